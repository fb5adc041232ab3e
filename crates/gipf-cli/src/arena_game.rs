//! `gipf arena --variant dvonn`, `tzaar` (or `tzaar-tournament`), `yinsh`, `zertz` (each
//! board) and `punct`: matches
//! between two players of a game of the seam (engine levels through the generic search, the
//! greedy and depth-2 baselines, random play), generic over `gipf_engine::Heuristics`. Each
//! pair of games opens the same way and swaps the colours: the same random decisions (for
//! DVONN, placements), or for TZAAR the same random layout of the pieces; every action is
//! checked (an illegal one loses the game). The report adds the engines' depth and nodes per
//! second.

use std::str::FromStr;
use std::sync::atomic::AtomicBool;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gipf_engine::{alphabeta_game, greedy_game, GameEngine, Heuristics, Level};
use gipf_game::Side;

use crate::arena::{each, ArenaReport};

/// Who plays a seam game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GamePlayer {
    /// An engine level (the game's own profile of it).
    Level(Level),
    /// The one-ply greedy baseline (best evaluation after one action).
    Greedy,
    /// Plain depth-2 alpha-beta.
    AlphaBeta2,
    /// Uniformly random legal actions.
    Random,
    /// The generic search at a fixed depth, no noise, no time limit.
    Depth(u32),
}

impl FromStr for GamePlayer {
    type Err = String;

    /// A level name, `greedy`, `alphabeta2`, `random` or `depthN`.
    fn from_str(s: &str) -> Result<GamePlayer, String> {
        if let Some(n) = s.strip_prefix("depth") {
            return n
                .parse()
                .map(|d: u32| GamePlayer::Depth(d.max(1)))
                .map_err(|_| format!("{s:?}: write depthN"));
        }
        match s.to_ascii_lowercase().as_str() {
            "greedy" => Ok(GamePlayer::Greedy),
            "alphabeta2" | "ab2" => Ok(GamePlayer::AlphaBeta2),
            "random" => Ok(GamePlayer::Random),
            other => other.parse::<Level>().map(GamePlayer::Level).map_err(|_| {
                format!(
                    "unknown player {s:?}: use a level (beginner..master), greedy, alphabeta2, random or depthN"
                )
            }),
        }
    }
}

impl std::fmt::Display for GamePlayer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GamePlayer::Level(l) => write!(f, "{l}"),
            GamePlayer::Greedy => f.write_str("greedy"),
            GamePlayer::AlphaBeta2 => f.write_str("alphabeta2"),
            GamePlayer::Random => f.write_str("random"),
            GamePlayer::Depth(d) => write!(f, "depth{d}"),
        }
    }
}

/// A match of a seam game.
#[derive(Clone, Debug)]
pub struct GameArena<G: Heuristics> {
    /// The position every game starts from (before the random opening).
    pub start: G,
    /// If set, each pair of games starts instead from this function of `seed + pair`
    /// (TZAAR's random layouts).
    pub start_of: Option<fn(u64) -> G>,
    /// Player A and player B.
    pub players: [GamePlayer; 2],
    /// The evaluation weights of A's and B's searches (the baselines keep the defaults).
    pub weights: [G::Weights; 2],
    /// Number of games (A is the first side in the even-numbered ones).
    pub games: usize,
    /// The first game's number (a long match in parts).
    pub first: usize,
    /// Seeds the openings and the levels' noise.
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Random decisions at the start of each pair of games (both colourings share them).
    pub random_plies: usize,
    /// A game still running after this many decisions is scored a draw.
    pub max_decisions: usize,
}

/// A match's result: the arena's report plus what the searches did.
#[derive(Clone, Debug, Default)]
pub struct GameArenaReport {
    /// Wins per colour, draws, illegal actions, decision times (the GIPF arena's report;
    /// draws here are games the rules drew as well as those stopped at the limit).
    pub report: ArenaReport,
    /// Nodes searched per player (engine players only).
    pub nodes: [u64; 2],
    /// Sum of the depths reached per player, over the searched decisions.
    pub depth_sum: [u64; 2],
    /// Searched decisions per player (forced ones excluded).
    pub searched: [usize; 2],
    /// Time spent in searched decisions per player.
    pub search_time: [Duration; 2],
}

impl GameArenaReport {
    fn merge(&mut self, o: &GameArenaReport) {
        self.report.merge(&o.report);
        for p in 0..2 {
            self.nodes[p] += o.nodes[p];
            self.depth_sum[p] += o.depth_sum[p];
            self.searched[p] += o.searched[p];
            self.search_time[p] += o.search_time[p];
        }
    }
}

/// A small xorshift generator for the openings and the random player.
struct Rng(u64);

impl Rng {
    fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// Plays game `index` of the match: the pair `index / 2` shares its opening; A is the first
/// side when `index` is even.
fn play_game<G: Heuristics>(cfg: &GameArena<G>, index: usize) -> GameArenaReport {
    let mut out = GameArenaReport::default();
    out.report.games = 1;
    let pair = (index / 2) as u64;
    let mut rng = Rng::new(cfg.seed ^ pair.wrapping_mul(0xA076_1D64_78BD_642F));
    let mut p = match cfg.start_of {
        Some(f) => f(cfg.seed.wrapping_add(pair)),
        None => cfg.start.clone(),
    };
    for _ in 0..cfg.random_plies {
        let legal = p.legal_actions();
        if legal.is_empty() {
            break;
        }
        let a = legal[rng.below(legal.len())];
        if p.play(a).is_err() {
            break;
        }
    }
    // players[k] plays side `side_of[k]`.
    let a_first = index.is_multiple_of(2);
    let player_of = |side: Side| usize::from((side == Side::First) != a_first);
    let mut engines = [
        GameEngine::<G>::new(16, cfg.seed ^ index as u64),
        GameEngine::<G>::new(16, cfg.seed ^ index as u64 ^ 0x5EED),
    ];
    engines[0].weights = cfg.weights[0];
    engines[1].weights = cfg.weights[1];
    let cancel = AtomicBool::new(false);
    let mut move_rng = Rng::new(cfg.seed ^ 0xBEEF ^ index as u64);
    let mut decisions = 0;
    while let Some(side) = p.decider() {
        if decisions >= cfg.max_decisions {
            out.report.draws += 1;
            return out;
        }
        decisions += 1;
        let k = player_of(side);
        let legal = p.legal_actions();
        let t0 = Instant::now();
        let (action, searched) = match cfg.players[k] {
            GamePlayer::Level(l) => (engines[k].think(&p, l, None, None, &cancel), true),
            GamePlayer::Depth(d) => (engines[k].search_depth(&p, d, &cancel), true),
            GamePlayer::Greedy => (
                greedy_game(&p).map(|best| gipf_engine::GameResult {
                    best,
                    score: 0,
                    depth: 1,
                    nodes: 0,
                }),
                false,
            ),
            GamePlayer::AlphaBeta2 => (
                alphabeta_game(&p, 2).map(|best| gipf_engine::GameResult {
                    best,
                    score: 0,
                    depth: 2,
                    nodes: 0,
                }),
                false,
            ),
            GamePlayer::Random => (
                legal
                    .get(move_rng.below(legal.len()))
                    .map(|&best| gipf_engine::GameResult {
                        best,
                        score: 0,
                        depth: 0,
                        nodes: 0,
                    }),
                false,
            ),
        };
        let took = t0.elapsed();
        let r = &mut out.report;
        r.decisions[k] += 1;
        r.think_time[k] += took;
        r.max_think[k] = r.max_think[k].max(took);
        let Some(result) = action else {
            // The player found nothing to do although the game goes on: it loses.
            r.illegal += 1;
            r.wins[1 - k][side.other().index()] += 1;
            return out;
        };
        if searched && legal.len() > 1 {
            out.nodes[k] += result.nodes;
            out.depth_sum[k] += u64::from(result.depth);
            out.searched[k] += 1;
            out.search_time[k] += took;
        }
        if !legal.contains(&result.best) || p.play(result.best).is_err() {
            out.report.illegal += 1;
            out.report.wins[1 - k][side.other().index()] += 1;
            return out;
        }
    }
    match p.outcome().and_then(|o| o.winner) {
        Some(w) => out.report.wins[player_of(w)][w.index()] += 1,
        None => out.report.draws += 1,
    }
    out
}

/// Plays the match on `cfg.jobs` threads; `progress` is called after each game.
pub fn run<G: Heuristics>(
    cfg: &GameArena<G>,
    progress: impl Fn(&GameArenaReport) + Sync,
) -> GameArenaReport {
    let total = Mutex::new(GameArenaReport::default());
    each(cfg.games, cfg.jobs, |i| {
        let r = play_game(cfg, cfg.first + i);
        let mut t = total.lock().unwrap_or_else(|e| e.into_inner());
        t.merge(&r);
        progress(&t);
        true
    });
    total.into_inner().unwrap_or_else(|e| e.into_inner())
}

/// The report as printed by `gipf arena --variant dvonn`.
pub fn summary<G: Heuristics>(cfg: &GameArena<G>, r: &GameArenaReport) -> String {
    let rep = &r.report;
    let per = |p: usize| {
        let avg = rep.think_time[p].as_secs_f64() * 1000.0 / rep.decisions[p].max(1) as f64;
        let search = if r.searched[p] > 0 {
            let secs = r.search_time[p].as_secs_f64().max(1e-9);
            format!(
                "; depth {:.1} on average, {:.0} k nodes/s",
                r.depth_sum[p] as f64 / r.searched[p] as f64,
                r.nodes[p] as f64 / secs / 1000.0
            )
        } else {
            String::new()
        };
        format!(
            "{} wins (as White {}, as Black {}); {:.0} ms a decision on average, {:.0} ms at most{search}",
            rep.wins[p][0] + rep.wins[p][1],
            rep.wins[p][0],
            rep.wins[p][1],
            avg,
            rep.max_think[p].as_secs_f64() * 1000.0
        )
    };
    let (elo, lo, hi) = rep.elo();
    let part = if cfg.first > 0 {
        format!(
            " (games {}..{} of the match)",
            cfg.first,
            cfg.first + rep.games
        )
    } else {
        String::new()
    };
    let opening = if cfg.start_of.is_some() {
        format!(
            "a random start per pair and {} random decisions",
            cfg.random_plies
        )
    } else {
        format!("{} random opening decisions", cfg.random_plies)
    };
    format!(
        "{} games{part}, {}, seed {}, {opening}\nA = {}: {}\nB = {}: {}\ndraws: {}, illegal actions: {}\nscore of A: {:.1} %, Elo difference {:+.0} (95 % interval {:+.0} .. {:+.0})",
        rep.games,
        cfg.start.variant_word(),
        cfg.seed,
        cfg.players[0],
        per(0),
        cfg.players[1],
        per(1),
        rep.draws,
        rep.illegal,
        rep.score() * 100.0,
        elo,
        lo,
        hi
    )
}

/// A match's settings as `gipf arena` reads them.
#[derive(Clone, Copy, Debug)]
pub struct MatchSpec<'a> {
    /// Player A, `player[:name=value,...]` (the weights of a searching player over the
    /// defaults).
    pub a: &'a str,
    /// Player B, the same way.
    pub b: &'a str,
    /// Number of games.
    pub games: usize,
    /// The first game's number.
    pub first: usize,
    /// Seeds the openings and the levels' noise.
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Random decisions that open each pair of games.
    pub random_plies: usize,
    /// A game still running after this many decisions is scored a draw.
    pub max_decisions: usize,
}

/// Parses the players, plays, prints the progress and the report; an error for an unknown
/// player or an illegal action.
fn run_match<G: Heuristics>(
    spec: &MatchSpec<'_>,
    start: G,
    start_of: Option<fn(u64) -> G>,
) -> Result<(), String>
where
    G::Weights: std::str::FromStr + PartialEq,
    <G::Weights as std::str::FromStr>::Err: std::fmt::Display,
{
    let player = |s: &str| -> Result<(GamePlayer, G::Weights), String> {
        let (name, weights) = s.split_once(':').unwrap_or((s, ""));
        Ok((name.parse()?, weights.parse().map_err(|e| format!("{e}"))?))
    };
    let ((pa, wa), (pb, wb)) = (player(spec.a)?, player(spec.b)?);
    let cfg = GameArena {
        start,
        start_of,
        players: [pa, pb],
        weights: [wa, wb],
        games: spec.games,
        first: spec.first,
        seed: spec.seed,
        jobs: spec.jobs,
        random_plies: spec.random_plies,
        max_decisions: spec.max_decisions,
    };
    if wa != G::Weights::default() || wb != G::Weights::default() {
        println!("weights A {wa:?}\nweights B {wb:?}");
    }
    let report = run(&cfg, |r| {
        let rep = &r.report;
        eprint!(
            "\r{} / {} games, score of A {:.1} %, longest decision A {} ms, B {} ms, illegal {}   ",
            rep.games,
            cfg.games,
            rep.score() * 100.0,
            rep.max_think[0].as_millis(),
            rep.max_think[1].as_millis(),
            rep.illegal
        );
    });
    eprintln!();
    println!("{}", summary(&cfg, &report));
    if report.report.illegal > 0 {
        return Err(format!("{} illegal actions", report.report.illegal));
    }
    Ok(())
}

/// `gipf arena --variant dvonn`: parses the players, plays, prints the progress and the
/// report; an error for an unknown player or an illegal action.
#[allow(clippy::too_many_arguments)]
pub fn run_dvonn(
    a: &str,
    b: &str,
    games: usize,
    first: usize,
    seed: u64,
    jobs: usize,
    random_plies: usize,
    max_decisions: usize,
) -> Result<(), String> {
    let spec = MatchSpec {
        a,
        b,
        games,
        first,
        seed,
        jobs,
        random_plies,
        max_decisions,
    };
    run_match::<gipf_dvonn::Position>(&spec, gipf_dvonn::Position::start(), None)
}

/// `gipf arena --variant tzaar`: each pair of games from the random layout
/// `Position::random_start_from_seed(seed + pair)`, colours swapped, `random_plies` random
/// captures after it (0 for the engine's figures); `tournament`: from the empty board of
/// `tzaar-tournament`, `random_plies` random placements, then the players place the rest.
pub fn run_tzaar(spec: &MatchSpec<'_>, tournament: bool) -> Result<(), String> {
    if tournament {
        run_match(spec, gipf_tzaar::Position::tournament_start(), None)
    } else {
        run_match(
            spec,
            gipf_tzaar::Position::start(),
            Some(gipf_tzaar::Position::random_start_from_seed),
        )
    }
}

/// `gipf arena --variant yinsh` (or `yinsh-blitz`): from the empty board, `random_plies`
/// random decisions (ring placements) first so that the games differ, colours swapped.
pub fn run_yinsh(spec: &MatchSpec<'_>, blitz: bool) -> Result<(), String> {
    let start = if blitz {
        gipf_yinsh::Position::blitz_start()
    } else {
        gipf_yinsh::Position::start()
    };
    run_match(spec, start, None)
}

/// `gipf arena --variant zertz` (or `zertz-blitz`, `zertz48`, `zertz61`): from the empty
/// board, `random_plies` random placements first so that the games differ, sides swapped.
pub fn run_zertz(spec: &MatchSpec<'_>, variant: gipf_zertz::Variant) -> Result<(), String> {
    run_match(spec, gipf_zertz::Position::start(variant), None)
}

/// `gipf arena --variant punct` (or `punct-basic`): from the empty board, `random_plies`
/// random placements first so that the games differ, colours swapped.
pub fn run_punct(spec: &MatchSpec<'_>, variant: gipf_punct::Variant) -> Result<(), String> {
    run_match(spec, variant.start(), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gipf_engine::{DvonnWeights, TzaarWeights};

    #[test]
    fn a_short_dvonn_match_is_played_to_the_end_with_both_colours() {
        let cfg = GameArena {
            start: gipf_dvonn::Position::start(),
            start_of: None,
            players: [GamePlayer::Greedy, GamePlayer::Random],
            weights: [DvonnWeights::default(); 2],
            games: 2,
            first: 0,
            seed: 3,
            jobs: 1,
            random_plies: 4,
            max_decisions: 400,
        };
        let r = run(&cfg, |_| {});
        assert_eq!(r.report.games, 2);
        assert_eq!(r.report.illegal, 0);
        let wins: usize = r.report.wins.iter().flatten().sum();
        assert_eq!(wins + r.report.draws, 2);
        assert!(summary(&cfg, &r).contains("dvonn"));
        assert_eq!("depth3".parse(), Ok(GamePlayer::Depth(3)));
        assert!("grandmaster".parse::<GamePlayer>().is_err());
    }

    #[test]
    fn a_short_tzaar_match_plays_each_random_start_with_both_colours() {
        let cfg = GameArena {
            start: gipf_tzaar::Position::start(),
            start_of: Some(gipf_tzaar::Position::random_start_from_seed),
            players: [GamePlayer::Level(Level::Casual), GamePlayer::Greedy],
            weights: [TzaarWeights::default(); 2],
            games: 2,
            first: 0,
            seed: 5,
            jobs: 1,
            random_plies: 0,
            max_decisions: 400,
        };
        let r = run(&cfg, |_| {});
        assert_eq!(r.report.games, 2);
        assert_eq!(r.report.illegal, 0);
        assert_eq!(r.report.draws, 0, "TZAAR has no draw");
        assert!(summary(&cfg, &r).contains("a random start per pair"));
        let mut t = cfg.clone();
        t.start = gipf_tzaar::Position::tournament_start();
        t.start_of = None;
        t.players = [GamePlayer::Greedy, GamePlayer::Random];
        t.random_plies = 6;
        let r = run(&t, |_| {});
        assert_eq!((r.report.games, r.report.illegal), (2, 0));
        assert!(summary(&t, &r).contains("tzaar-tournament"));
    }

    #[test]
    fn a_short_yinsh_blitz_match_is_played_to_the_end_with_both_colours() {
        let cfg = GameArena {
            start: gipf_yinsh::Position::blitz_start(),
            start_of: None,
            players: [GamePlayer::Greedy, GamePlayer::Random],
            weights: [gipf_engine::YinshWeights::default(); 2],
            games: 2,
            first: 0,
            seed: 7,
            jobs: 1,
            random_plies: 4,
            max_decisions: 400,
        };
        let r = run(&cfg, |_| {});
        assert_eq!((r.report.games, r.report.illegal), (2, 0));
        assert!(summary(&cfg, &r).contains("yinsh-blitz"));
    }
}
