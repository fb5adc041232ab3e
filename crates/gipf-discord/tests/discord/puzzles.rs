//! Puzzles and lessons on Discord: `/gipf-study puzzle` answered with the image and the
//! decision's menus and buttons, the solution played with them (a stranger's click refused),
//! the bot's replies shown; a wrong answer typed as `/gipf-study puzzle what:`, with the
//! solution drawn; the rating; a lesson played with its buttons.

use super::*;
use gipf_rules::{Action, Position};

/// The puzzle an answer serves (`**Puzzle 12**`).
async fn served(bot: &Bot, c: &Call) -> gipf_manager::PuzzleRow {
    let id: i64 = c
        .content()
        .split("**Puzzle ")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no puzzle in {}", c.content()));
    bot.manager
        .store()
        .puzzle(gipf_manager::PuzzleId(id))
        .await
        .expect("read")
        .expect("the puzzle")
}

/// The choice that does `what` (`d:<dot>`, `a:<action>`; a removal's button shows only its
/// number).
fn choice(c: &Call, what: &str) -> String {
    c.choices()
        .into_iter()
        .find(|(id, _)| id.ends_with(&format!(":{what}")))
        .unwrap_or_else(|| panic!("no {what} in {:?}", c.choices()))
        .0
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_solved_with_the_buttons_and_one_failed_typed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let bot = Bot::start_with(&s, &dir.path().join("db.sqlite"), 1, Some(1), test_config()).await;

    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "puzzle", json!([]), &[]);
    let mut shown = answer(&s, from, &i, "the puzzle").await;
    let puzzle = served(&bot, &shown).await;
    assert!(shown.png().is_some(), "{}", shown.body);
    assert!(shown.content().contains("to play"), "{}", shown.content());
    assert!(!shown.choices().is_empty(), "the decision's choices");

    // Carol's click on Alice's puzzle.
    let (first, _) = shown.choices()[0].clone();
    let from = s.len();
    let i = s.click(CAROL, &shown.message.clone().expect("message"), &first);
    let c = answer(&s, from, &i, "the stranger's answer").await;
    assert!(
        c.ephemeral() && c.content().contains("not for your puzzle"),
        "{}",
        c.body
    );

    // Alice plays her decisions with the menus and buttons; the bot plays the replies.
    let solver = puzzle.puzzle.solver();
    let mut p: Position = puzzle.puzzle.start.clone();
    for a in &puzzle.puzzle.line {
        if p.decider() == Some(solver) {
            let msg = shown.message.clone().expect("message");
            let from = s.len();
            let text = a.to_string();
            let clicked = match a {
                Action::Push { entry, .. } => {
                    let i = s.click(ALICE, &msg, &choice(&shown, &format!("d:{}", entry.dot())));
                    let dirs = answer(&s, from, &i, "the directions").await;
                    assert!(dirs.ephemeral(), "the directions are hers: {}", dirs.body);
                    let from = s.len();
                    let i = s.click(
                        ALICE,
                        &dirs.message.clone().expect("message"),
                        &choice(&dirs, &format!("a:{text}")),
                    );
                    (from, i)
                }
                _ => (
                    from,
                    s.click(ALICE, &msg, &choice(&shown, &format!("a:{text}"))),
                ),
            };
            shown = s
                .wait(clicked.0, "the answer's reply", |c| {
                    c.png().is_some()
                        && !c.ephemeral()
                        && c.content().contains(&format!("`{text}`"))
                        || c.content().contains("Solved!")
                })
                .await
                .1;
        }
        p.play(*a).expect("legal");
    }
    assert!(
        shown.content().contains("**Solved!**"),
        "{}",
        shown.content()
    );

    // The next one, failed with a typed answer: the solution drawn in green.
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "puzzle", json!([]), &[]);
    let next = served(&bot, &answer(&s, from, &i, "the second puzzle").await).await;
    assert_ne!(next.id, puzzle.id);
    let wrong = next
        .puzzle
        .start
        .legal_actions()
        .into_iter()
        .find(|a| *a != next.puzzle.line[0])
        .expect("a choice");
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "puzzle",
        json!([{"name": "what", "type": 3, "value": wrong.to_string()}]),
        &[],
    );
    let c = answer(&s, from, &i, "the wrong answer").await;
    assert!(c.content().contains("Not that"), "{}", c.content());
    assert!(c.png().is_some());

    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "puzzle",
        json!([{"name": "what", "type": 3, "value": "rating"}]),
        &[],
    );
    let c = answer(&s, from, &i, "the rating").await;
    assert!(
        c.ephemeral() && c.content().contains("1 solved, 1 failed"),
        "{}",
        c.content()
    );
}

/// A lesson on Discord: `/gipf-study learn` with its board and buttons, a stranger's click
/// refused, a step of two decisions played with the buttons, a miss typed with `what:`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lesson_played_with_the_buttons_and_a_miss_typed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let s = Standin::start().await;
    let _bot = Bot::start_with(&s, &dir.path().join("db.sqlite"), 1, Some(1), test_config()).await;

    let from = s.len();
    let what = |w: &str| json!([{"name": "what", "type": 3, "value": w}]);
    let i = s.slash(ALICE, CHANNEL, "learn", what("4"), &[]);
    let shown = answer(&s, from, &i, "the lesson").await;
    assert!(shown.png().is_some(), "{}", shown.body);
    assert!(
        shown.content().contains("Lesson 4 of 10"),
        "{}",
        shown.content()
    );

    // Carol's click on Alice's lesson.
    let msg = shown.message.clone().expect("message");
    let from = s.len();
    let i = s.click(CAROL, &msg, &choice(&shown, "d:e1"));
    let c = answer(&s, from, &i, "the stranger's click").await;
    assert!(
        c.ephemeral() && c.content().contains("someone else's lesson"),
        "{}",
        c.body
    );

    // Alice's push with the dot and its direction, then the row with Black's GIPF piece.
    let from = s.len();
    let i = s.click(ALICE, &msg, &choice(&shown, "d:e1"));
    let dirs = answer(&s, from, &i, "the directions").await;
    assert!(dirs.ephemeral(), "{}", dirs.body);
    let from = s.len();
    s.click(
        ALICE,
        &dirs.message.clone().expect("message"),
        &choice(&dirs, "a:e1-e2"),
    );
    let going = s
        .wait(from, "the push's reply", |c| {
            c.content().contains("still yours")
        })
        .await
        .1;
    assert!(!going.choices().is_empty(), "the removals");
    // A miss typed: keeping Black's GIPF piece wins nothing.
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "learn", what("xe2,e3,e4,e5"), &[]);
    let miss = answer(&s, from, &i, "the miss").await;
    assert!(miss.content().contains("Not quite"), "{}", miss.content());
    let from = s.len();
    let i = s.slash(ALICE, CHANNEL, "learn", what("hint"), &[]);
    let hint = answer(&s, from, &i, "the hint").await;
    assert!(hint.content().contains("Hint:"), "{}", hint.content());
}
