//! Writing the output folder in two phases, so a failure part way (a full disk, a permission)
//! leaves it as it was: stage every file under a temporary name, then rename them all.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;
use std::path::{Component, Path, PathBuf};

use crate::error::{Error, Result};

/// Phase one of writing: every new content goes to a temporary file beside its target, so that
/// renaming it replaces the file at once and a reader never sees half a file. Under a folder
/// that does not exist yet, the files are written instead into a temporary folder beside it,
/// renamed into place as a whole: one rename instead of one per file (a new crate has a
/// thousand files in `src/tools`).
///
/// Temporary names are random, and every file is created with `create_new` (`O_EXCL`), which
/// fails on anything already at the path, a symbolic link included: a link planted at a
/// temporary name cannot redirect a write out of the folder.
pub(super) struct Stager<'a> {
    out: &'a Path,
    /// Folders known to exist, made or found (so each is made once).
    folders: BTreeSet<PathBuf>,
    /// Missing folders being built under a temporary name → that name.
    new_folders: BTreeMap<PathBuf, PathBuf>,
    /// (temporary, final) in renaming order: the files, and each new folder after the last
    /// file staged in it (the manifest, staged last, stays last); `None` where a folder was
    /// moved on. A file's temporary name is known once it is made: empty until then.
    renames: Vec<Option<(PathBuf, PathBuf)>>,
    /// Where each new folder is in `renames`.
    new_folder_at: BTreeMap<PathBuf, usize>,
}

/// Where one file is staged.
enum Slot {
    /// Under a temporary name beside its final path, which goes in `renames[at]`.
    Beside { path: PathBuf, at: usize },
    /// At its final name inside a new folder's temporary copy.
    Inside(PathBuf),
}

impl<'a> Stager<'a> {
    pub(super) fn new(out: &'a Path) -> Stager<'a> {
        Stager {
            out,
            folders: BTreeSet::new(),
            new_folders: BTreeMap::new(),
            renames: Vec::new(),
            new_folder_at: BTreeMap::new(),
        }
    }

    /// Writes every `(rel, bytes)` for `out/rel` under its temporary name. On a failure, removes
    /// what was staged and returns the first error, in order.
    pub(super) fn stage_all(&mut self, files: &[(&str, &[u8])]) -> Result<()> {
        let mut slots = Vec::with_capacity(files.len());
        for (rel, _) in files {
            match self.target(rel) {
                Ok(slot) => slots.push(slot),
                Err(e) => {
                    self.roll_back(&self.out.join(rel));
                    return Err(e);
                }
            }
        }
        // The files are independent: written on every core (creating a thousand files is most
        // of the system time of generating a big API).
        let jobs: Vec<(&Slot, &[u8])> = slots.iter().zip(files.iter().map(|f| f.1)).collect();
        let written =
            crate::util::parallel::parallel_map(&jobs, |(slot, bytes)| stage_file(slot, bytes));
        // Every temporary name made is recorded before any error is acted on, so that rolling
        // back removes them all.
        for (slot, result) in slots.iter().zip(&written) {
            if let (Slot::Beside { at, .. }, Ok(Some(tmp))) = (slot, result)
                && let Some((staged, _)) = &mut self.renames[*at]
            {
                *staged = tmp.clone();
            }
        }
        for ((rel, _), result) in files.iter().zip(written) {
            if let Err(e) = result {
                let path = self.out.join(rel);
                self.roll_back(&path);
                return Err(Error::io(&path, "cannot write", &e));
            }
        }
        Ok(())
    }

    /// Where to write `out/rel`, its folder made, and its rename recorded.
    fn target(&mut self, rel: &str) -> Result<Slot> {
        let path = self.out.join(rel);
        let (target, new_folder) = self.place(&path)?;
        let dir = target.parent().unwrap_or(Path::new("."));
        if !self.folders.contains(dir) {
            std::fs::create_dir_all(dir).map_err(|e| Error::io(dir, "cannot create folder", &e))?;
            self.folders.insert(dir.to_path_buf());
        }
        match new_folder {
            None => {
                self.renames.push(Some((PathBuf::new(), path)));
                Ok(Slot::Beside {
                    path: target,
                    at: self.renames.len() - 1,
                })
            }
            Some((folder, tmp)) => {
                if let Some(at) = self.new_folder_at.remove(&folder) {
                    self.renames[at] = None;
                }
                self.new_folder_at
                    .insert(folder.clone(), self.renames.len());
                self.renames.push(Some((tmp, folder)));
                Ok(Slot::Inside(target))
            }
        }
    }

    /// Where to write `path` (inside `out`) now: the path itself, or its place in the new
    /// folder it is staged in, with that folder and its temporary name.
    fn place(&mut self, path: &Path) -> Result<(PathBuf, Option<(PathBuf, PathBuf)>)> {
        if !self.folders.contains(self.out) {
            std::fs::create_dir_all(self.out)
                .map_err(|e| Error::io(self.out, "cannot create folder", &e))?;
            self.folders.insert(self.out.to_path_buf());
        }
        let Ok(rel) = path.strip_prefix(self.out) else {
            return Ok((path.to_path_buf(), None));
        };
        let mut dir = self.out.to_path_buf();
        let components: Vec<Component> = rel.components().collect();
        for c in &components[..components.len().saturating_sub(1)] {
            dir.push(c);
            if let Some(tmp) = self.new_folders.get(&dir) {
                let inside = path.strip_prefix(&dir).unwrap_or(path);
                return Ok((tmp.join(inside), Some((dir, tmp.clone()))));
            }
            if self.folders.contains(&dir) {
                continue;
            }
            match std::fs::symlink_metadata(&dir) {
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    // `mkdir` under a random name: the folder is ours alone. When it cannot
                    // be made, the folder is made where it belongs instead.
                    if let Some(tmp) = temporary_folder(&dir) {
                        self.folders.insert(tmp.clone());
                        self.new_folders.insert(dir.clone(), tmp.clone());
                        let inside = path.strip_prefix(&dir).unwrap_or(path);
                        return Ok((tmp.join(inside), Some((dir, tmp))));
                    }
                    return Ok((path.to_path_buf(), None));
                }
                _ => {
                    self.folders.insert(dir.clone());
                }
            }
        }
        Ok((path.to_path_buf(), None))
    }

    /// Removes everything staged, after `failed` (in `out`) could not be.
    fn roll_back(&self, failed: &Path) {
        for (tmp, path) in self.renames.iter().flatten() {
            if tmp.as_os_str().is_empty() {
                continue; // never made
            }
            if self.new_folders.get(path) == Some(tmp) {
                let _ = std::fs::remove_dir_all(tmp);
            } else {
                let _ = std::fs::remove_file(tmp);
            }
            remove_empty_parents(self.out, tmp);
        }
        // A new folder whose first file failed is in no rename yet.
        for tmp in self.new_folders.values() {
            let _ = std::fs::remove_dir_all(tmp);
            remove_empty_parents(self.out, tmp);
        }
        remove_empty_parents(self.out, &failed.with_file_name(".staged"));
    }

    /// Phase two: renames everything into place.
    pub(super) fn commit(self) -> Result<()> {
        for (tmp, path) in self.renames.iter().flatten() {
            std::fs::rename(tmp, path).map_err(|e| Error::io(path, "cannot write", &e))?;
        }
        Ok(())
    }
}

/// The start of the temporary name of `path`'s file or folder, `.<name>.openapi-mcp-`; a
/// random part and `.tmp` follow.
fn temporary_prefix(path: &Path) -> String {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    format!(".{name}.openapi-mcp-")
}

/// A new, empty folder beside `dir`, under a temporary name no one else has.
fn temporary_folder(dir: &Path) -> Option<PathBuf> {
    let parent = dir.parent()?;
    let made = tempfile::Builder::new()
        .prefix(&temporary_prefix(dir))
        .suffix(".tmp")
        .tempdir_in(parent)
        .ok()?
        .keep();
    // Relative to `out` as the other paths are (the crate's paths are absolute).
    Some(parent.join(made.file_name()?))
}

/// Writes one staged file; for a file beside its target, returns the temporary name made.
fn stage_file(slot: &Slot, bytes: &[u8]) -> std::io::Result<Option<PathBuf>> {
    let create = |path: &Path| {
        std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path)
    };
    match slot {
        Slot::Inside(path) => {
            create(path)?.write_all(bytes)?;
            Ok(None)
        }
        Slot::Beside { path, .. } => {
            let dir = path.parent().unwrap_or(Path::new("."));
            // Removed again if the write fails (dropped before `keep`).
            let tmp = tempfile::Builder::new()
                .prefix(&temporary_prefix(path))
                .suffix(".tmp")
                .make_in(dir, |p| create(p))?;
            tmp.as_file().write_all(bytes)?;
            let (_, made) = tmp.keep().map_err(|e| e.error)?;
            Ok(Some(dir.join(made.file_name().unwrap_or_default())))
        }
    }
}

/// Removes folders left empty by a deletion, up to (not including) the output folder.
pub(super) fn remove_empty_parents(out: &Path, file: &Path) {
    let mut dir = file.parent();
    while let Some(d) = dir {
        if d == out || !d.starts_with(out) || std::fs::remove_dir(d).is_err() {
            break;
        }
        dir = d.parent();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every file and folder under `dir`, relative, with the files' bytes.
    fn tree(dir: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
        let mut out = BTreeMap::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                let rel = path.strip_prefix(dir).unwrap().to_path_buf();
                if path.is_dir() {
                    out.insert(rel, None);
                    todo.push(path);
                } else {
                    out.insert(rel, Some(std::fs::read(&path).unwrap()));
                }
            }
        }
        out
    }

    #[test]
    fn new_folders_are_staged_whole_and_renamed_after_their_last_file() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir_all(out.join("old")).unwrap();
        std::fs::write(out.join("old/x.rs"), "before").unwrap();
        let mut stager = Stager::new(&out);
        let files = [
            ("old/x.rs", "x"),
            ("new/deep/y.rs", "y"),
            ("top.rs", "t"),
            ("new/z.rs", "z"),
            (".meta/manifest.json", "m"),
        ];
        let staged = files.map(|(rel, text)| (rel, text.as_bytes()));
        stager.stage_all(&staged).unwrap();
        let renames: Vec<PathBuf> = stager
            .renames
            .iter()
            .flatten()
            .map(|(_, to)| to.strip_prefix(&out).unwrap().to_path_buf())
            .collect();
        assert_eq!(
            renames,
            ["old/x.rs", "top.rs", "new", ".meta"].map(PathBuf::from)
        );
        assert_eq!(
            std::fs::read_to_string(out.join("old/x.rs")).unwrap(),
            "before"
        );
        assert!(!out.join("new").exists() && !out.join("top.rs").exists());
        stager.commit().unwrap();
        let mut want: BTreeMap<PathBuf, Option<Vec<u8>>> = files
            .iter()
            .map(|(rel, text)| (PathBuf::from(rel), Some(text.as_bytes().to_vec())))
            .collect();
        for folder in ["old", "new", "new/deep", ".meta"] {
            want.insert(PathBuf::from(folder), None);
        }
        assert_eq!(tree(&out), want);
    }

    #[test]
    fn a_failure_while_staging_leaves_the_folder_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        std::fs::create_dir_all(out.join("old")).unwrap();
        std::fs::write(out.join("old/x.rs"), "before").unwrap();
        let before = tree(&out);
        // A file where a folder must go, among files in new and existing folders.
        let rels = [
            "new/a.rs",
            "new/b/c.rs",
            "old/x.rs",
            "other/d.rs",
            "old/x.rs/y.rs",
        ];
        let files: Vec<(&str, &[u8])> = rels.iter().map(|r| (*r, b"new".as_slice())).collect();
        assert!(Stager::new(&out).stage_all(&files).is_err());
        assert_eq!(tree(&out), before);
        // A write that fails after others succeeded: a name that fits, whose temporary name is
        // longer than a file name may be (255 bytes).
        let long = format!("old/{}.rs", "z".repeat(240));
        let before = tree(&out);
        let mut files: Vec<(String, &[u8])> = (0..200)
            .map(|i| (format!("new/{i}.rs"), b"new".as_slice()))
            .collect();
        files.push((long.clone(), b"new"));
        files.extend((0..200).map(|i| (format!("old/{i}.rs"), b"new".as_slice())));
        let files: Vec<(&str, &[u8])> = files.iter().map(|(r, b)| (r.as_str(), *b)).collect();
        let err = Stager::new(&out).stage_all(&files).unwrap_err();
        assert!(err.to_string().contains(&long), "{err}");
        assert_eq!(tree(&out), before);
    }

    #[cfg(unix)]
    #[test]
    fn staged_files_are_only_ever_created_never_written_through_a_link() {
        let dir = tempfile::tempdir().unwrap();
        let secret = dir.path().join("secret");
        std::fs::write(&secret, "secret").unwrap();
        let planted = dir.path().join("planted.rs");
        std::os::unix::fs::symlink(&secret, &planted).unwrap();
        let err = stage_file(&Slot::Inside(planted.clone()), b"new").unwrap_err();
        assert_eq!(err.kind(), std::io::ErrorKind::AlreadyExists);
        assert_eq!(std::fs::read(&secret).unwrap(), b"secret");
        // Beside the target, under a fresh random name each time.
        let target = dir.path().join("a.rs");
        let slot = Slot::Beside {
            path: target.clone(),
            at: 0,
        };
        let one = stage_file(&slot, b"1").unwrap().unwrap();
        let two = stage_file(&slot, b"2").unwrap().unwrap();
        assert_ne!(one, two);
        assert_eq!(one.parent(), target.parent());
        let name = one.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name.starts_with(".a.rs.openapi-mcp-") && name.ends_with(".tmp"),
            "{name}"
        );
        assert_eq!(std::fs::read(&one).unwrap(), b"1");
    }
}
