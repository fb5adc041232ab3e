//! TZAAR on Discord (COMMANDS.md, "The other games of the GIPF project"): a whole game
//! between two users made with `/gipf challenge variant:tzaar-fixed` (the variant
//! autocompleted from `tz`) and the Accept button, from the fixed start: bad actions typed
//! with `/gipf move` refused to the typist alone with nothing changed; then every action
//! played with what the bot posted (a stack from the stack menu, then the full action from
//! the buttons shown to the mover alone; the Pass button on a turn's second action) or typed
//! with `/gipf move`, mostly captures, to the end, which is said with its reason. Each menu
//! and button set is checked against TZAAR's rules (the position the board shows) and
//! against Discord's limits (at most 5 rows, 25 options a menu; the stand-in refuses a
//! message over them, as Discord does).

use super::*;
use gipf_games::AnyPosition;
use gipf_rules::Color;

/// What a board says of its TZAAR position (`Position: `tzaar ...``), read with TZAAR's
/// rules.
struct Tzaar {
    /// The position string.
    text: String,
    /// Who decides (`None` once the game is over).
    decider: Option<Color>,
    /// The legal actions, in notation (`d5xd4`, `b3-e6`, `pass`).
    legal: Vec<String>,
}

impl Tzaar {
    fn of(c: &Call) -> Tzaar {
        let text = c
            .content()
            .split("Position: `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .unwrap_or_else(|| panic!("no position in {}", c.content()))
            .to_string();
        let any: AnyPosition = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let decider = any.decider_color();
        let AnyPosition::Tzaar(p) = any else {
            panic!("not TZAAR: {text}")
        };
        Tzaar {
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            decider,
            text,
        }
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let Ok(AnyPosition::Tzaar(mut p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        p.play_text(action).expect("a legal action");
        p.to_string()
    }

    /// How the end is said: "White wins: Black has no Tzarra left on top", "Black wins:
    /// White cannot capture".
    fn result(&self) -> String {
        let Ok(AnyPosition::Tzaar(p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        let o = p.outcome().expect("the game is over");
        let winner = o.winner.expect("no draw in TZAAR");
        let (won, lost) = if winner.index() == 0 {
            ("White", "Black")
        } else {
            ("Black", "White")
        };
        // `MissingType(Tzarra)` or `NoCapture`.
        let reason = format!("{:?}", o.reason);
        match reason.strip_prefix("MissingType(") {
            Some(kind) => format!(
                "{won} wins: {lost} has no {} left on top",
                kind.trim_end_matches(')')
            ),
            None => {
                assert_eq!(reason, "NoCapture");
                format!("{won} wins: {lost} cannot capture")
            }
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

/// The buttons of a message: custom id and label.
fn buttons(c: &Call) -> Vec<(String, String)> {
    c.data()["components"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|r| r["components"].as_array().into_iter().flatten())
        .filter(|b| b["type"] == 2)
        .map(|b| {
            let s = |k: &str| b[k].as_str().unwrap_or("").to_string();
            (s("custom_id"), s("label"))
        })
        .collect()
}

/// Discord's limits on a message's components, looked at directly: at most 5 action rows,
/// at most 25 options a menu, at most 5 buttons a row; and the stand-in's own check.
fn within_limits(c: &Call) {
    let rows = c.data()["components"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert!(rows.len() <= 5, "{} rows: {}", rows.len(), c.body);
    for r in &rows {
        let parts = r["components"].as_array().cloned().unwrap_or_default();
        assert!((1..=5).contains(&parts.len()), "{r}");
        for m in parts.iter().filter(|m| m["type"] == 3) {
            let n = m["options"].as_array().map_or(0, Vec::len);
            assert!((1..=25).contains(&n), "{n} options: {m}");
        }
    }
    assert!(
        standin::component_problems(c.data()).is_empty(),
        "{}",
        c.body
    );
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// A TZAAR board as posted: a PNG named `tzaar-<id>.png` at the configured size, the text
/// with the position; the decider mentioned (and allowed to be pinged) while there is one.
fn check_board(c: &Call, game: u64, decider: Option<User>) {
    let png = c.png().expect("a PNG attachment");
    assert_eq!(png.name, format!("tzaar-{game}.png"));
    assert_eq!(&png.bytes[..8], b"\x89PNG\r\n\x1a\n", "{}", png.name);
    let width = u32::from_be_bytes(png.bytes[16..20].try_into().expect("IHDR"));
    let height = u32::from_be_bytes(png.bytes[20..24].try_into().expect("IHDR"));
    assert_eq!((width, height), (840, 640));
    assert!(!c.ephemeral(), "a board is for everyone: {}", c.content());
    within_limits(c);
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

/// `/gipf move action:<text>` in `channel`; the interaction.
fn typed(s: &Standin, who: User, channel: u64, text: &str) -> Interaction {
    s.slash(
        who,
        channel,
        "move",
        json!([{"name": "action", "type": 3, "value": text}]),
        &[],
    )
}

/// Which legal action the `n`-th decision plays: mostly a capture, now and then a stacking
/// move, `pass` at the first chance and every 7th decision it is there.
fn pick(legal: &[String], n: usize, passed: bool) -> String {
    if legal.iter().any(|a| a == "pass") && (!passed || n % 7 == 6) {
        return "pass".to_string();
    }
    let captures: Vec<&String> = legal.iter().filter(|a| a.contains('x')).collect();
    let stackings: Vec<&String> = legal.iter().filter(|a| a.contains('-')).collect();
    let from = if !stackings.is_empty() && (n % 4 == 2 || captures.is_empty()) {
        stackings
    } else {
        captures
    };
    assert!(!from.is_empty(), "something to play: {legal:?}");
    from[(n * 7 + 3) % from.len()].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_tzaar_game_through_the_stack_menu_target_and_pass_buttons() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    // The bot is up and its commands registered (PUT) before any slash command.
    let bot = Bot::start(&s, &db, 1, Some(1)).await;
    let mut t = Transcript::new("tzaar-game");

    // The variant is autocompleted: `tz` suggests TZAAR's words.
    let from = s.len();
    let ac = s.autocomplete(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "tz", "focused": true},
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
    for word in ["tzaar", "tzaar-fixed", "tzaar-tournament"] {
        assert!(values.contains(&word), "{word} in {values:?}");
    }
    assert!(values.iter().all(|v| v.starts_with("tz")), "{values:?}");

    // Alice (White) challenges Bob to TZAAR from the fixed start without a clock; Bob
    // accepts with the button.
    let from = s.len();
    t.user(
        ALICE,
        "/gipf challenge user:@bob variant:tzaar-fixed colour:white time:none",
    );
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "tzaar-fixed"},
            {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            {"name": "time", "type": 3, "value": "none"},
        ]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(!ch.ephemeral(), "{}", ch.content());
    assert!(ch.content().contains("TZAAR"), "{}", ch.content());
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
    assert!(
        board
            .content()
            .contains("**White to make the opening capture**: @Alice."),
        "{}",
        board.content()
    );
    let thread = channel_of(board.message.as_ref().expect("message"));
    assert_ne!(thread, CHANNEL, "the game has a thread");
    let first = Tzaar::of(&board);
    assert!(
        first.text.starts_with("tzaar "),
        "the fixed start: {}",
        first.text
    );
    assert_eq!(first.decider, Some(Color::White));
    check_board(&board, game, Some(ALICE));
    // The opening capture: the stack menu alone, no Pass button.
    assert!(buttons(&board).is_empty(), "{}", board.body);
    assert!(!first.legal.iter().any(|a| a == "pass"));

    // Bad actions typed with `/gipf move`: each refused to the typist alone, no board
    // posted, nothing changed.
    for (who, text, says) in [
        (ALICE, "pass", "only as the second action"),
        (ALICE, "e4xe6", "never across the centre"),
        (ALICE, "d5-d6", "first action of a turn is always a capture"),
        (ALICE, "c3xc2", "not your stack"),
        (ALICE, "Ta1", "only at the start of `tzaar-tournament`"),
        (BOB, "c3xd3", "wait for"),
    ] {
        let from = s.len();
        t.user(who, &format!("/gipf move action:{text}"));
        let i = typed(&s, who, thread, text);
        let c = answer(&s, from, &i, "the refusal").await;
        t.bot(&c);
        assert!(c.ephemeral(), "{text}: {}", c.body);
        assert!(c.content().contains(says), "{text}: {}", c.content());
        assert!(
            s.calls()[from..].iter().all(|c| c.png().is_none()),
            "{text}: nothing posted"
        );
    }
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board after the refusals").await;
    assert_eq!(Tzaar::of(&again).text, first.text, "nothing changed");

    let player = |c: Color| match c {
        Color::White => ALICE,
        Color::Black => BOB,
    };
    let mut decisions = 0;
    let (mut clicked, mut typed_ok, mut passes, mut stackings) = (0, 0, 0, 0);
    loop {
        let p = Tzaar::of(&board);
        let Some(side) = p.decider else { break };
        let who = player(side);
        check_board(&board, game, Some(who));
        let msg = board.message.clone().expect("board message");
        let shown = menus(&board);
        // The stacks that can act, each once, in menus of at most 25, labelled with their
        // type and height (`d5 (Tott, 1)`).
        assert!(
            shown.iter().all(|(ph, _)| ph == "Move the stack on…"),
            "{shown:?}"
        );
        let stack_labels: Vec<String> = shown
            .iter()
            .flat_map(|(_, o)| o.iter().map(|(_, l)| l.clone()))
            .collect();
        let spaces: Vec<String> = stack_labels
            .iter()
            .map(|l| l.split(' ').next().unwrap_or("").to_string())
            .collect();
        let acting: Vec<String> = p
            .legal
            .iter()
            .filter(|a| *a != "pass")
            .map(|a| a[..2].to_string())
            .collect();
        assert_eq!(sorted(spaces.clone()), sorted(acting), "{stack_labels:?}");
        assert_eq!(spaces.len(), sorted(spaces.clone()).len(), "each once");
        for l in &stack_labels {
            let (_, rest) = l.split_once(" (").unwrap_or_else(|| panic!("{l}"));
            let (kind, height) = rest
                .trim_end_matches(')')
                .split_once(", ")
                .unwrap_or_else(|| panic!("{l}"));
            assert!(["Tzaar", "Tzarra", "Tott"].contains(&kind), "{l}");
            assert!(height.parse::<u32>().is_ok_and(|h| h >= 1), "{l}");
        }
        // The Pass button exactly when `pass` is legal (a turn's second action).
        let pass_buttons: Vec<(String, String)> = buttons(&board);
        let can_pass = p.legal.iter().any(|a| a == "pass");
        if can_pass {
            assert_eq!(
                pass_buttons
                    .iter()
                    .map(|(_, l)| l.as_str())
                    .collect::<Vec<_>>(),
                ["Pass"],
                "{}",
                board.body
            );
        } else {
            assert!(pass_buttons.is_empty(), "{}", board.body);
        }

        let action = pick(&p.legal, decisions, passes > 0);
        let from = s.len();
        let next = if action == "pass" {
            t.user(who, "[Pass]");
            let i = s.click(who, &msg, &pass_buttons[0].0);
            let (_, ack) = s
                .wait(from, "the click's acknowledgement", |c| {
                    c.path == i.callback()
                })
                .await;
            assert_eq!(ack.body["type"], 6);
            t.answered(ack.at.duration_since(i.sent));
            passes += 1;
            next_board(&s, from, "the board after the pass").await.1
        } else if decisions % 3 == 1 {
            // Typed in the thread: answered with the board.
            t.user(who, &format!("/gipf move action:{action}"));
            let i = typed(&s, who, thread, &action);
            let (_, c) = s
                .wait(from, "the typed action's board", |c| {
                    is_answer(c, &i) && c.message.is_some() && c.png().is_some()
                })
                .await;
            t.answered(c.at.duration_since(i.sent));
            typed_ok += 1;
            c
        } else {
            // The stack from the menu, then the action among its buttons (for the mover
            // alone), labelled with the whole action.
            let from_space = &action[..2];
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
            within_limits(&targets);
            let shown_actions: Vec<String> =
                buttons(&targets).into_iter().map(|(_, l)| l).collect();
            let legal_here: Vec<String> = p
                .legal
                .iter()
                .filter(|a| a.starts_with(from_space))
                .cloned()
                .collect();
            assert_eq!(sorted(shown_actions), sorted(legal_here));
            let (target, _) = buttons(&targets)
                .into_iter()
                .find(|(_, l)| *l == action)
                .expect("the action's button");
            let targets_msg = targets.message.clone().expect("targets message");
            t.user(who, &format!("[{action}]"));
            let from = s.len();
            let i = s.click(who, &targets_msg, &target);
            // The target buttons are closed once played.
            s.wait(from, "the target buttons closed", |c| {
                c.method == Method::PATCH
                    && c.path == format!("{}/messages/@original", i.webhook())
                    && c.body["components"] == json!([])
            })
            .await;
            clicked += 1;
            next_board(&s, from, "the board after the action").await.1
        };
        t.bot(&next);
        if action.contains('-') {
            stackings += 1;
        }
        assert_eq!(
            channel_of(next.message.as_ref().expect("message")),
            thread,
            "boards stay in the thread"
        );
        assert_eq!(
            Tzaar::of(&next).text,
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
        board = next;
        decisions += 1;
        assert!(decisions < 400, "the game does not end");
    }
    assert!(passes >= 1, "the Pass button was used");
    assert!(
        clicked >= 3 && typed_ok >= 3,
        "{clicked} clicked, {typed_ok} typed"
    );
    assert!(stackings >= 1, "a stacking move was played");

    // The end: the reason said, the image still TZAAR's, a rematch and nothing to play.
    let end = Tzaar::of(&board);
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
    // A typed action after the end: refused privately, nothing changed.
    let from = s.len();
    let i = typed(&s, ALICE, thread, "d5xd4");
    let c = answer(&s, from, &i, "the late action's refusal").await;
    assert!(c.ephemeral(), "{}", c.body);
    assert!(c.content().contains("is over"), "{}", c.content());
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board at the end").await;
    assert_eq!(Tzaar::of(&again).text, end.text, "nothing changed");

    // Discord's limits held for every message of the game (none was refused).
    assert!(
        s.refused_components().is_empty(),
        "{:#?}",
        s.refused_components()
    );
    for c in s.calls().iter().filter(|c| c.message.is_some()) {
        within_limits(c);
    }
    println!("TZAAR on Discord: {decisions} decisions ({clicked} clicked, {typed_ok} typed, {passes} passes, {stackings} stackings)");
    bot.stop().await;
}
