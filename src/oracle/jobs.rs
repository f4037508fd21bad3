//! Job directories: a fresh directory per test run, holding only the test case's files.

use std::path::Path;

use crate::error::{Error, Result};

/// Job directories kept between runs. A test still gets a directory of its own that holds only
/// its files: each one is emptied after its run (everything the test left, the candidate, the
/// captured output). Making and removing three directories per run instead was a third of
/// whittle's own time per candidate with a fast test (ext4); the kept directories are removed
/// when the last clone of the oracle goes.
#[derive(Debug, Default)]
pub struct JobDirs(std::sync::Mutex<Vec<tempfile::TempDir>>);

impl JobDirs {
    /// A job directory with empty `w/` and `tmp/` in it, kept or new.
    pub(super) fn take(&self, work_dir: &Path) -> Result<tempfile::TempDir> {
        if let Some(job) = self.0.lock().expect("job dirs lock").pop() {
            return Ok(job);
        }
        let job = tempfile::Builder::new()
            .prefix("whittle-")
            .tempdir_in(work_dir)
            .map_err(|source| Error::JobDir {
                dir: work_dir.to_path_buf(),
                source,
            })?;
        for dir in [job.path().join("w"), job.path().join("tmp")] {
            std::fs::create_dir(&dir).map_err(|source| Error::Write { path: dir, source })?;
        }
        Ok(job)
    }

    /// Empties `job` and keeps it for the next run; if it cannot be emptied (the test took away
    /// permissions, replaced `w/` by a file...), removes it as a whole.
    pub(super) fn give_back(&self, job: tempfile::TempDir) {
        if empty_job(job.path()).is_ok() {
            self.0.lock().expect("job dirs lock").push(job);
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
