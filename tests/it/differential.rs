//! `--compare`: differential testing with the undefined-behaviour guard, on a real wrong-code
//! bug of gcc 12 and on originals that are no difference to reduce.

use std::process::Command;

use crate::common::{oracle, run, Sandbox};

/// GCC PR tree-optimization/110914 (gcc 12.2 at -O2), preprocessed: the corpus case.
const WRONG_CODE: &str = "corpus/c/gcc12-wrongcode-strlen-memcpy/wrongcode.c";

const O0: &str = "gcc -O0 @@ -o o0 && ./o0";
const O2: &str = "gcc -O2 @@ -o o2 && ./o2";

/// What `sh -c script` prints in `s`'s folder.
fn shell(s: &Sandbox, script: &str) -> std::process::Output {
    Command::new("sh")
        .arg("-c")
        .arg(script)
        .current_dir(s.root())
        .output()
        .unwrap()
}

#[test]
fn a_real_wrong_code_bug_reduces_without_undefined_behaviour() {
    if !oracle("gcc") || !oracle("clang") {
        return;
    }
    let s = Sandbox::new();
    let original =
        std::fs::read(env!("CARGO_MANIFEST_DIR").to_string() + "/" + WRONG_CODE).unwrap();
    s.write("wrongcode.c", &original);
    let r = run(s.whittle(["--compare", O0, "--compare", O2, "wrongcode.c"]));
    r.expect_code(0);
    let reduced = s.read("wrongcode.c");
    let text = String::from_utf8_lossy(&reduced);
    assert!(reduced.len() < 400, "{text}");
    // Checked again here, by hand: it still miscompiles...
    let run_at = |level: &str| {
        let out = shell(
            &s,
            &format!("gcc -{level} wrongcode.c -o at{level} && ./at{level}"),
        );
        assert!(out.status.success(), "{level}: {text}");
        out.stdout
    };
    assert_ne!(run_at("O0"), run_at("O2"), "{text}");
    // ... and has no undefined behaviour the sanitizers or the warnings see.
    let san = shell(
        &s,
        "gcc -g -fsanitize=address,undefined -fno-sanitize-recover=all wrongcode.c -o san \
         && ASAN_OPTIONS=detect_leaks=0 ./san",
    );
    let said = String::from_utf8_lossy(&san.stderr);
    assert!(
        san.status.success() && !said.contains("runtime error"),
        "{said}\n{text}"
    );
    for cc in ["gcc", "clang"] {
        let warned = shell(
            &s,
            &format!("LC_ALL=C {cc} -c -O1 -Wall -Wextra wrongcode.c -o w.o"),
        );
        let said = String::from_utf8_lossy(&warned.stderr);
        for ub in [
            "uninitialized",
            "conflicting types",
            "implicit declaration",
            "format '%",
        ] {
            assert!(!said.contains(ub), "{cc}: {said}\n{text}");
        }
    }
}

/// The corpus case as GCC's testsuite has it: `__builtin_abort ()` where the miscompiled
/// program goes wrong, so the -O2 build dies of SIGABRT while the -O0 build exits 0.
fn aborting_wrong_code() -> String {
    let text =
        std::fs::read_to_string(env!("CARGO_MANIFEST_DIR").to_string() + "/" + WRONG_CODE).unwrap();
    let print = "  printf (\"a=%d b=%d\\n\", a, b);\n";
    assert!(text.contains(print));
    text.replace(
        print,
        "  if (a != 49)\n    __builtin_abort ();\n  if (b != 0)\n    __builtin_abort ();\n",
    )
}

#[test]
fn a_build_that_crashes_where_the_other_prints_is_a_difference() {
    if !oracle("gcc") || !oracle("clang") {
        return;
    }
    let s = Sandbox::new();
    let original = aborting_wrong_code();
    s.write("abort.c", &original);
    let r = run(s.whittle(["--compare", O0, "--compare", O2, "abort.c"]));
    r.expect_code(0);
    assert!(
        r.stderr
            .contains("--compare: on the original command 2 was killed by signal 6 (SIGABRT)"),
        "{}",
        r.stderr
    );
    let reduced = s.read("abort.c");
    let text = String::from_utf8_lossy(&reduced);
    assert!(reduced.len() < 400, "{text}");
    // By hand: the -O0 build exits 0, the -O2 build dies of SIGABRT (sh says 134).
    let status_at = |level: &str| {
        let out = shell(
            &s,
            &format!("gcc -{level} abort.c -o at{level} && ./at{level}"),
        );
        out.status.code()
    };
    assert_eq!(status_at("O0"), Some(0), "{text}");
    assert_eq!(status_at("O2"), Some(134), "{text}");
    assert_eq!(s.read("abort.c.orig"), original.as_bytes());
    // When every command crashes there is no output to tell them apart: a clear error.
    let s = Sandbox::new();
    s.write("abort.c", &original);
    let r = run(s.whittle([
        "--compare",
        O2,
        "--compare",
        "gcc -O2 @@ -o b && ./b",
        "abort.c",
    ]));
    r.expect_code(3);
    assert!(
        r.stderr.contains("every command crashed") && r.stderr.contains("bash /"),
        "{}",
        r.stderr
    );
    assert_eq!(s.read("abort.c"), original.as_bytes());
}

#[test]
fn an_original_that_is_no_difference_is_a_clear_error() {
    if !oracle("gcc") || !oracle("clang") {
        return;
    }
    let s = Sandbox::new();
    let overflow = "#include <stdio.h>\nint main(int c, char **v) {\n  (void)v;\n  \
                    int x = 2147483647;\n  x += c;\n  printf(\"%d\\n\", x);\n  return 0;\n}\n";
    s.write("ov.c", overflow);
    let cases: &[(&[&str], &str)] = &[
        (
            &["--compare", O0, "--compare", O0],
            "the commands agree on it",
        ),
        (
            &[
                "--compare",
                O0,
                "--compare",
                "gcc @@ -o b && ./b && echo more",
            ],
            "built with the sanitizers, it reports undefined behaviour",
        ),
        (
            &["--compare", "gcc @@ -o a && ./a && exit 4", "--compare", O0],
            "command 1 exited with 4",
        ),
    ];
    for (args, why) in cases {
        let r = run(s.whittle(args.iter().chain(&["ov.c"])));
        r.expect_code(3);
        assert!(
            r.stderr
                .contains("--compare: the original ov.c is no difference to reduce")
                && r.stderr.contains(why),
            "{args:?}: {}",
            r.stderr
        );
        assert_eq!(s.read("ov.c"), overflow.as_bytes());
        assert!(!s.exists("ov.c.orig"));
    }
    // Without the guard, the overflow is no obstacle.
    let r = run(s.whittle([
        "--no-ub-check",
        "--compare",
        O0,
        "--compare",
        "gcc @@ -o b && ./b && echo more",
        "ov.c",
    ]));
    r.expect_code(0);
    assert!(s.read("ov.c").len() < 20);
}

#[test]
fn compare_needs_two_commands_and_its_compilers() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("p.c", "int main(void) { return 0; }\n");
    let r = run(s.whittle(["--compare", "cat @@", "p.c"]));
    r.expect_code(1);
    assert!(r.stderr.contains("two or more commands"), "{}", r.stderr);
    let r = run(s.whittle([
        "--compare",
        "cat @@",
        "--compare",
        "cat @@",
        "p.c",
        "--",
        "true",
    ]));
    r.expect_code(1);
    assert!(r.stderr.contains("--compare is the test"), "{}", r.stderr);
    // A PATH without clang: the guard cannot run, which is said before any test.
    std::fs::create_dir(s.path("bin")).unwrap();
    for tool in ["gcc", "as", "ld", "sh", "bash", "cat"] {
        if let Ok(path) = which(tool) {
            std::os::unix::fs::symlink(path, s.path("bin").join(tool)).unwrap();
        }
    }
    let mut cmd = s.whittle(["--compare", "cat @@", "--compare", "echo x", "p.c"]);
    cmd.env("PATH", s.path("bin"));
    let r = run(cmd);
    r.expect_code(1);
    assert!(
        r.stderr.contains("clang cannot be run") && r.stderr.contains("--no-ub-check"),
        "{}",
        r.stderr
    );
    assert_eq!(s.read("p.c"), b"int main(void) { return 0; }\n");
}

/// The path of `tool` on PATH.
fn which(tool: &str) -> Result<std::path::PathBuf, ()> {
    let out = Command::new("sh")
        .args(["-c", "command -v \"$1\"", "sh", tool])
        .output()
        .map_err(|_| ())?;
    match out.status.success() {
        true => Ok(String::from_utf8_lossy(&out.stdout).trim().into()),
        false => Err(()),
    }
}
