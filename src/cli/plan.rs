//! `plan` (and `--suggest`, `--policy`): the tool surface of one spec, in the format asked for.

use std::path::Path;

use crate::error::{Code, Diagnostic, Error, Result};
use crate::report::plan;

use super::Outcome;
use super::args::{PlanArgs, PlanFormat};
use super::report::{locate_places, print, step_summary};

pub(super) fn plan_cmd(args: &PlanArgs) -> Result<Outcome> {
    // Never freed: the process exits when the report is printed, and freeing a big API's
    // model and documents (a tree of a million small allocations) would take time for nothing.
    let planned = std::mem::ManuallyDrop::new(crate::plan(&args.spec_settings())?);
    if args.suggest {
        print(&crate::report::suggest::suggest(&planned.set))?;
        return Ok(Outcome::Ok);
    }
    if args.policy {
        let Some(format) = args.format.library() else {
            return Err(Error::from(
                Diagnostic::new(
                    Code::Usage,
                    Path::new("--format"),
                    "",
                    "--policy prints a table, Markdown or JSON",
                )
                .help("use --format table, markdown or json with --policy"),
            ));
        };
        let policy = read_policy(args.policy_file.as_deref())?;
        print(&crate::report::plan::Matrix::new(&planned.set, &policy).render(format))?;
        return Ok(Outcome::Ok);
    }
    let report = plan::Report::new(&planned);
    match args.format.library() {
        Some(format) => print(&report.render(format))?,
        None => {
            let places: Vec<crate::report::lint::Place> = report
                .lints
                .iter()
                .map(crate::report::lint::Place::of_diagnostic)
                .collect();
            let places: Vec<Option<&crate::report::lint::Place>> =
                places.iter().map(Some).collect();
            let located = locate_places(&args.spec, &places);
            match args.format {
                PlanFormat::Sarif => print(&crate::report::ci::plan_sarif(&report, &located))?,
                PlanFormat::Gitlab => {
                    let spec = crate::report::ci::display_path(&args.spec);
                    print(&crate::report::ci::plan_gitlab(&report, &located, &spec))?;
                }
                _ => {
                    print(&crate::report::ci::plan_github(&report, &located))?;
                    step_summary(&report.markdown());
                }
            }
        }
    }
    if args.deny_warnings && report.summary.warnings > 0 {
        say!(
            "{} warning{} (--deny-warnings)",
            report.summary.warnings,
            if report.summary.warnings == 1 {
                ""
            } else {
                "s"
            }
        );
        return Ok(Outcome::Finding);
    }
    Ok(Outcome::Ok)
}

/// The client policy in `path`, or the reference one.
pub(super) fn read_policy(path: Option<&Path>) -> Result<crate::model::policy::Policy> {
    match path {
        None => Ok(crate::model::policy::Policy::reference()),
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .map_err(|e| Error::io(path, "read the policy file", &e))?;
            crate::model::policy::Policy::parse(path, &text).map_err(|mut e| {
                for d in &mut e.diagnostics {
                    d.line = crate::util::locate::line_of(&text, &d.pointer);
                }
                e
            })
        }
    }
}
