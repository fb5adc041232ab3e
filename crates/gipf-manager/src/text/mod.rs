//! Every sentence the manager says (markdown: `**bold**`, `` `code` ``), by topic, as
//! messages of `locales/` (gipf-i18n): a function either returns a [`gipf_i18n::Msg`] that is
//! rendered in the reader's language later (errors), or takes the language. Only the manager
//! uses it; adapters show what it wrote.

mod ai;
mod challenge;
mod errors;
pub(crate) mod game;
mod help;
mod info;
mod settings;

pub(crate) use ai::*;
pub(crate) use challenge::*;
pub(crate) use errors::*;
pub(crate) use game::*;
pub(crate) use help::*;
pub(crate) use info::*;
pub(crate) use settings::*;

/// The side `c` of a game of `kind` as a message's argument: `white` / `black`, or `first` /
/// `second` for a game whose players have no colours (ZÈRTZ). Every sentence about a game
/// of any kind passes its sides through here, never `color_key`.
pub fn side_word(kind: gipf_games::GameKind, c: gipf_rules::Color) -> &'static str {
    gipf_i18n::rules::side_key(c, kind.has_colours())
}

/// A tournament board's outcome as `tournament-result` selects it: `white`, `black-forfeit`,
/// or `first`, `second-forfeit` for a game without colours; `draw`, `double-forfeit`.
pub fn outcome_word(kind: gipf_games::GameKind, o: gipf_store::TournamentOutcome) -> &'static str {
    use gipf_rules::Color;
    use gipf_store::TournamentOutcome as O;
    let forfeit = |c: Color| match side_word(kind, c) {
        "white" => "white-forfeit",
        "black" => "black-forfeit",
        "first" => "first-forfeit",
        _ => "second-forfeit",
    };
    match o {
        O::WhiteWon => side_word(kind, Color::White),
        O::BlackWon => side_word(kind, Color::Black),
        O::Draw => "draw",
        O::WhiteByForfeit => forfeit(Color::White),
        O::BlackByForfeit => forfeit(Color::Black),
        O::DoubleForfeit => "double-forfeit",
    }
}

/// The side `c` of a game of `kind` on its own (a label, a heading): `White`, `First player`.
pub fn side_name(kind: gipf_games::GameKind, c: gipf_rules::Color) -> gipf_i18n::Msg {
    gipf_i18n::rules::side(c, kind.has_colours())
}

#[cfg(test)]
mod tests {
    use gipf_games::GameKind;
    use gipf_i18n::{t, Lang};
    use gipf_rules::Color;
    use gipf_store::TournamentOutcome;

    use super::{outcome_word, side_name, side_word};

    /// Every game of today has colours; a game without them (ZÈRTZ) would get the first and
    /// the second player from the same helper.
    #[test]
    fn sides_follow_the_game_kind() {
        for kind in GameKind::ALL {
            let (w, b) = (side_word(kind, Color::White), side_word(kind, Color::Black));
            if kind.has_colours() {
                assert_eq!((w, b), ("white", "black"), "{kind}");
                assert_eq!(side_name(kind, Color::White).render(Lang::En), "White");
            } else {
                assert_eq!((w, b), ("first", "second"), "{kind}");
            }
            assert_eq!(
                outcome_word(kind, TournamentOutcome::BlackByForfeit),
                format!("{b}-forfeit")
            );
            assert_eq!(outcome_word(kind, TournamentOutcome::WhiteWon), w);
        }
        // What a game without colours would be told, through the same words.
        let first = gipf_i18n::rules::side_key(Color::White, false);
        assert_eq!(
            t!(Lang::En, "result-resignation", winner = first),
            "The first player wins by resignation"
        );
        assert_eq!(
            t!(Lang::Ru, "result-resignation", winner = "second"),
            "Второй игрок победил: соперник сдался"
        );
    }
}
