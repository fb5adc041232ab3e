//! Minimum-cost perfect matching with lexicographic costs: each pair has a cost per
//! criterion, most important first, and the matching minimises the first criterion's total,
//! then the second's, and so on. The criteria are folded into one integer per pair in a mixed
//! radix whose digits cannot carry into each other, and `integer-blossom` (the O(n³)
//! primal-dual blossom algorithm) finds the minimum. Integer weights keep the comparison
//! exact (no float ties); the crate has no dependencies, and the tests below check it against
//! enumeration.

use thiserror::Error;

/// The criteria's costs of one pair, most important first.
pub(crate) type Costs<const L: usize> = [u32; L];

/// A matching problem the weights cannot be folded for.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Error)]
pub enum MatchingError {
    /// The folded weights would not fit in 128 bits (far beyond any field of
    /// [`super::MAX_PLAYERS`]).
    #[error("the pairing's weights are too large to compare")]
    TooLarge,
    /// The costs are not a square matrix of an even number of vertices (a fault of the
    /// caller, refused rather than let the solver assert).
    #[error("a pairing problem of {vertices} vertices with {costs} costs")]
    Shape {
        /// The vertices.
        vertices: usize,
        /// The costs given.
        costs: usize,
    },
}

/// The radix of each criterion: one more than the largest total the criteria below it can
/// reach over a perfect matching of `n` vertices, so a unit of a criterion outweighs
/// everything below it together.
fn radices<const L: usize>(costs: &[Costs<L>], n: usize) -> Result<[i128; L], MatchingError> {
    let pairs = i128::try_from(n / 2).map_err(|_| MatchingError::TooLarge)?;
    let mut radix = [1i128; L];
    let mut below = 1i128;
    for level in (0..L).rev() {
        radix[level] = below;
        let max = costs.iter().map(|c| c[level]).max().unwrap_or(0);
        let reach = pairs
            .checked_mul(i128::from(max))
            .and_then(|r| r.checked_add(1))
            .ok_or(MatchingError::TooLarge)?;
        below = below.checked_mul(reach).ok_or(MatchingError::TooLarge)?;
    }
    // The blossom algorithm doubles weights and adds dual labels: keep ample headroom.
    if below > i128::MAX / 16 {
        return Err(MatchingError::TooLarge);
    }
    Ok(radix)
}

/// Folds one pair's costs with `radix`.
fn fold<const L: usize>(costs: &Costs<L>, radix: &[i128; L]) -> i128 {
    costs
        .iter()
        .zip(radix)
        .map(|(c, r)| i128::from(*c) * r)
        .sum()
}

/// A minimum-cost perfect matching of `n` vertices, `n` even, where `costs[i * n + j]` (for
/// `i < j`) is the cost of pairing `i` with `j`: returns each vertex's mate.
pub(crate) fn min_cost_perfect<const L: usize>(
    costs: &[Costs<L>],
    n: usize,
) -> Result<Vec<usize>, MatchingError> {
    if n % 2 == 1 || costs.len() != n * n {
        return Err(MatchingError::Shape {
            vertices: n,
            costs: costs.len(),
        });
    }
    let radix = radices(costs, n)?;
    let folded: Vec<i128> = costs.iter().map(|c| fold(c, &radix)).collect();
    Ok(integer_blossom::min_weight_perfect_matching(&folded, n))
}

/// The criteria's totals of a matching given as mates.
#[cfg(test)]
pub(crate) fn totals<const L: usize>(costs: &[Costs<L>], n: usize, mate: &[usize]) -> Costs<L> {
    let mut sum = [0u32; L];
    for (i, &j) in mate.iter().enumerate() {
        if i < j {
            for (s, c) in sum.iter_mut().zip(costs[i * n + j]) {
                *s += c;
            }
        }
    }
    sum
}

/// The lexicographically least totals over every perfect matching, by enumeration (tests
/// only: (n-1)!! matchings).
#[cfg(test)]
pub(crate) fn brute_force<const L: usize>(costs: &[Costs<L>], n: usize) -> (Costs<L>, u64) {
    fn go<const L: usize>(
        costs: &[Costs<L>],
        n: usize,
        free: &[usize],
        sum: Costs<L>,
        best: &mut Option<Costs<L>>,
        count: &mut u64,
    ) {
        let Some(&first) = free.first() else {
            *count += 1;
            if best.is_none_or(|b| sum < b) {
                *best = Some(sum);
            }
            return;
        };
        for k in 1..free.len() {
            let other = free[k];
            let mut next = sum;
            for (s, c) in next.iter_mut().zip(costs[first * n + other]) {
                *s += c;
            }
            let rest: Vec<usize> = free
                .iter()
                .copied()
                .filter(|v| *v != first && *v != other)
                .collect();
            go(costs, n, &rest, next, best, count);
        }
    }
    let mut best = None;
    let mut count = 0;
    let all: Vec<usize> = (0..n).collect();
    go(costs, n, &all, [0; L], &mut best, &mut count);
    (best.unwrap_or([0; L]), count)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift: reproducible without a dependency.
    fn xorshift(state: &mut u64) -> u64 {
        *state ^= *state << 13;
        *state ^= *state >> 7;
        *state ^= *state << 17;
        *state
    }

    #[test]
    fn lexicographic_order_beats_sums() {
        // Pairing 0-1 and 2-3 costs (1, 0); 0-2 and 1-3 costs (0, 50): the first criterion
        // wins however large the second.
        let n = 4;
        let mut costs = vec![[0u32; 2]; n * n];
        let mut set = |i: usize, j: usize, c: [u32; 2]| {
            costs[i * n + j] = c;
            costs[j * n + i] = c;
        };
        set(0, 1, [1, 0]);
        set(2, 3, [0, 0]);
        set(0, 2, [0, 25]);
        set(1, 3, [0, 25]);
        set(0, 3, [1, 0]);
        set(1, 2, [1, 0]);
        let mate = min_cost_perfect(&costs, n).expect("small");
        assert_eq!(mate, vec![2, 3, 0, 1]);
        assert_eq!(totals(&costs, n, &mate), [0, 50]);
    }

    #[test]
    fn matches_brute_force_on_random_problems() {
        let mut state = 0x9e37_79b9_7f4a_7c15;
        for round in 0..300 {
            let n = 2 + 2 * (round % 5);
            let mut costs = vec![[0u32; 3]; n * n];
            for i in 0..n {
                for j in i + 1..n {
                    let c = [
                        (xorshift(&mut state) % 3) as u32,
                        (xorshift(&mut state) % 5) as u32,
                        (xorshift(&mut state) % 100) as u32,
                    ];
                    costs[i * n + j] = c;
                    costs[j * n + i] = c;
                }
            }
            let mate = min_cost_perfect(&costs, n).expect("small");
            for (i, &j) in mate.iter().enumerate() {
                assert_eq!(mate[j], i);
            }
            assert_eq!(totals(&costs, n, &mate), brute_force(&costs, n).0);
        }
    }

    #[test]
    fn odd_or_ragged_problems_are_refused() {
        assert!(min_cost_perfect(&[[0u32; 1]; 9], 3).is_err());
        assert!(min_cost_perfect(&[[0u32; 1]; 5], 2).is_err());
        assert_eq!(min_cost_perfect::<1>(&[], 0), Ok(vec![]));
    }
}
