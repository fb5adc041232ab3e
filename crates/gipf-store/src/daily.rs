//! The puzzle of the day as stored: one puzzle a UTC day for every room, the rooms that asked
//! for it (`settings daily-puzzle <HH:MM>`), and each room's post of each day, owed once in the
//! outbox by the transaction that records it.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::error::{parse, Result};
use crate::notices::{notify, Notice};
use crate::outbox::{owe, NewPost, PostSubject};
use crate::puzzles::{PuzzleRecord, PUZZLE_COLUMNS};
use crate::{CommunityId, DailyPostId, PostId, PuzzleId, PuzzleRow, Store};

const DAY_MS: i64 = 86_400_000;

/// A UTC calendar day, counted from 1970-01-01; written `2026-12-04`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct Day(pub i64);

impl Day {
    /// The day of a moment (Unix ms).
    pub fn of(ms: i64) -> Day {
        Day(ms.div_euclid(DAY_MS))
    }

    /// Its first moment (Unix ms).
    pub fn start(self) -> i64 {
        self.0 * DAY_MS
    }

    /// The day before.
    pub fn before(self) -> Day {
        Day(self.0 - 1)
    }

    /// The day after.
    pub fn after(self) -> Day {
        Day(self.0 + 1)
    }

    /// Year, month (1-12), day (1-31): the proleptic Gregorian calendar (Howard Hinnant's
    /// `civil_from_days`).
    pub fn date(self) -> (i64, u32, u32) {
        let z = self.0 + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
        let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
        let y = yoe + era * 400 + i64::from(m <= 2);
        (y, m, d)
    }

    /// The day of a date (`days_from_civil`); `None` for a date that does not exist.
    pub fn from_date(y: i64, m: u32, d: u32) -> Option<Day> {
        let leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;
        let days_in = [
            31,
            if leap { 29 } else { 28 },
            31,
            30,
            31,
            30,
            31,
            31,
            30,
            31,
            30,
            31,
        ];
        if !(1..=12).contains(&m) || d == 0 || d > days_in[(m - 1) as usize] {
            return None;
        }
        let y = if m <= 2 { y - 1 } else { y };
        let era = y.div_euclid(400);
        let yoe = y.rem_euclid(400);
        let mp = i64::from(if m > 2 { m - 3 } else { m + 9 });
        let doy = (153 * mp + 2) / 5 + i64::from(d) - 1;
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
        Some(Day(era * 146_097 + doe - 719_468))
    }
}

impl fmt::Display for Day {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (y, m, d) = self.date();
        write!(f, "{y:04}-{m:02}-{d:02}")
    }
}

/// Text that is not a day.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("{0:?} is not a day: write it as 2026-12-04")]
pub struct DayError(String);

impl FromStr for Day {
    type Err = DayError;

    fn from_str(s: &str) -> std::result::Result<Day, DayError> {
        let bad = || DayError(gipf_rules::excerpt(s));
        let mut parts = s.trim().split('-');
        let (Some(y), Some(m), Some(d), None) =
            (parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(bad());
        };
        let digits = |t: &str, n: usize| t.len() == n && t.bytes().all(|b| b.is_ascii_digit());
        if !(digits(y, 4) && digits(m, 2) && digits(d, 2)) {
            return Err(bad());
        }
        let (Ok(y), Ok(m), Ok(d)) = (y.parse(), m.parse(), d.parse()) else {
            return Err(bad());
        };
        Day::from_date(y, m, d).ok_or_else(bad)
    }
}

/// The time of day (UTC) a room's puzzle of the day is posted: `09:30`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct DailyAt {
    minutes: u16,
}

impl DailyAt {
    /// Hours 0-23 and minutes 0-59.
    pub fn new(hours: u16, minutes: u16) -> Option<DailyAt> {
        (hours < 24 && minutes < 60).then_some(DailyAt {
            minutes: hours * 60 + minutes,
        })
    }

    /// That time on `day` (Unix ms).
    pub fn on(self, day: Day) -> i64 {
        day.start() + i64::from(self.minutes) * 60_000
    }
}

impl fmt::Display for DailyAt {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}:{:02}", self.minutes / 60, self.minutes % 60)
    }
}

/// Text that is not a time of day.
#[derive(Clone, PartialEq, Eq, Debug, Error)]
#[error("{0:?} is not a time of day: write it as 09:30 (UTC, 00:00 to 23:59)")]
pub struct DailyAtError(String);

impl FromStr for DailyAt {
    type Err = DailyAtError;

    fn from_str(s: &str) -> std::result::Result<DailyAt, DailyAtError> {
        let bad = || DailyAtError(gipf_rules::excerpt(s));
        let t = s.trim();
        let t = t
            .strip_suffix("utc")
            .or_else(|| t.strip_suffix("UTC"))
            .unwrap_or(t)
            .trim();
        let (h, m) = t.split_once(':').ok_or_else(bad)?;
        let digits = |x: &str| (1..=2).contains(&x.len()) && x.bytes().all(|b| b.is_ascii_digit());
        if !digits(h) || m.len() != 2 || !digits(m) {
            return Err(bad());
        }
        let (Ok(h), Ok(m)) = (h.parse(), m.parse()) else {
            return Err(bad());
        };
        DailyAt::new(h, m).ok_or_else(bad)
    }
}

/// A room's post of one day's puzzle.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct DailyPost {
    pub id: DailyPostId,
    pub community_id: CommunityId,
    pub day: Day,
}

/// How the attempts at a puzzle ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Tally {
    pub solved: i64,
    pub failed: i64,
}

impl Tally {
    /// The attempts that ended, either way.
    pub fn tried(&self) -> i64 {
        self.solved + self.failed
    }
}

impl Store {
    /// Every room that asked for the puzzle of the day, and when. A value that does not
    /// read is left out and logged.
    pub async fn daily_rooms(&self) -> Result<Vec<(CommunityId, DailyAt)>> {
        let rows: Vec<(CommunityId, String)> = sqlx::query_as(
            "SELECT community_id, value FROM settings WHERE key = $1 ORDER BY community_id",
        )
        .bind(crate::settings::DAILY_PUZZLE)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .into_iter()
            .filter_map(|(c, v)| {
                match parse(
                    || format!("setting daily_puzzle of community {}", c.0),
                    "value",
                    &v,
                ) {
                    Ok(at) => Some((c, at)),
                    Err(e) => {
                        tracing::error!(error = %e, "a row was left out");
                        None
                    }
                }
            })
            .collect())
    }

    /// The puzzle of `day`, if one was chosen.
    pub async fn daily_puzzle(&self, day: Day) -> Result<Option<PuzzleRow>> {
        let r = sqlx::query_as::<_, PuzzleRecord>(sqlx::AssertSqlSafe(format!(
            "SELECT {PUZZLE_COLUMNS} FROM puzzles
             WHERE id = (SELECT puzzle_id FROM daily_puzzles WHERE day = $1)"
        )))
        .bind(day.0)
        .fetch_optional(&self.pool)
        .await?;
        r.map(PuzzleRow::try_from).transpose()
    }

    /// The puzzle of `day`, chosen now if none was: one never a puzzle of the day, of a
    /// middling rating where there is one (`low..=high`), the least played first, then a
    /// shuffle that depends on the day. Two instances choosing at once agree (the first one
    /// written wins). `None` when every puzzle was one already.
    pub async fn choose_daily_puzzle(
        &self,
        day: Day,
        low: f64,
        high: f64,
        now: i64,
    ) -> Result<Option<PuzzleRow>> {
        if let Some(p) = self.daily_puzzle(day).await? {
            return Ok(Some(p));
        }
        let pick = |ranged: bool| {
            let range = if ranged {
                "AND z.rating BETWEEN $2 AND $3"
            } else {
                "AND $2 <= $3"
            };
            sqlx::query_scalar::<_, PuzzleId>(sqlx::AssertSqlSafe(format!(
                "SELECT z.id FROM puzzles z
                 WHERE NOT EXISTS (SELECT 1 FROM daily_puzzles d WHERE d.puzzle_id = z.id) {range}
                 ORDER BY z.plays, (z.id * 7919 + $1 * 104729) % 1009, z.id LIMIT 1"
            )))
            .bind(day.0)
            .bind(low)
            .bind(high)
        };
        let chosen = match pick(true).fetch_optional(&self.pool).await? {
            Some(id) => Some(id),
            None => pick(false).fetch_optional(&self.pool).await?,
        };
        let Some(id) = chosen else {
            return Ok(None);
        };
        let turn = self.write_turn().await;
        sqlx::query(
            "INSERT INTO daily_puzzles (day, puzzle_id, chosen_at) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING",
        )
        .bind(day.0)
        .bind(id)
        .bind(now)
        .execute(&self.pool)
        .await?;
        drop(turn);
        self.daily_puzzle(day).await
    }

    /// The day a puzzle was the puzzle of, if it was one.
    pub async fn daily_day_of(&self, puzzle: PuzzleId) -> Result<Option<Day>> {
        let d: Option<i64> =
            sqlx::query_scalar("SELECT day FROM daily_puzzles WHERE puzzle_id = $1")
                .bind(puzzle)
                .fetch_optional(&self.pool)
                .await?;
        Ok(d.map(Day))
    }

    /// Records `community`'s post of `day` and owes `post` about it, together; `None` when
    /// it was recorded already (before a restart, or by another instance).
    pub async fn owe_daily_post(
        &self,
        community: CommunityId,
        day: Day,
        post: &NewPost,
        now: i64,
    ) -> Result<Option<(DailyPostId, PostId)>> {
        let mut tx = self.begin().await?;
        let id: Option<DailyPostId> = sqlx::query_scalar(
            "INSERT INTO daily_posts (community_id, day, created_at) VALUES ($1, $2, $3)
             ON CONFLICT DO NOTHING RETURNING id",
        )
        .bind(community)
        .bind(day.0)
        .bind(now)
        .fetch_optional(&mut *tx)
        .await?;
        let Some(id) = id else {
            return Ok(None);
        };
        let post = owe(
            &mut tx,
            PostSubject::Daily(id),
            0,
            post,
            now,
            &self.instance,
        )
        .await?;
        notify(&mut tx, self.backend, &self.instance, &Notice::Owed).await?;
        tx.commit().await?;
        Ok(Some((id, post)))
    }

    /// One room's post of a day, by its id.
    pub async fn daily_post(&self, id: DailyPostId) -> Result<Option<DailyPost>> {
        let r: Option<(DailyPostId, CommunityId, i64)> =
            sqlx::query_as("SELECT id, community_id, day FROM daily_posts WHERE id = $1")
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
        Ok(r.map(|(id, community_id, day)| DailyPost {
            id,
            community_id,
            day: Day(day),
        }))
    }

    /// Whether `community` was owed the post of `day`.
    pub async fn has_daily_post(&self, community: CommunityId, day: Day) -> Result<bool> {
        let r: Option<i64> =
            sqlx::query_scalar("SELECT 1 FROM daily_posts WHERE community_id = $1 AND day = $2")
                .bind(community)
                .bind(day.0)
                .fetch_optional(&self.pool)
                .await?;
        Ok(r.is_some())
    }

    /// How the attempts at a puzzle that ended, ended.
    pub async fn puzzle_tally(&self, puzzle: PuzzleId) -> Result<Tally> {
        let rows: Vec<(String, i64)> = sqlx::query_as(
            "SELECT state, COUNT(*) FROM puzzle_attempts WHERE puzzle_id = $1 GROUP BY state",
        )
        .bind(puzzle)
        .fetch_all(&self.pool)
        .await?;
        let mut t = Tally::default();
        for (state, n) in rows {
            match state.as_str() {
                "solved" => t.solved = n,
                "failed" => t.failed = n,
                _ => {}
            }
        }
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn days_round_trip_through_their_dates() {
        assert_eq!(Day(0).to_string(), "1970-01-01");
        assert_eq!(
            "2026-12-04"
                .parse::<Day>()
                .map(|d| d.to_string())
                .as_deref(),
            Ok("2026-12-04")
        );
        for n in [-1_000, -1, 0, 59, 60, 365, 11_016, 20_791, 2_000_000] {
            let d = Day(n);
            assert_eq!(d.to_string().parse::<Day>(), Ok(d), "{n}");
        }
        assert_eq!(
            "2024-02-29"
                .parse::<Day>()
                .map(|d| d.after().to_string())
                .as_deref(),
            Ok("2024-03-01")
        );
        for bad in [
            "2023-02-29",
            "2026-13-01",
            "2026-1-01",
            "26-12-04",
            "2026-12-04-1",
            "",
        ] {
            assert!(bad.parse::<Day>().is_err(), "{bad}");
        }
        let noon = Day(20_791).start() + 12 * 3_600_000;
        assert_eq!(Day::of(noon), Day(20_791));
        assert_eq!(Day::of(-1), Day(-1));
    }

    #[test]
    fn times_of_day_read_and_fall_due() {
        let at: DailyAt = "9:05".parse().unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(at.to_string(), "09:05");
        assert_eq!(
            "23:59 UTC"
                .parse::<DailyAt>()
                .map(|a| a.to_string())
                .as_deref(),
            Ok("23:59")
        );
        for bad in [
            "24:00", "12:60", "12", "12:5", ":30", "noon", "-1:00", "123:00",
        ] {
            assert!(bad.parse::<DailyAt>().is_err(), "{bad}");
        }
        let day = Day(20_791);
        assert_eq!(at.on(day) - day.start(), (9 * 60 + 5) * 60_000);
        assert_eq!(Day::of(at.on(day)), day);
    }
}
