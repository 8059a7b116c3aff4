//! `diff`: what a spec change does to the tool surface, and the exit code `--fail-on-risk` and
//! `--fail-on-breaking` ask for.

use std::collections::{BTreeMap, BTreeSet};

use crate::StaleKeys;
use crate::error::{Error, Result};
use crate::report::diff;

use super::Outcome;
use super::args::{DiffArgs, DiffFormat, resolve_only, with_overlays};
use super::plan::read_policy;
use super::report::{locate_places, print, step_summary, warn_all};

pub(super) fn diff_cmd(args: &DiffArgs) -> Result<Outcome> {
    let (old_overrides, stale) = match &args.old_overrides {
        Some(o) => (Some(o.as_path()), StaleKeys::Error),
        None => (args.overrides.as_deref(), StaleKeys::Ignore),
    };
    // Output schemas are compared as the spec writes them: the tolerant form follows from that
    // one mechanically, and a changed `required` or enum says what changed where a changed
    // description would not.
    let context = crate::model::context::Context {
        output_schemas: Some(
            args.output_schemas
                .unwrap_or(crate::model::context::OutputSchemas::Strict),
        ),
        ..Default::default()
    };
    // Overlays, like the overrides file, usually outlive one version of the spec: the same
    // ones apply to both sides unless the old side names its own.
    let old_overlays = if args.old_overlays.is_empty() {
        &args.overlays
    } else {
        &args.old_overlays
    };
    let old = with_overlays(
        resolve_only(&args.old_spec, old_overrides, args.allow_refs_outside),
        old_overlays,
    )
    .stale(stale)
    .context(context.clone());
    let new = with_overlays(
        resolve_only(
            &args.new_spec,
            args.overrides.as_deref(),
            args.allow_refs_outside,
        ),
        &args.overlays,
    )
    .context(context);
    let (old, new) = (crate::plan(&old), crate::plan(&new));
    let (old, new) = match (old, new) {
        (Ok(o), Ok(n)) => (o, n),
        (Err(a), Err(b)) => return Err(Error::new([a.diagnostics, b.diagnostics].concat())),
        (Err(e), _) | (_, Err(e)) => return Err(e),
    };
    // Never freed, as in `plan`: the process exits once the diff is printed.
    let (old, new) = (
        std::mem::ManuallyDrop::new(old),
        std::mem::ManuallyDrop::new(new),
    );
    let github = args.format == DiffFormat::Github;
    warn_all(&new.warnings, github)?;
    let policy = read_policy(args.policy_file.as_deref())?;
    let d = diff::diff_with(&old.set, &new.set, &policy);
    match args.format {
        DiffFormat::Text => print(&d.render(diff::Format::Text, args.verbose))?,
        DiffFormat::Markdown => print(&d.render(diff::Format::Markdown, args.verbose))?,
        DiffFormat::Json => print(&d.render(diff::Format::Json, args.verbose))?,
        DiffFormat::Github => {
            // Only the tools the diff names: locating parses the file once per place.
            let named: BTreeSet<&str> = d
                .risk
                .iter()
                .map(|r| r.tool.as_str())
                .chain(d.breaking.iter().map(|b| b.tool.as_str()))
                .chain(d.added.iter().map(|t| t.name.as_str()))
                .chain(d.renamed.iter().map(|r| r.to.as_str()))
                .chain(d.rebound.iter().map(|r| r.tool.as_str()))
                .chain(d.client.iter().map(|c| c.tool.as_str()))
                .collect();
            let tools: Vec<&crate::model::Tool> = new
                .set
                .tools
                .iter()
                .filter(|t| named.contains(t.name.as_str()))
                .collect();
            let places: Vec<crate::report::lint::Place> = tools
                .iter()
                .map(|t| crate::report::lint::Place::of(&t.origin))
                .collect();
            let refs: Vec<Option<&crate::report::lint::Place>> = places.iter().map(Some).collect();
            let located: BTreeMap<&str, crate::report::ci::Located> = tools
                .iter()
                .zip(locate_places(&args.new_spec, &refs))
                .filter_map(|(t, at)| Some((t.name.as_str(), at?)))
                .collect();
            let locate = |name: &str| located.get(name).cloned();
            print(&crate::report::ci::diff_github(&d, &locate))?;
            step_summary(&d.markdown(args.verbose));
        }
    }
    // Both checks are told before exiting, so one run names every finding asked for.
    let mut finding = false;
    if args.fail_on_risk && d.adds_risk() {
        say!(
            "the risk surface grew: a tool got riskier or a risky tool was added (--fail-on-risk)"
        );
        finding = true;
    }
    if args.fail_on_breaking && d.breaks_clients() {
        say!(
            "{} (--fail-on-breaking)",
            crate::report::diff::count(d.breaking_count(), "breaking change")
        );
        finding = true;
    }
    Ok(if finding {
        Outcome::Finding
    } else {
        Outcome::Ok
    })
}
