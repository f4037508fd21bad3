//! `returns`: a function that returns nothing. Its return type goes together with the value
//! its body ends with (`fn f() -> T { g(); x }` -> `fn f() { g(); }`), where neither can go
//! alone: one candidate per function, from `@return.type` (all pieces of the match, `->`
//! included) and `@return.value`.

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{Pair, SyntaxTable};

pub struct Returns;

impl SyntaxRewriter for Returns {
    fn rewrites(&self, t: &SyntaxTable, _text: &[u8]) -> Vec<Rewrite> {
        let mut by_value: Vec<(u32, u32)> = t
            .pairs(Pair::Return)
            .iter()
            .map(|&(ty, v)| (v, ty))
            .collect();
        by_value.sort_unstable();
        let mut rewrites = Vec::new();
        for group in by_value.chunk_by(|a, b| a.0 == b.0) {
            // A chunk is never empty: its value and the span of its type's pieces.
            let value = &t.nodes[group[0].0 as usize];
            let pieces = group.iter().map(|&(_, ty)| &t.nodes[ty as usize]);
            let start = pieces.clone().map(|n| n.start).min().unwrap_or(value.start);
            let end = pieces.map(|n| n.end).max().unwrap_or(value.start);
            rewrites.push(Rewrite {
                at: start,
                edits: vec![Edit::cut(start, end), Edit::cut(value.start, value.end)],
            });
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_return_type_goes_with_the_tail_value() {
        let rs = "fn e<F>(self,f:F)->Self{f;f;self}\nfn g() -> u8 { let a = 1; a }\n\
                  fn h() -> u8 { x; }\nfn k() {}\n";
        assert_eq!(
            crate::pass::rewritten("returns", "rust", rs),
            [
                "fn e<F>(self,f:F)->Self{f;f;self}\nfn g()  { let a = 1;  }\n\
                 fn h() -> u8 { x; }\nfn k() {}\n",
                "fn e<F>(self,f:F){f;f;}\nfn g() -> u8 { let a = 1; a }\n\
                 fn h() -> u8 { x; }\nfn k() {}\n",
            ]
        );
    }
}
