//! `openapi-mcp serve`'s back end: the same descriptor the generated crate's `src/tools/` spells
//! out as Rust, built as a value of the runtime's own types instead, so the runtime linked into
//! the generator serves the planned tools with no crate and no compile. Field for field it
//! follows `tool_file::tool_node` and `rust::tools_mod`; the end-to-end tests run one suite
//! against both, so the two cannot drift apart unnoticed.
//!
//! The runtime reads `&'static` data (a generated crate's is compiled in); here it is built once
//! per process and leaked, which is what `'static` means for a server that runs until it exits.

use std::collections::BTreeMap;

use openapi_mcp_runtime::descriptor as d;
use serde_json::Value;

use super::{Crate, supported_schemes};
use crate::model::{self as m, Body, SchemeKind, Tool, ToolSet};

/// The generator compiles its own copy of the runtime's `wire.rs` (it implements traits of its
/// own on those types), so the two crates' enums are alike but not the same types: each value
/// is carried over by its variant's name.
macro_rules! carried {
    ($($f:ident: $ty:ident { $($v:ident),* })*) => {$(
        fn $f(x: m::$ty) -> d::$ty {
            match x { $(m::$ty::$v => d::$ty::$v),* }
        }
    )*};
}
carried! {
    location_of: Location { Path, Query, Header, Cookie, Querystring }
    style_of: Style { Simple, Form, Label, Matrix, SpaceDelimited, PipeDelimited, DeepObject, Cookie }
    encoding_of: Encoding { Json, Form, Multipart, Binary, Text }
    stream_kind_of: StreamKind { JsonLines, JsonSeq, EventStream }
}

fn method_of(x: m::Method) -> d::Method {
    match x {
        m::Method::Get => d::Method::Get,
        m::Method::Head => d::Method::Head,
        m::Method::Options => d::Method::Options,
        m::Method::Trace => d::Method::Trace,
        m::Method::Query => d::Method::Query,
        m::Method::Post => d::Method::Post,
        m::Method::Put => d::Method::Put,
        m::Method::Patch => d::Method::Patch,
        m::Method::Delete => d::Method::Delete,
        // The name was checked when the spec was lowered, with the same rule.
        m::Method::Extension(name) => {
            d::MethodName::parse(name.as_str()).map_or(d::Method::Post, d::Method::Extension)
        }
    }
}

/// The runtime's description of the API and its tools, for the lifetime of the process.
pub fn descriptor(set: &ToolSet, krate: &Crate) -> &'static d::Api {
    let supported = supported_schemes(set);
    let security_schemes = set
        .security_schemes
        .iter()
        .filter_map(|s| {
            let envs = krate.scheme_env(s);
            let env = |i: usize| text(envs.get(i).map_or("", String::as_str));
            let kind = match &s.kind {
                SchemeKind::ApiKey {
                    param_name,
                    location,
                } => d::SchemeKind::ApiKey {
                    name: text(param_name),
                    location: location_of(*location),
                    env: env(0),
                },
                SchemeKind::HttpBearer | SchemeKind::Token { .. } => {
                    d::SchemeKind::Bearer { env: env(0) }
                }
                SchemeKind::OAuth2ClientCredentials { token_url, scopes } => {
                    d::SchemeKind::OAuth2ClientCredentials {
                        token_url: text(token_url),
                        scopes: texts(scopes),
                        client_id_env: env(0),
                        client_secret_env: env(1),
                        token_env: env(2),
                    }
                }
                SchemeKind::HttpBasic => d::SchemeKind::Basic {
                    username_env: env(0),
                    password_env: env(1),
                },
                SchemeKind::Unsupported { .. } => return None,
            };
            Some(d::SecurityScheme {
                name: text(&s.name),
                kind,
            })
        })
        .collect();
    let server_variables = set
        .servers
        .first()
        .into_iter()
        .flat_map(|s| &s.variables)
        .map(|v| d::ServerVariable {
            name: text(&v.name),
            default: text(&v.default),
            allowed: texts(&v.allowed),
            env: text(&krate.server_variable_env(&v.name)),
        })
        .collect();
    let tools = set
        .tools
        .iter()
        .map(|tool| self::tool(tool, &supported))
        .collect();
    Box::leak(Box::new(d::Api {
        name: text(&krate.name),
        title: text(&set.info.title),
        version: text(&set.info.version),
        instructions: text(&krate.instructions(set)),
        env_prefix: text(&krate.env_prefix),
        default_base_url: text(set.servers.first().map_or("", |s| s.url.as_str())),
        server_variables: slice(server_variables),
        security_schemes: slice(security_schemes),
        input_defs: defs(&set.defs.input),
        output_defs: defs(&set.defs.output),
        tools: slice(tools),
    }))
}

/// One tool's descriptor (see `tool_file::tool_node`).
fn tool(tool: &Tool, supported: &[&str]) -> d::Tool {
    let params = tool
        .http
        .params
        .iter()
        .map(|p| d::Param {
            arg: text(&p.arg_name),
            api: text(&p.api_name),
            location: location_of(p.location),
            required: p.required,
            style: style_of(p.style),
            explode: p.explode,
        })
        .collect();
    // An alternative naming a scheme the runtime cannot satisfy can never be met.
    let security = tool
        .security
        .iter()
        .filter(|alt| alt.iter().all(|name| supported.contains(&name.as_str())))
        .map(|alt| texts(alt))
        .collect();
    let a = &tool.annotations;
    d::Tool {
        name: text(&tool.name),
        title: text(&tool.title),
        description: text(&tool.description),
        tags: texts(&tool.tags),
        method: method_of(tool.http.method),
        path: text(&tool.http.path_template),
        server: tool.server.as_deref().map(text),
        params: slice(params),
        body: tool.http.body.as_ref().map(body),
        hints: d::Hints {
            read_only: a.read_only.value,
            destructive: a.destructive.value,
            idempotent: a.idempotent.value,
            open_world: a.open_world.value,
        },
        security: slice(security),
        scopes: texts(&tool.scopes),
        input_schema: text(&tool.input_schema.to_string()),
        output_schema: tool.output_schema.as_ref().map(|s| text(&s.to_string())),
        stream: tool.stream.as_ref().map(|s| d::Stream {
            kind: stream_kind_of(s.kind),
            media_type: text(&s.media_type),
        }),
    }
}

fn body(body: &Body) -> d::Body {
    match body {
        Body::Fields {
            content_type,
            encoding,
            fields,
            file_fields,
            styles,
            required,
        } => d::Body::Fields {
            content_type: text(content_type),
            encoding: encoding_of(*encoding),
            fields: texts(fields),
            file_fields: texts(file_fields),
            styles: slice(
                styles
                    .iter()
                    .map(|s| d::FieldStyle {
                        field: text(&s.field),
                        style: style_of(s.style),
                        explode: s.explode,
                    })
                    .collect(),
            ),
            required: *required,
        },
        Body::Whole {
            content_type,
            encoding,
            arg_name,
            required,
        } => d::Body::Whole {
            content_type: text(content_type),
            encoding: encoding_of(*encoding),
            arg: text(arg_name),
            required: *required,
        },
    }
}

/// Shared definitions as the JSON object text the runtime reads; `""` for none, as in
/// `tools/defs.rs`.
fn defs(defs: &BTreeMap<String, Value>) -> &'static str {
    if defs.is_empty() {
        return "";
    }
    text(&serde_json::to_string(defs).unwrap_or_default())
}

fn text(s: &str) -> &'static str {
    Box::leak(s.to_owned().into_boxed_str())
}

fn texts(items: &[String]) -> &'static [&'static str] {
    slice(items.iter().map(|s| text(s)).collect())
}

fn slice<T>(items: Vec<T>) -> &'static [T] {
    Box::leak(items.into_boxed_slice())
}
