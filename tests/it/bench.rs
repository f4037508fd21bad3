//! The benchmark harness (`bench/bench.py`) end to end: the real binary on a real corpus case,
//! then a second sitting that adds a reducer to the finished run, then a recount of its tokens.

use std::path::Path;
use std::process::Command;

use crate::common::{oracle, run, Sandbox, WHITTLE};

const CASE: &str = "zlib-crc32-too-few-args";

fn bench(results: &Path, args: &[&str]) -> String {
    let repo = env!("CARGO_MANIFEST_DIR");
    let mut cmd = Command::new("python3");
    cmd.current_dir(repo)
        .arg("bench/bench.py")
        .args(["--whittle", WHITTLE, "--cases", CASE, "--cap", "300"])
        .arg("--results")
        .arg(results)
        .arg("--markdown")
        .arg(results.join("BENCHMARKS.md"))
        .args(args);
    let out = run(cmd);
    out.expect_code(0);
    out.stdout.clone()
}

fn runs(results: &Path) -> Vec<(String, bool, u64)> {
    let text = std::fs::read_to_string(results.join("results.json")).unwrap();
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    json["runs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["reducer"].as_str().unwrap().to_string(),
                r["interesting"].as_bool().unwrap(),
                r["final_bytes"].as_u64().unwrap(),
            )
        })
        .collect()
}

#[test]
fn a_second_sitting_adds_a_reducer_to_a_finished_run() {
    if !oracle("gcc") || !oracle("python3") {
        return;
    }
    let sb = Sandbox::new();
    let results = sb.path("results");
    let input = std::fs::metadata(format!(
        "{}/corpus/c/{CASE}/crc32.c",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .len();

    bench(&results, &["--reducers", "whittle"]);
    let first = runs(&results);
    assert_eq!(first.len(), 1, "{first:?}");
    let (name, interesting, bytes) = &first[0];
    assert_eq!(name, "whittle");
    assert!(*interesting, "the harness's re-check failed: {first:?}");
    assert!(*bytes < input / 10, "{bytes} bytes left of {input}");

    let log = bench(&results, &["--resume", "--reducers", "whittle-generic"]);
    assert!(log.contains("1 finished runs kept"), "{log}");
    let both = runs(&results);
    let names: Vec<&str> = both.iter().map(|r| r.0.as_str()).collect();
    assert_eq!(names, ["whittle", "whittle-generic"]);
    assert!(both.iter().all(|r| r.1), "{both:?}");
    assert!(!results.join("results.partial.json").exists());

    let report = std::fs::read_to_string(results.join("BENCHMARKS.md")).unwrap();
    for row in ["| whittle | ", "| whittle-generic | "] {
        assert!(
            report
                .lines()
                .any(|l| l.contains(row) && l.contains("| yes |")),
            "no result row {row:?} in the report:\n{report}"
        );
    }
    // Both reducers ran on the same case: one command regenerates the table.
    assert!(
        report.contains("python3 bench/bench.py --reducers whittle,whittle-generic --cap 300\n"),
        "{report}"
    );
    assert!(results
        .join("plots/c-zlib-crc32-too-few-args.svg")
        .is_file());

    // A recount puts back, from the kept final texts, the counts an earlier counter got wrong.
    let path = results.join("results.json");
    let mut json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let right = json["runs"][0]["final_tokens"].clone();
    json["runs"][0]["final_tokens"] = 999.into();
    std::fs::write(&path, serde_json::to_string(&json).unwrap()).unwrap();
    let log = bench(&results, &["--recount"]);
    assert!(
        log.contains("2 final texts recounted, 1 of them changed"),
        "{log}"
    );
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(json["runs"][0]["final_tokens"], right);
    assert_eq!(json["runs"][0]["tokens_recounted"], true);
    let report = std::fs::read_to_string(results.join("BENCHMARKS.md")).unwrap();
    assert!(report.contains("(`--recount`): 2 final texts (1 read differently)"));
}
