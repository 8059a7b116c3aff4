//! The Rust code of the generated crate (`main.rs`, `hooks.rs`, the tool table in
//! `tools/mod.rs`), built as tokens with `quote` and printed with `prettyplease`, items spaced by
//! blank lines. The tool files are data and have a writer of their own (`tool_file`). Spec text
//! only ever enters as string literals; identifiers are ours.

use proc_macro2::TokenStream;
use quote::quote;

use super::{Crate, EmitError, HEADER};
use crate::model::{Location, SchemeKind, ToolSet};

/// Prints a token stream as a formatted file with the `@generated` header.
fn render(tokens: TokenStream) -> Result<String, EmitError> {
    let file: syn::File = syn::parse2(tokens)
        .map_err(|e| EmitError::Internal(format!("emitted Rust does not parse: {e}")))?;
    Ok(format!(
        "{HEADER}{}",
        space_items(&prettyplease::unparse(&file))
    ))
}

/// prettyplease's output with a blank line between top-level items, and after the module doc,
/// as a person would write them. Top-level lines are those that start in column 0; an item ends
/// on one that ends with `;` or `}`. Only for files without multi-line literals (raw strings
/// could hold such lines).
fn space_items(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 256);
    let mut previous: Option<&str> = None;
    for line in text.lines() {
        let top_level = !line.is_empty() && !line.starts_with([' ', '}', ')', ']']);
        if let Some(prev) = previous {
            let prev_top = !prev.starts_with(' ');
            let ends_item = prev_top && (prev.ends_with(';') || prev.ends_with('}'));
            let ends_doc = prev.starts_with("//!") && !line.starts_with("//!");
            if top_level && (ends_item || ends_doc) {
                out.push('\n');
            }
        }
        out.push_str(line);
        out.push('\n');
        previous = Some(line);
    }
    out
}

/// Rust refuses a raw string with more `#`s than this.
const MAX_RAW_HASHES: usize = 255;

/// A raw string literal `r#"..."#` holding the JSON text `json`, with enough `#`s that the text
/// cannot end it early; schemas stay readable and diff line by line. `json` must be JSON text: past [`MAX_RAW_HASHES`] it is rewritten
/// to another spelling of the same JSON value.
pub(super) fn raw_str_source(json: &str) -> String {
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

/// Schema JSON as the files hold it; the reference of `json::write_pretty`, which writes the
/// same text straight into a file (checked against this in its tests).
#[cfg(test)]
pub(super) fn pretty_json(v: &serde_json::Value) -> Result<String, EmitError> {
    serde_json::to_string_pretty(v)
        .map(escape_bidi)
        .map_err(|e| EmitError::Internal(e.to_string()))
}

/// Bidirectional-text controls (the "Trojan Source" characters) may not appear unescaped in a
/// Rust literal (rustc denies `text_direction_codepoint_in_literal`), and a raw string cannot
/// escape anything. In JSON text they can only occur inside strings, where `\uXXXX` means the
/// same character, so the schema a client receives is unchanged. (Ordinary string literals
/// escape them already: `quote` writes them as `\u{202e}`.)
#[cfg(test)]
fn escape_bidi(json: String) -> String {
    use crate::util::terminal::is_bidi;
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
        Location::Querystring => quote!(Location::Querystring),
    }
}

/// `src/tools/mod.rs`: the table of all tools in name order, and the API description.
pub fn tools_mod(set: &ToolSet, krate: &Crate, modules: &[String]) -> Result<String, EmitError> {
    // Module names become identifiers in the hand-laid table below: the same check `ident`
    // makes for tokens, so a name that is not one fails here instead of in the generated crate.
    for module in modules {
        syn::parse_str::<proc_macro2::Ident>(module)
            .map_err(|e| EmitError::Internal(format!("tool module `{module}`: {e}")))?;
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
        return Err(EmitError::Internal(
            "the TOOLS table was not laid out as expected".into(),
        ));
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
pub fn main_rs() -> Result<String, EmitError> {
    render(quote! {
        #![doc = " The server's entry point: the runtime (the `openapi-mcp-runtime` crate, shared by every"]
        #![doc = " generated server) serves the tools described in `tools` (generated), with your `hooks`."]
        mod hooks;
        use openapi_mcp_runtime as runtime;
        #[doc = " Generated descriptors, laid out by openapi-mcp for small diffs, so rustfmt leaves them be."]
        #[rustfmt::skip]
        mod tools;

        fn main() -> std::process::ExitCode {
            runtime::cli::main(&tools::API, std::sync::Arc::new(hooks::UserHooks))
        }
    })
}

/// `src/hooks.rs`: written once for the user's own code, never overwritten.
pub fn hooks_rs() -> Result<String, EmitError> {
    let file = quote! {
        #![doc = " Your code: extra headers, custom auth, response shaping. openapi-mcp writes this"]
        #![doc = " file once and never overwrites it; override the `Hooks` methods you need."]
        use crate::runtime::Hooks;

        #[doc = " The hooks the runtime calls around every tool call."]
        pub struct UserHooks;

        impl Hooks for UserHooks {}
    };
    let file: syn::File = syn::parse2(file).map_err(|e| EmitError::Internal(e.to_string()))?;
    Ok(space_items(&prettyplease::unparse(&file)))
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
    fn bidi_controls_are_escaped_in_schema_json() {
        let v = serde_json::json!({"description": "a\u{202E}b\u{2066}c\u{200F}d é"});
        let text = pretty_json(&v).unwrap();
        assert!(text.contains(r"a\u202eb\u2066c\u200fd é"), "{text}");
        let back: serde_json::Value = serde_json::from_str(&text).unwrap();
        assert_eq!(back, v, "the same JSON value");
    }

    #[test]
    fn raw_strings_cannot_be_closed_by_their_content() {
        let lit = raw_str_source("a\"# b \"## c");
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
        }
    }
}
