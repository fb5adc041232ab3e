//! When a tournament starts by itself (`starts <when>`): a time of day (UTC, the next one to
//! come), a delay (`2h`, `30m`, `1d`) or a date and time (`2026-12-24T18:00`, UTC); and how a
//! moment is shown (`2026-12-24 18:00`). Unix milliseconds, with dates read and written by
//! `gipf_store::Day`, the one calendar arithmetic of the service.

use std::fmt;
use std::str::FromStr;

use gipf_store::Day;

const MINUTE: i64 = 60_000;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;
/// The furthest start a tournament may be given: a year ahead.
const MAX_AHEAD: i64 = 366 * DAY;

/// A start as written, resolved against the clock when the command runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Starts {
    /// `18:30`: the next time the UTC clock shows it.
    AtTime {
        /// 0..24.
        hour: u32,
        /// 0..60.
        minute: u32,
    },
    /// `2h`, `30m`, `1d`: that long from now (ms).
    In(i64),
    /// `2026-12-24T18:00`: that moment (Unix ms, UTC).
    At(i64),
}

/// A start that does not read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{0:?} is not a start time: write 18:30 (UTC), 2h or 2026-12-24T18:00")]
pub struct StartsError(pub String);

impl Starts {
    /// The moment it names, seen at `now`; `None` when it has passed.
    pub fn resolve(self, now: i64) -> Option<i64> {
        let at = match self {
            Starts::AtTime { hour, minute } => {
                let today = now.div_euclid(DAY) * DAY;
                let t = today + i64::from(hour) * HOUR + i64::from(minute) * MINUTE;
                if t > now {
                    t
                } else {
                    t + DAY
                }
            }
            Starts::In(ms) => now + ms,
            Starts::At(t) => t,
        };
        (at > now).then_some(at)
    }
}

fn hh_mm(s: &str) -> Option<(u32, u32)> {
    let (h, m) = s.split_once(':')?;
    if h.is_empty() || h.len() > 2 || m.len() != 2 {
        return None;
    }
    let (h, m): (u32, u32) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some((h, m))
}

impl FromStr for Starts {
    type Err = StartsError;

    fn from_str(s: &str) -> Result<Starts, StartsError> {
        let t = s.trim().to_ascii_lowercase();
        let bad = || StartsError(gipf_rules::excerpt(s));
        if let Some((hour, minute)) = hh_mm(&t) {
            return Ok(Starts::AtTime { hour, minute });
        }
        if let Some((date, time)) = t.split_once('t') {
            let mut d = date.split('-');
            let (Some(y), Some(mo), Some(da), None) = (d.next(), d.next(), d.next(), d.next())
            else {
                return Err(bad());
            };
            let (y, mo, da): (i64, u32, u32) = (
                y.parse().map_err(|_| bad())?,
                mo.parse().map_err(|_| bad())?,
                da.parse().map_err(|_| bad())?,
            );
            let (hour, minute) = hh_mm(time).ok_or_else(bad)?;
            let Some(day) = Day::from_date(y, mo, da).filter(|_| (2000..=9999).contains(&y)) else {
                return Err(bad());
            };
            let ms = day.start() + i64::from(hour) * HOUR + i64::from(minute) * MINUTE;
            return Ok(Starts::At(ms));
        }
        let unit = match t.chars().last() {
            Some('m') => MINUTE,
            Some('h') => HOUR,
            Some('d') => DAY,
            _ => return Err(bad()),
        };
        let n: i64 = t[..t.len() - 1].parse().map_err(|_| bad())?;
        match n.checked_mul(unit) {
            Some(ms) if n > 0 && ms <= MAX_AHEAD => Ok(Starts::In(ms)),
            _ => Err(bad()),
        }
    }
}

impl fmt::Display for Starts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Starts::AtTime { hour, minute } => write!(f, "{hour:02}:{minute:02}"),
            Starts::In(ms) if ms % DAY == 0 => write!(f, "{}d", ms / DAY),
            Starts::In(ms) if ms % HOUR == 0 => write!(f, "{}h", ms / HOUR),
            Starts::In(ms) => write!(f, "{}m", ms / MINUTE),
            Starts::At(t) => {
                let (y, mo, d) = Day::of(t).date();
                let in_day = t.rem_euclid(DAY);
                write!(
                    f,
                    "{y:04}-{mo:02}-{d:02}T{:02}:{:02}",
                    in_day / HOUR,
                    in_day % HOUR / MINUTE
                )
            }
        }
    }
}

/// A moment as players read it: `2026-12-24 18:00` (UTC).
pub fn shown(ms: i64) -> String {
    Starts::At(ms).to_string().replace('T', " ")
}

/// The start of the UTC calendar year of `ms` (Unix ms).
pub(crate) fn year_start(ms: i64) -> i64 {
    let (y, _, _) = Day::of(ms).date();
    // January 1st always exists.
    Day::from_date(y, 1, 1).map_or(ms, Day::start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn starts_read_resolve_and_show() {
        // 2026-12-02 19:30 UTC.
        let now = Day::from_date(2026, 12, 2).map_or(0, Day::start) + 19 * HOUR + 30 * MINUTE;
        assert_eq!(shown(now), "2026-12-02 19:30");
        let at = |s: &str| s.parse::<Starts>().expect(s).resolve(now).map(shown);
        assert_eq!(at("20:00").as_deref(), Some("2026-12-02 20:00"));
        assert_eq!(at("18:00").as_deref(), Some("2026-12-03 18:00"));
        assert_eq!(at("2h").as_deref(), Some("2026-12-02 21:30"));
        assert_eq!(at("1d").as_deref(), Some("2026-12-03 19:30"));
        assert_eq!(at("2026-12-24T18:00").as_deref(), Some("2026-12-24 18:00"));
        assert_eq!(at("2028-02-29T00:00").as_deref(), Some("2028-02-29 00:00"));
        assert_eq!(at("2026-12-01T18:00"), None);
        for bad in [
            "25:00",
            "18:5",
            "0h",
            "2x",
            "2027-02-29T10:00",
            "2026-13-01T00:00",
            "400d",
            "-2h",
            "",
        ] {
            assert!(bad.parse::<Starts>().is_err(), "{bad}");
        }
        for s in ["08:05", "2h", "30m", "3d", "2026-12-24T18:00"] {
            assert_eq!(s.parse::<Starts>().expect(s).to_string(), s);
        }
        assert_eq!(year_start(40 * DAY), 0);
        let at = |s: &str| match s.parse::<Starts>() {
            Ok(Starts::At(ms)) => ms,
            other => panic!("{s}: {other:?}"),
        };
        assert_eq!(year_start(at("2028-02-29T12:00")), at("2028-01-01T00:00"));
        assert!("2027-02-29T12:00".parse::<Starts>().is_err());
    }
}
