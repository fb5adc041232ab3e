//! `/gipf tournament`: typed options (what to do, the tournament, its format, variant,
//! rounds, clock, start, size, rating, the player to remove) and free `words`, put together
//! into the text command and read by the manager's own parser, so that both say the same
//! about a bad value. The Join and Leave buttons under an announcement come from the
//! manager's choices like a board's.

use poise::serenity_prelude as serenity;

use crate::commands::{explain, suggest_variants};
use crate::{handler, Context, Error};

/// What to do.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum WhatArg {
    #[name = "state"]
    State,
    #[name = "create"]
    Create,
    #[name = "join"]
    Join,
    #[name = "leave"]
    Leave,
    #[name = "start"]
    Start,
    #[name = "standings"]
    Standings,
    #[name = "cancel"]
    Cancel,
    #[name = "kick"]
    Kick,
}

/// A tournament's format, by its command word.
#[derive(Clone, Copy, Debug, poise::ChoiceParameter)]
pub(crate) enum FormatArg {
    #[name = "swiss"]
    Swiss,
    #[name = "roundrobin"]
    RoundRobin,
    #[name = "double-roundrobin"]
    DoubleRoundRobin,
    #[name = "knockout"]
    Knockout,
    #[name = "knockout-bo3"]
    KnockoutBo3,
    #[name = "knockout-bo5"]
    KnockoutBo5,
}

/// The typed options of `/gipf tournament`.
#[derive(Debug, Default)]
pub(crate) struct Options {
    pub(crate) what: Option<WhatArg>,
    pub(crate) id: Option<String>,
    pub(crate) format: Option<FormatArg>,
    pub(crate) variant: Option<String>,
    pub(crate) rounds: Option<u32>,
    pub(crate) time: Option<String>,
    pub(crate) starts: Option<String>,
    pub(crate) max: Option<u32>,
    pub(crate) rated: Option<bool>,
    pub(crate) user: Option<serenity::UserId>,
    pub(crate) words: Option<String>,
}

impl Options {
    /// The text command they say: `tournament create swiss standard rounds 5 ...`.
    pub(crate) fn text(&self) -> String {
        use poise::ChoiceParameter;
        let mut w: Vec<String> = vec!["tournament".into()];
        match self.what {
            None | Some(WhatArg::State) => {}
            Some(what) => w.push(what.name().into()),
        }
        if let Some(user) = self.user {
            w.push(format!("<@{user}>"));
        }
        let mut push = |s: Option<&str>| {
            if let Some(s) = s.map(str::trim).filter(|s| !s.is_empty()) {
                w.push(s.to_string());
            }
        };
        push(self.id.as_deref());
        push(self.format.map(|f| f.name()));
        push(self.variant.as_deref());
        if let Some(n) = self.rounds {
            w.push(format!("rounds {n}"));
        }
        if let Some(t) = self
            .time
            .as_deref()
            .map(str::trim)
            .filter(|t| !t.is_empty())
        {
            w.push(format!("time {t}"));
        }
        if let Some(s) = self
            .starts
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            w.push(format!("starts {s}"));
        }
        if let Some(n) = self.max {
            w.push(format!("max {n}"));
        }
        match self.rated {
            Some(true) => w.push("rated".into()),
            Some(false) => w.push("unrated".into()),
            None => {}
        }
        if let Some(words) = self
            .words
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
        {
            w.push(words.to_string());
        }
        w.join(" ")
    }
}

// `/gipf-tournament`: tournaments in this server (a command of its own: its options would
// not fit in `/gipf`'s budget).
#[poise::command(slash_command, rename = "gipf-tournament")]
#[allow(clippy::too_many_arguments)] // one per typed option, as Discord shows them
pub(crate) async fn tournament(
    ctx: Context<'_>,
    #[description = "What to do (the state if left out)"] what: Option<WhatArg>,
    #[description = "The tournament, as T3"] id: Option<String>,
    #[description = "Format of a new tournament"] format: Option<FormatArg>,
    #[description = "Variant (standard if left out)"]
    #[autocomplete = "suggest_variants"]
    variant: Option<String>,
    #[description = "Swiss rounds"]
    #[min = 1]
    #[max = 127]
    rounds: Option<u32>,
    #[description = "Time control"] time: Option<String>,
    #[description = "When it starts by itself"] starts: Option<String>,
    #[description = "Most players"]
    #[min = 2]
    #[max = 128]
    max: Option<u32>,
    #[description = "Rated games"] rated: Option<bool>,
    #[description = "The player to remove"] user: Option<serenity::User>,
    #[description = "What to do, in the text command's words"] words: Option<String>,
) -> Result<(), Error> {
    let text = Options {
        what,
        id,
        format,
        variant,
        rounds,
        time,
        starts,
        max,
        rated,
        user: user.map(|u| u.id),
        words,
    }
    .text();
    match ctx.data().manager.read_command(&handler::DISCORD, &text) {
        Ok(command) => handler::run(ctx, command).await,
        Err(e) => explain(ctx, &e).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn typed_options_say_the_text_command() {
        assert_eq!(Options::default().text(), "tournament");
        let create = Options {
            what: Some(WhatArg::Create),
            format: Some(FormatArg::KnockoutBo3),
            variant: Some("standard+potentials".into()),
            rounds: Some(4),
            time: Some(" 1d ".into()),
            starts: Some("18:30".into()),
            max: Some(16),
            rated: Some(false),
            ..Options::default()
        };
        assert_eq!(
            create.text(),
            "tournament create knockout-bo3 standard+potentials rounds 4 time 1d starts 18:30 max 16 unrated"
        );
        let kick = Options {
            what: Some(WhatArg::Kick),
            user: Some(serenity::UserId::new(42)),
            id: Some("T3".into()),
            ..Options::default()
        };
        assert_eq!(kick.text(), "tournament kick <@42> T3");
        let words = Options {
            what: Some(WhatArg::State),
            words: Some("standings T2".into()),
            ..Options::default()
        };
        assert_eq!(words.text(), "tournament standings T2");
    }
}
