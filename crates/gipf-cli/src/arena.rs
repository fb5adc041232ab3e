//! `gipf arena`: matches between two players (engine levels, baselines, or an external
//! program speaking the engine text protocol), colours alternating, every action checked;
//! with the challenges option the arena is the referee (seeded dice at stage `r`) and counts
//! the challenges. One topic over ~620 lines: a match (whole or in parts, `first`), its
//! players, its report, and the self-play tuning that runs matches (`tune`).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use gipf_engine::{Engine, Level, Settings, Weights};
use gipf_rules::{Action, Color, GameVariant, Position};

/// Who plays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlayerSpec {
    /// An engine level.
    Level(Level),
    /// The one-ply greedy baseline.
    Greedy,
    /// Plain depth-2 alpha-beta.
    AlphaBeta2,
    /// Uniformly random legal actions.
    Random,
    /// The engine at a fixed depth (no time limit, no noise) with these weights: the
    /// deterministic player that tuning compares.
    Custom {
        /// Pushes deep.
        depth: u32,
        /// Evaluation weights.
        weights: Weights,
    },
    /// An external program run with `sh -c`, driven through `position` and `go`.
    External(String),
}

impl FromStr for PlayerSpec {
    type Err = String;

    /// A level name, `greedy`, `alphabeta2`, `random`, or `depthN[:name=value,...]` (the
    /// engine at a fixed depth with the given weights over the defaults).
    fn from_str(s: &str) -> Result<PlayerSpec, String> {
        if let Some(rest) = s.strip_prefix("depth") {
            let (n, weights) = rest.split_once(':').unwrap_or((rest, ""));
            let depth: u32 = n
                .parse()
                .map_err(|_| format!("{s:?}: write depthN or depthN:name=value,..."))?;
            let weights: Weights = weights.parse()?;
            return Ok(PlayerSpec::Custom {
                depth: depth.max(1),
                weights,
            });
        }
        match s.to_ascii_lowercase().as_str() {
            "greedy" => Ok(PlayerSpec::Greedy),
            "alphabeta2" | "ab2" => Ok(PlayerSpec::AlphaBeta2),
            "random" => Ok(PlayerSpec::Random),
            other => other.parse::<Level>().map(PlayerSpec::Level).map_err(|_| {
                format!(
                    "unknown player {s:?}: use a level (beginner..master), greedy, alphabeta2 or random"
                )
            }),
        }
    }
}

impl std::fmt::Display for PlayerSpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerSpec::Level(l) => write!(f, "{l}"),
            PlayerSpec::Greedy => f.write_str("greedy"),
            PlayerSpec::AlphaBeta2 => f.write_str("alphabeta2"),
            PlayerSpec::Random => f.write_str("random"),
            PlayerSpec::Custom { depth, weights } => write!(f, "depth {depth} [{weights}]"),
            PlayerSpec::External(cmd) => write!(f, "engine `{cmd}`"),
        }
    }
}

/// The match settings.
#[derive(Clone, Debug)]
pub struct ArenaConfig {
    /// Player A and player B.
    pub players: [PlayerSpec; 2],
    /// Number of games (A is White in the even-numbered ones).
    pub games: usize,
    /// The first game's number: games `first..first + games` are played (a long match in
    /// parts, each game with the opening, seeds and dice it has in one run).
    pub first: usize,
    /// What the games start as (`standard`, `ultimate`, `standard+potentials`, ...).
    pub variant: GameVariant,
    /// Seeds the openings and the players' noise.
    pub seed: u64,
    /// Games played at once.
    pub jobs: usize,
    /// Random decisions at the start of each pair of games (both colourings share them).
    pub random_plies: usize,
    /// A game still running after this many decisions is scored as a draw.
    pub max_decisions: usize,
    /// Extra arguments for an external engine's `go` (for example `movetime 1000`).
    pub engine_go: String,
}

/// The result of a match.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct ArenaReport {
    /// Games played.
    pub games: usize,
    /// Wins of A and B as White and as Black: `[player][colour]`.
    pub wins: [[usize; 2]; 2],
    /// Games stopped at the decision limit.
    pub draws: usize,
    /// Actions refused as illegal (each ends its game as a loss for the offender).
    pub illegal: usize,
    /// Decisions made and time spent, per player.
    pub decisions: [usize; 2],
    /// Total thinking time per player.
    pub think_time: [Duration; 2],
    /// Longest single decision per player.
    pub max_think: [Duration; 2],
    /// Challenges option: the uses each player chose that waited for the other's answer.
    pub uses_asked: [usize; 2],
    /// The challenges each player made (the rest of the other's uses asked were allowed).
    pub challenges: [usize; 2],
    /// The challenges each player won (the use failed on the dice).
    pub challenges_won: [usize; 2],
}

impl ArenaReport {
    /// A's score (wins + half the draws) over the games played.
    pub fn score(&self) -> f64 {
        let a: usize = self.wins[0].iter().sum();
        (a as f64 + self.draws as f64 / 2.0) / self.games.max(1) as f64
    }

    /// The Elo difference of A over B and its 95 % interval (Wilson score interval on the
    /// score, which stays meaningful at 0 % and 100 %; a draw counts as half a win).
    pub fn elo(&self) -> (f64, f64, f64) {
        let n = self.games.max(1) as f64;
        let p = self.score();
        let z = 1.96f64;
        let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
        let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
        let elo = |p: f64| {
            let p = p.clamp(1e-4, 1.0 - 1e-4);
            -400.0 * (1.0 / p - 1.0).log10()
        };
        (elo(p), elo(centre - half), elo(centre + half))
    }

    /// Adds the games of another report (a match played in parts, or in threads).
    pub fn merge(&mut self, o: &ArenaReport) {
        self.games += o.games;
        for p in 0..2 {
            for c in 0..2 {
                self.wins[p][c] += o.wins[p][c];
            }
            self.decisions[p] += o.decisions[p];
            self.think_time[p] += o.think_time[p];
            self.max_think[p] = self.max_think[p].max(o.max_think[p]);
        }
        self.draws += o.draws;
        self.illegal += o.illegal;
        for p in 0..2 {
            self.uses_asked[p] += o.uses_asked[p];
            self.challenges[p] += o.challenges[p];
            self.challenges_won[p] += o.challenges_won[p];
        }
    }
}

/// An external engine process.
struct External {
    child: Child,
    /// `None` once closed, so the program sees the end of its input.
    stdin: Option<ChildStdin>,
    stdout: BufReader<ChildStdout>,
}

impl External {
    fn start(cmd: &str) -> Result<External, String> {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(cmd)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("starting {cmd:?}: {e}"))?;
        let stdin = child.stdin.take().ok_or("no stdin")?;
        let stdout = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(External {
            child,
            stdin: Some(stdin),
            stdout,
        })
    }

    fn ask(&mut self, line: &str) -> Result<String, String> {
        let stdin = self.stdin.as_mut().ok_or("the engine's input is closed")?;
        writeln!(stdin, "{line}").map_err(|e| e.to_string())?;
        stdin.flush().map_err(|e| e.to_string())?;
        let mut s = String::new();
        if self.stdout.read_line(&mut s).map_err(|e| e.to_string())? == 0 {
            return Err("the engine closed its output".to_string());
        }
        Ok(s.trim_end().to_string())
    }
}

impl Drop for External {
    /// Asks the program to quit, closes its input, and kills it if it is still running
    /// after a second.
    fn drop(&mut self) {
        if let Some(mut stdin) = self.stdin.take() {
            let _ = writeln!(stdin, "quit");
        }
        let until = Instant::now() + Duration::from_secs(1);
        while Instant::now() < until {
            if matches!(self.child.try_wait(), Ok(Some(_))) {
                return;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A player instance for one game.
enum Player {
    Engine(Box<Engine>),
    Greedy(u64),
    AlphaBeta2,
    Random(u64),
    External(Box<External>, String),
}

impl Player {
    fn new(spec: &PlayerSpec, seed: u64, engine_go: &str) -> Result<Player, String> {
        Ok(match spec {
            PlayerSpec::Level(l) => {
                let mut s = Settings::level(*l);
                s.seed = seed;
                Player::Engine(Box::new(Engine::new(s)))
            }
            PlayerSpec::Custom { depth, weights } => {
                let mut s = Settings::level(Level::Master);
                s.depth = Some(*depth);
                s.weights = *weights;
                s.table_mb = 4;
                Player::Engine(Box::new(Engine::new(s)))
            }
            PlayerSpec::Greedy => Player::Greedy(seed),
            PlayerSpec::AlphaBeta2 => Player::AlphaBeta2,
            PlayerSpec::Random => Player::Random(seed | 1),
            PlayerSpec::External(cmd) => {
                Player::External(Box::new(External::start(cmd)?), engine_go.to_string())
            }
        })
    }

    /// The player's action as text (external engines answer text; it is checked later).
    fn choose(&mut self, p: &Position) -> Result<String, String> {
        let none = || "no legal action".to_string();
        Ok(match self {
            Player::Engine(e) => e
                .think(p, None, &AtomicBool::new(false))
                .ok_or_else(none)?
                .best
                .to_string(),
            // The baseline's fixed rule with challenges: always challenge.
            Player::Greedy(_) if p.stage() == gipf_rules::Stage::Challenge => {
                Action::Challenge.to_string()
            }
            Player::Greedy(seed) => gipf_engine::greedy(p, &Weights::default(), *seed)
                .ok_or_else(none)?
                .to_string(),
            Player::AlphaBeta2 => gipf_engine::plain_alphabeta(p, &Weights::default(), 2)
                .ok_or_else(none)?
                .to_string(),
            Player::Random(state) => {
                let moves = p.legal_actions();
                moves
                    .get((xorshift(state) % moves.len().max(1) as u64) as usize)
                    .ok_or_else(none)?
                    .to_string()
            }
            Player::External(x, go) => {
                let ok = x.ask(&format!("position {p}"))?;
                if ok != "ok" {
                    return Err(format!("the engine refused the position: {ok}"));
                }
                let answer = x.ask(format!("go {go}").trim_end())?;
                answer
                    .strip_prefix("bestmove ")
                    .map(str::to_string)
                    .ok_or_else(|| format!("the engine answered {answer:?} to go"))?
            }
        })
    }
}

pub(crate) fn xorshift(state: &mut u64) -> u64 {
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    *state
}

/// The opening shared by games `2k` and `2k+1`: a few random decisions from the start.
/// A random opening should vary where pieces stand, not make a player's strategic choices
/// for him, which would decide the pair before the players start:
/// - while a player may still bring in GIPF pieces (a tournament start), the random
///   decisions push GIPF pieces: a loaded or basic piece after them ends his GIPF pieces
///   for good, and one GIPF piece against PÜNCT potentials loses to the first conversion;
/// - with potentials, a basic push that would forfeit a hand is left out.
pub(crate) fn opening(variant: GameVariant, seed: u64, pair: usize, plies: usize) -> Position {
    let mut state = (seed ^ (pair as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
    let mut p = variant.start();
    for _ in 0..plies {
        let mut moves = p.legal_actions();
        let gipf = |a: &Action| matches!(a, Action::Push { gipf: true, .. });
        if moves.iter().any(gipf) {
            moves.retain(gipf);
        } else if p.decider().is_some_and(|c| !p.hand(c).is_empty()) {
            let forfeits = |a: &Action| matches!(a, Action::Push { gipf: false, .. });
            if moves.iter().any(|a| !forfeits(a)) {
                moves.retain(|a| !forfeits(a));
            }
        }
        if moves.is_empty() {
            break;
        }
        let a = moves[(xorshift(&mut state) % moves.len() as u64) as usize];
        if p.play(a).is_err() || p.is_over() {
            return variant.start();
        }
    }
    p
}

/// Plays game `index`; A is White when `index` is even.
fn play_game(cfg: &ArenaConfig, index: usize) -> Result<ArenaReport, String> {
    let a_white = index.is_multiple_of(2);
    let seat = |c: Color| -> usize { usize::from((c == Color::White) != a_white) };
    let seed = cfg.seed.wrapping_add(index as u64 * 7919);
    let mut players = [
        Player::new(&cfg.players[0], seed, &cfg.engine_go)?,
        Player::new(&cfg.players[1], seed ^ 0xABCD, &cfg.engine_go)?,
    ];
    let mut p = opening(cfg.variant, cfg.seed, index / 2, cfg.random_plies);
    let mut report = ArenaReport {
        games: 1,
        ..Default::default()
    };
    // The dice of challenges: seeded per game, so a match is reproducible.
    let mut dice = (seed ^ 0xD1CE_D1CE_D1CE_D1CE) | 1;
    for _ in 0..cfg.max_decisions {
        if p.stage() == gipf_rules::Stage::Referee {
            let (Some(user), Some(trial)) = (p.user(), p.challenges().map(|c| c.trial())) else {
                return Err(format!("stage r without a user: {p}"));
            };
            if trial != gipf_rules::Trial::Die {
                return Err(format!(
                    "the arena rolls dice; {trial} is decided elsewhere"
                ));
            }
            let mut roll = || (xorshift(&mut dice) % 6) as u8 + 1;
            let (mine, theirs) = (roll(), roll());
            let outcome = if mine >= theirs {
                Action::Won
            } else {
                Action::Lost
            };
            if outcome == Action::Lost {
                report.challenges_won[seat(user.other())] += 1;
            }
            p.play(outcome)
                .map_err(|e| format!("the referee's {outcome} in {p}: {e}"))?;
            continue;
        }
        let Some(decider) = p.decider() else {
            break;
        };
        let who = seat(decider);
        let t = Instant::now();
        let answer = players[who].choose(&p);
        let spent = t.elapsed();
        report.decisions[who] += 1;
        report.think_time[who] += spent;
        report.max_think[who] = report.max_think[who].max(spent);
        let legal: Option<Action> = answer.ok().and_then(|text| p.parse_action(&text).ok());
        let before = p.stage();
        match legal {
            Some(a) if p.play(a).is_ok() => {
                if p.stage() == gipf_rules::Stage::Challenge && before != p.stage() {
                    // A use waits: counted for its user.
                    if let Some(user) = p.user() {
                        report.uses_asked[seat(user)] += 1;
                    }
                }
                if a == Action::Challenge {
                    report.challenges[who] += 1;
                }
            }
            _ => {
                // An illegal or missing answer loses the game.
                report.illegal += 1;
                report.wins[1 - who][usize::from(decider == Color::White)] += 1;
                return Ok(report);
            }
        }
    }
    match p.outcome() {
        Some(o) => {
            let winner = seat(o.winner);
            report.wins[winner][usize::from(o.winner == Color::Black)] += 1;
        }
        None => report.draws += 1,
    }
    Ok(report)
}

/// Runs `work(i)` for every `i < n` on `jobs` threads, each thread taking the next `i`;
/// once `work` returns `false`, no thread takes another.
pub(crate) fn each(n: usize, jobs: usize, work: impl Fn(usize) -> bool + Sync) {
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..jobs.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= n {
                    break;
                }
                if !work(i) {
                    next.store(n, Ordering::Relaxed);
                }
            });
        }
    });
}

/// Plays the match on `cfg.jobs` threads; `progress` is called after each game.
pub fn run(
    cfg: &ArenaConfig,
    progress: impl Fn(&ArenaReport) + Sync,
) -> Result<ArenaReport, String> {
    let total = Mutex::new(ArenaReport::default());
    let failure = Mutex::new(None::<String>);
    each(cfg.games, cfg.jobs, |i| {
        match play_game(cfg, cfg.first + i) {
            Ok(r) => {
                let mut t = total.lock().unwrap_or_else(|e| e.into_inner());
                t.merge(&r);
                progress(&t);
                true
            }
            Err(e) => {
                *failure.lock().unwrap_or_else(|e| e.into_inner()) = Some(e);
                false
            }
        }
    });
    if let Some(e) = failure.into_inner().unwrap_or_else(|e| e.into_inner()) {
        return Err(e);
    }
    Ok(total.into_inner().unwrap_or_else(|e| e.into_inner()))
}

/// The report as printed by `gipf arena`.
pub fn summary(cfg: &ArenaConfig, r: &ArenaReport) -> String {
    let [a, b] = &cfg.players;
    let per = |p: usize| {
        let avg = r.think_time[p].as_secs_f64() * 1000.0 / r.decisions[p].max(1) as f64;
        format!(
            "{} wins (as White {}, as Black {}); {:.0} ms a decision on average, {:.0} ms at most",
            r.wins[p][0] + r.wins[p][1],
            r.wins[p][0],
            r.wins[p][1],
            avg,
            r.max_think[p].as_secs_f64() * 1000.0
        )
    };
    let (elo, lo, hi) = r.elo();
    let challenges = if r.uses_asked.iter().sum::<usize>() > 0 {
        let per = |p: usize, q: usize| {
            format!(
                "{} challenged {} of {} uses asked of it and won {}",
                ["A", "B"][p],
                r.challenges[p],
                r.uses_asked[q],
                r.challenges_won[p]
            )
        };
        format!("\nchallenges: {}; {}", per(0, 1), per(1, 0))
    } else {
        String::new()
    };
    let part = if cfg.first > 0 {
        format!(
            " (games {}..{} of the match)",
            cfg.first,
            cfg.first + r.games
        )
    } else {
        String::new()
    };
    let text = format!(
        "{} games{part}, {}, seed {}\nA = {a}: {}\nB = {b}: {}\ndraws (decision limit): {}, illegal actions: {}\nscore of A: {:.1} %, Elo difference {:+.0} (95 % interval {:+.0} .. {:+.0})",
        r.games,
        cfg.variant,
        cfg.seed,
        per(0),
        per(1),
        r.draws,
        r.illegal,
        r.score() * 100.0,
        elo,
        lo,
        hi
    );
    format!("{text}{challenges}")
}

/// Self-play tuning by coordinate search: each weight in turn is scaled by each factor, the
/// candidate plays `base.games` games against the current best at a fixed depth (colours
/// alternating, shared random openings), and replaces it when it scores at least
/// `accept` (for example 0.55). Only the weights `names` are tried (all when empty). Returns
/// the final weights; `log` receives one line per trial.
#[allow(clippy::too_many_arguments)]
pub fn tune(
    base: &ArenaConfig,
    depth: u32,
    start: Weights,
    names: &[&str],
    rounds: usize,
    factors: &[f64],
    accept: f64,
    log: impl Fn(&str),
) -> Result<Weights, String> {
    let mut best = start;
    for round in 0..rounds {
        for name in Weights::NAMES {
            if !names.is_empty() && !names.contains(&name) {
                continue;
            }
            for &factor in factors {
                let old = best.get(name).unwrap_or_default();
                let mut value = (f64::from(old) * factor).round() as i32;
                if value == old {
                    value = old + if factor > 1.0 { 1 } else { -1 };
                }
                let mut cand = best;
                cand.set(name, value);
                let cfg = ArenaConfig {
                    players: [
                        PlayerSpec::Custom {
                            depth,
                            weights: cand,
                        },
                        PlayerSpec::Custom {
                            depth,
                            weights: best,
                        },
                    ],
                    seed: base.seed.wrapping_add(round as u64 * 1_000_003),
                    ..base.clone()
                };
                let r = run(&cfg, |_| {})?;
                let score = r.score();
                let kept = score >= accept;
                log(&format!(
                    "round {} {name} {old} -> {value}: {:.1} % over {} games{}",
                    round + 1,
                    score * 100.0,
                    r.games,
                    if kept { "  (kept)" } else { "" }
                ));
                if kept {
                    best = cand;
                    break;
                }
            }
        }
    }
    Ok(best)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_openings_keep_the_hands_and_the_gipf_phase() {
        for variant in ["ultimate", "standard+potentials", "tournament"] {
            let v: GameVariant = variant.parse().unwrap();
            for pair in 0..40 {
                let p = opening(v, 11, pair, 6);
                if v.start().variant() == gipf_rules::Variant::Tournament {
                    // Six random decisions in a tournament start: three GIPF pieces each.
                    for c in [Color::White, Color::Black] {
                        assert_eq!(p.board().gipf_count(c), 3, "{variant} pair {pair}: {p}");
                    }
                }
                for c in [Color::White, Color::Black] {
                    if !v.start().has_potentials() {
                        continue;
                    }
                    // Only loaded pushes take from a hand, one potential each.
                    let spent = v.start().hand(c).total() - p.hand(c).total();
                    assert!(spent <= 6, "{variant} pair {pair}: {p}");
                    assert!(!p.hand(c).is_empty(), "{variant} pair {pair}: {p}");
                }
            }
        }
    }
}
