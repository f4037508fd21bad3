//! Typed errors and the process exit codes they map to, kept in one place.

use std::path::PathBuf;

/// Exit statuses of the `whittle` binary. clap uses 2 for usage errors, so ours avoid it.
pub mod exit {
    /// The reduction finished and the result re-checked as interesting.
    pub const OK: u8 = 0;
    /// Bad input, an I/O failure, or any other error.
    pub const ERROR: u8 = 1;
    /// The original input is not interesting: there is nothing to reduce.
    pub const NOT_INTERESTING: u8 = 3;
    /// The final result did not re-check as interesting (a flaky or stateful test).
    pub const RECHECK_FAILED: u8 = 4;
    /// Stopped by Ctrl-C or SIGTERM; the best result so far is on disk.
    pub const INTERRUPTED: u8 = 130;
}

#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error("{0}")]
    Usage(String),
    /// The launcher (`--launcher`) did not start tests, or its workers kept dying.
    #[error("{0}")]
    Launcher(String),
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write {}: {source}", path.display())]
    Write {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot run the interestingness test {program}: {source}")]
    Spawn {
        program: String,
        source: std::io::Error,
    },
    #[error("cannot create a job directory under {}: {source}", dir.display())]
    JobDir {
        dir: PathBuf,
        source: std::io::Error,
    },
    #[error("{file}: {msg}")]
    Preset { file: String, msg: String },
    /// A bug in the shipped language data (a glob, a query): the message names the file.
    #[error("{0}")]
    Lang(String),
    #[error("{0}")]
    NotInteresting(String),
    #[error("{0}")]
    RecheckFailed(String),
    /// A campaign (`--campaign`) ran, but some of its reductions could not.
    #[error("{0}")]
    Campaign(String),
    #[error("interrupted")]
    Interrupted,
}

impl Error {
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::NotInteresting(_) => exit::NOT_INTERESTING,
            Error::RecheckFailed(_) => exit::RECHECK_FAILED,
            Error::Interrupted => exit::INTERRUPTED,
            _ => exit::ERROR,
        }
    }
}

pub type Result<T, E = Error> = std::result::Result<T, E>;
