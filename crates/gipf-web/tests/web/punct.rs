//! A PÜNCT game's page (issue 54): over HTTP its title, the players' White and Black cards
//! with the pieces each still has to place and the centre points each controls, the clock
//! line (actions since the last placement), the last decision, its board as SVG (a group per
//! piece) at any ply, the board alone cut above the cards (`?view=board`), its record, and
//! the end by a connection; in the browser, the page drawn on a desktop and a phone, stepped
//! with the keys, an action made in chat shown live, and no console error.

use gipf_game::{Game, Side};
use gipf_games::{AnyPosition, AnyRecord};
use gipf_manager::Lang;

use super::*;

/// A short line: White places `d10 e10 f10` (typed without its shape letter) and moves it
/// into the centre (`g10 h10 i10`: two centre points), Black places a triangle far away and
/// turns it, then White places on row 5.
const SHORT: [&str; 5] = [
    "d10,f10,e10",
    "Tn14,o14,o15",
    "d10-g10",
    "n14-n14,n15,o15",
    "Sa5,b5,c5",
];

/// A whole line: White's chain along row 5 from column a, up the diagonal to column q
/// (`d10-d5` keeps the piece's orientation), Black's pieces in the rows above 12; White wins
/// by the connection.
const WHOLE: [&str; 13] = [
    "Sa5,b5,c5",
    "Tn14,o14,o15",
    "d10,f10,e10",
    "n14-n14,n15,o15",
    "d10-d5",
    "Tj16,j17,k17",
    "Sg5,h5,i5",
    "Sl13,l14,l15",
    "Sk5,j5,l5",
    "Tg15,h15,h16",
    "Sn6,m5,o7",
    "Sq14,q15,q16",
    "Ap9,p8,q10",
];

/// Ann (White) challenges bob to `punct`; the `line` played in chat by whoever decides.
/// Slug, id and the record.
async fn a_punct_game(m: &Manager, line: &[&str]) -> (String, gipf_manager::GameId, AnyRecord) {
    let r = say(m, "Ann", "challenge bob punct white time none").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, "bob", "accept").await;
    let id = r.game.expect("game");
    let mut record = AnyRecord::new(r.position.expect("position"));
    for a in line {
        let p = record.current().clone();
        let who = match p.decider() {
            Some(Side::First) => "Ann",
            Some(Side::Second) => "bob",
            None => panic!("the game ended before {a}"),
        };
        let r = say(m, who, &format!("move {a} #{}", id.0)).await;
        assert!(!r.private, "{a}: {}", r.markdown);
        record.play_entry(a).expect("legal");
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

fn punct(p: &AnyPosition) -> &gipf_punct::Position {
    let AnyPosition::Punct(q) = p else {
        panic!("not PÜNCT: {p}")
    };
    q
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

/// The white and black pieces an SVG draws.
fn drawn(svg: &str) -> (usize, usize) {
    (
        svg.matches("<g class=\"piece white\">").count(),
        svg.matches("<g class=\"piece black\">").count(),
    )
}

/// The white and black pieces on a position's board.
fn on_board(p: &AnyPosition) -> (usize, usize) {
    let q = punct(p);
    let n = |side| usize::try_from(q.pieces_on_board(side)).expect("a count");
    (n(Side::First), n(Side::Second))
}

/// A side's facts on its card: "Pieces to place: 17 · centre points: 2".
fn facts(p: &AnyPosition, side: Side) -> String {
    let q = punct(p);
    format!(
        "Pieces to place: {} · centre points: {}",
        q.reserve_total(side),
        q.centre_count(side)
    )
}

/// The clock line: "Actions since the last placement: 2 (at 100 the game is drawn)".
fn clock(p: &AnyPosition) -> String {
    format!(
        "Actions since the last placement: {} (at 100 the game is drawn)",
        punct(p).clock()
    )
}

// On a thread with a big stack: a debug build's futures of PÜNCT's pages are big.
#[test]
fn a_punct_games_page_cards_clock_board_plies_record_and_the_end() {
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(Box::pin(a_punct_page()))
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

async fn a_punct_page() {
    let s = site().await;
    let (slug, id, record) = a_punct_game(&s.m, &SHORT[..4]).await;
    let p = record.current().clone();
    assert!(!Game::is_over(&p), "the game goes on: {p}");
    // White's piece reached the centre by a move: two centre points, the clock at 2.
    assert_eq!(punct(&p).centre_count(Side::First), 2, "{p}");
    assert_eq!(punct(&p).clock(), 2, "{p}");
    let (status, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("PÜNCT #"), "the title names the game");
    assert!(page.contains("punct"), "the variant");
    for (class, side, name, colour) in [
        ("white", Side::First, "Ann", "White"),
        ("black", Side::Second, "bob", "Black"),
    ] {
        let c = card(&page, class);
        assert!(c.contains(name), "{c}");
        assert!(c.contains(&format!("({colour})")), "{colour} in {c}");
        let f = facts(&p, side);
        assert!(c.contains(&f), "{f} in {c}");
    }
    assert!(
        card(&page, "white").contains("Pieces to place: 17 · centre points: 2"),
        "{}",
        card(&page, "white")
    );
    let line = clock(&p);
    assert!(page.contains(&line), "{line}");
    // The decider's card is marked: White's turn.
    assert!(
        page.contains("<div class=\"card white turn\">"),
        "White's turn"
    );
    // The last decision, as in chat.
    assert!(page.contains("Last turn"), "the last decision's heading");
    let lines = gipf_manager::last_decision_lines(Lang::En, &record);
    assert!(!lines.is_empty());
    for l in &lines {
        assert!(page.contains(&format!("<li>{l}</li>")), "{l}");
    }

    // The board as SVG: PÜNCT's, a group per piece; the board alone cut above the cards;
    // any ply.
    let (status, headers, svg) = get(s.addr, &format!("/{slug}/board.svg")).await;
    assert_eq!(status, 200);
    assert!(headers.contains("image/svg+xml"), "{headers}");
    assert!(svg.contains("class=\"punct\""), "PÜNCT's picture");
    assert_eq!(drawn(&svg), on_board(&p), "a group per piece");
    let (_, _, alone) = get(s.addr, &format!("/{slug}/board.svg?view=board")).await;
    assert!(alone.contains("class=\"punct\""));
    assert_eq!(drawn(&alone), on_board(&p), "the pieces in the board alone");
    assert!(
        svg_height(&alone) < svg_height(&svg) && svg_height(&alone) > svg_height(&svg) / 2,
        "the board alone is cut above the cards: {} of {}",
        svg_height(&alone),
        svg_height(&svg)
    );
    let (_, _, start) = get(s.addr, &format!("/{slug}/board.svg?ply=0")).await;
    assert_eq!(drawn(&start), (0, 0), "nothing at the start");
    let (_, _, one) = get(s.addr, &format!("/{slug}/board.svg?ply=1")).await;
    assert_eq!(drawn(&one), (1, 0), "White's first piece");
    let (_, _, two) = get(s.addr, &format!("/{slug}/board.svg?ply=2&view=board")).await;
    assert_eq!(drawn(&two), (1, 1), "each one piece, the board alone");
    // The record reads back to the same position.
    let (status, _, text) = get(s.addr, &format!("/{slug}/record.txt")).await;
    assert_eq!(status, 200);
    assert_eq!(text.trim(), record.official());
    let mut words = text.split_whitespace();
    assert_eq!(words.next(), Some("punct"));
    let mut q = AnyPosition::start("punct").expect("start");
    for w in words {
        let a = q.read_action(w).expect("an action");
        q.play(a).expect("legal");
    }
    assert_eq!(&q, record.current());

    // A placement: the clock back to 0, a piece less to place.
    let r = say(&s.m, "Ann", &format!("move {} #{}", SHORT[4], id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert!(
        page.contains("Actions since the last placement: 0 (at 100 the game is drawn)"),
        "the clock after a placement"
    );
    assert!(
        card(&page, "white").contains("Pieces to place: 16 · centre points: 2"),
        "{}",
        card(&page, "white")
    );

    // The end: White's connection from column a to column q, said on the page.
    let (slug, _, record) = a_punct_game(&s.m, &WHOLE).await;
    let end = record.current().clone();
    assert!(Game::is_over(&end), "the line ends: {end}");
    let (_, _, page) = get(s.addr, &format!("/{slug}")).await;
    let text = visible(&page);
    assert!(
        text.contains("White wins: a connection between columns a and q"),
        "{text}"
    );
    assert!(!page.contains("class=\"card white turn\""), "nobody's turn");
    let (_, _, svg) = get(s.addr, &format!("/{slug}/board.svg")).await;
    assert!(svg.contains("<g class=\"connection\">"), "the chain drawn");
    assert_eq!(drawn(&svg), on_board(&end));
}

// On a thread of its own, as the other browser sessions: a debug build's futures are big.
#[test]
fn a_punct_game_in_the_browser_on_a_desktop_and_a_phone() {
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(Box::pin(a_punct_browser_session()))
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

/// The board's picture is visible: an SVG image of some size in the window.
async fn board_visible(driver: SocketAddr, session: &str, what: &str) {
    let shown = script(
        driver,
        session,
        "const b = document.getElementById('board'); const r = b.getBoundingClientRect(); \
         return b.complete && b.naturalWidth > 0 && r.width > 300 && r.height > 200 \
         && r.top < window.innerHeight && b.currentSrc.includes('board.svg')",
    )
    .await;
    assert_eq!(
        shown,
        serde_json::json!(true),
        "the board is visible {what}"
    );
}

/// In the browser: a PÜNCT page in the middle of a game, its cards' facts and the clock
/// line, a step back and forward with the arrow keys, an action made in chat shown without a
/// reload, the board alone and the facts under it on a phone, the finished game with its
/// connection; no sideways scrolling, no console error. Screenshots are kept with
/// GIPF_SCREENSHOTS=dir (`punct-page`, `punct-page-phone`, `punct-page-end`).
async fn a_punct_browser_session() {
    let Some((_driver_process, driver)) = chromedriver().await else {
        return;
    };
    let s = site().await;
    let (slug, id, record) = a_punct_game(&s.m, &SHORT[..4]).await;
    let plies = record.len();
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
        title.as_str().is_some_and(|t| t.contains("PÜNCT")),
        "{title}"
    );
    let p = record.current().clone();
    for (class, side, colour) in [
        ("white", Side::First, "White"),
        ("black", Side::Second, "Black"),
    ] {
        let text = script(
            driver,
            session,
            &format!("return document.querySelector('.card.{class}').innerText"),
        )
        .await;
        let f = facts(&p, side);
        assert!(
            text.as_str()
                .is_some_and(|t| t.contains(&f) && t.contains(colour)),
            "{colour}, {f} in {text}"
        );
    }
    let shown_facts = script(
        driver,
        session,
        "return document.getElementById('facts').innerText",
    )
    .await;
    let line = clock(&p);
    assert!(
        shown_facts.as_str().is_some_and(|t| t.contains(&line)),
        "{line} in {shown_facts}"
    );
    board_visible(driver, session, "at 1280 px").await;
    no_sideways(driver, session, "body", "PÜNCT page at 1280 px").await;
    keep_screenshot(driver, session, "punct-page").await;
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
    let r = say(&s.m, "Ann", &format!("move {} #{}", SHORT[4], id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    until(
        driver,
        session,
        ply,
        &serde_json::json!((plies + 1).to_string()),
    )
    .await;
    board_drawn(driver, session).await;
    until(
        driver,
        session,
        "return document.getElementById('facts').textContent.includes('Actions since the last placement: 0')",
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
    no_sideways(driver, session, "body", "PÜNCT page at 390 px").await;
    keep_screenshot(driver, session, "punct-page-phone").await;
    resize(driver, session, 1280, 900).await;
    no_console_errors(driver, session, "on a PÜNCT page").await;

    // The finished game: the connection drawn, the result said.
    let (slug, _, _) = a_punct_game(&s.m, &WHOLE).await;
    go(driver, session, &format!("http://{}/{slug}", s.addr)).await;
    board_drawn(driver, session).await;
    board_visible(driver, session, "at the end").await;
    let body = script(driver, session, "return document.body.innerText").await;
    assert!(
        body.as_str()
            .is_some_and(|t| t.contains("White wins: a connection between columns a and q")),
        "{body}"
    );
    no_sideways(driver, session, "body", "a finished PÜNCT page").await;
    keep_screenshot(driver, session, "punct-page-end").await;
    no_console_errors(driver, session, "on a finished PÜNCT page").await;
    wd(
        driver,
        "DELETE",
        &format!("/session/{session}"),
        serde_json::Value::Null,
    )
    .await;
}
