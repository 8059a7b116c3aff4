//! Rust sources of the generated crate, built as tokens with `quote` and printed with
//! `prettyplease`. Spec text only ever enters as string literals; identifiers are ours.

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::{Crate, HEADER};
use crate::model::{Body, Location, SchemeKind, Tool, ToolSet};

/// Prints a token stream as a formatted file with the `@generated` header.
fn render(tokens: TokenStream) -> Result<String, String> {
    let file: syn::File = syn::parse2(tokens)
        .map_err(|e| format!("internal error: emitted Rust does not parse: {e}"))?;
    Ok(format!("{HEADER}{}", prettyplease::unparse(&file)))
}

fn ident(name: &str) -> Ident {
    Ident::new(name, Span::call_site())
}

/// A raw string literal `r#"..."#` with enough `#`s that `text` cannot end it early. Used for
/// JSON schemas so they stay readable and diff line by line.
fn raw_str(text: &str) -> Result<Literal, String> {
    raw_str_source(text)
        .parse()
        .map_err(|e| format!("internal error: schema literal: {e}"))
}

fn raw_str_source(text: &str) -> String {
    let mut hashes = 1;
    while text.contains(&format!("\"{}", "#".repeat(hashes))) {
        hashes += 1;
    }
    let h = "#".repeat(hashes);
    format!("r{h}\"{text}\"{h}")
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
        let placeholder =
            Literal::string(&format!("@openapi-mcp:literal:{}@", self.literals.len()));
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
    let mut file = render(build(&mut fast)?)?;
    for (needle, text) in &fast.literals {
        if file.matches(needle.as_str()).count() != 1 {
            let mut slow = Deferred {
                slow: true,
                literals: Vec::new(),
            };
            return render(build(&mut slow)?);
        }
        file = file.replacen(needle.as_str(), &raw_str_source(text), 1);
    }
    Ok(file)
}

fn pretty_json(v: &serde_json::Value) -> Result<String, String> {
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
pub fn tool_file(tool: &Tool, supported: &[&str]) -> Result<String, String> {
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
    let input_json = pretty_json(&serde_json::to_value(&shared.input).map_err(|e| e.to_string())?)?;
    let output_json =
        pretty_json(&serde_json::to_value(&shared.output).map_err(|e| e.to_string())?)?;
    render_deferred(|deferred| {
        let input = deferred.raw(input_json.clone())?;
        let output = deferred.raw(output_json.clone())?;
        Ok(quote! {
        #![doc = " Schema definitions (`$defs`) shared by the tools' input and output schemas, each written"]
        #![doc = " once; the runtime adds the ones a tool refers to back into its schema at startup."]
        pub const INPUT_DEFS: &str = #input;
        pub const OUTPUT_DEFS: &str = #output;
        })
    })
}

/// `src/tools/mod.rs`: the table of all tools in name order, and the API description.
pub fn tools_mod(set: &ToolSet, krate: &Crate, modules: &[String]) -> Result<String, String> {
    let mods = modules.iter().map(|m| ident(m));
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
        #(mod #mods;)*
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

/// The `TOOLS` array laid out by hand, one entry per line however few there are (prettyplease
/// would put a short array on one line, and adding a tool would then rewrite the whole line).
/// `mod tools` is `#[rustfmt::skip]`, so rustfmt keeps this layout.
fn tools_table(modules: &[String]) -> String {
    if modules.is_empty() {
        return EMPTY_TOOLS.to_string();
    }
    let mut s = String::from("pub const TOOLS: &[Tool] = &[\n");
    for m in modules {
        s.push_str(&format!("    {m}::TOOL,\n"));
    }
    s.push_str("];\n");
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
            tools_table(&["a".into()]),
            "pub const TOOLS: &[Tool] = &[\n    a::TOOL,\n];\n"
        );
        assert_eq!(tools_table(&[]), EMPTY_TOOLS);
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
}
