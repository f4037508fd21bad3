//! Long-lived test workers (`--worker-pool`). A launcher such as `srun -N1 -n1 --` costs tens
//! of milliseconds per start, paid for every test when it prefixes each one; with a pool,
//! whittle starts each worker once through the launcher (`LAUNCHER... whittle --worker`) and
//! sends it one test at a time over a pipe. A worker runs each test as whittle runs one
//! locally (`exec`), on its own machine, and answers with the outcome. The job directories
//! must be on a filesystem both machines see (`--work-dir`).
//!
//! The protocol is one JSON line per message: whittle sends a [`Request`], or the line
//! `cancel` to stop the test running; the worker answers each request with a [`Response`].
//! A worker exits when its stdin closes.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::ffi::{OsStrExt, OsStringExt};
use std::os::unix::io::AsRawFd;
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

use regex::bytes::Regex;
use serde::{Deserialize, Serialize};

use super::exec::{self, Exec};
use super::retry::{Retries, MAX_IN_A_ROW};
use super::{Outcome, Seen, Status};
use crate::error::{Error, Result};
use crate::interrupt;

/// One test for a worker: an [`Exec`] in plain strings. Kept short: srun passes a worker's
/// stdin on in pieces of 1 KB, and a piece after the first waited about 40 ms (measured on a
/// one-node cluster), so a request under 1 KB costs a tenth of a millisecond, and one over it
/// forty.
#[derive(Serialize, Deserialize)]
struct Request {
    argv: Vec<Bytes>,
    cwd: Bytes,
    env: Vec<(Bytes, Bytes)>,
    stdin: Option<Bytes>,
    stdout: Option<Vec<String>>,
    stderr: Option<Vec<String>>,
    timeout_ms: u64,
    memory_limit: Option<u64>,
}

/// How the test went, or why it could not run.
#[derive(Serialize, Deserialize)]
enum Response {
    Done {
        /// "exited", "signaled", "timed-out" or "cancelled", with the code or signal.
        status: (String, i32),
        stdout: (Vec<u8>, Vec<bool>),
        stderr: (Vec<u8>, Vec<bool>),
        elapsed_us: u64,
    },
    Failed(String),
}

/// A path or an argument: a string, or its bytes when it is not UTF-8.
#[derive(Serialize, Deserialize)]
#[serde(untagged)]
enum Bytes {
    Text(String),
    Raw(Vec<u8>),
}

fn bytes(s: &std::ffi::OsStr) -> Bytes {
    match s.to_str() {
        Some(t) => Bytes::Text(t.to_string()),
        None => Bytes::Raw(s.as_bytes().to_vec()),
    }
}

fn os(b: Bytes) -> OsString {
    match b {
        Bytes::Text(t) => t.into(),
        Bytes::Raw(r) => OsString::from_vec(r),
    }
}

impl Request {
    fn of(e: &Exec) -> Request {
        let patterns = |p: &Option<Vec<Regex>>| {
            p.as_ref()
                .map(|p| p.iter().map(|r| r.as_str().to_string()).collect())
        };
        Request {
            argv: e.argv.iter().map(|a| bytes(a)).collect(),
            cwd: bytes(e.cwd.as_os_str()),
            env: e.env.iter().map(|(k, v)| (bytes(k), bytes(v))).collect(),
            stdin: e.stdin.as_ref().map(|p| bytes(p.as_os_str())),
            stdout: patterns(&e.stdout),
            stderr: patterns(&e.stderr),
            timeout_ms: e.timeout.as_millis() as u64,
            memory_limit: e.memory_limit,
        }
    }

    fn exec(self) -> std::result::Result<Exec, regex::Error> {
        let patterns = |p: Option<Vec<String>>| {
            p.map(|p| {
                p.iter()
                    .map(|s| Regex::new(s))
                    .collect::<Result<Vec<_>, _>>()
            })
            .transpose()
        };
        Ok(Exec {
            argv: self.argv.into_iter().map(os).collect(),
            cwd: PathBuf::from(os(self.cwd)),
            env: self.env.into_iter().map(|(k, v)| (os(k), os(v))).collect(),
            stdin: self.stdin.map(|p| PathBuf::from(os(p))),
            stdout: patterns(self.stdout)?,
            stderr: patterns(self.stderr)?,
            timeout: Duration::from_millis(self.timeout_ms),
            memory_limit: self.memory_limit,
        })
    }
}

impl Response {
    fn of(outcome: Result<Outcome>) -> Response {
        let o = match outcome {
            Ok(o) => o,
            Err(e) => return Response::Failed(e.to_string()),
        };
        let status = match o.status {
            Status::Exited(c) => ("exited", c),
            Status::Signaled(s) => ("signaled", s),
            Status::TimedOut => ("timed-out", 0),
            Status::Cancelled => ("cancelled", 0),
        };
        Response::Done {
            status: (status.0.to_string(), status.1),
            stdout: (o.stdout.tail, o.stdout.matched),
            stderr: (o.stderr.tail, o.stderr.matched),
            elapsed_us: o.elapsed.as_micros() as u64,
        }
    }

    fn outcome(self) -> Result<Outcome> {
        match self {
            Response::Failed(msg) => Err(Error::Usage(format!("a test worker: {msg}"))),
            Response::Done {
                status,
                stdout,
                stderr,
                elapsed_us,
            } => Ok(Outcome {
                status: match (status.0.as_str(), status.1) {
                    ("exited", c) => Status::Exited(c),
                    ("signaled", s) => Status::Signaled(s),
                    ("timed-out", _) => Status::TimedOut,
                    _ => Status::Cancelled,
                },
                stdout: Seen {
                    tail: stdout.0,
                    matched: stdout.1,
                },
                stderr: Seen {
                    tail: stderr.0,
                    matched: stderr.1,
                },
                elapsed: Duration::from_micros(elapsed_us),
            }),
        }
    }
}

/// `whittle --worker`: runs the tests whittle sends on stdin, one at a time, until stdin
/// closes.
pub fn serve() -> Result<u8> {
    super::become_subreaper();
    let cancel = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel::<String>();
    let flag = Arc::clone(&cancel);
    // Reads requests while a test runs, so that `cancel` can reach it.
    std::thread::spawn(move || {
        for line in std::io::stdin().lock().lines() {
            let Ok(line) = line else { break };
            if line == "cancel" {
                flag.store(true, Ordering::SeqCst);
            } else if tx.send(line).is_err() {
                break;
            }
        }
    });
    let mut out = std::io::stdout().lock();
    for line in rx {
        cancel.store(false, Ordering::SeqCst);
        let response = match serde_json::from_str::<Request>(&line) {
            Err(e) => Response::Failed(format!("a request it cannot read: {e}")),
            Ok(request) => match request.exec() {
                Err(e) => Response::Failed(format!("a pattern it cannot compile: {e}")),
                Ok(exec) => Response::of(exec::run(&exec, &cancel)),
            },
        };
        let line = serde_json::to_string(&response).expect("a response serializes");
        if writeln!(out, "{line}").and_then(|()| out.flush()).is_err() {
            break;
        }
    }
    Ok(crate::error::exit::OK)
}

/// The workers of one run: started through the launcher as they are first needed, up to one
/// per test running at once.
#[derive(Debug)]
pub struct Pool {
    /// The launcher's command line followed by this whittle's path and `--worker`.
    argv: Vec<OsString>,
    idle: Mutex<Vec<Worker>>,
    /// Workers lost: each is replaced through the launcher and the test it held runs again on
    /// the new one (see `retry`).
    lost: Retries,
}

/// Why a worker is gone: it stopped taking tests or exited.
struct Lost(String);

#[derive(Debug)]
struct Worker {
    child: Child,
    /// `None` once closed, as the worker is dropped.
    to: Option<ChildStdin>,
    from: BufReader<ChildStdout>,
}

impl Pool {
    pub fn new(launcher: &[OsString]) -> Result<Pool> {
        let exe = std::env::current_exe().map_err(|e| {
            Error::Usage(format!(
                "--worker-pool: cannot find whittle's own binary: {e}"
            ))
        })?;
        let mut argv = launcher.to_vec();
        argv.extend([exe.into_os_string(), "--worker".into()]);
        Ok(Pool {
            argv,
            idle: Mutex::new(Vec::new()),
            lost: Retries::default(),
        })
    }

    /// Workers lost and replaced so far.
    pub fn replaced(&self) -> u64 {
        self.lost.total()
    }

    /// Runs `exec` on an idle worker, or a new one; a worker lost on the way is replaced and
    /// the test runs again, after a pause (see `retry`).
    pub(crate) fn run(&self, exec: &Exec, cancel: &AtomicBool) -> Result<Outcome> {
        loop {
            let idle = self.idle.lock().expect("worker pool lock").pop();
            let mut worker = match idle {
                Some(w) => w,
                None => self.start()?,
            };
            let Lost(why) = match worker.run(exec, cancel) {
                Ok(outcome) => {
                    self.lost.succeeded();
                    // A worker that answered with an error is dropped (and so stopped).
                    if outcome.is_ok() {
                        self.idle.lock().expect("worker pool lock").push(worker);
                    }
                    return outcome;
                }
                Err(lost) => lost,
            };
            drop(worker);
            if interrupt::requested() {
                return Err(Error::Interrupted);
            }
            let Some(pause) = self.lost.failed() else {
                return Err(Error::Launcher(format!(
                    "a test worker (started by --worker-pool through --launcher) {why}: \
                     {MAX_IN_A_ROW} workers lost in a row"
                )));
            };
            std::thread::sleep(pause);
        }
    }

    fn start(&self) -> Result<Worker> {
        let mut child = Command::new(&self.argv[0])
            .args(&self.argv[1..])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|source| Error::Spawn {
                program: self.argv[0].to_string_lossy().into_owned(),
                source,
            })?;
        super::orphans::worker(child.id() as i32, true);
        let to = child.stdin.take();
        let from = BufReader::new(child.stdout.take().expect("piped stdout"));
        Ok(Worker { child, to, from })
    }
}

impl Worker {
    /// The test's outcome as the worker answered it (an error: the worker could not run it, or
    /// answered what whittle cannot read), or `Lost` when the worker is gone.
    fn run(
        &mut self,
        exec: &Exec,
        cancel: &AtomicBool,
    ) -> std::result::Result<Result<Outcome>, Lost> {
        let request = serde_json::to_string(&Request::of(exec)).expect("a request serializes");
        let to = self.to.as_mut().expect("an open worker");
        writeln!(to, "{request}")
            .and_then(|()| to.flush())
            .map_err(|e| Lost(format!("does not take tests: {e}")))?;
        let mut cancelled = false;
        loop {
            if self.from.buffer().is_empty() && !readable(&self.from, Duration::from_millis(5)) {
                if !cancelled && (cancel.load(Ordering::Relaxed) || interrupt::requested()) {
                    cancelled = true;
                    let _ = writeln!(to, "cancel").and_then(|()| to.flush());
                }
                continue;
            }
            let mut line = String::new();
            return match self.from.read_line(&mut line) {
                Ok(0) | Err(_) => Err(Lost("exited".into())),
                Ok(_) => Ok(serde_json::from_str::<Response>(&line)
                    .map_err(|e| {
                        Error::Usage(format!(
                            "a test worker (started by --worker-pool through --launcher) \
                             answered what whittle cannot read ({e})"
                        ))
                    })
                    .and_then(Response::outcome)),
            };
        }
    }
}

impl Drop for Worker {
    /// Closes the worker's stdin, which ends it; one that has not ended within a second is
    /// sent SIGTERM (a launcher such as srun passes it on), then killed.
    fn drop(&mut self) {
        drop(self.to.take());
        let pid = self.child.id() as i32;
        super::orphans::worker(pid, false);
        let patience = Instant::now() + Duration::from_secs(1);
        for signal in [None, Some(libc::SIGTERM), Some(libc::SIGKILL)] {
            if let Some(signal) = signal {
                // SAFETY: plain kill of our own child; failure (it is gone) is harmless.
                unsafe { libc::kill(pid, signal) };
            }
            while Instant::now() < patience {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        let _ = self.child.wait();
    }
}

/// Whether `reader`'s file has data (or an end) to read within `wait`.
fn readable(reader: &BufReader<ChildStdout>, wait: Duration) -> bool {
    let mut fd = libc::pollfd {
        fd: reader.get_ref().as_raw_fd(),
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: poll reads and writes only the one pollfd we own.
    let n = unsafe { libc::poll(&mut fd, 1, wait.as_millis() as i32) };
    n > 0
}
