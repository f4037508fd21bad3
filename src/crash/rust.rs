//! Rust: a program's panic (`thread 'main' panicked at src/main.rs:5:3:` and the message on the
//! next line, or before Rust 1.73 `thread 'main' panicked at 'message', src/main.rs:5:3`), and
//! rustc's internal compiler errors, whose frames are the `query stack during panic:`.

use super::frames::{self, Frame};
use super::text::{mask_addresses, mask_numbers, mask_quoted, next_line, re, Output};
use super::{Kind, Report};

/// A panic, or rustc's internal compiler error: the message (a program's with the input's values
/// masked, `index out of bounds: the len is N but the index is N`) and where it panicked
/// (`main.rs` in the input, `lib.rs:1531:17` in the compiler), with the query stack's entries
/// (the input's names masked: ``[typeck] type-checking `_` ``) or the backtrace as frames.
pub(super) fn panic(out: &Output) -> Option<Report> {
    let text = &out.text;
    let panic = find_panic(text);
    let ice_line = re!(r"(?m)^error: internal compiler error(?:\[\w+\])?: (.*)$").captures(text);
    let ice_note = re!(r"(?m)^(?:error|note): the compiler unexpectedly panicked").find(text);
    let query_stack = text.find("\nquery stack during panic:\n");
    let is_ice = ice_line.is_some() || ice_note.is_some() || query_stack.is_some();
    if panic.is_none() && ice_line.is_none() {
        return None;
    }
    let ice_text = ice_line
        .as_ref()
        .map(|caps| caps[1].trim().to_string())
        .filter(|text| text != "unexpected panic");
    let message = match (&ice_text, &panic) {
        (Some(text), _) if is_ice => mask_quoted(&mask_addresses(&out.clean(text))),
        (_, Some(panic)) if is_ice => mask_quoted(&mask_addresses(&out.clean(&panic.message))),
        (_, Some(panic)) => mask_numbers(&out.clean(&panic.message)),
        _ => "internal compiler error".to_string(),
    };
    let message = match &panic {
        Some(panic) => format!("{message} at {}", out.location(&panic.file, &panic.line)),
        None => message,
    };
    let starts = [
        panic.as_ref().map(|panic| panic.at),
        ice_line
            .as_ref()
            .and_then(|caps| caps.get(0))
            .map(|m| m.start()),
        ice_note.map(|m| m.start()),
    ];
    let at = match is_ice {
        true => starts.into_iter().flatten().min(),
        false => panic.as_ref().map(|panic| panic.at),
    }?;
    let query_frames = query_stack
        .map(|start| queries(&text[start..]))
        .unwrap_or_default();
    let frames = match (query_frames.is_empty(), &panic) {
        (false, _) => query_frames,
        (true, Some(panic)) => backtrace(&text[panic.end..]),
        (true, None) => Vec::new(),
    };
    Some(Report {
        at,
        kind: if is_ice {
            Kind::RustcIce
        } else {
            Kind::RustPanic
        },
        message,
        frames,
    })
}

struct Panic {
    at: usize,
    /// Where its report's first lines end.
    end: usize,
    message: String,
    file: String,
    /// `line:col`.
    line: String,
}

/// The first panic, in the current format or the one before Rust 1.73.
fn find_panic(text: &str) -> Option<Panic> {
    let current = re!(r"(?m)^thread '[^'\n]*'(?: \(\d+\))? panicked at (.+?):(\d+:\d+):$");
    let old = re!(r"(?m)^thread '[^'\n]*' panicked at '(.*)', (.+?):(\d+(?::\d+)?)$");
    let current = current.captures(text).map(|caps| {
        let whole = caps.get(0).expect("the whole match");
        let next = next_line(text, whole.start());
        let message = text[next..].lines().next().unwrap_or("");
        Panic {
            at: whole.start(),
            end: next_line(text, next),
            message: message.trim().to_string(),
            file: caps[1].to_string(),
            line: caps[2].to_string(),
        }
    });
    let old = old.captures(text).map(|caps| {
        let whole = caps.get(0).expect("the whole match");
        Panic {
            at: whole.start(),
            end: next_line(text, whole.start()),
            message: caps[1].to_string(),
            file: caps[2].to_string(),
            line: caps[3].to_string(),
        }
    });
    [current, old]
        .into_iter()
        .flatten()
        .min_by_key(|panic| panic.at)
}

/// The entries of rustc's `query stack during panic:` (`#0 [typeck] type-checking `main``).
fn queries(text: &str) -> Vec<Frame> {
    let entry = re!(r"^#\d+ (\[\w+\] .*)$");
    text.lines()
        .skip(2)
        .map_while(|line| entry.captures(line))
        .map(|caps| Frame::function(&mask_quoted(&caps[1])))
        .collect()
}

/// The `stack backtrace:` right after a panic, if `RUST_BACKTRACE` asked for one.
fn backtrace(text: &str) -> Vec<Frame> {
    match text
        .lines()
        .take(3)
        .any(|line| line.trim() == "stack backtrace:")
    {
        true => frames::stack(text),
        false => Vec::new(),
    }
}
