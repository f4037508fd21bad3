//! Waiting for a test and killing it with everything it started.

use std::os::unix::process::ExitStatusExt;
use std::process::Child;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::Status;
use crate::interrupt;

/// Grace period between SIGTERM and SIGKILL for a test being stopped.
pub(super) const KILL_GRACE: Duration = Duration::from_millis(300);

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
pub(super) fn wait(child: &mut Child, deadline: Instant, cancel: &AtomicBool) -> Status {
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
