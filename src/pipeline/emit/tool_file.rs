//! The tool files (`src/tools/<tool>.rs`) and `src/tools/defs.rs`: data, written as text by one
//! small writer with a fixed layout of its own. They are the bulk of a big API and the part of
//! the crate a reviewer reads, so the layout is chosen for diffs, not for width:
//!
//! - the file starts with the `@generated` line and a module doc saying where the tool came from
//!   (method, path, operationId, and the document and JSON pointer of the operation);
//! - items are separated by a blank line;
//! - a struct always has one field per line, indented four spaces a level, with a trailing
//!   comma, so changing one hint changes one line;
//! - a slice is `&[]` when empty, on one line when it holds one plain value (`&["pets"]`), and
//!   otherwise one element per line;
//! - a schema is a raw string of pretty-printed JSON (two-space indentation), which diffs line
//!   by line.
//!
//! The files are `#[rustfmt::skip]` in the generated crate, so rustfmt leaves this layout be.
//! Spec text only enters as string literals made by `proc_macro2::Literal` or as raw-string
//! JSON (see `rust::raw_str_source`), and in the module doc as a Markdown code span on one line
//! with control and bidi characters made visible.

use std::fmt::Write as _;

use proc_macro2::Literal;

use super::HEADER;
use super::json::{self, Json};
use super::rust::raw_str_source;
use crate::model::{Body, Location, Method, SchemaDefs, Tool};
use crate::util::markdown::md_code_span;

/// One expression of a descriptor.
enum Node {
    /// Printed as it is: a literal, a path, `None`, `true`.
    Word(String),
    /// `&[a, b]`.
    Slice(Vec<Node>),
    /// `Some(x)`.
    Some(Box<Node>),
    /// `Path { field: value, ... }`.
    Struct(&'static str, Vec<(&'static str, Node)>),
}

/// Indentation of one level.
const INDENT: &str = "    ";

fn write_node(out: &mut String, node: &Node, level: usize) {
    match node {
        Node::Word(w) => out.push_str(w),
        Node::Some(inner) => {
            out.push_str("Some(");
            write_node(out, inner, level);
            out.push(')');
        }
        Node::Slice(items) => match items.as_slice() {
            [] => out.push_str("&[]"),
            [Node::Word(w)] => {
                let _ = write!(out, "&[{w}]");
            }
            _ => {
                out.push_str("&[\n");
                for item in items {
                    push_indent(out, level + 1);
                    write_node(out, item, level + 1);
                    out.push_str(",\n");
                }
                push_indent(out, level);
                out.push(']');
            }
        },
        Node::Struct(path, fields) => {
            let _ = writeln!(out, "{path} {{");
            for (name, value) in fields {
                push_indent(out, level + 1);
                let _ = write!(out, "{name}: ");
                write_node(out, value, level + 1);
                out.push_str(",\n");
            }
            push_indent(out, level);
            out.push('}');
        }
    }
}

fn push_indent(out: &mut String, level: usize) {
    for _ in 0..level {
        out.push_str(INDENT);
    }
}

/// A string literal, escaped by `proc_macro2` (quotes, backslashes, control and bidi
/// characters all become escapes).
fn lit(s: &str) -> Node {
    Node::Word(Literal::string(s).to_string())
}

fn lits<'a>(items: impl IntoIterator<Item = &'a String>) -> Node {
    Node::Slice(items.into_iter().map(|s| lit(s)).collect())
}

fn word(s: impl Into<String>) -> Node {
    Node::Word(s.into())
}

fn bool_word(b: bool) -> Node {
    word(if b { "true" } else { "false" })
}

// The runtime's enums are the model's own (`wire.rs`), so a unit variant's `Debug` name is the
// name of the variant the generated code refers to.
fn location_word(l: Location) -> Node {
    word(format!("Location::{l:?}"))
}

fn method_word(m: Method) -> Node {
    match m {
        Method::Extension(name) => word(format!(
            "Method::extension({})",
            Literal::string(name.as_str())
        )),
        other => word(format!("Method::{other:?}")),
    }
}

/// Where the tool came from, for its module doc: one line per fact, each spec string a code
/// span.
fn origin_doc(tool: &Tool) -> String {
    let o = &tool.origin;
    let mut doc = format!(
        "//! The {} tool: {} {}",
        md_code_span(&tool.name),
        o.method.as_str(),
        md_code_span(&o.path)
    );
    if let Some(id) = &o.operation_id {
        let _ = write!(doc, ", operationId {}", md_code_span(id));
    }
    let _ = writeln!(doc, ".");
    let _ = writeln!(
        doc,
        "//! Spec: {}.",
        md_code_span(&format!("{}#{}", o.document, o.pointer))
    );
    doc
}

/// `src/tools/<module>.rs`: one tool's descriptor. Security alternatives that need a scheme
/// the runtime cannot satisfy (not in `supported`) are left out.
pub fn tool_file(tool: &Tool, supported: &[&str]) -> String {
    // The tree holds no schemas: they are written straight from the model by `write_tool`,
    // without a copy (megabytes for a big API).
    let node = tool_node(tool, supported);
    let mut out = String::with_capacity(4096);
    out.push_str(HEADER);
    out.push_str(&origin_doc(tool));
    out.push_str("\nuse crate::runtime::descriptor::*;\n\npub const TOOL: Tool = ");
    write_tool(&mut out, &node, tool);
    out.push_str(";\n");
    out
}

/// Writes the `Tool { ... }` struct, with the tool's schemas where the tree has `None` markers.
fn write_tool(out: &mut String, node: &Node, tool: &Tool) {
    let Node::Struct(path, fields) = node else {
        return write_node(out, node, 0);
    };
    let _ = writeln!(out, "{path} {{");
    for (name, value) in fields {
        push_indent(out, 1);
        let _ = write!(out, "{name}: ");
        match *name {
            "input_schema" => schema(out, &tool.input_schema),
            "output_schema" => match &tool.output_schema {
                Some(s) => {
                    out.push_str("Some(");
                    schema(out, s);
                    out.push(')');
                }
                None => out.push_str("None"),
            },
            _ => write_node(out, value, 1),
        }
        out.push_str(",\n");
    }
    out.push('}');
}

fn schema(out: &mut String, value: &serde_json::Value) {
    let mut text = String::new();
    json::write_pretty(&mut text, Json::Value(value));
    out.push_str(&raw_str_source(&text));
}

/// The `Tool { ... }` descriptor of one tool; the schemas are filled in by [`write_tool`].
fn tool_node(tool: &Tool, supported: &[&str]) -> Node {
    let params = tool
        .http
        .params
        .iter()
        .map(|p| {
            Node::Struct(
                "Param",
                vec![
                    ("arg", lit(&p.arg_name)),
                    ("api", lit(&p.api_name)),
                    ("location", location_word(p.location)),
                    ("required", bool_word(p.required)),
                    ("style", word(format!("Style::{:?}", p.style))),
                    ("explode", bool_word(p.explode)),
                ],
            )
        })
        .collect();
    let a = &tool.annotations;
    let security = tool
        .security
        .iter()
        .filter(|alt| alt.iter().all(|name| supported.contains(&name.as_str())))
        .map(lits)
        .collect();
    Node::Struct(
        "Tool",
        vec![
            ("name", lit(&tool.name)),
            ("title", lit(&tool.title)),
            ("description", lit(&tool.description)),
            ("tags", lits(&tool.tags)),
            ("method", method_word(tool.http.method)),
            ("path", lit(&tool.http.path_template)),
            (
                "server",
                tool.server
                    .as_deref()
                    .map_or(word("None"), |url| Node::Some(Box::new(lit(url)))),
            ),
            ("params", Node::Slice(params)),
            ("body", body_node(tool.http.body.as_ref())),
            (
                "hints",
                Node::Struct(
                    "Hints",
                    vec![
                        ("read_only", bool_word(a.read_only.value)),
                        ("destructive", bool_word(a.destructive.value)),
                        ("idempotent", bool_word(a.idempotent.value)),
                        ("open_world", bool_word(a.open_world.value)),
                    ],
                ),
            ),
            ("security", Node::Slice(security)),
            ("scopes", lits(&tool.scopes)),
            ("input_schema", word("None")),
            ("output_schema", word("None")),
            (
                "stream",
                tool.stream.as_ref().map_or(word("None"), |s| {
                    Node::Some(Box::new(Node::Struct(
                        "Stream",
                        vec![
                            ("kind", word(format!("StreamKind::{:?}", s.kind))),
                            ("media_type", lit(&s.media_type)),
                        ],
                    )))
                }),
            ),
        ],
    )
}

fn body_node(body: Option<&Body>) -> Node {
    let encoding = |e: crate::model::Encoding| word(format!("Encoding::{e:?}"));
    match body {
        None => word("None"),
        Some(Body::Fields {
            content_type,
            encoding: e,
            fields,
            file_fields,
            styles,
            required,
        }) => Node::Some(Box::new(Node::Struct(
            "Body::Fields",
            vec![
                ("content_type", lit(content_type)),
                ("encoding", encoding(*e)),
                ("fields", lits(fields)),
                ("file_fields", lits(file_fields)),
                (
                    "styles",
                    Node::Slice(
                        styles
                            .iter()
                            .map(|s| {
                                Node::Struct(
                                    "FieldStyle",
                                    vec![
                                        ("field", lit(&s.field)),
                                        ("style", word(format!("Style::{:?}", s.style))),
                                        ("explode", bool_word(s.explode)),
                                    ],
                                )
                            })
                            .collect(),
                    ),
                ),
                ("required", bool_word(*required)),
            ],
        ))),
        Some(Body::Whole {
            content_type,
            encoding: e,
            arg_name,
            required,
        }) => Node::Some(Box::new(Node::Struct(
            "Body::Whole",
            vec![
                ("content_type", lit(content_type)),
                ("encoding", encoding(*e)),
                ("arg", lit(arg_name)),
                ("required", bool_word(*required)),
            ],
        ))),
    }
}

/// `src/tools/defs.rs`: the schema definitions shared by the tools, each once, in name order.
pub fn defs_file(shared: &SchemaDefs) -> String {
    let mut out = String::from(HEADER);
    out.push_str(
        "//! Schema definitions (`$defs`) shared by the tools' input and output schemas, each written\n\
         //! once; the runtime adds the ones a tool refers to back into its schema at startup.\n",
    );
    for (name, defs) in [
        ("INPUT_DEFS", &shared.input),
        ("OUTPUT_DEFS", &shared.output),
    ] {
        let _ = write!(out, "\npub const {name}: &str = ");
        let mut text = String::new();
        json::write_pretty(&mut text, Json::Map(defs));
        out.push_str(&raw_str_source(&text));
        out.push_str(";\n");
    }
    out
}
