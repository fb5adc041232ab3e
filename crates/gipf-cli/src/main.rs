//! `gipf`: the engine text protocol, perft, an ASCII board, record replay, arenas, reviews,
//! win-probability fits and puzzles, for GIPF and the other games of the table (DVONN).
//! One topic over ~1,090 lines (each game of the table adds a short `show`, `render` and `arena` branch): this file parses the options, hands each subcommand to its
//! module of the `gipf_cli` library (`protocol`, `arena`, `arena_game`, `games`, `winprob`,
//! `puzzles`, ...) and prints a refusal on one line; no subcommand's logic lives here (what
//! grew is options and the dispatch to the other games' paths).

use std::io::{BufRead, Write};
use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, Result};
use clap::{Parser, Subcommand};
use gipf_cli::{arena, protocol};
use gipf_render::ascii;
use gipf_rules::{Position, Record};

#[derive(Parser)]
#[command(name = "gipf", version, about = "GIPF rules engine tools")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

/// Options shared by the commands that play games.
#[derive(clap::Args)]
struct MatchArgs {
    /// basic, standard or tournament; with potentials <variant>+potentials (3 of each kind),
    /// <variant>+<hand> (tournament+T6) or ultimate.
    #[arg(long, default_value = "standard")]
    variant: String,
    /// Seed of the openings and of the players' noise.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Games played at once.
    #[arg(long, default_value_t = 1)]
    jobs: usize,
}

#[derive(Subcommand)]
enum Command {
    /// Speak the engine text protocol (NOTATION.md §4) on standard input and output.
    Protocol,
    /// Count the decision sequences of a given length.
    Perft {
        /// The number of decisions.
        depth: u32,
        /// Start from this position string instead of the standard start.
        #[arg(long)]
        position: Option<String>,
        /// Print the count below each legal action.
        #[arg(long)]
        divide: bool,
    },
    /// Print a position as an ASCII board.
    Show {
        /// The position string.
        #[arg(long)]
        position: String,
    },
    /// Draw a board as a PNG, or a recorded game as an animated GIF.
    ///
    /// With --position: the position reached by playing --last from it, with that last turn
    /// marked (an arrow for the push, marks where pieces were removed). With --record: an
    /// animated GIF of the whole game, one frame per turn.
    Render {
        /// A position string or a variant name (default: the standard start).
        #[arg(long, conflicts_with = "record")]
        position: Option<String>,
        /// Actions played from --position and marked as the last turn, space-separated.
        #[arg(long, requires = "position")]
        last: Option<String>,
        /// A game record file to animate as a GIF.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Black at the bottom.
        #[arg(long)]
        flip: bool,
        /// light or dark.
        #[arg(long, default_value = "light")]
        theme: String,
        /// Image width in pixels (the height is 16/21 of it); default 840 for a PNG, 560
        /// for a GIF.
        #[arg(long)]
        width: Option<u32>,
        /// White's and Black's names.
        #[arg(long, num_args = 2, value_names = ["WHITE", "BLACK"])]
        names: Option<Vec<String>>,
        /// Milliseconds per GIF frame.
        #[arg(long, default_value_t = 900)]
        frame_ms: u32,
        /// The output file.
        #[arg(short, long)]
        output: PathBuf,
    },
    /// Play a match between two players and report the score and Elo difference.
    ///
    /// Players: a level (beginner, casual, intermediate, strong, master), greedy (one ply),
    /// alphabeta2 (plain depth-2 alpha-beta), random, or depthN[:name=value,...] (fixed depth,
    /// given weights); --engine replaces B with an external
    /// program that speaks `gipf protocol`.
    Arena {
        /// Player A.
        #[arg(long, default_value = "master")]
        a: String,
        /// Player B.
        #[arg(long, default_value = "strong")]
        b: String,
        /// Player B is this external program (run with sh -c).
        #[arg(long)]
        engine: Option<String>,
        /// Extra arguments to the external engine's go, e.g. "movetime 1000".
        #[arg(long, default_value = "")]
        engine_go: String,
        /// Number of games; colours alternate.
        #[arg(long, default_value_t = 200)]
        games: usize,
        /// The first game's number (games first..first+games): a long match in parts, each
        /// game with the opening, seeds and dice it has in one run.
        #[arg(long, default_value_t = 0)]
        first: usize,
        #[command(flatten)]
        play: MatchArgs,
        /// Random decisions that open each pair of games.
        #[arg(long, default_value_t = 4)]
        random_plies: usize,
        /// Decisions after which a game is scored a draw.
        #[arg(long, default_value_t = 600)]
        max_decisions: usize,
    },
    /// Tune the evaluation weights by self-play (coordinate search at a fixed depth), then
    /// play the result against the starting weights.
    Tune {
        /// Search depth (pushes) of both sides.
        #[arg(long, default_value_t = 2)]
        depth: u32,
        /// Games per trial.
        #[arg(long, default_value_t = 200)]
        games: usize,
        /// Passes over all the weights.
        #[arg(long, default_value_t = 1)]
        rounds: usize,
        /// Scale factors tried for each weight.
        #[arg(long, default_value = "0.5,1.6")]
        factors: String,
        /// The score a candidate needs to replace the current weights.
        #[arg(long, default_value_t = 0.55)]
        accept: f64,
        /// Starting weights as name=value pairs (default: the built-in ones).
        #[arg(long, default_value = "")]
        start: String,
        /// Only these weights, comma-separated (default: all).
        #[arg(long, default_value = "")]
        only: String,
        #[command(flatten)]
        play: MatchArgs,
    },
    /// Fit the win-probability table of a variant family to engine games and report its
    /// calibration on held-out games (see crates/gipf-engine/README.md).
    Winprob {
        /// Number of games; one in five is held out.
        #[arg(long, default_value_t = 400)]
        games: usize,
        /// The first game's number, to play more games for a fit already played
        /// (games first..first+games; fit them all with --from).
        #[arg(long, default_value_t = 0)]
        first: usize,
        #[command(flatten)]
        play: MatchArgs,
        /// Random decisions that open each game.
        #[arg(long, default_value_t = 6)]
        random_plies: usize,
        /// Per mille of the later decisions played at random.
        #[arg(long, default_value_t = 20)]
        random_per_mille: u64,
        /// Decisions after which a game is left out.
        #[arg(long, default_value_t = 600)]
        max_decisions: usize,
        /// The searches' depth (default: the review's, whose table the engine keeps).
        #[arg(long)]
        depth: Option<u32>,
        /// AI levels play the games instead of the review's search: `all` (every pair of
        /// levels, each level against itself too) or `a-b,c-d` (level names); the fit
        /// then calibrates per strength. Use --random-per-mille 0 with it.
        #[arg(long, default_value = "")]
        matchups: String,
        /// Also write the samples to this file (game,score,won[,decider,opponent] lines).
        #[arg(long)]
        samples: Option<PathBuf>,
        /// Fit again on the samples of these files instead of playing games (repeat the
        /// option to fit several runs together).
        #[arg(long, conflicts_with = "samples")]
        from: Vec<PathBuf>,
    },
    /// Review a finished game record: every decision's win probability before and after,
    /// the marks (?! ? ??) with the engine's better decision, each player's accuracy.
    Review {
        /// The record file.
        file: PathBuf,
    },
    /// Replay a game record (a start, then actions), printing every position.
    Replay {
        /// The record file.
        file: PathBuf,
    },
    /// Puzzles: generate them from self-play games, or verify a puzzle file.
    Puzzles {
        #[command(subcommand)]
        what: PuzzlesCommand,
    },
}

#[derive(Subcommand)]
enum PuzzlesCommand {
    /// Play self-play games and print the puzzles found in them, one a line (see
    /// crates/gipf-engine/src/puzzle/mod.rs for the kinds).
    Generate {
        /// Number of games.
        #[arg(long, default_value_t = 100)]
        games: usize,
        /// The first game's number (games first..first+games).
        #[arg(long, default_value_t = 0)]
        first: usize,
        #[command(flatten)]
        play: MatchArgs,
        /// Per mille of the players' decisions made at random.
        #[arg(long, default_value_t = 150)]
        random_per_mille: u64,
        /// The players' search depth, in pushes.
        #[arg(long, default_value_t = 2)]
        depth: u32,
        /// Positions each proof may visit.
        #[arg(long, default_value_t = 400_000)]
        nodes: u64,
        /// The deepest win looked for, in the solver's turns (1-4).
        #[arg(long, default_value_t = 3)]
        win_turns: u8,
    },
    /// Verify every puzzle of a file (or a sample) with an independent exhaustive search.
    Verify {
        /// The puzzle file.
        file: PathBuf,
        /// Only this many puzzles, picked by the seed.
        #[arg(long)]
        sample: Option<usize>,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

/// Runs the command; a refusal is one line on stderr, the reason first and where it was
/// met after it, as the chat says it (never a backtrace: anyhow's debug form would print one
/// wherever `RUST_BACKTRACE` is set, and a user's mistake is not a fault of the program).
fn main() -> std::process::ExitCode {
    match run() {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{}", one_line(&e));
            std::process::ExitCode::FAILURE
        }
    }
}

/// `error: <the innermost cause> (<each context around it, outermost last>)`, on one line.
fn one_line(e: &anyhow::Error) -> String {
    let mut chain: Vec<String> = e
        .chain()
        .map(|c| {
            c.to_string()
                .split_whitespace()
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let reason = chain.pop().unwrap_or_default();
    chain.reverse();
    if chain.is_empty() {
        format!("error: {reason}")
    } else {
        format!("error: {reason} ({})", chain.join(", "))
    }
}

fn run() -> Result<()> {
    match Cli::parse().command {
        Command::Protocol => run_protocol(),
        Command::Perft {
            depth,
            position,
            divide,
        } => perft(depth, position.as_deref(), divide),
        Command::Show { position } => {
            match gipf_cli::games::read_position(&position).context("--position")? {
                gipf_games::AnyPosition::Gipf(_) => {
                    let p: Position = position.parse().context("--position")?;
                    print!("{}", ascii::board(&p, None));
                    println!("Position: {p}");
                }
                gipf_games::AnyPosition::Dvonn(p) => {
                    println!("Position: {p}");
                    println!("{}", gipf_cli::games::describe_dvonn(&p));
                }
                gipf_games::AnyPosition::Tzaar(p) => {
                    println!("Position: {p}");
                    println!("{}", gipf_cli::games::describe_tzaar(&p));
                }
                gipf_games::AnyPosition::Yinsh(p) => {
                    println!("Position: {p}");
                    println!("{}", gipf_cli::games::describe_yinsh(&p));
                }
                gipf_games::AnyPosition::Zertz(p) => {
                    println!("Position: {p}");
                    println!("{}", gipf_cli::games::describe_zertz(&p));
                }
                gipf_games::AnyPosition::Punct(p) => {
                    println!("Position: {p}");
                    println!("{}", gipf_cli::games::describe_punct(&p));
                }
            }
            Ok(())
        }
        Command::Replay { file } => replay(&file),
        Command::Review { file } => review(&file),
        Command::Puzzles { what } => puzzles(what),
        Command::Winprob {
            games,
            first,
            play:
                MatchArgs {
                    variant,
                    seed,
                    jobs,
                },
            random_plies,
            random_per_mille,
            max_decisions,
            depth,
            matchups,
            samples,
            from,
        } => {
            let variant: gipf_rules::GameVariant = variant.parse()?;
            let matchups =
                gipf_cli::winprob::parse_matchups(&matchups).map_err(anyhow::Error::msg)?;
            let cfg = gipf_cli::winprob::FitConfig {
                matchups,
                depth: depth.unwrap_or_else(|| gipf_engine::review_depth(&variant.start())),
                variant,
                games,
                first,
                seed,
                jobs,
                random_plies,
                random_per_mille,
                max_decisions,
            };
            use gipf_cli::winprob;
            let (played, searches, spent) = if from.is_empty() {
                winprob::play(&cfg, |n| {
                    if n % 25 == 0 || n == games {
                        eprintln!("{n} / {games} games");
                    }
                })
            } else {
                let mut all = Vec::new();
                for path in &from {
                    let text = std::fs::read_to_string(path)
                        .with_context(|| format!("reading {}", path.display()))?;
                    all.extend(
                        winprob::read_samples(&text)
                            .map_err(|e| anyhow::anyhow!("{}: {e}", path.display()))?,
                    );
                }
                all.sort_by_key(|g| g.index);
                if let Some(w) = all.windows(2).find(|w| w[0].index == w[1].index) {
                    anyhow::bail!("game {} is in two of the --from files", w[0].index);
                }
                (all, 0, std::time::Duration::ZERO)
            };
            if let Some(path) = &samples {
                std::fs::write(path, winprob::write_samples(&played))
                    .with_context(|| format!("writing {}", path.display()))?;
            }
            let report =
                winprob::fit_games(&played, searches, spent).map_err(anyhow::Error::msg)?;
            print!("{}", winprob::summary(&cfg, &report));
            if played.iter().any(|g| !g.levels.is_empty()) {
                let strengths = winprob::fit_strengths(&played).map_err(anyhow::Error::msg)?;
                print!("\n{}", winprob::strength_summary(&strengths));
            }
            Ok(())
        }
        Command::Arena {
            a,
            b,
            engine,
            engine_go,
            games,
            first,
            play:
                MatchArgs {
                    variant,
                    seed,
                    jobs,
                },
            random_plies,
            max_decisions,
        } => {
            if variant == "dvonn" {
                anyhow::ensure!(
                    engine.is_none(),
                    "an external engine does not play DVONN yet"
                );
                return gipf_cli::arena_game::run_dvonn(
                    &a,
                    &b,
                    games,
                    first,
                    seed,
                    jobs,
                    random_plies,
                    max_decisions,
                )
                .map_err(anyhow::Error::msg);
            }
            if variant == "tzaar" || variant == "tzaar-tournament" {
                anyhow::ensure!(
                    engine.is_none(),
                    "an external engine does not play TZAAR yet"
                );
                let spec = gipf_cli::arena_game::MatchSpec {
                    a: &a,
                    b: &b,
                    games,
                    first,
                    seed,
                    jobs,
                    random_plies,
                    max_decisions,
                };
                return gipf_cli::arena_game::run_tzaar(&spec, variant == "tzaar-tournament")
                    .map_err(anyhow::Error::msg);
            }
            if let Ok(punct) = gipf_games::fold_word(&variant).parse::<gipf_punct::Variant>() {
                anyhow::ensure!(
                    engine.is_none(),
                    "an external engine does not play PÜNCT yet"
                );
                let spec = gipf_cli::arena_game::MatchSpec {
                    a: &a,
                    b: &b,
                    games,
                    first,
                    seed,
                    jobs,
                    random_plies,
                    max_decisions,
                };
                return gipf_cli::arena_game::run_punct(&spec, punct).map_err(anyhow::Error::msg);
            }
            if let Ok(zertz) = gipf_games::fold_word(&variant).parse::<gipf_zertz::Variant>() {
                anyhow::ensure!(
                    engine.is_none(),
                    "an external engine does not play ZÈRTZ yet"
                );
                let spec = gipf_cli::arena_game::MatchSpec {
                    a: &a,
                    b: &b,
                    games,
                    first,
                    seed,
                    jobs,
                    random_plies,
                    max_decisions,
                };
                return gipf_cli::arena_game::run_zertz(&spec, zertz).map_err(anyhow::Error::msg);
            }
            if variant == "yinsh" || variant == "yinsh-blitz" {
                anyhow::ensure!(
                    engine.is_none(),
                    "an external engine does not play YINSH yet"
                );
                let spec = gipf_cli::arena_game::MatchSpec {
                    a: &a,
                    b: &b,
                    games,
                    first,
                    seed,
                    jobs,
                    random_plies,
                    max_decisions,
                };
                return gipf_cli::arena_game::run_yinsh(&spec, variant == "yinsh-blitz")
                    .map_err(anyhow::Error::msg);
            }
            let a: arena::PlayerSpec = a.parse().map_err(anyhow::Error::msg)?;
            let b = match engine {
                Some(cmd) => arena::PlayerSpec::External(cmd),
                None => b.parse().map_err(anyhow::Error::msg)?,
            };
            let cfg = arena::ArenaConfig {
                players: [a, b],
                games,
                first,
                variant: variant.parse()?,
                seed,
                jobs,
                random_plies,
                max_decisions,
                engine_go,
            };
            // The longest decisions are shown as the match goes, so that a run stopped early
            // still tells whether the players kept to their time.
            let report = arena::run(&cfg, |r| {
                eprint!(
                    "\r{} / {} games, score of A {:.1} %, longest decision A {} ms, B {} ms, illegal {}, challenges A {}/{} won {}, B {}/{} won {}   ",
                    r.games,
                    cfg.games,
                    r.score() * 100.0,
                    r.max_think[0].as_millis(),
                    r.max_think[1].as_millis(),
                    r.illegal,
                    r.challenges[0],
                    r.uses_asked[1],
                    r.challenges_won[0],
                    r.challenges[1],
                    r.uses_asked[0],
                    r.challenges_won[1]
                );
            })
            .map_err(anyhow::Error::msg)?;
            eprintln!();
            println!("{}", arena::summary(&cfg, &report));
            if report.illegal > 0 {
                anyhow::bail!("{} illegal actions", report.illegal);
            }
            Ok(())
        }
        Command::Tune {
            depth,
            games,
            rounds,
            factors,
            accept,
            start,
            only,
            play:
                MatchArgs {
                    variant,
                    seed,
                    jobs,
                },
        } => {
            let start: gipf_engine::Weights = start.parse().map_err(anyhow::Error::msg)?;
            let only: Vec<&str> = only
                .split(',')
                .map(str::trim)
                .filter(|n| !n.is_empty())
                .collect();
            if let Some(bad) = only
                .iter()
                .find(|n| !gipf_engine::Weights::NAMES.contains(n))
            {
                anyhow::bail!(
                    "--only: unknown weight {bad:?}: use {}",
                    gipf_engine::Weights::NAMES.join(", ")
                );
            }
            let factors: Vec<f64> = factors
                .split(',')
                .map(|f| f.trim().parse::<f64>())
                .collect::<Result<_, _>>()
                .context("--factors: comma-separated numbers")?;
            let base = arena::ArenaConfig {
                players: [arena::PlayerSpec::Random, arena::PlayerSpec::Random],
                games,
                first: 0,
                variant: variant.parse()?,
                seed,
                jobs,
                random_plies: 6,
                max_decisions: 600,
                engine_go: String::new(),
            };
            println!("start: {start}");
            let tuned = arena::tune(&base, depth, start, &only, rounds, &factors, accept, |l| {
                println!("{l}")
            })
            .map_err(anyhow::Error::msg)?;
            println!("tuned: {tuned}");
            // The before/after check on fresh openings.
            let check = arena::ArenaConfig {
                players: [
                    arena::PlayerSpec::Custom {
                        depth,
                        weights: tuned,
                    },
                    arena::PlayerSpec::Custom {
                        depth,
                        weights: start,
                    },
                ],
                seed: seed ^ 0x5EED,
                ..base
            };
            let report = arena::run(&check, |_| {}).map_err(anyhow::Error::msg)?;
            println!("{}", arena::summary(&check, &report));
            Ok(())
        }
        Command::Render {
            position,
            last,
            record,
            flip,
            theme,
            width,
            names,
            frame_ms,
            output,
        } => {
            let default_width = if record.is_some() {
                gipf_render::DEFAULT_GIF_WIDTH
            } else {
                gipf_render::DEFAULT_WIDTH
            };
            let mut options = gipf_render::RenderOptions {
                width: width.unwrap_or(default_width),
                flip,
                theme: theme.parse()?,
                ..Default::default()
            };
            if let Some([w, b]) = names.as_deref() {
                options.names = [w.clone(), b.clone()];
            }
            // DVONN: its own picture (an SVG where the file asks for one).
            if let (None, Some(start)) = (&record, position.as_deref()) {
                if let gipf_games::AnyPosition::Dvonn(p) =
                    gipf_cli::games::read_position(start).context("--position")?
                {
                    let (p, last, removed) =
                        gipf_cli::games::dvonn_after(p, last.as_deref().unwrap_or(""))
                            .context("--last")?;
                    let mut o = gipf_render::DvonnOptions {
                        width: options.width,
                        theme: options.theme,
                        flip,
                        last,
                        removed,
                        ..Default::default()
                    };
                    if let Some([w, b]) = names.as_deref() {
                        o.names = [w.clone(), b.clone()];
                    }
                    let bytes = if output.extension().is_some_and(|e| e == "svg") {
                        gipf_render::render_dvonn_svg(&p, &o)?.into_bytes()
                    } else {
                        gipf_render::render_dvonn(&p, &o)?
                    };
                    std::fs::write(&output, &bytes)
                        .with_context(|| format!("writing {}", output.display()))?;
                    println!("{} ({} bytes)", output.display(), bytes.len());
                    return Ok(());
                }
                // PÜNCT: its own picture, the last action of `--last` drawn (where the piece
                // came from too).
                if let gipf_games::AnyPosition::Punct(p) =
                    gipf_cli::games::read_position(start).context("--position")?
                {
                    let mut record = gipf_games::AnyRecord::new(gipf_games::AnyPosition::Punct(p));
                    for entry in last.as_deref().unwrap_or("").split_whitespace() {
                        record.play_entry(entry).context("--last")?;
                    }
                    let gipf_games::AnyPosition::Punct(p) = record.current().clone() else {
                        unreachable!("a PÜNCT record stays PÜNCT");
                    };
                    let mut o = gipf_render::PunctOptions {
                        width: options.width,
                        theme: options.theme,
                        ..Default::default()
                    };
                    if let Some((action, before)) = record.punct_last() {
                        o = o.with_last(&before, action);
                    }
                    if let Some([w, b]) = names.as_deref() {
                        o.names = [w.clone(), b.clone()];
                    }
                    let bytes = if output.extension().is_some_and(|e| e == "svg") {
                        gipf_render::render_punct_svg(&p, &o)?.into_bytes()
                    } else {
                        gipf_render::render_punct(&p, &o)?
                    };
                    std::fs::write(&output, &bytes)
                        .with_context(|| format!("writing {}", output.display()))?;
                    println!("{} ({} bytes)", output.display(), bytes.len());
                    return Ok(());
                }
                // ZÈRTZ: its own picture, the last turn of `--last` drawn (claims included).
                if let gipf_games::AnyPosition::Zertz(p) =
                    gipf_cli::games::read_position(start).context("--position")?
                {
                    let mut record = gipf_games::AnyRecord::new(gipf_games::AnyPosition::Zertz(p));
                    for entry in last.as_deref().unwrap_or("").split_whitespace() {
                        record.play_entry(entry).context("--last")?;
                    }
                    let gipf_games::AnyPosition::Zertz(p) = record.current().clone() else {
                        unreachable!("a ZÈRTZ record stays ZÈRTZ");
                    };
                    let mut o = gipf_render::ZertzOptions {
                        width: options.width,
                        theme: options.theme,
                        last: record.zertz_last_turn(),
                        ..Default::default()
                    };
                    if let Some([w, b]) = names.as_deref() {
                        o.names = [w.clone(), b.clone()];
                    }
                    let bytes = if output.extension().is_some_and(|e| e == "svg") {
                        gipf_render::render_zertz_svg(&p, &o)?.into_bytes()
                    } else {
                        gipf_render::render_zertz(&p, &o)?
                    };
                    std::fs::write(&output, &bytes)
                        .with_context(|| format!("writing {}", output.display()))?;
                    println!("{} ({} bytes)", output.display(), bytes.len());
                    return Ok(());
                }
                // YINSH: its own picture, the last ring move of `--last` and its flips drawn,
                // the row options numbered.
                if let gipf_games::AnyPosition::Yinsh(p) =
                    gipf_cli::games::read_position(start).context("--position")?
                {
                    let mut record = gipf_games::AnyRecord::new(gipf_games::AnyPosition::Yinsh(p));
                    for entry in last.as_deref().unwrap_or("").split_whitespace() {
                        record.play_entry(entry).context("--last")?;
                    }
                    let gipf_games::AnyPosition::Yinsh(p) = record.current().clone() else {
                        unreachable!("a YINSH record stays YINSH");
                    };
                    let (last_move, flipped) = record
                        .yinsh_last_move()
                        .map_or((None, Vec::new()), |(a, f)| (Some(a), f));
                    let rows = p
                        .legal_actions()
                        .into_iter()
                        .filter_map(|a| a.row_points().map(Vec::from))
                        .collect();
                    let mut o = gipf_render::YinshOptions {
                        width: options.width,
                        theme: options.theme,
                        flip,
                        last_move,
                        flipped,
                        rows,
                        ..Default::default()
                    };
                    if let Some([w, b]) = names.as_deref() {
                        o.names = [w.clone(), b.clone()];
                    }
                    let bytes = if output.extension().is_some_and(|e| e == "svg") {
                        gipf_render::render_yinsh_svg(&p, &o)?.into_bytes()
                    } else {
                        gipf_render::render_yinsh(&p, &o)?
                    };
                    std::fs::write(&output, &bytes)
                        .with_context(|| format!("writing {}", output.display()))?;
                    println!("{} ({} bytes)", output.display(), bytes.len());
                    return Ok(());
                }
                // TZAAR: its own picture, the last turn of `--last` drawn.
                if let gipf_games::AnyPosition::Tzaar(p) =
                    gipf_cli::games::read_position(start).context("--position")?
                {
                    let mut record = gipf_games::AnyRecord::new(gipf_games::AnyPosition::Tzaar(p));
                    for entry in last.as_deref().unwrap_or("").split_whitespace() {
                        record.play_entry(entry).context("--last")?;
                    }
                    let gipf_games::AnyPosition::Tzaar(p) = record.current().clone() else {
                        unreachable!("a TZAAR record stays TZAAR");
                    };
                    let mut o = gipf_render::TzaarOptions {
                        width: options.width,
                        theme: options.theme,
                        flip,
                        last_turn: record.tzaar_last_turn(),
                        ..Default::default()
                    };
                    if let Some([w, b]) = names.as_deref() {
                        o.names = [w.clone(), b.clone()];
                    }
                    let bytes = if output.extension().is_some_and(|e| e == "svg") {
                        gipf_render::render_tzaar_svg(&p, &o)?.into_bytes()
                    } else {
                        gipf_render::render_tzaar(&p, &o)?
                    };
                    std::fs::write(&output, &bytes)
                        .with_context(|| format!("writing {}", output.display()))?;
                    println!("{} ({} bytes)", output.display(), bytes.len());
                    return Ok(());
                }
            }
            let bytes = match record {
                Some(file) => {
                    let record = read_record(&file)?;
                    gipf_render::render_replay_gif(&record, &options, frame_ms)?
                }
                None => {
                    let start = position.as_deref().unwrap_or("standard");
                    let text = format!("{start} {}", last.as_deref().unwrap_or(""));
                    let record = Record::parse(&text).context("--position and --last")?;
                    options.last_turn = record.last_turn_events();
                    gipf_render::render(record.current(), &options)?
                }
            };
            std::fs::write(&output, &bytes)
                .with_context(|| format!("writing {}", output.display()))?;
            println!("{} ({} bytes)", output.display(), bytes.len());
            Ok(())
        }
    }
}

fn run_protocol() -> Result<()> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout().lock();
    let mut proto = protocol::Protocol::new();
    let mut line = Vec::new();
    let mut input = stdin.lock();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        // Invalid UTF-8 is an unknown command, not a crash.
        let text = String::from_utf8_lossy(&line);
        match proto.handle(&text) {
            protocol::Reply::Line(answer) => {
                writeln!(out, "{answer}")?;
                out.flush()?;
            }
            protocol::Reply::Quit => return Ok(()),
        }
    }
}

fn perft(depth: u32, position: Option<&str>, divide: bool) -> Result<()> {
    use gipf_game::Game;
    // A position string of any game of the table, or a variant word alone (`dvonn`).
    let p = match position {
        Some(s) => gipf_cli::games::read_position(s).context("--position")?,
        None => gipf_games::AnyPosition::Gipf(Position::default()),
    };
    let t = Instant::now();
    let total = if divide {
        let parts = gipf_cli::games::perft_divide(&p, depth);
        for (a, n) in &parts {
            println!("{a} {n}");
        }
        parts.iter().map(|(_, n)| n).sum()
    } else {
        p.perft(depth)
    };
    let secs = t.elapsed().as_secs_f64();
    println!("{total}");
    eprintln!(
        "perft {depth}: {total} in {secs:.3} s ({:.1} M/s)",
        total as f64 / secs.max(1e-9) / 1e6
    );
    Ok(())
}

/// A record file's text without its comment lines (those starting with '#').
fn record_text(file: &PathBuf) -> Result<String> {
    let text =
        std::fs::read_to_string(file).with_context(|| format!("reading {}", file.display()))?;
    Ok(text
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .collect::<Vec<_>>()
        .join("\n"))
}

fn read_record(file: &PathBuf) -> Result<Record> {
    let text = record_text(file)?;
    Record::parse(&text).with_context(|| format!("replaying {}", file.display()))
}

fn replay(file: &PathBuf) -> Result<()> {
    let body = record_text(file)?;
    let word = body.split_whitespace().next().unwrap_or("");
    if gipf_games::GameKind::of_word(word) != gipf_games::GameKind::Gipf {
        // Another game of the table: its positions along the record, then the record.
        let end = gipf_cli::games::replay(&body, |n, action, p| {
            match action {
                Some(a) => println!("== {n}. {a}"),
                None => println!("== start"),
            }
            println!("Position: {p}\n");
        })
        .with_context(|| format!("replaying {}", file.display()))?;
        match &end {
            gipf_games::AnyPosition::Dvonn(p) => {
                println!("{}", gipf_cli::games::describe_dvonn(p));
            }
            gipf_games::AnyPosition::Tzaar(p) => {
                println!("{}", gipf_cli::games::describe_tzaar(p));
            }
            gipf_games::AnyPosition::Yinsh(p) => {
                println!("{}", gipf_cli::games::describe_yinsh(p));
            }
            gipf_games::AnyPosition::Zertz(p) => {
                println!("{}", gipf_cli::games::describe_zertz(p));
            }
            gipf_games::AnyPosition::Punct(p) => {
                println!("{}", gipf_cli::games::describe_punct(p));
            }
            gipf_games::AnyPosition::Gipf(_) => {}
        }
        return Ok(());
    }
    // Every good position is shown before an error.
    let (record, error) = Record::parse_prefix(&body).context("start of the record")?;
    let mut positions = record.positions();
    if let Some(start) = positions.next() {
        print_position(0, None, &start);
    }
    for (i, (p, a)) in positions.zip(record.actions()).enumerate() {
        let text = match record.trial_comment(i) {
            Some(c) => format!("{a} {c}"),
            None => a.to_string(),
        };
        print_position(i + 1, Some(&text), &p);
    }
    if let Some(e) = error {
        return Err(anyhow::Error::from(e).context(format!("replaying {}", file.display())));
    }
    println!("Record: {record}");
    Ok(())
}

fn review(file: &PathBuf) -> Result<()> {
    use gipf_engine::review::{review, Mark};
    use gipf_rules::Color;
    let record: Record = record_text(file)?.parse().context("the record")?;
    if !record.current().is_over() {
        anyhow::bail!("the game is not finished: a review is for finished games");
    }
    let t = Instant::now();
    let cancel = std::sync::atomic::AtomicBool::new(false);
    let r = review(record.start(), record.actions(), &cancel)?;
    // A marked decision's material along the engine's lines, played then better: lost
    // GIPF pieces, lost singles, won GIPF pieces, won singles, and the end if the line got
    // there (crates/gipf-engine/src/consequence.rs).
    println!("ply  decider  played      White %  mark  better      came to (played / better)");
    for d in &r.decisions {
        let better = match (d.mark, d.came_to, d.best_came_to) {
            (Some(_), Some(c), Some(b)) => format!(
                "{:<10}  {} / {}",
                d.best.to_string(),
                came_to(&c),
                came_to(&b)
            ),
            (Some(_), ..) => d.best.to_string(),
            _ => String::new(),
        };
        println!(
            "{:>3}  {:<7}  {:<10}  {:>6.1}  {:<4}  {better}",
            d.ply,
            if d.decider == Color::White {
                "White"
            } else {
                "Black"
            },
            d.played.to_string(),
            d.white_after() * 100.0,
            d.mark.map_or("", Mark::symbol),
        );
    }
    for c in [Color::White, Color::Black] {
        let counts: Vec<String> = Mark::ALL
            .iter()
            .map(|&m| format!("{} {m}", r.count(c, m)))
            .collect();
        println!(
            "{c:?}: accuracy {}, {}",
            r.accuracy(c).map_or("-".into(), |a| format!("{a:.0}")),
            counts.join(", ")
        );
    }
    println!("turning points (plies): {:?}", r.turning_points(3));
    eprintln!("reviewed in {} ms", t.elapsed().as_millis());
    Ok(())
}

/// What a line came to, in words: `lost 1 GIPF piece and 2 pieces, game lost`, `even`.
fn came_to(c: &gipf_engine::consequence::Consequence) -> String {
    let count = |n: u8, one: &str, many: &str| match n {
        0 => None,
        1 => Some(format!("1 {one}")),
        n => Some(format!("{n} {many}")),
    };
    let list = |a: Option<String>, b: Option<String>| {
        let both: Vec<String> = a.into_iter().chain(b).collect();
        (!both.is_empty()).then(|| both.join(" and "))
    };
    let mut parts = Vec::new();
    if let Some(l) = list(
        count(c.lost_gipf, "GIPF piece", "GIPF pieces"),
        count(c.lost, "piece", "pieces"),
    ) {
        parts.push(format!("lost {l}"));
    }
    if let Some(w) = list(
        count(c.won_gipf, "GIPF piece", "GIPF pieces"),
        count(c.won, "piece", "pieces"),
    ) {
        parts.push(format!("took {w}"));
    }
    match c.end {
        Some(true) => parts.push("game won".into()),
        Some(false) => parts.push("game lost".into()),
        None => {}
    }
    if parts.is_empty() {
        "even".into()
    } else {
        parts.join(", ")
    }
}

fn puzzles(what: PuzzlesCommand) -> Result<()> {
    use gipf_cli::puzzles;
    match what {
        PuzzlesCommand::Generate {
            games,
            first,
            play:
                MatchArgs {
                    variant,
                    seed,
                    jobs,
                },
            random_per_mille,
            depth,
            nodes,
            win_turns,
        } => {
            if !(1..=gipf_engine::puzzle::MAX_WIN_TURNS).contains(&win_turns) {
                anyhow::bail!(
                    "--win-turns is from 1 to {}",
                    gipf_engine::puzzle::MAX_WIN_TURNS
                );
            }
            let cfg = puzzles::GenerateConfig {
                variant: variant.parse()?,
                games,
                first,
                seed,
                jobs,
                random_per_mille,
                depth,
                limits: gipf_engine::puzzle::Limits { nodes, win_turns },
            };
            for p in puzzles::generate_reporting(&cfg) {
                println!("{p}");
            }
            Ok(())
        }
        PuzzlesCommand::Verify { file, sample, seed } => {
            let text = std::fs::read_to_string(&file)
                .with_context(|| format!("reading {}", file.display()))?;
            let all =
                puzzles::read(&text).map_err(|e| anyhow::anyhow!("{}: {e}", file.display()))?;
            let failed = puzzles::verify_all(all, sample, seed);
            if failed > 0 {
                anyhow::bail!("{failed} puzzles failed");
            }
            Ok(())
        }
    }
}

fn print_position(n: usize, action: Option<&str>, p: &Position) {
    match action {
        Some(a) => println!("== {n}. {a}"),
        None => println!("== start"),
    }
    print!("{}", ascii::board(p, None));
    println!("Position: {p}\n");
}
