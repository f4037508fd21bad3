//! Identifier renaming: every declared name to a short fresh one (`a`, `b`, ..., `z`, `aa`,
//! ...), all its occurrences in one candidate.
//!
//! Names are the texts of `@definition` captures (grammars/<lang>/names.scm); occurrences are
//! the `@identifier` nodes with the same text, wherever they are: a rename is a substitution
//! of one word by another throughout the file, so two variables that share a name in
//! different scopes are renamed together, and the program means the same as long as the new
//! word occurs nowhere else. A new name is therefore never a word of the file (in any token,
//! strings and comments included) other than one of the names being renamed, nor a reserved
//! word of the language (`grammars/<lang>/reserved.txt`), and names of that list are never
//! renamed either.
//!
//! The names, in the order of their first occurrence, are given the shortest fresh names in
//! that order: the first name used becomes `a`, the second `b` (a name that is one of those
//! short names already keeps it). A sweep goes from the end toward the start, so each name's
//! candidate renames it to its own rank's name (which the names used before it leave free)
//! rather than to the shortest free one: the result is the same set of shortest names, in
//! reading order. Only renames that shorten the file are offered, and a first candidate does
//! all of them at once (one test instead of one per name when no name matters to the test).
//!
//! [`RenameFree`] (`rename-free`) gives the words the file uses without declaring them (a
//! library call, `main`) short fresh words too, each on its own.

use std::collections::{HashMap, HashSet};

use super::{Rewrite, SyntaxRewriter};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{cat, SyntaxTable};
use crate::tokens::word_byte;

pub struct Rename {
    /// Words never created nor renamed.
    reserved: HashSet<&'static [u8]>,
}

impl Rename {
    pub fn new(lang: Option<&'static LangSpec>) -> Rename {
        Rename {
            reserved: crate::lang::reserved_words(lang),
        }
    }
}

/// One name of the file and where it occurs.
pub(super) struct Name<'a> {
    pub text: &'a [u8],
    /// Byte ranges of its occurrences, in text order.
    pub at: Vec<(usize, usize)>,
}

/// A plain ASCII identifier: renaming anything else (`#x`, `r#type`, `$x`) would need to keep
/// its decoration.
fn plain(word: &[u8]) -> bool {
    word.first()
        .is_some_and(|b| b.is_ascii_alphabetic() || *b == b'_')
        && word.iter().all(|b| b.is_ascii_alphanumeric() || *b == b'_')
}

/// How often each word occurs in `text`.
fn word_counts(text: &[u8]) -> HashMap<&[u8], usize> {
    let mut counts = HashMap::new();
    let mut i = 0;
    while i < text.len() {
        if !word_byte(text[i]) {
            i += 1;
            continue;
        }
        let start = i;
        while i < text.len() && word_byte(text[i]) {
            i += 1;
        }
        *counts.entry(&text[start..i]).or_insert(0) += 1;
    }
    counts
}

/// The `n`-th name of `a`, ..., `z`, `aa`, `ab`, ..., in shortlex order.
fn short_name(mut n: usize) -> Vec<u8> {
    let mut name = Vec::new();
    loop {
        name.push(b'a' + (n % 26) as u8);
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    name.reverse();
    name
}

/// Every identifier (or declaring) occurrence of the words `keep` takes, grouped by word in
/// the order of first occurrence.
fn occurrences<'a>(t: &SyntaxTable, text: &'a [u8], keep: impl Fn(&[u8]) -> bool) -> Vec<Name<'a>> {
    let mut names: Vec<Name> = Vec::new();
    let mut index: HashMap<&[u8], usize> = HashMap::new();
    let mut last_end = 0;
    for n in &t.nodes {
        let word = &text[n.start..n.end];
        // Identifier nodes are leaves; `last_end` also keeps a nested capture from counting
        // twice.
        if n.cats & (cat::IDENTIFIER | cat::DEFINITION) == 0 || n.start < last_end || !keep(word) {
            continue;
        }
        last_end = n.end;
        let i = *index.entry(word).or_insert_with(|| {
            names.push(Name {
                text: word,
                at: Vec::new(),
            });
            names.len() - 1
        });
        names[i].at.push((n.start, n.end));
    }
    names
}

impl Rename {
    /// The names to rename, by first occurrence.
    pub(super) fn names<'a>(&self, t: &SyntaxTable, text: &'a [u8]) -> Vec<Name<'a>> {
        let defined = self.defined(t, text);
        occurrences(t, text, |w| defined.contains(w))
    }

    /// The plain words the file's identifiers use but none of its `@definition`s declares (a
    /// library function, a global of the test's environment, an undeclared name the parse
    /// left), and the reserved words that are identifiers (`main`), by first occurrence.
    fn free_names<'a>(&self, t: &SyntaxTable, text: &'a [u8]) -> Vec<Name<'a>> {
        let defined = self.defined(t, text);
        occurrences(t, text, |w| plain(w) && !defined.contains(w))
    }

    /// The declared names that may be renamed: plain and not reserved.
    fn defined<'a>(&self, t: &SyntaxTable, text: &'a [u8]) -> HashSet<&'a [u8]> {
        t.nodes
            .iter()
            .filter(|n| n.cats & cat::DEFINITION != 0)
            .map(|n| &text[n.start..n.end])
            .filter(|w| plain(w) && !self.reserved.contains(w))
            .collect()
    }

    /// The new name of each name. The pool is the `names.len()` shortest words that are
    /// neither reserved nor used in the file other than as one of `names`; a name that is in
    /// the pool keeps it, the others take the rest of the pool in the order of their first
    /// occurrence. No new name is held by another name, whichever renames are done.
    fn targets(&self, names: &[Name], text: &[u8]) -> Vec<Vec<u8>> {
        let counts = word_counts(text);
        let ours: HashMap<&[u8], usize> = names.iter().map(|n| (n.text, n.at.len())).collect();
        let taken = |w: &[u8]| {
            self.reserved.contains(w)
                || counts
                    .get(w)
                    .is_some_and(|&c| ours.get(w).is_none_or(|&o| c > o))
        };
        let pool: Vec<Vec<u8>> = (0..)
            .map(short_name)
            .filter(|w| !taken(w))
            .take(names.len())
            .collect();
        let settled: HashSet<&[u8]> = pool
            .iter()
            .map(Vec::as_slice)
            .filter(|w| ours.contains_key(w))
            .collect();
        let mut free = pool.iter().filter(|w| !settled.contains(w.as_slice()));
        names
            .iter()
            .map(|n| match settled.contains(n.text) {
                true => n.text.to_vec(),
                false => free
                    .next()
                    .expect("one free word per unsettled name")
                    .clone(),
            })
            .collect()
    }
}

pub(super) fn rename_edits<'n>(name: &'n Name, to: &[u8]) -> impl Iterator<Item = Edit> + 'n {
    let to = to.to_vec();
    name.at.iter().map(move |&(start, end)| Edit {
        start,
        end,
        with: to.clone(),
    })
}

impl SyntaxRewriter for Rename {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let names = self.names(t, text);
        let targets = self.targets(&names, text);
        // Only renames that shorten the file: one to a name of the same length (`b` -> `a`
        // once `a` is free) changes no size, and as a late success it would cost another
        // round of every pass.
        let shortens: Vec<usize> = (0..names.len())
            .filter(|&i| targets[i].len() < names[i].text.len())
            .collect();
        let mut rewrites = Vec::new();
        if shortens.len() >= 2 {
            let mut edits: Vec<Edit> = shortens
                .iter()
                .flat_map(|&i| rename_edits(&names[i], &targets[i]))
                .collect();
            edits.sort_by_key(|e| e.start);
            rewrites.push(Rewrite {
                at: text.len(),
                edits,
            });
        }

        // One name at a time, from the last name introduced toward the first.
        for &i in shortens.iter().rev() {
            rewrites.push(Rewrite {
                at: names[i].at[0].0,
                edits: rename_edits(&names[i], &targets[i]).collect(),
            });
        }
        rewrites
    }
}

/// The words the file uses but does not declare, each to a short fresh word on its own
/// (`rename-free`): a call of an undeclared `helper_fn` becomes `a`, `main` becomes `a` where
/// the test only compiles. Most such words are the test's (a library function, a builtin) and
/// the candidate fails, so there is no all-at-once candidate, and the presets sweep it last,
/// once the other passes are at their fixed point.
pub struct RenameFree(Rename);

impl RenameFree {
    pub fn new(lang: Option<&'static LangSpec>) -> RenameFree {
        RenameFree(Rename::new(lang))
    }
}

impl SyntaxRewriter for RenameFree {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let names = self.0.free_names(t, text);
        // The pool `rename` gives its names from: no two renames meet whichever are done.
        let targets = self.0.targets(&names, text);
        let mut rewrites: Vec<Rewrite> = names
            .iter()
            .zip(&targets)
            .filter(|(name, to)| to.len() < name.text.len())
            .map(|(name, to)| Rewrite {
                at: name.at[0].0,
                edits: rename_edits(name, to).collect(),
            })
            .collect();
        // From the last name introduced toward the first, as a sweep goes.
        rewrites.reverse();
        rewrites
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewrites(lang: &str, text: &str) -> Vec<String> {
        crate::pass::rewritten("rename", lang, text)
    }

    #[test]
    fn short_names_count_in_shortlex_order() {
        let names: Vec<String> = [0, 1, 25, 26, 27, 51, 52, 701, 702]
            .into_iter()
            .map(|n| String::from_utf8(short_name(n)).unwrap())
            .collect();
        assert_eq!(names, ["a", "b", "z", "aa", "ab", "az", "ba", "zz", "aaa"]);
    }

    #[test]
    fn all_at_once_then_each_name_from_the_last_introduced() {
        let c = "int count;\nint next_value(int step) { return count + step; }\n";
        assert_eq!(
            rewrites("c", c),
            [
                "int a;\nint b(int c) { return a + c; }\n",
                "int count;\nint next_value(int c) { return count + c; }\n",
                "int count;\nint b(int step) { return count + step; }\n",
                "int a;\nint next_value(int step) { return a + step; }\n",
            ]
        );
    }

    #[test]
    fn new_names_are_fresh_words_and_never_reserved() {
        // `a` is in a string, `b` an undeclared function, `c` in a comment, `d` a type the
        // file does not declare, `do` and `if` are keywords.
        let mut text = String::from("/* c */ d x1; void f(void) { b(\"a\"); }\n");
        let taken = ["a", "b", "c", "d", "f"];
        let filler: Vec<String> = (0..120).map(|i| format!("int v{i};\n")).collect();
        text.push_str(&filler.concat());
        let all = &rewrites("c", &text)[0];
        let words = word_counts(all.as_bytes());
        for w in taken {
            assert_eq!(words[w.as_bytes()], 1, "{w} was reused:\n{all}");
        }
        for w in ["do", "if"] {
            assert!(!words.contains_key(w.as_bytes()), "{w}:\n{all}");
        }
        // 22 free letters, then `aa`...`dn`, then `dp` (not `do`) for the 115th name, `v112`.
        assert!(all.contains("int dp;\n"), "{all}");
    }

    #[test]
    fn short_names_keep_theirs_and_same_lengths_stay() {
        // `b` is short already and keeps its name; `xy` takes the other short one.
        let js = "let b = 1; let xy = b;";
        assert_eq!(rewrites("javascript", js), ["let b = 1; let a = b;"]);
        let js = "let b = 1; let a = b;";
        assert!(rewrites("javascript", js).is_empty());
        let js = "let bb = 1; let xy = bb;";
        assert_eq!(
            rewrites("javascript", js),
            [
                "let a = 1; let b = a;",
                "let bb = 1; let b = bb;",
                "let a = 1; let xy = a;"
            ]
        );
    }

    #[test]
    fn reserved_and_decorated_names_stay() {
        let c = "int main(void) { return 0; }";
        assert!(rewrites("c", c).is_empty());
        let js = "class A { #secret = 1; constructor() {} }";
        assert!(rewrites("javascript", js)
            .iter()
            .all(|r| r.contains("#secret")));
        assert!(rewrites("javascript", js)
            .iter()
            .all(|r| r.contains("constructor")));
    }

    #[test]
    fn free_words_each_alone_to_fresh_ones() {
        let free = |lang: &str, text: &str| crate::pass::rewritten("rename-free", lang, text);
        // `main` and the undeclared `puts` and `helper`, from the last toward the first;
        // the declared `count` is `rename`'s, and `a` is taken by a string.
        let c = "int count; int main(void) { puts(\"a\"); helper(count); }";
        assert_eq!(
            free("c", c),
            [
                "int count; int main(void) { puts(\"a\"); d(count); }",
                "int count; int main(void) { c(\"a\"); helper(count); }",
                "int count; int b(void) { puts(\"a\"); helper(count); }",
            ]
        );
        // A one-letter word is short already.
        assert!(free("javascript", "x(0").is_empty());
        assert_eq!(free("javascript", "nu(0"), ["a(0"]);
    }

    #[test]
    fn rust_renames_reach_into_macros_and_paths() {
        let rs = "fn helper(value: u8) -> u8 { value }\nfn g() { println!(\"{}\", helper(1)); }";
        assert_eq!(
            rewrites("rust", rs)[0],
            "fn a(b: u8) -> u8 { b }\nfn g() { println!(\"{}\", a(1)); }"
        );
    }
}
