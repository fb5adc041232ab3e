//! What a decision came to in material, along the engine's line after it: the GIPF pieces
//! and pieces each side lost, and whether the line ended the game. A review names it for its
//! marked decisions and their better choices ("lost a GIPF piece"; "keeps the balance").
//!
//! The line is followed until the opponent has had his next turn (to the decider's next turn
//! after it), so that a push that lets the opponent take a piece is charged with the piece.

use std::fmt;
use std::str::FromStr;

use gipf_rules::{Action, Color, Position};

/// The material a decision came to, from its decider's side.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Consequence {
    /// The decider's GIPF pieces that left the board (taken, or removed by himself).
    pub lost_gipf: u8,
    /// The decider's singles the opponent took (a GIPF piece counts 2).
    pub lost: u8,
    /// The opponent's GIPF pieces that left the board.
    pub won_gipf: u8,
    /// The opponent's singles the decider took.
    pub won: u8,
    /// The line ended the game: `Some(true)` when the decider won it.
    pub end: Option<bool>,
}

impl Consequence {
    /// Follows `line` after `action` from `before`, where the decider decides: what it came
    /// to when the opponent has had his next turn, the game ended, or the line ran out (an
    /// illegal action of the line ends it there too).
    pub fn of(before: &Position, action: Action, line: &[Action]) -> Option<Consequence> {
        let me = before.decider()?;
        let mut p = before.after(action).ok()?;
        // The opponent's turn begins when the turn passes to him; it is over when the turn
        // comes back.
        let mut his_turn = false;
        for a in line {
            if p.is_over() {
                break;
            }
            if p.turn() == me.other() {
                his_turn = true;
            } else if his_turn {
                break;
            }
            if p.play(*a).is_err() {
                break;
            }
        }
        let gipf = |q: &Position, c: Color| q.board().gipf_count(c);
        let fewer = |a: u32, b: u32| a.saturating_sub(b).min(u8::MAX.into()) as u8;
        Some(Consequence {
            lost_gipf: fewer(gipf(before, me), gipf(&p, me)),
            lost: p
                .captured(me.other())
                .saturating_sub(before.captured(me.other())),
            won_gipf: fewer(gipf(before, me.other()), gipf(&p, me.other())),
            won: p.captured(me).saturating_sub(before.captured(me)),
            end: p.outcome().map(|o| o.winner == me),
        })
    }

    /// Singles won minus singles lost.
    pub fn balance(&self) -> i32 {
        i32::from(self.won) - i32::from(self.lost)
    }

    /// What a decision that came to this lost against one that came to `better`, in the
    /// order a player cares: the game, a GIPF piece, pieces; `None` when the material is
    /// the same (the loss is in the position).
    pub fn loss_against(&self, better: &Consequence) -> Option<Loss> {
        let more = |a: u8, b: u8| (a > b).then(|| a - b);
        if self.end == Some(false) && better.end != Some(false) {
            return Some(Loss::Game);
        }
        if let Some(n) = more(self.lost_gipf, better.lost_gipf) {
            return Some(Loss::Gipf(n));
        }
        if let Some(n) = more(better.won_gipf, self.won_gipf) {
            return Some(Loss::MissedGipf(n));
        }
        if self.balance() >= better.balance() {
            return None;
        }
        Some(match more(self.lost, better.lost) {
            Some(n) => Loss::Pieces(n),
            None => Loss::MissedPieces(better.won.saturating_sub(self.won)),
        })
    }

    /// What a (better) decision that came to this does, told alone.
    pub fn gain(&self) -> Gain {
        let balance = self.balance();
        match self.end {
            Some(true) => Gain::Game,
            Some(false) => Gain::LosesToo,
            None if self.won_gipf > self.lost_gipf => Gain::Gipf(self.won_gipf - self.lost_gipf),
            None if self.lost_gipf > self.won_gipf => Gain::LosesLess,
            None if balance > 0 => Gain::Pieces(balance.unsigned_abs() as u8),
            None if balance == 0 => Gain::Balance,
            None => Gain::LosesLess,
        }
    }
}

/// What a marked decision lost in material against the better one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Loss {
    /// The line after it ends in the decider's defeat, the better one's not.
    Game,
    /// This many more of his GIPF pieces left the board.
    Gipf(u8),
    /// This many fewer of the opponent's GIPF pieces did.
    MissedGipf(u8),
    /// This many more of his pieces were taken.
    Pieces(u8),
    /// This many fewer of the opponent's pieces were taken.
    MissedPieces(u8),
}

/// What a better decision comes to, told alone.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gain {
    /// It wins the game along its line.
    Game,
    /// It wins this many GIPF pieces more than it loses.
    Gipf(u8),
    /// It wins this many pieces more than it loses.
    Pieces(u8),
    /// Nobody gains material.
    Balance,
    /// It loses material too, less than the decision played (or it would not be better).
    LosesLess,
    /// It loses the game too, later or with more chances.
    LosesToo,
}

/// `<lost_gipf>,<lost>,<won_gipf>,<won>,<won|lost|->`, the review's text form.
impl fmt::Display for Consequence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let end = match self.end {
            Some(true) => "won",
            Some(false) => "lost",
            None => "-",
        };
        write!(
            f,
            "{},{},{},{},{end}",
            self.lost_gipf, self.lost, self.won_gipf, self.won
        )
    }
}

/// A consequence's text form cannot be read; the text is quoted.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error(
    "{0:?} is not a decision's material (lost GIPF pieces,lost,won GIPF pieces,won,won|lost|-)"
)]
pub struct ConsequenceError(String);

impl FromStr for Consequence {
    type Err = ConsequenceError;

    fn from_str(s: &str) -> Result<Consequence, ConsequenceError> {
        let bad = || ConsequenceError(gipf_rules::excerpt(s));
        let fields: Vec<&str> = s.split(',').collect();
        let [lost_gipf, lost, won_gipf, won, end] = fields[..] else {
            return Err(bad());
        };
        let n = |t: &str| t.parse::<u8>().map_err(|_| bad());
        Ok(Consequence {
            lost_gipf: n(lost_gipf)?,
            lost: n(lost)?,
            won_gipf: n(won_gipf)?,
            won: n(won)?,
            end: match end {
                "won" => Some(true),
                "lost" => Some(false),
                "-" => None,
                _ => return Err(bad()),
            },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_rules::Variant;

    #[test]
    fn the_text_form_round_trips_and_damage_is_refused() {
        let c = Consequence {
            lost_gipf: 1,
            lost: 3,
            won_gipf: 0,
            won: 2,
            end: Some(false),
        };
        assert_eq!(c.to_string(), "1,3,0,2,lost");
        assert_eq!(c.to_string().parse(), Ok(c));
        assert_eq!("0,0,0,0,-".parse(), Ok(Consequence::default()));
        for bad in [
            "",
            "1,2,3,4",
            "1,2,3,4,maybe",
            "1,2,3,x,-",
            "1,2,3,4,-,5",
            "-1,0,0,0,-",
        ] {
            assert!(bad.parse::<Consequence>().is_err(), "{bad}");
        }
    }

    #[test]
    fn losses_and_gains_are_told_in_the_order_a_player_cares() {
        let c = |lost_gipf, lost, won_gipf, won, end| Consequence {
            lost_gipf,
            lost,
            won_gipf,
            won,
            end,
        };
        let even = Consequence::default();
        assert_eq!(
            c(1, 2, 0, 0, Some(false)).loss_against(&even),
            Some(Loss::Game)
        );
        assert_eq!(c(1, 2, 0, 0, None).loss_against(&even), Some(Loss::Gipf(1)));
        assert_eq!(
            c(0, 0, 0, 0, None).loss_against(&c(0, 0, 1, 2, None)),
            Some(Loss::MissedGipf(1))
        );
        assert_eq!(
            c(0, 3, 0, 0, None).loss_against(&c(0, 1, 0, 0, None)),
            Some(Loss::Pieces(2))
        );
        assert_eq!(
            c(0, 0, 0, 1, None).loss_against(&c(0, 0, 0, 4, None)),
            Some(Loss::MissedPieces(3))
        );
        assert_eq!(c(0, 1, 0, 1, None).loss_against(&even), None);
        assert_eq!(c(0, 0, 0, 0, Some(true)).gain(), Gain::Game);
        assert_eq!(c(0, 0, 1, 2, None).gain(), Gain::Gipf(1));
        assert_eq!(c(0, 1, 0, 4, None).gain(), Gain::Pieces(3));
        assert_eq!(even.gain(), Gain::Balance);
        assert_eq!(c(0, 2, 0, 0, None).gain(), Gain::LosesLess);
        assert_eq!(c(0, 0, 0, 0, Some(false)).gain(), Gain::LosesToo);
    }

    #[test]
    fn a_push_is_charged_with_what_the_opponent_takes_in_his_turn() {
        // Random games until a White push lets Black capture in his reply; the game's own
        // actions after the push are the line (all of them: the horizon cuts it).
        let mut state = 0x2545_F491_4F6C_DD1Du64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..400 {
            let mut p = Position::start(Variant::Standard);
            let mut line: Vec<(Position, Action)> = Vec::new();
            while !p.is_over() && line.len() < 300 {
                let legal = p.legal_actions();
                let a = legal[(next() % legal.len() as u64) as usize];
                line.push((p.clone(), a));
                p.play(a).expect("legal");
            }
            // A White push, then the actions after it up to White's next turn, in which Black
            // took something of White's.
            for (i, (q, a)) in line.iter().enumerate() {
                if q.decider() != Some(Color::White) || !matches!(a, Action::Push { .. }) {
                    continue;
                }
                let rest: Vec<Action> = line[i + 1..].iter().map(|(_, a)| *a).collect();
                let c = Consequence::of(q, *a, &rest).expect("a decider");
                // Replay by hand to the same horizon.
                let mut r = q.after(*a).expect("legal");
                let mut his = false;
                for (s, b) in &line[i + 1..] {
                    if s.turn() == Color::Black {
                        his = true;
                    } else if his {
                        break;
                    }
                    r.play(*b).expect("legal");
                }
                let lost = r.captured(Color::Black) - q.captured(Color::Black);
                assert_eq!(c.lost, lost);
                assert_eq!(c.won, r.captured(Color::White) - q.captured(Color::White));
                assert_eq!(c.end, r.outcome().map(|o| o.winner == Color::White));
                if lost > 0 && his {
                    return;
                }
            }
        }
        panic!("no push in 400 random games let the opponent capture");
    }
}
