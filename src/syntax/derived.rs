//! The facts of a parse that follow from the grammar alone, added to those of the queries for a
//! language with `derive` ([`crate::lang::LangSpec::derive`]):
//!
//! - lists: the children of a slot that repeats (`multiple` in `node-types.json`), deleted in
//!   runs with their separators (the tokens between them);
//! - deletable nodes: every named child its slot lets be absent;
//! - hoists: a node replaced by a descendant whose kind its slot accepts, at any depth (Perses'
//!   compatible-rule replacement: an `if` statement by a statement inside it, a call by an
//!   argument where an expression stands);
//! - donors: a node replaced by the smallest node of its kind in the file, and by the smallest
//!   node its slot accepts (`0`, `pass`, `""`);
//! - names: identifier-shaped leaves that are not keywords, and declarations' `name` fields;
//!   a name with a `value` beside it (`type a = 'e'`, `x = 1` in Python's defaults) pairs with
//!   it for `inline`, as `@var.name` and `@var.value` do;
//! - literals and atoms: number-shaped leaves, and quoted nodes of the kinds that hold text.

use std::collections::HashMap;

use super::lists::separate;
use super::{Pair, SyntaxTable, NO_PARENT};
use crate::lang::derive::{is_word, Text};
use crate::lang::{cat, Compiled, Slot};

/// At most this many descendants of one node are looked at for hoists, nearest first, and at
/// most [`HOISTS_PER_NODE`] of them kept: a deep node costs in proportion, not in its size.
const HOIST_VISITS: usize = 48;
const HOISTS_PER_NODE: usize = 4;

/// Adds the derived facts to `table`, a parse of `text` already filled in from the queries.
pub(super) fn derive(compiled: &Compiled, table: &mut SyntaxTable, text: &[u8]) {
    let slots = &compiled.slots;
    let derived = &compiled.derived;
    let count = table.nodes.len();
    let slot_of: Vec<Option<Slot>> = table
        .nodes
        .iter()
        .map(|n| match n.parent {
            NO_PARENT => None,
            _ if n.extra || n.error => None,
            p => slots.slot_or_children(table.nodes[p as usize].kind, n.field, n.named),
        })
        .collect();

    // Atoms, literals, names and deletable nodes, in one walk. `atom_end`: inside a quoted
    // node until there, where nothing is cut apart.
    let mut inside_atom = vec![false; count];
    let mut atom_end = 0;
    for (i, inside) in inside_atom.iter_mut().enumerate() {
        let n = table.nodes[i];
        if n.start < atom_end {
            *inside = true;
            continue;
        }
        if !n.named || n.error {
            continue;
        }
        let own = &text[n.start..n.end];
        let leaf = n.subtree_end as usize == i + 1;
        let mut cats = 0;
        match derived.text(n.kind) {
            Text::String if quoted(own) => cats |= cat::ATOM | cat::LITERAL_STRING,
            Text::Char if quoted(own) => cats |= cat::ATOM | cat::LITERAL_CHAR,
            _ if leaf && number(own) => cats |= cat::LITERAL_NUMBER,
            _ if leaf && is_word(own) && !keyword(compiled, own, n.kind) => {
                cats |= cat::IDENTIFIER;
                if n.field != 0 && n.field == derived.name_field {
                    cats |= cat::DEFINITION;
                }
            }
            _ => {}
        }
        if cats & cat::ATOM != 0 {
            atom_end = n.end;
        }
        if n.removable && n.parent != NO_PARENT {
            cats |= cat::DELETE;
        }
        table.nodes[i].cats |= cats;
    }

    // Lists: the named children of a container's repeating slots, where no query made one.
    let mut listed = vec![false; count];
    for list in &table.lists {
        listed[list.node as usize] = true;
    }
    let mut added = false;
    for container in 0..count as u32 {
        let c = &table.nodes[container as usize];
        if inside_atom[container as usize] || c.cats & cat::ATOM != 0 || !c.named {
            continue;
        }
        if c.subtree_end == container + 1 || listed[container as usize] {
            continue;
        }
        let mut items = Vec::new();
        let mut required_single = true;
        for child in table.children(container) {
            let n = &table.nodes[child as usize];
            if !n.named || n.extra {
                continue;
            }
            if let Some(slot) = slot_of[child as usize].filter(|s| s.multiple) {
                required_single &= slot.required;
                items.push(child);
            }
        }
        if items.is_empty() || (items.len() == 1 && required_single) {
            continue;
        }
        let list = separate(&table.nodes, text, container, items);
        table.nodes[container as usize].cats |= cat::LIST;
        for &item in &list.items {
            table.nodes[item as usize].cats |= cat::ITEM;
        }
        table.lists.push(list);
        added = true;
    }
    if added {
        table.lists.sort_by_key(|l| l.node);
    }

    // Hoists: the nearest descendants whose kind the node's slot accepts.
    let mut hoists = Vec::new();
    let mut level = Vec::new();
    let mut next = Vec::new();
    for i in 0..count {
        let n = table.nodes[i];
        let Some(slot) = slot_of[i] else { continue };
        if inside_atom[i] || !n.named || n.subtree_end as usize == i + 1 {
            continue;
        }
        let len = n.end - n.start;
        let (mut visits, mut found) = (0, 0);
        level.clear();
        level.extend(table.children(i as u32));
        'bfs: while !level.is_empty() {
            next.clear();
            for &d in &level {
                let dn = &table.nodes[d as usize];
                visits += 1;
                if dn.named
                    && !dn.extra
                    && dn.end - dn.start < len
                    && slots.accepts(slot.kinds, dn.kind)
                {
                    hoists.push((i as u32, d));
                    found += 1;
                }
                if found == HOISTS_PER_NODE || visits == HOIST_VISITS {
                    break 'bfs;
                }
                next.extend(table.children(d));
            }
            std::mem::swap(&mut level, &mut next);
        }
    }
    if !hoists.is_empty() {
        for &(outer, inner) in &hoists {
            table.nodes[outer as usize].cats |= cat::HOIST_OUTER;
            table.nodes[inner as usize].cats |= cat::HOIST_INNER;
        }
        table.hoists.extend(hoists);
        table.hoists.sort_unstable();
        table.hoists.dedup();
    }

    table.donors = donors(compiled, table, text, &slot_of, &inside_atom);

    // Names and the values beside them, beside the pairs the queries found (theirs win).
    if derived.value_field != 0 {
        let mut queried: Vec<u32> = table.paired[Pair::Var as usize]
            .iter()
            .map(|p| p.0)
            .collect();
        queried.sort_unstable();
        let value_of = |i: usize| {
            let n = &table.nodes[i];
            if n.cats & cat::DEFINITION == 0 || n.parent == NO_PARENT || inside_atom[i] {
                return None;
            }
            if queried.binary_search(&(i as u32)).is_ok() {
                return None;
            }
            let mut beside = table.children(n.parent);
            let value = beside.find(|&c| table.nodes[c as usize].field == derived.value_field);
            value.map(|v| (i as u32, v))
        };
        let vars: Vec<(u32, u32)> = (0..count).filter_map(value_of).collect();
        let paired = &mut table.paired[Pair::Var as usize];
        paired.extend(vars);
        paired.sort_unstable();
    }
}

/// `(node, donor)`: the node may be replaced by the text of `donor`, the smallest node of its
/// kind in the file or the smallest one its slot accepts (the first of the smallest, in text
/// order), where that is shorter and different. A name is left to the renaming passes, but for
/// a use of one in a place that accepts a literal no longer than it: `a[i]` -> `a[0]`, which
/// frees the declaration of `i`.
fn donors(
    compiled: &Compiled,
    table: &SyntaxTable,
    text: &[u8],
    slot_of: &[Option<Slot>],
    inside_atom: &[bool],
) -> Vec<(u32, u32)> {
    let nodes = &table.nodes;
    let len = |i: u32| nodes[i as usize].end - nodes[i as usize].start;
    let usable = |i: usize| {
        let n = &nodes[i];
        n.named && !n.extra && !n.error && !inside_atom[i]
    };
    let name = |i: usize| nodes[i].cats & cat::IDENTIFIER != 0;
    let candidate = |i: usize| usable(i) && !name(i);
    let mut smallest: HashMap<u16, u32> = HashMap::new();
    for (i, n) in nodes.iter().enumerate() {
        if !candidate(i) || n.end == n.start {
            continue;
        }
        smallest
            .entry(n.kind)
            .and_modify(|best| {
                if len(i as u32) < len(*best) {
                    *best = i as u32;
                }
            })
            .or_insert(i as u32);
    }
    let mut of_set: HashMap<u32, Option<u32>> = HashMap::new();
    let mut donors = Vec::new();
    for (i, n) in nodes.iter().enumerate() {
        let Some(slot) = slot_of[i] else { continue };
        if !usable(i) || (name(i) && nodes[i].cats & cat::DEFINITION != 0) {
            continue;
        }
        let compatible = *of_set.entry(slot.kinds).or_insert_with(|| {
            compiled
                .slots
                .kinds(slot.kinds)
                .iter()
                .filter_map(|k| smallest.get(k).copied())
                .min_by_key(|&d| (len(d), d))
        });
        let own = &text[n.start..n.end];
        if name(i) {
            // A use of a name: by a literal its place accepts, of at most its length.
            if let Some(d) = compatible.filter(|&d| len(d) <= own.len() && !name(d as usize)) {
                donors.push((i as u32, d));
            }
            continue;
        }
        for donor in [smallest.get(&n.kind).copied(), compatible]
            .into_iter()
            .flatten()
        {
            let d = &nodes[donor as usize];
            if donor != i as u32 && len(donor) < own.len() && text[d.start..d.end] != *own {
                donors.push((i as u32, donor));
            }
        }
    }
    donors.sort_unstable();
    donors.dedup();
    donors
}

/// Quoted at both ends with one quote (after a prefix of at most three letters: `b"`, `rb'`,
/// `f"`).
fn quoted(text: &[u8]) -> bool {
    let start = text
        .iter()
        .take(4)
        .position(|b| matches!(b, b'"' | b'\'' | b'`'));
    match start {
        Some(s) if text[..s].iter().all(u8::is_ascii_alphabetic) => {
            text.len() >= s + 2 && text.last() == Some(&text[s])
        }
        _ => false,
    }
}

/// A number: a digit first (or a `.` and a digit), then digits, letters, `_`, `.`, `'`, and
/// a sign after an exponent.
fn number(text: &[u8]) -> bool {
    let first_digit = match text {
        [b'.', d, ..] | [d, ..] => d.is_ascii_digit(),
        [] => false,
    };
    first_digit
        && text
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'\'' | b'+' | b'-'))
}

/// A word that is no name: a keyword of the grammar, or the node's own kind spelt out
/// (`true`, `None`, `this`, `nil`).
fn keyword(c: &Compiled, word: &[u8], kind: u16) -> bool {
    let word = std::str::from_utf8(word).unwrap_or("");
    c.derived.keywords.binary_search(&word).is_ok()
        || c.language
            .node_kind_for_id(kind)
            .is_some_and(|k| k.eq_ignore_ascii_case(word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_and_numbers() {
        assert!(quoted(b"\"ab\""));
        assert!(quoted(b"rb'x'"));
        assert!(quoted(b"`t`"));
        assert!(!quoted(b"\""));
        assert!(!quoted(b"abcde\"x\""));
        assert!(number(b"0x1F"));
        assert!(number(b"1e-5"));
        assert!(number(b".5"));
        assert!(!number(b"a1"));
        assert!(!number(b"."));
    }
}
