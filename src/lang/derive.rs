//! What a grammar says about reduction by itself, with no query: the facts of its node kinds
//! that do not depend on a file. The syntax table adds, from these and the slots of
//! `node-types.json` ([`super::SlotTable`]), lists, deletable children, replacements by
//! compatible nodes, names and literals (`syntax::derived`).

use tree_sitter::Language;

/// A grammar's facts, by kind id.
#[derive(Debug, Default)]
pub struct Derived {
    /// The grammar's keywords: its anonymous tokens that are words with a letter (`def`,
    /// `func`, `class`), which a rename never creates.
    pub keywords: Vec<&'static str>,
    /// The id of the field `name` (a declaration's name), if the grammar has one.
    pub name_field: u16,
    /// The id of the field `value` (what a declaration's name stands for), if any.
    pub value_field: u16,
    /// What each kind id's name says it holds (`string`, `char_literal`, `rune_literal`,
    /// `template_string`): a node of a kind that holds text, quoted at both ends, is an atom.
    pub text_kinds: Vec<Text>,
}

impl Derived {
    pub fn new(language: &Language) -> Derived {
        let count = language.node_kind_count();
        let mut derived = Derived {
            keywords: Vec::new(),
            name_field: language.field_id_for_name("name").map_or(0, |f| f.get()),
            value_field: language.field_id_for_name("value").map_or(0, |f| f.get()),
            text_kinds: vec![Text::No; count],
        };
        for id in 0..count as u16 {
            let Some(name) = language.node_kind_for_id(id) else {
                continue;
            };
            if !language.node_kind_is_named(id) {
                // A word with a letter: Bash's `$` is an operator.
                let letter = name.bytes().any(|b| b.is_ascii_alphabetic());
                if language.node_kind_is_visible(id) && is_word(name.as_bytes()) && letter {
                    derived.keywords.push(name);
                }
                continue;
            }
            derived.text_kinds[usize::from(id)] =
                if ["char", "rune"].iter().any(|w| name.contains(w)) {
                    Text::Char
                } else if ["string", "text"].iter().any(|w| name.contains(w)) {
                    Text::String
                } else {
                    Text::No
                };
        }
        derived.keywords.sort_unstable();
        derived.keywords.dedup();
        derived
    }

    /// What nodes of kind `kind` hold, by the kind's name.
    pub fn text(&self, kind: u16) -> Text {
        self.text_kinds
            .get(usize::from(kind))
            .copied()
            .unwrap_or(Text::No)
    }
}

/// What a node kind's name says it holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Text {
    No,
    String,
    Char,
}

/// An identifier-shaped word: a letter or `_` (or `$`), then letters, digits, `_`, `$`.
pub fn is_word(text: &[u8]) -> bool {
    text.first()
        .is_some_and(|&b| b.is_ascii_alphabetic() || b == b'_' || b == b'$')
        && text
            .iter()
            .all(|&b| b.is_ascii_alphanumeric() || b == b'_' || b == b'$')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_keywords_and_text_kinds() {
        let language: Language = tree_sitter_python::LANGUAGE.into();
        let derived = Derived::new(&language);
        for k in ["def", "class", "return", "lambda", "pass"] {
            assert!(derived.keywords.contains(&k), "{k}");
        }
        assert!(!derived.keywords.contains(&"identifier"));
        let string = language.id_for_node_kind("string", true);
        assert_eq!(derived.text(string), Text::String);
        assert_ne!(derived.name_field, 0);
    }
}
