//! An answer to the step where the learner stands: the rules play it and the step's goal
//! judges it. Done: the explanation, then the next step (or lesson). Not yet done and still
//! his decision: the step goes on from the new position. His turn over without it: why,
//! and the step from its start again. An illegal or unreadable answer changes nothing.

use gipf_i18n::{msg, t, Lang};
use gipf_store::{Learner, Player};

use super::lessons::{lesson, Judged};
use super::{count, list, step_text, title, AtStep};
use crate::fail::{user, Fail, R};
use crate::reply::Reply;
use crate::{text, Manager};

impl Manager {
    pub(super) async fn learn_answer(
        &self,
        me: &Player,
        known: Option<Learner>,
        answer: &str,
        lang: Lang,
    ) -> R<Reply> {
        let Some(at) = known.and_then(AtStep::of) else {
            return user(msg!("error-learn-none"));
        };
        let before = at.position.clone();
        let action = match answer.trim().parse::<usize>() {
            // A number picks a removal option, numbered as in the image.
            Ok(n) => {
                let options = before.removal_options();
                match n.checked_sub(1).and_then(|i| options.get(i)) {
                    Some(a) => *a,
                    None => return user(text::no_such_option(n, options.len())),
                }
            }
            Err(_) => before
                .parse_action(answer)
                .map_err(|e| Fail::User(text::illegal(&e)))?,
        };
        let mut after = before.clone();
        let events = after
            .play_events(action)
            .map_err(|e| Fail::User(text::illegal(&e)))?;
        let start = at.step.position();
        let judged = at
            .step
            .goal
            .judge(at.me(), &start, &before, action, &events, &after);
        let learner = at.learner.clone();
        match judged {
            Judged::Going => {
                let saved = self
                    .save_learner(&Learner {
                        position: Some(after.clone()),
                        ..learner
                    })
                    .await?;
                let next = AtStep {
                    learner: saved,
                    step: at.step,
                    position: after,
                };
                let lead = vec![t!(lang, "learn-going", action = action.to_string())];
                Ok(self.learn_board(me, &next, lead, lang).await)
            }
            Judged::Missed(why) => {
                let saved = self
                    .save_learner(&Learner {
                        position: None,
                        ..learner
                    })
                    .await?;
                let again = AtStep {
                    learner: saved,
                    step: at.step,
                    position: start,
                };
                let lead = vec![t!(
                    lang,
                    "learn-wrong",
                    action = action.to_string(),
                    why = t!(lang, why)
                )];
                Ok(self.learn_board(me, &again, lead, lang).await)
            }
            Judged::Met => self.learn_step_done(me, learner, action, lang).await,
        }
    }

    /// The step is done: its explanation, then the next step, or the lesson finished and
    /// the next lesson's first step.
    async fn learn_step_done(
        &self,
        me: &Player,
        learner: Learner,
        action: gipf_rules::Action,
        lang: Lang,
    ) -> R<Reply> {
        let steps = lesson(learner.lesson).map_or(0, |l| l.steps.len());
        let mut lead = vec![
            t!(lang, "learn-right", action = action.to_string()),
            step_text(lang, &learner, "done"),
        ];
        let next = if usize::from(learner.step) < steps {
            Learner {
                step: learner.step + 1,
                position: None,
                ..learner
            }
        } else {
            lead.push(t!(
                lang,
                "learn-lesson-done",
                n = i64::from(learner.lesson),
                title = title(lang, learner.lesson)
            ));
            let n = learner.lesson;
            Learner {
                lesson: n + 1,
                step: 1,
                position: None,
                finished: learner.finished | (1 << (n - 1)),
                ..learner
            }
        };
        let saved = self.save_learner(&next).await?;
        match AtStep::of(saved.clone()) {
            Some(at) => Ok(self.learn_board(me, &at, lead, lang).await),
            None => {
                lead.push(list(lang, &saved));
                lead.push(t!(lang, "learn-all-done", count = i64::from(count())));
                Ok(Reply::text(lead.join("\n")))
            }
        }
    }
}
