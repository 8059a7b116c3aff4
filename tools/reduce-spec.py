#!/usr/bin/env python3
"""Reduce a public OpenAPI / Swagger 2.0 document to what the hint review reads, for the held-out
benchmark (fixtures/hint-labels/held-out/specs/): every operation's method, path, operationId,
summary, tags, the first 300 characters of its description, its parameters (name, location, type,
enum), its request body's top-level properties (type, enum, and one level of item properties),
and its response codes. Nothing else of the document is kept (no schemas, examples or prose
beyond that), so the extract is small and a fixture of the labels rather than a copy of the API.

usage: tools/reduce-spec.py IN.{json,yaml} OUT.json --source "owner/repo path@commit (licence)"
"""
import json
import sys

import yaml

METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace", "query"]


def load(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if path.endswith(".json"):
        return json.loads(text)
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
    # A plain `=` is YAML 1.1's value key (OneSignal's document has one as an enum entry):
    # PyYAML has no constructor for it; it is the string "=" to a YAML 1.2 reader.
    loader.add_constructor("tag:yaml.org,2002:value", lambda l, node: l.construct_scalar(node))
    return yaml.load(text, Loader=loader)


def resolver(root):
    def resolve(node, depth=0):
        seen = 0
        while isinstance(node, dict) and isinstance(node.get("$ref"), str) and seen < 20:
            ref = node["$ref"]
            if not ref.startswith("#/"):
                return {}
            target = root
            for part in ref[2:].split("/"):
                part = part.replace("~1", "/").replace("~0", "~")
                if not isinstance(target, dict) or part not in target:
                    return {}
                target = target[part]
            node = target
            seen += 1
        return node if isinstance(node, dict) else {}

    return resolve


def small_schema(schema, resolve, depth=0):
    schema = resolve(schema)
    out = {}
    for combinator in ("allOf", "oneOf", "anyOf"):
        if combinator in schema and depth < 3:
            merged = {}
            for part in schema[combinator]:
                merged.update(small_schema(part, resolve, depth + 1).get("properties", {}))
            if merged:
                out.setdefault("properties", {}).update(merged)
    t = schema.get("type")
    if isinstance(t, list):
        t = next((x for x in t if x != "null"), None)
    if isinstance(t, str):
        out["type"] = t
    if isinstance(schema.get("enum"), list):
        out["enum"] = [v for v in schema["enum"] if isinstance(v, (str, int, bool))][:20]
    if depth < 2 and isinstance(schema.get("properties"), dict):
        props = out.setdefault("properties", {})
        for name, prop in schema["properties"].items():
            props[name] = small_schema(prop, resolve, depth + 1)
        if "type" not in out:
            out["type"] = "object"
    if depth < 2 and "items" in schema:
        out["items"] = small_schema(schema["items"], resolve, depth + 1)
    if "properties" in out and out.get("type") not in (None, "object"):
        del out["properties"]
    return out


def first_chars(text, n=300):
    if not isinstance(text, str):
        return None
    text = text.strip()
    return text[:n] if text else None


def reduce(doc):
    resolve = resolver(doc)
    swagger = str(doc.get("swagger", "")).startswith("2")
    out_paths = {}
    for path, item in (doc.get("paths") or {}).items():
        item = resolve(item)
        shared = item.get("parameters") or []
        out_item = {}
        for method in METHODS:
            op = item.get(method)
            if not isinstance(op, dict):
                continue
            o = {}
            for key in ("operationId", "summary"):
                if isinstance(op.get(key), str):
                    o[key] = op[key]
            desc = first_chars(op.get("description")) or first_chars(item.get("description"))
            if desc:
                o["description"] = desc
            if isinstance(op.get("tags"), list):
                o["tags"] = [t for t in op["tags"] if isinstance(t, str)]
            params = []
            body_schema = None
            by_key = {}
            for p in list(shared) + list(op.get("parameters") or []):
                p = resolve(p)
                if not isinstance(p.get("name"), str) or not isinstance(p.get("in"), str):
                    continue
                by_key[(p["name"], p["in"])] = p
            for (name, where), p in by_key.items():
                if swagger and where == "body":
                    body_schema = small_schema(p.get("schema") or {}, resolve)
                    continue
                if swagger and where == "formData":
                    body_schema = body_schema or {"type": "object", "properties": {}}
                    body_schema.setdefault("properties", {})[name] = small_schema(p, resolve)
                    continue
                q = {"name": name, "in": where}
                if p.get("required") or where == "path":
                    q["required"] = True
                if swagger:
                    s = small_schema(p, resolve)
                    q["type"] = s.get("type", "string")
                    if "enum" in s:
                        q["enum"] = s["enum"]
                    if "items" in s:
                        q["items"] = s["items"]
                else:
                    q["schema"] = small_schema(p.get("schema") or {}, resolve) or {"type": "string"}
                params.append(q)
            if params:
                o["parameters"] = params
            if swagger and body_schema is not None:
                consumes = op.get("consumes") or doc.get("consumes") or ["application/json"]
                if any("form" in c for c in consumes) and not any(
                    p.get("in") == "body" for p in by_key.values()
                ):
                    o.setdefault("parameters", []).extend(
                        {"name": n, "in": "formData", **({"type": s.get("type", "string")})}
                        for n, s in body_schema.get("properties", {}).items()
                    )
                else:
                    o.setdefault("parameters", []).append(
                        {"name": "body", "in": "body", "schema": body_schema or {"type": "object"}}
                    )
            if not swagger:
                body = resolve(op.get("requestBody") or {})
                content = body.get("content") or {}
                if isinstance(content, dict) and content:
                    media = next(iter(content))
                    schema = small_schema((content[media] or {}).get("schema") or {}, resolve)
                    o["requestBody"] = {"content": {media: {"schema": schema or {"type": "object"}}}}
            responses = {}
            for code in (op.get("responses") or {}):
                responses[str(code)] = {"description": "-"}
            o["responses"] = responses or {"default": {"description": "-"}}
            out_item[method] = o
        if out_item:
            out_paths[path] = out_item
    info = {"title": str((doc.get("info") or {}).get("title", "api")), "version": "reduced"}
    if swagger:
        return {"swagger": "2.0", "info": info, "paths": out_paths}
    version = str(doc.get("openapi", "3.0.3"))
    if not version.startswith("3"):
        version = "3.0.3"
    return {"openapi": version, "info": info, "paths": out_paths}


def main():
    if len(sys.argv) != 5 or sys.argv[3] != "--source":
        sys.exit(__doc__)
    reduced = reduce(load(sys.argv[1]))
    reduced["info"]["x-source"] = sys.argv[4]
    with open(sys.argv[2], "w", encoding="utf-8") as f:
        json.dump(reduced, f, indent=None, separators=(",", ":"), sort_keys=True, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main()
