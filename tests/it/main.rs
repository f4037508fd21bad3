//! The integration tests, one binary: each module runs the real `whittle` binary against real
//! oracles (gcc, node, rustc) on real files, or drives the engine in-process.
//!
//! - `common`: sandboxes, scripts, runs of the binary, leftover checks;
//! - `synthetic`: synthetic test cases for the search benchmarks and bounds.

mod common;
mod synthetic;

mod bench;
mod campaign;
mod cli;
mod compat;
mod crash;
mod derived;
mod differential;
mod faults;
mod folders;
mod grammars;
mod languages;
mod moves;
mod newcomer;
mod passes;
mod properties;
mod registry;
mod rename;
mod robust;
mod search;
mod unused;
