//! Which children a grammar allows to be absent, read from the grammar's `node-types.json`.
//!
//! Deleting a required child (the condition of an `if`, the body of a function) always yields
//! a syntax error, so passes should not spend oracle calls on it. tree-sitter itself does not
//! expose this at run time; `node-types.json` does, per parent kind and field.

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
#[derive(Debug, Clone)]
pub struct SlotTable {
    by_kind: Vec<KindSlots>,
}

#[derive(Deserialize)]
struct NodeTypeJson {
    #[serde(rename = "type")]
    kind: String,
    named: bool,
    #[serde(default)]
    fields: BTreeMap<String, SlotJson>,
    children: Option<SlotJson>,
}

#[derive(Deserialize)]
struct SlotJson {
    multiple: bool,
    required: bool,
}

impl From<&SlotJson> for Slot {
    fn from(json: &SlotJson) -> Slot {
        Slot {
            multiple: json.multiple,
            required: json.required,
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
        let entries: Vec<NodeTypeJson> = serde_json::from_str(node_types)
            .map_err(|source| LangError::NodeTypes { lang, source })?;
        let by_name: HashMap<(&str, bool), &NodeTypeJson> = entries
            .iter()
            .map(|e| ((e.kind.as_str(), e.named), e))
            .collect();
        let count = language.node_kind_count();
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
                slots.fields.push((field_id.get(), slot.into()));
            }
            slots.children = entry.children.as_ref().map(Slot::from);
        }
        Ok(SlotTable { by_kind })
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
    fn unfielded_tokens_have_no_slot() {
        let (language, table) = c_table();
        let block = language.id_for_node_kind("compound_statement", true);
        assert!(table.slot(block, 0, true).unwrap().allows_absence());
        assert_eq!(table.slot(block, 0, false), None);
    }
}
