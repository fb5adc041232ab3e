//! Each command's logic, one topic per file; each adds its own `impl Manager` block.

mod ai;
mod challenge;
mod claim;
mod confirm;
mod info;
mod play;
mod settings;
mod takeback;
mod vacation;

pub(crate) use challenge::{closing, coin};
