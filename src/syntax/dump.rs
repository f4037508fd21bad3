//! `--dump-tree`: the table as text, for writing and checking queries.

use std::fmt::Write as _;

use super::{Pair, SyntaxTable};
use crate::lang::{category_names, LangSpec};

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
    use crate::lang::by_name;
    use crate::syntax::Syntax;

    fn parse(lang: &str, text: &str) -> Syntax {
        Syntax::new(by_name(lang).unwrap(), text.as_bytes())
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
        assert!(dump.contains("#21 number_literal 27..28 removable [item hoist.inner replace literal.number class.expression] \"1\"\n"), "{dump}");
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
            dump.ends_with(
                "functions:\n  #4 \"f\" #5\ncalls:\n  #16 \"g\" #17\n\
                 absorbs:\n  #1 \"int f(int a) { return g(a, 1); }\" #11\n"
            ),
            "{dump}"
        );
    }
}
