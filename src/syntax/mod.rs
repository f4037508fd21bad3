//! Parsing a test case with tree-sitter into a flat table of node spans.
//!
//! Cut strategies and passes never see tree-sitter types: a [`tree_sitter::Node`] borrows its
//! tree and dies with the next re-parse, while the reducer keeps positions across many
//! candidate edits. So [`Syntax`] parses, runs the language's queries once, and copies what
//! passes need into plain arrays ([`SyntaxTable`]): every node in pre-order with its byte range,
//! parent, whether the grammar lets it be absent, and the query categories it was captured in;
//! plus the list, hoist, replacement and paired-capture facts the queries describe.
//!
//! The engine re-parses after every accepted change, so [`Syntax::update`] reuses the old
//! tree through tree-sitter's incremental parsing when the change is a few edits.
//!
//! - `table`: the table and the questions passes ask of it;
//! - `build`: parse tree + queries -> table;
//! - `derived`: the facts the grammar gives without a query;
//! - `lists`: list items and their separators;
//! - `incremental`: telling a tree about edits;
//! - `dump`: the table as text (`--dump-tree`);
//! - `parse_check`: whether a candidate parses worse than the best (keep-parsing).

mod build;
mod derived;
mod dump;
mod incremental;
mod lists;
pub(crate) mod parse_check;
mod region_check;
pub(crate) mod regions;
mod table;

use tree_sitter::{Parser, QueryCursor, Tree};

use crate::edit::Edit;
use crate::lang::{Compiled, LangError, LangSpec};
use build::{build_table, query_chunks};
use incremental::{edit_tree, edits_fit, Lines};

pub use crate::lang::cat;
pub use dump::dump;
pub use lists::{Gap, List};
pub use table::{Node, Pair, SyntaxTable, NO_PARENT};

/// Above this many edits a fresh parse is used: many scattered edits leave little of the old
/// tree to reuse, while each `Tree::edit` and each re-lexed region still costs time.
const MAX_INCREMENTAL_EDITS: usize = 32;

/// A parser for one language, the tree of the current text and its table.
pub struct Syntax {
    lang: &'static LangSpec,
    compiled: &'static Compiled,
    parser: Parser,
    cursor: QueryCursor,
    tree: Tree,
    /// The current text, and where its lines start (for the positions of edits).
    text: Vec<u8>,
    lines: Lines,
    table: SyntaxTable,
}

impl std::fmt::Debug for Syntax {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Syntax")
            .field("lang", &self.lang.name)
            .field("len", &self.text.len())
            .field("nodes", &self.table.nodes.len())
            .field("errors", &self.table.errors)
            .finish_non_exhaustive()
    }
}

impl Syntax {
    /// Parses `text` and builds its table. Text with syntax errors still gets a table; the
    /// broken regions are ERROR nodes.
    ///
    /// # Panics
    /// If the language's shipped queries or grammar do not load; `tests/it/registry.rs` checks
    /// they do, and [`Syntax::try_new`] or [`crate::lang::check`] report it as an error.
    pub fn new(lang: &'static LangSpec, text: &[u8]) -> Syntax {
        Syntax::try_new(lang, text).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Like [`Syntax::new`], but a broken language definition is an error.
    pub fn try_new(lang: &'static LangSpec, text: &[u8]) -> Result<Syntax, LangError> {
        Syntax::build(lang, text, None)
    }

    /// Like [`Syntax::new`], with `tree` the parse of `text` (made elsewhere, by the parse
    /// checker say): no parse, and the tree's nodes are shared with the other copies.
    pub fn with_tree(lang: &'static LangSpec, text: &[u8], tree: Tree) -> Syntax {
        debug_assert_eq!(tree.root_node().end_byte(), text.len());
        Syntax::build(lang, text, Some(tree)).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The syntax of `text`, parsed unless its `tree` is given.
    fn build(
        lang: &'static LangSpec,
        text: &[u8],
        tree: Option<Tree>,
    ) -> Result<Syntax, LangError> {
        let compiled = lang.compiled()?;
        let mut parser = Parser::new();
        parser
            .set_language(&compiled.language)
            .map_err(|e| LangError::Abi {
                lang: lang.name,
                message: e.to_string(),
            })?;
        let tree = tree.unwrap_or_else(|| parse(&mut parser, text, None));
        let mut cursor = QueryCursor::new();
        let table = build_table(compiled, &tree, text, &mut cursor, query_chunks(text.len()));
        Ok(Syntax {
            lang,
            compiled,
            parser,
            cursor,
            tree,
            text: text.to_vec(),
            lines: Lines::new(text),
            table,
        })
    }

    /// The table of the current text.
    pub fn table(&self) -> &SyntaxTable {
        &self.table
    }

    /// The parse of the current text.
    pub fn tree(&self) -> &Tree {
        &self.tree
    }

    /// The language.
    pub fn lang(&self) -> &'static LangSpec {
        self.lang
    }

    /// The current text.
    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// Moves to `new_text`, which is the current text changed by `edits` (sorted,
    /// non-overlapping, in the current text's coordinates). With few edits the old tree is
    /// reused (tree-sitter incremental parsing); otherwise the text is parsed afresh. Edits that
    /// do not describe `new_text` are a caller bug: debug builds panic, release builds parse
    /// afresh.
    pub fn update(&mut self, new_text: &[u8], edits: &[Edit]) {
        let consistent = edits_fit(self.text.len(), new_text.len(), edits);
        debug_assert!(
            consistent && crate::edit::apply(&self.text, edits) == new_text,
            "edits do not turn the old text into the new one"
        );
        let old_tree = if consistent && edits.len() <= MAX_INCREMENTAL_EDITS {
            edit_tree(&mut self.tree, &self.lines, edits);
            Some(&self.tree)
        } else {
            None
        };
        let tree = parse(&mut self.parser, new_text, old_tree);
        self.set_tree(new_text, tree);
    }

    /// Moves to `new_text`, whose parse is `tree` (made elsewhere, by the parse checker say):
    /// no parse, and the tree's nodes are shared with whoever holds another copy of it.
    pub fn set_tree(&mut self, new_text: &[u8], tree: Tree) {
        debug_assert_eq!(tree.root_node().end_byte(), new_text.len());
        self.table = build_table(
            self.compiled,
            &tree,
            new_text,
            &mut self.cursor,
            query_chunks(new_text.len()),
        );
        self.tree = tree;
        self.text.clear();
        self.text.extend_from_slice(new_text);
        self.lines = Lines::new(new_text);
    }

    /// [`dump()`] of the current text.
    pub fn dump(&self) -> String {
        dump(&self.table, self.lang, &self.text)
    }
}

fn parse(parser: &mut Parser, text: &[u8], old: Option<&Tree>) -> Tree {
    // `parse` only returns None when cancelled, timed out or without a language; none of
    // those is configured here.
    parser
        .parse(text, old)
        .expect("tree-sitter parse without timeout or cancellation")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::by_name;

    #[test]
    fn update_handles_edits_at_both_ends_and_falls_back_on_many() {
        let spec = by_name("rust").unwrap();
        let text = "fn a() {}\nfn b() { let x = 1; }\n";
        let mut syntax = Syntax::new(spec, text.as_bytes());
        let new_text = "// head\nfn a() {}\nfn b() { let x = 12; }\n// tail";
        let insert = |at: usize, with: &str| Edit {
            start: at,
            end: at,
            with: with.as_bytes().to_vec(),
        };
        let edits = [
            insert(0, "// head\n"),
            insert(28, "2"),
            insert(32, "// tail"),
        ];
        syntax.update(new_text.as_bytes(), &edits);
        assert_eq!(
            syntax.table(),
            Syntax::new(spec, new_text.as_bytes()).table()
        );

        // More edits than the incremental limit: one-byte insertions everywhere.
        let old = syntax.text().to_vec();
        let spaced: Vec<u8> = old.iter().flat_map(|&b| [b, b' ']).collect();
        let edits: Vec<_> = (0..old.len()).map(|i| insert(i + 1, " ")).collect();
        syntax.update(&spaced, &edits);
        assert_eq!(syntax.table(), Syntax::new(spec, &spaced).table());
    }
}
