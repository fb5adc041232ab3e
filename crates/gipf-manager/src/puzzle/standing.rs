//! `puzzle rating` (the asker's puzzle rating and counts) and `puzzle top` (the best puzzle
//! ratings among those who finished a puzzle in this room).

use gipf_i18n::{t, Lang};
use gipf_store::{Community, Player};

use crate::fail::R;
use crate::reply::Reply;
use crate::text::shown_name;
use crate::Manager;

/// The leaderboard's length.
const TOP: u32 = 10;

impl Manager {
    pub(super) async fn puzzle_rating(&self, me: &Player, lang: Lang) -> R<Reply> {
        let text = match self.inner.store.puzzle_player(me.id).await? {
            None => t!(lang, "puzzle-rating-none"),
            Some(p) => t!(
                lang,
                "puzzle-rating",
                rating = p.glicko.rating.round() as i64,
                deviation = p.glicko.deviation.round() as i64,
                solved = p.solved,
                failed = p.failed
            ),
        };
        Ok(Reply {
            private: true,
            ..Reply::text(text)
        })
    }

    pub(super) async fn puzzle_top(&self, room: &Community, lang: Lang) -> R<Reply> {
        let board = self.inner.store.puzzle_leaderboard(room.id, TOP).await?;
        if board.is_empty() {
            return Ok(Reply::text(t!(lang, "puzzle-top-none")));
        }
        let mut lines = vec![t!(lang, "puzzle-top-title")];
        for (i, (player, p)) in board.iter().enumerate() {
            lines.push(t!(
                lang,
                "puzzle-top-line",
                rank = i + 1,
                name = shown_name(player),
                rating = p.glicko.rating.round() as i64,
                solved = p.solved
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }
}
