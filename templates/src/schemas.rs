//! The tool schemas a server shows and validates against. Each distinct schema text is checked
//! at startup (valid JSON, `type: object` at its root, as MCP requires, so a wrong one is a
//! startup error) and kept as compact text, with the shared definitions it uses (transitively)
//! found once; it is parsed into a tree only when a call is first validated against it or a
//! transport needs the tree. `tools/list` over stdio is written from the compact texts
//! ([`listing`](super::listing)); both ways give the same bytes.

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::sync::{Arc, OnceLock};

use rmcp::model::{JsonObject, Tool as McpTool, ToolAnnotations};
use serde_json::Value;
use serde_json::value::RawValue;

use super::descriptor::{Api, Tool};
use super::validate::unescape_token;

/// A tool's input and output schemas as trees, with the shared definitions they use under
/// `$defs`.
#[derive(Clone)]
pub(crate) struct Schemas {
    pub(crate) input: Arc<JsonObject>,
    pub(crate) output: Option<Arc<JsonObject>>,
}

/// An enabled tool's schemas as checked compact texts, shared between tools with the same text.
pub(crate) struct RawSchemas {
    pub(crate) input: Arc<RawSchema>,
    pub(crate) output: Option<Arc<RawSchema>>,
}

impl RawSchemas {
    /// The trees, parsed on first use.
    pub(crate) fn trees(&self, inputs: &DefPool, outputs: &DefPool) -> Schemas {
        Schemas {
            input: self.input.tree(inputs),
            output: self.output.as_ref().map(|output| output.tree(outputs)),
        }
    }
}

/// The shared definitions of one direction (`Api::input_defs` or `output_defs`), each as
/// compact text, in name order.
pub(crate) struct DefPool {
    /// Each definition's name as a JSON string (`"Pet"`), ready to be written as a key.
    keys: Vec<String>,
    texts: Vec<Box<str>>,
    /// For each definition, the definitions it refers to (indices).
    refers: Vec<Vec<usize>>,
    by_name: HashMap<String, usize>,
}

impl DefPool {
    /// `text` is a JSON object of definitions, or empty for none. `which` names the direction
    /// in errors.
    pub(crate) fn new(which: &str, text: &str) -> Result<DefPool, String> {
        let mut pool = DefPool {
            keys: Vec::new(),
            texts: Vec::new(),
            refers: Vec::new(),
            by_name: HashMap::new(),
        };
        if text.trim().is_empty() {
            return Ok(pool);
        }
        let not_json = |err: serde_json::Error| {
            format!("the shared {which} schema definitions are not valid JSON: {err}")
        };
        let members: BTreeMap<String, &RawValue> = match serde_json::from_str(text) {
            Ok(members) => members,
            Err(err) if err.is_data() => {
                return Err(format!(
                    "the shared {which} schema definitions are not a JSON object"
                ));
            }
            Err(err) => return Err(not_json(err)),
        };
        for (index, (name, raw)) in members.iter().enumerate() {
            pool.keys
                .push(serde_json::to_string(name).map_err(not_json)?);
            pool.texts
                .push(compact(raw.get()).map_err(not_json)?.into());
            pool.by_name.insert(name.clone(), index);
        }
        pool.refers = pool
            .texts
            .iter()
            .map(|text| pool.indices(text).collect())
            .collect();
        Ok(pool)
    }

    /// The definitions `text` (compact) refers to as `#/$defs/<name>` that the pool has.
    fn indices<'a>(&'a self, text: &'a str) -> impl Iterator<Item = usize> + 'a {
        def_refs(text).filter_map(|name| self.by_name.get(&name).copied())
    }

    /// Every definition `text` (compact) needs, directly or through other definitions, in
    /// name order.
    fn closure(&self, text: &str) -> Vec<usize> {
        let mut needed = BTreeSet::new();
        let mut pending: Vec<usize> = self.indices(text).collect();
        while let Some(index) = pending.pop() {
            if needed.insert(index) {
                pending.extend(&self.refers[index]);
            }
        }
        needed.into_iter().collect()
    }

    /// The definitions at `indices` as a tree of their own (name → schema).
    fn tree_of(&self, indices: &[usize]) -> JsonObject {
        let mut tree = JsonObject::new();
        for &index in indices {
            // Both were written by this pool from valid JSON, so they parse; a failure would
            // leave the definition out, as an unknown one is.
            if let (Ok(name), Ok(def)) = (
                serde_json::from_str::<String>(&self.keys[index]),
                serde_json::from_str::<Value>(&self.texts[index]),
            ) {
                tree.insert(name, def);
            }
        }
        tree
    }
}

/// One distinct schema text: checked, compact, and the shared definitions it uses.
pub(crate) struct RawSchema {
    /// The schema as `serde_json` prints it compact (always an object).
    body: Box<str>,
    /// The pool's definitions it uses, in name order.
    defs: Vec<usize>,
    /// It has a `$defs` of its own, which the used definitions are merged into (only through
    /// the tree: a generated schema never has one).
    own_defs: bool,
    tree: OnceLock<Arc<JsonObject>>,
}

impl RawSchema {
    /// Appends the schema with its definitions attached, exactly as `serde_json` prints the
    /// tree [`tree`](Self::tree) returns.
    pub(crate) fn write(&self, pool: &DefPool, out: &mut Vec<u8>) {
        if self.own_defs {
            // Writing to a Vec cannot fail.
            let _ = serde_json::to_writer(&mut *out, &*self.tree(pool));
            return;
        }
        let Some(open) = self
            .body
            .strip_suffix('}')
            .filter(|_| !self.defs.is_empty())
        else {
            out.extend_from_slice(self.body.as_bytes());
            return;
        };
        // The body is an object with at least `type`, so a member follows.
        out.extend_from_slice(open.as_bytes());
        out.extend_from_slice(br#","$defs":{"#);
        for (n, &index) in self.defs.iter().enumerate() {
            if n > 0 {
                out.push(b',');
            }
            out.extend_from_slice(pool.keys[index].as_bytes());
            out.push(b':');
            out.extend_from_slice(pool.texts[index].as_bytes());
        }
        out.extend_from_slice(b"}}");
    }

    /// The schema as a tree with its definitions attached, parsed on first use and shared.
    pub(crate) fn tree(&self, pool: &DefPool) -> Arc<JsonObject> {
        self.tree
            .get_or_init(|| {
                // Checked at startup to be a JSON object; an impossible failure validates
                // against an empty schema's tree rather than panicking.
                let mut schema = match serde_json::from_str::<Value>(&self.body) {
                    Ok(Value::Object(schema)) => schema,
                    _ => JsonObject::new(),
                };
                // Only the definitions it uses are parsed: a big API's pool is megabytes.
                attach_defs(&mut schema, &pool.tree_of(&self.defs));
                Arc::new(schema)
            })
            .clone()
    }
}

/// The shared definitions and every enabled tool's schemas, checked and compacted.
pub(crate) struct Checked {
    pub(crate) input_defs: DefPool,
    pub(crate) output_defs: DefPool,
    /// In `api.tools` order; `None` for a tool that is not enabled.
    pub(crate) schemas: Vec<Option<RawSchemas>>,
}

/// Above this much schema text, startup checks and compacts it on two threads (a big API's
/// schemas are megabytes: Kubernetes' are 12 MB, about half of its startup on one thread).
const PARALLEL_BYTES: usize = 1 << 20;

/// Checks and compacts the shared definitions and the schemas of the tools `enabled` says are
/// (by index in `api.tools`). Operations of one resource often share a schema (get, create and
/// update all return the resource): each distinct text is done once, and shared.
pub(crate) fn check(api: &Api, enabled: impl Fn(usize) -> bool) -> Result<Checked, String> {
    /// One distinct text: its direction, and the first tool that has it (named in errors).
    struct Job {
        text: &'static str,
        output: bool,
        tool: usize,
    }
    let mut jobs = Vec::new();
    let mut seen = [HashMap::new(), HashMap::new()];
    // For each enabled tool, its jobs' indices.
    let mut uses = Vec::with_capacity(api.tools.len());
    for (index, tool) in api.tools.iter().enumerate() {
        if !enabled(index) {
            uses.push(None);
            continue;
        }
        let mut job = |text: &'static str, output: bool| {
            *seen[usize::from(output)]
                .entry(SchemaText(text))
                .or_insert_with(|| {
                    jobs.push(Job {
                        text,
                        output,
                        tool: index,
                    });
                    jobs.len() - 1
                })
        };
        let input = job(tool.input_schema, false);
        let output = tool.output_schema.map(|text| job(text, true));
        uses.push(Some((input, output)));
    }

    let bytes = jobs.iter().map(|job| job.text.len()).sum::<usize>()
        + api.input_defs.len()
        + api.output_defs.len();
    let pools = (
        || DefPool::new("input", api.input_defs),
        || DefPool::new("output", api.output_defs),
    );
    let (input_defs, output_defs) = match bytes > PARALLEL_BYTES {
        true => both(pools.0, pools.1)?,
        false => (pools.0(), pools.1()),
    };
    let (input_defs, output_defs) = (input_defs?, output_defs?);
    let run = |jobs: &[Job]| -> Result<Vec<Arc<RawSchema>>, String> {
        jobs.iter()
            .map(|job| {
                let (which, pool) = match job.output {
                    false => ("input", &input_defs),
                    true => ("output", &output_defs),
                };
                raw_schema(&api.tools[job.tool], which, job.text, pool).map(Arc::new)
            })
            .collect()
    };
    let done = if bytes > PARALLEL_BYTES {
        // Halves of about as many bytes each.
        let mut half = 0;
        let mut sum = 0;
        while half < jobs.len() && sum * 2 < bytes {
            sum += jobs[half].text.len();
            half += 1;
        }
        let (first, second) = jobs.split_at(half);
        let (first, second) = both(|| run(first), || run(second))?;
        let mut done = first?;
        done.extend(second?);
        done
    } else {
        run(&jobs)?
    };
    let schemas = uses
        .into_iter()
        .map(|uses| {
            uses.map(|(input, output): (usize, Option<usize>)| RawSchemas {
                input: done[input].clone(),
                output: output.map(|output| done[output].clone()),
            })
        })
        .collect();
    Ok(Checked {
        input_defs,
        output_defs,
        schemas,
    })
}

/// `a` and `b`, `b` on a thread of its own.
fn both<A: Send, B: Send>(
    a: impl FnOnce() -> A + Send,
    b: impl FnOnce() -> B + Send,
) -> Result<(A, B), String> {
    std::thread::scope(|scope| {
        let b = scope.spawn(b);
        let a = a();
        match b.join() {
            Ok(b) => Ok((a, b)),
            Err(_) => Err("checking the schemas failed (a thread panicked)".to_string()),
        }
    })
}

/// The schema `text` of `tool` checked and compacted, with the definitions of `pool` it uses.
fn raw_schema(
    tool: &Tool,
    which: &str,
    text: &'static str,
    pool: &DefPool,
) -> Result<RawSchema, String> {
    let own_defs = check_schema(tool, which, text)?;
    let body = compact(text).map_err(|err| {
        format!(
            "tool `{}`: the {which} schema is not valid JSON: {err}",
            tool.name
        )
    })?;
    Ok(RawSchema {
        defs: if pool.texts.is_empty() {
            Vec::new()
        } else {
            pool.closure(&body)
        },
        body: body.into(),
        own_defs,
        tree: OnceLock::new(),
    })
}

/// A schema text as a key of the startup's map of distinct texts. Hashing a whole text cost
/// a big API's startup more than checking it: the hash reads its length and its ends only,
/// and equal keys are still whole texts compared.
#[derive(PartialEq, Eq)]
struct SchemaText(&'static str);

impl std::hash::Hash for SchemaText {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        const ENDS: usize = 128;
        let bytes = self.0.as_bytes();
        state.write_usize(bytes.len());
        state.write(&bytes[..bytes.len().min(ENDS)]);
        state.write(&bytes[bytes.len().saturating_sub(ENDS)..]);
    }
}

/// MCP requires `type: object` at the root of both schemas; clients reject the whole tool list
/// otherwise, so this is worth a startup error. Only the root's members are looked at; the rest
/// is checked to be JSON without being built. `Ok(true)` when the schema has `$defs` of its own.
fn check_schema(tool: &Tool, which: &str, text: &str) -> Result<bool, String> {
    let root: BTreeMap<String, &RawValue> = match serde_json::from_str(text) {
        Ok(root) => root,
        Err(err) if err.is_data() => {
            return Err(format!(
                "tool `{}`: the {which} schema is not a JSON object",
                tool.name
            ));
        }
        Err(err) => {
            return Err(format!(
                "tool `{}`: the {which} schema is not valid JSON: {err}",
                tool.name
            ));
        }
    };
    if root.get("type").map(|t| t.get()) != Some(r#""object""#) {
        return Err(format!(
            "tool `{}`: the {which} schema must have `\"type\": \"object\"` at its root",
            tool.name
        ));
    }
    Ok(root.contains_key("$defs"))
}

/// `text` (valid JSON) as `serde_json` prints its value compact: the whitespace between tokens
/// dropped, and every string that has an escape written again as `serde_json` escapes it (the
/// generator escapes bidirectional-text controls, which `serde_json` prints as they are).
/// Numbers are printed again unless they are short integers (the generator prints them as
/// `serde_json` does, so this is only for safety).
pub(crate) fn compact(text: &str) -> Result<String, serde_json::Error> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() / 2);
    // `text[run..i]` is copied as it is when something else must be written.
    let mut run = 0;
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b' ' | b'\n' | b'\r' | b'\t' => {
                out.push_str(&text[run..i]);
                // Pretty text indents: a run of whitespace at a time.
                i += bytes[i..]
                    .iter()
                    .position(|b| !matches!(b, b' ' | b'\n' | b'\r' | b'\t'))
                    .unwrap_or(bytes.len() - i);
                run = i;
            }
            b'"' => {
                let start = i;
                let mut escaped = false;
                i += 1;
                loop {
                    match bytes[i..].iter().position(|&b| b == b'"' || b == b'\\') {
                        Some(at) if bytes[i + at] == b'\\' => {
                            escaped = true;
                            i += at + 2;
                        }
                        Some(at) => {
                            i += at;
                            break;
                        }
                        None => {
                            i = bytes.len();
                            break;
                        }
                    }
                    if i >= bytes.len() {
                        break;
                    }
                }
                i = (i + 1).min(bytes.len());
                if escaped {
                    out.push_str(&text[run..start]);
                    let string: String = serde_json::from_str(&text[start..i])?;
                    out.push_str(&serde_json::to_string(&string)?);
                    run = i;
                }
            }
            b'-' | b'0'..=b'9' => {
                let start = i;
                while i < bytes.len()
                    && matches!(bytes[i], b'0'..=b'9' | b'-' | b'+' | b'.' | b'e' | b'E')
                {
                    i += 1;
                }
                let number = &text[start..i];
                // A short integer is printed as written; a float, an exponent, `-0` or an
                // integer past `i64` as `serde_json` prints its value.
                let plain = number.len() <= 18
                    && number != "-0"
                    && number.bytes().all(|b| b.is_ascii_digit() || b == b'-');
                if !plain {
                    out.push_str(&text[run..start]);
                    let value: serde_json::Number = serde_json::from_str(number)?;
                    out.push_str(&value.to_string());
                    run = i;
                }
            }
            _ => i += 1,
        }
    }
    out.push_str(&text[run..]);
    Ok(out)
}

/// Names of the `#/$defs/<name>` references in compact JSON `text` (JSON-pointer escapes
/// undone), as [`collect_def_refs`] finds them in the tree: compact text has no whitespace
/// around the colon, and inside a string every quote is escaped, so the pattern only matches a
/// `$ref` member.
fn def_refs(text: &str) -> impl Iterator<Item = String> + '_ {
    const PATTERN: &str = r##""$ref":"#/$defs/"##;
    text.match_indices(PATTERN).filter_map(move |(at, _)| {
        // The string literal starts at the pattern's third quote.
        let literal_start = at + PATTERN.len() - "#/$defs/".len() - 1;
        let rest = &text.as_bytes()[literal_start + 1..];
        let mut end = 0;
        while end < rest.len() && rest[end] != b'"' {
            end += if rest[end] == b'\\' { 2 } else { 1 };
        }
        let literal = text.get(literal_start..literal_start + end + 2)?;
        def_name(&serde_json::from_str::<String>(literal).ok()?)
    })
}

/// The definition a `$ref` target `#/$defs/<name>[/...]` names, JSON-pointer escapes undone.
fn def_name(target: &str) -> Option<String> {
    let name = target.strip_prefix("#/$defs/")?;
    let name = name.split('/').next().unwrap_or(name);
    Some(unescape_token(name).into_owned())
}

/// Adds under `$defs` every shared definition the schema refers to as `#/$defs/Name`,
/// directly or through other definitions, in name order; definitions the schema already
/// carries are kept. References to names the pool lacks are left alone (the validator then
/// skips them, like any unresolvable reference).
pub fn attach_defs(schema: &mut JsonObject, pool: &JsonObject) {
    if pool.is_empty() {
        return;
    }
    let mut needed = std::collections::BTreeSet::new();
    let mut pending = Vec::new();
    // The root's own `$ref` too, as everywhere else.
    if let Some(Value::String(target)) = schema.get("$ref") {
        pending.extend(def_name(target));
    }
    schema
        .values()
        .for_each(|value| collect_def_refs(value, &mut pending));
    while let Some(name) = pending.pop() {
        if let Some(def) = pool.get(&name)
            && needed.insert(name)
        {
            collect_def_refs(def, &mut pending);
        }
    }
    if needed.is_empty() {
        return;
    }
    let defs = schema
        .entry("$defs")
        .or_insert_with(|| Value::Object(JsonObject::new()));
    if let Value::Object(defs) = defs {
        for name in needed {
            if !defs.contains_key(&name)
                && let Some(def) = pool.get(&name)
            {
                defs.insert(name, def.clone());
            }
        }
    }
}

/// Names of `#/$defs/<name>` references anywhere in `value` (JSON-pointer escapes undone).
fn collect_def_refs(value: &Value, names: &mut Vec<String>) {
    match value {
        Value::Object(object) => {
            if let Some(Value::String(target)) = object.get("$ref") {
                names.extend(def_name(target));
            }
            object.values().for_each(|v| collect_def_refs(v, names));
        }
        Value::Array(items) => items.iter().for_each(|v| collect_def_refs(v, names)),
        _ => {}
    }
}

/// All four hints are always set: MCP's defaults for a missing hint are the pessimistic ones
/// (destructive, open-world), so leaving one out would change what the tool claims to be.
pub(crate) fn mcp_tool(tool: &Tool, schemas: &Schemas) -> McpTool {
    let hints = tool.hints;
    let annotations = ToolAnnotations::with_title(tool.title)
        .read_only(hints.read_only)
        .destructive(hints.destructive)
        .idempotent(hints.idempotent)
        .open_world(hints.open_world);
    let mut mcp = McpTool::new(tool.name, tool.description, schemas.input.clone())
        .with_title(tool.title)
        .with_annotations(annotations);
    mcp.output_schema = schemas.output.clone();
    mcp
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::descriptor::{Hints, Method};

    /// An API of `count` tools whose input schemas are `schema(i)`, sharing an output schema.
    fn api(count: usize, schema: impl Fn(usize) -> String) -> &'static Api {
        let tools: Vec<Tool> = (0..count)
            .map(|i| Tool {
                name: Box::leak(format!("tool_{i}").into_boxed_str()),
                title: "",
                description: "",
                tags: &[],
                method: Method::Get,
                path: "/x",
                server: None,
                params: &[],
                body: None,
                hints: Hints {
                    read_only: true,
                    destructive: false,
                    idempotent: true,
                    open_world: false,
                },
                security: &[],
                scopes: &[],
                input_schema: Box::leak(schema(i).into_boxed_str()),
                output_schema: Some("{\n  \"type\": \"object\"\n}"),
                stream: None,
            })
            .collect();
        Box::leak(Box::new(Api {
            name: "t",
            title: "",
            version: "1",
            instructions: "",
            env_prefix: "T",
            default_base_url: "",
            server_variables: &[],
            security_schemes: &[],
            input_defs: r#"{"Id": {"type": "string"}}"#,
            output_defs: "",
            tools: Box::leak(tools.into_boxed_slice()),
        }))
    }

    /// Compact text is what `serde_json` prints for the value: whitespace between tokens
    /// dropped, strings with escapes and numbers other than short integers written again.
    #[test]
    fn compact_text_is_serde_jsons() {
        for text in [
            "{\n  \"a\": [\n    1,\n    -2,\n    3.50,\n    1e3,\n    -0,\n    123456789012345678901\n  ]\n}",
            r#"{"s": "ends in a backslash \\", "t": "\"quoted\"", "u": "\u00e9\/\u202e\n"}"#,
            "[ \"spaces inside stay\" , { } , [ ] , true , null ]",
            r#""\\\"""#,
            "\t7\r\n",
        ] {
            let value: Value = serde_json::from_str(text).unwrap();
            assert_eq!(compact(text).unwrap(), value.to_string(), "{text}");
        }
    }

    /// Over a megabyte of schemas is checked on two threads: the same result, the same
    /// sharing, and an error in either half named at its tool.
    #[test]
    fn a_big_api_is_checked_on_two_threads_with_the_same_result() {
        let padding = "x".repeat(4000);
        let schema = |i: usize| {
            format!(
                "{{\n  \"type\": \"object\",\n  \"description\": \"{}{}\",\n  \"properties\": {{\"id\": {{\"$ref\": \"#/$defs/Id\"}}}}\n}}",
                padding,
                i % 200
            )
        };
        let big = api(400, schema);
        let bytes: usize = big.tools.iter().map(|t| t.input_schema.len()).sum();
        assert!(bytes > PARALLEL_BYTES, "{bytes} bytes");
        let checked = check(big, |_| true).unwrap();
        let schemas: Vec<&RawSchemas> = checked.schemas.iter().flatten().collect();
        assert_eq!(schemas.len(), 400);
        // Tools 0 and 200 have the same text: one schema, shared.
        assert!(Arc::ptr_eq(&schemas[0].input, &schemas[200].input));
        assert!(!Arc::ptr_eq(&schemas[0].input, &schemas[1].input));
        let mut out = Vec::new();
        schemas[399].input.write(&checked.input_defs, &mut out);
        assert_eq!(
            String::from_utf8(out).unwrap(),
            format!(
                r##"{{"type":"object","description":"{padding}199","properties":{{"id":{{"$ref":"#/$defs/Id"}}}},"$defs":{{"Id":{{"type":"string"}}}}}}"##
            )
        );
        for bad in [3, 397] {
            let broken = api(400, |i| match i == bad {
                true => format!("{{\"type\": \"string\", \"description\": \"{padding}\"}}"),
                false => schema(i),
            });
            let err = check(broken, |_| true).err().unwrap();
            assert!(
                err.starts_with(&format!("tool `tool_{bad}`: the input schema must have")),
                "{err}"
            );
        }
        // Tools that are not enabled are not checked.
        let broken = api(400, |i| match i == 5 {
            true => "not json".to_string(),
            false => schema(i),
        });
        assert!(check(broken, |i| i != 5).is_ok());
    }

    #[test]
    fn shared_defs_are_attached_transitively_and_only_when_used() {
        let pool = match serde_json::json!({
            "Pet": {"type": "object", "properties": {"owner": {"$ref": "#/$defs/Person"}}},
            "Person": {"type": "object", "properties": {"friends": {
                "type": "array", "items": {"$ref": "#/$defs/Person"}}}},
            "Unused": {"type": "string"},
            "a/b": {"type": "integer"}
        }) {
            Value::Object(pool) => pool,
            _ => unreachable!(),
        };
        let mut schema = match serde_json::json!({"type": "object", "properties": {
            "pet": {"$ref": "#/$defs/Pet"}, "odd": {"$ref": "#/$defs/a~1b"}
        }}) {
            Value::Object(schema) => schema,
            _ => unreachable!(),
        };
        attach_defs(&mut schema, &pool);
        let names: Vec<&String> = schema["$defs"].as_object().unwrap().keys().collect();
        assert_eq!(names, ["Person", "Pet", "a/b"]);
        // A schema without references is left as it was.
        let mut plain = JsonObject::new();
        plain.insert("type".into(), "object".into());
        attach_defs(&mut plain, &pool);
        assert!(!plain.contains_key("$defs"));
    }
}
