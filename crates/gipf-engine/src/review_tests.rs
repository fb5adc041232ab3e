//! The review's tests: planted blunders (the worst decision of an open position, a push
//! that gives away the last GIPF piece, a removal choice that gives away a row) marked
//! with the better decision named; forced decisions never marked; deeper games clean; the
//! same game, the same review.

use super::*;
use gipf_rules::Variant;

fn cancel() -> AtomicBool {
    AtomicBool::new(false)
}

/// Plays from `p` with the review's own search (`depth` pushes), `plies` decisions at
/// most; the actions.
fn play_on(p: &mut Position, depth: u32, plies: usize) -> Vec<Action> {
    let settings = crate::Settings {
        depth: Some(depth),
        ..crate::review_settings(p)
    };
    let mut actions = Vec::new();
    for _ in 0..plies {
        if p.is_over() {
            break;
        }
        let Some(r) = crate::think(p, &settings, None, &cancel()) else {
            break;
        };
        p.play(r.best).expect("legal");
        actions.push(r.best);
    }
    actions
}

/// The legal action after which the decider's review probability is lowest.
fn worst(p: &Position) -> (Action, f64) {
    let me = p.decider().expect("a decider");
    p.legal_actions()
        .into_iter()
        .map(|a| {
            let q = p.after(a).expect("legal");
            let w = match q.outcome() {
                Some(o) => f64::from(u8::from(o.winner == me)),
                None => {
                    let r = crate::think(&q, &crate::review_settings(&q), None, &cancel())
                        .expect("searched");
                    let d = q.decider().expect("a decider");
                    WinModel::for_position(&q).for_color(r.score, d, me)
                }
            };
            (a, w)
        })
        .min_by(|x, y| x.1.total_cmp(&y.1))
        .expect("a legal action")
}

#[test]
fn a_planted_blunder_is_marked_with_the_better_decision_and_nothing_forced_is() {
    let start = Position::start(Variant::Standard);
    let mut p = start.clone();
    let mut actions = play_on(&mut p, 4, 24);
    // In an open position, the decider plays his worst decision.
    let best_there = crate::think(&p, &crate::review_settings(&p), None, &cancel())
        .expect("searched")
        .best;
    let (planted, _) = worst(&p);
    let ply = actions.len() + 1;
    p.play(planted).expect("legal");
    actions.push(planted);
    actions.extend(play_on(&mut p, 4, 400));
    assert!(p.is_over(), "the game ends");

    let r = review(&start, &actions, &cancel()).expect("reviewed");
    let d = r
        .decisions
        .iter()
        .find(|d| d.ply == ply)
        .expect("the plant");
    assert!(d.loss() >= BLUNDER, "{d:?}");
    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
    assert_eq!(d.best, best_there);
    assert_ne!(d.best, planted);
    assert!(
        r.turning_points(3).contains(&ply),
        "{:?}",
        r.turning_points(3)
    );
    let blunderer = d.decider;
    assert!(r.count(blunderer, Mark::Blunder) >= 1);
    assert!(r.accuracy(blunderer).expect("decisions") < 100.0);
    for d in &r.decisions {
        if d.forced || d.best == d.played {
            assert_eq!(d.mark, None, "{d:?}");
        }
        assert!((0.0..=1.0).contains(&d.before) && (0.0..=1.0).contains(&d.after));
    }
    // The last decision won: the winner's probability after it is 1.
    let last = r.decisions.last().expect("decisions");
    assert_eq!(last.after, 1.0);

    // The same game, the same review.
    assert_eq!(review(&start, &actions, &cancel()).expect("again"), r);

    // Between players far apart (a beginner's rating against master's), the result was
    // foretold and the shown chances stay near 0 or 1; the plant is still a blunder, read
    // as between equals.
    let players = crate::winprob::Players {
        white: crate::winprob::level_rating(crate::Level::Beginner),
        black: crate::winprob::level_rating(crate::Level::Master),
    };
    let far = crate::review::review_paced(&start, &actions, Some(players), &cancel(), || ())
        .expect("reviewed");
    let d = far
        .decisions
        .iter()
        .find(|d| d.ply == ply)
        .expect("the plant");
    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
    assert!(d.swing >= BLUNDER, "{d:?}");
    assert!(far.count(blunderer, Mark::Blunder) >= 1);
}

/// Whether the side to decide in `q` can win within its turn (every decision of it).
fn wins_this_turn(q: &Position, who: Color) -> bool {
    if let Some(o) = q.outcome() {
        return o.winner == who;
    }
    if q.decider() != Some(who) {
        return false;
    }
    q.legal_actions()
        .into_iter()
        .any(|a| wins_this_turn(&q.after(a).expect("legal"), who))
}

/// A decision planted in a self-play game: the game, and the plant's ply and what the
/// search said there.
struct Planted {
    actions: Vec<Action>,
    ply: usize,
    there: Position,
    planted: Action,
    searched: crate::SearchResult,
}

/// Self-play games of varied openings (6 decisions picked by the seed, then the review's
/// search at depth 2) until `plant` picks a decision in a position with fair chances for
/// its decider (at least 35 %, searched as the review does: a decision that loses a lost
/// game loses little); that decision is played, and the game played on to its end.
fn plant_in_self_play(
    what: &str,
    mut plant: impl FnMut(&Position, &crate::SearchResult) -> Option<Action>,
) -> Planted {
    let start = Position::start(Variant::Standard);
    for seed in 0..60usize {
        let mut p = start.clone();
        let mut actions = Vec::new();
        for k in 0..6 {
            let legal = p.legal_actions();
            let a = legal[(seed * 13 + k * 7) % legal.len()];
            p.play(a).expect("legal");
            actions.push(a);
        }
        while !p.is_over() && actions.len() < 300 {
            let me = p.decider().expect("a decider");
            let searched =
                crate::think(&p, &crate::review_settings(&p), None, &cancel()).expect("searched");
            let fair = WinModel::for_position(&p).for_color(searched.score, me, me) >= 0.35;
            if let Some(planted) = fair.then(|| plant(&p, &searched)).flatten() {
                let there = p.clone();
                let ply = actions.len() + 1;
                p.play(planted).expect("legal");
                actions.push(planted);
                actions.extend(play_on(&mut p, 4, 400));
                return Planted {
                    actions,
                    ply,
                    there,
                    planted,
                    searched,
                };
            }
            actions.extend(play_on(&mut p, 2, 1));
        }
    }
    panic!("no game of these openings gave the chance to plant {what}");
}

/// Whether `a` in `p` lets the opponent win within his next turn.
fn gives_the_game_away(p: &Position, a: Action) -> bool {
    let me = p.decider().expect("a decider");
    let q = p.after(a).expect("legal");
    q.decider() == Some(me.other()) && wins_this_turn(&q, me.other())
}

#[test]
fn a_push_that_gives_away_the_last_gipf_piece_is_a_blunder_with_a_safe_better_push() {
    // The decider is down to his last GIPF piece and has a push after which the opponent
    // takes it at once, while the engine's own push is safe.
    let g = plant_in_self_play("the push", |p, searched| {
        let me = p.decider()?;
        (p.board().gipf_count(me) == 1 && !gives_the_game_away(p, searched.best))
            .then(|| {
                p.legal_actions()
                    .into_iter()
                    .find(|a| gives_the_game_away(p, *a))
            })
            .flatten()
    });
    let start = Position::start(Variant::Standard);
    let r = review(&start, &g.actions, &cancel()).expect("reviewed");
    let d = r.decisions.iter().find(|d| d.ply == g.ply).expect("plant");
    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
    assert_eq!(d.best, g.searched.best, "{d:?}");
    let (came_to, best_came_to) = (d.came_to.expect("marked"), d.best_came_to.expect("marked"));
    assert_eq!(came_to.end, Some(false), "{came_to:?}");
    assert_eq!(
        came_to.loss_against(&best_came_to),
        Some(crate::consequence::Loss::Game)
    );
    assert!(
        !gives_the_game_away(&g.there, d.best),
        "the better push keeps the piece"
    );
    assert!(r.turning_points(3).contains(&g.ply));
}

/// The most singles `him` can take in his turn from `q`, where he is to push, against my
/// best removals in it: the rules' answer, searched to the end of his turn.
fn most_he_takes(q: &Position, him: Color, base: u8) -> u8 {
    if q.is_over() || q.turn() != him {
        return q.captured(him) - base;
    }
    let each = q
        .legal_actions()
        .into_iter()
        .map(|a| most_he_takes(&q.after(a).expect("legal"), him, base));
    if q.decider() == Some(him) {
        each.max().unwrap_or(0)
    } else {
        each.min().unwrap_or(0)
    }
}

/// After removal `a`, whether the opponent is to push and takes this many singles at most in
/// his turn.
fn gives_away(p: &Position, a: Action) -> Option<u8> {
    let him = p.decider()?.other();
    let q = p.after(a).ok()?;
    (q.decider() == Some(him) && q.turn() == him && q.stage() == gipf_rules::Stage::Push)
        .then(|| most_he_takes(&q, him, q.captured(him)))
}

#[test]
fn a_removal_choice_that_gives_away_a_row_is_a_blunder_with_the_better_choice() {
    // A choice between removals where one leaves the opponent a push that makes a row of
    // his with my pieces in it (the rules say so, searching his turn), the engine's does
    // not, and the planted one costs well over a blunder's worth of chances.
    let g = plant_in_self_play("the removal", |p, searched| {
        let legal = p.legal_actions();
        if legal.len() < 2 || !legal.iter().all(|a| matches!(a, Action::Remove { .. })) {
            return None;
        }
        if gives_away(p, searched.best) != Some(0) {
            return None;
        }
        let me = p.decider()?;
        let before = WinModel::for_position(p).for_color(searched.score, me, me);
        let (planted, after) = worst(p);
        (before - after >= BLUNDER + 0.05 && gives_away(p, planted) > Some(0)).then_some(planted)
    });
    let start = Position::start(Variant::Standard);
    let r = review(&start, &g.actions, &cancel()).expect("reviewed");
    let d = r.decisions.iter().find(|d| d.ply == g.ply).expect("plant");
    assert_eq!(d.mark, Some(Mark::Blunder), "{d:?}");
    assert_eq!(d.best, g.searched.best, "{d:?}");
    assert_ne!(d.best, g.planted);
    assert!(matches!(d.best, Action::Remove { .. }));
    assert_eq!(
        gives_away(&g.there, d.best),
        Some(0),
        "the better removal gives no row"
    );
    // The summary's words: the planted removal lost material, the better one did not.
    let (came_to, best_came_to) = (d.came_to.expect("marked"), d.best_came_to.expect("marked"));
    assert!(
        came_to.loss_against(&best_came_to).is_some(),
        "{came_to:?} vs {best_came_to:?}"
    );
    assert_eq!(best_came_to.lost, 0, "{best_came_to:?}");
}

#[test]
fn a_forced_decision_is_never_marked() {
    // Random games until one reaches a decision with one legal choice.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for n in 0..600 {
        let start = ["basic", "tournament", "standard+potentials", "ultimate"][n % 4]
            .parse::<gipf_rules::GameVariant>()
            .expect("a variant")
            .start();
        let mut p = start.clone();
        let mut actions = Vec::new();
        while !p.is_over() && actions.len() < 400 {
            let legal = p.legal_actions();
            if legal.len() == 1 {
                // Reviewed from two decisions before it, and one after.
                let from = actions.len().saturating_sub(2);
                let mut q = start.clone();
                for a in &actions[..from] {
                    q.play(*a).expect("legal");
                }
                let forced = actions.len() + 1 - from;
                p.play(legal[0]).expect("legal");
                actions.push(legal[0]);
                if let Some(a) = p.legal_actions().first() {
                    actions.push(*a);
                }
                let r = review(&q, &actions[from..], &cancel()).expect("reviewed");
                let d = r.decisions.iter().find(|d| d.ply == forced).expect("it");
                assert!(d.forced && d.mark.is_none(), "{d:?}");
                assert_eq!(d.before, d.after, "worth what comes of it");
                return;
            }
            let a = legal[(next() % legal.len() as u64) as usize];
            p.play(a).expect("legal");
            actions.push(a);
        }
    }
    panic!("no forced decision in 600 random games");
}

#[test]
fn a_game_of_deeper_searches_gets_few_marks() {
    let start = Position::start(Variant::Standard);
    let mut p = start.clone();
    let actions = play_on(&mut p, 6, 400);
    let r = review(&start, &actions, &cancel()).expect("reviewed");
    for c in [Color::White, Color::Black] {
        let marks: usize = Mark::ALL.iter().map(|&m| r.count(c, m)).sum();
        let made = r.decisions.iter().filter(|d| d.decider == c).count();
        assert!(
            marks * 10 <= made,
            "{c:?}: {marks} marks in {made} decisions"
        );
        assert!(r.accuracy(c).expect("decisions") > 80.0);
    }
}

#[test]
fn marks_read_their_names_and_signs_and_bad_records_are_refused() {
    for m in Mark::ALL {
        assert_eq!(m.name().parse::<Mark>(), Ok(m));
        assert_eq!(m.symbol().parse::<Mark>(), Ok(m));
    }
    assert!("great".parse::<Mark>().is_err());
    assert_eq!(Mark::of_loss(0.02), None);
    assert_eq!(Mark::of_loss(MISTAKE), Some(Mark::Mistake));
    let start = Position::start(Variant::Basic);
    let mut p = start.clone();
    let mut actions = play_on(&mut p, 1, 600);
    assert!(p.is_over());
    let stop = AtomicBool::new(true);
    assert_eq!(review(&start, &actions, &stop), Err(ReviewError::Cancelled));
    // A decision after the end does not replay.
    actions.push(actions[0]);
    let err = review(&start, &actions, &cancel()).expect_err("after the end");
    assert_eq!(
        err,
        ReviewError::Illegal {
            ply: actions.len(),
            action: actions[0].to_string()
        }
    );
}
