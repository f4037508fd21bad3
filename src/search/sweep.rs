//! One sweep of a pass over the best: its candidates placed before the sweep's limit, in the
//! choice tree's order, those that remove less than the floor left out, those that parse worse
//! turned away. The places go in blocks of `width`: the interesting candidates of the first
//! block that has any are merged into one change (the first grown as far as it goes, the
//! others added in order while the whole stays interesting), and the sweep goes on after that
//! block. Every candidate of a block can be tested at once, so a wide block keeps many workers
//! busy; the blocks and the merge order do not depend on the number of jobs, and neither does
//! the result.

use super::{find_change_point, ChoiceTree, Filter};
use crate::cut::Plan;
use crate::edit::{self, Edit};
use crate::error::Result;
use crate::oracle::{Slot, Tester};
use crate::pass::{Candidates, Rewrite};

/// A change a sweep found interesting: where its sweep goes on (a byte of `bytes`), its edits
/// and its bytes.
pub(crate) struct Found {
    pub at: usize,
    pub edits: Vec<Edit>,
    pub bytes: Vec<u8>,
}

pub(crate) struct Sweep<'s, 'c> {
    pub best: &'s [u8],
    pub filter: &'s mut Filter<'c>,
    pub tree: ChoiceTree,
    /// Only candidates placed before this byte.
    pub limit: usize,
    /// Only candidates that remove at least this many bytes (a cut's reach, see `Plan::reach`;
    /// the bytes a rewrite saves).
    pub floor: usize,
    /// Places per block (at least 1: then the first interesting candidate wins alone).
    pub width: usize,
}

/// Bytes that `edits` save (negative when they add).
fn saved(edits: &[Edit]) -> isize {
    edits
        .iter()
        .map(|e| (e.end - e.start) as isize - e.with.len() as isize)
        .sum()
}

/// Groups a list ordered by place into runs of one place: level one of a pass's choices is the
/// place, level two the alternative there.
fn places<T>(items: &[T], at: impl Fn(&T) -> usize) -> Vec<(usize, std::ops::Range<usize>)> {
    let mut groups: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let a = at(item);
        match groups.last_mut() {
            Some((p, r)) if *p == a => r.end = i + 1,
            _ => groups.push((a, i..i + 1)),
        }
    }
    groups
}

/// Numbers the places a sweep enters, in order, into blocks of `width`, and remembers each
/// place's byte, so the sweep knows where the winning block ended.
struct Blocks {
    width: usize,
    /// The byte of every place entered so far, and the index of the last one.
    entered: Vec<usize>,
    last: Option<usize>,
}

impl Blocks {
    fn new(width: usize) -> Blocks {
        Blocks {
            width: width.max(1),
            entered: Vec::new(),
            last: None,
        }
    }

    /// The block of a candidate at place number `group` (byte `at`).
    fn block(&mut self, group: usize, at: usize) -> usize {
        if self.last != Some(group) {
            self.last = Some(group);
            self.entered.push(at);
        }
        (self.entered.len() - 1) / self.width
    }

    /// The byte of the last place of `block`.
    fn end(&self, block: usize) -> usize {
        let last = ((block + 1) * self.width).min(self.entered.len()) - 1;
        self.entered[last]
    }
}

impl Sweep<'_, '_> {
    /// The change the sweep finds first.
    pub fn first(&mut self, candidates: Candidates, tester: &mut Tester) -> Result<Option<Found>> {
        match candidates {
            Candidates::Cuts(plan) => self.cuts(plan.as_ref(), tester),
            Candidates::Rewrites(rewrites) => self.rewrites(rewrites, tester),
        }
    }

    /// The interesting cuts of the first block that has any: the first grown as far as it
    /// goes, the others merged into it.
    fn cuts(&mut self, plan: &dyn Plan, tester: &mut Tester) -> Result<Option<Found>> {
        let (best, limit, floor) = (self.best, self.limit, self.floor);
        let kept: Vec<_>;
        let cuts = if floor == 0 {
            plan.cuts()
        } else {
            kept = plan
                .cuts()
                .iter()
                .filter(|&&c| plan.reach(c) >= floor)
                .copied()
                .collect();
            &kept
        };
        let groups = places(cuts, |c| c.start);
        let mut blocks = Blocks::new(self.width);
        let candidates = std::iter::from_fn(|| loop {
            let step = self.tree.step(|ch| {
                let g = ch.choose(groups.len(), |g| groups[g].0 < limit)?;
                let k = ch.choose(groups[g].1.len(), |_| true)?;
                Some((g, cuts[groups[g].1.start + k]))
            })?;
            let Some((g, c)) = step else { continue };
            let bytes = edit::cut(best, c.start, c.end);
            if self.filter.admits(&bytes, &[Edit::cut(c.start, c.end)]) {
                let block = blocks.block(g, groups[g].0);
                return Some(((c, block), Slot { block, place: g }, bytes));
            }
        });
        let winners = tester.first_block(candidates, true)?;
        let Some(&((cut, block), _)) = winners.first() else {
            return Ok(None);
        };
        let (k, grown) = find_change_point(tester, plan.growth(cut), &|k| {
            let g = plan.grow(cut, k);
            edit::cut(best, g.start, g.end)
        })?;
        let done = if k > 0 { plan.grow(cut, k) } else { cut };
        let mut winners = winners.into_iter();
        let (_, bytes) = winners.next().expect("a first winner");
        let first = (
            vec![Edit::cut(done.start, done.end)],
            grown.unwrap_or(bytes),
        );
        let others = winners.map(|((c, _), _)| vec![Edit::cut(c.start, c.end)]);
        let (edits, bytes) = self.merge(tester, first, others)?;
        Ok(Some(Found {
            at: edit::shift(blocks.end(block), &edits),
            edits,
            bytes,
        }))
    }

    /// The interesting rewrites (that make the best shortlex-smaller) of the first block that
    /// has any, merged.
    fn rewrites(
        &mut self,
        mut rewrites: Vec<Rewrite>,
        tester: &mut Tester,
    ) -> Result<Option<Found>> {
        let (best, limit) = (self.best, self.limit);
        if self.floor > 0 {
            rewrites.retain(|w| saved(&w.edits) >= self.floor as isize);
        }
        let groups = places(&rewrites, |w| w.at);
        let mut blocks = Blocks::new(self.width);
        let candidates = std::iter::from_fn(|| loop {
            let step = self.tree.step(|ch| {
                // A rewrite changes its own place: it is tried again there.
                let g = ch.choose(groups.len(), |g| groups[g].0 < limit)?;
                let k = ch.choose(groups[g].1.len(), |_| true)?;
                Some((g, groups[g].1.start + k))
            })?;
            let Some((g, w)) = step else { continue };
            let bytes = edit::apply(best, &rewrites[w].edits);
            if edit::shortlex(&bytes, best).is_lt()
                && self.filter.admits(&bytes, &rewrites[w].edits)
            {
                let block = blocks.block(g, groups[g].0);
                return Some(((w, block), Slot { block, place: g }, bytes));
            }
        });
        let winners = tester.first_block(candidates, true)?;
        let Some(&((_, block), _)) = winners.first() else {
            return Ok(None);
        };
        let mut winners = winners.into_iter();
        let ((w, _), bytes) = winners.next().expect("a first winner");
        let first = (rewrites[w].edits.clone(), bytes);
        let others = winners.map(|((w, _), _)| rewrites[w].edits.clone());
        let (edits, bytes) = self.merge(tester, first, others)?;
        Ok(Some(Found {
            at: edit::shift(blocks.end(block), &edits) + 1,
            edits,
            bytes,
        }))
    }

    /// The first winner of a block with the others added, in order: each that overlaps none
    /// before it makes a larger set, and the sets are tested in order (side by side) up to the
    /// first that is not interesting; the last set before it is the change.
    fn merge(
        &mut self,
        tester: &mut Tester,
        first: (Vec<Edit>, Vec<u8>),
        others: impl Iterator<Item = Vec<Edit>>,
    ) -> Result<(Vec<Edit>, Vec<u8>)> {
        let best = self.best;
        let mut sets: Vec<Vec<Edit>> = Vec::new();
        for more in others {
            let last = sets.last().unwrap_or(&first.0);
            if let Some(set) = edit::union([&last[..], &more[..]]) {
                sets.push(set);
            }
        }
        if sets.is_empty() {
            return Ok(first);
        }
        // Sets tried in order up to the first the filter turns away (not interesting, untested).
        let filter = &mut *self.filter;
        let mut admitted = 0;
        let trials = sets.iter().enumerate().map_while(|(i, set)| {
            let bytes = edit::apply(best, set);
            let ok = edit::shortlex(&bytes, best).is_lt() && filter.admits(&bytes, set);
            admitted += usize::from(ok);
            ok.then_some((i, bytes))
        });
        let upto = match tester.find_first(trials, false)? {
            Some((i, _)) => i,
            None => admitted,
        };
        if upto == 0 {
            return Ok(first);
        }
        let set = sets.swap_remove(upto - 1);
        let bytes = edit::apply(best, &set);
        Ok((set, bytes))
    }
}
