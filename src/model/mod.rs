//! The tool model: plain, serialisable data that every stage after `lower` reads and writes.
//! It is what `emit` turns into code, and what snapshot tests print.

pub mod context;
pub(crate) mod document;
pub mod files;
pub(crate) mod matcher;
pub(crate) mod policy;
pub(crate) mod schema;
// The runtime's own file: the request vocabulary both crates speak.
#[path = "../../templates/src/wire.rs"]
mod wire;

use std::path::PathBuf;

use serde::Serialize;
use serde_json::Value;

use crate::error::Diagnostic;

/// The API as a whole.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ToolSet {
    /// The document's `info`: names the generated server and crate.
    pub info: ApiInfo,
    /// The API's base URLs in document order; the first is the default the generated server
    /// uses. Empty when the document declares none (the base URL must then be configured).
    pub servers: Vec<Server>,
    /// Every declared scheme in document order, including ones no tool uses and ones the
    /// generated server cannot satisfy ([`SchemeKind::Unsupported`]).
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
    /// Definitions for input schemas, by `$defs` name (without `readOnly` properties).
    pub input: std::collections::BTreeMap<String, Value>,
    /// Definitions for output schemas, by `$defs` name (without `writeOnly` properties).
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

/// The document's `info` object, as far as the generated crate uses it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ApiInfo {
    /// `info.title`; `API` when the document has none (which is also an error).
    pub title: String,
    /// `info.version` as written (a number is kept in its JSON spelling); empty when missing.
    pub version: String,
    /// `info.description` as written (CommonMark); `None` when absent.
    pub description: Option<String>,
}

/// One base URL of the API (an OpenAPI 3 `servers` entry, or Swagger 2.0
/// `schemes`/`host`/`basePath`).
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Server {
    /// The base URL without a trailing `/`; may hold `{variables}` and may be relative
    /// (`/v1`) when the document gives no host.
    pub url: String,
    /// The entry's `description`; `None` when absent (always for Swagger 2.0).
    pub description: Option<String>,
    /// The `{variables}` of `url`, in document order; on the first server also variables that
    /// only operation-level servers use (with an empty default).
    pub variables: Vec<ServerVariable>,
}

/// A `{variable}` of a server URL, which the generated server fills from its configuration.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ServerVariable {
    /// The name between the braces in the URL.
    pub name: String,
    /// The value used when none is configured; empty when the document gives none.
    pub default: String,
    /// `enum` of the variable; empty means any value.
    pub allowed: Vec<String>,
    /// The variable's `description`; `None` when absent.
    pub description: Option<String>,
}

/// A declared security scheme and how the generated server authenticates with it.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct SecurityScheme {
    /// The key under `components.securitySchemes` (Swagger 2.0 `securityDefinitions`); what
    /// [`Tool::security`] refers to.
    pub name: String,
    /// What the server must send; serialised flattened, with `type` naming the variant.
    pub kind: SchemeKind,
    /// The scheme's `description`; `None` when absent.
    pub description: Option<String>,
}

/// The kind of a security scheme, as far as the generated server's behaviour differs; in JSON
/// `type` is the variant in snake_case (`api_key`, `http_bearer`, `o_auth2_client_credentials`...).
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum SchemeKind {
    /// `type: apiKey`: a configured secret sent as one header, query parameter or cookie.
    ApiKey {
        /// The header, query or cookie name the API expects, as written (an HTTP token when
        /// it is a header or cookie).
        param_name: String,
        /// Where the key goes; never [`Location::Path`].
        location: Location,
    },
    /// `type: http, scheme: bearer`: a configured token sent as `Authorization: Bearer`.
    HttpBearer,
    /// `type: http, scheme: basic` (Swagger 2.0 `type: basic`): a configured user and password.
    HttpBasic,
    /// OAuth2 with a client-credentials flow: the server fetches its own tokens.
    OAuth2ClientCredentials {
        /// The flow's `tokenUrl`, as written.
        token_url: String,
        /// Every scope some security requirement in the document asks of this scheme, sorted
        /// and without duplicates; requested with each token.
        scopes: Vec<String>,
    },
    /// A flow the server cannot run itself (authorization code, implicit, password, OpenID
    /// Connect): it accepts a token obtained elsewhere and sends it as a bearer token.
    Token {
        /// For people, not machines: `OAuth2 authorizationCode`, `OAuth2 implicit`,
        /// `OpenID Connect`...
        flow: String,
    },
    /// A scheme the generated server cannot satisfy yet (recorded so README and plan can say so).
    Unsupported {
        /// The scheme's `type` as written (`mutualTLS`), or `http <scheme>` for an HTTP
        /// scheme other than bearer and basic.
        kind: String,
    },
}

/// An operation left out of the tool set on purpose.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Skipped {
    /// The operation that would have been the tool.
    pub origin: Origin,
    /// The layer whose `skip: true` had the last say.
    pub source: HintSource,
}

/// One MCP tool: what clients see of it, and the HTTP request a call becomes.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct Tool {
    /// The tool name as clients see it: 1 to 64 characters of `A-Z a-z 0-9 _ -`, unique in the
    /// set; snake_case of the operationId (else of method and path), `_2`, `_3`... on collisions,
    /// unless an override renames it.
    pub name: String,
    /// A one-line name for people: a `title` from `x-mcp` or the overrides file, else the first
    /// line of the operation's `summary`, else the name humanised (`list_pets` → `List pets`);
    /// also the annotations' `title`.
    pub title: String,
    /// What the model reads: a `description` from `x-mcp` or the overrides file, else
    /// `Deprecated.` when it is, the summary and the description joined by blank lines, cut to
    /// 4096 characters (ending in `…`); a `note` is appended after that, and the context budget
    /// (`description_max`) may cut it shorter.
    pub description: String,
    /// The operation the tool was made from.
    pub origin: Origin,
    /// How a call's arguments become the HTTP request.
    pub http: HttpBinding,
    /// A server of the operation's own (operation- or path-level `servers`), when it has one.
    pub server: Option<String>,
    /// The arguments' JSON Schema, without `$defs` (see `input_defs`).
    pub input_schema: Value,
    /// Names in [`SchemaDefs::input`] the input schema refers to, transitively, sorted.
    pub input_defs: Vec<String>,
    /// The `structuredContent` JSON Schema, without `$defs` (see `output_defs`): the 2xx JSON
    /// response's schema when it is an object. `None` when there is none, it is not an object,
    /// or it is over 64 KiB (results are still returned in full).
    pub output_schema: Option<Value>,
    /// Names in [`SchemaDefs::output`] the output schema refers to, transitively, sorted.
    pub output_defs: Vec<String>,
    /// The four MCP behaviour hints, each with the layer that set it.
    pub annotations: Annotations,
    /// Alternatives, each a list of scheme names that must all be satisfied; `[[]]` means no auth.
    pub security: Vec<Vec<String>>,
    /// The operation's `tags` in document order, for selecting tools by tag; empty when it has
    /// none.
    pub tags: Vec<String>,
    /// The operation's `deprecated: true`; also marked at the start of `description`.
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
    /// Scopes a caller must hold to list and call this tool, besides the built-in
    /// `read`/`write`/`destructive` scope its hints require (the generated server's
    /// `--scope-prefix`): `scopes` of `x-speakeasy-mcp`, replaced by `scopes:` from `x-mcp` or
    /// the overrides file, in the order given, without duplicates; empty for most tools.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub scopes: Vec<String>,
    /// The hint lints a person reviewed without changing a hint (`reviewed: [W0101]`), each with
    /// the layer that said so; those lints are shown as reviewed, not as warnings.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reviewed: Vec<Reviewed>,
    /// Set when the success response is a stream of items (OpenAPI 3.2 `itemSchema` on a
    /// sequential media type): the runtime asks for that media type, splits the body into items
    /// and returns them as `{"items": [...]}`, which `output_schema` then describes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stream: Option<ResponseStream>,
}

/// A lint code a person reviewed for a tool, and where they said so.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Reviewed {
    /// The lint's code as written (`W0101`).
    pub code: String,
    /// The layer whose `reviewed:` names it.
    pub source: HintSource,
}

/// A streamed success response: how the runtime splits it, and the media type it asks for.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct ResponseStream {
    /// How the body is split into items: by its media type.
    pub kind: StreamKind,
    /// The response's media type without parameters, in lower case (`application/jsonl`):
    /// what the request's `Accept` names.
    pub media_type: String,
}

/// What precedes a tool's `note:` in its description.
pub(crate) const NOTE_LEAD_IN: &str = "About its annotations:";

/// Where a tool came from in the spec.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Origin {
    /// The HTTP method the operation sits under.
    pub method: Method,
    /// The key under `paths`, as written (a template such as `/pets/{id}`).
    pub path: String,
    /// The operation's `operationId` as written; `None` (`null` in JSON) when it has none.
    pub operation_id: Option<String>,
    /// JSON pointer of the operation object.
    pub pointer: crate::util::pointer::JsonPointer,
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
    /// The `summary`, trimmed; `None` when absent or blank.
    pub summary: Option<String>,
    /// The `description` as written; `None` when absent.
    pub description: Option<String>,
    /// Keys of `responses` (`200`, `201`, `2XX`, `default`), in document order.
    pub responses: Vec<String>,
    /// Whether the operation declares a request body (or Swagger 2.0 `body`/`formData` params).
    pub has_body: bool,
}

/// The generated server's built-in scope prefix when `--scope-prefix` is not given (the
/// runtime's `scopes::DEFAULT_PREFIX`).
pub(crate) const DEFAULT_SCOPE_PREFIX: &str = "mcp:";

impl Tool {
    /// Every scope a caller must hold to list and call this tool over HTTP, with the default
    /// prefix: `mcp:read` for a read-only tool, `mcp:destructive` for a destructive one,
    /// `mcp:write` for the other writers, then the tool's own [`scopes`](Tool::scopes). The
    /// runtime's `ScopeNames::required` applies the same rule (a test holds them together).
    pub fn required_scopes(&self) -> Vec<String> {
        let a = &self.annotations;
        let level = if a.read_only.value {
            "read"
        } else if a.destructive.value {
            "destructive"
        } else {
            "write"
        };
        let mut scopes = vec![format!("{DEFAULT_SCOPE_PREFIX}{level}")];
        for scope in &self.scopes {
            if !scopes.contains(scope) {
                scopes.push(scope.clone());
            }
        }
        scopes
    }

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

/// How a tool call becomes an HTTP request.
#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct HttpBinding {
    /// The request method (the operation's).
    pub method: Method,
    /// The path as written under `paths`, `{name}` segments filled from path parameters and
    /// appended to the server URL.
    pub path_template: String,
    /// Path parameters in template order, then query, header and cookie ones, each group in
    /// spec order.
    pub params: Vec<Param>,
    /// The request body; `None` when the operation declares none (or none with a usable
    /// media type).
    pub body: Option<Body>,
}

/// A parameter (path, query, header or cookie) bound to one tool argument.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Param {
    /// What the MCP client sends: the API's name when it fits `[A-Za-z0-9_.-]{1,64}` (else with
    /// `_` for bad characters), suffixed `_<location>` or numbered when a body field or another
    /// parameter has it already; unique among the tool's arguments.
    pub arg_name: String,
    /// What the HTTP API expects.
    pub api_name: String,
    /// Where the value goes in the request.
    pub location: Location,
    /// Whether the argument is required; always true for path parameters.
    pub required: bool,
    /// How the value is serialised (OpenAPI `style`, or Swagger 2.0 `collectionFormat`
    /// mapped to one); the location's default when the spec gives none.
    pub style: Style,
    /// OpenAPI `explode`: whether arrays and objects become separate values; the style's
    /// default (true for `form` and `deepObject`) when the spec gives none.
    pub explode: bool,
}

/// A media type without its parameters, in lower case: `Application/JSON; charset=utf-8` is
/// `application/json`.
pub(crate) fn media_essence(media: &str) -> String {
    media
        .split(';')
        .next()
        .unwrap_or("")
        .trim()
        .to_ascii_lowercase()
}

impl Encoding {
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

/// A request body and the arguments it is made of; in JSON `kind` is `fields` or `whole`.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Body {
    /// An object body flattened into top-level arguments of the same names.
    Fields {
        /// The media type sent as `Content-Type`, as the spec writes it (JSON first when the
        /// body offers several).
        content_type: String,
        /// How the fields are serialised: [`Encoding::Json`], `Form` or `Multipart`.
        encoding: Encoding,
        /// The body's properties in schema order; each is also the name of its argument.
        fields: Vec<String>,
        /// Multipart fields that carry files.
        file_fields: Vec<String>,
        /// Fields the spec serialises otherwise than the encoding's default, e.g. a
        /// comma-joined array (see the runtime's `FieldStyle`).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        styles: Vec<FieldStyle>,
        /// The spec's `requestBody.required`; when false, no field is required.
        required: bool,
    },
    /// A non-object body passed whole as one argument.
    Whole {
        /// The media type sent as `Content-Type`, as the spec writes it.
        content_type: String,
        /// How the argument becomes the body: JSON as given, text as given, or binary from
        /// base64.
        encoding: Encoding,
        /// The argument holding the body: `body`, unless a parameter has that name already.
        arg_name: String,
        /// The spec's `requestBody.required` (Swagger 2.0: the body parameter's `required`).
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
    /// How the field's value is serialised.
    pub style: Style,
    /// Whether an array repeats the field (`explode: true`) rather than joining its values.
    pub explode: bool,
}

// The enums a tool's HTTP request is made of are the runtime's own (`templates/src/wire.rs`,
// compiled into this crate too), so what the generator reads is what it writes.
pub use self::wire::{Encoding, Location, Method, MethodName, StreamKind, Style};

impl Method {
    /// OpenAPI's fixed operation fields of a path item, the safe methods first.
    pub const ALL: [Method; 9] = [
        Method::Get,
        Method::Head,
        Method::Options,
        Method::Trace,
        Method::Query,
        Method::Post,
        Method::Put,
        Method::Patch,
        Method::Delete,
    ];

    /// The method of a fixed field of a path item (`get`, `query`...), in any case; `None` for
    /// other keys (`parameters`, `additionalOperations`...).
    pub fn from_key(key: &str) -> Option<Method> {
        Method::ALL
            .into_iter()
            .find(|m| m.as_str().eq_ignore_ascii_case(key))
    }
}

/// The enums are spelled in JSON as OpenAPI spells them: `GET`, `path`, `spaceDelimited`,
/// `json`.
macro_rules! serialize_as_str {
    ($($ty:ty),*) => {$(
        impl Serialize for $ty {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.as_str())
            }
        }
    )*};
}
serialize_as_str!(Method, Location, Style, Encoding, StreamKind);

/// MCP tool annotations, each with where its value came from; announced as `readOnlyHint`,
/// `destructiveHint`, `idempotentHint` and `openWorldHint`.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Annotations {
    /// The tool does not change anything (RFC 9110 safe methods, unless overridden).
    pub read_only: Hint,
    /// A change may remove or overwrite data (rather than only add); stated for read-only
    /// tools too.
    pub destructive: Hint,
    /// Calling again with the same arguments has no further effect.
    pub idempotent: Hint,
    /// The tool reaches beyond a closed set of things (the open web, other people's data);
    /// false unless `defaults:`, `x-mcp` or an override says so.
    pub open_world: Hint,
}

/// One hint and why it has its value.
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
pub struct Hint {
    /// The value announced to clients.
    pub value: bool,
    /// The layer that set it last.
    pub source: HintSource,
}

/// A layer that can set a hint or skip an operation, in the order they are applied; in JSON
/// `{"kind": "override_rule", "key": 2}` (`key` only for the variants that carry one).
#[derive(Debug, Clone, Serialize, PartialEq, Eq)]
#[serde(tag = "kind", content = "key", rename_all = "snake_case")]
pub enum HintSource {
    /// RFC 9110 semantics of the HTTP method.
    MethodDefault,
    /// `defaults:` in the overrides file, or the built-in default when it says nothing.
    Defaults,
    /// The operation's `x-mcp-annotations` extension in the spec (MCP's annotation names),
    /// below `x-speakeasy-mcp` and `x-mcp`.
    AnnotationsExtension,
    /// The operation's `x-speakeasy-mcp` extension in the spec (Speakeasy's), below `x-mcp`.
    SpeakeasyExtension,
    /// The operation's `x-mcp` extension in the spec.
    SpecExtension,
    /// An `x-mcp` or `x-speakeasy-mcp` value that an overlay file (`--overlay`) wrote into the
    /// spec; it takes the place of the extension it was written in.
    Overlay,
    /// The overrides file's `rules:` entry with this number (1-based, in file order).
    OverrideRule(usize),
    /// The overrides file's `tools:` entry with this key.
    OverrideTool(String),
    /// The overrides file's `context:` tool groups (`include`/`exclude`).
    ContextGroup,
}

impl HintSource {
    /// The layer for people, as messages and the plan's `label` write it: `method default`,
    /// `defaults`, `x-speakeasy-mcp`, `x-mcp`, `overlay`, `rule #2`, ``override `GET /pets` ``,
    /// `context include/exclude`.
    pub fn describe(&self) -> String {
        match self {
            HintSource::MethodDefault => "method default".into(),
            HintSource::Defaults => "defaults".into(),
            HintSource::AnnotationsExtension => "x-mcp-annotations".into(),
            HintSource::SpeakeasyExtension => "x-speakeasy-mcp".into(),
            HintSource::SpecExtension => "x-mcp".into(),
            HintSource::Overlay => "overlay".into(),
            HintSource::OverrideRule(n) => format!("rule #{n}"),
            HintSource::OverrideTool(key) => format!("override `{key}`"),
            HintSource::ContextGroup => "context include/exclude".into(),
        }
    }
}

/// Extension methods that their RFC defines as safe (and so idempotent), with that RFC: their
/// tools are read-only by default like GET. Every other extension method gets the cautious
/// default.
pub(crate) const SAFE_EXTENSION_METHODS: &[(&str, &str)] = &[
    ("PROPFIND", "RFC 4918"),
    ("REPORT", "RFC 3253"),
    ("SEARCH", "RFC 5323"),
];

/// The RFC that defines `name` as a safe method, if one does (method names are case-sensitive).
pub(crate) fn safe_extension(name: &str) -> Option<&'static str> {
    SAFE_EXTENSION_METHODS
        .iter()
        .find(|(m, _)| *m == name)
        .map(|(_, rfc)| *rfc)
}

impl Annotations {
    /// `read-only`, or `write, destructive, idempotent, open-world` (the ones that hold): the
    /// hints in words, as `diff`, `plan --policy` and the generated README write them.
    pub fn summary(&self) -> String {
        let mut parts = vec![if self.read_only.value {
            "read-only"
        } else {
            "write"
        }];
        if !self.read_only.value && self.destructive.value {
            parts.push("destructive");
        }
        if !self.read_only.value && self.idempotent.value {
            parts.push("idempotent");
        }
        if self.open_world.value {
            parts.push("open-world");
        }
        parts.join(", ")
    }
    /// Defaults from HTTP semantics (RFC 9110 safe and idempotent methods).
    /// `destructive` and `idempotent` are still stated for read-only tools because MCP's own
    /// defaults for a missing hint are the pessimistic ones.
    pub fn for_method(method: Method, open_world: Hint) -> Annotations {
        let (read_only, destructive, idempotent) = match method {
            Method::Get | Method::Head | Method::Options | Method::Trace | Method::Query => {
                (true, false, true)
            }
            Method::Post => (false, false, false),
            Method::Put => (false, true, true),
            Method::Patch => (false, true, false),
            Method::Delete => (false, true, true),
            Method::Extension(name) if safe_extension(name.as_str()).is_some() => {
                (true, false, true)
            }
            // Nothing is known of it: the cautious hints, which a client confirms, and a lint
            // (`unknown-method`) asks for an override.
            Method::Extension(_) => (false, true, false),
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

/// The validated tool set and the warnings met on the way (rules that matched nothing).
#[derive(Debug, Clone)]
pub struct Planned {
    /// The tools, with their hints, schemas and where each hint came from.
    pub set: ToolSet,
    /// Problems that do not stop a run (an override rule that matched nothing, ...).
    pub warnings: Vec<Diagnostic>,
    /// The spec the set was planned from, for messages about it.
    pub spec: PathBuf,
    /// The parsed documents the set was planned from, kept so that a caller which exits soon
    /// after (the CLI forgets the planned set) never pays for freeing them: for a big API a
    /// tree of a million small allocations.
    pub(crate) documents: Option<Kept>,
}

/// Parsed documents held by a [`Planned`] set (shared by its clones). Never read: holding them
/// is the whole job.
#[derive(Clone)]
pub(crate) struct Kept(#[allow(dead_code)] std::sync::Arc<document::Documents>);

impl std::fmt::Debug for Kept {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Kept(..)")
    }
}

impl Planned {
    /// The planned set, holding the documents it was planned from.
    pub(crate) fn keeping(mut self, documents: document::Documents) -> Planned {
        self.documents = Some(Kept(std::sync::Arc::new(documents)));
        self
    }

    /// The planned set with `earlier` warnings (the overlays') before its own.
    pub(crate) fn warned(mut self, earlier: Vec<Diagnostic>) -> Planned {
        if !earlier.is_empty() {
            self.warnings = [earlier, self.warnings].concat();
        }
        self
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
        assert_eq!(values(Method::Query), (true, false, true, false));
        assert_eq!(
            values(Method::extension("PROPFIND")),
            (true, false, true, false)
        );
        assert_eq!(
            values(Method::extension("SEARCH")),
            (true, false, true, false)
        );
        // Case matters: `search` is another method, of which nothing is known.
        assert_eq!(
            values(Method::extension("search")),
            (false, true, false, false)
        );
        assert_eq!(
            values(Method::extension("LINK")),
            (false, true, false, false)
        );
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
