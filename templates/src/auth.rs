//! Credentials: read once at startup from the environment variables each security scheme
//! names, then applied to requests according to the tool's security alternatives.
//!
//! Secret values live only in [`Secret`], whose `Debug` output is masked, are marked sensitive
//! in the HTTP stack, and are scrubbed from tool results by [`Credentials::redact`], so they
//! never reach logs, errors or results.
//!
//! OAuth2 client credentials fetch their token through [`oauth2`](super::oauth2).

use std::collections::HashMap;
use std::sync::Arc;
use std::time::Instant;

use super::descriptor::{Api, Location, SchemeKind, Tool};
use super::encoding::encode_base64;
use super::oauth2::{TokenCache, basic_pair, request_token, token_endpoint};
use super::request::HttpRequest;
use super::url::BaseUrl;

// Credentials are made of secrets; `auth::Secret` is also where it was before `secret` existed.
pub use super::secret::Secret;

/// Secrets shorter than this are not scrubbed from results: replacing every `a` or `42` in a
/// response would destroy it, and such short values protect nothing anyway.
const MIN_REDACTED_LEN: usize = 4;

#[derive(Debug, Clone)]
pub enum Credential {
    ApiKey(Secret),
    /// HTTP bearer, and OAuth2 with a ready-made token from the scheme's `token_env`.
    Bearer(Secret),
    Basic {
        username: Secret,
        password: Secret,
    },
    /// OAuth2 client credentials; the cache is shared by every clone of the [`Credentials`].
    ClientCredentials {
        client_id: Secret,
        client_secret: Secret,
        cache: Arc<TokenCache>,
    },
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

/// The OAuth2 access tokens fetched for one attempt of a call, by scheme name. Empty when the
/// selected schemes need none, which also means a 401 is not worth a retry.
#[derive(Debug, Clone, Default)]
pub struct AccessTokens {
    tokens: Vec<(&'static str, Secret)>,
}

impl AccessTokens {
    pub fn is_empty(&self) -> bool {
        self.tokens.is_empty()
    }

    fn get(&self, scheme: &str) -> Option<&Secret> {
        self.tokens
            .iter()
            .find(|(name, _)| *name == scheme)
            .map(|(_, token)| token)
    }
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
            if name.is_empty() {
                return None;
            }
            lookup(name)
                .map(|value| value.trim_end_matches(['\r', '\n']).to_string())
                .filter(|value| !value.is_empty())
                .map(Secret::new)
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
                    password: get(password_env).unwrap_or_else(|| Secret::new(String::new())),
                }),
                // A ready-made token wins: it is how an operator runs flows this server cannot
                // (authorization code, device code) or pins a token while debugging.
                SchemeKind::OAuth2ClientCredentials {
                    client_id_env,
                    client_secret_env,
                    token_env,
                    ..
                } => get(token_env).map(Credential::Bearer).or_else(|| {
                    Some(Credential::ClientCredentials {
                        client_id: get(client_id_env)?,
                        client_secret: get(client_secret_env)?,
                        cache: Arc::new(TokenCache::default()),
                    })
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

    /// Checks at startup that the token URL of every configured client-credentials scheme is
    /// usable, so a typo shows up before the first call.
    pub fn check_token_urls(&self, api: &Api, base: &BaseUrl) -> Result<(), String> {
        for scheme in api.security_schemes {
            if let (
                SchemeKind::OAuth2ClientCredentials { token_url, .. },
                Some(Credential::ClientCredentials { .. }),
            ) = (scheme.kind, self.by_scheme.get(scheme.name))
            {
                token_endpoint(token_url, base).map_err(|err| {
                    format!("security scheme `{}`: the token URL {err}", scheme.name)
                })?;
            }
        }
        Ok(())
    }

    /// The OAuth2 access tokens the selected schemes need: from the cache, or fetched from the
    /// token endpoint (one fetch at a time per scheme; callers waiting meanwhile reuse its
    /// token). The error is the message of the tool result: the token URL and what went wrong,
    /// never the client secret.
    pub async fn access_tokens(
        &self,
        api: &Api,
        selection: Selection,
        client: &reqwest::Client,
        base: &BaseUrl,
    ) -> Result<AccessTokens, String> {
        let mut tokens = AccessTokens::default();
        let Selection::Schemes(schemes) = selection else {
            return Ok(tokens);
        };
        for name in schemes {
            let (
                Some(scheme),
                Some(Credential::ClientCredentials {
                    client_id,
                    client_secret,
                    cache,
                }),
            ) = (
                api.security_schemes.iter().find(|s| s.name == *name),
                self.by_scheme.get(name),
            )
            else {
                continue;
            };
            let SchemeKind::OAuth2ClientCredentials {
                token_url,
                scopes,
                client_id_env,
                client_secret_env,
                ..
            } = scheme.kind
            else {
                continue;
            };
            let url = token_endpoint(token_url, base)
                .map_err(|err| format!("security scheme `{name}`: the token URL {err}"))?;
            let token = cache
                .get_or_fetch(Instant::now(), || {
                    request_token(client, &url, client_id, client_secret, scopes)
                })
                .await
                .map_err(|err| {
                    self.redact(&format!(
                        "could not get an OAuth2 access token for security scheme `{name}` \
                         from {url}: {err}\nhint: check {client_id_env} and \
                         {client_secret_env} and the token endpoint"
                    ))
                })?;
            tokens.tokens.push((name, token));
        }
        Ok(tokens)
    }

    /// Drops the given tokens from their caches after the API refused them (a token revoked
    /// or expired early), unless another call already replaced them.
    pub async fn invalidate(&self, tokens: &AccessTokens) {
        for (name, token) in &tokens.tokens {
            if let Some(Credential::ClientCredentials { cache, .. }) = self.by_scheme.get(name) {
                cache.invalidate(token).await;
            }
        }
    }

    /// Adds the selected credentials to the request; `tokens` comes from
    /// [`Credentials::access_tokens`] for the same selection.
    pub fn apply(
        &self,
        api: &Api,
        selection: Selection,
        tokens: &AccessTokens,
        request: &mut HttpRequest,
    ) {
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
            let bearer = |request: &mut HttpRequest, token: &Secret| {
                request.set_header("authorization", format!("Bearer {}", token.expose()), true)
            };
            match (scheme.kind, credential) {
                (SchemeKind::ApiKey { name, location, .. }, Credential::ApiKey(key)) => {
                    match location {
                        Location::Query => request.add_query(name, key.expose()),
                        Location::Cookie => request.add_cookie(name, key.expose()),
                        // A path API key is not valid OpenAPI; sending it as a header is the
                        // least surprising fallback.
                        Location::Header | Location::Path | Location::Querystring => {
                            request.set_header(name, key.expose().to_string(), true)
                        }
                    }
                }
                (
                    SchemeKind::Bearer { .. } | SchemeKind::OAuth2ClientCredentials { .. },
                    Credential::Bearer(token),
                ) => bearer(request, token),
                (SchemeKind::Basic { .. }, Credential::Basic { username, password }) => {
                    let pair = format!("{}:{}", username.expose(), password.expose());
                    request.set_header(
                        "authorization",
                        format!("Basic {}", encode_base64(pair.as_bytes())),
                        true,
                    );
                }
                (
                    SchemeKind::OAuth2ClientCredentials { .. },
                    Credential::ClientCredentials { .. },
                ) => {
                    if let Some(token) = tokens.get(name) {
                        bearer(request, token);
                    }
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
                Credential::ApiKey(s) | Credential::Bearer(s) => {
                    secrets.push(s.expose().to_string())
                }
                Credential::Basic { username, password } => {
                    secrets.push(username.expose().to_string());
                    secrets.push(password.expose().to_string());
                    // The encoded pair is what travels, and what an echoing server returns.
                    secrets.push(encode_base64(
                        format!("{}:{}", username.expose(), password.expose()).as_bytes(),
                    ));
                }
                Credential::ClientCredentials {
                    client_id,
                    client_secret,
                    cache,
                } => {
                    secrets.push(client_secret.expose().to_string());
                    secrets.push(basic_pair(client_id, client_secret));
                    secrets.extend(cache.issued());
                }
            }
        }
        secrets.retain(|s| s.len() >= MIN_REDACTED_LEN);
        secrets.sort_by_key(|s| std::cmp::Reverse(s.len()));
        secrets.dedup();
        secrets
    }
}

/// The environment variables behind one scheme, as the hints name them.
fn scheme_env_vars(kind: SchemeKind) -> String {
    match kind {
        SchemeKind::ApiKey { env, .. } | SchemeKind::Bearer { env } => env.to_string(),
        SchemeKind::Basic {
            username_env,
            password_env,
        } => format!("{username_env} and {password_env}"),
        SchemeKind::OAuth2ClientCredentials {
            client_id_env,
            client_secret_env,
            token_env,
            ..
        } if !token_env.is_empty() => {
            format!("{client_id_env} and {client_secret_env} (or {token_env})")
        }
        SchemeKind::OAuth2ClientCredentials {
            client_id_env,
            client_secret_env,
            ..
        } => format!("{client_id_env} and {client_secret_env}"),
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
fn env_vars(api: &Api, schemes: &[&str]) -> Vec<String> {
    schemes
        .iter()
        .filter_map(|name| api.security_schemes.iter().find(|s| s.name == *name))
        .map(|scheme| scheme_env_vars(scheme.kind))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::super::descriptor::{Hints, Method, SecurityScheme};
    use super::super::request::{BaseUrl, build};
    use super::*;

    static SCHEMES: [SecurityScheme; 6] = [
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
        SecurityScheme {
            name: "oauth",
            kind: SchemeKind::OAuth2ClientCredentials {
                token_url: "/oauth/token",
                scopes: &["pets:read", "pets:write"],
                client_id_env: "PET_CLIENT_ID",
                client_secret_env: "PET_CLIENT_SECRET",
                token_env: "PET_ACCESS_TOKEN",
            },
        },
    ];

    const fn tool(security: &'static [&'static [&'static str]]) -> Tool {
        Tool {
            name: "get_pet",
            title: "Get pet",
            description: "",
            tags: &[],
            method: Method::Get,
            path: "/pets",
            server: None,
            params: &[],
            body: None,
            hints: Hints {
                read_only: true,
                destructive: false,
                idempotent: true,
                open_world: false,
            },
            security,
            scopes: &[],
            input_schema: r#"{"type":"object"}"#,
            output_schema: None,
            stream: None,
        }
    }

    static API: Api = Api {
        name: "pet-mcp",
        title: "Pets",
        version: "1",
        instructions: "",
        env_prefix: "PET",
        default_base_url: "https://api.example.com",
        server_variables: &[],
        security_schemes: &SCHEMES,
        input_defs: "",
        output_defs: "",
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
        creds.apply(
            &API,
            creds.select(tool),
            &AccessTokens::default(),
            &mut request,
        );
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
            Some(format!("Basic {}", encode_base64(b"token:")).as_str())
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
        let pair = encode_base64(b"ann:hunter22");
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

    static OAUTH: Tool = tool(&[&["oauth"]]);

    fn oauth_cache(creds: &Credentials) -> Arc<TokenCache> {
        match creds.by_scheme.get("oauth") {
            Some(Credential::ClientCredentials { cache, .. }) => cache.clone(),
            other => panic!("expected client credentials, got {other:?}"),
        }
    }

    #[test]
    fn oauth2_needs_both_client_variables_or_a_token() {
        assert!(!credentials(&[("PET_CLIENT_ID", "app")]).is_configured("oauth"));
        assert!(!credentials(&[("PET_CLIENT_SECRET", "s3cret-xyz")]).is_configured("oauth"));
        let creds = credentials(&[
            ("PET_CLIENT_ID", "app"),
            ("PET_CLIENT_SECRET", "s3cret-xyz"),
        ]);
        assert_eq!(creds.select(&OAUTH), Selection::Schemes(&["oauth"]));
        oauth_cache(&creds);

        // A ready-made token is sent as is and needs no token endpoint.
        let creds = credentials(&[
            ("PET_ACCESS_TOKEN", "tok-ready-1\n"),
            ("PET_CLIENT_ID", "app"),
            ("PET_CLIENT_SECRET", "s3cret-xyz"),
        ]);
        let request = applied(&creds, &OAUTH);
        assert_eq!(request.header("authorization"), Some("Bearer tok-ready-1"));
    }

    #[test]
    fn fetched_tokens_are_applied_as_bearer() {
        let creds = credentials(&[
            ("PET_CLIENT_ID", "app"),
            ("PET_CLIENT_SECRET", "s3cret-xyz"),
        ]);
        let base = BaseUrl::parse(API.default_base_url).unwrap();
        let mut request = build(&base, &OAUTH, &serde_json::Map::new()).unwrap();
        let tokens = AccessTokens {
            tokens: vec![("oauth", Secret::new("tok-fetched-1"))],
        };
        creds.apply(&API, creds.select(&OAUTH), &tokens, &mut request);
        assert_eq!(
            request.header("authorization"),
            Some("Bearer tok-fetched-1")
        );
        assert!(request.headers[0].sensitive);
        // Without a token (none fetched yet), nothing is sent rather than a broken header.
        let request = applied(&creds, &OAUTH);
        assert_eq!(request.header("authorization"), None);
    }

    #[test]
    fn token_url_is_resolved_against_the_base_url() {
        let base = BaseUrl::parse("https://api.example.com/v1").unwrap();
        assert_eq!(
            token_endpoint("/oauth/token", &base).unwrap().as_str(),
            "https://api.example.com/oauth/token"
        );
        assert_eq!(
            token_endpoint("https://auth.example.com/token", &base)
                .unwrap()
                .as_str(),
            "https://auth.example.com/token"
        );
        assert!(token_endpoint("http://[bad", &base).is_err());
        let creds = credentials(&[
            ("PET_CLIENT_ID", "app"),
            ("PET_CLIENT_SECRET", "s3cret-xyz"),
        ]);
        assert!(creds.check_token_urls(&API, &base).is_ok());
    }

    #[test]
    fn client_secret_and_fetched_tokens_are_redacted() {
        let creds = credentials(&[
            ("PET_CLIENT_ID", "app"),
            ("PET_CLIENT_SECRET", "s3cret-xyz"),
        ]);
        oauth_cache(&creds).remember(&Secret::new("tok-issued-9"));
        let debug = format!("{creds:?}");
        assert!(
            !debug.contains("s3cret-xyz") && !debug.contains("tok-issued-9"),
            "{debug}"
        );
        assert_eq!(
            creds.redact("secret s3cret-xyz, token tok-issued-9"),
            "secret ***, token ***"
        );
        assert!(creds.has_secrets());
    }

    #[test]
    fn oauth2_hints_name_the_client_variables() {
        assert_eq!(
            missing_credentials_hint(&API, &OAUTH).unwrap(),
            "hint: this tool needs credentials and none are configured; set PET_CLIENT_ID and \
             PET_CLIENT_SECRET (or PET_ACCESS_TOKEN) in the server's environment"
        );
    }
}
