//! `globals`: a local variable made a global (C-Reduce's local-to-global): its declaration
//! leaves the function for the top level, just before the function, and its uses in the
//! function go with it (`int f(){int a;for(a=0;;a++);}` -> `int a;int f(){for(a=0;;a++);}`).
//! A global starts as zero: a local read before it is written stops being undefined behaviour,
//! so a test that turns such candidates away (a compiler's `uninitialized` warning) takes the
//! moves after it, and the function may then go or merge while the variable stays.
//!
//! A local is a `@definition` whose list item is a statement of a function's body: its top-level
//! item holds a `@function.name`, and the item is no parameter (`@function.parameters`) and no
//! struct field (`@field.declaration`). One name per declaration. When its word occurs outside
//! the block that holds it (the function's own name, another function's variable), it takes
//! the shortest word the file does not use, at its declaration and every use after it.

use std::collections::{HashMap, HashSet};

use super::unused::word_positions;
use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{cat, SyntaxTable, NO_PARENT};

/// Each word of the text and where it starts.
type Words<'t> = HashMap<&'t [u8], Vec<usize>>;

pub struct Globals {
    reserved: Vec<&'static [u8]>,
}

impl Globals {
    pub fn new(lang: Option<&'static LangSpec>) -> Globals {
        Globals {
            reserved: crate::lang::reserved_words(lang),
        }
    }

    /// The shortest word of letters that `text` does not hold as a word and no keyword is,
    /// capitals first: a candidate must come before the best in shortlex order, and the moved
    /// declaration (`int A;`) then sorts before the function it left (`int a(){`).
    fn fresh(&self, words: &Words) -> Vec<u8> {
        let used = |w: &[u8]| self.reserved.contains(&w) || words.contains_key(w);
        let abc = || (b'A'..=b'Z').chain(b'a'..=b'z');
        let letters = abc().map(|c| vec![c]);
        let pairs = abc().flat_map(move |c| abc().map(move |d| vec![c, d]));
        letters
            .chain(pairs)
            .find(|w| !used(w))
            .unwrap_or_else(|| b"local_made_global".to_vec())
    }
}

impl SyntaxRewriter for Globals {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        // Where each word occurs, once for all the locals (a file may hold thousands).
        let words = word_positions(text);
        let occurrences = |w: &[u8]| words.get(w).map_or(&[][..], Vec::as_slice).iter().copied();
        // Whether a top-level item holds a function, once per item, not once per local in it.
        let mut functions: HashMap<u32, bool> = HashMap::new();
        let mut in_function = |top: u32| {
            *functions.entry(top).or_insert_with(|| {
                let n = &t.nodes[top as usize];
                t.nodes[top as usize..n.subtree_end as usize]
                    .iter()
                    .any(|m| m.cats & cat::FUNCTION_NAME != 0)
            })
        };
        let mut rewrites = Vec::new();
        let mut done: HashSet<u32> = HashSet::new();
        for (d, def) in t.nodes.iter().enumerate() {
            if def.cats & cat::DEFINITION == 0 {
                continue;
            }
            // The statement that declares it, straight in the function's body: the item above
            // the definition (with the declarator between them, where the grammar makes the
            // declarators a list).
            let top = t.top_level(d as u32);
            let mut chain = Vec::new();
            let mut up = t.nodes[d].parent;
            let mut at = d as u32;
            while at != top && at != NO_PARENT {
                if t.nodes[at as usize].cats & cat::ITEM != 0 {
                    chain.push(at);
                }
                at = up;
                up = t.nodes[at as usize].parent;
            }
            let item = match chain[..] {
                [item] => item,
                [declarator, item] if t.nodes[declarator as usize].parent == item => item,
                _ => continue,
            };
            let block = t.nodes[item as usize].parent;
            let stray = cat::FUNCTION_PARAMETERS | cat::FIELD_DECLARATION;
            let nested = (d as u32..t.nodes[item as usize].subtree_end)
                .any(|m| m != d as u32 && t.nodes[m as usize].cats & cat::DEFINITION != 0);
            if done.contains(&item)
                || block == NO_PARENT
                || !in_function(top)
                || nested
                || t.nodes[block as usize].cats & stray != 0
                || t.nodes[item as usize].cats & stray != 0
            {
                continue;
            }
            done.insert(item);
            let name = &text[def.start..def.end];
            let (b, top_start) = (&t.nodes[block as usize], t.nodes[top as usize].start);
            let inside = |i: usize| b.start <= i && i < b.end;
            let it = &t.nodes[item as usize];
            let declared =
                |to: &[u8]| [&text[it.start..def.start], to, &text[def.end..it.end]].concat();
            // The name stays where it is unique to the block and the move comes first in
            // shortlex order as it is.
            let before =
                |moved: &[u8]| moved < &text[top_start..(top_start + moved.len()).min(text.len())];
            let (to, moved) = match occurrences(name).all(inside) && before(&declared(name)) {
                true => (name.to_vec(), declared(name)),
                false => {
                    let to = self.fresh(&words);
                    let moved = declared(&to);
                    (to, moved)
                }
            };
            let mut edits = vec![Edit {
                start: top_start,
                end: top_start,
                with: moved,
            }];
            edits.extend(
                t.item_cuts(&[item])
                    .into_iter()
                    .map(|(s, e)| Edit::cut(s, e)),
            );
            if to != name {
                let uses = occurrences(name).filter(|&i| i >= it.end && i < b.end);
                edits.extend(uses.map(|i| Edit {
                    start: i,
                    end: i + name.len(),
                    with: to.clone(),
                }));
            }
            rewrites.push(Rewrite {
                at: it.start,
                edits,
            });
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    fn all(text: &str) -> Vec<String> {
        crate::pass::rewritten("globals", "c", text)
    }

    #[test]
    fn a_local_goes_before_its_function_under_a_name_of_its_own() {
        assert_eq!(
            all("int a(){int a;for(a=0;;a++);}int main(){}"),
            ["int A;int a(){for(A=0;;A++);}int main(){}"]
        );
        assert_eq!(
            all("int f(void) { int n = 2; return n; }"),
            ["int A = 2;int f(void) { return A; }"]
        );
        assert_eq!(
            all("void f(void) { int n = 2; n++; }"),
            ["int n = 2;void f(void) { n++; }"]
        );
    }

    #[test]
    fn parameters_fields_and_globals_stay() {
        assert!(all("int x;\nstruct s { int a; };\nint f(int p) { return p + x; }\n").is_empty());
    }
}
