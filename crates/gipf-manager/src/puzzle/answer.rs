//! An answer to the puzzle going: the solution's next decision plays on (with the
//! opponent's replies from the line) or solves it; any other legal decision fails it, with
//! the solution shown. An illegal or unreadable answer changes nothing. Both Glicko-2
//! puzzle ratings move when it ends, read and written with the attempt's end in one
//! transaction.

use gipf_i18n::{msg, t, Lang};
use gipf_rules::{Action, Position};
use gipf_store::{AttemptEnd, Player};

use super::{Going, NEWCOMER};
use crate::fail::{user, Fail, R};
use crate::reply::Reply;
use crate::{text, Glicko2, Manager};

/// How an attempt ends.
enum End {
    Solved,
    /// With the decision played instead of the solution's.
    Wrong(Action),
    GaveUp,
}

/// Actions as one `code` text.
pub(super) fn actions(list: &[Action]) -> String {
    list.iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Manager {
    pub(super) async fn puzzle_answer(&self, me: &Player, answer: &str, lang: Lang) -> R<Reply> {
        let Some(going) = self.going(me.id).await? else {
            return user(msg!("error-puzzle-none"));
        };
        let solver = going.row.puzzle.solver();
        let p = &going.position;
        let (Some(expected), Some(decider)) = (going.expected(), p.decider()) else {
            return Err(Fail::Internal(format!(
                "attempt {}: nothing to answer",
                going.attempt.id.0
            )));
        };
        if decider != solver {
            return Err(Fail::Internal(format!(
                "attempt {}: stopped at the opponent's decision",
                going.attempt.id.0
            )));
        }
        let action = match answer.trim().parse::<usize>() {
            // A number picks a removal option, numbered as in the image.
            Ok(n) => {
                let options = p.removal_options();
                match n.checked_sub(1).and_then(|i| options.get(i)) {
                    Some(a) => *a,
                    None => return user(text::no_such_option(n, options.len())),
                }
            }
            Err(_) => p
                .parse_action(answer)
                .map_err(|e| Fail::User(text::illegal(&e)))?,
        };
        if action != expected {
            return self.puzzle_end(me, going, End::Wrong(action), lang).await;
        }
        // Right: the opponent's replies of the line follow, up to the solver's next
        // decision or the end.
        let line = &going.row.puzzle.line;
        let mut q = p.clone();
        let mut step = going.attempt.step;
        let mut replies = Vec::new();
        loop {
            let a = line[step];
            q.play(a)
                .map_err(|e| Fail::Internal(format!("puzzle line: {e}")))?;
            if step > going.attempt.step {
                replies.push(a);
            }
            step += 1;
            if step == line.len() || q.decider() == Some(solver) {
                break;
            }
        }
        if step == line.len() {
            return self.puzzle_end(me, going, End::Solved, lang).await;
        }
        let store = &self.inner.store;
        if !store
            .advance_attempt(going.attempt.id, going.attempt.step, step)
            .await?
        {
            return user(msg!("error-puzzle-answered"));
        }
        let mut lead = vec![t!(lang, "puzzle-right", action = action.to_string())];
        if !replies.is_empty() {
            lead.push(t!(
                lang,
                "puzzle-replies",
                colour = crate::review::colour(solver.other()),
                actions = actions(&replies)
            ));
        }
        let next = Going {
            attempt: gipf_store::AttemptRow {
                step,
                ..going.attempt.clone()
            },
            position: q,
            row: going.row,
        };
        Ok(self.puzzle_board(me, &next, lead, lang).await)
    }

    pub(super) async fn puzzle_give_up(&self, me: &Player, lang: Lang) -> R<Reply> {
        let Some(going) = self.going(me.id).await? else {
            return user(msg!("error-puzzle-none"));
        };
        self.puzzle_end(me, going, End::GaveUp, lang).await
    }

    /// Ends the attempt with both ratings moved, and shows the outcome: the last position
    /// when solved, the position of the decision with the solution's drawn otherwise.
    async fn puzzle_end(&self, me: &Player, going: Going, end: End, lang: Lang) -> R<Reply> {
        let store = &self.inner.store;
        let solved = matches!(end, End::Solved);
        let line = &going.row.puzzle.line;
        let step = if solved {
            line.len()
        } else {
            going.attempt.step
        };
        let Some(change) = store
            .end_attempt(
                &going.attempt,
                going.attempt.step,
                &AttemptEnd { solved, step },
                &Glicko2,
                NEWCOMER,
                self.now(),
            )
            .await?
        else {
            return user(msg!("error-puzzle-answered"));
        };
        let (before, player) = (change.before, change.after);
        let ratings = t!(
            lang,
            "puzzle-rating-change",
            before = before.rating.round() as i64,
            after = player.rating.round() as i64
        );
        let solution = actions(&line[going.attempt.step..]);
        let head = match end {
            End::Solved => t!(lang, "puzzle-solved", id = going.row.id.0),
            End::Wrong(a) => t!(
                lang,
                "puzzle-wrong",
                played = a.to_string(),
                solution = solution
            ),
            End::GaveUp => t!(lang, "puzzle-gave-up", solution = solution),
        };
        let mut reply = Reply::text(format!("{head}\n{ratings}\n{}", t!(lang, "puzzle-next")));
        let puzzle_id = going.row.id.0;
        let (shown, better) = if solved {
            let mut q: Position = going.position.clone();
            for a in &line[going.attempt.step..] {
                q.play(*a)
                    .map_err(|e| Fail::Internal(format!("puzzle line: {e}")))?;
            }
            (q, None)
        } else {
            (going.position.clone(), going.expected())
        };
        reply.position = Some(gipf_games::AnyPosition::Gipf(shown.clone()));
        reply.markdown.push('\n');
        reply
            .markdown
            .push_str(&t!(lang, "board-position", position = shown.to_string()));
        if self.inner.config.images {
            let mut options = self.puzzle_options(me, &going, lang);
            options.better = better;
            // The solution drawn; the options' numbers are not needed any more.
            options.choices = Some(Vec::new());
            reply.image = self
                .render_image(shown, options, super::serve::image_name(puzzle_id))
                .await;
        }
        Ok(reply)
    }
}
