//! `cascade`: a list item deleted together with the declarations that only it uses: a Go
//! statement with the import and the variable it alone names (`fmt.Println(x)` with `"fmt"`
//! and `x := 1`), whose compiler rejects an unused import or variable, so that neither the
//! statement nor the declarations can go on their own.
//!
//! A declaration is an item with `@definition`s (as `unused` reads them); it goes with every
//! item that holds each occurrence of its names outside itself (an argument, the statement
//! around it, ...). One candidate per item that has such declarations, the item and its
//! declarations cut together.

use std::collections::HashMap;

use super::unused::{declarations, word_positions};
use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::lang::LangSpec;
use crate::syntax::{cat, SyntaxTable, NO_PARENT};

pub struct Cascade {
    reserved: Vec<&'static [u8]>,
}

impl Cascade {
    pub fn new(lang: Option<&'static LangSpec>) -> Cascade {
        Cascade {
            reserved: crate::lang::reserved_words(lang),
        }
    }
}

impl SyntaxRewriter for Cascade {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let at = word_positions(text);
        let fixed_arity = |list: u32| {
            t.nodes[list as usize].cats & (cat::FUNCTION_PARAMETERS | cat::CALL_ARGUMENTS) != 0
        };
        let holds = |outer: u32, inner: u32| {
            let (o, i) = (&t.nodes[outer as usize], &t.nodes[inner as usize]);
            o.start <= i.start && i.end <= o.end
        };
        let mut companions: HashMap<u32, Vec<u32>> = HashMap::new();
        for (declaration, names) in declarations(t, text) {
            let d = &t.nodes[declaration as usize];
            if fixed_arity(d.parent) || names.iter().any(|w| self.reserved.contains(w)) {
                continue;
            }
            // Where the names occur outside the declaration.
            let (mut lo, mut hi) = (usize::MAX, 0);
            for w in &names {
                for &p in at.get(w).into_iter().flatten() {
                    if p < d.start || p >= d.end {
                        lo = lo.min(p);
                        hi = hi.max(p + w.len());
                    }
                }
            }
            if lo == usize::MAX {
                continue; // unused: the `unused` pass's
            }
            // Every item that holds them all and not the declaration: up from the last node
            // starting at `lo` (an argument, its statement, the block's statement around it).
            let mut up = t.nodes.partition_point(|n| n.start <= lo) as u32 - 1;
            while up != NO_PARENT && !holds(up, declaration) {
                let n = &t.nodes[up as usize];
                let around = n.start <= lo && hi <= n.end;
                if n.cats & cat::ITEM != 0 && around && !holds(declaration, up) {
                    companions.entry(up).or_default().push(declaration);
                }
                up = n.parent;
            }
        }
        let rewrites = companions
            .into_iter()
            .map(|(item, mut with)| {
                with.push(item);
                with.sort_unstable();
                // Cuts of items of different lists may meet where they take whitespace or a
                // separator along: merged, they stay one valid set of edits.
                let mut cuts: Vec<(usize, usize)> = Vec::new();
                for (s, e) in t.item_cuts(&with) {
                    match cuts.last_mut() {
                        Some(last) if s < last.1 => last.1 = last.1.max(e),
                        _ => cuts.push((s, e)),
                    }
                }
                let edits = cuts.into_iter().map(|(s, e)| Edit::cut(s, e)).collect();
                Rewrite {
                    at: t.nodes[item as usize].start,
                    edits,
                }
            })
            .collect();
        from_end(rewrites, Ties::Smallest)
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_go_statement_goes_with_its_import_and_variable() {
        let go = "package main\n\nimport (\n\t\"encoding/json\"\n\t\"fmt\"\n)\n\n\
                  func main() {\n\tx := 1\n\tfmt.Println(x)\n\tjson.Marshal(2)\n}\n";
        let ws = rewritten("cascade", "go", go);
        let both = "package main\n\nimport (\n\t\"encoding/json\"\n)\n\n\
                    func main() {\n\tjson.Marshal(2)\n}\n";
        assert!(ws.contains(&both.to_string()), "{ws:#?}");
    }

    /// A class and a method of it that only one statement uses are both its companions: their
    /// cuts nest, and a candidate's edits must still be sorted and disjoint (the first corpus run
    /// on Python's toml decoder panicked in `edit::apply` on such a pair).
    #[test]
    fn nested_companions_make_one_cut() {
        let py = "class A:\n    def m(self):\n        return 1\n\n\
                  def f():\n    return A().m()\n\nf()\n";
        let ws = rewritten("cascade", "python", py);
        assert!(
            ws.contains(&"def f():\n    \n\nf()\n".to_string()),
            "{ws:#?}"
        );
    }
}
