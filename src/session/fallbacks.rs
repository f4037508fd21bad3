//! The results of a single file kept in memory to back off to when the final one fails its
//! re-check (a flaky test): the original, shared, and the latest results, as many as fit in the
//! original's size again. On a large input the first accepted results are nearly its size, so
//! a count alone would let a path of many small steps keep many copies (16 of a 13 MB input).

use std::sync::Arc;

/// Results kept besides the original, at most.
const KEPT: usize = 16;

#[derive(Debug, Default)]
pub(super) struct Fallbacks {
    original: Arc<Vec<u8>>,
    /// The latest results, oldest first; their bytes add up to at most the original's.
    latest: Vec<Vec<u8>>,
}

impl Fallbacks {
    pub fn new(original: Arc<Vec<u8>>) -> Fallbacks {
        Fallbacks {
            original,
            latest: Vec::new(),
        }
    }

    /// Keeps `best`, the newest result, dropping the oldest ones it leaves no room for.
    pub fn push(&mut self, best: &[u8]) {
        let room = self.original.len().saturating_sub(best.len());
        let mut total: usize = self.latest.iter().map(Vec::len).sum();
        let mut drop = 0;
        while drop < self.latest.len() && (self.latest.len() - drop >= KEPT || total > room) {
            total -= self.latest[drop].len();
            drop += 1;
        }
        self.latest.drain(..drop);
        self.latest.push(best.to_vec());
    }

    /// The results before the newest, newest first, ending with the original (none if the
    /// original is the newest).
    pub fn earlier(mut self) -> impl Iterator<Item = Vec<u8>> {
        let original = self
            .latest
            .pop()
            .map(|_| Arc::unwrap_or_clone(self.original));
        self.latest.into_iter().rev().chain(original)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn earlier(f: Fallbacks) -> Vec<usize> {
        f.earlier().map(|b| b.len()).collect()
    }

    #[test]
    fn the_latest_results_fit_in_the_originals_size() {
        let mut f = Fallbacks::new(Arc::new(vec![b'x'; 100]));
        for n in [90, 80, 70, 10, 5, 4] {
            f.push(&vec![b'x'; n]);
        }
        // 4 is the final result; 5, 10 and 70 fit in 100 bytes beside it, 80 does not.
        assert_eq!(earlier(f), [5, 10, 70, 100]);
    }

    #[test]
    fn at_most_sixteen_small_results_are_kept() {
        let mut f = Fallbacks::new(Arc::new(vec![b'x'; 1000]));
        for n in (1..=40).rev() {
            f.push(&vec![b'x'; n]);
        }
        assert_eq!(
            earlier(f),
            [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 1000]
        );
    }

    #[test]
    fn with_no_result_there_is_nothing_earlier() {
        assert!(earlier(Fallbacks::new(Arc::new(vec![b'x'; 10]))).is_empty());
    }
}
