//! Tournaments: their rules as pure functions of plain data (formats, pairings, brackets and
//! standings: no I/O, no database, no clock), and the feature around them (the `tournament`
//! commands, the organiser that runs rounds, what the chat shows). The organiser stores the
//! entrants ([`EntrantInfo`]) and each round as it was played ([`RoundRecord`]: games with
//! colours and results, byes), and asks the pure part for the next round, the bracket or the
//! standings; replaying the same records gives the same answers.
//!
//! # Layout
//!
//! | file | topic |
//! |---|---|
//! | `record.rs` | the plain data: [`Entrant`], [`Score`], [`EntrantInfo`], [`GameRecord`], [`RoundRecord`], [`Pairing`], [`RoundPairing`] |
//! | `format.rs` | [`Format`] and its command words, rounds for a field |
//! | `swiss.rs` | Swiss pairing ([`swiss::pair_round`]) |
//! | `matching.rs` | minimum-cost perfect matching with lexicographic costs (`integer-blossom`) |
//! | `berger.rs` | round robin by Berger tables ([`round_robin`]) |
//! | `knockout.rs` | seeding, the [`Bracket`] and each match's state |
//! | `standings.rs` | [`standings`] and the tie-breaks |
//! | `stored.rs` | a stored tournament as the pure rules' types |
//! | `words.rs` | the `tournament` command's words ([`TournamentCommand`]) |
//! | `when.rs` | `starts <when>`: times of day, delays, dates (UTC) |
//! | `buttons.rs` | the Join and Leave buttons under an announcement |
//! | `commands.rs` | the commands: create, join, leave, start, standings, cancel, kick, state |
//! | `organiser.rs` | the organiser: rounds paired, games created, rounds announced, the end |
//! | `posts.rs` | what the chat shows: announcement, state, rounds, standings |
//! | `view.rs` | what its web page shows ([`TournamentView`]), the bracket picture, live changes |
//!
//! # Formats
//!
//! The command words are `swiss`, `roundrobin`, `double-roundrobin`, `knockout`,
//! `knockout-bo3` and `knockout-bo5`.
//!
//! - **Round robin**: everyone meets everyone once in `n - 1` rounds (`n` for an odd field,
//!   where whoever meets the Berger table's dummy rests that round, for no point). Berger
//!   tables: each player's colours alternate with at most one repeat, and his whites and
//!   blacks differ by at most one. A **double** round robin plays the same rounds again with
//!   colours swapped. Pairing numbers are the order of the entrants given.
//! - **Swiss**: a fixed number of rounds, by default `ceil(log2(players)) + 1`, at most
//!   `players - 1` (`players` for an odd field), paired by the rules below.
//! - **Knockout**: single elimination seeded by rating (then the lower entrant number). The
//!   bracket has the least power of two of slots that holds the field; the seeds are placed
//!   in the standard order (1 against the last seed, and each half of a bracket holds one of
//!   its two best seeds, so 1 and 2 can meet only in the final), and the empty slots face the
//!   top seeds: those go through round 1 with a bye. A match is one game, or the first to
//!   win 2 of 3 or 3 of 5; colours alternate, the higher seed White in game 1; a draw or a
//!   double forfeit counts for nobody and the match goes on. A player who has left loses his
//!   match by walkover.
//!
//! # Scores
//!
//! In half points ([`Score`]): a win 1, a draw ½, a loss 0. A game not played because a
//! player had left is a forfeit: a win for the other (1 point), counted for no colour and no
//! win over the board, and not rated. A Swiss bye is 1 point, no game, no rating change.
//!
//! # Swiss pairing
//!
//! Withdrawn players are not paired. The others are ranked by score, then rating, then the
//! lower entrant number; a *score group* is the players of one score.
//!
//! **Round 1** pairs the top half against the bottom half by rating (1 against `n/2 + 1`,
//! 2 against `n/2 + 2`, ...); an odd field gives the bye to the lowest-rated. On boards 1, 3,
//! 5, ... the higher-rated has White, on boards 2, 4, ... Black.
//!
//! **Later rounds** are one minimum-cost perfect matching over the players, plus a *bye*
//! vertex when their number is odd (its mate has the bye). Each pair's cost is a list of
//! criteria compared lexicographically (a unit of one outweighs everything below it
//! together; they are folded into one integer in a mixed radix), in this order:
//!
//! 1. **Second bye**: the bye goes to a player who has had one. *Hard.*
//! 2. **Meetings**: the pair has met before (played or forfeited). *Hard.*
//! 3. **Forbidden colours**: the players in the pair who would get a forbidden colour, in the
//!    pair's best colour allocation (below). A colour is forbidden to a player if it would take
//!    his whites minus blacks out of [-2, 2] or give him the same colour a third time in a row
//!    (games played over the board count; byes and forfeits have no colour). *Hard.*
//! 4. **Bye score**: the bye recipient's score (the lowest score group first).
//! 5. **Bye rank**: how far the bye recipient ranks above the lowest-ranked player (so the
//!    lowest-ranked of that group has it).
//! 6. **Pairs across score groups**: whether the pair's scores differ (the number of
//!    floaters comes first, as in FIDE's Dutch system: a pairing with one pair across groups
//!    beats one with two, whatever their sizes).
//! 7. **Score gaps**: the square of the pair's score difference in half points (among
//!    pairings with as many pairs across groups, one gap of two points costs more than two
//!    gaps of one).
//! 8. **Due colours**: the players in the pair who would not get the colour they had less
//!    (whites minus blacks not zero).
//! 9. **Alternation**: the players with as many whites as blacks who would repeat their last
//!    colour.
//! 10. **Pattern**: within a score group of `g` players the top half meets the bottom half
//!     (the cost is how far the rank distance is from `g/2`); across score groups the last
//!     of the higher group meets the first of the lower one (the cost is the sum of both
//!     distances). This only orders otherwise equal pairings.
//!
//! So the hard rules come first: no second bye, no rematch, no forbidden colour. When no
//! pairing keeps them all, they are relaxed in the reverse order: first the colour rule (the
//! fewest players get a forbidden colour), then a rematch only when no pairing avoids one (as
//! few as possible), and a second bye only when every player left has had one. Within the hard rules the bye goes to the
//! lowest-ranked player of the lowest score group who has not had one; then as few pairs as
//! possible cross score groups, and their gaps are as small as possible; then everyone gets the colour he had less where
//! possible.
//!
//! **Colours of a pair** (the *best allocation*): of the two ways, the one with fewer
//! forbidden colours, then fewer players against their due colour, then fewer repeats; on a
//! tie the higher-ranked player has his wish (the colour he had less, else the other of his
//! last), else the lower-ranked his; when neither has a wish (no games yet), the
//! higher-ranked has White on odd boards and Black on even ones.
//!
//! Boards are numbered in the order of each pair's higher-ranked player.
//!
//! # Tie-breaks
//!
//! Swiss standings rank by score, then in this order ([`SWISS_TIE_BREAKS`]):
//!
//! 1. **Buchholz, cut 1**: the sum of the scores of the opponents faced, less the lowest of
//!    them. An opponent's score is his final score (byes and forfeits included). A round
//!    without a game played over the board (a bye, a forfeit won or lost) counts as an
//!    opponent with the player's own final score (the common FIDE choice of a virtual
//!    opponent); a round he was not in at all (after leaving) does not count.
//! 2. **Sonneborn-Berger**: for each of those opponents, his score times what the player
//!    scored against him (whole for a win, half for a draw), in [`Quarters`].
//! 3. **Direct encounter**: the points scored in the games among the players still tied
//!    (forfeits included; a pair who did not meet adds nothing).
//! 4. **Wins**: games won over the board (byes and forfeits are not).
//! 5. **Rating** at the start, and last the lower entrant number, so no two share a place.
//!
//! A round robin ranks by score, Sonneborn-Berger, direct encounter, wins, rating
//! ([`ROUND_ROBIN_TIE_BREAKS`]): everyone met everyone, so Buchholz tells nothing.

mod berger;
mod buttons;
mod commands;
mod format;
mod knockout;
mod matching;
mod organiser;
mod posts;
mod record;
mod standings;
mod stored;
pub mod swiss;
mod view;
pub mod when;
pub mod words;

#[cfg(test)]
mod swiss_tests;

pub use berger::round_robin;
pub use format::{BestOf, FieldError, Format, FormatError, FORMAT_WORDS, MAX_PLAYERS};
pub use knockout::{
    bracket_order, bracket_size, seeds, Bracket, KnockoutError, Match, Seeded, Slot,
};
pub use matching::MatchingError;
pub use record::{
    Entrant, EntrantInfo, GameRecord, Outcome, Pairing, RecordError, RoundPairing, RoundRecord,
    Score,
};
pub use standings::{
    standings, Quarters, Standing, TieBreak, ROUND_ROBIN_TIE_BREAKS, SWISS_TIE_BREAKS,
};
pub use swiss::PairingError;
pub use view::{BoardView, EntrantView, RoundView, TournamentView};
pub use words::{TournamentCommand, TournamentTerms};

pub(crate) use commands::fail;
