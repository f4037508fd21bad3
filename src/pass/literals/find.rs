//! Finding the literals of a text: with a parse, the nodes `grammars/<lang>/literals.scm`
//! captures plus the numbers a scan finds where the parse has none; without one, a scan for
//! numbers and one-line `"..."` strings.

use super::values::parse_number;
use super::{Class, Literal};
use crate::syntax::{cat, SyntaxTable};
use crate::tokens::word_byte;

/// The literals the parse captured, and the numbers a scan finds outside every literal, atom
/// and comment (in preprocessor lines and ERROR regions the parse has no number nodes).
pub(super) fn from_syntax(table: &SyntaxTable, text: &[u8]) -> Vec<Literal> {
    let mut found = Vec::new();
    let mut covered = Vec::new();
    for n in &table.nodes {
        let class = if n.cats & cat::LITERAL_NUMBER != 0 {
            Some(Class::Number)
        } else if n.cats & cat::LITERAL_STRING != 0 {
            Some(Class::String)
        } else if n.cats & cat::LITERAL_CHAR != 0 {
            Some(Class::Char)
        } else {
            None
        };
        if let Some(class) = class {
            found.push(Literal {
                start: n.start,
                end: n.end,
                class,
            });
        }
        if class.is_some() || n.extra || n.cats & cat::ATOM != 0 {
            covered.push((n.start, n.end));
        }
    }
    covered.sort_unstable();
    // Merged into disjoint ranges, so one binary search tells whether a number overlaps one.
    let mut merged: Vec<(usize, usize)> = Vec::new();
    for (s, e) in covered {
        match merged.last_mut() {
            Some(last) if s <= last.1 => last.1 = last.1.max(e),
            _ => merged.push((s, e)),
        }
    }
    for (s, e) in scan_numbers(text) {
        let i = merged.partition_point(|r| r.1 <= s);
        if merged.get(i).is_none_or(|r| r.0 >= e) {
            found.push(Literal {
                start: s,
                end: e,
                class: Class::Number,
            });
        }
    }
    disjoint(found)
}

/// Without a parse: one-line `"..."` strings, and the numbers outside them.
pub(super) fn scan(text: &[u8]) -> Vec<Literal> {
    let mut found = Vec::new();
    let mut i = 0;
    while i < text.len() {
        if text[i] == b'"' {
            if let Some(close) = crate::tokens::closing_quote(text, i) {
                found.push(Literal {
                    start: i,
                    end: close + 1,
                    class: Class::String,
                });
                i = close;
            }
        }
        i += 1;
    }
    found.extend(scan_numbers(text).into_iter().map(|(start, end)| Literal {
        start,
        end,
        class: Class::Number,
    }));
    disjoint(found)
}

/// Sorted by start; a literal overlapping an earlier one is dropped.
fn disjoint(mut found: Vec<Literal>) -> Vec<Literal> {
    found.sort_by_key(|l| (l.start, std::cmp::Reverse(l.end)));
    let mut out: Vec<Literal> = Vec::with_capacity(found.len());
    for l in found {
        if out.last().is_none_or(|p| p.end <= l.start) {
            out.push(l);
        }
    }
    out
}

/// Number tokens of any text, as `(start, end)`: a digit (or `.` and a digit) not inside a word
/// or a dotted run (`x1`, `1.2.3`), with an optional sign where a `-` cannot be a subtraction
/// (at the start of a line, after `(`, `,`, `=`, ...), and a suffix whittle knows (`10UL`,
/// `1.5f`, `7u8`); `3rd` and `10px` are not numbers.
fn scan_numbers(text: &[u8]) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    let digit_at = |i: usize| text.get(i).is_some_and(u8::is_ascii_digit);
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        let starts = b.is_ascii_digit() || (b == b'.' && digit_at(i + 1));
        if !starts || (i > 0 && (word_byte(text[i - 1]) || text[i - 1] == b'.')) {
            i += 1;
            continue;
        }
        let hex = b == b'0' && matches!(text.get(i + 1), Some(b'x' | b'X'));
        let mut j = i;
        let mut dots = 0;
        while j < text.len() {
            let c = text[j];
            let exponent_sign = !hex
                && matches!(c, b'+' | b'-')
                && matches!(text[j - 1], b'e' | b'E')
                && digit_at(j + 1);
            if word_byte(c) || exponent_sign {
                j += 1;
            } else if c == b'.' && digit_at(j + 1) {
                dots += 1;
                j += 1;
            } else {
                break;
            }
        }
        let start = if i > 0 && text[i - 1] == b'-' && sign_allowed(text, i - 1) {
            i - 1
        } else {
            i
        };
        if dots <= 1 && parse_number(&text[start..j], false).is_some() {
            out.push((start, j));
        }
        i = j;
    }
    out
}

/// Whether the `-` at `minus` is a sign: what comes before it (blanks skipped) cannot end an
/// operand.
fn sign_allowed(text: &[u8], minus: usize) -> bool {
    let before = text[..minus]
        .iter()
        .rev()
        .find(|&&b| b != b' ' && b != b'\t');
    matches!(
        before,
        None | Some(b'\n' | b'\r' | b',' | b';' | b'(' | b'[' | b'{' | b'=' | b':')
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_scan_finds_numbers_not_words() {
        let t = b"a1 = 12; b = -3 - 4 + 0x1F, 1.5f, 3rd 10px v1.2.3 x.0 7u8 2.5e-3 f(-1)\n-9\n";
        let found: Vec<&str> = scan_numbers(t)
            .iter()
            .map(|&(s, e)| std::str::from_utf8(&t[s..e]).unwrap())
            .collect();
        assert_eq!(
            found,
            ["12", "-3", "4", "0x1F", "1.5f", "7u8", "2.5e-3", "-1", "-9"]
        );
    }
}
