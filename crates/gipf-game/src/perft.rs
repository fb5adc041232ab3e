//! Perft by bulk counting for any game whose positions are cheap to copy: the last level is
//! counted, not played, and each level reuses one buffer of actions.

/// What a bulk-counting perft needs of a game: its legal actions into a buffer (in the
/// spec's order), their number, and a legal action applied without checking it again.
pub trait BulkPerft: Copy {
    /// One decision.
    type Action: Copy;
    /// Every legal action, into `buf` (emptied first).
    fn legal_actions_into(&self, buf: &mut Vec<Self::Action>);
    /// How many legal actions there are (counted without listing them where possible).
    fn action_count(&self) -> usize;
    /// Plays an action taken from [`BulkPerft::legal_actions_into`].
    fn apply_legal(&mut self, action: Self::Action);
}

/// The number of decision sequences of length `depth` from `p`; a line that ends the game
/// early adds 0, depth 0 is 1.
pub fn bulk_perft<P: BulkPerft>(p: &P, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<P::Action>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    inner(p, depth, &mut buffers)
}

/// [`bulk_perft`] split by the first action, for each of `legal` (the legal actions in the
/// order the caller lists them: the spec's, which [`BulkPerft::legal_actions_into`] need not
/// keep); empty at depth 0.
pub fn bulk_perft_divide<P: BulkPerft>(
    p: &P,
    depth: u32,
    legal: Vec<P::Action>,
) -> Vec<(P::Action, u64)> {
    if depth == 0 {
        return Vec::new();
    }
    legal
        .into_iter()
        .map(|a| {
            let mut q = *p;
            q.apply_legal(a);
            (a, bulk_perft(&q, depth - 1))
        })
        .collect()
}

fn inner<P: BulkPerft>(p: &P, depth: u32, buffers: &mut [Vec<P::Action>]) -> u64 {
    match depth {
        0 => 1,
        1 => p.action_count() as u64,
        _ => {
            let Some((buf, rest)) = buffers.split_first_mut() else {
                return 0;
            };
            p.legal_actions_into(buf);
            let mut total = 0;
            for &a in buf.iter() {
                let mut q = *p;
                q.apply_legal(a);
                total += inner(&q, depth - 1, rest);
            }
            total
        }
    }
}
