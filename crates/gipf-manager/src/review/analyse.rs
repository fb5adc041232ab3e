//! `analyse <position string>`: the engine's evaluation (as the decider's chances) and its
//! best line, at a fixed depth, for any position except the current one of a game being
//! played by the asker or in his room (no help during a game).

use std::sync::atomic::AtomicBool;

use gipf_engine::WinModel;
use gipf_i18n::{msg, t, Lang};
use gipf_render::RenderOptions;
use gipf_rules::{Color, Position};
use gipf_store::{Community, GameStatus, Player};

use super::colour;
use crate::fail::{user, Fail, R};
use crate::reply::Reply;
use crate::Manager;

/// Plies deeper than a review's search: one position, not a whole game.
const EXTRA_DEPTH: u32 = 2;

/// The moves of the best line shown.
const LINE: usize = 8;

impl Manager {
    pub(crate) async fn analyse(
        &self,
        me: &Player,
        room: &Community,
        text: &str,
        lang: Lang,
    ) -> R<Reply> {
        // Another game's position: the engine analyses GIPF's alone for now.
        let word = text.split_whitespace().next().unwrap_or("");
        let kind = gipf_games::GameKind::of_word(word);
        if kind != gipf_games::GameKind::Gipf {
            return user(msg!("error-analyse-gipf-only", game = kind.name()));
        }
        let position: Position = text
            .trim()
            .parse()
            .map_err(|e: gipf_rules::PositionError| {
                Fail::User(msg!("error-analyse-position", why = e.to_string()))
            })?;
        self.refuse_live(me, room, &position).await?;
        if let Some(o) = position.outcome() {
            return Ok(Reply::text(t!(
                lang,
                "analyse-over",
                winner = colour(o.winner)
            )));
        }
        let Some(decider) = position.decider() else {
            return Ok(Reply::text(t!(lang, "analyse-nobody")));
        };
        let mut settings = gipf_engine::review_settings(&position);
        settings.depth = Some(gipf_engine::review_depth(&position) + EXTRA_DEPTH);
        let _slot = self.inner.ai_slots.acquire(me.id).await;
        let p = position.clone();
        let result = tokio::task::spawn_blocking(move || {
            gipf_engine::think(&p, &settings, None, &AtomicBool::new(false))
        })
        .await
        .map_err(|e| Fail::Internal(format!("analysis task failed: {e}")))?
        .ok_or_else(|| Fail::Internal("the analysis found no decision".into()))?;
        drop(_slot);
        let chances = WinModel::for_position(&position).for_color(result.score, decider, decider);
        let line: Vec<String> = result.pv.iter().take(LINE).map(|a| a.to_string()).collect();
        let line = if line.is_empty() {
            result.best.to_string()
        } else {
            line.join(" ")
        };
        let mut reply = Reply::text(t!(
            lang,
            "analyse-result",
            decider = colour(decider),
            chances = (chances * 100.0).round() as i64,
            depth = result.depth,
            line = line
        ));
        if self.inner.config.images {
            let options = RenderOptions {
                width: self.inner.config.image_width,
                theme: self.inner.config.theme,
                flip: decider == Color::Black,
                choices: Some(Vec::new()),
                lang,
                better: Some(result.best),
                ..RenderOptions::default()
            };
            reply.image = self
                .render_image(position, options, "gipf-analysis.png".into())
                .await;
        }
        Ok(reply)
    }

    /// Refuses a position that is the current one of a game being played by `me` or in
    /// `room`.
    async fn refuse_live(&self, me: &Player, room: &Community, position: &Position) -> R<()> {
        let store = &self.inner.store;
        let mine = store.open_games_of(me.id, None).await?;
        let here = store.games_with_status(GameStatus::Active).await?;
        let live = mine
            .iter()
            .chain(here.iter().filter(|g| g.community_id == room.id))
            .filter(|g| g.status == GameStatus::Active);
        for g in live {
            // The stored position string is the game's current one.
            let same = g.position.parse::<Position>().is_ok_and(|p| &p == position);
            if same {
                return user(msg!("error-analyse-live", id = g.id.to_string()));
            }
        }
        Ok(())
    }
}
