//! One run of whittle over its files: the start check, backups, the reduction of each file in
//! turn until none changes (this file), then the final re-check, backing off if it fails, and
//! the summary (`finish`).

mod fallbacks;
mod finish;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::config::{Backup, Config};
use crate::crash::Signature;
use crate::error::{Error, Result};
use crate::interrupt::{self, Stop};
use crate::oracle::differential::Verdict;
use crate::oracle::{self, Oracle, Outcome, Output, Status, Tester};
use crate::progress::{Progress, Verbosity};
use crate::reduce;
use crate::report::{Report, Runs};
use crate::tokens;
use crate::workspace::{write_atomic, Input};
use fallbacks::Fallbacks;

/// Runs of the original before it is declared uninteresting (a flaky test gets a chance).
const START_RETRIES: usize = 5;

pub(crate) struct Session {
    config: Config,
    inputs: Vec<Input>,
    originals: Vec<Arc<Vec<u8>>>,
    /// Each file's current best; `None` once removed.
    contents: Vec<Option<Arc<Vec<u8>>>>,
    /// The inputs that are reduced, by index.
    reduced: Vec<usize>,
    progress: Arc<Progress>,
    /// The test passed only some of the start-check runs.
    flaky: bool,
    /// The last few results of a single file, to back off to.
    fallbacks: Fallbacks,
    /// Accepted changes so far (names the `--history` files).
    step: usize,
}

impl Session {
    pub fn open(config: Config) -> Result<Session> {
        let inputs = config.workspace.inputs.clone();
        let mut originals = Vec::with_capacity(inputs.len());
        for input in &inputs {
            let bytes = std::fs::read(&input.source).map_err(|source| Error::Read {
                path: input.source.clone(),
                source,
            })?;
            originals.push(Arc::new(bytes));
        }
        let reduced = (0..inputs.len()).filter(|&i| inputs[i].reduce).collect();
        let progress = Arc::clone(&config.progress);
        Ok(Session {
            contents: originals.iter().cloned().map(Some).collect(),
            fallbacks: Fallbacks::new(originals[0].clone()),
            config,
            inputs,
            originals,
            reduced,
            progress,
            flaky: false,
            step: 0,
        })
    }

    fn say(&self, msg: &str) {
        self.progress.log(Verbosity::Normal, msg);
    }

    fn multi(&self) -> bool {
        self.inputs.len() > 1
    }

    /// Runs everything and returns the exit status.
    pub fn run(mut self) -> Result<u8> {
        interrupt::install();
        oracle::become_subreaper();
        oracle::sweep_stale();
        let outcome = self.start().and_then(|()| self.reduce_all());
        // Whatever the tests left running goes, however the run ends.
        oracle::sweep_all();
        let code = self.finish(outcome?);
        oracle::sweep_all();
        code
    }

    /// The oracle's counts so far (the oracles of every file share them).
    fn runs(&self) -> Runs {
        let timeout = &self.config.oracle.timeout;
        Runs {
            calls: self.progress.calls(),
            timeouts: timeout.timeouts(),
            spent: timeout.spent(),
            workers_replaced: self.config.oracle.pool.as_ref().map_or(0, |p| p.replaced()),
            launches_retried: self.config.oracle.launches_retried(),
        }
    }

    /// Checks the original, sets the timeout, keeps the originals, starts the clock.
    fn start(&mut self) -> Result<()> {
        for note in &self.config.notes {
            self.say(&format!("note: {note}"));
        }
        let first = self.reduced[0];
        if self.config.resume {
            self.check_resume()?;
        }
        self.fallbacks = Fallbacks::new(self.originals[first].clone());
        if self.config.oracle.conditions.same_crash.is_some() {
            let sig = self.original_signature(first)?;
            self.say(&format!("the original crashes with the signature\n  {}", {
                sig.to_string().replace('\n', "\n  ")
            }));
            let crash = self.config.oracle.conditions.same_crash.as_mut();
            crash.expect("--same-crash").expected = Some(sig);
        }
        if self.config.skip_check {
            self.say("the original is taken to be interesting, untested (-s)");
        } else {
            let (seconds, empty) = match self.config.jobs > 1 && !self.originals[first].is_empty() {
                true => self.check_start_beside_empty(first)?,
                false => (self.check_start(first)?, None),
            };
            self.check_trivial(first, empty)?;
            if !self.config.fixed_timeout {
                let timeout = &mut self.config.oracle.timeout;
                timeout.following(Duration::from_secs_f64(seconds));
                let limit = timeout.limit().as_secs_f64();
                self.say(&format!(
                    "timeout {limit:.1} s per test, following the test's run times (--timeout \
                     to set)"
                ));
            }
        }
        if self.config.workspace.in_place && self.config.workspace.folder.is_some() {
            self.back_up_folder()?;
        }
        for i in 0..self.inputs.len() {
            let input = &self.inputs[i];
            if self.config.workspace.in_place {
                if input.reduce && self.config.workspace.folder.is_none() {
                    self.back_up(i)?;
                }
                continue;
            }
            if let Some(dir) = input.output.parent() {
                std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                    path: dir.to_path_buf(),
                    source,
                })?;
            }
            write_atomic(&input.output, &self.originals[i], Some(input.mode))?;
        }
        if let Some(secs) = self.config.stop_after {
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_secs_f64(secs));
                interrupt::request(Stop::TimeLimit);
            });
        }
        if let Some(dir) = &self.config.history_dir {
            std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                path: dir.clone(),
                source,
            })?;
        }
        Ok(())
    }

    /// Keeps the original of input `i`, which is about to be overwritten by results, beside it:
    /// as `FILE.orig` (or `--backup NAME`). A backup already there is never overwritten: if the
    /// file differs from it (another run's result, or a file the user wrote since), the file's
    /// bytes go to the next free `FILE.orig.1`, `FILE.orig.2`, ... so nothing is ever lost.
    fn back_up(&self, i: usize) -> Result<()> {
        let input = &self.inputs[i];
        let backup = match &self.config.backup {
            Backup::Off => return Ok(()),
            Backup::Named(name) => name.clone(),
            Backup::Orig => backup_name(&input.source, ".orig"),
        };
        let original = &self.originals[i];
        let existing = match std::fs::read(&backup) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                write_atomic(&backup, original, Some(input.mode))?;
                self.say(&format!("original saved as {}", backup.display()));
                return Ok(());
            }
            Err(source) => {
                return Err(Error::Read {
                    path: backup,
                    source,
                })
            }
        };
        if existing == **original || self.config.resume {
            self.say(&format!("{} exists; keeping it as it is", backup.display()));
            return Ok(());
        }
        let kept = (1..)
            .map(|n| backup_name(&backup, &format!(".{n}")))
            .find(|p| std::fs::symlink_metadata(p).is_err())
            .expect("a free name");
        write_atomic(&kept, original, Some(input.mode))?;
        self.say(&format!(
            "{} exists and differs from {}: kept {} as {} too; {} is the original",
            backup.display(),
            input.source.display(),
            input.source.display(),
            kept.display(),
            backup.display()
        ));
        Ok(())
    }

    /// Keeps the folder given, about to be overwritten by results, beside it as a whole: every
    /// file of it in `FOLDER.orig/` (or `--backup NAME`), at its place there, so that nothing
    /// that globs the folder sees a backup. As with a file, a backup already there that differs
    /// is never overwritten: the originals go to the next free `FOLDER.orig.1`, ...
    fn back_up_folder(&self) -> Result<()> {
        let folder = self.config.workspace.folder.as_ref().expect("a folder");
        let backup = match &self.config.backup {
            Backup::Off => return Ok(()),
            Backup::Named(name) => name.clone(),
            Backup::Orig => backup_name(folder, ".orig"),
        };
        let inner = |i: usize| self.inputs[i].in_folder();
        let holds_originals = |dir: &Path| {
            (0..self.inputs.len())
                .all(|i| std::fs::read(dir.join(inner(i))).is_ok_and(|b| b == *self.originals[i]))
        };
        let target = if std::fs::symlink_metadata(&backup).is_err() {
            backup
        } else if self.config.resume || holds_originals(&backup) {
            self.say(&format!("{} exists; keeping it as it is", backup.display()));
            return Ok(());
        } else {
            let kept = (1..)
                .map(|n| backup_name(&backup, &format!(".{n}")))
                .find(|p| std::fs::symlink_metadata(p).is_err())
                .expect("a free name");
            self.say(&format!(
                "{} exists and differs from {}: the originals go to {}",
                backup.display(),
                folder.display(),
                kept.display()
            ));
            kept
        };
        for i in 0..self.inputs.len() {
            let path = target.join(inner(i));
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                    path: dir.to_path_buf(),
                    source,
                })?;
            }
            write_atomic(&path, &self.originals[i], Some(self.inputs[i].mode))?;
        }
        self.say(&format!("originals saved in {}", target.display()));
        Ok(())
    }

    /// [`Session::check_start`] with the empty file's run (for [`Session::check_trivial`])
    /// beside the original's first, on a second worker: one test-time less before the
    /// reduction starts.
    fn check_start_beside_empty(&mut self, first: usize) -> Result<(f64, Option<Outcome>)> {
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
    fn check_trivial(&mut self, first: usize, ran: Option<Outcome>) -> Result<()> {
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

    /// `--resume`: every file to reduce has the `.orig` of an earlier run beside it (in
    /// `FOLDER.orig/`, for a folder).
    fn check_resume(&self) -> Result<()> {
        if !self.config.workspace.in_place {
            return Err(Error::Usage(
                "--resume goes on in place: it does not take -o".into(),
            ));
        }
        for &i in &self.reduced {
            let orig = match (&self.config.backup, &self.config.workspace.folder) {
                (Backup::Named(name), None) => name.clone(),
                (Backup::Named(name), Some(_)) => name.join(self.inputs[i].in_folder()),
                (_, Some(folder)) => backup_name(folder, ".orig").join(self.inputs[i].in_folder()),
                (_, None) => backup_name(&self.inputs[i].source, ".orig"),
            };
            let Ok(meta) = std::fs::metadata(&orig) else {
                return Err(Error::Usage(format!(
                    "--resume: {} is missing, so there is no earlier run to go on from",
                    orig.display()
                )));
            };
            self.say(&format!(
                "resuming {}: {} bytes now, {} in {}",
                self.inputs[i].rel.display(),
                self.originals[i].len(),
                meta.len(),
                orig.display()
            ));
        }
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
    fn original_signature(&self, first: usize) -> Result<Signature> {
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
    fn check_start(&mut self, first: usize) -> Result<f64> {
        let oracle = self.config.oracle_for(first, &self.contents);
        let input = &self.originals[first];
        let runs = self.config.check_determinism.unwrap_or(1).max(1);
        let (mut passed, mut tried, mut seconds) = (0, 0, 0.0f64);
        let mut first_failure = None;
        while tried < runs || (passed == 0 && tried < START_RETRIES) {
            let outcome = oracle.run(input, &AtomicBool::new(false), Output::Kept)?;
            if interrupt::requested() {
                return Err(Error::Interrupted);
            }
            tried += 1;
            seconds = seconds.max(outcome.elapsed.as_secs_f64());
            if oracle.conditions.matches(&outcome) {
                passed += 1;
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
                    verdict.explain(),
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

    fn tester(&self, oracle: Oracle, jobs: usize) -> Tester {
        let mut tester = Tester::new(Arc::new(oracle), jobs);
        tester.flaky = self.flaky;
        tester
    }

    /// Reduces the files one at a time until none changes. Every change to any file bumps the
    /// generation; a file reduced since the last change is at its fixed point and is skipped.
    fn reduce_all(&mut self) -> Result<Report> {
        let mut total: Option<Report> = None;
        let mut generation = 0u64;
        let mut reduced_at: Vec<Option<u64>> = vec![None; self.inputs.len()];
        'cycles: loop {
            let mut changed = false;
            for i in self.reduced.clone() {
                if self.contents[i].is_none() || reduced_at[i] == Some(generation) {
                    continue;
                }
                if self.multi() && self.remove_if_unneeded(i)? {
                    changed = true;
                    generation += 1;
                    continue;
                }
                let (report, file_changed) = self.reduce_one(i)?;
                if file_changed {
                    changed = true;
                    generation += 1;
                }
                reduced_at[i] = Some(generation);
                let stopped = report.stopped.is_some();
                match &mut total {
                    None => total = Some(report),
                    Some(t) => t.absorb(report),
                }
                if stopped {
                    break 'cycles;
                }
            }
            if !self.multi() || !changed {
                break;
            }
        }
        let mut report = total.unwrap_or_else(|| Report::empty(Duration::ZERO));
        let reduced = &self.reduced;
        let count = |c: &Option<Arc<Vec<u8>>>| c.as_ref().map_or(0, |b| tokens::count(b));
        report.original_bytes = reduced.iter().map(|&i| self.originals[i].len()).sum();
        report.original_tokens = reduced
            .iter()
            .map(|&i| tokens::count(&self.originals[i]))
            .sum();
        report.final_bytes = reduced
            .iter()
            .map(|&i| self.contents[i].as_ref().map_or(0, |b| b.len()))
            .sum();
        report.final_tokens = reduced.iter().map(|&i| count(&self.contents[i])).sum();
        Ok(report)
    }

    /// Removes file `i` if the test passes without it (its backup stays).
    fn remove_if_unneeded(&mut self, i: usize) -> Result<bool> {
        if self.flaky || interrupt::requested() {
            return Ok(false);
        }
        let oracle = self.config.oracle_for(i, &self.contents);
        let outcome = oracle.run_files(None, &AtomicBool::new(false), Output::AsNeeded)?;
        if !oracle.conditions.matches(&outcome) {
            return Ok(false);
        }
        let input = &self.inputs[i];
        let _ = std::fs::remove_file(&input.output);
        self.say(&format!(
            "removed {}: the test does not need it",
            input.rel.display()
        ));
        self.contents[i] = None;
        Ok(true)
    }

    /// Reduces file `i` with its own preset, the others at their current best.
    fn reduce_one(&mut self, i: usize) -> Result<(Report, bool)> {
        let current = self.contents[i].clone().expect("a file still there");
        let input = self.inputs[i].clone();
        let plan = self.config.plans[i]
            .as_ref()
            .expect("a plan for every file reduced");
        match plan.options.lang {
            Some(l) => self.say(&format!(
                "{}: language {}, preset {}",
                input.rel.display(),
                l.name,
                plan.preset
            )),
            None => self.say(&format!(
                "{}: no language known, using the generic strategies (preset {})",
                input.rel.display(),
                plan.preset
            )),
        }
        let oracle = self.config.oracle_for(i, &self.contents);
        let mut tester = self.tester(oracle, self.config.jobs);
        let multi = self.multi();
        let history_name = input.rel.to_string_lossy().replace('/', "_");
        let (fallbacks, step, mode) = (
            &mut self.fallbacks,
            &mut self.step,
            Some(self.inputs[i].mode),
        );
        let history_dir = self.config.history_dir.as_deref();
        let mut on_improve = |best: &[u8]| {
            if !multi {
                fallbacks.push(best);
            }
            if let Some(dir) = history_dir {
                *step += 1;
                write_atomic(&dir.join(format!("{step:04}-{history_name}")), best, None)?;
            }
            write_atomic(&input.output, best, mode)
        };
        self.progress.start(current.len());
        let (best, report) = {
            let _ticker = self.progress.ticker();
            reduce::reduce(
                current.to_vec(),
                &mut tester,
                &plan.options,
                &mut on_improve,
            )?
        };
        let changed = best != *current;
        if changed {
            self.contents[i] = Some(Arc::new(best));
        }
        Ok((report, changed))
    }
}

/// `path` with `suffix` added to its name.
fn backup_name(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}
