//! The interestingness test, run as a real process: the candidate written into a fresh job
//! directory with the test case's other files, the test run there in its own process group
//! with a time limit, and its outcome judged by the conditions.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Instant;

use super::jobs::JobDirs;
use super::process::wait;
use super::{Conditions, Judge, Outcome, Status, Timeout, Verdict};
use crate::error::{Error, Result};

/// The command that judges a candidate.
#[derive(Debug, Clone)]
pub enum TestCommand {
    /// C-Reduce style: an executable run with the candidate's path as its only argument.
    Script(PathBuf),
    /// `FILE -- CMD ARGS...`: `@@` (or `@@SUFFIX`) in an argument becomes the candidate's path.
    Inline(Vec<OsString>),
}

#[derive(Debug, Clone)]
pub struct Oracle {
    pub command: TestCommand,
    pub conditions: Conditions,
    /// The candidate's path inside the job directory (the input's own name, or its path in
    /// the folder being reduced).
    pub target: PathBuf,
    /// The other files of the test case, at their paths inside the job directory.
    pub others: Vec<(PathBuf, Arc<Vec<u8>>)>,
    pub timeout: Timeout,
    /// Where job directories are created.
    pub work_dir: PathBuf,
    /// A command that every test invocation goes through (`srun -N1 --`, `ssh host`).
    pub launcher: Vec<OsString>,
    /// Candidates whose test exits with one of these codes are saved aside, not accepted.
    pub also_interesting: Option<Arc<AlsoInteresting>>,
    /// Where the candidate's file is written as results come (names the saved candidates).
    pub output: PathBuf,
    /// Job directories emptied after their run, for the next one (shared by the clones).
    pub jobs: Arc<JobDirs>,
    /// Runs of the test started so far, by this oracle and its clones: the one count of oracle
    /// calls that the live line, the summary and `--stats-json` report.
    pub runs: Arc<AtomicU64>,
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
        job: &tempfile::TempDir,
        candidate: Option<&[u8]>,
        cancel: &AtomicBool,
        capture: bool,
    ) -> Result<Outcome> {
        let cwd = job.path().join("w");
        let tmp = job.path().join("tmp");
        let write_err = |path: &Path, source| Error::Write {
            path: path.to_path_buf(),
            source,
        };
        let place = |rel: &Path, bytes: &[u8]| -> Result<PathBuf> {
            let path = cwd.join(rel);
            if let Some(dir) = path.parent().filter(|d| *d != cwd) {
                std::fs::create_dir_all(dir).map_err(|e| write_err(dir, e))?;
            }
            std::fs::write(&path, bytes).map_err(|e| write_err(&path, e))?;
            Ok(path)
        };
        for (rel, bytes) in &self.others {
            place(rel, bytes)?;
        }
        let path = match candidate {
            Some(bytes) => place(&self.target, bytes)?,
            None => cwd.join(&self.target),
        };
        let candidate = candidate.unwrap_or_default();

        let mut argv: Vec<OsString> = self.launcher.clone();
        match &self.command {
            TestCommand::Script(program) => {
                argv.push(program.clone().into_os_string());
                argv.push(path.clone().into_os_string());
            }
            TestCommand::Inline(args) => {
                for arg in args {
                    argv.push(self.expand(arg, &cwd, candidate)?);
                }
            }
        }
        let mut cmd = Command::new(&argv[0]);
        cmd.args(&argv[1..]);
        // Output is read back through our own handles: the test may delete the files.
        let capture_file = |wanted: bool, name: &str| -> Result<Option<File>> {
            if !wanted {
                return Ok(None);
            }
            let path = job.path().join(name);
            let file = File::options()
                .read(true)
                .write(true)
                .create_new(true)
                .open(&path)
                .map_err(|e| write_err(&path, e))?;
            Ok(Some(file))
        };
        let mut out_file = capture_file(capture || self.conditions.wants_stdout(), "stdout")?;
        let mut err_file = capture_file(capture || self.conditions.wants_stderr(), "stderr")?;
        let sink = |file: &Option<File>| -> Result<Stdio> {
            match file {
                Some(f) => Ok(f.try_clone().map_err(|e| write_err(job.path(), e))?.into()),
                None => Ok(Stdio::null()),
            }
        };
        cmd.current_dir(&cwd)
            .env("TMPDIR", &tmp)
            .env("TMP", &tmp)
            .env("TEMP", &tmp)
            .env("WHITTLE_CANDIDATE", &path)
            .stdin(Stdio::null())
            .stdout(sink(&out_file)?)
            .stderr(sink(&err_file)?)
            .process_group(0);

        let started = Instant::now();
        self.runs.fetch_add(1, Ordering::Relaxed);
        let mut child = cmd.spawn().map_err(|source| Error::Spawn {
            program: self.program().to_string_lossy().into_owned(),
            source,
        })?;
        let status = wait(&mut child, started + self.timeout.limit(), cancel);
        let elapsed = started.elapsed();
        let read = |file: &mut Option<File>| {
            let mut buf = Vec::new();
            if let Some(f) = file {
                if f.seek(SeekFrom::Start(0)).is_ok() {
                    let _ = f.read_to_end(&mut buf);
                }
            }
            buf
        };
        Ok(Outcome {
            status,
            stdout: read(&mut out_file),
            stderr: read(&mut err_file),
            elapsed,
        })
    }

    pub fn program(&self) -> &OsStr {
        if let Some(first) = self.launcher.first() {
            return first;
        }
        match &self.command {
            TestCommand::Script(p) => p.as_os_str(),
            TestCommand::Inline(argv) => &argv[0],
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
        if Path::new(&name) != self.target {
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
        let name = self.target.to_string_lossy();
        if name.ends_with(suffix) {
            name.into_owned()
        } else {
            format!("{name}{suffix}")
        }
    }

    /// A shell recipe that reproduces one test run by hand, for error messages: `sources`
    /// are the files on disk and their paths in the job directory, the candidate's first.
    pub fn recipe(&self, sources: &[(PathBuf, PathBuf)]) -> String {
        let name = shell_quote(&self.target.to_string_lossy());
        let run = match &self.command {
            TestCommand::Script(p) => {
                format!("{} \"$d\"/{name}", shell_quote(&p.to_string_lossy()))
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
        for (source, rel) in sources {
            if let Some(dir) = rel.parent().filter(|d| !d.as_os_str().is_empty()) {
                copy += &format!(
                    "  mkdir -p \"$d\"/{}\n",
                    shell_quote(&dir.to_string_lossy())
                );
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
        let outcome = self.run(candidate, cancel, false)?;
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
            _ if self.conditions.matches(&outcome) => {
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("/a/b.c"), "/a/b.c");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
