//! The passes beyond deletion, end to end: the real binary, real compilers and interpreters as
//! oracles. One section per pass (literals, reorder, breaks, unwrap, inline, fields, pointers,
//! returns, replace, items, layout, headers), then `--format`.

use std::process::Command;

use crate::common::{oracle, pass_stats, run, Sandbox};

fn text(s: &Sandbox, rel: &str) -> String {
    String::from_utf8(s.read(rel)).unwrap()
}

fn stats(s: &Sandbox, rel: &str) -> serde_json::Value {
    serde_json::from_slice(&s.read(rel)).unwrap()
}

/// Compiles `file` in the sandbox with `gcc -O2` and returns what the program prints.
fn gcc_run(s: &Sandbox, file: &str) -> String {
    let exe = s.path("check-prog");
    let ok = Command::new("gcc")
        .args(["-O2", "-w", "-o"])
        .arg(&exe)
        .arg(s.path(file))
        .status()
        .unwrap()
        .success();
    assert!(ok, "{file} does not compile:\n{}", text(s, file));
    let out = Command::new(&exe).output().unwrap();
    String::from_utf8(out.stdout).unwrap()
}

// ---------------------------------------------------------------------------------- literals

/// A C program prints a number computed from literals; the test wants a number >= 1000. The
/// literals shrink to the smallest values that keep it: the constant to exactly 1000.
#[test]
fn literals_shrink_a_c_constant_to_the_smallest_working_value() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "prog.c",
        "#include <stdio.h>\nint main(void) {\n  long base = 123456;\n  \
         printf(\"%ld\\n\", base * 3 + 7);\n  return 0;\n}\n",
    );
    let test = s.script(
        "test",
        "gcc -O2 -w -o prog prog.c && ./prog | awk 'BEGIN { ok = 0 } \
         /^[0-9]+$/ && $1 + 0 >= 1000 { ok = 1 } END { exit !ok }'",
    );
    run(s.whittle_script(
        &["-j", "2", "--passes", "literals", "--stats-json", "st.json"],
        &test,
        "prog.c",
    ))
    .expect_code(0);
    let out = text(&s, "prog.c");
    assert!(out.contains("long base = 1000;"), "{out}");
    assert!(out.contains("base * 1 + 0"), "{out}");
    assert_eq!(gcc_run(&s, "prog.c").trim(), "1000");
    // About two candidates per bit of 123456 (17 bits), plus the other literals.
    let (calls, _) = pass_stats(&stats(&s, "st.json"), "literals");
    assert!(calls < 120, "{calls} calls");
}

/// A JavaScript string must still make node throw with "boom": it shrinks to just that, and
/// the argument of `includes` (free to change) is emptied.
#[test]
fn literals_shorten_a_javascript_string_that_still_throws() {
    if !oracle("node") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "crash.js",
        "const msg = \"the quick brown fox jumps over the lazy dog: boom, and more text\";\n\
         if (msg.includes(\"boom\")) throw new Error(msg);\n",
    );
    run(s.whittle([
        "-j",
        "2",
        "--passes",
        "literals",
        "--stderr",
        "Error: [^\\n]*boom",
        "crash.js",
        "--",
        "node",
        "@@",
    ]))
    .expect_code(0);
    assert_eq!(
        text(&s, "crash.js"),
        "const msg = \"boom\";\nif (msg.includes(\"\")) throw new Error(msg);\n"
    );
}

/// The last sweep deletes characters inside a word: a name the test needs part of (a
/// ReferenceError's name ending in `Baz`) loses the rest, which no token cut and no rename can
/// do, with the default preset of JavaScript.
#[test]
fn bytes_cut_inside_a_name_the_test_needs_part_of() {
    if !oracle("node") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "crash.js",
        "function main() {\n  let count = 1;\n  return fooBarBaz + count;\n}\nmain();\n",
    );
    run(s.whittle([
        "-j",
        "2",
        "--stderr",
        "ReferenceError: [A-Za-z]*Baz is not defined",
        "crash.js",
        "--",
        "node",
        "@@",
    ]))
    .expect_code(0);
    assert_eq!(text(&s, "crash.js").trim(), "Baz");
}

/// Hex, suffixes and the text scan: a file whittle has no parser for.
#[test]
fn literals_simplify_numbers_in_any_text() {
    let s = Sandbox::new();
    s.write(
        "conf.txt",
        "size = 0x1FUL\nlimit = 250.75f\nname = \"abcdef\"\n",
    );
    // Interesting while size is 31 (any spelling) and limit is at least 100.
    let test = s.script(
        "test",
        "awk '$1 == \"size\" { s = ($3 == \"31\" || $3 == \"0x1FUL\") } \
         $1 == \"limit\" { l = ($3 + 0 >= 100) } END { exit !(s && l) }' conf.txt",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "literals"], &test, "conf.txt")).expect_code(0);
    assert_eq!(
        text(&s, "conf.txt"),
        "size = 31\nlimit = 100\nname = \"\"\n"
    );
}

/// The synthetic "one integer per line" benchmarks with `lines` + `literals`.
fn numbers(test: &str, input: &str) -> String {
    let s = Sandbox::new();
    s.write("nums.txt", input);
    let test = s.script("test", test);
    run(s.whittle_script(
        &["-j", "2", "--passes", "lines,literals"],
        &test,
        "nums.txt",
    ))
    .expect_code(0);
    text(&s, "nums.txt")
}

fn random_numbers(seed: u64, n: usize, max: u64) -> String {
    let mut x = seed;
    (0..n)
        .map(|_| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            format!("{}\n", (x >> 33) % max)
        })
        .collect()
}

#[test]
fn literals_reach_the_minima_of_number_lists() {
    let input = random_numbers(7, 120, 1000);
    let sum = numbers(
        "awk '{ s += $1 } END { exit !(s >= 500) }' nums.txt",
        &input,
    );
    assert_eq!(sum, "500\n");
    let distinct = numbers("[ \"$(sort -u nums.txt | wc -l)\" -ge 10 ]", &input);
    let mut got: Vec<u32> = distinct.lines().map(|l| l.parse().unwrap()).collect();
    got.sort();
    assert_eq!(got, (0..10).collect::<Vec<_>>(), "{distinct}");
    let first = numbers(
        "awk 'NR == 1 { a = $1 } NR == 2 { b = $1 } END { exit !(NR >= 2 && a > b) }' nums.txt",
        &format!("999\n{input}"),
    );
    assert_eq!(first, "1\n0\n");
    let len = numbers(
        "awk 'BEGIN { m = -1 } $1 > m { m = $1 } END { exit !(NR >= 1 && NR > m) }' nums.txt",
        &random_numbers(3, 100, 60),
    );
    assert_eq!(len, "0\n");
}

// ----------------------------------------------------------------------------------- reorder

/// Functions and statements move toward a bytewise-smaller order, only where the program still
/// compiles (a call before its callee's declaration does not) and runs.
#[test]
fn reorder_gives_a_smaller_order_that_still_compiles() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    let input = "int z(void) { return 3; }\nint y(void) { return 2; }\nint main(void) {\n  \
                 int c = z();\n  int b = y();\n  return c + b - 5;\n}\n";
    s.write("order.c", input);
    let test = s.script(
        "test",
        "gcc -Werror=implicit-function-declaration -o prog order.c && ./prog",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "reorder"], &test, "order.c")).expect_code(0);
    let out = text(&s, "order.c");
    assert_eq!(
        out,
        "int y(void) { return 2; }\nint z(void) { return 3; }\nint main(void) {\n  \
         int b = y();\n  int c = z();\n  return c + b - 5;\n}\n"
    );
    assert!(out.len() == input.len() && out.as_str() < input);
    gcc_run(&s, "order.c");
}

// ------------------------------------------------------------------------------------ breaks

/// rustc recovers from a `;` missing before a line break and still type-checks: each `;`
/// between two statements gives way to a line break, the one before `}` too.
#[test]
fn breaks_leave_rustc_its_line_breaks() {
    if !oracle("rustc") {
        return;
    }
    let s = Sandbox::new();
    s.write("f.rs", "fn f(){let a:u8=1;let b:u64=a;}\n");
    let test = s.script(
        "test",
        "rustc --crate-type=lib --emit=metadata -o f.rmeta f.rs 2>&1 | grep -q 'error\\[E0308\\]'",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "breaks"], &test, "f.rs")).expect_code(0);
    assert_eq!(text(&s, "f.rs"), "fn f(){let a:u8=1\nlet b:u64=a\n}\n");
}

/// node inserts the `;` at a line break: the statements split, the program prints the same.
#[test]
fn breaks_let_node_insert_the_semicolons() {
    if !oracle("node") {
        return;
    }
    let s = Sandbox::new();
    s.write("f.js", "let a=1;let b=a+1;console.log(b);\n");
    let test = s.script("test", "node f.js | grep -qx 2");
    run(s.whittle_script(&["-j", "2", "--passes", "breaks"], &test, "f.js")).expect_code(0);
    assert_eq!(text(&s, "f.js"), "let a=1\nlet b=a+1\nconsole.log(b);\n");
}

// ------------------------------------------------------------------------------------ unwrap

/// A block inside a block loses its braces, and the program still compiles and runs; the
/// function body keeps its own, since without them it does not compile.
#[test]
fn unwrap_takes_the_braces_of_a_nested_block() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("block.c", "int main(void) {{ int x = 1; return x - 1; }}\n");
    let test = s.script("test", "gcc -o prog block.c && ./prog");
    run(s.whittle_script(&["-j", "2", "--passes", "unwrap"], &test, "block.c")).expect_code(0);
    assert_eq!(
        text(&s, "block.c"),
        "int main(void) { int x = 1; return x - 1; }\n"
    );
    gcc_run(&s, "block.c");
}

/// A module wrapper goes: `hoist` puts the function's body in place of the statement that calls
/// it, `unwrap` takes the braces; node still prints the same.
#[test]
fn hoist_and_unwrap_take_a_module_wrapper_away() {
    if !oracle("node") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "m.js",
        "(function (root) { var x = 1; console.log(x + 1); }(this));\n",
    );
    let test = s.script("test", "node m.js | grep -qx 2");
    let args = ["-j", "2", "--passes", "hoist,unwrap"];
    run(s.whittle_script(&args, &test, "m.js")).expect_code(0);
    assert_eq!(text(&s, "m.js"), " var x = 1; console.log(x + 1); \n");
}

// ------------------------------------------------------------------------------------ inline

/// A local variable gives way to its value where the program still computes the same: `p`
/// does, `n` does not (it changes between its declaration and its use).
#[test]
fn inline_puts_a_value_in_place_of_its_variable() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "var.c",
        "int g[2];\nint main(void) {\n  int *p = g;\n  int n = 4;\n  n = n + 1;\n  p[1] = n;\n  return g[1] - 5;\n}\n",
    );
    let test = s.script("test", "gcc -o prog var.c && ./prog");
    run(s.whittle_script(&["-j", "2", "--passes", "inline"], &test, "var.c")).expect_code(0);
    assert_eq!(
        text(&s, "var.c"),
        "int g[2];\nint main(void) {\n  int n = 4;\n  n = n + 1;\n  g[1] = n;\n  return g[1] - 5;\n}\n"
    );
    gcc_run(&s, "var.c");
}

// ------------------------------------------------------------------------------------ fields

/// gcc's type error in `v->i = *t` needs the type of field `i`, not the struct around it: the
/// field becomes a variable declared before the function, `v->i` becomes `i`. Field `tag` goes
/// the same way; `x`, never read, stays.
#[test]
fn fields_make_a_struct_field_a_variable() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "f.c",
        "typedef struct { long long i; int tag; } Value;\ntypedef struct { int x; } Table;\n\
         Value *v;\nTable *t;\nvoid f(void) { v->tag = 1; v->i = *t; }\n",
    );
    let test = s.script(
        "test",
        "gcc -fsyntax-only f.c 2>&1 | grep -q \"incompatible types when assigning to type 'long long int' from type 'Table'\"",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "fields"], &test, "f.c")).expect_code(0);
    assert_eq!(
        text(&s, "f.c"),
        "typedef struct {  } Value;\ntypedef struct { int x; } Table;\n\
         Value *v;\nTable *t;\nint tag;long long i;void f(void) { tag = 1; i = *t; }\n"
    );
}

// ---------------------------------------------------------------------------------- pointers

/// gcc's one error, in `n = *t`, is the same with `t` a plain `Table`: the star of `t` goes in
/// its declaration and its dereference. `q` keeps its star: `q[0]` needs a pointer, and a
/// second error fails the test.
#[test]
fn pointers_become_plain_variables_where_the_test_allows() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "p.c",
        "typedef struct { int x; } Table;\nTable *t;\nint *q;\nlong long n;\n\
         void f(void) { n = *t; q[0] = *q; }\n",
    );
    let test = s.script(
        "test",
        "gcc -fsyntax-only p.c > out 2>&1; [ \"$(grep -c 'error:' out)\" = 1 ] && \
         grep -q \"incompatible types when assigning to type 'long long int' from type 'Table'\" out",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "pointers"], &test, "p.c")).expect_code(0);
    assert_eq!(
        text(&s, "p.c"),
        "typedef struct { int x; } Table;\nTable t;\nint *q;\nlong long n;\n\
         void f(void) { n = t; q[0] = *q; }\n"
    );
}

/// The shape lua's reduction ends in: no spaces and a body without its `}` (a parse error).
/// The star goes with a space in its place (`Table h`, not `Tableh`), and the dereference in
/// the body that the parse error hides goes too.
#[test]
fn pointers_keep_words_apart_and_reach_into_a_parse_error() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("p.c", "typedef struct{}Table;long long i;d(){Table*h;i=*h");
    let test = s.script(
        "test",
        "gcc -fsyntax-only p.c 2>&1 | grep -q \"incompatible types when assigning to type \
         'long long int' from type 'Table'\"",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "pointers"], &test, "p.c")).expect_code(0);
    assert_eq!(
        text(&s, "p.c"),
        "typedef struct{}Table;long long i;d(){Table h;i=h"
    );
}

// ----------------------------------------------------------------------------------- returns

/// rustc's borrow checker runs only on a crate that type-checks: `-> Self` and the tail `self`
/// go together or not at all, and the use after move of `f` is all that is left to report.
#[test]
fn returns_take_the_return_type_with_the_tail_value() {
    if !oracle("rustc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "lib.rs",
        "pub struct W;\nimpl W {\n    pub fn e<F>(self, f: F) -> Self {\n        f;\n        f;\n        self\n    }\n}\n",
    );
    let test = s.script(
        "test",
        "rustc --crate-type=lib --emit=metadata -o lib.rmeta lib.rs 2>&1 | grep -q 'error\\[E0382\\]'",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "returns"], &test, "lib.rs")).expect_code(0);
    assert_eq!(
        text(&s, "lib.rs"),
        "pub struct W;\nimpl W {\n    pub fn e<F>(self, f: F)  {\n        f;\n        f;\n        \n    }\n}\n"
    );
}

// ----------------------------------------------------------------------------------- replace

/// gcc's -Wswitch-default wants a switch, not its cases: the body goes to `;` and the value it
/// switches on to `0` (the condition's identifier is read, never written).
#[test]
fn replace_leaves_a_switch_with_an_empty_statement_for_a_body() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "prog.c",
        "int f(int x) {\n  switch (x) {\n  case 1: return 2;\n  case 3: return 4;\n  }\n  return 0;\n}\n",
    );
    let test = s.script(
        "test",
        "gcc -fsyntax-only -Wswitch-default -Werror prog.c 2>&1 | grep -q 'switch missing default case'",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "replace"], &test, "prog.c")).expect_code(0);
    let out = text(&s, "prog.c");
    let tight: String = out.split_whitespace().collect();
    assert!(tight.contains("switch(0);"), "{out}");
}

/// `this` is an expression like any other: in a file node rejects for a missing `)`, both go to
/// `0`, and the file still fails node's syntax check the same way.
#[test]
fn replace_puts_0_for_this() {
    if !oracle("node") {
        return;
    }
    let s = Sandbox::new();
    s.write("f.js", "f(this, this\n");
    let test = s.script(
        "test",
        "! node --check f.js 2>err.txt && grep -qx 'SyntaxError: missing ) after argument list' err.txt",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "replace"], &test, "f.js")).expect_code(0);
    assert_eq!(text(&s, "f.js"), "f(0, 0\n");
}

// ------------------------------------------------------------------------------------- items

/// A Rust item goes with its attributes: `impl Missing {}` alone cannot go (the attribute would
/// dangle), nor `#[cfg(test)]` alone (`Missing` does not exist: a second error), but the two
/// together can. (The `1u16` goes too: an empty body is as wrong for `-> u8`.)
#[test]
fn items_take_an_attribute_with_its_item() {
    if !oracle("rustc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "lib.rs",
        "pub fn f() -> u8 {\n    1u16\n}\n#[cfg(test)]\nimpl Missing {}\n",
    );
    let test = s.script(
        "test",
        "rustc --crate-type=lib --emit=metadata -o lib.rmeta lib.rs > out 2>&1; \
         grep -q 'error\\[E0308\\]' out && grep -q 'aborting due to 1 previous error' out",
    );
    run(s.whittle_script(&["-j", "2", "--passes", "items"], &test, "lib.rs")).expect_code(0);
    assert_eq!(text(&s, "lib.rs"), "pub fn f() -> u8 {\n    \n}\n");
}

// ------------------------------------------------------------------------------------ layout

/// Whitespace that does not matter goes in one call: runs collapsed, indentation and blank
/// lines gone, the line after a preprocessor directive kept, string contents untouched.
#[test]
fn layout_normalizes_a_whole_c_file_at_once() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "w.c",
        "#include <stdio.h>\n#define N 3\n\nint   main ( void )\n{\n    int  x = N ;\n\n    \
         printf ( \"%d  items\\n\" , x ) ;\n    return 0 ;\n}\n",
    );
    let test = s.script("test", "gcc -fsyntax-only w.c");
    run(s.whittle_script(
        &["-j", "1", "--passes", "layout", "--stats-json", "st.json"],
        &test,
        "w.c",
    ))
    .expect_code(0);
    assert_eq!(
        text(&s, "w.c"),
        "#include<stdio.h>\n#define N 3\nint main(void){int x=N;printf(\"%d  items\\n\",x);return 0;}"
    );
    assert_eq!(pass_stats(&stats(&s, "st.json"), "layout"), (1, 1));
}

/// Where whitespace matters (Python's indentation), the tightest whole-file forms fail and the
/// others still collapse what they can (`if x:return 1` is valid Python).
#[test]
fn layout_keeps_whitespace_the_test_needs() {
    if !oracle("python3") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "f.py",
        "def  f ( x ) :\n    if  x :\n\n        return  1\n    return  2\n\nprint ( f ( 1 ) )\n",
    );
    let test = s.script("test", "[ \"$(python3 f.py)\" = 1 ]");
    run(s.whittle_script(&["-j", "2", "--passes", "layout"], &test, "f.py")).expect_code(0);
    assert_eq!(
        text(&s, "f.py"),
        "def f(x):\n    if x:return 1\n    return 2\nprint(f(1))"
    );
}

// ------------------------------------------------------------------------------------ format

const TIGHT_C: &str = "int main(void){int x=1;if(x){return 0;}return 1;}";
const FORMATTED_C: &str =
    "int main(void) {\n    int x=1;\n    if(x) {\n        return 0;\n    }\n    return 1;\n}\n";

/// `--format builtin` lays the result out, and keeps it: the test accepts it. The extra test
/// run is counted.
#[test]
fn format_keeps_a_formatted_result_the_test_accepts() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("t.c", TIGHT_C);
    let counter = s.path("runs");
    let test = s.script(
        "test",
        &format!("echo >> '{}'; gcc -fsyntax-only t.c", counter.display()),
    );
    let r = run(s.whittle_script(
        &[
            "-j",
            "1",
            "--passes",
            "layout",
            "--format",
            "builtin",
            "--stats-json",
            "st.json",
        ],
        &test,
        "t.c",
    ));
    r.expect_code(0);
    assert_eq!(text(&s, "t.c"), FORMATTED_C);
    assert!(r.stderr.contains("--format: kept"), "{}", r.stderr);
    let runs = std::fs::read_to_string(&counter).unwrap().lines().count() as u64;
    assert_eq!(stats(&s, "st.json")["oracle_calls"].as_u64().unwrap(), runs);
    assert_eq!(stats(&s, "st.json")["final_bytes"], FORMATTED_C.len());
}

/// A test that rejects the formatted text (here: no indented line allowed) keeps the reduced
/// result as it was.
#[test]
fn format_is_not_kept_when_the_test_rejects_it() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write("t.c", TIGHT_C);
    let test = s.script("test", "! grep -q '^ ' t.c && gcc -fsyntax-only t.c");
    let r = run(s.whittle_script(
        &["-j", "1", "--passes", "layout", "--format", "builtin"],
        &test,
        "t.c",
    ));
    r.expect_code(0);
    assert_eq!(text(&s, "t.c"), TIGHT_C);
    assert!(r.stderr.contains("--format: not kept"), "{}", r.stderr);
}

/// An external formatter reads stdin and writes stdout; one that fails leaves the result alone.
#[test]
fn format_runs_an_external_command() {
    let s = Sandbox::new();
    s.write("a.txt", "a;b;c\n");
    let test = s.script("test", "grep -q b a.txt");
    let r = run(s.whittle_script(
        &[
            "-j",
            "1",
            "--passes",
            "lines",
            "--format",
            "sed 's/;/; /g'",
            "-o",
            "out.txt",
        ],
        &test,
        "a.txt",
    ));
    r.expect_code(0);
    assert_eq!(text(&s, "out.txt"), "a; b; c\n");
    assert_eq!(text(&s, "a.txt"), "a;b;c\n", "-o leaves the input alone");
    let r = run(s.whittle_script(
        &[
            "-j",
            "1",
            "--passes",
            "lines",
            "--format",
            "echo no >&2; exit 1",
        ],
        &test,
        "a.txt",
    ));
    r.expect_code(0);
    assert_eq!(text(&s, "a.txt"), "a;b;c\n");
    assert!(
        r.stderr.contains("failed") && r.stderr.contains("no"),
        "{}",
        r.stderr
    );
}

// ----------------------------------------------------------------------------------- headers

/// A C program after five system headers, preprocessed with its line markers kept (`gcc -E`,
/// as `-save-temps` and GCC's bug guide make it): `headers` takes the headers the error does
/// not need whole, by the markers, and leaves string.h's `strlen`.
#[test]
fn headers_go_whole_by_the_line_markers_of_a_preprocessed_file() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "prog.c",
        "#include <stdio.h>\n#include <stdlib.h>\n#include <ctype.h>\n#include <time.h>\n\
         #include <string.h>\nint main(void) {\n  return (int)strlen();\n}\n",
    );
    let out = Command::new("gcc")
        .arg("-E")
        .arg(s.path("prog.c"))
        .env("LC_ALL", "C")
        .output()
        .unwrap();
    assert!(out.status.success());
    s.write("prog.i", &out.stdout);
    let before = text(&s, "prog.i");
    let entered = before
        .lines()
        .filter(|l| l.starts_with("# ") && l.contains("\" 1"))
        .count();
    assert!(entered >= 10, "{entered} headers entered");
    let test = s.script(
        "test",
        "LC_ALL=C gcc -fsyntax-only prog.i 2>&1 | grep -q \"too few arguments to function 'strlen'\"",
    );
    run(s.whittle_script(
        &["-j", "2", "--passes", "headers", "--stats-json", "st.json"],
        &test,
        "prog.i",
    ))
    .expect_code(0);
    let after = text(&s, "prog.i");
    let (_, kept) = pass_stats(&stats(&s, "st.json"), "headers");
    assert!(kept >= 1, "headers kept nothing");
    assert!(
        after.len() * 4 < before.len(),
        "{} of {} bytes",
        after.len(),
        before.len()
    );
    assert!(
        !after.contains("printf") && !after.contains("qsort"),
        "{after}"
    );
    assert!(
        after.contains("strlen") && after.contains("int main"),
        "{after}"
    );
}

/// A library of 70 KB for `entry`'s tests: `lib_0` calls `lib_1`, ..., `lib_69`.
fn library(c: &mut String) {
    for k in (0..70).rev() {
        c.push_str(&format!("static double lib_{k}(double x) {{\n"));
        for j in 0..40 {
            c.push_str(&format!("  x = x * 1.0{j} + {k}.{j};\n"));
        }
        match k {
            69 => c.push_str("  return x;\n}\n"),
            _ => c.push_str(&format!("  return lib_{}(x);\n}}\n", k + 1)),
        }
    }
}

/// Runs `entry` alone on `c` as `prog.c` (of 64 KB or more) under the test `check`: the result,
/// and the pass's calls and successes.
fn entry_alone(c: &str, check: &str) -> (String, u64, u64) {
    assert!(c.len() > 64 << 10, "{} bytes", c.len());
    let s = Sandbox::new();
    s.write("prog.c", c);
    let test = s.script("test", check);
    run(s.whittle_script(
        &["--passes", "entry", "--stats-json", "st.json"],
        &test,
        "prog.c",
    ))
    .expect_code(0);
    let (calls, kept) = pass_stats(&stats(&s, "st.json"), "entry");
    (text(&s, "prog.c"), calls, kept)
}

/// `entry`: a program on a 70 KB library, then a function of its own with the error the test
/// wants, which names one struct of the file. The program keeps all of the library alive and a
/// cut of everything before the function loses the struct: one test keeps the function and the
/// struct alone.
#[test]
fn entry_keeps_the_end_of_the_file_with_what_it_reaches() {
    if !oracle("cc") {
        return;
    }
    let mut c = String::from("struct point { int x; };\n");
    library(&mut c);
    c.push_str("int main(void) {\n  return lib_0(2.0) > 0;\n}\n");
    c.push_str("int trigger(struct point p) {\n  return p.y;\n}\n");
    let (after, calls, kept) = entry_alone(
        &c,
        "cc -c -o prog.o prog.c 2>&1 | grep -q \"has no member named .y\"",
    );
    assert!(
        kept == 1 && calls <= 3,
        "{calls} calls, {kept} kept: {after}"
    );
    assert!(
        !after.contains("lib_") && !after.contains("main") && after.contains("struct point"),
        "{after}"
    );
}

/// `entry`: a `main` whose first statement prints what a library of 70 KB computes, whose second
/// prints what the test wants. The first statement goes with the variable it prints and every
/// library function only that variable's initializer reaches, in one test, in a stage whose
/// floor keeps the statement alone from being tried.
#[test]
fn entry_takes_a_statement_of_main_with_the_library_only_it_reaches() {
    if !oracle("cc") {
        return;
    }
    let mut c = String::from("#include <stdio.h>\n");
    library(&mut c);
    c.push_str(
        "int main(void) {\n  double r = lib_0(2.0);\n  printf(\"lib %f\\n\", r);\n  \
         int w = 6 * 7;\n  printf(\"answer %d\\n\", w);\n  return 0;\n}\n",
    );
    let (after, _, kept) = entry_alone(&c, "cc -w -o prog prog.c && ./prog | grep -q 'answer 42'");
    assert_eq!(kept, 1, "{after}");
    assert!(after.len() < 300, "{after}");
    assert!(
        !after.contains("lib_") && after.contains("answer"),
        "{after}"
    );
}
