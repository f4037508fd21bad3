//! Names inlined: every use of a name replaced by the text it stands for and its declaration
//! dropped, in one candidate.
//!
//! - `typedefs`: type aliases (`typedef unsigned long ulg; ulg x;` -> `unsigned long x;`,
//!   `type A = u8;` in Rust), from `@alias.name` with `@alias.type`, every use in the file.
//! - `inline`: local variables (`int *c = b; *c = 0;` -> `*b = 0;`), from `@var.name` with
//!   `@var.value`, the uses after the declaration in the block that holds it. The value is
//!   copied as it is, without parentheses: where precedence changes what it means, the test
//!   says no.
//!
//! A use is an `@identifier` with the name's text. A type or value with braces (`struct { ...
//! }`, `{1, 2}`, a block) is not copied: two copies would be two types, or no expression.

use std::collections::HashMap;

use super::{Rewrite, Rewriter};
use crate::cut::Context;
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable, NO_PARENT};

pub struct Typedefs;

/// The `inline` pass.
pub struct Inline;

/// The cut that removes the name's declaration: its item, or the whole declaration when it
/// declares nothing else (`typedef int a;` rather than `typedef int ;`).
pub(super) fn removal(t: &SyntaxTable, name: u32) -> Option<(usize, usize)> {
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

/// Where a local variable's scope ends: with the node that holds its declaration statement
/// (the nearest `@delete` above the name), its block.
pub(super) fn scope_end(t: &SyntaxTable, name: u32) -> usize {
    let mut n = name;
    while n != NO_PARENT && t.nodes[n as usize].cats & cat::DELETE == 0 {
        n = t.nodes[n as usize].parent;
    }
    match n {
        NO_PARENT => t.nodes[name as usize].end,
        n => match t.nodes[n as usize].parent {
            NO_PARENT => usize::MAX,
            p => t.nodes[p as usize].end,
        },
    }
}

/// One candidate per `(name, text)` pair: the declaration removed, the uses replaced; with
/// `scoped`, only the uses after the declaration in the node that holds it.
fn inline(cx: &Context, pairs: &[(u32, u32)], scoped: bool) -> Vec<Rewrite> {
    let t = cx.syntax.expect("syntax passes run only with a parse");
    // Where each name occurs, in one walk over the nodes.
    let mut uses: HashMap<&[u8], Vec<(usize, usize)>> = pairs
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
    for &(name, value) in pairs {
        let with = t.text(value, cx.text);
        if with.contains(&b'{') {
            continue;
        }
        let Some((start, end)) = removal(t, name) else {
            continue;
        };
        let within = match scoped {
            true => end..scope_end(t, name),
            false => 0..usize::MAX,
        };
        let mut edits = vec![Edit::cut(start, end)];
        let outside = uses[t.text(name, cx.text)]
            .iter()
            .filter(|&&(s, e)| (e <= start || s >= end) && within.contains(&s));
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

impl Rewriter for Typedefs {
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let t = cx.syntax.expect("syntax passes run only with a parse");
        inline(cx, t.pairs(Pair::Alias), false)
    }
}

impl Rewriter for Inline {
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let t = cx.syntax.expect("syntax passes run only with a parse");
        inline(cx, t.pairs(Pair::Var), true)
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
    fn local_variables_are_inlined_in_their_block() {
        let c =
            "int b[1];\nvoid f(void){int*c=b;*c=0;{int d=2;b[0]=d+d;}}\nint g(void){return d;}\n";
        assert_eq!(
            crate::pass::rewritten(&Inline, "c", c),
            [
                "int b[1];\nvoid f(void){int*c=b;*c=0;{b[0]=2+2;}}\nint g(void){return d;}\n",
                "int b[1];\nvoid f(void){*b=0;{int d=2;b[0]=d+d;}}\nint g(void){return d;}\n",
            ]
        );
        // One of two declarators: the uses in the statements after it go too.
        let two = "int f(void){int x=1,y=x;return x+y;}";
        assert_eq!(
            crate::pass::rewritten(&Inline, "c", two),
            [
                "int f(void){int x=1;return x+x;}",
                "int f(void){int y=1;return 1+y;}"
            ]
        );
        let js = "let a=f(x);g(a);function h(){const b={};return b}";
        assert_eq!(
            crate::pass::rewritten(&Inline, "javascript", js),
            ["g(f(x));function h(){const b={};return b}"]
        );
        let rs = "fn f(){let a=g(1);h(a,a);}";
        assert_eq!(
            crate::pass::rewritten(&Inline, "rust", rs),
            ["fn f(){h(g(1),g(1));}"]
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
