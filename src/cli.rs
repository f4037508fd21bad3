//! The command line: clap arguments and their validation into a [`Config`], the listing
//! commands, and [`run`], which hands the reduction to a [`Session`].

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use clap::Parser;
use regex::bytes::Regex;

use crate::error::{exit, Error, Result};
use crate::lang::{self, LangSpec};
use crate::oracle::{AlsoInteresting, Conditions, Oracle, TestCommand, Timeout};
use crate::pass::{self, Preset};
use crate::session::Session;
use crate::syntax::Syntax;
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
    /// (default: 20 times the original's run time and 5 times the slowest interesting run so
    /// far, at least 1 s).
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
    /// The preset to run (default: the language's own, else `generic`; see --list-passes), or
    /// a preset file of your own (a path ending in .toml, in the format of passes/*.toml).
    #[arg(long, value_name = "NAME|FILE", help_heading = "Reduction")]
    pub preset: Option<String>,
    /// Run these passes, in this order, instead of the preset's (comma-separated).
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        help_heading = "Reduction"
    )]
    pub passes: Vec<String>,
    /// Keep the names as they are: drop the `rename` pass from the preset (or --passes), for
    /// results that stay readable.
    #[arg(long, help_heading = "Reduction")]
    pub no_rename: bool,
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
    /// The order in which each pass tries its candidates: `end` (from the end of the file
    /// toward its start) or `random` (seeded by --seed).
    #[arg(long, value_name = "ORDER", default_value = "end", value_parser = ["end", "random"], help_heading = "Reduction")]
    pub order: String,
    /// Seed for --order random and for chaos mode: the same seed gives the same result, for
    /// any -j.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        help_heading = "Reduction"
    )]
    pub seed: u64,
    /// Variable restart: after N successes in a round, go back to the first pass (N drops by 2
    /// each round, down to 1); 0 runs every pass once per round (default: the preset's).
    #[arg(long, value_name = "N", help_heading = "Reduction")]
    pub restart: Option<usize>,
    /// Start every cut pass in chaos mode: random cuts tested side by side, the interesting ones
    /// merged, while a round removes more than 1 % (default: the passes the preset marks).
    #[arg(long, overrides_with = "no_chaos", help_heading = "Reduction")]
    pub chaos: bool,
    /// Never start a pass in chaos mode, whatever the preset says.
    #[arg(long, overrides_with = "chaos", help_heading = "Reduction")]
    pub no_chaos: bool,
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
    /// Go on from an earlier, stopped run: FILE holds its best result and FILE.orig the
    /// original (rerunning without it does the same; with it, a missing FILE.orig is an error).
    #[arg(long, help_heading = "Output")]
    pub resume: bool,
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
    /// After the reduction, lay the result out with CMD and keep that only if the test still
    /// accepts it (one more test run). CMD runs through `sh -c`, reads the result on stdin and
    /// writes the formatted text to stdout: `clang-format`, 'rustfmt --emit stdout'. `builtin`
    /// re-indents brace languages: one statement per line, indented by brace depth.
    #[arg(long, value_name = "CMD", help_heading = "Output")]
    pub format: Option<String>,
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
        if args.format.as_deref().is_some_and(|f| f.trim().is_empty()) {
            return Err(Error::Usage(
                "--format needs a command (or `builtin`)".into(),
            ));
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
            timeout: Timeout::fixed(Duration::from_secs_f64(timeout)),
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
            jobs: Default::default(),
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
    pub(crate) fn oracle_for(&self, i: usize, contents: &[Option<Arc<Vec<u8>>>]) -> Oracle {
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
    pub(crate) fn sources(&self, i: usize) -> Vec<(PathBuf, PathBuf)> {
        let inputs = &self.workspace.inputs;
        std::iter::once(i)
            .chain((0..inputs.len()).filter(|&j| j != i))
            .map(|j| (inputs[j].source.clone(), inputs[j].rel.clone()))
            .collect()
    }
}

/// The language named by `--lang`, or detected from the file name.
pub(crate) fn language(args: &Args, input: &Path) -> Result<Option<&'static LangSpec>> {
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

/// The preset for this run: `--preset`, else the language's own, else `generic`; `--passes`,
/// `--no-rename` and `--[no-]keep-parsing` override parts of it.
pub(crate) fn choose_preset(args: &Args, lang: Option<&'static LangSpec>) -> Result<Preset> {
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
    if args.no_rename {
        preset.passes.retain(|p| p.name != "rename");
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

pub(crate) fn tail(bytes: &[u8], lines: usize) -> String {
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
        let syntax = match p.syntax {
            pass::SyntaxUse::No => "",
            pass::SyntaxUse::Optional => " (syntax where known)",
            pass::SyntaxUse::Needs => " (syntax)",
        };
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
    Session::open(&args, Config::from_args(&args)?)?.run()
}

/// The timeout of the start check when none is given; later tests get one from its run time.
const START_TIMEOUT: f64 = 300.0;
