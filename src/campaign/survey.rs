//! The survey: every input run once through the test, up to `-j` at a time, and its crash
//! signature read as `--same-crash` reads it on an original. Each verdict goes to
//! `survey.json` as it comes (by the input's name and a hash of its bytes), so a campaign run
//! again runs only the inputs it has no verdict for.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};

use super::{read_json, write_json, Configure, Settings, Shared};
use crate::error::{Error, Result};
use crate::interrupt;
use crate::oracle::{self, Output, Status};
use crate::progress::Verbosity;

/// What the survey found of one input.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "result", rename_all = "kebab-case")]
pub(super) enum Found {
    /// It crashes with this signature (as `--same-crash` shows it).
    Crash { signature: String },
    /// The test ended without a crash report (or without the other conditions met).
    NoCrash { status: String },
    /// The test gave no ending a signature can be read from (it timed out).
    NoSignature { why: String },
    /// The file cannot be read; never kept in `survey.json`, so tried again on the next run.
    Unreadable { error: String },
}

/// One input and its verdict.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Entry {
    pub name: String,
    #[serde(skip)]
    pub path: PathBuf,
    pub bytes: u64,
    /// A hash of its bytes (hex): the verdict is kept for these bytes only.
    pub hash: String,
    #[serde(flatten)]
    pub found: Found,
}

#[derive(Default, Serialize, Deserialize)]
struct SurveyFile {
    entries: Vec<Entry>,
}

/// How often, at most, `survey.json` is written while the survey runs.
const SAVE_EVERY: Duration = Duration::from_secs(1);
/// How often, at most, the survey says how far it is.
const SAY_EVERY: Duration = Duration::from_secs(10);

/// The inputs: the entries at the top of `dir` that are not folders (dangling links included,
/// as inputs that cannot be read), hidden names left out, sorted.
pub(super) fn list(dir: &Path) -> Result<Vec<PathBuf>> {
    let read = |source| Error::Read {
        path: dir.to_path_buf(),
        source,
    };
    let mut inputs = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(read)? {
        let path = entry.map_err(read)?.path();
        let hidden = path
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'));
        if !hidden && !path.is_dir() {
            inputs.push(path);
        }
    }
    inputs.sort();
    if inputs.is_empty() {
        return Err(Error::Usage(format!(
            "--campaign {}: no input files in it (the inputs are the files at its top level)",
            dir.display()
        )));
    }
    Ok(inputs)
}

/// Runs the survey over `inputs`: the verdicts in `survey.json` for the same bytes are kept,
/// the other inputs run once each.
pub(super) fn run(
    inputs: &[PathBuf],
    settings: &Settings,
    shared: &Shared,
    configure: &Configure,
) -> Result<Vec<Entry>> {
    let file = settings.out.join("survey.json");
    let known: HashMap<(String, String), Found> = read_json::<SurveyFile>(&file)
        .unwrap_or_default()
        .entries
        .into_iter()
        .map(|e| ((e.name, e.hash), e.found))
        .collect();
    let results: Mutex<Vec<Option<Entry>>> = Mutex::new(vec![None; inputs.len()]);
    let (next, kept) = (AtomicUsize::new(0), AtomicUsize::new(0));
    let failed: Mutex<Option<Error>> = Mutex::new(None);
    let stop = AtomicBool::new(false);
    let last_save = Mutex::new(Instant::now());
    let (said, done) = (Mutex::new(Instant::now()), AtomicUsize::new(0));
    let say_how_far = || {
        let done = done.fetch_add(1, Ordering::Relaxed) + 1;
        let mut said = said.lock().expect("said lock");
        if said.elapsed() >= SAY_EVERY {
            *said = Instant::now();
            let msg = format!("survey: {done} of {} inputs", inputs.len());
            settings.progress.log(Verbosity::Normal, &msg);
        }
    };
    let save = |force: bool| -> Result<()> {
        let mut last = last_save.lock().expect("save lock");
        if !force && last.elapsed() < SAVE_EVERY {
            return Ok(());
        }
        *last = Instant::now();
        let entries = results.lock().expect("results lock");
        let entries = entries
            .iter()
            .flatten()
            .filter(|e| !matches!(e.found, Found::Unreadable { .. }))
            .cloned()
            .collect();
        write_json(&file, &SurveyFile { entries })
    };
    std::thread::scope(|s| {
        for _ in 0..settings.jobs.min(inputs.len()) {
            s.spawn(|| {
                while !stop.load(Ordering::Relaxed) && !interrupt::requested() {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(path) = inputs.get(i) else {
                        break;
                    };
                    let entry = survey_one(path, &known, settings, shared, configure, &kept)
                        .and_then(|e| {
                            results.lock().expect("results lock")[i] = Some(e);
                            say_how_far();
                            save(false)
                        });
                    if let Err(e) = entry {
                        failed.lock().expect("failed lock").get_or_insert(e);
                        stop.store(true, Ordering::Relaxed);
                    }
                }
            });
        }
    });
    save(true)?;
    if let Some(e) = failed.into_inner().expect("failed lock") {
        return Err(e);
    }
    if interrupt::requested() {
        return Err(Error::Interrupted);
    }
    let kept = kept.load(Ordering::Relaxed);
    if kept > 0 {
        settings.progress.log(
            Verbosity::Normal,
            &format!("survey: {kept} verdicts kept from the last run"),
        );
    }
    Ok(results
        .into_inner()
        .expect("results lock")
        .into_iter()
        .map(|e| e.expect("every input surveyed"))
        .collect())
}

/// The verdict on one input: kept from the last run, or from a run of the test now. An error
/// is one of the test's set-up (it cannot start, the launcher fails), which every input would
/// meet: it stops the survey.
fn survey_one(
    path: &Path,
    known: &HashMap<(String, String), Found>,
    settings: &Settings,
    shared: &Shared,
    configure: &Configure,
    kept: &AtomicUsize,
) -> Result<Entry> {
    let name = path
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let mut entry = Entry {
        name,
        path: path.to_path_buf(),
        bytes: 0,
        hash: String::new(),
        found: Found::NoCrash {
            status: String::new(),
        },
    };
    let bytes = match std::fs::read(path) {
        Ok(bytes) => bytes,
        Err(e) => {
            entry.found = Found::Unreadable {
                error: e.to_string(),
            };
            return Ok(entry);
        }
    };
    entry.bytes = bytes.len() as u64;
    entry.hash = format!("{:032x}", oracle::hash(&bytes));
    if let Some(found) = known.get(&(entry.name.clone(), entry.hash.clone())) {
        entry.found = found.clone();
        kept.fetch_add(1, Ordering::Relaxed);
        return Ok(entry);
    }
    let mut config = configure(path, &settings.out.join(".survey"), None)?;
    shared.apply(&mut config);
    config.oracle.slots = None;
    let oracle = config.oracle;
    let outcome = oracle.run(&bytes, &AtomicBool::new(false), Output::Kept)?;
    if interrupt::requested() {
        return Err(Error::Interrupted);
    }
    let mut conditions = oracle.conditions.clone();
    let crash = conditions
        .same_crash
        .as_mut()
        .expect("--campaign is --same-crash");
    entry.found = match (crash.signature(&outcome), outcome.status) {
        (Some(sig), _) => {
            crash.expected = Some(sig.clone());
            match conditions.matches(&outcome) {
                true => Found::Crash {
                    signature: sig.to_string(),
                },
                false => Found::NoCrash {
                    status: format!("{sig}, but the test's other conditions do not hold"),
                },
            }
        }
        (None, Status::TimedOut) => Found::NoSignature {
            why: format!(
                "timed out after {:.1} s (--timeout to allow more)",
                oracle.timeout.limit().as_secs_f64()
            ),
        },
        (None, status) => Found::NoCrash {
            status: status.to_string(),
        },
    };
    Ok(entry)
}
