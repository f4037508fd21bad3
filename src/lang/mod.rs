//! The languages: which ones whittle knows, how files are matched to them, and the tree-sitter
//! grammar and queries each one uses.
//!
//! A language is a value, [`LangSpec`]: a grammar, its `node-types.json`, query files written in
//! the capture vocabulary of [`VOCABULARY`] (documented in `grammars/README.md`), reserved
//! words, a preset and a few facts. The built-in ones are the entries of [`builtin::BUILT_IN`]
//! (a grammar crate each, `passes/<lang>.toml`, and `grammars/<lang>/` where the language has
//! queries); others are loaded at start from a grammar's source ([`load`]). Both kinds go into
//! one registry, which the rest of whittle reads through [`languages`], [`by_name`] and
//! [`detect`]. What the grammar itself says (which children repeat, may be absent, which kinds a
//! slot accepts) is derived from `node-types.json` ([`derive`]); queries add what a grammar
//! cannot say.

mod builtin;
mod compiled;
pub mod derive;
pub mod load;
mod node_types;
mod vocabulary;

use std::path::Path;
use std::sync::OnceLock;

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::tokens::Lexis;

pub use compiled::{compile, Compiled};
pub use node_types::{Slot, SlotTable};
pub use vocabulary::{cat, category, category_names, VOCABULARY};

/// Where a language's grammar comes from.
#[derive(Clone)]
pub enum Grammar {
    /// Compiled into whittle (a grammar crate).
    BuiltIn(fn() -> tree_sitter::Language),
    /// Loaded at run time from a shared library built from the grammar's source.
    Loaded(tree_sitter::Language),
}

impl std::fmt::Debug for Grammar {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Grammar::BuiltIn(_) => "BuiltIn",
            Grammar::Loaded(_) => "Loaded",
        })
    }
}

/// One language whittle can reduce with syntax-aware passes.
#[derive(Debug)]
pub struct LangSpec {
    /// Short lowercase name, as given to `--lang`; the registry is sorted by it.
    pub name: &'static str,
    /// Other names `--lang` accepts (`js`, `rs`).
    pub aliases: &'static [&'static str],
    /// File-name globs (matched against the file name only, not the directory).
    pub globs: &'static [&'static str],
    /// The tree-sitter grammar.
    pub language: Grammar,
    /// The grammar's `node-types.json`: which children are optional, which repeat, which kinds
    /// each slot accepts. Without it a language has only its queries.
    pub node_types: Option<&'static str>,
    /// `(file name, query source)` for each file in `grammars/<name>/`.
    pub queries: &'static [(&'static str, &'static str)],
    /// `grammars/<name>/reserved.txt` (a language with no folder names its few inline): words a
    /// rename never creates (keywords, primitive types) nor renames (names the language or
    /// runtime uses implicitly: `main`); see [`LangSpec::reserved`]. A language with derived
    /// facts also reserves its grammar's keywords.
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
    /// The facts derived from the grammar ([`derive`]) join the queries' facts: lists, deletable
    /// children, replacements by compatible nodes, names, literals.
    pub derive: bool,
    /// The queries and node types compiled, on first use.
    pub compiled: OnceLock<Option<Compiled>>,
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
pub(crate) const fn scope(kind: &'static str, before: &'static str, after: &'static str) -> Scope {
    Scope {
        kind,
        before,
        after,
    }
}

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
    /// The registry was made twice, or after it was first read.
    #[error("the languages were set up after they were first read (a bug in whittle)")]
    Registry,
    /// A glob of the table does not compile.
    #[error("glob `{glob}` of language {lang} is invalid: {source}")]
    Glob {
        lang: &'static str,
        glob: &'static str,
        #[source]
        source: globset::Error,
    },
}

/// The languages of this run: the built-in ones and those loaded at start, sorted by name, with
/// their globs compiled into one set.
struct Registry {
    langs: Vec<&'static LangSpec>,
    detector: Result<Detector, LangError>,
}

static REGISTRY: OnceLock<Registry> = OnceLock::new();

/// How the registry is made ([`init`]).
#[derive(Debug, Default)]
pub struct Setup {
    /// Languages loaded at start (`--grammar`, language files): they join the built-in ones, and
    /// one of the same name replaces the built-in one.
    pub extra: Vec<LangSpec>,
    /// Every language reduced with the facts derived from its grammar alone, its query files
    /// left out (`--derived-only`: how much of a language the grammar gives by itself).
    pub derived_only: bool,
}

/// Makes the registry of this run; call it before any other function of this module reads the
/// languages (afterwards it is too late: an error). Without it, the registry holds the built-in
/// languages.
pub fn init(setup: Setup) -> Result<(), LangError> {
    let registry = registry_of(setup);
    REGISTRY.set(registry).map_err(|_| LangError::Registry)
}

fn registry_of(setup: Setup) -> Registry {
    let mut langs: Vec<&'static LangSpec> = Vec::new();
    for extra in setup.extra {
        if !langs.iter().any(|l| l.name == extra.name) {
            langs.push(Box::leak(Box::new(extra)));
        }
    }
    for spec in &builtin::BUILT_IN {
        if langs.iter().any(|l| l.name == spec.name) {
            continue;
        }
        langs.push(if setup.derived_only {
            Box::leak(Box::new(spec.derived_only()))
        } else {
            spec
        });
    }
    langs.sort_by_key(|l| l.name);
    let detector = build_detector(&langs);
    Registry { langs, detector }
}

fn registry() -> &'static Registry {
    REGISTRY.get_or_init(|| registry_of(Setup::default()))
}

/// All languages, sorted by name.
pub fn languages() -> &'static [&'static LangSpec] {
    &registry().langs
}

/// The language called `name` (exact match).
pub fn by_name(name: &str) -> Option<&'static LangSpec> {
    let langs = languages();
    langs
        .binary_search_by(|lang| lang.name.cmp(name))
        .ok()
        .map(|i| langs[i])
}

/// The language called `name` or one of its aliases, in any case (`--lang`).
pub fn by_name_or_alias(name: &str) -> Option<&'static LangSpec> {
    let name = name.to_ascii_lowercase();
    by_name(&name).or_else(|| {
        languages()
            .iter()
            .copied()
            .find(|l| l.aliases.contains(&name.as_str()))
    })
}

/// Globs of all languages compiled into one set; `owner[i]` is the language of glob `i`.
struct Detector {
    set: GlobSet,
    owner: Vec<usize>,
}

fn build_detector(langs: &[&'static LangSpec]) -> Result<Detector, LangError> {
    let mut builder = GlobSetBuilder::new();
    let mut owner = Vec::new();
    for (i, lang) in langs.iter().enumerate() {
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

/// How `lang`'s tokens are read; a file of no known language gets [`Lexis::PLAIN`].
pub fn lexis(lang: Option<&LangSpec>) -> Lexis {
    lang.map_or(Lexis::PLAIN, |l| l.lexis)
}

/// The language of a file, from its file name. A language loaded at start wins over a built-in
/// one, else the first in name order; a file no glob matches goes to the one language loaded at
/// start that names no globs (`--grammar DIR` of a grammar that names no file types), if any.
pub fn detect(path: &Path) -> Option<&'static LangSpec> {
    let registry = registry();
    let detector = registry.detector.as_ref().ok()?;
    let name = path.file_name()?;
    let owners = detector.set.matches(name);
    let loaded = |i: &usize| matches!(registry.langs[*i].language, Grammar::Loaded(_));
    let first = owners
        .iter()
        .map(|&g| detector.owner[g])
        .find(loaded)
        .or_else(|| owners.iter().map(|&g| detector.owner[g]).min());
    match first {
        Some(i) => Some(registry.langs[i]),
        None => {
            let mut globless = registry
                .langs
                .iter()
                .filter(|l| matches!(l.language, Grammar::Loaded(_)) && l.globs.is_empty());
            match (globless.next(), globless.next()) {
                (Some(only), None) => Some(*only),
                _ => None,
            }
        }
    }
}

/// Checks that the globs compile: without it a broken glob would leave files with no
/// language, silently. Cheap; the binary calls it at start-up.
pub fn check_globs() -> Result<(), &'static LangError> {
    registry().detector.as_ref().map(|_| ())
}

/// Checks every language: globs compile and every language's queries and node types load.
pub fn check() -> Result<(), LangError> {
    build_detector(languages())?;
    for lang in languages() {
        lang.compiled()?;
    }
    Ok(())
}

impl LangSpec {
    /// This language's queries and node-type table, compiled once per process.
    pub fn compiled(&'static self) -> Result<&'static Compiled, LangError> {
        match self.compiled.get_or_init(|| compile(self).ok()) {
            Some(compiled) => Ok(compiled),
            // The data does not change, so compiling it again fails the same way.
            None => Err(compile(self).expect_err("the same data compiled earlier")),
        }
    }

    /// The tree-sitter grammar (cheap: wraps a pointer).
    pub fn grammar(&self) -> tree_sitter::Language {
        match &self.language {
            Grammar::BuiltIn(language) => language(),
            Grammar::Loaded(language) => language.clone(),
        }
    }

    /// The words of [`LangSpec::reserved`]: whitespace-separated, `#` starts a comment.
    pub fn reserved(&self) -> impl Iterator<Item = &'static str> {
        self.reserved
            .lines()
            .flat_map(|line| line.split('#').next().unwrap_or("").split_whitespace())
    }

    /// This language with its query files left out and the facts of its grammar derived
    /// (`--derived-only`); it keeps its name, globs, preset and reserved words.
    fn derived_only(&self) -> LangSpec {
        LangSpec {
            name: self.name,
            aliases: self.aliases,
            globs: self.globs,
            language: self.language.clone(),
            node_types: self.node_types,
            queries: &[],
            reserved: self.reserved,
            preset: self.preset,
            octal_zero: self.octal_zero,
            lexis: self.lexis,
            simplest_type: self.simplest_type,
            scopes: self.scopes,
            derive: true,
            compiled: OnceLock::new(),
        }
    }
}

/// The reserved words of `lang` (none without a language), as bytes, for the passes that
/// create or keep names: its list, and with derived facts its grammar's keywords.
pub fn reserved_words<C: FromIterator<&'static [u8]>>(lang: Option<&'static LangSpec>) -> C {
    let keywords = lang
        .filter(|l| l.derive)
        .and_then(|l| l.compiled().ok())
        .map(|c| c.derived.keywords.as_slice())
        .unwrap_or_default();
    lang.into_iter()
        .flat_map(|l| l.reserved())
        .map(str::as_bytes)
        .chain(keywords.iter().map(|k| k.as_bytes()))
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
