//! One run of whittle over its files: the start check, backups, the reduction of each file in
//! turn until none changes, the final re-check (backing off if it fails), and the summary.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use crate::choice::Order;
use crate::cli::{self, Args, Config};
use crate::error::{exit, Error, Result};
use crate::format;
use crate::interrupt::{self, Stop};
use crate::oracle::Oracle;
use crate::progress::Progress;
use crate::reduce::{self, Options, Report, Schedule};
use crate::tester::Tester;
use crate::tokens;
use crate::workspace::Input;

/// Runs of the original before it is declared uninteresting (a flaky test gets a chance).
const START_RETRIES: usize = 5;

/// Results kept in memory to back off to when the final one fails its re-check.
const HISTORY: usize = 16;

pub struct Session<'a> {
    args: &'a Args,
    config: Config,
    inputs: Vec<Input>,
    originals: Vec<Arc<Vec<u8>>>,
    /// Each file's current best; `None` once removed.
    contents: Vec<Option<Arc<Vec<u8>>>>,
    modes: Vec<Option<u32>>,
    /// The inputs that are reduced, by index.
    reduced: Vec<usize>,
    progress: Arc<Progress>,
    /// The test passed only some of the start-check runs.
    flaky: bool,
    /// The last few results of a single file, to back off to.
    history: Vec<Vec<u8>>,
    /// Accepted changes so far (names the `--history` files).
    step: usize,
    /// Oracle calls outside the reductions' testers plus theirs, so far.
    calls: u64,
}

impl<'a> Session<'a> {
    pub fn open(args: &'a Args, config: Config) -> Result<Session<'a>> {
        let inputs = config.workspace.inputs.clone();
        let mut originals = Vec::with_capacity(inputs.len());
        let mut modes = Vec::with_capacity(inputs.len());
        for input in &inputs {
            let bytes = std::fs::read(&input.source).map_err(|source| Error::Read {
                path: input.source.clone(),
                source,
            })?;
            originals.push(Arc::new(bytes));
            modes.push(
                std::fs::metadata(&input.source)
                    .ok()
                    .map(|m| m.permissions().mode()),
            );
        }
        let reduced = (0..inputs.len()).filter(|&i| inputs[i].reduce).collect();
        let progress = Arc::new(Progress::new(config.verbosity));
        Ok(Session {
            args,
            contents: originals.iter().cloned().map(Some).collect(),
            history: vec![originals[0].to_vec()],
            config,
            inputs,
            originals,
            modes,
            reduced,
            progress,
            flaky: false,
            step: 0,
            calls: 0,
        })
    }

    fn say(&self, msg: &str) {
        self.progress.log(1, msg);
    }

    fn multi(&self) -> bool {
        self.inputs.len() > 1
    }

    /// Runs everything and returns the exit status.
    pub fn run(mut self) -> Result<u8> {
        interrupt::install();
        self.start()?;
        let report = self.reduce_all()?;
        self.finish(report)
    }

    /// Tests killed at the time limit (the oracles of every file share the count).
    fn timeouts(&self) -> u64 {
        self.config.oracle.timeout.timeouts()
    }

    /// Checks the original, sets the timeout, keeps the originals, starts the clock.
    fn start(&mut self) -> Result<()> {
        let first = self.reduced[0];
        if self.args.resume {
            self.check_resume()?;
        }
        self.history = vec![self.originals[first].to_vec()];
        let seconds = self.check_start(first)?;
        if self.args.timeout.is_none() {
            let timeout = &mut self.config.oracle.timeout;
            timeout.following(Duration::from_secs_f64(seconds));
            let limit = timeout.limit().as_secs_f64();
            self.say(&format!(
                "timeout {limit:.1} s per test (20 times the original's run time, at least 1 s, \
                 raised to 5 times the slowest interesting run; --timeout to set)"
            ));
        }
        for (i, input) in self.inputs.iter().enumerate() {
            if self.config.workspace.in_place {
                if !input.reduce {
                    continue;
                }
                let mut backup = input.source.clone().into_os_string();
                backup.push(".orig");
                let backup = PathBuf::from(backup);
                if backup.exists() {
                    self.say(&format!("{} exists; keeping it as it is", backup.display()));
                } else {
                    cli::write_atomic(&backup, &self.originals[i], self.modes[i])?;
                    self.say(&format!("original saved as {}", backup.display()));
                }
            } else {
                if let Some(dir) = input.output.parent() {
                    std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                        path: dir.to_path_buf(),
                        source,
                    })?;
                }
                cli::write_atomic(&input.output, &self.originals[i], self.modes[i])?;
            }
        }
        if let Some(secs) = self.args.stop_after {
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_secs_f64(secs));
                interrupt::request(Stop::TimeLimit);
            });
        }
        if let Some(dir) = &self.args.history {
            std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                path: dir.clone(),
                source,
            })?;
        }
        Ok(())
    }

    /// `--resume`: every file to reduce has the `.orig` of an earlier run beside it.
    fn check_resume(&self) -> Result<()> {
        if !self.config.workspace.in_place {
            return Err(Error::Usage(
                "--resume goes on in place: it does not take -o".into(),
            ));
        }
        for &i in &self.reduced {
            let mut orig = self.inputs[i].source.clone().into_os_string();
            orig.push(".orig");
            let orig = PathBuf::from(orig);
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

    /// Runs the test on the original. If it is not interesting at once, tries a few more
    /// times: a flaky test is reported with its observed rate and reduced with care
    /// (`Tester::flaky`); a test that never passes is an error with a recipe to reproduce
    /// it. `--check-determinism N` runs it N times in any case. Returns the slowest run's
    /// seconds.
    fn check_start(&mut self, first: usize) -> Result<f64> {
        let oracle = self.config.oracle_for(first, &self.contents);
        let input = &self.originals[first];
        let runs = self.args.check_determinism.unwrap_or(1).max(1);
        let (mut passed, mut tried, mut seconds) = (0, 0, 0.0f64);
        let mut first_failure = None;
        while tried < runs || (passed == 0 && tried < START_RETRIES) {
            let outcome = oracle.run(input, &AtomicBool::new(false), true)?;
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
        self.calls += tried as u64;
        if passed == 0 {
            let start = first_failure.expect("a failed run");
            return Err(Error::NotInteresting(format!(
                "the original {} is not interesting: the test gave {} after {:.2} s \
                 ({tried} runs, none interesting).\n\
                 stderr (last lines):\n{}\
                 To reproduce by hand:\n{}",
                self.inputs[first].source.display(),
                start.status,
                start.elapsed.as_secs_f64(),
                cli::tail(&start.stderr, 15),
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

    fn tester<'o>(&self, oracle: &'o Oracle, jobs: usize) -> Tester<'o> {
        let mut tester = Tester::new(oracle, jobs).counting(Arc::clone(&self.progress.calls));
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

    /// Removes file `i` if the test passes without it (its `.orig` stays).
    fn remove_if_unneeded(&mut self, i: usize) -> Result<bool> {
        if self.flaky || interrupt::requested() {
            return Ok(false);
        }
        let oracle = self.config.oracle_for(i, &self.contents);
        self.calls += 1;
        self.progress.calls.fetch_add(1, Ordering::Relaxed);
        let outcome = oracle.run_files(None, &AtomicBool::new(false), false)?;
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
        let preset = cli::choose_preset(self.args, cli::language(self.args, &input.rel)?)?;
        match preset.lang {
            Some(l) => self.say(&format!(
                "{}: language {}, preset {}",
                input.rel.display(),
                l.name,
                preset.name
            )),
            None => self.say(&format!(
                "{}: no language known, using the generic strategies (preset {})",
                input.rel.display(),
                preset.name
            )),
        }
        let options = Options {
            lang: preset.lang,
            keep_parsing: preset.keep_parsing,
            passes: preset.passes,
            progress: Arc::clone(&self.progress),
            stop_below: self.args.stop_below,
            schedule: Schedule {
                order: match self.args.order.as_str() {
                    "random" => Order::Random,
                    _ => Order::Listed,
                },
                seed: self.args.seed,
                restart: self.args.restart.unwrap_or(preset.restart),
                chaos: match (self.args.chaos, self.args.no_chaos) {
                    (true, _) => Some(true),
                    (_, true) => Some(false),
                    _ => None,
                },
            },
        };
        let oracle = self.config.oracle_for(i, &self.contents);
        let mut tester = self.tester(&oracle, self.config.jobs);
        let multi = self.multi();
        let history_name = input.rel.to_string_lossy().replace('/', "_");
        let (history, step, mode) = (&mut self.history, &mut self.step, self.modes[i]);
        let history_dir = self.args.history.as_deref();
        let mut on_improve = |best: &[u8]| {
            if !multi {
                if history.len() > HISTORY {
                    history.remove(1);
                }
                history.push(best.to_vec());
            }
            if let Some(dir) = history_dir {
                *step += 1;
                cli::write_atomic(&dir.join(format!("{step:04}-{history_name}")), best, None)?;
            }
            cli::write_atomic(&input.output, best, mode)
        };
        self.progress.start(current.len());
        let (best, report) = {
            let _ticker = self.progress.ticker();
            reduce::reduce(current.to_vec(), &mut tester, &options, &mut on_improve)?
        };
        self.calls += tester.stats.calls;
        let changed = best != *current;
        if changed {
            self.contents[i] = Some(Arc::new(best));
        }
        Ok((report, changed))
    }

    /// Re-checks the result, prints the summary and the statistics, and says how to exit.
    fn finish(&mut self, mut report: Report) -> Result<u8> {
        interrupt::clear_time_limit();
        let recheck = if report.stopped == Some(Stop::Signal) {
            None
        } else {
            Some(self.recheck(&mut report)?)
        };
        if let (Some(true), Some(cmd)) = (recheck, &self.args.format) {
            self.format(cmd, &mut report)?;
        }
        let shown = if self.multi() {
            PathBuf::from(format!("{} files", self.inputs.len()))
        } else {
            self.inputs[0].output.clone()
        };
        if self.config.verbosity >= 1 {
            eprint!(
                "{}",
                summary(&report, self.calls, self.timeouts(), &shown, recheck)
            );
        }
        if let Some(path) = &self.args.stats_json {
            let json = stats_json(&report, self.calls, self.timeouts(), recheck);
            cli::write_atomic(path, json.as_bytes(), None)?;
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
    /// (or with none at all). A single file that fails backs off through its history to the
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
            self.calls += 1;
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
            self.history.pop();
            while let Some(earlier) = self.history.pop() {
                if passes(&mut tester, &earlier)? {
                    cli::write_atomic(&self.inputs[at].output, &earlier, self.modes[at])?;
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
        self.calls += tester.stats.calls;
        Ok(ok)
    }
}

impl Session<'_> {
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
            self.calls += tester.stats.calls;
            if kept {
                cli::write_atomic(&input.output, &formatted, self.modes[i])?;
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

fn stats_json(report: &Report, calls: u64, timeouts: u64, recheck: Option<bool>) -> String {
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
        "timeouts": timeouts,
        "rounds": report.rounds,
        "seconds": report.elapsed.as_secs_f64(),
        "cpu_seconds": own.cpu_seconds,
        "max_rss_kb": own.max_rss_kb,
        "stopped": report.stopped.map(|s| format!("{s:?}")),
        "rechecked": recheck,
        "passes": passes,
    });
    serde_json::to_string_pretty(&json).expect("JSON values serialize") + "\n"
}

fn summary(
    report: &Report,
    calls: u64,
    timeouts: u64,
    output: &Path,
    recheck: Option<bool>,
) -> String {
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
        "  tests:  {calls} oracle calls, {} cache hits, {} speculative runs cancelled, \
         {timeouts} timed out\n",
        report.stats.cache_hits, report.stats.cancelled
    );
    s += "  passes:";
    for p in &report.passes {
        s += &format!(
            " {} {}/{} (-{} B, {:.1} s);",
            p.name,
            p.successes,
            p.calls,
            p.bytes_removed,
            p.time.as_secs_f64()
        );
    }
    s += "\n";
    let check = match recheck {
        None => "not re-checked (interrupted); it is the best result so far",
        Some(true) => "re-checked: interesting",
        Some(false) => "re-check FAILED",
    };
    s += &format!("  result: {} ({check})\n", output.display());
    s
}
