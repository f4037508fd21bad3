//! The files of a test case: one file, several files, or a folder, and where each goes in a
//! job directory. The placement rule: every input goes in under its base name, `a/b/crc32.c` as
//! `crc32.c` and a folder `proj/` as `proj/` with its tree, with its mode bits (as C-Reduce
//! and C-Vise place files; two inputs with one base name are an error). `--include` and
//! `--exclude` globs, matched against a file's path inside its folder (or its name), choose
//! which files are reduced; the others are copied along as they are.

use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use globset::{Glob, GlobSet, GlobSetBuilder};

use crate::error::{Error, Result};
use crate::oracle::Placed;

#[derive(Debug, Clone)]
pub struct Input {
    /// Where the file sits in each job directory.
    pub rel: PathBuf,
    /// Its permission bits, which its copies get too.
    pub mode: u32,
    /// The file on disk.
    pub source: PathBuf,
    /// Where its results go (symlinks resolved): the file itself, or under `-o`.
    pub output: PathBuf,
    /// Reduced, or only copied along.
    pub reduce: bool,
}

impl Input {
    /// Its path inside the folder given (`rel` without the folder's name).
    pub fn in_folder(&self) -> PathBuf {
        self.rel.iter().skip(1).collect()
    }

    /// Its place in a job directory.
    pub fn placed(&self) -> Placed {
        Placed {
            path: self.rel.clone(),
            mode: self.mode,
        }
    }
}

#[derive(Debug)]
pub struct Workspace {
    pub inputs: Vec<Input>,
    /// Results overwrite the inputs (which are kept as `.orig`).
    pub in_place: bool,
    /// The folder given, when the input is one (its files are `inputs`).
    pub folder: Option<PathBuf>,
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

pub fn collect(
    paths: &[PathBuf],
    output: Option<&Path>,
    include: &[String],
    exclude: &[String],
) -> Result<Workspace> {
    let include = globs(include, "--include")?;
    let exclude = globs(exclude, "--exclude")?;
    // (source, place in the job directory, path inside its folder or its name)
    let mut files: Vec<(PathBuf, PathBuf, PathBuf)> = Vec::new();
    let folder = match paths {
        [one] if one.is_dir() => {
            let one = &one.components().collect::<PathBuf>();
            let name = resolve(one)
                .file_name()
                .map(PathBuf::from)
                .ok_or_else(|| Error::Usage(format!("{} has no name", one.display())))?;
            let mut found = Vec::new();
            walk(one, &mut found)?;
            for f in found {
                let inner = f.strip_prefix(one).expect("walked under it").to_path_buf();
                files.push((f, name.join(&inner), inner));
            }
            if files.is_empty() {
                return Err(Error::Usage(format!("{} holds no files", one.display())));
            }
            Some(one.clone())
        }
        _ => {
            for p in paths {
                if p.is_dir() {
                    return Err(Error::Usage(format!(
                        "{} is a folder: give one folder, or files",
                        p.display()
                    )));
                }
                let name = p
                    .file_name()
                    .map(PathBuf::from)
                    .ok_or_else(|| Error::Usage(format!("{} is not a file", p.display())))?;
                files.push((p.clone(), name.clone(), name));
            }
            None
        }
    };
    for (i, (source, rel, _)) in files.iter().enumerate() {
        if let Some((other, _, _)) = files[..i].iter().find(|(_, r, _)| r == rel) {
            return Err(Error::Usage(format!(
                "{} and {} would both be {} in the job directory (each input goes in under \
                 its base name); rename one, or put them in one folder and give the folder",
                other.display(),
                source.display(),
                rel.display()
            )));
        }
    }
    let single = files.len() == 1 && folder.is_none();
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
        .map(|(source, rel, inner)| {
            let output = match output {
                None => resolve(&source),
                Some(o) if single => resolve(o),
                Some(o) => o.join(&inner),
            };
            let reduce = include.as_ref().is_none_or(|g| g.is_match(&inner))
                && !exclude.as_ref().is_some_and(|g| g.is_match(&inner));
            let mode = std::fs::metadata(&source)
                .map_err(|e| Error::Read {
                    path: source.clone(),
                    source: e,
                })?
                .permissions()
                .mode()
                & 0o7777;
            Ok(Input {
                rel,
                mode,
                source,
                output,
                reduce,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    if !inputs.iter().any(|i| i.reduce) {
        return Err(Error::Usage(
            "--include/--exclude leave no file to reduce".into(),
        ));
    }
    Ok(Workspace {
        inputs,
        in_place,
        folder,
    })
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
