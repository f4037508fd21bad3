//! `--format`: making the reduced result readable at the end. The reduction leaves whitespace
//! at its tightest (`int main(){return 0;}`); a formatter lays it out again, and the session
//! keeps the formatted text only if the test still accepts it.
//!
//! The contract of `--format CMD`: CMD runs through `sh -c` in whittle's working directory,
//! reads the result on stdin and writes the formatted text to stdout, and exits 0
//! (`clang-format`, `rustfmt --emit stdout`, `prettier --stdin-filepath x.js`). The name of
//! the file is in `WHITTLE_FILE`, for formatters that pick a language from it. `--format
//! builtin` is a simple re-indentation for brace languages (C, JavaScript, Rust, ...): one
//! statement per line, indented by brace depth.

use std::io::{Read, Write};
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::tokens::word_byte;

/// The `--format` value that selects [`builtin`].
pub const BUILTIN: &str = "builtin";

const INDENT: &[u8] = b"    ";

/// Runs the formatter `cmd` on `text` (see the module docs); the error says why not.
pub fn external(cmd: &str, text: &[u8], file: &Path, timeout: Duration) -> Result<Vec<u8>, String> {
    let mut child = Command::new("sh")
        .arg("-c")
        .arg(cmd)
        .env("WHITTLE_FILE", file)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0)
        .spawn()
        .map_err(|e| format!("cannot start sh: {e}"))?;
    let pid = child.id() as i32;
    let mut stdin = child.stdin.take().expect("stdin is piped");
    let input = text.to_vec();
    // A formatter that exits without reading all its input is not an error here.
    let writer = std::thread::spawn(move || drop(stdin.write_all(&input)));
    let read = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            bytes
        })
    };
    let stdout = read(Box::new(child.stdout.take().expect("stdout is piped")));
    let stderr = read(Box::new(child.stderr.take().expect("stderr is piped")));
    let deadline = Instant::now() + timeout;
    let timed_out = loop {
        if crate::oracle::exited(pid) {
            break false;
        }
        if Instant::now() >= deadline {
            break true;
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    // Whatever it started goes too, so the pipes close and the readers finish.
    crate::oracle::kill_group(pid, libc::SIGKILL);
    let status = child
        .wait()
        .map_err(|e| format!("cannot wait for {cmd}: {e}"))?;
    let _ = writer.join();
    let out = stdout.join().unwrap_or_default();
    let err = stderr.join().unwrap_or_default();
    if timed_out {
        return Err(format!("it ran longer than {:.0} s", timeout.as_secs_f64()));
    }
    if !status.success() {
        let err = String::from_utf8_lossy(&err);
        let last = err.lines().last().unwrap_or("").trim();
        return Err(format!("it exited with {status}: {last}"));
    }
    if out.is_empty() && !text.is_empty() {
        return Err("it wrote nothing to stdout".into());
    }
    Ok(out)
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tok {
    /// A word, number, string, character or punctuation byte.
    Plain,
    /// A preprocessor line (`#include ...`), kept whole on its own line at column 0.
    Directive,
    /// A `//` comment: the line ends after it.
    LineComment,
}

struct Token<'a> {
    text: &'a [u8],
    kind: Tok,
    /// Whitespace came before it in the input, and whether it held a line break.
    space: bool,
    newline: bool,
}

fn lex(text: &[u8]) -> Vec<Token<'_>> {
    let mut out = Vec::new();
    let (mut i, mut space, mut newline, mut line_start) = (0, false, false, true);
    while i < text.len() {
        let b = text[i];
        if b.is_ascii_whitespace() {
            space = true;
            if b == b'\n' {
                newline = true;
                line_start = true;
            }
            i += 1;
            continue;
        }
        let rest = &text[i..];
        let until = |stop: &[u8], from: usize| {
            text[from..]
                .windows(stop.len())
                .position(|w| w == stop)
                .map_or(text.len(), |p| from + p + stop.len())
        };
        let mut kind = Tok::Plain;
        let directive = b == b'#'
            && line_start
            && rest[1..]
                .iter()
                .find(|c| **c != b' ' && **c != b'\t')
                .is_some_and(|c| c.is_ascii_alphabetic());
        let end = if directive {
            kind = Tok::Directive;
            let mut j = i;
            loop {
                j = text[j..]
                    .iter()
                    .position(|&c| c == b'\n')
                    .map_or(text.len(), |p| j + p);
                if j == text.len() || text[j - 1] != b'\\' {
                    break j;
                }
                j += 1;
            }
        } else if rest.starts_with(b"//") {
            kind = Tok::LineComment;
            text[i..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(text.len(), |p| i + p)
        } else if rest.starts_with(b"/*") {
            until(b"*/", i + 2)
        } else if b == b'"' {
            crate::tokens::closing_quote(text, i).map_or(i + 1, |c| c + 1)
        } else if b == b'\'' {
            crate::tokens::char_end(text, i).unwrap_or(i + 1)
        } else if b == b'`' {
            let mut j = i + 1;
            while j < text.len() && text[j] != b'`' {
                j += if text[j] == b'\\' { 2 } else { 1 };
            }
            (j + 1).min(text.len())
        } else if word_byte(b) {
            i + text[i..].iter().take_while(|&&c| word_byte(c)).count()
        } else {
            i + 1
        };
        out.push(Token {
            text: &text[i..end],
            kind,
            space,
            newline,
        });
        (space, newline, line_start) = (false, false, false);
        i = end;
    }
    out
}

/// Lines being built: each line is indented by the depth at its first token.
struct Lines {
    out: Vec<u8>,
    line: Vec<u8>,
    depth: usize,
    line_depth: usize,
}

impl Lines {
    fn put(&mut self, text: &[u8], space: bool) {
        if self.line.is_empty() {
            self.line_depth = self.depth;
        } else if space {
            self.line.push(b' ');
        }
        self.line.extend_from_slice(text);
    }

    fn end_line(&mut self) {
        if !self.line.is_empty() {
            for _ in 0..self.line_depth {
                self.out.extend_from_slice(INDENT);
            }
            self.out.append(&mut self.line);
            self.out.push(b'\n');
        }
    }
}

/// Re-indents brace-language text: line breaks after `{`, after `;` outside parentheses, and
/// around `}` (not before `else`, `while`, `;`, `,`, ...); the input's own line breaks stay
/// (JavaScript's automatic semicolons depend on them), blank lines and indentation go; each
/// line is indented by the brace depth; preprocessor lines stay whole at column 0. Strings,
/// characters and comments are copied as they are.
pub fn builtin(text: &[u8]) -> Vec<u8> {
    let tokens = lex(text);
    let mut l = Lines {
        out: Vec::with_capacity(text.len() * 2),
        line: Vec::new(),
        depth: 0,
        line_depth: 0,
    };
    let mut parens = 0usize;
    for (k, t) in tokens.iter().enumerate() {
        if t.newline {
            l.end_line();
        }
        match (t.kind, t.text) {
            (Tok::Directive, _) => {
                l.end_line();
                l.out.extend_from_slice(t.text);
                l.out.push(b'\n');
            }
            (Tok::LineComment, _) => {
                l.put(t.text, t.space);
                l.end_line();
            }
            (_, b"{") => {
                let after_word = l.line.last().is_some_and(|&c| word_byte(c) || c == b')');
                l.put(t.text, t.space || after_word);
                l.depth += 1;
                l.end_line();
            }
            (_, b"}") => {
                l.end_line();
                l.depth = l.depth.saturating_sub(1);
                l.put(t.text, false);
                let next = tokens.get(k + 1).map(|n| n.text);
                let joined = matches!(
                    next,
                    Some(
                        b";" | b","
                            | b")"
                            | b"]"
                            | b"."
                            | b"?"
                            | b":"
                            | b"else"
                            | b"while"
                            | b"catch"
                            | b"finally"
                    )
                );
                if !joined {
                    l.end_line();
                }
            }
            (_, b";") => {
                l.put(t.text, t.space);
                if parens == 0 {
                    l.end_line();
                }
            }
            (_, b"(" | b"[") => {
                parens += 1;
                l.put(t.text, t.space);
            }
            (_, b")" | b"]") => {
                parens = parens.saturating_sub(1);
                l.put(t.text, t.space);
            }
            _ => {
                let space = t.space || (l.line.last() == Some(&b'}') && word_byte(t.text[0]));
                l.put(t.text, space);
            }
        }
    }
    l.end_line();
    l.out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fmt(text: &str) -> String {
        String::from_utf8(builtin(text.as_bytes())).unwrap()
    }

    #[test]
    fn one_statement_per_line_indented_by_depth() {
        assert_eq!(
            fmt("#include <stdio.h>\nint main(){int x=1;for(int i=0;i<2;i++){x++;}if(x){f(\"a;{\");}else{g('}');}return x;}"),
            "#include <stdio.h>\nint main() {\n    int x=1;\n    for(int i=0;i<2;i++) {\n        x++;\n    }\n    if(x) {\n        f(\"a;{\");\n    } else {\n        g('}');\n    }\n    return x;\n}\n"
        );
    }

    #[test]
    fn line_breaks_comments_and_lifetimes_stay() {
        assert_eq!(
            fmt("let a = 1\nlet b = 2 // two; {\nfn f<'a>(x:&'a str){}"),
            "let a = 1\nlet b = 2 // two; {\nfn f<'a>(x:&'a str) {\n}\n"
        );
        assert_eq!(fmt(""), "");
    }

    #[test]
    fn external_formatters_use_stdin_and_stdout() {
        let t = Duration::from_secs(10);
        let p = Path::new("x.c");
        assert_eq!(external("tr a-z A-Z", b"int x;", p, t).unwrap(), b"INT X;");
        assert_eq!(
            external("cat; echo \"$WHITTLE_FILE\"", b"", p, t).unwrap(),
            b"x.c\n"
        );
        let e = external("echo oops >&2; exit 3", b"x", p, t).unwrap_err();
        assert!(e.contains("oops") && e.contains('3'), "{e}");
        let e = external("sleep 5", b"x", p, Duration::from_millis(200)).unwrap_err();
        assert!(e.contains("longer"), "{e}");
    }
}
