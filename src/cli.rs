//! The command line: clap arguments, their validation into a [`Config`], and the run itself
//! (start check, backup, reduction, final re-check, summary).

use std::ffi::OsString;
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use clap::Parser;
use regex::bytes::Regex;

use crate::cut;
use crate::error::{exit, Error, Result};
use crate::interrupt;
use crate::oracle::{Conditions, Oracle, TestCommand};
use crate::reduce::{self, Options, Report};
use crate::tester::Tester;

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
    #[arg(value_name = "TEST|FILE", required_unless_present = "list_passes")]
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
    /// Seconds before a test is killed (its whole process group) and counted as uninteresting.
    #[arg(
        long,
        value_name = "SECS",
        default_value_t = 300.0,
        help_heading = "Interestingness"
    )]
    pub timeout: f64,
    /// Directory for the tests' job directories (default: the system temp dir).
    #[arg(long, value_name = "DIR", help_heading = "Interestingness")]
    pub work_dir: Option<PathBuf>,

    /// Tests to run at once (default: the number of cores).
    #[arg(short, long, value_name = "N", help_heading = "Reduction")]
    pub jobs: Option<usize>,
    /// Run these passes, in this order (comma-separated; see --list-passes).
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        help_heading = "Reduction"
    )]
    pub passes: Vec<String>,
    /// List the available passes and exit.
    #[arg(long, help_heading = "Reduction")]
    pub list_passes: bool,

    /// Write the result to PATH and leave the input untouched.
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
    pub input: PathBuf,
    pub output: PathBuf,
    pub oracle: Oracle,
    pub jobs: usize,
    pub passes: Vec<String>,
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
        let input = match files {
            [file] => file.clone(),
            [] => return Err(Error::Usage("no FILE to reduce (see --help)".into())),
            _ => {
                return Err(Error::Usage(
                    "several FILEs: reduce one file at a time for now".into(),
                ))
            }
        };
        let file_name = input
            .file_name()
            .ok_or_else(|| Error::Usage(format!("{} is not a file", input.display())))?
            .to_os_string();
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
        if !(args.timeout > 0.0 && args.timeout.is_finite()) {
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
        let passes = if args.passes.is_empty() {
            cut::GENERIC.iter().map(|s| s.to_string()).collect()
        } else {
            args.passes.clone()
        };
        if let Some(bad) = passes.iter().find(|p| cut::generic(p).is_none()) {
            return Err(Error::Usage(format!(
                "unknown pass {bad:?}; known passes: {}",
                cut::GENERIC.join(", ")
            )));
        }
        let jobs = match args.jobs {
            Some(0) => return Err(Error::Usage("--jobs must be at least 1".into())),
            Some(j) => j,
            None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        };
        Ok(Config {
            output: args.output.clone().unwrap_or_else(|| input.clone()),
            input,
            oracle: Oracle {
                command: test,
                conditions,
                file_name,
                timeout: Duration::from_secs_f64(args.timeout),
                work_dir,
            },
            jobs,
            passes,
            verbosity: if args.quiet {
                0
            } else if args.verbose {
                2
            } else {
                1
            },
        })
    }
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

pub fn run(args: Args) -> Result<u8> {
    if args.list_passes {
        for p in cut::GENERIC {
            println!("{p}");
        }
        return Ok(exit::OK);
    }
    let config = Config::from_args(&args)?;
    let input = std::fs::read(&config.input).map_err(|source| Error::Read {
        path: config.input.clone(),
        source,
    })?;
    let mode = std::fs::metadata(&config.input)
        .ok()
        .map(|m| m.permissions().mode());
    interrupt::install();
    let say = |msg: &str| {
        if config.verbosity >= 1 {
            eprintln!("whittle: {msg}");
        }
    };

    let start = config.oracle.run(&input, &AtomicBool::new(false), true)?;
    if interrupt::requested() {
        return Err(Error::Interrupted);
    }
    if !config.oracle.conditions.matches(&start) {
        return Err(Error::NotInteresting(format!(
            "the original {} is not interesting: the test gave {} after {:.2} s.\n\
             stderr (last lines):\n{}\
             To reproduce by hand:\n{}",
            config.input.display(),
            start.status,
            start.elapsed.as_secs_f64(),
            tail(&start.stderr, 15),
            config.oracle.recipe(&config.input),
        )));
    }
    say(&format!(
        "the original is interesting ({} bytes, test took {:.2} s)",
        input.len(),
        start.elapsed.as_secs_f64()
    ));

    if config.output == config.input {
        let mut backup = config.input.clone().into_os_string();
        backup.push(".orig");
        let backup = PathBuf::from(backup);
        if backup.exists() {
            say(&format!("{} exists; keeping it as it is", backup.display()));
        } else {
            write_atomic(&backup, &input, mode)?;
            say(&format!("original saved as {}", backup.display()));
        }
    } else {
        write_atomic(&config.output, &input, mode)?;
    }

    let options = Options {
        strategies: config
            .passes
            .iter()
            .map(|p| cut::generic(p).expect("validated in Config"))
            .collect(),
        verbosity: config.verbosity,
    };
    let output = config.output.clone();
    let mut on_improve = |best: &[u8]| write_atomic(&output, best, mode);
    let mut tester = Tester::new(&config.oracle, config.jobs);
    let (best, report) = reduce::reduce(input, &mut tester, &options, &mut on_improve)?;

    let recheck = if report.interrupted {
        None
    } else {
        Some(tester.test_uncached(&best)?)
    };
    if config.verbosity >= 1 {
        eprint!("{}", summary(&report, &config.output, recheck));
    }
    match recheck {
        None => Ok(exit::INTERRUPTED),
        Some(true) => Ok(exit::OK),
        Some(false) => Err(Error::RecheckFailed(format!(
            "the final result in {} is no longer interesting when tested again: \
             the test is flaky or depends on state outside its directory",
            config.output.display()
        ))),
    }
}

fn summary(report: &Report, output: &Path, recheck: Option<bool>) -> String {
    let pct = |a: usize, b: usize| {
        if b == 0 {
            0.0
        } else {
            100.0 * (1.0 - a as f64 / b as f64)
        }
    };
    let mut s = String::new();
    let head = if report.interrupted {
        "interrupted"
    } else {
        "done"
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
        report.stats.calls, report.stats.cache_hits, report.stats.cancelled
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
