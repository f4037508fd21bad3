//! Rewriters fed by the syntax tree: hoisting a node's descendant into its place, and
//! replacing a node by the simplest value of its class.

use super::{Rewrite, Rewriter};
use crate::cut::Context;
use crate::edit::Edit;
use crate::syntax::SyntaxTable;

fn table<'a>(cx: &Context<'a>) -> &'a SyntaxTable {
    cx.syntax.expect("syntax passes run only with a parse")
}

/// From the end toward the start; for one place, the biggest shrink first.
fn order(mut rewrites: Vec<Rewrite>) -> Vec<Rewrite> {
    let growth = |w: &Rewrite| {
        w.edits
            .iter()
            .map(|e| e.with.len() as isize - (e.end - e.start) as isize)
            .sum::<isize>()
    };
    rewrites.sort_by(|a, b| b.at.cmp(&a.at).then(growth(a).cmp(&growth(b))));
    rewrites
}

/// Node `node` replaced by `with`, as a rewrite placed at the node's start.
fn replace_node(t: &SyntaxTable, node: u32, with: &[u8]) -> Rewrite {
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

/// `if (c) S` → `S`, `f(g(x))` → `g(x)`, `a + b` → `a`: the hoist pairs of the queries.
pub struct Hoist;

impl Rewriter for Hoist {
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let t = table(cx);
        order(
            t.hoists
                .iter()
                .map(|&(outer, inner)| replace_node(t, outer, t.text(inner, cx.text)))
                .collect(),
        )
    }
}

/// A node by the simplest value of its class (`0`, `""`, `{}`, `null`, `()`, `int`).
pub struct Replace;

impl Rewriter for Replace {
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let t = table(cx);
        order(
            t.replacements
                .iter()
                .map(|&(node, value)| replace_node(t, node, value.as_bytes()))
                .collect(),
        )
    }
}
