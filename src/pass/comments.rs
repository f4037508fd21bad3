//! Every comment at once, then in halves and quarters. A comment never holds what a compiler
//! reads, but its words count as tokens and its bytes as size: a library's header not run
//! through the preprocessor is half comments, thousands of them, which the deleting passes
//! would otherwise take one test each, or keep with the code around them.
//!
//! The comments are the grammar's comment nodes, so a file too large to parse keeps its comments
//! until it is parsed. Removed before the parse (found by the brace scan of `blocks`), the 2.2 MB
//! of comments of a 5.3 MB header went in the first test, but the reductions then took other
//! paths: the 9.6 MB SQLite case, parsed at 740 KB instead of 392 KB, was still at 265 KB after
//! 150 s, where it otherwise ends in about 100 s.

use super::{ladder, Rewrite, SyntaxRewriter};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::SyntaxTable;

pub struct Comments {
    /// The grammar's named node kinds called `comment`, `line_comment`, `block_comment`, ...
    kinds: Vec<u16>,
}

impl Comments {
    pub fn new(lang: Option<&'static LangSpec>) -> Comments {
        let kinds = lang.map_or_else(Vec::new, |l| {
            let grammar = l.grammar();
            (0..grammar.node_kind_count() as u16)
                .filter(|&id| {
                    grammar.node_kind_is_named(id)
                        && grammar
                            .node_kind_for_id(id)
                            .is_some_and(|name| name.ends_with("comment"))
                })
                .collect()
        });
        Comments { kinds }
    }

    /// The outermost comment nodes (a doc comment inside a line comment counts once).
    fn nodes(&self, t: &SyntaxTable) -> Vec<(usize, usize)> {
        let mut spans: Vec<(usize, usize)> = Vec::new();
        for n in &t.nodes {
            let inside = spans.last().is_some_and(|&(_, end)| n.start < end);
            if !inside && n.removable && self.kinds.contains(&n.kind) && n.start < n.end {
                spans.push((n.start, n.end));
            }
        }
        spans
    }
}

impl SyntaxRewriter for Comments {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let spans = self.nodes(t);
        // Global candidates (at the end of the text), the whole first.
        ladder(&spans, &[1, 2, 4])
            .map(|chunk| Rewrite {
                at: text.len(),
                edits: chunk.iter().map(|&(s, e)| Edit::cut(s, e)).collect(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn every_comment_at_once_then_halves() {
        let c = "/* a */\nint a; // b\nint/**/b;\nconst char *s = \"/* c */\";\n";
        let ws = rewritten("comments", "c", c);
        // Three comments: the whole only; `int/**/b` keeps its words apart.
        assert_eq!(ws, ["\nint a; \nint b;\nconst char *s = \"/* c */\";\n"]);
        let rs = "/// doc\nfn f() {} // a\n/* b */ fn g() {}\n// c\n";
        let ws = rewritten("comments", "rust", rs);
        assert_eq!(ws.len(), 1 + 2);
        // A doc comment's node holds its line break.
        assert_eq!(ws[0], "fn f() {} \n fn g() {}\n\n");
        assert_eq!(ws[1], "fn f() {} \n/* b */ fn g() {}\n// c\n");
    }

    #[test]
    fn nothing_without_comments() {
        assert!(rewritten("comments", "cpp", "int main() { return 0; }\n").is_empty());
    }
}
