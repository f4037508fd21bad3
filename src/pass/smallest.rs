//! `smallest`: a node replaced by the smallest node of its kind in the file, or by the smallest
//! node of a kind its place accepts (an expression by `0`, a block by `pass`, a call by the
//! shortest call): the donors the grammar's slots give (`syntax::derived`).

//!
//! `unname`: the same for a use of a name, by a literal its place accepts, of at most its
//! length (`a[i]` -> `a[0]`, which frees the declaration of `i`); one candidate per use, so a
//! preset runs it last.

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::lang::cat;
use crate::syntax::SyntaxTable;

/// `names`: the uses of names (`unname`) instead of the other nodes (`smallest`).
pub struct Smallest {
    pub names: bool,
}

impl SyntaxRewriter for Smallest {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        from_end(
            t.donors
                .iter()
                .filter(|&&(node, _)| {
                    (t.nodes[node as usize].cats & cat::IDENTIFIER != 0) == self.names
                })
                .map(|&(node, donor)| replace_node(t, node, t.text(donor, text)))
                .collect(),
            Ties::Smallest,
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_node_gives_way_to_the_smallest_it_may_be() {
        let py = "def f(x):\n    return g(x + 12345, 'long text')\nh(0)\n";
        let ws = rewritten("smallest", "python", py);
        // An argument by the smallest expression of the file, `0`.
        assert!(
            ws.contains(&"def f(x):\n    return g(0, 'long text')\nh(0)\n".to_string()),
            "{ws:#?}"
        );
        // Names are `unname`'s: `x` stays.
        assert!(ws.iter().all(|w| !w.contains("g(0 + 12345")), "{ws:#?}");
        let names = rewritten("unname", "python", py);
        assert!(
            names.contains(&"def f(x):\n    return g(0 + 12345, 'long text')\nh(0)\n".to_string()),
            "{names:#?}"
        );
    }

    #[test]
    fn a_use_of_a_name_gives_way_to_a_literal() {
        let ts = "function f(c: number[]) { for (let i = 0; ; ) { const a = c[i]; } }\n";
        let ws = rewritten("unname", "typescript", ts);
        assert!(
            ws.contains(
                &"function f(c: number[]) { for (let i = 0; ; ) { const a = c[0]; } }\n"
                    .to_string()
            ),
            "{ws:#?}"
        );
        // Not the name a declaration gives.
        assert!(ws.iter().all(|w| w.contains("let i = 0")), "{ws:#?}");
    }
}
