//! Parsing a test case with tree-sitter into a flat table of node spans.
//!
//! Cut strategies and passes never see tree-sitter types: a [`tree_sitter::Node`] borrows its
//! tree and dies with the next re-parse, while the reducer keeps positions across many
//! candidate edits. So [`Syntax`] parses, runs the language's queries once, and copies what
//! passes need into plain arrays ([`SyntaxTable`]): every node in pre-order with its byte range,
//! parent, whether the grammar lets it be absent, and the query categories it was captured in;
//! plus the list, hoist and replacement facts the queries describe.
//!
//! The engine re-parses after every accepted change, so [`Syntax::update`] reuses the old
//! tree through tree-sitter's incremental parsing when the change is a few edits.

use std::fmt::Write as _;

use tree_sitter::{InputEdit, Parser, Point, QueryCursor, StreamingIterator, Tree};

use crate::lang::{category_names, Compiled, LangError, LangSpec};

pub use crate::lang::cat;

/// `parent` of the root node.
pub const NO_PARENT: u32 = u32::MAX;

/// Above this many edits, a fresh parse is cheaper than telling tree-sitter about each edit
/// (each `Tree::edit` walks the tree, and scattered edits leave little to reuse).
const MAX_INCREMENTAL_EDITS: usize = 32;

/// One tree-sitter node (named or anonymous), copied out of the tree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Node {
    /// tree-sitter kind id ([`tree_sitter::Language::node_kind_for_id`] names it).
    pub kind: u16,
    /// Field id of this node within its parent, 0 for none.
    pub field: u16,
    /// Byte range in the text.
    pub start: usize,
    pub end: usize,
    /// Index of the parent in [`SyntaxTable::nodes`], [`NO_PARENT`] for the root.
    pub parent: u32,
    /// One past the index of this node's last descendant: the subtree is
    /// `index..subtree_end`, and the next sibling (if any) sits at `subtree_end`.
    pub subtree_end: u32,
    pub named: bool,
    /// Allowed anywhere by the grammar (comments).
    pub extra: bool,
    /// An ERROR or MISSING node.
    pub error: bool,
    /// The grammar allows this child to be absent: its field or children slot in
    /// `node-types.json` is optional, or is `multiple` and this node has a sibling in it.
    /// Extras and ERROR nodes are removable; the root and anonymous tokens outside fields are
    /// not.
    pub removable: bool,
    /// Bit set of [`cat`] categories the language's queries captured this node in.
    pub cats: u32,
}

/// What lies between two consecutive items of a [`List`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Gap {
    /// Byte range covering the separator tokens (anonymous children of the list node between
    /// the two items), `None` if the items follow each other directly (statements).
    pub sep: Option<(usize, usize)>,
    /// Nothing but separators, comments and whitespace lies between the items, so a cut may
    /// extend from one item to the next.
    pub clean: bool,
}

/// A container whose items can be deleted in runs, with their separators.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct List {
    /// The container node.
    pub node: u32,
    /// Item node indices, in text order (direct children of `node`, never comments).
    pub items: Vec<u32>,
    /// `gaps[i]` lies between `items[i]` and `items[i + 1]`.
    pub gaps: Vec<Gap>,
    /// A separator after the last item, before any closing bracket (`[a, b,]`).
    pub trailing: Option<(usize, usize)>,
}

impl List {
    /// The byte range that deletes `items[first..=last]` together with one adjacent separator,
    /// so neither `f(a,,b)` nor `f(a,)` is left where the input had none: the separator after
    /// the run, or, when the run ends the list, the one before it. A run that is the whole list
    /// takes a trailing separator too (`[a,]` becomes `[]`). Whitespace and comments between
    /// the run and the kept neighbour go with the run when the gap is clean.
    ///
    /// # Panics
    /// If `first > last` or `last` is not an item index.
    pub fn cut_range(&self, table: &SyntaxTable, first: usize, last: usize) -> (usize, usize) {
        assert!(
            first <= last && last < self.items.len(),
            "bad item run {first}..={last}"
        );
        let node = |i: usize| &table.nodes[self.items[i] as usize];
        let mut start = node(first).start;
        let mut end = node(last).end;
        if last + 1 < self.items.len() {
            let gap = self.gaps[last];
            if gap.clean {
                end = node(last + 1).start;
            } else if let Some((_, sep_end)) = gap.sep {
                end = sep_end;
            }
        } else if first > 0 {
            let gap = self.gaps[first - 1];
            if gap.clean {
                start = node(first - 1).end;
            } else if let Some((sep_start, _)) = gap.sep {
                start = sep_start;
            }
        } else if let Some((_, trailing_end)) = self.trailing {
            end = trailing_end;
        }
        (start, end)
    }
}

/// The flat view of one parse that passes work on.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SyntaxTable {
    /// Every node in pre-order (so sorted by start byte); index 0 is the root.
    pub nodes: Vec<Node>,
    /// Number of ERROR and MISSING nodes.
    pub errors: usize,
    /// Lists captured by `@list`/`@item`, sorted by container index.
    pub lists: Vec<List>,
    /// `(outer, inner)`: `outer` may be replaced by the text of `inner`, a proper descendant.
    /// Sorted, no duplicates.
    pub hoists: Vec<(u32, u32)>,
    /// `(node, value)`: `node` may be replaced by `value`. Sorted, no duplicates, and never a
    /// value equal to the node's current text.
    pub replacements: Vec<(u32, &'static str)>,
}

impl SyntaxTable {
    /// Indices of the direct children of node `i`, in order.
    pub fn children(&self, i: u32) -> impl Iterator<Item = u32> + '_ {
        let end = self.nodes[i as usize].subtree_end;
        let mut next = i + 1;
        std::iter::from_fn(move || {
            (next < end).then(|| {
                let child = next;
                next = self.nodes[child as usize].subtree_end;
                child
            })
        })
    }

    /// The bytes of node `i`.
    pub fn text<'t>(&self, i: u32, text: &'t [u8]) -> &'t [u8] {
        let node = &self.nodes[i as usize];
        &text[node.start..node.end]
    }

    /// The list whose container is node `i`.
    pub fn list(&self, i: u32) -> Option<&List> {
        let at = self.lists.binary_search_by_key(&i, |l| l.node).ok()?;
        Some(&self.lists[at])
    }
}

/// A parser for one language, the tree of the current text and its table.
pub struct Syntax {
    lang: &'static LangSpec,
    compiled: &'static Compiled,
    parser: Parser,
    cursor: QueryCursor,
    tree: Tree,
    /// Kept to compute tree-sitter's row/column positions of edits on the old text.
    text: Vec<u8>,
    table: SyntaxTable,
}

impl std::fmt::Debug for Syntax {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Syntax")
            .field("lang", &self.lang.name)
            .field("len", &self.text.len())
            .field("nodes", &self.table.nodes.len())
            .field("errors", &self.table.errors)
            .finish_non_exhaustive()
    }
}

impl Syntax {
    /// Parses `text` and builds its table. Text with syntax errors still gets a table; the
    /// broken regions are ERROR nodes.
    ///
    /// # Panics
    /// If the language's shipped queries or grammar do not load; `tests/registry.rs` checks
    /// they do, and [`Syntax::try_new`] or [`crate::lang::check`] report it as an error.
    pub fn new(lang: &'static LangSpec, text: &[u8]) -> Syntax {
        Syntax::try_new(lang, text).unwrap_or_else(|e| panic!("{e}"))
    }

    /// Like [`Syntax::new`], but a broken language definition is an error.
    pub fn try_new(lang: &'static LangSpec, text: &[u8]) -> Result<Syntax, LangError> {
        let compiled = lang.compiled()?;
        let mut parser = Parser::new();
        parser
            .set_language(&compiled.language)
            .map_err(|e| LangError::Abi {
                lang: lang.name,
                message: e.to_string(),
            })?;
        let tree = parse(&mut parser, text, None);
        let mut cursor = QueryCursor::new();
        let table = build_table(compiled, &tree, text, &mut cursor);
        Ok(Syntax {
            lang,
            compiled,
            parser,
            cursor,
            tree,
            text: text.to_vec(),
            table,
        })
    }

    /// The table of the current text.
    pub fn table(&self) -> &SyntaxTable {
        &self.table
    }

    /// The language.
    pub fn lang(&self) -> &'static LangSpec {
        self.lang
    }

    /// The current text.
    pub fn text(&self) -> &[u8] {
        &self.text
    }

    /// Moves to `new_text`, which is the current text changed by `edits`: `(start, old_end,
    /// new_len)` triples, sorted, non-overlapping, in the current (old) text's coordinates.
    /// With few edits the old tree is reused (tree-sitter incremental parsing); otherwise, or if
    /// the edits do not describe `new_text`, the text is parsed afresh.
    pub fn update(&mut self, new_text: &[u8], edits: &[(usize, usize, usize)]) {
        let consistent = edits_describe(&self.text, new_text, edits);
        debug_assert!(
            consistent,
            "edits do not turn the old text into the new one"
        );
        let old_tree = if consistent && edits.len() <= MAX_INCREMENTAL_EDITS {
            apply_edits(&mut self.tree, &self.text, new_text, edits);
            Some(&self.tree)
        } else {
            None
        };
        let tree = parse(&mut self.parser, new_text, old_tree);
        self.table = build_table(self.compiled, &tree, new_text, &mut self.cursor);
        self.tree = tree;
        self.text.clear();
        self.text.extend_from_slice(new_text);
    }

    /// [`dump`] of the current text.
    pub fn dump(&self) -> String {
        dump(&self.table, self.lang, &self.text)
    }
}

fn parse(parser: &mut Parser, text: &[u8], old: Option<&Tree>) -> Tree {
    // `parse` only returns None when cancelled, timed out or without a language; none of
    // those is configured here.
    parser
        .parse(text, old)
        .expect("tree-sitter parse without timeout or cancellation")
}

/// The edits are sorted, non-overlapping, inside `old`, and the length they predict is
/// `new.len()`. (The bytes themselves are not compared: that would cost a full scan.)
fn edits_describe(old: &[u8], new: &[u8], edits: &[(usize, usize, usize)]) -> bool {
    let mut prev_end = 0;
    let mut len = old.len() as isize;
    for &(start, old_end, new_len) in edits {
        if start < prev_end || old_end < start || old_end > old.len() {
            return false;
        }
        prev_end = old_end;
        len += new_len as isize - (old_end - start) as isize;
    }
    len == new.len() as isize
}

/// Tells `tree` about `edits`, one after another, each in the coordinates left by the ones
/// before it.
fn apply_edits(tree: &mut Tree, old: &[u8], new: &[u8], edits: &[(usize, usize, usize)]) {
    // Everything before an edit's start is already final text, so positions up to the new end
    // of each edit can be read off `new` with one forward scan.
    let mut lines = LineScanner::default();
    let mut shift = 0isize;
    for &(start, old_end, new_len) in edits {
        let start_byte = (start as isize + shift) as usize;
        let start_position = lines.point_at(new, start_byte);
        let old_end_position = advance(start_position, &old[start..old_end]);
        let new_end_byte = start_byte + new_len;
        let new_end_position = lines.point_at(new, new_end_byte);
        tree.edit(&InputEdit {
            start_byte,
            old_end_byte: start_byte + (old_end - start),
            new_end_byte,
            start_position,
            old_end_position,
            new_end_position,
        });
        shift += new_len as isize - (old_end - start) as isize;
    }
}

/// Row/column of byte offsets visited in increasing order.
#[derive(Default)]
struct LineScanner {
    byte: usize,
    point: Point,
}

impl LineScanner {
    fn point_at(&mut self, text: &[u8], byte: usize) -> Point {
        debug_assert!(byte >= self.byte);
        self.point = advance(self.point, &text[self.byte..byte]);
        self.byte = byte;
        self.point
    }
}

/// The position after `bytes` when they start at `from`.
fn advance(from: Point, bytes: &[u8]) -> Point {
    match bytes.iter().rposition(|&b| b == b'\n') {
        None => Point::new(from.row, from.column + bytes.len()),
        Some(last) => {
            let newlines = bytes.iter().filter(|&&b| b == b'\n').count();
            Point::new(from.row + newlines, bytes.len() - last - 1)
        }
    }
}

/// Builds the table of `tree`: one pre-order walk copies the nodes, one query pass adds the
/// categories, lists, hoists and replacements.
fn build_table(
    compiled: &'static Compiled,
    tree: &Tree,
    text: &[u8],
    cursor: &mut QueryCursor,
) -> SyntaxTable {
    let mut table = SyntaxTable::default();
    // Node ids let query captures be found in the table without keeping tree-sitter nodes.
    let mut ids = Vec::new();
    copy_nodes(compiled, tree, &mut table, &mut ids);
    collect_captures(compiled, tree, text, cursor, &mut table, &ids);
    table
}

fn copy_nodes(compiled: &Compiled, tree: &Tree, table: &mut SyntaxTable, ids: &mut Vec<usize>) {
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
            match compiled
                .slots
                .slot(nodes[parent as usize].kind, field, named)
            {
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

/// Index of `node` in the table: nodes are sorted by start byte, and few share one.
fn locate(nodes: &[Node], ids: &[usize], node: &tree_sitter::Node) -> Option<u32> {
    let start = node.start_byte();
    let id = node.id();
    let first = nodes.partition_point(|n| n.start < start);
    (first..nodes.len())
        .take_while(|&i| nodes[i].start == start)
        .find(|&i| ids[i] == id)
        .map(|i| i as u32)
}

fn collect_captures(
    compiled: &'static Compiled,
    tree: &Tree,
    text: &[u8],
    cursor: &mut QueryCursor,
    table: &mut SyntaxTable,
    ids: &[usize],
) {
    let nodes = &mut table.nodes;
    let mut list_items: Vec<(u32, u32)> = Vec::new();
    let mut hoists: Vec<(u32, u32)> = Vec::new();
    let mut replacements: Vec<(u32, &'static str)> = Vec::new();
    let (mut items, mut inners, mut outers) = (Vec::new(), Vec::new(), Vec::new());
    // Structural categories (list, item, hoist, replace) are set only on nodes that survive
    // the checks below, so `cats` agrees with `lists`, `hoists` and `replacements`.
    let structural = cat::LIST | cat::ITEM | cat::HOIST_OUTER | cat::HOIST_INNER | cat::REPLACE;

    let mut matches = cursor.matches(&compiled.query, tree.root_node(), text);
    while let Some(m) = matches.next() {
        let mut list = None;
        items.clear();
        inners.clear();
        outers.clear();
        for capture in m.captures {
            let Some(index) = locate(nodes, ids, &capture.node) else {
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
                    if let Some(value) = compiled.value(m.pattern_index) {
                        replacements.push((index, value));
                    }
                }
                _ => {}
            }
        }
        if let Some(list) = list {
            list_items.extend(items.iter().map(|&item| (list, item)));
        }
        for &outer in &outers {
            hoists.extend(inners.iter().map(|&inner| (outer, inner)));
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
        let list = separate(nodes, container, items);
        nodes[container as usize].cats |= cat::LIST;
        for &item in &list.items {
            nodes[item as usize].cats |= cat::ITEM;
        }
        lists.push(list);
    }

    table.lists = lists;
    table.hoists = hoists;
    table.replacements = replacements;
}

/// Finds the separators of a list from the anonymous children of its container: those
/// between two items separate them; those after the last item are a trailing separator unless
/// they are the closing bracket (the container's last child when an opening token precedes the
/// first item), or, in a container without brackets, unless they differ from the separators
/// seen between items (the `;` ending `int a, b;`).
fn separate(nodes: &[Node], container: u32, items: Vec<u32>) -> List {
    let mut gaps = vec![
        Gap {
            sep: None,
            clean: true
        };
        items.len() - 1
    ];
    let mut next_item = 0;
    let mut opened = false;
    let mut sep_kinds: Vec<u16> = Vec::new();
    let mut after: Vec<u32> = Vec::new();
    let end = nodes[container as usize].subtree_end;
    let mut child = container + 1;
    while child < end {
        let node = &nodes[child as usize];
        if next_item < items.len() && child == items[next_item] {
            next_item += 1;
        } else if next_item == 0 {
            opened |= !node.named;
        } else if next_item < items.len() {
            let gap = &mut gaps[next_item - 1];
            if !node.named {
                let (start, _) = gap.sep.unwrap_or((node.start, node.end));
                gap.sep = Some((start, node.end));
                if !sep_kinds.contains(&node.kind) {
                    sep_kinds.push(node.kind);
                }
            } else if !node.extra {
                gap.clean = false;
            }
        } else {
            after.push(child);
        }
        child = node.subtree_end;
    }

    let closing = match after.last() {
        Some(&last) if opened && !nodes[last as usize].named => Some(last),
        _ => None,
    };
    let mut trailing: Option<(usize, usize)> = None;
    for &child in &after {
        let node = &nodes[child as usize];
        if Some(child) == closing || (node.named && !node.extra) {
            break;
        }
        if node.extra {
            continue;
        }
        if closing.is_none() && !sep_kinds.contains(&node.kind) {
            break;
        }
        let (start, _) = trailing.unwrap_or((node.start, node.end));
        trailing = Some((start, node.end));
    }
    List {
        node: container,
        items,
        gaps,
        trailing,
    }
}

/// An indented listing of the table for `--dump-tree`: one line per node with its index, field,
/// kind, byte range, flags, categories and the start of its text; then the lists, hoists and
/// replacements.
pub fn dump(table: &SyntaxTable, lang: &LangSpec, text: &[u8]) -> String {
    let language = lang.grammar();
    let mut out = String::new();
    let mut depth: Vec<u32> = Vec::new();
    for (i, node) in table.nodes.iter().enumerate() {
        while depth.last().is_some_and(|&open| i as u32 >= open) {
            depth.pop();
        }
        let kind = language.node_kind_for_id(node.kind).unwrap_or("?");
        let _ = write!(out, "{:indent$}#{i} ", "", indent = 2 * depth.len());
        if node.field != 0 {
            let _ = write!(
                out,
                "{}: ",
                language.field_name_for_id(node.field).unwrap_or("?")
            );
        }
        if node.named {
            out.push_str(kind);
        } else {
            let _ = write!(out, "{kind:?}");
        }
        let _ = write!(out, " {}..{}", node.start, node.end);
        for (flag, name) in [
            (node.error, " error"),
            (node.extra, " extra"),
            (node.removable, " removable"),
        ] {
            if flag {
                out.push_str(name);
            }
        }
        if node.cats != 0 {
            let names: Vec<&str> = category_names(node.cats).collect();
            let _ = write!(out, " [{}]", names.join(" "));
        }
        if node.named {
            let _ = write!(out, " {}", snippet(&text[node.start..node.end]));
        }
        out.push('\n');
        depth.push(node.subtree_end);
    }
    if !table.lists.is_empty() {
        out.push_str("lists:\n");
        for list in &table.lists {
            let items: Vec<String> = list.items.iter().map(|i| format!("#{i}")).collect();
            let seps: Vec<String> = list
                .gaps
                .iter()
                .map(|gap| match gap.sep {
                    Some((s, e)) => snippet(&text[s..e]),
                    None => "-".to_owned(),
                })
                .collect();
            let _ = write!(
                out,
                "  #{}: items {} separators {}",
                list.node,
                items.join(" "),
                if seps.is_empty() {
                    "-".to_owned()
                } else {
                    seps.join(" ")
                }
            );
            if let Some((s, e)) = list.trailing {
                let _ = write!(out, " trailing {}", snippet(&text[s..e]));
            }
            out.push('\n');
        }
    }
    if !table.hoists.is_empty() {
        out.push_str("hoists:\n");
        for &(outer, inner) in &table.hoists {
            let _ = writeln!(out, "  #{outer} -> #{inner}");
        }
    }
    if !table.replacements.is_empty() {
        out.push_str("replacements:\n");
        for &(node, value) in &table.replacements {
            let _ = writeln!(out, "  #{node} -> {value:?}");
        }
    }
    out
}

/// The first few characters of `bytes`, quoted and escaped, on one line.
fn snippet(bytes: &[u8]) -> String {
    const MAX: usize = 40;
    let text = String::from_utf8_lossy(bytes);
    let mut short: String = text.chars().take(MAX).collect();
    if text.chars().nth(MAX).is_some() {
        short.push('…');
    }
    format!("{short:?}")
}
