//! Parsing a test case with tree-sitter into a flat table of node spans.
//!
//! Cut strategies and passes never see tree-sitter types: a [`tree_sitter::Node`] borrows its
//! tree and dies with the next re-parse, while the reducer keeps positions across many
//! candidate edits. So [`Syntax`] parses, runs the language's queries once, and copies what
//! passes need into plain arrays ([`SyntaxTable`]): every node in pre-order with its byte range,
//! parent, whether the grammar lets it be absent, and the query categories it was captured in;
//! plus the list, hoist, replacement, function and call facts the queries describe.
//!
//! The engine re-parses after every accepted change, so [`Syntax::update`] reuses the old
//! tree through tree-sitter's incremental parsing when the change is a few edits.

use std::fmt::Write as _;

use tree_sitter::{InputEdit, Parser, Point, QueryCursor, StreamingIterator, Tree};

use crate::lang::{category_names, Compiled, LangError, LangSpec};

pub use crate::lang::cat;

/// `parent` of the root node.
pub const NO_PARENT: u32 = u32::MAX;

/// Above this many edits a fresh parse is used: many scattered edits leave little of the old
/// tree to reuse, while each `Tree::edit` and each re-lexed region still costs time.
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
    /// Byte range of the separator tokens (anonymous children of the list node) that directly
    /// follow the earlier item, comments skipped; `None` if the items follow each other without
    /// one (statements) or another node comes first.
    pub after: Option<(usize, usize)>,
    /// The separator tokens directly before the later item. Differs from `after` only when a
    /// node that is not an item sits in the gap.
    pub before: Option<(usize, usize)>,
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
            } else if let Some((_, sep_end)) = gap.after {
                end = sep_end;
            }
        } else if first > 0 {
            let gap = self.gaps[first - 1];
            if gap.clean {
                start = node(first - 1).end;
            } else if let Some((sep_start, _)) = gap.before {
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
    /// The pairs of captures of one match, one list per [`Pair`] kind (index `kind as usize`):
    /// sorted, no duplicates. Read them with [`SyntaxTable::pairs`].
    pub paired: [Vec<(u32, u32)>; Pair::ALL.len()],
}

/// Captures that come in pairs: in one match, a first capture (a name, mostly) and a second
/// (what goes with it). `(first, second)` for every pair of a match; a kind whose second is a
/// list keeps only pairs whose list has items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pair {
    /// `@function.name`, `@function.parameters` (a list).
    Function,
    /// `@call.name`, `@call.arguments` (a list).
    Call,
    /// `@alias.name`, `@alias.type`: a type alias and the type it stands for.
    Alias,
    /// `@var.name`, `@var.value`: a local variable and the value it is declared with.
    Var,
    /// `@field.name`, `@field.declaration`: a struct or union field and its declaration.
    Field,
    /// `@member.name`, `@member.access`: the field an access reads and the whole access.
    Member,
    /// `@pointer.name`, `@pointer.star`: a pointer variable, in its declaration (the name is a
    /// `@definition`) or dereferenced, and its `*`.
    Pointer,
    /// `@return.type`, `@return.value`: a piece of a function's return type (`->`, the type)
    /// and the value the function returns.
    Return,
}

impl Pair {
    pub const ALL: [Pair; 8] = [
        Pair::Function,
        Pair::Call,
        Pair::Alias,
        Pair::Var,
        Pair::Field,
        Pair::Member,
        Pair::Pointer,
        Pair::Return,
    ];

    /// The categories of the first and the second capture, and the kind's name in dumps.
    fn cats(self) -> (u32, u32, &'static str) {
        match self {
            Pair::Function => (cat::FUNCTION_NAME, cat::FUNCTION_PARAMETERS, "functions"),
            Pair::Call => (cat::CALL_NAME, cat::CALL_ARGUMENTS, "calls"),
            Pair::Alias => (cat::ALIAS_NAME, cat::ALIAS_TYPE, "aliases"),
            Pair::Var => (cat::VAR_NAME, cat::VAR_VALUE, "vars"),
            Pair::Field => (cat::FIELD_NAME, cat::FIELD_DECLARATION, "fields"),
            Pair::Member => (cat::MEMBER_NAME, cat::MEMBER_ACCESS, "members"),
            Pair::Pointer => (cat::POINTER_NAME, cat::POINTER_STAR, "pointers"),
            Pair::Return => (cat::RETURN_TYPE, cat::RETURN_VALUE, "returns"),
        }
    }

    /// The kind a capture category belongs to, and whether it is the first of the pair.
    fn of(bit: u32) -> Option<(Pair, bool)> {
        Pair::ALL.into_iter().find_map(|kind| match kind.cats() {
            (first, _, _) if first == bit => Some((kind, true)),
            (_, second, _) if second == bit => Some((kind, false)),
            _ => None,
        })
    }
}

impl SyntaxTable {
    /// The `(first, second)` captures of every match of a kind of pair.
    pub fn pairs(&self, kind: Pair) -> &[(u32, u32)] {
        &self.paired[kind as usize]
    }

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
        Syntax::build(lang, text, None)
    }

    /// Like [`Syntax::new`], with `tree` the parse of `text` (made elsewhere, by the parse
    /// checker say): no parse, and the tree's nodes are shared with the other copies.
    pub fn with_tree(lang: &'static LangSpec, text: &[u8], tree: Tree) -> Syntax {
        debug_assert_eq!(tree.root_node().end_byte(), text.len());
        Syntax::build(lang, text, Some(tree)).unwrap_or_else(|e| panic!("{e}"))
    }

    /// The syntax of `text`, parsed unless its `tree` is given.
    fn build(
        lang: &'static LangSpec,
        text: &[u8],
        tree: Option<Tree>,
    ) -> Result<Syntax, LangError> {
        let compiled = lang.compiled()?;
        let mut parser = Parser::new();
        parser
            .set_language(&compiled.language)
            .map_err(|e| LangError::Abi {
                lang: lang.name,
                message: e.to_string(),
            })?;
        let tree = tree.unwrap_or_else(|| parse(&mut parser, text, None));
        let mut cursor = QueryCursor::new();
        let table = build_table(compiled, &tree, text, &mut cursor, query_chunks(text.len()));
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

    /// The parse of the current text.
    pub fn tree(&self) -> &Tree {
        &self.tree
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
    /// With few edits the old tree is reused (tree-sitter incremental parsing); otherwise the
    /// text is parsed afresh. Edits that do not describe `new_text` are a caller bug: debug
    /// builds panic, release builds parse afresh.
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
        self.set_tree(new_text, tree);
    }

    /// Moves to `new_text`, whose parse is `tree` (made elsewhere, by the parse checker say):
    /// no parse, and the tree's nodes are shared with whoever holds another copy of it.
    pub fn set_tree(&mut self, new_text: &[u8], tree: Tree) {
        debug_assert_eq!(tree.root_node().end_byte(), new_text.len());
        self.table = build_table(
            self.compiled,
            &tree,
            new_text,
            &mut self.cursor,
            query_chunks(new_text.len()),
        );
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

/// The edits are sorted, non-overlapping and inside `old`, and the bytes they leave alone are
/// the same in `old` and `new`. Reusing a tree with wrong edits would silently give a wrong
/// tree; comparing the kept bytes is a memcmp, cheap next to any parse.
fn edits_describe(old: &[u8], new: &[u8], edits: &[(usize, usize, usize)]) -> bool {
    let (mut old_at, mut new_at) = (0, 0);
    for &(start, old_end, new_len) in edits {
        if start < old_at || old_end < start || old_end > old.len() {
            return false;
        }
        let kept = start - old_at;
        if new.get(new_at..new_at + kept) != Some(&old[old_at..start]) {
            return false;
        }
        new_at += kept + new_len;
        old_at = old_end;
    }
    new.get(new_at..) == Some(&old[old_at..])
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

/// Texts at least this long run the query on several threads; below it, spawning costs more
/// than it saves.
const PARALLEL_MIN_LEN: usize = 128 * 1024;

/// At most this many query threads: each also walks the top levels of the tree outside its
/// chunk, so returns diminish.
const MAX_QUERY_THREADS: usize = 8;

/// How many byte-range chunks to run the query on for a text of `len` bytes.
fn query_chunks(len: usize) -> usize {
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
fn build_table(
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
    start: usize,
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
            start: c.node.start_byte(),
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
                .map(|c| locator.find(c.start, c.id))
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
        let list = separate(nodes, container, items);
        nodes[container as usize].cats |= cat::LIST;
        for &item in &list.items {
            nodes[item as usize].cats |= cat::ITEM;
        }
        lists.push(list);
    }

    for (kind, pairs) in Pair::ALL.into_iter().zip(&mut paired) {
        pairs.sort_unstable();
        pairs.dedup();
        // Pairs whose list is not a list (no items captured) are of no use to the passes.
        if matches!(kind, Pair::Function | Pair::Call) {
            pairs.retain(|&(_, list)| lists.binary_search_by_key(&list, |l| l.node).is_ok());
        }
    }

    table.lists = lists;
    table.hoists = hoists;
    table.replacements = replacements;
    table.paired = paired;
}

/// Finds the separators of a list from the anonymous children of its container: those
/// between two items separate them; those after the last item are a trailing separator unless
/// they are the closing bracket (the container's last child when an opening token precedes the
/// first item), or, in a container without brackets, unless they differ from the separators
/// seen between items (the `;` ending `int a, b;`).
fn separate(nodes: &[Node], container: u32, items: Vec<u32>) -> List {
    let empty = Gap {
        after: None,
        before: None,
        clean: true,
    };
    let mut gaps = vec![empty; items.len() - 1];
    // Still in the run of tokens that directly follows the previous item?
    let mut leading = true;
    let mut next_item = 0;
    let mut opened = false;
    let mut sep_kinds: Vec<u16> = Vec::new();
    let mut after: Vec<u32> = Vec::new();
    let extend = |range: Option<(usize, usize)>, node: &Node| {
        Some((range.map_or(node.start, |(start, _)| start), node.end))
    };
    let end = nodes[container as usize].subtree_end;
    let mut child = container + 1;
    while child < end {
        let node = &nodes[child as usize];
        if next_item < items.len() && child == items[next_item] {
            next_item += 1;
            leading = true;
        } else if next_item == 0 {
            opened |= !node.named;
        } else if next_item < items.len() {
            let gap = &mut gaps[next_item - 1];
            if !node.named {
                if leading {
                    gap.after = extend(gap.after, node);
                }
                gap.before = extend(gap.before, node);
                if !sep_kinds.contains(&node.kind) {
                    sep_kinds.push(node.kind);
                }
            } else if !node.extra {
                leading = false;
                gap.before = None;
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
                .map(|gap| match (gap.after, gap.before) {
                    (Some((s, e)), before) if before == gap.after => snippet(&text[s..e]),
                    (None, None) => "-".to_owned(),
                    (after, before) => {
                        let show = |r: Option<(usize, usize)>| {
                            r.map_or("-".to_owned(), |(s, e)| snippet(&text[s..e]))
                        };
                        format!("{}/{}", show(after), show(before))
                    }
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
    for kind in Pair::ALL {
        let (pairs, (_, _, title)) = (table.pairs(kind), kind.cats());
        if !pairs.is_empty() {
            let _ = writeln!(out, "{title}:");
            for &(name, list) in pairs {
                let name_text = snippet(table.text(name, text));
                let _ = writeln!(out, "  #{name} {name_text} #{list}");
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::by_name;

    fn parse(lang: &str, text: &str) -> Syntax {
        Syntax::new(by_name(lang).unwrap(), text.as_bytes())
    }

    /// The list whose container has exactly this text.
    fn list_with_text<'s>(syntax: &'s Syntax, container: &str) -> &'s List {
        let table = syntax.table();
        table
            .lists
            .iter()
            .find(|l| table.text(l.node, syntax.text()) == container.as_bytes())
            .unwrap_or_else(|| panic!("no list `{container}` in\n{}", syntax.dump()))
    }

    fn cut(syntax: &Syntax, list: &List, first: usize, last: usize) -> String {
        let (s, e) = list.cut_range(syntax.table(), first, last);
        let text = syntax.text();
        String::from_utf8_lossy(&[&text[..s], &text[e..]].concat()).into_owned()
    }

    #[test]
    fn advance_counts_rows_and_columns() {
        let start = Point::new(2, 5);
        assert_eq!(advance(start, b"abc"), Point::new(2, 8));
        assert_eq!(advance(start, b"ab\ncd\nxyz"), Point::new(4, 3));
        assert_eq!(advance(start, b"\n"), Point::new(3, 0));
        let mut lines = LineScanner::default();
        let text = b"ab\ncd\nef";
        assert_eq!(lines.point_at(text, 1), Point::new(0, 1));
        assert_eq!(lines.point_at(text, 4), Point::new(1, 1));
        assert_eq!(lines.point_at(text, 8), Point::new(2, 2));
    }

    #[test]
    fn edits_must_be_sorted_disjoint_and_add_up() {
        let old = b"0123456789";
        assert!(edits_describe(old, b"01x6789", &[(2, 6, 1)]));
        assert!(edits_describe(
            old,
            b"0x23456789yy",
            &[(1, 2, 1), (10, 10, 2)]
        ));
        assert!(
            !edits_describe(old, b"0123", &[(1, 2, 1)]),
            "length mismatch"
        );
        assert!(
            !edits_describe(old, b"0x2y456789", &[(3, 4, 1), (1, 2, 1)]),
            "unsorted"
        );
        assert!(
            !edits_describe(old, b"01234", &[(8, 12, 0)]),
            "past the end"
        );
        assert!(edits_describe(old, old, &[]));
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
    fn declarators_keep_the_closing_semicolon() {
        let syntax = parse("c", "int a, b;\nint c;\n");
        let list = list_with_text(&syntax, "int a, b;");
        assert_eq!(list.trailing, None);
        assert_eq!(cut(&syntax, list, 1, 1), "int a;\nint c;\n");
        assert_eq!(cut(&syntax, list, 0, 0), "int b;\nint c;\n");
        assert_eq!(cut(&syntax, list, 0, 1), "int ;\nint c;\n");
    }

    #[test]
    fn trailing_separators_go_only_with_the_whole_list() {
        let syntax = parse("c", "int v[] = {1, 2,};");
        let list = list_with_text(&syntax, "{1, 2,}");
        assert!(list.trailing.is_some());
        assert_eq!(cut(&syntax, list, 1, 1), "int v[] = {1,};");
        assert_eq!(cut(&syntax, list, 0, 0), "int v[] = {2,};");
        assert_eq!(cut(&syntax, list, 0, 1), "int v[] = {};");

        let syntax = parse("rust", "fn f() { let t = (1,); }");
        let list = list_with_text(&syntax, "(1,)");
        assert_eq!(cut(&syntax, list, 0, 0), "fn f() { let t = (); }");
    }

    #[test]
    fn statements_take_the_whitespace_up_to_their_neighbour() {
        let syntax = parse("c", "void f(void) {\n  a();\n  b();\n  c();\n}\n");
        let list = list_with_text(&syntax, "{\n  a();\n  b();\n  c();\n}");
        assert!(list.gaps.iter().all(|g| g.clean && g.after.is_none()));
        assert_eq!(
            cut(&syntax, list, 1, 1),
            "void f(void) {\n  a();\n  c();\n}\n"
        );
        assert_eq!(
            cut(&syntax, list, 2, 2),
            "void f(void) {\n  a();\n  b();\n}\n"
        );
        assert_eq!(cut(&syntax, list, 0, 2), "void f(void) {\n  \n}\n");
    }

    #[test]
    fn comments_are_not_items_and_go_with_a_clean_gap() {
        let syntax = parse("javascript", "f(a, /* b */ c);");
        let list = list_with_text(&syntax, "(a, /* b */ c)");
        assert_eq!(list.items.len(), 2);
        assert_eq!(cut(&syntax, list, 0, 0), "f(c);");
        assert_eq!(cut(&syntax, list, 1, 1), "f(a);");
    }

    #[test]
    fn a_node_between_items_stays_and_keeps_its_separators() {
        // Only identifiers are items here, so `1` sits in a gap that is not clean.
        static SPEC: LangSpec = LangSpec {
            name: "c-identifiers-only",
            globs: &[],
            language: || tree_sitter_c::LANGUAGE.into(),
            node_types: tree_sitter_c::NODE_TYPES,
            queries: &[("lists.scm", "(argument_list (identifier) @item) @list")],
            reserved: "",
        };
        let syntax = Syntax::new(&SPEC, b"x = f(a, 1, b);");
        let list = &syntax.table().lists[0];
        assert_eq!(list.items.len(), 2);
        assert!(!list.gaps[0].clean);
        assert_eq!(cut(&syntax, list, 0, 0), "x = f( 1, b);");
        assert_eq!(cut(&syntax, list, 1, 1), "x = f(a, 1);");
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

    #[test]
    fn dump_shows_kinds_categories_and_structure() {
        let syntax = parse("c", "int f(int a) { return g(a, 1); }");
        let dump = syntax.dump();
        let lines: Vec<&str> = dump.lines().collect();
        assert_eq!(
            lines[0],
            "#0 translation_unit 0..32 [list] \"int f(int a) { return g(a, 1); }\""
        );
        assert!(
            dump.contains("#17 arguments: argument_list 23..29 [list call.arguments] \"(a, 1)\"\n"),
            "{dump}"
        );
        assert!(dump.contains("    #18 \"(\" 23..24\n"), "{dump}");
        assert!(dump.contains("#21 number_literal 27..28 removable [item hoist.inner replace literal.number] \"1\"\n"), "{dump}");
        assert!(dump.contains("#23 \";\" 29..30\n"), "{dump}");
        assert!(
            dump.contains("lists:\n  #0: items #1 separators -\n"),
            "{dump}"
        );
        assert!(
            dump.contains("  #17: items #19 #21 separators \",\"\n"),
            "{dump}"
        );
        assert!(
            dump.contains("hoists:\n  #15 -> #19\n  #15 -> #21\n"),
            "{dump}"
        );
        assert!(dump.contains("replacements:\n  #11 -> \"{}\"\n"), "{dump}");
        assert!(
            dump.ends_with("functions:\n  #4 \"f\" #5\ncalls:\n  #16 \"g\" #17\n"),
            "{dump}"
        );
    }

    #[test]
    fn update_handles_edits_at_both_ends_and_falls_back_on_many() {
        let spec = by_name("rust").unwrap();
        let text = "fn a() {}\nfn b() { let x = 1; }\n";
        let mut syntax = Syntax::new(spec, text.as_bytes());
        let new_text = "// head\nfn a() {}\nfn b() { let x = 12; }\n// tail";
        syntax.update(new_text.as_bytes(), &[(0, 0, 8), (28, 28, 1), (32, 32, 7)]);
        assert_eq!(
            syntax.table(),
            Syntax::new(spec, new_text.as_bytes()).table()
        );

        // More edits than the incremental limit: one-byte insertions everywhere.
        let old = syntax.text().to_vec();
        let spaced: Vec<u8> = old.iter().flat_map(|&b| [b, b' ']).collect();
        let edits: Vec<_> = (0..old.len()).map(|i| (i + 1, i + 1, 1)).collect();
        syntax.update(&spaced, &edits);
        assert_eq!(syntax.table(), Syntax::new(spec, &spaced).table());
    }
}
