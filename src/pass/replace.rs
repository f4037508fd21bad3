//! `replace`: a node replaced by the simplest value of its class (`0`, `""`, `{}`, `null`,
//! `()`, `int`): the `@replace` captures of `grammars/<lang>/replace.scm`, each with its value.
//! A preset may keep it to some node kinds (`kinds = ["compound_statement"]`: bodies made `;`
//! or `{}`, early, the way C-Vise starts on a large C++ file).

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::syntax::SyntaxTable;

pub struct Replace {
    /// Only nodes of these kinds (`None`: all).
    pub kinds: Option<Vec<u16>>,
}

impl SyntaxRewriter for Replace {
    fn rewrites(&self, t: &SyntaxTable, _text: &[u8]) -> Vec<Rewrite> {
        let wanted = |node: u32| {
            let kind = t.nodes[node as usize].kind;
            self.kinds.as_ref().is_none_or(|k| k.contains(&kind))
        };
        from_end(
            t.replacements
                .iter()
                .filter(|&&(node, _)| wanted(node))
                .map(|&(node, value)| replace_node(t, node, value.as_bytes()))
                .collect(),
            Ties::Smallest,
        )
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_regex_is_tried_as_the_shortest_value_then_as_the_shortest_regex() {
        let js = "/^[0-9]+$/.tset();\n";
        assert_eq!(
            rewritten("replace", "javascript", js),
            ["0;\n", "\"\".tset();\n", "/a/.tset();\n"]
        );
    }

    #[test]
    fn a_static_assertion_fails_for_its_own_sake() {
        let cpp = "static_assert(e<int>::h, \"m\");\n";
        let all = rewritten("replace", "cpp", cpp);
        assert!(
            all.iter().any(|r| r == "static_assert(0, \"m\");\n"),
            "{all:?}"
        );
    }

    #[test]
    fn rust_structs_and_variants_without_fields_become_units() {
        let all = rewritten("replace", "rust", "struct S{}\nenum E{A{}}\nfn f(){S{};}\n");
        for unit in [
            "struct S;\nenum E{A{}}\nfn f(){S{};}\n",
            "struct S{}\nenum E{A}\nfn f(){S{};}\n",
            "struct S{}\nenum E{A{}}\nfn f(){S;}\n",
        ] {
            assert!(all.iter().any(|r| r == unit), "{unit:?} not in {all:?}");
        }
        let tuple = rewritten("replace", "rust", "struct T();\n");
        assert!(tuple.iter().any(|r| r == "struct T;\n"), "{tuple:?}");
    }
}
