//! Nothing a test starts outlives it. A test runs in its own process group, which whittle kills
//! when the test ends; a process that left the group (`setsid cmd &`, a shell's `set -m`) is
//! caught another way: whittle is a child subreaper (`PR_SET_CHILD_SUBREAPER`), so such a
//! process, once its parent exits, becomes whittle's child, and every test's environment
//! carries a marker (`WHITTLE_JOB=<whittle's pid>-<test>`) that its descendants inherit. After
//! each test, whittle kills and reaps the adopted children whose test is over. A whittle that
//! was killed (SIGKILL: it can do nothing) leaves marked processes, which the next whittle kills
//! at its start. (`PR_SET_PDEATHSIG` would kill a test's leader with whittle, but setting it
//! needs a `pre_exec` hook, which turns every spawn into a fork: measured, twice whittle's own
//! time per test.)

use std::collections::BTreeSet;
use std::sync::Mutex;

/// The environment variable that marks a test's processes.
pub(super) const MARKER: &str = "WHITTLE_JOB";

/// The tests of this whittle, numbered in the order they start.
struct Tests {
    /// The number of the next test to start.
    next: u64,
    /// The tests running now.
    running: BTreeSet<u64>,
}

/// Numbers and running tests change together, under one lock: a sweep must tell a test that is
/// over from one that started after it looked (and may already have a process).
static TESTS: Mutex<Tests> = Mutex::new(Tests {
    next: 1,
    running: BTreeSet::new(),
});

/// Makes this process the subreaper of its descendants; once per process.
pub(crate) fn become_subreaper() {
    // SAFETY: plain prctl with integer arguments; failure (an old kernel) leaves the process
    // group kills, which catch all but processes that leave their group.
    unsafe {
        libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    }
}

/// A test about to start: its marker, and the guard that ends it (and sweeps its orphans).
pub(super) struct Test {
    number: u64,
    pub marker: String,
}

impl Test {
    pub fn start() -> Test {
        let mut tests = TESTS.lock().expect("tests lock");
        let number = tests.next;
        tests.next += 1;
        tests.running.insert(number);
        Test {
            number,
            marker: format!("{}-{number}", std::process::id()),
        }
    }
}

impl Drop for Test {
    /// The test is over: kill and reap the adopted processes of every test that is over. A
    /// test that starts while this looks is spared: its number is past `next`, and a pid read
    /// here may already be its leader's (the pid of an orphan that another sweep reaped).
    fn drop(&mut self) {
        let (next, running) = {
            let mut tests = TESTS.lock().expect("tests lock");
            tests.running.remove(&self.number);
            (tests.next, tests.running.clone())
        };
        let me = std::process::id();
        sweep(&adopted(), |marker| over(marker, me, next, &running));
    }
}

/// Whether a process with `marker` belongs to a test of whittle `me` that is over, by what a
/// sweep saw: the number of the next test, and the tests running.
fn over(marker: Option<(u32, u64)>, me: u32, next: u64, running: &BTreeSet<u64>) -> bool {
    match marker {
        Some((pid, n)) => pid == me && n < next && !running.contains(&n),
        None => false,
    }
}

/// Children that are no tests' orphans: the workers of a `--worker-pool`, alive for the run.
static WORKERS: Mutex<Vec<i32>> = Mutex::new(Vec::new());

/// Marks `pid`, a child of this whittle, as a worker (or, with `false`, no longer one).
pub(super) fn worker(pid: i32, alive: bool) {
    let mut workers = WORKERS.lock().expect("workers lock");
    workers.retain(|&p| p != pid);
    if alive {
        workers.push(pid);
    }
}

/// Kills and reaps every process this whittle adopted, marked or not: for the end of a run,
/// when no test runs. Workers stay.
pub(crate) fn sweep_all() {
    let workers = WORKERS.lock().expect("workers lock").clone();
    let pids: Vec<i32> = adopted()
        .into_iter()
        .filter(|p| !workers.contains(p))
        .collect();
    sweep(&pids, |_| true);
}

/// Kills the processes a killed whittle left behind: those marked with the pid of a whittle
/// that is gone. Runs once, at the start.
pub(crate) fn sweep_stale() {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return;
    };
    let pids: Vec<i32> = entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse().ok())
        .collect();
    sweep(&pids, |marker| match marker {
        Some((pid, _)) => pid != std::process::id() && !alive(pid),
        None => false,
    });
}

/// The processes this whittle adopted: its children that it did not start as a test (those
/// are `Command` children, reaped by their own waits; adopted ones have a marker and we reap
/// them here). Children of every thread: an orphan goes to one of the subreaper's threads.
fn adopted() -> Vec<i32> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else {
        return Vec::new();
    };
    let mut pids = Vec::new();
    for task in tasks.flatten() {
        if let Ok(children) = std::fs::read_to_string(task.path().join("children")) {
            pids.extend(
                children
                    .split_whitespace()
                    .filter_map(|p| p.parse::<i32>().ok()),
            );
        }
    }
    pids
}

/// The marker in a process's environment: the whittle pid and the test number.
fn marker(pid: i32) -> Option<(u32, u64)> {
    let environ = std::fs::read(format!("/proc/{pid}/environ")).ok()?;
    let prefix = format!("{MARKER}=");
    let value = environ
        .split(|&b| b == 0)
        .find_map(|var| var.strip_prefix(prefix.as_bytes()))?;
    let (whittle, test) = std::str::from_utf8(value).ok()?.split_once('-')?;
    Some((whittle.parse().ok()?, test.parse().ok()?))
}

/// Kills each of `pids` (and the process group it leads) whose marker (or lack of one)
/// `doomed` condemns, and reaps it if it is our child.
fn sweep(pids: &[i32], doomed: impl Fn(Option<(u32, u64)>) -> bool) {
    for &pid in pids {
        if !doomed(marker(pid)) {
            continue;
        }
        // SAFETY: plain syscalls on a pid; failures (it is gone, it is not ours) are harmless.
        // A child's pid cannot be reused before we reap it.
        unsafe {
            if libc::getpgid(pid) == pid {
                libc::kill(-pid, libc::SIGKILL);
            }
            libc::kill(pid, libc::SIGKILL);
            // A killed process goes at once, unless stuck in the kernel: then it stays a
            // zombie until whittle exits, rather than hold the test up.
            for _ in 0..200 {
                let mut status = 0;
                if libc::waitpid(pid, &mut status, libc::WNOHANG | libc::__WALL) != 0 {
                    break;
                }
                std::thread::sleep(std::time::Duration::from_millis(1));
            }
        }
    }
}

fn alive(pid: u32) -> bool {
    // SAFETY: signal 0 only checks that the process exists.
    unsafe { libc::kill(pid as i32, 0) == 0 || *libc::__errno_location() == libc::EPERM }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sweep_spares_running_tests_and_those_started_after_it_looked() {
        let running = BTreeSet::from([3]);
        assert!(over(Some((7, 2)), 7, 5, &running), "test 2 is over");
        assert!(!over(Some((7, 3)), 7, 5, &running), "test 3 runs");
        assert!(!over(Some((7, 5)), 7, 5, &running), "test 5 started after");
        assert!(!over(Some((8, 2)), 7, 5, &running), "another whittle's");
        assert!(!over(None, 7, 5, &running), "no marker");
    }
}
