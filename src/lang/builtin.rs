//! The languages compiled into whittle: a grammar crate each, its `grammars/<name>/` queries
//! and its `passes/<name>.toml` preset. Adding one is one grammar crate in `Cargo.toml`, one
//! entry here (kept sorted by name; a test checks it), one `grammars/<lang>/` folder and one
//! preset. A language with `derive` needs no query at all: its grammar says what reduction
//! needs, and its queries add only what the grammar cannot say.

use std::sync::OnceLock;

use super::{scope, Grammar, LangSpec, Scope};
use crate::tokens::Lexis;

/// Includes `grammars/<lang>/<file>.scm` for each listed purpose, as `(file name, source)`.
macro_rules! queries {
    ($lang:literal: $($file:literal),* $(,)?) => {
        &[$((
            concat!($file, ".scm"),
            include_str!(concat!("../../grammars/", $lang, "/", $file, ".scm")),
        )),*]
    };
}

/// The item lists of JavaScript and its TypeScript dialects that parse alone: a program's
/// items, a block's statements (in a function), a class body's members.
const JS_SCOPES: &[Scope] = &[
    scope("program", "", ""),
    scope("statement_block", "async function*w(){", "}"),
    scope("class_body", "class w{", "}"),
];

/// The built-in languages, sorted by name.
pub static BUILT_IN: [LangSpec; 9] = [
    LangSpec {
        name: "c",
        aliases: &[],
        // `.i`: preprocessed C, as `gcc -E` and GCC's bug guide name it.
        globs: &["*.c", "*.h", "*.i"],
        language: Grammar::BuiltIn(|| tree_sitter_c::LANGUAGE.into()),
        node_types: Some(tree_sitter_c::NODE_TYPES),
        queries: queries!("c": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/c/reserved.txt"),
        preset: include_str!("../../passes/c.toml"),
        octal_zero: true,
        lexis: Lexis {
            lifetimes: false,
            digit_separators: true,
        },
        simplest_type: Some("int"),
        derive: false,
        compiled: OnceLock::new(),
        scopes: &[
            scope("translation_unit", "", ""),
            scope("compound_statement", "void w(){", "}"),
            scope("field_declaration_list", "struct w{", "};"),
        ],
    },
    LangSpec {
        name: "cpp",
        aliases: &["c++", "cxx", "cc"],
        // `.ii`: preprocessed C++. A header `.h` stays C (`--lang cpp` for a C++ one).
        globs: &[
            "*.cpp", "*.cc", "*.cxx", "*.c++", "*.hpp", "*.hh", "*.hxx", "*.ii",
        ],
        language: Grammar::BuiltIn(|| tree_sitter_cpp::LANGUAGE.into()),
        node_types: Some(tree_sitter_cpp::NODE_TYPES),
        queries: queries!("cpp": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/cpp/reserved.txt"),
        preset: include_str!("../../passes/cpp.toml"),
        octal_zero: true,
        lexis: Lexis {
            lifetimes: false,
            digit_separators: true,
        },
        simplest_type: Some("int"),
        derive: false,
        compiled: OnceLock::new(),
        scopes: &[
            scope("translation_unit", "", ""),
            // Namespace and `extern "C"` bodies.
            scope("declaration_list", "", ""),
            scope("compound_statement", "void w(){", "}"),
            scope("field_declaration_list", "struct w{", "};"),
        ],
    },
    LangSpec {
        name: "go",
        aliases: &["golang"],
        globs: &["*.go"],
        language: Grammar::BuiltIn(|| tree_sitter_go::LANGUAGE.into()),
        node_types: Some(tree_sitter_go::NODE_TYPES),
        queries: queries!("go": "calls", "names"),
        reserved: include_str!("../../grammars/go/reserved.txt"),
        preset: include_str!("../../passes/go.toml"),
        octal_zero: true,
        lexis: Lexis::PLAIN,
        simplest_type: Some("int"),
        derive: true,
        compiled: OnceLock::new(),
        scopes: &[
            scope("source_file", "", ""),
            scope("statement_list", "func w(){", "}"),
        ],
    },
    LangSpec {
        name: "java",
        aliases: &[],
        globs: &["*.java"],
        language: Grammar::BuiltIn(|| tree_sitter_java::LANGUAGE.into()),
        node_types: Some(tree_sitter_java::NODE_TYPES),
        queries: queries!("java": "calls", "names"),
        reserved: include_str!("../../grammars/java/reserved.txt"),
        preset: include_str!("../../passes/java.toml"),
        octal_zero: true,
        lexis: Lexis::PLAIN,
        simplest_type: Some("int"),
        derive: true,
        compiled: OnceLock::new(),
        scopes: &[
            scope("program", "", ""),
            scope("class_body", "class W{", "}"),
            scope("block", "class W{void w(){", "}}"),
        ],
    },
    LangSpec {
        name: "javascript",
        aliases: &["js", "node"],
        globs: &["*.js", "*.mjs", "*.cjs"],
        language: Grammar::BuiltIn(|| tree_sitter_javascript::LANGUAGE.into()),
        node_types: Some(tree_sitter_javascript::NODE_TYPES),
        queries: queries!("javascript": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/javascript/reserved.txt"),
        preset: include_str!("../../passes/javascript.toml"),
        octal_zero: true,
        lexis: Lexis::PLAIN,
        simplest_type: None,
        derive: false,
        compiled: OnceLock::new(),
        scopes: JS_SCOPES,
    },
    LangSpec {
        name: "python",
        aliases: &["py", "python3"],
        globs: &["*.py", "*.pyi"],
        language: Grammar::BuiltIn(|| tree_sitter_python::LANGUAGE.into()),
        node_types: Some(tree_sitter_python::NODE_TYPES),
        queries: queries!("python": "calls", "lists", "names", "replace"),
        reserved: include_str!("../../grammars/python/reserved.txt"),
        preset: include_str!("../../passes/python.toml"),
        octal_zero: false,
        lexis: Lexis::PLAIN,
        simplest_type: None,
        derive: true,
        compiled: OnceLock::new(),
        scopes: &[scope("module", "", "")],
    },
    LangSpec {
        name: "rust",
        aliases: &["rs"],
        globs: &["*.rs"],
        language: Grammar::BuiltIn(|| tree_sitter_rust::LANGUAGE.into()),
        node_types: Some(tree_sitter_rust::NODE_TYPES),
        queries: queries!("rust": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/rust/reserved.txt"),
        preset: include_str!("../../passes/rust.toml"),
        octal_zero: false,
        lexis: Lexis {
            lifetimes: true,
            digit_separators: false,
        },
        simplest_type: Some("i32"),
        derive: false,
        compiled: OnceLock::new(),
        scopes: &[
            scope("source_file", "", ""),
            // Module, impl and trait bodies.
            scope("declaration_list", "impl w{", "}"),
            scope("block", "fn w(){", "}"),
        ],
    },
    LangSpec {
        name: "tsx",
        aliases: &[],
        globs: &["*.tsx"],
        language: Grammar::BuiltIn(|| tree_sitter_typescript::LANGUAGE_TSX.into()),
        node_types: Some(tree_sitter_typescript::TSX_NODE_TYPES),
        queries: queries!("tsx": "calls", "names"),
        reserved: include_str!("../../grammars/typescript/reserved.txt"),
        preset: include_str!("../../passes/tsx.toml"),
        octal_zero: true,
        lexis: Lexis::PLAIN,
        simplest_type: Some("any"),
        derive: true,
        compiled: OnceLock::new(),
        scopes: JS_SCOPES,
    },
    LangSpec {
        name: "typescript",
        aliases: &["ts"],
        globs: &["*.ts", "*.mts", "*.cts"],
        language: Grammar::BuiltIn(|| tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into()),
        node_types: Some(tree_sitter_typescript::TYPESCRIPT_NODE_TYPES),
        queries: queries!("typescript": "calls", "names"),
        reserved: include_str!("../../grammars/typescript/reserved.txt"),
        preset: include_str!("../../passes/typescript.toml"),
        octal_zero: true,
        lexis: Lexis::PLAIN,
        simplest_type: Some("any"),
        derive: true,
        compiled: OnceLock::new(),
        scopes: JS_SCOPES,
    },
];
