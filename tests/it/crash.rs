//! `--same-crash` and `--print-signature` on real crashes: AddressSanitizer in a program gcc
//! builds, a Rust panic, V8's fatal check in Node, and an original that does not crash.

use crate::common::{oracle, run, Sandbox};

/// Two crashes in a row: a heap overflow read, then, were the overflow gone, a double free (and
/// any leftover allocation is a leak). A test that only asks for a crash lets the reduction slip
/// from the first to another.
const DECOY: &str = r#"#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry { const char *name; int weight; };

static struct entry *table;
static int table_size;

static void fill(int n) {
    table = malloc(n * sizeof *table);
    table_size = n;
    for (int i = 0; i < n; i++) {
        table[i].name = "item";
        table[i].weight = i * 3 + 1;
    }
}

static int total_weight(int upto) {
    int sum = 0;
    for (int i = 0; i <= upto; i++)
        sum += table[i].weight;
    return sum;
}

static void release(char *buffer) {
    free(buffer);
    free(buffer);
}

int main(void) {
    fill(4);
    printf("total %d\n", total_weight(table_size));
    char *scratch = malloc(16);
    strcpy(scratch, "scratch");
    release(scratch);
    return 0;
}
"#;

/// Builds bug.c with AddressSanitizer and runs it.
const ASAN: &str = "gcc -g -fsanitize=address bug.c -o bug 2>/dev/null && ./bug";

fn signature(s: &Sandbox, test: &std::path::Path, file: &str) -> String {
    let r = run(s.whittle_script(&["--print-signature"], test, file));
    r.expect_code(0);
    r.stdout.trim_end().to_string()
}

#[test]
fn same_crash_keeps_the_first_crash_of_a_decoy() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("bug.c", DECOY);
    let test = s.script("asan", ASAN);
    let original = signature(&s, &test, "bug.c");
    assert_eq!(original, "asan: heap-buffer-overflow, READ of size 4");

    // Any crash will do: the reduction ends on another one.
    let loose = s.script(
        "loose",
        "gcc -g -fsanitize=address bug.c -o bug 2>/dev/null || exit 1\n\
         ./bug >/dev/null 2>&1\n[ $? -ne 0 ]",
    );
    std::fs::create_dir_all(s.path("loose")).unwrap();
    let r = run(s.whittle_script(&["-o", "loose/bug.c"], &loose, "bug.c"));
    r.expect_code(0);
    assert_ne!(signature(&s, &test, "loose/bug.c"), original, "not a decoy");

    std::fs::create_dir_all(s.path("same")).unwrap();
    let r = run(s.whittle_script(&["--same-crash", "-o", "same/bug.c"], &test, "bug.c"));
    r.expect_code(0);
    assert!(
        r.stderr.contains(&format!(
            "the original crashes with the signature\n  {original}"
        )),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains(&format!(
            "  crash:  {original}\n          (the same as the original's, re-checked)"
        )),
        "{}",
        r.stderr
    );
    let same = s.read("same/bug.c");
    assert!(
        same.len() < DECOY.len() / 3,
        "{}",
        String::from_utf8_lossy(&same)
    );
    assert_eq!(signature(&s, &test, "same/bug.c"), original);
    assert_eq!(s.read("bug.c"), DECOY.as_bytes(), "the input is untouched");
}

#[test]
fn same_crash_keeps_a_rust_panic_in_the_script_form() {
    if !oracle("rustc") {
        return;
    }
    let s = Sandbox::new();
    let program = "fn pick(v: &[u32], at: usize) -> u32 {\n    v[at]\n}\n\
                   fn total(v: &[u32]) -> u32 {\n    v.iter().sum()\n}\n\
                   fn main() {\n    let weights = vec![3, 1, 4];\n    \
                   println!(\"{}\", total(&weights));\n    \
                   println!(\"{}\", total(&weights) + pick(&weights, 7));\n}\n";
    s.write("p.rs", program);
    let test = s.script("panic", "rustc -o p p.rs 2>/dev/null && ./p");
    let original = signature(&s, &test, "p.rs");
    assert_eq!(
        original,
        "rust-panic: index out of bounds: the len is N but the index is N at p.rs"
    );
    let r = run(s.whittle_script(&["--same-crash"], &test, "p.rs"));
    r.expect_code(0);
    let reduced = String::from_utf8(s.read("p.rs")).unwrap();
    assert!(reduced.len() < program.len() / 2, "{reduced}");
    assert!(reduced.contains('['), "the indexing stays: {reduced}");
    assert_eq!(signature(&s, &test, "p.rs"), original);
}

#[test]
fn same_crash_keeps_a_v8_fatal_check_in_the_inline_form() {
    if !oracle("node") {
        return;
    }
    let s = Sandbox::new();
    let script = "function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }\n\
                  const cache = new Map();\n\
                  for (let i = 0; i < 10; i++) cache.set(i, fib(i));\n\
                  %OptimizeFunctionOnNextCall(cache.size);\n\
                  console.log(cache.get(9));\n";
    s.write("crash.js", script);
    let node = ["--", "node", "--allow-natives-syntax", "@@"];
    let r = run(s.whittle(["--print-signature", "crash.js"].iter().chain(&node)));
    r.expect_code(0);
    assert!(
        r.stdout
            .starts_with("v8-fatal: Check failed: v8_flags.fuzzing."),
        "{}",
        r.stdout
    );
    let r = run(s.whittle(["--same-crash", "crash.js"].iter().chain(&node)));
    r.expect_code(0);
    let reduced = String::from_utf8(s.read("crash.js")).unwrap();
    assert!(reduced.contains("%OptimizeFunctionOnNextCall"), "{reduced}");
    assert!(reduced.len() < 45, "{reduced}");
}

#[test]
fn an_original_that_does_not_crash_is_a_clear_error() {
    let s = Sandbox::new();
    s.write("fine.c", "int main(void) { return 0; }\n");
    let test = s.script("fine", "echo all is well; exit 1");
    for options in [&["--same-crash"][..], &["--print-signature"]] {
        let r = run(s.whittle_script(options, &test, "fine.c"));
        r.expect_code(3);
        assert!(
            r.stderr
                .contains("--same-crash: the original fine.c does not crash")
                && r.stderr.contains("exit status 1")
                && r.stderr.contains("  | all is well"),
            "{}",
            r.stderr
        );
        assert_eq!(s.read("fine.c"), b"int main(void) { return 0; }\n");
        assert!(!s.exists("fine.c.orig"), "nothing written before the check");
    }
}
