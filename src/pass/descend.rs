//! `descend`: a node replaced by a node of its class inside it, at any depth (Perses' and
//! Vulcan's move): a statement by a statement inside it, or by an expression inside it made a
//! statement (`if (x) while (({ h(); 0; }));` -> `h();`), an expression by an expression inside
//! it, a type by a type inside it. Hoisting offers the direct pieces the queries name; this
//! pass reaches past the steps in between, which may each be uninteresting on their own: the
//! local minima that deletion and hoisting cannot leave. Classes come from `@class.statement`,
//! `@class.expression` and `@class.type`.

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::syntax::{cat, SyntaxTable};

/// At most this many candidates for one node: the descendants nearest to it (by depth, then
/// from the start), so that a deep statement costs calls in proportion, not in its size.
const PER_NODE: usize = 8;

/// The `descend` pass.
pub struct Descend;

impl SyntaxRewriter for Descend {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let classes = [cat::CLASS_STATEMENT, cat::CLASS_EXPRESSION, cat::CLASS_TYPE];
        let mut out = Vec::new();
        for (i, n) in t.nodes.iter().enumerate() {
            let Some(&class) = classes.iter().find(|&&c| n.cats & c != 0) else {
                continue;
            };
            let own = &text[n.start..n.end];
            let mut found = 0;
            // Breadth first: the nodes one level down, then two, ...
            let mut level: Vec<u32> = t.children(i as u32).collect();
            while !level.is_empty() && found < PER_NODE {
                let mut next = Vec::new();
                for &d in &level {
                    let dn = &t.nodes[d as usize];
                    let inner = &text[dn.start..dn.end];
                    let with: Option<Vec<u8>> = if dn.cats & class != 0 {
                        Some(inner.to_vec())
                    } else if class == cat::CLASS_STATEMENT
                        && dn.cats & cat::CLASS_EXPRESSION != 0
                        && dn.cats & cat::CLASS_STATEMENT == 0
                    {
                        Some([inner, b";"].concat())
                    } else {
                        None
                    };
                    if let Some(with) = with.filter(|w| w.len() < own.len()) {
                        out.push(replace_node(t, i as u32, &with));
                        found += 1;
                        if found == PER_NODE {
                            break;
                        }
                    }
                    next.extend(t.children(d));
                }
                level = next;
            }
        }
        from_end(out, Ties::Smallest)
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_statement_gives_way_to_a_nested_statement_or_expression() {
        let c = "void f(void) { if (x) while (({ h(); 0; })); }";
        let ws = rewritten("descend", "c", c);
        assert!(ws.contains(&"void f(void) { h(); }".to_string()), "{ws:#?}");
        assert!(ws.contains(&"void f(void) { x; }".to_string()), "{ws:#?}");
    }
}
