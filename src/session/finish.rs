//! The end of a run: the final re-check (backing off to an earlier result if it fails),
//! `--format`, the summary and the statistics.

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::Session;
use crate::error::{exit, Error, Result};
use crate::format;
use crate::interrupt::{self, Stop};
use crate::oracle::{Outcome, Output};
use crate::report::{stats_json, summary, Recheck, Report};
use crate::tokens;
use crate::workspace::write_atomic;

/// Runs of the final result, all of which must be interesting.
const RECHECKS: usize = 3;
/// Once the test has been seen to be flaky (on the original, or on a result that was
/// interesting once and is not now), each result gets this many runs, and so do two controls:
/// the original and the empty file. A result is kept if it passes every run, or if it passes
/// about as often as the original (at most [`SLACK`] fewer) and clearly more often than the
/// empty file (more than [`SLACK`] more): a test that says yes at random passes the empty file
/// as often as anything, and confirms nothing.
const FLAKY_RECHECKS: usize = 10;
const SLACK: usize = 3;

impl Session {
    /// Re-checks the result, writes the statistics, prints the summary, and says how to exit.
    pub(super) fn finish(&mut self, mut report: Report) -> Result<u8> {
        interrupt::clear_time_limit();
        let recheck = if report.stopped == Some(Stop::Signal) {
            None
        } else {
            Some(self.recheck(&mut report)?)
        };
        if let (Some(Recheck { ok: true, .. }), Some(cmd)) = (recheck, &self.config.format.clone())
        {
            self.format(cmd, &mut report)?;
        }
        let shown = if self.multi() {
            PathBuf::from(format!("{} files", self.inputs.len()))
        } else {
            self.inputs[0].output.clone()
        };
        // The statistics first: a summary printed to a closed pipe must not lose them.
        if let Some(path) = &self.config.stats_json {
            let json = stats_json(&report, self.runs(), recheck);
            write_atomic(path, json.as_bytes(), None)?;
        }
        if let Some(saved) = &self.config.oracle.save_temps {
            self.say(&format!(
                "--save-temps: kept the job directories of {} interesting candidates, as \
                 whittle-interesting-N in {}",
                saved.load(std::sync::atomic::Ordering::SeqCst),
                self.config.oracle.work_dir.display()
            ));
        }
        let mut text = summary(&report, self.runs(), &shown, recheck);
        if let Some(crash) = self.config.oracle.conditions.same_crash.as_ref() {
            let sig = crash.expected.as_ref().expect("read at the start");
            let same = match recheck {
                Some(r) if r.ok => "the same as the original's, re-checked",
                _ => "the original's",
            };
            let sig = sig.to_string().replace('\n', "\n          ");
            text += &format!("  crash:  {sig}\n          ({same})\n");
        }
        self.progress.summary(&text);
        match recheck {
            None => Ok(exit::INTERRUPTED),
            Some(Recheck { ok: true, .. }) => Ok(exit::OK),
            Some(r) => Err(Error::RecheckFailed(format!(
                "no result re-checked as interesting ({} of {} runs were); the test is flaky or \
                 depends on state outside its directory. The original is back in place{}",
                r.interesting,
                r.runs,
                if self.config.workspace.in_place {
                    ""
                } else {
                    " at the output"
                }
            ))),
        }
    }

    /// Runs the test on the final state, with the first file still there as the candidate (or
    /// with none at all), by the rules of [`RECHECKS`] and [`FLAKY_RECHECKS`]. A single file
    /// that fails backs off through its earlier results, by the same rules, to the newest that
    /// passes; failing all, every file gets its original back (the unconfirmed result is kept
    /// beside it, as `FILE.unconfirmed`).
    fn recheck(&mut self, report: &mut Report) -> Result<Recheck> {
        let at = self
            .reduced
            .iter()
            .copied()
            .find(|&i| self.contents[i].is_some())
            .unwrap_or(self.reduced[0]);
        let oracle = self.config.oracle_for(at, &self.contents);
        let mut tally = Recheck {
            ok: false,
            runs: 0,
            interesting: 0,
        };
        // The runs go side by side, up to the number of jobs: the verdict is the same, the wait
        // one run long instead of `runs`.
        let side_by_side = self.config.jobs.max(1);
        let count = |bytes: Option<&[u8]>, runs: usize| -> Result<usize> {
            let mut passes = 0;
            let mut left = runs;
            while left > 0 {
                let now = left.min(side_by_side);
                left -= now;
                let outcomes: Vec<Result<Outcome>> = std::thread::scope(|s| {
                    let runs: Vec<_> = (0..now)
                        .map(|_| {
                            s.spawn(|| {
                                oracle.run_files(bytes, &AtomicBool::new(false), Output::AsNeeded)
                            })
                        })
                        .collect();
                    runs.into_iter()
                        .map(|r| r.join().expect("a re-check run does not panic"))
                        .collect()
                });
                if interrupt::requested() {
                    return Err(Error::Interrupted);
                }
                for outcome in outcomes {
                    passes += usize::from(oracle.conditions.matches(&outcome?));
                }
            }
            Ok(passes)
        };
        let result = self.contents[at].clone();
        if self.config.assume_deterministic || !self.flaky {
            let runs = if self.config.assume_deterministic {
                1
            } else {
                RECHECKS
            };
            let passes = count(result.as_deref().map(|b| &b[..]), runs)?;
            (tally.runs, tally.interesting) = (runs, passes);
            if passes == runs || self.config.assume_deterministic {
                tally.ok = passes == runs;
                if !tally.ok {
                    self.give_up(at)?;
                }
                return Ok(tally);
            }
            // It was interesting once and is not now: the test is flaky.
            self.flaky = true;
        }
        let n = FLAKY_RECHECKS;
        let original = count(Some(&self.originals[at]), n)?;
        let empty = count(Some(b""), n)?;
        self.say(&format!(
            "the test is flaky: the original is interesting in {original} of {n} runs, the \
             empty file in {empty} of {n}; results must be interesting about as often as the \
             original and clearly more often than the empty file"
        ));
        let confirmed =
            |passes: usize| passes == n || (passes + SLACK >= original && passes > empty + SLACK);
        let mut candidates = vec![result.as_deref().map(|b| b.to_vec())];
        if !self.multi() {
            let fallbacks = std::mem::take(&mut self.fallbacks);
            candidates.extend(fallbacks.earlier().map(Some));
        }
        for (k, candidate) in candidates.into_iter().enumerate() {
            let passes = count(candidate.as_deref(), n)?;
            tally.runs += n;
            tally.interesting += passes;
            if !confirmed(passes) {
                continue;
            }
            if k > 0 {
                let earlier = candidate.expect("earlier results are files");
                write_atomic(
                    &self.inputs[at].output,
                    &earlier,
                    Some(self.inputs[at].mode),
                )?;
                self.say(&format!(
                    "backed off to an earlier result of {} bytes, interesting in {passes} of \
                     {n} runs",
                    earlier.len()
                ));
                report.final_bytes = earlier.len();
                report.final_tokens = tokens::count(&earlier, self.lexis(at));
                self.contents[at] = Some(Arc::new(earlier));
            }
            tally.ok = true;
            return Ok(tally);
        }
        self.give_up(at)?;
        Ok(tally)
    }

    /// No result re-checks: the unconfirmed result of file `at` is kept as `FILE.unconfirmed`,
    /// and every file gets its original back.
    fn give_up(&mut self, at: usize) -> Result<()> {
        if let Some(result) = &self.contents[at] {
            let mut kept = self.inputs[at].output.clone().into_os_string();
            kept.push(".unconfirmed");
            write_atomic(Path::new(&kept), result, Some(self.inputs[at].mode))?;
            self.say(&format!(
                "the unconfirmed result is kept as {}",
                Path::new(&kept).display()
            ));
        }
        self.restore_originals()
    }

    /// Puts every reduced file's original back where the results went.
    fn restore_originals(&mut self) -> Result<()> {
        for &i in &self.reduced {
            let input = &self.inputs[i];
            write_atomic(&input.output, &self.originals[i], Some(input.mode))?;
            self.contents[i] = Some(Arc::clone(&self.originals[i]));
        }
        Ok(())
    }

    /// `--format CMD`: each reduced file laid out by CMD (or the built-in re-indentation), kept
    /// only if the test, run once more, still accepts it.
    fn format(&mut self, cmd: &str, report: &mut Report) -> Result<()> {
        for i in self.reduced.clone() {
            let Some(bytes) = self.contents[i].clone() else {
                continue;
            };
            if interrupt::requested() {
                return Ok(());
            }
            let input = self.inputs[i].clone();
            let name = input.rel.display();
            let formatted = if cmd == format::BUILTIN {
                Ok(format::builtin(&bytes))
            } else {
                format::external(cmd, &bytes, &input.rel, self.config.oracle.timeout.limit())
            };
            let formatted = match formatted {
                Ok(f) if f == *bytes => {
                    self.say(&format!("--format: {name} is already formatted"));
                    continue;
                }
                Ok(f) => f,
                Err(why) => {
                    self.say(&format!(
                        "--format: {cmd} failed on {name} ({why}); it stays as reduced"
                    ));
                    continue;
                }
            };
            let oracle = self.config.oracle_for(i, &self.contents);
            let mut tester = self.tester(oracle, 1);
            let kept = match tester.test_uncached(&formatted) {
                Ok(ok) => ok,
                Err(Error::Interrupted) => false,
                Err(e) => return Err(e),
            };
            if kept {
                write_atomic(&input.output, &formatted, Some(self.inputs[i].mode))?;
                self.say(&format!(
                    "--format: kept the formatted {name} ({} bytes, {} as reduced): the test \
                     accepts it",
                    formatted.len(),
                    bytes.len()
                ));
                self.contents[i] = Some(Arc::new(formatted));
            } else {
                self.say(&format!(
                    "--format: not kept: the test rejects the formatted {name}; it stays as \
                     reduced"
                ));
            }
        }
        let reduced = &self.reduced;
        let contents = &self.contents;
        report.final_bytes = reduced
            .iter()
            .map(|&i| contents[i].as_ref().map_or(0, |b| b.len()))
            .sum();
        report.final_tokens = reduced
            .iter()
            .map(|&i| {
                contents[i]
                    .as_ref()
                    .map_or(0, |b| tokens::count(b, self.lexis(i)))
            })
            .sum();
        Ok(())
    }
}
