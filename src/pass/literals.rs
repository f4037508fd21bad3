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

use std::collections::HashMap;

use super::{Rewrite, Rewriter};
use crate::cut::Context;
use crate::edit::{self, Edit};
use crate::syntax::{cat, SyntaxTable};
use crate::tokens::word_byte;

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
    fn rewrites(&self, cx: &Context) -> Vec<Rewrite> {
        let text = cx.text;
        let literals = match cx.syntax {
            Some(table) => from_syntax(table, text),
            None => scan(text),
        };
        let cheap = literals.len() > self.max_literals;
        let unused = Unused::new(text, &literals, self.octal_zero);
        let candidates: Vec<Vec<Vec<u8>>> = literals
            .iter()
            .map(|l| {
                let own = &text[l.start..l.end];
                let mut c = match l.class {
                    Class::Number => number_candidates(own, self.octal_zero, |v| unused.below(v)),
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
        if cx.syntax.is_none() {
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
        out.sort_by_key(|w| std::cmp::Reverse(w.at));
        out
    }
}

/// The smallest integer no number literal of the file has: where values must stay distinct
/// (`case` labels, enumerators, "ten different values"), the first one a literal can take.
struct Unused {
    smallest: u128,
}

impl Unused {
    fn new(text: &[u8], literals: &[Literal], octal_zero: bool) -> Unused {
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
        Unused { smallest }
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
        for parts in [1, 2, 4] {
            if members.len() < 2 * parts {
                break;
            }
            for part in members.chunks(members.len().div_ceil(parts)).rev() {
                push_if_smaller(out, text, part[part.len() - 1].start, part.to_vec());
            }
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

/// The literals the parse captured, and the numbers a scan finds outside every literal, atom
/// and comment (in preprocessor lines and ERROR regions the parse has no number nodes).
fn from_syntax(table: &SyntaxTable, text: &[u8]) -> Vec<Literal> {
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
fn scan(text: &[u8]) -> Vec<Literal> {
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

#[derive(Debug, Clone, Copy, PartialEq)]
enum Value {
    Int(u128),
    Float(f64),
    /// A form whittle does not read (hex floats, huge values): it only offers `0`.
    Other,
}

#[derive(Debug)]
struct Number<'a> {
    negative: bool,
    value: Value,
    /// `u`, `UL`, `f`, `u8`, `n`, ...
    suffix: &'a [u8],
    /// Plain decimal integer: no prefix, suffix, separator or leading zero.
    plain: bool,
    /// Without sign and suffix: `1.5` of `-1.5f`.
    body: &'a [u8],
}

/// Reads a number literal; `None` if `text` is not one (or has an unknown suffix).
fn parse_number(text: &[u8], octal_zero: bool) -> Option<Number<'_>> {
    let (negative, t) = match text.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, text),
    };
    let lower = |i: usize| t.get(i).map(u8::to_ascii_lowercase);
    let (radix, from) = match (t.first(), lower(1)) {
        (Some(b'0'), Some(b'x')) => (16, 2),
        (Some(b'0'), Some(b'b')) if t.get(2).is_some_and(|c| matches!(c, b'0' | b'1')) => (2, 2),
        (Some(b'0'), Some(b'o')) => (8, 2),
        _ => (10, 0),
    };
    let is_digit = |c: u8| (c as char).is_digit(radix) || c == b'_';
    let mut j = from;
    while j < t.len() && is_digit(t[j]) {
        j += 1;
    }
    let int_end = j;
    let mut float = false;
    if radix == 10 {
        if t.get(j) == Some(&b'.') {
            float = true;
            j += 1;
            while j < t.len() && is_digit(t[j]) {
                j += 1;
            }
        }
        let sign = usize::from(matches!(t.get(j + 1), Some(b'+' | b'-')));
        if lower(j) == Some(b'e') && t.get(j + 1 + sign).is_some_and(u8::is_ascii_digit) {
            float = true;
            j += 1 + sign;
            while j < t.len() && is_digit(t[j]) {
                j += 1;
            }
        }
    } else if matches!(lower(j), Some(b'.' | b'p')) {
        // A hex float: not read.
        return Some(Number {
            negative,
            value: Value::Other,
            suffix: b"",
            plain: false,
            body: t,
        });
    }
    let digits: Vec<u8> = t[from..j].iter().copied().filter(|&c| c != b'_').collect();
    if digits.iter().all(|&c| c == b'.') || !t[..j].iter().any(u8::is_ascii_alphanumeric) {
        return None;
    }
    let suffix = &t[j..];
    if !valid_suffix(suffix, float) {
        return None;
    }
    let digits = std::str::from_utf8(&digits).ok()?;
    let value = if float {
        digits.parse::<f64>().map_or(Value::Other, Value::Float)
    } else {
        let octal = radix == 10
            && octal_zero
            && digits.len() > 1
            && digits.starts_with('0')
            && digits.bytes().all(|c| c < b'8');
        let radix = if octal { 8 } else { radix };
        u128::from_str_radix(digits, radix).map_or(Value::Other, Value::Int)
    };
    let plain = radix == 10
        && !float
        && suffix.is_empty()
        && int_end == t.len()
        && !t.contains(&b'_')
        && (t.len() == 1 || t[0] != b'0');
    Some(Number {
        negative,
        value,
        suffix,
        plain,
        body: &t[..j],
    })
}

/// Integer and float suffixes of C, Rust and JavaScript: `u`, `l`, `ul`, `ull`, `z`, `f`,
/// `u8`...`usize`, `f32`, `f64`, `n`, with Rust's optional `_` before.
fn valid_suffix(suffix: &[u8], float: bool) -> bool {
    let lower = suffix.to_ascii_lowercase();
    let s: &[u8] = lower.strip_prefix(b"_".as_slice()).unwrap_or(&lower);
    if s.is_empty() {
        return suffix.is_empty();
    }
    let sized =
        |p: u8| s[0] == p && matches!(&s[1..], b"8" | b"16" | b"32" | b"64" | b"128" | b"size");
    let c_int = s.len() <= 3 && s.iter().all(|c| matches!(c, b'u' | b'l' | b'z'));
    let int = sized(b'i') || sized(b'u') || s == b"n" || c_int;
    let float_suffix = matches!(s, b"f" | b"l" | b"f16" | b"f32" | b"f64" | b"f128");
    float_suffix || (!float && int)
}

/// Values below `v` to try, in order: 0, 1, 3, 7, 15, ... (an exponential probe), then `v - d`
/// for `d` the largest power of two below `v`, halving down to 1 (a binary chop toward the
/// smallest value that works, one bit per accepted step). About 2 log2(v) values.
fn int_values(v: u128) -> Vec<u128> {
    let mut out = Vec::new();
    let mut x: u128 = 0;
    while x < v {
        out.push(x);
        if x > u128::MAX / 2 {
            break;
        }
        x = 2 * x + 1;
    }
    if v >= 2 {
        let mut d = 1u128 << (127 - (v - 1).leading_zeros());
        while d > 0 {
            if !out.contains(&(v - d)) {
                out.push(v - d);
            }
            d >>= 1;
        }
    }
    out
}

fn dec(x: u128) -> Vec<u8> {
    x.to_string().into_bytes()
}

fn cat_bytes(parts: &[&[u8]]) -> Vec<u8> {
    parts.concat()
}

/// A number's candidates; `unused(v)` is a value no other literal has, tried right after `0`.
fn number_candidates(
    text: &[u8],
    octal_zero: bool,
    unused: impl Fn(u128) -> Option<u128>,
) -> Vec<Vec<u8>> {
    let Some(n) = parse_number(text, octal_zero) else {
        return vec![b"0".to_vec()];
    };
    let suffix = n.suffix;
    let mut mags: Vec<Vec<u8>> = Vec::new();
    let values = |v: u128| {
        let mut all = int_values(v);
        if let Some(u) = unused(v).filter(|_| !n.negative) {
            all.insert(1.min(all.len()), u);
        }
        all
    };
    match n.value {
        Value::Int(v) if n.plain => mags.extend(values(v).into_iter().map(dec)),
        Value::Int(v) => {
            mags.push(b"0".to_vec());
            mags.extend(values(v).into_iter().map(|x| cat_bytes(&[&dec(x), suffix])));
            mags.push(dec(v));
            mags.push(cat_bytes(&[&dec(v), suffix]));
        }
        Value::Float(f) if f.is_finite() && f.abs() < 1e30 => {
            let t = f.trunc().abs() as u128;
            mags.push(b"0".to_vec());
            mags.push(b"0.".to_vec());
            let mut ints = int_values(t);
            ints.push(t);
            mags.extend(ints.into_iter().filter(|&x| x > 0).map(dec));
            mags.push(cat_bytes(&[&dec(t), b"."]));
            if !suffix.is_empty() {
                mags.push(cat_bytes(&[b"0.", suffix]));
                mags.push(cat_bytes(&[&dec(t), b".", suffix]));
                mags.push(n.body.to_vec());
            }
            let body = n.body;
            if let Some(e) = body.iter().position(|c| matches!(c, b'e' | b'E')) {
                mags.push(cat_bytes(&[&body[..e], suffix]));
            } else if let Some(dot) = body.iter().position(|&c| c == b'.') {
                if body.len() > dot + 2 {
                    mags.push(cat_bytes(&[&body[..body.len() - 1], suffix]));
                }
            }
        }
        _ => mags.push(b"0".to_vec()),
    }
    if !n.negative {
        return mags;
    }
    let mut out = vec![b"0".to_vec()];
    out.extend(
        mags.iter()
            .filter(|m| m[0] != b'0')
            .map(|m| cat_bytes(&[b"-", m])),
    );
    out.push(text[1..].to_vec());
    out
}

/// `prefix + quote`, contents, `quote + suffix` of a quoted literal (`L"ab"`, `r#"ab"#`,
/// `b'c'`); `None` without a pair of quotes.
fn quoted(text: &[u8]) -> Option<(&[u8], &[u8], &[u8])> {
    let open = text.iter().position(|&b| b == b'"' || b == b'\'')?;
    let close = text.iter().rposition(|&b| b == text[open])?;
    (close > open).then(|| (&text[..=open], &text[open + 1..close], &text[close..]))
}

/// Byte offsets where the units of a string's contents start: characters (whole UTF-8
/// sequences) and escape sequences (`\n`, `\x41`, `\u{1F600}`, `\101`), so that no deletion
/// splits one. Raw strings have no escapes.
fn units(body: &[u8], raw: bool) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut i = 0;
    let hex_run = |from: usize, max: usize| {
        body[from.min(body.len())..]
            .iter()
            .take(max)
            .take_while(|c| c.is_ascii_hexdigit())
            .count()
    };
    while i < body.len() {
        starts.push(i);
        let char_len = |at: usize| match body.get(at) {
            Some(0xc0..=0xdf) => 2,
            Some(0xe0..=0xef) => 3,
            Some(0xf0..=0xf7) => 4,
            _ => 1,
        };
        let len = if body[i] == b'\\' && !raw && i + 1 < body.len() {
            match body[i + 1] {
                b'x' => 2 + hex_run(i + 2, 2),
                b'u' if body.get(i + 2) == Some(&b'{') => body[i..]
                    .iter()
                    .position(|&c| c == b'}')
                    .map_or(2, |p| p + 1),
                b'u' => 2 + hex_run(i + 2, 4),
                b'U' => 2 + hex_run(i + 2, 8),
                b'0'..=b'7' => {
                    1 + body[i + 1..]
                        .iter()
                        .take(3)
                        .take_while(|c| (b'0'..=b'7').contains(c))
                        .count()
                }
                _ => 1 + char_len(i + 1),
            }
        } else {
            char_len(i)
        };
        i = (i + len).min(body.len());
    }
    starts
}

/// The string emptied first, then with chunks of its contents deleted, largest first: either
/// half, then ever smaller runs (quarters, eighths, ...) at its ends, so a string gets about
/// 2 log2(length) candidates per call and shrinks over the rounds (to a middle part too).
fn string_candidates(text: &[u8]) -> Vec<Vec<u8>> {
    let Some((head, body, tail)) = quoted(text) else {
        return Vec::new();
    };
    let raw = head.iter().any(|&c| c == b'r' || c == b'R');
    let starts = units(body, raw);
    let n = starts.len();
    if n == 0 {
        return Vec::new();
    }
    let at = |u: usize| starts.get(u).copied().unwrap_or(body.len());
    let without =
        |from: usize, to: usize| cat_bytes(&[head, &body[..at(from)], &body[at(to)..], tail]);
    let mut out = vec![cat_bytes(&[head, tail])];
    let mut size = n.div_ceil(2);
    loop {
        let chunks = n.div_ceil(size);
        if chunks <= 2 {
            for k in (0..chunks).rev() {
                out.push(without(k * size, ((k + 1) * size).min(n)));
            }
        } else {
            out.push(without(n - size, n));
            out.push(without(0, size));
        }
        if size == 1 {
            break;
        }
        size = size.div_ceil(2);
    }
    out
}

/// A character literal lowered: to `'0'` and `'a'`, and toward the bottom of its class (`'0'`,
/// `'a'`, `'A'`) by a binary chop.
fn char_candidates(text: &[u8]) -> Vec<Vec<u8>> {
    let Some((head, body, tail)) = quoted(text) else {
        return Vec::new();
    };
    let with = |c: u8| cat_bytes(&[head, &[c], tail]);
    let mut out = vec![with(b'0'), with(b'a')];
    if let [c] = body {
        let base = match c {
            b'0'..=b'9' => b'0',
            b'a'..=b'z' => b'a',
            b'A'..=b'Z' => b'A',
            _ => *c,
        };
        out.push(with(base));
        let mut d = 32u8;
        while d > 0 {
            if c.checked_sub(d).is_some_and(|x| x >= base) {
                out.push(with(c - d));
            }
            d >>= 1;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(v: &[Vec<u8>]) -> Vec<String> {
        v.iter()
            .map(|b| String::from_utf8_lossy(b).into_owned())
            .collect()
    }

    fn numbers(text: &str) -> Vec<String> {
        strings(&number_candidates(text.as_bytes(), true, |_| None))
    }

    #[test]
    fn integers_probe_then_chop() {
        assert_eq!(
            int_values(1000),
            [
                0, 1, 3, 7, 15, 31, 63, 127, 255, 511, 488, 744, 872, 936, 968, 984, 992, 996, 998,
                999
            ]
        );
        assert_eq!(int_values(1), [0]);
        assert_eq!(int_values(0), Vec::<u128>::new());
        assert_eq!(int_values(5), [0, 1, 3, 4]);
        // O(log v): about two per bit.
        assert!(int_values(u64::MAX as u128).len() <= 2 * 64 + 1);
        assert!(int_values(u128::MAX).len() <= 2 * 128 + 1);
    }

    #[test]
    fn prefixes_and_suffixes_are_simplified() {
        let c = numbers("0x1F");
        assert_eq!(c[0], "0");
        assert!(c.contains(&"31".to_string()) && c.contains(&"15".to_string()));
        let c = numbers("10UL");
        assert_eq!(&c[..3], ["0", "0UL", "1UL"]);
        assert!(c.contains(&"10".to_string()));
        assert!(numbers("010").contains(&"8".to_string()), "octal in C");
        assert!(numbers("1_000u32").contains(&"1000".to_string()));
        let c = numbers("1.5f");
        assert!(c.contains(&"1.5".to_string()) && c.contains(&"1".to_string()));
        assert_eq!(&numbers("2.75")[..4], ["0", "0.", "1", "2"]);
        assert!(numbers("3.14159").contains(&"3.1415".to_string()));
        assert!(numbers("1e10").contains(&"1".to_string()));
        assert_eq!(numbers("0x1p3"), ["0"]);
    }

    #[test]
    fn an_unused_value_comes_right_after_zero() {
        let c = number_candidates(b"40", false, |_| Some(5));
        assert_eq!(strings(&c[..3]), ["0", "5", "1"]);
        let t = b"case 0: case 1: case 7: case 3:";
        let u = Unused::new(t, &scan(t), false);
        assert_eq!(
            (u.below(7), u.below(3), u.below(2)),
            (Some(2), Some(2), None)
        );
    }

    #[test]
    fn negative_numbers_go_toward_zero() {
        let c = numbers("-5");
        assert_eq!(c[0], "0");
        assert!(c.contains(&"-1".to_string()) && c.contains(&"5".to_string()));
        assert!(!c.iter().any(|x| x.starts_with("-0")));
    }

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

    #[test]
    fn strings_are_emptied_then_cut_in_halves_and_ends() {
        assert_eq!(
            strings(&string_candidates(br#""abcd""#)),
            [r#""""#, r#""ab""#, r#""cd""#, r#""abc""#, r#""bcd""#]
        );
        // An escape is one unit; prefixes and raw strings keep their delimiters.
        assert!(strings(&string_candidates(br#"L"\n\x41b""#)).contains(&r#"L"\x41b""#.to_string()));
        assert_eq!(string_candidates(br##"r#"ab"#"##)[0], br##"r#""#"##);
        let long = format!("\"{}\"", "x".repeat(1000));
        assert!(string_candidates(long.as_bytes()).len() <= 2 * 10 + 1);
    }

    #[test]
    fn characters_are_lowered() {
        let c = strings(&char_candidates(b"'z'"));
        assert!(c.contains(&"'a'".to_string()) && c.contains(&"'y'".to_string()));
        let c = strings(&char_candidates(b"'7'"));
        assert!(c.contains(&"'0'".to_string()) && c.contains(&"'6'".to_string()));
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
            for w in pass.rewrites(&Context::text(&best)) {
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

    #[test]
    fn equal_literals_shrink_together_first() {
        let t = b"x = 300; y = 300; z = 7;";
        let w = Literals {
            octal_zero: false,
            max_literals: 100,
        }
        .rewrites(&Context::text(t));
        // The last 300 first (the group, then its own), after the 7 (later in the text).
        let first300 = w.iter().position(|w| w.at == 13).unwrap();
        assert_eq!(w[first300].edits.len(), 2);
        assert_eq!(w[first300].edits[0].with, b"0");
        assert!(w[..first300].iter().all(|w| w.at == 22));
        assert!(w.windows(2).all(|p| p[0].at >= p[1].at));
    }
}
