//! The pass table: every pass whittle has, sorted by name, with what it does, the parameters
//! a preset may set, and how it is built. Adding a pass is one entry here and one file (with its
//! `mod` line in `pass/mod.rs`).

use super::layout;
use super::Kind;
use super::{
    absorb, alike, bodies, breaks, cascade, comments, descend, fields, fold, generics, globals,
    hoist, ifs, inline, inline_calls,
};
use super::{blanks, entry, lift, unused, unwrap};
use super::{classes, receiver, rename, reorder, replace, returns, smallest, splice, typedefs};
use super::{literals, mention, merge, namespaces, params, parens, pointers};
use crate::cut;
use crate::lang::{self, LangSpec};
use crate::tokens::Reserved;

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
    /// Works on the text in place of the parse: runs only while a file of a known language is
    /// too large to parse (the first stage of a reduction, see `reduce::PARSE_LIMIT`).
    Instead,
    /// Works on the text alone, but not while a file is too large to parse: there the `Instead`
    /// passes do better.
    After,
}

impl SyntaxUse {
    /// Whether the pass is handed the table.
    pub fn reads_table(self) -> bool {
        matches!(self, SyntaxUse::Optional | SyntaxUse::Needs)
    }
}

/// One entry of the pass table.
pub struct PassInfo {
    pub name: &'static str,
    pub syntax: SyntaxUse,
    pub about: &'static str,
    /// Parameter names a preset may set.
    pub params: &'static [&'static str],
    pub(super) build: Build,
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

fn param_bool(p: &Params, key: &str, default: bool) -> Result<bool, String> {
    match p.get(key) {
        None => Ok(default),
        Some(toml::Value::Boolean(b)) => Ok(*b),
        Some(v) => Err(format!("parameter {key} must be true or false, not {v}")),
    }
}

/// For the character-level passes: the lexis and reserved words by which their edits that
/// make a name nothing knows are left out (`tokens::Names`), unless `new_names` is set or
/// there is no language (where a word may be anything, and only these passes reach inside it).
fn known_names(p: &Params, lang: Option<&'static LangSpec>) -> Result<Option<Reserved>, String> {
    let any = param_bool(p, "new_names", false)?;
    Ok(lang.filter(|_| !any).map(|l| Reserved {
        lexis: crate::lang::lexis(Some(l)),
        words: crate::lang::reserved_words(Some(l)),
    }))
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
        name: "absorb",
        syntax: SyntaxUse::Needs,
        about: "a function's body moved into another function, the function dropped: in the \
                place of a call, or first in the next and the last function \
                (int a(){return+0;}int main(){} -> int main(){return+0;})",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(absorb::Absorb))),
    },
    PassInfo {
        name: "alike",
        syntax: SyntaxUse::Needs,
        about: "deletable words of one text at once: every static, const, pub (then halves)",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(alike::Alike))),
    },
    PassInfo {
        name: "blanks",
        syntax: SyntaxUse::No,
        about: "a character replaced by a space (files up to `max_bytes`): where a test needs \
                only something between two characters, the simplest thing and often one token \
                less (/\\\"/u -> /\\ /u); as `bytes`, not one that leaves an unknown name, \
                unless `new_names`",
        params: &["max_bytes", "new_names"],
        build: |p, lang| {
            Ok(Kind::Rewrite(Box::new(blanks::Blanks {
                max_bytes: param_usize(p, "max_bytes", 64)?,
                names: known_names(p, lang)?,
            })))
        },
    },
    PassInfo {
        name: "blocks",
        syntax: SyntaxUse::Instead,
        about: "the halves, quarters, ... of the items of the top level and of every {} block \
                (a brace scan, no parse), the parts of at least `min` bytes, grown like `parts`: \
                a file too large to parse, until it can be",
        params: &["min"],
        build: |p, _| {
            Ok(Kind::Cut(Box::new(cut::Blocks {
                min: param_usize(p, "min", 4096)?,
            })))
        },
    },
    PassInfo {
        name: "bodies",
        syntax: SyntaxUse::Instead,
        about: "function bodies emptied in runs of neighbours, a `parts`-th of them each (a brace \
                scan, no parse; not those of auto, decltype, constexpr or lambdas): a file too \
                large to parse, until it can be",
        params: &["parts"],
        build: |p, _| {
            Ok(Kind::Rewrite(Box::new(bodies::Bodies {
                parts: param_usize(p, "parts", 16)?,
            })))
        },
    },
    PassInfo {
        name: "brackets",
        syntax: SyntaxUse::No,
        about: "balanced (), [], {} and quotes: interiors and whole pairs, grown outward",
        params: &[],
        build: |_, lang| {
            Ok(Kind::Cut(Box::new(cut::Brackets {
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "breaks",
        syntax: SyntaxUse::No,
        about: "a `;` by a line break, where parsers recover from the missing `;` (or insert it)",
        params: &[],
        build: |_, lang| {
            Ok(Kind::Rewrite(Box::new(breaks::Breaks {
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "bytes",
        syntax: SyntaxUse::No,
        about: "runs of up to `max` characters at each character, even inside a word, a string \
                or an operator (files up to `max_bytes`): the last sweep, 1-minimal at the byte \
                level; with a language, not a cut that leaves a name neither the file nor the \
                language knows (StringCharCodeAt -> StringCharCodeA), unless `new_names`",
        params: &["max", "max_bytes", "new_names"],
        build: |p, lang| {
            Ok(Kind::Cut(Box::new(cut::Bytes {
                max: param_usize(p, "max", 2)?,
                max_bytes: param_usize(p, "max_bytes", 2048)?,
                names: known_names(p, lang)?,
            })))
        },
    },
    PassInfo {
        name: "cascade",
        syntax: SyntaxUse::Needs,
        about: "a list item deleted with the declarations only it uses (a Go statement with \
                the import and the variable it alone names)",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(cascade::Cascade::new(lang)))),
    },
    PassInfo {
        name: "classes",
        syntax: SyntaxUse::Needs,
        about: "a class without members made int: its declarations dropped, its uses replaced \
                by int (class a; e<a> x; -> e<int> x;)",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(classes::Classes))),
    },
    PassInfo {
        name: "comments",
        syntax: SyntaxUse::Needs,
        about: "every comment at once (then halves and quarters): the nodes the grammar calls \
                comment, line_comment, block_comment, ...",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(comments::Comments::new(lang)))),
    },
    PassInfo {
        name: "descend",
        syntax: SyntaxUse::Needs,
        about: "replace a node by a node of its class at any depth inside it: a statement by \
                a nested statement or expression, an expression by a nested expression",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(descend::Descend))),
    },
    PassInfo {
        name: "entry",
        syntax: SyntaxUse::Needs,
        about: "the last 1, 2, 4, ... top-level items with what they reach, all else deleted \
                (a crash's trigger after the headers); the statements of main, all, in halves, \
                quarters, one by one, each with what only it reaches (a call into a library with \
                the library's code it alone uses); in the coarse stages of a file of 64 KB or \
                more, whatever their size",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(entry::Entry::new(lang)))),
    },
    PassInfo {
        name: "fields",
        syntax: SyntaxUse::Needs,
        about: "a struct field made a variable: its declaration moved to file scope, \
                every x.f and p->f replaced by f",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(fields::Fields))),
    },
    PassInfo {
        name: "fold",
        syntax: SyntaxUse::Needs,
        about: "a function whose body is a declaration and one statement made that \
                declaration, the statement its value: int f() { T x; e; } -> T x=e;",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(fold::Fold))),
    },
    PassInfo {
        name: "generics",
        syntax: SyntaxUse::Needs,
        about: "a generic parameter made concrete: its declaration and bounds go, its uses \
                become the simplest type (template <class T> T f(T) -> int f(int))",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(generics::Generics::new(lang)))),
    },
    PassInfo {
        name: "globals",
        syntax: SyntaxUse::Needs,
        about: "a local variable made a global: its declaration before its function, under a \
                name of its own if it needs one (int f(){int a;...} -> int a;int f(){...})",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(globals::Globals::new(lang)))),
    },
    PassInfo {
        name: "headers",
        syntax: SyntaxUse::After,
        about: "what a preprocessed file took from each header, by its line markers (`# 1 \"a.h\" \
                1`): the halves, quarters, ... of the headers each file included, the parts of \
                at least `min` bytes, grown like `parts`; nothing on a file without markers",
        params: &["min"],
        build: |p, _| {
            Ok(Kind::Cut(Box::new(cut::Headers {
                min: param_usize(p, "min", 1024)?,
            })))
        },
    },
    PassInfo {
        name: "hoist",
        syntax: SyntaxUse::Needs,
        about: "replace a node by a descendant: if (c) S -> S, f(g(x)) -> g(x), a + b -> a",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(hoist::Hoist))),
    },
    PassInfo {
        name: "ifs",
        syntax: SyntaxUse::No,
        about: "a preprocessor conditional (#if, #ifdef, #ifndef ... #endif) made the one branch \
                that still holds anything, its directive lines gone (every such one at once, \
                then each): #ifndef A_H int a; #endif -> int a;",
        params: &[],
        build: |_, _| Ok(Kind::Rewrite(Box::new(ifs::Ifs))),
    },
    PassInfo {
        name: "inline",
        syntax: SyntaxUse::Needs,
        about: "a variable inlined: its uses after it replaced by its value, it dropped",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(inline::Inline))),
    },
    PassInfo {
        name: "inline-calls",
        syntax: SyntaxUse::Needs,
        about: "a function that only returns an expression inlined: each call replaced by the \
                expression, the arguments in place of the parameters, the definition dropped",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(inline_calls::InlineCalls))),
    },
    PassInfo {
        name: "items",
        syntax: SyntaxUse::Needs,
        about: "runs of list items with their separators (arguments, statements, fields...)",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxCut(Box::new(cut::Items))),
    },
    PassInfo {
        name: "joins",
        syntax: SyntaxUse::No,
        about: "the whitespace between two words, joining them (for tests that read bytes, \
                not tokens)",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Joins))),
    },
    PassInfo {
        name: "layout",
        syntax: SyntaxUse::Optional,
        about: "whitespace normalized: runs collapsed (to nothing, one space or one newline), \
                indentation and blank lines dropped; the whole file at once, then parts, then runs",
        params: &[],
        build: |_, lang| {
            Ok(Kind::Rewrite(Box::new(layout::Layout {
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "lift",
        syntax: SyntaxUse::Needs,
        about: "a top-level item replaced by an expression inside it, made a top-level item by \
                the preset's `template` ($ the expression, by default $ alone where the \
                language takes it; files up to `max_bytes`): Go's func f(){x := a + \"b\"} -> \
                var _ = a + \"b\"",
        params: &["template", "max_bytes"],
        build: |p, lang| {
            let max_bytes = param_usize(p, "max_bytes", 4096)?;
            let lift = match p.get("template") {
                Some(toml::Value::String(t)) => lift::Lift::new(t, max_bytes, lang)?,
                Some(v) => return Err(format!("parameter template must be a string, not {v}")),
                None => lift::Lift::by_default(max_bytes, lang),
            };
            Ok(Kind::SyntaxRewrite(Box::new(lift)))
        },
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
                octal_zero: lang.is_some_and(|l| l.octal_zero),
                max_literals: param_usize(p, "max_literals", 10_000)?,
            })))
        },
    },
    PassInfo {
        name: "mention",
        syntax: SyntaxUse::Needs,
        about: "a function's body made a bare mention of a generic item, its type arguments \
                left to inference (fn f(){...} -> fn f(){c;} where struct c<T:Tr>;)",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(mention::Mention))),
    },
    PassInfo {
        name: "merge",
        syntax: SyntaxUse::Needs,
        about: "one declared name into another of the first names (every occurrence), where \
                the file gets smaller: two things called the same",
        params: &["into", "max_names"],
        build: |p, lang| {
            let into = param_usize(p, "into", 4)?;
            let max = param_usize(p, "max_names", 64)?;
            Ok(Kind::SyntaxRewrite(Box::new(merge::Merge::new(
                lang, into, max,
            ))))
        },
    },
    PassInfo {
        name: "namespaces",
        syntax: SyntaxUse::Needs,
        about: "a namespace replaced by what it holds, with every using-directive and qualifier \
                that names it: namespace N { A } using namespace N; N::x -> A x",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(namespaces::Namespaces))),
    },
    PassInfo {
        name: "ngrams",
        syntax: SyntaxUse::No,
        about: "from an n-gram to its next occurrence at most `max_shape` bytes on: \
                repetitions of one shape",
        params: &["len", "max_shape"],
        build: |p, lang| {
            Ok(Kind::Cut(Box::new(cut::NGrams {
                len: param_usize(p, "len", 4)?,
                max_shape: param_usize(p, "max_shape", 256)?,
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "nodes",
        syntax: SyntaxUse::Needs,
        about: "whole deletable syntax nodes, grown to the enclosing deletable node",
        params: &["kinds"],
        build: |p, lang| {
            Ok(Kind::SyntaxCut(Box::new(cut::Nodes {
                kinds: param_kinds(p, "kinds", lang)?,
            })))
        },
    },
    PassInfo {
        name: "params",
        syntax: SyntaxUse::Needs,
        about: "a parameter together with the argument at its position in every call",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(params::Params))),
    },
    PassInfo {
        name: "parens",
        syntax: SyntaxUse::No,
        about: "a {...} or [...] pair made (...): a brace initializer a constructor call, whose \
                closing parenthesis a compiler often does without; nothing on a file with more \
                than `max_pairs` such pairs",
        params: &["max_pairs"],
        build: |p, lang| {
            Ok(Kind::Rewrite(Box::new(parens::Parens {
                max_pairs: param_usize(p, "max_pairs", 16)?,
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "parts",
        syntax: SyntaxUse::Needs,
        about: "the halves, quarters, eighths, ... of each list's items, the parts of at \
                least `min` bytes, each grown over the parts of its size before it (delta \
                debugging's steps on a large file)",
        params: &["min"],
        build: |p, _| {
            Ok(Kind::SyntaxCut(Box::new(cut::Parts {
                min: param_usize(p, "min", 4096)?,
            })))
        },
    },
    PassInfo {
        name: "pointers",
        syntax: SyntaxUse::Needs,
        about: "a pointer variable made a plain one: T *p -> T p (Rust: &self -> self, \
                x: &T -> x: T), and every *p -> p",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(pointers::Pointers))),
    },
    PassInfo {
        name: "prefix-suffix",
        syntax: SyntaxUse::No,
        about: "everything before or after a line",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::PrefixSuffix))),
    },
    PassInfo {
        name: "receiver",
        syntax: SyntaxUse::Needs,
        about: "a method made an associated function: its self parameter goes, its calls \
                x.m(a) become Owner::m(a) or Self::m(a)",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(receiver::Receiver))),
    },
    PassInfo {
        name: "rename",
        syntax: SyntaxUse::Needs,
        about: "declared names to short fresh ones (a, b, ...), all occurrences at once",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(rename::Rename::new(lang)))),
    },
    PassInfo {
        name: "rename-free",
        syntax: SyntaxUse::Needs,
        about: "each word the file uses but does not declare (a library call, main) to a short \
                fresh one, alone",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(rename::RenameFree::new(lang)))),
    },
    PassInfo {
        name: "reorder",
        syntax: SyntaxUse::Needs,
        about: "swap a list item with the next one or the one after, where the file gets \
                bytewise smaller (a canonical order)",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(reorder::Reorder))),
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
        params: &["kinds"],
        build: |p, lang| {
            Ok(Kind::SyntaxRewrite(Box::new(replace::Replace {
                kinds: param_kinds(p, "kinds", lang)?,
            })))
        },
    },
    PassInfo {
        name: "returns",
        syntax: SyntaxUse::Needs,
        about: "a function's return type together with the value its body ends with: \
                fn f() -> T { g(); x } -> fn f() { g(); }",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(returns::Returns))),
    },
    PassInfo {
        name: "smallest",
        syntax: SyntaxUse::Needs,
        about: "a node replaced by the smallest node of its kind in the file, or of a kind its \
                place accepts (from the grammar: an argument by 0, a block by pass)",
        params: &[],
        build: |_, _| {
            Ok(Kind::SyntaxRewrite(Box::new(smallest::Smallest {
                names: false,
            })))
        },
    },
    PassInfo {
        name: "spans",
        syntax: SyntaxUse::Needs,
        about: "spans the queries mark, cut whole: a default argument's `= 1`, `virtual`, \
                `new`, `.b` of `a.b.c`",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxCut(Box::new(cut::Spans))),
    },
    PassInfo {
        name: "splice",
        syntax: SyntaxUse::Needs,
        about: "a construct replaced by what its body holds: namespace N { A } -> A, \
                if (c) { s; } -> s;",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(splice::Splice))),
    },
    PassInfo {
        name: "token-pairs",
        syntax: SyntaxUse::No,
        about: "every two adjacent tokens (files up to `max_tokens`): with tokens, the final \
                sweep's smallest moves",
        params: &["max_tokens"],
        build: |p, lang| {
            Ok(Kind::Cut(Box::new(cut::TokenRuns {
                max: 2,
                max_tokens: param_usize(p, "max_tokens", 20_000)?,
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "token-runs",
        syntax: SyntaxUse::No,
        about: "runs of up to `max` tokens at each token, largest first (files up to `max_tokens`)",
        params: &["max", "max_tokens"],
        build: |p, lang| {
            Ok(Kind::Cut(Box::new(cut::TokenRuns {
                max: param_usize(p, "max", 8)?,
                max_tokens: param_usize(p, "max_tokens", 20_000)?,
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "tokens",
        syntax: SyntaxUse::No,
        about: "tokens, grown over the tokens before them",
        params: &[],
        build: |_, lang| {
            Ok(Kind::Cut(Box::new(cut::Tokens {
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "typedefs",
        syntax: SyntaxUse::Needs,
        about: "a type alias inlined: its uses replaced by the type, the alias dropped",
        params: &[],
        build: |_, _| Ok(Kind::SyntaxRewrite(Box::new(typedefs::Typedefs))),
    },
    PassInfo {
        name: "unname",
        syntax: SyntaxUse::Needs,
        about: "a use of a name replaced by a literal its place accepts, of at most its length \
                (from the grammar: a[i] -> a[0], which frees the declaration of i)",
        params: &[],
        build: |_, _| {
            Ok(Kind::SyntaxRewrite(Box::new(smallest::Smallest {
                names: true,
            })))
        },
    },
    PassInfo {
        name: "unused",
        syntax: SyntaxUse::Needs,
        about: "every declaration no live code names, at once; then every one whose names occur \
                nowhere else, at once, in halves, in quarters",
        params: &[],
        build: |_, lang| Ok(Kind::SyntaxRewrite(Box::new(unused::Unused::new(lang)))),
    },
    PassInfo {
        name: "unwrap",
        syntax: SyntaxUse::No,
        about: "a pair of braces taken away, what they hold kept: {{a;b;}} -> {a;b;}",
        params: &[],
        build: |_, lang| {
            Ok(Kind::Rewrite(Box::new(unwrap::Unwrap {
                lexis: lang::lexis(lang),
            })))
        },
    },
    PassInfo {
        name: "whitespace",
        syntax: SyntaxUse::No,
        about: "runs of whitespace, where removing them joins no words",
        params: &[],
        build: |_, _| Ok(Kind::Cut(Box::new(cut::Whitespace))),
    },
];
