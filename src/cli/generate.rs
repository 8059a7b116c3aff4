//! `generate` and `generate --check`: run the pipeline, compare with the output folder, then
//! either print what is stale or write it (through [`super::stage`]).

use std::collections::BTreeSet;
use std::path::Path;

use crate::RuntimeSource;
use crate::error::{Code, Diagnostic, Error, Result};
use crate::pipeline::write::{self, Action, WritePlan};

use super::Outcome;
use super::args::{GenerateArgs, GenerateFormat};
use super::folder::{ensure_inside, read_folder};
use super::report::{print, step_summary, warn_all};
use super::runtime_path::runtime_source;
use super::stage::{Stager, remove_empty_parents};
use super::timer::Timer;

/// Everything `generate` would produce, and what the folder holds now. Reads only.
fn prepare(args: &GenerateArgs) -> Result<WritePlan> {
    let mut timer = Timer::from_env();
    let planned = crate::plan(&args.spec_settings())?;
    timer.lap("load, resolve, lower, overrides, validate");
    warn_all(&planned.warnings, args.format == GenerateFormat::Github)?;
    for note in &planned.set.notes {
        say!("note: {note}");
    }
    let runtime = match &args.runtime_path {
        Some(dir) => runtime_source(&args.out, dir)?,
        None => RuntimeSource::Vendored,
    };
    let options = crate::Generate {
        name: args.name.clone(),
        runtime,
    };
    let files = crate::generate(&planned, &options)?;
    timer.lap("emit");
    // The process exits soon after `generate` (or `--check`), and little is allocated from here
    // on: freeing the model, for a big API a tree of a million small allocations, would take
    // time for nothing.
    std::mem::forget(planned);
    let disk = read_folder(&args.out, &files)?;
    let plan = write::plan_writes_owned(files, disk, args.force);
    timer.lap("read the output folder, compare");
    Ok(plan)
}

/// `out/rel` as shown to the user, with `/` separators.
fn label(out: &Path, rel: &str) -> String {
    let out = out.to_string_lossy().replace('\\', "/");
    let out = out.trim_start_matches("./").trim_end_matches('/');
    if out.is_empty() || out == "." {
        rel.to_string()
    } else {
        format!("{out}/{rel}")
    }
}

fn counts(plan: &WritePlan) -> String {
    format!(
        "{} added, {} changed, {} removed, {} unchanged",
        plan.count(Action::Create),
        plan.count(Action::Update),
        plan.count(Action::Delete),
        plan.count(Action::Unchanged)
    )
}

/// `generate --check`: compare, print, write nothing.
pub(super) fn check(args: &GenerateArgs) -> Result<Outcome> {
    let plan = prepare(args)?;
    let github = args.format == GenerateFormat::Github;
    let out_label = label(&args.out, "");
    let stale: Vec<crate::report::ci::Stale> = plan
        .changes()
        .map(|op| crate::report::ci::Stale {
            file: label(&args.out, &op.path),
            change: match op.action {
                Action::Create => "added",
                Action::Delete => "removed",
                Action::Update | Action::Unchanged => "changed",
            },
        })
        .collect();
    if github {
        step_summary(&crate::report::ci::check_markdown(
            out_label.trim_end_matches('/'),
            &stale,
        ));
    }
    if plan.is_up_to_date() {
        say!("{} is up to date", args.out.display());
        return Ok(Outcome::Ok);
    }
    let mut text = String::new();
    for op in plan.changes() {
        let name = label(&args.out, &op.path);
        if args.list {
            text.push_str(&name);
            text.push('\n');
        } else {
            text.push_str(&write::unified_diff(op, &name));
        }
    }
    if github {
        let conflicts: Vec<(String, String)> = plan
            .conflicts
            .iter()
            .map(|c| (label(&args.out, &c.path), c.message().to_string()))
            .collect();
        print(&crate::report::ci::check_github(&stale, &conflicts))?;
        // The diff quotes the spec (descriptions in tool files): printed as text, never read
        // as commands.
        print(&crate::report::ci::verbatim(&text))?;
    } else {
        print(&text)?;
    }
    for c in &plan.conflicts {
        say!(
            "note: {}: {} (generate will refuse to overwrite it without --force)",
            label(&args.out, &c.path),
            c.message()
        );
    }
    say!(
        "{} is stale: {}; rerun `openapi-mcp generate` without --check to update it",
        args.out.display(),
        counts(&plan)
    );
    Ok(Outcome::Finding)
}

/// `generate`: plan everything, refuse on conflicts, then write changed files and delete stale ones.
pub(super) fn generate(args: &GenerateArgs) -> Result<Outcome> {
    let plan = prepare(args)?;
    if !plan.conflicts.is_empty() {
        return Err(Error::new(
            plan.conflicts
                .iter()
                .map(|c| {
                    Diagnostic::new(Code::Conflict, &args.out.join(&c.path), "", c.message())
                        .help(c.help())
                })
                .collect(),
        ));
    }
    let mut checked = BTreeSet::new();
    for op in plan.changes() {
        ensure_inside(&args.out, &op.path, &mut checked)?;
    }
    // Two phases, so a failure while writing (a full disk, a permission) leaves the folder as
    // it was: every new content is staged under a temporary name first (see `Stager`); only
    // when all are written are they renamed into place and stale files deleted.
    let files: Vec<(&str, &[u8])> = plan
        .changes()
        .filter_map(|op| match (&op.action, &op.new) {
            (Action::Create | Action::Update, Some(contents)) => {
                Some((op.path.as_str(), contents.as_bytes()))
            }
            _ => None,
        })
        .collect();
    let mut stager = Stager::new(&args.out);
    stager.stage_all(&files)?;
    stager.commit()?;
    for op in plan.changes() {
        let path = args.out.join(&op.path);
        match (&op.action, &op.new) {
            (Action::Create | Action::Update, Some(_)) => {}
            (Action::Delete, _) => {
                std::fs::remove_file(&path).map_err(|e| Error::io(&path, "cannot remove", &e))?;
                remove_empty_parents(&args.out, &path);
            }
            _ => {}
        }
        if op.forced {
            say!(
                "warning: {}: overwrote a hand edit (--force)",
                label(&args.out, &op.path)
            );
        }
    }
    say!("{}: {}", args.out.display(), counts(&plan));
    // The process exits next; see `prepare`.
    std::mem::forget(plan);
    Ok(Outcome::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_join_the_folder_and_the_file() {
        assert_eq!(label(Path::new("server"), "src/a.rs"), "server/src/a.rs");
        assert_eq!(label(Path::new("./server/"), "src/a.rs"), "server/src/a.rs");
        assert_eq!(label(Path::new("."), "src/a.rs"), "src/a.rs");
    }
}
