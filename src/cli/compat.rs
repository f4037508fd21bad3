//! C-Vise's, C-Reduce's and Shrink Ray's command lines, accepted unchanged: the options that
//! whittle has under another name are folded into its own ([`fold`]), and those with no meaning
//! here are accepted with a one-line note, never a silent change of behaviour. They are hidden
//! from `--help`; the README maps every one of them.

use std::path::PathBuf;

use super::Args;

#[derive(Debug, Default, Clone, clap::Args)]
pub struct Compat {
    /// C-Vise: INFO, DEBUG, WARNING or ERROR.
    #[arg(long, value_name = "LEVEL", hide = true)]
    log_level: Option<String>,
    /// Shrink Ray: quiet, normal, verbose or debug.
    #[arg(long, value_name = "LEVEL", hide = true)]
    volume: Option<String>,
    /// Shrink Ray: a formatter command, `none` or `default`.
    #[arg(long, value_name = "CMD", hide = true)]
    formatter: Option<String>,
    /// Shrink Ray: where to put the history (whittle: --history DIR).
    #[arg(long, hide = true)]
    no_history: bool,
    #[arg(long, hide = true)]
    renaming: bool,
    #[arg(long, hide = true)]
    no_timing: bool,
    #[arg(long, hide = true)]
    no_restart: bool,

    // Options with no meaning for whittle.
    #[arg(long, hide = true)]
    shaddap: bool,
    #[arg(long, hide = true)]
    die_on_pass_bug: bool,
    #[arg(long, hide = true)]
    no_give_up: bool,
    #[arg(long, hide = true)]
    no_cache: bool,
    #[arg(long, hide = true)]
    skip_key_off: bool,
    #[arg(long, hide = true)]
    no_kill: bool,
    #[arg(long, hide = true)]
    no_default_passes: bool,
    #[arg(long, value_names = ["PASS", "SUB", "PRIORITY"], num_args = 3, hide = true)]
    add_pass: Option<Vec<String>>,
    #[arg(long, value_name = "GROUP", hide = true)]
    pass_group: Option<String>,
    #[arg(long, value_name = "FILE", hide = true)]
    pass_group_file: Option<PathBuf>,
    #[arg(long, value_name = "STD", hide = true)]
    clang_delta_std: Option<String>,
    #[arg(long, value_name = "NAME", hide = true)]
    clang_delta_preserve_routine: Option<String>,
    #[arg(long, hide = true)]
    to_utf8: bool,
    #[arg(long, value_name = "N", hide = true)]
    skip_after_n_transforms: Option<String>,
    #[arg(long, value_name = "X", hide = true)]
    stopping_threshold: Option<String>,
    #[arg(long, value_name = "THEME", hide = true)]
    theme: Option<String>,
    #[arg(long, hide = true)]
    in_place: bool,
    #[arg(long, hide = true)]
    not_in_place: bool,
    #[arg(long, hide = true)]
    exit_on_completion: bool,
    #[arg(long, hide = true)]
    no_exit_on_completion: bool,
    #[arg(long, value_name = "CMD", hide = true)]
    reduce_with: Vec<String>,
    #[arg(long, hide = true)]
    python_reducer: bool,
    #[arg(long, hide = true)]
    no_python_reducer: bool,
    #[arg(long, hide = true)]
    llm: bool,
    #[arg(long, hide = true)]
    no_llm: bool,
    #[arg(long, value_name = "MODEL", hide = true)]
    llm_model: Option<String>,
    #[arg(long, hide = true)]
    llm_only: bool,
}

/// Folds the options whittle has under another name into `args`, and returns a note for each
/// option it accepts without acting on it.
pub fn fold(args: &mut Args) -> Vec<String> {
    let c = std::mem::take(&mut args.compat);
    let mut notes = Vec::new();
    let level = c
        .log_level
        .as_deref()
        .map(|l| (l, "--log-level"))
        .or(c.volume.as_deref().map(|v| (v, "--volume")));
    match level.map(|(l, flag)| (l.to_ascii_lowercase(), flag)) {
        Some((l, _)) if ["debug", "verbose"].contains(&l.as_str()) => args.verbose = true,
        Some((l, _)) if ["warning", "error", "quiet"].contains(&l.as_str()) => args.quiet = true,
        Some((l, _)) if ["info", "normal"].contains(&l.as_str()) => {}
        Some((l, flag)) => notes.push(format!("{flag} {l}: unknown level; ignored")),
        None => {}
    }
    match c.formatter.as_deref() {
        None | Some("none") => {}
        Some("default") => args.format = args.format.take().or(Some("builtin".into())),
        Some(cmd) => args.format = args.format.take().or(Some(cmd.into())),
    }
    if matches!(args.restart, Some(None)) {
        notes.push(
            "--restart without N: whittle's --restart N is variable restart (back to the first \
             pass after N successes); Shrink Ray's restart from the original is not done"
                .into(),
        );
        args.restart = None;
    }
    let already = [
        (
            c.no_history,
            "--no-history",
            "no history is kept unless --history is given",
        ),
        (
            c.renaming,
            "--renaming",
            "renaming is on unless --no-renaming is given",
        ),
        (
            c.no_timing,
            "--no-timing",
            "log lines carry no time unless --timing is given",
        ),
        (
            c.no_restart,
            "--no-restart",
            "whittle never starts over from the original",
        ),
        (
            c.not_in_place,
            "--not-in-place",
            "tests always run in a fresh directory",
        ),
        (
            c.no_exit_on_completion,
            "--no-exit-on-completion",
            "whittle exits when done",
        ),
        (
            c.exit_on_completion,
            "--exit-on-completion",
            "whittle exits when done",
        ),
        (
            c.no_python_reducer,
            "--no-python-reducer",
            "whittle has no Python reducer",
        ),
        (c.no_llm, "--no-llm", "whittle asks no language model"),
    ];
    for (given, flag, why) in already {
        if given {
            notes.push(format!("{flag}: already so ({why})"));
        }
    }
    let meaningless = [
        (
            c.shaddap,
            "--shaddap",
            "whittle prints no non-fatal internal errors",
        ),
        (
            c.die_on_pass_bug,
            "--die-on-pass-bug",
            "a pass bug is always fatal",
        ),
        (
            c.no_give_up,
            "--no-give-up",
            "whittle never gives up on a pass",
        ),
        (
            c.no_cache,
            "--no-cache",
            "whittle never tests the same bytes twice",
        ),
        (c.skip_key_off, "--skip-key-off", "whittle reads no keys"),
        (c.no_kill, "--no-kill", "cancelled tests are always killed"),
        (
            c.no_default_passes,
            "--no-default-passes",
            "use --passes A,B,... instead",
        ),
        (
            c.add_pass.is_some(),
            "--add-pass",
            "use --passes A,B,... or a --preset file",
        ),
        (c.pass_group.is_some(), "--pass-group", "use --preset NAME"),
        (
            c.pass_group_file.is_some(),
            "--pass-group-file",
            "use --preset FILE.toml",
        ),
        (
            c.clang_delta_std.is_some(),
            "--clang-delta-std",
            "whittle has no clang_delta",
        ),
        (
            c.clang_delta_preserve_routine.is_some(),
            "--clang-delta-preserve-routine",
            "whittle has no clang_delta",
        ),
        (
            c.to_utf8,
            "--to-utf8",
            "whittle reduces any bytes as they are",
        ),
        (
            c.skip_after_n_transforms.is_some(),
            "--skip-after-n-transforms",
            "see --restart N",
        ),
        (
            c.stopping_threshold.is_some(),
            "--stopping-threshold",
            "whittle runs no CDDMIN",
        ),
        (c.theme.is_some(), "--theme", "whittle has no textual UI"),
        (
            c.in_place,
            "--in-place",
            "tests always run in a fresh directory",
        ),
        (
            !c.reduce_with.is_empty(),
            "--reduce-with",
            "whittle runs no external reducer",
        ),
        (
            c.python_reducer,
            "--python-reducer",
            "whittle has no Python reducer",
        ),
        (c.llm, "--llm", "whittle asks no language model"),
        (c.llm_only, "--llm-only", "whittle asks no language model"),
        (
            c.llm_model.is_some(),
            "--llm-model",
            "whittle asks no language model",
        ),
    ];
    for (given, flag, why) in meaningless {
        if given {
            notes.push(format!(
                "{flag} has no meaning for whittle ({why}); ignored"
            ));
        }
    }
    notes
}

#[cfg(test)]
mod tests {
    use clap::CommandFactory;

    /// The README's table of C-Vise's, C-Reduce's and Shrink Ray's options, and the options
    /// whittle parses, agree: every option the table lists is whittle's (by name or alias),
    /// and every hidden compatibility option is in the table.
    #[test]
    fn the_readme_maps_exactly_the_options_whittle_takes() {
        let readme = include_str!("../../README.md");
        let listed: Vec<String> = readme
            .lines()
            .skip_while(|l| !l.starts_with("| C-Vise, C-Reduce or Shrink Ray option"))
            .skip(2)
            .take_while(|l| l.starts_with('|'))
            .filter_map(|row| {
                let cell = row.split('|').nth(1)?.trim().trim_matches('`');
                Some(cell.split([' ', '`']).next()?.to_string())
            })
            .collect();
        assert!(listed.len() > 40, "the README's option table is missing");
        let command = super::Args::command();
        // clap adds these two itself.
        let mut known = vec!["--version".to_string(), "--help".to_string()];
        let mut hidden = Vec::new();
        for arg in command.get_arguments() {
            let longs = arg.get_long_and_visible_aliases().into_iter().flatten();
            let names: Vec<String> = longs
                .chain(arg.get_all_aliases().into_iter().flatten())
                .map(|l| format!("--{l}"))
                .chain(arg.get_short().map(|s| format!("-{s}")))
                .chain(
                    arg.get_all_short_aliases()
                        .into_iter()
                        .flatten()
                        .map(|s| format!("-{s}")),
                )
                .collect();
            // Hidden options that are whittle's own, not another reducer's.
            let own = ["count_tokens", "derived_only", "worker"];
            if arg.is_hide_set() && !own.contains(&arg.get_id().as_str()) {
                hidden.extend(names.iter().take(1).cloned());
            }
            known.extend(names);
        }
        for option in &listed {
            assert!(
                known.contains(option),
                "README lists {option}, which whittle does not take"
            );
        }
        for option in &hidden {
            assert!(
                listed.contains(option),
                "the README's table misses {option}"
            );
        }
    }
}
