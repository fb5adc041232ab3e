//! The configuration: built-in defaults, then the TOML file, then `GIPFBOT_`-prefixed
//! environment variables (`GIPFBOT_GAME__AI_CONCURRENCY=4` sets `game.ai_concurrency`),
//! validated at start with errors that name the option. One topic over ~860 lines: every
//! section's typed fields, defaults and checks, so that an option is documented, defaulted
//! and validated in one place (`config.example.toml` is checked against these defaults).

use std::fmt;
use std::path::{Path, PathBuf};

use figment::providers::{Env, Format, Serialized, Toml};
use figment::Figment;
use gipf_manager::{Level, Secret, Theme, TimeControl};
use serde::{Deserialize, Serialize};
use thiserror::Error;

/// Everything `config.example.toml` documents.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Config {
    /// `[database]`.
    pub database: Database,
    /// `[game]`.
    pub game: Game,
    /// `[images]`.
    pub images: Images,
    /// `[limits]`: what each user may do, against floods.
    pub limits: gipf_manager::Limits,
    /// `[log]`.
    pub log: Log,
    /// `[console]`.
    pub console: Console,
    /// `[discord]`.
    pub discord: Discord,
    /// `[matrix]`.
    pub matrix: Matrix,
    /// `[web]`.
    pub web: Web,
}

/// `[web]`: the game pages, leaderboards, `/health` and `/metrics`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Web {
    /// The address to serve on (`127.0.0.1:8080`); empty turns the pages off.
    pub listen: String,
    /// The address players reach the pages at (`https://gipf.example.org`); when set, a
    /// game's first board and its game-over message link to its page.
    pub public_url: String,
}

impl Default for Web {
    fn default() -> Web {
        Web {
            listen: "127.0.0.1:8080".into(),
            public_url: String::new(),
        }
    }
}

/// `[matrix]`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Matrix {
    /// The homeserver URL or server name; empty = Matrix off.
    pub homeserver: String,
    /// The bot's user id or localpart.
    pub user: String,
    /// The password (first login only; the session is saved).
    pub password: Secret,
    /// An access token instead of a password.
    pub access_token: Secret,
    /// The device's name.
    pub device_name: String,
    /// The folder of the session and the SDK's state and crypto stores.
    pub store_path: PathBuf,
    /// Encrypts the SDK's stores when set.
    pub store_passphrase: Secret,
    /// Whose invites are accepted (servers, user ids, `*`); empty = the bot's own server.
    pub allow: Vec<String>,
    /// Redact a game's previous board when a new one is posted.
    pub redact_old_boards: bool,
    /// Commands sent while the bot was away are answered after a restart when at most this
    /// old: `<N>d`, `<N>h` or `<N>m`.
    pub catch_up: String,
}

/// `[discord]`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Discord {
    /// The bot token; empty = Discord off.
    pub token: Secret,
    /// Register the commands in this server only (0 = globally).
    pub guild: u64,
    /// Shards: 0 = as many as Discord recommends, a number, or a range of a total that
    /// several processes share (`"0-3/8"`).
    pub shards: ShardsSetting,
    /// A thread per game where the bot may create threads.
    pub threads: bool,
    /// Another address for Discord's API (a rate-limiting proxy); empty = discord.com.
    pub api_url: String,
}

/// `discord.shards` as written: a number (`8`) or text (`"0-3/8"`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(untagged)]
pub enum ShardsSetting {
    Count(u32),
    Text(String),
}

impl ShardsSetting {
    #[cfg(feature = "discord")]
    fn read(&self) -> Result<gipf_discord::Shards, gipf_discord::ShardsError> {
        match self {
            ShardsSetting::Count(n) => n.to_string().parse(),
            ShardsSetting::Text(t) => t.parse(),
        }
    }
}

/// `[database]`.
#[derive(Clone, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Database {
    /// The SQLite file (created when missing), unless `url` is set.
    pub path: PathBuf,
    /// A PostgreSQL server (`postgres://user:password@host:5432/gipfbot`), shared by several
    /// gipfbot processes; empty = the SQLite file at `path`.
    pub url: String,
}

impl Database {
    /// Opens the configured database (bringing its schema up to date).
    pub async fn open(&self) -> Result<gipf_manager::Store, gipf_manager::StoreError> {
        if self.url.trim().is_empty() {
            gipf_manager::Store::open(&self.path).await
        } else {
            gipf_manager::Store::connect(self.url.trim()).await
        }
    }

    /// Which database, for logs and messages (a URL without its password).
    pub fn describe(&self) -> String {
        if self.url.trim().is_empty() {
            self.path.display().to_string()
        } else {
            gipf_manager::redacted_database_url(self.url.trim())
        }
    }
}

// By hand: `check-config` prints the config, and a URL may carry a password.
impl fmt::Debug for Database {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Database")
            .field("path", &self.path)
            .field("url", &gipf_manager::redacted_database_url(&self.url))
            .finish()
    }
}

/// `[game]`: the service's rules.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Game {
    /// Time control of challenges that name none: `3d`, `10m`, `none`.
    #[serde(with = "as_text")]
    pub default_time_control: TimeControl,
    /// How long a challenge waits: `<N>d`, `<N>h` or `<N>m`.
    pub challenge_expiry: String,
    /// Whether games against the AI are rated.
    pub rate_ai_games: bool,
    /// The level of `ai` without a level.
    #[serde(with = "as_text")]
    pub default_level: Level,
    /// AI decisions computed at once.
    pub ai_concurrency: usize,
    /// Ratings with a larger deviation are provisional (hidden from leaderboards).
    pub provisional_deviation: f64,
    /// Rows of a leaderboard.
    pub leaderboard_size: u32,
    /// Leaderboards show players with a rated game in this many last days.
    pub leaderboard_active_days: u32,
    /// The longest command read, in characters.
    pub max_command_chars: usize,
    /// The language of rooms that set none (`en`, `cs`, `ru`, `nl`, `de`, `fr`).
    #[serde(with = "as_text")]
    pub language: gipf_i18n::Lang,
    /// The vacation days each player has in a calendar year (UTC): 0 turns vacations off.
    pub vacation_days: u32,
    /// How long a your-turn direct message waits for the player's other games to join it:
    /// `<N>m`, `<N>s`, at most an hour.
    pub direct_batch: String,
}

/// `[images]`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Images {
    /// Width in pixels (240..=4096); the height is 16/21 of it.
    pub width: u32,
    /// `light` or `dark`.
    #[serde(with = "as_text")]
    pub theme: Theme,
}

/// `[log]`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Log {
    /// `pretty` or `json`.
    pub format: LogFormat,
    /// A tracing filter: `info`, `warn`, `gipf_manager=debug,info`, ...
    pub level: String,
}

/// `[console]`.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
#[serde(deny_unknown_fields, default)]
pub struct Console {
    /// The local player's name (empty: the system user's name).
    pub name: String,
    /// Where board images are written.
    pub images_dir: PathBuf,
}

impl Default for Config {
    fn default() -> Config {
        Config {
            database: Database {
                path: PathBuf::from("gipfbot.sqlite"),
                url: String::new(),
            },
            game: Game {
                default_time_control: TimeControl::Days(3),
                challenge_expiry: "7d".into(),
                rate_ai_games: true,
                default_level: Level::Intermediate,
                ai_concurrency: 2,
                provisional_deviation: 110.0,
                leaderboard_size: 10,
                leaderboard_active_days: 90,
                max_command_chars: 300,
                language: gipf_i18n::Lang::En,
                vacation_days: 14,
                direct_batch: "2m".into(),
            },
            images: Images {
                width: 840,
                theme: Theme::Light,
            },
            log: Log {
                format: LogFormat::Pretty,
                level: "info".into(),
            },
            limits: gipf_manager::Limits::default(),
            console: Console {
                name: String::new(),
                images_dir: PathBuf::from("."),
            },
            matrix: Matrix {
                homeserver: String::new(),
                user: String::new(),
                password: Secret::default(),
                access_token: Secret::default(),
                device_name: "gipfbot".into(),
                store_path: PathBuf::from("gipfbot-matrix"),
                store_passphrase: Secret::default(),
                allow: Vec::new(),
                redact_old_boards: false,
                catch_up: "10m".into(),
            },
            discord: Discord {
                token: Secret::default(),
                guild: 0,
                shards: ShardsSetting::Count(0),
                threads: true,
                api_url: String::new(),
            },
            web: Web::default(),
        }
    }
}

impl Default for Database {
    fn default() -> Database {
        Config::default().database
    }
}
impl Default for Game {
    fn default() -> Game {
        Config::default().game
    }
}
impl Default for Images {
    fn default() -> Images {
        Config::default().images
    }
}
impl Default for Log {
    fn default() -> Log {
        Config::default().log
    }
}
impl Default for Console {
    fn default() -> Console {
        Config::default().console
    }
}
impl Default for Matrix {
    fn default() -> Matrix {
        Config::default().matrix
    }
}
impl Default for Discord {
    fn default() -> Discord {
        Config::default().discord
    }
}

/// A configuration that cannot be used; the message names the option.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// The file named on the command line does not exist.
    #[error("config file {0} not found")]
    Missing(PathBuf),
    /// A syntax or type error (figment names the key and where it came from).
    #[error("config: {0}")]
    Read(Box<figment::Error>),
    /// A value out of range.
    #[error("config option {option}: {message}")]
    Invalid {
        /// `game.default_time_control`, ...
        option: &'static str,
        /// What is wrong and what to write.
        message: String,
    },
}

/// The Discord adapter's settings (`Config::discord`).
#[cfg(feature = "discord")]
pub use gipf_discord::DiscordConfig;
/// Stands for the Discord adapter's settings in a build without it: never made.
#[cfg(not(feature = "discord"))]
#[derive(Debug)]
pub enum DiscordConfig {}

/// The Matrix adapter's settings (`Config::matrix`).
#[cfg(feature = "matrix")]
pub use gipf_matrix::MatrixConfig;
/// Stands for the Matrix adapter's settings in a build without it: never made.
#[cfg(not(feature = "matrix"))]
#[derive(Debug)]
pub enum MatrixConfig {}

/// A chat account is configured, but this binary was built without its adapter (a
/// `--no-default-features` build for the console alone).
#[cfg(not(all(feature = "discord", feature = "matrix")))]
fn not_built(option: &'static str, chat: &str, feature: &str) -> ConfigError {
    ConfigError::Invalid {
        option,
        message: format!(
            "is set, but this gipfbot was built without {chat}: build it with the `{feature}` \
             feature (`cargo run --release --bin gipfbot`, without --no-default-features), \
             or remove the setting to play in the console"
        ),
    }
}

/// Whether `filter` is a level (`info`) or per-target levels (`warn,gipf_manager=debug`).
/// A bare word that is no level would be read as a target to log at every level: a typo
/// (`inf`) is refused instead.
fn is_log_filter(filter: &str) -> bool {
    use tracing_subscriber::filter::LevelFilter;
    filter
        .parse::<tracing_subscriber::filter::Targets>()
        .is_ok()
        && filter
            .split(',')
            .filter(|d| !d.contains('='))
            .all(|level| level.trim().parse::<LevelFilter>().is_ok())
}

/// The default config file, read when present.
pub const DEFAULT_FILE: &str = "gipfbot.toml";

impl Config {
    /// Reads defaults, then `file` (which must exist when given; else `gipfbot.toml` when
    /// present), then the environment; and validates.
    pub fn load(file: Option<&Path>) -> Result<Config, ConfigError> {
        let path = match file {
            Some(p) if !p.exists() => return Err(ConfigError::Missing(p.to_path_buf())),
            Some(p) => p.to_path_buf(),
            None => PathBuf::from(DEFAULT_FILE),
        };
        Config::from_figment(
            Figment::from(Serialized::defaults(Config::default()))
                .merge(Toml::file(path))
                .merge(Env::prefixed("GIPFBOT_").split("__")),
        )
    }

    /// Reads a config from TOML text alone (tests).
    pub fn from_toml(text: &str) -> Result<Config, ConfigError> {
        Config::from_figment(
            Figment::from(Serialized::defaults(Config::default())).merge(Toml::string(text)),
        )
    }

    fn from_figment(f: Figment) -> Result<Config, ConfigError> {
        let c: Config = f.extract().map_err(|e| ConfigError::Read(Box::new(e)))?;
        c.manager()?;
        c.discord()?;
        c.matrix()?;
        if !is_log_filter(&c.log.level) {
            return Err(ConfigError::Invalid {
                option: "log.level",
                message: format!(
                    "{:?} is not a log filter: write info, warn, debug, ...",
                    c.log.level
                ),
            });
        }
        Ok(c)
    }

    /// The Matrix adapter's settings, when a homeserver is set.
    pub fn matrix(&self) -> Result<Option<MatrixConfig>, ConfigError> {
        if self.matrix.homeserver.trim().is_empty() {
            return Ok(None);
        }
        self.matrix_settings().map(Some)
    }

    #[cfg(not(feature = "matrix"))]
    fn matrix_settings(&self) -> Result<MatrixConfig, ConfigError> {
        Err(not_built("matrix.homeserver", "Matrix", "matrix"))
    }

    #[cfg(feature = "matrix")]
    fn matrix_settings(&self) -> Result<MatrixConfig, ConfigError> {
        let m = &self.matrix;
        let invalid = |option, message: String| ConfigError::Invalid { option, message };
        if m.user.trim().is_empty() || m.user.contains(char::is_whitespace) {
            return Err(invalid(
                "matrix.user",
                format!(
                    "{:?}: write the bot's user id, such as @gipfbot:example.org",
                    m.user
                ),
            ));
        }
        if m.password.is_empty() && m.access_token.is_empty() {
            return Err(invalid(
                "matrix.password",
                "set a password or matrix.access_token (GIPFBOT_MATRIX__PASSWORD=...)".into(),
            ));
        }
        if m.store_path.as_os_str().is_empty() {
            return Err(invalid(
                "matrix.store_path",
                "write a folder for the session and the encryption keys".into(),
            ));
        }
        let catch_up = parse_duration_ms(&m.catch_up).ok_or_else(|| {
            invalid(
                "matrix.catch_up",
                format!("{:?}: write a duration such as 10m, 1h or 1d", m.catch_up),
            )
        })?;
        Ok(MatrixConfig {
            homeserver: m.homeserver.trim().to_string(),
            user: m.user.trim().to_string(),
            password: m.password.clone(),
            access_token: m.access_token.clone(),
            device_name: m.device_name.clone(),
            store_path: m.store_path.clone(),
            store_passphrase: m.store_passphrase.clone(),
            allow: m.allow.clone(),
            redact_old_boards: m.redact_old_boards,
            prefix: "!gipf".into(),
            catch_up: std::time::Duration::from_millis(catch_up as u64),
        })
    }

    /// The Discord adapter's settings, when a token is set.
    pub fn discord(&self) -> Result<Option<DiscordConfig>, ConfigError> {
        if self.discord.token.is_empty() {
            return Ok(None);
        }
        self.discord_settings().map(Some)
    }

    #[cfg(not(feature = "discord"))]
    fn discord_settings(&self) -> Result<DiscordConfig, ConfigError> {
        Err(not_built("discord.token", "Discord", "discord"))
    }

    #[cfg(feature = "discord")]
    fn discord_settings(&self) -> Result<DiscordConfig, ConfigError> {
        let d = &self.discord;
        if d.token.expose().contains(char::is_whitespace) {
            return Err(ConfigError::Invalid {
                option: "discord.token",
                message: "contains spaces: paste the token alone (without \"Bot \")".into(),
            });
        }
        let api_url = d.api_url.trim();
        let web = api_url.starts_with("http://") || api_url.starts_with("https://");
        if !(api_url.is_empty() || web) {
            return Err(ConfigError::Invalid {
                option: "discord.api_url",
                message: format!("{api_url:?}: write an http:// or https:// address, or nothing"),
            });
        }
        let shards = d.shards.read().map_err(|e| ConfigError::Invalid {
            option: "discord.shards",
            message: e.to_string(),
        })?;
        Ok(DiscordConfig {
            token: d.token.clone(),
            guild: Some(d.guild).filter(|&g| g > 0),
            shards,
            threads: d.threads,
            api_url: Some(api_url.to_string()).filter(|u| !u.is_empty()),
        })
    }

    /// The web server's settings, when it is on.
    pub fn web(&self) -> Result<Option<gipf_web::WebConfig>, ConfigError> {
        let listen = self.web.listen.trim();
        if listen.is_empty() {
            return Ok(None);
        }
        let listen = listen.parse().map_err(|_| ConfigError::Invalid {
            option: "web.listen",
            message: format!("{listen:?}: write an address and port such as 127.0.0.1:8080, or \"\" to turn the pages off"),
        })?;
        Ok(Some(gipf_web::WebConfig { listen }))
    }

    /// The pages' public address, checked (no trailing slash).
    fn public_url(&self) -> Result<Option<String>, ConfigError> {
        let url = self.web.public_url.trim().trim_end_matches('/');
        if url.is_empty() {
            return Ok(None);
        }
        if !(url.starts_with("http://") || url.starts_with("https://"))
            || url.contains(char::is_whitespace)
        {
            return Err(ConfigError::Invalid {
                option: "web.public_url",
                message: format!("{url:?}: write an http:// or https:// address, or nothing"),
            });
        }
        Ok(Some(url.to_string()))
    }

    /// The manager's settings, checked.
    pub fn manager(&self) -> Result<gipf_manager::Config, ConfigError> {
        let g = &self.game;
        let invalid = |option, message: String| ConfigError::Invalid { option, message };
        let challenge_expiry_ms = parse_duration_ms(&g.challenge_expiry).ok_or_else(|| {
            invalid(
                "game.challenge_expiry",
                format!(
                    "{:?}: write a duration such as 7d, 12h or 30m",
                    g.challenge_expiry
                ),
            )
        })?;
        if !(1..=64).contains(&g.ai_concurrency) {
            return Err(invalid(
                "game.ai_concurrency",
                format!("{}: write 1..64", g.ai_concurrency),
            ));
        }
        if !(g.provisional_deviation > 0.0 && g.provisional_deviation <= 350.0) {
            return Err(invalid(
                "game.provisional_deviation",
                format!("{}: write a deviation in (0, 350]", g.provisional_deviation),
            ));
        }
        if !(1..=3650).contains(&g.leaderboard_active_days) {
            return Err(invalid(
                "game.leaderboard_active_days",
                format!("{}: write 1..3650", g.leaderboard_active_days),
            ));
        }
        let l = &self.limits;
        for (option, value, max) in [
            (
                "limits.commands_per_minute",
                l.commands_per_minute as usize,
                10_000,
            ),
            ("limits.open_challenges", l.open_challenges, 1000),
            ("limits.ai_games", l.ai_games, 1000),
            ("limits.reviews_per_day", l.reviews_per_day, 1000),
        ] {
            if !(1..=max).contains(&value) {
                return Err(invalid(option, format!("{value}: write 1..{max}")));
            }
        }
        if !(20..=4000).contains(&g.max_command_chars) {
            return Err(invalid(
                "game.max_command_chars",
                format!("{}: write 20..4000", g.max_command_chars),
            ));
        }
        // Seconds too: a batch is short.
        let seconds = |s: &str| {
            let n: i64 = s.trim().strip_suffix('s')?.parse().ok()?;
            Some(n * 1000).filter(|_| n > 0)
        };
        let direct_batch_ms = seconds(&g.direct_batch)
            .or_else(|| parse_duration_ms(&g.direct_batch))
            .filter(|&ms| ms <= 3_600_000)
            .ok_or_else(|| {
                invalid(
                    "game.direct_batch",
                    format!(
                        "{:?}: write a duration up to an hour, such as 2m or 30s",
                        g.direct_batch
                    ),
                )
            })?;
        if g.vacation_days > 366 {
            return Err(invalid(
                "game.vacation_days",
                format!("{}: write 0..366", g.vacation_days),
            ));
        }
        if !(1..=100).contains(&g.leaderboard_size) {
            return Err(invalid(
                "game.leaderboard_size",
                format!("{}: write 1..100", g.leaderboard_size),
            ));
        }
        if !(gipf_render::MIN_WIDTH..=gipf_render::MAX_WIDTH).contains(&self.images.width) {
            return Err(invalid(
                "images.width",
                format!(
                    "{}: write {}..{}",
                    self.images.width,
                    gipf_render::MIN_WIDTH,
                    gipf_render::MAX_WIDTH
                ),
            ));
        }
        Ok(gipf_manager::Config {
            default_time_control: g.default_time_control,
            challenge_expiry_ms,
            rate_ai_games: g.rate_ai_games,
            default_level: g.default_level,
            ai_concurrency: g.ai_concurrency,
            provisional_deviation: g.provisional_deviation,
            leaderboard_size: g.leaderboard_size,
            leaderboard_active_days: g.leaderboard_active_days,
            image_width: self.images.width,
            theme: self.images.theme,
            images: true,
            max_command_chars: g.max_command_chars,
            limits: *l,
            public_url: self.public_url()?,
            language: g.language,
            vacation_days: g.vacation_days,
            direct_batch_ms,
        })
    }
}

/// How logs are written.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum LogFormat {
    /// For people.
    Pretty,
    /// One JSON object a line, for log collectors.
    Json,
}

/// Options written as text (time controls, levels, themes): read with the type's own
/// `FromStr`, whose message says what to write (figment adds the option's name).
mod as_text {
    use std::fmt::Display;
    use std::str::FromStr;

    use serde::{de, Deserialize, Deserializer, Serializer};

    pub fn serialize<T: Display, S: Serializer>(v: &T, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(v)
    }

    pub fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let text = String::deserialize(d)?;
        text.parse().map_err(de::Error::custom)
    }
}

/// `7d`, `12h`, `30m` in milliseconds.
fn parse_duration_ms(s: &str) -> Option<i64> {
    let s = s.trim();
    let i = s.len().checked_sub(1)?;
    let (n, unit) = s.split_at(s.is_char_boundary(i).then_some(i)?);
    let n: i64 = n.parse().ok().filter(|&n| n > 0 && n <= 365 * 24 * 60)?;
    let unit_ms = match unit {
        "d" => 86_400_000,
        "h" => 3_600_000,
        "m" => 60_000,
        _ => return None,
    };
    Some(n * unit_ms)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid_and_the_example_matches_them() {
        let d = Config::from_toml("").expect("defaults");
        assert_eq!(d, Config::default());
        let example = include_str!("../../../config.example.toml");
        assert_eq!(
            Config::from_toml(example).expect("example"),
            Config::default()
        );
    }

    #[test]
    fn errors_name_the_option() {
        for (text, needle) in [
            ("[game]\nai_concurrency = \"many\"", "game.ai_concurrency"),
            (
                "[game]\ndefault_time_control = \"5y\"",
                "game.default_time_control",
            ),
            (
                "[game]\nchallenge_expiry = \"soon\"",
                "game.challenge_expiry",
            ),
            ("[game]\ndefault_level = \"godlike\"", "game.default_level"),
            ("[game]\ndirect_batch = \"2h\"", "game.direct_batch"),
            ("[game]\nlanguage = \"tlh\"", "game.language"),
            ("[images]\nwidth = 10", "images.width"),
            ("[images]\ntheme = \"pink\"", "images.theme"),
            ("[log]\nformat = \"xml\"", "log.format"),
            ("[log]\nlevel = \"inf\"", "log.level"),
            ("[log]\nlevel = \"warn,gipf=loud\"", "log.level"),
            ("[discord]\nguild = \"main\"", "discord.guild"),
            ("[game]\nunknown = 1", "unknown"),
            ("[database\npath = 1", "config"),
        ] {
            let e = Config::from_toml(text).expect_err(text).to_string();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }

    #[cfg(all(feature = "discord", feature = "matrix"))]
    #[test]
    fn chat_errors_name_the_option() {
        for (text, needle) in [
            ("[discord]\ntoken = \"a b\"", "discord.token"),
            (
                "[discord]\ntoken = \"t\"\napi_url = \"ftp://x\"",
                "discord.api_url",
            ),
            (
                "[discord]\ntoken = \"t\"\nshards = \"3-1/8\"",
                "discord.shards",
            ),
            ("[discord]\ntoken = \"t\"\nshards = 5000", "discord.shards"),
            // A range outside its total: the second of two shards is "1/2".
            (
                "[discord]\ntoken = \"t\"\nshards = \"1-2/2\"",
                "discord.shards",
            ),
            (
                "[discord]\ntoken = \"t\"\nshards = \"2/2\"",
                "discord.shards",
            ),
            ("[matrix]\nhomeserver = \"https://m.org\"", "matrix.user"),
            (
                "[matrix]\nhomeserver = \"https://m.org\"\nuser = \"@b:m.org\"",
                "matrix.password",
            ),
        ] {
            let e = Config::from_toml(text).expect_err(text).to_string();
            assert!(e.contains(needle), "{text}: {e}");
        }
    }

    /// A build without a chat adapter refuses that chat's account instead of ignoring it.
    #[cfg(not(all(feature = "discord", feature = "matrix")))]
    #[test]
    fn a_chat_this_build_lacks_is_refused_by_name() {
        let chats = [
            (
                cfg!(feature = "discord"),
                "[discord]\ntoken = \"t\"",
                "discord.token",
                "`discord`",
            ),
            (
                cfg!(feature = "matrix"),
                "[matrix]\nhomeserver = \"https://m.org\"\nuser = \"@b:m.org\"\npassword = \"p\"",
                "matrix.homeserver",
                "`matrix`",
            ),
        ];
        for (built, text, option, feature) in chats {
            if built {
                continue;
            }
            let e = Config::from_toml(text).expect_err(text).to_string();
            assert!(e.contains(option) && e.contains(feature), "{text}: {e}");
        }
        assert!(Config::from_toml("").is_ok(), "no chat, no error");
    }

    #[cfg(feature = "discord")]
    #[test]
    fn shards_take_a_number_or_a_range_of_a_total() {
        for (value, shards) in [
            ("0", gipf_discord::Shards::Auto),
            ("4", gipf_discord::Shards::All(4)),
            ("\"4\"", gipf_discord::Shards::All(4)),
            (
                "\"4-7/8\"",
                gipf_discord::Shards::Range {
                    first: 4,
                    last: 7,
                    total: 8,
                },
            ),
        ] {
            let c = Config::from_toml(&format!("[discord]\ntoken = \"t\"\nshards = {value}"))
                .expect(value);
            let d = c.discord().expect("valid").expect("on");
            assert_eq!(d.shards, shards, "{value}");
        }
    }

    #[test]
    fn durations() {
        assert_eq!(parse_duration_ms("7d"), Some(7 * 86_400_000));
        assert_eq!(parse_duration_ms("30m"), Some(1_800_000));
        for bad in ["", "d", "0d", "-1h", "5s", "1.5d", "7д", "é"] {
            assert_eq!(parse_duration_ms(bad), None, "{bad}");
        }
    }
}
