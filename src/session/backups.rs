//! Backups of the inputs before results overwrite them, and `--resume`'s check that an earlier
//! run left them.

use std::path::{Path, PathBuf};

use super::Session;
use crate::config::Backup;
use crate::error::{Error, Result};
use crate::workspace::write_atomic;

impl Session {
    /// Keeps the original of input `i`, which is about to be overwritten by results, beside it:
    /// as `FILE.orig` (or `--backup NAME`). A backup already there is never overwritten: if the
    /// file differs from it (another run's result, or a file the user wrote since), the file's
    /// bytes go to the next free `FILE.orig.1`, `FILE.orig.2`, ... so nothing is ever lost.
    pub(super) fn back_up(&self, i: usize) -> Result<()> {
        let input = &self.inputs[i];
        let backup = match &self.config.backup {
            Backup::Off => return Ok(()),
            Backup::Named(name) => name.clone(),
            Backup::Orig => backup_name(&input.source, ".orig"),
        };
        let original = &self.originals[i];
        let existing = match std::fs::read(&backup) {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                write_atomic(&backup, original, Some(input.mode))?;
                self.say(&format!("original saved as {}", backup.display()));
                return Ok(());
            }
            Err(source) => {
                return Err(Error::Read {
                    path: backup,
                    source,
                })
            }
        };
        if existing == **original || self.config.resume {
            self.say(&format!("{} exists; keeping it as it is", backup.display()));
            return Ok(());
        }
        let kept = (1..)
            .map(|n| backup_name(&backup, &format!(".{n}")))
            .find(|p| std::fs::symlink_metadata(p).is_err())
            .expect("a free name");
        write_atomic(&kept, original, Some(input.mode))?;
        self.say(&format!(
            "{} exists and differs from {}: kept {} as {} too; {} is the original",
            backup.display(),
            input.source.display(),
            input.source.display(),
            kept.display(),
            backup.display()
        ));
        Ok(())
    }

    /// Keeps the folder given, about to be overwritten by results, beside it as a whole: every
    /// file of it in `FOLDER.orig/` (or `--backup NAME`), at its place there, so that nothing
    /// that globs the folder sees a backup. As with a file, a backup already there that differs
    /// is never overwritten: the originals go to the next free `FOLDER.orig.1`, ...
    pub(super) fn back_up_folder(&self) -> Result<()> {
        let folder = self.config.workspace.folder.as_ref().expect("a folder");
        let backup = match &self.config.backup {
            Backup::Off => return Ok(()),
            Backup::Named(name) => name.clone(),
            Backup::Orig => backup_name(folder, ".orig"),
        };
        let inner = |i: usize| self.inputs[i].in_folder();
        let holds_originals = |dir: &Path| {
            (0..self.inputs.len())
                .all(|i| std::fs::read(dir.join(inner(i))).is_ok_and(|b| b == *self.originals[i]))
        };
        let target = if std::fs::symlink_metadata(&backup).is_err() {
            backup
        } else if self.config.resume || holds_originals(&backup) {
            self.say(&format!("{} exists; keeping it as it is", backup.display()));
            return Ok(());
        } else {
            let kept = (1..)
                .map(|n| backup_name(&backup, &format!(".{n}")))
                .find(|p| std::fs::symlink_metadata(p).is_err())
                .expect("a free name");
            self.say(&format!(
                "{} exists and differs from {}: the originals go to {}",
                backup.display(),
                folder.display(),
                kept.display()
            ));
            kept
        };
        for i in 0..self.inputs.len() {
            let path = target.join(inner(i));
            if let Some(dir) = path.parent() {
                std::fs::create_dir_all(dir).map_err(|source| Error::Write {
                    path: dir.to_path_buf(),
                    source,
                })?;
            }
            write_atomic(&path, &self.originals[i], Some(self.inputs[i].mode))?;
        }
        self.say(&format!("originals saved in {}", target.display()));
        Ok(())
    }

    /// `--resume`: every file to reduce has the `.orig` of an earlier run beside it (in
    /// `FOLDER.orig/`, for a folder).
    pub(super) fn check_resume(&self) -> Result<()> {
        if !self.config.workspace.in_place {
            return Err(Error::Usage(
                "--resume goes on in place: it does not take -o".into(),
            ));
        }
        for &i in &self.reduced {
            let orig = match (&self.config.backup, &self.config.workspace.folder) {
                (Backup::Named(name), None) => name.clone(),
                (Backup::Named(name), Some(_)) => name.join(self.inputs[i].in_folder()),
                (_, Some(folder)) => backup_name(folder, ".orig").join(self.inputs[i].in_folder()),
                (_, None) => backup_name(&self.inputs[i].source, ".orig"),
            };
            let Ok(meta) = std::fs::metadata(&orig) else {
                return Err(Error::Usage(format!(
                    "--resume: {} is missing, so there is no earlier run to go on from",
                    orig.display()
                )));
            };
            self.say(&format!(
                "resuming {}: {} bytes now, {} in {}",
                self.inputs[i].rel.display(),
                self.originals[i].len(),
                meta.len(),
                orig.display()
            ));
        }
        Ok(())
    }
}

/// `path` with `suffix` added to its name.
pub(super) fn backup_name(path: &Path, suffix: &str) -> PathBuf {
    let mut name = path.as_os_str().to_os_string();
    name.push(suffix);
    PathBuf::from(name)
}
