//! The challenges option on Synapse, each trial in a game played through to its end with
//! typed moves in its thread (a use as soon as one is legal, so uses wait; the challenger
//! answers `challenge` alone whenever he may): a `standard+potentials+die2` game, an
//! `ultimate+game1` game whose sub-games (each the game named after the potential
//! challenged: ZÈRTZ, YINSH, DVONN, PÜNCT, TZAAR for a TAMSK push) are played through in threads of their own, and a `standard+potentials+agreed2`
//! game reported with `!gipf report`. Each has the bot
//! stopped in the middle of a challenge: at once after the challenge (before or after it
//! rolled: the dice are shown once and the record holds one roll, never rolled twice nor left
//! rolled but unplayed); at once after the sub-game's last move (its end is played into the
//! main game once); between the two reports (the outcome is played once).
//!
//! ~600 lines, one topic: each trial's journey on Synapse with the helpers they share.

use super::*;
use gipf_game::Game as _;
use gipf_games::AnyPosition;
use gipf_rules::{Action, Color, Kind, Stage, Trial};

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
fn any_position(m: &Seen) -> AnyPosition {
    let text = m.text();
    text.lines()
        .filter_map(|l| l.split_once(": "))
        .find_map(|(_, r)| r.trim_matches('`').parse().ok())
        .unwrap_or_else(|| panic!("no position in {text}"))
}

/// What the players choose: a challenge whenever they may, a use as soon as one is legal,
/// otherwise the n-th legal action.
fn pick(p: &Position, n: usize) -> String {
    let legal = p.legal_actions();
    legal
        .iter()
        .find(|a| matches!(a, Action::Challenge))
        .or_else(|| legal.iter().find(|a| matches!(a, Action::Use { .. })))
        .copied()
        .unwrap_or(legal[n * 7 % legal.len()])
        .to_string()
}

/// How many messages `h` has seen so far (a mark to wait from).
fn mark(h: &Human) -> usize {
    h.inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .len()
}

/// The first message after `from` that satisfies `pred`, waited for (the cursor of
/// [`Human::expect`] would skip what came before it, in whatever order the bot posted).
async fn seen_from(h: &Human, from: usize, what: &str, pred: impl Fn(&Seen) -> bool) -> Seen {
    let find = |inbox: &Inbox| {
        inbox
            .messages
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .skip(from)
            .find(|m| pred(m))
            .cloned()
    };
    h.wait_until(what, |inbox| find(inbox).is_some()).await;
    find(&h.inbox).expect("found")
}

/// Where a sub-game played by [`Journey::sub_game_steps`] stopped.
enum Sub<'a> {
    /// Paused before its `n`-th decision, at this position.
    Paused(AnyPosition, usize),
    /// Who plays the action that ends it, and that action, not yet played.
    End(&'a Human, String),
}

/// A game with challenges between Alice (White) and Bob, played through in its thread;
/// Alice watches the room (threads included) for both.
struct Journey {
    room: OwnedRoomId,
    root: OwnedEventId,
    bot: OwnedUserId,
    board: Seen,
    challenges: usize,
    /// The kind of the use each sub-game decides.
    kinds: Vec<Kind>,
    sub_games: Vec<OwnedEventId>,
    n: usize,
}

impl Journey {
    /// Alice challenges Bob to `word` (Alice White) in a new room; Bob accepts.
    async fn start(alice: &mut Human, bob: &mut Human, bot: &OwnedUserId, word: &str) -> Journey {
        let room = alice.room_with_friends(bot, &[&*bob]).await;
        let from = mark(alice);
        alice
            .say(
                &room,
                &format!("!gipf challenge {} {word} white time none", bob.id),
            )
            .await;
        let challenge = seen_from(alice, from, "the challenge", |m| {
            &m.event.sender == bot && m.text().contains(word)
        })
        .await;
        let root = challenge.event.event_id.clone();
        bob.say(&room, "!gipf accept").await;
        let board = seen_from(alice, from, "the first board", |m| {
            &m.event.sender == bot && m.is_image()
        })
        .await;
        Journey {
            room,
            root,
            bot: bot.clone(),
            board,
            challenges: 0,
            sub_games: Vec::new(),
            kinds: Vec::new(),
            n: 0,
        }
    }

    /// The player of `c` (White: Alice).
    fn of<'a>(c: Color, alice: &'a Human, bob: &'a Human) -> &'a Human {
        match c {
            Color::White => alice,
            Color::Black => bob,
        }
    }

    /// `who` types `text` in the game's thread; returns the bot's next message in the thread
    /// that satisfies `pred` (a board by default).
    async fn typed(&self, alice: &Human, who: &Human, root: &OwnedEventId, text: &str) -> Seen {
        let from = mark(alice);
        who.say_in_thread(&self.room, root, text).await;
        let bot = self.bot.clone();
        seen_from(alice, from, "the answer in the thread", |m| {
            m.event.sender == bot && m.is_image() && m.thread().as_ref() == Some(root)
        })
        .await
    }

    /// Plays on until `stop` holds of the position or the game is over; trials are decided
    /// as they come (the sub-game played through, both reports typed).
    async fn until(&mut self, alice: &Human, bob: &Human, stop: impl Fn(&Position) -> bool) {
        loop {
            let p = self.board.position();
            if p.is_over() || stop(&p) {
                return;
            }
            assert!(self.n < 600, "no end in 600 decisions: {p}");
            self.n += 1;
            if p.stage() == Stage::Referee {
                self.trial(alice, bob, &p).await;
                continue;
            }
            let action = pick(&p, self.n);
            let who = Self::of(p.decider().expect("a decider"), alice, bob);
            let from = mark(alice);
            let root = self.root.clone();
            self.board = self.typed(alice, who, &root, &action).await;
            if action == "challenge" {
                self.challenges += 1;
                self.opened(alice, from).await;
            }
        }
    }

    /// After a challenge decided by a sub-game: the challenge's post names the game named
    /// after the potential; the sub-game's thread, from its first board, which is a board
    /// of that game.
    async fn opened(&mut self, alice: &Human, from: usize) {
        let p = self.board.position();
        if p.challenges().map(|c| c.trial()) != Some(Trial::Game) || p.stage() != Stage::Referee {
            return;
        }
        let kind = pending_kind(&p);
        let (name, word) = namesake(kind);
        let decides = format!(" decides: {name}, @");
        assert!(
            self.board.text().contains(&decides),
            "{decides}: {}",
            self.board.text()
        );
        let bot = self.bot.clone();
        let sub = seen_from(alice, from, "the sub-game's first board", |m| {
            m.event.sender == bot
                && m.is_image()
                && m.text().contains("decides a challenge in game #1")
        })
        .await;
        let head = format!(" {word} · ");
        assert!(sub.text().contains(&head), "{head}: {}", sub.text());
        self.kinds.push(kind);
        let sub_root = sub.thread().unwrap_or_else(|| sub.event.event_id.clone());
        assert_ne!(sub_root, self.root, "a thread of its own");
        self.sub_games.push(sub_root);
    }

    /// Plays the sub-game whose thread is `sub_root` (`user` White, the first player),
    /// whatever game it is (the n-th legal action each time), from its first board or from
    /// where it was paused, up to its end or until it has `pause_at` decisions.
    async fn sub_game_steps<'a>(
        &self,
        alice: &Human,
        sub_root: &OwnedEventId,
        [user, challenger]: [&'a Human; 2],
        from: Option<(AnyPosition, usize)>,
        pause_at: Option<usize>,
    ) -> Sub<'a> {
        let (mut q, start) = match from {
            Some(paused) => paused,
            None => {
                let bot = self.bot.clone();
                let first = seen_from(alice, 0, "the sub-game's first board", |m| {
                    m.event.sender == bot
                        && m.is_image()
                        && (m.thread().as_ref() == Some(sub_root) || &m.event.event_id == sub_root)
                })
                .await;
                (any_position(&first), 1)
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
            after.play(a).expect("legal");
            if after.outcome().is_some() {
                return Sub::End(who, a.to_string());
            }
            q = any_position(&self.typed(alice, who, sub_root, &a.to_string()).await);
        }
        panic!("no end of the sub-game in 600 decisions")
    }

    /// Plays the sub-game whose thread is `sub_root` from its first board up to its end:
    /// who plays the action that ends it, and that action, not yet played.
    async fn sub_game_but_its_end<'a>(
        &self,
        alice: &Human,
        sub_root: &OwnedEventId,
        user: &'a Human,
        challenger: &'a Human,
    ) -> (&'a Human, String) {
        match self
            .sub_game_steps(alice, sub_root, [user, challenger], None, None)
            .await
        {
            Sub::End(who, last) => (who, last),
            Sub::Paused(..) => unreachable!("no pause asked for"),
        }
    }

    /// Stage `r`: the sub-game played through (White the user), or both reports typed, in
    /// turn: the use standing, a draw, the use failing.
    async fn trial(&mut self, alice: &Human, bob: &Human, p: &Position) {
        let user = Self::of(p.user().expect("a user"), alice, bob);
        let challenger = Self::of(p.challenger().expect("a challenger"), alice, bob);
        let bot = self.bot.clone();
        match p.challenges().map(|c| c.trial()) {
            Some(Trial::Game) => {
                let sub_root = self.sub_games.last().expect("the sub-game").clone();
                let (who, last) = self
                    .sub_game_but_its_end(alice, &sub_root, user, challenger)
                    .await;
                let from = mark(alice);
                self.typed(alice, who, &sub_root, &last).await;
                let root = self.root.clone();
                self.board = seen_from(alice, from, "the main board after the sub-game", |m| {
                    m.event.sender == bot
                        && m.thread().as_ref() == Some(&root)
                        && m.text().contains(" is over: ")
                })
                .await;
            }
            Some(Trial::Agreed) => {
                let (mine, theirs) =
                    [("win", "loss"), ("draw", "draw"), ("loss", "win")][self.challenges % 3];
                let from = mark(alice);
                user.say_in_thread(&self.room, &self.root, &format!("!gipf report {mine}"))
                    .await;
                seen_from(alice, from, "the user's report", |m| {
                    m.event.sender == bot && m.text().contains("reports: ")
                })
                .await;
                let from = mark(alice);
                challenger
                    .say_in_thread(&self.room, &self.root, &format!("!gipf report {theirs}"))
                    .await;
                self.board = seen_from(alice, from, "the outcome", |m| {
                    m.event.sender == bot && m.text().contains("the agreed game, so")
                })
                .await;
            }
            other => panic!("stage r waits for {other:?}: {p}"),
        }
    }

    /// Played through: the last board says who won; the game and its sub-games are over,
    /// unrated, and the record holds one trial comment per challenge. The bot is stopped.
    async fn finished(&self, db: &Path, comment: &str) -> Vec<String> {
        let p = self.board.position();
        assert!(p.is_over(), "{p}");
        assert!(self.board.text().contains("wins"), "{}", self.board.text());
        let store = Store::open(db).await.expect("store");
        let id = gipf_manager::GameId(1);
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
        notations
    }
}

/// The bot's messages in `h`'s inbox that contain `text`.
fn count(h: &Human, bot: &OwnedUserId, text: &str) -> usize {
    h.inbox
        .messages
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .iter()
        .filter(|m| &m.event.sender == bot && m.text().contains(text))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_with_dice_played_through_across_a_stop_at_a_challenge() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config.clone(), &db).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let bot_id = bot.id.clone();
    let mut j = Journey::start(&mut alice, &mut bob, &bot_id, "standard+potentials+die2").await;
    j.until(&alice, &bob, |p| p.stage() == Stage::Challenge)
        .await;
    let p = j.board.position();
    assert_eq!(p.stage(), Stage::Challenge, "{p}");
    assert!(
        j.board.text().contains("challenge it or allow it?"),
        "{}",
        j.board.text()
    );
    let challenger = Journey::of(p.challenger().expect("challenger"), &alice, &bob);
    assert!(j.board.mentions(&challenger.id), "{}", j.board.text());
    // `challenge` alone in the thread, and the bot stops at once.
    let from = mark(&alice);
    challenger
        .say_in_thread(&j.room, &j.root, "challenge")
        .await;
    bot.stop().await;
    j.challenges += 1;
    let bot = start_bot(config, &db).await;
    let dice = seen_from(&alice, from, "the dice", |m| {
        m.event.sender == bot_id && m.text().contains("Dice: White")
    })
    .await;
    assert_eq!(dice.thread(), Some(j.root.clone()));
    // The record holds one roll, the one shown; asked after the dice, answered after them.
    let from = mark(&alice);
    alice.say_in_thread(&j.room, &j.root, "!gipf history").await;
    let history = seen_from(&alice, from, "the history", |m| {
        m.event.sender == bot_id && m.text().contains("{die w")
    })
    .await;
    let text = history.text();
    assert_eq!(text.matches("{die w").count(), 1, "{text}");
    let roll = text
        .split("{die ")
        .nth(1)
        .and_then(|r| r.split('}').next())
        .expect("the roll");
    let (w, b) = roll.split_once(' ').expect("two dice");
    assert!(
        dice.text().contains(&format!(
            "Dice: White {}, Black {}",
            w.trim_start_matches('w'),
            b.trim_start_matches('b')
        )),
        "{roll} / {}",
        dice.text()
    );
    assert_eq!(
        count(&alice, &bot_id, "Dice: White"),
        1,
        "the dice are shown once"
    );
    // The game goes on from the board with the dice, to its end.
    j.board = dice;
    j.until(&alice, &bob, |_| false).await;
    bot.stop().await;
    j.finished(&db, "{die w").await;
    assert!(j.challenges >= 2, "{}", j.challenges);
    assert_eq!(
        count(&alice, &bot_id, "Dice: White"),
        j.challenges,
        "each roll shown once"
    );
    for h in [alice, bob] {
        h.stop().await;
    }
}

/// The `game` trial: each challenge opens a sub-game of the game named after the potential
/// (its post names it) in a thread of its own, played through to its end; the bot stops in
/// the middle of the first sub-game (which goes on after the restart), and again at once
/// after its last move, and the restart plays its end into the main game once; the main
/// game is played through.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_ultimate_game_with_sub_games_played_through_across_a_stop() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config.clone(), &db).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let bot_id = bot.id.clone();
    let mut j = Journey::start(&mut alice, &mut bob, &bot_id, "ultimate+game1").await;
    j.until(&alice, &bob, |p| p.stage() == Stage::Challenge)
        .await;
    let p = j.board.position();
    let user = Journey::of(p.user().expect("user"), &alice, &bob);
    let challenger = Journey::of(p.challenger().expect("challenger"), &alice, &bob);
    let from = mark(&alice);
    let root = j.root.clone();
    j.board = j.typed(&alice, challenger, &root, "challenge").await;
    j.challenges += 1;
    j.opened(&alice, from).await;
    let (name, _) = namesake(j.kinds[0]);
    let sub_root = j.sub_games[0].clone();
    // The sub-game, played some moves; the bot stops in its middle; after the restart its
    // moves go on in its thread, up to its last move; the bot stops at once after it.
    let players = [user, challenger];
    let Sub::Paused(q, n) = j
        .sub_game_steps(&alice, &sub_root, players, None, Some(6))
        .await
    else {
        panic!("the sub-game ended within 6 decisions")
    };
    bot.stop().await;
    let bot = start_bot(config.clone(), &db).await;
    let Sub::End(who, last) = j
        .sub_game_steps(&alice, &sub_root, players, Some((q, n)), None)
        .await
    else {
        unreachable!("no pause asked for")
    };
    let from = mark(&alice);
    who.say_in_thread(&j.room, &sub_root, &last).await;
    bot.stop().await;
    let bot = start_bot(config, &db).await;
    let said = format!("#2 ({name}) is over: ");
    let said = said.as_str();
    let board = seen_from(
        &alice,
        from,
        "the main game's board after the sub-game",
        |m| m.event.sender == bot_id && m.text().contains(said),
    )
    .await;
    assert_eq!(board.thread(), Some(j.root.clone()));
    assert_eq!(count(&alice, &bot_id, said), 1, "the result is shown once");
    j.board = board;
    j.until(&alice, &bob, |_| false).await;
    bot.stop().await;
    let notations = j.finished(&db, "{game #").await;
    assert_eq!(
        notations.iter().filter(|n| n.contains("{game #2}")).count(),
        1,
        "{notations:?}"
    );
    for h in [alice, bob] {
        h.stop().await;
    }
}

/// The `agreed` trial: after the challenge both players are asked; the user reports and the
/// bot stops at once; after the restart the challenger's agreeing report plays the outcome,
/// once; the game is played through, its other challenges reported the same way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_agreed_game_played_through_across_a_stop_between_the_reports() {
    let Some(s) = server() else { return };
    let dir = tempfile::tempdir().expect("temp dir");
    let bot_name = unique("gipfbot");
    register(&s, &bot_name, BOT_PASSWORD).await;
    let config = bot_config(&s, &bot_name, &dir.path().join("matrix"));
    let db = dir.path().join("db.sqlite");
    let bot = start_bot(config.clone(), &db).await;
    let mut alice = Human::new(&s, "alice").await;
    let mut bob = Human::new(&s, "bob").await;
    let bot_id = bot.id.clone();
    let mut j = Journey::start(&mut alice, &mut bob, &bot_id, "standard+potentials+agreed2").await;
    j.until(&alice, &bob, |p| p.stage() == Stage::Challenge)
        .await;
    let p = j.board.position();
    let user = Journey::of(p.user().expect("user"), &alice, &bob);
    let challenger = Journey::of(p.challenger().expect("challenger"), &alice, &bob);
    let from = mark(&alice);
    challenger
        .say_in_thread(&j.room, &j.root, "challenge")
        .await;
    j.challenges += 1;
    let asked = seen_from(&alice, from, "the question to both", |m| {
        m.event.sender == bot_id && m.text().contains("Play the game you agreed on")
    })
    .await;
    assert!(asked.mentions(&user.id), "{}", asked.text());
    assert!(asked.mentions(&challenger.id), "{}", asked.text());
    let from = mark(&alice);
    user.say_in_thread(&j.room, &j.root, "!gipf report win")
        .await;
    bot.stop().await;
    let bot = start_bot(config, &db).await;
    // The report counted once, before or after the stop; the challenger's agrees.
    let user_id = user.id.clone();
    seen_from(&alice, from, "the user's report", |m| {
        m.event.sender == bot_id
            && m.text().contains("reports: win")
            && m.text().contains(user_id.localpart())
    })
    .await;
    let from = mark(&alice);
    challenger
        .say_in_thread(&j.room, &j.root, "!gipf report loss")
        .await;
    let said = "won the agreed game, so";
    let board = seen_from(&alice, from, "the outcome", |m| {
        m.event.sender == bot_id && m.text().contains(said)
    })
    .await;
    assert_eq!(board.thread(), Some(j.root.clone()));
    j.board = board;
    j.until(&alice, &bob, |_| false).await;
    bot.stop().await;
    let notations = j.finished(&db, "{agreed ").await;
    // The first (the stop's), then in turn a loss, a win and a draw.
    assert_eq!(
        notations
            .iter()
            .filter(|n| n.contains("{agreed win}"))
            .count(),
        (1..=j.challenges).filter(|k| *k == 1 || k % 3 == 0).count(),
        "{notations:?}"
    );
    for h in [alice, bob] {
        h.stop().await;
    }
}
