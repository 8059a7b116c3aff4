#!/usr/bin/env python3
"""Runs openapi-mcp as a new user would over a folder of OpenAPI documents it did not write, and
prints what happened to each class of them: generated (and whether every operation became a
tool or was left out with a reason), refused (by the code of the first error), panics, time-outs.

It fetches nothing: point it at documents you have (other projects' test suites, a corpus).

    bench/sweep.py DIR [DIR ...]             every Swagger 2.0 / OpenAPI 3.x document below DIR
    bench/sweep.py --list FILE               the documents listed in FILE, one path a line
    bench/sweep.py DIR --compile 5           also `cargo check` the first 5 generated crates
    bench/sweep.py DIR --json out.json       every document's outcome, for comparing runs

A document is found by its first 4 KB: a YAML or JSON file whose top level has `openapi:` or
`swagger:`. Each one is generated with `openapi-mcp generate DOC --out TMP` (release build,
built first if missing) under a time limit. "tools = operations" counts the document's own
operations (the method fields of `paths`, following no `$ref`) against tools plus the operations
the plan lists as left out; it needs PyYAML for YAML documents and is skipped without it.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
METHODS = {"get", "put", "post", "delete", "options", "head", "patch", "trace", "query"}
HEAD_YAML = re.compile(r"^[\"']?(openapi|swagger)[\"']?\s*:", re.M)
HEAD_JSON = re.compile(r"^\s*\{?\s*\"(openapi|swagger)\"\s*:", re.M)
CODE = re.compile(r"^error\[(E\d{4})\]", re.M)
LEFT_OUT = re.compile(r"^(\S+ \S+) is left out:")

try:
    import yaml  # type: ignore
except ImportError:  # pragma: no cover - only where PyYAML is missing
    yaml = None


def find_documents(dirs: list[Path]) -> list[Path]:
    found = []
    for top in dirs:
        for folder, subdirs, files in os.walk(top):
            subdirs[:] = sorted(d for d in subdirs if d not in ("node_modules", ".git"))
            for name in sorted(files):
                if not name.endswith((".yaml", ".yml", ".json")):
                    continue
                path = Path(folder) / name
                try:
                    head = path.open(errors="replace").read(4096)
                except OSError:
                    continue
                pattern = HEAD_JSON if name.endswith(".json") else HEAD_YAML
                if pattern.search(head):
                    found.append(path)
    return found


def operations_of(path: Path) -> int | None:
    """The document's own operations, or None when it cannot be read here."""
    try:
        text = path.read_text(errors="replace")
        if path.suffix == ".json":
            doc = json.loads(text)
        elif yaml is not None:
            doc = yaml.safe_load(text)
        else:
            return None
    except Exception:
        return None
    paths = doc.get("paths") if isinstance(doc, dict) else None
    if not isinstance(paths, dict):
        return 0 if isinstance(doc, dict) else None
    count = 0
    for key, item in paths.items():
        if not isinstance(item, dict) or "$ref" in item or str(key).startswith("x-"):
            if isinstance(item, dict) and "$ref" in item:
                return None  # the operations live in another file
            continue
        count += sum(1 for k in item if k in METHODS)
        for extra in ("additionalOperations", "x-oai-additionalOperations"):
            if isinstance(item.get(extra), dict):
                count += len(item[extra])
    return count


def generator(skip_build: bool) -> Path:
    binary = ROOT / "target" / "release" / "openapi-mcp"
    if not skip_build:
        subprocess.run(
            ["cargo", "build", "--release", "--locked", "--quiet"], cwd=ROOT, check=True
        )
    return binary


def run_one(binary: Path, doc: Path, timeout: float) -> dict:
    out = Path(tempfile.mkdtemp(prefix="sweep-"))
    started = time.monotonic()
    outcome = {"path": str(doc)}
    try:
        proc = subprocess.run(
            [str(binary), "generate", str(doc), "--out", str(out / "crate")],
            capture_output=True,
            text=True,
            timeout=timeout,
        )
        outcome["seconds"] = time.monotonic() - started
        stderr = proc.stderr
        if proc.returncode == 101 or "panicked" in stderr or "error[E0900]" in stderr:
            outcome["class"] = "panic"
            outcome["detail"] = stderr.strip().splitlines()[-1:] if stderr.strip() else []
        elif proc.returncode == 0:
            outcome["class"] = "generated"
            plan = subprocess.run(
                [str(binary), "plan", str(doc), "--format", "json"],
                capture_output=True,
                text=True,
                timeout=timeout,
            )
            try:
                report = json.loads(plan.stdout)
                lints = report.get("lints", [])
                outcome["tools"] = len(report.get("tools", []))
                # Left out with a reason: skipped by the overrides, broken on their own
                # (W0206, one warning per error, so counted by operation), or of a kind the
                # document's version does not define (W0204, one per operation).
                broken = {
                    m.group(1)
                    for l in lints
                    if l.get("id") == "W0206"
                    and (m := LEFT_OUT.match(l.get("message", "")))
                }
                unsupported = sum(1 for l in lints if l.get("id") == "W0204")
                outcome["left_out"] = len(report.get("skipped", [])) + len(broken) + unsupported
                outcome["warnings"] = dict(Counter(l.get("id") for l in lints))
            except json.JSONDecodeError:
                outcome["tools"] = None
            outcome["crate"] = str(out / "crate")
        else:
            codes = CODE.findall(stderr)
            outcome["class"] = "refused"
            outcome["code"] = codes[0] if codes else f"exit {proc.returncode}"
            first = next((l for l in stderr.splitlines() if l.startswith("error[")), "")
            outcome["detail"] = first[:300]
    except subprocess.TimeoutExpired:
        outcome["class"] = "timeout"
        outcome["seconds"] = timeout
    if outcome.get("class") != "generated":
        shutil.rmtree(out, ignore_errors=True)
    return outcome


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("dirs", nargs="*", type=Path, help="folders to search for documents")
    parser.add_argument("--list", type=Path, help="a file listing documents, one path a line")
    parser.add_argument("--timeout", type=float, default=20.0, help="seconds per document (20)")
    parser.add_argument("--compile", type=int, default=0, metavar="N", help="cargo check the first N generated crates")
    parser.add_argument("--json", type=Path, help="write every outcome to this file")
    parser.add_argument("--skip-build", action="store_true", help="use target/release/openapi-mcp as it is")
    args = parser.parse_args()

    docs = find_documents(args.dirs)
    if args.list:
        docs += [Path(l) for l in args.list.read_text().splitlines() if l.strip()]
    if not docs:
        print("no documents found", file=sys.stderr)
        return 2
    binary = generator(args.skip_build)
    outcomes = []
    for i, doc in enumerate(docs, 1):
        outcome = run_one(binary, doc, args.timeout)
        outcome["operations"] = operations_of(doc)
        outcomes.append(outcome)
        if i % 100 == 0:
            print(f"... {i} of {len(docs)}", file=sys.stderr)

    classes = Counter(o["class"] for o in outcomes)
    print(f"documents: {len(outcomes)}")
    for name in ("generated", "refused", "panic", "timeout"):
        print(f"  {name:<10} {classes.get(name, 0)}")
    generated = [o for o in outcomes if o["class"] == "generated"]
    counted = [o for o in generated if o.get("operations") is not None and o.get("tools") is not None]
    matched = [o for o in counted if o["tools"] + o["left_out"] == o["operations"]]
    with_left_out = [o for o in generated if o.get("left_out")]
    print(
        f"tools = operations (left-out ones counted, each with its warning): {len(matched)} of "
        f"{len(counted)} generated documents whose operations could be counted here"
    )
    for o in counted:
        if o not in matched:
            print(f"    {o['path']}: {o['operations']} operations, {o['tools']} tools, {o['left_out']} left out")
    print(f"generated with operations left out: {len(with_left_out)}")
    refused = defaultdict(list)
    for o in outcomes:
        if o["class"] == "refused":
            refused[o["code"]].append(o)
    if refused:
        print("refused, by the first error's code:")
        for code, items in sorted(refused.items(), key=lambda kv: -len(kv[1])):
            print(f"  {code}  {len(items):>4}  e.g. {items[0]['detail']}")
    for o in outcomes:
        if o["class"] in ("panic", "timeout"):
            print(f"{o['class']}: {o['path']} {o.get('detail', '')}")
    times = [o["seconds"] for o in outcomes if "seconds" in o]
    if times:
        print(
            f"time per document: median {statistics.median(times) * 1000:.0f} ms, "
            f"max {max(times):.2f} s, total {sum(times):.0f} s"
        )

    if args.compile:
        target = Path(tempfile.gettempdir()) / "sweep-target"
        checked = []
        for o in generated[: args.compile]:
            crate = Path(o["crate"])
            shutil.copy(ROOT / "Cargo.lock", crate / "Cargo.lock")
            proc = subprocess.run(
                ["cargo", "check", "--quiet", "--manifest-path", str(crate / "Cargo.toml")],
                env={**os.environ, "CARGO_TARGET_DIR": str(target)},
                capture_output=True,
                text=True,
            )
            checked.append((o["path"], proc.returncode == 0, proc.stderr[-500:]))
        ok = sum(1 for _, passed, _ in checked if passed)
        print(f"generated crates checked with cargo check: {ok} of {len(checked)} compile")
        for path, passed, err in checked:
            if not passed:
                print(f"    does not compile: {path}\n{err}")
    for o in generated:
        shutil.rmtree(Path(o["crate"]).parent, ignore_errors=True)
    if args.json:
        args.json.write_text(json.dumps(outcomes, indent=1))
    return 1 if classes.get("panic") or classes.get("timeout") else 0


if __name__ == "__main__":
    sys.exit(main())
