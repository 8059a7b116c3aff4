//! Rendering for the terminal and CI: data on stdout, warnings and errors on stderr with the
//! line they are about, and the GitHub step summary. Every byte goes through
//! [`crate::util::terminal::safe`], since it quotes spec text.

use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};

use crate::error::{Diagnostic, Error, Result};

/// Writes data to stdout; a closed pipe (`| head`) is not an error worth a message.
pub(super) fn print(text: &str) -> Result<()> {
    let text = crate::util::terminal::safe(text);
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|_| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(Error::io(Path::new("<stdout>"), "cannot write", &e))
        }
        _ => Ok(()),
    }
}

/// Prints the warnings on stderr, and (`github`) as annotations on stdout.
pub(super) fn warn_all(warnings: &[Diagnostic], github: bool) -> Result<()> {
    let mut warnings = warnings.to_vec();
    add_lines(&mut warnings);
    if github {
        print(&crate::report::ci::commands(
            &crate::report::ci::diagnostics(&warnings),
        ))?;
    }
    for w in warnings {
        say!("{w}");
    }
    Ok(())
}

/// Appends `markdown` to the file `$GITHUB_STEP_SUMMARY` names, when it is set (GitHub shows it
/// on the run's page). Appends, never truncates: every step of the job writes to the same file.
/// A failure is a warning: the annotations and the exit code still say what was found.
pub(super) fn step_summary(markdown: &str) {
    let Some(path) = std::env::var_os("GITHUB_STEP_SUMMARY").filter(|p| !p.is_empty()) else {
        return;
    };
    let path = PathBuf::from(path);
    let mut text = crate::util::terminal::safe(markdown).into_owned();
    if !text.ends_with('\n') {
        text.push('\n');
    }
    // A blank line first: the previous step's Markdown may not end its last block.
    text.insert(0, '\n');
    let written = std::fs::OpenOptions::new()
        .append(true)
        .create(true)
        .open(&path)
        .and_then(|mut f| f.write_all(text.as_bytes()));
    if let Err(e) = written {
        say!(
            "warning: cannot append to $GITHUB_STEP_SUMMARY ({}): {e}",
            path.display()
        );
    }
}

/// The file and line of each place (`None`: nowhere), a place's own file or else `spec`,
/// reading each file once ([`SourceTexts`]). Each place parses its file again, so past a budget
/// of bytes parsed the places keep their file but not their line.
pub(super) fn locate_places(
    spec: &Path,
    places: &[Option<&crate::report::lint::Place>],
) -> Vec<Option<crate::report::ci::Located>> {
    const MAX_PARSED: usize = 256 << 20;
    let mut parsed = 0;
    let mut texts = SourceTexts::default();
    places
        .iter()
        .map(|place| {
            let place = (*place)?;
            let file = place.file.as_deref().unwrap_or(spec);
            let mut line = place.line;
            if line.is_none()
                && !place.pointer.is_root()
                && let Some(text) = texts.get(file).filter(|t| parsed + t.len() <= MAX_PARSED)
            {
                parsed += text.len();
                line = crate::util::locate::key_line_of(text, &place.pointer);
            }
            Some(crate::report::ci::Located {
                file: crate::report::ci::display_path(file),
                line,
            })
        })
        .collect()
}

/// Adds the line and column to diagnostics that know only their JSON pointer, reading each
/// file once. Bounded: locating parses the file again, so only the first few diagnostics of
/// files up to a few MiB are located (the pointer alone still says where).
pub(super) fn add_lines(diagnostics: &mut [Diagnostic]) {
    const MAX_LOCATED: usize = 25;
    let mut texts = SourceTexts::default();
    let unlocated = diagnostics
        .iter_mut()
        .filter(|d| d.line.is_none() && !d.pointer.is_root())
        .take(MAX_LOCATED);
    for d in unlocated {
        if let Some(text) = texts.get(&d.file) {
            d.line = crate::util::locate::line_of(text, &d.pointer);
        }
    }
}

/// The text of the files that diagnostics and annotations name, each read once; files over
/// 8 MiB (or that are not files, or not text) are not read, so locating stays cheap.
#[derive(Default)]
struct SourceTexts(BTreeMap<PathBuf, Option<String>>);

impl SourceTexts {
    fn get(&mut self, file: &Path) -> Option<&str> {
        const MAX_BYTES: u64 = 8 << 20;
        self.0
            .entry(file.to_path_buf())
            .or_insert_with(|| {
                let small =
                    std::fs::metadata(file).is_ok_and(|m| m.is_file() && m.len() <= MAX_BYTES);
                small.then(|| std::fs::read_to_string(file).ok()).flatten()
            })
            .as_deref()
    }
}
