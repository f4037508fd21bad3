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

/// `if (c) S` → `S`, `f(g(x))` → `g(x)`, `a + b` → `a`: the hoist pairs of the queries.
pub struct Hoist;

impl Rewriter for Hoist {
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let t = table(cx);
        order(
            t.hoists
                .iter()
                .map(|&(outer, inner)| {
                    let o = &t.nodes[outer as usize];
                    Rewrite {
                        at: o.start,
                        edits: vec![Edit {
                            start: o.start,
                            end: o.end,
                            with: t.text(inner, cx.text).to_vec(),
                        }],
                    }
                })
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
                .map(|&(node, value)| {
                    let n = &t.nodes[node as usize];
                    Rewrite {
                        at: n.start,
                        edits: vec![Edit {
                            start: n.start,
                            end: n.end,
                            with: value.as_bytes().to_vec(),
                        }],
                    }
                })
                .collect(),
        )
    }
}
