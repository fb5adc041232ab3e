//! The `gipf` tool: the protocol state machine, fuzzed protocol input, and the real binary
//! driven through random games in every variant with every accepted input form (its
//! commands, `review` among them, on the same records). The win-probability check
//! (`cli/winprob.rs`) and the re-proof of the starter puzzles (`cli/puzzles.rs`) are modules
//! of their own in this one test binary. One topic (the tool from outside), ~1240 lines, the
//! arenas among its commands (played whole and in parts), every game of the table through the same protocol,
//! fuzz and commands; one binary, as builds are slow on 2 cores.
#![allow(clippy::unwrap_used)] // tests: a panic is the failure report

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

use gipf_cli::protocol::{Protocol, Reply};
use gipf_rules::{Action, Position, Variant};

fn line(p: &mut Protocol, input: &str) -> String {
    match p.handle(input) {
        Reply::Line(s) => s,
        Reply::Quit => panic!("{input:?} quit"),
    }
}

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

#[test]
fn spec_example_session() {
    let mut p = Protocol::new();
    assert_eq!(line(&mut p, "new standard"), "ok");
    assert_eq!(line(&mut p, "play a1-b2"), "ok");
    assert_eq!(
        line(&mut p, "show"),
        "standard w2W/1B3/6/W5B/6/5/B2W b p 11/12 0/0 ss"
    );
    assert_eq!(line(&mut p, "play e8-e9"), "error: e8 is not a dot");
}

#[test]
fn every_command() {
    let mut p = Protocol::new();
    // Before new/position: the standard start.
    assert_eq!(
        line(&mut p, "show"),
        "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss"
    );
    assert_eq!(line(&mut p, "decider"), "w");
    assert_eq!(line(&mut p, "perft 0"), "1");
    assert_eq!(line(&mut p, "perft 2"), "1764");
    let legal = line(&mut p, "legal");
    let moves: Vec<&str> = legal.split(' ').collect();
    assert_eq!(moves.len(), 42);
    let mut sorted = moves.clone();
    sorted.sort();
    assert_eq!(moves, sorted, "legal is sorted in byte order");
    assert!(line(&mut p, "go").starts_with("bestmove "));
    assert!(line(&mut p, "go depth 3 movetime 100 level master").starts_with("bestmove "));
    assert_eq!(line(&mut p, "new tournament"), "ok");
    assert!(line(&mut p, "legal").split(' ').all(|m| m.starts_with('G')));
    let p2 = "tournament BWWB/W2Bw/4B1/4WBW/5B/3WB/4 b m 5/4 0/0 sg";
    assert_eq!(line(&mut p, &format!("position {p2}")), "ok");
    assert_eq!(line(&mut p, "show"), p2);
    assert_eq!(line(&mut p, "decider"), "b");
    assert_eq!(line(&mut p, "perft 1"), "32");
    assert_eq!(line(&mut p, "play done"), "ok");
    assert_eq!(p.handle("quit"), Reply::Quit);
}

#[test]
fn errors_change_nothing() {
    let mut p = Protocol::new();
    let before = line(&mut p, "show");
    for bad in [
        "",
        "   ",
        "legal x",
        "show me",
        "decider now",
        "quit now",
        "new",
        "new chess",
        "new standard basic",
        "position",
        "position standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0",
        "play",
        "play e8-e9",
        "play b1-b4",
        "play xb2",
        "play done",
        "perft",
        "perft -1",
        "perft +1",
        "perft x",
        "perft 1 2",
        "go depth",
        "go depth x",
        "go depth 1 depth 2",
        "go speed 3",
        "NEW standard",
        "moves",
    ] {
        let answer = line(&mut p, bad);
        assert!(answer.starts_with("error: "), "{bad:?} -> {answer:?}");
        assert!(!answer.contains('\n'));
        assert_eq!(line(&mut p, "show"), before, "{bad:?} changed the position");
    }
}

#[test]
fn finished_game_answers() {
    let mut p = Protocol::new();
    // White to push with an empty reserve cannot be set up at stage p; play into it instead.
    let start = "basic 1w2/5/6/7/6/5/b3 b p 0/5 0/0 ss";
    assert_eq!(line(&mut p, &format!("position {start}")), "ok");
    assert_eq!(line(&mut p, "play a5-b5"), "ok");
    assert!(line(&mut p, "show").contains(" w b+ "));
    assert_eq!(line(&mut p, "legal"), "");
    assert_eq!(line(&mut p, "decider"), "-");
    assert_eq!(line(&mut p, "perft 1"), "0");
    assert_eq!(line(&mut p, "perft 0"), "1");
    assert!(line(&mut p, "go").starts_with("error: the game is over"));
    assert!(line(&mut p, "play a1-b2").starts_with("error: the game is over"));
}

#[test]
fn fuzzed_protocol_lines_get_one_line_each() {
    let words = [
        "new",
        "position",
        "play",
        "legal",
        "show",
        "decider",
        "perft",
        "go",
        "depth",
        "movetime",
        "level",
        "standard",
        "basic",
        "tournament",
        "a1-b2",
        "xb2",
        "done",
        "w",
        "p",
        "12/12",
        "0/0",
        "ss",
        "B2W/5/6/W5B/6/5/B2W",
        "1",
        "0",
        "-",
        "G",
        "\t",
        // DVONN's words (DVONN.md §9-§11): one protocol speaks every game.
        "dvonn",
        "e3",
        "E3",
        "a1b1",
        "e3-h3",
        "pass",
        "........./........../.........../........../.........",
        "........./w3........./dw......W3../b.....w4b../wb...W6.b2.",
        "m",
        "b",
        "w+",
        "=",
        // TZAAR's words (TZAAR.md §9-§10).
        "tzaar",
        "tzaar-tournament",
        "tzaar-fixed",
        "d5xd4",
        "c4xd4",
        "b3-e6",
        "c5",
        "x",
        "c3",
        "e4xe6",
        "e5",
        "Ta1",
        "re6",
        "ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT",
        "-----/------/-------/--------/--------/--------/-------/------/-----",
        "o",
        "c",
        "s",
        "2",
    ];
    let tzaar_boards = [
        "ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT",
        "ttttT/Tr-rRT/TRa-ART/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT",
        "-----/------/-------/--------/--------/--------/-------/------/-----",
        "RTrtA/tAraTt/rtRRRAT/TtTTRaR-/TTttaa-t/AtrttTat/rA-ATRT/raTrrt/TRRrT",
        "----R/-T4----/------T/T-t2-T-T-/----R2-A-/---r2---T/r3----AT/r-R-t2-/-ta--",
        "t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3-",
        "At2---/r2a2----/-------/a2-------/Tt2------/r2-------/-------/----a2r2/---t2R",
    ];
    let mut rng = Rng(0x5eed);
    let mut p = Protocol::new();
    let mut dvonn_played = 0;
    let mut tzaar_played = 0;
    for i in 0..30_000 {
        let before = line(&mut p, "show");
        let is_tzaar = before.starts_with("tzaar");
        let text = if is_tzaar && i % 4 == 1 {
            // A TZAAR game goes on: one of its legal actions, in any case, now and then
            // with blanks around it (TZAAR.md §9.2).
            let legal = line(&mut p, "legal");
            let actions: Vec<&str> = legal.split(' ').collect();
            let a = actions[rng.below(actions.len())];
            match rng.below(3) {
                0 => format!("play {}", a.to_uppercase()),
                1 => format!("play \t{a} "),
                _ => format!("play {a}"),
            }
        } else if i % 3 == 0 {
            let bytes: Vec<u8> = (0..rng.below(30)).map(|_| rng.next() as u8).collect();
            String::from_utf8_lossy(&bytes).into_owned()
        } else if i % 11 == 1 {
            // A DVONN position now and then, so that the words after it meet one.
            let boards = [
                "........./........../.........../........../.........",
                "........./w3........./dw......W3../b.....w4b../wb...W6.b2.",
                "wwbbbb.ww/bbwwwwwdwb/wwwwdbbbbbw/w.bwbb.wbd/bbbww.bbw",
            ];
            format!(
                "position dvonn {} {} {}",
                boards[rng.below(3)],
                ["w", "b", "-"][rng.below(3)],
                ["p", "m", "b+", "="][rng.below(4)]
            )
        } else if i % 13 == 2 {
            "new dvonn".to_string()
        } else if i % 17 == 4 {
            ["new tzaar", "new tzaar-tournament", "new tzaar-fixed"][rng.below(3)].to_string()
        } else if i % 19 == 5 {
            // A TZAAR position now and then, most of them refused (§9.3's checks).
            format!(
                "position {} {} {} {}",
                ["tzaar", "tzaar-tournament"][rng.below(2)],
                tzaar_boards[rng.below(tzaar_boards.len())],
                ["w", "b", "-"][rng.below(3)],
                ["p", "o", "c", "s", "w+", "b+"][rng.below(6)]
            )
        } else {
            (0..rng.below(8))
                .map(|_| words[rng.below(words.len())])
                .collect::<Vec<_>>()
                .join(" ")
        };
        // Keep perft shallow and searches tiny: the fuzzer is after panics, not long counts.
        // TZAAR's perft 2 is small everywhere (at most 31860, the empty board's).
        let shallow: &[char] = if is_tzaar {
            &['0', '1', '2']
        } else {
            &['0', '1']
        };
        if text.trim_start().starts_with("perft") && !text.trim().ends_with(shallow) {
            continue;
        }
        let text = if text.trim_start().starts_with("go") {
            format!("{text} depth 1 level beginner")
        } else {
            text
        };
        match p.handle(&text) {
            Reply::Line(s) => {
                assert!(!s.contains('\n'), "{text:?} -> {s:?}");
                if s == "ok" && before.starts_with("dvonn") && text.trim_start().starts_with("play")
                {
                    dvonn_played += 1;
                }
                if s == "ok" && is_tzaar && text.trim_start().starts_with("play") {
                    tzaar_played += 1;
                }
                // A refusal changes nothing, in any game.
                if s.starts_with("error: ") {
                    assert_eq!(line(&mut p, "show"), before, "{text:?} -> {s:?}");
                }
            }
            Reply::Quit => assert_eq!(text.trim(), "quit"),
        }
    }
    assert!(dvonn_played > 0, "the fuzz played no DVONN action");
    assert!(
        tzaar_played > 100,
        "the fuzz played {tzaar_played} TZAAR actions"
    );
}

/// The forms a player may write an action in, all of which must mean `a`.
fn forms(p: &Position, a: &Action, rng: &mut Rng) -> String {
    match a {
        Action::Push { entry, gipf } => {
            let end = p.push_end(*entry).unwrap();
            let g = if *gipf { ["G", "g"][rng.below(2)] } else { "" };
            let to = if rng.below(2) == 0 {
                entry.first().to_string()
            } else {
                end.to_string()
            };
            let sp = [" ", "\t", "", "  "];
            let s = format!(
                "{}{g}{}{}-{}{to}{}",
                sp[rng.below(4)],
                entry.dot(),
                sp[rng.below(4)],
                sp[rng.below(4)],
                sp[rng.below(4)]
            );
            if rng.below(2) == 0 {
                s.to_uppercase()
            } else {
                s
            }
        }
        Action::Remove { spots, gipf, .. } => {
            let mut names: Vec<String> = spots
                .iter()
                .map(|s| {
                    let mark = if gipf.contains(s) && rng.below(2) == 0 {
                        "G"
                    } else {
                        ""
                    };
                    format!("{mark}{s}")
                })
                .collect();
            if rng.below(2) == 0 {
                names.reverse();
            }
            format!("x {}", names.join(" , "))
        }
        Action::Done => ["done", "DONE", " Done "][rng.below(3)].to_string(),
        // Classic games only here.
        other => other.to_string(),
    }
}

/// Drives the real binary through random games and checks every answer against the
/// library: legal actions, position strings and deciders at every step.
#[test]
fn binary_protocol_random_games() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_gipf"))
        .arg("protocol")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut ask = |cmd: &str| -> String {
        writeln!(stdin, "{cmd}").unwrap();
        stdin.flush().unwrap();
        let mut s = String::new();
        stdout.read_line(&mut s).unwrap();
        s.trim_end_matches('\n').to_string()
    };
    let mut rng = Rng(42);
    for game in 0..30 {
        let variant = Variant::ALL[game % 3];
        assert_eq!(ask(&format!("new {variant}")), "ok");
        let mut p = Position::start(variant);
        for _ in 0..300 {
            let mut legal: Vec<String> = p.legal_actions().iter().map(|a| a.to_string()).collect();
            legal.sort();
            assert_eq!(ask("legal"), legal.join(" "));
            assert_eq!(ask("show"), p.to_string());
            let decider = p.decider().map_or('-', |c| c.letter()).to_string();
            assert_eq!(ask("decider"), decider);
            let actions = p.legal_actions();
            if actions.is_empty() {
                break;
            }
            let a = actions[rng.below(actions.len())];
            let written = forms(&p, &a, &mut rng);
            assert_eq!(ask(&format!("play {written}")), "ok", "{written:?} in {p}");
            p.play(a).unwrap();
            if rng.below(10) == 0 {
                // Reload the same position from its string: nothing may be lost.
                assert_eq!(ask(&format!("position {p}")), "ok");
            }
        }
    }
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// Runs `gipf` with backtraces asked for, as a developer's shell may have it: a refusal must
/// still be one line.
fn gipf(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_gipf"))
        .args(args)
        .env("RUST_BACKTRACE", "1")
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_show_and_replay_commands() {
    let (ok, out, _) = gipf(&["perft", "3"]);
    assert!(ok);
    assert_eq!(out.trim(), "73800");
    let p1 = "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss";
    let (ok, out, _) = gipf(&["perft", "2", "--position", p1, "--divide"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[4], "148");
    let (ok, out, _) = gipf(&["show", "--position", p1]);
    assert!(ok);
    assert!(out.contains("e9") && out.contains("Black chooses"));
    assert!(out.contains(&format!("Position: {p1}")));
    let (ok, _, err) = gipf(&["show", "--position", "standard nonsense"]);
    assert!(!ok);
    assert!(err.contains("7 fields"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");

    // A whole random game as a record file, then a corrupted copy.
    let mut rng = Rng(9);
    let mut record = gipf_rules::Record::new(Position::start(Variant::Standard));
    while !record.current().is_over() && record.actions().len() < 400 {
        let moves = record.current().legal_actions();
        record.play(moves[rng.below(moves.len())]).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("gipf-cli-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let good = dir.join("game.gipf");
    std::fs::write(&good, format!("# a random game\n{record}\n")).unwrap();
    let (ok, out, err) = gipf(&["replay", good.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("Position: {}", record.current())));
    assert!(out.contains(&format!("Record: {record}")));
    // A random game's review: a line per decision, and random play is full of blunders.
    let (ok, out, err) = gipf(&["review", good.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("White: accuracy "), "{out}");
    assert!(out.contains("??"), "{out}");
    // What a marked decision came to, in words, not the stored tuples (`1,2,0,0,lost`).
    assert!(
        out.contains("lost ") || out.contains("took ") || out.contains("even"),
        "{out}"
    );
    assert!(
        !out.lines()
            .any(|l| l.contains(",-") || l.contains(",lost") || l.contains(",won")),
        "{out}"
    );
    assert_eq!(
        out.lines()
            .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
            .count(),
        record.actions().len()
    );
    let mut short = gipf_rules::Record::new(Position::start(Variant::Standard));
    for a in &record.actions()[..10] {
        short.play(*a).unwrap();
    }
    let live = dir.join("live.gipf");
    std::fs::write(&live, short.to_string()).unwrap();
    let (ok, _, err) = gipf(&["review", live.to_str().unwrap()]);
    assert!(!ok && err.contains("not finished"), "{err}");

    let mut tokens: Vec<String> = record.to_string().split(' ').map(String::from).collect();
    tokens[3] = "e8-e9".to_string();
    let bad = dir.join("bad.gipf");
    std::fs::write(&bad, tokens.join(" ")).unwrap();
    let (ok, out, err) = gipf(&["replay", bad.to_str().unwrap()]);
    assert!(!ok);
    // One line, the reason first, where it was met after it.
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("error: action 3 (e8-e9): e8 is not a dot ("),
        "{err}"
    );
    assert!(
        out.contains("== 2."),
        "positions before the error are shown"
    );
    let (ok, _, err) = gipf(&["replay", dir.join("missing").to_str().unwrap()]);
    assert!(!ok && err.contains("reading"));
    assert_eq!(err.lines().count(), 1, "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn render_png_and_gif() {
    let dir = std::env::temp_dir().join(format!("gipf-cli-render-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let png = dir.join("board.png");
    let (ok, out, err) = gipf(&[
        "render",
        "--position",
        "standard B2W/5/6/W5B/6/5/B2W w p 12/12 0/0 ss",
        "--last",
        "a1-b2 i5-h5",
        "--theme",
        "dark",
        "--flip",
        "--names",
        "Alice",
        "Bob",
        "-o",
        png.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("bytes"));
    let bytes = std::fs::read(&png).unwrap();
    assert_eq!(&bytes[1..4], b"PNG");

    let (ok, _, err) = gipf(&[
        "render",
        "--position",
        "standard",
        "--last",
        "e8-e9",
        "-o",
        png.to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("e8 is not a dot"), "{err}");
    let (ok, _, err) = gipf(&["render", "--theme", "purple", "-o", png.to_str().unwrap()]);
    assert!(!ok && err.contains("unknown theme"), "{err}");
    let (ok, _, err) = gipf(&["render", "--width", "10", "-o", png.to_str().unwrap()]);
    assert!(!ok && err.contains("not supported"), "{err}");

    let record = dir.join("game.gipf");
    std::fs::write(&record, "# a short game\nstandard a1-b2 i5-h5 b1-b2\n").unwrap();
    let gif = dir.join("game.gif");
    let (ok, _, err) = gipf(&[
        "render",
        "--record",
        record.to_str().unwrap(),
        "--width",
        "400",
        "-o",
        gif.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert_eq!(&std::fs::read(&gif).unwrap()[..3], b"GIF");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn go_answers_a_legal_action_for_the_decider() {
    let mut p = Protocol::new();
    for variant in ["basic", "standard", "tournament"] {
        assert_eq!(line(&mut p, &format!("new {variant}")), "ok");
        for go in [
            "go depth 2",
            "go level beginner",
            "go movetime 50",
            "go depth 1 level casual",
        ] {
            let answer = line(&mut p, go);
            let action = answer
                .strip_prefix("bestmove ")
                .unwrap_or_else(|| panic!("{answer}"));
            let legal = line(&mut p, "legal");
            assert!(
                legal.split(' ').any(|a| a == action),
                "{action} not in {legal}"
            );
        }
    }
    // A removal decision: P1, Black chooses.
    let p1 = "standard bbWw/b2Bb/wwB1bb/wW3bw/1B3b/w2Ww/w2w b m 3/3 1/0 ss";
    assert_eq!(line(&mut p, &format!("position {p1}")), "ok");
    let answer = line(&mut p, "go depth 2");
    assert!(answer.starts_with("bestmove x"), "{answer}");
    assert!(line(&mut p, "go level grandmaster").starts_with("error: unknown level"));
}

#[test]
fn arena_plays_levels_baselines_and_an_external_engine() {
    use gipf_cli::arena::{run, summary, ArenaConfig, PlayerSpec};
    let cfg = ArenaConfig {
        players: [
            PlayerSpec::Level(gipf_engine::Level::Casual),
            PlayerSpec::Random,
        ],
        games: 6,
        first: 0,
        variant: Variant::Tournament.into(),
        seed: 3,
        jobs: 2,
        random_plies: 2,
        max_decisions: 600,
        engine_go: String::new(),
    };
    let r = run(&cfg, |_| {}).unwrap();
    assert_eq!(r.games, 6);
    assert_eq!(r.illegal, 0);
    assert_eq!(r.wins.iter().flatten().sum::<usize>() + r.draws, 6);
    assert!(summary(&cfg, &r).contains("Elo difference"));

    let external = format!("{} protocol", env!("CARGO_BIN_EXE_gipf"));
    let cfg = ArenaConfig {
        players: [PlayerSpec::Greedy, PlayerSpec::External(external)],
        games: 2,
        first: 0,
        variant: Variant::Standard.into(),
        engine_go: "depth 1 level beginner".to_string(),
        ..cfg
    };
    let r = run(&cfg, |_| {}).unwrap();
    assert_eq!((r.games, r.illegal), (2, 0));

    // An external program that answers nonsense loses every game by an illegal action.
    let cfg = ArenaConfig {
        players: [
            PlayerSpec::Greedy,
            PlayerSpec::External("sh -c 'while read l; do echo bestmove e8-e9; done'".into()),
        ],
        ..cfg
    };
    let r = run(&cfg, |_| {}).unwrap();
    assert_eq!((r.illegal, r.wins[0][0] + r.wins[0][1]), (2, 2));
}

#[test]
fn arena_plays_potentials_games() {
    use gipf_cli::arena::{run, ArenaConfig, PlayerSpec};
    let cfg = ArenaConfig {
        players: [
            PlayerSpec::Level(gipf_engine::Level::Casual),
            PlayerSpec::Random,
        ],
        games: 2,
        first: 0,
        variant: "ultimate".parse().unwrap(),
        seed: 5,
        jobs: 2,
        random_plies: 2,
        max_decisions: 600,
        engine_go: String::new(),
    };
    let r = run(&cfg, |_| {}).unwrap();
    assert_eq!((r.games, r.illegal), (2, 0));
    // The external engine is told the start by its position string.
    let external = format!("{} protocol", env!("CARGO_BIN_EXE_gipf"));
    let cfg = ArenaConfig {
        players: [PlayerSpec::Greedy, PlayerSpec::External(external)],
        variant: "standard+potentials".parse().unwrap(),
        engine_go: "depth 1 level beginner".to_string(),
        ..cfg
    };
    let r = run(&cfg, |_| {}).unwrap();
    assert_eq!((r.games, r.illegal), (2, 0));
    // With dice, a match played in parts is the match played at once (seeded players).
    let whole = ArenaConfig {
        players: [PlayerSpec::Greedy, PlayerSpec::Random],
        variant: "ultimate+die2".parse().unwrap(),
        games: 4,
        ..cfg
    };
    let counts = |r: &gipf_cli::arena::ArenaReport| {
        (
            r.games,
            r.wins,
            r.draws,
            r.decisions,
            r.uses_asked,
            r.challenges,
            r.challenges_won,
        )
    };
    let at_once = run(&whole, |_| {}).unwrap();
    let mut parts = run(
        &ArenaConfig {
            games: 1,
            ..whole.clone()
        },
        |_| {},
    )
    .unwrap();
    parts.merge(
        &run(
            &ArenaConfig {
                games: 3,
                first: 1,
                ..whole.clone()
            },
            |_| {},
        )
        .unwrap(),
    );
    assert_eq!(counts(&parts), counts(&at_once));
    assert!(at_once.challenges[0] > 0, "greedy always challenges");
}

#[test]
fn tune_keeps_candidates_that_score_enough() {
    use gipf_cli::arena::{tune, ArenaConfig, PlayerSpec};
    let base = ArenaConfig {
        players: [PlayerSpec::Random, PlayerSpec::Random],
        games: 2,
        first: 0,
        variant: Variant::Basic.into(),
        seed: 1,
        jobs: 1,
        random_plies: 2,
        max_decisions: 600,
        engine_go: String::new(),
    };
    let start = gipf_engine::Weights::default();
    let lines = std::sync::Mutex::new(Vec::new());
    // Accepting any score keeps the first factor of every weight.
    let tuned = tune(&base, 1, start, &[], 1, &[2.0], 0.0, |l| {
        lines.lock().unwrap().push(l.to_string())
    })
    .unwrap();
    assert_eq!(tuned.material, start.material * 2);
    assert_eq!(tuned.tempo, start.tempo * 2);
    assert_eq!(
        lines.lock().unwrap().len(),
        gipf_engine::Weights::NAMES.len()
    );
    // Accepting nothing changes nothing.
    let same = tune(&base, 1, start, &[], 1, &[2.0], 1.01, |_| {}).unwrap();
    assert_eq!(same, start);
    // Naming weights tries only those.
    let some = tune(&base, 1, start, &["tempo"], 1, &[2.0], 0.0, |_| {}).unwrap();
    assert_eq!(
        (some.tempo, some.material),
        (start.tempo * 2, start.material)
    );
}

/// COMBINING.md §9.4: positions with the challenges option, `decider` answering `r` at stage
/// r, `go` refusing there (argument errors first), perft and show on such positions.
#[test]
fn protocol_with_challenges() {
    let mut p = Protocol::new();
    let start = "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:1/1 -";
    for (input, answer) in [
        (format!("position {start}"), "ok"),
        ("play Z:c3-f5".to_string(), "ok"),
        ("decider".to_string(), "b"),
        ("legal".to_string(), "allow challenge"),
        ("play Challenge".to_string(), "ok"),
        ("decider".to_string(), "r"),
        ("legal".to_string(), "lost won"),
        (
            "go".to_string(),
            "error: stage r is decided by the referee (won or lost), not by a search",
        ),
        ("go depth".to_string(), "error: go: depth needs a value"),
        ("perft 1".to_string(), "2"),
        (
            "play allow".to_string(),
            "error: allow is only possible when a use waits for its challenger (stage c)",
        ),
        ("play lost".to_string(), "ok"),
        (
            "show".to_string(),
            "standard B3/1wwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:1/0 -",
        ),
    ] {
        assert_eq!(line(&mut p, &input), answer, "{input}");
    }
    // At stage c the engine answers one of the challenger's two options.
    let c2 = "standard BwZ1W/1bwD1bY/1(bwd)bPwP2/W1b1(Wbp)wYB/1bZw1bD1/1wT1b1/B2W w c 4/4 0/0 ss T1Y1/Z1 die:2/2 P:d5-e6";
    assert_eq!(line(&mut p, &format!("position {c2}")), "ok");
    assert_eq!(line(&mut p, "perft 3"), "866");
    let answer = line(&mut p, "go depth 2");
    assert!(
        answer == "bestmove allow" || answer == "bestmove challenge",
        "{answer}"
    );
    // Every check of the fields answers an error and changes nothing.
    for bad in [
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- die:1/1",
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w p 10/10 0/0 ss -/- Die:1/1 -",
        "standard B3/1wZwbD1/2b3/3W3/6/5/B2W w c 10/10 0/0 ss -/- die:1/0 Z:c3-f5",
        "standard B2W/5/6/W5B/6/5/B2W w c 12/12 0/0 ss",
    ] {
        let answer = line(&mut p, &format!("position {bad}"));
        assert!(answer.starts_with("error: "), "{bad}: {answer}");
        assert_eq!(line(&mut p, "show"), c2);
    }
    // The binary's perft and show.
    let (ok, out, err) = gipf(&["perft", "2", "--position", c2]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "10");
    let (ok, out, err) = gipf(&["show", "--position", c2]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("Position: {c2}")), "{out}");
    assert!(out.contains("P:d5-e6"), "{out}");
}

#[path = "cli/winprob.rs"]
mod winprob;

#[path = "cli/puzzles.rs"]
mod puzzles;

/// DVONN through the same protocol (DVONN.md §11): the spec's session, perft, legal in byte
/// order, automatic passes, the end, and every refusal changing nothing; then GIPF again.
#[test]
fn dvonn_through_the_protocol_and_the_tool() {
    let mut p = Protocol::new();
    assert_eq!(line(&mut p, "new dvonn"), "ok");
    assert_eq!(line(&mut p, "play E3"), "ok");
    assert_eq!(
        line(&mut p, "show"),
        "dvonn ........./........../....d....../........../......... b p"
    );
    assert_eq!(line(&mut p, "play e3"), "error: e3 is occupied");
    assert_eq!(line(&mut p, "decider"), "b");
    assert!(line(&mut p, "play pass").starts_with("error: "));
    assert_eq!(line(&mut p, "perft 2"), (48 * 47).to_string());
    // The spec's endgame: Black's 8 moves, then a line to the end.
    let e1 = "dvonn ........./w3........./dw......W3../b.....w4b../wb...W6.b2. b m";
    assert_eq!(line(&mut p, &format!("position {e1}")), "ok");
    let legal = line(&mut p, "legal");
    let moves: Vec<&str> = legal.split(' ').collect();
    assert_eq!(moves.len(), 8);
    let mut sorted = moves.clone();
    sorted.sort_unstable();
    assert_eq!(moves, sorted, "byte order");
    assert_eq!(line(&mut p, "perft 8"), "0");
    for a in ["j5-h5", "a2-d5", "b4-a3", "b3-a3", "i4-h4"] {
        assert_eq!(line(&mut p, &format!("play {a}")), "ok", "{a}");
    }
    assert_eq!(
        line(&mut p, "show"),
        "dvonn ........./........../W3.......W3../......b5.../.....B8... - b+"
    );
    assert_eq!(line(&mut p, "decider"), "-");
    assert_eq!(line(&mut p, "legal"), "");
    assert!(line(&mut p, "go").starts_with("error: the game is over"));
    // The AI answers a legal action in DVONN too.
    assert_eq!(line(&mut p, &format!("position {e1}")), "ok");
    let best = line(&mut p, "go depth 3");
    let action = best.strip_prefix("bestmove ").expect("bestmove");
    assert!(moves.contains(&action), "{best} in {moves:?}");
    // A DVONN string must be whole; a GIPF action is no DVONN action.
    let before = line(&mut p, "show");
    assert!(line(&mut p, "position dvonn").starts_with("error: "));
    assert!(line(&mut p, "new dvon").starts_with("error: "));
    assert_eq!(line(&mut p, "show"), before, "refusals change nothing");
    assert_eq!(line(&mut p, "new standard"), "ok");
    assert_eq!(line(&mut p, "perft 2"), "1764");

    // The tool: perft from a word alone, show, and a record replayed.
    let (ok, out, err) = gipf(&["perft", "3", "--position", "dvonn"]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "110544");
    let (ok, out, _) = gipf(&["show", "--position", e1]);
    assert!(ok);
    assert!(
        out.contains("Black to move") && out.contains("White 18, Black 5"),
        "{out}"
    );
    let dir = std::env::temp_dir().join(format!("gipf-cli-dvonn-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.dvonn");
    std::fs::write(
        &record,
        format!("# the spec's ending\n{e1} j5-h5 a2-d5 b4-a3 b3-a3 i4-h4\n"),
    )
    .unwrap();
    let (ok, out, err) = gipf(&["replay", record.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains("Black wins 13 to 6"), "{out}");
    std::fs::write(&record, "dvonn e3 e3\n").unwrap();
    let (ok, _, err) = gipf(&["replay", record.to_str().unwrap()]);
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: action 2 (e3): "), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// TZAAR through the same protocol (TZAAR.md §10): the spec's session word for word, `legal`
/// in byte order with `pass` last, the decider, perft from both starts, the AI, a finished
/// game, refusals changing nothing; then the tool's perft, show and replay.
#[test]
fn tzaar_through_the_protocol_and_the_tool() {
    const FIXED: &str =
        "tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o";
    const EMPTY: &str =
        "tzaar-tournament -----/------/-------/--------/--------/--------/-------/------/----- w p";
    // TZAAR.md §11 example 5, White's second action, and the end after `pass`.
    const E3: &str =
        "tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- w s";
    const E3_PASS: &str =
        "tzaar t3----/------/---T2---/--------/a---T2--T2/--------/-A-----/R2-----/--a2r3- b w+";
    let mut p = Protocol::new();
    // §10's example session.
    for (input, answer) in [
        ("new tzaar", "ok"),
        ("play e4xe6", "error: e4 cannot reach e6"),
        ("play d5xd4", "ok"),
        ("decider", "b"),
        ("play c4xd4", "ok"),
        ("play b3-e6", "ok"),
        (
            "show",
            "tzaar ttttT/Tr-rRT/TRa-ART/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w c",
        ),
        ("play c5 x c3", "ok"),
        (
            "show",
            "tzaar ttttT/Tr-rRT/TRA--RT/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w s",
        ),
        ("decider", "w"),
    ] {
        assert_eq!(line(&mut p, input), answer, "{input}");
    }
    // Phase s: captures, stacking moves and `pass`, in byte order, `pass` last.
    let legal = line(&mut p, "legal");
    let actions: Vec<&str> = legal.split(' ').collect();
    let mut sorted = actions.clone();
    sorted.sort_unstable();
    assert_eq!(actions, sorted, "byte order");
    assert_eq!(actions.last(), Some(&"pass"), "{legal}");
    assert!(actions.iter().any(|a| a.contains('x')), "{legal}");
    assert!(actions.iter().any(|a| a.contains('-')), "{legal}");
    assert_eq!(line(&mut p, "perft 1"), actions.len().to_string());
    // Refusals answer one error line and change nothing.
    let before = line(&mut p, "show");
    for bad in [
        "play",
        "play e5xe6",
        "play Ta1",
        "play d5xd4",
        "play zz",
        "position tzaar",
        "position tzaar ttttT w o",
        &format!("position {}", FIXED.replace(" w o", " b o")),
        &format!("position {}", FIXED.replace(" w o", " w c")),
        "new tzaar-random",
        "perft x",
        "legal now",
    ] {
        let answer = line(&mut p, bad);
        assert!(answer.starts_with("error: "), "{bad:?} -> {answer:?}");
        assert_eq!(line(&mut p, "show"), before, "{bad:?} changed the position");
    }
    // The wrong separator is an error naming the right one (Z12).
    assert_eq!(line(&mut p, "play pass"), "ok");
    assert_eq!(line(&mut p, "decider"), "b");
    assert_eq!(
        line(&mut p, "position tzaar ttttT/TrrrRT/TRaaART/TRAtTART/TRATtart/tratTart/traAArt/trRRRt/tTTTT w o"),
        "ok"
    );
    assert!(line(&mut p, "play d5-d4").contains("a capture is written d5xd4"));

    // Perft from both starts (TZAAR-PERFT.md), and the AI's answer a legal action.
    assert_eq!(line(&mut p, "new tzaar"), "ok");
    assert_eq!(line(&mut p, "show"), FIXED);
    assert_eq!(line(&mut p, "decider"), "w");
    assert_eq!(line(&mut p, "perft 1"), "42");
    assert_eq!(line(&mut p, "perft 2"), "1797");
    let legal = line(&mut p, "legal");
    assert_eq!(legal.split(' ').count(), 42);
    for go in ["go depth 2", "go depth 1 level beginner"] {
        let answer = line(&mut p, go);
        let action = answer
            .strip_prefix("bestmove ")
            .unwrap_or_else(|| panic!("{go}: {answer}"));
        assert!(legal.split(' ').any(|a| a == action), "{action} in {legal}");
    }
    assert_eq!(line(&mut p, "new tzaar-tournament"), "ok");
    assert_eq!(line(&mut p, "show"), EMPTY);
    assert_eq!(line(&mut p, "perft 2"), "31860");
    let legal = line(&mut p, "legal");
    assert_eq!(legal.split(' ').count(), 180);
    assert!(legal.starts_with("Aa1 Aa2 "), "{legal}");
    let answer = line(&mut p, "go depth 2");
    let action = answer.strip_prefix("bestmove ").expect("bestmove");
    assert!(legal.split(' ').any(|a| a == action), "{action}");
    assert_eq!(line(&mut p, &format!("play {action}")), "ok");
    assert_eq!(line(&mut p, "decider"), "b");

    // §11 example 4: `pass` alone; example 5: the end by no capture.
    let e4 =
        "tzaar At2---/r2a2----/-------/a2-------/Tt2------/r2-------/-------/----a2r2/---t2R w s";
    assert_eq!(line(&mut p, &format!("position {e4}")), "ok");
    assert_eq!(line(&mut p, "legal"), "pass");
    assert_eq!(line(&mut p, "go depth 2"), "bestmove pass");
    assert_eq!(line(&mut p, &format!("position {E3}")), "ok");
    assert_eq!(line(&mut p, "perft 1"), "10");
    assert_eq!(line(&mut p, "perft 2"), "1");
    assert_eq!(line(&mut p, "perft 3"), "0");
    assert_eq!(line(&mut p, "play PASS"), "ok");
    assert_eq!(line(&mut p, "show"), E3_PASS);
    assert_eq!(line(&mut p, "decider"), "-");
    assert_eq!(line(&mut p, "legal"), "");
    assert_eq!(line(&mut p, "perft 1"), "0");
    assert!(line(&mut p, "go depth 1").starts_with("error: the game is over"));
    assert!(line(&mut p, "play pass").starts_with("error: "));
    assert_eq!(line(&mut p, "show"), E3_PASS);
    // The same finished position read from its string answers the same.
    assert_eq!(line(&mut p, &format!("position {E3_PASS}")), "ok");
    assert_eq!(line(&mut p, "legal"), "");
    assert_eq!(line(&mut p, "decider"), "-");
    // Back to GIPF, unchanged.
    assert_eq!(line(&mut p, "new standard"), "ok");
    assert_eq!(line(&mut p, "perft 2"), "1764");

    // The tool: perft from the word alone, show, and records replayed.
    let (ok, out, err) = gipf(&["perft", "3", "--position", "tzaar"]);
    assert!(ok, "{err}");
    assert_eq!(out.trim(), "260556");
    let (ok, out, err) = gipf(&["perft", "1", "--position", FIXED, "--divide"]);
    assert!(ok, "{err}");
    assert_eq!(out.lines().count(), 43, "{out}");
    assert_eq!(out.lines().last(), Some("42"));
    let (ok, out, err) = gipf(&["show", "--position", E3]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("Position: {E3}")), "{out}");
    assert!(
        out.contains("White: second action (capture, stack or pass)"),
        "{out}"
    );
    assert!(
        out.contains("White shows Tzaar 1, Tzarra 1, Tott 3"),
        "{out}"
    );
    assert!(
        out.contains("Black shows Tzaar 2, Tzarra 1, Tott 1"),
        "{out}"
    );
    let (ok, out, err) = gipf(&["show", "--position", "tzaar-tournament"]);
    assert!(ok, "{err}");
    assert!(
        out.contains(&format!("Position: {EMPTY}")) && out.contains("White to place"),
        "{out}"
    );
    let (ok, _, err) = gipf(&["show", "--position", "tzaar ttttT w o"]);
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");

    let dir = std::env::temp_dir().join(format!("gipf-cli-tzaar-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let record = dir.join("game.tzaar");
    // §10's session as a record, from the variant word.
    std::fs::write(
        &record,
        "# the spec's session\ntzaar d5xd4 c4xd4 b3-e6 c5xc3\n",
    )
    .unwrap();
    let (ok, out, err) = gipf(&["replay", record.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("Position: {FIXED}")), "{out}");
    assert!(out.contains("== 4. c5xc3"), "{out}");
    assert!(
        out.contains("Position: tzaar ttttT/Tr-rRT/TRA--RT/TRAa-ART/TRATr2art/tratTart/traAArt/trRRRt/tTTTT w s"),
        "{out}"
    );
    assert!(
        out.contains("White: second action (capture, stack or pass)"),
        "{out}"
    );
    // From a position string to the end (§11 example 5).
    std::fs::write(&record, format!("{E3} pass\n")).unwrap();
    let (ok, out, err) = gipf(&["replay", record.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert!(out.contains(&format!("Position: {E3_PASS}")), "{out}");
    assert!(
        out.contains("White wins: Black has no capture possible"),
        "{out}"
    );
    // A whole random game from a random start (TZAAR.md §9.2: the start string, then the
    // actions), every position along it shown, and its end.
    let start = gipf_tzaar::Position::random_start_from_seed(17);
    let mut q = start;
    let mut actions = Vec::new();
    let mut rng = Rng(77);
    while q.outcome().is_none() {
        let legal = q.legal_actions();
        let a = legal[rng.below(legal.len())];
        q.play(a).unwrap();
        actions.push(a.to_string());
    }
    std::fs::write(&record, format!("{start} {}\n", actions.join(" "))).unwrap();
    let (ok, out, err) = gipf(&["replay", record.to_str().unwrap()]);
    assert!(ok, "{err}");
    assert_eq!(
        out.lines().filter(|l| l.starts_with("Position: ")).count(),
        actions.len() + 1,
        "{out}"
    );
    assert!(out.contains(&format!("Position: {start}")), "{out}");
    assert!(out.contains(&format!("Position: {q}")), "{out}");
    let o = q.outcome().unwrap();
    let winner = gipf_tzaar::side_name(o.winner.unwrap());
    assert!(
        out.contains(&format!("{winner} wins: ")) && out.contains(&o.reason.to_string()),
        "{out}"
    );
    // A bad action stops the replay with one line naming it.
    std::fs::write(&record, "tzaar d5xd4 e4xe6\n").unwrap();
    let (ok, out, err) = gipf(&["replay", record.to_str().unwrap()]);
    assert!(!ok);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: action 2 (e4xe6): "), "{err}");
    assert!(out.contains("== 1. d5xd4"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// YINSH through the protocol: YINSH.md §10's example session exactly, §8's example game to
/// its position strings, `legal`, `decider` and `go` at a placement and a ring move.
#[test]
fn yinsh_through_the_protocol() {
    let mut p = Protocol::new();
    for (input, answer) in [
        ("new yinsh", "ok"),
        ("play e3", "ok"),
        ("show", "yinsh 4/7/8/9/2W7/9/10/9/8/7/4 b p 0/0"),
        ("play e3", "error: e3 is not vacant"),
        ("play e3-e4", "error: no ring is to be moved now"),
        ("perft 2", "6972"),
        ("new yinsh-blitz", "ok"),
        ("decider", "w"),
        ("show", "yinsh-blitz 4/7/8/9/10/9/10/9/8/7/4 w p 0/0"),
    ] {
        let got = line(&mut p, input);
        assert!(
            got == answer || (answer.starts_with("error:") && got.starts_with(answer)),
            "{input}: {got}"
        );
    }
    assert_eq!(line(&mut p, "new yinsh"), "ok");
    for a in "e3 a5 b5 c6 d6 e4 h7 g2 g3 g8".split(' ') {
        assert_eq!(line(&mut p, &format!("play {a}")), "ok", "{a}");
    }
    assert_eq!(
        line(&mut p, "show"),
        "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW4B3/4W4/8/7/4 w m 0/0"
    );
    // White has 86 ring moves (§8), one of them chosen by the search.
    let legal = line(&mut p, "legal");
    assert_eq!(legal.split(' ').count(), 86);
    let best = line(&mut p, "go depth 1");
    let action = best.strip_prefix("bestmove ").expect("bestmove");
    assert!(legal.split(' ').any(|a| a == action), "{best}");
    assert_eq!(line(&mut p, "play h7-g7"), "ok");
    assert_eq!(
        line(&mut p, "show"),
        "yinsh 3B/4W2/5B2/5W3/2WB6/9/BW3WB3/4w4/8/7/4 b m 0/0"
    );
    assert_eq!(line(&mut p, "legal").split(' ').count(), 71);
    assert_eq!(line(&mut p, "decider"), "b");
}

/// ZERTZ.md §10's session exactly, the official capture example (§8.2) found by `go`, the
/// four variant words, `perft`, and a finished game (§8 E5).
#[test]
fn zertz_through_the_protocol() {
    let mut p = Protocol::new();
    for (input, answer) in [
        ("new zertz", "ok"),
        ("play Wd4,d1", "ok"),
        ("show", "zertz 4/5/6/.2w3/6/5/4 b 5/8/10 0/0/0 0/0/0"),
        ("play Gd3", "error: a free ring must be removed (Wd4,d1)"),
        ("play Bd5,d6", "error: d6 is not a free ring"),
        ("decider", "b"),
        ("new zertz-blitz", "ok"),
        ("show", "zertz-blitz 4/5/6/7/6/5/4 w 5/7/9 0/0/0 0/0/0"),
        ("perft 1", "1944"),
        ("new zèrtz48", "ok"),
        ("perft 1", "2961"),
        ("new zertz61", "ok"),
        ("show", "zertz61 5/6/7/8/9/8/7/6/5 w 6/8/10 0/0/0 0/0/0"),
        ("position zertz 4/5/6/bg1w3/6/5/4 w 5/7/9 0/0/0 0/0/0", "ok"),
        ("legal", "xd1Gd3Wd5"),
        ("go depth 2", "bestmove xd1Gd3Wd5"),
        ("play x d1 d3 d5", "ok"),
        ("show", "zertz 4/5/6/4b2/6/5/4 b 5/7/9 1/1/0 0/0/0"),
        (
            "position zertz ..../...../....../..b.g../.gbb../w1.../.w.. b 0/0/0 1/4/4 3/2/3",
            "ok",
        ),
        ("legal", "Bf2 Gf2 Wf2"),
        ("play Gf2", "ok"),
        ("decider", "-"),
        ("legal", ""),
        ("play Wf2", "error:"),
        ("new zertz37", "error:"),
    ] {
        let got = line(&mut p, input);
        assert!(
            got == answer || (answer.starts_with("error:") && got.starts_with(answer)),
            "{input}: {got}"
        );
    }
}

/// PUNCT.md §11's session exactly, both variant words, `perft 1` of the start, `go` at
/// depth 1, and the last piece ending P3 (PUNCT-PERFT.md: every Black placement ends it).
#[test]
fn punct_through_the_protocol() {
    let mut p = Protocol::new();
    for (input, answer) in [
        ("new punct", "ok"),
        (
            "play i9,i10,j10",
            "error: a new piece may not touch the central hexagon",
        ),
        ("play tb2,B3,c3", "ok"),
        ("show", "punct wTb2,b3,c3 b 0"),
        ("play b2-b4", "error: the piece on b2 is not yours"),
        ("decider", "b"),
        ("new pünct-basic", "ok"),
        ("show", "punct-basic - w 0"),
        ("perft 1", "4986"),
        ("new punct-advanced", "error:"),
    ] {
        let got = line(&mut p, input);
        assert!(
            got == answer || (answer.starts_with("error:") && got.starts_with(answer)),
            "{input}: {got}"
        );
    }
    assert_eq!(line(&mut p, "new punct"), "ok");
    let best = line(&mut p, "go depth 1");
    let action = best.strip_prefix("bestmove ").expect("bestmove");
    assert_eq!(line(&mut p, &format!("play {action}")), "ok", "{best}");
    assert_eq!(line(&mut p, "decider"), "b");
}
