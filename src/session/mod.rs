//! One run of whittle over its files: the start checks (`checks`), backups (`backups`), the
//! reduction of each file in turn until none changes (this file), then the final re-check,
//! backing off if it fails, and the summary (`finish`).

mod backups;
mod checks;
mod fallbacks;
mod finish;

use std::sync::atomic::AtomicBool;
use std::sync::Arc;
use std::time::Duration;

use crate::config::Config;
use crate::crash::Signature;
use crate::error::{Error, Result};
use crate::interrupt::{self, Stop};
use crate::oracle::{self, Oracle, Output, Tester};
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

    /// [`Session::run`] as one of several sessions at once in this process (a campaign's),
    /// without the process-wide set-up and sweeps, which the caller does: a sweep here would
    /// kill the other sessions' tests. Returns the exit status and, with `--same-crash`, the
    /// signature the session read from the original and reduced for.
    pub fn run_beside_others(mut self) -> Result<(u8, Option<Signature>)> {
        let outcome = self.start().and_then(|()| self.reduce_all());
        let code = self.finish(outcome?)?;
        let crash = self.config.oracle.conditions.same_crash.take();
        Ok((code, crash.and_then(|c| c.expected)))
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
            let shown = sig.to_string().replace('\n', "\n  ");
            self.say(&format!(
                "the original crashes with the signature\n  {shown}"
            ));
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

    fn tester(&self, oracle: Oracle, jobs: usize) -> Tester {
        let mut tester = Tester::new(Arc::new(oracle), jobs);
        tester.flaky = self.flaky;
        tester.share = self.config.oracle.slots.clone();
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
        let count = |i: usize| {
            self.contents[i]
                .as_ref()
                .map_or(0, |b| tokens::count(b, self.lexis(i)))
        };
        report.original_bytes = reduced.iter().map(|&i| self.originals[i].len()).sum();
        report.original_tokens = reduced
            .iter()
            .map(|&i| tokens::count(&self.originals[i], self.lexis(i)))
            .sum();
        report.final_bytes = reduced
            .iter()
            .map(|&i| self.contents[i].as_ref().map_or(0, |b| b.len()))
            .sum();
        report.final_tokens = reduced.iter().map(|&i| count(i)).sum();
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

    /// How file `i`'s tokens are counted: in its language's lexis.
    fn lexis(&self, i: usize) -> tokens::Lexis {
        crate::lang::lexis(self.config.plans[i].as_ref().and_then(|p| p.options.lang))
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
