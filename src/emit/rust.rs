//! Rust sources of the generated crate, built as tokens with `quote` and printed with
//! `prettyplease`; the tool files, the bulk of a big API, are written directly as text laid out
//! the same way (`layout`). Spec text only ever enters as string literals; identifiers are ours.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::json::{self, Json};
use super::layout::{Node, Printer};
use super::{Crate, HEADER};
use crate::model::{Body, Encoding, Location, SchemeKind, Tool, ToolSet};
use crate::naming::is_valid_tool_name;

/// Prints a token stream as a formatted file with the `@generated` header.
fn render(tokens: TokenStream) -> Result<String, String> {
    let file: syn::File = syn::parse2(tokens)
        .map_err(|e| format!("internal error: emitted Rust does not parse: {e}"))?;
    Ok(format!("{HEADER}{}", prettyplease::unparse(&file)))
}

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// A raw string literal `r#"..."#` holding the JSON text `json`, with enough `#`s that the text
/// cannot end it early. Used for JSON schemas so they stay readable and diff line by line.
fn raw_str(json: &str) -> Result<Literal, String> {
    raw_str_source(json)
        .parse()
        .map_err(|e| format!("internal error: schema literal: {e}"))
}

/// Rust refuses a raw string with more `#`s than this.
const MAX_RAW_HASHES: usize = 255;

/// The source of [`raw_str`]. `json` must be JSON text: past [`MAX_RAW_HASHES`] it is rewritten
/// to another spelling of the same JSON value.
fn raw_str_source(json: &str) -> String {
    let hashes = raw_hashes(json);
    if hashes > MAX_RAW_HASHES {
        // Spec text such as `"` and 300 `#`s. A `#` in JSON text can only be inside a string,
        // where `\u0023` is the same character: written that way after every `"`, no `"#` is
        // left to end the literal, and the schema a client receives is unchanged.
        let json = json.replace("\"#", "\"\\u0023");
        return format!("r#\"{json}\"#");
    }
    let h = "#".repeat(hashes);
    format!("r{h}\"{json}\"{h}")
}

/// The fewest `#`s a raw string holding `text` needs: one more than the longest run of `#`s
/// right after a `"`. (Runs after different quotes do not overlap, so this is one pass.)
fn raw_hashes(text: &str) -> usize {
    let bytes = text.as_bytes();
    let longest = text
        .match_indices('"')
        .map(|(at, _)| bytes[at + 1..].iter().take_while(|&&b| b == b'#').count())
        .max()
        .unwrap_or(0);
    longest + 1
}

/// Big schema literals: the file is laid out with a short placeholder literal in their place,
/// and the raw literal's source is put in afterwards. Lexing and printing megabytes of literal
/// through proc-macro2 and prettyplease would take most of the generation time of a big API and
/// changes nothing (prettyplease prints a literal as it is). When a placeholder's text occurs
/// more than once in the file (a spec string equal to it), the file is built again with real
/// literal tokens.
struct Deferred {
    /// Real literal tokens instead of placeholders.
    slow: bool,
    literals: Vec<(String, String)>,
}

impl Deferred {
    /// A literal for `text` as a raw string, to use in the token stream.
    fn raw(&mut self, text: String) -> Result<Literal, String> {
        if self.slow {
            return raw_str(&text);
        }
        let placeholder = placeholder(self.literals.len());
        self.literals.push((placeholder.to_string(), text));
        Ok(placeholder)
    }
}

/// Renders the file `build` makes, with its deferred literals.
fn render_deferred(
    build: impl Fn(&mut Deferred) -> Result<TokenStream, String>,
) -> Result<String, String> {
    let mut fast = Deferred {
        slow: false,
        literals: Vec::new(),
    };
    let file = render(build(&mut fast)?)?;
    match fill_placeholders(file, &fast.literals) {
        Some(file) => Ok(file),
        None => {
            let mut slow = Deferred {
                slow: true,
                literals: Vec::new(),
            };
            render(build(&mut slow)?)
        }
    }
}

/// `skeleton` with the raw literal of `schemas[i]` in place of placeholder `i`, each schema's
/// JSON written straight into the file. `None` when spec text holds the placeholder mark (in
/// the skeleton or a schema): the caller then goes the way of [`fill_placeholders`], which
/// gives such text its due. Otherwise the same as `fill_placeholders` with the schemas'
/// [`pretty_json`].
fn fill_schemas(skeleton: &str, schemas: &[Json<'_>]) -> Option<String> {
    if skeleton.matches(PLACEHOLDER_MARK).count() != schemas.len() {
        return None;
    }
    let mut out = String::with_capacity(skeleton.len() + 8192 * schemas.len());
    let mut from = 0;
    for (i, schema) in schemas.iter().enumerate() {
        let needle = placeholder(i).to_string();
        let at = from + skeleton[from..].find(&needle)?;
        out.push_str(&skeleton[from..at]);
        let start = out.len();
        out.push_str("r#\"");
        let text_start = out.len();
        json::write_pretty(&mut out, *schema);
        let text = &out[text_start..];
        if text.contains(PLACEHOLDER_MARK) {
            return None;
        }
        if text.contains("\"#") {
            // Text that would end `r#"..."#` early: again with as many `#`s as it takes.
            let text = out.split_off(text_start);
            out.truncate(start);
            out.push_str(&raw_str_source(&text));
        } else {
            out.push_str("\"#");
        }
        from = at + needle.len();
    }
    out.push_str(&skeleton[from..]);
    Some(out)
}

/// What every placeholder literal contains.
const PLACEHOLDER_MARK: &str = "@openapi-mcp:literal:";

fn placeholder(index: usize) -> Literal {
    Literal::string(&format!("{PLACEHOLDER_MARK}{index}@"))
}

/// Puts the raw literal of each `(placeholder, text)` in place of its placeholder, in turn;
/// `None` when a placeholder's text does not occur exactly once when its turn comes (spec text
/// equal to it, in a literal or an earlier schema), and the file must be built without them.
/// (Only reached when spec text holds the placeholder mark: [`fill_schemas`] does the rest.)
fn fill_placeholders(mut file: String, literals: &[(String, String)]) -> Option<String> {
    for (needle, text) in literals {
        if file.matches(needle.as_str()).count() != 1 {
            return None;
        }
        file = file.replacen(needle.as_str(), &raw_str_source(text), 1);
    }
    Some(file)
}

/// Schema JSON as the files hold it; the reference of [`json::write_pretty`], which writes the
/// same text straight into a file.
pub(super) fn pretty_json(v: &serde_json::Value) -> Result<String, String> {
    serde_json::to_string_pretty(v)
        .map(escape_bidi)
        .map_err(|e| format!("internal error: {e}"))
}

/// Bidirectional-text controls (the "Trojan Source" characters) may not appear unescaped in a
/// Rust literal (rustc denies `text_direction_codepoint_in_literal`), and a raw string cannot
/// escape anything. In JSON text they can only occur inside strings, where `\uXXXX` means the
/// same character, so the schema a client receives is unchanged. (Ordinary string literals
/// escape them already: `quote` writes them as `\u{202e}`.)
fn escape_bidi(json: String) -> String {
    let is_bidi = |c: char| matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}');
    if !json.contains(is_bidi) {
        return json;
    }
    let mut out = String::with_capacity(json.len() + 16);
    for c in json.chars() {
        if is_bidi(c) {
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

fn location(l: Location) -> TokenStream {
    match l {
        Location::Path => quote!(Location::Path),
        Location::Query => quote!(Location::Query),
        Location::Header => quote!(Location::Header),
        Location::Cookie => quote!(Location::Cookie),
    }
}

/// `src/tools/<module>.rs`: one tool's descriptor, as data. Security alternatives that need a
/// scheme the runtime cannot satisfy (not in `supported`) are left out.
///
/// Written as text, laid out as [`tool_file_tokens`] (the reference) lays it out, with the same
/// deferred schema literals. Falls back to the reference where the text would need another
/// form: a tool name that is not a valid one (the doc comment would not be a plain `//!` line),
/// or spec text equal to a placeholder.
pub fn tool_file(tool: &Tool, supported: &[&str]) -> Result<String, String> {
    if !is_valid_tool_name(&tool.name) {
        return tool_file_tokens(tool, supported);
    }
    let mut schemas = vec![Json::Value(&tool.input_schema)];
    let output = match &tool.output_schema {
        Some(schema) => {
            schemas.push(Json::Value(schema));
            Node::some(Node::Word(placeholder(1).to_string()))
        }
        None => Node::word("None"),
    };
    let input = Node::Word(placeholder(0).to_string());
    let mut p = Printer::new(format!(
        "{HEADER}//! The `{}` tool.\nuse crate::runtime::descriptor::*;\npub const TOOL: Tool = ",
        tool.name
    ));
    p.node(&tool_node(tool, supported, input, output), 0, ";".len());
    p.text(";\n");
    if let Some(file) = fill_schemas(&p.out, &schemas) {
        return Ok(file);
    }
    let mut literals = vec![(placeholder(0).to_string(), pretty_json(&tool.input_schema)?)];
    if let Some(schema) = &tool.output_schema {
        literals.push((placeholder(1).to_string(), pretty_json(schema)?));
    }
    match fill_placeholders(p.out, &literals) {
        Some(file) => Ok(file),
        None => tool_file_tokens(tool, supported),
    }
}

/// A string literal, exactly as `quote` writes one.
fn lit(s: &str) -> Node {
    Node::Word(Literal::string(s).to_string())
}

fn lits<'a>(items: impl IntoIterator<Item = &'a String>) -> Node {
    Node::slice(items.into_iter().map(|s| lit(s)).collect())
}

fn bool_word(b: bool) -> Node {
    Node::word(if b { "true" } else { "false" })
}

fn location_word(l: Location) -> Node {
    Node::word(match l {
        Location::Path => "Location::Path",
        Location::Query => "Location::Query",
        Location::Header => "Location::Header",
        Location::Cookie => "Location::Cookie",
    })
}

/// The `Tool { ... }` expression of [`tool_file_tokens`], as a layout tree.
fn tool_node(tool: &Tool, supported: &[&str], input: Node, output: Node) -> Node {
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
                    ("style", Node::word(format!("Style::{}", p.style.variant()))),
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
            (
                "method",
                Node::word(format!("Method::{}", tool.http.method.variant())),
            ),
            ("path", lit(&tool.http.path_template)),
            (
                "server",
                tool.server
                    .as_deref()
                    .map_or(Node::word("None"), |url| Node::some(lit(url))),
            ),
            ("params", Node::slice(params)),
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
            ("security", Node::slice(security)),
            ("input_schema", input),
            ("output_schema", output),
        ],
    )
}

/// `Encoding::Json` and its kin, as [`tool_file_tokens`] writes them.
fn encoding_word(encoding: Encoding) -> Node {
    Node::word(format!("Encoding::{}", encoding.variant()))
}

/// The `body` of [`tool_node`]; keep in step with [`tool_file_tokens`].
fn body_node(body: Option<&Body>) -> Node {
    match body {
        None => Node::word("None"),
        Some(Body::Fields {
            content_type,
            encoding,
            fields,
            file_fields,
            styles,
            required,
        }) => Node::some(Node::Struct(
            "Body::Fields",
            vec![
                ("content_type", lit(content_type)),
                ("encoding", encoding_word(*encoding)),
                ("fields", lits(fields)),
                ("file_fields", lits(file_fields)),
                (
                    "styles",
                    Node::slice(
                        styles
                            .iter()
                            .map(|s| {
                                Node::Struct(
                                    "FieldStyle",
                                    vec![
                                        ("field", lit(&s.field)),
                                        (
                                            "style",
                                            Node::word(format!("Style::{}", s.style.variant())),
                                        ),
                                        ("explode", bool_word(s.explode)),
                                    ],
                                )
                            })
                            .collect(),
                    ),
                ),
                ("required", bool_word(*required)),
            ],
        )),
        Some(Body::Whole {
            content_type,
            encoding,
            arg_name,
            required,
        }) => Node::some(Node::Struct(
            "Body::Whole",
            vec![
                ("content_type", lit(content_type)),
                ("encoding", encoding_word(*encoding)),
                ("arg", lit(arg_name)),
                ("required", bool_word(*required)),
            ],
        )),
    }
}

/// [`tool_file`] through `quote` and `prettyplease`: the reference its text must equal
/// (`tests/tool_layout.rs`), and the fallback for what the text writer leaves alone.
pub fn tool_file_tokens(tool: &Tool, supported: &[&str]) -> Result<String, String> {
    let name = tool.name.as_str();
    let title = tool.title.as_str();
    let description = tool.description.as_str();
    let method = ident(tool.http.method.variant());
    let path = tool.http.path_template.as_str();
    let tags: Vec<&str> = tool.tags.iter().map(String::as_str).collect();
    let params = tool.http.params.iter().map(|p| {
        let arg = p.arg_name.as_str();
        let api = p.api_name.as_str();
        let loc = location(p.location);
        let required = p.required;
        let style = ident(p.style.variant());
        let explode = p.explode;
        quote! {
            Param { arg: #arg, api: #api, location: #loc, required: #required, style: Style::#style, explode: #explode }
        }
    }).collect::<Vec<_>>();
    let body = match &tool.http.body {
        None => quote!(None),
        Some(Body::Fields {
            content_type,
            encoding,
            fields,
            file_fields,
            styles,
            required,
        }) => {
            let ct = content_type.as_str();
            let encoding = ident(encoding.variant());
            let fields = fields.iter().map(String::as_str);
            let file_fields = file_fields.iter().map(String::as_str);
            let styles = styles.iter().map(|s| {
                let field = s.field.as_str();
                let style = ident(s.style.variant());
                let explode = s.explode;
                quote!(FieldStyle { field: #field, style: Style::#style, explode: #explode })
            });
            quote!(Some(Body::Fields {
                content_type: #ct,
                encoding: Encoding::#encoding,
                fields: &[#(#fields),*],
                file_fields: &[#(#file_fields),*],
                styles: &[#(#styles),*],
                required: #required,
            }))
        }
        Some(Body::Whole {
            content_type,
            encoding,
            arg_name,
            required,
        }) => {
            let ct = content_type.as_str();
            let encoding = ident(encoding.variant());
            let arg = arg_name.as_str();
            quote!(Some(Body::Whole { content_type: #ct, encoding: Encoding::#encoding, arg: #arg, required: #required }))
        }
    };
    let a = &tool.annotations;
    let (ro, de, id, ow) = (
        a.read_only.value,
        a.destructive.value,
        a.idempotent.value,
        a.open_world.value,
    );
    let security = tool
        .security
        .iter()
        .filter(|alt| alt.iter().all(|name| supported.contains(&name.as_str())))
        .map(|alt| {
            let names = alt.iter().map(String::as_str);
            quote!(&[#(#names),*])
        })
        .collect::<Vec<_>>();
    let server = match &tool.server {
        Some(url) => quote!(Some(#url)),
        None => quote!(None),
    };
    let input_json = pretty_json(&tool.input_schema)?;
    let output_json = tool.output_schema.as_ref().map(pretty_json).transpose()?;
    let doc = format!(" The `{name}` tool.");
    render_deferred(|deferred| {
        let input = deferred.raw(input_json.clone())?;
        let output = match &output_json {
            Some(json) => {
                let lit = deferred.raw(json.clone())?;
                quote!(Some(#lit))
            }
            None => quote!(None),
        };
        Ok(quote! {
        #![doc = #doc]
        use crate::runtime::descriptor::*;
        pub const TOOL: Tool = Tool {
            name: #name,
            title: #title,
            description: #description,
            tags: &[#(#tags),*],
            method: Method::#method,
            path: #path,
            server: #server,
            params: &[#(#params),*],
            body: #body,
            hints: Hints { read_only: #ro, destructive: #de, idempotent: #id, open_world: #ow },
            security: &[#(#security),*],
            input_schema: #input,
            output_schema: #output,
        };
        })
    })
}

/// `src/tools/defs.rs`: the schema definitions shared by the tools, each once, in name order.
pub fn defs_file(shared: &crate::model::SchemaDefs) -> Result<String, String> {
    let tokens = |input: Literal, output: Literal| {
        quote! {
        #![doc = " Schema definitions (`$defs`) shared by the tools' input and output schemas, each written"]
        #![doc = " once; the runtime adds the ones a tool refers to back into its schema at startup."]
        pub const INPUT_DEFS: &str = #input;
        pub const OUTPUT_DEFS: &str = #output;
        }
    };
    let skeleton = render(tokens(placeholder(0), placeholder(1)))?;
    if let Some(file) = fill_schemas(
        &skeleton,
        &[Json::Map(&shared.input), Json::Map(&shared.output)],
    ) {
        return Ok(file);
    }
    let input_json = pretty_json(&serde_json::to_value(&shared.input).map_err(|e| e.to_string())?)?;
    let output_json =
        pretty_json(&serde_json::to_value(&shared.output).map_err(|e| e.to_string())?)?;
    render_deferred(|deferred| {
        let input = deferred.raw(input_json.clone())?;
        let output = deferred.raw(output_json.clone())?;
        Ok(tokens(input, output))
    })
}

/// `src/tools/mod.rs`: the table of all tools in name order, and the API description.
pub fn tools_mod(set: &ToolSet, krate: &Crate, modules: &[String]) -> Result<String, String> {
    // Module names become identifiers in the hand-laid table below: the same check `ident`
    // makes for tokens, so a name that is not one fails here instead of in the generated crate.
    for module in modules {
        syn::parse_str::<Ident>(module)
            .map_err(|e| format!("internal error: tool module `{module}`: {e}"))?;
    }
    let schemes = set.security_schemes.iter().filter_map(|s| {
        let name = s.name.as_str();
        let kind = match &s.kind {
            SchemeKind::ApiKey {
                param_name,
                location: loc,
            } => {
                let env = krate.scheme_env(s).first().cloned().unwrap_or_default();
                let loc = location(*loc);
                let param = param_name.as_str();
                quote!(SchemeKind::ApiKey { name: #param, location: #loc, env: #env })
            }
            SchemeKind::HttpBearer | SchemeKind::Token { .. } => {
                let env = krate.scheme_env(s).first().cloned().unwrap_or_default();
                quote!(SchemeKind::Bearer { env: #env })
            }
            SchemeKind::OAuth2ClientCredentials { token_url, scopes } => {
                let envs = krate.scheme_env(s);
                let (id, secret, token) = (envs[0].as_str(), envs[1].as_str(), envs[2].as_str());
                let scopes = scopes.iter().map(String::as_str);
                quote!(SchemeKind::OAuth2ClientCredentials {
                    token_url: #token_url,
                    scopes: &[#(#scopes),*],
                    client_id_env: #id,
                    client_secret_env: #secret,
                    token_env: #token,
                })
            }
            SchemeKind::HttpBasic => {
                let envs = krate.scheme_env(s);
                let (u, p) = (envs[0].as_str(), envs[1].as_str());
                quote!(SchemeKind::Basic { username_env: #u, password_env: #p })
            }
            SchemeKind::Unsupported { .. } => return None,
        };
        Some(quote!(SecurityScheme { name: #name, kind: #kind }))
    });
    let crate_name = krate.name.as_str();
    let title = set.info.title.as_str();
    let version = set.info.version.as_str();
    let instructions = krate.instructions(set);
    let prefix = krate.env_prefix.as_str();
    let base_url = set.servers.first().map(|s| s.url.as_str()).unwrap_or("");
    let variables = set.servers.first().into_iter().flat_map(|s| &s.variables).map(|v| {
        let name = v.name.as_str();
        let default = v.default.as_str();
        let allowed = v.allowed.iter().map(String::as_str);
        let env = krate.server_variable_env(name);
        quote!(ServerVariable { name: #name, default: #default, allowed: &[#(#allowed),*], env: #env })
    });
    let file = render(quote! {
        #![doc = " The table of every tool, in name order, and the API they call."]
        mod defs;
        use crate::runtime::descriptor::*;
        pub const TOOLS: &[Tool] = &[];
        pub static API: Api = Api {
            name: #crate_name,
            title: #title,
            version: #version,
            instructions: #instructions,
            env_prefix: #prefix,
            default_base_url: #base_url,
            server_variables: &[#(#variables),*],
            security_schemes: &[#(#schemes),*],
            input_defs: defs::INPUT_DEFS,
            output_defs: defs::OUTPUT_DEFS,
            tools: TOOLS,
        };
    })?;
    if !file.contains(EMPTY_TOOLS) {
        return Err("internal error: the TOOLS table was not laid out as expected".into());
    }
    Ok(file.replacen(EMPTY_TOOLS, &tools_table(modules), 1))
}

const EMPTY_TOOLS: &str = "pub const TOOLS: &[Tool] = &[];\n";

/// Declares the tool modules and the `TOOLS` table from one list.
const TOOLS_MACRO: &str = "\
/// Declares each tool's module and lists its descriptor in `TOOLS`, from one line per tool: adding
/// or removing an operation changes one line of this file.
macro_rules! tools {
    ($($tool:ident,)*) => {
        $(mod $tool;)*
        pub const TOOLS: &[Tool] = &[$($tool::TOOL),*];
    };
}
";

/// The list of tools laid out by hand, one per line however few there are (prettyplease would
/// put a short list on one line, and adding a tool would then rewrite the whole line). `mod
/// tools` is `#[rustfmt::skip]`, so rustfmt keeps this layout.
fn tools_table(modules: &[String]) -> String {
    let mut s = String::from(TOOLS_MACRO);
    s.push_str("tools! {\n");
    for m in modules {
        s.push_str(&format!("    {m},\n"));
    }
    s.push_str("}\n");
    s
}

/// `src/main.rs`: the entry point; the command line itself lives in the runtime (`runtime/cli.rs`).
pub fn main_rs() -> Result<String, String> {
    render(quote! {
        #![doc = " The server's entry point: the runtime (shared by every generated server) serves the"]
        #![doc = " tools described in `tools` (generated), with your `hooks`."]
        mod hooks;
        mod runtime;
        #[doc = " Generated descriptors, laid out by openapi-mcp (prettyplease), so rustfmt leaves them be."]
        #[rustfmt::skip]
        mod tools;

        fn main() -> std::process::ExitCode {
            runtime::cli::main(&tools::API, std::sync::Arc::new(hooks::UserHooks))
        }
    })
}

/// `src/hooks.rs`: written once for the user's own code, never overwritten.
pub fn hooks_rs() -> Result<String, String> {
    let file = quote! {
        #![doc = " Your code: extra headers, custom auth, response shaping. openapi-mcp writes this"]
        #![doc = " file once and never overwrites it; override the `Hooks` methods you need."]
        use crate::runtime::Hooks;

        #[doc = " The hooks the runtime calls around every tool call."]
        pub struct UserHooks;

        impl Hooks for UserHooks {}
    };
    let file: syn::File = syn::parse2(file).map_err(|e| e.to_string())?;
    Ok(prettyplease::unparse(&file))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tools_table_has_one_line_per_tool_even_when_short() {
        assert_eq!(
            tools_table(&["a".into(), "b".into()]),
            format!("{TOOLS_MACRO}tools! {{\n    a,\n    b,\n}}\n")
        );
        assert_eq!(tools_table(&[]), format!("{TOOLS_MACRO}tools! {{\n}}\n"));
        // The whole file parses: a module name that is no identifier is refused before.
        let file: syn::File = syn::parse_str(&tools_table(&["a".into()])).unwrap();
        assert_eq!(file.items.len(), 2);
    }

    #[test]
    fn deferred_literals_are_raw_strings_even_when_a_spec_string_looks_like_a_placeholder() {
        let build = |spec_string: &'static str| {
            move |d: &mut Deferred| {
                let a = d.raw("{\"a\": \"x\"}".into())?;
                let b = Literal::string(spec_string);
                Ok(quote! { pub const A: &str = #a; pub const B: &str = #b; })
            }
        };
        let fast = render_deferred(build("plain")).unwrap();
        assert!(
            fast.contains("pub const A: &str = r#\"{\"a\": \"x\"}\"#;"),
            "{fast}"
        );
        assert!(fast.contains("pub const B: &str = \"plain\";"), "{fast}");
        let clash = render_deferred(build("@openapi-mcp:literal:0@")).unwrap();
        assert!(
            clash.contains("pub const A: &str = r#\"{\"a\": \"x\"}\"#;"),
            "{clash}"
        );
        assert!(
            clash.contains("pub const B: &str = \"@openapi-mcp:literal:0@\";"),
            "{clash}"
        );
    }

    #[test]
    fn bidi_controls_are_escaped_in_schema_json() {
        let v = serde_json::json!({"description": "a\u{202E}b\u{2066}c\u{200F}d é"});
        let text = pretty_json(&v).unwrap();
        assert!(text.contains(r"a\u202eb\u2066c\u200fd é"), "{text}");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, v, "the same JSON value");
    }

    #[test]
    fn raw_strings_cannot_be_closed_by_their_content() {
        let lit = raw_str("a\"# b \"## c").unwrap().to_string();
        assert!(lit.starts_with("r###\""), "{lit}");
        let parsed: syn::LitStr = syn::parse_str(&lit).unwrap();
        assert_eq!(parsed.value(), "a\"# b \"## c");
    }

    #[test]
    fn raw_strings_stay_within_rusts_hash_limit_and_decode_to_the_same_json() {
        for n in [0, 1, 254, 255, 300, 1000] {
            let text = format!("\"{}", "#".repeat(n));
            let v = serde_json::json!({ text.clone(): [text, format!("#{text}")] });
            let json = pretty_json(&v).unwrap();
            let source = raw_str_source(&json);
            let hashes = source[1..].find('"').unwrap();
            assert!(hashes <= MAX_RAW_HASHES, "{n}: {hashes} hashes");
            if n < MAX_RAW_HASHES {
                // (`"#` is there anyway: the string that starts with `#`.)
                assert_eq!(
                    hashes,
                    n.max(1) + 1,
                    "within the limit, the text is kept as it is"
                );
            }
            let parsed: syn::LitStr = syn::parse_str(&source).unwrap();
            let back: serde_json::Value = serde_json::from_str(&parsed.value()).unwrap();
            assert_eq!(back, v, "{n}");
            assert_eq!(raw_str(&json).unwrap().to_string(), source);
        }
    }
}
