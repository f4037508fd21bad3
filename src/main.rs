use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    let args = whittle::cli::Args::parse();
    match whittle::cli::run(args) {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("whittle: error: {e}");
            ExitCode::from(e.exit_code())
        }
    }
}
