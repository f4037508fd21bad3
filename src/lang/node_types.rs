//! What a grammar's `node-types.json` says of each child slot: whether a child may be absent,
//! whether it repeats, and which kinds may stand in it.
//!
//! Deleting a required child (the condition of an `if`, the body of a function) always yields
//! a syntax error, so passes should not spend oracle calls on it; a node may be replaced by
//! another only where its slot accepts that kind (an expression by an expression, with the
//! supertypes such as `_expression` expanded). tree-sitter itself does not expose this at run
//! time; `node-types.json` does, per parent kind and field.

use std::collections::{BTreeMap, HashMap};

use serde::Deserialize;
use tree_sitter::Language;

use super::LangError;

/// How a parent holds one group of children: a named field, or its unnamed named children.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Slot {
    /// The slot may hold several children.
    pub multiple: bool,
    /// The slot must hold at least one child.
    pub required: bool,
    /// The kinds the slot accepts: an index into the table's sets ([`SlotTable::accepts`]).
    pub kinds: u32,
}

impl Slot {
    /// One child of this slot may go, provided siblings in the same slot remain when the slot
    /// is `required`; the syntax table counts those siblings.
    pub fn allows_absence(self) -> bool {
        self.multiple || !self.required
    }
}

#[derive(Debug, Default, Clone)]
struct KindSlots {
    /// `(field id, slot)`; few per kind, so a linear scan beats hashing.
    fields: Vec<(u16, Slot)>,
    /// Slot of named children without a field.
    children: Option<Slot>,
}

/// Slots of every node kind of one grammar, indexed by tree-sitter kind id.
#[derive(Debug, Clone, Default)]
pub struct SlotTable {
    by_kind: Vec<KindSlots>,
    /// The distinct sets of kinds that slots accept, each as a bit set over kind ids (every id
    /// of an accepted name: aliases share a name) and as the list of those ids.
    sets: Vec<KindSet>,
}

/// A set of kind ids as bits (for membership) and as a sorted list (to go through).
type KindSet = (Box<[u64]>, Box<[u16]>);

#[derive(Deserialize)]
struct NodeTypeJson {
    /// Empty in an entry that names no kind, such as the `{"@generated": true}` that
    /// tree-sitter-erlang's generator appends: such entries are left out.
    #[serde(rename = "type", default)]
    kind: String,
    #[serde(default)]
    named: bool,
    #[serde(default)]
    fields: BTreeMap<String, SlotJson>,
    children: Option<SlotJson>,
    /// A supertype's kinds (`_expression`: every kind of expression).
    #[serde(default)]
    subtypes: Vec<KindJson>,
}

#[derive(Deserialize)]
struct SlotJson {
    multiple: bool,
    required: bool,
    #[serde(default)]
    types: Vec<KindJson>,
}

#[derive(Deserialize, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct KindJson {
    #[serde(rename = "type")]
    kind: String,
    named: bool,
}

/// Builds the kind sets of the slots: names expanded through supertypes into kind ids.
struct SetBuilder<'a> {
    language: &'a Language,
    /// Kind ids of each `(name, named)`.
    ids: HashMap<(&'a str, bool), Vec<u16>>,
    subtypes: HashMap<(&'a str, bool), &'a [KindJson]>,
    sets: Vec<KindSet>,
    known: HashMap<Vec<u16>, u32>,
}

impl<'a> SetBuilder<'a> {
    /// The index of the set of kinds `types` names.
    fn set(&mut self, types: &'a [KindJson]) -> u32 {
        let mut ids = Vec::new();
        let mut stack: Vec<&KindJson> = types.iter().collect();
        let mut seen: Vec<&KindJson> = Vec::new();
        while let Some(t) = stack.pop() {
            if seen.contains(&t) {
                continue;
            }
            seen.push(t);
            let key = (t.kind.as_str(), t.named);
            if let Some(subtypes) = self.subtypes.get(&key) {
                stack.extend(subtypes.iter());
            }
            ids.extend(self.ids.get(&key).into_iter().flatten());
        }
        ids.sort_unstable();
        ids.dedup();
        if let Some(&at) = self.known.get(&ids) {
            return at;
        }
        let count = self.language.node_kind_count();
        let mut bits = vec![0u64; count.div_ceil(64)].into_boxed_slice();
        for &id in &ids {
            bits[usize::from(id) / 64] |= 1 << (id % 64);
        }
        let at = self.sets.len() as u32;
        self.sets.push((bits, ids.clone().into_boxed_slice()));
        self.known.insert(ids, at);
        at
    }

    fn slot(&mut self, json: &'a SlotJson) -> Slot {
        Slot {
            multiple: json.multiple,
            required: json.required,
            kinds: self.set(&json.types),
        }
    }
}

impl SlotTable {
    /// Builds the table from `node-types.json`. Kind ids come from the grammar, so aliased kinds
    /// (several ids, one name) all get the entry of their name.
    pub fn new(
        lang: &'static str,
        language: &Language,
        node_types: &str,
    ) -> Result<SlotTable, LangError> {
        let mut entries: Vec<NodeTypeJson> = serde_json::from_str(node_types)
            .map_err(|source| LangError::NodeTypes { lang, source })?;
        entries.retain(|e| !e.kind.is_empty());
        let by_name: HashMap<(&str, bool), &NodeTypeJson> = entries
            .iter()
            .map(|e| ((e.kind.as_str(), e.named), e))
            .collect();
        let count = language.node_kind_count();
        let mut sets = SetBuilder {
            language,
            ids: HashMap::new(),
            subtypes: entries
                .iter()
                .filter(|e| !e.subtypes.is_empty())
                .map(|e| ((e.kind.as_str(), e.named), e.subtypes.as_slice()))
                .collect(),
            sets: Vec::new(),
            known: HashMap::new(),
        };
        for id in 0..count as u16 {
            if let Some(name) = language.node_kind_for_id(id) {
                let named = language.node_kind_is_named(id);
                sets.ids.entry((name, named)).or_default().push(id);
            }
        }
        let mut by_kind = vec![KindSlots::default(); count];
        for (id, slots) in by_kind.iter_mut().enumerate() {
            let id = id as u16;
            let Some(name) = language.node_kind_for_id(id) else {
                continue;
            };
            let Some(entry) = by_name.get(&(name, language.node_kind_is_named(id))) else {
                continue;
            };
            for (field, slot) in &entry.fields {
                let field_id =
                    language
                        .field_id_for_name(field)
                        .ok_or_else(|| LangError::UnknownField {
                            lang,
                            kind: entry.kind.clone(),
                            field: field.clone(),
                        })?;
                slots.fields.push((field_id.get(), sets.slot(slot)));
            }
            slots.children = entry.children.as_ref().map(|c| sets.slot(c));
        }
        Ok(SlotTable {
            by_kind,
            sets: sets.sets,
        })
    }

    /// Whether the set of kinds `set` (a [`Slot::kinds`]) holds kind id `kind`.
    pub fn accepts(&self, set: u32, kind: u16) -> bool {
        self.sets.get(set as usize).is_some_and(|(bits, _)| {
            bits.get(usize::from(kind) / 64)
                .is_some_and(|word| word & (1 << (kind % 64)) != 0)
        })
    }

    /// The kind ids of the set `set`, sorted.
    pub fn kinds(&self, set: u32) -> &[u16] {
        self.sets.get(set as usize).map_or(&[], |(_, ids)| ids)
    }

    /// The number of distinct kind sets.
    pub fn set_count(&self) -> usize {
        self.sets.len()
    }

    /// The slot that holds a child of a `parent_kind` node: its field (`field` is the field id,
    /// 0 for none) or, for an unfielded named child, the parent's `children` slot. `None` when
    /// `node-types.json` does not describe such a child (anonymous tokens, unknown kinds).
    pub fn slot(&self, parent_kind: u16, field: u16, child_named: bool) -> Option<Slot> {
        let slots = self.by_kind.get(usize::from(parent_kind))?;
        if field != 0 {
            slots
                .fields
                .iter()
                .find(|&&(f, _)| f == field)
                .map(|&(_, slot)| slot)
        } else if child_named {
            slots.children
        } else {
            None
        }
    }

    /// Like [`SlotTable::slot`], but a named child in a field its parent's entry does not list
    /// (a field set inside a hidden rule: Lua's `local_declaration:` of a chunk's statement) is
    /// taken to be one of the parent's children, as `node-types.json` counts it.
    pub fn slot_or_children(&self, parent_kind: u16, field: u16, named: bool) -> Option<Slot> {
        self.slot(parent_kind, field, named).or_else(|| {
            let slots = self.by_kind.get(usize::from(parent_kind))?;
            (field != 0 && named).then_some(slots.children).flatten()
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn c_table() -> (Language, SlotTable) {
        let language: Language = tree_sitter_c::LANGUAGE.into();
        let table = SlotTable::new("c", &language, tree_sitter_c::NODE_TYPES).unwrap();
        (language, table)
    }

    #[test]
    fn if_condition_is_required_and_else_is_optional() {
        let (language, table) = c_table();
        let if_id = language.id_for_node_kind("if_statement", true);
        let field = |name: &str| language.field_id_for_name(name).unwrap().get();
        let condition = table.slot(if_id, field("condition"), true).unwrap();
        assert!(!condition.allows_absence());
        let alternative = table.slot(if_id, field("alternative"), true).unwrap();
        assert!(alternative.allows_absence());
    }

    #[test]
    fn an_entry_that_names_no_kind_is_left_out() {
        let language: Language = tree_sitter_c::LANGUAGE.into();
        let json = tree_sitter_c::NODE_TYPES
            .trim_end()
            .trim_end_matches(']')
            .to_owned()
            + ",{\"@generated\": true}]";
        let table = SlotTable::new("c", &language, &json).unwrap();
        let if_id = language.id_for_node_kind("if_statement", true);
        let condition = language.field_id_for_name("condition").unwrap().get();
        assert!(!table.slot(if_id, condition, true).unwrap().allows_absence());
    }

    #[test]
    fn unfielded_tokens_have_no_slot() {
        let (language, table) = c_table();
        let block = language.id_for_node_kind("compound_statement", true);
        assert!(table.slot(block, 0, true).unwrap().allows_absence());
        assert_eq!(table.slot(block, 0, false), None);
    }
}
