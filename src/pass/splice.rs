//! `splice`: a construct replaced by what its body holds, the body's brackets left out:
//! `namespace N { A B }` -> `A B`, `if (c) { s; }` -> `s;`, `({ s; 0; })` -> `s; 0;`, an
//! immediately called function expression -> its statements. From `@splice.outer` with
//! `@splice.body`. Deletion cannot do this (the brackets are far apart, and the construct's
//! head goes too) and hoisting keeps one node, not a run of them.

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::syntax::SyntaxTable;

pub struct Splice;

impl SyntaxRewriter for Splice {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let rewrites = t
            .pairs(crate::syntax::Pair::Splice)
            .iter()
            .filter(|&&(outer, body)| outer != body)
            .map(|&(outer, body)| replace_node(t, outer, contents(t, body, text)))
            .collect();
        from_end(rewrites, Ties::Smallest)
    }
}

/// What node `body` holds: its text without its first and last child when those are tokens
/// (the brackets), else all of it.
pub(super) fn contents<'t>(t: &SyntaxTable, body: u32, text: &'t [u8]) -> &'t [u8] {
    let children: Vec<u32> = t.children(body).collect();
    let n = &t.nodes[body as usize];
    match children.as_slice() {
        [first, .., last] if !t.nodes[*first as usize].named && !t.nodes[*last as usize].named => {
            &text[t.nodes[*first as usize].end..t.nodes[*last as usize].start]
        }
        _ => &text[n.start..n.end],
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_namespace_and_a_block_give_way_to_what_they_hold() {
        let cpp = "namespace n { int a; int b; }\nvoid f() { if (x) { g(); h(); } }\n";
        assert_eq!(
            rewritten("splice", "cpp", cpp),
            [
                "namespace n { int a; int b; }\nvoid f() {  g(); h();  }\n",
                " int a; int b; \nvoid f() { if (x) { g(); h(); } }\n",
            ]
        );
    }
}
