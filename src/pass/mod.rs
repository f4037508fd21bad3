//! Passes and presets. A pass proposes candidates on the current best: cuts that can grow
//! (lines, tokens, syntax nodes, list items: `cut/`), or rewrites (hoisting, simplest values,
//! literals, renaming, ...: one file here per pass, named as presets name it). A preset, read
//! from `passes/<name>.toml`, lists the passes a language runs, in order, with their
//! parameters.
//!
//! - `table`: every pass whittle has, by name, and how to build it;
//! - `preset`: the presets, shipped and the user's own;
//! - this file: the kinds of pass and the toolkit passes share.

mod preset;
mod table;

mod absorb;
mod alike;
mod blanks;
mod bodies;
mod breaks;
mod cascade;
mod classes;
mod comments;
mod descend;
mod entry;
mod fields;
mod fold;
mod generics;
mod globals;
mod hoist;
mod ifs;
mod inline;
mod inline_calls;
mod layout;
mod lift;
mod literals;
mod mention;
mod merge;
mod namespaces;
mod params;
mod parens;
mod pointers;
mod receiver;
mod rename;
mod reorder;
mod replace;
mod returns;
mod smallest;
mod splice;
mod typedefs;
mod unused;
mod unwrap;

pub use preset::{preset, shipped_presets, Preset};
pub use table::{PassInfo, SyntaxUse, PASSES};

use crate::cut::{Fixed, Plan, Strategy, SyntaxStrategy};
use crate::edit::{self, Edit};
use crate::error::Error;
use crate::lang::LangSpec;
use crate::syntax::SyntaxTable;

/// A replacement candidate: `edits` applied together, placed at `at` in the sweep order.
#[derive(Debug, Clone)]
pub struct Rewrite {
    pub at: usize,
    pub edits: Vec<Edit>,
}

/// Proposes replacements found in the text, helped by the syntax table where the file's
/// language is known (literals, layout).
pub trait Rewriter: Sync {
    /// Candidate rewrites, by `at` from the end toward the start.
    fn rewrites(&self, text: &[u8], syntax: Option<&SyntaxTable>) -> Vec<Rewrite>;
}

/// Proposes replacements read off the syntax table (hoisting, renaming, parameters, ...).
pub trait SyntaxRewriter: Sync {
    /// Candidate rewrites, by `at` from the end toward the start.
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite>;
}

pub enum Kind {
    /// Deletions that grow, found in the text alone (lines, brackets, tokens).
    Cut(Box<dyn Strategy>),
    /// Deletions that grow, read off the syntax table (nodes, list items).
    SyntaxCut(Box<dyn SyntaxStrategy>),
    /// Replacements found in the text.
    Rewrite(Box<dyn Rewriter>),
    /// Replacements read off the syntax table.
    SyntaxRewrite(Box<dyn SyntaxRewriter>),
}

/// With keep-parsing, a candidate that parses worse than the best is skipped without a test,
/// until a last, relaxed stage tries them all. A preset can set it per pass.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ParseFilter {
    /// Skipped until the relaxed stage (the default).
    UntilRelaxed,
    /// Skipped in the relaxed stage too (`strict = true`): for passes whose unparsable
    /// candidates rarely pay.
    Always,
    /// Never skipped (`keep_parsing = false`): for passes whose best candidates parse worse by
    /// nature, such as a suffix cut in the middle of a function.
    Never,
}

/// What a pass proposes on one text.
pub enum Candidates<'a> {
    Cuts(Box<dyn Plan + 'a>),
    Rewrites(Vec<Rewrite>),
}

pub struct Pass {
    pub name: &'static str,
    /// How the pass uses the parse; a pass that needs it is skipped for files whose language
    /// whittle does not know.
    pub syntax: SyntaxUse,
    /// With keep-parsing, which of its candidates are tested when they parse worse than the
    /// best (see [`ParseFilter`]).
    pub parse_filter: ParseFilter,
    /// Starts in chaos mode (random cuts, merged), a cut strategy's fast start on big inputs
    /// (`chaos = true` in a preset).
    pub chaos: bool,
    /// Takes part in the coarse stages of a reduction (`reduce::FLOORS`): by default the passes
    /// that need the parse, whose candidates are whole syntax nodes; a preset can add a text
    /// pass whose cuts are large by nature (`coarse = true`: prefixes and suffixes).
    pub coarse: bool,
    /// Takes part in the first coarse stages of a large file too (`reduce::REWRITES_WAIT`): the
    /// passes that delete whole declarations, statements and list items (`table::DELETIONS`),
    /// and those a preset puts there (`coarse = true`: prefixes and suffixes, function bodies).
    pub deletes: bool,
    /// A rewrite that works takes the next rewrites of the pass along, as many as still work
    /// (`grow = true` in a preset), as a cut grows: for passes whose rewrites at different
    /// places are independent (a function body made `;` in thousands of functions).
    pub grow: bool,
    /// Sweeps only when every other pass is at its fixed point (`last = true` in a preset): for
    /// passes that rarely succeed and mostly prove the result minimal (every run of up to 8
    /// tokens), whose sweep after each success of the others costs calls and finds nothing.
    pub last: bool,
    /// Sweeps only in the last stage of a reduction, at the fixed point of the others
    /// (`final = true` in a preset, which implies `last`): for a pass that costs calls on every
    /// byte, which an earlier stage's fixed point would spend before the relaxed stage's cuts.
    pub closing: bool,
    /// Sweeps in the coarse stages only, every candidate whatever the stage's floor: for a pass
    /// with a few small candidates that unlock large deletions (`entry`), which the floors
    /// would hold back until the large ones were made one by one.
    pub early: bool,
    pub kind: Kind,
}

impl Pass {
    /// Proposes cuts (that can grow), not rewrites.
    pub fn cuts(&self) -> bool {
        matches!(self.kind, Kind::Cut(_) | Kind::SyntaxCut(_))
    }

    /// Its candidates on `text`, whose table is `syntax` when the pass reads one. A pass that
    /// needs the table proposes nothing without it (the reducer does not run it then).
    pub fn candidates<'a>(
        &self,
        text: &'a [u8],
        syntax: Option<&'a SyntaxTable>,
    ) -> Candidates<'a> {
        match (&self.kind, syntax) {
            (Kind::Cut(s), _) => Candidates::Cuts(s.plan(text)),
            (Kind::SyntaxCut(s), Some(t)) => Candidates::Cuts(s.plan(t, text)),
            (Kind::SyntaxCut(_), None) => Candidates::Cuts(Box::new(Fixed(Vec::new()))),
            (Kind::Rewrite(r), t) => Candidates::Rewrites(apart(text, r.rewrites(text, t))),
            (Kind::SyntaxRewrite(r), Some(t)) => {
                Candidates::Rewrites(apart(text, r.rewrites(t, text)))
            }
            (Kind::SyntaxRewrite(_), None) => Candidates::Rewrites(Vec::new()),
        }
    }
}

/// A pass's rewrites as the search takes them: in [`from_end`]'s order (checked in debug
/// builds, so every test of every pass checks it), never joining two words a non-word byte kept
/// apart (see [`edit::keep_apart`]), as cuts never do.
fn apart(text: &[u8], mut rewrites: Vec<Rewrite>) -> Vec<Rewrite> {
    debug_assert!(
        rewrites.windows(2).all(|p| p[0].at >= p[1].at),
        "rewrites not from the end toward the start (see pass::from_end)"
    );
    for e in rewrites.iter_mut().flat_map(|w| &mut w.edits) {
        edit::keep_apart(text, e);
    }
    rewrites
}

/// A group of edits that may all work together, tried the way delta debugging starts: the
/// group split into each number of `parts` in turn (1: the whole), a level only while every
/// part of it holds at least two members (the whole: one).
pub(crate) fn ladder<'g, T>(
    group: &'g [T],
    parts: &'static [usize],
) -> impl Iterator<Item = &'g [T]> + 'g {
    parts
        .iter()
        .take_while(move |&&p| !group.is_empty() && (p == 1 || group.len() >= 2 * p))
        .flat_map(move |&p| group.chunks(group.len().div_ceil(p)))
}

/// Drops edits that lie inside an earlier one (an argument inside a removed argument, a call inside an inlined call), so the
/// rest are sorted and disjoint.
pub(crate) fn disjoint(mut edits: Vec<Edit>) -> Vec<Edit> {
    edits.sort_by(|a, b| a.start.cmp(&b.start).then(b.end.cmp(&a.end)));
    let mut out: Vec<Edit> = Vec::with_capacity(edits.len());
    for e in edits {
        match out.last() {
            Some(last) if e.start < last.end => {
                debug_assert!(e.end <= last.end, "edits nest or are disjoint");
            }
            _ => out.push(e),
        }
    }
    out
}

/// How [`from_end`] orders the rewrites of one place.
#[derive(Clone, Copy)]
pub(crate) enum Ties {
    /// The biggest shrink first.
    Smallest,
    /// As the pass proposed them.
    AsFound,
}

/// Rewrites in the order every rewriting pass gives them (checked in [`Pass::candidates`]): from
/// the end of the file toward its start, ties as `ties` says.
pub(crate) fn from_end(mut rewrites: Vec<Rewrite>, ties: Ties) -> Vec<Rewrite> {
    let growth = |w: &Rewrite| {
        w.edits
            .iter()
            .map(|e| e.with.len() as isize - (e.end - e.start) as isize)
            .sum::<isize>()
    };
    match ties {
        Ties::Smallest => rewrites.sort_by(|a, b| b.at.cmp(&a.at).then(growth(a).cmp(&growth(b)))),
        Ties::AsFound => rewrites.sort_by_key(|w| std::cmp::Reverse(w.at)),
    }
    rewrites
}

/// Node `node` replaced by `with`, as a rewrite placed at the node's start.
pub(crate) fn replace_node(t: &SyntaxTable, node: u32, with: &[u8]) -> Rewrite {
    let n = &t.nodes[node as usize];
    Rewrite {
        at: n.start,
        edits: vec![Edit {
            start: n.start,
            end: n.end,
            with: with.to_vec(),
        }],
    }
}

/// The texts the pass called `pass` proposes for `text` in the language named `lang`, in its
/// order (which must run from the end toward the start).
/// The passes that delete whole declarations, statements and list items: on a large file the
/// first coarse stages are theirs (see `Pass::deletes`).
const DELETIONS: [&str; 6] = ["comments", "entry", "headers", "items", "parts", "unused"];

/// The passes that run in the coarse stages only, every candidate whatever its size (see
/// `Pass::early`).
const EARLY: [&str; 1] = ["entry"];

pub fn info(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// Builds one pass by name with parameters; `source` names where the request came from.
pub fn build(
    name: &str,
    params: &toml::Table,
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
        syntax: info.syntax,
        coarse: matches!(
            info.syntax,
            SyntaxUse::Needs | SyntaxUse::Instead | SyntaxUse::After
        ),
        deletes: DELETIONS.contains(&info.name),
        parse_filter: ParseFilter::UntilRelaxed,
        chaos: false,
        grow: false,
        last: false,
        closing: false,
        early: EARLY.contains(&info.name),
        kind,
    })
}

#[cfg(test)]
pub(crate) fn rewritten(pass: &str, lang: &str, text: &str) -> Vec<String> {
    let spec = crate::lang::by_name(lang).unwrap();
    let pass = build(pass, &Default::default(), Some(spec), "test").unwrap();
    let syntax = crate::syntax::Syntax::new(spec, text.as_bytes());
    let table = pass.syntax.reads_table().then(|| syntax.table());
    let Candidates::Rewrites(ws) = pass.candidates(text.as_bytes(), table) else {
        panic!("{} is not a rewriter", pass.name);
    };
    ws.iter()
        .map(|w| String::from_utf8(crate::edit::apply(text.as_bytes(), &w.edits)).unwrap())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_ladder_goes_whole_halves_quarters_while_parts_hold_two() {
        let sizes = |n: usize| -> Vec<usize> {
            let v: Vec<usize> = (0..n).collect();
            ladder(&v, &[1, 2, 4]).map(<[usize]>::len).collect()
        };
        assert_eq!(sizes(0), Vec::<usize>::new());
        assert_eq!(sizes(1), [1]);
        assert_eq!(sizes(3), [3]);
        assert_eq!(sizes(4), [4, 2, 2]);
        assert_eq!(sizes(9), [9, 5, 4, 3, 3, 3]);
        let v: Vec<usize> = (0..8).collect();
        let parts: Vec<&[usize]> = ladder(&v, &[2, 4, 8]).collect();
        assert_eq!(parts.len(), 2 + 4);
    }

    #[test]
    fn pass_table_is_sorted_and_unique() {
        let names: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
        let mut sorted = names.clone();
        sorted.sort();
        sorted.dedup();
        assert_eq!(names, sorted);
    }

    /// The table's word on how a pass uses the parse agrees with the kind of pass it builds.
    #[test]
    fn syntax_use_agrees_with_the_kind() {
        let c = crate::lang::by_name("c");
        for info in PASSES {
            let pass = build(info.name, &Default::default(), c, "test").unwrap();
            let needs = matches!(pass.kind, Kind::SyntaxCut(_) | Kind::SyntaxRewrite(_));
            assert_eq!(needs, info.syntax == SyntaxUse::Needs, "{}", info.name);
            if info.syntax == SyntaxUse::Optional {
                assert!(matches!(pass.kind, Kind::Rewrite(_)), "{}", info.name);
            }
        }
    }
}
