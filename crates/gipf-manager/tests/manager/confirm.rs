//! Move confirmation (`confirm on`): a push chosen with a button is shown first, privately,
//! with Confirm and Cancel, and counts only once confirmed; typed moves count at once; the
//! setting's refusals.

use gipf_manager::*;

use super::{say, start_human_game, Setup};

async fn row(m: &Manager, id: GameId) -> GameRow {
    m.store().game(id).await.expect("read").expect("game")
}

fn button(id: GameId, g: &GameRow, what: ChoiceWhat) -> Command {
    Command::Choose(
        ChoiceId {
            game: id,
            ply: g.ply,
            what,
        }
        .to_string(),
    )
}

fn first_push(g: &GameRow) -> String {
    let p: gipf_rules::Position = g.position.parse().expect("position");
    p.legal_actions()[0].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_confirmed_push_counts_once_confirmed_and_a_typed_one_at_once() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "time 1d").await;
    let r = say(&m, "Ann", "confirm maybe").await;
    assert!(
        r.private && r.markdown.contains("`confirm on`"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "confirm").await;
    assert!(r.markdown.contains("count at once"), "{}", r.markdown);
    let r = say(&m, "Ann", "confirm on").await;
    assert!(r.markdown.contains("shown first"), "{}", r.markdown);
    let ann = Ctx::console("Ann");
    let g = row(&m, id).await;
    let push = first_push(&g);
    // The button shows the preview, to Ann alone; nothing is played.
    let r = m
        .handle(&ann, button(id, &g, ChoiceWhat::Play(push.clone())))
        .await;
    assert!(r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains(&format!("Push `{push}`?")),
        "{}",
        r.markdown
    );
    let labels: Vec<&str> = r
        .choices
        .iter()
        .flat_map(|g| g.choices.iter())
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(labels, ["Confirm", "Cancel"]);
    assert_eq!(r.board_of(), None, "a preview is no board");
    assert_eq!(row(&m, id).await.ply, 0);
    let confirm = r.choices[0].choices[0].id.clone();
    let cancel = r.choices[0].choices[1].id.clone();
    let r = m.handle(&ann, Command::Choose(cancel)).await;
    assert!(
        r.private && r.markdown.contains("nothing was played"),
        "{}",
        r.markdown
    );
    assert_eq!(row(&m, id).await.ply, 0);
    // Confirmed, it counts; Bob cannot confirm it for her.
    let r = m
        .handle(&Ctx::console("Bob"), Command::Choose(confirm.clone()))
        .await;
    assert!(r.private, "{}", r.markdown);
    let r = m.handle(&ann, Command::Choose(confirm.clone())).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(row(&m, id).await.ply, 1);
    // A second click of the same Confirm is stale.
    let r = m.handle(&ann, Command::Choose(confirm)).await;
    assert!(r.private, "{}", r.markdown);
    assert_eq!(row(&m, id).await.ply, 1);
    // Bob (who did not ask) plays with a button at once; Ann's typed move counts at once.
    let g = row(&m, id).await;
    let r = m
        .handle(
            &Ctx::console("Bob"),
            button(id, &g, ChoiceWhat::Play(first_push(&g))),
        )
        .await;
    assert!(!r.private, "{}", r.markdown);
    let g = row(&m, id).await;
    let r = say(&m, "Ann", &format!("move {} #{}", first_push(&g), id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(row(&m, id).await.ply, 3);
}
