//! The command line checked and resolved into a [`Config`]: the files and their places, each
//! file's language and preset (loaded once), the test and its conditions, and the run's
//! options. Every mistake the command line can hold is reported here, before any test runs.

use std::ffi::OsString;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use regex::bytes::Regex;

use super::Args;
use crate::config::{Config, FilePlan};
use crate::error::{Error, Result};
use crate::lang::{self, LangSpec};
use crate::oracle::{AlsoInteresting, Conditions, Oracle, TestCommand, Timeout};
use crate::pass::{self, Preset};
use crate::progress::Progress;
use crate::reduce::{Options, Schedule};
use crate::search::Order;
use crate::workspace;

/// The timeout of the start check when none is given; later tests get one from its run time.
const START_TIMEOUT: f64 = 300.0;

/// Checks and resolves the command line into the run's [`Config`].
pub(super) fn from_args(args: &Args) -> Result<Config> {
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
    let verbosity = if args.quiet {
        0
    } else if args.verbose {
        2
    } else {
        1
    };
    let progress = Arc::new(Progress::new(verbosity));
    // Every file's language and preset now, not halfway through the run.
    let plans = workspace
        .inputs
        .iter()
        .map(|input| {
            input
                .reduce
                .then(|| plan(args, language(args, &input.rel)?, &progress))
                .transpose()
        })
        .collect::<Result<Vec<_>>>()?;
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
        runs: Arc::clone(&progress.calls),
    };
    Ok(Config {
        workspace,
        plans,
        oracle,
        fixed_timeout: args.timeout.is_some(),
        jobs,
        progress,
        resume: args.resume,
        check_determinism: args.check_determinism,
        stop_after: args.stop_after,
        history_dir: args.history.clone(),
        stats_json: args.stats_json.clone(),
        format: args.format.clone(),
    })
}

/// The language named by `--lang`, or detected from the file name; its queries are compiled
/// here, so that a bug in them is an error now rather than a panic later.
pub(super) fn language(args: &Args, input: &Path) -> Result<Option<&'static LangSpec>> {
    let lang = match &args.lang {
        Some(name) => lang::by_name(name).map(Some).ok_or_else(|| {
            Error::Usage(format!(
                "unknown language {name:?}; known languages: {}",
                language_names()
            ))
        }),
        None => Ok(lang::detect(input)),
    }?;
    if let Some(l) = lang {
        l.compiled().map_err(|e| Error::Lang(e.to_string()))?;
    }
    Ok(lang)
}

pub(super) fn language_names() -> String {
    lang::languages()
        .iter()
        .map(|l| l.name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// How a file of language `lang` is reduced: its preset, the schedule, the shared progress.
fn plan(
    args: &Args,
    lang: Option<&'static LangSpec>,
    progress: &Arc<Progress>,
) -> Result<FilePlan> {
    let preset = choose_preset(args, lang)?;
    Ok(FilePlan {
        options: Options {
            lang: preset.lang,
            keep_parsing: preset.keep_parsing,
            progress: Arc::clone(progress),
            stop_below: args.stop_below,
            schedule: Schedule {
                order: match args.order.as_str() {
                    "random" => Order::Random,
                    _ => Order::FromEnd,
                },
                seed: args.seed,
                restart: args.restart.unwrap_or(preset.restart),
                chaos: match (args.chaos, args.no_chaos) {
                    (true, _) => Some(true),
                    (_, true) => Some(false),
                    _ => None,
                },
            },
            passes: preset.passes,
        },
        preset: preset.name,
    })
}

/// The preset for a file: `--preset`, else its language's own, else `generic`; `--passes`,
/// `--no-rename` and `--[no-]keep-parsing` override parts of it.
fn choose_preset(args: &Args, lang: Option<&'static LangSpec>) -> Result<Preset> {
    let name = match (&args.preset, lang) {
        (Some(p), _) => p.as_str(),
        (None, Some(l)) => l.name,
        (None, None) => "generic",
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
