//! What a newcomer tries first (issue 16): the placement rule, scripts as C-Reduce runs them,
//! output to a closed pipe, the live line and the summary, up-front checks, language names,
//! and the packaging extras. Each test here failed before the change it checks.

use std::os::unix::fs::PermissionsExt;
use std::process::{Command, Stdio};

use crate::common::{filler, oracle, run, Sandbox, WHITTLE};

fn with_needle(s: &Sandbox, rel: &str) {
    let mut text = filler(60);
    let at = text[text.len() / 2..].find('\n').unwrap() + text.len() / 2 + 1;
    text.insert_str(at, "needle\n");
    s.write(rel, text);
}

/// `whittle ./test.sh sub/dir/file` with a test that names the file by its base name, as every
/// C-Reduce test does: the file is in the job directory under that name.
#[test]
fn a_file_in_a_subfolder_goes_in_under_its_base_name() {
    let s = Sandbox::new();
    with_needle(&s, "sub/dir/input.txt");
    let test = s.script("grep", "grep -q '^needle$' input.txt");
    run(s.whittle_script(&[], &test, "sub/dir/input.txt")).expect_code(0);
    assert_eq!(s.read("sub/dir/input.txt"), b"needle");
    assert!(s.exists("sub/dir/input.txt.orig"));
}

/// Two inputs with one base name are an error before any test runs.
#[test]
fn two_inputs_with_one_base_name_are_an_error() {
    let s = Sandbox::new();
    with_needle(&s, "a/x.txt");
    with_needle(&s, "b/x.txt");
    let marker = s.path("ran");
    let test = s.script("touch", &format!("touch {}", marker.display()));
    let r = run(s.whittle_script(&[], &test, "a/x.txt").arg("b/x.txt"));
    r.expect_code(1);
    assert!(
        r.stderr.contains("a/x.txt") && r.stderr.contains("b/x.txt") && r.stderr.contains("x.txt"),
        "{}",
        r.stderr
    );
    assert!(!marker.exists(), "a test ran");
}

/// The copy in the job directory keeps the original's mode: a test may run the candidate.
#[test]
fn an_executable_input_stays_executable() {
    let s = Sandbox::new();
    let path = s.write(
        "prog.sh",
        "#!/bin/sh\necho one\necho two\necho needle\necho three\n",
    );
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
    let test = s.script("runs", "./prog.sh | grep -q needle");
    let r = run(s.whittle_script(&[], &test, "prog.sh"));
    r.expect_code(0);
    let result = String::from_utf8(s.read("prog.sh")).unwrap();
    assert!(
        result.contains("needle") && !result.contains("one"),
        "{result}"
    );
}

/// A test script without `#!` runs through /bin/sh, as C-Reduce runs it.
#[test]
fn a_script_without_a_shebang_runs_through_sh() {
    let s = Sandbox::new();
    with_needle(&s, "input.txt");
    let test = s.write("test.sh", "grep -q '^needle$' input.txt\n");
    std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755)).unwrap();
    run(s.whittle_script(&[], &test, "input.txt")).expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
}

/// `whittle bug.c ./test.sh`: the arguments the wrong way round are named as such.
#[test]
fn swapped_arguments_are_named() {
    let s = Sandbox::new();
    s.write("bug.c", "int main(void) { return 0; }\n");
    let test = s.script("test", "exit 0");
    let r = run(s.whittle(["bug.c"]).arg(&test));
    r.expect_code(1);
    assert!(r.stderr.contains("swapped"), "{}", r.stderr);
    assert!(!r.stderr.contains("chmod"), "{}", r.stderr);
}

/// `whittle ... 2>&1 | head -1`: a reader that goes away early is not a crash, and
/// `--stats-json` is written anyway.
#[test]
fn a_closed_stderr_is_no_crash_and_the_stats_are_written() {
    let s = Sandbox::new();
    with_needle(&s, "input.txt");
    let test = s.script("grep", "grep -q '^needle$' input.txt");
    let mut child = Command::new(WHITTLE)
        .args(["--stats-json", "stats.json", "-j", "1"])
        .arg(&test)
        .arg("input.txt")
        .current_dir(s.root())
        .env("TMPDIR", s.path("jobs"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stderr.take());
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(0));
    assert!(s.exists("stats.json"));
    assert_eq!(s.read("input.txt"), b"needle");
}

/// The summary's passes as a table, and the log's round numbers without gaps.
#[test]
fn the_summary_is_a_table_and_rounds_count_up() {
    let s = Sandbox::new();
    with_needle(&s, "input.txt");
    let test = s.script("grep", "grep -q '^needle$' input.txt");
    let r = run(s.whittle_script(&["-j", "1"], &test, "input.txt"));
    r.expect_code(0);
    assert!(
        r.stderr.contains("  passes: pass") && r.stderr.contains(" removed "),
        "{}",
        r.stderr
    );
    let summary = r
        .stderr
        .lines()
        .skip_while(|l| !l.starts_with("whittle: done"));
    assert!(
        summary.clone().count() > 4 && summary.clone().all(|l| l.len() < 100),
        "a long summary line:\n{}",
        r.stderr
    );
    let mut last = (0, 0);
    for line in r.stderr.lines().filter(|l| l.contains(": round ")) {
        let number = line
            .split("round ")
            .nth(1)
            .unwrap()
            .split(',')
            .next()
            .unwrap();
        let (stage, round) = number.split_once('.').unwrap();
        let now = (stage.parse::<u32>().unwrap(), round.parse::<u32>().unwrap());
        assert!(
            now.0 > last.0 || now.1 == last.1 || now.1 == last.1 + 1,
            "round {now:?} after {last:?}:\n{}",
            r.stderr
        );
        last = now;
    }
}

/// On a terminal 40 columns wide, the live line fits in 40 columns.
#[test]
fn the_live_line_fits_the_terminal() {
    if !oracle("script") {
        return;
    }
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let test = s.script(
        "slow",
        r#"sleep 0.3; grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
    );
    let command = format!("stty cols 40; {WHITTLE} -j 2 {} input.txt", test.display());
    let out = Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(s.root())
        .env("TMPDIR", s.path(""))
        .output()
        .unwrap();
    let screen = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{screen}");
    let live: Vec<&str> = screen
        .split(['\r', '\n'])
        .filter(|l| l.contains(" bytes of "))
        .collect();
    assert!(!live.is_empty(), "no live line:\n{screen}");
    for line in live {
        let shown = line.trim_start_matches("\x1b[K");
        assert!(shown.chars().count() < 40, "{shown:?} is wider than 40");
    }
}

/// `--format TOOL` with no such tool, and `-o` naming an existing file: errors before any
/// test runs, the input untouched.
#[test]
fn missing_formatters_and_taken_outputs_are_found_first() {
    let s = Sandbox::new();
    with_needle(&s, "input.txt");
    let marker = s.path("ran");
    let test = s.script("touch", &format!("touch {}; exit 0", marker.display()));
    let r = run(s.whittle_script(&["--format", "no-such-formatter-x"], &test, "input.txt"));
    r.expect_code(1);
    assert!(r.stderr.contains("no-such-formatter-x"), "{}", r.stderr);
    s.write("taken.txt", "mine\n");
    let r = run(s.whittle_script(&["-o", "taken.txt"], &test, "input.txt"));
    r.expect_code(1);
    assert!(r.stderr.contains("--force"), "{}", r.stderr);
    assert_eq!(s.read("taken.txt"), b"mine\n");
    assert!(!marker.exists(), "a test ran");
    let grep = s.script("grep", "grep -q '^needle$' input.txt");
    run(s.whittle_script(&["-o", "taken.txt", "--force"], &grep, "input.txt")).expect_code(0);
    assert_eq!(s.read("taken.txt"), b"needle");
}

/// `.i` is preprocessed C; `--lang` takes the common other names.
#[test]
fn language_names_and_aliases() {
    let s = Sandbox::new();
    s.write("pre.i", "int f(void) { return 1; }\n");
    let r = run(s.whittle(["--dump-tree", "pre.i"]));
    r.expect_code(0);
    assert!(r.stdout.contains("translation_unit"), "{}", r.stdout);
    s.write("x.txt", "let a = 1;\n");
    for (alias, root) in [
        ("js", "program"),
        ("JavaScript", "program"),
        ("rs", "source_file"),
    ] {
        let r = run(s.whittle(["--dump-tree", "--lang", alias, "x.txt"]));
        r.expect_code(0);
        assert!(r.stdout.contains(root), "{alias}: {}", r.stdout);
    }
}

/// Shell completions, a man page, and the commit in `--version`.
#[test]
fn completions_man_page_and_version() {
    let s = Sandbox::new();
    let r = run(s.whittle(["--completions", "bash"]));
    r.expect_code(0);
    assert!(r.stdout.contains("whittle") && r.stdout.contains("--timeout"));
    let r = run(s.whittle(["--man"]));
    r.expect_code(0);
    assert!(
        r.stdout.starts_with(".ie") || r.stdout.contains(".TH"),
        "{}",
        r.stdout
    );
    let r = run(s.whittle(["--version"]));
    r.expect_code(0);
    let version = r.stdout.trim();
    let in_git = Command::new("git")
        .args(["rev-parse", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .is_ok_and(|o| o.status.success());
    if in_git {
        assert!(version.contains('('), "no commit in {version:?}");
    }
}
