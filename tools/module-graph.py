#!/usr/bin/env python3
"""A crate's module dependency graph (the runtime's, templates/src, by default; `src` for the
generator): for each top-level module, the others its non-test code names (`super::x`,
`crate::x`), and any cycle among them.

Comments, string literals and every `#[cfg(test)]` module are left out (found by matching braces,
wherever they stand in the file, so code after a test module still counts), as the vendored runtime
leaves test code out; `crate` stands for lib.rs. Exits 1 when there is a cycle. Usage:
tools/module-graph.py [src dir]
"""
import os
import re
import sys

if sys.argv[1:] == ["--self-test"]:
    # A cycle hidden after a test module, a path in a string, a comment with a quote and a
    # `quote!` body: only the first is an import, and it must be found.
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
    print("self-test passed")
    sys.exit(0)
src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../templates/src")
# A module is a file of `src` or a folder of them (`review/` holds `review/mod.rs` and its parts):
# the graph is of the top-level modules, and a folder's files are one module.
files = {}
for entry in sorted(os.listdir(src)):
    path = os.path.join(src, entry)
    if entry.endswith(".rs") and entry != "main.rs":
        files[entry[:-3]] = [(path, True)]
    elif os.path.isdir(path):
        files[entry] = [(os.path.join(root, f), root == path and f == "mod.rs")
                        for root, _, fs in os.walk(path) for f in sorted(fs) if f.endswith(".rs")]
# A module whose file lives elsewhere (`#[path = "../templates/src/wire.rs"] mod wire;` in lib.rs,
# the runtime's file compiled into the generator) is a module like the others.
lib = os.path.join(src, "lib.rs")
if os.path.exists(lib):
    for rel, name in re.findall(r'#\[path\s*=\s*"([^"]+)"\]\s*(?:pub(?:\([^)]*\))?\s+)?mod\s+(\w+)\s*;', open(lib).read()):
        files[name] = [(os.path.normpath(os.path.join(src, rel)), True)]
modules = sorted(files)


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


names = set(modules) - {"lib"}
edges = {}
for module in modules:
    used = set()
    for path, top in files[module]:
        # Paths inside string literals are generated code (`crate::runtime::...`), not imports.
        text = without_test_modules(blank_comments_and_strings(open(path).read()))
        paths = re.findall(r"crate::\{([^}]*)\}", text) + re.findall(r"crate::(\w+)", text)
        if top:
            # `super::` of a top-level file is the crate root; in a folder's part, its own folder.
            paths += re.findall(r"super::\{([^}]*)\}", text) + re.findall(r"super::(\w+)", text)
        for group in paths:
            used.update(re.findall(r"(?:^|,)\s*(\w+)", group))
        if module == "lib":
            used.update(n for n in re.findall(r"(?<![:\w])(\w+)::", text) if n in names)
            used.update(re.findall(r"\bself::(\w+)", text))
    # Anything else named through `crate::` is an item of the crate root.
    root_items = used - names - {"self", "super"}
    edges[module] = sorted((used & names) - {module}) + (["lib"] if root_items and module != "lib" else [])

for module in modules:
    print(f"{module} -> {', '.join(edges[module]) or '(none)'}")

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
sys.exit(1 if cycles else 0)
