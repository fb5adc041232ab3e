//! Lessons through the command language: `learn` starts at lesson 1 and goes on where the
//! player stopped (across a restart), `learn <n>` jumps, `learn hint`, a wrong answer puts
//! the step back with the reason, a right one explains and moves on; answers typed with
//! `learn`, alone, or with the step's buttons (a loaded piece's menu too); the potentials'
//! lessons; in two languages.

use gipf_manager::*;

use super::{open_manager, say, Setup};

/// The id of the button whose label or id names `what`.
fn button(r: &Reply, what: &str) -> String {
    r.choices
        .iter()
        .flat_map(|g| &g.choices)
        .find(|c| c.id.ends_with(what) || c.label == what)
        .map(|c| c.id.clone())
        .unwrap_or_else(|| panic!("no button {what} in {:?}", r.choices))
}

#[tokio::test]
async fn a_lesson_is_played_through_with_a_miss_a_hint_and_a_restart() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let r = say(&m, "Ann", "learn hint").await;
    assert!(r.markdown.contains("No lesson is going"), "{}", r.markdown);

    // The first time: welcome, lesson 1, its task, the board with its buttons.
    let r = say(&m, "Ann", "learn").await;
    assert!(r.markdown.contains("Welcome to GIPF"), "{}", r.markdown);
    assert!(
        r.markdown
            .contains("Lesson 1 of 10: Pushing a piece in** (step 1 of 2)"),
        "{}",
        r.markdown
    );
    assert!(r.image.is_some());
    assert!(!r.choices.is_empty());
    // The action alone answers it: she has no game and no puzzle.
    let r = say(&m, "Ann", "a1-b2").await;
    assert!(r.markdown.contains("Well done: `a1-b2`"), "{}", r.markdown);
    assert!(r.markdown.contains("(step 2 of 2)"), "{}", r.markdown);
    // A miss: the reason, and the step from its start again.
    let start = r
        .position
        .clone()
        .and_then(gipf_games::AnyPosition::into_gipf)
        .expect("position");
    let r = say(&m, "Ann", "learn a1-b2").await;
    assert!(
        r.markdown.contains("Not quite") && r.markdown.contains("nothing moved"),
        "{}",
        r.markdown
    );
    assert_eq!(r.position.as_ref().and_then(|p| p.gipf()), Some(&start));
    let r = say(&m, "Ann", "learn hint").await;
    assert!(
        r.markdown.contains("Hint: Three lines start at e2"),
        "{}",
        r.markdown
    );
    // An illegal answer changes nothing.
    let r = say(&m, "Ann", "learn e1-e5").await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "learn f1-e2").await;
    assert!(r.markdown.contains("Lesson 1 finished"), "{}", r.markdown);
    assert!(
        r.markdown.contains("Lesson 2 of 10: A row of four"),
        "{}",
        r.markdown
    );

    // A restart: she goes on where she stopped.
    drop(m);
    let m = open_manager(&s.path, s.clock.clone(), false).await;
    let r = say(&m, "Ann", "learn").await;
    assert!(!r.markdown.contains("Welcome"), "{}", r.markdown);
    assert!(r.markdown.contains("Lesson 2 of 10"), "{}", r.markdown);
    let r = say(&m, "Ann", "learn list").await;
    assert!(
        r.markdown.contains("1. Pushing a piece in ✓"),
        "{}",
        r.markdown
    );
    assert!(
        r.markdown.contains("2. A row of four ← you are here"),
        "{}",
        r.markdown
    );

    // Jumps, and a step of two decisions answered with the buttons.
    let r = say(&m, "Ann", "learn 11").await;
    assert!(
        r.markdown.contains("There is no lesson 11"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "learn 3").await;
    assert!(r.markdown.contains("Lesson 3 of 10"), "{}", r.markdown);
    let dot = button(&r, "e1");
    let bob = m
        .handle(&super::ctx("Bob"), Command::Choose(dot.clone()))
        .await;
    assert!(
        bob.markdown.contains("someone else's lesson"),
        "{}",
        bob.markdown
    );
    let dirs = m
        .handle(&super::ctx("Ann"), Command::Choose(dot.clone()))
        .await;
    let r = m
        .handle(&super::ctx("Ann"), Command::Choose(button(&dirs, "e1-e2")))
        .await;
    assert!(r.markdown.contains("Two rows stand now"), "{}", r.markdown);
    // The old step's buttons answer nothing any more.
    let old = m.handle(&super::ctx("Ann"), Command::Choose(dot)).await;
    assert!(
        old.markdown.contains("answered already"),
        "{}",
        old.markdown
    );
    // The wrong row first, then the right one by its number.
    let r = m
        .handle(
            &super::ctx("Ann"),
            Command::Choose(button(&r, "xc3,d4,e5,f5")),
        )
        .await;
    assert!(
        r.markdown.contains("No black piece was captured"),
        "{}",
        r.markdown
    );
    let options = r
        .position
        .clone()
        .and_then(gipf_games::AnyPosition::into_gipf)
        .expect("position")
        .removal_options();
    let n = options
        .iter()
        .position(|a| a.to_string() == "xe2,e3,e4,e5,e6")
        .expect("the capturing row")
        + 1;
    let r = say(&m, "Ann", &n.to_string()).await;
    assert!(r.markdown.contains("Lesson 3 finished"), "{}", r.markdown);

    // The classic lessons end where the potentials begin.
    say(&m, "Ann", "learn 5").await;
    say(&m, "Ann", "learn Ge1-e2").await;
    let r = say(&m, "Ann", "learn a1-b2").await;
    assert!(r.markdown.contains("Lesson 5 finished"), "{}", r.markdown);
    assert!(
        r.markdown
            .contains("Lesson 6 of 10: The ZÈRTZ potential: jumping"),
        "{}",
        r.markdown
    );
    // A potential's use with the buttons: the loaded piece, then where it goes.
    let r = say(&m, "Ann", "learn 8").await;
    let piece = button(&r, "DVONN d4");
    let targets = m.handle(&super::ctx("Ann"), Command::Choose(piece)).await;
    assert!(targets.private, "{}", targets.markdown);
    assert!(
        targets.markdown.contains("DVONN d4"),
        "{}",
        targets.markdown
    );
    let r = m
        .handle(
            &super::ctx("Ann"),
            Command::Choose(button(&targets, "D:d4-e5")),
        )
        .await;
    assert!(
        r.markdown.contains("Well done: `D:d4-e5`"),
        "{}",
        r.markdown
    );
    // A push where a potential's move is asked misses.
    let r = say(&m, "Ann", "learn 9").await;
    assert!(r.markdown.contains("PÜNCT"), "{}", r.markdown);
    let r = say(&m, "Ann", "b1-b2").await;
    assert!(r.markdown.contains("PÜNCT jump"), "{}", r.markdown);

    // The last lesson finished: every lesson marked, and what comes next. A TAMSK step
    // takes two decisions in one turn, the extra push the second.
    say(&m, "Ann", "learn 10").await;
    let r = say(&m, "Ann", "e1-e2").await;
    assert!(r.markdown.contains("still yours"), "{}", r.markdown);
    let r = say(&m, "Ann", "T:a1-b2").await;
    assert!(r.markdown.contains("(step 2 of 2)"), "{}", r.markdown);
    say(&m, "Ann", "e1-e2").await;
    let r = say(&m, "Ann", "t:g1-g2").await;
    assert!(
        r.markdown.contains("Two rows in one turn"),
        "{}",
        r.markdown
    );
    assert!(
        r.markdown
            .contains("10. The TAMSK potential: an extra push ✓"),
        "{}",
        r.markdown
    );
    assert!(
        r.markdown.contains("finished every lesson"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "learn e1-e2").await;
    assert!(r.markdown.contains("No lesson is going"), "{}", r.markdown);
}

#[tokio::test]
async fn a_lesson_speaks_the_players_language() {
    let s = Setup::new();
    let m = s.manager(false).await;
    say(&m, "Bob", "language de").await;
    let r = say(&m, "Bob", "learn 4").await;
    assert!(r.markdown.contains(GERMAN_TITLE), "{}", r.markdown);
    let r = say(&m, "Bob", "learn hint").await;
    assert!(r.markdown.contains("`e1-e2`"), "{}", r.markdown);
    let r = say(&m, "Bob", "e1-e2").await;
    assert!(r.markdown.contains(GERMAN_GOING), "{}", r.markdown);
    // Keeping Black's GIPF piece wins nothing: the step starts again.
    let r = say(&m, "Bob", "xe2,e3,e4,e5").await;
    assert!(r.markdown.contains(GERMAN_WRONG), "{}", r.markdown);
    say(&m, "Bob", "e1-e2").await;
    let r = say(&m, "Bob", "xe2,e3,e4,e5,Ge6").await;
    assert!(r.markdown.contains(GERMAN_WON), "{}", r.markdown);
    assert!(r.markdown.contains("(Schritt 2 von 2)"), "{}", r.markdown);
}

// German words of `locales/de/learn.ftl`.
const GERMAN_TITLE: &str = "Lektion 4 von 10: GIPF-Steine";
const GERMAN_GOING: &str = "Die Entscheidung liegt weiter bei dir";
const GERMAN_WRONG: &str = "Schwarz hat noch einen GIPF-Stein auf dem Brett";
const GERMAN_WON: &str = "also hast du gewonnen";
