//! `lift`: a top-level item replaced by an expression from inside it, made an item of the top
//! level by the preset's `template` (`$` is the expression): what a test needs of a function
//! is often one expression of its body, and the language accepts it at the top level inside a
//! declaration (Go: `func f() { x := a + "b"; _ = x }` -> `var _ = a + "b"`).
//!
//! The kinds that may stand at `$` are the grammar's: the template is parsed once with `0` at
//! `$`, and the slot that holds the `0` (in node-types.json) accepts them. An expression is
//! offered only when every name in it means the same outside the item: each one occurs
//! somewhere else in the file (an import, another declaration) or is one of the language's
//! reserved words (`len`, `nil`), so the item's own parameters and locals, which the lifted
//! expression would lose, keep it in place; a bare name is never offered. Only files up to
//! `max_bytes` are looked at.

use std::collections::HashMap;

use super::unused::word_positions;
use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::lang::{LangSpec, SlotTable};
use crate::syntax::SyntaxTable;

pub struct Lift {
    /// The template's text before and after `$`.
    before: Vec<u8>,
    after: Vec<u8>,
    slots: &'static SlotTable,
    /// The set of kinds `$`'s slot accepts; none: the pass offers nothing.
    accepts: Option<u32>,
    max_bytes: usize,
    reserved: Vec<&'static [u8]>,
}

/// What stands at `$` while the template is parsed.
const PROBE: &str = "0";

/// The slots of no language, for a lift that offers nothing.
static EMPTY: std::sync::LazyLock<SlotTable> = std::sync::LazyLock::new(SlotTable::default);

impl Lift {
    /// Without a template: the expression alone, where the language takes an expression as an
    /// item of the top level (Python, JavaScript); elsewhere, or with no language, nothing.
    pub fn by_default(max_bytes: usize, lang: Option<&'static LangSpec>) -> Lift {
        Lift::new("$", max_bytes, lang).unwrap_or(Lift {
            before: Vec::new(),
            after: Vec::new(),
            slots: &EMPTY,
            accepts: None,
            max_bytes,
            reserved: Vec::new(),
        })
    }

    pub fn new(
        template: &str,
        max_bytes: usize,
        lang: Option<&'static LangSpec>,
    ) -> Result<Lift, String> {
        let lang = lang.ok_or("lift needs the preset's language")?;
        let (before, after) = template
            .split_once('$')
            .ok_or_else(|| format!("lift's template {template:?} has no $"))?;
        let compiled = lang.compiled().map_err(|e| e.to_string())?;
        let source = format!("{before}{PROBE}{after}");
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&lang.grammar())
            .map_err(|e| e.to_string())?;
        let tree = parser
            .parse(&source, None)
            .filter(|t| !t.root_node().has_error())
            .ok_or_else(|| format!("lift's template {source:?} is not valid {}", lang.name))?;
        let at = before.len();
        let probe = tree
            .root_node()
            .named_descendant_for_byte_range(at, at + PROBE.len())
            .filter(|n| n.start_byte() == at && n.end_byte() == at + PROBE.len())
            .ok_or_else(|| format!("lift's template {source:?} holds no node at $"))?;
        let parent = probe.parent().expect("the probe is not the root");
        let field = (0..parent.child_count() as u32)
            .find(|&i| parent.child(i as usize) == Some(probe))
            .and_then(|i| parent.field_name_for_child(i))
            .map_or(0, |name| {
                lang.grammar().field_id_for_name(name).map_or(0, u16::from)
            });
        let slot = compiled
            .slots
            .slot_or_children(parent.kind_id(), field, true)
            .ok_or_else(|| format!("the grammar of {} says nothing of $'s place", lang.name))?;
        Ok(Lift {
            before: before.as_bytes().to_vec(),
            after: after.as_bytes().to_vec(),
            slots: &compiled.slots,
            accepts: Some(slot.kinds),
            max_bytes,
            reserved: crate::lang::reserved_words(Some(lang)),
        })
    }
}

impl SyntaxRewriter for Lift {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let Some(accepts) = self.accepts else {
            return Vec::new();
        };
        if text.len() > self.max_bytes || t.nodes.is_empty() {
            return Vec::new();
        }
        let words = word_positions(text);
        let mut rewrites = Vec::new();
        let mut item = 1;
        while item < t.nodes.len() {
            let o = &t.nodes[item];
            let next = o.subtree_end as usize;
            if o.named && !o.extra && !o.error {
                for inner in item + 1..next {
                    let n = &t.nodes[inner];
                    if n.named
                        && !n.error
                        && n.subtree_end as usize > inner + 1
                        && self.slots.accepts(accepts, n.kind)
                        && self.names_outside(t, text, &words, inner, (o.start, o.end))
                    {
                        let mut with = self.before.clone();
                        with.extend_from_slice(&text[n.start..n.end]);
                        with.extend_from_slice(&self.after);
                        rewrites.push(replace_node(t, item as u32, &with));
                    }
                }
            }
            item = next;
        }
        from_end(rewrites, Ties::Smallest)
    }
}

impl Lift {
    /// Whether every name of node `e` (a leaf of letters, digits and `_` starting with no
    /// digit, not a member's) occurs outside `item` too, or is reserved.
    fn names_outside(
        &self,
        t: &SyntaxTable,
        text: &[u8],
        words: &HashMap<&[u8], Vec<usize>>,
        e: usize,
        (start, end): (usize, usize),
    ) -> bool {
        let is_name = |w: &[u8]| {
            !w.is_empty()
                && !w[0].is_ascii_digit()
                && w.iter().all(|&b| b.is_ascii_alphanumeric() || b == b'_')
        };
        // A name after a `.` is a member's (`os.Args`), not one the item may declare.
        let member = |at: usize| text[..at].trim_ascii_end().last() == Some(&b'.');
        (e..t.nodes[e].subtree_end as usize).all(|i| {
            let n = &t.nodes[i];
            let w = &text[n.start..n.end];
            n.subtree_end as usize > i + 1
                || !is_name(w)
                || member(n.start)
                || self.reserved.contains(&w)
                || words
                    .get(w)
                    .is_some_and(|at| at.iter().any(|&p| p < start || p >= end))
        })
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::{build, Candidates};

    fn lifted(lang: &str, template: Option<&str>, text: &str) -> Vec<String> {
        let spec = crate::lang::by_name(lang).unwrap();
        let mut params = toml::Table::new();
        if let Some(t) = template {
            params.insert("template".into(), t.into());
        }
        let pass = build("lift", &params, Some(spec), "test").unwrap();
        let syntax = crate::syntax::Syntax::new(spec, text.as_bytes());
        let Candidates::Rewrites(ws) = pass.candidates(text.as_bytes(), Some(syntax.table()))
        else {
            panic!("lift is a rewriter");
        };
        ws.iter()
            .map(|w| String::from_utf8(crate::edit::apply(text.as_bytes(), &w.edits)).unwrap())
            .collect()
    }

    #[test]
    fn an_expression_whose_names_mean_the_same_outside_goes_up() {
        let go = "package a\nimport \"os\"\nfunc f(s string) {\n\tx := \"a\" + len(os.Args)\n\t_ = s + x\n}\n";
        let out = lifted("go", Some("var _ = $"), go);
        let up = "package a\nimport \"os\"\nvar _ = \"a\" + len(os.Args)\n";
        assert!(out.iter().any(|o| o == up), "{out:#?}");
        // The function's own names stay where they mean something.
        assert!(out.iter().all(|o| !o.contains("var _ = s")), "{out:#?}");
    }

    #[test]
    fn by_default_an_expression_alone_where_the_language_takes_one() {
        let out = lifted(
            "python",
            None,
            "import os\ndef f():\n    return os.sep + 1\n",
        );
        assert!(
            out.iter().any(|o| o == "import os\nos.sep + 1\n"),
            "{out:#?}"
        );
        assert!(lifted("c", None, "int f(void) { return 1 + 2; }\n").is_empty());
    }
}
