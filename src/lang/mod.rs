//! The language table: which languages whittle knows, how files are matched to them, and the
//! tree-sitter grammar and queries each one uses.
//!
//! Adding a language is one grammar crate in `Cargo.toml`, one entry in [`LANGUAGES`] (kept
//! sorted by name; a test checks it), one `grammars/<lang>/` folder and one preset,
//! `passes/<lang>.toml`. Everything a pass needs to know about a language's syntax lives in
//! those query files, written in the capture vocabulary of [`VOCABULARY`] (documented in
//! `grammars/README.md`), and in the few facts of its entry here, so that no node-kind or
//! language name is hard-coded in a pass.

mod compiled;
mod node_types;
mod vocabulary;

use std::path::Path;
use std::sync::{LazyLock, Mutex, OnceLock};

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::tokens::Lexis;

pub use compiled::{compile, Compiled};
pub use node_types::{Slot, SlotTable};
pub use vocabulary::{cat, category, category_names, VOCABULARY};

/// One language whittle can reduce with syntax-aware passes.
#[derive(Debug)]
pub struct LangSpec {
    /// Short lowercase name, as given to `--lang`; the table is sorted by it.
    pub name: &'static str,
    /// Other names `--lang` accepts (`js`, `rs`).
    pub aliases: &'static [&'static str],
    /// File-name globs (matched against the file name only, not the directory).
    pub globs: &'static [&'static str],
    /// The tree-sitter grammar.
    pub language: fn() -> tree_sitter::Language,
    /// The grammar crate's `node-types.json`, which says which children are optional.
    pub node_types: &'static str,
    /// `(file name, query source)` for each file in `grammars/<name>/`.
    pub queries: &'static [(&'static str, &'static str)],
    /// `grammars/<name>/reserved.txt`: words a rename never creates (keywords, primitive
    /// types) nor renames (names the language or runtime uses implicitly: `main`); see
    /// [`LangSpec::reserved`].
    pub reserved: &'static str,
    /// `passes/<name>.toml`: the language's own preset.
    pub preset: &'static str,
    /// An integer literal with a leading zero is octal (`010` is 8): the literal pass keeps
    /// such a number's value when it rewrites it.
    pub octal_zero: bool,
    /// What the language's `'` may mean besides a quote: how its tokens are counted and cut.
    pub lexis: Lexis,
    /// The simplest type, which a generic parameter's uses become when the parameter goes
    /// (`int`, `i32`); none for a language without written types.
    pub simplest_type: Option<&'static str>,
    /// Lists whose items parse alone as they do in place, between the scope's `before` and
    /// `after`: the parse check reparses only the items around an edit.
    pub scopes: &'static [Scope],
}

/// A kind of item list whose items parse on their own, wrapped in `before` and `after`, the way
/// they parse in the list: a file's top-level items (no wrapper), a block's statements (in a
/// function), a class body's members (in a class).
#[derive(Debug)]
pub struct Scope {
    /// The list node's kind.
    pub kind: &'static str,
    pub before: &'static str,
    pub after: &'static str,
}

/// A [`Scope`] entry of the language table.
const fn scope(kind: &'static str, before: &'static str, after: &'static str) -> Scope {
    Scope {
        kind,
        before,
        after,
    }
}

/// Includes `grammars/<lang>/<file>.scm` for each listed purpose, as `(file name, source)`.
macro_rules! queries {
    ($lang:literal: $($file:literal),+ $(,)?) => {
        &[$((
            concat!($file, ".scm"),
            include_str!(concat!("../../grammars/", $lang, "/", $file, ".scm")),
        )),+]
    };
}

/// The one language table, sorted by name.
pub static LANGUAGES: &[LangSpec] = &[
    LangSpec {
        name: "c",
        aliases: &[],
        // `.i`: preprocessed C, as `gcc -E` and GCC's bug guide name it.
        globs: &["*.c", "*.h", "*.i"],
        language: || tree_sitter_c::LANGUAGE.into(),
        node_types: tree_sitter_c::NODE_TYPES,
        queries: queries!("c": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/c/reserved.txt"),
        preset: include_str!("../../passes/c.toml"),
        octal_zero: true,
        lexis: Lexis {
            lifetimes: false,
            digit_separators: true,
        },
        simplest_type: Some("int"),
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
        language: || tree_sitter_cpp::LANGUAGE.into(),
        node_types: tree_sitter_cpp::NODE_TYPES,
        queries: queries!("cpp": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/cpp/reserved.txt"),
        preset: include_str!("../../passes/cpp.toml"),
        octal_zero: true,
        lexis: Lexis {
            lifetimes: false,
            digit_separators: true,
        },
        simplest_type: Some("int"),
        scopes: &[
            scope("translation_unit", "", ""),
            // Namespace and `extern "C"` bodies.
            scope("declaration_list", "", ""),
            scope("compound_statement", "void w(){", "}"),
            scope("field_declaration_list", "struct w{", "};"),
        ],
    },
    LangSpec {
        name: "javascript",
        aliases: &["js", "node"],
        globs: &["*.js", "*.mjs", "*.cjs"],
        language: || tree_sitter_javascript::LANGUAGE.into(),
        node_types: tree_sitter_javascript::NODE_TYPES,
        queries: queries!("javascript": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/javascript/reserved.txt"),
        preset: include_str!("../../passes/javascript.toml"),
        octal_zero: true,
        lexis: Lexis::PLAIN,
        simplest_type: None,
        scopes: &[
            scope("program", "", ""),
            scope("statement_block", "async function*w(){", "}"),
            scope("class_body", "class w{", "}"),
        ],
    },
    LangSpec {
        name: "rust",
        aliases: &["rs"],
        globs: &["*.rs"],
        language: || tree_sitter_rust::LANGUAGE.into(),
        node_types: tree_sitter_rust::NODE_TYPES,
        queries: queries!("rust": "calls", "delete", "hoist", "lists", "literals", "names", "replace"),
        reserved: include_str!("../../grammars/rust/reserved.txt"),
        preset: include_str!("../../passes/rust.toml"),
        octal_zero: false,
        lexis: Lexis {
            lifetimes: true,
            digit_separators: false,
        },
        simplest_type: Some("i32"),
        scopes: &[
            scope("source_file", "", ""),
            // Module, impl and trait bodies.
            scope("declaration_list", "impl w{", "}"),
            scope("block", "fn w(){", "}"),
        ],
    },
];

/// What can be wrong with a language's grammar data. These are bugs in whittle's shipped data
/// (or in a newly added language), so the messages point at the file to fix.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LangError {
    /// tree-sitter rejected a query.
    #[error("grammars/{lang}/{file}:{row}:{column}: invalid query ({kind}): {message}")]
    Query {
        lang: &'static str,
        file: &'static str,
        /// 1-based line within `file`.
        row: usize,
        /// 1-based column within the line.
        column: usize,
        kind: String,
        message: String,
    },
    /// A query uses a capture name outside the vocabulary.
    #[error(
        "grammars/{lang}/{file}: capture `@{capture}` is not in the vocabulary \
         (see grammars/README.md for the allowed names)"
    )]
    UnknownCapture {
        lang: &'static str,
        file: &'static str,
        capture: String,
    },
    /// A query uses a predicate whose meaning whittle does not implement.
    #[error(
        "grammars/{lang}/{file}: predicate `#{predicate}` is not supported \
         (use #eq?, #not-eq?, #match?, #not-match?, #any-of? or #set! value)"
    )]
    UnsupportedPredicate {
        lang: &'static str,
        file: &'static str,
        predicate: String,
    },
    /// A `@replace` pattern has no value, or a `#set!` is not `(#set! value "...")`.
    #[error(
        "grammars/{lang}/{file}:{row}:{column}: this pattern {problem}; \
         write `(#set! value \"...\")` next to its `@replace` capture"
    )]
    ReplaceValue {
        lang: &'static str,
        file: &'static str,
        /// 1-based line of the pattern within `file`.
        row: usize,
        /// 1-based column within the line.
        column: usize,
        problem: &'static str,
    },
    /// `node-types.json` could not be read.
    #[error("node-types.json of {lang} is invalid: {source}")]
    NodeTypes {
        lang: &'static str,
        #[source]
        source: serde_json::Error,
    },
    /// `node-types.json` names a field the grammar does not have.
    #[error("node-types.json of {lang}: field `{field}` of `{kind}` is unknown to the grammar")]
    UnknownField {
        lang: &'static str,
        kind: String,
        field: String,
    },
    /// The grammar was generated for an ABI this tree-sitter cannot load.
    #[error("the {lang} grammar cannot be loaded by this tree-sitter: {message}")]
    Abi { lang: &'static str, message: String },
    /// A glob of the table does not compile.
    #[error("glob `{glob}` of language {lang} is invalid: {source}")]
    Glob {
        lang: &'static str,
        glob: &'static str,
        #[source]
        source: globset::Error,
    },
}

/// All languages, sorted by name.
pub fn languages() -> &'static [LangSpec] {
    LANGUAGES
}

/// The language called `name` (exact match).
pub fn by_name(name: &str) -> Option<&'static LangSpec> {
    LANGUAGES
        .binary_search_by(|lang| lang.name.cmp(name))
        .ok()
        .map(|i| &LANGUAGES[i])
}

/// The language called `name` or one of its aliases, in any case (`--lang`).
pub fn by_name_or_alias(name: &str) -> Option<&'static LangSpec> {
    let name = name.to_ascii_lowercase();
    by_name(&name).or_else(|| {
        LANGUAGES
            .iter()
            .find(|l| l.aliases.contains(&name.as_str()))
    })
}

/// Globs of all languages compiled into one set; `owner[i]` is the language of glob `i`.
struct Detector {
    set: GlobSet,
    owner: Vec<usize>,
}

fn build_detector() -> Result<Detector, LangError> {
    let mut builder = GlobSetBuilder::new();
    let mut owner = Vec::new();
    for (i, lang) in LANGUAGES.iter().enumerate() {
        for &glob in lang.globs {
            let compiled = Glob::new(glob).map_err(|source| LangError::Glob {
                lang: lang.name,
                glob,
                source,
            })?;
            builder.add(compiled);
            owner.push(i);
        }
    }
    let set = builder.build().map_err(|source| LangError::Glob {
        lang: "(all languages)",
        glob: "(the combined set)",
        source,
    })?;
    Ok(Detector { set, owner })
}

static DETECTOR: LazyLock<Result<Detector, LangError>> = LazyLock::new(build_detector);

/// How `lang`'s tokens are read; a file of no known language gets [`Lexis::PLAIN`].
pub fn lexis(lang: Option<&LangSpec>) -> Lexis {
    lang.map_or(Lexis::PLAIN, |l| l.lexis)
}

/// The language of a file, from its file name. The first language in table order wins if
/// several match.
pub fn detect(path: &Path) -> Option<&'static LangSpec> {
    let detector = DETECTOR.as_ref().ok()?;
    let name = path.file_name()?;
    let first = detector
        .set
        .matches(name)
        .into_iter()
        .map(|g| detector.owner[g])
        .min()?;
    Some(&LANGUAGES[first])
}

/// Checks that the table's globs compile: without it a broken glob would leave files with no
/// language, silently. Cheap; the binary calls it at start-up.
pub fn check_globs() -> Result<(), &'static LangError> {
    DETECTOR.as_ref().map(|_| ())
}

/// Checks the whole table: globs compile and every language's queries and node types load.
pub fn check() -> Result<(), LangError> {
    build_detector()?;
    for lang in LANGUAGES {
        lang.compiled()?;
    }
    Ok(())
}

/// Compiled queries of the table's languages, built on first use, one slot per table entry.
/// `None` records a failed compilation; the typed error is rebuilt on demand since the data is
/// static and compiling it again fails the same way.
static COMPILED: [OnceLock<Option<Compiled>>; LANGUAGES.len()] =
    [const { OnceLock::new() }; LANGUAGES.len()];

/// Compiled queries of specs that are not in [`LANGUAGES`] (tests, embedders). Leaked on
/// purpose: the spec is `'static`, so its compiled form may be too, and each is built once.
static OTHER_COMPILED: Mutex<Vec<(usize, &'static Compiled)>> = Mutex::new(Vec::new());

impl LangSpec {
    /// This language's queries and node-type table, compiled once per process.
    pub fn compiled(&'static self) -> Result<&'static Compiled, LangError> {
        if let Some(slot) = LANGUAGES.iter().position(|l| std::ptr::eq(l, self)) {
            return match COMPILED[slot].get_or_init(|| compile(self).ok()) {
                Some(compiled) => Ok(compiled),
                None => Err(compile(self).expect_err("the same static data compiled earlier")),
            };
        }
        let key = self as *const LangSpec as usize;
        let mut others = OTHER_COMPILED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(&(_, compiled)) = others.iter().find(|(k, _)| *k == key) {
            return Ok(compiled);
        }
        let compiled: &'static Compiled = Box::leak(Box::new(compile(self)?));
        others.push((key, compiled));
        Ok(compiled)
    }

    /// The tree-sitter grammar (cheap: wraps a static pointer).
    pub fn grammar(&self) -> tree_sitter::Language {
        (self.language)()
    }

    /// The words of [`LangSpec::reserved`]: whitespace-separated, `#` starts a comment.
    pub fn reserved(&self) -> impl Iterator<Item = &'static str> {
        self.reserved
            .lines()
            .flat_map(|line| line.split('#').next().unwrap_or("").split_whitespace())
    }
}

/// The reserved words of `lang` (none without a language), as bytes, for the passes that
/// create or keep names.
pub fn reserved_words<C: FromIterator<&'static [u8]>>(lang: Option<&'static LangSpec>) -> C {
    lang.into_iter()
        .flat_map(|l| l.reserved())
        .map(str::as_bytes)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vocabulary_bits_are_distinct_and_named_uniquely() {
        let mut seen = 0u64;
        for (i, &(name, bit)) in VOCABULARY.iter().enumerate() {
            assert_eq!(bit.count_ones(), 1, "{name}");
            assert_eq!(seen & bit, 0, "{name} reuses a bit");
            seen |= bit;
            assert!(VOCABULARY[i + 1..].iter().all(|&(n, _)| n != name));
        }
    }

    #[test]
    fn category_names_round_trip() {
        let cats = cat::DELETE | cat::ATOM;
        assert_eq!(category_names(cats).collect::<Vec<_>>(), ["delete", "atom"]);
        assert_eq!(category("hoist.inner"), Some(cat::HOIST_INNER));
        assert_eq!(category("highlight"), None);
    }
}
