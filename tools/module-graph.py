#!/usr/bin/env python3
"""A crate's module dependency graph (the runtime's, templates/src, by default; `src` for the
generator): for each top-level module, the others its non-test code names (`super::x`,
`crate::x`), and any cycle among them.

Comments and the trailing unit-test module are left out, as the vendored runtime leaves them out;
`crate` stands for lib.rs. Exits 1 when there is a cycle. Usage: tools/module-graph.py [src dir]
"""
import os
import re
import sys

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
names = set(modules) - {"lib"}
edges = {}
for module in modules:
    used = set()
    for path, top in files[module]:
        text = open(path).read()
        text = text.split("\n#[cfg(test)]\nmod tests {")[0]
        text = re.sub(r"(?m)//.*$", "", text)
        # Paths inside string literals are generated code (`crate::runtime::...`), not imports.
        text = re.sub(r'r#+"(?:.|\n)*?"#+|"(?:\\.|[^"\\])*"', '""', text)
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
