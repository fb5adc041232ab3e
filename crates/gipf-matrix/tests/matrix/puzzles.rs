//! A puzzle in a Matrix room, typed: served with its image and task, its decisions answered
//! with `!gipf puzzle <action>` (a removal by its number) and the bot's replies shown, then
//! solved; the next one failed, with the solution; the rating. The puzzle of the day,
//! answered in its thread, privately.

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

/// The puzzle of the day on Matrix: posted in the room, answered by typing actions as
/// replies in its thread; the answers go to the solver's direct room (with a note in the
/// thread), so that nobody else reads the solution before it is out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_of_the_day_is_answered_in_its_thread_and_privately() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let bot = start_bot_with(config, &dir.path().join("db.sqlite"), manager_config()).await;
    let bot_id = bot.id.clone();
    let mut ann = Human::new(&s, "ann").await;
    let ann_id = ann.id.clone();
    let room = ann.room_with(&bot_id).await;

    // Midnight has passed: today's post is due as soon as the timers run.
    ann.say(&room, "!gipf settings daily-puzzle 00:00").await;
    ann.expect("the setting", |m| {
        m.event.sender == bot_id && m.text().contains("00:00 UTC")
    })
    .await;
    assert!(bot.manager.run_due().await >= 1, "today's post owed");
    let post = ann
        .expect("the puzzle of the day", |m| {
            m.event.sender == bot_id && m.is_image() && m.text().contains("Puzzle of the day")
        })
        .await;
    assert!(post.text().contains("thread"), "{}", post.text());
    let root = post.event.event_id.clone();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("after 1970")
        .as_millis() as i64;
    let daily = bot
        .manager
        .store()
        .daily_puzzle(gipf_manager::Day::of(now))
        .await
        .expect("read")
        .expect("today's puzzle");
    let first = daily.puzzle.line[0].to_string();

    // Talk in the thread is left alone; an action there answers the puzzle.
    ann.say_in_thread(&room, &root, "nice one").await;
    ann.say_in_thread(&room, &root, &first).await;
    let note = ann
        .expect("the note in the thread", |m| {
            m.event.sender == bot_id && m.thread() == Some(root.clone())
        })
        .await;
    assert!(note.text().contains("direct chat"), "{}", note.text());
    assert!(note.mentions(&ann_id), "{}", note.text());
    assert!(!note.text().contains(&first), "{}", note.text());
    let dm = ann.expect_invite(&bot_id, 0).await;
    assert_ne!(dm, room);
    ann.join(&dm).await;
    let answer = ann
        .expect("the answer in the direct room", |m| {
            m.room == dm && m.event.sender == bot_id
        })
        .await;
    assert!(
        answer.text().contains("Right:") || answer.text().contains("Solved!"),
        "{}",
        answer.text()
    );
    assert!(answer.text().contains(&first), "{}", answer.text());
    // Asked in the direct room itself, it answers there (its room lock held once).
    ann.say(&dm, "!gipf puzzle daily").await;
    let again = ann
        .expect("the answer to a command in the direct room", |m| {
            m.room == dm && m.event.sender == bot_id && m.event.event_id != answer.event.event_id
        })
        .await;
    assert!(!again.text().contains("direct chat"), "{}", again.text());
    // Nothing of the answer was said in the room.
    let in_room: Vec<String> = ann
        .inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|m| m.room == room && m.event.sender == bot_id)
        .map(Seen::text)
        .collect();
    assert!(
        in_room
            .iter()
            .all(|t| !t.contains("Right:") && !t.contains("Solved!")),
        "{in_room:?}"
    );
}
