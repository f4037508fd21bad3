//! The command line checked and resolved into a [`Config`]: the files and their places, each
//! file's language and preset (loaded once), the test and its conditions, and the run's
//! options. Every mistake the command line can hold is reported here, before any test runs.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use regex::bytes::Regex;

use super::args::{InputType, OrderArg};
use super::test_command::{inline_command, script_command};
use super::Args;
use crate::config::{Backup, Config, FilePlan};
use crate::error::{Error, Result};
use crate::format;
use crate::lang::{self, LangSpec};
use crate::oracle::{differential, AlsoInteresting, Conditions, Oracle, Pool, SameCrash};
use crate::oracle::{TestCommand, Timeout};
use crate::pass::{self, Preset};
use crate::progress::Progress;
use crate::reduce::{Options, Schedule};
use crate::search::Order;
use crate::workspace;

/// The timeout of the start check when none is given; later tests get one from its run time.
const START_TIMEOUT: f64 = 300.0;

/// Checks and resolves the command line into the run's [`Config`].
pub(super) fn from_args(args: &Args, notes: Vec<String>) -> Result<Config> {
    let (test, files) = if !args.compare.is_empty() {
        (differential(args)?, args.paths.as_slice())
    } else if let Some(commands) = &args.commands {
        (TestCommand::Shell(commands.into()), args.paths.as_slice())
    } else if args.command.is_empty() {
        match args.paths.as_slice() {
            [test, files @ ..] if !files.is_empty() => {
                (TestCommand::Script(script_command(test, files)?), files)
            }
            _ => {
                return Err(Error::Usage(
                    "expected TEST FILE, or FILE -- CMD ARGS... (see --help)".into(),
                ))
            }
        }
    } else {
        (
            TestCommand::Inline(inline_command(&args.command)),
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
        same_crash: (args.same_crash || args.print_signature).then(|| SameCrash {
            frames: args.crash_frames,
            inputs: workspace
                .inputs
                .iter()
                .filter_map(|i| Some(i.rel.file_name()?.to_string_lossy().into_owned()))
                .collect(),
            expected: None,
        }),
    };
    let timeout = args.timeout.flatten().unwrap_or(START_TIMEOUT);
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
    let jobs = jobs(args);
    if args
        .launcher
        .as_deref()
        .is_some_and(|l| l.trim().is_empty())
    {
        return Err(Error::Usage("--launcher needs a command".into()));
    }
    if let Some(cmd) = args.format.as_deref().filter(|&f| f != format::BUILTIN) {
        check_formatter(cmd)?;
    }
    if !args.force {
        check_outputs(&workspace)?;
    }
    let backup = match (&args.backup, args.tidy) {
        (_, true) => Backup::Off,
        (Some(name), false)
            if workspace.folder.is_some()
                || workspace.inputs.iter().filter(|i| i.reduce).count() == 1 =>
        {
            Backup::Named(name.clone())
        }
        (Some(_), false) => {
            return Err(Error::Usage(
                "--backup NAME names one file's backup, or a folder's; with several files, \
                 each is kept as FILE.orig"
                    .into(),
            ))
        }
        (None, false) => Backup::Orig,
    };
    let progress = Arc::new(super::progress(args)?);
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
    let history_dir = match &args.history {
        Some(Some(dir)) => Some(dir.clone()),
        Some(None) => {
            let mut dir = first.output.clone().into_os_string();
            dir.push(".history");
            Some(PathBuf::from(dir))
        }
        None => None,
    };
    let launcher = launcher(args);
    let oracle = Oracle {
        command: test,
        conditions,
        target: first.placed(),
        others: Vec::new(),
        timeout: Timeout::fixed(Duration::from_secs_f64(timeout)),
        work_dir,
        pool: args
            .worker_pool
            .then(|| Pool::new(&launcher).map(Arc::new))
            .transpose()?,
        launcher,
        also_interesting: (!args.also_interesting.is_empty()).then(|| {
            Arc::new(AlsoInteresting {
                codes: args.also_interesting.clone(),
                saved: Default::default(),
            })
        }),
        output: first.output.clone(),
        stdin: matches!(args.input_type, Some(InputType::Stdin | InputType::All)),
        arg: matches!(args.input_type, Some(InputType::Arg | InputType::All)),
        memory_limit: args.memory_limit.as_deref().map(parse_size).transpose()?,
        save_temps: args.save_temps.then(Default::default),
        jobs: Default::default(),
        runs: Arc::clone(&progress.calls),
        launches: Default::default(),
        slots: None,
    };
    Ok(Config {
        workspace,
        plans,
        oracle,
        fixed_timeout: args.timeout.flatten().is_some(),
        jobs,
        progress,
        resume: args.resume,
        check_determinism: args.check_determinism,
        stop_after: args.stop_after,
        history_dir,
        stats_json: args.stats_json.clone(),
        format: args.format.clone(),
        backup,
        skip_check: args.skip_interestingness_test_check,
        differential: !args.compare.is_empty(),
        trivial_is_error: args.trivial_is_error,
        assume_deterministic: args.assume_deterministic,
        notes,
    })
}

/// Tests at once: `-j`, or one per core (`-j 0` or none).
pub(super) fn jobs(args: &Args) -> usize {
    match args.jobs {
        Some(0) | None => std::thread::available_parallelism().map_or(1, |n| n.get()),
        Some(j) => j,
    }
}

/// `--launcher`'s words.
pub(super) fn launcher(args: &Args) -> Vec<OsString> {
    let words = args.launcher.as_deref().map(str::split_whitespace);
    words.map_or_else(Vec::new, |w| w.map(OsString::from).collect())
}

/// `--compare`: the test whittle writes, for one file, with the undefined-behaviour guard of its
/// language (checked here, before any test runs).
fn differential(args: &Args) -> Result<TestCommand> {
    if args.commands.is_some() || !args.command.is_empty() {
        return Err(Error::Usage(
            "--compare is the test: give FILE alone, without a script, -- CMD or -c".into(),
        ));
    }
    let [file] = args.paths.as_slice() else {
        return Err(Error::Usage("--compare takes one FILE".into()));
    };
    if args.compare.len() < 2 {
        return Err(Error::Usage(
            "--compare needs two or more commands to compare".into(),
        ));
    }
    let guard = match args.no_ub_check {
        true => None,
        false => language(args, file)?.and_then(|l| differential::Guard::for_language(l.name)),
    };
    if let Some(g) = &guard {
        g.check_tools()?;
    }
    let name = file
        .file_name()
        .ok_or_else(|| Error::Usage(format!("{} is not a file", file.display())))?;
    let script = differential::script(
        &args.compare,
        &name.to_string_lossy(),
        guard,
        args.same_crash,
    );
    Ok(TestCommand::Shell(script.into()))
}

/// The language named by `--lang`, or detected from the file name; its queries are compiled
/// here, so that a bug in them is an error now rather than a panic later.
pub(super) fn language(args: &Args, input: &Path) -> Result<Option<&'static LangSpec>> {
    let lang = lexical_language(args, input)?;
    if let Some(l) = lang {
        l.compiled().map_err(|e| Error::Lang(e.to_string()))?;
    }
    Ok(lang)
}

/// The language named by `--lang`, or detected from the file name, its queries not compiled:
/// for what needs only its lexis (`--count-tokens`, which a benchmark runs on every sample of a
/// reduction; compiling the C++ queries takes 0.3 s).
pub(super) fn lexical_language(args: &Args, input: &Path) -> Result<Option<&'static LangSpec>> {
    if args.not_c {
        return Ok(None);
    }
    match &args.lang {
        Some(name) => lang::by_name_or_alias(name).map(Some).ok_or_else(|| {
            Error::Usage(format!(
                "unknown language {name:?}; known languages: {}",
                language_names()
            ))
        }),
        None => Ok(lang::detect(input)),
    }
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
            keep_parsing: preset.keep_parsing && !args.sllooww,
            keep_parsing_above: preset.keep_parsing_above,
            progress: Arc::clone(progress),
            stop_below: args.stop_below,
            schedule: Schedule {
                order: match args.order {
                    OrderArg::End => Order::FromEnd,
                    OrderArg::Random => Order::Random,
                },
                seed: args.seed,
                restart: args.restart.flatten().unwrap_or(preset.restart),
                chaos: match (args.chaos, args.no_chaos) {
                    (true, _) => Some(true),
                    (_, true) => Some(false),
                    _ => None,
                },
                skip_coarse: args.skip_initial_passes,
                batch: args.batch,
                wide: !args.deterministic,
            },
            passes: preset.passes,
            max_improvement: args.max_improvement,
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
        // `bytes` shortens names too, from inside, and `blanks` splits them.
        let renames = |p: &pass::Pass| {
            matches!(
                p.name,
                "rename" | "merge" | "rename-free" | "bytes" | "blanks"
            )
        };
        preset.passes.retain(|p| !renames(p));
    }
    for name in &args.remove_pass {
        pass::info(name).ok_or_else(|| unknown_pass("--remove-pass", name))?;
        preset.passes.retain(|p| p.name != name);
    }
    if let Some(first) = &args.start_with_pass {
        let at = preset
            .passes
            .iter()
            .position(|p| p.name == first)
            .ok_or_else(|| unknown_pass("--start-with-pass", first))?;
        preset.passes.rotate_left(at);
    }
    if args.keep_parsing {
        preset.keep_parsing = true;
    }
    if args.no_keep_parsing {
        preset.keep_parsing = false;
    }
    Ok(preset)
}

fn unknown_pass(option: &str, name: &str) -> Error {
    let known: Vec<&str> = pass::PASSES.iter().map(|p| p.name).collect();
    Error::Usage(format!(
        "{option} {name}: no such pass in this preset; whittle's passes: {} (see --list-passes)",
        known.join(", ")
    ))
}

/// `--format CMD`: its program must be there before the reduction, not after it.
fn check_formatter(cmd: &str) -> Result<()> {
    let program = cmd.split_whitespace().next().unwrap_or(cmd);
    let found = std::process::Command::new("sh")
        .args(["-c", "command -v \"$1\" >/dev/null", "sh", program])
        .status()
        .is_ok_and(|s| s.success());
    match found {
        true => Ok(()),
        false => Err(Error::Usage(format!(
            "--format {cmd}: {program} is not installed (not found on PATH); give another \
             formatter, or `builtin`"
        ))),
    }
}

/// `-o`: an existing file is not overwritten unless `--force` says so.
fn check_outputs(workspace: &workspace::Workspace) -> Result<()> {
    if workspace.in_place {
        return Ok(());
    }
    match workspace.inputs.iter().find(|i| i.output.exists()) {
        Some(taken) => Err(Error::Usage(format!(
            "-o: {} exists; remove it, name another output, or add --force to overwrite it",
            taken.output.display()
        ))),
        None => Ok(()),
    }
}

/// `--memory-limit`: bytes, or with a K, M, G or T suffix (powers of 1024).
fn parse_size(text: &str) -> Result<u64> {
    let t = text.trim();
    let (digits, shift) = match t.char_indices().last() {
        Some((i, c)) if c.is_ascii_alphabetic() => {
            let shift = match c.to_ascii_uppercase() {
                'K' => 10,
                'M' => 20,
                'G' => 30,
                'T' => 40,
                _ => 64,
            };
            (&t[..i], shift)
        }
        _ => (t, 0),
    };
    match (digits.trim().parse::<u64>(), shift) {
        (Ok(n), s) if s < 64 && n > 0 => Ok(n << s),
        _ => Err(Error::Usage(format!(
            "--memory-limit {text}: not a size (bytes, or with a K, M, G or T suffix)"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser;
    use std::os::unix::fs::PermissionsExt;

    /// The config for a command line, or its error message.
    fn config(args: &[&str]) -> std::result::Result<Config, String> {
        let args = Args::try_parse_from(std::iter::once("whittle").chain(args.iter().copied()))
            .map_err(|e| e.to_string())?;
        from_args(&args, Vec::new()).map_err(|e| e.to_string())
    }

    fn error(args: &[&str]) -> String {
        match config(args) {
            Ok(_) => panic!("{args:?} was accepted"),
            Err(e) => e,
        }
    }

    /// A scratch folder with an input file and a test script.
    fn scratch() -> (tempfile::TempDir, String, String) {
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.c");
        std::fs::write(&input, "int main(void) { return 0; }\n").unwrap();
        let test = dir.path().join("t.sh");
        std::fs::write(&test, "#!/bin/sh\nexit 0\n").unwrap();
        std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755)).unwrap();
        let s = |p: PathBuf| p.to_string_lossy().into_owned();
        (dir, s(input), s(test))
    }

    #[test]
    fn sizes_take_a_suffix_and_reject_nonsense() {
        assert_eq!(parse_size("4096").unwrap(), 4096);
        assert_eq!(parse_size("2k").unwrap(), 2048);
        assert_eq!(parse_size(" 3G ").unwrap(), 3 << 30);
        for bad in ["", "0", "-1", "12Q", "G", "1.5M"] {
            assert!(parse_size(bad).is_err(), "{bad:?} accepted");
        }
    }

    #[test]
    fn the_command_line_is_checked_before_any_test_runs() {
        let (_dir, input, test) = scratch();
        assert!(config(&[&test, &input]).is_ok());
        assert!(config(&[&input, "--", "true", "@@"]).is_ok());
        let cases: &[(&[&str], &str)] = &[
            (&[&input], "expected TEST FILE"),
            (
                &["--timeout", "0", &test, &input],
                "--timeout must be a positive",
            ),
            (&["--work-dir", &input, &test, &input], "is not a directory"),
            (
                &["--launcher", " ", &test, &input],
                "--launcher needs a command",
            ),
            (&["--stderr", "(", &test, &input], "bad regex"),
            (
                &["--format", " ", &test, &input],
                "--format needs a command",
            ),
            (&["--remove-pass", "no-such", &test, &input], "no such pass"),
            (
                &["--start-with-pass", "no-such", &test, &input],
                "no such pass",
            ),
            (&["--preset", "no-such", &test, &input], "unknown preset"),
            (&[&input, &test], "the arguments look swapped"),
        ];
        for (args, wanted) in cases {
            let e = error(args);
            assert!(e.contains(wanted), "{args:?}: {e}");
        }
    }

    #[test]
    fn pass_options_edit_the_preset() {
        let (_dir, input, test) = scratch();
        let names = |args: &[&str]| {
            let files = [test.as_str(), input.as_str()];
            let line = ["whittle"].iter().chain(args).chain(&files);
            let args = Args::try_parse_from(line).unwrap();
            choose_preset(&args, lang::by_name("c"))
                .unwrap()
                .passes
                .iter()
                .map(|p| p.name)
                .collect::<Vec<_>>()
        };
        let all = names(&[]);
        assert!(all.contains(&"rename") && all.contains(&"lines"));
        let fewer = names(&["--no-rename", "--remove-pass", "lines"]);
        assert!(!fewer.iter().any(|n| [
            "rename",
            "merge",
            "rename-free",
            "bytes",
            "blanks",
            "lines"
        ]
        .contains(n)));
        assert_eq!(fewer.len(), all.len() - 6);
        let rotated = names(&["--start-with-pass", "tokens"]);
        assert_eq!(rotated[0], "tokens");
        assert_eq!(rotated.len(), all.len());
        assert_eq!(names(&["--passes", "lines,tokens"]), ["lines", "tokens"]);
    }
}
