//! Languages: a whole game in Czech and in Russian with no English left in any reply, plural
//! forms, a player's own language, room settings and who may change them.

use super::*;

/// A player whose client speaks `locale`, in a room (server) that prefers it too.
fn in_lang(name: &str, locale: &str) -> Ctx {
    Ctx {
        locale: Some(locale.into()),
        room_locale: Some(locale.into()),
        ..ctx(name)
    }
}

async fn say_in(m: &Manager, who: &str, locale: &str, text: &str) -> Reply {
    m.handle_text(&in_lang(who, locale), text).await
}

/// English words a translated reply must not contain (its code spans and the players'
/// names aside).
const ENGLISH: &[&str] = &[
    "the ",
    " to push",
    "Last turn",
    "Position",
    "wins",
    "pushed",
    "captured",
    "took ",
    "decision",
    "your ",
    "You ",
    "challenge",
    "Game ",
    " game",
    "move",
    " row",
    "board",
    "Black",
    "White",
    "left",
    "day",
    "minute",
    "Reserve",
    "random",
    "AI level",
];

/// The reply's prose: code spans, mentions and the players' names taken out.
fn prose(markdown: &str) -> String {
    let mut out = String::new();
    for (i, part) in markdown.split('`').enumerate() {
        if i % 2 == 0 {
            out.push_str(part);
        }
    }
    out.replace("Ann", "").replace("bob", "").replace("Bob", "")
}

fn assert_translated(lang: &str, markdown: &str) {
    let text = prose(markdown);
    for w in ENGLISH {
        assert!(!text.contains(w), "{lang}: English {w:?} in {markdown}");
    }
}

async fn whole_game_in(locale: &str) {
    let s = Setup::new();
    let m = s.manager(true).await;
    let mut replies = Vec::new();
    for text in [
        "help",
        "help move",
        "rules",
        "rules tournament",
        "levels",
        "games",
    ] {
        replies.push(say_in(&m, "Ann", locale, text).await);
    }
    let r = say_in(&m, "Ann", locale, "challenge bob standard white none").await;
    assert!(!r.private, "{}", r.markdown);
    replies.push(r);
    let r = say_in(&m, "Bob", locale, "accept").await;
    assert!(!r.private, "{}", r.markdown);
    assert_eq!(r.lang.code(), locale);
    let mut p = position(&r);
    replies.push(r);
    for n in 0..2000 {
        let Some(decider) = p.decider() else { break };
        let (who, other) = if decider == gipf_rules::Color::White {
            ("Ann", "Bob")
        } else {
            ("Bob", "Ann")
        };
        if n % 40 == 0 {
            // Refusals too: out of turn, an illegal push, a stranger.
            replies.push(say_in(&m, other, locale, &pick(&p, n)).await);
            replies.push(say_in(&m, who, locale, "move e5-e6").await);
            replies.push(say_in(&m, who, locale, "move zz").await);
            replies.push(say_in(&m, "Eve", locale, "resign #1").await);
            replies.push(say_in(&m, who, locale, "games").await);
        }
        let r = say_in(&m, who, locale, &pick(&p, n * 7 + 3)).await;
        assert!(!r.private, "{}", r.markdown);
        p = position(&r);
        replies.push(r);
    }
    assert!(p.decider().is_none(), "the game did not end");
    for text in [
        "history",
        "stats",
        "leaderboard",
        "board",
        "rematch",
        "settings",
        "language",
    ] {
        replies.push(say_in(&m, "Ann", locale, text).await);
    }
    replies.push(say_in(&m, "Ann", locale, "frobnicate").await);
    for r in &replies {
        assert_translated(locale, &r.markdown);
        for g in &r.choices {
            for c in &g.choices {
                assert_translated(locale, &c.label);
            }
        }
    }
    // The last board says how the game ended, in the language.
    let last = replies
        .iter()
        .rev()
        .find(|r| r.position.is_some())
        .expect("a board");
    assert!(last.image.is_some());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_czech_has_no_english_sentence() {
    whole_game_in("cs").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_in_russian_has_no_english_sentence() {
    whole_game_in("ru").await;
}

#[tokio::test]
async fn plural_forms_follow_the_language() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let mut texts = Vec::new();
    for (who, days) in [("Ann", 1), ("Cid", 2), ("Dan", 5)] {
        let r = say_in(&m, who, "ru", &format!("challenge bob time {days}d")).await;
        assert!(!r.private, "{}", r.markdown);
        texts.push(r.markdown);
    }
    assert!(texts[0].contains("1 день"), "{}", texts[0]);
    assert!(texts[1].contains("2 дня"), "{}", texts[1]);
    assert!(texts[2].contains("5 дней"), "{}", texts[2]);
    let r = say_in(&m, "Eve", "cs", "challenge bob time 2d").await;
    assert!(r.markdown.contains("2 dny"), "{}", r.markdown);
    let r = say_in(&m, "Fay", "cs", "challenge bob time 5d").await;
    assert!(r.markdown.contains("5 dní"), "{}", r.markdown);
    let r = say_in(&m, "Gus", "cs", "challenge bob time 1d").await;
    assert!(r.markdown.contains("1 den"), "{}", r.markdown);
}

#[tokio::test]
async fn a_players_language_and_the_rooms_settings() {
    let s = Setup::new();
    let m = s.manager(false).await;
    // No locale from the platform: the room's language (English by default).
    let r = say(&m, "Ann", "language").await;
    assert!(r.markdown.contains("I speak en"), "{}", r.markdown);
    let r = say(&m, "Ann", "language nl").await;
    assert!(r.private && r.lang == Lang::Nl, "{}", r.markdown);
    let r = say(&m, "Ann", "help").await;
    assert_eq!(r.lang, Lang::Nl);
    // A choice beats the platform's locale.
    let russian_client = Ctx {
        locale: Some("ru".into()),
        ..ctx("Ann")
    };
    let r = m.handle_text(&russian_client, "rules").await;
    assert_eq!(r.lang, Lang::Nl);
    let r = say(&m, "Ann", "language klingon").await;
    assert!(
        r.private && r.markdown.contains("klingon"),
        "{}",
        r.markdown
    );
    assert_eq!(r.lang, Lang::Nl);
    say(&m, "Ann", "language default").await;
    assert_eq!(say(&m, "Ann", "rules").await.lang, Lang::En);

    // Settings: a stranger to moderation is refused, nothing changes.
    let guest = Ctx {
        moderator: false,
        ..ctx("Bob")
    };
    let r = m.handle_text(&guest, "settings language de").await;
    assert!(
        r.private && r.markdown.contains("moderator"),
        "{}",
        r.markdown
    );
    assert_eq!(m.handle_text(&guest, "rules").await.lang, Lang::En);
    // The moderator's change is stored and used: the room speaks German to whoever chose
    // nothing, boards included.
    let r = say(&m, "Ann", "settings language de").await;
    assert_eq!(r.lang, Lang::De, "{}", r.markdown);
    let r = m.handle_text(&guest, "ai beginner white").await;
    assert_eq!(r.lang, Lang::De);
    assert!(r.markdown.contains("Weiß"), "{}", r.markdown);
    let r = say(&m, "Ann", "settings time 10m").await;
    assert!(r.markdown.contains("10"), "{}", r.markdown);
    let r = say(&m, "Ann", "settings rated-ai off").await;
    assert!(!r.private, "{}", r.markdown);
    let r = say(&m, "Ann", "settings").await;
    assert!(
        r.private && r.markdown.contains("`rated-ai`"),
        "{}",
        r.markdown
    );
    let r = say(&m, "Ann", "settings colour red").await;
    assert!(r.private && r.markdown.contains("colour"), "{}", r.markdown);
    let r = say(&m, "Ann", "settings threads maybe").await;
    assert!(r.private && r.markdown.contains("maybe"), "{}", r.markdown);
    // Stored: a new manager on the same file reads them.
    drop(m);
    let m = s.manager(false).await;
    let r = m.handle_text(&guest, "challenge ann").await;
    assert_eq!(r.lang, Lang::De);
    assert!(r.markdown.contains("10 Minuten"), "{}", r.markdown);
    let r = say(&m, "Ann", "settings language default").await;
    assert_eq!(r.lang, Lang::En, "{}", r.markdown);
}

#[tokio::test]
async fn public_posts_speak_the_rooms_language_and_answers_the_askers() {
    let s = Setup::new();
    let m = s.manager(true).await;
    // A Czech client in an English room.
    let czech = Ctx {
        locale: Some("cs".into()),
        ..ctx("Ann")
    };
    // His help, lists and refusals are Czech...
    let r = m.handle_text(&czech, "games").await;
    assert_eq!(r.lang, Lang::Cs, "{}", r.markdown);
    // ...the board everyone in the room reads is English, image included...
    let r = m.handle_text(&czech, "ai beginner white").await;
    assert!(!r.private && r.lang == Lang::En, "{}", r.markdown);
    assert!(r.markdown.contains("White"), "{}", r.markdown);
    assert!(r.image.is_some());
    let p = position(&r);
    // ...and so is the next one; his illegal move is refused in Czech.
    let r = m.handle_text(&czech, "move e5-e6").await;
    assert!(r.private && r.lang == Lang::Cs, "{}", r.markdown);
    assert_translated("cs", &r.markdown);
    let r = m.handle_text(&czech, &pick(&p, 0)).await;
    assert!(!r.private && r.lang == Lang::En, "{}", r.markdown);
    assert!(r.markdown.contains("Last turn"), "{}", r.markdown);
    // `board` shows the room the game: English too.
    let r = m.handle_text(&czech, "board").await;
    assert!(!r.private && r.lang == Lang::En, "{}", r.markdown);
    assert!(r.markdown.contains("AI (beginner)"), "{}", r.markdown);
}

#[tokio::test]
async fn rules_reasons_and_the_ais_name_speak_the_language() {
    let s = Setup::new();
    let m = s.manager(true).await;
    for (locale, who) in [("cs", "Ann"), ("ru", "Bob"), ("de", "Cid")] {
        for word in ["standard+T100", "standard+X3", "standard+-", "ultimate+T3"] {
            let r = say_in(&m, who, locale, &format!("ai beginner {word}")).await;
            assert!(r.private, "{}", r.markdown);
            assert_translated(locale, &r.markdown);
            for english in ["hand", "potentials of", "kind", "letters"] {
                assert!(
                    !prose(&r.markdown).contains(english),
                    "{locale}: {}",
                    r.markdown
                );
            }
        }
    }
    let r = say_in(&m, "Ann", "cs", "ai beginner standard+T100").await;
    assert!(r.markdown.contains("99 potenciálů"), "{}", r.markdown);
    // The AI's name in headings and on the image is the reader's.
    let r = say_in(&m, "Cid", "de", "ai beginner white").await;
    assert!(r.markdown.contains("KI (Anfänger)"), "{}", r.markdown);
    assert!(!r.markdown.contains("AI (beginner)"), "{}", r.markdown);
    let r = say_in(&m, "Cid", "de", "history").await;
    assert!(r.markdown.contains("KI (Anfänger)"), "{}", r.markdown);
}

#[tokio::test]
async fn settings_take_the_values_they_show_in_the_language() {
    let s = Setup::new();
    let m = s.manager(false).await;
    let r = say_in(&m, "Ann", "cs", "settings rated-ai vypnuto").await;
    assert!(!r.private, "{}", r.markdown);
    assert!(r.markdown.contains("vypnuto"), "{}", r.markdown);
    // A wrong value is explained with the words of the language.
    let r = say_in(&m, "Ann", "cs", "settings threads možná").await;
    assert!(r.private, "{}", r.markdown);
    assert!(
        r.markdown.contains("možná") && r.markdown.contains("`zapnuto` (`on`)"),
        "{}",
        r.markdown
    );
    assert_translated("cs", &r.markdown);
    let r = say_in(&m, "Ann", "ru", "settings time soon").await;
    assert!(r.markdown.contains("дней на ход"), "{}", r.markdown);
}
