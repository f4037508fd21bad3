//! Ctrl-C and SIGTERM: a flag that every wait loop polls, so running tests are killed, the
//! best result so far stays on disk and a summary is still printed.

use std::sync::atomic::{AtomicBool, Ordering};

static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Installs the handler for SIGINT and SIGTERM. Further signals change nothing: stopping
/// already takes at most the kill grace period, and exiting sooner would orphan the tests.
pub fn install() {
    let _ = ctrlc::set_handler(|| REQUESTED.store(true, Ordering::SeqCst));
}

pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}
