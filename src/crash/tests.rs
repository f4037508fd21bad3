//! Signatures of real crashes: every fixture is output a tool printed, kept verbatim in
//! `tests/data/crash/` (its README.md says how each was made). Pairs named `-moved` are the
//! same crash from a second input that differs by blank lines, renamed functions and the job
//! directory it ran in. Compilers and sanitizers here; runtimes and the normalizations in
//! `tests_runtimes.rs`.

use super::*;

macro_rules! fixture {
    ($name:literal) => {
        include_bytes!(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/crash/",
            $name
        ))
        .as_slice()
    };
}
pub(super) use fixture;

/// The signature with the default 5 frames; the run must have crashed.
pub(super) fn sig(output: &[u8], ending: Ending, inputs: &[&str]) -> Signature {
    signature(output, ending, 5, inputs).expect("the output reports a crash")
}

pub(super) fn frames(signature: &Signature) -> Vec<&str> {
    signature.frames.iter().map(String::as_str).collect()
}

// GCC

#[test]
fn a_gcc_ice_is_its_message_without_the_input_location() {
    let ice = sig(
        fixture!("gcc-ice-segfault.txt"),
        Ending::Exited(1),
        &["bug.cc"],
    );
    assert_eq!(ice.kind, Kind::GccIce);
    assert_eq!(ice.message, "Segmentation fault");
    // Debian's GCC prints only libc's frames (`???`, `__libc_start_call_main`): none count.
    assert_eq!(frames(&ice), Vec::<&str>::new());
    let moved = sig(
        fixture!("gcc-ice-segfault-moved.txt"),
        Ending::Exited(1),
        &["bug.cc"],
    );
    assert_eq!(ice, moved);
}

#[test]
fn a_gcc_ice_in_a_function_keeps_where_in_gcc() {
    let ice = sig(
        fixture!("gcc-ice-in-function.txt"),
        Ending::Exited(1),
        &["bug.cc"],
    );
    assert_eq!(ice.kind, Kind::GccIce);
    assert_eq!(ice.message, "in coerce_template_parms, at cp/pt.cc:9195");
    assert!(
        ice.frames.is_empty(),
        "start-up frames only: {:?}",
        ice.frames
    );
}

#[test]
fn a_gcc_ice_names_the_pass_it_happened_in() {
    let ice = sig(
        fixture!("gcc-ice-during-pass.txt"),
        Ending::Exited(1),
        &["big.cc"],
    );
    assert_eq!(ice.kind, Kind::GccIce);
    assert_eq!(
        ice.message,
        "Segmentation fault (during GIMPLE pass: local-fnsummary)"
    );
}

// C assertions, LLVM and Clang

#[test]
fn an_assertion_in_a_tool_keeps_its_place_in_the_tool() {
    let assertion = sig(
        fixture!("assertion-tool.txt"),
        Ending::Signaled(6),
        &["nest.c"],
    );
    assert_eq!(assertion.kind, Kind::Assertion);
    assert_eq!(
        assertion.message,
        "toycc.c:8: open_brace: Assertion `depth < 3 && \"nesting too deep\"' failed."
    );
}

#[test]
fn an_assertion_in_the_input_is_only_the_input_file() {
    let assertion = sig(
        fixture!("assertion-input.txt"),
        Ending::Exited(134),
        &["check.c"],
    );
    assert_eq!(assertion.kind, Kind::Assertion);
    assert_eq!(assertion.message, "Assertion failed in check.c");
}

#[test]
fn a_clang_crash_is_its_signal_and_the_stack_dump_past_the_signal_handler() {
    let crash = sig(
        fixture!("clang-crash-pragma.txt"),
        Ending::Exited(132),
        &["crash.c"],
    );
    assert_eq!(crash.kind, Kind::ClangCrash);
    assert_eq!(crash.message, "SIGILL");
    assert_eq!(
        frames(&crash),
        [
            "clang::Preprocessor::HandlePragmaDirective",
            "clang::Preprocessor::HandleDirective",
            "clang::Lexer::LexTokenInternal",
            "clang::Preprocessor::Lex",
            "clang::Parser::ParseCompoundStatementBody",
        ]
    );
    let moved = sig(
        fixture!("clang-crash-pragma-moved.txt"),
        Ending::Exited(132),
        &["crash.c"],
    );
    assert_eq!(crash, moved);
    // The same crash in a cc1 of its own (`-fno-integrated-cc1`): the driver says `unable to
    // execute command: Illegal instruction` instead of `failed with exit code 132`.
    let cc1 = sig(
        fixture!("clang-crash-cc1-signal.txt"),
        Ending::Exited(254),
        &["crash.c"],
    );
    assert_eq!(crash, cc1);
}

/// Without the symbolizer, clang's dump names the exported functions by their mangled names
/// (`module(symbol+0x31)`); its frames without a name (`module(+0x...)`, static functions, the
/// same crash reached by another path moves them) do not count beside them.
#[test]
fn a_stack_dump_without_the_symbolizer_keeps_its_mangled_names() {
    let crash = sig(
        fixture!("clang-crash-unsymbolized.txt"),
        Ending::Exited(132),
        &["crash.c"],
    );
    assert_eq!(crash.kind, Kind::ClangCrash);
    assert_eq!(
        frames(&crash)[..2],
        [
            "_ZN5clang12Preprocessor21HandlePragmaDirectiveENS_16PragmaIntroducerE",
            "_ZN5clang12Preprocessor15HandleDirectiveERNS_5TokenE",
        ]
    );
}

#[test]
fn llvm_errors_from_llc_and_clang_share_their_message() {
    let llc = sig(
        fixture!("llvm-error-cannot-select.txt"),
        Ending::Exited(134),
        &["sel.ll"],
    );
    let clang = sig(
        fixture!("llvm-error-backend.txt"),
        Ending::Exited(70),
        &["sel.ll"],
    );
    for error in [&llc, &clang] {
        assert_eq!(error.kind, Kind::LlvmError);
        assert_eq!(
            error.message,
            "Cannot select: intrinsic %llvm.aarch64.crc32b"
        );
        assert!(frames(error).contains(&"llvm::SelectionDAGISel::SelectCodeCommon"));
    }
    // llc aborts past `raise` and `abort`; clang exits through its own handler: the frames
    // start after either, with the first that has a name (the report's own static functions
    // above it have none).
    assert_eq!(frames(&llc)[0], "llvm::SelectionDAGISel::SelectCodeCommon");
    assert_eq!(
        frames(&clang)[0],
        "llvm::SelectionDAGISel::SelectCodeCommon"
    );
}

// Sanitizers

#[test]
fn asan_is_the_bug_type_and_the_access() {
    let overflow = sig(
        fixture!("asan-heap-buffer-overflow.txt"),
        Ending::Exited(1),
        &["bug.c"],
    );
    assert_eq!(overflow.kind, Kind::AddressSanitizer);
    assert_eq!(overflow.message, "heap-buffer-overflow, READ of size 4");
    // `get` and `main` are the input's, the rest start-up.
    assert_eq!(frames(&overflow), Vec::<&str>::new());
    // Other PIDs, addresses, job directories, line numbers and function names.
    let moved = sig(
        fixture!("asan-heap-buffer-overflow-moved.txt"),
        Ending::Exited(1),
        &["bug.c"],
    );
    assert_eq!(overflow, moved);

    let freed = sig(
        fixture!("asan-heap-use-after-free.txt"),
        Ending::Exited(1),
        &["uaf.c"],
    );
    assert_eq!(freed.message, "heap-use-after-free, READ of size 2");
    assert_ne!(overflow, freed);

    let segv = sig(fixture!("asan-segv.txt"), Ending::Exited(1), &["segv.c"]);
    assert_eq!(segv.message, "SEGV, READ memory access");
}

#[test]
fn ubsan_masks_the_input_values_and_crashes_even_when_the_program_goes_on() {
    // Without `-fno-sanitize-recover` the program prints the error and exits 0.
    let overflow = sig(
        fixture!("ubsan-signed-overflow.txt"),
        Ending::Exited(0),
        &["ub.c"],
    );
    assert_eq!(overflow.kind, Kind::UndefinedBehaviorSanitizer);
    assert_eq!(
        overflow.message,
        "signed integer overflow: N + N cannot be represented in type 'int'"
    );
    // With `print_stacktrace=1`: the frames are the input's.
    let with_stack = sig(
        fixture!("ubsan-signed-overflow-stacktrace.txt"),
        Ending::Exited(1),
        &["ub.c"],
    );
    assert_eq!(overflow, with_stack);
}

#[test]
fn msan_tsan_and_lsan_reports() {
    let msan = sig(
        fixture!("msan-use-of-uninitialized-value.txt"),
        Ending::Exited(1),
        &["msan.c"],
    );
    assert_eq!(msan.kind, Kind::MemorySanitizer);
    assert_eq!(msan.message, "use-of-uninitialized-value");

    let tsan = sig(
        fixture!("tsan-data-race.txt"),
        Ending::Exited(66),
        &["tsan.c"],
    );
    assert_eq!(tsan.kind, Kind::ThreadSanitizer);
    assert_eq!(tsan.message, "data race, Write of size 4");

    let lsan = sig(
        fixture!("lsan-memory-leak.txt"),
        Ending::Exited(1),
        &["leak.c"],
    );
    assert_eq!(lsan.kind, Kind::LeakSanitizer);
    assert_eq!(lsan.message, "detected memory leaks, Direct leak");
    // The allocator's interceptor is the sanitizer's, though linked into the input's program.
    assert_eq!(frames(&lsan), ["__interceptor_malloc"]);
}
