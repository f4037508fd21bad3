//! `typedefs`: a type alias inlined (`typedef unsigned long ulg; ulg x;` ->
//! `unsigned long x;`, `type A = u8;` in Rust): from `@alias.name` with `@alias.type`, every
//! use in the file replaced by the type and the alias dropped, in one candidate (the work of
//! [`super::inline::substitute`]).

use super::inline::substitute;
use super::{Rewrite, SyntaxRewriter};
use crate::syntax::{Pair, SyntaxTable};

pub struct Typedefs;

impl SyntaxRewriter for Typedefs {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        substitute(t, text, t.pairs(Pair::Alias), false)
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    fn rewrites(lang: &str, text: &str) -> Vec<String> {
        rewritten("typedefs", lang, text)
    }

    #[test]
    fn c_typedefs_are_inlined_and_dropped() {
        let c = "typedef unsigned long ulg;\ntypedef int a, b;\nulg x = (ulg)1;\nb y;\n\
                 typedef struct { int f; } S;\nS s;\n";
        assert_eq!(
            rewrites("c", c),
            [
                "typedef unsigned long ulg;\ntypedef int a;\nulg x = (ulg)1;\nint y;\n\
                 typedef struct { int f; } S;\nS s;\n",
                "typedef unsigned long ulg;\ntypedef int b;\nulg x = (ulg)1;\nb y;\n\
                 typedef struct { int f; } S;\nS s;\n",
                "typedef int a, b;\nunsigned long x = (unsigned long)1;\nb y;\n\
                 typedef struct { int f; } S;\nS s;\n",
            ]
        );
    }

    #[test]
    fn rust_type_aliases() {
        let rs = "type Id = u32;\nfn f(x: Id) -> Id { x }\ntype V<T> = Vec<T>;\n";
        assert_eq!(
            rewrites("rust", rs),
            ["fn f(x: u32) -> u32 { x }\ntype V<T> = Vec<T>;\n"]
        );
    }
}
