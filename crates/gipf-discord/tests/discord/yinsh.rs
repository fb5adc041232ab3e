//! YINSH on Discord (COMMANDS.md, "The other games of the GIPF project"; issue 52): a whole
//! `yinsh-blitz` game between two users made with `/gipf challenge variant:yinsh-blitz` (the
//! variant autocompleted from `yi`) and the Accept button: bad actions typed with
//! `/gipf move` refused to the typist alone with nothing changed; the rings placed through
//! the menus of vacant points; ring moves through a ring's button, then its landing point in
//! the menus shown to the mover alone; other actions typed with `/gipf move`; the numbered
//! row buttons and the ring-removal buttons whenever they come up; played to the end, which
//! is said with its reason. Each menu and button set is checked against YINSH's rules (the
//! position the board shows) and against Discord's limits (at most 5 rows, 25 options a
//! menu; the stand-in refuses a message over them, as Discord does). `/gipf rules
//! variant:yinsh` answers YINSH's rules. One journey over ~620 lines: the helpers that read
//! YINSH's menus and buttons serve only this game.

use super::*;
use gipf_games::AnyPosition;
use gipf_i18n::Lang;
use gipf_rules::Color;

/// What a board says of its YINSH position (`Position: `yinsh-blitz ...``), read with
/// YINSH's rules.
struct Yinsh {
    /// The position string.
    text: String,
    /// Who decides (`None` once the game is over).
    decider: Option<Color>,
    /// The legal actions, in notation (`e3`, `h7-g7`, `xa3-e3`, `xi9`, `pass`).
    legal: Vec<String>,
}

impl Yinsh {
    fn of(c: &Call) -> Yinsh {
        let text = c
            .content()
            .split("Position: `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .unwrap_or_else(|| panic!("no position in {}", c.content()))
            .to_string();
        Yinsh::parse(text)
    }

    fn parse(text: String) -> Yinsh {
        let any: AnyPosition = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let decider = any.decider_color();
        let AnyPosition::Yinsh(p) = any else {
            panic!("not YINSH: {text}")
        };
        Yinsh {
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            decider,
            text,
        }
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let Ok(AnyPosition::Yinsh(mut p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        p.play_text(action).expect("a legal action");
        p.to_string()
    }

    /// The decision line the board shows (`White to place a ring`); `None` at the end.
    fn decision(&self) -> Option<String> {
        let Ok(AnyPosition::Yinsh(p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        gipf_i18n::yinsh::position_decision(&p).map(|m| m.render(Lang::En))
    }

    /// How the end is said: "White wins: one ring removed", "Black wins 1 to 0: the markers
    /// ran out".
    fn result(&self) -> String {
        let Ok(AnyPosition::Yinsh(p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        let o = p.outcome().expect("the game is over");
        gipf_i18n::yinsh::result(o.winner, o.reason).render(Lang::En)
    }

    /// What kind of decision it is, from the legal actions.
    fn stage(&self) -> Stage {
        let a = &self.legal;
        if a.iter().all(|a| a == "pass") {
            Stage::Pass
        } else if a.iter().all(|a| !a.contains('-') && !a.starts_with('x')) {
            Stage::Place
        } else if a.iter().all(|a| a.contains('-') && !a.starts_with('x')) {
            Stage::Move
        } else if a.iter().all(|a| a.starts_with('x') && a.contains('-')) {
            Stage::Row
        } else if a.iter().all(|a| a.starts_with('x') && !a.contains('-')) {
            Stage::Ring
        } else {
            panic!("mixed actions: {a:?}")
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stage {
    Place,
    Move,
    Pass,
    Row,
    Ring,
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

/// The options of all the menus of a message (value, label).
fn options(c: &Call) -> Vec<(String, String)> {
    menus(c).into_iter().flat_map(|(_, o)| o).collect()
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

/// A YINSH board as posted: a PNG named `yinsh-<id>.png` at the configured size, the text
/// with the position; the decider mentioned (and allowed to be pinged) while there is one.
fn check_board(c: &Call, game: u64, decider: Option<User>) {
    let png = c.png().expect("a PNG attachment");
    assert_eq!(png.name, format!("yinsh-{game}.png"));
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

/// The stride of [`pick`] over the legal actions: with it, a ring move makes two rows to
/// choose among before the game ends (so the numbered row buttons are clicked).
const STRIDE: usize = 3;

/// Which legal action the `n`-th decision plays: spread over the legal ones by stride `k`;
/// after the first moves, a ring move that makes two or more rows to choose among when there
/// is one (so the numbered buttons come up), else none that makes a single row until the
/// 60th.
fn pick(p: &Yinsh, n: usize, k: usize) -> String {
    if n >= 16 && p.stage() == Stage::Move {
        let makes = |stages: &[Stage]| -> Vec<&String> {
            p.legal
                .iter()
                .filter(|a| stages.contains(&Yinsh::parse(p.after(a)).stage()))
                .collect()
        };
        let choices = makes(&[Stage::Row]);
        if !choices.is_empty() {
            return choices[n % choices.len()].clone();
        }
        let rows = makes(&[Stage::Ring]);
        if n >= 60 && !rows.is_empty() {
            return rows[n % rows.len()].clone();
        }
        // Before that, no single row: wait for a move that makes two.
        let others = makes(&[Stage::Move, Stage::Pass]);
        if !others.is_empty() {
            return others[(n * k + 3) % others.len()].clone();
        }
    }
    p.legal[(n * k + 3) % p.legal.len()].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_yinsh_blitz_game_through_point_menus_ring_buttons_and_landings() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    // The bot is up and its commands registered (PUT) before any slash command.
    let bot = Bot::start(&s, &db, 1, Some(1)).await;
    let mut t = Transcript::new("yinsh-game");

    // The rules: `/gipf rules variant:yinsh`.
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "rules",
        json!([{"name": "variant", "type": 4, "value": s.choice("rules", "variant", "yinsh")}]),
        &[],
    );
    let rules = answer(&s, from, &i, "the rules").await;
    t.bot(&rules);
    assert!(rules.content().contains("YINSH"), "{}", rules.content());
    assert!(
        rules.content().contains("gipf.com/yinsh"),
        "{}",
        rules.content()
    );

    // The variant is autocompleted: `yi` suggests YINSH's words.
    let from = s.len();
    let ac = s.autocomplete(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "yi", "focused": true},
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
    for word in ["yinsh", "yinsh-blitz"] {
        assert!(values.contains(&word), "{word} in {values:?}");
    }
    assert!(values.iter().all(|v| v.starts_with("yi")), "{values:?}");

    // Alice (White) challenges Bob to YINSH blitz without a clock; Bob accepts.
    let from = s.len();
    t.user(
        ALICE,
        "/gipf challenge user:@bob variant:yinsh-blitz colour:white time:none",
    );
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "yinsh-blitz"},
            {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            {"name": "time", "type": 3, "value": "none"},
        ]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(!ch.ephemeral(), "{}", ch.content());
    assert!(ch.content().contains("YINSH"), "{}", ch.content());
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
        board.content().contains("White to place a ring"),
        "{}",
        board.content()
    );
    let thread = channel_of(board.message.as_ref().expect("message"));
    assert_ne!(thread, CHANNEL, "the game has a thread");
    let first = Yinsh::of(&board);
    assert!(first.text.starts_with("yinsh-blitz "), "{}", first.text);
    assert_eq!(first.decider, Some(Color::White));
    check_board(&board, game, Some(ALICE));
    // The placement: the 85 vacant points in menus of at most 25, no buttons.
    assert!(buttons(&board).is_empty(), "{}", board.body);
    assert_eq!(options(&board).len(), 85);

    // Bad actions typed with `/gipf move`: each refused to the typist alone, no board
    // posted, nothing changed.
    for (who, text, says) in [
        (ALICE, "e3-e4", "No ring is to be moved now"),
        (ALICE, "xa3-e3", "There is no row to remove now"),
        (ALICE, "xi9", "No ring is to be removed now"),
        (ALICE, "z9", "is not a point of the board"),
        (BOB, "e3", "wait for"),
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
    assert_eq!(Yinsh::of(&again).text, first.text, "nothing changed");

    let player = |c: Color| match c {
        Color::White => ALICE,
        Color::Black => BOB,
    };
    let mut decisions = 0;
    let (mut placed, mut landed, mut typed_ok) = (0, 0, 0);
    let (mut rows_clicked, mut rings_clicked, mut passes) = (0, 0, 0);
    loop {
        let p = Yinsh::of(&board);
        let Some(side) = p.decider else { break };
        let who = player(side);
        check_board(&board, game, Some(who));
        let said = p.decision().expect("a decision");
        assert!(
            board.content().contains(&said),
            "{said}: {}",
            board.content()
        );
        let msg = board.message.clone().expect("board message");
        let stage = p.stage();
        let shown_menus = menus(&board);
        let shown_buttons = buttons(&board);
        let legal = sorted(p.legal.clone());
        // What the board offers, against the rules.
        match stage {
            Stage::Place => {
                assert!(shown_buttons.is_empty(), "{}", board.body);
                assert!(
                    shown_menus.iter().all(|(ph, _)| ph == "Place on…"),
                    "{shown_menus:?}"
                );
                let labels: Vec<String> = options(&board).into_iter().map(|(_, l)| l).collect();
                assert_eq!(labels.len(), legal.len(), "each point once");
                assert_eq!(sorted(labels), legal);
            }
            Stage::Move => {
                assert!(shown_menus.is_empty(), "{}", board.body);
                let labels: Vec<String> = shown_buttons.iter().map(|(_, l)| l.clone()).collect();
                let rings: Vec<String> = p
                    .legal
                    .iter()
                    .map(|a| a.split('-').next().unwrap_or("").to_string())
                    .collect();
                assert_eq!(labels.len(), sorted(rings.clone()).len(), "each ring once");
                assert_eq!(sorted(labels), sorted(rings));
            }
            Stage::Pass => {
                let labels: Vec<&str> = shown_buttons.iter().map(|(_, l)| l.as_str()).collect();
                assert_eq!(labels, ["pass"], "{}", board.body);
            }
            Stage::Row => {
                // Numbered buttons, as the board numbers the rows (a menu past 25).
                let labels: Vec<String> = shown_buttons.iter().map(|(_, l)| l.clone()).collect();
                let numbers: Vec<String> = (1..=p.legal.len()).map(|n| n.to_string()).collect();
                assert_eq!(labels, numbers, "{}", board.body);
            }
            Stage::Ring => {
                assert!(shown_menus.is_empty(), "{}", board.body);
                let labels: Vec<String> = shown_buttons.iter().map(|(_, l)| l.clone()).collect();
                assert_eq!(sorted(labels), legal, "{}", board.body);
            }
        }

        let action = pick(&p, decisions, STRIDE);
        let from = s.len();
        let next = if (decisions % 3 == 1 && stage == Stage::Move) || decisions == 4 {
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
        } else if stage == Stage::Move {
            // The ring's button, then its landing point in the menus for the mover alone.
            let (ring, to) = action.split_once('-').expect("a ring move");
            let (id, _) = shown_buttons
                .iter()
                .find(|(_, l)| l == ring)
                .cloned()
                .expect("the ring's button");
            t.user(who, &format!("[{ring}]"));
            let i = s.click(who, &msg, &id);
            let (_, ack) = s
                .wait(from, "the click's acknowledgement", |c| {
                    c.path == i.callback()
                })
                .await;
            assert_eq!(ack.body["type"], 6);
            t.answered(ack.at.duration_since(i.sent));
            let landings = answer(&s, from, &i, "the landing menus").await;
            t.bot(&landings);
            assert!(landings.ephemeral(), "landings are for the mover only");
            assert!(landings.png().is_none(), "{}", landings.content());
            assert!(
                landings
                    .content()
                    .contains(&format!("The ring on {ring}: pick where it goes")),
                "{}",
                landings.content()
            );
            within_limits(&landings);
            assert!(buttons(&landings).is_empty(), "{}", landings.body);
            let shown = menus(&landings);
            assert!(shown.iter().all(|(ph, _)| ph == "Move it to…"), "{shown:?}");
            let tos: Vec<String> = options(&landings).into_iter().map(|(_, l)| l).collect();
            let legal_here: Vec<String> = p
                .legal
                .iter()
                .filter_map(|a| a.strip_prefix(&format!("{ring}-")))
                .map(str::to_string)
                .collect();
            assert_eq!(tos.len(), legal_here.len(), "each landing once");
            assert_eq!(sorted(tos), sorted(legal_here));
            let (value, _) = options(&landings)
                .into_iter()
                .find(|(_, l)| l == to)
                .expect("the landing in the menu");
            let landings_msg = landings.message.clone().expect("landings message");
            t.user(who, &format!("(menu) {to}"));
            let from = s.len();
            s.click(who, &landings_msg, &value);
            landed += 1;
            next_board(&s, from, "the board after the ring move")
                .await
                .1
        } else {
            // One click: a point in a menu, a row's number, a ring to remove, pass.
            let (value, label) = match stage {
                Stage::Place => options(&board)
                    .into_iter()
                    .find(|(_, l)| *l == action)
                    .expect("the point in a menu"),
                Stage::Row => {
                    let k = p.legal.iter().position(|a| *a == action).expect("legal");
                    shown_buttons[k].clone()
                }
                _ => shown_buttons
                    .iter()
                    .find(|(_, l)| *l == action)
                    .cloned()
                    .expect("the action's button"),
            };
            match stage {
                Stage::Place => placed += 1,
                Stage::Row => rows_clicked += 1,
                Stage::Ring => rings_clicked += 1,
                _ => passes += 1,
            }
            t.user(who, &format!("[{label}]"));
            let i = s.click(who, &msg, &value);
            let (_, ack) = s
                .wait(from, "the click's acknowledgement", |c| {
                    c.path == i.callback()
                })
                .await;
            assert_eq!(ack.body["type"], 6);
            t.answered(ack.at.duration_since(i.sent));
            next_board(&s, from, "the board after the click").await.1
        };
        t.bot(&next);
        assert_eq!(
            channel_of(next.message.as_ref().expect("message")),
            thread,
            "boards stay in the thread"
        );
        assert_eq!(
            Yinsh::of(&next).text,
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
    assert!(placed >= 3, "{placed} rings placed from the menus");
    assert!(rows_clicked >= 1, "a numbered row button clicked");
    assert!(
        landed >= 3 && typed_ok >= 3,
        "{landed} landed, {typed_ok} typed"
    );

    // The end: the reason said, the image still YINSH's, a rematch and nothing to play.
    let end = Yinsh::of(&board);
    if end.result().contains("ring removed") {
        assert!(
            rings_clicked >= 1,
            "the winning ring removed with its button"
        );
    }
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
    let i = typed(&s, ALICE, thread, "e3");
    let c = answer(&s, from, &i, "the late action's refusal").await;
    assert!(c.ephemeral(), "{}", c.body);
    assert!(c.content().contains("is over"), "{}", c.content());
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board at the end").await;
    assert_eq!(Yinsh::of(&again).text, end.text, "nothing changed");

    // Discord's limits held for every message of the game (none was refused).
    assert!(
        s.refused_components().is_empty(),
        "{:#?}",
        s.refused_components()
    );
    for c in s.calls().iter().filter(|c| c.message.is_some()) {
        within_limits(c);
    }
    println!(
        "YINSH on Discord: {decisions} decisions ({placed} placed, {landed} landed, {typed_ok} typed, {rows_clicked} rows, {rings_clicked} rings removed, {passes} passes): {}",
        end.result()
    );
    bot.stop().await;
}
