//! The tool's commands for the games of the table other than GIPF (`gipf perft`, `show` and
//! `replay` with a DVONN position or record): GIPF keeps its own paths in `main.rs`, with its
//! ASCII board and its records' trial comments.

use gipf_game::{Game, Side};
use gipf_games::{AnyActionError, AnyPosition, AnyPositionError};

/// A position given on the command line: a position string of any game, or a variant word
/// alone for its start (`dvonn`, `standard`).
///
/// # Errors
/// Neither reads; the error is the game's own.
pub fn read_position(text: &str) -> Result<AnyPosition, AnyPositionError> {
    let t = text.trim();
    if !t.contains([' ', '\t']) {
        return AnyPosition::start(t);
    }
    t.parse()
}

/// `perft --divide`: each legal action's count, in the order `legal` lists them.
pub fn perft_divide(p: &AnyPosition, depth: u32) -> Vec<(String, u64)> {
    match p {
        AnyPosition::Gipf(q) => q
            .perft_divide(depth)
            .into_iter()
            .map(|(a, n)| (a.to_string(), n))
            .collect(),
        AnyPosition::Dvonn(q) => q
            .perft_divide(depth)
            .into_iter()
            .map(|(a, n)| (a.to_string(), n))
            .collect(),
        AnyPosition::Tzaar(q) => q
            .perft_divide(depth)
            .into_iter()
            .map(|(a, n)| (a.to_string(), n))
            .collect(),
        AnyPosition::Yinsh(q) => q
            .perft_divide(depth)
            .into_iter()
            .map(|(a, n)| (a.to_string(), n))
            .collect(),
        AnyPosition::Zertz(q) => q
            .perft_divide(depth)
            .into_iter()
            .map(|(a, n)| (a.to_string(), n))
            .collect(),
        AnyPosition::Punct(q) => q
            .perft_divide(depth)
            .into_iter()
            .map(|(a, n)| (a.to_string(), n))
            .collect(),
    }
}

/// What `show` says of a DVONN position, under its position string: whose decision it is
/// or how it ended, and the scores.
pub fn describe_dvonn(p: &gipf_dvonn::Position) -> String {
    let name = |s: Side| gipf_dvonn::side_name(s);
    let (white, black) = p.scores();
    let state = match (p.outcome(), p.turn()) {
        (Some(o), _) => match o.winner {
            Some(w) => format!("{} wins {}", name(w), o.reason),
            None => format!("Draw: {}", o.reason),
        },
        (None, Some(side)) => match p.phase() {
            gipf_dvonn::Phase::Placement => format!("{} to place", name(side)),
            _ => format!("{} to move", name(side)),
        },
        (None, None) => "nobody to decide".to_string(),
    };
    format!("{state}\nScores: White {white}, Black {black}")
}

/// What `show` says of a TZAAR position, under its position string: whose action it is (and
/// which of the turn) or how it ended, and each side's stacks of each type on top.
pub fn describe_tzaar(p: &gipf_tzaar::Position) -> String {
    use gipf_tzaar::{Phase, PieceType};
    let name = |s: Side| gipf_tzaar::side_name(s);
    let side = p.turn();
    let state = match p.phase() {
        Phase::Over { winner } => match p.outcome() {
            Some(o) => format!(
                "{} wins: {} has {}",
                name(winner),
                name(winner.other()),
                o.reason
            ),
            None => format!("{} wins", name(winner)),
        },
        Phase::Placement => format!("{} to place", name(side)),
        Phase::Opening => format!("{} to make the opening capture", name(side)),
        Phase::Capture => format!("{} to capture (first action of the turn)", name(side)),
        Phase::Second => format!("{}: second action (capture, stack or pass)", name(side)),
    };
    let counts = |s: Side| {
        PieceType::ALL
            .iter()
            .map(|&k| format!("{} {}", k.name(), p.shown(s, k)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    format!(
        "{state}\nWhite shows {}\nBlack shows {}",
        counts(Side::First),
        counts(Side::Second)
    )
}

/// What `show` says of a YINSH position, under its position string: whose decision it is
/// and which, or how it ended; the rings each side removed and the markers in the pool.
pub fn describe_yinsh(p: &gipf_yinsh::Position) -> String {
    use gipf_yinsh::Stage;
    let name = |s: Side| gipf_yinsh::side_name(s);
    let state = match (p.stage(), p.decider()) {
        (Stage::Over { winner }, _) => match (winner, p.outcome()) {
            (Some(w), Some(o)) => format!("{} wins: {}", name(w), o.reason),
            (None, Some(o)) => format!("Draw: {}", o.reason),
            _ => "the game is over".to_string(),
        },
        (stage, Some(side)) => {
            let what = match stage {
                Stage::Placement => "to place a ring",
                Stage::Move => "to move a ring",
                Stage::ChooseRow | Stage::OpponentRow => "to choose a row to remove",
                Stage::RemoveRing | Stage::OpponentRing => "to remove one of his rings",
                Stage::Over { .. } => "",
            };
            format!("{} {what}", name(side))
        }
        (_, None) => "nobody to decide".to_string(),
    };
    format!(
        "{state}\nRings removed: White {}, Black {}; markers in the pool: {}",
        p.removed(Side::First),
        p.removed(Side::Second),
        p.pool()
    )
}

/// What `show` says of a ZÈRTZ position, under its position string: whose action it is
/// (a capture when one is compulsory), or how it ended; the pool and each player's
/// captures. The players are the first and the second (ZERTZ.md §3.3), not colours.
pub fn describe_zertz(p: &gipf_zertz::Position) -> String {
    let name = |s: Side| match s {
        Side::First => "the first player",
        Side::Second => "the second player",
    };
    let counts = |c: [u8; 3]| format!("{} white, {} grey, {} black", c[0], c[1], c[2]);
    let state = match (p.outcome(), p.decider()) {
        (Some(o), _) => match o.winner {
            Some(w) => format!("{} wins: {}", name(w), o.reason),
            None => format!("Draw: {}", o.reason),
        },
        (None, Some(side)) if p.capture_possible() => format!("{} must capture", name(side)),
        (None, Some(side)) => format!("{} to place a marble", name(side)),
        (None, None) => "nobody to decide".to_string(),
    };
    format!(
        "{state}\nPool: {}\nThe first player holds {}\nThe second player holds {}",
        counts(p.pool()),
        counts(p.captures(Side::First)),
        counts(p.captures(Side::Second))
    )
}

/// What `show` says of a PÜNCT position, under its position string: whose action it is or
/// how it ended; each side's pieces to place and centre points, and the clock.
pub fn describe_punct(p: &gipf_punct::Position) -> String {
    let name = |s: Side| gipf_punct::side_name(s);
    let state = match (p.outcome(), p.decider()) {
        (Some(o), _) => match o.winner {
            Some(w) => format!("{} wins: {}", name(w), o.reason),
            None => format!("Draw: {}", o.reason),
        },
        (None, Some(side)) => format!("{} to act", name(side)),
        (None, None) => "nobody to decide".to_string(),
    };
    format!(
        "{state}\nPieces to place: White {}, Black {}; centre points: White {}, Black {}; actions since the last placement: {}",
        p.reserve_total(Side::First),
        p.reserve_total(Side::Second),
        p.centre_count(Side::First),
        p.centre_count(Side::Second),
        p.clock()
    )
}

/// Why a record of a game of the table does not replay.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// Its start does not read.
    #[error(transparent)]
    Start(#[from] AnyPositionError),
    /// An action does not read or is illegal where it stands.
    #[error("action {n} ({text}): {error}")]
    Action {
        /// Its number, from 1.
        n: usize,
        text: String,
        error: AnyActionError,
    },
}

/// A record of a game of the table: its start (a variant word, or a position string) and
/// its actions separated by spaces (DVONN.md §9). Each position along it is shown with
/// `show(n, action, position)`; the first error stops it.
///
/// # Errors
/// The start or an action does not read, or an action is illegal where it stands.
pub fn replay(
    body: &str,
    mut show: impl FnMut(usize, Option<&str>, &AnyPosition),
) -> Result<AnyPosition, ReplayError> {
    let tokens: Vec<&str> = body.split_whitespace().collect();
    // A position string starts with the word and has a board (`/`) as its second field.
    let start_len = match tokens.get(1) {
        Some(t) if t.contains('/') => 4.min(tokens.len()),
        _ => 1.min(tokens.len()),
    };
    let mut p = read_position(&tokens[..start_len].join(" "))?;
    show(0, None, &p);
    for (i, text) in tokens[start_len..].iter().enumerate() {
        let action = p.read_action(text).map_err(|error| ReplayError::Action {
            n: i + 1,
            text: text.to_string(),
            error,
        })?;
        p.play(action).map_err(|error| ReplayError::Action {
            n: i + 1,
            text: text.to_string(),
            error,
        })?;
        show(i + 1, Some(text), &p);
    }
    Ok(p)
}

/// A DVONN position after `actions` (space-separated) from `start`, with the last one and
/// the spaces whose stacks it cut off, for drawing (`gipf render`).
///
/// # Errors
/// An action does not read or is illegal where it stands.
pub fn dvonn_after(
    start: gipf_dvonn::Position,
    actions: &str,
) -> Result<
    (
        gipf_dvonn::Position,
        Option<gipf_dvonn::Action>,
        Vec<gipf_dvonn::Space>,
    ),
    ReplayError,
> {
    let mut p = start;
    let mut last = None;
    let mut removed = Vec::new();
    for (i, text) in actions.split_whitespace().enumerate() {
        let fail = |error: gipf_dvonn::ActionError| ReplayError::Action {
            n: i + 1,
            text: text.to_string(),
            error: error.into(),
        };
        let action = p.read_action(text).map_err(fail)?;
        let before = p;
        p.play(action).map_err(fail)?;
        removed = before.cut_off_by(action, &p);
        last = Some(action);
    }
    Ok((p, last, removed))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dvonn_record_replays_and_a_bad_action_says_which() {
        let mut seen = 0;
        let end = replay("dvonn e3 f3 g3 h3 d3", |_, _, _| seen += 1).expect("replays");
        assert_eq!(seen, 6);
        assert_eq!(
            end.to_string(),
            "dvonn ........./........../...wdddb.../........../......... b p"
        );
        let e = replay("dvonn e3 E3", |_, _, _| {}).expect_err("occupied");
        assert!(e.to_string().starts_with("action 2 (E3): "), "{e}");
        let from = replay(
            "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m j5-h5",
            |_, _, _| {},
        )
        .expect("from a position string");
        assert_eq!(
            from.to_string(),
            "dvonn ........./w3........./dw......W3../b.....w4b../wb...B8... w m"
        );
        let q = read_position("dvonn").expect("the start");
        if let AnyPosition::Dvonn(d) = &q {
            assert_eq!(
                describe_dvonn(d),
                "White to place\nScores: White 0, Black 0"
            );
        }
        assert_eq!(perft_divide(&q, 2).len(), 49);
    }
}
