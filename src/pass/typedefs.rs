//! Type aliases inlined: every use of an alias's name replaced by the aliased type and the
//! alias dropped, in one candidate (`typedef unsigned long ulg; ulg x;` -> `unsigned long
//! x;`, `type A = u8;` in Rust).
//!
//! Aliases come from `@alias.name` with `@alias.type` (grammars/<lang>/names.scm); a use is an
//! `@identifier` with the name's text. A type with a body (`struct { ... }`) is not copied: two
//! copies would be two types.

use std::collections::HashMap;

use super::{Rewrite, Rewriter};
use crate::cut::Context;
use crate::edit::Edit;
use crate::syntax::{cat, SyntaxTable, NO_PARENT};

pub struct Typedefs;

/// The cut that removes the alias declared by `name`: its item, or the whole declaration when
/// it declares nothing else (`typedef int a;` rather than `typedef int ;`).
fn removal(t: &SyntaxTable, name: u32) -> Option<(usize, usize)> {
    let mut item = name;
    while t.nodes[item as usize].cats & cat::ITEM == 0 {
        item = t.nodes[item as usize].parent;
        if item == NO_PARENT {
            return None;
        }
    }
    loop {
        let parent = t.nodes[item as usize].parent;
        let list = t.list(parent)?;
        let alone = list.items.len() == 1 && t.nodes[parent as usize].cats & cat::ITEM != 0;
        if !alone {
            let i = list.items.iter().position(|&x| x == item)?;
            return Some(list.cut_range(t, i, i));
        }
        item = parent;
    }
}

impl Rewriter for Typedefs {
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let t = cx.syntax.expect("syntax passes run only with a parse");
        // Where each alias's name occurs, in one walk over the nodes.
        let mut uses: HashMap<&[u8], Vec<(usize, usize)>> = t
            .aliases
            .iter()
            .map(|&(name, _)| (t.text(name, cx.text), Vec::new()))
            .collect();
        for n in t.nodes.iter().filter(|n| n.cats & cat::IDENTIFIER != 0) {
            if let Some(at) = uses.get_mut(&cx.text[n.start..n.end]) {
                if at.last() != Some(&(n.start, n.end)) {
                    at.push((n.start, n.end));
                }
            }
        }
        let mut rewrites = Vec::new();
        for &(name, ty) in &t.aliases {
            let with = t.text(ty, cx.text);
            if with.contains(&b'{') {
                continue;
            }
            let Some((start, end)) = removal(t, name) else {
                continue;
            };
            let mut edits = vec![Edit::cut(start, end)];
            let outside = uses[t.text(name, cx.text)]
                .iter()
                .filter(|&&(s, e)| e <= start || s >= end);
            edits.extend(outside.map(|&(s, e)| Edit {
                start: s,
                end: e,
                with: with.to_vec(),
            }));
            edits.sort_by_key(|e| e.start);
            rewrites.push(Rewrite {
                at: t.nodes[name as usize].start,
                edits,
            });
        }
        rewrites.sort_by_key(|w| std::cmp::Reverse(w.at));
        rewrites
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrites(lang: &str, text: &str) -> Vec<String> {
        crate::pass::rewritten(&Typedefs, lang, text)
    }

    #[test]
    fn c_typedefs_are_inlined_and_dropped() {
        let c = "typedef unsigned long ulg;\ntypedef int a, b;\nulg x = (ulg)1;\nb y;\n\
                 typedef struct { int f; } S;\nS s;\n";
        assert_eq!(
            rewrites("c", c),
            [
                "typedef unsigned long ulg;\ntypedef int a;\nulg x = (ulg)1;\nint y;\n\
                 typedef struct { int f; } S;\nS s;\n",
                "typedef unsigned long ulg;\ntypedef int b;\nulg x = (ulg)1;\nb y;\n\
                 typedef struct { int f; } S;\nS s;\n",
                "typedef int a, b;\nunsigned long x = (unsigned long)1;\nb y;\n\
                 typedef struct { int f; } S;\nS s;\n",
            ]
        );
    }

    #[test]
    fn rust_type_aliases() {
        let rs = "type Id = u32;\nfn f(x: Id) -> Id { x }\ntype V<T> = Vec<T>;\n";
        assert_eq!(
            rewrites("rust", rs),
            ["fn f(x: u32) -> u32 { x }\ntype V<T> = Vec<T>;\n"]
        );
    }
}
