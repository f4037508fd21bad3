//! Telling a tree-sitter tree about edits, so that the next parse re-reads only the edited
//! regions: shared by [`super::Syntax::update`] and the parse check.

use tree_sitter::{InputEdit, Point, Tree};

use crate::edit::Edit;

/// Where each line of one text starts: row/column positions without a scan.
#[derive(Debug, Clone)]
pub(crate) struct Lines {
    starts: Vec<usize>,
    len: usize,
}

impl Lines {
    pub(crate) fn new(text: &[u8]) -> Lines {
        let mut starts = vec![0];
        starts.extend(
            text.iter()
                .enumerate()
                .filter(|&(_, &b)| b == b'\n')
                .map(|(i, _)| i + 1),
        );
        Lines {
            starts,
            len: text.len(),
        }
    }

    /// The length of the text.
    pub(crate) fn len(&self) -> usize {
        self.len
    }

    fn point(&self, byte: usize) -> Point {
        let row = self.starts.partition_point(|&s| s <= byte) - 1;
        Point::new(row, byte - self.starts[row])
    }
}

/// Tells `tree`, the parse of the text `lines` describes, about `edits` (sorted,
/// non-overlapping, in that text's coordinates).
pub(crate) fn edit_tree(tree: &mut Tree, lines: &Lines, edits: &[Edit]) {
    // From the last edit to the first: an edit never moves the text before it, so every edit's
    // positions are the old text's own.
    for e in edits.iter().rev() {
        let start_position = lines.point(e.start);
        tree.edit(&InputEdit {
            start_byte: e.start,
            old_end_byte: e.end,
            new_end_byte: e.start + e.with.len(),
            start_position,
            old_end_position: lines.point(e.end),
            new_end_position: advance(start_position, &e.with),
        });
    }
}

/// The position after `bytes` when they start at `from`.
fn advance(from: Point, bytes: &[u8]) -> Point {
    match bytes.iter().rposition(|&b| b == b'\n') {
        None => Point::new(from.row, from.column + bytes.len()),
        Some(last) => {
            let newlines = bytes.iter().filter(|&&b| b == b'\n').count();
            Point::new(from.row + newlines, bytes.len() - last - 1)
        }
    }
}

/// The edits are sorted, non-overlapping, inside a text of `old_len` bytes, and make one of
/// `new_len` bytes. Reusing a tree with wrong edits would silently give a wrong tree.
pub(crate) fn edits_fit(old_len: usize, new_len: usize, edits: &[Edit]) -> bool {
    let mut at = 0;
    let mut len = old_len as isize;
    for e in edits {
        if e.start < at || e.end < e.start || e.end > old_len {
            return false;
        }
        len += e.with.len() as isize - (e.end - e.start) as isize;
        at = e.end;
    }
    len == new_len as isize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_count_rows_and_columns() {
        let start = Point::new(2, 5);
        assert_eq!(advance(start, b"abc"), Point::new(2, 8));
        assert_eq!(advance(start, b"ab\ncd\nxyz"), Point::new(4, 3));
        assert_eq!(advance(start, b"\n"), Point::new(3, 0));
        let lines = Lines::new(b"ab\ncd\nef");
        assert_eq!(lines.point(1), Point::new(0, 1));
        assert_eq!(lines.point(4), Point::new(1, 1));
        assert_eq!(lines.point(8), Point::new(2, 2));
    }

    #[test]
    fn edits_must_fit() {
        assert!(edits_fit(10, 7, &[Edit::cut(1, 2), Edit::cut(5, 7)]));
        assert!(!edits_fit(10, 8, &[Edit::cut(1, 2), Edit::cut(5, 7)]));
        assert!(!edits_fit(10, 7, &[Edit::cut(5, 7), Edit::cut(1, 2)]));
        assert!(!edits_fit(10, 9, &[Edit::cut(9, 11)]));
    }
}
