//! Parameters removed together with their arguments: for a function and a position, one
//! candidate deletes the parameter at that position from every declaration of the function
//! and the argument at that position from every call of it, so that the arities still agree
//! (which deleting one list item at a time never achieves). Likewise a generic type's type
//! parameter with the type argument at its position in every use of the type (`struct S<K, V>`
//! ... `S<K, V>` -> `struct S<K>` ... `S<K>`).
//!
//! Functions and calls come from `grammars/<lang>/calls.scm` (`@function.name` with
//! `@function.parameters`, `@call.name` with `@call.arguments`), generic types and their uses
//! from `@type.name` with `@type.parameters` and `@type.use` with `@type.arguments`; each kind
//! is paired by the name's text, functions with calls and types with uses. A name whose declarations disagree on the number of parameters (two methods of one
//! name in different classes) is left alone; a call with fewer arguments than the position
//! keeps them all.

use std::collections::HashMap;

use super::{disjoint, from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{List, Pair, SyntaxTable};

pub struct Params;

/// The parameter or argument lists of one name.
#[derive(Default)]
struct Uses<'t> {
    declarations: Vec<&'t List>,
    calls: Vec<&'t List>,
}

/// The declarations' and the uses' lists by name, for one kind of declaration (`Function`,
/// `Type`) and its kind of use (`Call`, `TypeUse`).
fn lists_by_name<'t>(
    t: &'t SyntaxTable,
    text: &[u8],
    declaration: Pair,
    usage: Pair,
) -> Vec<Uses<'t>> {
    let mut order: Vec<Uses> = Vec::new();
    let mut index: HashMap<&[u8], usize> = HashMap::new();
    let sides = [(t.pairs(declaration), true), (t.pairs(usage), false)];
    for (pairs, declares) in sides {
        for &(name, list) in pairs {
            let Some(list) = t.list(list) else { continue };
            let i = *index.entry(t.text(name, text)).or_insert_with(|| {
                order.push(Uses::default());
                order.len() - 1
            });
            let side = if declares {
                &mut order[i].declarations
            } else {
                &mut order[i].calls
            };
            side.push(list);
        }
    }
    order
}

impl SyntaxRewriter for Params {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let mut rewrites = Vec::new();
        let functions = lists_by_name(t, text, Pair::Function, Pair::Call);
        let types = lists_by_name(t, text, Pair::Type, Pair::TypeUse);
        for uses in functions.into_iter().chain(types) {
            let Some(first) = uses.declarations.iter().min_by_key(|l| l.node) else {
                continue;
            };
            let arity = first.items.len();
            if uses.declarations.iter().any(|l| l.items.len() != arity) {
                continue;
            }
            for i in 0..arity {
                let cut = |l: &List| {
                    let (start, end) = l.cut_range(t, i, i);
                    (start < end).then(|| Edit::cut(start, end))
                };
                let calls: Vec<Edit> = uses
                    .calls
                    .iter()
                    .filter(|l| l.items.len() > i)
                    .filter_map(|l| cut(l))
                    .collect();
                // Without a call and with one declaration this is one list item: `items`.
                if calls.is_empty() && uses.declarations.len() < 2 {
                    continue;
                }
                let edits = uses.declarations.iter().filter_map(|l| cut(l));
                rewrites.push(Rewrite {
                    at: t.nodes[first.items[i] as usize].start,
                    edits: disjoint(edits.chain(calls).collect()),
                });
            }
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    fn rewrites(lang: &str, text: &str) -> Vec<String> {
        crate::pass::rewritten("params", lang, text)
    }

    #[test]
    fn c_parameter_goes_with_every_argument_and_prototype() {
        let c = "int f(int a, int b);\nint f(int a, int b) { return a; }\n\
                 int g(void) { return f(1, f(2, 3)) + f(4, 5); }\n";
        assert_eq!(
            rewrites("c", c),
            [
                "int f(int a);\nint f(int a) { return a; }\n\
                 int g(void) { return f(1) + f(4); }\n",
                "int f(int b);\nint f(int b) { return a; }\n\
                 int g(void) { return f(f(3)) + f(5); }\n",
            ]
        );
    }

    #[test]
    fn nested_calls_in_a_removed_argument_go_with_it() {
        let c = "int f(int a, int b) { return b; }\nint x = f(f(1, 2), 3);\n";
        assert_eq!(
            rewrites("c", c)[1],
            "int f(int b) { return b; }\nint x = f(3);\n"
        );
    }

    #[test]
    fn javascript_methods_and_short_calls() {
        let js = "class A { m(x, y) { return y; } }\nnew A().m(1, 2);\nnew A().m(3);\n";
        assert_eq!(
            rewrites("javascript", js),
            [
                "class A { m(x) { return y; } }\nnew A().m(1);\nnew A().m(3);\n",
                "class A { m(y) { return y; } }\nnew A().m(2);\nnew A().m();\n",
            ]
        );
    }

    #[test]
    fn different_arities_are_left_alone() {
        let js = "class A { m(x) {} }\nclass B { m(x, y) {} }\na.m(1, 2);\n";
        assert!(rewrites("javascript", js).is_empty());
    }

    #[test]
    fn a_rust_type_parameter_goes_with_its_argument_in_every_use() {
        let rs =
            "struct S<K, V>(K, V);\nfn S(x: u8) {}\nimpl<K, V> S<K, V> {}\nfn f(s: S<u8, ()>) {}\n";
        assert_eq!(
            rewrites("rust", rs),
            [
                "struct S<K>(K, V);\nfn S(x: u8) {}\nimpl<K, V> S<K> {}\nfn f(s: S<u8>) {}\n",
                "struct S<V>(K, V);\nfn S(x: u8) {}\nimpl<K, V> S<V> {}\nfn f(s: S<()>) {}\n",
            ]
        );
    }

    #[test]
    fn rust_paths_and_no_method_calls() {
        let rs = "fn f(a: u8, b: u8) {}\nfn g() { f(1, 2); m::f(3, 4); x.f(5, 6); }\n";
        assert_eq!(
            rewrites("rust", rs)[0],
            "fn f(a: u8) {}\nfn g() { f(1); m::f(3); x.f(5, 6); }\n"
        );
    }
}
