//! One sweep of a pass over the best: its candidates placed before the sweep's limit, in the
//! choice tree's order, those that remove less than the floor left out, those that parse worse
//! turned away; the first interesting one wins, and a cut grows as far as it goes.

use super::{find_change_point, ChoiceTree, Filter};
use crate::cut::Plan;
use crate::edit::{self, Edit};
use crate::error::Result;
use crate::oracle::Tester;
use crate::pass::{Candidates, Rewrite};

/// A candidate a sweep found interesting: where its sweep goes on, its edits and its bytes.
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

impl Sweep<'_, '_> {
    /// The first interesting candidate of the sweep.
    pub fn first(&mut self, candidates: Candidates, tester: &mut Tester) -> Result<Option<Found>> {
        match candidates {
            Candidates::Cuts(plan) => self.cuts(plan.as_ref(), tester),
            Candidates::Rewrites(rewrites) => self.rewrites(rewrites, tester),
        }
    }

    /// The first interesting cut, grown as far as it goes.
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
        let candidates = std::iter::from_fn(|| loop {
            let step = self.tree.step(|ch| {
                let g = ch.choose_from(&groups, |g| g.0 < limit)?;
                let k = ch.choose(g.1.len(), |_| true)?;
                Some(cuts[g.1.start + k])
            })?;
            let Some(c) = step else { continue };
            let Some(removal) = edit::removal(best, c.start, c.end) else {
                continue;
            };
            let edits = [removal];
            let bytes = edit::apply(best, &edits);
            if self.filter.admits(&bytes, &edits) {
                return Some(((c, edits), bytes));
            }
        });
        let Some(((cut, [removal]), bytes)) = tester.find_first(candidates, true)? else {
            return Ok(None);
        };
        // A grown cut is longer than one byte, so it always makes a removal.
        let grown_removal = |k: usize| {
            let g = plan.grow(cut, k);
            edit::removal(best, g.start, g.end).expect("a cut of more than one byte")
        };
        let (k, grown) = find_change_point(tester, plan.growth(cut), &|k| {
            edit::apply(best, &[grown_removal(k)])
        })?;
        let done = if k > 0 { grown_removal(k) } else { removal };
        Ok(Some(Found {
            at: done.start,
            edits: vec![done],
            bytes: grown.unwrap_or(bytes),
        }))
    }

    /// The first interesting rewrite that makes the best shortlex-smaller.
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
        let candidates = std::iter::from_fn(|| loop {
            let step = self.tree.step(|ch| {
                // A rewrite changes its own place: it is tried again there.
                let g = ch.choose_from(&groups, |g| g.0 < limit)?;
                let k = ch.choose(g.1.len(), |_| true)?;
                Some(g.1.start + k)
            })?;
            let Some(w) = step else { continue };
            let bytes = edit::apply(best, &rewrites[w].edits);
            if edit::shortlex(&bytes, best).is_lt()
                && self.filter.admits(&bytes, &rewrites[w].edits)
            {
                return Some((w, bytes));
            }
        });
        Ok(tester
            .find_first(candidates, true)?
            .map(|(w, bytes)| Found {
                at: rewrites[w].at + 1,
                edits: rewrites[w].edits.clone(),
                bytes,
            }))
    }
}
