//! whittle: a language-aware test-case reducer.
//!
//! The binary (`src/main.rs`) is a thin shell over [`cli::run`]; the engine lives here so that
//! tests and benchmarks can drive it in-process with any [`oracle::Judge`]. The README's
//! "Where things are" maps the modules.

/// `whittle --version`: the package version and the commit it was built from.
pub const VERSION: &str = env!("WHITTLE_VERSION");

pub(crate) mod campaign;
pub mod cli;
pub(crate) mod config;
pub mod crash;
pub mod cut;
pub mod edit;
pub mod error;
pub(crate) mod format;
pub(crate) mod interrupt;
pub mod lang;
pub mod oracle;
pub mod pass;
pub mod progress;
pub mod reduce;
pub(crate) mod report;
pub mod search;
pub(crate) mod session;
pub mod syntax;
pub mod tokens;
pub(crate) mod workspace;
