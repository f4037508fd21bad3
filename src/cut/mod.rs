//! Cut strategies: where in a test case a deletion is likely to work, and how a successful
//! deletion can grow.
//!
//! A strategy looks at the current best (and its syntax tree, when the file's language is
//! known) and makes a [`Plan`]: its candidate cuts, ordered from the end of the text toward the
//! start (later code tends to depend on earlier code), and, for a cut that worked, a chain of
//! ever larger cuts containing it. The search walks the chain with `find_change_point`, so one
//! success can remove a whole run of lines, tokens, brackets or list items.

mod blocks;
mod generic;
mod headers;
mod parts;
mod syntax;

pub(crate) use blocks::line_end;
pub use blocks::{function_bodies, Blocks};
pub use generic::{
    bracket_pairs, Brackets, Bytes, Fixed, Joins, Lines, NGrams, PrefixSuffix, Repeats, TokenRuns,
    Tokens, Whitespace,
};
pub use headers::Headers;
pub use syntax::{Items, Nodes, Parts, Spans};

use crate::edit::Edit;
use crate::syntax::SyntaxTable;

/// Remove `start..end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Cut {
    pub start: usize,
    pub end: usize,
}

impl Cut {
    pub fn new(start: usize, end: usize) -> Cut {
        debug_assert!(start < end);
        Cut { start, end }
    }
}

/// Cuts as sorted, non-overlapping edits: overlapping or touching cuts become one.
pub fn merged(cuts: &[Cut]) -> Vec<Edit> {
    let mut sorted = cuts.to_vec();
    sorted.sort_by_key(|c| c.start);
    let mut out: Vec<Edit> = Vec::new();
    for c in sorted {
        match out.last_mut() {
            Some(e) if c.start <= e.end => e.end = e.end.max(c.end),
            _ => out.push(Edit::cut(c.start, c.end)),
        }
    }
    out
}

/// Sorts cuts from the end toward the start, larger first for one start, without duplicates.
fn order(cuts: &mut Vec<Cut>) {
    cuts.sort_by(|a, b| b.start.cmp(&a.start).then(b.end.cmp(&a.end)));
    cuts.dedup();
}

/// The candidate cuts of one strategy on one text.
pub trait Plan {
    /// Candidate cuts, by start from the end toward the start; for one start, largest first.
    fn cuts(&self) -> &[Cut];
    /// How many growth steps `cut` has (0: it cannot grow).
    fn growth(&self, cut: Cut) -> usize;
    /// The `k`-th larger cut containing `cut`, for `1 <= k <= growth(cut)`.
    fn grow(&self, cut: Cut, k: usize) -> Cut;
    /// How many bytes `cut` stands for in the coarse stages, which try only the cuts that
    /// remove the most: its own length, or more for a plan whose small first cuts exist only to
    /// grow (a suffix from the last line).
    fn reach(&self, cut: Cut) -> usize {
        cut.end - cut.start
    }
    /// Whether its cuts join the words around them on purpose. Other cuts never do: one between
    /// two word characters leaves a space (see `edit::removal`).
    fn joins(&self) -> bool {
        false
    }
}

/// A cut strategy that looks at the text alone.
pub trait Strategy: Sync {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a>;
}

/// A cut strategy that reads the syntax table.
pub trait SyntaxStrategy: Sync {
    fn plan<'a>(&self, t: &'a SyntaxTable, text: &'a [u8]) -> Box<dyn Plan + 'a>;
}
