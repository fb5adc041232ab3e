//! Puzzles through the command language: served near the player's puzzle rating, never
//! twice; answered with the solution (typed as `puzzle <action>`, a removal's number, and the
//! action alone) with the opponent's replies played by the bot; a wrong decision and giving
//! up end it with the solution drawn; an illegal answer changes nothing; both Glicko-2
//! ratings move as Glicko-2 says; the attempt survives a restart; `puzzle rating`, `puzzle
//! top`.

use gipf_manager::*;
use gipf_rules::Position;
use gipf_store::{Glicko, PuzzleId, PuzzleRow, Rater};

use super::{open_manager, say, Setup};

/// The puzzle a reply serves (`**Puzzle 12**`).
async fn served(m: &Manager, r: &Reply) -> PuzzleRow {
    let id: i64 = r
        .markdown
        .split("**Puzzle ")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no puzzle in {}", r.markdown));
    m.store()
        .puzzle(PuzzleId(id))
        .await
        .expect("read")
        .expect("the puzzle")
}

async fn rating_of(m: &Manager, who: &str) -> Option<Glicko> {
    let p = m
        .store()
        .player_by_user("console", who)
        .await
        .expect("read")
        .expect("player");
    m.store()
        .puzzle_player(p.id)
        .await
        .expect("read")
        .map(|p| p.glicko)
}

const NEWCOMER: Glicko = Glicko {
    rating: 1000.0,
    deviation: 350.0,
    volatility: 0.06,
};

#[tokio::test]
async fn a_puzzle_is_solved_failed_and_given_up_with_ratings_moving() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let r = say(&m, "Ann", "puzzle rating").await;
    assert!(
        r.markdown.contains("not finished a puzzle"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "puzzle give up").await;
    assert!(
        r.private && r.markdown.contains("no puzzle going"),
        "{}",
        r.markdown
    );

    // Served near a newcomer's 1000, with its task, image and position.
    let r = say(&m, "Ann", "puzzle").await;
    let first = served(&m, &r).await;
    assert!(r.markdown.contains("to play"), "{}", r.markdown);
    assert!(r.image.is_some());
    assert_eq!(
        r.position.as_ref().and_then(|p| p.gipf()),
        Some(&first.puzzle.start)
    );
    assert!(first.glicko.rating <= 1200.0, "{}", first.glicko.rating);
    // Asked again: the same one.
    let again = say(&m, "Ann", "puzzle").await;
    assert!(again.markdown.contains("still going"), "{}", again.markdown);
    assert_eq!(served(&m, &again).await.id, first.id);

    // Solved: each of her decisions of the line, the first typed alone (no game of hers
    // takes it), a removal by its number, the others with `puzzle`; the bot plays the rest.
    let solver = first.puzzle.solver();
    let mut p: Position = first.puzzle.start.clone();
    let mut last = None;
    for (i, a) in first.puzzle.line.iter().enumerate() {
        if p.decider() == Some(solver) {
            let options = p.removal_options();
            let text = match options.iter().position(|o| o == a) {
                Some(k) if i > 0 => format!("puzzle {}", k + 1),
                _ if i == 0 => a.to_string(),
                _ => format!("puzzle {a}"),
            };
            let r = say(&m, "Ann", &text).await;
            assert!(!r.private, "{text}: {}", r.markdown);
            last = Some(r);
        }
        p.play(*a).expect("the line is legal");
    }
    let solved = last.expect("she decided");
    assert!(
        solved.markdown.contains("**Solved!**"),
        "{}",
        solved.markdown
    );
    assert_eq!(
        solved.position.as_ref().and_then(|p| p.gipf()),
        Some(&p),
        "the last position shown"
    );
    let (ann, puzzle) = Glicko2.rate(NEWCOMER, first.glicko, 1.0);
    assert_eq!(rating_of(&m, "ann").await, Some(ann));
    assert!(
        solved
            .markdown
            .contains(&format!("1000 → **{}**", ann.rating.round())),
        "{}",
        solved.markdown
    );
    let stored = served(&m, &say(&m, "Ann", "puzzle").await).await;
    assert_ne!(stored.id, first.id, "never the same puzzle twice");
    let first_now = m
        .store()
        .puzzle(first.id)
        .await
        .expect("read")
        .expect("row");
    assert_eq!((first_now.glicko, first_now.plays), (puzzle, 1));
    assert!(
        puzzle.rating < first.glicko.rating,
        "a solved puzzle looks easier"
    );

    // An illegal answer changes nothing; a wrong legal one fails it, with the solution.
    let second = stored;
    let r = say(&m, "Ann", "puzzle z9-z8").await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "puzzle").await;
    assert_eq!(served(&m, &r).await.id, second.id, "still going");
    let wrong = second
        .puzzle
        .start
        .legal_actions()
        .into_iter()
        .find(|a| *a != second.puzzle.line[0])
        .expect("a choice");
    let r = say(&m, "Ann", &format!("puzzle {wrong}")).await;
    assert!(
        r.markdown.contains(&format!("Not that: `{wrong}`")),
        "{}",
        r.markdown
    );
    let solution: Vec<String> = second.puzzle.line.iter().map(|a| a.to_string()).collect();
    assert!(r.markdown.contains(&solution.join(" ")), "{}", r.markdown);
    assert!(r.image.is_some(), "the solution drawn");
    let (after, _) = Glicko2.rate(ann, second.glicko, 0.0);
    assert_eq!(rating_of(&m, "ann").await, Some(after));

    // A third, kept across a restart, then given up.
    let third = served(&m, &say(&m, "Ann", "puzzle").await).await;
    drop(m);
    let m = open_manager(&s.path, s.clock.clone(), false).await;
    let r = say(&m, "Ann", "puzzle").await;
    assert!(r.markdown.contains("still going"), "{}", r.markdown);
    assert_eq!(served(&m, &r).await.id, third.id);
    let r = say(&m, "Ann", "puzzle give up").await;
    assert!(r.markdown.contains("The solution"), "{}", r.markdown);
    let r = say(&m, "Ann", "puzzle rating").await;
    assert!(r.markdown.contains("1 solved, 2 failed"), "{}", r.markdown);
    let r = say(&m, "Ann", "puzzle").await;
    let fourth = served(&m, &r).await;
    assert!(
        ![first.id, second.id, third.id].contains(&fourth.id),
        "a fourth, new"
    );

    // Its first decision with the buttons, as in a game: a dot, then its direction (or a
    // numbered removal). Bob's click on her button is refused.
    let a = fourth.puzzle.line[0];
    let press = |r: &Reply, label: &str| {
        r.choices
            .iter()
            .flat_map(|g| &g.choices)
            .find(|c| c.label == label || c.label.ends_with(&format!(". {label}")))
            .unwrap_or_else(|| panic!("no {label} in {:?}", r.choices))
            .id
            .clone()
    };
    let text = a.to_string();
    let id = match a {
        gipf_rules::Action::Push { entry, .. } => press(&r, &entry.dot().to_string()),
        _ => press(&r, &text),
    };
    let stranger = m
        .handle(&super::ctx("Bob"), Command::Choose(id.clone()))
        .await;
    assert!(
        stranger.private && stranger.markdown.contains("not for your puzzle"),
        "{}",
        stranger.markdown
    );
    let mut r = m.handle(&super::ctx("Ann"), Command::Choose(id)).await;
    if matches!(a, gipf_rules::Action::Push { .. }) {
        assert!(r.private, "the directions, to her: {}", r.markdown);
        let id = press(&r, &text);
        r = m.handle(&super::ctx("Ann"), Command::Choose(id)).await;
    }
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains(&format!("Right: `{a}`")) || r.markdown.contains("**Solved!**"),
        "{}",
        r.markdown
    );

    // The room's puzzle leaderboard.
    let r = say(&m, "Bob", "puzzle top").await;
    assert!(r.markdown.contains("1. Ann:"), "{}", r.markdown);
    assert!(!r.markdown.contains("Bob"), "{}", r.markdown);
}

/// A self-play game from the standard start (the engine at depth 2, a decision in seven at
/// random) that holds at least one puzzle.
fn game_with_puzzles() -> Vec<gipf_rules::Action> {
    use std::sync::atomic::AtomicBool;
    let cancel = AtomicBool::new(false);
    for seed in 1..50u64 {
        let start = Position::start(gipf_rules::Variant::Standard);
        let mut p = start.clone();
        let settings = gipf_engine::Settings {
            depth: Some(2),
            ..gipf_engine::review_settings(&p)
        };
        let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        let mut actions = Vec::new();
        while !p.is_over() && actions.len() < 400 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let legal = p.legal_actions();
            let a = if state % 7 == 0 {
                legal[(state >> 8) as usize % legal.len()]
            } else {
                gipf_engine::think(&p, &settings, None, &cancel)
                    .expect("a decision")
                    .best
            };
            p.play(a).expect("legal");
            actions.push(a);
        }
        let limits = gipf_engine::puzzle::Limits::default();
        if p.is_over()
            && !gipf_engine::puzzle::scan(&start, &actions, "", &limits, &cancel).is_empty()
        {
            return actions;
        }
    }
    panic!("no self-play game with a puzzle");
}

#[tokio::test]
async fn a_finished_games_puzzles_join_the_set() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let actions = game_with_puzzles();
    let id = super::start_human_game(&m, "none").await;
    for (n, a) in actions.iter().enumerate() {
        let row = m.store().game(id).await.expect("read").expect("game");
        let p: Position = row.position.parse().expect("position");
        let who = match p.decider() {
            Some(gipf_rules::Color::White) => "Ann",
            _ => "Bob",
        };
        let r = say(&m, who, &format!("move {a} #{}", id.0)).await;
        assert!(!r.private, "{n}: {a}: {}", r.markdown);
    }
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.status, GameStatus::Finished);
    m.puzzle_harvests_idle().await;
    let starter = include_str!("../../data/puzzles.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .count();
    assert!(
        m.store().puzzle_count().await.expect("count") > starter,
        "the game's puzzles were added"
    );
    assert!(
        !m.metrics_text()
            .await
            .contains("gipfbot_puzzles_found_total 0"),
        "counted"
    );
}

/// Plays `who`'s decisions of `row`'s line with `puzzle <action>`; the last reply.
async fn solve(m: &Manager, who: &str, row: &PuzzleRow) -> Reply {
    let solver = row.puzzle.solver();
    let mut p: Position = row.puzzle.start.clone();
    let mut last = None;
    for a in &row.puzzle.line {
        if p.decider() == Some(solver) {
            last = Some(say(m, who, &format!("puzzle {a}")).await);
        }
        p.play(*a).expect("the line is legal");
    }
    last.expect("the solver decided")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_of_the_day_is_posted_once_at_its_time_and_answered_privately() {
    use gipf_store::Day;
    let s = Setup::new();
    let m = s.manager(false).await;
    // The tests' clock starts at 08:00 UTC.
    let start = s.clock.now_ms();
    assert_eq!(start - Day::of(start).start(), 8 * 3_600_000);
    let r = say(&m, "Ann", "settings daily-puzzle 25:00").await;
    assert!(r.private && r.markdown.contains("25:00"), "{}", r.markdown);
    let r = say(&m, "Ann", "settings daily-puzzle 9:00").await;
    assert!(
        !r.private && r.markdown.contains("09:00 UTC"),
        "{}",
        r.markdown
    );
    assert!(r.daily_here);
    let r = say(&m, "Bob", "puzzle daily").await;
    assert!(
        r.private && r.markdown.contains("no puzzle of the day"),
        "{}",
        r.markdown
    );
    // Not yet time: nothing owed.
    m.run_due().await;
    assert!(m.store().owed("console").await.expect("owed").is_empty());

    // 09:00: owed once; the process dies before posting it.
    s.clock.advance(3_600_000);
    assert!(m.run_due().await >= 1);
    assert_eq!(m.run_due().await, 0, "owed twice");
    drop(m);
    let m = s.manager(false).await;
    assert_eq!(m.run_due().await, 0, "owed again after the restart");
    let chat = super::Recorder::default();
    let delivery = m.deliver_outbox(m.events_for(&Platform::CONSOLE), chat.clone());
    let posted = chat.wait_posted(1).await;
    assert_eq!(posted.len(), 1);
    let post = &posted[0];
    assert_eq!(post.kind, EventKind::DailyPuzzle);
    assert!(post.reply.daily);
    assert!(
        post.reply.markdown.contains("**Puzzle of the day, ")
            && !post.reply.markdown.contains("Yesterday"),
        "{}",
        post.reply.markdown
    );
    let today = Day::of(s.clock.now_ms());
    let daily = m
        .store()
        .daily_puzzle(today)
        .await
        .expect("read")
        .expect("today's puzzle");
    assert_eq!(
        post.reply.position.as_ref().and_then(|p| p.gipf()),
        Some(&daily.puzzle.start)
    );
    let button = post.reply.choices[0].choices[0].id.clone();
    assert_eq!(button, format!("pzd:{today}"));

    // Bob presses the button: his own puzzle, private, and every answer private too; he
    // gives up (failed). Ann types it and solves it.
    let r = m
        .handle(&super::ctx("Bob"), Command::Choose(button.clone()))
        .await;
    assert!(
        r.private && r.markdown.contains(&format!("Puzzle {}", daily.id.0)),
        "{}",
        r.markdown
    );
    let r = say(&m, "Bob", "puzzle give up").await;
    assert!(
        r.private && r.markdown.contains("The solution"),
        "{}",
        r.markdown
    );
    let r = m
        .handle(&super::ctx("Bob"), Command::Choose(button.clone()))
        .await;
    assert!(
        r.private && r.markdown.contains("seen puzzle"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "puzzle daily").await;
    assert!(r.private, "{}", r.markdown);
    let solved = solve(&m, "Ann", &daily).await;
    assert!(
        solved.private && solved.markdown.contains("**Solved!**"),
        "{}",
        solved.markdown
    );
    // An ordinary puzzle afterwards is answered in the open.
    let r = say(&m, "Ann", "puzzle").await;
    assert!(!r.private, "{}", r.markdown);
    assert_ne!(served(&m, &r).await.id, daily.id);

    // The next day at 09:00: a new puzzle, and yesterday's solution with its tally; the old
    // button is over.
    s.clock.advance(24 * 3_600_000);
    assert!(m.run_due().await >= 1);
    let posted = chat.wait_posted(2).await;
    let second = &posted[1];
    assert_eq!(second.kind, EventKind::DailyPuzzle);
    let solution: Vec<String> = daily.puzzle.line.iter().map(|a| a.to_string()).collect();
    assert!(
        second.reply.markdown.contains(&format!(
            "Yesterday's puzzle {}: the solution was `{}`; 1 of 2 solvers",
            daily.id.0,
            solution.join(" ")
        )),
        "{}",
        second.reply.markdown
    );
    let next = m
        .store()
        .daily_puzzle(today.after())
        .await
        .expect("read")
        .expect("the next puzzle");
    assert_ne!(next.id, daily.id);
    let r = m.handle(&super::ctx("Carl"), Command::Choose(button)).await;
    assert!(
        r.private && r.markdown.contains("is over"),
        "{}",
        r.markdown
    );
    // Switched off: no post the day after.
    let r = say(&m, "Ann", "settings daily-puzzle off").await;
    assert!(!r.private, "{}", r.markdown);
    s.clock.advance(24 * 3_600_000);
    assert_eq!(m.run_due().await, 0);
    assert!(m.store().owed("console").await.expect("owed").is_empty());
    delivery.abort();
}
