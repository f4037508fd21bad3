//! The parse check's fast path: a candidate judged by the regions of its edits alone.
//!
//! Each edit's region (see [`super::regions`]) is the items around it in the innermost list that
//! parses on its own, wrapped as the language table's scope says. The regions are parsed afresh
//! after the edits, and, where the base's tree has errors in them, before the edits too; the
//! candidate is worse if they have more errors after than before. A region is a small part of
//! the file, so this costs far less than even an incremental reparse of the whole file, and it
//! nearly always gives a whole parse's verdict (a cut that opens a comment which the next comment
//! closes parses in the file, not in the region). Edits whose regions are too large or too many
//! are left to the whole parse of [`ParseCheck::worse`].

use tree_sitter::{Node, ParseOptions, ParseState};

use super::parse_check::{count_errors, ParseCheck};
use super::regions::{regions, Region};
use crate::edit::Edit;

/// Candidates whose edits' regions are at most this share of the base (1/8) are judged by
/// the regions alone: a parse of that much text costs no more than an incremental reparse of
/// the whole file (which, with tree-sitter-cpp on preprocessed C++, re-lexes much of it).
const LOCAL_SHARE: usize = 8;

/// Candidates made by more edits than this are not judged by regions: finding each edit's
/// region costs a walk of the tree, and so many edits usually cover much of the file.
const MAX_LOCAL_EDITS: usize = 64;

impl ParseCheck {
    /// The verdict from the regions of `edits` alone (see [`super::regions`]), or None when they
    /// hold more than a [`LOCAL_SHARE`] of the base after the edits. A region that has no
    /// errors in the base's parse is taken to have none parsed alone (the scopes' wrappers are
    /// made for that): only a region with errors is parsed before the edits too.
    pub(super) fn worse_locally(&mut self, edits: &[Edit]) -> Option<bool> {
        if edits.len() > MAX_LOCAL_EDITS {
            return None;
        }
        let base = self.base.as_ref()?;
        let found = regions(base.tree.root_node(), self.scopes, edits)?;
        let mut rest = edits;
        let mut parts = Vec::with_capacity(found.len());
        for region in found {
            let inside = rest.partition_point(|e| e.end <= region.end);
            parts.push((region, &rest[..inside]));
            rest = &rest[inside..];
        }
        let after_bytes: usize = parts
            .iter()
            .map(|(r, mine)| {
                let removed: usize = mine.iter().map(|e| e.end - e.start).sum();
                let added: usize = mine.iter().map(|e| e.with.len()).sum();
                r.end - r.start + added - removed
            })
            .sum();
        if after_bytes > base.text.len() / LOCAL_SHARE {
            return None;
        }
        let root = base.tree.root_node();
        // Before the edits: regions without errors in the base have none; a region with some
        // is parsed alone, or, when that would cost more than the check saves, counted in the
        // base's tree.
        let mut broken = Vec::new();
        let mut before = 0;
        for (region, _) in &parts {
            let errors = errors_within(root, region.start, region.end);
            if errors == 0 {
                continue;
            }
            if region.end - region.start > base.text.len() / LOCAL_SHARE {
                before += errors;
            } else {
                broken.push(region.clone());
            }
        }
        before += broken.iter().map(|r| self.region_errors(r)).sum::<usize>();
        let mut after = 0;
        for (region, mine) in &parts {
            let text = region.wrapped(&self.base().text, mine);
            if before == 0 {
                // As in `worse`: from regions without errors, stop at the first error.
                let mut in_error = |state: &ParseState| state.has_error();
                let options = ParseOptions::new().progress_callback(&mut in_error);
                match self.parse_with(&text, None, Some(options)) {
                    Some(tree) if !tree.root_node().has_error() => continue,
                    Some(_) => return Some(true),
                    None => {
                        self.parser.reset();
                        return Some(true);
                    }
                }
            }
            after += count_errors(self.parse(&text, None).root_node());
        }
        Some(after > before)
    }

    /// Syntax errors of the base's `region` parsed on its own (remembered for the base).
    fn region_errors(&mut self, region: &Region) -> usize {
        let key = (region.start, region.end);
        if let Some(&n) = self.base().region_errors.get(&key) {
            return n;
        }
        let text = region.wrapped(&self.base().text, &[]);
        let n = count_errors(self.parse(&text, None).root_node());
        self.base
            .as_mut()
            .expect("a base")
            .region_errors
            .insert(key, n);
        n
    }
}

/// ERROR and MISSING nodes under `node` that lie within `start..end`; only the children that
/// overlap it are visited (a file's top level may have thousands).
fn errors_within(node: Node, start: usize, end: usize) -> usize {
    if !node.has_error() || node.end_byte() < start || node.start_byte() > end {
        return 0;
    }
    if node.start_byte() >= start && node.end_byte() <= end {
        return count_errors(node);
    }
    let mut cursor = node.walk();
    if cursor
        .goto_first_child_for_byte(start.saturating_sub(1))
        .is_none()
    {
        return 0;
    }
    let mut n = 0;
    loop {
        let child = cursor.node();
        if child.start_byte() > end {
            break;
        }
        n += errors_within(child, start, end);
        if !cursor.goto_next_sibling() {
            break;
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::edit;
    use crate::lang::LangSpec;
    use std::path::Path;
    use tree_sitter::Parser;

    fn lang(name: &str) -> &'static LangSpec {
        crate::lang::by_name(name).unwrap()
    }

    /// Judged by the regions of its edits, a candidate gets the verdict a parse of the whole
    /// candidate gives, on nearly every cut of real files (at most 2%; the rest are mostly cuts
    /// that open a comment which, in the whole file, the next comment closes).
    #[test]
    fn local_verdicts_agree_with_whole_parses() {
        for (name, path) in [
            ("c", "corpus/c/bzip2-bwt-checksum/blocksort.c"),
            (
                "cpp",
                "corpus/cpp/recast-member-of-pointer/DetourNavMesh.cpp",
            ),
            (
                "javascript",
                "corpus/javascript/minipass-write-typeerror/index.js",
            ),
            ("rust", "corpus/rust/either-use-after-move/lib.rs"),
        ] {
            let lang = lang(name);
            let text = std::fs::read(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap();
            let mut checker = ParseCheck::new(lang);
            checker.set_base(&text);
            assert_eq!(checker.base_errors(), 0, "{path}");
            let (mut cuts, mut local, mut worse, mut differ) = (0, 0, 0, 0);
            for len in [1, 3, 12, 60] {
                for start in (0..text.len() - len).step_by(text.len() / 97) {
                    let edits = [Edit::cut(start, start + len)];
                    let candidate = edit::apply(&text, &edits);
                    let whole = checker.errors(&candidate, &edits) > 0;
                    cuts += 1;
                    worse += usize::from(whole);
                    if let Some(verdict) = checker.worse_locally(&edits) {
                        local += 1;
                        differ += usize::from(verdict != whole);
                    }
                }
            }
            assert!(
                local * 10 >= cuts * 9,
                "{path}: {local} of {cuts} judged locally"
            );
            assert!(worse * 5 >= cuts, "{path}: {worse} of {cuts} worse");
            assert!(
                differ * 50 <= cuts,
                "{path}: {differ} of {cuts} verdicts differ"
            );
        }
    }

    /// Errors within a span of a broken file: those of the nodes inside it, the whole file's
    /// for the whole span.
    #[test]
    fn errors_within_counts_the_errors_of_a_span() {
        let c = lang("c");
        let text = b"int a = ;\nint b;\nvoid f() { g(; h(); }\nint c = 1 +;\nint d;\n";
        let mut parser = Parser::new();
        parser.set_language(&c.grammar()).unwrap();
        let tree = parser.parse(text, None).unwrap();
        let root = tree.root_node();
        assert!(count_errors(root) >= 3);
        assert_eq!(errors_within(root, 0, text.len()), count_errors(root));
        let mut cursor = root.walk();
        let mut sum = 0;
        for child in root.children(&mut cursor) {
            let n = errors_within(root, child.start_byte(), child.end_byte());
            assert_eq!(n, count_errors(child), "{}", child.to_sexp());
            sum += n;
        }
        assert_eq!(sum, count_errors(root));
        let line = |l: &[u8]| {
            let at = text.windows(l.len()).position(|w| w == l).unwrap();
            (at, at + l.len())
        };
        let (s, e) = line(b"int b;");
        assert_eq!(errors_within(root, s, e), 0);
        let (s, e) = line(b"int c = 1 +;");
        assert!(errors_within(root, s, e) > 0);
    }
}
