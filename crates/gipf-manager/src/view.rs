//! What the web pages show, read-only: a game by its address (players, ratings, every
//! position and move, the result), its board as SVG at any ply, its record; leaderboards
//! (global, and a community's when it made its pages public) and a player's profile.
//! A community's games are listed only when it is public: a game of a private room is
//! reached only by the link its players were given.

use gipf_games::{AnyPool as Pool, AnyPosition, AnyRecord, AnyVariant};
use gipf_render::{
    DvonnOptions, GameResult, PunctOptions, RenderOptions, Theme, TzaarOptions, YinshOptions,
    ZertzOptions,
};
use gipf_rules::Color;
use gipf_store::{
    CommunityId, GameId, GameRow, GameStatus, Player, Slug, StoreError, TimeControl, GLOBAL,
};

use crate::{text, Manager};

/// One side of a game.
#[derive(Clone, PartialEq, Debug)]
pub struct SideView {
    pub name: String,
    /// Its platform and id there, for its profile's address.
    pub platform: String,
    pub user: String,
    /// The global rating in the game's variant, rounded.
    pub rating: Option<i64>,
    /// Its Glicko-2 rating deviation (RD, on the rating's scale), rounded.
    pub deviation: Option<i64>,
    pub ai: bool,
    /// The AI's level (its name is shown in the reader's language: `ai-name`).
    pub level: Option<gipf_engine::Level>,
}

/// One decision of a game.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MoveView {
    /// Who decided.
    pub by: Color,
    /// Official notation.
    pub notation: String,
    /// The position string after it.
    pub position: String,
    /// The challenges option: the trial comment after an outcome (`{die w2 b5}`).
    pub comment: Option<String>,
    /// The sub-game that decided it (the `game` trial): its id and page.
    pub trial_game: Option<(GameId, Slug)>,
}

/// A game as its page shows it.
#[derive(Clone, PartialEq, Debug)]
pub struct GameView {
    pub id: GameId,
    pub slug: Slug,
    pub variant: AnyVariant,
    pub status: GameStatus,
    /// The community's name.
    pub community: String,
    pub white: Option<SideView>,
    pub black: Option<SideView>,
    /// The start position string.
    pub start: String,
    pub moves: Vec<MoveView>,
    /// Whose decision it is now (none once over, or before the game starts).
    pub decider: Option<Color>,
    /// How it ended (`Black wins by resignation`), to render in the reader's language.
    pub result: Option<gipf_i18n::Msg>,
    pub rated: bool,
    pub time_control: TimeControl,
    /// Bumped by every change: what the live view compares.
    pub version: i64,
    /// The tournament it is played for, if any.
    pub tournament: Option<TournamentGame>,
    /// Under a bank control while it is played: what is left of White's and Black's banks
    /// now (the decider's falling), in milliseconds.
    pub banks_left: Option<(i64, i64)>,
    /// The decider's clock stands still: he is on vacation (`banks_left` holds what was left
    /// when it stopped).
    pub paused: bool,
    /// The engine's review, once a finished game has one (never for a game being played:
    /// no help during a game).
    pub review: Option<gipf_engine::review::Review>,
}

/// Where a tournament game belongs: the tournament, its page, the round and the board.
#[derive(Clone, PartialEq, Debug)]
pub struct TournamentGame {
    pub id: gipf_store::TournamentId,
    pub slug: Slug,
    pub round: u32,
    pub board: u32,
}

/// A row of a leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct RankView {
    pub side: SideView,
    pub games: i64,
}

/// A leaderboard.
#[derive(Clone, PartialEq, Debug)]
pub struct LeaderboardView {
    /// The community's name; `None` for the global one.
    pub community: Option<String>,
    /// The rating pool.
    pub pool: Pool,
    /// Best first.
    pub rows: Vec<RankView>,
    /// The community's language (its setting, else its platform's), `None` for the global
    /// one: a page's default when the reader names none.
    pub language: Option<gipf_i18n::Lang>,
}

/// A player's profile.
#[derive(Clone, PartialEq, Debug)]
pub struct PlayerView {
    pub side: SideView,
    /// Global ratings by pool: rating, its deviation (RD), rated games.
    pub ratings: Vec<(Pool, i64, i64, i64)>,
    /// Wins, losses and draws by pool.
    pub results: Vec<(Pool, i64, i64, i64)>,
    /// Recent games of public communities: their address, the opponent, the result (`None`
    /// while it is played).
    pub recent: Vec<(Slug, SideView, Option<gipf_i18n::Msg>)>,
}

impl Manager {
    /// A game by its page's address; `None` for no such game.
    pub async fn game_view(&self, slug: &Slug) -> Result<Option<GameView>, StoreError> {
        let store = &self.inner.store;
        let Some(row) = store.game_by_slug(slug).await? else {
            return Ok(None);
        };
        let community = store
            .community(row.community_id)
            .await?
            .map_or_else(String::new, |c| c.name);
        let mut sides = [None, None];
        for (i, id) in [row.white_id, row.black_id].into_iter().enumerate() {
            if let Some(p) = match id {
                Some(id) => store.player(id).await?,
                None => None,
            } {
                sides[i] = Some(self.side(&p, row.variant.pool()).await?);
            }
        }
        let [white, black] = sides;
        let record = replay(&row, &store.actions(row.id).await?);
        let mut moves = Vec::new();
        let positions = record.positions();
        for (i, (a, pair)) in record
            .actions()
            .iter()
            .zip(positions.windows(2))
            .enumerate()
        {
            let [before, after] = pair else { break };
            let by = before.decider_color().unwrap_or(Color::White);
            let comment = record.gipf().and_then(|r| r.trial_comment(i));
            let trial_game = match comment {
                Some(gipf_rules::TrialComment::Game { id }) => match i64::try_from(id) {
                    Ok(id) => store.game(GameId(id)).await?.map(|g| (g.id, g.slug)),
                    Err(_) => None,
                },
                _ => None,
            };
            moves.push(MoveView {
                by,
                notation: a.to_string(),
                position: after.to_string(),
                comment: comment.map(|c| c.to_string()),
                trial_game,
            });
        }
        let tournament = match store.tournament_board_of(row.id).await {
            Ok(Some((t, b))) => store
                .tournament(t)
                .await
                .ok()
                .flatten()
                .map(|t| TournamentGame {
                    id: t.id,
                    slug: t.slug,
                    round: b.round,
                    board: b.board,
                }),
            Ok(None) => None,
            Err(gipf_store::TournamentError::Store(e)) => return Err(e),
            // A read raises nothing else.
            Err(_) => None,
        };
        Ok(Some(GameView {
            review: self.shown_review(&row).await?,
            id: row.id,
            slug: row.slug.clone(),
            variant: row.variant,
            status: row.status,
            community,
            white,
            black,
            start: record.start().to_string(),
            moves,
            decider: (row.status == GameStatus::Active)
                .then(|| record.current().decider_color())
                .flatten(),
            result: text::result(&row),
            rated: row.rated,
            time_control: row.time_control,
            version: row.version,
            tournament,
            paused: row.status == GameStatus::Active && row.paused_left_ms.is_some(),
            banks_left: row
                .banks
                .filter(|_| row.status == GameStatus::Active)
                .map(|b| {
                    let decider = record.current().decider_color();
                    let left = |c: Color| {
                        crate::clocks::left(&row, decider, c, self.now()).unwrap_or(b.get(c))
                    };
                    (left(Color::White), left(Color::Black))
                }),
        }))
    }

    /// A game's board after `ply` decisions (the current one when `None` or past the end), as
    /// an SVG document; `None` for no such game or one not started.
    pub async fn board_svg(
        &self,
        slug: &Slug,
        ply: Option<usize>,
        theme: Theme,
        flip: bool,
        lang: gipf_i18n::Lang,
    ) -> Result<Option<String>, StoreError> {
        let store = &self.inner.store;
        let Some(row) = store.game_by_slug(slug).await? else {
            return Ok(None);
        };
        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
            return Ok(None);
        }
        // A page's watchers all ask for the same board after each change: drawn once.
        let plies = usize::try_from(row.ply).unwrap_or(0);
        let at = ply.map_or(plies, |n| n.min(plies));
        // A finished game's review draws the better decision where the next one was marked.
        let better = self.shown_review(&row).await?.and_then(|r| {
            r.decisions
                .iter()
                .find(|d| d.ply == at + 1 && d.mark.is_some())
                .map(|d| d.best)
        });
        let key = (row.id, row.version, at, theme, flip, lang, better);
        if let Some(svg) = self.inner.svg_cache.get(&key) {
            return Ok(Some(svg.to_string()));
        }
        let full = replay(&row, &store.actions(row.id).await?);
        let upto = ply.map_or(full.len(), |n| n.min(full.len()));
        let record = full.truncated(upto);
        let kind = row.variant.kind();
        let mut names = [Color::White, Color::Black].map(|c| text::side_name(kind, c).render(lang));
        for (i, id) in [row.white_id, row.black_id].into_iter().enumerate() {
            if let Some(p) = match id {
                Some(id) => store.player(id).await?,
                None => None,
            } {
                names[i] = match p.kind {
                    gipf_store::PlayerKind::Ai(level) => {
                        gipf_i18n::t!(lang, "ai-name", level = level.to_string())
                    }
                    gipf_store::PlayerKind::Human => p.display_name,
                };
            }
        }
        let at_end = upto == full.len();
        let result = (at_end && row.status == GameStatus::Finished)
            .then(|| text::ending(lang, &row))
            .flatten()
            .map(|(winner, reason)| GameResult { winner, reason });
        let draw: Box<dyn FnOnce() -> Result<String, gipf_render::RenderError> + Send> =
            match (record.current().clone(), record.gipf()) {
                (AnyPosition::Gipf(position), Some(gipf)) => {
                    let options = RenderOptions {
                        theme,
                        flip,
                        names,
                        last_turn: gipf.last_turn_events(),
                        result,
                        lang,
                        better,
                        ..RenderOptions::default()
                    };
                    Box::new(move || gipf_render::render_svg(&position, &options))
                }
                (AnyPosition::Dvonn(position), _) => {
                    let (last, removed) = record
                        .dvonn_last()
                        .map_or((None, Vec::new()), |(a, cut)| (Some(a), cut));
                    let options = DvonnOptions {
                        theme,
                        flip,
                        names,
                        last,
                        removed,
                        lang,
                        ..DvonnOptions::default()
                    };
                    Box::new(move || gipf_render::render_dvonn_svg(&position, &options))
                }
                (AnyPosition::Tzaar(position), _) => {
                    let options = TzaarOptions {
                        theme,
                        flip,
                        names,
                        last_turn: record.tzaar_last_turn(),
                        lang,
                        ..TzaarOptions::default()
                    };
                    Box::new(move || gipf_render::render_tzaar_svg(&position, &options))
                }
                (AnyPosition::Yinsh(position), _) => {
                    let (last_move, flipped) = record
                        .yinsh_last_move()
                        .map_or((None, Vec::new()), |(a, f)| (Some(a), f));
                    let options = YinshOptions {
                        theme,
                        flip,
                        names,
                        last_move,
                        flipped,
                        rows: crate::yinsh_choices::row_options(&position),
                        lang,
                        ..YinshOptions::default()
                    };
                    Box::new(move || gipf_render::render_yinsh_svg(&position, &options))
                }
                (AnyPosition::Zertz(position), _) => {
                    let options = ZertzOptions {
                        theme,
                        names,
                        last: record.zertz_last_turn(),
                        lang,
                        ..ZertzOptions::default()
                    };
                    Box::new(move || gipf_render::render_zertz_svg(&position, &options))
                }
                (AnyPosition::Punct(position), _) => {
                    let mut options = PunctOptions {
                        theme,
                        names,
                        lang,
                        ..PunctOptions::default()
                    };
                    if let Some((action, before)) = record.punct_last() {
                        options = options.with_last(&before, action);
                    }
                    Box::new(move || gipf_render::render_punct_svg(&position, &options))
                }
                (AnyPosition::Gipf(_), None) => return Ok(None),
            };
        let svg = tokio::task::spawn_blocking(draw)
            .await
            .ok()
            .and_then(Result::ok);
        if let Some(svg) = &svg {
            self.inner
                .metrics
                .images
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            self.inner.svg_cache.put(key, svg);
        }
        Ok(svg)
    }

    /// A game's review as its page may show it: a finished game's, once computed.
    async fn shown_review(
        &self,
        row: &GameRow,
    ) -> Result<Option<gipf_engine::review::Review>, StoreError> {
        if row.status != GameStatus::Finished {
            return Ok(None);
        }
        Ok(match self.inner.store.review(row.id).await? {
            Some(gipf_store::ReviewRow {
                state: gipf_store::ReviewState::Done(r),
                ..
            }) => Some(r),
            _ => None,
        })
    }

    /// A game's record in the official notation (for download).
    pub async fn record_text(&self, slug: &Slug) -> Result<Option<String>, StoreError> {
        let store = &self.inner.store;
        let Some(row) = store.game_by_slug(slug).await? else {
            return Ok(None);
        };
        Ok(Some(replay(&row, &store.actions(row.id).await?).official()))
    }

    /// The global leaderboard of a pool, or a community's (`platform`, `room`) when it
    /// made its pages public; `None` for a community that did not (or does not exist).
    pub async fn leaderboard_view(
        &self,
        community: Option<(&str, &str)>,
        pool: Pool,
    ) -> Result<Option<LeaderboardView>, StoreError> {
        let store = &self.inner.store;
        let (scope, name, language) = match community {
            None => (GLOBAL, None, None),
            Some((platform, room)) => match store.community_by_room(platform, room).await? {
                Some(c) if self.is_public(c.id).await? => {
                    let settings = store.room_settings(c.id).await?;
                    (c.id, Some(c.name), Some(self.room_lang_of(&settings)))
                }
                _ => return Ok(None),
            },
        };
        let rows = self.ranked(scope, pool).await?;
        Ok(Some(LeaderboardView {
            community: name,
            pool,
            rows: rows
                .into_iter()
                .map(|(p, r)| RankView {
                    side: side_of(&p, Some(&r)),
                    games: r.games,
                })
                .collect(),
            language,
        }))
    }

    /// A player's profile by platform and id there.
    pub async fn player_view(
        &self,
        platform: &str,
        user: &str,
    ) -> Result<Option<PlayerView>, StoreError> {
        let store = &self.inner.store;
        let Some(p) = store.player_by_user(platform, user).await? else {
            return Ok(None);
        };
        let mut ratings = Vec::new();
        for pool in Pool::all() {
            if let Some(r) = store.rating(p.id, GLOBAL, pool).await? {
                ratings.push((
                    pool,
                    r.rating.round() as i64,
                    r.deviation.round() as i64,
                    r.games,
                ));
            }
        }
        let results = store
            .results(p.id)
            .await?
            .into_iter()
            .map(|r| (r.pool, r.wins, r.losses, r.draws))
            .collect();
        let mut recent = Vec::new();
        for g in store.recent_games_of(p.id, 50).await? {
            if recent.len() >= 20 {
                break;
            }
            if !self.is_public(g.community_id).await? {
                continue;
            }
            let other = if g.white_id == Some(p.id) {
                g.black_id
            } else {
                g.white_id
            };
            let opponent = match other {
                Some(o) => store.player(o).await?,
                None => None,
            };
            let Some(opponent) = opponent else { continue };
            recent.push((g.slug.clone(), side_of(&opponent, None), text::result(&g)));
        }
        Ok(Some(PlayerView {
            side: side_of(&p, None),
            ratings,
            results,
            recent,
        }))
    }

    async fn side(&self, p: &Player, pool: Pool) -> Result<SideView, StoreError> {
        let rating = self.inner.store.rating(p.id, GLOBAL, pool).await?;
        Ok(side_of(p, rating.as_ref()))
    }

    /// Whether a community shows its leaderboard and games on the web.
    pub(crate) async fn is_public(&self, community: CommunityId) -> Result<bool, StoreError> {
        Ok(self
            .inner
            .store
            .room_settings(community)
            .await?
            .public_pages
            .unwrap_or(false))
    }
}

/// What a board SVG depends on: the game, its version, the ply, theme and orientation.
/// A board's game, version, ply, theme, flip, language and the better decision drawn.
pub(crate) type SvgKey = (
    GameId,
    i64,
    usize,
    Theme,
    bool,
    gipf_i18n::Lang,
    Option<gipf_rules::Action>,
);

/// The boards drawn lately (bounded; emptied when full, the boards are cheap to draw again).
#[derive(Debug, Default)]
pub(crate) struct SvgCache {
    map: std::sync::Mutex<std::collections::HashMap<SvgKey, std::sync::Arc<str>>>,
}

impl SvgCache {
    const LIMIT: usize = 256;

    fn get(&self, key: &SvgKey) -> Option<std::sync::Arc<str>> {
        self.map
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .get(key)
            .cloned()
    }

    fn put(&self, key: SvgKey, svg: &str) {
        let mut map = self.map.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= Self::LIMIT {
            map.clear();
        }
        map.insert(key, svg.into());
    }
}

pub(crate) fn side_of(p: &Player, rating: Option<&gipf_store::RatingRow>) -> SideView {
    SideView {
        name: p.display_name.clone(),
        platform: p.platform.clone(),
        user: p.platform_user.clone(),
        rating: rating.map(|r| r.rating.round() as i64),
        deviation: rating.map(|r| r.deviation.round() as i64),
        ai: p.is_ai(),
        level: match p.kind {
            gipf_store::PlayerKind::Ai(level) => Some(level),
            gipf_store::PlayerKind::Human => None,
        },
    }
}

/// A game's record from its start and stored actions; a stored action that does not replay
/// ends it there (and is logged).
fn replay(row: &GameRow, actions: &[gipf_store::ActionRow]) -> AnyRecord {
    let start = row
        .start_position
        .parse::<AnyPosition>()
        .unwrap_or_else(|e| {
            tracing::error!(game = row.id.0, error = %e, "a stored start position does not read");
            row.variant.start(|_| 0)
        });
    let mut record = AnyRecord::new(start);
    for a in actions {
        if record.play_entry(&a.notation).is_err() {
            tracing::error!(game = row.id.0, ply = a.ply, action = %a.notation, "a stored action does not replay");
            break;
        }
    }
    record
}
