//! The real `gipfbot` binary: a scripted console session piped in, and configuration errors.

use std::io::Write;
use std::process::{Command, Stdio};

fn gipfbot(dir: &std::path::Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_gipfbot"));
    c.current_dir(dir)
        .env_remove("RUST_LOG")
        .env("GIPFBOT_DATABASE__PATH", dir.join("bot.sqlite"))
        .env("GIPFBOT_CONSOLE__IMAGES_DIR", dir);
    c
}

fn session(dir: &std::path::Path, args: &[&str], script: &str) -> (String, String, bool) {
    let mut child = gipfbot(dir)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("start gipfbot");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(script.as_bytes())
        .expect("write script");
    let out = child.wait_with_output().expect("gipfbot ends");
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.success(),
    )
}

#[test]
fn a_scripted_console_session() {
    let dir = tempfile::tempdir().expect("temp dir");
    let script = "help move\n\
                  !gipf ai beginner basic white\n\
                  b1-b2\n\
                  e5-e6\n\
                  as bob\n\
                  challenge ann tournament black\n\
                  as ann\n\
                  accept\n\
                  Ge9-e8\n\
                  games\n\
                  resign #1\n\
                  history #1\n";
    let (out, err, ok) = session(dir.path(), &["console", "--name", "ann"], script);
    assert!(ok, "stdout:\n{out}\nstderr:\n{err}");
    for needle in [
        "You are ann.",
        "`move <action> [#game]`".trim_matches('`'),
        "Game #1: you play White against the AI (beginner)",
        "Position: basic b2w/5/6/w5b/6/5/b2w w p 12/12 0/0 ss",
        "Last turn: White pushed b1-b2 (to b3).",
        "(the AI) is thinking",
        "-- ann: your turn.",
        "Last turn: Black pushed",
        "e5 is not a dot.",
        "You are now bob.",
        "#2: bob challenges @ann to tournament GIPF, bob plays Black",
        "ann accepted @bob's challenge: game #2 begins.",
        "Last turn: White pushed Ge9-e8.",
        "#1: basic · ann vs AI (beginner) · your decision",
        "Black wins by resignation.",
        "#1 ann (White) vs AI (beginner) (Black), 2 decisions:",
        "\nbasic b1-b3 ",
    ] {
        assert!(out.contains(needle), "missing {needle:?} in:\n{out}");
    }
    // The board is drawn in ASCII, and the PNG written where it says.
    assert!(out.contains(" a5 "), "{out}");
    let png = dir.path().join("gipf-2.png");
    let bytes = std::fs::read(&png).expect("board image written");
    assert_eq!(&bytes[..4], b"\x89PNG");
    assert!(
        out.contains(&format!("Board image: {}", png.display())),
        "{out}"
    );

    // A second session on the same database finds the games again.
    let (out, _, ok) = session(dir.path(), &["console", "--name", "bob"], "games\n");
    assert!(ok);
    assert!(
        out.contains("#2: tournament · ann vs bob · your decision"),
        "{out}"
    );
}

/// A console player sees what chat shows of a puzzle and a lesson: the position string and
/// the image (written and named for what it shows), where the numbers asked for are drawn.
#[test]
fn puzzles_and_lessons_show_their_position_and_image() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (out, err, ok) = session(
        dir.path(),
        &["console", "--name", "ann"],
        "puzzle\nlearn 1\n",
    );
    assert!(ok, "stdout:\n{out}\nstderr:\n{err}");
    let positions = out.matches("Position: ").count();
    assert!(positions >= 2, "a position string each:\n{out}");
    let names: Vec<String> = std::fs::read_dir(dir.path())
        .expect("read dir")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".png"))
        .collect();
    let puzzle = names
        .iter()
        .find(|n| n.starts_with("gipf-puzzle-"))
        .unwrap_or_else(|| panic!("no puzzle image among {names:?}:\n{out}"));
    assert!(names.iter().any(|n| n == "gipf-lesson-1.png"), "{names:?}");
    let path = dir.path().join(puzzle);
    assert_eq!(&std::fs::read(&path).expect("image")[..4], b"\x89PNG");
    assert!(
        out.contains(&format!("Board image: {}", path.display())),
        "{out}"
    );
}

#[test]
fn configuration_errors_name_the_option() {
    let dir = tempfile::tempdir().expect("temp dir");
    let out = gipfbot(dir.path())
        .arg("check-config")
        .env("GIPFBOT_GAME__AI_CONCURRENCY", "lots")
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.to_lowercase().contains("ai_concurrency"), "{err}");
    assert!(err.contains("GIPFBOT_"), "{err}");

    std::fs::write(dir.path().join("bad.toml"), "[images]\ntheme = \"pink\"\n").expect("write");
    let out = gipfbot(dir.path())
        .args(["--config", "bad.toml", "check-config"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("images.theme"), "{err}");

    let out = gipfbot(dir.path())
        .args(["--config", "missing.toml", "check-config"])
        .output()
        .expect("run");
    assert!(String::from_utf8_lossy(&out.stderr).contains("missing.toml not found"));

    // A database path in a folder that does not exist: a clear error, no panic.
    let out = gipfbot(dir.path())
        .args(["console"])
        .env(
            "GIPFBOT_DATABASE__PATH",
            dir.path().join("no/such/dir/db.sqlite"),
        )
        .stdin(Stdio::null())
        .output()
        .expect("run");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot open the database"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
