//! Puzzles on both engines: added once, met once by each player, attempts moved on once
//! (a repeated answer is recognised), ended with both ratings in one transaction, the
//! room's leaderboard; a damaged puzzle row names itself.

use gipf_engine::puzzle::Puzzle;
use gipf_store::{AttemptEnd, AttemptState, Glicko};

use super::{community, Db};

const WIN_IN_1: &str =
    "win1|standard W3/5/6/wwwB3/6/5/4 w p 13/12 4/0 ss|e1-e2 xe2,e3,e4,e5,Ge6|900|by hand";
const OTHER: &str = "win1|standard W3/5/6/wwwB3/6/5/4 w p 12/12 4/0 ss|e1-e2 xe2,e3,e4,e5,Ge6|1500|by hand, one fewer in reserve";

pub(super) async fn puzzles_are_met_once_and_rated_with_their_attempts(db: Db) {
    let s = db.open().await;
    let room = community(&s).await;
    let ann = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("ann")
        .id;
    let puzzles: Vec<Puzzle> = [WIN_IN_1, OTHER]
        .iter()
        .map(|t| t.parse().expect("a puzzle"))
        .collect();
    assert_eq!(s.add_puzzles(&puzzles, 200.0, 1).await.expect("add"), 2);
    // Again at the next start: nothing new.
    assert_eq!(s.add_puzzles(&puzzles, 200.0, 2).await.expect("add"), 0);
    assert_eq!(s.puzzle_count().await.expect("count"), 2);

    // The nearest to her rating first.
    let near = s.unseen_puzzles_near(ann, 1400.0, 5).await.expect("near");
    assert_eq!(near.len(), 2);
    assert_eq!(near[0].puzzle, puzzles[1]);
    assert_eq!(near[0].glicko.deviation, 200.0);
    let first = near[1].clone();
    assert_eq!(first.puzzle, puzzles[0]);
    assert_eq!(s.puzzle(first.id).await.expect("get"), Some(first.clone()));

    assert_eq!(s.playing_attempt(ann).await.expect("playing"), None);
    let a = s
        .start_attempt(ann, room, first.id, 10)
        .await
        .expect("start")
        .expect("new");
    assert_eq!(a.state, AttemptState::Playing);
    assert_eq!(
        s.playing_attempt(ann).await.expect("playing"),
        Some(a.clone())
    );
    // Never the same puzzle twice, and it is no longer unseen.
    assert_eq!(
        s.start_attempt(ann, room, first.id, 11)
            .await
            .expect("again"),
        None
    );
    let near = s.unseen_puzzles_near(ann, 900.0, 5).await.expect("near");
    assert_eq!(near.len(), 1);
    assert_eq!(near[0].puzzle, puzzles[1]);

    // An answer moves the attempt on once.
    assert!(s.advance_attempt(a.id, 0, 1).await.expect("advance"));
    assert!(!s.advance_attempt(a.id, 0, 1).await.expect("repeated"));
    let newcomer = Glicko {
        rating: 1000.0,
        deviation: 350.0,
        volatility: 0.06,
    };
    let end = AttemptEnd {
        solved: true,
        step: 2,
    };
    let end_it = |a, from, end| {
        let s = &s;
        async move {
            s.end_attempt(a, from, end, &super::Fixed, newcomer, 20)
                .await
                .expect("end")
        }
    };
    // Ended from where it is, once; the ratings read and moved in its transaction (the
    // test's rater: +10 for the winner).
    assert_eq!(end_it(&a, 0, &end).await, None, "stale");
    let change = end_it(&a, 1, &end).await.expect("ended");
    assert_eq!(change.before, newcomer);
    assert_eq!(change.after.rating, 1010.0);
    assert_eq!(end_it(&a, 1, &end).await, None, "twice");
    assert_eq!(s.playing_attempt(ann).await.expect("playing"), None);
    let me = s.puzzle_player(ann).await.expect("rating").expect("rated");
    assert_eq!((me.glicko, me.solved, me.failed), (change.after, 1, 0));
    let stored = s.puzzle(first.id).await.expect("get").expect("some");
    assert_eq!((stored.glicko.rating, stored.plays), (890.0, 1));
    assert_eq!(stored.puzzle.rating, 890, "shown at its rating now");
    assert!(!s.puzzle_being_solved(first.id).await.expect("read"));

    // One attempt going at a time; a failure adds to the counts, from her rating now.
    let b = s
        .start_attempt(ann, room, near[0].id, 30)
        .await
        .expect("start")
        .expect("new");
    assert!(s.puzzle_being_solved(near[0].id).await.expect("read"));
    let third: Puzzle = OTHER
        .replace(" 12/12 ", " 11/12 ")
        .parse()
        .expect("a puzzle");
    assert_eq!(s.add_puzzles(&[third], 200.0, 3).await.expect("add"), 1);
    let unseen = s.unseen_puzzles_near(ann, 1500.0, 5).await.expect("near");
    assert_eq!(unseen.len(), 1);
    assert_eq!(
        s.start_attempt(ann, room, unseen[0].id, 31)
            .await
            .expect("start"),
        None,
        "another one going"
    );
    let failed = AttemptEnd {
        solved: false,
        step: 0,
    };
    let change = end_it(&b, 0, &failed).await.expect("ended");
    assert_eq!(change.before.rating, 1010.0);
    let me = s.puzzle_player(ann).await.expect("rating").expect("rated");
    assert_eq!((me.solved, me.failed), (1, 1));

    // The room's leaderboard: those who ended a puzzle here.
    let bob = s
        .ensure_player("console", "bob", "Bob", 1)
        .await
        .expect("bob")
        .id;
    let elsewhere = s
        .ensure_community("console", "other", "Other", 1)
        .await
        .expect("community")
        .id;
    let c = s
        .start_attempt(bob, elsewhere, first.id, 40)
        .await
        .expect("start")
        .expect("new");
    assert!(end_it(&c, 0, &failed).await.is_some());
    let board = s.puzzle_leaderboard(room, 10).await.expect("board");
    assert_eq!(
        board.iter().map(|(p, _)| p.id).collect::<Vec<_>>(),
        [ann],
        "Bob played elsewhere"
    );
    assert_eq!(
        s.puzzle_leaderboard(elsewhere, 10)
            .await
            .expect("board")
            .len(),
        1
    );
    assert_eq!(
        s.puzzle_player(bob).await.expect("get").map(|p| p.failed),
        Some(1)
    );

    // A damaged row is an error naming it.
    let mut raw = db.raw().await;
    sqlx::query("UPDATE puzzles SET line = 'e1-e3' WHERE id = $1")
        .bind(first.id.0)
        .execute(&mut raw)
        .await
        .expect("damage");
    let e = s.puzzle(first.id).await.expect_err("damaged");
    assert!(
        e.to_string().contains(&format!("puzzle {}", first.id.0)),
        "{e}"
    );
}

/// The puzzle of the day: chosen once a day among those never chosen (the rating range
/// first), each room's post of a day recorded and owed once, the rooms that asked read
/// back typed.
pub(super) async fn the_puzzle_of_the_day_is_chosen_and_owed_once(db: Db) {
    use gipf_store::{Day, EventKind, NewPost, PostSubject, SettingKey};
    let s = db.open().await;
    let room = community(&s).await;
    let puzzles: Vec<Puzzle> = [WIN_IN_1, OTHER]
        .iter()
        .map(|t| t.parse().expect("a puzzle"))
        .collect();
    s.add_puzzles(&puzzles, 200.0, 1).await.expect("add");
    let day = Day(20_000);
    assert_eq!(s.daily_puzzle(day).await.expect("read"), None);
    // 1500 is in the range, 900 is not.
    let first = s
        .choose_daily_puzzle(day, 1300.0, 1900.0, 5)
        .await
        .expect("choose")
        .expect("one");
    assert_eq!(first.puzzle, puzzles[1]);
    let again = s
        .choose_daily_puzzle(day, 0.0, 5000.0, 6)
        .await
        .expect("choose");
    assert_eq!(again.map(|p| p.id), Some(first.id));
    assert_eq!(s.daily_day_of(first.id).await.expect("day"), Some(day));
    // The next day: none left in the range, so any other; then none at all.
    let second = s
        .choose_daily_puzzle(day.after(), 1300.0, 1900.0, 7)
        .await
        .expect("choose")
        .expect("one");
    assert_eq!(second.puzzle, puzzles[0]);
    assert_eq!(
        s.choose_daily_puzzle(Day(20_002), 0.0, 5000.0, 8)
            .await
            .expect("choose"),
        None
    );

    assert!(s.daily_rooms().await.expect("rooms").is_empty());
    s.set_room_setting(room, SettingKey::DailyPuzzle, Some("09:30".into()))
        .await
        .expect("set");
    let rooms = s.daily_rooms().await.expect("rooms");
    assert_eq!(rooms.len(), 1);
    assert_eq!(
        (rooms[0].0, rooms[0].1.to_string()),
        (room, "09:30".to_string())
    );

    let post = NewPost {
        kind: EventKind::DailyPuzzle,
        cause: gipf_store::Cause::Timer,
        mentions: Vec::new(),
    };
    assert!(!s.has_daily_post(room, day).await.expect("has"));
    let (id, owed) = s
        .owe_daily_post(room, day, &post, 10)
        .await
        .expect("owe")
        .expect("owed");
    assert!(s.has_daily_post(room, day).await.expect("has"));
    assert_eq!(
        s.owe_daily_post(room, day, &post, 11).await.expect("owe"),
        None
    );
    let all = s.owed("console").await.expect("owed");
    assert_eq!(all.len(), 1);
    assert_eq!(
        (all[0].id, all[0].subject, all[0].kind),
        (owed, PostSubject::Daily(id), EventKind::DailyPuzzle)
    );
    let p = s.daily_post(id).await.expect("read").expect("the post");
    assert_eq!((p.community_id, p.day), (room, day));
    s.delivered(owed).await.expect("delivered");
    assert!(s.owed("console").await.expect("owed").is_empty());
    assert_eq!(
        s.puzzle_tally(first.id).await.expect("tally"),
        gipf_store::Tally::default()
    );
}

/// A learner's progress: none before his first `learn`, written once per version (two
/// answers at once: the second is refused), the step's position read back typed.
pub(super) async fn a_learners_progress_is_written_once_per_version(db: Db) {
    use gipf_store::Learner;
    let s = db.open().await;
    let ann = s
        .ensure_player("console", "ann", "Ann", 1)
        .await
        .expect("ann");
    assert_eq!(s.learner(ann.id).await.expect("read"), None);
    let new = Learner::new(ann.id);
    assert!(s.save_learner(&new, 2).await.expect("insert"));
    assert!(
        !s.save_learner(&new, 3).await.expect("again"),
        "inserted once"
    );
    let read = s.learner(ann.id).await.expect("read").expect("there");
    assert_eq!((read.lesson, read.step, read.version), (1, 1, 1));
    let position: gipf_rules::Position = "basic 4/5/6/www4/6/5/4 w p 8/10 0/0 ss"
        .parse()
        .expect("position");
    let moved = Learner {
        lesson: 3,
        step: 2,
        position: Some(position.clone()),
        finished: 0b11,
        ..read.clone()
    };
    assert!(s.save_learner(&moved, 4).await.expect("update"));
    // The other answer read the same version: refused.
    assert!(!s.save_learner(&read, 5).await.expect("stale"));
    let back = s.learner(ann.id).await.expect("read").expect("there");
    assert_eq!(
        back,
        Learner {
            version: 2,
            ..moved
        }
    );
    assert!(back.has_finished(1) && back.has_finished(2) && !back.has_finished(3));
}
