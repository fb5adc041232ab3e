//! A YINSH game's page (issue 52): over HTTP its title, each player's rings removed (and
//! while placing, the rings left to place), the markers left in the pool, the last decision,
//! its board as SVG at any ply (the board alone cut above the players' cards), its record,
//! and its live stream; in the browser, the page drawn on a desktop and a phone, stepped
//! with the keys, and an action made in chat shown live.

use gipf_game::{Game, Side};
use gipf_games::{AnyPosition, AnyRecord};
use gipf_manager::Lang;

use super::*;

fn yinsh(p: &AnyPosition) -> &gipf_yinsh::Position {
    match p {
        AnyPosition::Yinsh(y) => y,
        other => panic!("not YINSH: {other}"),
    }
}

/// Whether playing `action` on `p` makes a row (the next decision removes one).
fn makes_row(p: &gipf_yinsh::Position, action: &gipf_yinsh::Action) -> bool {
    let mut q = *p;
    q.play(*action).expect("legal");
    q.legal_actions()
        .iter()
        .any(|a| a.to_string().starts_with('x'))
}

/// Ann challenges bob to YINSH (`variant`: `yinsh`, `yinsh-blitz`); `decisions` actions by
/// whoever decides (spread over the legal ones; after the placement, a ring move that makes
/// a row when there is one; `decisions` and the rest of the turn then, fewer when the game
/// ends). Slug, id and the record of what was played.
async fn a_yinsh_game(
    m: &Manager,
    variant: &str,
    decisions: usize,
) -> (String, gipf_manager::GameId, AnyRecord) {
    let r = say(
        m,
        "Ann",
        &format!("challenge bob {variant} white time none"),
    )
    .await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, "bob", "accept").await;
    let id = r.game.expect("game");
    let mut record = AnyRecord::new(r.position.expect("position"));
    for n in 0.. {
        let p = *yinsh(record.current());
        let Some(side) = Game::decider(&p) else {
            break;
        };
        // A turn begun is finished: its rows and rings removed.
        let turn_done = matches!(
            p.stage(),
            gipf_yinsh::Stage::Placement | gipf_yinsh::Stage::Move
        );
        if n >= decisions && turn_done {
            break;
        }
        let who = if side == Side::First { "Ann" } else { "bob" };
        let legal = p.legal_actions();
        let rows: Vec<_> = legal.iter().filter(|a| makes_row(&p, a)).collect();
        let a = if rows.is_empty() {
            legal[(n * 7 + 3) % legal.len()].to_string()
        } else {
            rows[n % rows.len()].to_string()
        };
        let r = say(m, who, &format!("move {a} #{}", id.0)).await;
        assert!(!r.private, "{a}: {}", r.markdown);
        record.play_entry(&a).expect("legal");
        assert_eq!(r.position.as_ref(), Some(record.current()), "{a}");
    }
    let slug = m
        .store()
        .game(id)
        .await
        .expect("read")
        .expect("game")
        .slug
        .to_string();
    (slug, id, record)
}

/// The `height` attribute of an SVG's root.
fn svg_height(svg: &str) -> u32 {
    let head = &svg[svg.find("<svg ").expect("svg")..];
    let at = head.find("height=\"").expect("height") + "height=\"".len();
    head[at..]
        .split('"')
        .next()
        .and_then(|h| h.parse().ok())
        .expect("a number")
}

/// A player's card on the page (`<div class="card white...">...</div>`).
fn card<'a>(page: &'a str, colour: &str) -> &'a str {
    let at = page
        .find(&format!("<div class=\"card {colour}"))
        .unwrap_or_else(|| panic!("no {colour} card"));
    let end = at + page[at..].find("</div>").expect("the card's end");
    &page[at..end]
}

/// The pieces an SVG draws: rings and markers.
fn pieces(svg: &str) -> (usize, usize) {
    (
        svg.matches("<g class=\"ring ").count(),
        svg.matches("<g class=\"marker ").count(),
    )
}

/// The rings and markers on a position's board.
fn on_board(p: &gipf_yinsh::Position) -> (usize, usize) {
    let (mut rings, mut markers) = (0, 0);
    for s in gipf_yinsh::Point::all() {
        match p.piece(s) {
            Some(gipf_yinsh::Piece::Ring(_)) => rings += 1,
            Some(gipf_yinsh::Piece::Marker(_)) => markers += 1,
            None => {}
        }
    }
    (rings, markers)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_yinsh_games_page_board_facts_record_and_live_stream() {
    let s = site().await;
    // The rings placed, then ring moves that make rows when they can: a ring removed, the
    // game going on (three to win).
    let (slug, id, record) = a_yinsh_game(&s.m, "yinsh", 40).await;
    let p = *yinsh(record.current());
    assert!(!Game::is_over(&p), "the game goes on: {p}");
    assert!(
        p.removed(Side::First) + p.removed(Side::Second) >= 1,
        "a ring removed: {p}"
    );
    let (status, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("YINSH #"), "the title names the game");
    // Each player's rings removed, in his card with his name and colour.
    for (colour, side, name) in [
        ("white", Side::First, "Ann"),
        ("black", Side::Second, "bob"),
    ] {
        let c = card(&page, colour);
        assert!(c.contains(name), "{c}");
        let facts = format!("Rings removed: {}", p.removed(side));
        assert!(c.contains(&facts), "{facts} in {c}");
        assert!(!c.contains("rings to place"), "placed: {c}");
    }
    // The markers left in the pool.
    let pool = format!("Markers in the pool: {}", p.pool());
    assert!(page.contains(&pool), "{pool}");
    // The decider's card is marked.
    let turn = if Game::decider(&p) == Some(Side::First) {
        "white"
    } else {
        "black"
    };
    assert!(
        page.contains(&format!("<div class=\"card {turn} turn\">")),
        "{turn}'s turn"
    );
    // The last decision, as in chat.
    assert!(page.contains("Last turn"), "the last decision's heading");
    let lines = gipf_manager::last_decision_lines(Lang::En, &record);
    assert!(!lines.is_empty());
    for l in &lines {
        assert!(page.contains(&format!("<li>{l}</li>")), "{l}");
    }

    // The board as SVG: YINSH's, a group per ring and marker; the board alone cut above the
    // cards; any ply.
    let (status, headers, svg) = get(s.addr, &format!("/{slug}/board.svg")).await;
    assert_eq!(status, 200);
    assert!(headers.contains("image/svg+xml"), "{headers}");
    assert!(svg.contains("class=\"yinsh\""), "YINSH's picture");
    assert_eq!(pieces(&svg), on_board(&p), "a group per piece");
    let (_, _, alone) = get(s.addr, &format!("/{slug}/board.svg?view=board")).await;
    assert!(alone.contains("class=\"yinsh\""));
    assert_eq!(
        pieces(&alone),
        on_board(&p),
        "the pieces in the board alone"
    );
    assert!(
        svg_height(&alone) < svg_height(&svg) && svg_height(&alone) > svg_height(&svg) / 2,
        "the board alone is cut above the cards: {} of {}",
        svg_height(&alone),
        svg_height(&svg)
    );
    // At ply 0: an empty board; ply 1: one ring; the first ring move (ply 11): a marker,
    // the move drawn.
    let (_, _, start) = get(s.addr, &format!("/{slug}/board.svg?ply=0")).await;
    assert_eq!(pieces(&start), (0, 0));
    let (_, _, one) = get(s.addr, &format!("/{slug}/board.svg?ply=1")).await;
    assert_eq!(pieces(&one), (1, 0), "one ring placed");
    let (_, _, moved) = get(s.addr, &format!("/{slug}/board.svg?ply=11")).await;
    assert_eq!(pieces(&moved), (10, 1), "one ring moved");
    assert_eq!(
        moved.matches("<g class=\"move\">").count(),
        1,
        "the move drawn"
    );

    // The record reads back to the same position.
    let (status, _, text) = get(s.addr, &format!("/{slug}/record.txt")).await;
    assert_eq!(status, 200);
    assert_eq!(text.trim(), record.official());
    let mut words = text.split_whitespace();
    assert_eq!(words.next(), Some("yinsh"));
    let mut q = AnyPosition::start("yinsh").expect("start");
    for w in words {
        let a = q.read_action(w).expect("an action");
        q.play(a).expect("legal");
    }
    assert_eq!(&q, record.current());

    // Live: the current version first, then an event for the next action.
    let mut live = TcpStream::connect(s.addr).await.expect("connect");
    live.write_all(format!("GET /{slug}/live HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .await
        .expect("write");
    let first = read_until(&mut live, "event: change").await;
    assert!(first.contains("text/event-stream"), "{first}");
    let before = row(&s.m, &slug).await.version;
    assert!(first.contains(&format!("data: {before}")), "{first}");
    let who = if turn == "white" { "Ann" } else { "bob" };
    let a = p.legal_actions()[0].to_string();
    let moved = say(&s.m, who, &format!("move {a} #{}", id.0)).await;
    assert!(!moved.private, "{}", moved.markdown);
    let next = read_until(&mut live, &format!("data: {}", before + 1)).await;
    assert!(next.contains("event: change"), "{next}");
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert!(page.contains(&format!("<li>{}", moved_line(&record, &a))));

    // While placing (`yinsh-blitz`): the rings left to place.
    let (slug, _, record) = a_yinsh_game(&s.m, "yinsh-blitz", 3).await;
    let p = *yinsh(record.current());
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert!(page.contains("yinsh-blitz"), "the variant");
    for (colour, side) in [("white", Side::First), ("black", Side::Second)] {
        let facts = format!(
            "Rings removed: 0 · rings to place: {}",
            p.rings_to_place(side)
        );
        assert!(card(&page, colour).contains(&facts), "{facts}");
    }
    assert_eq!(
        p.rings_to_place(Side::First) + p.rings_to_place(Side::Second),
        10 - 3,
        "three rings placed: {p}"
    );
    assert!(page.contains("Markers in the pool: 51"), "no marker yet");
}

/// The first last-decision line after `action` is played on `record`.
fn moved_line(record: &AnyRecord, action: &str) -> String {
    let mut r = record.clone();
    r.play_entry(action).expect("legal");
    gipf_manager::last_decision_lines(Lang::En, &r)
        .into_iter()
        .next()
        .expect("a line")
}

// On a thread of its own, as the other browser session: a debug build's futures are big.
#[test]
fn a_yinsh_game_in_the_browser_on_a_desktop_and_a_phone() {
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(Box::pin(a_yinsh_browser_session()))
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

/// In the browser: a YINSH page in the middle of a game, its cards' facts, a step back and
/// forward with the arrow keys, an action made in chat shown without a reload, the board
/// alone and the facts under it on a phone; no sideways scrolling, no console error.
/// Screenshots are kept with GIPF_SCREENSHOTS=dir (`yinsh-page`, `yinsh-page-phone`).
async fn a_yinsh_browser_session() {
    let Some((_driver_process, driver)) = chromedriver().await else {
        return;
    };
    let s = site().await;
    let (slug, id, record) = a_yinsh_game(&s.m, "yinsh", 30).await;
    let plies = record.len();
    assert!(plies >= 30, "the game goes on");
    let profile = tempfile::tempdir().expect("profile dir");
    let caps = serde_json::json!({"capabilities": {"alwaysMatch": {
        "goog:loggingPrefs": {"browser": "ALL"},
        "goog:chromeOptions": {"args": [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
            "--no-first-run", "--window-size=1280,900",
            format!("--user-data-dir={}", profile.path().display()),
        ]}
    }}});
    let session = wd(driver, "POST", "/session", caps).await["sessionId"]
        .as_str()
        .expect("session id")
        .to_string();
    let session = session.as_str();
    go(driver, session, &format!("http://{}/{slug}", s.addr)).await;
    let ply = "return document.body.dataset.ply";
    until(driver, session, ply, &serde_json::json!(plies.to_string())).await;
    board_drawn(driver, session).await;
    let title = script(driver, session, "return document.title").await;
    assert!(
        title.as_str().is_some_and(|t| t.contains("YINSH")),
        "{title}"
    );
    // The cards read each player's rings removed.
    let p = *yinsh(record.current());
    for (colour, side) in [("white", Side::First), ("black", Side::Second)] {
        let text = script(
            driver,
            session,
            &format!("return document.querySelector('.card.{colour}').innerText"),
        )
        .await;
        let facts = format!("Rings removed: {}", p.removed(side));
        assert!(
            text.as_str().is_some_and(|t| t.contains(&facts)),
            "{facts} in {text}"
        );
    }
    let facts = script(
        driver,
        session,
        "return document.getElementById('facts').innerText",
    )
    .await;
    let pool = format!("Markers in the pool: {}", p.pool());
    assert!(
        facts.as_str().is_some_and(|t| t.contains(&pool)),
        "{pool} in {facts}"
    );
    no_sideways(driver, session, "body", "YINSH page at 1280 px").await;
    keep_screenshot(driver, session, "yinsh-page").await;
    // Back and forward with the arrow keys.
    key(driver, session, "\u{E012}").await;
    until(
        driver,
        session,
        ply,
        &serde_json::json!((plies - 1).to_string()),
    )
    .await;
    board_drawn(driver, session).await;
    key(driver, session, "\u{E010}").await;
    until(driver, session, ply, &serde_json::json!(plies.to_string())).await;
    // An action made in chat shows without a reload.
    let who = if Game::decider(&p) == Some(Side::First) {
        "Ann"
    } else {
        "bob"
    };
    let a = p.legal_actions()[0].to_string();
    let r = say(&s.m, who, &format!("move {a} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    until(
        driver,
        session,
        ply,
        &serde_json::json!((plies + 1).to_string()),
    )
    .await;
    board_drawn(driver, session).await;
    let line = moved_line(&record, &a);
    until(
        driver,
        session,
        &format!(
            "return document.getElementById('facts').textContent.includes({})",
            serde_json::json!(line)
        ),
        &serde_json::json!(true),
    )
    .await;
    // A phone: the board alone, the facts under it.
    resize(driver, session, 390, 844).await;
    board_drawn(driver, session).await;
    until(
        driver,
        session,
        "const b = document.getElementById('board'); return b.currentSrc.includes('view=board')",
        &serde_json::json!(true),
    )
    .await;
    board_drawn(driver, session).await;
    no_sideways(driver, session, "body", "YINSH page at 390 px").await;
    keep_screenshot(driver, session, "yinsh-page-phone").await;
    resize(driver, session, 1280, 900).await;
    no_console_errors(driver, session, "on a YINSH page").await;
    wd(
        driver,
        "DELETE",
        &format!("/session/{session}"),
        serde_json::Value::Null,
    )
    .await;
}
