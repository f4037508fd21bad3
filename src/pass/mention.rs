//! `mention`: a function's body replaced by a bare mention of a generic item of the file, its
//! type arguments left to inference, as the body's value or as a statement:
//! `fn f(self,x:()){self.f(())}` -> `fn f(self,x:()){c}` or `{c;}` where `struct c<T:Tr>;`. rustc's inference errors (E0282, E0283: `type annotations needed`,
//! `cannot satisfy _: Tr`) need no more than that, and no chain of cuts reaches it from a call
//! that keeps the error some other way. From `@mention` (the names of generic items) and the
//! `@absorb.body`s (the bodies).

use std::collections::HashMap;

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable};

/// Each body is tried with at most this many names: the first ones of the file.
const NAMES: usize = 8;

pub struct Mention;

impl SyntaxRewriter for Mention {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let mut names: Vec<&[u8]> = Vec::new();
        for (i, n) in t.nodes.iter().enumerate() {
            if n.cats & cat::MENTION != 0 {
                let name = t.text(i as u32, text);
                if !names.contains(&name) && names.len() < NAMES {
                    names.push(name);
                }
            }
        }
        // body -> where its function's return type begins (`->`), where the body ends with a
        // value (the value is the body's last child).
        let mut returns: HashMap<u32, usize> = HashMap::new();
        for &(piece, value) in t.pairs(Pair::Return) {
            let at = t.nodes[piece as usize].start;
            let start = returns.entry(t.nodes[value as usize].parent).or_insert(at);
            *start = (*start).min(at);
        }
        let mut rewrites = Vec::new();
        for &(_, body) in t.pairs(Pair::Absorb) {
            let b = &t.nodes[body as usize];
            let returns = returns.get(&body).map(|&start| Edit::cut(start, b.start));
            for name in &names {
                // As the value (the function returns the item's type), as a statement, and as a
                // statement without the return type, which the value no longer gives.
                for (with, bare) in [
                    ([b"{", *name, b"}"].concat(), false),
                    ([b"{", *name, b";}"].concat(), false),
                    ([b"{", *name, b";}"].concat(), true),
                ] {
                    if with.len() >= b.end - b.start || bare && returns.is_none() {
                        continue;
                    }
                    let mut edits: Vec<Edit> = returns.iter().filter(|_| bare).cloned().collect();
                    edits.push(Edit {
                        start: b.start,
                        end: b.end,
                        with,
                    });
                    rewrites.push(Rewrite { at: b.start, edits });
                }
            }
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_body_with_a_value_becomes_a_mention_with_or_without_its_return_type() {
        let rs = "struct C<T>;\nfn f() -> u8 { g(1) }\n";
        assert_eq!(
            rewritten("mention", "rust", rs),
            [
                "struct C<T>;\nfn f() -> u8 {C}\n",
                "struct C<T>;\nfn f() -> u8 {C;}\n",
                "struct C<T>;\nfn f() {C;}\n",
            ]
        );
    }

    #[test]
    fn a_body_becomes_a_mention_of_each_generic_item() {
        let rs = "struct C<T: Tr>;\nfn g<U>() {}\nimpl<T> C<T> {\n    fn f(self) { self.f() }\n}\n";
        assert_eq!(
            rewritten("mention", "rust", rs),
            [
                "struct C<T: Tr>;\nfn g<U>() {}\nimpl<T> C<T> {\n    fn f(self) {C}\n}\n",
                "struct C<T: Tr>;\nfn g<U>() {}\nimpl<T> C<T> {\n    fn f(self) {C;}\n}\n",
                "struct C<T: Tr>;\nfn g<U>() {}\nimpl<T> C<T> {\n    fn f(self) {g}\n}\n",
                "struct C<T: Tr>;\nfn g<U>() {}\nimpl<T> C<T> {\n    fn f(self) {g;}\n}\n",
            ]
        );
    }
}
