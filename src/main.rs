use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    return_large_buffers();
    match whittle::cli::parse().and_then(whittle::cli::run) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            // A closed stderr is no reason to panic.
            let _ = writeln!(std::io::stderr(), "whittle: error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}

/// Buffers of 256 KB or more (whole candidate files) go back to the system when
/// freed. glibc otherwise raises its mmap threshold after the first such free
/// and serves later ones from its per-thread arenas, where dead copies of a
/// large input pile up, and the peak varies from run to run. What a fresh
/// mapping costs per candidate, `edit` saves by reusing buffers.
fn return_large_buffers() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: mallopt only tunes the allocator; no other thread runs yet.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, 256 << 10);
    }
}
