//! The output as text, and the normalizations every recognizer applies to what it keeps: paths
//! cut to their file name, the input's line and column dropped, addresses and numbers masked.

use regex::Regex;

use super::Ending;

/// A regex compiled once, where it is used.
macro_rules! re {
    ($pattern:expr) => {{
        static RE: std::sync::LazyLock<regex::Regex> =
            std::sync::LazyLock::new(|| regex::Regex::new($pattern).expect("a valid pattern"));
        &*RE
    }};
}
pub(super) use re;

/// What a run printed, as text, with the names of the input's files.
pub(super) struct Output {
    /// stdout and stderr as printed, without terminal colours and `\r`.
    pub text: String,
    /// How the run ended.
    pub ending: Ending,
    /// The input's file names (`bug.c`).
    inputs: Vec<String>,
    /// The input's file names without their extensions (`bug`): what a test names the program it
    /// builds from the input.
    stems: Vec<String>,
    /// An input's name followed by `:line` or `:line:col`.
    input_location: Option<Regex>,
}

impl Output {
    pub fn new(output: &[u8], ending: Ending, inputs: &[&str]) -> Output {
        let text = String::from_utf8_lossy(output);
        let text = re!(r"\x1b\[[0-9;]*[A-Za-z]").replace_all(&text, "");
        let text = text.replace("\r\n", "\n");
        let inputs: Vec<String> = inputs
            .iter()
            .map(|path| basename(path).to_string())
            .filter(|name| !name.is_empty())
            .collect();
        let stems = inputs
            .iter()
            .filter_map(|name| name.split('.').next())
            .filter(|stem| !stem.is_empty())
            .map(str::to_string)
            .collect();
        let input_location = (!inputs.is_empty()).then(|| {
            let names: Vec<String> = inputs.iter().map(|name| regex::escape(name)).collect();
            let pattern = format!(r"(^|[^\w.-])({})(?::\d+)+", names.join("|"));
            Regex::new(&pattern).expect("escaped names make a valid pattern")
        });
        Output {
            text,
            ending,
            inputs,
            stems,
            input_location,
        }
    }

    /// The crash signal the run ended by (`SIGSEGV`): the one that killed it, or the one a shell
    /// reported as its exit code (`139` is `128 + SIGSEGV`).
    pub fn ending_signal(&self) -> Option<&'static str> {
        match self.ending {
            Ending::Signaled(signal) => crash_signal_name(signal),
            Ending::Exited(code) if code > 128 => crash_signal_name(code - 128),
            Ending::Exited(_) => None,
        }
    }

    /// Whether `path` (a file, perhaps followed by `:line:col`) is one of the input's files.
    pub fn is_input(&self, path: &str) -> bool {
        let name = basename(path);
        let name = name.split(':').next().unwrap_or(name);
        self.inputs.iter().any(|input| input == name)
    }

    /// Whether `module` (a binary or library in a stack frame) is the program a test built from
    /// the input: named after an input (`bug` for `bug.c`), `a.out`, or anything in whittle's job
    /// directories.
    pub fn is_input_program(&self, module: &str) -> bool {
        let name = basename(module);
        name == "a.out"
            || self.stems.iter().any(|stem| stem == name)
            || module
                .split(['/', '\\'])
                .any(|dir| dir.starts_with("whittle-"))
    }

    /// Whether `function` is in the Rust crate a test built from the input (`bug::parse` for
    /// `bug.rs`, as rustc names the crate of a file), where backtraces name no file.
    pub fn is_input_crate(&self, function: &str) -> bool {
        let path = function.trim_start_matches('<');
        let krate = path.split("::").next().unwrap_or("");
        path.contains("::")
            && self
                .stems
                .iter()
                .any(|stem| stem.replace('-', "_") == krate)
    }

    /// A source location: the file's name and line (`SemaExpr.cpp:123`), or only the file's name
    /// when it is an input, whose lines reduction moves.
    pub fn location(&self, file: &str, line: &str) -> String {
        let name = basename(file);
        if self.is_input(name) || line.is_empty() {
            name.to_string()
        } else {
            format!("{name}:{line}")
        }
    }

    /// `text` with every absolute path cut to its file name (`/tmp/whittle-run-x/job-y/w/bug.c`
    /// is `bug.c`) and the line and column after an input's name dropped (`bug.c:12:5` is
    /// `bug.c`), so that neither where the test ran nor where reduction moved the code shows.
    pub fn clean(&self, text: &str) -> String {
        let path = re!(
            r#"(^|[\s(\[<'"`=,])((?:[A-Za-z]:)?(?:\.{1,2}[/\\]|~[/\\]|[/\\])[^\s:()\[\]<>'"`,]+)"#
        );
        let text = path.replace_all(text, |caps: &regex::Captures| {
            format!("{}{}", &caps[1], basename(&caps[2]))
        });
        match &self.input_location {
            Some(location) => location.replace_all(&text, "$1$2").into_owned(),
            None => text.into_owned(),
        }
    }
}

/// The last component of a path, with `/` or `\` as separators.
pub(super) fn basename(path: &str) -> &str {
    path.rsplit(['/', '\\']).next().unwrap_or(path)
}

/// `text` with hexadecimal numbers (addresses, which move from run to run) as `0x?`.
pub(super) fn mask_addresses(text: &str) -> String {
    re!(r"\b0x[0-9a-fA-F]+\b")
        .replace_all(text, "0x?")
        .into_owned()
}

/// `text` with addresses masked and every decimal number as `N`: for messages about the user's
/// program, whose values come from the input and change as it shrinks (`2147483647 + 1` in an
/// overflow, the index of an out-of-bounds access).
pub(super) fn mask_numbers(text: &str) -> String {
    let text = mask_addresses(text);
    re!(r"\b\d+\b").replace_all(&text, "N").into_owned()
}

/// `text` with everything between backquotes as `_`: the input's names in rustc's messages
/// (``type-checking `main` ``), which reduction renames.
pub(super) fn mask_quoted(text: &str) -> String {
    re!(r"`[^`]*`").replace_all(text, "`_`").into_owned()
}

/// The position in `text` of the start of the line after the one holding `at`.
pub(super) fn next_line(text: &str, at: usize) -> usize {
    text[at..].find('\n').map_or(text.len(), |i| at + i + 1)
}

/// The first `count` lines of `text` after position `at`.
pub(super) fn lines_after(text: &str, at: usize, count: usize) -> impl Iterator<Item = &str> {
    text[next_line(text, at)..].lines().take(count)
}

/// The signal a name printed by a shell or a compiler driver stands for (`Segmentation fault`).
pub(super) fn signal_by_description(description: &str) -> Option<i32> {
    let signal = match description.to_ascii_lowercase().as_str() {
        "segmentation fault" => libc::SIGSEGV,
        "aborted" => libc::SIGABRT,
        "bus error" => libc::SIGBUS,
        "illegal instruction" => libc::SIGILL,
        "floating point exception" => libc::SIGFPE,
        "trace/breakpoint trap" => libc::SIGTRAP,
        "bad system call" => libc::SIGSYS,
        _ => return None,
    };
    Some(signal)
}

/// The name of a signal that means a crash (`SIGSEGV`); `None` for the others (`SIGKILL` is a
/// time limit or the OOM killer, `SIGTERM` and `SIGINT` someone stopping the run).
pub fn crash_signal_name(signal: i32) -> Option<&'static str> {
    let name = match signal {
        libc::SIGSEGV => "SIGSEGV",
        libc::SIGABRT => "SIGABRT",
        libc::SIGBUS => "SIGBUS",
        libc::SIGILL => "SIGILL",
        libc::SIGFPE => "SIGFPE",
        libc::SIGTRAP => "SIGTRAP",
        libc::SIGSYS => "SIGSYS",
        _ => return None,
    };
    Some(name)
}
