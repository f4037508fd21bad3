//! The reducer: holds the best test case so far and runs the passes over it until a whole
//! round changes nothing (a fixed point).

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::cut::{Context, Strategy};
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
    fn table(&mut self, text: &[u8]) -> &SyntaxTable {
        match (&mut self.parsed, self.pending.as_slice()) {
            (Some(_), []) => {}
            (Some(s), [one]) => s.update(text, one),
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
    fn admits(&mut self, candidate: &[u8]) -> bool {
        let worse = self
            .checker
            .as_deref_mut()
            .is_some_and(|c| c.worse(candidate));
        self.skipped += u64::from(worse);
        !worse
    }
}

/// Tells whether a candidate parses worse (more ERROR/MISSING nodes) than the current best.
struct Checker {
    parser: tree_sitter::Parser,
    /// Errors in the current best.
    base: usize,
}

impl Checker {
    fn new(lang: &'static LangSpec) -> Checker {
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&lang.grammar())
            .expect("the grammar's ABI matches tree-sitter's (checked by tests/registry.rs)");
        Checker { parser, base: 0 }
    }

    fn errors(&mut self, text: &[u8]) -> usize {
        self.parser
            .parse(text, None)
            .map_or(usize::MAX, |t| count_errors(t.root_node()))
    }

    fn worse(&mut self, candidate: &[u8]) -> bool {
        self.errors(candidate) > self.base
    }
}

fn count_errors(node: tree_sitter::Node) -> usize {
    if !node.has_error() {
        return 0;
    }
    let own = usize::from(node.is_error() || node.is_missing());
    let mut cursor = node.walk();
    own + node.children(&mut cursor).map(count_errors).sum::<usize>()
}

struct Reducer<'t, 'a> {
    best: Vec<u8>,
    tester: &'t mut Tester<'a>,
    on_improve: OnImprove<'t>,
    progress: &'t Progress,
    syntax: Option<SyntaxState>,
    checker: Option<Checker>,
    stop_below: Option<usize>,
    /// The last keep-parsing phase: only `strict` passes still skip what parses worse.
    relaxed: bool,
    /// Set when the reducer stopped itself (`stop_below`).
    stopped: Option<Stop>,
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
    let mut r = Reducer {
        best: input,
        tester,
        on_improve,
        progress: &options.progress,
        syntax: options.lang.map(|lang| SyntaxState {
            lang,
            parsed: None,
            pending: Vec::new(),
        }),
        checker: options
            .lang
            .filter(|_| options.keep_parsing)
            .map(Checker::new),
        stop_below: options.stop_below,
        relaxed: false,
        stopped: None,
    };
    let passes: Vec<&Pass> = options
        .passes
        .iter()
        .filter(|p| options.lang.is_some() || !p.needs_syntax)
        .collect();
    let mut stats: Vec<PassStats> = passes
        .iter()
        .map(|p| PassStats {
            name: p.name.to_string(),
            ..Default::default()
        })
        .collect();
    let mut rounds = 0;
    // With keep_parsing, reach a fixed point among candidates that parse, then let the last
    // rounds try the rest: the smallest interesting file often does not parse.
    let phases = if r.checker.is_some() { 2 } else { 1 };
    let outcome = (|| -> Result<()> {
        for phase in 0..phases {
            r.relaxed = phase == 1;
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

impl<'a> Reducer<'_, 'a> {
    /// Runs the passes in order, round after round, until a round changes nothing.
    fn fixed_point(
        &mut self,
        passes: &[&Pass],
        stats: &mut [PassStats],
        rounds: &mut usize,
    ) -> Result<()> {
        loop {
            *rounds += 1;
            let mut progress = false;
            for (pass, stats) in passes.iter().zip(stats.iter_mut()) {
                let before = stats.successes;
                self.run_pass(pass, stats)?;
                progress |= stats.successes > before;
                if stats.successes > before {
                    self.progress.log(
                        1,
                        &format!(
                            "round {rounds}, {}: {} bytes ({} oracle calls so far)",
                            stats.name,
                            self.best.len(),
                            self.tester.stats.calls
                        ),
                    );
                }
            }
            if !progress {
                return Ok(());
            }
        }
    }

    fn run_pass(&mut self, pass: &Pass, stats: &mut PassStats) -> Result<()> {
        self.progress.set_pass(pass.name);
        let started = Instant::now();
        let calls_before = self.tester.stats.calls;
        let result = match &pass.kind {
            Kind::Cut(s) => self.cut_sweep(s.as_ref(), pass, stats),
            Kind::Rewrite(w) => self.rewrite_sweep(w.as_ref(), pass, stats),
        };
        stats.calls += self.tester.stats.calls - calls_before;
        stats.time += started.elapsed();
        result
    }

    fn accept(&mut self, bytes: Vec<u8>, edits: &[Edit], stats: &mut PassStats) -> Result<()> {
        debug_assert!(edit::shortlex(&bytes, &self.best).is_lt());
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
            (Some(s), true) => Some(s.table(&self.best)),
            _ => None,
        };
        let filtering = !self.relaxed || pass.strict;
        let mut checker = self.checker.as_mut().filter(|_| filtering);
        if let Some(c) = checker.as_deref_mut() {
            c.base = c.errors(&self.best);
        }
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

    /// One sweep of a cut strategy from the end of the text toward its start. After a success
    /// the sweep goes on from where it was (no restart from the end).
    fn cut_sweep(
        &mut self,
        strategy: &dyn Strategy,
        pass: &Pass,
        stats: &mut PassStats,
    ) -> Result<()> {
        let mut limit = usize::MAX;
        while limit > 0 {
            let (cx, tester, mut filter) = self.parts(pass);
            let plan = strategy.plan(&cx);
            let best = cx.text;
            let cuts = plan.cuts();
            let from = cuts.partition_point(|c| c.start >= limit);
            let candidates = cuts[from..].iter().filter_map(|&c| {
                let bytes = edit::cut(best, c.start, c.end);
                filter.admits(&bytes).then_some((c, bytes))
            });
            let found = tester.find_first(candidates, true)?;
            stats.skipped += filter.skipped;
            let Some((cut, bytes)) = found else {
                break;
            };
            let (k, grown) = find_change_point(tester, plan.growth(cut), &|k| {
                let g = plan.grow(cut, k);
                edit::cut(best, g.start, g.end)
            })?;
            let done = if k > 0 { plan.grow(cut, k) } else { cut };
            drop(plan);
            let bytes = grown.unwrap_or(bytes);
            self.accept(bytes, &[Edit::cut(done.start, done.end)], stats)?;
            limit = done.start;
        }
        Ok(())
    }

    /// One sweep of a rewriter, from the end toward the start; only candidates smaller in
    /// shortlex order are tried.
    fn rewrite_sweep(
        &mut self,
        rewriter: &dyn Rewriter,
        pass: &Pass,
        stats: &mut PassStats,
    ) -> Result<()> {
        let mut limit = usize::MAX;
        loop {
            let (cx, tester, mut filter) = self.parts(pass);
            let rewrites = rewriter.rewrites(&cx);
            let best = cx.text;
            let from = rewrites.partition_point(|w| w.at >= limit);
            let candidates = rewrites[from..].iter().enumerate().filter_map(|(i, w)| {
                let bytes = edit::apply(best, &w.edits);
                let smaller = edit::shortlex(&bytes, best).is_lt();
                (smaller && filter.admits(&bytes)).then_some((from + i, bytes))
            });
            let found = tester.find_first(candidates, true)?;
            stats.skipped += filter.skipped;
            let Some((i, bytes)) = found else {
                return Ok(());
            };
            let w = &rewrites[i];
            self.accept(bytes, &w.edits, stats)?;
            limit = w.at;
        }
    }
}
