//! A review as text, to store it once and show it again without searching: a first line
//! `review 3 <white_start>`, then one line per decision,
//! `<ply>|<w or b>|<played>|<best>|<before>|<after>|<forced 0 or 1>|<mark or ->|<came_to or
//! ->|<best_came_to or ->|<swing>` (a [`Consequence`] each; the swing as marks read it).
//! Form 2, written before the swing, had the first ten fields (its swing is the loss from
//! `before` to `after`), form 1, before the consequences, the first eight; both are still
//! read. Probabilities print as
//! Rust's shortest exact form, so a review read back is equal to the one written.

use std::fmt;
use std::str::FromStr;

use gipf_rules::{Action, Color};
use thiserror::Error;

use crate::consequence::Consequence;
use crate::review::{Mark, Review, Reviewed};

/// The text form's version: a change of the form is a new number, read beside the old.
const FORM: &str = "review 3";
/// The form before the swing.
const FORM_2: &str = "review 2";
/// The form before the consequences.
const FORM_1: &str = "review 1";

/// A stored review that cannot be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line} of a stored review cannot be read: {why}")]
pub struct ReviewTextError {
    /// From 1.
    pub line: usize,
    /// What is wrong there.
    pub why: String,
}

impl fmt::Display for Review {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{FORM} {}", self.white_start)?;
        for d in &self.decisions {
            write!(
                f,
                "\n{}|{}|{}|{}|{}|{}|{}|{}|{}|{}|{}",
                d.ply,
                match d.decider {
                    Color::White => 'w',
                    Color::Black => 'b',
                },
                d.played,
                d.best,
                d.before,
                d.after,
                u8::from(d.forced),
                d.mark.map_or("-", Mark::name),
                optional(d.came_to),
                optional(d.best_came_to),
                d.swing,
            )?;
        }
        Ok(())
    }
}

fn optional(c: Option<Consequence>) -> String {
    c.map_or_else(|| "-".to_string(), |c| c.to_string())
}

impl FromStr for Review {
    type Err = ReviewTextError;

    fn from_str(s: &str) -> Result<Review, ReviewTextError> {
        let mut lines = s.lines();
        let bad = |line: usize, why: String| ReviewTextError { line, why };
        let head = lines.next().unwrap_or_default();
        let (rest, width) = match (head.strip_prefix(FORM), head.strip_prefix(FORM_2)) {
            (Some(rest), _) => (Some(rest), 11),
            (None, Some(rest)) => (Some(rest), 10),
            (None, None) => (head.strip_prefix(FORM_1), 8),
        };
        let white_start = rest
            .and_then(|rest| rest.trim().parse::<f64>().ok())
            .filter(|p| (0.0..=1.0).contains(p))
            .ok_or_else(|| bad(1, format!("expected `{FORM} <probability>`")))?;
        let mut decisions = Vec::new();
        for (i, line) in lines.enumerate() {
            let n = i + 2;
            let mut fields: Vec<&str> = line.split('|').collect();
            if fields.len() != width {
                return Err(bad(
                    n,
                    format!("{width} fields expected, {} found", fields.len()),
                ));
            }
            fields.resize(11, "-");
            let [ply, decider, played, best, before, after, forced, mark, came_to, best_came_to, swing] =
                fields[..]
            else {
                unreachable!("resized to 11 fields");
            };
            let consequence = |t: &str| match t {
                "-" => Ok(None),
                t => t
                    .parse::<Consequence>()
                    .map(Some)
                    .map_err(|e| bad(n, e.to_string())),
            };
            let action = |what: &str, t: &str| {
                t.parse::<Action>()
                    .map_err(|e| bad(n, format!("{what} {t:?}: {e}")))
            };
            let probability = |what: &str, t: &str| {
                t.parse::<f64>()
                    .ok()
                    .filter(|p| (0.0..=1.0).contains(p))
                    .ok_or_else(|| bad(n, format!("{what} {t:?} is not a probability")))
            };
            decisions.push(Reviewed {
                ply: ply
                    .parse()
                    .map_err(|_| bad(n, format!("ply {ply:?} is not a number")))?,
                decider: match decider {
                    "w" => Color::White,
                    "b" => Color::Black,
                    _ => return Err(bad(n, format!("decider {decider:?} is not w or b"))),
                },
                played: action("played", played)?,
                best: action("best", best)?,
                before: probability("before", before)?,
                after: probability("after", after)?,
                swing: match swing {
                    // Forms 1 and 2: the loss from before to after.
                    "-" => (probability("before", before)? - probability("after", after)?).max(0.0),
                    t => probability("swing", t)?,
                },
                forced: match forced {
                    "0" => false,
                    "1" => true,
                    _ => return Err(bad(n, format!("forced {forced:?} is not 0 or 1"))),
                },
                mark: match mark {
                    "-" => None,
                    m => Some(m.parse().map_err(|e| bad(n, format!("{e}")))?),
                },
                came_to: consequence(came_to)?,
                best_came_to: consequence(best_came_to)?,
            });
        }
        Ok(Review {
            white_start,
            decisions,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    #[test]
    fn a_review_reads_back_equal_and_damage_is_named() {
        let mut p = gipf_rules::Position::start(gipf_rules::Variant::Basic);
        let mut actions = Vec::new();
        // A short game of the review's own choices, with potentials' words absent: pushes
        // and removals only.
        let settings = crate::review_settings(&p);
        for _ in 0..12 {
            let Some(r) = crate::think(&p, &settings, None, &AtomicBool::new(false)) else {
                break;
            };
            p.play(r.best).expect("legal");
            actions.push(r.best);
        }
        let start = gipf_rules::Position::start(gipf_rules::Variant::Basic);
        let mut review =
            crate::review::review(&start, &actions, &AtomicBool::new(false)).expect("review");
        review.decisions[0].mark = Some(Mark::Blunder);
        review.decisions[0].came_to = Some(Consequence {
            lost_gipf: 1,
            lost: 2,
            ..Consequence::default()
        });
        let text = review.to_string();
        assert_eq!(text.parse::<Review>(), Ok(review.clone()), "{text}");
        let broken = text.replacen("|w|", "|x|", 1);
        let e = broken.parse::<Review>().expect_err("bad decider");
        assert_eq!(e.line, 2, "{e}");
        assert!(e.to_string().contains("decider"), "{e}");
        assert!("review 4 0.5".parse::<Review>().is_err());
        assert!(format!("{text}\n1|w|a1-b2")
            .parse::<Review>()
            .expect_err("short line")
            .to_string()
            .contains("11 fields"));
        let e = text
            .replacen("|1,2,0,0,-|", "|1,2,0|", 1)
            .parse::<Review>()
            .expect_err("bad consequence");
        assert_eq!(e.line, 2, "{e}");
        // Form 2 (no swing: the loss from before to after, as without players) is read.
        let form_2: Vec<String> = review
            .to_string()
            .replacen("review 3", "review 2", 1)
            .lines()
            .enumerate()
            .map(|(i, l)| match i {
                0 => l.to_string(),
                _ => l.rsplitn(2, '|').last().unwrap_or_default().to_string(),
            })
            .collect();
        assert_eq!(form_2.join("\n").parse::<Review>(), Ok(review.clone()));
        // Form 1 (no consequences) is still read.
        let mut old = review.clone();
        for d in &mut old.decisions {
            (d.came_to, d.best_came_to) = (None, None);
        }
        let form_1: Vec<String> = old
            .to_string()
            .replacen("review 3", "review 1", 1)
            .lines()
            .enumerate()
            .map(|(i, l)| match i {
                0 => l.to_string(),
                _ => l.rsplitn(4, '|').last().unwrap_or_default().to_string(),
            })
            .collect();
        assert_eq!(form_1.join("\n").parse::<Review>(), Ok(old));
    }
}
