//! `namespaces`: a namespace replaced by what it holds, together with every `using namespace N;`
//! and `N::` that names it, in one candidate: `namespace N { int f(); } using namespace N;
//! int g = N::f();` -> `int f(); int g = f();`. `splice` alone leaves a directive naming a
//! namespace that is gone, which no compiler accepts. Every definition of one name goes at once
//! (a namespace may be opened many times). From the `@splice.outer` that are a `@namespace`,
//! and `@qualifier.name` with `@qualifier.end`.

use std::collections::BTreeMap;

use super::splice::contents;
use super::{disjoint, from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable};

pub struct Namespaces;

impl SyntaxRewriter for Namespaces {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        // name -> the namespaces of that name, as (definition, body).
        let mut defined: BTreeMap<&[u8], Vec<(u32, u32)>> = BTreeMap::new();
        for &(outer, body) in t.pairs(Pair::Splice) {
            if outer == body || t.nodes[outer as usize].cats & cat::NAMESPACE == 0 {
                continue;
            }
            let name = t
                .children(outer)
                .take_while(|&c| c != body)
                .find(|&c| t.nodes[c as usize].cats & cat::IDENTIFIER != 0);
            if let Some(name) = name {
                defined
                    .entry(t.text(name, text))
                    .or_default()
                    .push((outer, body));
            }
        }
        let mut rewrites = Vec::new();
        for (name, mut spaces) in defined {
            spaces.sort_unstable();
            spaces.dedup();
            let inside = |at: usize| {
                spaces.iter().any(|&(o, _)| {
                    let n = &t.nodes[o as usize];
                    n.start <= at && at < n.end
                })
            };
            let mut edits: Vec<Edit> = t
                .pairs(Pair::Qualifier)
                .iter()
                .filter(|&&(n, _)| t.text(n, text) == name)
                .map(|&(n, end)| {
                    let (n, end) = (&t.nodes[n as usize], &t.nodes[end as usize]);
                    Edit::cut(n.start.min(end.start), n.end.max(end.end))
                })
                .filter(|e| !inside(e.start))
                .collect();
            if edits.is_empty() {
                continue; // `splice` alone does it.
            }
            edits.extend(spaces.iter().map(|&(outer, body)| {
                let n = &t.nodes[outer as usize];
                Edit {
                    start: n.start,
                    end: n.end,
                    with: contents(t, body, text).to_vec(),
                }
            }));
            // A namespace inside another of its name goes with the outer one's text.
            let edits = disjoint(edits);
            rewrites.push(Rewrite {
                at: edits[0].start,
                edits,
            });
        }
        from_end(rewrites, Ties::Smallest)
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_namespace_goes_with_its_directives_and_qualifiers() {
        let cpp = "namespace n { int f(); }\nnamespace m { int h(); }\nusing namespace n;\n\
                   int g = n::f() + m::h();\n";
        assert_eq!(
            rewritten("namespaces", "cpp", cpp),
            [
                "namespace n { int f(); }\n int h(); \nusing namespace n;\nint g = n::f() + h();\n",
                " int f(); \nnamespace m { int h(); }\n\nint g = f() + m::h();\n",
            ]
        );
    }
}
