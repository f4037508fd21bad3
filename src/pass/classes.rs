//! `classes`: a class without members made `int`: every `class a` or `struct a {}` of one name
//! deleted and every other use of the name replaced by `int`, in one candidate
//! (`class a; e<a> x;` -> `; e<int> x;`). From `@struct.name`. Deleting the class alone leaves
//! its uses undeclared and putting `int` for a use alone makes the file longer, so no cut or
//! single rewrite reaches it; a test that needs some type there mostly takes `int` as well.

use std::collections::BTreeMap;

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, SyntaxTable};

pub struct Classes;

impl SyntaxRewriter for Classes {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        // The specifiers (`class a`, `struct a {}`) of each name.
        let mut classes: BTreeMap<&[u8], Vec<(usize, usize)>> = BTreeMap::new();
        for n in t.nodes.iter().filter(|n| n.cats & cat::STRUCT_NAME != 0) {
            let class = &t.nodes[n.parent as usize];
            if !members_none(&text[n.end..class.end]) {
                continue;
            }
            let at = classes.entry(&text[n.start..n.end]).or_default();
            if at.last() != Some(&(class.start, class.end)) {
                at.push((class.start, class.end));
            }
        }
        if classes.is_empty() {
            return Vec::new();
        }
        let mut uses: BTreeMap<&[u8], Vec<(usize, usize)>> = BTreeMap::new();
        for n in t.nodes.iter().filter(|n| n.cats & cat::IDENTIFIER != 0) {
            let name = &text[n.start..n.end];
            let Some(specifiers) = classes.get(name) else {
                continue;
            };
            let inside = specifiers.iter().any(|&(s, e)| s <= n.start && n.end <= e);
            let at = uses.entry(name).or_default();
            if !inside && at.last() != Some(&(n.start, n.end)) {
                at.push((n.start, n.end));
            }
        }
        let rewrites = classes
            .iter()
            .map(|(name, specifiers)| {
                let mut edits: Vec<Edit> =
                    specifiers.iter().map(|&(s, e)| Edit::cut(s, e)).collect();
                edits.extend(uses.get(name).into_iter().flatten().map(|&(s, e)| Edit {
                    start: s,
                    end: e,
                    with: b"int".to_vec(),
                }));
                edits.sort_by_key(|e| e.start);
                Rewrite {
                    at: specifiers[0].0,
                    edits,
                }
            })
            .collect();
        from_end(rewrites, Ties::AsFound)
    }
}

/// What follows a class's name declares no member and no base: nothing, or `{}`.
fn members_none(rest: &[u8]) -> bool {
    let rest: Vec<u8> = rest
        .iter()
        .copied()
        .filter(|b| !b.is_ascii_whitespace())
        .collect();
    rest.is_empty() || rest == b"{}"
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn an_empty_class_becomes_int() {
        let cpp = "class a;\nstruct b { int x; };\ntemplate <class T> struct e {};\n\
                   e<a> x;\nstruct c {};\nc *p = (c *)0;\nclass a;\n";
        assert_eq!(
            rewritten("classes", "cpp", cpp),
            [
                "class a;\nstruct b { int x; };\ntemplate <class T> struct e {};\n\
                 e<a> x;\n;\nint *p = (int *)0;\nclass a;\n",
                ";\nstruct b { int x; };\ntemplate <class T> struct e {};\n\
                 e<int> x;\nstruct c {};\nc *p = (c *)0;\n;\n",
            ]
        );
        // A class declared in a block a parse error hides.
        let broken = "namespace n __attribute__((v)) { class a }\nstatic_assert(e<a,int>::h);";
        assert_eq!(
            rewritten("classes", "cpp", broken),
            ["namespace n __attribute__((v)) {  }\nstatic_assert(e<int,int>::h);"]
        );
    }
}
