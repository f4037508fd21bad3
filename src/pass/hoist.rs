//! `hoist`: a node replaced by a descendant that can stand in its place: `if (c) S` -> `S`,
//! `f(g(x))` -> `g(x)`, `a + b` -> `a`; the pairs are the `@hoist.outer`/`@hoist.inner`
//! captures of `grammars/<lang>/hoist.scm`.

use super::{by_place, replace_node, Rewrite, SyntaxRewriter};
use crate::syntax::SyntaxTable;

pub struct Hoist;

impl SyntaxRewriter for Hoist {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        by_place(
            t.hoists
                .iter()
                .map(|&(outer, inner)| replace_node(t, outer, t.text(inner, text)))
                .collect(),
        )
    }
}
