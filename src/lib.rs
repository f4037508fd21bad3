//! whittle: a language-aware test-case reducer.
//!
//! The binary (`src/main.rs`) is a thin shell over [`run`]; everything else lives here so that
//! tests and benchmarks can drive the engine in-process.

pub mod lang;
pub mod syntax;
