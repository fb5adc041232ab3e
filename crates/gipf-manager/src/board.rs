//! The board reply of a game: its text, its image (rendered off the async threads, one
//! render per core at once) and the decider's choices.

use std::sync::Arc;

use gipf_games::AnyPosition;
use gipf_render::{
    DvonnOptions, GameResult, PunctOptions, RenderOptions, TzaarOptions, YinshOptions, ZertzOptions,
};
use gipf_rules::Color;
use gipf_store::GameStatus;

use crate::choice::{decision_choices, Choice, ChoiceGroup, ChoiceId, ChoiceKind, ChoiceWhat};
use crate::game::Live;
use crate::reply::{Image, Reply};
use crate::{text, Manager};
use gipf_i18n::{t, Lang};

impl Manager {
    /// The board of a game with its text, image and the decider's choices. `viewer` is the
    /// colour of the person it is shown to (his side at the bottom).
    pub(crate) async fn board_reply(
        &self,
        live: &Live,
        viewer: Option<Color>,
        lang: Lang,
    ) -> Reply {
        let p = live.position().clone();
        let id = live.row.id;
        let mut reply = Reply {
            markdown: text::board(
                lang,
                live.row.id,
                &live.row,
                &live.white,
                &live.black,
                &live.record,
                live.decided_by.as_ref(),
            ),
            position: Some(p.clone()),
            game: Some(id),
            lang,
            ..Reply::default()
        };
        // The challenges option's sub-games: the one a challenge waits for, the one this is.
        if let Some(line) = crate::combining::text::sub_game_line(lang, live) {
            match reply.markdown.split_once('\n') {
                Some((head, rest)) => reply.markdown = format!("{head}\n{line}\n{rest}"),
                None => reply.markdown = format!("{}\n{line}", reply.markdown),
            }
        }
        if live.row.status == GameStatus::Active {
            if let Some(line) = text::banks_line(
                lang,
                &live.row,
                &live.white,
                &live.black,
                p.decider_color(),
                self.now(),
            ) {
                // Under the head line, where the time control is named.
                match reply.markdown.split_once('\n') {
                    Some((head, rest)) => reply.markdown = format!("{head}\n{line}\n{rest}"),
                    None => reply.markdown = format!("{}\n{line}", reply.markdown),
                }
            }
        }
        if let Some(d) = live.decider() {
            if !d.is_ai() {
                if self.pings(d).await {
                    reply.mentions.push(d.clone());
                }
                reply.choices = decision_choices(lang, id, live.row.ply, &p);
            }
        } else if crate::combining::waits_for_reports(live) {
            // Both players report: both are mentioned, the buttons are theirs.
            for p in [&live.white, &live.black] {
                if self.pings(p).await {
                    reply.mentions.push(p.clone());
                }
            }
            reply.choices = decision_choices(lang, id, live.row.ply, &p);
        } else if live.row.status == GameStatus::Finished {
            reply.choices = vec![ChoiceGroup {
                kind: ChoiceKind::AfterGame,
                choices: vec![Choice {
                    id: ChoiceId {
                        game: id,
                        ply: live.row.ply,
                        what: ChoiceWhat::Rematch,
                    }
                    .to_string(),
                    label: t!(lang, "button-rematch"),
                }],
            }];
        }
        // The first board and the last one say which tournament, round and board the game
        // is played for, and link to the game's page.
        if live.row.ply == 0 || live.row.status == GameStatus::Finished {
            match self.inner.store.tournament_board_of(id).await {
                Ok(Some((t, b))) => {
                    reply.markdown.push('\n');
                    reply.markdown.push_str(&t!(
                        lang,
                        "tournament-game",
                        id = t.to_string(),
                        round = b.round,
                        board = b.board
                    ));
                }
                Ok(None) => {}
                // The board goes out without the line rather than not at all.
                Err(e) => {
                    tracing::warn!(error = %e, game = id.0, "cannot read a game's tournament")
                }
            }
        }
        if let Some(url) = &self.inner.config.public_url {
            if live.row.ply == 0 || live.row.status == GameStatus::Finished {
                reply.markdown.push('\n');
                reply
                    .markdown
                    .push_str(&text::game_link(lang, url, &live.row.slug));
            }
        }
        reply.result = (live.row.status == GameStatus::Finished)
            .then(|| text::ending(lang, &live.row))
            .flatten()
            .map(|(winner, reason)| GameResult { winner, reason });
        if self.inner.config.images {
            let names = [
                text::shown_name_in(lang, &live.white),
                text::shown_name_in(lang, &live.black),
            ];
            let flip = viewer == Some(Color::Black);
            // The game's name in plain letters: `zertz-1.png`, not `zÈrtz-1.png`.
            let name = format!("{}-{}.png", gipf_games::fold_word(live.kind().name()), id.0);
            reply.image = match (&p, live.record.gipf()) {
                (AnyPosition::Gipf(p), Some(record)) => {
                    let options = RenderOptions {
                        width: self.inner.config.image_width,
                        theme: self.inner.config.theme,
                        flip,
                        names,
                        last_turn: record.last_turn_events(),
                        choices: None,
                        result: reply.result.clone(),
                        lang,
                        better: None,
                    };
                    self.render_image(p.clone(), options, name).await
                }
                (AnyPosition::Dvonn(p), _) => {
                    let (last, removed) = live
                        .record
                        .dvonn_last()
                        .map_or((None, Vec::new()), |(a, cut)| (Some(a), cut));
                    let options = DvonnOptions {
                        width: self.inner.config.image_width,
                        theme: self.inner.config.theme,
                        flip,
                        names,
                        last,
                        removed,
                        lang,
                    };
                    let p = *p;
                    let width = options.width;
                    self.render_with(name, width, move || gipf_render::render_dvonn(&p, &options))
                        .await
                }
                (AnyPosition::Tzaar(p), _) => {
                    let options = TzaarOptions {
                        width: self.inner.config.image_width,
                        theme: self.inner.config.theme,
                        flip,
                        names,
                        last_turn: live.record.tzaar_last_turn(),
                        lang,
                    };
                    let p = *p;
                    let width = options.width;
                    self.render_with(name, width, move || gipf_render::render_tzaar(&p, &options))
                        .await
                }
                (AnyPosition::Yinsh(p), _) => {
                    let (last_move, flipped) = live
                        .record
                        .yinsh_last_move()
                        .map_or((None, Vec::new()), |(a, f)| (Some(a), f));
                    let options = YinshOptions {
                        width: self.inner.config.image_width,
                        theme: self.inner.config.theme,
                        flip,
                        names,
                        last_move,
                        flipped,
                        rows: crate::yinsh_choices::row_options(p),
                        lang,
                    };
                    let p = *p;
                    let width = options.width;
                    self.render_with(name, width, move || gipf_render::render_yinsh(&p, &options))
                        .await
                }
                (AnyPosition::Zertz(p), _) => {
                    let options = ZertzOptions {
                        width: self.inner.config.image_width,
                        theme: self.inner.config.theme,
                        names,
                        last: live.record.zertz_last_turn(),
                        // Resignation or time: what the board cannot show.
                        result: reply.result.as_ref().map(|r| r.reason.clone()),
                        lang,
                    };
                    let p = *p;
                    let width = options.width;
                    self.render_with(name, width, move || gipf_render::render_zertz(&p, &options))
                        .await
                }
                (AnyPosition::Punct(p), _) => {
                    let mut options = PunctOptions {
                        width: self.inner.config.image_width,
                        theme: self.inner.config.theme,
                        names,
                        // Resignation or time: what the board cannot show.
                        result: reply.result.as_ref().map(|r| r.reason.clone()),
                        lang,
                        ..PunctOptions::default()
                    };
                    if let Some((action, before)) = live.record.punct_last() {
                        options = options.with_last(&before, action);
                    }
                    let p = p.clone();
                    let width = options.width;
                    self.render_with(name, width, move || gipf_render::render_punct(&p, &options))
                        .await
                }
                // A GIPF position always has GIPF's record.
                (AnyPosition::Gipf(_), None) => None,
            };
        }
        reply
    }

    /// Draws a position as a PNG off the async threads, one render per core at once;
    /// `None` (logged) when drawing fails: the reply goes out without its image.
    pub(crate) async fn render_image(
        &self,
        p: gipf_rules::Position,
        options: RenderOptions,
        name: String,
    ) -> Option<Image> {
        let width = options.width;
        self.render_with(name, width, move || gipf_render::render(&p, &options))
            .await
    }

    /// Runs a renderer of any game off the async threads, one render per core at once.
    async fn render_with(
        &self,
        name: String,
        width: u32,
        draw: impl FnOnce() -> Result<Vec<u8>, gipf_render::RenderError> + Send + 'static,
    ) -> Option<Image> {
        let _slot = self.inner.render_slots.acquire().await;
        let rendered = tokio::task::spawn_blocking(draw).await;
        match rendered {
            Ok(Ok(png)) => {
                self.inner
                    .metrics
                    .images
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                Some(Image {
                    png: Arc::new(png),
                    name,
                    width,
                    height: width * 16 / 21,
                })
            }
            Ok(Err(e)) => {
                tracing::warn!(error = %e, "rendering failed");
                None
            }
            Err(e) => {
                tracing::warn!(error = %e, "rendering task failed");
                None
            }
        }
    }
}
