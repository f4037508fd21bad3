//! C-Vise's, C-Reduce's and Shrink Ray's command lines, run unchanged but for the program's
//! name (issue 16): every option whittle accepts, at least once, on a real C case with gcc.
//! Options with an effect are checked for it; options with no meaning here for their note.

use crate::common::{oracle, run, Run, Sandbox};

/// A real, small C file gcc rejects (a call with too few arguments), and a test that greps
/// gcc's message, by the file's bare name, as C-Reduce tests do.
const BUG_C: &str = "\
#include <string.h>
static int helper(int counter, int limit) {
    int total = 0;
    for (int i = 0; i < limit; i++) total += counter * i;
    return total;
}
int main(void) {
    char buffer[16];
    memset(buffer, 0, sizeof buffer);
    return helper(3);
}
";

const TEST: &str =
    "gcc -fsyntax-only bug.c 2>&1 | grep -q 'too few arguments to function .helper.'";

fn sandbox() -> (Sandbox, std::path::PathBuf) {
    let s = Sandbox::new();
    s.write("bug.c", BUG_C);
    let test = s.script("test", TEST);
    (s, test)
}

/// Runs whittle with `options` (after the test and the file, so that an option with an
/// optional value, like `--timeout`, can stand alone) on a fresh copy of the case.
fn reduce(options: &[&str]) -> (Sandbox, Run) {
    let (s, test) = sandbox();
    let r = run(s.whittle([&test]).arg("bug.c").args(options));
    (s, r)
}

/// The file in the sandbox still has gcc's error, and is smaller than the original.
fn interesting_and_smaller(s: &Sandbox, name: &str) {
    let bytes = s.read(name);
    assert!(bytes.len() < BUG_C.len(), "{name} did not shrink");
    let ok = std::process::Command::new("sh")
        .arg("-c")
        .arg(TEST.replace("bug.c", name))
        .current_dir(s.root())
        .status()
        .unwrap()
        .success();
    assert!(
        ok,
        "{name} is not interesting: {}",
        String::from_utf8_lossy(&bytes)
    );
}

#[test]
fn options_with_an_effect() {
    if !oracle("gcc") {
        return;
    }
    type Check = fn(&Sandbox, &Run);
    let cases: &[(&[&str], Check)] = &[
        (&["-n", "2"], |_, _| {}),
        (&["--n", "2"], |_, _| {}),
        (&["--parallelism", "2"], |_, _| {}),
        (&["--parallelism", "0"], |_, _| {}),
        (&["--tidy"], |s, _| assert!(!s.exists("bug.c.orig"))),
        (&["--backup", "kept.c"], |s, _| {
            assert_eq!(s.read("kept.c"), BUG_C.as_bytes());
            assert!(!s.exists("bug.c.orig"));
        }),
        (&["--timeout", "30"], |_, r| {
            assert!(!r.stderr.contains("timeout 1.0 s"), "{}", r.stderr)
        }),
        (&["--timeout"], |_, r| {
            assert!(r.stderr.contains("s per test"))
        }),
        (&["-s"], |_, r| assert!(r.stderr.contains("untested (-s)"))),
        (&["--skip-interestingness-test-check"], |_, r| {
            assert!(r.stderr.contains("untested (-s)"))
        }),
        (&["--no-renaming"], |s, _| {
            assert!(String::from_utf8_lossy(&s.read("bug.c")).contains("helper"))
        }),
        (&["--not-c"], |_, r| {
            assert!(r.stderr.contains("preset generic"), "{}", r.stderr)
        }),
        (&["--print-diff"], |_, r| {
            assert!(
                r.stderr.contains("--- before") && r.stderr.contains("\n+"),
                "{}",
                r.stderr
            )
        }),
        (&["--save-temps", "--work-dir", "."], |s, r| {
            assert!(s.exists("whittle-interesting-1"), "{}", r.stderr);
            assert!(s.exists("whittle-interesting-1/w/bug.c"));
        }),
        (&["--remove-pass", "rename,layout"], |_, r| {
            assert!(!r.stderr.contains(" rename "), "{}", r.stderr)
        }),
        (
            &["--start-with-pass", "lines", "--stats-json", "s.json"],
            |s, _| {
                let stats: serde_json::Value = serde_json::from_slice(&s.read("s.json")).unwrap();
                assert_eq!(stats["passes"][0]["name"], "lines");
            },
        ),
        (&["--skip-initial-passes"], |_, r| {
            // Text passes take part from the first stage on (else only syntax passes do).
            let text_pass_first = r.stderr.lines().any(|l| {
                l.contains("round 1.")
                    && ["prefix-suffix", "lines", "tokens"]
                        .iter()
                        .any(|p| l.contains(&format!(", {p}:")))
            });
            assert!(text_pass_first, "{}", r.stderr)
        }),
        (&["--max-improvement", "40", "--history", "h"], |s, _| {
            let mut sizes = vec![BUG_C.len()];
            let mut steps: Vec<_> = std::fs::read_dir(s.path("h"))
                .unwrap()
                .map(|e| e.unwrap().path())
                .collect();
            steps.sort();
            sizes.extend(steps.iter().map(|p| std::fs::read(p).unwrap().len()));
            assert!(sizes.len() > 3);
            for w in sizes.windows(2) {
                assert!(w[0] - w[1] <= 40, "a step of {} bytes", w[0] - w[1]);
            }
        }),
        (&["--sllooww"], |_, _| {}),
        (&["--slow"], |_, _| {}),
        (&["--debug"], |_, r| {
            assert!(r.stderr.contains(" -> "), "{}", r.stderr)
        }),
        (&["--verbose"], |_, r| assert!(r.stderr.contains(" -> "))),
        (&["--log-level", "DEBUG"], |_, r| {
            assert!(r.stderr.contains(" -> "))
        }),
        (&["--volume", "quiet"], |_, r| {
            assert!(r.stderr.is_empty(), "{}", r.stderr)
        }),
        (&["--log-level", "ERROR"], |_, r| {
            assert!(r.stderr.is_empty())
        }),
        (&["--timing"], |_, r| {
            assert!(r.stderr.contains("whittle: [0."), "{}", r.stderr)
        }),
        (&["--timestamp"], |_, r| {
            assert!(r.stderr.contains(":") && r.stderr.contains("] "))
        }),
        (&["--abs-timing"], |_, r| assert!(r.stderr.contains("] "))),
        (&["--log-file", "log.txt"], |s, r| {
            let log = String::from_utf8(s.read("log.txt")).unwrap();
            assert!(log.contains("original saved") && !r.stderr.contains("original saved"));
        }),
        (&["--ui", "basic"], |_, _| {}),
        (&["--formatter", "none"], |_, r| {
            assert!(!r.stderr.contains("--format"))
        }),
        (&["--formatter", "default"], |_, r| {
            assert!(r.stderr.contains("--format"))
        }),
        (&["--history"], |s, _| {
            assert!(s.exists("bug.c.history/0001-bug.c"))
        }),
        (&["--memory-limit", "4G"], |_, _| {}),
        (&["--assume-deterministic"], |_, r| {
            assert!(
                r.stderr.contains("interesting in 1 of 1 runs"),
                "{}",
                r.stderr
            )
        }),
        (&["--trivial-is-not-error"], |_, _| {}),
        (&["--seed", "3", "--order", "random"], |_, _| {}),
        (&["--also-interesting", "77"], |_, _| {}),
        (&["--stop-after", "60"], |_, _| {}),
        (&["--check-determinism", "2"], |_, r| {
            assert!(r.stderr.contains("2 of 2 runs"))
        }),
    ];
    for (options, check) in cases {
        let (s, r) = reduce(options);
        assert_eq!(r.code, Some(0), "{options:?}:\n{}", r.stderr);
        interesting_and_smaller(&s, "bug.c");
        check(&s, &r);
    }
}

#[test]
fn options_without_meaning_are_accepted_with_a_note() {
    if !oracle("gcc") {
        return;
    }
    let cases: &[&[&str]] = &[
        &["--shaddap"],
        &["--die-on-pass-bug"],
        &["--no-give-up"],
        &["--no-cache"],
        &["--skip-key-off"],
        &["--no-kill"],
        &["--no-default-passes"],
        &["--add-pass", "pass_lines", "0", "10"],
        &["--pass-group", "all"],
        &["--pass-group-file", "group.json"],
        &["--clang-delta-std", "c++17"],
        &["--clang-delta-preserve-routine", "main"],
        &["--to-utf8"],
        &["--skip-after-n-transforms", "3"],
        &["--stopping-threshold", "1.0"],
        &["--theme", "dark"],
        &["--in-place"],
        &["--not-in-place"],
        &["--exit-on-completion"],
        &["--no-exit-on-completion"],
        &["--reduce-with", "cat"],
        &["--python-reducer"],
        &["--no-python-reducer"],
        &["--llm"],
        &["--no-llm"],
        &["--llm-model", "x.gguf"],
        &["--llm-only"],
        &["--restart"],
        &["--no-restart"],
        &["--no-history"],
        &["--renaming"],
        &["--no-timing"],
    ];
    for options in cases {
        let (s, r) = reduce(options);
        assert_eq!(r.code, Some(0), "{options:?}:\n{}", r.stderr);
        interesting_and_smaller(&s, "bug.c");
        let note = r
            .stderr
            .lines()
            .find(|l| l.starts_with("whittle: note: ") && l.contains(options[0]));
        assert!(note.is_some(), "{options:?}: no note in\n{}", r.stderr);
    }
}

/// C-Vise's `--commands`: the test as shell commands.
#[test]
fn commands_instead_of_a_script() {
    if !oracle("gcc") {
        return;
    }
    for flag in ["--commands", "-c"] {
        let s = Sandbox::new();
        s.write("bug.c", BUG_C);
        let r = run(s.whittle([flag, TEST, "bug.c"]));
        r.expect_code(0);
        interesting_and_smaller(&s, "bug.c");
    }
}

/// C-Reduce's and C-Vise's convention: a test script runs with no arguments. A script that
/// refuses them, as C-Reduce's own smoke tests (its repository's `tests/test0.sh` ...) do, reduces unchanged;
/// with `--input-type arg` it gets the candidate's path, as with Shrink Ray, and refuses it.
#[test]
fn a_test_that_refuses_arguments_reduces() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("bug.c", BUG_C);
    let refuses = "if [ $# -ne 0 ]; then echo \"usage: $0\" 1>&2; exit 1; fi";
    let test = s.script("creduce", &format!("{refuses}\n{TEST}"));
    let r = run(s.whittle_script(&[], &test, "bug.c"));
    r.expect_code(0);
    interesting_and_smaller(&s, "bug.c");
    s.write("bug.c", BUG_C);
    let r = run(s.whittle_script(&["--input-type", "arg"], &test, "bug.c"));
    r.expect_code(3);
    assert!(r.stderr.contains("usage:"), "{}", r.stderr);
    assert_eq!(s.read("bug.c"), BUG_C.as_bytes());
}

/// Shrink Ray's `--input-type stdin`: the test reads the candidate from stdin.
#[test]
fn the_candidate_on_stdin() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("bug.c", BUG_C);
    let test = s.script(
        "stdin",
        "gcc -fsyntax-only -x c - 2>&1 | grep -q 'too few arguments to function .helper.'",
    );
    for input_type in ["stdin", "all"] {
        s.write("bug.c", BUG_C);
        let r = run(s.whittle_script(&["--input-type", input_type], &test, "bug.c"));
        r.expect_code(0);
        interesting_and_smaller(&s, "bug.c");
    }
    // Without it, stdin is empty: the original is not interesting.
    s.write("bug.c", BUG_C);
    run(s.whittle_script(&["--input-type", "arg"], &test, "bug.c")).expect_code(3);
}

/// An option no reducer has: a message that names it, and no advice to put it after `--`.
#[test]
fn unknown_options_are_named_without_suggesting_the_separator() {
    let (_, r) = reduce(&["--frobnicate"]);
    assert_eq!(r.code, Some(1), "{}", r.stderr);
    assert!(
        r.stderr.contains("unknown option --frobnicate"),
        "{}",
        r.stderr
    );
    assert!(
        !r.stderr.contains("'--'") && !r.stderr.contains("-- --"),
        "{}",
        r.stderr
    );
}

/// `--trivial-is-error`: a test that accepts the empty file stops the run. With one job the
/// empty file runs after the original, with more beside it: the same verdicts either way.
#[test]
fn a_test_that_accepts_everything() {
    let s = Sandbox::new();
    let yes = s.script("yes", "exit 0");
    for jobs in ["1", "2"] {
        s.write("bug.c", BUG_C);
        let r = run(s.whittle_script(&["-j", jobs], &yes, "bug.c"));
        r.expect_code(0);
        assert!(r
            .stderr
            .contains("warning: the test finds the empty bug.c interesting"));
        s.write("bug.c", BUG_C);
        let r = run(s.whittle_script(&["-j", jobs, "--trivial-is-error"], &yes, "bug.c"));
        r.expect_code(3);
        assert_eq!(s.read("bug.c"), BUG_C.as_bytes());
    }
}
