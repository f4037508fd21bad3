//! Building the table of one parse: a pre-order walk copies the nodes, and the language's
//! query (all of its `grammars/<lang>/*.scm` files in one) adds categories, lists, hoists,
//! replacements and paired captures.

use tree_sitter::{QueryCursor, StreamingIterator, Tree};

use super::lists::separate;
use super::{Node, Pair, SyntaxTable, NO_PARENT};
use crate::lang::{cat, Compiled};

/// Texts at least this long run the query on several threads; below it, spawning costs more
/// than it saves.
const PARALLEL_MIN_LEN: usize = 128 * 1024;

/// At most this many query threads: each also walks the top levels of the tree outside its
/// chunk, so returns diminish.
const MAX_QUERY_THREADS: usize = 8;

/// How many byte-range chunks to run the query on for a text of `len` bytes.
pub(super) fn query_chunks(len: usize) -> usize {
    if len < PARALLEL_MIN_LEN {
        return 1;
    }
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores
        .min(MAX_QUERY_THREADS)
        .min(len / (PARALLEL_MIN_LEN / 2))
}

/// Builds the table of `tree`: one pre-order walk copies the nodes, the query adds the
/// categories, lists, hoists and replacements. The query is the expensive part (tree-sitter's
/// query cursor costs several times a plain walk), so on large texts it runs on `chunks`
/// byte ranges in parallel, while this thread walks the tree.
pub(super) fn build_table(
    compiled: &'static Compiled,
    tree: &Tree,
    text: &[u8],
    cursor: &mut QueryCursor,
    chunks: usize,
) -> SyntaxTable {
    let mut table = SyntaxTable::default();
    // Node ids let query captures be found in the table without keeping tree-sitter nodes.
    let mut ids = Vec::new();
    let raw = if chunks <= 1 {
        copy_nodes(compiled, tree, &mut table, &mut ids);
        cursor.set_byte_range(0..usize::MAX);
        vec![run_query(compiled, tree, text, cursor)]
    } else {
        std::thread::scope(|scope| {
            let workers: Vec<_> = (0..chunks)
                .map(|k| {
                    // A pattern starts only at nodes that intersect the range, but sees nodes
                    // outside it once started, so every match is found by a chunk its root
                    // intersects; matches found twice are deduplicated later. The last range
                    // is open so that a zero-width node at the very end belongs to it.
                    let start = text.len() * k / chunks;
                    let end = if k + 1 == chunks {
                        usize::MAX
                    } else {
                        text.len() * (k + 1) / chunks
                    };
                    scope.spawn(move || {
                        let mut cursor = QueryCursor::new();
                        cursor.set_byte_range(start..end);
                        run_query(compiled, tree, text, &mut cursor)
                    })
                })
                .collect();
            copy_nodes(compiled, tree, &mut table, &mut ids);
            workers
                .into_iter()
                .map(|w| {
                    w.join()
                        .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
                })
                .collect()
        })
    };
    collect_captures(compiled, text, &mut table, &ids, &raw);
    if compiled.derive {
        super::derived::derive(compiled, &mut table, text);
    }
    table
}

fn copy_nodes(compiled: &Compiled, tree: &Tree, table: &mut SyntaxTable, ids: &mut Vec<usize>) {
    // As many as the walk visits, so neither vector grows by doubling (on a large parse, about
    // half again the table's size).
    let count = tree.root_node().descendant_count();
    table.nodes.reserve_exact(count);
    ids.reserve_exact(count);
    let nodes = &mut table.nodes;
    let mut open: Vec<u32> = Vec::new();
    // Children of a required `multiple` slot are removable only if a sibling shares the slot;
    // collected as (parent, field, index) and settled after the walk.
    let mut shared_slots: Vec<(u32, u16, u32)> = Vec::new();
    let mut walk = tree.walk();
    'walk: loop {
        let node = walk.node();
        let index = nodes.len() as u32;
        let parent = open.last().copied().unwrap_or(NO_PARENT);
        let field = walk.field_id().map_or(0, |f| f.get());
        let (named, extra, missing) = (node.is_named(), node.is_extra(), node.is_missing());
        let error = node.is_error() || missing;
        table.errors += usize::from(error);
        let removable = if parent == NO_PARENT || missing {
            false
        } else if extra || error || nodes[parent as usize].error {
            true
        } else {
            let parent_kind = nodes[parent as usize].kind;
            let slot = if compiled.derive {
                compiled.slots.slot_or_children(parent_kind, field, named)
            } else {
                compiled.slots.slot(parent_kind, field, named)
            };
            match slot {
                Some(slot) if slot.multiple && slot.required => {
                    shared_slots.push((parent, field, index));
                    true
                }
                Some(slot) => slot.allows_absence(),
                None => false,
            }
        };
        nodes.push(Node {
            kind: node.kind_id(),
            field,
            start: node.start_byte(),
            end: node.end_byte(),
            parent,
            subtree_end: 0,
            named,
            extra,
            error,
            removable,
            cats: 0,
        });
        ids.push(node.id());
        open.push(index);
        if walk.goto_first_child() {
            continue;
        }
        loop {
            let done = open.pop().expect("the walk closes only nodes it opened");
            nodes[done as usize].subtree_end = nodes.len() as u32;
            if walk.goto_next_sibling() {
                break;
            }
            if !walk.goto_parent() {
                break 'walk;
            }
        }
    }
    shared_slots.sort_unstable();
    for group in shared_slots.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        if let [(_, _, only)] = group {
            nodes[*only as usize].removable = false;
        }
    }
}

/// Query matches copied out of tree-sitter, so they can cross threads and outlive the cursor.
#[derive(Default)]
struct RawMatches {
    /// `(pattern index, first capture, capture count)`.
    matches: Vec<(u32, u32, u32)>,
    captures: Vec<RawCapture>,
}

struct RawCapture {
    /// Capture index in the query.
    index: u32,
    /// Start byte (tree-sitter's offsets are 32-bit).
    start: u32,
    id: usize,
}

fn run_query(
    compiled: &Compiled,
    tree: &Tree,
    text: &[u8],
    cursor: &mut QueryCursor,
) -> RawMatches {
    let mut raw = RawMatches::default();
    let mut matches = cursor.matches(&compiled.query, tree.root_node(), text);
    while let Some(m) = matches.next() {
        raw.matches.push((
            m.pattern_index as u32,
            raw.captures.len() as u32,
            m.captures.len() as u32,
        ));
        raw.captures.extend(m.captures.iter().map(|c| RawCapture {
            index: c.index,
            start: c.node.start_byte() as u32,
            id: c.node.id(),
        }));
    }
    raw
}

/// Finds captured nodes in the table by start byte and node id. Nodes are sorted by start and
/// few share one; captures arrive roughly in text order, so each search gallops from the
/// previous hit instead of bisecting the whole table.
struct Locator<'a> {
    nodes: &'a [Node],
    ids: &'a [usize],
    hint: usize,
}

impl Locator<'_> {
    fn find(&mut self, start: usize, id: usize) -> Option<u32> {
        let nodes = self.nodes;
        let before = |i: usize| nodes[i].start < start;
        // Bracket the first index whose start is >= `start` in lo..=hi, then bisect.
        let (mut lo, mut hi) = (0, nodes.len());
        let hint = self.hint.min(nodes.len().saturating_sub(1));
        if !nodes.is_empty() && before(hint) {
            lo = hint + 1;
            let mut step = 1;
            while lo + step < nodes.len() && before(lo + step) {
                lo += step + 1;
                step *= 2;
            }
            hi = (lo + step).min(nodes.len());
        } else if !nodes.is_empty() {
            hi = hint;
            let mut step = 1;
            while hi >= step && !before(hi - step) {
                hi -= step;
                step *= 2;
            }
            lo = hi.saturating_sub(step);
        }
        let first = lo + nodes[lo..hi].partition_point(|n| n.start < start);
        let found = (first..nodes.len())
            .take_while(|&i| nodes[i].start == start)
            .find(|&i| self.ids[i] == id)?;
        self.hint = found;
        Some(found as u32)
    }
}

fn collect_captures(
    compiled: &'static Compiled,
    text: &[u8],
    table: &mut SyntaxTable,
    ids: &[usize],
    raw: &[RawMatches],
) {
    let mut locator = Locator {
        nodes: &table.nodes,
        ids,
        hint: 0,
    };
    // Resolve every capture first: the locator borrows the nodes that the loop below updates.
    let located: Vec<Vec<Option<u32>>> = raw
        .iter()
        .map(|chunk| {
            chunk
                .captures
                .iter()
                .map(|c| locator.find(c.start as usize, c.id))
                .collect()
        })
        .collect();
    let nodes = &mut table.nodes;
    let mut list_items: Vec<(u32, u32)> = Vec::new();
    let mut hoists: Vec<(u32, u32)> = Vec::new();
    let mut replacements: Vec<(u32, &'static str)> = Vec::new();
    let mut paired: [Vec<(u32, u32)>; Pair::ALL.len()] = Default::default();
    let (mut items, mut inners, mut outers) = (Vec::new(), Vec::new(), Vec::new());
    // The first and second captures of each kind of pair in one match.
    let mut found: [(Vec<u32>, Vec<u32>); Pair::ALL.len()] = Default::default();
    // Structural categories (list, item, hoist, replace) are set only on nodes that survive
    // the checks below, so `cats` agrees with `lists`, `hoists` and `replacements`.
    let structural = cat::LIST | cat::ITEM | cat::HOIST_OUTER | cat::HOIST_INNER | cat::REPLACE;

    for (chunk, located) in raw.iter().zip(&located) {
        for &(pattern, first, count) in &chunk.matches {
            let mut list = None;
            items.clear();
            inners.clear();
            outers.clear();
            for (firsts, seconds) in &mut found {
                firsts.clear();
                seconds.clear();
            }
            let range = first as usize..(first + count) as usize;
            for (capture, &index) in chunk.captures[range.clone()].iter().zip(&located[range]) {
                let Some(index) = index else {
                    debug_assert!(false, "captured node not in the table");
                    continue;
                };
                let bit = compiled.capture_cat(capture.index);
                nodes[index as usize].cats |= bit & !structural;
                match bit {
                    cat::LIST => list = Some(index),
                    cat::ITEM => items.push(index),
                    cat::HOIST_OUTER => outers.push(index),
                    cat::HOIST_INNER => inners.push(index),
                    cat::REPLACE => {
                        if let Some(value) = compiled.value(pattern as usize) {
                            replacements.push((index, value));
                        }
                    }
                    _ => match Pair::of(bit) {
                        Some((kind, true)) => found[kind as usize].0.push(index),
                        Some((kind, false)) => found[kind as usize].1.push(index),
                        None => {}
                    },
                }
            }
            if let Some(list) = list {
                list_items.extend(items.iter().map(|&item| (list, item)));
            }
            for &outer in &outers {
                hoists.extend(inners.iter().map(|&inner| (outer, inner)));
            }
            for ((firsts, seconds), out) in found.iter().zip(&mut paired) {
                for &first in firsts {
                    out.extend(seconds.iter().map(|&second| (first, second)));
                }
            }
        }
    }

    hoists.sort_unstable();
    hoists.dedup();
    hoists.retain(|&(outer, inner)| {
        let (o, i) = (&nodes[outer as usize], &nodes[inner as usize]);
        outer < inner && inner < o.subtree_end && !i.extra
    });
    for &(outer, inner) in &hoists {
        nodes[outer as usize].cats |= cat::HOIST_OUTER;
        nodes[inner as usize].cats |= cat::HOIST_INNER;
    }

    replacements.sort_unstable();
    replacements.dedup();
    replacements.retain(|&(node, value)| {
        let n = &nodes[node as usize];
        &text[n.start..n.end] != value.as_bytes()
    });
    for &(node, _) in &replacements {
        nodes[node as usize].cats |= cat::REPLACE;
    }

    list_items.sort_unstable();
    list_items.dedup();
    let mut lists = Vec::new();
    for group in list_items.chunk_by(|a, b| a.0 == b.0) {
        let container = group[0].0;
        let items: Vec<u32> = group
            .iter()
            .map(|&(_, item)| item)
            .filter(|&item| {
                let n = &nodes[item as usize];
                n.parent == container && !n.extra
            })
            .collect();
        if items.is_empty() {
            continue;
        }
        let list = separate(nodes, text, container, items);
        nodes[container as usize].cats |= cat::LIST;
        for &item in &list.items {
            nodes[item as usize].cats |= cat::ITEM;
        }
        lists.push(list);
    }

    for pairs in &mut paired {
        pairs.sort_unstable();
        pairs.dedup();
    }

    table.lists = lists;
    table.hoists = hoists;
    table.replacements = replacements;
    table.paired = paired;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::by_name;
    use crate::syntax::Syntax;

    fn parse(lang: &str, text: &str) -> Syntax {
        Syntax::new(by_name(lang).unwrap(), text.as_bytes())
    }

    #[test]
    fn locator_finds_every_node_in_any_order() {
        let syntax = parse("c", "int f(int a) { return g(a, (a)) + 1; }\nint x;");
        let tree = &syntax.tree;
        let mut table = SyntaxTable::default();
        let mut ids = Vec::new();
        copy_nodes(syntax.compiled, tree, &mut table, &mut ids);
        let n = table.nodes.len();
        let mut locator = Locator {
            nodes: &table.nodes,
            ids: &ids,
            hint: 0,
        };
        // Forward, backward and scattered orders exercise galloping both ways.
        let scattered = (0..n).map(|i| (i * 7919) % n);
        for i in (0..n).chain((0..n).rev()).chain(scattered) {
            let node = &table.nodes[i];
            assert_eq!(locator.find(node.start, ids[i]), Some(i as u32), "#{i}");
        }
        assert_eq!(locator.find(3, usize::MAX), None);
        assert_eq!(locator.find(10_000, ids[0]), None);
    }

    #[test]
    fn chunked_query_equals_one_pass() {
        for (lang, unit) in [
            (
                "c",
                "static int f(int a, int b) { if (a) { return g(a, b, 3); } return 0; }\n",
            ),
            (
                "javascript",
                "function f(a, b) { if (a) { return [a, b, 3]; } return {a, b}; }\n",
            ),
            (
                "rust",
                "fn f(a: u8, b: u8) -> u8 { if a > 0 { g(a, b, 3) } else { 0 } }\n",
            ),
        ] {
            // Chunk boundaries fall at many offsets within units, and one unit is broken.
            let mut text = unit.repeat(97);
            text.insert_str(text.len() / 2, "( broken ");
            let syntax = parse(lang, &text);
            let one = build_table(
                syntax.compiled,
                &syntax.tree,
                text.as_bytes(),
                &mut QueryCursor::new(),
                1,
            );
            assert_eq!(&one, syntax.table());
            for chunks in [2, 3, 7] {
                let many = build_table(
                    syntax.compiled,
                    &syntax.tree,
                    text.as_bytes(),
                    &mut QueryCursor::new(),
                    chunks,
                );
                assert!(one == many, "{lang}: {chunks} chunks differ from one pass");
            }
        }
    }

    #[test]
    fn removable_follows_node_types() {
        let syntax = parse("c", "int f(int a) { if (a) return 1; else return 2; }");
        let table = syntax.table();
        let language = syntax.lang().grammar();
        let kind = |i: usize| language.node_kind_for_id(table.nodes[i].kind).unwrap();
        let find = |name: &str| (0..table.nodes.len()).find(|&i| kind(i) == name).unwrap();
        assert!(table.nodes[find("else_clause")].removable);
        assert!(
            !table.nodes[find("parenthesized_expression")].removable,
            "if condition"
        );
        assert!(
            !table.nodes[find("compound_statement")].removable,
            "function body"
        );
        assert!(!table.nodes[0].removable, "root");
        let semicolon = (0..table.nodes.len()).find(|&i| kind(i) == ";").unwrap();
        assert!(!table.nodes[semicolon].removable, "unfielded token");
    }
}
