//! A test's output, read as it comes through a pipe, in bounded memory: whittle keeps the last
//! [`TAIL`] bytes of a stream (for messages) and which of the conditions' patterns matched it,
//! never the whole stream, in memory or on disk. A stream is searched in chunks of [`CHUNK`]
//! bytes, each together with up to [`OVERLAP`] bytes before it (from a line start), so a match
//! that spans two chunks is found unless it is longer than that; output shorter than a chunk
//! (nearly all) is searched whole, as one text.

use std::io::Read;
use std::sync::mpsc;
use std::time::Duration;

use regex::bytes::Regex;

/// The end of a stream kept for messages.
pub const TAIL: usize = 64 * 1024;
/// Output searched at a time.
const CHUNK: usize = 1024 * 1024;
/// Output carried from one chunk into the next search.
const OVERLAP: usize = 64 * 1024;

/// What whittle saw of one output stream.
#[derive(Debug, Clone, Default)]
pub struct Seen {
    /// Its last [`TAIL`] bytes at most.
    pub tail: Vec<u8>,
    /// For each pattern it was searched with, in order: did it match?
    pub matched: Vec<bool>,
}

impl Seen {
    /// What searching `bytes`, a whole stream, with `patterns` shows.
    pub fn of(bytes: &[u8], patterns: &[Regex]) -> Seen {
        let mut seen = Searcher::new(patterns.to_vec());
        seen.push(bytes);
        seen.finish()
    }
}

/// Searches a stream as it comes.
struct Searcher {
    patterns: Vec<Regex>,
    matched: Vec<bool>,
    /// Not yet searched, after up to OVERLAP bytes already searched.
    buffer: Vec<u8>,
    tail: Vec<u8>,
}

impl Searcher {
    fn new(patterns: Vec<Regex>) -> Searcher {
        Searcher {
            matched: vec![false; patterns.len()],
            patterns,
            buffer: Vec::new(),
            tail: Vec::new(),
        }
    }

    fn push(&mut self, bytes: &[u8]) {
        self.tail.extend_from_slice(bytes);
        if self.tail.len() > 2 * TAIL {
            self.tail.drain(..self.tail.len() - TAIL);
        }
        if self.patterns.is_empty() {
            return;
        }
        self.buffer.extend_from_slice(bytes);
        if self.buffer.len() >= CHUNK + OVERLAP {
            self.search();
            // Keep the last OVERLAP bytes, from a line start where there is one.
            let mut keep = self.buffer.len() - OVERLAP;
            if let Some(nl) = self.buffer[keep..].iter().position(|&b| b == b'\n') {
                keep += nl + 1;
            }
            self.buffer.drain(..keep);
        }
    }

    fn search(&mut self) {
        for (pattern, matched) in self.patterns.iter().zip(&mut self.matched) {
            *matched = *matched || pattern.is_match(&self.buffer);
        }
    }

    fn finish(mut self) -> Seen {
        if !self.buffer.is_empty() {
            self.search();
        }
        if self.tail.len() > TAIL {
            self.tail.drain(..self.tail.len() - TAIL);
        }
        Seen {
            tail: self.tail,
            matched: self.matched,
        }
    }
}

/// Reads `pipe` to its end on a thread of its own, searching it with `patterns`.
pub(super) struct Reader(mpsc::Receiver<Seen>);

impl Reader {
    pub fn start(mut pipe: impl Read + Send + 'static, patterns: Vec<Regex>) -> Reader {
        let (tx, rx) = mpsc::channel();
        std::thread::spawn(move || {
            let mut searcher = Searcher::new(patterns);
            let mut chunk = vec![0u8; 64 * 1024];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) => break,
                    Ok(n) => searcher.push(&chunk[..n]),
                    Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                    Err(_) => break,
                }
            }
            let _ = tx.send(searcher.finish());
        });
        Reader(rx)
    }

    /// What the stream showed, once it closed. Its writers are dead by now (the test's group
    /// and its orphans were killed); one that escaped both and holds the pipe open would hang
    /// the run, so after `patience` the stream counts as having shown nothing.
    pub fn finish(self, patience: Duration) -> Seen {
        self.0.recv_timeout(patience).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn matches_across_chunks_and_keeps_only_the_tail() {
        let needle = Regex::new("needle in the haystack").unwrap();
        let absent = Regex::new("absent").unwrap();
        let mut s = Searcher::new(vec![needle, absent]);
        let filler = vec![b'x'; 1000];
        let mut total = 0;
        // About 3 MB of output, the needle across a chunk boundary.
        while total < CHUNK + OVERLAP - 10 {
            s.push(&filler);
            s.push(b"\n");
            total += filler.len() + 1;
        }
        s.push(b"needle in the ");
        s.push(b"haystack\n");
        for _ in 0..2000 {
            s.push(&filler);
        }
        s.push(b"the end\n");
        let seen = s.finish();
        assert_eq!(seen.matched, [true, false]);
        assert_eq!(seen.tail.len(), TAIL);
        assert!(seen.tail.ends_with(b"the end\n"));
    }

    #[test]
    fn short_output_is_searched_whole() {
        let anchored = Regex::new("^first").unwrap();
        let seen = Seen::of(b"first line\nsecond\n", &[anchored]);
        assert_eq!(seen.matched, [true]);
        assert_eq!(seen.tail, b"first line\nsecond\n");
    }
}
