//! Unused declarations, all at once: every list item that declares names (`@definition`) none
//! of which occurs outside the item, deleted in one candidate, then in halves and quarters.
//!
//! `nodes` and `items` try each declaration alone and grow over runs of neighbours, which
//! costs at least one test per run of deletable items; in a preprocessed file the unused
//! prototypes, typedefs and globals are scattered between the used ones. A name counts as used
//! wherever its word occurs outside the item (strings, comments and macro bodies too), so an
//! item this pass deletes is only ever referred to by itself. Items of parameter and argument
//! lists are left alone (their arity must match), as are reserved names (`main`).

use std::collections::HashMap;

use super::rename::word_counts;
use super::{ladder, Rewrite, SyntaxRewriter};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{cat, SyntaxTable, NO_PARENT};

pub struct Unused {
    reserved: Vec<&'static [u8]>,
}

impl Unused {
    pub fn new(lang: Option<&'static LangSpec>) -> Unused {
        Unused {
            reserved: lang
                .into_iter()
                .flat_map(|l| l.reserved())
                .map(str::as_bytes)
                .collect(),
        }
    }

    /// Items (node indices) whose names occur nowhere else, outermost kept when nested.
    fn unused(&self, t: &SyntaxTable, text: &[u8]) -> Vec<u32> {
        let fixed_arity = |list: u32| {
            t.nodes[list as usize].cats & (cat::FUNCTION_PARAMETERS | cat::CALL_ARGUMENTS) != 0
        };
        // The item each definition belongs to: the nearest list item around it.
        let mut own: HashMap<u32, Vec<&[u8]>> = HashMap::new();
        for (i, n) in t.nodes.iter().enumerate() {
            if n.cats & cat::DEFINITION == 0 {
                continue;
            }
            let mut up = i as u32;
            while up != NO_PARENT && t.nodes[up as usize].cats & cat::ITEM == 0 {
                up = t.nodes[up as usize].parent;
            }
            if up != NO_PARENT {
                own.entry(up).or_default().push(&text[n.start..n.end]);
            }
        }
        let counts = word_counts(text);
        let mut unused: Vec<u32> = own
            .into_iter()
            .filter(|&(item, ref names)| {
                let n = &t.nodes[item as usize];
                if fixed_arity(n.parent) {
                    return false;
                }
                let inside = word_counts(&text[n.start..n.end]);
                names
                    .iter()
                    .all(|w| !self.reserved.contains(w) && counts.get(w) == inside.get(w))
            })
            .map(|(item, _)| item)
            .collect();
        unused.sort_unstable();

        // A list whose items all go goes whole, when it is an item itself (`int a, b;`
        // rather than `int ;`). Inner lists come later in pre-order: go from the end.
        for list in t.lists.iter().rev() {
            let node = &t.nodes[list.node as usize];
            let all = list.items.iter().all(|i| unused.binary_search(i).is_ok());
            if all && node.cats & cat::ITEM != 0 && !fixed_arity(node.parent) {
                unused.retain(|i| list.items.binary_search(i).is_err());
                if let Err(at) = unused.binary_search(&list.node) {
                    unused.insert(at, list.node);
                }
            }
        }
        // Nested items go with the outer one.
        let mut outer_end = 0;
        unused.retain(|&i| {
            let n = &t.nodes[i as usize];
            let keep = n.start >= outer_end;
            if keep {
                outer_end = n.end;
            }
            keep
        });
        unused
    }
}

/// The cuts that delete `items` (sorted, disjoint): runs of neighbours in one list go as one
/// run, with one separator.
fn cuts(t: &SyntaxTable, items: &[u32]) -> Vec<Edit> {
    let mut edits = Vec::new();
    let mut k = 0;
    while k < items.len() {
        let parent = t.nodes[items[k] as usize].parent;
        let Some(list) = t.list(parent) else {
            k += 1;
            continue;
        };
        let first = list.items.iter().position(|&i| i == items[k]);
        let Some(first) = first else {
            k += 1;
            continue;
        };
        let mut last = first;
        while k + 1 < items.len() && list.items.get(last + 1) == Some(&items[k + 1]) {
            last += 1;
            k += 1;
        }
        let (start, end) = list.cut_range(t, first, last);
        if start < end {
            edits.push(Edit::cut(start, end));
        }
        k += 1;
    }
    edits.sort_by_key(|e| e.start);
    edits
}

impl SyntaxRewriter for Unused {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let unused = self.unused(t, text);
        let mut rewrites = Vec::new();
        // All, then halves, then quarters: each a global candidate, in that order.
        for chunk in ladder(&unused, &[1, 2, 4]) {
            let edits = cuts(t, chunk);
            if !edits.is_empty() {
                rewrites.push(Rewrite {
                    at: text.len(),
                    edits,
                });
            }
        }
        rewrites
    }
}

#[cfg(test)]
mod tests {
    fn first(lang: &str, text: &str) -> Option<String> {
        crate::pass::rewritten("unused", lang, text)
            .into_iter()
            .next()
    }

    #[test]
    fn c_unused_declarations_go_together() {
        let c = "typedef int T;\nint f(int x);\nint used, spare = 2;\nint lone, other;\n\
                 static int helper(void) { return helper(); }\n\
                 int main(void) { int local; return used; }\n";
        assert_eq!(
            first("c", c).unwrap(),
            "int used;\nint main(void) { return used; }\n"
        );
    }

    #[test]
    fn parameters_and_names_used_elsewhere_stay() {
        let c = "int f(int a, int b) { return 0; }\nint main(void) { return f(1, 2); }\n";
        assert_eq!(first("c", c), None);
        // A word in a string or a macro body counts as a use.
        let c = "int g;\n#define G g + 1\nint h;\nconst char *s = \"h\";\n\
                 int main(void) { return G + *s; }\n";
        assert_eq!(first("c", c), None);
    }

    #[test]
    fn javascript_and_rust_items() {
        let js = "function a() {}\nfunction b() { return a; }\nconst c = 1, d = 2;\nb(d);\n";
        assert_eq!(
            first("javascript", js).unwrap(),
            "function a() {}\nfunction b() { return a; }\nconst d = 2;\nb(d);\n"
        );
        let rs = "struct S;\nfn helper() {}\nfn main() { let x = 1; }\n";
        assert_eq!(first("rust", rs).unwrap(), "fn main() {  }\n");
    }
}
