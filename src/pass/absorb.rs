//! `absorb`: a function's body moved into another function and the function dropped, head and
//! braces: `int a(){return+0;}int main(){}` -> `int main(){return+0;}`. Where the function is
//! called once, as a statement, its statements take the call's place (an inlining without the
//! parameters); they also go first into the next function and into the file's last one (in C
//! and Rust most often `main`). A function that only carries a bug's statements costs a
//! head, braces and a call; this is C-Reduce's and the peers' way out of that local minimum,
//! where no cut helps: the statements must move for the function to go. From
//! `@absorb.function` with `@absorb.body`, and the `@function.name`s and `@call.name`s.

use std::collections::HashMap;

use super::{disjoint, from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable};

pub struct Absorb;

impl SyntaxRewriter for Absorb {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let functions = t.pairs(Pair::Absorb);
        let body_of: HashMap<u32, u32> = functions.iter().copied().collect();
        // A function's name, where its head (before the body) has one.
        let mut named: HashMap<&[u8], Vec<u32>> = HashMap::new();
        for &(name, _) in t.pairs(Pair::Function) {
            let Some(f) = t.enclosing(name, cat::ABSORB_FUNCTION) else {
                continue;
            };
            if body_of.get(&f).is_some_and(|&b| name_before(t, name, b)) {
                named.entry(t.text(name, text)).or_default().push(f);
            }
        }
        // function -> the calls of it, each with the function it stands in.
        let mut calls: HashMap<u32, Vec<(u32, u32)>> = HashMap::new();
        for &(name, args) in t.pairs(Pair::Call) {
            let call = t.nodes[args as usize].parent;
            let Some(caller) = t.enclosing(call, cat::ABSORB_FUNCTION) else {
                continue;
            };
            for &f in named.get(t.text(name, text)).into_iter().flatten() {
                calls.entry(f).or_default().push((caller, call));
            }
        }
        // The functions by where they start, for the next one after a place.
        let mut starts: Vec<(usize, u32)> = functions
            .iter()
            .map(|&(f, _)| (t.nodes[f as usize].start, f))
            .collect();
        starts.sort_unstable();
        let last = starts.last().map(|&(_, f)| f);
        let mut rewrites = Vec::new();
        for &(f, body) in functions {
            let Some(statements) = inside(t, text, body) else {
                continue;
            };
            let Some((start, end)) = t.declaration_cut(f) else {
                continue;
            };
            let apart = |g: u32| {
                let n = &t.nodes[g as usize];
                n.end <= start || end <= n.start
            };
            let mut places: Vec<Edit> = Vec::new();
            // A function called once (not counting itself) gives its body to the call.
            let calls: Vec<(u32, u32)> = calls
                .get(&f)
                .into_iter()
                .flatten()
                .copied()
                .filter(|&(caller, _)| apart(caller))
                .collect();
            if let [(caller, call)] = calls[..] {
                places.push(match statement(t, text, call) {
                    Some((s, e)) => Edit {
                        start: s,
                        end: e,
                        with: statements.to_vec(),
                    },
                    None => first_in(t, body_of[&caller], statements),
                });
            }
            let next = starts
                .get(starts.partition_point(|&(s, _)| s < end))
                .map(|&(_, g)| g);
            for g in next.into_iter().chain(last).filter(|&g| apart(g)) {
                places.push(first_in(t, body_of[&g], statements));
            }
            places.sort_by_key(|e| (e.start, e.end));
            places.dedup_by_key(|e| (e.start, e.end));
            for place in places {
                rewrites.push(Rewrite {
                    at: start,
                    edits: disjoint(vec![Edit::cut(start, end), place]),
                });
            }
        }
        from_end(rewrites, Ties::Smallest)
    }
}

/// Whether the name node comes before the body: the function's own name, not one declared
/// inside it.
fn name_before(t: &SyntaxTable, name: u32, body: u32) -> bool {
    t.nodes[name as usize].start < t.nodes[body as usize].start
}

/// The statements of a braced body, without the braces; None for an empty one (deleting it is
/// the cuts' work).
fn inside<'t>(t: &SyntaxTable, text: &'t [u8], body: u32) -> Option<&'t [u8]> {
    let inner = t.text(body, text).strip_prefix(b"{")?.strip_suffix(b"}")?;
    (!inner.trim_ascii().is_empty()).then_some(inner.trim_ascii())
}

/// The statement a call is, with its `;`, if the call is all of it.
fn statement(t: &SyntaxTable, text: &[u8], call: u32) -> Option<(usize, usize)> {
    let c = &t.nodes[call as usize];
    let p = t.nodes.get(c.parent as usize)?;
    (p.start == c.start && text[c.end..p.end].trim_ascii() == b";").then_some((p.start, p.end))
}

/// The statements put first in a body.
fn first_in(t: &SyntaxTable, body: u32, statements: &[u8]) -> Edit {
    let at = t.nodes[body as usize].start + 1;
    Edit {
        start: at,
        end: at,
        with: statements.to_vec(),
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_body_goes_to_its_call_or_to_the_next_and_the_last_function() {
        // Not called: into the next function, which is also the last.
        assert_eq!(
            rewritten("absorb", "c", "int a(){return+0;}int main(){}"),
            ["int main(){return+0;}"]
        );
        // Called as a statement: in the call's place; also first in the next and the last.
        let c = "void f(){x++;}\nint g(){y++;}\nint main(){f();return 0;}\n";
        let mut got = rewritten("absorb", "c", c);
        got.sort();
        assert_eq!(
            got,
            [
                "int g(){x++;y++;}\nint main(){f();return 0;}\n",
                "int g(){y++;}\nint main(){x++;f();return 0;}\n",
                "int g(){y++;}\nint main(){x++;return 0;}\n",
                "void f(){x++;}\nint main(){y++;f();return 0;}\n",
            ]
        );
    }

    #[test]
    fn rust_functions_are_absorbed_too() {
        assert_eq!(
            rewritten(
                "absorb",
                "rust",
                "fn a() { let x: u8 = 256; }\nfn main() {}\n"
            ),
            ["fn main() {let x: u8 = 256;}\n"]
        );
    }
}
