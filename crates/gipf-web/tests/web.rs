//! The web pages against a real manager on a real SQLite file, over real HTTP on loopback:
//! a game's page, board, state, record and live stream; leaderboards and profiles with their
//! privacy; /health and /metrics; hostile names; and a real headless Chromium (driven by
//! chromedriver over WebDriver) that steps through a game with the arrow keys and sees a new
//! move appear live; a tournament's page (`web/tournament.rs`); a reviewed game's page
//! (`web/review.rs`); the puzzle pages (`web/puzzles.rs`). Chromium is required when
//! `GIPF_REQUIRE_CHROMIUM=1` (the test command installs it), skipped with a note otherwise.
//! One topic, the web side as a visitor meets it, kept in one binary (each test binary is
//! another link of the whole stack on 2 cores).
//! ~1180 lines: the harness (HTTP, WebDriver) and the first pages; newer pages (DVONN's,
//! tournaments, reviews, puzzles, challenges) are modules under `web/`.

use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

use gipf_manager::{Config, Ctx, Limits, Manager, Reply, Store, SystemClock};
use gipf_rules::Position;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

#[path = "web/challenges.rs"]
mod challenges;
#[path = "web/dvonn.rs"]
mod dvonn;
#[path = "web/punct.rs"]
mod punct;
#[path = "web/puzzles.rs"]
mod puzzles;
#[path = "web/review.rs"]
mod review;
#[path = "web/tournament.rs"]
mod tournament;
#[path = "web/tzaar.rs"]
mod tzaar;

#[path = "web/yinsh.rs"]
mod yinsh;
#[path = "web/zertz.rs"]
mod zertz;

struct Site {
    _dir: tempfile::TempDir,
    m: Manager,
    addr: SocketAddr,
}

async fn site() -> Site {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = Store::open(&dir.path().join("db.sqlite"))
        .await
        .expect("store");
    let config = Config {
        images: false,
        limits: Limits {
            commands_per_minute: u32::MAX,
            ..Limits::default()
        },
        ..Config::default()
    };
    let m = Manager::open(store, config, Arc::new(SystemClock))
        .await
        .expect("manager");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind");
    let addr = listener.local_addr().expect("addr");
    let app = gipf_web::router(m.clone());
    tokio::spawn(async move {
        let _ = axum::serve(listener, app).await;
    });
    Site { _dir: dir, m, addr }
}

/// Boxed where it is called often: a manager's command is a big future for a test's stack.
async fn say(m: &Manager, who: &str, text: &str) -> Reply {
    let r = m.handle_text(&Ctx::console(who), text).await;
    m.posted(&r).await;
    r
}

/// One HTTP/1.1 exchange: status, headers (lowercased names), body.
async fn http(
    addr: SocketAddr,
    method: &str,
    path: &str,
    body: Option<&str>,
) -> (u16, String, String) {
    let mut s = TcpStream::connect(addr).await.expect("connect");
    let body = body.unwrap_or("");
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    );
    s.write_all(req.as_bytes()).await.expect("write");
    // Read the head, then the body by its length (a server may keep the connection open).
    let mut raw = Vec::new();
    let mut buf = [0u8; 16384];
    let (head_len, length, chunked) = loop {
        let n = s.read(&mut buf).await.expect("read");
        raw.extend_from_slice(&buf[..n]);
        let text = String::from_utf8_lossy(&raw).to_string();
        if let Some(i) = text.find("\r\n\r\n") {
            let head = text[..i].to_ascii_lowercase();
            let length = head
                .lines()
                .find_map(|l| l.strip_prefix("content-length:"))
                .and_then(|v| v.trim().parse::<usize>().ok());
            break (i + 4, length, head.contains("transfer-encoding: chunked"));
        }
        if n == 0 {
            break (raw.len(), Some(0), false);
        }
    };
    loop {
        let body = &raw[head_len.min(raw.len())..];
        let done = match length {
            Some(l) => body.len() >= l,
            None if chunked => String::from_utf8_lossy(body).ends_with("0\r\n\r\n"),
            None => false,
        };
        if done {
            break;
        }
        let n = s.read(&mut buf).await.expect("read");
        if n == 0 {
            break;
        }
        raw.extend_from_slice(&buf[..n]);
    }
    let text = String::from_utf8_lossy(&raw).to_string();
    let (head, rest) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .unwrap_or(0);
    let headers = head.to_ascii_lowercase();
    let body = if chunked {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    (status, headers, body)
}

fn dechunk(mut s: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = s.split_once("\r\n") {
        let Ok(n) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if n == 0 || rest.len() < n {
            break;
        }
        out.push_str(&rest[..n]);
        s = rest[n..].trim_start_matches("\r\n");
    }
    out
}

async fn get(addr: SocketAddr, path: &str) -> (u16, String, String) {
    http(addr, "GET", path, None).await
}

/// The legal action `n` (modulo) of a position.
fn pick(p: &Position, n: usize) -> String {
    let legal = p.legal_actions();
    legal[n % legal.len()].to_string()
}

/// A game's stored row by its page's address.
async fn row(m: &Manager, slug: &str) -> gipf_manager::GameRow {
    m.store()
        .game_by_slug(&slug.parse().expect("slug"))
        .await
        .expect("read")
        .expect("game")
}

/// The player to decide in a game of [`a_game`].
fn decider_of(p: &Position) -> &'static str {
    if p.decider() == Some(gipf_rules::Color::White) {
        EVIL
    } else {
        "bob"
    }
}

/// A player's name that is markup.
const EVIL: &str = "<script>alert(1)</script>";

/// Ann (a name that is markup) challenges bob, who accepts; a few moves. The game's slug.
async fn a_game(m: &Manager, moves: usize) -> (String, Position) {
    let r = say(m, EVIL, "challenge bob basic white time none").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, "bob", "accept").await;
    let id = r.game.expect("game");
    let mut p = r
        .position
        .and_then(gipf_games::AnyPosition::into_gipf)
        .expect("position");
    for n in 0..moves {
        let who = decider_of(&p);
        let r = say(m, who, &format!("move {} #{}", pick(&p, n), id.0)).await;
        p = r
            .position
            .and_then(gipf_games::AnyPosition::into_gipf)
            .unwrap_or_else(|| panic!("{}", r.markdown));
    }
    let slug = m
        .store()
        .game(id)
        .await
        .expect("read")
        .expect("game")
        .slug
        .to_string();
    (slug, p)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn game_pages_leaderboards_and_operators() {
    let s = site().await;
    let (slug, p) = a_game(&s.m, 6).await;

    // The page: the players' names as text, the moves, the board.
    let (code, headers, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(code, 200, "{page}");
    assert!(
        headers.contains("content-security-policy: default-src 'self'"),
        "{headers}"
    );
    assert!(
        page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"),
        "{page}"
    );
    assert!(!page.contains("<script>alert"), "{page}");
    // A profile link of a name that is markup is an address, percent-encoded.
    assert!(
        page.contains("/player/console/%3Cscript%3Ealert%281%29%3C%2Fscript%3E"),
        "{page}"
    );
    assert_eq!(
        page.matches("<li value=").count(),
        6,
        "six moves listed: {page}"
    );
    assert!(page.contains(&format!("/{slug}/board.svg?ply=6")), "{page}");
    // An earlier ply.
    let (_, _, page) = get(s.addr, &format!("/{slug}?ply=2")).await;
    assert!(page.contains("data-ply=\"2\" data-plies=\"6\""), "{page}");

    let (code, headers, svg) = get(s.addr, &format!("/{slug}/board.svg?ply=3&theme=dark")).await;
    assert_eq!(code, 200, "{svg}");
    assert!(headers.contains("content-type: image/svg+xml"), "{headers}");
    assert!(
        svg.trim_start().starts_with("<svg") || svg.starts_with("<?xml"),
        "{}",
        &svg[..svg.len().min(200)]
    );
    assert!(!svg.contains("<script>alert"));

    // Asked again (every watcher after a move), the same board is not drawn again.
    let images = |m: &str| -> u64 {
        m.lines()
            .find_map(|l| l.strip_prefix("gipfbot_images_rendered_total "))
            .and_then(|n| n.parse().ok())
            .unwrap_or(u64::MAX)
    };
    let drawn = images(&get(s.addr, "/metrics").await.2);
    let (_, _, again) = get(s.addr, &format!("/{slug}/board.svg?ply=3&theme=dark")).await;
    assert_eq!(again, svg);
    assert_eq!(images(&get(s.addr, "/metrics").await.2), drawn);
    get(s.addr, &format!("/{slug}/board.svg?ply=4")).await;
    assert_eq!(images(&get(s.addr, "/metrics").await.2), drawn + 1);

    let (code, _, state) = get(s.addr, &format!("/{slug}/state.json")).await;
    assert_eq!(code, 200);
    let state: serde_json::Value = serde_json::from_str(&state).expect("json");
    assert_eq!(state["moves"].as_array().map(Vec::len), Some(6));
    assert_eq!(state["white"]["name"], "<script>alert(1)</script>");

    let (code, _, record) = get(s.addr, &format!("/{slug}/record.txt")).await;
    assert_eq!(code, 200);
    assert!(record.contains("basic"), "{record}");

    // A name with a quote is text too, in the page and in its attributes.
    let r = say(&s.m, "q\"uote", "ai beginner basic").await;
    let id = r.game.expect("game");
    let quoted =
        s.m.store()
            .game(id)
            .await
            .expect("read")
            .expect("game")
            .slug;
    let (code, _, page) = get(s.addr, &format!("/{quoted}")).await;
    assert_eq!(code, 200);
    assert!(page.contains("q&quot;uote"), "{page}");
    assert!(!page.contains("q\"uote"), "{page}");

    // Addresses that show nothing: 404, whatever they look like.
    for path in [
        "/ffffffffffffffffff".to_string(),
        "/1".to_string(),
        "/..%2f..%2fetc%2fpasswd".to_string(),
        "/ffffffffffffffffff/board.svg".to_string(),
        "/ffffffffffffffffff/live".to_string(),
        format!("/{slug}x"),
        "/player/console/nobody".to_string(),
        "/leaderboard?variant=chess".to_string(),
    ] {
        let (code, _, body) = get(s.addr, &path).await;
        assert_eq!(code, 404, "{path}: {body}");
    }

    // The console room is private until it says otherwise: its leaderboard is not found and
    // its games are not listed on profiles.
    let (code, _, _) = get(s.addr, "/leaderboard/console/console").await;
    assert_eq!(code, 404);
    let (code, _, profile) = get(s.addr, "/player/console/bob").await;
    assert_eq!(code, 200, "{profile}");
    assert!(
        !profile.contains(&slug),
        "a private room's game is listed: {profile}"
    );
    let room =
        s.m.store()
            .community_by_room("console", "console")
            .await
            .expect("read")
            .expect("room");
    s.m.store()
        .set_public_pages(room.id, Some(true))
        .await
        .expect("set");
    let (code, _, board) = get(s.addr, "/leaderboard/console/console?variant=basic").await;
    assert_eq!(code, 200, "{board}");
    let (_, _, profile) = get(s.addr, "/player/console/bob").await;
    assert!(profile.contains(&slug), "{profile}");
    let (code, _, _) = get(s.addr, "/leaderboard").await;
    assert_eq!(code, 200);

    // Live: the current version first, then one event per change.
    let mut live = TcpStream::connect(s.addr).await.expect("connect");
    live.write_all(format!("GET /{slug}/live HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
        .await
        .expect("write");
    let first = read_until(&mut live, "event: change").await;
    assert!(first.contains("text/event-stream"), "{first}");
    let before = row(&s.m, &slug).await.version;
    assert!(first.contains(&format!("data: {before}")), "{first}");
    let who = decider_of(&p);
    let moved = say(&s.m, who, &format!("move {} #{}", pick(&p, 9), state["id"])).await;
    assert!(!moved.private, "{}", moved.markdown);
    let next = read_until(&mut live, &format!("data: {}", before + 1)).await;
    assert!(next.contains("event: change"), "{next}");

    // Operators.
    let (code, _, health) = get(s.addr, "/health").await;
    assert_eq!(code, 200, "{health}");
    assert!(health.contains("\"database\":\"ok\""), "{health}");
    let (code, headers, metrics) = get(s.addr, "/metrics").await;
    assert_eq!(code, 200);
    assert!(headers.contains("text/plain; version=0.0.4"), "{headers}");
    let moves_ok = |m: &str| -> u64 {
        m.lines()
            .find(|l| l.starts_with("gipfbot_commands_total{command=\"move\",outcome=\"ok\"}"))
            .and_then(|l| l.rsplit(' ').next())
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    let n = moves_ok(&metrics);
    assert!(n >= 7, "{metrics}");
    assert!(
        metrics.contains("gipfbot_command_seconds_bucket{le=\"+Inf\"}"),
        "{metrics}"
    );
    assert!(metrics.contains("gipfbot_live_games 2"), "{metrics}");
    say(&s.m, "bob", "move z9-z8").await;
    let (_, _, metrics) = get(s.addr, "/metrics").await;
    assert_eq!(moves_ok(&metrics), n, "a refused move is not ok");
    assert!(
        metrics.contains("gipfbot_commands_total{command=\"move\",outcome=\"refused\"} 1"),
        "{metrics}"
    );
}

/// Reads a stream until `needle` shows (60 s at most); returns what was read.
async fn read_until(s: &mut TcpStream, needle: &str) -> String {
    let mut got = Vec::new();
    let mut buf = [0u8; 4096];
    tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            let n = s.read(&mut buf).await.expect("read");
            assert!(n > 0, "closed: {}", String::from_utf8_lossy(&got));
            got.extend_from_slice(&buf[..n]);
            if String::from_utf8_lossy(&got).contains(needle) {
                return;
            }
        }
    })
    .await
    .unwrap_or_else(|_| panic!("no {needle:?} in 60 s: {}", String::from_utf8_lossy(&got)));
    String::from_utf8_lossy(&got).to_string()
}

/// chromedriver on a free port, or `None` (with a note) when it is not installed and not
/// required.
async fn chromedriver() -> Option<(tokio::process::Child, SocketAddr)> {
    let required = std::env::var("GIPF_REQUIRE_CHROMIUM").is_ok_and(|v| v == "1");
    let found = [
        "chromedriver",
        "/usr/bin/chromedriver",
        "/usr/lib/chromium/chromedriver",
    ]
    .into_iter()
    .find(|p| {
        std::process::Command::new(p)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    });
    let Some(path) = found else {
        assert!(
            !required,
            "GIPF_REQUIRE_CHROMIUM=1 but chromedriver is not installed"
        );
        eprintln!("note: no chromedriver: the browser test is skipped (tests/run installs it)");
        return None;
    };
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let child = tokio::process::Command::new(path)
        .arg(format!("--port={port}"))
        .kill_on_drop(true)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("chromedriver starts");
    let addr: SocketAddr = format!("127.0.0.1:{port}").parse().expect("addr");
    // Ready once it answers /status.
    for _ in 0..200 {
        if let Ok(s) = TcpStream::connect(addr).await {
            drop(s);
            let (code, _, body) = get(addr, "/status").await;
            if code == 200 && body.contains("\"ready\":true") {
                return Some((child, addr));
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("chromedriver did not become ready");
}

/// A WebDriver command; its `value`.
async fn wd(
    driver: SocketAddr,
    method: &str,
    path: &str,
    body: serde_json::Value,
) -> serde_json::Value {
    let body = body.to_string();
    let (code, _, text) = http(
        driver,
        method,
        path,
        (method == "POST").then_some(body.as_str()),
    )
    .await;
    let v: serde_json::Value =
        serde_json::from_str(&text).unwrap_or_else(|_| panic!("{code}: {text}"));
    assert_eq!(code, 200, "{method} {path}: {v}");
    v["value"].clone()
}

async fn script(driver: SocketAddr, session: &str, js: &str) -> serde_json::Value {
    wd(
        driver,
        "POST",
        &format!("/session/{session}/execute/sync"),
        serde_json::json!({"script": js, "args": []}),
    )
    .await
}

async fn key(driver: SocketAddr, session: &str, k: &str) {
    wd(
        driver,
        "POST",
        &format!("/session/{session}/actions"),
        serde_json::json!({"actions": [{"type": "key", "id": "keyboard", "actions": [
            {"type": "keyDown", "value": k}, {"type": "keyUp", "value": k}
        ]}]}),
    )
    .await;
}

/// Waits until `js` returns `want` in the page (the browser runs on its own: looked at
/// every 50 ms, 30 s at most).
async fn until(driver: SocketAddr, session: &str, js: &str, want: &serde_json::Value) {
    let mut got = serde_json::Value::Null;
    for _ in 0..600 {
        got = script(driver, session, js).await;
        if &got == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    panic!("{js} is {got}, not {want}");
}

// On a thread of its own: in a debug build the futures of this long browser session are
// bigger than a test thread's 2 MiB stack.
#[test]
fn a_browser_steps_through_a_game_and_follows_it_live() {
    std::thread::Builder::new()
        .stack_size(32 << 20)
        .spawn(|| {
            tokio::runtime::Builder::new_multi_thread()
                .worker_threads(2)
                .enable_all()
                .build()
                .expect("runtime")
                .block_on(Box::pin(a_browser_session()))
        })
        .expect("thread")
        .join()
        .unwrap_or_else(|e| std::panic::resume_unwind(e));
}

async fn a_browser_session() {
    let Some((_driver_process, driver)) = chromedriver().await else {
        return;
    };
    let s = site().await;
    let (slug, p) = a_game(&s.m, 5).await;
    let profile = tempfile::tempdir().expect("profile dir");
    // The browser's console is read back (a page's error fails the test).
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
    wd(
        driver,
        "POST",
        &format!("/session/{session}/url"),
        serde_json::json!({"url": format!("http://{}/{slug}", s.addr)}),
    )
    .await;
    let ply = "return document.body.dataset.ply";
    until(driver, &session, ply, &serde_json::json!("5")).await;
    // The board image is loaded and drawn.
    until(
        driver,
        &session,
        "const b = document.getElementById('board'); return b.complete && b.naturalWidth > 0",
        &serde_json::json!(true),
    )
    .await;
    // A screenshot for a person to look at (GIPF_SCREENSHOTS=dir keeps it).
    let png = wd(
        driver,
        "GET",
        &format!("/session/{session}/screenshot"),
        serde_json::Value::Null,
    )
    .await;
    let png = png.as_str().expect("base64");
    assert!(png.len() > 10_000, "a screenshot of a page with a board");
    if let Ok(dir) = std::env::var("GIPF_SCREENSHOTS") {
        std::fs::write(format!("{dir}/game-page.b64"), png).expect("write");
    }
    // Back and forward with the arrow keys.
    key(driver, &session, "\u{E012}").await;
    key(driver, &session, "\u{E012}").await;
    until(driver, &session, ply, &serde_json::json!("3")).await;
    key(driver, &session, "\u{E014}").await;
    until(driver, &session, ply, &serde_json::json!("4")).await;
    until(
        driver,
        &session,
        "return document.querySelector('#moves a[aria-current]').dataset.ply",
        &serde_json::json!("4"),
    )
    .await;
    // Back to the end; a move made in chat appears without a reload.
    key(driver, &session, "\u{E010}").await;
    until(driver, &session, ply, &serde_json::json!("5")).await;
    let who = decider_of(&p);
    let id = row(&s.m, &slug).await.id;
    let r = say(&s.m, who, &format!("move {} #{}", pick(&p, 3), id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    until(
        driver,
        &session,
        "return document.body.dataset.plies",
        &serde_json::json!("6"),
    )
    .await;
    until(driver, &session, ply, &serde_json::json!("6")).await;
    until(
        driver,
        &session,
        "return document.querySelectorAll('#moves li').length",
        &serde_json::json!(6),
    )
    .await;
    // The dark theme on a phone, for a person to look at.
    script(
        driver,
        &session,
        "document.getElementById('theme').click(); return 1",
    )
    .await;
    until(
        driver,
        &session,
        "return document.documentElement.classList.contains('dark')",
        &serde_json::json!(true),
    )
    .await;
    wd(
        driver,
        "POST",
        &format!("/session/{session}/window/rect"),
        serde_json::json!({"width": 390, "height": 844}),
    )
    .await;
    until(
        driver,
        &session,
        "const b = document.getElementById('board'); return b.complete && b.src.includes('theme=dark')",
        &serde_json::json!(true),
    )
    .await;
    if let Ok(dir) = std::env::var("GIPF_SCREENSHOTS") {
        let png = wd(
            driver,
            "GET",
            &format!("/session/{session}/screenshot"),
            serde_json::Value::Null,
        )
        .await;
        std::fs::write(
            format!("{dir}/game-page-dark-phone.b64"),
            png.as_str().unwrap_or(""),
        )
        .expect("write");
    }
    // Boxed: the whole future is too big for the test thread's stack in a debug build.
    Box::pin(many_pages_tabs_layouts_and_languages(&s, driver, &session)).await;
    Box::pin(tournament::a_tournament_page_follows_live(
        &s, driver, &session,
    ))
    .await;
    Box::pin(review::a_reviewed_game_in_the_browser(&s, driver, &session)).await;
    Box::pin(dvonn::a_dvonn_game_in_the_browser(&s, driver, &session)).await;
    // No script of a player's name ran.
    assert_eq!(
        script(driver, &session, "return typeof window.alerted").await,
        serde_json::json!("undefined")
    );
    wd(
        driver,
        "DELETE",
        &format!("/session/{session}"),
        serde_json::Value::Null,
    )
    .await;
}

async fn go(driver: SocketAddr, session: &str, url: &str) {
    wd(
        driver,
        "POST",
        &format!("/session/{session}/url"),
        serde_json::json!({ "url": url }),
    )
    .await;
}

/// Waits until the page's board image is drawn.
async fn board_drawn(driver: SocketAddr, session: &str) {
    until(
        driver,
        session,
        "const b = document.getElementById('board'); return !!b && b.complete && b.naturalWidth > 0",
        &serde_json::json!(true),
    )
    .await;
}

/// The browser's console since the last look: what is an error (`SEVERE`) fails the test.
async fn no_console_errors(driver: SocketAddr, session: &str, when: &str) {
    let log = wd(
        driver,
        "POST",
        &format!("/session/{session}/se/log"),
        serde_json::json!({"type": "browser"}),
    )
    .await;
    let errors: Vec<&serde_json::Value> = log
        .as_array()
        .map(|l| l.iter().filter(|e| e["level"] == "SEVERE").collect())
        .unwrap_or_default();
    assert!(errors.is_empty(), "console errors {when}: {errors:?}");
}

/// A screenshot kept as `<dir>/<name>.b64` when GIPF_SCREENSHOTS=dir (`base64 -d` makes the
/// PNG).
async fn keep_screenshot(driver: SocketAddr, session: &str, name: &str) {
    let Ok(dir) = std::env::var("GIPF_SCREENSHOTS") else {
        return;
    };
    let png = wd(
        driver,
        "GET",
        &format!("/session/{session}/screenshot"),
        serde_json::Value::Null,
    )
    .await;
    std::fs::write(format!("{dir}/{name}.b64"), png.as_str().unwrap_or("")).expect("write");
}

async fn resize(driver: SocketAddr, session: &str, width: u32, height: u32) {
    wd(
        driver,
        "POST",
        &format!("/session/{session}/window/rect"),
        serde_json::json!({"width": width, "height": height}),
    )
    .await;
}

/// `white` challenges `black` (standard GIPF), who accepts; up to `moves` decisions (fewer
/// when the game ends). The game's slug, id, position and how many decisions were made.
async fn game_between(
    m: &Manager,
    white: &str,
    black: &str,
    moves: usize,
) -> (String, gipf_manager::GameId, Position, usize) {
    let r = say(
        m,
        white,
        &format!("challenge {black} standard white time none"),
    )
    .await;
    assert!(!r.private, "{}", r.markdown);
    let r = Box::pin(say(m, black, "accept")).await;
    let id = r.game.expect("game");
    let mut p = r
        .position
        .and_then(gipf_games::AnyPosition::into_gipf)
        .expect("position");
    let mut made = 0;
    for n in 0..moves {
        if p.legal_actions().is_empty() {
            break;
        }
        let who = if p.decider() == Some(gipf_rules::Color::White) {
            white
        } else {
            black
        };
        let r = Box::pin(say(
            m,
            who,
            &format!("move {} #{}", pick(&p, n * 7 + 3), id.0),
        ))
        .await;
        let Some(next) = r.position.and_then(gipf_games::AnyPosition::into_gipf) else {
            break;
        };
        p = next;
        made += 1;
    }
    let slug = m
        .store()
        .game(id)
        .await
        .expect("read")
        .expect("game")
        .slug
        .to_string();
    (slug, id, p, made)
}

fn live_streams(metrics: &str) -> i64 {
    metrics
        .lines()
        .find_map(|l| l.strip_prefix("gipfbot_web_live_streams "))
        .and_then(|n| n.parse().ok())
        .unwrap_or(-1)
}

/// Nothing on the page scrolls sideways: the page itself and `selector`'s element.
async fn no_sideways(driver: SocketAddr, session: &str, selector: &str, what: &str) {
    let js = format!(
        "const d = document.documentElement, e = document.querySelector('{selector}'); \
return [window.innerWidth, d.scrollWidth, d.clientWidth, e.scrollWidth, e.clientWidth, e.scrollHeight, e.clientHeight]"
    );
    let v = script(driver, session, &js).await;
    let n = |i: usize| v[i].as_i64().unwrap_or(-1);
    eprintln!(
        "{what}: window {} px; page scrollWidth {} / clientWidth {}; {selector} scrollWidth {} / clientWidth {}, scrollHeight {} / clientHeight {}",
        n(0), n(1), n(2), n(3), n(4), n(5), n(6)
    );
    assert!(n(1) <= n(2), "{what}: the page scrolls sideways: {v}");
    assert!(n(3) <= n(4), "{what}: {selector} scrolls sideways: {v}");
}

/// Twelve game pages one after another in one tab with the back/forward cache on, then seven
/// more tabs (a browser opens at most six connections to a site: a live stream per page
/// would hang the seventh), Back and a live update; no sideways scrolling at 390 and 1280 px;
/// the panel's words at least 12 px on a phone; two languages; no console error.
async fn many_pages_tabs_layouts_and_languages(s: &Site, driver: SocketAddr, session: &str) {
    wd(
        driver,
        "POST",
        &format!("/session/{session}/timeouts"),
        serde_json::json!({"pageLoad": 20000, "script": 20000}),
    )
    .await;
    resize(driver, session, 1280, 900).await;
    no_console_errors(driver, session, "on the first game page").await;
    let mut games = Vec::new();
    for i in 0..12 {
        games.push(game_between(&s.m, &format!("white{i}"), &format!("black{i}"), 3).await);
    }
    for (i, (slug, ..)) in games.iter().enumerate() {
        let t = std::time::Instant::now();
        go(driver, session, &format!("http://{}/{slug}", s.addr)).await;
        board_drawn(driver, session).await;
        // A mark that survives only if Back restores the page from the cache.
        script(driver, session, &format!("window.kept = {i}; return 1")).await;
        eprintln!("game page {} of 12 loaded in {:?}", i + 1, t.elapsed());
    }
    no_console_errors(driver, session, "on twelve game pages").await;
    wd(
        driver,
        "POST",
        &format!("/session/{session}/back"),
        serde_json::json!({}),
    )
    .await;
    board_drawn(driver, session).await;
    let kept = script(
        driver,
        session,
        "return [window.kept === undefined ? null : window.kept, JSON.stringify(performance.getEntriesByType('navigation')[0].notRestoredReasons)]",
    )
    .await;
    assert_eq!(
        kept[0],
        serde_json::json!(10),
        "Back did not restore the page from the back/forward cache: {kept}"
    );
    eprintln!("Back restored game page 11 from the back/forward cache");
    let first = wd(
        driver,
        "GET",
        &format!("/session/{session}/window"),
        serde_json::Value::Null,
    )
    .await;
    // Seven more tabs, each with a game page.
    for (i, (slug, ..)) in games.iter().take(7).enumerate() {
        let tab = wd(
            driver,
            "POST",
            &format!("/session/{session}/window/new"),
            serde_json::json!({"type": "tab"}),
        )
        .await;
        wd(
            driver,
            "POST",
            &format!("/session/{session}/window"),
            serde_json::json!({"handle": tab["handle"]}),
        )
        .await;
        go(driver, session, &format!("http://{}/{slug}", s.addr)).await;
        board_drawn(driver, session).await;
        no_console_errors(driver, session, &format!("in tab {}", i + 2)).await;
        eprintln!("tab {} of 8 loaded", i + 2);
    }
    // One live stream serves all eight tabs (and nothing is held for the pages kept for Back).
    let mut streams = -1;
    for _ in 0..100 {
        streams = live_streams(&get(s.addr, "/metrics").await.2);
        if streams == 1 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    eprintln!("open live streams with 8 tabs and 11 pages kept for Back: {streams}");
    assert_eq!(streams, 1, "one live connection for all tabs");
    // Back in the first tab: the page comes back from the cache and follows its game live.
    wd(
        driver,
        "POST",
        &format!("/session/{session}/window"),
        serde_json::json!({ "handle": first }),
    )
    .await;
    wd(
        driver,
        "POST",
        &format!("/session/{session}/back"),
        serde_json::json!({}),
    )
    .await;
    board_drawn(driver, session).await;
    assert_eq!(
        script(driver, session, "return window.kept").await,
        serde_json::json!(9),
        "Back again restores page 10 from the cache"
    );
    let (slug, id, p, made) = &games[9];
    assert_eq!(
        script(driver, session, "return document.body.dataset.slug").await,
        serde_json::json!(slug)
    );
    let who = if p.decider() == Some(gipf_rules::Color::White) {
        "white9"
    } else {
        "black9"
    };
    let r = Box::pin(say(&s.m, who, &format!("move {} #{}", pick(p, 1), id.0))).await;
    assert!(!r.private, "{}", r.markdown);
    until(
        driver,
        session,
        "return document.querySelectorAll('#moves li').length",
        &serde_json::json!(made + 1),
    )
    .await;
    eprintln!("the page restored by Back shows the move made after it came back");
    no_console_errors(driver, session, "after Back").await;

    // Layouts: a long game, the leaderboard, at 1280 and 390 px, in English and Czech.
    let (long, _, _, plies) = game_between(&s.m, "long_w", "long_b", 60).await;
    eprintln!("the long game has {plies} decisions");
    for lang in ["en", "cs"] {
        for (width, height) in [(1280, 900), (390, 844)] {
            resize(driver, session, width, height).await;
            go(
                driver,
                session,
                &format!("http://{}/{long}?lang={lang}", s.addr),
            )
            .await;
            board_drawn(driver, session).await;
            assert_eq!(
                script(driver, session, "return document.documentElement.lang").await,
                serde_json::json!(lang)
            );
            no_sideways(
                driver,
                session,
                "#moves",
                &format!("game page, {lang}, {width} px"),
            )
            .await;
            let sizes = script(
                driver,
                session,
                "const f = document.getElementById('facts'), b = document.getElementById('board'); \
const px = [...f.querySelectorAll('p, li')].filter(e => e.offsetHeight > 0).map(e => parseFloat(getComputedStyle(e).fontSize)); \
return [f.offsetHeight, px.length ? Math.min(...px) : 0, b.clientWidth, b.currentSrc.includes('view=board')]",
            )
            .await;
            // The picture's panel words are 0.23 board units of the 840 px picture's 66.7.
            let svg_text = sizes[2].as_f64().unwrap_or(0.0) / 840.0 * 0.23 * 640.0 / 9.6;
            eprintln!(
                "game page, {lang}, {width} px: board {} px wide (its panel's smallest words {svg_text:.1} px), HTML facts {} px high, their smallest text {} px, board alone {}",
                sizes[2], sizes[0], sizes[1], sizes[3]
            );
            if width < 600 {
                assert_eq!(sizes[3], serde_json::json!(true), "{sizes}");
                assert!(sizes[1].as_f64().unwrap_or(0.0) >= 12.0, "{sizes}");
            } else {
                assert_eq!(sizes[0], serde_json::json!(0), "{sizes}");
                assert!(svg_text >= 12.0, "{sizes}");
            }
            keep_screenshot(driver, session, &format!("game-{lang}-{width}")).await;
            go(
                driver,
                session,
                &format!("http://{}/leaderboard?variant=basic", s.addr),
            )
            .await;
            // The language chosen on the game page holds on the next page.
            assert_eq!(
                script(driver, session, "return document.documentElement.lang").await,
                serde_json::json!(lang)
            );
            no_sideways(
                driver,
                session,
                ".tabs",
                &format!("leaderboard, {lang}, {width} px"),
            )
            .await;
            keep_screenshot(driver, session, &format!("leaderboard-{lang}-{width}")).await;
            no_console_errors(driver, session, &format!("at {width} px in {lang}")).await;
        }
    }
    go(
        driver,
        session,
        &format!("http://{}/{long}?lang=en", s.addr),
    )
    .await;
}

/// Resident memory of this process, in MB (Linux).
fn resident_mb() -> f64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<f64>().ok())
        })
        .map_or(0.0, |kb| kb / 1024.0)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

/// A load on loopback (run by hand: `cargo test --release -p gipf-web --test web -- --ignored
/// --nocapture`): a game page fetched by 4 clients for 5 s, then 1,000 watchers of one game's
/// live stream while 20 moves are made. Prints requests/s, latencies and memory; asserts only
/// that every watcher saw every move.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement, run by hand"]
async fn load_pages_and_a_thousand_watchers() {
    let s = site().await;
    let (slug, mut p) = a_game(&s.m, 6).await;
    let before = resident_mb();
    // Pages.
    let stop = tokio::time::Instant::now() + Duration::from_secs(5);
    let mut clients = Vec::new();
    for _ in 0..4 {
        let (addr, path) = (s.addr, format!("/{slug}"));
        clients.push(tokio::spawn(async move {
            let mut lat = Vec::new();
            while tokio::time::Instant::now() < stop {
                let t = std::time::Instant::now();
                let (code, _, _) = get(addr, &path).await;
                assert_eq!(code, 200);
                lat.push(t.elapsed());
            }
            lat
        }));
    }
    let mut lat = Vec::new();
    for c in clients {
        lat.extend(c.await.expect("client"));
    }
    lat.sort();
    println!(
        "game page: {} requests in 5 s ({:.0}/s), p50 {:?}, p99 {:?}",
        lat.len(),
        lat.len() as f64 / 5.0,
        percentile(&lat, 0.5),
        percentile(&lat, 0.99)
    );
    // Watchers.
    const WATCHERS: usize = 1000;
    const MOVES: usize = 20;
    let (tx, mut rx) = tokio::sync::mpsc::unbounded_channel::<(usize, std::time::Instant)>();
    let mut ready = Vec::new();
    for w in 0..WATCHERS {
        let (addr, path, tx) = (s.addr, format!("/{slug}/live"), tx.clone());
        let (ok, got) = tokio::sync::oneshot::channel();
        ready.push(got);
        tokio::spawn(async move {
            let mut c = TcpStream::connect(addr).await.expect("connect");
            c.write_all(format!("GET {path} HTTP/1.1\r\nHost: x\r\n\r\n").as_bytes())
                .await
                .expect("write");
            let mut buf = vec![0u8; 4096];
            let mut seen = 0usize;
            let mut ok = Some(ok);
            loop {
                let n = c.read(&mut buf).await.expect("read");
                if n == 0 {
                    return;
                }
                let text = String::from_utf8_lossy(&buf[..n]);
                let events = text.matches("event: change").count();
                if events == 0 {
                    continue;
                }
                if let Some(ok) = ok.take() {
                    let _ = ok.send(());
                    seen += events - 1;
                } else {
                    seen += events;
                }
                for _ in 0..events {
                    let _ = tx.send((w, std::time::Instant::now()));
                }
                if seen >= MOVES {
                    return;
                }
            }
        });
    }
    for r in ready {
        r.await.expect("a watcher connected");
    }
    while rx.try_recv().is_ok() {}
    let connected = resident_mb();
    let mut fanout = Vec::new();
    let id = row(&s.m, &slug).await.id;
    for n in 0..MOVES {
        let who = decider_of(&p);
        let t = std::time::Instant::now();
        let r = say(&s.m, who, &format!("move {} #{}", pick(&p, n), id.0)).await;
        p = r
            .position
            .and_then(gipf_games::AnyPosition::into_gipf)
            .expect("position");
        let mut last = t;
        for _ in 0..WATCHERS {
            let (_, at) = tokio::time::timeout(Duration::from_secs(60), rx.recv())
                .await
                .expect("every watcher hears the move")
                .expect("channel");
            last = last.max(at);
        }
        fanout.push(last - t);
    }
    fanout.sort();
    println!(
        "{WATCHERS} watchers: {MOVES} moves, every watcher told within p50 {:?}, p99 {:?}; memory {before:.0} MB before, {connected:.0} MB with the watchers connected ({:.1} KB each)",
        percentile(&fanout, 0.5),
        percentile(&fanout, 0.99),
        (connected - before) * 1024.0 / WATCHERS as f64
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bank_games_page_and_state_show_both_banks() {
    let s = site().await;
    let r = say(&s.m, "ann", "challenge bob standard white time 2h+1m").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&s.m, "bob", "accept").await;
    let id = r.game.expect("game");
    let slug =
        s.m.store()
            .game(id)
            .await
            .expect("read")
            .expect("game")
            .slug
            .to_string();
    let (code, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(code, 200, "{page}");
    assert!(page.contains("bank 2h, 1m added each turn"), "{page}");
    assert!(page.contains("id=\"banks\""), "{page}");
    assert!(page.contains("Time left: ann"), "{page}");
    let (_, _, state) = get(s.addr, &format!("/{slug}/state.json")).await;
    let v: serde_json::Value = serde_json::from_str(&state).expect("json");
    assert!(
        v["banks"].as_str().is_some_and(|b| b.contains("Time left")),
        "{state}"
    );
}
