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
}

/// Where a candidate stands in a search: its block (see [`Tester::first_block`]) and its place
/// (the candidates of one place are alternatives: the first that wins there is the answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    pub block: usize,
    pub place: usize,
}

/// A finished run, sent back from a worker.
struct Done {
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
        }
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
        let each_alone = candidates
            .into_iter()
            .enumerate()
            .map(|(n, (key, bytes))| (key, Slot { block: n, place: n }, bytes));
        Ok(self.scan(each_alone, want, false)?.into_iter().next())
    }

    /// Tests candidates in sequence order, in blocks (runs of candidates with one block number),
    /// and returns the candidates whose verdict is `want` of the first block that has any, in
    /// order, with their keys, the first of each place only (the later ones at a place that has
    /// its answer are not tested); none when no block has one. Up to `jobs` runs go at once,
    /// ahead of the block being decided; the runs beyond the block that has the answer are
    /// killed, so the answer is the same for any number of jobs.
    pub fn first_block<K, I>(&mut self, candidates: I, want: bool) -> Result<Vec<(K, Vec<u8>)>>
    where
        I: IntoIterator<Item = (K, Slot, Vec<u8>)>,
    {
        self.scan(candidates, want, true)
    }

    /// `first_block`, or with `blocks` false, the first candidate with the verdict alone.
    fn scan<K, I>(&mut self, candidates: I, want: bool, blocks: bool) -> Result<Vec<(K, Vec<u8>)>>
    where
        I: IntoIterator<Item = (K, Slot, Vec<u8>)>,
    {
        let mut candidates = candidates.into_iter();
        if self.pool.is_some() {
            return self.scan_parallel(&mut candidates, want, blocks);
        }
        let mut found = Vec::new();
        let mut won: Option<Slot> = None;
        for (key, slot, bytes) in candidates {
            match won {
                Some(w) if w.block != slot.block => break,
                Some(w) if w.place == slot.place => continue,
                _ => {}
            }
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
                    let v = match self.judge.judge(&bytes, &AtomicBool::new(false))? {
                        Verdict::Cancelled => return Err(Error::Interrupted),
                        v => v == Verdict::Interesting,
                    };
                    Self::remember(&mut self.cache, self.flaky, h, v);
                    v
                }
            };
            if verdict == want {
                found.push((key, bytes));
                won = Some(slot);
                if !blocks {
                    break;
                }
            }
        }
        Ok(found)
    }

    fn scan_parallel<K>(
        &mut self,
        candidates: &mut dyn Iterator<Item = (K, Slot, Vec<u8>)>,
        want: bool,
        blocks: bool,
    ) -> Result<Vec<(K, Vec<u8>)>> {
        let (tx, rx) = mpsc::channel::<Done>();
        let judge = self.judge;
        let jobs = self.jobs;
        let pool = self.pool.as_ref().expect("parallel tester has a pool");
        let cache = &mut self.cache;
        let stats = &mut self.stats;
        let flaky = self.flaky;
        let min_len = self.min_len;
        // Every candidate pulled and not yet decided: its key and slot.
        let mut keys: BTreeMap<usize, (K, Slot)> = BTreeMap::new();
        // Verdicts known but not yet consumed in order (bytes kept only for a possible answer).
        let mut known: BTreeMap<usize, (bool, Vec<u8>)> = BTreeMap::new();
        // Runs in flight, by hash: their cancel flag and every sequence number waiting on them.
        let mut running: HashMap<u128, (Arc<AtomicBool>, Vec<usize>)> = HashMap::new();
        let mut found: Vec<(K, Vec<u8>)> = Vec::new();
        let mut won: Option<Slot> = None;
        let mut next_seq = 0usize;
        let mut first_open = 0usize;
        let mut exhausted = false;

        let outcome = pool.in_place_scope(|scope| {
            let result: Result<()> = 'search: loop {
                // Decide in sequence order; the answer is complete at the first candidate of
                // the next block (known once it is pulled, whatever its verdict).
                loop {
                    if let (Some(w), Some((_, slot))) = (won, keys.get(&first_open)) {
                        if w.block != slot.block || !blocks {
                            break 'search Ok(());
                        }
                    }
                    let Some((verdict, bytes)) = known.remove(&first_open) else {
                        break;
                    };
                    let (key, slot) = keys.remove(&first_open).expect("a key per candidate");
                    if verdict == want && won.is_none_or(|w| w.place != slot.place) {
                        found.push((key, bytes));
                        won = Some(slot);
                        if !blocks {
                            break 'search Ok(());
                        }
                    }
                    first_open += 1;
                }
                if interrupt::requested() {
                    break 'search Err(Error::Interrupted);
                }
                // Keep `jobs` runs going; answer what we can from the cache.
                while running.len() < jobs && !exhausted {
                    let Some((key, slot, bytes)) = candidates.next() else {
                        exhausted = true;
                        break;
                    };
                    let seq = next_seq;
                    next_seq += 1;
                    keys.insert(seq, (key, slot));
                    let h = hash(&bytes);
                    let early = match cache.get(&h) {
                        _ if bytes.len() < min_len => Some(false),
                        // Its place has its answer already.
                        _ if won.is_some_and(|w| w.place == slot.place) => Some(false),
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
                    let tx = tx.clone();
                    scope.spawn(move |_| {
                        let verdict = judge.judge(&bytes, &flag);
                        let _ = tx.send(Done {
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
                    // Every candidate was pulled and decided.
                    break 'search Ok(());
                }
                let done = rx.recv().expect("workers hold a sender");
                let (_, waiting) = running.remove(&done.hash).expect("a running entry");
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
        outcome.map(|()| found)
    }
}
