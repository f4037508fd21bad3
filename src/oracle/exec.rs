//! One run of a test command as a process of this machine: in its own process group, its
//! output read through pipes in bounded memory, killed with everything it started on timeout
//! or cancellation. whittle runs tests this way itself, and so does a worker (`worker`) on the
//! machine a launcher put it on.

use std::ffi::{OsStr, OsString};
use std::fs::File;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use regex::bytes::Regex;

use super::orphans::{self, Test};
use super::output::Reader;
use super::process::{wait, KILL_GRACE};
use super::Outcome;
use crate::error::{Error, Result};

/// What to run, and how.
#[derive(Debug, Clone)]
pub(crate) struct Exec {
    pub argv: Vec<OsString>,
    pub cwd: PathBuf,
    /// Set in the test's environment, over whittle's own.
    pub env: Vec<(OsString, OsString)>,
    /// A file the test reads as its stdin (else /dev/null).
    pub stdin: Option<PathBuf>,
    /// The patterns stdout is searched with; `None`: stdout is not read (it goes to /dev/null).
    pub stdout: Option<Vec<Regex>>,
    pub stderr: Option<Vec<Regex>>,
    pub timeout: Duration,
    /// The test's address space is capped at this many bytes.
    pub memory_limit: Option<u64>,
}

/// Runs `exec` to its end, its timeout or `cancel`.
pub(crate) fn run(exec: &Exec, cancel: &AtomicBool) -> Result<Outcome> {
    // Marks the test's processes; when it ends, its orphans are swept up.
    let test = Test::start();
    let mut cmd = Command::new(&exec.argv[0]);
    cmd.args(&exec.argv[1..]);
    let pipe = |wanted: bool| match wanted {
        true => Stdio::piped(),
        false => Stdio::null(),
    };
    cmd.current_dir(&exec.cwd)
        .envs(exec.env.iter().map(|(k, v)| (k, v)))
        .env(orphans::MARKER, &test.marker)
        .stdin(match &exec.stdin {
            Some(path) => File::open(path).map_or(Stdio::null(), Stdio::from),
            None => Stdio::null(),
        })
        .stdout(pipe(exec.stdout.is_some()))
        .stderr(pipe(exec.stderr.is_some()))
        .process_group(0);
    if let Some(limit) = exec.memory_limit {
        // A pre_exec hook makes the spawn a fork, which copies whittle's page tables; without
        // one it is a posix_spawn, half of whittle's own time per test with a fast test. So
        // only --memory-limit has one (and tests do not die by PR_SET_PDEATHSIG with a killed
        // whittle: the next whittle sweeps them, see `orphans`).
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
    let mut child = cmd
        .spawn()
        .map_err(|source| spawn_error(&exec.argv[0], source))?;
    let out = child
        .stdout
        .take()
        .map(|p| Reader::start(p, exec.stdout.clone().unwrap_or_default()));
    let err = child
        .stderr
        .take()
        .map(|p| Reader::start(p, exec.stderr.clone().unwrap_or_default()));
    let status = wait(&mut child, started + exec.timeout, cancel);
    let elapsed = started.elapsed();
    // The test is over: its orphans go too, so that the pipes close.
    drop(test);
    let seen = |reader: Option<Reader>| reader.map(|r| r.finish(KILL_GRACE)).unwrap_or_default();
    Ok(Outcome {
        status,
        stdout: seen(out),
        stderr: seen(err),
        elapsed,
    })
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
