//! Every value the store keeps in a column of its own kind: ids, and the enums the service
//! depends on (time controls are in `time.rs`). Each is written with `Display` and read back with
//! `FromStr`; a stored value that does not parse is a [`crate::StoreError::Corrupt`] naming
//! its row, never a silent default. One topic over ~900 lines: each type is short, and they
//! share the one `ParseError` and the same write-and-read pattern (`score`, DVONN's end,
//! among the end reasons).

use std::fmt;
use std::str::FromStr;

use gipf_engine::Level;
use gipf_rules::Color;
use thiserror::Error;

/// A row id: stored and read as the `i64` it wraps, on any engine (what sqlx's
/// `#[sqlx(transparent)]` derive would write, without its proc-macro crate).
macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
        pub struct $name(pub i64);

        impl<DB: sqlx::Database> sqlx::Type<DB> for $name
        where
            i64: sqlx::Type<DB>,
        {
            fn type_info() -> DB::TypeInfo {
                <i64 as sqlx::Type<DB>>::type_info()
            }

            fn compatible(ty: &DB::TypeInfo) -> bool {
                <i64 as sqlx::Type<DB>>::compatible(ty)
            }
        }

        impl<'q, DB: sqlx::Database> sqlx::Encode<'q, DB> for $name
        where
            i64: sqlx::Encode<'q, DB>,
        {
            fn encode_by_ref(
                &self,
                buf: &mut DB::ArgumentBuffer,
            ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
                <i64 as sqlx::Encode<'q, DB>>::encode_by_ref(&self.0, buf)
            }
        }

        impl<'r, DB: sqlx::Database> sqlx::Decode<'r, DB> for $name
        where
            i64: sqlx::Decode<'r, DB>,
        {
            fn decode(
                value: <DB as sqlx::Database>::ValueRef<'r>,
            ) -> Result<Self, sqlx::error::BoxDynError> {
                <i64 as sqlx::Decode<'r, DB>>::decode(value).map($name)
            }
        }
    };
}

id_type!(
    /// A player's row id.
    PlayerId
);
id_type!(
    /// A community's row id.
    CommunityId
);
id_type!(
    /// A puzzle's id, shown to players as `#12` in `puzzle` replies.
    PuzzleId
);
id_type!(
    /// A player's attempt at a puzzle.
    PuzzleAttemptId
);
id_type!(
    /// A room's post of the puzzle of one day.
    DailyPostId
);
id_type!(
    /// A post the service owes (a row of the outbox); it also keys the post on platforms
    /// that drop a repeated send (Discord's nonce, Matrix's transaction id).
    PostId
);
id_type!(
    /// A game's id, shown to players as `#12` (a challenge keeps its id when it becomes a
    /// game).
    GameId
);

impl fmt::Display for GameId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// Text that does not name a game.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a game id: write it as #12")]
pub struct GameIdError(String);

impl FromStr for GameId {
    type Err = GameIdError;

    fn from_str(s: &str) -> Result<GameId, GameIdError> {
        let digits = s.trim().strip_prefix('#').unwrap_or(s.trim());
        match digits.parse::<i64>() {
            Ok(n) if n > 0 && digits.bytes().all(|b| b.is_ascii_digit()) => Ok(GameId(n)),
            _ => Err(GameIdError(gipf_rules::excerpt(s))),
        }
    }
}

/// A game's web page address: 18 lowercase hex digits (72 random bits, drawn when the game
/// is made), unguessable where the sequential id is not.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Slug(String);

impl Slug {
    /// A new address from the operating system's random source.
    pub(crate) fn random() -> std::io::Result<Slug> {
        let mut bytes = [0u8; 9];
        getrandom::fill(&mut bytes).map_err(std::io::Error::other)?;
        Ok(Slug(bytes.iter().map(|b| format!("{b:02x}")).collect()))
    }

    /// The digits.
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for Slug {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Text that is not a game page's address.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a game's address")]
pub struct SlugError(String);

impl FromStr for Slug {
    type Err = SlugError;

    fn from_str(s: &str) -> Result<Slug, SlugError> {
        if s.len() == 18 && s.bytes().all(|b| matches!(b, b'0'..=b'9' | b'a'..=b'f')) {
            Ok(Slug(s.to_string()))
        } else {
            Err(SlugError(gipf_rules::excerpt(s)))
        }
    }
}

/// The global scope of ratings and settings.
pub const GLOBAL: CommunityId = CommunityId(0);

/// Where a game stands in the service (not in the rules: see its position).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameStatus {
    /// A challenge waiting for an answer.
    Challenge,
    /// Being played.
    Active,
    /// Over, with a winner.
    Finished,
    /// A challenge the challenged player declined.
    Declined,
    /// A challenge its author withdrew.
    Cancelled,
    /// A challenge nobody answered in time.
    Expired,
}

impl GameStatus {
    const ALL: [GameStatus; 6] = [
        GameStatus::Challenge,
        GameStatus::Active,
        GameStatus::Finished,
        GameStatus::Declined,
        GameStatus::Cancelled,
        GameStatus::Expired,
    ];

    /// Whether the game or challenge still waits for someone.
    pub const fn is_open(self) -> bool {
        matches!(self, GameStatus::Challenge | GameStatus::Active)
    }

    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            GameStatus::Challenge => "challenge",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Declined => "declined",
            GameStatus::Cancelled => "cancelled",
            GameStatus::Expired => "expired",
        }
    }
}

impl fmt::Display for GameStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for GameStatus {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<GameStatus, ParseError> {
        GameStatus::ALL
            .into_iter()
            .find(|g| g.as_str() == s)
            .ok_or_else(|| ParseError::new(s, "a game status"))
    }
}

// Stored as its word, read back through `FromStr` (an unknown word is an error, never a
// default), on either engine.
impl sqlx::Type<sqlx::Any> for GameStatus {
    fn type_info() -> sqlx::any::AnyTypeInfo {
        <str as sqlx::Type<sqlx::Any>>::type_info()
    }
}

impl sqlx::Encode<'_, sqlx::Any> for GameStatus {
    fn encode_by_ref(
        &self,
        buf: &mut <sqlx::Any as sqlx::Database>::ArgumentBuffer,
    ) -> Result<sqlx::encode::IsNull, sqlx::error::BoxDynError> {
        <&str as sqlx::Encode<sqlx::Any>>::encode(self.as_str(), buf)
    }
}

impl<'r> sqlx::Decode<'r, sqlx::Any> for GameStatus {
    fn decode(value: sqlx::any::AnyValueRef<'r>) -> Result<GameStatus, sqlx::error::BoxDynError> {
        Ok(<&str as sqlx::Decode<sqlx::Any>>::decode(value)?.parse()?)
    }
}

/// Text that is not one of a stored enum's words.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{value:?} is not {expected}")]
pub struct ParseError {
    value: String,
    expected: &'static str,
}

impl ParseError {
    pub(crate) fn new(value: &str, expected: &'static str) -> ParseError {
        ParseError {
            value: value.to_string(),
            expected,
        }
    }
}

/// Why a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EndReason {
    /// The loser had no GIPF piece left (a rule ending).
    NoGipf,
    /// The loser had to push with an empty reserve (a rule ending).
    NoReserve,
    /// The loser resigned.
    Resignation,
    /// The loser's time for a decision ran out.
    Time,
    /// Neither player could move, and the scores decided, a win or a draw (DVONN): the
    /// scores are in the final position.
    Score,
    /// The loser no longer showed one of the three types on top (TZAAR): the final position
    /// says which.
    MissingType,
    /// The loser's turn started without a capture (TZAAR).
    NoCapture,
    /// The winner removed his third ring, his first in blitz (YINSH).
    RingsRemoved,
    /// The pool of markers ran out, and the rings removed decided, a win or a draw (YINSH).
    MarkersRanOut,
    /// No ring of either player could move, scored as the empty pool (YINSH).
    NoRingCanMove,
    /// The winner's captures held a winning set (ZÈRTZ): the final position says which.
    WinningSet,
    /// The winner's placement claimed the last rings of the board (ZÈRTZ).
    NoRingLeft,
    /// Neither player could act: a draw (ZÈRTZ).
    NoOneCanAct,
    /// The winner's pieces joined two opposite sides, seen from above (PÜNCT).
    Connection,
    /// The last piece was placed: the centre count decided, a win or a draw (PÜNCT); in the
    /// basic game, a draw. The final position says which.
    LastPiece,
    /// 100 actions without a placement: a draw (PÜNCT).
    Clock,
}

impl EndReason {
    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            EndReason::NoGipf => "no_gipf",
            EndReason::NoReserve => "no_reserve",
            EndReason::Resignation => "resignation",
            EndReason::Time => "time",
            EndReason::Score => "score",
            EndReason::MissingType => "missing_type",
            EndReason::NoCapture => "no_capture",
            EndReason::RingsRemoved => "rings_removed",
            EndReason::MarkersRanOut => "markers_ran_out",
            EndReason::NoRingCanMove => "no_ring_can_move",
            EndReason::WinningSet => "winning_set",
            EndReason::NoRingLeft => "no_ring_left",
            EndReason::NoOneCanAct => "no_one_can_act",
            EndReason::Connection => "connection",
            EndReason::LastPiece => "last_piece",
            EndReason::Clock => "clock",
        }
    }
}

impl From<gipf_games::AnyReason> for EndReason {
    fn from(r: gipf_games::AnyReason) -> EndReason {
        match r {
            gipf_games::AnyReason::Gipf(r) => r.into(),
            gipf_games::AnyReason::Dvonn(gipf_dvonn::Reason::Score { .. }) => EndReason::Score,
            gipf_games::AnyReason::Tzaar(gipf_tzaar::Reason::MissingType(_)) => {
                EndReason::MissingType
            }
            gipf_games::AnyReason::Tzaar(gipf_tzaar::Reason::NoCapture) => EndReason::NoCapture,
            gipf_games::AnyReason::Yinsh(gipf_yinsh::Reason::RingsRemoved { .. }) => {
                EndReason::RingsRemoved
            }
            gipf_games::AnyReason::Yinsh(gipf_yinsh::Reason::MarkersRanOut { .. }) => {
                EndReason::MarkersRanOut
            }
            gipf_games::AnyReason::Yinsh(gipf_yinsh::Reason::NoRingCanMove { .. }) => {
                EndReason::NoRingCanMove
            }
            gipf_games::AnyReason::Zertz(gipf_zertz::Reason::WinningSet(_)) => {
                EndReason::WinningSet
            }
            gipf_games::AnyReason::Zertz(gipf_zertz::Reason::NoRingLeft) => EndReason::NoRingLeft,
            gipf_games::AnyReason::Zertz(gipf_zertz::Reason::NoOneCanAct)
            | gipf_games::AnyReason::Punct(gipf_punct::Reason::NoAction) => EndReason::NoOneCanAct,
            gipf_games::AnyReason::Punct(gipf_punct::Reason::Connection { .. }) => {
                EndReason::Connection
            }
            gipf_games::AnyReason::Punct(
                gipf_punct::Reason::CentreCount { .. } | gipf_punct::Reason::LastPiece,
            ) => EndReason::LastPiece,
            gipf_games::AnyReason::Punct(gipf_punct::Reason::Clock) => EndReason::Clock,
        }
    }
}

impl From<gipf_rules::WinReason> for EndReason {
    fn from(r: gipf_rules::WinReason) -> EndReason {
        match r {
            gipf_rules::WinReason::NoGipfLeft => EndReason::NoGipf,
            gipf_rules::WinReason::NoReserve => EndReason::NoReserve,
        }
    }
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for EndReason {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<EndReason, ParseError> {
        [
            EndReason::NoGipf,
            EndReason::NoReserve,
            EndReason::Resignation,
            EndReason::Time,
            EndReason::Score,
            EndReason::MissingType,
            EndReason::NoCapture,
            EndReason::RingsRemoved,
            EndReason::MarkersRanOut,
            EndReason::NoRingCanMove,
            EndReason::WinningSet,
            EndReason::NoRingLeft,
            EndReason::NoOneCanAct,
            EndReason::Connection,
            EndReason::LastPiece,
            EndReason::Clock,
        ]
        .into_iter()
        .find(|r| r.as_str() == s)
        .ok_or_else(|| {
            ParseError::new(
                s,
                "an end reason (no_gipf, no_reserve, resignation, time, score, or another game's)",
            )
        })
    }
}

/// Something the service tells players without being asked (the kind of an owed post).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EventKind {
    /// A game's new board that asks nobody (the AI decides next).
    Board,
    /// A decision waits for the player (after the opponent's or the AI's move).
    YourTurn,
    /// Someone challenged the player, or opened a challenge in the room.
    ChallengeReceived,
    /// Half of the time for a decision has passed.
    Reminder,
    /// A game ended (by a move, resignation, time).
    GameOver,
    /// A challenge was accepted, declined, cancelled or expired.
    ChallengeAnswered,
    /// A tournament was created: who may join, and how.
    TournamentCreated,
    /// A tournament's round began: its pairings, and the standings so far.
    TournamentRound,
    /// A tournament ended (the final standings) or was cancelled.
    TournamentOver,
    /// A takeback asked.
    Takeback,
    /// A takeback declined.
    TakebackDeclined,
    /// A player's time ran out where timeouts are claimed: the claim offered.
    TimeUp,
    /// A clock paused for a vacation, or going on after it.
    Vacation,
    /// A your-turn direct message could not be delivered: the room mentions him, and why.
    DmClosed,
    /// A finished game's review is ready: its summary.
    Review,
    /// A room's puzzle of the day (and the solution of yesterday's).
    DailyPuzzle,
}

impl EventKind {
    const ALL: [EventKind; 16] = [
        EventKind::Board,
        EventKind::YourTurn,
        EventKind::ChallengeReceived,
        EventKind::Reminder,
        EventKind::GameOver,
        EventKind::ChallengeAnswered,
        EventKind::TournamentCreated,
        EventKind::TournamentRound,
        EventKind::TournamentOver,
        EventKind::Takeback,
        EventKind::TakebackDeclined,
        EventKind::TimeUp,
        EventKind::Vacation,
        EventKind::DmClosed,
        EventKind::Review,
        EventKind::DailyPuzzle,
    ];

    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            EventKind::Board => "board",
            EventKind::YourTurn => "your_turn",
            EventKind::ChallengeReceived => "challenge_received",
            EventKind::Reminder => "reminder",
            EventKind::GameOver => "game_over",
            EventKind::ChallengeAnswered => "challenge_answered",
            EventKind::TournamentCreated => "tournament_created",
            EventKind::TournamentRound => "tournament_round",
            EventKind::TournamentOver => "tournament_over",
            EventKind::Takeback => "takeback",
            EventKind::TakebackDeclined => "takeback_declined",
            EventKind::TimeUp => "time_up",
            EventKind::Vacation => "vacation",
            EventKind::DmClosed => "dm_closed",
            EventKind::Review => "review",
            EventKind::DailyPuzzle => "daily_puzzle",
        }
    }
}

impl EventKind {
    /// Whether a post of this kind asks its players to decide (a your-turn notice: where
    /// each wants it, see [`crate::Notify`]).
    pub const fn asks_to_act(self) -> bool {
        matches!(self, EventKind::YourTurn | EventKind::Reminder)
    }
}

impl fmt::Display for EventKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for EventKind {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<EventKind, ParseError> {
        EventKind::ALL
            .into_iter()
            .find(|k| k.as_str() == s)
            .ok_or_else(|| ParseError::new(s, "an event kind"))
    }
}

/// What made an event happen. An event caused by a command repeats what the command's
/// reply says (and the reply mentions the event's players), so an adapter that shows the
/// reply in the same room may skip it; events of the AI and of timers come only as events.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Cause {
    /// A player's command (the reply tells the same).
    Command,
    /// The AI's decision.
    Ai,
    /// A deadline, reminder or expiry.
    Timer,
    /// A tournament's organiser (a round's games, its pairings, the end).
    Organiser,
    /// A game's review, computed in the background.
    Review,
    /// A challenge's trial settled in the background (a sub-game opened, its result played).
    Trial,
}

impl Cause {
    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            Cause::Command => "command",
            Cause::Ai => "ai",
            Cause::Timer => "timer",
            Cause::Organiser => "organiser",
            Cause::Review => "review",
            Cause::Trial => "trial",
        }
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Cause {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<Cause, ParseError> {
        [
            Cause::Command,
            Cause::Ai,
            Cause::Timer,
            Cause::Organiser,
            Cause::Review,
            Cause::Trial,
        ]
        .into_iter()
        .find(|c| c.as_str() == s)
        .ok_or_else(|| ParseError::new(s, "a cause (command, ai, timer, organiser, review, trial)"))
    }
}

/// Which colour the challenger (or the player against the AI) takes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ColourChoice {
    White,
    Black,
    /// Decided when the game starts.
    #[default]
    Random,
}

impl ColourChoice {
    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            ColourChoice::White => "white",
            ColourChoice::Black => "black",
            ColourChoice::Random => "random",
        }
    }
}

impl fmt::Display for ColourChoice {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for ColourChoice {
    type Err = ParseError;

    /// `white`, `black`, `random` in any case, or `w` and `b`.
    fn from_str(s: &str) -> Result<ColourChoice, ParseError> {
        match s.to_ascii_lowercase().as_str() {
            "white" | "w" => Ok(ColourChoice::White),
            "black" | "b" => Ok(ColourChoice::Black),
            "random" => Ok(ColourChoice::Random),
            _ => Err(ParseError::new(s, "a colour (white, black or random)")),
        }
    }
}

/// How a colour (a winner) is stored: `white` or `black`.
pub(crate) const fn colour_word(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A stored colour.
pub(crate) fn parse_colour(s: &str) -> Result<Color, ParseError> {
    [Color::White, Color::Black]
        .into_iter()
        .find(|&c| colour_word(c) == s)
        .ok_or_else(|| ParseError::new(s, "a colour (white or black)"))
}

/// Who a player is: a person on a chat platform, or one of the AI's levels.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PlayerKind {
    /// A person.
    Human,
    /// The AI at a level.
    Ai(Level),
}

impl PlayerKind {
    /// The platform name under which the AI's levels are stored (the level's name is the
    /// platform user).
    pub const AI_PLATFORM: &'static str = "ai";

    /// The AI's level, if this is the AI.
    pub const fn ai_level(self) -> Option<Level> {
        match self {
            PlayerKind::Ai(l) => Some(l),
            PlayerKind::Human => None,
        }
    }
}

id_type!(
    /// A tournament's id, shown to players as `T3` (its own sequence, apart from the games').
    TournamentId
);

impl fmt::Display for TournamentId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "T{}", self.0)
    }
}

/// Text that does not name a tournament.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a tournament id: write it as T3")]
pub struct TournamentIdError(String);

impl FromStr for TournamentId {
    type Err = TournamentIdError;

    /// `T3` in any case (the bare number too, as game ids take one without `#`).
    fn from_str(s: &str) -> Result<TournamentId, TournamentIdError> {
        let t = s.trim();
        let digits = t
            .strip_prefix('T')
            .or_else(|| t.strip_prefix('t'))
            .unwrap_or(t);
        match digits.parse::<i64>() {
            Ok(n) if n > 0 && digits.bytes().all(|b| b.is_ascii_digit()) => Ok(TournamentId(n)),
            _ => Err(TournamentIdError(gipf_rules::excerpt(s))),
        }
    }
}

/// A tournament's format as stored: the command words of the manager's `Format` (the store
/// cannot depend on the manager, which converts; the Swiss rounds are a column of their own).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TournamentFormat {
    /// `swiss`.
    Swiss,
    /// `roundrobin`.
    RoundRobin,
    /// `double-roundrobin`.
    DoubleRoundRobin,
    /// `knockout`: matches of one game.
    Knockout,
    /// `knockout-bo3`.
    KnockoutBo3,
    /// `knockout-bo5`.
    KnockoutBo5,
}

impl TournamentFormat {
    /// Every format, in the order `help` lists them.
    pub const ALL: [TournamentFormat; 6] = [
        TournamentFormat::Swiss,
        TournamentFormat::RoundRobin,
        TournamentFormat::DoubleRoundRobin,
        TournamentFormat::Knockout,
        TournamentFormat::KnockoutBo3,
        TournamentFormat::KnockoutBo5,
    ];

    /// The stored (and command) word.
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentFormat::Swiss => "swiss",
            TournamentFormat::RoundRobin => "roundrobin",
            TournamentFormat::DoubleRoundRobin => "double-roundrobin",
            TournamentFormat::Knockout => "knockout",
            TournamentFormat::KnockoutBo3 => "knockout-bo3",
            TournamentFormat::KnockoutBo5 => "knockout-bo5",
        }
    }
}

impl fmt::Display for TournamentFormat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TournamentFormat {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<TournamentFormat, ParseError> {
        TournamentFormat::ALL
            .into_iter()
            .find(|f| f.as_str() == s)
            .ok_or_else(|| ParseError::new(s, "a tournament format"))
    }
}

/// Where a tournament is in its life.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TournamentStatus {
    /// Players may join and leave.
    Signup,
    /// Rounds are being played.
    Running,
    /// Over, with standings.
    Finished,
    /// Called off.
    Cancelled,
}

impl TournamentStatus {
    const ALL: [TournamentStatus; 4] = [
        TournamentStatus::Signup,
        TournamentStatus::Running,
        TournamentStatus::Finished,
        TournamentStatus::Cancelled,
    ];

    /// Whether it has not ended (signing up or running).
    pub const fn is_open(self) -> bool {
        matches!(self, TournamentStatus::Signup | TournamentStatus::Running)
    }

    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::Signup => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }
}

impl fmt::Display for TournamentStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TournamentStatus {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<TournamentStatus, ParseError> {
        TournamentStatus::ALL
            .into_iter()
            .find(|t| t.as_str() == s)
            .ok_or_else(|| ParseError::new(s, "a tournament status"))
    }
}

/// How a tournament game ended, as stored: the manager's `Outcome`, word for word.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TournamentOutcome {
    /// White won over the board (on time included).
    WhiteWon,
    /// Black won over the board.
    BlackWon,
    /// A draw.
    Draw,
    /// Not played: Black had left.
    WhiteByForfeit,
    /// Not played: White had left.
    BlackByForfeit,
    /// Not played: both had left.
    DoubleForfeit,
}

impl TournamentOutcome {
    const ALL: [TournamentOutcome; 6] = [
        TournamentOutcome::WhiteWon,
        TournamentOutcome::BlackWon,
        TournamentOutcome::Draw,
        TournamentOutcome::WhiteByForfeit,
        TournamentOutcome::BlackByForfeit,
        TournamentOutcome::DoubleForfeit,
    ];

    /// The stored word.
    pub const fn as_str(self) -> &'static str {
        match self {
            TournamentOutcome::WhiteWon => "white",
            TournamentOutcome::BlackWon => "black",
            TournamentOutcome::Draw => "draw",
            TournamentOutcome::WhiteByForfeit => "white_by_forfeit",
            TournamentOutcome::BlackByForfeit => "black_by_forfeit",
            TournamentOutcome::DoubleForfeit => "double_forfeit",
        }
    }
}

impl fmt::Display for TournamentOutcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for TournamentOutcome {
    type Err = ParseError;

    fn from_str(s: &str) -> Result<TournamentOutcome, ParseError> {
        TournamentOutcome::ALL
            .into_iter()
            .find(|o| o.as_str() == s)
            .ok_or_else(|| ParseError::new(s, "a tournament game's outcome"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_words_round_trip_and_others_fail() {
        for r in [
            EndReason::NoGipf,
            EndReason::NoReserve,
            EndReason::Resignation,
            EndReason::Time,
        ] {
            assert_eq!(r.to_string().parse::<EndReason>(), Ok(r));
        }
        for c in [
            ColourChoice::White,
            ColourChoice::Black,
            ColourChoice::Random,
        ] {
            assert_eq!(c.to_string().parse::<ColourChoice>(), Ok(c));
        }
        for k in EventKind::ALL {
            assert_eq!(k.to_string().parse::<EventKind>(), Ok(k));
        }
        for c in [Cause::Command, Cause::Ai, Cause::Timer] {
            assert_eq!(c.to_string().parse::<Cause>(), Ok(c));
        }
        assert!("YourTurn".parse::<EventKind>().is_err());
        let slug: Slug = "0123456789abcdef01".parse().expect("slug");
        assert_eq!(slug.to_string().parse::<Slug>(), Ok(slug));
        for bad in [
            "",
            "0123456789ABCDEF01",
            "0123456789abcdef0",
            "../etc/passwd00000",
            "0123456789abcdefgh",
        ] {
            assert!(bad.parse::<Slug>().is_err(), "{bad}");
        }
        assert!("purple".parse::<ColourChoice>().is_err());
        assert!("Time".parse::<EndReason>().is_err());
    }
}
