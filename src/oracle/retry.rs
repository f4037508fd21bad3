//! Faults that are not verdicts: on a cluster a launch fails now and then (`srun: error: Unable
//! to allocate resources`, a dropped `ssh`) and a worker is lost (a preempted job, a drained
//! node). Either is tried again after a pause that doubles with each failure in a row (0.1 s
//! up to 5 s), and only [`MAX_IN_A_ROW`] failures in a row, with nothing started between them
//! (about 20 s of pauses), end the run: the launcher is down for good.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};
use std::time::Duration;

/// Failures in a row, over every test running at once, that end the run.
pub const MAX_IN_A_ROW: u32 = 10;

/// The longest pause between two tries.
const MAX_PAUSE: Duration = Duration::from_secs(5);

/// Counts one kind of fault: in a row, and over the run.
#[derive(Debug, Default)]
pub struct Retries {
    in_a_row: AtomicU32,
    total: AtomicU64,
}

impl Retries {
    /// After a fault: the pause before the next try, or `None` when that was the
    /// [`MAX_IN_A_ROW`]th in a row.
    pub fn failed(&self) -> Option<Duration> {
        let n = self.in_a_row.fetch_add(1, Ordering::Relaxed) + 1;
        if n >= MAX_IN_A_ROW {
            return None;
        }
        self.total.fetch_add(1, Ordering::Relaxed);
        Some((Duration::from_millis(100) * (1 << (n - 1).min(6))).min(MAX_PAUSE))
    }

    /// After a try that worked: the next fault is the first in a row again.
    pub fn succeeded(&self) {
        self.in_a_row.store(0, Ordering::Relaxed);
    }

    /// Faults tried again over the run.
    pub fn total(&self) -> u64 {
        self.total.load(Ordering::Relaxed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pauses_double_up_to_the_cap_and_a_success_starts_over() {
        let r = Retries::default();
        let pauses: Vec<u64> = (0..MAX_IN_A_ROW - 1)
            .map(|_| r.failed().unwrap().as_millis() as u64)
            .collect();
        assert_eq!(pauses, [100, 200, 400, 800, 1600, 3200, 5000, 5000, 5000]);
        assert_eq!(r.failed(), None);
        assert_eq!(r.total(), 9);
        r.succeeded();
        assert_eq!(r.failed(), Some(Duration::from_millis(100)));
    }
}
