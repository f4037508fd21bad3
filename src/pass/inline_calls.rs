//! `inline-calls`: a function whose body only returns an expression, inlined: every call
//! replaced by the expression with the call's arguments in place of the parameters, the
//! definition dropped, in one candidate (`int t() { return 256; } ... t()` -> `256`;
//! `int sq(int y) { return y * y; } ... sq(4)` -> `(4 * 4)`). The expression goes in
//! parentheses unless it is one token, and so does an argument. From `@function.name` with
//! `@function.parameters` and `@call.name` with `@call.arguments`.

use std::collections::HashMap;

use super::{disjoint, from_end, Rewrite, SyntaxRewriter, Ties};
use crate::edit::Edit;
use crate::syntax::{cat, Pair, SyntaxTable};

pub struct InlineCalls;

impl SyntaxRewriter for InlineCalls {
    fn rewrites(&self, t: &SyntaxTable, text: &[u8]) -> Vec<Rewrite> {
        // name -> the argument lists of its calls.
        let mut calls: HashMap<&[u8], Vec<u32>> = HashMap::new();
        for &(name, args) in t.pairs(Pair::Call) {
            calls.entry(t.text(name, text)).or_default().push(args);
        }
        let mut rewrites = Vec::new();
        for &(name, params) in t.pairs(Pair::Function) {
            let Some(calls) = calls.get(t.text(name, text)) else {
                continue;
            };
            let Some((value, params)) = returned(t, text, name, params) else {
                continue;
            };
            let Some((start, end)) = t.declaration_cut(name) else {
                continue;
            };
            let mut edits = vec![Edit::cut(start, end)];
            for &args in calls {
                let call = t.nodes[args as usize].parent;
                let c = &t.nodes[call as usize];
                if c.start < end && start < c.end {
                    continue; // a call inside the definition goes with it
                }
                let Some(with) = expanded(t, text, value, &params, args) else {
                    continue;
                };
                edits.push(Edit {
                    start: c.start,
                    end: c.end,
                    with,
                });
            }
            if edits.len() == 1 {
                continue;
            }
            // A call inside another's arguments stays unexpanded in the outer one's text.
            rewrites.push(Rewrite {
                at: t.nodes[name as usize].start,
                edits: disjoint(edits),
            });
        }
        from_end(rewrites, Ties::Smallest)
    }
}

/// For the function named at node `name` with parameter list `params`: the expression its body
/// returns, when that is all the body does, and its parameters' names.
fn returned<'t>(
    t: &SyntaxTable,
    text: &'t [u8],
    name: u32,
    params: u32,
) -> Option<(u32, Vec<&'t [u8]>)> {
    let definition = t.enclosing(name, cat::ITEM)?;
    let body = t.children(definition).last()?;
    let named = |n: u32| {
        t.children(n)
            .filter(|&c| t.nodes[c as usize].named && !t.nodes[c as usize].extra)
            .collect::<Vec<u32>>()
    };
    let [statement] = named(body)[..] else {
        return None;
    };
    let [value] = named(statement)[..] else {
        return None;
    };
    if t.nodes[statement as usize].cats & cat::RETURN_STATEMENT == 0 {
        return None;
    }
    // Each parameter's name: the identifier that declares it.
    let list = t.list(params);
    let items = list.map_or(&[][..], |l| &l.items[..]);
    let names = items
        .iter()
        .map(|&p| {
            let end = t.nodes[p as usize].subtree_end as usize;
            t.nodes[p as usize..end]
                .iter()
                .find(|n| n.cats & cat::DEFINITION != 0)
                .map(|n| &text[n.start..n.end])
        })
        .collect::<Option<Vec<_>>>()?;
    Some((value, names))
}

/// The expression at node `value` with the arguments of list `args` in place of `params`, in
/// parentheses unless it is one token; `None` when the call's arity differs.
fn expanded(
    t: &SyntaxTable,
    text: &[u8],
    value: u32,
    params: &[&[u8]],
    args: u32,
) -> Option<Vec<u8>> {
    let args = t.list(args).map_or(&[][..], |l| &l.items[..]);
    if args.len() != params.len() {
        return None;
    }
    let v = &t.nodes[value as usize];
    let mut out = Vec::new();
    let mut at = v.start;
    for n in &t.nodes[value as usize..v.subtree_end as usize] {
        if n.cats & cat::IDENTIFIER == 0 || n.start < at {
            continue;
        }
        let Some(k) = params.iter().position(|&p| p == &text[n.start..n.end]) else {
            continue;
        };
        out.extend_from_slice(&text[at..n.start]);
        let a = &t.nodes[args[k] as usize];
        out.extend(parenthesized(&text[a.start..a.end], one_token(t, args[k])));
        at = n.end;
    }
    out.extend_from_slice(&text[at..v.end]);
    Some(parenthesized(
        &out,
        one_token(t, value) && params.is_empty(),
    ))
}

/// Whether node `n` is one token (no nodes inside).
fn one_token(t: &SyntaxTable, n: u32) -> bool {
    t.nodes[n as usize].subtree_end == n + 1
}

/// `inner` in parentheses, unless it is `one_token`.
fn parenthesized(inner: &[u8], one_token: bool) -> Vec<u8> {
    match one_token {
        true => inner.to_vec(),
        false => [&b"("[..], inner, b")"].concat(),
    }
}

#[cfg(test)]
mod tests {
    use crate::pass::rewritten;

    #[test]
    fn a_function_that_returns_an_expression_gives_way_to_it() {
        let cpp = "int t() { return 256; }\nint sq(int y) { return y * y; }\n\
                   int g(int a) { return t() + sq(a + 1); }\n";
        assert_eq!(
            rewritten("inline-calls", "cpp", cpp),
            [
                "int t() { return 256; }\n\
                 int g(int a) { return t() + ((a + 1) * (a + 1)); }\n",
                "int sq(int y) { return y * y; }\n\
                 int g(int a) { return 256 + sq(a + 1); }\n",
            ]
        );
    }
}
