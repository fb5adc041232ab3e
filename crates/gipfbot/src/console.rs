//! `gipfbot console`: a terminal chat on the same manager and database. Commands with or
//! without the `!gipf` prefix; `as <name>` switches the local player (hot-seat play);
//! `quit` or end of input leaves. Boards are drawn in ASCII, and the PNG is written to a
//! file whose path is printed.

use gipf_i18n::{t, Lang};
use std::io::Write;
use std::path::{Path, PathBuf};

use gipf_manager::{Cause, ChoiceKind, Command, Ctx, Event, EventKind, Manager, Platform, Reply};
use tokio::io::{AsyncBufRead, AsyncBufReadExt};
use tokio::sync::broadcast;

/// The console's state: who plays now and what the last removal buttons were.
struct Console {
    /// The language of the terminal (`--lang`, else `LANG`, else English).
    lang: Lang,
    manager: Manager,
    player: String,
    images_dir: PathBuf,
    events: broadcast::Receiver<Event>,
    /// The removal choices of the last reply, so that `1`, `2`, ... pick them.
    numbered: Vec<String>,
    /// The last position and text printed, so that an event that repeats them is not
    /// printed twice.
    last_position: Option<String>,
    last_text: String,
}

/// Runs the console until `quit` or the end of `input`. `events` is the manager's
/// subscription, taken before its background work started.
pub async fn run(
    manager: Manager,
    events: broadcast::Receiver<Event>,
    input: impl AsyncBufRead + Unpin,
    out: &mut impl Write,
    player: String,
    images_dir: &Path,
    lang: Lang,
) -> anyhow::Result<()> {
    let mut c = Console {
        events,
        manager,
        lang,
        player,
        images_dir: images_dir.to_path_buf(),
        numbered: Vec::new(),
        last_position: None,
        last_text: String::new(),
    };
    writeln!(out, "{}", t!(lang, "console-welcome", name = &c.player))?;
    // What a previous run owed and never showed (it stopped between a move and its
    // announcement): shown first.
    for e in c.manager.owed_events(&Platform::CONSOLE).await {
        c.show_event(out, &e)?;
        c.manager.posted_event(&e).await;
    }
    prompt(out, &c.player)?;
    let mut lines = input.lines();
    while let Some(line) = lines.next_line().await? {
        let mut text = line.trim();
        if let Some(rest) = text.strip_prefix("!gipf") {
            text = rest.trim();
        }
        let lower = text.to_ascii_lowercase();
        if lower == "quit" || lower == "exit" {
            break;
        }
        if text.is_empty() {
            prompt(out, &c.player)?;
            continue;
        }
        if lower.starts_with("as ") {
            // "as " is ASCII, so byte 3 is a character boundary.
            let name = text[3..].trim();
            if name.is_empty() || name.contains(char::is_whitespace) {
                writeln!(out, "{}", t!(lang, "console-as-usage"))?;
            } else {
                c.player = name.to_string();
                writeln!(out, "{}", t!(lang, "console-now", name = name))?;
            }
            prompt(out, &c.player)?;
            continue;
        }
        // The console's language is the terminal's: what its user reads is in it.
        let ctx = Ctx {
            locale: Some(lang.code().to_string()),
            room_locale: Some(lang.code().to_string()),
            ..Ctx::console(&c.player)
        };
        let reply = match text.parse::<usize>() {
            Ok(n) if n >= 1 && n <= c.numbered.len() => {
                let id = c.numbered[n - 1].clone();
                c.manager.handle(&ctx, Command::Choose(id)).await
            }
            _ => c.manager.handle_text(&ctx, text).await,
        };
        c.show(out, &reply, None)?;
        c.manager.posted(&reply).await;
        // The AI answers before the next prompt.
        c.manager.ai_idle().await;
        c.drain_events(out).await?;
        prompt(out, &c.player)?;
    }
    writeln!(out)?;
    Ok(())
}

fn prompt(out: &mut impl Write, player: &str) -> std::io::Result<()> {
    write!(out, "{player}> ")?;
    out.flush()
}

impl Console {
    /// Shows the events that came meanwhile; those of the AI and of timers are the console's
    /// owed posts, acknowledged once shown (a command's reply was acknowledged already).
    async fn drain_events(&mut self, out: &mut impl Write) -> anyhow::Result<()> {
        loop {
            match self.events.try_recv() {
                Ok(e) if e.community.platform != Platform::CONSOLE.name => {}
                Ok(e) => {
                    self.show_event(out, &e)?;
                    if e.cause != Cause::Command {
                        self.manager.posted_event(&e).await;
                    }
                }
                Err(broadcast::error::TryRecvError::Lagged(_)) => continue,
                Err(_) => return Ok(()),
            }
        }
    }

    fn show_event(&mut self, out: &mut impl Write, e: &Event) -> anyhow::Result<()> {
        let names: Vec<&str> = e.to.iter().map(|p| p.display_name.as_str()).collect();
        let names = names.join(", ");
        let key = match e.kind {
            EventKind::YourTurn | EventKind::DmClosed => "console-your-turn",
            EventKind::ChallengeReceived if !names.is_empty() => "console-challenged",
            EventKind::ChallengeReceived | EventKind::Board => return Ok(()),
            EventKind::Reminder => "console-reminder",
            EventKind::GameOver => "console-game-over",
            EventKind::ChallengeAnswered
            | EventKind::Takeback
            | EventKind::TakebackDeclined
            | EventKind::TimeUp
            | EventKind::Vacation => "console-answered",
            EventKind::TournamentCreated
            | EventKind::TournamentRound
            | EventKind::TournamentOver => "console-tournament",
            EventKind::Review => "console-review",
            EventKind::DailyPuzzle => "console-daily-puzzle",
        };
        let header = t!(self.lang, key, names = names);
        self.show(out, &e.reply, Some(&header))
    }

    fn show(
        &mut self,
        out: &mut impl Write,
        r: &Reply,
        header: Option<&str>,
    ) -> anyhow::Result<()> {
        if let Some(h) = header {
            writeln!(out, "-- {h}")?;
        }
        let position_text = r.position.as_ref().map(|p| p.to_string());
        let repeat = (position_text.is_some() && position_text == self.last_position)
            || r.markdown == self.last_text;
        if header.is_some() && repeat {
            // The same board was just shown: the header says all.
            return Ok(());
        }
        if let Some(p) = &r.position {
            // The text board speaks the reply's language: the room's for a public board.
            let text = match p {
                gipf_games::AnyPosition::Gipf(p) => {
                    gipf_render::ascii::board_in(p, r.result.as_ref(), r.lang)
                }
                gipf_games::AnyPosition::Dvonn(p) => gipf_render::ascii::dvonn_board(p, r.lang),
                gipf_games::AnyPosition::Tzaar(p) => gipf_render::ascii::tzaar_board(p, r.lang),
                gipf_games::AnyPosition::Yinsh(p) => gipf_render::ascii::yinsh_board(p, r.lang),
                gipf_games::AnyPosition::Zertz(p) => gipf_render::ascii::zertz_board(p, r.lang),
                gipf_games::AnyPosition::Punct(p) => gipf_render::ascii::punct_board(p, r.lang),
            };
            write!(out, "{text}")?;
            self.last_position = position_text;
        }
        writeln!(out, "{}", r.plain())?;
        self.last_text.clone_from(&r.markdown);
        // Every reply's image, named for what it shows (a game, a puzzle, a lesson), as
        // chat shows it: the numbers a puzzle asks for are on it.
        if let Some(img) = &r.image {
            let path = self.images_dir.join(&img.name);
            let path = std::path::absolute(&path).unwrap_or(path);
            match std::fs::write(&path, img.png.as_slice()) {
                Ok(()) => writeln!(
                    out,
                    "{}",
                    t!(
                        self.lang,
                        "console-image",
                        path = path.display().to_string()
                    )
                )?,
                Err(e) => writeln!(
                    out,
                    "{}",
                    t!(
                        self.lang,
                        "console-image-failed",
                        path = path.display().to_string(),
                        error = e.to_string()
                    )
                )?,
            }
        }
        if header.is_none() || !r.choices.is_empty() {
            self.numbered = r
                .choices
                .iter()
                .filter(|g| g.kind == ChoiceKind::Removals)
                .flat_map(|g| g.choices.iter().map(|c| c.id.clone()))
                .collect();
            if !self.numbered.is_empty() {
                writeln!(out, "{}", t!(self.lang, "console-type-number"))?;
            }
        }
        Ok(())
    }
}
