//! The campaign's index, for machines (`index.json`) and for people (`index.md`, a table):
//! each group with its signature, its inputs, its reductions (original and reduced size,
//! time), then the inputs that do not crash, those with no signature and those that cannot be
//! read. Groups whose reduced reproducers are byte-identical are one bug: the index says which
//! group each such one is the same as.

use std::collections::HashMap;
use std::path::Path;

use serde::Serialize;

use super::survey::{Entry, Found};
use super::tasks::{Done, End, Task};
use super::{write_json, Group, Settings};
use crate::error::Result;
use crate::workspace::write_atomic;

/// The inputs an error message lists at most.
const LISTED: usize = 20;

#[derive(Serialize)]
pub(super) struct Index {
    inputs_dir: String,
    command: String,
    inputs: usize,
    crashing: usize,
    /// Distinct bugs: groups, less those merged into another.
    bugs: usize,
    /// Every reduction finished.
    complete: bool,
    survey_seconds: f64,
    pub wall_seconds: f64,
    groups: Vec<GroupRow>,
    not_crashing: Vec<Listed>,
    no_signature: Vec<Listed>,
    unreadable: Vec<Listed>,
}

#[derive(Serialize)]
struct GroupRow {
    id: String,
    signature: String,
    count: usize,
    inputs: Vec<String>,
    reductions: Vec<Reduction>,
    /// The group whose reduced reproducer is byte-identical to this one's (the same bug).
    same_reproducer_as: Option<String>,
}

#[derive(Serialize)]
struct Reduction {
    /// Its folder, relative to the output folder.
    dir: String,
    /// `reduced`, `not-reduced`, `interrupted` (done on the next run) or `error`.
    status: &'static str,
    #[serde(flatten)]
    done: Option<Done>,
    error: Option<String>,
}

#[derive(Serialize)]
struct Listed {
    input: String,
    why: String,
}

impl Index {
    pub fn new(settings: &Settings, entries: &[Entry], survey_seconds: f64) -> Index {
        let listed = |pick: fn(&Found) -> Option<&String>| {
            entries
                .iter()
                .filter_map(|e| {
                    pick(&e.found).map(|why| Listed {
                        input: e.name.clone(),
                        why: why.clone(),
                    })
                })
                .collect()
        };
        Index {
            inputs_dir: settings.dir.display().to_string(),
            command: settings.command.clone(),
            inputs: entries.len(),
            crashing: entries
                .iter()
                .filter(|e| matches!(e.found, Found::Crash { .. }))
                .count(),
            bugs: 0,
            complete: false,
            survey_seconds,
            wall_seconds: 0.0,
            groups: Vec::new(),
            not_crashing: listed(|f| match f {
                Found::NoCrash { status } => Some(status),
                _ => None,
            }),
            no_signature: listed(|f| match f {
                Found::NoSignature { why } => Some(why),
                _ => None,
            }),
            unreadable: listed(|f| match f {
                Found::Unreadable { error } => Some(error),
                _ => None,
            }),
        }
    }

    /// Merges the groups with byte-identical reproducers, writes `index.json` and `index.md`,
    /// and returns the number of distinct bugs.
    pub fn write(&mut self, out: &Path, groups: &[Group], ran: &[(&Task, &End)]) -> Result<usize> {
        // The first reduction of each group is its reproducer.
        let mut first_of: HashMap<Vec<u8>, String> = HashMap::new();
        self.groups = groups
            .iter()
            .enumerate()
            .map(|(g, group)| {
                let mine: Vec<&(&Task, &End)> = ran.iter().filter(|(t, _)| t.group == g).collect();
                let same = match mine.first() {
                    Some((t, End::Done(d))) if d.reduced => {
                        std::fs::read(t.dir.join(&t.input.name))
                            .ok()
                            .and_then(|bytes| match first_of.get(&bytes) {
                                Some(other) => Some(other.clone()),
                                None => {
                                    first_of.insert(bytes, group.id.clone());
                                    None
                                }
                            })
                    }
                    _ => None,
                };
                GroupRow {
                    id: group.id.clone(),
                    signature: group.signature.clone(),
                    count: group.members.len(),
                    inputs: group.members.iter().map(|m| m.name.clone()).collect(),
                    reductions: mine.iter().map(|(t, end)| reduction(out, t, end)).collect(),
                    same_reproducer_as: same,
                }
            })
            .collect();
        self.bugs = self
            .groups
            .iter()
            .filter(|g| g.same_reproducer_as.is_none())
            .count();
        self.complete = ran.iter().all(|(_, e)| matches!(e, End::Done(_)));
        write_json(&out.join("index.json"), self)?;
        write_atomic(&out.join("index.md"), self.markdown().as_bytes(), None)?;
        Ok(self.bugs)
    }

    /// The inputs that do not crash, those with no signature and the unreadable, one a line.
    /// At most [`LISTED`] of them, and how many more the index lists.
    pub fn not_crashing_list(&self) -> String {
        let lists = [
            ("does not crash", &self.not_crashing),
            ("no signature", &self.no_signature),
            ("cannot be read", &self.unreadable),
        ];
        let all = lists
            .iter()
            .flat_map(|(what, list)| list.iter().map(move |l| (what, l)));
        let mut text: String = all
            .clone()
            .take(LISTED)
            .map(|(what, l)| format!("  {}: {what}: {}\n", l.input, l.why))
            .collect();
        let more = all.count().saturating_sub(LISTED);
        if more > 0 {
            text += &format!("  ... and {more} more\n");
        }
        text
    }

    fn markdown(&self) -> String {
        let mut md = format!(
            "# whittle campaign: {}\n\n`{}`\n\n{} inputs: {} crash, with {} signatures; \
             distinct bugs (byte-identical reproducers merged): {}. Not crashing: {}; no \
             signature: {}; unreadable: {}.{}\n\n",
            self.inputs_dir,
            self.command,
            self.inputs,
            self.crashing,
            self.groups.len(),
            self.bugs,
            self.not_crashing.len(),
            self.no_signature.len(),
            self.unreadable.len(),
            match self.complete {
                true => "",
                false => " Not finished: run the same command again to go on.",
            }
        );
        md += "| bug | signature | inputs | original bytes | reduced bytes | time |\n";
        md += "|---|---|---|---|---|---|\n";
        for g in &self.groups {
            for r in &g.reductions {
                let (orig, reduced, time) = match (&r.done, r.status) {
                    (Some(d), "reduced") => (
                        d.original_bytes.to_string(),
                        d.reduced_bytes.to_string(),
                        format!("{:.1} s", d.seconds),
                    ),
                    (Some(d), status) => (d.original_bytes.to_string(), status.into(), "".into()),
                    (None, status) => ("".into(), status.into(), "".into()),
                };
                let signature = match &g.same_reproducer_as {
                    Some(other) => format!("{} (same reproducer as {other})", cell(&g.signature)),
                    None => cell(&g.signature),
                };
                md += &format!(
                    "| [{}]({}/) | {signature} | {} | {orig} | {reduced} | {time} |\n",
                    r.dir, r.dir, g.count
                );
            }
        }
        for (title, list) in [
            ("Inputs that do not crash", &self.not_crashing),
            ("Inputs with no signature", &self.no_signature),
            ("Inputs that cannot be read", &self.unreadable),
        ] {
            if !list.is_empty() {
                md += &format!("\n## {title}\n\n");
                for l in list {
                    md += &format!("- `{}`: {}\n", l.input, l.why);
                }
            }
        }
        md
    }
}

/// A reduction's line of the index.
fn reduction(out: &Path, task: &Task, end: &End) -> Reduction {
    let dir = task.dir.strip_prefix(out).unwrap_or(&task.dir);
    let (status, done, error) = match end {
        End::Done(d) if d.reduced => ("reduced", Some(d.clone()), None),
        End::Done(d) => ("not-reduced", Some(d.clone()), None),
        End::Interrupted => ("interrupted", None, None),
        End::Error(e) => ("error", None, Some(e.clone())),
    };
    Reduction {
        dir: dir.display().to_string(),
        status,
        done,
        error,
    }
}

/// A signature in a table cell: one line, `|` escaped, in code.
fn cell(signature: &str) -> String {
    let one_line = signature
        .lines()
        .map(str::trim)
        .collect::<Vec<_>>()
        .join("; ");
    format!("`{}`", one_line.replace('|', "\\|"))
}
