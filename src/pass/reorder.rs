//! Reordering: swaps nearby items of a list (statements, declarations, arguments, fields)
//! toward a canonical order. Item `i` trades places with item `i + 1` or `i + 2`, the
//! separators and whatever lies between staying where they are, and only where the file gets
//! bytewise smaller (a swap keeps its length), so the pass always terminates. It removes
//! nothing: it makes results canonical, and now and then lets a deletion through.

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::{self, Edit};
use crate::syntax::SyntaxTable;

/// The `reorder` pass.
pub struct Reorder;

/// How far an item may move in one swap.
const REACH: usize = 2;

impl SyntaxRewriter for Reorder {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let mut out = Vec::new();
        for list in &t.lists {
            let items = &list.items;
            for i in 0..items.len() {
                for j in i + 1..=(i + REACH).min(items.len() - 1) {
                    let (a, b) = (&t.nodes[items[i] as usize], &t.nodes[items[j] as usize]);
                    if a.end > b.start || a.start == a.end || b.start == b.end {
                        continue;
                    }
                    let edits = vec![
                        Edit {
                            start: a.start,
                            end: a.end,
                            with: text[b.start..b.end].to_vec(),
                        },
                        Edit {
                            start: b.start,
                            end: b.end,
                            with: text[a.start..a.end].to_vec(),
                        },
                    ];
                    if edit::shrinks(text, &edits) {
                        out.push(Rewrite { at: a.start, edits });
                    }
                }
            }
        }
        // From the end toward the start; for one item, the nearer swap first (stable sort).
        from_end(out, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    fn swaps(lang: &str, text: &str) -> Vec<String> {
        crate::pass::rewritten("reorder", lang, text)
    }

    #[test]
    fn swaps_only_toward_a_smaller_order_keeping_separators() {
        let got = swaps("c", "int f(int c, int b, int a);\n");
        assert_eq!(
            got,
            [
                "int f(int c, int a, int b);\n",
                "int f(int b, int c, int a);\n",
                "int f(int a, int b, int c);\n",
            ]
        );
        assert!(swaps("c", "int f(int a, int b);\n").is_empty());
    }

    #[test]
    fn statements_swap_in_blocks() {
        let got = swaps("javascript", "y = 2;\nx = 1;\n");
        assert_eq!(got, ["x = 1;\ny = 2;\n"]);
    }
}
