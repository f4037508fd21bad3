//! `hoist`: a node replaced by a descendant that can stand in its place: `if (c) S` -> `S`,
//! `f(g(x))` -> `g(x)`, `a + b` -> `a`; the pairs are the `@hoist.outer`/`@hoist.inner`
//! captures of `grammars/<lang>/hoist.scm`.

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::syntax::SyntaxTable;

pub struct Hoist;

impl SyntaxRewriter for Hoist {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        from_end(
            t.hoists
                .iter()
                .map(|&(outer, inner)| replace_node(t, outer, t.text(inner, text)))
                .collect(),
            Ties::Smallest,
        )
    }
}
