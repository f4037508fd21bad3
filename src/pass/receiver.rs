//! `receiver`: a method made an associated function: its `self` parameter goes, and every call
//! `x.m(a)` of its name becomes `Owner::m(a)` (the impl's type by its bare name, its type
//! arguments left to inference) or `Self::m(a)`, in one candidate:
//! `impl<T> c<T> { fn m(self, x: u8) {} fn n(self) { self.m(1) } }` ->
//! `... fn m(x: u8) {} fn n(self) { c::m(1) } }`. Without the receiver, a method's calls are
//! plain calls: `params` can then take a parameter with its arguments, `absorb` and `inline-calls`
//! can reach it, and the impl can give the function up. From `@method.owner` with
//! `@method.receiver` (an impl's type name and the receiver of one of its methods), the
//! `@function.name`s and the `@method.call`s (the method name of a method call).

use std::collections::HashMap;

use super::{disjoint, from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable};

pub struct Receiver;

impl SyntaxRewriter for Receiver {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        // parameter list -> the function's name.
        let names: HashMap<u32, &[u8]> = t
            .pairs(Pair::Function)
            .iter()
            .map(|&(name, params)| (params, t.text(name, text)))
            .collect();
        // method name -> the calls' `x.m` spans.
        let mut calls: HashMap<&[u8], Vec<(usize, usize)>> = HashMap::new();
        for (i, n) in t.nodes.iter().enumerate() {
            if n.cats & cat::METHOD_CALL != 0 {
                let access = &t.nodes[n.parent as usize];
                calls
                    .entry(t.text(i as u32, text))
                    .or_default()
                    .push((access.start, n.end));
            }
        }
        let mut rewrites = Vec::new();
        for &(owner, receiver) in t.pairs(Pair::Method) {
            let params = t.nodes[receiver as usize].parent;
            let (Some(&name), Some((start, end))) =
                (names.get(&params), t.declaration_cut(receiver))
            else {
                continue;
            };
            let calls = calls.get(name).map_or(&[][..], |c| &c[..]);
            // With no calls, the two paths make one candidate.
            let paths: [&[u8]; 2] = [t.text(owner, text), b"Self"];
            for &path in &paths[..if calls.is_empty() { 1 } else { 2 }] {
                let mut edits = vec![Edit::cut(start, end)];
                for &(s, e) in calls {
                    edits.push(Edit {
                        start: s,
                        end: e,
                        with: [path, b"::", name].concat(),
                    });
                }
                rewrites.push(Rewrite {
                    at: start,
                    edits: disjoint(edits),
                });
            }
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_method_loses_its_receiver_and_its_calls_name_the_type() {
        let rs = "impl<T> C<T> {\n    fn m(&self, x: u8) {}\n    fn n(self) { self.m(1) }\n}\n";
        assert_eq!(
            rewritten("receiver", "rust", rs),
            [
                "impl<T> C<T> {\n    fn m(&self, x: u8) {}\n    fn n() { self.m(1) }\n}\n",
                "impl<T> C<T> {\n    fn m(x: u8) {}\n    fn n(self) { C::m(1) }\n}\n",
                "impl<T> C<T> {\n    fn m(x: u8) {}\n    fn n(self) { Self::m(1) }\n}\n",
            ]
        );
    }
}
