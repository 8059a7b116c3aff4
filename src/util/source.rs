//! Where a run's documents come from: the file system (the CLI) or memory (a library user, a
//! test, a fuzzer). The stages read the spec, the files its `$ref`s name and the overrides file
//! through a [`Source`], so a multi-file spec resolves the same way from either.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Component, Path, PathBuf};

use crate::error::{Code, Diagnostic, Error, Result};

/// Largest file (spec, referenced document or overrides file) read at all. The largest public
/// specs are a few tens of MiB; beyond this the parser's memory, not the spec, is the problem.
pub const MAX_FILE_BYTES: u64 = 64 << 20;

/// The files a run may read.
#[derive(Debug, Clone, Default)]
pub enum Source {
    /// Files on disk, as the paths name them (relative to the working folder).
    #[default]
    FileSystem,
    /// Texts by path. Paths are compared after folding `.` and `..` away, so a `$ref:
    /// ../common/pet.yaml` written in `api/spec.yaml` finds the entry `common/pet.yaml`.
    Memory(BTreeMap<PathBuf, String>),
}

impl Source {
    /// A source holding `files`, as (path, text).
    pub fn memory<P: AsRef<Path>, T: Into<String>>(
        files: impl IntoIterator<Item = (P, T)>,
    ) -> Source {
        Source::Memory(
            files
                .into_iter()
                .map(|(path, text)| (normalize(path.as_ref()), text.into()))
                .collect(),
        )
    }

    /// Reads a file that must not exceed [`MAX_FILE_BYTES`]; `what` names it in messages. A file
    /// named on the command line may be a pipe or a device (`<(...)`, `/dev/stdin`): the user
    /// chose it, and the limit still holds.
    pub(crate) fn read(&self, path: &Path, what: &str) -> Result<String> {
        self.read_bounded(path, what, false)
    }

    /// [`Source::read`] for a file the user did not name (a `$ref` target): only a regular
    /// file. Opening a FIFO with no writer would block forever, and a device is never a document.
    pub(crate) fn read_regular(&self, path: &Path, what: &str) -> Result<String> {
        self.read_bounded(path, what, true)
    }

    /// The one name of the file at `path` that every other spelling of it shares: what the OS
    /// resolves it to (links followed), or the folded path of a memory entry.
    pub(crate) fn identity(&self, path: &Path) -> std::io::Result<PathBuf> {
        match self {
            Source::FileSystem => std::fs::canonicalize(path),
            Source::Memory(files) => {
                let key = normalize(path);
                if files.contains_key(&key) {
                    Ok(key)
                } else {
                    Err(not_given())
                }
            }
        }
    }

    fn read_bounded(&self, path: &Path, what: &str, regular_only: bool) -> Result<String> {
        let cannot = |e: std::io::Error| {
            Error::from(Diagnostic::new(
                Code::Io,
                path,
                "",
                format!("cannot read the {what}: {e}"),
            ))
        };
        let too_big = |size: &str| {
            Error::from(
                Diagnostic::new(Code::TooLarge,
                    path,
                    "",
                    format!(
                        "the {what} is {size} MiB; openapi-mcp reads files of at most {} MiB",
                        MAX_FILE_BYTES >> 20
                    ),
                )
                .help("split it into files joined with relative `$ref`s, or remove what no tool needs (examples, unused components)"),
            )
        };
        let files = match self {
            Source::FileSystem => return read_file(path, what, regular_only, cannot, too_big),
            Source::Memory(files) => files,
        };
        let text = files
            .get(&normalize(path))
            .ok_or_else(|| cannot(not_given()))?;
        if text.len() as u64 > MAX_FILE_BYTES {
            return Err(too_big(&(text.len() >> 20).to_string()));
        }
        Ok(text.clone())
    }
}

fn not_given() -> std::io::Error {
    std::io::Error::new(
        std::io::ErrorKind::NotFound,
        "no such file among the documents given",
    )
}

fn read_file(
    path: &Path,
    what: &str,
    regular_only: bool,
    cannot: impl Fn(std::io::Error) -> Error,
    too_big: impl Fn(&str) -> Error,
) -> Result<String> {
    // Checked before opening: opening a FIFO waits for a writer.
    if regular_only && !std::fs::metadata(path).map_err(&cannot)?.is_file() {
        return Err(Diagnostic::new(
            Code::Io,
            path,
            "",
            format!("the {what} is not a regular file"),
        )
        .help("refer to a regular file (not a pipe, device or folder)")
        .into());
    }
    let file = std::fs::File::open(path).map_err(&cannot)?;
    // The size a regular file reports refuses a huge one before reading it; pipes and devices
    // report 0, so the read itself is bounded too.
    let size = file.metadata().map(|m| m.len()).unwrap_or(0);
    if size > MAX_FILE_BYTES {
        return Err(too_big(&(size >> 20).to_string()));
    }
    let mut bytes = Vec::with_capacity(usize::try_from(size).unwrap_or(0));
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(&cannot)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(too_big(&format!("more than {}", MAX_FILE_BYTES >> 20)));
    }
    String::from_utf8(bytes).map_err(|_| {
        cannot(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            "stream did not contain valid UTF-8",
        ))
    })
}

/// Removes `.` and folds `..` lexically, so messages show `specs/common/pet.yaml`. A `..` only
/// cancels a name: one past the root stays at the root (as the OS resolves it), and one past the
/// start of a relative path is kept (`../../x`), never cancelled by the next `..`.
pub(crate) fn normalize(path: &Path) -> PathBuf {
    let mut out: Vec<Component> = Vec::new();
    for c in path.components() {
        match c {
            Component::CurDir => {}
            Component::ParentDir => match out.last() {
                Some(Component::Normal(_)) => {
                    out.pop();
                }
                Some(Component::RootDir | Component::Prefix(_)) => {}
                _ => out.push(c),
            },
            other => out.push(other),
        }
    }
    out.iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Settings, plan};

    const SPEC: &str = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {$ref: 'common/pet.yaml#/Pet'}\ncomponents:\n  schemas:\n    Owner: {type: object, properties: {name: {type: string}}}\n";
    const PET: &str = "Pet: {type: object, properties: {owner: {$ref: '../spec.yaml#/components/schemas/Owner'}}}\n";

    #[test]
    fn a_multi_file_spec_resolves_from_memory_as_from_disk() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::create_dir_all(dir.path().join("api/common")).unwrap();
        std::fs::write(dir.path().join("api/spec.yaml"), SPEC).unwrap();
        std::fs::write(dir.path().join("api/common/pet.yaml"), PET).unwrap();
        let from_disk = plan(&Settings::new(dir.path().join("api/spec.yaml"))).unwrap();
        let memory = Source::memory([("api/spec.yaml", SPEC), ("api/./common/pet.yaml", PET)]);
        let from_memory = plan(&Settings::new("api/spec.yaml").source(memory)).unwrap();
        // Everything but where the files were.
        assert_eq!(
            from_memory.set.tools[0].output_schema,
            from_disk.set.tools[0].output_schema
        );
        assert!(
            from_memory.set.tools[0]
                .output_schema
                .as_ref()
                .unwrap()
                .to_string()
                .contains("owner")
        );
    }

    /// What planning `spec` from `source` says: the errors, or else the warnings (a response
    /// schema that cannot be read is a warning: the tool is kept without an output schema).
    fn problems(settings: Settings) -> String {
        match plan(&settings) {
            Ok(planned) => planned.warnings.iter().map(|d| format!("{d}\n")).collect(),
            Err(e) => e.to_string(),
        }
    }

    #[test]
    fn memory_sources_refuse_what_disk_refuses() {
        let missing = Source::memory([("spec.yaml", SPEC)]);
        let said = problems(Settings::new("spec.yaml").source(missing));
        assert!(
            said.contains("spec.yaml")
                && said.contains("names common/pet.yaml, which cannot be read: no such file among the documents given"),
            "{said}"
        );
        // A ref that climbs out of the spec's folder is refused here too.
        let outside = Source::memory([
            (
                "api/spec.yaml",
                SPEC.replace("common/pet.yaml", "../pet.yaml"),
            ),
            ("pet.yaml", PET.to_string()),
        ]);
        let said = problems(Settings::new("api/spec.yaml").source(outside.clone()));
        assert!(said.contains("outside the spec's folder"), "{said}");
        // Allowed, the ref reaches pet.yaml, whose own ref then names a file not given.
        let allowed = Settings::new("api/spec.yaml")
            .source(outside)
            .allow_refs_outside(true);
        let said = problems(allowed);
        assert!(
            said.contains("names ../spec.yaml, which cannot be read"),
            "{said}"
        );
        let nowhere = Settings::new("nowhere.yaml").source(Source::memory([("spec.yaml", SPEC)]));
        assert!(problems(nowhere).contains("cannot read the spec"));
    }

    #[test]
    fn the_size_limit_holds_in_memory() {
        let big = format!("{SPEC}# {}\n", "x".repeat(MAX_FILE_BYTES as usize));
        let e = plan(&Settings::new("spec.yaml").source(Source::memory([("spec.yaml", big)])))
            .unwrap_err();
        assert!(
            e.to_string()
                .contains("openapi-mcp reads files of at most 64 MiB"),
            "{e}"
        );
    }
}
