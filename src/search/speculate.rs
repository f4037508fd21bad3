//! Speculation: the questions a sweep will ask the test next if the candidates in flight turn
//! out as they likely will, run on workers that a search leaves idle (see
//! [`Speculate`](crate::oracle::Speculate)).
//!
//! A sweep's later questions depend on its earlier answers: after a candidate wins, its cut
//! grows, the best changes and the sweep goes on over the new best. But its candidates are
//! edits of the best, and the ones after a winner are, most of the time, the same edits applied
//! together with the winner's. So the hypotheses (which candidates win, how far each grows) form
//! a tree whose questions can be written down now; the most likely are run first. A wrong guess
//! costs a run, never the result: a search asks for bytes, and whoever ran them first answers.

use std::collections::{HashMap, HashSet};

use crate::edit::{self, Edit};
use crate::oracle::{hash, Window};

/// A candidate of a sweep as speculation sees it.
pub(crate) struct Guess {
    /// The sweep (source) it belongs to.
    pub source: usize,
    /// Its edits of the best.
    pub edits: Vec<Edit>,
    /// Its place: after it wins, its sweep goes on at the places before it.
    pub place: usize,
    /// Its first growth steps as edits of the best (a cut grown by 1, 2, ... steps): the growth
    /// probes that follow a win.
    pub grown: Vec<Edit>,
}

impl Guess {
    /// Its edits grown by `k` steps (0: as it is).
    fn grown_by(&self, k: usize) -> &[Edit] {
        match k {
            0 => &self.edits,
            k => std::slice::from_ref(&self.grown[k - 1]),
        }
    }
}

/// Hypotheses less likely than this are not run.
const UNLIKELY: f64 = 0.4;

/// Nodes of the tree looked at per question, at most.
const LOOKS: usize = 256;

/// How likely a candidate that was interesting (or not) on the best is so with earlier winners
/// applied too.
const STILL_INTERESTING: f64 = 0.85;
const NOW_INTERESTING: f64 = 0.1;

/// How likely a winner that can grow grows as far as its probes go, when they are not run yet.
const GROWS: f64 = 0.5;

/// One hypothesis: the winners so far and the next candidate to ask about.
#[derive(Clone)]
struct Node {
    p: f64,
    /// The winners' edits, sorted.
    edits: Vec<Edit>,
    /// The winners, with the growth steps each took: names the hypothesis.
    path: Vec<(usize, usize)>,
    /// The first candidate that may come next.
    seq: usize,
}

impl Node {
    /// Whether candidate `g` comes in the sweep after this hypothesis's winners, and applies
    /// with them: it lies before them in their own sweeps, apart from them in the others.
    fn admits(&self, g: &Guess, guesses: &[Guess]) -> bool {
        self.path
            .iter()
            .all(|&(w, _)| guesses[w].source != g.source || g.place < guesses[w].place)
            && g.edits.iter().all(|e| {
                self.edits
                    .iter()
                    .all(|w| e.end <= w.start || e.start >= w.end)
            })
    }

    /// The candidate its questions depend on: its first winner, or `seq` itself.
    fn dep(&self, seq: usize) -> usize {
        self.path.first().map_or(seq, |&(w, _)| w)
    }

    /// Its edits with `more`, sorted.
    fn with(&self, more: &[Edit]) -> Vec<Edit> {
        let mut edits: Vec<Edit> = self.edits.iter().chain(more).cloned().collect();
        edits.sort_by_key(|e| (e.start, e.end));
        edits
    }
}

/// A question by name: the hypothesis's winners with their growth, the candidate, and the
/// growth probe (0: the candidate itself).
type Asked = (Vec<(usize, usize)>, usize, usize);

/// The speculation of one search: the hashes of the questions worked out so far, and the
/// questions handed out to run.
pub(crate) struct Speculation<'b> {
    best: &'b [u8],
    /// The bytes of each question, by hypothesis and question, once worked out.
    hashes: HashMap<Asked, u128>,
    /// Questions handed out to run.
    issued: HashSet<u128>,
}

impl<'b> Speculation<'b> {
    pub fn new(best: &'b [u8]) -> Self {
        Speculation {
            best,
            hashes: HashMap::new(),
            issued: HashSet::new(),
        }
    }

    /// The most likely question not yet answered nor running, with the candidate it depends
    /// on (the first winner it assumes, or itself), as bytes; `None` when every hypothesis
    /// left is unlikely. `all`: the search's candidates made so far.
    pub fn next(&mut self, window: &Window, all: &[Guess]) -> Option<(usize, Vec<u8>)> {
        let mut open = vec![Node {
            p: 1.0,
            edits: Vec::new(),
            path: Vec::new(),
            seq: window.first_open,
        }];
        let mut looks = 0;
        while let Some(i) = (0..open.len()).max_by(|&a, &b| open[a].p.total_cmp(&open[b].p)) {
            let node = open.swap_remove(i);
            looks += 1;
            if node.p < UNLIKELY || looks > LOOKS {
                return None;
            }
            let Some(seq) = (node.seq..all.len()).find(|&s| node.admits(&all[s], all)) else {
                continue;
            };
            let g = &all[seq];
            // The verdict of the question here, known or likely.
            let (h, bytes) = self.question(&node, seq, 0, all);
            let known = match node.path.is_empty() && seq < window.next_seq {
                true => window.verdict(seq).or_else(|| window.cached(h)),
                false => window.cached(h),
            };
            if known.is_none() && !window.running(h) && self.issued.insert(h) {
                let bytes = bytes.unwrap_or_else(|| self.bytes(&node, g, 0));
                return Some((node.dep(seq), bytes));
            }
            let wins = match known {
                Some(v) => f64::from(u8::from(v)),
                None if node.path.is_empty() => window.hit_rate,
                // As it was on the best, likely.
                None => match self.alone(seq, window, all) {
                    Some(true) => STILL_INTERESTING,
                    Some(false) => NOW_INTERESTING,
                    None => window.hit_rate,
                },
            };
            if wins < 1.0 {
                open.push(Node {
                    p: node.p * (1.0 - wins),
                    seq: seq + 1,
                    ..node.clone()
                });
            }
            if wins == 0.0 {
                continue;
            }
            let p = node.p * wins;
            // How far it grows: up to the first growth probe that fails, known or likely, and
            // only as far as it stays apart from the winners.
            let steps = g
                .grown
                .iter()
                .take_while(|e| {
                    node.edits
                        .iter()
                        .all(|w| e.end <= w.start || e.start >= w.end)
                })
                .count();
            // The probes a change-point search runs at once: all of them, up to the first
            // known to fail. It grows at least `surely` steps, at most `limit`.
            let (mut surely, mut limit) = (0, steps);
            for k in 1..=steps {
                let (h, bytes) = self.question(&node, seq, k, all);
                match window.cached(h) {
                    Some(true) if surely == k - 1 => surely = k,
                    Some(true) => {}
                    Some(false) => {
                        limit = k - 1;
                        break;
                    }
                    None => {
                        if p >= UNLIKELY && !window.running(h) && self.issued.insert(h) {
                            let bytes = bytes.unwrap_or_else(|| self.bytes(&node, g, k));
                            return Some((node.dep(seq), bytes));
                        }
                    }
                }
            }
            let steps = match surely == limit {
                true => vec![(surely, 1.0)],
                false => vec![(limit, GROWS), (surely, 1.0 - GROWS)],
            };
            for (k, q) in steps {
                let mut path = node.path.clone();
                path.push((seq, k));
                open.push(Node {
                    p: p * q,
                    edits: node.with(g.grown_by(k)),
                    path,
                    seq: seq + 1,
                });
            }
        }
        None
    }

    /// The verdict on candidate `seq` alone on the best, if known.
    fn alone(&mut self, seq: usize, window: &Window, all: &[Guess]) -> Option<bool> {
        let root = Node {
            p: 1.0,
            edits: Vec::new(),
            path: Vec::new(),
            seq,
        };
        let (h, _) = self.question(&root, seq, 0, all);
        window.verdict(seq).or_else(|| window.cached(h))
    }

    /// The hash of the question of `node` about candidate `seq` grown by `k` steps (0: the
    /// candidate itself), and its bytes if they had to be made for it.
    fn question(
        &mut self,
        node: &Node,
        seq: usize,
        k: usize,
        guesses: &[Guess],
    ) -> (u128, Option<Vec<u8>>) {
        let key = (node.path.clone(), seq, k);
        if let Some(&h) = self.hashes.get(&key) {
            return (h, None);
        }
        let bytes = self.bytes(node, &guesses[seq], k);
        let h = hash(&bytes);
        self.hashes.insert(key, h);
        (h, Some(bytes))
    }

    /// The best changed by `node`'s winners and by `g` grown by `k` steps.
    fn bytes(&self, node: &Node, g: &Guess, k: usize) -> Vec<u8> {
        edit::apply(self.best, &node.with(g.grown_by(k)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;
    use std::sync::atomic::AtomicBool;
    use std::sync::Arc;

    fn cut(source: usize, start: usize, end: usize) -> Guess {
        Guess {
            source,
            edits: vec![Edit::cut(start, end)],
            place: start,
            grown: Vec::new(),
        }
    }

    /// Three cuts of one sweep in flight, each likely to win: the first question is the second
    /// cut on the best without the first, then the third without both.
    #[test]
    fn after_a_likely_win_the_next_cuts_go_on_the_best_without_it() {
        let best = b"0123456789abcdefghij";
        let all = [cut(0, 16, 18), cut(0, 10, 12), cut(0, 2, 4)];
        let running: HashMap<u128, Arc<AtomicBool>> = all
            .iter()
            .map(|g| (hash(&edit::apply(best, &g.edits)), Arc::default()))
            .collect();
        let (known, cache) = (BTreeMap::new(), HashMap::new());
        let window = Window::new((0, 3, 0.9), &known, &cache, &running);
        let mut speculation = Speculation::new(best);
        let (dep, first) = speculation.next(&window, &all).unwrap();
        assert_eq!((dep, &first[..]), (0, &b"0123456789cdefij"[..]));
        let (dep, second) = speculation.next(&window, &all).unwrap();
        assert_eq!((dep, &second[..]), (0, &b"01456789cdefij"[..]));
        // A cut of another sweep over the first's place does not apply with it.
        let all = [cut(0, 16, 18), cut(1, 15, 17)];
        let mut speculation = Speculation::new(best);
        let window = Window::new((0, 2, 0.9), &known, &cache, &running);
        assert!(speculation.next(&window, &all).is_none());
    }
}
