//! Helpers for the integration tests: a temp dir per test, test scripts with mode 0755, runs
//! of the real `whittle` binary, and checks for processes a test may have left behind.

// Each test binary uses its own subset of these helpers.
#![allow(dead_code)]

use std::borrow::BorrowMut;
use std::ffi::OsStr;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub const WHITTLE: &str = env!("CARGO_BIN_EXE_whittle");

/// A temp dir for one test. Job dirs go to its `jobs/` subdir (whittle's `TMPDIR`), so a test
/// can check that none are left behind.
pub struct Sandbox {
    dir: tempfile::TempDir,
    /// A string unique to this sandbox, for test scripts to carry in their command lines.
    pub marker: String,
}

impl Sandbox {
    pub fn new() -> Sandbox {
        static COUNT: AtomicUsize = AtomicUsize::new(0);
        let dir = tempfile::Builder::new()
            .prefix("whittle-it-")
            .tempdir()
            .expect("cannot create a temp dir");
        std::fs::create_dir(dir.path().join("jobs")).unwrap();
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .subsec_nanos();
        let marker = format!(
            "whittlemarker{}x{}x{}",
            std::process::id(),
            COUNT.fetch_add(1, Ordering::Relaxed),
            nanos
        );
        Sandbox { dir, marker }
    }

    pub fn root(&self) -> &Path {
        self.dir.path()
    }

    pub fn path(&self, rel: impl AsRef<Path>) -> PathBuf {
        self.dir.path().join(rel)
    }

    /// Writes `bytes` to `rel` (creating parent dirs) and returns the full path.
    pub fn write(&self, rel: impl AsRef<Path>, bytes: impl AsRef<[u8]>) -> PathBuf {
        let path = self.path(rel);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent).unwrap();
        }
        std::fs::write(&path, bytes).unwrap();
        path
    }

    /// Writes a `/bin/sh` script with mode 0755. The file name carries the sandbox's marker,
    /// so the script's processes can be found in `/proc`.
    pub fn script(&self, name: &str, body: &str) -> PathBuf {
        let path = self.write(
            format!("{}-{}.sh", name, self.marker),
            format!("#!/bin/sh\n{body}\n"),
        );
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }

    pub fn read(&self, rel: impl AsRef<Path>) -> Vec<u8> {
        let path = self.path(rel);
        std::fs::read(&path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()))
    }

    /// `whittle TEST FILE` (the script form) with `options` first.
    pub fn whittle_script(&self, options: &[&str], test: &Path, file: &str) -> Command {
        let mut cmd = self.whittle(options);
        cmd.arg(test).arg(file);
        cmd
    }

    /// `whittle ARGS...` started by a shell that forks it, for tests of whittle's peak memory:
    /// a child forked by this process starts with this process's resident memory as its peak
    /// (tens of MB while other tests hold large inputs), and Linux keeps it across exec.
    pub fn whittle_measured<I, S>(&self, args: I) -> Command
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let mut cmd = self.command("sh");
        cmd.args(["-c", "\"$@\"; exit $?", "sh", WHITTLE])
            .args(args);
        cmd
    }

    pub fn exists(&self, rel: impl AsRef<Path>) -> bool {
        self.path(rel).exists()
    }

    /// `whittle ARGS...` run from the sandbox, with its job dirs under `jobs/`.
    pub fn whittle<I, S>(&self, args: I) -> Command
    where
        I: IntoIterator<Item = S>,
        S: AsRef<OsStr>,
    {
        let mut cmd = self.command(WHITTLE);
        cmd.args(args);
        cmd
    }

    /// `program` run from the sandbox, with whittle's job dirs under `jobs/`.
    fn command(&self, program: &str) -> Command {
        let mut cmd = Command::new(program);
        cmd.current_dir(self.root())
            .env("TMPDIR", self.path("jobs"))
            .env("LC_ALL", "C")
            .stdin(Stdio::null());
        cmd
    }

    /// Job dirs left under `jobs/` (there should be none once whittle has exited).
    pub fn leftover_job_dirs(&self) -> Vec<PathBuf> {
        std::fs::read_dir(self.path("jobs"))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect()
    }

    /// Processes whose command line holds this sandbox's marker, waiting up to `patience` for
    /// killed ones to go away. Any still there are then killed with their process groups (each
    /// test runs as a group leader), so a failing test leaves nothing running.
    pub fn leftover_processes(&self, patience: Duration) -> Vec<String> {
        let deadline = Instant::now() + patience;
        loop {
            let found = processes_with(&self.marker);
            if found.is_empty() {
                return Vec::new();
            }
            if Instant::now() >= deadline {
                for (pid, _) in &found {
                    let _ = Command::new("kill")
                        .args(["-KILL", "--", &format!("-{pid}"), &pid.to_string()])
                        .stderr(Stdio::null())
                        .status();
                }
                return found
                    .into_iter()
                    .map(|(pid, cmd)| format!("{pid}: {cmd}"))
                    .collect();
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

/// (pid, command line) of every live process whose command line contains `needle`.
pub fn processes_with(needle: &str) -> Vec<(u32, String)> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return found;
    };
    for entry in entries.flatten() {
        let Some(pid) = entry.file_name().to_str().and_then(|n| n.parse().ok()) else {
            continue;
        };
        // Zombies have an empty command line; they are dead already.
        let Ok(cmdline) = std::fs::read(entry.path().join("cmdline")) else {
            continue;
        };
        let cmdline = String::from_utf8_lossy(&cmdline).replace('\0', " ");
        if cmdline.contains(needle) {
            found.push((pid, cmdline));
        }
    }
    found
}

/// A finished whittle run, with its output as text.
pub struct Run {
    pub code: Option<i32>,
    pub stdout: String,
    pub stderr: String,
    pub elapsed: Duration,
}

impl Run {
    /// Panics, showing whittle's output, unless it exited with `code`.
    pub fn expect_code(&self, code: i32) -> &Run {
        assert_eq!(
            self.code,
            Some(code),
            "whittle exited with {:?}, wanted {code}\n--- stdout:\n{}\n--- stderr:\n{}",
            self.code,
            self.stdout,
            self.stderr
        );
        self
    }

    pub fn from_output(out: Output, elapsed: Duration) -> Run {
        Run {
            code: out.status.code(),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
            elapsed,
        }
    }
}

/// Runs `cmd` (a `Command` or a `&mut Command`) to completion.
pub fn run(mut cmd: impl BorrowMut<Command>) -> Run {
    let started = Instant::now();
    let out = cmd.borrow_mut().output().expect("cannot run whittle");
    Run::from_output(out, started.elapsed())
}

/// Is `program` on PATH and runnable?
/// The tokens of `text` as whittle counts them in the language of a file named `file`.
pub fn tokens_in(file: &str, text: &[u8]) -> usize {
    let lang = whittle::lang::detect(Path::new(file));
    whittle::tokens::count(text, whittle::lang::lexis(lang))
}

pub fn have(program: &str) -> bool {
    // `go` says its version to `go version` alone.
    ["--version", "version"].into_iter().any(|arg| {
        Command::new(program)
            .arg(arg)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// Is the oracle `program` here? When it is not, the test says so on stderr and is skipped;
/// under CI (`.ci/run` sets `WHITTLE_REQUIRE_ORACLES`) a missing oracle fails the test instead.
pub fn oracle(program: &str) -> bool {
    if have(program) {
        return true;
    }
    skip(&format!("{program} is not installed"));
    false
}

/// Skips a test that cannot run here, saying why, or fails it under CI (see [`oracle`]).
pub fn skip(why: &str) {
    assert!(
        std::env::var_os("WHITTLE_REQUIRE_ORACLES").is_none(),
        "{why}, and CI needs every oracle (WHITTLE_REQUIRE_ORACLES is set)"
    );
    eprintln!("SKIPPED: {why}");
}

/// `lines` lines of filler text, numbered so that every line is distinct.
pub fn filler(lines: usize) -> String {
    (0..lines)
        .map(|i| format!("line {i:03}: the quick brown fox {} jumps\n", i * 7 % 13))
        .collect()
}

/// Sends `signal` (a name such as "INT") to `pid` with kill(1).
pub fn send_signal(pid: u32, signal: &str) {
    let ok = Command::new("kill")
        .arg(format!("-{signal}"))
        .arg(pid.to_string())
        .status()
        .expect("cannot run kill")
        .success();
    assert!(ok, "kill -{signal} {pid} failed");
}

/// A real C file that gcc rejects with the error [`C_ERROR`].
/// `None` (after saying why on stderr) when gcc is absent.
pub fn c_input_with_error() -> Option<Vec<u8>> {
    if !oracle("gcc") {
        return None;
    }
    let dir = tempfile::tempdir().unwrap();
    let candidates = [zlib_trees(dir.path()), headers_program(dir.path())];
    for c in candidates.into_iter().flatten() {
        if gcc_stderr(&c, dir.path()).contains(C_ERROR) {
            return Some(c);
        }
    }
    skip("gcc is installed but no real C input could be prepared");
    None
}

/// The gcc error the C inputs are made to produce (plain text, also a valid regex).
pub const C_ERROR: &str = "has no member named 'bi_validx'";

/// zlib's trees.c from the cargo registry, preprocessed, with one use of the `bi_valid` member
/// misspelt.
fn zlib_trees(scratch: &Path) -> Option<Vec<u8>> {
    let cargo_home = std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| Path::new(&h).join(".cargo")))?;
    let mut found = None;
    for index in std::fs::read_dir(cargo_home.join("registry/src"))
        .ok()?
        .flatten()
    {
        for krate in std::fs::read_dir(index.path()).ok()?.flatten() {
            let name = krate.file_name();
            let zlib = krate.path().join("src/zlib");
            if name.to_string_lossy().starts_with("libz-sys-") && zlib.join("trees.c").is_file() {
                found = Some(zlib);
            }
        }
    }
    let zlib = found?;
    let out = Command::new("gcc")
        .arg("-E")
        .arg("-P")
        .arg("-I")
        .arg(&zlib)
        .arg(zlib.join("trees.c"))
        .current_dir(scratch)
        .env("LC_ALL", "C")
        .output()
        .ok()?;
    if !out.status.success() {
        return None;
    }
    let text = String::from_utf8(out.stdout).ok()?;
    let at = text.find("s->bi_valid == 16")?;
    let end = at + "s->bi_valid".len();
    Some(format!("{}x{}", &text[..end], &text[end..]).into_bytes())
}

/// Fallback: the system's stdio.h, stdlib.h and string.h preprocessed (real C code), followed
/// by a function with the same error.
fn headers_program(scratch: &Path) -> Option<Vec<u8>> {
    let src = scratch.join("headers.c");
    std::fs::write(
        &src,
        "#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n\
         struct state { size_t bi_valid; char *buf; };\n\
         static size_t flush(struct state *s) {\n  if (s->bi_validx == 16)\n    \
         return strlen(s->buf);\n  return 0;\n}\n",
    )
    .ok()?;
    let out = Command::new("gcc")
        .args(["-E", "-P"])
        .arg(&src)
        .env("LC_ALL", "C")
        .output()
        .ok()?;
    out.status.success().then_some(out.stdout)
}

/// gcc's stderr for compiling `source` (in C locale, so quotes are ASCII).
pub fn gcc_stderr(source: &[u8], scratch: &Path) -> String {
    let path = scratch.join("gcc-check.c");
    std::fs::write(&path, source).unwrap();
    let out = Command::new("gcc")
        .args(["-c", "-o", "/dev/null"])
        .arg(&path)
        .env("LC_ALL", "C")
        .output()
        .expect("cannot run gcc");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The calls and successes of pass `name` in a `--stats-json` file.
pub fn pass_stats(stats: &serde_json::Value, name: &str) -> (u64, u64) {
    let p = stats["passes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == name)
        .unwrap_or_else(|| panic!("no pass {name} in {stats}"));
    (
        p["calls"].as_u64().unwrap(),
        p["successes"].as_u64().unwrap(),
    )
}
