//! Long and unattended runs: stopping early, statistics as JSON, flaky tests, the adaptive
//! timeout. Each test runs the real binary with a real test script.

use crate::common::{filler, oracle, pass_stats, run, Sandbox};

/// A 600-line file whose test needs one line.
fn needle_file(s: &Sandbox) {
    let mut text = filler(600);
    text.insert_str(text.len() / 2, "needle\n");
    s.write("input.txt", text);
}

#[test]
fn stop_below_stops_with_a_result_under_the_size() {
    let s = Sandbox::new();
    s.write("input.txt", filler(600));
    // Every tenth line is needed, so the file shrinks in many steps, to about 600 bytes.
    let test = s.script(
        "tenth",
        r#"[ "$(grep -c '^line ..0:' "$WHITTLE_CANDIDATE")" -eq 60 ]"#,
    );
    let r = run(s.whittle_script(&["-j", "1", "--stop-below", "5000"], &test, "input.txt"));
    r.expect_code(0);
    let out = s.read("input.txt");
    assert!(out.len() < 5000, "{} bytes", out.len());
    assert!(
        out.len() > 1000,
        "it went on to the end: {} bytes",
        out.len()
    );
    assert!(r.stderr.contains("stopped below"), "stderr:\n{}", r.stderr);
}

#[test]
fn stop_after_stops_in_time_with_an_interesting_result() {
    let s = Sandbox::new();
    needle_file(&s);
    let test = s.script(
        "slow",
        r#"sleep 0.3; grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
    );
    let started = std::time::Instant::now();
    let r = run(s.whittle_script(&["-j", "2", "--stop-after", "2"], &test, "input.txt"));
    let took = started.elapsed().as_secs_f64();
    r.expect_code(0);
    assert!(took < 8.0, "took {took:.1} s");
    assert!(
        r.stderr.contains("stopped at the --stop-after time limit"),
        "{}",
        r.stderr
    );
    let out = String::from_utf8(s.read("input.txt")).unwrap();
    assert!(
        out.lines().any(|l| l == "needle"),
        "the result lost the needle"
    );
    assert_eq!(s.read("input.txt.orig").len(), filler(600).len() + 7);
}

#[test]
fn stats_json_has_the_figures_of_the_run() {
    let s = Sandbox::new();
    needle_file(&s);
    let test = s.script("grep", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(&["--stats-json", "stats.json"], &test, "input.txt"));
    r.expect_code(0);
    let json: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    assert_eq!(json["final_bytes"], 6);
    assert_eq!(json["original_bytes"], filler(600).len() + 7);
    assert_eq!(json["rechecked"], true);
    assert!(json["oracle_calls"].as_u64().unwrap() > 2);
    assert!(json["cpu_seconds"].as_f64().unwrap() > 0.0);
    assert!(json["max_rss_kb"].as_u64().unwrap() > 0);
    let passes = json["passes"].as_array().unwrap();
    assert!(passes.iter().any(|p| p["successes"].as_u64().unwrap() > 0));
    let removed: u64 = passes
        .iter()
        .map(|p| p["bytes_removed"].as_u64().unwrap())
        .sum();
    assert_eq!(removed, filler(600).len() as u64 + 1);
}

/// `--stats-json` sums the candidates' test runs' wall time: with one job, at least the test's
/// sleep per run and never more than one run at once; with two, at most two at once.
#[test]
fn stats_json_has_the_time_in_test_runs() {
    let s = Sandbox::new();
    let test = s.script(
        "slow",
        r#"sleep 0.05; grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
    );
    for (jobs, most) in [("1", 1.0), ("2", 2.0)] {
        s.write("input.txt", "one\ntwo\nneedle\nthree\nfour\n");
        let r = run(s.whittle_script(
            &["-j", jobs, "--stats-json", "stats.json"],
            &test,
            "input.txt",
        ));
        r.expect_code(0);
        let json: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
        let spent = json["test_seconds"].as_f64().unwrap();
        let at_once = json["tests_at_once"].as_f64().unwrap();
        if jobs == "1" {
            // Every run but the start's checks and the re-check is a candidate's, none killed
            // early.
            let calls = json["oracle_calls"].as_u64().unwrap();
            let rechecks = json["recheck_runs"].as_u64().unwrap();
            let candidates = calls.saturating_sub(2 + rechecks);
            assert!(
                candidates > 2 && spent >= 0.05 * candidates as f64,
                "{spent} s, {calls} calls"
            );
        }
        assert!(
            at_once > 0.0 && at_once <= most * 1.05,
            "-j {jobs}: {at_once} at once"
        );
        assert!(r.stderr.contains("at once on average"), "{}", r.stderr);
    }
}

/// Candidates skipped because they parse worse are counted even when the time limit interrupts
/// the sweep that skipped them.
#[test]
fn stats_json_counts_the_skipped_candidates_of_an_interrupted_sweep() {
    let s = Sandbox::new();
    let terms: Vec<String> = (1..=300).map(|i| i.to_string()).collect();
    let text = format!("int x = {};\n", terms.join(" + "));
    s.write("sum.c", &text);
    s.write("orig.c", &text);
    // Only the original is interesting: every test fails, and the sweep runs past the limit.
    let orig = s.path("orig.c");
    let test = s.script(
        "same",
        &format!(
            r#"sleep 0.2; cmp -s "$WHITTLE_CANDIDATE" {}"#,
            orig.display()
        ),
    );
    let args = [
        "-j",
        "1",
        "--passes",
        "tokens",
        "--keep-parsing",
        "--stop-after",
        "2",
        "--stats-json",
        "stats.json",
    ];
    run(s.whittle_script(&args, &test, "sum.c")).expect_code(0);
    let json: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    assert_eq!(json["stopped"], "TimeLimit", "{json}");
    let tokens = &json["passes"][0];
    assert_eq!(tokens["successes"], 0, "{json}");
    // From the end: deleting `;`, `300` or a `+` parses worse (skipped), a term before a `+`
    // does not (`299 + + 300`): about two skipped for each test.
    assert!(tokens["calls"].as_u64().unwrap() >= 3, "{json}");
    assert!(
        tokens["skipped_unparsable"].as_u64().unwrap() >= tokens["calls"].as_u64().unwrap(),
        "{json}"
    );
    assert_eq!(s.read("sum.c"), text.as_bytes());
}

/// A preset's `keep_parsing_above`: below that size no candidate is skipped for parsing worse,
/// every one is tested; the same preset without it skips some.
#[test]
fn keep_parsing_stops_below_the_presets_size() {
    let skipped_and_calls = |above: &str| {
        let s = Sandbox::new();
        let text = "int x = 1 + 2 + 3;\nint y = x * 4;\n";
        s.write("e.c", text);
        s.write("orig.c", text);
        let preset = format!(
            "description = \"tokens\"\nlanguage = \"c\"\nkeep_parsing = true\n{above}\n\
             [[pass]]\nname = \"tokens\"\n"
        );
        s.write("p.toml", preset);
        // Only the original is interesting: every candidate is either skipped or tested.
        let test = s.script(
            "same",
            &format!(
                r#"cmp -s "$WHITTLE_CANDIDATE" {}"#,
                s.path("orig.c").display()
            ),
        );
        let p = s.path("p.toml");
        let args = [
            "-j",
            "1",
            "--preset",
            p.to_str().unwrap(),
            "--stats-json",
            "st.json",
        ];
        run(s.whittle_script(&args, &test, "e.c")).expect_code(0);
        let json: serde_json::Value = serde_json::from_slice(&s.read("st.json")).unwrap();
        let tokens = &json["passes"][0];
        assert_eq!(s.read("e.c"), text.as_bytes());
        (
            tokens["skipped_unparsable"].as_u64().unwrap(),
            tokens["calls"].as_u64().unwrap(),
        )
    };
    // Skipped or not, every candidate is tested in the end (the relaxed stage tries them all).
    let (skipped, calls) = skipped_and_calls("");
    let (skipped_below, calls_below) = skipped_and_calls("keep_parsing_above = 4096");
    assert!(skipped > 0, "{skipped} skipped");
    assert_eq!(skipped_below, 0);
    assert_eq!(calls_below, calls);
}

/// A test that fails by chance 3 times in 10 (on a fixed schedule, so that the run is
/// repeatable with -j 1), on top of needing the line.
#[test]
fn flaky_test_still_reaches_the_one_line() {
    let s = Sandbox::new();
    needle_file(&s);
    let counter = s.path("counter");
    let test = s.script(
        "flaky",
        &format!(
            r#"n=$(cat {c} 2>/dev/null || echo 0); echo $((n + 1)) > {c}
case $((n % 10)) in 2|5|8) exit 1;; esac
grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
            c = counter.display()
        ),
    );
    // The schedule makes the very first start-check run fail, too.
    std::fs::write(&counter, "2").unwrap();
    let r = run(s.whittle_script(&["-j", "1"], &test, "input.txt"));
    r.expect_code(0);
    assert!(r.stderr.contains("flaky"), "stderr:\n{}", r.stderr);
    assert_eq!(String::from_utf8(s.read("input.txt")).unwrap(), "needle");
}

/// The re-checks of the result (3 runs) go side by side with -j 3: each run of the test on the
/// result's bytes (once in the search, then the re-checks) marks itself running, waits, and logs
/// how many are running then.
#[test]
fn the_final_rechecks_run_side_by_side() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let dir = s.path("running");
    std::fs::create_dir(&dir).unwrap();
    let result = s.write("result", "needle");
    let test = s.script(
        "side",
        &format!(
            r#"grep -q '^needle$' "$WHITTLE_CANDIDATE" || exit 1
cmp -s "$WHITTLE_CANDIDATE" {r} || exit 0
touch {d}/$$; sleep 0.5; ls {d} | wc -l >> {d}.log; rm {d}/$$"#,
            d = dir.display(),
            r = result.display()
        ),
    );
    run(s.whittle_script(&["-j", "3"], &test, "input.txt")).expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    let log = String::from_utf8(s.read("running.log")).unwrap();
    let most = log
        .lines()
        .filter_map(|l| l.trim().parse::<u32>().ok())
        .max();
    assert!(
        most >= Some(2),
        "runs on the result and how many ran at once: {log:?}"
    );
}

#[test]
fn check_determinism_reports_the_rate() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let test = s.script("grep", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(&["--check-determinism", "4"], &test, "input.txt"));
    r.expect_code(0);
    assert!(
        r.stderr.contains("interesting in 4 of 4 runs"),
        "{}",
        r.stderr
    );
}

#[test]
fn the_default_timeout_follows_the_original_and_is_stated() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let test = s.script("grep", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(&[], &test, "input.txt"));
    r.expect_code(0);
    assert!(r.stderr.contains("timeout 1.0 s per test"), "{}", r.stderr);
    let r = run(s.whittle_script(&["--timeout", "5"], &test, "input.txt"));
    r.expect_code(0);
    assert!(!r.stderr.contains("following the test"), "{}", r.stderr);
}

/// A candidate that hangs (here: any without the line `keep`) costs about a second with a fast
/// test, not a fixed 10 s, and the timeouts are counted.
#[test]
fn a_hanging_candidate_is_killed_after_a_second() {
    let s = Sandbox::new();
    s.write("input.txt", "keep\nneedle\nrest\n");
    let test = s.script(
        "hang",
        r#"grep -qx needle "$WHITTLE_CANDIDATE" || exit 1; grep -qx keep "$WHITTLE_CANDIDATE" || { sleep 30; exit 1; }"#,
    );
    let started = std::time::Instant::now();
    let args = ["-j", "1", "--passes", "lines", "--stats-json", "stats.json"];
    run(s.whittle_script(&args, &test, "input.txt")).expect_code(0);
    let took = started.elapsed().as_secs_f64();
    assert_eq!(s.read("input.txt"), b"keep\nneedle\n");
    let json: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    let timeouts = json["timeouts"].as_u64().unwrap();
    assert!(timeouts >= 1, "{json}");
    assert!(
        took < 3.0 + 2.0 * timeouts as f64,
        "{timeouts} timeouts took {took:.1} s"
    );
}

#[test]
fn also_interesting_candidates_are_saved_aside() {
    let s = Sandbox::new();
    s.write("input.txt", "one\ntwo\nneedle\nthree\n");
    let test = s.script(
        "also",
        r#"grep -q '^needle$' "$WHITTLE_CANDIDATE" && exit 0
grep -q '^two$' "$WHITTLE_CANDIDATE" && exit 77
exit 1"#,
    );
    let r = run(s.whittle_script(&["-j", "1", "--also-interesting", "77"], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    let saved = String::from_utf8(s.read("input.txt.also-1")).unwrap();
    assert!(
        saved.contains("two") && !saved.contains("needle"),
        "{saved:?}"
    );
}

#[test]
fn history_keeps_every_accepted_step() {
    let s = Sandbox::new();
    needle_file(&s);
    let test = s.script("grep", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(&["--history", "hist"], &test, "input.txt"));
    r.expect_code(0);
    let mut steps: Vec<_> = std::fs::read_dir(s.path("hist"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    steps.sort();
    assert!(steps.len() >= 2, "{steps:?}");
    assert!(steps[0].ends_with("0001-input.txt"), "{steps:?}");
    let sizes: Vec<usize> = steps
        .iter()
        .map(|p| std::fs::read(p).unwrap().len())
        .collect();
    assert!(sizes.windows(2).all(|w| w[0] > w[1]), "{sizes:?}");
    assert_eq!(
        std::fs::read(steps.last().unwrap()).unwrap(),
        s.read("input.txt")
    );
}

#[test]
fn a_launcher_runs_every_test() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\nc\n");
    std::fs::create_dir(s.path("shared")).unwrap();
    let log = s.path("launched");
    let launcher = s.script(
        "launch",
        &format!(r#"echo "$PWD" >> {}; exec "$@""#, log.display()),
    );
    let launcher = launcher.to_str().unwrap();
    let work = s.path("shared");
    let r = run(s.whittle([
        "--launcher",
        launcher,
        "--work-dir",
        work.to_str().unwrap(),
        "input.txt",
        "--",
        "grep",
        "-q",
        "^needle$",
        "@@",
    ]));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    let launched = String::from_utf8(s.read("launched")).unwrap();
    assert!(launched.lines().count() >= 3, "{launched}");
    assert!(
        launched
            .lines()
            .all(|l| l.starts_with(work.to_str().unwrap())),
        "{launched}"
    );
    // Through env, as a stand-in for ssh or srun.
    s.write("input.txt", "a\nneedle\nb\n");
    let r = run(s.whittle([
        "--launcher",
        "env",
        "input.txt",
        "--",
        "grep",
        "-q",
        "^needle$",
        "@@",
    ]));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
}

/// `--worker-pool`: the launcher starts each worker once, not each test; the result is the
/// same as without it; output conditions, timeouts and the candidate on stdin work through the
/// workers.
#[test]
fn a_worker_pool_starts_the_launcher_once_per_worker() {
    let s = Sandbox::new();
    let input = "a\nneedle\nb\nc\nd\ne\nf\n";
    s.write("input.txt", input);
    let log = s.path("launched");
    let launcher = s.script(
        "launch",
        &format!(r#"echo "$@" >> {}; exec "$@""#, log.display()),
    );
    let launcher = launcher.to_str().unwrap();
    let test = s.script(
        "test",
        r#"grep -qx needle "$WHITTLE_CANDIDATE" || exit 1
grep -qx b "$WHITTLE_CANDIDATE" || { sleep 30; exit 1; }
cat >/dev/null; echo "saw the needle" >&2"#,
    );
    let args = [
        "-j",
        "2",
        "--launcher",
        launcher,
        "--worker-pool",
        "--timeout",
        "1",
        "--input-type",
        "stdin",
        "--stderr",
        "saw the needle",
        "--stats-json",
        "stats.json",
    ];
    let r = run(s.whittle_script(&args, &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle\nb");
    let launched = String::from_utf8(s.read("launched")).unwrap();
    assert!(
        launched.lines().all(|l| l.ends_with("--worker")),
        "{launched}"
    );
    let json: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    let calls = json["oracle_calls"].as_u64().unwrap();
    assert!(
        (launched.lines().count() as u64) < calls / 2,
        "{calls} tests, launcher started {} times",
        launched.lines().count()
    );
    assert!(json["timeouts"].as_u64().unwrap() >= 1, "{json}");
    // The same reduction without the pool gives the same result.
    s.write("input.txt", input);
    let plain = [&args[..2], &args[5..]].concat();
    run(s.whittle_script(&plain, &test, "input.txt")).expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle\nb");
}

#[test]
fn crlf_and_a_byte_order_mark_reduce_in_a_c_file() {
    let s = Sandbox::new();
    let mut text = String::from("\u{feff}#include <stdio.h>\r\n");
    for i in 0..50 {
        text += &format!("static int f{i}(int x) {{\r\n  return x + {i};\r\n}}\r\n");
    }
    text += "int needle(void) { return 7; }\r\n";
    s.write("crlf.c", &text);
    let test = s.script("grep", r#"grep -q 'needle' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(&["-j", "2"], &test, "crlf.c"));
    r.expect_code(0);
    assert!(r.stderr.contains("language c"), "{}", r.stderr);
    let out = s.read("crlf.c");
    assert!(out.windows(6).any(|w| w == b"needle"));
    assert!(out.len() <= 7, "{:?}", String::from_utf8_lossy(&out));
    assert_eq!(s.read("crlf.c.orig"), text.as_bytes());
}

#[test]
fn a_ten_megabyte_file_reduces() {
    let s = Sandbox::new();
    let mut text = filler(260_000);
    let at = text[text.len() / 3..].find('\n').unwrap() + text.len() / 3 + 1;
    text.insert_str(at, "needle\n");
    assert!(text.len() > 10_000_000);
    s.write("big.txt", &text);
    let test = s.script("grep", r#"grep -q '^needle$' "$WHITTLE_CANDIDATE""#);
    let r = run(s.whittle_script(&["-j", "2"], &test, "big.txt"));
    r.expect_code(0);
    assert_eq!(s.read("big.txt"), b"needle");
    assert_eq!(s.read("big.txt.orig").len(), text.len());
}

/// 10 MB of C with the `c` preset: the syntax passes wait until the text passes have brought
/// the file under the parse limit, so whittle's peak memory stays under 10 times the input.
#[test]
fn ten_megabytes_of_c_reduce_in_bounded_memory() {
    let s = Sandbox::new();
    let mut text: String = (0..320_000)
        .map(|i| format!("int f{i}(int x) {{ return x + {i}; }}\n"))
        .collect();
    text.insert_str(text.len() / 2, "int whittle_marker;\n");
    assert!(text.len() > 10_000_000);
    s.write("big.c", &text);
    let test = s.script("grep", "grep -q whittle_marker big.c");
    let args = ["-j", "2", "--stats-json", "stats.json"];
    let r = run(s.whittle_measured(args.iter().chain([&test.to_str().unwrap(), &"big.c"])));
    r.expect_code(0);
    let out = s.read("big.c");
    assert!(
        out.len() <= 20 && out.windows(14).any(|w| w == b"whittle_marker"),
        "{out:?}"
    );
    let stats: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    let rss = stats["max_rss_kb"].as_u64().unwrap();
    assert!(rss * 1024 < 10 * text.len() as u64, "peak memory {rss} kB");
}

/// 5 MB of C++ whose test needs two declarations far apart: the `blocks` pass cuts the whole
/// namespaces between them in runs before the file is parsed (whittle parses no file above
/// 1 MB unless that stage stalls), the log says when the parse came, and the peak memory stays
/// under 20 times the input.
#[test]
fn five_megabytes_of_cpp_lose_whole_blocks_before_the_parse() {
    let s = Sandbox::new();
    let item = |i: usize| {
        format!(
            "namespace n{i} {{ struct S {{ int f(int x) {{ return x + {i}; }} }};\n\
             int g(int y) {{ if (y) {{ return y; }} return {i}; }} }}\n"
        )
    };
    let mut text: String = (0..50_000).map(item).collect();
    text.insert_str(text.len() / 4, "int whittle_a;\n");
    let at = text[text.len() * 3 / 4..].find('\n').unwrap() + text.len() * 3 / 4 + 1;
    text.insert_str(at, "int whittle_b;\n");
    assert!(text.len() > 5_000_000);
    s.write("big.cpp", &text);
    let test = s.script(
        "grep",
        "grep -q whittle_a big.cpp && grep -q whittle_b big.cpp",
    );
    let args = ["-j", "2", "--stats-json", "stats.json"];
    let r = run(s.whittle_measured(args.iter().chain([&test.to_str().unwrap(), &"big.cpp"])));
    r.expect_code(0);
    let parsed = r.stderr.lines().find(|l| l.contains("parsing the file at"));
    let parsed = parsed.unwrap_or_else(|| panic!("{}", r.stderr));
    let at: usize = parsed.split_whitespace().nth(5).unwrap().parse().unwrap();
    assert!(at <= 1 << 20, "{parsed}");
    let out = String::from_utf8(s.read("big.cpp")).unwrap();
    assert!(out.len() <= 40, "{out:?}");
    let stats: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    let blocks = stats["passes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "blocks")
        .expect("the blocks pass ran");
    let removed = blocks["bytes_removed"].as_u64().unwrap();
    assert!(
        removed > text.len() as u64 * 2 / 5,
        "blocks removed {removed} B"
    );
    let rss = stats["max_rss_kb"].as_u64().unwrap();
    assert!(rss * 1024 < 20 * text.len() as u64, "peak memory {rss} kB");
}

/// 4.5 MB of C that gcc must still accept, one function of which must still call
/// `whittle_keep`: a preset that adds `bodies` empties the other bodies in bulk before the
/// parse (whittle parses a file of at most 4 MB at once), and keeps that one.
#[test]
fn a_preset_with_bodies_empties_function_bodies_before_the_parse() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    let mut text = String::from("int whittle_keep(int);\n");
    for i in 0..24_000 {
        text += &format!(
            "int f{i}(int x) {{ int a = x * {i}; int b = a - x; int c = a * b + {i};\n  \
             int d = c - a * {i}; int e = d + b * c; int g = e - d; int h = g * e - {i};\n  \
             return a + b + c + d + g + h; }}\n"
        );
        if i == 1_000 {
            text += "int g(int x) { return whittle_keep(x); }\n";
        }
    }
    assert!(text.len() > 4 << 20);
    s.write("big.c", &text);
    s.write(
        "bodies.toml",
        "inherits = \"c\"\ndescription = \"c, bodies emptied first\"\n\
         [[pass]]\nname = \"bodies\"\nafter = \"prefix-suffix\"\ncoarse = true\ngrow = true\n",
    );
    let test = s.script(
        "gcc",
        "gcc -fsyntax-only -w big.c && grep -q 'return whittle_keep(x);' big.c",
    );
    let args = ["-j", "2", "--preset", "bodies.toml", "--passes", "bodies"];
    let args = args.iter().chain(&["--stats-json", "stats.json"]);
    run(s.whittle_measured(args.chain([&test.to_str().unwrap(), &"big.c"]))).expect_code(0);
    let out = String::from_utf8(s.read("big.c")).unwrap();
    assert!(
        out.contains("int g(int x) { return whittle_keep(x); }"),
        "{}",
        &out[..200]
    );
    assert!(out.len() <= 1 << 20, "{} bytes", out.len());
    assert!(
        out.contains("int f23999(int x) {}"),
        "{}",
        &out[out.len() - 200..]
    );
    let stats: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    let (calls, kept) = pass_stats(&stats, "bodies");
    assert!(
        kept >= 1 && calls < 100,
        "bodies: {calls} calls, {kept} kept"
    );
}

#[test]
fn a_test_that_prints_fifty_megabytes_is_fine() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let test = s.script(
        "loud",
        r#"head -c 50000000 /dev/zero; head -c 1000000 /dev/zero >&2; grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
    );
    let r = run(s.whittle_script(&["-j", "2"], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    assert!(s.leftover_job_dirs().is_empty());
}

#[test]
fn resume_goes_on_from_a_stopped_run() {
    let s = Sandbox::new();
    s.write("input.txt", filler(200));
    let test = s.script(
        "tenth",
        r#"[ "$(grep -c '^line ..0:' "$WHITTLE_CANDIDATE")" -eq 20 ]"#,
    );
    let r = run(s.whittle_script(&["--resume"], &test, "input.txt"));
    r.expect_code(1);
    assert!(r.stderr.contains("no earlier run"), "{}", r.stderr);
    let r = run(s.whittle_script(&["-j", "1", "--stop-below", "3000"], &test, "input.txt"));
    r.expect_code(0);
    let stopped = s.read("input.txt");
    let r = run(s.whittle_script(&["-j", "2", "--resume"], &test, "input.txt"));
    r.expect_code(0);
    assert!(r.stderr.contains("resuming input.txt"), "{}", r.stderr);
    assert!(s.read("input.txt").len() < stopped.len());
    assert_eq!(
        s.read("input.txt.orig"),
        filler(200).as_bytes(),
        "the first original stays"
    );
}

#[test]
fn a_test_that_writes_outside_its_directory_does_not_stop_the_run() {
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let outside = s.path("outside.log");
    let test = s.script(
        "outside",
        &format!(
            r#"echo run >> {}; echo tmp > "$TMPDIR/scratch"; grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
            outside.display()
        ),
    );
    let r = run(s.whittle_script(&["-j", "2"], &test, "input.txt"));
    r.expect_code(0);
    assert_eq!(s.read("input.txt"), b"needle");
    assert!(
        String::from_utf8(s.read("outside.log"))
            .unwrap()
            .lines()
            .count()
            > 2
    );
    assert!(
        s.leftover_job_dirs().is_empty(),
        "job dirs (and the tests' TMPDIR) are removed"
    );
}

/// On a terminal a live line shows the size, calls per second and the pass; in a pipe, no.
#[test]
fn a_live_progress_line_on_a_terminal_only() {
    if !oracle("script") {
        return;
    }
    let s = Sandbox::new();
    s.write("input.txt", "a\nneedle\nb\n");
    let test = s.script(
        "slow",
        r#"sleep 0.3; grep -q '^needle$' "$WHITTLE_CANDIDATE""#,
    );
    let whittle = env!("CARGO_BIN_EXE_whittle");
    let command = format!("{whittle} -j 2 {} input.txt", test.display());
    let out = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(s.root())
        .env("TMPDIR", s.path(""))
        .output()
        .unwrap();
    let screen = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{screen}");
    assert!(screen.contains("calls/s"), "no live line:\n{screen}");
    assert!(
        screen.contains("\r\x1b[K"),
        "the live line is not redrawn in place"
    );
    s.write("input.txt", "a\nneedle\nb\n");
    let r = run(s.whittle_script(&["-j", "2"], &test, "input.txt"));
    r.expect_code(0);
    assert!(
        !r.stderr.contains("calls/s"),
        "a live line in a pipe:\n{}",
        r.stderr
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 6, ..Default::default() })]

    /// Random inputs, random deterministic tests (a checksum bucket, or the original itself):
    /// no crash, an interesting result no longer than the input, the original kept.
    #[test]
    fn random_tests_on_random_inputs(
        input in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300),
        salt in 0u32..1000,
    ) {
        let s = Sandbox::new();
        s.write("input.bin", &input);
        s.write("original.bin", &input);
        let original = s.path("original.bin");
        let test = s.script(
            "bucket",
            &format!(
                r#"cmp -s "$WHITTLE_CANDIDATE" {orig} && exit 0
sum=$(cksum < "$WHITTLE_CANDIDATE" | cut -d' ' -f1)
[ $(( (sum + {salt}) % 3 )) -eq 0 ]"#,
                orig = original.display()
            ),
        );
        let r = run(s.whittle_script(&["-q", "-j", "2", "--timeout", "10"], &test, "input.bin"));
        r.expect_code(0);
        let out = s.read("input.bin");
        proptest::prop_assert!(out.len() <= input.len());
        proptest::prop_assert_eq!(s.read("input.bin.orig"), input);
        let again = std::process::Command::new(&test)
            .env("WHITTLE_CANDIDATE", s.path("input.bin"))
            .status()
            .unwrap();
        proptest::prop_assert!(again.success(), "the result is not interesting");
    }
}
