//! `fields`: a struct or union field made a variable of its own (what C-Reduce calls
//! aggregate-to-scalar). The field's declaration leaves its struct for file scope, just before
//! the first top-level item that reads the field, and every access to a field of that name
//! (`x.f`, `p->f`, `a[1].b.f`) becomes `f`:
//!
//! `typedef struct { long i; } T; T *p; g() { p->i = 1; }` ->
//! `typedef struct { } T; T *p; long i; g() { i = 1; }`
//!
//! Then the struct, and the variables of its type, are often left with no use. One candidate
//! per field, from `@field.name`/`@field.declaration` and `@member.name`/`@member.access`. Two
//! structs with a field of one name are not told apart: every access goes, and the test says
//! whether that was right.

use super::{from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{Pair, SyntaxTable};
use crate::tokens::word_byte;

pub struct Fields;

impl SyntaxRewriter for Fields {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        let fields = t.pairs(Pair::Field);
        let mut rewrites = Vec::new();
        for (k, &(name, decl)) in fields.iter().enumerate() {
            // A declaration of several fields (`int a, b;`) would move whole.
            let shared = |&(_, d): &(u32, u32)| d == decl;
            if fields[..k].iter().any(shared) || fields[k + 1..].iter().any(shared) {
                continue;
            }
            let field = t.text(name, text);
            let declaration = t.text(decl, text);
            // Nested struct definitions and bit-fields have no meaning at file scope.
            if declaration.iter().any(|&b| b == b'{' || b == b':') {
                continue;
            }
            let Some((start, end)) = t.declaration_cut(name) else {
                continue;
            };
            // The outermost accesses to a field of this name: in `x.f.f`, the whole.
            let mut accesses: Vec<(usize, usize, u32)> = Vec::new();
            for &(member, access) in t.pairs(Pair::Member) {
                let n = &t.nodes[access as usize];
                if t.text(member, text) == field {
                    accesses.push((n.start, n.end, access));
                }
            }
            accesses.sort_by_key(|&(s, e, _)| (s, std::cmp::Reverse(e)));
            accesses.dedup_by(|inner, outer| inner.0 < outer.1);
            let Some(&(_, _, first)) = accesses.first() else {
                continue;
            };
            let item = t.top_level(first);
            let at = t.nodes[item as usize].start;
            let overlaps = accesses.iter().any(|&(s, e, _)| s < end && start < e);
            if item == t.top_level(decl) || overlaps {
                continue;
            }
            let mut moved = Vec::new();
            if at > 0 && word_byte(text[at - 1]) {
                moved.push(b' ');
            }
            moved.extend_from_slice(declaration.trim_ascii_end());
            if moved.last() != Some(&b';') {
                moved.push(b';');
            }
            let mut edits = vec![
                Edit::cut(start, end),
                Edit {
                    start: at,
                    end: at,
                    with: moved,
                },
            ];
            edits.extend(accesses.iter().map(|&(s, e, _)| Edit {
                start: s,
                end: e,
                with: field.to_vec(),
            }));
            edits.sort_by_key(|e| (e.start, e.end));
            rewrites.push(Rewrite {
                at: t.nodes[name as usize].start,
                edits,
            });
        }
        from_end(rewrites, Ties::AsFound)
    }
}

#[cfg(test)]
mod tests {
    fn rewrites(text: &str) -> Vec<String> {
        crate::pass::rewritten("fields", "c", text)
    }

    #[test]
    fn a_field_becomes_a_variable_before_its_first_reader() {
        let c = "typedef struct { long i; int *q; } T;\nT *p;\nint g(void) { p->i = 1; return (*p).i + *p->q; }\n";
        assert_eq!(
            rewrites(c),
            [
                "typedef struct { long i; } T;\nT *p;\nint *q;int g(void) { p->i = 1; return (*p).i + *q; }\n",
                "typedef struct { int *q; } T;\nT *p;\nlong i;int g(void) { i = 1; return i + *p->q; }\n",
            ]
        );
    }

    #[test]
    fn nested_accesses_and_declarations_that_cannot_move() {
        // `int a, b;`, bit-fields and struct definitions stay; the inner `f` moves, and the
        // whole of `x.f.f` becomes `f`.
        let c = "struct S { int a, b; unsigned c : 3; struct { int f; } f; } x;\nint g(void) { return x.f.f + x.a + x.c; }";
        assert_eq!(
            rewrites(c),
            ["struct S { int a, b; unsigned c : 3; struct {  } f; } x;\nint f;int g(void) { return f + x.a + x.c; }"]
        );
        let c = "struct T { int f; };\nstruct U { struct T f; } y;\nint g(void) { return y.f.f; }";
        assert_eq!(
            rewrites(c),
            [
                "struct T { int f; };\nstruct U {  } y;\nstruct T f;int g(void) { return f; }",
                "struct T {  };\nstruct U { struct T f; } y;\nint f;int g(void) { return f; }",
            ]
        );
        // No access, or an access in the struct's own top-level item: nothing to do.
        assert_eq!(rewrites("struct { int f; } z;"), Vec::<String>::new());
    }
}
