//! `entry`: the statements of the program's entry point (the body of `main`, where the
//! language reserves the name) deleted with everything that only they reach, in halves,
//! quarters and, for a short `main`, one by one; those that take the most first.
//!
//! In a program on a large library (a preprocessed translation unit around a ten-line `main`),
//! a statement of `main` that prints what the library computes keeps the rest of it: it names
//! a variable, whose declaration calls a function of the program that builds Eigen matrices, so
//! every part of the library that function uses fails to go, and the test's own lines wait
//! behind them. Gone with the variable and the function, the library's parts go in large
//! pieces. A statement and what it takes along are a few hundred bytes, too few for the floors
//! of the coarse stages, and the stages without a floor come once the library has been taken
//! apart piece by piece; so this pass runs in the coarse stages only, each of its candidates
//! whatever its size (`Pass::early`): a few tests in each. On the corpus's 3.3 MB
//! `cpp/gcc12-wrongcode-clamp-eigen` at `-j 2`, 48,054 tokens at 300 s against 291,018 without.
//!
//! A set is offered only when it takes along more than itself: what only it reaches (as
//! `unused` finds what no live code names), declarations and functions that then go with it.

use super::unused::{declarations, fixed_arity_lists, outermost, Facts, Unused};
use super::{Rewrite, SyntaxRewriter};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{SyntaxTable, NO_PARENT};

/// The size from which the pass offers anything: below it, `items` and `nodes` take a
/// statement and `unused` what it left unreached, in a few tests anyway.
const FROM: usize = 64 << 10;

/// The statements of `main` this pass tries at most (each set costs a walk over the file);
/// one by one only up to a quarter of that.
const MAX_ROOTS: usize = 32;

const MAIN: &[u8] = b"main";

pub struct Entry {
    unused: Unused,
}

impl Entry {
    pub fn new(lang: Option<&'static LangSpec>) -> Entry {
        Entry {
            unused: Unused::new(lang),
        }
    }
}

impl SyntaxRewriter for Entry {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        if text.len() < FROM || !self.unused.reserved.contains(&MAIN) {
            return Vec::new();
        }
        let facts = Facts {
            own: declarations(t, text),
            fixed_arity: fixed_arity_lists(t),
        };
        let reach = self.unused.reach(t, text, &facts);
        let main = |m: u32| m != NO_PARENT && facts.own.get(&m).is_some_and(|n| n.contains(&MAIN));
        // The statements of `main` that declare nothing: the roots of what is live.
        let roots: Vec<u32> = (reach.items.iter().copied())
            .filter(|&k| {
                let k = k as usize;
                reach.needed[k] && !facts.own.contains_key(&(k as u32)) && main(reach.up[k])
            })
            .collect();
        if roots.is_empty() || roots.len() > MAX_ROOTS {
            return Vec::new();
        }
        let bytes = |set: &[u32]| -> usize { t.item_cuts(set).iter().map(|(s, e)| e - s).sum() };
        let mut removed = vec![false; t.nodes.len()];
        let live = reach.live(t, &removed);
        let mut found: Vec<(usize, Vec<u32>)> = Vec::new();
        let mut parts = 2;
        while parts / 2 < roots.len() && (parts <= 4 || roots.len() <= MAX_ROOTS / 4) {
            for chunk in roots.chunks(roots.len().div_ceil(parts)) {
                chunk.iter().for_each(|&k| removed[k as usize] = true);
                let now = reach.live(t, &removed);
                chunk.iter().for_each(|&k| removed[k as usize] = false);
                let newly: Vec<u32> = (reach.items.iter().copied())
                    .filter(|&i| live[i as usize] && !now[i as usize])
                    .collect();
                let gone = outermost(t, &newly);
                let saved = bytes(&gone);
                if saved > bytes(chunk) {
                    found.push((saved, gone));
                }
            }
            parts *= 2;
        }
        found.sort_by_key(|(saved, _)| std::cmp::Reverse(*saved));
        found
            .into_iter()
            .map(|(_, gone)| Rewrite {
                at: text.len(),
                edits: (t.item_cuts(&gone).into_iter())
                    .map(|(s, e)| Edit::cut(s, e))
                    .collect(),
            })
            .collect()
    }
}
