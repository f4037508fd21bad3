//! The pass manager: holds the best test case so far and runs the passes over it, coarse to
//! fine, until a whole round of the last stage changes nothing (a fixed point). How each pass's candidates are
//! searched is `search/`'s business; this module decides which pass runs when, and accepts
//! what a search finds.

mod rounds;
mod state;

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::edit::{self, Edit};
use crate::error::{Error, Result};
use crate::interrupt::{self, Stop};
use crate::lang::LangSpec;
use crate::oracle::Tester;
use crate::pass::{ParseFilter, Pass, SyntaxUse};
use crate::progress::{Progress, Verbosity};
use crate::report::{PassStats, Report};
use crate::search::{Carry, Order};
use crate::syntax::parse_check::ParseCheck;
use crate::tokens;
use state::{PassState, SyntaxState};

pub struct Options {
    pub passes: Vec<Pass>,
    /// The file's language; passes that need syntax are skipped without one.
    pub lang: Option<&'static LangSpec>,
    /// Skip, without testing, candidates with more syntax errors than the current best.
    pub keep_parsing: bool,
    /// ... only while the best has at least this many bytes: on a smaller file the tests
    /// saved are few, and what parses worse is sometimes the way to a smaller result.
    pub keep_parsing_above: usize,
    /// Where log lines and the live status go.
    pub progress: Arc<Progress>,
    /// Stop as soon as the best is smaller than this many bytes.
    pub stop_below: Option<usize>,
    /// How the scheduler goes through the passes and their candidates.
    pub schedule: Schedule,
    /// Accept no change that removes more than this many bytes (`--max-improvement`).
    pub max_improvement: Option<usize>,
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
    /// Begin with the last stage, every pass on everything (`--skip-initial-passes`).
    pub skip_coarse: bool,
    /// Test the passes' candidates by batches of this many side by side, merging the
    /// interesting ones (`--batch`); 0: one sequence, the first interesting candidate wins.
    pub batch: usize,
    /// With [`WIDE_FROM`] jobs or more, sweep widely (see `search::sweep_wide`): the
    /// candidates side by side, the interesting ones merged; the result then depends on the
    /// tests' timing. Off, or with fewer jobs: the first interesting candidate in order wins,
    /// the same result for any `-j` (`--deterministic`).
    pub wide: bool,
}

impl Default for Schedule {
    fn default() -> Self {
        Schedule {
            order: Order::FromEnd,
            seed: 0,
            restart: 0,
            chaos: None,
            skip_coarse: false,
            batch: 0,
            wide: false,
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
            keep_parsing_above: 0,
            progress: Arc::new(Progress::quiet()),
            stop_below: None,
            schedule: Schedule::default(),
            max_improvement: None,
        }
    }
}

/// Jobs from which the sweeps go wide (see [`Schedule::wide`]). Measured with a test that
/// sleeps 1 s then greps (61,810 bytes of JavaScript, BENCHMARKS.md, "Scaling with workers"):
/// at `-j 4` the ordered search is as fast (its runs ahead of the first undecided candidate
/// keep four slots busy, and it tests less); at `-j 8` the wide sweep takes 62 s against 81,
/// at 16 about half the time, at 64 about a third.
pub const WIDE_FROM: usize = 8;

/// Receives every new best, in order; the caller writes it to disk.
pub type OnImprove<'a> = &'a mut dyn FnMut(&[u8]) -> Result<()>;

/// A file larger than [`PARSE_MAX`] waits for the passes that read the parse: a tree-sitter tree
/// and its table cost about 100 bytes per byte of C++ (a 5 MB translation unit, 400 MB; 50 MB,
/// 5 GB). A first stage runs the passes that do without it, led by `blocks` (the items of the
/// top level and of every block, found by a brace scan), until the file is below this size (or
/// stalls at most [`PARSE_MAX`]); then it is parsed. So whittle's peak memory stays near that of
/// a 4 MB parse, and the syntax passes work on a file whose tests are already faster.
pub const PARSE_LIMIT: usize = 1 << 20;

/// A file of at most this many bytes (a parse of about 300 MB) is parsed at once, and one that
/// shrinks to it in the first stage as soon as the last [`STALL_WINDOW`] removed less than a
/// tenth of it. The brace scan cannot tell what the rest of the file still uses; the syntax
/// passes (`unused` first) can. On the 3.3 MB Eigen case (a 3.5 s test), the brace scan took
/// 121 s to remove 360 KB; parsed at once, `unused` and `parts` had removed more by 40 s, and the
/// 2.9 MB JSON case ended in 122 s instead of 139 s. On a 5.3 MB C++ translation unit with a 3.4
/// s test, the first stage's gains fell to 10 KB a success at 1.8 MB and it never got under 1 MB
/// in 300 s. (The 5.2 MB boost case ended at the same 64 tokens in 288 s, parsed at once or at
/// 857 KB, once `unused` worked on libstdc++.)
const PARSE_MAX: usize = 4 << 20;
const STALL_WINDOW: Duration = Duration::from_secs(60);

/// One stage of a reduction: a round of the passes under its rules (coarse), or their fixed
/// point (the last stages).
#[derive(Debug, Clone, Copy)]
struct Stage {
    /// With keep-parsing: candidates that parse worse are tried too (see `ParseFilter`).
    relaxed: bool,
    /// Candidates that remove fewer bytes are not tried (see [`FLOORS`]).
    floor: usize,
    /// Only the passes that do without the parse, until the file is below [`PARSE_LIMIT`].
    text_only: bool,
    /// Only the passes that delete (`Pass::deletes`): see [`REWRITES_WAIT`].
    deletions_only: bool,
    /// The last stage: the one the `final` passes run in (`Pass::closing`).
    closing: bool,
}

/// The stages of a reduction, coarse to fine: each sweeps its passes over the candidates that
/// remove at least this many bytes (a cut's length, before it grows; for a rewrite, the bytes
/// it saves), once in a coarse stage, to a fixed point in the last. On a large file with a
/// slow test, whole functions and statements go before the calls spent on every literal and
/// token. Only the passes that need the parse take part in the coarse stages: a text pass's
/// cuts are lines and tokens that grow, too small to start with, and whitespace laid out early
/// leaves the line passes nothing. The last stage (0) runs every pass on everything, same-size
/// rewrites included.
const FLOORS: [usize; 3] = [256, 32, 0];

/// On a file of at least [`LARGE`] bytes (a preprocessed C++ translation unit), coarser stages
/// come first: there a test can take seconds and the items of 256 bytes are thousands. On
/// smaller files they cost more calls than they save. On the parse the steps are a factor of 4:
/// once `unused` has taken what no live code names, classes and namespaces of 50-100 KB are left
/// whose halves a stage of 64 KB does not try and one of 4 KB tries only after every smaller cut
/// behind them (on the 2.9 MB JSON case, the stage of 16 KB brought the file under 100 KB in 87 s
/// instead of 105 s). Before the parse (see [`PARSE_MAX`]) the brace scan's stages are 64 KB and
/// 4 KB: one of 16 KB there kept removing a little at a time, so the file neither got under
/// [`PARSE_LIMIT`] nor stalled, and was parsed later (the 5.3 MB simdjson case: 1,022,183 B at
/// 300 s instead of 471,938).
const LARGE_FLOORS: [usize; 3] = [65536, 16384, 4096];
const LARGE_SCAN_FLOORS: [usize; 2] = [65536, 4096];
const LARGE: usize = 1 << 20;

/// On a file of at least this many bytes, the coarse stages above the floor of 32 are the
/// deleting passes' (`Pass::deletes`); the syntax passes that rewrite (hoisting, inlining,
/// renaming, ...) join at the next. There, their sweeps cost many slow tests for little,
/// while a small deletion that unlocks large ones waits for the next stage. On a small file
/// the first stage is short either way, and the rewrites early keep its path to the smallest
/// results.
const REWRITES_WAIT: usize = 64 << 10;

/// The floors of the stages for a file of `len` bytes, coarse to fine, on the parse or (`scan`)
/// before it; without `coarse` passes, only the last.
fn floors(len: usize, coarse: bool, scan: bool) -> impl Iterator<Item = usize> {
    let large = match (len >= LARGE, scan) {
        (false, _) => &[][..],
        (true, false) => &LARGE_FLOORS[..],
        (true, true) => &LARGE_SCAN_FLOORS[..],
    };
    large
        .iter()
        .chain(&FLOORS)
        .copied()
        .filter(move |&f| f == 0 || coarse)
}

struct Reducer<'t> {
    best: Vec<u8>,
    /// Counts accepted changes: the version of `best`.
    generation: u64,
    tester: &'t mut Tester,
    on_improve: OnImprove<'t>,
    progress: &'t Progress,
    syntax: Option<SyntaxState>,
    parse_check: Option<ParseCheck>,
    stop_below: Option<usize>,
    max_improvement: Option<usize>,
    schedule: Schedule,
    /// The rules of the stage running now.
    stage: Stage,
    /// The file's language, parsed at once when the file is at most [`PARSE_MAX`], else once the
    /// first stage ends.
    lang: Option<&'static LangSpec>,
    keep_parsing: bool,
    keep_parsing_above: usize,
    /// Set when the reducer stopped itself (`stop_below`).
    stopped: Option<Stop>,
    states: Vec<PassState>,
    /// The best's size at the start and after each change of the text-only stage: whether
    /// that stage stalls (see [`PARSE_MAX`]).
    sizes: Vec<(Instant, usize)>,
    /// The runs the last wide sweep left in flight, and the generation of the best it made.
    carry: Option<(u64, Carry)>,
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
    let lexis = crate::lang::lexis(options.lang);
    let original_tokens = tokens::count(&input, lexis);
    let passes: Vec<&Pass> = options
        .passes
        .iter()
        .filter(|p| options.lang.is_some() || p.syntax != SyntaxUse::Needs)
        .collect();
    let mut r = Reducer {
        best: input,
        generation: 0,
        tester,
        on_improve,
        progress: &options.progress,
        syntax: None,
        parse_check: None,
        stop_below: options.stop_below,
        max_improvement: options.max_improvement,
        schedule: options.schedule,
        stage: Stage {
            relaxed: false,
            floor: 0,
            text_only: false,
            deletions_only: false,
            closing: false,
        },
        lang: options.lang,
        keep_parsing: options.keep_parsing,
        keep_parsing_above: options.keep_parsing_above,
        stopped: None,
        states: passes
            .iter()
            .map(|p| {
                PassState::new(
                    p.cuts() && options.schedule.chaos.unwrap_or(p.chaos),
                    p.last,
                )
            })
            .collect(),
        sizes: vec![(started, original_bytes)],
        carry: None,
    };
    let mut stats: Vec<PassStats> = passes
        .iter()
        .map(|p| PassStats {
            name: p.name.to_string(),
            ..Default::default()
        })
        .collect();
    let mut rounds = 0;
    // Coarse to fine: one sweep of the syntax passes among the candidates that remove the most,
    // then one among more, then a fixed point of every pass. With keep_parsing, the last fixed
    // point tries candidates that parse worse too: the smallest interesting file often does not parse.
    let coarse = passes.iter().any(|p| p.coarse) && !options.schedule.skip_coarse;
    let large = r.best.len() >= REWRITES_WAIT;
    let plain = |floor| Stage {
        relaxed: false,
        floor,
        text_only: false,
        deletions_only: large && floor > FLOORS[1],
        closing: false,
    };
    let mut stages: Vec<Stage> = Vec::new();
    // A file too large to parse goes through the same coarse-to-fine stages without the parse
    // first, each ending as soon as the file can be parsed.
    if options.lang.is_some() && r.best.len() > PARSE_MAX {
        stages.extend(floors(r.best.len(), coarse, true).map(|floor| Stage {
            text_only: true,
            deletions_only: false,
            ..plain(floor)
        }));
    }
    stages.extend(floors(r.best.len(), coarse, false).map(plain));
    if options.lang.is_some() && options.keep_parsing {
        stages.push(Stage {
            relaxed: true,
            ..plain(0)
        });
    }
    if let Some(last) = stages.last_mut() {
        last.closing = true;
    }
    r.limit_improvement();
    let outcome = (|| -> Result<()> {
        for (number, stage) in stages.into_iter().enumerate() {
            r.stage = stage;
            if r.stopped.is_some() {
                break;
            }
            if r.parsable() {
                continue;
            }
            if !stage.text_only {
                r.parse();
            }
            for s in &mut r.states {
                s.clean_at = None;
                s.resume = None;
            }
            r.fixed_point(number + 1, &passes, &mut stats, &mut rounds)?;
        }
        Ok(())
    })();
    if let Some((_, carry)) = r.carry.take() {
        carry.drop_runs(r.tester);
    }
    let stopped = match outcome {
        Ok(()) => r.stopped,
        Err(Error::Interrupted) => Some(r.stopped.or(interrupt::reason()).unwrap_or(Stop::Signal)),
        Err(e) => return Err(e),
    };
    // The last stage's fixed point, unless the run stopped first: there every pass has swept
    // the result without success, and only `strict` passes skipped what parses worse.
    // A pass a preset runs twice (with other parameters) is named once.
    let mut minimal_under: Vec<String> = Vec::new();
    if stopped.is_none() {
        for p in &passes {
            let swept = p.parse_filter != ParseFilter::Always || !options.keep_parsing;
            if swept && !minimal_under.iter().any(|n| n == p.name) {
                minimal_under.push(p.name.to_string());
            }
        }
    }
    let report = Report {
        minimal_under,
        original_bytes,
        original_tokens,
        final_bytes: r.best.len(),
        final_tokens: tokens::count(&r.best, lexis),
        rounds,
        stats: r.tester.stats,
        passes: stats,
        elapsed: started.elapsed(),
        stopped,
    };
    Ok((r.best, report))
}

impl Reducer<'_> {
    fn accept(&mut self, bytes: Vec<u8>, edits: &[Edit], stats: &mut PassStats) -> Result<()> {
        debug_assert!(edit::shortlex(&bytes, &self.best).is_lt());
        debug_assert_eq!(edit::apply(&self.best, edits), bytes);
        stats.successes += 1;
        stats.bytes_removed += self.best.len().saturating_sub(bytes.len()) as u64;
        edit::let_spares_go();
        self.progress.log(
            Verbosity::Verbose,
            &format!(
                "{}: {} -> {} bytes",
                stats.name,
                self.best.len(),
                bytes.len()
            ),
        );
        self.progress.set_size(bytes.len());
        self.progress.diff(&stats.name, &self.best, edits);
        if let Some(s) = &mut self.syntax {
            s.pending.push(edits.to_vec());
        }
        for s in &mut self.states {
            s.shift(edits);
        }
        if let Some(c) = &mut self.parse_check {
            c.rebase(&bytes, edits);
        }
        self.generation += 1;
        self.best = bytes;
        if self.stage.text_only {
            self.sizes.push((Instant::now(), self.best.len()));
        }
        self.limit_improvement();
        (self.on_improve)(&self.best)?;
        if self.stop_below.is_some_and(|n| self.best.len() < n) {
            self.stopped = Some(Stop::SizeReached);
        }
        Ok(())
    }

    /// From the first stage that reads the parse on: the file's syntax, and the parse check
    /// behind keep-parsing (its tree also serves the table, when a pass first needs one).
    fn parse(&mut self) {
        let Some(lang) = self.lang else { return };
        if self.syntax.is_some() {
            return;
        }
        let (started, original) = self.sizes[0];
        if original > PARSE_MAX {
            let why = match self.best.len() {
                n if n <= PARSE_LIMIT => "",
                _ if self.stalls() => {
                    ": the passes without it removed less than a tenth in the last minute"
                }
                _ => ": the passes without it found nothing more",
            };
            self.progress.log(
                Verbosity::Normal,
                &format!(
                    "parsing the file at {} bytes, {:.0} s in{why}",
                    self.best.len(),
                    started.elapsed().as_secs_f64()
                ),
            );
        }
        self.syntax = Some(SyntaxState::new(lang));
        if self.keep_parsing {
            let mut check = ParseCheck::new(lang);
            check.set_base(&self.best);
            self.parse_check = Some(check);
        }
    }

    /// Whether the text-only stage is over: the file is small enough to parse, or it has
    /// stalled on a file that can still be parsed (see [`PARSE_MAX`]).
    fn parsable(&self) -> bool {
        let len = self.best.len();
        self.stage.text_only && (len <= PARSE_LIMIT || len <= PARSE_MAX && self.stalls())
    }

    fn stalls(&self) -> bool {
        stalled(&self.sizes, Instant::now(), self.best.len())
    }

    /// Whether candidates that parse worse are tried now: in the relaxed stage, and once the
    /// best is below `keep_parsing_above`.
    fn relaxed(&self) -> bool {
        self.stage.relaxed || self.best.len() < self.keep_parsing_above
    }

    /// `--max-improvement`: candidates shorter than this are not tested (nor accepted).
    fn limit_improvement(&mut self) {
        if let Some(max) = self.max_improvement {
            self.tester.min_len = self.best.len().saturating_sub(max);
        }
    }
}

/// Whether the text-only stage has stalled at `len` bytes by `now`, from the best's sizes since
/// the start (`sizes`, oldest first): whether the last [`STALL_WINDOW`] removed less than a
/// tenth of the file. Not before a whole window has passed.
fn stalled(sizes: &[(Instant, usize)], now: Instant, len: usize) -> bool {
    let then = now.checked_sub(STALL_WINDOW);
    let before = sizes
        .iter()
        .rev()
        .find(|&&(t, _)| then.is_some_and(|then| t <= then));
    before.is_some_and(|&(_, size_then)| size_then.saturating_sub(len) < len / 10)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A file at 2 MB is parsed early if the last minute removed less than 200 KB.
    #[test]
    fn the_text_stage_stalls_when_the_last_minute_removed_less_than_a_tenth() {
        let start = Instant::now();
        let at = |s: u64| start + Duration::from_secs(s);
        let (kb, len) = (1 << 10, 2 << 20);
        let sizes = [
            (at(0), 4 << 20),
            (at(30), len + 300 * kb),
            (at(70), len + 100 * kb),
        ];
        assert!(!stalled(&sizes, at(59), len), "not before a window");
        assert!(!stalled(&sizes, at(90), len), "300 KB in the last minute");
        assert!(stalled(&sizes, at(130), len), "100 KB in the last minute");
        assert!(
            !stalled(&sizes, at(130), len - 200 * kb),
            "300 KB in the last minute"
        );
    }

    #[test]
    fn a_large_file_gets_coarser_stages_first() {
        let all = |len, coarse, scan| floors(len, coarse, scan).collect::<Vec<_>>();
        assert_eq!(all(LARGE - 1, true, false), [256, 32, 0]);
        assert_eq!(all(LARGE, true, false), [65536, 16384, 4096, 256, 32, 0]);
        assert_eq!(all(LARGE, true, true), [65536, 4096, 256, 32, 0]);
        assert_eq!(all(LARGE, false, false), [0]);
    }

    /// With many jobs the sweeps go wide: candidates side by side, the interesting ones merged
    /// (see `search::sweep_wide`). On lines of which the test wants three, the result is those
    /// three lines, as with one job.
    #[test]
    fn a_wide_sweep_merges_successes_found_side_by_side() {
        use crate::oracle::{FnJudge, Tester};
        let text: String = (0..300).map(|i| format!("line {i};\n")).collect();
        let wanted = ["line 17;\n", "line 150;\n", "line 299;\n"];
        let reduce_with = |jobs: usize, wide: bool| {
            // Runs that take a while, so that with many jobs successes come back together.
            let judge = FnJudge(move |c: &[u8]| {
                std::thread::sleep(Duration::from_millis(20));
                let c = String::from_utf8_lossy(c);
                wanted.iter().all(|w| c.contains(w))
            });
            let options = Options {
                passes: crate::pass::preset("generic", None).unwrap().passes,
                schedule: Schedule {
                    wide,
                    ..Schedule::default()
                },
                ..Options::generic()
            };
            let mut tester = Tester::new(Arc::new(judge), jobs);
            let input = text.clone().into_bytes();
            let (out, _) = reduce(input, &mut tester, &options, &mut |_| Ok(())).unwrap();
            String::from_utf8(out).unwrap()
        };
        let ordered = reduce_with(1, false);
        assert_eq!(ordered, wanted.concat());
        assert_eq!(reduce_with(WIDE_FROM, true), ordered);
    }

    /// A coarse stage is one round: `items` sweeps the file once from the end in each of the
    /// two coarse stages and the run goes on to the next stage even though it found something
    /// (`d2` can go only once `d1` is gone, `d3` once `d2` is: the first stage's sweep takes
    /// only `d1`), so the run takes one round per stage, 3. With rounds to a fixed point in
    /// every stage it takes 5 (the first stage three: a round that takes `d1`, one that takes
    /// the rest, one that confirms).
    #[test]
    fn a_coarse_stage_is_one_round() {
        use crate::oracle::{FnJudge, Tester};
        let body = |tag: &str| format!("{{ int {tag} = 1; {} }}", "x = x + 1; ".repeat(30));
        let text: String = ["keep", "d1", "d2", "d3"]
            .iter()
            .map(|f| format!("int {f}(int x) {}\n", body(f)))
            .collect();
        let judge = FnJudge(move |c: &[u8]| {
            let c = String::from_utf8_lossy(c);
            let whole = |f: &str| c.contains(&format!("int {f}(int x) {}", body(f)));
            let gone = |f: &str| !c.contains(&format!("{f}("));
            whole("keep")
                && ["d1", "d2", "d3"].iter().all(|f| whole(f) || gone(f))
                && (!gone("d2") || gone("d1"))
                && (!gone("d3") || gone("d2"))
        });
        let lang = crate::lang::by_name("c");
        let options = Options {
            passes: vec![crate::pass::build("items", &Default::default(), lang, "test").unwrap()],
            lang,
            ..Options::generic()
        };
        let mut tester = Tester::new(Arc::new(judge), 1);
        let (out, report) =
            reduce(text.into_bytes(), &mut tester, &options, &mut |_| Ok(())).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!("int keep(int x) {}\n", body("keep"))
        );
        assert_eq!(report.rounds, 3);
    }

    /// On a file of [`REWRITES_WAIT`] bytes or more the first coarse stage is the deleting
    /// passes': `alike` (every `static` at once) comes before `items` here, and either change
    /// rules out the other (the test wants every `static` or the junk). `items` takes the junk
    /// in the first stage, so the statics stay; were `alike` in that stage, it would take the
    /// statics first and the junk would stay.
    #[test]
    fn on_a_large_file_the_first_coarse_stage_only_deletes() {
        use crate::oracle::{FnJudge, Tester};
        let pad = format!("const char *pad = \"{}\";\n", "p".repeat(REWRITES_WAIT));
        let funcs: String = (0..60)
            .map(|k| format!("static int f{k}(int x) {{ return x; }}\n"))
            .collect();
        let junk = format!("int junk[] = {{ {} }};\n", "1, ".repeat(100));
        let text = format!("{pad}{funcs}{junk}");
        let (p, j) = (pad.clone(), junk.clone());
        let judge = FnJudge(move |c: &[u8]| {
            let c = String::from_utf8_lossy(c);
            c.contains(&p)
                && (0..60).all(|k| c.contains(&format!("int f{k}(int x) {{ return x; }}")))
                && (c.matches("static ").count() == 60 || c.contains(&j))
        });
        let lang = crate::lang::by_name("c");
        let pass = |name| crate::pass::build(name, &Default::default(), lang, "test").unwrap();
        let options = Options {
            passes: vec![pass("alike"), pass("items")],
            lang,
            ..Options::generic()
        };
        let mut tester = Tester::new(Arc::new(judge), 1);
        let (out, _) = reduce(text.into_bytes(), &mut tester, &options, &mut |_| Ok(())).unwrap();
        let out = String::from_utf8(out).unwrap();
        assert!(!out.contains("junk"), "{}", &out[pad.len()..]);
        assert_eq!(out.matches("static ").count(), 60);
    }
}
