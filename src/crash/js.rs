//! JavaScript engines: V8 and Node (`# Fatal error in ..., line 123` / `# Check failed: ...`,
//! `FATAL ERROR: ...`, Node's `Assertion failed`), SpiderMonkey (`Assertion failure: COND, at
//! File.cpp:123`, `Hit MOZ_CRASH(msg) at File.cpp:123`) and JavaScriptCore (`ASSERTION FAILED:
//! COND` and `File.cpp(123) : function`).

use super::frames::{self, Frame};
use super::text::{lines_after, mask_addresses, next_line, re, Output};
use super::{Kind, Report};

/// V8's fatal error: the failed check (`Check failed: v8_flags.fuzzing.`) and where, when V8
/// says (release builds print `Fatal error in , line 0`); or Node's `FATAL ERROR: msg`. The
/// frames are the native stack trace's.
pub(super) fn v8(out: &Output) -> Option<Report> {
    let text = &out.text;
    let fatal = re!(r"(?m)^#\s*Fatal error in (.*), line (\d+)\s*$");
    let node = re!(r"(?m)^FATAL ERROR: (.+)$");
    let start = |caps: &regex::Captures| caps.get(0).map_or(0, |m| m.start());
    let (fatal, node) = (fatal.captures(text), node.captures(text));
    let (at, message) = match (fatal, node) {
        (Some(caps), node) if node.as_ref().is_none_or(|node| start(node) > start(&caps)) => {
            let at = start(&caps);
            let check = lines_after(text, at, 3)
                .filter_map(|line| line.strip_prefix('#'))
                .map(str::trim)
                .find(|line| !line.is_empty())
                .unwrap_or("fatal error");
            let check = mask_addresses(&out.clean(check));
            let message = match caps[1].trim() {
                "" => check,
                file => format!("{check} at {}", out.location(file, &caps[2])),
            };
            (at, message)
        }
        (_, Some(caps)) => (start(&caps), mask_addresses(&out.clean(caps[1].trim()))),
        (_, None) => return None,
    };
    Some(Report {
        at,
        kind: Kind::V8Fatal,
        message,
        frames: native_stack(out, at),
    })
}

/// Node's own assertion: `# node[123]: void f() at ../src/node_file.cc:2112` and `# Assertion
/// failed: (argc) >= (3)` (Node 20 and later), or `node[123]: ../src/node_file.cc:2112:void f():
/// Assertion `(argc) >= (3)' failed.` before.
pub(super) fn node_assertion(out: &Output) -> Option<Report> {
    let text = &out.text;
    let current = re!(r"(?m)^[ \t]*#[ \t]*node\[\d+\]: (.*) at (\S+?):(\d+)[ \t]*$");
    let old = re!(r"(?m)^(?:\S+: )?node\[\d+\]: (\S+?):(\d+):(.*?): Assertion `(.*)' failed\.?$");
    let current = current.captures(text).and_then(|caps| {
        let at = caps.get(0).expect("the whole match").start();
        let condition = lines_after(text, at, 1)
            .find_map(|line| re!(r"^[ \t]*#[ \t]*Assertion failed: (.*)$").captures(line))
            .map(|assertion| assertion[1].trim().to_string())?;
        Some((
            at,
            caps[2].to_string(),
            caps[3].to_string(),
            caps[1].to_string(),
            condition,
        ))
    });
    let old = old.captures(text).map(|caps| {
        let at = caps.get(0).expect("the whole match").start();
        let fields = [1, 2, 3, 4].map(|i| caps[i].to_string());
        let [file, line, function, condition] = fields;
        (at, file, line, function, condition)
    });
    let (at, file, line, function, condition) = [current, old]
        .into_iter()
        .flatten()
        .min_by_key(|(at, ..)| *at)?;
    Some(Report {
        at,
        kind: Kind::NodeAssertion,
        message: format!(
            "{}: {}: Assertion `{}' failed.",
            out.location(&file, &line),
            function.trim(),
            condition
        ),
        frames: native_stack(out, at),
    })
}

/// The frames under V8's `----- Native stack trace -----` (or `==== C stack trace`), if the
/// report has one.
fn native_stack(out: &Output, at: usize) -> Vec<Frame> {
    let rest = &out.text[at..];
    let header = re!(r"(?m)^(?:----- Native stack trace -----|==== C stack trace =+)$");
    match header.find(rest) {
        Some(found) if rest[..found.start()].lines().count() <= 12 => {
            frames::stack(&rest[found.end()..])
        }
        _ => Vec::new(),
    }
}

/// SpiderMonkey: `Assertion failure: COND, at /path/js/src/File.cpp:123` or `Hit MOZ_CRASH(msg)
/// at /path/File.cpp:123` (either perhaps after `[pid] `), with the frames that follow
/// (`#01: js::Foo()[/path/js +0x1c75ccd]`).
pub(super) fn spidermonkey(out: &Output) -> Option<Report> {
    let text = &out.text;
    let assertion = re!(r"(?m)^(?:\[\d+\] )?Assertion failure: (.*), at (.+?):(\d+)$");
    let crash = re!(r"(?m)^(?:\[\d+\] )?Hit MOZ_CRASH\((.*)\) at (.+?):(\d+)$");
    let (caps, kind) = [
        (assertion.captures(text), Kind::SpiderMonkeyAssertion),
        (crash.captures(text), Kind::MozCrash),
    ]
    .into_iter()
    .filter_map(|(caps, kind)| caps.map(|caps| (caps, kind)))
    .min_by_key(|(caps, _)| caps.get(0).expect("the whole match").start())?;
    let whole = caps.get(0).expect("the whole match");
    let message = format!(
        "{} at {}",
        mask_addresses(&out.clean(&caps[1])),
        out.location(&caps[2], &caps[3])
    );
    Some(Report {
        at: whole.start(),
        kind,
        message,
        frames: frames_on_next_line(text, whole.start()),
    })
}

/// JavaScriptCore: `ASSERTION FAILED: COND`, then `/path/Source/JavaScriptCore/File.cpp(123) :
/// function`, which is the first frame, then the backtrace if one was printed.
pub(super) fn jsc(out: &Output) -> Option<Report> {
    let text = &out.text;
    let caps = re!(r"(?m)^ASSERTION FAILED: (.*)$").captures(text)?;
    let at = caps.get(0).expect("the whole match").start();
    let place =
        lines_after(text, at, 1).find_map(|line| re!(r"^(.+?)\((\d+)\) : (.+)$").captures(line));
    let condition = mask_addresses(&out.clean(caps[1].trim()));
    let (message, mut frames) = match place {
        Some(place) => (
            format!("{condition} at {}", out.location(&place[1], &place[2])),
            vec![Frame::function(&place[3])],
        ),
        None => (condition, Vec::new()),
    };
    frames.extend(frames_on_next_line(text, next_line(text, at)));
    Some(Report {
        at,
        kind: Kind::JscAssertion,
        message,
        frames,
    })
}

/// The stack that starts on the line after the one at `at`, if one does.
fn frames_on_next_line(text: &str, at: usize) -> Vec<Frame> {
    let rest = &text[next_line(text, at)..];
    let first = rest.lines().next().unwrap_or("");
    match frames::stack(first).is_empty() {
        true => Vec::new(),
        false => frames::stack(rest),
    }
}
