//! `blanks`: a character replaced by a space, in a result of up to `max_bytes` (64). Where the test
//! does not need a character, only something between its neighbours, a space is the simplest
//! thing there and often one token less (`/\"/u` -> `/\ /u`: the escape a regular expression
//! with the u flag rejects is still there, and the quote no longer counts). Whitespace and
//! the bytes of characters beyond ASCII are left alone, and with `names` so is a character
//! whose blank leaves a name nothing knows (see [`crate::tokens::Names`]: `Math` -> `Ma h`).

use super::{Rewrite, Rewriter};
use crate::edit::Edit;
use crate::syntax::SyntaxTable;
use crate::tokens::Reserved;

pub struct Blanks {
    pub max_bytes: usize,
    /// The language's lexis and reserved words; `None`: every character.
    pub names: Option<Reserved>,
}

impl Rewriter for Blanks {
    fn rewrites(&self, text: &[u8], _: Option<&SyntaxTable>) -> Vec<Rewrite> {
        if text.len() > self.max_bytes {
            return Vec::new();
        }
        let names = self.names.as_ref().map(|r| r.names(text));
        (0..text.len())
            .rev()
            .filter(|&i| text[i].is_ascii_graphic())
            .filter(|&i| {
                names
                    .as_ref()
                    .is_none_or(|n| !n.makes_unknown(i, i + 1, b" "))
            })
            .map(|i| Rewrite {
                at: i,
                edits: vec![Edit {
                    start: i,
                    end: i + 1,
                    with: b" ".to_vec(),
                }],
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_visible_character_once_from_the_end_and_small_files_only() {
        let spots = |text: &[u8], max_bytes| -> Vec<usize> {
            Blanks {
                max_bytes,
                names: None,
            }
            .rewrites(text, None)
            .iter()
            .map(|w| w.at)
            .collect()
        };
        assert_eq!(spots(b"/\\\"/u", 64), [4, 3, 2, 1, 0]);
        assert_eq!(spots("a b\n\u{e9}c".as_bytes(), 64), [6, 2, 0]);
        assert!(spots(b"abc", 2).is_empty());
    }
}
