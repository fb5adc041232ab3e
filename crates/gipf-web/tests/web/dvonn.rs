//! A DVONN game's page: over HTTP its words, its board as SVG at any ply (the board alone
//! cut above the players' cards), the facts a phone reads and its record; in the browser,
//! the page drawn, stepped with the keys, and a move made in chat shown live.

use gipf_game::Game;
use gipf_games::AnyPosition;

use super::*;

/// Ann challenges bob to DVONN; `decisions` decisions by whoever decides. Slug, id and the
/// position reached.
pub(super) async fn a_dvonn_game(
    m: &Manager,
    decisions: usize,
) -> (String, gipf_manager::GameId, AnyPosition) {
    let r = say(m, "Ann", "challenge bob dvonn white time none").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, "bob", "accept").await;
    let id = r.game.expect("game");
    let mut p = r.position.expect("position");
    for n in 0..decisions {
        let Some(c) = p.decider_color() else { break };
        let who = if c == gipf_rules::Color::White {
            "Ann"
        } else {
            "bob"
        };
        let legal = p.legal_actions();
        let a = legal[(n * 7 + 3) % legal.len()];
        let r = say(m, who, &format!("move {a} #{}", id.0)).await;
        p = r.position.unwrap_or_else(|| panic!("{a}: {}", r.markdown));
    }
    let slug = m
        .store()
        .game(id)
        .await
        .expect("read")
        .expect("game")
        .slug
        .to_string();
    (slug, id, p)
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dvonn_games_page_board_facts_and_record() {
    let s = site().await;
    // The 49 placements and three moves.
    let (slug, _, p) = a_dvonn_game(&s.m, 52).await;
    let (status, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(page.contains("DVONN #"), "the title names the game");
    assert!(page.contains("dvonn"), "the variant");
    assert!(page.contains("Score"), "the players' scores in the facts");
    assert!(
        page.contains("Last decision"),
        "the last decision in the facts"
    );
    let (status, _, svg) = get(s.addr, &format!("/{slug}/board.svg")).await;
    assert_eq!(status, 200);
    assert!(svg.contains("class=\"dvonn\"") && svg.contains("class=\"stack\""));
    let (_, _, alone) = get(s.addr, &format!("/{slug}/board.svg?view=board")).await;
    assert!(
        svg_height(&alone) < svg_height(&svg) && svg_height(&alone) > svg_height(&svg) / 2,
        "the board alone is cut above the cards: {} of {}",
        svg_height(&alone),
        svg_height(&svg)
    );
    // At ply 3: three pieces on the board, whatever was played after.
    let (_, _, early) = get(s.addr, &format!("/{slug}/board.svg?ply=3")).await;
    assert_eq!(
        early.matches("class=\"stack\"").count(),
        3,
        "three stacks at ply 3"
    );
    // The record reads back to the same position.
    let (status, _, record) = get(s.addr, &format!("/{slug}/record.txt")).await;
    assert_eq!(status, 200);
    let mut words = record.split_whitespace();
    assert_eq!(words.next(), Some("dvonn"));
    let mut q = AnyPosition::start("dvonn").expect("start");
    for w in words {
        let a = q.read_action(w).expect("an action");
        q.play(a).expect("legal");
    }
    assert_eq!(q, p);
}

/// In the browser: the DVONN page drawn, a step back with the arrow key, a move made in
/// chat shown without a reload; no console error.
pub(super) async fn a_dvonn_game_in_the_browser(s: &Site, driver: SocketAddr, session: &str) {
    let (slug, id, p) = a_dvonn_game(&s.m, 52).await;
    go(driver, session, &format!("http://{}/{slug}", s.addr)).await;
    let ply = "return document.body.dataset.ply";
    until(driver, session, ply, &serde_json::json!("52")).await;
    board_drawn(driver, session).await;
    keep_screenshot(driver, session, "dvonn-page").await;
    key(driver, session, "\u{E012}").await;
    until(driver, session, ply, &serde_json::json!("51")).await;
    key(driver, session, "\u{E010}").await;
    until(driver, session, ply, &serde_json::json!("52")).await;
    let who = if p.decider_color() == Some(gipf_rules::Color::White) {
        "Ann"
    } else {
        "bob"
    };
    let a = p.legal_actions()[0];
    let r = say(&s.m, who, &format!("move {a} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    until(driver, session, ply, &serde_json::json!("53")).await;
    board_drawn(driver, session).await;
    // A phone: the board alone, the facts under it.
    resize(driver, session, 390, 844).await;
    board_drawn(driver, session).await;
    keep_screenshot(driver, session, "dvonn-page-phone").await;
    resize(driver, session, 1280, 900).await;
    no_console_errors(driver, session, "on a DVONN page").await;
}
