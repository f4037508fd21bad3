//! Unused declarations, all at once: every list item that declares names (`@definition`) none
//! of which occurs outside the item, deleted in one candidate, then in halves and quarters.
//!
//! `nodes` and `items` try each declaration alone and grow over runs of neighbours, which
//! costs at least one test per run of deletable items; in a preprocessed file the unused
//! prototypes, typedefs and globals are scattered between the used ones. A name counts as used
//! wherever its word occurs outside the item (strings, comments and macro bodies too), so an
//! item this pass deletes is only ever referred to by itself. Items of parameter and argument
//! lists are left alone (their arity must match), as are generic parameters (a template's
//! uses pass one argument for each, a libstdc++ `template<typename _Output, typename _Input>`
//! whose body names neither) and reserved names (`main`).

use std::collections::HashMap;

use super::{ladder, Rewrite, SyntaxRewriter};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{cat, SyntaxTable, NO_PARENT};
use crate::tokens::word_byte;

pub struct Unused {
    reserved: Vec<&'static [u8]>,
}

impl Unused {
    pub fn new(lang: Option<&'static LangSpec>) -> Unused {
        Unused {
            reserved: crate::lang::reserved_words(lang),
        }
    }

    /// Items (node indices) whose names occur nowhere else, in pre-order; nested ones too.
    fn unused(&self, t: &SyntaxTable, text: &[u8]) -> Vec<u32> {
        // A list of parameters or arguments: its items' count must match (a list of generic
        // parameters too, known by an item of it: `template<typename T, bool B = true>`).
        let generic_lists: std::collections::HashSet<u32> = t
            .nodes
            .iter()
            .filter(|n| n.cats & cat::GENERIC_PARAMETER != 0)
            .map(|n| n.parent)
            .collect();
        let fixed_arity = |list: u32| {
            t.nodes[list as usize].cats & (cat::FUNCTION_PARAMETERS | cat::CALL_ARGUMENTS) != 0
                || generic_lists.contains(&list)
        };
        let own = declarations(t, text);
        // Where each word occurs: a name is used outside its item unless every occurrence
        // of its word lies inside the item.
        let at = word_positions(text);
        let inside_only = |w: &[u8], n: &crate::syntax::Node| {
            at.get(w).is_some_and(|p| {
                let first = p.partition_point(|&s| s < n.start);
                let past = p.partition_point(|&s| s < n.end);
                first == 0 && past == p.len()
            })
        };
        // The item around a declaration (a list of declarators, ending with `;`) that is no
        // item itself, when that item declares no name of its own.
        let wrapper = |list: u32| {
            let node = &t.nodes[list as usize];
            let up = node.parent;
            let declaration = t.text(list, text).ends_with(b";");
            (declaration
                && up != NO_PARENT
                && t.nodes[up as usize].cats & cat::ITEM != 0
                && !own.contains_key(&up))
            .then_some(up)
        };
        let mut gone = vec![false; t.nodes.len()];
        for (&item, names) in &own {
            let n = &t.nodes[item as usize];
            if !fixed_arity(n.parent)
                && n.cats & cat::GENERIC_PARAMETER == 0
                && names
                    .iter()
                    .all(|w| !self.reserved.contains(w) && inside_only(w, n))
            {
                gone[item as usize] = true;
            }
        }
        // An item with an open scope in it (`enum E { A };`, `inline namespace v1 { ... }`)
        // goes only when no member of that scope is named outside the item. Checked before the
        // lists are settled, and again after (a list that goes whole: `typedef enum {A} E;`).
        let definitions = |scope: &crate::syntax::Node, at: usize| {
            (at + 1..scope.subtree_end as usize).filter(|&j| t.nodes[j].cats & cat::DEFINITION != 0)
        };
        let keep_open_scopes = |gone: &mut [bool]| {
            for (i, item) in t.nodes.iter().enumerate() {
                let mut j = i;
                while gone[i] && j < item.subtree_end as usize {
                    let scope = &t.nodes[j];
                    if scope.cats & cat::OPEN_SCOPE == 0 {
                        j += 1;
                        continue;
                    }
                    gone[i] = definitions(scope, j)
                        .all(|k| inside_only(last_word(t.text(k as u32, text)), item));
                    j = scope.subtree_end as usize;
                }
            }
        };
        keep_open_scopes(&mut gone);
        // A list whose items all go goes whole, when it is an item itself (`int a, b;`
        // rather than `int ;`); one whose items do not all go stays, whatever it declares
        // itself (`typedef struct S {...} T;` declares T as well as S). Inner lists come later
        // in pre-order: go from the end.
        for list in t.lists.iter().rev() {
            let node = &t.nodes[list.node as usize];
            let all = list.items.iter().all(|&i| gone[i as usize]);
            if !all {
                gone[list.node as usize] = false;
            } else if node.cats & cat::ITEM != 0 && !fixed_arity(node.parent) {
                for &i in &list.items {
                    gone[i as usize] = false;
                }
                gone[list.node as usize] = true;
            } else if let Some(up) = wrapper(list.node) {
                // `template<class T> constexpr X<T> v{};`: the declaration of `v` is no item,
                // the template around it is, and declares nothing else.
                for &i in &list.items {
                    gone[i as usize] = false;
                }
                gone[up as usize] = true;
            }
        }
        keep_open_scopes(&mut gone);
        (0..t.nodes.len() as u32)
            .filter(|&i| gone[i as usize])
            .collect()
    }
}

/// The names each list item declares (`@definition`s, each in the nearest item around it), by
/// item. A name is a definition's last word: an import's path names its package by it
/// (`"encoding/json"`: `json`).
pub(super) fn declarations<'t>(t: &SyntaxTable, text: &'t [u8]) -> HashMap<u32, Vec<&'t [u8]>> {
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
            own.entry(up)
                .or_default()
                .push(last_word(&text[n.start..n.end]));
        }
    }
    own
}

/// The name a definition declares: its last word.
fn last_word(definition: &[u8]) -> &[u8] {
    definition
        .rsplit(|&b| !word_byte(b))
        .find(|w| !w.is_empty())
        .unwrap_or(definition)
}

/// Of unused items in pre-order, those no other one holds: a deletion of each is a deletion of
/// all.
fn outermost(t: &SyntaxTable, unused: &[u32]) -> Vec<u32> {
    let mut outer_end = 0;
    let mut kept = Vec::new();
    for &i in unused {
        let n = &t.nodes[i as usize];
        if n.start >= outer_end {
            outer_end = n.end;
            kept.push(i);
        }
    }
    kept
}

/// Of unused items in pre-order, those that hold no other one: in a container that declares a
/// name (a Rust `mod tests`, a namespace, a class), its unused members, where the container
/// itself may be needed all the same (the test harness calls into `mod tests` by its path).
fn innermost(t: &SyntaxTable, unused: &[u32]) -> Vec<u32> {
    let holds = |i: u32, j: u32| t.nodes[j as usize].start < t.nodes[i as usize].end;
    (0..unused.len())
        .filter(|&k| {
            unused
                .get(k + 1)
                .is_none_or(|&next| !holds(unused[k], next))
        })
        .map(|k| unused[k])
        .collect()
}

/// How finely a set of `n` unused items is split: all, halves, quarters; down to 32 parts when
/// the items are hundreds (a preprocessed translation unit), where a few that some test needs
/// all the same (an overload found by argument-dependent lookup, a specialization) would keep
/// every quarter from going.
fn levels(n: usize) -> &'static [usize] {
    match n {
        0..256 => &[1, 2, 4],
        _ => &[1, 2, 4, 8, 16, 32],
    }
}

/// The start of every occurrence of every word of `text` (runs of word bytes), in order.
pub(super) fn word_positions(text: &[u8]) -> HashMap<&[u8], Vec<usize>> {
    let mut at: HashMap<&[u8], Vec<usize>> = HashMap::new();
    let mut i = 0;
    while i < text.len() {
        if !word_byte(text[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && word_byte(text[i]) {
            i += 1;
        }
        at.entry(&text[start..i]).or_default().push(start);
    }
    at
}

impl SyntaxRewriter for Unused {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let unused = self.unused(t, text);
        let (outer, inner) = (outermost(t, &unused), innermost(t, &unused));
        let mut rewrites = Vec::new();
        // All, then halves, then quarters: each a global candidate, in that order; the
        // outermost items first, then, where some hold others, the innermost.
        let sets = [&outer[..], if inner == outer { &[] } else { &inner[..] }];
        for chunk in sets
            .into_iter()
            .flat_map(|set| ladder(set, levels(set.len())))
        {
            let edits: Vec<Edit> = t
                .item_cuts(chunk)
                .into_iter()
                .map(|(s, e)| Edit::cut(s, e))
                .collect();
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
    fn hundreds_of_unused_items_are_split_finer() {
        let decls = |n: usize| {
            let mut c: String = (0..n).map(|i| format!("int v{i};\n")).collect();
            c += "int main(void) { return 0; }\n";
            crate::pass::rewritten("unused", "c", &c).len()
        };
        assert_eq!(decls(100), 1 + 2 + 4);
        assert_eq!(decls(320), 1 + 2 + 4 + 8 + 16 + 32);
    }

    #[test]
    fn parameters_and_names_used_elsewhere_stay() {
        let c = "int f(int a, int b) { return 0; }\nint main(void) { return f(1, 2); }\n";
        assert_eq!(first("c", c), None);
        // A word in a string or a macro body counts as a use.
        let c = "int g;\n#define G g + 1\nint h;\nconst char *s = \"h\";\n\
                 int main(void) { return G + *s; }\n";
        assert_eq!(first("c", c), None);
        // A template's parameters stay, named in its body or not: its uses pass both.
        let cpp = "template<typename A, typename B> struct M { enum { v = 0 }; };\n\
                   int main() { return M<int, char>::v; }\n";
        assert_eq!(first("cpp", cpp), None);
        // Its non-type parameters too (a specialization passes one argument for each).
        let cpp = "template<typename A, bool B = true> struct M { enum { v = 0 }; };\n\
                   template<typename A> struct M<A, false> { enum { v = 1 }; };\n\
                   template<bool C = false> struct N { enum { v = 0 }; };\n\
                   template<> struct N<true> { enum { v = 1 }; };\n\
                   int main() { return M<int>::v + N<>::v; }\n";
        assert_eq!(first("cpp", cpp), None);
        // A typedef of a struct declares two names: the one used keeps the other.
        let c = "typedef struct S { int x; } T;\nT t;\nint main(void) { return t.x; }\n";
        assert_eq!(first("c", c), None);
        // So does an enum whose enumerators are, and an inline namespace whose members are.
        let c = "enum E { A, B };\nint main(void) { return B; }\n";
        assert_eq!(
            first("c", c).unwrap(),
            "enum E { B };\nint main(void) { return B; }\n"
        );
        let c = "typedef enum { A, B } E;\nint main(void) { return B; }\n";
        assert_eq!(
            first("c", c).unwrap(),
            "typedef enum { B } E;\nint main(void) { return B; }\n"
        );
        let cpp = "namespace std { inline namespace v1 { int f(); } }\n\
                   int main() { return std::f(); }\n";
        assert_eq!(first("cpp", cpp), None);
    }

    #[test]
    fn the_members_of_an_unused_container_go_after_it() {
        let rs = "mod tests {\n    fn a() {}\n    fn b() {}\n}\nfn main() {}\n";
        let all = crate::pass::rewritten("unused", "rust", rs);
        assert_eq!(all.first().unwrap(), "fn main() {}\n");
        assert!(
            all.contains(&"mod tests {\n    \n}\nfn main() {}\n".to_string()),
            "{all:?}"
        );
    }

    #[test]
    fn an_unused_variable_template_goes_with_its_template() {
        let cpp = "template<class T> struct X {};\n\
                   template<class T> inline constexpr X<T> v{};\n\
                   int main() { return 0; }\n";
        assert_eq!(
            first("cpp", cpp).unwrap(),
            "template<class T> struct X {};\nint main() { return 0; }\n"
        );
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
