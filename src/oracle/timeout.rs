//! The per-test time limit: fixed by `--timeout`, or following the test's own run times.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

/// How long a test may run before it is killed and counts as uninteresting. `--timeout` fixes
/// it; by default it follows the test: 5 times the slowest interesting run so far, the
/// original's included, at least 1 s. A candidate that loops (a loop bound cut away) then costs
/// about a second, not the 10 s of a fixed floor, and one that sets off a compiler's error
/// cascade (minutes on a large C++ file) a few times the compile, while a test that gets slower
/// as the machine gets busier raises it. Clones share the slowest run, the count of timeouts
/// and the time spent in runs.
#[derive(Debug, Clone)]
pub struct Timeout {
    base: Duration,
    adaptive: bool,
    /// The slowest interesting run so far, in microseconds.
    slowest: Arc<AtomicU64>,
    pub(super) timeouts: Arc<AtomicU64>,
    /// The candidates' runs' wall time, summed, in microseconds.
    spent: Arc<AtomicU64>,
}

impl Timeout {
    /// Never less than this by default...
    const FLOOR: Duration = Duration::from_secs(1);
    /// ... and this many times the slowest interesting run, the original's included.
    const INTERESTING: u32 = 5;

    pub fn fixed(limit: Duration) -> Timeout {
        Timeout {
            base: limit,
            adaptive: false,
            slowest: Arc::default(),
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
        let slowest = Duration::from_micros(self.slowest.load(Ordering::Relaxed));
        self.base.max(slowest * Self::INTERESTING)
    }

    pub(super) fn interesting(&self, took: Duration) {
        self.slowest
            .fetch_max(took.as_micros() as u64, Ordering::Relaxed);
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
    fn the_default_timeout_follows_the_original_and_the_slowest_interesting_run() {
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
    }
}
