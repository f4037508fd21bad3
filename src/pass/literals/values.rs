//! The values a literal's rewrites try: numbers parsed (decimal, hex, octal, binary, floats,
//! suffixes) and made smaller by an exponential probe and a binary chop, strings shortened
//! inside their quotes, characters lowered.

#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Value {
    Int(u128),
    Float(f64),
    /// A form whittle does not read (hex floats, huge values): it only offers `0`.
    Other,
}

#[derive(Debug)]
pub(super) struct Number<'a> {
    pub negative: bool,
    pub value: Value,
    /// `u`, `UL`, `f`, `u8`, `n`, ...
    suffix: &'a [u8],
    /// Plain decimal integer: no prefix, suffix, separator or leading zero.
    pub plain: bool,
    /// Without sign and suffix: `1.5` of `-1.5f`.
    body: &'a [u8],
}

/// Reads a number literal; `None` if `text` is not one (or has an unknown suffix).
pub(super) fn parse_number(text: &[u8], octal_zero: bool) -> Option<Number<'_>> {
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
pub(super) fn int_values(v: u128) -> Vec<u128> {
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
pub(super) fn number_candidates(
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
pub(super) fn quoted(text: &[u8]) -> Option<(&[u8], &[u8], &[u8])> {
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
pub(super) fn string_candidates(text: &[u8]) -> Vec<Vec<u8>> {
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
pub(super) fn char_candidates(text: &[u8]) -> Vec<Vec<u8>> {
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
    fn negative_numbers_go_toward_zero() {
        let c = numbers("-5");
        assert_eq!(c[0], "0");
        assert!(c.contains(&"-1".to_string()) && c.contains(&"5".to_string()));
        assert!(!c.iter().any(|x| x.starts_with("-0")));
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
}
