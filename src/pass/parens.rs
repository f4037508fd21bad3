//! Brackets made parentheses: a `{...}` or `[...]` pair becomes `(...)`, the same size and
//! smaller in shortlex order (`(` sorts before `[` and `{`). A brace initializer becomes a
//! constructor call (`int b{b.size}` -> `int b(b.size)`), a block a parenthesized expression;
//! and since a compiler often reports the same error without the closing parenthesis, the
//! token passes may then take it away, which they could not do with the brace.
//!
//! On a file with more than `max_pairs` such pairs the pass offers nothing: each pair costs a
//! test, and it pays at the end, when the file is small.

use super::{Rewrite, Rewriter};
use crate::cut::bracket_pairs;
use crate::edit::Edit;
use crate::syntax::SyntaxTable;
use crate::tokens::Lexis;

pub struct Parens {
    /// No candidates on a file with more `{}` and `[]` pairs than this.
    pub max_pairs: usize,
    pub lexis: Lexis,
}

impl Rewriter for Parens {
    fn rewrites(&self, text: &[u8], _syntax: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let pairs: Vec<(usize, usize)> = bracket_pairs(text, self.lexis)
            .into_iter()
            .filter(|p| matches!(text[p.open], b'{' | b'['))
            .filter_map(|p| Some((p.open, p.close?)))
            .collect();
        if pairs.len() > self.max_pairs {
            return Vec::new();
        }
        let paren = |at: usize, with: &[u8]| Edit {
            start: at,
            end: at + 1,
            with: with.to_vec(),
        };
        pairs
            .into_iter()
            .rev()
            .map(|(open, close)| Rewrite {
                at: open,
                edits: vec![paren(open, b"("), paren(close, b")")],
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit;

    #[test]
    fn braces_and_square_brackets_become_parentheses_from_the_end() {
        let text = b"int b{b.size}; int a[3] = {f(1)};";
        let rewrites = Parens {
            max_pairs: 16,
            lexis: Lexis::PLAIN,
        }
        .rewrites(text, None);
        let made: Vec<String> = rewrites
            .iter()
            .map(|w| String::from_utf8(edit::apply(text, &w.edits)).unwrap())
            .collect();
        assert_eq!(
            made,
            [
                "int b{b.size}; int a[3] = (f(1));",
                "int b{b.size}; int a(3) = {f(1)};",
                "int b(b.size); int a[3] = {f(1)};",
            ]
        );
        assert!(Parens {
            max_pairs: 2,
            lexis: Lexis::PLAIN,
        }
        .rewrites(text, None)
        .is_empty());
    }
}
