//! The parallel, deterministic `find_first` of the [`Tester`].
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

use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::tester::{hash, Tester};
use crate::edit;
use crate::error::{Error, Result};
use crate::interrupt;

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

/// A search's candidates that have no verdict yet.
struct Open<K> {
    key: K,
    /// Shared with its run's worker, which lets go of it before it reports.
    bytes: Arc<Vec<u8>>,
}

impl Tester {
    /// [`Tester::find_first_counting`] with a pool of workers.
    pub(super) fn find_first_parallel<K>(
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
            while self.running.len() < self.jobs() && next_seq < first_open + ahead && !exhausted {
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
                let jobs = self.jobs();
                while self.running.len() < jobs && tries < jobs {
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
