//! Job directories: a fresh directory per test run, holding only the test case's files.
//!
//! They live in one directory per whittle run, `whittle-run-XXXXXX` in the work directory,
//! which the run holds locked (`flock`) while it lives and removes at its end. A whittle that was
//! killed leaves its run directory unlocked: the next whittle to start in the same work
//! directory removes it. What a test leaves read-only is made writable and removed too.

use std::fs::File;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::io::AsRawFd;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::error::{Error, Result};

/// The prefix of run directories in the work directory.
const RUN_PREFIX: &str = "whittle-run-";

/// Job directories kept between runs. A test still gets a directory of its own that holds only
/// its files: each one is emptied after its run (everything the test left, the candidate, the
/// captured output). Making and removing three directories per run instead was a third of
/// whittle's own time per candidate with a fast test (ext4); the kept directories are removed
/// when the last clone of the oracle goes.
#[derive(Debug, Default)]
pub struct JobDirs {
    run: Mutex<Option<RunDir>>,
    free: Mutex<Vec<PathBuf>>,
}

/// This run's directory and the lock that says it is alive.
#[derive(Debug)]
struct RunDir {
    path: PathBuf,
    _lock: File,
}

impl JobDirs {
    /// A job directory with empty `w/` and `tmp/` in it, kept or new.
    pub(super) fn take(&self, work_dir: &Path) -> Result<PathBuf> {
        if let Some(job) = self.free.lock().expect("job dirs lock").pop() {
            return Ok(job);
        }
        let err = |source| Error::JobDir {
            dir: work_dir.to_path_buf(),
            source,
        };
        let mut run = self.run.lock().expect("run dir lock");
        if run.is_none() {
            sweep_stale_runs(work_dir);
            *run = Some(RunDir::new(work_dir).map_err(err)?);
        }
        let root = &run.as_ref().expect("made above").path;
        let job = tempfile::Builder::new()
            .prefix("job-")
            .tempdir_in(root)
            .map_err(err)?
            .keep();
        for dir in [job.join("w"), job.join("tmp")] {
            std::fs::create_dir(&dir).map_err(|source| Error::Write { path: dir, source })?;
        }
        Ok(job)
    }

    /// Empties `job` and keeps it for the next run; if it cannot be emptied (the test took away
    /// permissions, replaced `w/` by a file...), removes it as a whole.
    pub(super) fn give_back(&self, job: PathBuf) {
        match empty_job(&job) {
            Ok(()) => self.free.lock().expect("job dirs lock").push(job),
            Err(_) => remove_tree(&job),
        }
    }
}

impl Drop for JobDirs {
    fn drop(&mut self) {
        let run = self.run.get_mut().expect("run dir lock");
        if let Some(run) = run.take() {
            remove_tree(&run.path);
        }
    }
}

impl RunDir {
    /// A new run directory, locked. Another whittle starting in the same folder may sweep it
    /// between its making and its lock (it looks stale then): the lock waits for that sweep,
    /// and a directory swept meanwhile is made again (a few times: sweeps do not go on).
    fn new(work_dir: &Path) -> std::io::Result<RunDir> {
        for _ in 0..16 {
            let path = tempfile::Builder::new()
                .prefix(RUN_PREFIX)
                .tempdir_in(work_dir)?
                .keep();
            let lock = File::create(path.join("lock"))?;
            // SAFETY: flock on a descriptor we own.
            if unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX) } != 0 {
                return Err(std::io::Error::last_os_error());
            }
            if same_file(&lock, &path.join("lock")) {
                return Ok(RunDir { path, _lock: lock });
            }
        }
        Err(std::io::Error::other("swept away as soon as made"))
    }
}

/// Whether `path` names the open file `file`.
fn same_file(file: &File, path: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (file.metadata(), std::fs::metadata(path)) {
        (Ok(a), Ok(b)) => (a.dev(), a.ino()) == (b.dev(), b.ino()),
        _ => false,
    }
}

/// Removes the run directories of whittles that are gone: those whose lock nobody holds.
fn sweep_stale_runs(work_dir: &Path) {
    let Ok(entries) = std::fs::read_dir(work_dir) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        if !name.to_string_lossy().starts_with(RUN_PREFIX) {
            continue;
        }
        let Ok(lock) = File::open(entry.path().join("lock")) else {
            continue;
        };
        // SAFETY: flock on a descriptor we own; the lock goes with it.
        let free = unsafe { libc::flock(lock.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) } == 0;
        if free {
            remove_tree(&entry.path());
        }
    }
}

/// Removes everything in a job directory but its `w/` and `tmp/`, and everything in those.
fn empty_job(root: &Path) -> std::io::Result<()> {
    for entry in std::fs::read_dir(root)? {
        let entry = entry?;
        let name = entry.file_name();
        let is_dir = entry.file_type()?.is_dir();
        if is_dir && (name == "w" || name == "tmp") {
            for inner in std::fs::read_dir(entry.path())? {
                remove(&inner?)?;
            }
        } else {
            remove(&entry)?;
        }
    }
    for dir in ["w", "tmp"] {
        if !std::fs::symlink_metadata(root.join(dir))?.is_dir() {
            return Err(std::io::ErrorKind::NotADirectory.into());
        }
    }
    Ok(())
}

fn remove(entry: &std::fs::DirEntry) -> std::io::Result<()> {
    if entry.file_type()?.is_dir() {
        std::fs::remove_dir_all(entry.path())
    } else {
        std::fs::remove_file(entry.path())
    }
}

/// Removes `path` and everything under it; folders a test made read-only are made writable
/// first.
pub(super) fn remove_tree(path: &Path) {
    if std::fs::remove_dir_all(path).is_ok() || !path.exists() {
        return;
    }
    make_writable(path);
    let _ = std::fs::remove_dir_all(path);
}

fn make_writable(dir: &Path) {
    let Ok(meta) = std::fs::symlink_metadata(dir) else {
        return;
    };
    if !meta.is_dir() {
        return;
    }
    let _ = std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700));
    if let Ok(entries) = std::fs::read_dir(dir) {
        for entry in entries.flatten() {
            make_writable(&entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicBool, Ordering};

    /// Whittles starting side by side in one folder: one sweeping stale run directories while
    /// another makes its own must not take the new one for a stale one (seen in CI: the second
    /// whittle's sweep locked or removed the first's directory between its making and its lock).
    #[test]
    fn a_sweep_never_takes_a_run_directory_being_made() {
        let work = tempfile::tempdir().unwrap();
        let done = AtomicBool::new(false);
        std::thread::scope(|s| {
            s.spawn(|| {
                while !done.load(Ordering::Relaxed) {
                    sweep_stale_runs(work.path());
                }
            });
            let mut runs = Vec::new();
            for _ in 0..300 {
                let run = RunDir::new(work.path());
                done.store(run.is_err(), Ordering::Relaxed);
                let run = run.expect("a run directory");
                assert!(run.path.join("lock").is_file(), "{}", run.path.display());
                runs.push(run);
            }
            done.store(true, Ordering::Relaxed);
            for run in &runs {
                assert!(run.path.join("lock").is_file(), "{}", run.path.display());
            }
        });
    }
}
