//! Asking the interestingness test about candidates: the verdict cache and the parallel,
//! deterministic `find_first`.
//!
//! Candidates are tested up to `jobs` at a time, but the winner is always the first candidate
//! *in sequence order* with the wanted verdict; later runs still in flight are killed. So the
//! sequence of accepted changes, and the result, are the same for any number of jobs.

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};

use crate::error::{Error, Result};
use crate::interrupt;

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
pub trait Judge: Sync {
    /// Judges `candidate`; should give up soon after `cancel` becomes true.
    fn judge(&self, candidate: &[u8], cancel: &AtomicBool) -> Result<Verdict>;
}

/// An in-process predicate as a judge (for tests, benchmarks and the library API).
pub struct FnJudge<F>(pub F);

impl<F: Fn(&[u8]) -> bool + Sync> Judge for FnJudge<F> {
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
}

pub fn hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

pub struct Tester<'a> {
    judge: &'a dyn Judge,
    jobs: usize,
    pool: Option<rayon::ThreadPool>,
    cache: HashMap<u128, bool>,
    pub stats: Stats,
    /// The test is known to be flaky: a negative verdict may be chance, so it is not cached
    /// and the candidate can be tried again in a later round.
    pub flaky: bool,
    /// Candidates shorter than this are uninteresting without a test (`--max-improvement`).
    pub min_len: usize,
    /// How often a candidate searched for interesting turns out so, lately (a moving average):
    /// runs ahead of the first undecided candidate are limited to about one success's worth,
    /// since a success cancels them (see [`Tester::ahead`]).
    hit_rate: f64,
}

/// The weight of each new verdict in [`Tester::hit_rate`].
const HIT_RATE_WEIGHT: f64 = 0.05;

/// A finished run, sent back from a worker.
struct Done {
    seq: usize,
    hash: u128,
    verdict: Result<Verdict>,
    bytes: Vec<u8>,
}

impl<'a> Tester<'a> {
    pub fn new(judge: &'a dyn Judge, jobs: usize) -> Self {
        let jobs = jobs.max(1);
        let pool = (jobs > 1).then(|| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(jobs)
                .thread_name(|i| format!("whittle-test-{i}"))
                .build()
                .expect("cannot start the test thread pool")
        });
        Tester {
            judge,
            jobs,
            pool,
            cache: HashMap::new(),
            stats: Stats::default(),
            flaky: false,
            min_len: 0,
            hit_rate: 0.1,
        }
    }

    /// Tests that can run at once.
    pub fn jobs(&self) -> usize {
        self.jobs
    }

    /// How far past the first undecided candidate runs may start: in a search for an
    /// interesting candidate, about as many candidates as lie between successes lately (a
    /// success makes every run after it wasted), at least 2 and at most `jobs`; in a search for
    /// an uninteresting one (the probes of a change-point search, few), all `jobs`. Only the
    /// number of runs and the time depend on it, never the answer.
    fn ahead(&self, want: bool) -> usize {
        if !want {
            return self.jobs;
        }
        ((1.0 / self.hit_rate).ceil() as usize).clamp(2, self.jobs.max(2))
    }

    /// Counts one decided candidate of a search for an interesting one.
    fn hit(rate: &mut f64, interesting: bool) {
        *rate += HIT_RATE_WEIGHT * (f64::from(u8::from(interesting)) - *rate);
    }

    fn remember(cache: &mut HashMap<u128, bool>, flaky: bool, hash: u128, verdict: bool) {
        if verdict || !flaky {
            cache.insert(hash, verdict);
        }
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
        let mut todo: Vec<(u128, &[u8])> = Vec::new();
        let mut queued = std::collections::HashSet::new();
        for (h, c) in hashes.iter().zip(candidates) {
            if c.len() < self.min_len {
                continue;
            }
            if self.cache.contains_key(h) {
                self.stats.cache_hits += 1;
            } else if queued.insert(*h) {
                todo.push((*h, c));
            } else {
                self.stats.cache_hits += 1;
            }
        }
        let judge = self.judge;
        let run = |&(h, c): &(u128, &[u8])| -> Result<(u128, bool)> {
            if interrupt::requested() {
                return Err(Error::Interrupted);
            }
            match judge.judge(c, &AtomicBool::new(false))? {
                Verdict::Cancelled => Err(Error::Interrupted),
                v => Ok((h, v == Verdict::Interesting)),
            }
        };
        let verdicts: Vec<Result<(u128, bool)>> = match &self.pool {
            Some(pool) => {
                use rayon::prelude::*;
                pool.install(|| todo.par_iter().with_max_len(1).map(run).collect())
            }
            None => todo.iter().map(run).collect(),
        };
        let mut first_error = None;
        for v in verdicts {
            match v {
                Ok((h, v)) => {
                    self.stats.calls += 1;
                    Self::remember(&mut self.cache, self.flaky, h, v);
                }
                Err(e) => {
                    first_error.get_or_insert(e);
                }
            }
        }
        if let Some(e) = first_error {
            return Err(e);
        }
        // Without a cache entry (a flaky test's rejections are not kept), a verdict is false.
        Ok(hashes
            .iter()
            .zip(candidates)
            .map(|(h, c)| c.len() >= self.min_len && self.cache.get(h).copied().unwrap_or(false))
            .collect())
    }

    /// Returns the first candidate, in sequence order, whose verdict is `want`, with its key.
    pub fn find_first<K, I>(&mut self, candidates: I, want: bool) -> Result<Option<(K, Vec<u8>)>>
    where
        I: IntoIterator<Item = (K, Vec<u8>)>,
    {
        self.find_first_counting(candidates, want, &mut |_| {})
    }

    /// [`Tester::find_first`], telling `ran` the key of every candidate it starts a test run
    /// for (so a caller can count the runs of each kind of candidate).
    pub fn find_first_counting<K, I>(
        &mut self,
        candidates: I,
        want: bool,
        ran: &mut dyn FnMut(&K),
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
                let verdict = match self.cache.get(&h) {
                    _ if bytes.len() < self.min_len => false,
                    Some(&v) => {
                        self.stats.cache_hits += 1;
                        v
                    }
                    None => {
                        self.stats.calls += 1;
                        ran(&key);
                        let v = match self.judge.judge(&bytes, &AtomicBool::new(false))? {
                            Verdict::Cancelled => return Err(Error::Interrupted),
                            v => v == Verdict::Interesting,
                        };
                        Self::remember(&mut self.cache, self.flaky, h, v);
                        v
                    }
                };
                if verdict == want {
                    return Ok(Some((key, bytes)));
                }
            }
            return Ok(None);
        }
        self.find_first_parallel(&mut candidates, want, ran)
    }

    fn find_first_parallel<K>(
        &mut self,
        candidates: &mut dyn Iterator<Item = (K, Vec<u8>)>,
        want: bool,
        ran: &mut dyn FnMut(&K),
    ) -> Result<Option<(K, Vec<u8>)>> {
        let (tx, rx) = mpsc::channel::<Done>();
        let judge = self.judge;
        let jobs = self.jobs;
        let ahead = self.ahead(want);
        let pool = self.pool.as_ref().expect("parallel tester has a pool");
        let cache = &mut self.cache;
        let stats = &mut self.stats;
        let flaky = self.flaky;
        let min_len = self.min_len;
        let hit_rate = &mut self.hit_rate;
        let mut keys: BTreeMap<usize, K> = BTreeMap::new();
        // Verdicts known but not yet consumed in order (bytes kept only for a possible winner).
        let mut known: BTreeMap<usize, (bool, Vec<u8>)> = BTreeMap::new();
        // Runs in flight, by hash: their cancel flag and every sequence number waiting on them.
        let mut running: HashMap<u128, (Arc<AtomicBool>, Vec<usize>)> = HashMap::new();
        let mut next_seq = 0usize;
        let mut first_open = 0usize;
        let mut exhausted = false;

        let outcome = pool.in_place_scope(|scope| {
            let result: Result<Option<(K, Vec<u8>)>> = 'search: loop {
                while let Some((verdict, bytes)) = known.remove(&first_open) {
                    if want {
                        Self::hit(hit_rate, verdict);
                    }
                    if verdict == want {
                        let key = keys.remove(&first_open).expect("a key per candidate");
                        break 'search Ok(Some((key, bytes)));
                    }
                    keys.remove(&first_open);
                    first_open += 1;
                }
                if interrupt::requested() {
                    break 'search Err(Error::Interrupted);
                }
                // Keep `jobs` runs going; answer what we can from the cache.
                while running.len() < jobs && next_seq < first_open + ahead && !exhausted {
                    let Some((key, bytes)) = candidates.next() else {
                        exhausted = true;
                        break;
                    };
                    let seq = next_seq;
                    next_seq += 1;
                    keys.insert(seq, key);
                    let h = hash(&bytes);
                    let early = match cache.get(&h) {
                        _ if bytes.len() < min_len => Some(false),
                        Some(&v) => {
                            stats.cache_hits += 1;
                            Some(v)
                        }
                        None => None,
                    };
                    if let Some(v) = early {
                        known.insert(seq, (v, if v == want { bytes } else { Vec::new() }));
                        if seq == first_open {
                            break;
                        }
                        continue;
                    }
                    if let Some((_, waiting)) = running.get_mut(&h) {
                        stats.cache_hits += 1;
                        waiting.push(seq);
                        continue;
                    }
                    let flag = Arc::new(AtomicBool::new(false));
                    running.insert(h, (flag.clone(), vec![seq]));
                    stats.calls += 1;
                    ran(&keys[&seq]);
                    let tx = tx.clone();
                    scope.spawn(move |_| {
                        let verdict = judge.judge(&bytes, &flag);
                        let _ = tx.send(Done {
                            seq,
                            hash: h,
                            verdict,
                            bytes,
                        });
                    });
                }
                if known.contains_key(&first_open) {
                    continue;
                }
                if running.is_empty() {
                    debug_assert!(exhausted);
                    break 'search Ok(None);
                }
                let done = rx.recv().expect("workers hold a sender");
                let (_, waiting) = running.remove(&done.hash).expect("a running entry");
                debug_assert!(waiting.contains(&done.seq));
                let verdict = match done.verdict {
                    Err(e) => break 'search Err(e),
                    Ok(Verdict::Cancelled) => break 'search Err(Error::Interrupted),
                    Ok(v) => v == Verdict::Interesting,
                };
                Self::remember(cache, flaky, done.hash, verdict);
                let keep = verdict == want;
                for seq in waiting {
                    let bytes = if keep { done.bytes.clone() } else { Vec::new() };
                    known.insert(seq, (verdict, bytes));
                }
            };
            // Leaving the scope waits for the workers: cancel what is still running first.
            for (flag, _) in running.values() {
                flag.store(true, Ordering::Relaxed);
            }
            result
        });
        drop(tx);
        // Runs that finished before they saw the cancel flag still taught us something.
        for done in rx.try_iter() {
            match done.verdict {
                Ok(Verdict::Cancelled) => self.stats.cancelled += 1,
                Ok(v) => {
                    Self::remember(
                        &mut self.cache,
                        self.flaky,
                        done.hash,
                        v == Verdict::Interesting,
                    );
                }
                Err(_) => {}
            }
        }
        outcome
    }
}
