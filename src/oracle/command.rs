//! The interestingness test, run as a real process: the candidate written into a fresh job
//! directory with the test case's other files, the test run there in its own process group
//! with a time limit, and its outcome judged by the conditions.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;

use super::exec::{self, Exec};
use super::jobs::JobDirs;
use super::retry::{Retries, MAX_IN_A_ROW};
use super::slots::Slots;
use super::worker::Pool;
use super::{Conditions, Judge, Outcome, Status, Timeout, Verdict};
use crate::error::{Error, Result};
use crate::interrupt;

/// The command that judges a candidate.
#[derive(Debug, Clone)]
pub enum TestCommand {
    /// C-Reduce style: a script (or program) run with no arguments (with the candidate's path
    /// as its only one for `--input-type arg`); `argv` is the script, or `/bin/sh SCRIPT` for a
    /// script without `#!` (as C-Reduce runs one).
    Script(Vec<OsString>),
    /// `FILE -- CMD ARGS...`: `@@` (or `@@SUFFIX`) in an argument becomes the candidate's path.
    Inline(Vec<OsString>),
    /// C-Vise's `--commands "..."`: shell commands, run by `bash -c` in the job directory.
    Shell(OsString),
}

#[derive(Debug, Clone)]
pub struct Oracle {
    pub command: TestCommand,
    pub conditions: Conditions,
    /// The candidate's place in the job directory (see `workspace`), with its mode bits.
    pub target: Placed,
    /// The other files of the test case, at their places, with their current bytes.
    pub others: Vec<(Placed, Arc<Vec<u8>>)>,
    pub timeout: Timeout,
    /// Where job directories are created.
    pub work_dir: PathBuf,
    /// A command that every test invocation goes through (`srun -N1 --`, `ssh host`).
    pub launcher: Vec<OsString>,
    /// Long-lived workers, started through the launcher once each, that run the tests
    /// (`--worker-pool`).
    pub pool: Option<Arc<Pool>>,
    /// Candidates whose test exits with one of these codes are saved aside, not accepted.
    pub also_interesting: Option<Arc<AlsoInteresting>>,
    /// Where the candidate's file is written as results come (names the saved candidates).
    pub output: PathBuf,
    /// The candidate is the test's stdin too (`--input-type stdin|all`).
    pub stdin: bool,
    /// A test script gets the candidate's path as its first argument (`--input-type
    /// arg|all`); without it the script runs with no arguments, as C-Reduce runs it.
    pub arg: bool,
    /// Each test's address space is capped at this many bytes (`--memory-limit`).
    pub memory_limit: Option<u64>,
    /// `--save-temps`: the job directories of interesting candidates are kept, numbered by this
    /// count.
    pub save_temps: Option<Arc<AtomicUsize>>,
    /// Job directories emptied after their run, for the next one (shared by the clones).
    pub jobs: Arc<JobDirs>,
    /// Runs of the test started so far, by this oracle and its clones: the one count of oracle
    /// calls that the live line, the summary and `--stats-json` report.
    pub runs: Arc<AtomicU64>,
    /// Launches that did not start the test (through `--launcher`, without workers), shared by
    /// the clones.
    pub launches: Arc<Retries>,
    /// A budget of runs shared with other reductions (a campaign's): each run waits for a slot.
    pub slots: Option<Arc<Slots>>,
}

/// The shell a launcher starts: it marks the job directory (`$0`), then runs the test.
const LAUNCHED: &str = ": > \"$0\" && exec \"$@\"";

/// Where a file goes in the job directory, and the mode bits its copy gets.
#[derive(Debug, Clone)]
pub struct Placed {
    pub path: PathBuf,
    pub mode: u32,
}

/// `--also-interesting`: candidates whose test exits with one of `codes` are saved as
/// `<output>.also-<n>`, numbered from 1 over the whole run.
#[derive(Debug)]
pub struct AlsoInteresting {
    pub codes: Vec<i32>,
    pub saved: std::sync::atomic::AtomicUsize,
}

impl AlsoInteresting {
    fn save(&self, output: &Path, candidate: &[u8]) -> Result<()> {
        let n = self.saved.fetch_add(1, Ordering::SeqCst) + 1;
        let mut path = output.as_os_str().to_os_string();
        path.push(format!(".also-{n}"));
        let path = PathBuf::from(path);
        std::fs::write(&path, candidate).map_err(|source| Error::Write { path, source })
    }
}

/// Which of a test's output whittle reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Output {
    /// What the conditions need.
    AsNeeded,
    /// Stdout and stderr both, for a report (the start check's).
    Kept,
}

impl Oracle {
    /// Runs the test on `candidate`.
    pub fn run(&self, candidate: &[u8], cancel: &AtomicBool, output: Output) -> Result<Outcome> {
        self.run_files(Some(candidate), cancel, output)
    }

    /// Runs the test with the candidate file, or without it (`None`: is the file needed?).
    pub fn run_files(
        &self,
        candidate: Option<&[u8]>,
        cancel: &AtomicBool,
        output: Output,
    ) -> Result<Outcome> {
        let job = self.jobs.take(&self.work_dir)?;
        let outcome = self.run_in(&job, candidate, cancel, output);
        self.jobs.give_back(job);
        outcome
    }

    /// [`Oracle::run_files`] in the job directory `job` (with empty `w/` and `tmp/`).
    fn run_in(
        &self,
        job: &Path,
        candidate: Option<&[u8]>,
        cancel: &AtomicBool,
        output: Output,
    ) -> Result<Outcome> {
        let cwd = job.join("w");
        let tmp = job.join("tmp");
        let write_err = |path: &Path, source| Error::Write {
            path: path.to_path_buf(),
            source,
        };
        let place = |at: &Placed, bytes: &[u8]| -> Result<PathBuf> {
            let path = cwd.join(&at.path);
            if let Some(dir) = path.parent().filter(|d| *d != cwd) {
                std::fs::create_dir_all(dir).map_err(|e| write_err(dir, e))?;
            }
            // The copy gets the original's mode bits (a test may run the candidate).
            let mut file = File::options()
                .write(true)
                .create_new(true)
                .mode(at.mode)
                .open(&path)
                .map_err(|e| write_err(&path, e))?;
            file.write_all(bytes).map_err(|e| write_err(&path, e))?;
            Ok(path)
        };
        for (at, bytes) in &self.others {
            place(at, bytes)?;
        }
        let path = match candidate {
            Some(bytes) => place(&self.target, bytes)?,
            None => cwd.join(&self.target.path),
        };
        let candidate = candidate.unwrap_or_default();

        // With a worker pool, the workers were started through the launcher. Without one, the
        // launcher starts a shell that marks the job directory and runs the test: a run that
        // left no mark never started, a failed launch and no verdict (see `retry`).
        let mark = (self.pool.is_none() && !self.launcher.is_empty()).then(|| job.join("started"));
        let mut argv: Vec<OsString> = Vec::new();
        if let Some(mark) = &mark {
            argv.extend(self.launcher.iter().cloned());
            argv.extend(["/bin/sh".into(), "-c".into(), LAUNCHED.into()]);
            argv.push(mark.clone().into_os_string());
        }
        match &self.command {
            TestCommand::Script(script) => {
                argv.extend(script.iter().cloned());
                if self.arg {
                    argv.push(path.clone().into_os_string());
                }
            }
            TestCommand::Inline(args) => {
                for arg in args {
                    argv.push(self.expand(arg, &cwd, candidate)?);
                }
            }
            TestCommand::Shell(commands) => {
                argv.extend(["bash".into(), "-c".into(), commands.clone()]);
            }
        }
        let env = ["TMPDIR", "TMP", "TEMP"]
            .into_iter()
            .map(|k| (k.into(), tmp.clone().into_os_string()))
            .chain([("WHITTLE_CANDIDATE".into(), path.clone().into_os_string())])
            .collect();
        // Output goes through pipes, read as it comes (see `output`); unwanted, to /dev/null.
        let exec = Exec {
            argv,
            env,
            stdin: self.stdin.then(|| path.clone()),
            stdout: (output == Output::Kept || self.conditions.wants_stdout())
                .then(|| self.conditions.stdout_patterns()),
            stderr: (output == Output::Kept || mark.is_some() || self.conditions.wants_stderr())
                .then(|| self.conditions.stderr_patterns()),
            timeout: self.timeout.limit(),
            memory_limit: self.memory_limit,
            cwd,
        };
        let _slot = match &self.slots {
            Some(slots) => match slots.take(cancel) {
                Some(slot) => Some(slot),
                None => return Ok(Outcome::cancelled()),
            },
            None => None,
        };
        self.runs.fetch_add(1, Ordering::Relaxed);
        let Some(mark) = mark else {
            return match &self.pool {
                Some(pool) => pool.run(&exec, cancel),
                None => exec::run(&exec, cancel),
            };
        };
        loop {
            let _ = std::fs::remove_file(&mark);
            let outcome = exec::run(&exec, cancel)?;
            let started = mark.exists();
            if started {
                self.launches.succeeded();
            }
            // A run that never started is an outcome only when none matters any more.
            if started || outcome.status == Status::Cancelled || interrupt::requested() {
                return Ok(outcome);
            }
            let Some(pause) = self.launches.failed() else {
                return Err(Error::Launcher(format!(
                    "the launcher did not start the test, {MAX_IN_A_ROW} times in a row ({}); \
                     the last time it said:\n{}",
                    outcome.status,
                    outcome.stderr_tail(5)
                )));
            };
            std::thread::sleep(pause);
        }
    }

    /// Failed launches tried again so far.
    pub fn launches_retried(&self) -> u64 {
        self.launches.total()
    }

    pub fn program(&self) -> &OsStr {
        if let Some(first) = self.launcher.first() {
            return first;
        }
        match &self.command {
            TestCommand::Script(argv) => argv.last().expect("a script"),
            TestCommand::Inline(argv) => &argv[0],
            TestCommand::Shell(_) => OsStr::new("bash"),
        }
    }

    /// Replaces `@@` in an inline argument by the candidate's path. `@@SUFFIX` names a copy of
    /// the candidate whose name ends in SUFFIX (for tools that look at the extension).
    fn expand(&self, arg: &OsStr, cwd: &Path, candidate: &[u8]) -> Result<OsString> {
        let Some((before, suffix, rest)) = split_placeholder(arg) else {
            return Ok(arg.to_os_string());
        };
        let name = self.candidate_name(suffix);
        let path = cwd.join(&name);
        if Path::new(&name) != self.target.path {
            std::fs::write(&path, candidate).map_err(|source| Error::Write {
                path: path.clone(),
                source,
            })?;
        }
        let mut out = OsString::from(before);
        out.push(path.as_os_str());
        out.push(rest);
        Ok(out)
    }

    /// The name the candidate has for `@@SUFFIX`: its own name if that already ends in SUFFIX.
    fn candidate_name(&self, suffix: &str) -> String {
        let name = self.target.path.to_string_lossy();
        if name.ends_with(suffix) {
            name.into_owned()
        } else {
            format!("{name}{suffix}")
        }
    }

    /// A shell recipe that reproduces one test run by hand, for error messages: `sources`
    /// are the files on disk and their paths in the job directory, the candidate's first.
    pub fn recipe(&self, sources: &[(PathBuf, PathBuf)]) -> String {
        let name = shell_quote(&self.target.path.to_string_lossy());
        let run = match &self.command {
            TestCommand::Script(argv) => {
                let script: Vec<String> = argv
                    .iter()
                    .map(|a| shell_quote(&a.to_string_lossy()))
                    .collect();
                match self.arg {
                    true => format!("{} \"$d\"/{name}", script.join(" ")),
                    false => script.join(" "),
                }
            }
            TestCommand::Shell(commands) => match script_file(&commands.to_string_lossy()) {
                Some(path) => format!("bash {}", shell_quote(&path.to_string_lossy())),
                None => format!("bash -c {}", shell_quote(&commands.to_string_lossy())),
            },
            TestCommand::Inline(argv) => argv
                .iter()
                .map(|a| match split_placeholder(a) {
                    None => shell_quote(&a.to_string_lossy()),
                    Some((before, suffix, rest)) => {
                        let quote = |s: &str| {
                            if s.is_empty() {
                                String::new()
                            } else {
                                shell_quote(s)
                            }
                        };
                        format!(
                            "{}\"$d\"/{}{}",
                            quote(before),
                            shell_quote(&self.candidate_name(suffix)),
                            quote(rest)
                        )
                    }
                })
                .collect::<Vec<_>>()
                .join(" "),
        };
        let mut copy = String::new();
        let mut made = std::collections::HashSet::new();
        for (source, rel) in sources {
            if let Some(dir) = rel.parent().filter(|d| !d.as_os_str().is_empty()) {
                if made.insert(dir) {
                    copy += &format!(
                        "  mkdir -p \"$d\"/{}\n",
                        shell_quote(&dir.to_string_lossy())
                    );
                }
            }
            copy += &format!(
                "  cp {} \"$d\"/{}\n",
                shell_quote(&source.to_string_lossy()),
                shell_quote(&rel.to_string_lossy())
            );
        }
        format!(
            "  d=$(mktemp -d)\n{copy}  cd \"$d\"\n  export WHITTLE_CANDIDATE=\"$d\"/{name}\n  {run}\n  \
             echo $?"
        )
    }
}

impl Judge for Oracle {
    fn judge(&self, candidate: &[u8], cancel: &AtomicBool) -> Result<Verdict> {
        let job = self.jobs.take(&self.work_dir)?;
        let verdict = self
            .run_in(&job, Some(candidate), cancel, Output::AsNeeded)
            .and_then(|outcome| self.verdict(candidate, &outcome));
        match (&self.save_temps, &verdict) {
            (Some(saved), Ok(Verdict::Interesting)) => {
                let n = saved.fetch_add(1, Ordering::SeqCst) + 1;
                let kept = self.work_dir.join(format!("whittle-interesting-{n}"));
                let _ = std::fs::rename(&job, kept);
            }
            _ => self.jobs.give_back(job),
        }
        verdict
    }
}

impl Oracle {
    /// What an outcome says of `candidate`.
    fn verdict(&self, candidate: &[u8], outcome: &Outcome) -> Result<Verdict> {
        self.timeout.ran(outcome.elapsed);
        if let (Some(also), Status::Exited(code)) = (&self.also_interesting, outcome.status) {
            if also.codes.contains(&code) {
                also.save(&self.output, candidate)?;
                return Ok(Verdict::Boring);
            }
        }
        Ok(match outcome.status {
            Status::Cancelled => Verdict::Cancelled,
            Status::TimedOut => {
                self.timeout.timeouts.fetch_add(1, Ordering::Relaxed);
                Verdict::Boring
            }
            _ if self.conditions.matches(outcome) => {
                self.timeout.interesting(outcome.elapsed);
                Verdict::Interesting
            }
            _ => Verdict::Boring,
        })
    }
}

/// Splits an inline argument at its `@@` placeholder: (before, suffix, after).
fn split_placeholder(arg: &OsStr) -> Option<(&str, &str, &str)> {
    let (before, after) = arg.to_str()?.split_once("@@")?;
    // Only `@@.ext` names a suffix; `@@foo` is the path followed by "foo".
    let suffix_len = if after.starts_with('.') {
        after
            .find(|c: char| !(c.is_alphanumeric() || c == '.' || c == '_' || c == '-'))
            .unwrap_or(after.len())
    } else {
        0
    };
    let (suffix, rest) = after.split_at(suffix_len);
    Some((before, suffix, rest))
}

fn shell_quote(s: &str) -> String {
    if !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/._-+=:,@".contains(&b))
    {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// A test script whittle wrote (`--compare`'s), saved under the temporary directory for a
/// recipe to run by name instead of quoting it whole; `None` if it cannot be saved.
fn script_file(script: &str) -> Option<PathBuf> {
    let path = std::env::temp_dir().join(format!(
        "whittle-test-{:032x}.sh",
        crate::oracle::hash(script.as_bytes())
    ));
    std::fs::write(&path, script).ok().map(|()| path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("/a/b.c"), "/a/b.c");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
