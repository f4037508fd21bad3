//! The flat view of one parse that passes read: nodes in pre-order with their spans and
//! query categories, the lists, hoists, replacements and paired captures the queries found,
//! and the questions passes ask of them.

use super::List;
use crate::lang::cat;

/// `parent` of the root node.
pub const NO_PARENT: u32 = u32::MAX;

/// One tree-sitter node (named or anonymous), copied out of the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// tree-sitter kind id ([`tree_sitter::Language::node_kind_for_id`] names it).
    pub kind: u16,
    /// Field id of this node within its parent, 0 for none.
    pub field: u16,
    /// Byte range in the text.
    pub start: usize,
    pub end: usize,
    /// Index of the parent in [`SyntaxTable::nodes`], [`NO_PARENT`] for the root.
    pub parent: u32,
    /// One past the index of this node's last descendant: the subtree is
    /// `index..subtree_end`, and the next sibling (if any) sits at `subtree_end`.
    pub subtree_end: u32,
    pub named: bool,
    /// Allowed anywhere by the grammar (comments).
    pub extra: bool,
    /// An ERROR or MISSING node.
    pub error: bool,
    /// The grammar allows this child to be absent: its field or children slot in
    /// `node-types.json` is optional, or is `multiple` and this node has a sibling in it.
    /// Extras and ERROR nodes are removable; the root and anonymous tokens outside fields are
    /// not.
    pub removable: bool,
    /// Bit set of [`cat`] categories the language's queries captured this node in.
    pub cats: u64,
}

/// The flat view of one parse that passes work on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyntaxTable {
    /// Every node in pre-order (so sorted by start byte); index 0 is the root.
    pub nodes: Vec<Node>,
    /// Number of ERROR and MISSING nodes.
    pub errors: usize,
    /// Lists captured by `@list`/`@item`, sorted by container index.
    pub lists: Vec<List>,
    /// `(outer, inner)`: `outer` may be replaced by the text of `inner`, a proper descendant.
    /// Sorted, no duplicates.
    pub hoists: Vec<(u32, u32)>,
    /// `(node, donor)`: `node` may be replaced by the text of `donor`, a smaller node of its
    /// kind or of a kind its slot accepts, anywhere in the file (derived facts only). Sorted, no
    /// duplicates.
    pub donors: Vec<(u32, u32)>,
    /// `(node, value)`: `node` may be replaced by `value`. Sorted, no duplicates, and never a
    /// value equal to the node's current text.
    pub replacements: Vec<(u32, &'static str)>,
    /// The pairs of captures of one match, one list per [`Pair`] kind (index `kind as usize`):
    /// sorted, no duplicates. Read them with [`SyntaxTable::pairs`].
    pub paired: [Vec<(u32, u32)>; Pair::ALL.len()],
}

/// Captures that come in pairs: in one match, a first capture (a name, mostly) and a second
/// (what goes with it). `(first, second)` for every pair of a match (a parameter or argument
/// list may be empty: no `List` then).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pair {
    /// `@function.name`, `@function.parameters` (a list).
    Function,
    /// `@call.name`, `@call.arguments` (a list).
    Call,
    /// `@alias.name`, `@alias.type`: a type alias and the type it stands for.
    Alias,
    /// `@var.name`, `@var.value`: a variable and the value it is declared with.
    Var,
    /// `@field.name`, `@field.declaration`: a struct or union field and its declaration.
    Field,
    /// `@member.name`, `@member.access`: the field an access reads and the whole access.
    Member,
    /// `@pointer.name`, `@pointer.star`: a pointer variable, in its declaration (the name is a
    /// `@definition`) or dereferenced, and its `*`.
    Pointer,
    /// `@return.type`, `@return.value`: a piece of a function's return type (`->`, the type)
    /// and the value the function returns.
    Return,
    /// `@span.start`, `@span.end`: the first and last node of a deletable span.
    Span,
    /// `@splice.outer`, `@splice.body`: a construct and the body whose contents replace it.
    Splice,
    /// `@generic.name`, `@generic.parameter`: a generic parameter's name and the list item that
    /// declares or bounds it.
    Generic,
    /// `@qualifier.name`, `@qualifier.end`: a namespace's name where it qualifies (`using
    /// namespace N;`, `N::x`) and where what goes with the namespace ends.
    Qualifier,
    /// `@fold.outer`, `@fold.declaration`: a function and the declaration its body starts
    /// with, which the statement after it may initialize, at the function's place.
    Fold,
    /// `@absorb.function`, `@absorb.body`: a function definition and its braced body.
    Absorb,
    /// `@method.owner`, `@method.receiver`: an impl's type name and a method's receiver.
    Method,
    /// `@type.name`, `@type.parameters` (a list): a generic type and its type parameters.
    Type,
    /// `@type.use`, `@type.arguments` (a list): a use of a generic type and its arguments.
    TypeUse,
}

impl Pair {
    pub const ALL: [Pair; 17] = [
        Pair::Function,
        Pair::Call,
        Pair::Alias,
        Pair::Var,
        Pair::Field,
        Pair::Member,
        Pair::Pointer,
        Pair::Return,
        Pair::Span,
        Pair::Splice,
        Pair::Generic,
        Pair::Qualifier,
        Pair::Fold,
        Pair::Absorb,
        Pair::Method,
        Pair::Type,
        Pair::TypeUse,
    ];

    /// The categories of the first and the second capture, and the kind's name in dumps.
    pub(super) fn cats(self) -> (u64, u64, &'static str) {
        match self {
            Pair::Function => (cat::FUNCTION_NAME, cat::FUNCTION_PARAMETERS, "functions"),
            Pair::Call => (cat::CALL_NAME, cat::CALL_ARGUMENTS, "calls"),
            Pair::Alias => (cat::ALIAS_NAME, cat::ALIAS_TYPE, "aliases"),
            Pair::Var => (cat::VAR_NAME, cat::VAR_VALUE, "vars"),
            Pair::Field => (cat::FIELD_NAME, cat::FIELD_DECLARATION, "fields"),
            Pair::Member => (cat::MEMBER_NAME, cat::MEMBER_ACCESS, "members"),
            Pair::Pointer => (cat::POINTER_NAME, cat::POINTER_STAR, "pointers"),
            Pair::Return => (cat::RETURN_TYPE, cat::RETURN_VALUE, "returns"),
            Pair::Span => (cat::SPAN_START, cat::SPAN_END, "spans"),
            Pair::Splice => (cat::SPLICE_OUTER, cat::SPLICE_BODY, "splices"),
            Pair::Generic => (cat::GENERIC_NAME, cat::GENERIC_PARAMETER, "generics"),
            Pair::Qualifier => (cat::QUALIFIER_NAME, cat::QUALIFIER_END, "qualifiers"),
            Pair::Fold => (cat::FOLD_OUTER, cat::FOLD_DECLARATION, "folds"),
            Pair::Absorb => (cat::ABSORB_FUNCTION, cat::ABSORB_BODY, "absorbs"),
            Pair::Method => (cat::METHOD_OWNER, cat::METHOD_RECEIVER, "methods"),
            Pair::Type => (cat::TYPE_NAME, cat::TYPE_PARAMETERS, "types"),
            Pair::TypeUse => (cat::TYPE_USE, cat::TYPE_ARGUMENTS, "type uses"),
        }
    }

    /// The kind a capture category belongs to, and whether it is the first of the pair.
    pub(super) fn of(bit: u64) -> Option<(Pair, bool)> {
        Pair::ALL.into_iter().find_map(|kind| match kind.cats() {
            (first, _, _) if first == bit => Some((kind, true)),
            (_, second, _) if second == bit => Some((kind, false)),
            _ => None,
        })
    }
}

impl SyntaxTable {
    /// The `(first, second)` captures of every match of a kind of pair.
    pub fn pairs(&self, kind: Pair) -> &[(u32, u32)] {
        &self.paired[kind as usize]
    }

    /// Indices of the direct children of node `i`, in order.
    pub fn children(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        let end = self.nodes[i as usize].subtree_end;
        let mut next = i + 1;
        std::iter::from_fn(move || {
            (next < end).then(|| {
                let child = next;
                next = self.nodes[child as usize].subtree_end;
                child
            })
        })
    }

    /// The bytes of node `i`.
    pub fn text<'t>(&self, i: u32, text: &'t [u8]) -> &'t [u8] {
        let node = &self.nodes[i as usize];
        &text[node.start..node.end]
    }

    /// The list whose container is node `i`.
    pub fn list(&self, i: u32) -> Option<&List> {
        let at = self.lists.binary_search_by_key(&i, |l| l.node).ok()?;
        Some(&self.lists[at])
    }

    /// The nearest node at or above `i` in category `cat`.
    pub fn enclosing(&self, mut i: u32, cat: u64) -> Option<u32> {
        while self.nodes[i as usize].cats & cat == 0 {
            i = self.nodes[i as usize].parent;
            if i == NO_PARENT {
                return None;
            }
        }
        Some(i)
    }

    /// The child of the root that holds node `i`.
    pub fn top_level(&self, mut i: u32) -> u32 {
        loop {
            let p = self.nodes[i as usize].parent;
            if p == NO_PARENT || self.nodes[p as usize].parent == NO_PARENT {
                return i;
            }
            i = p;
        }
    }

    /// The cut that removes the declaration of the name at node `name`: its list item, or the
    /// whole declaration when it declares nothing else (`typedef int a;` rather than
    /// `typedef int ;`).
    pub fn declaration_cut(&self, name: u32) -> Option<(usize, usize)> {
        self.declaration(name).map(|(_, cut)| cut)
    }

    /// [`Self::declaration_cut`], with the list the declaration goes from.
    pub fn declaration(&self, name: u32) -> Option<(u32, (usize, usize))> {
        let mut item = self.enclosing(name, cat::ITEM)?;
        loop {
            let parent = self.nodes[item as usize].parent;
            let list = self.list(parent)?;
            let alone = list.items.len() == 1 && self.nodes[parent as usize].cats & cat::ITEM != 0;
            if !alone {
                let i = list.items.iter().position(|&x| x == item)?;
                return Some((parent, list.cut_range(self, i, i)));
            }
            item = parent;
        }
    }

    /// Where the scope of a local name ends: with the node that holds its declaration statement
    /// (the nearest `@delete` above the name), its block; the end of the text for a top-level
    /// declaration, and for one whose block a parse error hides (no `@delete` above it).
    pub fn scope_end(&self, name: u32) -> usize {
        match self.enclosing(name, cat::DELETE) {
            None => usize::MAX,
            Some(n) => match self.nodes[n as usize].parent {
                NO_PARENT => usize::MAX,
                p => self.nodes[p as usize].end,
            },
        }
    }

    /// The cuts that delete `items` (sorted, each a list item): runs of neighbours in one list
    /// go as one run, with one separator.
    pub fn item_cuts(&self, items: &[u32]) -> Vec<(usize, usize)> {
        let mut cuts = Vec::new();
        let mut k = 0;
        while k < items.len() {
            let parent = self.nodes[items[k] as usize].parent;
            let first = self
                .list(parent)
                .and_then(|list| Some((list, list.items.iter().position(|&i| i == items[k])?)));
            let Some((list, first)) = first else {
                k += 1;
                continue;
            };
            let mut last = first;
            while k + 1 < items.len() && list.items.get(last + 1) == Some(&items[k + 1]) {
                last += 1;
                k += 1;
            }
            let (start, end) = list.cut_range(self, first, last);
            if start < end {
                cuts.push((start, end));
            }
            k += 1;
        }
        cuts.sort_unstable();
        cuts
    }
}
