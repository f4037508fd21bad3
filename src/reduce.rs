//! The reducer: holds the best test case so far and runs the passes over it until a whole
//! round changes nothing (a fixed point).

use std::time::{Duration, Instant};

use crate::cut::Strategy;
use crate::edit;
use crate::error::{Error, Result};
use crate::search::find_change_point;
use crate::tester::{Stats, Tester};
use crate::tokens;

/// What one pass achieved over the whole run.
#[derive(Debug, Clone, Default)]
pub struct PassStats {
    pub name: String,
    pub calls: u64,
    pub successes: u64,
    pub bytes_removed: u64,
    pub time: Duration,
}

#[derive(Debug, Clone)]
pub struct Report {
    pub original_bytes: usize,
    pub original_tokens: usize,
    pub final_bytes: usize,
    pub final_tokens: usize,
    pub rounds: usize,
    pub stats: Stats,
    pub passes: Vec<PassStats>,
    pub elapsed: Duration,
    /// Stopped by Ctrl-C/SIGTERM before reaching a fixed point.
    pub interrupted: bool,
}

pub struct Options {
    pub strategies: Vec<Box<dyn Strategy>>,
    /// 0 quiet, 1 normal (a line per pass with progress), 2 verbose (every accepted change).
    pub verbosity: u8,
}

/// Receives every new best, in order; the caller writes it to disk.
pub type OnImprove<'a> = &'a mut dyn FnMut(&[u8]) -> Result<()>;

struct Reducer<'t, 'a> {
    best: Vec<u8>,
    tester: &'t mut Tester<'a>,
    on_improve: OnImprove<'t>,
    verbosity: u8,
}

/// Reduces `input`, known to be interesting, with `tester` (whose cache may already know some
/// verdicts). Interruption is not an error here: the report says so, and the caller already
/// has the best result.
pub fn reduce(
    input: Vec<u8>,
    tester: &mut Tester,
    options: &Options,
    on_improve: OnImprove,
) -> Result<(Vec<u8>, Report)> {
    let started = Instant::now();
    let original_bytes = input.len();
    let original_tokens = tokens::count(&input);
    let mut r = Reducer {
        best: input,
        tester,
        on_improve,
        verbosity: options.verbosity,
    };
    let mut passes: Vec<PassStats> = options
        .strategies
        .iter()
        .map(|s| PassStats {
            name: s.name().to_string(),
            ..Default::default()
        })
        .collect();
    let mut rounds = 0;
    let outcome = (|| -> Result<()> {
        loop {
            rounds += 1;
            let mut progress = false;
            for (s, stats) in options.strategies.iter().zip(&mut passes) {
                let before = stats.successes;
                r.sweep(s.as_ref(), stats)?;
                progress |= stats.successes > before;
                if r.verbosity >= 1 && stats.successes > before {
                    eprintln!(
                        "whittle: round {rounds}, {}: {} bytes ({} oracle calls so far)",
                        stats.name,
                        r.best.len(),
                        r.tester.stats.calls
                    );
                }
            }
            if !progress {
                return Ok(());
            }
        }
    })();
    let interrupted = match outcome {
        Ok(()) => false,
        Err(Error::Interrupted) => true,
        Err(e) => return Err(e),
    };
    let report = Report {
        original_bytes,
        original_tokens,
        final_bytes: r.best.len(),
        final_tokens: tokens::count(&r.best),
        rounds,
        stats: r.tester.stats,
        passes,
        elapsed: started.elapsed(),
        interrupted,
    };
    Ok((r.best, report))
}

impl Reducer<'_, '_> {
    fn accept(&mut self, bytes: Vec<u8>, stats: &mut PassStats) -> Result<()> {
        debug_assert!(edit::shortlex(&bytes, &self.best).is_lt());
        stats.successes += 1;
        stats.bytes_removed += (self.best.len() - bytes.len()) as u64;
        if self.verbosity >= 2 {
            eprintln!(
                "whittle: {}: -{} bytes, now {}",
                stats.name,
                self.best.len() - bytes.len(),
                bytes.len()
            );
        }
        self.best = bytes;
        (self.on_improve)(&self.best)
    }

    /// One deterministic sweep of a cut strategy from the end of the text toward its start.
    /// After a success the sweep goes on from where it was (no restart from the end).
    fn sweep(&mut self, strategy: &dyn Strategy, stats: &mut PassStats) -> Result<()> {
        let started = Instant::now();
        let calls_before = self.tester.stats.calls;
        let result = self.sweep_inner(strategy, stats);
        stats.calls += self.tester.stats.calls - calls_before;
        stats.time += started.elapsed();
        result
    }

    fn sweep_inner(&mut self, strategy: &dyn Strategy, stats: &mut PassStats) -> Result<()> {
        let mut limit = usize::MAX;
        while limit > 0 {
            let plan = strategy.plan(&self.best);
            let cuts = plan.cuts();
            let from = cuts.partition_point(|c| c.start >= limit);
            let best = &self.best;
            let found = self.tester.find_first(
                cuts[from..]
                    .iter()
                    .map(|&c| (c, edit::cut(best, c.start, c.end))),
                true,
            )?;
            let Some((cut, bytes)) = found else {
                break;
            };
            let (k, grown) = find_change_point(self.tester, plan.growth(cut), &|k| {
                let g = plan.grow(cut, k);
                edit::cut(best, g.start, g.end)
            })?;
            let done = if k > 0 { plan.grow(cut, k) } else { cut };
            self.accept(grown.unwrap_or(bytes), stats)?;
            limit = done.start;
        }
        Ok(())
    }
}
