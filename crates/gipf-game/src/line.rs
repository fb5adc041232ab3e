//! A game as played: its start and the actions in order, replayed, for any game of the seam
//! (what a record is for a game whose record holds nothing but its actions).

use crate::Game;

/// A start and the legal actions played from it, with the position they lead to.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line<G: Game> {
    start: G,
    actions: Vec<G::Action>,
    current: G,
}

impl<G: Game> Line<G> {
    /// A line with no action yet.
    pub fn new(start: G) -> Line<G> {
        Line {
            current: start.clone(),
            start,
            actions: Vec::new(),
        }
    }

    /// Where the game started.
    pub fn start(&self) -> &G {
        &self.start
    }

    /// The position after the last action.
    pub fn current(&self) -> &G {
        &self.current
    }

    /// The actions played, in order.
    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    /// Plays one more action; an illegal one is refused and changes nothing.
    ///
    /// # Errors
    /// The action is not legal in the current position.
    pub fn play(&mut self, action: G::Action) -> Result<(), G::Illegal> {
        self.current.play(action)?;
        self.actions.push(action);
        Ok(())
    }

    /// Every position of the game: the start, then the position after each action.
    pub fn positions(&self) -> Vec<G> {
        let mut p = self.start.clone();
        let mut out = Vec::with_capacity(self.actions.len() + 1);
        out.push(p.clone());
        for &a in &self.actions {
            // Each action was legal when it was played here.
            if p.play(a).is_err() {
                break;
            }
            out.push(p.clone());
        }
        out
    }
}
