//! The command line: clap arguments, their validation into a [`Config`], and the run itself
//! (start check, backup, reduction, final re-check, summary).

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use regex::bytes::Regex;

use crate::error::{exit, Error, Result};
use crate::interrupt::{self, Stop};
use crate::lang::{self, LangSpec};
use crate::oracle::{AlsoInteresting, Conditions, Oracle, TestCommand};
use crate::pass::{self, Preset};
use crate::progress::Progress;
use crate::reduce::{self, Options, Report};
use crate::syntax::Syntax;
use crate::tester::Tester;
use crate::tokens;
use crate::workspace::{self, Workspace};

const AFTER_HELP: &str = "\
Examples:
  whittle ./test.sh bug.c                  test.sh exits 0 while bug.c is interesting
  whittle --stderr 'internal compiler error' bug.c -- gcc -O2 -c @@
  whittle -o small.c --exit-code 1 --stderr 'conflicting types' bug.c -- gcc -c @@

Match conditions (--exit-code, --stderr, ...) go before FILE: everything after `--` is the
command.

The test runs in a fresh directory holding a copy of the candidate under the same file name;
the candidate's path is also its first argument. The file holds the best result so far after
every improvement; the original is kept as FILE.orig.";

#[derive(Debug, Parser)]
#[command(name = "whittle", version, about = "A language-aware test-case reducer", after_help = AFTER_HELP)]
pub struct Args {
    /// TEST FILE (script form), or FILE followed by `-- CMD ARGS...` (inline form).
    #[arg(value_name = "TEST|FILE", required_unless_present_any = ["list_passes", "lang"])]
    pub paths: Vec<PathBuf>,

    /// The inline test command; `@@` (or `@@.ext`) in an argument becomes the candidate's path.
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<OsString>,

    /// Interesting if the test exits with N (repeatable).
    #[arg(long, value_name = "N", help_heading = "Interestingness")]
    pub exit_code: Vec<i32>,
    /// Not interesting if the test exits with N (repeatable).
    #[arg(long, value_name = "N", help_heading = "Interestingness")]
    pub not_exit_code: Vec<i32>,
    /// Interesting if the test is killed by a signal (a crash).
    #[arg(long, help_heading = "Interestingness")]
    pub signal: bool,
    /// Interesting only if stdout matches REGEX (repeatable).
    #[arg(long, value_name = "REGEX", help_heading = "Interestingness")]
    pub stdout: Vec<String>,
    /// Interesting only if stdout does not match REGEX (repeatable).
    #[arg(long, value_name = "REGEX", help_heading = "Interestingness")]
    pub not_stdout: Vec<String>,
    /// Interesting only if stderr matches REGEX (repeatable).
    #[arg(long, value_name = "REGEX", help_heading = "Interestingness")]
    pub stderr: Vec<String>,
    /// Interesting only if stderr does not match REGEX (repeatable).
    #[arg(long, value_name = "REGEX", help_heading = "Interestingness")]
    pub not_stderr: Vec<String>,
    /// Seconds before a test is killed (its whole process group) and counted as uninteresting
    /// (default: 20 times the original's run time, at least 10 s).
    #[arg(long, value_name = "SECS", help_heading = "Interestingness")]
    pub timeout: Option<f64>,
    /// Directory for the tests' job directories (default: the system temp dir).
    #[arg(long, value_name = "DIR", help_heading = "Interestingness")]
    pub work_dir: Option<PathBuf>,

    /// Tests to run at once (default: the number of cores).
    #[arg(short, long, value_name = "N", help_heading = "Reduction")]
    pub jobs: Option<usize>,
    /// The file's language (default: from its name); `--lang list` shows the languages.
    #[arg(long, value_name = "NAME", help_heading = "Reduction")]
    pub lang: Option<String>,
    /// The preset to run (default: the language's own, else `generic`; see --list-passes).
    #[arg(long, value_name = "NAME", help_heading = "Reduction")]
    pub preset: Option<String>,
    /// Run these passes, in this order, instead of the preset's (comma-separated).
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        help_heading = "Reduction"
    )]
    pub passes: Vec<String>,
    /// List the passes and presets and exit.
    #[arg(long, help_heading = "Reduction")]
    pub list_passes: bool,
    /// Until a fixed point, skip candidates that parse worse than the current best without
    /// testing them; then try them in a last relaxed fixed point.
    #[arg(long, overrides_with = "no_keep_parsing", help_heading = "Reduction")]
    pub keep_parsing: bool,
    /// Test candidates even when they parse worse (overrides the preset).
    #[arg(long, overrides_with = "keep_parsing", help_heading = "Reduction")]
    pub no_keep_parsing: bool,
    /// Print FILE's syntax tree and the query categories of its nodes, then exit.
    #[arg(long, help_heading = "Reduction")]
    pub dump_tree: bool,

    /// Save candidates whose test exits with CODE aside (FILE.also-1, ...), without accepting
    /// them (repeatable).
    #[arg(long, value_name = "CODE", help_heading = "Interestingness")]
    pub also_interesting: Vec<i32>,
    /// Run every test through this command, e.g. 'srun -N1 --' or 'ssh host' (split on
    /// whitespace); put the job directories on a shared filesystem with --work-dir.
    #[arg(long, value_name = "CMD", help_heading = "Interestingness")]
    pub launcher: Option<String>,
    /// Run the original N times before reducing and report how often it is interesting.
    #[arg(long, value_name = "N", help_heading = "Interestingness")]
    pub check_determinism: Option<usize>,
    /// Stop after SECS seconds with the best result so far.
    #[arg(long, value_name = "SECS", help_heading = "Reduction")]
    pub stop_after: Option<f64>,
    /// Stop as soon as the result is smaller than BYTES.
    #[arg(long, value_name = "BYTES", help_heading = "Reduction")]
    pub stop_below: Option<usize>,
    /// Keep every accepted result in DIR (0001-NAME, 0002-NAME, ...).
    #[arg(long, value_name = "DIR", help_heading = "Output")]
    pub history: Option<PathBuf>,
    /// Write the run's figures (sizes, calls, per-pass statistics) as JSON to FILE.
    #[arg(long, value_name = "FILE", help_heading = "Output")]
    pub stats_json: Option<PathBuf>,
    /// With a folder or several files: reduce only the files matching GLOB (repeatable).
    #[arg(long, value_name = "GLOB", help_heading = "Reduction")]
    pub include: Vec<String>,
    /// With a folder or several files: copy files matching GLOB but do not reduce them.
    #[arg(long, value_name = "GLOB", help_heading = "Reduction")]
    pub exclude: Vec<String>,
    /// Write the result to PATH (a folder for several files) and leave the input untouched.
    #[arg(short, long, value_name = "PATH", help_heading = "Output")]
    pub output: Option<PathBuf>,
    /// Print only errors.
    #[arg(short, long, help_heading = "Output", conflicts_with = "verbose")]
    pub quiet: bool,
    /// Print every accepted change.
    #[arg(short, long, help_heading = "Output")]
    pub verbose: bool,
}

/// Validated settings for one run.
pub struct Config {
    pub workspace: Workspace,
    /// The test, set up for the first file to reduce (see [`Config::oracle_for`]).
    pub oracle: Oracle,
    pub jobs: usize,
    pub verbosity: u8,
}

impl Config {
    pub fn from_args(args: &Args) -> Result<Config> {
        let (test, files) = if args.command.is_empty() {
            match args.paths.as_slice() {
                [test, files @ ..] if !files.is_empty() => {
                    (TestCommand::Script(resolve_test(test)?), files)
                }
                _ => {
                    return Err(Error::Usage(
                        "expected TEST FILE, or FILE -- CMD ARGS... (see --help)".into(),
                    ))
                }
            }
        } else {
            (
                TestCommand::Inline(args.command.clone()),
                args.paths.as_slice(),
            )
        };
        if files.is_empty() {
            return Err(Error::Usage("no FILE to reduce (see --help)".into()));
        }
        let workspace =
            workspace::collect(files, args.output.as_deref(), &args.include, &args.exclude)?;
        let regexes = |list: &[String]| -> Result<Vec<Regex>> {
            list.iter()
                .map(|r| Regex::new(r).map_err(|e| Error::Usage(format!("bad regex {r:?}: {e}"))))
                .collect()
        };
        let conditions = Conditions {
            exit_codes: args.exit_code.clone(),
            not_exit_codes: args.not_exit_code.clone(),
            signal: args.signal,
            stdout: regexes(&args.stdout)?,
            not_stdout: regexes(&args.not_stdout)?,
            stderr: regexes(&args.stderr)?,
            not_stderr: regexes(&args.not_stderr)?,
        };
        let timeout = args.timeout.unwrap_or(START_TIMEOUT);
        if !(timeout > 0.0 && timeout.is_finite()) {
            return Err(Error::Usage(
                "--timeout must be a positive number of seconds".into(),
            ));
        }
        let work_dir = match &args.work_dir {
            Some(d) => d.clone(),
            None => std::env::temp_dir(),
        };
        if !work_dir.is_dir() {
            return Err(Error::Usage(format!(
                "--work-dir {} is not a directory",
                work_dir.display()
            )));
        }
        // Check every file's language and preset now, not halfway through the run.
        for input in workspace.inputs.iter().filter(|i| i.reduce) {
            choose_preset(args, language(args, &input.rel)?)?;
        }
        let jobs = match args.jobs {
            Some(0) => return Err(Error::Usage("--jobs must be at least 1".into())),
            Some(j) => j,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        if args
            .launcher
            .as_deref()
            .is_some_and(|l| l.trim().is_empty())
        {
            return Err(Error::Usage("--launcher needs a command".into()));
        }
        let first = workspace
            .inputs
            .iter()
            .find(|i| i.reduce)
            .expect("collect keeps a file to reduce");
        let oracle = Oracle {
            command: test,
            conditions,
            target: first.rel.clone(),
            others: Vec::new(),
            timeout: Duration::from_secs_f64(timeout),
            work_dir,
            launcher: args
                .launcher
                .as_deref()
                .map(|l| l.split_whitespace().map(OsString::from).collect())
                .unwrap_or_default(),
            also_interesting: (!args.also_interesting.is_empty()).then(|| {
                Arc::new(AlsoInteresting {
                    codes: args.also_interesting.clone(),
                    saved: Default::default(),
                })
            }),
            output: first.output.clone(),
        };
        Ok(Config {
            workspace,
            oracle,
            jobs,
            verbosity: if args.quiet {
                0
            } else if args.verbose {
                2
            } else {
                1
            },
        })
    }

    /// The test with input `i` as the candidate and the others at their current `contents`
    /// (`None`: removed).
    fn oracle_for(&self, i: usize, contents: &[Option<Arc<Vec<u8>>>]) -> Oracle {
        let inputs = &self.workspace.inputs;
        Oracle {
            target: inputs[i].rel.clone(),
            others: inputs
                .iter()
                .zip(contents)
                .enumerate()
                .filter(|&(j, _)| j != i)
                .filter_map(|(_, (input, c))| Some((input.rel.clone(), Arc::clone(c.as_ref()?))))
                .collect(),
            output: inputs[i].output.clone(),
            ..self.oracle.clone()
        }
    }

    /// The files on disk and their places in the job directory, input `i` first, for recipes.
    fn sources(&self, i: usize) -> Vec<(PathBuf, PathBuf)> {
        let inputs = &self.workspace.inputs;
        std::iter::once(i)
            .chain((0..inputs.len()).filter(|&j| j != i))
            .map(|j| (inputs[j].source.clone(), inputs[j].rel.clone()))
            .collect()
    }
}

/// The language named by `--lang`, or detected from the file name.
fn language(args: &Args, input: &Path) -> Result<Option<&'static LangSpec>> {
    match &args.lang {
        Some(name) => lang::by_name(name).map(Some).ok_or_else(|| {
            Error::Usage(format!(
                "unknown language {name:?}; known languages: {}",
                language_names()
            ))
        }),
        None => Ok(lang::detect(input)),
    }
}

fn language_names() -> String {
    lang::languages()
        .iter()
        .map(|l| l.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The preset for this run: `--preset`, else the language's own, else `generic`; `--passes`
/// and `--[no-]keep-parsing` override parts of it.
fn choose_preset(args: &Args, lang: Option<&'static LangSpec>) -> Result<Preset> {
    let name = match (&args.preset, lang) {
        (Some(p), _) => p.as_str(),
        (None, Some(l)) if pass::PRESETS.iter().any(|(n, _)| *n == l.name) => l.name,
        (None, _) => "generic",
    };
    let mut preset = pass::preset(name, lang)?;
    if !args.passes.is_empty() {
        preset.passes = args
            .passes
            .iter()
            .map(|p| pass::build(p, &Default::default(), preset.lang, "--passes"))
            .collect::<Result<_>>()?;
    }
    if args.keep_parsing {
        preset.keep_parsing = true;
    }
    if args.no_keep_parsing {
        preset.keep_parsing = false;
    }
    Ok(preset)
}

/// The test script as an absolute path (tests run in another directory), checked to be an
/// executable file.
fn resolve_test(test: &Path) -> Result<PathBuf> {
    let looks_like_path = test.components().count() > 1 || test.exists();
    if !looks_like_path {
        // A bare command name: leave it to PATH lookup.
        return Ok(test.to_path_buf());
    }
    let abs = std::fs::canonicalize(test).map_err(|source| Error::Read {
        path: test.to_path_buf(),
        source,
    })?;
    let meta = std::fs::metadata(&abs).map_err(|source| Error::Read {
        path: abs.clone(),
        source,
    })?;
    if !meta.is_file() {
        return Err(Error::Usage(format!(
            "the test {} is not a file",
            test.display()
        )));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(Error::Usage(format!(
            "the test {} is not executable (try: chmod +x {})",
            test.display(),
            test.display()
        )));
    }
    Ok(abs)
}

/// Writes `bytes` to `path` through a temporary file in the same directory and a rename, so the
/// file is never seen half-written.
pub fn write_atomic(path: &Path, bytes: &[u8], mode: Option<u32>) -> Result<()> {
    let err = |source| Error::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".whittle-")
        .tempfile_in(dir)
        .map_err(err)?;
    tmp.write_all(bytes).map_err(err)?;
    if let Some(mode) = mode {
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(mode))
            .map_err(err)?;
    }
    tmp.persist(path).map_err(|e| err(e.error))?;
    Ok(())
}

fn tail(bytes: &[u8], lines: usize) -> String {
    let text = String::from_utf8_lossy(bytes);
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..]
        .iter()
        .map(|l| format!("  | {l}\n"))
        .collect()
}

/// Prints to stdout; a reader that went away (`| head`) is not an error.
fn print_out(text: &str) -> Result<()> {
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => Err(Error::Write {
            path: "stdout".into(),
            source: e,
        }),
        _ => Ok(()),
    }
}

/// One pass per line (name first), then the presets after a blank line.
fn list_passes() -> String {
    let mut out = String::new();
    for p in pass::PASSES {
        let syntax = if p.needs_syntax { " (syntax)" } else { "" };
        out += &format!("{:<14} {}{syntax}\n", p.name, p.about);
    }
    out += "\npresets:\n";
    for (name, _) in pass::PRESETS {
        if let Ok(p) = pass::preset(name, None) {
            let names: Vec<&str> = p.passes.iter().map(|p| p.name).collect();
            out += &format!("  {name:<16} {}: {}\n", p.description, names.join(", "));
        }
    }
    out
}

fn dump_tree(args: &Args) -> Result<u8> {
    let [input] = args.paths.as_slice() else {
        return Err(Error::Usage("--dump-tree takes one FILE".into()));
    };
    let lang = language(args, input)?.ok_or_else(|| {
        Error::Usage(format!(
            "no language known for {}; name one with --lang ({})",
            input.display(),
            language_names()
        ))
    })?;
    let text = std::fs::read(input).map_err(|source| Error::Read {
        path: input.clone(),
        source,
    })?;
    print_out(&Syntax::new(lang, &text).dump())?;
    Ok(exit::OK)
}

pub fn run(args: Args) -> Result<u8> {
    if args.list_passes {
        print_out(&list_passes())?;
        return Ok(exit::OK);
    }
    if args.lang.as_deref() == Some("list") {
        let list: String = lang::languages()
            .iter()
            .map(|l| format!("{:<12} {}\n", l.name, l.globs.join(" ")))
            .collect();
        print_out(&list)?;
        return Ok(exit::OK);
    }
    if args.dump_tree {
        return dump_tree(&args);
    }
    let mut config = Config::from_args(&args)?;
    let inputs = config.workspace.inputs.clone();
    let mut contents: Vec<Option<Arc<Vec<u8>>>> = Vec::with_capacity(inputs.len());
    let mut modes = Vec::with_capacity(inputs.len());
    for input in &inputs {
        let bytes = std::fs::read(&input.source).map_err(|source| Error::Read {
            path: input.source.clone(),
            source,
        })?;
        contents.push(Some(Arc::new(bytes)));
        modes.push(
            std::fs::metadata(&input.source)
                .ok()
                .map(|m| m.permissions().mode()),
        );
    }
    let originals: Vec<Arc<Vec<u8>>> = contents.iter().flatten().cloned().collect();
    let reduced: Vec<usize> = (0..inputs.len()).filter(|&i| inputs[i].reduce).collect();
    let multi = inputs.len() > 1;
    interrupt::install();
    let progress = Arc::new(Progress::new(config.verbosity));
    let say = |msg: &str| progress.log(1, msg);

    let first = reduced[0];
    let (flaky, seconds) = check_start(
        &config.oracle_for(first, &contents),
        &originals[first],
        &config.sources(first),
        args.check_determinism,
        &say,
    )?;
    if args.timeout.is_none() {
        let t = (seconds * 20.0).max(10.0);
        config.oracle.timeout = Duration::from_secs_f64(t);
        say(&format!(
            "timeout {t:.1} s per test (20 times the original's run time, at least 10 s; \
             --timeout to set)"
        ));
    }

    for (i, input) in inputs.iter().enumerate() {
        if config.workspace.in_place {
            if !input.reduce {
                continue;
            }
            let mut backup = input.source.clone().into_os_string();
            backup.push(".orig");
            let backup = PathBuf::from(backup);
            if backup.exists() {
                say(&format!("{} exists; keeping it as it is", backup.display()));
            } else {
                write_atomic(&backup, &originals[i], modes[i])?;
                say(&format!("original saved as {}", backup.display()));
            }
        } else {
            if let Some(dir) = input.output.parent() {
                std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                    path: dir.to_path_buf(),
                    source,
                })?;
            }
            write_atomic(&input.output, &originals[i], modes[i])?;
        }
    }
    if let Some(secs) = args.stop_after {
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs_f64(secs));
            interrupt::request(Stop::TimeLimit);
        });
    }
    if let Some(dir) = &args.history {
        std::fs::create_dir_all(dir).map_err(|source| Error::Write {
            path: dir.clone(),
            source,
        })?;
    }

    // The last few results of a single file, to back off to if the final one fails its
    // re-check.
    let mut history: Vec<Vec<u8>> = vec![originals[first].to_vec()];
    let mut step = 0;
    let mut total: Option<Report> = None;
    let mut calls = 0;
    // Every change to any file bumps the generation; a file reduced since the last change is
    // at its fixed point and is not reduced again.
    let mut generation = 0u64;
    let mut reduced_at: Vec<Option<u64>> = vec![None; inputs.len()];
    'cycles: loop {
        let mut changed = false;
        for &i in &reduced {
            let Some(current) = contents[i].clone() else {
                continue;
            };
            if reduced_at[i] == Some(generation) {
                continue;
            }
            let input = &inputs[i];
            let oracle = config.oracle_for(i, &contents);
            if multi && !flaky && !interrupt::requested() {
                // A file the test does not need goes (its .orig stays).
                calls += 1;
                progress.calls.fetch_add(1, Ordering::Relaxed);
                let outcome = oracle.run_files(None, &AtomicBool::new(false), false)?;
                if oracle.conditions.matches(&outcome) {
                    let _ = std::fs::remove_file(&input.output);
                    say(&format!(
                        "removed {}: the test does not need it",
                        input.rel.display()
                    ));
                    contents[i] = None;
                    changed = true;
                    generation += 1;
                    continue;
                }
            }
            let preset = choose_preset(&args, language(&args, &input.rel)?)?;
            match preset.lang {
                Some(l) => say(&format!(
                    "{}: language {}, preset {}",
                    input.rel.display(),
                    l.name,
                    preset.name
                )),
                None => say(&format!(
                    "{}: no language known, using the generic strategies (preset {})",
                    input.rel.display(),
                    preset.name
                )),
            }
            let options = Options {
                lang: preset.lang,
                keep_parsing: preset.keep_parsing,
                passes: preset.passes,
                progress: Arc::clone(&progress),
                stop_below: args.stop_below,
            };
            let history_name = input.rel.to_string_lossy().replace('/', "_");
            let mut on_improve = |best: &[u8]| {
                if !multi {
                    if history.len() > HISTORY {
                        history.remove(1);
                    }
                    history.push(best.to_vec());
                }
                if let Some(dir) = &args.history {
                    step += 1;
                    write_atomic(&dir.join(format!("{step:04}-{history_name}")), best, None)?;
                }
                write_atomic(&input.output, best, modes[i])
            };
            let mut tester =
                Tester::new(&oracle, config.jobs).counting(Arc::clone(&progress.calls));
            tester.flaky = flaky;
            progress.start(current.len());
            let (best, report) = {
                let _ticker = progress.ticker();
                reduce::reduce(current.to_vec(), &mut tester, &options, &mut on_improve)?
            };
            calls += tester.stats.calls;
            let stopped = report.stopped.is_some();
            match &mut total {
                None => total = Some(report),
                Some(t) => t.absorb(report),
            }
            if best != *current {
                changed = true;
                generation += 1;
                contents[i] = Some(Arc::new(best));
            }
            reduced_at[i] = Some(generation);
            if stopped {
                break 'cycles;
            }
        }
        if !multi || !changed {
            break;
        }
    }
    let mut report = total.unwrap_or_else(|| Report::empty(Duration::ZERO));
    let size = |c: &Option<Arc<Vec<u8>>>| c.as_ref().map_or(0, |b| b.len());
    let count = |c: &Option<Arc<Vec<u8>>>| c.as_ref().map_or(0, |b| tokens::count(b));
    report.original_bytes = reduced.iter().map(|&i| originals[i].len()).sum();
    report.original_tokens = reduced.iter().map(|&i| tokens::count(&originals[i])).sum();
    report.final_bytes = reduced.iter().map(|&i| size(&contents[i])).sum();
    report.final_tokens = reduced.iter().map(|&i| count(&contents[i])).sum();

    interrupt::clear_time_limit();
    let recheck = if report.stopped == Some(Stop::Signal) {
        None
    } else {
        // Re-check with the first file still there as the candidate (or none at all).
        let at = reduced
            .iter()
            .copied()
            .find(|&i| contents[i].is_some())
            .unwrap_or(first);
        let oracle = config.oracle_for(at, &contents);
        let mut tester = Tester::new(&oracle, 1);
        tester.flaky = flaky;
        let ok = match contents[at].clone() {
            Some(bytes) if !multi => {
                let (ok, kept) = recheck_or_back_off(
                    &mut tester,
                    bytes.to_vec(),
                    &mut history,
                    &inputs[at].output,
                    modes[at],
                    &say,
                )?;
                report.final_bytes = kept.len();
                report.final_tokens = tokens::count(&kept);
                ok
            }
            Some(bytes) => Some(tester.test_uncached(&bytes)?),
            None => {
                calls += 1;
                let outcome = oracle.run_files(None, &AtomicBool::new(false), false)?;
                Some(oracle.conditions.matches(&outcome))
            }
        };
        calls += tester.stats.calls;
        ok
    };
    // The start check's run is an oracle call too.
    let calls = calls + 1;
    let shown = if multi {
        PathBuf::from(format!("{} files", inputs.len()))
    } else {
        inputs[first].output.clone()
    };
    if config.verbosity >= 1 {
        eprint!("{}", summary(&report, calls, &shown, recheck));
    }
    if let Some(path) = &args.stats_json {
        let json = stats_json(&report, calls, recheck);
        write_atomic(path, json.as_bytes(), None)?;
    }
    match recheck {
        None => Ok(exit::INTERRUPTED),
        Some(true) => Ok(exit::OK),
        Some(false) => Err(Error::RecheckFailed(format!(
            "the result in {} did not re-check as interesting{}; the test is flaky or depends \
             on state outside its directory",
            shown.display(),
            if multi {
                ""
            } else {
                ", nor did the earlier results kept in memory"
            }
        ))),
    }
}

/// The timeout of the start check when none is given; later tests get one from its run time.
const START_TIMEOUT: f64 = 300.0;

/// Results kept in memory to back off to when the final one fails its re-check.
const HISTORY: usize = 16;

/// Runs the test on the original. If it is not interesting at once, tries a few more times: a
/// flaky test is reported with its observed rate and reduced with care (`Tester::flaky`); a
/// test that never passes is an error with a recipe to reproduce it. `check` runs it that many
/// times in any case. Returns whether the test looked flaky, and the slowest run's seconds.
fn check_start(
    oracle: &Oracle,
    input: &[u8],
    sources: &[(PathBuf, PathBuf)],
    check: Option<usize>,
    say: &dyn Fn(&str),
) -> Result<(bool, f64)> {
    let runs = check.unwrap_or(1).max(1);
    let mut passed = 0;
    let mut tried = 0;
    let mut first_failure = None;
    let mut seconds = 0.0;
    while tried < runs || (passed == 0 && tried < START_RETRIES) {
        let outcome = oracle.run(input, &AtomicBool::new(false), true)?;
        if interrupt::requested() {
            return Err(Error::Interrupted);
        }
        tried += 1;
        seconds = f64::max(seconds, outcome.elapsed.as_secs_f64());
        if oracle.conditions.matches(&outcome) {
            passed += 1;
        } else if first_failure.is_none() {
            first_failure = Some(outcome);
        }
    }
    if passed == 0 {
        let start = first_failure.expect("a failed run");
        return Err(Error::NotInteresting(format!(
            "the original {} is not interesting: the test gave {} after {:.2} s \
             ({tried} runs, none interesting).\n\
             stderr (last lines):\n{}\
             To reproduce by hand:\n{}",
            sources[0].0.display(),
            start.status,
            start.elapsed.as_secs_f64(),
            tail(&start.stderr, 15),
            oracle.recipe(sources),
        )));
    }
    let flaky = passed < tried;
    let rate = format!("interesting in {passed} of {tried} runs");
    if flaky {
        say(&format!(
            "the test is flaky on the original ({rate}); rejected candidates will be retried"
        ));
    } else {
        say(&format!(
            "the original is interesting ({} bytes, {rate}, {seconds:.2} s per run)",
            input.len(),
        ));
    }
    Ok((flaky, seconds))
}

/// Runs of the original before it is declared uninteresting (a flaky test gets a chance).
const START_RETRIES: usize = 5;

/// Re-checks the final result; if it fails, backs off through the results kept in memory to
/// the newest one that passes, and writes that one.
fn recheck_or_back_off(
    tester: &mut Tester,
    best: Vec<u8>,
    history: &mut Vec<Vec<u8>>,
    output: &Path,
    mode: Option<u32>,
    say: &dyn Fn(&str),
) -> Result<(Option<bool>, Vec<u8>)> {
    // A flaky test counts as passing if any of a few runs passes, as at the start.
    let runs = if tester.flaky { START_RETRIES } else { 1 };
    let passes = |t: &mut Tester, bytes: &[u8]| -> Result<bool> {
        for _ in 0..runs {
            if t.test_uncached(bytes)? {
                return Ok(true);
            }
        }
        Ok(false)
    };
    if passes(tester, &best)? {
        return Ok((Some(true), best));
    }
    say("the final result failed its re-check; backing off to an earlier result");
    history.pop();
    while let Some(earlier) = history.pop() {
        if passes(tester, &earlier)? {
            write_atomic(output, &earlier, mode)?;
            say(&format!(
                "backed off to an earlier result of {} bytes, which re-checks",
                earlier.len()
            ));
            return Ok((Some(true), earlier));
        }
    }
    Ok((Some(false), best))
}

fn stats_json(report: &Report, calls: u64, recheck: Option<bool>) -> String {
    let passes: Vec<serde_json::Value> = report
        .passes
        .iter()
        .map(|p| {
            serde_json::json!({
                "name": p.name,
                "calls": p.calls,
                "successes": p.successes,
                "bytes_removed": p.bytes_removed,
                "skipped_unparsable": p.skipped,
                "seconds": p.time.as_secs_f64(),
            })
        })
        .collect();
    let json = serde_json::json!({
        "original_bytes": report.original_bytes,
        "original_tokens": report.original_tokens,
        "final_bytes": report.final_bytes,
        "final_tokens": report.final_tokens,
        "oracle_calls": calls,
        "cache_hits": report.stats.cache_hits,
        "cancelled": report.stats.cancelled,
        "rounds": report.rounds,
        "seconds": report.elapsed.as_secs_f64(),
        "stopped": report.stopped.map(|s| format!("{s:?}")),
        "rechecked": recheck,
        "passes": passes,
    });
    serde_json::to_string_pretty(&json).expect("JSON values serialize") + "\n"
}

fn summary(report: &Report, calls: u64, output: &Path, recheck: Option<bool>) -> String {
    let pct = |a: usize, b: usize| {
        if b == 0 {
            0.0
        } else {
            100.0 * (1.0 - a as f64 / b as f64)
        }
    };
    let mut s = String::new();
    let head = match report.stopped {
        None => "done",
        Some(Stop::Signal) => "interrupted",
        Some(Stop::TimeLimit) => "stopped at the --stop-after time limit",
        Some(Stop::SizeReached) => "stopped below the --stop-below size",
    };
    s += &format!(
        "whittle: {head} in {:.1} s, {} round(s)\n",
        report.elapsed.as_secs_f64(),
        report.rounds
    );
    s += &format!(
        "  size:   {} -> {} bytes ({:.1}% smaller), {} -> {} tokens\n",
        report.original_bytes,
        report.final_bytes,
        pct(report.final_bytes, report.original_bytes),
        report.original_tokens,
        report.final_tokens
    );
    s += &format!(
        "  tests:  {} oracle calls, {} cache hits, {} speculative runs cancelled\n",
        calls, report.stats.cache_hits, report.stats.cancelled
    );
    s += "  passes:";
    for p in &report.passes {
        s += &format!(
            " {} {}/{} (-{} B, {:.1} s);",
            p.name,
            p.successes,
            p.calls,
            p.bytes_removed,
            p.time.as_secs_f64()
        );
    }
    s += "\n";
    let check = match recheck {
        None => "not re-checked (interrupted); it is the best result so far",
        Some(true) => "re-checked: interesting",
        Some(false) => "re-check FAILED",
    };
    s += &format!("  result: {} ({check})\n", output.display());
    s
}
