//! What a deployment may change: the `[game]` section of the config, and secrets (tokens,
//! passwords) that are never shown.

use gipf_engine::Level;
use gipf_render::Theme;

use crate::command::TimeControl;
use crate::limits::Limits;

/// A secret from the config (a token, a password): read like a string, never shown by
/// `Debug` (so never logged nor printed by `check-config`).
#[derive(Clone, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(transparent)]
pub struct Secret(String);

impl Secret {
    /// Wraps a secret.
    pub fn new(s: impl Into<String>) -> Secret {
        Secret(s.into())
    }

    /// The secret itself, for the one place that needs it.
    pub fn expose(&self) -> &str {
        self.0.trim()
    }

    /// Whether none was given.
    pub fn is_empty(&self) -> bool {
        self.0.trim().is_empty()
    }
}

impl std::fmt::Debug for Secret {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.is_empty() {
            "\"\""
        } else {
            "\"***\" (set)"
        })
    }
}

/// The service's rules that a deployment may change (the `[game]` section of the config).
#[derive(Clone, Debug)]
pub struct Config {
    /// Time control of human games when the challenge names none.
    pub default_time_control: TimeControl,
    /// How long a challenge waits for an answer, in milliseconds.
    pub challenge_expiry_ms: i64,
    /// Whether games against the AI change ratings.
    pub rate_ai_games: bool,
    /// The level of `ai` without a level.
    pub default_level: Level,
    /// AI decisions computed at once (each takes one core for up to ~2 s).
    pub ai_concurrency: usize,
    /// Ratings with a larger deviation are provisional and left off leaderboards.
    pub provisional_deviation: f64,
    /// Rows of a leaderboard.
    pub leaderboard_size: u32,
    /// Leaderboards show players with a rated game in this many last days.
    pub leaderboard_active_days: u32,
    /// Board image width in pixels.
    pub image_width: u32,
    /// Board image theme.
    pub theme: Theme,
    /// Whether replies carry a PNG board (off only in tests that measure without it).
    pub images: bool,
    /// The longest command read, in characters (longer ones are refused unread).
    pub max_command_chars: usize,
    /// What each user may do at once.
    pub limits: Limits,
    /// Where the web pages are reached (`https://gipf.example.org`, no trailing slash): a
    /// game's first board and its end link to its page.
    pub public_url: Option<String>,
    /// The language of rooms whose moderators and platform name none.
    pub language: gipf_i18n::Lang,
    /// The vacation days each player has in a calendar year (UTC).
    pub vacation_days: u32,
    /// How long a direct message waits for other games to join it, in milliseconds: the
    /// games that wait for a player within this time go to him as one message.
    pub direct_batch_ms: i64,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            default_time_control: TimeControl::Days(3),
            challenge_expiry_ms: 7 * 86_400_000,
            rate_ai_games: true,
            default_level: Level::Intermediate,
            ai_concurrency: 2,
            provisional_deviation: 110.0,
            leaderboard_size: 10,
            leaderboard_active_days: 90,
            image_width: gipf_render::DEFAULT_WIDTH,
            theme: Theme::Light,
            images: true,
            max_command_chars: 300,
            limits: Limits::default(),
            public_url: None,
            language: gipf_i18n::Lang::En,
            vacation_days: 14,
            direct_batch_ms: 120_000,
        }
    }
}
