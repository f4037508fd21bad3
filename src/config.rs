//! The settings of one run, validated: the files and their places, how each is reduced (its
//! preset, loaded once), the test, and the run's options. `cli/` builds it from the command
//! line; nothing past `cli/` sees clap types.

use std::path::PathBuf;
use std::sync::Arc;

use crate::oracle::Oracle;
use crate::progress::Progress;
use crate::reduce::Options;
use crate::workspace::Workspace;

/// Validated settings for one run.
pub(crate) struct Config {
    pub workspace: Workspace,
    /// How each input is reduced, in input order; `None` for a file only copied along.
    pub plans: Vec<Option<FilePlan>>,
    /// The test, set up for the first file to reduce (see [`Config::oracle_for`]).
    pub oracle: Oracle,
    /// `--timeout` was given: the limit does not follow the original's run time.
    pub fixed_timeout: bool,
    pub jobs: usize,
    pub progress: Arc<Progress>,
    pub resume: bool,
    /// `--check-determinism N`: runs of the original before reducing.
    pub check_determinism: Option<usize>,
    /// `--stop-after SECS`.
    pub stop_after: Option<f64>,
    /// `--history DIR`: where every accepted result is kept.
    pub history_dir: Option<PathBuf>,
    pub stats_json: Option<PathBuf>,
    /// `--format CMD`.
    pub format: Option<String>,
    /// Where the original of a file reduced in place is kept.
    pub backup: Backup,
    /// `-s`: the original is taken to be interesting without a test.
    pub skip_check: bool,
    /// The test is whittle's own differential test (`--compare`).
    pub differential: bool,
    /// `--trivial-is-error`: an interesting empty file stops the run.
    pub trivial_is_error: bool,
    /// `--assume-deterministic`: the final result is re-checked once, not several times.
    pub assume_deterministic: bool,
    /// Notes on the options accepted for compatibility without effect, said at the start.
    pub notes: Vec<String>,
}

/// Where the original of a file reduced in place is kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Backup {
    /// `FILE.orig` (C-Reduce's and C-Vise's name); a folder's files in `FOLDER.orig/`.
    Orig,
    /// `--backup NAME` (one file, or the folder given).
    Named(PathBuf),
    /// `--tidy`: no backup.
    Off,
}

/// How one file is reduced: its preset's name (for the log) and the engine's options.
pub(crate) struct FilePlan {
    pub preset: String,
    pub options: Options,
}

impl Config {
    /// The test with input `i` as the candidate and the others at their current `contents`
    /// (`None`: removed).
    pub fn oracle_for(&self, i: usize, contents: &[Option<Arc<Vec<u8>>>]) -> Oracle {
        let inputs = &self.workspace.inputs;
        Oracle {
            target: inputs[i].placed(),
            others: inputs
                .iter()
                .zip(contents)
                .enumerate()
                .filter(|&(j, _)| j != i)
                .filter_map(|(_, (input, c))| Some((input.placed(), Arc::clone(c.as_ref()?))))
                .collect(),
            output: inputs[i].output.clone(),
            ..self.oracle.clone()
        }
    }

    /// The files on disk and their places in the job directory, input `i` first, for recipes.
    pub fn sources(&self, i: usize) -> Vec<(PathBuf, PathBuf)> {
        let inputs = &self.workspace.inputs;
        std::iter::once(i)
            .chain((0..inputs.len()).filter(|&j| j != i))
            .map(|j| (inputs[j].source.clone(), inputs[j].rel.clone()))
            .collect()
    }
}
