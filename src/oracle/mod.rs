//! Asking the interestingness test about candidates.
//!
//! - `tester`: the verdict cache and `find_first`, over any [`Judge`] (the real test, or a
//!   predicate in tests and benchmarks); `parallel`: `find_first` with up to `-j` tests at
//!   once, the same answer as with one;
//! - `command`: the real test, a process run in a fresh job directory;
//! - `outcome`: how a run ended and which outcomes are interesting;
//! - `differential`: the test whittle writes for `--compare`, with its undefined-behaviour
//!   guard;
//! - `exec`: one run of a test as a process of this machine;
//! - `worker`: long-lived workers that run tests where a launcher put them (`--worker-pool`);
//! - `retry`: launches that fail and workers lost, tried again, never taken for a verdict;
//! - `slots`: a budget of runs shared by several reductions at once (a campaign's);
//! - `timeout`, `jobs`, `process`: its time limit, its directories, its clean-up.

mod command;
pub mod differential;
mod exec;
mod jobs;
mod orphans;
mod outcome;
mod output;
mod parallel;
mod process;
mod retry;
mod slots;
mod tester;
mod timeout;
mod worker;

pub use command::{AlsoInteresting, Oracle, Output, Placed, TestCommand};
pub use jobs::JobDirs;
pub(crate) use orphans::{become_subreaper, sweep_all, sweep_stale};
pub use outcome::{Conditions, Outcome, SameCrash, Status};
pub use output::Seen;
pub(crate) use process::{exited, kill_group};
pub use slots::Slots;
pub use tester::{hash, FnJudge, Judge, Speculate, Stats, Tester, Verdict, Window};
pub use timeout::Timeout;
pub use worker::{serve as serve_worker, Pool};
