//! A `;` by a line break. Rust's and C's parsers recover from a missing `;` when a line break
//! comes where it was, and JavaScript inserts it there, so a reproducer often keeps its bug
//! with one token fewer. Deleting the `;` outright (the `tokens` pass) would join the lines,
//! and the whitespace passes have by then taken the line breaks out.

use super::{Rewrite, Rewriter};
use crate::edit::Edit;
use crate::syntax::SyntaxTable;
use crate::tokens;

/// The `breaks` pass.
pub struct Breaks {
    pub lexis: tokens::Lexis,
}

impl Rewriter for Breaks {
    fn rewrites(&self, text: &[u8], _syntax: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let toks = tokens::tokens(text, self.lexis);
        toks.windows(2)
            .rev()
            .filter(|w| &text[w[0].0..w[0].1] == b";" && &text[w[0].1..w[1].0] != b"\n")
            .map(|w| Rewrite {
                at: w[0].0,
                edits: vec![Edit {
                    start: w[0].0,
                    end: w[1].0,
                    with: b"\n".to_vec(),
                }],
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn each_semicolon_before_a_token_by_a_line_break() {
        let text = "let a=x;*b=a;  c;\nd;";
        assert_eq!(
            rewritten("breaks", "rust", text),
            ["let a=x;*b=a\nc;\nd;", "let a=x\n*b=a;  c;\nd;"]
        );
    }
}
