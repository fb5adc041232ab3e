//! What an action did ([`Event`]: the push and every removal it led to), and the one wording
//! of it that the chat text and the image panel share.

use std::fmt;

use crate::geometry::{Entry, Spot};
use crate::potential::Kind;
use crate::types::{Color, Piece};

/// What one action did, for display and for game logs: the push, and every removal it led to,
/// forced ones included, in order.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Event {
    /// A piece was pushed in.
    Pushed {
        /// Who pushed.
        color: Color,
        /// The dot and direction.
        entry: Entry,
        /// Whether a GIPF piece was pushed.
        gipf: bool,
        /// Where the furthest moving piece arrived (the official notation's end).
        end: Spot,
    },
    /// Pieces were taken off the board.
    Removed {
        /// Who removed them: his own pieces went back to his reserve, the others' were
        /// captured.
        remover: Color,
        /// The spots emptied and the pieces that stood there.
        taken: Vec<(Spot, Piece)>,
        /// Whether the removal was the stage's only option, applied without a decision.
        forced: bool,
    },
    /// The mover left his remaining optional rows standing (`done`).
    LeftRows {
        /// Who.
        color: Color,
    },
    /// Potentials: a loaded piece was pushed in.
    PushedLoaded {
        /// Who pushed.
        color: Color,
        /// The dot and direction.
        entry: Entry,
        /// The potential's kind.
        kind: Kind,
        /// Where the furthest moving piece arrived.
        end: Spot,
    },
    /// Potentials: a ZÈRTZ, YINSH, DVONN or PÜNCT potential was used.
    Used {
        /// Whose.
        color: Color,
        /// The kind.
        kind: Kind,
        /// The loaded piece's spot (a basic piece now).
        from: Spot,
        /// Where the potential went.
        to: Spot,
    },
    /// Potentials: the TAMSK potential of the piece on e5 was pushed in.
    TamskPushed {
        /// The piece's owner (who may not be the player on turn).
        color: Color,
        /// The dot and direction.
        entry: Entry,
        /// Where the furthest moving piece arrived.
        end: Spot,
    },
    /// Potentials: the TAMSK-loaded piece on e5 was left loaded.
    Kept {
        /// Its owner.
        color: Color,
        /// Whether it was the only option (every line full).
        forced: bool,
    },
}

/// What a removal took, in singles (a GIPF piece counting 2): the remover's own pieces
/// (back to his reserve), then the opponent's (captured).
pub fn removed_singles(remover: Color, taken: &[(Spot, Piece)]) -> (u32, u32) {
    let singles = |mine: bool| -> u32 {
        taken
            .iter()
            .filter(|(_, p)| (p.color == remover) == mine)
            .map(|(_, p)| u32::from(p.value()))
            .sum()
    };
    (singles(true), singles(false))
}

/// The event in words, as the chat and the image's panel show the last turn: colours, not
/// names; pushes in the official notation (`Ge1-e2`, with ` (to e3)` when the push ended
/// elsewhere than the first spot); removals in singles, a GIPF piece counting 2.
///
/// `White pushed Ge1-e2 (to e3)`, `Black took 3 back and captured 2`,
/// `White left the remaining rows`.
impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::Pushed {
                color,
                entry,
                gipf,
                end,
            } => {
                let g = if *gipf { "G" } else { "" };
                write!(f, "{color} pushed {g}{}-{}", entry.dot(), entry.first())?;
                write_end(f, *entry, *end)
            }
            Event::Removed { remover, taken, .. } => {
                let (own, other) = removed_singles(*remover, taken);
                write!(f, "{remover} ")?;
                if own > 0 {
                    write!(f, "took {own} back")?;
                }
                if own > 0 && other > 0 {
                    f.write_str(" and ")?;
                }
                if other > 0 {
                    write!(f, "captured {other}")?;
                }
                Ok(())
            }
            Event::LeftRows { color } => write!(f, "{color} left the remaining rows"),
            Event::PushedLoaded {
                color,
                entry,
                kind,
                end,
            } => {
                write!(
                    f,
                    "{color} pushed {}{}-{}",
                    kind.letter(),
                    entry.dot(),
                    entry.first()
                )?;
                write_end(f, *entry, *end)
            }
            Event::Used {
                color,
                kind,
                from,
                to,
            } => write!(f, "{color} used {kind} {from}-{to}"),
            Event::TamskPushed { color, entry, end } => {
                write!(
                    f,
                    "{color} pushed TAMSK T:{}-{}",
                    entry.dot(),
                    entry.first()
                )?;
                write_end(f, *entry, *end)
            }
            Event::Kept { color, .. } => write!(f, "{color} kept the TAMSK potential on e5"),
        }
    }
}

/// ` (to e4)` when a push ended elsewhere than its first spot.
fn write_end(f: &mut fmt::Formatter<'_>, entry: Entry, end: Spot) -> fmt::Result {
    if end != entry.first() {
        write!(f, " (to {end})")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::Event;
    use crate::{Color, Entry, Piece, Point, Spot};

    fn spot(s: &str) -> Spot {
        s.parse::<Point>().unwrap().spot().unwrap()
    }

    fn push(color: Color, dot: &str, first: &str, gipf: bool, end: &str) -> Event {
        let entry = Entry::between(dot.parse().unwrap(), spot(first).point()).unwrap();
        Event::Pushed {
            color,
            entry,
            gipf,
            end: spot(end),
        }
    }

    fn removed(remover: Color, pieces: &[(&str, Color, bool)]) -> Event {
        Event::Removed {
            remover,
            taken: pieces
                .iter()
                .map(|&(s, color, gipf)| (spot(s), Piece { color, gipf }))
                .collect(),
            forced: false,
        }
    }

    #[test]
    fn a_push_that_stops_on_the_first_spot() {
        let e = push(Color::White, "a1", "b2", false, "b2");
        assert_eq!(e.to_string(), "White pushed a1-b2");
    }

    #[test]
    fn a_push_that_moves_a_line_says_where_it_ended() {
        let e = push(Color::Black, "e1", "e2", false, "e4");
        assert_eq!(e.to_string(), "Black pushed e1-e2 (to e4)");
    }

    #[test]
    fn a_gipf_push_in_the_official_notation() {
        let e = push(Color::White, "e1", "e2", true, "e2");
        assert_eq!(e.to_string(), "White pushed Ge1-e2");
        let e = push(Color::White, "e1", "e2", true, "e3");
        assert_eq!(e.to_string(), "White pushed Ge1-e2 (to e3)");
    }

    #[test]
    fn a_removal_of_own_pieces_only_counts_singles() {
        let e = removed(
            Color::White,
            &[
                ("b2", Color::White, false),
                ("c3", Color::White, true),
                ("d4", Color::White, false),
                ("e5", Color::White, false),
            ],
        );
        assert_eq!(e.to_string(), "White took 5 back");
    }

    #[test]
    fn a_removal_of_the_others_pieces_only() {
        let e = removed(
            Color::Black,
            &[("b2", Color::White, true), ("c3", Color::White, false)],
        );
        assert_eq!(e.to_string(), "Black captured 3");
    }

    #[test]
    fn a_removal_of_both() {
        let e = removed(
            Color::White,
            &[
                ("e2", Color::White, false),
                ("e3", Color::White, false),
                ("e4", Color::White, false),
                ("e5", Color::White, false),
                ("e6", Color::Black, true),
            ],
        );
        assert_eq!(e.to_string(), "White took 4 back and captured 2");
    }

    #[test]
    fn leaving_rows() {
        let e = Event::LeftRows {
            color: Color::Black,
        };
        assert_eq!(e.to_string(), "Black left the remaining rows");
    }
}
