//! PÜNCT through the manager (issue 54): a whole `punct` game between two people, White's
//! chain of pieces joining rows 1 and 17 while Black plays on the other side, with typed
//! actions (`move <action> #id`, bare, without the shape letter, the `m5-m7` form) and clicks
//! (orientation, column, point; piece, target, orientation; each previewed and confirmed) and
//! a restart in the middle, said in words and rated in the `punct` pool; the preview (the
//! points and the level, nothing stored before Confirm, Cancel, a stale Confirm); every bad
//! input of the issue refused in one sentence with nothing changed; `punct-basic`'s start,
//! centre and last piece; the centre count and the clock from PUNCT-PERFT.md's P3 and P4; the
//! AI across a restart; a takeback. Games at a position are created in the store, as the
//! ZÈRTZ journeys do (there is no setup command).
//!
//! ~1,030 lines, one topic (PÜNCT through the manager): the journeys share the helpers that
//! craft positions, read previews and play a scripted connection.

use gipf_game::{Game, Side};
use gipf_games::{AnyPool, AnyPosition, AnyRecord, AnyVariant};
use gipf_i18n::Lang;
use gipf_punct::{Action, ActionError, Orientation, Point, Position, Reason, Variant};
use gipf_store::NewGame;

use super::*;

/// PUNCT-PERFT.md's positions.
const P1: &str = "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8;wTm7,m8,n8 w 0";
const P2: &str = "punct wSa5,b5,c5;bAb9,a8,b10;wTd10,d9,e10;bSd11,c11,e11;bTd12,e12,e13;wSg5,h5,i5;bSg11,f11,h11;bSi12,j12,k12;wSk5,j5,l5;bSl12,m12,n12;wSn6,m5,o7;bSo12,p12,q12;wAp9,p8,q10/wSd10,d11,d12 w 4";
const P3: &str = "punct bTb6,a6,b7;bAb10,a8,b9;bTc8,c7,d8;wTd2,d3,e3;bAd11,c11,d10;wAe4,f5,f6;wSe11,e10,e12;bTf4,f3,g4;wTf10,e9,f9;bSg7,g5,g6;wAg11,h10,h11;wTg14,f14,g15;wSh3,h2,h4;bSh14,g13,i15;wTi8,h7,i7;wTi10,j10,j11;wTj5,i4,i5;bTj9,j8,k9;bSj14,j13,j15;wAk5,j4,l5;wAk8,l9,l10;bSl4,j2,k3;wSm14,k12,l13;bSm17,k15,l16;bAn13,n14,o15;bTo10,n9,n10;bAo17,m16,n17;wAp10,p9,q11;bAp17,p16,q16;wSq15,q13,q14/bTg7,f6,g6;wAm14,n15,o15;bAm17,l16,n17 b 9";
const P4: &str = "punct bTb1,b2,c2;bAb4,b3,c5;bSf12,f13,f14;bAh13,g13,g14;wAi3,h2,i4;bAj4,i2,j3;bSl9,m9,n9;wTm5,m6,n6;wAm11,m12,n13;wSo16,m16,n16;wAp8,o7,p9/bAc2,b3,c3;bAg13,f12,h13;bTg14,f13,f14;bAj3,h2,i3;wAm11,n12,n13;wSm16,n16,o16 w 99";

/// White's line: a chain of pieces up the diagonal g1..l6 and column m to m17, joining row 1
/// to row 17 without touching the centre: placements, a piece placed and moved along its
/// column keeping its orientation (`m5-m7`), a piece placed on row 14 and moved and turned
/// into the column (`p14-m14,m13,m15`), the triangle on top that closes it. How each is
/// played (typed or clicked) is the journey's choice.
const WHITE: [&str; 8] = [
    "Sg1,h2,i3",
    "Sj4,k5,l6",
    "Sm5,m6,m7",
    "m5-m7",
    "Sm10,m11,m12",
    "Sp14,o14,q14",
    "p14-m14,m13,m15",
    "Tm17,l16,m16",
];

fn punct(r: &Reply) -> Position {
    match r.position.clone() {
        Some(AnyPosition::Punct(p)) => *p,
        other => panic!("not PÜNCT: {other:?} in {}", r.markdown),
    }
}

/// A refusal: private, one sentence.
fn one_sentence(r: &Reply, says: &str) {
    let md = r.markdown.trim();
    assert!(r.private, "{says}: not private: {md}");
    assert!(md.contains(says), "{says:?} not in {md}");
    assert!(!md.contains('\n') && md.ends_with('.'), "{md}");
    let body = md.trim_end_matches('.');
    assert!(!body.contains(". "), "more than one sentence: {md}");
}

/// The decision line: `**White to place a piece**: @Ann.` (a name as its player last wrote
/// it).
fn decides(r: &Reply, what: &str, name: &str) {
    let line = format!("**{what}**: @{name}.").to_lowercase();
    assert!(
        r.markdown.to_lowercase().contains(&line),
        "{line}: {}",
        r.markdown
    );
}

/// A game in the store from `start` (a position string), Ann White and Bob Black.
async fn game_at(m: &Manager, start: &str) -> GameId {
    let (ann, bob, room) = ann_bob_and_room(m).await;
    let variant: AnyVariant = start
        .split(' ')
        .next()
        .expect("a word")
        .parse()
        .expect("variant");
    m.store()
        .create_game(&NewGame {
            community: room.id,
            variant,
            white: Some(ann),
            black: Some(bob),
            status: GameStatus::Active,
            time_control: TimeControl::None,
            rated: true,
            start_position: start,
            timer: None,
            banks: None,
            rematch_of: None,
            challenge: None,
            post: None,
            trial_of: None,
            tournament: None,
            now: 0,
        })
        .await
        .expect("game")
        .row
        .id
}

fn what(c: &Choice) -> ChoiceWhat {
    c.id.parse::<ChoiceId>().expect("one of ours").what
}

fn all(r: &Reply) -> Vec<&Choice> {
    r.choices.iter().flat_map(|g| &g.choices).collect()
}

/// What a click through the steps gave: the preview, the reply to Confirm, the ids clicked.
struct Clicked {
    preview: Reply,
    played: Reply,
    ids: Vec<String>,
}

/// Plays `action` through the choices, as a person clicks: a placement by its orientation,
/// its column and its PÜNCT's point; a move by its piece, its target and its orientation;
/// then the preview (to the player alone, nothing played yet) and Confirm.
/// (Boxed: the steps' futures together are too deep for a test thread's stack.)
fn click<'a>(
    m: &'a Manager,
    who: &'a str,
    id: GameId,
    action: &'a str,
) -> std::pin::Pin<Box<dyn std::future::Future<Output = Clicked> + 'a>> {
    Box::pin(click_steps(m, who, id, action))
}

async fn click_steps(m: &Manager, who: &str, id: GameId, action: &str) -> Clicked {
    let board = say(m, who, &format!("board #{}", id.0)).await;
    let p = punct(&board);
    let a = p.read_action(action).expect("an action");
    let canonical = a.to_string();
    let mut ids = Vec::new();
    let step = |r: &Reply, kinds: &[ChoiceKind], ask: &str| {
        assert!(r.private, "{}", r.markdown);
        assert!(r.markdown.contains(ask), "{ask:?}: {}", r.markdown);
        assert!(
            r.choices.iter().all(|g| kinds.contains(&g.kind)),
            "{kinds:?}: {:?}",
            r.choices
        );
        assert!(r.choices.len() <= 5, "{} rows", r.choices.len());
        assert!(r.choices.iter().all(|g| g.choices.len() <= 25));
    };
    let last = match a {
        Action::Place {
            orientation,
            punct: at,
        } => {
            assert!(board
                .choices
                .iter()
                .all(|g| matches!(g.kind, ChoiceKind::Orientations | ChoiceKind::Pieces)));
            let o = all(&board)
                .into_iter()
                .find(|c| what(c) == ChoiceWhat::Stack(format!("p{}", orientation.index())))
                .unwrap_or_else(|| panic!("no orientation for {canonical}: {:?}", board.choices))
                .clone();
            assert!(o.label.contains(" left) · PÜNCT, then "), "{}", o.label);
            ids.push(o.id.clone());
            let columns = m.handle(&ctx(who), Command::Choose(o.id)).await;
            step(
                &columns,
                &[ChoiceKind::Columns],
                "Pick the column of the PÜNCT.",
            );
            let col = at.to_string()[..1].to_string();
            let c = all(&columns)
                .into_iter()
                .find(|c| c.label == col)
                .unwrap_or_else(|| panic!("no column {col}: {:?}", columns.choices))
                .clone();
            assert_eq!(
                what(&c),
                ChoiceWhat::Stack(format!("p{}:{col}", orientation.index()))
            );
            ids.push(c.id.clone());
            let points = m.handle(&ctx(who), Command::Choose(c.id)).await;
            step(
                &points,
                &[ChoiceKind::Spaces],
                &format!("Pick the point of the PÜNCT in column {col}."),
            );
            all(&points)
                .into_iter()
                .find(|c| c.label == at.to_string())
                .unwrap_or_else(|| panic!("no point {at}: {:?}", points.choices))
                .clone()
        }
        Action::Move { from, to, .. } => {
            let piece = all(&board)
                .into_iter()
                .find(|c| what(c) == ChoiceWhat::Stack(format!("m{from}")))
                .unwrap_or_else(|| panic!("no piece {from}: {:?}", board.choices))
                .clone();
            assert!(
                piece.label.starts_with(&format!("{from} · ")),
                "{}",
                piece.label
            );
            ids.push(piece.id.clone());
            let targets = m.handle(&ctx(who), Command::Choose(piece.id)).await;
            step(
                &targets,
                &[ChoiceKind::Landings],
                &format!("The piece on {from}: pick where its PÜNCT goes."),
            );
            let t = all(&targets)
                .into_iter()
                .find(|c| what(c) == ChoiceWhat::Stack(format!("m{from}:{to}")))
                .unwrap_or_else(|| panic!("no target {to}: {:?}", targets.choices))
                .clone();
            assert!(t.label.starts_with(&to.to_string()), "{}", t.label);
            ids.push(t.id.clone());
            let turns = m.handle(&ctx(who), Command::Choose(t.id)).await;
            step(
                &turns,
                &[ChoiceKind::Rotations],
                "Pick its new orientation.",
            );
            all(&turns)
                .into_iter()
                .find(|c| what(c) == ChoiceWhat::Play(canonical.clone()))
                .unwrap_or_else(|| panic!("no orientation {canonical}: {:?}", turns.choices))
                .clone()
        }
    };
    assert_eq!(what(&last), ChoiceWhat::Play(canonical.clone()));
    ids.push(last.id.clone());
    let preview = m.handle(&ctx(who), Command::Choose(last.id)).await;
    assert!(preview.private, "{}", preview.markdown);
    let points = a.points().expect("fits");
    let level = after(&p, &canonical)
        .top_at(points[0])
        .map_or(0, |q| q.level);
    let points = points.map(|q| q.to_string()).join(", ");
    assert!(
        preview.markdown.starts_with(&format!(
            "Your piece would cover {points} at level {level}: confirm to play it.\n"
        )),
        "{}",
        preview.markdown
    );
    let buttons: Vec<(&str, ChoiceWhat)> = all(&preview)
        .into_iter()
        .map(|c| (c.label.as_str(), what(c)))
        .collect();
    assert_eq!(
        buttons,
        [
            ("Confirm", ChoiceWhat::Confirm(canonical.clone())),
            ("Cancel", ChoiceWhat::CancelPush)
        ]
    );
    assert!(preview
        .choices
        .iter()
        .all(|g| g.kind == ChoiceKind::Confirm));
    let confirm = preview.choices[0].choices[0].id.clone();
    ids.push(confirm.clone());
    let played = m.handle(&ctx(who), Command::Choose(confirm)).await;
    Clicked {
        preview,
        played,
        ids,
    }
}

/// Runs a journey on the test's own thread and its default stack: a PÜNCT position is boxed
/// in the table of games, so a game's replies need no more stack than another game's (they
/// once needed about 3.5 MiB in a debug build, more than a test thread's 2).
fn run_journey<F: std::future::Future<Output = ()>>(journey: fn() -> F) {
    tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime")
        .block_on(journey());
}

/// The first action of the decider (placements, then moves of his pieces) whose refusal
/// `is` picks, as text.
fn refused(p: &Position, is: impl Fn(&ActionError) -> bool) -> String {
    let side = Game::decider(p).expect("goes on");
    let places = Orientation::all().flat_map(|o| {
        Point::all().map(move |at| Action::Place {
            orientation: o,
            punct: at,
        })
    });
    let pieces: Vec<_> = p.pieces().into_iter().filter(|q| q.side == side).collect();
    let moves = pieces.iter().flat_map(|q| {
        let from = q.punct;
        let shape = q.shape();
        Orientation::all()
            .filter(move |o| o.shape() == shape)
            .flat_map(move |o| {
                Point::all().map(move |to| Action::Move {
                    from,
                    orientation: o,
                    to,
                })
            })
    });
    places
        .chain(moves)
        .filter(|a| a.points().is_some())
        .find(|a| p.check(*a).as_ref().err().is_some_and(&is))
        .unwrap_or_else(|| panic!("no such refusal in {p}"))
        .to_string()
}

/// `p` after `action`.
fn after(p: &Position, action: &str) -> Position {
    let mut q = *p;
    q.play_text(action).expect(action);
    q
}

/// The sentence that says how a game ended, in English.
fn end_sentence(p: &Position) -> String {
    let o = p.outcome().expect("over");
    gipf_i18n::punct::result(o.winner, &o.reason).render(Lang::En)
}

/// Black's action in the journey: on columns a to d only (where no connection can be made
/// and White's chain is not touched), picked by `n`.
fn black_pick(p: &Position, n: usize) -> String {
    let legal: Vec<Action> = p
        .legal_actions()
        .into_iter()
        .filter(|a| a.points().is_some_and(|pts| pts.iter().all(|q| q.x() <= 3)))
        .collect();
    legal[(n * 37 + 11) % legal.len()].to_string()
}

#[test]
fn whites_line_connects_rows_1_and_17() {
    let mut p = Position::start();
    for (n, w) in WHITE.iter().enumerate() {
        assert_eq!(Game::decider(&p), Some(Side::First), "{p}");
        p.play_text(w).expect(w);
        if n + 1 < WHITE.len() {
            assert!(!Game::is_over(&p), "{w}: {p}");
            let b = black_pick(&p, n);
            p.play_text(&b).expect(&b);
        }
    }
    let o = p.outcome().expect("over");
    assert_eq!(o.winner, Some(Side::First), "{p}");
    assert!(
        matches!(o.reason, Reason::Connection { both: false, .. }),
        "{o:?}"
    );
    assert_eq!(
        end_sentence(&p),
        "White wins: a connection between rows 1 and 17"
    );
}

#[test]
fn a_whole_punct_game_between_two_people_across_a_restart() {
    run_journey(a_whole_game);
}

async fn a_whole_game() {
    let s = Setup::new();
    let m = s.manager(true).await;
    let (ann, bob, _) = ann_bob_and_room(&m).await;
    let r = say(&m, "Ann", "challenge bob punct white time none").await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("PÜNCT"), "{}", r.markdown);
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    let png = r.image.as_ref().expect("board image");
    assert_eq!(png.name, format!("punct-{}.png", id.0));
    assert_eq!(&png.png[..8], b"\x89PNG\r\n\x1a\n");
    let mut p = punct(&r);
    assert_eq!(p, Position::start());
    assert!(
        r.markdown.contains("Position: `punct - w 0`"),
        "{}",
        r.markdown
    );
    decides(&r, "White to place a piece", "Ann");
    // The orientations White may place (33, two menus), and no piece to move yet.
    assert!(r
        .choices
        .iter()
        .all(|g| g.kind == ChoiceKind::Orientations && g.choices.len() <= 25));
    assert_eq!(all(&r).len(), 33);
    let labels: Vec<&str> = all(&r).iter().map(|c| c.label.as_str()).collect();
    for label in [
        "Triangle (6 left) · PÜNCT, then east and north-east",
        "Straight piece (PÜNCT in the middle) (2 left) · PÜNCT, then east and west",
        "Straight piece (PÜNCT at an end) (4 left) · PÜNCT, then east, then east",
    ] {
        assert!(labels.contains(&label), "{label}: {labels:?}");
    }

    let mut record = AnyRecord::new(AnyPosition::Punct(Box::new(p)));
    let mut m = m;
    let (mut typed, mut clicked_places, mut clicked_moves) = (0, 0, 0);
    let mut white = WHITE.iter();
    for n in 0..40 {
        let Some(side) = Game::decider(&p) else { break };
        let (who, other, colour) = if side == Side::First {
            ("Ann", "bob", "White")
        } else {
            ("bob", "Ann", "Black")
        };
        if n == 7 {
            drop(m);
            m = s.manager(true).await;
            let r = say(&m, who, &format!("board #{}", id.0)).await;
            assert_eq!(punct(&r), p, "the same position after the restart");
        }
        // The waiting player's board has no buttons.
        let theirs = say(&m, other, &format!("board #{}", id.0)).await;
        assert!(theirs.choices.is_empty(), "{:?}", theirs.choices);
        let (text, how) = if side == Side::First {
            let w = *white.next().expect("White's line");
            let how = match w {
                "Sj4,k5,l6" | "Sm10,m11,m12" | "p14-m14,m13,m15" | "Tm17,l16,m16" => "click",
                "Sg1,h2,i3" | "m5-m7" => "move",
                _ => "bare",
            };
            (w.to_string(), how)
        } else {
            (black_pick(&p, n), if n % 4 == 1 { "click" } else { "bare" })
        };
        let action = p.read_action(&text).expect("reads").to_string();
        let r = match how {
            "click" => {
                let c = click(&m, who, id, &action).await;
                if action.contains('-') {
                    clicked_moves += 1;
                } else {
                    clicked_places += 1;
                }
                assert_eq!(punct(&c.preview), after(&p, &action), "the board after it");
                c.played
            }
            "move" => {
                typed += 1;
                say(&m, who, &format!("move {text} #{}", id.0)).await
            }
            _ => {
                typed += 1;
                // Without the shape letter: the points name the piece.
                let bare = if text == "Sp14,o14,q14" {
                    "p14,o14,q14"
                } else {
                    &text
                };
                say(&m, who, bare).await
            }
        };
        assert!(!r.private, "{action}: {}", r.markdown);
        assert!(r.image.is_some(), "an image: {}", r.markdown);
        let before = p;
        record.play_entry(&action).expect("legal");
        p = punct(&r);
        assert_eq!(&AnyPosition::Punct(Box::new(p)), record.current());
        assert_eq!(
            r.markdown.matches("Position: `").count(),
            1,
            "{}",
            r.markdown
        );
        assert!(
            r.markdown.contains(&format!("Position: `{p}`")),
            "{}",
            r.markdown
        );
        assert!(
            r.markdown
                .contains(&format!("Last decision: {colour} {action}.")),
            "{}",
            r.markdown
        );
        let a = before.read_action(&action).expect("reads");
        let words = gipf_i18n::punct::action_text(&before, &a).render(Lang::En);
        assert!(words.starts_with(&format!("{colour} ")), "{words}");
        assert!(r.markdown.contains(&words), "{words}: {}", r.markdown);
        if let Some(next) = Game::decider(&p) {
            let name = if next == Side::First { "Ann" } else { "bob" };
            let what = gipf_i18n::punct::position_decision(&p)
                .expect("goes on")
                .render(Lang::En);
            decides(&r, &what, name);
        }
    }
    // The words of some of White's actions.
    let h = say(&m, "bob", &format!("history #{}", id.0)).await;
    let text = h.markdown.split('`').nth(1).expect("record in code");
    assert_eq!(text, record.official());
    assert!(
        text.starts_with("punct Sg1,h2,i3 ")
            && text.contains(" m5-m7,m8,m9 ")
            && text.contains(" p14-m14,m13,m15 ")
            && text.ends_with(" Tm17,l16,m16"),
        "{text}"
    );
    assert!(Game::is_over(&p), "the game ended: {p}");
    assert!(typed >= 4 && clicked_places >= 3 && clicked_moves >= 1);
    let said = end_sentence(&p);
    assert_eq!(said, "White wins: a connection between rows 1 and 17");
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    assert!(r.markdown.contains(&said), "{said}: {}", r.markdown);
    assert!(
        r.markdown
            .contains("White placed a triangle on m17 l16 m16"),
        "{}",
        r.markdown
    );
    assert!(r.choices.iter().any(|g| g.kind == ChoiceKind::AfterGame));
    let r = say(&m, "bob", &format!("move Tb2,b3,c3 #{}", id.0)).await;
    assert!(
        r.private && r.markdown.contains("is over"),
        "{}",
        r.markdown
    );
    // The store: White won by a connection, rated in the `punct` pool.
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.variant, AnyVariant::Punct(Variant::Punct));
    assert_eq!(
        (row.winner, row.reason),
        (Some(gipf_rules::Color::White), Some(EndReason::Connection))
    );
    assert_eq!(row.position, p.to_string());
    let pool = AnyPool::Punct(Variant::Punct);
    let rating = |who| {
        let store = m.store().clone();
        async move {
            store
                .rating(who, gipf_store::GLOBAL, pool)
                .await
                .expect("read")
                .expect("rated")
        }
    };
    let (a, b) = (rating(ann).await, rating(bob).await);
    assert_eq!((a.games, b.games), (1, 1));
    assert!(a.rating > b.rating, "{a:?} {b:?}");
    let st = say(&m, "Ann", "stats").await;
    assert!(st.markdown.contains("punct"), "{}", st.markdown);
}

/// A clicked action is previewed to the player alone (its points and its level) and counts
/// once confirmed; Cancel changes nothing; a Confirm the game has moved past is refused.
#[test]
fn a_clicked_action_is_previewed_and_counts_once_confirmed() {
    run_journey(previewed);
}

async fn previewed() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    say(&m, "Ann", "challenge bob punct white").await;
    let id = say(&m, "bob", "accept").await.game.expect("game");
    let row = |m: &Manager| {
        let store = m.store().clone();
        async move { store.game(id).await.expect("read").expect("game") }
    };
    // Bob cannot open Ann's steps.
    let board = say(&m, "Ann", &format!("board #{}", id.0)).await;
    let o = all(&board)[0].id.clone();
    let r = m.handle(&ctx("bob"), Command::Choose(o)).await;
    assert!(r.private, "{}", r.markdown);
    // Ann's placement by its clicks: counted once, when confirmed.
    let c = click(&m, "Ann", id, "Sg1,h2,i3").await;
    assert!(!c.played.private, "{}", c.played.markdown);
    assert_eq!(row(&m).await.ply, 1);
    let again = m
        .handle(
            &ctx("Ann"),
            Command::Choose(c.ids.last().expect("confirm").clone()),
        )
        .await;
    assert!(again.private, "{}", again.markdown);
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);

    // Bob's placement, previewed: the three points and the level, to him alone.
    let p = punct(&say(&m, "bob", &format!("board #{}", id.0)).await);
    let bobs = "Tb2,b3,c3";
    let a = p.read_action(bobs).expect("legal");
    let Action::Place { orientation, .. } = a else {
        unreachable!()
    };
    let steps = [
        format!("p{}", orientation.index()),
        format!("p{}:b", orientation.index()),
    ];
    let mut last = None;
    for s in &steps {
        let id_text = ChoiceId {
            game: id,
            ply: 1,
            what: ChoiceWhat::Stack(s.clone()),
        }
        .to_string();
        let r = m.handle(&ctx("bob"), Command::Choose(id_text)).await;
        assert!(r.private, "{}", r.markdown);
        last = Some(r);
    }
    let points = last.expect("opened");
    let play = all(&points)
        .into_iter()
        .find(|c| c.label == "b2")
        .expect("b2")
        .id
        .clone();
    let preview = m.handle(&ctx("bob"), Command::Choose(play)).await;
    assert!(preview.private, "{}", preview.markdown);
    assert!(
        preview
            .markdown
            .starts_with("Your piece would cover b2, b3, c3 at level 0: confirm to play it."),
        "{}",
        preview.markdown
    );
    assert_eq!(punct(&preview), after(&p, bobs), "the board after it");
    assert!(preview.mentions.is_empty());
    assert_eq!(row(&m).await.ply, 1, "nothing stored before Confirm");
    let confirm = preview.choices[0].choices[0].id.clone();
    let cancel = preview.choices[0].choices[1].id.clone();
    let r = m.handle(&ctx("bob"), Command::Choose(cancel)).await;
    assert!(
        r.private && r.markdown.contains("nothing was played"),
        "{}",
        r.markdown
    );
    assert_eq!(row(&m).await.ply, 1);
    assert_eq!(punct(&say(&m, "bob", "board").await), p, "unchanged");
    // Ann cannot confirm Bob's.
    let r = m
        .handle(&ctx("Ann"), Command::Choose(confirm.clone()))
        .await;
    assert!(r.private, "{}", r.markdown);
    assert_eq!(row(&m).await.ply, 1);
    // Bob types another action instead, Ann answers: his old Confirm is out of date.
    let r = say(&m, "bob", &format!("move Sq14,q15,q16 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let q = punct(&r);
    let ann = q.legal_actions()[0].to_string();
    let r = say(&m, "Ann", &ann).await;
    assert!(!r.private, "{}", r.markdown);
    let r = m.handle(&ctx("bob"), Command::Choose(confirm)).await;
    assert!(
        r.private && r.markdown.contains("out of date"),
        "{}",
        r.markdown
    );
    assert_eq!(row(&m).await.ply, 3);
    let stored: Vec<String> = m
        .store()
        .actions(id)
        .await
        .expect("actions")
        .into_iter()
        .map(|a| a.notation)
        .collect();
    assert_eq!(stored[1], "Sq14,q15,q16");

    // A move onto a higher piece (P1): previewed at level 1, said at level 1.
    let id = game_at(&m, P1).await;
    let c = click(&m, "Ann", id, "m7-e7,f7,f8").await;
    assert!(
        c.preview
            .markdown
            .contains("Your piece would cover e7, f7, f8 at level 1"),
        "{}",
        c.preview.markdown
    );
    assert!(!c.played.private, "{}", c.played.markdown);
    assert_eq!(
        punct(&c.played).to_string(),
        "punct bTc2,c3,d3;wSe5,e6,e7;bSf6,f7,f8/wTe7,f7,f8 b 1"
    );
    assert!(
        c.played
            .markdown
            .contains("White moved the piece on m7 to e7 f7 f8 (level 1)"),
        "{}",
        c.played.markdown
    );
    // Each step again: played once already, or out of date.
    for old in &c.ids {
        let r = m.handle(&ctx("Ann"), Command::Choose(old.clone())).await;
        assert!(r.private, "{}", r.markdown);
    }
    assert_eq!(m.store().actions(id).await.expect("actions").len(), 1);
}

/// Every bad input of the issue, each refused in one sentence, nothing changed.
#[test]
fn bad_punct_input_is_refused_in_one_sentence_with_nothing_changed() {
    run_journey(bad_punct_input_is_refused_in_one_sentence_with_nothing_changed_journey);
}

async fn bad_punct_input_is_refused_in_one_sentence_with_nothing_changed_journey() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    let p1: Position = P1.parse().expect("P1");
    let ends_uneven = refused(&p1, |e| matches!(e, ActionError::EndsUneven { .. }));
    let middle_higher = refused(&p1, |e| matches!(e, ActionError::MiddleHigher { .. }));
    let id = game_at(&m, P1).await;
    let cases = [
        ("bob", "Tb2,b3,c3", "wait for @Ann"),
        ("Cyd", "Tb2,b3,c3", "You are not playing"),
        ("Ann", "Ta2,a1,b2", "is not a point of the board"),
        ("Ann", "Tc3,c4,d4", "c3 is not empty"),
        (
            "Ann",
            "Ti9,i10,j10",
            "A new piece may not touch the central hexagon",
        ),
        ("Ann", "m7-n9", "`m7-n9` is not along a line"),
        (
            "Ann",
            "m7-e7,e8,f8",
            "A triangle lands only on three points of one height",
        ),
        (
            "Ann",
            "m7-f7,e7,f8",
            "The PÜNCT would land on your opponent's piece on f7",
        ),
        ("Ann", &ends_uneven, "are not at one height"),
        (
            "Ann",
            &middle_higher,
            "under the middle of the piece, is higher than its ends",
        ),
        ("Ann", "f6-f5", "The piece on f6 is your opponent's"),
        ("Ann", "e5-e12", "would stick out of the board"),
    ];
    for (who, text, says) in cases {
        let r = say(&m, who, &format!("move {text} #{}", id.0)).await;
        one_sentence(&r, says);
    }
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    assert_eq!(punct(&r), p1, "nothing changed");
    assert!(m.store().actions(id).await.expect("actions").is_empty());
    // A covered piece: White's triangle climbs on Black's straight piece.
    let r = say(&m, "Ann", &format!("move m7-e7,f7,f8 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let q = punct(&r);
    let r = say(&m, "bob", &format!("move f6-f5 #{}", id.0)).await;
    one_sentence(&r, "a covered piece can neither move nor turn");
    assert_eq!(punct(&say(&m, "bob", "board").await), q);

    // Under a bridge (P2 after White turns d10 into a bridge over c10).
    let p2: Position = P2.parse().expect("P2");
    let bridged = after(&p2, "d10-d10,b10,c10");
    let under = refused(&bridged, |e| matches!(e, ActionError::UnderBridge { .. }));
    let id2 = game_at(&m, &bridged.to_string()).await;
    let r = say(&m, "bob", &format!("move {under} #{}", id2.0)).await;
    one_sentence(
        &r,
        "lies under a bridge: a new piece never slides under a bridge",
    );
    // A shape used up (P3: Black's six triangles are on the board).
    let p3: Position = P3.parse().expect("P3");
    let used = refused(&p3, |e| matches!(e, ActionError::ShapeUsedUp { .. }));
    assert!(used.starts_with('T'), "{used}");
    let id3 = game_at(&m, P3).await;
    let r = say(&m, "bob", &format!("move {used} #{}", id3.0)).await;
    one_sentence(
        &r,
        "You have no more pieces of this type (triangle) to place",
    );
    for (gid, start) in [(id2, bridged.to_string()), (id3, P3.to_string())] {
        let row = m.store().game(gid).await.expect("read").expect("game");
        assert_eq!(row.position, start);
        assert!(m.store().actions(gid).await.expect("actions").is_empty());
    }
}

/// `punct-basic`: the first piece keeps out of the centre, the next may enter it; the last
/// piece is a draw (P3 as a basic game). `punct` from P3: every Black placement ends the game
/// by the centre count.
#[test]
fn the_basic_game_the_centre_count_and_the_last_piece() {
    run_journey(the_basic_game_the_centre_count_and_the_last_piece_journey);
}

async fn the_basic_game_the_centre_count_and_the_last_piece_journey() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let (ann, _, _) = ann_bob_and_room(&m).await;
    let r = say(&m, "Ann", "challenge bob punct-basic white").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "bob", "accept").await;
    let id = r.game.expect("game");
    assert!(
        r.markdown.contains("Position: `punct-basic - w 0`"),
        "{}",
        r.markdown
    );
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(row.variant, AnyVariant::Punct(Variant::PunctBasic));
    assert_eq!(row.start_position, "punct-basic - w 0");
    let r = say(&m, "Ann", "Ti9,i10,j10").await;
    one_sentence(&r, "A new piece may not touch the central hexagon");
    let r = say(&m, "Ann", "Tb2,b3,c3").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "bob", "ti9,I10,j10").await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(
        punct(&r).to_string(),
        "punct-basic wTb2,b3,c3;bTi9,i10,j10 w 0"
    );
    assert!(
        r.markdown.contains("Black placed a triangle on i9 i10 j10"),
        "{}",
        r.markdown
    );
    say(&m, "Ann", "resign").await;

    // The last piece of the basic game: a draw.
    let p3b = P3.replacen("punct ", "punct-basic ", 1);
    let q: Position = p3b.parse().expect("P3 as a basic game");
    let last = q
        .legal_actions()
        .into_iter()
        .find(|a| {
            matches!(a, Action::Place { .. })
                && after(&q, &a.to_string())
                    .outcome()
                    .is_some_and(|o| o.reason == Reason::LastPiece)
        })
        .expect("a last piece")
        .to_string();
    let id = game_at(&m, &p3b).await;
    let r = say(&m, "bob", &format!("move {last} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown
            .contains("Draw: the last piece of the basic game was placed"),
        "{}",
        r.markdown
    );
    assert!(punct(&r).to_string().ends_with(" = 0"), "{}", r.markdown);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!((row.winner, row.reason), (None, Some(EndReason::LastPiece)));
    let rated = m
        .store()
        .rating(ann, gipf_store::GLOBAL, AnyPool::Punct(Variant::PunctBasic))
        .await
        .expect("read")
        .expect("rated");
    assert_eq!(rated.games, 2, "the resigned game and the draw");

    // `punct` from P3: Black's last piece ends the game, White wins the centre count 7 to 4.
    let id = game_at(&m, P3).await;
    let r = say(&m, "bob", &format!("board #{}", id.0)).await;
    decides(&r, "Black to place a piece or move one", "bob");
    let r = say(&m, "bob", &format!("move Sg2,e2,f2 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("White wins the centre count 7 to 4"),
        "{}",
        r.markdown
    );
    assert!(punct(&r).to_string().ends_with(" w+ 0"), "{}", r.markdown);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(
        (row.winner, row.reason),
        (Some(gipf_rules::Color::White), Some(EndReason::LastPiece))
    );
}

/// The clock (P4, 99 actions since the last placement): a move ends the game in a draw; a
/// placement sets the clock back to 0.
#[test]
fn a_move_at_clock_99_is_a_draw_and_a_placement_resets_it() {
    run_journey(a_move_at_clock_99_is_a_draw_and_a_placement_resets_it_journey);
}

async fn a_move_at_clock_99_is_a_draw_and_a_placement_resets_it_journey() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let (ann, _, _) = ann_bob_and_room(&m).await;
    let p4: Position = P4.parse().expect("P4");
    let legal = p4.legal_actions();
    let mv = legal
        .iter()
        .find(|a| matches!(a, Action::Move { .. }))
        .expect("a move")
        .to_string();
    let place = legal
        .iter()
        .find(|a| matches!(a, Action::Place { .. }))
        .expect("a placement")
        .to_string();
    let id = game_at(&m, P4).await;
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    decides(
        &r,
        "White to act (99 actions since the last placement; 100 is a draw)",
        "Ann",
    );
    let r = say(&m, "Ann", &format!("move {mv} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("Draw: 100 actions without a placement"),
        "{}",
        r.markdown
    );
    assert!(punct(&r).to_string().ends_with(" = 100"), "{}", r.markdown);
    let row = m.store().game(id).await.expect("read").expect("game");
    assert_eq!((row.winner, row.reason), (None, Some(EndReason::Clock)));
    let rated = m
        .store()
        .rating(ann, gipf_store::GLOBAL, AnyPool::Punct(Variant::Punct))
        .await
        .expect("read")
        .expect("rated");
    assert_eq!(
        (rated.rating, rated.games),
        (1500.0, 1),
        "a draw between equals"
    );
    let id = game_at(&m, P4).await;
    let r = say(&m, "Ann", &format!("move {place} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let q = punct(&r);
    assert_eq!((q.clock(), Game::decider(&q)), (0, Some(Side::Second)));
    decides(&r, "Black to place a piece or move one", "bob");
}

#[test]
fn punct_against_the_ai_across_a_restart() {
    run_journey(punct_against_the_ai_across_a_restart_journey);
}

async fn punct_against_the_ai_across_a_restart_journey() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "rules punct").await;
    assert!(r.markdown.contains("PÜNCT"), "{}", r.markdown);
    assert!(r.markdown.contains("gipf.com/punct"), "{}", r.markdown);
    let r = say(&m, "Ann", "ai beginner punct black").await;
    assert!(!r.private, "{}", r.markdown);
    let id = r.game.expect("game");
    m.ai_idle().await;
    let mut p = punct(&say(&m, "Ann", "board").await);
    assert_eq!(Game::decider(&p), Some(Side::Second), "the AI played: {p}");
    let mut m = m;
    for n in 0..4 {
        if Game::is_over(&p) {
            break;
        }
        if n == 2 {
            drop(m);
            m = s.manager(false).await;
            m.ai_idle().await;
            assert_eq!(punct(&say(&m, "Ann", "board").await), p);
        }
        assert_eq!(Game::decider(&p), Some(Side::Second), "{p}");
        let a = black_pick(&p, n);
        let r = say(&m, "Ann", &a).await;
        assert!(!r.private, "{}", r.markdown);
        m.ai_idle().await;
        p = punct(&say(&m, "Ann", "board").await);
    }
    // Every stored action is legal in turn, the AI's too, replayed through the rules.
    let actions = m.store().actions(id).await.expect("actions");
    assert!(actions.len() >= 5, "{}", actions.len());
    let mut replay = Position::start();
    for a in &actions {
        replay.play_text(&a.notation).expect(&a.notation);
    }
    assert_eq!(replay, p);
    if !Game::is_over(&p) {
        let r = say(&m, "Ann", "resign").await;
        assert!(
            r.markdown.contains("White wins by resignation"),
            "{}",
            r.markdown
        );
    }
    let r = say(&m, "Ann", "levels").await;
    assert!(r.markdown.contains("in punct (1 game)"), "{}", r.markdown);
}

#[test]
fn a_punct_action_taken_back() {
    run_journey(a_punct_action_taken_back_journey);
}

async fn a_punct_action_taken_back_journey() {
    let s = Setup::new();
    let m = s.manager(false).await;
    ann_bob_and_room(&m).await;
    say(&m, "Ann", "challenge bob punct white time 1d").await;
    let id = say(&m, "bob", "accept").await.game.expect("game");
    let start = m.store().game(id).await.expect("read").expect("game");
    let r = say(&m, "Ann", &format!("move Tb2,b3,c3 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("asks to take back"), "{}", r.markdown);
    let r = say(&m, "bob", &format!("accept takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("is taken back"), "{}", r.markdown);
    let back = m.store().game(id).await.expect("read").expect("game");
    assert_eq!(back.position, start.position);
    assert_eq!(back.ply, 0);
    assert!(m.store().actions(id).await.expect("actions").is_empty());
    let r = say(&m, "Ann", &format!("history #{}", id.0)).await;
    assert!(
        r.markdown.contains("Taken back: `Tb2,b3,c3`"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", &format!("move b2-b4 #{}", id.0)).await;
    one_sentence(&r, "There is no piece on b2");
    let r = say(&m, "Ann", &format!("move Sq14,q15,q16 #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(punct(&r).to_string(), "punct wSq14,q15,q16 b 0");
}
