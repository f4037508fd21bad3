//! The `unused` pass on a real C file with gcc: declarations nothing refers to go in one test,
//! so the C preset needs fewer oracle calls than without the pass, for the same result.

use crate::common::{oracle, run, Sandbox};

/// 24 needed prototypes with 24 unused ones between them, and the error to keep (the
/// only error: a call without a prototype is one too).
fn program() -> String {
    let mut text = String::new();
    for i in 0..24 {
        text += &format!("int needed_{i}(int x);\nlong spare_{i}(const char *s, int n);\n");
    }
    let calls: Vec<String> = (0..24).map(|i| format!("needed_{i}(1)")).collect();
    text += &format!(
        "int main(void) {{\n  return {} + missing_name;\n}}\n",
        calls.join(" + ")
    );
    text
}

/// (result, oracle calls) of the C preset with `passes` instead, if given.
fn reduce(passes: Option<&str>) -> (String, u64) {
    let s = Sandbox::new();
    s.write("prog.c", program());
    let test = s.script(
        "test",
        "out=$(gcc -fsyntax-only -Werror=implicit-function-declaration prog.c 2>&1)\n\
         [ \"$(echo \"$out\" | grep -c 'error:')\" = 1 ] \
         && echo \"$out\" | grep -q \"'missing_name' undeclared\"",
    );
    let mut args = vec!["-q", "-j", "1", "--stats-json", "stats.json", "-o", "out.c"];
    if let Some(p) = passes {
        args.extend(["--passes", p]);
    }
    run(s.whittle_script(&args, &test, "prog.c")).expect_code(0);
    let stats: serde_json::Value = serde_json::from_slice(&s.read("stats.json")).unwrap();
    (
        String::from_utf8(s.read("out.c")).unwrap(),
        stats["oracle_calls"].as_u64().unwrap(),
    )
}

#[test]
fn unused_declarations_go_together_in_fewer_calls() {
    if !oracle("gcc") {
        return;
    }
    let (with, with_calls) = reduce(None);
    let preset = whittle::pass::preset("c", None).unwrap();
    assert!(preset.passes.iter().any(|p| p.name == "unused"));
    let others: Vec<&str> = preset
        .passes
        .iter()
        .map(|p| p.name)
        .filter(|&p| p != "unused")
        .collect();
    let (without, without_calls) = reduce(Some(&others.join(",")));
    eprintln!("with unused: {with_calls} calls; without: {without_calls} calls");
    assert!(
        !with.contains("spare_") && !with.contains("needed_"),
        "{with}"
    );
    assert_eq!(with.len(), without.len(), "{with}\n--- without:\n{without}");
    assert!(
        with_calls < without_calls,
        "unused saved no calls: {with_calls} with, {without_calls} without"
    );
}
