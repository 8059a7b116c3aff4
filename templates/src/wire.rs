//! The words of an HTTP request that the generator and the runtime share: methods, parameter
//! locations and styles, body encodings.
//!
//! The generator compiles this same file as a module of its own (`#[path]`), so the values it
//! reads from a spec are the values it writes into tool tables; there is no second copy to keep
//! in step. It therefore uses nothing but `core`.

use core::fmt;

/// An HTTP method an operation uses: one of OpenAPI's fixed fields (`get` ... `query`), or any
/// other method by name (OpenAPI 3.2 `additionalOperations`). The order is the safe methods
/// first, then the others, then extensions by name.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Method {
    /// `GET`: safe and idempotent (RFC 9110).
    Get,
    /// `HEAD`: safe and idempotent.
    Head,
    /// `OPTIONS`: safe and idempotent.
    Options,
    /// `TRACE`: safe and idempotent.
    Trace,
    /// `QUERY`: safe and idempotent, with a request body (the HTTP QUERY method; OpenAPI 3.2).
    Query,
    /// `POST`: neither safe nor idempotent.
    Post,
    /// `PUT`: idempotent; replaces the target.
    Put,
    /// `PATCH`: neither safe nor idempotent.
    Patch,
    /// `DELETE`: idempotent.
    Delete,
    /// Any other method, sent with exactly this name (`LINK`, `PROPFIND`...).
    Extension(MethodName),
}

impl Method {
    /// The method as sent on the wire: `GET`, `QUERY`, or an extension's own name.
    pub fn as_str(&self) -> &str {
        match self {
            Method::Get => "GET",
            Method::Head => "HEAD",
            Method::Options => "OPTIONS",
            Method::Trace => "TRACE",
            Method::Query => "QUERY",
            Method::Post => "POST",
            Method::Put => "PUT",
            Method::Patch => "PATCH",
            Method::Delete => "DELETE",
            Method::Extension(name) => name.as_str(),
        }
    }

    /// An extension method, for generated tables: `Method::extension("LINK")`. Evaluated at
    /// compile time there, so a name that is not an HTTP token fails the build rather than a
    /// call.
    pub const fn extension(name: &str) -> Method {
        match MethodName::parse(name) {
            Some(name) => Method::Extension(name),
            None => panic!("an HTTP method name is 1 to 32 token characters"),
        }
    }
}

/// The name of an extension method: 1 to [`MethodName::MAX`] HTTP token characters (RFC 9110
/// `tchar`), held inline so that a [`Method`] stays `Copy` and can live in a `const`.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct MethodName {
    // Zero-padded: comparing the arrays compares the names (no token character is zero).
    bytes: [u8; MethodName::MAX],
    len: u8,
}

impl MethodName {
    /// The longest method name held; registered methods are at most 17 characters.
    pub const MAX: usize = 32;

    /// The name, or `None` when it is empty, longer than [`MethodName::MAX`] or holds a
    /// character that HTTP does not allow in a method.
    pub const fn parse(name: &str) -> Option<MethodName> {
        let source = name.as_bytes();
        if source.is_empty() || source.len() > MethodName::MAX {
            return None;
        }
        let mut bytes = [0u8; MethodName::MAX];
        let mut i = 0;
        while i < source.len() {
            let b = source[i];
            let tchar = b.is_ascii_alphanumeric()
                || matches!(
                    b,
                    b'!' | b'#'
                        | b'$'
                        | b'%'
                        | b'&'
                        | b'\''
                        | b'*'
                        | b'+'
                        | b'-'
                        | b'.'
                        | b'^'
                        | b'_'
                        | b'`'
                        | b'|'
                        | b'~'
                );
            if !tchar {
                return None;
            }
            bytes[i] = b;
            i += 1;
        }
        Some(MethodName {
            bytes,
            len: source.len() as u8,
        })
    }

    /// The name as written.
    pub fn as_str(&self) -> &str {
        // Only ASCII token characters are ever stored, so this is always valid UTF-8.
        core::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl fmt::Debug for MethodName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

/// Where a parameter travels in the HTTP request (OpenAPI `in`). The order is the order
/// parameters are bound in after path ones.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Location {
    /// A `{name}` segment of the path template.
    Path,
    /// The query string, percent-encoded.
    Query,
    /// A request header (its name an HTTP token).
    Header,
    /// A `Cookie` header pair (its name an HTTP token).
    Cookie,
    /// The whole query string from one argument (OpenAPI 3.2 `in: querystring`): form data (an
    /// object, encoded as a form body is) when the style is `Form`, otherwise the text of the
    /// query in the parameter's media type, percent-encoded whole.
    Querystring,
}

impl Location {
    /// The OpenAPI `in` value: `path`, `query`, `header` or `cookie`.
    pub fn as_str(self) -> &'static str {
        match self {
            Location::Path => "path",
            Location::Query => "query",
            Location::Header => "header",
            Location::Cookie => "cookie",
            Location::Querystring => "querystring",
        }
    }
}

/// How a parameter's value is serialised (OpenAPI `style`, with `explode` beside it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Style {
    /// Comma-separated values (`1,2,3`); the default for path and header parameters.
    Simple,
    /// `name=value` pairs, arrays repeated when exploded and comma-joined otherwise; the default
    /// for query and cookie parameters.
    Form,
    /// Path values each preceded by `.`: `.a.b` (exploded) or `.a,b`.
    Label,
    /// Path `;name=value` pairs: `;k=a;k=b` (exploded) or `;k=a,b`.
    Matrix,
    /// Query arrays joined by spaces, sent as `%20` (a space in a multipart part; Swagger 2.0
    /// `ssv`).
    SpaceDelimited,
    /// Query arrays joined by `|`, sent as `%7C` like the specification's examples (Swagger 2.0
    /// `pipes`).
    PipeDelimited,
    /// Query objects as `name[key]=value` (nested objects and arrays recurse: `k[a][0]=v`;
    /// brackets are sent as `%5B`/`%5D`, like the specification's examples).
    DeepObject,
    /// Cookies as RFC 6265 writes them (OpenAPI 3.2): like `Form`, pairs joined by `; `, but
    /// nothing is percent-encoded, so a value must already be made of cookie characters.
    Cookie,
}

impl Style {
    /// The OpenAPI `style` value: `simple`, `form`, `spaceDelimited`...
    pub fn as_str(self) -> &'static str {
        match self {
            Style::Simple => "simple",
            Style::Form => "form",
            Style::Label => "label",
            Style::Matrix => "matrix",
            Style::SpaceDelimited => "spaceDelimited",
            Style::PipeDelimited => "pipeDelimited",
            Style::DeepObject => "deepObject",
            Style::Cookie => "cookie",
        }
    }
}

/// How a request body is serialised from the argument value(s).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// A JSON document (`application/json`, `*+json`, `*/*`): the value as JSON.
    Json,
    /// `application/x-www-form-urlencoded`: scalars `k=v`, arrays of scalars repeat the key,
    /// objects and arrays of objects in bracket notation `k[sub]=v`, `k[0][sub]=v` (what Stripe,
    /// Rails and PHP-style APIs expect; brackets percent-encoded, as browsers send them).
    /// Fields listed in `styles` with a joining style are one `k=a,b` field instead.
    Form,
    /// `multipart/*`: one part per field; `file_fields` take `{content (base64), filename?,
    /// content_type?}` objects (or arrays of them), other fields are sent as text parts
    /// (strings, numbers, booleans) or `application/json` parts (objects, arrays). Fields listed
    /// in `styles` are text: one part `a,b` (joining styles) or one part per item.
    Multipart,
    /// Raw bytes, which the argument carries base64-encoded (`application/octet-stream`,
    /// images, any media type not listed here).
    Binary,
    /// Text sent as the argument gives it (`text/*`, `*/xml`, `*+xml`, and form or multipart
    /// bodies that are not objects).
    Text,
}

impl Encoding {
    /// The name the plan's JSON uses: `json`, `form`, `multipart`, `binary` or `text`.
    pub fn as_str(self) -> &'static str {
        match self {
            Encoding::Json => "json",
            Encoding::Form => "form",
            Encoding::Multipart => "multipart",
            Encoding::Binary => "binary",
            Encoding::Text => "text",
        }
    }
}

/// How a streamed success response is split into items: the sequential media types OpenAPI 3.2
/// describes with `itemSchema` on a response's Media Type Object.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StreamKind {
    /// JSON Lines (`application/jsonl`, `application/x-ndjson`): one JSON value per line.
    JsonLines,
    /// JSON text sequences (`application/json-seq`, RFC 7464): records that start with 0x1E.
    JsonSeq,
    /// Server-sent events (`text/event-stream`): events separated by blank lines.
    EventStream,
}

impl StreamKind {
    /// The kind of a media type's essence (`application/jsonl`, no parameters), in any case;
    /// `None` when it is not a sequential media type this knows.
    pub fn for_media_essence(essence: &str) -> Option<StreamKind> {
        const KINDS: [(&str, StreamKind); 5] = [
            ("application/jsonl", StreamKind::JsonLines),
            ("application/x-ndjson", StreamKind::JsonLines),
            ("application/x-jsonlines", StreamKind::JsonLines),
            ("application/json-seq", StreamKind::JsonSeq),
            ("text/event-stream", StreamKind::EventStream),
        ];
        KINDS
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(essence))
            .map(|(_, kind)| *kind)
    }

    /// The name the plan's JSON uses: `json_lines`, `json_seq` or `event_stream`.
    pub fn as_str(self) -> &'static str {
        match self {
            StreamKind::JsonLines => "json_lines",
            StreamKind::JsonSeq => "json_seq",
            StreamKind::EventStream => "event_stream",
        }
    }
}
