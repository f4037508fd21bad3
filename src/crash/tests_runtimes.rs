//! Signatures of real crashes, continued (see `tests.rs`): Rust, JavaScript engines, glibc,
//! bare signals, no crash, and the normalizations.

use super::frames::clean_function;
use super::tests::{fixture, frames, sig};
use super::text::Output;
use super::*;

// Rust

#[test]
fn a_panic_is_its_message_and_where_without_the_input_line() {
    let panic = sig(
        fixture!("rust-panic.txt"),
        Ending::Exited(101),
        &["main.rs"],
    );
    assert_eq!(panic.kind, Kind::RustPanic);
    assert_eq!(
        panic.message,
        "index out of bounds: the len is N but the index is N at main.rs"
    );
    // `RUST_BACKTRACE=1`: the frames are panicking's, the input's and start-up's.
    let backtrace = sig(
        fixture!("rust-panic-backtrace.txt"),
        Ending::Exited(101),
        &["main.rs"],
    );
    assert_eq!(panic, backtrace);
    // The same program built by rustc 1.63, which prints `panicked at 'message', file:line:col`.
    let old = sig(
        fixture!("rust-panic-old-format.txt"),
        Ending::Exited(101),
        &["main.rs"],
    );
    assert_eq!(panic, old);
}

#[test]
fn the_frames_of_the_crate_built_from_the_input_do_not_count() {
    let panic = sig(
        fixture!("rust-panic-input-crate.txt"),
        Ending::Exited(101),
        &["p.rs"],
    );
    assert_eq!(
        panic.message,
        "index out of bounds: the len is N but the index is N at p.rs"
    );
    assert!(panic.frames.is_empty(), "{:?}", panic.frames);
}

#[test]
fn a_delayed_rustc_ice_is_its_message() {
    let ice = sig(
        fixture!("rustc-ice-delayed-bug.txt"),
        Ending::Exited(101),
        &["lib.rs"],
    );
    assert_eq!(ice.kind, Kind::RustcIce);
    assert_eq!(ice.message, "error performing operation: fully_perform");
}

#[test]
fn a_panic_in_the_standard_library_keeps_its_line_and_frames() {
    let panic = sig(
        fixture!("rust-panic-in-std.txt"),
        Ending::Exited(101),
        &["grow.rs"],
    );
    assert_eq!(panic.kind, Kind::RustPanic);
    assert_eq!(panic.message, "capacity overflow at mod.rs:28:5");
    assert_eq!(
        frames(&panic),
        [
            "alloc::raw_vec::capacity_overflow",
            "alloc::raw_vec::handle_error",
            "alloc::raw_vec::RawVecInner<A>::with_capacity_in",
            "alloc::raw_vec::RawVec<T,A>::with_capacity_in",
            "alloc::vec::Vec<T,A>::with_capacity_in",
        ]
    );
}

#[test]
fn a_rustc_ice_is_its_message_and_the_query_stack_without_the_input_names() {
    let ice = sig(
        fixture!("rustc-ice-treat-err-as-bug.txt"),
        Ending::Exited(101),
        &["ice.rs"],
    );
    assert_eq!(ice.kind, Kind::RustcIce);
    assert_eq!(ice.message, "mismatched types at lib.rs:1531:17");
    assert_eq!(
        frames(&ice),
        [
            "[typeck] type-checking `_`",
            "[analysis] running analysis passes on crate `_`",
        ]
    );
    // Renamed items, other lines, and a backtrace (`RUST_BACKTRACE=1`) besides the query stack.
    let moved = sig(
        fixture!("rustc-ice-treat-err-as-bug-moved.txt"),
        Ending::Exited(101),
        &["ice.rs"],
    );
    assert_eq!(ice, moved);

    // rustc 1.63: the panic before `error: internal compiler error: unexpected panic`.
    let old = sig(
        fixture!("rustc-ice-old-format.txt"),
        Ending::Exited(101),
        &["ice.rs"],
    );
    assert_eq!(old.kind, Kind::RustcIce);
    assert_eq!(old.message, "aborting due to `_` at lib.rs:1449:27");
    assert_eq!(frames(&old)[0], "[typeck] type-checking `_`");
}

// JavaScript engines

#[test]
fn a_v8_check_is_the_failed_check_and_the_native_frames() {
    let check = sig(
        fixture!("v8-check-failed.txt"),
        Ending::Signaled(5),
        &["bug.js"],
    );
    assert_eq!(check.kind, Kind::V8Fatal);
    assert_eq!(check.message, "Check failed: v8_flags.fuzzing.");
    // `V8_Fatal` reports; frames without a name (`0xd32b41  [node]`) do not count.
    assert_eq!(
        frames(&check),
        ["v8::internal::Runtime_NeverOptimizeFunction"]
    );
}

#[test]
fn a_node_assertion_is_where_and_what() {
    let assertion = sig(
        fixture!("node-assertion.txt"),
        Ending::Signaled(6),
        &["assert.js"],
    );
    assert_eq!(assertion.kind, Kind::NodeAssertion);
    assert_eq!(
        assertion.message,
        "node_file.cc:2112: void node::fs::Open(const v8::FunctionCallbackInfo<v8::Value>&): \
         Assertion `(argc) >= (3)' failed."
    );
    assert_eq!(
        frames(&assertion),
        [
            "v8::internal::FunctionCallbackArguments::Call",
            "v8::internal::Builtin_HandleApiCall",
        ]
    );
}

#[test]
fn a_moz_crash_is_its_message_and_place() {
    let crash = sig(
        fixture!("spidermonkey-moz-crash.txt"),
        Ending::Signaled(11),
        &["crash.js"],
    );
    assert_eq!(crash.kind, Kind::MozCrash);
    assert_eq!(crash.message, "value out of range at js.cpp:3153");
}

// glibc and signals

#[test]
fn glibc_aborts_are_their_message() {
    let cases = [
        (
            fixture!("glibc-stack-smashing.txt"),
            "stack smashing detected",
        ),
        (
            fixture!("glibc-double-free.txt"),
            "free(): double free detected in tcache 2",
        ),
        (
            fixture!("glibc-double-free-fasttop.txt"),
            "double free or corruption (fasttop)",
        ),
        (
            fixture!("glibc-invalid-pointer.txt"),
            "free(): invalid pointer",
        ),
        (
            fixture!("glibc-corrupted-top-size.txt"),
            "malloc(): corrupted top size",
        ),
    ];
    for (output, message) in cases {
        // Through a shell (134 is 128 + SIGABRT): the message is the better signature.
        let abort = sig(output, Ending::Exited(134), &["bug.c"]);
        assert_eq!((abort.kind, abort.message.as_str()), (Kind::Glibc, message));
    }
}

#[test]
fn a_bare_signal_is_its_name() {
    let bare = fixture!("signal-segv-bare.txt");
    let segv = sig(bare, Ending::Signaled(libc::SIGSEGV), &["null.c"]);
    assert_eq!(
        (segv.kind, segv.message.as_str()),
        (Kind::Signal, "SIGSEGV")
    );
    assert_eq!(sig(bare, Ending::Exited(139), &["null.c"]), segv);
    // A script that went on after its program crashed: bash's `line 2: 12403 Segmentation
    // fault`, or dash's `Floating point exception`.
    let shell = sig(
        fixture!("signal-shell-segv.txt"),
        Ending::Exited(0),
        &["null.c"],
    );
    assert_eq!(shell, segv);
    let fpe = sig(fixture!("signal-sh-fpe.txt"), Ending::Exited(0), &["fpe.c"]);
    assert_eq!(fpe.message, "SIGFPE");
    assert_eq!(
        sig(
            fixture!("signal-sh-fpe.txt"),
            Ending::Exited(136),
            &["fpe.c"]
        ),
        fpe
    );
    // Killed (a time limit, the OOM killer) is no crash.
    assert_eq!(
        signature(bare, Ending::Signaled(libc::SIGKILL), 5, &["null.c"]),
        None
    );
}

// No crash

#[test]
fn normal_output_and_compile_errors_are_no_crash() {
    let cases = [
        (fixture!("none-normal-output.txt"), Ending::Exited(0)),
        (fixture!("none-gcc-compile-error.txt"), Ending::Exited(1)),
        (fixture!("none-clang-compile-error.txt"), Ending::Exited(1)),
        (fixture!("none-rustc-compile-error.txt"), Ending::Exited(1)),
    ];
    for (output, ending) in cases {
        assert_eq!(signature(output, ending, 5, &["err.c", "main.rs"]), None);
    }
}

// Across kinds

#[test]
fn different_crashes_have_different_signatures() {
    let signatures = [
        sig(
            fixture!("asan-heap-buffer-overflow.txt"),
            Ending::Exited(1),
            &["bug.c"],
        ),
        sig(
            fixture!("asan-heap-use-after-free.txt"),
            Ending::Exited(1),
            &["uaf.c"],
        ),
        sig(
            fixture!("glibc-double-free.txt"),
            Ending::Exited(134),
            &["bug.c"],
        ),
        sig(
            fixture!("glibc-invalid-pointer.txt"),
            Ending::Exited(134),
            &["bug.c"],
        ),
        sig(
            fixture!("gcc-ice-segfault.txt"),
            Ending::Exited(1),
            &["bug.cc"],
        ),
        sig(
            fixture!("gcc-ice-during-pass.txt"),
            Ending::Exited(1),
            &["big.cc"],
        ),
        sig(
            fixture!("clang-crash-pragma.txt"),
            Ending::Exited(132),
            &["crash.c"],
        ),
        sig(
            fixture!("llvm-error-backend.txt"),
            Ending::Exited(70),
            &["sel.ll"],
        ),
        sig(
            fixture!("rust-panic.txt"),
            Ending::Exited(101),
            &["main.rs"],
        ),
        sig(
            fixture!("rustc-ice-treat-err-as-bug.txt"),
            Ending::Exited(101),
            &["ice.rs"],
        ),
    ];
    for (i, a) in signatures.iter().enumerate() {
        for b in &signatures[i + 1..] {
            assert_ne!(a, b);
        }
    }
}

#[test]
fn frames_limits_the_frames() {
    let output = fixture!("clang-crash-pragma.txt");
    for count in [0, 1, 2, 5, 12] {
        let crash = signature(output, Ending::Exited(132), count, &["crash.c"]).unwrap();
        assert_eq!(crash.frames.len(), count);
    }
}

#[test]
fn the_first_report_wins() {
    // A script that runs two programs: UBSan's report, then ASan's.
    let both = [
        fixture!("ubsan-signed-overflow.txt"),
        fixture!("asan-segv.txt"),
    ]
    .concat();
    let first = sig(&both, Ending::Exited(1), &["ub.c", "segv.c"]);
    assert_eq!(first.kind, Kind::UndefinedBehaviorSanitizer);
}

#[test]
fn a_signature_prints_its_kind_message_and_frames() {
    let crash = signature(
        fixture!("clang-crash-pragma.txt"),
        Ending::Exited(132),
        2,
        &["crash.c"],
    );
    assert_eq!(
        crash.unwrap().to_string(),
        "clang-crash: SIGILL\n  at clang::Preprocessor::HandlePragmaDirective\n  at \
         clang::Preprocessor::HandleDirective"
    );
}

// The normalizations

#[test]
fn paths_lose_their_directories_and_the_input_its_lines() {
    let out = Output::new(
        b"",
        Ending::Exited(0),
        &["/tmp/whittle-run-x/job-y/w/bug.c"],
    );
    assert_eq!(
        out.clean("at /tmp/whittle-run-x/job-y/w/bug.c:12:5 in (F:\\src\\lib\\Sema.cpp:40)"),
        "at bug.c in (Sema.cpp:40)"
    );
    assert_eq!(
        out.clean("bug.c:3:5: in f, at cp/pt.cc:17004"),
        "bug.c: in f, at cp/pt.cc:17004"
    );
    assert!(out.is_input_program("/tmp/whittle-run-x/job-y/w/prog"));
    assert!(out.is_input_program("./bug"));
    assert!(!out.is_input_program("/usr/lib/llvm-14/bin/clang"));
}

#[test]
fn function_names_lose_parameters_offsets_and_hashes() {
    let cases = [
        (
            "clang::Sema::CheckTemplateArgument(clang::NamedDecl*, clang::TemplateArgumentLoc&) const",
            "clang::Sema::CheckTemplateArgument",
        ),
        ("tsubst_copy_and_build(tree_node*, int)", "tsubst_copy_and_build"),
        ("Foo::operator()(int) const", "Foo::operator()"),
        ("(anonymous namespace)::Impl::run(int)", "(anonymous namespace)::Impl::run"),
        ("clang::driver::CC1Command::Execute(int) const (.part.0)", "clang::driver::CC1Command::Execute"),
        ("v8::internal::Execution::Call(v8::internal::Isolate*) + 171", "v8::internal::Execution::Call"),
        ("std::sys_common::backtrace::_print_fmt::hab5444ef511f9f50", "std::sys_common::backtrace::_print_fmt"),
        ("std[8996aeeb2a45fe64]::thread::spawn", "std::thread::spawn"),
        ("pthread_create <null>", "pthread_create"),
        ("static void JSC::JSObject::putInline(JSC::JSCell*)", "JSC::JSObject::putInline"),
        ("void llvm::function_ref<void ()>::callback_fn<F>(long)", "llvm::function_ref<void ()>::callback_fn<F>"),
    ];
    for (name, clean) in cases {
        assert_eq!(clean_function(name), clean);
    }
}
