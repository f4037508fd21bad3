//! The sweeps of several passes in a row form a [`Chain`], tested as one sequence: the first
//! interesting candidate in order wins (a cut grown as far as it goes), exactly as if the passes
//! had swept one after another, but the runs of a pass with few candidates left go side by side
//! with the next pass's, so idle workers help. Workers still idle run ahead of a likely win
//! (`speculate`): a chain makes its candidates a little ahead of the search for that. With
//! batches, a chain tests its candidates by groups and merges the interesting ones.

use std::cell::RefCell;
use std::collections::VecDeque;

use super::speculate::{Guess, Speculation};
use super::sweep::{saved, Found, Item, Source};
use super::Filter;
use crate::edit::{self, Edit};
use crate::error::Result;
use crate::oracle::{Tester, Window};

/// Candidates a speculation looks at past the ones handed to the search.
const LOOKAHEAD: usize = 24;

/// Files larger than this get no speculation: each question costs a copy of the file, and the
/// candidates made ahead hold one each.
const SPECULATE_LIMIT: usize = 1 << 20;

/// A candidate of a chain: its source's number and its item.
type Key = (usize, Item);

/// The candidates of a chain, made as the search asks for them, or earlier for a speculation.
struct Ahead<'s, 'a, 'c> {
    best: &'a [u8],
    sources: &'s mut Vec<Source<'a>>,
    filter: &'s mut Filter<'c>,
    more: &'s mut dyn FnMut() -> Option<Source<'a>>,
    /// The source making candidates now.
    at: usize,
    /// Candidates made but not yet handed to the search, with their bytes.
    made: VecDeque<(Key, Vec<u8>)>,
    /// Every candidate made, handed or not, as a speculation sees it.
    guesses: Vec<Guess>,
    speculating: bool,
}

impl Ahead<'_, '_, '_> {
    /// Makes one more candidate; false when the chain has no more.
    fn make(&mut self) -> bool {
        loop {
            if self.at == self.sources.len() {
                match (self.more)() {
                    Some(source) => self.sources.push(source),
                    None => return false,
                }
            }
            let Some((item, bytes)) = self.sources[self.at].next(self.best, self.filter) else {
                self.at += 1;
                continue;
            };
            if self.speculating {
                let guess = self.sources[self.at].guess(self.at, &item, self.best);
                self.guesses.push(guess);
            }
            self.made.push_back(((self.at, item), bytes));
            return true;
        }
    }

    /// Makes candidates until `n` are made, or the chain has no more.
    fn make_to(&mut self, n: usize) {
        while self.guesses.len() < n && self.make() {}
    }

    /// The next candidate for the search.
    fn pull(&mut self) -> Option<(Key, Vec<u8>)> {
        if self.made.is_empty() && !self.make() {
            return None;
        }
        self.made.pop_front()
    }
}

/// The sweeps of several passes in a row, as one sequence of candidates. The sources are made
/// as the sequence reaches them (`more` makes the next one, `None` ending the chain), and kept
/// for the caller to read their counts.
pub(crate) struct Chain<'a, 'c> {
    pub best: &'a [u8],
    pub filter: Filter<'c>,
    pub sources: Vec<Source<'a>>,
    /// Test the candidates by batches of this many side by side (see [`Chain::first_batched`]);
    /// 0 or 1: one sequence, the first interesting candidate wins.
    pub batch: usize,
}

/// Whether two edits of one text cannot both apply: they share a byte, or start at the same
/// place (two insertions there would have no order).
pub(super) fn overlap(a: &Edit, b: &Edit) -> bool {
    (a.start < b.end && b.start < a.end) || a.start == b.start
}

impl<'a, 'c> Chain<'a, 'c> {
    /// The chain's candidates, made as a search asks for them.
    fn ahead<'s>(
        &'s mut self,
        more: &'s mut dyn FnMut() -> Option<Source<'a>>,
        speculating: bool,
    ) -> Ahead<'s, 'a, 'c> {
        Ahead {
            best: self.best,
            sources: &mut self.sources,
            filter: &mut self.filter,
            more,
            at: 0,
            made: VecDeque::new(),
            guesses: Vec::new(),
            speculating,
        }
    }

    /// The first interesting candidate of the chain, as the change it makes, and the index of
    /// its source; `None` when every source was swept without one.
    pub fn first(
        &mut self,
        more: &mut dyn FnMut() -> Option<Source<'a>>,
        tester: &mut Tester,
    ) -> Result<Option<(usize, Found)>> {
        if self.batch > 1 {
            return self.first_batched(more, tester);
        }
        let speculating = tester.jobs() > 1 && self.best.len() <= SPECULATE_LIMIT;
        let best = self.best;
        let ahead = RefCell::new(self.ahead(more, speculating));
        let candidates = std::iter::from_fn(|| ahead.borrow_mut().pull());
        let mut speculation = Speculation::new(best);
        let mut speculate = |window: &Window| {
            let mut ahead = ahead.borrow_mut();
            ahead.make_to(window.first_open + LOOKAHEAD);
            speculation.next(window, &ahead.guesses)
        };
        let mut runs: Vec<u64> = Vec::new();
        let found = tester.find_first_counting(
            candidates,
            true,
            &mut |&(k, _)| {
                if runs.len() <= k {
                    runs.resize(k + 1, 0);
                }
                runs[k] += 1;
            },
            speculating.then_some(&mut speculate),
        );
        drop(ahead);
        for (source, calls) in self.sources.iter_mut().zip(runs) {
            source.calls += calls;
        }
        let Some(((k, item), _)) = found? else {
            return Ok(None);
        };
        let before = tester.stats.calls;
        let found = self.sources[k].finish(item, self.best, tester)?;
        self.sources[k].calls += tester.stats.calls - before;
        Ok(Some((k, found)))
    }

    /// [`Chain::first`] by batches: the next `batch` candidates of the chain are tested side by
    /// side, every one of them, so what is found does not depend on `-j`. The first interesting
    /// one in order wins and is grown as usual; then the batch's other interesting candidates,
    /// of any source of the chain, in order, each touching no byte of those taken before it,
    /// are merged into it (one more test; the grown one alone if the merge is not interesting).
    /// The change counts as its source's. More changes per round of tests than one sequence
    /// finds, at the cost of the candidates a change would have made moot, tested anyway.
    fn first_batched(
        &mut self,
        more: &mut dyn FnMut() -> Option<Source<'a>>,
        tester: &mut Tester,
    ) -> Result<Option<(usize, Found)>> {
        let (best, width) = (self.best, self.batch);
        let mut ahead = self.ahead(more, false);
        loop {
            let batch: Vec<(Key, Vec<u8>)> =
                std::iter::from_fn(|| ahead.pull()).take(width).collect();
            if batch.is_empty() {
                return Ok(None);
            }
            let (keys, texts): (Vec<Key>, Vec<Vec<u8>>) = batch.into_iter().unzip();
            let mut fresh = std::collections::HashSet::new();
            for ((k, _), bytes) in keys.iter().zip(&texts) {
                let h = crate::oracle::hash(bytes);
                if tester.needs_run(h, bytes.len()) && fresh.insert(h) {
                    ahead.sources[*k].calls += 1;
                }
            }
            let verdicts = tester.test_all(&texts)?;
            let mut won = keys
                .into_iter()
                .zip(texts)
                .zip(verdicts)
                .filter(|(_, v)| *v);
            let Some((((k, item), _), _)) = won.next() else {
                continue;
            };
            let sources = &mut *ahead.sources;
            let before = tester.stats.calls;
            let found = sources[k].finish(item, best, tester)?;
            // The others, in order, each touching none of the bytes of those taken; its own
            // source's sweep goes on before the last of its own taken.
            let mut edits = found.edits.clone();
            let mut at = found.at;
            for (((j, item), _), _) in won {
                let more = sources[j].edits(&item);
                if more.iter().any(|m| edits.iter().any(|e| overlap(m, e))) {
                    continue;
                }
                edits.extend(more.iter().cloned());
                if j == k {
                    at = at.min(sources[k].resume_at(&item));
                }
            }
            let mut found = found;
            if edits.len() > found.edits.len() {
                edits.sort_by_key(|e| e.start);
                let merged = edit::apply(best, &edits);
                if edit::shortlex(&merged, &found.bytes).is_lt() && tester.test(merged.clone())? {
                    // Where the sweep goes on, in the merged text: edits before it moved it.
                    let moved: isize = edits
                        .iter()
                        .filter(|e| e.end <= at)
                        .map(|e| saved(std::slice::from_ref(e)))
                        .sum();
                    found = Found {
                        at: (at as isize - moved).max(0) as usize,
                        edits,
                        bytes: merged,
                    };
                }
            }
            sources[k].calls += tester.stats.calls - before;
            return Ok(Some((k, found)));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_overlap_when_they_share_a_byte_or_a_start() {
        let e = |start: usize, end: usize| Edit {
            start,
            end,
            with: Vec::new(),
        };
        assert!(overlap(&e(0, 5), &e(4, 6)));
        assert!(overlap(&e(4, 6), &e(0, 5)));
        assert!(!overlap(&e(0, 5), &e(5, 6)));
        // Two insertions, or an insertion and a cut, at one place.
        assert!(overlap(&e(5, 5), &e(5, 5)));
        assert!(overlap(&e(5, 5), &e(5, 6)));
        // An insertion where a cut ends applies after it.
        assert!(!overlap(&e(5, 5), &e(0, 5)));
    }
}
