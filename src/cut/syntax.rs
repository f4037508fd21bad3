//! Cut strategies fed by the syntax tree: whole nodes the queries call deletable, and runs of
//! list items with their separators.

use std::collections::HashMap;

use super::generic::{Fixed, Nested};
use super::parts::{ItemLists, PartPlan};
use super::{order, Cut, Plan, SyntaxStrategy};
use crate::syntax::{cat, Pair, SyntaxTable, NO_PARENT};

/// Whole deletable nodes (`@delete` and allowed to be absent by the grammar), grown to the
/// enclosing deletable nodes; with `kinds`, only nodes of those kinds (ids of the language).
pub struct Nodes {
    pub kinds: Option<Vec<u16>>,
}

impl SyntaxStrategy for Nodes {
    fn plan<'a>(&self, t: &'a SyntaxTable, _text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let deletable = |i: usize| {
            let n = &t.nodes[i];
            n.cats & cat::DELETE != 0
                && n.removable
                && n.end > n.start
                && self.kinds.as_ref().is_none_or(|k| k.contains(&n.kind))
        };
        let mut cuts = Vec::new();
        let mut parent = HashMap::new();
        for (i, n) in t.nodes.iter().enumerate() {
            if !deletable(i) {
                continue;
            }
            let cut = Cut::new(n.start, n.end);
            cuts.push(cut);
            let mut up = n.parent;
            while up != NO_PARENT {
                let p = &t.nodes[up as usize];
                if deletable(up as usize) && (p.start, p.end) != (n.start, n.end) {
                    parent.entry(cut).or_insert(Cut::new(p.start, p.end));
                    break;
                }
                up = p.parent;
            }
        }
        order(&mut cuts);
        Box::new(Nested { cuts, parent })
    }
}

/// The spans the queries mark (`@span.start`..`@span.end`): the `= 1` of a default argument,
/// a keyword token no node holds alone (`virtual`, `new`). They do not grow.
pub struct Spans;

impl SyntaxStrategy for Spans {
    fn plan<'a>(&self, t: &'a SyntaxTable, _text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let mut cuts: Vec<Cut> = t
            .pairs(Pair::Span)
            .iter()
            .map(|&(first, last)| (t.nodes[first as usize].start, t.nodes[last as usize].end))
            .filter(|&(start, end)| start < end)
            .map(|(start, end)| Cut::new(start, end))
            .collect();
        order(&mut cuts);
        Box::new(Fixed(cuts))
    }
}

/// List items with one adjacent separator (no `f(a,,b)`), grown over the items before them:
/// adaptive delta debugging on each list. An item's cut takes the `@attached` items right before
/// it (`#[cfg(x)] impl T {}` goes whole).
pub struct Items;

struct ItemPlan<'a> {
    table: &'a SyntaxTable,
    cuts: Vec<Cut>,
    /// A single-item cut's list (index into `table.lists`) and first and last item index.
    items: HashMap<Cut, (usize, usize, usize)>,
}

impl SyntaxStrategy for Items {
    fn plan<'a>(&self, table: &'a SyntaxTable, _text: &'a [u8]) -> Box<dyn Plan + 'a> {
        let attached = |item: u32| table.nodes[item as usize].cats & cat::ATTACHED != 0;
        let mut cuts = Vec::new();
        let mut items = HashMap::new();
        for (l, list) in table.lists.iter().enumerate() {
            for i in 0..list.items.len() {
                let mut first = i;
                if !attached(list.items[i]) {
                    while first > 0 && attached(list.items[first - 1]) {
                        first -= 1;
                    }
                }
                let (s, e) = list.cut_range(table, first, i);
                if s < e {
                    let cut = Cut::new(s, e);
                    cuts.push(cut);
                    items.entry(cut).or_insert((l, first, i));
                }
            }
        }
        order(&mut cuts);
        Box::new(ItemPlan { table, cuts, items })
    }
}

impl Plan for ItemPlan<'_> {
    fn cuts(&self) -> &[Cut] {
        &self.cuts
    }
    fn growth(&self, cut: Cut) -> usize {
        self.items.get(&cut).map_or(0, |&(_, first, _)| first)
    }
    fn grow(&self, cut: Cut, k: usize) -> Cut {
        let (l, first, last) = self.items[&cut];
        let (s, e) = self.table.lists[l].cut_range(self.table, first - k, last);
        Cut::new(s, e)
    }
}

/// Delta debugging's granularity on syntax lists: each list cut in halves, quarters, eighths,
/// ... of its items (the whole list first), the parts of at least `min` bytes, each grown over
/// the parts of its size before it. `items` starts from one item and grows, at least one test
/// per run of deletable items; in a preprocessed C++ file whose needed declarations are a few
/// hundred among tens of thousands, parts of many small items go in one test each, and a run of
/// deletable parts in a few.
pub struct Parts {
    pub min: usize,
}

/// The table's lists as runs of items, each run cut with one adjacent separator.
struct TableLists<'a>(&'a SyntaxTable);

impl ItemLists for TableLists<'_> {
    fn count(&self) -> usize {
        self.0.lists.len()
    }
    fn items(&self, list: usize) -> usize {
        self.0.lists[list].items.len()
    }
    fn range(&self, list: usize, first: usize, last: usize) -> (usize, usize) {
        self.0.lists[list].cut_range(self.0, first, last)
    }
}

impl SyntaxStrategy for Parts {
    fn plan<'a>(&self, table: &'a SyntaxTable, _text: &'a [u8]) -> Box<dyn Plan + 'a> {
        Box::new(PartPlan::new(TableLists(table), self.min))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_takes_its_attributes_and_grows_from_the_first() {
        let t = b"fn a(){}\n#[cfg(x)]\n#[inline]\nfn b(){}\n";
        let spec = crate::lang::by_name("rust").unwrap();
        let syntax = crate::syntax::Syntax::new(spec, t);
        let plan = Items.plan(syntax.table(), t);
        let text = |c: &Cut| String::from_utf8_lossy(&t[c.start..c.end]).into_owned();
        let cuts: Vec<String> = plan.cuts().iter().map(text).collect();
        assert_eq!(
            cuts,
            [
                "#[inline]\n",
                "#[cfg(x)]\n",
                "\n#[cfg(x)]\n#[inline]\nfn b(){}",
                "fn a(){}\n"
            ]
        );
        // Grown by one item: from `fn a` on.
        let b = plan.cuts()[2];
        assert_eq!(plan.growth(b), 1);
        assert_eq!(
            text(&plan.grow(b, 1)),
            "fn a(){}\n#[cfg(x)]\n#[inline]\nfn b(){}"
        );
    }

    #[test]
    fn parts_are_halves_and_quarters_of_a_list_past_the_minimum() {
        let t = b"int a;int b;int c;int d;";
        let spec = crate::lang::by_name("c").unwrap();
        let syntax = crate::syntax::Syntax::new(spec, t);
        let text = |c: &Cut| String::from_utf8_lossy(&t[c.start..c.end]).into_owned();
        let cuts = |min| {
            let plan = Parts { min }.plan(syntax.table(), t);
            plan.cuts().iter().map(text).collect::<Vec<_>>()
        };
        assert_eq!(
            cuts(6),
            [
                "int d;",
                "int c;int d;",
                "int c;",
                "int b;",
                "int a;int b;int c;int d;",
                "int a;int b;",
                "int a;"
            ]
        );
        assert_eq!(
            cuts(12),
            ["int c;int d;", "int a;int b;int c;int d;", "int a;int b;"]
        );
        assert!(cuts(25).is_empty());
        // A part grows over the parts of its size before it, one at a time.
        let plan = Parts { min: 6 }.plan(syntax.table(), t);
        let d = plan.cuts()[0];
        assert_eq!(plan.growth(d), 3);
        assert_eq!(text(&plan.grow(d, 1)), "int c;int d;");
        assert_eq!(text(&plan.grow(d, 3)), "int a;int b;int c;int d;");
        let cd = plan.cuts()[1];
        assert_eq!(plan.growth(cd), 1);
        assert_eq!(text(&plan.grow(cd, 1)), "int a;int b;int c;int d;");
        assert_eq!(plan.growth(plan.cuts()[4]), 0);
    }
}
