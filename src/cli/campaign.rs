//! `--campaign DIR -o OUT`: the command line checked for a campaign, and each input's run
//! made from it: the same command line with that input as the FILE (so a group's reduction is
//! whittle on that input alone).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::config::{from_args, jobs, launcher};
use super::Args;
use crate::campaign::{self, Settings};
use crate::config::Config;
use crate::error::{Error, Result};
use crate::oracle::Pool;

pub(super) fn run(args: &Args, notes: Vec<String>) -> Result<u8> {
    let dir = args.campaign.clone().expect("--campaign");
    let usage = |msg: &str| Err(Error::Usage(format!("--campaign: {msg}")));
    let Some(out) = args.output.clone() else {
        return usage("name the folder of results with -o DIR");
    };
    if !dir.is_dir() {
        return usage(&format!("{} is not a folder", dir.display()));
    }
    let refused = [
        (args.stop_after.is_some(), "--stop-after"),
        (args.history.is_some(), "--history"),
        (
            args.resume,
            "--resume (run the same command again to resume)",
        ),
        (args.backup.is_some() || args.tidy, "--backup and --tidy"),
        (
            args.stats_json.is_some(),
            "--stats-json (each reduction has its own)",
        ),
        (args.print_signature, "--print-signature"),
        (
            !args.include.is_empty() || !args.exclude.is_empty(),
            "--include and --exclude",
        ),
    ];
    if let Some((_, what)) = refused.iter().find(|(given, _)| *given) {
        return usage(&format!("{what} does not go with a campaign"));
    }
    if args.per_group == 0 {
        return usage("--per-group must be at least 1");
    }
    // The script form's TEST, if any: the inputs take the place of FILE.
    let test: Option<PathBuf> = match args.paths.as_slice() {
        [] if args.command.is_empty() && args.commands.is_none() && args.compare.is_empty() => {
            return usage("give the test: TEST (a script), or -- CMD ARGS... with @@ for the input")
        }
        [] => None,
        [test] if args.command.is_empty() && args.commands.is_none() && args.compare.is_empty() => {
            Some(test.clone())
        }
        _ => {
            return usage(
                "give the test only (TEST, or -- CMD ARGS...): the inputs are the folder's files",
            )
        }
    };
    let configure = |input: &Path, output: &Path, log: Option<&Path>| -> Result<Config> {
        let mut one = args.clone();
        one.campaign = None;
        one.same_crash = true;
        one.paths = test.iter().cloned().chain([input.to_path_buf()]).collect();
        one.output = Some(output.to_path_buf());
        one.force = true;
        one.log_file = log.map(Path::to_path_buf);
        one.quiet |= log.is_none();
        one.ui = Some("basic".into());
        from_args(&one, notes.clone())
    };
    // The command line checked once, on any file of the folder, before anything is written.
    let any_file = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .find(|p| p.is_file());
    if let Some(file) = any_file {
        configure(&file, &out.join(".check"), None)?;
    }
    let launcher = launcher(args);
    let settings = Settings {
        per_group: args.per_group,
        jobs: jobs(args),
        identity: identity(args),
        command: std::env::args_os()
            .map(|a| quoted(&a.to_string_lossy()))
            .collect::<Vec<_>>()
            .join(" "),
        force: args.force,
        pool: args
            .worker_pool
            .then(|| Pool::new(&launcher).map(Arc::new))
            .transpose()?,
        progress: Arc::new(super::progress(args)?),
        dir,
        out,
    };
    campaign::run(&settings, &configure)
}

/// What a campaign's results depend on: the command line without what only says how to run
/// it (`-j`, `--force`, the log's options), where the results go, or how many inputs of a
/// group to reduce (a rerun with more keeps the reductions done).
fn identity(args: &Args) -> String {
    let mut same = args.clone();
    same.jobs = None;
    same.per_group = 1;
    same.force = false;
    same.output = None;
    same.quiet = false;
    same.verbose = false;
    same.timing = false;
    same.timestamp = false;
    same.log_file = None;
    same.ui = None;
    format!(
        "{:032x}",
        crate::oracle::hash(format!("{same:?}").as_bytes())
    )
}

/// `word` as a shell reads it back: quoted unless it is plain.
fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "/._-+=:,@%".contains(c);
    match !word.is_empty() && word.chars().all(plain) {
        true => word.to_string(),
        false => format!("'{}'", word.replace('\'', r"'\''")),
    }
}
