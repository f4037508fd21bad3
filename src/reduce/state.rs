//! What the pass manager keeps between passes: the parse of the best, and where each pass
//! stands.

use tree_sitter::Tree;

use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{Syntax, SyntaxTable};

/// The parse of the current best, refreshed only when a pass asks for it.
pub(super) struct SyntaxState {
    pub lang: &'static LangSpec,
    pub parsed: Option<Syntax>,
    /// Changes accepted since the last parse.
    pub pending: Vec<Vec<Edit>>,
}

impl SyntaxState {
    pub fn new(lang: &'static LangSpec) -> SyntaxState {
        SyntaxState {
            lang,
            parsed: None,
            pending: Vec::new(),
        }
    }

    /// The table of `text`, the current best. `parse` is the best's tree when another part
    /// (the parse check) keeps it up to date: then it is shared instead of parsed again.
    pub fn table(&mut self, text: &[u8], parse: Option<&Tree>) -> &SyntaxTable {
        match (&mut self.parsed, self.pending.as_slice(), parse) {
            (Some(_), [], _) => {}
            (Some(s), _, Some(tree)) => s.set_tree(text, tree.clone()),
            (Some(s), [one], None) => s.update(text, one),
            (_, _, Some(tree)) => {
                self.parsed = Some(Syntax::with_tree(self.lang, text, tree.clone()))
            }
            _ => self.parsed = Some(Syntax::new(self.lang, text)),
        }
        self.pending.clear();
        self.parsed.as_ref().expect("parsed above").table()
    }
}

/// Where one pass stands in the reduction.
#[derive(Debug, Clone)]
pub(super) struct PassState {
    /// Its sweep goes on with candidates placed before this byte (`None`: a new sweep from the
    /// end). Kept up to date as other passes edit the text.
    pub resume: Option<usize>,
    /// The generation of the best when the current sweep began.
    pub sweep_from: u64,
    /// The generation of the best on which a whole sweep found nothing.
    pub clean_at: Option<u64>,
    /// Still in chaos mode.
    pub chaos: bool,
    /// Sweeps only when the other passes are clean (`Pass::last`).
    pub last: bool,
}

impl PassState {
    pub fn new(chaos: bool, last: bool) -> PassState {
        PassState {
            resume: None,
            sweep_from: 0,
            clean_at: None,
            chaos,
            last,
        }
    }

    /// Moves the resume point through accepted edits (sorted, non-overlapping).
    pub fn shift(&mut self, edits: &[Edit]) {
        let Some(resume) = self.resume else {
            return;
        };
        let mut delta: isize = 0;
        for e in edits {
            if e.end <= resume {
                delta += e.with.len() as isize - (e.end - e.start) as isize;
            } else if e.start < resume {
                // Inside the edit: resume after its new text.
                delta += (e.start + e.with.len()) as isize - resume as isize;
            }
        }
        self.resume = Some((resume as isize + delta) as usize);
    }
}
