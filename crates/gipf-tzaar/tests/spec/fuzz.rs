//! Seeded fuzzing: random bytes and mutated valid strings into every parser (an error,
//! never a panic; whatever reads prints back to itself and reads again to the same value),
//! refused actions that change nothing, and random games from random starts, the fixed start
//! and the empty tournament board played to the end keeping the invariants, the legal list
//! checked against a move generator of its own written from TZAAR.md §2, §5 and §7.

use std::collections::HashMap;

use gipf_tzaar::{Action, Game, Phase, PieceType, Position, Reason, Side, Space};

use crate::perft::{E1, E2, E3, E4, M1, M2, R1, T1};

/// A small deterministic generator (xorshift64*), so every run plays the same games.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The characters of positions and actions, and a few near them.
const ALPHABET: &[u8] = b"abcdefghiARTartzxX-/+0123456789 \t pasPASwbopcsWB e5E5";

const VALID: &[&str] = &[
    "tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o",
    "tzaar-tournament -----/------/-------/--------/--------/--------/-------/------/----- w p",
    "tzaar ttttT/TrrrRT/TRaaART/TRAT-ART/TRATtart/tratTart/traAArt/trRRRt/tTTTT b c",
    "tzaar ttttT/Tr-rRT/TRa-ART/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w c",
    "tzaar ttttT/Tr-rRT/TRA--RT/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w s",
    R1,
    M1,
    M2,
    E1,
    E2,
    E3,
    E4,
    T1,
    "tzaar ----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/--t2-- b w+",
    "tzaar t3----/------/-------/--------/a---T2--T2/--------/-T3-----/R2-----/--a2r3- w b+",
    "tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- b w+",
    "d5xd4",
    "c5 x c3",
    "b3-e6",
    "e4xe6",
    "pass",
    "Ta1",
    "re6",
    "i5",
];

/// How many of `VALID` are positions.
const POSITIONS: usize = 16;

fn random_text(rng: &mut Rng) -> String {
    let len = rng.below(90);
    let bytes: Vec<u8> = (0..len)
        .map(|_| {
            if rng.below(10) == 0 {
                rng.next() as u8
            } else {
                ALPHABET[rng.below(ALPHABET.len())]
            }
        })
        .collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

fn mutate(rng: &mut Rng, s: &str) -> String {
    let mut b: Vec<u8> = s.bytes().collect();
    for _ in 0..=rng.below(3) {
        if b.is_empty() {
            break;
        }
        let i = rng.below(b.len());
        match rng.below(4) {
            0 => b[i] = ALPHABET[rng.below(ALPHABET.len())],
            1 => {
                b.remove(i);
            }
            // Swapping case turns White's stacks into Black's and the reverse.
            2 => b[i] ^= 0x20,
            _ => b.insert(i, ALPHABET[rng.below(ALPHABET.len())]),
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// The six directions of TZAAR.md §2 in skew coordinates.
const DIRECTIONS: [(i32, i32); 6] = [(0, 1), (0, -1), (1, 0), (-1, 0), (1, 1), (-1, -1)];

/// `side`'s moves by TZAAR.md §2 and §5.1 alone (no table of the crate): from each of his
/// stacks, over empty spaces to the first stack of each line (the centre and the edge end
/// a line); captures, and stacking moves when `stacking`.
fn model_moves(p: &Position, side: Side, stacking: bool) -> Vec<String> {
    let mut out = Vec::new();
    for from in Space::all() {
        let Some(mine) = p.stack(from).filter(|st| st.owner == side) else {
            continue;
        };
        for (dx, dy) in DIRECTIONS {
            let (mut x, mut y) = (from.x(), from.y());
            let target = loop {
                x += dx;
                y += dy;
                match Space::from_xy(x, y) {
                    None => break None,
                    Some(s) => {
                        if let Some(st) = p.stack(s) {
                            break Some((s, st));
                        }
                    }
                }
            };
            let Some((to, theirs)) = target else {
                continue;
            };
            if theirs.owner != side && theirs.height <= mine.height {
                out.push(format!("{from}x{to}"));
            } else if theirs.owner == side && stacking {
                out.push(format!("{from}-{to}"));
            }
        }
    }
    out
}

/// Whether `side` has a capture, by the model.
fn model_has_capture(p: &Position, side: Side) -> bool {
    !model_moves(p, side, false).is_empty()
}

/// The legal actions as TZAAR.md §7 lists them, by the model: canonical texts in byte order.
fn model_legal(p: &Position) -> Vec<String> {
    let me = p.turn();
    let mut out = match p.phase() {
        Phase::Over { .. } => Vec::new(),
        Phase::Placement => {
            let mut v = Vec::new();
            for kind in PieceType::ALL {
                if p.shown(me, kind) < kind.count() {
                    for s in Space::all().filter(|&s| p.stack(s).is_none()) {
                        v.push(format!("{}{s}", kind.letter()));
                    }
                }
            }
            v
        }
        Phase::Opening | Phase::Capture => model_moves(p, me, false),
        Phase::Second => {
            let mut v = model_moves(p, me, true);
            v.push("pass".to_string());
            v
        }
    };
    out.sort();
    out
}

fn exercise(text: &str, positions: &[Position]) {
    if let Ok(p) = text.parse::<Position>() {
        let s = p.to_string();
        assert_eq!(s.parse::<Position>().as_ref(), Ok(&p), "{text:?}");
        assert_eq!(s.parse::<Position>().map(|q| q.to_string()), Ok(s.clone()));
        let legal = p.legal_actions();
        assert_eq!(p.perft(1), legal.len() as u64, "{text:?}");
        assert_eq!(p.action_count(), legal.len(), "{text:?}");
        let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
        assert_eq!(texts, model_legal(&p), "{text:?}");
        // §9.3: every phase p, o, c, s that reads has a legal action, and a string that
        // reads is one a game can reach: the invariants of play hold.
        assert_eq!(legal.is_empty(), matches!(p.phase(), Phase::Over { .. }));
        check_invariants(&p);
        if legal.len() < 100 {
            let _ = p.perft(2);
        }
    }
    if let Ok(s) = text.parse::<Space>() {
        assert_eq!(s.to_string().parse::<Space>(), Ok(s), "{text:?}");
        assert_ne!(s.to_string(), "e5");
    }
    if let Ok(a) = text.parse::<Action>() {
        assert_eq!(a.to_string().parse::<Action>(), Ok(a), "{text:?}");
        assert_eq!(
            text.to_ascii_uppercase().parse::<Action>(),
            Ok(a),
            "{text:?}: any case"
        );
    }
    for p in positions {
        let mut q = *p;
        match q.play_text(text) {
            Ok(a) => {
                assert!(p.legal_actions().contains(&a), "{text:?} in {p}");
                assert_eq!(p.check(a), Ok(()));
            }
            Err(e) => {
                assert_eq!(&q, p, "{text:?}: a refused action changes nothing");
                assert!(!e.to_string().is_empty());
                assert!(!e.to_string().contains('\n'));
            }
        }
    }
}

fn valid_positions() -> Vec<Position> {
    let positions: Vec<Position> = VALID.iter().filter_map(|s| s.parse().ok()).collect();
    assert_eq!(positions.len(), POSITIONS);
    positions
}

#[test]
fn random_and_mutated_inputs_never_panic() {
    let mut rng = Rng::new(60);
    let positions = valid_positions();
    let mut read = 0;
    for _ in 0..20_000 {
        let text = if rng.below(2) == 0 {
            random_text(&mut rng)
        } else {
            let base = VALID[rng.below(VALID.len())];
            mutate(&mut rng, base)
        };
        if text.parse::<Position>().is_ok() {
            read += 1;
        }
        exercise(&text, &positions);
    }
    assert!(
        read > 100,
        "the mutations read as positions now and then ({read})"
    );
}

#[test]
fn every_action_on_every_position() {
    // Every capture and stacking move between two spaces, every placement and `pass`, in
    // every phase: legal exactly when listed, `check` agreeing, refusals changing nothing.
    let positions = valid_positions();
    let mut candidates = vec![Action::Pass];
    for kind in PieceType::ALL {
        candidates.extend(Space::all().map(|s| Action::Place(kind, s)));
    }
    for from in Space::all() {
        for to in Space::all() {
            candidates.push(Action::Capture { from, to });
            candidates.push(Action::Stack { from, to });
        }
    }
    for p in &positions {
        let legal = p.legal_actions();
        for &a in &candidates {
            let listed = legal.contains(&a);
            assert_eq!(p.check(a).is_ok(), listed, "{a} in {p}");
            let mut q = *p;
            let played = q.play(a);
            assert_eq!(played.is_ok(), listed, "{a} in {p}");
            if played.is_err() {
                assert_eq!(&q, p, "{a}: a refused action changes nothing");
            }
        }
    }
}

/// The invariants of a position reached by play.
fn check_invariants(p: &Position) {
    let s = p.to_string();
    let back: Position = s.parse().unwrap_or_else(|e| panic!("{s:?}: {e}"));
    assert_eq!(back, *p, "{s}");
    assert_eq!(back.to_string(), s);
    assert_eq!(
        back.zobrist(),
        p.zobrist(),
        "{s}: the incremental hash is the parsed one"
    );
    assert_eq!(p.zobrist_from_scratch(), p.zobrist(), "{s}");
    let legal = p.legal_actions();
    assert_eq!(p.perft(1), legal.len() as u64, "{s}");
    assert_eq!(Game::perft(p, 1), legal.len() as u64, "{s}");
    assert_eq!(p.action_count(), legal.len(), "{s}");
    let texts: Vec<String> = legal.iter().map(ToString::to_string).collect();
    assert!(
        texts.windows(2).all(|w| w[0] < w[1]),
        "{s}: sorted, no repeats"
    );
    assert_eq!(texts, model_legal(p), "{s}: the legal list is §7's");
    let over = matches!(p.phase(), Phase::Over { .. });
    assert_eq!(Game::decider(p).is_none(), over, "{s}");
    assert_eq!(
        legal.is_empty(),
        over,
        "{s}: a decider always has an action"
    );
    // `pass` exactly at phase s, and last there.
    assert_eq!(
        legal.contains(&Action::Pass),
        p.phase() == Phase::Second,
        "{s}"
    );
    if p.phase() == Phase::Second {
        assert_eq!(legal.last(), Some(&Action::Pass), "{s}");
    }
    for a in &legal {
        let ok = match p.phase() {
            Phase::Placement => matches!(a, Action::Place(..)),
            Phase::Opening | Phase::Capture => matches!(a, Action::Capture { .. }),
            Phase::Second => !matches!(a, Action::Place(..)),
            Phase::Over { .. } => false,
        };
        assert!(ok, "{a} in {s}");
    }
    for side in Side::BOTH {
        assert!(p.pieces(side) <= 30, "{s}");
        for kind in PieceType::ALL {
            assert!(p.shown(side, kind) <= kind.count(), "{s}");
        }
    }
    match p.phase() {
        Phase::Placement => {
            assert!(p.is_tournament());
            assert!(p
                .occupied()
                .all(|sp| p.stack(sp).is_some_and(|st| st.height == 1)));
            let (w, b) = (p.pieces(Side::First), p.pieces(Side::Second));
            let expected = if p.turn() == Side::First { w } else { w - 1 };
            assert_eq!(b, expected, "{s}: the placements alternate");
        }
        Phase::Opening => {
            assert_eq!(p.turn(), Side::First);
            assert_eq!(p.occupied().count(), 60);
        }
        Phase::Capture | Phase::Second => {
            assert!(p.occupied().count() < 60, "{s}");
            for side in Side::BOTH {
                assert_eq!(p.missing_type(side), None, "{s}");
            }
        }
        Phase::Over { winner } => {
            // TZAAR.md §6: the winner shows all three types; the loser misses one, or his
            // turn started without a capture.
            let loser = winner.other();
            assert_eq!(p.missing_type(winner), None, "{s}");
            let o = Game::outcome(p).expect("an outcome when over");
            assert_eq!(o.winner, Some(winner), "{s}: no draw");
            assert_eq!(Position::outcome(p), Some(o));
            match o.reason {
                Reason::MissingType(kind) => {
                    assert_eq!(p.missing_type(loser), Some(kind), "{s}");
                }
                Reason::NoCapture => {
                    assert_eq!(p.missing_type(loser), None, "{s}");
                    assert_eq!(p.turn(), loser, "{s}: his turn started");
                    assert!(!model_has_capture(p, loser), "{s}: he had a capture");
                }
            }
        }
    }
    if !over {
        assert_eq!(Game::outcome(p), None, "{s}");
    }
}

/// Plays `game` from `start` to its end with random legal actions (and refused random
/// candidates between them), checking every step; the number of actions played.
fn play_out(
    mut p: Position,
    rng: &mut Rng,
    through_seam: bool,
    hashes: &mut HashMap<u64, String>,
) -> (usize, Position) {
    check_invariants(&p);
    let mut actions = 0;
    while !matches!(p.phase(), Phase::Over { .. }) {
        let legal = p.legal_actions();
        // Random candidates: `check` agrees with the list, refusals change nothing.
        for _ in 0..4 {
            let from = Space::from_index(rng.below(60)).expect("a space");
            let to = Space::from_index(rng.below(60)).expect("a space");
            let kind = PieceType::ALL[rng.below(3)];
            let a = [
                Action::Capture { from, to },
                Action::Stack { from, to },
                Action::Pass,
                Action::Place(kind, to),
            ][rng.below(4)];
            let listed = legal.contains(&a);
            assert_eq!(p.check(a).is_ok(), listed, "{a} in {p}");
            if !listed {
                let mut q = p;
                assert!(q.play(a).is_err());
                assert_eq!(q, p, "{a}: a refused action changes nothing");
                let mut q = p;
                assert!(q.play_text(&a.to_string()).is_err());
                assert_eq!(q, p);
            }
        }
        let a = legal[rng.below(legal.len())];
        let before = p;
        let me = before.turn();
        let phase = before.phase();
        if through_seam {
            Game::play(&mut p, a).expect("a legal action plays through the seam");
        } else if rng.below(2) == 0 {
            p.play(a).expect("a legal action plays");
        } else {
            let text = a.to_string();
            let text = if rng.below(2) == 0 {
                text.to_ascii_uppercase()
            } else {
                text
            };
            assert_eq!(p.play_text(&text), Ok(a));
        }
        actions += 1;
        check_transition(&before, a, &p, me, phase);
        check_invariants(&p);
        let text = p.to_string();
        let seen = hashes.entry(p.zobrist()).or_insert_with(|| text.clone());
        assert_eq!(*seen, text, "two positions with one hash");
    }
    (actions, p)
}

/// TZAAR.md §5-§7 and §9.3 (Z13): what one action does to the board and the phase.
fn check_transition(before: &Position, a: Action, p: &Position, me: Side, phase: Phase) {
    let them = me.other();
    let stacks = |q: &Position, side: Side| {
        q.occupied()
            .filter(|&s| q.stack(s).is_some_and(|st| st.owner == side))
            .count()
    };
    let ctx = format!("{before} then {a}: {p}");
    match a {
        Action::Place(kind, s) => {
            assert_eq!(phase, Phase::Placement, "{ctx}");
            assert_eq!(
                p.stack(s).map(|st| (st.owner, st.kind, st.height)),
                Some((me, kind, 1)),
                "{ctx}"
            );
            if p.occupied().count() == 60 {
                assert_eq!(
                    (p.turn(), p.phase()),
                    (Side::First, Phase::Opening),
                    "{ctx}"
                );
                assert_eq!(me, Side::Second, "{ctx}: Black places last");
            } else {
                assert_eq!((p.turn(), p.phase()), (them, Phase::Placement), "{ctx}");
            }
        }
        Action::Capture { from, to } => {
            assert!(matches!(
                phase,
                Phase::Opening | Phase::Capture | Phase::Second
            ));
            let mover = before.stack(from).expect("a moving stack");
            assert_eq!(p.stack(from), None, "{ctx}");
            assert_eq!(p.stack(to), Some(mover), "{ctx}");
            assert_eq!(stacks(p, them), stacks(before, them) - 1, "{ctx}");
            assert_eq!(stacks(p, me), stacks(before, me), "{ctx}");
            assert_eq!(p.pieces(me), before.pieces(me), "{ctx}");
            // A capture changes only the victim's types.
            assert_eq!(p.missing_type(me), None, "{ctx}");
            match (p.missing_type(them), phase) {
                (Some(_), _) => {
                    assert_eq!(p.phase(), Phase::Over { winner: me }, "{ctx}");
                    assert_eq!(p.turn(), me, "{ctx}: the winner moved last");
                }
                (None, Phase::Capture) => {
                    assert_eq!((p.turn(), p.phase()), (me, Phase::Second), "{ctx}");
                }
                (None, _) => next_turn(p, them, &ctx),
            }
        }
        Action::Stack { from, to } => {
            assert_eq!(phase, Phase::Second, "{ctx}");
            let mover = before.stack(from).expect("a moving stack");
            let under = before.stack(to).expect("a stack under");
            assert_eq!(under.owner, me, "{ctx}");
            assert_eq!(p.stack(from), None, "{ctx}");
            assert_eq!(
                p.stack(to).map(|st| (st.owner, st.kind, st.height)),
                Some((me, mover.kind, mover.height + under.height)),
                "{ctx}"
            );
            assert_eq!(stacks(p, me), stacks(before, me) - 1, "{ctx}");
            assert_eq!(p.pieces(me), before.pieces(me), "{ctx}");
            // A stacking move changes only the mover's types.
            assert_eq!(p.missing_type(them), None, "{ctx}");
            if p.missing_type(me).is_some() {
                assert_eq!(p.phase(), Phase::Over { winner: them }, "{ctx}");
                assert_eq!(p.turn(), me, "{ctx}: the loser moved last");
            } else {
                next_turn(p, them, &ctx);
            }
        }
        Action::Pass => {
            assert_eq!(phase, Phase::Second, "{ctx}");
            assert_eq!(
                p.to_string().split(' ').nth(1),
                before.to_string().split(' ').nth(1)
            );
            next_turn(p, them, &ctx);
        }
    }
}

/// `side`'s turn has started: his forced capture, or his loss without one (§6.2).
fn next_turn(p: &Position, side: Side, ctx: &str) {
    assert_eq!(p.turn(), side, "{ctx}");
    if model_has_capture(p, side) {
        assert_eq!(p.phase(), Phase::Capture, "{ctx}");
    } else {
        assert_eq!(
            p.phase(),
            Phase::Over {
                winner: side.other()
            },
            "{ctx}"
        );
    }
}

/// Which way a game ended: 0 a capture took a type, 1 a stacking move hid one, 2 no capture.
fn way_it_ended(p: &Position) -> usize {
    let o = p.outcome().expect("over");
    match o.reason {
        Reason::MissingType(_) if o.winner == Some(p.turn()) => 0,
        Reason::MissingType(_) => 1,
        Reason::NoCapture => 2,
    }
}

#[test]
fn random_games_keep_the_invariants() {
    let mut rng = Rng::new(2007);
    let mut hashes: HashMap<u64, String> = HashMap::new();
    let mut ends = [0usize; 3];
    let mut wins = [0usize; 2];
    for game in 0..240u64 {
        let (start, label) = match game % 6 {
            0 => (Position::start(), "fixed"),
            1 => (Position::tournament_start(), "tournament"),
            _ => (Position::random_start_from_seed(game), "random"),
        };
        if label == "random" {
            // The same seed gives the same layout: a full board of 6/9/15 each, White to open.
            assert_eq!(Position::random_start_from_seed(game), start);
            assert_eq!((start.turn(), start.phase()), (Side::First, Phase::Opening));
            for side in Side::BOTH {
                for kind in PieceType::ALL {
                    assert_eq!(start.shown(side, kind), kind.count());
                }
            }
        }
        let (actions, end) = play_out(start, &mut rng, game % 2 == 1, &mut hashes);
        // Every turn takes an opponent stack and a player needs three: at most 28 turns
        // each, of two actions, after the opening.
        let bound = if label == "tournament" { 60 + 120 } else { 120 };
        assert!(actions <= bound, "{label} game {game}: {actions} actions");
        ends[way_it_ended(&end)] += 1;
        wins[end
            .outcome()
            .and_then(|o| o.winner)
            .expect("no draw")
            .index()] += 1;
    }
    // More games, unchecked but for their end, so that every way to end is met.
    for seed in 0..300u64 {
        let mut p = Position::random_start_from_seed(1000 + seed);
        while !matches!(p.phase(), Phase::Over { .. }) {
            let legal = p.legal_actions();
            p.play(legal[rng.below(legal.len())]).expect("legal");
        }
        check_invariants(&p);
        ends[way_it_ended(&p)] += 1;
        wins[p.outcome().and_then(|o| o.winner).expect("no draw").index()] += 1;
    }
    assert!(ends.iter().all(|&n| n > 0), "every way to end: {ends:?}");
    assert!(wins.iter().all(|&n| n > 0), "both win: {wins:?}");
}
