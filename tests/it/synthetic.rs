//! Synthetic search cases and the reference searches whittle's engine is measured against
//! (shared by `tests/it/search.rs` and `examples/search.rs`).
//!
//! The subset model: a sequence of N elements, one per line (`e0`..`e{N-1}`), is interesting
//! iff it still holds a given subset of them. On it whittle runs through its library API with
//! an in-process oracle, and so do two references with a verdict cache, each counting the calls
//! that reached the oracle (not the cache hits): classic ddmin (Zeller & Hildebrandt 2002) and
//! greedy one-at-a-time deletion to a fixed point.

// Each user of this module needs its own part of it.
#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::hash::{DefaultHasher, Hash, Hasher};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Arc;

use whittle::oracle::{FnJudge, Tester};
use whittle::pass;
use whittle::reduce::{reduce, Options};

/// A small deterministic generator (SplitMix64): the cases must not change between runs.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x5eed_5eed_5eed_5eed)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (n > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// `round(n * percent / 100)` distinct indices of `0..n` (at least one), sorted.
pub fn subset(n: usize, percent: u32, seed: u64) -> Vec<usize> {
    let k = ((n * percent as usize + 50) / 100).clamp(1, n);
    // Partial Fisher-Yates shuffle: the first k of a random permutation.
    let mut all: Vec<usize> = (0..n).collect();
    let mut rng = Rng::new(seed);
    for i in 0..k {
        let j = i + rng.below((n - i) as u64) as usize;
        all.swap(i, j);
    }
    let mut chosen = all[..k].to_vec();
    chosen.sort_unstable();
    chosen
}

/// Counts the calls that reach a predicate; repeated configurations are answered by a cache
/// (keyed by a 128-bit hash of the configuration: whole configurations would take gigabytes).
struct Cached<'f, T> {
    test: &'f mut dyn FnMut(&[T]) -> bool,
    seen: HashMap<(u64, u64), bool>,
    calls: u64,
}

fn key<T: Hash>(config: &[T]) -> (u64, u64) {
    let mut a = DefaultHasher::new();
    config.hash(&mut a);
    let mut b = DefaultHasher::new();
    0x9e37_79b9_u32.hash(&mut b);
    config.hash(&mut b);
    (a.finish(), b.finish())
}

impl<'f, T: Hash> Cached<'f, T> {
    fn new(test: &'f mut dyn FnMut(&[T]) -> bool) -> Self {
        Cached {
            test,
            seen: HashMap::new(),
            calls: 0,
        }
    }

    fn test(&mut self, config: &[T]) -> bool {
        let k = key(config);
        if let Some(&v) = self.seen.get(&k) {
            return v;
        }
        self.calls += 1;
        let v = (self.test)(config);
        self.seen.insert(k, v);
        v
    }

    /// Records a verdict known without a call (the input is interesting).
    fn know(&mut self, config: &[T], verdict: bool) {
        self.seen.insert(key(config), verdict);
    }
}

/// Classic ddmin (Zeller & Hildebrandt 2002, "Simplifying and Isolating Failure-Inducing
/// Input", Fig. 5), with a cache of the configurations already tested: split the input into n
/// parts (n = 2 at first); reduce to a part that is interesting (n = 2 again), else to a
/// complement that is (n = max(n - 1, 2)), else double the granularity; stop when n reaches
/// the length. Returns the 1-minimal result and the calls that reached `test` (the input itself
/// is assumed interesting and is not tested, as in the paper).
pub fn ddmin<T: Clone + Hash>(input: &[T], test: &mut dyn FnMut(&[T]) -> bool) -> (Vec<T>, u64) {
    let mut cached = Cached::new(test);
    cached.know(input, true);
    let mut c = input.to_vec();
    let mut n = 2usize;
    while c.len() >= 2 {
        n = n.min(c.len());
        let parts = split(c.len(), n);
        if let Some(&(a, b)) = parts.iter().find(|&&(a, b)| cached.test(&c[a..b])) {
            c = c[a..b].to_vec();
            n = 2;
            continue;
        }
        let complement = parts.iter().find_map(|&(a, b)| {
            let rest = [&c[..a], &c[b..]].concat();
            cached.test(&rest).then_some(rest)
        });
        if let Some(rest) = complement {
            c = rest;
            n = (n - 1).max(2);
            continue;
        }
        if n >= c.len() {
            break;
        }
        n = (2 * n).min(c.len());
    }
    (c, cached.calls)
}

/// Counter-based delta debugging (CDD; Zhang, Xu, Tian, Cheng and Sun, 2024, "Toward a Better
/// Understanding of Probabilistic Delta Debugging"), the simplification of ProbDD it proves
/// equivalent: in round r every element's chance of being needed is p_r = p0 / (1 - 1/e)^r
/// (p0 = 0.1), and the round tries to delete each run of s_r = round(-1 / ln(1 - p_r)) elements
/// once, in order, keeping the deletions that stay interesting; it stops after the round of
/// single elements (which it reaches when p_r >= 1).
pub fn cdd<T: Clone + Hash>(input: &[T], test: &mut dyn FnMut(&[T]) -> bool) -> (Vec<T>, u64) {
    let mut cached = Cached::new(test);
    cached.know(input, true);
    let mut c = input.to_vec();
    for round in 0.. {
        let p = 0.1 / (1.0 - (-1.0f64).exp()).powi(round);
        let size = if p >= 1.0 {
            1
        } else {
            ((-1.0 / (1.0 - p).ln()).round() as usize).max(1)
        };
        let mut i = 0;
        while i < c.len() {
            let end = (i + size).min(c.len());
            let rest = [&c[..i], &c[end..]].concat();
            if cached.test(&rest) {
                c = rest;
            } else {
                i = end;
            }
        }
        if size == 1 {
            break;
        }
    }
    (c, cached.calls)
}

/// Weighted delta debugging (WDD; Zhou et al., ICSE 2025, "Balancing Efficiency and
/// Effectiveness: Weighted Delta Debugging"): ddmin whose parts are of nearly equal *weight*
/// (an element's size, here the bytes of its line) rather than of equal count, so a part of a
/// few large elements is tried on its own early.
pub fn wdd<T: Clone + Hash>(
    input: &[T],
    weight: &dyn Fn(&T) -> usize,
    test: &mut dyn FnMut(&[T]) -> bool,
) -> (Vec<T>, u64) {
    let mut cached = Cached::new(test);
    cached.know(input, true);
    let mut c = input.to_vec();
    let mut n = 2usize;
    while c.len() >= 2 {
        n = n.min(c.len());
        let parts = weighted_split(&c, n, weight);
        if let Some(&(a, b)) = parts.iter().find(|&&(a, b)| cached.test(&c[a..b])) {
            c = c[a..b].to_vec();
            n = 2;
            continue;
        }
        let complement = parts.iter().find_map(|&(a, b)| {
            let rest = [&c[..a], &c[b..]].concat();
            cached.test(&rest).then_some(rest)
        });
        if let Some(rest) = complement {
            c = rest;
            n = (n - 1).max(2);
            continue;
        }
        if n >= c.len() {
            break;
        }
        n = (2 * n).min(c.len());
    }
    (c, cached.calls)
}

/// `items` in `n` contiguous, non-empty parts of nearly equal total weight.
fn weighted_split<T>(items: &[T], n: usize, weight: &dyn Fn(&T) -> usize) -> Vec<(usize, usize)> {
    let total: usize = items.iter().map(weight).sum::<usize>().max(1);
    let mut parts = Vec::with_capacity(n);
    let (mut start, mut acc) = (0, 0);
    for (i, item) in items.iter().enumerate() {
        acc += weight(item);
        let left = items.len() - i - 1;
        let parts_left = n - parts.len() - 1;
        // Close the part once it holds its share, or when the rest must go one a part.
        if parts_left > 0 && (acc * n >= total * (parts.len() + 1) || left == parts_left) {
            parts.push((start, i + 1));
            start = i + 1;
        }
    }
    parts.push((start, items.len()));
    parts
}

/// `0..len` in `n` contiguous parts of nearly equal size (the paper's split).
fn split(len: usize, n: usize) -> Vec<(usize, usize)> {
    let mut parts = Vec::with_capacity(n);
    let mut start = 0;
    for i in 0..n {
        let end = start + (len - start) / (n - i);
        parts.push((start, end));
        start = end;
    }
    parts
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum From {
    Start,
    End,
}

/// Greedy one-at-a-time deletion, with a cache: sweep the elements (from the end or from the
/// start), deleting each one whose deletion stays interesting, until a whole sweep deletes
/// nothing. On an input that is already minimal this costs exactly one call per element.
pub fn greedy<T: Clone + Hash>(
    input: &[T],
    test: &mut dyn FnMut(&[T]) -> bool,
    from: From,
) -> (Vec<T>, u64) {
    let mut cached = Cached::new(test);
    cached.know(input, true);
    let mut c = input.to_vec();
    loop {
        let mut deleted = false;
        let mut i = match from {
            From::End => c.len(),
            From::Start => 0,
        };
        loop {
            let at = match from {
                From::End if i == 0 => break,
                From::End => i - 1,
                From::Start if i >= c.len() => break,
                From::Start => i,
            };
            let mut attempt = c.clone();
            attempt.remove(at);
            let ok = cached.test(&attempt);
            if ok {
                c = attempt;
                deleted = true;
            }
            // From the end the next element is before `at` either way; from the start it is
            // at `at` again after a deletion.
            i = match (from, ok) {
                (From::End, _) => at,
                (From::Start, true) => at,
                (From::Start, false) => at + 1,
            };
        }
        if !deleted {
            return (c, cached.calls);
        }
    }
}

/// Which of whittle's passes a run uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Passes {
    /// Only the `lines` pass: the search itself, comparable with the references on lines.
    Lines,
    /// A shipped preset (its passes, in order; no language, so no parse filter).
    Preset(&'static str),
}

impl Passes {
    pub fn name(self) -> String {
        match self {
            Passes::Lines => "lines".to_string(),
            Passes::Preset(p) => format!("preset {p}"),
        }
    }

    fn options(self) -> Options {
        let passes = match self {
            Passes::Lines => {
                vec![pass::build("lines", &Default::default(), None, "tests/synthetic").unwrap()]
            }
            Passes::Preset(name) => pass::preset(name, None).unwrap().passes,
        };
        Options {
            passes,
            ..Options::generic()
        }
    }
}

/// One run of whittle's engine.
#[derive(Debug, Clone)]
pub struct Run {
    pub out: Vec<u8>,
    /// Calls that reached the oracle, counted by the oracle itself: cache hits are not in it,
    /// and with `jobs > 1` speculative runs are.
    pub calls: u64,
    /// Each pass's oracle calls (the engine's own count), in the preset's order.
    pub passes: Vec<(String, u64)>,
}

/// An in-process oracle, shared with the tester's workers.
pub type Predicate = Arc<dyn Fn(&[u8]) -> bool + Send + Sync>;

/// Runs whittle's engine on `input` with an in-process oracle.
pub fn whittle(input: &[u8], passes: Passes, jobs: usize, oracle: Predicate) -> Run {
    let calls = Arc::new(AtomicU64::new(0));
    let counted = Arc::clone(&calls);
    let judge = FnJudge(move |c: &[u8]| {
        counted.fetch_add(1, Ordering::Relaxed);
        oracle(c)
    });
    let mut tester = Tester::new(Arc::new(judge), jobs);
    let (out, report) = reduce(input.to_vec(), &mut tester, &passes.options(), &mut |_| {
        Ok(())
    })
    .unwrap();
    assert!(report.stopped.is_none());
    Run {
        out,
        calls: calls.load(Ordering::Relaxed),
        passes: report
            .passes
            .iter()
            .map(|p| (p.name.clone(), p.calls))
            .collect(),
    }
}

/// One case of the subset model.
#[derive(Debug, Clone)]
pub struct SubsetCase {
    pub n: usize,
    /// Percentage of the elements that the oracle needs (100: the input is already minimal).
    pub percent: u32,
    pub seed: u64,
    /// The needed elements' indices, sorted.
    pub needed: Vec<usize>,
}

impl SubsetCase {
    pub fn new(n: usize, percent: u32, seed: u64) -> SubsetCase {
        SubsetCase {
            n,
            percent,
            seed,
            needed: subset(n, percent, seed),
        }
    }

    /// The whole sequence, one element a line: `e0\ne1\n...`.
    pub fn text(&self) -> Vec<u8> {
        element_lines((0..self.n).collect::<Vec<_>>().as_slice())
    }

    /// The smallest interesting text: the needed elements, one a line (whittle may also drop
    /// the last newline, when a pass can: see [`SubsetCase::is_minimum`]).
    pub fn minimum(&self) -> Vec<u8> {
        element_lines(&self.needed)
    }

    /// `text` is the needed elements in order, one a line, with or without the last newline.
    pub fn is_minimum(&self, text: &[u8]) -> bool {
        let min = self.minimum();
        text == min || text == &min[..min.len() - 1]
    }

    /// The oracle on a configuration of indices (in increasing order, as every configuration
    /// of the references is).
    pub fn holds(&self, config: &[usize]) -> bool {
        let mut have = config.iter();
        self.needed.iter().all(|i| have.any(|h| h == i))
    }

    /// The oracle on text: every needed element is on a line of its own.
    pub fn holds_text(&self, text: &[u8]) -> bool {
        let mut have = vec![false; self.n];
        for line in text.split(|&b| b == b'\n') {
            if let Some(i) = parse_element(line).filter(|&i| i < self.n) {
                have[i] = true;
            }
        }
        self.needed.iter().all(|&i| have[i])
    }
}

fn element_lines(indices: &[usize]) -> Vec<u8> {
    let mut out = Vec::new();
    for i in indices {
        out.extend_from_slice(format!("e{i}\n").as_bytes());
    }
    out
}

fn parse_element(line: &[u8]) -> Option<usize> {
    let digits = line.strip_prefix(b"e")?;
    if digits.is_empty() || !digits.iter().all(u8::is_ascii_digit) {
        return None;
    }
    std::str::from_utf8(digits).ok()?.parse().ok()
}

/// The references' oracle calls on one case.
#[derive(Debug, Clone)]
pub struct References {
    pub ddmin: u64,
    pub greedy_end: u64,
    pub greedy_start: u64,
    pub cdd: u64,
    pub wdd: u64,
    /// Every reference but CDD reached the needed subset (they must: the model is monotone).
    pub minimal: bool,
    /// CDD did too (it need not: its rounds do not guarantee 1-minimality).
    pub cdd_minimal: bool,
}

pub fn references(case: &SubsetCase) -> References {
    let elements: Vec<usize> = (0..case.n).collect();
    let mut test = |c: &[usize]| case.holds(c);
    let (dd, ddmin) = self::ddmin(&elements, &mut test);
    let (ge, greedy_end) = greedy(&elements, &mut test, From::End);
    let (gs, greedy_start) = greedy(&elements, &mut test, From::Start);
    let (cd, cdd) = self::cdd(&elements, &mut test);
    // An element's weight: the bytes of its line (`e17\n`).
    let line_bytes = |&i: &usize| format!("e{i}\n").len();
    let (wd, wdd) = self::wdd(&elements, &line_bytes, &mut test);
    References {
        ddmin,
        greedy_end,
        greedy_start,
        cdd,
        wdd,
        minimal: [dd, ge, gs, wd].iter().all(|r| *r == case.needed),
        cdd_minimal: cd == case.needed,
    }
}

/// whittle's oracle calls on one case, at -j 1 and -j 2.
#[derive(Debug, Clone)]
pub struct WhittleCounts {
    pub calls: u64,
    /// Calls at -j 2, speculative runs included.
    pub calls_j2: u64,
    /// Calls by pass (at -j 1).
    pub passes: Vec<(String, u64)>,
    /// The result is the minimum.
    pub minimal: bool,
    /// -j 2 gave the same result.
    pub same_at_j2: bool,
}

pub fn whittle_subset(case: &SubsetCase, passes: Passes) -> WhittleCounts {
    let text = case.text();
    let owned = case.clone();
    let oracle: Predicate = Arc::new(move |t| owned.holds_text(t));
    let one = whittle(&text, passes, 1, Arc::clone(&oracle));
    let two = whittle(&text, passes, 2, oracle);
    WhittleCounts {
        calls: one.calls,
        calls_j2: two.calls,
        passes: one.passes,
        minimal: case.is_minimum(&one.out),
        same_at_j2: one.out == two.out,
    }
}

/// The integer-list conditions (from the Hypothesis shrinking notebook): a list of integers, one
/// per line, is interesting iff the condition holds; each has a known minimum.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IntCondition {
    /// The sum is at least 500: minimum `500`.
    SumAtLeast500,
    /// At least 10 distinct values: minimum `0`..`9` in some order.
    TenDistinct,
    /// The first element is larger than the second: minimum `1`, `0`.
    FirstAboveSecond,
    /// The list is longer than its largest element: minimum `0`.
    LenAboveMax,
}

pub const INT_CONDITIONS: [IntCondition; 4] = [
    IntCondition::SumAtLeast500,
    IntCondition::TenDistinct,
    IntCondition::FirstAboveSecond,
    IntCondition::LenAboveMax,
];

impl IntCondition {
    pub fn name(self) -> &'static str {
        match self {
            IntCondition::SumAtLeast500 => "sum >= 500",
            IntCondition::TenDistinct => "at least 10 distinct",
            IntCondition::FirstAboveSecond => "first > second",
            IntCondition::LenAboveMax => "len > max",
        }
    }

    pub fn holds(self, list: &[i64]) -> bool {
        match self {
            IntCondition::SumAtLeast500 => list.iter().sum::<i64>() >= 500,
            IntCondition::TenDistinct => list.iter().collect::<HashSet<_>>().len() >= 10,
            IntCondition::FirstAboveSecond => list.len() >= 2 && list[0] > list[1],
            IntCondition::LenAboveMax => list.iter().max().is_some_and(|&m| list.len() as i64 > m),
        }
    }

    /// The oracle on text: every line an integer (the last newline optional), and the
    /// condition holds.
    pub fn holds_text(self, text: &[u8]) -> bool {
        parse_ints(text).is_some_and(|list| self.holds(&list))
    }

    /// Is `text` this condition's minimum (with or without the last newline)?
    pub fn is_minimum(self, text: &[u8]) -> bool {
        let Some(list) = parse_ints(text) else {
            return false;
        };
        let bare = text.strip_suffix(b"\n").unwrap_or(text);
        let canonical = list
            .iter()
            .map(|v| v.to_string())
            .collect::<Vec<_>>()
            .join("\n");
        if bare != canonical.as_bytes() {
            return false;
        }
        match self {
            IntCondition::SumAtLeast500 => list == [500],
            IntCondition::TenDistinct => {
                let mut sorted = list.clone();
                sorted.sort_unstable();
                sorted == (0..10).collect::<Vec<i64>>()
            }
            IntCondition::FirstAboveSecond => list == [1, 0],
            IntCondition::LenAboveMax => list == [0],
        }
    }

    /// A random interesting list (fixed by `seed`): lengths and values drawn until the
    /// condition holds.
    pub fn input(self, seed: u64) -> Vec<i64> {
        let mut rng = Rng::new(seed ^ ((self as u64 + 1) << 32));
        loop {
            let (len, max) = match self {
                IntCondition::SumAtLeast500 => (10 + rng.below(30), 1000),
                IntCondition::TenDistinct => (15 + rng.below(30), 1000),
                IntCondition::FirstAboveSecond => (5 + rng.below(30), 1000),
                IntCondition::LenAboveMax => (30 + rng.below(30), 30),
            };
            let list: Vec<i64> = (0..len).map(|_| rng.below(max) as i64).collect();
            if self.holds(&list) {
                return list;
            }
        }
    }
}

/// The integers of `text`, one per line; None if a line is not an integer.
pub fn parse_ints(text: &[u8]) -> Option<Vec<i64>> {
    let text = std::str::from_utf8(text).ok()?;
    let text = text.strip_suffix('\n').unwrap_or(text);
    if text.is_empty() {
        return Some(Vec::new());
    }
    text.split('\n').map(|l| l.parse::<i64>().ok()).collect()
}

pub fn int_lines(list: &[i64]) -> Vec<u8> {
    list.iter()
        .map(|v| format!("{v}\n"))
        .collect::<String>()
        .into_bytes()
}

/// whittle on one integer-list case.
pub fn whittle_ints(condition: IntCondition, seed: u64, passes: Passes) -> WhittleCounts {
    let text = int_lines(&condition.input(seed));
    let oracle: Predicate = Arc::new(move |t| condition.holds_text(t));
    let one = whittle(&text, passes, 1, Arc::clone(&oracle));
    let two = whittle(&text, passes, 2, oracle);
    WhittleCounts {
        calls: one.calls,
        calls_j2: two.calls,
        passes: one.passes,
        minimal: condition.is_minimum(&one.out),
        same_at_j2: one.out == two.out,
    }
}
