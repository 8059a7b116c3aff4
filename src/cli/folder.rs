//! Looking at the output folder without trusting it: generated files are read only when they
//! are regular files, never through a symbolic link, and no path may lead outside `--out`.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Component, Path, PathBuf};

use crate::error::{Code, Diagnostic, Error, Result};
use crate::pipeline::write::{self, Manifest, OnDisk};

/// Reads the manifest and every file generation would write or the manifest lists.
pub(super) fn read_folder(
    out: &Path,
    files: &BTreeMap<String, crate::model::files::File>,
) -> Result<OnDisk> {
    if out.exists() && !out.is_dir() {
        return Err(Error::from(
            Diagnostic::new(Code::OutputFolder, out, "", "the output folder is a file")
                .help("pass a folder (it is created when missing) to --out"),
        ));
    }
    // Files in a folder that does not exist are not there either: one look at each folder
    // instead of a failed open per file (a new crate has a thousand files to write).
    let mut folders: BTreeMap<PathBuf, bool> = BTreeMap::new();
    let manifest_path = out.join(write::MANIFEST_PATH);
    let manifest = match read_generated(out, write::MANIFEST_PATH, &mut folders)? {
        None => None,
        Some(bytes) => Some(Manifest::parse(&bytes, &manifest_path)?),
    };
    let mut disk = OnDisk {
        manifest,
        files: BTreeMap::new(),
    };
    for rel in OnDisk::paths_to_read(files, disk.manifest.as_ref()) {
        // A user's file is only ever created, so only whether it is there matters; it may be a
        // link of the user's making, never read nor replaced.
        if files
            .get(&rel)
            .is_some_and(|f| f.ownership == crate::model::files::Ownership::User)
        {
            if is_present(out, &rel, &mut folders)? {
                disk.files.insert(rel, Vec::new());
            }
            continue;
        }
        if let Some(bytes) = read_generated(out, &rel, &mut folders)? {
            disk.files.insert(rel, bytes);
        }
    }
    Ok(disk)
}

/// The bytes of the generated file `out/rel`, `None` when it is not there. Never through a
/// symbolic link, which would have `--check` print, and `generate` compare and replace, a file
/// outside `--out`; and only a regular file (reading a FIFO waits for a writer).
pub(super) fn read_generated(
    out: &Path,
    rel: &str,
    folders: &mut BTreeMap<PathBuf, bool>,
) -> Result<Option<Vec<u8>>> {
    if !folders_exist(out, rel, folders)? {
        return Ok(None);
    }
    let path = out.join(rel);
    let seen = match std::fs::symlink_metadata(&path) {
        Ok(meta) => meta,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::io(&path, "cannot read", &e)),
    };
    if seen.file_type().is_symlink() {
        return Err(link_error(&path, "generated files must be regular files"));
    }
    if !seen.is_file() {
        return Err(Error::from(
            Diagnostic::new(
                Code::OutputFolder,
                &path,
                "",
                "is not a regular file; generated files must be regular files",
            )
            .help("move it out of the way, then rerun"),
        ));
    }
    let mut file = std::fs::File::open(&path).map_err(|e| Error::io(&path, "cannot read", &e))?;
    // The file opened is the one looked at, not a link put in its place since.
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let opened = file
            .metadata()
            .map_err(|e| Error::io(&path, "cannot read", &e))?;
        if (opened.dev(), opened.ino()) != (seen.dev(), seen.ino()) {
            return Err(link_error(&path, "generated files must be regular files"));
        }
    }
    let mut bytes = Vec::with_capacity(usize::try_from(seen.len()).unwrap_or(0));
    std::io::Read::read_to_end(&mut file, &mut bytes)
        .map_err(|e| Error::io(&path, "cannot read", &e))?;
    Ok(Some(bytes))
}

/// Whether anything (a link too) is at `out/rel`.
pub(super) fn is_present(
    out: &Path,
    rel: &str,
    folders: &mut BTreeMap<PathBuf, bool>,
) -> Result<bool> {
    if !folders_exist(out, rel, folders)? {
        return Ok(false);
    }
    let path = out.join(rel);
    match std::fs::symlink_metadata(&path) {
        Ok(_) => Ok(true),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(false),
        Err(e) => Err(Error::io(&path, "cannot read", &e)),
    }
}

/// Whether every folder on the way to `out/rel` exists; a folder that is a symbolic link is
/// an error (what is in it is somewhere else). `folders` remembers each folder's answer.
fn folders_exist(out: &Path, rel: &str, folders: &mut BTreeMap<PathBuf, bool>) -> Result<bool> {
    let mut dir = out.to_path_buf();
    let components: Vec<Component> = Path::new(rel).components().collect();
    for c in &components[..components.len().saturating_sub(1)] {
        dir.push(c);
        let exists = match folders.get(&dir) {
            Some(exists) => *exists,
            None => {
                let exists = match std::fs::symlink_metadata(&dir) {
                    Ok(meta) if meta.file_type().is_symlink() => {
                        return Err(link_error(
                            &dir,
                            "the folders of generated files must be regular folders",
                        ));
                    }
                    Ok(_) => true,
                    Err(e) if e.kind() == std::io::ErrorKind::NotFound => false,
                    Err(e) => return Err(Error::io(&dir, "cannot read", &e)),
                };
                folders.insert(dir.clone(), exists);
                exists
            }
        };
        if !exists {
            return Ok(false);
        }
    }
    Ok(true)
}

fn link_error(path: &Path, rule: &str) -> Error {
    Error::from(
        Diagnostic::new(Code::OutputFolder, path, "", format!("is a symbolic link; {rule}")).help(
            "delete the link (or replace it with a regular one), then rerun: openapi-mcp never reads or writes through a symbolic link inside --out",
        ),
    )
}

/// Refuses a relative path that could leave the output folder: `..`, a root, or a folder on the
/// way that is a symbolic link. `checked` holds the folders already looked at (every file of a
/// folder is checked before anything is written).
pub(super) fn ensure_inside(out: &Path, rel: &str, checked: &mut BTreeSet<PathBuf>) -> Result<()> {
    let outside = || {
        Error::from(
            Diagnostic::new(
                Code::OutputFolder,
                &out.join(rel),
                "",
                "refusing to write outside the output folder",
            )
            .help("the path leaves --out (or goes through a symbolic link); remove the link"),
        )
    };
    if !write::is_plain_relative(rel) {
        return Err(outside());
    }
    let mut dir = out.to_path_buf();
    let components: Vec<Component> = Path::new(rel).components().collect();
    for c in &components[..components.len().saturating_sub(1)] {
        dir.push(c);
        if checked.contains(&dir) {
            continue;
        }
        if std::fs::symlink_metadata(&dir).is_ok_and(|m| m.file_type().is_symlink()) {
            return Err(outside());
        }
        checked.insert(dir.clone());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_that_leave_the_folder_are_refused() {
        let dir = tempfile::tempdir().unwrap();
        let inside = |rel| ensure_inside(dir.path(), rel, &mut BTreeSet::new());
        assert!(inside("src/a.rs").is_ok());
        assert!(inside("../a.rs").is_err());
        assert!(inside("/etc/passwd").is_err());
        #[cfg(unix)]
        {
            let elsewhere = tempfile::tempdir().unwrap();
            std::os::unix::fs::symlink(elsewhere.path(), dir.path().join("src")).unwrap();
            assert!(inside("src/a.rs").is_err());
        }
    }

    #[cfg(unix)]
    #[test]
    fn generated_files_are_read_only_when_regular_and_never_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir_all(out.join("src")).unwrap();
        let secret = dir.path().join("secret");
        std::fs::write(&secret, "secret").unwrap();
        std::fs::write(out.join("src/a.rs"), "a").unwrap();
        std::os::unix::fs::symlink(&secret, out.join("src/link.rs")).unwrap();
        std::os::unix::fs::symlink(dir.path(), out.join("linked")).unwrap();
        std::fs::create_dir(out.join("src/folder.rs")).unwrap();
        let read = |rel: &str| read_generated(&out, rel, &mut BTreeMap::new());
        assert_eq!(read("src/a.rs").unwrap(), Some(b"a".to_vec()));
        assert_eq!(read("src/missing.rs").unwrap(), None);
        assert_eq!(read("missing/deeper/a.rs").unwrap(), None);
        let err = read("src/link.rs").unwrap_err().to_string();
        assert!(err.contains("is a symbolic link"), "{err}");
        let err = read("linked/secret").unwrap_err().to_string();
        assert!(err.contains("linked: is a symbolic link"), "{err}");
        let err = read("src/folder.rs").unwrap_err().to_string();
        assert!(err.contains("is not a regular file"), "{err}");
        // A FIFO would block the read until something writes to it.
        let fifo = out.join("src/fifo.rs");
        if std::process::Command::new("mkfifo")
            .arg(&fifo)
            .status()
            .is_ok_and(|s| s.success())
        {
            let err = read("src/fifo.rs").unwrap_err().to_string();
            assert!(err.contains("is not a regular file"), "{err}");
        }
        // A user's file is only looked at: a link counts as there.
        assert!(is_present(&out, "src/link.rs", &mut BTreeMap::new()).unwrap());
        assert!(!is_present(&out, "src/none.rs", &mut BTreeMap::new()).unwrap());
    }
}
