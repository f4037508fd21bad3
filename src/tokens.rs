//! A crude tokenizer for any text: runs of word bytes, quoted strings on one line, and single
//! punctuation bytes, separated by whitespace. It feeds the token cuts and the token counts
//! that whittle reports for every reducer alike. A language's [`Lexis`] says where its `'` is
//! not a quote (a Rust lifetime, a C++ digit separator) and whether a `/` may open a regular
//! expression literal (JavaScript).

use std::collections::HashSet;

/// What a language's `'` may mean besides a quote up to the next one on the line.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Lexis {
    /// `'a` that is not a one-character literal is a lifetime or a label: one token (Rust).
    pub lifetimes: bool,
    /// `'` between a number's digits is part of the number: `1'000` (C23, C++14).
    pub digit_separators: bool,
    /// A `/` where a value is due opens a regular expression literal, one token up to its
    /// closing `/` and flags on the same line: `/\ /u` (JavaScript and its dialects). Only
    /// [`count`] reads it: the cut passes still see a literal's bytes as tokens.
    pub regexes: bool,
}

impl Lexis {
    /// A quote is a quote: files of no known language, and most languages.
    pub const PLAIN: Lexis = Lexis {
        lifetimes: false,
        digit_separators: false,
        regexes: false,
    };
    /// JavaScript's: a quote is a quote, and a regular expression literal is one token.
    pub const SCRIPT: Lexis = Lexis {
        regexes: true,
        ..Lexis::PLAIN
    };
}

/// A byte that can be part of a word: an ASCII letter, digit or `_`, or any non-ASCII byte (so
/// a UTF-8 character never splits a word in two). For scans that must not join or split words;
/// token boundaries are [`word_char`]'s.
pub fn word_byte(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80
}

/// The length of the word character at the start of `text`: an ASCII letter, digit or `_`,
/// or a letter or digit in UTF-8. Other bytes (punctuation, invalid UTF-8) are not word bytes,
/// so binary data splits into single-byte tokens.
fn word_char(text: &[u8]) -> Option<usize> {
    let b = *text.first()?;
    if b.is_ascii_alphanumeric() || b == b'_' {
        return Some(1);
    }
    if b < 0x80 {
        return None;
    }
    let len = match b {
        0xc2..=0xdf => 2,
        0xe0..=0xef => 3,
        0xf0..=0xf4 => 4,
        _ => return None,
    };
    let c = std::str::from_utf8(text.get(..len)?).ok()?.chars().next()?;
    c.is_alphanumeric().then_some(len)
}

fn word_len(text: &[u8]) -> usize {
    let mut n = 0;
    while let Some(k) = word_char(&text[n..]) {
        n += k;
    }
    n
}

/// Start and end of every token, in order.
pub fn tokens(text: &[u8], lexis: Lexis) -> Vec<(usize, usize)> {
    spans(text, lexis).collect()
}

/// The tokens of `text` as they are found (a regular expression literal read as its bytes).
pub fn spans(text: &[u8], lexis: Lexis) -> impl Iterator<Item = (usize, usize)> + '_ {
    scan(
        text,
        Lexis {
            regexes: false,
            ..lexis
        },
    )
}

/// The tokens of `text` as `lexis` reads them.
fn scan(text: &[u8], lexis: Lexis) -> impl Iterator<Item = (usize, usize)> + '_ {
    let mut i = 0;
    // Where a `/` would divide: after a name, a number, a literal or a closing bracket (read
    // only with `regexes`).
    let mut divides = false;
    std::iter::from_fn(move || {
        while text.get(i)?.is_ascii_whitespace() {
            i += 1;
        }
        let start = i;
        let word = word_len(&text[i..]);
        i = if word > 0 {
            let mut end = i + word;
            if lexis.digit_separators && text[i].is_ascii_digit() {
                while text.get(end) == Some(&b'\'')
                    && text.get(end + 1).is_some_and(|b| b.is_ascii_alphanumeric())
                {
                    end += 1 + word_len(&text[end + 1..]);
                }
            }
            end
        } else if text[i] == b'\'' && lexis.lifetimes {
            char_end(text, i).unwrap_or(i + 1 + word_len(&text[i + 1..]))
        } else if text[i] == b'"' || text[i] == b'\'' {
            closing_quote(text, i).map_or(i + 1, |c| c + 1)
        } else if text[i] == b'/' && lexis.regexes && !divides {
            regex_end(text, i).unwrap_or(i + 1)
        } else {
            i + 1
        };
        if lexis.regexes {
            let last = text[i - 1];
            divides = match word_byte(last) {
                true => !BEFORE_VALUE.contains(&&text[start..i]),
                false => b")]\"'`".contains(&last) || i - start > 1 && last == b'/',
            };
        }
        Some((start, i))
    })
}

/// Words after which a `/` opens a regular expression rather than divides.
const BEFORE_VALUE: &[&[u8]] = &[
    b"return",
    b"typeof",
    b"instanceof",
    b"in",
    b"of",
    b"new",
    b"delete",
    b"void",
    b"throw",
    b"case",
    b"do",
    b"else",
    b"yield",
    b"await",
];

/// The end of a regular expression literal whose `/` is at `open`, flags included: its closing
/// `/` on the same line, outside a `[...]` class and not escaped. `None` for `//` and `/*`, and
/// for a `/` that closes nothing.
fn regex_end(text: &[u8], open: usize) -> Option<usize> {
    if matches!(text.get(open + 1), Some(b'/' | b'*') | None) {
        return None;
    }
    let (mut i, mut class) = (open + 1, false);
    loop {
        match *text.get(i)? {
            b'\\' => i += 1,
            b'\n' => return None,
            b'[' => class = true,
            b']' => class = false,
            b'/' if !class => break,
            _ => {}
        }
        i += 1;
    }
    Some(i + 1 + word_len(&text[i + 1..]))
}

/// The end of a `'c'` character literal at `i`, if it is one (`'a` in Rust is a lifetime).
pub fn char_end(text: &[u8], i: usize) -> Option<usize> {
    match text.get(i + 1)? {
        b'\\' => closing_quote(text, i).map(|c| c + 1),
        &b => {
            let len = match b {
                0xc0..=0xdf => 2,
                0xe0..=0xef => 3,
                0xf0..=0xf7 => 4,
                _ => 1,
            };
            (text.get(i + 1 + len) == Some(&b'\'')).then_some(i + 2 + len)
        }
    }
}

/// The matching quote of the one at `open`, on the same line, honouring backslash escapes.
pub fn closing_quote(text: &[u8], open: usize) -> Option<usize> {
    let q = text[open];
    let mut i = open + 1;
    while i < text.len() {
        match text[i] {
            b'\\' => i += 2,
            b'\n' => return None,
            c if c == q => return Some(i),
            _ => i += 1,
        }
    }
    None
}

/// The number of tokens, counted without keeping them (a 13 MB file has 4 million); a regular
/// expression literal is one where the language has them.
pub fn count(text: &[u8], lexis: Lexis) -> usize {
    scan(text, lexis).count()
}

/// The names a text knows, to tell whether an edit inside or between words makes a name that
/// nothing declares: `StringCharCodeAt` cut to `StringCharCodeA`, `f(x)` to `fx`. Such a
/// candidate is a new, unknown name where the test most often needs a known one, so the
/// character-level passes skip it. Stay tried: a word of the text elsewhere, a word the
/// language reserves (`strncpy` to `strcpy` when the file has it, `elif` to `if`), a number,
/// a name shortened from either end (`unsigned` to `signed`, `fooBarBaz` to `BarBaz` where a
/// test needs only the end, one step a sweep), and anything in or next to quotes.
pub struct Names<'t> {
    text: &'t [u8],
    known: HashSet<&'t [u8]>,
    /// Spans of the quoted tokens, in order.
    quoted: Vec<(usize, usize)>,
}

/// What a language says of names: its lexis (where its quotes are) and its reserved words.
#[derive(Debug, Clone)]
pub struct Reserved {
    pub lexis: Lexis,
    pub words: Vec<&'static [u8]>,
}

impl Reserved {
    /// The names of `text` and of the language.
    pub fn names<'t>(&self, text: &'t [u8]) -> Names<'t> {
        Names::new(text, self.lexis, &self.words)
    }
}

impl<'t> Names<'t> {
    /// The words of `text` and the `reserved` words are known.
    pub fn new(text: &'t [u8], lexis: Lexis, reserved: &[&'t [u8]]) -> Names<'t> {
        let known = text
            .split(|&b| !word_byte(b))
            .filter(|w| !w.is_empty())
            .chain(reserved.iter().copied())
            .collect();
        let quoted = spans(text, lexis)
            .filter(|&(s, _)| matches!(text[s], b'"' | b'\''))
            .collect();
        Names {
            text,
            known,
            quoted,
        }
    }

    /// Whether replacing `start..end` by `with` leaves, where the words around the edit meet
    /// it, a name (a word that does not start with a digit) the text and the language do not
    /// know; not for an edit within a word at its start or end, nor one in or next to a
    /// quoted token.
    pub fn makes_unknown(&self, start: usize, end: usize, with: &[u8]) -> bool {
        let text = self.text;
        let near = (start.saturating_sub(1), (end + 1).min(text.len()));
        let i = self.quoted.partition_point(|&(_, e)| e <= near.0);
        if self.quoted.get(i).is_some_and(|&(s, _)| s < near.1) {
            return false;
        }
        let before = text[..start]
            .iter()
            .rev()
            .take_while(|&&b| word_byte(b))
            .count();
        let after = text[end..].iter().take_while(|&&b| word_byte(b)).count();
        if text[start..end].iter().all(|&b| word_byte(b)) && (before == 0 || after == 0) {
            return false;
        }
        let joined = [&text[start - before..start], with, &text[end..end + after]].concat();
        joined
            .split(|&b| !word_byte(b))
            .any(|w| !w.is_empty() && !w[0].is_ascii_digit() && !self.known.contains(w))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_words_strings_and_punctuation() {
        let t = br#"x = f("a b", 'c') + 12;"#;
        let words: Vec<&[u8]> = tokens(t, Lexis::PLAIN)
            .iter()
            .map(|&(s, e)| &t[s..e])
            .collect();
        let want: Vec<&[u8]> = vec![
            b"x",
            b"=",
            b"f",
            b"(",
            br#""a b""#,
            b",",
            b"'c'",
            b")",
            b"+",
            b"12",
            b";",
        ];
        assert_eq!(words, want);
        assert_eq!(count(b"  \n", Lexis::PLAIN), 0);
        assert_eq!(count(b"\"open", Lexis::PLAIN), 2);
    }

    #[test]
    fn utf8_letters_join_words_and_binary_bytes_stand_alone() {
        assert_eq!(count("größe = 1".as_bytes(), Lexis::PLAIN), 3);
        assert_eq!(count(b"\xff\xfe\x80abc", Lexis::PLAIN), 4);
    }

    #[test]
    fn a_regular_expression_is_one_token_where_a_value_is_due() {
        let js = Lexis::SCRIPT;
        assert_eq!(words(r"/\ /u", js), [r"/\ /u"]);
        assert_eq!(
            words(r"x = s.replace(/[/\]]+/g, 'a') / 2 / y", js),
            [
                "x",
                "=",
                "s",
                ".",
                "replace",
                "(",
                r"/[/\]]+/g",
                ",",
                "'a'",
                ")",
                "/",
                "2",
                "/",
                "y"
            ]
        );
        assert_eq!(words("return /a/.test(b)", js)[1], "/a/");
        // Comments, a `/` that closes nothing, and division after a name are not expressions.
        assert_eq!(words("a // b", js), ["a", "/", "/", "b"]);
        assert_eq!(words("x = /a\nb/", js), ["x", "=", "/", "a", "b", "/"]);
        assert_eq!(words("a/b/c", js), ["a", "/", "b", "/", "c"]);
        // Other languages keep `/` a token of its own, and so do the cut passes' tokens.
        assert_eq!(count(r"/\ /u".as_bytes(), Lexis::PLAIN), 4);
        assert_eq!(count(r"/\ /u".as_bytes(), js), 1);
        assert_eq!(tokens(r"/\ /u".as_bytes(), js).len(), 4);
    }

    fn words(text: &str, lexis: Lexis) -> Vec<&str> {
        scan(text.as_bytes(), lexis)
            .map(|(s, e)| &text[s..e])
            .collect()
    }

    const RUST: Lexis = Lexis {
        lifetimes: true,
        digit_separators: false,
        regexes: false,
    };
    const CPP: Lexis = Lexis {
        lifetimes: false,
        digit_separators: true,
        regexes: false,
    };

    #[test]
    fn a_rust_lifetime_is_one_token_and_a_char_literal_another() {
        let t = "impl<'a,T>d<'a,T>{fn f(&'static self)->char{'x'}} '\\n' '\\'' 'ü' 'l: loop{}";
        assert_eq!(
            words(t, RUST),
            [
                "impl", "<", "'a", ",", "T", ">", "d", "<", "'a", ",", "T", ">", "{", "fn", "f",
                "(", "&", "'static", "self", ")", "-", ">", "char", "{", "'x'", "}", "}", "'\\n'",
                "'\\''", "'ü'", "'l", ":", "loop", "{", "}"
            ]
        );
        // Read as quotes, the first two lifetimes would have been one token.
        assert_eq!(words(t, Lexis::PLAIN)[2], "'a,T>d<'");
    }

    #[test]
    fn a_digit_separator_stays_in_its_number() {
        assert_eq!(
            words("x=1'000'000+0x1'fF;c='a';", CPP),
            [
                "x",
                "=",
                "1'000'000",
                "+",
                "0x1'fF",
                ";",
                "c",
                "=",
                "'a'",
                ";"
            ]
        );
        assert_eq!(words("f(1,'a')", CPP), ["f", "(", "1", ",", "'a'", ")"]);
    }

    #[test]
    fn an_edit_that_makes_a_name_nothing_knows_is_told_apart() {
        let text = b"%StringCharCodeAt(x1,y) + \"abc\" strncpy(unsigned)";
        let names = Names::new(text, Lexis::PLAIN, &[b"strcpy"]);
        let at = |w: &str| {
            text.windows(w.len())
                .position(|x| x == w.as_bytes())
                .unwrap()
        };
        let cut = |s: usize, e: usize| names.makes_unknown(s, e, b"");
        // Inside a name, or joining two: a new name.
        let sc = at("StringCharCodeAt");
        assert!(cut(sc + 14, sc + 15));
        assert!(cut(sc + 3, sc + 5));
        assert!(cut(at("("), at("(") + 1), "StringCharCodeAtx1");
        assert!(cut(sc + 15, sc + 17), "StringCharCodeAx1");
        // A whole name, one shortened from an end, a number, a known name, the inside of
        // quotes: not.
        assert!(!cut(sc, sc + 16));
        assert!(!cut(sc + 15, sc + 16));
        assert!(!cut(sc, sc + 2));
        assert!(!cut(at("x1"), at("x1") + 1), "1 is a number");
        assert!(!cut(at(","), at(",") + 2), "x1 is known");
        assert!(!cut(at("abc") + 1, at("abc") + 2));
        let f = at("strncpy");
        assert!(!cut(f + 3, f + 4), "strcpy is reserved here");
        assert!(cut(f + 2, f + 3));
        // A blank splits a name in two: both halves must be known, or it is at an end.
        assert!(!names.makes_unknown(f, f + 1, b" "));
        assert!(names.makes_unknown(f + 2, f + 3, b" "));
    }
}
