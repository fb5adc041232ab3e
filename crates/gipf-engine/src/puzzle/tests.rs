//! The puzzle finder on positions built by hand, and the text form.

use super::*;

fn pos(s: &str) -> Position {
    s.parse().expect("a position")
}

fn act(p: &Position, s: &str) -> Action {
    p.parse_action(s).expect("an action")
}

/// White's singles on e2, e3, e4 under Black's last GIPF piece on e5: `e1-e2` pushes the
/// column up into the row e2-e5 with the GIPF piece on e6, and removing it with the GIPF
/// piece wins; leaving the GIPF piece does not. A push into e2 from d1 or f1 pushes the
/// single on e2 off the column instead, and a push into e8 from e9 touches nothing.
const WIN_IN_1: &str = "standard W3/5/6/wwwB3/6/5/4 w p 13/12 4/0 ss";

#[test]
fn a_win_in_one_is_found_with_its_one_removal() {
    let p = pos(WIN_IN_1);
    let cancel = AtomicBool::new(false);
    let (kind, line) = find(&p, &Limits::default(), &cancel).expect("a puzzle");
    assert_eq!(kind, Kind::Win(1));
    let push = act(&p, "e1-e2");
    let after = p.after(push).expect("legal");
    assert_eq!(line, [push, act(&after, "xe2,e3,e4,e5,Ge6")]);
    assert_eq!(check(&p, kind, 100_000), Ok(line.clone()));
    // Asked as something else, it is refused with the reason.
    assert!(check(&p, Kind::Win(2), 100_000).is_err());
    let puzzle = Puzzle {
        start: p.clone(),
        kind,
        line,
        rating: kind.start_rating(),
        source: "by hand".into(),
    };
    assert_eq!(puzzle.solver(), Color::White);
    assert_eq!(
        puzzle.solver_decisions().len(),
        2,
        "the push and the removal"
    );
    let text = puzzle.to_string();
    assert_eq!(text.parse::<Puzzle>(), Ok(puzzle), "{text}");
}

/// Black to push, White with one single in reserve. Three pushes take a white single at
/// once (`a2-b3`, `f8-f7`, `h6-g6`): the obvious ones, and none wins. `a1-b2` takes
/// nothing now and wins in two turns against any defence. (Met in a self-play game of the
/// generator and checked here by what the rules say of each push.)
const WIN_IN_2: &str = "standard bwb1/wwb2/w2b1b/Bwwbbww/1w1W1b/4b/1w1b b p 1/2 4/5 ss";

/// The most singles `me` takes in the rest of his turn from `q`.
fn takes_now(q: &Position, me: Color, base: u8) -> u8 {
    if q.is_over() || q.turn() != me || q.decider() != Some(me) {
        return q.captured(me) - base;
    }
    q.legal_actions()
        .into_iter()
        .map(|a| takes_now(&q.after(a).expect("legal"), me, base))
        .max()
        .unwrap_or(0)
}

#[test]
fn a_win_in_two_is_found_where_the_obvious_captures_fail() {
    let p = pos(WIN_IN_2);
    let me = Color::Black;
    let base = p.captured(me);
    let greedy: Vec<String> = p
        .legal_actions()
        .into_iter()
        .filter(|&a| takes_now(&p.after(a).expect("legal"), me, base) > 0)
        .map(|a| a.to_string())
        .collect();
    assert_eq!(greedy, ["a2-b3", "f8-f7", "h6-g6"]);
    let (kind, line) = find(&p, &Limits::default(), &AtomicBool::new(false)).expect("a puzzle");
    assert_eq!(kind, Kind::Win(2), "no win in one turn, one in two");
    assert_eq!(line[0], act(&p, "a1-b2"));
    assert_eq!(check(&p, Kind::Win(2), 1_000_000), Ok(line.clone()));
    // The line ends in the win, Black's decisions alternating with White's defence.
    let mut q = p.clone();
    for a in &line {
        q.play(*a).expect("legal");
    }
    assert_eq!(q.outcome().map(|o| o.winner), Some(me));
}

#[test]
fn a_position_with_several_defences_is_no_puzzle() {
    // The same board with Black to push: he can push the single on e2 off the column from
    // d1 or f1, or his GIPF piece off it; no single defence, no win of his.
    let p = pos(&WIN_IN_1.replace(" w p ", " b p "));
    let cancel = AtomicBool::new(false);
    assert_eq!(find(&p, &Limits::default(), &cancel), None);
    assert!(check(&p, Kind::Defence(1), 100_000)
        .expect_err("several")
        .contains("more than one"));
}

#[test]
fn kinds_and_puzzle_lines_read_back_and_bad_ones_are_named() {
    for k in [
        Kind::Win(1),
        Kind::Win(4),
        Kind::Material(2),
        Kind::Defence(1),
    ] {
        assert_eq!(k.to_string().parse(), Ok(k));
    }
    for bad in ["win0", "win5", "material3", "defence", "lose1", "", "win1x"] {
        assert!(bad.parse::<Kind>().is_err(), "{bad}");
    }
    assert!(Kind::Win(1).start_rating() < Kind::Win(2).start_rating());
    let good = format!("win1|{WIN_IN_1}|e1-e2 xe2,e3,e4,e5,Ge6|900|by hand");
    assert!(good.parse::<Puzzle>().is_ok());
    for (bad, why) in [
        (good.replacen("win1", "win9", 1), "kind"),
        (good.replace("|900|", "|9|"), "rating"),
        (good.replace("e1-e2 ", "e1-e3 "), "e1-e3"),
        (good.replace("|e1-e2 xe2,e3,e4,e5,Ge6|", "||"), "empty"),
        (good.replace(" w p ", " w m "), "position"),
        (good.replace("|by hand", ""), "5 fields"),
    ] {
        let e = bad.parse::<Puzzle>().expect_err(why).to_string();
        assert!(e.contains(why), "{why}: {e}");
    }
}
