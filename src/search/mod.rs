//! Search: how a pass's candidates are tried, one strategy per file.
//!
//! - `choice`: a pass's possibilities as a lazily built tree of choices, walked in the
//!   schedule's order, which knows when everything has been tried;
//! - `sweep`: one pass's sweep, a cut grown as far as it goes; `chain`: the sweeps of passes in
//!   a row, the first interesting candidate in that order;
//! - `change_point`: adaptive delta debugging, the largest block that can go at a place;
//! - `chaos`: random cuts tested side by side, the interesting ones merged.
//!
//! The pass manager (`reduce/`) decides which pass runs and accepts what a search finds.

mod chain;
mod change_point;
mod chaos;
mod choice;
mod speculate;
mod sweep;
mod wide;

pub use change_point::find_change_point;
pub(crate) use chaos::chaos_round;
pub use choice::{ChoiceTree, Chooser, Order, Rng};
pub(crate) use sweep::{Chain, Source, Sweep};
pub(crate) use wide::{sweep_wide, Carry, WideEnd};

use crate::edit::Edit;
use crate::syntax::parse_check::ParseCheck;

/// Lets through the candidates worth a test: with a parse check, those that parse no worse
/// than the best.
pub(crate) struct Filter<'c> {
    pub check: Option<&'c mut ParseCheck>,
    /// Candidates turned away.
    pub skipped: u64,
}

impl Filter<'_> {
    /// `candidate` is the best changed by `edits`.
    pub fn admits(&mut self, candidate: &[u8], edits: &[Edit]) -> bool {
        let worse = self
            .check
            .as_deref_mut()
            .is_some_and(|c| c.worse(candidate, edits));
        self.skipped += u64::from(worse);
        !worse
    }
}
