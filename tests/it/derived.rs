//! The languages built in with their grammar's facts alone (no query files, no corpus): each
//! one's grammar loads, its globs find it and it parses a snippet of the language; their real
//! files (`tests/data/languages/`, sources and licences in its README) give consistent tables;
//! and where the language's own tool is a cheap Debian package (ruby, php-cli, bash, python3),
//! its preset reduces the real file with a test that runs that tool, to a result the tool still
//! accepts, smaller than the input and than what the generic strategies reach, or no larger.

use std::path::{Path, PathBuf};
use std::process::Command;

use whittle::lang::{self, Grammar};
use whittle::syntax::Syntax;

use crate::common::{oracle, run, tokens_in, Sandbox};
use crate::registry::check_invariants;

/// A file name and a few lines of each such language, every line of it valid.
const SNIPPETS: &[(&str, &str, &str)] = &[
    ("bash", "a.sh", "x=1\necho \"$x\"\n"),
    ("clojure", "a.clj", "(ns demo.core)\n(defn f [x] (* x 2))\n"),
    ("cmake", "CMakeLists.txt", "cmake_minimum_required(VERSION 3.10)\nproject(demo C)\n"),
    ("css", "a.css", "a { color: red; }\np { margin: 0 auto; }\n"),
    ("d", "a.d", "import std.stdio;\nvoid main() { writeln(1); }\n"),
    ("dart", "a.dart", "int f(int x) => x * 2;\nvoid main() { print(f(1)); }\n"),
    ("elisp", "a.el", "(defun f (x) (* x 2))\n(message \"%d\" (f 1))\n"),
    ("elixir", "a.ex", "defmodule Demo do\n  def f(x), do: x * 2\nend\nIO.puts(Demo.f(1))\n"),
    ("erlang", "a.erl", "-module(demo).\n-export([f/1]).\nf(X) -> X * 2.\n"),
    ("graphql", "a.graphql", "query Q { user(id: 1) { name } }\ntype User { name: String }\n"),
    ("groovy", "a.groovy", "def f(int x) { x * 2 }\nprintln(f(1))\n"),
    ("haskell", "a.hs", "module Main where\n\nf :: Int -> Int\nf x = x * 2\n\nmain :: IO ()\nmain = print (f 1)\n"),
    ("hcl", "a.tf", "resource \"a\" \"b\" {\n  x = 1\n}\nvariable \"v\" {}\n"),
    ("html", "a.html", "<!DOCTYPE html>\n<p>one</p>\n<p>two</p>\n"),
    ("json", "a.json", "{\"a\": [1, 2, {\"b\": null}], \"c\": true}\n"),
    ("kotlin", "a.kt", "fun f(x: Int) = x * 2\nfun main() { println(f(1)) }\n"),
    ("php", "a.php", "<?php\nfunction f($x) { return $x * 2; }\necho f(1);\n"),
    ("powershell", "a.ps1", "function F($x) { $x * 2 }\nWrite-Output (F 1)\n"),
    ("proto", "a.proto", "syntax = \"proto3\";\nmessage M { int32 x = 1; string y = 2; }\n"),
    ("r", "a.R", "f <- function(x) x * 2\nprint(f(1))\n"),
    ("ruby", "a.rb", "def f(x)\n  x * 2\nend\nputs f(1)\n"),
    ("solidity", "a.sol", "pragma solidity ^0.8.0;\ncontract C { function f(uint x) public pure returns (uint) { return x * 2; } }\n"),
    ("sql", "a.sql", "CREATE TABLE t (a INT, b TEXT);\nSELECT a, b FROM t WHERE a > 1;\n"),
    ("svelte", "a.svelte", "<script>\n  let n = 1;\n</script>\n<p>{n}</p>\n"),
    ("toml", "a.toml", "[package]\nname = \"demo\"\nversion = \"0.1.0\"\n\n[dependencies]\nx = \"1\"\n"),
    ("yaml", "a.yml", "a: 1\nb:\n  - x\n  - y\n"),
    ("zig", "a.zig", "const std = @import(\"std\");\npub fn main() void {\n    std.debug.print(\"{d}\\n\", .{2});\n}\n"),
];

/// Every built-in language with no query files has a snippet, which its globs give to it and
/// its grammar parses without an error into a table with lists.
#[test]
fn every_derived_only_language_parses_a_snippet() {
    for spec in lang::languages() {
        if !matches!(spec.language, Grammar::BuiltIn(_)) || !spec.queries.is_empty() {
            continue;
        }
        assert!(spec.derive, "{}", spec.name);
        let Some(&(_, file, text)) = SNIPPETS.iter().find(|s| s.0 == spec.name) else {
            panic!("{} has no snippet here", spec.name);
        };
        assert_eq!(
            lang::detect(Path::new(file)).map(|l| l.name),
            Some(spec.name),
            "{file}"
        );
        let syntax =
            Syntax::try_new(spec, text.as_bytes()).unwrap_or_else(|e| panic!("{}: {e}", spec.name));
        let table = syntax.table();
        assert_eq!(table.errors, 0, "{}: {}", spec.name, syntax.dump());
        assert!(!table.lists.is_empty(), "{}: no lists", spec.name);
    }
}

/// The real files of these languages (`tests/data/languages/<lang>/`) give tables that hold the
/// invariants every table holds, with lists.
#[test]
fn real_files_give_consistent_tables() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/languages");
    let mut seen = 0;
    for dir in std::fs::read_dir(&root).unwrap().map(|e| e.unwrap().path()) {
        let Some(spec) = lang::by_name(&dir.file_name().unwrap().to_string_lossy()) else {
            continue;
        };
        for path in std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()) {
            assert_eq!(lang::detect(&path).map(|l| l.name), Some(spec.name));
            let text = std::fs::read(&path).unwrap();
            let syntax = Syntax::new(spec, &text);
            check_invariants(syntax.table(), &text, &path.display().to_string());
            assert!(syntax.table().lists.len() > 3, "{}", path.display());
            seen += 1;
        }
    }
    assert!(seen >= 5, "{seen} files");
}

/// A real file of `lang`, and the test: `check` (a shell command on the file, which must exit
/// 0) needs `tool`.
struct Case {
    lang: &'static str,
    file: &'static str,
    tool: &'static str,
    check: String,
}

fn data(case: &Case) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/languages")
        .join(case.lang)
        .join(case.file)
}

/// Runs the case's test on `bytes` in a fresh directory.
fn interesting(case: &Case, test: &Path, bytes: &[u8]) -> bool {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(case.file), bytes).unwrap();
    Command::new(test)
        .current_dir(dir.path())
        .status()
        .unwrap()
        .success()
}

/// The result of whittle on the case, with `options`.
fn reduce(s: &Sandbox, case: &Case, test: &Path, options: &[&str]) -> Vec<u8> {
    let out = s.path(format!("out-{}", options.len()));
    let out = out.to_str().unwrap();
    let mut args = vec!["-q", "-j", "2", "-o", out];
    args.extend_from_slice(options);
    run(s.whittle_script(&args, test, case.file)).expect_code(0);
    std::fs::read(out).unwrap()
}

/// The language's preset (from the file name) against `--preset generic`: the preset's result
/// still passes the test, is smaller than the input, and smaller than the generic strategies'
/// result (`strictly`) or no larger, in bytes.
fn preset_beats_generic(case: Case, strictly: bool) {
    if !oracle(case.tool) {
        return;
    }
    let input = std::fs::read(data(&case)).unwrap();
    let s = Sandbox::new();
    s.write(case.file, &input);
    let test = s.script("test", &case.check);
    assert!(
        interesting(&case, &test, &input),
        "the input fails its test"
    );
    let preset = reduce(&s, &case, &test, &[]);
    let generic = reduce(&s, &case, &test, &["--preset", "generic"]);
    assert_eq!(s.read(case.file), input, "-o must leave the input as it is");
    let (p, g) = (preset.len(), generic.len());
    eprintln!(
        "{}: {} bytes; preset {p} bytes / {} tokens; generic {g} bytes / {} tokens\n{}\n{}",
        case.file,
        input.len(),
        tokens_in(case.file, &preset),
        tokens_in(case.file, &generic),
        String::from_utf8_lossy(&preset),
        String::from_utf8_lossy(&generic)
    );
    assert!(
        interesting(&case, &test, &preset),
        "the preset's result fails"
    );
    assert!(
        interesting(&case, &test, &generic),
        "the generic result fails"
    );
    assert!(p < input.len(), "the preset's result is no smaller");
    if strictly {
        assert!(p < g, "the preset ({p} bytes) does not beat generic ({g})");
    } else {
        assert!(p <= g, "the preset ({p} bytes) is worse than generic ({g})");
    }
}

/// The interpreter behind `python3` (not a wrapper such as pyenv's shim, which costs a
/// shell's start-up on every call).
fn python3() -> String {
    let out = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .unwrap_or_default();
    if out.is_empty() {
        "python3".into()
    } else {
        out
    }
}

#[test]
fn ruby_with_ruby_c() {
    // Ruby's abbrev.rb: still valid Ruby, with the call at the heart of its loops. Measured: the
    // call alone (14 bytes); the generic strategies keep the module, method and loops around it
    // (70 bytes: a `do`...`end` pair is no bracket pair to them).
    let case = Case {
        lang: "ruby",
        file: "abbrev.rb",
        tool: "ruby",
        check: "ruby -c abbrev.rb >/dev/null 2>&1 && grep -qF 'table.delete(' abbrev.rb".into(),
    };
    preset_beats_generic(case, true);
}

#[test]
fn php_with_php_l() {
    // A class of the App Engine SDK for PHP: still valid PHP, with `base64_encode` in its code
    // (not in its text outside `<?php`). Measured: 20 bytes, generic 26.
    let case = Case {
        lang: "php",
        file: "string_util.php",
        tool: "php",
        check: "php -l string_util.php >/dev/null 2>&1 && php -r 'foreach \
                (token_get_all(file_get_contents($argv[1])) as $t) if (is_array($t) \
                && $t[1] == \"base64_encode\") exit(0); exit(1);' string_util.php"
            .into(),
    };
    preset_beats_generic(case, true);
}

#[test]
fn bash_with_bash_n() {
    // pyenv's `which` command: still valid Bash, with the substitution in its nested loops.
    // Measured: `${result//}` (11 bytes); generic keeps the quoted word whole (32).
    let case = Case {
        lang: "bash",
        file: "pyenv-which.sh",
        tool: "bash",
        check: "bash -n pyenv-which.sh 2>/dev/null && grep -qF '${result//' pyenv-which.sh".into(),
    };
    preset_beats_generic(case, true);
}

#[test]
fn json_with_python3() {
    // tree-sitter-json's node-types.json: still JSON, with a `"root": true` member. Measured:
    // the object alone (14 bytes); generic keeps the array around it (16).
    let check = format!(
        "{} -S -I -c 'import json, sys; json.load(open(sys.argv[1]))' node-types.json 2>/dev/null \
         && grep -q '\"root\": true' node-types.json",
        python3()
    );
    let case = Case {
        lang: "json",
        file: "node-types.json",
        tool: "python3",
        check,
    };
    preset_beats_generic(case, true);
}

#[test]
fn toml_with_python3_tomllib() {
    // ctrlc's Cargo.toml: still TOML, with one of its Windows features. Measured: both 18 bytes
    // (`a="Win32_Security"`, and generic's table header `["Win32_Security"]`).
    let check = format!(
        "{} -S -I -c 'import sys, tomllib; tomllib.load(open(sys.argv[1], \"rb\"))' ctrlc-cargo.toml \
         2>/dev/null && grep -q 'Win32_Security' ctrlc-cargo.toml",
        python3()
    );
    let case = Case {
        lang: "toml",
        file: "ctrlc-cargo.toml",
        tool: "python3",
        check,
    };
    preset_beats_generic(case, false);
}
