//! The test's command from the command line: a script (its path checked, run as C-Reduce runs
//! one) or an inline command.

use std::ffi::OsString;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::error::{Error, Result};
use crate::lang;

/// How to run the test script: its absolute path (the test runs in another directory), or
/// `/bin/sh PATH` for a script without `#!`, as C-Reduce runs one; a bare name is left to PATH
/// lookup. `files` are the files to reduce, to tell when the two were given the wrong way
/// round: a source file where the test goes, and a script where the file goes (a shell script,
/// a source file of a language too, is the test it looks like, not a source file).
pub(super) fn script_command(test: &Path, files: &[PathBuf]) -> Result<Vec<OsString>> {
    if let [file] = files {
        if lang::detect(test).is_some() && !looks_like_script(test) && looks_like_script(file) {
            return Err(Error::Usage(format!(
                "the arguments look swapped: {} is a source file and {} a script; the test \
                 comes first: whittle {} {}",
                test.display(),
                file.display(),
                file.display(),
                test.display()
            )));
        }
    }
    let looks_like_path = test.components().count() > 1 || test.exists();
    if !looks_like_path {
        return Ok(vec![test.into()]);
    }
    let abs = std::fs::canonicalize(test).map_err(|source| Error::Read {
        path: test.to_path_buf(),
        source,
    })?;
    let meta = std::fs::metadata(&abs).map_err(|source| Error::Read {
        path: abs.clone(),
        source,
    })?;
    if !meta.is_file() {
        return Err(Error::Usage(format!(
            "the test {} is not a file",
            test.display()
        )));
    }
    if meta.permissions().mode() & 0o111 == 0 {
        return Err(Error::Usage(format!(
            "the test {} is not executable (try: chmod +x {})",
            test.display(),
            test.display()
        )));
    }
    let mut head = [0u8; 4];
    let n = std::fs::File::open(&abs)
        .and_then(|mut f| std::io::Read::read(&mut f, &mut head))
        .unwrap_or(0);
    let native = head[..n].starts_with(b"#!") || head[..n].starts_with(b"\x7fELF");
    Ok(match native {
        true => vec![abs.into()],
        false => vec!["/bin/sh".into(), abs.into()],
    })
}

/// A script, by its first line or its name.
fn looks_like_script(path: &Path) -> bool {
    let mut head = [0u8; 2];
    let starts = std::fs::File::open(path)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut head))
        .is_ok_and(|_| &head == b"#!");
    starts || path.extension().is_some_and(|e| e == "sh")
}

/// The inline command, its program made absolute when it is a relative path (`./tool.sh`):
/// the test runs in the job directory, and the user meant their own.
pub(super) fn inline_command(argv: &[OsString]) -> Vec<OsString> {
    let mut argv = argv.to_vec();
    let program = Path::new(&argv[0]);
    if program.is_relative() && program.components().count() > 1 {
        if let Ok(cwd) = std::env::current_dir() {
            argv[0] = cwd.join(program).into_os_string();
        }
    }
    argv
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_test_script_must_be_an_executable_file() {
        let dir = tempfile::tempdir().unwrap();
        let test = dir.path().join("t.sh");
        std::fs::write(&test, "#!/bin/sh\nexit 0\n").unwrap();
        std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o644)).unwrap();
        let e = script_command(&test, &[]).unwrap_err().to_string();
        assert!(e.contains("is not executable"), "{e}");
        let e = script_command(dir.path(), &[]).unwrap_err().to_string();
        assert!(e.contains("is not a file"), "{e}");
        std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert_eq!(
            script_command(&test, &[]).unwrap(),
            [test.canonicalize().unwrap()]
        );
        // A script without `#!` runs as C-Reduce runs one, through /bin/sh.
        std::fs::write(&test, "exit 0\n").unwrap();
        assert_eq!(script_command(&test, &[]).unwrap()[0], "/bin/sh");
        // A bare name is left to PATH lookup.
        assert_eq!(
            script_command(Path::new("no-such-test-x"), &[]).unwrap(),
            ["no-such-test-x"]
        );
    }

    #[test]
    fn a_shell_script_to_reduce_is_not_taken_for_a_swap() {
        let dir = tempfile::tempdir().unwrap();
        let (test, prog, bug) = (
            dir.path().join("test.sh"),
            dir.path().join("prog.sh"),
            dir.path().join("bug.c"),
        );
        std::fs::write(&test, "#!/bin/sh\nexit 0\n").unwrap();
        std::fs::set_permissions(&test, std::fs::Permissions::from_mode(0o755)).unwrap();
        std::fs::write(&prog, "#!/bin/bash\necho x\n").unwrap();
        std::fs::write(&bug, "int x;\n").unwrap();
        assert!(script_command(&test, std::slice::from_ref(&prog)).is_ok());
        let e = script_command(&bug, &[test]).unwrap_err().to_string();
        assert!(e.contains("look swapped"), "{e}");
    }

    #[test]
    fn a_relative_inline_program_is_made_absolute() {
        let argv = inline_command(&["./tool.sh".into(), "@@".into()]);
        assert!(
            Path::new(&argv[0]).is_absolute() && argv[1] == "@@",
            "{argv:?}"
        );
        assert_eq!(inline_command(&["gcc".into()]), ["gcc"]);
    }
}
