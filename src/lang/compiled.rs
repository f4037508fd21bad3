//! A language's query files compiled into one tree-sitter query, with the meaning of each
//! capture and pattern resolved up front.
//!
//! All files of a language go into a single `Query` so that one pass of a `QueryCursor` over
//! the tree finds every category; errors are mapped back to the file and line they came from.

use tree_sitter::{CaptureQuantifier, Language, Parser, Query, QueryErrorKind};

use super::derive::Derived;
use super::{cat, category, LangError, LangSpec, SlotTable};

/// Everything needed to turn a parse tree of one language into a syntax table.
#[derive(Debug)]
pub struct Compiled {
    /// The grammar.
    pub language: Language,
    /// All of the language's query files, concatenated in table order.
    pub query: Query,
    /// Category bit of each capture index of `query`.
    capture_cats: Vec<u64>,
    /// `(#set! value "...")` of each pattern, for `@replace`.
    values: Vec<Option<Box<str>>>,
    /// Which children the grammar allows to be absent, which repeat, which kinds each slot
    /// accepts (empty without `node-types.json`).
    pub slots: SlotTable,
    /// Derive the table's facts from the grammar too ([`LangSpec::derive`]), and what for.
    pub derive: bool,
    pub derived: Derived,
}

impl Compiled {
    /// Category bit of capture `index` (as found in `QueryCapture::index`).
    pub fn capture_cat(&self, index: u32) -> u64 {
        self.capture_cats[index as usize]
    }

    /// The replacement value set by pattern `pattern`, if any.
    pub fn value(&self, pattern: usize) -> Option<&str> {
        self.values[pattern].as_deref()
    }
}

/// Compiles `spec`'s queries and node types, checking them against the vocabulary. Not cached:
/// use [`LangSpec::compiled`] for the shared copy.
pub fn compile(spec: &LangSpec) -> Result<Compiled, LangError> {
    let language = spec.grammar();
    Parser::new()
        .set_language(&language)
        .map_err(|e| LangError::Abi {
            lang: spec.name,
            message: e.to_string(),
        })?;

    // Concatenate the files, remembering where each starts so errors point into the right one.
    let mut source = String::new();
    let mut starts = Vec::with_capacity(spec.queries.len());
    for &(_, text) in spec.queries {
        starts.push(source.len());
        source.push_str(text);
        source.push('\n');
    }
    let file_at = |offset: usize| -> usize { starts.partition_point(|&s| s <= offset).max(1) - 1 };
    // 1-based (row, column) of a byte offset of the concatenation, within its own file.
    let position = |offset: usize| -> (usize, usize) {
        let file = file_at(offset);
        let text = spec.queries[file].1;
        let before = &text[..(offset - starts[file]).min(text.len())];
        let row = before.matches('\n').count() + 1;
        let column = before.len() - before.rfind('\n').map_or(0, |nl| nl + 1) + 1;
        (row, column)
    };

    let query = Query::new(&language, &source).map_err(|e| {
        let (row, column) = position(e.offset);
        LangError::Query {
            lang: spec.name,
            file: spec.queries[file_at(e.offset)].0,
            row,
            column,
            kind: kind_name(&e.kind).to_owned(),
            message: e.message,
        }
    })?;

    let pattern_files: Vec<&'static str> = (0..query.pattern_count())
        .map(|p| spec.queries[file_at(query.start_byte_for_pattern(p))].0)
        .collect();

    let mut capture_cats = Vec::with_capacity(query.capture_names().len());
    for (index, &name) in query.capture_names().iter().enumerate() {
        let Some(bit) = category(name) else {
            let pattern = (0..query.pattern_count())
                .find(|&p| query.capture_quantifiers(p)[index] != CaptureQuantifier::Zero)
                .unwrap_or(0);
            return Err(LangError::UnknownCapture {
                lang: spec.name,
                file: pattern_files.get(pattern).copied().unwrap_or("?"),
                capture: name.to_owned(),
            });
        };
        capture_cats.push(bit);
    }

    let replace_capture = capture_cats.iter().position(|&bit| bit == cat::REPLACE);
    let mut values = Vec::with_capacity(query.pattern_count());
    for (pattern, &file) in pattern_files.iter().enumerate() {
        if let Some(predicate) = query.general_predicates(pattern).first() {
            return Err(LangError::UnsupportedPredicate {
                lang: spec.name,
                file,
                predicate: predicate.operator.trim_start_matches('#').to_owned(),
            });
        }
        if let Some((property, positive)) = query.property_predicates(pattern).first() {
            let operator = if *positive { "is?" } else { "is-not?" };
            return Err(LangError::UnsupportedPredicate {
                lang: spec.name,
                file,
                predicate: format!("{operator} {}", property.key),
            });
        }
        let (row, column) = position(query.start_byte_for_pattern(pattern));
        let replace_error = |problem| LangError::ReplaceValue {
            lang: spec.name,
            file,
            row,
            column,
            problem,
        };
        let mut value = None;
        for property in query.property_settings(pattern) {
            if &*property.key != "value" || property.capture_id.is_some() {
                return Err(replace_error("sets a property other than `value`"));
            }
            match &property.value {
                Some(v) if value.is_none() => value = Some(v.clone()),
                Some(_) => return Err(replace_error("sets `value` twice")),
                None => return Err(replace_error("sets `value` without a string")),
            }
        }
        let replaces = replace_capture
            .is_some_and(|c| query.capture_quantifiers(pattern)[c] != CaptureQuantifier::Zero);
        match (replaces, value.is_some()) {
            (true, false) => return Err(replace_error("captures `@replace` but sets no value")),
            (false, true) => return Err(replace_error("sets a value but has no `@replace`")),
            _ => {}
        }
        values.push(value);
    }

    let slots = match spec.node_types {
        Some(json) => SlotTable::new(spec.name, &language, json)?,
        None => SlotTable::default(),
    };
    let derived = Derived::new(&language);
    Ok(Compiled {
        language,
        query,
        capture_cats,
        values,
        slots,
        derive: spec.derive,
        derived,
    })
}

fn kind_name(kind: &QueryErrorKind) -> &'static str {
    match kind {
        QueryErrorKind::Syntax => "syntax",
        QueryErrorKind::NodeType => "unknown node kind",
        QueryErrorKind::Field => "unknown field",
        QueryErrorKind::Capture => "unknown capture",
        QueryErrorKind::Predicate => "bad predicate",
        QueryErrorKind::Structure => "impossible pattern",
        QueryErrorKind::Language => "language",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn spec(queries: &'static [(&'static str, &'static str)]) -> LangSpec {
        LangSpec {
            name: "c",
            aliases: &[],
            globs: &["*.c"],
            language: super::super::Grammar::BuiltIn(|| tree_sitter_c::LANGUAGE.into()),
            node_types: Some(tree_sitter_c::NODE_TYPES),
            queries,
            reserved: "",
            preset: "",
            octal_zero: false,
            lexis: crate::tokens::Lexis::PLAIN,
            simplest_type: None,
            scopes: &[],
            derive: false,
            compiled: std::sync::OnceLock::new(),
        }
    }

    #[test]
    fn unknown_node_kind_names_file_and_line() {
        let err = compile(&spec(&[
            ("delete.scm", "(comment) @delete\n"),
            (
                "lists.scm",
                "; lists\n(argument_list (_) @item) @list\n(no_such_kind) @list\n",
            ),
        ]))
        .unwrap_err();
        let message = err.to_string();
        assert!(
            message.starts_with("grammars/c/lists.scm:3:2:"),
            "{message}"
        );
        assert!(message.contains("no_such_kind"), "{message}");
    }

    #[test]
    fn capture_outside_vocabulary_is_rejected() {
        let err = compile(&spec(&[
            ("delete.scm", "(comment) @delete\n"),
            ("names.scm", "(identifier) @variable\n"),
        ]))
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "grammars/c/names.scm: capture `@variable` is not in the vocabulary \
             (see grammars/README.md for the allowed names)"
        );
    }

    #[test]
    fn replace_needs_a_value() {
        let err = compile(&spec(&[
            ("delete.scm", "(comment) @delete\n"),
            ("replace.scm", "; values\n  (number_literal) @replace\n"),
        ]))
        .unwrap_err();
        assert!(
            err.to_string().starts_with(
                "grammars/c/replace.scm:2:3: this pattern captures `@replace` but sets no value"
            ),
            "{err}"
        );
        let ok = compile(&spec(&[(
            "replace.scm",
            "((number_literal) @replace (#set! value \"0\"))\n",
        )]))
        .unwrap();
        assert_eq!(ok.value(0), Some("0"));
    }

    #[test]
    fn unknown_predicates_are_rejected() {
        let err = compile(&spec(&[(
            "delete.scm",
            "((comment) @delete (#not-kind? @delete \"x\"))\n",
        )]))
        .unwrap_err();
        assert!(err.to_string().contains("`#not-kind?`"), "{err}");
    }
}
