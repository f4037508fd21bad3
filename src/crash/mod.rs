//! Crash signatures, for `--same-crash`: from what a test printed (stdout and stderr together)
//! and how it ended, the crash's kind, its message and its top frames, normalized so that
//! reducing the input does not change them. A candidate is then accepted only if its run has
//! the original's signature.
//!
//! Normalized means: no addresses or offsets that move, no directories (a file under a job
//! directory, `/tmp/whittle-run-x/job-y/w/bug.c`, is `bug.c`), no line or column inside the
//! input, no PIDs, thread ids or timestamps. Frames of the input's own code are dropped
//! (reduction renames them): those in the input's files, and those of the program a test built
//! from it (`bug` for `bug.c`, `a.out`, anything in a job directory) that have no source file,
//! as without `-g`. So are the crash machinery at the top of a stack (signal handlers, `abort`,
//! `__assert_fail`, panicking, stack printing, with the frames without symbols among them) and
//! start-up frames anywhere (`main`, `_start`, `__libc_start_main`), before the top `frames`
//! are taken. In a stack where no frame has a name, a frame keeps its binary and offset
//! (`libLLVM-14.so.1+0xbd4b11`), which stay put for one build; where some have names, the
//! frames without one (static functions of a release build) do not count: the same crash
//! reached by another path through them moves their offsets.
//!
//! Numbers in messages about the user's program (UBSan's `runtime error`, a Rust program's
//! panic) are masked (`N`): they are the input's values, which reduction changes
//! (`signed integer overflow: N + N cannot be represented in type 'int'`); numbers in a tool's
//! own report (a GCC ICE's `at cp/pt.cc:17004`, an assertion's line) are kept, and so are an
//! ASan access's size (`READ of size 4`). Names of the input inside a message are masked where
//! the format shows them: rustc's backquotes (``type-checking `_` ``), UBSan's `'struct _'`; an
//! `assert` in the input's code is only `Assertion failed in bug.c`.
//!
//! Each family of tools has a file with its recognizers, listed in the table `RECOGNIZERS`.
//! The first report in the output wins (a UBSan error before a segfault is the UBSan error); a
//! run with no report that ended by a crash signal, or with a shell's `128 + N` exit code or
//! message for one, has the signature `signal: SIGSEGV`.

mod compilers;
mod frames;
mod js;
mod runtime;
mod rust;
mod sanitizers;
mod text;
pub use text::crash_signal_name;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_runtimes;

use std::fmt;

use frames::Frame;
use text::Output;

/// How the run ended, as far as the signature cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ending {
    Exited(i32),
    Signaled(i32),
}

/// What crashed, and how it said so.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    /// GCC's `internal compiler error: ...`.
    GccIce,
    /// A C `assert` (glibc's or BSD's message), as in Clang and LLVM built with assertions.
    Assertion,
    /// LLVM's `UNREACHABLE executed at File.cpp:123!`.
    LlvmUnreachable,
    /// LLVM's `LLVM ERROR: ...` and Clang's `fatal error: error in backend: ...`.
    LlvmError,
    /// Clang or another LLVM tool crashing without a message (`PLEASE submit a bug report`).
    ClangCrash,
    AddressSanitizer,
    UndefinedBehaviorSanitizer,
    MemorySanitizer,
    ThreadSanitizer,
    LeakSanitizer,
    /// A Rust program's panic.
    RustPanic,
    /// rustc's internal compiler error.
    RustcIce,
    /// V8's `# Fatal error in ...` (a `CHECK`), or Node's `FATAL ERROR: ...`.
    V8Fatal,
    /// Node's own `Assertion failed`.
    NodeAssertion,
    /// SpiderMonkey's `Assertion failure: COND, at File.cpp:123`.
    SpiderMonkeyAssertion,
    /// SpiderMonkey's (or Firefox's) `Hit MOZ_CRASH(msg) at File.cpp:123`.
    MozCrash,
    /// JavaScriptCore's `ASSERTION FAILED: COND`.
    JscAssertion,
    /// glibc aborting the program: `double free or corruption`, `stack smashing detected`, ...
    Glibc,
    /// Killed by a crash signal with no report to go by.
    Signal,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::GccIce => "gcc-ice",
            Kind::Assertion => "assertion",
            Kind::LlvmUnreachable => "llvm-unreachable",
            Kind::LlvmError => "llvm-error",
            Kind::ClangCrash => "clang-crash",
            Kind::AddressSanitizer => "asan",
            Kind::UndefinedBehaviorSanitizer => "ubsan",
            Kind::MemorySanitizer => "msan",
            Kind::ThreadSanitizer => "tsan",
            Kind::LeakSanitizer => "lsan",
            Kind::RustPanic => "rust-panic",
            Kind::RustcIce => "rustc-ice",
            Kind::V8Fatal => "v8-fatal",
            Kind::NodeAssertion => "node-assertion",
            Kind::SpiderMonkeyAssertion => "spidermonkey-assertion",
            Kind::MozCrash => "moz-crash",
            Kind::JscAssertion => "jsc-assertion",
            Kind::Glibc => "glibc",
            Kind::Signal => "signal",
        }
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A crash's identity: two runs crash the same way when their signatures are equal.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Signature {
    pub kind: Kind,
    pub message: String,
    /// The top frames, innermost first.
    pub frames: Vec<String>,
}

impl fmt::Display for Signature {
    /// `kind: message`, then a line `  at frame` for each frame.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.kind, self.message)?;
        for frame in &self.frames {
            write!(f, "\n  at {frame}")?;
        }
        Ok(())
    }
}

/// The signature of the crash a run reported in `output` (its stdout and stderr together) and
/// `ending`, with its top `frames` frames; `None` if the run did not crash (a normal exit, a
/// plain compile error). `inputs` are the file names of the input being reduced (`bug.c`):
/// their lines, columns and functions are left out.
pub fn signature(
    output: &[u8],
    ending: Ending,
    frames: usize,
    inputs: &[&str],
) -> Option<Signature> {
    let out = Output::new(output, ending, inputs);
    let report = RECOGNIZERS
        .iter()
        .filter_map(|find| find(&out))
        .min_by_key(|report| report.at)
        .or_else(|| runtime::signal(&out))?;
    Some(Signature {
        kind: report.kind,
        message: report.message,
        frames: frames::select(&report.frames, &out, frames),
    })
}

/// A crash report found in the output.
struct Report {
    /// Where it starts in the text: the first report wins.
    at: usize,
    kind: Kind,
    /// Already normalized.
    message: String,
    /// As printed, innermost first: [`frames::select`] picks those that count.
    frames: Vec<Frame>,
}

/// A way to find one family's reports in the output.
type Recognizer = fn(&Output) -> Option<Report>;

/// Every recognizer. When two reports start at the same place, the earlier entry wins.
const RECOGNIZERS: &[Recognizer] = &[
    // ASan, MSan, TSan, LSan and UBSan's `==123==ERROR: AddressSanitizer: ...` reports
    sanitizers::report,
    // UBSan's `bug.c:3:5: runtime error: ...`
    sanitizers::runtime_error,
    // GCC's `internal compiler error: ...` and its backtrace
    compilers::gcc_ice,
    // a C `assert` failing: `clang++: File.cpp:123: void f(): Assertion `x' failed.`
    compilers::assertion,
    // LLVM's `UNREACHABLE executed`, `LLVM ERROR:`, `error in backend:`, or a bare stack dump
    compilers::llvm,
    // Rust panics (`thread 'main' panicked at ...`) and rustc's internal compiler errors
    rust::panic,
    // V8's `# Fatal error in ...` / `# Check failed: ...`, Node's `FATAL ERROR: ...`
    js::v8,
    // Node's own `Assertion failed: ...`
    js::node_assertion,
    // SpiderMonkey's `Assertion failure: ..., at ...` and `Hit MOZ_CRASH(...) at ...`
    js::spidermonkey,
    // JavaScriptCore's `ASSERTION FAILED: ...`
    js::jsc,
    // glibc's aborts: `double free or corruption (fasttop)`, `*** stack smashing detected ***`
    runtime::glibc,
];
