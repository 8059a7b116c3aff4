#!/usr/bin/env python3
"""The runtime's module dependency graph (templates/src): for each module, the sibling modules its
non-test code names (`super::x`, `crate::x`, `super::super::x`), and any cycle among them.

Comments and the trailing unit-test module are left out, as the vendored runtime leaves them out;
`crate` stands for lib.rs. Exits 1 when there is a cycle. Usage: tools/module-graph.py [src dir]
"""
import os
import re
import sys

src = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "../templates/src")
modules = sorted(f[:-3] for f in os.listdir(src) if f.endswith(".rs"))
names = set(modules) - {"lib"}
edges = {}
for module in modules:
    text = open(os.path.join(src, module + ".rs")).read()
    text = text.split("\n#[cfg(test)]\nmod tests {")[0]
    text = re.sub(r"(?m)//.*$", "", text)
    used = set()
    # `use super::{a, b::C}` and paths such as `super::a::f()`; in lib.rs, `a::f()` and `self::a`.
    for group in re.findall(r"(?:super|crate)::\{([^}]*)\}", text):
        used.update(re.findall(r"(?:^|,)\s*(\w+)", group))
    used.update(re.findall(r"(?:super|crate)::(\w+)", text))
    if module == "lib":
        used.update(n for n in re.findall(r"(?<![:\w])(\w+)::", text) if n in names)
        used.update(re.findall(r"\bself::(\w+)", text))
    # Anything else named through `super::` is an item of the crate root.
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
