//! Unused declarations, all at once: every list item that declares names (`@definition`) none
//! of which occurs outside the item, deleted in one candidate, then in halves and quarters.
//! Before them, where it is more, every item no live code names (`Unused::unreached`): what
//! only unused code names, a class and its forward declaration, prototypes and overloads that
//! name each other, which the first set never holds.
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
    pub(super) reserved: Vec<&'static [u8]>,
    /// The grammar's field of a declaration's declarators (C, C++), 0 for none.
    declarator: u16,
}

impl Unused {
    pub fn new(lang: Option<&'static LangSpec>) -> Unused {
        Unused {
            reserved: crate::lang::reserved_words(lang),
            declarator: lang
                .and_then(|l| l.grammar().field_id_for_name("declarator"))
                .map_or(0, |f| f.get()),
        }
    }

    /// Items (node indices) whose names occur nowhere else, in pre-order; nested ones too.
    fn unused(&self, t: &SyntaxTable, text: &[u8], facts: &Facts) -> Vec<u32> {
        let (own, fixed_arity) = (&facts.own, |list| facts.fixed_arity(list));
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
        let mut gone = vec![false; t.nodes.len()];
        for (&item, names) in own {
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
            } else if let Some(up) = wrapper(t, text, own, list.node) {
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

    /// What finds the items (node indices) that no live code names (`Reach::live`). The file
    /// is live, and an item is live when the item around it is and it is needed: it declares
    /// no name (a statement, `using namespace std;`), or one that code already live names
    /// outside it. A member named of an open scope (`enum { A }`, a namespace) and a declarator
    /// (`typedef struct S {...} T;`) keep the item around them too. So what only dead code
    /// names is dead as well: a class and its forward declaration, overloads and prototypes
    /// that name each other, helpers of helpers, all found in one go where `unused` peels one
    /// layer a round.
    pub(super) fn reach<'t>(
        &self,
        t: &SyntaxTable,
        text: &'t [u8],
        facts: &Facts<'t>,
    ) -> Reach<'t> {
        let (own, fixed_arity) = (&facts.own, |list| facts.fixed_arity(list));
        let items: Vec<u32> = (0..t.nodes.len() as u32)
            .filter(|&i| t.nodes[i as usize].cats & cat::ITEM != 0)
            .collect();
        let n = t.nodes.len();
        // A declarator that declares a name (`size_t` parses as a primitive type: none).
        let declarator = |i: u32| {
            self.declarator != 0
                && t.nodes[i as usize].field == self.declarator
                && own.contains_key(&i)
        };
        // The item around each item, and whether a name the item declares keeps that one too.
        let (mut up, mut lifts) = (vec![NO_PARENT; n], vec![false; n]);
        for &j in &items {
            let first = t.nodes[j as usize].parent;
            let (mut p, mut open) = (first, false);
            while p != NO_PARENT {
                let node = &t.nodes[p as usize];
                open |= node.cats & cat::OPEN_SCOPE != 0;
                if node.cats & cat::ITEM != 0 {
                    break;
                }
                p = node.parent;
            }
            up[j as usize] = p;
            lifts[j as usize] = p != NO_PARENT && (open || p == first || declarator(j));
        }
        // Needed whatever names it: declares nothing, or what it declares must stay (a
        // parameter, a generic parameter, `main`), or the parse failed in it (what it names is
        // unclear). A declaration's declarators live and die with it (a misparse takes a name
        // for a definition: `__typeof(uselocale) __uselocale;`), and keep it when named.
        let mut needed = vec![false; n];
        for (i, node) in t.nodes.iter().enumerate() {
            if node.error {
                let mut p = i as u32;
                while p != NO_PARENT && t.nodes[p as usize].cats & cat::ITEM == 0 {
                    p = t.nodes[p as usize].parent;
                }
                if p != NO_PARENT {
                    needed[p as usize] = true;
                }
            }
        }
        let mut declares = vec![false; n];
        for &j in &items {
            if declarator(j) {
                needed[j as usize] = true;
                if up[j as usize] != NO_PARENT {
                    declares[up[j as usize] as usize] = true;
                }
            }
        }
        // A list that is an item needs it when an item of it is needed (a block of
        // statements); inner items come later: go from the end.
        for &j in items.iter().rev() {
            let node = &t.nodes[j as usize];
            needed[j as usize] |= match own.get(&j) {
                Some(names) => {
                    fixed_arity(node.parent)
                        || node.cats & cat::GENERIC_PARAMETER != 0
                        || names.iter().any(|w| self.reserved.contains(w))
                }
                None => {
                    !declares[j as usize]
                        && t.list(j).is_none_or(|list| {
                            list.items
                                .iter()
                                .any(|&i| needed[i as usize] && !declarator(i))
                        })
                }
            };
        }
        let mut inside: HashMap<u32, Vec<u32>> = HashMap::new();
        for &j in &items {
            inside.entry(up[j as usize]).or_default().push(j);
        }
        // Each word occurrence, by the innermost item around it (`NO_PARENT`: none).
        let mut words_in: HashMap<u32, Vec<(usize, &[u8])>> = HashMap::new();
        let (mut open, mut next) = (Vec::<u32>::new(), 0);
        for (at, w) in words(text) {
            while next < items.len() && t.nodes[items[next] as usize].start <= at {
                let start = t.nodes[items[next] as usize].start;
                while open
                    .last()
                    .is_some_and(|&o| t.nodes[o as usize].end <= start)
                {
                    open.pop();
                }
                open.push(items[next]);
                next += 1;
            }
            while open.last().is_some_and(|&o| t.nodes[o as usize].end <= at) {
                open.pop();
            }
            let innermost = open.last().copied().unwrap_or(NO_PARENT);
            words_in.entry(innermost).or_default().push((at, w));
        }
        // The items that declare each word and are not yet named outside themselves.
        let mut unnamed: HashMap<&[u8], Vec<u32>> = HashMap::new();
        for (&j, names) in own {
            for &w in names {
                unnamed.entry(w).or_default().push(j);
            }
        }
        Reach {
            items,
            up,
            lifts,
            needed,
            inside,
            words_in,
            unnamed,
        }
    }
}

/// What finding the live items reads of a parse, made once (see `Unused::reach`): the items,
/// the item around each, whether a name an item declares keeps the one around it, the items
/// needed whatever names them, the items in each, the words in each, and the items that
/// declare each word.
pub(super) struct Reach<'t> {
    pub items: Vec<u32>,
    pub up: Vec<u32>,
    lifts: Vec<bool>,
    pub needed: Vec<bool>,
    inside: HashMap<u32, Vec<u32>>,
    words_in: HashMap<u32, Vec<(usize, &'t [u8])>>,
    unnamed: HashMap<&'t [u8], Vec<u32>>,
}

impl Reach<'_> {
    /// Whether each node is live once the items `removed` picks are deleted: they never are,
    /// so what only they name is not either. With `only`, the roots are the items of the top
    /// level it picks, whatever they declare: the rest of the top level, and the words outside
    /// its items, are live only when named.
    pub fn live(&self, t: &SyntaxTable, removed: &[bool], only: Option<&[bool]>) -> Vec<bool> {
        let n = t.nodes.len();
        let (up, lifts, needed) = (&self.up, &self.lifts, &self.needed);
        let mut unnamed = self.unnamed.clone();
        let (mut live, mut named) = (vec![false; n], vec![false; n]);
        let mut visit = vec![NO_PARENT];
        let is_live = |live: &[bool], i: u32| i == NO_PARENT || live[i as usize];
        while let Some(i) = visit.pop() {
            let top = i == NO_PARENT;
            let words = match only {
                Some(_) if top => None,
                _ => self.words_in.get(&i),
            };
            for &(at, w) in words.into_iter().flatten() {
                let Some(declarers) = unnamed.get_mut(w) else {
                    continue;
                };
                let mut now = Vec::new();
                declarers.retain(|&d| {
                    let node = &t.nodes[d as usize];
                    let holds = node.start <= at && at < node.end;
                    if !holds {
                        now.push(d);
                    }
                    holds
                });
                for mut d in now {
                    while !named[d as usize] {
                        named[d as usize] = true;
                        if !live[d as usize]
                            && !removed[d as usize]
                            && is_live(&live, up[d as usize])
                        {
                            live[d as usize] = true;
                            visit.push(d);
                        }
                        if !lifts[d as usize] {
                            break;
                        }
                        d = up[d as usize];
                    }
                }
            }
            for &k in self.inside.get(&i).into_iter().flatten() {
                let k = k as usize;
                let rooted = match only {
                    Some(roots) if top => roots[k],
                    _ => needed[k],
                };
                if !live[k] && !removed[k] && (rooted || named[k]) {
                    live[k] = true;
                    visit.push(k as u32);
                }
            }
        }
        live
    }

    /// The items not live once `removed` are deleted, in pre-order.
    fn unreached(&self, t: &SyntaxTable, removed: &[bool]) -> Vec<u32> {
        let live = self.live(t, removed, None);
        self.items
            .iter()
            .copied()
            .filter(|&i| !live[i as usize])
            .collect()
    }
}

/// What both sets read of a parse: the names each item declares, and the lists of parameters,
/// arguments and generic parameters, whose items' count must match.
pub(super) struct Facts<'t> {
    pub own: HashMap<u32, Vec<&'t [u8]>>,
    pub fixed_arity: std::collections::HashSet<u32>,
}

impl Facts<'_> {
    fn fixed_arity(&self, list: u32) -> bool {
        self.fixed_arity.contains(&list)
    }
}

/// The lists of parameters or arguments, and of generic parameters (known by an item of
/// theirs: `template<typename T, bool B = true>`).
pub(super) fn fixed_arity_lists(t: &SyntaxTable) -> std::collections::HashSet<u32> {
    let calls = cat::FUNCTION_PARAMETERS | cat::CALL_ARGUMENTS;
    (0..t.nodes.len() as u32)
        .filter(|&i| t.nodes[i as usize].cats & calls != 0)
        .chain(
            t.nodes
                .iter()
                .filter(|n| n.cats & cat::GENERIC_PARAMETER != 0 && n.parent != NO_PARENT)
                .map(|n| n.parent),
        )
        .collect()
}

/// The item around a declaration (a list of declarators, ending with `;`) that is no item
/// itself, when that item declares no name of its own: `template<class T> constexpr X<T> v{};`.
fn wrapper(t: &SyntaxTable, text: &[u8], own: &HashMap<u32, Vec<&[u8]>>, list: u32) -> Option<u32> {
    let up = t.nodes[list as usize].parent;
    (t.text(list, text).ends_with(b";")
        && up != NO_PARENT
        && t.nodes[up as usize].cats & cat::ITEM != 0
        && !own.contains_key(&up))
    .then_some(up)
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
pub(super) fn outermost(t: &SyntaxTable, unused: &[u32]) -> Vec<u32> {
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
    for (start, w) in words(text) {
        at.entry(w).or_default().push(start);
    }
    at
}

/// Every word of `text` (a run of word bytes) and where it starts, in order.
fn words(text: &[u8]) -> impl Iterator<Item = (usize, &[u8])> {
    let mut i = 0;
    std::iter::from_fn(move || {
        while i < text.len() && !word_byte(text[i]) {
            i += 1;
        }
        let start = i;
        while i < text.len() && word_byte(text[i]) {
            i += 1;
        }
        (start < i).then(|| (start, &text[start..i]))
    })
}

impl SyntaxRewriter for Unused {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let facts = Facts {
            own: declarations(t, text),
            fixed_arity: fixed_arity_lists(t),
        };
        let unused = self.unused(t, text, &facts);
        let (outer, inner) = (outermost(t, &unused), innermost(t, &unused));
        // What no live code names, where that is more: all at once (and in halves and
        // quarters when hundreds), before the items named nowhere else.
        let reach = self.reach(t, text, &facts);
        let unreached = outermost(t, &reach.unreached(t, &vec![false; t.nodes.len()]));
        let parts: &[usize] = match unreached.len() {
            0..256 => &[1],
            _ => &[1, 2, 4],
        };
        let more = unreached != outer;
        let mut chunks: Vec<Vec<u32>> = ladder(if more { &unreached[..] } else { &[] }, parts)
            .map(<[u32]>::to_vec)
            .collect();
        // All, then halves, then quarters: each a global candidate, in that order; the
        // outermost items first, then, where some hold others, the innermost.
        let sets = [&outer[..], if inner == outer { &[] } else { &inner[..] }];
        chunks.extend(
            sets.into_iter()
                .flat_map(|set| ladder(set, levels(set.len())))
                .map(<[u32]>::to_vec),
        );
        let mut rewrites = Vec::new();
        for chunk in &chunks {
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
        let all = crate::pass::rewritten("unused", "c", c);
        // What no live code names goes first: declarators go with their declaration.
        assert_eq!(
            all[0],
            "int used, spare = 2;\nint main(void) { return used; }\n"
        );
        assert!(all.contains(&"int used;\nint main(void) { return used; }\n".to_string()));
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
    fn what_only_dead_code_names_goes_with_it() {
        // Prototypes and definitions that name each other, a class and its forward
        // declaration: each is named outside itself, by code nothing live names.
        let c = "int f(void);\nint g(void) { return f(); }\nint f(void) { return g(); }\n\
                 int h(void) { return 1; }\nint main(void) { return h(); }\n";
        assert_eq!(
            first("c", c).unwrap(),
            "int h(void) { return 1; }\nint main(void) { return h(); }\n"
        );
        let cpp = "class A;\nclass A { A *next; };\nint main() { return 0; }\n";
        assert_eq!(first("cpp", cpp).unwrap(), "int main() { return 0; }\n");
        // A namespace stays for the member live code names; a helper of a dead one goes.
        let cpp = "namespace N { int used(); int helper(); int dead() { return helper(); } }\n\
                   int main() { return N::used(); }\n";
        assert_eq!(
            first("cpp", cpp).unwrap(),
            "namespace N { int used(); }\nint main() { return N::used(); }\n"
        );
        // A member of an inline namespace is named without it.
        let cpp = "namespace std { inline namespace v1 { int f(); int g(); } }\n\
                   int main() { return std::f(); }\n";
        assert_eq!(
            first("cpp", cpp).unwrap(),
            "namespace std { inline namespace v1 { int f(); } }\nint main() { return std::f(); }\n"
        );
    }

    #[test]
    fn what_live_code_may_need_stays() {
        // `size_t` parses as a primitive type: its typedef declares no name, and stays.
        let cpp = "typedef long unsigned int size_t;\nint main() { return sizeof(size_t); }\n";
        assert_eq!(first("cpp", cpp), None);
        // The parameters of a template template parameter keep their arity.
        let cpp = "template<typename T> struct B {};\n\
                   template<template<typename U> class F> struct A { F<int> f; };\n\
                   int main() { A<B> a; return sizeof(a.f); }\n";
        assert_eq!(first("cpp", cpp), None);
        // A misparse (`__typeof(uselocale)` as a declarator, a `;` missing) names what it
        // seems to declare: the item it failed in stays, and keeps what it names.
        let cpp = "extern \"C\" int uselocale(int);\n\
                   extern \"C\" __typeof(uselocale) __uselocale;\n\
                   int main() { return __uselocale(0); }\n";
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
        let all = crate::pass::rewritten("unused", "cpp", cpp);
        // X goes too, named only by v.
        assert_eq!(all[0], "int main() { return 0; }\n");
        assert!(
            all.contains(&"template<class T> struct X {};\nint main() { return 0; }\n".to_string())
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
