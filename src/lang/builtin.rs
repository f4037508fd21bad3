//! The languages compiled into whittle: a grammar crate each, its `grammars/<name>/` queries
//! and its `passes/<name>.toml` preset. Adding one is one grammar crate in `Cargo.toml`, one
//! entry here (kept sorted by name; a test checks it), one `grammars/<lang>/` folder and one
//! preset. A language with `derive` needs no query at all: its grammar says what reduction
//! needs, and its queries add only what the grammar cannot say; one with no queries at all is a
//! [`derived!`] entry and a preset, with no folder.

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

/// A language built in with its grammar's facts alone: no query files, no reserved words but
/// `reserved` (its grammar's keywords are reserved by themselves), `passes/<name>.toml` as its
/// preset, and as its scopes the lists named, whose items parse alone with no wrapper (a file's
/// top level, as for a language loaded at run time).
macro_rules! derived {
    (
        $name:literal, $krate:ident::$language:ident, $node_types:ident,
        aliases: [$($alias:literal),*], globs: [$($glob:literal),+], scopes: [$($scope:literal),*],
        octal_zero: $octal:literal, lexis: $lexis:expr, simplest_type: $ty:expr,
        reserved: $reserved:literal $(,)?
    ) => {
        LangSpec {
            name: $name,
            aliases: &[$($alias),*],
            globs: &[$($glob),+],
            language: Grammar::BuiltIn(|| $krate::$language.into()),
            node_types: Some($krate::$node_types),
            queries: &[],
            reserved: $reserved,
            preset: include_str!(concat!("../../passes/", $name, ".toml")),
            octal_zero: $octal,
            lexis: $lexis,
            simplest_type: $ty,
            derive: true,
            compiled: OnceLock::new(),
            scopes: &[$(scope($scope, "", "")),*],
        }
    };
}

/// A `'` that opens no `'c'` literal is a token of its own: a Lisp quote (`'sym`), a Haskell
/// prime (`x'`).
const PRIME: Lexis = Lexis {
    lifetimes: true,
    ..Lexis::PLAIN
};

/// The item lists of JavaScript and its TypeScript dialects that parse alone: a program's
/// items, a block's statements (in a function), a class body's members.
const JS_SCOPES: &[Scope] = &[
    scope("program", "", ""),
    scope("statement_block", "async function*w(){", "}"),
    scope("class_body", "class w{", "}"),
];

/// The built-in languages, sorted by name.
pub static BUILT_IN: [LangSpec; 36] = [
    derived! {
        "bash", tree_sitter_bash::LANGUAGE, NODE_TYPES,
        aliases: ["sh", "shell"], globs: ["*.sh", "*.bash"], scopes: ["program"],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
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
            digit_separators: true,
            ..Lexis::PLAIN
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
    derived! {
        "clojure", tree_sitter_clojure::LANGUAGE, NODE_TYPES,
        aliases: ["clj"], globs: ["*.clj", "*.cljs", "*.cljc", "*.edn"], scopes: ["source"],
        octal_zero: true, lexis: PRIME, simplest_type: None, reserved: "",
    },
    derived! {
        "cmake", tree_sitter_cmake::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["CMakeLists.txt", "*.cmake"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
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
            digit_separators: true,
            ..Lexis::PLAIN
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
    derived! {
        "css", tree_sitter_css::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.css"], scopes: ["stylesheet"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "d", tree_sitter_d::LANGUAGE, NODE_TYPES,
        aliases: ["dlang"], globs: ["*.d", "*.di"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: Some("int"), reserved: "main",
    },
    derived! {
        "dart", tree_sitter_dart::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.dart"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: Some("int"), reserved: "main",
    },
    derived! {
        "elisp", tree_sitter_elisp::LANGUAGE, NODE_TYPES,
        aliases: ["emacs-lisp"], globs: ["*.el"], scopes: ["source_file"],
        octal_zero: false, lexis: PRIME, simplest_type: None, reserved: "",
    },
    derived! {
        "elixir", tree_sitter_elixir::LANGUAGE, NODE_TYPES,
        aliases: ["ex"], globs: ["*.ex", "*.exs"], scopes: ["source"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "erlang", tree_sitter_erlang::LANGUAGE, NODE_TYPES,
        aliases: ["erl"], globs: ["*.erl", "*.hrl"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
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
    derived! {
        "graphql", tree_sitter_graphql::LANGUAGE, NODE_TYPES,
        aliases: ["gql"], globs: ["*.graphql", "*.gql"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "groovy", tree_sitter_groovy::LANGUAGE, NODE_TYPES,
        aliases: ["gradle"], globs: ["*.groovy", "*.gradle", "*.gvy"], scopes: ["program"],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: Some("int"), reserved: "main",
    },
    derived! {
        "haskell", tree_sitter_haskell::LANGUAGE, NODE_TYPES,
        aliases: ["hs"], globs: ["*.hs"], scopes: ["haskell"],
        octal_zero: false, lexis: PRIME, simplest_type: Some("Int"), reserved: "main",
    },
    derived! {
        "hcl", tree_sitter_hcl::LANGUAGE, NODE_TYPES,
        aliases: ["terraform", "tf"], globs: ["*.hcl", "*.tf", "*.tfvars"],
        scopes: ["config_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "html", tree_sitter_html::LANGUAGE, NODE_TYPES,
        aliases: ["htm"], globs: ["*.html", "*.htm"], scopes: ["document"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
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
        lexis: Lexis::SCRIPT,
        simplest_type: None,
        derive: false,
        compiled: OnceLock::new(),
        scopes: JS_SCOPES,
    },
    derived! {
        "json", tree_sitter_json::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.json"], scopes: ["document"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "kotlin", tree_sitter_kotlin_ng::LANGUAGE, NODE_TYPES,
        aliases: ["kt"], globs: ["*.kt", "*.kts"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: Some("Int"), reserved: "main",
    },
    derived! {
        "php", tree_sitter_php::LANGUAGE_PHP, PHP_NODE_TYPES,
        aliases: [], globs: ["*.php", "*.phtml"], scopes: [],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: None, reserved: "this __construct",
    },
    derived! {
        "powershell", tree_sitter_powershell::LANGUAGE, NODE_TYPES,
        aliases: ["ps1", "pwsh"], globs: ["*.ps1", "*.psm1", "*.psd1"], scopes: ["program"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "proto", tree_sitter_proto::LANGUAGE, NODE_TYPES,
        aliases: ["protobuf"], globs: ["*.proto"], scopes: ["source_file"],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
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
    derived! {
        "r", tree_sitter_r::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.r", "*.R"], scopes: ["program"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "ruby", tree_sitter_ruby::LANGUAGE, NODE_TYPES,
        aliases: ["rb"], globs: ["*.rb", "*.rake", "*.gemspec", "Rakefile", "Gemfile"],
        scopes: ["program"],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: None, reserved: "initialize",
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
            ..Lexis::PLAIN
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
    derived! {
        "solidity", tree_sitter_solidity::LANGUAGE, NODE_TYPES,
        aliases: ["sol"], globs: ["*.sol"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: Some("uint"), reserved: "",
    },
    derived! {
        "sql", tree_sitter_sequel::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.sql"], scopes: ["program"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "svelte", tree_sitter_svelte_ng::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.svelte"], scopes: ["document"],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "toml", tree_sitter_toml_ng::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.toml"], scopes: ["document"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
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
        lexis: Lexis::SCRIPT,
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
        lexis: Lexis::SCRIPT,
        simplest_type: Some("any"),
        derive: true,
        compiled: OnceLock::new(),
        scopes: JS_SCOPES,
    },
    derived! {
        "yaml", tree_sitter_yaml::LANGUAGE, NODE_TYPES,
        aliases: ["yml"], globs: ["*.yaml", "*.yml"], scopes: ["stream"],
        octal_zero: true, lexis: Lexis::PLAIN, simplest_type: None, reserved: "",
    },
    derived! {
        "zig", tree_sitter_zig::LANGUAGE, NODE_TYPES,
        aliases: [], globs: ["*.zig"], scopes: ["source_file"],
        octal_zero: false, lexis: Lexis::PLAIN, simplest_type: Some("i32"), reserved: "main",
    },
];
