//! The parse check behind keep-parsing: does a candidate parse worse (more ERROR and MISSING
//! nodes) than the current best? Asked for nearly every candidate, so it must not cost a parse
//! of the whole file.
//!
//! Most candidates are judged by the *regions* of their edits alone (see [`super::regions`];
//! the verdict is in `region_check`): the items around each edit in the innermost list that
//! parses on its own (the statement and the next one in a block, a member in a class body, a
//! function at the top level), wrapped as the language table's scope says and parsed afresh. A
//! candidate is worse if its regions have more errors after the edits than before; a region
//! without errors in the best's tree has none before. That costs a small fraction of an
//! incremental reparse of the whole file, and nearly always gives a whole parse's verdict (a
//! cut that opens a comment which the next comment closes parses in the file, not in the
//! region).
//!
//! Candidates whose regions are large (a cut of half the file) or made by many edits all over
//! it (a rename) get a parse of the whole candidate: the best's tree is kept, told about the
//! candidate's edits (`Tree::edit`) and reparsed incrementally, which re-reads only the edited
//! regions and so costs far less than a fresh parse of a large file; most of what it costs is
//! tree-sitter rebuilding the long list of top-level items, wherever the edit is. With
//! tree-sitter-cpp it costs much more: nodes built while the GLR parser held several stack
//! versions are "fragile" and never reused, and in preprocessed C++ (intrinsics headers,
//! `__attribute__`s, templates) they cover much of the file, so each reparse re-lexes a large
//! share of the text.
//!
//! Use: [`ParseCheck::set_base`] with the current best (a full parse), [`ParseCheck::worse`] for each
//! candidate with the edits that make it from the best, and [`ParseCheck::rebase`] with an accepted
//! candidate and its edits (an incremental parse, or none when that candidate was the last one
//! parsed whole and found no worse: its tree is kept).

use std::collections::HashMap;

use tree_sitter::{Node, ParseOptions, ParseState, Parser, Tree};

use super::incremental::{edit_tree, edits_fit, Lines};
use crate::edit::Edit;
use crate::lang::{LangSpec, Scope};

/// Candidates made by more edits than this are parsed afresh: each edit costs a walk down the
/// tree. Even many edits reparse faster than a fresh parse: candidates with an edit at each of
/// hundreds of places (the `unused` pass's, one per unused declaration) still cost less CPU
/// incrementally on a large file.
const MAX_INCREMENTAL_EDITS: usize = 4096;

pub struct ParseCheck {
    pub(super) parser: Parser,
    pub(super) scopes: &'static [Scope],
    pub(super) base: Option<Base>,
    /// The last candidate [`ParseCheck::worse`] found no worse: its edits from the base and its
    /// tree, which [`ParseCheck::rebase`] takes when that candidate is accepted (a candidate
    /// that parses worse is not accepted while the check is on).
    last: Option<(Vec<Edit>, Tree)>,
}

/// The text candidates are compared with.
pub(super) struct Base {
    pub(super) text: Vec<u8>,
    pub(super) tree: Tree,
    errors: usize,
    lines: Lines,
    /// Syntax errors of regions of the base parsed on their own, by span.
    pub(super) region_errors: HashMap<(usize, usize), usize>,
}

impl Base {
    fn new(tree: Tree, text: &[u8]) -> Base {
        Base {
            text: text.to_vec(),
            errors: count_errors(tree.root_node()),
            tree,
            lines: Lines::new(text),
            region_errors: HashMap::new(),
        }
    }

    /// The base's tree, told about `edits` (sorted, non-overlapping, in the base's coordinates).
    fn edited(&self, edits: &[Edit]) -> Tree {
        let mut tree = self.tree.clone();
        edit_tree(&mut tree, &self.lines, edits);
        tree
    }
}

impl ParseCheck {
    pub fn new(lang: &'static LangSpec) -> ParseCheck {
        let mut parser = Parser::new();
        parser
            .set_language(&lang.grammar())
            .expect("the grammar's ABI matches tree-sitter's (checked by tests/it/registry.rs)");
        ParseCheck {
            parser,
            scopes: lang.scopes,
            base: None,
            last: None,
        }
    }

    pub(super) fn parse(&mut self, text: &[u8], old: Option<&Tree>) -> Tree {
        self.parse_with(text, old, None)
            .expect("tree-sitter parse without timeout or cancellation")
    }

    /// Parses `text`; None if `options` cancelled the parse.
    pub(super) fn parse_with(
        &mut self,
        text: &[u8],
        old: Option<&Tree>,
        options: Option<ParseOptions>,
    ) -> Option<Tree> {
        let len = text.len();
        self.parser.parse_with_options(
            &mut |i, _| if i < len { &text[i..] } else { &[] },
            old,
            options,
        )
    }

    /// Makes `text` the base, with a full parse.
    pub fn set_base(&mut self, text: &[u8]) {
        let tree = self.parse(text, None);
        self.base = Some(Base::new(tree, text));
        self.last = None;
    }

    /// The base's tree.
    pub fn tree(&self) -> &Tree {
        &self.base().tree
    }

    /// Makes `text`, the base changed by `edits`, the new base, with an incremental parse.
    pub fn rebase(&mut self, text: &[u8], edits: &[Edit]) {
        // The same edits from the same base make the same text, parsed the same way.
        let tree = match self.last.take() {
            Some((last, tree)) if last == edits => tree,
            _ => self.candidate_tree(text, edits),
        };
        self.base = Some(Base::new(tree, text));
    }

    /// Syntax errors (ERROR and MISSING nodes) in the base.
    ///
    /// # Panics
    /// Before the first [`ParseCheck::set_base`].
    pub fn base_errors(&self) -> usize {
        self.base().errors
    }

    /// Syntax errors in `candidate`, which is the base changed by `edits` (the tests compare
    /// it with a full parse's count).
    #[cfg(test)]
    pub fn errors(&mut self, candidate: &[u8], edits: &[Edit]) -> usize {
        count_errors(self.candidate_tree(candidate, edits).root_node())
    }

    /// Does `candidate`, the base changed by `edits`, parse worse than the base? Where the
    /// edits' regions are small, that is: do the regions, parsed alone, have more syntax errors
    /// after the edits than before? Else: has the candidate more syntax errors than the base?
    pub fn worse(&mut self, candidate: &[u8], edits: &[Edit]) -> bool {
        if let Some(worse) = self.worse_locally(edits) {
            return worse;
        }
        let base = self.base_errors();
        let tree = if base > 0 {
            self.candidate_tree(candidate, edits)
        } else {
            // From a base without errors, any error is worse: stop parsing at the first point
            // where every version of the parse stack is in error recovery (the tree would have
            // an ERROR or MISSING node), which saves the recovery that costs most of a broken
            // parse. A parse that is not stopped gives the tree it gives without the callback.
            let mut in_error = |state: &ParseState| state.has_error();
            let options = ParseOptions::new().progress_callback(&mut in_error);
            match self.candidate_tree_with(candidate, edits, Some(options)) {
                Some(tree) => tree,
                None => {
                    // A cancelled parse resumes on the next call unless reset.
                    self.parser.reset();
                    return true;
                }
            }
        };
        let worse = count_errors(tree.root_node()) > base;
        if !worse {
            self.last = Some((edits.to_vec(), tree));
        }
        worse
    }

    pub(super) fn base(&self) -> &Base {
        self.base
            .as_ref()
            .expect("ParseCheck::set_base before any check")
    }

    /// The candidate's tree: incremental from the base's when the edits describe the candidate
    /// (they must: debug builds panic otherwise), else a full parse.
    fn candidate_tree(&mut self, candidate: &[u8], edits: &[Edit]) -> Tree {
        self.candidate_tree_with(candidate, edits, None)
            .expect("tree-sitter parse without timeout or cancellation")
    }

    fn candidate_tree_with(
        &mut self,
        candidate: &[u8],
        edits: &[Edit],
        options: Option<ParseOptions>,
    ) -> Option<Tree> {
        let base = self.base();
        let consistent = edits_fit(base.lines.len(), candidate.len(), edits);
        debug_assert!(consistent, "edits do not turn the base into the candidate");
        // Telling the tree about an edit visits every node the edit covers: past half the base,
        // parsing what is left costs less.
        let removed: usize = edits.iter().map(|e| e.end - e.start).sum();
        if !consistent || edits.len() > MAX_INCREMENTAL_EDITS || removed > candidate.len() {
            return self.parse_with(candidate, None, options);
        }
        let old = base.edited(edits);
        self.parse_with(candidate, Some(&old), options)
    }
}

/// ERROR and MISSING nodes under `node`; only subtrees that hold an error are visited.
pub fn count_errors(node: Node) -> usize {
    if !node.has_error() {
        return 0;
    }
    let own = usize::from(node.is_error() || node.is_missing());
    let mut cursor = node.walk();
    own + node.children(&mut cursor).map(count_errors).sum::<usize>()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit;

    fn lang(name: &str) -> &'static LangSpec {
        crate::lang::by_name(name).unwrap()
    }

    /// Errors by a full parse.
    fn fresh(lang: &'static LangSpec, text: &[u8]) -> usize {
        let mut parser = Parser::new();
        parser.set_language(&lang.grammar()).unwrap();
        count_errors(parser.parse(text, None).unwrap().root_node())
    }

    const C: &str = "#include <stdio.h>\n\
        struct point { int x; int y; };\n\
        static int add(int a, int b) {\n  return a + b;\n}\n\
        int main(void) {\n  struct point p = { 1, 2 };\n  if (p.x > 0) {\n    \
        printf(\"%d\\n\", add(p.x, p.y));\n  }\n  for (int i = 0; i < 3; i++) p.y += i;\n  \
        return 0;\n}\n";

    /// Cuts of a few sizes all over a text, and some replacements: the incremental count equals
    /// a full parse's, and so does the verdict (which may stop the parse early).
    #[test]
    fn incremental_counts_equal_full_parses() {
        let c = lang("c");
        let text = C.as_bytes();
        let long = C.repeat(12);
        let mut checker = ParseCheck::new(c);
        checker.set_base(long.as_bytes());
        for len in [1, 4, 30] {
            for start in (0..long.len() - len).step_by(23) {
                let edits = [Edit::cut(start, start + len)];
                let candidate = edit::apply(long.as_bytes(), &edits);
                let want = fresh(c, &candidate);
                assert_eq!(checker.errors(&candidate, &edits), want);
                assert_eq!(checker.worse(&candidate, &edits), want > 0);
            }
        }
        let mut checker = ParseCheck::new(c);
        checker.set_base(text);
        assert_eq!(checker.base_errors(), 0);
        let mut worse = 0;
        for len in [1, 2, 5, 17] {
            for start in 0..text.len().saturating_sub(len) {
                let edits = [Edit::cut(start, start + len)];
                let candidate = edit::apply(text, &edits);
                let want = fresh(c, &candidate);
                assert_eq!(
                    checker.errors(&candidate, &edits),
                    want,
                    "cut {start}..{}",
                    start + len
                );
                let w = checker.worse(&candidate, &edits);
                assert_eq!(w, want > 0, "verdict on cut {start}..{}", start + len);
                worse += usize::from(w);
            }
        }
        assert!(worse > 0, "some cuts must break the parse");
        // Several edits at once, with replacements over line ends.
        let edits = [
            Edit::cut(0, 19),
            Edit {
                start: 90,
                end: 103,
                with: b"0;\n  /* x\ny */".to_vec(),
            },
            Edit {
                start: 140,
                end: 140,
                with: b"\n\n(".to_vec(),
            },
        ];
        let candidate = edit::apply(text, &edits);
        assert_eq!(checker.errors(&candidate, &edits), fresh(c, &candidate));
    }

    #[test]
    fn rebase_moves_to_an_accepted_candidate() {
        let js = lang("javascript");
        let text = b"function f(a, b) { return a + b; }\nlet x = f(1, 2);\nconsole.log(x);\n";
        let mut checker = ParseCheck::new(js);
        checker.set_base(text);
        let accepted = [Edit::cut(35, 52)];
        let best = edit::apply(text, &accepted);
        checker.rebase(&best, &accepted);
        assert_eq!(checker.base_errors(), 0);
        let mut full = ParseCheck::new(js);
        full.set_base(&best);
        for start in 0..best.len() - 3 {
            let edits = [Edit::cut(start, start + 3)];
            let candidate = edit::apply(&best, &edits);
            assert_eq!(
                checker.errors(&candidate, &edits),
                full.errors(&candidate, &edits)
            );
            assert_eq!(checker.errors(&candidate, &edits), fresh(js, &candidate));
        }
    }

    /// Rebasing on the candidate checked last takes the tree its check made: the same tree as
    /// rebasing with a parse of its own, from a base with or without errors; a rebase on other
    /// edits parses.
    #[test]
    fn rebase_after_a_check_keeps_the_checked_tree() {
        let mut checked_whole = 0;
        for (name, text) in [
            ("c", C.as_bytes()),
            (
                "rust",
                &b"fn f() { let x = ; }\nfn g(a: u8) -> u8 { a + 1 }\nfn h() {}\n"[..],
            ),
        ] {
            let lang = lang(name);
            for start in (0..text.len() - 3).step_by(5) {
                let edits = [Edit::cut(start, start + 3)];
                let candidate = edit::apply(text, &edits);
                let mut parsed = ParseCheck::new(lang);
                parsed.set_base(text);
                parsed.rebase(&candidate, &edits);
                let want = parsed.tree().root_node().to_sexp();
                let mut kept = ParseCheck::new(lang);
                kept.set_base(text);
                let worse = kept.worse(&candidate, &edits);
                // A candidate judged by its regions keeps no tree.
                assert!(!(worse && kept.last.is_some()), "{name}: cut at {start}");
                checked_whole += usize::from(kept.last.is_some());
                kept.rebase(&candidate, &edits);
                assert!(kept.last.is_none());
                assert_eq!(
                    kept.tree().root_node().to_sexp(),
                    want,
                    "{name}: cut at {start}"
                );
                assert_eq!(kept.base_errors(), parsed.base_errors());
            }
            // A check of other edits in between: the rebase parses the accepted candidate.
            let mut checker = ParseCheck::new(lang);
            checker.set_base(text);
            let (accepted, other) = ([Edit::cut(0, 2)], [Edit::cut(2, 4)]);
            checker.worse(&edit::apply(text, &other), &other);
            let candidate = edit::apply(text, &accepted);
            checker.rebase(&candidate, &accepted);
            let mut fresh_check = ParseCheck::new(lang);
            fresh_check.set_base(text);
            fresh_check.rebase(&candidate, &accepted);
            assert_eq!(
                checker.tree().root_node().to_sexp(),
                fresh_check.tree().root_node().to_sexp()
            );
        }
        assert!(checked_whole > 0, "some candidates parsed whole");
    }

    #[test]
    fn a_broken_base_counts_its_own_errors() {
        let rust = lang("rust");
        let text = b"fn f() { let x = ; }\nfn g() {}\n";
        let mut checker = ParseCheck::new(rust);
        checker.set_base(text);
        assert!(checker.base_errors() > 0);
        // Deleting the broken statement parses better, deleting a brace worse.
        let better = [Edit::cut(9, 19)];
        assert!(!checker.worse(&edit::apply(text, &better), &better));
        assert!(checker.errors(&edit::apply(text, &better), &better) < checker.base_errors());
        let brace = [Edit::cut(29, 30)];
        assert!(checker.worse(&edit::apply(text, &brace), &brace));
    }

    #[test]
    fn the_checkers_tree_serves_the_syntax_table() {
        use crate::syntax::Syntax;
        let c = lang("c");
        let text = C.as_bytes();
        let mut checker = ParseCheck::new(c);
        checker.set_base(text);
        let mut shared = Syntax::with_tree(c, text, checker.tree().clone());
        assert_eq!(shared.dump(), Syntax::new(c, text).dump());
        // After an accepted change, the rebased tree gives the table a fresh parse gives (the
        // same up to error recovery, which may label a broken region's nodes otherwise).
        for start in (0..text.len() - 2).step_by(7) {
            let edits = [Edit::cut(start, start + 2)];
            let candidate = edit::apply(text, &edits);
            let mut own = ParseCheck::new(c);
            own.set_base(text);
            own.rebase(&candidate, &edits);
            shared.set_tree(&candidate, own.tree().clone());
            let fresh = Syntax::new(c, &candidate);
            assert_eq!(
                shared.table().errors,
                fresh.table().errors,
                "cut at {start}"
            );
            if fresh.table().errors == 0 {
                assert_eq!(shared.dump(), fresh.dump(), "cut at {start}");
            }
        }
    }

    /// A cut of most of the text is parsed afresh (cheaper than editing the tree), with the same
    /// answer.
    #[test]
    fn large_cuts_give_the_same_counts() {
        let c = lang("c");
        let long = C.repeat(4);
        let text = long.as_bytes();
        let mut checker = ParseCheck::new(c);
        checker.set_base(text);
        for (start, end) in [
            (0, text.len() - 40),
            (30, text.len()),
            (100, text.len() - 100),
        ] {
            let edits = [Edit::cut(start, end)];
            let candidate = edit::apply(text, &edits);
            assert_eq!(checker.errors(&candidate, &edits), fresh(c, &candidate));
            assert_eq!(checker.worse(&candidate, &edits), fresh(c, &candidate) > 0);
        }
    }
}
