//! The command line as clap sees it. Nothing past `cli/` reads these: [`super::config`] turns
//! them into a validated [`crate::config::Config`]. The options of C-Vise, C-Reduce and Shrink
//! Ray that whittle only accepts (aliases, and options with no meaning here) are in
//! [`super::compat`].

use std::ffi::OsString;
use std::path::PathBuf;

use clap::{Parser, ValueEnum};

use super::compat::Compat;

const AFTER_HELP: &str = "\
Examples:
  whittle ./test.sh bug.c                  test.sh exits 0 while bug.c is interesting
  whittle --stderr 'internal compiler error' bug.c -- gcc -O2 -c @@
  whittle -o small.c --exit-code 1 --stderr 'conflicting types' bug.c -- gcc -c @@

Match conditions (--exit-code, --stderr, ...) go before FILE: everything after `--` is the
command.

The test runs in a fresh directory that holds each input under its base name (a/b/bug.c as
bug.c, a folder proj/ as proj/ with its tree, mode bits kept), with no arguments, as C-Reduce
runs it (the candidate's path is in WHITTLE_CANDIDATE; --input-type arg passes it as $1). A
script without #! runs through /bin/sh. The file holds the best result so far
after every improvement; the original is kept as FILE.orig.

C-Vise's, C-Reduce's and Shrink Ray's options are accepted too (-n, --tidy, --sllooww,
--parallelism, ...); the README maps each one to what whittle does with it.";

#[derive(Debug, Clone, Parser)]
#[command(
    name = "whittle",
    version = crate::VERSION,
    about = "A language-aware test-case reducer",
    after_help = AFTER_HELP
)]
pub struct Args {
    /// TEST FILE (script form), or FILE followed by `-- CMD ARGS...` (inline form).
    #[arg(value_name = "TEST|FILE", required_unless_present_any = ["list_passes", "lang", "completions", "man", "worker", "campaign"])]
    pub paths: Vec<PathBuf>,

    /// The inline test command; `@@` (or `@@.ext`) in an argument becomes the candidate's path.
    #[arg(last = true, value_name = "CMD")]
    pub command: Vec<OsString>,

    /// The test as shell commands, run by `bash -c` in the job directory (C-Vise's option):
    /// then every path is a file to reduce.
    #[arg(
        short = 'c',
        long,
        value_name = "COMMANDS",
        help_heading = "Interestingness"
    )]
    pub commands: Option<String>,
    /// Interesting if the test exits with N (repeatable).
    #[arg(long, value_name = "N", help_heading = "Interestingness")]
    pub exit_code: Vec<i32>,
    /// Not interesting if the test exits with N (repeatable).
    #[arg(long, value_name = "N", help_heading = "Interestingness")]
    pub not_exit_code: Vec<i32>,
    /// Interesting if the test is killed by a signal (a crash).
    #[arg(long, help_heading = "Interestingness")]
    pub signal: bool,
    /// Differential testing, without a script: interesting when every CMD (shell commands, run
    /// in the job directory; `@@` is the file) exits 0 and their outputs are not all the same.
    /// Give two or more. For C and C++ the candidate must also compile without gcc's and
    /// clang's warnings of undefined behaviour and run clean with -fsanitize=address,undefined
    #[arg(long, value_name = "CMD", help_heading = "Interestingness")]
    pub compare: Vec<String>,
    /// With --compare: no undefined-behaviour guard
    #[arg(long, help_heading = "Interestingness")]
    pub no_ub_check: bool,
    /// Interesting only if the test crashes as it does on the original: the same crash signature
    /// (the kind of crash, its message and its top frames, read from the test's output and how
    /// it ended), printed at the start. For compiler ICEs and assertions, sanitizer reports,
    /// Rust panics, JavaScript-engine crashes, glibc aborts and bare signals
    #[arg(long, help_heading = "Interestingness")]
    pub same_crash: bool,
    /// With --same-crash: the number of top stack frames in a signature (3, as fuzzing
    /// infrastructures bucket crashes)
    #[arg(
        long,
        value_name = "N",
        default_value_t = 3,
        help_heading = "Interestingness"
    )]
    pub crash_frames: usize,
    /// Run the test once on FILE, print its crash signature (as --same-crash reads it) and exit;
    /// exit 3 if it does not crash
    #[arg(long, help_heading = "Interestingness")]
    pub print_signature: bool,
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
    /// (default: 5 times the original's run time or the slowest of the last 4 interesting runs,
    /// at least 1 s).
    #[arg(long, value_name = "SECS", num_args = 0..=1, help_heading = "Interestingness")]
    pub timeout: Option<Option<f64>>,
    /// Cap each test's address space (RLIMIT_AS): BYTES, or with a K, M, G or T suffix.
    #[arg(long, value_name = "SIZE", help_heading = "Interestingness")]
    pub memory_limit: Option<String>,
    /// How a test script gets the candidate: always as a file of the input's name in its
    /// directory, as C-Reduce and C-Vise place it, and run with no arguments (`basename`, the
    /// default); `arg` also passes its path as the first argument, as Shrink Ray does; `stdin`
    /// also feeds it on standard input; `all` does all three.
    #[arg(long, value_name = "HOW", value_enum, help_heading = "Interestingness")]
    pub input_type: Option<InputType>,
    /// Do not run the test on the original first (it is taken to be interesting).
    #[arg(short = 's', long, help_heading = "Interestingness")]
    pub skip_interestingness_test_check: bool,
    /// Save candidates whose test exits with CODE aside (FILE.also-1, ...), without accepting
    /// them (repeatable).
    #[arg(long, value_name = "CODE", help_heading = "Interestingness")]
    pub also_interesting: Vec<i32>,
    /// Run every test through this command, e.g. 'srun -N1 --' or 'ssh host' (split on
    /// whitespace); put the job directories on a shared filesystem with --work-dir.
    #[arg(long, value_name = "CMD", help_heading = "Interestingness")]
    pub launcher: Option<String>,
    /// With --launcher: start one long-lived worker per job through the launcher, once, and
    /// send it the tests over a pipe (the launcher's start-up cost is paid once per worker,
    /// not once per test).
    #[arg(long, requires = "launcher", help_heading = "Interestingness")]
    pub worker_pool: bool,
    /// Run as a test worker of --worker-pool (started by whittle itself).
    #[arg(long, hide = true)]
    pub worker: bool,
    /// Directory for the tests' job directories (default: the system temp dir).
    #[arg(long, value_name = "DIR", help_heading = "Interestingness")]
    pub work_dir: Option<PathBuf>,
    /// Run the original N times before reducing and report how often it is interesting.
    #[arg(long, value_name = "N", help_heading = "Interestingness")]
    pub check_determinism: Option<usize>,
    /// Take every verdict at its word: no repeated runs of the final result.
    #[arg(long, help_heading = "Interestingness")]
    pub assume_deterministic: bool,
    /// Stop with an error, before reducing, if the empty file is interesting (the test is
    /// probably wrong); by default whittle warns and goes on.
    #[arg(
        long,
        overrides_with = "trivial_is_not_error",
        help_heading = "Interestingness"
    )]
    pub trivial_is_error: bool,
    /// Warn when the empty file is interesting, and go on (the default).
    #[arg(
        long,
        overrides_with = "trivial_is_error",
        help_heading = "Interestingness"
    )]
    pub trivial_is_not_error: bool,

    /// A fuzzing campaign's crashes: run the test once on every file of DIR, group the files
    /// by crash signature (as --same-crash reads it) and reduce the smallest of each group,
    /// every group at once on one -j budget. -o names the folder of results: a folder per
    /// bug and index.json, index.md. The same command again resumes a stopped campaign.
    #[arg(long, value_name = "DIR", help_heading = "Campaign")]
    pub campaign: Option<PathBuf>,
    /// With --campaign: the inputs of each group to reduce, the smallest first.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 1,
        requires = "campaign",
        help_heading = "Campaign"
    )]
    pub per_group: usize,

    /// Tests to run at once (default, or 0: the number of cores).
    #[arg(short, long, short_alias = 'n', aliases = ["n", "parallelism"], value_name = "N", help_heading = "Reduction")]
    pub jobs: Option<usize>,
    /// The file's language (default: from its name); `--lang list` shows the languages.
    #[arg(long, value_name = "NAME", help_heading = "Reduction")]
    pub lang: Option<String>,
    /// Reduce every file with the generic strategies, whatever its language.
    #[arg(long, help_heading = "Reduction")]
    pub not_c: bool,
    /// A language from a tree-sitter grammar's folder (src/parser.c, src/scanner.c,
    /// src/node-types.json; compiled once with the C compiler into the cache), or from a
    /// language file (TOML: name, globs, grammar). Language files in
    /// ~/.config/whittle/languages/ load on every run.
    #[arg(long, value_name = "DIR|FILE", help_heading = "Reduction")]
    pub grammar: Vec<PathBuf>,
    /// Reduce with the facts derived from each grammar alone, its query files left out (how
    /// much of a language its grammar gives by itself).
    #[arg(long, hide = true)]
    pub derived_only: bool,
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
    /// Drop these passes from the preset (comma-separated; repeatable).
    #[arg(
        long,
        value_name = "A,B,...",
        value_delimiter = ',',
        help_heading = "Reduction"
    )]
    pub remove_pass: Vec<String>,
    /// Begin the first round at this pass (the passes before it come after the others).
    #[arg(long, value_name = "PASS", help_heading = "Reduction")]
    pub start_with_pass: Option<String>,
    /// Skip the coarse stages (whole declarations and statements first) and run every pass on
    /// everything from the start: for an input that is already small.
    #[arg(long, help_heading = "Reduction")]
    pub skip_initial_passes: bool,
    /// Try harder, for longer: test every candidate, including those that parse worse.
    #[arg(long, alias = "slow", help_heading = "Reduction")]
    pub sllooww: bool,
    /// Keep the names as they are: drop the `rename`, `merge`, `rename-free`, `bytes` and `blanks`
    /// passes from the preset (or --passes), for results that stay readable.
    #[arg(long, alias = "no-renaming", help_heading = "Reduction")]
    pub no_rename: bool,
    /// Accept no change that removes more than BYTES at once (slows the reduction down, to
    /// watch it or to stop at an intermediate size).
    #[arg(long, value_name = "BYTES", help_heading = "Reduction")]
    pub max_improvement: Option<usize>,
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
    #[arg(long, value_name = "ORDER", value_enum, default_value_t = OrderArg::End, help_heading = "Reduction")]
    pub order: OrderArg,
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
    #[arg(long, value_name = "N", num_args = 0..=1, help_heading = "Reduction")]
    pub restart: Option<Option<usize>>,
    /// Start every cut pass in chaos mode: random cuts tested side by side, the interesting ones
    /// merged, while a round removes more than 1 % (default: the passes the preset marks).
    #[arg(long, overrides_with = "no_chaos", help_heading = "Reduction")]
    pub chaos: bool,
    /// Never start a pass in chaos mode, whatever the preset says.
    #[arg(long, overrides_with = "chaos", help_heading = "Reduction")]
    pub no_chaos: bool,
    /// Test each pass's candidates by batches of N side by side and merge the interesting ones:
    /// more changes per round of tests, so more speed-up from many workers (-j near N), at the
    /// cost of more tests in all. The result depends on N, never on -j. 0: off.
    #[arg(
        long,
        value_name = "N",
        default_value_t = 0,
        help_heading = "Reduction"
    )]
    pub batch: usize,
    /// With several jobs, take the first interesting candidate in the passes' order, as one job
    /// does: the same result for any -j, but workers wait while a change is grown and the
    /// search goes on from it. By default the candidates run side by side and the interesting
    /// ones are merged, so the result depends on which tests end first.
    #[arg(long, help_heading = "Reduction")]
    pub deterministic: bool,
    /// With a folder or several files: reduce only the files matching GLOB (repeatable).
    #[arg(long, value_name = "GLOB", help_heading = "Reduction")]
    pub include: Vec<String>,
    /// With a folder or several files: copy files matching GLOB but do not reduce them.
    #[arg(long, value_name = "GLOB", help_heading = "Reduction")]
    pub exclude: Vec<String>,
    /// Stop after SECS seconds with the best result so far.
    #[arg(long, value_name = "SECS", help_heading = "Reduction")]
    pub stop_after: Option<f64>,
    /// Stop as soon as the result is smaller than BYTES.
    #[arg(long, value_name = "BYTES", help_heading = "Reduction")]
    pub stop_below: Option<usize>,
    /// Print FILE's syntax tree and the query categories of its nodes, then exit.
    #[arg(long, help_heading = "Reduction")]
    pub dump_tree: bool,
    /// Print each FILE's token count, as whittle counts tokens, then exit (for benchmarks).
    #[arg(long, hide = true)]
    pub count_tokens: bool,

    /// Write the result to PATH (a folder for several files) and leave the input untouched.
    #[arg(short, long, value_name = "PATH", help_heading = "Output")]
    pub output: Option<PathBuf>,
    /// Overwrite an existing -o PATH (by default that is an error).
    #[arg(long, help_heading = "Output")]
    pub force: bool,
    /// Keep no backup of the original (by default it is kept as FILE.orig).
    #[arg(long, help_heading = "Output")]
    pub tidy: bool,
    /// The backup's name, instead of FILE.orig.
    #[arg(long, value_name = "NAME", help_heading = "Output")]
    pub backup: Option<PathBuf>,
    /// Go on from an earlier, stopped run: FILE holds its best result and FILE.orig the
    /// original (rerunning without it does the same; with it, a missing FILE.orig is an error).
    #[arg(long, help_heading = "Output")]
    pub resume: bool,
    /// Keep every accepted result in DIR (0001-NAME, 0002-NAME, ...; default DIR: FILE.history).
    #[arg(long, value_name = "DIR", num_args = 0..=1, help_heading = "Output")]
    pub history: Option<Option<PathBuf>>,
    /// Write the run's figures (sizes, calls, per-pass statistics) as JSON to FILE.
    #[arg(long, value_name = "FILE", help_heading = "Output")]
    pub stats_json: Option<PathBuf>,
    /// After the reduction, lay the result out with CMD and keep that only if the test still
    /// accepts it (one more test run). CMD runs through `sh -c`, reads the result on stdin and
    /// writes the formatted text to stdout: `clang-format`, 'rustfmt --emit stdout'. `builtin`
    /// re-indents brace languages: one statement per line, indented by brace depth.
    #[arg(long, value_name = "CMD", help_heading = "Output")]
    pub format: Option<String>,
    /// Print every accepted change as a diff.
    #[arg(long, help_heading = "Output")]
    pub print_diff: bool,
    /// Keep the job directory of every candidate found interesting, and say where.
    #[arg(long, help_heading = "Output")]
    pub save_temps: bool,
    /// Put the time since the start before every log line.
    #[arg(long, overrides_with = "timestamp", help_heading = "Output")]
    pub timing: bool,
    /// Put the time of day before every log line.
    #[arg(
        long,
        alias = "abs-timing",
        overrides_with = "timing",
        help_heading = "Output"
    )]
    pub timestamp: bool,
    /// Write the log lines to FILE (appended) instead of stderr.
    #[arg(long, value_name = "FILE", help_heading = "Output")]
    pub log_file: Option<PathBuf>,
    /// `basic`: plain log lines, no live status line; `textual`: the live line on a terminal
    /// (the default).
    #[arg(long, value_name = "UI", value_parser = ["basic", "textual"], help_heading = "Output")]
    pub ui: Option<String>,
    /// Print only errors.
    #[arg(short, long, help_heading = "Output", conflicts_with = "verbose")]
    pub quiet: bool,
    /// Print every accepted change.
    #[arg(short, long, alias = "debug", help_heading = "Output")]
    pub verbose: bool,
    /// Print a shell completion script for SHELL (bash, zsh, fish, elvish, powershell) and
    /// exit.
    #[arg(long, value_name = "SHELL", help_heading = "Output")]
    pub completions: Option<clap_complete::Shell>,
    /// Print the man page (roff) and exit.
    #[arg(long, help_heading = "Output")]
    pub man: bool,

    #[command(flatten)]
    pub compat: Compat,
}

/// How a test script gets the candidate, besides the file in its directory (`--input-type`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum InputType {
    /// The file alone; the script runs with no arguments.
    Basename,
    /// Its path as the script's first argument too.
    Arg,
    /// On standard input too.
    Stdin,
    /// As an argument and on standard input too.
    All,
}

/// `--order`: in which order each pass tries its candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum OrderArg {
    /// From the end of the file toward its start.
    End,
    /// At random, seeded by --seed.
    Random,
}
