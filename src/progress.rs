//! What the user sees while whittle works: a live status line when stderr is a terminal
//! (size now against the original, oracle calls per second, the current pass), cut to the
//! terminal's width, and plain log lines (to stderr, or appended to `--log-file`), each with
//! the time when `--timing` or `--timestamp` asks for it. Only the main thread and the ticker
//! print, through one lock, so lines never interleave; a closed stderr (`| head`) is not an
//! error.

use std::fs::File;
use std::io::{IsTerminal, Write};
use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use crate::edit::Edit;

/// What comes before each log line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Timing {
    #[default]
    None,
    /// Seconds since the start (`--timing`).
    Elapsed,
    /// The time of day, UTC (`--timestamp`).
    Clock,
}

/// How much whittle says: `-q`, the default, `-v`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Verbosity {
    /// Errors only.
    Quiet,
    /// The start, each round's gains, the summary; the live line on a terminal.
    Normal,
    /// Every accepted change too.
    Verbose,
}

pub struct Progress {
    pub verbosity: Verbosity,
    live: bool,
    timing: Timing,
    /// `--print-diff`: every accepted change as a diff.
    pub print_diff: bool,
    /// `--log-file`: log lines go there instead of stderr.
    log_file: Option<Mutex<File>>,
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
    pub fn new(verbosity: Verbosity) -> Progress {
        Progress {
            verbosity,
            live: verbosity >= Verbosity::Normal && std::io::stderr().is_terminal(),
            timing: Timing::None,
            print_diff: false,
            log_file: None,
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
        Progress::new(Verbosity::Quiet)
    }

    /// No live line (`--ui basic`).
    pub fn without_live_line(mut self) -> Progress {
        self.live = false;
        self
    }

    pub fn with_timing(mut self, timing: Timing) -> Progress {
        self.timing = timing;
        self
    }

    /// Log lines go to `path`, appended, instead of stderr.
    pub fn logging_to(mut self, path: &Path) -> std::io::Result<Progress> {
        let file = File::options().create(true).append(true).open(path)?;
        self.log_file = Some(Mutex::new(file));
        Ok(self)
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

    /// The prefix `--timing` or `--timestamp` asks for.
    fn stamp(&self) -> String {
        match self.timing {
            Timing::None => String::new(),
            Timing::Elapsed => format!("[{:.1} s] ", self.started.elapsed().as_secs_f64()),
            Timing::Clock => {
                let secs = SystemTime::now()
                    .duration_since(SystemTime::UNIX_EPOCH)
                    .map_or(0, |d| d.as_secs());
                let day = secs % 86_400;
                format!(
                    "[{:02}:{:02}:{:02}] ",
                    day / 3600,
                    day % 3600 / 60,
                    day % 60
                )
            }
        }
    }

    /// Prints a line said at `level`.
    pub fn log(&self, level: Verbosity, msg: &str) {
        if self.verbosity < level {
            return;
        }
        self.write_lines(&format!("whittle: {}{msg}\n", self.stamp()));
    }

    /// Writes whole lines to the log, clearing the live line first.
    fn write_lines(&self, text: &str) {
        let _guard = self.print.lock().unwrap();
        if let Some(file) = &self.log_file {
            let _ = file.lock().unwrap().write_all(text.as_bytes());
            return;
        }
        let mut err = std::io::stderr().lock();
        if self.shown.swap(false, Ordering::Relaxed) {
            let _ = write!(err, "\r\x1b[K");
        }
        let _ = err.write_all(text.as_bytes());
    }

    /// Prints the end-of-run summary (several lines) where the log goes.
    pub fn summary(&self, text: &str) {
        if self.verbosity >= Verbosity::Normal {
            self.write_lines(text);
        }
    }

    /// `--print-diff`: the accepted `edits` of `best` (the text before them), as the lines they
    /// change, `-` before and `+` after.
    pub fn diff(&self, pass: &str, best: &[u8], edits: &[Edit]) {
        if !self.print_diff || self.verbosity == Verbosity::Quiet {
            return;
        }
        let mut out = format!("--- before {pass}\n+++ after {pass}\n");
        for e in edits {
            let line_start = best[..e.start]
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |i| i + 1);
            let line_end = best[e.end..]
                .iter()
                .position(|&b| b == b'\n')
                .map_or(best.len(), |i| e.end + i);
            let line_no = best[..line_start].iter().filter(|&&b| b == b'\n').count() + 1;
            let old = &best[line_start..line_end];
            let new = [
                &best[line_start..e.start],
                &e.with[..],
                &best[e.end..line_end],
            ]
            .concat();
            out += &format!("@@ line {line_no} @@\n");
            for line in String::from_utf8_lossy(old).lines() {
                out += &format!("-{line}\n");
            }
            for line in String::from_utf8_lossy(&new).lines() {
                out += &format!("+{line}\n");
            }
        }
        self.write_lines(&out);
    }

    fn line(&self) -> String {
        let original = self.original.load(Ordering::Relaxed);
        let size = self.size.load(Ordering::Relaxed);
        let calls = self.calls();
        let secs = self.started.elapsed().as_secs_f64();
        let pct = if original == 0 {
            0.0
        } else {
            100.0 * (1.0 - size as f64 / original as f64)
        };
        let line = format!(
            "whittle: {size} bytes of {original} ({pct:.1}% smaller), {calls} calls, {:.1} calls/s, {}",
            calls as f64 / secs.max(0.001),
            self.pass.lock().unwrap()
        );
        // A line longer than the terminal wraps, and `\r` then clears only its last part.
        let width = terminal_width().unwrap_or(80).saturating_sub(1);
        line.chars().take(width).collect()
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

/// The width of the terminal on stderr, if it is one.
fn terminal_width() -> Option<usize> {
    // SAFETY: TIOCGWINSZ only writes into the zeroed winsize we own.
    let size = unsafe {
        let mut size: libc::winsize = std::mem::zeroed();
        (libc::ioctl(libc::STDERR_FILENO, libc::TIOCGWINSZ, &mut size) == 0).then_some(size)
    }?;
    (size.ws_col > 0).then_some(size.ws_col as usize)
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
