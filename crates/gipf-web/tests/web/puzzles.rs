//! The puzzles' pages over HTTP: `/puzzles` lists the best puzzle ratings and the puzzles
//! most played; `/puzzle/<id>` shows the task and the start, the solution behind a "show"
//! button with a board per step (the step's decision drawn), hidden while someone solves
//! it; bad ids are not found.

use super::*;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzles_pages_show_the_task_the_solution_and_the_ratings() {
    let s = site().await;
    // Ann fails her first puzzle (she gives up): one played, and she is ranked.
    let r = say(&s.m, "ann", "puzzle").await;
    let id: i64 = r
        .markdown
        .split("**Puzzle ")
        .nth(1)
        .and_then(|rest| rest.split("**").next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("{}", r.markdown));
    // While she solves it, its page and boards keep the solution hidden.
    let (code, _, page) = get(s.addr, &format!("/puzzle/{id}")).await;
    assert_eq!(code, 200);
    assert!(
        page.contains("Someone is solving this puzzle now"),
        "{page}"
    );
    assert!(!page.contains("<details"), "{page}");
    let (_, _, svg) = get(s.addr, &format!("/puzzle/{id}/board.svg?step=0&draw=1")).await;
    assert!(
        !svg.contains("<g class=\"better\">"),
        "nothing drawn while solved"
    );
    let r = say(&s.m, "ann", "puzzle give up").await;
    assert!(r.markdown.contains("The solution"), "{}", r.markdown);

    let (code, _, page) = get(s.addr, "/puzzles").await;
    assert_eq!(code, 200, "{page}");
    assert!(
        page.contains("<td>ann</td>") || page.contains("<td>Ann</td>"),
        "{page}"
    );
    assert!(page.contains(&format!("href=\"/puzzle/{id}\"")), "{page}");
    assert!(page.contains("1 played"), "{page}");

    let (code, _, page) = get(s.addr, &format!("/puzzle/{id}")).await;
    assert_eq!(code, 200, "{page}");
    let row =
        s.m.store()
            .puzzle(gipf_manager::PuzzleId(id))
            .await
            .expect("read")
            .expect("row");
    assert!(page.contains("to play"), "{page}");
    assert!(
        page.contains("<details class=\"solution\"><summary>Show the solution</summary>"),
        "{page}"
    );
    // The start, then a board per step and the end.
    assert_eq!(
        page.matches("class=\"puzzle-board\"").count(),
        row.puzzle.line.len() + 2,
        "{page}"
    );
    for a in &row.puzzle.line {
        assert!(page.contains(&a.to_string()), "{a}: {page}");
    }
    let (code, head, svg) = get(s.addr, &format!("/puzzle/{id}/board.svg?step=0&draw=1")).await;
    assert_eq!(code, 200);
    assert!(
        head.to_ascii_lowercase().contains("image/svg+xml"),
        "{head}"
    );
    assert!(
        svg.contains("<g class=\"better\">"),
        "the first decision drawn"
    );
    let (_, _, plain) = get(s.addr, &format!("/puzzle/{id}/board.svg?step=0")).await;
    assert!(!plain.contains("<g class=\"better\">"), "nothing drawn");
    let (code, _, _) = get(s.addr, &format!("/puzzle/{id}/board.svg?step=999")).await;
    assert_eq!(code, 200, "the last board");
    for bad in [
        "/puzzle/0",
        "/puzzle/x",
        "/puzzle/99999999",
        "/puzzle/-3/board.svg",
    ] {
        let (code, _, _) = get(s.addr, bad).await;
        assert_eq!(code, 404, "{bad}");
    }
}

/// The puzzle of the day on `/puzzles`: none until a room's post chose one; then its board,
/// task and link, yesterday's tally; its own page keeps the solution hidden until the day
/// it is out for every room, while an older one shows it.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_puzzle_of_the_day_on_the_puzzles_page() {
    use gipf_manager::Day;
    let s = site().await;
    let (code, _, page) = get(s.addr, "/puzzles").await;
    assert_eq!(code, 200, "{page}");
    assert!(
        page.contains("There is no puzzle of the day yet")
            && page.contains("<code>settings daily-puzzle 09:00</code>"),
        "{page}"
    );
    // What a room's due post does: choose the day's puzzle (older days, as if posted then).
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .expect("clock")
        .as_millis() as i64;
    let today = Day::of(now);
    let m = &s.m;
    let choose = |day: Day| async move {
        m.store()
            .choose_daily_puzzle(day, 0.0, 10_000.0, now)
            .await
            .expect("choose")
            .expect("a puzzle")
    };
    let old = choose(today.before().before()).await;
    let yesterday = choose(today.before()).await;
    let daily = choose(today).await;
    assert!(old.id != yesterday.id && yesterday.id != daily.id);

    let (code, _, page) = get(s.addr, "/puzzles").await;
    assert_eq!(code, 200, "{page}");
    assert!(
        page.contains(&format!("<h2>Puzzle of the day, {today}</h2>")),
        "{page}"
    );
    assert!(page.contains("to play"), "the task: {page}");
    assert!(
        page.contains(&format!("src=\"/puzzle/{}/board.svg?step=0\"", daily.id.0))
            && page.contains(&format!("href=\"/puzzle/{}\"", daily.id.0))
            && page.contains("<code>puzzle daily</code>"),
        "{page}"
    );
    assert!(
        page.contains(&format!(
            "Yesterday&#39;s puzzle {}: 0 of 0 solvers found it.",
            yesterday.id.0
        )),
        "{page}"
    );

    // Today's and yesterday's keep their solutions; the one of two days ago shows it.
    for (row, day) in [(&daily, today), (&yesterday, today.before())] {
        let (code, _, page) = get(s.addr, &format!("/puzzle/{}", row.id.0)).await;
        assert_eq!(code, 200, "{page}");
        assert!(
            page.contains(&format!("This is the puzzle of the day of {day}"))
                && page.contains(&format!("from {} on", day.after().after())),
            "{page}"
        );
        assert!(!page.contains("<details"), "{page}");
        let (_, _, svg) = get(
            s.addr,
            &format!("/puzzle/{}/board.svg?step=1&draw=1", row.id.0),
        )
        .await;
        assert!(!svg.contains("<g class=\"better\">"), "nothing drawn");
    }
    let (_, _, page) = get(s.addr, &format!("/puzzle/{}", old.id.0)).await;
    assert!(
        page.contains("<details class=\"solution\">") && !page.contains("puzzle of the day of"),
        "{page}"
    );
    let (_, _, svg) = get(
        s.addr,
        &format!("/puzzle/{}/board.svg?step=0&draw=1", old.id.0),
    )
    .await;
    assert!(svg.contains("<g class=\"better\">"), "its solution drawn");
}
