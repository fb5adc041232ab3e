//! The `/gipf` slash commands: typed options turned into the manager's [`Command`]s.
//! Descriptions come from `locales/` in every language. One topic over ~880 lines: each
//! subcommand is a short function from its typed options to one `Command`, and they share
//! the option readers (variant, colour, time, game).

use std::str::FromStr;

use gipf_manager::{
    ColourChoice, Command, GameId, LearnAsk, Level, PuzzleAsk, ReviewAsk, RulesTopic, Setting,
    TimeControl, UserRef,
};
use gipf_rules::{GameVariant, Variant};
use poise::serenity_prelude as serenity;

use std::borrow::Cow;

use gipf_i18n::{t, Lang};

use crate::deliver::clip;
use crate::tournament::tournament;
use crate::{handler, Context, Data, Error, Handle};

/// Autocomplete shows at most this many choices (Discord's limit).
const SUGGESTIONS: usize = 25;

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum VariantArg {
    #[name = "standard"]
    Standard,
    #[name = "basic"]
    Basic,
    #[name = "tournament"]
    Tournament,
    #[name = "standard+potentials"]
    StandardPotentials,
    #[name = "basic+potentials"]
    BasicPotentials,
    #[name = "tournament+potentials"]
    TournamentPotentials,
    #[name = "ultimate"]
    Ultimate,
}

/// The variant chosen (3 potentials of each kind with `+potentials`).
fn variant(v: Option<VariantArg>) -> GameVariant {
    let three = gipf_rules::Hand::of_each(3).unwrap_or_default();
    match v {
        Some(VariantArg::Basic) => Variant::Basic.into(),
        Some(VariantArg::Tournament) => Variant::Tournament.into(),
        Some(VariantArg::Standard) | None => Variant::Standard.into(),
        Some(VariantArg::StandardPotentials) => {
            GameVariant::Potentials(Variant::Standard, three, None)
        }
        Some(VariantArg::BasicPotentials) => GameVariant::Potentials(Variant::Basic, three, None),
        Some(VariantArg::TournamentPotentials) => {
            GameVariant::Potentials(Variant::Tournament, three, None)
        }
        Some(VariantArg::Ultimate) => GameVariant::ULTIMATE,
    }
}

/// The variant chosen, with the potentials typed in the `hand` option (`T6`, `Z3D3`) in place
/// of the preset's, and the `challenges` option (`die2`) after them: read as the text commands
/// read `standard+T6+die2`, so both say the same about a hand or challenges that do not read.
fn variant_with_hand(
    v: Option<VariantArg>,
    hand: Option<&str>,
    challenges: Option<&str>,
) -> Result<GameVariant, gipf_manager::CommandError> {
    let chosen = variant(v);
    let hand = hand.map(str::trim).filter(|h| !h.is_empty());
    // `die2`, or the whole word's end typed as the description shows it (`ultimate+die2`).
    let challenges = challenges
        .and_then(|c| c.rsplit('+').next())
        .map(str::trim)
        .filter(|h| !h.is_empty());
    if hand.is_none() && challenges.is_none() {
        return Ok(chosen);
    }
    let mut text = match (chosen, hand) {
        (GameVariant::Ultimate(_), None) => "ultimate".to_string(),
        (GameVariant::Ultimate(_), Some(h)) => format!("ultimate+{h}"),
        (other, Some(h)) => format!("{}+{h}", other.variant()),
        (other, None) => other.to_string(),
    };
    if let Some(c) = challenges {
        text = format!("{text}+{c}");
    }
    text.parse().map_err(
        |e: gipf_rules::PositionError| gipf_manager::CommandError::Variant {
            text,
            reason: e.to_string(),
        },
    )
}

/// [`variant_with_hand`], explaining a bad hand to the user (`None`: nothing to run).
async fn variant_arg(
    ctx: Context<'_>,
    v: Option<VariantArg>,
    hand: Option<String>,
    challenges: Option<String>,
) -> Result<Option<GameVariant>, Error> {
    match variant_with_hand(v, hand.as_deref(), challenges.as_deref()) {
        Ok(v) => Ok(Some(v)),
        Err(e) => {
            explain(ctx, &e).await?;
            Ok(None)
        }
    }
}

/// What `rules` summarises.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum RulesArg {
    #[name = "standard"]
    Standard,
    #[name = "basic"]
    Basic,
    #[name = "tournament"]
    Tournament,
    #[name = "potentials"]
    Potentials,
    #[name = "challenges"]
    Challenges,
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum ColourArg {
    #[name = "white"]
    White,
    #[name = "black"]
    Black,
    #[name = "random"]
    Random,
}

fn colour(c: Option<ColourArg>) -> ColourChoice {
    match c {
        Some(ColourArg::White) => ColourChoice::White,
        Some(ColourArg::Black) => ColourChoice::Black,
        Some(ColourArg::Random) | None => ColourChoice::Random,
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum LevelArg {
    #[name = "beginner"]
    Beginner,
    #[name = "casual"]
    Casual,
    #[name = "intermediate"]
    Intermediate,
    #[name = "strong"]
    Strong,
    #[name = "master"]
    Master,
}

impl From<LevelArg> for Level {
    fn from(l: LevelArg) -> Level {
        match l {
            LevelArg::Beginner => Level::Beginner,
            LevelArg::Casual => Level::Casual,
            LevelArg::Intermediate => Level::Intermediate,
            LevelArg::Strong => Level::Strong,
            LevelArg::Master => Level::Master,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum NotifyArg {
    #[name = "mention"]
    Mention,
    #[name = "dm"]
    Dm,
    #[name = "off"]
    Off,
}

impl From<NotifyArg> for gipf_manager::Notify {
    fn from(n: NotifyArg) -> gipf_manager::Notify {
        match n {
            NotifyArg::Mention => gipf_manager::Notify::Mention,
            NotifyArg::Dm => gipf_manager::Notify::Dm,
            NotifyArg::Off => gipf_manager::Notify::Off,
        }
    }
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum ScopeArg {
    #[name = "this server"]
    Server,
    #[name = "global"]
    Global,
}

/// The command tree, its descriptions, options and choices in every language of
/// `locales/` (English is the default Discord shows where the user's language is missing).
pub(crate) fn commands() -> Vec<poise::Command<Handle, Error>> {
    let mut all = vec![gipf(), gipf_study()];
    for root in &mut all {
        let name = root.name.to_string();
        localise(root, &name);
        localise_subcommands(root);
    }
    all
}

/// The descriptions of a command's subcommands, their options and choices.
fn localise_subcommands(root: &mut poise::Command<Handle, Error>) {
    for sub in &mut root.subcommands {
        let name = sub.name.to_string();
        localise(sub, &name);
        for p in &mut sub.parameters {
            let key = option_key(&name, &p.name);
            p.description = Some(clip(&t!(Lang::En, key), 100).into());
            p.description_localizations = translations(key).into();
            let choices: Vec<_> = p
                .choices
                .iter()
                .map(|c| {
                    let mut c = c.clone();
                    // Fluent ids hold no `+`: `standard+potentials` is `choice-standard-potentials`.
                    let key = format!("choice-{}", c.name.replace("this ", "").replace('+', "-"));
                    c.localizations = translations(&key).into();
                    c
                })
                .collect();
            p.choices = choices.into();
        }
    }
}

/// A message in every language but English, keyed by Discord's locales.
fn translations(key: &str) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    let mut all = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let text = clip(&gipf_i18n::tr(lang, key, None), 100).to_string();
        for locale in lang.discord_locales() {
            all.push((Cow::Borrowed(*locale), Cow::Owned(text.clone())));
        }
    }
    all
}

fn localise(cmd: &mut poise::Command<Handle, Error>, name: &str) {
    let key = format!("discord-{name}");
    cmd.description = Some(clip(&t!(Lang::En, key.clone()), 100).to_string().into());
    cmd.description_localizations = translations(&key).into();
}

/// The message that describes option `option` of `/gipf <command>`.
fn option_key(command: &str, option: &str) -> &'static str {
    match (command, option) {
        ("confirm", "on") => "opt-confirm-on",
        ("review", "auto") => "opt-review-auto",
        ("review", "game") => "opt-finished-game",
        ("puzzle", "what") => "opt-puzzle-what",
        ("learn", "what") => "opt-learn-what",
        (_, "position") => "opt-position",
        ("notify", "to") => "opt-notify-to",
        ("vacation", "days") => "opt-vacation-days",
        ("vacation", "off") => "opt-vacation-off",
        ("tournament", "what") => "opt-tournament-what",
        ("tournament", "id") => "opt-tournament-id",
        ("tournament", "format") => "opt-tournament-format",
        ("tournament", "rounds") => "opt-tournament-rounds",
        ("tournament", "starts") => "opt-tournament-starts",
        ("tournament", "max") => "opt-tournament-max",
        ("tournament", "rated") => "opt-tournament-rated",
        ("tournament", "user") => "opt-tournament-user",
        ("challenge", "user") => "opt-user-challenge",
        (_, "user") if command == "stats" => "opt-stats-user",
        (_, "user") => "opt-challenger",
        (_, "variant") => "opt-variant",
        (_, "hand") => "opt-hand",
        (_, "challenges") => "opt-challenges",
        (_, "colour") => "opt-colour",
        (_, "time") => "opt-time",
        ("accept" | "decline", "game") => "opt-challenge",
        ("cancel", "game") => "opt-own-challenge",
        ("move", "game") => "opt-game-several",
        ("rematch", "game") => "opt-finished-game",
        (_, "game") => "opt-game",
        (_, "level") => "opt-level",
        (_, "action") => "opt-action",
        (_, "scope") => "opt-scope",
        (_, "command") => "opt-command",
        (_, "setting") => "opt-setting",
        (_, "value") => "opt-setting-value",
        ("tournament", _) => "opt-tournament",
        _ => "opt-language",
    }
}

/// Registers the commands in the configured server, or globally; only in the process that
/// runs shard 0 when several share the shards (the others would register them again).
pub(crate) async fn register(
    data: &Data,
    commands: &[poise::Command<Handle, Error>],
) -> Result<(), Error> {
    if !data.config.shards.runs_first() {
        tracing::info!(shards = %data.config.shards, "commands are registered by the process that runs shard 0");
        return Ok(());
    }
    match data.config.guild {
        Some(g) if g > 0 => {
            poise::builtins::register_in_guild(&data.http, commands, serenity::GuildId::new(g))
                .await?;
            tracing::info!(guild = g, "commands registered in the server");
        }
        _ => {
            poise::builtins::register_globally(&data.http, commands).await?;
            tracing::info!("commands registered globally");
        }
    }
    Ok(())
}

#[poise::command(
    slash_command,
    subcommands(
        "challenge",
        "open",
        "accept",
        "decline",
        "cancel",
        "ai",
        "levels",
        "move_",
        "board",
        "resign",
        "takeback",
        "claim",
        "vacation",
        "confirm",
        "notify",
        "rematch",
        "games",
        "history",
        "leaderboard",
        "stats",
        "help",
        "rules",
        "settings",
        "language",
        "tournament"
    ),
    subcommand_required
)]
async fn gipf(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// Discord takes at most 25 subcommands a command: studying (reviews, the engine's view,
// puzzles, lessons) is a command of its own, `/gipf-study <sub>`, with the same words.
#[poise::command(
    slash_command,
    rename = "gipf-study",
    subcommands("review", "analyse", "puzzle", "learn"),
    subcommand_required
)]
async fn gipf_study(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Parses an optional `#12` / `12` option; a bad one is answered and stops the command.
async fn game_arg(ctx: Context<'_>, game: Option<String>) -> Result<Option<Option<GameId>>, Error> {
    match game.as_deref().map(str::trim).filter(|g| !g.is_empty()) {
        None => Ok(Some(None)),
        Some(g) => match GameId::from_str(g) {
            Ok(id) => Ok(Some(Some(id))),
            Err(_) => {
                let error = gipf_manager::CommandError::GameId(g.to_string());
                explain(ctx, &error).await?;
                Ok(None)
            }
        },
    }
}

/// Says, in the user's language, why an option does not read.
pub(crate) async fn explain(
    ctx: Context<'_>,
    error: &gipf_manager::CommandError,
) -> Result<(), Error> {
    let c = handler::command_ctx(ctx).await;
    handler::say_private(ctx, &ctx.data().manager.explain(&c, error)).await
}

/// Runs `make(game)` once the optional game option reads.
async fn run_for_game(
    ctx: Context<'_>,
    game: Option<String>,
    make: fn(Option<GameId>) -> Command,
) -> Result<(), Error> {
    match game_arg(ctx, game).await? {
        Some(game) => handler::run(ctx, make(game)).await,
        None => Ok(()),
    }
}

async fn time_arg(
    ctx: Context<'_>,
    time: Option<String>,
) -> Result<Option<Option<TimeControl>>, Error> {
    match time.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
        None => Ok(Some(None)),
        Some(t) => match TimeControl::from_str(t) {
            Ok(tc) => Ok(Some(Some(tc))),
            Err(e) => {
                explain(ctx, &e.into()).await?;
                Ok(None)
            }
        },
    }
}

#[poise::command(slash_command)]
async fn challenge(
    ctx: Context<'_>,
    #[description = "Who you challenge"] user: serenity::User,
    #[description = "Variant (standard if left out)"] variant: Option<VariantArg>,
    #[description = "Your colour (random if left out)"] colour: Option<ColourArg>,
    #[description = "Time per decision: 3d (days), 10m (minutes) or none"] time: Option<String>,
    #[description = "Potentials in hand instead of the variant's, as T6 or Z3D3"] hand: Option<
        String,
    >,
    #[description = "Challenges of a potential's use: die and attempts each, as die2"]
    challenges: Option<String>,
) -> Result<(), Error> {
    let Some(variant) = variant_arg(ctx, variant, hand, challenges).await? else {
        return Ok(());
    };
    let Some(time) = time_arg(ctx, time).await? else {
        return Ok(());
    };
    handler::note_user(ctx, &user).await;
    let command = Command::Challenge {
        opponent: UserRef::Id(user.id.to_string()),
        variant,
        colour: self::colour(colour),
        time,
    };
    handler::run(ctx, command).await
}

#[poise::command(slash_command)]
async fn open(
    ctx: Context<'_>,
    #[description = "Variant (standard if left out)"] variant: Option<VariantArg>,
    #[description = "Your colour (random if left out)"] colour: Option<ColourArg>,
    #[description = "Time per decision: 3d (days), 10m (minutes) or none"] time: Option<String>,
    #[description = "Potentials in hand instead of the variant's, as T6 or Z3D3"] hand: Option<
        String,
    >,
    #[description = "Challenges of a potential's use: die and attempts each, as die2"]
    challenges: Option<String>,
) -> Result<(), Error> {
    let Some(variant) = variant_arg(ctx, variant, hand, challenges).await? else {
        return Ok(());
    };
    let Some(time) = time_arg(ctx, time).await? else {
        return Ok(());
    };
    let command = Command::Open {
        variant,
        colour: self::colour(colour),
        time,
    };
    handler::run(ctx, command).await
}

fn target(game: Option<GameId>, user: Option<&serenity::User>) -> Option<gipf_manager::Target> {
    match (game, user) {
        (Some(g), _) => Some(gipf_manager::Target::Game(g)),
        (None, Some(u)) => Some(gipf_manager::Target::User(UserRef::Id(u.id.to_string()))),
        (None, None) => None,
    }
}

#[poise::command(slash_command)]
async fn accept(
    ctx: Context<'_>,
    #[description = "The challenge, as #12"] game: Option<String>,
    #[description = "Who challenged you"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(game) = game_arg(ctx, game).await? else {
        return Ok(());
    };
    handler::run(ctx, Command::Accept(target(game, user.as_ref()))).await
}

#[poise::command(slash_command)]
async fn decline(
    ctx: Context<'_>,
    #[description = "The challenge, as #12"] game: Option<String>,
    #[description = "Who challenged you"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let Some(game) = game_arg(ctx, game).await? else {
        return Ok(());
    };
    handler::run(ctx, Command::Decline(target(game, user.as_ref()))).await
}

#[poise::command(slash_command)]
async fn cancel(
    ctx: Context<'_>,
    #[description = "Your challenge, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::Cancel).await
}

#[poise::command(slash_command)]
async fn ai(
    ctx: Context<'_>,
    #[description = "The AI's level"] level: Option<LevelArg>,
    #[description = "Variant (standard if left out)"] variant: Option<VariantArg>,
    #[description = "Your colour (random if left out)"] colour: Option<ColourArg>,
    #[description = "Potentials in hand instead of the variant's, as T6 or Z3D3"] hand: Option<
        String,
    >,
    #[description = "Challenges of a potential's use: die and attempts each, as die2"]
    challenges: Option<String>,
) -> Result<(), Error> {
    let Some(variant) = variant_arg(ctx, variant, hand, challenges).await? else {
        return Ok(());
    };
    let command = Command::Ai {
        level: level.map(Level::from),
        variant,
        colour: self::colour(colour),
    };
    handler::run(ctx, command).await
}

#[poise::command(slash_command)]
async fn levels(ctx: Context<'_>) -> Result<(), Error> {
    handler::run(ctx, Command::Levels).await
}

async fn suggest_moves(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = handler::suggest(ctx, partial, SUGGESTIONS)
        .await
        .into_iter()
        .map(|a| serenity::AutocompleteChoice::new(a.clone(), a))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

#[poise::command(slash_command, rename = "move")]
async fn move_(
    ctx: Context<'_>,
    #[description = "The action: b1-b2, Gb1-b2, xc3,d4,e5,f5 or done"]
    #[autocomplete = "suggest_moves"]
    action: String,
    #[description = "The game, as #12 (needed only when you have several)"] game: Option<String>,
) -> Result<(), Error> {
    // An autocompleted choice from several games ends with " #12".
    let (action, inline) = match action.trim().rsplit_once(' ') {
        Some((a, g)) if g.starts_with('#') => (a.trim().to_string(), Some(g.to_string())),
        _ => (action.trim().to_string(), None),
    };
    let Some(game) = game_arg(ctx, game.or(inline)).await? else {
        return Ok(());
    };
    handler::run(ctx, Command::Move { action, game }).await
}

#[poise::command(slash_command)]
async fn board(
    ctx: Context<'_>,
    #[description = "The game, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::Board).await
}

#[poise::command(slash_command)]
async fn resign(
    ctx: Context<'_>,
    #[description = "The game, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::Resign).await
}

// `/gipf vacation`: `days` starts one, `off` ends it, neither says how it stands.
#[poise::command(slash_command)]
async fn vacation(
    ctx: Context<'_>,
    #[description = "Days away"]
    #[min = 1]
    #[max = 366]
    days: Option<u32>,
    #[description = "End your vacation now"] off: Option<bool>,
) -> Result<(), Error> {
    let ask = match (off, days) {
        (Some(true), _) => gipf_manager::VacationAsk::Off,
        (_, Some(d)) => gipf_manager::VacationAsk::Days(d),
        _ => gipf_manager::VacationAsk::Show,
    };
    handler::run(ctx, Command::Vacation(ask)).await
}

// `/gipf confirm`: whether pushes chosen with the buttons are shown first.
#[poise::command(slash_command)]
async fn confirm(
    ctx: Context<'_>,
    #[description = "On or off"] on: Option<bool>,
) -> Result<(), Error> {
    handler::run(ctx, Command::Confirm(on)).await
}

// `/gipf notify`: where your-turn notices go.
#[poise::command(slash_command)]
async fn notify(
    ctx: Context<'_>,
    #[description = "Where your-turn notices go"] to: Option<NotifyArg>,
) -> Result<(), Error> {
    handler::run(ctx, Command::Notify(to.map(Into::into))).await
}

// `/gipf claim`: the win on time, where the room's timeouts are claimed.
#[poise::command(slash_command)]
async fn claim(
    ctx: Context<'_>,
    #[description = "The game, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::Claim).await
}

// `/gipf takeback`: the opponent answers with the buttons under the request.
#[poise::command(slash_command)]
async fn takeback(
    ctx: Context<'_>,
    #[description = "The game, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::Takeback).await
}

#[poise::command(slash_command)]
async fn rematch(
    ctx: Context<'_>,
    #[description = "The finished game, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::Rematch).await
}

#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    handler::run(ctx, Command::Games).await
}

#[poise::command(slash_command)]
async fn history(
    ctx: Context<'_>,
    #[description = "The game, as #12"] game: Option<String>,
) -> Result<(), Error> {
    run_for_game(ctx, game, Command::History).await
}

// `/gipf-study review`: a finished game's review; `auto` sets the room's `review-auto`.
#[poise::command(slash_command)]
async fn review(
    ctx: Context<'_>,
    #[description = "The finished game, as #12"] game: Option<String>,
    #[description = "Review every game here when it ends"] auto: Option<bool>,
) -> Result<(), Error> {
    match auto {
        Some(on) => handler::run(ctx, Command::Review(ReviewAsk::Auto(on))).await,
        None => run_for_game(ctx, game, |g| Command::Review(ReviewAsk::Game(g))).await,
    }
}

// `/gipf-study analyse`: the engine's view of a position string.
#[poise::command(slash_command)]
async fn analyse(
    ctx: Context<'_>,
    #[description = "A position string"] position: String,
) -> Result<(), Error> {
    handler::run(ctx, Command::Analyse(position)).await
}

// `/gipf-study puzzle`: a puzzle, an answer to it, or `rating`, `top`, `give up`: the words
// that follow `puzzle` in text.
#[poise::command(slash_command)]
async fn puzzle(
    ctx: Context<'_>,
    #[description = "An action or a removal's number; or `rating`, `top`, `give up`"] what: Option<
        String,
    >,
) -> Result<(), Error> {
    handler::run(ctx, Command::Puzzle(PuzzleAsk::read(what))).await
}

// `/gipf-study learn`: the lessons, or an answer to the step: the words that follow `learn` in
// text.
#[poise::command(slash_command)]
async fn learn(
    ctx: Context<'_>,
    #[description = "A lesson's number, `list`, `hint`, or your action"] what: Option<String>,
) -> Result<(), Error> {
    handler::run(ctx, Command::Learn(LearnAsk::read(what))).await
}

#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    #[description = "This server (default) or everywhere"] scope: Option<ScopeArg>,
    #[description = "Variant (standard if left out)"] variant: Option<VariantArg>,
) -> Result<(), Error> {
    let command = Command::Leaderboard {
        global: matches!(scope, Some(ScopeArg::Global)),
        pool: self::variant(variant).pool(),
    };
    handler::run(ctx, command).await
}

#[poise::command(slash_command)]
async fn stats(
    ctx: Context<'_>,
    #[description = "Whose statistics (yours if left out)"] user: Option<serenity::User>,
) -> Result<(), Error> {
    let who = match &user {
        Some(u) => {
            handler::note_user(ctx, u).await;
            Some(UserRef::Id(u.id.to_string()))
        }
        None => None,
    };
    handler::run(ctx, Command::Stats(who)).await
}

#[poise::command(slash_command)]
async fn help(
    ctx: Context<'_>,
    #[description = "A command to explain"] command: Option<String>,
) -> Result<(), Error> {
    handler::run(ctx, Command::Help(command)).await
}

#[poise::command(slash_command)]
async fn rules(
    ctx: Context<'_>,
    #[description = "Variant (standard if left out)"] variant: Option<RulesArg>,
) -> Result<(), Error> {
    let topic = variant.map(|v| match v {
        RulesArg::Standard => RulesTopic::Variant(Variant::Standard),
        RulesArg::Basic => RulesTopic::Variant(Variant::Basic),
        RulesArg::Tournament => RulesTopic::Variant(Variant::Tournament),
        RulesArg::Potentials => RulesTopic::Potentials,
        RulesArg::Challenges => RulesTopic::Challenges,
    });
    handler::run(ctx, Command::Rules(topic)).await
}

#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum SettingArg {
    #[name = "language"]
    Language,
    #[name = "time"]
    Time,
    #[name = "rated-ai"]
    RatedAi,
    #[name = "redact"]
    Redact,
    #[name = "threads"]
    Threads,
    #[name = "public"]
    Public,
    #[name = "open-tournaments"]
    OpenTournaments,
    #[name = "timeout"]
    Timeout,
    #[name = "daily-puzzle"]
    DailyPuzzle,
}

impl From<SettingArg> for Setting {
    fn from(s: SettingArg) -> Setting {
        match s {
            SettingArg::Language => Setting::Language,
            SettingArg::Time => Setting::Time,
            SettingArg::RatedAi => Setting::RatedAi,
            SettingArg::Redact => Setting::Redact,
            SettingArg::Threads => Setting::Threads,
            SettingArg::Public => Setting::Public,
            SettingArg::OpenTournaments => Setting::OpenTournaments,
            SettingArg::Timeout => Setting::Timeout,
            SettingArg::DailyPuzzle => Setting::DailyPuzzle,
        }
    }
}

#[poise::command(slash_command)]
async fn settings(
    ctx: Context<'_>,
    #[description = "The setting to change"] setting: Option<SettingArg>,
    #[description = "Its new value, or default"] value: Option<String>,
) -> Result<(), Error> {
    let change = match (setting.map(Setting::from), value) {
        (Some(s), Some(v)) => match s.read(&v) {
            Ok(v) => Some((s, Some(v))),
            Err(e) => return explain(ctx, &e.into()).await,
        },
        (Some(s), None) => Some((s, None)),
        (None, _) => None,
    };
    handler::run(ctx, Command::Settings(change)).await
}

#[poise::command(slash_command)]
async fn language(
    ctx: Context<'_>,
    #[description = "A language code or default"] code: Option<String>,
) -> Result<(), Error> {
    let value = match code.map(|c| Setting::Language.read(&c)).transpose() {
        Ok(v) => v,
        Err(e) => return explain(ctx, &e.into()).await,
    };
    handler::run(ctx, Command::Language(value)).await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_hand_replaces_the_presets_and_a_bad_one_says_why() {
        let hand = |h: &str| gipf_rules::Hand::from_str(h).unwrap();
        assert_eq!(
            variant_with_hand(Some(VariantArg::Basic), Some(" T6 "), None),
            Ok(GameVariant::Potentials(Variant::Basic, hand("T6"), None))
        );
        assert_eq!(
            variant_with_hand(Some(VariantArg::StandardPotentials), Some("z3d3"), None),
            Ok(GameVariant::Potentials(
                Variant::Standard,
                hand("Z3D3"),
                None
            ))
        );
        assert_eq!(
            variant_with_hand(None, Some(""), None),
            Ok(Variant::Standard.into())
        );
        for bad in ["T100", "Q2", "T0"] {
            let e = variant_with_hand(None, Some(bad), None).unwrap_err();
            assert!(
                matches!(&e, gipf_manager::CommandError::Variant { text, .. } if text == &format!("standard+{bad}")),
                "{bad}: {e:?}"
            );
        }
        let e = variant_with_hand(Some(VariantArg::Ultimate), Some("T6"), None).unwrap_err();
        assert!(e.to_string().contains("tournament+T6"), "{e}");
        // Challenges after the potentials, and refused without them.
        for (v, hand, challenges, text) in [
            (Some(VariantArg::Ultimate), None, "die2", "ultimate+die2"),
            (
                Some(VariantArg::StandardPotentials),
                None,
                " DIE3 ",
                "standard+potentials+die3",
            ),
            (Some(VariantArg::Basic), Some("T6"), "die1", "basic+T6+die1"),
        ] {
            assert_eq!(
                variant_with_hand(v, hand, Some(challenges)).map(|g| g.to_string()),
                Ok(text.to_string())
            );
        }
        let e = variant_with_hand(None, None, Some("die2")).unwrap_err();
        assert!(e.to_string().contains("standard+potentials+die2"), "{e}");
    }
}
