//! A game as the service keeps it, for any game: its start and its decisions in order,
//! replayed, with the position they lead to. GIPF's record carries more (trial comments,
//! the official notation); the others are a [`Line`] of their actions.

use gipf_game::{Game, Line};
use thiserror::Error;

use crate::{AnyAction, AnyActionError, AnyPosition, GameKind};

/// The record of a game of any kind.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AnyRecord {
    game: RecordOf,
    // Kept beside the game's own record, so that callers see every game's positions alike.
    start: AnyPosition,
    current: AnyPosition,
}

#[derive(Clone, PartialEq, Eq, Debug)]
enum RecordOf {
    Gipf(gipf_rules::Record),
    Dvonn(Line<gipf_dvonn::Position>),
    Tzaar(Line<gipf_tzaar::Position>),
    Yinsh(Line<gipf_yinsh::Position>),
    Zertz(Line<gipf_zertz::Position>),
    /// Boxed, as [`AnyPosition::Punct`] is.
    Punct(Box<Line<gipf_punct::Position>>),
}

/// Why an entry of a record cannot be played.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
pub enum AnyRecordError {
    /// GIPF's own reasons (an action, a trial comment).
    #[error(transparent)]
    Gipf(#[from] gipf_rules::RecordError),
    /// An action that does not read or cannot be played.
    #[error("action {number} ({text}): {error}")]
    Action {
        /// 1-based number of the action.
        number: usize,
        /// The action as written.
        text: String,
        /// What is wrong with it.
        error: AnyActionError,
    },
}

impl AnyRecord {
    /// A record with no action yet.
    pub fn new(start: AnyPosition) -> AnyRecord {
        let game = match &start {
            AnyPosition::Gipf(p) => RecordOf::Gipf(gipf_rules::Record::new(p.clone())),
            AnyPosition::Dvonn(p) => RecordOf::Dvonn(Line::new(*p)),
            AnyPosition::Tzaar(p) => RecordOf::Tzaar(Line::new(*p)),
            AnyPosition::Yinsh(p) => RecordOf::Yinsh(Line::new(*p)),
            AnyPosition::Zertz(p) => RecordOf::Zertz(Line::new(*p)),
            AnyPosition::Punct(p) => RecordOf::Punct(Box::new(Line::new(**p))),
        };
        AnyRecord {
            game,
            current: start.clone(),
            start,
        }
    }

    /// A GIPF record, as it is.
    pub fn from_gipf(record: gipf_rules::Record) -> AnyRecord {
        AnyRecord {
            start: AnyPosition::Gipf(record.start().clone()),
            current: AnyPosition::Gipf(record.current().clone()),
            game: RecordOf::Gipf(record),
        }
    }

    /// The game it is a record of.
    pub fn kind(&self) -> GameKind {
        self.start.kind()
    }

    /// GIPF's own record, for a GIPF game (its trial comments, its events, its notation).
    pub fn gipf(&self) -> Option<&gipf_rules::Record> {
        match &self.game {
            RecordOf::Gipf(r) => Some(r),
            RecordOf::Dvonn(_)
            | RecordOf::Tzaar(_)
            | RecordOf::Yinsh(_)
            | RecordOf::Zertz(_)
            | RecordOf::Punct(_) => None,
        }
    }

    /// Where the game started.
    pub fn start(&self) -> &AnyPosition {
        &self.start
    }

    /// The position after the last decision.
    pub fn current(&self) -> &AnyPosition {
        &self.current
    }

    /// How many decisions were played.
    pub fn len(&self) -> usize {
        match &self.game {
            RecordOf::Gipf(r) => r.actions().len(),
            RecordOf::Dvonn(l) => l.actions().len(),
            RecordOf::Tzaar(l) => l.actions().len(),
            RecordOf::Yinsh(l) => l.actions().len(),
            RecordOf::Zertz(l) => l.actions().len(),
            RecordOf::Punct(l) => l.actions().len(),
        }
    }

    /// Whether nothing was played yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The decisions played, in order.
    pub fn actions(&self) -> Vec<AnyAction> {
        match &self.game {
            RecordOf::Gipf(r) => r.actions().iter().map(|&a| AnyAction::Gipf(a)).collect(),
            RecordOf::Dvonn(l) => l.actions().iter().map(|&a| AnyAction::Dvonn(a)).collect(),
            RecordOf::Tzaar(l) => l.actions().iter().map(|&a| AnyAction::Tzaar(a)).collect(),
            RecordOf::Yinsh(l) => l.actions().iter().map(|&a| AnyAction::Yinsh(a)).collect(),
            RecordOf::Zertz(l) => l.actions().iter().map(|&a| AnyAction::Zertz(a)).collect(),
            RecordOf::Punct(l) => l.actions().iter().map(|&a| AnyAction::Punct(a)).collect(),
        }
    }

    /// The last decision, if any.
    pub fn last_action(&self) -> Option<AnyAction> {
        match &self.game {
            RecordOf::Gipf(r) => r.actions().last().map(|&a| AnyAction::Gipf(a)),
            RecordOf::Dvonn(l) => l.actions().last().map(|&a| AnyAction::Dvonn(a)),
            RecordOf::Tzaar(l) => l.actions().last().map(|&a| AnyAction::Tzaar(a)),
            RecordOf::Yinsh(l) => l.actions().last().map(|&a| AnyAction::Yinsh(a)),
            RecordOf::Zertz(l) => l.actions().last().map(|&a| AnyAction::Zertz(a)),
            RecordOf::Punct(l) => l.actions().last().map(|&a| AnyAction::Punct(a)),
        }
    }

    /// DVONN's last move (or placement) and the spaces whose stacks it cut off and removed:
    /// what boards and facts mark. `None` for another game, or before the first decision.
    pub fn dvonn_last(&self) -> Option<(gipf_dvonn::Action, Vec<gipf_dvonn::Space>)> {
        let RecordOf::Dvonn(line) = &self.game else {
            return None;
        };
        let &action = line.actions().last()?;
        let positions = line.positions();
        let [.., before, after] = positions.as_slice() else {
            return None;
        };
        Some((action, before.cut_off_by(action, after)))
    }

    /// TZAAR's latest turn, what boards draw: the actions of the turn that ended last (the
    /// opening capture alone, or a capture and the second action), or the first action of
    /// the turn under way when its player is to make his second. Empty for another game, or
    /// before the first decision.
    pub fn tzaar_last_turn(&self) -> Vec<gipf_tzaar::Action> {
        let RecordOf::Tzaar(line) = &self.game else {
            return Vec::new();
        };
        let actions = line.actions();
        let Some((&last, earlier)) = actions.split_last() else {
            return Vec::new();
        };
        // The last action was a turn's second when the position before it was at phase `s`.
        let positions = line.positions();
        let second = positions
            .len()
            .checked_sub(2)
            .and_then(|i| positions.get(i))
            .is_some_and(|p| p.phase() == gipf_tzaar::Phase::Second);
        match earlier.last() {
            Some(&first) if second => vec![first, last],
            _ => vec![last],
        }
    }

    /// YINSH's last ring move and the markers it flipped that are still on the board (the
    /// rows removed since may have taken some), what boards draw. `None` for another game, or
    /// before the first ring move.
    pub fn yinsh_last_move(&self) -> Option<(gipf_yinsh::Action, Vec<gipf_yinsh::Point>)> {
        let RecordOf::Yinsh(line) = &self.game else {
            return None;
        };
        let actions = line.actions();
        let i = actions
            .iter()
            .rposition(|a| matches!(a, gipf_yinsh::Action::Move { .. }))?;
        let gipf_yinsh::Action::Move { from, .. } = actions[i] else {
            return None;
        };
        let positions = line.positions();
        let (before, after) = (positions.get(i)?, positions.get(i + 1)?);
        let now = line.current();
        let flipped = gipf_yinsh::Point::all()
            .filter(|&pt| pt != from)
            .filter(
                |&pt| match (before.piece(pt), after.piece(pt), now.piece(pt)) {
                    (
                        Some(gipf_yinsh::Piece::Marker(a)),
                        Some(gipf_yinsh::Piece::Marker(b)),
                        Some(gipf_yinsh::Piece::Marker(_)),
                    ) => a != b,
                    _ => false,
                },
            )
            .collect();
        Some((actions[i], flipped))
    }

    /// ZÈRTZ's last turn as boards draw and chat tells it: the action with what it did
    /// beyond itself (the rings claimed, a skipped turn, the end). `None` for another game,
    /// or before the first action.
    pub fn zertz_last_turn(&self) -> Option<gipf_zertz::Turn> {
        let RecordOf::Zertz(line) = &self.game else {
            return None;
        };
        let &action = line.actions().last()?;
        let positions = line.positions();
        let [.., before, _] = positions.as_slice() else {
            return None;
        };
        let mut p = *before;
        p.play_reporting(action).ok()
    }

    /// PÜNCT's last action with the position before it (where a moved piece came from), what
    /// boards draw. `None` for another game, or before the first action.
    pub fn punct_last(&self) -> Option<(gipf_punct::Action, gipf_punct::Position)> {
        let RecordOf::Punct(line) = &self.game else {
            return None;
        };
        let &action = line.actions().last()?;
        let positions = line.positions();
        let [.., before, _] = positions.as_slice() else {
            return None;
        };
        Some((action, *before))
    }

    /// Plays one more decision; an illegal one (or another game's) changes nothing.
    ///
    /// # Errors
    /// The action cannot be played here.
    pub fn play(&mut self, action: AnyAction) -> Result<(), AnyActionError> {
        match (&mut self.game, action) {
            (RecordOf::Gipf(r), AnyAction::Gipf(a)) => r.play(a)?,
            (RecordOf::Dvonn(l), AnyAction::Dvonn(a)) => l.play(a)?,
            (RecordOf::Tzaar(l), AnyAction::Tzaar(a)) => l.play(a)?,
            (RecordOf::Yinsh(l), AnyAction::Yinsh(a)) => l.play(a)?,
            (RecordOf::Zertz(l), AnyAction::Zertz(a)) => l.play(a)?,
            (RecordOf::Punct(l), AnyAction::Punct(a)) => l.play(a)?,
            _ => {
                // The position says which game refuses it, and why.
                let mut p = self.current.clone();
                return p.play(action);
            }
        }
        self.sync();
        Ok(())
    }

    /// Plays one stored entry: an action in any form its game reads (GIPF's may carry its
    /// trial comment, `lost {die w2 b5}`). Refused, changing nothing, when it cannot stand.
    ///
    /// # Errors
    /// The entry cannot be played here.
    pub fn play_entry(&mut self, text: &str) -> Result<(), AnyRecordError> {
        match &mut self.game {
            RecordOf::Gipf(r) => r.play_entry(text)?,
            RecordOf::Dvonn(l) => play_entry_on(l, text)?,
            RecordOf::Tzaar(l) => play_entry_on(l, text)?,
            RecordOf::Yinsh(l) => play_entry_on(l, text)?,
            RecordOf::Zertz(l) => play_entry_on(l, text)?,
            RecordOf::Punct(l) => play_entry_on(l, text)?,
        }
        self.sync();
        Ok(())
    }

    /// The entry of the decision of index `i` (0-based) as [`AnyRecord::play_entry`] reads
    /// it back.
    pub fn entry(&self, i: usize) -> Option<String> {
        match &self.game {
            RecordOf::Gipf(r) => r.entry(i),
            RecordOf::Dvonn(l) => l.actions().get(i).map(ToString::to_string),
            RecordOf::Tzaar(l) => l.actions().get(i).map(ToString::to_string),
            RecordOf::Yinsh(l) => l.actions().get(i).map(ToString::to_string),
            RecordOf::Zertz(l) => l.actions().get(i).map(ToString::to_string),
            RecordOf::Punct(l) => l.actions().get(i).map(ToString::to_string),
        }
    }

    /// Every position: the start, then the position after each decision.
    pub fn positions(&self) -> Vec<AnyPosition> {
        match &self.game {
            RecordOf::Gipf(r) => r.positions().map(AnyPosition::Gipf).collect(),
            RecordOf::Dvonn(l) => l.positions().into_iter().map(AnyPosition::Dvonn).collect(),
            RecordOf::Tzaar(l) => l.positions().into_iter().map(AnyPosition::Tzaar).collect(),
            RecordOf::Yinsh(l) => l.positions().into_iter().map(AnyPosition::Yinsh).collect(),
            RecordOf::Zertz(l) => l.positions().into_iter().map(AnyPosition::Zertz).collect(),
            RecordOf::Punct(l) => l
                .positions()
                .into_iter()
                .map(|p| AnyPosition::Punct(Box::new(p)))
                .collect(),
        }
    }

    /// The record as its game's notation writes it: GIPF's official form (NOTATION.md §2);
    /// for the others the start (the variant word when it is the game's start, else the
    /// position string) and the actions, separated by spaces. It reads back with
    /// [`AnyRecord::play_entry`] after the start.
    pub fn official(&self) -> String {
        if let RecordOf::Gipf(r) = &self.game {
            return r.official();
        }
        let word = self.start.variant_word();
        let mut out = match AnyPosition::start(word) {
            Ok(s) if s == self.start => word.to_string(),
            _ => self.start.to_string(),
        };
        for i in 0..self.len() {
            out.push(' ');
            out.push_str(&self.entry(i).unwrap_or_default());
        }
        out
    }

    /// The record of the first `n` decisions (a takeback).
    pub fn truncated(&self, n: usize) -> AnyRecord {
        let mut out = AnyRecord::new(self.start.clone());
        for i in 0..n.min(self.len()) {
            let entry = self.entry(i).unwrap_or_default();
            if out.play_entry(&entry).is_err() {
                debug_assert!(false, "a recorded entry became illegal");
                break;
            }
        }
        out
    }

    fn sync(&mut self) {
        self.current = match &self.game {
            RecordOf::Gipf(r) => AnyPosition::Gipf(r.current().clone()),
            RecordOf::Dvonn(l) => AnyPosition::Dvonn(*l.current()),
            RecordOf::Tzaar(l) => AnyPosition::Tzaar(*l.current()),
            RecordOf::Yinsh(l) => AnyPosition::Yinsh(*l.current()),
            RecordOf::Zertz(l) => AnyPosition::Zertz(*l.current()),
            RecordOf::Punct(l) => AnyPosition::Punct(Box::new(*l.current())),
        };
    }
}

/// Plays an entry on a game's [`Line`]: read with the position at hand, then played.
fn play_entry_on<G>(line: &mut Line<G>, text: &str) -> Result<(), AnyRecordError>
where
    G: Game + Clone,
    AnyActionError: From<G::Unreadable> + From<G::Illegal>,
{
    let number = line.actions().len() + 1;
    let bad = |error: AnyActionError| AnyRecordError::Action {
        number,
        text: gipf_game::excerpt(text),
        error,
    };
    let a = line
        .current()
        .read_action(text)
        .map_err(|e| bad(e.into()))?;
    line.play(a).map_err(|e| bad(e.into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::AnyVariant;

    #[test]
    fn a_dvonn_record_replays_its_entries_and_refuses_gipf_ones() {
        let mut r = AnyRecord::new(AnyVariant::Dvonn.start(|_| 0));
        r.play_entry("E3").expect("a placement");
        r.play_entry("d3").expect("a placement");
        assert_eq!(r.len(), 2);
        assert_eq!(r.entry(0).as_deref(), Some("e3"));
        let before = r.clone();
        assert!(r.play_entry("e3").is_err(), "occupied");
        assert!(r.play_entry("b1-b2").is_err(), "a GIPF push");
        assert_eq!(r, before, "nothing changed");
        assert_eq!(r.positions().len(), 3);
        assert_eq!(r.truncated(1).len(), 1);
        assert_eq!(r.official(), "dvonn e3 d3");
        assert_eq!(r.truncated(1).current(), &r.positions()[1]);
        assert!(r.gipf().is_none());
    }

    #[test]
    fn a_tzaar_record_from_a_drawn_start_replays_and_shows_its_last_turn() {
        let v = AnyVariant::Tzaar(crate::TzaarSetup::Random);
        let start = v.start(|n| (n * 7 + 3) % n.max(1));
        let mut r = AnyRecord::new(start.clone());
        assert!(r.tzaar_last_turn().is_empty());
        // Four decisions: White's opening capture, then Black's capture and second action,
        // then White's forced capture, each the first legal one.
        for _ in 0..4 {
            let a = r.current().legal_actions()[0];
            r.play(a).expect("legal");
        }
        let acts = r.actions();
        let t = |i: usize| match acts[i] {
            AnyAction::Tzaar(a) => a,
            _ => unreachable!("a TZAAR record"),
        };
        // White is on his second action: his first is shown.
        assert_eq!(r.tzaar_last_turn(), vec![t(3)]);
        r.play(AnyAction::Tzaar(gipf_tzaar::Action::Pass))
            .expect("pass");
        assert_eq!(r.tzaar_last_turn(), vec![t(3), gipf_tzaar::Action::Pass]);
        assert_eq!(r.truncated(1).tzaar_last_turn(), vec![t(0)]);
        // The record names its drawn start, and replays from it anywhere.
        let official = r.official();
        assert!(official.starts_with(&start.to_string()), "{official}");
        let mut again = AnyRecord::new(start);
        for entry in official.split(' ').skip(4) {
            again.play_entry(entry).expect(entry);
        }
        assert_eq!(again, r);
        assert!(r.clone().play_entry("pass").is_err(), "pass is never first");
        assert!(r.clone().play_entry("b1-b2").is_err(), "a GIPF push");
    }

    #[test]
    fn a_yinsh_record_replays_and_names_its_last_move_and_flips() {
        // §8's example: ten placements, then h7-g7 (no marker to flip yet).
        let mut r = AnyRecord::new(AnyVariant::Yinsh.start(|_| 0));
        for entry in "e3 a5 b5 c6 d6 e4 h7 g2 g3 g8 h7-g7".split(' ') {
            r.play_entry(entry).expect(entry);
        }
        assert_eq!(
            r.current().to_string(),
            "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW3WB3/4w4/8/7/4 b m 0/0"
        );
        let (last, flipped) = r.yinsh_last_move().expect("a ring move");
        assert_eq!(last.to_string(), "h7-g7");
        assert!(flipped.is_empty());
        assert_eq!(r.official(), "yinsh e3 a5 b5 c6 d6 e4 h7 g2 g3 g8 h7-g7");
        assert!(r.truncated(10).yinsh_last_move().is_none());
        assert!(r.clone().play_entry("xi9").is_err());
    }

    #[test]
    fn a_zertz_record_replays_and_tells_its_last_turn() {
        // ZERTZ.md §10's session, then a placement that isolates nothing.
        let mut r = AnyRecord::new(AnyVariant::Zertz(gipf_zertz::Variant::Zertz).start(|_| 0));
        assert!(r.zertz_last_turn().is_none());
        r.play_entry("wd4,D1").expect("any case");
        assert_eq!(
            r.current().to_string(),
            "zertz 4/5/6/.2w3/6/5/4 b 5/8/10 0/0/0 0/0/0"
        );
        assert!(
            r.clone().play_entry("Gd3").is_err(),
            "a free ring must be removed"
        );
        r.play_entry("Bd5,a1").expect("a placement");
        let turn = r.zertz_last_turn().expect("a turn");
        assert_eq!(turn.action.to_string(), "Bd5,a1");
        assert_eq!(turn.mover, gipf_game::Side::Second);
        assert!(turn.claimed.is_empty() && turn.outcome.is_none());
        assert_eq!(r.official(), "zertz Wd4,d1 Bd5,a1");
        assert_eq!(
            r.truncated(1)
                .zertz_last_turn()
                .map(|t| t.action.to_string()),
            Some("Wd4,d1".into())
        );
        assert!(crate::reads_as_action("x d1Gd3Wd5") && crate::reads_as_action("Bi5,h6"));
    }

    #[test]
    fn a_punct_record_replays_and_keeps_the_position_before_its_last_action() {
        let mut r = AnyRecord::new(AnyVariant::Punct(gipf_punct::Variant::Punct).start(|_| 0));
        assert!(r.punct_last().is_none());
        assert!(r.clone().play_entry("i9,i10,j10").is_err(), "the centre");
        r.play_entry("tb2,B3,c3").expect("a placement");
        assert_eq!(r.current().to_string(), "punct wTb2,b3,c3 b 0");
        r.play_entry("Sa5,b5,c5").expect("Black's placement");
        let (last, before) = r.punct_last().expect("an action");
        assert_eq!(last.to_string(), "Sa5,b5,c5");
        assert_eq!(before.to_string(), "punct wTb2,b3,c3 b 0");
        assert_eq!(r.official(), "punct Tb2,b3,c3 Sa5,b5,c5");
        assert!(crate::reads_as_action("d10-d5") && crate::reads_as_action("d10-d10,b10,c10"));
    }

    #[test]
    fn a_gipf_record_keeps_its_own_record() {
        let mut r = AnyRecord::new(AnyVariant::STANDARD.start(|_| 0));
        r.play_entry("b1-b2").expect("a push");
        assert_eq!(r.gipf().map(|g| g.actions().len()), Some(1));
        assert_eq!(r.current(), &r.positions()[1]);
        assert_eq!(AnyRecord::from_gipf(r.gipf().cloned().expect("gipf")), r);
    }
}
