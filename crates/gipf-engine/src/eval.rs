//! The static evaluation, in centipawn-like units from White's point of view.
//!
//! What matters in GIPF: pieces captured are gone for good, so each player's *owned* pieces
//! (reserve + board) are the material; a player who must push with an empty reserve loses, so
//! a low reserve is dangerous, more so when it is his turn; GIPF pieces on the board are lives
//! (none left loses) and are worth two singles; central spots sit on more and longer lines;
//! three or more of one's pieces on an open line are a row in the making; pieces on a line
//! where the opponent is close to a row are exposed to capture.

use gipf_rules::{Color, Dir, Kind, Line, Position, Spot, Stage, Variant};

/// The weights of the evaluation terms (tuned by self-play; see the crate README).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per owned single (reserve + board; a GIPF piece counts 2).
    pub material: i32,
    /// Extra per single in reserve (reserve is what keeps a player alive).
    pub reserve: i32,
    /// Per GIPF piece on the board (standard, tournament), beyond its material.
    pub gipf: i32,
    /// Penalty when the reserve is 0, 1 or 2 (the last pushes).
    pub low_reserve: [i32; 3],
    /// Per piece on the inner ring (the 7 central spots) and on the middle ring.
    pub centre: [i32; 2],
    /// Per line holding three / four-or-more of one's pieces that is not full.
    pub potential: [i32; 2],
    /// Bonus for the side to move at a push decision.
    pub tempo: i32,
    /// Potentials: per potential still in hand (a power not yet on the board).
    pub hand: i32,
    /// Potentials: per own uncapped loaded piece on the board (a power ready to use).
    pub loaded: i32,
    /// Potentials: per spot where one's cap holds an opponent's piece down.
    pub cap: i32,
    /// Potentials: per opponent GIPF piece next to one's ready PÜNCT piece (it can be
    /// converted by the next use).
    pub reach: i32,
    /// Potentials: the opponent's last GIPF piece is next to one's ready PÜNCT piece: the
    /// next use wins. Counted in full at one's own push decision, a third at the opponent's
    /// (he has one turn to defend).
    pub reach_last: i32,
    /// Potentials: penalty when one has 1, 2 or 3 GIPF pieces and the
    /// opponent's PÜNCT powers (in hand or ready on the board) are enough to convert them
    /// all. Bringing in too few GIPF pieces is how a potentials game is lost in one use.
    pub exposed: [i32; 3],
    /// Challenges option: per attempt left that has an opponent's use to challenge (his
    /// potentials in hand and ready): an attempt kept is a use of his that may be undone.
    pub attempt: i32,
}

impl Default for Weights {
    fn default() -> Weights {
        Weights {
            material: 100,
            reserve: 6,
            gipf: 30,
            low_reserve: [220, 90, 30],
            centre: [14, 4],
            potential: [14, 30],
            tempo: 10,
            hand: 20,
            loaded: 45,
            cap: 40,
            reach: 40,
            reach_last: 900,
            exposed: [150, 60, 20],
            attempt: 25,
        }
    }
}

impl Weights {
    /// Material and reserves only: the judgement of a player who counts pieces but does not
    /// yet read the board (the beginner level).
    pub fn novice() -> Weights {
        Weights {
            centre: [0, 0],
            potential: [0, 0],
            ..Weights::default()
        }
    }

    /// The weights' names, as `name=value` pairs use them.
    pub const NAMES: [&'static str; 20] = [
        "material",
        "reserve",
        "gipf",
        "low0",
        "low1",
        "low2",
        "centre_inner",
        "centre_middle",
        "potential3",
        "potential4",
        "tempo",
        "hand",
        "loaded",
        "cap",
        "reach",
        "reach_last",
        "exposed1",
        "exposed2",
        "exposed3",
        "attempt",
    ];

    fn slot(&mut self, name: &str) -> Option<&mut i32> {
        Some(match name {
            "material" => &mut self.material,
            "reserve" => &mut self.reserve,
            "gipf" => &mut self.gipf,
            "low0" => &mut self.low_reserve[0],
            "low1" => &mut self.low_reserve[1],
            "low2" => &mut self.low_reserve[2],
            "centre_inner" => &mut self.centre[0],
            "centre_middle" => &mut self.centre[1],
            "potential3" => &mut self.potential[0],
            "potential4" => &mut self.potential[1],
            "tempo" => &mut self.tempo,
            "hand" => &mut self.hand,
            "loaded" => &mut self.loaded,
            "cap" => &mut self.cap,
            "reach" => &mut self.reach,
            "reach_last" => &mut self.reach_last,
            "exposed1" => &mut self.exposed[0],
            "exposed2" => &mut self.exposed[1],
            "exposed3" => &mut self.exposed[2],
            "attempt" => &mut self.attempt,
            _ => return None,
        })
    }

    /// A weight by name.
    pub fn get(&self, name: &str) -> Option<i32> {
        let mut w = *self;
        w.slot(name).map(|v| *v)
    }

    /// Sets a weight by name; `false` for an unknown name.
    pub fn set(&mut self, name: &str, value: i32) -> bool {
        match self.slot(name) {
            Some(v) => {
                *v = value;
                true
            }
            None => false,
        }
    }
}

impl std::fmt::Display for Weights {
    /// `name=value` pairs separated by commas.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, name) in Weights::NAMES.iter().enumerate() {
            if i > 0 {
                f.write_str(",")?;
            }
            write!(f, "{name}={}", self.get(name).unwrap_or_default())?;
        }
        Ok(())
    }
}

impl std::str::FromStr for Weights {
    type Err = String;

    /// `name=value` pairs separated by commas, over the defaults.
    fn from_str(s: &str) -> Result<Weights, String> {
        let mut w = Weights::default();
        for pair in s.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            let (name, value) = pair
                .split_once('=')
                .ok_or_else(|| format!("{pair:?}: write name=value"))?;
            let value: i32 = value
                .trim()
                .parse()
                .map_err(|_| format!("{pair:?}: the value is not a whole number"))?;
            if !w.set(name.trim(), value) {
                return Err(format!(
                    "unknown weight {name:?}: use {}",
                    Weights::NAMES.join(", ")
                ));
            }
        }
        Ok(w)
    }
}

/// A score beyond any evaluation: a won game, minus the plies it takes.
pub const WIN: i32 = 1_000_000;

/// Scores above this are wins found by search.
pub const WIN_BOUND: i32 = WIN - 10_000;

fn ring_masks() -> (u64, u64) {
    let centre: gipf_rules::Point = "e5".parse().unwrap_or_else(|_| unreachable!());
    let (cx, cy) = (centre.x(), centre.y());
    let mut inner = 0u64;
    let mut middle = 0u64;
    for s in Spot::all() {
        let p = s.point();
        let (dx, dy) = (p.x() - cx, p.y() - cy);
        // Hex distance in skew coordinates with axes (1,0), (0,1), (1,1).
        let d = if dx.signum() == dy.signum() {
            dx.abs().max(dy.abs())
        } else {
            dx.abs() + dy.abs()
        };
        match d {
            0 | 1 => inner |= s.bit(),
            2 => middle |= s.bit(),
            _ => {}
        }
    }
    (inner, middle)
}

/// Precomputed masks.
struct Masks {
    inner: u64,
    middle: u64,
    lines: [u64; Line::COUNT],
}

fn masks() -> &'static Masks {
    static MASKS: std::sync::OnceLock<Masks> = std::sync::OnceLock::new();
    MASKS.get_or_init(|| {
        let (inner, middle) = ring_masks();
        let mut lines = [0u64; Line::COUNT];
        for l in Line::all() {
            lines[l.index()] = l.mask().bits();
        }
        Masks {
            inner,
            middle,
            lines,
        }
    })
}

/// Whether the player to push can convert a GIPF piece now: one of his uncapped
/// PÜNCT-loaded pieces stands next to an opponent's GIPF piece.
pub(crate) fn can_convert(p: &Position) -> bool {
    if !p.has_potentials() || p.stage() != Stage::Push {
        return false;
    }
    let c = p.turn();
    Spot::all().any(|s| {
        p.content(s).is_some_and(|content| {
            content.color() == c
                && content.loaded_kind() == Some(Kind::Punct)
                && punct_targets(p, s, c) != 0
        })
    })
}

/// What the potentials add to one side's evaluation.
struct PotentialsSide {
    /// The basic pieces the side owns on the board: bases of his colour, capped or not (a
    /// cap is lifted off by a removal, a used potential never returns).
    owned: i32,
    /// Hand, loaded pieces ready, opponents' pieces held under his caps, opponents' GIPF
    /// pieces his PÜNCT pieces can convert.
    powers: i32,
    /// His PÜNCT powers: in hand, and ready (uncapped loaded pieces) on the board.
    punct: u32,
    /// His potentials in hand and ready: the uses an opponent's attempt could challenge.
    uses: u32,
}

fn potentials_side(p: &Position, c: Color, w: &Weights) -> PotentialsSide {
    let hand = p.hand(c);
    let mut owned = 0;
    let mut powers = i32::try_from(hand.total()).unwrap_or(0) * w.hand;
    let mut punct = u32::from(hand.count(Kind::Punct));
    let mut uses = hand.total();
    // The opponent's GIPF pieces (converted ones count for their cap's colour) next to one
    // of c's uncapped PÜNCT-loaded pieces.
    let mut reachable = 0u64;
    for s in Spot::all() {
        let Some(content) = p.content(s) else {
            continue;
        };
        let base = content.base();
        if base.color() == c {
            owned += i32::from(base.basic_pieces());
        }
        if content.color() == c {
            if let Some(kind) = content.loaded_kind() {
                powers += w.loaded;
                uses += 1;
                if kind == Kind::Punct {
                    punct += 1;
                    reachable |= punct_targets(p, s, c);
                }
            }
            if content.is_capped() && base.color() != c {
                powers += w.cap;
            }
        }
    }
    if reachable != 0 {
        let n = reachable.count_ones();
        powers += n as i32 * w.reach;
        if p.board().gipf_count(c.other()) == n && n == 1 {
            let on_move = p.stage() == Stage::Push && p.turn() == c;
            powers += if on_move {
                w.reach_last
            } else {
                w.reach_last / 3
            };
        }
    }
    PotentialsSide {
        owned,
        powers,
        punct,
        uses,
    }
}

/// The `exposed` penalty of a side with `gipf` GIPF pieces facing `punct` PÜNCT powers.
fn exposure(gipf: u32, punct: u32, w: &Weights) -> i32 {
    match gipf {
        1..=3 if punct >= gipf => w.exposed[gipf as usize - 1],
        _ => 0,
    }
}

/// The bits of the spots next to `from` holding a GIPF piece of `c`'s opponent.
pub(crate) fn punct_targets(p: &Position, from: Spot, c: Color) -> u64 {
    let mut bits = 0;
    for dir in Dir::ALL {
        let Some(to) = from.point().step(dir).and_then(|q| q.spot()) else {
            continue;
        };
        if p.content(to)
            .is_some_and(|t| t.counts_as_gipf() && t.color() != c)
        {
            bits |= to.bit();
        }
    }
    bits
}

/// One side's terms, his PÜNCT powers and his uses (0 without potentials).
fn side(p: &Position, c: Color, w: &Weights, m: &Masks) -> (i32, u32, u32) {
    let board = p.board();
    let mine = board.pieces(c).bits();
    let occ = board.occupied().bits();
    let reserve = i32::from(p.reserve(c));
    let pot = if p.has_potentials() {
        potentials_side(p, c, w)
    } else {
        PotentialsSide {
            owned: board.singles(c) as i32,
            powers: 0,
            punct: 0,
            uses: 0,
        }
    };
    let owned = pot.owned + reserve;
    let mut s = owned * w.material + reserve * w.reserve + pot.powers;
    if p.variant() != Variant::Basic {
        s += board.gipf_count(c) as i32 * w.gipf;
    }
    if let Some(&pen) = w.low_reserve.get(reserve as usize) {
        s -= pen;
    }
    s += (mine & m.inner).count_ones() as i32 * w.centre[0];
    s += (mine & m.middle).count_ones() as i32 * w.centre[1];
    for &line in &m.lines {
        let n = (mine & line).count_ones();
        if n >= 3 && occ & line != line {
            s += if n >= 4 {
                w.potential[1]
            } else {
                w.potential[0]
            };
        }
    }
    (s, pot.punct, pot.uses)
}

/// The evaluation of a position from White's point of view (finished games included).
pub fn evaluate(p: &Position, w: &Weights) -> i32 {
    if let Stage::Won(winner) = p.stage() {
        return if winner == Color::White { WIN } else { -WIN };
    }
    let m = masks();
    let (white, white_punct, white_uses) = side(p, Color::White, w, m);
    let (black, black_punct, black_uses) = side(p, Color::Black, w, m);
    let mut s = white - black;
    if let Some(c) = p.challenges() {
        // Attempts beyond the opponent's uses are worth nothing.
        let kept = |me: Color, their_uses: u32| {
            w.attempt * i32::from(c.attempts_left(me)).min(their_uses as i32)
        };
        s += kept(Color::White, black_uses) - kept(Color::Black, white_uses);
    }
    if p.has_potentials() && p.variant() != Variant::Basic {
        let board = p.board();
        s -= exposure(board.gipf_count(Color::White), black_punct, w);
        s += exposure(board.gipf_count(Color::Black), white_punct, w);
    }
    if p.stage() == Stage::Push {
        s += if p.turn() == Color::White {
            w.tempo
        } else {
            -w.tempo
        };
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_is_balanced_but_for_tempo() {
        let w = Weights::default();
        for v in Variant::ALL {
            let p = Position::start(v);
            assert_eq!(evaluate(&p, &w), w.tempo, "{v}");
        }
    }

    #[test]
    fn rings_have_the_expected_sizes() {
        let (inner, middle) = ring_masks();
        assert_eq!(inner.count_ones(), 7);
        assert_eq!(middle.count_ones(), 12);
    }

    #[test]
    fn attempts_count_while_the_opponent_has_uses_to_challenge() {
        let w = Weights::default();
        let eval = |s: &str| evaluate(&s.parse::<Position>().unwrap(), &w);
        let start = "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3";
        // Equal attempts: balanced.
        assert_eq!(eval(&format!("{start} die:2/2 -")), w.tempo);
        // White has one attempt more than Black.
        assert_eq!(eval(&format!("{start} die:2/1 -")), w.tempo + w.attempt);
        // Black has one use left (a DVONN-loaded piece): White's second attempt is worth nothing.
        let one_use = "standard B2W/5/6/Wb4B/6/5/B2W w p 12/11 0/0 ss -/-";
        let loaded = "standard B2W/5/6/WbD4B/6/5/B2W w p 12/11 0/0 ss -/-";
        let gain =
            |pos: &str, f: &str| eval(&format!("{pos} {f}")) - eval(&format!("{pos} die:0/0 -"));
        assert_eq!(gain(one_use, "die:2/0 -"), 0);
        assert_eq!(gain(loaded, "die:2/0 -"), w.attempt);
    }

    #[test]
    fn weights_round_trip_as_text() {
        let w = Weights::default();
        assert_eq!(w.to_string().parse::<Weights>().unwrap(), w);
        let v: Weights = "tempo=3, low0=500".parse().unwrap();
        assert_eq!((v.tempo, v.low_reserve[0], v.material), (3, 500, 100));
        assert!("speed=3".parse::<Weights>().is_err());
        assert!("tempo".parse::<Weights>().is_err());
    }

    #[test]
    fn potentials_count_hands_loaded_pieces_and_caps() {
        let w = Weights::default();
        let eval = |s: &str| evaluate(&s.parse::<Position>().unwrap(), &w);
        let plain = eval("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss -/-");
        assert_eq!(plain, w.tempo);
        // The start with 3 of each kind is as balanced as without.
        let start = eval("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss T3Z3D3Y3P3/T3Z3D3Y3P3");
        assert_eq!(start, w.tempo);
        let hand = eval("standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss Z1/-");
        assert_eq!(hand - plain, w.hand);
        // A loaded piece beats a basic one on the same spot; a cap on Black's piece counts
        // for White, and the piece under it is still Black's material.
        let basic = eval("standard B2W/5/6/Ww4B/6/5/B2W w p 11/12 0/0 ss -/-");
        let loaded = eval("standard B2W/5/6/WwD4B/6/5/B2W w p 11/12 0/0 ss -/-");
        assert_eq!(loaded - basic, w.loaded);
        let black = eval("standard B2W/5/6/Wb4B/6/5/B2W w p 12/11 0/0 ss -/-");
        let capped = eval("standard B2W/5/6/W(bwd)4B/6/5/B2W w p 12/11 0/0 ss -/-");
        assert!(capped > black, "{capped} {black}");
    }

    #[test]
    fn a_punct_piece_next_to_a_gipf_piece_threatens_to_convert_it() {
        let with = |reach, reach_last| Weights {
            reach,
            reach_last,
            ..Weights::default()
        };
        let gain = |s: &str, w: Weights| {
            let p = s.parse::<Position>().unwrap();
            evaluate(&p, &w) - evaluate(&p, &with(0, 0))
        };
        // White's PÜNCT piece on d6 is next to Black's GIPF piece on d7; on d2 it is not.
        let near = "standard B2W/5/6/W4wPB/6/5/B2W w p 11/12 0/0 ss -/-";
        let far = "standard B2W/5/6/WwP4B/6/5/B2W w p 11/12 0/0 ss -/-";
        assert_eq!(gain(near, with(40, 900)), 40);
        assert_eq!(gain(far, with(40, 900)), 0);
        // Black's last GIPF piece: the next use wins, so it counts in full at White's push
        // decision and a third at Black's.
        let last = "standard b2W/5/6/W4wPB/6/5/b2W w p 11/14 0/0 ss -/-";
        assert_eq!(gain(last, with(40, 900)), 940);
        let last_black_to_move = "standard b2W/5/6/W4wPB/6/5/b2W b p 11/14 0/0 ss -/-";
        assert_eq!(gain(last_black_to_move, with(40, 900)), 340);
    }

    #[test]
    fn few_gipf_pieces_against_enough_punct_powers_are_exposed() {
        let off = Weights {
            exposed: [0; 3],
            ..Weights::default()
        };
        let w = Weights::default();
        let gain = |s: &str| {
            let p = s.parse::<Position>().unwrap();
            evaluate(&p, &w) - evaluate(&p, &off)
        };
        // White's one GIPF piece against Black's three PÜNCT potentials in hand.
        assert_eq!(
            gain("tournament W3/5/6/7/6/5/4 b p 19/21 0/0 gn T3Z3D3Y3P3/T3Z3D3Y3P3"),
            -w.exposed[0]
        );
        // Black holds no PÜNCT potential: nothing can convert it.
        assert_eq!(
            gain("tournament W3/5/6/7/6/5/4 b p 19/21 0/0 gn T3Z3D3Y3P3/T3Z3D3Y3"),
            0
        );
        // Two GIPF pieces: one PÜNCT potential is not enough, three are.
        assert_eq!(
            gain("tournament W3/W4/6/7/6/5/4 b p 17/21 0/0 gn T3Z3D3Y3P3/T3Z3D3Y3P1"),
            0
        );
        assert_eq!(
            gain("tournament W3/W4/6/7/6/5/4 b p 17/21 0/0 gn T3Z3D3Y3P3/T3Z3D3Y3P3"),
            -w.exposed[1]
        );
        // A PÜNCT piece on the board counts like one in hand; a capped one does not.
        assert_eq!(
            gain("tournament W3/5/6/7/6/5/B2bP b p 19/18 0/0 gl T3Z3D3Y3/T3Z3D3Y3"),
            -w.exposed[0]
        );
        assert_eq!(
            gain("tournament W2w/5/6/7/6/5/B2(bPwp) b p 18/18 0/0 ll T3Z3D3Y3/T3Z3D3Y3"),
            0
        );
    }

    #[test]
    fn captures_count_against_the_loser() {
        let w = Weights::default();
        let p: Position = "standard B2W/5/6/W5B/6/5/B2W w p 12/10 2/0 ss"
            .parse()
            .unwrap();
        assert!(evaluate(&p, &w) > 150);
    }
}
