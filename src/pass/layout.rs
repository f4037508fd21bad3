//! Whitespace normalization as whole-file candidates. The `whitespace` cut strategy removes
//! one run at a time and keeps a run's first byte where removing it would join two words; this
//! pass proposes the same and more in few calls: every run of the file collapsed at once (to
//! nothing, or one space between two words, or one newline where the run had one), then with
//! every line break kept as one newline (indentation, blank lines and trailing blanks
//! dropped), then with the indentation kept too, then the same with the other runs left alone;
//! then the tighter forms for halves, quarters and eighths of the file, then run by run.
//!
//! Whitespace inside string literals is never touched: runs are the gaps between the tokens of
//! [`crate::tokens`] in the language's [`Lexis`] (which keeps one-line quoted strings whole),
//! outside the atoms of the parse when there is one. A line that starts with `#` or holds `//`
//! keeps its line break even in the tightest form, which saves a failing whole-file candidate on
//! most C files.

use super::{from_end, ladder, Rewrite, Rewriter, Ties};
use crate::edit::{self, Edit};
use crate::syntax::{cat, SyntaxTable};
use crate::tokens::{word_byte, Lexis};

/// The `layout` pass.
pub struct Layout {
    pub lexis: Lexis,
}

#[derive(Debug, Clone, Copy)]
struct Run {
    start: usize,
    end: usize,
    /// Removing it would join two tokens into one (`int x`, `a - -b`).
    joins: bool,
    newline: bool,
    /// Its line ends a preprocessor directive or a `//` comment.
    needs_newline: bool,
}

/// How a candidate lays out the runs without a line break (`inline`) and those with one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Level {
    /// Inline runs at their tightest (nothing, or one space between words), or left alone.
    inline: bool,
    breaks: Breaks,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Breaks {
    /// At their tightest too: nothing, or a newline where needed.
    Tight,
    /// One newline: no blank lines, indentation or trailing blanks.
    Newline,
    /// One newline and the next line's indentation: no blank lines or trailing blanks.
    Indented,
}

/// The whole-file candidates, tightest first.
const WHOLE: [Level; 5] = [
    Level {
        inline: true,
        breaks: Breaks::Tight,
    },
    Level {
        inline: true,
        breaks: Breaks::Newline,
    },
    Level {
        inline: true,
        breaks: Breaks::Indented,
    },
    Level {
        inline: false,
        breaks: Breaks::Newline,
    },
    Level {
        inline: false,
        breaks: Breaks::Indented,
    },
];

impl Run {
    fn form(&self, level: Level, text: &[u8]) -> Vec<u8> {
        let own = &text[self.start..self.end];
        let tight: &[u8] = if self.needs_newline || (self.joins && self.newline) {
            b"\n"
        } else if self.joins {
            b" "
        } else {
            b""
        };
        if !self.newline {
            return if level.inline { tight } else { own }.to_vec();
        }
        match level.breaks {
            Breaks::Tight => tight.to_vec(),
            Breaks::Newline => b"\n".to_vec(),
            Breaks::Indented => {
                let last = own
                    .iter()
                    .rposition(|&c| c == b'\n')
                    .expect("a run with a newline");
                own[last..].to_vec()
            }
        }
    }
}

/// Punctuation that may fuse with its neighbour into another token (`- -` -> `--`, `/ *`).
fn fusing(b: u8) -> bool {
    b"+-*/&|<>=!:.%^?".contains(&b)
}

/// The whitespace runs between tokens, outside `protected` ranges (sorted).
fn runs(text: &[u8], protected: &[(usize, usize)], lexis: Lexis) -> Vec<Run> {
    let tokens = crate::tokens::tokens(text, lexis);
    let mut gaps = Vec::with_capacity(tokens.len() + 1);
    let mut at = 0;
    for &(s, e) in &tokens {
        if s > at {
            gaps.push((at, s));
        }
        at = e;
    }
    if at < text.len() {
        gaps.push((at, text.len()));
    }
    gaps.into_iter()
        .filter(|&(s, e)| {
            let i = protected.partition_point(|r| r.1 <= s);
            protected.get(i).is_none_or(|r| r.0 >= e)
        })
        .map(|(start, end)| {
            let before = start.checked_sub(1).map(|i| text[i]);
            let after = text.get(end).copied();
            let joins = match (before, after) {
                (Some(a), Some(b)) => (word_byte(a) && word_byte(b)) || (fusing(a) && fusing(b)),
                _ => false,
            };
            let run = &text[start..end];
            let newline = run.contains(&b'\n');
            let line_start = text[..start]
                .iter()
                .rposition(|&c| c == b'\n')
                .map_or(0, |p| p + 1);
            let line = &text[line_start..start];
            let directive = line.iter().find(|c| !c.is_ascii_whitespace()) == Some(&b'#');
            let needs_newline =
                newline && after.is_some() && (directive || line.windows(2).any(|w| w == b"//"));
            Run {
                start,
                end,
                joins,
                newline,
                needs_newline,
            }
        })
        .collect()
}

/// The edits that put `runs` in `level`'s form (only the runs that change).
fn edits(runs: &[Run], level: Level, text: &[u8]) -> Vec<Edit> {
    runs.iter()
        .filter_map(|r| {
            let with = r.form(level, text);
            (with != text[r.start..r.end]).then_some(Edit {
                start: r.start,
                end: r.end,
                with,
            })
        })
        .collect()
}

impl Rewriter for Layout {
    fn rewrites(&self, text: &[u8], syntax: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let mut protected: Vec<(usize, usize)> = syntax
            .map(|t| {
                t.nodes
                    .iter()
                    .filter(|n| n.cats & cat::ATOM != 0)
                    .map(|n| (n.start, n.end))
                    .collect()
            })
            .unwrap_or_default();
        protected.sort_unstable();
        let all = runs(text, &protected, self.lexis);
        // Only the runs not yet in their tightest form matter for the parts.
        let loose: Vec<Run> = all
            .iter()
            .copied()
            .filter(|r| r.form(WHOLE[0], text) != text[r.start..r.end])
            .collect();
        let mut out = Vec::new();
        let mut push = |at: usize, edits: Vec<Edit>| {
            if !edits.is_empty() && edit::shrinks(text, &edits) {
                out.push(Rewrite { at, edits });
            }
        };
        for level in WHOLE {
            push(text.len(), edits(&all, level, text));
        }
        for part in ladder(&loose, &[2, 4, 8]) {
            for &level in &WHOLE[..3] {
                push(part[0].start, edits(part, level, text));
            }
        }
        for r in &loose {
            let one = std::slice::from_ref(r);
            for &level in &WHOLE[..3] {
                push(r.start, edits(one, level, text));
            }
            if !r.newline && r.end - r.start > 1 {
                push(
                    r.start,
                    vec![Edit {
                        start: r.start,
                        end: r.end,
                        with: b" ".to_vec(),
                    }],
                );
            }
        }
        // Stable: for one place, larger parts and tighter forms first.
        from_end(out, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn results(text: &str) -> Vec<String> {
        Layout {
            lexis: Lexis::PLAIN,
        }
        .rewrites(text.as_bytes(), None)
        .iter()
        .map(|w| String::from_utf8(edit::apply(text.as_bytes(), &w.edits)).unwrap())
        .collect()
    }

    #[test]
    fn whole_file_forms_first() {
        let text = "#include <a.h>\nint  main ( ) {\n\n    return  \"a  b\" ;  \n}\n";
        let got = results(text);
        assert_eq!(got[0], "#include<a.h>\nint main(){return\"a  b\";}");
        assert_eq!(got[1], "#include<a.h>\nint main(){\nreturn\"a  b\";\n}\n");
        assert_eq!(
            got[2],
            "#include<a.h>\nint main(){\n    return\"a  b\";\n}\n"
        );
        assert_eq!(
            got[3],
            "#include <a.h>\nint  main ( ) {\nreturn  \"a  b\" ;\n}\n"
        );
        assert_eq!(
            got[4],
            "#include <a.h>\nint  main ( ) {\n    return  \"a  b\" ;\n}\n"
        );
        // Then parts and single runs, from the end toward the start.
        assert!(got.len() > 5);
        assert!(got.iter().all(|g| g.contains("\"a  b\"")));
    }

    #[test]
    fn runs_never_fuse_tokens() {
        let got = results("a - -b / *p\n");
        assert_eq!(got[0], "a- -b/ *p");
    }

    #[test]
    fn nothing_to_do_on_tight_text() {
        assert!(results("int x;").is_empty());
        assert!(
            results("a\nb").is_empty(),
            "a newline between words is tight"
        );
    }
}
