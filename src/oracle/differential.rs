//! Differential testing (`--compare CMD ...`): whittle writes the test. A candidate is
//! interesting when every command ends normally (exits 0) and their outputs are not all the
//! same: a compiler that miscompiles at one level and not another, two compilers that disagree.
//! For C and C++ an undefined-behaviour guard comes with it, on by default (`--no-ub-check`
//! turns it off): the candidate must compile without the gcc and clang warnings that signal
//! undefined behaviour, and run clean built with `-fsanitize=address,undefined`, or the
//! "reduced" program is a program with undefined behaviour, which proves nothing.
//!
//! The test is a bash script, run in the job directory like C-Vise's `--commands`; its exit
//! status says why a candidate is not interesting ([`Verdict`]), so a start check that fails
//! can say so in words.

use crate::crash::crash_signal_name;
use crate::error::{Error, Result};

/// The guard's compilers and flags for one language.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Guard {
    /// gcc's and clang's drivers for the language (`gcc`/`clang`, `g++`/`clang++`).
    pub gcc: &'static str,
    pub clang: &'static str,
}

impl Guard {
    /// The guard for a language, if it has one (C and C++).
    pub fn for_language(lang: &str) -> Option<Guard> {
        match lang {
            "c" => Some(Guard {
                gcc: "gcc",
                clang: "clang",
            }),
            "cpp" => Some(Guard {
                gcc: "g++",
                clang: "clang++",
            }),
            _ => None,
        }
    }

    /// Checks, before any test runs, that both compilers are there and that gcc's sanitizer
    /// runtimes link and run: a guard that cannot run would turn every candidate away.
    pub fn check_tools(&self) -> Result<()> {
        let dir = tempfile::tempdir().map_err(|source| Error::Write {
            path: std::env::temp_dir(),
            source,
        })?;
        let file = dir.path().join(match self.gcc {
            "gcc" => "probe.c",
            _ => "probe.cpp",
        });
        std::fs::write(&file, "int main(void) { return 0; }\n").map_err(|source| Error::Write {
            path: file.clone(),
            source,
        })?;
        // gcc builds the sanitizer build; clang only warns.
        for (compiler, flags) in [(self.gcc, SANITIZE), (self.clang, &["-w"][..])] {
            let built = std::process::Command::new(compiler)
                .args(flags)
                .arg(&file)
                .arg("-o")
                .arg(dir.path().join("probe"))
                .output();
            let why = match built {
                Err(e) => format!("{compiler} cannot be run ({e})"),
                Ok(out) if !out.status.success() => format!(
                    "{compiler} cannot build a program with {}:\n{}",
                    flags.join(" "),
                    String::from_utf8_lossy(&out.stderr).trim_end()
                ),
                Ok(_) => match std::process::Command::new(dir.path().join("probe")).status() {
                    Ok(s) if s.success() => continue,
                    _ => format!(
                        "a program {compiler} built with {} does not run",
                        flags.join(" ")
                    ),
                },
            };
            return Err(Error::Usage(format!(
                "--compare checks C and C++ candidates for undefined behaviour with gcc's \
                 sanitizers and clang's warnings, and {why}; install them (e.g. apt-get install \
                 gcc clang), or pass --no-ub-check"
            )));
        }
        Ok(())
    }
}

/// The sanitizer build of the guard (gcc's).
const SANITIZE: &[&str] = &[
    "-fsanitize=address,undefined",
    "-fno-sanitize-recover=all",
    "-g",
];

/// Warnings of gcc and clang that signal undefined behaviour (C-Reduce's list of the warnings
/// that tell a wrong-code reduction it went astray, and more of the same kind): a candidate
/// whose compilation prints one is turned away.
const UB_WARNINGS: &[&str] = &[
    "uninitialized",
    "control reaches end of non-void function",
    "non-void function does not return a value",
    "should return a value",
    "without a cast",
    "makes pointer from integer",
    "makes integer from pointer",
    "incompatible pointer",
    "incompatible integer to pointer",
    "incompatible implicit declaration",
    "incompatible redeclaration",
    "conflicting types",
    "too few arguments",
    "too many arguments",
    "implicit declaration of function",
    "implicitly declaring library function",
    "type defaults to 'int'",
    "type specifier missing",
    "return type defaults",
    "comparison between pointer and integer",
    "ordered comparison",
    "comparison of distinct pointer types",
    "cast from pointer to integer",
    "too few arguments for format",
    "more '%' conversions than data arguments",
    "format '%",
    "division by zero",
    "array subscript",
    "array index",
    "is past the end of the array",
    "will always overflow",
    "overflow in",
    "integer overflow",
    "operation on '",
    "unsequenced modification",
    "multiple unsequenced",
    "excess elements",
    "address of stack memory",
    "address of local variable",
    "returns address of local",
    "shift count",
    "shift exponent",
    "-Wreturn-type",
    "-Wuninitialized",
    "-Wsequence-point",
];

/// Why the test turned a candidate away: the exit statuses of the script whittle writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// A command did not exit 0 (a build error, a crash, a non-zero exit).
    CommandFailed = 90,
    /// Every command printed the same output.
    Agree = 91,
    /// gcc or clang warned of undefined behaviour, or could not compile the candidate.
    Warned = 92,
    /// The sanitizer build did not compile.
    NoSanitizerBuild = 93,
    /// The sanitizer build reported undefined behaviour or a memory error.
    Sanitizer = 94,
}

impl Verdict {
    /// The verdict of a test that exited with `code`, if it is one of the script's.
    pub fn of(code: i32) -> Option<Verdict> {
        [
            Verdict::CommandFailed,
            Verdict::Agree,
            Verdict::Warned,
            Verdict::NoSanitizerBuild,
            Verdict::Sanitizer,
        ]
        .into_iter()
        .find(|v| *v as i32 == code)
    }

    /// What it means, for a start check that failed.
    pub fn explain(self) -> &'static str {
        match self {
            Verdict::CommandFailed => {
                "a command fails on it (exits neither with 0 nor by a crash signal), or every command crashes"
            }
            Verdict::Agree => "the commands agree on it: every one prints the same output",
            Verdict::Warned => {
                "gcc or clang warns of undefined behaviour in it, or cannot compile it"
            }
            Verdict::NoSanitizerBuild => "it does not compile with the sanitizers",
            Verdict::Sanitizer => "built with the sanitizers, it reports undefined behaviour",
        }
    }
}

/// `text` quoted for bash.
fn quote(text: &str) -> String {
    format!("'{}'", text.replace('\'', r"'\''"))
}

/// The exit statuses bash gives a command killed by a crash signal (128 + each signal
/// [`crash_signal_name`] names: SIGSEGV, SIGABRT, ...), as a `case` pattern: a built program
/// that crashes where another build prints, the commonest face of wrong code. Not SIGKILL or
/// SIGTERM: a timeout's.
fn crash_statuses() -> String {
    let crashes = (1..64).filter(|&s| crash_signal_name(s).is_some());
    let statuses: Vec<String> = crashes.map(|s| (128 + s).to_string()).collect();
    statuses.join("|")
}

/// The test script: `commands` (shell commands, `@@` the file) run in turn on the file named
/// `file` in the job directory, outputs compared, then the guard. A command killed by a crash
/// signal counts as one that printed its output and then `killed by signal N`, as long as one
/// command at least exits 0. With `same_crash`, a command that fails passes on its output and
/// status instead, for `--same-crash` to read the crash.
pub fn script(commands: &[String], file: &str, guard: Option<Guard>, same_crash: bool) -> String {
    let f = quote(file);
    // The compilers' messages in English and with plain quotes, as the warnings are matched.
    let mut s = format!("export LC_ALL=C\nf={f}\ncrashed=0\n");
    let crash_statuses = crash_statuses();
    let failed_with = Verdict::CommandFailed as i32;
    for (k, command) in commands.iter().enumerate() {
        let n = k + 1;
        let command = command.replace("@@", &f);
        let failed = match same_crash {
            true => format!("cat .whittle-err.{k} >&2; exit $status"),
            false => format!(
                "case $status in\n\
                 {crash_statuses}) crashed=$((crashed + 1))\n\
                 echo \"killed by signal $((status - 128))\" >>.whittle-out.{k}\n\
                 echo \"whittle --compare: command {n} was killed by signal $((status - 128))\" >&2;;\n\
                 *) echo \"whittle --compare: command {n} exited with $status\" >&2\n\
                 tail -n 20 .whittle-err.{k} >&2; exit {failed_with};;\n\
                 esac"
            ),
        };
        s += &format!(
            "( {command}\n) >.whittle-out.{k} 2>.whittle-err.{k}\n\
             status=$?; if [ $status -ne 0 ]; then {failed}; fi\n"
        );
    }
    s += &format!(
        "if [ $crashed -eq {} ]; then echo 'whittle --compare: every command crashed' >&2; \
         exit {failed_with}; fi\n",
        commands.len()
    );
    let all_same = (1..commands.len())
        .map(|k| format!("cmp -s .whittle-out.0 .whittle-out.{k}"))
        .collect::<Vec<_>>()
        .join(" && ");
    s += &format!(
        "if {all_same}; then echo 'whittle --compare: the outputs agree' >&2; exit {}; fi\n",
        Verdict::Agree as i32
    );
    if let Some(g) = guard {
        let pattern = quote(&UB_WARNINGS.join("|"));
        s += &format!("ub={pattern}\n");
        for cc in [g.gcc, g.clang] {
            s += &format!(
                "if ! {cc} -c -O1 -Wall -Wextra \"$f\" -o .whittle-ub.o 2>.whittle-warn; then\n\
                 echo 'whittle --compare: {cc} cannot compile it' >&2\n\
                 tail -n 5 .whittle-warn >&2; exit {w}; fi\n\
                 if grep -E \"$ub\" .whittle-warn >&2; then exit {w}; fi\n",
                w = Verdict::Warned as i32
            );
        }
        s += &format!(
            "{} {} \"$f\" -o .whittle-ub.bin 2>/dev/null || exit {}\n",
            g.gcc,
            SANITIZE.join(" "),
            Verdict::NoSanitizerBuild as i32
        );
        s += &format!(
            "ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=0 \
             ./.whittle-ub.bin >/dev/null 2>.whittle-san </dev/null\n\
             if grep -E 'runtime error|Sanitizer' .whittle-san >&2; then exit {}; fi\n",
            Verdict::Sanitizer as i32
        );
    }
    s += "exit 0\n";
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_crash_statuses_are_those_of_the_crash_signals() {
        // SIGILL 4, SIGTRAP 5, SIGABRT 6, SIGBUS 7, SIGFPE 8, SIGSEGV 11, SIGSYS 31.
        assert_eq!(crash_statuses(), "132|133|134|135|136|139|159");
    }

    /// Runs the script for `commands` on `text` (as `t.c`) in a scratch directory.
    fn judge(commands: &[&str], text: &str, guard: Option<Guard>) -> i32 {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("t.c"), text).unwrap();
        let commands: Vec<String> = commands.iter().map(|c| c.to_string()).collect();
        let status = std::process::Command::new("bash")
            .arg("-c")
            .arg(script(&commands, "t.c", guard, false))
            .current_dir(dir.path())
            .stderr(std::process::Stdio::null())
            .status()
            .unwrap();
        status.code().unwrap()
    }

    #[test]
    fn outputs_that_differ_are_interesting_and_failures_are_not() {
        let differ = ["cat @@", "tr a-z A-Z < @@"];
        assert_eq!(judge(&differ, "abc\n", None), 0);
        assert_eq!(judge(&differ, "123\n", None), Verdict::Agree as i32);
        assert_eq!(
            judge(&["cat @@", "false"], "abc\n", None),
            Verdict::CommandFailed as i32
        );
        // A file name with a quote in it is quoted.
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("it's.c"), "x\n").unwrap();
        let commands = ["cat @@".to_string(), "echo y".to_string()];
        let status = std::process::Command::new("bash")
            .arg("-c")
            .arg(script(&commands, "it's.c", None, false))
            .current_dir(dir.path())
            .status()
            .unwrap();
        assert_eq!(status.code(), Some(0));
    }

    #[test]
    fn verdicts_round_trip() {
        for v in [
            Verdict::CommandFailed,
            Verdict::Agree,
            Verdict::Warned,
            Verdict::Sanitizer,
        ] {
            assert_eq!(Verdict::of(v as i32), Some(v));
        }
        assert_eq!(Verdict::of(1), None);
    }
}
