//! The codes of every diagnostic, errors and lints alike, in one table: the identifier shown in
//! output (`E0101`, `W0101`, `I0001`), a stable name (the `code` of `plan --format json`), the
//! default severity, and the description and help that SARIF rules and `docs/diagnostics.md`
//! carry. Identifiers are never reused: a retired code keeps its number out of circulation.
//!
//! The letter is the severity, which the code alone decides: `E` errors stop a run (exit 2),
//! `W` warnings are reported and let it go on, `I` infos are shown for review.

/// How bad a diagnostic is: errors stop a run (exit 2); warnings are reported and let it go on;
/// infos are shown for review. A diagnostic's code decides it ([`Code::severity`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Severity {
    /// Stops the run.
    Error,
    /// Reported; the run goes on.
    Warning,
    /// Shown for review.
    Info,
}

impl Severity {
    /// `error`, `warning`, `info`.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        }
    }
}

macro_rules! codes {
    ($(
        $(#[doc = $doc:literal])*
        $variant:ident = $id:literal, $name:literal, $severity:ident,
            $summary:literal, $help:literal;
    )*) => {
        /// What kind of problem a diagnostic reports (see the module documentation).
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
        pub enum Code {
            $($(#[doc = $doc])* $variant,)*
        }

        impl Code {
            /// Every code, in the order of the table (and of `docs/diagnostics.md`).
            pub const ALL: &'static [Code] = &[$(Code::$variant,)*];

            /// The identifier shown in output: `E0101`.
            pub fn id(self) -> &'static str {
                match self { $(Code::$variant => $id,)* }
            }

            /// The stable name: `bad-ref`, `looks-read-only`.
            pub fn name(self) -> &'static str {
                match self { $(Code::$variant => $name,)* }
            }

            /// How bad a diagnostic of this code is.
            pub fn severity(self) -> Severity {
                match self { $(Code::$variant => Severity::$severity,)* }
            }

            /// One sentence: what this code reports.
            pub fn summary(self) -> &'static str {
                match self { $(Code::$variant => $summary,)* }
            }

            /// How to fix (or silence) what this code reports, in general.
            pub fn help(self) -> &'static str {
                match self { $(Code::$variant => $help,)* }
            }
        }
    };
}

codes! {
    /// A file cannot be read or written: missing, no permission, not a regular file, not UTF-8.
    Io = "E0001", "io", Error,
        "A file or folder cannot be read or written",
        "Check the path and the permissions, and that an input is a regular UTF-8 text file.";
    /// An input is past one of the limits that keep a run bounded.
    TooLarge = "E0002", "too-large", Error,
        "An input is larger or deeper than openapi-mcp accepts (file size, nesting, `$ref` chains, YAML aliases, pattern length)",
        "Shrink the input where the message says; the message names the limit.";
    /// The text is not JSON or YAML.
    Syntax = "E0003", "syntax", Error,
        "An input file is not valid JSON or YAML",
        "Fix the syntax at the line and column shown.";
    /// Not an OpenAPI document, or a version openapi-mcp does not read.
    Version = "E0004", "version", Error,
        "The document is not Swagger 2.0 or OpenAPI 3.0/3.1/3.2, or says no version",
        "Set `openapi:` (or `swagger:`) to the version the document follows.";
    /// A `$ref` that cannot be followed.
    BadRef = "E0101", "bad-ref", Error,
        "A `$ref` points nowhere, outside the spec's folder, to a remote document, or into a cycle",
        "Fix the reference; refer to other files by a relative path inside the spec's folder.";
    /// A document that does not say what OpenAPI demands.
    InvalidSpec = "E0102", "invalid-spec", Error,
        "A required field is missing from the document, or a value has the wrong type (a list where a mapping belongs, say) or a value OpenAPI does not allow",
        "Write the value as the message expects.";
    /// A path template and its parameters disagree.
    BadPath = "E0103", "bad-path", Error,
        "A path template is malformed, or it and the path parameters disagree",
        "Write each path parameter as `{name}` and declare every one, `in: path`, `required: true`.";
    /// A name that cannot be used where it goes.
    BadName = "E0104", "bad-name", Error,
        "A tool, header or cookie name is not one the protocol allows",
        "Rename it (a tool with `name:` in the overrides file) as the message says.";
    /// Every operation was left out for its own errors: nothing would be served.
    NothingToServe = "E0105", "nothing-to-serve", Error,
        "Every operation of the document has errors of its own and is left out, so the server would have no tool",
        "Fix the operations the `skipped-invalid` warnings name (the first is quoted in the message); `plan` lists them all once one is fixed.";
    /// The overrides file is malformed.
    BadOverrides = "E0201", "bad-overrides", Error,
        "The overrides file (or an `x-mcp` extension) has an unknown field, a wrong type or a rule that cannot work",
        "Fix the entry where the pointer says; `openapi-mcp overrides schema` gives a schema editors can check against.";
    /// The client policy file is malformed.
    BadPolicy = "E0202", "bad-policy", Error,
        "The client policy file is malformed",
        "Fix it where the pointer says; `openapi-mcp policy` shows the format.";
    /// An overrides entry that names no operation.
    StaleKey = "E0203", "stale-key", Error,
        "A `tools:` entry of the overrides file names no operation, so it no longer applies",
        "Use an operationId from the spec or \"METHOD /path\"; remove entries for operations that are gone.";
    /// An overlay file that cannot be applied.
    BadOverlay = "E0206", "bad-overlay", Error,
        "An overlay file (`--overlay`) is not an Overlay 1.0 document, a target is not a JSONPath, or an update does not fit what its target selects",
        "Fix the overlay where the pointer says; each action needs a `target` (an RFC 9535 JSONPath) and `update` or `remove: true`.";
    /// The output folder cannot be written safely.
    OutputFolder = "E0301", "output-folder", Error,
        "The output folder, or a file in it, cannot be written safely (a file where a folder belongs, a symbolic link, a path leaving the folder)",
        "Move the offending file or link out of the way, then rerun.";
    /// The generator's own manifest in the output folder is unreadable.
    BadManifest = "E0302", "bad-manifest", Error,
        "The output folder's `.openapi-mcp/manifest.json` cannot be read",
        "Restore it from version control, or delete it (hand edits then go undetected this once).";
    /// A file in the output folder that openapi-mcp would overwrite or delete is not as it wrote it.
    Conflict = "E0303", "conflict", Error,
        "A generated file was edited by hand, or a file in the way was not written by openapi-mcp",
        "Move the change to src/hooks.rs, the overrides file or the spec, then rerun; or pass --force to overwrite it.";
    /// `--runtime-path` names no usable runtime crate.
    BadRuntimePath = "E0304", "bad-runtime-path", Error,
        "`--runtime-path` does not point at this version's runtime crate",
        "Point it at a copy of the runtime crate of this openapi-mcp version, or leave it out.";
    /// A command-line value or combination that cannot work.
    Usage = "E0305", "usage", Error,
        "A command-line value or combination of flags cannot work",
        "Change the flags as the message says; `--help` lists them.";
    /// A bug in openapi-mcp.
    Internal = "E0900", "internal", Error,
        "openapi-mcp produced something it cannot use; this is a bug",
        "Report it with the spec (or a reduced one) that triggers it.";
    /// A write whose words say it only reads.
    LooksReadOnly = "W0101", "looks-read-only", Warning,
        "A POST, PUT or PATCH announced as writing whose words say it only reads",
        "If it only reads, set `read_only: true` and `idempotent: true` for it in the overrides file; if it does change data, set `read_only: false` there to say so.";
    /// A read whose words say it writes.
    GetSideEffect = "W0102", "get-side-effect", Warning,
        "A GET, HEAD or OPTIONS announced read-only whose words say it writes (or, at confidence low, that a model learned from other APIs' labels scores as writing)",
        "If it changes data, set `read_only: false` (and `destructive`, `idempotent`) for it in the overrides file; if it only reads, set `read_only: true` there to say so.";
    /// A non-destructive tool whose words say it destroys.
    LooksDestructive = "W0103", "looks-destructive", Warning,
        "A tool announced non-destructive that seems to change or remove existing data (by its words or shape, or, at confidence low, by a model learned from other APIs' labels)",
        "If it can overwrite or delete what exists, set `destructive: true` for it in the overrides file; if it only adds, set `destructive: false` there to say so.";
    /// A destructive tool whose words say it only adds.
    LooksAdditive = "W0104", "looks-additive", Warning,
        "A PUT announced destructive that seems to only add",
        "If it only adds, set `destructive: false` for it in the overrides file; if it can destroy, set `destructive: true` there to say so.";
    /// An argument that switches the effect.
    InputDependent = "W0105", "input-dependent", Warning,
        "An argument switches the effect, or the API runs what an argument holds (a statement, a script, a list of sub-requests, an action chosen from a list that includes deleting), while the hints are less cautious than that allows",
        "Keep the conservative hints and write the condition in a `note:` for the tool.";
    /// A URL input on a tool that is not open-world.
    UrlInput = "W0106", "url-input", Warning,
        "An input is a URL while the tool's open-world hint is the default",
        "If the API fetches or calls that URL, set `open_world: true` for it in the overrides file; otherwise set `open_world: false` there to say so.";
    /// An extension method with the cautious default hints.
    UnknownMethod = "W0107", "unknown-method", Warning,
        "A tool uses an HTTP method whose effect openapi-mcp does not know, so it has the cautious hints",
        "Say what the method does: set `read_only`, `destructive` and `idempotent` for the tool in the overrides file.";
    /// A rule of the overrides file that matches nothing.
    UnmatchedRule = "W0201", "unmatched-rule", Warning,
        "A rule of the overrides file matches no operation",
        "Check its `match` against `openapi-mcp plan`; remove the rule if the operations are gone.";
    /// Two operations with one operationId.
    DuplicateOperationId = "W0202", "duplicate-operation-id", Warning,
        "Two operations share an operationId",
        "Give each operation its own operationId; both still become tools, with distinct names.";
    /// A response that cannot be used.
    BrokenResponse = "W0203", "broken-response", Warning,
        "A response, or a schema it uses, cannot be used; the tool has no output schema",
        "Fix the `$ref` or the schema where the message says.";
    /// An operation openapi-mcp cannot make a tool of yet.
    UnsupportedOperation = "W0204", "unsupported-operation", Warning,
        "A path item holds an operation its OpenAPI version does not define (`query` or `additionalOperations` before 3.2), or an `additionalOperations` entry that is no method of its own; no tool is made for it",
        "Declare `openapi: 3.2.0` if the document follows 3.2; otherwise do as the message says. Nothing is needed to generate the rest.";
    /// Two parameters of one name and location in one list.
    DuplicateParameter = "W0205", "duplicate-parameter", Warning,
        "A `parameters` list holds two parameters of the same name and location; the later one is used",
        "Remove one of them, or rename it if they are different parameters.";
    /// An operation left out for errors confined to it.
    SkippedInvalid = "W0206", "skipped-invalid", Warning,
        "An operation has an error of its own (a path parameter never declared, a `$ref` in its parameters or body that points nowhere), or meets one in a part it shares with others (a schema, a parameter, its path item): it is left out and the rest of the API generated",
        "Fix the operation where the message says to make it a tool; `plan --deny-warnings` and `generate --strict` fail while it is left out.";
    /// An overlay action whose target matches nothing.
    UnmatchedOverlayAction = "W0207", "unmatched-overlay-action", Warning,
        "An action of an overlay file selects nothing in the spec, so it changes nothing",
        "Check its `target` against the spec (names are case sensitive); remove the action if that part of the spec is gone.";
    /// A tool's `note:`.
    Note = "I0001", "note", Info,
        "The tool's note about its annotations",
        "Shown for review; it ends the tool's description.";
    /// An operation left out on purpose.
    Skipped = "I0002", "skipped", Info,
        "An operation left out on purpose",
        "Remove the `skip` that names it to make it a tool again.";
    /// A relaxation the words suggest but something vetoes.
    RelaxationVetoed = "I0004", "relaxation-vetoed", Info,
        "The words suggest less caution (read-only, or not destructive), but something says it writes, so nothing is proposed and the cautious hints stay",
        "Nothing is needed: the hints stay cautious. If you know it only reads (or only adds), set the hint in the overrides file.";
    /// A lint a person has looked at without changing a hint.
    Reviewed = "I0005", "reviewed", Info,
        "A hint lint was reviewed (`reviewed:` in the overrides file or `x-mcp`) and the hints were kept as they are",
        "Nothing is needed; remove the code from `reviewed:` to see the lint again.";
    /// A rule of OpenAPI the document bends, read the way its author meant.
    Lenient = "I0003", "lenient", Info,
        "The document bends a rule of OpenAPI in a way openapi-mcp reads as meant (a version written as a number, an unquoted `null` in a `type` list, no `info.title`)",
        "Nothing is needed; fix the document where the message says so that stricter tools read it too.";
}

impl std::fmt::Display for Code {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn identifiers_and_names_are_unique_and_well_formed() {
        let mut ids = std::collections::BTreeSet::new();
        let mut names = std::collections::BTreeSet::new();
        for &code in Code::ALL {
            assert!(ids.insert(code.id()), "{} twice", code.id());
            assert!(names.insert(code.name()), "{} twice", code.name());
            let (letter, digits) = code.id().split_at(1);
            assert!(
                digits.len() == 4 && digits.bytes().all(|b| b.is_ascii_digit()),
                "{}",
                code.id()
            );
            assert!(
                code.name()
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b == b'-'),
                "{}",
                code.name()
            );
            assert!(matches!(letter, "E" | "W" | "I"), "{}", code.id());
            assert!(code.summary().len() > 10 && code.help().ends_with('.'));
        }
    }

    #[test]
    fn the_letter_is_the_severity() {
        for &code in Code::ALL {
            let letter = match code.severity() {
                Severity::Error => "E",
                Severity::Warning => "W",
                Severity::Info => "I",
            };
            assert!(code.id().starts_with(letter), "{}", code.id());
        }
    }

    #[test]
    fn docs_list_every_code_as_the_table_says_and_no_other() {
        let docs = include_str!("../../docs/diagnostics.md");
        for &code in Code::ALL {
            let row = format!(
                "| `{}` | `{}` | {} | {} |",
                code.id(),
                code.name(),
                code.summary(),
                code.help()
            );
            assert!(
                docs.lines().any(|l| l == row),
                "docs/diagnostics.md lacks\n{row}"
            );
        }
        let rows = docs
            .lines()
            .filter(|l| l.starts_with("| `") && l.as_bytes().get(4).is_some_and(u8::is_ascii_digit))
            .count();
        assert_eq!(
            rows,
            Code::ALL.len(),
            "docs/diagnostics.md lists a code that is gone"
        );
    }
}
