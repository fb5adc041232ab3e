//! A puzzle in a Matrix room, typed: served with its image and task, its decisions answered
//! with `!gipf puzzle <action>` (a removal by its number) and the bot's replies shown, then
//! solved; the next one failed, with the solution; the rating.

use super::*;

/// The puzzle a message serves ("Puzzle 12").
async fn served(bot: &Bot, m: &Seen) -> gipf_manager::PuzzleRow {
    let text = m.text();
    let id: i64 = text
        .split("Puzzle ")
        .nth(1)
        .map(|rest| {
            rest.chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
        })
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no puzzle in {text}"));
    bot.manager
        .store()
        .puzzle(gipf_manager::PuzzleId(id))
        .await
        .expect("read")
        .expect("the puzzle")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_puzzle_typed_in_a_room_solved_then_one_failed() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let bot = start_bot_with(config, &dir.path().join("db.sqlite"), manager_config()).await;
    let bot_id = bot.id.clone();
    let mut ann = Human::new(&s, "ann").await;
    let room = ann.room_with(&bot_id).await;

    ann.say(&room, "!gipf puzzle").await;
    let shown = ann
        .expect("the puzzle", |m| m.event.sender == bot_id && m.is_image())
        .await;
    assert!(shown.text().contains("to play"), "{}", shown.text());
    let puzzle = served(&bot, &shown).await;

    let solver = puzzle.puzzle.solver();
    let mut p = puzzle.puzzle.start.clone();
    let mut numbered = false;
    for a in &puzzle.puzzle.line {
        if p.decider() == Some(solver) {
            let typed = match p.removal_options().iter().position(|o| o == a) {
                Some(k) if !numbered => {
                    numbered = true;
                    (k + 1).to_string()
                }
                _ => a.to_string(),
            };
            ann.say(&room, &format!("!gipf puzzle {typed}")).await;
            let text = a.to_string();
            let r = ann
                .expect("the answer's reply", |m| {
                    m.event.sender == bot_id
                        && ((m.text().contains("Right:") && m.text().contains(&text))
                            || m.text().contains("Solved!"))
                })
                .await;
            assert!(r.is_image(), "{}", r.text());
        }
        p.play(*a).expect("legal");
    }

    ann.say(&room, "!gipf puzzle").await;
    let shown = ann
        .expect("the second puzzle", |m| {
            m.event.sender == bot_id && m.is_image() && m.text().contains("to play")
        })
        .await;
    let next = served(&bot, &shown).await;
    assert_ne!(next.id, puzzle.id);
    let wrong = next
        .puzzle
        .start
        .legal_actions()
        .into_iter()
        .find(|a| *a != next.puzzle.line[0])
        .expect("a choice");
    ann.say(&room, &format!("!gipf puzzle {wrong}")).await;
    let r = ann
        .expect("the failure", |m| {
            m.event.sender == bot_id && m.text().contains("Not that")
        })
        .await;
    assert!(r.is_image(), "the solution drawn");
    ann.say(&room, "!gipf puzzle rating").await;
    ann.expect("the rating", |m| {
        m.event.sender == bot_id && m.text().contains("1 solved, 1 failed")
    })
    .await;
}
