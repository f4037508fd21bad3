//! A pair of braces taken away, what they hold kept: `{{a;b;}}` → `{a;b;}`. Deletion cannot do
//! this (the braces are far apart) and hoisting keeps one node, not a run of them.

use super::{Rewrite, Rewriter};
use crate::cut::bracket_pairs;
use crate::edit::Edit;
use crate::syntax::SyntaxTable;
use crate::tokens::Lexis;

/// The `unwrap` pass.
pub struct Unwrap {
    pub lexis: Lexis,
}

impl Rewriter for Unwrap {
    fn rewrites(&self, text: &[u8], _syntax: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let mut out: Vec<Rewrite> = bracket_pairs(text, self.lexis)
            .into_iter()
            .filter(|p| text[p.open] == b'{')
            .filter_map(|p| Some((p.open, p.close?)))
            .filter(|&(open, close)| close > open + 1)
            .map(|(open, close)| Rewrite {
                at: open,
                edits: vec![Edit::cut(open, open + 1), Edit::cut(close, close + 1)],
            })
            .collect();
        out.reverse();
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn braces_go_and_what_they_hold_stays() {
        let text = "f(){{int a;}g(\"{\");{}}";
        assert_eq!(
            rewritten("unwrap", "c", text),
            ["f(){int a;g(\"{\");{}}", "f(){int a;}g(\"{\");{}"]
        );
    }
}
