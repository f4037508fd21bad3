//! The start checks: the original is interesting (and how often), the empty file is not, and
//! with `--same-crash` the original's crash signature.

use std::sync::atomic::{AtomicBool, Ordering};

use super::{Session, START_RETRIES};
use crate::crash::Signature;
use crate::error::{Error, Result};
use crate::interrupt;
use crate::oracle::differential::Verdict;
use crate::oracle::{self, Outcome, Output, Status};

impl Session {
    /// [`Session::check_start`] with the empty file's run (for [`Session::check_trivial`])
    /// beside the original's first, on a second worker: one test-time less before the
    /// reduction starts.
    pub(super) fn check_start_beside_empty(
        &mut self,
        first: usize,
    ) -> Result<(f64, Option<Outcome>)> {
        let oracle = self.config.oracle_for(first, &self.contents);
        let cancel = AtomicBool::new(false);
        std::thread::scope(|scope| {
            let empty = scope.spawn(|| oracle.run(b"", &cancel, Output::AsNeeded));
            let seconds = self.check_start(first);
            if seconds.is_err() {
                cancel.store(true, Ordering::Relaxed);
            }
            let empty = empty
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            Ok((seconds?, Some(empty?)))
        })
    }

    /// Warns (or with `--trivial-is-error` stops) when the empty file is interesting too: the
    /// test probably accepts too much, and the result would be empty. `ran`: the empty file's
    /// outcome when it was run already.
    pub(super) fn check_trivial(&mut self, first: usize, ran: Option<Outcome>) -> Result<()> {
        if self.originals[first].is_empty() {
            return Ok(());
        }
        let oracle = self.config.oracle_for(first, &self.contents);
        let outcome = match ran {
            Some(outcome) => outcome,
            None => oracle.run(b"", &AtomicBool::new(false), Output::AsNeeded)?,
        };
        if interrupt::requested() {
            return Err(Error::Interrupted);
        }
        if !oracle.conditions.matches(&outcome) {
            return Ok(());
        }
        let what = format!(
            "the test finds the empty {} interesting too: it probably accepts too much, and the \
             result will be empty",
            self.inputs[first].rel.display()
        );
        if self.config.trivial_is_error {
            return Err(Error::NotInteresting(format!(
                "{what} (--trivial-is-error)"
            )));
        }
        self.say(&format!("warning: {what}"));
        Ok(())
    }

    /// `--print-signature`: the crash signature of the original, on stdout.
    pub fn print_signature(self) -> Result<u8> {
        interrupt::install();
        oracle::become_subreaper();
        let sig = self.original_signature(self.reduced[0]);
        oracle::sweep_all();
        println!("{}", sig?);
        Ok(crate::error::exit::OK)
    }

    /// The crash signature of the original, for `--same-crash`: an error if it does not crash.
    pub(super) fn original_signature(&self, first: usize) -> Result<Signature> {
        let oracle = self.config.oracle_for(first, &self.contents);
        let outcome = oracle.run(
            &self.originals[first],
            &AtomicBool::new(false),
            Output::Kept,
        )?;
        if interrupt::requested() {
            return Err(Error::Interrupted);
        }
        let crash = oracle.conditions.same_crash.as_ref().expect("--same-crash");
        crash.signature(&outcome).ok_or_else(|| {
            let printed = String::from_utf8_lossy(&outcome.printed()).into_owned();
            let lines: Vec<&str> = printed.lines().filter(|l| !l.trim().is_empty()).collect();
            let tail: String = match lines.len() {
                0 => "  (nothing)\n".to_string(),
                n => lines[n.saturating_sub(20)..]
                    .iter()
                    .map(|l| format!("  | {l}\n"))
                    .collect(),
            };
            Error::NotInteresting(format!(
                "--same-crash: the original {} does not crash: the test gave {} after {:.2} s \
                 and printed no crash report (no compiler ICE or assertion, sanitizer report, \
                 panic, engine crash or crash signal). Its output (last lines):\n{tail}\
                 To reproduce by hand:\n{}",
                self.inputs[first].source.display(),
                outcome.status,
                outcome.elapsed.as_secs_f64(),
                oracle.recipe(&self.config.sources(first)),
            ))
        })
    }

    /// Runs the test on the original. If it is not interesting at once, tries a few more
    /// times: a flaky test is reported with its observed rate and reduced with care
    /// (`Tester::flaky`); a test that never passes is an error with a recipe to reproduce
    /// it. `--check-determinism N` runs it N times in any case. Returns the slowest run's
    /// seconds.
    pub(super) fn check_start(&mut self, first: usize) -> Result<f64> {
        let oracle = self.config.oracle_for(first, &self.contents);
        let input = &self.originals[first];
        let runs = self.config.check_determinism.unwrap_or(1).max(1);
        let (mut passed, mut tried, mut seconds) = (0, 0, 0.0f64);
        let (mut first_failure, mut passed_run) = (None, None);
        while tried < runs || (passed == 0 && tried < START_RETRIES) {
            let outcome = oracle.run(input, &AtomicBool::new(false), Output::Kept)?;
            if interrupt::requested() {
                return Err(Error::Interrupted);
            }
            tried += 1;
            seconds = seconds.max(outcome.elapsed.as_secs_f64());
            if oracle.conditions.matches(&outcome) {
                passed += 1;
                passed_run.get_or_insert(outcome);
            } else if first_failure.is_none() {
                first_failure = Some(outcome);
            }
        }
        if passed == 0 {
            let start = first_failure.expect("a failed run");
            let verdict = match start.status {
                Status::Exited(code) if self.config.differential => Verdict::of(code),
                _ => None,
            };
            if let Some(verdict) = verdict {
                return Err(Error::NotInteresting(format!(
                    "--compare: the original {} is no difference to reduce: {}.\n\
                     What the test said (last lines):\n{}\
                     To reproduce by hand:\n{}",
                    self.inputs[first].source.display(),
                    match verdict {
                        Verdict::CommandFailed => compare_said(&start),
                        _ => None,
                    }
                    .unwrap_or_else(|| verdict.explain().to_string()),
                    start.stderr_tail(15),
                    oracle.recipe(&self.config.sources(first)),
                )));
            }
            return Err(Error::NotInteresting(format!(
                "the original {} is not interesting: the test gave {} after {:.2} s \
                 ({tried} runs, none interesting).\n\
                 stderr (last lines):\n{}\
                 To reproduce by hand:\n{}",
                self.inputs[first].source.display(),
                start.status,
                start.elapsed.as_secs_f64(),
                start.stderr_tail(15),
                oracle.recipe(&self.config.sources(first)),
            )));
        }
        if self.config.differential {
            if let Some(said) = compare_said(&passed_run.expect("a passed run")) {
                self.say(&format!("--compare: on the original {said}"));
            }
        }
        self.flaky = passed < tried;
        let rate = format!("interesting in {passed} of {tried} runs");
        if self.flaky {
            self.say(&format!(
                "the test is flaky on the original ({rate}); rejected candidates will be retried"
            ));
        } else {
            self.say(&format!(
                "the original is interesting ({} bytes, {rate}, {seconds:.2} s per run)",
                input.len(),
            ));
        }
        Ok(seconds)
    }
}

/// What `--compare`'s script said of a run, in one line: which command exited with what, or
/// was killed by which signal (`command 2 was killed by signal 11 (SIGSEGV)`).
fn compare_said(run: &Outcome) -> Option<String> {
    let text = String::from_utf8_lossy(&run.stderr.tail);
    let said: Vec<String> = text
        .lines()
        .filter_map(|l| l.strip_prefix("whittle --compare: "))
        .map(|l| match l.rsplit_once("signal ") {
            Some((_, n)) => match n
                .trim()
                .parse()
                .ok()
                .and_then(crate::crash::crash_signal_name)
            {
                Some(name) => format!("{l} ({name})"),
                None => l.to_string(),
            },
            None => l.to_string(),
        })
        .collect();
    (!said.is_empty()).then(|| said.join("; "))
}
