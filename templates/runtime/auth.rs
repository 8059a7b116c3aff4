//! Credentials: read once at startup from the environment variables each security scheme
//! names, then applied to requests according to the tool's security alternatives.
//!
//! Secret values live only in [`Secret`], whose `Debug` output is masked, are marked sensitive
//! in the HTTP stack, and are scrubbed from tool results by [`Credentials::redact`], so they
//! never reach logs, errors or results.

use std::collections::HashMap;
use std::fmt;

use super::descriptor::{Api, Location, SchemeKind, Tool};
use super::request::HttpRequest;

/// Secrets shorter than this are not scrubbed from results: replacing every `a` or `42` in a
/// response would destroy it, and such short values protect nothing anyway.
const MIN_REDACTED_LEN: usize = 4;

/// A credential value. `Debug` never shows it.
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    pub fn new(value: impl Into<String>) -> Secret {
        Secret(value.into())
    }

    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Secret(***)")
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Credential {
    ApiKey(Secret),
    Bearer(Secret),
    Basic { username: Secret, password: Secret },
}

/// What to send for one call, chosen from the tool's security alternatives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Selection {
    /// The tool declares no security at all.
    NotRequired,
    /// The tool allows anonymous access (an empty alternative) and no other alternative is
    /// configured.
    Anonymous,
    /// Send the credentials of these schemes (one alternative, all configured).
    Schemes(&'static [&'static str]),
    /// The tool needs credentials and none of its alternatives is configured: the request goes
    /// out without them, and a 401/403 answer gets a hint about what to set.
    Missing,
}

/// The credentials found at startup, by security scheme name.
#[derive(Debug, Clone, Default)]
pub struct Credentials {
    by_scheme: HashMap<&'static str, Credential>,
}

impl Credentials {
    pub fn from_env(api: &Api) -> Credentials {
        Credentials::from_lookup(api, |name| std::env::var(name).ok())
    }

    /// `lookup` maps an environment variable name to its value; tests pass a closure over a
    /// map instead of touching the process environment. Empty values count as unset, since
    /// `FOO=` in a client config usually means "not configured".
    pub fn from_lookup(api: &Api, lookup: impl Fn(&str) -> Option<String>) -> Credentials {
        // A value read from a file or pasted from a terminal often ends with a newline, which
        // would make the header invalid.
        let get = |name: &str| {
            lookup(name)
                .map(|value| value.trim_end_matches(['\r', '\n']).to_string())
                .filter(|value| !value.is_empty())
                .map(Secret)
        };
        let mut by_scheme = HashMap::new();
        for scheme in api.security_schemes {
            let credential = match scheme.kind {
                SchemeKind::ApiKey { env, .. } => get(env).map(Credential::ApiKey),
                SchemeKind::Bearer { env } => get(env).map(Credential::Bearer),
                // Some APIs put a token in the user name and leave the password empty, so only
                // the user name is required.
                SchemeKind::Basic {
                    username_env,
                    password_env,
                } => get(username_env).map(|username| Credential::Basic {
                    username,
                    password: get(password_env).unwrap_or_else(|| Secret(String::new())),
                }),
            };
            if let Some(credential) = credential {
                by_scheme.insert(scheme.name, credential);
            }
        }
        Credentials { by_scheme }
    }

    /// Names of the configured schemes (never their values), for the startup log.
    pub fn configured(&self) -> Vec<&'static str> {
        let mut names: Vec<&'static str> = self.by_scheme.keys().copied().collect();
        names.sort_unstable();
        names
    }

    pub fn is_configured(&self, scheme: &str) -> bool {
        self.by_scheme.contains_key(scheme)
    }

    /// The first alternative whose schemes are all configured wins; an anonymous alternative is
    /// used only when no credentialed one is configured, so configured credentials are always
    /// sent (the API may return more to an authenticated caller).
    pub fn select(&self, tool: &Tool) -> Selection {
        if tool.security.is_empty() {
            return Selection::NotRequired;
        }
        if let Some(schemes) = tool
            .security
            .iter()
            .find(|alt| !alt.is_empty() && alt.iter().all(|s| self.is_configured(s)))
        {
            return Selection::Schemes(schemes);
        }
        if tool.security.iter().any(|alt| alt.is_empty()) {
            Selection::Anonymous
        } else {
            Selection::Missing
        }
    }

    /// Adds the selected credentials to the request.
    pub fn apply(&self, api: &Api, selection: Selection, request: &mut HttpRequest) {
        let Selection::Schemes(schemes) = selection else {
            return;
        };
        for name in schemes {
            let (Some(scheme), Some(credential)) = (
                api.security_schemes.iter().find(|s| s.name == *name),
                self.by_scheme.get(name),
            ) else {
                continue;
            };
            match (scheme.kind, credential) {
                (SchemeKind::ApiKey { name, location, .. }, Credential::ApiKey(key)) => {
                    match location {
                        Location::Query => request.add_query(name, key.expose()),
                        Location::Cookie => request.add_cookie(name, key.expose()),
                        // A path API key is not valid OpenAPI; sending it as a header is the
                        // least surprising fallback.
                        Location::Header | Location::Path => {
                            request.set_header(name, key.expose().to_string(), true)
                        }
                    }
                }
                (SchemeKind::Bearer { .. }, Credential::Bearer(token)) => {
                    request.set_header("authorization", format!("Bearer {}", token.expose()), true)
                }
                (SchemeKind::Basic { .. }, Credential::Basic { username, password }) => {
                    let pair = format!("{}:{}", username.expose(), password.expose());
                    request.set_header(
                        "authorization",
                        format!("Basic {}", base64(pair.as_bytes())),
                        true,
                    );
                }
                // `from_lookup` builds each credential from its own scheme's kind.
                _ => {}
            }
        }
    }

    /// Replaces every known secret in `text` with `***`: upstream error pages sometimes echo
    /// the key they rejected.
    pub fn redact(&self, text: &str) -> String {
        let mut out = text.to_string();
        for secret in self.secrets() {
            if out.contains(secret.as_str()) {
                out = out.replace(secret.as_str(), "***");
            }
        }
        out
    }

    pub fn has_secrets(&self) -> bool {
        !self.secrets().is_empty()
    }

    /// Every value worth scrubbing, longest first so that a secret contained in another one
    /// does not leave the rest of the longer one behind.
    fn secrets(&self) -> Vec<String> {
        let mut secrets = Vec::new();
        for credential in self.by_scheme.values() {
            match credential {
                Credential::ApiKey(s) | Credential::Bearer(s) => secrets.push(s.0.clone()),
                Credential::Basic { username, password } => {
                    secrets.push(username.0.clone());
                    secrets.push(password.0.clone());
                    // The encoded pair is what travels, and what an echoing server returns.
                    secrets.push(base64(format!("{}:{}", username.0, password.0).as_bytes()));
                }
            }
        }
        secrets.retain(|s| s.len() >= MIN_REDACTED_LEN);
        secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        secrets.dedup();
        secrets
    }
}

/// The environment variables that would satisfy each of the tool's alternatives, for the hint
/// that follows a 401/403: `set PETSTORE_API_KEY, or PETSTORE_USERNAME and PETSTORE_PASSWORD`.
pub fn missing_credentials_hint(api: &Api, tool: &Tool) -> Option<String> {
    let alternatives: Vec<String> = tool
        .security
        .iter()
        .map(|alt| env_vars(api, alt).join(" and "))
        .filter(|vars| !vars.is_empty())
        .collect();
    if alternatives.is_empty() {
        return None;
    }
    Some(format!(
        "hint: this tool needs credentials and none are configured; set {} in the server's \
         environment",
        alternatives.join(", or ")
    ))
}

/// For a 401/403 despite credentials: names the variables that were used (never the values).
pub fn rejected_credentials_hint(api: &Api, schemes: &[&str]) -> String {
    format!(
        "hint: the upstream API refused the credentials from {}; check their value and \
         permissions",
        env_vars(api, schemes).join(" and ")
    )
}

/// The environment variables behind the named schemes, in order.
fn env_vars(api: &Api, schemes: &[&str]) -> Vec<&'static str> {
    schemes
        .iter()
        .filter_map(|name| api.security_schemes.iter().find(|s| s.name == *name))
        .flat_map(|scheme| match scheme.kind {
            SchemeKind::ApiKey { env, .. } | SchemeKind::Bearer { env } => vec![env],
            SchemeKind::Basic {
                username_env,
                password_env,
            } => vec![username_env, password_env],
        })
        .collect()
}

/// Standard base64 with padding (RFC 4648), for HTTP Basic auth; small enough not to need a
/// dependency.
pub fn base64(input: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(input.len().div_ceil(3) * 4);
    for chunk in input.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let sextet = |shift: u32| char::from(ALPHABET[((n >> shift) & 63) as usize]);
        out.push(sextet(18));
        out.push(sextet(12));
        out.push(if chunk.len() > 1 { sextet(6) } else { '=' });
        out.push(if chunk.len() > 2 { sextet(0) } else { '=' });
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::{Hints, Method, SecurityScheme};
    use super::super::request::{BaseUrl, build};
    use super::*;

    static SCHEMES: [SecurityScheme; 5] = [
        SecurityScheme {
            name: "api_key",
            kind: SchemeKind::ApiKey {
                name: "X-API-Key",
                location: Location::Header,
                env: "PET_API_KEY",
            },
        },
        SecurityScheme {
            name: "query_key",
            kind: SchemeKind::ApiKey {
                name: "api_key",
                location: Location::Query,
                env: "PET_QUERY_KEY",
            },
        },
        SecurityScheme {
            name: "cookie_key",
            kind: SchemeKind::ApiKey {
                name: "sid",
                location: Location::Cookie,
                env: "PET_COOKIE",
            },
        },
        SecurityScheme {
            name: "bearer",
            kind: SchemeKind::Bearer {
                env: "PET_BEARER_TOKEN",
            },
        },
        SecurityScheme {
            name: "basic",
            kind: SchemeKind::Basic {
                username_env: "PET_USERNAME",
                password_env: "PET_PASSWORD",
            },
        },
    ];

    const fn tool(security: &'static [&'static [&'static str]]) -> Tool {
        Tool {
            name: "get_pet",
            title: "Get pet",
            description: "",
            method: Method::Get,
            path: "/pets",
            params: &[],
            body: None,
            hints: Hints {
                read_only: true,
                destructive: false,
                idempotent: true,
                open_world: false,
            },
            security,
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
        }
    }

    static API: Api = Api {
        name: "pet-mcp",
        title: "Pets",
        version: "1",
        instructions: "",
        env_prefix: "PET",
        default_base_url: "https://api.example.com",
        security_schemes: &SCHEMES,
        tools: &[],
    };

    static BEARER_OR_BASIC: Tool = tool(&[&["bearer"], &["basic"]]);
    static KEY_AND_BASIC_OR_ANON: Tool = tool(&[&["api_key", "basic"], &[]]);
    static OPEN: Tool = tool(&[]);
    static ALL_KEYS: Tool = tool(&[&["api_key", "query_key", "cookie_key"]]);

    fn credentials(vars: &[(&str, &str)]) -> Credentials {
        let vars: HashMap<String, String> = vars
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        Credentials::from_lookup(&API, |name| vars.get(name).cloned())
    }

    fn applied(creds: &Credentials, tool: &'static Tool) -> HttpRequest {
        let base = BaseUrl::parse(API.default_base_url).unwrap();
        let mut request = build(&base, tool, &serde_json::Map::new()).unwrap();
        creds.apply(&API, creds.select(tool), &mut request);
        request
    }

    #[test]
    fn first_fully_configured_alternative_wins() {
        let creds = credentials(&[("PET_BEARER_TOKEN", "tok-123"), ("PET_USERNAME", "ann")]);
        assert_eq!(
            creds.select(&BEARER_OR_BASIC),
            Selection::Schemes(&["bearer"])
        );
        let creds = credentials(&[("PET_USERNAME", "ann"), ("PET_PASSWORD", "pw")]);
        assert_eq!(
            creds.select(&BEARER_OR_BASIC),
            Selection::Schemes(&["basic"])
        );
    }

    #[test]
    fn partially_configured_alternative_does_not_count() {
        let creds = credentials(&[("PET_API_KEY", "key-1")]);
        assert_eq!(creds.select(&KEY_AND_BASIC_OR_ANON), Selection::Anonymous);
        let creds = credentials(&[("PET_API_KEY", "key-1"), ("PET_USERNAME", "u")]);
        assert_eq!(
            creds.select(&KEY_AND_BASIC_OR_ANON),
            Selection::Schemes(&["api_key", "basic"])
        );
    }

    #[test]
    fn nothing_configured() {
        let creds = credentials(&[("PET_BEARER_TOKEN", ""), ("PET_USERNAME", "\n")]);
        assert_eq!(creds.select(&BEARER_OR_BASIC), Selection::Missing);
        assert_eq!(creds.select(&OPEN), Selection::NotRequired);
        assert!(creds.configured().is_empty());
        let request = applied(&creds, &BEARER_OR_BASIC);
        assert!(request.headers.is_empty());
    }

    #[test]
    fn bearer_header() {
        let creds = credentials(&[("PET_BEARER_TOKEN", "tok-123\n")]);
        let request = applied(&creds, &BEARER_OR_BASIC);
        assert_eq!(request.header("Authorization"), Some("Bearer tok-123"));
        assert!(request.headers[0].sensitive);
    }

    #[test]
    fn basic_header() {
        let creds = credentials(&[("PET_USERNAME", "Aladdin"), ("PET_PASSWORD", "open sesame")]);
        let request = applied(&creds, &BEARER_OR_BASIC);
        assert_eq!(
            request.header("authorization"),
            Some("Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ==")
        );
        let creds = credentials(&[("PET_USERNAME", "token")]);
        let request = applied(&creds, &BEARER_OR_BASIC);
        assert_eq!(
            request.header("authorization"),
            Some(format!("Basic {}", base64(b"token:")).as_str())
        );
    }

    #[test]
    fn api_keys_in_header_query_and_cookie() {
        let creds = credentials(&[
            ("PET_API_KEY", "hk"),
            ("PET_QUERY_KEY", "q&k"),
            ("PET_COOKIE", "c;k"),
        ]);
        let request = applied(&creds, &ALL_KEYS);
        assert_eq!(request.header("x-api-key"), Some("hk"));
        assert_eq!(
            request.url_text(),
            "https://api.example.com/pets?api_key=q%26k"
        );
        assert_eq!(request.cookie_header().as_deref(), Some("sid=c%3Bk"));
    }

    #[test]
    fn secrets_never_show_in_debug_output_and_are_redacted() {
        let creds = credentials(&[
            ("PET_BEARER_TOKEN", "tok-secret-123"),
            ("PET_USERNAME", "ann"),
            ("PET_PASSWORD", "hunter22"),
        ]);
        let debug = format!("{creds:?}");
        assert!(!debug.contains("tok-secret-123"), "{debug}");
        assert!(!debug.contains("hunter22"), "{debug}");
        assert_eq!(
            creds.redact("invalid token tok-secret-123 for ann/hunter22"),
            "invalid token *** for ann/***"
        );
        let pair = base64(b"ann:hunter22");
        assert_eq!(creds.redact(&format!("got Basic {pair}")), "got Basic ***");
        assert!(creds.has_secrets());
        assert!(!credentials(&[]).has_secrets());
    }

    #[test]
    fn hints_name_env_vars_only() {
        assert_eq!(
            missing_credentials_hint(&API, &BEARER_OR_BASIC).unwrap(),
            "hint: this tool needs credentials and none are configured; set PET_BEARER_TOKEN, \
             or PET_USERNAME and PET_PASSWORD in the server's environment"
        );
        assert_eq!(
            missing_credentials_hint(&API, &KEY_AND_BASIC_OR_ANON).unwrap(),
            "hint: this tool needs credentials and none are configured; set PET_API_KEY and \
             PET_USERNAME and PET_PASSWORD in the server's environment"
        );
        assert_eq!(missing_credentials_hint(&API, &OPEN), None);
        assert_eq!(
            rejected_credentials_hint(&API, &["bearer"]),
            "hint: the upstream API refused the credentials from PET_BEARER_TOKEN; check their \
             value and permissions"
        );
    }

    #[test]
    fn base64_vectors() {
        for (input, expected) in [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64(input.as_bytes()), expected);
        }
        assert_eq!(base64(&[0xfb, 0xff]), "+/8=");
    }
}
