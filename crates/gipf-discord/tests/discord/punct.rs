//! PÜNCT on Discord (COMMANDS.md, "The other games of the GIPF project"; issue 54): a whole
//! `punct` game between two users made with `/gipf challenge variant:punct` (autocompleted
//! from `pu`) and the Accept button, played mostly by clicking: a placement through the
//! orientation menu, the column menu and the point menu; a move through the piece menu, the
//! target menu (the piece's own point, marked ↻, turns it) and the orientation buttons. Every
//! clicked action is first answered by a preview to the mover alone (the points the piece
//! would cover, the board after it, Confirm and Cancel) and counts once confirmed; one is
//! cancelled and chosen again. Some actions are typed with `/gipf move` (a placement without
//! its shape letter, `d10-d5` keeping the orientation) and count at once; bad ones are
//! refused to the typist in one sentence. The line (White's row-5 chain from column a to
//! column q, Black's pieces kept in the rows above 12, found with PÜNCT's rules) ends with
//! White's connection. Discord's limits are checked on every message (5 action rows, 25
//! options a menu, 100-character labels, 2,000 characters of content) and on the commands
//! (4,000 characters with their localizations). `/gipf rules variant:punct` answers PÜNCT's
//! rules.
//!
//! One journey over ~840 lines: the helpers that read PÜNCT's menus, steps and previews serve
//! only this game.

use super::*;
use gipf_games::AnyPosition;
use gipf_i18n::Lang;
use gipf_punct::{Action, Orientation, Position, Side};

/// What a board says of its PÜNCT position (`Position: `punct ...``), read with PÜNCT's
/// rules.
struct Punct {
    text: String,
    p: Position,
}

impl Punct {
    fn of(c: &Call) -> Punct {
        let text = c
            .content()
            .split("Position: `")
            .nth(1)
            .and_then(|rest| rest.split('`').next())
            .unwrap_or_else(|| panic!("no position in {}", c.content()))
            .to_string();
        let AnyPosition::Punct(p) = text.parse().unwrap_or_else(|e| panic!("{text}: {e}")) else {
            panic!("not PÜNCT: {text}")
        };
        Punct { text, p: *p }
    }

    fn legal(&self) -> Vec<Action> {
        self.p.legal_actions()
    }

    /// The position string after `action` (any input form).
    fn after(&self, action: &str) -> String {
        let mut p = self.p;
        p.play_text(action).expect("a legal action");
        p.to_string()
    }

    fn read(&self, action: &str) -> Action {
        self.p.read_action(action).expect("an action")
    }
}

/// White's line: a chain along row 5 from column a, up the diagonal to column q
/// (`a5`..`m5`, `n6 o7 p8`, `p9 q10`), with how each action is made. `d10,f10,e10` is typed
/// without its shape letter (minors swapped), then moved with `d10-d5` (keeping its
/// orientation) into the gap `d5 e5 f5`.
const WHITE: [(&str, How); 7] = [
    ("Sa5,b5,c5", How::Click),
    ("d10,f10,e10", How::Typed),
    ("d10-d5", How::Typed),
    ("Sg5,h5,i5", How::Click),
    ("Sk5,j5,l5", How::Click),
    ("Sn6,m5,o7", How::Click),
    ("Ap9,p8,q10", How::Click),
];

#[derive(Clone, Copy, PartialEq, Debug)]
enum How {
    Click,
    Typed,
}

/// What Black does at his `n`-th decision: a placement, a rotation in place, a move.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Kind {
    Place,
    Rotate,
    Move,
}

const BLACK: [(Kind, How); 6] = [
    (Kind::Place, How::Click),
    (Kind::Rotate, How::Click),
    (Kind::Move, How::Click),
    (Kind::Place, How::Click),
    (Kind::Place, How::Typed),
    (Kind::Move, How::Click),
];

/// Black's action of `kind`, found with PÜNCT's rules among the legal ones: the piece
/// stays in rows 13 to 17, away from White's chain, and connects nothing.
fn black_action(p: &Position, kind: Kind, n: usize) -> Action {
    let found: Vec<Action> = p
        .legal_actions()
        .into_iter()
        .filter(|a| {
            let far = a
                .points()
                .is_some_and(|pts| pts.iter().all(|q| q.y() >= 12));
            let right = match (kind, a) {
                (Kind::Place, Action::Place { .. }) => true,
                (Kind::Rotate, Action::Move { .. }) => a.is_rotation(),
                (Kind::Move, Action::Move { .. }) => !a.is_rotation(),
                _ => false,
            };
            far && right
        })
        .filter(|&a| {
            let mut q = *p;
            q.play(a).is_ok() && q.turn() == Some(Side::First)
        })
        .collect();
    assert!(!found.is_empty(), "no {kind:?} for Black in {p}");
    found[(n * 7 + 3) % found.len()]
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

/// The options of the menus with `placeholder` (value, label).
fn options(c: &Call, placeholder: &str) -> Vec<(String, String)> {
    menus(c)
        .into_iter()
        .filter(|(ph, _)| ph == placeholder)
        .flat_map(|(_, o)| o)
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

/// Discord's limits on a message, looked at directly: at most 2,000 characters of content,
/// at most 5 action rows, 1 to 25 options a menu, labels of at most 100 characters (80 a
/// button), at most 5 buttons a row; and the stand-in's own check.
fn within_limits(c: &Call) {
    let chars = c.content().chars().count();
    assert!(chars <= 2000, "{chars} characters: {}", c.content());
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
    for (_, label) in c.choices() {
        assert!(label.chars().count() <= 100, "{label}");
    }
    assert!(
        standin::component_problems(c.data()).is_empty(),
        "{:?}: {}",
        standin::component_problems(c.data()),
        c.body
    );
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v.dedup();
    v
}

/// A PÜNCT board as posted: a PNG named `punct-<id>.png` at the configured size, for
/// everyone, the decider mentioned (and allowed to be pinged) while there is one.
fn check_board(c: &Call, game: u64, decider: Option<User>) {
    let png = c.png().expect("a PNG attachment");
    assert_eq!(png.name, format!("punct-{game}.png"));
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

/// A refusal is one sentence: one full stop, at the end.
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
    c
}

/// The label of an orientation's option on the board: the shape with the pieces left, then
/// where the two other dots lie.
fn orientation_option(p: &Position, o: Orientation) -> String {
    let side = p.turn().expect("a decider");
    let left = u8::try_from(p.reserve(side, o.shape())).expect("a count");
    format!(
        "{} · {}",
        gipf_i18n::punct::shape_label(o.shape(), left).render(Lang::En),
        gipf_i18n::punct::orientation_label(o).render(Lang::En)
    )
}

/// The board's first step against the rules: the orientations the decider may place (each
/// once, in menus `Place a piece…`) and his movable pieces (`Move the piece on…`, named by
/// the PÜNCT's point).
fn check_first_step(board: &Call, p: &Punct) {
    let legal = p.legal();
    let mut want_orientations = Vec::new();
    let mut want_pieces = Vec::new();
    for a in &legal {
        match *a {
            Action::Place { orientation, .. } => {
                want_orientations.push(orientation_option(&p.p, orientation));
            }
            Action::Move { from, .. } => want_pieces.push(from.to_string()),
        }
    }
    let shown: Vec<String> = options(board, "Place a piece…")
        .into_iter()
        .map(|(_, l)| l)
        .collect();
    assert_eq!(shown.len(), sorted(shown.clone()).len(), "each once");
    assert_eq!(sorted(shown), sorted(want_orientations));
    let pieces: Vec<String> = options(board, "Move the piece on…")
        .into_iter()
        .map(|(_, l)| l.split(' ').next().unwrap_or("").to_string())
        .collect();
    assert_eq!(pieces.len(), sorted(pieces.clone()).len(), "each once");
    assert_eq!(sorted(pieces), sorted(want_pieces));
    for (ph, _) in menus(board) {
        assert!(
            ph == "Place a piece…" || ph == "Move the piece on…",
            "{ph}: {}",
            board.body
        );
    }
}

/// Clicks `action` through its steps from `board` up to its preview (to the mover alone,
/// with the board after it, Confirm and Cancel), checking each step against the rules.
async fn click_to_preview(
    s: &Standin,
    t: &mut Transcript,
    who: User,
    board: &Call,
    p: &Punct,
    action: Action,
) -> Call {
    let msg = board.message.clone().expect("board message");
    let legal = p.legal();
    let last = match action {
        Action::Place { orientation, punct } => {
            let label = orientation_option(&p.p, orientation);
            let (value, _) = options(board, "Place a piece…")
                .into_iter()
                .find(|(_, l)| *l == label)
                .unwrap_or_else(|| panic!("{label} in the menus"));
            t.user(who, &format!("(menu) {label}"));
            let from = s.len();
            let i = click(s, t, who, &msg, &value).await;
            let columns = step(s, t, from, &i, "Pick the column of the PÜNCT.").await;
            assert!(buttons(&columns).is_empty(), "{}", columns.body);
            let here: Vec<_> = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::Place {
                        orientation: o,
                        punct,
                    } if o == orientation => Some(punct),
                    _ => None,
                })
                .collect();
            let shown: Vec<String> = options(&columns, "Column of the PÜNCT…")
                .into_iter()
                .map(|(_, l)| l)
                .collect();
            let want: Vec<String> = here
                .iter()
                .map(|q| q.to_string()[..1].to_string())
                .collect();
            assert_eq!(shown.len(), sorted(shown.clone()).len(), "each column once");
            assert_eq!(sorted(shown), sorted(want));
            let column = punct.to_string()[..1].to_string();
            let (value, _) = options(&columns, "Column of the PÜNCT…")
                .into_iter()
                .find(|(_, l)| *l == column)
                .expect("the column");
            t.user(who, &format!("(menu) {column}"));
            let from = s.len();
            let i = click(s, t, who, &columns.message.clone().expect("m"), &value).await;
            let points = step(
                s,
                t,
                from,
                &i,
                &format!("Pick the point of the PÜNCT in column {column}."),
            )
            .await;
            let shown: Vec<String> = options(&points, "Place on…")
                .into_iter()
                .map(|(_, l)| l)
                .collect();
            let want: Vec<String> = here
                .iter()
                .map(ToString::to_string)
                .filter(|q| q[..1] == column)
                .collect();
            assert_eq!(shown.len(), want.len(), "each point once");
            assert_eq!(sorted(shown), sorted(want));
            let (value, _) = options(&points, "Place on…")
                .into_iter()
                .find(|(_, l)| *l == punct.to_string())
                .expect("the point");
            t.user(who, &format!("(menu) {punct}"));
            (points, value)
        }
        Action::Move {
            from: at,
            orientation,
            to,
        } => {
            let (value, label) = options(board, "Move the piece on…")
                .into_iter()
                .find(|(_, l)| l.split(' ').next() == Some(&at.to_string()))
                .expect("the piece in the menu");
            t.user(who, &format!("(menu) {label}"));
            let from = s.len();
            let i = click(s, t, who, &msg, &value).await;
            let targets = step(
                s,
                t,
                from,
                &i,
                &format!("The piece on {at}: pick where its PÜNCT goes."),
            )
            .await;
            let shown: Vec<String> = options(&targets, "Move it to…")
                .into_iter()
                .map(|(_, l)| l)
                .collect();
            let want: Vec<String> = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::Move { from: f, to: q, .. } if f == at => Some(if q == at {
                        format!("{q} ↻")
                    } else {
                        q.to_string()
                    }),
                    _ => None,
                })
                .collect();
            assert_eq!(shown.len(), sorted(shown.clone()).len(), "each target once");
            assert_eq!(sorted(shown), sorted(want));
            let label = if to == at {
                format!("{to} ↻")
            } else {
                to.to_string()
            };
            let (value, _) = options(&targets, "Move it to…")
                .into_iter()
                .find(|(_, l)| *l == label)
                .expect("the target");
            t.user(who, &format!("(menu) {label}"));
            let from = s.len();
            let i = click(s, t, who, &targets.message.clone().expect("m"), &value).await;
            let turns = step(s, t, from, &i, "Pick its new orientation.").await;
            assert!(menus(&turns).is_empty(), "{}", turns.body);
            let shown: Vec<String> = buttons(&turns).into_iter().map(|(_, l)| l).collect();
            let want: Vec<String> = legal
                .iter()
                .filter_map(|a| match *a {
                    Action::Move {
                        from: f,
                        to: q,
                        orientation: o,
                    } if f == at && q == to => {
                        Some(gipf_i18n::punct::orientation_label(o).render(Lang::En))
                    }
                    _ => None,
                })
                .collect();
            assert_eq!(shown.len(), want.len(), "each orientation once");
            assert_eq!(sorted(shown), sorted(want));
            let label = gipf_i18n::punct::orientation_label(orientation).render(Lang::En);
            let (value, _) = buttons(&turns)
                .into_iter()
                .find(|(_, l)| *l == label)
                .expect("the orientation");
            t.user(who, &format!("[{label}]"));
            (turns, value)
        }
    };
    let (msg, value) = last;
    let from = s.len();
    let i = click(s, t, who, &msg.message.clone().expect("m"), &value).await;
    let preview = answer(s, from, &i, "the preview").await;
    t.bot(&preview);
    assert!(
        preview.ephemeral(),
        "the preview is the mover's: {}",
        preview.body
    );
    assert!(
        preview.png().is_some(),
        "the board after it: {}",
        preview.body
    );
    within_limits(&preview);
    let mut after = p.p;
    after.play(action).expect("legal");
    let points = action.points().expect("points");
    let level = after.top_at(points[0]).map_or(0, |piece| piece.level);
    let said = gipf_i18n::punct::preview(&points, level).render(Lang::En);
    assert!(
        preview.content().contains(&said),
        "{said}: {}",
        preview.content()
    );
    assert!(
        preview.content().starts_with("Your piece would cover"),
        "{}",
        preview.content()
    );
    assert!(
        preview.content().contains(&after.to_string()),
        "the position after it: {}",
        preview.content()
    );
    let labels: Vec<String> = buttons(&preview).into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["Confirm", "Cancel"]);
    assert!(
        s.calls()[from..]
            .iter()
            .all(|c| c.png().is_none() || c.ephemeral()),
        "nothing posted for everyone before the confirmation"
    );
    preview
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_punct_game_through_menus_previews_and_typed_actions() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Bot::start(&s, &db, 1, Some(1)).await;
    let mut t = Transcript::new("punct-game");

    // Discord's budget: each command within 4,000 characters, localizations counted.
    for c in s.registered_all() {
        let size = standin::command_size(&c);
        assert!(size <= standin::COMMAND_BUDGET, "/{}: {size}", c["name"]);
    }

    // The rules: `/gipf rules variant:punct`.
    let from = s.len();
    let i = s.slash(
        ALICE,
        CHANNEL,
        "rules",
        json!([{"name": "variant", "type": 4, "value": s.choice("rules", "variant", "punct")}]),
        &[],
    );
    let rules = answer(&s, from, &i, "the rules").await;
    t.bot(&rules);
    within_limits(&rules);
    for part in ["PÜNCT", "Tb2,b3,c3", "d10-d5", "gipf.com"] {
        assert!(
            rules.content().contains(part),
            "{part}: {}",
            rules.content()
        );
    }

    // The variant is autocompleted: `pu` suggests PÜNCT's words.
    let from = s.len();
    let ac = s.autocomplete(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "pu", "focused": true},
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
    for word in ["punct", "punct-basic"] {
        assert!(values.contains(&word), "{word} in {values:?}");
    }

    // Alice (White) challenges Bob to PÜNCT without a clock; Bob accepts.
    let from = s.len();
    t.user(
        ALICE,
        "/gipf challenge user:@bob variant:punct colour:white time:none",
    );
    let i = s.slash(
        ALICE,
        CHANNEL,
        "challenge",
        json!([
            {"name": "user", "type": 6, "value": BOB.id.to_string()},
            {"name": "variant", "type": 3, "value": "punct"},
            {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
            {"name": "time", "type": 3, "value": "none"},
        ]),
        &[BOB],
    );
    let ch = answer(&s, from, &i, "the challenge").await;
    t.bot(&ch);
    assert!(!ch.ephemeral(), "{}", ch.content());
    assert!(ch.content().contains("PÜNCT"), "{}", ch.content());
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
    let thread = channel_of(board.message.as_ref().expect("message"));
    assert_ne!(thread, CHANNEL, "the game has a thread");
    let first = Punct::of(&board);
    assert_eq!(first.text, "punct - w 0");
    check_board(&board, game, Some(ALICE));
    // The start: 33 orientations in two menus, no piece to move.
    assert_eq!(options(&board, "Place a piece…").len(), 33);
    assert!(options(&board, "Move the piece on…").is_empty());

    // Bad actions typed with `/gipf move`: each refused to the typist alone in one
    // sentence, nothing posted, nothing changed.
    for (who, text, says) in [
        (ALICE, "Ti9,i10,j10", "may not touch the central hexagon"),
        (ALICE, "Ta1,a2,b2", "is not a point of the board"),
        (ALICE, "Ta2,a3,a4", "whose letter is S"),
        (ALICE, "b2-b4", "There is no piece on b2"),
        (ALICE, "Dropb 1 A 5 0", "Boardspace"),
        (BOB, "Tb2,b3,c3", "wait for"),
    ] {
        let from = s.len();
        t.user(who, &format!("/gipf move action:{text}"));
        let i = typed(&s, who, thread, text);
        let c = answer(&s, from, &i, "the refusal").await;
        t.bot(&c);
        assert!(c.ephemeral(), "{text}: {}", c.body);
        assert!(c.content().contains(says), "{text}: {}", c.content());
        one_sentence(c.content());
        within_limits(&c);
        assert!(
            s.calls()[from..].iter().all(|c| c.png().is_none()),
            "{text}: nothing posted"
        );
    }
    // Bob clicks an orientation on Alice's board: refused to him alone, no step opened.
    let from = s.len();
    let msg = board.message.clone().expect("board message");
    let i = s.click(BOB, &msg, &options(&board, "Place a piece…")[0].0);
    let c = answer(&s, from, &i, "the intruder's refusal").await;
    assert!(c.ephemeral(), "{}", c.body);
    assert!(c.choices().is_empty(), "{}", c.body);

    let (mut white, mut black) = (0, 0);
    let (mut clicked, mut typed_ok, mut cancelled) = (0, 0, 0);
    let (mut placed, mut moved, mut turned) = (0, 0, 0);
    loop {
        let p = Punct::of(&board);
        let Some(side) = p.p.turn() else { break };
        let who = if side == Side::First { ALICE } else { BOB };
        check_board(&board, game, Some(who));
        let said = gipf_i18n::punct::position_decision(&p.p)
            .expect("a decision")
            .render(Lang::En);
        assert!(
            board.content().contains(&said),
            "{said}: {}",
            board.content()
        );
        check_first_step(&board, &p);
        let (text, action, how) = if side == Side::First {
            let (text, how) = WHITE[white];
            white += 1;
            (text.to_string(), p.read(text), how)
        } else {
            let (kind, how) = BLACK[black];
            let a = black_action(&p.p, kind, black);
            black += 1;
            (a.to_string(), a, how)
        };
        match action {
            Action::Place { .. } => placed += 1,
            a if a.is_rotation() => turned += 1,
            Action::Move { .. } => moved += 1,
        }
        let from = s.len();
        let next = if how == How::Typed {
            // Typed in the thread: it counts at once, answered with the board.
            t.user(who, &format!("/gipf move action:{text}"));
            let i = typed(&s, who, thread, &text);
            let (_, c) = s
                .wait(from, "the typed action's board", |c| {
                    is_answer(c, &i) && c.message.is_some() && c.png().is_some()
                })
                .await;
            t.answered(c.at.duration_since(i.sent));
            assert!(!c.ephemeral(), "{}", c.body);
            typed_ok += 1;
            c
        } else {
            let mut preview = click_to_preview(&s, &mut t, who, &board, &p, action).await;
            if cancelled == 0 && side == Side::Second {
                // Cancelled: nothing played, the board's choices still there; chosen again.
                t.user(who, "[Cancel]");
                let (cancel, _) = buttons(&preview)[1].clone();
                let from = s.len();
                let i = s.click(who, &preview.message.clone().expect("m"), &cancel);
                let (_, c) = s
                    .wait(from, "the cancellation", |c| {
                        is_answer(c, &i) && c.content().contains("Cancelled")
                    })
                    .await;
                t.bot(&c);
                assert!(
                    c.content().contains("nothing was played"),
                    "{}",
                    c.content()
                );
                assert!(
                    s.calls()[from..]
                        .iter()
                        .all(|c| c.png().is_none() || c.ephemeral()),
                    "nothing posted"
                );
                cancelled += 1;
                // Chosen again on the same board, whose choices are still there.
                preview = click_to_preview(&s, &mut t, who, &board, &p, action).await;
            }
            t.user(who, "[Confirm]");
            let (confirm, _) = buttons(&preview)[0].clone();
            let from = s.len();
            click(
                &s,
                &mut t,
                who,
                &preview.message.clone().expect("m"),
                &confirm,
            )
            .await;
            clicked += 1;
            next_board(&s, from, "the board after the confirmation")
                .await
                .1
        };
        t.bot(&next);
        assert_eq!(
            channel_of(next.message.as_ref().expect("message")),
            thread,
            "boards stay in the thread"
        );
        assert_eq!(Punct::of(&next).text, p.after(&text), "{text} was played");
        // Only the newest board has choices: the old one's are cleared.
        let old = board.message.clone().expect("board message");
        s.wait(from, "the old board's choices cleared", |c| {
            c.method == Method::PATCH
                && c.path.ends_with(&format!("/messages/{}", id_of(&old)))
                && c.body["components"] == json!([])
        })
        .await;
        board = next;
        assert!(white + black < 40, "the game does not end");
    }
    assert_eq!((white, black), (WHITE.len(), BLACK.len()));
    assert!(clicked >= 9, "{clicked} clicked");
    assert_eq!(typed_ok, 3);
    assert_eq!(cancelled, 1);
    assert!(
        placed >= 9 && moved >= 3 && turned >= 1,
        "{placed} {moved} {turned}"
    );

    // The end: White's connection between columns a and q, said on the last board; a
    // rematch and nothing to play.
    let end = Punct::of(&board);
    let o = end.p.outcome().expect("the game is over");
    assert_eq!(o.winner, Some(Side::First), "{}", end.text);
    let result = gipf_i18n::punct::result(o.winner, &o.reason).render(Lang::En);
    assert_eq!(result, "White wins: a connection between columns a and q");
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
    // A typed action after the end: refused privately in one sentence, nothing changed.
    let from = s.len();
    let i = typed(&s, BOB, thread, "Tb2,b3,c3");
    let c = answer(&s, from, &i, "the late action's refusal").await;
    assert!(c.ephemeral(), "{}", c.body);
    assert!(c.content().contains("over"), "{}", c.content());
    one_sentence(c.content());
    let from = s.len();
    let i = s.slash(ALICE, thread, "board", json!([]), &[]);
    let again = answer(&s, from, &i, "the board at the end").await;
    assert_eq!(Punct::of(&again).text, end.text, "nothing changed");

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
        "PÜNCT on Discord: {} decisions ({clicked} clicked, {typed_ok} typed, {cancelled} cancelled; {placed} placed, {moved} moved, {turned} turned): {result}",
        white + black
    );
    bot.stop().await;
}
