//! The interestingness test, run as a real process.
//!
//! Each run gets a fresh job directory holding a copy of the candidate under its own file name;
//! the test runs there in its own process group, so that a timeout, a cancelled speculative run
//! or Ctrl-C can kill everything it started. Nothing the test does to its directory can reach
//! the user's files: whittle writes the result itself, from memory.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::io::{Read, Seek, SeekFrom};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

use regex::bytes::Regex;

use crate::error::{Error, Result};
use crate::interrupt;
use crate::tester::{Judge, Verdict};

/// How a test run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut,
    /// Killed by whittle: a later candidate lost the race, or the user pressed Ctrl-C.
    Cancelled,
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Status::Exited(c) => write!(f, "exit status {c}"),
            Status::Signaled(s) => write!(f, "killed by signal {s}"),
            Status::TimedOut => write!(f, "timed out"),
            Status::Cancelled => write!(f, "cancelled"),
        }
    }
}

/// What a test run produced. Output is captured only when asked for.
#[derive(Debug)]
pub struct Outcome {
    pub status: Status,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub elapsed: Duration,
}

/// Which outcomes count as interesting (the inline form's match conditions).
#[derive(Debug, Default, Clone)]
pub struct Conditions {
    pub exit_codes: Vec<i32>,
    pub not_exit_codes: Vec<i32>,
    pub signal: bool,
    pub stdout: Vec<Regex>,
    pub not_stdout: Vec<Regex>,
    pub stderr: Vec<Regex>,
    pub not_stderr: Vec<Regex>,
}

impl Conditions {
    fn wants_stdout(&self) -> bool {
        !self.stdout.is_empty() || !self.not_stdout.is_empty()
    }

    fn wants_stderr(&self) -> bool {
        !self.stderr.is_empty() || !self.not_stderr.is_empty()
    }

    /// With no status condition, a test must exit 0, unless output conditions are given:
    /// then any status counts ("gcc still fails with this message" exits 1).
    pub fn matches(&self, outcome: &Outcome) -> bool {
        let status_ok = match outcome.status {
            Status::TimedOut | Status::Cancelled => return false,
            Status::Exited(code) => {
                if self.not_exit_codes.contains(&code) {
                    return false;
                }
                if !self.exit_codes.is_empty() || self.signal {
                    self.exit_codes.contains(&code)
                } else {
                    code == 0 || self.wants_stdout() || self.wants_stderr()
                }
            }
            Status::Signaled(_) => {
                self.signal
                    || (self.exit_codes.is_empty() && (self.wants_stdout() || self.wants_stderr()))
            }
        };
        status_ok
            && self.stdout.iter().all(|r| r.is_match(&outcome.stdout))
            && !self.not_stdout.iter().any(|r| r.is_match(&outcome.stdout))
            && self.stderr.iter().all(|r| r.is_match(&outcome.stderr))
            && !self.not_stderr.iter().any(|r| r.is_match(&outcome.stderr))
    }
}

/// How long a test may run before it is killed and counts as uninteresting. `--timeout` fixes
/// it; by default it follows the test: 20 times the original's run time and 5 times the
/// slowest interesting run so far, at least 1 s. A candidate that loops (a loop bound cut away)
/// then costs about a second, not the 10 s of a fixed floor, while a test that gets slower as
/// the machine gets busier raises it. Clones share the slowest run and the count of timeouts.
#[derive(Debug, Clone)]
pub struct Timeout {
    base: Duration,
    adaptive: bool,
    /// The slowest interesting run so far, in microseconds.
    slowest: Arc<AtomicU64>,
    timeouts: Arc<AtomicU64>,
}

impl Timeout {
    /// Never less than this by default...
    const FLOOR: Duration = Duration::from_secs(1);
    /// ... and at least this many times the original's run time ...
    const ORIGINAL: u32 = 20;
    /// ... and this many times the slowest interesting run.
    const INTERESTING: u32 = 5;

    pub fn fixed(limit: Duration) -> Timeout {
        Timeout {
            base: limit,
            adaptive: false,
            slowest: Arc::default(),
            timeouts: Arc::default(),
        }
    }

    /// The default, from the original's run time.
    pub fn following(&mut self, original: Duration) {
        self.base = (original * Self::ORIGINAL).max(Self::FLOOR);
        self.adaptive = true;
    }

    pub fn limit(&self) -> Duration {
        if !self.adaptive {
            return self.base;
        }
        let slowest = Duration::from_micros(self.slowest.load(Ordering::Relaxed));
        self.base.max(slowest * Self::INTERESTING)
    }

    fn interesting(&self, took: Duration) {
        self.slowest
            .fetch_max(took.as_micros() as u64, Ordering::Relaxed);
    }

    /// Tests killed at the limit so far.
    pub fn timeouts(&self) -> u64 {
        self.timeouts.load(Ordering::Relaxed)
    }
}

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
}

/// Job directories kept between runs. A test still gets a directory of its own that holds only
/// its files: each one is emptied after its run (everything the test left, the candidate, the
/// captured output). Making and removing three directories per run instead was a third of
/// whittle's own time per candidate with a fast test (ext4); the kept directories are removed
/// when the last clone of the oracle goes.
#[derive(Debug, Default)]
pub struct JobDirs(std::sync::Mutex<Vec<tempfile::TempDir>>);

impl JobDirs {
    /// A job directory with empty `w/` and `tmp/` in it, kept or new.
    fn take(&self, work_dir: &Path) -> Result<tempfile::TempDir> {
        if let Some(job) = self.0.lock().expect("job dirs lock").pop() {
            return Ok(job);
        }
        let job = tempfile::Builder::new()
            .prefix("whittle-")
            .tempdir_in(work_dir)
            .map_err(|source| Error::JobDir {
                dir: work_dir.to_path_buf(),
                source,
            })?;
        for dir in [job.path().join("w"), job.path().join("tmp")] {
            std::fs::create_dir(&dir).map_err(|source| Error::Write { path: dir, source })?;
        }
        Ok(job)
    }

    /// Empties `job` and keeps it for the next run; if it cannot be emptied (the test took away
    /// permissions, replaced `w/` by a file...), removes it as a whole.
    fn give_back(&self, job: tempfile::TempDir) {
        if empty_job(job.path()).is_ok() {
            self.0.lock().expect("job dirs lock").push(job);
        }
    }
}

/// Removes everything in a job directory but its `w/` and `tmp/`, and everything in those.
fn empty_job(root: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(root)? {
        let entry = entry?;
        let name = entry.file_name();
        let is_dir = entry.file_type()?.is_dir();
        if is_dir && (name == "w" || name == "tmp") {
            for inner in std::fs::read_dir(entry.path())? {
                remove(&inner?)?;
            }
        } else {
            remove(&entry)?;
        }
    }
    for dir in ["w", "tmp"] {
        if !std::fs::symlink_metadata(root.join(dir))?.is_dir() {
            return Err(std::io::ErrorKind::NotADirectory.into());
        }
    }
    Ok(())
}

fn remove(entry: &std::fs::DirEntry) -> std::io::Result<()> {
    if entry.file_type()?.is_dir() {
        std::fs::remove_dir_all(entry.path())
    } else {
        std::fs::remove_file(entry.path())
    }
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

/// Grace period between SIGTERM and SIGKILL for a test being stopped.
const KILL_GRACE: Duration = Duration::from_millis(300);

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

/// Has the process exited? Leaves it a zombie (WNOWAIT), so its process-group id cannot be
/// reused before we kill the rest of its group.
pub(crate) fn exited(pid: i32) -> bool {
    // SAFETY: waitid only writes into the zeroed siginfo we own.
    unsafe {
        let mut info: libc::siginfo_t = std::mem::zeroed();
        let r = libc::waitid(
            libc::P_PID,
            pid as libc::id_t,
            &mut info,
            libc::WEXITED | libc::WNOHANG | libc::WNOWAIT,
        );
        r == 0 && info.si_pid() != 0
    }
}

pub(crate) fn kill_group(pid: i32, signal: i32) {
    // SAFETY: plain syscall; failure (the group is already gone) is harmless.
    unsafe {
        libc::kill(-pid, signal);
    }
}

/// Waits for the test, killing its whole process group on timeout or cancellation, and
/// sweeping up anything it left running when it exits by itself.
fn wait(child: &mut Child, deadline: Instant, cancel: &AtomicBool) -> Status {
    let pid = child.id() as i32;
    let mut nap = Duration::from_micros(20);
    let stopped = loop {
        if exited(pid) {
            break None;
        }
        if cancel.load(Ordering::Relaxed) || interrupt::requested() {
            break Some(Status::Cancelled);
        }
        if Instant::now() >= deadline {
            break Some(Status::TimedOut);
        }
        std::thread::sleep(nap);
        nap = (nap * 2).min(Duration::from_millis(5));
    };
    if stopped.is_some() {
        kill_group(pid, libc::SIGTERM);
        let grace = Instant::now() + KILL_GRACE;
        while !exited(pid) && Instant::now() < grace {
            std::thread::sleep(Duration::from_millis(2));
        }
    }
    kill_group(pid, libc::SIGKILL);
    let status = child.wait();
    if let Some(s) = stopped {
        return s;
    }
    match status {
        Ok(st) => match (st.code(), st.signal()) {
            (Some(c), _) => Status::Exited(c),
            (None, Some(s)) => Status::Signaled(s),
            _ => Status::Exited(-1),
        },
        Err(_) => Status::Exited(-1),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_default_timeout_follows_the_original_and_the_slowest_interesting_run() {
        let t = Timeout::fixed(Duration::from_secs(300));
        t.interesting(Duration::from_secs(100));
        assert_eq!(t.limit(), Duration::from_secs(300), "a fixed timeout stays");
        let mut t = Timeout::fixed(Duration::from_secs(300));
        t.following(Duration::from_millis(10));
        assert_eq!(t.limit(), Duration::from_secs(1), "at least 1 s");
        t.following(Duration::from_millis(100));
        assert_eq!(t.limit(), Duration::from_secs(2), "20 times the original");
        let clone = t.clone();
        clone.interesting(Duration::from_millis(600));
        t.interesting(Duration::from_millis(500));
        assert_eq!(
            t.limit(),
            Duration::from_secs(3),
            "5 times the slowest, shared by clones"
        );
    }

    fn outcome(status: Status, stderr: &str) -> Outcome {
        Outcome {
            status,
            stdout: Vec::new(),
            stderr: stderr.as_bytes().to_vec(),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn default_condition_is_exit_zero() {
        let c = Conditions::default();
        assert!(c.matches(&outcome(Status::Exited(0), "")));
        assert!(!c.matches(&outcome(Status::Exited(1), "")));
        assert!(!c.matches(&outcome(Status::Signaled(11), "")));
        assert!(!c.matches(&outcome(Status::TimedOut, "")));
    }

    #[test]
    fn output_condition_accepts_any_status() {
        let c = Conditions {
            stderr: vec![Regex::new("error: boom").unwrap()],
            ..Default::default()
        };
        assert!(c.matches(&outcome(Status::Exited(1), "x.c:1: error: boom")));
        assert!(!c.matches(&outcome(Status::Exited(1), "x.c:1: error: other")));
        assert!(!c.matches(&outcome(Status::TimedOut, "error: boom")));
    }

    #[test]
    fn exit_codes_and_negations() {
        let c = Conditions {
            exit_codes: vec![1],
            not_stderr: vec![Regex::new("warning").unwrap()],
            ..Default::default()
        };
        assert!(c.matches(&outcome(Status::Exited(1), "")));
        assert!(!c.matches(&outcome(Status::Exited(0), "")));
        assert!(!c.matches(&outcome(Status::Exited(1), "warning: x")));
        let sig = Conditions {
            signal: true,
            ..Default::default()
        };
        assert!(sig.matches(&outcome(Status::Signaled(6), "")));
        assert!(!sig.matches(&outcome(Status::Exited(0), "")));
    }

    #[test]
    fn quoting() {
        assert_eq!(shell_quote("/a/b.c"), "/a/b.c");
        assert_eq!(shell_quote("it's"), r"'it'\''s'");
    }
}
