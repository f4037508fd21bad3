//! The sanitizers' reports: AddressSanitizer, MemorySanitizer, ThreadSanitizer, LeakSanitizer
//! (`==123==ERROR: AddressSanitizer: heap-buffer-overflow on address ...`) and
//! UndefinedBehaviorSanitizer (`bug.c:3:5: runtime error: signed integer overflow: ...`).

use super::frames::{self, Frame};
use super::text::{basename, mask_numbers, re, Output};
use super::{Kind, Report};

/// A `==pid==ERROR: XSanitizer: bug-type ...` report: the bug type, what the access was
/// (`READ of size 4`, `Write of size 4`, `Direct leak`), and the first stack.
pub(super) fn report(out: &Output) -> Option<Report> {
    let header = re!(
        r"(?m)^(?:==\d+==)?(?:ERROR|WARNING): (AddressSanitizer|HWAddressSanitizer|MemorySanitizer|ThreadSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer):? ?(.*)$"
    );
    let caps = header.captures(&out.text)?;
    let whole = caps.get(0).expect("the whole match");
    let kind = match &caps[1] {
        "MemorySanitizer" => Kind::MemorySanitizer,
        "ThreadSanitizer" => Kind::ThreadSanitizer,
        "LeakSanitizer" => Kind::LeakSanitizer,
        "UndefinedBehaviorSanitizer" => Kind::UndefinedBehaviorSanitizer,
        _ => Kind::AddressSanitizer,
    };
    let body = &out.text[whole.end()..];
    let body = &body[..body.find("\nSUMMARY: ").unwrap_or(body.len())];
    let bug = bug_type(&caps[2]);
    let message = match access(body) {
        Some(access) => format!("{bug}, {access}"),
        None => bug,
    };
    Some(Report {
        at: whole.start(),
        kind,
        message,
        frames: frames::stack(body),
    })
}

/// `heap-buffer-overflow on address 0x602000000020 at pc ...` is `heap-buffer-overflow`; `data
/// race (pid=123)` is `data race`.
fn bug_type(rest: &str) -> String {
    let end = [" on ", " at pc", " (", ":", " 0x"]
        .iter()
        .filter_map(|stop| rest.find(stop))
        .min()
        .unwrap_or(rest.len());
    rest[..end].trim().to_string()
}

/// What the faulty access was, in the report's first lines.
fn access(body: &str) -> Option<String> {
    let patterns = [
        // ASan: `READ of size 4 at 0x602000000020 thread T0`
        re!(r"(?m)^((?:READ|WRITE) of size \d+)"),
        // ASan on a signal: `==123==The signal is caused by a READ memory access.`
        re!(r"The signal is caused by a (\w+ memory access)"),
        // TSan: `  Write of size 4 at 0x... by thread T2:`
        re!(r"(?m)^\s+((?:Atomic )?(?:Read|Write) of size \d+)"),
        // LSan: `Direct leak of 7 byte(s) in 1 object(s) allocated from:`
        re!(r"(?m)^((?:Direct|Indirect) leak)"),
    ];
    patterns
        .iter()
        .find_map(|pattern| pattern.captures(body).map(|caps| caps[1].to_string()))
}

/// UBSan's `file:line:col: runtime error: message`: the message with the input's values masked
/// (`signed integer overflow: N + N cannot be represented in type 'int'`) and its C types
/// (`'struct _'`; a C++ class shows by its name alone, `'Node'`, and stays), where it happened
/// unless that is in the input, and the stack if `print_stacktrace=1` printed one.
pub(super) fn runtime_error(out: &Output) -> Option<Report> {
    let line = re!(r"(?m)^(?:(.*?):(\d+)(?::\d+)?: )?runtime error: (.*)$");
    let caps = line.captures(&out.text)?;
    let whole = caps.get(0).expect("the whole match");
    let message = mask_numbers(&out.clean(&caps[3]));
    // The input's own types, which reduction renames: `'struct node'` is `'struct _'`.
    let mut message = re!(r"'(struct|union|class|enum) [^']*'")
        .replace_all(&message, "'$1 _'")
        .into_owned();
    if let (Some(file), Some(line)) = (caps.get(1), caps.get(2)) {
        if !out.is_input(file.as_str()) {
            message = format!("{message} at {}:{}", basename(file.as_str()), line.as_str());
        }
    }
    let rest = &out.text[whole.end()..];
    let frames: Vec<Frame> = match rest.trim_start_matches('\n').starts_with("    #") {
        true => frames::stack(rest),
        false => Vec::new(),
    };
    Some(Report {
        at: whole.start(),
        kind: Kind::UndefinedBehaviorSanitizer,
        message,
        frames,
    })
}
