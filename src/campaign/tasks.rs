//! The campaign's reductions: each one a session exactly as whittle on its input alone (the
//! same options, `--same-crash` reading the signature from the original), run side by side.
//! Every test run of every session takes a slot of one budget of `-j` (`oracle::Slots`), in the
//! order asked: a slot a session leaves free goes to any other, and a slow group holds only the
//! slots its runs hold. A session keeps its share of the slots busy (`Slots::share`: `-j` over
//! the sessions running), so it searches as whittle on its input alone with that many jobs,
//! more as others finish: with `--deterministic` its result is the one whittle gives on that
//! input alone, whatever the others do.
//!
//! A reduction's folder holds `original/NAME` (the input's copy, which the session reads),
//! `NAME` (the best so far, then the result), `log.txt`, `stats.json`, `reproduce.sh`, and
//! last `result.json`, which says it is finished: a campaign run again keeps it.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use super::survey::Entry;
use super::{read_json, write_json, Configure, Group, Settings, Shared};
use crate::error::{exit, Error, Result};
use crate::interrupt;
use crate::progress::Verbosity;
use crate::session::Session;
use crate::workspace::{resolve, write_atomic};

/// One reduction: an input of a group.
pub(super) struct Task {
    /// The group's place in the campaign's list.
    pub group: usize,
    pub input: Entry,
    /// Its folder: the group's for the first input of the group, `also-K` in it for the K-th.
    pub dir: PathBuf,
    pub signature: String,
}

/// How a reduction ended.
pub(super) enum End {
    /// Finished, now or on an earlier run.
    Done(Done),
    /// Stopped by Ctrl-C or SIGTERM: done again on the next run.
    Interrupted,
    /// It could not run (its folder cannot be written, the launcher failed, ...).
    Error(String),
}

/// `result.json`: a finished reduction.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(super) struct Done {
    pub input: String,
    /// The hash of the input's bytes: a result is kept for these bytes only.
    pub hash: String,
    pub original_bytes: u64,
    pub reduced_bytes: u64,
    pub seconds: f64,
    /// Test runs of the reduction.
    pub calls: u64,
    pub reduced: bool,
    /// Why it was not reduced, or what to know about its result.
    pub note: Option<String>,
}

impl Task {
    pub fn new(settings: &Settings, group: &Group, g: usize, k: usize, input: &Entry) -> Task {
        let mut dir = settings.out.join(&group.id);
        if k > 1 {
            dir.push(format!("also-{k}"));
        }
        Task {
            group: g,
            input: input.clone(),
            dir,
            signature: group.signature.clone(),
        }
    }

    fn reduced_path(&self) -> PathBuf {
        self.dir.join(&self.input.name)
    }

    /// The finished result of this reduction, if a run already got it.
    pub fn done_earlier(&self) -> Option<Done> {
        read_json::<Done>(&self.dir.join("result.json")).filter(|d| d.hash == self.input.hash)
    }
}

/// Runs every reduction, at most `-j` sessions at once (each runs at least one test at a time),
/// the largest inputs first; returns how each ended, in the order of `tasks`.
pub(super) fn run_all(
    tasks: &[Task],
    settings: &Settings,
    shared: &Shared,
    configure: &Configure,
) -> Vec<End> {
    let mut order: Vec<usize> = (0..tasks.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(tasks[i].input.bytes));
    let ends: Mutex<Vec<Option<End>>> = Mutex::new((0..tasks.len()).map(|_| None).collect());
    let next = AtomicUsize::new(0);
    std::thread::scope(|s| {
        for _ in 0..settings.jobs.min(tasks.len()) {
            s.spawn(|| {
                while let Some(&i) = order.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let end = match interrupt::requested() {
                        true => End::Interrupted,
                        false => run_one(&tasks[i], settings, shared, configure)
                            .unwrap_or_else(|e| End::Error(e.to_string())),
                    };
                    ends.lock().expect("ends lock")[i] = Some(end);
                }
            });
        }
    });
    ends.into_inner()
        .expect("ends lock")
        .into_iter()
        .map(|e| e.expect("every task ran"))
        .collect()
}

/// One reduction, unless an earlier run finished it.
fn run_one(
    task: &Task,
    settings: &Settings,
    shared: &Shared,
    configure: &Configure,
) -> Result<End> {
    let say = |msg: &str| settings.progress.log(Verbosity::Normal, msg);
    let shown = task
        .dir
        .strip_prefix(&settings.out)
        .unwrap_or(&task.dir)
        .display()
        .to_string();
    if let Some(done) = task.done_earlier() {
        say(&format!("{shown}: finished on an earlier run, kept"));
        return Ok(End::Done(done));
    }
    let original = task.dir.join("original").join(&task.input.name);
    let bytes = std::fs::read(&task.input.path).map_err(|source| Error::Read {
        path: task.input.path.clone(),
        source,
    })?;
    if format!("{:032x}", crate::oracle::hash(&bytes)) != task.input.hash {
        return Err(Error::Campaign(format!(
            "{} changed during the campaign; run it again to survey it again",
            task.input.path.display()
        )));
    }
    let mode =
        std::fs::metadata(&task.input.path).map_or(0o644, |m| m.permissions().mode() & 0o7777);
    let made = |dir: &Path| {
        std::fs::create_dir_all(dir).map_err(|source| Error::Write {
            path: dir.to_path_buf(),
            source,
        })
    };
    made(original.parent().expect("in a folder"))?;
    write_atomic(&original, &bytes, Some(mode))?;
    let log = task.dir.join("log.txt");
    let _ = std::fs::remove_file(&log);
    let mut config = configure(&original, &task.reduced_path(), Some(&log))?;
    shared.apply(&mut config);
    config.stats_json = Some(task.dir.join("stats.json"));
    let progress = std::sync::Arc::clone(&config.progress);
    write_reproducer(task, &config.oracle)?;
    say(&format!(
        "{shown}: reducing {} ({} bytes)",
        task.input.name, task.input.bytes
    ));
    let started = Instant::now();
    let _member = shared.slots.join();
    let ran = Session::open(config).and_then(Session::run_beside_others);
    let mut done = Done {
        input: task.input.name.clone(),
        hash: task.input.hash.clone(),
        original_bytes: task.input.bytes,
        reduced_bytes: task.input.bytes,
        seconds: started.elapsed().as_secs_f64(),
        calls: progress.calls(),
        reduced: false,
        note: None,
    };
    match ran {
        Ok((exit::OK, signature)) => {
            done.reduced = true;
            done.reduced_bytes = std::fs::metadata(task.reduced_path()).map_or(0, |m| m.len());
            let signature = signature.map(|s| s.to_string()).unwrap_or_default();
            if signature != task.signature {
                done.note = Some(format!(
                    "the session read another signature from the original: {signature}"
                ));
            }
        }
        Ok(_) | Err(Error::Interrupted) => return Ok(End::Interrupted),
        Err(e @ (Error::NotInteresting(_) | Error::RecheckFailed(_))) => {
            let first = e.to_string().lines().next().unwrap_or_default().to_string();
            done.note = Some(first);
        }
        Err(e) => return Err(e),
    }
    write_json(&task.dir.join("result.json"), &done)?;
    say(&format!(
        "{shown}: {} -> {} bytes in {:.1} s, {} tests{}",
        done.original_bytes,
        done.reduced_bytes,
        done.seconds,
        done.calls,
        match (&done.note, done.reduced) {
            (Some(note), false) => format!("; not reduced: {note}"),
            (Some(note), true) => format!("; {note}"),
            (None, _) => String::new(),
        }
    ));
    Ok(End::Done(done))
}

/// `reproduce.sh`: the test run on the reduced file, as whittle runs it, its exit status
/// printed.
fn write_reproducer(task: &Task, oracle: &crate::oracle::Oracle) -> Result<()> {
    let reduced = resolve(&task.reduced_path());
    let recipe = oracle.recipe(&[(reduced, PathBuf::from(&task.input.name))]);
    let first = task.signature.lines().next().unwrap_or_default();
    let script = format!(
        "#!/bin/sh\n# Runs the test on the reduced {} as whittle ran it, and prints its exit \
         status.\n# The crash: {first}\n{recipe}\n",
        task.input.name
    );
    write_atomic(
        &task.dir.join("reproduce.sh"),
        script.as_bytes(),
        Some(0o755),
    )
}
