//! Which gateway shards this process runs: all that Discord recommends, a number of them, or
//! a range of a total shared with other processes (`"0-3/8"`: shards 0 to 3 of 8).

use std::fmt;
use std::str::FromStr;

/// The most shards a bot may ask for here (Discord's largest bots run a few thousand).
pub const MAX_SHARDS: u32 = 4096;

/// Which gateway shards this process runs.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Shards {
    /// As many as Discord recommends, all here.
    #[default]
    Auto,
    /// This many, all here.
    All(u32),
    /// Shards `first..=last` of `total`: the others run in other processes.
    Range { first: u32, last: u32, total: u32 },
}

impl Shards {
    /// The shards to run, 0-based and inclusive: `(first, last, total)`; `None` for
    /// [`Shards::Auto`] (Discord says how many). A range outside its total is refused, as
    /// is a number above [`MAX_SHARDS`]; `All(0)` reads as `Auto`.
    pub fn ids(&self) -> Result<Option<(u32, u32, u32)>, ShardsError> {
        match *self {
            Shards::Auto | Shards::All(0) => Ok(None),
            Shards::All(n) if n <= MAX_SHARDS => Ok(Some((0, n - 1, n))),
            Shards::Range { first, last, total }
                if total > 0 && total <= MAX_SHARDS && first <= last && last < total =>
            {
                Ok(Some((first, last, total)))
            }
            _ => Err(ShardsError(self.to_string())),
        }
    }

    /// Whether this process runs shard 0: the one that registers the commands, so that
    /// several processes register them once.
    pub fn runs_first(&self) -> bool {
        match self {
            Shards::Range { first, .. } => *first == 0,
            _ => true,
        }
    }
}

/// Why a shards setting does not read.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{0:?}: write 0 (as many as Discord recommends), a number of shards (1..{MAX_SHARDS}), or a range of a total such as \"0-3/8\" (shards 0 to 3 of 8)")]
pub struct ShardsError(pub String);

impl FromStr for Shards {
    type Err = ShardsError;

    fn from_str(s: &str) -> Result<Shards, ShardsError> {
        let bad = || ShardsError(s.to_string());
        let t = s.trim();
        let number = |x: &str| x.trim().parse::<u32>().map_err(|_| bad());
        let Some((range, total)) = t.split_once('/') else {
            return match number(t)? {
                0 => Ok(Shards::Auto),
                n if n <= MAX_SHARDS => Ok(Shards::All(n)),
                _ => Err(bad()),
            };
        };
        let total = number(total)?;
        let (first, last) = match range.split_once('-') {
            Some((a, b)) => (number(a)?, number(b)?),
            None => (number(range)?, number(range)?),
        };
        let range = Shards::Range { first, last, total };
        range.ids().map_err(|_| bad())?;
        Ok(range)
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shards::Auto => write!(f, "0"),
            Shards::All(n) => write!(f, "{n}"),
            Shards::Range { first, last, total } => write!(f, "{first}-{last}/{total}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_read_and_print_back() {
        for (text, shards) in [
            ("0", Shards::Auto),
            ("4", Shards::All(4)),
            (
                "0-3/8",
                Shards::Range {
                    first: 0,
                    last: 3,
                    total: 8,
                },
            ),
            (
                "7-7/8",
                Shards::Range {
                    first: 7,
                    last: 7,
                    total: 8,
                },
            ),
        ] {
            assert_eq!(text.parse::<Shards>(), Ok(shards), "{text}");
            assert_eq!(shards.to_string(), text);
        }
        assert_eq!(
            " 2 / 4 ".parse::<Shards>(),
            Ok(Shards::Range {
                first: 2,
                last: 2,
                total: 4
            })
        );
        assert!(Shards::Range {
            first: 0,
            last: 1,
            total: 2
        }
        .runs_first());
        assert!(!"4-7/8".parse::<Shards>().unwrap().runs_first());
    }

    #[test]
    fn impossible_ranges_are_refused() {
        for bad in [
            "", "x", "-1", "3-1/8", "0-8/8", "0-3/0", "1-2", "0-3/8/2", "99999", "a-b/c", "2/2",
            "1-2/2", "4-7/4", "0/5000",
        ] {
            assert!(bad.parse::<Shards>().is_err(), "{bad:?}");
        }
    }

    /// 0-based and inclusive: "1/2" is the second of two shards, "0-1/4" the first two of
    /// four; a range built by hand outside its total is refused too.
    #[test]
    fn the_shards_to_run_are_those_of_the_range() {
        let ids = |s: &str| s.parse::<Shards>().expect(s).ids().expect(s);
        assert_eq!(ids("0/2"), Some((0, 0, 2)));
        assert_eq!(ids("1/2"), Some((1, 1, 2)));
        assert_eq!(ids("0-1/4"), Some((0, 1, 4)));
        assert_eq!(ids("2-3/4"), Some((2, 3, 4)));
        assert_eq!(ids("3"), Some((0, 2, 3)));
        assert_eq!(ids("0"), None);
        for bad in [
            Shards::Range {
                first: 1,
                last: 2,
                total: 2,
            },
            Shards::Range {
                first: 2,
                last: 1,
                total: 4,
            },
            Shards::Range {
                first: 0,
                last: 0,
                total: 0,
            },
            Shards::All(MAX_SHARDS + 1),
        ] {
            let e = bad.ids().expect_err("outside its total");
            assert_eq!(e, ShardsError(bad.to_string()));
        }
    }
}
