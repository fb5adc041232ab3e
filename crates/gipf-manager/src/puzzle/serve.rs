//! `puzzle`: the attempt going shown again, or the next puzzle: one of the nearest to the
//! player's puzzle rating that he never met, started as his attempt here.

use gipf_i18n::{t, Lang};
use gipf_render::RenderOptions;
use gipf_rules::Color;
use gipf_store::{Community, Player};

use super::{task, Going, PuzzleAsk, NEAREST, NEWCOMER};
use crate::fail::{user, R};
use crate::reply::Reply;
use crate::text::shown_name_in;
use crate::Manager;

impl Manager {
    /// `puzzle [...]`: dispatches what it asks.
    pub(crate) async fn puzzle(
        &self,
        me: &Player,
        room: &Community,
        ask: PuzzleAsk,
        lang: Lang,
    ) -> R<Reply> {
        // An answer to the puzzle of the day is for the solver alone until its solution
        // is posted.
        let secret = match &ask {
            PuzzleAsk::Daily(_) | PuzzleAsk::DailyReply(_) => true,
            PuzzleAsk::Rating | PuzzleAsk::Top => false,
            _ => match self.going(me.id).await? {
                Some(g) => self.daily_secret(g.row.id).await,
                None => false,
            },
        };
        let mut reply = match ask {
            PuzzleAsk::Next => self.puzzle_next(me, room, lang).await,
            PuzzleAsk::Answer(text) => self.puzzle_answer(me, &text, lang).await,
            PuzzleAsk::GiveUp => self.puzzle_give_up(me, lang).await,
            PuzzleAsk::Rating => self.puzzle_rating(me, lang).await,
            PuzzleAsk::Top => self.puzzle_top(room, lang).await,
            PuzzleAsk::Daily(day) => self.puzzle_daily(me, room, day, lang).await,
            PuzzleAsk::DailyReply(text) => self.puzzle_daily_reply(me, room, &text, lang).await,
        }?;
        reply.private |= secret;
        reply.secret |= secret;
        Ok(reply)
    }

    async fn puzzle_next(&self, me: &Player, room: &Community, lang: Lang) -> R<Reply> {
        self.puzzles_ready().await?;
        if let Some(going) = self.going(me.id).await? {
            let lead = t!(lang, "puzzle-going");
            return Ok(self.puzzle_board(me, &going, vec![lead], lang).await);
        }
        let store = &self.inner.store;
        let rating = store
            .puzzle_player(me.id)
            .await?
            .map_or(NEWCOMER, |p| p.glicko)
            .rating;
        let near = store.unseen_puzzles_near(me.id, rating, NEAREST).await?;
        if near.is_empty() {
            return Ok(Reply::text(t!(lang, "puzzle-none-left")));
        }
        // One of the nearest, so that two players of one rating do not meet the same list.
        let now = self.now();
        let pick = (now.unsigned_abs() as usize ^ me.id.0.unsigned_abs() as usize) % near.len();
        let row = near[pick].clone();
        let Some(attempt) = store.start_attempt(me.id, room.id, row.id, now).await? else {
            // Another command of his started one at the same moment: show that one.
            return match self.going(me.id).await? {
                Some(going) => {
                    let lead = t!(lang, "puzzle-going");
                    Ok(self.puzzle_board(me, &going, vec![lead], lang).await)
                }
                None => user(gipf_i18n::msg!("error-puzzle-answered")),
            };
        };
        let going = Going::new(row, attempt)?;
        Ok(self.puzzle_board(me, &going, Vec::new(), lang).await)
    }

    /// The puzzle where `going` stands: `lead` lines, the task, how to answer, and the
    /// position with its removal options numbered as in games.
    pub(super) async fn puzzle_board(
        &self,
        me: &Player,
        going: &Going,
        mut lines: Vec<String>,
        lang: Lang,
    ) -> Reply {
        let puzzle = &going.row.puzzle;
        lines.push(t!(
            lang,
            "puzzle-title",
            id = going.row.id.0,
            rating = going.row.glicko.rating.round() as i64,
            task = task(puzzle)
        ));
        lines.push(t!(lang, "puzzle-how"));
        lines.push(t!(
            lang,
            "board-position",
            position = going.position.to_string()
        ));
        let mut reply = Reply::text(lines.join("\n"));
        reply.position = Some(gipf_games::AnyPosition::Gipf(going.position.clone()));
        reply.choices = super::buttons::choices(lang, going);
        if self.inner.config.images {
            let options = self.puzzle_options(me, going, lang);
            let name = image_name(going.row.id.0);
            reply.image = self
                .render_image(going.position.clone(), options, name)
                .await;
        }
        reply
    }

    /// How a puzzle's board is drawn: from the solver's side, his name on his side.
    pub(super) fn puzzle_options(&self, me: &Player, going: &Going, lang: Lang) -> RenderOptions {
        let solver = going.row.puzzle.solver();
        let (mine, other) = (shown_name_in(lang, me), t!(lang, "puzzle-opponent"));
        RenderOptions {
            width: self.inner.config.image_width,
            theme: self.inner.config.theme,
            flip: solver == Color::Black,
            names: match solver {
                Color::White => [mine, other],
                Color::Black => [other, mine],
            },
            lang,
            ..RenderOptions::default()
        }
    }
}

/// The file name of a puzzle's image: `gipf-puzzle-7.png`.
pub(super) fn image_name(puzzle: impl std::fmt::Display) -> String {
    format!("gipf-puzzle-{puzzle}.png")
}
