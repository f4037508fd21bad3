//! Folders and several files: every input goes into each job directory under its base name (a
//! folder with its tree), the chosen files are reduced one at a time, and a file the test does
//! not need goes.

use crate::common::{oracle, run, Sandbox};

const MAIN: &str = r#"#include <stdio.h>
#include "util.h"

static int unused_helper(int x) { return x * 3; }

int main(void) {
    int table[4] = {1, 2, 3, 4};
    printf("%d\n", answer(table[1]));
    return unused_helper(0);
}
"#;

const UTIL_H: &str = "int answer(int seed);\nint other(int);\n";

const UTIL_C: &str = r#"#include "util.h"

int other(int x) { return x - 1; }

int answer(int seed) {
    int acc = 0;
    for (int i = 0; i < 3; i++) acc += seed;
    return 36 + acc;
}

int more(int y) { return other(y) + 2; }
"#;

const EXTRA_C: &str = "int extra(void) { return 5; }\nint extra2(void) { return 6; }\n";

fn project(s: &Sandbox) {
    s.write("proj/main.c", MAIN);
    s.write("proj/util.h", UTIL_H);
    s.write("proj/util.c", UTIL_C);
    s.write("proj/lib/extra.c", EXTRA_C);
    s.write("proj/notes.txt", "keep me as I am\n");
}

/// gcc builds proj/main.c and proj/util.c, and the program prints 42.
const PRINTS_42: &str =
    r#"cd proj && gcc -w main.c util.c -o ./a.out 2>/dev/null && [ "$(./a.out)" = 42 ]"#;

#[test]
fn a_folder_is_reduced_file_by_file() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    project(&s);
    let test = s.script("prints42", PRINTS_42);
    let r = run(s.whittle_script(
        &["-j", "2", "--preset", "fast", "--exclude", "*.txt"],
        &test,
        "proj",
    ));
    r.expect_code(0);
    assert!(
        !s.exists("proj/lib/extra.c"),
        "extra.c is not needed: {}",
        r.stderr
    );
    // The folder is backed up beside it, as a whole (the excluded file too); nothing is added
    // inside it.
    assert_eq!(s.read("proj.orig/lib/extra.c"), EXTRA_C.as_bytes());
    assert_eq!(s.read("proj/notes.txt"), b"keep me as I am\n");
    assert_eq!(s.read("proj.orig/notes.txt"), b"keep me as I am\n");
    let mut inside = Vec::new();
    let mut dirs = vec![s.path("proj")];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(d).unwrap() {
            let p = e.unwrap().path();
            match p.is_dir() {
                true => dirs.push(p),
                false => inside.push(p),
            }
        }
    }
    assert!(
        inside
            .iter()
            .all(|p| !p.to_string_lossy().contains(".orig")),
        "a backup inside the folder: {inside:?}"
    );
    let main = s.read("proj/main.c");
    let util = s.read("proj/util.c");
    assert!(
        main.len() < MAIN.len() / 2,
        "{}",
        String::from_utf8_lossy(&main)
    );
    assert!(
        util.len() < UTIL_C.len() / 2,
        "{}",
        String::from_utf8_lossy(&util)
    );
    assert_eq!(s.read("proj.orig/util.c"), UTIL_C.as_bytes());
    assert_eq!(s.read("proj.orig/main.c"), MAIN.as_bytes());
    // The result still builds and prints 42, checked here by hand.
    let check = std::process::Command::new("sh")
        .arg("-c")
        .arg(PRINTS_42)
        .current_dir(s.root())
        .status()
        .unwrap();
    assert!(check.success());
    assert!(
        r.stderr.contains("main.c: language c, preset fast"),
        "{}",
        r.stderr
    );
    assert!(r.stderr.contains("notes.txt") || !r.stderr.contains("notes.txt: language"));
}

#[test]
fn several_files_go_to_an_output_folder() {
    let s = Sandbox::new();
    s.write("a.txt", "one\nalpha\ntwo\n");
    s.write("b.txt", "three\nbeta\nfour\n");
    let r = run(s.whittle([
        "-o",
        "out",
        "--stdout",
        "alpha.*beta",
        "a.txt",
        "b.txt",
        "--",
        "sh",
        "-c",
        "cat a.txt b.txt | tr -d '\\n'",
    ]));
    r.expect_code(0);
    assert_eq!(
        s.read("a.txt"),
        b"one\nalpha\ntwo\n",
        "inputs stay as they were"
    );
    assert_eq!(s.read("b.txt"), b"three\nbeta\nfour\n");
    let a = String::from_utf8(s.read("out/a.txt")).unwrap();
    let b = String::from_utf8(s.read("out/b.txt")).unwrap();
    assert!(a.contains("alpha") && a.len() <= 6, "{a:?}");
    assert!(b.contains("beta") && b.len() <= 5, "{b:?}");
}

#[test]
fn folder_usage_errors_are_clear() {
    let s = Sandbox::new();
    project(&s);
    let test = s.script("yes", "exit 0");
    let r = run(s.whittle_script(&["--include", "*.rs"], &test, "proj"));
    r.expect_code(1);
    assert!(r.stderr.contains("no file to reduce"), "{}", r.stderr);
    s.write("x.txt", "x\n");
    let r = run(s.whittle_script(&["-o", "x.txt"], &test, "proj"));
    r.expect_code(1);
    assert!(r.stderr.contains("names a folder"), "{}", r.stderr);
}

/// A second run over a reduced folder keeps the first backup (the originals) as it is and puts
/// the folder it started from beside it, as a file's backups are kept; `--resume` goes on
/// without a new one.
#[test]
fn a_folder_backup_is_never_overwritten() {
    let s = Sandbox::new();
    s.write("docs/a.txt", "one\nneedle\ntwo\n");
    s.write("docs/sub/b.txt", "three\nfour\n");
    let test = s.script("needle", "grep -rq needle docs");
    run(s.whittle_script(&["--preset", "fast"], &test, "docs")).expect_code(0);
    assert_eq!(s.read("docs.orig/a.txt"), b"one\nneedle\ntwo\n");
    assert_eq!(s.read("docs.orig/sub/b.txt"), b"three\nfour\n");
    let reduced = s.read("docs/a.txt");
    assert!(reduced.len() < 8, "{}", String::from_utf8_lossy(&reduced));
    s.write("docs/a.txt", "needle\nagain\n");
    let r = run(s.whittle_script(&["--preset", "fast"], &test, "docs"));
    r.expect_code(0);
    assert_eq!(s.read("docs.orig/a.txt"), b"one\nneedle\ntwo\n");
    assert_eq!(
        s.read("docs.orig.1/a.txt"),
        b"needle\nagain\n",
        "{}",
        r.stderr
    );
    let r = run(s.whittle_script(&["--preset", "fast", "--resume"], &test, "docs"));
    r.expect_code(0);
    assert!(!s.exists("docs.orig.2"), "{}", r.stderr);
    assert!(r.stderr.contains("docs.orig"), "{}", r.stderr);
}
