//! Where an edit can change the parse: the items around it in the innermost item list that
//! parses on its own (a [`Scope`]: the file's top level, a block, a class body). The parse check
//! reparses only those items, wrapped as their scope says, instead of the whole file.

use tree_sitter::Node;

use crate::edit::Edit;
use crate::lang::Scope;

/// A stretch of the text (in the base's coordinates) made of whole items of one scope's list,
/// holding one or more edits.
#[derive(Debug, Clone)]
pub(crate) struct Region {
    pub start: usize,
    pub end: usize,
    pub scope: &'static Scope,
    /// The list node's id.
    list: usize,
}

impl Region {
    /// The region's text after `edits` (all of them inside it, sorted), wrapped in its scope,
    /// with a line end after it (where a line comment or a preprocessor line in it ends).
    pub fn wrapped(&self, base: &[u8], edits: &[Edit]) -> Vec<u8> {
        let mut out = Vec::with_capacity(
            self.scope.before.len() + self.end - self.start + 1 + self.scope.after.len(),
        );
        out.extend_from_slice(self.scope.before.as_bytes());
        let mut at = self.start;
        for e in edits {
            out.extend_from_slice(&base[at..e.start]);
            out.extend_from_slice(&e.with);
            at = e.end;
        }
        out.extend_from_slice(&base[at..self.end]);
        out.push(b'\n');
        out.extend_from_slice(self.scope.after.as_bytes());
        out
    }
}

/// The regions that hold `edits` (sorted, non-overlapping), each edit in exactly one, sorted;
/// None when an edit is in no scope's list (it touches a list's brackets at every level) or the
/// regions of two lists overlap without one holding the other.
pub(crate) fn regions(root: Node, scopes: &'static [Scope], edits: &[Edit]) -> Option<Vec<Region>> {
    let mut out: Vec<Region> = Vec::new();
    for e in edits {
        let mut region = region(root, scopes, e)?;
        // The regions so far are sorted and apart; this one starts no later than its edit,
        // which comes after theirs. It joins a region of the same list it overlaps, holds or
        // lies inside one of another list, or overlaps one of another list in part (no regions).
        while let Some(last) = out.last() {
            if region.start >= last.end {
                break;
            }
            let last = out.pop().expect("a last region");
            if region.list == last.list {
                region.start = region.start.min(last.start);
                region.end = region.end.max(last.end);
            } else if region.start >= last.start && region.end <= last.end {
                region = last;
            } else if region.start > last.start || region.end < last.end {
                return None;
            }
        }
        out.push(region);
    }
    Some(out)
}

/// The region of one edit: in the innermost scope list around it whose brackets it leaves alone,
/// the items the edit overlaps or touches and the item after them (past comments), joined with the edit's own
/// span.
fn region(root: Node, scopes: &'static [Scope], e: &Edit) -> Option<Region> {
    let mut node = root.descendant_for_byte_range(e.start, e.end)?;
    loop {
        if let Some(scope) = scopes.iter().find(|s| s.kind == node.kind()) {
            if let Some((start, end)) = items_around(node, e.start, e.end) {
                return Some(Region {
                    start,
                    end,
                    scope,
                    list: node.id(),
                });
            }
        }
        node = node.parent()?;
    }
}

/// The span of `list`'s items that overlap or touch `start..end`, joined with it; None if the
/// span reaches the list's opening or closing token. An item may end in tokens that are the
/// list's own children (the `;` after `struct s {...}` at the top level of C): a span never
/// starts or ends between an item and such tokens.
fn items_around(list: Node, start: usize, end: usize) -> Option<(usize, usize)> {
    let count = list.child_count();
    let (mut inner_start, mut inner_end) = (list.start_byte(), list.end_byte());
    // A list that opens with a token (`{`) closes with one; a file's top level has neither
    // (it may end in a `;` that belongs to its last item).
    let first_child = list.child(0)?;
    if !first_child.is_named() {
        inner_start = first_child.end_byte();
        let last_child = list.child(count - 1)?;
        if count > 1 && !last_child.is_named() {
            inner_end = last_child.start_byte();
        }
    }
    if start < inner_start || end > inner_end {
        return None;
    }
    let item = |c: &Node| c.start_byte() >= inner_start && c.end_byte() <= inner_end;
    // The first child that ends at `start` or later.
    let mut cursor = list.walk();
    if cursor
        .goto_first_child_for_byte(start.saturating_sub(1))
        .is_none()
    {
        return Some((start, end));
    }
    // Past the opening bracket.
    while !item(&cursor.node()) && cursor.node().end_byte() <= inner_start {
        if !cursor.goto_next_sibling() {
            return Some((start, end));
        }
    }
    let mut first = cursor.node();
    if !item(&first) || first.start_byte() > end {
        return Some((start, end));
    }
    // Tokens of the item before (its `;`): back to that item.
    while !first.is_named() {
        match first.prev_sibling() {
            Some(p) if item(&p) => first = p,
            _ => break,
        }
    }
    // Forward over the children that touch the edit, then to the item after them (past
    // comments, which are extras), then over that item's own tokens.
    let mut last = cursor.node();
    while cursor.goto_next_sibling() && item(&cursor.node()) && cursor.node().start_byte() <= end {
        last = cursor.node();
    }
    let mut next = Some(cursor.node()).filter(|n| n.id() != last.id() && item(n));
    while let Some(n) = next {
        last = n;
        if n.is_named() && !n.is_extra() {
            break;
        }
        next = n.next_sibling().filter(|s| item(s));
    }
    while let Some(n) = last.next_sibling().filter(|s| item(s) && !s.is_named()) {
        last = n;
    }
    Some((start.min(first.start_byte()), end.max(last.end_byte())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::by_name;
    use tree_sitter::Parser;

    fn parse(lang: &str, text: &str) -> tree_sitter::Tree {
        let mut parser = Parser::new();
        parser
            .set_language(&by_name(lang).unwrap().grammar())
            .unwrap();
        parser.parse(text, None).unwrap()
    }

    fn spans(lang: &str, text: &str, edits: &[Edit]) -> Option<Vec<(String, &'static str)>> {
        let tree = parse(lang, text);
        let scopes = by_name(lang).unwrap().scopes;
        let found = regions(tree.root_node(), scopes, edits)?;
        Some(
            found
                .iter()
                .map(|r| (text[r.start..r.end].to_string(), r.scope.kind))
                .collect(),
        )
    }

    const C: &str = "int a;\nint f(int x) {\n  x++;\n  return x;\n}\nstruct s { int p; int q; };\n";

    #[test]
    fn an_edit_gets_the_items_around_it_in_the_innermost_scope() {
        let at = |s: &str| C.find(s).unwrap();
        // Inside a statement: that statement and the next, in the function's block.
        let e = Edit::cut(at("x++") + 1, at("x++") + 3);
        assert_eq!(
            spans("c", C, &[e]),
            Some(vec![("x++;\n  return x;".into(), "compound_statement")])
        );
        // The last field: its declaration, in the struct's body.
        let e = Edit::cut(at("int q"), at("int q") + 3);
        assert_eq!(
            spans("c", C, &[e]),
            Some(vec![("int q;".into(), "field_declaration_list")])
        );
        // The block's `{`: the whole function and the struct after it with its `;`, at the top
        // level.
        let e = Edit::cut(at("{\n"), at("{\n") + 1);
        let top = &C[at("int f")..];
        let top = top.trim_end();
        assert_eq!(
            spans("c", C, &[e]),
            Some(vec![(top.into(), "translation_unit")])
        );
        // Just after a block's `{`: its first statement.
        let e = Edit::cut(at("{\n") + 1, at("x++") + 1);
        assert_eq!(
            spans("c", C, &[e]),
            Some(vec![("\n  x++;\n  return x;".into(), "compound_statement")])
        );
        // Edits in two statements of a block make one region; in two lists, two; an edit in a
        // region's item and one whose region holds it, one.
        let edits = [
            Edit::cut(at("x++"), at("x++") + 1),
            Edit::cut(at("return"), at("return") + 1),
            Edit::cut(at("int p"), at("int p") + 4),
        ];
        assert_eq!(
            spans("c", C, &edits),
            Some(vec![
                ("x++;\n  return x;".into(), "compound_statement"),
                ("int p; int q;".into(), "field_declaration_list")
            ])
        );
        let edits = [
            Edit::cut(at("x++"), at("x++") + 1),
            Edit::cut(at("}\nstruct"), at("}\nstruct") + 1),
        ];
        assert_eq!(
            spans("c", C, &edits),
            Some(vec![(top.into(), "translation_unit")])
        );
        // Whitespace between items: the items it touches.
        let e = Edit::cut(at("\n  return"), at("\n  return") + 3);
        assert_eq!(
            spans("c", C, &[e]),
            Some(vec![("x++;\n  return x;".into(), "compound_statement")])
        );
        // A comment is not the item after: the one after it is.
        let text = "void f() { a(); /* c */ b(); c(); }";
        let e = Edit::cut(text.find("a()").unwrap(), text.find("a()").unwrap() + 1);
        assert_eq!(
            spans("c", text, &[e]),
            Some(vec![("a(); /* c */ b();".into(), "compound_statement")])
        );
    }

    #[test]
    fn the_wrapped_text_is_the_region_after_its_edits() {
        let text = "fn f() { let a = 1; g(a); }\nfn h() {}\n";
        let tree = parse("rust", text);
        let edits = [
            Edit::cut(13, 14),
            Edit {
                start: 22,
                end: 23,
                with: b"b".to_vec(),
            },
            Edit::cut(29, 31),
        ];
        let found = regions(tree.root_node(), by_name("rust").unwrap().scopes, &edits).unwrap();
        assert_eq!(found.len(), 2);
        assert_eq!(
            found[0].wrapped(text.as_bytes(), &edits[..2]),
            b"fn w(){let  = 1; g(b);\n}"
        );
        assert_eq!(found[1].wrapped(text.as_bytes(), &edits[2..]), b"fh() {}\n");
    }
}
