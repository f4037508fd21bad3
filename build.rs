//! Puts the commit whittle was built from into `whittle --version` (none outside a git
//! checkout, as from a crates.io package).

use std::process::Command;

fn main() {
    let git = |args: &[&str]| {
        Command::new("git")
            .args(args)
            .output()
            .ok()
            .filter(|o| o.status.success())
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
    };
    let version = match git(&["rev-parse", "--short=10", "HEAD"]) {
        Some(commit) => format!("{} ({commit})", env!("CARGO_PKG_VERSION")),
        None => env!("CARGO_PKG_VERSION").to_string(),
    };
    println!("cargo:rustc-env=WHITTLE_VERSION={version}");
    // A new commit moves HEAD's branch (or HEAD itself, when detached).
    println!("cargo:rerun-if-changed=.git/HEAD");
    if let Some(branch) = git(&["symbolic-ref", "-q", "HEAD"]) {
        println!("cargo:rerun-if-changed=.git/{branch}");
    }
}
