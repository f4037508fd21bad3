//! Compilers' crash reports: GCC's internal compiler errors, C assertions (LLVM and Clang built
//! with assertions, or any C program), and LLVM's fatal errors, `UNREACHABLE` and crashes with
//! a `Stack dump:`.

use super::frames::{self, Frame};
use super::text::{
    basename, crash_signal_name, mask_addresses, next_line, re, signal_by_description, Output,
};
use super::{Kind, Report};

/// `bug.c:12:5: internal compiler error: in tsubst_copy, at cp/pt.cc:17004`: the message
/// without where in the input (which moves), with the pass it happened in when GCC names one
/// (`during GIMPLE pass: vrp`), and the backtrace's functions when GCC printed them.
pub(super) fn gcc_ice(out: &Output) -> Option<Report> {
    let line = re!(r"(?m)^(.*?)internal compiler error: (.+)$");
    let caps = line.captures_iter(&out.text).find(|caps| {
        // rustc's `error: internal compiler error: ...` is rustc's.
        let prefix = &caps[1];
        prefix != "error: " && (prefix.is_empty() || prefix.ends_with(": "))
    })?;
    let whole = caps.get(0).expect("the whole match");
    let mut message = mask_addresses(&out.clean(caps[2].trim()));
    let before = &out.text[..whole.start()];
    if let Some(pass) = re!(r"(?m)^during (.+ pass: \S+)$")
        .captures_iter(before)
        .last()
    {
        message = format!("{message} ({})", &pass[0]);
    }
    let rest = &out.text[next_line(&out.text, whole.start())..];
    let rest = &rest[..rest.find("\nPlease submit").unwrap_or(rest.len())];
    Some(Report {
        at: whole.start(),
        kind: Kind::GccIce,
        message,
        frames: frames::stack(rest),
    })
}

/// A failed C `assert`: glibc's `prog: File.cpp:123: void f(): Assertion `x' failed.` or BSD's
/// `Assertion failed: (x), function f, file File.cpp, line 123.`, with the frames of the LLVM
/// stack dump that follows in LLVM's tools. An assertion in the input's own code is only
/// `Assertion failed in bug.c`: its condition and function use the input's names.
pub(super) fn assertion(out: &Output) -> Option<Report> {
    let glibc = re!(r"(?m)^(?:[^:\n]*: )?([^:\n]+):(\d+): (.*?): Assertion `(.*)' failed\.?$");
    let bsd = re!(r"(?m)^Assertion failed: \((.*)\), function (.*?), file (.*?), line (\d+)\.?$");
    let found = [
        glibc.captures(&out.text).map(|caps| {
            let at = caps.get(0).expect("the whole match");
            (
                at.start(),
                at.end(),
                [1, 2, 3, 4].map(|i| caps[i].to_string()),
            )
        }),
        bsd.captures(&out.text).map(|caps| {
            let at = caps.get(0).expect("the whole match");
            (
                at.start(),
                at.end(),
                [3, 4, 2, 1].map(|i| caps[i].to_string()),
            )
        }),
    ];
    let (at, end, [file, line, function, condition]) =
        found.into_iter().flatten().min_by_key(|(at, ..)| *at)?;
    let message = match out.is_input(&file) {
        true => format!("Assertion failed in {}", basename(&file)),
        false => format!(
            "{}: {}: Assertion `{}' failed.",
            out.location(&file, &line),
            function,
            mask_addresses(&condition)
        ),
    };
    Some(Report {
        at,
        kind: Kind::Assertion,
        message,
        frames: frames::llvm_stack_after(out, end),
    })
}

/// LLVM's reports: `UNREACHABLE executed at File.cpp:123!`, `LLVM ERROR: msg`, Clang's
/// `fatal error: error in backend: msg`, or only `PLEASE submit a bug report` and a `Stack dump:`
/// (a crash; its message is the signal, from the driver's `unable to execute command:
/// Segmentation fault` or `frontend command failed with exit code 139`). The frames are the
/// stack dump's.
pub(super) fn llvm(out: &Output) -> Option<Report> {
    let markers: [(&regex::Regex, Kind); 4] = [
        (
            re!(r"(?m)^UNREACHABLE executed(?: at (.+?):(\d+))?!$"),
            Kind::LlvmUnreachable,
        ),
        (re!(r"(?m)^LLVM ERROR: (.*)$"), Kind::LlvmError),
        (
            re!(r"(?m)^(?:.*?: )?fatal error: error in backend: (.*)$"),
            Kind::LlvmError,
        ),
        (
            re!(r"(?m)^(?:PLEASE submit a bug report|Stack dump:$)"),
            Kind::ClangCrash,
        ),
    ];
    let (caps, kind) = markers
        .iter()
        .filter_map(|(pattern, kind)| pattern.captures(&out.text).map(|caps| (caps, *kind)))
        .min_by_key(|(caps, _)| caps.get(0).expect("the whole match").start())?;
    let at = caps.get(0).expect("the whole match").start();
    let message = match kind {
        Kind::LlvmUnreachable => match (caps.get(1), caps.get(2)) {
            (Some(file), Some(line)) => {
                format!("at {}", out.location(file.as_str(), line.as_str()))
            }
            _ => "UNREACHABLE executed".to_string(),
        },
        Kind::LlvmError => mask_addresses(&out.clean(caps[1].trim())),
        _ => crash_message(out, at),
    };
    let frames: Vec<Frame> = frames::llvm_stack_after(out, at);
    Some(Report {
        at,
        kind,
        message,
        frames,
    })
}

/// The signal an LLVM tool crashed with, as its driver tells it (`clang: error: unable to
/// execute command: Segmentation fault`, `clang frontend command failed with exit code 139`) or
/// as the run ended (a `clang -cc1` or `llc` run directly).
fn crash_message(out: &Output, at: usize) -> String {
    let report = &out.text[at..];
    let unable = re!(r"(?m)^\S+: error: unable to execute command: (.+?)(?: \(core dumped\))?$");
    let exit = re!(r"(?m)^\S+: error: \S+ frontend command failed with exit code (\d+)");
    let signal = unable
        .captures(report)
        .and_then(|caps| signal_by_description(&caps[1]))
        .or_else(|| {
            exit.captures(report)
                .and_then(|caps| caps[1].parse::<i32>().ok())
                .filter(|code| *code > 128)
                .map(|code| code - 128)
        });
    signal
        .and_then(crash_signal_name)
        .or_else(|| out.ending_signal())
        .unwrap_or("crash")
        .to_string()
}
