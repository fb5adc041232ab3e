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
