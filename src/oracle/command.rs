//! The interestingness test, run as a real process: the candidate written into a fresh job
//! directory with the test case's other files, the test run there in its own process group
//! with a time limit, and its outcome judged by the conditions.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};
use std::sync::Arc;
use std::time::Instant;

use super::jobs::JobDirs;
use super::orphans::{self, Test};
use super::output::Reader;
use super::process::{wait, KILL_GRACE};
use super::{Conditions, Judge, Outcome, Status, Timeout, Verdict};
use crate::error::{Error, Result};

/// The command that judges a candidate.
#[derive(Debug, Clone)]
pub enum TestCommand {
    /// C-Reduce style: a script (or program) run with the candidate's path as its only
    /// argument; `argv` is the script, or `/bin/sh SCRIPT` for a script without `#!` (as
    /// C-Reduce runs one).
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
    /// Candidates whose test exits with one of these codes are saved aside, not accepted.
    pub also_interesting: Option<Arc<AlsoInteresting>>,
    /// Where the candidate's file is written as results come (names the saved candidates).
    pub output: PathBuf,
    /// The candidate is the test's stdin too (`--input-type stdin|all`).
    pub stdin: bool,
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
}

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

impl Oracle {
    /// Runs the test on `candidate`. `capture` keeps stdout and stderr even when no condition
    /// needs them (for the start check's report).
    pub fn run(&self, candidate: &[u8], cancel: &AtomicBool, capture: bool) -> Result<Outcome> {
        self.run_files(Some(candidate), cancel, capture)
    }

    /// Runs the test with the candidate file, or without it (`None`: is the file needed?).
    pub fn run_files(
        &self,
        candidate: Option<&[u8]>,
        cancel: &AtomicBool,
        capture: bool,
    ) -> Result<Outcome> {
        let job = self.jobs.take(&self.work_dir)?;
        let outcome = self.run_in(&job, candidate, cancel, capture);
        self.jobs.give_back(job);
        outcome
    }

    /// [`Oracle::run_files`] in the job directory `job` (with empty `w/` and `tmp/`).
    fn run_in(
        &self,
        job: &Path,
        candidate: Option<&[u8]>,
        cancel: &AtomicBool,
        capture: bool,
    ) -> Result<Outcome> {
        // Marks the test's processes; when it ends, its orphans are swept up.
        let test = Test::start();
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

        let mut argv: Vec<OsString> = self.launcher.clone();
        match &self.command {
            TestCommand::Script(script) => {
                argv.extend(script.iter().cloned());
                argv.push(path.clone().into_os_string());
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
        let mut cmd = Command::new(&argv[0]);
        cmd.args(&argv[1..]);
        // Output goes through pipes, read as it comes (see `output`); unwanted, to /dev/null.
        let want_out = capture || self.conditions.wants_stdout();
        let want_err = capture || self.conditions.wants_stderr();
        let pipe = |wanted: bool| match wanted {
            true => Stdio::piped(),
            false => Stdio::null(),
        };
        cmd.current_dir(&cwd)
            .env("TMPDIR", &tmp)
            .env("TMP", &tmp)
            .env("TEMP", &tmp)
            .env("WHITTLE_CANDIDATE", &path)
            .env(orphans::MARKER, &test.marker)
            .stdin(match self.stdin {
                true => File::open(&path).map_or(Stdio::null(), Stdio::from),
                false => Stdio::null(),
            })
            .stdout(pipe(want_out))
            .stderr(pipe(want_err))
            .process_group(0);

        if let Some(limit) = self.memory_limit {
            // A pre_exec hook makes the spawn a fork, which copies whittle's page tables; without
            // one it is a posix_spawn, half of whittle's own time per test with a fast test. So
            // only --memory-limit has one (and tests do not die by PR_SET_PDEATHSIG with a
            // killed whittle: the next whittle sweeps them, see `orphans`).
            // SAFETY: setrlimit is async-signal-safe, and touches only the child.
            unsafe {
                cmd.pre_exec(move || {
                    let rlimit = libc::rlimit {
                        rlim_cur: limit,
                        rlim_max: limit,
                    };
                    match libc::setrlimit(libc::RLIMIT_AS, &rlimit) {
                        0 => Ok(()),
                        _ => Err(std::io::Error::last_os_error()),
                    }
                });
            }
        }
        let started = Instant::now();
        self.runs.fetch_add(1, Ordering::Relaxed);
        let mut child = cmd
            .spawn()
            .map_err(|source| spawn_error(&argv[0], source))?;
        let out = child
            .stdout
            .take()
            .map(|p| Reader::start(p, self.conditions.stdout_patterns()));
        let err = child
            .stderr
            .take()
            .map(|p| Reader::start(p, self.conditions.stderr_patterns()));
        let status = wait(&mut child, started + self.timeout.limit(), cancel);
        let elapsed = started.elapsed();
        // The test is over: its orphans go too, so that the pipes close.
        drop(test);
        let seen =
            |reader: Option<Reader>| reader.map(|r| r.finish(KILL_GRACE)).unwrap_or_default();
        Ok(Outcome {
            status,
            stdout: seen(out),
            stderr: seen(err),
            elapsed,
        })
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
                format!("{} \"$d\"/{name}", script.join(" "))
            }
            TestCommand::Shell(commands) => {
                format!("bash -c {}", shell_quote(&commands.to_string_lossy()))
            }
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
        format!("  d=$(mktemp -d)\n{copy}  cd \"$d\"\n  {run}\n  echo $?")
    }
}

impl Judge for Oracle {
    fn judge(&self, candidate: &[u8], cancel: &AtomicBool) -> Result<Verdict> {
        let job = self.jobs.take(&self.work_dir)?;
        let verdict = self
            .run_in(&job, Some(candidate), cancel, false)
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

/// Why `program` did not start, naming the file that is really missing: a script whose `#!`
/// interpreter does not exist fails with "not found" too.
fn spawn_error(program: &OsStr, source: std::io::Error) -> Error {
    let path = Path::new(program);
    let interpreter = (source.kind() == std::io::ErrorKind::NotFound && path.is_file())
        .then(|| std::fs::read(path).ok())
        .flatten()
        .and_then(|text| {
            let line = text.strip_prefix(b"#!")?.split(|&b| b == b'\n').next()?;
            let line = String::from_utf8_lossy(line);
            line.split_whitespace().next().map(str::to_string)
        });
    match interpreter {
        Some(interpreter) => Error::Usage(format!(
            "cannot run the interestingness test {}: its interpreter {interpreter} (named on \
             its first line) does not exist",
            path.display()
        )),
        None => Error::Spawn {
            program: program.to_string_lossy().into_owned(),
            source,
        },
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("/a/b.c"), "/a/b.c");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
