//! ZÈRTZ on Discord (COMMANDS.md, "The other games of the GIPF project"; issue 53): a whole
//! `zertz-blitz` game between two users made with `/gipf challenge variant:zertz-blitz` (the
//! variant autocompleted from `ze`) and the Accept button: bad actions typed with
//! `/gipf move` refused to the typist alone in one sentence, with nothing changed; each
//! placement made in three clicks (a colour's button on the board, then its ring in the
//! menus shown to the mover alone, then the free ring to take away in menus of their own);
//! each compulsory capture in two (the marble that starts it in a menu, then its whole
//! sequence's button); some actions typed with `/gipf move` instead; played to a winning
//! set, which the last board says naming the first or the second player. ZÈRTZ's players
//! have no colour: no message of the game says White or Black. Each menu and button set is
//! checked against ZÈRTZ's rules (the position the board shows) and Discord's limits (the
//! stand-in refuses a message over them, as Discord does). `/gipf rules variant:zertz`
//! answers ZÈRTZ's rules.
//!
//! One journey over ~760 lines: the helpers that read ZÈRTZ's buttons, menus and chains serve
//! only this game.

use super::*;
use gipf_games::AnyPosition;
use gipf_i18n::Lang;
use gipf_rules::Color;

/// What a board says of its ZÈRTZ position (`Position: `zertz-blitz ...``), read with
/// ZÈRTZ's rules.
struct Zertz {
    /// The position string.
    text: String,
    /// Who decides (`None` once the game is over): White is the first player.
    decider: Option<Color>,
    /// The legal actions, in notation (`Wd4,d1`, `Gc3`, `xd1Gd3Wd5`).
    legal: Vec<String>,
    /// The colours the pool holds (or, the pool empty, the decider's captures), `W` `G` `B`.
    colours: Vec<char>,
}

impl Zertz {
    fn of(c: &Call) -> Zertz {
        let text = c
            .content()
            .split("Position: `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .unwrap_or_else(|| panic!("no position in {}", c.content()))
            .to_string();
        Zertz::parse(text)
    }

    fn parse(text: String) -> Zertz {
        let any: AnyPosition = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
        let decider = any.decider_color();
        let AnyPosition::Zertz(p) = any else {
            panic!("not ZÈRTZ: {text}")
        };
        let held = match (p.pool(), p.decider()) {
            ([0, 0, 0], Some(side)) => p.captures(side),
            (pool, _) => pool,
        };
        Zertz {
            legal: p.legal_actions().iter().map(ToString::to_string).collect(),
            colours: ['W', 'G', 'B']
                .into_iter()
                .zip(held)
                .filter(|&(_, n)| n > 0)
                .map(|(c, _)| c)
                .collect(),
            decider,
            text,
        }
    }

    /// The position string after `action`.
    fn after(&self, action: &str) -> String {
        let Ok(AnyPosition::Zertz(mut p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        p.play_text(action).expect("a legal action");
        p.to_string()
    }

    /// The decision line the board shows (`The first player must capture`); `None` at the
    /// end.
    fn decision(&self) -> Option<String> {
        let Ok(AnyPosition::Zertz(p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        gipf_i18n::zertz::position_decision(&p).map(|m| m.render(Lang::En))
    }

    /// How the end is said: "The second player wins with 2 marbles of each colour".
    fn result(&self) -> String {
        let Ok(AnyPosition::Zertz(p)) = self.text.parse::<AnyPosition>() else {
            panic!("{}", self.text)
        };
        let o = p.outcome().expect("the game is over");
        gipf_i18n::zertz::result_in(p.variant(), o.winner, &o.reason).render(Lang::En)
    }

    /// Whether a capture is compulsory now.
    fn capture(&self) -> bool {
        self.legal.iter().all(|a| a.starts_with('x'))
    }
}

/// A capture's start (`xd1Gd3Wd5` starts on `d1`).
fn start_of(capture: &str) -> &str {
    let rest = capture.strip_prefix('x').expect("a capture");
    let end = rest[1..]
        .find(|c: char| c.is_ascii_uppercase())
        .map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

/// A placement's colour, ring and the free ring taken away (`Wd4,d1`; `Gc3` takes none).
fn parts_of(placement: &str) -> (char, &str, Option<&str>) {
    let colour = placement.chars().next().expect("a colour");
    let rest = &placement[1..];
    match rest.split_once(',') {
        Some((at, remove)) => (colour, at, Some(remove)),
        None => (colour, rest, None),
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

/// ZÈRTZ's players have no colour: a message says "first player" and "second player",
/// never White or Black (the marbles' colours are lower case in sentences; a button or an
/// option that names a marble's colour says it is a marble's).
fn colourless(c: &Call) {
    for word in ["White", "Black"] {
        assert!(!c.content().contains(word), "{word}: {}", c.content());
    }
    for (_, label) in c.choices() {
        if label.contains("White") || label.contains("Black") {
            assert!(label.contains("marble"), "{label}");
        }
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// A ZÈRTZ board as posted: a PNG named `zertz-<id>.png` at the configured size, the text
/// with the position; the decider mentioned (and allowed to be pinged) while there is one.
fn check_board(c: &Call, game: u64, decider: Option<User>) {
    let png = c.png().expect("a PNG attachment");
    assert_eq!(png.name, format!("zertz-{game}.png"));
    assert_eq!(&png.bytes[..8], b"\x89PNG\r\n\x1a\n", "{}", png.name);
    let width = u32::from_be_bytes(png.bytes[16..20].try_into().expect("IHDR"));
    let height = u32::from_be_bytes(png.bytes[20..24].try_into().expect("IHDR"));
    assert_eq!((width, height), (840, 640));
    assert!(!c.ephemeral(), "a board is for everyone: {}", c.content());
    within_limits(c);
    colourless(c);
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

/// A refusal is one sentence: a capital letter or a mention first, one full stop, at the end.
fn one_sentence(text: &str) {
    let text = text.trim();
    assert!(text.ends_with('.'), "{text}");
    let body = &text[..text.len() - 1];
    for stop in [". ", "! ", "? ", ".\n"] {
        assert!(!body.contains(stop), "more than one sentence: {text}");
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

/// The stride of [`pick`]: with it, this seeded line of `zertz-blitz` ends with a winning
/// set after about 30 decisions, among them 11 captures (3 of several jumps, 5 where
/// several marbles can start one).
const STRIDE: usize = 4;

/// Which legal action the `n`-th decision plays: spread over the legal ones by `STRIDE`.
fn pick(p: &Zertz, n: usize) -> String {
    p.legal[(n * STRIDE + 3) % p.legal.len()].clone()
}

/// A click on `value` of `msg` by `who`: acknowledged within Discord's 3 s (type 6).
async fn click(
    s: &Standin,
    t: &mut Transcript,
    who: User,
    msg: &Value,
    value: &str,
) -> Interaction {
    let from = s.len();
    let i = s.click(who, msg, value);
    let (_, ack) = s
        .wait(from, "the click's acknowledgement", |c| {
            c.path == i.callback()
        })
        .await;
    assert_eq!(ack.body["type"], 6, "{}", ack.body);
    t.answered(ack.at.duration_since(i.sent));
    i
}

/// The next step a click opened: a message to the clicker alone, without an image, within
/// Discord's limits, asking `asks`.
async fn step(s: &Standin, t: &mut Transcript, from: usize, i: &Interaction, asks: &str) -> Call {
    let c = answer(s, from, i, asks).await;
    t.bot(&c);
    assert!(c.ephemeral(), "a step is for the mover only: {}", c.body);
    assert!(c.png().is_none(), "{}", c.content());
    assert!(c.content().contains(asks), "{asks}: {}", c.content());
    within_limits(&c);
    colourless(&c);
    c
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_zertz_blitz_game_through_colour_buttons_ring_menus_and_captures() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &db, 1, Some(1)).await;
    let mut t = Transcript::new("zertz-game");

    // The rules: `/gipf rules variant:zertz`.
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "rules",
        json!([{"name": "variant", "type": 4, "value": s.choice("rules", "variant", "zertz")}]),
        &[],
    );
    let rules = answer(&s, from, &i, "the rules").await;
    t.bot(&rules);
    assert!(rules.content().contains("ZÈRTZ"), "{}", rules.content());
    assert!(
        rules.content().contains("gipf.com/zertz"),
        "{}",
        rules.content()
    );
    assert!(rules.content().contains("Wd4,d1"), "{}", rules.content());
    colourless(&rules);

    // The variant is autocompleted: `ze` suggests ZÈRTZ's words.
    let from = s.len();
    let ac = s.autocomplete(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "ze", "focused": true},
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
    for word in ["zertz", "zertz-blitz", "zertz48", "zertz61"] {
        assert!(values.contains(&word), "{word} in {values:?}");
    }

    // Alice (the first player: the colour option's "white") challenges Bob to ZÈRTZ blitz
    // without a clock; Bob accepts.
    let from = s.len();
    t.user(
        ALICE,
        "/gipf challenge user:@bob variant:zertz-blitz colour:white time:none",
    );
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "zertz-blitz"},
            {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            {"name": "time", "type": 3, "value": "none"},
        ]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(!ch.ephemeral(), "{}", ch.content());
    assert!(ch.content().contains("ZÈRTZ"), "{}", ch.content());
    colourless(&ch);
    let labels: Vec<String> = ch.choices().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    let game_from = s.len();
    t.user(BOB, "[Accept]");
    s.click(
        BOB,
        &ch.message.clone().expect("message"),
        &ch.choices()[0].0,
    );
    let (_, mut board) = next_board(&s, game_from, "the first board").await;
    t.bot(&board);
    let game = 1;
    assert!(board.content().contains("#1"), "{}", board.content());
    assert!(
        board
            .content()
            .contains("The first player to place a marble and take a free ring away"),
        "{}",
        board.content()
    );
    let thread = channel_of(board.message.as_ref().expect("message"));
    assert_ne!(thread, CHANNEL, "the game has a thread");
    let first = Zertz::of(&board);
    assert_eq!(first.text, "zertz-blitz 4/5/6/7/6/5/4 w 5/7/9 0/0/0 0/0/0");
    assert_eq!(first.decider, Some(Color::White));
    check_board(&board, game, Some(ALICE));

    // Bad actions typed with `/gipf move`: each refused to the typist alone in one
    // sentence, no board posted, nothing changed.
    for (who, text, says) in [
        (ALICE, "Wd4", "A free ring must be taken away"),
        (ALICE, "xd1Gd3Wd5", "No capture is possible"),
        (ALICE, "Wz9,d1", "is not a place of the `zertz-blitz` board"),
        (ALICE, "Wd4,d5", "d5 is not a free ring"),
        (BOB, "Wd4,d1", "wait for"),
    ] {
        let from = s.len();
        t.user(who, &format!("/gipf move action:{text}"));
        let i = typed(&s, who, thread, text);
        let c = answer(&s, from, &i, "the refusal").await;
        t.bot(&c);
        assert!(c.ephemeral(), "{text}: {}", c.body);
        assert!(c.content().contains(says), "{text}: {}", c.content());
        one_sentence(c.content());
        colourless(&c);
        assert!(
            s.calls()[from..].iter().all(|c| c.png().is_none()),
            "{text}: nothing posted"
        );
    }
    // Bob clicks a colour on Alice's board: refused to him alone, no step opened.
    let from = s.len();
    let msg = board.message.clone().expect("board message");
    let i = s.click(BOB, &msg, &buttons(&board)[0].0);
    let c = answer(&s, from, &i, "the intruder's refusal").await;
    assert!(c.ephemeral(), "{}", c.body);
    assert!(c.choices().is_empty(), "{}", c.body);
    colourless(&c);
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board after the refusals").await;
    assert_eq!(Zertz::of(&again).text, first.text, "nothing changed");
    // The board asked for is now the newest: it has Alice's choices, the first one's are
    // cleared.
    s.wait(from, "the first board's choices cleared", |c| {
        c.method == Method::PATCH
            && c.path.ends_with(&format!("/messages/{}", id_of(&msg)))
            && c.body["components"] == json!([])
    })
    .await;
    board = again;

    let player = |c: Color| match c {
        Color::White => ALICE,
        Color::Black => BOB,
    };
    let mut decisions = 0;
    let (mut placed, mut placed_no_ring, mut captured, mut typed_ok) = (0, 0, 0, 0);
    let (mut chains_long, mut refused_placement) = (0, false);
    loop {
        let p = Zertz::of(&board);
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
        let shown_menus = menus(&board);
        let shown_buttons = buttons(&board);
        // What the board offers, against the rules.
        if p.capture() {
            // The marbles that can start a capture, in menus; no buttons.
            assert!(shown_buttons.is_empty(), "{}", board.body);
            assert!(
                shown_menus
                    .iter()
                    .all(|(ph, _)| ph == "Capture with the marble on…"),
                "{shown_menus:?}"
            );
            let starts: Vec<String> = options(&board)
                .into_iter()
                .map(|(_, l)| {
                    // "d1 (black marble)": the place, then the marble's colour.
                    let (at, what) = l.split_once(' ').expect("a place and a marble");
                    assert!(what.ends_with("marble)"), "{l}");
                    at.to_string()
                })
                .collect();
            let legal: Vec<String> = p.legal.iter().map(|a| start_of(a).to_string()).collect();
            assert_eq!(
                starts.len(),
                sorted(legal.clone()).len(),
                "each marble once"
            );
            assert_eq!(sorted(starts), sorted(legal));
        } else {
            // The colours to place as buttons, with the marbles left; no menu.
            assert!(shown_menus.is_empty(), "{}", board.body);
            let colours: Vec<char> = shown_buttons
                .iter()
                .map(|(_, l)| {
                    assert!(l.contains(" marble ("), "{l}");
                    l.chars().next().expect("a label")
                })
                .collect();
            assert_eq!(colours, p.colours, "{}", board.body);
        }

        let action = pick(&p, decisions);
        let from = s.len();
        let next = if p.capture() && !refused_placement {
            // A placement typed while a capture is compulsory: refused in one sentence.
            refused_placement = true;
            let i = typed(&s, who, thread, "Wd4,d1");
            let c = answer(&s, from, &i, "the refused placement").await;
            t.bot(&c);
            assert!(c.ephemeral(), "{}", c.body);
            assert!(
                c.content().contains("Capturing is compulsory"),
                "{}",
                c.content()
            );
            one_sentence(c.content());
            colourless(&c);
            // Then the capture typed, in the official form (`x d1Gd3Wd5`).
            let official = format!("x {}", &action[1..]);
            let from = s.len();
            t.user(who, &format!("/gipf move action:{official}"));
            let i = typed(&s, who, thread, &official);
            let (_, c) = s
                .wait(from, "the typed capture's board", |c| {
                    is_answer(c, &i) && c.message.is_some() && c.png().is_some()
                })
                .await;
            t.answered(c.at.duration_since(i.sent));
            typed_ok += 1;
            captured += 1;
            c
        } else if decisions == 1 || decisions == 6 {
            // Typed in the thread, in lower case: answered with the board.
            let text = action.to_lowercase();
            t.user(who, &format!("/gipf move action:{text}"));
            let i = typed(&s, who, thread, &text);
            let (_, c) = s
                .wait(from, "the typed action's board", |c| {
                    is_answer(c, &i) && c.message.is_some() && c.png().is_some()
                })
                .await;
            t.answered(c.at.duration_since(i.sent));
            typed_ok += 1;
            c
        } else if p.capture() {
            // The start marble in the menu, then its sequence's button (a menu past the
            // buttons a message holds).
            let start = start_of(&action);
            let (value, label) = options(&board)
                .into_iter()
                .find(|(_, l)| l.split(' ').next() == Some(start))
                .expect("the start in the menu");
            t.user(who, &format!("(menu) {label}"));
            let i = click(&s, &mut t, who, &msg, &value).await;
            let chains = step(
                &s,
                &mut t,
                from,
                &i,
                &format!("The marble on {start}: pick its capture sequence"),
            )
            .await;
            let shown: Vec<(String, String)> = chains.choices();
            let labels: Vec<String> = shown.iter().map(|(_, l)| l.clone()).collect();
            let legal_here: Vec<String> = p
                .legal
                .iter()
                .filter(|a| start_of(a) == start)
                .cloned()
                .collect();
            assert_eq!(labels.len(), legal_here.len(), "each sequence once");
            assert_eq!(sorted(labels), sorted(legal_here));
            if menus(&chains).is_empty() {
                assert!(shown.len() <= 25, "{}", chains.body);
            }
            let (value, _) = shown
                .into_iter()
                .find(|(_, l)| *l == action)
                .expect("the sequence's choice");
            t.user(who, &format!("[{action}]"));
            let from = s.len();
            click(&s, &mut t, who, &chains.message.clone().expect("m"), &value).await;
            captured += 1;
            if action.matches(|c: char| c.is_ascii_uppercase()).count() > 1 {
                chains_long += 1;
            }
            next_board(&s, from, "the board after the capture").await.1
        } else {
            // The colour's button, the ring in the menus, then the free ring to take away.
            let (colour, at, remove) = parts_of(&action);
            let (id, label) = shown_buttons
                .iter()
                .find(|(_, l)| l.starts_with(colour))
                .cloned()
                .expect("the colour's button");
            t.user(who, &format!("[{label}]"));
            let i = click(&s, &mut t, who, &msg, &id).await;
            let word = match colour {
                'W' => "white",
                'G' => "grey",
                _ => "black",
            };
            let rings = step(
                &s,
                &mut t,
                from,
                &i,
                &format!("Pick the ring for your {word} marble"),
            )
            .await;
            assert!(buttons(&rings).is_empty(), "{}", rings.body);
            let shown = menus(&rings);
            assert!(shown.iter().all(|(ph, _)| ph == "Place on…"), "{shown:?}");
            let vacant: Vec<String> = options(&rings).into_iter().map(|(_, l)| l).collect();
            let legal_here: Vec<String> = p
                .legal
                .iter()
                .filter(|a| a.starts_with(colour))
                .map(|a| parts_of(a).1.to_string())
                .collect();
            assert_eq!(
                vacant.len(),
                sorted(legal_here.clone()).len(),
                "each ring once"
            );
            assert_eq!(sorted(vacant), sorted(legal_here));
            let (value, _) = options(&rings)
                .into_iter()
                .find(|(_, l)| l == at)
                .expect("the ring in the menus");
            t.user(who, &format!("(menu) {at}"));
            let from = s.len();
            let i = click(&s, &mut t, who, &rings.message.clone().expect("m"), &value).await;
            placed += 1;
            match remove {
                None => {
                    // No free ring: the ring plays at once.
                    placed_no_ring += 1;
                    next_board(&s, from, "the board after the placement")
                        .await
                        .1
                }
                Some(remove) => {
                    let free = step(&s, &mut t, from, &i, "Pick the free ring to take away").await;
                    assert!(buttons(&free).is_empty(), "{}", free.body);
                    let shown = menus(&free);
                    assert!(
                        shown.iter().all(|(ph, _)| ph == "Take away the ring…"),
                        "{shown:?}"
                    );
                    let offered: Vec<String> = options(&free).into_iter().map(|(_, l)| l).collect();
                    let prefix = format!("{colour}{at},");
                    let legal_here: Vec<String> = p
                        .legal
                        .iter()
                        .filter_map(|a| a.strip_prefix(&prefix))
                        .map(str::to_string)
                        .collect();
                    assert_eq!(offered.len(), legal_here.len(), "each free ring once");
                    assert_eq!(sorted(offered), sorted(legal_here));
                    assert!(
                        !options(&free).iter().any(|(_, l)| l == at),
                        "the ring just filled is not free"
                    );
                    let (value, _) = options(&free)
                        .into_iter()
                        .find(|(_, l)| l == remove)
                        .expect("the free ring in the menus");
                    t.user(who, &format!("(menu) {remove}"));
                    let from = s.len();
                    click(&s, &mut t, who, &free.message.clone().expect("m"), &value).await;
                    next_board(&s, from, "the board after the placement")
                        .await
                        .1
                }
            }
        };
        t.bot(&next);
        assert_eq!(
            channel_of(next.message.as_ref().expect("message")),
            thread,
            "boards stay in the thread"
        );
        assert_eq!(
            Zertz::of(&next).text,
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
        assert!(decisions < 200, "the game does not end");
    }
    assert!(placed >= 10, "{placed} placements clicked");
    assert!(captured >= 3, "{captured} captures");
    assert!(chains_long >= 1, "a sequence of several jumps clicked");
    assert!(typed_ok >= 3, "{typed_ok} typed");

    // The end: a winning set, said naming the first or second player; the image still
    // ZÈRTZ's, a rematch and nothing to play.
    let end = Zertz::of(&board);
    let result = end.result();
    assert!(
        result.starts_with("The first player wins with")
            || result.starts_with("The second player wins with"),
        "{result}"
    );
    check_board(&board, game, None);
    assert!(
        board.content().contains(&result),
        "{result}: {}",
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
    let i = typed(&s, ALICE, thread, "Wd4,d1");
    let c = answer(&s, from, &i, "the late action's refusal").await;
    assert!(c.ephemeral(), "{}", c.body);
    assert!(c.content().contains("is over"), "{}", c.content());
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board at the end").await;
    assert_eq!(Zertz::of(&again).text, end.text, "nothing changed");

    // Discord's limits held for every message of the game (none was refused), and none of
    // them named a player by a colour.
    assert!(
        s.refused_components().is_empty(),
        "{:#?}",
        s.refused_components()
    );
    for c in s.calls().iter().filter(|c| c.message.is_some()) {
        within_limits(c);
    }
    for c in s.calls()[game_from..]
        .iter()
        .filter(|c| c.message.is_some())
    {
        colourless(c);
    }
    println!(
        "ZÈRTZ on Discord: {decisions} decisions ({placed} placed, {placed_no_ring} without a ring to take away, {captured} captures, {chains_long} of several jumps, {typed_ok} typed): {result}"
    );
    bot.stop().await;
}
