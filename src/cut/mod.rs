//! Cut strategies: where in a test case a deletion is likely to work, and how a successful
//! deletion can grow.
//!
//! A strategy looks at the current best (and its syntax tree, when the file's language is
//! known) and makes a [`Plan`]: its candidate cuts, ordered from the end of the text toward the
//! start (later code tends to depend on earlier code), and, for a cut that worked, a chain of
//! ever larger cuts containing it. The search walks the chain with `find_change_point`, so one
//! success can remove a whole run of lines, tokens, brackets or list items.

mod generic;
mod syntax;

pub use generic::{
    bracket_pairs, Brackets, Lines, NGrams, PrefixSuffix, Repeats, TokenRuns, Tokens, Whitespace,
};
pub use syntax::{Items, Nodes};

use crate::syntax::SyntaxTable;

/// What a strategy may look at.
pub struct Context<'a> {
    pub text: &'a [u8],
    /// The parse of `text`, for strategies that need it.
    pub syntax: Option<&'a SyntaxTable>,
}

impl<'a> Context<'a> {
    pub fn text(text: &'a [u8]) -> Context<'a> {
        Context { text, syntax: None }
    }
}

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

/// The candidate cuts of one strategy on one text.
pub trait Plan {
    /// Candidate cuts, by start from the end toward the start; for one start, largest first.
    fn cuts(&self) -> &[Cut];
    /// How many growth steps `cut` has (0: it cannot grow).
    fn growth(&self, cut: Cut) -> usize;
    /// The `k`-th larger cut containing `cut`, for `1 <= k <= growth(cut)`.
    fn grow(&self, cut: Cut, k: usize) -> Cut;
}

pub trait Strategy: Sync {
    fn plan<'a>(&self, cx: &Context<'a>) -> Box<dyn Plan + 'a>;
}
