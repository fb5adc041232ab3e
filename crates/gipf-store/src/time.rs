//! Time controls as stored and typed (`none`, `3d`, `10m`, `3d+1d`, `10m+20s`), and the
//! players' banks under a bank control. Written with `Display`, read back with `FromStr`.

use std::fmt;
use std::str::FromStr;

use gipf_rules::Color;
use thiserror::Error;

/// How long a player has: a fixed time for each decision, or a bank and an increment.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum TimeControl {
    /// No limit.
    None,
    /// Correspondence: days per decision.
    Days(u32),
    /// Live: minutes per decision.
    Minutes(u32),
    /// A bank per player (`3d+1d`, `10m+20s`): it falls while he decides and grows by the
    /// increment after each of his turns, never above the starting bank.
    Bank {
        /// The starting bank.
        bank: Span,
        /// What each of his turns adds.
        increment: Span,
    },
}

/// A duration as players write it: a whole number of days, hours, minutes or seconds
/// (`3d`, `12h`, `10m`, `20s`), kept in the unit it was written in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Span {
    amount: u32,
    unit: SpanUnit,
}

/// The unit of a [`Span`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum SpanUnit {
    Days,
    Hours,
    Minutes,
    Seconds,
}

impl SpanUnit {
    const fn ms(self) -> i64 {
        match self {
            SpanUnit::Days => 86_400_000,
            SpanUnit::Hours => 3_600_000,
            SpanUnit::Minutes => 60_000,
            SpanUnit::Seconds => 1_000,
        }
    }

    const fn letter(self) -> char {
        match self {
            SpanUnit::Days => 'd',
            SpanUnit::Hours => 'h',
            SpanUnit::Minutes => 'm',
            SpanUnit::Seconds => 's',
        }
    }
}

/// The longest bank or increment: 30 days.
const MAX_SPAN_MS: i64 = 30 * 86_400_000;

impl Span {
    /// The span in milliseconds.
    pub const fn ms(self) -> i64 {
        self.amount as i64 * self.unit.ms()
    }

    /// Whether it is nothing (`0s`).
    pub const fn is_zero(self) -> bool {
        self.amount == 0
    }
}

impl fmt::Display for Span {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.amount, self.unit.letter())
    }
}

impl FromStr for Span {
    type Err = ();

    /// `3d`, `12h`, `10m`, `20s` (0 to 30 days).
    fn from_str(s: &str) -> Result<Span, ()> {
        let (n, unit) = match s.char_indices().last() {
            Some((i, c)) if c.is_ascii_alphabetic() => (&s[..i], c),
            _ => return Err(()),
        };
        if n.is_empty() || !n.bytes().all(|b| b.is_ascii_digit()) {
            return Err(());
        }
        let amount: u32 = n.parse().map_err(|_| ())?;
        let unit = match unit {
            'd' => SpanUnit::Days,
            'h' => SpanUnit::Hours,
            'm' => SpanUnit::Minutes,
            's' => SpanUnit::Seconds,
            _ => return Err(()),
        };
        let span = Span { amount, unit };
        if span.ms() > MAX_SPAN_MS {
            return Err(());
        }
        Ok(span)
    }
}

impl TimeControl {
    /// Time per decision in milliseconds; `None` without a limit or with a bank.
    pub const fn per_decision_ms(self) -> Option<i64> {
        match self {
            TimeControl::None | TimeControl::Bank { .. } => None,
            TimeControl::Days(d) => Some(d as i64 * 86_400_000),
            TimeControl::Minutes(m) => Some(m as i64 * 60_000),
        }
    }

    /// The starting bank and the increment in milliseconds, for a bank control.
    pub const fn bank_ms(self) -> Option<(i64, i64)> {
        match self {
            TimeControl::Bank { bank, increment } => Some((bank.ms(), increment.ms())),
            _ => None,
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TimeControl::None => f.write_str("none"),
            TimeControl::Days(d) => write!(f, "{d}d"),
            TimeControl::Minutes(m) => write!(f, "{m}m"),
            TimeControl::Bank { bank, increment } => write!(f, "{bank}+{increment}"),
        }
    }
}

/// Text that is not a time control.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{0:?} is not a time control: write 3d (days per move), 10m (minutes per move), 3d+1d or 10m+20s (a bank and what each turn adds), or none")]
pub struct TimeControlError(pub String);

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(s: &str) -> Result<TimeControl, TimeControlError> {
        let t = s.trim().to_ascii_lowercase();
        if t == "none" {
            return Ok(TimeControl::None);
        }
        let err = || TimeControlError(gipf_rules::excerpt(s));
        if let Some((bank, increment)) = t.split_once('+') {
            let bank: Span = bank.parse().map_err(|()| err())?;
            let increment: Span = increment.parse().map_err(|()| err())?;
            // A bank of nothing is lost at once.
            if bank.is_zero() {
                return Err(err());
            }
            return Ok(TimeControl::Bank { bank, increment });
        }
        // The unit is one ASCII letter; anything else is no time control (and must not be
        // split inside a character).
        let Some((n, unit)) = t
            .len()
            .checked_sub(1)
            .and_then(|i| t.is_char_boundary(i).then(|| t.split_at(i)))
        else {
            return Err(err());
        };
        let n: u32 = n.parse().map_err(|_| err())?;
        match unit {
            "d" if (1..=30).contains(&n) => Ok(TimeControl::Days(n)),
            "m" if (1..=1440).contains(&n) => Ok(TimeControl::Minutes(n)),
            _ => Err(err()),
        }
    }
}

/// Each player's bank under a bank-and-increment control, in milliseconds: what is left of
/// it while the other decides, and what he had when his current decision started.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Banks {
    pub white_ms: i64,
    pub black_ms: i64,
}

impl Banks {
    /// One player's.
    pub const fn get(self, c: Color) -> i64 {
        match c {
            Color::White => self.white_ms,
            Color::Black => self.black_ms,
        }
    }

    /// Sets one player's.
    pub fn set(&mut self, c: Color, ms: i64) {
        match c {
            Color::White => self.white_ms = ms,
            Color::Black => self.black_ms = ms,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn time_controls_round_trip_and_refuse_what_they_cannot_be() {
        for t in [
            "none", "3d", "10m", "1440m", "30d", "3d+1d", "10m+20s", "1h+0s", "30d+30d", "90s+5s",
        ] {
            let tc: TimeControl = t.parse().expect(t);
            assert_eq!(tc.to_string(), t);
        }
        for bad in [
            "0d",
            "31d",
            "m",
            "5h",
            "-1d",
            "1441m",
            "3é",
            "é",
            "ÿ̶͉̈́ẍ̸́",
            "3d+",
            "+1d",
            "0s+0s",
            "0d+1d",
            "31d+1d",
            "3d+31d",
            "3d+1x",
            "3d+1d+1d",
            "3 d+1d",
            "3d+-1d",
            "d+1d",
            "3d+é",
        ] {
            assert!(bad.parse::<TimeControl>().is_err(), "{bad}");
        }
        let tc: TimeControl = "10m+20s".parse().expect("bank");
        assert_eq!(tc.bank_ms(), Some((600_000, 20_000)));
        assert_eq!(tc.per_decision_ms(), None);
        assert_eq!("3D+1D".parse::<TimeControl>(), "3d+1d".parse());
    }
}
