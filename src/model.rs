//! The tool model: plain, serialisable data that every stage after `lower` reads and writes.
//! It is what `emit` turns into code, and what snapshot tests print.

use serde::Serialize;
use serde_json::Value;

/// The API as a whole.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ToolSet {
    pub info: ApiInfo,
    pub servers: Vec<Server>,
    pub security_schemes: Vec<SecurityScheme>,
    /// Sorted by name.
    pub tools: Vec<Tool>,
    /// Operations left out on purpose (`skip`), with who asked.
    pub skipped: Vec<Skipped>,
    /// What the generator left out without being asked (webhooks, callbacks), for the user to see.
    pub notes: Vec<String>,
    /// Schema definitions the tools' schemas refer to (`#/$defs/Name`), each kept once.
    pub defs: SchemaDefs,
}

/// Shared `$defs`, per direction (inputs leave out `readOnly` properties, outputs `writeOnly`).
/// A tool lists the names it needs (transitively); its announced schema carries exactly those.
#[derive(Debug, Clone, Default, Serialize, PartialEq)]
pub struct SchemaDefs {
    pub input: std::collections::BTreeMap<String, Value>,
    pub output: std::collections::BTreeMap<String, Value>,
}

impl SchemaDefs {
    /// Keeps only the definitions these tools need, so left-out tools leave nothing behind in
    /// the generated crate.
    pub fn retain_used(&mut self, tools: &[Tool]) {
        let input: std::collections::BTreeSet<&str> = tools
            .iter()
            .flat_map(|t| &t.input_defs)
            .map(String::as_str)
            .collect();
        let output: std::collections::BTreeSet<&str> = tools
            .iter()
            .flat_map(|t| &t.output_defs)
            .map(String::as_str)
            .collect();
        self.input.retain(|name, _| input.contains(name.as_str()));
        self.output.retain(|name, _| output.contains(name.as_str()));
    }
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ApiInfo {
    pub title: String,
    pub version: String,
    pub description: Option<String>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Server {
    /// May hold `{variables}`.
    pub url: String,
    pub description: Option<String>,
    pub variables: Vec<ServerVariable>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ServerVariable {
    pub name: String,
    pub default: String,
    /// `enum` of the variable; empty means any value.
    pub allowed: Vec<String>,
    pub description: Option<String>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SecurityScheme {
    /// The key under `components.securitySchemes`.
    pub name: String,
    pub kind: SchemeKind,
    pub description: Option<String>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SchemeKind {
    ApiKey {
        param_name: String,
        location: Location,
    },
    HttpBearer,
    HttpBasic,
    /// OAuth2 with a client-credentials flow: the server fetches its own tokens.
    OAuth2ClientCredentials {
        token_url: String,
        scopes: Vec<String>,
    },
    /// A flow the server cannot run itself (authorization code, implicit, password, OpenID
    /// Connect): it accepts a token obtained elsewhere and sends it as a bearer token.
    Token {
        flow: String,
    },
    /// A scheme the generated server cannot satisfy yet (recorded so README and plan can say so).
    Unsupported {
        kind: String,
    },
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Skipped {
    pub origin: Origin,
    pub source: HintSource,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Tool {
    pub name: String,
    pub title: String,
    pub description: String,
    pub origin: Origin,
    pub http: HttpBinding,
    /// A server of the operation's own (operation- or path-level `servers`), when it has one.
    pub server: Option<String>,
    /// The arguments' JSON Schema, without `$defs` (see `input_defs`).
    pub input_schema: Value,
    /// Names in [`SchemaDefs::input`] the input schema refers to, transitively, sorted.
    pub input_defs: Vec<String>,
    pub output_schema: Option<Value>,
    /// Names in [`SchemaDefs::output`] the output schema refers to, transitively, sorted.
    pub output_defs: Vec<String>,
    pub annotations: Annotations,
    /// Alternatives, each a list of scheme names that must all be satisfied; `[[]]` means no auth.
    pub security: Vec<Vec<String>>,
    pub tags: Vec<String>,
    pub deprecated: bool,
    /// Which layer, if any, currently leaves this operation out. Skipping is a layer like the
    /// hints (`x-mcp`, then rules, then `tools:` entries, each able to undo an earlier one), so
    /// it travels with the tool until `overrides::apply` has seen every layer and moves the tool
    /// to [`ToolSet::skipped`]; after that stage it is always `None`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub skip: Option<HintSource>,
    /// When the tool's effect depends on its input: the condition behind its (conservative)
    /// hints, from `note:` in `x-mcp` or the overrides file; appended to the description under
    /// [`NOTE_LEAD_IN`].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// What precedes a tool's `note:` in its description.
pub const NOTE_LEAD_IN: &str = "About its annotations:";

/// Where a tool came from in the spec.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Origin {
    pub method: Method,
    pub path: String,
    pub operation_id: Option<String>,
    /// JSON pointer of the operation object.
    pub pointer: String,
    /// The file `pointer` is in, when it is not the spec itself (a path item `$ref`'d into
    /// another file): messages about the operation name that file.
    #[serde(skip)]
    pub file: Option<std::path::PathBuf>,
    /// The document `pointer` is in, as the generated tool file names it: `""` for the spec
    /// itself, or another file's path relative to the spec's folder. Neither the spec's file
    /// name nor where it sits on disk: renaming or moving the spec changes no tool file.
    #[serde(skip)]
    pub document: String,
    /// What the spec says of the operation, for the hint review (`review`): its summary and
    /// description as written, and the status codes of its responses.
    #[serde(skip)]
    pub words: OperationWords,
}

/// The operation's own text and response codes, kept for the hint review.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct OperationWords {
    pub summary: Option<String>,
    pub description: Option<String>,
    /// Keys of `responses` (`200`, `201`, `2XX`, `default`), in document order.
    pub responses: Vec<String>,
    /// Whether the operation declares a request body (or Swagger 2.0 `body`/`formData` params).
    pub has_body: bool,
}

impl Tool {
    /// The input schema as announced: with the `$defs` it needs.
    pub fn full_input_schema(&self, defs: &SchemaDefs) -> Value {
        with_defs(&self.input_schema, &self.input_defs, &defs.input)
    }

    /// The output schema as announced, when there is one.
    pub fn full_output_schema(&self, defs: &SchemaDefs) -> Option<Value> {
        self.output_schema
            .as_ref()
            .map(|o| with_defs(o, &self.output_defs, &defs.output))
    }

    /// The tool as `tools/list` shows it (what the runtime announces from the same data).
    pub fn list_json(&self, defs: &SchemaDefs) -> Value {
        let a = &self.annotations;
        let mut tool = serde_json::json!({
            "name": self.name,
            "title": self.title,
            "description": self.description,
            "inputSchema": self.full_input_schema(defs),
        });
        if let (Some(out), Some(obj)) = (self.full_output_schema(defs), tool.as_object_mut()) {
            obj.insert("outputSchema".into(), out);
        }
        if let Some(obj) = tool.as_object_mut() {
            obj.insert(
                "annotations".into(),
                serde_json::json!({
                    "title": self.title,
                    "readOnlyHint": a.read_only.value,
                    "destructiveHint": a.destructive.value,
                    "idempotentHint": a.idempotent.value,
                    "openWorldHint": a.open_world.value,
                }),
            );
        }
        tool
    }

    /// Bytes this tool adds to a `tools/list` result (compact JSON): what it costs an agent's
    /// context before any call.
    pub fn list_bytes(&self, defs: &SchemaDefs) -> usize {
        serde_json::to_string(&self.list_json(defs)).map_or(0, |s| s.len())
    }
}

/// A schema with `$defs` holding the named definitions.
fn with_defs(
    schema: &Value,
    names: &[String],
    pool: &std::collections::BTreeMap<String, Value>,
) -> Value {
    let mut schema = schema.clone();
    if names.is_empty() {
        return schema;
    }
    let defs: serde_json::Map<String, Value> = names
        .iter()
        .filter_map(|n| pool.get(n).map(|d| (n.clone(), d.clone())))
        .collect();
    if let Some(obj) = schema.as_object_mut() {
        obj.insert("$defs".into(), Value::Object(defs));
    }
    schema
}

impl Origin {
    /// The file the operation is written in; `spec` unless it lives in another file.
    pub fn file<'p>(&'p self, spec: &'p std::path::Path) -> &'p std::path::Path {
        self.file.as_deref().unwrap_or(spec)
    }

    /// `GET /pets/{id}`: the stable key used for ordering collisions and in override files.
    pub fn key(&self) -> String {
        format!("{} {}", self.method.as_str(), self.path)
    }
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct HttpBinding {
    pub method: Method,
    pub path_template: String,
    /// Path parameters in template order, then query, header and cookie ones in spec order.
    pub params: Vec<Param>,
    pub body: Option<Body>,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Param {
    /// What the MCP client sends.
    pub arg_name: String,
    /// What the HTTP API expects.
    pub api_name: String,
    pub location: Location,
    pub required: bool,
    pub style: Style,
    pub explode: bool,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum Location {
    Path,
    Query,
    Header,
    Cookie,
}

impl Location {
    pub fn as_str(self) -> &'static str {
        match self {
            Location::Path => "path",
            Location::Query => "query",
            Location::Header => "header",
            Location::Cookie => "cookie",
        }
    }
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "camelCase")]
pub enum Style {
    Simple,
    Form,
    Label,
    Matrix,
    SpaceDelimited,
    PipeDelimited,
    DeepObject,
}

impl Style {
    pub fn variant(self) -> &'static str {
        match self {
            Style::Simple => "Simple",
            Style::Form => "Form",
            Style::Label => "Label",
            Style::Matrix => "Matrix",
            Style::SpaceDelimited => "SpaceDelimited",
            Style::PipeDelimited => "PipeDelimited",
            Style::DeepObject => "DeepObject",
        }
    }
}

/// A media type without its parameters, in lower case: `Application/JSON; charset=utf-8` is
/// `application/json`.
pub fn media_essence(media: &str) -> String {
    media
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase()
}

/// How a body is serialised (see the runtime's `Encoding`).
#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Encoding {
    Json,
    Form,
    Multipart,
    Binary,
    Text,
}

impl Encoding {
    pub fn variant(self) -> &'static str {
        match self {
            Encoding::Json => "Json",
            Encoding::Form => "Form",
            Encoding::Multipart => "Multipart",
            Encoding::Binary => "Binary",
            Encoding::Text => "Text",
        }
    }

    /// The encoding for a media type.
    pub fn for_media_type(media: &str) -> Encoding {
        let essence = media_essence(media);
        if essence == "application/json" || essence.ends_with("+json") || essence == "*/*" {
            Encoding::Json
        } else if essence == "application/x-www-form-urlencoded" {
            Encoding::Form
        } else if essence.starts_with("multipart/") {
            Encoding::Multipart
        } else if essence.starts_with("text/")
            || essence.ends_with("+xml")
            || essence.ends_with("/xml")
        {
            Encoding::Text
        } else {
            Encoding::Binary
        }
    }
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Body {
    /// An object body flattened into top-level arguments of the same names.
    Fields {
        content_type: String,
        encoding: Encoding,
        fields: Vec<String>,
        /// Multipart fields that carry files.
        file_fields: Vec<String>,
        /// Fields the spec serialises otherwise than the encoding's default, e.g. a
        /// comma-joined array (see the runtime's `FieldStyle`).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        styles: Vec<FieldStyle>,
        required: bool,
    },
    /// A non-object body passed whole as one argument.
    Whole {
        content_type: String,
        encoding: Encoding,
        arg_name: String,
        required: bool,
    },
}

/// The `style`/`explode` of one form or multipart body field: OpenAPI
/// `encoding.<field>.style`/`explode`, or Swagger 2.0 `collectionFormat` mapped like a query
/// parameter's.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct FieldStyle {
    /// The body field (its argument has the same name).
    pub field: String,
    pub style: Style,
    pub explode: bool,
}

#[derive(Debug, Clone, Copy, Serialize, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "UPPERCASE")]
pub enum Method {
    Get,
    Head,
    Options,
    Trace,
    Post,
    Put,
    Patch,
    Delete,
}

impl Method {
    pub const ALL: [Method; 8] = [
        Method::Get,
        Method::Head,
        Method::Options,
        Method::Trace,
        Method::Post,
        Method::Put,
        Method::Patch,
        Method::Delete,
    ];

    /// The lowercase key OpenAPI uses under a path item.
    pub fn from_key(key: &str) -> Option<Method> {
        Method::ALL
            .into_iter()
            .find(|m| m.as_str().eq_ignore_ascii_case(key))
    }

    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Head => "HEAD",
            Method::Options => "OPTIONS",
            Method::Trace => "TRACE",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
        }
    }

    /// The runtime's enum variant name, for emitted code.
    pub fn variant(self) -> &'static str {
        match self {
            Method::Get => "Get",
            Method::Head => "Head",
            Method::Options => "Options",
            Method::Trace => "Trace",
            Method::Post => "Post",
            Method::Put => "Put",
            Method::Patch => "Patch",
            Method::Delete => "Delete",
        }
    }
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Annotations {
    pub read_only: Hint,
    pub destructive: Hint,
    pub idempotent: Hint,
    pub open_world: Hint,
}

/// One hint and why it has its value.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Hint {
    pub value: bool,
    pub source: HintSource,
}

#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(tag = "kind", content = "key", rename_all = "snake_case")]
pub enum HintSource {
    /// RFC 9110 semantics of the HTTP method.
    MethodDefault,
    /// `defaults:` in the overrides file, or the built-in default when it says nothing.
    Defaults,
    /// The operation's `x-mcp` extension in the spec.
    SpecExtension,
    /// The overrides file's `rules:` entry with this number (1-based, in file order).
    OverrideRule(usize),
    /// The overrides file's `tools:` entry with this key.
    OverrideTool(String),
    /// The overrides file's `context:` tool groups (`include`/`exclude`).
    ContextGroup,
}

impl HintSource {
    pub fn describe(&self) -> String {
        match self {
            HintSource::MethodDefault => "method default".into(),
            HintSource::Defaults => "defaults".into(),
            HintSource::SpecExtension => "x-mcp".into(),
            HintSource::OverrideRule(n) => format!("rule #{n}"),
            HintSource::OverrideTool(key) => format!("override `{key}`"),
            HintSource::ContextGroup => "context include/exclude".into(),
        }
    }
}

impl Annotations {
    /// Defaults from HTTP semantics (RFC 9110 safe and idempotent methods).
    /// `destructive` and `idempotent` are still stated for read-only tools because MCP's own
    /// defaults for a missing hint are the pessimistic ones.
    pub fn for_method(method: Method, open_world: Hint) -> Annotations {
        let (read_only, destructive, idempotent) = match method {
            Method::Get | Method::Head | Method::Options | Method::Trace => (true, false, true),
            Method::Post => (false, false, false),
            Method::Put => (false, true, true),
            Method::Patch => (false, true, false),
            Method::Delete => (false, true, true),
        };
        let hint = |value| Hint {
            value,
            source: HintSource::MethodDefault,
        };
        Annotations {
            read_only: hint(read_only),
            destructive: hint(destructive),
            idempotent: hint(idempotent),
            open_world,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// (readOnly, destructive, idempotent, openWorld) of a method, with `defaults` saying
    /// open-world false.
    fn values(m: Method) -> (bool, bool, bool, bool) {
        let ow = Hint {
            value: false,
            source: HintSource::Defaults,
        };
        let a = Annotations::for_method(m, ow);
        assert_eq!(a.read_only.source, HintSource::MethodDefault);
        assert_eq!(a.destructive.source, HintSource::MethodDefault);
        assert_eq!(a.idempotent.source, HintSource::MethodDefault);
        assert_eq!(a.open_world.source, HintSource::Defaults);
        (
            a.read_only.value,
            a.destructive.value,
            a.idempotent.value,
            a.open_world.value,
        )
    }

    #[test]
    fn method_table() {
        // (readOnly, destructive, idempotent, openWorld).
        assert_eq!(values(Method::Get), (true, false, true, false));
        assert_eq!(values(Method::Head), (true, false, true, false));
        assert_eq!(values(Method::Options), (true, false, true, false));
        assert_eq!(values(Method::Trace), (true, false, true, false));
        assert_eq!(values(Method::Post), (false, false, false, false));
        assert_eq!(values(Method::Put), (false, true, true, false));
        assert_eq!(values(Method::Patch), (false, true, false, false));
        assert_eq!(values(Method::Delete), (false, true, true, false));
        // HTTP says nothing about open world: every method keeps what `defaults` gives.
        for m in Method::ALL {
            let ow = Hint {
                value: true,
                source: HintSource::Defaults,
            };
            assert_eq!(
                Annotations::for_method(m, ow.clone()).open_world,
                ow,
                "{m:?}"
            );
        }
    }

    #[test]
    fn methods_parse_case_insensitively() {
        for m in Method::ALL {
            assert_eq!(Method::from_key(&m.as_str().to_lowercase()), Some(m));
        }
        assert_eq!(Method::from_key("parameters"), None);
    }
}
