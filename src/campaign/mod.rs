//! Campaign mode (`--campaign DIR -o OUT`): a fuzzer's folder of crashing inputs in, one
//! reduced reproducer per distinct crash out.
//!
//! - `survey`: every input run once, its crash signature read as `--same-crash` reads it;
//! - this file: the inputs grouped by signature, the output folder and its state;
//! - `tasks`: one reduction per group (the smallest input; more with `--per-group`), each a
//!   session exactly as whittle on that input alone, all at once on one budget of `-j` runs;
//! - `index`: groups whose reproducers are byte-identical merged, `index.json` and `index.md`.
//!
//! Everything the campaign knows is in the output folder, written atomically: run the same
//! command again after a stop (Ctrl-C, a kill, a lost node) and the survey's verdicts and the
//! finished reductions are kept; unfinished ones start again. The inputs are only read.

mod index;
mod survey;
mod tasks;

use std::collections::BTreeMap;
use std::fs::File;
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use serde::{Deserialize, Serialize};

use crate::config::Config;
use crate::error::{exit, Error, Result};
use crate::interrupt;
use crate::oracle::{self, JobDirs, Pool, Slots};
use crate::progress::{Progress, Verbosity};
use crate::workspace::write_atomic;
use survey::{Entry, Found};
use tasks::{End, Task};

/// What the command line asks of a campaign.
pub(crate) struct Settings {
    /// The inputs: every file at the top of this folder.
    pub dir: PathBuf,
    /// The output folder (`-o`).
    pub out: PathBuf,
    /// Inputs reduced per group, the smallest first.
    pub per_group: usize,
    /// Tests run at once, over all the groups.
    pub jobs: usize,
    /// What the results depend on (the test, its conditions, the reduction's options): a
    /// campaign is resumed only by the same.
    pub identity: String,
    /// The command line, for the record and for messages.
    pub command: String,
    /// `--force`: start over in an output folder of another campaign.
    pub force: bool,
    /// The workers of `--worker-pool`, for every test of the campaign.
    pub pool: Option<Arc<Pool>>,
    pub progress: Arc<Progress>,
}

/// whittle's settings for one input alone: `input` reduced into `output`, the log into `log`
/// (`None`: a survey run, which logs nothing).
pub(crate) type Configure<'a> = dyn Fn(&Path, &Path, Option<&Path>) -> Result<Config> + Sync + 'a;

/// `campaign.json`: which campaign the output folder holds.
#[derive(Serialize, Deserialize)]
struct Stamp {
    identity: String,
    command: String,
}

/// A crash signature and the inputs that have it, smallest first.
struct Group {
    /// Its folder's name: the signature's words and a hash of it.
    pub id: String,
    pub signature: String,
    pub members: Vec<Entry>,
}

/// What every session of the campaign shares: the run budget, the job directories, the
/// workers of `--worker-pool`.
struct Shared {
    pub slots: Arc<Slots>,
    pub job_dirs: Arc<JobDirs>,
    pub pool: Option<Arc<Pool>>,
}

impl Shared {
    pub fn apply(&self, config: &mut Config) {
        config.oracle.slots = Some(Arc::clone(&self.slots));
        config.oracle.jobs = Arc::clone(&self.job_dirs);
        config.oracle.pool = self.pool.clone();
    }
}

/// Runs the campaign and returns the exit status.
pub(crate) fn run(settings: &Settings, configure: &Configure) -> Result<u8> {
    interrupt::install();
    oracle::become_subreaper();
    oracle::sweep_stale();
    let outcome = campaign(settings, configure);
    oracle::sweep_all();
    outcome
}

fn campaign(settings: &Settings, configure: &Configure) -> Result<u8> {
    let say = |msg: &str| settings.progress.log(Verbosity::Normal, msg);
    let started = Instant::now();
    let inputs = survey::list(&settings.dir)?;
    let _lock = open_output(settings)?;
    let shared = Shared {
        slots: Arc::new(Slots::new(settings.jobs)),
        job_dirs: Default::default(),
        pool: settings.pool.clone(),
    };
    say(&format!(
        "campaign: {} inputs in {}, {} tests at once",
        inputs.len(),
        settings.dir.display(),
        settings.jobs
    ));
    let survey_started = Instant::now();
    let entries = survey::run(&inputs, settings, &shared, configure).inspect_err(|e| {
        if matches!(e, Error::Interrupted) {
            say("campaign stopped in the survey; run the same command again to go on");
        }
    })?;
    let survey_seconds = survey_started.elapsed().as_secs_f64();
    let groups = group(&entries);
    let count = |f: fn(&Found) -> bool| entries.iter().filter(|e| f(&e.found)).count();
    say(&format!(
        "survey: {} crash with {} signatures, {} do not crash, {} with no signature, {} \
         unreadable ({survey_seconds:.1} s)",
        count(|f| matches!(f, Found::Crash { .. })),
        groups.len(),
        count(|f| matches!(f, Found::NoCrash { .. })),
        count(|f| matches!(f, Found::NoSignature { .. })),
        count(|f| matches!(f, Found::Unreadable { .. })),
    ));
    let mut index = index::Index::new(settings, &entries, survey_seconds);
    if groups.is_empty() {
        index.write(&settings.out, &groups, &[])?;
        return Err(Error::NotInteresting(format!(
            "--campaign: no input in {} crashes (the test ran on each once):\n{}See {}",
            settings.dir.display(),
            index.not_crashing_list(),
            settings.out.join("index.md").display()
        )));
    }
    let plan = plan(settings, &groups)?;
    let ends = tasks::run_all(&plan, settings, &shared, configure);
    index.wall_seconds = started.elapsed().as_secs_f64();
    let bugs = index.write(
        &settings.out,
        &groups,
        &plan.iter().zip(&ends).collect::<Vec<_>>(),
    )?;
    let failed: Vec<String> = plan
        .iter()
        .zip(&ends)
        .filter_map(|(t, e)| match e {
            End::Error(msg) => Some(format!("  {}: {msg}", t.dir.display())),
            _ => None,
        })
        .collect();
    let index_md = settings.out.join("index.md");
    if interrupt::requested() || ends.iter().any(|e| matches!(e, End::Interrupted)) {
        say(&format!(
            "campaign stopped; run the same command again to go on ({} so far)",
            index_md.display()
        ));
        return Err(Error::Interrupted);
    }
    if !failed.is_empty() {
        return Err(Error::Campaign(format!(
            "--campaign: {} reductions could not run (run the same command again to retry \
             them; the others are kept):\n{}",
            failed.len(),
            failed.join("\n")
        )));
    }
    let not_reduced = ends
        .iter()
        .filter(|e| matches!(e, End::Done(d) if !d.reduced))
        .count();
    say(&format!(
        "campaign done: {} signatures, distinct bugs {bugs}, {:.1} s{}; see {}",
        groups.len(),
        index.wall_seconds,
        match not_reduced {
            0 => String::new(),
            n => format!(", {n} reductions did not reproduce the crash"),
        },
        index_md.display()
    ));
    Ok(exit::OK)
}

/// The reductions to run: the smallest `--per-group` inputs of each group, whose folder gets
/// its signature and list of inputs now.
fn plan(settings: &Settings, groups: &[Group]) -> Result<Vec<Task>> {
    let say = |msg: &str| settings.progress.log(Verbosity::Normal, msg);
    let mut plan = Vec::new();
    for (g, group) in groups.iter().enumerate() {
        write_group_files(settings, group)?;
        let k = group.members.len().min(settings.per_group);
        say(&format!(
            "{}: inputs {}; to reduce: {}",
            group.id,
            group.members.len(),
            group.members[..k]
                .iter()
                .map(|m| format!("{} ({} bytes)", m.name, m.bytes))
                .collect::<Vec<_>>()
                .join(", ")
        ));
        for (i, member) in group.members[..k].iter().enumerate() {
            plan.push(Task::new(settings, group, g, i + 1, member));
        }
    }
    Ok(plan)
}

/// Makes the output folder, or checks that it holds this campaign (to resume it); with
/// `--force`, one of another campaign is started over. Returns the lock that keeps a second
/// whittle out of it while this one runs.
fn open_output(settings: &Settings) -> Result<File> {
    let out = &settings.out;
    let stamp_path = out.join("campaign.json");
    let usage = |msg: &str| Error::Usage(format!("-o {}: {msg}", out.display()));
    if out.exists() && !out.is_dir() {
        return Err(usage("not a folder; --campaign writes a folder of results"));
    }
    let holds_files = std::fs::read_dir(out).is_ok_and(|mut d| d.next().is_some());
    if holds_files && !stamp_path.exists() && !settings.force {
        return Err(usage(
            "it exists and holds no campaign; give another -o, or add --force to write into it",
        ));
    }
    std::fs::create_dir_all(out).map_err(|source| Error::Write {
        path: out.clone(),
        source,
    })?;
    let lock = lock(out)?;
    if stamp_path.exists() {
        match read_json::<Stamp>(&stamp_path) {
            Some(stamp) if stamp.identity == settings.identity => return Ok(lock),
            _ if settings.force => start_over(out)?,
            stamp => {
                return Err(usage(&format!(
                    "it holds a campaign with another test or other options ({}); run that \
                     command to resume it, give another -o, or add --force to start over",
                    stamp.map_or_else(|| "unreadable".into(), |s| s.command)
                )))
            }
        }
    }
    let stamp = Stamp {
        identity: settings.identity.clone(),
        command: settings.command.clone(),
    };
    write_json(&stamp_path, &stamp)?;
    Ok(lock)
}

/// Holds `OUT/.lock` (`flock`), or says that another whittle does.
fn lock(out: &Path) -> Result<File> {
    let path = out.join(".lock");
    let file = File::create(&path).map_err(|source| Error::Write {
        path: path.clone(),
        source,
    })?;
    // SAFETY: flock on a descriptor we own; the lock goes with it.
    if unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } != 0 {
        return Err(Error::Usage(format!(
            "-o {}: another whittle is running a campaign in it; wait for it, or stop it",
            out.display()
        )));
    }
    Ok(file)
}

/// Removes another campaign's state from `out`: its survey and its group folders.
fn start_over(out: &Path) -> Result<()> {
    let entries = std::fs::read_dir(out).map_err(|source| Error::Read {
        path: out.to_path_buf(),
        source,
    })?;
    for entry in entries.flatten() {
        let path = entry.path();
        let ours = path.join("signature.txt").is_file() || path.ends_with("survey.json");
        let gone = match path.is_dir() {
            _ if !ours => Ok(()),
            true => std::fs::remove_dir_all(&path),
            false => std::fs::remove_file(&path),
        };
        gone.map_err(|source| Error::Write { path, source })?;
    }
    Ok(())
}

/// The crashing inputs by signature, smallest input first; the largest group first.
fn group(entries: &[Entry]) -> Vec<Group> {
    let mut by_sig: BTreeMap<&str, Vec<Entry>> = BTreeMap::new();
    for e in entries {
        if let Found::Crash { signature } = &e.found {
            by_sig.entry(signature).or_default().push(e.clone());
        }
    }
    let mut groups: Vec<Group> = by_sig
        .into_iter()
        .map(|(sig, mut members)| {
            members.sort_by(|a, b| (a.bytes, &a.name).cmp(&(b.bytes, &b.name)));
            Group {
                id: group_id(sig),
                signature: sig.to_string(),
                members,
            }
        })
        .collect();
    groups.sort_by_key(|g| std::cmp::Reverse(g.members.len()));
    groups
}

/// A folder name for a signature: its first line's words (at most 48 characters) and a hash of
/// the whole, so that it is the same on every run and differs between signatures.
fn group_id(signature: &str) -> String {
    let first = signature
        .lines()
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let mut slug = String::new();
    for word in first.split(|c: char| !c.is_ascii_alphanumeric()) {
        if word.is_empty() {
            continue;
        }
        if slug.len() + word.len() >= 48 {
            if slug.is_empty() {
                slug.push_str(&word[..48]);
                slug.push('-');
            }
            break;
        }
        slug += word;
        slug.push('-');
    }
    let hash = oracle::hash(signature.as_bytes()) as u32;
    format!("{slug}{hash:08x}")
}

/// A group's folder with its signature and the list of its inputs.
fn write_group_files(settings: &Settings, group: &Group) -> Result<()> {
    let dir = settings.out.join(&group.id);
    std::fs::create_dir_all(&dir).map_err(|source| Error::Write {
        path: dir.clone(),
        source,
    })?;
    let list: String = group
        .members
        .iter()
        .map(|m| format!("{} {}\n", m.name, m.bytes))
        .collect();
    write_atomic(&dir.join("inputs.txt"), list.as_bytes(), None)?;
    write_atomic(
        &dir.join("signature.txt"),
        format!("{}\n", group.signature).as_bytes(),
        None,
    )
}

/// Writes `value` as JSON to `path`, atomically.
fn write_json<T: Serialize>(path: &Path, value: &T) -> Result<()> {
    let text = serde_json::to_string_pretty(value).expect("plain data serializes");
    write_atomic(path, format!("{text}\n").as_bytes(), None)
}

/// Reads JSON written by [`write_json`]; `None` if it is missing or unreadable (written by
/// another version, or cut short by a crash of the filesystem: the work is done again).
fn read_json<T: for<'de> Deserialize<'de>>(path: &Path) -> Option<T> {
    serde_json::from_slice(&std::fs::read(path).ok()?).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn group_ids_are_words_and_a_hash() {
        let id = group_id("gcc-ice: in coerce_template_parms, at cp/pt.cc:9195");
        assert!(
            id.starts_with("gcc-ice-in-coerce-template-parms-at-cp-pt-cc-"),
            "{id}"
        );
        assert_ne!(
            id,
            group_id("gcc-ice: in coerce_template_parms, at cp/pt.cc:9196")
        );
        let long = group_id(&"x".repeat(200));
        assert_eq!(long.len(), 48 + 1 + 8, "{long}");
        assert!(group_id("signal: SIGSEGV\n  at f").starts_with("signal-sigsegv-"));
    }
}
