//! Delta debugging's steps over lists of items: each list cut in halves, quarters, eighths, ...
//! of its items (the whole list first), the parts of at least a minimum size, each grown over
//! the parts of its size before it. The lists come from the syntax table (`parts`) or from a
//! scan of the braces (`blocks`).

use std::collections::HashMap;

use super::{order, Cut, Plan};

/// Lists of items, and the byte range that deletes a run of them.
pub(super) trait ItemLists {
    fn count(&self) -> usize;
    /// The number of items of list `list`.
    fn items(&self, list: usize) -> usize;
    /// The bytes that delete items `first..=last` of list `list`, with what separates them
    /// from their neighbours.
    fn range(&self, list: usize, first: usize, last: usize) -> (usize, usize);
}

pub(super) struct PartPlan<L> {
    lists: L,
    cuts: Vec<Cut>,
    /// A cut's list, its number of parts and its part's index.
    parts: HashMap<Cut, (usize, usize, usize)>,
}

/// The most items [`PartPlan::with_tails`] keeps: a program at the end of a translation unit
/// is rarely more.
const TAILS_UP_TO: usize = 256;

/// Items `first..past` of a list of `n` items cut in `parts` parts: part `p`.
fn part(n: usize, parts: usize, p: usize) -> (usize, usize) {
    (p * n / parts, (p + 1) * n / parts)
}

impl<L: ItemLists> PartPlan<L> {
    pub(super) fn new(lists: L, min: usize) -> PartPlan<L> {
        let mut cuts = Vec::new();
        let mut by_cut = HashMap::new();
        for l in 0..lists.count() {
            let n = lists.items(l);
            if n < 2 {
                continue;
            }
            let mut parts = 1;
            while parts <= n {
                for p in 0..parts {
                    let (first, past) = part(n, parts, p);
                    let (s, e) = lists.range(l, first, past - 1);
                    if e - s >= min {
                        let cut = Cut::new(s, e);
                        cuts.push(cut);
                        by_cut.entry(cut).or_insert((l, parts, p));
                    }
                }
                parts *= 2;
            }
        }
        order(&mut cuts);
        PartPlan {
            lists,
            cuts,
            parts: by_cut,
        }
    }

    /// The plan with, first, cuts of all the items of the last list (a scan's top level) but
    /// its last 4, 16, 64 or 256 (at most half of them): a bug in the last lines of a
    /// translation unit, after headers it does not use, is alone in one test, where delta
    /// debugging's parts would each break what follows them. They do not grow. Where the last
    /// items need the headers, they cost four tests.
    pub(super) fn with_tails(self) -> PartPlan<L> {
        let Some(l) = self.lists.count().checked_sub(1) else {
            return self;
        };
        let n = self.lists.items(l);
        let mut tails = Vec::new();
        let mut keep = 4;
        while keep <= TAILS_UP_TO && keep * 2 <= n {
            let (s, e) = self.lists.range(l, 0, n - keep - 1);
            let cut = Cut::new(s, e);
            if !self.parts.contains_key(&cut) {
                tails.push(cut);
            }
            keep *= 4;
        }
        tails.extend(self.cuts);
        PartPlan {
            lists: self.lists,
            cuts: tails,
            parts: self.parts,
        }
    }
}

impl<L: ItemLists> Plan for PartPlan<L> {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    fn growth(&self, cut: Cut) -> usize {
        self.parts.get(&cut).map_or(0, |&(_, _, p)| p)
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        let (l, parts, p) = self.parts[&cut];
        let n = self.lists.items(l);
        let (first, _) = part(n, parts, p - k);
        let (_, past) = part(n, parts, p);
        let (s, e) = self.lists.range(l, first, past - 1);
        Cut::new(s, e)
    }
}
