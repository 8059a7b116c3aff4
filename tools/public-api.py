#!/usr/bin/env python3
"""Counts the generator library's public items (what a user of the `openapi-mcp` crate can
name), from rustdoc's JSON output: every item reachable from the crate root through public
modules and re-exports, leaving out `#[doc(hidden)]` ones (`cli`, the binary's entry, and
`testing`, the integration tests' door to internals). Prints them, then the count outside
the tool model's data types and the count with them; exits 1 when the first is over the limit.

rustdoc's JSON output is unstable; RUSTC_BOOTSTRAP=1 lets a stable toolchain write it. Usage:
tools/public-api.py [limit]   (run from the repository root)
"""
import json
import os
import subprocess
import sys

limit = int(sys.argv[1]) if len(sys.argv) > 1 else 30
env = dict(os.environ, RUSTC_BOOTSTRAP="1")
subprocess.run(
    ["cargo", "rustdoc", "--lib", "-q", "--", "-Z", "unstable-options", "--output-format", "json",
     "-A", "rustdoc::all"],
    check=True, env=env)
target = os.environ.get("CARGO_TARGET_DIR", "target")
doc = json.load(open(os.path.join(target, "doc", "openapi_mcp.json")))
index = doc["index"]
items = []


def hidden(item):
    return any("hidden" in json.dumps(a) for a in item.get("attrs", []))


def walk(item_id, path):
    item = index.get(str(item_id))
    if item is None or hidden(item):
        return
    kind, inner = next(iter(item["inner"].items()))
    if kind == "use":
        name = inner["name"]
        items.append((kind, "::".join(path + [name])))
        return
    name = item.get("name")
    full = path + [name] if path is not None else []
    if path is not None:
        items.append((kind, "::".join(full)))
    if kind == "module":
        for child in inner["items"]:
            walk(child, full)


walk(doc["root"], None)
# The tool model's data types: what `plan` returns, field by field (`model::*` but not the
# module's own settings and files, which are the API's inputs and outputs).
model = [p for k, p in items if p.startswith("model::") and p.count("::") == 1 and k != "module"]
for kind, path in items:
    print(f"{kind:10} {path}{'   (tool model)' if path in model else ''}")
outside = len(items) - len(model)
print(f"{outside} public items outside the tool model's {len(model)} data types ({len(items)} in all)")
sys.exit(1 if outside > limit else 0)
