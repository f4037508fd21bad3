//! `--campaign DIR -o OUT` on real crashes of this machine's tools: two GCC 12 internal
//! compiler errors (GCC's own regression tests for PR c++/87765 and PR c++/88003, both still
//! open), each in a few variants with harmless extra declarations, beside inputs that compile;
//! and a C program's `assert`, whose signature names its file, for groups that turn out to be
//! one bug. The reductions run the `fast` preset to keep the tests short.

use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use crate::common::{oracle, run, send_signal, skip, Run, Sandbox};

/// PR c++/87765: `internal compiler error: in coerce_template_parms, at cp/pt.cc:9195`.
const COERCE: &str = "template <int N>\nusing foo = int;\nstruct A {\n  constexpr int bar() const \
                      { return 42; }\n};\nvoid baz(A a) {\n  [=](auto c) { return foo<a.bar()> \
                      { }; }; }\n";
/// PR c++/88003: `internal compiler error: in poplevel_class, at cp/name-lookup.cc:5177`.
const POPLEVEL: &str = "auto test() {\n  struct O {\n    struct N;\n  };\n  return O();\n}\n\
                        typedef decltype(test()) TN;\nstruct TN::N {};\n";

/// A fixed time limit: the default follows the test's run times, and under a heavy load a g++
/// run that takes longer than 1 s would make a result differ from another run's.
const TIMEOUT: [&str; 2] = ["--timeout", "30"];

const GXX: [&str; 6] = ["g++", "-std=c++17", "-c", "@@", "-o", "/dev/null"];

/// The crashes folder: three variants of one ICE, two of the other, two inputs that compile.
fn crashes(s: &Sandbox) -> Vec<(&'static str, String)> {
    let inputs = vec![
        ("a1.cc", COERCE.to_string()),
        (
            "a2.cc",
            format!("int pad1(int x) {{ return x * 2; }}\n{COERCE}"),
        ),
        (
            "a3.cc",
            format!("struct Pad {{ int p, q; }};\n{COERCE}int pad3 = 3;\n"),
        ),
        ("b1.cc", format!("static int pad = 7;\n{POPLEVEL}")),
        (
            "b2.cc",
            format!("static int pad = 7;\n{POPLEVEL}int tail1, tail2;\n"),
        ),
        ("ok1.cc", "int f(int x) { return x + 1; }\n".to_string()),
        (
            "ok2.cc",
            "struct S { int v; };\nint g(S s) { return s.v; }\n".to_string(),
        ),
    ];
    for (name, text) in &inputs {
        s.write(Path::new("crashes").join(name), text);
    }
    inputs
}

/// Whether g++ here has GCC 12's two ICEs (CI's does; a laptop's may not).
fn gcc12_ices(s: &Sandbox) -> bool {
    if !oracle("g++") {
        return false;
    }
    let probe = s.write("probe/p.cc", COERCE);
    let out = std::process::Command::new("g++")
        .args(["-std=c++17", "-c", "-o", "/dev/null"])
        .arg(&probe)
        .env("LC_ALL", "C")
        .output()
        .expect("g++ runs");
    let ice = String::from_utf8_lossy(&out.stderr).contains("in coerce_template_parms");
    if !ice {
        skip("g++ here does not have GCC 12's ICE in coerce_template_parms");
    }
    ice
}

fn campaign(s: &Sandbox, extra: &[&str], command: &[&str]) -> std::process::Command {
    let mut cmd = s.whittle(["-j", "2", "--preset", "fast", "--campaign", "crashes"]);
    cmd.args(["-o", "bugs"]).args(extra).arg("--").args(command);
    cmd
}

fn index(s: &Sandbox) -> serde_json::Value {
    serde_json::from_slice(&s.read("bugs/index.json")).expect("index.json is JSON")
}

/// Each group's folder and the name of its reduced file, by the group's first input.
fn reduced_files(index: &serde_json::Value) -> Vec<(String, PathBuf)> {
    let groups = index["groups"].as_array().unwrap();
    groups
        .iter()
        .map(|g| {
            let r = &g["reductions"][0];
            let name = r["input"].as_str().unwrap().to_string();
            (
                name.clone(),
                Path::new("bugs")
                    .join(r["dir"].as_str().unwrap())
                    .join(name),
            )
        })
        .collect()
}

/// Whether a reduction has started: a group's folder has its log.
fn reducing(s: &Sandbox) -> bool {
    std::fs::read_dir(s.path("bugs"))
        .is_ok_and(|d| d.flatten().any(|e| e.path().join("log.txt").exists()))
}

fn stamps(s: &Sandbox, files: &[(String, PathBuf)]) -> Vec<std::time::SystemTime> {
    let result = |f: &PathBuf| s.path(f.parent().unwrap().join("result.json"));
    files
        .iter()
        .map(|(_, f)| std::fs::metadata(result(f)).unwrap().modified().unwrap())
        .collect()
}

#[test]
fn a_campaign_killed_mid_way_resumes_to_whittles_results_on_each_input_alone() {
    let s = Sandbox::new();
    if !gcc12_ices(&s) {
        return;
    }
    let inputs = crashes(&s);
    std::os::unix::fs::symlink("nowhere.cc", s.path("crashes/gone.cc")).unwrap();

    // SIGKILL once a reduction has started, before the campaign ends.
    let mut child = campaign(&s, &TIMEOUT, &GXX)
        .stderr(Stdio::null())
        .spawn()
        .expect("whittle starts");
    let started = Instant::now();
    while !reducing(&s) && started.elapsed() < Duration::from_secs(120) {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(reducing(&s), "no reduction started");
    assert!(
        !s.exists("bugs/index.json"),
        "the campaign ended before the kill"
    );

    let r = run(campaign(&s, &TIMEOUT, &GXX));
    r.expect_code(0);
    assert!(
        r.stderr.contains("verdicts kept from the last run"),
        "{}",
        r.stderr
    );
    let index = index(&s);
    assert_eq!(index["inputs"], 8);
    assert_eq!(index["crashing"], 5);
    assert_eq!(index["bugs"], 2);
    assert_eq!(index["complete"], true);
    let groups = index["groups"].as_array().unwrap();
    let counts: Vec<u64> = groups
        .iter()
        .map(|g| g["count"].as_u64().unwrap())
        .collect();
    assert_eq!(counts, [3, 2]);
    assert_eq!(
        groups[0]["signature"],
        "gcc-ice: in coerce_template_parms, at cp/pt.cc:9195"
    );
    assert_eq!(
        groups[1]["signature"],
        "gcc-ice: in poplevel_class, at cp/name-lookup.cc:5177"
    );
    let listed = |key: &str| -> Vec<String> {
        let list = index[key].as_array().unwrap();
        list.iter()
            .map(|l| l["input"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(listed("not_crashing"), ["ok1.cc", "ok2.cc"]);
    assert_eq!(listed("unreadable"), ["gone.cc"]);
    let md = String::from_utf8(s.read("bugs/index.md")).unwrap();
    assert!(md.contains("| bug | signature | inputs | original bytes | reduced bytes | time |"));
    assert!(
        md.contains("`gone.cc`") && md.contains("`ok2.cc`: exit status 0"),
        "{md}"
    );

    // Each group's reproducer is the smallest input reduced, as whittle reduces it alone.
    let files = reduced_files(&index);
    assert_eq!(files[0].0, "a1.cc");
    assert_eq!(files[1].0, "b1.cc");
    for (name, reduced) in &files {
        let folder = reduced.parent().unwrap();
        let original = inputs.iter().find(|(n, _)| n == name).unwrap().1.as_bytes();
        assert_eq!(s.read(folder.join("original").join(name)), original);
        assert!(s.read(reduced).len() < original.len());
        for file in ["signature.txt", "inputs.txt", "reproduce.sh", "log.txt"] {
            assert!(s.exists(folder.join(file)), "{}/{file}", folder.display());
        }
        let out = std::process::Command::new("sh")
            .arg(s.path(folder.join("reproduce.sh")))
            .env("LC_ALL", "C")
            .output()
            .unwrap();
        assert!(
            String::from_utf8_lossy(&out.stderr).contains("internal compiler error"),
            "reproduce.sh: {out:?}"
        );
        let alone = format!("alone/{name}");
        std::fs::create_dir_all(s.path("alone")).unwrap();
        let mut cmd = s.whittle(["-j", "2", "--preset", "fast", "--same-crash", "-o", &alone]);
        cmd.args(TIMEOUT);
        cmd.arg(format!("crashes/{name}")).arg("--").args(GXX);
        run(cmd).expect_code(0);
        assert_eq!(
            String::from_utf8(s.read(reduced)).unwrap(),
            String::from_utf8(s.read(&alone)).unwrap(),
            "{name}: the campaign's result is whittle's on that input alone"
        );
    }

    // Once more, with the two smallest of each group: nothing done is done again.
    let before = stamps(&s, &files);
    let again = run(campaign(
        &s,
        &[TIMEOUT[0], TIMEOUT[1], "--per-group", "2"],
        &GXX,
    ));
    again.expect_code(0);
    assert_eq!(
        again
            .stderr
            .matches("finished on an earlier run, kept")
            .count(),
        2,
        "{}",
        again.stderr
    );
    assert_eq!(stamps(&s, &files), before);
    let index = self::index(&s);
    for (g, second) in [(0, "a2.cc"), (1, "b2.cc")] {
        let also = &index["groups"][g]["reductions"][1];
        assert_eq!(also["input"], second, "{index}");
        assert_eq!(also["status"], "reduced", "{index}");
        assert!(
            also["dir"].as_str().unwrap().ends_with("/also-2"),
            "{index}"
        );
    }
    for (name, text) in &inputs {
        assert_eq!(
            s.read(Path::new("crashes").join(name)),
            text.as_bytes(),
            "{name}"
        );
    }
}

#[test]
fn ctrl_c_stops_a_campaign_its_rerun_ends_it_and_identical_reproducers_merge() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    // glibc's assert message names the file, and so does the signature: two signatures.
    s.write(
        "crashes/p1.c",
        "#include <assert.h>\nint main(void) {\n  int x = 1;\n  assert(x == 2);\n  return 0;\n}\n",
    );
    s.write(
        "crashes/p2.c",
        "#include <assert.h>\nstatic int twice(int v) { return 2 * v; }\nint main(void) {\n  \
         int x = twice(1) - 1;\n  assert(x == 2);\n  return 0;\n}\n",
    );
    // The script form: the inputs take FILE's place.
    let test = s.script("assert", "gcc -w -o prog *.c && ./prog");
    let script = |s: &Sandbox| {
        let mut cmd = s.whittle(["-j", "2", "--preset", "fast", "--campaign", "crashes"]);
        cmd.args(["-o", "bugs"]).arg(&test);
        cmd
    };
    let child = script(&s)
        .stderr(Stdio::piped())
        .spawn()
        .expect("whittle starts");
    let started = Instant::now();
    while !reducing(&s) {
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no reduction started"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    send_signal(child.id(), "INT");
    let stopped = Run::from_output(child.wait_with_output().unwrap(), started.elapsed());
    stopped.expect_code(130);
    assert!(
        stopped.stderr.contains("run the same command again"),
        "{}",
        stopped.stderr
    );
    assert_eq!(index(&s)["complete"], false);

    let r = run(script(&s));
    r.expect_code(0);
    let index = index(&s);
    assert_eq!(index["groups"].as_array().unwrap().len(), 2, "{index}");
    assert_eq!(index["bugs"], 1, "{index}");
    let files = reduced_files(&index);
    assert_eq!(s.read(&files[0].1), s.read(&files[1].1));
    let merged = &index["groups"][1];
    assert_eq!(
        merged["same_reproducer_as"], index["groups"][0]["id"],
        "{index}"
    );
    let md = String::from_utf8(s.read("bugs/index.md")).unwrap();
    assert!(md.contains("same reproducer as"), "{md}");
}

#[test]
fn a_folder_where_nothing_crashes_is_an_error_that_lists_its_inputs() {
    if !oracle("g++") {
        return;
    }
    let s = Sandbox::new();
    s.write("crashes/ok.cc", "int f(int x) { return x + 1; }\n");
    s.write("crashes/hang.cc", "// HANG\nint g;\n");
    // The test hangs on hang.cc: no ending to read a signature from.
    let test = [
        "sh",
        "-c",
        "if grep -q HANG \"$1\"; then sleep 30; fi; exec g++ -c \"$1\" -o /dev/null",
        "sh",
        "@@",
    ];
    let r = run(campaign(&s, &["--timeout", "1"], &test));
    r.expect_code(3);
    assert!(
        r.stderr.contains("no input in crashes crashes"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("ok.cc: does not crash: exit status 0"),
        "{}",
        r.stderr
    );
    assert!(
        r.stderr.contains("hang.cc: no signature: timed out"),
        "{}",
        r.stderr
    );
    let index = index(&s);
    assert_eq!(index["no_signature"][0]["input"], "hang.cc");
    assert_eq!(index["bugs"], 0);
}

#[test]
fn bad_folders_and_command_lines_are_clear_errors() {
    let s = Sandbox::new();
    std::fs::create_dir_all(s.path("crashes")).unwrap();
    let error = |r: Run, code: i32, wanted: &str| {
        r.expect_code(code);
        assert!(r.stderr.contains(wanted), "wanted {wanted:?}: {}", r.stderr);
    };
    let cmd = ["true", "@@"];
    error(run(campaign(&s, &[], &cmd)), 1, "no input files in it");
    s.write("crashes/x.c", "int x;\n");
    error(
        run(s.whittle(["--campaign", "crashes", "--", "true", "@@"])),
        1,
        "name the folder of results with -o DIR",
    );
    s.write("taken", "a file\n");
    error(
        run(s.whittle(["--campaign", "crashes", "-o", "taken", "--", "true", "@@"])),
        1,
        "not a folder",
    );
    s.write("full/notes.txt", "mine\n");
    error(
        run(s.whittle(["--campaign", "crashes", "-o", "full", "--", "true", "@@"])),
        1,
        "holds no campaign",
    );
    assert_eq!(s.read("full/notes.txt"), b"mine\n");
    error(
        run(s.whittle(["--campaign", "crashes", "-o", "o"])),
        1,
        "give the test: TEST (a script), or -- CMD ARGS...",
    );
    let bad_regex = [
        "--campaign",
        "crashes",
        "-o",
        "o",
        "--stderr",
        "(",
        "--",
        "true",
        "@@",
    ];
    error(run(s.whittle(bad_regex)), 1, "bad regex");
    assert!(!s.exists("o"), "nothing written for a bad command line");
    error(
        run(s.whittle([
            "--campaign",
            "crashes",
            "-o",
            "o",
            "crashes/x.c",
            "--",
            "true",
            "@@",
        ])),
        1,
        "give the test only",
    );
    error(
        run(s.whittle([
            "--campaign",
            "crashes",
            "-o",
            "o",
            "--stop-after",
            "5",
            "--",
            "true",
            "@@",
        ])),
        1,
        "--stop-after does not go with a campaign",
    );
    // A folder of another campaign is kept unless --force says to start over.
    run(campaign(&s, &[], &["true", "@@"])).expect_code(3);
    error(
        run(campaign(&s, &[], &["false", "@@"])),
        1,
        "it holds a campaign with another test",
    );
    run(campaign(&s, &["--force"], &["false", "@@"])).expect_code(3);
}
