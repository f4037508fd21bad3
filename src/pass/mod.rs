//! Passes and presets. A pass is a cut strategy (deletions that can grow) or a rewriter
//! (replacements: hoisting, simplest values); a preset, read from `passes/<name>.toml`, lists
//! the passes a language runs, in order, with their parameters.

mod alike;
mod breaks;
mod fields;
mod layout;
mod literals;
mod params;
mod pointers;
mod rename;
mod reorder;
mod returns;
mod rewrite;
mod typedefs;
mod unused;
mod unwrap;

use serde::Deserialize;

use crate::cut::{self, Context, Strategy};
use crate::edit::Edit;
use crate::error::Error;
use crate::lang::LangSpec;

/// A replacement candidate: `edits` applied together, placed at `at` in the sweep order.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub at: usize,
    pub edits: Vec<Edit>,
}

/// A pass that proposes replacements rather than growable cuts.
pub trait Rewriter: Sync {
    /// Candidate rewrites, by `at` from the end toward the start.
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite>;
}

pub enum Kind {
    Cut(Box<dyn Strategy>),
    Rewrite(Box<dyn Rewriter>),
}

pub struct Pass {
    pub name: &'static str,
    /// Reads the syntax tree: skipped for files whose language whittle does not know.
    pub needs_syntax: bool,
    /// Takes part in the coarse stages of a reduction (`reduce::FLOORS`): the passes that cannot
    /// work without the parse, whose candidates are whole syntax nodes.
    pub coarse: bool,
    /// With keep-parsing, skips candidates that parse worse in the last, relaxed phase too
    /// (`strict = true` in a preset): for passes whose unparsable candidates rarely pay.
    pub strict: bool,
    /// Starts in chaos mode (random cuts, merged), a cut strategy's fast start on big inputs
    /// (`chaos = true` in a preset).
    pub chaos: bool,
    pub kind: Kind,
}

type Params = toml::Table;
type Build = fn(&Params, Option<&'static LangSpec>) -> Result<Kind, String>;

/// How a pass uses the parse of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SyntaxUse {
    /// Works on the text alone.
    No,
    /// Works on any text, and reads the parse where the file's language is known.
    Optional,
    /// Needs the parse: skipped for files whose language whittle does not know.
    Needs,
}

/// One entry of the pass table.
pub struct PassInfo {
    pub name: &'static str,
    pub syntax: SyntaxUse,
    pub about: &'static str,
    /// Parameter names a preset may set.
    pub params: &'static [&'static str],
    build: Build,
}

fn param_usize(p: &Params, key: &str, default: usize) -> Result<usize, String> {
    match p.get(key) {
        None => Ok(default),
        Some(toml::Value::Integer(n)) if *n > 0 => Ok(*n as usize),
        Some(v) => Err(format!(
            "parameter {key} must be a positive integer, not {v}"
        )),
    }
}

/// Node kind names, checked against the language's grammar.
fn param_kinds(
    p: &Params,
    key: &str,
    lang: Option<&'static LangSpec>,
) -> Result<Option<Vec<u16>>, String> {
    let Some(value) = p.get(key) else {
        return Ok(None);
    };
    let names = value
        .as_array()
        .and_then(|a| a.iter().map(|v| v.as_str()).collect::<Option<Vec<_>>>())
        .ok_or_else(|| format!("parameter {key} must be a list of node kind names"))?;
    let lang = lang.ok_or_else(|| format!("parameter {key} needs the preset's language"))?;
    let grammar = lang.grammar();
    names
        .iter()
        .map(|name| match grammar.id_for_node_kind(name, true) {
            0 => Err(format!("{} has no node kind {name:?}", lang.name)),
            id => Ok(id),
        })
        .collect::<Result<Vec<_>, _>>()
        .map(Some)
}

/// Every pass whittle has, sorted by name.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "alike",
        syntax: SyntaxUse::Needs,
        about: "deletable words of one text at once: every static, const, pub (then halves)",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(alike::Alike))),
    },
    PassInfo {
        name: "brackets",
        syntax: SyntaxUse::No,
        about: "balanced (), [], {} and quotes: interiors and whole pairs, grown outward",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Brackets))),
    },
    PassInfo {
        name: "breaks",
        syntax: SyntaxUse::No,
        about: "a `;` by a line break, where parsers recover from the missing `;` (or insert it)",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(breaks::Breaks))),
    },
    PassInfo {
        name: "fields",
        syntax: SyntaxUse::Needs,
        about: "a struct field made a variable: its declaration moved to file scope, \
                every x.f and p->f replaced by f",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(fields::Fields))),
    },
    PassInfo {
        name: "hoist",
        syntax: SyntaxUse::Needs,
        about: "replace a node by a descendant: if (c) S -> S, f(g(x)) -> g(x), a + b -> a",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(rewrite::Hoist))),
    },
    PassInfo {
        name: "inline",
        syntax: SyntaxUse::Needs,
        about: "a local variable inlined: its uses after it replaced by its value, it dropped",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(typedefs::Inline))),
    },
    PassInfo {
        name: "items",
        syntax: SyntaxUse::Needs,
        about: "runs of list items with their separators (arguments, statements, fields...)",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Items))),
    },
    PassInfo {
        name: "layout",
        syntax: SyntaxUse::Optional,
        about: "whitespace normalized: runs collapsed (to nothing, one space or one newline), \
                indentation and blank lines dropped; the whole file at once, then parts, then runs",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(layout::Layout))),
    },
    PassInfo {
        name: "lines",
        syntax: SyntaxUse::No,
        about: "whole lines, grown over the lines before them",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Lines))),
    },
    PassInfo {
        name: "literals",
        syntax: SyntaxUse::Optional,
        about: "numbers toward 0 (0, 1, 3, 7, ... then a binary chop), strings shortened, \
                characters lowered; equal literals together first",
        params: &["max_literals"],
        build: |p, lang| {
            Ok(Kind::Rewrite(Box::new(literals::Literals {
                octal_zero: lang.is_some_and(|l| matches!(l.name, "c" | "javascript")),
                max_literals: param_usize(p, "max_literals", 10_000)?,
            })))
        },
    },
    PassInfo {
        name: "ngrams",
        syntax: SyntaxUse::No,
        about: "from an n-gram to its next occurrence at most `max_shape` bytes on: \
                repetitions of one shape",
        params: &["len", "max_shape"],
        build: |p, _| {
            Ok(Kind::Cut(Box::new(cut::NGrams {
                len: param_usize(p, "len", 4)?,
                max_shape: param_usize(p, "max_shape", 256)?,
            })))
        },
    },
    PassInfo {
        name: "nodes",
        syntax: SyntaxUse::Needs,
        about: "whole deletable syntax nodes, grown to the enclosing deletable node",
        params: &["kinds"],
        build: |p, lang| {
            Ok(Kind::Cut(Box::new(cut::Nodes {
                kinds: param_kinds(p, "kinds", lang)?,
            })))
        },
    },
    PassInfo {
        name: "params",
        syntax: SyntaxUse::Needs,
        about: "a parameter together with the argument at its position in every call",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(params::Params))),
    },
    PassInfo {
        name: "pointers",
        syntax: SyntaxUse::Needs,
        about: "a pointer variable made a plain one: T *p -> T p, and every *p -> p",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(pointers::Pointers))),
    },
    PassInfo {
        name: "prefix-suffix",
        syntax: SyntaxUse::No,
        about: "everything before or after a line",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::PrefixSuffix))),
    },
    PassInfo {
        name: "rename",
        syntax: SyntaxUse::Needs,
        about: "declared names to short fresh ones (a, b, ...), all occurrences at once",
        params: &[],
        build: |_, lang| Ok(Kind::Rewrite(Box::new(rename::Rename::new(lang)))),
    },
    PassInfo {
        name: "reorder",
        syntax: SyntaxUse::Needs,
        about: "swap a list item with the next one or the one after, where the file gets \
                bytewise smaller (a canonical order)",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(reorder::Reorder))),
    },
    PassInfo {
        name: "repeats",
        syntax: SyntaxUse::No,
        about: "runs of one repeated byte",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Repeats))),
    },
    PassInfo {
        name: "replace",
        syntax: SyntaxUse::Needs,
        about: "replace a node by the simplest value of its class: 0, \"\", {}, null, ()",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(rewrite::Replace))),
    },
    PassInfo {
        name: "returns",
        syntax: SyntaxUse::Needs,
        about: "a function's return type together with the value its body ends with: \
                fn f() -> T { g(); x } -> fn f() { g(); }",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(returns::Returns))),
    },
    PassInfo {
        name: "token-runs",
        syntax: SyntaxUse::No,
        about: "runs of up to `max` tokens at each token, largest first (files up to `max_tokens`)",
        params: &["max", "max_tokens"],
        build: |p, _| {
            Ok(Kind::Cut(Box::new(cut::TokenRuns {
                max: param_usize(p, "max", 8)?,
                max_tokens: param_usize(p, "max_tokens", 20_000)?,
            })))
        },
    },
    PassInfo {
        name: "tokens",
        syntax: SyntaxUse::No,
        about: "tokens, grown over the tokens before them",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Tokens))),
    },
    PassInfo {
        name: "typedefs",
        syntax: SyntaxUse::Needs,
        about: "a type alias inlined: its uses replaced by the type, the alias dropped",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(typedefs::Typedefs))),
    },
    PassInfo {
        name: "unused",
        syntax: SyntaxUse::Needs,
        about: "every declaration whose names occur nowhere else, at once (then halves, quarters)",
        params: &[],
        build: |_, lang| Ok(Kind::Rewrite(Box::new(unused::Unused::new(lang)))),
    },
    PassInfo {
        name: "unwrap",
        syntax: SyntaxUse::No,
        about: "a pair of braces taken away, what they hold kept: {{a;b;}} -> {a;b;}",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(unwrap::Unwrap))),
    },
    PassInfo {
        name: "whitespace",
        syntax: SyntaxUse::No,
        about: "runs of whitespace, where removing them joins no words",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Whitespace))),
    },
];

pub fn info(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// Builds one pass by name with parameters; `source` names where the request came from.
pub fn build(
    name: &str,
    params: &Params,
    lang: Option<&'static LangSpec>,
    source: &str,
) -> Result<Pass, Error> {
    let err = |msg: String| Error::Preset {
        file: source.to_string(),
        msg,
    };
    let info = info(name).ok_or_else(|| {
        let known: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
        err(format!(
            "unknown pass {name:?}; known passes: {}",
            known.join(", ")
        ))
    })?;
    if let Some(bad) = params.keys().find(|k| !info.params.contains(&k.as_str())) {
        return Err(err(format!("pass {name:?} has no parameter {bad:?}")));
    }
    let kind = (info.build)(params, lang).map_err(|m| err(format!("pass {name:?}: {m}")))?;
    Ok(Pass {
        name: info.name,
        // A pass that can use the parse gets it whenever there is a language to parse with.
        needs_syntax: match info.syntax {
            SyntaxUse::No => false,
            SyntaxUse::Optional => lang.is_some(),
            SyntaxUse::Needs => true,
        },
        coarse: info.syntax == SyntaxUse::Needs,
        strict: false,
        chaos: false,
        kind,
    })
}

/// The presets shipped in `passes/`, by name.
pub const PRESETS: &[(&str, &str)] = &[
    ("c", include_str!("../../passes/c.toml")),
    ("c-fast", include_str!("../../passes/c-fast.toml")),
    ("generic", include_str!("../../passes/generic.toml")),
    (
        "generic-fast",
        include_str!("../../passes/generic-fast.toml"),
    ),
    ("javascript", include_str!("../../passes/javascript.toml")),
    (
        "javascript-fast",
        include_str!("../../passes/javascript-fast.toml"),
    ),
    ("rust", include_str!("../../passes/rust.toml")),
    ("rust-fast", include_str!("../../passes/rust-fast.toml")),
];

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetFile {
    description: String,
    /// The language whose node kinds the preset may name; none for generic presets.
    language: Option<String>,
    /// Skip candidates that parse worse than the current best, without running the test.
    #[serde(default)]
    keep_parsing: bool,
    /// Variable restart (see `reduce::Schedule::restart`); 0 when absent.
    #[serde(default)]
    restart: usize,
    pass: Vec<PassEntry>,
}

#[derive(Debug, Deserialize)]
struct PassEntry {
    name: String,
    #[serde(default)]
    strict: bool,
    #[serde(default)]
    chaos: bool,
    #[serde(flatten)]
    params: Params,
}

pub struct Preset {
    pub name: &'static str,
    pub description: String,
    /// The language the preset is for; its passes parse files with it.
    pub lang: Option<&'static LangSpec>,
    pub keep_parsing: bool,
    /// Variable restart (see `reduce::Schedule::restart`).
    pub restart: usize,
    pub passes: Vec<Pass>,
}

/// Loads a shipped preset, or the preset file at `name` when it ends in `.toml`; `lang` is the
/// language of the file it will run on, if known (else the preset's own language is used).
pub fn preset(name: &str, lang: Option<&'static LangSpec>) -> Result<Preset, Error> {
    if name.ends_with(".toml") {
        let text = std::fs::read_to_string(name).map_err(|e| Error::Preset {
            file: name.to_string(),
            msg: e.to_string(),
        })?;
        // One preset per run: its name lives as long as the run.
        return parse_preset(Box::leak(name.into()), &text, lang);
    }
    let (name, text) = PRESETS.iter().find(|(n, _)| *n == name).ok_or_else(|| {
        let known: Vec<&str> = PRESETS.iter().map(|p| p.0).collect();
        Error::Usage(format!(
            "unknown preset {name:?}; known presets: {}",
            known.join(", ")
        ))
    })?;
    parse_preset(name, text, lang)
}

fn parse_preset(
    name: &'static str,
    text: &str,
    lang: Option<&'static LangSpec>,
) -> Result<Preset, Error> {
    let source = if name.ends_with(".toml") {
        name.to_string()
    } else {
        format!("passes/{name}.toml")
    };
    let err = |msg: String| Error::Preset {
        file: source.clone(),
        msg,
    };
    let file: PresetFile = toml::from_str(text).map_err(|e| err(e.to_string()))?;
    let own = match &file.language {
        None => None,
        Some(l) => {
            Some(crate::lang::by_name(l).ok_or_else(|| err(format!("unknown language {l:?}")))?)
        }
    };
    if let (Some(own), Some(file_lang)) = (own, lang) {
        if own.name != file_lang.name {
            return Err(Error::Usage(format!(
                "preset {name} is for {} files, and this one is {} (see --lang)",
                own.name, file_lang.name
            )));
        }
    }
    let lang = lang.or(own);
    let passes = file
        .pass
        .iter()
        .map(|p| {
            build(&p.name, &p.params, lang, &source).map(|pass| Pass {
                strict: p.strict,
                chaos: p.chaos,
                ..pass
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Preset {
        name,
        description: file.description,
        lang,
        keep_parsing: file.keep_parsing,
        restart: file.restart,
        passes,
    })
}

/// The texts `rewriter` proposes for `text` in the language named `lang`, in its order (which
/// must run from the end toward the start).
#[cfg(test)]
pub(crate) fn rewritten(rewriter: &dyn Rewriter, lang: &str, text: &str) -> Vec<String> {
    let spec = crate::lang::by_name(lang).unwrap();
    let syntax = crate::syntax::Syntax::new(spec, text.as_bytes());
    let cx = Context {
        text: text.as_bytes(),
        syntax: Some(syntax.table()),
    };
    let ws = rewriter.rewrites(&cx);
    assert!(
        ws.windows(2).all(|p| p[0].at >= p[1].at),
        "not from the end toward the start"
    );
    ws.iter()
        .map(|w| String::from_utf8(crate::edit::apply(text.as_bytes(), &w.edits)).unwrap())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pass_table_is_sorted_and_unique() {
        let names: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(names, sorted);
    }

    #[test]
    fn every_shipped_preset_loads_for_its_language() {
        for (name, text) in PRESETS {
            let language = toml::from_str::<PresetFile>(text).unwrap().language;
            let p = preset(name, None).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(p.lang.map(|l| l.name.to_string()), language);
            assert!(!p.passes.is_empty(), "{name} has no passes");
        }
    }

    #[test]
    fn node_kinds_are_checked_against_the_grammar() {
        let c = crate::lang::by_name("c");
        let ok =
            "description = \"x\"\n[[pass]]\nname = \"nodes\"\nkinds = [\"function_definition\"]\n";
        assert!(parse_preset("ok", ok, c).is_ok());
        let bad = ok.replace("function_definition", "function_defn");
        let e = parse_preset("bad", &bad, c).err().unwrap().to_string();
        assert!(
            e.contains("passes/bad.toml") && e.contains("function_defn"),
            "{e}"
        );
    }

    #[test]
    fn bad_presets_name_the_problem_and_the_file() {
        let bad = "description = \"x\"\n[[pass]]\nname = \"no-such-pass\"\n";
        let e = parse_preset("broken", bad, None).err().unwrap().to_string();
        assert!(
            e.contains("passes/broken.toml") && e.contains("no-such-pass"),
            "{e}"
        );
        let bad = "description = \"x\"\n[[pass]]\nname = \"ngrams\"\nlength = 3\n";
        let e = parse_preset("broken", bad, None).err().unwrap().to_string();
        assert!(e.contains("no parameter \"length\""), "{e}");
    }
}
