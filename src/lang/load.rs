//! Languages loaded at run time, as helix and neovim load grammars: a tree-sitter grammar's
//! source (`src/parser.c`, `src/scanner.c` if any, `src/node-types.json`) compiled once with the
//! system C compiler into whittle's cache, loaded from there, and reduced with the facts its
//! grammar gives ([`super::derive`]) and any queries and preset beside it.
//!
//! `--grammar DIR` loads one for a run; a language file (TOML: `name`, `globs`, `grammar`, and
//! optionally `aliases`, `queries`, `preset`, `reserved`) in `<config dir>/whittle/languages/`
//! loads it on every run, and `--grammar FILE.toml` loads one language file. The grammar's
//! folder may hold whittle's own files in `whittle/`: query files (`*.scm`, in the capture
//! vocabulary of `grammars/README.md`), `reserved.txt` and `preset.toml`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use serde::Deserialize;
use tree_sitter::{LANGUAGE_VERSION, MIN_COMPATIBLE_LANGUAGE_VERSION};

use super::{Grammar, LangSpec, Scope};
use crate::tokens::Lexis;

/// Why a language could not be loaded. The input is never touched: these happen before any
/// test runs.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    #[error(
        "{}: no src/parser.c; --grammar takes a tree-sitter grammar's folder (the one holding \
         src/parser.c and src/node-types.json) or a language file (.toml)",
        dir.display()
    )]
    NoParser { dir: PathBuf },
    #[error(
        "cannot run the C compiler `{compiler}` to build the grammar in {}: {source}; install \
         gcc or clang, or name one with CC",
        dir.display()
    )]
    NoCompiler {
        compiler: String,
        dir: PathBuf,
        source: std::io::Error,
    },
    #[error("the grammar in {} did not compile with `{compiler}`:\n{message}", dir.display())]
    Compile {
        dir: PathBuf,
        compiler: String,
        message: String,
    },
    #[error(
        "the grammar in {} was generated for tree-sitter's ABI {abi}, and this whittle loads \
         ABI {MIN_COMPATIBLE_LANGUAGE_VERSION} to {LANGUAGE_VERSION}: generate its parser again \
         with a tree-sitter CLI of that range (`tree-sitter generate --abi {LANGUAGE_VERSION}`)",
        dir.display()
    )]
    Abi { dir: PathBuf, abi: usize },
    #[error("{}: src/parser.c defines no tree_sitter_NAME function", dir.display())]
    NoSymbol { dir: PathBuf },
    #[error("cannot load the grammar built in {}: {message}", path.display())]
    Library { path: PathBuf, message: String },
    #[error("cannot read {}: {source}", path.display())]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("cannot write the grammar cache {}: {source}", path.display())]
    Cache {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{}: {message}", path.display())]
    File { path: PathBuf, message: String },
    #[error("{0}")]
    Lang(#[from] super::LangError),
}

/// A language file: a grammar made a language of every run.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LanguageFile {
    name: String,
    #[serde(default)]
    aliases: Vec<String>,
    globs: Vec<String>,
    /// The grammar's folder, relative to the language file.
    grammar: PathBuf,
    /// A folder of query files (default: the grammar's `whittle/`).
    queries: Option<PathBuf>,
    /// A preset file (default: the grammar's `whittle/preset.toml`, else the `grammar` preset).
    preset: Option<PathBuf>,
    #[serde(default)]
    reserved: Vec<String>,
}

/// A language loaded at run time, and what the user should know of it.
#[derive(Debug)]
pub struct Loaded {
    pub spec: LangSpec,
    pub notes: Vec<String>,
}

/// The language files of `<config dir>/whittle/languages/`, sorted by name.
pub fn user_language_files() -> Vec<PathBuf> {
    let Some(dir) = dirs::config_dir().map(|d| d.join("whittle").join("languages")) else {
        return Vec::new();
    };
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "toml"))
        .collect();
    files.sort();
    files
}

/// Loads `path`: a grammar's folder, or a language file.
pub fn load(path: &Path) -> Result<Loaded, LoadError> {
    if path.is_file() {
        load_file(path)
    } else {
        load_grammar(path, None)
    }
}

fn load_file(path: &Path) -> Result<Loaded, LoadError> {
    let text = read(path)?;
    let file: LanguageFile = toml::from_str(&text).map_err(|e| LoadError::File {
        path: path.to_path_buf(),
        message: e.to_string(),
    })?;
    let base = path.parent().unwrap_or(Path::new("."));
    let at = |p: &Path| base.join(p);
    load_grammar(
        &at(&file.grammar),
        Some(Overrides {
            name: file.name,
            aliases: file.aliases,
            globs: file.globs,
            queries: file.queries.as_deref().map(at),
            preset: file.preset.as_deref().map(at),
            reserved: file.reserved,
        }),
    )
}

/// What a language file says of a grammar.
struct Overrides {
    name: String,
    aliases: Vec<String>,
    globs: Vec<String>,
    queries: Option<PathBuf>,
    preset: Option<PathBuf>,
    reserved: Vec<String>,
}

fn load_grammar(dir: &Path, file: Option<Overrides>) -> Result<Loaded, LoadError> {
    let src = dir.join("src");
    let parser = src.join("parser.c");
    if !parser.is_file() {
        return Err(LoadError::NoParser {
            dir: dir.to_path_buf(),
        });
    }
    let parser_text = read(&parser)?;
    let symbol = symbol(&parser_text).ok_or_else(|| LoadError::NoSymbol {
        dir: dir.to_path_buf(),
    })?;
    let library = build(dir, &src, &symbol, &parser_text)?;
    let language = open(&library, &symbol, dir)?;

    let mut notes = Vec::new();
    let node_types_path = src.join("node-types.json");
    let node_types = if node_types_path.is_file() {
        Some(leak(read(&node_types_path)?))
    } else {
        notes.push(format!(
            "{}: no src/node-types.json: the passes the grammar's slots give (lists, optional \
             children, compatible replacements, donors) are off; names, literals, its queries \
             and the generic passes run",
            dir.display()
        ));
        None
    };
    let (name, aliases, globs, queries_dir, preset_path, mut reserved) = match file {
        Some(o) => (
            o.name,
            o.aliases,
            o.globs,
            o.queries,
            o.preset,
            o.reserved.join(" "),
        ),
        None => (
            symbol.clone(),
            Vec::new(),
            file_types(dir),
            None,
            None,
            String::new(),
        ),
    };
    let own = dir.join("whittle");
    let queries = queries(&queries_dir.unwrap_or_else(|| own.clone()))?;
    let preset = match preset_path.or_else(|| Some(own.join("preset.toml")).filter(|p| p.is_file()))
    {
        Some(path) => read(&path)?,
        None => format!(
            "inherits = \"grammar\"\ndescription = \"passes derived from the {name} grammar \
             (loaded from {}), then the generic strategies\"\n",
            dir.display()
        ),
    };
    if let Ok(words) = std::fs::read_to_string(own.join("reserved.txt")) {
        reserved.push('\n');
        reserved.push_str(&words);
    }
    let scopes: &'static [Scope] = match node_types.and_then(root_kind) {
        Some(root) => leak_slice(vec![super::scope(leak(root), "", "")]),
        None => &[],
    };
    let spec = LangSpec {
        name: leak(name.to_ascii_lowercase()),
        aliases: leak_slice(aliases.into_iter().map(leak).collect()),
        globs: leak_slice(globs.into_iter().map(leak).collect()),
        language: Grammar::Loaded(language),
        node_types,
        queries,
        reserved: leak(reserved),
        preset: leak(preset),
        octal_zero: false,
        lexis: Lexis::PLAIN,
        simplest_type: None,
        scopes,
        derive: true,
        compiled: OnceLock::new(),
    };
    super::compile(&spec)?;
    Ok(Loaded { spec, notes })
}

/// The name of the grammar's language function, `tree_sitter_NAME`: the last one parser.c
/// defines.
fn symbol(parser: &str) -> Option<String> {
    let re = regex::Regex::new(r"\*\s*tree_sitter_(\w+)\s*\(\s*void\s*\)").expect("valid regex");
    re.captures_iter(parser).last().map(|c| c[1].to_string())
}

/// `*.EXT` for each of `tree-sitter.json`'s `file-types`.
fn file_types(dir: &Path) -> Vec<String> {
    let Ok(text) = std::fs::read_to_string(dir.join("tree-sitter.json")) else {
        return Vec::new();
    };
    let Ok(json) = serde_json::from_str::<serde_json::Value>(&text) else {
        return Vec::new();
    };
    let types = json["grammars"][0]["file-types"].as_array().cloned();
    types
        .into_iter()
        .flatten()
        .filter_map(|t| t.as_str().map(|t| format!("*.{t}")))
        .collect()
}

/// The kind `node-types.json` marks as the root (`"root": true`).
fn root_kind(node_types: &str) -> Option<String> {
    let json: serde_json::Value = serde_json::from_str(node_types).ok()?;
    json.as_array()?
        .iter()
        .find(|e| e["root"] == true)
        .and_then(|e| e["type"].as_str().map(str::to_owned))
}

/// The query files (`*.scm`) of `dir`, sorted by name; none if there is no such folder.
fn queries(dir: &Path) -> Result<&'static [(&'static str, &'static str)], LoadError> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .into_iter()
        .flatten()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "scm"))
        .collect();
    files.sort();
    let mut out = Vec::new();
    for path in files {
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        out.push((leak(name.into_owned()), leak(read(&path)?)));
    }
    Ok(leak_slice(out))
}

/// The grammar compiled into a shared library in the cache, once per source: the library's
/// name holds a hash of the sources, the compiler and the ABI range.
fn build(dir: &Path, src: &Path, symbol: &str, parser: &str) -> Result<PathBuf, LoadError> {
    let scanner = src.join("scanner.c");
    let scanner = scanner.is_file().then_some(scanner);
    let compiler = std::env::var("CC").unwrap_or_else(|_| "cc".to_string());
    let mut key = Vec::from(parser.as_bytes());
    if let Some(s) = &scanner {
        key.extend(read(s)?.bytes());
    }
    key.extend(format!("{compiler} {LANGUAGE_VERSION}").bytes());
    let hash = xxhash_rust::xxh3::xxh3_64(&key);
    let cache = dirs::cache_dir()
        .unwrap_or_else(std::env::temp_dir)
        .join("whittle")
        .join("grammars");
    let library = cache.join(format!("{symbol}-{hash:016x}.so"));
    if library.is_file() {
        return Ok(library);
    }
    let cache_error = |source| LoadError::Cache {
        path: cache.clone(),
        source,
    };
    std::fs::create_dir_all(&cache).map_err(cache_error)?;
    let partial = tempfile::Builder::new()
        .suffix(".so")
        .tempfile_in(&cache)
        .map_err(cache_error)?;
    let output = Command::new(&compiler)
        .args(["-shared", "-fPIC", "-O2", "-w", "-I"])
        .arg(src)
        .arg(src.join("parser.c"))
        .args(scanner.iter())
        .arg("-o")
        .arg(partial.path())
        .output()
        .map_err(|source| LoadError::NoCompiler {
            compiler: compiler.clone(),
            dir: dir.to_path_buf(),
            source,
        })?;
    if !output.status.success() {
        let message = String::from_utf8_lossy(&output.stderr);
        let message: Vec<&str> = message.lines().take(30).collect();
        return Err(LoadError::Compile {
            dir: dir.to_path_buf(),
            compiler,
            message: message.join("\n"),
        });
    }
    partial
        .persist(&library)
        .map_err(|e| cache_error(e.error))?;
    Ok(library)
}

/// Loads the library and its language function; the library stays loaded for the process.
fn open(library: &Path, symbol: &str, dir: &Path) -> Result<tree_sitter::Language, LoadError> {
    let error = |e: libloading::Error| LoadError::Library {
        path: library.to_path_buf(),
        message: e.to_string(),
    };
    // SAFETY: the library is the grammar's own parser, built just now (or earlier, from the
    // same sources) by the C compiler; loading it runs no code of its own.
    let lib = unsafe { libloading::Library::new(library) }.map_err(error)?;
    let name = format!("tree_sitter_{symbol}");
    // SAFETY: a tree-sitter grammar's language function takes nothing and returns a pointer
    // to its static `TSLanguage`.
    let function: unsafe extern "C" fn() -> *const () =
        *unsafe { lib.get::<unsafe extern "C" fn() -> *const ()>(name.as_bytes()) }
            .map_err(error)?;
    // The language's tables live in the library: it stays loaded.
    std::mem::forget(lib);
    // SAFETY: `function` is a language function generated by the tree-sitter CLI.
    let language =
        tree_sitter::Language::new(unsafe { tree_sitter_language::LanguageFn::from_raw(function) });
    let abi = language.abi_version();
    if !(MIN_COMPATIBLE_LANGUAGE_VERSION..=LANGUAGE_VERSION).contains(&abi) {
        return Err(LoadError::Abi {
            dir: dir.to_path_buf(),
            abi,
        });
    }
    Ok(language)
}

fn read(path: &Path) -> Result<String, LoadError> {
    std::fs::read_to_string(path).map_err(|source| LoadError::Read {
        path: path.to_path_buf(),
        source,
    })
}

/// Leaked on purpose: a language lives as long as the process, like the built-in ones.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

fn leak_slice<T>(v: Vec<T>) -> &'static [T] {
    Box::leak(v.into_boxed_slice())
}
