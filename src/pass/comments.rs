//! Every comment at once, then in halves and quarters. A comment never holds what a compiler
//! reads, but its words count as tokens and its bytes as size: a library's header not run
//! through the preprocessor is half comments, thousands of them, which the deleting passes
//! would otherwise take one test each, or keep with the code around them.
//!
//! On the parse, the comments are the grammar's comment nodes. Before it (a file too large to
//! parse), with `scan`, they are the `//` and `/* */` comments a brace scan finds: on a 5.3 MB
//! header, 42 % of the bytes, whose removal can bring the file under the parse limit at once.

use super::{ladder, Rewrite, Rewriter};
use crate::cut::scanned_comments;
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::SyntaxTable;

pub struct Comments {
    /// The grammar's named node kinds called `comment`, `line_comment`, `block_comment`, ...
    kinds: Vec<u16>,
    /// Without the parse, the comments of a brace language's scan.
    pub scan: bool,
}

impl Comments {
    pub fn new(lang: Option<&'static LangSpec>, scan: bool) -> Comments {
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
        Comments { kinds, scan }
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

impl Rewriter for Comments {
    fn rewrites(&self, text: &[u8], syntax: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let spans = match syntax {
            Some(t) => self.nodes(t),
            None if self.scan => scanned_comments(text),
            None => Vec::new(),
        };
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
    fn before_the_parse_a_scan_finds_them() {
        use super::{Comments, Rewriter};
        let c = b"char *s = \"/* a */\"; // b\nint/* c */x;\n";
        let scan = Comments::new(crate::lang::by_name("c"), true);
        let ws = scan.rewrites(c, None);
        assert_eq!(ws.len(), 1);
        assert_eq!(
            crate::edit::apply(c, &ws[0].edits),
            b"char *s = \"/* a */\"; \nintx;\n"
        );
        let no_scan = Comments::new(crate::lang::by_name("c"), false);
        assert!(no_scan.rewrites(c, None).is_empty());
    }

    #[test]
    fn nothing_without_comments() {
        assert!(rewritten("comments", "cpp", "int main() { return 0; }\n").is_empty());
    }
}
