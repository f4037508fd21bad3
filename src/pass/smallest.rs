//! `smallest`: a node replaced by the smallest node of its kind in the file, or by the smallest
//! node of a kind its place accepts (an expression by `0`, a block by `pass`, a call by the
//! shortest call): the donors the grammar's slots give (`syntax::derived`).

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::syntax::SyntaxTable;

pub struct Smallest;

impl SyntaxRewriter for Smallest {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        from_end(
            t.donors
                .iter()
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
    }
}
