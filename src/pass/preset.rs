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
    /// The language whose node kinds the preset may name (a preset file of the user's; a
    /// shipped language preset takes its language from the table).
    language: Option<String>,
    /// Skip candidates that parse worse than the current best, without running the test.
    #[serde(default)]
    keep_parsing: bool,
    /// With `keep_parsing`: only while the current best has at least this many bytes.
    #[serde(default)]
    keep_parsing_above: usize,
    /// Variable restart (see `reduce::Schedule::restart`); 0 when absent.
    #[serde(default)]
    restart: usize,
    pass: Vec<PassEntry>,
}

#[derive(Debug, Deserialize)]
struct PassEntry {
    name: String,
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
    #[serde(flatten)]
    params: toml::Table,
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
    let file: PresetFile = toml::from_str(text).map_err(|e| err(e.to_string()))?;
    let named = match &file.language {
        None => None,
        Some(l) => Some(lang::by_name(l).ok_or_else(|| err(format!("unknown language {l:?}")))?),
    };
    if let (Some(a), Some(b)) = (own, named) {
        if a.name != b.name {
            return Err(err(format!(
                "says language {:?}, and the language table gives it to {}",
                b.name, a.name
            )));
        }
    }
    let own = own.or(named);
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
                last: p.last,
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
}
