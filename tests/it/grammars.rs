//! Languages added at run time, with no Rust code: a tree-sitter grammar's folder (here Lua's,
//! which whittle does not have built in) loaded with `--grammar` or through a language file,
//! compiled with the C compiler into the cache; and the clear errors of a grammar that cannot
//! be loaded, the input untouched.

use std::path::{Path, PathBuf};

use crate::common::{run, skip, Sandbox};
use crate::languages::{interesting, reduce_with};

const LUA: &str = "local M = {}\n\
    local function add(a, b)\n  return a + b\nend\n\
    function M.run(n)\n  local total = 0\n  for i = 1, n do\n    total = add(total, i)\n  end\n\
    print(\"total\", total)\n  return total.x\nend\nM.run(10)\n";

/// The Lua grammar's folder, as a user would have it.
fn lua_grammar() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/grammars/tree-sitter-lua")
}

/// A sandbox whose cache and config directories are its own.
fn sandbox() -> Sandbox {
    Sandbox::new()
}

fn whittle(sb: &Sandbox, args: &[&str]) -> std::process::Command {
    let mut cmd = sb.whittle(args);
    cmd.env("XDG_CACHE_HOME", sb.path("cache"))
        .env("XDG_CONFIG_HOME", sb.path("config"));
    cmd
}

/// A copy of the Lua grammar's folder, changed by `edit` (given the copy's root).
fn grammar_copy(sb: &Sandbox, name: &str, edit: impl FnOnce(&Path)) -> PathBuf {
    let to = sb.path(name);
    for rel in [
        "tree-sitter.json",
        "src/parser.c",
        "src/scanner.c",
        "src/node-types.json",
        "src/tree_sitter/parser.h",
        "src/tree_sitter/alloc.h",
        "src/tree_sitter/array.h",
    ] {
        sb.write(
            Path::new(name).join(rel),
            std::fs::read(lua_grammar().join(rel)).unwrap(),
        );
    }
    edit(&to);
    to
}

#[test]
fn a_language_file_adds_a_language_with_no_rust_code() {
    let sb = sandbox();
    let grammar = lua_grammar();
    sb.write(
        "config/whittle/languages/lua.toml",
        format!(
            "name = \"lua\"\nglobs = [\"*.lua\"]\ngrammar = {:?}\n",
            grammar.display()
        ),
    );
    let list = run(whittle(&sb, &["--lang", "list"]));
    list.expect_code(0);
    assert!(
        list.stdout
            .lines()
            .any(|l| l.starts_with("lua ") && l.ends_with("*.lua")),
        "{}",
        list.stdout
    );
    // Compiled once into the cache, then loaded from there.
    let cached: Vec<_> = std::fs::read_dir(sb.path("cache/whittle/grammars"))
        .unwrap()
        .collect();
    assert_eq!(cached.len(), 1);

    sb.write("m.lua", LUA);
    let tree = run(whittle(&sb, &["--dump-tree", "m.lua"]));
    tree.expect_code(0);
    assert!(tree.stdout.starts_with("#0 chunk"), "{}", tree.stdout);
    assert!(tree.stdout.contains("[delete item]"), "{}", tree.stdout);

    // Reduced along its syntax: a test that wants `total.x` returned keeps the function it is
    // in, and the list and statement passes take the rest.
    let test = sb.script("test.sh", "#!/bin/sh\ngrep -qF 'return total.x' m.lua\n");
    let reduced = run(whittle(
        &sb,
        &["-q", "-o", "out.lua", test.to_str().unwrap(), "m.lua"],
    ));
    reduced.expect_code(0);
    assert_eq!(sb.read("m.lua"), LUA.as_bytes(), "the input is untouched");
    let out = String::from_utf8(sb.read("out.lua")).unwrap();
    assert!(out.contains("return total.x"), "{out}");
    assert!(out.len() < 30, "{out}");
}

#[test]
fn a_grammar_that_cannot_load_is_a_clear_error_and_the_input_is_untouched() {
    let sb = sandbox();
    sb.write("m.lua", LUA);
    let test = sb.script("test.sh", "#!/bin/sh\ngrep -q total m.lua\n");
    let test = test.to_str().unwrap();
    let fails = |grammar: &Path, env: &[(&str, &str)], says: &[&str]| {
        let mut cmd = whittle(
            &sb,
            &["--grammar", grammar.to_str().unwrap(), test, "m.lua"],
        );
        cmd.envs(env.iter().copied());
        let r = run(cmd);
        r.expect_code(1);
        for s in says {
            assert!(r.stderr.contains(s), "wanted {s:?} in:\n{}", r.stderr);
        }
        assert_eq!(sb.read("m.lua"), LUA.as_bytes(), "the input is untouched");
        assert!(!sb.exists("m.lua.orig"), "no backup: nothing ran");
    };

    std::fs::create_dir(sb.path("empty")).unwrap();
    fails(
        &sb.path("empty"),
        &[],
        &["no src/parser.c", "--grammar takes"],
    );

    fails(
        &lua_grammar(),
        &[("CC", "/nonexistent/cc")],
        &[
            "cannot run the C compiler `/nonexistent/cc`",
            "install gcc or clang",
        ],
    );

    let broken = grammar_copy(&sb, "broken", |dir| {
        let parser = dir.join("src/parser.c");
        let mut text = std::fs::read_to_string(&parser).unwrap();
        text.push_str("\n#error this grammar is broken\n");
        std::fs::write(parser, text).unwrap();
    });
    fails(
        &broken,
        &[],
        &["did not compile with `cc`", "this grammar is broken"],
    );

    let future = grammar_copy(&sb, "future", |dir| {
        let parser = dir.join("src/parser.c");
        let text = std::fs::read_to_string(&parser).unwrap();
        let text = text.replace("#define LANGUAGE_VERSION 15", "#define LANGUAGE_VERSION 99");
        std::fs::write(parser, text).unwrap();
    });
    fails(&future, &[], &["ABI 99", "tree-sitter generate --abi"]);
}

#[test]
fn a_grammar_without_node_types_says_which_passes_are_off_and_still_reduces() {
    let sb = sandbox();
    let bare = grammar_copy(&sb, "bare", |dir| {
        std::fs::remove_file(dir.join("src/node-types.json")).unwrap();
    });
    sb.write("m.lua", LUA);
    let test = sb.script("test.sh", "#!/bin/sh\ngrep -qF 'return total.x' m.lua\n");
    let r = run(whittle(
        &sb,
        &[
            "--grammar",
            bare.to_str().unwrap(),
            "-o",
            "out.lua",
            test.to_str().unwrap(),
            "m.lua",
        ],
    ));
    r.expect_code(0);
    assert!(
        r.stderr.contains("no src/node-types.json") && r.stderr.contains("are off"),
        "{}",
        r.stderr
    );
    assert_eq!(sb.read("m.lua"), LUA.as_bytes());
    assert!(String::from_utf8(sb.read("out.lua"))
        .unwrap()
        .contains("return total.x"));
}

/// A real Lua file (dkjson, a real luac error) reduced with Lua's grammar loaded at run time:
/// its syntax-aware passes end smaller than the generic strategies on the same file, or as
/// small in less than half the tests.
#[test]
fn a_real_file_of_a_grammar_loaded_at_run_time_beats_the_generic_preset() {
    let have_luac = std::process::Command::new("luac5.4")
        .arg("-v")
        .output()
        .is_ok_and(|o| o.status.success());
    if !have_luac {
        return skip("luac5.4 is not installed");
    }
    let case = "lua/dkjson-then-expected";
    let grammar = lua_grammar();
    let grammar = grammar.to_str().unwrap();
    let cache = tempfile::tempdir().unwrap();
    let env = [("XDG_CACHE_HOME", cache.path())];
    let stats = |name: &str| cache.path().join(name).to_str().unwrap().to_string();
    let (syntax_stats, generic_stats) = (stats("syntax.json"), stats("generic.json"));
    let syntax = reduce_with(
        case,
        &["--grammar", grammar, "--stats-json", &syntax_stats],
        &env,
    );
    let generic = reduce_with(
        case,
        &[
            "--grammar",
            grammar,
            "--preset",
            "generic",
            "--stats-json",
            &generic_stats,
        ],
        &env,
    );
    let calls = |path: &str| -> u64 {
        let stats: serde_json::Value =
            serde_json::from_slice(&std::fs::read(path).unwrap()).unwrap();
        stats["oracle_calls"].as_u64().unwrap()
    };
    let (syntax_calls, generic_calls) = (calls(&syntax_stats), calls(&generic_stats));
    eprintln!(
        "{case}: grammar {} bytes / {} tokens in {syntax_calls} tests; generic {} bytes / {} \
         tokens in {generic_calls} tests",
        syntax.bytes.len(),
        syntax.tokens,
        generic.bytes.len(),
        generic.tokens
    );
    assert!(interesting(case, &syntax.bytes));
    assert!(interesting(case, &generic.bytes));
    // The generic preset's last sweep (`bytes`) reaches the grammar's 5 bytes, in more than
    // twice the tests; without it, it ended at 8 (`if char=`).
    assert!(
        syntax.bytes.len() < generic.bytes.len()
            || (syntax.bytes.len() == generic.bytes.len() && 2 * syntax_calls < generic_calls),
        "the grammar's passes ({} bytes, {syntax_calls} tests) do not beat the generic \
         strategies ({} bytes, {generic_calls} tests)",
        syntax.bytes.len(),
        generic.bytes.len()
    );
}
