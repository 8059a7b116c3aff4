//! The static description of an API and its tools: generated code fills these types in as
//! `const`/`static` data, and the rest of the runtime reads only them, so one runtime serves any API.

pub use crate::wire::{Encoding, Location, Method, MethodName, StreamKind, Style};

/// One path, query, header or cookie parameter of a tool.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    /// The property name the MCP client sends in the tool arguments.
    pub arg: &'static str,
    /// The name the HTTP API expects.
    pub api: &'static str,
    pub location: Location,
    pub required: bool,
    pub style: Style,
    pub explode: bool,
}

/// How the request body is assembled from the tool arguments.
#[derive(Debug, Clone, Copy)]
pub enum Body {
    /// An object body whose properties are top-level tool arguments (listed here).
    Fields {
        content_type: &'static str,
        encoding: Encoding,
        fields: &'static [&'static str],
        /// Multipart fields that are files (a subset of `fields`).
        file_fields: &'static [&'static str],
        /// Fields serialised otherwise than the encoding's default (see [`FieldStyle`]); most
        /// bodies have none.
        styles: &'static [FieldStyle],
        required: bool,
    },
    /// The whole body is the value of one tool argument (non-object bodies).
    Whole {
        content_type: &'static str,
        encoding: Encoding,
        arg: &'static str,
        required: bool,
    },
}

/// How one form or multipart body field is serialised when the spec says so (OpenAPI
/// `encoding.<field>.style`/`explode`, Swagger 2.0 `collectionFormat`), with the meaning of a
/// query parameter's style. Not exploded, `form` joins an array's items with `,`,
/// `spaceDelimited` with a space and `pipeDelimited` with `|` into one field (objects: keys and
/// values alternate, `k,v,k2,v2`). Exploded, a form body keeps its default (arrays repeat the
/// key) and multipart sends one part per array item. `deepObject` keeps the encoding's default
/// (bracket notation in a form body).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FieldStyle {
    /// The field, as named in `fields`.
    pub field: &'static str,
    pub style: Style,
    pub explode: bool,
}

/// The four MCP tool annotation hints, as announced and as enforced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Hints {
    pub read_only: bool,
    pub destructive: bool,
    pub idempotent: bool,
    pub open_world: bool,
}

/// One MCP tool bound to one HTTP operation.
#[derive(Debug, Clone, Copy)]
pub struct Tool {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// The operation's OpenAPI tags, in spec order (what `--tool-mode dynamic` searches by).
    pub tags: &'static [&'static str],
    pub method: Method,
    /// The OpenAPI path template, e.g. `/pets/{petId}`, appended to the configured base URL.
    pub path: &'static str,
    /// A server of this operation's own (OpenAPI `servers` on the operation or path item), used
    /// instead of the API's base URL; may hold `{variables}` like the API's default.
    pub server: Option<&'static str>,
    pub params: &'static [Param],
    pub body: Option<Body>,
    pub hints: Hints,
    /// Security alternatives: any one inner list satisfies the operation; an empty inner list
    /// means "no authentication"; an empty outer list means the operation declares none.
    pub security: &'static [&'static [&'static str]],
    /// Scopes a caller must hold for this tool besides the built-in one its hints require
    /// (`scopes:` in the overrides file or `x-mcp`, e.g. `billing:admin`); see
    /// [`scopes`](super::scopes).
    pub scopes: &'static [&'static str],
    /// JSON Schema (2020-12) of the arguments, as JSON text; always `type: object`.
    pub input_schema: &'static str,
    /// JSON Schema of `structuredContent`, as JSON text, when the 2xx response is a JSON object.
    pub output_schema: Option<&'static str>,
    /// Set when the success response is a stream of items (OpenAPI 3.2 `itemSchema` on a
    /// sequential media type): the body is split into items, returned as `{"items": [...]}`.
    pub stream: Option<Stream>,
}

/// A streamed success response: how to split it, and the media type to ask for (`Accept`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stream {
    pub kind: StreamKind,
    /// The media type as the spec names it, e.g. `application/jsonl`.
    pub media_type: &'static str,
}

/// How a security scheme is satisfied; the credentials come from the environment variables named here.
#[derive(Debug, Clone, Copy)]
pub enum SchemeKind {
    ApiKey {
        /// Header, query or cookie name the API expects.
        name: &'static str,
        location: Location,
        env: &'static str,
    },
    Bearer {
        env: &'static str,
    },
    Basic {
        username_env: &'static str,
        password_env: &'static str,
    },
    /// OAuth2 client credentials: a token is fetched from `token_url` with the client id and
    /// secret (form POST, RFC 6749 §4.4), cached until it expires and fetched again once on 401.
    /// A token in `token_env` is used as is instead (for flows the server cannot run itself).
    OAuth2ClientCredentials {
        token_url: &'static str,
        scopes: &'static [&'static str],
        client_id_env: &'static str,
        client_secret_env: &'static str,
        token_env: &'static str,
    },
}

#[derive(Debug, Clone, Copy)]
pub struct SecurityScheme {
    /// The scheme's key under `components.securitySchemes`.
    pub name: &'static str,
    pub kind: SchemeKind,
}

/// A `{name}` in a server URL: its value comes from `env` when set, else `default`.
#[derive(Debug, Clone, Copy)]
pub struct ServerVariable {
    pub name: &'static str,
    pub default: &'static str,
    /// Allowed values when the spec lists them (`enum`); empty means any.
    pub allowed: &'static [&'static str],
    pub env: &'static str,
}

/// Everything the runtime knows about the API.
#[derive(Debug, Clone, Copy)]
pub struct Api {
    /// Server name announced to MCP clients (the crate name).
    pub name: &'static str,
    pub title: &'static str,
    /// The API's own version (`info.version`).
    pub version: &'static str,
    pub instructions: &'static str,
    /// Prefix of every environment variable the server reads, e.g. `PETSTORE`.
    pub env_prefix: &'static str,
    /// The spec's first server URL; empty when the spec has none. May hold `{variables}`,
    /// filled from `server_variables`.
    pub default_base_url: &'static str,
    pub server_variables: &'static [ServerVariable],
    pub security_schemes: &'static [SecurityScheme],
    /// Schema definitions shared by the tools' input schemas, as a JSON object text
    /// (name → schema), each written once; empty means none. A tool's schema refers to them as
    /// `#/$defs/Name`, and the runtime adds the ones it needs (transitively) under `$defs` at
    /// startup, so clients and the validator see self-contained schemas.
    pub input_defs: &'static str,
    /// The same for the output schemas (which keep `readOnly` properties the inputs drop).
    pub output_defs: &'static str,
    /// Sorted by name.
    pub tools: &'static [Tool],
}
