//! A TZAAR game's page: over HTTP its title, each player's stacks per type on top (and while
//! placing, the pieces per type left to place), the last decision, its board as SVG at any
//! ply (the board alone cut above the players' cards), its record, and its live stream; in
//! the browser, the page drawn on a desktop and a phone, stepped with the keys, and an
//! action made in chat shown live.

use gipf_game::{Game, Side};
use gipf_games::{AnyPosition, AnyRecord};
use gipf_manager::Lang;
use gipf_tzaar::PieceType;

use super::*;

fn tzaar(p: &AnyPosition) -> &gipf_tzaar::Position {
    match p {
        AnyPosition::Tzaar(z) => z,
        other => panic!("not TZAAR: {other}"),
    }
}

/// Ann challenges bob to TZAAR (`variant`: `tzaar`, `tzaar-fixed`, `tzaar-tournament`);
/// `decisions` actions by whoever decides (mostly captures; at most `decisions`, fewer when
/// the game ends). Slug, id and the record of what was played.
async fn a_tzaar_game(
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
    for n in 0..decisions {
        let p = record.current().clone();
        let Some(c) = p.decider_color() else { break };
        let who = if c == gipf_rules::Color::White {
            "Ann"
        } else {
            "bob"
        };
        let legal: Vec<String> = p.legal_actions().iter().map(ToString::to_string).collect();
        let captures: Vec<&String> = legal.iter().filter(|a| a.contains('x')).collect();
        let a = if captures.is_empty() || n % 5 == 4 {
            legal[(n * 7 + 3) % legal.len()].clone()
        } else {
            captures[(n * 7 + 3) % captures.len()].clone()
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

/// A player's facts as the page says them: `Tzaar 6 · Tzarra 9 · Tott 15`.
fn per_type(count: impl Fn(PieceType) -> u32) -> String {
    PieceType::ALL
        .into_iter()
        .map(|k| format!("{} {}", k.name(), count(k)))
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A player's card on the page (`<div class="card white...">...</div>`).
fn card<'a>(page: &'a str, colour: &str) -> &'a str {
    let at = page
        .find(&format!("<div class=\"card {colour}"))
        .unwrap_or_else(|| panic!("no {colour} card"));
    let end = at + page[at..].find("</div>").expect("the card's end");
    &page[at..end]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tzaar_games_page_board_facts_record_and_live_stream() {
    let s = site().await;
    // From the fixed start: 12 actions (the opening capture, then turns of two).
    let (slug, id, record) = a_tzaar_game(&s.m, "tzaar-fixed", 12).await;
    assert_eq!(record.len(), 12, "the game goes on");
    let p = *tzaar(record.current());
    let (status, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("TZAAR #"), "the title names the game");
    assert!(page.contains("tzaar-fixed"), "the variant");
    // Each player's stacks per type on top, in his card with his name and colour.
    for (colour, side, name) in [
        ("white", Side::First, "Ann"),
        ("black", Side::Second, "bob"),
    ] {
        let c = card(&page, colour);
        assert!(c.contains(name), "{c}");
        let facts = per_type(|k| p.shown(side, k));
        assert!(c.contains(&facts), "{facts} in {c}");
    }
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
    let last = record.last_action().expect("played").to_string();
    assert!(lines[0].contains(&last), "{lines:?} name {last}");

    // The board as SVG: TZAAR's, a stack group per stack; the board alone cut above the
    // cards; any ply.
    let (status, headers, svg) = get(s.addr, &format!("/{slug}/board.svg")).await;
    assert_eq!(status, 200);
    assert!(headers.contains("image/svg+xml"), "{headers}");
    assert!(svg.contains("class=\"tzaar\""), "TZAAR's picture");
    assert_eq!(
        svg.matches("<g class=\"stack ").count(),
        p.occupied().count(),
        "a group per stack"
    );
    assert!(
        svg.contains("<g class=\"capture\">") || svg.contains("<g class=\"stacking\">"),
        "the last turn drawn"
    );
    let (_, _, alone) = get(s.addr, &format!("/{slug}/board.svg?view=board")).await;
    assert!(alone.contains("class=\"tzaar\""));
    assert!(
        svg_height(&alone) < svg_height(&svg) && svg_height(&alone) > svg_height(&svg) / 2,
        "the board alone is cut above the cards: {} of {}",
        svg_height(&alone),
        svg_height(&svg)
    );
    // At ply 0: the fixed start's 60 stacks, whatever was played after.
    let (_, _, start) = get(s.addr, &format!("/{slug}/board.svg?ply=0")).await;
    assert_eq!(start.matches("<g class=\"stack ").count(), 60);
    let (_, _, one) = get(s.addr, &format!("/{slug}/board.svg?ply=1")).await;
    assert_eq!(one.matches("<g class=\"stack ").count(), 59, "one capture");

    // The record reads back to the same position.
    let (status, _, text) = get(s.addr, &format!("/{slug}/record.txt")).await;
    assert_eq!(status, 200);
    assert_eq!(text.trim(), record.official());
    let mut words = text.split_whitespace();
    assert_eq!(words.next(), Some("tzaar"));
    let mut q = AnyPosition::start("tzaar-fixed").expect("start");
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

    // While placing (`tzaar-tournament`): the pieces per type left to place.
    let (slug, _, record) = a_tzaar_game(&s.m, "tzaar-tournament", 3).await;
    let p = *tzaar(record.current());
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert!(page.contains("tzaar-tournament"), "the variant");
    for (colour, side) in [("white", Side::First), ("black", Side::Second)] {
        let facts = format!("To place: {}", per_type(|k| p.unplaced(side, k)));
        assert!(card(&page, colour).contains(&facts), "{facts}");
    }
    assert_eq!(
        (0..2)
            .map(|i| PieceType::ALL
                .into_iter()
                .map(|k| p.unplaced([Side::First, Side::Second][i], k))
                .sum::<u32>())
            .sum::<u32>(),
        60 - 3,
        "three pieces placed: {p}"
    );
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
fn a_tzaar_game_in_the_browser_on_a_desktop_and_a_phone() {
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(Box::pin(a_tzaar_browser_session()))
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

/// In the browser: a TZAAR page from a random start drawn, its cards' facts, a step back
/// and forward with the arrow keys, an action made in chat shown without a reload, the
/// board alone and the facts under it on a phone; no sideways scrolling, no console error.
/// Screenshots are kept with GIPF_SCREENSHOTS=dir (`tzaar-page`, `tzaar-page-phone`).
async fn a_tzaar_browser_session() {
    let Some((_driver_process, driver)) = chromedriver().await else {
        return;
    };
    let s = site().await;
    let (slug, id, record) = a_tzaar_game(&s.m, "tzaar", 9).await;
    let plies = record.len();
    assert_eq!(plies, 9, "the game goes on");
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
        title.as_str().is_some_and(|t| t.contains("TZAAR")),
        "{title}"
    );
    // The cards read each player's stacks per type.
    let p = *tzaar(record.current());
    for (colour, side) in [("white", Side::First), ("black", Side::Second)] {
        let text = script(
            driver,
            session,
            &format!("return document.querySelector('.card.{colour}').innerText"),
        )
        .await;
        let facts = per_type(|k| p.shown(side, k));
        assert!(
            text.as_str().is_some_and(|t| t.contains(&facts)),
            "{facts} in {text}"
        );
    }
    no_sideways(driver, session, "body", "TZAAR page at 1280 px").await;
    keep_screenshot(driver, session, "tzaar-page").await;
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
    no_sideways(driver, session, "body", "TZAAR page at 390 px").await;
    keep_screenshot(driver, session, "tzaar-page-phone").await;
    resize(driver, session, 1280, 900).await;
    no_console_errors(driver, session, "on a TZAAR page").await;
    wd(
        driver,
        "DELETE",
        &format!("/session/{session}"),
        serde_json::Value::Null,
    )
    .await;
}
