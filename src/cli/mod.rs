//! The command line: clap arguments (`args`, and `compat` for C-Vise's, C-Reduce's and Shrink
//! Ray's options), their validation into a [`crate::config::Config`] (`config`, with the test's
//! command from `test_command`), the listing commands, and [`run`], which hands the reduction to
//! a session.

mod args;
mod campaign;
mod compat;
mod config;
mod test_command;

use std::io::Write;

use clap::{CommandFactory, Parser};

pub use args::Args;

use crate::error::{exit, Error, Result};
use crate::lang;
use crate::pass;
use crate::progress::{Progress, Timing, Verbosity};
use crate::session::Session;
use crate::syntax::Syntax;
use config::{language, language_names, lexical_language};

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

/// What the user sees, as `-q`, `-v`, `--timing`, `--ui` and `--log-file` ask.
fn progress(args: &Args) -> Result<Progress> {
    let verbosity = match (args.quiet, args.verbose) {
        (true, _) => Verbosity::Quiet,
        (_, true) => Verbosity::Verbose,
        _ => Verbosity::Normal,
    };
    let mut progress = Progress::new(verbosity).with_timing(match (args.timing, args.timestamp) {
        (true, _) => Timing::Elapsed,
        (_, true) => Timing::Clock,
        _ => Timing::None,
    });
    if args.ui.as_deref() == Some("basic") {
        progress = progress.without_live_line();
    }
    if let Some(path) = &args.log_file {
        progress = progress.logging_to(path).map_err(|source| Error::Write {
            path: path.clone(),
            source,
        })?;
    }
    progress.print_diff = args.print_diff;
    Ok(progress)
}

/// One pass per line (name first), then the presets after a blank line.
fn list_passes() -> String {
    let mut out = String::new();
    for p in pass::PASSES {
        let syntax = match p.syntax {
            pass::SyntaxUse::No => "",
            pass::SyntaxUse::Optional => " (syntax where known)",
            pass::SyntaxUse::Needs => " (syntax)",
            pass::SyntaxUse::Instead => " (until the file can be parsed)",
            pass::SyntaxUse::After => " (once the file can be parsed)",
        };
        out += &format!("{:<14} {}{syntax}\n", p.name, p.about);
    }
    out += "\npresets:\n";
    for shipped in pass::shipped_presets() {
        if let Ok(p) = pass::preset(shipped.name, None) {
            let names: Vec<&str> = p.passes.iter().map(|p| p.name).collect();
            out += &format!(
                "  {:<16} {}: {}\n",
                shipped.name,
                p.description,
                names.join(", ")
            );
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

/// `--count-tokens FILE...`: one line per file, its token count then its name, so that
/// benchmarks count every reducer's tokens as whittle's summary does.
fn count_tokens(args: &Args) -> Result<u8> {
    let mut out = String::new();
    for path in &args.paths {
        let text = std::fs::read(path).map_err(|source| Error::Read {
            path: path.clone(),
            source,
        })?;
        let lexis = crate::lang::lexis(lexical_language(args, path)?);
        out += &format!(
            "{} {}\n",
            crate::tokens::count(&text, lexis),
            path.display()
        );
    }
    print_out(&out)?;
    Ok(exit::OK)
}

/// The command line, parsed. clap prints `--help` and `--version` and exits; an option it does
/// not know gets a message of ours (clap's would suggest `-- OPTION`, which is whittle's
/// inline-command syntax, not what the user meant).
pub fn parse() -> Result<Args> {
    Args::try_parse().map_err(|e| match e.kind() {
        clap::error::ErrorKind::UnknownArgument => {
            let what = e
                .get(clap::error::ContextKind::InvalidArg)
                .map(|v| v.to_string())
                .unwrap_or_default();
            Error::Usage(format!(
                "unknown option {what} (see whittle --help; the README lists the C-Vise, \
                 C-Reduce and Shrink Ray options whittle takes)"
            ))
        }
        _ => e.exit(),
    })
}

/// Sets up the languages of the run: the built-in ones, those of the user's language files and
/// of `--grammar`; returns what the user should know of them.
fn languages(args: &Args) -> Result<Vec<String>> {
    let paths = lang::load::user_language_files()
        .into_iter()
        .chain(args.grammar.iter().cloned());
    let mut setup = lang::Setup {
        derived_only: args.derived_only,
        ..Default::default()
    };
    let mut notes = Vec::new();
    for path in paths {
        let loaded = lang::load::load(&path).map_err(|e| Error::Lang(e.to_string()))?;
        notes.extend(loaded.notes);
        setup.extra.push(loaded.spec);
    }
    lang::init(setup).map_err(|e| Error::Lang(e.to_string()))?;
    Ok(notes)
}

/// What one run of the binary does: reduce, or answer and exit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// `--worker`: run tests sent over stdin (started by `--worker-pool`).
    Worker,
    Completions(clap_complete::Shell),
    Man,
    ListPasses,
    /// `--lang list`.
    ListLanguages,
    DumpTree,
    CountTokens,
    /// `--print-signature`.
    PrintSignature,
    /// `--campaign DIR`.
    Campaign,
    Reduce,
}

impl Mode {
    fn of(args: &Args) -> Mode {
        match args {
            Args { worker: true, .. } => Mode::Worker,
            Args {
                completions: Some(shell),
                ..
            } => Mode::Completions(*shell),
            Args { man: true, .. } => Mode::Man,
            Args {
                list_passes: true, ..
            } => Mode::ListPasses,
            _ if args.lang.as_deref() == Some("list") => Mode::ListLanguages,
            Args {
                dump_tree: true, ..
            } => Mode::DumpTree,
            Args {
                count_tokens: true, ..
            } => Mode::CountTokens,
            Args {
                campaign: Some(_), ..
            } => Mode::Campaign,
            Args {
                print_signature: true,
                ..
            } => Mode::PrintSignature,
            _ => Mode::Reduce,
        }
    }
}

pub fn run(mut args: Args) -> Result<u8> {
    let mut notes = compat::fold(&mut args);
    let mode = Mode::of(&args);
    if mode != Mode::Worker {
        notes.extend(languages(&args)?);
        lang::check_globs().map_err(|e| Error::Lang(e.to_string()))?;
    }
    let listing = |text: &str| print_out(text).map(|()| exit::OK);
    match mode {
        Mode::Worker => crate::oracle::serve_worker(),
        Mode::Completions(shell) => {
            let mut out = Vec::new();
            clap_complete::generate(shell, &mut Args::command(), "whittle", &mut out);
            listing(&String::from_utf8_lossy(&out))
        }
        Mode::Man => {
            let mut out = Vec::new();
            clap_mangen::Man::new(Args::command())
                .render(&mut out)
                .map_err(|source| Error::Write {
                    path: "stdout".into(),
                    source,
                })?;
            listing(&String::from_utf8_lossy(&out))
        }
        Mode::ListPasses => listing(&list_passes()),
        Mode::ListLanguages => listing(
            &lang::languages()
                .iter()
                .map(|l| format!("{:<12} {}\n", l.name, l.globs.join(" ")))
                .collect::<String>(),
        ),
        Mode::DumpTree => dump_tree(&args),
        Mode::CountTokens => count_tokens(&args),
        Mode::PrintSignature => Session::open(config::from_args(&args, notes)?)?.print_signature(),
        Mode::Campaign => campaign::run(&args, notes),
        Mode::Reduce => Session::open(config::from_args(&args, notes)?)?.run(),
    }
}
