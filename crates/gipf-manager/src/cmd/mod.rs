//! Each command's logic, one topic per file; each adds its own `impl Manager` block.

mod ai;
mod challenge;
mod claim;
mod info;
mod play;
mod settings;
mod takeback;
mod vacation;

pub(crate) use challenge::{closing, coin};
