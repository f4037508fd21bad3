//! The wide sweep: a chain's candidates tested side by side without waiting for the ones before
//! them, the interesting ones merged, so that with many workers every slot runs a useful test.
//!
//! Every candidate is the chain's base (the best when the sweep began) with a set of edits: the
//! *optimistic* state (every change found interesting so far, merged) and the candidate's own.
//! A candidate that comes back interesting proves its whole state interesting: if that state
//! has gone at least as far as the *confirmed* one (the best so far, tested), it becomes the
//! best at once; either way its own edits join the optimistic state, and the candidates made
//! after it are made on top of it. A merged change is confirmed by the first later candidate
//! that works, or by a test of the optimistic state itself (a *check*, run whenever merged
//! changes wait for one). A check that fails sends the state back to the confirmed one, and the
//! changes it held are tried once more, alone. A candidate that works grows (more lines, more
//! items) by probes run side by side, the steps `find_change_point` takes one after another.
//!
//! Which changes are merged depends on which tests end first, so the result depends on the
//! timing of the tests; the ordered search (`Chain::first`) gives the same result for any
//! number of jobs, at the cost of workers left idle while a success is grown and the sweep goes
//! on from it.

use std::collections::HashMap;
use std::sync::Arc;

use super::chain::overlap;
use super::sweep::{saved, Item, Source};
use super::Filter;
use crate::edit::{self, Edit};
use crate::error::Result;
use crate::interrupt;
use crate::oracle::{hash, Tester};

/// What a wide sweep of a chain ended with.
pub(crate) struct WideEnd {
    /// The confirmed state, if it went past the base: its edits of the base and its bytes.
    pub best: Option<(Vec<Edit>, Vec<u8>)>,
    /// Per source of the chain: changes merged, and the bytes they saved.
    pub found: Vec<(u64, u64)>,
    /// The sources swept to their end: all of them, or fewer when the sweep ended early (the
    /// best halved at the end of a source, or a stop).
    pub swept: usize,
    pub interrupted: bool,
    /// Runs still in flight when a sweep that changed the best ended, for the next sweep to
    /// take over (see [`Carry`]).
    pub carry: Option<Carry>,
}

/// The runs a wide sweep left in flight, handed to the next one so that no worker waits at
/// the end of a sweep: the next sweep's base is this sweep's base with `through` applied,
/// and the runs' edits are moved onto it. The pass manager hands it over only if its best
/// changed by `through` alone meanwhile.
pub(crate) struct Carry {
    through: Vec<Edit>,
    runs: HashMap<u128, Vec<Run>>,
}

impl Carry {
    /// Kills the runs: the next sweep is on another base.
    pub fn drop_runs(self, tester: &Tester) {
        for h in self.runs.keys() {
            tester.cancel(*h);
        }
    }
}

/// The sweep ends at the end of a source once the best is this many times smaller than the
/// base: the passes after it then see the new best, parsed again, not the base.
const REBASE_FACTOR: usize = 2;

/// Growth probes before the first failure: 1 to this, then doubling (as `find_change_point`).
const LINEAR: usize = 5;

/// What a run tests.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// A candidate of the chain's sweep.
    Sweep,
    /// Growth `k` of growth number `g`.
    Probe { g: usize, k: usize },
    /// The optimistic state itself.
    Check,
    /// A merged change dropped with a failed check, tried alone.
    Retry,
    /// A run of the sweep before, taken over.
    Carried,
}

/// A run to start: what it tests, its source, its item (a sweep's), its own edits.
struct Job {
    kind: Kind,
    source: usize,
    item: Option<Item>,
    own: Vec<Edit>,
}

/// A job in flight, with the edits of the base its bytes make: the optimistic state it was
/// made on, with its own.
struct Run {
    job: Job,
    state: Vec<Edit>,
}

/// What became of a job.
enum Started {
    /// Its run is in flight.
    Run,
    /// Its verdict was known.
    Known(Run, bool),
    /// Not worth a run: it does not apply to the optimistic state, does not shrink it, or
    /// parses worse.
    Not,
}

/// A candidate that worked, growing: probes of ever larger versions of it.
struct Growth {
    source: usize,
    item: Item,
    steps: usize,
    /// The largest step known interesting, the smallest known not (`steps + 1`: none yet).
    lo: usize,
    bad: usize,
    launched: Vec<usize>,
}

impl Growth {
    /// The next step worth a probe: the linear then doubling probes while none failed, then
    /// the midpoints of the binary search, two levels deep.
    fn next_probe(&self) -> Option<usize> {
        let (lo, bad) = (self.lo, self.bad);
        if bad <= lo + 1 {
            return None;
        }
        let mut ks: Vec<usize> = Vec::new();
        if bad > self.steps {
            ks.extend(1..=self.steps.min(LINEAR));
            let mut k = self.steps.min(LINEAR);
            while k < self.steps {
                k = (k * 2).min(self.steps);
                ks.push(k);
            }
        } else {
            let mid = lo + (bad - lo) / 2;
            ks.extend([mid, lo + (mid - lo) / 2, mid + (bad - mid) / 2]);
        }
        ks.into_iter()
            .find(|&k| k > lo && k < bad && !self.launched.contains(&k))
    }
}

/// A change merged into the optimistic state but not confirmed yet.
struct Pending {
    source: usize,
    own: Vec<Edit>,
    /// Already dropped once with a failed check.
    retried: bool,
}

/// Whether applying `s` goes at least as far as applying `t`: every edit of `t` lies within one
/// of `s` (both sorted, each non-overlapping).
fn covers(s: &[Edit], t: &[Edit]) -> bool {
    t.iter().all(|x| {
        let i = s.partition_point(|y| y.start <= x.start);
        i > 0 && {
            let y = &s[i - 1];
            y.start <= x.start && x.end <= y.end && (y == x || y.start < y.end)
        }
    })
}

/// `set` with the edits `new` added, those of `set` that lie within one of them dropped (a
/// grown cut takes the cut it grew from); `None` if an edit of `set` overlaps one of `new`
/// without lying within it.
fn absorb(set: &[Edit], new: &[Edit]) -> Option<Vec<Edit>> {
    let mut out = Vec::with_capacity(set.len() + new.len());
    for s in set {
        match new.iter().find(|n| overlap(s, n)) {
            None => out.push(s.clone()),
            Some(n) if n.start <= s.start && s.end <= n.end && n.start < n.end => {}
            Some(_) => return None,
        }
    }
    out.extend(new.iter().cloned());
    out.sort_by_key(|e| e.start);
    Some(out)
}

/// Edits of an old base as edits of the new base that `through` made of it: an edit that is
/// one of `through` is gone, one that holds some of them spans what they left there. `None` if
/// an edit overlaps one of `through` without holding it. (Both sorted, each non-overlapping.)
fn rebase(edits: &[Edit], through: &[Edit]) -> Option<Vec<Edit>> {
    // Where an old position that no edit of `through` straddles is now.
    let moved = |p: usize| -> usize {
        let growth: isize = through
            .iter()
            .take_while(|t| t.start < p)
            .filter(|t| t.end <= p)
            .map(|t| t.with.len() as isize - (t.end - t.start) as isize)
            .sum();
        (p as isize + growth) as usize
    };
    let mut out = Vec::with_capacity(edits.len());
    for e in edits {
        if through.contains(e) {
            continue;
        }
        let holds = |t: &Edit| e.start <= t.start && t.end <= e.end && e.start < e.end;
        if through.iter().any(|t| overlap(e, t) && !holds(t)) {
            return None;
        }
        out.push(Edit {
            start: moved(e.start),
            end: moved(e.end),
            with: e.with.clone(),
        });
    }
    Some(out)
}

/// The state of one wide sweep.
struct Wide<'s, 'a, 'c> {
    base: &'a [u8],
    sources: &'s mut Vec<Source<'a>>,
    filter: &'s mut Filter<'c>,
    more: &'s mut dyn FnMut() -> Option<Source<'a>>,
    /// The source making candidates now; whether the chain has no more.
    at: usize,
    exhausted: bool,
    confirmed: Vec<Edit>,
    confirmed_len: usize,
    optimistic: Vec<Edit>,
    /// Its bytes, made when a same-size rewrite must be compared with them.
    optimistic_text: Option<Vec<u8>>,
    pending: Vec<Pending>,
    retries: Vec<Pending>,
    growths: Vec<Growth>,
    /// Candidates whose runs were killed by a change merged over part of them: made again on
    /// the new optimistic state, before new candidates.
    again: Vec<Job>,
    /// The runs in flight, by the hash of their bytes: several jobs may ask for the same.
    runs: HashMap<u128, Vec<Run>>,
    found: Vec<(u64, u64)>,
}

impl Wide<'_, '_, '_> {
    fn len_of(&self, state: &[Edit]) -> usize {
        (self.base.len() as isize - saved(state)) as usize
    }

    /// Whether `state` comes before the optimistic state in shortlex order.
    fn shrinks(&mut self, state: &[Edit]) -> bool {
        let (len, now) = (self.len_of(state), self.len_of(&self.optimistic));
        if len != now {
            return len < now;
        }
        let text = self
            .optimistic_text
            .get_or_insert_with(|| edit::apply(self.base, &self.optimistic));
        edit::apply(self.base, state) < *text
    }

    /// The chain's next candidate: its source and item. With `rebase`, the sweep ends at the
    /// end of the source making candidates now.
    fn next_candidate(&mut self, rebase: bool) -> Option<(usize, Item)> {
        loop {
            if self.exhausted {
                return None;
            }
            if self.at == self.sources.len() {
                let next = match rebase && self.at > 0 {
                    true => None,
                    false => (self.more)(),
                };
                let Some(source) = next else {
                    self.exhausted = true;
                    return None;
                };
                self.sources.push(source);
                self.found.push((0, 0));
            }
            match self.sources[self.at].next_item(self.base) {
                Some(item) => return Some((self.at, item)),
                None => self.at += 1,
            }
        }
    }

    /// The next run to start: a check of the optimistic state when merged changes wait for
    /// one, growth probes, candidates made again, retries, then the sweep's candidates.
    fn next_job(&mut self, rebase: bool) -> Option<Job> {
        let checking = self
            .runs
            .values()
            .flatten()
            .any(|r| r.job.kind == Kind::Check);
        if !self.pending.is_empty() && self.optimistic != self.confirmed && !checking {
            return Some(Job {
                kind: Kind::Check,
                source: 0,
                item: None,
                own: Vec::new(),
            });
        }
        for (g, growth) in self.growths.iter_mut().enumerate() {
            while let Some(k) = growth.next_probe() {
                growth.launched.push(k);
                let own = self.sources[growth.source].grown(&growth.item, k, self.base);
                // Grown over what the optimistic state removes already: as good as tested.
                if covers(&self.optimistic, &own) {
                    growth.lo = k;
                    continue;
                }
                let (kind, source) = (Kind::Probe { g, k }, growth.source);
                return Some(Job {
                    kind,
                    source,
                    item: None,
                    own,
                });
            }
        }
        if let Some(job) = self.again.pop() {
            return Some(job);
        }
        if let Some(p) = self.retries.pop() {
            return Some(Job {
                kind: Kind::Retry,
                source: p.source,
                item: None,
                own: p.own,
            });
        }
        let (source, item) = self.next_candidate(rebase)?;
        let own = self.sources[source].edits(&item).to_vec();
        Some(Job {
            kind: Kind::Sweep,
            source,
            item: Some(item),
            own,
        })
    }

    /// Starts a job's run, or joins a run of the same bytes in flight; or answers it from the
    /// cache.
    fn start(&mut self, tester: &mut Tester, job: Job) -> Started {
        let state = match job.kind {
            Kind::Check => Some(self.optimistic.clone()),
            _ => absorb(&self.optimistic, &job.own),
        };
        let Some(state) = state else {
            return Started::Not;
        };
        if job.kind != Kind::Check && !self.shrinks(&state) {
            return Started::Not;
        }
        let bytes = edit::apply(self.base, &state);
        let source = &mut self.sources[job.source];
        if job.kind == Kind::Sweep && source.filtering && !self.filter.admits(&bytes, &state) {
            source.skipped += 1;
            return Started::Not;
        }
        let h = hash(&bytes);
        let run = Run { job, state };
        if let Some(v) = tester.early(h, bytes.len()) {
            return Started::Known(run, v);
        }
        if !tester.is_running(h) {
            if run.job.kind != Kind::Check {
                source.calls += 1;
            }
            tester.launch(h, Arc::new(bytes));
        }
        self.runs.entry(h).or_default().push(run);
        Started::Run
    }

    /// Takes in the verdict on a run; `on_best` hears of a new confirmed best.
    fn settle(
        &mut self,
        run: Run,
        interesting: bool,
        tester: &mut Tester,
        on_best: &mut dyn FnMut(&[u8]) -> Result<()>,
    ) -> Result<()> {
        let Run { job, state } = run;
        if let Kind::Probe { g, k } = job.kind {
            let growth = &mut self.growths[g];
            match interesting {
                true => growth.lo = growth.lo.max(k),
                false => growth.bad = growth.bad.min(k),
            }
            let (lo, bad) = (growth.lo, growth.bad);
            self.cancel(tester, |j| {
                matches!(j.kind, Kind::Probe { g: rg, k: rk } if rg == g && (rk <= lo || rk >= bad))
            });
        }
        let advanced = interesting && self.confirm(&state, on_best)?;
        if job.kind == Kind::Check && !advanced && !covers(&self.confirmed, &state) {
            // The merged changes do not go together (or not past the best).
            self.conflict(&state);
        }
        if !interesting || job.kind == Kind::Check {
            return Ok(());
        }
        self.merge(tester, &job);
        if let (Kind::Sweep, Some(item)) = (job.kind, job.item) {
            self.grow(job.source, item, &job.own);
        }
        Ok(())
    }

    /// A candidate of the sweep worked: it grows, unless a growth of its source under way may
    /// take it along.
    fn grow(&mut self, source: usize, item: Item, own: &[Edit]) {
        let steps = self.sources[source].growth(&item);
        if steps == 0 {
            return;
        }
        let src = &self.sources[source];
        let taken = self.growths.iter().any(|g| {
            g.source == source
                && g.bad > g.lo + 1
                && covers(&src.grown(&g.item, g.bad - 1, self.base), own)
        });
        if !taken {
            self.growths.push(Growth {
                source,
                item,
                steps,
                lo: 0,
                bad: steps + 1,
                launched: Vec::new(),
            });
        }
    }

    /// `state` was found interesting: the new best, if it goes at least as far as the best and
    /// comes before it in shortlex order. Returns whether it did.
    fn confirm(
        &mut self,
        state: &[Edit],
        on_best: &mut dyn FnMut(&[u8]) -> Result<()>,
    ) -> Result<bool> {
        let len = self.len_of(state);
        if !covers(state, &self.confirmed) || len > self.confirmed_len || state == self.confirmed {
            return Ok(false);
        }
        let bytes = edit::apply(self.base, state);
        if len == self.confirmed_len && bytes >= edit::apply(self.base, &self.confirmed) {
            return Ok(false);
        }
        on_best(&bytes)?;
        self.confirmed = state.to_vec();
        self.confirmed_len = len;
        let confirmed = &self.confirmed;
        self.pending.retain(|p| !covers(confirmed, &p.own));
        if !covers(&self.optimistic, &self.confirmed) {
            // The optimistic state was sent back past this one.
            self.rebuild();
        }
        Ok(true)
    }

    /// The optimistic state made again: the confirmed one with the pending changes that still
    /// fit (those that do not are dropped).
    fn rebuild(&mut self) {
        let mut state = self.confirmed.clone();
        self.pending.retain(|p| match absorb(&state, &p.own) {
            Some(s) => {
                state = s;
                true
            }
            None => false,
        });
        self.optimistic = state;
        self.optimistic_text = None;
    }

    /// A job's own edits, found interesting, join the optimistic state if they take it further
    /// down the shortlex order; runs whose edits they overlap are killed (and made again).
    fn merge(&mut self, tester: &mut Tester, job: &Job) {
        if covers(&self.optimistic, &job.own) {
            return;
        }
        let Some(state) = absorb(&self.optimistic, &job.own) else {
            return;
        };
        if !self.shrinks(&state) {
            return;
        }
        self.optimistic = state;
        self.optimistic_text = None;
        tester.stats.merged += 1;
        if job.kind != Kind::Carried {
            let found = &mut self.found[job.source];
            found.0 += 1;
            found.1 += saved(&job.own).max(0) as u64;
        }
        if !covers(&self.confirmed, &job.own) {
            self.pending.push(Pending {
                source: job.source,
                own: job.own.clone(),
                retried: job.kind == Kind::Retry,
            });
        }
        let own = &job.own;
        self.cancel(tester, |j| {
            matches!(j.kind, Kind::Sweep | Kind::Retry | Kind::Carried)
                && j.own.iter().any(|a| own.iter().any(|b| overlap(a, b)))
        });
    }

    /// A check of the optimistic state failed: back to the confirmed state; the changes the
    /// check held that the best does not are tried once more, alone.
    fn conflict(&mut self, failed: &[Edit]) {
        let (held, rest): (Vec<Pending>, Vec<Pending>) =
            self.pending.drain(..).partition(|p| covers(failed, &p.own));
        self.pending = rest;
        self.retries.extend(
            held.into_iter()
                .filter(|p| !p.retried)
                .map(|p| Pending { retried: true, ..p }),
        );
        self.rebuild();
    }

    /// Kills the runs whose every job `moot` picks.
    fn cancel(&self, tester: &Tester, moot: impl Fn(&Job) -> bool) {
        for (h, runs) in &self.runs {
            if runs.iter().all(|r| moot(&r.job)) {
                tester.cancel(*h);
            }
        }
    }

    /// Whether the sweep can end with runs in flight, handed to the next sweep: it changed
    /// the best, nothing merged waits for a check, and the runs are the sweep's candidates
    /// (not a check or a growth's probes, which this sweep still needs). A sweep that changed
    /// nothing waits for every run: its passes are then known to be done with the best.
    fn handing_over(&self) -> bool {
        !self.confirmed.is_empty()
            && self.pending.is_empty()
            && self
                .runs
                .values()
                .flatten()
                .all(|r| matches!(r.job.kind, Kind::Sweep | Kind::Retry | Kind::Carried))
    }

    /// Takes over the runs the sweep before left in flight, moved onto this base; those that
    /// cannot move (they do not go as far as this base, or their change is in it) are killed.
    fn take_over(&mut self, carry: Carry, tester: &Tester) {
        for (h, runs) in carry.runs {
            let moved: Vec<Run> = runs
                .into_iter()
                .filter(|r| covers(&r.state, &carry.through))
                .filter_map(|r| {
                    let state = rebase(&r.state, &carry.through)?;
                    let own = rebase(&r.job.own, &carry.through)?;
                    let job = Job {
                        kind: Kind::Carried,
                        source: 0,
                        item: None,
                        own,
                    };
                    (!job.own.is_empty()).then_some(Run { job, state })
                })
                .collect();
            match moved.is_empty() {
                true => tester.cancel(h),
                false => {
                    self.runs.insert(h, moved);
                }
            }
        }
    }

    /// A job whose run was killed: a probe's growth stops below it (unless a larger step
    /// worked), a candidate of the sweep is made again on the new optimistic state.
    fn killed(&mut self, job: Job) {
        match job.kind {
            Kind::Probe { g, k } if k > self.growths[g].lo => {
                let growth = &mut self.growths[g];
                growth.bad = growth.bad.min(k);
            }
            Kind::Sweep => self.again.push(job),
            _ => {}
        }
    }
}

/// Sweeps the chain's sources (made as it reaches them by `more`) over `base` widely; see the
/// module's documentation. `on_best` hears of every new best; `stop` is asked of each one's
/// size whether to end here.
#[allow(clippy::too_many_arguments)]
pub(crate) fn sweep_wide<'a>(
    base: &'a [u8],
    sources: &mut Vec<Source<'a>>,
    filter: &mut Filter,
    more: &mut dyn FnMut() -> Option<Source<'a>>,
    tester: &mut Tester,
    carried: Option<Carry>,
    on_best: &mut dyn FnMut(&[u8]) -> Result<()>,
    stop: &dyn Fn(usize) -> bool,
) -> Result<WideEnd> {
    let found = vec![(0, 0); sources.len()];
    let mut w = Wide {
        base,
        sources,
        filter,
        more,
        at: 0,
        exhausted: false,
        confirmed: Vec::new(),
        confirmed_len: base.len(),
        optimistic: Vec::new(),
        optimistic_text: None,
        pending: Vec::new(),
        retries: Vec::new(),
        growths: Vec::new(),
        again: Vec::new(),
        runs: HashMap::new(),
        found,
    };
    if let Some(carry) = carried {
        w.take_over(carry, tester);
    }
    let (mut interrupted, mut stopped) = (false, false);
    loop {
        if interrupt::requested() {
            interrupted = true;
            w.cancel(tester, |_| true);
            break;
        }
        if !stopped && stop(w.confirmed_len) {
            stopped = true;
            w.cancel(tester, |_| true);
        }
        let rebase = w.confirmed_len * REBASE_FACTOR <= base.len();
        let mut jobs_left = !stopped;
        while jobs_left && tester.in_flight() < tester.jobs() {
            let Some(job) = w.next_job(rebase) else {
                jobs_left = false;
                break;
            };
            match w.start(tester, job) {
                Started::Run | Started::Not => {}
                Started::Known(run, verdict) => w.settle(run, verdict, tester, on_best)?,
            }
        }
        if !jobs_left && (w.runs.is_empty() || w.handing_over()) {
            break;
        }
        let (h, verdict) = tester.settle();
        let Some(runs) = w.runs.remove(&h) else {
            continue;
        };
        let verdict = match verdict {
            Some(Err(e)) => {
                w.cancel(tester, |_| true);
                return Err(e);
            }
            Some(Ok(v)) => Some(v),
            None => None,
        };
        for run in runs {
            match verdict {
                Some(v) => w.settle(run, v, tester, on_best)?,
                None if !stopped => w.killed(run.job),
                None => {}
            }
        }
    }
    let carry = (!w.runs.is_empty()).then(|| Carry {
        through: w.confirmed.clone(),
        runs: w.runs,
    });
    let best = (!w.confirmed.is_empty()).then(|| {
        let bytes = edit::apply(base, &w.confirmed);
        (w.confirmed, bytes)
    });
    Ok(WideEnd {
        best,
        found: w.found,
        swept: w.at,
        interrupted,
        carry,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cut(start: usize, end: usize) -> Edit {
        Edit::cut(start, end)
    }

    #[test]
    fn a_state_covers_the_edits_it_holds_or_grew_over() {
        let s = [cut(2, 4), cut(10, 20)];
        assert!(covers(&s, &[cut(2, 4)]));
        assert!(covers(&s, &[cut(12, 15), cut(2, 4)][1..]));
        assert!(covers(&s, &[cut(12, 15)]));
        assert!(covers(&s, &[]));
        assert!(!covers(&s, &[cut(3, 5)]));
        assert!(!covers(&s, &[cut(5, 6)]));
        assert!(!covers(&[], &[cut(5, 6)]));
        // A rewrite covers only itself.
        let w = Edit {
            start: 10,
            end: 20,
            with: b"x".to_vec(),
        };
        assert!(covers(std::slice::from_ref(&w), std::slice::from_ref(&w)));
    }

    #[test]
    fn absorbing_drops_what_a_larger_cut_holds_and_refuses_a_partial_overlap() {
        let set = [cut(2, 4), cut(10, 12)];
        assert_eq!(
            absorb(&set, &[cut(6, 8)]),
            Some(vec![cut(2, 4), cut(6, 8), cut(10, 12)])
        );
        assert_eq!(
            absorb(&set, &[cut(9, 14)]),
            Some(vec![cut(2, 4), cut(9, 14)])
        );
        assert_eq!(absorb(&set, &[cut(3, 6)]), None);
        assert_eq!(absorb(&[], &[cut(3, 6)]), Some(vec![cut(3, 6)]));
    }

    #[test]
    fn edits_move_onto_the_base_that_other_edits_made() {
        let old = b"0123456789abcdef";
        let through = [
            cut(2, 4),
            Edit {
                start: 8,
                end: 9,
                with: b"XYZ".to_vec(),
            },
        ];
        let new = edit::apply(old, &through);
        // An edit apart from them, one of them (gone), one that holds one of them.
        let edits = [cut(0, 1), cut(2, 4), cut(5, 6), cut(7, 10), cut(12, 14)];
        let moved = rebase(&edits, &through).unwrap();
        assert_eq!(edit::apply(&new, &moved), edit::apply(old, &edits));
        assert_eq!(moved.len(), 4);
        // One that overlaps an edit of `through` without holding it cannot move.
        assert_eq!(rebase(&[cut(3, 6)], &through), None);
    }

    #[test]
    fn growth_probes_go_linear_then_double_then_bisect() {
        let mut g = Growth {
            source: 0,
            item: Item::Rewrite(0),
            steps: 40,
            lo: 0,
            bad: 41,
            launched: Vec::new(),
        };
        let mut order = Vec::new();
        while let Some(k) = g.next_probe() {
            g.launched.push(k);
            order.push(k);
        }
        assert_eq!(order, [1, 2, 3, 4, 5, 10, 20, 40]);
        // 20 worked, 40 did not: the binary search's points between them.
        (g.lo, g.bad) = (20, 40);
        let mut order = Vec::new();
        while let Some(k) = g.next_probe() {
            g.launched.push(k);
            order.push(k);
        }
        assert_eq!(order, [30, 25, 35]);
    }
}
