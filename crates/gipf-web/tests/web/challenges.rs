//! A game with challenges on its page: the dice of a challenge beside its outcome in the
//! move list, and the sub-game that decided one linked there (its own page).

use super::*;
use gipf_rules::{Action, Stage};

/// Ann challenges Bob to `basic+Z3+<challenges>` (Ann White), Bob accepts, and both play,
/// a use as soon as one is legal, until a use waits; then the challenger challenges. The
/// game and the challenger.
async fn challenged(m: &Manager, challenges: &str) -> (gipf_manager::GameId, &'static str) {
    let r = say(
        m,
        "Ann",
        &format!("challenge bob basic+Z3+{challenges} white time none"),
    )
    .await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(m, "bob", "accept").await;
    let id = r.game.expect("game");
    let mut p = r
        .position
        .and_then(gipf_games::AnyPosition::into_gipf)
        .expect("position");
    for n in 0..120 {
        if p.stage() == Stage::Challenge {
            break;
        }
        let who = if p.decider() == Some(gipf_rules::Color::White) {
            "Ann"
        } else {
            "bob"
        };
        let legal = p.legal_actions();
        let a = legal
            .iter()
            .find(|a| matches!(a, Action::Use { .. }))
            .unwrap_or(&legal[n * 7 % legal.len()]);
        let r = say(m, who, &format!("move {a} #{}", id.0)).await;
        p = r
            .position
            .and_then(gipf_games::AnyPosition::into_gipf)
            .unwrap_or_else(|| panic!("{}", r.markdown));
    }
    assert_eq!(p.stage(), Stage::Challenge, "{p}");
    let challenger = if p.user() == Some(gipf_rules::Color::White) {
        "bob"
    } else {
        "Ann"
    };
    let r = say(m, challenger, &format!("move challenge #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    (id, challenger)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_dice_and_the_sub_game_in_the_move_list() {
    let s = site().await;
    let (id, _) = challenged(&s.m, "die1").await;
    let slug =
        s.m.store()
            .game(id)
            .await
            .expect("read")
            .expect("game")
            .slug;
    let (status, _, body) = get(s.addr, &format!("/{slug}")).await;
    assert_eq!(status, 200);
    assert!(body.contains("<span class=\"trial\">{die w"), "{body}");

    let (id, challenger) = challenged(&s.m, "game1").await;
    let sub = gipf_manager::GameId(id.0 + 1);
    let sub_slug =
        s.m.store()
            .game(sub)
            .await
            .expect("read")
            .expect("sub")
            .slug;
    // The challenger resigns the sub-game: its result goes into the main game.
    let mut changes = s.m.changes();
    say(&s.m, challenger, &format!("resign #{}", sub.0)).await;
    loop {
        let c = changes.recv().await.expect("changes");
        if c.what == gipf_manager::Watched::Game(id) {
            break;
        }
    }
    let slug =
        s.m.store()
            .game(id)
            .await
            .expect("read")
            .expect("game")
            .slug;
    let (_, _, body) = get(s.addr, &format!("/{slug}")).await;
    let link = format!(
        "<a class=\"trial\" href=\"/{sub_slug}\">{{game #{}}}</a>",
        sub.0
    );
    assert!(body.contains(&link), "{link} not in {body}");
}
