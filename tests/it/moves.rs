//! The moves that leave local minima (issue 18), each on a small case with a real compiler:
//! the syntax deletions (`items`, `nodes`, `hoist`) alone stop at a larger result, and with the
//! move they reach the smaller one. Every test runs both, so it fails without the move.

use crate::common::{oracle, run, tokens_in, Sandbox};

/// Reduces `file` with the syntax deletions (`items`, `nodes`, `hoist`) and `more` passes.
fn reduce_with(source: &str, file: &str, test: &str, more: &str) -> String {
    reduce(source, file, test, &format!("items,nodes,hoist{more}"))
}

/// Reduces `file` with `passes` and returns the result.
fn reduce(source: &str, file: &str, test: &str, passes: &str) -> String {
    let s = Sandbox::new();
    s.write(file, source);
    let script = s.script("test", &format!("export LC_ALL=C\n{test}"));
    run(s.whittle_script(&["-j", "2", "--passes", passes], &script, file)).expect_code(0);
    String::from_utf8(s.read(file)).unwrap()
}

/// The result with the move and without it: the first smaller, and the test holds for both.
fn with_and_without(source: &str, file: &str, test: &str, the_move: &str) -> (String, String) {
    let with = reduce_with(source, file, test, &format!(",{the_move}"));
    let without = reduce_with(source, file, test, "");
    assert_helps(the_move, file, &with, &without);
    (with, without)
}

/// The result with `the_move` has fewer tokens, in `file`'s language, than the one without.
fn assert_helps(the_move: &str, file: &str, with: &str, without: &str) {
    assert!(
        tokens_in(file, with.as_bytes()) < tokens_in(file, without.as_bytes()),
        "{the_move} did not help:\nwith:    {with:?}\nwithout: {without:?}"
    );
}

/// `descend`: a statement replaced by an expression deep inside it, made a statement.
#[test]
fn descend_reaches_a_call_inside_a_loop_condition() {
    if !oracle("gcc") {
        return;
    }
    let c = "int pick(int x, int y) {\n  if (x > y)\n    while (({ helper(x); 0; }))\n      ;\n  \
             return 0;\n}\n";
    let test = "gcc -c d.c -o d.o 2>err.txt && grep -q \"implicit declaration of function .helper.\" err.txt";
    let (with, _) = with_and_without(c, "d.c", test, "descend");
    assert!(!with.contains("while"), "{with}");
}

/// `splice`: namespaces give way to what they hold.
#[test]
fn splice_takes_namespaces_away() {
    if !oracle("g++") {
        return;
    }
    let cpp = "namespace outer {\nnamespace inner {\nint f();\nint g() { return f() + 1; }\n}\n}\n";
    let test = "g++ -c n.cpp -o n.o && nm n.o | grep -q ' T .*1g' && nm n.o | grep -q ' U .*1f'";
    let (with, without) = with_and_without(cpp, "n.cpp", test, "splice");
    assert!(!with.contains("namespace"), "{with}");
    assert!(without.contains("namespace"), "{without}");
}

/// `namespaces`: a namespace goes with the using-directive and the qualifier that name it;
/// `splice` alone cannot (the directive would name a namespace no longer there).
#[test]
fn namespaces_go_with_their_directives_and_qualifiers() {
    if !oracle("g++") {
        return;
    }
    let cpp = "namespace util {\nint f();\n}\nusing namespace util;\n\
               int g() { return util::f() + f(); }\n";
    let test = "g++ -c n.cpp -o n.o && nm n.o | grep -q ' T .*1gv' && nm n.o | grep -q ' U .*1f'";
    let (with, without) = with_and_without(cpp, "n.cpp", test, "splice,namespaces");
    assert!(!with.contains("namespace"), "{with}");
    assert!(without.contains("namespace"), "{without}");
    let splice_only = reduce_with(cpp, "n.cpp", test, ",splice");
    assert!(splice_only.contains("namespace"), "{splice_only}");
}

/// `inline` on a variable at namespace level: its value takes the place of its uses, and the
/// declaration goes (the syntax deletions cannot take it: the function reads it).
#[test]
fn inline_takes_a_namespace_constant_into_its_uses() {
    if !oracle("g++") {
        return;
    }
    let cpp = "namespace n {\nint width = 16;\nint area(int h) { return width * h; }\n}\n\
               int main() { return n::area(2) - 31; }\n";
    let test = "g++ -o p c.cpp && { ./p; test $? -eq 1; }";
    let (with, without) = with_and_without(cpp, "c.cpp", test, "inline");
    assert!(!with.contains("width"), "{with}");
    assert!(without.contains("width"), "{without}");
}

/// `inline-calls`: a function that only returns an expression gives way to it at its calls,
/// the arguments in place of the parameters.
#[test]
fn inline_calls_put_what_a_function_returns_in_place_of_its_calls() {
    if !oracle("g++") {
        return;
    }
    let cpp = "int scale() { return 256; }\nint area(int h) { return h * h; }\n\
               int main() { return area(scale() / 64) - 15; }\n";
    let test = "g++ -o p c.cpp && { ./p; test $? -eq 1; }";
    let (with, without) = with_and_without(cpp, "c.cpp", test, "inline-calls");
    assert!(!with.contains("scale"), "{with}");
    assert!(without.contains("scale"), "{without}");
}

/// `fold`: a function whose body is a declaration and the statement the error is in gives way
/// to the declaration, the statement its value, at file scope.
#[test]
fn fold_makes_a_statement_the_value_of_the_declaration_before_it() {
    if !oracle("g++") {
        return;
    }
    let cpp = "struct P { int n; };\nint count() {\n  P *p;\n  p.n;\n}\n";
    let test = "g++ -fsyntax-only f.cpp 2>err.txt\n\
                pat=\"request for member 'n' in '[^']*', which is of pointer type\"\n\
                grep -q \"$pat\" err.txt && ! grep error: err.txt | grep -qv \"$pat\"";
    let (with, without) = with_and_without(cpp, "f.cpp", test, "fold");
    assert!(
        with.contains("P *p=p.n;") && !with.contains("count"),
        "{with}"
    );
    assert!(without.contains("count"), "{without}");
}

/// `pointers` in Rust: a `&mut self` method made a by-value one, its `*self` plain `self`.
#[test]
fn pointers_make_a_rust_reference_parameter_a_value() {
    if !oracle("rustc") {
        return;
    }
    let rs = "pub struct H(u64);\nimpl H {\n    pub fn write(&mut self, x: u64) {\n        \
              let H(h) = *self;\n        *self = h ^ x;\n    }\n}\n";
    let test = "rustc --edition=2021 --crate-type=lib --emit=metadata -o r.rmeta r.rs 2>&1 \
                | grep -qF 'expected `H`, found `u64`'";
    let (with, without) = with_and_without(rs, "r.rs", test, "pointers");
    assert!(!with.contains('&') && !with.contains('*'), "{with}");
    assert!(without.contains('&'), "{without}");
}

/// `generics`: a function template made a plain function, its parameter `int`.
#[test]
fn generics_make_a_template_plain() {
    if !oracle("g++") {
        return;
    }
    let cpp =
        "template <class T> T twice(T x) { return x + x; }\nint use() { return twice(21); }\n";
    let test = "g++ -c t.cpp -o t.o && nm t.o | grep -q twice";
    let (with, without) = with_and_without(cpp, "t.cpp", test, "generics");
    assert!(!with.contains("template"), "{with}");
    assert!(without.contains("template"), "{without}");
}

/// `generics` in Rust: a type parameter goes with its bounds and its where clause.
#[test]
fn generics_drop_a_rust_parameter_with_its_bounds() {
    if !oracle("rustc") {
        return;
    }
    let rs = "pub fn size<T: Clone + Default>(x: &T) -> usize where T: Send { \
              std::mem::size_of_val(x) }\n";
    let test = "rustc --edition 2021 --crate-type lib --emit metadata -o lib.rmeta lib.rs 2>&1 \
                && grep -q size lib.rs";
    let (with, without) = with_and_without(rs, "lib.rs", test, "generics");
    assert!(!with.contains("Clone"), "{with}");
    assert!(
        without.contains("Clone") || without.contains('<'),
        "{without}"
    );
}

/// Spans: a default argument's `= 3`, which no node covers alone.
#[test]
fn spans_take_a_default_argument_away() {
    if !oracle("g++") {
        return;
    }
    let cpp = "int f(int a, int b = 3) { return a + b; }\nint g() { return f(1, 2); }\n";
    let test = "g++ -c s.cpp -o s.o && nm s.o | grep -q ' T _Z1fii'";
    let (with, without) = with_and_without(cpp, "s.cpp", test, "spans");
    assert!(!with.contains('='), "{with}");
    assert!(without.contains('='), "{without}");
}

/// `descend` in JavaScript: a declaration gives way to an expression inside its value, made a
/// statement (`var r = f(a.b.c)` -> `a.b.c;`).
#[test]
fn descend_makes_a_nested_expression_the_statement() {
    if !oracle("node") {
        return;
    }
    let js = "var options = { name: \"x\", depth: 3 };\n\
              var result = String(options.missing.field).trim();\n\
              console.log(result);\n";
    let test = "node i.js 2> err.txt && exit 1\n\
                grep -q \"TypeError: Cannot read properties of undefined (reading 'field')\" err.txt";
    let (with, without) = with_and_without(js, "i.js", test, "descend");
    assert!(!with.contains("result"), "{with}");
    assert!(without.contains('='), "{without}");
}

/// `replace` in Rust: a function's body becomes `loop {}`, which satisfies any return type (the
/// test accepts no other error, so the body must type-check).
#[test]
fn replace_gives_a_rust_function_a_diverging_body() {
    if !oracle("rustc") {
        return;
    }
    let rs = "pub fn names() -> Vec<String> {\n    let mut v = Vec::new();\n    \
              v.push(String::from(\"a\"));\n    v\n}\n\
              pub fn count() -> usize {\n    names().len() + \"x\"\n}\n";
    let test = "rustc --edition 2021 --crate-type lib --emit metadata -o lib.rmeta lib.rs \
                > out.txt 2>&1\n\
                grep -qF 'cannot add `&str` to `usize`' out.txt && \
                [ \"$(grep -c '^error' out.txt)\" -le 2 ]";
    let (with, _) = with_and_without(rs, "lib.rs", test, "replace");
    assert!(with.contains("loop"), "{with}");
}

/// `merge`: a parameter called like its function, so the parameter can go.
#[test]
fn merge_calls_a_parameter_like_its_function() {
    if !oracle("g++") {
        return;
    }
    let cpp = "int count_of(int table) {\n  return table.size;\n}\n";
    let test = "g++ -fsyntax-only m.cpp 2>err.txt; \
                grep -q \"request for member .size. in .*non-class type\" err.txt && \
                ! grep error: err.txt | grep -qv \"request for member\"";
    let with = reduce_with(cpp, "m.cpp", test, ",params,rename,merge");
    let without = reduce_with(cpp, "m.cpp", test, ",params,rename");
    // Without the merge the parameter stays: `int a(int b) { return b.size; }`.
    assert_eq!(without.matches("int").count(), 2, "{without}");
    assert_eq!(with.matches("int").count(), 1, "{with}");
}

/// `parens`: a brace initializer made a call, whose closing parenthesis g++ does without, where
/// it needs the closing brace.
#[test]
fn parens_let_the_closing_bracket_go() {
    if !oracle("g++") {
        return;
    }
    let cpp = "int table{0};\nint count{table.size};\n";
    let test = "g++ -fsyntax-only m.cpp 2>err.txt; \
                grep -q \"request for member .size. in .*non-class type\" err.txt && \
                ! grep error: err.txt | grep -qv \"request for member\"";
    let passes = "items,nodes,tokens,rename,merge";
    let with = reduce(cpp, "m.cpp", test, &format!("{passes},parens"));
    let without = reduce(cpp, "m.cpp", test, passes);
    // Without: `int a{};\nint b{a.size}`; with: `int a();\nint b(a.size`.
    assert_helps("parens", "m.cpp", &with, &without);
    assert!(with.trim_end().ends_with("size"), "{with}");
}

/// A cut never brings two slashes together: `/a/` without its `a` is the regular expression
/// `/ /`, not the comment `//` (which takes the rest of the line with it).
#[test]
fn cuts_never_open_a_comment() {
    if !oracle("node") {
        return;
    }
    let js = "var pattern = /^[0-9]+$/;\nif (pattern.tset(\"12\")) console.log(\"digits\");\n";
    let test = "node r.js 2>&1 | grep -q 'TypeError: .*[.]tset is not a function'";
    let out = reduce_with(js, "r.js", test, ",tokens");
    assert!(out.contains("/ /"), "{out}");
}

/// `joins`: two words become one where a test reads bytes, not tokens; without it, cuts never
/// join words (they leave a space).
#[test]
fn joins_make_two_words_one_only_when_asked() {
    let text = "first line\nkeep function here\nand the marker too\nlast line\n";
    let test = "grep -q function t.txt && grep -q marker t.txt";
    let with = reduce(text, "t.txt", test, "lines,tokens,whitespace,joins");
    let without = reduce(text, "t.txt", test, "lines,tokens,whitespace");
    assert_eq!(with, "functionmarker");
    assert_eq!(without, "function marker");
}

/// The whole `c` preset on a gcc error: the summary says under which moves the result is
/// 1-minimal (every pass of the preset's last stage, the token and node moves among them), and
/// whittle run again on its own result changes nothing.
#[test]
fn the_result_is_one_minimal_and_a_second_run_keeps_it() {
    if !oracle("gcc") {
        return;
    }
    let s = Sandbox::new();
    s.write(
        "m.c",
        "struct point { int x, y; };\nstatic int twice(int v) { return v * 2; }\n\
         int area(struct point *p, int scale) {\n  int w = twice(p->x);\n  \
         return w * p->y * scale + helper(w);\n}\n",
    );
    let test = s.script(
        "test",
        "export LC_ALL=C\ngcc -c m.c -o m.o 2>err.txt; grep -q \"implicit declaration of function .helper.\" err.txt",
    );
    let first = run(s.whittle_script(&["-j", "2"], &test, "m.c"));
    first.expect_code(0);
    let line = first
        .stderr
        .lines()
        .skip_while(|l| !l.contains("minimal:"))
        .take_while(|l| !l.contains("result:"))
        .collect::<Vec<_>>()
        .join(" ");
    assert!(
        line.contains("1-minimal under the moves of:"),
        "{}",
        first.stderr
    );
    for pass in [
        "items",
        "nodes",
        "tokens",
        "token-pairs",
        "brackets",
        "descend",
        "hoist",
    ] {
        assert!(
            line.split([' ', ',']).any(|w| w == pass),
            "{pass} missing from {line}"
        );
    }
    let once = s.read("m.c");
    std::fs::remove_file(s.path("m.c.orig")).unwrap();
    let second = run(s.whittle_script(&["-j", "2", "-v"], &test, "m.c"));
    second.expect_code(0);
    assert_eq!(s.read("m.c"), once, "{}", second.stderr);
    assert!(second.stderr.contains("0.0% smaller"), "{}", second.stderr);
}

/// `grow = true` in a preset: a rewrite that works takes the next ones of its pass along, as a
/// cut grows. Thirty function bodies made `;` (definitions made declarations) go in a handful
/// of test runs rather than one each; g++'s error, in the last function, stays.
#[test]
fn a_rewrite_that_works_takes_the_next_ones_along() {
    if !oracle("g++") {
        return;
    }
    let mut cpp: String = (0..30)
        .map(|i| format!("int f{i}(int x) {{ return x * {i} + 1; }}\n"))
        .collect();
    cpp.push_str("int g() { return f0(\"no\"); }\n");
    let test = "g++ -fsyntax-only b.cpp 2>&1 | grep -q 'invalid conversion from'";
    let calls = |grow: bool| {
        let s = Sandbox::new();
        s.write("b.cpp", &cpp);
        s.write(
            "bodies.toml",
            format!(
                "language = \"cpp\"\ndescription = \"bodies\"\n[[pass]]\nname = \"replace\"\n\
                 kinds = [\"compound_statement\"]\ngrow = {grow}\n"
            ),
        );
        let script = s.script("test", &format!("export LC_ALL=C\n{test}"));
        run(s.whittle_script(
            &[
                "-j",
                "1",
                "--preset",
                "bodies.toml",
                "--stats-json",
                "st.json",
            ],
            &script,
            "b.cpp",
        ))
        .expect_code(0);
        let result = String::from_utf8(s.read("b.cpp")).unwrap();
        assert_eq!(result.matches(';').count(), 31, "{result}");
        let stats: serde_json::Value = serde_json::from_slice(&s.read("st.json")).unwrap();
        stats["oracle_calls"].as_u64().unwrap()
    };
    let (grown, alone) = (calls(true), calls(false));
    assert!(grown * 2 < alone, "grown {grown}, one by one {alone}");
}

/// `replace` in C++: an argument read as a value becomes `0u` as well as `0`, a zero of another
/// type: a deduction that needs two argument types keeps its conflict with literals alone, and
/// the variable goes (`0` alone would end the conflict; without `0u` the variable stays). Like
/// every rewrite it must make the file shortlex-smaller: a name of two bytes or more.
#[test]
fn replace_gives_an_argument_a_zero_of_another_type() {
    if !oracle("g++") {
        return;
    }
    let cpp = "template <typename T> void s(T a, T b) {}\n\
               void f() { unsigned count = 1; s(0, count); }\n";
    let test = "g++ -std=c++11 -fsyntax-only c.cpp 2>&1 | grep -q 'deduced conflicting types'";
    let with = reduce_with(cpp, "c.cpp", test, ",replace");
    assert!(with.contains("0u") && !with.contains("unsigned"), "{with}");
}

/// `globals`: a local made a global is zero from the start, so its initializer goes where a
/// warning-clean test (`-Werror`: no `uninitialized`) keeps a local's.
#[test]
fn globals_let_an_initializer_go() {
    if !oracle("gcc") {
        return;
    }
    let c =
        "int count(int n) {\n  int total = 0;\n  for (int i = 0; i < n; i++)\n    total += i;\n  \
             return total;\n}\nint main(void) { return count(3); }\n";
    let test = "gcc -Wall -Wextra -Werror -O1 g.c -o g 2>/dev/null && grep -q '+' g.c";
    let (with, without) = with_and_without(c, "g.c", test, "globals");
    assert!(with.starts_with("int A;"), "{with}");
    assert!(without.contains("= 0"), "{without}");
}

/// `absorb`: a function that only carries the bug's statement gives it to `main` and goes, head,
/// braces and call, where no cut can take the function without losing the statement.
#[test]
fn absorb_moves_a_body_into_main() {
    if !oracle("gcc") {
        return;
    }
    let c = "int counter;\nvoid bump(void) {\n  counter++;\n}\n\
             int main(void) {\n  bump();\n  return counter - 1;\n}\n";
    let test = "gcc -Wall -Wextra -Werror a.c -o a 2>/dev/null && grep -q '++' a.c";
    let (with, without) = with_and_without(c, "a.c", test, "absorb");
    assert!(!with.contains("bump"), "{with}");
    assert!(without.contains("bump"), "{without}");
}

/// `mention` on Rust: a body made a bare mention of a generic struct (`{Owned;}`, its return type
/// gone) keeps an inference error (E0283) that a call and a method held until then; no cut
/// reaches that, since the call needs the method and the return type needs the call.
#[test]
fn mention_leaves_a_generic_struct_to_inference() {
    if !oracle("rustc") {
        return;
    }
    let rs = "trait Pointable {}\nimpl<T> Pointable for T {}\nstruct Owned<T: Pointable>(T);\n\
              impl<T: Pointable> Owned<T> {\n    fn from_usize(data: usize) -> usize {\n        \
              data\n    }\n}\npub fn into_owned(data: usize) -> usize {\n    \
              Owned::from_usize(data)\n}\n";
    let test = "rustc --edition 2021 --crate-type=lib --emit=metadata -o m.rmeta m.rs 2>&1 \
                | grep -qF 'cannot satisfy `_: Pointable`'";
    // `replace` makes the struct a unit struct, which a mention needs (a value, not a type).
    let without = reduce(rs, "m.rs", test, "items,nodes,hoist,replace");
    let with = reduce(rs, "m.rs", test, "items,nodes,hoist,replace,mention");
    assert_helps("mention", "m.rs", &with, &without);
    assert!(
        with.contains("{Owned;}") && !with.contains("from_usize"),
        "{with}"
    );
}

/// `receiver` on Rust: a method made an associated function, its call `s.m(..)` made
/// `Slice::m(..)`: the value the call was made on, and the struct's field, can go.
#[test]
fn receiver_makes_a_method_call_a_path_call() {
    if !oracle("rustc") {
        return;
    }
    let rs = "pub struct Slice<K> {\n    keys: Vec<K>,\n}\nimpl<K> Slice<K> {\n    \
              fn search_by<F: FnMut(&K) -> bool>(&self, mut f: F) -> bool {\n        \
              self.keys.iter().any(|k| f(k))\n    }\n}\npub fn go() -> bool {\n    \
              let s = Slice { keys: Vec::new() };\n    s.search_by(|p| p.is_empty())\n}\n";
    let test = "rustc --edition 2021 --crate-type=lib --emit=metadata -o m.rmeta m.rs 2>&1 \
                | grep -qF 'error[E0282]: type annotations needed for `&_`'";
    let without = reduce(rs, "m.rs", test, "items,nodes,hoist,replace,params");
    let with = reduce(
        rs,
        "m.rs",
        test,
        "items,nodes,hoist,replace,params,receiver",
    );
    assert_helps("receiver", "m.rs", &with, &without);
    assert!(
        with.contains("Slice::search_by(") && !with.contains("self"),
        "{with}"
    );
}

/// `params` on Rust types: a struct's type parameter goes with the argument at its place in
/// every use (`struct Slice<K, V>` ... `Slice<K, V>` -> `struct Slice<K>` ... `Slice<K>`), where
/// neither goes alone and the error stays.
#[test]
fn a_type_parameter_goes_with_its_arguments() {
    if !oracle("rustc") {
        return;
    }
    let rs = "struct Slice<K, V>(K, V);\nimpl<K, V> Slice<K, V> {\n    fn keys() {\n        \
              Slice::search(|k, _| ())\n    }\n    fn search<F>(f: F)\n    where\n        \
              F: FnMut(&K, V),\n    {\n    }\n}\n";
    let test = "rustc --edition 2021 --crate-type=lib --emit=metadata -o m.rmeta m.rs 2>&1 \
                | grep -qF 'error[E0282]: type annotations needed for `&_`'";
    let without = reduce(rs, "m.rs", test, "items,nodes,hoist,replace,generics");
    let with = reduce(
        rs,
        "m.rs",
        test,
        "items,nodes,hoist,replace,generics,params",
    );
    assert_helps("params", "m.rs", &with, &without);
    assert!(!with.contains("Slice<"), "{with}");
    assert!(without.contains("Slice<K, V>"), "{without}");
}

/// `replace` on Rust: a struct with no fields made a unit struct (`struct S{}` -> `struct S;`,
/// `S{}` -> `S`), one token fewer each, where the error needs the struct but not its braces.
#[test]
fn an_empty_rust_struct_becomes_a_unit_struct() {
    if !oracle("rustc") {
        return;
    }
    let rs = "struct Holder {}\nfn make() -> Holder { Holder {} }\n\
              fn main() { let x: u32 = make(); }\n";
    let test = "rustc --edition 2021 --emit=metadata m.rs 2>&1 | grep -q 'E0308'";
    let with = reduce(rs, "m.rs", test, "items,nodes,hoist,replace");
    // The struct's declaration ends at its `;`, with no braces before it.
    let declaration = with
        .split("struct")
        .nth(1)
        .and_then(|d| d.split(';').next());
    assert!(declaration.is_some_and(|d| !d.contains('{')), "{with}");
}
