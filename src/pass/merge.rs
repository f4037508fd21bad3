//! Name merging: every occurrence of one declared name becomes another name of the file, so
//! that two things are called the same. A rename to a fresh name (`rename`) keeps the program's
//! meaning; a merge changes it, and often still keeps the bug: a parameter called like its
//! function (`int b(int c){c.size}` -> `int b(int b){b.size}`) lets the parameter go, and a
//! second declaration of one name is then one more deletion away.
//!
//! The names are rename's (`@definition` captures, by first occurrence). Each name may become
//! any of the first `into` names that occur before it, where the file gets smaller in shortlex
//! order (a shorter name, or an earlier one of the same length: `c` into `a` or `b`). On files
//! with more than `max_names` names the pass offers nothing: there the merges would be many and
//! the names matter most.

use super::rename::{rename_edits, Name, Rename};
use super::{Rewrite, SyntaxRewriter};
use crate::lang::LangSpec;
use crate::syntax::SyntaxTable;

pub struct Merge {
    names: Rename,
    /// A name merges into one of the first this many names.
    into: usize,
    /// No merges on a file with more names than this.
    max_names: usize,
}

impl Merge {
    pub fn new(lang: Option<&'static LangSpec>, into: usize, max_names: usize) -> Merge {
        Merge {
            names: Rename::new(lang),
            into,
            max_names,
        }
    }
}

impl SyntaxRewriter for Merge {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let names: Vec<Name> = self.names.names(t, text);
        if names.len() > self.max_names {
            return Vec::new();
        }
        let mut rewrites = Vec::new();
        // From the last name introduced toward the first; for one name, into the first name
        // first.
        for (i, name) in names.iter().enumerate().rev() {
            // Every occurrence changes alike, so the file gets smaller in shortlex order
            // exactly when the new word is smaller than the old one in shortlex order.
            for target in names.iter().take(i.min(self.into)) {
                if (target.text.len(), target.text) < (name.text.len(), name.text) {
                    rewrites.push(Rewrite {
                        at: name.at[0].0,
                        edits: rename_edits(name, target.text).collect(),
                    });
                }
            }
        }
        rewrites
    }
}

#[cfg(test)]
mod tests {
    fn rewrites(lang: &str, text: &str) -> Vec<String> {
        crate::pass::rewritten("merge", lang, text)
    }

    #[test]
    fn a_name_becomes_an_earlier_one_where_the_file_gets_smaller() {
        let c = "int b(int c){return c;}";
        assert_eq!(rewrites("c", c), ["int b(int b){return b;}"]);
        // `b` into `a` is smaller, `a` into `b` is not; `zz` into either is shorter.
        let js = "let a = 1; let b = a; let zz = b;";
        assert_eq!(
            rewrites("javascript", js),
            [
                "let a = 1; let b = a; let a = b;",
                "let a = 1; let b = a; let b = b;",
                "let a = 1; let a = a; let zz = a;",
            ]
        );
    }

    #[test]
    fn no_merges_on_files_with_many_names() {
        let many: String = (0..70).map(|i| format!("int v{i};\n")).collect();
        assert!(rewrites("c", &many).is_empty());
    }
}
