//! A reviewed game's page: over HTTP, a game being played shows no evaluation, and a finished
//! one with its review shows the graph, the marks with the better decision, the accuracy, and
//! the better decision drawn on the board before a marked one; in the browser, a point of the
//! graph steps the page to its move.

use super::*;

/// A finished basic game of `plies` decisions (bob resigns), reviewed: its slug and id.
pub(super) async fn a_reviewed_game(m: &Manager, plies: usize) -> (String, gipf_manager::GameId) {
    let (slug, _) = a_game(m, plies).await;
    let id = row(m, &slug).await.id;
    // During the game: no evaluation anywhere on its page.
    let r = say(m, "bob", &format!("resign #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, "bob", &format!("review #{}", id.0)).await;
    assert!(r.markdown.contains("in line"), "{}", r.markdown);
    m.reviews_idle().await;
    (slug, id)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_reviewed_games_page_shows_the_graph_the_marks_and_the_better_push() {
    let s = site().await;
    let (live, _) = a_game(&s.m, 8).await;
    let (_, _, page) = get(s.addr, &format!("/{live}")).await;
    assert!(
        !page.contains("id=\"graph\""),
        "no evaluation during a game"
    );
    assert!(!page.contains("accuracy"), "{page}");

    let (slug, id) = a_reviewed_game(&s.m, 24).await;
    let review =
        s.m.game_view(&slug.parse().expect("slug"))
            .await
            .expect("view");
    let review = review.and_then(|v| v.review).expect("the page's review");
    let marked: Vec<_> = review
        .decisions
        .iter()
        .filter(|d| d.mark.is_some())
        .collect();
    assert!(!marked.is_empty(), "this game has marked decisions");
    let (code, _, page) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(code, 200);
    assert!(page.contains("<svg id=\"graph\""), "{page}");
    // A point per decision, each stepping to its move.
    assert_eq!(
        page.matches("<circle class=\"g-pt").count(),
        review.decisions.len(),
        "{page}"
    );
    for d in &marked {
        let mark = d.mark.expect("marked");
        let item = format!("data-ply=\"{}\"", d.ply);
        assert!(page.contains(&item), "{page}");
        // The mark's word (with what the decision lost in material, when it did), then
        // the better decision with what it comes to.
        let title = format!("title=\"{}", mark.name());
        let better = format!(
            "{}</span><small class=\"better\">better: {} (",
            mark.symbol(),
            d.best
        );
        assert!(
            page.contains(&title) && page.contains(&better),
            "move {}: {page}",
            d.ply
        );
    }
    assert_eq!(page.matches("class=\"accuracy\"").count(), 2, "{page}");
    // A board before a marked decision draws the better one; the others draw none.
    for ply in 0..review.decisions.len() {
        let (_, _, svg) = get(s.addr, &format!("/{slug}/board.svg?ply={ply}")).await;
        let next_marked = marked.iter().any(|d| d.ply == ply + 1);
        assert_eq!(
            svg.contains("<g class=\"better\">"),
            next_marked,
            "ply {ply}"
        );
    }
    // The state the script follows is unchanged: moves only.
    let (_, _, state) = get(s.addr, &format!("/{slug}/state.json")).await;
    assert!(!state.contains("accuracy"), "{state}");
    assert_eq!(row(&s.m, &slug).await.id, id);
}

/// In the browser: the graph's marked point steps the page to its move, the cursor follows.
pub(super) async fn a_reviewed_game_in_the_browser(s: &Site, driver: SocketAddr, session: &str) {
    let (slug, _) = a_reviewed_game(&s.m, 24).await;
    resize(driver, session, 1280, 900).await;
    go(driver, session, &format!("http://{}/{slug}?ply=0", s.addr)).await;
    let ply = "return document.body.dataset.ply";
    until(driver, session, ply, &serde_json::json!("0")).await;
    let target = script(
        driver,
        session,
        "const p = document.querySelector('#graph circle.m-blunder, #graph circle.m-mistake, #graph circle.m-inaccuracy');\
         p.parentNode.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true}));\
         return p.parentNode.getAttribute('data-ply')",
    )
    .await;
    let target = target.as_str().expect("a marked point").to_string();
    until(driver, session, ply, &serde_json::json!(target)).await;
    until(
        driver,
        session,
        "return document.querySelector('#moves a[aria-current]').dataset.ply",
        &serde_json::json!(target),
    )
    .await;
    // The graph's cursor moved there.
    let x = script(
        driver,
        session,
        "return document.getElementById('graph-at').getAttribute('x1')",
    )
    .await;
    assert_ne!(x, serde_json::json!("0.0"), "{x}");
    board_drawn(driver, session).await;
    no_console_errors(driver, session, "the reviewed game's page").await;
    keep_screenshot(driver, session, "reviewed-game").await;
}
