//! The HTTP transport as an OAuth 2.1 resource server (issue 17): a test authorization server
//! (keys generated here, metadata and JWKS served by wiremock), JWT access tokens of every kind
//! a resource server must tell apart, and for each the exact status, `WWW-Authenticate`, the
//! tools `tools/list` shows, and which calls reach the upstream mock.

use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use jsonwebtoken::{Algorithm, EncodingKey, Header};
use openapi_mcp_runtime::auth::Credentials;
use openapi_mcp_runtime::{ApiServer, HttpSettings, NoHooks, Settings, transport};
use ring::signature::KeyPair as _;
use serde_json::{Value, json};
use wiremock::matchers::{method, path, path_regex};
use wiremock::{Mock, MockServer, ResponseTemplate};

mod common;

use common::API;

/// An Ed25519 key of the test authorization server.
struct Key {
    kid: String,
    pkcs8: Vec<u8>,
    public: Vec<u8>,
}

impl Key {
    fn generate(kid: &str) -> Key {
        let rng = ring::rand::SystemRandom::new();
        let pkcs8 = ring::signature::Ed25519KeyPair::generate_pkcs8(&rng).unwrap();
        let pair = ring::signature::Ed25519KeyPair::from_pkcs8(pkcs8.as_ref()).unwrap();
        Key {
            kid: kid.to_string(),
            pkcs8: pkcs8.as_ref().to_vec(),
            public: pair.public_key().as_ref().to_vec(),
        }
    }

    fn jwk(&self) -> Value {
        json!({"kty": "OKP", "crv": "Ed25519", "use": "sig", "alg": "EdDSA",
               "kid": self.kid, "x": URL_SAFE_NO_PAD.encode(&self.public)})
    }

    fn sign(&self, claims: &Value) -> String {
        openapi_mcp_runtime::jwt_crypto::install();
        let mut header = Header::new(Algorithm::EdDSA);
        header.kid = Some(self.kid.clone());
        jsonwebtoken::encode(&header, claims, &EncodingKey::from_ed_der(&self.pkcs8)).unwrap()
    }
}

fn now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_secs()
}

struct Setup {
    auth_server: MockServer,
    upstream: MockServer,
    url: String,
    issuer: String,
    resource: String,
    key: Key,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

async fn mount_jwks(auth: &MockServer, keys: &[&Key]) {
    let keys: Vec<Value> = keys.iter().map(|k| k.jwk()).collect();
    Mock::given(method("GET"))
        .and(path("/jwks"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"keys": keys})))
        .mount(auth)
        .await;
}

async fn setup() -> Setup {
    let auth_server = MockServer::start().await;
    let issuer = auth_server.uri();
    Mock::given(method("GET"))
        .and(path("/.well-known/oauth-authorization-server"))
        .respond_with(
            ResponseTemplate::new(200)
                .set_body_json(json!({"issuer": issuer, "jwks_uri": format!("{issuer}/jwks")})),
        )
        .mount(&auth_server)
        .await;
    let key = Key::generate("k1");
    mount_jwks(&auth_server, &[&key]).await;

    let upstream = MockServer::start().await;
    Mock::given(path_regex("^/"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!({"ok": true})))
        .mount(&upstream)
        .await;

    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let public_url = format!("http://{}", listener.local_addr().unwrap());
    let http = HttpSettings {
        oauth_issuer: Some(issuer.clone()),
        public_url: Some(public_url.clone()),
        ..HttpSettings::default()
    };
    let server = ApiServer::new(
        &API,
        Settings {
            base_url: Some(upstream.uri()),
            ..Settings::default()
        },
        Arc::new(NoHooks),
        Credentials::from_lookup(&API, |_| None),
    )
    .unwrap();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(async move {
        transport::serve_on(listener, server, &http, async move {
            let _ = stopped.await;
        })
        .await
    });
    Setup {
        auth_server,
        upstream,
        url: format!("{public_url}{}", transport::MCP_PATH),
        issuer,
        resource: format!("{public_url}{}", transport::MCP_PATH),
        key,
        stop: Some(stop),
    }
}

impl Setup {
    fn claims(&self, scope: &str) -> Value {
        json!({"iss": self.issuer, "aud": self.resource, "sub": "user-1", "scope": scope,
               "iat": now(), "exp": now() + 600})
    }

    fn metadata_url(&self) -> String {
        let public = self.resource.trim_end_matches("/mcp");
        format!("{public}/.well-known/oauth-protected-resource/mcp")
    }

    async fn upstream_calls(&self) -> usize {
        self.upstream.received_requests().await.unwrap().len()
    }

    async fn jwks_fetches(&self) -> usize {
        self.auth_server
            .received_requests()
            .await
            .unwrap()
            .iter()
            .filter(|r| r.url.path() == "/jwks")
            .count()
    }
}

impl Drop for Setup {
    fn drop(&mut self) {
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

async fn rpc(url: &str, token: Option<&str>, method: &str, params: Value) -> reqwest::Response {
    openapi_mcp_runtime::server::install_crypto_provider();
    let mut request = reqwest::Client::new()
        .post(url)
        .header("content-type", "application/json")
        .header("accept", "application/json, text/event-stream")
        .header("mcp-protocol-version", "2025-11-25");
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request
        .json(&json!({"jsonrpc": "2.0", "id": 1, "method": method, "params": params}))
        .send()
        .await
        .unwrap()
}

fn www(response: &reqwest::Response) -> String {
    response
        .headers()
        .get("www-authenticate")
        .map(|v| v.to_str().unwrap().to_string())
        .unwrap_or_default()
}

async fn listed(url: &str, token: &str) -> Vec<String> {
    let answer: Value = rpc(url, Some(token), "tools/list", json!({}))
        .await
        .json()
        .await
        .unwrap();
    answer["result"]["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("{answer}"))
        .iter()
        .map(|t| t["name"].as_str().unwrap().to_string())
        .collect()
}

async fn call_status(url: &str, token: &str, tool: &str) -> (u16, String) {
    let response = rpc(
        url,
        Some(token),
        "tools/call",
        json!({"name": tool, "arguments": {}}),
    )
    .await;
    (response.status().as_u16(), www(&response))
}

/// Captures the JSON log lines (one test installs it: the subscriber is process-wide).
struct Sink(Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Sink {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn metadata_and_the_401_challenge_point_clients_to_the_issuer() {
    let s = setup().await;
    let metadata: Value = reqwest::get(s.metadata_url())
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        metadata,
        json!({
            "resource": s.resource,
            "authorization_servers": [s.issuer],
            "scopes_supported": ["mcp:read", "mcp:write", "mcp:destructive", "billing:admin"],
            "bearer_methods_supported": ["header"],
        })
    );
    let root = s
        .metadata_url()
        .replace("/oauth-protected-resource/mcp", "/oauth-protected-resource");
    assert_eq!(reqwest::get(root).await.unwrap().status(), 200);

    let response = rpc(&s.url, None, "tools/list", json!({})).await;
    assert_eq!(response.status(), 401);
    assert_eq!(
        www(&response),
        format!("Bearer resource_metadata=\"{}\"", s.metadata_url())
    );
}

#[tokio::test]
async fn valid_tokens_see_and_call_what_their_scopes_reach() {
    let logs = Arc::new(std::sync::Mutex::new(Vec::<u8>::new()));
    let sink = Arc::clone(&logs);
    openapi_mcp_runtime::init_logging_to("info", true, move || Sink(Arc::clone(&sink)));
    let s = setup().await;
    let cases: [(&str, &[&str]); 4] = [
        ("mcp:read", &["get_pet"]),
        ("mcp:write", &["create_pet", "get_pet"]),
        ("mcp:destructive", &["create_pet", "delete_pet", "get_pet"]),
        (
            "mcp:write billing:admin",
            &["create_pet", "get_pet", "refund"],
        ),
    ];
    for (scope, allowed) in cases {
        let token = s.key.sign(&s.claims(scope));
        assert_eq!(listed(&s.url, &token).await, allowed, "{scope}");
        for tool in ["create_pet", "delete_pet", "get_pet", "refund"] {
            let before = s.upstream_calls().await;
            let (status, challenge) = call_status(&s.url, &token, tool).await;
            if allowed.contains(&tool) {
                assert_eq!(status, 200, "{scope} {tool}");
                assert_eq!(s.upstream_calls().await, before + 1, "{scope} {tool}");
            } else {
                assert_eq!(status, 403, "{scope} {tool}");
                assert!(
                    challenge.starts_with("Bearer error=\"insufficient_scope\", scope=\"")
                        && challenge
                            .contains(&format!("resource_metadata=\"{}\"", s.metadata_url())),
                    "{challenge}"
                );
                assert_eq!(s.upstream_calls().await, before, "{scope} {tool}");
            }
        }
    }
    // The access token is never passed through to the API.
    for request in s.upstream.received_requests().await.unwrap() {
        assert!(
            request.headers.get("authorization").is_none(),
            "{request:?}"
        );
    }
    // The audit trail names the token's subject.
    let text = String::from_utf8(logs.lock().unwrap().clone()).unwrap();
    let audit: Vec<Value> = text
        .lines()
        .filter_map(|l| serde_json::from_str::<Value>(l).ok())
        .filter(|l| l["message"] == "tools/call" && l["caller"] == "user-1")
        .collect();
    assert!(
        audit
            .iter()
            .any(|l| l["tool"] == "delete_pet" && l["decision"] == "refused: scope"),
        "{text}"
    );
    assert!(
        audit.iter().any(|l| l["tool"] == "delete_pet"
            && l["decision"] == "allowed"
            && l["status"] == "200"),
        "{text}"
    );
    // `scp` as a list works too.
    let mut claims = s.claims("");
    claims["scp"] = json!(["mcp:read"]);
    assert_eq!(listed(&s.url, &s.key.sign(&claims)).await, ["get_pet"]);
}

#[tokio::test]
async fn bad_tokens_are_refused_with_invalid_token_and_reach_nothing() {
    let s = setup().await;
    let other = Key::generate("k1");
    let with = |change: &dyn Fn(&mut Value)| {
        let mut claims = s.claims("mcp:destructive");
        change(&mut claims);
        claims
    };
    let b64 = |v: &Value| URL_SAFE_NO_PAD.encode(v.to_string());
    let claims = s.claims("mcp:destructive");
    let none = format!(
        "{}.{}.",
        b64(&json!({"alg": "none", "typ": "JWT"})),
        b64(&claims)
    );
    openapi_mcp_runtime::jwt_crypto::install();
    let hs256 = jsonwebtoken::encode(
        &Header {
            kid: Some("k1".into()),
            ..Header::new(Algorithm::HS256)
        },
        &claims,
        &EncodingKey::from_secret(&s.key.public).unwrap(),
    )
    .unwrap();
    let cases: Vec<(&str, String, &str)> = vec![
        (
            "wrong audience",
            s.key.sign(&with(&|c| {
                c["aud"] = json!("https://other.example.com/mcp")
            })),
            "the token is not meant for this server",
        ),
        (
            "wrong issuer",
            s.key
                .sign(&with(&|c| c["iss"] = json!("https://evil.example.com"))),
            "the token is from another issuer",
        ),
        (
            "expired",
            s.key.sign(&with(&|c| c["exp"] = json!(now() - 120))),
            "the token has expired",
        ),
        (
            "not yet valid",
            s.key.sign(&with(&|c| c["nbf"] = json!(now() + 600))),
            "the token is not valid yet",
        ),
        (
            "signed by another key with the same kid",
            other.sign(&claims),
            "the token's signature does not verify",
        ),
        ("alg none", none, "not a JWT access token"),
        (
            "HS256 with the public key",
            hs256,
            "the token's algorithm is not allowed",
        ),
        (
            "garbage",
            "garbage.token.here".into(),
            "not a JWT access token",
        ),
        ("not even dots", "x".into(), "not a JWT access token"),
    ];
    for (what, token, description) in cases {
        for (method, params) in [
            ("tools/list", json!({})),
            ("tools/call", json!({"name": "delete_pet", "arguments": {}})),
        ] {
            let response = rpc(&s.url, Some(&token), method, params).await;
            assert_eq!(response.status(), 401, "{what}");
            assert_eq!(
                www(&response),
                format!(
                    "Bearer resource_metadata=\"{}\", error=\"invalid_token\", error_description=\"{description}\"",
                    s.metadata_url()
                ),
                "{what}"
            );
        }
    }
    assert_eq!(s.upstream_calls().await, 0);
}

/// Repeated validations of one token use the cached JWKS (one fetch in all). The time they
/// take is printed, not asserted: `bench/jwt.sh` runs this in a release build for the figure
/// (target: p50 under 0.1 ms); unoptimised test builds say nothing about it.
#[tokio::test]
async fn validation_with_a_cached_jwks_fetches_the_keys_once() {
    let s = setup().await;
    let rs = openapi_mcp_runtime::resource::ResourceServer::new(
        &s.issuer,
        s.resource.trim_end_matches("/mcp"),
        "/mcp",
        Vec::new(),
    )
    .unwrap();
    let token = s.key.sign(&s.claims("mcp:read"));
    rs.validate(&token).await.unwrap();
    let mut times: Vec<Duration> = Vec::new();
    for _ in 0..300 {
        let started = std::time::Instant::now();
        rs.validate(&token).await.unwrap();
        times.push(started.elapsed());
    }
    times.sort();
    let p50 = times[times.len() / 2];
    let p99 = times[times.len() * 99 / 100];
    println!("JWT validation with a cached JWKS: p50 {p50:?}, p99 {p99:?} (300 runs)");
    assert_eq!(s.jwks_fetches().await, 1);
}

#[tokio::test]
async fn an_unknown_kid_refetches_the_jwks_once_per_floor() {
    let s = setup().await;
    let token = s.key.sign(&s.claims("mcp:read"));
    assert_eq!(listed(&s.url, &token).await, ["get_pet"]);
    assert_eq!(s.jwks_fetches().await, 1);
    // The cache serves the next ones.
    assert_eq!(listed(&s.url, &token).await, ["get_pet"]);
    assert_eq!(s.jwks_fetches().await, 1);

    // The issuer rotates: a token signed with the new key makes the server fetch again.
    let rotated = Key::generate("k2");
    s.auth_server.reset().await;
    Mock::given(method("GET"))
        .and(path("/.well-known/oauth-authorization-server"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(
                json!({"issuer": s.issuer, "jwks_uri": format!("{}/jwks", s.issuer)}),
            ),
        )
        .mount(&s.auth_server)
        .await;
    mount_jwks(&s.auth_server, &[&s.key, &rotated]).await;
    let new_token = rotated.sign(&s.claims("mcp:write"));
    assert_eq!(listed(&s.url, &new_token).await, ["create_pet", "get_pet"]);
    assert_eq!(s.jwks_fetches().await, 1, "one fetch after the reset");

    // A made-up kid right after: refused without another fetch (the floor).
    let stranger = Key::generate("k3").sign(&s.claims("mcp:write"));
    let response = rpc(&s.url, Some(&stranger), "tools/list", json!({})).await;
    assert_eq!(response.status(), 401);
    assert!(www(&response).ends_with("error_description=\"the token's key is unknown\""));
    assert_eq!(s.jwks_fetches().await, 1);
    tokio::time::sleep(Duration::from_millis(10)).await;
}
