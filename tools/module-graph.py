#!/usr/bin/env python3
"""A crate's module dependency graph (the runtime's, templates/src, by default; `src` for the
generator): for each module, the others its non-test code names (`crate::x`, `super::x`,
`use` groups), any cycle among them, and, for the generator, any import its layering forbids.

The generator's tree is layered (docs/architecture.md): `pipeline/` holds the stages, `report/`
what reads a plan, `util/` leaf utilities; each file or folder in those three is a module of its
own (`pipeline::lower`), and every other top-level file or folder is one (`model`, `error`,
`cli`, `lib`). A stage imports only `model`, `error` and utilities, never another stage; `model`
imports only `error` and utilities; `error` and utilities import only utilities (and `error`).

Comments, string literals and every `#[cfg(test)]` module are left out (found by matching braces,
wherever they stand in the file, so code after a test module still counts), as the vendored runtime
leaves test code out; `lib` stands for lib.rs. Every file is also held to MAX_CODE_LINES lines of
code before its test module (lines that are neither blank nor only a comment; a string literal
counts as one line, being data to look up rather than code to read, like the related-words
table), so that no file grows past what one reading takes in. Exits 1 on a cycle, a forbidden import or a file over the
limit. Usage: tools/module-graph.py [src dir]
"""
import os
import re
import sys

GROUPS = ("pipeline", "report", "util")
MAX_CODE_LINES = 600
# What each layer may import besides itself (a module always may import the modules of its own
# folder when that folder is not a group, being one module with them).
ALLOWED = {
    "pipeline": ("model", "error", "util"),
    "model": ("error", "util"),
    "error": ("util",),
    "util": ("util", "error"),
}


def layer(unit):
    return unit.split("::")[0]


def forbidden(a, b):
    """Why `a` importing `b` breaks the layering, or None."""
    la, lb = layer(a), layer(b)
    if la not in ALLOWED:
        return None
    if la == "pipeline" and lb == "pipeline":
        return "a stage imports another stage"
    if la == lb and la != "pipeline":
        return None
    if lb not in ALLOWED[la]:
        return f"{la} may import only {', '.join(ALLOWED[la])}"
    return None


if sys.argv[1:] == ["--self-test"]:
    # A cycle hidden after a test module, a path in a string, a comment with a quote and a
    # `quote!` body: only the first is an import, and it must be found. Then a stage reaching
    # another through a `use` group and through `super::`, both forbidden.
    import subprocess
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        files_ = {
            "lib.rs": "mod a;\nmod b;\n",
            "a.rs": "// don't\nfn f() { let _ = \"crate::b\"; }\n#[cfg(test)]\nmod tests {\n    fn g() { '{'; }\n}\nfn h() { crate::b::x(); }\n",
            "b.rs": "pub fn x() { let _ = quote! { crate::c::y() }; crate::a::f(); }\n",
        }
        for name, text in files_.items():
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        run = subprocess.run([sys.executable, __file__, d], capture_output=True, text=True)
        assert run.returncode == 1 and "cycle: a -> b -> a" in run.stdout, run.stdout
        assert "c" not in run.stdout.split("b ->")[1].split("\n")[0], run.stdout
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "pipeline", "lower"))
        files_ = {
            "lib.rs": "pub mod pipeline;\nuse pipeline::{lower, load};\n",
            "pipeline/mod.rs": "pub mod load;\npub mod lower;\npub mod validate;\n",
            "model.rs": "pub struct Doc;\n",
            "error.rs": "pub struct E;\n",
            "pipeline/load.rs": "use crate::model::Doc;\n",
            "pipeline/lower/mod.rs": "mod body;\nuse crate::{error::E, pipeline::{load::Doc}};\n",
            "pipeline/lower/body.rs": "use super::Pending;\n",
            "pipeline/validate.rs": "fn f() { super::lower::g(); }\n",
        }
        for name, text in files_.items():
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        run = subprocess.run([sys.executable, __file__, d], capture_output=True, text=True)
        out = run.stdout
        assert run.returncode == 1, out
        assert "pipeline::lower -> error, pipeline::load" in out, out
        assert "forbidden: pipeline::lower -> pipeline::load (a stage imports another stage)" in out, out
        assert "forbidden: pipeline::validate -> pipeline::lower" in out, out
        assert "pipeline::load -> model\n" in out, out
        assert "lib -> pipeline::load, pipeline::lower" in out, out
    with tempfile.TemporaryDirectory() as d:
        code = "".join(f"fn f{i}() {{}}\n" for i in range(601))
        tests = "#[cfg(test)]\nmod tests {\n" + "// a\n" * 700 + "}\n"
        table = "const T: &str = r\"\n" + "a b\n" * 700 + "\";\n"
        for name, text in {"lib.rs": "mod a;\nmod b;\nmod c;\n", "a.rs": code, "b.rs": code.split("fn f600")[0] + tests, "c.rs": table}.items():
            with open(os.path.join(d, name), "w") as f:
                f.write(text)
        run = subprocess.run([sys.executable, __file__, d], capture_output=True, text=True)
        assert run.returncode == 1 and "too long: a.rs has 601 lines" in run.stdout, run.stdout
        assert "b.rs" not in run.stdout.split("too long")[-1], run.stdout
        assert "c.rs" not in run.stdout, run.stdout
    print("self-test passed")
    sys.exit(0)
src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../templates/src")
# Every file with its module path (`pipeline/lower/body.rs` is pipeline::lower::body) and the
# unit it belongs to (pipeline::lower).
files = {}


def unit_of(path):
    """The unit a module path (a list of names, relative to the crate root) belongs to."""
    if not path:
        return "lib"
    if path[0] in GROUPS and len(path) > 1:
        return "::".join(path[:2])
    return path[0]


for root, _, fs in os.walk(src):
    for f in sorted(fs):
        if not f.endswith(".rs"):
            continue
        rel = os.path.relpath(os.path.join(root, f), src)
        parts = rel[:-3].split(os.sep)
        if parts == ["main"]:
            continue
        if parts == ["lib"]:
            parts = []
        elif parts[-1] == "mod":
            parts = parts[:-1]
        files.setdefault(unit_of(parts), []).append((os.path.join(root, f), parts))
# A module whose file lives elsewhere (`#[path = "../templates/src/wire.rs"] mod wire;`, the
# runtime's file compiled into the generator) is a module like the others.
for path, parts in [p for unit in list(files) for p in files[unit]]:
    text = open(path).read()
    for rel, name in re.findall(r'#\[path\s*=\s*"([^"]+)"\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;', text):
        inner = parts + [name]
        files.setdefault(unit_of(inner), []).append((os.path.normpath(os.path.join(os.path.dirname(path), rel)), inner))
modules = sorted(files)
# A group's own mod.rs only declares its modules.
modules = [m for m in modules if m not in GROUPS or any(p for _, p in files[m] if len(p) > 1)]

def blank_comments_and_strings(text):
    """`text` with comments removed and string and char literals emptied, read in one pass so that
    `//` inside a string, a quote inside a comment and a lifetime (`'a`) are each what they are."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith("/*", i):
                    depth, i = depth + 1, i + 2
                elif text.startswith("*/", i):
                    depth, i = depth - 1, i + 2
                else:
                    i += 1
        elif (m := re.match(r'b?r(#*)"', text[i:i + 300])) and (i == 0 or not (text[i - 1].isalnum() or text[i - 1] == "_")):
            close = '"' + m.group(1)
            j = text.find(close, i + m.end())
            out.append('""')
            i = n if j < 0 else j + len(close)
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"':
                j += 2 if text[j] == "\\" else 1
            out.append('""')
            i = j + 1
        elif c == "'" and (m := re.match(r"'(?:\\.[^']*|[^'\\])'", text[i:i + 12])):
            out.append("' '")
            i += m.end()
        else:
            out.append(c)
            i += 1
    return "".join(out)


def without_test_modules(text):
    """`text` without each `#[cfg(test)] mod name { ... }` and each `quote! { ... }` (code the
    generator writes, not code it runs), matched by brackets (comments and string literals are
    already blanked, so brackets inside them do not count)."""
    out, i = [], 0
    pattern = r"#\[cfg\(test\)\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+\s*\{|\bquote!\s*[{(\[]"
    for m in re.finditer(pattern, text):
        if m.start() < i:
            continue
        out.append(text[i:m.start()])
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1, "(": 1, ")": -1, "[": 1, "]": -1}.get(text[j], 0)
            j += 1
        i = j
    out.append(text[i:])
    return "".join(out)


def paths_in(text):
    """Every path named in `text` that starts at `crate`, `super` or `self`, with `use` groups
    expanded (`crate::{a, b::c}` gives `crate::a` and `crate::b::c`), as lists of names."""
    out = []
    for m in re.finditer(r"(?<![:\w])((?:crate|super|self)(?:::\w+)*)(::\{)?", text):
        prefix = m.group(1).split("::")
        if not m.group(2):
            out.append(prefix)
            continue
        depth, j = 1, m.end()
        while j < len(text) and depth:
            depth += {"{": 1, "}": -1}.get(text[j], 0)
            j += 1
        inner = text[m.end():j - 1]
        # Split at the group's own commas; a nested group is expanded by the recursion.
        items, depth, start = [], 0, 0
        for k, c in enumerate(inner + ","):
            if c in "{":
                depth += 1
            elif c == "}":
                depth -= 1
            elif c == "," and depth == 0:
                items.append(inner[start:k].strip())
                start = k + 1
        for item in filter(None, items):
            nested = paths_in("self::" + item)
            out.extend(prefix + p[1:] for p in nested)
    return out


def absolute(path, here):
    """`path` (starting at crate, super or self) from the module at `here`, from the crate root."""
    if path[0] == "crate":
        return path[1:]
    base = list(here)
    rest = path
    while rest and rest[0] in ("super", "self"):
        if rest[0] == "super":
            base = base[:-1]
        rest = rest[1:]
    return base + rest


top_names = {m.split("::")[0] for m in modules} - {"lib"}
edges = {}
for module in modules:
    used = set()
    for path, here in files[module]:
        # Paths inside string literals are generated code (`crate::runtime::...`), not imports.
        text = without_test_modules(blank_comments_and_strings(open(path).read()))
        found = [absolute(p, here) for p in paths_in(text)]
        if not here:
            # lib.rs names its modules without `crate::`.
            bare = "|".join(sorted(top_names))
            for m in re.finditer(r"(?<![:\w])(?:%s)(?=::)(?:::\w+)*(::\{)?" % bare, text):
                end = m.end()
                if m.group(1):
                    depth = 1
                    while end < len(text) and depth:
                        depth += {"{": 1, "}": -1}.get(text[end], 0)
                        end += 1
                found.extend(p[1:] for p in paths_in("crate::" + text[m.start():end]))
        for p in found:
            if not p:
                continue
            unit = unit_of(p)
            if unit in files:
                used.add(unit)
            elif unit not in GROUPS:
                # Anything else named through `crate::` is an item of the crate root.
                used.add("lib")
    edges[module] = sorted(used - {module})

for module in modules:
    print(f"{module} -> {', '.join(edges[module]) or '(none)'}")

bad = [(a, b, why) for a in modules for b in edges[a] if (why := forbidden(a, b))]
for a, b, why in bad:
    print(f"forbidden: {a} -> {b} ({why})")

# Cycles: depth-first search for a back edge.
state, stack, cycles = {}, [], []
def visit(m):
    state[m] = "open"
    stack.append(m)
    for n in edges.get(m, []):
        if state.get(n) == "open":
            cycles.append(stack[stack.index(n):] + [n])
        elif n not in state:
            visit(n)
    stack.pop()
    state[m] = "done"
for m in modules:
    if m not in state:
        visit(m)
for cycle in cycles:
    print("cycle:", " -> ".join(cycle))
print("no cycles" if not cycles else f"{len(cycles)} cycle(s)")
print("no forbidden imports" if not bad else f"{len(bad)} forbidden import(s)")


def code_lines(text):
    """Lines of code before the file's test module: neither blank nor only a comment, a string
    literal counted as one line."""
    test = re.search(r"^#\[cfg\(test\)\]\s*\n\s*mod \w+ \{", text, re.M)
    if test:
        text = text[:test.start()]
    return sum(1 for line in blank_comments_and_strings(text).split("\n") if line.strip())


long = []
for module in modules:
    for path, _ in files[module]:
        if os.path.commonpath([os.path.abspath(path), os.path.abspath(src)]) != os.path.abspath(src):
            continue
        n = code_lines(open(path).read())
        if n > MAX_CODE_LINES:
            long.append((path, n))
for path, n in long:
    print(f"too long: {os.path.relpath(path, src)} has {n} lines of code (at most {MAX_CODE_LINES})")
sys.exit(1 if cycles or bad or long else 0)
