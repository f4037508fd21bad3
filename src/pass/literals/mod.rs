//! Literal shrinking: numbers toward 0 (0, 1, 3, 7, 15, ... below the value, then a binary chop
//! toward the smallest value that works), written in plain decimal without prefixes or
//! suffixes; strings shortened inside their quotes; characters lowered toward `'a'` or `'0'`.
//! Equal literals (the same text) are shrunk together first, then one by one.
//!
//! With a parse, the literals are the nodes `grammars/<lang>/literals.scm` captures, plus the
//! numbers a scan finds where the parse has none (preprocessor lines, ERROR regions); without
//! one, a scan finds the numbers and the one-line `"..."` strings of any text, and adjacent
//! numbers of a list may also pool their values into one (`300 250` -> `0 550`, which keeps a
//! sum and lets the `0` be deleted).
//!
//! Where values do not matter, all numbers go to `0` (and all strings are emptied) at once, or
//! in halves or quarters, before any literal is tried alone.
//!
//! The candidates are stateless: every call proposes, for each literal, O(log value) smaller
//! values. Re-proposing a value that failed costs nothing (the verdict cache), and each
//! accepted value moves the file down the shortlex order, so the pass terminates and a literal
//! keeps shrinking over the rounds until its smallest working value.

mod find;
mod values;

use std::collections::HashMap;

use super::{from_end, ladder, Rewrite, Rewriter, Ties};
use crate::edit::{self, Edit};
use crate::syntax::SyntaxTable;
use find::{from_syntax, scan};
use values::{
    char_candidates, number_candidates, parse_number, quoted, string_candidates, Number, Value,
};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Class {
    Number,
    String,
    Char,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Literal {
    start: usize,
    end: usize,
    class: Class,
}

/// The `literals` pass.
pub struct Literals {
    /// Integers with a leading zero are octal (C, JavaScript).
    pub octal_zero: bool,
    /// With more literals than this, each gets only its first candidate (`0`, `""`): the full
    /// lists would cost too much memory and time on big files, which the deletion passes
    /// shrink first anyway.
    pub max_literals: usize,
}

impl Rewriter for Literals {
    fn rewrites(&self, text: &[u8], syntax: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let literals = match syntax {
            Some(table) => from_syntax(table, text),
            None => scan(text),
        };
        let cheap = literals.len() > self.max_literals;
        let free = FreeValue::new(text, &literals, self.octal_zero);
        let candidates: Vec<Vec<Vec<u8>>> = literals
            .iter()
            .map(|l| {
                let own = &text[l.start..l.end];
                let mut c = match l.class {
                    Class::Number => number_candidates(own, self.octal_zero, |v| free.below(v)),
                    Class::String => string_candidates(own),
                    Class::Char => char_candidates(own),
                };
                let mut seen = std::collections::HashSet::new();
                c.retain(|w| w.as_slice() != own && seen.insert(w.clone()));
                if cheap {
                    c.truncate(1);
                }
                c
            })
            .collect();
        let mut out = Vec::new();
        bulk(text, &literals, &candidates, &mut out);
        // Equal literals together: one candidate edits every occurrence, placed at the last.
        let mut groups: HashMap<&[u8], Vec<usize>> = HashMap::new();
        for (i, l) in literals.iter().enumerate() {
            groups.entry(&text[l.start..l.end]).or_default().push(i);
        }
        let mut groups: Vec<Vec<usize>> = groups.into_values().filter(|g| g.len() > 1).collect();
        groups.sort();
        for group in groups {
            for with in &candidates[group[0]] {
                let edits = group
                    .iter()
                    .map(|&i| Edit {
                        start: literals[i].start,
                        end: literals[i].end,
                        with: with.clone(),
                    })
                    .collect();
                let at = literals[group[group.len() - 1]].start;
                push_if_smaller(&mut out, text, at, edits);
            }
        }
        if syntax.is_none() {
            pool_neighbours(text, &literals, &mut out);
        }
        for (l, cands) in literals.iter().zip(&candidates) {
            for with in cands {
                let edits = vec![Edit {
                    start: l.start,
                    end: l.end,
                    with: with.clone(),
                }];
                push_if_smaller(&mut out, text, l.start, edits);
            }
        }
        // Stable: for one place, bulk, groups, pooling, then the literal's own candidates.
        from_end(out, Ties::AsFound)
    }
}

/// The smallest integer no number literal of the file has: where values must stay distinct
/// (`case` labels, enumerators, "ten different values"), the first one a literal can take.
struct FreeValue {
    smallest: u128,
}

impl FreeValue {
    fn new(text: &[u8], literals: &[Literal], octal_zero: bool) -> FreeValue {
        let mut values = std::collections::HashSet::new();
        for l in literals.iter().filter(|l| l.class == Class::Number) {
            if let Some(Number {
                value: Value::Int(v),
                negative: false,
                ..
            }) = parse_number(&text[l.start..l.end], octal_zero)
            {
                values.insert(v);
            }
        }
        let mut smallest = 0;
        while values.contains(&smallest) {
            smallest += 1;
        }
        FreeValue { smallest }
    }

    /// The smallest value no literal has, if below `v` (then no other literal has it either).
    fn below(&self, v: u128) -> Option<u128> {
        (self.smallest < v).then_some(self.smallest)
    }
}

/// Every number to `0` at once, and every string emptied, then the same for halves and
/// quarters of them (by count): where the values do not matter, one call does the work of
/// many. Each part is placed at its last literal, ahead of that literal's own candidates.
fn bulk(text: &[u8], literals: &[Literal], candidates: &[Vec<Vec<u8>>], out: &mut Vec<Rewrite>) {
    for (class, zero) in [(Class::Number, &b"0"[..]), (Class::String, &b""[..])] {
        let members: Vec<Edit> = literals
            .iter()
            .zip(candidates)
            .filter(|(l, c)| l.class == class && !c.is_empty())
            .filter_map(|(l, c)| {
                let with = &c[0];
                let emptied =
                    class == Class::String && quoted(with).is_some_and(|q| q.1.is_empty());
                (with == zero || emptied).then(|| Edit {
                    start: l.start,
                    end: l.end,
                    with: with.clone(),
                })
            })
            .collect();
        if members.len() < 2 {
            continue;
        }
        for part in ladder(&members, &[1, 2, 4]) {
            push_if_smaller(out, text, part[part.len() - 1].start, part.to_vec());
        }
    }
}

fn push_if_smaller(out: &mut Vec<Rewrite>, text: &[u8], at: usize, edits: Vec<Edit>) {
    if edit::shrinks(text, &edits) {
        out.push(Rewrite { at, edits });
    }
}

/// Adjacent plain integers of a list (only blanks and one `,` or `;` between them) pooled into
/// one: `a b` -> `0 a+b` and `a+b 0`. A sum stays the same, and the `0` can then go.
fn pool_neighbours(text: &[u8], literals: &[Literal], out: &mut Vec<Rewrite>) {
    for pair in literals.windows(2) {
        let [a, b] = [pair[0], pair[1]];
        if a.class != Class::Number || b.class != Class::Number {
            continue;
        }
        let gap = &text[a.end..b.start];
        let punct = gap.iter().filter(|b| !b.is_ascii_whitespace()).count();
        if punct > 1
            || gap
                .iter()
                .any(|&c| !c.is_ascii_whitespace() && c != b',' && c != b';')
        {
            continue;
        }
        let value = |l: Literal| {
            parse_number(&text[l.start..l.end], false)
                .filter(|n| n.plain && !n.negative)
                .and_then(|n| match n.value {
                    Value::Int(v) => Some(v),
                    _ => None,
                })
        };
        let (Some(x), Some(y)) = (value(a), value(b)) else {
            continue;
        };
        let Some(sum) = x.checked_add(y) else {
            continue;
        };
        for (p, q) in [(0, sum), (sum, 0)] {
            let edits = vec![
                Edit {
                    start: a.start,
                    end: a.end,
                    with: p.to_string().into_bytes(),
                },
                Edit {
                    start: b.start,
                    end: b.end,
                    with: q.to_string().into_bytes(),
                },
            ];
            push_if_smaller(out, text, b.start, edits);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[Vec<u8>]) -> Vec<String> {
        v.iter()
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .collect()
    }

    #[test]
    fn an_unused_value_comes_right_after_zero() {
        let c = number_candidates(b"40", false, |_| Some(5));
        assert_eq!(strings(&c[..3]), ["0", "5", "1"]);
        let t = b"case 0: case 1: case 7: case 3:";
        let u = FreeValue::new(t, &scan(t), false);
        assert_eq!(
            (u.below(7), u.below(3), u.below(2)),
            (Some(2), Some(2), None)
        );
    }

    #[test]
    fn number_lists_reach_their_minima() {
        for seed in 1..20 {
            let input = random_lines(seed, 40, 1000);
            let sum = model(&input, |v| v.iter().sum::<i64>() >= 500);
            assert_eq!(sum, "500\n", "sum >= 500 from seed {seed}");
            let distinct = model(&input, |v| {
                v.iter().collect::<std::collections::HashSet<_>>().len() >= 10
            });
            let mut got: Vec<i64> = distinct.lines().map(|l| l.parse().unwrap()).collect();
            got.sort();
            assert_eq!(
                got,
                (0..10).collect::<Vec<_>>(),
                "distinct from seed {seed}"
            );
            let first = model(&format!("999\n{input}"), |v| v.len() >= 2 && v[0] > v[1]);
            assert_eq!(first, "1\n0\n", "first > second from seed {seed}");
            let len = model(&random_lines(seed, 40, 30), |v| {
                v.len() as i64 > v.iter().copied().max().unwrap_or(0)
            });
            assert_eq!(len, "0\n", "len > max from seed {seed}");
        }
    }

    #[test]
    fn equal_literals_shrink_together_first() {
        let t = b"x = 300; y = 300; z = 7;";
        let w = Literals {
            octal_zero: false,
            max_literals: 100,
        }
        .rewrites(t, None);
        // The last 300 first (the group, then its own), after the 7 (later in the text).
        let first300 = w.iter().position(|w| w.at == 13).unwrap();
        assert_eq!(w[first300].edits.len(), 2);
        assert_eq!(w[first300].edits[0].with, b"0");
        assert!(w[..first300].iter().all(|w| w.at == 22));
        assert!(w.windows(2).all(|p| p[0].at >= p[1].at));
    }

    /// A model of the reducer on one-integer-per-line texts: line deletions first, then the
    /// pass's candidates, the first interesting one in order wins, until nothing works.
    fn model(text: &str, interesting: impl Fn(&[i64]) -> bool) -> String {
        let pass = Literals {
            octal_zero: false,
            max_literals: 10_000,
        };
        let parse = |t: &[u8]| -> Vec<i64> {
            std::str::from_utf8(t)
                .unwrap()
                .lines()
                .map(|l| l.parse().unwrap())
                .collect()
        };
        let mut best = text.as_bytes().to_vec();
        assert!(interesting(&parse(&best)));
        'outer: loop {
            let lines: Vec<usize> = std::iter::once(0)
                .chain(
                    best.iter()
                        .enumerate()
                        .filter(|p| *p.1 == b'\n')
                        .map(|p| p.0 + 1),
                )
                .filter(|&s| s < best.len())
                .collect();
            for (k, &s) in lines.iter().enumerate().rev() {
                let e = lines.get(k + 1).copied().unwrap_or(best.len());
                let cand = edit::cut(&best, s, e);
                if interesting(&parse(&cand)) {
                    best = cand;
                    continue 'outer;
                }
            }
            for w in pass.rewrites(&best, None) {
                let cand = edit::apply(&best, &w.edits);
                assert!(edit::shortlex(&cand, &best).is_lt());
                if interesting(&parse(&cand)) {
                    best = cand;
                    continue 'outer;
                }
            }
            return String::from_utf8(best).unwrap();
        }
    }

    fn random_lines(seed: u64, n: usize, max: u64) -> String {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x = x
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                format!("{}\n", (x >> 33) % max)
            })
            .collect()
    }

    #[test]
    fn with_a_parse_numbers_outside_nodes_are_scanned_but_not_in_strings_or_comments() {
        let text = b"#define N 100\nint a[N] = {1, 0x2};\nchar *s = \"x5\"; // 7\nchar c = 'q';\n";
        let syntax = crate::syntax::Syntax::new(crate::lang::by_name("c").unwrap(), text);
        let found: Vec<(String, Class)> = from_syntax(syntax.table(), text)
            .iter()
            .map(|l| {
                (
                    String::from_utf8_lossy(&text[l.start..l.end]).into_owned(),
                    l.class,
                )
            })
            .collect();
        let want = [
            ("100", Class::Number),
            ("1", Class::Number),
            ("0x2", Class::Number),
            ("\"x5\"", Class::String),
            ("'q'", Class::Char),
        ];
        let want: Vec<(String, Class)> = want.iter().map(|(t, c)| (t.to_string(), *c)).collect();
        assert_eq!(found, want);
    }
}
