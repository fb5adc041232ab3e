//! The slash commands (`/gipf`, `/gipf-info`, `/gipf-settings`, `/gipf-study`; the options
//! of `/gipf-tournament` are in `tournament.rs`): typed options turned into the manager's
//! [`Command`]s. Descriptions come from `locales/` in every language. One topic over ~1030
//! lines: each subcommand is a short function from its typed options to one `Command`,
//! and they share the option readers (variant, colour, time, game), the localisation and
//! the test that counts each command against Discord's budget. That is why its ~1030 lines
//! stay one file: the budget test must see every command at once.

use std::str::FromStr;

use gipf_games::{AnyPool, AnyVariant};
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

/// The variant typed in the `variant` option (`standard` if left out: any word of the text
/// commands, offered by autocomplete), with the potentials typed in the `hand` option (`T6`,
/// `Z3D3`) in place of the preset's, and the `challenges` option (`die2`) after them: read as
/// the text commands read `standard+T6+die2`, so both say the same about a word, a hand or
/// challenges that do not read.
pub(crate) fn variant_with_hand(
    v: Option<&str>,
    hand: Option<&str>,
    challenges: Option<&str>,
) -> Result<AnyVariant, gipf_manager::CommandError> {
    let read = |text: String| {
        text.parse::<AnyVariant>()
            .map_err(
                |e: gipf_games::AnyVariantError| gipf_manager::CommandError::Variant {
                    text,
                    reason: e.to_string(),
                },
            )
    };
    let word = v
        .map(str::trim)
        .filter(|w| !w.is_empty())
        .unwrap_or("standard");
    let chosen = read(word.to_string())?;
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
        (AnyVariant::Gipf(GameVariant::Ultimate(_)), None) => "ultimate".to_string(),
        (AnyVariant::Gipf(GameVariant::Ultimate(_)), Some(h)) => format!("ultimate+{h}"),
        // Another game's word with a hand is refused as such (`dvonn+T6`).
        (other, Some(h)) => format!("{}+{h}", other.base_word()),
        (other, None) => other.to_string(),
    };
    if let Some(c) = challenges {
        text = format!("{text}+{c}");
    }
    read(text)
}

/// [`variant_with_hand`], explaining a bad word or hand to the user (`None`: nothing to run).
async fn variant_arg(
    ctx: Context<'_>,
    v: Option<String>,
    hand: Option<String>,
    challenges: Option<String>,
) -> Result<Option<AnyVariant>, Error> {
    match variant_with_hand(v.as_deref(), hand.as_deref(), challenges.as_deref()) {
        Ok(v) => Ok(Some(v)),
        Err(e) => {
            explain(ctx, &e).await?;
            Ok(None)
        }
    }
}

/// The variant words that start with what is typed (autocomplete: variant words are not a
/// list of choices, which would count against Discord's budget for every game added).
pub(crate) async fn suggest_variants(
    _: Context<'_>,
    partial: &str,
) -> serenity::CreateAutocompleteResponse {
    words_response(gipf_manager::variant_suggestions(partial, SUGGESTIONS))
}

/// The rating pools' words that start with what is typed.
async fn suggest_pools(_: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    words_response(gipf_manager::pool_suggestions(partial, SUGGESTIONS))
}

fn words_response(words: Vec<String>) -> serenity::CreateAutocompleteResponse {
    let choices = words
        .into_iter()
        .map(|w| serenity::AutocompleteChoice::new(w.clone(), w))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
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
    #[name = "dvonn"]
    Dvonn,
    #[name = "tzaar"]
    Tzaar,
    #[name = "yinsh"]
    Yinsh,
    #[name = "zertz"]
    Zertz,
    #[name = "punct"]
    Punct,
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
///
/// One command per topic, as large bots split theirs, so that each stays within Discord's
/// budget of [`BUDGET`] characters with room for the games to come: `/gipf` plays,
/// `/gipf-info` looks up, `/gipf-settings` sets, `/gipf-tournament` runs tournaments and
/// `/gipf-study` studies. Each subcommand is the text command of the same name.
pub(crate) fn commands() -> Vec<poise::Command<Handle, Error>> {
    let mut all = vec![
        gipf(),
        gipf_info(),
        gipf_settings(),
        tournament(),
        gipf_study(),
    ];
    for root in &mut all {
        let name = root.name.to_string();
        if root.subcommands.is_empty() {
            // `/gipf-tournament` takes the `tournament` text command's options and words.
            let topic = name.trim_start_matches("gipf-").to_string();
            localise(root, &topic);
            localise_options(root, &topic);
        } else {
            localise(root, &name);
        }
        for sub in &mut root.subcommands {
            let name = sub.name.to_string();
            localise(sub, &name);
            localise_options(sub, &name);
        }
    }
    all
}

/// The descriptions of a command's options and the names of their choices.
fn localise_options(cmd: &mut poise::Command<Handle, Error>, name: &str) {
    for p in &mut cmd.parameters {
        let key = option_key(name, &p.name);
        p.description = Some(clip(&t!(Lang::En, key), 100).into());
        p.description_localizations = translations(key).into();
        let choices: Vec<_> = p
            .choices
            .iter()
            .map(|c| {
                let mut c = c.clone();
                // Fluent ids hold no space: the choice `this server` is `choice-server`.
                let key = format!("choice-{}", c.name.replace("this ", "").replace('+', "-"));
                c.localizations = translations(&key).into();
                c
            })
            .collect();
        p.choices = choices.into();
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

// `/gipf`: a game, from the challenge to the rematch.
#[poise::command(
    slash_command,
    subcommands(
        "challenge",
        "open",
        "accept",
        "decline",
        "cancel",
        "ai",
        "move_",
        "board",
        "resign",
        "takeback",
        "claim",
        "rematch",
        "games",
        "history"
    ),
    subcommand_required
)]
async fn gipf(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// `/gipf-info`: what players look up.
#[poise::command(
    slash_command,
    rename = "gipf-info",
    subcommands("help", "rules", "levels", "leaderboard", "stats"),
    subcommand_required
)]
async fn gipf_info(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// `/gipf-settings`: the player's own settings and the server's.
#[poise::command(
    slash_command,
    rename = "gipf-settings",
    subcommands("language", "notify", "confirm", "vacation", "settings"),
    subcommand_required
)]
async fn gipf_settings(_: Context<'_>) -> Result<(), Error> {
    Ok(())
}

// `/gipf-study`: reviews, the engine's view, puzzles, lessons.
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
    #[description = "Variant (standard if left out)"]
    #[autocomplete = "suggest_variants"]
    variant: Option<String>,
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
    #[description = "Variant (standard if left out)"]
    #[autocomplete = "suggest_variants"]
    variant: Option<String>,
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
    #[description = "Variant (standard if left out)"]
    #[autocomplete = "suggest_variants"]
    variant: Option<String>,
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
    #[description = "Variant (standard if left out)"]
    #[autocomplete = "suggest_pools"]
    variant: Option<String>,
) -> Result<(), Error> {
    let pool = match variant.as_deref().map(str::trim).filter(|v| !v.is_empty()) {
        None => AnyVariant::STANDARD.pool(),
        Some(v) => match v.parse::<AnyPool>() {
            Ok(p) => p,
            Err(e) => {
                let error = gipf_manager::CommandError::Variant {
                    text: v.to_string(),
                    reason: e.to_string(),
                };
                return explain(ctx, &error).await;
            }
        },
    };
    let command = Command::Leaderboard {
        global: matches!(scope, Some(ScopeArg::Global)),
        pool,
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
        RulesArg::Dvonn => RulesTopic::Game(gipf_games::GameKind::Dvonn),
        RulesArg::Tzaar => RulesTopic::Game(gipf_games::GameKind::Tzaar),
        RulesArg::Yinsh => RulesTopic::Game(gipf_games::GameKind::Yinsh),
        RulesArg::Zertz => RulesTopic::Game(gipf_games::GameKind::Zertz),
        RulesArg::Punct => RulesTopic::Game(gipf_games::GameKind::Punct),
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

    /// Discord's budget for one command: at most this many characters of names, descriptions
    /// and choice names and values, of the command, its options, subcommands and choices.
    const BUDGET: usize = 4000;

    /// The characters of a command as Discord counts them against [`BUDGET`]: every name,
    /// description and choice name and value of the command and everything under it, each
    /// field at its longest among the default and the translations in `langs` (`None`: every
    /// translation, as Discord counts).
    fn size(command: &serde_json::Value, langs: Option<&[&str]>) -> usize {
        fn longest(v: &serde_json::Value, key: &str, langs: Option<&[&str]>) -> usize {
            let base = v[key].as_str().map_or(0, |s| s.chars().count());
            let local = v[format!("{key}_localizations")]
                .as_object()
                .into_iter()
                .flatten()
                .filter(|(locale, _)| langs.is_none_or(|l| l.contains(&locale.as_str())))
                .filter_map(|(_, t)| t.as_str())
                .map(|t| t.chars().count())
                .max()
                .unwrap_or(0);
            base.max(local)
        }
        let mut total = longest(command, "name", langs) + longest(command, "description", langs);
        for o in command["options"].as_array().into_iter().flatten() {
            total += size(o, langs);
        }
        for c in command["choices"].as_array().into_iter().flatten() {
            let value = match &c["value"] {
                serde_json::Value::String(s) => s.chars().count(),
                other => other.to_string().chars().count(),
            };
            total += longest(c, "name", langs) + value;
        }
        total
    }

    /// Every command within Discord's budget, counted as Discord counts it, with room for
    /// the games to come; the sizes per language are printed (`--nocapture`).
    #[test]
    fn every_command_fits_discords_budget_in_every_language() {
        let registered = poise::builtins::create_application_commands(&commands());
        let mut table = Vec::new();
        for c in &registered {
            let v = serde_json::to_value(c).expect("a command serialises");
            let name = v["name"].as_str().unwrap_or("?").to_string();
            let mut row = vec![format!("/{name}"), format!("en {}", size(&v, Some(&[])))];
            for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
                row.push(format!(
                    "{} {}",
                    lang.code(),
                    size(&v, Some(lang.discord_locales()))
                ));
            }
            let all = size(&v, None);
            row.push(format!("Discord counts {all}"));
            table.push(row.join(", "));
            assert!(all <= BUDGET, "/{name}: {all} characters, over {BUDGET}");
            // Room for the games to come (their rules topics, options and words).
            assert!(
                all <= BUDGET - ROOM,
                "/{name}: {all} characters leaves less than {ROOM} for the next games"
            );
        }
        println!("{}", table.join("\n"));
    }

    /// What each command keeps free for the GIPF project's other games.
    const ROOM: usize = 600;

    #[test]
    fn a_typed_hand_replaces_the_presets_and_a_bad_one_says_why() {
        let hand = |h: &str| gipf_rules::Hand::from_str(h).unwrap();
        assert_eq!(
            variant_with_hand(Some("basic"), Some(" T6 "), None),
            Ok(GameVariant::Potentials(Variant::Basic, hand("T6"), None).into())
        );
        assert_eq!(
            variant_with_hand(Some("standard+potentials"), Some("z3d3"), None),
            Ok(GameVariant::Potentials(Variant::Standard, hand("Z3D3"), None).into())
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
        let e = variant_with_hand(Some("ultimate"), Some("T6"), None).unwrap_err();
        assert!(e.to_string().contains("tournament+T6"), "{e}");
        // Challenges after the potentials, and refused without them.
        for (v, hand, challenges, text) in [
            (Some("ultimate"), None, "die2", "ultimate+die2"),
            (
                Some("standard+potentials"),
                None,
                " DIE3 ",
                "standard+potentials+die3",
            ),
            (Some("basic"), Some("T6"), "die1", "basic+T6+die1"),
        ] {
            assert_eq!(
                variant_with_hand(v, hand, Some(challenges)).map(|g| g.to_string()),
                Ok(text.to_string())
            );
        }
        let e = variant_with_hand(None, None, Some("die2")).unwrap_err();
        assert!(e.to_string().contains("standard+potentials+die2"), "{e}");
        // The variant typed whole, as the text commands read it, and a word that does not.
        assert_eq!(
            variant_with_hand(Some(" Basic+Z3+die1 "), None, None).map(|g| g.to_string()),
            Ok("basic+Z3+die1".to_string())
        );
        let e = variant_with_hand(Some("dvon"), None, None).unwrap_err();
        assert!(
            matches!(&e, gipf_manager::CommandError::Variant { text, .. } if text == "dvon"),
            "{e:?}"
        );
        // DVONN, and DVONN with GIPF's options refused.
        assert_eq!(
            variant_with_hand(Some("DVONN"), None, None),
            Ok(AnyVariant::Dvonn)
        );
        let e = variant_with_hand(Some("dvonn"), Some("T6"), None).unwrap_err();
        assert!(
            matches!(&e, gipf_manager::CommandError::Variant { text, .. } if text == "dvonn+T6"),
            "{e:?}"
        );
    }
}
