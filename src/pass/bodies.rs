//! `bodies`: function bodies emptied in bulk, found by a brace scan (`cut::function_bodies`),
//! before a large file is parsed. Most functions of a preprocessed C++ file are never needed
//! for the test (their bodies are 1.45 MB of the 5.2 MB cpp/boost case); emptied, what only
//! they used can go too. The bodies are taken in `parts` runs of neighbours, each run one
//! rewrite that empties its bodies together; with `grow = true` a run that works takes the runs
//! before it along. Each sweep proposes runs of a `parts`-th of the bodies left, down to one
//! body a rewrite.

use super::{Rewrite, Rewriter};
use crate::cut;
use crate::edit::Edit;
use crate::syntax::SyntaxTable;

pub struct Bodies {
    /// Runs per sweep: each a `parts`-th of the bodies.
    pub parts: usize,
}

impl Rewriter for Bodies {
    fn rewrites(&self, text: &[u8], _: Option<&SyntaxTable>) -> Vec<Rewrite> {
        let bodies = cut::function_bodies(text);
        let run = bodies.len().div_ceil(self.parts.max(1)).max(1);
        bodies
            .chunks(run)
            .rev()
            .map(|run| Rewrite {
                at: run[0].0,
                edits: run
                    .iter()
                    .map(|&(open, close)| Edit::cut(open + 1, close - 1))
                    .collect(),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn emptied(text: &str, parts: usize) -> Vec<String> {
        let rewrites = Bodies { parts }.rewrites(text.as_bytes(), None);
        let apply =
            |w: &Rewrite| String::from_utf8(crate::edit::apply(text.as_bytes(), &w.edits)).unwrap();
        rewrites.iter().map(apply).collect()
    }

    #[test]
    fn function_bodies_are_emptied_in_runs_from_the_end() {
        let cpp = "namespace n {\nstruct S { int f() const { return 1; } };\n}\n\
                   int g(int x) noexcept { if (x) { return 2; } return 3; }\n\
                   int h() {}\nint main() { return g(0); }\n";
        assert_eq!(
            emptied(cpp, 8),
            [
                "namespace n {\nstruct S { int f() const { return 1; } };\n}\n\
                 int g(int x) noexcept { if (x) { return 2; } return 3; }\n\
                 int h() {}\nint main() {}\n",
                "namespace n {\nstruct S { int f() const { return 1; } };\n}\n\
                 int g(int x) noexcept {}\nint h() {}\nint main() { return g(0); }\n",
                "namespace n {\nstruct S { int f() const {} };\n}\n\
                 int g(int x) noexcept { if (x) { return 2; } return 3; }\n\
                 int h() {}\nint main() { return g(0); }\n",
            ]
        );
        // Two runs: the last half, then the first.
        assert_eq!(
            emptied(cpp, 2),
            [
                "namespace n {\nstruct S { int f() const { return 1; } };\n}\n\
                 int g(int x) noexcept { if (x) { return 2; } return 3; }\n\
                 int h() {}\nint main() {}\n",
                "namespace n {\nstruct S { int f() const {} };\n}\n\
                 int g(int x) noexcept {}\nint h() {}\nint main() { return g(0); }\n",
            ]
        );
    }

    #[test]
    fn bodies_that_decide_a_type_or_a_constant_stay() {
        let cpp = "auto f() { return 1; }\nconstexpr int g() { return 2; }\n\
                   decltype(auto) h() { return 3; }\nint v = [](int a) { return a; }(1);\n\
                   struct T : B<(1 > 0)> { int x; };\nint k() & { return 4; }\n\
                   namespace std __attribute__((__visibility__(\"default\"))) { int a; }\n\
                   void m() __attribute__((cold)) { a = 1; }\n";
        assert_eq!(
            emptied(cpp, 8),
            [
                "auto f() { return 1; }\nconstexpr int g() { return 2; }\n\
              decltype(auto) h() { return 3; }\nint v = [](int a) { return a; }(1);\n\
              struct T : B<(1 > 0)> { int x; };\nint k() & { return 4; }\n\
              namespace std __attribute__((__visibility__(\"default\"))) { int a; }\n\
              void m() __attribute__((cold)) {}\n",
                "auto f() { return 1; }\nconstexpr int g() { return 2; }\n\
              decltype(auto) h() { return 3; }\nint v = [](int a) { return a; }(1);\n\
              struct T : B<(1 > 0)> { int x; };\nint k() & {}\n\
              namespace std __attribute__((__visibility__(\"default\"))) { int a; }\n\
              void m() __attribute__((cold)) { a = 1; }\n"
            ]
        );
    }
}
