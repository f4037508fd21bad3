//! Headers: what a preprocessed translation unit took from each header, found by its line
//! markers (`# 1 "/usr/include/stdio.h" 1 3 4` where a header starts, `# 42 "main.c" 2` where
//! the file that included it goes on). Each header's lines, with what it included in turn, are
//! one item of the list of the headers its includer included; the lists are cut as delta
//! debugging does (see `parts`), so a header nothing uses goes whole in one test, and most of a
//! translation unit in a few, before any pass works declaration by declaration. A file without
//! line markers (`-P`) has no cuts here.

use super::parts::{ItemLists, PartPlan};
use super::{Plan, Strategy};

/// The halves, quarters, ... of the headers each file included, the parts of at least `min`
/// bytes, each grown over the parts of its size before it.
pub struct Headers {
    pub min: usize,
}

impl Strategy for Headers {
    fn plan<'a>(&self, text: &'a [u8]) -> Box<dyn Plan + 'a> {
        Box::new(PartPlan::new(Included(included(text)), self.min))
    }
}

/// Per file that included headers, the byte ranges of the headers it included, in order: from
/// the start of the marker that enters one to the start of the marker that returns from it.
struct Included(Vec<Vec<(usize, usize)>>);

impl ItemLists for Included {
    fn count(&self) -> usize {
        self.0.len()
    }
    fn items(&self, list: usize) -> usize {
        self.0[list].len()
    }
    fn range(&self, list: usize, first: usize, last: usize) -> (usize, usize) {
        (self.0[list][first].0, self.0[list][last].1)
    }
}

/// What a line marker says: a header entered (flag 1) or a return to its includer (flag 2).
#[derive(Debug, PartialEq, Eq)]
enum Marker {
    Enter,
    Return,
    Other,
}

/// The line marker on `line`, if it is one: `#`, a line number, a quoted file name, flags.
fn marker(line: &[u8]) -> Option<Marker> {
    let rest = line.strip_prefix(b"#")?;
    let rest = rest
        .strip_prefix(b"line")
        .unwrap_or(rest)
        .trim_ascii_start();
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 {
        return None;
    }
    let rest = rest[digits..].trim_ascii_start().strip_prefix(b"\"")?;
    let close = rest.iter().position(|&b| b == b'"')?;
    let mut flags = rest[close + 1..].split(|b| b.is_ascii_whitespace());
    Some(match flags.find(|f| !f.is_empty()) {
        Some(b"1") => Marker::Enter,
        Some(b"2") => Marker::Return,
        _ => Marker::Other,
    })
}

/// The lists of headers of `text` by its line markers. A header whose return is missing (the
/// marker taken away) ends where its includer's does, or at the end of the text.
fn included(text: &[u8]) -> Vec<Vec<(usize, usize)>> {
    // Per open file (the main file first): where its header began, and the headers it
    // included so far.
    let mut open: Vec<(usize, Vec<(usize, usize)>)> = vec![(0, Vec::new())];
    let mut lists = Vec::new();
    let mut close = |open: &mut Vec<(usize, Vec<(usize, usize)>)>, at: usize| {
        let (start, list) = open.pop().expect("a header is open");
        if list.len() > 1 {
            lists.push(list);
        }
        if let Some(parent) = open.last_mut() {
            parent.1.push((start, at));
        }
    };
    let mut at = 0;
    for line in text.split_inclusive(|&b| b == b'\n') {
        match marker(line) {
            Some(Marker::Enter) => open.push((at, Vec::new())),
            Some(Marker::Return) if open.len() > 1 => close(&mut open, at),
            _ => {}
        }
        at += line.len();
    }
    while !open.is_empty() {
        close(&mut open, text.len());
    }
    lists
}

#[cfg(test)]
mod tests {
    use super::*;

    const TU: &str = "# 0 \"m.c\"\n\
                      # 1 \"a.h\" 1 3 4\n\
                      int a;\n\
                      # 1 \"b.h\" 1\n\
                      int b;\n\
                      # 3 \"a.h\" 2\n\
                      # 1 \"c.h\" 1\n\
                      int c;\n\
                      # 4 \"a.h\" 2\n\
                      int a2;\n\
                      # 2 \"m.c\" 2\n\
                      # 1 \"d.h\" 1\n\
                      int d;\n\
                      # 3 \"m.c\" 2\n\
                      int main() { return d; }\n";

    fn texts(lists: &[Vec<(usize, usize)>]) -> Vec<Vec<&str>> {
        lists
            .iter()
            .map(|l| l.iter().map(|&(s, e)| &TU[s..e]).collect())
            .collect()
    }

    #[test]
    fn each_header_is_an_item_of_the_list_of_its_includer() {
        let lists = included(TU.as_bytes());
        assert_eq!(
            texts(&lists),
            [
                vec!["# 1 \"b.h\" 1\nint b;\n", "# 1 \"c.h\" 1\nint c;\n"],
                vec![
                    "# 1 \"a.h\" 1 3 4\nint a;\n# 1 \"b.h\" 1\nint b;\n# 3 \"a.h\" 2\n\
                     # 1 \"c.h\" 1\nint c;\n# 4 \"a.h\" 2\nint a2;\n",
                    "# 1 \"d.h\" 1\nint d;\n",
                ],
            ]
        );
    }

    #[test]
    fn line_markers_are_told_from_other_lines() {
        assert_eq!(marker(b"# 1 \"a.h\" 1 3 4\n"), Some(Marker::Enter));
        assert_eq!(marker(b"# 12 \"a b.h\" 2\n"), Some(Marker::Return));
        assert_eq!(marker(b"#line 7 \"m.c\"\n"), Some(Marker::Other));
        assert_eq!(marker(b"# 7 \"m.c\"\n"), Some(Marker::Other));
        assert_eq!(marker(b"#include \"a.h\"\n"), None);
        assert_eq!(marker(b"#define X 1\n"), None);
    }

    #[test]
    fn a_file_without_markers_or_with_one_header_has_no_cuts() {
        let plan = Headers { min: 1 }.plan(b"int a;\nint main() {}\n");
        assert!(plan.cuts().is_empty());
        let plan = Headers { min: 1 }.plan(b"# 1 \"a.h\" 1\nint a;\n# 2 \"m.c\" 2\nint m;\n");
        assert!(plan.cuts().is_empty());
    }

    #[test]
    fn the_headers_of_a_file_go_whole_then_in_halves() {
        let plan = Headers { min: 1 }.plan(TU.as_bytes());
        let cut: Vec<&str> = plan.cuts().iter().map(|c| &TU[c.start..c.end]).collect();
        // The whole top level's headers, each of them; a.h's two headers together, each.
        assert!(cut.contains(&"# 1 \"d.h\" 1\nint d;\n"));
        assert!(cut.contains(&"# 1 \"b.h\" 1\nint b;\n# 3 \"a.h\" 2\n# 1 \"c.h\" 1\nint c;\n"));
        let whole = TU.find("# 1 \"a.h\"").unwrap()..TU.find("# 3 \"m.c\"").unwrap();
        assert!(cut.contains(&&TU[whole]));
    }
}
