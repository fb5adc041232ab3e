//! Bank-and-increment clocks on a hand-moved clock: the bank falls while its owner decides,
//! grows by the increment after his turn, never above the starting bank; the reminder comes
//! when it falls under a quarter; the game is lost when it runs out; a takeback puts the
//! banks back. The refusals of time controls that cannot be. And timeouts claimed instead
//! of automatic (`settings timeout claim`).

use gipf_manager::*;

use super::{say, start_human_game, Setup};

const H: i64 = 3_600_000;

async fn row(m: &Manager, id: GameId) -> GameRow {
    m.store().game(id).await.expect("read").expect("game")
}

/// The decider's first legal action (a push at the start: no rows, the turn passes).
async fn first_move(m: &Manager, id: GameId) -> String {
    let p: gipf_rules::Position = row(m, id).await.position.parse().expect("position");
    p.legal_actions()[0].to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bank_falls_grows_stops_at_its_start_reminds_at_a_quarter_and_runs_out() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "time 4h+1h").await;
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    assert!(
        r.markdown.contains("bank 4h, 1h added each turn"),
        "{}",
        r.markdown
    );
    assert!(
        r.markdown.contains("Time left: Ann 4h 0m, Bob 4h 0m."),
        "{}",
        r.markdown
    );
    let g = row(&m, id).await;
    assert_eq!(
        g.banks.map(|b| (b.white_ms, b.black_ms)),
        Some((4 * H, 4 * H))
    );

    // Ann thinks 3 hours: 1 hour left, and her turn adds 1.
    s.clock.advance(3 * H);
    let mv = first_move(&m, id).await;
    let r = say(&m, "Ann", &format!("move {mv} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("Time left: Ann 2h 0m, Bob 4h 0m."),
        "{}",
        r.markdown
    );
    let g = row(&m, id).await;
    assert_eq!(
        g.banks.map(|b| (b.white_ms, b.black_ms)),
        Some((2 * H, 4 * H))
    );
    // Bob's clock runs from his full bank.
    assert_eq!(g.deadline, Some(s.clock.now_ms() + 4 * H));

    // Bob answers in a minute: 4h less a minute, plus 1h, stops at 4h.
    s.clock.advance(60_000);
    // `games` says what is left, Bob's bank falling as he thinks.
    let r = say(&m, "Bob", "games").await;
    assert!(
        r.markdown.contains("Time left: Ann 2h 0m, Bob 3h 59m."),
        "{}",
        r.markdown
    );
    let mv = first_move(&m, id).await;
    say(&m, "Bob", &format!("move {mv} #{}", id.0)).await;
    let g = row(&m, id).await;
    assert_eq!(
        g.banks.map(|b| (b.white_ms, b.black_ms)),
        Some((2 * H, 4 * H))
    );
    let started = s.clock.now_ms();
    assert_eq!(g.deadline, Some(started + 2 * H));
    // Ann's 2 hours are over a quarter of 4: the reminder comes with 1 hour left.
    assert_eq!(g.remind_at, Some(started + H));
    s.clock.advance(H - 1_000);
    assert_eq!(m.run_due().await, 0, "no reminder yet");
    s.clock.advance(2_000);
    assert_eq!(m.run_due().await, 1, "the reminder");
    assert!(row(&m, id).await.reminded);
    // The bank runs out: lost on time.
    s.clock.advance(H);
    assert_eq!(m.run_due().await, 1, "lost on time");
    let g = row(&m, id).await;
    assert_eq!(g.status, GameStatus::Finished);
    assert_eq!(g.reason, Some(EndReason::Time));
    assert_eq!(g.winner, Some(gipf_rules::Color::Black));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn time_controls_that_cannot_be_are_refused_and_nothing_changes() {
    let s = Setup::new();
    let m = s.manager(false).await;
    for bad in ["3d+", "+1d", "0s+0s", "3d+31d", "3x+1d"] {
        let r = say(&m, "Ann", &format!("challenge bob time {bad}")).await;
        assert!(r.private, "{bad}: {}", r.markdown);
        assert!(
            r.markdown.contains("3d+1d or 10m+20s"),
            "{bad}: {}",
            r.markdown
        );
    }
    assert_eq!(
        m.store()
            .count_with_status(GameStatus::Challenge)
            .await
            .expect("count"),
        0
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_takeback_puts_the_banks_back_as_they_were() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let id = start_human_game(&m, "time 4h+1h").await;
    s.clock.advance(3 * H);
    let mv = first_move(&m, id).await;
    say(&m, "Ann", &format!("move {mv} #{}", id.0)).await;
    assert_eq!(
        row(&m, id).await.banks.map(|b| (b.white_ms, b.black_ms)),
        Some((2 * H, 4 * H))
    );
    say(&m, "Ann", &format!("takeback #{}", id.0)).await;
    let r = say(&m, "Bob", &format!("accept takeback #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let g = row(&m, id).await;
    assert_eq!(
        g.banks.map(|b| (b.white_ms, b.black_ms)),
        Some((4 * H, 4 * H))
    );
    assert_eq!(g.deadline, Some(s.clock.now_ms() + 4 * H));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn where_timeouts_are_claimed_the_opponent_claims_the_win_or_waits() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "settings timeout maybe").await;
    assert!(r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "settings timeout claim").await;
    assert!(!r.private, "{}", r.markdown);
    let id = start_human_game(&m, "time 1d").await;
    let mut rx = m.subscribe();
    // Ann's day runs out: Bob is offered the win, nothing is decided.
    s.clock.advance(86_400_000 + 1_000);
    assert_eq!(m.run_due().await, 1);
    let g = row(&m, id).await;
    assert_eq!(g.status, GameStatus::Active);
    assert_eq!((g.deadline, g.timed_out_at.is_some()), (None, true));
    let e = loop {
        let e = rx.recv().await.expect("event");
        if e.kind == EventKind::TimeUp {
            break e;
        }
    };
    assert!(
        e.reply.markdown.contains("time in **#"),
        "{}",
        e.reply.markdown
    );
    let labels: Vec<&str> = e
        .reply
        .choices
        .iter()
        .flat_map(|g| g.choices.iter())
        .map(|c| c.label.as_str())
        .collect();
    assert_eq!(labels, ["Claim the win", "Wait"]);
    assert_eq!(
        e.to.iter()
            .map(|p| p.display_name.as_str())
            .collect::<Vec<_>>(),
        ["Bob"]
    );
    assert_eq!(m.run_due().await, 0, "nothing more is due");
    // The late player cannot claim, nor can a stranger.
    for who in ["Ann", "Cyd"] {
        let r = say(&m, who, &format!("claim #{}", id.0)).await;
        assert!(r.private, "{who}: {}", r.markdown);
    }
    // Bob waits; Ann decides after all, and the game goes on with a new clock.
    let wait = e.reply.choices[0].choices[1].id.clone();
    let r = m.handle(&Ctx::console("Bob"), Command::Choose(wait)).await;
    assert!(
        r.private && r.markdown.contains("You wait"),
        "{}",
        r.markdown
    );
    let mv = first_move(&m, id).await;
    let r = say(&m, "Ann", &format!("move {mv} #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let g = row(&m, id).await;
    assert_eq!(g.timed_out_at, None);
    assert_eq!(g.deadline, Some(s.clock.now_ms() + 86_400_000));
    let r = say(&m, "Bob", &format!("claim #{}", id.0)).await;
    assert!(r.private, "nothing to claim any more: {}", r.markdown);
    // Now Bob is late, and Ann claims.
    s.clock.advance(86_400_000 + 1_000);
    assert_eq!(m.run_due().await, 1);
    let r = say(&m, "Ann", &format!("claim #{}", id.0)).await;
    assert!(!r.private, "{}", r.markdown);
    let g = row(&m, id).await;
    assert_eq!(g.status, GameStatus::Finished);
    assert_eq!(g.reason, Some(EndReason::Time));
    assert_eq!(g.winner, Some(gipf_rules::Color::White));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_vacation_pauses_the_clocks_where_its_player_decides_and_counts_its_days() {
    let s = Setup::new();
    let m = s.manager(false).await;
    const D: i64 = 86_400_000;
    let id = start_human_game(&m, "time 1d").await;
    for (bad, why) in [
        ("vacation 0", "from 1 to 14"),
        ("vacation 15", "from 1 to 14"),
        ("vacation soon", "not a number"),
        ("vacation off", "not on vacation"),
    ] {
        let r = say(&m, "Ann", bad).await;
        assert!(
            r.private && r.markdown.contains(why),
            "{bad}: {}",
            r.markdown
        );
    }
    // Ann is to decide: her clock stops, Bob is told.
    let mut rx = m.subscribe();
    s.clock.advance(D / 4);
    let r = say(&m, "Ann", "vacation 3").await;
    assert!(r.markdown.contains("on vacation until"), "{}", r.markdown);
    assert!(
        r.markdown.contains("11 vacation days left"),
        "{}",
        r.markdown
    );
    let g = row(&m, id).await;
    assert_eq!((g.deadline, g.paused_left_ms), (None, Some(3 * D / 4)));
    let told = loop {
        let e = rx.recv().await.expect("event");
        if e.kind == EventKind::Vacation {
            break e;
        }
    };
    assert!(
        told.reply.markdown.contains("is paused"),
        "{}",
        told.reply.markdown
    );
    assert_eq!(
        told.to
            .iter()
            .map(|p| p.display_name.as_str())
            .collect::<Vec<_>>(),
        ["Bob"]
    );
    let r = say(&m, "Ann", "vacation 2").await;
    assert!(
        r.private && r.markdown.contains("already"),
        "{}",
        r.markdown
    );
    // Two days on: nothing is lost on time.
    s.clock.advance(2 * D);
    assert_eq!(m.run_due().await, 0);
    assert_eq!(row(&m, id).await.status, GameStatus::Active);
    // It ends by itself: the clock goes on with what was left.
    s.clock.advance(D);
    assert!(m.run_due().await >= 1);
    let g = row(&m, id).await;
    assert_eq!(
        (g.deadline, g.paused_left_ms),
        (Some(s.clock.now_ms() + 3 * D / 4), None)
    );
    // Three of fourteen days are used; a vacation while Bob decides pauses nothing until it
    // is Ann's decision again.
    let r = say(&m, "Ann", "vacation 12").await;
    assert!(
        r.private && r.markdown.contains("11 vacation days left"),
        "{}",
        r.markdown
    );
    let mv = first_move(&m, id).await;
    say(&m, "Ann", &format!("move {mv} #{}", id.0)).await;
    let r = say(&m, "Ann", "vacation 2").await;
    assert!(!r.private, "{}", r.markdown);
    assert!(row(&m, id).await.deadline.is_some(), "Bob's clock runs");
    let mv = first_move(&m, id).await;
    say(&m, "Bob", &format!("move {mv} #{}", id.0)).await;
    let g = row(&m, id).await;
    assert_eq!((g.deadline, g.paused_left_ms), (None, Some(D)));
    // Ended early, it counts its whole days begun (here one).
    s.clock.advance(D / 2);
    let r = say(&m, "Ann", "vacation off").await;
    assert!(r.markdown.contains("back from vacation"), "{}", r.markdown);
    let g = row(&m, id).await;
    assert_eq!(g.deadline, Some(s.clock.now_ms() + D));
    let r = say(&m, "Ann", "vacation").await;
    assert!(
        r.markdown.contains("10 of your 14 vacation days"),
        "{}",
        r.markdown
    );
}

/// A bank game's clock says what is left in every state: running, paused by a vacation, and
/// run out while a claim is open; the reminder after a vacation comes when a quarter of the
/// bank is left (as for any decision) and says the real time left.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bank_shows_what_is_left_paused_or_run_out_and_reminds_at_a_quarter() {
    const S: i64 = 1_000;
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say(&m, "Ann", "settings timeout claim").await;
    assert!(!r.private, "{}", r.markdown);
    // Two minutes and no increment: a quarter is 30 s.
    let id = start_human_game(&m, "time 2m+0s").await;
    s.clock.advance(3 * S);
    let r = say(&m, "Ann", "vacation 1").await;
    assert!(!r.private, "{}", r.markdown);
    let g = row(&m, id).await;
    assert_eq!(g.paused_left_ms, Some(117 * S));
    // Later, the paused clock shows what is left, not the bank the decision began with.
    s.clock.advance(3_600 * S);
    let r = say(&m, "Ann", &format!("board #{}", id.0)).await;
    assert!(r.markdown.contains("Ann 1m 57s"), "{}", r.markdown);
    let r = say(&m, "Ann", "games").await;
    assert!(
        r.markdown.contains("Ann 1m 57s") && r.markdown.contains("clock paused"),
        "{}",
        r.markdown
    );
    // Back: the reminder at a quarter of the bank (30 s left), not at half of what is left.
    let r = say(&m, "Ann", "vacation off").await;
    assert!(!r.private, "{}", r.markdown);
    let g = row(&m, id).await;
    let now = s.clock.now_ms();
    assert_eq!(g.deadline, Some(now + 117 * S));
    assert_eq!(g.remind_at, Some(now + 87 * S));
    let mut rx = m.subscribe();
    s.clock.advance(87 * S);
    assert_eq!(m.run_due().await, 1);
    let e = loop {
        let e = rx.recv().await.expect("event");
        if e.kind == EventKind::Reminder {
            break e;
        }
    };
    assert!(
        e.reply.markdown.contains("about 30 seconds left"),
        "{}",
        e.reply.markdown
    );
    // Her bank runs out: the claim is offered, and her board shows nothing left, not the
    // bank her decision began with.
    s.clock.advance(31 * S);
    assert_eq!(m.run_due().await, 1);
    let g = row(&m, id).await;
    assert!(g.timed_out_at.is_some());
    let r = say(&m, "Bob", &format!("board #{}", id.0)).await;
    assert!(r.markdown.contains("Ann 0s"), "{}", r.markdown);
    assert!(r.markdown.contains("Bob 2m 0s"), "{}", r.markdown);
}
