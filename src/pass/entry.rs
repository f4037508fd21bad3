//! `entry`: where the program starts, with everything that only it reaches: the end of the
//! file, and the statements of its entry point (the body of `main`, where the language reserves
//! the name). Two families of sets, those that take the most first:
//!
//! - the last 1, 2, 4, ... items of the top level kept with what they name, directly or through
//!   what they keep, and everything else deleted: a compiler crash's trigger is most often a few
//!   lines of its own at the end of a translation unit, after the headers, and the headers' own
//!   roots (explicit instantiations, out-of-line definitions, words the parse could not place)
//!   keep most of them alive for `unused`. On `cpp/gcc12-ice-pack-expansion-llvm-adt` (3.8 MB of
//!   LLVM and libstdc++ headers, a program on them, then an ICE of g++ 12) the last item and
//!   what it reaches are 7.5 KB, taken in the first test;
//! - the statements of `main` that declare nothing, all of them, in halves, quarters and, for a
//!   short `main`, one by one, each with what then becomes unreached. In a program on a large
//!   library, a statement of `main` that prints what the library computes keeps the rest of
//!   it: it names a variable, whose declaration calls a function of the program that builds
//!   Eigen matrices, so every part of the library that function uses fails to go. Gone with
//!   the variable and the function, the library's parts go in large pieces. A set of `main` is
//!   offered only when it takes along more than itself.
//!
//! A statement and what it takes along are a few hundred bytes, too few for the floors of the
//! coarse stages, and the stages without a floor come once the library has been taken apart
//! piece by piece; so this pass runs in the coarse stages only, each of its candidates whatever
//! its size (`Pass::early`): a few tests in each. On the corpus's 3.3 MB
//! `cpp/gcc12-wrongcode-clamp-eigen` at `-j 2`, the sets of `main` alone had 48,054 tokens left
//! at 300 s against 291,018 without.

use super::unused::{declarations, fixed_arity_lists, outermost, Facts, Reach, Unused};
use super::{Rewrite, SyntaxRewriter};
use crate::cut::{merged, Cut};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{SyntaxTable, NO_PARENT};

/// The size from which the pass offers anything: below it, `items` and `nodes` take a
/// statement and `unused` what it left unreached, in a few tests anyway.
const FROM: usize = 64 << 10;

/// The statements of `main` this pass tries at most (each set costs a walk over the file);
/// one by one only up to a quarter of that.
const MAX_ROOTS: usize = 32;

/// The most items of the file's end kept with what they reach (in 1, 2, 4, ...).
const MAX_TAIL: usize = 32;

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
        if text.len() < FROM {
            return Vec::new();
        }
        let facts = Facts {
            own: declarations(t, text),
            fixed_arity: fixed_arity_lists(t),
        };
        let reach = self.unused.reach(t, text, &facts);
        let mut found = tails(t, &reach, text.len());
        if self.unused.reserved.contains(&MAIN) {
            found.extend(main_sets(t, &reach, &facts));
        }
        found.sort_by_key(|(saved, _)| std::cmp::Reverse(*saved));
        found.dedup_by(|a, b| a.1 == b.1);
        found
            .into_iter()
            .map(|(_, gone)| Rewrite {
                at: text.len(),
                edits: edits(t, &gone),
            })
            .collect()
    }
}

/// The last 1, 2, 4, ... items of the file's top level with what they reach, everything else
/// gone, while that is at least half the file (`len` bytes; more items keep more): each set with
/// the bytes it deletes. A set that keeps more would cost nearly a test of the whole file where
/// the word-by-word reach misses what the compiler needs (on `cpp/gcc12-wrongcode-clamp-eigen`
/// the smallest keeps 57 % of it; offered, its six sets had 425,760 tokens left at 60 s where
/// the stored row had 370,288).
fn tails(t: &SyntaxTable, reach: &Reach, len: usize) -> Vec<(usize, Vec<u32>)> {
    let top: Vec<u32> = (reach.items.iter().copied())
        .filter(|&k| reach.up[k as usize] == NO_PARENT)
        .collect();
    let (mut found, removed) = (Vec::new(), vec![false; t.nodes.len()]);
    // The bytes the last set offered keeps: one that keeps at most a tenth more is not offered
    // (where the last one fails, it would most likely fail as well).
    let (mut keep, mut kept) = (1, 0);
    while keep < top.len() && keep <= MAX_TAIL {
        let mut roots = vec![false; t.nodes.len()];
        for &k in &top[top.len() - keep..] {
            roots[k as usize] = true;
        }
        let live = reach.live(t, &removed, Some(&roots));
        let dead: Vec<u32> = (reach.items.iter().copied())
            .filter(|&i| !live[i as usize])
            .collect();
        let gone = outermost(t, &dead);
        let saved = deleted(t, &gone);
        if saved < len / 2 {
            break;
        }
        if len - saved > kept + kept / 10 {
            kept = len - saved;
            found.push((saved, gone));
        }
        keep *= 2;
    }
    found
}

/// The statements of `main` that declare nothing, all, in halves, quarters and (a few of them)
/// one by one, each with what then becomes unreached: the sets that take along more than
/// themselves, each with the bytes it deletes.
fn main_sets(t: &SyntaxTable, reach: &Reach, facts: &Facts) -> Vec<(usize, Vec<u32>)> {
    let main = |m: u32| m != NO_PARENT && facts.own.get(&m).is_some_and(|n| n.contains(&MAIN));
    // The statements of `main` that declare nothing: the roots of what is live.
    let roots: Vec<u32> = (reach.items.iter().copied())
        .filter(|&k| {
            let k = k as usize;
            reach.needed[k] && !facts.own.contains_key(&(k as u32)) && main(reach.up[k])
        })
        .collect();
    let mut found = Vec::new();
    if roots.is_empty() || roots.len() > MAX_ROOTS {
        return found;
    }
    let mut removed = vec![false; t.nodes.len()];
    let live = reach.live(t, &removed, None);
    let mut parts = 1;
    while parts / 2 < roots.len() && (parts <= 4 || roots.len() <= MAX_ROOTS / 4) {
        for chunk in roots.chunks(roots.len().div_ceil(parts)) {
            chunk.iter().for_each(|&k| removed[k as usize] = true);
            let now = reach.live(t, &removed, None);
            chunk.iter().for_each(|&k| removed[k as usize] = false);
            let newly: Vec<u32> = (reach.items.iter().copied())
                .filter(|&i| live[i as usize] && !now[i as usize])
                .collect();
            let gone = outermost(t, &newly);
            let saved = deleted(t, &gone);
            if saved > deleted(t, chunk) {
                found.push((saved, gone));
            }
        }
        parts *= 2;
    }
    found
}

/// The cuts that delete `items`, joined where they overlap: a list item's cut takes a separator
/// along, which, where the parse recovered from an error, can reach into an item of another list.
fn edits(t: &SyntaxTable, items: &[u32]) -> Vec<Edit> {
    let cuts: Vec<Cut> = (t.item_cuts(items).into_iter())
        .map(|(s, e)| Cut::new(s, e))
        .collect();
    merged(&cuts)
}

/// The bytes that deleting `items` deletes.
fn deleted(t: &SyntaxTable, items: &[u32]) -> usize {
    edits(t, items).iter().map(|e| e.end - e.start).sum()
}
