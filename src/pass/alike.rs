//! Deletable one-word nodes with the same text, all at once: every `static`, every `const`,
//! every `volatile`, every `pub`, every `mut` in one candidate, then in halves and quarters.
//!
//! `nodes` deletes a specifier alone (and grows the cut to the enclosing declaration), one test
//! per occurrence; a program generator's output holds hundreds of them, and usually none
//! matters to the test.

use std::collections::HashMap;

use super::{ladder, Rewrite, SyntaxRewriter};
use crate::edit::Edit;
use crate::syntax::{cat, SyntaxTable};

pub struct Alike;

/// A word: ASCII letters, digits and `_`, not starting with a digit.
fn word(text: &[u8]) -> bool {
    text.first().is_some_and(|b| !b.is_ascii_digit())
        && text.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_')
}

impl SyntaxRewriter for Alike {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let mut groups: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut index: HashMap<&[u8], usize> = HashMap::new();
        for n in &t.nodes {
            let word_text = &text[n.start..n.end];
            if n.cats & cat::DELETE == 0 || !n.removable || !word(word_text) {
                continue;
            }
            let g = *index.entry(word_text).or_insert_with(|| {
                groups.push(Vec::new());
                groups.len() - 1
            });
            // A node and its only child share a range.
            if groups[g].last() != Some(&(n.start, n.end)) {
                groups[g].push((n.start, n.end));
            }
        }
        // The group that removes the most first; each at the end of the text (a global
        // candidate), halves and quarters after the whole.
        groups.retain(|g| g.len() >= 2);
        groups.sort_by_key(|g| std::cmp::Reverse(g.iter().map(|(s, e)| e - s).sum::<usize>()));
        let mut rewrites = Vec::new();
        for group in &groups {
            for chunk in ladder(group, &[1, 2, 4]) {
                rewrites.push(Rewrite {
                    at: text.len(),
                    edits: chunk.iter().map(|&(s, e)| Edit::cut(s, e)).collect(),
                });
            }
        }
        rewrites
    }
}

#[cfg(test)]
mod tests {
    fn rewrites(lang: &str, text: &str) -> Vec<String> {
        crate::pass::rewritten("alike", lang, text)
    }

    #[test]
    fn every_static_then_every_const() {
        let c = "static const int a;\nstatic int b;\nconst int c;\nstatic int f(void);\n";
        assert_eq!(
            rewrites("c", c),
            [
                " const int a;\n int b;\nconst int c;\n int f(void);\n",
                "static  int a;\nstatic int b;\n int c;\nstatic int f(void);\n",
            ]
        );
    }

    #[test]
    fn halves_and_quarters_of_large_groups() {
        let c = "volatile int a;\n".repeat(8);
        let ws = rewrites("c", &c);
        assert_eq!(ws.len(), 1 + 2 + 4);
        assert_eq!(ws[0], " int a;\n".repeat(8));
        assert_eq!(
            ws[1],
            " int a;\n".repeat(4) + &"volatile int a;\n".repeat(4)
        );
    }

    #[test]
    fn rust_pub_and_mut() {
        let rs = "pub fn f() { let mut a = 1; let mut b = a; }\npub struct S;\n";
        assert_eq!(
            rewrites("rust", rs),
            [
                " fn f() { let mut a = 1; let mut b = a; }\n struct S;\n",
                "pub fn f() { let  a = 1; let  b = a; }\npub struct S;\n",
            ]
        );
    }
}
