//! A puzzle as one line of text, the form of the starter set and of the store:
//! `<kind>|<position string>|<line, actions separated by spaces>|<rating>|<source>`.

use std::fmt;
use std::str::FromStr;

use gipf_rules::Position;
use thiserror::Error;

use super::{Kind, Puzzle};

/// A puzzle line that cannot be read.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("a puzzle cannot be read: {0}")]
pub struct PuzzleTextError(String);

impl fmt::Display for Puzzle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let line: Vec<String> = self.line.iter().map(ToString::to_string).collect();
        write!(
            f,
            "{}|{}|{}|{}|{}",
            self.kind,
            self.start,
            line.join(" "),
            self.rating,
            self.source
        )
    }
}

impl FromStr for Puzzle {
    type Err = PuzzleTextError;

    fn from_str(s: &str) -> Result<Puzzle, PuzzleTextError> {
        let bad = |why: String| PuzzleTextError(why);
        let fields: Vec<&str> = s.trim_end_matches(['\r', '\n']).split('|').collect();
        let [kind, start, line, rating, source] = fields[..] else {
            return Err(bad(format!("5 fields expected, {} found", fields.len())));
        };
        let kind: Kind = kind
            .parse()
            .map_err(|e: super::KindError| bad(e.to_string()))?;
        let start: Position = start
            .parse()
            .map_err(|e| bad(format!("the position: {e}")))?;
        if !super::can_start(&start) {
            return Err(bad(
                "the position is not the start of a turn with a choice".into()
            ));
        }
        let mut p = start.clone();
        let mut actions = Vec::new();
        for word in line.split(' ').filter(|w| !w.is_empty()) {
            let a = p
                .parse_action(word)
                .map_err(|e| bad(format!("the line's {word:?}: {e}")))?;
            p.play(a)
                .map_err(|e| bad(format!("the line's {word:?}: {e}")))?;
            actions.push(a);
        }
        if actions.is_empty() {
            return Err(bad("the line is empty".into()));
        }
        let rating = rating
            .parse::<u32>()
            .ok()
            .filter(|r| (100..=4000).contains(r))
            .ok_or_else(|| {
                bad(format!(
                    "the rating {rating:?} is not a number from 100 to 4000"
                ))
            })?;
        Ok(Puzzle {
            start,
            kind,
            line: actions,
            rating,
            source: source.to_string(),
        })
    }
}
