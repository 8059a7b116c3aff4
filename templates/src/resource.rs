//! The HTTP transport as an OAuth 2.1 resource server (MCP authorization, 2025-06-18 and
//! 2025-11-25): `--oauth-issuer` names the authorization server, `--public-url` this server's
//! canonical URL. It serves the Protected Resource Metadata (RFC 9728) and validates JWT access
//! tokens (RFC 9068) locally against the issuer's JWKS:
//!
//! * the JWKS is found through the issuer's metadata (RFC 8414
//!   `/.well-known/oauth-authorization-server`, else OpenID `/.well-known/openid-configuration`),
//!   fetched on the first token, cached, and fetched again when a token names an unknown `kid`
//!   (at most once per [`REFRESH_FLOOR`], so made-up `kid`s cannot hammer the issuer);
//! * asymmetric algorithms only (RS*, PS*, ES256/384, EdDSA): `none` and HMAC (a "secret" that
//!   would be the public key) are refused before any key is looked at;
//! * `iss` must be the issuer, `aud` must name this server (its resource URL, or its public
//!   URL), `exp` and `nbf` hold with [`LEEWAY_SECS`] of leeway;
//! * scopes come from `scope` (space-separated) or `scp` (a list or a string); the caller's
//!   label is `sub`, else `client_id`.
//!
//! Signatures are checked by `jsonwebtoken` with `ring` doing the cryptography (`jwt_crypto`).

use std::collections::HashSet;
use std::time::{Duration, Instant};

use jsonwebtoken::jwk::{Jwk, JwkSet};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde_json::{Value, json};

use super::scopes::Caller;

/// Clock skew tolerated on `exp` and `nbf`.
pub const LEEWAY_SECS: u64 = 30;

/// The least time between two JWKS fetches caused by an unknown `kid`.
pub const REFRESH_FLOOR: Duration = Duration::from_secs(30);

/// Where RFC 9728 metadata is served (also with the MCP path appended).
pub const METADATA_PATH: &str = "/.well-known/oauth-protected-resource";

const ALLOWED: &[Algorithm] = &[
    Algorithm::RS256,
    Algorithm::RS384,
    Algorithm::RS512,
    Algorithm::PS256,
    Algorithm::PS384,
    Algorithm::PS512,
    Algorithm::ES256,
    Algorithm::ES384,
    Algorithm::EdDSA,
];

/// Why a bearer token is not accepted; the text goes into `error_description` (no secrets).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TokenError {
    /// Not a valid token for this server (`invalid_token`).
    Invalid(String),
    /// The issuer's keys could not be fetched (answered 503).
    Unavailable(String),
}

#[derive(Debug, Default)]
struct Keys {
    set: Option<JwkSet>,
    /// When an unknown `kid` last made us fetch.
    refreshed: Option<Instant>,
}

/// The resource server's configuration and its cached keys.
#[derive(Debug)]
pub struct ResourceServer {
    issuer: String,
    /// This server's canonical URL (`--public-url` + `/mcp`): the `resource` of the metadata
    /// and the `aud` tokens must carry.
    resource: String,
    public_url: String,
    scopes_supported: Vec<String>,
    client: reqwest::Client,
    keys: tokio::sync::Mutex<Keys>,
}

impl ResourceServer {
    pub fn new(
        issuer: &str,
        public_url: &str,
        mcp_path: &str,
        scopes_supported: Vec<String>,
    ) -> Result<ResourceServer, String> {
        let check = |flag: &str, url: &str| -> Result<String, String> {
            let url = url.trim().trim_end_matches('/').to_string();
            let ok = url.starts_with("https://") || url.starts_with("http://");
            if !ok || url.contains(['"', ' ', '\\']) {
                return Err(format!("{flag}: `{url}` is not an http(s) URL"));
            }
            Ok(url)
        };
        let issuer = check("--oauth-issuer", issuer)?;
        let public_url = check("--public-url", public_url)?;
        super::http::install_crypto_provider();
        super::jwt_crypto::install();
        let client = reqwest::Client::builder()
            .timeout(Duration::from_secs(10))
            .redirect(reqwest::redirect::Policy::none())
            .build()
            .map_err(|err| format!("cannot build the HTTP client for the issuer: {err}"))?;
        Ok(ResourceServer {
            resource: format!("{public_url}{mcp_path}"),
            issuer,
            public_url,
            scopes_supported,
            client,
            keys: tokio::sync::Mutex::new(Keys::default()),
        })
    }

    /// The URL of this server's Protected Resource Metadata, for `resource_metadata=`.
    pub fn metadata_url(&self) -> String {
        let path = self.resource.strip_prefix(&self.public_url).unwrap_or("");
        format!("{}{METADATA_PATH}{path}", self.public_url)
    }

    /// RFC 9728 metadata.
    pub fn metadata(&self) -> Value {
        json!({
            "resource": self.resource,
            "authorization_servers": [self.issuer],
            "scopes_supported": self.scopes_supported,
            "bearer_methods_supported": ["header"],
        })
    }

    /// The caller a JWT access token belongs to.
    pub async fn validate(&self, token: &str) -> Result<Caller, TokenError> {
        let invalid = |why: &str| TokenError::Invalid(why.to_string());
        let header =
            jsonwebtoken::decode_header(token).map_err(|_| invalid("not a JWT access token"))?;
        if !ALLOWED.contains(&header.alg) {
            return Err(invalid("the token's algorithm is not allowed"));
        }
        let key = self.key(header.kid.as_deref(), header.alg).await?;
        let mut validation = Validation::new(header.alg);
        validation.set_issuer(&[&self.issuer]);
        validation.set_audience(&[&self.resource, &self.public_url]);
        validation.leeway = LEEWAY_SECS;
        validation.validate_nbf = true;
        validation.set_required_spec_claims(&["exp", "iss", "aud"]);
        let data = jsonwebtoken::decode::<Value>(token, &key, &validation).map_err(|err| {
            use jsonwebtoken::errors::ErrorKind;
            invalid(match err.kind() {
                ErrorKind::ExpiredSignature => "the token has expired",
                ErrorKind::ImmatureSignature => "the token is not valid yet",
                ErrorKind::InvalidAudience => "the token is not meant for this server",
                ErrorKind::InvalidIssuer => "the token is from another issuer",
                ErrorKind::InvalidSignature => "the token's signature does not verify",
                ErrorKind::MissingRequiredClaim(_) => "the token lacks exp, iss or aud",
                _ => "the token is not valid",
            })
        })?;
        let claims = data.claims;
        let subject = ["sub", "client_id"]
            .iter()
            .find_map(|name| claims.get(*name)?.as_str())
            .unwrap_or("-");
        let label = subject
            .chars()
            .filter(|c| !c.is_control())
            .take(200)
            .collect::<String>();
        Ok(Caller::with_scopes(label, scopes_of(&claims)).issued_by(&self.issuer, subject))
    }

    /// The key for `kid`, from the cache or a fresh fetch.
    async fn key(&self, kid: Option<&str>, alg: Algorithm) -> Result<DecodingKey, TokenError> {
        let mut keys = self.keys.lock().await;
        if keys.set.is_none() {
            keys.set = Some(self.fetch().await?);
        }
        if let Some(jwk) = pick(keys.set.as_ref(), kid, alg) {
            return decoding_key(&jwk);
        }
        // An unknown kid: the issuer may have rotated its keys.
        if keys
            .refreshed
            .is_some_and(|at| at.elapsed() < REFRESH_FLOOR)
        {
            return Err(TokenError::Invalid("the token's key is unknown".into()));
        }
        keys.refreshed = Some(Instant::now());
        keys.set = Some(self.fetch().await?);
        match pick(keys.set.as_ref(), kid, alg) {
            Some(jwk) => decoding_key(&jwk),
            None => Err(TokenError::Invalid("the token's key is unknown".into())),
        }
    }

    async fn fetch(&self) -> Result<JwkSet, TokenError> {
        let unavailable = |why: String| {
            tracing::error!("OAuth issuer {}: {why}", self.issuer);
            TokenError::Unavailable("the authorization server's keys are unavailable".into())
        };
        let mut jwks_uri = None;
        for url in discovery_urls(&self.issuer) {
            let Ok(answer) = self.client.get(&url).send().await else {
                continue;
            };
            if !answer.status().is_success() {
                continue;
            }
            let Ok(metadata) = answer.json::<Value>().await else {
                continue;
            };
            if metadata.get("issuer").and_then(Value::as_str) != Some(self.issuer.as_str()) {
                return Err(unavailable(format!("{url} names another issuer")));
            }
            jwks_uri = metadata
                .get("jwks_uri")
                .and_then(Value::as_str)
                .map(str::to_string);
            break;
        }
        let Some(jwks_uri) = jwks_uri else {
            return Err(unavailable("no metadata with a jwks_uri".into()));
        };
        let answer = self
            .client
            .get(&jwks_uri)
            .send()
            .await
            .map_err(|err| unavailable(format!("{jwks_uri}: {err}")))?;
        if !answer.status().is_success() {
            return Err(unavailable(format!("{jwks_uri}: HTTP {}", answer.status())));
        }
        answer
            .json::<JwkSet>()
            .await
            .map_err(|err| unavailable(format!("{jwks_uri}: not a JWK set ({err})")))
    }
}

/// RFC 8414 (path inserted after the host) first, then OpenID Connect discovery.
fn discovery_urls(issuer: &str) -> Vec<String> {
    let (origin, path) = match issuer.find("://").map(|i| i + 3) {
        Some(start) => match issuer[start..].find('/') {
            Some(slash) => issuer.split_at(start + slash),
            None => (issuer, ""),
        },
        None => (issuer, ""),
    };
    vec![
        format!("{origin}/.well-known/oauth-authorization-server{path}"),
        format!("{issuer}/.well-known/openid-configuration"),
    ]
}

/// The key a token names (or, without a `kid`, the only key of the set), when its type fits
/// the algorithm and its own `alg`, if any, is the token's.
fn pick(set: Option<&JwkSet>, kid: Option<&str>, alg: Algorithm) -> Option<Jwk> {
    let set = set?;
    let fits = |jwk: &&Jwk| {
        jwk.common
            .key_algorithm
            .is_none_or(|own| format!("{own:?}") == format!("{alg:?}"))
    };
    match kid {
        Some(kid) => set
            .keys
            .iter()
            .filter(fits)
            .find(|k| k.common.key_id.as_deref() == Some(kid))
            .cloned(),
        None => {
            let candidates: Vec<&Jwk> = set.keys.iter().filter(fits).collect();
            match candidates.as_slice() {
                [only] => Some((*only).clone()),
                _ => None,
            }
        }
    }
}

fn decoding_key(jwk: &Jwk) -> Result<DecodingKey, TokenError> {
    DecodingKey::from_jwk(jwk)
        .map_err(|_| TokenError::Invalid("the token's key is unusable".into()))
}

/// `scope` (space-separated) or `scp` (a list, or a space-separated string).
pub fn scopes_of(claims: &Value) -> HashSet<String> {
    let words =
        |text: &str| -> Vec<String> { text.split_whitespace().map(str::to_string).collect() };
    let mut scopes = HashSet::new();
    if let Some(text) = claims.get("scope").and_then(Value::as_str) {
        scopes.extend(words(text));
    }
    match claims.get("scp") {
        Some(Value::String(text)) => scopes.extend(words(text)),
        Some(Value::Array(items)) => {
            scopes.extend(items.iter().filter_map(Value::as_str).map(str::to_string))
        }
        _ => {}
    }
    scopes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scopes_come_from_scope_or_scp() {
        let of = |claims: Value| {
            let mut v: Vec<String> = scopes_of(&claims).into_iter().collect();
            v.sort();
            v
        };
        assert_eq!(
            of(json!({"scope": "mcp:read  billing:admin"})),
            ["billing:admin", "mcp:read"]
        );
        assert_eq!(of(json!({"scp": ["mcp:write"]})), ["mcp:write"]);
        assert_eq!(
            of(json!({"scp": "mcp:write mcp:read"})),
            ["mcp:read", "mcp:write"]
        );
        assert!(of(json!({"scope": 3})).is_empty());
    }

    #[test]
    fn discovery_inserts_the_well_known_path_after_the_host() {
        assert_eq!(
            discovery_urls("https://auth.example.com/tenant/a"),
            [
                "https://auth.example.com/.well-known/oauth-authorization-server/tenant/a",
                "https://auth.example.com/tenant/a/.well-known/openid-configuration"
            ]
        );
        assert_eq!(
            discovery_urls("https://auth.example.com")[0],
            "https://auth.example.com/.well-known/oauth-authorization-server"
        );
    }

    #[test]
    fn metadata_names_the_resource_and_its_issuer() {
        let rs = ResourceServer::new(
            "https://auth.example.com/",
            "https://mcp.example.com/",
            "/mcp",
            vec!["mcp:read".into()],
        )
        .unwrap();
        assert_eq!(
            rs.metadata_url(),
            "https://mcp.example.com/.well-known/oauth-protected-resource/mcp"
        );
        assert_eq!(
            rs.metadata(),
            json!({
                "resource": "https://mcp.example.com/mcp",
                "authorization_servers": ["https://auth.example.com"],
                "scopes_supported": ["mcp:read"],
                "bearer_methods_supported": ["header"],
            })
        );
        assert!(ResourceServer::new("ftp://x", "https://y", "/mcp", vec![]).is_err());
    }
}
