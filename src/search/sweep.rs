//! One pass's sweep over the best. Its candidates are a [`Source`]: those placed before its
//! sweep's limit, in its choice tree's order, those that remove less than the floor left out,
//! those that parse worse turned away. A candidate that wins becomes the change it makes: a cut
//! grown as far as it goes, a rewrite with the next ones taken along. The sweeps of several
//! passes in a row are tested as one sequence by a [`Chain`].

use super::speculate::Guess;
use super::{find_change_point, ChoiceTree, Filter, Order};
use crate::cut::{Cut, Plan};
use crate::edit::{self, Edit};
use crate::error::Result;
use crate::oracle::Tester;
use crate::pass::{Candidates, Rewrite};

pub(crate) use super::chain::Chain;

/// A change a sweep found interesting: where its sweep goes on, its edits and its bytes.
pub(crate) struct Found {
    pub at: usize,
    pub edits: Vec<Edit>,
    pub bytes: Vec<u8>,
}

/// Bytes that `edits` save (negative when they add).
pub(super) fn saved(edits: &[Edit]) -> isize {
    edits
        .iter()
        .map(|e| (e.end - e.start) as isize - e.with.len() as isize)
        .sum()
}

/// A cut as a stage with `floor` tries it: none if it cannot remove that much; one that
/// removes less but grows past it (a suffix from the last line) grown by the fewest steps that
/// do, so that the stage tests nothing smaller (on a 900 KB file, a suffix grown a line at a
/// time took 7 tests of a second each to remove 187 bytes in every coarse stage).
fn lifted(plan: &dyn Plan, cut: Cut, floor: usize) -> Option<Cut> {
    let len = |c: Cut| c.end - c.start;
    if plan.reach(cut) < floor {
        return None;
    }
    if len(cut) >= floor {
        return Some(cut);
    }
    // The grown cut's length rises with the steps, and the last reaches the floor.
    let (mut lo, mut hi) = (0, plan.growth(cut));
    while hi - lo > 1 {
        let mid = lo + (hi - lo) / 2;
        match len(plan.grow(cut, mid)) >= floor {
            true => hi = mid,
            false => lo = mid,
        }
    }
    Some(plan.grow(cut, hi))
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

/// What a pass proposes, kept for the sweep: a cut plan with the cuts past the floor, or
/// rewrites.
enum Proposals<'a> {
    Cuts {
        plan: Box<dyn Plan + 'a>,
        /// The plan's cuts that remove at least the floor (`None`: all of them).
        kept: Option<Vec<Cut>>,
    },
    Rewrites(Vec<Rewrite>),
}

/// One candidate of a source: a cut (with the edit that makes it), or a rewrite by index.
#[derive(Clone)]
pub(crate) enum Item {
    Cut(Cut, Edit),
    Rewrite(usize),
}

/// How a sweep goes: the settings of one pass's sweep in one stage.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Sweep {
    /// The order of its choices, and the seed of a random one.
    pub order: Order,
    pub seed: u64,
    /// Go on with the candidates placed before this byte; `None`: a new sweep from the end.
    pub resume: Option<usize>,
    /// Only the candidates that remove at least this many bytes (a cut's reach, see
    /// `Plan::reach`; the bytes a rewrite saves).
    pub floor: usize,
    /// Turn away candidates that parse worse (with keep-parsing).
    pub filtering: bool,
    /// A rewrite that works takes the next ones along (see [`taken_along`]).
    pub grow: bool,
}

/// One pass's sweep over the best.
pub(crate) struct Source<'a> {
    proposals: Proposals<'a>,
    groups: Vec<(usize, std::ops::Range<usize>)>,
    tree: ChoiceTree,
    /// Only candidates placed before this byte, if any.
    limit: Option<usize>,
    /// Candidates that parse worse are turned away (with keep-parsing).
    pub(super) filtering: bool,
    /// A rewrite that works takes the next ones along (see [`taken_along`]).
    grow: bool,
    /// Candidates turned away for parsing worse.
    pub skipped: u64,
    /// Test runs started for its candidates.
    pub calls: u64,
}

impl<'a> Source<'a> {
    /// The sweep of `candidates` toward the start of the file, as `sweep` says.
    pub fn new(candidates: Candidates<'a>, sweep: Sweep) -> Source<'a> {
        let floor = sweep.floor;
        let (proposals, groups) = match candidates {
            Candidates::Cuts(plan) => {
                let kept = (floor > 0).then(|| {
                    plan.cuts()
                        .iter()
                        .filter_map(|&c| lifted(&*plan, c, floor))
                        .collect::<Vec<_>>()
                });
                let groups = places(kept.as_deref().unwrap_or(plan.cuts()), |c| c.start);
                (Proposals::Cuts { plan, kept }, groups)
            }
            Candidates::Rewrites(mut rewrites) => {
                if floor > 0 {
                    rewrites.retain(|w| saved(&w.edits) >= floor as isize);
                }
                let groups = places(&rewrites, |w| w.at);
                (Proposals::Rewrites(rewrites), groups)
            }
        };
        Source {
            proposals,
            groups,
            tree: ChoiceTree::new(sweep.order, sweep.seed),
            limit: sweep.resume,
            filtering: sweep.filtering,
            grow: sweep.grow,
            skipped: 0,
            calls: 0,
        }
    }

    /// Its next candidate worth a test, and its bytes; `None` when the sweep is over.
    pub(super) fn next(&mut self, best: &[u8], filter: &mut Filter) -> Option<(Item, Vec<u8>)> {
        loop {
            let item = self.next_item(best)?;
            let bytes = edit::apply(best, self.edits(&item));
            if self.filtering && !filter.admits(&bytes, self.edits(&item)) {
                self.skipped += 1;
                continue;
            }
            return Some((item, bytes));
        }
    }

    /// Its next candidate, as edits of the best (see [`Source::edits`]) whose bytes are not
    /// made yet: a cut that makes a removal, a rewrite that shrinks the best. `None` when the
    /// sweep is over. The parse filter is the caller's to apply.
    pub(super) fn next_item(&mut self, best: &[u8]) -> Option<Item> {
        let (groups, limit) = (&self.groups, self.limit);
        loop {
            // Level one: the place; level two: the alternative there. A rewrite changes its own
            // place: it is tried again there.
            let step = self.tree.step(|ch| {
                let g = ch.choose_from(groups, |g| limit.is_none_or(|l| g.0 < l))?;
                let k = ch.choose(g.1.len(), |_| true)?;
                Some(g.1.start + k)
            })?;
            let Some(n) = step else { continue };
            match &self.proposals {
                Proposals::Cuts { plan, kept } => {
                    let c = kept.as_deref().unwrap_or(plan.cuts())[n];
                    let removal = match plan.joins() {
                        true => Some(Edit::cut(c.start, c.end)),
                        false => edit::removal(best, c.start, c.end),
                    };
                    if let Some(removal) = removal {
                        return Some(Item::Cut(c, removal));
                    }
                }
                Proposals::Rewrites(rewrites) => {
                    if edit::shrinks(best, &rewrites[n].edits) {
                        return Some(Item::Rewrite(n));
                    }
                }
            }
        }
    }

    /// How many growth steps a candidate that won has (see [`Source::grown`]).
    pub(super) fn growth(&self, item: &Item) -> usize {
        match (item, &self.proposals) {
            (Item::Cut(cut, _), Proposals::Cuts { plan, .. }) => plan.growth(*cut),
            (Item::Rewrite(n), Proposals::Rewrites(rewrites)) if self.grow => {
                taken_along(rewrites, *n).len()
            }
            _ => 0,
        }
    }

    /// A winning candidate's edits grown by `k` steps (`1..=growth`), sorted: its cut grown
    /// (see `Plan::grow`), or its rewrite with the first `k` rewrites it takes along.
    pub(super) fn grown(&self, item: &Item, k: usize, best: &[u8]) -> Vec<Edit> {
        match (item, &self.proposals) {
            (Item::Cut(cut, _), Proposals::Cuts { plan, .. }) => {
                let g = plan.grow(*cut, k);
                // A grown cut is longer than one byte, so it always makes a removal.
                vec![edit::removal(best, g.start, g.end).expect("a cut of more than one byte")]
            }
            (Item::Rewrite(n), Proposals::Rewrites(rewrites)) => {
                along_edits(rewrites, &taken_along(rewrites, *n), *n, k)
            }
            _ => unreachable!("an item comes from its own kind of proposals"),
        }
    }

    /// The edits a candidate of this source makes on the best.
    pub(super) fn edits<'s>(&'s self, item: &'s Item) -> &'s [Edit] {
        match (item, &self.proposals) {
            (Item::Cut(_, removal), _) => std::slice::from_ref(removal),
            (Item::Rewrite(n), Proposals::Rewrites(rewrites)) => &rewrites[*n].edits[..],
            _ => unreachable!("an item comes from its own kind of proposals"),
        }
    }

    /// Where this source's sweep goes on after a candidate of it is taken: before a cut, at a
    /// rewrite's own place again (a rewrite changes its own place).
    pub(super) fn resume_at(&self, item: &Item) -> usize {
        match (item, &self.proposals) {
            (Item::Cut(_, removal), _) => removal.start,
            (Item::Rewrite(n), Proposals::Rewrites(rewrites)) => rewrites[*n].at + 1,
            _ => unreachable!("an item comes from its own kind of proposals"),
        }
    }

    /// What a speculation needs of a candidate of this source, source number `source` of its
    /// chain.
    pub(super) fn guess(&self, source: usize, item: &Item, best: &[u8]) -> Guess {
        match (item, &self.proposals) {
            (Item::Cut(cut, removal), Proposals::Cuts { plan, .. }) => Guess {
                source,
                edits: vec![removal.clone()],
                place: cut.start,
                grown: (1..=plan.growth(*cut).min(GUESSED_GROWTH))
                    .filter_map(|k| {
                        let g = plan.grow(*cut, k);
                        edit::removal(best, g.start, g.end)
                    })
                    .collect(),
            },
            (Item::Rewrite(n), Proposals::Rewrites(rewrites)) => Guess {
                source,
                edits: rewrites[*n].edits.clone(),
                place: rewrites[*n].at,
                grown: Vec::new(),
            },
            _ => unreachable!("an item comes from its own kind of proposals"),
        }
    }

    /// The change a winning candidate makes: a cut grown as far as it goes. The winner's bytes
    /// are not kept meanwhile (they are made again if it does not grow): on a large file each
    /// copy counts.
    pub(super) fn finish(&self, item: Item, best: &[u8], tester: &mut Tester) -> Result<Found> {
        match (item, &self.proposals) {
            (Item::Cut(cut, removal), Proposals::Cuts { plan, .. }) => {
                // A grown cut is longer than one byte, so it always makes a removal.
                let grown_removal = |k: usize| {
                    let g = plan.grow(cut, k);
                    edit::removal(best, g.start, g.end).expect("a cut of more than one byte")
                };
                let (k, grown) = find_change_point(tester, plan.growth(cut), &|k| {
                    edit::apply(best, &[grown_removal(k)])
                })?;
                let done = if k > 0 { grown_removal(k) } else { removal };
                Ok(Found {
                    at: done.start,
                    bytes: grown.unwrap_or_else(|| edit::apply(best, std::slice::from_ref(&done))),
                    edits: vec![done],
                })
            }
            (Item::Rewrite(n), Proposals::Rewrites(rewrites)) => {
                let along = match self.grow {
                    true => taken_along(rewrites, n),
                    false => Vec::new(),
                };
                let edits = |k: usize| along_edits(rewrites, &along, n, k);
                let (k, grown) =
                    find_change_point(tester, along.len(), &|k| edit::apply(best, &edits(k)))?;
                let last = if k > 0 { along[k - 1] } else { n };
                Ok(Found {
                    at: rewrites[last].at + 1,
                    bytes: grown.unwrap_or_else(|| edit::apply(best, &edits(0))),
                    edits: edits(k),
                })
            }
            _ => unreachable!("an item comes from its own kind of proposals"),
        }
    }
}

/// The rewrites a working rewrite `n` may take along, in the sweep's order (toward the start):
/// at each place after its own, the first alternative that saves bytes and lies wholly before
/// every one taken so far, so that any first k of them apply together with `n` and still shrink
/// the text.
fn taken_along(rewrites: &[Rewrite], n: usize) -> Vec<usize> {
    let span = |w: &Rewrite| {
        let start = w.edits.iter().map(|e| e.start).min().unwrap_or(w.at);
        let end = w.edits.iter().map(|e| e.end).max().unwrap_or(w.at);
        (start, end)
    };
    let mut before = span(&rewrites[n]).0;
    let mut place = rewrites[n].at;
    let mut along = Vec::new();
    for (i, w) in rewrites.iter().enumerate().skip(n + 1) {
        let (start, end) = span(w);
        if w.at == place || end > before || saved(&w.edits) <= 0 {
            continue;
        }
        along.push(i);
        (before, place) = (start, w.at);
    }
    along
}

/// Rewrite `n` with the first `k` of the rewrites it takes `along`, their edits in order.
fn along_edits(rewrites: &[Rewrite], along: &[usize], n: usize, k: usize) -> Vec<Edit> {
    let mut edits: Vec<Edit> = along[..k]
        .iter()
        .rev()
        .flat_map(|&i| rewrites[i].edits.iter().cloned())
        .collect();
    edits.extend(rewrites[n].edits.iter().cloned());
    edits
}

/// The growth probes of a candidate run ahead of its win: the first of those the linear probe of
/// `find_change_point` tries at once.
const GUESSED_GROWTH: usize = 3;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cut::{PrefixSuffix, Strategy};

    #[test]
    fn a_stage_tries_a_suffix_grown_to_its_floor_and_nothing_smaller() {
        let t = b"aaaa\nbbbb\ncccc\ndddd\n";
        let plan = PrefixSuffix.plan(t);
        let (suffix, prefix) = (plan.cuts()[0], plan.cuts()[1]);
        let text = |c: Option<Cut>| c.map(|c| &t[c.start..c.end]);
        assert_eq!(text(lifted(&*plan, suffix, 0)), Some(&b"dddd\n"[..]));
        assert_eq!(text(lifted(&*plan, suffix, 6)), Some(&b"cccc\ndddd\n"[..]));
        assert_eq!(
            text(lifted(&*plan, prefix, 11)),
            Some(&b"aaaa\nbbbb\ncccc\n"[..])
        );
        // Never the whole text: a floor above its three lines keeps nothing.
        assert_eq!(text(lifted(&*plan, suffix, 16)), None);
    }

    #[test]
    fn a_rewrite_takes_along_one_shrinking_rewrite_per_earlier_place_that_does_not_overlap() {
        let w = |at: usize, start: usize, end: usize, with: &str| Rewrite {
            at,
            edits: vec![Edit {
                start,
                end,
                with: with.as_bytes().to_vec(),
            }],
        };
        // From the end toward the start; for one place, the biggest shrink first.
        let rewrites = [
            w(40, 40, 50, ";"),  // 0: the one that worked
            w(40, 40, 50, "{}"), // 1: its own place: never
            w(30, 30, 45, ";"),  // 2: overlaps it
            w(30, 30, 38, ";"),  // 3: taken
            w(30, 30, 38, "{}"), // 4: a place already taken
            w(20, 20, 21, "ab"), // 5: grows the text
            w(10, 10, 20, "0"),  // 6: taken
        ];
        assert_eq!(taken_along(&rewrites, 0), [3, 6]);
        assert_eq!(taken_along(&rewrites, 6), Vec::<usize>::new());
    }
}
