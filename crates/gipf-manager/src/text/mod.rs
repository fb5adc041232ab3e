//! Every sentence the manager says (markdown: `**bold**`, `` `code` ``), by topic. Only the
//! manager uses it; adapters show what it wrote.

mod ai;
mod challenge;
mod errors;
mod game;
mod help;
mod info;

pub(crate) use ai::*;
pub(crate) use challenge::*;
pub(crate) use errors::*;
pub(crate) use game::*;
pub(crate) use help::*;
pub(crate) use info::*;
