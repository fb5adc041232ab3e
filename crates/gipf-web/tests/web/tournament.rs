//! A tournament's page: a knockout of three console players from sign-up to its winner, its
//! page, bracket, live part and stream over HTTP, the community's list of tournaments; and in
//! the browser, the page following the tournament live (a game's link appears, then the next
//! round and the winner, without a reload).

use gipf_manager::{GameRow, TournamentId, Watched};

use super::*;

/// A knockout of Ann, Bob and Cyd created by Ann and started: its id and page's slug. Ann
/// joined last: with no ratings the seeds follow the entrant numbers, so Bob is seed 1 (a
/// bye) and Cyd meets Ann in round 1.
async fn a_knockout(m: &Manager) -> (TournamentId, String) {
    let r = say(m, "ann", "tournament create knockout time none").await;
    let id = r.tournament.unwrap_or_else(|| panic!("{}", r.markdown));
    for who in ["bob", "cyd", "ann"] {
        let r = say(m, who, &format!("tournament join {id}")).await;
        assert!(r.markdown.contains(&id.to_string()), "{}", r.markdown);
    }
    let r = say(m, "ann", &format!("tournament start {id}")).await;
    assert!(!r.private, "{}", r.markdown);
    let slug = m
        .store()
        .tournament(id)
        .await
        .expect("read")
        .expect("tournament")
        .slug
        .to_string();
    (id, slug)
}

/// The game of a round, once the organiser (in the background) created it: waits on the
/// tournament's changes, not on a clock.
async fn game_of_round(
    m: &Manager,
    changes: &mut tokio::sync::broadcast::Receiver<gipf_manager::Change>,
    id: TournamentId,
    round: u32,
) -> GameRow {
    tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            let state = m
                .store()
                .tournament_state(id)
                .await
                .expect("read")
                .expect("tournament");
            if let Some(g) = state.round(round).find_map(|b| b.game) {
                return m.store().game(g).await.expect("read").expect("game");
            }
            loop {
                match changes.recv().await {
                    Ok(c) if c.what == Watched::Tournament(id) => break,
                    Ok(_) | Err(tokio::sync::broadcast::error::RecvError::Lagged(_)) => {}
                    Err(e) => panic!("changes: {e}"),
                }
            }
        }
    })
    .await
    .unwrap_or_else(|_| panic!("round {round} of {id} has no game"))
}

/// The console name of a game's player with White.
async fn white_of(m: &Manager, g: &GameRow) -> String {
    let p = m
        .store()
        .player(g.white_id.expect("white"))
        .await
        .expect("read")
        .expect("player");
    p.platform_user
}

/// Waits until the tournament is over.
async fn over(
    m: &Manager,
    changes: &mut tokio::sync::broadcast::Receiver<gipf_manager::Change>,
    id: TournamentId,
) {
    tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            let t = m.store().tournament(id).await.expect("read").expect("t");
            if t.status == gipf_manager::TournamentStatus::Finished {
                return;
            }
            let _ = changes.recv().await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("{id} does not end"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_page_from_its_first_round_to_its_winner() {
    let s = site().await;
    let mut changes = s.m.changes();
    let (id, slug) = a_knockout(&s.m).await;
    let first = game_of_round(&s.m, &mut changes, id, 1).await;

    let (code, _, page) = get(s.addr, &format!("/t/{slug}")).await;
    assert_eq!(code, 200, "{page}");
    assert!(page.contains(&format!("Tournament {id}")), "{page}");
    assert!(page.contains("Round 1 of 2."), "{page}");
    assert!(
        page.contains(&format!("data-tournament=\"{slug}\"")),
        "{page}"
    );
    // Round 1's game, linked and under way; the bracket beside it.
    assert!(
        page.contains(&format!(
            "<a href=\"/{}\" class=\"game\">#{}</a>",
            first.slug, first.id.0
        )),
        "{page}"
    );
    assert!(page.contains("playing now"), "{page}");
    assert!(
        page.contains(&format!("/t/{slug}/bracket.svg?lang=en")),
        "{page}"
    );
    // The game's page names its tournament, round and board, linked.
    let (_, _, game_page) = get(s.addr, &format!("/{}", first.slug)).await;
    assert!(
        game_page.contains(&format!(
            "<a href=\"/t/{slug}\">Tournament {id}, round 1, board 1</a>"
        )),
        "{game_page}"
    );
    let (code, headers, svg) = get(s.addr, &format!("/t/{slug}/bracket.svg")).await;
    assert_eq!(code, 200, "{svg}");
    assert!(headers.contains("content-type: image/svg+xml"), "{headers}");
    // Four slots: two matches in round 1 (one a bye), the final.
    assert_eq!(svg.matches("class=\"match\"").count(), 3, "{svg}");
    assert!(svg.contains("bye"), "{svg}");
    for name in ["ann", "bob", "cyd"] {
        assert!(svg.contains(name), "{name} in {svg}");
    }
    // The live part carries its version.
    let version =
        s.m.store()
            .tournament(id)
            .await
            .expect("read")
            .expect("t")
            .version;
    let (code, headers, part) = get(s.addr, &format!("/t/{slug}/part")).await;
    assert_eq!(code, 200, "{part}");
    assert!(
        headers.contains(&format!("x-version: {version}")),
        "{headers}"
    );
    assert!(!part.contains("<html"), "{part}");
    // Addresses of nothing.
    for path in [
        "/t/nothing",
        "/t/000000000000000000",
        "/t/zz/part",
        "/t/00/bracket.svg",
    ] {
        let (code, _, _) = get(s.addr, path).await;
        assert_eq!(code, 404, "{path}");
    }
    // A game page's stream and a tournament's share one connection.
    let mut stream = TcpStream::connect(s.addr).await.expect("connect");
    let req = format!(
        "GET /live?games=t-{slug},{},t-000000000000000000 HTTP/1.1\r\nHost: x\r\n\r\n",
        first.slug
    );
    stream.write_all(req.as_bytes()).await.expect("write");
    read_until(&mut stream, &format!("data: t-{slug} {version}")).await;

    // Round 1 ends: White resigns; the final is paired, the page says so.
    let loser = white_of(&s.m, &first).await;
    let r = say(&s.m, &loser, &format!("resign #{}", first.id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let final_game = game_of_round(&s.m, &mut changes, id, 2).await;
    // The stream told of a change (the organiser's last write comes with it).
    read_until(&mut stream, &format!("data: t-{slug} ")).await;
    let (_, _, page) = get(s.addr, &format!("/t/{slug}")).await;
    assert!(page.contains("Round 2 of 2."), "{page}");
    assert!(page.contains("class=\"ranks standings\""), "{page}");
    assert!(page.contains("Black won"), "round 1's result: {page}");
    assert!(
        page.contains(&format!(
            "<a href=\"/{}\" class=\"game\">#{}</a>",
            final_game.slug, final_game.id.0
        )),
        "{page}"
    );

    // The final ends: the page names the winner.
    let white = white_of(&s.m, &final_game).await;
    let r = say(&s.m, &white, &format!("resign #{}", final_game.id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    over(&s.m, &mut changes, id).await;
    let black =
        s.m.store()
            .player(final_game.black_id.expect("black"))
            .await
            .expect("read")
            .expect("player")
            .display_name;
    let (_, _, page) = get(s.addr, &format!("/t/{slug}")).await;
    assert!(page.contains("Over."), "{page}");
    assert!(page.contains(&format!("Winner: {black}.")), "{page}");

    // A public community lists its tournaments; a private one does not.
    let (_, _, board) = get(s.addr, "/leaderboard/console/console").await;
    assert!(!board.contains(&format!("/t/{slug}")), "{board}");
    let room =
        s.m.store()
            .community_by_room("console", "console")
            .await
            .expect("read")
            .expect("room");
    s.m.store()
        .set_public_pages(room.id, Some(true))
        .await
        .expect("public");
    let (code, _, board) = get(s.addr, "/leaderboard/console/console").await;
    assert_eq!(code, 200, "{board}");
    assert!(
        board.contains(&format!("<a href=\"/t/{slug}\">{id}</a>")),
        "{board}"
    );
    assert!(board.contains("knockout · over"), "{board}");
}

/// In the browser: the page of a running knockout follows it live: its game's link, the
/// bracket drawn, then the next round and the winner without a reload.
pub(crate) async fn a_tournament_page_follows_live(s: &Site, driver: SocketAddr, session: &str) {
    let mut changes = s.m.changes();
    let (id, slug) = a_knockout(&s.m).await;
    let first = game_of_round(&s.m, &mut changes, id, 1).await;
    resize(driver, session, 1280, 900).await;
    // Light first, whatever the pages before chose.
    script(
        driver,
        session,
        "localStorage.setItem('gipf-theme', 'light'); return 1",
    )
    .await;
    go(driver, session, &format!("http://{}/t/{slug}", s.addr)).await;
    until(
        driver,
        session,
        "return document.querySelectorAll('table.boards a.game').length",
        &serde_json::json!(1),
    )
    .await;
    until(
        driver,
        session,
        "const b = document.querySelector('figure.bracket img'); return !!b && b.complete && b.naturalWidth > 0",
        &serde_json::json!(true),
    )
    .await;
    keep_screenshot(driver, session, "tournament-page").await;
    let loser = white_of(&s.m, &first).await;
    let r = say(&s.m, &loser, &format!("resign #{}", first.id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    // Round 2 appears by itself.
    until(
        driver,
        session,
        "return document.querySelectorAll('table.boards').length",
        &serde_json::json!(2),
    )
    .await;
    let final_game = game_of_round(&s.m, &mut changes, id, 2).await;
    let white = white_of(&s.m, &final_game).await;
    let r = say(&s.m, &white, &format!("resign #{}", final_game.id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    until(
        driver,
        session,
        "return document.getElementById('status').textContent.includes('Winner')",
        &serde_json::json!(true),
    )
    .await;
    // The dark theme draws the bracket dark.
    script(
        driver,
        session,
        "document.getElementById('theme').click(); return 1",
    )
    .await;
    until(
        driver,
        session,
        "const b = document.querySelector('figure.bracket img'); return b.complete && b.src.includes('theme=dark') && b.naturalWidth > 0",
        &serde_json::json!(true),
    )
    .await;
    keep_screenshot(driver, session, "tournament-page-over-dark").await;
    script(
        driver,
        session,
        "document.getElementById('theme').click(); return 1",
    )
    .await;
    no_console_errors(driver, session, "on a tournament's page").await;
}
