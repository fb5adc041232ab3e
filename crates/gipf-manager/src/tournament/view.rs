//! What a tournament's web page shows, read-only ([`TournamentView`]): its terms, players,
//! standings with their tie-breaks, every round's boards with links to their games, and a
//! knockout's bracket (drawn by `gipf-render`, as SVG on the page and as PNG in the chat's
//! round posts); and the change notices its live page follows.

use std::collections::HashMap;

use gipf_i18n::{t, Lang};
use gipf_render::{BracketMatch, BracketPicture, BracketRound, BracketSide, BracketWinner, Theme};
use gipf_store::{
    GameId, GameStatus, Slug, TimeControl, TournamentError, TournamentId, TournamentOutcome,
    TournamentRow, TournamentStatus,
};

use super::posts::Shown;
use super::stored::Progress;
use super::{standings, Bracket, Format, Slot, Standing, TieBreak};
use crate::manager::{Change, Watched};
use crate::view::{side_of, SideView};
use crate::Manager;

/// A tournament as its page shows it.
#[derive(Clone, Debug)]
pub struct TournamentView {
    /// `T3`.
    pub id: TournamentId,
    /// Its page's address.
    pub slug: Slug,
    /// Bumped by every change (the live page compares it).
    pub version: i64,
    /// The community's name.
    pub community: String,
    /// The community's platform and room when its pages are public (its leaderboard links
    /// back), else `None`.
    pub public_room: Option<(String, String)>,
    /// The format.
    pub format: Format,
    /// The game it plays (whether its players have colours: its boards' sides).
    pub kind: gipf_games::GameKind,
    /// Where it is in its life.
    pub status: TournamentStatus,
    /// The round being played (0 before the first) and how many there are, once known.
    pub round: u32,
    /// The rounds it plays, once the field is known.
    pub rounds: Option<u32>,
    /// Its terms in words (`Swiss, standard GIPF, 1 day per move, rated, …`) in the
    /// language asked for.
    pub terms: String,
    /// The clock of every game.
    pub time_control: TimeControl,
    /// Who created it.
    pub creator: Option<SideView>,
    /// The entrants, by entrant number.
    pub players: Vec<EntrantView>,
    /// The standings as they are (empty before the first result), best first.
    pub standings: Vec<Standing>,
    /// The tie-breaks the standings use, in order (none shown for a knockout).
    pub tie_breaks: &'static [TieBreak],
    /// Every round's boards, the first round first.
    pub round_boards: Vec<RoundView>,
    /// The winner's entrant number, once over.
    pub winner: Option<u32>,
    /// A knockout's bracket, as the renderer draws it.
    pub bracket: Option<Bracket>,
}

/// One entrant.
#[derive(Clone, Debug)]
pub struct EntrantView {
    /// His number in the tournament.
    pub entrant: u32,
    /// Who (his rating is the one he started with, when it has started).
    pub side: SideView,
    /// His rating when it started.
    pub rating: Option<i32>,
    /// Whether he left.
    pub withdrawn: bool,
}

/// One round's boards.
#[derive(Clone, Debug)]
pub struct RoundView {
    /// From 1.
    pub round: u32,
    /// Its boards in order.
    pub boards: Vec<BoardView>,
}

/// One board: a game between two entrants, or a bye.
#[derive(Clone, Debug)]
pub struct BoardView {
    /// From 1.
    pub board: u32,
    /// White's entrant number (the bye's entrant for a bye).
    pub white: u32,
    /// Black's; `None` for a bye.
    pub black: Option<u32>,
    /// The game and its page, once created.
    pub game: Option<(GameId, Slug)>,
    /// How it ended, once known.
    pub outcome: Option<TournamentOutcome>,
    /// Whether its game is being played now.
    pub live: bool,
}

/// The most tournaments a community's page lists.
const LISTED: u32 = 20;

impl TournamentView {
    /// An entrant's name (`?` for one the store lost).
    pub fn name(&self, entrant: u32) -> &str {
        self.players
            .iter()
            .find(|p| p.entrant == entrant)
            .map_or("?", |p| p.side.name.as_str())
    }

    /// The bracket as the renderer draws it, in `lang` and `theme`, titled with the id
    /// alone (the page around it says the rest); `None` but for a knockout.
    pub fn bracket_picture(&self, lang: Lang, theme: Theme) -> Option<BracketPicture> {
        let bracket = self.bracket.as_ref()?;
        Some(bracket_picture(
            bracket,
            &|e| self.name(e).to_string(),
            &self.id.to_string(),
            lang,
            theme,
        ))
    }
}

/// Draws a bracket's matches as the renderer takes them.
pub(crate) fn bracket_picture(
    bracket: &Bracket,
    name: &dyn Fn(u32) -> String,
    title: &str,
    lang: Lang,
    theme: Theme,
) -> BracketPicture {
    let total = bracket.rounds.len();
    let scored = bracket.best_of.games() > 1;
    let rounds = bracket
        .rounds
        .iter()
        .enumerate()
        .map(|(i, matches)| BracketRound {
            title: t!(
                lang,
                "tournament-bracket-round",
                round = i + 1,
                left = total - i
            ),
            matches: matches
                .iter()
                .map(|m| {
                    let winner = m.winner.map(|w| match m.top {
                        Slot::Player(p) if p.entrant == w.entrant => BracketWinner::Top,
                        _ => BracketWinner::Bottom,
                    });
                    let side = |s: Slot, wins: u32, won: bool| match s {
                        Slot::Player(p) => BracketSide {
                            name: name(p.entrant.0),
                            seed: u32::try_from(p.seed).ok(),
                            score: if m.walkover
                                && won
                                && !matches!(m.top, Slot::Bye)
                                && !matches!(m.bottom, Slot::Bye)
                            {
                                Some(t!(lang, "tournament-bracket-walkover"))
                            } else if scored && m.games > 0 {
                                Some(wins.to_string())
                            } else {
                                None
                            },
                            empty: false,
                        },
                        Slot::Bye => BracketSide {
                            name: t!(lang, "tournament-bracket-bye"),
                            seed: None,
                            score: None,
                            empty: true,
                        },
                        Slot::Undecided => BracketSide {
                            name: "…".into(),
                            seed: None,
                            score: None,
                            empty: true,
                        },
                    };
                    BracketMatch {
                        top: side(m.top, m.wins.0, winner == Some(BracketWinner::Top)),
                        bottom: side(m.bottom, m.wins.1, winner == Some(BracketWinner::Bottom)),
                        winner,
                    }
                })
                .collect(),
        })
        .collect();
    BracketPicture {
        title: title.to_string(),
        rounds,
        theme,
    }
}

impl Manager {
    /// A tournament by its page's address, its words in `lang`; `None` for no such one.
    pub async fn tournament_view(
        &self,
        slug: &Slug,
        lang: Lang,
    ) -> Result<Option<TournamentView>, TournamentError> {
        let store = &self.inner.store;
        let Some(row) = store.tournament_by_slug(slug).await? else {
            return Ok(None);
        };
        let Some(shown) = self.shown_tournament(row.id).await.map_err(|f| match f {
            crate::fail::Fail::Store(e) => TournamentError::Store(e),
            // Reading raises nothing else: a change meanwhile, at worst.
            _ => TournamentError::Conflict(row.id),
        })?
        else {
            return Ok(None);
        };
        let community = store.community(row.community_id).await?;
        let public_room = match &community {
            Some(c) if self.is_public(c.id).await? => {
                Some((c.platform.clone(), c.platform_room.clone()))
            }
            _ => None,
        };
        let state = &shown.state;
        let t = &state.tournament;
        let progress = Progress::of(state);
        let players = state
            .players
            .iter()
            .filter_map(|p| {
                shown.players.get(&p.entrant).map(|row| EntrantView {
                    entrant: p.entrant,
                    side: side_of(row, None),
                    rating: p.rating,
                    withdrawn: p.withdrawn_at.is_some(),
                })
            })
            .collect();
        let played = progress
            .rounds
            .iter()
            .any(|r| !r.games.is_empty() || !r.byes.is_empty());
        let tie_breaks = progress.format.tie_breaks();
        let table = if played {
            standings(&progress.entrants, &progress.rounds, tie_breaks).unwrap_or_default()
        } else {
            Vec::new()
        };
        let slugs: HashMap<GameId, (Slug, bool)> = shown
            .games
            .iter()
            .map(|(id, row)| (*id, (row.slug.clone(), row.status == GameStatus::Active)))
            .collect();
        let round_boards = (1..=t.current_round)
            .map(|r| RoundView {
                round: r,
                boards: state
                    .round(r)
                    .map(|b| BoardView {
                        board: b.board,
                        white: b.white,
                        black: b.black,
                        game: b
                            .game
                            .and_then(|g| slugs.get(&g).map(|(s, _)| (g, s.clone()))),
                        outcome: b.outcome,
                        live: b.outcome.is_none()
                            && b.game.and_then(|g| slugs.get(&g)).is_some_and(|(_, l)| *l),
                    })
                    .collect(),
            })
            .collect();
        let bracket = match progress.format {
            Format::Knockout { best_of } if t.status != TournamentStatus::Signup => {
                Bracket::new(&progress.entrants, best_of, &progress.rounds).ok()
            }
            _ => None,
        };
        let winner = (t.status == TournamentStatus::Finished)
            .then(|| shown.winner())
            .flatten();
        let creator = store.player(t.creator_id).await?.map(|p| side_of(&p, None));
        Ok(Some(TournamentView {
            id: t.id,
            slug: t.slug.clone(),
            version: t.version,
            community: community.map(|c| c.name).unwrap_or_default(),
            public_room,
            format: progress.format,
            kind: t.variant.kind(),
            status: t.status,
            round: t.current_round,
            rounds: progress.total_rounds().ok(),
            terms: shown.terms(lang),
            time_control: t.time_control,
            creator,
            players,
            standings: table,
            tie_breaks,
            round_boards,
            winner,
            bracket,
        }))
    }

    /// A public community's latest tournaments (its page's list), newest first; empty for
    /// a community that keeps its pages private.
    pub async fn community_tournaments(
        &self,
        platform: &str,
        room: &str,
    ) -> Result<Vec<TournamentRow>, TournamentError> {
        let store = &self.inner.store;
        match store.community_by_room(platform, room).await? {
            Some(c) if self.is_public(c.id).await? => {
                store.community_tournaments(c.id, LISTED).await
            }
            _ => Ok(Vec::new()),
        }
    }

    /// Tells the tournament's watchers (its live page, here and on the other instances)
    /// that it changed; a failure to read it is logged (the page catches up at its next
    /// change).
    pub(crate) async fn tournament_changed(&self, id: TournamentId) {
        match self.inner.store.tournament(id).await {
            Ok(Some(t)) => {
                let _ = self.inner.changes.send(Change {
                    what: Watched::Tournament(id),
                    version: t.version,
                });
                self.inner.store.notify_tournament(id, t.version).await;
            }
            Ok(None) => {}
            Err(e) => {
                tracing::warn!(error = %e, tournament = %id, "cannot read a changed tournament")
            }
        }
    }
}

impl Shown {
    /// The knockout's bracket as a PNG for the chat; `None` for another format, before the
    /// start, or when it cannot be drawn (logged).
    pub(crate) async fn bracket_png(&self, lang: Lang) -> Option<crate::reply::Image> {
        let p = Progress::of(&self.state);
        let Format::Knockout { best_of } = p.format else {
            return None;
        };
        let bracket = Bracket::new(&p.entrants, best_of, &p.rounds).ok()?;
        let title = format!("{} · {}", self.state.tournament.id, self.terms(lang));
        let picture = bracket_picture(&bracket, &|e| self.name(e), &title, lang, Theme::Light);
        let drawn = tokio::task::spawn_blocking(move || gipf_render::render_bracket(&picture))
            .await
            .map_err(|e| e.to_string())
            .and_then(|r| r.map_err(|e| e.to_string()));
        match drawn {
            Ok(img) => Some(crate::reply::Image {
                png: std::sync::Arc::new(img.png),
                name: format!("gipf-{}.png", self.state.tournament.id),
                width: img.width,
                height: img.height,
            }),
            Err(e) => {
                tracing::warn!(error = %e, "cannot draw a bracket");
                None
            }
        }
    }
}
