//! Presets: which passes run, in which order, with which parameters. Each language's own preset
//! is named in the language table (`passes/<lang>.toml`); `generic` and `fast` serve files of
//! any language; `--preset FILE.toml` loads one of the user's, written the same way.

use serde::Deserialize;

use super::{build, ParseFilter, Pass};
use crate::error::Error;
use crate::lang::{self, LangSpec};

/// The shipped presets that serve any file (with its language's parse where it has one).
const GENERAL: &[(&str, &str)] = &[
    ("fast", include_str!("../../passes/fast.toml")),
    ("generic", include_str!("../../passes/generic.toml")),
    ("grammar", include_str!("../../passes/grammar.toml")),
];

/// One shipped preset.
pub struct Shipped {
    pub name: &'static str,
    pub text: &'static str,
    /// The language it is for; none for the presets that serve any file.
    pub lang: Option<&'static LangSpec>,
}

/// Every shipped preset, sorted by name: one per language of the table, and the general ones.
pub fn shipped_presets() -> Vec<Shipped> {
    let own = lang::languages().iter().map(|l| Shipped {
        name: l.name,
        text: l.preset,
        lang: Some(l),
    });
    let general = GENERAL.iter().map(|&(name, text)| Shipped {
        name,
        text,
        lang: None,
    });
    let mut all: Vec<Shipped> = own.chain(general).collect();
    all.sort_by_key(|p| p.name);
    all
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct PresetFile {
    description: String,
    /// A shipped preset whose settings and passes this one starts from: `remove` takes some of
    /// its passes away, `pass` entries add more (at the end, or `after`/`before` a named one),
    /// and each setting given here replaces the inherited one.
    inherits: Option<String>,
    /// The language whose node kinds the preset may name (a preset file of the user's; a
    /// shipped language preset takes its language from the table, else the inherited one's).
    language: Option<String>,
    /// Skip candidates that parse worse than the current best, without running the test.
    keep_parsing: Option<bool>,
    /// With `keep_parsing`: only while the current best has at least this many bytes.
    keep_parsing_above: Option<usize>,
    /// Variable restart (see `reduce::Schedule::restart`); 0 when absent.
    restart: Option<usize>,
    /// Passes of the inherited preset to leave out (every entry of each name).
    #[serde(default)]
    remove: Vec<String>,
    #[serde(default)]
    pass: Vec<PassEntry>,
}

#[derive(Debug, Clone, Deserialize)]
struct PassEntry {
    name: String,
    /// Where the entry goes among the passes before it (the inherited ones, then the file's
    /// earlier entries): after or before the first pass of that name; by default, last.
    after: Option<String>,
    before: Option<String>,
    #[serde(default)]
    strict: bool,
    keep_parsing: Option<bool>,
    #[serde(default)]
    chaos: bool,
    coarse: Option<bool>,
    #[serde(default)]
    grow: bool,
    #[serde(default)]
    last: bool,
    #[serde(default, rename = "final")]
    closing: bool,
    #[serde(flatten)]
    params: toml::Table,
}

/// A preset file with what it inherits folded in.
#[derive(Debug)]
struct Resolved {
    description: String,
    /// The language the file names itself.
    language: Option<String>,
    /// The language of the preset it inherits from, where that has one.
    inherited_language: Option<String>,
    keep_parsing: bool,
    keep_parsing_above: usize,
    restart: usize,
    pass: Vec<PassEntry>,
}

/// Reads a preset's text and folds in the shipped preset it inherits from, recursively.
fn resolve(text: &str, depth: usize) -> Result<Resolved, String> {
    let file: PresetFile = toml::from_str(text).map_err(|e| e.to_string())?;
    let mut base = match &file.inherits {
        None => Resolved {
            description: String::new(),
            language: None,
            inherited_language: None,
            keep_parsing: false,
            keep_parsing_above: 0,
            restart: 0,
            pass: Vec::new(),
        },
        Some(_) if depth >= 8 => return Err("inherits from itself".to_string()),
        Some(name) => {
            let shipped = shipped_presets();
            let Some(p) = shipped.iter().find(|p| p.name == *name) else {
                return Err(format!(
                    "inherits from {name:?}, which is no shipped preset"
                ));
            };
            let mut base = resolve(p.text, depth + 1).map_err(|e| format!("{name}: {e}"))?;
            let stated = base.language.take().or(base.inherited_language.take());
            base.inherited_language = p.lang.map(|l| l.name.to_string()).or(stated);
            base
        }
    };
    for name in &file.remove {
        let before = base.pass.len();
        base.pass.retain(|p| p.name != *name);
        if base.pass.len() == before {
            return Err(format!("removes {name:?}, which it does not inherit"));
        }
    }
    for entry in file.pass {
        let at = match (&entry.after, &entry.before) {
            (None, None) => base.pass.len(),
            (Some(_), Some(_)) => {
                return Err(format!("{}: both after and before", entry.name));
            }
            (Some(other), None) | (None, Some(other)) => {
                let i = base.pass.iter().position(|p| p.name == *other);
                let i = i.ok_or_else(|| format!("{}: no pass {other:?} before it", entry.name))?;
                i + usize::from(entry.after.is_some())
            }
        };
        base.pass.insert(at, entry);
    }
    Ok(Resolved {
        description: file.description,
        language: file.language,
        inherited_language: base.inherited_language,
        keep_parsing: file.keep_parsing.unwrap_or(base.keep_parsing),
        keep_parsing_above: file.keep_parsing_above.unwrap_or(base.keep_parsing_above),
        restart: file.restart.unwrap_or(base.restart),
        pass: base.pass,
    })
}

pub struct Preset {
    pub name: String,
    pub description: String,
    /// The language its passes parse files with: the file's, else the preset's own.
    pub lang: Option<&'static LangSpec>,
    pub keep_parsing: bool,
    /// Keep-parsing only while the current best has at least this many bytes.
    pub keep_parsing_above: usize,
    /// Variable restart (see `reduce::Schedule::restart`).
    pub restart: usize,
    pub passes: Vec<Pass>,
}

/// Loads a shipped preset, or the preset file at `name` when it ends in `.toml`; `lang` is the
/// language of the file it will run on, if known.
pub fn preset(name: &str, lang: Option<&'static LangSpec>) -> Result<Preset, Error> {
    if name.ends_with(".toml") {
        let text = std::fs::read_to_string(name).map_err(|e| Error::Preset {
            file: name.to_string(),
            msg: e.to_string(),
        })?;
        return parse_preset(name, name, &text, None, lang);
    }
    let shipped = shipped_presets();
    let Some(p) = shipped.iter().find(|p| p.name == name) else {
        let known: Vec<&str> = shipped.iter().map(|p| p.name).collect();
        return Err(Error::Usage(format!(
            "unknown preset {name:?}; known presets: {}",
            known.join(", ")
        )));
    };
    parse_preset(name, &format!("passes/{name}.toml"), p.text, p.lang, lang)
}

/// Parses the preset `name`, read from `source`; `own` is the language a shipped preset is for.
fn parse_preset(
    name: &str,
    source: &str,
    text: &str,
    own: Option<&'static LangSpec>,
    lang: Option<&'static LangSpec>,
) -> Result<Preset, Error> {
    let err = |msg: String| Error::Preset {
        file: source.to_string(),
        msg,
    };
    let file = resolve(text, 0).map_err(err)?;
    let by_name = |l: &Option<String>| match l {
        None => Ok(None),
        Some(l) => lang::by_name(l)
            .map(Some)
            .ok_or_else(|| err(format!("unknown language {l:?}"))),
    };
    let named = by_name(&file.language)?;
    if let (Some(a), Some(b)) = (own, named) {
        if a.name != b.name {
            return Err(err(format!(
                "says language {:?}, and the language table gives it to {}",
                b.name, a.name
            )));
        }
    }
    let own = own.or(named).or(by_name(&file.inherited_language)?);
    if let (Some(own), Some(file_lang)) = (own, lang) {
        if own.name != file_lang.name {
            return Err(Error::Usage(format!(
                "preset {name} is for {} files, and this one is {} (see --lang)",
                own.name, file_lang.name
            )));
        }
    }
    let lang = lang.or(own);
    let passes = file
        .pass
        .iter()
        .map(|p| {
            let parse_filter = match (p.strict, p.keep_parsing) {
                (true, _) => ParseFilter::Always,
                (false, Some(false)) => ParseFilter::Never,
                (false, _) => ParseFilter::UntilRelaxed,
            };
            build(&p.name, &p.params, lang, source).map(|pass| Pass {
                parse_filter,
                chaos: p.chaos,
                coarse: p.coarse.unwrap_or(pass.coarse),
                deletes: p.coarse == Some(true) || pass.deletes,
                grow: p.grow,
                last: p.last || p.closing,
                closing: p.closing,
                ..pass
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Preset {
        name: name.to_string(),
        description: file.description,
        lang,
        keep_parsing: file.keep_parsing,
        keep_parsing_above: file.keep_parsing_above,
        restart: file.restart,
        passes,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_shipped_preset_loads_for_its_language() {
        for p in shipped_presets() {
            let loaded = preset(p.name, None).unwrap_or_else(|e| panic!("{}: {e}", p.name));
            assert_eq!(loaded.lang.map(|l| l.name), p.lang.map(|l| l.name));
            assert!(!loaded.passes.is_empty(), "{} has no passes", p.name);
        }
    }

    #[test]
    fn node_kinds_are_checked_against_the_grammar() {
        let c = crate::lang::by_name("c");
        let ok =
            "description = \"x\"\n[[pass]]\nname = \"nodes\"\nkinds = [\"function_definition\"]\n";
        assert!(parse_preset("ok", "passes/ok.toml", ok, None, c).is_ok());
        let bad = ok.replace("function_definition", "function_defn");
        let e = parse_preset("bad", "passes/bad.toml", &bad, None, c)
            .err()
            .unwrap()
            .to_string();
        assert!(
            e.contains("passes/bad.toml") && e.contains("function_defn"),
            "{e}"
        );
    }

    #[test]
    fn bad_presets_name_the_problem_and_the_file() {
        let parse = |text: &str| {
            parse_preset("broken", "passes/broken.toml", text, None, None)
                .err()
                .unwrap()
                .to_string()
        };
        let e = parse("description = \"x\"\n[[pass]]\nname = \"no-such-pass\"\n");
        assert!(
            e.contains("passes/broken.toml") && e.contains("no-such-pass"),
            "{e}"
        );
        let e = parse("description = \"x\"\n[[pass]]\nname = \"ngrams\"\nlength = 3\n");
        assert!(e.contains("no parameter \"length\""), "{e}");
    }

    #[test]
    fn a_preset_inherits_passes_and_settings_and_edits_them() {
        let text = "inherits = \"c\"\ndescription = \"x\"\nremove = [\"parts\", \"reorder\"]\n\
                    [[pass]]\nname = \"generics\"\nafter = \"unused\"\n\
                    [[pass]]\nname = \"returns\"\nbefore = \"unused\"\n\
                    [[pass]]\nname = \"ngrams\"\nlen = 2\n";
        let c = preset("c", None).unwrap();
        let p = parse_preset("mine", "mine.toml", text, None, None).unwrap();
        let names = |p: &Preset| p.passes.iter().map(|p| p.name).collect::<Vec<_>>();
        let mut want = names(&c);
        want.retain(|n| !["parts", "reorder"].contains(n));
        let unused = want.iter().position(|&n| n == "unused").unwrap();
        want.insert(unused + 1, "generics");
        want.insert(unused, "returns");
        want.push("ngrams");
        assert_eq!(names(&p), want);
        assert_eq!(p.keep_parsing, c.keep_parsing);
        assert_eq!(
            p.lang.map(|l| l.name),
            Some("c"),
            "the language comes along"
        );
        // cpp inherits c and keeps its own language.
        assert_eq!(
            preset("cpp", None).unwrap().lang.map(|l| l.name),
            Some("cpp")
        );
    }

    #[test]
    fn bad_inheritance_names_the_problem() {
        let parse = |text: &str| {
            let text = format!("inherits = \"c\"\ndescription = \"x\"\n{text}");
            match parse_preset("mine", "mine.toml", &text, None, None) {
                Ok(_) => panic!("{text} loaded"),
                Err(e) => e.to_string(),
            }
        };
        let e = parse("remove = [\"namespaces\"]");
        assert!(e.contains("removes \"namespaces\""), "{e}");
        let e = parse("[[pass]]\nname = \"tokens\"\nafter = \"no-such\"");
        assert!(e.contains("no pass \"no-such\""), "{e}");
        let e = parse("[[pass]]\nname = \"tokens\"\nafter = \"lines\"\nbefore = \"lines\"");
        assert!(e.contains("both after and before"), "{e}");
        let e = parse("inherits_typo = 1");
        assert!(e.contains("inherits_typo"), "{e}");
        let e = parse_preset(
            "m",
            "m.toml",
            "inherits = \"klingon\"\ndescription = \"x\"",
            None,
            None,
        )
        .err()
        .unwrap()
        .to_string();
        assert!(e.contains("\"klingon\", which is no shipped preset"), "{e}");
    }
}
