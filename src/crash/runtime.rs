//! The C runtime's aborts (glibc's `double free or corruption (fasttop)`, `*** stack smashing
//! detected ***: terminated`, ...) and, when nothing reported the crash, the signal that ended
//! the run: from its status, a shell's `128 + N` exit code, or a shell's `Segmentation fault`.

use super::frames;
use super::text::{crash_signal_name, re, signal_by_description, Output};
use super::{Kind, Report};

/// glibc's message before it aborts, as glibc 2.x prints it, or its older `*** Error in
/// `./prog': free(): invalid pointer: 0x... ***`.
pub(super) fn glibc(out: &Output) -> Option<Report> {
    let patterns = [
        re!(r"(?m)^\*\*\* (stack smashing detected|buffer overflow detected) \*\*\*"),
        re!(r"(?m)(?:^|\*\*\* Error in `[^'\n]*': )(double free or corruption \([a-z!]+\))"),
        re!(
            r"(?m)(?:^|\*\*\* Error in `[^'\n]*': )((?:free|malloc|realloc|calloc|munmap_chunk|malloc_consolidate|tcache_thread_shutdown)\(\): [a-z][^\n:*]*?)(?: \*\*\*|: 0x|$)"
        ),
        re!(
            r"(?m)(?:^|\*\*\* Error in `[^'\n]*': )(corrupted (?:size vs\. prev_size|double-linked list)[^\n:*]*?)(?: \*\*\*|: 0x|$)"
        ),
    ];
    let (at, end, message) = patterns
        .iter()
        .filter_map(|pattern| pattern.captures(&out.text))
        .map(|caps| {
            let whole = caps.get(0).expect("the whole match");
            (whole.start(), whole.end(), caps[1].trim().to_string())
        })
        .min_by_key(|(at, ..)| *at)?;
    Some(Report {
        at,
        kind: Kind::Glibc,
        message,
        frames: frames::llvm_stack_after(out, end),
    })
}

/// A crash signal with no report: the one the run was killed by, the one a shell reported as
/// its exit code (`139` is `128 + SIGSEGV`), or the one a shell printed (`Segmentation fault
/// (core dumped)`, bash's `line 2: 1234 Aborted`, zsh's `segmentation fault`).
pub(super) fn signal(out: &Output) -> Option<Report> {
    let printed = re!(
        r"(?mi)(?:^|\d |: )(segmentation fault|aborted|bus error|illegal instruction|floating point exception|trace/breakpoint trap|bad system call)\b"
    );
    let name = out.ending_signal().or_else(|| {
        let caps = printed.captures(&out.text)?;
        signal_by_description(&caps[1]).and_then(crash_signal_name)
    })?;
    Some(Report {
        at: out.text.len(),
        kind: Kind::Signal,
        message: name.to_string(),
        frames: Vec::new(),
    })
}
