//! The challenges option on Discord, each trial in a game made with the slash command's
//! options and played through to its end with typed moves in its thread (a use as soon as
//! one is legal, so uses wait; the challenger challenges whenever he may): a
//! `standard+potentials+die2` game, an `ultimate+game1` game whose sub-games (each the game
//! named after the potential challenged: ZÈRTZ, YINSH, DVONN, PÜNCT, TZAAR for a TAMSK
//! push) are played through in threads of their own, and a
//! `standard+potentials+agreed2` game reported with the buttons. Each has the bot killed in the middle of a challenge: after the challenge was
//! committed and before Discord made its answer (the dice are posted once, and the game holds
//! one roll); at the sub-game's last move (its end and the main game's outcome are played
//! once); between the two reports (the outcome is played once).
//!
//! One journey per trial over ~690 lines: the helpers that find a pending use and play a
//! sub-game serve only these journeys.

use super::*;
use gipf_game::Game as _;
use gipf_games::AnyPosition;
use gipf_rules::{Action, Color, Kind, Position, Stage, Trial};

/// The game that decides a challenge of a `kind` use (COMBINING.md §4), as a board names it,
/// and its variant word.
fn namesake(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::Zertz => ("ZÈRTZ", "zertz"),
        Kind::Yinsh => ("YINSH", "yinsh"),
        Kind::Dvonn => ("DVONN", "dvonn"),
        Kind::Tamsk => ("TZAAR", "tzaar"),
        Kind::Punct => ("PÜNCT", "punct"),
    }
}

/// The kind of the use that waits at stage `c` or `r`.
fn pending_kind(p: &Position) -> Kind {
    match p.pending_use() {
        Some(Action::Use { kind, .. }) => kind,
        Some(_) => Kind::Tamsk,
        None => panic!("no use waits: {p}"),
    }
}

/// The position string of any game a board shows.
fn any_position_of(c: &Call) -> AnyPosition {
    c.content()
        .split("Position: `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no position in {}", c.content()))
}

/// The position string a board shows (`Position: `...``).
fn position_of(c: &Call) -> Position {
    c.content()
        .split("Position: `")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .and_then(|p| p.parse().ok())
        .unwrap_or_else(|| panic!("no position in {}", c.content()))
}

/// Alice is White in the main games.
fn player(c: Color) -> User {
    match c {
        Color::White => ALICE,
        Color::Black => BOB,
    }
}

/// What the players choose: a challenge whenever they may, a use as soon as one is legal,
/// otherwise the n-th legal action.
fn pick(p: &Position, n: usize) -> Action {
    let legal = p.legal_actions();
    legal
        .iter()
        .find(|a| matches!(a, Action::Challenge))
        .or_else(|| legal.iter().find(|a| matches!(a, Action::Use { .. })))
        .copied()
        .unwrap_or(legal[n * 7 % legal.len()])
}

/// `/gipf move action:<action>` typed by `who` in `channel`: its interaction.
fn typed(s: &Standin, t: &mut Transcript, who: User, channel: u64, action: &str) -> Interaction {
    t.user(who, &format!("/gipf move action:{action}"));
    s.slash(
        who,
        channel,
        "move",
        json!([{"name": "action", "type": 3, "value": action}]),
        &[],
    )
}

/// Where a sub-game played by [`sub_game_steps`] stopped.
enum Sub {
    /// Paused before its `n`-th decision, at this position.
    Paused(AnyPosition, usize),
    /// Who plays the action that ends it, and that action, not yet played.
    End(User, String),
}

/// Plays the sub-game in `sub_thread` (`user` White, the first player), whatever game it is
/// (the n-th legal action each time), from its first board or from where it was paused, up
/// to its end or until it has `pause_at` decisions.
async fn sub_game_steps(
    s: &Standin,
    t: &mut Transcript,
    sub_thread: u64,
    [user, challenger]: [User; 2],
    from: Option<(AnyPosition, usize)>,
    pause_at: Option<usize>,
) -> Sub {
    let (mut q, start) = match from {
        Some(paused) => paused,
        None => {
            let (_, first) = s
                .wait(0, "the sub-game's first board", |c| {
                    c.message
                        .as_ref()
                        .is_some_and(|m| channel_of(m) == sub_thread)
                        && c.png().is_some()
                })
                .await;
            t.bot(&first);
            (any_position_of(&first), 1)
        }
    };
    for n in start..600 {
        if pause_at == Some(n) {
            return Sub::Paused(q, n);
        }
        let legal = q.legal_actions();
        let a = legal[n * 7 % legal.len()];
        let who = if q.decider_color() == Some(Color::White) {
            user
        } else {
            challenger
        };
        let mut after = q.clone();
        after.play(a).expect("a legal action");
        if after.outcome().is_some() {
            return Sub::End(who, a.to_string());
        }
        let from = s.len();
        let i = typed(s, t, who, sub_thread, &a.to_string());
        q = any_position_of(&answer(s, from, &i, "the sub-game's board").await);
    }
    panic!("no end of the sub-game in 600 decisions")
}

/// Plays the sub-game in `sub_thread` from its first board up to its end: who plays the
/// action that ends it, and that action, not yet played.
async fn sub_game_but_its_end(
    s: &Standin,
    t: &mut Transcript,
    sub_thread: u64,
    user: User,
    challenger: User,
) -> (User, String) {
    match sub_game_steps(s, t, sub_thread, [user, challenger], None, None).await {
        Sub::End(who, last) => (who, last),
        Sub::Paused(..) => unreachable!("no pause asked for"),
    }
}

/// The main game's record as stored: each entry's notation, trial comments included.
async fn record(db: &Path) -> Vec<String> {
    let store = Store::open(db).await.expect("store");
    let notations = store
        .actions(gipf_manager::GameId(1))
        .await
        .expect("actions")
        .into_iter()
        .map(|a| a.notation)
        .collect();
    store.close().await;
    notations
}

/// A game with challenges played through in its thread.
struct Journey {
    thread: u64,
    board: Call,
    /// The main game's id.
    id: u64,
    /// Challenges made, and the sub-games they opened (`game`) with the kind of the use
    /// each decides.
    challenges: usize,
    sub_games: Vec<u64>,
    kinds: Vec<Kind>,
    n: usize,
}

impl Journey {
    /// Alice challenges Bob to `variant` with `challenges` through the slash command's
    /// options (Alice White), and Bob accepts.
    async fn start(
        s: &Standin,
        t: &mut Transcript,
        variant: &str,
        challenges: &str,
        id: u64,
    ) -> Journey {
        let from = s.len();
        let i = s.slash(
            ALICE,
            CHANNEL,
            "challenge",
            json!([
                {"name": "user", "type": 6, "value": BOB.id.to_string()},
                {"name": "variant", "type": 3, "value": variant},
                {"name": "colour", "type": 4, "value": s.choice("challenge", "colour", "white")},
                {"name": "challenges", "type": 3, "value": challenges},
            ]),
            &[BOB],
        );
        let ch = answer(s, from, &i, "the challenge").await;
        t.bot(&ch);
        let word = format!("{variant}+{challenges}");
        assert!(ch.content().contains(&word), "{word}: {}", ch.content());
        let from = s.len();
        s.click(
            BOB,
            &ch.message.clone().expect("message"),
            &ch.choices()[0].0,
        );
        let (_, board) = next_board(s, from, "the first board").await;
        t.bot(&board);
        Journey {
            thread: channel_of(board.message.as_ref().expect("board")),
            board,
            id,
            challenges: 0,
            sub_games: Vec::new(),
            kinds: Vec::new(),
            n: 0,
        }
    }

    fn position(&self) -> Position {
        position_of(&self.board)
    }

    /// Plays on until `stop` holds of the position or the game is over; trials are decided
    /// as they come (the sub-game played through, the reports made with the buttons).
    async fn until(&mut self, s: &Standin, t: &mut Transcript, stop: impl Fn(&Position) -> bool) {
        loop {
            let p = self.position();
            if p.is_over() || stop(&p) {
                return;
            }
            assert!(self.n < 600, "no end in 600 decisions: {p}");
            self.n += 1;
            if p.stage() == Stage::Referee {
                self.trial(s, t, &p).await;
                continue;
            }
            let action = pick(&p, self.n);
            let who = player(p.decider().expect("a decider"));
            let from = s.len();
            let i = typed(s, t, who, self.thread, &action.to_string());
            self.board = answer(s, from, &i, "the move's answer").await;
            t.bot(&self.board);
            if action == Action::Challenge {
                self.challenges += 1;
                self.opened(s, from).await;
            }
        }
    }

    /// After a challenge decided by a sub-game: the challenge's post names the game named
    /// after the potential; the sub-game's thread, from its first board, which is a board
    /// of that game.
    async fn opened(&mut self, s: &Standin, from: usize) {
        let p = self.position();
        if p.challenges().map(|c| c.trial()) != Some(Trial::Game) || p.stage() != Stage::Referee {
            return;
        }
        let kind = pending_kind(&p);
        let (name, word) = namesake(kind);
        let decides = format!(" decides: {name}, @");
        assert!(
            self.board.content().contains(&decides),
            "{decides}: {}",
            self.board.content()
        );
        let main = format!("decides a challenge in game #{}", self.id);
        let (_, sub) = s
            .wait(from, "the sub-game's first board", |c| {
                c.method == Method::POST && c.png().is_some() && c.content().contains(&main)
            })
            .await;
        let head = format!(" {word} · ");
        assert!(sub.content().contains(&head), "{head}: {}", sub.content());
        self.kinds.push(kind);
        let sub_thread = channel_of(sub.message.as_ref().expect("board"));
        assert_ne!(
            sub_thread, self.thread,
            "the sub-game has a thread of its own"
        );
        self.sub_games.push(sub_thread);
    }

    /// Stage `r`: the sub-game played through (White the user), or both reports made with the
    /// buttons, in turn: the use standing, a draw, the use failing.
    async fn trial(&mut self, s: &Standin, t: &mut Transcript, p: &Position) {
        let user = player(p.user().expect("a user"));
        let challenger = player(p.challenger().expect("a challenger"));
        match p.challenges().map(|c| c.trial()) {
            Some(Trial::Game) => {
                let sub_thread = *self.sub_games.last().expect("the sub-game's thread");
                let (who, last) = sub_game_but_its_end(s, t, sub_thread, user, challenger).await;
                let from = s.len();
                let i = typed(s, t, who, sub_thread, &last);
                answer(s, from, &i, "the sub-game's last board").await;
                let thread = self.thread;
                let (_, board) = s
                    .wait(from, "the main game's board after the sub-game", |c| {
                        c.message.as_ref().is_some_and(|m| channel_of(m) == thread)
                            && c.content().contains(" is over: ")
                    })
                    .await;
                t.bot(&board);
                self.board = board;
            }
            Some(Trial::Agreed) => {
                let (mine, theirs) = [("I won", "I lost"), ("Draw", "Draw"), ("I lost", "I won")]
                    [self.challenges % 3];
                let click = |board: &Call, who: User, label: &str| {
                    let (id, _) = board
                        .choices()
                        .into_iter()
                        .find(|(_, l)| l == label)
                        .unwrap_or_else(|| panic!("no {label} in {:?}", board.choices()));
                    s.click(who, &board.message.clone().expect("board"), &id)
                };
                let from = s.len();
                t.user(user, &format!("[{mine}]"));
                click(&self.board, user, mine);
                let (_, one) = s
                    .wait(from, "the user's report", |c| {
                        c.message.is_some() && c.content().contains("reports: `")
                    })
                    .await;
                t.bot(&one);
                let from = s.len();
                t.user(challenger, &format!("[{theirs}]"));
                click(&one, challenger, theirs);
                let (_, done) = s
                    .wait(from, "the outcome", |c| {
                        c.message.is_some() && c.content().contains("the agreed game, so")
                    })
                    .await;
                t.bot(&done);
                self.board = done;
            }
            other => panic!("stage r waits for {other:?}: {p}"),
        }
    }

    /// Played through: the last board says who won; the game and its sub-games are over,
    /// unrated, and the record holds one trial comment per challenge.
    async fn finished(&self, db: &Path, comment: &str) {
        let p = self.position();
        assert!(p.is_over(), "{p}");
        assert!(
            self.board.content().contains("wins"),
            "{}",
            self.board.content()
        );
        let store = Store::open(db).await.expect("store");
        let id = gipf_manager::GameId(self.id as i64);
        let game = store.game(id).await.expect("game").expect("the game");
        assert_eq!(game.status, gipf_manager::GameStatus::Finished);
        assert!(!game.rated, "games with challenges are unrated");
        let notations: Vec<String> = store
            .actions(id)
            .await
            .expect("actions")
            .into_iter()
            .map(|a| a.notation)
            .collect();
        assert_eq!(
            notations.iter().filter(|n| n.contains(comment)).count(),
            self.challenges,
            "{notations:?}"
        );
        let subs = store.trial_games_of(id).await.expect("sub-games");
        assert_eq!(subs.len(), self.sub_games.len());
        for (sub, kind) in subs.into_iter().zip(&self.kinds) {
            assert_eq!(sub.status, gipf_manager::GameStatus::Finished);
            assert!(!sub.rated, "a sub-game is unrated");
            assert_eq!(sub.variant.to_string(), namesake(*kind).1, "{kind:?}");
        }
        store.close().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_dice_played_through_across_a_crash_before_a_challenges_answer() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("challenges");
    let mut j = Journey::start(&s, &mut t, "standard+potentials", "die2", 1).await;
    j.until(&s, &mut t, |p| p.stage() == Stage::Challenge).await;
    let p = j.position();
    assert_eq!(p.stage(), Stage::Challenge, "{p}");
    let user = player(p.user().expect("a user"));
    let challenger = player(p.challenger().expect("a challenger"));
    assert!(
        j.board.content().contains("challenge it or allow it?"),
        "{}",
        j.board.content()
    );
    let message = j.board.message.clone().expect("board");
    let button = |label: &str| {
        j.board
            .choices()
            .into_iter()
            .find(|(_, l)| l == label)
            .unwrap_or_else(|| panic!("no {label} button in {:?}", j.board.choices()))
            .0
    };
    // The user's own click is refused, privately.
    let from = s.len();
    let i = s.click(user, &message, &button("Challenge"));
    let no = answer(&s, from, &i, "the refusal").await;
    assert!(
        no.ephemeral() && no.content().contains("challenges or allows your"),
        "{}",
        no.content()
    );
    // The challenger challenges (typed in the thread: a slash command's answer carries the
    // board, made after the commit); Discord never makes the answer, and the bot dies.
    s.stall_answers(Stall::BeforeCreating);
    let from = s.len();
    let i = typed(&s, &mut t, challenger, j.thread, "challenge");
    s.wait(from, "the challenge's answer, asked for", |c| {
        is_answer(c, &i)
    })
    .await;
    bot.kill().await;
    s.stall_answers(Stall::No);
    j.challenges += 1;
    let from = s.len();
    let bot = Doomed::start(&s, &db, 2).await;
    let (_, dice) = s
        .wait(from, "the dice, posted after the restart", |c| {
            c.message.is_some() && c.content().contains("Dice: White")
        })
        .await;
    t.bot(&dice);
    nothing_owed(&db).await;
    let shown = s
        .calls()
        .into_iter()
        .filter(|c| c.message.is_some() && c.content().contains("Dice: White"))
        .count();
    assert_eq!(shown, 1, "the dice are shown once");
    // One roll in the game, and it agrees with what was shown.
    let store = Store::open(&db).await.expect("store");
    let game = store
        .game(gipf_manager::GameId(1))
        .await
        .expect("game")
        .expect("the game");
    let rolls: Vec<String> = store
        .actions(game.id)
        .await
        .expect("actions")
        .into_iter()
        .map(|a| a.notation)
        .filter(|n| n.contains("{die"))
        .collect();
    assert_eq!(rolls.len(), 1, "{rolls:?}");
    let (w, b) = (
        rolls[0].split(" w").nth(1).and_then(|r| r.chars().next()),
        rolls[0].split(" b").nth(1).and_then(|r| r.chars().next()),
    );
    let said = format!(
        "Dice: White {}, Black {}",
        w.expect("white's roll"),
        b.expect("black's roll")
    );
    assert!(
        dice.content().contains(&said),
        "{said} / {}",
        dice.content()
    );
    let left = game.position.parse::<Position>().expect("position");
    let spent = left.challenges().expect("challenges");
    assert_eq!(
        spent.attempts_left(p.challenger().expect("challenger")),
        1,
        "{left}"
    );
    store.close().await;
    // The game goes on from the board the restart posted, to its end.
    j.board = dice;
    j.until(&s, &mut t, |_| false).await;
    j.finished(&db, "{die w").await;
    assert!(
        j.challenges >= 2,
        "both attempts of a side spent: {}",
        j.challenges
    );
    bot.kill().await;
}

/// The `game` trial: each challenge opens a sub-game of the game named after the potential
/// (its post names it) in a thread of its own (the user White, the first player), played
/// through to its end with typed moves; the bot is killed in the middle of the first
/// sub-game (which goes on after the restart), and again as Discord is asked for the answer
/// to its last move: after the restart the main game's board says how the sub-game ended,
/// once, and the main game is played through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ultimate_game_with_sub_games_played_through_across_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("sub-game");
    let mut j = Journey::start(&s, &mut t, "ultimate", "game1", 1).await;
    j.until(&s, &mut t, |p| p.stage() == Stage::Challenge).await;
    let p = j.position();
    let user = player(p.user().expect("a user"));
    let challenger = player(p.challenger().expect("a challenger"));
    let from = s.len();
    let i = typed(&s, &mut t, challenger, j.thread, "challenge");
    let c = answer(&s, from, &i, "the challenge").await;
    t.bot(&c);
    let (name, _) = namesake(pending_kind(&p));
    assert!(
        c.content().contains(&format!("Game #2 decides: {name}, @")),
        "{}",
        c.content()
    );
    j.board = c;
    j.challenges += 1;
    j.opened(&s, from).await;
    let sub_thread = j.sub_games[0];
    // A move in the main game waits for the sub-game.
    let from = s.len();
    let i = typed(&s, &mut t, user, j.thread, "a1-b2");
    let no = answer(&s, from, &i, "the refusal").await;
    assert!(
        no.ephemeral() && no.content().contains("Game #2 decides the challenge first"),
        "{}",
        no.content()
    );
    // The sub-game, played some moves; the bot dies in its middle; after the restart its
    // moves go on in its thread, up to its last move.
    let players = [user, challenger];
    let Sub::Paused(q, n) = sub_game_steps(&s, &mut t, sub_thread, players, None, Some(6)).await
    else {
        panic!("the sub-game ended within 6 decisions")
    };
    bot.kill().await;
    let bot = Doomed::start(&s, &db, 2).await;
    let Sub::End(who, last) =
        sub_game_steps(&s, &mut t, sub_thread, players, Some((q, n)), None).await
    else {
        unreachable!("no pause asked for")
    };
    let last = (who, last);
    // Its last move; Discord never makes the answer; the bot dies.
    s.stall_answers(Stall::BeforeCreating);
    let from = s.len();
    let i = typed(&s, &mut t, last.0, sub_thread, &last.1);
    s.wait(from, "the last move's answer, asked for", |c| {
        is_answer(c, &i)
    })
    .await;
    bot.kill().await;
    s.stall_answers(Stall::No);
    let from = s.len();
    let bot = Doomed::start(&s, &db, 3).await;
    let said = format!("#2 ({name}) is over: ");
    let said = said.as_str();
    let (_, board) = s
        .wait(from, "the main game's board after the sub-game", |c| {
            c.message.is_some() && c.content().contains(said)
        })
        .await;
    t.bot(&board);
    assert_eq!(channel_of(board.message.as_ref().expect("board")), j.thread);
    nothing_owed(&db).await;
    let shown = s
        .calls()
        .into_iter()
        .filter(|c| c.message.is_some() && c.content().contains(said))
        .count();
    assert_eq!(shown, 1, "the result is shown once");
    j.board = board;
    j.until(&s, &mut t, |_| false).await;
    j.finished(&db, "{game #").await;
    let notations = record(&db).await;
    assert_eq!(
        notations.iter().filter(|n| n.contains("{game #2}")).count(),
        1,
        "{notations:?}"
    );
    bot.kill().await;
}

/// The `agreed` trial with its buttons: the challenge asks both players, who each get I won
/// / Draw / I lost; Carol's click is refused; the user clicks I won and the bot dies; after
/// the restart the challenger's I lost (on the same board) agrees and plays the outcome,
/// once; the game is played through, its other challenges reported the same way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agreed_game_reported_with_buttons_played_through_across_a_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("db.sqlite");
    let s = Standin::start().await;
    let bot = Doomed::start(&s, &db, 1).await;
    let mut t = Transcript::new("agreed");
    let mut j = Journey::start(&s, &mut t, "standard+potentials", "agreed2", 1).await;
    j.until(&s, &mut t, |p| p.stage() == Stage::Challenge).await;
    let p = j.position();
    let user = player(p.user().expect("a user"));
    let challenger = player(p.challenger().expect("a challenger"));
    let from = s.len();
    let i = typed(&s, &mut t, challenger, j.thread, "challenge");
    let asked = answer(&s, from, &i, "the question to both").await;
    t.bot(&asked);
    j.challenges += 1;
    assert!(
        asked.content().contains("Play the game you agreed on"),
        "{}",
        asked.content()
    );
    let labels: Vec<String> = asked.choices().into_iter().map(|(_, l)| l).collect();
    assert_eq!(labels, ["I won", "Draw", "I lost"]);
    let button = |label: &str| {
        asked
            .choices()
            .into_iter()
            .find(|(_, l)| l == label)
            .expect("button")
            .0
    };
    let message = asked.message.clone().expect("message");
    // Carol is no player: her click is refused.
    let from = s.len();
    let i = s.click(CAROL, &message, &button("I won"));
    let no = answer(&s, from, &i, "Carol's refusal").await;
    assert!(no.ephemeral(), "{}", no.content());
    let from = s.len();
    s.click(user, &message, &button("I won"));
    // The board with the report replaces the one clicked (whose buttons go).
    let (_, one) = s
        .wait(from, "the user's report", |c| {
            c.message.is_some() && c.content().contains("reports: `win`")
        })
        .await;
    t.bot(&one);
    bot.kill().await;
    let bot = Doomed::start(&s, &db, 2).await;
    let lost = one
        .choices()
        .into_iter()
        .find(|(_, l)| l == "I lost")
        .expect("I lost")
        .0;
    let from = s.len();
    s.click(challenger, &one.message.clone().expect("board"), &lost);
    let (_, done) = s
        .wait(from, "the outcome", |c| {
            c.message.is_some() && c.content().contains("won the agreed game, so")
        })
        .await;
    t.bot(&done);
    nothing_owed(&db).await;
    j.board = done;
    j.until(&s, &mut t, |_| false).await;
    j.finished(&db, "{agreed ").await;
    let notations = record(&db).await;
    assert_eq!(
        notations
            .iter()
            .filter(|n| n.contains("{agreed win}"))
            .count(),
        // The first (the crash's), then in turn a loss, a win and a draw.
        (1..=j.challenges).filter(|k| *k == 1 || k % 3 == 0).count(),
        "{notations:?}"
    );
    bot.kill().await;
}
