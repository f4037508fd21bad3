use std::io::Write;
use std::process::ExitCode;

fn main() -> ExitCode {
    match whittle::cli::parse().and_then(whittle::cli::run) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            // A closed stderr is no reason to panic.
            let _ = writeln!(std::io::stderr(), "whittle: error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
