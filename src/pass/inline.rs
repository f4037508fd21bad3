//! `inline`: a variable inlined (`int *c = b; *c = 0;` -> `*b = 0;`): from `@var.name`
//! with `@var.value`, the uses after the declaration in what holds it (a block; in C++ also a
//! namespace or the file) replaced by the value, the declaration dropped, in one candidate.
//! The value is copied as it is, without parentheses: where precedence changes what it means,
//! the test says no.
//!
//! [`substitute`] does the work for `typedefs` too. A use is an `@identifier` with the name's
//! text. A value or type with braces (`{1, 2}`, a block, `struct { ... }`) is not copied: two
//! copies would be no expression, or two types.

use std::collections::HashMap;

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, SyntaxTable};

pub struct Inline;

impl SyntaxRewriter for Inline {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        substitute(t, text, t.pairs(crate::syntax::Pair::Var), true)
    }
}

/// One candidate per `(name, text)` pair: the declaration removed, the uses replaced by the
/// text; with `scoped`, only the uses after the declaration in the node that holds it.
pub(super) fn substitute(
    t: &SyntaxTable,
    text: &[u8],
    pairs: &[(u32, u32)],
    scoped: bool,
) -> Vec<Rewrite> {
    // Where each name occurs, in one walk over the nodes.
    let mut uses: HashMap<&[u8], Vec<(usize, usize)>> = pairs
        .iter()
        .map(|&(name, _)| (t.text(name, text), Vec::new()))
        .collect();
    for n in t.nodes.iter().filter(|n| n.cats & cat::IDENTIFIER != 0) {
        if let Some(at) = uses.get_mut(&text[n.start..n.end]) {
            if at.last() != Some(&(n.start, n.end)) {
                at.push((n.start, n.end));
            }
        }
    }
    let mut rewrites = Vec::new();
    for &(name, value) in pairs {
        let with = t.text(value, text);
        if with.contains(&b'{') {
            continue;
        }
        let Some((list, (start, end))) = t.declaration(name) else {
            continue;
        };
        // In scope: up to the end of the block the declaration statement is in, or of the
        // list it goes from, where that holds more (Go's `const ( a = 1 )` at the top level);
        // a parameter's default, up to the end of its function.
        let list = &t.nodes[list as usize];
        let list_end = match list.cats & cat::FUNCTION_PARAMETERS != 0 {
            true => t.nodes[list.parent as usize].end,
            false => list.end,
        };
        let within = match scoped {
            true => end..t.scope_end(name).max(list_end),
            false => 0..usize::MAX,
        };
        let mut edits = vec![Edit::cut(start, end)];
        let outside = uses[t.text(name, text)]
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
    from_end(rewrites, Ties::AsFound)
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn local_variables_are_inlined_in_their_block() {
        let c =
            "int b[1];\nvoid f(void){int*c=b;*c=0;{int d=2;b[0]=d+d;}}\nint g(void){return d;}\n";
        assert_eq!(
            rewritten("inline", "c", c),
            [
                "int b[1];\nvoid f(void){int*c=b;*c=0;{b[0]=2+2;}}\nint g(void){return d;}\n",
                "int b[1];\nvoid f(void){*b=0;{int d=2;b[0]=d+d;}}\nint g(void){return d;}\n",
            ]
        );
        // One of two declarators: the uses in the statements after it go too.
        let two = "int f(void){int x=1,y=x;return x+y;}";
        assert_eq!(
            rewritten("inline", "c", two),
            [
                "int f(void){int x=1;return x+x;}",
                "int f(void){int y=1;return 1+y;}"
            ]
        );
        let js = "let a=f(x);g(a);function h(){const b={};return b}";
        assert_eq!(
            rewritten("inline", "javascript", js),
            ["g(f(x));function h(){const b={};return b}"]
        );
        let rs = "fn f(){let a=g(1);h(a,a);}";
        assert_eq!(rewritten("inline", "rust", rs), ["fn f(){h(g(1),g(1));}"]);
    }

    #[test]
    fn a_grammar_pairs_a_name_with_the_value_beside_it() {
        // No query: the `name` and `value` fields of one node.
        let ts = "type a = 'e'\ntype b = a | 1\n";
        assert_eq!(
            rewritten("inline", "typescript", ts),
            ["type a = 'e'\n", "type b = 'e' | 1\n"]
        );
        let go = "package p\nconst a = 1 << 3\nfunc f() int { return a }\n";
        assert_eq!(
            rewritten("inline", "go", go),
            ["package p\nfunc f() int { return 1 << 3 }\n"]
        );
        // Beside the pairs the queries found: Python's assignment, and a default argument.
        let py = "def f(a=2):\n    return a\nb = 1\nprint(b)\n";
        assert_eq!(
            rewritten("inline", "python", py),
            [
                "def f(a=2):\n    return a\nprint(1)\n",
                "def f():\n    return 2\nb = 1\nprint(b)\n",
            ]
        );
    }
}
