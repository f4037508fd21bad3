//! whittle: a language-aware test-case reducer.
//!
//! The binary (`src/main.rs`) is a thin shell over [`cli::run`]; the engine lives here so that
//! tests and benchmarks can drive it in-process with any [`tester::Judge`].

pub mod check;
pub mod choice;
pub mod cli;
pub mod cut;
pub mod edit;
pub mod error;
pub mod format;
pub mod interrupt;
pub mod lang;
pub mod oracle;
pub mod pass;
pub mod progress;
pub mod reduce;
pub mod search;
pub mod session;
pub mod syntax;
pub mod tester;
pub mod tokens;
pub mod workspace;
