//! Lists: containers whose items can be deleted in runs, each run with one adjacent separator
//! (no `f(a,,b)`), and how the separators are found.

use super::{Node, SyntaxTable};

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
    /// Nothing but separators, comments and whitespace lies between the items (nor a syntax
    /// error that holds a brace), so a cut may extend from one item to the next.
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
    /// `lines[i]`: where the line of `items[i]` starts, when nothing but spaces and tabs come
    /// before the item on it.
    pub lines: Vec<Option<usize>>,
    /// Every gap starts with a token: a separator (`,`). Where only some do, the tokens belong
    /// to the item before them (the `:` of C++'s `protected:`).
    pub separated: bool,
}

impl List {
    /// The byte range that deletes `items[first..=last]` together with one adjacent separator,
    /// so neither `f(a,,b)` nor `f(a,)` is left where the input had none: the separator after
    /// the run, or, when the run ends the list, the one before it. A run that is the whole list
    /// takes a trailing separator too (`[a,]` becomes `[]`). Whitespace and comments between
    /// the run and the kept neighbour go with the run when the gap is clean; when the kept
    /// neighbour starts a line, its line is kept whole, so its indentation stays and it still
    /// starts a line (a `#pragma` of a preprocessed file must: g++ reads an indented one as a
    /// stray `#`). A run that starts its line goes with its line's indentation then.
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
                if let Some(next_line) = self.lines[last + 1] {
                    match self.lines[first] {
                        Some(line) if line >= table.nodes[self.node as usize].start => {
                            (start, end) = (line, next_line)
                        }
                        // The run starts the container: the indentation is the container's.
                        Some(_) => {}
                        // Up to the newline before the neighbour (a node may end with it).
                        None => end = node(last).end.max(next_line - 1),
                    }
                }
            } else if let Some((_, sep_end)) = gap.after {
                end = sep_end;
            }
        } else if first > 0 {
            let gap = self.gaps[first - 1];
            match (gap.clean, self.separated) {
                (true, true) => start = node(first - 1).end,
                (true, false) => start = gap.after.map_or(node(first - 1).end, |(_, end)| end),
                (false, true) => start = gap.before.map_or(start, |(sep_start, _)| sep_start),
                (false, false) => {}
            }
        } else if let Some((_, trailing_end)) = self.trailing {
            end = trailing_end;
        }
        (start, end)
    }
}

/// Finds the separators of a list from the anonymous children of its container: those
/// between two items separate them; those after the last item are a trailing separator unless
/// they are the closing bracket (the container's last child when an opening token precedes the
/// first item), or, in a container without brackets, unless they differ from the separators
/// seen between items (the `;` ending `int a, b;`).
pub(super) fn separate(nodes: &[Node], text: &[u8], container: u32, items: Vec<u32>) -> List {
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
            } else if !node.extra || node.error && braced(&text[node.start..node.end]) {
                // A node between the items, or a syntax error whose text holds a brace (one
                // that closes the list's container, say).
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
    let lines = items
        .iter()
        .map(|&i| line_start(text, nodes[i as usize].start))
        .collect();
    let separated = gaps.iter().all(|g| g.after.is_some());
    List {
        node: container,
        items,
        gaps,
        trailing,
        lines,
        separated,
    }
}

fn braced(text: &[u8]) -> bool {
    text.iter().any(|&b| b == b'{' || b == b'}')
}

/// Where the line of byte `at` starts, if only spaces and tabs lie between.
fn line_start(text: &[u8], at: usize) -> Option<usize> {
    let indent = text[..at]
        .iter()
        .rev()
        .take_while(|&&b| b == b' ' || b == b'\t')
        .count();
    let start = at - indent;
    (start == 0 || text[start - 1] == b'\n').then_some(start)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::{by_name, LangSpec};
    use crate::syntax::Syntax;
    use crate::syntax::NO_PARENT;

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

    /// A preprocessed file's `#pragma` must start its line: the cut before it takes the lines
    /// of the run whole, or stops at the newline when the run does not start its line.
    #[test]
    fn the_neighbour_keeps_its_line() {
        let text = "namespace std {\n  int a;\n  int b;\n#pragma GCC visibility pop\n  int c; int d;\n#pragma GCC visibility pop\n}\n";
        let syntax = parse("cpp", text);
        let list = list_with_text(&syntax, &text[14..text.len() - 1]);
        assert_eq!(
            cut(&syntax, list, 1, 1),
            text.replace("  int b;\n", ""),
            "{}",
            syntax.dump()
        );
        let d = list.items.len() - 2;
        assert_eq!(cut(&syntax, list, d, d), text.replace("int d;", ""));
    }

    #[test]
    fn a_token_after_some_items_only_is_theirs() {
        let text = "class C {\n  int a;\nprotected:\n  int b;\n  int c;\n};\n";
        let syntax = parse("cpp", text);
        let list = list_with_text(&syntax, &text[8..text.len() - 2]);
        assert!(!list.separated);
        let n = list.items.len();
        let ending = cut(&syntax, list, n - 2, n - 1);
        assert_eq!(
            ending,
            "class C {\n  int a;\nprotected:\n};\n",
            "{}",
            syntax.dump()
        );
        let c = "int f(int a, int b) { return g(a, b); }";
        let syntax = parse("c", c);
        assert!(list_with_text(&syntax, "(a, b)").separated);
    }

    /// tree-sitter-cpp reads libstdc++'s `namespace std __attribute__ ((...))` as a syntax
    /// error, whose recovery can leave a namespace's `}` in an ERROR node between two items of
    /// the file's list: a cut from one item to the next would take it.
    #[test]
    fn a_syntax_error_with_a_brace_between_items_is_no_clean_gap() {
        let gap = |error: &str| {
            let text = format!("a;\n{error}\nb;\n");
            let node = |start: usize, end: usize, at: u32, error: bool| Node {
                kind: 1,
                field: 0,
                start,
                end,
                parent: if at == 0 { NO_PARENT } else { 0 },
                subtree_end: if at == 0 { 4 } else { at + 1 },
                named: true,
                extra: error,
                error,
                removable: at != 0,
                cats: 0,
            };
            let e = 3 + error.len();
            let nodes = [
                node(0, text.len(), 0, false),
                node(0, 2, 1, false),
                node(3, e, 2, true),
                node(e + 1, e + 3, 3, false),
            ];
            separate(&nodes, text.as_bytes(), 0, vec![1, 3]).gaps[0].clean
        };
        assert!(!gap("}"));
        assert!(gap("__z"));
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
            aliases: &[],
            globs: &[],
            language: crate::lang::Grammar::BuiltIn(|| tree_sitter_c::LANGUAGE.into()),
            node_types: Some(tree_sitter_c::NODE_TYPES),
            queries: &[("lists.scm", "(argument_list (identifier) @item) @list")],
            reserved: "",
            preset: "",
            octal_zero: false,
            lexis: crate::tokens::Lexis::PLAIN,
            simplest_type: None,
            scopes: &[],
            derive: false,
            compiled: std::sync::OnceLock::new(),
        };
        let syntax = Syntax::new(&SPEC, b"x = f(a, 1, b);");
        let list = &syntax.table().lists[0];
        assert_eq!(list.items.len(), 2);
        assert!(!list.gaps[0].clean);
        assert_eq!(cut(&syntax, list, 0, 0), "x = f( 1, b);");
        assert_eq!(cut(&syntax, list, 1, 1), "x = f(a, 1);");
    }
}
