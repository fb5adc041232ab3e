//! The engine text protocol (NOTATION.md §4): one command per line in, exactly one line out
//! (none for `quit`). Unknown or malformed commands and illegal actions answer
//! `error: <reason>` and change nothing. It speaks every game of the table (`gipf-games`):
//! `new dvonn` or a DVONN position string sets DVONN (DVONN.md §11), `new tzaar` (the fixed
//! start), `new tzaar-tournament` or a TZAAR position string TZAAR (TZAAR.md §10), and every later command
//! answers for the game set last (`go` with the game's own evaluation on the one search of
//! the seam); GIPF answers exactly as it always has.

use gipf_game::Game;
use gipf_games::{AnyPosition, GameKind};
use gipf_rules::{Position, Variant};

/// What the protocol loop does after a line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reply {
    /// Write this line (without its newline) and flush.
    Line(String),
    /// End the process, answering nothing.
    Quit,
}

/// The limits a `go` command asks for.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GoLimits {
    /// `depth N`.
    pub depth: Option<u32>,
    /// `movetime MS`.
    pub movetime_ms: Option<u64>,
    /// `level NAME`.
    pub level: Option<String>,
}

/// The protocol's state: the current position (the standard start until `new`/`position`)
/// and the engine, whose table carries over from one `go` to the next.
#[derive(Debug)]
pub struct Protocol {
    position: AnyPosition,
    engine: Option<gipf_engine::Engine>,
}

impl Default for Protocol {
    fn default() -> Protocol {
        Protocol {
            position: AnyPosition::Gipf(Position::default()),
            engine: None,
        }
    }
}

fn error(reason: impl std::fmt::Display) -> Reply {
    Reply::Line(format!("error: {reason}"))
}

fn no_args(word: &str, rest: &str) -> Result<(), Reply> {
    if rest.is_empty() {
        Ok(())
    } else {
        Err(error(format!("{word} takes no argument")))
    }
}

impl Protocol {
    /// A protocol at the standard start.
    pub fn new() -> Protocol {
        Protocol::default()
    }

    /// The current position, of whichever game was set last.
    pub fn position(&self) -> &AnyPosition {
        &self.position
    }

    /// Answers one line of input.
    pub fn handle(&mut self, line: &str) -> Reply {
        let line = line.trim_matches(|c: char| c.is_ascii_whitespace());
        let (word, rest) = match line.split_once([' ', '\t']) {
            Some((w, r)) => (w, r.trim_matches(|c: char| c.is_ascii_whitespace())),
            None => (line, ""),
        };
        let result = match word {
            "" => Err(error("empty command")),
            "new" => self.new_game(rest),
            "position" => self.set_position(rest),
            "play" => self.play(rest),
            "legal" => no_args(word, rest).map(|()| self.legal()),
            "show" => no_args(word, rest).map(|()| Reply::Line(self.position.to_string())),
            "decider" => no_args(word, rest).map(|()| Reply::Line(self.decider())),
            "perft" => self.perft(rest),
            "go" => self.go(rest),
            "quit" => no_args(word, rest).map(|()| Reply::Quit),
            other => Err(error(format!(
                "unknown command {other:?}: use new, position, play, legal, show, decider, perft, go or quit"
            ))),
        };
        result.unwrap_or_else(|e| e)
    }

    /// `w` or `b` for the player to decide, `-` when nobody does.
    fn decider(&self) -> String {
        let d = match &self.position {
            // `r` at stage r: the referee, not a player (COMBINING.md §9.4).
            AnyPosition::Gipf(p) => p.decided_by().map_or('-', |d| d.letter()),
            other => match other.decider() {
                Some(gipf_game::Side::First) => 'w',
                Some(gipf_game::Side::Second) => 'b',
                None => '-',
            },
        };
        d.to_string()
    }

    fn new_game(&mut self, rest: &str) -> Result<Reply, Reply> {
        if rest.is_empty() || rest.contains([' ', '\t']) {
            return Err(error(
                "new takes one variant: basic, standard, tournament, dvonn, tzaar, tzaar-tournament, yinsh, yinsh-blitz, zertz, zertz-blitz, zertz48, zertz61, punct or punct-basic",
            ));
        }
        self.position = match GameKind::of_word(rest) {
            GameKind::Gipf => {
                let variant: Variant = rest.parse().map_err(|_| {
                    error(format!(
                        "unknown variant {:?}: use basic, standard, tournament, dvonn, tzaar, tzaar-tournament, yinsh, yinsh-blitz, zertz, zertz-blitz, zertz48, zertz61, punct or punct-basic",
                        gipf_rules::excerpt(rest)
                    ))
                })?;
                AnyPosition::Gipf(Position::start(variant))
            }
            _ => AnyPosition::start(rest).map_err(error)?,
        };
        Ok(Reply::Line("ok".into()))
    }

    fn set_position(&mut self, rest: &str) -> Result<Reply, Reply> {
        self.position = rest.parse().map_err(error)?;
        Ok(Reply::Line("ok".into()))
    }

    fn play(&mut self, rest: &str) -> Result<Reply, Reply> {
        match &mut self.position {
            // GIPF reads and plays in one step (its official push form reads the board).
            AnyPosition::Gipf(p) => {
                p.play_text(rest).map_err(error)?;
            }
            other => {
                let action = other.read_action(rest).map_err(error)?;
                other.play(action).map_err(error)?;
            }
        }
        Ok(Reply::Line("ok".into()))
    }

    /// The legal actions, canonical, in byte order (as `legal` lists them).
    fn sorted_legal(&self) -> Vec<String> {
        let mut texts: Vec<String> = self
            .position
            .legal_actions()
            .iter()
            .map(|a| a.to_string())
            .collect();
        texts.sort();
        texts
    }

    fn legal(&self) -> Reply {
        Reply::Line(self.sorted_legal().join(" "))
    }

    fn perft(&self, rest: &str) -> Result<Reply, Reply> {
        let depth: u32 = match rest.parse() {
            Ok(d) if !rest.starts_with('+') => d,
            _ => return Err(error("perft takes one depth, a whole number such as 3")),
        };
        Ok(Reply::Line(self.position.perft(depth).to_string()))
    }

    /// Reads `go`'s optional `depth N`, `movetime MS` and `level NAME`, each at most once.
    pub fn parse_go(rest: &str) -> Result<GoLimits, String> {
        let mut limits = GoLimits::default();
        let mut words = rest.split_ascii_whitespace();
        while let Some(key) = words.next() {
            let value = words
                .next()
                .ok_or_else(|| format!("go: {key} needs a value"))?;
            let number = |v: &str| -> Result<u64, String> {
                if v.starts_with('+') {
                    return Err(format!("go: {key} takes a whole number"));
                }
                v.parse::<u64>()
                    .map_err(|_| format!("go: {key} takes a whole number"))
            };
            let twice = || format!("go: {key} is given twice");
            match key {
                "depth" => {
                    let d = number(value)?;
                    let d = u32::try_from(d).map_err(|_| "go: depth is too large".to_string())?;
                    if limits.depth.replace(d).is_some() {
                        return Err(twice());
                    }
                }
                "movetime" => {
                    if limits.movetime_ms.replace(number(value)?).is_some() {
                        return Err(twice());
                    }
                }
                "level" => {
                    if limits.level.replace(value.to_string()).is_some() {
                        return Err(twice());
                    }
                }
                other => {
                    return Err(format!(
                        "go: unknown option {other:?}; use depth N, movetime MS or level NAME"
                    ))
                }
            }
        }
        Ok(limits)
    }

    /// `go`: the engine's choice. Without `level`, the master level; `depth` and
    /// `movetime` override the level's own limits.
    fn go(&mut self, rest: &str) -> Result<Reply, Reply> {
        let limits = Protocol::parse_go(rest).map_err(error)?;
        let level = match &limits.level {
            Some(name) => name.parse::<gipf_engine::Level>().map_err(error)?,
            None => gipf_engine::Level::Master,
        };
        let position = match &self.position {
            AnyPosition::Gipf(p) => p,
            // The other games: the one search of the seam with the game's evaluation.
            AnyPosition::Dvonn(p) => {
                if let Some(o) = p.outcome() {
                    return Err(error(format!("the game is over: {}", o.reason)));
                }
                let cancel = std::sync::atomic::AtomicBool::new(false);
                let movetime = limits.movetime_ms.map(std::time::Duration::from_millis);
                let depth = limits.depth.map(|d| d.max(1));
                return match gipf_engine::think_dvonn(p, level, depth, movetime, &cancel) {
                    Some(r) => Ok(Reply::Line(format!("bestmove {}", r.best))),
                    None => Err(error("no legal action")),
                };
            }
            AnyPosition::Tzaar(p) => {
                if let Some(o) = p.outcome() {
                    return Err(error(format!("the game is over: {}", o.reason)));
                }
                let cancel = std::sync::atomic::AtomicBool::new(false);
                let movetime = limits.movetime_ms.map(std::time::Duration::from_millis);
                let depth = limits.depth.map(|d| d.max(1));
                return match gipf_engine::think_tzaar(p, level, depth, movetime, &cancel) {
                    Some(r) => Ok(Reply::Line(format!("bestmove {}", r.best))),
                    None => Err(error("no legal action")),
                };
            }
            AnyPosition::Yinsh(p) => {
                if let Some(o) = p.outcome() {
                    return Err(error(format!("the game is over: {}", o.reason)));
                }
                let cancel = std::sync::atomic::AtomicBool::new(false);
                let movetime = limits.movetime_ms.map(std::time::Duration::from_millis);
                let depth = limits.depth.map(|d| d.max(1));
                return match gipf_engine::think_yinsh(p, level, depth, movetime, &cancel) {
                    Some(r) => Ok(Reply::Line(format!("bestmove {}", r.best))),
                    None => Err(error("no legal action")),
                };
            }
            AnyPosition::Zertz(p) => {
                if let Some(o) = p.outcome() {
                    return Err(error(format!("the game is over: {}", o.reason)));
                }
                let cancel = std::sync::atomic::AtomicBool::new(false);
                let movetime = limits.movetime_ms.map(std::time::Duration::from_millis);
                let depth = limits.depth.map(|d| d.max(1));
                return match gipf_engine::think_zertz(p, level, depth, movetime, &cancel) {
                    Some(r) => Ok(Reply::Line(format!("bestmove {}", r.best))),
                    None => Err(error("no legal action")),
                };
            }
            AnyPosition::Punct(p) => {
                if let Some(o) = p.outcome() {
                    return Err(error(format!("the game is over: {}", o.reason)));
                }
                let cancel = std::sync::atomic::AtomicBool::new(false);
                let movetime = limits.movetime_ms.map(std::time::Duration::from_millis);
                let depth = limits.depth.map(|d| d.max(1));
                return match gipf_engine::think_punct(p, level, depth, movetime, &cancel) {
                    Some(r) => Ok(Reply::Line(format!("bestmove {}", r.best))),
                    None => Err(error("no legal action")),
                };
            }
        };
        if let Some(o) = position.outcome() {
            return Err(error(format!("the game is over: {o}")));
        }
        if position.decided_by() == Some(gipf_rules::Decider::Referee) {
            return Err(error(
                "stage r is decided by the referee (won or lost), not by a search",
            ));
        }
        let mut settings = gipf_engine::Settings::level(level);
        settings.depth = limits.depth.map(|d| d.max(1));
        settings.movetime = limits.movetime_ms.map(std::time::Duration::from_millis);
        let engine = match &mut self.engine {
            Some(e)
                if e.settings().level == level
                    && e.settings().depth == settings.depth
                    && e.settings().movetime == settings.movetime =>
            {
                e
            }
            slot => slot.insert(gipf_engine::Engine::new(settings)),
        };
        let cancel = std::sync::atomic::AtomicBool::new(false);
        match engine.think(position, None, &cancel) {
            Some(r) => Ok(Reply::Line(format!("bestmove {}", r.best))),
            None => Err(error("no legal action")),
        }
    }
}
