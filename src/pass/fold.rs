//! `fold`: a function whose body is a declaration without a value and one statement after it
//! replaced by the declaration with that statement as its value, where the function stood:
//! `int f() { T *p; p.x; }` -> `T *p=p.x;`. A compiler's error about the statement often
//! stays when the code moves to an initializer at file scope, and the function's head and
//! braces go. From `@fold.outer` with `@fold.declaration`. Joining the two statements alone
//! keeps the size (`;` -> `=`), so no cut or single rewrite reaches it.

use super::{from_end, replace_node, Rewrite, SyntaxRewriter, Ties};
use crate::syntax::{Pair, SyntaxTable};

pub struct Fold;

impl SyntaxRewriter for Fold {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let rewrites = t
            .pairs(Pair::Fold)
            .iter()
            .filter_map(|&(outer, declaration)| {
                folded(t, declaration, text).map(|with| replace_node(t, outer, &with))
            })
            .collect();
        from_end(rewrites, Ties::Smallest)
    }
}

/// The declaration `T x;` with what follows it in its block up to the closing bracket (or the
/// end of the function, when the file ends inside it) as its value: `T x=e;`. None when the declaration does not end with `;` or nothing follows.
fn folded(t: &SyntaxTable, declaration: u32, text: &[u8]) -> Option<Vec<u8>> {
    let d = &t.nodes[declaration as usize];
    let last = &t.nodes[t.children(d.parent).last()? as usize];
    // Up to the block's `}`, or to the end of a function the file ends inside.
    let end = if &text[last.start..last.end] == b"}" {
        last.start
    } else {
        t.nodes[d.parent as usize].end
    };
    let head = text[d.start..d.end].strip_suffix(b";")?;
    let value = text[d.end..end].trim_ascii();
    let value = value.strip_suffix(b";").unwrap_or(value).trim_ascii_end();
    if value.is_empty() {
        return None;
    }
    Some([head.trim_ascii_end(), b"=", value, b";"].concat())
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_declaration_takes_the_statement_after_it_as_its_value() {
        let cpp = "struct a;\nint b() { a *p; p.n; }\nint c() { int x; x++; x++; }\n";
        assert_eq!(
            rewritten("fold", "cpp", cpp),
            ["struct a;\na *p=p.n;\nint c() { int x; x++; x++; }\n"]
        );
        // The statement's missing `;` is added; a declaration with a value is left alone.
        let c = "int f() { int *q; *q + 1 }\nint g() { int y = 2; y; }\n";
        assert_eq!(
            rewritten("fold", "c", c),
            ["int *q=*q + 1;\nint g() { int y = 2; y; }\n"]
        );
        // A file that ends inside the function, after the expression.
        let cut = "typedef struct {} T;\nint i;\nvoid f() {\n  T h;\n  i = h";
        assert_eq!(
            rewritten("fold", "c", cut),
            ["typedef struct {} T;\nint i;\nT h=i = h;"]
        );
        assert_eq!(
            rewritten("fold", "cpp", cut),
            ["typedef struct {} T;\nint i;\nT h=i = h;"]
        );
    }
}
