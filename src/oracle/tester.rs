//! Asking the interestingness test about candidates: the verdict cache and the parallel,
//! deterministic `find_first`.
//!
//! Candidates are tested up to `jobs` at a time, but the winner is always the first candidate
//! *in sequence order* with the wanted verdict; later runs still in flight are killed. So the
//! sequence of accepted changes, and the result, are the same for any number of jobs.
//!
//! Workers left idle by a search may run *prefetches*: candidates a caller expects to be asked
//! about next if a candidate in flight wins (see [`Speculate`]). A prefetch's run outlives the
//! search that started it, and a later search that asks for the same bytes waits for it instead
//! of starting its own. Prefetches only fill the cache earlier: verdicts, and so the result,
//! depend on the bytes alone, never on which runs were started.

use std::collections::{BTreeMap, HashMap, VecDeque};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc};

use crate::edit;
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
}

pub fn hash(bytes: &[u8]) -> u128 {
    xxhash_rust::xxh3::xxh3_128(bytes)
}

/// What a search tells its [`Speculate`] hook: where it stands, and what the tester knows.
pub struct Window<'w> {
    /// Every candidate before this one was boring.
    pub first_open: usize,
    /// Candidates handed to the search so far.
    pub next_seq: usize,
    /// How often a candidate turns out interesting lately.
    pub hit_rate: f64,
    known: &'w BTreeMap<usize, bool>,
    cache: &'w HashMap<u128, bool>,
    running: &'w HashMap<u128, Arc<AtomicBool>>,
}

impl<'w> Window<'w> {
    /// What a search shows its hook (public for the tests of hooks).
    pub fn new(
        (first_open, next_seq, hit_rate): (usize, usize, f64),
        known: &'w BTreeMap<usize, bool>,
        cache: &'w HashMap<u128, bool>,
        running: &'w HashMap<u128, Arc<AtomicBool>>,
    ) -> Self {
        Window {
            first_open,
            next_seq,
            hit_rate,
            known,
            cache,
            running,
        }
    }

    /// The verdict on candidate `seq` of the search, if it came back (and was not consumed).
    pub fn verdict(&self, seq: usize) -> Option<bool> {
        self.known.get(&seq).copied()
    }

    /// The cached verdict on the bytes with hash `h`.
    pub fn cached(&self, h: u128) -> Option<bool> {
        self.cache.get(&h).copied()
    }

    /// Whether a run of the bytes with hash `h` is in flight.
    pub fn running(&self, h: u128) -> bool {
        self.running.contains_key(&h)
    }
}

/// Asked by a search for an interesting candidate while workers are idle: bytes worth a run now
/// because they will be asked about if candidate `seq` (the first of the pair) wins, or `None`.
/// Runs that depend on a candidate found boring are killed; those that depend on the winner go
/// on after the search returns.
pub type Speculate<'s> = &'s mut dyn FnMut(&Window) -> Option<(usize, Vec<u8>)>;

pub struct Tester {
    judge: Arc<dyn Judge>,
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
    /// Runs in flight, by hash, with their cancel flags. A run may outlive the search that
    /// started it (a prefetch, or a run killed but not yet stopped): it holds its worker until
    /// its verdict comes back.
    running: HashMap<u128, Arc<AtomicBool>>,
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

/// A search's candidates that have no verdict yet.
struct Open<K> {
    key: K,
    /// Shared with its run's worker, which lets go of it before it reports.
    bytes: Arc<Vec<u8>>,
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
    fn hit(&mut self, interesting: bool) {
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
    fn early(&mut self, hash: u128, len: usize) -> Option<bool> {
        if len < self.min_len {
            return Some(false);
        }
        let v = self.cache.get(&hash).copied();
        self.stats.cache_hits += u64::from(v.is_some());
        v
    }

    /// Starts a run of the test on `bytes` on a worker of the pool.
    fn launch(&mut self, hash: u128, bytes: Arc<Vec<u8>>) {
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

    fn cancel(&self, hash: u128) {
        if let Some(flag) = self.running.get(&hash) {
            flag.store(true, Ordering::Relaxed);
        }
    }

    /// Waits for the next run to finish and takes in its verdict: `None` if it was cancelled
    /// (or failed after being cancelled).
    fn settle(&mut self) -> (u128, Option<Result<bool>>) {
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
            while self.running.len() < self.jobs {
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

    fn find_first_parallel<K>(
        &mut self,
        candidates: &mut dyn Iterator<Item = (K, Vec<u8>)>,
        want: bool,
        ran: &mut dyn FnMut(&K),
        mut speculate: Option<Speculate>,
    ) -> Result<Option<(K, Vec<u8>)>> {
        let ahead = self.ahead(want);
        // Candidates made whose verdict has not been consumed in order.
        let mut open: BTreeMap<usize, Open<K>> = BTreeMap::new();
        // Verdicts known but not yet consumed in order.
        let mut known: BTreeMap<usize, bool> = BTreeMap::new();
        // Runs this search waits for, by hash: every sequence number waiting on each.
        let mut waiting: HashMap<u128, Vec<usize>> = HashMap::new();
        // Prefetches started by this search: the candidate each depends on, and its hash.
        let mut prefetches: Vec<(usize, u128)> = Vec::new();
        let (mut next_seq, mut first_open, mut exhausted) = (0usize, 0usize, false);

        let outcome: Result<Option<usize>> = 'search: loop {
            while let Some(v) = known.remove(&first_open) {
                if want {
                    self.hit(v);
                }
                if v == want {
                    break 'search Ok(Some(first_open));
                }
                if let Some(o) = open.remove(&first_open) {
                    edit::recycle_shared(o.bytes);
                }
                first_open += 1;
            }
            if interrupt::requested() {
                break 'search Err(Error::Interrupted);
            }
            // Keep `jobs` runs going; answer what we can from the cache.
            while self.running.len() < self.jobs && next_seq < first_open + ahead && !exhausted {
                let Some((key, bytes)) = candidates.next() else {
                    exhausted = true;
                    break;
                };
                let seq = next_seq;
                next_seq += 1;
                let hash = hash(&bytes);
                let bytes = Arc::new(bytes);
                if let Some(v) = self.early(hash, bytes.len()) {
                    known.insert(seq, v);
                } else if self.running.contains_key(&hash) {
                    self.stats.cache_hits += 1;
                    waiting.entry(hash).or_default().push(seq);
                } else {
                    ran(&key);
                    self.launch(hash, bytes.clone());
                    waiting.entry(hash).or_default().push(seq);
                }
                open.insert(seq, Open { key, bytes });
                if known.contains_key(&first_open) {
                    break;
                }
            }
            if known.contains_key(&first_open) {
                continue;
            }
            if let Some(speculate) = speculate.as_mut() {
                let mut tries = 0;
                while self.running.len() < self.jobs && tries < self.jobs {
                    tries += 1;
                    let window = Window::new(
                        (first_open, next_seq, self.hit_rate),
                        &known,
                        &self.cache,
                        &self.running,
                    );
                    let Some((dep, bytes)) = speculate(&window) else {
                        break;
                    };
                    let h = hash(&bytes);
                    if bytes.len() < self.min_len
                        || self.cache.contains_key(&h)
                        || self.running.contains_key(&h)
                    {
                        continue;
                    }
                    self.stats.prefetched += 1;
                    self.launch(h, Arc::new(bytes));
                    prefetches.push((dep, h));
                }
            }
            if exhausted && first_open == next_seq {
                break 'search Ok(None);
            }
            let (h, verdict) = self.settle();
            let Some(seqs) = waiting.remove(&h) else {
                continue;
            };
            match verdict {
                Some(Ok(v)) => {
                    for &seq in &seqs {
                        known.insert(seq, v);
                        if v != want {
                            self.cancel_dependents(&prefetches, seq);
                        }
                    }
                }
                Some(Err(e)) => break 'search Err(e),
                // A prefetch killed before this search needed it: run it again.
                None => {
                    self.launch(h, open[&seqs[0]].bytes.clone());
                    waiting.insert(h, seqs);
                }
            }
        };
        // The runs of candidates after the winner, and the prefetches that do not depend on
        // it, are of no more use.
        let winner = outcome.as_ref().ok().copied().flatten();
        let kept = |h: &u128| {
            prefetches
                .iter()
                .any(|&(d, p)| Some(d) == winner && p == *h)
        };
        for h in waiting.keys().chain(prefetches.iter().map(|(_, h)| h)) {
            if !kept(h) {
                self.cancel(*h);
            }
        }
        let won = outcome.map(|seq| seq.map(|seq| open.remove(&seq).expect("the winner is open")));
        for o in open.into_values() {
            edit::recycle_shared(o.bytes);
        }
        let Some(o) = won? else {
            return Ok(None);
        };
        Ok(Some((o.key, Arc::unwrap_or_clone(o.bytes))))
    }

    /// Kills the prefetches that depend on candidate `seq`, found not to win.
    fn cancel_dependents(&self, prefetches: &[(usize, u128)], seq: usize) {
        for &(d, h) in prefetches {
            if d == seq {
                self.cancel(h);
            }
        }
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
