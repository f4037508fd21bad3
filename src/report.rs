//! What a run reports: the figures of a reduction ([`Report`], per pass [`PassStats`]), the
//! summary printed at the end and the `--stats-json` file.
//!
//! Oracle calls are counted once, by the oracle: every run of the test started, whatever for
//! (the start check, candidates, speculative runs cancelled when an earlier candidate won, the
//! final re-check). The live line, the summary and the JSON all show that count; a pass's
//! calls are the runs started while it ran.

use std::path::Path;
use std::time::Duration;

use crate::interrupt::Stop;
use crate::oracle::Stats;

/// What the final re-check found.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Recheck {
    /// A result passed every run.
    pub ok: bool,
    /// Runs of the test, and how many were interesting, over every result tried.
    pub runs: usize,
    pub interesting: usize,
}

/// What one pass achieved over the whole run.
#[derive(Debug, Clone, Default)]
pub struct PassStats {
    pub name: String,
    pub calls: u64,
    pub successes: u64,
    pub bytes_removed: u64,
    /// Candidates skipped without a test because they parse worse (`keep_parsing`).
    pub skipped: u64,
    pub time: Duration,
}

#[derive(Debug, Clone)]
pub struct Report {
    /// The passes under whose moves the result is 1-minimal: every pass of the last stage, when
    /// it reached its fixed point (empty when the run stopped early).
    pub minimal_under: Vec<String>,
    pub original_bytes: usize,
    pub original_tokens: usize,
    pub final_bytes: usize,
    pub final_tokens: usize,
    pub rounds: usize,
    pub stats: Stats,
    pub passes: Vec<PassStats>,
    pub elapsed: Duration,
    /// Why the reduction stopped before its fixed point, if it did.
    pub stopped: Option<Stop>,
}

impl Report {
    /// A report of nothing done, for a run that reduced no file.
    pub fn empty(elapsed: Duration) -> Report {
        Report {
            minimal_under: Vec::new(),
            original_bytes: 0,
            original_tokens: 0,
            final_bytes: 0,
            final_tokens: 0,
            rounds: 0,
            stats: Stats::default(),
            passes: Vec::new(),
            elapsed,
            stopped: None,
        }
    }

    /// Adds another reduction's figures (of another file) to these.
    pub fn absorb(&mut self, other: Report) {
        self.minimal_under
            .retain(|p| other.minimal_under.contains(p));
        self.original_bytes += other.original_bytes;
        self.original_tokens += other.original_tokens;
        self.final_bytes += other.final_bytes;
        self.final_tokens += other.final_tokens;
        self.rounds += other.rounds;
        self.stats.calls += other.stats.calls;
        self.stats.cache_hits += other.stats.cache_hits;
        self.stats.cancelled += other.stats.cancelled;
        self.stats.prefetched += other.stats.prefetched;
        self.elapsed += other.elapsed;
        self.stopped = self.stopped.or(other.stopped);
        for p in other.passes {
            match self.passes.iter_mut().find(|q| q.name == p.name) {
                Some(q) => {
                    q.calls += p.calls;
                    q.successes += p.successes;
                    q.bytes_removed += p.bytes_removed;
                    q.skipped += p.skipped;
                    q.time += p.time;
                }
                None => self.passes.push(p),
            }
        }
    }
}

/// whittle's own resource use so far: its threads, not the tests it ran.
struct OwnUsage {
    /// User and system CPU time.
    cpu_seconds: f64,
    /// Peak resident memory.
    max_rss_kb: i64,
}

fn own_usage() -> OwnUsage {
    // SAFETY: getrusage only writes into the zeroed struct we own.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        libc::getrusage(libc::RUSAGE_SELF, &mut usage);
        usage
    };
    let secs = |t: libc::timeval| t.tv_sec as f64 + t.tv_usec as f64 / 1e6;
    OwnUsage {
        cpu_seconds: secs(usage.ru_utime) + secs(usage.ru_stime),
        max_rss_kb: usage.ru_maxrss,
    }
}

/// The oracle's counts over the whole run, every file's: runs started, runs killed at the time
/// limit, and the candidates' runs' wall time summed.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Runs {
    pub calls: u64,
    pub timeouts: u64,
    pub spent: Duration,
    /// Test workers lost and replaced (`--worker-pool`).
    pub workers_replaced: u64,
    /// Launches that did not start the test, tried again (`--launcher`).
    pub launches_retried: u64,
}

impl Runs {
    /// How many runs went on at once on average over `wall`.
    fn at_once(&self, wall: Duration) -> f64 {
        match wall.is_zero() {
            true => 0.0,
            false => self.spent.as_secs_f64() / wall.as_secs_f64(),
        }
    }
}

pub(crate) fn stats_json(report: &Report, runs: Runs, recheck: Option<Recheck>) -> String {
    let Runs {
        calls, timeouts, ..
    } = runs;
    let own = own_usage();
    let passes: Vec<serde_json::Value> = report
        .passes
        .iter()
        .map(|p| {
            serde_json::json!({
                "name": p.name,
                "calls": p.calls,
                "successes": p.successes,
                "bytes_removed": p.bytes_removed,
                "skipped_unparsable": p.skipped,
                "seconds": p.time.as_secs_f64(),
            })
        })
        .collect();
    let json = serde_json::json!({
        "original_bytes": report.original_bytes,
        "original_tokens": report.original_tokens,
        "final_bytes": report.final_bytes,
        "final_tokens": report.final_tokens,
        "oracle_calls": calls,
        "cache_hits": report.stats.cache_hits,
        "cancelled": report.stats.cancelled,
        "prefetched": report.stats.prefetched,
        "merged": report.stats.merged,
        "timeouts": timeouts,
        "workers_replaced": runs.workers_replaced,
        "launches_retried": runs.launches_retried,
        "test_seconds": runs.spent.as_secs_f64(),
        "tests_at_once": runs.at_once(report.elapsed),
        "rounds": report.rounds,
        "seconds": report.elapsed.as_secs_f64(),
        "cpu_seconds": own.cpu_seconds,
        "max_rss_kb": own.max_rss_kb,
        "stopped": report.stopped.map(|s| format!("{s:?}")),
        "minimal_under": report.minimal_under,
        "rechecked": recheck.map(|r| r.ok),
        "recheck_runs": recheck.map(|r| r.runs),
        "recheck_interesting": recheck.map(|r| r.interesting),
        "passes": passes,
    });
    serde_json::to_string_pretty(&json).expect("JSON values serialize") + "\n"
}

pub(crate) fn summary(
    report: &Report,
    runs: Runs,
    output: &Path,
    recheck: Option<Recheck>,
) -> String {
    let Runs {
        calls, timeouts, ..
    } = runs;
    let pct = |a: usize, b: usize| {
        if b == 0 {
            0.0
        } else {
            100.0 * (1.0 - a as f64 / b as f64)
        }
    };
    let head = match report.stopped {
        None => "done",
        Some(Stop::Signal) => "interrupted",
        Some(Stop::TimeLimit) => "stopped at the --stop-after time limit",
        Some(Stop::SizeReached) => "stopped below the --stop-below size",
    };
    let mut s = format!(
        "whittle: {head} in {:.1} s, {} round(s)\n",
        report.elapsed.as_secs_f64(),
        report.rounds
    );
    s += &format!(
        "  size:   {} -> {} bytes ({:.1}% smaller), {} -> {} tokens\n",
        report.original_bytes,
        report.final_bytes,
        pct(report.final_bytes, report.original_bytes),
        report.original_tokens,
        report.final_tokens
    );
    s += &format!(
        "  tests:  {calls} oracle calls ({} ahead of a win), {} cache hits, {} cancelled, \
         {timeouts} timed out\n          {:.1} s of test runs, {:.1} at once on average\n",
        report.stats.prefetched,
        report.stats.cache_hits,
        report.stats.cancelled,
        runs.spent.as_secs_f64(),
        runs.at_once(report.elapsed)
    );
    if report.stats.merged > 0 {
        s += &format!(
            "          {} changes found side by side and merged (wide sweeps; --deterministic \
             for the same result at any -j)\n",
            report.stats.merged
        );
    }
    if runs.workers_replaced > 0 {
        s += &format!(
            "          {} test worker(s) lost and replaced, their tests run again\n",
            runs.workers_replaced
        );
    }
    if runs.launches_retried > 0 {
        s += &format!(
            "          {} launch(es) that did not start the test, tried again\n",
            runs.launches_retried
        );
    }
    let ran: Vec<&PassStats> = report.passes.iter().filter(|p| p.calls > 0).collect();
    if !ran.is_empty() {
        let width = ran.iter().map(|p| p.name.len()).max().unwrap_or(0).max(4);
        s += &format!(
            "  passes: {:<width$} {:>7} {:>7} {:>10} {:>8}\n",
            "pass", "calls", "kept", "removed", "time"
        );
        for p in ran {
            s += &format!(
                "          {:<width$} {:>7} {:>7} {:>8} B {:>6.1} s\n",
                p.name,
                p.calls,
                p.successes,
                p.bytes_removed,
                p.time.as_secs_f64()
            );
        }
    }
    if !report.minimal_under.is_empty() {
        let mut line = String::from("  minimal: 1-minimal under the moves of");
        for (k, name) in report.minimal_under.iter().enumerate() {
            let piece = format!("{} {name}", if k == 0 { ":" } else { "," });
            if line.len() + piece.len() > 92 {
                s += &format!("{line},\n");
                line = format!("          {name}");
            } else {
                line += &piece;
            }
        }
        s += &line;
        s += "\n";
    }
    let check = match recheck {
        None => "not re-checked (interrupted); it is the best result so far".to_string(),
        Some(r) if r.ok => format!(
            "re-checked: interesting in {} of {} runs",
            r.interesting, r.runs
        ),
        Some(r) => format!(
            "re-check FAILED: interesting in {} of {} runs",
            r.interesting, r.runs
        ),
    };
    s += &format!("  result: {} ({check})\n", output.display());
    s
}
