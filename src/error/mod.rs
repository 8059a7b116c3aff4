//! Errors as values: every problem carries the file and JSON pointer it is about, what was
//! expected and how to fix it. Library code collects them; only the CLI renders them.

mod code;

use std::fmt;

use serde::Serialize;
use std::path::{Path, PathBuf};

pub use crate::error::code::{Code, Severity};
use crate::util::pointer::JsonPointer;

/// One problem or finding: an error in an input file, a warning, or a lint about a tool. Every
/// one has a [`Code`] and a place (a file and a JSON pointer into it).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Diagnostic {
    /// The file it is about (for a lint about a tool, the file the operation is written in).
    pub file: PathBuf,
    /// JSON pointer (RFC 6901) into the document, `""` for the whole document.
    pub pointer: JsonPointer,
    /// Line and column (1-based) when the parser knows them.
    pub line: Option<(usize, usize)>,
    /// What is wrong, or what was found.
    pub message: String,
    /// How to fix it, when there is more to say than the code's general help.
    pub help: Option<String>,
    /// What kind of diagnostic this is; it decides the severity.
    pub code: Code,
    /// The tool's name, when it is about one tool.
    pub tool: Option<String>,
    /// `METHOD /path` of the operation, when it is about one.
    pub operation: Option<String>,
    /// `METHOD /path` of the operation its place lies in, for a problem found at a place
    /// (shown by its file and pointer) that concerns one operation: `W0206`. Listed as
    /// `operation` in `plan --format json`, beside the `location`.
    pub within: Option<String>,
    /// How sure a hint-review lint is.
    pub confidence: Option<Confidence>,
}

impl Diagnostic {
    /// A diagnostic of kind `code` at `pointer` in `file` (a [`JsonPointer`], a reference to
    /// one, or a pointer literal such as `"/paths"`).
    pub fn new(
        code: Code,
        file: &Path,
        pointer: impl Into<JsonPointer>,
        message: impl Into<String>,
    ) -> Self {
        Diagnostic {
            file: file.to_path_buf(),
            pointer: pointer.into(),
            line: None,
            message: message.into(),
            help: None,
            code,
            tool: None,
            operation: None,
            within: None,
            confidence: None,
        }
    }

    /// How bad it is: its code decides.
    pub fn severity(&self) -> Severity {
        self.code.severity()
    }

    /// The same diagnostic, noted as lying within the operation `METHOD /path` (see
    /// [`Diagnostic::within`]): where several operations share one place (a `$ref`'d path
    /// item), it says which one it is about.
    pub fn inside(mut self, operation: impl Into<String>) -> Self {
        self.within = Some(operation.into());
        self
    }

    /// Says how to fix it.
    pub fn help(mut self, help: impl Into<String>) -> Self {
        self.help = Some(help.into());
        self
    }

    /// Places it at a line and column (1-based).
    pub fn at_line(mut self, line: usize, column: usize) -> Self {
        self.line = Some((line, column));
        self
    }

    /// Says which tool (by name) and operation (`METHOD /path`) it is about.
    pub fn about(mut self, tool: Option<&str>, operation: Option<String>) -> Self {
        self.tool = tool.map(str::to_string);
        self.operation = operation;
        self
    }

    /// `check_report (PUT /reports/{id}/check)`: the tool and operation it is about, when it
    /// names one.
    pub fn subject(&self) -> Option<String> {
        match (&self.tool, &self.operation) {
            (Some(t), Some(op)) => Some(format!("{t} ({op})")),
            (None, Some(op)) => Some(op.clone()),
            (Some(t), None) => Some(t.clone()),
            (None, None) => None,
        }
    }

    /// `file#/json/pointer`, for a diagnostic about a place in a file rather than a tool (the
    /// `location` of `plan --format json`).
    pub fn location(&self) -> Option<String> {
        self.subject()
            .is_none()
            .then(|| format!("{}#{}", self.file.display(), self.pointer))
    }
}

/// As `plan --format json` lists it (docs/plan-json.md): `level`, `id`, `code` (the name),
/// what it is about, `message`, `help`, `confidence`.
impl serde::Serialize for Diagnostic {
    fn serialize<S: serde::Serializer>(
        &self,
        serializer: S,
    ) -> std::result::Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap as _;
        let mut map = serializer.serialize_map(None)?;
        map.serialize_entry("level", &self.severity())?;
        map.serialize_entry("id", self.code.id())?;
        map.serialize_entry("code", self.code.name())?;
        if let Some(tool) = &self.tool {
            map.serialize_entry("tool", tool)?;
        }
        if let Some(operation) = self.operation.as_ref().or(self.within.as_ref()) {
            map.serialize_entry("operation", operation)?;
        }
        if let Some(location) = self.location() {
            map.serialize_entry("location", &location)?;
        }
        map.serialize_entry("message", &self.message)?;
        if let Some(help) = &self.help {
            map.serialize_entry("help", help)?;
        }
        if let Some(confidence) = &self.confidence {
            map.serialize_entry("confidence", confidence)?;
        }
        map.end()
    }
}

/// The one text rendering of a diagnostic, on stderr and in `plan`'s table:
/// `error[E0101]: spec.yaml:12:5 at #/paths/~1pets: message`, or for a lint about a tool
/// `warning[W0101]: search_pets (POST /pets/search): message`, then `  help: ...`.
impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // A diagnostic is one line (and a help line): a newline in spec text it quotes (a path
        // key, an operationId) must not start a line that reads like another diagnostic.
        write!(f, "{}[{}]: ", self.severity().as_str(), self.code.id())?;
        if let Some(subject) = self.subject() {
            write!(f, "{}", OneLine(&subject))?;
        } else {
            write!(f, "{}", OneLine(&self.file.display().to_string()))?;
            if let Some((line, column)) = self.line {
                write!(f, ":{line}:{column}")?;
            }
            if !self.pointer.is_root() {
                write!(f, " at #{}", OneLine(self.pointer.as_str()))?;
            }
        }
        write!(f, ": {}", OneLine(&self.message))?;
        if let Some(help) = &self.help {
            write!(f, "\n  help: {}", OneLine(help))?;
        }
        Ok(())
    }
}

/// Text for a terminal, on one line: messages quote spec text (paths, keys, operationIds), and
/// a control character in it (an escape sequence that recolours, retitles or clears the
/// terminal, a carriage return that overwrites the line, a newline that starts a line reading
/// like another diagnostic) must not reach the terminal as such. They are written as Rust-style
/// `\u{1b}` escapes instead; so are bidi controls, which reorder text.
struct OneLine<'a>(&'a str);

impl fmt::Display for OneLine<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for c in self.0.chars() {
            if c.is_control() || crate::util::terminal::is_bidi(c) {
                write!(f, "\\u{{{:x}}}", c as u32)?;
            } else {
                write!(f, "{c}")?;
            }
        }
        Ok(())
    }
}

/// All problems of one run, sorted so that output does not depend on discovery order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Error {
    /// Every problem found, sorted by file, place and message, without repeats.
    pub diagnostics: Vec<Diagnostic>,
}

impl Error {
    /// The problems of a run, sorted and deduplicated so output does not depend on the order
    /// they were found in.
    pub fn new(mut diagnostics: Vec<Diagnostic>) -> Self {
        diagnostics.sort();
        // One problem in a part several operations share is met once per operation: it is
        // one problem, said once (without naming any one of them).
        diagnostics.dedup_by(|later, kept| {
            let same = later.file == kept.file
                && later.pointer == kept.pointer
                && later.line == kept.line
                && later.message == kept.message
                && later.help == kept.help
                && later.code == kept.code
                && later.tool == kept.tool
                && later.operation == kept.operation;
            if same && later.within != kept.within {
                kept.within = None;
            }
            same
        });
        Error { diagnostics }
    }

    /// An error about something other than an input document (an output folder, say).
    pub fn io(path: &Path, what: &str, err: &std::io::Error) -> Self {
        Error::from(Diagnostic::new(
            Code::Io,
            path,
            "",
            format!("{what}: {err}"),
        ))
    }
}

impl From<Diagnostic> for Error {
    fn from(d: Diagnostic) -> Self {
        Error {
            diagnostics: vec![d],
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, d) in self.diagnostics.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

impl std::error::Error for Error {}

/// The result of a stage: its value, or every problem it found.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// Collects diagnostics during a stage so that one run reports every problem, not only the first.
#[derive(Debug, Default)]
pub(crate) struct Diagnostics {
    items: Vec<Diagnostic>,
}

impl Diagnostics {
    /// Adds one.
    pub fn push(&mut self, d: Diagnostic) {
        self.items.push(d);
    }

    /// How many were collected so far: a stage can tell whether one step of it added any.
    pub fn len(&self) -> usize {
        self.items.len()
    }

    /// Those collected since the first `from` (see [`Diagnostics::len`]), to amend.
    pub fn since(&mut self, from: usize) -> &mut [Diagnostic] {
        let from = from.min(self.items.len());
        &mut self.items[from..]
    }

    /// The problems found, for a stage that lets the run go on past them.
    pub fn into_vec(self) -> Vec<Diagnostic> {
        self.items
    }

    /// Ends a stage: the value when nothing went wrong, otherwise every problem found.
    pub fn finish<T>(self, value: T) -> Result<T> {
        if self.items.is_empty() {
            Ok(value)
        } else {
            Err(Error::new(self.items))
        }
    }
}

/// How sure a finding is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Confidence {
    /// Only the description says so.
    Low,
    /// One of the summary, the operationId or the path says so.
    Medium,
    /// Two or more of them agree.
    High,
}

impl Confidence {
    /// `low`, `medium` or `high`, as JSON and messages spell it.
    pub fn as_str(self) -> &'static str {
        match self {
            Confidence::Low => "low",
            Confidence::Medium => "medium",
            Confidence::High => "high",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_diagnostic_is_one_line_and_a_help_line_whatever_the_spec_text() {
        let d = Diagnostic::new(
            Code::InvalidSpec,
            Path::new("api\nerror: x.yaml"),
            "/paths/~1a\nerror: fake",
            "path `/a\r\nerror: fake` \u{1b}[2J",
        )
        .help("rename `a\nb`");
        let shown = d.to_string();
        assert_eq!(shown.lines().count(), 2, "{shown}");
        assert!(shown.contains("~1a\\u{a}error: fake"), "{shown}");
        assert!(
            !shown.contains('\u{1b}') && !shown.contains('\r'),
            "{shown}"
        );
    }

    #[test]
    fn control_characters_never_reach_the_terminal() {
        let d = Diagnostic::new(
            Code::BadPath,
            Path::new("a\u{1b}[2Jb.yaml"),
            "/paths/\u{1b}]0;title\u{7}",
            "path `\u{1b}[31mred\r` and \u{202E}rtl",
        );
        assert_eq!(
            d.to_string(),
            r"error[E0103]: a\u{1b}[2Jb.yaml at #/paths/\u{1b}]0;title\u{7}: path `\u{1b}[31mred\u{d}` and \u{202e}rtl"
        );
    }

    #[test]
    fn rendering_names_file_pointer_and_help() {
        let d = Diagnostic::new(
            Code::InvalidSpec,
            Path::new("api.yaml"),
            "/paths",
            "expected an object",
        )
        .help("write `paths: {}`");
        assert_eq!(
            d.to_string(),
            "error[E0102]: api.yaml at #/paths: expected an object\n  help: write `paths: {}`"
        );
        let d = d.at_line(3, 1);
        assert_eq!(
            d.to_string().lines().next(),
            Some("error[E0102]: api.yaml:3:1 at #/paths: expected an object")
        );
    }

    #[test]
    fn a_lint_about_a_tool_names_the_tool_and_its_json_names_code_and_place() {
        let d = Diagnostic::new(
            Code::LooksReadOnly,
            Path::new("api.yaml"),
            "/paths/~1s/post",
            "m",
        )
        .about(Some("search"), Some("POST /s".into()));
        assert_eq!(d.to_string(), "warning[W0101]: search (POST /s): m");
        assert_eq!(d.location(), None);
        assert_eq!(
            serde_json::to_value(&d).unwrap(),
            serde_json::json!({"level": "warning", "id": "W0101", "code": "looks-read-only",
                "tool": "search", "operation": "POST /s", "message": "m"})
        );
        let w = Diagnostic::new(Code::UnmatchedRule, Path::new("o.yaml"), "/rules/0", "m");
        assert_eq!(w.location().as_deref(), Some("o.yaml#/rules/0"));
        assert_eq!(
            serde_json::to_value(&w).unwrap()["location"],
            "o.yaml#/rules/0"
        );
    }
}
