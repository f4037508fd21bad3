//! The files of a test case: one file, several files, or a folder. Every file is copied into
//! each job directory at its relative path; `--include`/`--exclude` globs choose which of them
//! are reduced (the others are copied as they are).

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Component, Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::error::{Error, Result};

#[derive(Debug, Clone)]
pub struct Input {
    /// Where the file sits in each job directory.
    pub rel: PathBuf,
    /// The file on disk.
    pub source: PathBuf,
    /// Where its results go (symlinks resolved): the file itself, or under `-o`.
    pub output: PathBuf,
    /// Reduced, or only copied along.
    pub reduce: bool,
}

#[derive(Debug)]
pub struct Workspace {
    pub inputs: Vec<Input>,
    /// Results overwrite the inputs (which are kept as `.orig`).
    pub in_place: bool,
}

fn globs(patterns: &[String], what: &str) -> Result<Option<GlobSet>> {
    if patterns.is_empty() {
        return Ok(None);
    }
    let mut set = GlobSetBuilder::new();
    for p in patterns {
        set.add(Glob::new(p).map_err(|e| Error::Usage(format!("bad {what} glob {p:?}: {e}")))?);
    }
    set.build()
        .map(Some)
        .map_err(|e| Error::Usage(format!("bad {what} globs: {e}")))
}

/// `path` with symlinks resolved, as far as it exists (an output file may not exist yet).
pub fn resolve(path: &Path) -> PathBuf {
    if let Ok(p) = std::fs::canonicalize(path) {
        return p;
    }
    match (path.parent(), path.file_name()) {
        (Some(dir), Some(name)) => {
            let dir = if dir.as_os_str().is_empty() {
                Path::new(".")
            } else {
                dir
            };
            std::fs::canonicalize(dir).map_or_else(|_| path.to_path_buf(), |d| d.join(name))
        }
        _ => path.to_path_buf(),
    }
}

/// Every regular file under `dir`, sorted, skipping whittle's own backups and temporaries.
fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<()> {
    let read = |source| Error::Read {
        path: dir.to_path_buf(),
        source,
    };
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(read)?
        .map(|e| e.map(|e| e.path()))
        .collect::<std::io::Result<_>>()
        .map_err(read)?;
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        if name.ends_with(".orig") || name.starts_with(".whittle-") {
            continue;
        }
        let meta = std::fs::symlink_metadata(&path).map_err(|source| Error::Read {
            path: path.clone(),
            source,
        })?;
        if meta.is_dir() {
            walk(&path, out)?;
        } else if meta.is_file() {
            out.push(path);
        }
    }
    Ok(())
}

/// A path given on the command line as its place in the job directory: the relative path as
/// given when it stays inside (`src/a.c`), else the file name.
fn place(path: &Path) -> Option<PathBuf> {
    let inside = path
        .components()
        .all(|c| matches!(c, Component::Normal(_) | Component::CurDir));
    if inside {
        Some(
            path.components()
                .filter(|c| matches!(c, Component::Normal(_)))
                .collect(),
        )
    } else {
        path.file_name().map(PathBuf::from)
    }
}

pub fn collect(
    paths: &[PathBuf],
    output: Option<&Path>,
    include: &[String],
    exclude: &[String],
) -> Result<Workspace> {
    let include = globs(include, "--include")?;
    let exclude = globs(exclude, "--exclude")?;
    // (source, rel) pairs
    let mut files: Vec<(PathBuf, PathBuf)> = Vec::new();
    let folder = match paths {
        [one] if one.is_dir() => {
            let mut found = Vec::new();
            walk(one, &mut found)?;
            for f in found {
                let rel = f.strip_prefix(one).expect("walked under it").to_path_buf();
                files.push((f, rel));
            }
            if files.is_empty() {
                return Err(Error::Usage(format!("{} holds no files", one.display())));
            }
            true
        }
        _ => {
            for p in paths {
                if p.is_dir() {
                    return Err(Error::Usage(format!(
                        "{} is a folder: give one folder, or files",
                        p.display()
                    )));
                }
                let rel = place(p)
                    .ok_or_else(|| Error::Usage(format!("{} is not a file", p.display())))?;
                files.push((p.clone(), rel));
            }
            false
        }
    };
    for (i, (_, rel)) in files.iter().enumerate() {
        if files[..i].iter().any(|(_, r)| r == rel) {
            return Err(Error::Usage(format!(
                "two files would be {} in the job directory",
                rel.display()
            )));
        }
    }
    let single = files.len() == 1 && !folder;
    let in_place = match output {
        None => true,
        Some(o) => single && resolve(o) == resolve(&files[0].0),
    };
    if let (Some(o), false) = (output, single) {
        if o.exists() && !o.is_dir() {
            return Err(Error::Usage(format!(
                "-o {}: with several files, -o names a folder",
                o.display()
            )));
        }
    }
    let inputs = files
        .into_iter()
        .map(|(source, rel)| {
            let output = match output {
                None => resolve(&source),
                Some(o) if single => resolve(o),
                Some(o) => o.join(&rel),
            };
            let reduce = include.as_ref().is_none_or(|g| g.is_match(&rel))
                && !exclude.as_ref().is_some_and(|g| g.is_match(&rel));
            Input {
                rel,
                source,
                output,
                reduce,
            }
        })
        .collect::<Vec<_>>();
    if !inputs.iter().any(|i| i.reduce) {
        return Err(Error::Usage(
            "--include/--exclude leave no file to reduce".into(),
        ));
    }
    Ok(Workspace { inputs, in_place })
}

/// Writes `bytes` to `path` through a temporary file in the same directory and a rename, so the
/// file is never seen half-written.
pub(crate) fn write_atomic(path: &Path, bytes: &[u8], mode: Option<u32>) -> Result<()> {
    let err = |source| Error::Write {
        path: path.to_path_buf(),
        source,
    };
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    let mut tmp = tempfile::Builder::new()
        .prefix(".whittle-")
        .tempfile_in(dir)
        .map_err(err)?;
    tmp.write_all(bytes).map_err(err)?;
    if let Some(mode) = mode {
        tmp.as_file()
            .set_permissions(std::fs::Permissions::from_mode(mode))
            .map_err(err)?;
    }
    tmp.persist(path).map_err(|e| err(e.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn places_stay_inside_the_job_directory() {
        assert_eq!(place(Path::new("src/a.c")), Some(PathBuf::from("src/a.c")));
        assert_eq!(place(Path::new("./a.c")), Some(PathBuf::from("a.c")));
        assert_eq!(place(Path::new("../x/a.c")), Some(PathBuf::from("a.c")));
        assert_eq!(place(Path::new("/tmp/a.c")), Some(PathBuf::from("a.c")));
    }
}
