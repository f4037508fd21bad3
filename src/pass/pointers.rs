//! `pointers`: a pointer variable made a plain one. The `*` of its declaration goes, and so
//! does the `*` of every dereference of its name in its scope (`T *p; ... *p = 1;` ->
//! `T p; ... p = 1;`), one token each, in one candidate per declaration. Other uses of the name
//! stay as they are: where they needed a pointer, the test says no.
//!
//! In Rust, a reference parameter made a value the same way: `&self` -> `self`, `x: &T` ->
//! `x: T`, and every `*self`, `*x` -> `self`, `x`.
//!
//! From `@pointer.name`/`@pointer.star`: a pair whose name is a `@definition`, or is no
//! `@identifier` (Rust's `self`) and lies outside an expression, is a declaration; the others
//! are dereferences.

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable};

pub struct Pointers;

impl SyntaxRewriter for Pointers {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let declares = |name: u32| {
            let n = &t.nodes[name as usize];
            n.cats & cat::DEFINITION != 0
                || (n.cats & cat::IDENTIFIER == 0
                    && t.nodes[n.parent as usize].cats & cat::CLASS_EXPRESSION == 0)
        };
        let mut rewrites = Vec::new();
        for &(name, star) in t.pairs(Pair::Pointer).iter().filter(|p| declares(p.0)) {
            let word = t.text(name, text);
            let within = t.nodes[name as usize].end..t.scope_end(name);
            let mut edits = vec![Edit::cut(
                t.nodes[star as usize].start,
                t.nodes[star as usize].end,
            )];
            edits.extend(
                t.pairs(Pair::Pointer)
                    .iter()
                    .filter(|&&(n, _)| {
                        !declares(n)
                            && within.contains(&t.nodes[n as usize].start)
                            && t.text(n, text) == word
                    })
                    .map(|&(_, s)| Edit::cut(t.nodes[s as usize].start, t.nodes[s as usize].end)),
            );
            edits.sort_by_key(|e| e.start);
            rewrites.push(Rewrite {
                at: t.nodes[star as usize].start,
                edits,
            });
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_pointer_and_its_dereferences_lose_their_stars() {
        let c = "int *g;\nvoid f(int *a) { int *p = 0, **q; *p = *g + **q; { int *p; *p = 1; } }\n";
        assert_eq!(
            crate::pass::rewritten("pointers", "c", c),
            [
                // The inner `p`, in its block.
                "int *g;\nvoid f(int *a) { int *p = 0, **q; *p = *g + **q; { int p; p = 1; } }\n",
                // `**q`: the inner star of each.
                "int *g;\nvoid f(int *a) { int *p = 0, *q; *p = *g + *q; { int *p; *p = 1; } }\n",
                // The outer `p` loses the stars in its block, the inner block's too.
                "int *g;\nvoid f(int *a) { int p = 0, **q; p = *g + **q; { int *p; p = 1; } }\n",
                "int *g;\nvoid f(int a) { int *p = 0, **q; *p = *g + **q; { int *p; *p = 1; } }\n",
                "int g;\nvoid f(int *a) { int *p = 0, **q; *p = g + **q; { int *p; *p = 1; } }\n",
            ]
        );
    }

    #[test]
    fn a_reference_parameter_and_its_dereferences_lose_their_marks() {
        let rs = "impl S { fn a(&self, x: &u8, y: &mut u8) { *self = *x; *y = 1; } }\n";
        assert_eq!(
            crate::pass::rewritten("pointers", "rust", rs),
            [
                // `y: &mut u8` stays: `y: mut u8` would not parse.
                "impl S { fn a(&self, x: u8, y: &mut u8) { *self = x; *y = 1; } }\n",
                "impl S { fn a(self, x: &u8, y: &mut u8) { self = *x; *y = 1; } }\n",
            ]
        );
    }
}
