//! Registry invariants of the language table and its query files, and the syntax table's
//! behaviour on real code.
//!
//! The table and `grammars/` are data; these tests are what keeps that data honest: every
//! query compiles, uses only the documented vocabulary and names only node kinds and fields
//! that exist, and the facts the tables report hold on real C, JavaScript and Rust.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use whittle::edit::Edit;
use whittle::lang::{self, by_name, detect, languages, LangSpec, VOCABULARY};
use whittle::syntax::{cat, Syntax, SyntaxTable, NO_PARENT};

const PURPOSES: &[&str] = &[
    "calls.scm",
    "delete.scm",
    "hoist.scm",
    "lists.scm",
    "literals.scm",
    "names.scm",
    "replace.scm",
];

fn lang(name: &str) -> &'static LangSpec {
    by_name(name).unwrap_or_else(|| panic!("language {name} is not in the table"))
}

// ---------------------------------------------------------------------------------------------
// The table

#[test]
fn table_is_sorted_and_names_are_unique() {
    let names: Vec<&str> = languages().iter().map(|l| l.name).collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(
        names, sorted,
        "LANGUAGES must be sorted by name, without duplicates"
    );
}

#[test]
fn by_name_round_trips() {
    for spec in languages() {
        assert!(std::ptr::eq(by_name(spec.name).unwrap(), *spec));
    }
    assert!(by_name("cobol").is_none());
    assert!(by_name("C").is_none(), "names are exact");
    assert!(by_name("").is_none());
}

#[test]
fn globs_compile_and_detect_by_file_name() {
    lang::check().unwrap();
    let cases = [
        ("x.c", Some("c")),
        ("y.h", Some("c")),
        ("dir.rs/inner/y.h", Some("c")),
        ("a.mjs", Some("javascript")),
        ("a.cjs", Some("javascript")),
        ("src/a.js", Some("javascript")),
        ("b.rs", Some("rust")),
        ("/abs/path/lib.rs", Some("rust")),
        ("z.py", Some("python")),
        ("m.go", Some("go")),
        ("A.java", Some("java")),
        ("a.ts", Some("typescript")),
        ("a.tsx", Some("tsx")),
        ("z.cob", None),
        ("c", None),
        ("x.c.orig", None),
        ("Makefile", None),
    ];
    for (path, want) in cases {
        assert_eq!(detect(Path::new(path)).map(|l| l.name), want, "{path}");
    }
}

#[test]
fn every_language_has_one_file_per_purpose_and_no_orphans() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars");
    for spec in languages() {
        let listed: BTreeSet<&str> = spec.queries.iter().map(|&(file, _)| file).collect();
        if spec.derive {
            // A language whose grammar gives its facts has only the files that add to them.
            assert!(listed.iter().all(|f| PURPOSES.contains(f)), "{}", spec.name);
        } else {
            assert_eq!(listed, PURPOSES.iter().copied().collect(), "{}", spec.name);
        }
        // A language with no query files needs no folder.
        let dir = root.join(spec.name);
        assert!(
            dir.is_dir() || listed.is_empty(),
            "no grammars/{}",
            spec.name
        );
        let on_disk: BTreeSet<String> = std::fs::read_dir(dir)
            .into_iter()
            .flatten()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .filter(|f| f.ends_with(".scm"))
            .collect();
        let listed: BTreeSet<String> = listed.into_iter().map(str::to_owned).collect();
        assert_eq!(
            on_disk, listed,
            "grammars/{} holds a file the table misses",
            spec.name
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The queries

#[test]
fn every_query_file_compiles_on_its_own_and_together() {
    for spec in languages() {
        let language = spec.grammar();
        for &(file, source) in spec.queries {
            if let Err(e) = tree_sitter::Query::new(&language, source) {
                panic!(
                    "grammars/{}/{file}:{}:{}: {}",
                    spec.name,
                    e.row + 1,
                    e.column + 1,
                    e.message
                );
            }
        }
        let compiled = spec.compiled().unwrap();
        // A language whose grammar gives its facts has only the queries that add to them, if
        // any.
        let enough = if spec.queries.is_empty() {
            0
        } else if spec.derive {
            1
        } else {
            50
        };
        assert!(
            compiled.query.pattern_count() >= enough,
            "{} has few patterns",
            spec.name
        );
    }
}

#[test]
fn every_capture_is_in_the_vocabulary() {
    let vocabulary: BTreeSet<&str> = VOCABULARY.iter().map(|&(name, _)| name).collect();
    for spec in languages() {
        for &(file, source) in spec.queries {
            let query = tree_sitter::Query::new(&spec.grammar(), source).unwrap();
            for name in query.capture_names() {
                assert!(
                    vocabulary.contains(name),
                    "grammars/{}/{file}: @{name} is not in the vocabulary",
                    spec.name
                );
            }
        }
    }
}

#[test]
fn readme_documents_the_whole_vocabulary() {
    let readme = include_str!("../../grammars/README.md");
    for &(name, _) in VOCABULARY {
        assert!(
            readme.contains(&format!("`@{name}`")),
            "grammars/README.md lacks `@{name}`"
        );
    }
}

/// Node kinds (name, named) and field names a query source mentions, found by a small
/// s-expression scan: `(kind`, `"token"` outside predicates, `field:` and `!field`.
fn query_names(source: &str) -> (Vec<(String, bool)>, Vec<String>) {
    let mut kinds = Vec::new();
    let mut fields = Vec::new();
    // One entry per open paren: is it a predicate `(#...)`, whose strings are arguments?
    let mut predicate: Vec<bool> = Vec::new();
    let bytes = source.as_bytes();
    let word_char = |b: u8| b.is_ascii_alphanumeric() || b"_-.?!#$".contains(&b);
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b';' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                let mut text = String::new();
                i += 1;
                while bytes[i] != b'"' {
                    if bytes[i] == b'\\' {
                        i += 1;
                    }
                    text.push(bytes[i] as char);
                    i += 1;
                }
                if !predicate.iter().any(|&p| p) {
                    kinds.push((text, false));
                }
            }
            b'(' => {
                let mut j = i + 1;
                while bytes[j].is_ascii_whitespace() {
                    j += 1;
                }
                let start = j;
                while word_char(bytes[j]) {
                    j += 1;
                }
                let word = &source[start..j];
                let is_predicate = word.starts_with('#');
                predicate.push(is_predicate);
                if !word.is_empty() && !is_predicate && word != "_" {
                    kinds.push((word.to_owned(), true));
                }
                i = j - 1;
            }
            b')' => {
                predicate.pop();
            }
            b'@' => {
                while i + 1 < bytes.len() && word_char(bytes[i + 1]) {
                    i += 1;
                }
            }
            b'!' => {
                let start = i + 1;
                while i + 1 < bytes.len() && word_char(bytes[i + 1]) {
                    i += 1;
                }
                fields.push(source[start..=i].to_owned());
            }
            b if word_char(b) => {
                let start = i;
                while i + 1 < bytes.len() && word_char(bytes[i + 1]) {
                    i += 1;
                }
                if bytes.get(i + 1) == Some(&b':') && !predicate.iter().any(|&p| p) {
                    fields.push(source[start..=i].to_owned());
                }
            }
            _ => {}
        }
        i += 1;
    }
    (kinds, fields)
}

#[test]
fn query_scanner_finds_kinds_fields_and_skips_predicates() {
    let (kinds, fields) = query_names(
        "; (comment_kind)\n((if_statement consequence: (_) @x \"else\") (#set! value \"0\"))\n\
         (a !b [(c) \"+\"])",
    );
    let names: Vec<(&str, bool)> = kinds.iter().map(|(k, n)| (k.as_str(), *n)).collect();
    assert_eq!(
        names,
        [
            ("if_statement", true),
            ("else", false),
            ("a", true),
            ("c", true),
            ("+", false)
        ]
    );
    assert_eq!(fields, ["consequence", "b"]);
}

#[test]
fn every_node_kind_and_field_named_in_a_query_exists() {
    for spec in languages() {
        let language = spec.grammar();
        for &(file, source) in spec.queries {
            let (kinds, fields) = query_names(source);
            assert!(
                !kinds.is_empty(),
                "grammars/{}/{file} names no kinds",
                spec.name
            );
            for (kind, named) in kinds {
                assert_ne!(
                    language.id_for_node_kind(&kind, named),
                    0,
                    "grammars/{}/{file}: {} `{kind}` does not exist",
                    spec.name,
                    if named { "node kind" } else { "token" }
                );
            }
            for field in fields {
                assert!(
                    language.field_id_for_name(&field).is_some(),
                    "grammars/{}/{file}: field `{field}` does not exist",
                    spec.name
                );
            }
        }
    }
}

/// `reserved.txt` holds words only, and every keyword token of the grammar that a rename could
/// create (lowercase letters only: `a`, ..., `zz`, ...), so no new name is ever a keyword.
#[test]
fn every_keyword_of_the_grammar_is_reserved() {
    for spec in languages() {
        for w in spec.reserved() {
            assert!(
                w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "grammars/{}/reserved.txt: {w:?} is not a word",
                spec.name
            );
        }
        // With derived facts, the grammar's keywords are reserved by themselves.
        let words: Vec<&[u8]> = lang::reserved_words(Some(*spec));
        let reserved: BTreeSet<&str> = words
            .iter()
            .map(|w| std::str::from_utf8(w).unwrap())
            .collect();
        // A language with queries is a programming language with many keywords; one built in
        // with its grammar alone may have none (JSON).
        assert!(
            spec.queries.is_empty() || reserved.len() > 20,
            "{} reserves few words",
            spec.name
        );
        for w in &reserved {
            assert!(
                w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_'),
                "grammars/{}/reserved.txt: {w:?} is not a word",
                spec.name
            );
        }
        let language = spec.grammar();
        // Keyword tokens: visible, anonymous kinds; not the end symbol (id 0) nor a supertype.
        let missing: Vec<&str> = (1..language.node_kind_count() as u16)
            .filter(|&id| language.node_kind_is_visible(id) && !language.node_kind_is_named(id))
            .filter(|&id| !language.node_kind_is_supertype(id))
            .filter_map(|id| language.node_kind_for_id(id))
            .filter(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_lowercase()))
            .filter(|k| !reserved.contains(k))
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect();
        assert!(
            missing.is_empty(),
            "grammars/{}/reserved.txt lacks keywords of the grammar: {missing:?}",
            spec.name
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Table invariants on any text

/// Structural facts every table must satisfy, whatever the input.
pub(crate) fn check_invariants(table: &SyntaxTable, text: &[u8], what: &str) {
    let nodes = &table.nodes;
    assert!(!nodes.is_empty(), "{what}: no root");
    assert_eq!(nodes[0].parent, NO_PARENT, "{what}");
    assert_eq!(nodes[0].subtree_end as usize, nodes.len(), "{what}");
    assert!(nodes[0].end <= text.len(), "{what}");
    let mut errors = 0;
    for (i, n) in nodes.iter().enumerate() {
        errors += usize::from(n.error);
        assert!(n.start <= n.end && n.end <= text.len(), "{what}: #{i}");
        assert!(
            (n.subtree_end as usize) > i && n.subtree_end <= nodes[0].subtree_end,
            "{what}"
        );
        if i > 0 {
            let p = &nodes[n.parent as usize];
            assert!((n.parent as usize) < i, "{what}: #{i} precedes its parent");
            assert!(
                i < p.subtree_end as usize,
                "{what}: #{i} outside its parent's subtree"
            );
            assert!(
                p.start <= n.start && n.end <= p.end,
                "{what}: #{i} outside its parent"
            );
            assert!(
                nodes[i - 1].start <= n.start,
                "{what}: pre-order must sort by start"
            );
        }
    }
    assert_eq!(errors, table.errors, "{what}");
    let mut previous = None;
    for list in &table.lists {
        assert!(previous < Some(list.node), "{what}: lists unsorted");
        previous = Some(list.node);
        assert!(!list.items.is_empty());
        assert_eq!(list.gaps.len(), list.items.len() - 1);
        assert!(nodes[list.node as usize].cats & cat::LIST != 0);
        let container = &nodes[list.node as usize];
        for w in list.items.windows(2) {
            assert!(
                nodes[w[0] as usize].end <= nodes[w[1] as usize].start,
                "{what}"
            );
        }
        for &item in &list.items {
            assert_eq!(
                nodes[item as usize].parent, list.node,
                "{what}: item not a child"
            );
            assert!(nodes[item as usize].cats & cat::ITEM != 0);
        }
        let n = list.items.len();
        for (first, last) in [(0, 0), (0, n - 1), (n - 1, n - 1), (n / 2, n / 2)] {
            let (s, e) = list.cut_range(table, first, last);
            assert!(
                container.start <= s && s <= e && e <= container.end,
                "{what}"
            );
            assert!(s <= nodes[list.items[first] as usize].start);
            assert!(e >= nodes[list.items[last] as usize].end);
        }
    }
    for w in table.hoists.windows(2) {
        assert!(w[0] < w[1], "{what}: hoists unsorted or duplicated");
    }
    for &(outer, inner) in &table.hoists {
        let o = &nodes[outer as usize];
        assert!(
            outer < inner && inner < o.subtree_end,
            "{what}: hoist not a descendant"
        );
    }
    for &(node, value) in &table.replacements {
        assert_ne!(table.text(node, text), value.as_bytes(), "{what}");
        assert!(nodes[node as usize].cats & cat::REPLACE != 0);
    }
}

/// The language's real files: the inputs of its corpus cases (each case's `file`), up to 300 KB.
fn corpus_sources(lang: &str) -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("corpus")
        .join(lang);
    let mut found = Vec::new();
    for case in std::fs::read_dir(&root).into_iter().flatten().flatten() {
        let Ok(meta) = std::fs::read_to_string(case.path().join("case.toml")) else {
            continue;
        };
        let file = meta
            .lines()
            .find_map(|l| l.strip_prefix("file = "))
            .map(|f| f.trim_matches('"').to_string());
        let path = case.path().join(file.unwrap_or_default());
        if path.metadata().is_ok_and(|m| m.len() < 300_000) {
            found.push(path);
        }
    }
    found.sort();
    found
}

#[test]
fn real_files_give_consistent_tables() {
    for spec in languages() {
        let files = corpus_sources(spec.name);
        if files.is_empty() && spec.queries.is_empty() {
            // Built in with its grammar alone: derived.rs checks its real files.
            continue;
        }
        assert!(
            !files.is_empty(),
            "{} has no corpus case under 300 KB",
            spec.name
        );
        let mut nodes = 0;
        let mut lists = 0;
        for path in &files {
            let text = std::fs::read(path).unwrap();
            let syntax = Syntax::new(spec, &text);
            check_invariants(syntax.table(), &text, &path.display().to_string());
            nodes += syntax.table().nodes.len();
            lists += syntax.table().lists.len();
        }
        assert!(
            nodes > 1000 && lists > 10,
            "{}: suspiciously small tables",
            spec.name
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Facts on real snippets

/// The node whose text is exactly `needle` and whose kind is `kind` (first in pre-order).
fn find(syntax: &Syntax, kind: &str, needle: &str) -> u32 {
    let language = syntax.lang().grammar();
    let table = syntax.table();
    (0..table.nodes.len() as u32)
        .find(|&i| {
            language.node_kind_for_id(table.nodes[i as usize].kind) == Some(kind)
                && table.text(i, syntax.text()) == needle.as_bytes()
        })
        .unwrap_or_else(|| panic!("no {kind} `{needle}` in\n{}", syntax.dump()))
}

/// The first node of kind `kind` whose text starts with `prefix`, for multi-line nodes.
fn find_starting(syntax: &Syntax, kind: &str, prefix: &str) -> u32 {
    let language = syntax.lang().grammar();
    let table = syntax.table();
    (0..table.nodes.len() as u32)
        .find(|&i| {
            language.node_kind_for_id(table.nodes[i as usize].kind) == Some(kind)
                && table.text(i, syntax.text()).starts_with(prefix.as_bytes())
        })
        .unwrap_or_else(|| panic!("no {kind} starting `{prefix}` in\n{}", syntax.dump()))
}

fn splice(text: &str, (start, end): (usize, usize), with: &str) -> String {
    format!("{}{with}{}", &text[..start], &text[end..])
}

fn cut(text: &str, range: (usize, usize)) -> String {
    splice(text, range, "")
}

fn hoist_targets(syntax: &Syntax, outer: u32) -> Vec<String> {
    let table = syntax.table();
    table
        .hoists
        .iter()
        .filter(|&&(o, _)| o == outer)
        .map(|&(_, inner)| String::from_utf8_lossy(table.text(inner, syntax.text())).into_owned())
        .collect()
}

fn replacements_of(syntax: &Syntax, node: u32) -> Vec<&'static str> {
    let table = syntax.table();
    table
        .replacements
        .iter()
        .filter(|&&(n, _)| n == node)
        .map(|&(_, v)| v)
        .collect()
}

const C_FUNCTION: &str = "\
#include <stdio.h>
/* Adapted from zlib's adler32 combine step. */
static unsigned long combine(unsigned long adler1, unsigned long adler2, long len2) {
    unsigned long sum1, sum2;
    unsigned rem;
    if (len2 < 0)
        return 0xffffffffUL;
    rem = (unsigned)(len2 % 65521U);
    sum1 = adler1 & 0xffff;
    sum2 = rem * sum1;
    sum2 %= 65521U;
    sum1 += (adler2 & 0xffff) + 65521U - 1;
    if (sum1 >= 65521U) sum1 -= 65521U;
    return f(a, b, c) | (sum2 << 16);
}
";

#[test]
fn c_arguments_form_a_list_and_cut_with_one_separator() {
    let syntax = Syntax::new(lang("c"), C_FUNCTION.as_bytes());
    let table = syntax.table();
    let args = find(&syntax, "argument_list", "(a, b, c)");
    let list = table.list(args).expect("argument lists are lists");
    assert_eq!(list.items.len(), 3);
    // The call as it reads after cutting items first..=last.
    let edited = |first, last| {
        let text = cut(C_FUNCTION, list.cut_range(table, first, last));
        let at = text.find("return f(").unwrap();
        text[at + 7..].split(')').next().unwrap().to_owned() + ")"
    };
    assert_eq!(edited(1, 1), "f(a, c)");
    assert_eq!(edited(2, 2), "f(a, b)");
    assert_eq!(edited(0, 0), "f(b, c)");
    assert_eq!(edited(0, 1), "f(c)");
    assert_eq!(edited(1, 2), "f(a)");
    assert_eq!(edited(0, 2), "f()");
}

#[test]
fn c_facts() {
    let syntax = Syntax::new(lang("c"), C_FUNCTION.as_bytes());
    let table = syntax.table();
    assert_eq!(table.errors, 0, "{}", syntax.dump());

    // `if (len2 < 0) return ...;` hoists to its body.
    let if_stmt = find(
        &syntax,
        "if_statement",
        "if (len2 < 0)\n        return 0xffffffffUL;",
    );
    assert_eq!(hoist_targets(&syntax, if_stmt), ["return 0xffffffffUL;"]);
    assert!(table.nodes[if_stmt as usize].cats & cat::DELETE != 0);

    // The function body is a list of its statements, which delete whole.
    let body = table.nodes[if_stmt as usize].parent;
    let list = table.list(body).unwrap();
    assert_eq!(list.items.len(), 10);
    let (s, e) = list.cut_range(table, 0, 0);
    assert_eq!(&C_FUNCTION[s..e], "    unsigned long sum1, sum2;\n");

    // `unsigned long sum1, sum2;`: the declarators are a list; each is removable.
    let decl = find(&syntax, "declaration", "unsigned long sum1, sum2;");
    let declarators = table.list(decl).unwrap();
    assert_eq!(declarators.items.len(), 2);
    let (s, e) = declarators.cut_range(table, 1, 1);
    assert_eq!(
        cut(C_FUNCTION, (s, e)).lines().nth(3),
        Some("    unsigned long sum1;")
    );
    // ... but the only declarator of `unsigned rem;` is not.
    let rem = find(&syntax, "identifier", "rem");
    assert!(!table.nodes[rem as usize].removable);

    // Casts hoist to their operand, binary expressions to either side; literals shrink to 0.
    let cast = find(&syntax, "cast_expression", "(unsigned)(len2 % 65521U)");
    assert_eq!(hoist_targets(&syntax, cast), ["(len2 % 65521U)"]);
    let binary = find(&syntax, "binary_expression", "rem * sum1");
    assert_eq!(hoist_targets(&syntax, binary), ["rem", "sum1"]);
    assert_eq!(replacements_of(&syntax, binary), ["0"]);
    let number = find(&syntax, "number_literal", "0xffff");
    assert!(table.nodes[number as usize].cats & cat::LITERAL_NUMBER != 0);
    assert_eq!(replacements_of(&syntax, number), ["0"]);

    // The `if` condition is required; the whole function is a deletable top-level item.
    let condition = find(&syntax, "parenthesized_expression", "(len2 < 0)");
    assert!(!table.nodes[condition as usize].removable);
    let function = table.nodes[body as usize].parent;
    assert!(
        table.nodes[function as usize].cats & (cat::DELETE | cat::ITEM) == cat::DELETE | cat::ITEM
    );

    // Names: the function and its parameters are definitions.
    let name = find(&syntax, "identifier", "combine");
    assert!(table.nodes[name as usize].cats & cat::DEFINITION != 0);
    let param = find(&syntax, "identifier", "adler1");
    assert!(table.nodes[param as usize].cats & (cat::DEFINITION | cat::IDENTIFIER) != 0);

    // Comments and the include line are deletable.
    let comment = find(
        &syntax,
        "comment",
        "/* Adapted from zlib's adler32 combine step. */",
    );
    assert!(table.nodes[comment as usize].extra && table.nodes[comment as usize].removable);
    let include = find(&syntax, "preproc_include", "#include <stdio.h>\n");
    assert!(table.nodes[include as usize].cats & cat::DELETE != 0);
}

const JS_SNIPPET: &str = "\
'use strict';
// From npm's lib/utils/format.js, lightly trimmed.
const { inspect } = require('node:util');
class Formatter {
  #depth = 2;
  format(value, opts = {}) {
    if (typeof value === 'string') {
      return value;
    } else {
      return inspect(value, { depth: this.#depth, colors: false, ...opts });
    }
  }
}
const items = [1, 2, 3,];
module.exports = (x) => { return new Formatter().format(x); };
";

#[test]
fn javascript_facts() {
    let syntax = Syntax::new(lang("javascript"), JS_SNIPPET.as_bytes());
    let table = syntax.table();
    assert_eq!(table.errors, 0, "{}", syntax.dump());

    let args = find(
        &syntax,
        "arguments",
        "(value, { depth: this.#depth, colors: false, ...opts })",
    );
    let list = table.list(args).unwrap();
    assert_eq!(list.items.len(), 2);
    assert!(cut(JS_SNIPPET, list.cut_range(table, 0, 0))
        .contains("inspect({ depth: this.#depth, colors: false, ...opts })"));

    let object = find(
        &syntax,
        "object",
        "{ depth: this.#depth, colors: false, ...opts }",
    );
    let props = table.list(object).unwrap();
    assert_eq!(props.items.len(), 3);
    assert!(
        cut(JS_SNIPPET, props.cut_range(table, 1, 1)).contains("{ depth: this.#depth, ...opts }")
    );
    assert!(cut(JS_SNIPPET, props.cut_range(table, 2, 2))
        .contains("{ depth: this.#depth, colors: false }"));
    assert_eq!(replacements_of(&syntax, object), ["{}"]);

    // A trailing comma goes when the whole list goes, and stays otherwise.
    let array = find(&syntax, "array", "[1, 2, 3,]");
    let elements = table.list(array).unwrap();
    assert_eq!(
        cut(JS_SNIPPET, elements.cut_range(table, 0, 2))
            .lines()
            .nth(13),
        Some("const items = [];")
    );
    assert_eq!(
        cut(JS_SNIPPET, elements.cut_range(table, 2, 2))
            .lines()
            .nth(13),
        Some("const items = [1, 2,];")
    );

    // `if` hoists to either branch; class members form a list separated by `;`.
    let if_stmt = find_starting(&syntax, "if_statement", "if (typeof value");
    let targets = hoist_targets(&syntax, if_stmt);
    assert_eq!(targets.len(), 2);
    assert!(targets[0].starts_with("{\n      return value;"));
    let body = find_starting(&syntax, "class_body", "{\n  #depth");
    let members = table.list(body).unwrap();
    assert_eq!(members.items.len(), 2);
    assert!(
        cut(JS_SNIPPET, members.cut_range(table, 0, 0)).contains("class Formatter {\n  format(")
    );

    // Arrow functions hoist to their returned expression.
    let arrow_body = find(
        &syntax,
        "statement_block",
        "{ return new Formatter().format(x); }",
    );
    assert_eq!(
        hoist_targets(&syntax, arrow_body),
        ["new Formatter().format(x)"]
    );

    // Strings are atoms and literals; the declared class and method are definitions.
    let string = find(&syntax, "string", "'node:util'");
    let cats = table.nodes[string as usize].cats;
    assert_eq!(
        cats & (cat::ATOM | cat::LITERAL_STRING),
        cat::ATOM | cat::LITERAL_STRING
    );
    for name in ["Formatter", "format"] {
        let cats = (0..table.nodes.len() as u32)
            .filter(|&i| table.text(i, JS_SNIPPET.as_bytes()) == name.as_bytes())
            .fold(0, |acc, i| acc | table.nodes[i as usize].cats);
        assert!(cats & cat::DEFINITION != 0, "{name}");
    }
}

const RUST_SNIPPET: &str = "\
//! Adapted from globset's glob matching.
use std::{borrow::Cow, path::Path};

#[derive(Clone, Debug)]
pub struct Candidate<'a> {
    path: Cow<'a, [u8]>,
    basename: Cow<'a, [u8]>,
}

impl<'a> Candidate<'a> {
    pub fn new<P: AsRef<Path> + ?Sized>(path: &'a P, strict: bool) -> Candidate<'a> {
        let path = normalize(path.as_ref(), strict);
        let basename = match file_name(&path) {
            Some(name) => name,
            None => Cow::Borrowed(&[][..]),
        };
        if strict { log(1, 2); } else { loop { break; } }
        Candidate { path, basename }
    }
}
";

#[test]
fn rust_facts() {
    let syntax = Syntax::new(lang("rust"), RUST_SNIPPET.as_bytes());
    let table = syntax.table();
    assert_eq!(table.errors, 0, "{}", syntax.dump());

    // Parameters, match arms, struct fields, generics and use lists are lists.
    let params = find(&syntax, "parameters", "(path: &'a P, strict: bool)");
    let list = table.list(params).unwrap();
    assert!(cut(RUST_SNIPPET, list.cut_range(table, 1, 1))
        .contains("new<P: AsRef<Path> + ?Sized>(path: &'a P)"));
    assert!(cut(RUST_SNIPPET, list.cut_range(table, 0, 0)).contains("(strict: bool)"));

    let arms = find(&syntax, "match_block", "{\n            Some(name) => name,\n            None => Cow::Borrowed(&[][..]),\n        }");
    let arms = table.list(arms).unwrap();
    assert_eq!(arms.items.len(), 2);
    assert!(
        cut(RUST_SNIPPET, arms.cut_range(table, 1, 1)).contains("Some(name) => name,\n        };")
    );

    let bounds = find(&syntax, "trait_bounds", ": AsRef<Path> + ?Sized");
    let bounds = table.list(bounds).unwrap();
    assert!(cut(RUST_SNIPPET, bounds.cut_range(table, 1, 1)).contains("new<P: AsRef<Path>>("));
    assert!(cut(RUST_SNIPPET, bounds.cut_range(table, 0, 0)).contains("new<P: ?Sized>("));

    let fields = find(
        &syntax,
        "field_declaration_list",
        "{\n    path: Cow<'a, [u8]>,\n    basename: Cow<'a, [u8]>,\n}",
    );
    let fields = table.list(fields).unwrap();
    assert!(cut(RUST_SNIPPET, fields.cut_range(table, 0, 1))
        .contains("pub struct Candidate<'a> {\n    \n}"));

    let uses = find(&syntax, "use_list", "{borrow::Cow, path::Path}");
    let uses = table.list(uses).unwrap();
    assert!(cut(RUST_SNIPPET, uses.cut_range(table, 0, 0)).contains("use std::{path::Path};"));

    // `if` hoists to either branch; the match hoists to an arm's value.
    let if_expr = find(
        &syntax,
        "if_expression",
        "if strict { log(1, 2); } else { loop { break; } }",
    );
    assert_eq!(
        hoist_targets(&syntax, if_expr),
        ["{ log(1, 2); }", "{ loop { break; } }"]
    );
    assert_eq!(replacements_of(&syntax, if_expr), ["todo!();"]);
    let match_expr = find_starting(&syntax, "match_expression", "match file_name");
    assert_eq!(
        hoist_targets(&syntax, match_expr),
        ["file_name(&path)", "name", "Cow::Borrowed(&[][..])"]
    );
    assert_eq!(replacements_of(&syntax, match_expr), ["todo!()"]);

    // Attributes are deletable; the method and struct names are definitions.
    let attribute = find(&syntax, "attribute_item", "#[derive(Clone, Debug)]");
    assert!(table.nodes[attribute as usize].cats & cat::DELETE != 0);
    let derive_args = table.children(attribute).collect::<Vec<_>>();
    assert!(!derive_args.is_empty());
    for name in ["Candidate", "new", "path", "strict"] {
        let cats = (0..table.nodes.len() as u32)
            .filter(|&i| table.text(i, RUST_SNIPPET.as_bytes()) == name.as_bytes())
            .fold(0, |acc, i| acc | table.nodes[i as usize].cats);
        assert!(cats & cat::DEFINITION != 0, "{name}");
    }
    let number = find(&syntax, "integer_literal", "2");
    assert_eq!(replacements_of(&syntax, number), ["0"]);
}

// ---------------------------------------------------------------------------------------------
// Broken input and incremental updates

#[test]
fn broken_input_still_gives_a_table() {
    for (name, text) in [
        ("c", "int f( { return 1 +; }\nint g(void) { return 2; }\n"),
        (
            "javascript",
            "function (a, { return a; }\nconst ok = [1, 2];\n",
        ),
        ("rust", "fn f( -> { let x = ; }\nfn g() -> u8 { 2 }\n"),
        ("c", ""),
        ("rust", "\u{0}\u{ff}garbage"),
    ] {
        let syntax = Syntax::new(lang(name), text.as_bytes());
        let table = syntax.table();
        check_invariants(table, text.as_bytes(), name);
        if !text.is_empty() {
            assert!(table.errors > 0, "{name}: {text:?} parsed without errors");
            assert!(table.nodes.iter().any(|n| n.error));
        }
    }
    // The intact function after the broken one keeps its structure.
    let syntax = Syntax::new(
        lang("c"),
        b"int f( { return 1 +; }\nint g(void) { return 2; }\n",
    );
    let ret = find(&syntax, "return_statement", "return 2;");
    assert!(syntax.table().nodes[ret as usize].cats & cat::ITEM != 0);
}

#[test]
fn update_matches_a_fresh_parse() {
    let text = C_FUNCTION;
    let mut syntax = Syntax::new(lang("c"), text.as_bytes());
    // Delete `b, ` from the call, and rename `rem` in its declaration: two edits.
    let args = find(&syntax, "argument_list", "(a, b, c)");
    let (s, e) = syntax
        .table()
        .list(args)
        .unwrap()
        .cut_range(syntax.table(), 1, 1);
    let rem = text.find("unsigned rem;").unwrap() + "unsigned ".len();
    let new_text = format!("{}r2d2{}{}", &text[..rem], &text[rem + 3..s], &text[e..]);
    let edits = [
        Edit {
            start: rem,
            end: rem + 3,
            with: b"r2d2".to_vec(),
        },
        Edit::cut(s, e),
    ];
    syntax.update(new_text.as_bytes(), &edits);
    let fresh = Syntax::new(lang("c"), new_text.as_bytes());
    assert_eq!(syntax.table(), fresh.table());
    assert_eq!(syntax.text(), new_text.as_bytes());
    assert!(new_text.contains("f(a, c)"));
}

/// Tiny deterministic generator, so failures reproduce without a seed file.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Applies random batches of node deletions and replacements (what passes do) through
/// `update`, checking each result against a fresh parse.
#[test]
fn random_updates_match_fresh_parses() {
    let mut rng = Lcg(0x5eed);
    for (name, source) in [
        ("c", C_FUNCTION),
        ("javascript", JS_SNIPPET),
        ("rust", RUST_SNIPPET),
    ] {
        let spec = lang(name);
        let mut text = source.as_bytes().to_vec();
        let mut syntax = Syntax::new(spec, &text);
        for round in 0..60 {
            let table = syntax.table();
            // Pick up to 3 disjoint named nodes to delete or replace.
            let mut edits: Vec<(usize, usize, usize)> = Vec::new();
            let mut inserts: Vec<&[u8]> = Vec::new();
            for _ in 0..1 + rng.below(3) {
                let node = &table.nodes[rng.below(table.nodes.len())];
                let insert: &[u8] = [&b""[..], b"0", b"x y", b"\n"][rng.below(4)];
                if edits
                    .iter()
                    .all(|&(s, e, _)| node.end <= s || node.start >= e)
                    && node.start < node.end
                {
                    edits.push((node.start, node.end, insert.len()));
                    inserts.push(insert);
                }
            }
            let mut order: Vec<usize> = (0..edits.len()).collect();
            order.sort_by_key(|&i| edits[i].0);
            let edits: Vec<_> = order.iter().map(|&i| edits[i]).collect();
            let inserts: Vec<_> = order.iter().map(|&i| inserts[i]).collect();
            let edits: Vec<Edit> = edits
                .iter()
                .zip(&inserts)
                .map(|(&(start, end, _), insert)| Edit {
                    start,
                    end,
                    with: insert.to_vec(),
                })
                .collect();
            let new_text = whittle::edit::apply(&text, &edits);
            syntax.update(&new_text, &edits);
            let fresh = Syntax::new(spec, &new_text);
            check_invariants(syntax.table(), &new_text, name);
            if syntax.table() != fresh.table() {
                // tree-sitter may recover from errors differently when reusing a tree; a valid
                // text must always give the same table.
                assert!(
                    fresh.table().errors > 0,
                    "{name} round {round}: incremental and fresh tables differ on valid text:\n{}",
                    String::from_utf8_lossy(&new_text)
                );
            }
            text = new_text;
            if text.len() < 40 {
                break;
            }
        }
    }
}

/// README's map of the code ("Where things are") names every module of `src/`: each file and
/// folder directly in it (`lib.rs` aside, the crate's root).
#[test]
fn the_readme_map_names_every_module() {
    let readme = include_str!("../../README.md");
    let map = readme
        .split("## Where things are")
        .nth(1)
        .and_then(|rest| rest.split("```").nth(1))
        .expect("README has a map under \"Where things are\"");
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    for entry in std::fs::read_dir(src).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().into_string().unwrap();
        let named = match entry.file_type().unwrap().is_dir() {
            true => format!("src/{name}/"),
            false => format!("src/{name}"),
        };
        if name != "lib.rs" {
            assert!(map.contains(&named), "README's map lacks {named}");
        }
    }
}
