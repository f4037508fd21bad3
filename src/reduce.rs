//! The reducer: holds the best test case so far and runs the passes over it until a whole
//! round changes nothing (a fixed point).

use std::sync::Arc;
use std::time::{Duration, Instant};

use tree_sitter::Tree;

use crate::check::Checker;
use crate::choice::{ChoiceTree, Order, Rng};
use crate::cut::{Context, Cut, Strategy};
use crate::edit::{self, Edit};
use crate::error::{Error, Result};
use crate::interrupt::{self, Stop};
use crate::lang::LangSpec;
use crate::pass::{Kind, Pass, Rewriter};
use crate::progress::Progress;
use crate::search::find_change_point;
use crate::syntax::{Syntax, SyntaxTable};
use crate::tester::{Stats, Tester};
use crate::tokens;

/// What one pass achieved over the whole run.
#[derive(Debug, Clone, Default)]
pub struct PassStats {
    pub name: String,
    pub calls: u64,
    pub successes: u64,
    pub bytes_removed: u64,
    /// Candidates skipped without a test because they parse worse (`keep_parsing`).
    pub skipped: u64,
    pub time: Duration,
}

#[derive(Debug, Clone)]
pub struct Report {
    pub original_bytes: usize,
    pub original_tokens: usize,
    pub final_bytes: usize,
    pub final_tokens: usize,
    pub rounds: usize,
    pub stats: Stats,
    pub passes: Vec<PassStats>,
    pub elapsed: Duration,
    /// Why the reduction stopped before its fixed point, if it did.
    pub stopped: Option<Stop>,
}

impl Report {
    /// A report of nothing done, for a run that reduced no file.
    pub fn empty(elapsed: Duration) -> Report {
        Report {
            original_bytes: 0,
            original_tokens: 0,
            final_bytes: 0,
            final_tokens: 0,
            rounds: 0,
            stats: Stats::default(),
            passes: Vec::new(),
            elapsed,
            stopped: None,
        }
    }

    /// Adds another reduction's figures (of another file) to these.
    pub fn absorb(&mut self, other: Report) {
        self.original_bytes += other.original_bytes;
        self.original_tokens += other.original_tokens;
        self.final_bytes += other.final_bytes;
        self.final_tokens += other.final_tokens;
        self.rounds += other.rounds;
        self.stats.calls += other.stats.calls;
        self.stats.cache_hits += other.stats.cache_hits;
        self.stats.cancelled += other.stats.cancelled;
        self.elapsed += other.elapsed;
        self.stopped = self.stopped.or(other.stopped);
        for p in other.passes {
            match self.passes.iter_mut().find(|q| q.name == p.name) {
                Some(q) => {
                    q.calls += p.calls;
                    q.successes += p.successes;
                    q.bytes_removed += p.bytes_removed;
                    q.skipped += p.skipped;
                    q.time += p.time;
                }
                None => self.passes.push(p),
            }
        }
    }
}

pub struct Options {
    pub passes: Vec<Pass>,
    /// The file's language; passes that need syntax are skipped without one.
    pub lang: Option<&'static LangSpec>,
    /// Skip, without testing, candidates with more syntax errors than the current best.
    pub keep_parsing: bool,
    /// Where log lines and the live status go.
    pub progress: Arc<Progress>,
    /// Stop as soon as the best is smaller than this many bytes.
    pub stop_below: Option<usize>,
    /// How the scheduler goes through the passes and their candidates.
    pub schedule: Schedule,
}

/// How the pass manager orders work.
#[derive(Debug, Clone, Copy)]
pub struct Schedule {
    /// The order in which each pass's possibilities are tried.
    pub order: Order,
    /// Seeds the random order and chaos mode: the same seed, the same result, for any `-j`.
    pub seed: u64,
    /// Variable restart: after this many successes in one round, go back to the first pass; the
    /// number drops by 2 each round, down to 1. 0: never go back early (each round runs every
    /// pass once).
    pub restart: usize,
    /// Which cut passes start in chaos mode: those marked `chaos` in the preset (`None`), all
    /// of them, or none.
    pub chaos: Option<bool>,
}

impl Default for Schedule {
    fn default() -> Self {
        Schedule {
            order: Order::Listed,
            seed: 0,
            restart: 0,
            chaos: None,
        }
    }
}

impl Options {
    /// The generic passes, for tests and library users.
    pub fn generic() -> Options {
        Options {
            passes: crate::pass::preset("generic", None)
                .expect("the generic preset loads")
                .passes,
            lang: None,
            keep_parsing: false,
            progress: Arc::new(Progress::quiet()),
            stop_below: None,
            schedule: Schedule::default(),
        }
    }
}

/// Receives every new best, in order; the caller writes it to disk.
pub type OnImprove<'a> = &'a mut dyn FnMut(&[u8]) -> Result<()>;

/// The parse of the current best, refreshed only when a pass asks for it.
struct SyntaxState {
    lang: &'static LangSpec,
    parsed: Option<Syntax>,
    /// Changes accepted since the last parse, each as tree-sitter edits.
    pending: Vec<Vec<(usize, usize, usize)>>,
}

impl SyntaxState {
    /// The table of `text`, the current best. `parse` is the best's tree when another part
    /// (the parse checker) keeps it up to date: then it is shared instead of parsed again.
    fn table(&mut self, text: &[u8], parse: Option<&Tree>) -> &SyntaxTable {
        match (&mut self.parsed, self.pending.as_slice(), parse) {
            (Some(_), [], _) => {}
            (Some(s), _, Some(tree)) => s.set_tree(text, tree.clone()),
            (Some(s), [one], None) => s.update(text, one),
            (_, _, Some(tree)) => {
                self.parsed = Some(Syntax::with_tree(self.lang, text, tree.clone()))
            }
            _ => self.parsed = Some(Syntax::new(self.lang, text)),
        }
        self.pending.clear();
        self.parsed.as_ref().expect("parsed above").table()
    }
}

/// Lets through the candidates worth a test: with a checker, those that parse no worse.
struct Filter<'c> {
    checker: Option<&'c mut Checker>,
    /// Candidates turned away.
    skipped: u64,
}

impl Filter<'_> {
    /// `candidate` is the best changed by `edits`.
    fn admits(&mut self, candidate: &[u8], edits: &[Edit]) -> bool {
        let worse = self
            .checker
            .as_deref_mut()
            .is_some_and(|c| c.worse(candidate, edits));
        self.skipped += u64::from(worse);
        !worse
    }
}

/// Where one pass stands in the reduction.
#[derive(Debug, Clone)]
struct PassState {
    /// Its sweep goes on with candidates placed before this byte (`usize::MAX`: a new sweep from
    /// the end). Kept up to date as other passes edit the text.
    resume: usize,
    /// The generation of the best when the current sweep began.
    sweep_from: u64,
    /// The generation of the best on which a whole sweep found nothing.
    clean_at: Option<u64>,
    /// Still in chaos mode.
    chaos: bool,
}

impl PassState {
    /// Moves the resume point through accepted edits (sorted, non-overlapping).
    fn shift(&mut self, edits: &[Edit]) {
        if self.resume == usize::MAX {
            return;
        }
        let mut delta: isize = 0;
        for e in edits {
            if e.end <= self.resume {
                delta += e.with.len() as isize - (e.end - e.start) as isize;
            } else if e.start < self.resume {
                // Inside the edit: resume after its new text.
                delta += (e.start + e.with.len()) as isize - self.resume as isize;
            }
        }
        self.resume = (self.resume as isize + delta) as usize;
    }
}

struct Reducer<'t, 'a> {
    best: Vec<u8>,
    /// Counts accepted changes: the version of `best`.
    generation: u64,
    tester: &'t mut Tester<'a>,
    on_improve: OnImprove<'t>,
    progress: &'t Progress,
    syntax: Option<SyntaxState>,
    checker: Option<Checker>,
    stop_below: Option<usize>,
    schedule: Schedule,
    /// The last keep-parsing phase: only `strict` passes still skip what parses worse.
    relaxed: bool,
    /// Candidates that remove fewer bytes than this are not tried (see [`FLOORS`]).
    floor: usize,
    /// Set when the reducer stopped itself (`stop_below`).
    stopped: Option<Stop>,
    states: Vec<PassState>,
}

/// Reduces `input`, known to be interesting, with `tester` (whose cache may already know some
/// verdicts). Interruption is not an error here: the report says so, and the caller already
/// has the best result.
pub fn reduce(
    input: Vec<u8>,
    tester: &mut Tester,
    options: &Options,
    on_improve: OnImprove,
) -> Result<(Vec<u8>, Report)> {
    let started = Instant::now();
    let original_bytes = input.len();
    let original_tokens = tokens::count(&input);
    let passes: Vec<&Pass> = options
        .passes
        .iter()
        .filter(|p| options.lang.is_some() || !p.needs_syntax)
        .collect();
    let mut r = Reducer {
        best: input,
        generation: 0,
        tester,
        on_improve,
        progress: &options.progress,
        syntax: options.lang.map(|lang| SyntaxState {
            lang,
            parsed: None,
            pending: Vec::new(),
        }),
        checker: None,
        stop_below: options.stop_below,
        schedule: options.schedule,
        relaxed: false,
        floor: 0,
        stopped: None,
        states: passes
            .iter()
            .map(|p| PassState {
                resume: usize::MAX,
                sweep_from: 0,
                clean_at: None,
                chaos: options.schedule.chaos.unwrap_or(p.chaos),
            })
            .collect(),
    };
    if let Some(lang) = options.lang.filter(|_| options.keep_parsing) {
        // The syntax table is built from the checker's tree when a pass first needs it.
        let mut checker = Checker::new(lang);
        checker.set_base(&r.best);
        r.checker = Some(checker);
    }
    let mut stats: Vec<PassStats> = passes
        .iter()
        .map(|p| PassStats {
            name: p.name.to_string(),
            ..Default::default()
        })
        .collect();
    let mut rounds = 0;
    // Coarse to fine: a fixed point of the syntax passes among the candidates that remove the
    // most, then among more, then of every pass. With keep_parsing, the last fixed point tries
    // candidates that parse worse too: the smallest interesting file often does not parse.
    let coarse = passes.iter().any(|p| p.coarse);
    let mut stages: Vec<(bool, usize)> = FLOORS
        .iter()
        .filter(|&&f| f == 0 || coarse)
        .map(|&f| (false, f))
        .collect();
    if r.checker.is_some() {
        stages.push((true, 0));
    }
    let outcome = (|| -> Result<()> {
        for (relaxed, floor) in stages {
            (r.relaxed, r.floor) = (relaxed, floor);
            for s in &mut r.states {
                s.clean_at = None;
                s.resume = usize::MAX;
            }
            r.fixed_point(&passes, &mut stats, &mut rounds)?;
        }
        Ok(())
    })();
    let stopped = match outcome {
        Ok(()) => None,
        Err(Error::Interrupted) => Some(r.stopped.or(interrupt::reason()).unwrap_or(Stop::Signal)),
        Err(e) => return Err(e),
    };
    let report = Report {
        original_bytes,
        original_tokens,
        final_bytes: r.best.len(),
        final_tokens: tokens::count(&r.best),
        rounds,
        stats: r.tester.stats,
        passes: stats,
        elapsed: started.elapsed(),
        stopped,
    };
    Ok((r.best, report))
}

/// A candidate found by a sweep: where it is, its edits, and for a cut, the cut (to grow it).
struct Found {
    at: usize,
    cut: Option<Cut>,
    edits: Vec<Edit>,
    bytes: Vec<u8>,
}

/// Bytes that `edits` save (negative when they add).
fn saved(edits: &[Edit]) -> isize {
    edits
        .iter()
        .map(|e| (e.end - e.start) as isize - e.with.len() as isize)
        .sum()
}

/// Groups a list ordered by place into runs of one place: level one of a pass's choices is the
/// place, level two the alternative there.
fn places<T>(items: &[T], at: impl Fn(&T) -> usize) -> Vec<(usize, std::ops::Range<usize>)> {
    let mut groups: Vec<(usize, std::ops::Range<usize>)> = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let a = at(item);
        match groups.last_mut() {
            Some((p, r)) if *p == a => r.end = i + 1,
            _ => groups.push((a, i..i + 1)),
        }
    }
    groups
}

/// The stages of a reduction, coarse to fine: each runs the passes to a fixed point among the
/// candidates that remove at least this many bytes (a cut's length, before it grows; for a
/// rewrite, the bytes it saves). On a large file with a slow test, whole functions and
/// statements go before the calls spent on every literal and token. Only the passes that need
/// the parse take part in the coarse stages: a text pass's cuts are lines and tokens that grow,
/// too small to start with, and whitespace laid out early leaves the line passes nothing. The
/// last stage (0) runs every pass on everything, same-size rewrites included.
const FLOORS: [usize; 3] = [256, 32, 0];

/// Chaos mode tries at most this many random cuts per round...
const CHAOS_DRAWS: usize = 1000;
/// ... and only on plans with at least this many cuts (smaller ones are cheap to sweep).
const CHAOS_MIN_CUTS: usize = 200;

impl<'a> Reducer<'_, 'a> {
    /// Multi-course passes with variable restart, until every pass has swept the current best
    /// without success (a fixed point).
    fn fixed_point(
        &mut self,
        passes: &[&Pass],
        stats: &mut [PassStats],
        rounds: &mut usize,
    ) -> Result<()> {
        let mut budget = match self.schedule.restart {
            0 => u64::MAX,
            k => k as u64,
        };
        loop {
            *rounds += 1;
            let mut round_successes = 0;
            for (i, pass) in passes.iter().enumerate() {
                if self.floor > 0 && !pass.coarse {
                    // Text passes run in the last stage only (see FLOORS).
                    self.states[i].clean_at = Some(self.generation);
                }
                if self.states[i].clean_at == Some(self.generation) {
                    continue;
                }
                let before = stats[i].successes;
                self.run_pass(i, pass, &mut stats[i], budget - round_successes)?;
                let gained = stats[i].successes - before;
                round_successes += gained;
                if gained > 0 {
                    self.progress.log(
                        1,
                        &format!(
                            "round {rounds}, {}: {} bytes ({} oracle calls so far)",
                            stats[i].name,
                            self.best.len(),
                            self.tester.stats.calls
                        ),
                    );
                }
                if round_successes >= budget {
                    break;
                }
            }
            if self
                .states
                .iter()
                .all(|s| s.clean_at == Some(self.generation))
            {
                return Ok(());
            }
            if budget != u64::MAX {
                budget = budget.saturating_sub(2).max(1);
            }
        }
    }

    /// Runs one pass from where its sweep stands until the sweep reaches the start of the text
    /// or the pass has had `budget` successes.
    fn run_pass(
        &mut self,
        i: usize,
        pass: &Pass,
        stats: &mut PassStats,
        budget: u64,
    ) -> Result<()> {
        self.progress.set_pass(pass.name);
        let started = Instant::now();
        let calls_before = self.tester.stats.calls;
        let result = (|| -> Result<()> {
            if let Kind::Cut(strategy) = &pass.kind {
                while self.states[i].chaos {
                    let before = self.best.len();
                    let gained = self.chaos_round(i, strategy.as_ref(), pass, stats)?;
                    // Chaos pays while a round removes more than 1 % of the input.
                    if !gained || (before - self.best.len()) * 100 <= before {
                        self.states[i].chaos = false;
                    }
                }
            }
            let mut successes = 0;
            loop {
                if self.states[i].resume == usize::MAX {
                    self.states[i].sweep_from = self.generation;
                }
                if successes >= budget {
                    return Ok(());
                }
                let found = self.sweep_step(i, pass, stats)?;
                let state = &mut self.states[i];
                match found {
                    None => {
                        if state.sweep_from == self.generation {
                            state.clean_at = Some(self.generation);
                        }
                        state.resume = usize::MAX;
                        return Ok(());
                    }
                    Some(resume) => {
                        successes += 1;
                        self.states[i].resume = resume;
                    }
                }
            }
        })();
        stats.calls += self.tester.stats.calls - calls_before;
        stats.time += started.elapsed();
        result
    }

    fn accept(&mut self, bytes: Vec<u8>, edits: &[Edit], stats: &mut PassStats) -> Result<()> {
        debug_assert!(edit::shortlex(&bytes, &self.best).is_lt());
        debug_assert_eq!(edit::apply(&self.best, edits), bytes);
        stats.successes += 1;
        stats.bytes_removed += self.best.len().saturating_sub(bytes.len()) as u64;
        self.progress.log(
            2,
            &format!(
                "{}: {} -> {} bytes",
                stats.name,
                self.best.len(),
                bytes.len()
            ),
        );
        self.progress.set_size(bytes.len());
        if let Some(s) = &mut self.syntax {
            s.pending.push(
                edits
                    .iter()
                    .map(|e| (e.start, e.end, e.with.len()))
                    .collect(),
            );
        }
        for s in &mut self.states {
            s.shift(edits);
        }
        if let Some(c) = &mut self.checker {
            c.rebase(&bytes, edits);
        }
        self.generation += 1;
        self.best = bytes;
        (self.on_improve)(&self.best)?;
        if self.stop_below.is_some_and(|n| self.best.len() < n) {
            self.stopped = Some(Stop::SizeReached);
            return Err(Error::Interrupted);
        }
        Ok(())
    }

    /// Splits the reducer into what a sweep reads (the context) and what it uses (the tester,
    /// the parse checker), so candidates can be made lazily while tests run.
    fn parts(&mut self, pass: &Pass) -> (Context<'_>, &mut Tester<'a>, Filter<'_>) {
        let syntax = match (&mut self.syntax, pass.needs_syntax) {
            (Some(s), true) => Some(s.table(&self.best, self.checker.as_ref().map(Checker::tree))),
            _ => None,
        };
        let filtering = !self.relaxed || pass.strict;
        let checker = self.checker.as_mut().filter(|_| filtering);
        (
            Context {
                text: &self.best,
                syntax,
            },
            self.tester,
            Filter {
                checker,
                skipped: 0,
            },
        )
    }

    /// A seed for one use of randomness, from the run's seed, the pass and the best's version:
    /// the same for any number of jobs.
    fn seed(&self, i: usize) -> u64 {
        let mut rng = Rng::new(self.schedule.seed ^ (i as u64).wrapping_mul(0x9E37_79B9));
        rng.next_u64() ^ self.generation
    }

    /// Tests the pass's candidates placed before its resume point, in the schedule's order, and
    /// accepts the first interesting one (a cut grown as far as it goes). Returns where the
    /// sweep goes on, or `None` when it found nothing.
    fn sweep_step(
        &mut self,
        i: usize,
        pass: &Pass,
        stats: &mut PassStats,
    ) -> Result<Option<usize>> {
        let limit = self.states[i].resume;
        let (order, seed, floor) = (self.schedule.order, self.seed(i), self.floor);
        let (cx, tester, mut filter) = self.parts(pass);
        let mut sweep = Sweep {
            best: cx.text,
            filter: &mut filter,
            tree: ChoiceTree::new(order, seed),
            limit,
            floor,
        };
        let found = match &pass.kind {
            Kind::Cut(strategy) => sweep.cuts(strategy.as_ref(), &cx, tester),
            Kind::Rewrite(rewriter) => sweep.rewrites(rewriter.as_ref(), &cx, tester),
        };
        // The skipped count is kept even when the sweep was interrupted.
        stats.skipped += filter.skipped;
        let Some(found) = found? else {
            return Ok(None);
        };
        debug_assert!(found.cut.is_none() || found.edits.len() == 1);
        self.accept(found.bytes, &found.edits, stats)?;
        Ok(Some(found.at))
    }

    /// One round of chaos mode: random cuts of the strategy, all tested (in parallel), the
    /// interesting ones merged largest first, each merge tested and then grown. Returns whether
    /// anything was removed.
    fn chaos_round(
        &mut self,
        i: usize,
        strategy: &dyn Strategy,
        pass: &Pass,
        stats: &mut PassStats,
    ) -> Result<bool> {
        let mut rng = Rng::new(self.seed(i) ^ 0xC4A0_5EED);
        let (cx, tester, mut filter) = self.parts(pass);
        let best = cx.text;
        let plan = strategy.plan(&cx);
        let cuts = plan.cuts();
        if cuts.len() < CHAOS_MIN_CUTS {
            return Ok(false);
        }
        // Random places, random sizes (0, 1, 3, 7, ... growth steps), each tried once.
        let mut draws: Vec<Cut> = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for _ in 0..CHAOS_DRAWS.min(cuts.len() / 2) {
            let c = cuts[rng.below(cuts.len())];
            let k = ((1usize << rng.below(8)) - 1).min(plan.growth(c));
            let g = if k > 0 { plan.grow(c, k) } else { c };
            if seen.insert(g) {
                draws.push(g);
            }
        }
        let (draws, bytes): (Vec<Cut>, Vec<Vec<u8>>) = draws
            .into_iter()
            .map(|c| (c, edit::cut(best, c.start, c.end)))
            .filter(|(c, b)| filter.admits(b, &[Edit::cut(c.start, c.end)]))
            .unzip();
        stats.skipped += filter.skipped;
        let verdicts = tester.test_all(&bytes)?;
        drop(bytes);
        let mut winners: Vec<Cut> = draws
            .into_iter()
            .zip(verdicts)
            .filter_map(|(c, ok)| ok.then_some(c))
            .collect();
        winners.sort_by_key(|c| (std::cmp::Reverse(c.end - c.start), c.start));
        let mut kept: Vec<Cut> = Vec::new();
        let mut kept_bytes: Option<Vec<u8>> = None;
        // All together first: when they are compatible, one test instead of one per cut.
        let all = merged(&winners);
        if winners.len() > 1 && tester.test(edit::apply(best, &all))? {
            kept.clone_from(&winners);
            kept_bytes = Some(edit::apply(best, &all));
        } else {
            for w in &winners {
                let mut trial = kept.clone();
                trial.push(*w);
                let bytes = edit::apply(best, &merged(&trial));
                if tester.test(bytes.clone())? {
                    kept = trial;
                    kept_bytes = Some(bytes);
                }
            }
        }
        // Grow each kept cut while the whole set stays interesting.
        for j in 0..kept.len() {
            let c = kept[j];
            let others = kept.clone();
            let make = |k: usize| {
                let mut trial = others.clone();
                trial[j] = plan.grow(c, k);
                edit::apply(best, &merged(&trial))
            };
            let (k, grown) = find_change_point(tester, plan.growth(c), &make)?;
            if k > 0 {
                kept[j] = plan.grow(c, k);
                kept_bytes = grown;
            }
        }
        drop(plan);
        let Some(bytes) = kept_bytes else {
            return Ok(false);
        };
        let edits = merged(&kept);
        self.accept(bytes, &edits, stats)?;
        Ok(true)
    }
}

/// One sweep of a pass over the best: the candidates placed before `limit`, in the tree's
/// order, those that remove less than `floor` left out, those that parse worse turned away.
struct Sweep<'s, 'c> {
    best: &'s [u8],
    filter: &'s mut Filter<'c>,
    tree: ChoiceTree,
    limit: usize,
    floor: usize,
}

impl Sweep<'_, '_> {
    /// The first interesting cut, grown as far as it goes.
    fn cuts(
        &mut self,
        strategy: &dyn Strategy,
        cx: &Context,
        tester: &mut Tester,
    ) -> Result<Option<Found>> {
        let (best, limit, floor) = (self.best, self.limit, self.floor);
        let plan = strategy.plan(cx);
        let kept: Vec<Cut>;
        let cuts = if floor == 0 {
            plan.cuts()
        } else {
            kept = plan
                .cuts()
                .iter()
                .filter(|c| c.end - c.start >= floor)
                .copied()
                .collect();
            &kept
        };
        let groups = places(cuts, |c| c.start);
        let candidates = std::iter::from_fn(|| loop {
            let step = self.tree.step(|ch| {
                let g = ch.choose_from(&groups, |g| g.0 < limit)?;
                let k = ch.choose(g.1.len(), |_| true)?;
                Some(cuts[g.1.start + k])
            })?;
            let Some(c) = step else { continue };
            let bytes = edit::cut(best, c.start, c.end);
            if self.filter.admits(&bytes, &[Edit::cut(c.start, c.end)]) {
                return Some((c, bytes));
            }
        });
        let Some((cut, bytes)) = tester.find_first(candidates, true)? else {
            return Ok(None);
        };
        let (k, grown) = find_change_point(tester, plan.growth(cut), &|k| {
            let g = plan.grow(cut, k);
            edit::cut(best, g.start, g.end)
        })?;
        let done = if k > 0 { plan.grow(cut, k) } else { cut };
        Ok(Some(Found {
            at: done.start,
            cut: Some(done),
            edits: vec![Edit::cut(done.start, done.end)],
            bytes: grown.unwrap_or(bytes),
        }))
    }

    /// The first interesting rewrite that makes the best shortlex-smaller.
    fn rewrites(
        &mut self,
        rewriter: &dyn Rewriter,
        cx: &Context,
        tester: &mut Tester,
    ) -> Result<Option<Found>> {
        let (best, limit) = (self.best, self.limit);
        let mut rewrites = rewriter.rewrites(cx);
        if self.floor > 0 {
            rewrites.retain(|w| saved(&w.edits) >= self.floor as isize);
        }
        let groups = places(&rewrites, |w| w.at);
        let candidates = std::iter::from_fn(|| loop {
            let step = self.tree.step(|ch| {
                // A rewrite changes its own place: it is tried again there.
                let g = ch.choose_from(&groups, |g| g.0 < limit)?;
                let k = ch.choose(g.1.len(), |_| true)?;
                Some(g.1.start + k)
            })?;
            let Some(w) = step else { continue };
            let bytes = edit::apply(best, &rewrites[w].edits);
            if edit::shortlex(&bytes, best).is_lt()
                && self.filter.admits(&bytes, &rewrites[w].edits)
            {
                return Some((w, bytes));
            }
        });
        Ok(tester
            .find_first(candidates, true)?
            .map(|(w, bytes)| Found {
                at: rewrites[w].at + 1,
                cut: None,
                edits: rewrites[w].edits.clone(),
                bytes,
            }))
    }
}

/// Cuts as sorted, non-overlapping edits: overlapping or touching cuts become one.
fn merged(cuts: &[Cut]) -> Vec<Edit> {
    let mut sorted = cuts.to_vec();
    sorted.sort_by_key(|c| c.start);
    let mut out: Vec<Edit> = Vec::new();
    for c in sorted {
        match out.last_mut() {
            Some(e) if c.start <= e.end => e.end = e.end.max(c.end),
            _ => out.push(Edit::cut(c.start, c.end)),
        }
    }
    out
}
