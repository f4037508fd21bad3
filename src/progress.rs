//! What the user sees while whittle works: a live status line when stderr is a terminal
//! (size now against the original, oracle calls per second, the current pass), plain log
//! lines otherwise. Only the main thread and the ticker print, through one lock, so lines
//! never interleave.

use std::io::{IsTerminal, Write};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

pub struct Progress {
    /// 0 quiet, 1 normal, 2 verbose (every accepted change).
    pub verbosity: u8,
    live: bool,
    original: AtomicUsize,
    size: AtomicUsize,
    /// Oracle calls so far: the oracle counts every run of the test into this.
    pub calls: Arc<AtomicU64>,
    pass: Mutex<&'static str>,
    started: Instant,
    /// The live line is on screen and must be cleared before a log line.
    shown: AtomicBool,
    print: Mutex<()>,
}

impl Progress {
    pub fn new(verbosity: u8) -> Progress {
        Progress {
            verbosity,
            live: verbosity >= 1 && std::io::stderr().is_terminal(),
            original: AtomicUsize::new(0),
            size: AtomicUsize::new(0),
            calls: Arc::new(AtomicU64::new(0)),
            pass: Mutex::new(""),
            started: Instant::now(),
            shown: AtomicBool::new(false),
            print: Mutex::new(()),
        }
    }

    /// Silent, for library use and tests.
    pub fn quiet() -> Progress {
        Progress::new(0)
    }

    pub fn start(&self, size: usize) {
        self.original.store(size, Ordering::Relaxed);
        self.size.store(size, Ordering::Relaxed);
    }

    /// Oracle calls so far.
    pub fn calls(&self) -> u64 {
        self.calls.load(Ordering::Relaxed)
    }

    pub fn set_size(&self, size: usize) {
        self.size.store(size, Ordering::Relaxed);
    }

    pub fn set_pass(&self, name: &'static str) {
        *self.pass.lock().unwrap() = name;
    }

    /// Prints a line at `level` (1 normal, 2 verbose).
    pub fn log(&self, level: u8, msg: &str) {
        if self.verbosity < level {
            return;
        }
        let _guard = self.print.lock().unwrap();
        let mut err = std::io::stderr().lock();
        if self.shown.swap(false, Ordering::Relaxed) {
            let _ = write!(err, "\r\x1b[K");
        }
        let _ = writeln!(err, "whittle: {msg}");
    }

    fn line(&self) -> String {
        let original = self.original.load(Ordering::Relaxed);
        let size = self.size.load(Ordering::Relaxed);
        let calls = self.calls.load(Ordering::Relaxed);
        let secs = self.started.elapsed().as_secs_f64();
        let pct = if original == 0 {
            0.0
        } else {
            100.0 * (1.0 - size as f64 / original as f64)
        };
        format!(
            "whittle: {size} bytes of {original} ({pct:.1}% smaller), {calls} calls, {:.1} calls/s, {}",
            calls as f64 / secs.max(0.001),
            self.pass.lock().unwrap()
        )
    }

    /// Redraws the live line every quarter second until the returned guard is dropped.
    pub fn ticker(self: &Arc<Self>) -> Ticker {
        let stop = Arc::new(AtomicBool::new(false));
        let handle = self.live.then(|| {
            let me = Arc::clone(self);
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    {
                        let _guard = me.print.lock().unwrap();
                        let _ = write!(std::io::stderr().lock(), "\r\x1b[K{}", me.line());
                        me.shown.store(true, Ordering::Relaxed);
                    }
                    std::thread::sleep(Duration::from_millis(250));
                }
                let _guard = me.print.lock().unwrap();
                if me.shown.swap(false, Ordering::Relaxed) {
                    let _ = write!(std::io::stderr().lock(), "\r\x1b[K");
                }
            })
        });
        Ticker { stop, handle }
    }
}

/// Stops the live line when dropped.
pub struct Ticker {
    stop: Arc<AtomicBool>,
    handle: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Ticker {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.handle.take() {
            let _ = h.join();
        }
    }
}
