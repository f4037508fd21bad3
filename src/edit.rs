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

/// `base` with `base[start..end]` removed.
pub fn cut(base: &[u8], start: usize, end: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(base.len() - (end - start));
    out.extend_from_slice(&base[..start]);
    out.extend_from_slice(&base[end..]);
    out
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
    fn shortlex_order() {
        assert_eq!(shortlex(b"b", b"aa"), Ordering::Less);
        assert_eq!(shortlex(b"ab", b"ba"), Ordering::Less);
        assert_eq!(shortlex(b"ab", b"ab"), Ordering::Equal);
    }
}
