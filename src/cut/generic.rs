//! The generic cut strategies, for any text: prefixes and suffixes, lines, balanced brackets,
//! repeated n-grams, tokens and runs of one repeated byte.

use std::collections::HashMap;

use super::{Cut, Plan, Strategy};
use crate::tokens::{self, Lexis};

/// Consecutive units (lines, tokens, syntax items): unit `i` is `bounds[i]..bounds[i + 1]`. A
/// unit's cut grows toward the start of the text, one unit at a time.
pub(super) struct Units {
    bounds: Vec<usize>,
    cuts: Vec<Cut>,
}

impl Units {
    pub(super) fn new(mut bounds: Vec<usize>, len: usize) -> Units {
        if bounds.first() != Some(&0) {
            bounds.insert(0, 0);
        }
        if bounds.last() != Some(&len) {
            bounds.push(len);
        }
        bounds.dedup();
        let cuts = bounds
            .windows(2)
            .rev()
            .map(|w| Cut::new(w[0], w[1]))
            .collect();
        Units { bounds, cuts }
    }

    fn unit_at(&self, pos: usize) -> usize {
        self.bounds.partition_point(|&b| b < pos)
    }
}

impl Plan for Units {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    fn growth(&self, cut: Cut) -> usize {
        self.unit_at(cut.start)
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        Cut::new(self.bounds[self.unit_at(cut.start) - k], cut.end)
    }
}

fn line_starts(text: &[u8]) -> Vec<usize> {
    let mut starts = vec![0];
    starts.extend(
        text.iter()
            .enumerate()
            .filter(|&(_, &b)| b == b'\n')
            .map(|(i, _)| i + 1),
    );
    starts
}

/// Whole lines, grown over the lines before them (adaptive delta debugging on lines).
pub struct Lines;

impl Strategy for Lines {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        Box::new(Units::new(line_starts(text), text.len()))
    }
}

/// Tokens with the whitespace after them, grown over the tokens before them.
pub struct Tokens {
    pub lexis: Lexis,
}

impl Strategy for Tokens {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let starts = tokens::tokens(text, self.lexis)
            .into_iter()
            .map(|(s, _)| s)
            .collect();
        Box::new(Units::new(starts, text.len()))
    }
}

/// Runs of up to `max` tokens at each token, the largest first: finds the deletions whose
/// smaller parts are each uninteresting (`} g() {` joining two functions), which growth from a
/// single token cannot reach. A polishing pass: texts of more than `max_tokens` tokens get no
/// cuts (`max` per token would cost too many calls and too much memory).
pub struct TokenRuns {
    pub max: usize,
    pub max_tokens: usize,
    pub lexis: Lexis,
}

impl Strategy for TokenRuns {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let starts: Vec<usize> = tokens::tokens(text, self.lexis)
            .into_iter()
            .map(|(s, _)| s)
            .collect();
        if starts.len() > self.max_tokens {
            return Box::new(Fixed(Vec::new()));
        }
        Box::new(Fixed(runs(&starts, text.len(), self.max)))
    }
}

/// Runs of 1 to `max` units at each unit (`starts`: where each starts, in a text of `len`
/// bytes), from the last unit to the first, the largest first at each.
fn runs(starts: &[usize], len: usize, max: usize) -> Vec<Cut> {
    let end_of = |k: usize| starts.get(k).copied().unwrap_or(len);
    let mut cuts = Vec::with_capacity(starts.len() * max);
    for i in (0..starts.len()).rev() {
        for n in (1..=max.min(starts.len() - i)).rev() {
            cuts.push(Cut::new(starts[i], end_of(i + n)));
        }
    }
    cuts
}

/// Everything after a line (the suffix, grown line by line toward the start) and everything
/// before one (the prefix, grown toward the end).
pub struct PrefixSuffix;

struct PrefixSuffixPlan {
    lines: Vec<usize>,
    len: usize,
    cuts: Vec<Cut>,
}

impl Strategy for PrefixSuffix {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let mut lines = line_starts(text);
        lines.retain(|&s| s < text.len());
        let mut cuts = Vec::new();
        if lines.len() >= 2 {
            cuts.push(Cut::new(lines[lines.len() - 1], text.len()));
            cuts.push(Cut::new(0, lines[1]));
        }
        Box::new(PrefixSuffixPlan {
            lines,
            len: text.len(),
            cuts,
        })
    }
}

impl Plan for PrefixSuffixPlan {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    // A cut of this plan is a prefix (0 to a line's start) or a suffix (a line's start to the
    // end); it grows a line at a time, never to the whole text (a different candidate: the
    // empty file).
    fn growth(&self, cut: Cut) -> usize {
        if cut.start == 0 {
            let j = self.lines.partition_point(|&s| s < cut.end);
            self.lines.len().saturating_sub(j + 1)
        } else {
            self.lines
                .partition_point(|&s| s < cut.start)
                .saturating_sub(1)
        }
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        if cut.start == 0 {
            let j = self.lines.partition_point(|&s| s < cut.end);
            Cut::new(0, self.lines[j + k])
        } else {
            let i = self.lines.partition_point(|&s| s < cut.start);
            Cut::new(self.lines[i - k], self.len)
        }
    }
    fn reach(&self, cut: Cut) -> usize {
        let grown = self.grow(cut, self.growth(cut));
        grown.end - grown.start
    }
}

/// Balanced `()`, `[]`, `{}` and one-line quotes: their interiors and the whole pairs, grown to
/// the enclosing pair.
pub struct Brackets {
    pub lexis: Lexis,
}

/// Cuts that grow outward through enclosing cuts (brackets, syntax nodes).
pub(super) struct Nested {
    pub(super) cuts: Vec<Cut>,
    /// For each cut: the enclosing cut it grows to, if any.
    pub(super) parent: HashMap<Cut, Cut>,
}

/// One pair of brackets or quotes, by the bytes where they stand.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BracketPair {
    pub open: usize,
    /// `None` for an opener that is never closed.
    pub close: Option<usize>,
    /// The index of the enclosing pair, if any.
    pub parent: Option<usize>,
}

/// The balanced pairs of `text`: `()`, `[]`, `{}` and one-line quotes, in the order they open.
/// The text is read as tokens in `lexis`, so that a Rust lifetime (`'a`) opens no quote.
pub fn bracket_pairs(text: &[u8], lexis: Lexis) -> Vec<BracketPair> {
    let mut pairs: Vec<BracketPair> = Vec::new();
    let mut stack: Vec<(u8, usize, usize)> = Vec::new(); // (closing byte, open, pair index)
    for (i, end) in tokens::spans(text, lexis) {
        let b = text[i];
        let close = match b {
            b'(' => Some(b')'),
            b'[' => Some(b']'),
            b'{' => Some(b'}'),
            _ => None,
        };
        if let Some(c) = close {
            let parent = stack.last().map(|s| s.2);
            pairs.push(BracketPair {
                open: i,
                close: None,
                parent,
            });
            stack.push((c, i, pairs.len() - 1));
        } else if matches!(b, b')' | b']' | b'}') {
            // Unbalanced input: pop to the nearest matching opener, if there is one.
            if let Some(pos) = stack.iter().rposition(|s| s.0 == b) {
                let (_, _, idx) = stack[pos];
                pairs[idx].close = Some(i);
                stack.truncate(pos);
            }
        } else if matches!(b, b'"' | b'\'') && end > i + 1 && text[end - 1] == b {
            pairs.push(BracketPair {
                open: i,
                close: Some(end - 1),
                parent: stack.last().map(|s| s.2),
            });
        }
    }
    pairs
}

impl Strategy for Brackets {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let pairs = bracket_pairs(text, self.lexis);
        let mut cuts = Vec::new();
        let mut parent = HashMap::new();
        for p in &pairs {
            let (open, Some(close)) = (p.open, p.close) else {
                continue;
            };
            // The nearest enclosing pair that is closed.
            let mut up = p.parent;
            while let Some(u) = up.filter(|&u| pairs[u].close.is_none()) {
                up = pairs[u].parent;
            }
            let up = up.map(|u| (pairs[u].open, pairs[u].close.expect("closed")));
            let whole = Cut::new(open, close + 1);
            cuts.push(whole);
            if let Some((a, b)) = up {
                parent.insert(whole, Cut::new(a, b + 1));
            }
            if close > open + 1 {
                let inner = Cut::new(open + 1, close);
                cuts.push(inner);
                if let Some((a, b)) = up {
                    parent.insert(inner, Cut::new(a + 1, b));
                }
            }
        }
        cuts.sort_by(|a, b| b.start.cmp(&a.start).then(b.end.cmp(&a.end)));
        Box::new(Nested { cuts, parent })
    }
}

impl Plan for Nested {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    fn growth(&self, cut: Cut) -> usize {
        std::iter::successors(self.parent.get(&cut), |c| self.parent.get(c)).count()
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        (0..k).fold(cut, |c, _| self.parent[&c])
    }
}

/// From one occurrence of an n-gram to its next occurrence (at token starts), grown over
/// further occurrences: removes one or more repetitions of a repeated shape. A shape is at
/// most `max_shape` bytes: occurrences further apart are not repetitions, and a cut between
/// them is a blind cut through whatever lies between.
pub struct NGrams {
    pub len: usize,
    pub max_shape: usize,
    pub lexis: Lexis,
}

struct NGramPlan {
    cuts: Vec<Cut>,
    /// Token start → start of the next token beginning with the same n-gram.
    next: HashMap<usize, usize>,
}

impl Strategy for NGrams {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let starts: Vec<usize> = tokens::tokens(text, self.lexis)
            .into_iter()
            .map(|(s, _)| s)
            .filter(|&s| s + self.len <= text.len())
            .collect();
        let mut seen: HashMap<&[u8], usize> = HashMap::new();
        let mut next = HashMap::new();
        for &s in starts.iter().rev() {
            let gram = &text[s..s + self.len];
            if let Some(n) = seen.insert(gram, s).filter(|&n| n - s <= self.max_shape) {
                next.insert(s, n);
            }
        }
        let mut cuts: Vec<Cut> = next.iter().map(|(&s, &n)| Cut::new(s, n)).collect();
        cuts.sort_by_key(|c| std::cmp::Reverse(c.start));
        Box::new(NGramPlan { cuts, next })
    }
}

impl Plan for NGramPlan {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    fn growth(&self, cut: Cut) -> usize {
        let mut n = 0;
        let mut at = cut.end;
        while let Some(&next) = self.next.get(&at) {
            n += 1;
            at = next;
        }
        n
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        let end = (0..k).fold(cut.end, |at, _| self.next[&at]);
        Cut::new(cut.start, end)
    }
}

/// Runs of whitespace: the whole run where the tokens around it stay apart (not between two
/// word characters), else all of it but one byte.
pub struct Whitespace;

impl Strategy for Whitespace {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let word = |b: Option<&u8>| b.is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_');
        let mut cuts = Vec::new();
        let mut i = 0;
        while i < text.len() {
            let run = text[i..]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
            if run == 0 {
                i += 1;
                continue;
            }
            let joins_words = i > 0 && word(text.get(i - 1)) && word(text.get(i + run));
            if !joins_words {
                cuts.push(Cut::new(i, i + run));
            } else if run > 1 {
                cuts.push(Cut::new(i + 1, i + run));
            }
            i += run;
        }
        cuts.reverse();
        Box::new(Fixed(cuts))
    }
}

/// The whitespace between two words, whole: the words become one (`a b` -> `ab`), which a test
/// that reads bytes rather than tokens may take. Last in a preset: a compiler rejects nearly all.
pub struct Joins;

struct Joining(Vec<Cut>);

impl Strategy for Joins {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
        let mut cuts = Vec::new();
        let mut i = 1;
        while i < text.len() {
            let run = text[i..]
                .iter()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
            if run > 0 && word(text[i - 1]) && text.get(i + run).is_some_and(|&b| word(b)) {
                cuts.push(Cut::new(i, i + run));
            }
            i += run.max(1);
        }
        cuts.reverse();
        Box::new(Joining(cuts))
    }
}

impl Plan for Joining {
    fn cuts(&self) -> &[Cut] {
        &self.0
    }
    fn growth(&self, _: Cut) -> usize {
        0
    }
    fn grow(&self, cut: Cut, _: usize) -> Cut {
        cut
    }
    fn joins(&self) -> bool {
        true
    }
}

/// Runs of up to `max` characters at each character, the largest first, a cut that works grown
/// over the characters before it: the last sweep of a small file, which makes it 1-minimal at
/// the byte level (a byte inside a word, a string, a number or an operator, where token cuts
/// cannot reach). Its cuts may join words. Texts of more than `max_bytes` bytes get no cuts,
/// so a round costs at most `max * max_bytes` tests and the growth of its successes, fewer
/// where a cut gives a text already tried (a whole one-character token). With `names`, a cut
/// that makes a name nothing knows is left out (see [`tokens::Names`]): most of a small
/// result's characters are in names the test needs whole (`%StringCharCodeAt(0,0)`).
pub struct Bytes {
    pub max: usize,
    pub max_bytes: usize,
    /// The language's lexis and reserved words, to leave out the cuts that make unknown names;
    /// `None`: every cut.
    pub names: Option<tokens::Reserved>,
}

struct BytesPlan {
    /// Where each character starts: a cut never splits a UTF-8 sequence.
    starts: Vec<usize>,
    cuts: Vec<Cut>,
}

impl BytesPlan {
    /// The number of the character `cut` starts at.
    fn first(&self, cut: Cut) -> usize {
        self.starts.partition_point(|&s| s < cut.start)
    }
}

impl Strategy for Bytes {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        if text.len() > self.max_bytes {
            return Box::new(BytesPlan {
                starts: Vec::new(),
                cuts: Vec::new(),
            });
        }
        let starts: Vec<usize> = (0..text.len())
            .filter(|&i| text[i] & 0xC0 != 0x80)
            .collect();
        let mut cuts = runs(&starts, text.len(), self.max);
        if let Some(reserved) = &self.names {
            let names = reserved.names(text);
            cuts.retain(|c| !names.makes_unknown(c.start, c.end, b""));
        }
        Box::new(BytesPlan { starts, cuts })
    }
}

impl Plan for BytesPlan {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    fn growth(&self, cut: Cut) -> usize {
        self.first(cut)
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        Cut::new(self.starts[self.first(cut) - k], cut.end)
    }
    fn joins(&self) -> bool {
        true
    }
}

/// Runs of one repeated byte: all but the first, then the whole run.
pub struct Repeats;

/// Cuts that do not grow.
pub struct Fixed(pub Vec<Cut>);

impl Plan for Fixed {
    fn cuts(&self) -> &[Cut] {
        &self.0
    }
    fn growth(&self, _: Cut) -> usize {
        0
    }
    fn grow(&self, cut: Cut, _: usize) -> Cut {
        cut
    }
}

impl Strategy for Repeats {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let mut cuts = Vec::new();
        let mut i = 0;
        while i < text.len() {
            let run = text[i..].iter().take_while(|&&b| b == text[i]).count();
            if run >= 2 {
                cuts.push(Cut::new(i + 1, i + run));
                cuts.push(Cut::new(i, i + run));
            }
            i += run;
        }
        cuts.reverse();
        Box::new(Fixed(cuts))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn texts(text: &[u8], cuts: &[Cut]) -> Vec<String> {
        cuts.iter()
            .map(|c| String::from_utf8_lossy(&text[c.start..c.end]).into_owned())
            .collect()
    }

    #[test]
    fn bytes_are_runs_of_characters_in_small_texts_only() {
        let t = "ab\u{e9}".as_bytes();
        let plan = Bytes {
            max: 2,
            max_bytes: 16,
            names: None,
        }
        .plan(t);
        assert_eq!(texts(t, plan.cuts()), ["\u{e9}", "b\u{e9}", "b", "ab", "a"]);
        assert!(plan.joins());
        // A cut grows over the characters before it.
        let last = plan.cuts()[0];
        assert_eq!(plan.growth(last), 2);
        assert_eq!(
            texts(t, &[plan.grow(last, 1), plan.grow(last, 2)]),
            ["b\u{e9}", "ab\u{e9}"]
        );
        let none = Bytes {
            max: 2,
            max_bytes: 3,
            names: None,
        }
        .plan(t);
        assert!(none.cuts().is_empty(), "4 bytes are over max_bytes");
    }

    #[test]
    fn with_names_bytes_leave_out_the_cuts_that_make_unknown_names() {
        let t = b"Math(\"ab\",1)";
        let plan = Bytes {
            max: 2,
            max_bytes: 64,
            names: Some(tokens::Reserved {
                lexis: Lexis::PLAIN,
                words: vec![b"Mh"],
            }),
        }
        .plan(t);
        // Every cut of the punctuation, the number and the string that leaves no new name,
        // every cut next to a quote; inside Math those at its ends and the one that leaves the
        // reserved Mh, not `t` (Mah) nor `a` (Mth).
        assert_eq!(
            texts(t, plan.cuts()),
            [
                ")", "1)", "1", ",1", ",", "\",", "\"", "b\"", "b", "ab", "a", "\"a", "\"", "(\"",
                "(", "h(", "h", "th", "at", "Ma", "M"
            ]
        );
    }

    #[test]
    fn lines_from_the_end_and_growing_back() {
        let t = b"a\nb\nc\n";
        let plan = Lines.plan(t);
        assert_eq!(texts(t, plan.cuts()), ["c\n", "b\n", "a\n"]);
        let last = plan.cuts()[0];
        assert_eq!(plan.growth(last), 2);
        assert_eq!(texts(t, &[plan.grow(last, 2)]), ["a\nb\nc\n"]);
    }

    #[test]
    fn a_rust_lifetime_opens_no_quote() {
        let t = b"struct c<'a,T>{a:&'a mut[T],b:'x'}";
        let rust = Lexis {
            lifetimes: true,
            digit_separators: false,
            regexes: false,
        };
        let pairs = |lexis| -> Vec<String> {
            bracket_pairs(t, lexis)
                .iter()
                .map(|p| String::from_utf8_lossy(&t[p.open..=p.close.unwrap()]).into())
                .collect()
        };
        assert_eq!(pairs(rust), ["{a:&'a mut[T],b:'x'}", "[T]", "'x'"]);
        // Read as quotes, the lifetimes hide the opening brace.
        assert_eq!(pairs(Lexis::PLAIN)[0], "'a,T>{a:&'");
    }

    #[test]
    fn brackets_pair_and_grow_outward() {
        let t = b"f(a, g(b), \"s)\")";
        let plan = Brackets {
            lexis: Lexis::PLAIN,
        }
        .plan(t);
        let all = texts(t, plan.cuts());
        assert!(all.contains(&"(b)".to_string()));
        assert!(all.contains(&"\"s)\"".to_string()));
        assert!(all.contains(&"a, g(b), \"s)\"".to_string()));
        let inner_b = Cut::new(7, 8);
        assert_eq!(plan.growth(inner_b), 1);
        assert_eq!(texts(t, &[plan.grow(inner_b, 1)]), ["a, g(b), \"s)\""]);
    }

    #[test]
    fn ngrams_skip_to_next_occurrence() {
        let t = b"int a; int b; int c;";
        let plan = NGrams {
            len: 4,
            max_shape: 256,
            lexis: Lexis::PLAIN,
        }
        .plan(t);
        // "int " repeats, and so does "; in".
        assert_eq!(texts(t, plan.cuts()), ["int b; ", "; int b", "int a; "]);
        let first = plan.cuts()[2];
        assert_eq!(plan.growth(first), 1);
        assert_eq!(texts(t, &[plan.grow(first, 1)]), ["int a; int b; "]);
    }

    #[test]
    fn whitespace_never_joins_words() {
        let t = b"int  x = 1 ;\r\n";
        assert_eq!(
            texts(t, Whitespace.plan(t).cuts()),
            ["\r\n", " ", " ", " ", " "]
        );
    }

    #[test]
    fn token_runs_largest_first() {
        let t = b"a b c";
        let plan = TokenRuns {
            max: 2,
            max_tokens: 10,
            lexis: Lexis::PLAIN,
        }
        .plan(t);
        assert_eq!(texts(t, plan.cuts()), ["c", "b c", "b ", "a b ", "a "]);
    }

    #[test]
    fn repeats_and_prefix_suffix() {
        let t = b"x    y";
        assert_eq!(texts(t, Repeats.plan(t).cuts()), ["    ", "   "]);
        let t = b"1\n2\n3\n";
        let plan = PrefixSuffix.plan(t);
        assert_eq!(texts(t, plan.cuts()), ["3\n", "1\n"]);
        let suffix = plan.cuts()[0];
        assert_eq!(plan.growth(suffix), 1);
        assert_eq!(texts(t, &[plan.grow(suffix, 1)]), ["2\n3\n"]);
        // A grown cut grows on from where it stands.
        let t = b"1\n2\n3\n4\n";
        let plan = PrefixSuffix.plan(t);
        let (suffix, prefix) = (plan.cuts()[0], plan.cuts()[1]);
        let (s2, p2) = (plan.grow(suffix, 1), plan.grow(prefix, 1));
        assert_eq!(texts(t, &[s2, p2]), ["3\n4\n", "1\n2\n"]);
        assert_eq!((plan.growth(s2), plan.growth(p2)), (1, 1));
        assert_eq!(
            texts(t, &[plan.grow(s2, 1), plan.grow(p2, 1)]),
            ["2\n3\n4\n", "1\n2\n3\n"]
        );
        assert_eq!((plan.reach(suffix), plan.reach(p2)), (6, 6));
    }
}
