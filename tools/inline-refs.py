#!/usr/bin/env python3
"""Inline a document's references to other files, and inside those files their own local
references, into one JSON document: how the held-out benchmark's Matrix and Windmill documents
were made from their repositories (fixtures/hint-labels/held-out/README.md). A reference that
comes back to itself is cut to an empty object; the hint review reads words, not schemas.

usage: tools/inline-refs.py IN.{json,yaml} BASE_DIR OUT.json
"""
import yaml, json, os, sys
src, base, out_path = sys.argv[1], sys.argv[2], sys.argv[3]
main = yaml.safe_load(open(src))
cache = {}
def load(path):
    if path not in cache:
        cache[path] = yaml.safe_load(open(path))
    return cache[path]
def frag(v, f):
    for p in [x for x in f.strip('/').split('/') if x]:
        v = v[p.replace('~1','/').replace('~0','~')]
    return v
def walk(v, d, cur, stack):
    # cur: the external file this value came from (None for the main document)
    if isinstance(v, dict):
        r = v.get('$ref')
        if isinstance(r, str) and (not r.startswith('#') or cur is not None):
            f, _, fr = r.partition('#')
            path = os.path.normpath(os.path.join(d, f)) if f else cur
            key = (path, fr)
            if key in stack or len(stack) > 40:
                return {'type': 'object', 'description': 'recursive'}
            target = frag(load(path), fr)
            out = walk(target, os.path.dirname(path), path, stack | {key})
            rest = {k: walk(x, d, cur, stack) for k, x in v.items() if k != '$ref'}
            if rest and isinstance(out, dict):
                out = {**out, **rest}
            return out
        return {k: walk(x, d, cur, stack) for k, x in v.items()}
    if isinstance(v, list):
        return [walk(x, d, cur, stack) for x in v]
    return v
json.dump(walk(main, base, None, frozenset()), open(out_path, 'w'))
