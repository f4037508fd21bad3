//! Ctrl-C and SIGTERM: a flag that every wait loop polls, so running tests are killed, the
//! best result so far stays on disk and a summary is still printed.

use std::sync::atomic::{AtomicBool, Ordering};

static REQUESTED: AtomicBool = AtomicBool::new(false);

/// Installs the handler for SIGINT and SIGTERM. A second signal exits at once.
pub fn install() {
    let _ = ctrlc::set_handler(|| {
        if REQUESTED.swap(true, Ordering::SeqCst) {
            std::process::exit(i32::from(crate::error::exit::INTERRUPTED));
        }
    });
}

pub fn requested() -> bool {
    REQUESTED.load(Ordering::Relaxed)
}
