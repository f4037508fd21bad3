//! The per-test time limit: fixed by `--timeout`, or following the test's own run times.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// How long a test may run before it is killed and counts as uninteresting. `--timeout` fixes
/// it; by default it follows the test: 5 times the original's run time or the slowest of its
/// last few interesting runs, at least 1 s. A candidate that loops (a loop bound cut away) then
/// costs about a second, not the 10 s of a fixed floor, and one that sets off a compiler's error
/// cascade (minutes on a large C++ file) a few times the compile, while a test that gets slower
/// as the machine gets busier raises it. Only the last runs count, not the slowest of all: a
/// chain of candidates each a few times slower than the one before is not taken. On a big
/// translation unit, a cut that leaves the rest referring to what it removed can make every
/// later test ten times slower (SQLite's amalgamation, 2.3 MB -> 1.8 MB: 0.9 s -> 7.4 s a test,
/// against 0.7 s for the original 9.6 MB), which costs more than the cut saves. Clones share
/// the recent runs, the count of timeouts and the time spent in runs.
#[derive(Debug, Clone)]
pub struct Timeout {
    base: Duration,
    adaptive: bool,
    /// The last interesting runs' times, in microseconds, the newest at `recent.1`.
    recent: Arc<Mutex<([u64; Timeout::RECENT], usize)>>,
    pub(super) timeouts: Arc<AtomicU64>,
    /// The candidates' runs' wall time, summed, in microseconds.
    spent: Arc<AtomicU64>,
}

impl Timeout {
    /// Never less than this by default...
    const FLOOR: Duration = Duration::from_secs(1);
    /// ... and this many times the original's run time and the slowest of ...
    const INTERESTING: u32 = 5;
    /// ... this many last interesting runs: one run slowed by the machine's load raises the
    /// limit for a while, not for the rest of the reduction.
    const RECENT: usize = 4;

    pub fn fixed(limit: Duration) -> Timeout {
        Timeout {
            base: limit,
            adaptive: false,
            recent: Arc::default(),
            timeouts: Arc::default(),
            spent: Arc::default(),
        }
    }

    /// The default, from the original's run time.
    pub fn following(&mut self, original: Duration) {
        self.base = (original * Self::INTERESTING).max(Self::FLOOR);
        self.adaptive = true;
    }

    pub fn limit(&self) -> Duration {
        if !self.adaptive {
            return self.base;
        }
        let recent = self.recent.lock().expect("no panics holding the lock");
        let slowest = Duration::from_micros(recent.0.iter().copied().max().unwrap_or(0));
        self.base.max(slowest * Self::INTERESTING)
    }

    pub(super) fn interesting(&self, took: Duration) {
        let mut recent = self.recent.lock().expect("no panics holding the lock");
        let next = (recent.1 + 1) % Self::RECENT;
        recent.0[next] = took.as_micros() as u64;
        recent.1 = next;
    }

    /// Counts a candidate's run of `took` (killed or not) in [`Timeout::spent`].
    pub(super) fn ran(&self, took: Duration) {
        self.spent
            .fetch_add(took.as_micros() as u64, Ordering::Relaxed);
    }

    /// The candidates' runs so far, their wall times summed: over the reduction's wall time,
    /// how many ran at once on average.
    pub fn spent(&self) -> Duration {
        Duration::from_micros(self.spent.load(Ordering::Relaxed))
    }

    /// Tests killed at the limit so far.
    pub fn timeouts(&self) -> u64 {
        self.timeouts.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_timeout_follows_the_original_and_the_recent_interesting_runs() {
        let t = Timeout::fixed(Duration::from_secs(300));
        t.interesting(Duration::from_secs(100));
        assert_eq!(t.limit(), Duration::from_secs(300), "a fixed timeout stays");
        let mut t = Timeout::fixed(Duration::from_secs(300));
        t.following(Duration::from_millis(10));
        assert_eq!(t.limit(), Duration::from_secs(1), "at least 1 s");
        t.following(Duration::from_millis(300));
        assert_eq!(
            t.limit(),
            Duration::from_millis(1500),
            "5 times the original"
        );
        let clone = t.clone();
        clone.interesting(Duration::from_millis(600));
        t.interesting(Duration::from_millis(500));
        assert_eq!(
            t.limit(),
            Duration::from_secs(3),
            "5 times the slowest, shared by clones"
        );
        for _ in 0..3 {
            t.interesting(Duration::from_millis(100));
        }
        assert_eq!(
            t.limit(),
            Duration::from_millis(2500),
            "the slowest of the last 4"
        );
        t.interesting(Duration::from_millis(100));
        assert_eq!(
            t.limit(),
            Duration::from_millis(1500),
            "down to 5 times the original"
        );
    }
}
