//! End-to-end tests of the `whittle` binary: real test scripts and real compilers, each test in
//! its own temp dir (see `common`).

use std::fs::File;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common::{
    c_input_with_error, filler, gcc_stderr, oracle, pass_stats, run, send_signal, Sandbox, C_ERROR,
};

/// `filler(lines)` with each `(at, extra)` inserted as its own line before filler line `at`.
fn text_with(lines: usize, inserts: &[(usize, &str)]) -> String {
    let mut out = String::new();
    for (i, line) in filler(lines).lines().enumerate() {
        for (at, extra) in inserts {
            if *at == i {
                out += extra;
                out += "\n";
            }
        }
        out += line;
        out += "\n";
    }
    out
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

fn assert_summary(stderr: &str, head: &str) {
    for start in [head, "  size:", "  tests:", "  passes:", "  result:"] {
        assert!(
            stderr.lines().any(|l| l.starts_with(start)),
            "no summary line starting with {start:?} in stderr:\n{stderr}"
        );
    }
}

/// No test process is left running (any found are killed) and no job dir is left behind.
fn assert_clean(s: &Sandbox) {
    let procs = s.leftover_processes(Duration::from_secs(3));
    let dirs = s.leftover_job_dirs();
    assert!(
        procs.is_empty() && dirs.is_empty(),
        "left behind: processes {procs:#?}, job dirs {dirs:#?}"
    );
}

/// A test script accepting candidates that still contain every one of `needles`.
fn grep_all(needles: &[&str]) -> String {
    needles
        .iter()
        .map(|n| format!("grep -q '{n}' \"$WHITTLE_CANDIDATE\" || exit 1\n"))
        .collect::<String>()
        + "exit 0"
}

// A real C file, script form.
#[test]
fn c_file_is_reduced_while_gcc_keeps_its_error() {
    let Some(source) = c_input_with_error() else {
        return;
    };
    let s = Sandbox::new();
    s.write("bug.c", &source);
    let test = s.script(
        "gcc-test",
        &format!(
            "LC_ALL=C gcc -c \"$WHITTLE_CANDIDATE\" -o /dev/null 2>&1 | grep -q \"{C_ERROR}\""
        ),
    );
    let r = run(s
        .whittle(["-j", "2", "--timeout", "30"])
        .arg(&test)
        .arg("bug.c"));
    r.expect_code(0);
    let result = s.read("bug.c");
    assert!(
        result.len() * 10 < source.len(),
        "result is {} bytes, the input {}",
        result.len(),
        source.len()
    );
    let errors = gcc_stderr(&result, s.root());
    assert!(
        errors.contains(C_ERROR),
        "gcc on the result said:\n{errors}"
    );
    assert!(
        s.read("bug.c.orig") == source,
        "bug.c.orig differs from the original"
    );
    assert_summary(&r.stderr, "whittle: done");
    assert!(r.stderr.contains("re-checked: interesting"), "{}", r.stderr);
    assert_clean(&s);
}

// The inline form with -o: the input stays as it was.
#[test]
fn inline_form_with_output_leaves_the_input_untouched() {
    let Some(source) = c_input_with_error() else {
        return;
    };
    let s = Sandbox::new();
    s.write("bug.c", &source);
    let r = run(s.whittle([
        "--stderr",
        C_ERROR,
        "-o",
        "out.c",
        "bug.c",
        "--",
        "gcc",
        "-c",
        "@@",
        "-o",
        "/dev/null",
    ]));
    r.expect_code(0);
    assert!(s.read("bug.c") == source, "the input bug.c was modified");
    assert!(!s.exists("bug.c.orig"), "-o must not write a .orig");
    let result = s.read("out.c");
    assert!(
        result.len() * 10 < source.len(),
        "out.c: {} bytes",
        result.len()
    );
    let errors = gcc_stderr(&result, s.root());
    assert!(errors.contains(C_ERROR), "gcc on out.c said:\n{errors}");
    assert_clean(&s);
}

// Determinism: the number of jobs does not change the result.
fn reduce_with_jobs(input: &[u8], test_body: &str, jobs: usize) -> Vec<u8> {
    reduce_with_args(input, test_body, jobs, &[])
}

fn reduce_with_args(input: &[u8], test_body: &str, jobs: usize, args: &[&str]) -> Vec<u8> {
    let s = Sandbox::new();
    s.write("case.c", input);
    let test = s.script("test", test_body);
    run(s
        .whittle(["-q", "--timeout", "30", "-j", &jobs.to_string()])
        .args(args)
        .arg(&test)
        .arg("case.c"))
    .expect_code(0);
    s.read("case.c")
}

#[test]
fn c_result_is_the_same_for_one_and_two_jobs() {
    let Some(source) = c_input_with_error() else {
        return;
    };
    let body =
        format!("LC_ALL=C gcc -c \"$WHITTLE_CANDIDATE\" -o /dev/null 2>&1 | grep -q \"{C_ERROR}\"");
    let one = reduce_with_jobs(&source, &body, 1);
    let two = reduce_with_jobs(&source, &body, 2);
    assert!(
        one == two,
        "-j 1 gave:\n{}\n-j 2 gave:\n{}",
        String::from_utf8_lossy(&one),
        String::from_utf8_lossy(&two)
    );
}

/// Idle workers run what the sweep will ask after a likely win (its growth probes, the next
/// candidates on the best without it), and the result is the one of a single job.
#[test]
fn runs_ahead_of_a_win_change_nothing_but_the_time() {
    let input = text_with(120, &[(30, "needle one"), (90, "needle two")]);
    // Run-ahead belongs to the ordered search; from -j 8 on that is `--deterministic`.
    let reduce = |jobs: &str| {
        let s = Sandbox::new();
        s.write("input.txt", input.as_bytes());
        let test = s.script(
            "test",
            "grep -q 'needle one' \"$WHITTLE_CANDIDATE\" && grep -q 'needle two' \"$WHITTLE_CANDIDATE\"",
        );
        run(s
            .whittle([
                "-q",
                "--deterministic",
                "-j",
                jobs,
                "--stats-json",
                "st.json",
            ])
            .arg(&test)
            .arg("input.txt"))
        .expect_code(0);
        let stats: serde_json::Value = serde_json::from_slice(&s.read("st.json")).unwrap();
        (s.read("input.txt"), stats["prefetched"].as_u64().unwrap())
    };
    let (one, none) = reduce("1");
    let (eight, ahead) = reduce("8");
    assert_eq!(none, 0, "one job runs nothing ahead");
    assert!(ahead > 0, "eight jobs ran nothing ahead");
    assert_eq!(
        String::from_utf8_lossy(&one),
        String::from_utf8_lossy(&eight)
    );
}

#[test]
fn random_order_with_chaos_is_the_same_for_one_and_two_jobs_with_one_seed() {
    // A non-monotone test (interesting iff it is the original, or the checksum of the file is
    // even and three lines still have a fox), so the result depends on every choice the
    // scheduler makes, and there are many small results to end in.
    let input = text_with(60, &[]);
    let body = format!(
        "[ \"$(cksum < \"$WHITTLE_CANDIDATE\" | cut -d' ' -f1)\" = \"{}\" ] || {{ [ $(( $(cksum < \"$WHITTLE_CANDIDATE\" | cut -d' ' -f1) % 2 )) = 0 ] && [ \"$(grep -c fox \"$WHITTLE_CANDIDATE\")\" -ge 3 ]; }}",
        cksum(input.as_bytes())
    );
    let args = [
        "--order",
        "random",
        "--seed",
        "7",
        "--chaos",
        "--restart",
        "4",
    ];
    let one = reduce_with_args(input.as_bytes(), &body, 1, &args);
    assert!(one.len() < input.len());
    let two = reduce_with_args(input.as_bytes(), &body, 2, &args);
    assert!(one == two, "-j 1 and -j 2 differ with one seed");
    // The seed matters: some other seed ends elsewhere. Seeds 7 and 8 have met on one result
    // since the c preset gained the breaks, unwrap and inline passes, so three are tried.
    let others: Vec<Vec<u8>> = ["8", "9", "10"]
        .iter()
        .map(|seed| {
            let args = [
                "--order",
                "random",
                "--seed",
                seed,
                "--chaos",
                "--restart",
                "4",
            ];
            reduce_with_args(input.as_bytes(), &body, 2, &args)
        })
        .collect();
    assert!(
        others.iter().any(|o| *o != one),
        "three other seeds all gave the result of seed 7:\n{}",
        String::from_utf8_lossy(&one)
    );
}

/// The POSIX `cksum` of `bytes`, as the command prints it.
fn cksum(bytes: &[u8]) -> String {
    let s = Sandbox::new();
    s.write("f", bytes);
    let out = std::process::Command::new("sh")
        .arg("-c")
        .arg("cksum < f | cut -d' ' -f1")
        .current_dir(s.path(""))
        .output()
        .expect("cksum runs");
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

#[test]
fn text_result_is_the_same_for_any_number_of_jobs() {
    // Every 20th line says "keep"; the test wants three of them and the anchor line.
    let input: String = text_with(300, &[(150, "anchor")])
        .lines()
        .enumerate()
        .map(|(i, l)| {
            if i % 20 == 7 {
                format!("{l} keep\n")
            } else {
                format!("{l}\n")
            }
        })
        .collect();
    let body = "[ \"$(grep -c keep \"$WHITTLE_CANDIDATE\")\" -ge 3 ] && grep -q anchor \"$WHITTLE_CANDIDATE\"";
    let one = reduce_with_jobs(input.as_bytes(), body, 1);
    let text = String::from_utf8_lossy(&one);
    assert!(
        text.matches("keep").count() >= 3 && text.contains("anchor"),
        "{text}"
    );
    assert!(one.len() < input.len() / 10, "{text}");
    for jobs in [2, 3] {
        let other = reduce_with_jobs(input.as_bytes(), body, jobs);
        assert!(
            one == other,
            "-j 1 gave:\n{text}\n-j {jobs} gave:\n{}",
            String::from_utf8_lossy(&other)
        );
    }
}

// Hanging tests, one of which leaves a background child behind.
#[test]
fn timeout_kills_hanging_tests_and_their_children() {
    let s = Sandbox::new();
    let m = &s.marker;
    let state = s.path("state");
    std::fs::create_dir(&state).unwrap();
    let state = state.display();
    s.write("input.txt", text_with(30, &[(15, "needle")]));
    // Candidates without the needle are uninteresting; the first three of them misbehave.
    let test = s.script(
        "hang",
        &format!(
            r#"grep -q needle "$WHITTLE_CANDIDATE" && exit 0
if mkdir '{state}/ignores-term' 2>/dev/null; then
  trap '' TERM
  sh -c 'sleep 1000; :' {m}-fg
  exit 1
fi
if mkdir '{state}/forks' 2>/dev/null; then
  sh -c 'while :; do sleep 1; done' {m}-bg &
  sleep 1000
  exit 1
fi
if mkdir '{state}/orphans' 2>/dev/null; then
  sh -c 'while :; do sleep 1; done' {m}-orphan &
  exit 1
fi
exit 1"#
        ),
    );
    let r = run(s
        .whittle(["-j", "2", "--timeout", "1"])
        .arg(&test)
        .arg("input.txt"));
    r.expect_code(0);
    for hang in ["ignores-term", "forks", "orphans"] {
        assert!(
            s.exists(format!("state/{hang}")),
            "the {hang} case never ran; the test does not test anything"
        );
    }
    let result = String::from_utf8(s.read("input.txt")).unwrap();
    assert!(
        result.contains("needle") && result.len() <= 8,
        "result: {result:?}"
    );
    assert!(r.elapsed < Duration::from_secs(30), "took {:?}", r.elapsed);
    assert_clean(&s);
}

// An uninteresting original.
#[test]
fn uninteresting_original_is_reported_with_a_recipe() {
    let s = Sandbox::new();
    let original = text_with(20, &[]);
    s.write("input.txt", &original);
    let message = format!("oracle-complaint-{}", s.marker);
    let test = s.script(
        "refuse",
        &format!("echo 'some noise' >&2\necho '{message}' >&2\nexit 7"),
    );
    let r = run(s.whittle_script(&[], &test, "input.txt"));
    r.expect_code(3);
    for needle in [
        "exit status 7",
        message.as_str(),
        "mktemp",
        "cp ",
        "cd ",
        "echo $?",
    ] {
        assert!(
            r.stderr.contains(needle),
            "stderr lacks {needle:?}:\n{}",
            r.stderr
        );
    }
    assert!(
        r.stderr.contains(&test.display().to_string()),
        "the recipe does not name the test:\n{}",
        r.stderr
    );
    assert_eq!(s.read("input.txt"), original.as_bytes());
    assert!(!s.exists("input.txt.orig"), "a .orig was written");
    assert_clean(&s);
}

#[test]
fn original_that_times_out_is_not_interesting() {
    let s = Sandbox::new();
    s.write("input.txt", "x\n");
    let test = s.script("forever", "sleep 1000");
    let r = run(s.whittle_script(&["--timeout", "0.5"], &test, "input.txt"));
    r.expect_code(3);
    assert!(r.stderr.contains("timed out"), "stderr:\n{}", r.stderr);
    assert_eq!(s.read("input.txt"), b"x\n");
    assert!(!s.exists("input.txt.orig"));
    assert_clean(&s);
}

// Ctrl-C and SIGTERM.

/// Waits (up to 20 s) for `path` to appear: whittle writes FILE.orig once the start check passed.
fn wait_for(path: &std::path::Path) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !path.exists() {
        assert!(
            Instant::now() < deadline,
            "{} never appeared",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}
fn interrupted_run(signal: &str, jobs: &str) {
    let s = Sandbox::new();
    let original = text_with(300, &[(50, "alpha"), (250, "omega")]);
    s.write("input.txt", &original);
    let test = s.script(
        "slow",
        &format!("sleep 0.3\n{}", grep_all(&["alpha", "omega"])),
    );
    let mut child = s
        .whittle(["-j", jobs])
        .arg(&test)
        .arg("input.txt")
        .stdout(Stdio::null())
        .stderr(File::create(s.path("stderr.txt")).unwrap())
        .spawn()
        .unwrap();
    wait_for(&s.path("input.txt.orig"));
    std::thread::sleep(Duration::from_millis(1000));
    assert!(
        child.try_wait().unwrap().is_none(),
        "whittle finished before the signal; make the input harder"
    );
    send_signal(child.id(), signal);
    let deadline = Instant::now() + Duration::from_secs(10);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("whittle did not stop within 10 s of SIG{signal}");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let stderr = String::from_utf8_lossy(&s.read("stderr.txt")).into_owned();
    assert_eq!(status.code(), Some(130), "stderr:\n{stderr}");
    assert_summary(&stderr, "whittle: interrupted");
    assert!(
        Command::new(&test)
            .env("WHITTLE_CANDIDATE", s.path("input.txt"))
            .status()
            .unwrap()
            .success(),
        "the file on disk is not interesting"
    );
    assert_eq!(s.read("input.txt.orig"), original.as_bytes());
    assert_clean(&s);
}

#[test]
fn sigint_keeps_the_best_result_and_the_original() {
    interrupted_run("INT", "2");
}

#[test]
fn sigterm_keeps_the_best_result_and_the_original() {
    interrupted_run("TERM", "1");
}

/// At -j 8 the sweeps go wide (runs side by side, successes merged): interrupted, whittle keeps
/// the best it confirmed, kills the runs in flight and leaves the original beside it.
#[test]
fn sigint_during_wide_sweeps_keeps_the_best_result_and_the_original() {
    interrupted_run("INT", "8");
}

#[test]
fn second_sigint_still_kills_the_tests() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(100, &[(50, "needle")]));
    // The original passes at once; smaller candidates with the needle hang, ignoring SIGTERM.
    let test = s.script(
        "stubborn",
        &format!(
            "trap '' TERM\ngrep -q needle \"$WHITTLE_CANDIDATE\" || exit 1\n\
             [ \"$(wc -c < \"$WHITTLE_CANDIDATE\")\" -eq {} ] && exit 0\nsleep 1000",
            text_with(100, &[(50, "needle")]).len()
        ),
    );
    let mut child = s
        .whittle(["-j", "2", "--timeout", "100"])
        .arg(&test)
        .arg("input.txt")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    wait_for(&s.path("input.txt.orig"));
    std::thread::sleep(Duration::from_millis(500));
    send_signal(child.id(), "INT");
    std::thread::sleep(Duration::from_millis(100));
    send_signal(child.id(), "INT");
    let status = child.wait().unwrap();
    assert_eq!(status.code(), Some(130));
    assert_clean(&s);
}

// Tests that vandalize their directory.
#[test]
fn tests_that_wreck_their_directory_cannot_touch_the_users_files() {
    let s = Sandbox::new();
    let original = text_with(40, &[(20, "needle")]);
    s.write("proj/input.txt", &original);
    s.write("proj/keep.txt", "precious\n");
    let deleting = s.script(
        "delete",
        "grep -q needle \"$WHITTLE_CANDIDATE\"; r=$?\nrm -rf ./* ./.[!.]* 2>/dev/null\nexit $r",
    );
    let r = run(s
        .whittle(["-j", "2"])
        .arg(&deleting)
        .arg("input.txt")
        .current_dir(s.path("proj")));
    r.expect_code(0);
    assert_eq!(s.read("proj/input.txt"), b"needle".to_vec(), "{}", r.stderr);
    assert_eq!(s.read("proj/input.txt.orig"), original.as_bytes());
    assert_eq!(s.read("proj/keep.txt"), b"precious\n");
    let mut names: Vec<String> = std::fs::read_dir(s.path("proj"))
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["input.txt", "input.txt.orig", "keep.txt"]);

    // Corrupting the candidate after answering changes nothing either.
    let corrupting = s.script(
        "corrupt",
        "grep -q needle \"$WHITTLE_CANDIDATE\"; r=$?\necho junk > \"$WHITTLE_CANDIDATE\"\nexit $r",
    );
    let r = run(s
        .whittle(["-j", "2", "-o", "out.txt"])
        .arg(&corrupting)
        .arg("input.txt.orig")
        .current_dir(s.path("proj")));
    r.expect_code(0);
    assert_eq!(s.read("proj/out.txt"), b"needle".to_vec(), "{}", r.stderr);
    assert_eq!(s.read("proj/input.txt.orig"), original.as_bytes());
    assert_clean(&s);
}

#[test]
fn tests_removing_dotdot_paths_cannot_touch_the_users_files() {
    let s = Sandbox::new();
    let original = text_with(40, &[(20, "needle")]);
    s.write("data/input.txt", &original);
    s.write("data/other.txt", "other\n");
    std::fs::create_dir_all(s.path("proj/sub")).unwrap();
    // The test removes, relative to its own directory, the very paths the user gave.
    let test = s.script(
        "dotdot",
        "grep -q needle \"$WHITTLE_CANDIDATE\"; r=$?\n\
         rm -f ../data/input.txt ../data/input.txt.orig ../data/other.txt\n\
         rm -rf ../data ../sub ../proj \"$(dirname \"$WHITTLE_CANDIDATE\")/../data\"\n\
         rm -f ../* 2>/dev/null\n\
         exit $r",
    );
    let r = run(s
        .whittle(["-j", "2"])
        .arg(&test)
        .arg("../../data/input.txt")
        .current_dir(s.path("proj/sub")));
    r.expect_code(0);
    assert_eq!(s.read("data/input.txt"), b"needle".to_vec(), "{}", r.stderr);
    assert_eq!(s.read("data/input.txt.orig"), original.as_bytes());
    assert_eq!(s.read("data/other.txt"), b"other\n");
    assert!(s.path("proj/sub").is_dir());
    assert_clean(&s);
}

#[test]
fn output_conditions_survive_a_test_cleaning_its_parent_dir() {
    let s = Sandbox::new();
    let original = text_with(40, &[(20, "needle")]);
    s.write("input.txt", &original);
    let r = run(s.whittle([
        "--stdout",
        "needle",
        "-o",
        "out.txt",
        "input.txt",
        "--",
        "sh",
        "-c",
        "grep needle \"$1\"; r=$?; rm -f ../* 2>/dev/null; exit $r",
        "sh",
        "@@",
    ]));
    r.expect_code(0);
    assert_eq!(s.read("out.txt"), b"needle".to_vec());
}

// Bytes that are not UTF-8.

/// 1 KiB holding every byte value and some invalid UTF-8, with one `\xff\xfe` inside.
fn binary_input() -> Vec<u8> {
    let mut input: Vec<u8> = (0..4).flat_map(|_| 0..=255u8).collect();
    // Invalid UTF-8: a bad continuation, a surrogate, an over-long form, lone continuations.
    let bad: &[u8] = b"\xc3\x28 \xed\xa0\x80 \xf8\x88\x80\x80\x80 \x80\xbf \xc0\xaf";
    input.splice(300..300, bad.iter().copied());
    input.splice(700..700, [0xff, 0xfe]);
    assert_eq!(input.windows(2).filter(|w| w == &[0xff, 0xfe]).count(), 1);
    input
}

/// Reduces `binary_input()` with a test that wants the bytes `\xff\xfe`.
fn reduce_binary(s: &Sandbox) -> Vec<u8> {
    s.write("blob.bin", binary_input());
    let test = s.script(
        "bytes",
        "LC_ALL=C grep -qa \"$(printf '\\377\\376')\" \"$WHITTLE_CANDIDATE\"",
    );
    run(s.whittle_script(&["-j", "2"], &test, "blob.bin")).expect_code(0);
    s.read("blob.bin")
}

/// Is `small` what remains of `big` after deleting some bytes?
fn is_subsequence(small: &[u8], big: &[u8]) -> bool {
    let mut big = big.iter();
    small.iter().all(|b| big.any(|c| c == b))
}

#[test]
fn binary_input_is_reduced_byte_exactly() {
    let s = Sandbox::new();
    let input = binary_input();
    let result = reduce_binary(&s);
    assert!(contains(&result, &[0xff, 0xfe]), "result: {result:?}");
    assert!(
        is_subsequence(&result, &input),
        "the result has bytes the input does not (lossy UTF-8?): {result:?}"
    );
    assert!(
        result.len() * 4 < input.len(),
        "result is {} bytes: {result:?}",
        result.len()
    );
    assert!(s.read("blob.bin.orig") == input, "blob.bin.orig differs");
    assert_clean(&s);
}

#[test]
fn binary_input_is_reduced_to_a_few_bytes() {
    let s = Sandbox::new();
    let result = reduce_binary(&s);
    assert!(
        result.len() <= 8,
        "result is {} bytes for a 2-byte pattern: {result:?}",
        result.len()
    );
}

// Edge inputs and usage errors.
#[test]
fn empty_file_stays_empty() {
    let s = Sandbox::new();
    s.write("empty.txt", "");
    let test = s.script("yes", "exit 0");
    let r = run(s.whittle_script(&[], &test, "empty.txt"));
    r.expect_code(0);
    assert_eq!(s.read("empty.txt"), b"");
    assert_eq!(s.read("empty.txt.orig"), b"");
}

#[test]
fn list_passes_prints_the_passes() {
    let s = Sandbox::new();
    let r = run(s.whittle(["--list-passes"]));
    r.expect_code(0);
    // One pass per line, its name first, up to the blank line before the presets.
    let passes: Vec<&str> = r
        .stdout
        .lines()
        .take_while(|l| !l.is_empty())
        .filter_map(|l| l.split_whitespace().next())
        .collect();
    for p in ["lines", "tokens", "prefix-suffix"] {
        assert!(passes.contains(&p), "--list-passes printed:\n{}", r.stdout);
    }
    // Every listed pass is accepted by --passes.
    s.write("input.txt", "a\nb\n");
    let r = run(s.whittle([
        "-q",
        "--passes",
        &passes.join(","),
        "input.txt",
        "--",
        "true",
        "@@",
    ]));
    r.expect_code(0);
}

/// A pass is its table entry: with nothing else written, `--list-passes` shows it with its
/// description, a preset file may name it (checked against the table's parameters), and a
/// reduction runs it, on a file whose language it needs.
#[test]
fn a_table_entry_is_all_a_pass_needs_to_be_listed_loaded_and_run() {
    let s = Sandbox::new();
    let listed = run(s.whittle(["--list-passes"]));
    listed.expect_code(0);
    s.write("input.c", "int main(void) { int x = 1; return 0; }\n");
    for info in whittle::pass::PASSES {
        let line = listed
            .stdout
            .lines()
            .find(|l| l.split_whitespace().next() == Some(info.name));
        let line = line.unwrap_or_else(|| panic!("{} not listed:\n{}", info.name, listed.stdout));
        let about: String = info
            .about
            .split_whitespace()
            .take(3)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(line.contains(&about), "{}: {line}", info.name);
        let preset = format!(
            "description = \"one pass\"\n[[pass]]\nname = \"{}\"\n",
            info.name
        );
        s.write("one.toml", &preset);
        let r = run(s.whittle([
            "-q", "--preset", "one.toml", "-o", "out.c", "--force", "input.c", "--", "grep", "-q",
            "main", "@@",
        ]));
        r.expect_code(0);
        assert!(
            s.read("out.c").windows(4).any(|w| w == b"main"),
            "{}",
            info.name
        );
    }
    let bad = "description = \"x\"\n[[pass]]\nname = \"tokens\"\nno_such_param = 1\n";
    s.write("bad.toml", bad);
    let r = run(s.whittle(["--preset", "bad.toml", "input.c", "--", "true"]));
    assert_ne!(
        r.code,
        Some(0),
        "a parameter the table does not list loads:\n{}",
        r.stderr
    );
    assert!(r.stderr.contains("no_such_param"), "{}", r.stderr);
}

#[test]
fn missing_file_is_a_clear_error() {
    let s = Sandbox::new();
    let test = s.script("yes", "exit 0");
    let r = run(s.whittle_script(&[], &test, "no-such-file.c"));
    r.expect_code(1);
    assert!(
        r.stderr.contains("no-such-file.c") && r.stderr.contains("No such file"),
        "stderr:\n{}",
        r.stderr
    );
    let r = run(s.whittle(["no-such-file.c", "--", "true", "@@"]));
    r.expect_code(1);
    assert!(r.stderr.contains("no-such-file.c"), "stderr:\n{}", r.stderr);
    assert!(!s.exists("no-such-file.c"));
}

#[test]
fn non_executable_test_suggests_chmod() {
    let s = Sandbox::new();
    s.write("input.txt", "x\n");
    s.write("test.sh", "#!/bin/sh\nexit 0\n");
    let r = run(s.whittle(["./test.sh", "input.txt"]));
    r.expect_code(1);
    assert!(r.stderr.contains("chmod +x"), "stderr:\n{}", r.stderr);
    assert_eq!(s.read("input.txt"), b"x\n");
}

#[test]
fn usage_errors_exit_1_and_say_what_to_do() {
    let s = Sandbox::new();
    s.write("input.txt", "x\n");
    let test = s.script("yes", "exit 0");
    let r = run(s
        .whittle(["--passes", "lines,nonsense"])
        .arg(&test)
        .arg("input.txt"));
    r.expect_code(1);
    assert!(
        r.stderr.contains("nonsense") && r.stderr.contains("lines"),
        "stderr:\n{}",
        r.stderr
    );
    let r = run(s
        .whittle(["--memory-limit", "4Q"])
        .arg(&test)
        .arg("input.txt"));
    r.expect_code(1);
    assert!(r.stderr.contains("--memory-limit"), "stderr:\n{}", r.stderr);
    let r = run(s.whittle(["--timeout", "0"]).arg(&test).arg("input.txt"));
    r.expect_code(1);
    assert!(r.stderr.contains("--timeout"), "stderr:\n{}", r.stderr);
    assert_eq!(s.read("input.txt"), b"x\n");
    assert!(!s.exists("input.txt.orig"));
}

#[test]
fn output_naming_the_input_by_another_path_keeps_the_original() {
    let s = Sandbox::new();
    let original = text_with(10, &[(5, "needle")]);
    let absolute = s.write("input.txt", &original);
    for output in ["./input.txt".into(), absolute.display().to_string()] {
        s.write("input.txt", &original);
        let _ = std::fs::remove_file(s.path("input.txt.orig"));
        let r = run(s.whittle([
            "-q",
            "-o",
            &output,
            "input.txt",
            "--",
            "grep",
            "-q",
            "needle",
            "@@",
        ]));
        r.expect_code(0);
        let kept = s.read("input.txt") == original.as_bytes()
            || (s.exists("input.txt.orig") && s.read("input.txt.orig") == original.as_bytes());
        assert!(
            kept,
            "-o {output}: the original is gone (no input.txt.orig)"
        );
    }
}

#[test]
fn file_mode_is_kept() {
    use std::os::unix::fs::PermissionsExt;
    let s = Sandbox::new();
    let path = s.write("input.txt", text_with(10, &[(5, "needle")]));
    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o640)).unwrap();
    run(s.whittle(["-q", "input.txt", "--", "grep", "-q", "needle", "@@"])).expect_code(0);
    for name in ["input.txt", "input.txt.orig"] {
        let mode = std::fs::metadata(s.path(name))
            .unwrap()
            .permissions()
            .mode();
        assert_eq!(mode & 0o777, 0o640, "{name} has mode {mode:o}");
    }
}

// An existing .orig is never overwritten.
#[test]
fn existing_orig_is_never_overwritten() {
    let s = Sandbox::new();
    let original = text_with(30, &[(10, "needle")]);
    s.write("input.txt", &original);
    s.write("input.txt.orig", "precious backup\n");
    let test = s.script("needle", &grep_all(&["needle"]));
    let r = run(s.whittle_script(&[], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt.orig"), b"precious backup\n");
    assert_eq!(s.read("input.txt"), b"needle");

    // A second run on the reduced file keeps the first run's backup of the true original.
    std::fs::remove_file(s.path("input.txt.orig")).unwrap();
    s.write("input.txt", &original);
    run(s.whittle_script(&[], &test, "input.txt")).expect_code(0);
    s.write("input.txt", "more\nneedle\nstuff\n");
    run(s.whittle_script(&[], &test, "input.txt")).expect_code(0);
    assert_eq!(s.read("input.txt.orig"), original.as_bytes());
    assert_eq!(s.read("input.txt"), b"needle");
}

// More of the command line.
#[test]
fn flaky_test_fails_the_final_recheck_with_status_4() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(20, &[(10, "needle")]));
    let count = s.path("count");
    // Interesting for the first three runs only.
    let test = s.script(
        "flaky",
        &format!(
            "grep -q needle \"$WHITTLE_CANDIDATE\" || exit 1\necho x >> '{}'\n[ \"$(wc -l < '{}')\" -le 3 ]",
            count.display(),
            count.display()
        ),
    );
    let r = run(s.whittle(["-j", "1"]).arg(&test).arg("input.txt"));
    r.expect_code(4);
    assert!(r.stderr.contains("flaky"), "stderr:\n{}", r.stderr);
    assert!(
        r.stderr.contains("re-check FAILED"),
        "stderr:\n{}",
        r.stderr
    );
}

#[test]
fn quiet_prints_nothing_on_success() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(20, &[(10, "needle")]));
    let r = run(s.whittle(["-q", "input.txt", "--", "grep", "-q", "needle", "@@"]));
    r.expect_code(0);
    assert_eq!(r.stderr, "");
    assert_eq!(r.stdout, "");
    assert_eq!(s.read("input.txt"), b"needle");
}

#[test]
fn verbose_prints_every_accepted_change() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(20, &[(10, "needle")]));
    let r = run(s.whittle(["-v", "input.txt", "--", "grep", "-q", "needle", "@@"]));
    r.expect_code(0);
    // One line per accepted change: "whittle: PASS: BEFORE -> AFTER bytes".
    let changes = r
        .stderr
        .lines()
        .filter(|l| l.starts_with("whittle: ") && l.contains(" -> ") && l.ends_with(" bytes"))
        .count();
    assert!(changes >= 2, "stderr:\n{}", r.stderr);
    assert_summary(&r.stderr, "whittle: done");
}

#[test]
fn work_dir_holds_the_job_dirs() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(20, &[(10, "needle")]));
    std::fs::create_dir(s.path("work")).unwrap();
    let test = s.script(
        "where",
        &format!(
            "case \"$WHITTLE_CANDIDATE\" in '{}'/*) ;; *) exit 9;; esac\ngrep -q needle \"$WHITTLE_CANDIDATE\"",
            s.path("work").canonicalize().unwrap().display()
        ),
    );
    let r = run(s.whittle_script(&["--work-dir", "work"], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    assert_eq!(std::fs::read_dir(s.path("work")).unwrap().count(), 0);
    let r = run(s.whittle_script(&["--work-dir", "nowhere"], &test, "input.txt"));
    r.expect_code(1);
    assert!(r.stderr.contains("nowhere"), "stderr:\n{}", r.stderr);
}

#[test]
fn inline_status_conditions() {
    let s = Sandbox::new();
    let original = text_with(20, &[(10, "needle")]);
    s.write("input.txt", &original);
    // A crash (death by a signal) while the needle is there.
    let r = run(s.whittle([
        "--signal",
        "-o",
        "crash.txt",
        "input.txt",
        "--",
        "sh",
        "-c",
        "grep -q needle \"$1\" && kill -KILL $$; exit 0",
        "sh",
        "@@",
    ]));
    r.expect_code(0);
    assert_eq!(s.read("crash.txt"), b"needle");
    // A particular exit status; exit 0 is not enough.
    let r = run(s.whittle([
        "--exit-code",
        "3",
        "-o",
        "three.txt",
        "input.txt",
        "--",
        "sh",
        "-c",
        "grep -q needle \"$1\" && exit 3; exit 0",
        "sh",
        "@@",
    ]));
    r.expect_code(0);
    assert_eq!(s.read("three.txt"), b"needle");
    // Output conditions, with `@@.c` naming a copy with that extension.
    let r = run(s.whittle([
        "--stdout",
        r"^input\.txt\.c:needle",
        "--not-stderr",
        "warning",
        "-o",
        "out.txt",
        "input.txt",
        "--",
        "sh",
        "-c",
        "cd \"$(dirname \"$1\")\" && grep -H needle \"$(basename \"$1\")\"",
        "sh",
        "@@.c",
    ]));
    r.expect_code(0);
    assert_eq!(s.read("out.txt"), b"needle");
    assert_eq!(s.read("input.txt"), original.as_bytes());
}

/// The shell lines of the "To reproduce by hand" recipe in whittle's stderr.
fn recipe(stderr: &str) -> String {
    let (_, after) = stderr
        .split_once("To reproduce by hand:\n")
        .unwrap_or_else(|| panic!("no recipe in stderr:\n{stderr}"));
    after
        .lines()
        .take_while(|l| l.starts_with("  "))
        .map(|l| format!("{}\n", l.trim_start()))
        .collect()
}

/// Reduces a file named `name` with a test that refuses it with status 5 (after reading it),
/// then runs the printed recipe with sh and returns what its `echo $?` printed.
fn recipe_status(name: &str) -> String {
    let s = Sandbox::new();
    s.write(name, "hello\n");
    let test = s.script(
        "picky test",
        "if grep -q hello \"$WHITTLE_CANDIDATE\"; then echo 'found hello' >&2; exit 5; fi\nexit 0",
    );
    let r = run(s.whittle_script(&[], &test, name));
    r.expect_code(3);
    assert!(r.stderr.contains("exit status 5"), "{}", r.stderr);
    let script = recipe(&r.stderr);
    let out = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .current_dir(s.root())
        .env("HOME", "/nonexistent-home")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        stdout.lines().last(),
        Some("5"),
        "the recipe did not reproduce exit status 5:\n{script}\nstdout:\n{stdout}\nstderr:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    stdout.into_owned()
}

#[test]
fn recipe_reproduces_the_start_check() {
    recipe_status("input.c");
    recipe_status("id:000001,sig:11,src:000000+op:havoc.c");
}

#[test]
fn recipe_quotes_file_names_with_shell_characters() {
    recipe_status("x$HOME.c");
}

#[test]
fn test_runs_in_its_job_dir_with_a_private_tmpdir() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(20, &[(10, "needle")]));
    let test = s.script(
        "env",
        r#"[ "$(basename "$WHITTLE_CANDIDATE")" = input.txt ] || exit 11
[ "$(cd "$(dirname "$WHITTLE_CANDIDATE")" && pwd -P)" = "$(pwd -P)" ] || exit 12
[ -f input.txt ] || exit 13
job=$(cd .. && pwd -P)
for v in "$TMPDIR" "$TMP" "$TEMP"; do
  case "$(cd "$v" && pwd -P)" in "$job"/*) ;; *) exit 14;; esac
done
t=$(mktemp) && echo x > "$t" || exit 15
grep -q needle "$WHITTLE_CANDIDATE""#,
    );
    let r = run(s.whittle_script(&["-j", "2"], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    assert_clean(&s);
}

/// Job directories are emptied and used again (a fresh one per run cost too much): every run
/// still finds only the candidate in its directory and nothing in its TMPDIR, whatever earlier
/// runs left there, and a directory the test broke is replaced.
#[test]
fn every_run_finds_only_its_own_files_in_its_job_dir() {
    let s = Sandbox::new();
    s.write("input.txt", text_with(20, &[(10, "needle")]));
    let test = s.script(
        "reuse",
        r#"[ "$(ls -A)" = input.txt ] || exit 21
[ -d "$TMPDIR" ] && [ -z "$(ls -A "$TMPDIR")" ] || exit 22
[ ! -e ../beside ] || exit 23
mkdir -p junk/deeper && echo x > junk/deeper/f && echo y > stale && echo z > "$TMPDIR/t"
echo w > ../beside
# Now and then, break the directory: TMPDIR becomes a file.
[ "$(wc -c < input.txt)" -lt 60 ] && { rm -rf "$TMPDIR"; echo broken > "$TMPDIR"; }
grep -q needle "$WHITTLE_CANDIDATE""#,
    );
    for jobs in ["1", "2"] {
        s.write("input.txt", text_with(20, &[(10, "needle")]));
        let r = run(s.whittle_script(&["-j", jobs], &test, "input.txt"));
        r.expect_code(0);
        assert_eq!(s.read("input.txt"), b"needle", "-j {jobs}");
        assert_clean(&s);
    }
}

#[test]
fn symlinked_file_is_reduced_through_the_link() {
    let s = Sandbox::new();
    s.write("real.txt", text_with(10, &[(5, "needle")]));
    std::os::unix::fs::symlink("real.txt", s.path("link.txt")).unwrap();
    run(s.whittle(["-q", "link.txt", "--", "grep", "-q", "needle", "@@"])).expect_code(0);
    let meta = std::fs::symlink_metadata(s.path("link.txt")).unwrap();
    assert!(
        meta.file_type().is_symlink(),
        "link.txt is no longer a symlink"
    );
    assert_eq!(s.read("real.txt"), b"needle");
}

#[test]
fn broken_pipe_is_not_an_error() {
    // The reader goes away before whittle starts (`whittle --list-passes | true`, without the
    // race): sh waits, then becomes whittle.
    let mut child = Command::new("sh")
        .arg("-c")
        .arg("sleep 0.2; exec \"$0\" --list-passes")
        .arg(crate::common::WHITTLE)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take());
    let out = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!stderr.contains("panicked"), "stderr:\n{stderr}");
    assert_eq!(out.status.code(), Some(0), "stderr:\n{stderr}");
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    fn config() -> ProptestConfig {
        ProptestConfig {
            cases: 6,
            failure_persistence: None,
            ..ProptestConfig::default()
        }
    }

    proptest! {
        #![proptest_config(config())]

        /// Never longer than the input, still interesting, and a second run changes nothing.
        #[test]
        fn reduction_is_idempotent(
            lines in proptest::collection::vec("[ab(){};, ]{0,8}", 0..30),
            at in 0usize..30,
        ) {
            let mut lines = lines;
            lines.insert(at.min(lines.len()), "x needle y".to_string());
            let input = lines.join("\n") + "\n";
            let s = Sandbox::new();
            s.write("input.txt", &input);
            let reduce = || {
                run(s.whittle(["-q", "input.txt", "--", "grep", "-q", "needle", "@@"]))
                    .expect_code(0);
                s.read("input.txt")
            };
            let once = reduce();
            prop_assert!(contains(&once, b"needle"), "{:?}", once);
            prop_assert!(once.len() <= input.len());
            let twice = reduce();
            prop_assert_eq!(&once, &twice);
            prop_assert_eq!(s.read("input.txt.orig"), input.as_bytes());
        }

        /// An always-true test empties any input; an always-false one leaves it byte for byte.
        #[test]
        fn trivial_tests(input in proptest::collection::vec(any::<u8>(), 0..200)) {
            let s = Sandbox::new();
            s.write("input.bin", &input);
            run(s.whittle(["-q", "-o", "out.bin", "input.bin", "--", "true", "@@"]))
                .expect_code(0);
            prop_assert_eq!(s.read("out.bin"), Vec::<u8>::new());
            run(s.whittle(["-q", "input.bin", "--", "false", "@@"])).expect_code(3);
            prop_assert_eq!(s.read("input.bin"), input);
            prop_assert!(!s.exists("input.bin.orig"));
        }
    }
}

/// `--preset FILE.toml` runs a preset of the user's own: here only `lines`, so the lines the
/// test needs stay whole; a preset file naming an unknown pass is an error naming the file.
#[test]
fn a_preset_file_of_ones_own_runs_its_passes() {
    let s = Sandbox::new();
    s.write(
        "mine.toml",
        "description = \"lines only\"\n[[pass]]\nname = \"lines\"\n",
    );
    s.write(
        "notes.txt",
        b"alpha one\nbeta two\ngamma three\ndelta four\n",
    );
    let test = s.script(
        "test",
        "grep -q 'beta' \"$WHITTLE_CANDIDATE\" && grep -q 'delta' \"$WHITTLE_CANDIDATE\"",
    );
    run(s
        .whittle(["-q", "--preset", "mine.toml"])
        .arg(&test)
        .arg("notes.txt"))
    .expect_code(0);
    // The generic preset would cut inside the lines; `lines` alone keeps them whole.
    assert_eq!(s.read("notes.txt"), b"beta two\ndelta four\n");

    s.write(
        "bad.toml",
        "description = \"typo\"\n[[pass]]\nname = \"liness\"\n",
    );
    let out = run(s
        .whittle(["-q", "--preset", "bad.toml"])
        .arg(&test)
        .arg("notes.txt"));
    assert_ne!(out.code, Some(0));
    assert!(
        out.stderr.contains("bad.toml") && out.stderr.contains("liness"),
        "{}",
        out.stderr
    );
}

/// A pass marked `last = true` sweeps only once the other passes are at their fixed point.
/// Here `a` goes only after `b` has gone, so `lines` needs two rounds with a success: without
/// the mark `tokens` sweeps after each (and takes `a` itself), with it once, at the end. The
/// result is the same.
#[test]
fn a_last_pass_waits_for_the_others_fixed_point() {
    let s = Sandbox::new();
    let test = s.script(
        "test",
        "grep -qx 'keep this line' \"$WHITTLE_CANDIDATE\" && { grep -qx a \"$WHITTLE_CANDIDATE\" || ! grep -qx b \"$WHITTLE_CANDIDATE\"; }",
    );
    let mut runs = Vec::new();
    for last in ["false", "true"] {
        s.write(
            "p.toml",
            format!(
                "description = \"lines, then tokens\"\n[[pass]]\nname = \"lines\"\n\
                 [[pass]]\nname = \"tokens\"\nlast = {last}\n"
            ),
        );
        s.write("notes.txt", "b\nkeep this line\na\n");
        run(s
            .whittle([
                "-q",
                "-j",
                "1",
                "--preset",
                "p.toml",
                "--stats-json",
                "st.json",
            ])
            .arg(&test)
            .arg("notes.txt"))
        .expect_code(0);
        assert_eq!(s.read("notes.txt"), b"keep this line\n", "last = {last}");
        let stats: serde_json::Value = serde_json::from_slice(&s.read("st.json")).unwrap();
        runs.push(pass_stats(&stats, "tokens"));
    }
    let (before, after) = (runs[0], runs[1]);
    assert!(
        before.1 >= 1,
        "without the mark, tokens takes `a`: {before:?}"
    );
    assert_eq!(
        after.1, 0,
        "with it, lines took everything first: {after:?}"
    );
    assert!(
        after.0 < before.0,
        "calls of tokens: {after:?} against {before:?}"
    );
}

/// `--batch N` tests N candidates side by side and merges the interesting ones of a pass into
/// one change. Here every `int xK = K;` line goes alone but no two adjacent lines do (each
/// `used += 1;` is needed), so a cut cannot grow over two of them: one sequence takes them one
/// success each, a batch takes them in one. The result is the same, and the same at every -j.
#[test]
fn a_batch_merges_the_interesting_candidates_it_tests_side_by_side() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    let test = s.script(
        "test",
        "gcc -w -o prog main.c 2>/dev/null && ./prog && grep -q 'return used' main.c",
    );
    let mut source = String::from("int main(void) {\n  int used = 1;\n");
    for k in 0..6 {
        source += &format!("  int x{k} = {k};\n  used += 1;\n");
    }
    source += "  return used - 7;\n}\n";
    let mut results = Vec::new();
    for (jobs, batch) in [("1", "0"), ("1", "16"), ("3", "16")] {
        s.write("main.c", &source);
        run(s
            .whittle([
                "-q",
                "-j",
                jobs,
                "--batch",
                batch,
                "--passes",
                "lines",
                "--stats-json",
                "st.json",
            ])
            .arg(&test)
            .arg("main.c"))
        .expect_code(0);
        let stats: serde_json::Value = serde_json::from_slice(&s.read("st.json")).unwrap();
        results.push((s.read("main.c"), pass_stats(&stats, "lines").1));
    }
    let kept = results[0].0.clone();
    assert!(!String::from_utf8_lossy(&kept).contains("int x"));
    assert_eq!(results[0].1, 6, "one sequence: one success per line");
    assert_eq!(results[1].1, 1, "a batch of 16: one merged success");
    for (bytes, _) in &results {
        assert_eq!(
            bytes, &kept,
            "the same result with and without a batch, at any -j"
        );
    }
}

/// With 8 jobs or more the sweeps go wide: candidates side by side and the interesting ones
/// merged, so the result depends on which tests end first. On zlib's crc32.c with its gcc test
/// the result is re-checked interesting and the summary counts the merged changes;
/// `--deterministic` takes the first interesting candidate in order instead, the result of
/// `-j 1` at any `-j`.
#[test]
fn many_jobs_merge_changes_found_side_by_side_and_deterministic_keeps_the_order() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/c/zlib-crc32-too-few-args");
    let original = std::fs::read(case.join("crc32.c")).unwrap();
    let test = case.join("test.sh");
    let reduce = |args: &[&str]| {
        s.write("crc32.c", &original);
        let r = run(s
            .whittle(["--stats-json", "st.json"])
            .args(args)
            .arg(&test)
            .arg("crc32.c"));
        r.expect_code(0);
        let stats: serde_json::Value = serde_json::from_slice(&s.read("st.json")).unwrap();
        (s.read("crc32.c"), stats, r.stderr.clone())
    };
    let (one, _, _) = reduce(&["-j", "1"]);
    let (wide, stats, summary) = reduce(&["-j", "8"]);
    assert!(
        wide.len() < original.len() / 100,
        "{}",
        String::from_utf8_lossy(&wide)
    );
    assert_eq!(stats["rechecked"], true);
    assert!(stats["merged"].as_u64().unwrap() > 0, "{stats}");
    assert!(
        summary.contains("found side by side and merged"),
        "{summary}"
    );
    let (ordered, stats, _) = reduce(&["-j", "8", "--deterministic"]);
    assert_eq!(ordered, one, "--deterministic: the result of -j 1");
    assert_eq!(stats["merged"], 0);
}

/// `--count-tokens` reads each file in its language: in Rust `'a` is a lifetime, in C++ `1'000`
/// is one number, and elsewhere a `'` opens a quote that runs to the next one on the line; in
/// JavaScript a regular expression literal is one token.
#[test]
fn count_tokens_reads_a_quote_in_the_files_language() {
    let s = Sandbox::new();
    let text = "impl<'a>S<'a>{} x=1'000;\n";
    for file in ["m.rs", "m.cpp", "m.js", "m.txt"] {
        s.write(file, text);
    }
    let r = run(s.whittle(["--count-tokens", "m.rs", "m.cpp", "m.js", "m.txt"]));
    r.expect_code(0);
    // Rust: impl < 'a > S < 'a > { } x = 1 '000 ; (a `'0` that is no char literal is read as a
    // lifetime). C++: impl < 'a>S<' a > { } x = 1'000 ;. Plain: 1 ' 000 ; at the end.
    assert_eq!(r.stdout, "15 m.rs\n11 m.cpp\n13 m.js\n13 m.txt\n");
    let r = run(s.whittle(["--count-tokens", "--lang", "rust", "m.txt"]));
    assert_eq!(r.stdout, "15 m.txt\n");
    // A JavaScript regular expression literal is one token where a value is due; a `/` after a
    // value divides.
    let text = "x = s.replace(/[/\\]]+/g, '') / 2;\n";
    s.write("r.js", text);
    s.write("r.txt", text);
    let r = run(s.whittle(["--count-tokens", "r.js", "r.txt"]));
    assert_eq!(r.stdout, "13 r.js\n21 r.txt\n");
}
