//! Renaming and parameter removal on real programs with real oracles: the language presets
//! give the names that survive reduction short fresh names (unless `--no-rename`), and remove
//! a parameter together with its arguments, and the results still compile and behave.

use std::collections::BTreeSet;
use std::process::Command;

use crate::common::{oracle, run, Sandbox};

/// A program whose output, 42, needs a struct, a function and its parameters: no reduction
/// removes every name, so what is left of them shows whether they were renamed.
const C_PROGRAM: &str = "\
#include <stdio.h>

struct accumulator {
    int running_total;
    int unused_counter;
};

static int add_to_total(struct accumulator *target, int increment) {
    target->running_total += increment;
    return target->running_total;
}

int main(void) {
    struct accumulator state = {0, 0};
    int first_step = add_to_total(&state, 40);
    int second_step = add_to_total(&state, 2);
    printf(\"%d\\n\", second_step + 0 * first_step);
    return 0;
}
";

const C_NAMES: &[&str] = &[
    "accumulator",
    "running_total",
    "unused_counter",
    "add_to_total",
    "target",
    "increment",
    "state",
    "first_step",
    "second_step",
];

/// Compiles and runs `prog.c`, printing 42.
const C_TEST: &str = "gcc -o prog prog.c 2>/dev/null && [ \"$(./prog)\" = 42 ]";

/// The words of `text` outside string literals.
fn words(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut in_string = false;
    let mut word = String::new();
    let mut prev = ' ';
    for c in text.chars().chain([' ']) {
        if c == '"' && prev != '\\' {
            in_string = !in_string;
        }
        if !in_string && (c.is_ascii_alphanumeric() || c == '_') {
            word.push(c);
        } else if !word.is_empty() {
            out.insert(std::mem::take(&mut word));
        }
        prev = c;
    }
    out
}

/// Reduces `file` (holding `input`) with `test` and extra `options`; returns the result, which
/// the test is checked to accept again.
fn reduce(file: &str, input: &str, test: &str, options: &[&str]) -> String {
    let s = Sandbox::new();
    s.write(file, input);
    let script = s.script("test", test);
    let mut args = vec!["-q", "-j", "2", "-o", "out"];
    args.extend_from_slice(options);
    run(s.whittle_script(&args, &script, file)).expect_code(0);
    let out = String::from_utf8(s.read("out")).unwrap();
    let check = Sandbox::new();
    check.write(file, &out);
    let ok = Command::new("sh")
        .arg("-c")
        .arg(test)
        .current_dir(check.root())
        .env("LC_ALL", "C")
        .status()
        .unwrap()
        .success();
    assert!(ok, "the result is not interesting:\n{out}");
    out
}

/// The result has no original name left and uses one-letter names: the names that survived
/// reduction were renamed, not deleted (`merge` may then have made them one name).
fn renamed(out: &str, names: &[&str]) {
    let words = words(out);
    for name in names {
        assert!(!words.contains(*name), "{name} was not renamed:\n{out}");
    }
    let short = words
        .iter()
        .filter(|w| w.len() == 1 && w.as_bytes()[0].is_ascii_lowercase())
        .count();
    assert!(short >= 1, "no short names:\n{out}");
}

/// The c preset's passes but `inline`, which would leave no names to rename in this program
/// (every variable gives way to its value).
fn c_passes_but_inline() -> String {
    let preset = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/passes/c.toml"));
    let names: Vec<String> = preset
        .unwrap()
        .lines()
        .filter_map(|l| l.strip_prefix("name = \""))
        .filter_map(|l| l.strip_suffix('"'))
        .filter(|n| *n != "inline")
        .map(str::to_string)
        .collect();
    assert!(names.len() > 10, "no passes read from passes/c.toml");
    names.join(",")
}

#[test]
fn c_names_become_short_and_the_program_still_prints_42() {
    if !oracle("gcc") {
        return;
    }
    let out = reduce(
        "prog.c",
        C_PROGRAM,
        C_TEST,
        &["--passes", &c_passes_but_inline()],
    );
    renamed(&out, C_NAMES);
    assert!(
        words(&out).contains("main"),
        "main is never renamed:\n{out}"
    );
}

/// gcc's complaint about a call of an undeclared function, which a syntax check alone gives:
/// neither `main` nor the undeclared name is needed under their own names.
const C_UNDECLARED: &str = "\
int main(void) {
    return compute_the_answer_slowly(41);
}
";

#[test]
fn undeclared_words_and_main_become_short_where_the_test_allows() {
    if !oracle("gcc") {
        return;
    }
    let test = "gcc -fsyntax-only prog.c 2>&1 | grep -q 'implicit declaration of function'";
    let out = reduce("prog.c", C_UNDECLARED, test, &[]);
    renamed(&out, &["main", "compute_the_answer_slowly"]);
    // The same with --no-rename keeps both.
    let kept = reduce("prog.c", C_UNDECLARED, test, &["--no-rename"]);
    let words = words(&kept);
    assert!(
        words.contains("main") && words.contains("compute_the_answer_slowly"),
        "{kept}"
    );
}

#[test]
fn no_rename_keeps_the_long_names() {
    if !oracle("gcc") {
        return;
    }
    let passes = c_passes_but_inline();
    let out = reduce(
        "prog.c",
        C_PROGRAM,
        C_TEST,
        &["--no-rename", "--passes", &passes],
    );
    let words = words(&out);
    let kept: Vec<&&str> = C_NAMES.iter().filter(|n| words.contains(**n)).collect();
    assert!(kept.len() >= 2, "the names did not survive:\n{out}");
}

/// `scale` is called twice with an argument it never reads: only removing that parameter and
/// both arguments at once keeps the program compiling (and printing 6).
const C_PARAMS: &str = "\
#include <stdio.h>

static int scale(int value, int ignored_factor) {
    return value * 2;
}

int main(void) {
    printf(\"%d\\n\", scale(1, 100) + scale(2, 200));
    return 0;
}
";

#[test]
fn a_parameter_goes_with_its_arguments_and_gcc_still_compiles() {
    if !oracle("gcc") {
        return;
    }
    // Prototypes only: no implicit int, no K&R definitions, no `f()` that takes anything.
    let test = "gcc -Werror=implicit-function-declaration -Werror=implicit-int \
                -Werror=old-style-definition -Werror=strict-prototypes -o prog prog.c \
                2>/dev/null && [ \"$(./prog)\" = 6 ]";
    let out = reduce("prog.c", C_PARAMS, test, &["--no-rename"]);
    assert!(
        !two_in_a_list(&out),
        "a parameter or an argument is left:\n{out}"
    );
    // The same preset without `params` cannot do it: one list item at a time breaks a call.
    let preset = whittle::pass::preset("c", None).unwrap();
    let without: Vec<&str> = preset
        .passes
        .iter()
        .map(|p| p.name)
        .filter(|&p| p != "params" && p != "rename")
        .collect();
    let passes = without.join(",");
    let out = reduce("prog.c", C_PARAMS, test, &["--passes", &passes]);
    assert!(two_in_a_list(&out), "{out}");
}

/// Some `scale(...)` (declaration or call) has two items.
fn two_in_a_list(text: &str) -> bool {
    let calls: Vec<&str> = text.split("scale(").skip(1).collect();
    assert!(!calls.is_empty(), "scale is gone:\n{text}");
    calls
        .iter()
        .any(|rest| rest.split(')').next().unwrap().contains(','))
}

/// Prints 42 and then throws a TypeError; the sum needs the function and its parameters.
const JS_PROGRAM: &str = "\
function combineValues(firstValue, secondValue) {
  const combinedResult = firstValue + secondValue;
  return combinedResult;
}
const computedAnswer = combineValues(40, 2);
console.log(computedAnswer);
computedAnswer.missingMethod();
";

#[test]
fn javascript_names_become_short_and_node_still_throws() {
    if !oracle("node") {
        return;
    }
    let test = "node prog.js >out.txt 2>err.txt; [ $? -ne 0 ] && [ \"$(cat out.txt)\" = 42 ] \
                && grep -q '^TypeError' err.txt";
    let out = reduce("prog.js", JS_PROGRAM, test, &[]);
    renamed(
        &out,
        &[
            "combineValues",
            "firstValue",
            "secondValue",
            "combinedResult",
            "computedAnswer",
        ],
    );
}

#[test]
fn rust_names_become_short_and_rustc_still_rejects_the_same_way() {
    if !oracle("rustc") {
        return;
    }
    // The error names the struct: the test accepts any non-primitive name (a capitalised one,
    // or one letter, which no primitive type is).
    let program = "\
pub struct Wrapper { pub inner_value: u32 }
pub fn convert_value(input_wrapper: Wrapper) -> u64 {
    let intermediate: u64 = 2 + input_wrapper.inner_value as u64;
    input_wrapper
}
";
    let test = "rustc --edition=2021 --crate-type=lib --emit=metadata -o lib.rmeta lib.rs 2>&1 \
                | grep -qE 'expected `u64`, found `([A-Z][A-Za-z0-9_]*|[a-z])`'";
    let out = reduce("lib.rs", program, test, &[]);
    renamed(
        &out,
        &[
            "Wrapper",
            "inner_value",
            "convert_value",
            "input_wrapper",
            "intermediate",
        ],
    );
}
