//! A tournament in a Matrix room from sign-up to the winner: a moderator creates a knockout,
//! a player who is no moderator is refused and then joins, the bot posts the round's pairings
//! and the bracket, each game's first board starts its thread and names its round and board,
//! and the final standings come with the winner.

use super::*;

/// Which of the room's players a board mentions (the one to decide).
fn mentioned(board: &Seen, players: &[OwnedUserId]) -> usize {
    players
        .iter()
        .position(|u| board.mentions(u))
        .unwrap_or_else(|| panic!("nobody mentioned on {}", board.text()))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_in_a_room_from_sign_up_to_the_winner() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let bot = start_bot(config, &dir.path().join("db.sqlite")).await;
    let bot_id = bot.id.clone();
    // Ann made the room (a moderator); Bob and Cyd joined it.
    let mut ann = Human::new(&s, "ann").await;
    let mut bob = Human::new(&s, "bob").await;
    let cyd = Human::new(&s, "cyd").await;
    let room = ann.room_with_friends(&bot_id, &[&bob, &cyd]).await;

    // Bob is no moderator.
    bob.say(&room, "!gipf tournament create knockout").await;
    let bob_id = bob.id.clone();
    let r = bob
        .expect("the refusal", |m| {
            m.event.sender == bot_id && m.mentions(&bob_id)
        })
        .await;
    assert!(r.text().contains("Only a moderator"), "{}", r.text());

    ann.say(&room, "!gipf tournament create knockout time none")
        .await;
    let made = ann
        .expect("the announcement", |m| {
            m.event.sender == bot_id && m.text().contains("opens a tournament")
        })
        .await;
    assert!(made.text().contains("T1"), "{}", made.text());
    assert!(made.thread().is_none(), "news go to the room's timeline");
    for h in [&bob, &cyd] {
        h.say(&room, "!gipf tournament join").await;
        let me = h.id.localpart().to_string();
        ann.expect("a player in", |m| {
            m.event.sender == bot_id && m.text().contains(&format!("{me} joins"))
        })
        .await;
    }
    ann.say(&room, "!gipf tournament join").await;
    let me = ann.id.localpart().to_string();
    ann.expect("Ann in", |m| {
        m.event.sender == bot_id && m.text().contains(&format!("{me} joins"))
    })
    .await;
    ann.say(&room, "!gipf tournament start").await;
    // A round's games are created before its pairings are posted (the post names them).
    let before_round = ann.cursor;
    let round = ann
        .expect("round 1", |m| {
            m.event.sender == bot_id && m.text().contains("round 1 of 2")
        })
        .await;
    // Round 1: a bye for the first seed; the bracket is the round post's image.
    assert!(round.is_image(), "the bracket: {}", round.text());
    assert!(
        round.text().contains("goes through with a bye"),
        "{}",
        round.text()
    );
    ann.cursor = before_round;
    let everyone = [ann.id.clone(), bob.id.clone(), cyd.id.clone()];
    for game in 1..=2 {
        let board = ann
            .expect("a tournament game's first board", |m| {
                m.event.sender == bot_id
                    && m.is_image()
                    && m.text().contains(&format!("round {game}, board 1"))
            })
            .await;
        check_board(&board);
        // It starts the game's thread in the room's timeline.
        assert!(board.thread().is_none(), "{}", board.text());
        assert!(
            board.text().contains("Tournament **T1**") || board.text().contains("Tournament T1"),
            "{}",
            board.text()
        );
        match mentioned(&board, &everyone) {
            0 => ann.say(&room, "!gipf resign").await,
            1 => bob.say(&room, "!gipf resign").await,
            _ => cyd.say(&room, "!gipf resign").await,
        }
        ann.expect("the resignation", |m| {
            m.event.sender == bot_id && m.text().contains("resign")
        })
        .await;
    }
    let over = ann
        .expect("the end", |m| {
            m.event.sender == bot_id
                && (m.text().contains("wins **T1**") || m.text().contains("wins T1"))
        })
        .await;
    assert!(over.is_image(), "the final bracket: {}", over.text());
    assert!(over.text().contains("Final standings"), "{}", over.text());
    let state = bot
        .manager
        .store()
        .tournament(gipf_manager::TournamentId(1))
        .await
        .expect("read")
        .expect("T1");
    assert_eq!(state.status, gipf_manager::TournamentStatus::Finished);
    for h in [ann, bob, cyd] {
        h.stop().await;
    }
    bot.stop().await;
}
