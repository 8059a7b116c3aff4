//! The conversion walk itself: one schema at a time, every keyword checked for its type,
//! refs inlined or collected for `$defs`, and 3.0's spellings rewritten into 2020-12's.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashSet};
use std::sync::Arc;

use serde_json::{Map, Value, json};

use super::defs::{Cache, Entry, Names, Reach, set_bit, slot, union};
use super::keywords::{SCHEMA_KEYS, SCHEMA_LIST_KEYS, SCHEMA_MAP_KEYS};
use super::portable::make_portable;
use super::{Dialect, Direction, INLINE_MAX_BYTES, MAX_DEPTH, json_size, kind_of};
use crate::error::{Code, Diagnostic};
use crate::model::document::{Loc, Resolver};

/// Converts the schemas of one tool (one direction); the definitions it refers to are collected
/// for `$defs`.
pub struct Converter<'a> {
    resolver: Resolver<'a>,
    direction: Direction,
    dialect: Dialect,
    cache: &'a RefCell<Cache>,
    /// Definitions being converted right now; meeting one again means recursion.
    stack: Vec<Loc>,
    /// Refs emitted, per definition being converted; the first frame is the tool's own.
    frames: Vec<BTreeSet<Loc>>,
    pub diagnostics: Vec<Diagnostic>,
}

impl<'a> Converter<'a> {
    pub fn new(
        resolver: Resolver<'a>,
        direction: Direction,
        dialect: Dialect,
        cache: &'a RefCell<Cache>,
    ) -> Self {
        Converter {
            resolver,
            direction,
            dialect,
            cache,
            stack: Vec::new(),
            frames: vec![BTreeSet::new()],
            diagnostics: Vec::new(),
        }
    }

    /// Converts one schema found at `at`.
    pub fn convert(&mut self, schema: &Value, at: &Loc) -> Value {
        self.convert_at(schema, at, 0)
    }

    /// Like [`Converter::convert`], but a root that is a `$ref` is always replaced by its target,
    /// so a body or response can be inspected (and flattened) whatever its size.
    pub fn convert_root(&mut self, schema: &Value, at: &Loc) -> Value {
        let plain_ref = schema.as_object().is_some_and(|o| {
            o.contains_key("$ref")
                && (o.len() == 1
                    || self.dialect == Dialect::OpenApi30 && !o.contains_key("nullable"))
        });
        if !plain_ref {
            return self.convert(schema, at);
        }
        let Some(reference) = schema.get("$ref").and_then(Value::as_str) else {
            return self.convert(schema, at);
        };
        match self.resolver.lookup(reference, at) {
            Ok((target, loc)) => {
                self.entry(target, &loc, 0);
                let cache = self.cache.borrow();
                let Some(entry) = cache.get(&loc, self.direction) else {
                    return json!({});
                };
                if let Some(frame) = self.frames.last_mut() {
                    frame.extend(entry.deps.iter().cloned());
                }
                entry.value.clone()
            }
            Err(e) => {
                self.diagnostics.extend(e.diagnostics);
                json!({})
            }
        }
    }

    /// Whether a (possibly referenced) property schema is hidden in this direction.
    pub fn is_hidden(&self, schema: &'a Value, at: &Loc) -> bool {
        let Ok((target, _)) = self.resolver.follow(schema, at) else {
            return false;
        };
        let key = match self.direction {
            Direction::Input => "readOnly",
            Direction::Output => "writeOnly",
        };
        target.get(key).and_then(Value::as_bool) == Some(true)
    }

    /// Names of the definitions the converted schemas refer to, transitively, sorted, and their
    /// total size in bytes. The definitions themselves stay in the cache ([`Cache::export`]).
    pub fn take_defs(&mut self) -> (Vec<String>, usize) {
        let roots = self
            .frames
            .first_mut()
            .map(std::mem::take)
            .unwrap_or_default();
        let mut bits = Vec::new();
        for root in &roots {
            union(&mut bits, &self.reach(root));
        }
        let cache = self.cache.borrow();
        let defs = &cache.reach[slot(self.direction)].defs;
        let mut names = Vec::new();
        let mut size = 0;
        for (w, word) in bits.iter().enumerate() {
            let mut word = *word;
            while word != 0 {
                let (name, bytes) = &defs[w * 64 + word.trailing_zeros() as usize];
                names.push(name.clone());
                size += bytes;
                word &= word - 1;
            }
        }
        names.sort_unstable();
        (names, size)
    }

    /// The definitions `root` reaches, itself included, as bits of the cache's [`Reach`]:
    /// walked once, then known.
    fn reach(&self, root: &Loc) -> Arc<Vec<u64>> {
        let mut cache = self.cache.borrow_mut();
        let Cache {
            entries,
            names: given,
            reach,
        } = &mut *cache;
        let slot = slot(self.direction);
        let (entries, reach) = (&entries[slot], &mut reach[slot]);
        let docs = self.resolver.docs;
        // A definition that was never converted has no number: nothing of it is written.
        let number = |loc: &Loc, entry: &Entry, reach: &mut Reach, given: &mut Names| {
            reach.number(loc, || {
                let name = given.name(loc, || docs.identity(loc.file));
                let bytes = entry.size + name.len() + 4;
                (name, bytes)
            })
        };
        let root_number = entries.get(root).map(|e| number(root, e, reach, given));
        if let Some(known) = root_number.and_then(|n| reach.known.get(&n)) {
            return Arc::clone(known);
        }
        // Locations borrowed from the cache, not copied.
        let mut bits = Vec::new();
        let mut todo: Vec<&Loc> = vec![root];
        let mut seen: HashSet<&Loc> = HashSet::from([root]);
        let mut complete = true;
        while let Some(loc) = todo.pop() {
            let Some(entry) = entries.get(loc) else {
                // Named all the same, as every definition a tool meets is.
                given.name(loc, || docs.identity(loc.file));
                complete = false;
                continue;
            };
            let n = number(loc, entry, reach, given);
            if loc != root
                && let Some(known) = reach.known.get(&n)
            {
                union(&mut bits, known);
                continue;
            }
            set_bit(&mut bits, n);
            for dep in &entry.deps {
                if seen.insert(dep) {
                    todo.push(dep);
                }
            }
        }
        let bits = Arc::new(bits);
        if complete && let Some(n) = root_number {
            reach.known.insert(n, Arc::clone(&bits));
        }
        bits
    }

    /// Converts a definition once (per direction) and caches it.
    fn entry(&mut self, target: &Value, loc: &Loc, depth: usize) {
        if let Some(entry) = self.cache.borrow().get(loc, self.direction) {
            self.diagnostics.extend(entry.diagnostics.iter().cloned());
            return;
        }
        let outer = std::mem::take(&mut self.diagnostics);
        self.stack.push(loc.clone());
        self.frames.push(BTreeSet::new());
        let mut value = self.convert_at(target, loc, depth + 1);
        make_portable(&mut value, Some("$defs"));
        let deps = self.frames.pop().unwrap_or_default();
        self.stack.pop();
        let diagnostics = std::mem::replace(&mut self.diagnostics, outer);
        self.diagnostics.extend(diagnostics.iter().cloned());
        let size = json_size(&value);
        self.cache.borrow_mut().entries[slot(self.direction)].insert(
            loc.clone(),
            Entry {
                value,
                size,
                deps,
                diagnostics,
            },
        );
    }

    fn convert_at(&mut self, schema: &Value, at: &Loc, depth: usize) -> Value {
        if depth > MAX_DEPTH {
            self.diagnostics.push(
                self.resolver
                    .diag(
                        Code::TooLarge,
                        at,
                        format!("schema nested deeper than {MAX_DEPTH} levels"),
                    )
                    .help("flatten the schema or move parts of it into components"),
            );
            return json!({});
        }
        let Some(obj) = schema.as_object() else {
            if let Value::Bool(_) = schema {
                return schema.clone();
            }
            self.diagnostics.push(
                self.resolver
                    .diag(
                        Code::InvalidSpec,
                        at,
                        format!("expected a schema object, found {}", kind_of(schema)),
                    )
                    .help("a schema is a mapping such as `{type: string}`"),
            );
            return json!({});
        };
        if let Some(reference) = obj.get("$ref").and_then(Value::as_str) {
            let inlined = self.convert_ref(reference, at, depth);
            return self.ref_siblings(obj, inlined, at, depth);
        }
        if obj.contains_key("$dynamicRef") || obj.contains_key("$recursiveRef") {
            // Dynamic scopes cannot be inlined faithfully; accept anything rather than guess.
            return json!({});
        }

        let openapi30 = self.dialect == Dialect::OpenApi30;
        let mut out = Map::new();
        for (key, value) in obj {
            if !self.keyword_holds(at, key, value) {
                continue;
            }
            // Only for the keys that hold schemas: a location is a string built per call.
            let child = || at.push(key);
            match key.as_str() {
                "discriminator" | "xml" | "externalDocs" => {}
                // Their `$recursiveRef`/`$dynamicRef` become "any value" (above), so the anchors
                // anchor nothing; and `$recursiveAnchor` is 2019-09, which the 2020-12 metaschema
                // that clients check tool schemas against rejects (the Python SDK refuses every
                // result of OpenAI's tools that reach `CompoundFilter`).
                "$recursiveAnchor" | "$dynamicAnchor" => {}
                // 3.0's keyword, which 3.1 documents carry too (OpenAI): read the same way in
                // both (below), since clients refuse it (the TypeScript SDK: "nullable cannot
                // be used without type").
                "nullable" => {}
                k if k.starts_with("x-") => {}
                "example" if openapi30 => {
                    out.insert("examples".into(), Value::Array(vec![value.clone()]));
                }
                // The boolean form is 3.0's, and 3.1 documents carry it too (OpenAI's fine-tuning
                // hyperparameters): 2020-12 validators reject it, so it is read as 3.0's.
                "exclusiveMinimum" | "exclusiveMaximum" if openapi30 || value.is_boolean() => {
                    if let Value::Number(_) = value {
                        out.insert(key.clone(), value.clone());
                    }
                }
                "type" if value.as_array().is_some_and(|l| l.contains(&Value::Null)) => {
                    self.diagnostics.push(
                        self.resolver
                            .diag(
                                Code::Lenient,
                                &at.push("type"),
                                "`null` in a `type` list is YAML's null, read as the type name \"null\"",
                            )
                            .help("quote it: `type: [string, \"null\"]`"),
                    );
                    let names = value.as_array().into_iter().flatten().map(|v| match v {
                        Value::Null => json!("null"),
                        other => other.clone(),
                    });
                    out.insert("type".into(), Value::Array(names.collect()));
                }
                "type" if openapi30 && value == "file" => {
                    // Swagger 2.0 file parameters: bytes, carried as base64 text in JSON.
                    out.insert("type".into(), json!("string"));
                    out.insert("format".into(), json!("binary"));
                }
                "properties" => {
                    let mut props = Map::new();
                    // DigitalOcean writes `properties: {$ref: ...}`: the whole map lives elsewhere.
                    let child = child();
                    let (map, map_at) = match value.get("$ref").and_then(Value::as_str) {
                        Some(reference) => match self.resolver.lookup(reference, &child) {
                            Ok((target, loc)) => {
                                if !target.is_object() {
                                    self.wrong_keyword(&loc, key, target);
                                }
                                (target.as_object(), loc)
                            }
                            Err(e) => {
                                self.diagnostics.extend(e.diagnostics);
                                (None, child)
                            }
                        },
                        None => (value.as_object(), child),
                    };
                    if let Some(map) = map {
                        for (name, prop) in map {
                            let prop_at = map_at.push(name);
                            if self.is_hidden(prop, &prop_at) {
                                continue;
                            }
                            props.insert(name.clone(), self.convert_at(prop, &prop_at, depth + 1));
                        }
                    }
                    out.insert(key.clone(), Value::Object(props));
                }
                k if SCHEMA_MAP_KEYS.contains(&k) && value.is_object() => {
                    let mut map = Map::new();
                    let child = child();
                    if let Some(entries) = value.as_object() {
                        for (name, sub) in entries {
                            map.insert(
                                name.clone(),
                                self.convert_at(sub, &child.push(name), depth + 1),
                            );
                        }
                    }
                    out.insert(key.clone(), Value::Object(map));
                }
                k if SCHEMA_KEYS.contains(&k) && (value.is_object() || value.is_boolean()) => {
                    out.insert(key.clone(), self.convert_at(value, &child(), depth + 1));
                }
                // OpenAPI 3.0 / draft 4 tuple form: `items: [..]` is `prefixItems` in 2020-12.
                "items" if value.is_array() => {
                    let items = self.convert_list(value, &child(), depth);
                    out.insert("prefixItems".into(), items);
                }
                k if SCHEMA_LIST_KEYS.contains(&k) => {
                    let items = self.convert_list(value, &child(), depth);
                    out.insert(key.clone(), items);
                }
                "$defs" | "definitions" => {}
                _ => {
                    out.insert(key.clone(), value.clone());
                }
            }
        }
        {
            // Boolean exclusive bounds (3.0) modify `minimum`/`maximum`; 2020-12 uses numbers.
            for (flag, bound) in [
                ("exclusiveMinimum", "minimum"),
                ("exclusiveMaximum", "maximum"),
            ] {
                if obj.get(flag).and_then(Value::as_bool) == Some(true)
                    && let Some(b) = out.remove(bound)
                {
                    out.insert(flag.into(), b);
                }
            }
        }
        // Drop `required` names whose property was hidden in this direction.
        if let (Some(Value::Array(required)), Some(Value::Object(props))) =
            (out.get("required"), out.get("properties"))
        {
            let declared = obj.get("properties").and_then(Value::as_object);
            let kept: Vec<Value> = required
                .iter()
                .filter(|r| {
                    r.as_str().is_some_and(|name| {
                        props.contains_key(name) || declared.is_none_or(|d| !d.contains_key(name))
                    })
                })
                .cloned()
                .collect();
            if kept.is_empty() {
                out.remove("required");
            } else {
                out.insert("required".into(), Value::Array(kept));
            }
        }
        let nullable = obj.get("nullable").or_else(|| obj.get("x-nullable"));
        if nullable.and_then(Value::as_bool) == Some(true) {
            make_nullable(&mut out);
        }
        Value::Object(out)
    }

    /// Whether a keyword's value has the type JSON Schema gives it; reports it when not.
    /// Lowering reads leniently elsewhere, but a schema keyword of the wrong type would either
    /// vanish (an argument silently unchecked) or be copied into a schema clients refuse: it
    /// is named instead, and left out. Never inlined: `convert_at` recurses once per schema
    /// level, and its frame must stay small (the limits test runs it on a 2 MiB stack).
    #[inline(never)]
    fn keyword_holds(&mut self, at: &Loc, key: &str, value: &Value) -> bool {
        let names = |v: &Value| v.as_array().is_some_and(|l| l.iter().all(Value::is_string));
        let holds = match key {
            "properties" => value.is_object(),
            "items" => value.is_object() || value.is_boolean() || value.is_array(),
            k if SCHEMA_KEYS.contains(&k) => value.is_object() || value.is_boolean(),
            k if SCHEMA_LIST_KEYS.contains(&k) => value.is_array(),
            k if SCHEMA_MAP_KEYS.contains(&k) => value.is_object(),
            "required" => names(value),
            "enum" => value.is_array(),
            // An unquoted `null` in YAML's `type: [string, null]` is read as meant (below).
            "type" => {
                value.is_string()
                    || value
                        .as_array()
                        .is_some_and(|l| l.iter().all(|v| v.is_string() || v.is_null()))
            }
            _ => true,
        };
        if !holds {
            self.wrong_keyword(&at.push(key), key, value);
        }
        holds
    }

    /// Reports a schema keyword whose value is of the wrong type, with what it takes.
    fn wrong_keyword(&mut self, at: &Loc, key: &str, found: &Value) {
        let (expected, help) = match key {
            "properties" => (
                "a mapping of property names to schemas",
                "write `properties: {name: {type: string}}`",
            ),
            "patternProperties" | "dependentSchemas" => (
                "a mapping of names to schemas",
                "write it as a mapping such as `{\"^x-\": {type: string}}`",
            ),
            "allOf" | "anyOf" | "oneOf" | "prefixItems" => (
                "a list of schemas",
                "write it as a list such as `[{$ref: '#/components/schemas/Pet'}, {type: object}]`",
            ),
            "required" => (
                "a list of property names",
                "list the required properties on the object schema, e.g. `required: [id, name]` (OpenAPI has no `required: true` inside a property)",
            ),
            "enum" => (
                "a list of the allowed values",
                "write it as a list, e.g. `enum: [asc, desc]`",
            ),
            "type" => (
                "a type name or a list of type names",
                "use string, number, integer, boolean, array, object or null, e.g. `type: string`",
            ),
            _ => (
                "a schema (a mapping, or true or false)",
                "write a schema such as `{type: string}` or a `$ref`",
            ),
        };
        // `type: [string, 5]`: the list is right, an item is not.
        let found = match found
            .as_array()
            .and_then(|l| l.iter().find(|v| !v.is_string()))
        {
            Some(item) if matches!(key, "required" | "type") => {
                format!("a list holding {}", kind_of(item))
            }
            _ => kind_of(found).to_string(),
        };
        self.diagnostics.push(
            self.resolver
                .diag(
                    Code::InvalidSpec,
                    at,
                    format!("`{key}` expects {expected}, found {found}"),
                )
                .help(help),
        );
    }

    fn convert_list(&mut self, value: &Value, at: &Loc, depth: usize) -> Value {
        let items = value
            .as_array()
            .map(|a| {
                a.iter()
                    .enumerate()
                    .map(|(i, s)| self.convert_at(s, &at.push(&i.to_string()), depth + 1))
                    .collect()
            })
            .unwrap_or_default();
        Value::Array(items)
    }

    /// What a `$ref` with other keywords beside it means. OpenAPI 3.0 ignores siblings, but
    /// `nullable` next to a ref is common intent; in 3.1 siblings apply and win over the target.
    fn ref_siblings(
        &mut self,
        obj: &Map<String, Value>,
        inlined: Value,
        at: &Loc,
        depth: usize,
    ) -> Value {
        if self.dialect == Dialect::OpenApi30 {
            let nullable = obj.get("nullable").or_else(|| obj.get("x-nullable"));
            if nullable.and_then(Value::as_bool) == Some(true) {
                return json!({"anyOf": [inlined, {"type": "null"}]});
            }
            return inlined;
        }
        let siblings: Map<String, Value> = obj
            .iter()
            .filter(|(k, _)| k.as_str() != "$ref" && k.as_str() != "nullable")
            .map(|(k, v)| (k.clone(), v.clone()))
            .collect();
        let merged = if siblings.is_empty() {
            inlined
        } else {
            let converted = self.convert_at(&Value::Object(siblings), at, depth + 1);
            match (inlined, converted) {
                (Value::Object(mut target), Value::Object(extra))
                    if !target.contains_key("$ref") =>
                {
                    target.extend(extra);
                    Value::Object(target)
                }
                (target, extra) => json!({"allOf": [target, extra]}),
            }
        };
        // `nullable` beside a `$ref` in a 3.1 document means what it means in 3.0.
        if obj.get("nullable").and_then(Value::as_bool) == Some(true) {
            return json!({"anyOf": [merged, {"type": "null"}]});
        }
        merged
    }

    fn convert_ref(&mut self, reference: &str, at: &Loc, depth: usize) -> Value {
        let (target, loc) = match self.resolver.lookup(reference, at) {
            Ok(found) => found,
            Err(e) => {
                self.diagnostics.extend(e.diagnostics);
                return json!({});
            }
        };
        if !self.stack.contains(&loc) {
            self.entry(target, &loc, depth);
            let cache = self.cache.borrow();
            if let Some(entry) = cache.get(&loc, self.direction)
                && entry.deps.is_empty()
                && entry.size <= INLINE_MAX_BYTES
            {
                return entry.value.clone();
            }
        }
        let docs = self.resolver.docs;
        let name = self
            .cache
            .borrow_mut()
            .names
            .name(&loc, || docs.identity(loc.file));
        if let Some(frame) = self.frames.last_mut() {
            frame.insert(loc);
        }
        json!({"$ref": format!("#/$defs/{name}")})
    }
}

/// `nullable: true` means "or null": add it to the type (and to an `enum`, which would reject it).
fn make_nullable(out: &mut Map<String, Value>) {
    match out.get_mut("type") {
        Some(Value::String(t)) => {
            let t = std::mem::take(t);
            out.insert("type".into(), json!([t, "null"]));
        }
        Some(Value::Array(types)) if !types.iter().any(|t| t == "null") => {
            types.push(json!("null"));
        }
        _ => {}
    }
    if let Some(Value::Array(values)) = out.get_mut("enum")
        && !values.contains(&Value::Null)
    {
        values.push(Value::Null);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::document::Documents;
    use crate::model::document::{Document, SpecVersion};
    use std::path::PathBuf;

    #[test]
    fn file_identity_is_relative_to_the_spec_folder() {
        let mut d = docs(json!({}));
        assert_eq!(d.identity(0), "");
        d.push_for_test(PathBuf::from("models/pet.yaml"));
        d.push_for_test(PathBuf::from("./models/../common/tag.yaml"));
        d.push_for_test(PathBuf::from("../shared/x.yaml"));
        assert_eq!(d.identity(1), "models/pet.yaml");
        assert_eq!(d.identity(2), "common/tag.yaml");
        assert_eq!(d.identity(3), "../shared/x.yaml");
    }

    fn docs(root: Value) -> Documents {
        Documents::single(Document {
            path: PathBuf::from("api.yaml"),
            root,
            version: SpecVersion::OpenApi30,
        })
    }

    fn convert_with(
        root: Value,
        schema: Value,
        direction: Direction,
    ) -> (Value, Map<String, Value>) {
        let d = docs(root);
        let cache = RefCell::new(Cache::default());
        let mut c = Converter::new(Resolver::new(&d), direction, Dialect::OpenApi30, &cache);
        let v = c.convert(&schema, &Loc::root("/s"));
        assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
        let defs = defs_of(&mut c, &cache, direction);
        (v, defs)
    }

    /// The definitions a converter's schemas need, as a `$defs` map.
    fn defs_of(
        c: &mut Converter<'_>,
        cache: &RefCell<Cache>,
        direction: Direction,
    ) -> Map<String, Value> {
        let (names, _) = c.take_defs();
        let wanted: BTreeSet<&str> = names.iter().map(String::as_str).collect();
        cache
            .borrow()
            .export(direction, &wanted)
            .into_iter()
            .collect()
    }

    fn convert(schema: Value) -> Value {
        convert_with(json!({}), schema, Direction::Input).0
    }

    #[test]
    fn exporting_both_directions_at_once_gives_what_each_export_gives() {
        let big: Map<String, Value> = (0..40)
            .map(|i| {
                (
                    format!("p{i}"),
                    json!({"type": "string", "description": "x".repeat(20)}),
                )
            })
            .collect();
        let root = json!({"components": {"schemas": {
            "Big": {"type": "object", "properties": big},
            "Pet": {"type": "object", "properties": {
                "id": {"type": "integer", "readOnly": true},
                "secret": {"type": "string", "writeOnly": true},
                "big": {"$ref": "#/components/schemas/Big"},
                "parent": {"$ref": "#/components/schemas/Pet"}
            }}
        }}});
        let d = docs(root);
        let cache = RefCell::new(Cache::default());
        let mut names = Vec::new();
        for direction in [Direction::Input, Direction::Output] {
            let mut c = Converter::new(Resolver::new(&d), direction, Dialect::OpenApi30, &cache);
            c.convert(
                &json!({"$ref": "#/components/schemas/Pet"}),
                &Loc::root("/s"),
            );
            names.push(c.take_defs().0);
        }
        let input: BTreeSet<&str> = names[0].iter().map(String::as_str).collect();
        let output: BTreeSet<&str> = names[1].iter().map(String::as_str).collect();
        assert!(!input.is_empty() && !output.is_empty());
        let want = (
            cache.borrow().export(Direction::Input, &input),
            cache.borrow().export(Direction::Output, &output),
        );
        assert_ne!(want.0, want.1, "the directions differ");
        assert_eq!(cache.into_inner().into_export(&input, &output), want);
    }

    /// Tools that share roots (a cycle among them, and a root reached from another) get from
    /// the cache's known reaches exactly what a fresh cache walks for each alone.
    #[test]
    fn known_reaches_give_what_a_fresh_walk_gives() {
        let big = |extra: Value| {
            let mut props: Map<String, Value> = (0..30)
                .map(|i| {
                    (
                        format!("p{i}"),
                        json!({"type": "string", "description": "x".repeat(20)}),
                    )
                })
                .collect();
            if let Value::Object(extra) = extra {
                props.extend(extra);
            }
            json!({"type": "object", "properties": props})
        };
        let root = json!({"components": {"schemas": {
            "A": big(json!({"b": {"$ref": "#/components/schemas/B"}})),
            "B": big(json!({"a": {"$ref": "#/components/schemas/A"}, "c": {"$ref": "#/components/schemas/C"}})),
            "C": big(json!({})),
            "D": big(json!({"c": {"$ref": "#/components/schemas/C"}})),
        }}});
        let d = docs(root);
        let tools: [&[&str]; 5] = [&["C"], &["A"], &["B", "D"], &["D"], &["A", "C"]];
        let defs_of = |cache: &RefCell<Cache>, refs: &[&str]| {
            let mut c = Converter::new(
                Resolver::new(&d),
                Direction::Output,
                Dialect::OpenApi30,
                cache,
            );
            for r in refs {
                c.convert(
                    &json!({"$ref": format!("#/components/schemas/{r}")}),
                    &Loc::root("/s"),
                );
            }
            c.take_defs()
        };
        let shared = RefCell::new(Cache::default());
        for refs in tools {
            let got = defs_of(&shared, refs);
            let fresh = defs_of(&RefCell::new(Cache::default()), refs);
            assert_eq!(got, fresh, "{refs:?}");
        }
        assert_eq!(defs_of(&shared, &["B", "D"]).0, ["A", "B", "C", "D"]);
        assert_eq!(defs_of(&shared, &["D"]).0, ["C", "D"]);
        assert!(
            !shared.borrow().reach[1].known.is_empty(),
            "nothing was kept"
        );
    }

    #[test]
    fn nullable_becomes_a_type_array() {
        assert_eq!(
            convert(json!({"type": "string", "nullable": true})),
            json!({"type": ["string", "null"]})
        );
        assert_eq!(
            convert(json!({"type": "string", "enum": ["a"], "nullable": true})),
            json!({"type": ["string", "null"], "enum": ["a", null]})
        );
        assert_eq!(
            convert(json!({"type": "string", "nullable": false})),
            json!({"type": "string"})
        );
    }

    #[test]
    fn boolean_exclusive_bounds_become_numbers() {
        assert_eq!(
            convert(
                json!({"type": "integer", "minimum": 0, "exclusiveMinimum": true, "maximum": 9, "exclusiveMaximum": false})
            ),
            json!({"type": "integer", "exclusiveMinimum": 0, "maximum": 9})
        );
        assert_eq!(
            convert(
                json!({"type": "number", "minimum": 0.5, "exclusiveMinimum": false, "maximum": 9.5, "exclusiveMaximum": true})
            ),
            json!({"type": "number", "minimum": 0.5, "exclusiveMaximum": 9.5})
        );
        assert_eq!(
            convert(
                json!({"type": "integer", "minimum": -3, "exclusiveMinimum": true, "maximum": 3, "exclusiveMaximum": true})
            ),
            json!({"type": "integer", "exclusiveMinimum": -3, "exclusiveMaximum": 3})
        );
        // A flag without its bound bounds nothing.
        assert_eq!(
            convert(json!({"type": "integer", "exclusiveMaximum": true})),
            json!({"type": "integer"})
        );
    }

    #[test]
    fn example_becomes_examples_and_openapi_keywords_go() {
        assert_eq!(
            convert(
                json!({"type": "string", "example": "rex", "xml": {"name": "n"}, "x-internal": true, "discriminator": {"propertyName": "t"}})
            ),
            json!({"type": "string", "examples": ["rex"]})
        );
    }

    #[test]
    fn read_only_properties_leave_inputs_and_required() {
        let schema = json!({"type": "object", "required": ["id", "name"], "properties": {
            "id": {"type": "integer", "readOnly": true},
            "name": {"type": "string"},
            "secret": {"type": "string", "writeOnly": true}
        }});
        let input = convert(schema.clone());
        assert_eq!(
            input["properties"]
                .as_object()
                .unwrap()
                .keys()
                .collect::<Vec<_>>(),
            ["name", "secret"]
        );
        assert_eq!(input["required"], json!(["name"]));
        let (output, _) = convert_with(json!({}), schema, Direction::Output);
        assert_eq!(
            output["properties"]
                .as_object()
                .unwrap()
                .keys()
                .collect::<Vec<_>>(),
            ["id", "name"]
        );
    }

    #[test]
    fn small_refs_are_inlined_large_and_recursive_ones_go_to_defs() {
        let big: Map<String, Value> = (0..40)
            .map(|i| {
                (
                    format!("field_{i}"),
                    json!({"type": "string", "description": "a field"}),
                )
            })
            .collect();
        let root = json!({"components": {"schemas": {
            "Tag": {"type": "string", "nullable": true},
            "Big": {"type": "object", "properties": big},
            "Node": {"type": "object", "properties": {
                "tag": {"$ref": "#/components/schemas/Tag"},
                "big": {"$ref": "#/components/schemas/Big"},
                "children": {"type": "array", "items": {"$ref": "#/components/schemas/Node"}}
            }}
        }}});
        let d = docs(root);
        let cache = RefCell::new(Cache::default());
        let mut c = Converter::new(
            Resolver::new(&d),
            Direction::Input,
            Dialect::OpenApi30,
            &cache,
        );
        let v = c.convert_root(
            &json!({"$ref": "#/components/schemas/Node"}),
            &Loc::root("/s"),
        );
        let defs = defs_of(&mut c, &cache, Direction::Input);
        assert_eq!(
            v["properties"]["tag"],
            json!({"anyOf": [{"type": "string"}, {"type": "null"}]}),
            "small: inlined"
        );
        assert_eq!(
            v["properties"]["big"],
            json!({"$ref": "#/$defs/Big"}),
            "large: shared"
        );
        assert_eq!(
            v["properties"]["children"]["items"],
            json!({"$ref": "#/$defs/Node"}),
            "recursive"
        );
        assert_eq!(defs.keys().collect::<Vec<_>>(), ["Big", "Node"]);
        assert_eq!(
            defs["Node"]["properties"]["children"]["items"],
            json!({"$ref": "#/$defs/Node"})
        );
        assert_eq!(defs["Big"]["properties"].as_object().unwrap().len(), 40);

        // A second tool reuses the cache and still gets its own complete `$defs`.
        let mut c2 = Converter::new(
            Resolver::new(&d),
            Direction::Input,
            Dialect::OpenApi30,
            &cache,
        );
        let v2 = c2.convert(
            &json!({"$ref": "#/components/schemas/Big"}),
            &Loc::root("/t"),
        );
        assert_eq!(v2, json!({"$ref": "#/$defs/Big"}));
        assert_eq!(c2.take_defs().0, ["Big"]);
    }

    #[test]
    fn nullable_ref_becomes_any_of() {
        let root = json!({"components": {"schemas": {"Tag": {"type": "string"}}}});
        let (v, _) = convert_with(
            root,
            json!({"$ref": "#/components/schemas/Tag", "nullable": true}),
            Direction::Input,
        );
        assert_eq!(v, json!({"anyOf": [{"type": "string"}, {"type": "null"}]}));
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_crash() {
        let mut schema = json!({"type": "string"});
        for _ in 0..300 {
            schema = json!({"type": "array", "items": schema});
        }
        let d = docs(json!({}));
        let cache = RefCell::new(Cache::default());
        let mut c = Converter::new(
            Resolver::new(&d),
            Direction::Input,
            Dialect::OpenApi30,
            &cache,
        );
        c.convert(&schema, &Loc::root("/s"));
        assert!(c.diagnostics[0].message.contains("deeper than"));
    }

    fn convert31(root: Value, schema: Value) -> Value {
        let d = docs(root);
        let cache = RefCell::new(Cache::default());
        let mut c = Converter::new(
            Resolver::new(&d),
            Direction::Input,
            Dialect::JsonSchema,
            &cache,
        );
        let v = c.convert(&schema, &Loc::root("/s"));
        assert!(c.diagnostics.is_empty(), "{:?}", c.diagnostics);
        v
    }

    #[test]
    fn boolean_exclusive_bounds_in_a_31_document_are_read_as_30_ones() {
        assert_eq!(
            convert31(
                json!({}),
                json!({"type": "number", "minimum": 0, "exclusiveMinimum": true, "maximum": 2, "exclusiveMaximum": false})
            ),
            json!({"type": "number", "exclusiveMinimum": 0, "maximum": 2})
        );
        assert_eq!(
            convert31(json!({}), json!({"exclusiveMinimum": 1})),
            json!({"exclusiveMinimum": 1})
        );
    }

    #[test]
    fn nullable_in_a_31_document_is_read_as_in_30() {
        let root = json!({"components": {"schemas": {"Big": {"type": "object", "description": "x".repeat(600)}}}});
        assert_eq!(
            convert31(root.clone(), json!({"type": "string", "nullable": true})),
            json!({"type": ["string", "null"]})
        );
        assert_eq!(
            convert31(
                root.clone(),
                json!({"allOf": [{"type": "string"}], "nullable": false})
            ),
            json!({"allOf": [{"type": "string"}]})
        );
        let referred = convert31(
            root,
            json!({"$ref": "#/components/schemas/Big", "nullable": true, "description": "d"}),
        );
        assert!(!referred.to_string().contains("nullable"), "{referred}");
        assert_eq!(referred["anyOf"][1], json!({"type": "null"}), "{referred}");
    }

    #[test]
    fn recursive_and_dynamic_anchors_go_with_their_refs() {
        let schema = json!({
            "$recursiveAnchor": true, "type": "object",
            "properties": {
                "f": {"items": {"oneOf": [{"type": "string"}, {"$recursiveRef": "#"}]}},
                "g": {"$dynamicAnchor": "node", "properties": {"n": {"$dynamicRef": "#node"}}}
            }
        });
        let out = convert31(json!({}), schema).to_string();
        for gone in [
            "$recursiveAnchor",
            "$recursiveRef",
            "$dynamicAnchor",
            "$dynamicRef",
        ] {
            assert!(!out.contains(gone), "{gone} kept: {out}");
        }
    }

    #[test]
    fn openapi31_keywords_survive() {
        let schema = json!({
            "type": ["string", "null"], "const": "x", "examples": ["x"],
            "exclusiveMinimum": 1, "example": 3
        });
        assert_eq!(
            convert31(json!({}), schema.clone()),
            schema,
            "3.1 has no 3.0 rewrites (but for 3.0 keywords that clients refuse, above)"
        );
        let tuple =
            json!({"type": "array", "prefixItems": [{"type": "string"}, {"type": "integer"}]});
        assert_eq!(convert31(json!({}), tuple.clone()), tuple);
    }

    #[test]
    fn openapi31_ref_siblings_apply() {
        let root =
            json!({"components": {"schemas": {"Id": {"type": "string", "description": "an id"}}}});
        let v = convert31(
            root,
            json!({"$ref": "#/components/schemas/Id", "description": "the pet's id"}),
        );
        assert_eq!(v, json!({"type": "string", "description": "the pet's id"}));
    }

    #[test]
    fn swagger_file_and_x_nullable() {
        assert_eq!(
            convert(json!({"type": "file"})),
            json!({"type": "string", "format": "binary"})
        );
        assert_eq!(
            convert(json!({"type": "integer", "x-nullable": true})),
            json!({"type": ["integer", "null"]})
        );
    }
}
