//! What a test run gave (its status and output) and which outcomes count as interesting: the
//! inline form's match conditions.

use std::time::Duration;

use regex::bytes::Regex;

use super::output::Seen;
use crate::crash::{self, Ending, Signature};

/// How a test run ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    Exited(i32),
    Signaled(i32),
    TimedOut,
    /// Killed by whittle: a later candidate lost the race, or the user pressed Ctrl-C.
    Cancelled,
}

impl Status {
    /// The ending a crash signature reads; `None` for a run that timed out or was cancelled.
    pub fn ending(self) -> Option<Ending> {
        match self {
            Status::Exited(code) => Some(Ending::Exited(code)),
            Status::Signaled(signal) => Some(Ending::Signaled(signal)),
            Status::TimedOut | Status::Cancelled => None,
        }
    }
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

/// What a test run produced. Output is read only when asked for, or when a condition needs it.
#[derive(Debug)]
pub struct Outcome {
    pub status: Status,
    /// Searched with [`Conditions::stdout_patterns`].
    pub stdout: Seen,
    /// Searched with [`Conditions::stderr_patterns`].
    pub stderr: Seen,
    pub elapsed: Duration,
}

impl Outcome {
    /// A run stopped before it started.
    pub fn cancelled() -> Outcome {
        Outcome {
            status: Status::Cancelled,
            stdout: Seen::default(),
            stderr: Seen::default(),
            elapsed: Duration::ZERO,
        }
    }

    /// What the run printed as far as whittle kept it (the ends of stderr and stdout), for
    /// crash signatures.
    pub fn printed(&self) -> Vec<u8> {
        [&self.stderr.tail[..], b"\n", &self.stdout.tail[..]].concat()
    }

    /// The last `lines` lines of stderr, each indented and marked, for messages.
    pub fn stderr_tail(&self, lines: usize) -> String {
        let text = String::from_utf8_lossy(&self.stderr.tail);
        let all: Vec<&str> = text.lines().collect();
        all[all.len().saturating_sub(lines)..]
            .iter()
            .map(|l| format!("  | {l}\n"))
            .collect()
    }
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
    /// `--same-crash`: the run must crash as the original does.
    pub same_crash: Option<SameCrash>,
}

/// `--same-crash`: how a run's crash signature is read, and the original's.
#[derive(Debug, Clone)]
pub struct SameCrash {
    /// Frames in a signature (`--crash-frames`).
    pub frames: usize,
    /// The input's file names, whose lines and functions a signature leaves out.
    pub inputs: Vec<String>,
    /// The original's signature, once the start check has read it.
    pub expected: Option<Signature>,
}

impl SameCrash {
    /// The signature of the crash `outcome` shows; `None` if it did not crash.
    pub fn signature(&self, outcome: &Outcome) -> Option<Signature> {
        let ending = outcome.status.ending()?;
        let inputs: Vec<&str> = self.inputs.iter().map(String::as_str).collect();
        crash::signature(&outcome.printed(), ending, self.frames, &inputs)
    }
}

impl Conditions {
    fn wants_output(&self) -> bool {
        self.same_crash.is_some()
    }

    pub(super) fn wants_stdout(&self) -> bool {
        !self.stdout.is_empty() || !self.not_stdout.is_empty() || self.wants_output()
    }

    pub(super) fn wants_stderr(&self) -> bool {
        !self.stderr.is_empty() || !self.not_stderr.is_empty() || self.wants_output()
    }

    /// The patterns stdout is searched with: those that must match, then those that must not.
    pub fn stdout_patterns(&self) -> Vec<Regex> {
        [&self.stdout[..], &self.not_stdout[..]].concat()
    }

    /// The patterns stderr is searched with, in the same order.
    pub fn stderr_patterns(&self) -> Vec<Regex> {
        [&self.stderr[..], &self.not_stderr[..]].concat()
    }

    /// With no status condition, a test must exit 0, unless output conditions are given:
    /// then any status counts ("gcc still fails with this message" exits 1). With
    /// `--same-crash`, the run must crash with the original's signature.
    pub fn matches(&self, outcome: &Outcome) -> bool {
        let patterns = !self.stdout.is_empty()
            || !self.not_stdout.is_empty()
            || !self.stderr.is_empty()
            || !self.not_stderr.is_empty();
        let status_ok = match outcome.status {
            Status::TimedOut | Status::Cancelled => return false,
            Status::Exited(code) => {
                if self.not_exit_codes.contains(&code) {
                    return false;
                }
                if !self.exit_codes.is_empty() || self.signal {
                    self.exit_codes.contains(&code)
                } else {
                    code == 0 || patterns || self.same_crash.is_some()
                }
            }
            Status::Signaled(_) => {
                self.signal
                    || (self.exit_codes.is_empty() && (patterns || self.same_crash.is_some()))
            }
        };
        let same_crash = || {
            self.same_crash
                .as_ref()
                .is_none_or(|c| c.expected.is_some() && c.signature(outcome) == c.expected)
        };
        // `matched` holds the musts, then the must-nots (see the `*_patterns` methods).
        let fits = |seen: &Seen, must: usize| {
            let (musts, must_nots) = seen.matched.split_at(must.min(seen.matched.len()));
            musts.len() == must && musts.iter().all(|&m| m) && !must_nots.iter().any(|&m| m)
        };
        status_ok
            && fits(&outcome.stdout, self.stdout.len())
            && fits(&outcome.stderr, self.stderr.len())
            && same_crash()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outcome(c: &Conditions, status: Status, stderr: &str) -> Outcome {
        Outcome {
            status,
            stdout: Seen::of(b"", &c.stdout_patterns()),
            stderr: Seen::of(stderr.as_bytes(), &c.stderr_patterns()),
            elapsed: Duration::ZERO,
        }
    }

    #[test]
    fn default_condition_is_exit_zero() {
        let c = Conditions::default();
        assert!(c.matches(&outcome(&c, Status::Exited(0), "")));
        assert!(!c.matches(&outcome(&c, Status::Exited(1), "")));
        assert!(!c.matches(&outcome(&c, Status::Signaled(11), "")));
        assert!(!c.matches(&outcome(&c, Status::TimedOut, "")));
    }

    #[test]
    fn output_condition_accepts_any_status() {
        let c = Conditions {
            stderr: vec![Regex::new("error: boom").unwrap()],
            ..Default::default()
        };
        assert!(c.matches(&outcome(&c, Status::Exited(1), "x.c:1: error: boom")));
        assert!(!c.matches(&outcome(&c, Status::Exited(1), "x.c:1: error: other")));
        assert!(!c.matches(&outcome(&c, Status::TimedOut, "error: boom")));
    }

    #[test]
    fn exit_codes_and_negations() {
        let c = Conditions {
            exit_codes: vec![1],
            not_stderr: vec![Regex::new("warning").unwrap()],
            ..Default::default()
        };
        assert!(c.matches(&outcome(&c, Status::Exited(1), "")));
        assert!(!c.matches(&outcome(&c, Status::Exited(0), "")));
        assert!(!c.matches(&outcome(&c, Status::Exited(1), "warning: x")));
        let sig = Conditions {
            signal: true,
            ..Default::default()
        };
        assert!(sig.matches(&outcome(&sig, Status::Signaled(6), "")));
        assert!(!sig.matches(&outcome(&sig, Status::Exited(0), "")));
    }
}
