//! Lessons (issue 33): `learn` walks a newcomer through short lessons (pushing a piece in,
//! a row and what goes with it, several rows and a choice, GIPF pieces, the tournament
//! start, then one per potential), each a few tiny positions with a task the rules check. A hint on request, an
//! explanation after each step, progress kept per player (`learn` goes on where he
//! stopped, `learn 3` jumps to lesson 3).
//!
//! - `lessons.rs`: the lessons, their positions and goals.
//! - `answer.rs`: an action judged against the step's goal.
//! - `buttons.rs`: the step's buttons and menus, as a game's, with ids of the step.

mod answer;
mod buttons;
mod lessons;

pub(crate) use buttons::LearnButton;

use gipf_i18n::{msg, t, Lang};
use gipf_render::RenderOptions;
use gipf_rules::{Color, Position};
use gipf_store::{Learner, Player};

use crate::fail::{user, R};
use crate::reply::Reply;
use crate::text::shown_name_in;
use crate::Manager;
use lessons::{lesson, LESSONS};

/// What `learn` asks.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum LearnAsk {
    /// `learn`: the step where he stands (lesson 1 the first time).
    Continue,
    /// `learn <n>`: lesson `n` from its start.
    Lesson(u8),
    /// `learn list`: the lessons, those finished marked.
    List,
    /// `learn hint`.
    Hint,
    /// `learn <action>`: an answer to the step.
    Answer(String),
}

impl LearnAsk {
    /// Reads what follows `learn`.
    pub fn read(rest: Option<String>) -> LearnAsk {
        let Some(rest) = rest.map(|r| r.trim().to_string()).filter(|r| !r.is_empty()) else {
            return LearnAsk::Continue;
        };
        match rest.to_ascii_lowercase().as_str() {
            "list" | "lessons" => LearnAsk::List,
            "hint" => LearnAsk::Hint,
            n => match n.parse::<u8>() {
                Ok(n) => LearnAsk::Lesson(n),
                Err(_) => LearnAsk::Answer(rest),
            },
        }
    }
}

/// A learner at a step of a lesson that exists: where he stands.
pub(crate) struct AtStep {
    pub learner: Learner,
    pub step: &'static lessons::Step,
    /// The step's position after what he played in it.
    pub position: Position,
}

impl AtStep {
    /// Where `learner` stands; `None` past the last lesson.
    fn of(learner: Learner) -> Option<AtStep> {
        let step = lesson(learner.lesson)?
            .steps
            .get(usize::from(learner.step).checked_sub(1)?)?;
        let position = learner.position.clone().unwrap_or_else(|| step.position());
        Some(AtStep {
            learner,
            step,
            position,
        })
    }

    /// The colour the learner plays: the one deciding at the step's start.
    fn me(&self) -> Color {
        self.step.position().decider().unwrap_or(Color::White)
    }
}

/// The number of lessons.
fn count() -> u8 {
    LESSONS.len() as u8
}

/// A lesson's title in words.
fn title(lang: Lang, n: u8) -> String {
    match lesson(n) {
        Some(l) => t!(lang, format!("learn-{}-title", l.slug)),
        None => String::new(),
    }
}

/// A step's message: `learn-<slug>-<step>-<part>`.
fn step_text(lang: Lang, learner: &Learner, part: &str) -> String {
    match lesson(learner.lesson) {
        Some(l) => t!(lang, format!("learn-{}-{}-{part}", l.slug, learner.step)),
        None => String::new(),
    }
}

impl Manager {
    /// `learn [...]`: dispatches what it asks.
    pub(crate) async fn learn(&self, me: &Player, ask: LearnAsk, lang: Lang) -> R<Reply> {
        let store = &self.inner.store;
        let known = store.learner(me.id).await?;
        let learner = known.clone().unwrap_or_else(|| Learner::new(me.id));
        match ask {
            LearnAsk::Continue => {
                let mut lead = Vec::new();
                let learner = match known {
                    Some(l) => l,
                    None => {
                        lead.push(t!(lang, "learn-welcome", count = i64::from(count())));
                        self.save_learner(&learner).await?
                    }
                };
                match AtStep::of(learner.clone()) {
                    Some(at) => Ok(self.learn_board(me, &at, lead, lang).await),
                    None => Ok(Reply::text(format!(
                        "{}\n{}",
                        list(lang, &learner),
                        t!(lang, "learn-all-done")
                    ))),
                }
            }
            LearnAsk::List => Ok(Reply::text(list(lang, &learner))),
            LearnAsk::Lesson(n) => {
                if lesson(n).is_none() {
                    return user(msg!(
                        "error-learn-no-lesson",
                        n = i64::from(n),
                        count = i64::from(count())
                    ));
                }
                let moved = Learner {
                    lesson: n,
                    step: 1,
                    position: None,
                    ..learner
                };
                let saved = self.save_learner(&moved).await?;
                let at = AtStep::of(saved).ok_or_else(|| {
                    crate::fail::Fail::Internal(format!("lesson {n}: no first step"))
                })?;
                Ok(self.learn_board(me, &at, Vec::new(), lang).await)
            }
            LearnAsk::Hint => match known.and_then(AtStep::of) {
                Some(at) => Ok(Reply::text(t!(
                    lang,
                    "learn-hint",
                    hint = step_text(lang, &at.learner, "hint")
                ))),
                None => user(msg!("error-learn-none")),
            },
            LearnAsk::Answer(text) => self.learn_answer(me, known, &text, lang).await,
        }
    }

    /// Whether `me` stands at a step of a lesson (a bare action answers it).
    pub(crate) async fn learning(&self, me: &Player) -> R<bool> {
        let learner = self.inner.store.learner(me.id).await?;
        Ok(learner.and_then(AtStep::of).is_some())
    }

    /// Writes the learner's progress and reads it back with its new version; a write that
    /// another answer overtook is refused.
    async fn save_learner(&self, learner: &Learner) -> R<Learner> {
        let store = &self.inner.store;
        if !store.save_learner(learner, self.now()).await? {
            return user(msg!("error-learn-answered"));
        }
        Ok(store
            .learner(learner.player_id)
            .await?
            .unwrap_or_else(|| learner.clone()))
    }

    /// The step where `at` stands: `lead` lines, the lesson and step, the task, how to
    /// answer, and the position with its buttons.
    async fn learn_board(
        &self,
        me: &Player,
        at: &AtStep,
        mut lines: Vec<String>,
        lang: Lang,
    ) -> Reply {
        let l = &at.learner;
        let steps = lesson(l.lesson).map_or(0, |x| x.steps.len()) as i64;
        lines.push(t!(
            lang,
            "learn-step",
            n = i64::from(l.lesson),
            count = i64::from(count()),
            title = title(lang, l.lesson),
            step = i64::from(l.step),
            steps = steps
        ));
        lines.push(step_text(lang, l, "task"));
        lines.push(t!(lang, "learn-how"));
        lines.push(t!(
            lang,
            "board-position",
            position = at.position.to_string()
        ));
        let mut reply = Reply::text(lines.join("\n"));
        reply.position = Some(gipf_games::AnyPosition::Gipf(at.position.clone()));
        reply.choices = buttons::choices(lang, at);
        if self.inner.config.images {
            let options = self.learn_options(me, at, lang);
            let name = format!("gipf-lesson-{}.png", l.lesson);
            reply.image = self.render_image(at.position.clone(), options, name).await;
        }
        reply
    }

    /// How a step's board is drawn: from the learner's side, his name on his side.
    fn learn_options(&self, me: &Player, at: &AtStep, lang: Lang) -> RenderOptions {
        let (mine, other) = (shown_name_in(lang, me), t!(lang, "learn-opponent"));
        let flip = at.me() == Color::Black;
        RenderOptions {
            width: self.inner.config.image_width,
            theme: self.inner.config.theme,
            flip,
            names: if flip { [other, mine] } else { [mine, other] },
            lang,
            ..RenderOptions::default()
        }
    }
}

/// The lessons, one a line, those finished marked and the one he is at named.
fn list(lang: Lang, learner: &Learner) -> String {
    let mut lines = vec![t!(lang, "learn-list")];
    for n in 1..=count() {
        let key = if learner.has_finished(n) {
            "learn-list-done"
        } else if learner.lesson == n {
            "learn-list-here"
        } else {
            "learn-list-line"
        };
        lines.push(t!(lang, key, n = i64::from(n), title = title(lang, n)));
    }
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn learn_reads_its_words() {
        let r = |s: &str| LearnAsk::read(Some(s.into()));
        assert_eq!(LearnAsk::read(None), LearnAsk::Continue);
        assert_eq!(r("  "), LearnAsk::Continue);
        assert_eq!(r("3"), LearnAsk::Lesson(3));
        assert_eq!(r("List"), LearnAsk::List);
        assert_eq!(r("HINT"), LearnAsk::Hint);
        assert_eq!(r(" e1-e2 "), LearnAsk::Answer("e1-e2".into()));
        assert_eq!(r("300"), LearnAsk::Answer("300".into()));
    }
}
