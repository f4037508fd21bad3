//! `replace`: a node replaced by the simplest value of its class (`0`, `""`, `{}`, `null`,
//! `()`, `int`): the `@replace` captures of `grammars/<lang>/replace.scm`, each with its value.

use super::{by_place, replace_node, Rewrite, SyntaxRewriter};
use crate::syntax::SyntaxTable;

pub struct Replace;

impl SyntaxRewriter for Replace {
    fn rewrites(&self, t: &SyntaxTable, _text: &[u8]) -> Vec<Rewrite> {
        by_place(
            t.replacements
                .iter()
                .map(|&(node, value)| replace_node(t, node, value.as_bytes()))
                .collect(),
        )
    }
}
