//! Candidates as edits of the current best: replace `best[start..end]` with new bytes (a cut
//! replaces with nothing), and the shortlex order that decides whether a candidate is smaller.

use std::cmp::Ordering;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    pub start: usize,
    pub end: usize,
    pub with: Vec<u8>,
}

impl Edit {
    pub fn cut(start: usize, end: usize) -> Edit {
        Edit {
            start,
            end,
            with: Vec::new(),
        }
    }
}

/// Applies sorted, non-overlapping edits to `base`.
pub fn apply(base: &[u8], edits: &[Edit]) -> Vec<u8> {
    let removed: usize = edits.iter().map(|e| e.end - e.start).sum();
    let added: usize = edits.iter().map(|e| e.with.len()).sum();
    let mut out = Vec::with_capacity(base.len() + added - removed.min(base.len() + added));
    let mut at = 0;
    for e in edits {
        debug_assert!(at <= e.start && e.start <= e.end && e.end <= base.len());
        out.extend_from_slice(&base[at..e.start]);
        out.extend_from_slice(&e.with);
        at = e.end;
    }
    out.extend_from_slice(&base[at..]);
    out
}

/// The edit that removes `base[start..end]`, leaving a space where the removal would join two
/// words into one (`int*g` without its `*` is `int g`, not `intg`). `None` when that space would
/// be no progress: the cut is one byte that sorts before a space (a newline between two words).
pub fn removal(base: &[u8], start: usize, end: usize) -> Option<Edit> {
    let word = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    let joins = start > 0 && end < base.len() && word(base[start - 1]) && word(base[end]);
    match (joins, &base[start..end]) {
        (false, _) => Some(Edit::cut(start, end)),
        (true, &[b]) if b <= b' ' => None,
        (true, _) => Some(Edit {
            start,
            end,
            with: b" ".to_vec(),
        }),
    }
}

/// `base` with `base[start..end]` removed.
pub fn cut(base: &[u8], start: usize, end: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(base.len() - (end - start));
    out.extend_from_slice(&base[..start]);
    out.extend_from_slice(&base[end..]);
    out
}

/// Whether `apply(base, edits)` comes before `base` in shortlex order, found without building
/// it: only the bytes from the first edit on can differ, and a mismatch usually shows at once.
/// Lets rewriters offer only candidates the reducer would try.
pub fn shrinks(base: &[u8], edits: &[Edit]) -> bool {
    let removed: usize = edits.iter().map(|e| e.end - e.start).sum();
    let added: usize = edits.iter().map(|e| e.with.len()).sum();
    if added != removed {
        return added < removed;
    }
    let Some(first) = edits.first() else {
        return false;
    };
    // Same length: compare the candidate's bytes from the first edit on with `base`'s.
    let mut at = first.start;
    let mut kept_from = first.start;
    let compare = |chunk: &[u8], at: &mut usize| {
        let order = chunk.cmp(&base[*at..*at + chunk.len()]);
        *at += chunk.len();
        order
    };
    for e in edits {
        for chunk in [&base[kept_from..e.start], &e.with[..]] {
            match compare(chunk, &mut at) {
                Ordering::Equal => {}
                order => return order.is_lt(),
            }
        }
        kept_from = e.end;
    }
    compare(&base[kept_from..], &mut at).is_lt()
}

/// Shortlex order: shorter first, then bytewise. Every accepted change moves down this order,
/// which is what makes reduction terminate and results canonical.
pub fn shortlex(a: &[u8], b: &[u8]) -> Ordering {
    a.len().cmp(&b.len()).then_with(|| a.cmp(b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn apply_edits() {
        let base = b"int main() { return 1; }";
        let edits = [
            Edit::cut(0, 4),
            Edit {
                start: 20,
                end: 21,
                with: b"0".to_vec(),
            },
        ];
        assert_eq!(apply(base, &edits), b"main() { return 0; }");
        assert_eq!(apply(base, &[]), base);
        assert_eq!(cut(base, 10, 24), b"int main()");
    }

    #[test]
    fn shrinks_agrees_with_shortlex_of_the_result() {
        let base = b"ab12cd34";
        let e = |start, end, with: &[u8]| Edit {
            start,
            end,
            with: with.to_vec(),
        };
        let cases: Vec<Vec<Edit>> = vec![
            vec![],
            vec![e(2, 4, b"9")],
            vec![e(2, 4, b"123")],
            vec![e(2, 4, b"11")],
            vec![e(2, 4, b"13")],
            vec![e(2, 4, b"12")],
            vec![e(2, 4, b"34"), e(6, 8, b"12")],
            vec![e(2, 4, b"12"), e(6, 8, b"33")],
            vec![e(2, 4, b"1"), e(6, 8, b"345")],
            vec![e(2, 4, b"123"), e(6, 8, b"0")],
            vec![e(0, 2, b"ab"), e(2, 3, b"")],
            vec![e(0, 0, b"a"), e(7, 8, b"")],
        ];
        for edits in cases {
            let by_apply = shortlex(&apply(base, &edits), base).is_lt();
            assert_eq!(shrinks(base, &edits), by_apply, "{edits:?}");
        }
    }

    #[test]
    fn removals_never_join_words() {
        let base = b"int*g x\ny (a)";
        let at = |s: usize, e: usize| removal(base, s, e).map(|e| apply(base, &[e]));
        assert_eq!(at(3, 4).unwrap(), b"int g x\ny (a)");
        assert_eq!(at(7, 8), None, "a newline between words");
        assert_eq!(at(4, 6).unwrap(), b"int*x\ny (a)");
        assert_eq!(at(10, 13).unwrap(), b"int*g x\ny ");
        for (s, e) in [(3, 4), (4, 7), (0, 3), (9, 13), (1, 2)] {
            let cut = apply(base, &[removal(base, s, e).unwrap()]);
            assert!(shortlex(&cut, base).is_lt());
        }
    }

    #[test]
    fn shortlex_order() {
        assert_eq!(shortlex(b"b", b"aa"), Ordering::Less);
        assert_eq!(shortlex(b"ab", b"ba"), Ordering::Less);
        assert_eq!(shortlex(b"ab", b"ab"), Ordering::Equal);
    }
}
