//! A ZÈRTZ game's page (issue 53): over HTTP its title, the players as the first and the
//! second player (ZÈRTZ's players have no colour: the page never says White or Black), each
//! player's captured marbles per colour, the marbles left in the pool, the last decision,
//! its board as SVG at any ply (the board alone cut above the players' cards), its record
//! and its live stream; in the browser, the page drawn on a desktop and a phone, stepped
//! with the keys, and an action made in chat shown live.

use gipf_game::{Game, Side};
use gipf_games::{AnyPosition, AnyRecord};
use gipf_manager::Lang;

use super::*;

/// The stride of the seeded line: with it a `zertz-blitz` game has its first capture
/// within a dozen decisions and ends with a winning set after 32 (a capture is compulsory,
/// so the line captures whenever it can).
const STRIDE: usize = 4;

/// Ann challenges bob to ZÈRTZ (`variant`: `zertz`, `zertz-blitz`, ...); `decisions`
/// actions by whoever decides (fewer when the game ends). Slug, id and the record of what
/// was played.
async fn a_zertz_game(
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
        let Some(side) = p.decider() else {
            break;
        };
        let who = if side == Side::First { "Ann" } else { "bob" };
        let legal = p.legal_actions();
        let a = legal[(n * STRIDE + 3) % legal.len()].to_string();
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

/// A player's card on the page (`<div class="card white...">...</div>`: the first player's
/// card keeps the class `white` of the page's style).
fn card<'a>(page: &'a str, class: &str) -> &'a str {
    let at = page
        .find(&format!("<div class=\"card {class}"))
        .unwrap_or_else(|| panic!("no {class} card"));
    let end = at + page[at..].find("</div>").expect("the card's end");
    &page[at..end]
}

/// What a page says to a reader: its text without tags, scripts and styles.
fn visible(page: &str) -> String {
    let mut page = page.to_string();
    for (open, close) in [("<script", "</script>"), ("<style", "</style>")] {
        while let Some(at) = page.find(open) {
            let end = page[at..]
                .find(close)
                .map_or(page.len(), |e| at + e + close.len());
            page.replace_range(at..end, " ");
        }
    }
    let mut text = String::new();
    let mut in_tag = false;
    for c in page.chars() {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                text.push(' ');
            }
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text
}

/// The marbles and rings an SVG draws.
fn drawn(svg: &str) -> (usize, usize) {
    (
        svg.matches("<g class=\"marble ").count(),
        svg.matches("<g class=\"ring\">").count(),
    )
}

/// The marbles and rings on a position's board.
fn on_board(p: &AnyPosition) -> (usize, usize) {
    let AnyPosition::Zertz(z) = p else {
        panic!("not ZÈRTZ: {p}")
    };
    (z.marbles().count(), z.rings().count())
}

/// A side's captures, white/grey/black.
fn captures(p: &AnyPosition, side: Side) -> [u8; 3] {
    let AnyPosition::Zertz(z) = p else {
        panic!("not ZÈRTZ: {p}")
    };
    z.captures(side)
}

/// "Captured: 1 white, 3 grey, 4 black" of a side.
fn captured(p: &AnyPosition, side: Side) -> String {
    let [w, g, b] = captures(p, side);
    format!("Captured: {w} white, {g} grey, {b} black")
}

/// "Marbles in the pool: 5 white, 7 grey, 9 black".
fn pool(p: &AnyPosition) -> String {
    let AnyPosition::Zertz(z) = p else {
        panic!("not ZÈRTZ: {p}")
    };
    let [w, g, b] = z.pool();
    format!("Marbles in the pool: {w} white, {g} grey, {b} black")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_zertz_games_page_players_captures_pool_board_record_and_live_stream() {
    let s = site().await;
    // Twenty decisions of the seeded line: captures made, the game going on.
    let (slug, id, record) = a_zertz_game(&s.m, "zertz-blitz", 20).await;
    let p = record.current().clone();
    assert!(!Game::is_over(&p), "the game goes on: {p}");
    let total: u8 = [Side::First, Side::Second]
        .into_iter()
        .map(|side| captures(&p, side).iter().sum::<u8>())
        .sum();
    assert!(total >= 3, "marbles captured: {p}");
    let (status, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("ZÈRTZ #"), "the title names the game");
    assert!(page.contains("zertz-blitz"), "the variant");
    // Each player in his card with his name, first or second, and his captures.
    for (class, side, name, seat) in [
        ("white", Side::First, "Ann", "First player"),
        ("black", Side::Second, "bob", "Second player"),
    ] {
        let c = card(&page, class);
        assert!(c.contains(name), "{c}");
        assert!(c.contains(&format!("({seat})")), "{seat} in {c}");
        let facts = captured(&p, side);
        assert!(c.contains(&facts), "{facts} in {c}");
    }
    // The marbles left in the pool, shared by both.
    let in_pool = pool(&p);
    assert!(page.contains(&in_pool), "{in_pool}");
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
    // No colour names a player: the words a reader sees never say White or Black.
    let text = visible(&page);
    for word in ["White", "Black"] {
        assert!(!text.contains(word), "{word} on the page: {text}");
    }
    assert!(text.contains("First player"), "{text}");

    // The board as SVG: ZÈRTZ's, a group per marble and ring; the board alone cut above
    // the cards; any ply.
    let (status, headers, svg) = get(s.addr, &format!("/{slug}/board.svg")).await;
    assert_eq!(status, 200);
    assert!(headers.contains("image/svg+xml"), "{headers}");
    assert!(svg.contains("class=\"zertz\""), "ZÈRTZ's picture");
    assert_eq!(drawn(&svg), on_board(&p), "a group per marble and ring");
    let (_, _, alone) = get(s.addr, &format!("/{slug}/board.svg?view=board")).await;
    assert!(alone.contains("class=\"zertz\""));
    assert_eq!(drawn(&alone), on_board(&p), "the pieces in the board alone");
    assert!(
        svg_height(&alone) < svg_height(&svg) && svg_height(&alone) > svg_height(&svg) / 2,
        "the board alone is cut above the cards: {} of {}",
        svg_height(&alone),
        svg_height(&svg)
    );
    // At ply 0: 37 vacant rings; ply 1: one marble, one ring taken away.
    let (_, _, start) = get(s.addr, &format!("/{slug}/board.svg?ply=0")).await;
    assert_eq!(drawn(&start), (0, 37));
    let (_, _, one) = get(s.addr, &format!("/{slug}/board.svg?ply=1")).await;
    assert_eq!(drawn(&one), (1, 36), "one marble placed, one ring away");

    // The record reads back to the same position.
    let (status, _, text) = get(s.addr, &format!("/{slug}/record.txt")).await;
    assert_eq!(status, 200);
    assert_eq!(text.trim(), record.official());
    let mut words = text.split_whitespace();
    assert_eq!(words.next(), Some("zertz-blitz"));
    let mut q = AnyPosition::start("zertz-blitz").expect("start");
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

    // At the start (`zertz`): the standard pool, nothing captured.
    let (slug, _, _) = a_zertz_game(&s.m, "zertz", 0).await;
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert!(page.contains("Marbles in the pool: 6 white, 8 grey, 10 black"));
    for class in ["white", "black"] {
        let c = card(&page, class);
        assert!(c.contains("Captured: 0 white, 0 grey, 0 black"), "{c}");
    }

    // The end: the winner named as the first or the second player.
    let (slug, _, record) = a_zertz_game(&s.m, "zertz-blitz", 100).await;
    let end = record.current().clone();
    assert!(Game::is_over(&end), "the seeded line ends: {end}");
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    let text = visible(&page);
    assert!(
        text.contains("The first player wins with") || text.contains("The second player wins with"),
        "{text}"
    );
    for word in ["White", "Black"] {
        assert!(!text.contains(word), "{word} on the page: {text}");
    }
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

// On a thread of its own, as the other browser sessions: a debug build's futures are big.
#[test]
fn a_zertz_game_in_the_browser_on_a_desktop_and_a_phone() {
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(Box::pin(a_zertz_browser_session()))
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

/// In the browser: a ZÈRTZ page in the middle of a game, its cards' facts and the pool, a
/// step back and forward with the arrow keys, an action made in chat shown without a
/// reload, the board alone and the facts under it on a phone; no sideways scrolling, no
/// console error. Screenshots are kept with GIPF_SCREENSHOTS=dir (`zertz-page`,
/// `zertz-page-phone`).
async fn a_zertz_browser_session() {
    let Some((_driver_process, driver)) = chromedriver().await else {
        return;
    };
    let s = site().await;
    let (slug, id, record) = a_zertz_game(&s.m, "zertz-blitz", 20).await;
    let plies = record.len();
    assert_eq!(plies, 20, "the game goes on");
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
        title.as_str().is_some_and(|t| t.contains("ZÈRTZ")),
        "{title}"
    );
    // The cards read each player's seat and captures; the pool under them.
    let p = record.current().clone();
    for (class, side, seat) in [
        ("white", Side::First, "First player"),
        ("black", Side::Second, "Second player"),
    ] {
        let text = script(
            driver,
            session,
            &format!("return document.querySelector('.card.{class}').innerText"),
        )
        .await;
        let facts = captured(&p, side);
        assert!(
            text.as_str()
                .is_some_and(|t| t.contains(&facts) && t.contains(seat)),
            "{seat}, {facts} in {text}"
        );
    }
    let facts = script(
        driver,
        session,
        "return document.getElementById('facts').innerText",
    )
    .await;
    let in_pool = pool(&p);
    assert!(
        facts.as_str().is_some_and(|t| t.contains(&in_pool)),
        "{in_pool} in {facts}"
    );
    let body = script(driver, session, "return document.body.innerText").await;
    for word in ["White", "Black"] {
        assert!(
            body.as_str().is_some_and(|t| !t.contains(word)),
            "{word} on the page: {body}"
        );
    }
    // The board's picture is visible: an SVG image of some size in the window.
    let shown = script(
        driver,
        session,
        "const b = document.getElementById('board'); const r = b.getBoundingClientRect(); \
         return b.complete && b.naturalWidth > 0 && r.width > 300 && r.height > 200 \
         && r.top < window.innerHeight && b.currentSrc.includes('board.svg')",
    )
    .await;
    assert_eq!(shown, serde_json::json!(true), "the board is visible");
    no_sideways(driver, session, "body", "ZÈRTZ page at 1280 px").await;
    keep_screenshot(driver, session, "zertz-page").await;
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
    let shown = script(
        driver,
        session,
        "const b = document.getElementById('board'); const r = b.getBoundingClientRect(); \
         return b.complete && b.naturalWidth > 0 && r.width > 300 && r.height > 200",
    )
    .await;
    assert_eq!(
        shown,
        serde_json::json!(true),
        "the board is visible on a phone"
    );
    no_sideways(driver, session, "body", "ZÈRTZ page at 390 px").await;
    keep_screenshot(driver, session, "zertz-page-phone").await;
    resize(driver, session, 1280, 900).await;
    no_console_errors(driver, session, "on a ZÈRTZ page").await;
    wd(
        driver,
        "DELETE",
        &format!("/session/{session}"),
        serde_json::Value::Null,
    )
    .await;
}
