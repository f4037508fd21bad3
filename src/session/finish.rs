//! The end of a run: the final re-check (backing off to an earlier result if it fails),
//! `--format`, the summary and the statistics.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use super::{Session, START_RETRIES};
use crate::error::{exit, Error, Result};
use crate::format;
use crate::interrupt::{self, Stop};
use crate::oracle::Tester;
use crate::report::{stats_json, summary, Report};
use crate::tokens;
use crate::workspace::write_atomic;

impl Session {
    /// Re-checks the result, prints the summary and the statistics, and says how to exit.
    pub(super) fn finish(&mut self, mut report: Report) -> Result<u8> {
        interrupt::clear_time_limit();
        let recheck = if report.stopped == Some(Stop::Signal) {
            None
        } else {
            Some(self.recheck(&mut report)?)
        };
        if let (Some(true), Some(cmd)) = (recheck, &self.config.format.clone()) {
            self.format(cmd, &mut report)?;
        }
        let shown = if self.multi() {
            PathBuf::from(format!("{} files", self.inputs.len()))
        } else {
            self.inputs[0].output.clone()
        };
        if self.progress.verbosity >= 1 {
            eprint!(
                "{}",
                summary(
                    &report,
                    self.progress.calls(),
                    self.timeouts(),
                    &shown,
                    recheck
                )
            );
        }
        if let Some(path) = &self.config.stats_json {
            let json = stats_json(&report, self.progress.calls(), self.timeouts(), recheck);
            write_atomic(path, json.as_bytes(), None)?;
        }
        match recheck {
            None => Ok(exit::INTERRUPTED),
            Some(true) => Ok(exit::OK),
            Some(false) => Err(Error::RecheckFailed(format!(
                "the result in {} did not re-check as interesting{}; the test is flaky or \
                 depends on state outside its directory",
                shown.display(),
                if self.multi() {
                    ""
                } else {
                    ", nor did the earlier results kept in memory"
                }
            ))),
        }
    }

    /// Runs the test on the final state, with the first file still there as the candidate
    /// (or with none at all). A single file that fails backs off through its earlier results to the
    /// newest result that passes. A flaky test passes if any of a few runs does.
    fn recheck(&mut self, report: &mut Report) -> Result<bool> {
        let at = self
            .reduced
            .iter()
            .copied()
            .find(|&i| self.contents[i].is_some())
            .unwrap_or(self.reduced[0]);
        let oracle = self.config.oracle_for(at, &self.contents);
        let Some(bytes) = self.contents[at].clone() else {
            let outcome = oracle.run_files(None, &AtomicBool::new(false), false)?;
            return Ok(oracle.conditions.matches(&outcome));
        };
        let mut tester = self.tester(&oracle, 1);
        let runs = if self.flaky { START_RETRIES } else { 1 };
        let passes = |t: &mut Tester, bytes: &[u8]| -> Result<bool> {
            for _ in 0..runs {
                if t.test_uncached(bytes)? {
                    return Ok(true);
                }
            }
            Ok(false)
        };
        let mut ok = passes(&mut tester, &bytes)?;
        if !ok && !self.multi() {
            self.say("the final result failed its re-check; backing off to an earlier result");
            self.fallbacks.pop();
            while let Some(earlier) = self.fallbacks.pop() {
                if passes(&mut tester, &earlier)? {
                    write_atomic(&self.inputs[at].output, &earlier, self.modes[at])?;
                    self.say(&format!(
                        "backed off to an earlier result of {} bytes, which re-checks",
                        earlier.len()
                    ));
                    report.final_bytes = earlier.len();
                    report.final_tokens = tokens::count(&earlier);
                    self.contents[at] = Some(Arc::new(earlier));
                    ok = true;
                    break;
                }
            }
        }
        Ok(ok)
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
            let mut tester = self.tester(&oracle, 1);
            let kept = match tester.test_uncached(&formatted) {
                Ok(ok) => ok,
                Err(Error::Interrupted) => false,
                Err(e) => return Err(e),
            };
            if kept {
                write_atomic(&input.output, &formatted, self.modes[i])?;
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
            .map(|&i| contents[i].as_ref().map_or(0, |b| tokens::count(b)))
            .sum();
        Ok(())
    }
}
