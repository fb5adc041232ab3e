//! Languages in a Matrix room: a moderator sets the room to Dutch, and the room's boards
//! (caption and image), replies and help are Dutch; a player's own `language` choice wins for
//! what is addressed to him; a non-moderator cannot change the room's settings.

use super::*;

/// A Dutch board's head line: "#12 basic · anne (Wit) tegen bram (Zwart) · geen tijdslimiet".
fn head(board: &Seen) -> String {
    let text = board.text();
    text.lines()
        .find(|l| l.contains("(Wit) tegen"))
        .unwrap_or_else(|| panic!("no Dutch head line in {text}"))
        .to_string()
}

/// The game on a board, from its head line.
fn game_of(board: &Seen) -> gipf_manager::GameId {
    let head = head(board);
    let id = head.split(' ').next().unwrap_or_default();
    id.parse().expect("game id")
}

/// The board image the bot posted, downloaded as the player's client does.
async fn download(h: &Human, board: &Seen) -> Vec<u8> {
    let MessageType::Image(img) = &board.event.content.msgtype else {
        panic!("not an image: {}", board.text());
    };
    h.client
        .media()
        .get_media_content(
            &MediaRequestParameters {
                source: img.source.clone(),
                format: MediaFormat::File,
            },
            false,
        )
        .await
        .expect("download")
}

/// The first board of a game as the renderer draws it in `lang` (the players' names from the
/// store, as the manager reads them).
async fn first_board_in(bot: &Bot, board: &Seen, lang: gipf_i18n::Lang) -> Vec<u8> {
    let store = bot.manager.store();
    let row = store
        .game(game_of(board))
        .await
        .expect("store")
        .expect("the game");
    let mut names = [String::new(), String::new()];
    for (i, id) in [row.white_id, row.black_id].into_iter().enumerate() {
        let id = id.expect("a human player");
        names[i] = store
            .player(id)
            .await
            .expect("store")
            .expect("player")
            .display_name;
    }
    let options = gipf_render::RenderOptions {
        names,
        lang,
        ..gipf_render::RenderOptions::default()
    };
    gipf_render::render(&board.position(), &options).expect("render")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_room_set_to_dutch_gets_dutch_boards_and_replies() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let bot = start_bot(config, &dir.path().join("db.sqlite")).await;
    let bot_id = bot.id.clone();
    // Anne made the room (power level 100); Bram joined it (power level 0).
    let mut anne = Human::new(&s, "anne").await;
    let mut bram = Human::new(&s, "bram").await;
    let room = anne.room_with_friends(&bot_id, &[&bram]).await;

    // Bram may not change the room's language; the refusal is in the room's language (English).
    bram.say(&room, "!gipf settings language nl").await;
    let bram_id = bram.id.clone();
    let r = bram
        .expect("the refusal", |m| {
            m.event.sender == bot_id && m.mentions(&bram_id)
        })
        .await;
    assert!(r.text().contains("Only moderators"), "{}", r.text());
    bram.say(&room, "!gipf settings").await;
    let r = bram
        .expect("the settings", |m| m.event.sender == bot_id)
        .await;
    assert!(
        r.text().contains("language: en (English)"),
        "nothing changed: {}",
        r.text()
    );

    // Anne has seen all that (her cursor moves past it).
    anne.expect("Bram's settings", |m| {
        m.event.sender == bot_id && m.text().contains("language: en (English)")
    })
    .await;
    // Anne may: the confirmation is already Dutch, and so is everything after it.
    anne.say(&room, "!gipf settings language nl").await;
    let r = anne
        .expect("the confirmation", |m| m.event.sender == bot_id)
        .await;
    assert!(
        r.text().contains("staat nu op nl (Nederlands)"),
        "{}",
        r.text()
    );
    anne.say(&room, "!gipf help").await;
    let help = anne.expect("the help", |m| m.event.sender == bot_id).await;
    assert!(
        help.text().contains("Schrijf !gipf <command>") && help.text().contains("daag iemand uit"),
        "{}",
        help.text()
    );

    anne.say(
        &room,
        &format!("!gipf challenge {} basic time none", bram.id),
    )
    .await;
    let challenge = bram
        .expect("the challenge", |m| {
            m.event.sender == bot_id && m.mentions(&bram_id)
        })
        .await;
    assert!(challenge.text().contains("daagt"), "{}", challenge.text());
    let root = challenge.event.event_id.clone();
    bram.say(&room, "!gipf accept").await;
    let board = bram
        .expect("the first board", |m| {
            m.event.sender == bot_id && m.is_image()
        })
        .await;
    check_board(&board);
    let caption = board.text();
    assert!(caption.contains("Stelling: "), "{caption}");
    // The image is the Dutch board, not the English one.
    let png = download(&bram, &board).await;
    let dutch = first_board_in(&bot, &board, gipf_i18n::Lang::Nl).await;
    let english = first_board_in(&bot, &board, gipf_i18n::Lang::En).await;
    assert_ne!(dutch, english, "the panel has words");
    assert!(png == dutch, "the posted image is the Dutch one");

    // Bram prefers English: what is addressed to him is English, the room stays Dutch.
    bram.say(&room, "!gipf language en").await;
    let r = bram
        .expect("his choice", |m| m.event.sender == bot_id)
        .await;
    assert!(r.text().contains("English"), "{}", r.text());
    let p = board.position();
    // White is named first in the head line.
    let head = head(&board);
    let white_id = if head.find(anne.id.localpart()) < head.find(bram.id.localpart()) {
        anne.id.clone()
    } else {
        bram.id.clone()
    };
    let (mover, waiter) = if white_id == anne.id {
        (&mut anne, &mut bram)
    } else {
        (&mut bram, &mut anne)
    };
    // The one who must wait is told so in his own language.
    let action = p.legal_actions()[0].to_string();
    waiter.say_in_thread(&room, &root, &action).await;
    let waiter_id = waiter.id.clone();
    let r = waiter
        .expect("the waiting player's answer", |m| {
            m.event.sender == bot_id && m.mentions(&waiter_id) && !m.is_image()
        })
        .await;
    if waiter_id == bram_id {
        assert!(r.text().contains("wait for"), "{}", r.text());
    } else {
        assert!(r.text().contains("wacht op"), "{}", r.text());
    }
    mover.say_in_thread(&room, &root, &action).await;
    // The mover may not have taken the first board from his inbox yet: the next one is the
    // board of another position.
    let next = mover
        .expect("the next board", |m| {
            m.event.sender == bot_id && m.is_image() && m.position() != p
        })
        .await;
    let caption = next.text();
    assert!(
        caption.contains("Laatste beurt:") && caption.contains("Stelling: "),
        "the board is the room's, Dutch: {caption}"
    );
    assert_ne!(next.position(), p, "{action} was played");

    bot.stop().await;
    anne.stop().await;
    bram.stop().await;
}
