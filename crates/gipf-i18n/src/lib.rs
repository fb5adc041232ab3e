//! gipfbot's words in every language it speaks.
//!
//! Every user-visible sentence is a [Project Fluent](https://projectfluent.org) message in
//! `locales/<lang>/*.ftl` at the root of the repository, English being the source; the files
//! are compiled into the binary. A [`Msg`] names a message and its arguments and is rendered
//! in a [`Lang`] when it is shown, so code deep inside the service can say *what* to tell a
//! user without knowing *in which language*.
//!
//! | file | topic |
//! |---|---|
//! | `lang.rs` | [`Lang`]: the languages, read from codes and platform locales |
//! | `bundles.rs` | the embedded `.ftl` files and their Fluent bundles |
//! | `msg.rs` | [`Msg`] and [`tr`]: a message with its arguments, rendered in a language |
//! | `rules.rs` | the rules crate's colours, events, outcomes and action errors in words |
//! | `dvonn.rs` | DVONN's action and position errors and results in words |

mod bundles;
pub mod dvonn;
mod lang;
mod msg;
pub mod punct;
pub mod rules;
pub mod tzaar;
pub mod yinsh;
pub mod zertz;

pub use bundles::{FILES, SOURCES};
pub use lang::{Lang, LangError};
pub use msg::{tr, Msg, Value};
