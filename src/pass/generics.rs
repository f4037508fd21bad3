//! `generics`: a generic parameter made concrete. Every item that declares or bounds one name
//! in one scope (a C++ template's `class T`, a Rust `T: Clone` and the where-predicate
//! `T: Send`) goes, and the name's other uses in the scope become the language's simplest type,
//! in one candidate: `template <class T> T f(T x)` -> `int f(int x)`,
//! `fn f<T: Clone>(x: &T) where T: Send` -> `fn f(x: &i32)`. None of those edits works alone.
//! From `@generic.name` with `@generic.parameter`.

use std::collections::BTreeMap;

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{cat, Pair, SyntaxTable};

pub struct Generics {
    /// The language's simplest type: the uses' replacement.
    with: Option<&'static str>,
}

impl Generics {
    pub fn new(lang: Option<&'static LangSpec>) -> Generics {
        Generics {
            with: lang.and_then(|l| l.simplest_type),
        }
    }
}

impl SyntaxRewriter for Generics {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let Some(with) = self.with else {
            return Vec::new();
        };
        // (scope, name) -> the items that declare or bound it; the scope is what holds the
        // parameter list (the template, the function).
        let mut groups: BTreeMap<(u32, &[u8]), Vec<u32>> = BTreeMap::new();
        for &(name, item) in t.pairs(Pair::Generic) {
            let list = t.nodes[item as usize].parent;
            let scope = t.nodes[list as usize].parent;
            if scope != crate::syntax::NO_PARENT {
                groups
                    .entry((scope, t.text(name, text)))
                    .or_default()
                    .push(item);
            }
        }
        let mut out = Vec::new();
        for ((scope, name), mut items) in groups {
            items.sort_unstable();
            items.dedup();
            let cuts = whole_lists(t, &items);
            let s = &t.nodes[scope as usize];
            let mut edits: Vec<Edit> = cuts.iter().map(|&(a, b)| Edit::cut(a, b)).collect();
            let cut = |at: usize| cuts.iter().any(|&(a, b)| a <= at && at < b);
            let mut last = None;
            for n in &t.nodes[scope as usize..s.subtree_end as usize] {
                let same = n.cats & cat::IDENTIFIER != 0 && &text[n.start..n.end] == name;
                if same && !cut(n.start) && last != Some(n.start) {
                    last = Some(n.start);
                    edits.push(Edit {
                        start: n.start,
                        end: n.end,
                        with: with.as_bytes().to_vec(),
                    });
                }
            }
            edits.sort_by_key(|e| e.start);
            out.push(Rewrite { at: s.start, edits });
        }
        from_end(out, Ties::Smallest)
    }
}

/// The cuts that delete `items` (sorted list items); a list that loses every item goes whole,
/// with the tokens before it in its parent when there are only tokens (C++'s `template`).
fn whole_lists(t: &SyntaxTable, items: &[u32]) -> Vec<(usize, usize)> {
    let mut cuts = Vec::new();
    let mut partial = Vec::new();
    let mut k = 0;
    while k < items.len() {
        let list = t.nodes[items[k] as usize].parent;
        let run = items[k..]
            .iter()
            .take_while(|&&i| t.nodes[i as usize].parent == list)
            .count();
        let whole = t
            .list(list)
            .is_some_and(|l| l.items.len() == run && l.items == items[k..k + run]);
        if whole {
            let l = &t.nodes[list as usize];
            let parent = l.parent;
            let only_tokens = t
                .children(parent)
                .take_while(|&c| c != list)
                .all(|c| !t.nodes[c as usize].named);
            let start = match only_tokens {
                true => t.nodes[parent as usize].start,
                false => l.start,
            };
            cuts.push((start, l.end));
        } else {
            partial.extend_from_slice(&items[k..k + run]);
        }
        k += run;
    }
    cuts.extend(t.item_cuts(&partial));
    cuts.sort_unstable();
    cuts
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_template_parameter_becomes_int() {
        let cpp = "template <typename T> T f(T x) { return x; }\nint g() { return f(1); }\n";
        assert_eq!(
            rewritten("generics", "cpp", cpp),
            [" int f(int x) { return x; }\nint g() { return f(1); }\n"]
        );
    }

    #[test]
    fn a_rust_parameter_goes_with_its_bounds_and_where_clause() {
        let rs = "fn f<T: Clone + Default, U>(x: &T, n: U) -> Option<T> where T: Send { g(x) }";
        let ws = rewritten("generics", "rust", rs);
        assert!(
            ws.contains(&"fn f<U>(x: &i32, n: U) -> Option<i32>  { g(x) }".to_string()),
            "{ws:#?}"
        );
    }
}
