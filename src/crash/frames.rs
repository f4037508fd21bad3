//! Stack frames: read from the formats the tools print, and chosen for a signature. A frame
//! counts when it is code of the tool that crashed (a compiler's, an engine's); frames of the
//! input's own program are dropped (reduction renames them), and so are the crash machinery at
//! the top of a stack (signal handlers, stack printing, `abort`, panicking) and the start-up at
//! its bottom (`main`, `__libc_start_main`, `_start`).

use super::text::{basename, re, Output};

/// One frame as printed: whatever of a function, a source file, a binary and an offset in it
/// the line tells.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Frame {
    pub func: Option<String>,
    pub file: Option<String>,
    pub module: Option<String>,
    pub offset: Option<String>,
}

impl Frame {
    pub fn function(name: &str) -> Frame {
        Frame {
            func: Some(name.to_string()),
            ..Frame::default()
        }
    }
}

/// The top `count` frames of `frames` that count, as they show in a signature: a function's
/// name without its parameters (`clang::Sema::CheckTemplateArgument`), or, in a stack without
/// any symbol, a frame's binary and offset (`libLLVM-14.so.1+0xbd4b11`), which stay put for
/// one build.
pub(super) fn select(frames: &[Frame], out: &Output, count: usize) -> Vec<String> {
    let classes: Vec<Class> = frames.iter().map(|frame| classify(frame, out)).collect();
    // The crash machinery's frames at the top, and the frames without symbols among them (a
    // signal handler that is a static function, libc's `__restore_rt`): all belong to the report.
    let top = classes
        .iter()
        .take_while(|class| !matches!(class, Class::Function(_) | Class::Input))
        .count();
    let skip = classes[..top]
        .iter()
        .rposition(|class| matches!(class, Class::Machinery))
        .map_or(0, |last| last + 1);
    // In a stack with symbols, the frames without them (a static function of a release build)
    // do not count: the same crash reached by another path through them moves their offsets.
    // Only a stack without any symbol is told by its binary's offsets.
    let symbolized = classes[skip..]
        .iter()
        .any(|class| matches!(class, Class::Function(_)));
    classes
        .into_iter()
        .skip(skip)
        .filter_map(|class| match class {
            Class::Function(name) => Some(name),
            Class::Address(name) if !symbolized => Some(name),
            _ => None,
        })
        .take(count)
        .collect()
}

enum Class {
    /// A function that counts, by its cleaned name.
    Function(String),
    /// A frame without symbols that counts: `module+0xoffset`.
    Address(String),
    /// Code of the input: its functions, or the program built from it.
    Input,
    /// Reporting the crash: signal handlers, stack printers, `abort`, panicking.
    Machinery,
    /// Start-up and plumbing: `main`, `_start`, `__libc_start_main`, `std::rt::lang_start`.
    Noise,
    /// Nothing to go by (`???`, an address alone).
    Unknown,
}

fn classify(frame: &Frame, out: &Output) -> Class {
    if frame.file.as_deref().is_some_and(|file| out.is_input(file)) {
        return Class::Input;
    }
    let in_input_program = frame
        .module
        .as_deref()
        .is_some_and(|module| out.is_input_program(module));
    let name = frame.func.as_deref().map(clean_function);
    match name {
        Some(name) if !is_unknown(&name) => {
            if is_machinery(&name) {
                Class::Machinery
            } else if is_noise(&name) {
                Class::Noise
            } else if in_input_program && frame.file.is_none() && !is_sanitizer_runtime(&name) {
                // A function of the input's program, built without debug information.
                Class::Input
            } else if out.is_input_crate(&name) {
                Class::Input
            } else {
                Class::Function(name)
            }
        }
        _ => match (&frame.module, &frame.offset) {
            _ if in_input_program => Class::Input,
            (Some(module), _) if is_system_library(module) => Class::Machinery,
            (Some(module), Some(offset)) => Class::Address(format!(
                "{}+{}",
                basename(module),
                offset.to_ascii_lowercase()
            )),
            _ => Class::Unknown,
        },
    }
}

/// A function's name without what differs between otherwise equal frames or hides the name:
/// parameters, `const`, an offset into it, clone suffixes (`.part.0`), Rust's hashes.
pub(super) fn clean_function(name: &str) -> String {
    let mut name = name.trim();
    name = name.strip_prefix("in ").unwrap_or(name);
    name = name.strip_suffix(" <null>").unwrap_or(name);
    let name = re!(r"\s*\+\s*(?:0x[0-9a-fA-F]+|\d+)$").replace(name, "");
    let name = re!(r"\[[0-9a-f]{16}\]").replace_all(&name, "");
    let name = re!(r"::h[0-9a-zA-Z]{16,20}$").replace(&name, "");
    let name = re!(r"(?:\s*\[clone [^\]]*\]|\s*\(\.[\w.]+\)|\.(?:cold|part|isra|constprop|localalias|lto_priv)(?:\.\d+)*)+$")
        .replace(&name, "");
    let mut name = name.trim_end();
    for qualifier in [" const", " volatile", " noexcept", " &&", " &"] {
        name = name.strip_suffix(qualifier).unwrap_or(name);
    }
    // A leading `static` or built-in return type, as symbolizers print for templates and
    // JavaScriptCore for its assertions (`static void JSC::JSObject::putInline`).
    let mut name = strip_parameters(name);
    while let Some(rest) = [
        "static ", "virtual ", "inline ", "void ", "bool ", "int ", "auto ",
    ]
    .iter()
    .find_map(|word| name.strip_prefix(word))
    {
        name = rest;
    }
    name.to_string()
}

/// `f(int, char)` without `(int, char)`; `operator()` stays.
fn strip_parameters(name: &str) -> &str {
    if !name.ends_with(')') {
        return name;
    }
    let mut depth = 0;
    for (at, c) in name.char_indices().rev() {
        match c {
            ')' => depth += 1,
            '(' => {
                depth -= 1;
                if depth == 0 {
                    let head = name[..at].trim_end();
                    return match head.is_empty() || head.ends_with("operator") {
                        true => name,
                        false => head,
                    };
                }
            }
            _ => {}
        }
    }
    name
}

fn is_unknown(name: &str) -> bool {
    matches!(
        name,
        "" | "?" | "??" | "???" | "<unknown>" | "(unknown)" | "n/a"
    )
}

/// Functions that report a crash rather than cause it.
fn is_machinery(name: &str) -> bool {
    const EXACT: &[&str] = &[
        "raise",
        "gsignal",
        "abort",
        "__GI_raise",
        "__GI_abort",
        "__restore_rt",
        "pthread_kill",
        "__pthread_kill",
        "__pthread_kill_implementation",
        "__pthread_kill_internal",
        "__assert_fail",
        "__assert_fail_base",
        "__assert_perror_fail",
        "__libc_message",
        "__libc_message_impl",
        "__fortify_fail",
        "__chk_fail",
        "__stack_chk_fail",
        "malloc_printerr",
        // GCC's diagnostics
        "crash_signal",
        "internal_error",
        "internal_error_no_backtrace",
        "fancy_abort",
        "diagnostic_impl",
        "diagnostic_report_diagnostic",
        // LLVM's
        "SignalHandler",
        "CrashRecoverySignalHandler",
        "HandleAbort",
        "LLVMInstallFatalErrorHandler",
        // Rust's
        "rust_begin_unwind",
        "rust_panic",
        "__rust_start_panic",
        // SpiderMonkey's and JavaScriptCore's
        "MOZ_ReportAssertionFailure",
        "MOZ_ReportCrash",
        "MOZ_Crash",
        "WTFCrash",
        "WTFReportAssertionFailure",
        "WTFReportBacktrace",
    ];
    const CONTAINED: &[&str] = &[
        // LLVM's signal handling and fatal errors, also as mangled names
        "PrintStackTrace",
        "RunSignalHandlers",
        "CleanupOnSignal",
        "report_fatal_error",
        "llvm_unreachable_internal",
        "llvm::sys::Process::Exit",
        "4llvm3sys7Process4Exit",
        // V8's and Node's
        "V8_Fatal",
        "V8_Dcheck",
        "v8::base::debug::StackTrace",
        "node::Abort",
        "node::Assert",
        "node::OnFatalError",
        "node::DumpBacktrace",
        "node::DumpNativeBacktrace",
        "GetStackTracePrinter",
        // Rust's panics and backtraces, old and new
        "panicking::",
        "__rustc::",
        "backtrace::",
        "unwind::begin_unwind",
        "::unwrap_failed",
        "::expect_failed",
        "std::panic::panic_any",
        "core::fmt::write",
        "std::io::Write::write_fmt",
        // the sanitizers' runtimes
        "__sanitizer::",
        "__asan::",
        "__ubsan::",
        "__msan::",
        "__tsan::",
        "__lsan::",
    ];
    EXACT.contains(&name) || CONTAINED.iter().any(|part| name.contains(part))
}

/// Start-up and plumbing, at the bottom of every stack.
fn is_noise(name: &str) -> bool {
    const EXACT: &[&str] = &[
        "main",
        "_main",
        "_start",
        "start",
        "call_init",
        "start_thread",
        "clone",
        "__clone",
        "__clone3",
        "thread_start",
    ];
    const CONTAINED: &[&str] = &[
        "__libc_start",
        "std::rt::lang_start",
        "std::rt::",
        "core::ops::function::",
        "std::sys::pal::unix::thread::",
        "std::sys::thread::",
    ];
    EXACT.contains(&name) || CONTAINED.iter().any(|part| name.contains(part))
}

/// The sanitizers' interceptors, linked into the input's program but not of it.
fn is_sanitizer_runtime(name: &str) -> bool {
    name.starts_with("__interceptor_") || name.starts_with("__asan_")
}

/// libc and the dynamic loader: without symbols, a frame there is the signal trampoline,
/// `raise` or `abort` at the top of a stack, or start-up at its bottom.
fn is_system_library(module: &str) -> bool {
    let name = basename(module);
    [
        "libc.so",
        "libc-",
        "libpthread",
        "ld-linux",
        "linux-vdso",
        "libsystem_",
    ]
    .iter()
    .any(|prefix| name.starts_with(prefix))
}

/// The frames of the stack that starts in the first lines of `text` (past a header and notes):
/// every format below, the stack ending at the first line that is not a frame.
pub(super) fn stack(text: &str) -> Vec<Frame> {
    const LINES_BEFORE_FIRST_FRAME: usize = 16;
    let mut frames: Vec<Frame> = Vec::new();
    for (number, line) in text.lines().enumerate() {
        if let Some(frame) = parse(line) {
            frames.push(frame);
        } else if let (Some(file), Some(last)) = (source_line(line), frames.last_mut()) {
            // GCC's `\tfile.cc:123` and Rust's `at src/main.rs:5:3`, under their frame.
            last.file.get_or_insert(file);
        } else if frames.is_empty() && number < LINES_BEFORE_FIRST_FRAME {
            continue;
        } else if !re!(r"^\s*\[\.\.\. omitted").is_match(line) {
            break;
        }
    }
    frames
}

/// The stack of LLVM's crash report (`Stack dump:`) if one starts in the few lines after `at`.
pub(super) fn llvm_stack_after(out: &Output, at: usize) -> Vec<Frame> {
    let rest = &out.text[at..];
    match rest.find("Stack dump:") {
        Some(start) if rest[..start].lines().count() <= 8 => stack(&rest[start..]),
        _ => Vec::new(),
    }
}

/// One frame line, in any of the formats the recognized tools print.
fn parse(line: &str) -> Option<Frame> {
    // SpiderMonkey (MozFormatCodeAddress): `#01: js::Foo::bar()[/path/js +0x1c75ccd]`
    if let Some(caps) = re!(r"^\s*#\d+: (.*?)\[(.+?) \+(0x[0-9a-fA-F]+)\]$").captures(line) {
        return Some(Frame {
            func: Some(caps[1].to_string()),
            module: Some(caps[2].to_string()),
            offset: Some(caps[3].to_string()),
            ..Frame::default()
        });
    }
    // LLVM's stack dump and the sanitizers: `#3 0x55d0 in func file.c:12:5`, `#3 0x55d0
    // func (/lib/libLLVM.so+0xbd4b11)`, `#0 func file.c:4:32 (prog+0xd0114)` (TSan)
    if let Some(caps) = re!(r"^\s*#\d+\s+(?:0x[0-9a-fA-F]+\s+)?(.*)$").captures(line) {
        return Some(numbered(&caps[1]));
    }
    // glibc's `backtrace_symbols`: `/lib/libLLVM.so.1(_ZN4llvm3sys15PrintStackTrace+0x31)[0x7f..]`
    if let Some(caps) = re!(r"^(\S+?)\(([^()]*)\)\s*\[0x[0-9a-fA-F]+\]$").captures(line) {
        let (func, offset) = match caps[2].rsplit_once('+') {
            Some(("", offset)) => (None, Some(offset.to_string())),
            Some((func, _)) => (Some(func.to_string()), None),
            None => (Some(caps[2].to_string()).filter(|f| !f.is_empty()), None),
        };
        return Some(Frame {
            func,
            module: Some(caps[1].to_string()),
            offset,
            ..Frame::default()
        });
    }
    // V8 and Node: ` 3: 0x154bfd9 v8::internal::Runtime_Foo(int) [node]`
    if let Some(caps) = re!(r"^\s*\d+: 0x[0-9a-fA-F]+ (.*?)\s*\[([^\]]+)\]$").captures(line) {
        return Some(Frame {
            func: Some(caps[1].to_string()).filter(|func| !func.is_empty()),
            module: Some(caps[2].to_string()),
            ..Frame::default()
        });
    }
    // macOS (V8's `==== C stack trace`): `2   node   0x00000001004ff8db v8::Foo() + 1499`
    if let Some(caps) = re!(r"^\s*\d+\s+(\S+)\s+0x[0-9a-fA-F]+ (.+)$").captures(line) {
        return Some(Frame {
            func: Some(caps[2].to_string()),
            module: Some(caps[1].to_string()),
            ..Frame::default()
        });
    }
    // Rust: `  12: rustc_hir_typeck::check::check_fn` or `  3:  0x10d8 - std::foo::h3b5c..`
    if let Some(caps) = re!(r"^\s*\d+:\s+(?:0x[0-9a-fA-F]+ - )?(.+)$").captures(line) {
        return Some(Frame::function(&caps[1]));
    }
    // GCC: `0x9a3f6e tsubst_copy(tree_node*, ...)`, its source on the next line
    if let Some(caps) = re!(r"^0x[0-9a-fA-F]+ (.+)$").captures(line) {
        return Some(Frame::function(&caps[1]));
    }
    None
}

/// The rest of an LLVM or sanitizer frame line, after its number and address.
fn numbered(rest: &str) -> Frame {
    let mut frame = Frame::default();
    let rest = re!(r"\s*\(BuildId: [0-9a-fA-F]+\)$").replace(rest, "");
    let mut rest = rest.trim();
    if let Some(caps) = re!(r"^(.*?)\s*\(([^()]*?)\+(0x[0-9a-fA-F]+)\)$").captures(rest) {
        frame.module = Some(caps[2].to_string());
        frame.offset = Some(caps[3].to_string());
        rest = caps.get(1).map_or("", |m| m.as_str());
    }
    let rest = rest.strip_prefix("in ").unwrap_or(rest);
    if let Some(caps) = re!(r"^(.*?)\s+(\S+?):\d+(?::\d+)?$").captures(rest) {
        frame.func = Some(caps[1].to_string());
        frame.file = Some(caps[2].to_string());
    } else if let Some(caps) = re!(r"^(.*?)\s+(\S*[/\\]\S+\.\w+)$").captures(rest) {
        frame.func = Some(caps[1].to_string());
        frame.file = Some(caps[2].to_string());
    } else if !rest.is_empty() {
        frame.func = Some(rest.to_string());
    }
    frame
}

/// The source line under a frame: GCC's `\t../../gcc/cp/pt.cc:17004`, Rust's `at ./main.rs:2:5`.
fn source_line(line: &str) -> Option<String> {
    re!(r"^\s+(?:at )?(\S+?):\d+(?::\d+)?$")
        .captures(line)
        .map(|caps| caps[1].to_string())
}
