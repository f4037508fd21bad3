//! Blocks: the items of a text in a brace language (C, C++, JavaScript, Rust), found by a scan
//! of its bytes instead of a parse. An item ends at a `;` outside parentheses or at the `}` of
//! a block it holds (unless what follows goes on with it: `} else`, `};`, `} x;` after a
//! `struct`); a preprocessor line is an item of its own. The items of the top level and of every
//! `{}` block are lists, cut as delta debugging does (see `parts`). It is how a file too large
//! to parse starts: whole namespaces and runs of declarations go in a few tests each, until the
//! syntax passes can take over.
//!
//! The same scan finds function bodies (a block after a `)`, outside any other body), which the
//! `bodies` pass empties in bulk before the parse.

use super::parts::{ItemLists, PartPlan};
use super::{Plan, Strategy};
use crate::tokens;

/// The halves, quarters, ... of every block's items, the parts of at least `min` bytes; first,
/// the whole top level but its last few items (see `PartPlan::with_tails`).
pub struct Blocks {
    pub min: usize,
}

impl Strategy for Blocks {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        Box::new(PartPlan::new(Scanned(scan(text).lists), self.min).with_tails())
    }
}

/// Lists of items by their byte ranges; a run of items is cut with the gap to its neighbour.
struct Scanned(Vec<Vec<(usize, usize)>>);

impl ItemLists for Scanned {
    fn count(&self) -> usize {
        self.0.len()
    }
    fn items(&self, list: usize) -> usize {
        self.0[list].len()
    }
    fn range(&self, list: usize, first: usize, last: usize) -> (usize, usize) {
        let items = &self.0[list];
        match (items.get(last + 1), first.checked_sub(1)) {
            (Some(next), _) => (items[first].0, next.0),
            (None, Some(before)) => (items[before].1, items[last].1),
            (None, None) => (items[first].0, items[last].1),
        }
    }
}

/// One block (or the top level) while it is scanned.
#[derive(Default)]
struct Level {
    items: Vec<(usize, usize)>,
    /// Where the item being read starts, and its first word.
    start: Option<usize>,
    first_word: Option<(usize, usize)>,
    /// Open `(` and `[` of the item.
    parens: usize,
    /// The end of a block the item holds, just closed: the item ends there unless what comes
    /// next goes on with it.
    closed: Option<usize>,
    /// Where the block opens; whether it is a function's body, or inside one.
    open: usize,
    body: bool,
    in_body: bool,
}

impl Level {
    fn end_item(&mut self, end: usize) {
        if let Some(start) = self.start.take() {
            self.items.push((start, end));
        }
        self.first_word = None;
        self.parens = 0;
        self.closed = None;
    }

    /// Ends the item being read at `end` (a closing `}` or the end of the text), or where its
    /// last block closed.
    fn finish(&mut self, text: &[u8], end: usize) {
        let end = self.closed.unwrap_or_else(|| trim_end(text, end));
        self.end_item(end);
    }

    /// Whether the item's first word is one of `words`.
    fn starts_with(&self, text: &[u8], words: &[&[u8]]) -> bool {
        self.first_word
            .is_some_and(|(s, e)| words.contains(&&text[s..e]))
    }
}

/// What a scan of a text finds.
#[derive(Default)]
struct Scan {
    /// Every block's (and the top level's) item list with two or more items, in the order the
    /// blocks close; each item is its byte range.
    lists: Vec<Vec<(usize, usize)>>,
    /// The function bodies that hold more than blanks and are in no other body, `{` to `}`
    /// inclusive, in text order.
    bodies: Vec<(usize, usize)>,
}

/// The function bodies of `text` that are in no other body and hold more than blanks, from
/// `{` to `}` inclusive, in text order (see [`is_body`]).
pub fn function_bodies(text: &[u8]) -> Vec<(usize, usize)> {
    scan(text).bodies
}

fn scan(text: &[u8]) -> Scan {
    let mut levels = vec![Level::default()];
    let (mut lists, mut bodies) = (Vec::new(), Vec::new());
    let mut line_start = true;
    let mut i = 0;
    while i < text.len() {
        let b = text[i];
        if b.is_ascii_whitespace() {
            line_start |= b == b'\n';
            i += 1;
            continue;
        }
        let at_line_start = std::mem::replace(&mut line_start, false);
        let closes = b == b'}' && levels.len() > 1;
        let top = levels.last_mut().expect("the top level stays");
        if let Some(end) = top.closed {
            if top.parens > 0 || goes_on(text, i, top) {
                top.closed = None;
            } else {
                top.end_item(end);
            }
        }
        let comment = match (b, text.get(i + 1)) {
            (b'/', Some(b'/')) => Some(line_end(text, i, false)),
            (b'/', Some(b'*')) => Some(find(text, i + 2, b"*/").map_or(text.len(), |e| e + 2)),
            (b'#', _) if at_line_start => {
                let end = line_end(text, i, true);
                if top.start.is_none() {
                    top.items.push((i, end));
                }
                Some(end)
            }
            _ => None,
        };
        if let Some(end) = comment {
            i = end;
            continue;
        }
        if top.start.is_none() && !closes {
            top.start = Some(i);
        }
        let word = tokens::word_byte(b) && (i == 0 || !tokens::word_byte(text[i - 1]));
        if word && top.first_word.is_none() {
            top.first_word = Some((i, word_end(text, i)));
        }
        match b {
            b'"' | b'\'' => {
                if let Some(close) = quote_end(text, i) {
                    i = close;
                }
            }
            b'(' | b'[' => top.parens += 1,
            b')' | b']' => top.parens = top.parens.saturating_sub(1),
            b';' if top.parens == 0 => top.end_item(i + 1),
            b'{' => {
                let in_body = top.body || top.in_body;
                let head = &text[top.start.unwrap_or(i)..i];
                let body = !in_body && top.parens == 0 && is_body(head);
                levels.push(Level {
                    open: i,
                    body,
                    in_body,
                    ..Level::default()
                });
            }
            b'}' if closes => {
                let mut inner = levels.pop().expect("more than one level");
                inner.finish(text, i);
                if inner.body && !inner.items.is_empty() {
                    bodies.push((inner.open, i + 1));
                }
                if inner.items.len() >= 2 {
                    lists.push(inner.items);
                }
                levels.last_mut().expect("the top level stays").closed = Some(i + 1);
            }
            _ => {}
        }
        i += 1;
    }
    // Blocks never closed end with the text.
    while let Some(mut level) = levels.pop() {
        level.finish(text, text.len());
        if level.items.len() >= 2 {
            lists.push(level.items);
        }
        if let Some(outer) = levels.last_mut() {
            outer.closed = Some(trim_end(text, text.len()));
        }
    }
    Scan { lists, bodies }
}

/// Whether a block after `head` (the text of its item before the `{`) is a function's body
/// that may be emptied alone: the head ends in the `)` of the parameters, maybe followed by
/// qualifiers (`const`, `noexcept`, `override`, `&`, ...) and attributes. A body that decides
/// its function's type or that the compiler evaluates is left (`auto`, `decltype`,
/// `constexpr`, `consteval`), and so is a lambda's (`](`). A namespace or a type whose head
/// ends in an attribute (`namespace std __attribute__((__visibility__("default")))`) is none.
fn is_body(head: &[u8]) -> bool {
    const QUALIFIERS: &[&[u8]] = &[b"const", b"volatile", b"noexcept", b"override", b"final"];
    const ATTRIBUTES: &[&[u8]] = &[b"__attribute__", b"__attribute", b"__declspec", b"alignas"];
    const DECIDING: &[&[u8]] = &[
        b"auto",
        b"decltype",
        b"constexpr",
        b"consteval",
        b"namespace",
    ];
    let word_before = |end: usize| {
        let start = head[..end]
            .iter()
            .rposition(|&b| !tokens::word_byte(b))
            .map_or(0, |p| p + 1);
        (start, &head[start..end])
    };
    let mut end = trim_end(head, head.len());
    loop {
        let (start, word) = word_before(end);
        if QUALIFIERS.contains(&word) {
            end = trim_end(head, start);
        } else if word.is_empty() && end > 0 && head[end - 1] == b'&' {
            end = trim_end(head, end - 1);
        } else if word.is_empty() && end > 0 && head[end - 1] == b')' {
            // An attribute after the parameters goes; the parameters end the head.
            let Some(open) = opening_paren(head, end - 1) else {
                return false;
            };
            let (start, word) = word_before(trim_end(head, open));
            if !ATTRIBUTES.contains(&word) {
                break;
            }
            end = trim_end(head, start);
        } else {
            return false;
        }
    }
    let lambda = head.windows(2).any(|w| w == b"](") || head.windows(3).any(|w| w == b"] (");
    let mut words = head.split(|&b| !tokens::word_byte(b));
    !lambda && !words.any(|w| DECIDING.contains(&w))
}

/// The `(` that the `)` at `close` closes.
fn opening_paren(text: &[u8], close: usize) -> Option<usize> {
    let mut depth = 0usize;
    for i in (0..=close).rev() {
        match text[i] {
            b')' => depth += 1,
            b'(' => {
                depth -= 1;
                if depth == 0 {
                    return Some(i);
                }
            }
            _ => {}
        }
    }
    None
}

/// Whether the text at `i`, right after a block that `level`'s item holds, goes on with the
/// item: an operator or `;` (`};`, `}, {`, `})`, `} = x`), a word that continues a statement
/// (`} else`, `} while (c);`, `} catch`), or a declarator after a type's body (`} x;`).
fn goes_on(text: &[u8], i: usize, level: &Level) -> bool {
    const CONTINUES: &[&[u8]] = &[b"else", b"while", b"catch", b"finally"];
    const TYPES: &[&[u8]] = &[b"typedef", b"struct", b"union", b"enum", b"class"];
    let b = text[i];
    if tokens::word_byte(b) {
        let word = &text[i..word_end(text, i)];
        return CONTINUES.contains(&word) || level.starts_with(text, TYPES);
    }
    let comment = b == b'/' && matches!(text.get(i + 1), Some(b'/' | b'*'));
    !comment && b";,)].=-><(?:|&+*/[".contains(&b)
}

/// The end of the word that starts at `i`.
fn word_end(text: &[u8], i: usize) -> usize {
    text[i..]
        .iter()
        .position(|&b| !tokens::word_byte(b))
        .map_or(text.len(), |n| i + n)
}

/// The end of the line at `i`, before its newline; with `continued`, lines that end in a
/// backslash go on to the next (a preprocessor directive).
pub(crate) fn line_end(text: &[u8], i: usize, continued: bool) -> usize {
    let mut at = i;
    while let Some(n) = text[at..].iter().position(|&b| b == b'\n') {
        let end = at + n;
        let before = text[..end].strip_suffix(b"\r").unwrap_or(&text[..end]);
        if !(continued && before.ends_with(b"\\")) {
            return end;
        }
        at = end + 1;
    }
    text.len()
}

/// The position of `what` in `text` from `from` on.
fn find(text: &[u8], from: usize, what: &[u8]) -> Option<usize> {
    text.get(from..)?
        .windows(what.len())
        .position(|w| w == what)
        .map(|n| from + n)
}

/// The closing quote of a string or character literal at `i`; a `'` that closes nothing near
/// it is not a literal (a Rust lifetime, a digit separator).
fn quote_end(text: &[u8], i: usize) -> Option<usize> {
    let close = tokens::closing_quote(text, i)?;
    (text[i] == b'"' || close - i <= 12).then_some(close)
}

/// `end` moved back over whitespace.
fn trim_end(text: &[u8], end: usize) -> usize {
    let mut end = end;
    while end > 0 && text[end - 1].is_ascii_whitespace() {
        end -= 1;
    }
    end
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lists(text: &str) -> Vec<Vec<&str>> {
        scan(text.as_bytes())
            .lists
            .into_iter()
            .map(|l| l.into_iter().map(|(s, e)| &text[s..e]).collect())
            .collect()
    }

    #[test]
    fn items_end_at_semicolons_and_closed_blocks() {
        let text = "# 1 \"a.h\"\nnamespace n {\n  int a;\n  void f(int x) { if (x) { g(); } else { h(); } for (;;) {} }\n}\n\
                    typedef struct { int x; int y; } point;\nint v[] = { 1, 2 };\n// end\nint main() { return 0; }\n";
        assert_eq!(
            lists(text),
            [
                vec!["if (x) { g(); } else { h(); }", "for (;;) {}"],
                vec!["int a;", "void f(int x) { if (x) { g(); } else { h(); } for (;;) {} }"],
                vec!["int x;", "int y;"],
                vec![
                    "# 1 \"a.h\"",
                    "namespace n {\n  int a;\n  void f(int x) { if (x) { g(); } else { h(); } for (;;) {} }\n}",
                    "typedef struct { int x; int y; } point;",
                    "int v[] = { 1, 2 };",
                    "int main() { return 0; }",
                ],
            ]
        );
    }

    #[test]
    fn strings_comments_and_unclosed_blocks() {
        let text = "char *s = \"{;\"; /* { */ char c = '}';\nfn f<'a>(x: &'a u8) { a; b\n";
        assert_eq!(
            lists(text),
            [
                vec!["a;", "b"],
                vec![
                    "char *s = \"{;\";",
                    "char c = '}';",
                    "fn f<'a>(x: &'a u8) { a; b"
                ],
            ]
        );
    }

    /// First the whole top level but its last 4 items, then but its last 16 (not 64: more
    /// than half of 40), before delta debugging's parts.
    #[test]
    fn the_top_level_but_its_last_items_comes_first() {
        let text: String = (0..40).map(|k| format!("int v{k};\n")).collect();
        let plan = Blocks { min: 8 }.plan(text.as_bytes());
        let until = |k: usize| text.find(&format!("int v{k};")).unwrap();
        let cuts = plan.cuts();
        assert_eq!((cuts[0].start, cuts[0].end), (0, until(36)));
        assert_eq!((cuts[1].start, cuts[1].end), (0, until(24)));
        assert_eq!(plan.growth(cuts[0]), 0);
        // Then delta debugging's parts, as without the tails.
        let parts = PartPlan::new(Scanned(scan(text.as_bytes()).lists), 8);
        assert_eq!(&cuts[2..], parts.cuts());
    }

    #[test]
    fn a_run_of_items_goes_with_the_gap_to_its_neighbour() {
        let text = "int a;\nint b;\nint c;\nint d;\n";
        let plan = Blocks { min: 8 }.plan(text.as_bytes());
        let cuts: Vec<&str> = plan.cuts().iter().map(|c| &text[c.start..c.end]).collect();
        assert_eq!(
            cuts,
            [
                "\nint c;\nint d;",
                "int a;\nint b;\nint c;\nint d;",
                "int a;\nint b;\n"
            ]
        );
    }
}
