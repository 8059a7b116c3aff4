#!/usr/bin/env python3
"""Writes templates/crate.lock: the Cargo.lock of a generated crate, without the crate's own
package entry (the generator adds it, named after the crate). Every version in it is the one the
repository's Cargo.lock pins, so a generated crate's first build uses exactly the dependencies
the runtime was tested with.

How: a throwaway crate that depends on the runtime (templates/) gets a copy of the repository's
Cargo.lock; `cargo metadata` then prunes it to what that crate needs, changing no version.

Run it after a change to templates/Cargo.toml or to Cargo.lock (tests/crate_lock.rs says when):

    python3 tools/crate-lock.py            # writes the file
    python3 tools/crate-lock.py --check    # exit 1 when the file is not what it would write
"""

import pathlib
import shutil
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
OUT = ROOT / "templates" / "crate.lock"
# Sorts where cargo puts it; removed again below.
PLACEHOLDER = "openapi-mcp-crate-lock"


def main() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        crate = pathlib.Path(tmp) / PLACEHOLDER
        (crate / "src").mkdir(parents=True)
        (crate / "src" / "main.rs").write_text("fn main() {}\n")
        (crate / "Cargo.toml").write_text(
            f'[package]\nname = "{PLACEHOLDER}"\nversion = "0.1.0"\nedition = "2024"\n\n'
            f"[dependencies]\nopenapi-mcp-runtime = {{ path = {str(ROOT / 'templates')!r} }}\n\n"
            # As in a generated crate: its optional features' packages are locked too.
            '[features]\notlp = ["openapi-mcp-runtime/otlp"]\n\n'
            "[workspace]\n"
        )
        shutil.copy(ROOT / "Cargo.lock", crate / "Cargo.lock")
        subprocess.run(
            ["cargo", "metadata", "--format-version", "1", "--offline", "--manifest-path",
             str(crate / "Cargo.toml")],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        lock = (crate / "Cargo.lock").read_text()
    head, *packages = lock.split("\n[[package]]\n")
    own = f'name = "{PLACEHOLDER}"\n'
    kept = [p for p in packages if not p.startswith(own)]
    if len(kept) != len(packages) - 1:
        print("tools/crate-lock.py: cargo wrote no entry for the crate itself", file=sys.stderr)
        return 1
    text = "".join([head] + [f"\n[[package]]\n{p}" for p in kept])
    if "--check" in sys.argv[1:]:
        if OUT.read_text() != text:
            print(
                f"{OUT.relative_to(ROOT)} is not the runtime's part of Cargo.lock: "
                "run `python3 tools/crate-lock.py`",
                file=sys.stderr,
            )
            return 1
        return 0
    OUT.write_text(text)
    print(f"wrote {OUT.relative_to(ROOT)} ({len(kept)} packages)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
