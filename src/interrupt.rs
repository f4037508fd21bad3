//! Stopping early: Ctrl-C and SIGTERM, or a limit the user set (`--stop-after`,
//! `--stop-below`). Every wait loop polls one flag, so running tests are killed, the best
//! result so far stays on disk and a summary is still printed.

use std::sync::atomic::{AtomicU8, Ordering};

/// Why the reduction stopped before its fixed point.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// SIGINT or SIGTERM.
    Signal,
    /// `--stop-after` elapsed.
    TimeLimit,
    /// `--stop-below` reached.
    SizeReached,
}

static STOP: AtomicU8 = AtomicU8::new(0);

/// Installs the handler for SIGINT and SIGTERM. Further signals change nothing: stopping
/// already takes at most the kill grace period, and exiting sooner would orphan the tests.
pub fn install() {
    let _ = ctrlc::set_handler(|| request(Stop::Signal));
}

/// Asks everything to stop; the first reason given is the one reported.
pub fn request(reason: Stop) {
    let code = match reason {
        Stop::Signal => 1,
        Stop::TimeLimit => 2,
        Stop::SizeReached => 3,
    };
    let _ = STOP.compare_exchange(0, code, Ordering::SeqCst, Ordering::SeqCst);
}

pub fn requested() -> bool {
    STOP.load(Ordering::Relaxed) != 0
}

pub fn reason() -> Option<Stop> {
    match STOP.load(Ordering::SeqCst) {
        1 => Some(Stop::Signal),
        2 => Some(Stop::TimeLimit),
        3 => Some(Stop::SizeReached),
        _ => None,
    }
}

/// Forgets a time limit that was reached, so the final re-check can run; a signal stays.
pub fn clear_time_limit() {
    let _ = STOP.compare_exchange(2, 0, Ordering::SeqCst, Ordering::SeqCst);
}
