//! Preprocessor conditionals resolved: an `#if`, `#ifdef` or `#ifndef` group (with its `#elif`
//! and `#else` branches, up to its `#endif`) replaced by the one branch that still holds
//! anything, its directive lines gone; a group whose branches are all empty goes whole. A
//! header not run through the preprocessor keeps hundreds of these around what it needs (a
//! header guard, a compiler check, a platform's `#else`): the deleting passes empty the
//! branches the compiler skips, but the directives stay, each a line of tokens that only a
//! test of its own takes away. Which branch the compiler takes is the test's to say, so only a
//! group with at most one branch left is resolved: every such group at once first, then each
//! on its own (a preset's `grow` takes the next ones along).
//!
//! The directives are found by a scan of the lines (a `\` at a line's end continues it), not
//! the parse: tree-sitter nests a conditional inside what it splits, and a group around the
//! halves of a declaration does not parse at all.

use super::{disjoint, Rewrite, Rewriter};
use crate::cut::line_end;
use crate::edit::Edit;
use crate::syntax::SyntaxTable;
use crate::tokens;

pub struct Ifs;

/// One conditional group: its byte span (from the start of its `#if` line to the end of its
/// `#endif` line) and its branches' bodies (the bytes between its directive lines).
#[derive(Debug)]
struct Group {
    start: usize,
    end: usize,
    bodies: Vec<(usize, usize)>,
}

impl Group {
    /// The edits that leave only the branch still holding anything, or the whole group cut
    /// when none does; `None` when two or more branches hold something.
    fn resolved(&self, text: &[u8]) -> Option<Vec<Edit>> {
        let mut full = self
            .bodies
            .iter()
            .filter(|&&(s, e)| !text[s..e].iter().all(u8::is_ascii_whitespace));
        match (full.next(), full.next()) {
            (None, _) => Some(vec![Edit::cut(self.start, self.end)]),
            (Some(&(s, e)), None) => Some(
                [(self.start, s), (e, self.end)]
                    .into_iter()
                    .filter(|&(a, b)| a < b)
                    .map(|(a, b)| Edit::cut(a, b))
                    .collect(),
            ),
            _ => None,
        }
    }
}

/// What a directive line does to the nesting of conditionals.
#[derive(Debug, PartialEq)]
enum Directive {
    Open,
    Branch,
    Close,
}

/// The directive a line starts with, if it is a conditional's: `#`, blanks, and the word.
fn directive(line: &[u8]) -> Option<Directive> {
    let rest = line
        .trim_ascii_start()
        .strip_prefix(b"#")?
        .trim_ascii_start();
    let word_end = rest
        .iter()
        .position(|&b| !tokens::word_byte(b))
        .unwrap_or(rest.len());
    match &rest[..word_end] {
        b"if" | b"ifdef" | b"ifndef" => Some(Directive::Open),
        b"elif" | b"elifdef" | b"elifndef" | b"else" => Some(Directive::Branch),
        b"endif" => Some(Directive::Close),
        _ => None,
    }
}

/// The logical lines of `text` (a line ending in `\` continued by the next), as byte spans
/// holding their line break.
fn lines(text: &[u8]) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut start = 0;
    std::iter::from_fn(move || {
        let line = (start < text.len())
            .then(|| (start, (line_end(text, start, true) + 1).min(text.len())))?;
        start = line.1;
        Some(line)
    })
}

/// Every complete conditional group of `text`, inner groups before the groups around them.
/// Unbalanced directives (an `#endif` without its `#if`, an `#if` the file ends inside) make
/// no group.
fn groups(text: &[u8]) -> Vec<Group> {
    // The open groups (their end not known yet), each with where its current branch's body
    // starts.
    let mut open: Vec<(Group, usize)> = Vec::new();
    let mut done = Vec::new();
    for (start, end) in lines(text) {
        match directive(&text[start..end]) {
            Some(Directive::Open) => {
                let group = Group {
                    start,
                    end: start,
                    bodies: Vec::new(),
                };
                open.push((group, end));
            }
            Some(Directive::Branch) => {
                if let Some((group, body_start)) = open.last_mut() {
                    group.bodies.push((*body_start, start));
                    *body_start = end;
                }
            }
            Some(Directive::Close) => {
                if let Some((mut group, body_start)) = open.pop() {
                    group.bodies.push((body_start, start));
                    group.end = end;
                    done.push(group);
                }
            }
            None => {}
        }
    }
    done
}

impl Rewriter for Ifs {
    fn rewrites(&self, text: &[u8], _: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let mut each: Vec<Rewrite> = groups(text)
            .iter()
            .filter_map(|g| {
                Some(Rewrite {
                    at: g.start,
                    edits: g.resolved(text)?,
                })
            })
            .collect();
        // An outer group cuts only its directive lines and empty branches, never an inner
        // group's, so every group's edits go together (sorted, as a candidate's are).
        let all = disjoint(each.iter().flat_map(|w| w.edits.clone()).collect());
        each.sort_by_key(|w| std::cmp::Reverse(w.at));
        match each.len() {
            0 => Vec::new(),
            1 => each,
            _ => std::iter::once(Rewrite {
                at: text.len(),
                edits: all,
            })
            .chain(each)
            .collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_group_with_one_branch_left_is_that_branch() {
        let c =
            "#ifndef A_H\n#define A_H\nint a;\n#endif\n#ifdef _MSC_VER\n#else\nint b;\n#endif\n";
        let ws = rewritten("ifs", "c", c);
        // Both at once, then the last, then the first.
        assert_eq!(
            ws,
            [
                "#define A_H\nint a;\nint b;\n",
                "#ifndef A_H\n#define A_H\nint a;\n#endif\nint b;\n",
                "#define A_H\nint a;\n#ifdef _MSC_VER\n#else\nint b;\n#endif\n",
            ]
        );
    }

    #[test]
    fn empty_groups_go_whole_and_nested_ones_resolve_together() {
        let c = "#if X\n  \n#elif Y\n#else\n#endif\nint a;\n#ifdef B\n# if C \\\n  && D\nint c;\n# endif\n#endif\n";
        let ws = rewritten("ifs", "c", c);
        assert_eq!(ws[0], "int a;\nint c;\n");
        assert_eq!(ws.len(), 4);
    }

    #[test]
    fn two_branches_that_hold_code_and_unbalanced_directives_stay() {
        let c = "#endif\n#if X\nint a;\n#else\nint b;\n#endif\n#ifdef Y\nint c;\n";
        assert!(rewritten("ifs", "cpp", c).is_empty());
        // Not a directive: a Rust attribute, a private name.
        assert!(rewritten("ifs", "c", "#[cfg(x)]\nfn f() {}\n#iffy\n").is_empty());
    }
}
