//! Asking the interestingness test about candidates: the [`Judge`], the verdict cache, and the
//! runs of the test on a pool of workers.
//!
//! A [`Tester`] answers from its cache where it can and has the judge run otherwise: on one
//! candidate ([`Tester::test`]), on every candidate of a list ([`Tester::test_all`]), or until
//! the first candidate of a sequence with the wanted verdict ([`Tester::find_first`]). With one
//! job the candidates are tested in order, one at a time; with more, `find_first` is the
//! parallel search of `parallel.rs`, which gives the same answer.

use std::collections::{HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};

use super::slots::Slots;
use crate::edit;
use crate::error::{Error, Result};
use crate::interrupt;

pub use super::parallel::{Speculate, Window};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    Interesting,
    Boring,
    /// The run was stopped before it finished; says nothing about the candidate.
    Cancelled,
}

impl From<bool> for Verdict {
    fn from(b: bool) -> Self {
        if b {
            Verdict::Interesting
        } else {
            Verdict::Boring
        }
    }
}

/// Something that decides whether a candidate is interesting.
pub trait Judge: Send + Sync {
    /// Judges `candidate`; should give up soon after `cancel` becomes true.
    fn judge(&self, candidate: &[u8], cancel: &AtomicBool) -> Result<Verdict>;
}

/// An in-process predicate as a judge (for tests, benchmarks and the library API).
pub struct FnJudge<F>(pub F);

impl<F: Fn(&[u8]) -> bool + Send + Sync> Judge for FnJudge<F> {
    fn judge(&self, candidate: &[u8], _cancel: &AtomicBool) -> Result<Verdict> {
        Ok(Verdict::from((self.0)(candidate)))
    }
}

#[derive(Debug, Default, Clone, Copy)]
pub struct Stats {
    /// Test runs started (including speculative runs that were later killed).
    pub calls: u64,
    /// Candidates answered from the cache (or by a run of identical bytes already in flight).
    pub cache_hits: u64,
    /// Speculative runs killed because an earlier candidate won.
    pub cancelled: u64,
    /// Runs started as prefetches (counted in `calls` too).
    pub prefetched: u64,
    /// Changes a wide sweep found side by side and merged into the best.
    pub merged: u64,
}

pub fn hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

pub struct Tester {
    judge: Arc<dyn Judge>,
    /// Runs at most at once (the workers).
    jobs: usize,
    /// In a campaign, the slots shared with the other reductions: runs at once are this
    /// reduction's share of them (see [`Slots::share`]), at most `jobs`.
    pub share: Option<Arc<Slots>>,
    pool: Option<rayon::ThreadPool>,
    pub(super) cache: HashMap<u128, bool>,
    pub stats: Stats,
    /// The test is known to be flaky: a negative verdict may be chance, so it is not cached
    /// and the candidate can be tried again in a later round.
    pub flaky: bool,
    /// Candidates shorter than this are uninteresting without a test (`--max-improvement`).
    pub min_len: usize,
    /// How often a candidate searched for interesting turns out so, lately (a moving average):
    /// runs ahead of the first undecided candidate are limited to about one success's worth,
    /// since a success cancels them (see [`Tester::ahead`]).
    pub(super) hit_rate: f64,
    /// Runs in flight, by hash, with their cancel flags. A run may outlive the search that
    /// started it (a prefetch, or a run killed but not yet stopped): it holds its worker until
    /// its verdict comes back.
    pub(super) running: HashMap<u128, Arc<AtomicBool>>,
    done_tx: mpsc::Sender<Done>,
    done_rx: mpsc::Receiver<Done>,
}

/// The weight of each new verdict in [`Tester::hit_rate`].
const HIT_RATE_WEIGHT: f64 = 0.05;

/// A finished run, sent back from a worker.
struct Done {
    hash: u128,
    verdict: Result<Verdict>,
}

impl Tester {
    pub fn new(judge: Arc<dyn Judge>, jobs: usize) -> Self {
        let jobs = jobs.max(1);
        let pool = (jobs > 1).then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(jobs)
                .thread_name(|i| format!("whittle-test-{i}"))
                .build()
                .expect("cannot start the test thread pool")
        });
        let (done_tx, done_rx) = mpsc::channel();
        Tester {
            judge,
            jobs,
            share: None,
            pool,
            cache: HashMap::new(),
            stats: Stats::default(),
            flaky: false,
            min_len: 0,
            hit_rate: 0.1,
            running: HashMap::new(),
            done_tx,
            done_rx,
        }
    }

    /// Tests to run at once now.
    pub fn jobs(&self) -> usize {
        match &self.share {
            Some(slots) => slots.share().min(self.jobs),
            None => self.jobs,
        }
    }

    /// How far past the first undecided candidate runs may start: in a search for an
    /// interesting candidate, about as many candidates as lie between successes lately (a
    /// success makes every run after it wasted), at least 2 and at most `jobs`; in a search for
    /// an uninteresting one (the probes of a change-point search, few), all `jobs`. Only the
    /// number of runs and the time depend on it, never the answer.
    pub(super) fn ahead(&self, want: bool) -> usize {
        let jobs = self.jobs();
        if !want {
            return jobs;
        }
        ((1.0 / self.hit_rate).ceil() as usize).clamp(2, jobs.max(2))
    }

    /// Runs in flight, of any search (a run killed holds its worker until it reports).
    pub(crate) fn in_flight(&self) -> usize {
        self.running.len()
    }

    /// Whether a run of the bytes with hash `h` is in flight.
    pub(crate) fn is_running(&self, h: u128) -> bool {
        self.running.contains_key(&h)
    }

    /// Counts one decided candidate of a search for an interesting one.
    pub(super) fn hit(&mut self, interesting: bool) {
        self.hit_rate += HIT_RATE_WEIGHT * (f64::from(u8::from(interesting)) - self.hit_rate);
    }

    fn remember(&mut self, hash: u128, verdict: bool) {
        if verdict || !self.flaky {
            self.cache.insert(hash, verdict);
        }
    }

    /// Whether testing the bytes with hash `h` and length `len` takes a run: neither too short
    /// nor cached.
    pub fn needs_run(&self, h: u128, len: usize) -> bool {
        len >= self.min_len && !self.cache.contains_key(&h)
    }

    /// The verdict on `bytes` if no run is needed: too short, or cached.
    pub(crate) fn early(&mut self, hash: u128, len: usize) -> Option<bool> {
        if len < self.min_len {
            return Some(false);
        }
        let v = self.cache.get(&hash).copied();
        self.stats.cache_hits += u64::from(v.is_some());
        v
    }

    /// Starts a run of the test on `bytes` on a worker of the pool.
    pub(crate) fn launch(&mut self, hash: u128, bytes: Arc<Vec<u8>>) {
        let pool = self
            .pool
            .as_ref()
            .expect("only a parallel tester launches runs");
        let flag = Arc::new(AtomicBool::new(false));
        self.running.insert(hash, flag.clone());
        self.stats.calls += 1;
        let (judge, tx) = (self.judge.clone(), self.done_tx.clone());
        pool.spawn(move || {
            let verdict = judge.judge(&bytes, &flag);
            // Nothing of the run outlives its report: a tester that has every report back
            // holds the last reference to the judge (whose job directories go with it).
            drop(judge);
            edit::recycle_shared(bytes);
            let _ = tx.send(Done { hash, verdict });
        });
    }

    pub(crate) fn cancel(&self, hash: u128) {
        if let Some(flag) = self.running.get(&hash) {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Waits for the next run to finish and takes in its verdict: `None` if it was cancelled
    /// (or failed after being cancelled).
    pub(crate) fn settle(&mut self) -> (u128, Option<Result<bool>>) {
        let done = self.done_rx.recv().expect("the tester holds a sender");
        let cancelled = self
            .running
            .remove(&done.hash)
            .is_some_and(|f| f.load(Ordering::Relaxed));
        let verdict = match done.verdict {
            Ok(Verdict::Cancelled) => {
                self.stats.cancelled += 1;
                None
            }
            Err(_) if cancelled => None,
            Err(e) => Some(Err(e)),
            Ok(v) => {
                let v = v == Verdict::Interesting;
                self.remember(done.hash, v);
                Some(Ok(v))
            }
        };
        (done.hash, verdict)
    }

    /// Tests one candidate, through the cache.
    pub fn test(&mut self, candidate: Vec<u8>) -> Result<bool> {
        Ok(self
            .find_first(std::iter::once(((), candidate)), true)?
            .is_some())
    }

    /// Runs the test without the cache (the final re-check, determinism checks).
    pub fn test_uncached(&mut self, candidate: &[u8]) -> Result<bool> {
        self.stats.calls += 1;
        match self.judge.judge(candidate, &AtomicBool::new(false))? {
            Verdict::Cancelled => Err(Error::Interrupted),
            v => Ok(v == Verdict::Interesting),
        }
    }

    /// Tests every candidate (all of them, so the verdicts do not depend on the number of jobs)
    /// and returns their verdicts in order. Candidates with the same bytes run once.
    pub fn test_all(&mut self, candidates: &[Vec<u8>]) -> Result<Vec<bool>> {
        let hashes: Vec<u128> = candidates.iter().map(|c| hash(c)).collect();
        // Verdicts here, not only in the cache: a flaky test's rejections are not cached.
        let mut verdicts: HashMap<u128, bool> = HashMap::new();
        let mut todo: VecDeque<usize> = VecDeque::new();
        for (i, (&h, c)) in hashes.iter().zip(candidates).enumerate() {
            if verdicts.contains_key(&h) || todo.iter().any(|&j| hashes[j] == h) {
                self.stats.cache_hits += 1;
            } else if let Some(v) = self.early(h, c.len()) {
                verdicts.insert(h, v);
            } else {
                todo.push_back(i);
            }
        }
        if self.pool.is_none() {
            for i in todo {
                if interrupt::requested() {
                    return Err(Error::Interrupted);
                }
                let v = self.test_uncached(&candidates[i])?;
                self.remember(hashes[i], v);
                verdicts.insert(hashes[i], v);
            }
            return Ok(hashes.iter().map(|h| verdicts[h]).collect());
        }
        let wanted: HashMap<u128, usize> = todo.iter().map(|&i| (hashes[i], i)).collect();
        let outcome = loop {
            if interrupt::requested() {
                break Err(Error::Interrupted);
            }
            while self.running.len() < self.jobs() {
                let Some(i) = todo.pop_front() else { break };
                let h = hashes[i];
                if let Some(&v) = self.cache.get(&h) {
                    verdicts.insert(h, v);
                } else if !self.running.contains_key(&h) {
                    self.launch(h, Arc::new(candidates[i].clone()));
                }
            }
            if wanted.keys().all(|h| verdicts.contains_key(h)) {
                break Ok(());
            }
            let (h, verdict) = self.settle();
            let Some(&i) = wanted.get(&h) else { continue };
            match verdict {
                Some(Ok(v)) => {
                    verdicts.insert(h, v);
                }
                Some(Err(e)) => break Err(e),
                // A prefetch killed before this search needed it: run it again.
                None => todo.push_back(i),
            }
        };
        if outcome.is_err() {
            for h in wanted.keys() {
                self.cancel(*h);
            }
        }
        outcome.map(|()| hashes.iter().map(|h| verdicts[h]).collect())
    }

    /// Returns the first candidate, in sequence order, whose verdict is `want`, with its key.
    pub fn find_first<K, I>(&mut self, candidates: I, want: bool) -> Result<Option<(K, Vec<u8>)>>
    where
        I: IntoIterator<Item = (K, Vec<u8>)>,
    {
        self.find_first_counting(candidates, want, &mut |_| {}, None)
    }

    /// [`Tester::find_first`], telling `ran` the key of every candidate it starts a test run
    /// for (so a caller can count the runs of each kind of candidate), and asking `speculate`
    /// for prefetches while workers are idle.
    pub fn find_first_counting<K, I>(
        &mut self,
        candidates: I,
        want: bool,
        ran: &mut dyn FnMut(&K),
        speculate: Option<Speculate>,
    ) -> Result<Option<(K, Vec<u8>)>>
    where
        I: IntoIterator<Item = (K, Vec<u8>)>,
    {
        let mut candidates = candidates.into_iter();
        if self.pool.is_none() {
            for (key, bytes) in candidates.by_ref() {
                if interrupt::requested() {
                    return Err(Error::Interrupted);
                }
                let h = hash(&bytes);
                let verdict = match self.early(h, bytes.len()) {
                    Some(v) => v,
                    None => {
                        ran(&key);
                        let v = self.test_uncached(&bytes)?;
                        self.remember(h, v);
                        v
                    }
                };
                if verdict == want {
                    return Ok(Some((key, bytes)));
                }
                edit::recycle(bytes);
            }
            return Ok(None);
        }
        self.find_first_parallel(&mut candidates, want, ran, speculate)
    }
}

impl Drop for Tester {
    /// Kills the runs still in flight and waits for them, so that no test outlives the tester.
    fn drop(&mut self) {
        for flag in self.running.values() {
            flag.store(true, Ordering::Relaxed);
        }
        while !self.running.is_empty() {
            match self.done_rx.recv() {
                Ok(done) => {
                    self.running.remove(&done.hash);
                }
                Err(_) => break,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;
    use std::time::Duration;

    /// A judge that counts its calls, and takes 0 to 2 ms by the candidate's last byte, so that
    /// with several jobs later candidates often come back before earlier ones.
    fn counting(
        interesting: impl Fn(&[u8]) -> bool + Send + Sync + 'static,
    ) -> (Arc<dyn Judge>, Arc<AtomicUsize>) {
        let calls = Arc::new(AtomicUsize::new(0));
        let counter = calls.clone();
        let judge = FnJudge(move |c: &[u8]| {
            counter.fetch_add(1, Ordering::SeqCst);
            let pause = c.last().map_or(0, |&b| u64::from(b % 3));
            std::thread::sleep(Duration::from_millis(pause));
            interesting(c)
        });
        (Arc::new(judge), calls)
    }

    fn calls(counter: &AtomicUsize) -> usize {
        counter.load(Ordering::SeqCst)
    }

    /// Candidates 0 to 39; 12, 13 and 30 are the interesting ones (12 takes 2 ms, 13 none).
    fn numbered() -> impl Iterator<Item = (usize, Vec<u8>)> {
        (0..40).map(|i| (i, format!("candidate {i}").into_bytes()))
    }

    fn numbered_winner(c: &[u8]) -> bool {
        matches!(c, b"candidate 12" | b"candidate 13" | b"candidate 30")
    }

    #[test]
    fn test_judges_each_candidate_once_and_answers_repeats_from_the_cache() {
        for jobs in [1, 2] {
            let (judge, counter) = counting(|c| c.starts_with(b"keep"));
            let mut tester = Tester::new(judge, jobs);
            assert!(tester.test(b"keep me".to_vec()).unwrap());
            assert!(!tester.test(b"drop me".to_vec()).unwrap());
            assert_eq!(calls(&counter), 2, "jobs = {jobs}");
            for _ in 0..3 {
                assert!(tester.test(b"keep me".to_vec()).unwrap());
                assert!(!tester.test(b"drop me".to_vec()).unwrap());
            }
            assert_eq!(calls(&counter), 2, "jobs = {jobs}");
            assert_eq!(tester.stats.calls, 2);
            assert_eq!(tester.stats.cache_hits, 6);
            assert!(!tester.needs_run(hash(b"keep me"), 7));
            assert!(tester.needs_run(hash(b"new"), 3));
        }
    }

    #[test]
    fn a_flaky_tests_rejections_are_asked_again_and_short_candidates_never() {
        let (judge, counter) = counting(|c| c == b"yes");
        let mut tester = Tester::new(judge, 1);
        tester.flaky = true;
        for _ in 0..2 {
            assert!(tester.test(b"yes".to_vec()).unwrap());
            assert!(!tester.test(b"no!".to_vec()).unwrap());
        }
        // "yes" once (then cached), "no!" each time.
        assert_eq!(calls(&counter), 3);
        tester.min_len = 4;
        assert!(!tester.test(b"yes".to_vec()).unwrap());
        assert!(!tester.test(b"abc".to_vec()).unwrap());
        assert_eq!(calls(&counter), 3);
    }

    #[test]
    fn find_first_returns_the_first_interesting_candidate_for_any_number_of_jobs() {
        for jobs in [1, 2, 4] {
            let (judge, counter) = counting(numbered_winner);
            let mut tester = Tester::new(judge, jobs);
            let (key, bytes) = tester
                .find_first(numbered(), true)
                .unwrap()
                .expect("an interesting candidate");
            // Not 13, although with several jobs it comes back first.
            assert_eq!(
                (key, &bytes[..]),
                (12, &b"candidate 12"[..]),
                "jobs = {jobs}"
            );
            // Every candidate up to the winner was judged; with one job nothing after it, with
            // more none of those `jobs` or more past the winner.
            let n = calls(&counter);
            match jobs {
                1 => assert_eq!(n, 13),
                _ => assert!((13..=12 + jobs).contains(&n), "jobs = {jobs}: {n} calls"),
            }
            // The first boring candidate.
            let found = tester.find_first(numbered().skip(12), false).unwrap();
            assert_eq!(found.map(|(k, _)| k), Some(14), "jobs = {jobs}");
            // No interesting candidate at all.
            let boring = numbered().filter(|(_, c)| !numbered_winner(c));
            assert!(tester.find_first(boring, true).unwrap().is_none());
            // Every candidate but 30 judged, once.
            assert_eq!(calls(&counter), 39, "jobs = {jobs}");
        }
    }

    #[test]
    fn find_first_runs_repeated_bytes_once() {
        for jobs in [1, 2] {
            let (judge, counter) = counting(|c| c == b"z");
            let mut tester = Tester::new(judge, jobs);
            let candidates = [b"x", b"x", b"y", b"x", b"z", b"y"]
                .into_iter()
                .enumerate()
                .map(|(i, c)| (i, c.to_vec()));
            let mut ran = Vec::new();
            let found = tester
                .find_first_counting(candidates, true, &mut |&k| ran.push(k), None)
                .unwrap();
            assert_eq!(found, Some((4, b"z".to_vec())), "jobs = {jobs}");
            assert_eq!(ran, [0, 2, 4], "jobs = {jobs}");
            assert_eq!(calls(&counter), 3, "jobs = {jobs}");
        }
    }

    #[test]
    fn test_all_returns_the_verdicts_in_order() {
        let words: Vec<Vec<u8>> = ["ab", "abc", "ab", "abcd", "a", "abc", ""]
            .map(|w| w.as_bytes().to_vec())
            .to_vec();
        let even = [true, false, true, true, false, false, true];
        for jobs in [1, 2, 3] {
            let (judge, counter) = counting(|c| c.len() % 2 == 0);
            let mut tester = Tester::new(judge, jobs);
            assert_eq!(tester.test_all(&words).unwrap(), even, "jobs = {jobs}");
            // Five different candidates, each judged once.
            assert_eq!(calls(&counter), 5, "jobs = {jobs}");
            assert_eq!(tester.test_all(&words).unwrap(), even, "jobs = {jobs}");
            assert_eq!(
                calls(&counter),
                5,
                "jobs = {jobs}: the second time from the cache"
            );
        }
    }

    /// A judge whose every run is stopped before it decides.
    struct Cancelling;

    impl Judge for Cancelling {
        fn judge(&self, _: &[u8], _: &AtomicBool) -> Result<Verdict> {
            Ok(Verdict::Cancelled)
        }
    }

    #[test]
    fn a_cancelled_verdict_is_an_interruption() {
        let mut tester = Tester::new(Arc::new(Cancelling), 1);
        assert!(matches!(
            tester.test(b"x".to_vec()),
            Err(Error::Interrupted)
        ));
        assert!(matches!(
            tester.test_uncached(b"x"),
            Err(Error::Interrupted)
        ));
        let all = tester.test_all(&[b"y".to_vec(), b"x".to_vec()]);
        assert!(matches!(all, Err(Error::Interrupted)));
        // Each was a run, and nothing was cached.
        assert_eq!(tester.stats.calls, 3);
        assert_eq!(tester.stats.cache_hits, 0);
        assert!(tester.needs_run(hash(b"x"), 1));
    }
}
