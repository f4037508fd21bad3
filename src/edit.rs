//! Candidates as edits of the current best: replace `best[start..end]` with new bytes (a cut
//! replaces with nothing), and the shortlex order that decides whether a candidate is smaller.

use std::cmp::Ordering;
use std::sync::{Arc, Mutex};

use crate::tokens::word_byte;

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

/// Candidates this large or larger are made in the buffers of candidates done with: a new
/// buffer that size is a new mapping (the allocator gives such buffers straight back to the
/// system, see `main.rs`), faulted in and zeroed page by page, which doubled whittle's own time
/// per candidate on inputs of a megabyte or more.
const SPARE_FROM: usize = 256 << 10;

/// Spare buffers kept, at most. Spares are candidates that were alive at the same time, so
/// keeping them adds nothing to the peak; speculation keeps a few dozen alive on a 1 MB file.
const SPARES: usize = 32;

static SPARE: Mutex<Vec<Vec<u8>>> = Mutex::new(Vec::new());

/// An empty buffer for a candidate of `len` bytes: a spare one of about that size (a spare's
/// pages count in the peak memory whether used or not), or a new one. Spares of other sizes
/// are let go.
fn buffer(len: usize) -> Vec<u8> {
    if len >= SPARE_FROM {
        let mut spare = SPARE.lock().expect("spare buffers lock");
        while let Some(mut b) = spare.pop() {
            if (len..=len + len / 8).contains(&b.capacity()) {
                b.clear();
                return b;
            }
        }
    }
    Vec::with_capacity(len)
}

/// Keeps the bytes of a candidate done with for [`buffer`], if this is their last reference.
pub fn recycle_shared(bytes: Arc<Vec<u8>>) {
    if let Some(b) = Arc::into_inner(bytes) {
        recycle(b);
    }
}

/// Keeps the bytes of a candidate done with for [`buffer`].
pub fn recycle(b: Vec<u8>) {
    if b.capacity() >= SPARE_FROM {
        let mut spare = SPARE.lock().expect("spare buffers lock");
        if spare.len() < SPARES {
            spare.push(b);
        }
    }
}

/// Lets the spare buffers go: for when the file changes size, and they would sit idle.
pub fn let_spares_go() {
    SPARE.lock().expect("spare buffers lock").clear();
}

/// Applies sorted, non-overlapping edits to `base`.
pub fn apply(base: &[u8], edits: &[Edit]) -> Vec<u8> {
    let removed: usize = edits.iter().map(|e| e.end - e.start).sum();
    let added: usize = edits.iter().map(|e| e.with.len()).sum();
    let mut out = buffer(base.len() + added - removed.min(base.len() + added));
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
/// words into one (`int*g` without its `*` is `int g`, not `intg`) or bring two bytes together
/// that open a comment (`/a/` without its `a` is `/ /`, not `//`, which comments out the rest of
/// the line). `None` when that space would be no progress: the cut is one byte that sorts
/// before a space (a newline between two words).
pub fn removal(base: &[u8], start: usize, end: usize) -> Option<Edit> {
    let together =
        |a: u8, b: u8| (word_byte(a) && word_byte(b)) || (a == b'/' && b"/*".contains(&b));
    let joins = start > 0 && end < base.len() && together(base[start - 1], base[end]);
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

/// Adds a space to `edit` of `base` on a side where it would join two words that a non-word
/// byte kept apart (`Table*h` without its `*` is `Table h`; `return(x)` with `0` for `(x)` is
/// `return 0`). An edit that only takes whitespace out joins on purpose and is left as it is,
/// and so is an edit inside a word.
pub fn keep_apart(base: &[u8], edit: &mut Edit) {
    let (start, end) = (edit.start, edit.end);
    if edit.with.is_empty() && base[start..end].iter().all(u8::is_ascii_whitespace) {
        return;
    }
    let before = start.checked_sub(1).map(|i| base[i]);
    let after = base.get(end).copied();
    // What each side of the edit touched before it, and touches after it.
    let old_first = base[start..end].first().copied().or(after);
    let old_last = base[start..end].last().copied().or(before);
    let new_first = edit.with.first().copied().or(after);
    let joins = |a: Option<u8>, b: Option<u8>, old: Option<u8>| {
        a.is_some_and(word_byte) && b.is_some_and(word_byte) && !old.is_some_and(word_byte)
    };
    let left = joins(before, new_first, old_first);
    let right = !edit.with.is_empty() && joins(edit.with.last().copied(), after, old_last);
    if left {
        edit.with.insert(0, b' ');
    }
    if right {
        edit.with.push(b' ');
    }
}

/// `base` with `base[start..end]` removed.
pub fn cut(base: &[u8], start: usize, end: usize) -> Vec<u8> {
    let mut out = buffer(base.len() - (end - start));
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
    fn large_candidates_reuse_the_buffers_of_those_done_with() {
        // A size no other test asks for: tests share the spares.
        let base = vec![b'x'; 3 * SPARE_FROM + 12345];
        let first = cut(&base, 0, 10);
        let at = first.as_ptr();
        recycle_shared(Arc::new(first));
        let second = apply(&base, &[Edit::cut(0, 20)]);
        assert_eq!(second.as_ptr(), at, "the same buffer");
        assert_eq!(second, base[20..]);
        recycle(second);
        let smaller = cut(&base, 0, 2 * SPARE_FROM);
        assert_eq!(
            smaller.capacity(),
            smaller.len(),
            "a new buffer, not the far larger spare"
        );
    }

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
        // Nor open a comment.
        let slashes = b"/a/ x/b*c/ d";
        let at = |s: usize, e: usize| removal(slashes, s, e).map(|e| apply(slashes, &[e]));
        assert_eq!(at(1, 2).unwrap(), b"/ / x/b*c/ d", "not a // comment");
        assert_eq!(at(6, 7).unwrap(), b"/a/ x/ *c/ d", "not a /* comment");
        assert_eq!(at(10, 12).unwrap(), b"/a/ x/b*c/", "a slash at the end");
    }

    #[test]
    fn rewrites_keep_words_apart() {
        let e = |start, end, with: &[u8]| Edit {
            start,
            end,
            with: with.to_vec(),
        };
        let base = b"Table*h;return(x);int ab;a b";
        let at = |mut edit: Edit| {
            keep_apart(base, &mut edit);
            String::from_utf8(apply(base, &[edit])).unwrap()
        };
        assert_eq!(at(e(5, 6, b"")), "Table h;return(x);int ab;a b");
        assert_eq!(at(e(14, 17, b"0")), "Table*h;return 0;int ab;a b");
        assert_eq!(at(e(8, 17, b"y")), "Table*h;y;int ab;a b");
        // Inside a word, and whitespace taken out on purpose: as they are.
        assert_eq!(at(e(23, 24, b"")), "Table*h;return(x);int a;a b");
        assert_eq!(at(e(26, 27, b"")), "Table*h;return(x);int ab;ab");
        // A word put between two punctuation bytes, and one put after a word that it joins.
        assert_eq!(at(e(15, 16, b"y")), "Table*h;return(y);int ab;a b");
        assert_eq!(at(e(17, 17, b"z")), "Table*h;return(x)z;int ab;a b");
        assert_eq!(at(e(0, 5, b"int")), "int*h;return(x);int ab;a b");
        assert_eq!(at(e(5, 5, b"z")), "Table z*h;return(x);int ab;a b");
    }

    #[test]
    fn shortlex_order() {
        assert_eq!(shortlex(b"b", b"aa"), Ordering::Less);
        assert_eq!(shortlex(b"ab", b"ba"), Ordering::Less);
        assert_eq!(shortlex(b"ab", b"ab"), Ordering::Equal);
    }
}
