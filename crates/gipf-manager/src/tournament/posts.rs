//! What a tournament looks like in chat: its announcement, the state `tournament` shows, a
//! round's pairings with the standings before it, the final standings; all rendered from the
//! store at the moment they are shown, so that an owed post rebuilt after a crash says the
//! same as the event it replaces.

use std::collections::HashMap;

use gipf_i18n::{msg, t, Lang};
use gipf_store::{
    EventKind, GameId, GameRow, OwedPost, Player, TournamentId, TournamentState, TournamentStatus,
};

use super::stored::Progress;
use super::{standings, Bracket, Format, Score, Slot, TieBreak};
use crate::fail::R;
use crate::reply::{Event, Reply};
use crate::{text, Manager};
use gipf_rules::Color;

/// A tournament with the players and games it names, ready to be shown.
pub(crate) struct Shown {
    pub(crate) state: TournamentState,
    /// Players by entrant number.
    pub(crate) players: HashMap<u32, Player>,
    /// The games of its boards.
    pub(crate) games: HashMap<GameId, GameRow>,
    /// Who created it (a moderator need not play).
    creator: Option<Player>,
    /// The web pages' address, for links to games.
    public_url: Option<String>,
}

impl Manager {
    /// A tournament as it is now, with its players and games; `None` when there is none.
    pub(crate) async fn shown_tournament(&self, id: TournamentId) -> R<Option<Shown>> {
        let store = &self.inner.store;
        let Some(state) = store.tournament_state(id).await.map_err(super::fail)? else {
            return Ok(None);
        };
        // Two queries, however large the field.
        let rows: HashMap<_, _> = store
            .tournament_players_rows(id)
            .await?
            .into_iter()
            .map(|p| (p.id, p))
            .collect();
        let players = state
            .players
            .iter()
            .filter_map(|p| rows.get(&p.player).map(|row| (p.entrant, row.clone())))
            .collect();
        let games = store
            .tournament_game_rows(id)
            .await?
            .into_iter()
            .map(|g| (g.id, g))
            .collect();
        let creator = store.player(state.tournament.creator_id).await?;
        Ok(Some(Shown {
            state,
            players,
            games,
            creator,
            public_url: self.inner.config.public_url.clone(),
        }))
    }

    /// An owed tournament post as an event again; `None` when it can never be shown.
    pub(crate) async fn rebuild_tournament_post(
        &self,
        id: TournamentId,
        owed: &OwedPost,
    ) -> R<Option<Event>> {
        let store = &self.inner.store;
        let Some(shown) = self.shown_tournament(id).await? else {
            return Ok(None);
        };
        let Some(community) = store.community(shown.state.tournament.community_id).await? else {
            return Ok(None);
        };
        let lang = self.room_lang(community.id).await;
        let round = u32::try_from(owed.version).unwrap_or(0);
        let markdown = match owed.kind {
            EventKind::TournamentCreated => shown.announcement(lang),
            EventKind::TournamentRound => shown.round_post(lang, round),
            EventKind::TournamentOver => shown.final_post(lang, owed.cause),
            _ => return Ok(None),
        };
        // A knockout's rounds and end show the bracket as it stands.
        let image = match owed.kind {
            EventKind::TournamentRound | EventKind::TournamentOver
                if self.inner.config.images
                    && shown.state.tournament.status != TournamentStatus::Cancelled =>
            {
                shown.bracket_png(lang).await
            }
            _ => None,
        };
        let mut to = Vec::new();
        for p in &owed.mentions {
            if let Some(p) = store.player(*p).await? {
                to.push(p);
            }
        }
        Ok(Some(Event {
            kind: owed.kind,
            cause: owed.cause,
            community,
            to: to.clone(),
            reply: Reply {
                mentions: to,
                lang,
                tournament: Some(id),
                image,
                choices: shown.choices(lang, owed.kind),
                ..Reply::text(markdown)
            },
            post: Some(owed.id),
            claim: owed.claim.clone(),
        }))
    }
}

/// Points from half points: `2`, `2½`, `½`.
pub(crate) fn points(s: Score) -> String {
    let h = s.half_points();
    match (h / 2, h % 2) {
        (0, 1) => "½".into(),
        (w, 1) => format!("{w}½"),
        (w, _) => w.to_string(),
    }
}

fn tie_break_word(t: TieBreak) -> &'static str {
    match t {
        TieBreak::BuchholzCut1 => "buchholz",
        TieBreak::SonnebornBerger => "sonneborn-berger",
        TieBreak::DirectEncounter => "direct",
        TieBreak::Wins => "wins",
        TieBreak::Rating => "rating",
    }
}

impl Shown {
    fn id(&self) -> String {
        self.state.tournament.id.to_string()
    }

    /// The line that links to the tournament's page, when the pages are served.
    pub(crate) fn page_line(&self, lang: Lang) -> Option<String> {
        let url = self.public_url.as_deref()?;
        Some(t!(
            lang,
            "tournament-page",
            url = format!("{url}/t/{}", self.state.tournament.slug)
        ))
    }

    /// An entrant's name (`?` for one the store lost).
    pub(crate) fn name(&self, e: u32) -> String {
        self.players
            .get(&e)
            .map_or_else(|| "?".into(), |p| p.display_name.clone())
    }

    fn progress(&self) -> Progress {
        Progress::of(&self.state)
    }

    /// Its rounds: the Swiss rounds asked for or the field's, once known.
    fn total_rounds(&self) -> Option<u32> {
        self.progress().total_rounds().ok()
    }

    /// `Swiss, standard GIPF, 1 day per move, rated`.
    pub(crate) fn terms(&self, lang: Lang) -> String {
        let t = &self.state.tournament;
        let mut terms = t!(
            lang,
            "tournament-terms",
            format = msg!("tournament-format", format = t.format.as_str()),
            variant = t.variant.to_string(),
            time = text::time_text(t.time_control),
            rated = msg!(
                "tournament-rated",
                rated = if t.rated { "yes" } else { "no" }
            )
        );
        if let Some(r) = t.rounds {
            terms.push_str(", ");
            terms.push_str(&t!(lang, "tournament-swiss-rounds", n = r));
        }
        if let Some(max) = t.max_players {
            terms.push_str(", ");
            terms.push_str(&t!(lang, "tournament-max", max = max));
        }
        if t.status == TournamentStatus::Signup {
            terms.push_str(", ");
            terms.push_str(&match t.starts_at {
                Some(at) => t!(lang, "tournament-starts-at", when = super::when::shown(at)),
                None => t!(lang, "tournament-starts-by-hand", id = self.id()),
            });
        }
        terms
    }

    /// `3 players: Ann, Bob, Cyd (left)`.
    pub(crate) fn players_line(&self, lang: Lang) -> String {
        let names: Vec<String> = self
            .state
            .players
            .iter()
            .map(|p| {
                let name = self.name(p.entrant);
                if p.withdrawn_at.is_some() {
                    t!(lang, "tournament-withdrawn", name = name)
                } else {
                    name
                }
            })
            .collect();
        t!(
            lang,
            "tournament-players",
            count = names.len(),
            names = names.join(", ")
        )
    }

    /// The post that opens sign-up.
    pub(crate) fn announcement(&self, lang: Lang) -> String {
        let creator = self.creator.as_ref().map(|p| p.display_name.clone());
        let mut out = vec![t!(
            lang,
            "tournament-created",
            id = self.id(),
            creator = creator.unwrap_or_else(|| "?".into()),
            terms = self.terms(lang)
        )];
        out.extend(self.page_line(lang));
        out.join("\n")
    }

    /// The buttons of a post: Join and Leave under the announcement while sign-up is open.
    pub(crate) fn choices(&self, lang: Lang, kind: EventKind) -> Vec<crate::ChoiceGroup> {
        let t = &self.state.tournament;
        if kind == EventKind::TournamentCreated && t.status == TournamentStatus::Signup {
            vec![super::buttons::signup_buttons(t.id, lang)]
        } else {
            Vec::new()
        }
    }

    /// What `tournament T3` answers: the state, the players, the round, the standings.
    pub(crate) fn state_text(&self, lang: Lang) -> String {
        let t = &self.state.tournament;
        let (id, terms) = (self.id(), self.terms(lang));
        let head = match t.status {
            TournamentStatus::Signup => t!(lang, "tournament-state-signup", id = id, terms = terms),
            TournamentStatus::Running => t!(
                lang,
                "tournament-state-running",
                id = id,
                terms = terms,
                round = t.current_round,
                rounds = self.total_rounds().unwrap_or(t.current_round)
            ),
            TournamentStatus::Finished => {
                t!(lang, "tournament-state-finished", id = id, terms = terms)
            }
            TournamentStatus::Cancelled => {
                t!(lang, "tournament-state-cancelled", id = id, terms = terms)
            }
        };
        let mut out = vec![head, self.players_line(lang)];
        if t.current_round > 0 {
            out.extend(self.boards(lang, t.current_round));
            out.push(self.standings_text(lang, None));
        }
        out.extend(self.page_line(lang));
        out.join("\n")
    }

    /// A round's announcement: its boards, then the standings after the round before.
    pub(crate) fn round_post(&self, lang: Lang, round: u32) -> String {
        let mut out = vec![t!(
            lang,
            "tournament-round-title",
            id = self.id(),
            round = round,
            rounds = self.total_rounds().unwrap_or(round)
        )];
        out.extend(self.boards(lang, round));
        if round > 1 {
            out.push(self.standings_text(lang, Some(round - 1)));
        }
        out.extend(self.page_line(lang));
        out.join("\n")
    }

    /// The end: the final standings and the winner; or that it was cancelled (and why, when
    /// the organiser called it off).
    pub(crate) fn final_post(&self, lang: Lang, cause: gipf_store::Cause) -> String {
        let t = &self.state.tournament;
        if t.status == TournamentStatus::Cancelled {
            let mut out = vec![t!(
                lang,
                "tournament-state-cancelled",
                id = self.id(),
                terms = self.terms(lang)
            )];
            // Called off by the organiser at its start time: the field could not play the
            // format (a moderator's cancel says who cancelled instead).
            if cause == gipf_store::Cause::Organiser && t.current_round == 0 {
                if let Err(e) = self.progress().total_rounds() {
                    out.push(super::commands::field_error(e).render(lang));
                }
            }
            out.extend(self.page_line(lang));
            return out.join("\n");
        }
        let mut out = vec![
            t!(
                lang,
                "tournament-state-finished",
                id = self.id(),
                terms = self.terms(lang)
            ),
            self.standings_text(lang, None),
        ];
        out.push(match self.winner() {
            Some(w) => t!(
                lang,
                "tournament-winner",
                name = self.name(w),
                id = self.id()
            ),
            None => t!(lang, "tournament-no-winner", id = self.id()),
        });
        out.extend(self.page_line(lang));
        out.join("\n")
    }

    /// The winner: the knockout's champion, else the first of the standings.
    pub(crate) fn winner(&self) -> Option<u32> {
        let p = self.progress();
        match p.format {
            Format::Knockout { best_of } => Bracket::new(&p.entrants, best_of, &p.rounds)
                .ok()?
                .champion()
                .map(|s| s.entrant.0),
            _ => standings(&p.entrants, &p.rounds, p.format.tie_breaks())
                .ok()?
                .first()
                .map(|s| s.entrant.0),
        }
    }

    /// The lines of a round's boards (a knockout's: its matches too).
    fn boards(&self, lang: Lang, round: u32) -> Vec<String> {
        let kind = self.state.tournament.variant.kind();
        let side = |c| text::side_word(kind, c);
        let (white_side, black_side) = (side(Color::White), side(Color::Black));
        let mut out = Vec::new();
        for b in self.state.round(round) {
            let white = self.name(b.white);
            let Some(black) = b.black else {
                out.push(t!(lang, "tournament-bye", name = white));
                continue;
            };
            let black = self.name(black);
            let result = b.outcome.map(|o| {
                t!(
                    lang,
                    "tournament-result",
                    outcome = text::outcome_word(kind, o)
                )
            });
            let line = match (b.game, result) {
                (None, Some(result)) => t!(
                    lang,
                    "tournament-board-forfeit",
                    board = b.board,
                    white = white,
                    white_side = white_side,
                    black = black,
                    black_side = black_side,
                    result = result
                ),
                (Some(g), Some(result)) => t!(
                    lang,
                    "tournament-board-played",
                    board = b.board,
                    white = white,
                    white_side = white_side,
                    black = black,
                    black_side = black_side,
                    game = g.to_string(),
                    result = result
                ),
                (game, None) => {
                    let link = game
                        .and_then(|g| self.games.get(&g))
                        .zip(self.public_url.as_deref())
                        .map(|(row, url)| format!(" ({url}/{})", row.slug))
                        .unwrap_or_default();
                    t!(
                        lang,
                        "tournament-board",
                        board = b.board,
                        white = white,
                        white_side = white_side,
                        black = black,
                        black_side = black_side,
                        game = game.map_or_else(|| "…".into(), |g| g.to_string()),
                        link = link
                    )
                }
            };
            out.push(line);
        }
        let p = self.progress();
        match p.format {
            Format::RoundRobin { .. } => {
                // Whoever has no board this round rests (an odd field).
                for e in &p.entrants {
                    let e = e.entrant.0;
                    let plays = self
                        .state
                        .round(round)
                        .any(|b| b.white == e || b.black == Some(e));
                    if !plays && !p.withdrawn(e) {
                        out.push(t!(lang, "tournament-rest", name = self.name(e)));
                    }
                }
            }
            Format::Knockout { best_of } => {
                if let Ok(bracket) = Bracket::new(&p.entrants, best_of, &p.rounds) {
                    let matches = bracket.rounds.get(round as usize - 1);
                    for m in matches.into_iter().flatten() {
                        out.extend(self.match_line(lang, m, best_of.games() > 1));
                    }
                }
            }
            Format::Swiss { .. } => {}
        }
        out
    }

    /// A knockout match: its score (matches of several games), a walkover or a bye.
    fn match_line(&self, lang: Lang, m: &super::Match, scored: bool) -> Option<String> {
        let name = |s: Slot| match s {
            Slot::Player(p) => Some(self.name(p.entrant.0)),
            Slot::Bye | Slot::Undecided => None,
        };
        match (m.top, m.bottom) {
            (Slot::Player(p), Slot::Bye) | (Slot::Bye, Slot::Player(p)) => Some(t!(
                lang,
                "tournament-advances",
                name = self.name(p.entrant.0)
            )),
            (top, bottom) if m.walkover => {
                let winner = m.winner?;
                let loser = [top, bottom]
                    .into_iter()
                    .find(|s| matches!(s, Slot::Player(p) if p.entrant != winner.entrant))
                    .and_then(name)?;
                Some(t!(
                    lang,
                    "tournament-walkover",
                    winner = self.name(winner.entrant.0),
                    loser = loser
                ))
            }
            (top, bottom) if scored => Some(t!(
                lang,
                "tournament-match",
                top = name(top)?,
                bottom = name(bottom)?,
                top_wins = m.wins.0,
                bottom_wins = m.wins.1
            )),
            _ => None,
        }
    }

    /// The title of the standings as they stand in a running tournament at round `round`:
    /// "after round N" once its every game is over, "during round N" before.
    fn current_title(&self, lang: Lang, round: usize) -> String {
        let r = u32::try_from(round).unwrap_or(u32::MAX);
        let games: Vec<_> = self.state.round(r).filter(|b| b.black.is_some()).collect();
        let over = games.iter().filter(|b| b.outcome.is_some()).count();
        if over == games.len() {
            t!(lang, "tournament-standings-after", round = round)
        } else {
            t!(
                lang,
                "tournament-standings-during",
                round = round,
                over = over,
                games = games.len()
            )
        }
    }

    /// The standings after `after` rounds (`None`: as they stand), with their tie-breaks.
    pub(crate) fn standings_text(&self, lang: Lang, after: Option<u32>) -> String {
        let mut p = self.progress();
        if let Some(n) = after {
            p.rounds.truncate(n as usize);
        }
        if p.rounds
            .iter()
            .all(|r| r.games.is_empty() && r.byes.is_empty())
        {
            return t!(lang, "tournament-standings-none");
        }
        let title = match after {
            Some(n) => t!(lang, "tournament-standings-after", round = n),
            None if self.state.tournament.status == TournamentStatus::Finished => {
                t!(lang, "tournament-standings-final")
            }
            None => self.current_title(lang, p.rounds.len()),
        };
        let tie_breaks = p.format.tie_breaks();
        let Ok(table) = standings(&p.entrants, &p.rounds, tie_breaks) else {
            return title;
        };
        let mut out = vec![title];
        for s in &table {
            let name = self.name(s.entrant.0);
            let name = if s.withdrawn {
                t!(lang, "tournament-withdrawn", name = name)
            } else {
                name
            };
            out.push(t!(
                lang,
                "tournament-standing",
                rank = s.rank,
                name = name,
                points = points(s.score)
            ));
        }
        if !matches!(p.format, Format::Knockout { .. }) {
            let list: Vec<String> = tie_breaks
                .iter()
                .map(|&t| t!(lang, "tie-break", name = tie_break_word(t)))
                .collect();
            out.push(t!(lang, "tournament-tie-breaks", list = list.join(", ")));
        }
        out.join("\n")
    }
}
