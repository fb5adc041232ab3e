//! DVONN on Discord (COMMANDS.md, "The other games of the GIPF project"): a whole game
//! between two users made with `/gipf challenge variant:dvonn` and the Accept button, every
//! decision made with what the bot posted: a free space from the placement menus (two menus
//! at the start, 49 spaces in menus of at most 25), a stack from the stack menu, then its
//! target from the buttons shown to the mover alone. The bot is killed between a stack and
//! its target: the target button still plays after the restart. The end says the score; a
//! click on an old board or target afterwards is refused privately, nothing posted. Each
//! menu and button set is checked against DVONN's rules (the position the board shows) and
//! against Discord's limits (the stand-in refuses a message over them, as Discord does).

use super::*;
use gipf_games::AnyPosition;
use gipf_rules::Color;
use poise::serenity_prelude as serenity;

/// What a board says of its DVONN position (`Position: `dvonn ...``), read with DVONN's
/// rules.
struct Dvonn {
    /// The position string.
    text: String,
    /// Who decides (`None` once the game is over).
    decider: Option<Color>,
    /// The legal actions, in notation (`e3`, `e3-e5`).
    legal: Vec<String>,
    /// White's and Black's scores (the pieces in the stacks each controls).
    scores: (u32, u32),
}

impl Dvonn {
    fn of(c: &Call) -> Dvonn {
        let text = c
            .content()
            .split("Position: `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .unwrap_or_else(|| panic!("no position in {}", c.content()))
            .to_string();
        let any: AnyPosition = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let decider = any.decider_color();
        let AnyPosition::Dvonn(p) = any else {
            panic!("not DVONN: {text}")
        };
        Dvonn {
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            scores: p.scores(),
            decider,
            text,
        }
    }

    /// Whether the pieces are still being placed (placements have no `-`).
    fn placing(&self) -> bool {
        self.legal.iter().all(|a| !a.contains('-'))
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let Ok(AnyPosition::Dvonn(mut p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        p.play_text(action).expect("a legal action");
        p.to_string()
    }

    /// How the end is said: "White wins 21 to 17", "Black wins ...", "Draw: 19 to 19".
    fn result(&self) -> String {
        let (white, black) = self.scores;
        match white.cmp(&black) {
            std::cmp::Ordering::Greater => format!("White wins {white} to {black}"),
            std::cmp::Ordering::Less => format!("Black wins {black} to {white}"),
            std::cmp::Ordering::Equal => format!("Draw: {white} to {black}"),
        }
    }
}

/// The select menus of a message: each menu's placeholder and its options (value, label).
fn menus(c: &Call) -> Vec<(String, Vec<(String, String)>)> {
    c.data()["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().into_iter().flatten())
        .filter(|m| m["type"] == 3)
        .map(|m| {
            let options = m["options"]
                .as_array()
                .into_iter()
                .flatten()
                .map(|o| {
                    let s = |k: &str| o[k].as_str().unwrap_or("").to_string();
                    (s("value"), s("label"))
                })
                .collect();
            (m["placeholder"].as_str().unwrap_or("").to_string(), options)
        })
        .collect()
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// A DVONN board as posted: a PNG named `dvonn-<id>.png` at the configured size, the text
/// with the position; the decider mentioned (and allowed to be pinged) while there is one.
fn check_board(c: &Call, game: u64, decider: Option<User>) {
    let png = c.png().expect("a PNG attachment");
    assert_eq!(png.name, format!("dvonn-{game}.png"));
    assert_eq!(&png.bytes[..8], b"\x89PNG\r\n\x1a\n", "{}", png.name);
    let width = u32::from_be_bytes(png.bytes[16..20].try_into().expect("IHDR"));
    let height = u32::from_be_bytes(png.bytes[20..24].try_into().expect("IHDR"));
    assert_eq!((width, height), (840, 640));
    assert!(!c.ephemeral(), "a board is for everyone: {}", c.content());
    if let Some(u) = decider {
        assert!(
            c.content().starts_with(&format!("<@{}>", u.id)),
            "{}",
            c.content()
        );
        let allowed = &c.data()["allowed_mentions"]["users"];
        assert!(
            allowed
                .as_array()
                .is_some_and(|a| a.iter().any(|x| x == &json!(u.id.to_string()))),
            "{allowed}"
        );
    }
}

/// The stand-in refuses what Discord refuses of components (400, Invalid Form Body): a
/// select menu of 26 options, 6 action rows; 25 options in one menu and 5 rows pass.
async fn the_standin_keeps_discords_component_limits(s: &Standin) {
    let http = serenity::HttpBuilder::new("stand-in-token")
        .proxy(s.url.trim_end_matches('/'))
        .ratelimiter_disabled(true)
        .build();
    let menu = |id: &str, n: usize| {
        let options = (0..n)
            .map(|i| serenity::CreateSelectMenuOption::new(format!("o{i}"), format!("v{i}")))
            .collect();
        serenity::CreateActionRow::SelectMenu(serenity::CreateSelectMenu::new(
            id,
            serenity::CreateSelectMenuKind::String { options },
        ))
    };
    let send = |rows: Vec<serenity::CreateActionRow>| {
        let http = &http;
        async move {
            serenity::ChannelId::new(CHANNEL)
                .send_message(
                    http,
                    serenity::CreateMessage::new().content("x").components(rows),
                )
                .await
        }
    };
    send(vec![menu("a", 25)])
        .await
        .expect("25 options are accepted");
    send((0..5).map(|i| menu(&format!("m{i}"), 1)).collect())
        .await
        .expect("5 rows are accepted");
    for (rows, what) in [
        (vec![menu("a", 26)], "26 options"),
        (
            (0..6).map(|i| menu(&format!("m{i}"), 1)).collect(),
            "6 rows",
        ),
    ] {
        match send(rows).await {
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))) => {
                assert_eq!(r.status_code.as_u16(), 400, "{what}");
                assert_eq!(r.error.code, 50035, "{what}");
            }
            other => panic!("{what} accepted: {other:?}"),
        }
    }
    assert_eq!(s.refused_components().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_dvonn_game_through_menus_and_target_buttons_across_a_kill() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    the_standin_keeps_discords_component_limits(&s).await;
    let refused_before = s.refused_components().len();
    let mut bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("dvonn-game");

    // The variant is autocompleted: `dv` suggests `dvonn`.
    let from = s.len();
    let ac = s.autocomplete(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "dv", "focused": true},
        ]),
    );
    let (_, c) = s
        .wait(from, "the variant's autocompletion", |c| {
            c.path == ac.callback()
        })
        .await;
    let values: Vec<&str> = c.body["data"]["choices"]
        .as_array()
        .expect("choices")
        .iter()
        .filter_map(|c| c["value"].as_str())
        .collect();
    assert!(values.contains(&"dvonn"), "{values:?}");

    // Alice (White) challenges Bob to DVONN without a clock; Bob accepts with the button.
    let from = s.len();
    t.user(
        ALICE,
        "/gipf challenge user:@bob variant:dvonn colour:white time:none",
    );
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "dvonn"},
            {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            {"name": "time", "type": 3, "value": "none"},
        ]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(!ch.ephemeral(), "{}", ch.content());
    assert!(ch.content().contains("DVONN"), "{}", ch.content());
    let labels: Vec<String> = ch.choices().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    let from = s.len();
    t.user(BOB, "[Accept]");
    s.click(
        BOB,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, mut board) = next_board(&s, from, "the first board").await;
    t.bot(&board);
    let game = 1;
    assert!(board.content().contains("#1"), "{}", board.content());
    let thread = channel_of(board.message.as_ref().expect("message"));
    assert_ne!(thread, CHANNEL, "the game has a thread");
    let first = Dvonn::of(&board);
    assert_eq!(first.legal.len(), 49, "every space is free: {}", first.text);
    assert_eq!(first.decider, Some(Color::White));

    let player = |c: Color| match c {
        Color::White => ALICE,
        Color::Black => BOB,
    };
    let mut decisions = 0;
    let mut placements = 0;
    let mut moves = 0;
    let mut killed = false;
    let mut checked_intruders = false;
    // The last board with choices and the last target buttons, clicked again at the end.
    let mut last_board = None;
    let mut last_targets = None;
    loop {
        let p = Dvonn::of(&board);
        let Some(side) = p.decider else { break };
        let who = player(side);
        check_board(&board, game, Some(who));
        assert_eq!(
            decider_of(&board, &[ALICE, BOB]).map(|u| u.id),
            Some(who.id)
        );
        let msg = board.message.clone().expect("board message");
        let shown = menus(&board);
        for (_, options) in &shown {
            assert!(
                (1..=25).contains(&options.len()),
                "{} options",
                options.len()
            );
        }
        if !checked_intruders {
            // Bob clicks Alice's menu, Carol clicks it: private answers, nothing played.
            checked_intruders = true;
            let (value, _) = shown[0].1[0].clone();
            for (intruder, says) in [(BOB, "wait for"), (CAROL, "not playing")] {
                let from = s.len();
                let i = s.click(intruder, &msg, &value);
                let c = answer(&s, from, &i, "the intruder's answer").await;
                assert!(c.ephemeral(), "{}", c.body);
                assert!(
                    c.content().to_ascii_lowercase().contains(says),
                    "{}",
                    c.content()
                );
                assert!(s.calls()[from..].iter().all(|c| c.png().is_none()));
            }
        }
        let action = p.legal[decisions * 7 % p.legal.len()].clone();
        let from = s.len();
        if p.placing() {
            // The free spaces, in menus of at most 25: all of them, each once.
            assert!(shown.iter().all(|(ph, _)| ph == "Place on…"), "{shown:?}");
            assert_eq!(shown.len(), p.legal.len().div_ceil(25), "{shown:?}");
            let labels: Vec<String> = shown
                .iter()
                .flat_map(|(_, o)| o.iter().map(|(_, l)| l.clone()))
                .collect();
            assert_eq!(labels.len(), p.legal.len());
            assert_eq!(sorted(labels), sorted(p.legal.clone()));
            let (value, _) = shown
                .iter()
                .flat_map(|(_, o)| o)
                .find(|(_, l)| *l == action)
                .cloned()
                .expect("the space in a menu");
            assert!(
                value.contains(&format!(":{decisions}:")),
                "the ply in the id: {value}"
            );
            t.user(who, &format!("(menu) {action}"));
            let i = s.click(who, &msg, &value);
            let (_, ack) = s
                .wait(from, "the click's acknowledgement", |c| {
                    c.path == i.callback()
                })
                .await;
            assert_eq!(ack.body["type"], 6);
            t.answered(ack.at.duration_since(i.sent));
            placements += 1;
        } else {
            // The stacks that can move, in one menu, each with its height; then the
            // chosen stack's targets as buttons for the mover alone.
            let (from_space, to_space) = action.split_once('-').expect("a move");
            assert!(
                shown.iter().all(|(ph, _)| ph == "Move the stack on…"),
                "{shown:?}"
            );
            let stacks: Vec<String> = shown
                .iter()
                .flat_map(|(_, o)| o.iter().map(|(_, l)| l.clone()))
                .collect();
            let spaces: Vec<String> = stacks
                .iter()
                .map(|l| l.split(' ').next().unwrap_or("").to_string())
                .collect();
            let movable: Vec<String> = p
                .legal
                .iter()
                .filter_map(|a| a.split_once('-').map(|(f, _)| f.to_string()))
                .collect();
            assert_eq!(sorted(spaces.clone()), sorted(movable), "{stacks:?}");
            assert_eq!(spaces.len(), sorted(spaces.clone()).len(), "each once");
            let (value, label) = shown
                .iter()
                .flat_map(|(_, o)| o)
                .find(|(_, l)| l.starts_with(&format!("{from_space} (")))
                .cloned()
                .expect("the stack in the menu");
            t.user(who, &format!("(menu) {label}"));
            let i = s.click(who, &msg, &value);
            let (_, ack) = s
                .wait(from, "the click's acknowledgement", |c| {
                    c.path == i.callback()
                })
                .await;
            assert_eq!(ack.body["type"], 6);
            t.answered(ack.at.duration_since(i.sent));
            let targets = answer(&s, from, &i, "the target buttons").await;
            t.bot(&targets);
            assert!(targets.ephemeral(), "targets are for the mover only");
            assert!(targets.png().is_none(), "{}", targets.content());
            assert!(
                targets.content().contains(from_space),
                "{}",
                targets.content()
            );
            assert!(!targets.has_menu(), "targets are buttons");
            let buttons = targets.choices();
            let tos: Vec<String> = buttons.iter().map(|(_, l)| l.clone()).collect();
            let legal_tos: Vec<String> = p
                .legal
                .iter()
                .filter_map(|a| a.split_once('-'))
                .filter(|(f, _)| *f == from_space)
                .map(|(_, to)| to.to_string())
                .collect();
            assert_eq!(sorted(tos), sorted(legal_tos));
            let (target, _) = buttons
                .iter()
                .find(|(_, l)| l == to_space)
                .cloned()
                .expect("the target's button");
            if !killed && moves == 3 {
                // The bot dies between the stack and its target (kill -9) and comes back:
                // the button shown before still plays.
                killed = true;
                bot.kill().await;
                bot = Doomed::start(&s, &db, 2).await;
                nothing_owed(&db).await;
            }
            let targets_msg = targets.message.clone().expect("targets message");
            t.user(who, &format!("[{to_space}]"));
            let from = s.len();
            let i = s.click(who, &targets_msg, &target);
            // The target buttons are closed once played.
            s.wait(from, "the target buttons closed", |c| {
                c.method == Method::PATCH
                    && c.path == format!("{}/messages/@original", i.webhook())
                    && c.body["components"] == json!([])
            })
            .await;
            last_targets = Some((targets_msg, target));
            moves += 1;
        }
        let (_, next) = next_board(&s, from, "the board after the decision").await;
        t.bot(&next);
        assert_eq!(
            channel_of(next.message.as_ref().expect("message")),
            thread,
            "boards stay in the thread"
        );
        assert_eq!(
            Dvonn::of(&next).text,
            p.after(&action),
            "{action} was played"
        );
        // Only the newest board has choices: the old one's are cleared.
        s.wait(from, "the old board's choices cleared", |c| {
            c.method == Method::PATCH
                && c.path.ends_with(&format!("/messages/{}", id_of(&msg)))
                && c.body["components"] == json!([])
        })
        .await;
        last_board = Some((msg, shown[0].1[0].0.clone()));
        board = next;
        decisions += 1;
        assert!(decisions < 200, "the game does not end");
    }
    assert!(killed, "the bot was killed in the movement phase");
    assert_eq!(placements, 49);
    assert!(moves >= 4, "{moves} moves");

    // The end: the score said, the image still DVONN's, a rematch and nothing to play.
    let end = Dvonn::of(&board);
    check_board(&board, game, None);
    assert!(
        board.content().contains(&end.result()),
        "{}: {}",
        end.result(),
        board.content()
    );
    let ids: Vec<String> = board.choices().into_iter().map(|(id, _)| id).collect();
    assert!(
        ids.len() == 1 && ids[0].ends_with(":rematch"),
        "{ids:?}: {}",
        board.content()
    );
    assert!(!board.has_menu());

    // Stale clicks after the end, on the last board's menu and on the last target button:
    // each refused to the clicker alone, nothing played or posted.
    let (old_board, old_choice) = last_board.expect("a board before the end");
    let (old_targets, old_target) = last_targets.expect("target buttons");
    for (who, msg, choice) in [
        (ALICE, &old_board, &old_choice),
        (BOB, &old_board, &old_choice),
        (ALICE, &old_targets, &old_target),
    ] {
        let from = s.len();
        let i = s.click(who, msg, choice);
        let c = answer(&s, from, &i, "the stale click's answer").await;
        t.bot(&c);
        assert!(c.ephemeral(), "{}", c.body);
        let text = c.content().to_ascii_lowercase();
        assert!(
            text.contains("out of date") || text.contains("is over"),
            "{text}"
        );
        assert!(
            s.calls()[from..].iter().all(|c| c.png().is_none()),
            "nothing posted"
        );
    }
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board after the stale clicks").await;
    assert_eq!(Dvonn::of(&again).text, end.text, "nothing changed");

    // Discord's limits held for every message of the game (none was refused).
    assert_eq!(
        s.refused_components().len(),
        refused_before,
        "{:#?}",
        s.refused_components()
    );
    for c in s.calls().iter().filter(|c| c.message.is_some()) {
        assert!(
            standin::component_problems(c.data()).is_empty(),
            "{}",
            c.body
        );
    }
    bot.kill().await;
}
