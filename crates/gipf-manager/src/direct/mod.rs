//! Your-turn notices where each player wants them (`notify mention|dm|off`, his setting,
//! remembered across rooms): a mention in the game's room, a direct message, or none.
//!
//! A notice by direct message is owed in the change's own transaction (the store writes it
//! with the room's post: `gipf_store::Notify`), waits `game.direct_batch` for the player's
//! other games to join it, and goes out as one message listing every game still waiting
//! for him, with the first one's board. A platform that refuses it (his direct messages
//! are closed) turns his notices back into mentions: each game's room mentions him, the
//! first says why, once; `notify dm` tries again.
//!
//! - `setting.rs`: the `notify` command, and who is mentioned;
//! - `deliver.rs`: sending what is owed, the fallback;
//! - `text.rs`: what they say.

mod deliver;
mod setting;
mod text;
