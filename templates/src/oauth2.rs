//! OAuth2 client credentials (RFC 6749 §4.4), the one scheme that needs the network: the access
//! token is fetched on first use, shared by every call through a [`TokenCache`], renewed
//! shortly before it expires, and fetched again once when the API answers 401.

use std::fmt;
use std::future::Future;
use std::time::{Duration, Instant};

use serde_json::Value;

use super::encoding::encode_base64;
use super::response::{read_capped, root_cause};
use super::secret::Secret;
use super::url::BaseUrl;

/// A token is renewed this long before the expiry its endpoint announced, so that it does not
/// expire between being taken from the cache and reaching the API.
const TOKEN_EXPIRY_MARGIN: Duration = Duration::from_secs(30);

/// The token endpoint's answer is small; a huge one is a misconfigured URL.
const MAX_TOKEN_RESPONSE_BYTES: usize = 64 * 1024;

/// How much of a token endpoint's error body goes into the error result.
const TOKEN_ERROR_BODY_CHARS: usize = 300;

/// Access tokens fetched during the process, kept for redaction only.
const REMEMBERED_TOKENS: usize = 4;

/// The token URL as a URL: as is when absolute, else resolved against the API's base URL
/// (some specs give `/oauth/token`).
pub fn token_endpoint(token_url: &str, base: &BaseUrl) -> Result<reqwest::Url, String> {
    let url = if token_url.trim_start().starts_with("http") {
        reqwest::Url::parse(token_url.trim())
            .map_err(|err| format!("{token_url:?} is not a valid URL: {err}"))?
    } else {
        base.join(token_url)?
    };
    if !matches!(url.scheme(), "http" | "https") {
        return Err(format!("{token_url:?} is not an http(s) URL"));
    }
    Ok(url)
}

/// A cached access token and when to stop using it.
#[derive(Debug, Clone)]
struct CachedToken {
    token: Secret,
    /// `None` when the endpoint announced no lifetime: kept until the API refuses it.
    renew_at: Option<Instant>,
}

impl CachedToken {
    fn is_fresh(&self, now: Instant) -> bool {
        self.renew_at.is_none_or(|renew_at| now < renew_at)
    }
}

/// When a token obtained at `obtained` with a lifetime of `expires_in` seconds should be
/// renewed: [`TOKEN_EXPIRY_MARGIN`] early, but never sooner than half its lifetime, so a
/// short-lived token is still used for a while.
fn renew_at(obtained: Instant, expires_in: Option<u64>) -> Option<Instant> {
    let lifetime = Duration::from_secs(expires_in?);
    let margin = TOKEN_EXPIRY_MARGIN.min(lifetime / 2);
    obtained.checked_add(lifetime - margin)
}

/// One OAuth2 scheme's token, shared by all calls. The async mutex is held while a token is
/// fetched, so concurrent calls wait for that one fetch instead of each starting their own.
#[derive(Default)]
pub struct TokenCache {
    current: tokio::sync::Mutex<Option<CachedToken>>,
    /// For [`Credentials::redact`](super::auth::Credentials::redact), which is synchronous and must not wait for a fetch.
    issued: std::sync::Mutex<Vec<String>>,
}

impl fmt::Debug for TokenCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("TokenCache(***)")
    }
}

impl TokenCache {
    /// The cached token while it is fresh at `now`, else the one `fetch` gets (then cached).
    pub async fn get_or_fetch<F, Fut>(&self, now: Instant, fetch: F) -> Result<Secret, String>
    where
        F: FnOnce() -> Fut,
        Fut: Future<Output = Result<TokenResponse, String>>,
    {
        let mut current = self.current.lock().await;
        if let Some(cached) = current.as_ref().filter(|cached| cached.is_fresh(now)) {
            return Ok(cached.token.clone());
        }
        *current = None;
        let response = fetch().await?;
        self.remember(&response.access_token);
        *current = Some(CachedToken {
            token: response.access_token.clone(),
            renew_at: renew_at(now, response.expires_in),
        });
        Ok(response.access_token)
    }

    /// Forgets `rejected` if it is still the cached token.
    pub async fn invalidate(&self, rejected: &Secret) {
        let mut current = self.current.lock().await;
        if current
            .as_ref()
            .is_some_and(|cached| &cached.token == rejected)
        {
            *current = None;
        }
    }

    pub(crate) fn remember(&self, token: &Secret) {
        let mut issued = self.issued.lock().unwrap_or_else(|err| err.into_inner());
        issued.push(token.expose().to_string());
        if issued.len() > REMEMBERED_TOKENS {
            issued.remove(0);
        }
    }

    pub(crate) fn issued(&self) -> Vec<String> {
        self.issued
            .lock()
            .unwrap_or_else(|err| err.into_inner())
            .clone()
    }
}

/// The parts of a token endpoint's answer (RFC 6749 §5.1) the runtime uses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenResponse {
    pub access_token: Secret,
    /// Lifetime in seconds, when announced.
    pub expires_in: Option<u64>,
}

/// Parses a successful token response. Only bearer tokens can be sent (RFC 6750); a missing
/// `token_type` is tolerated because some providers leave it out.
pub fn parse_token_response(body: &[u8]) -> Result<TokenResponse, String> {
    let value: Value = serde_json::from_slice(body)
        .map_err(|_| "the token endpoint did not answer with JSON".to_string())?;
    let access_token = match value.get("access_token") {
        Some(Value::String(token)) if !token.is_empty() => Secret::new(token.clone()),
        _ => return Err("the token endpoint's answer has no `access_token`".to_string()),
    };
    match value.get("token_type") {
        None | Some(Value::Null) => {}
        Some(Value::String(kind)) if kind.eq_ignore_ascii_case("bearer") => {}
        Some(other) => {
            return Err(format!(
                "the token endpoint issued a token of type {other}; only bearer tokens are \
                 supported"
            ));
        }
    }
    // Some providers send the lifetime as a string or a float.
    let expires_in = match value.get("expires_in") {
        Some(Value::Number(n)) => n.as_u64().or_else(|| n.as_f64().map(|f| f.max(0.0) as u64)),
        Some(Value::String(text)) => text.trim().parse().ok(),
        _ => None,
    };
    Ok(TokenResponse {
        access_token,
        expires_in,
    })
}

/// `application/x-www-form-urlencoded` byte serialisation (what RFC 6749 §2.3.1 applies to the
/// client id and secret before they go into the Basic header): unreserved-ish bytes as is,
/// space as `+`, everything else percent-encoded.
fn form_urlencode(text: &str) -> String {
    const FORM: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
        .remove(b'*')
        .remove(b'-')
        .remove(b'.')
        .remove(b'_')
        .remove(b' ');
    percent_encoding::utf8_percent_encode(text, FORM)
        .to_string()
        .replace(' ', "+")
}

/// The base64 of `id:secret` as sent in the token request's Basic header.
pub(crate) fn basic_pair(client_id: &Secret, client_secret: &Secret) -> String {
    encode_base64(
        format!(
            "{}:{}",
            form_urlencode(client_id.expose()),
            form_urlencode(client_secret.expose())
        )
        .as_bytes(),
    )
}

/// The token request body: `grant_type=client_credentials`, plus the scopes when the spec
/// lists any (RFC 6749 §4.4.2).
pub fn token_request_body(scopes: &[&str]) -> String {
    let mut body = "grant_type=client_credentials".to_string();
    if !scopes.is_empty() {
        body.push_str("&scope=");
        body.push_str(&form_urlencode(&scopes.join(" ")));
    }
    body
}

/// One client-credentials token request. The error says what went wrong (status and a trimmed
/// body, or the transport failure); the caller adds the URL and redacts.
pub(crate) async fn request_token(
    client: &reqwest::Client,
    url: &reqwest::Url,
    client_id: &Secret,
    client_secret: &Secret,
    scopes: &[&str],
) -> Result<TokenResponse, String> {
    let mut authorization = reqwest::header::HeaderValue::from_str(&format!(
        "Basic {}",
        basic_pair(client_id, client_secret)
    ))
    .map_err(|_| "the client id or secret is not valid in an HTTP header".to_string())?;
    authorization.set_sensitive(true);
    let response = client
        .post(url.clone())
        .header(reqwest::header::AUTHORIZATION, authorization)
        .header(reqwest::header::ACCEPT, "application/json")
        .header(
            reqwest::header::CONTENT_TYPE,
            "application/x-www-form-urlencoded",
        )
        .body(token_request_body(scopes))
        .send()
        .await
        .map_err(|err| token_transport_error(&err))?;
    let answer = read_capped(response, MAX_TOKEN_RESPONSE_BYTES)
        .await
        .map_err(|err| token_transport_error(&err))?;
    if !(200..300).contains(&answer.status) {
        let status = reqwest::StatusCode::from_u16(answer.status)
            .ok()
            .and_then(|code| code.canonical_reason())
            .map_or(format!("HTTP {}", answer.status), |reason| {
                format!("HTTP {} {reason}", answer.status)
            });
        let body = String::from_utf8_lossy(&answer.body);
        let body = body.trim();
        if body.is_empty() {
            return Err(status);
        }
        let shown: String = body.chars().take(TOKEN_ERROR_BODY_CHARS).collect();
        let more = if shown.len() < body.len() { " ..." } else { "" };
        return Err(format!("{status}: {shown}{more}"));
    }
    let token = parse_token_response(&answer.body)?;
    tracing::info!(
        token_url = %url,
        expires_in = token.expires_in,
        "obtained an OAuth2 access token"
    );
    Ok(token)
}

fn token_transport_error(err: &reqwest::Error) -> String {
    let cause = root_cause(err);
    if err.is_timeout() {
        "the token endpoint did not answer in time (timeout)".to_string()
    } else if err.is_connect() {
        format!("could not connect: {cause}")
    } else {
        format!("the request failed: {cause}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;

    fn token(value: &str, expires_in: Option<u64>) -> Result<TokenResponse, String> {
        Ok(TokenResponse {
            access_token: Secret::new(value),
            expires_in,
        })
    }

    #[test]
    fn token_is_renewed_shortly_before_it_expires() {
        let t0 = Instant::now();
        let hour = Some(3600);
        assert_eq!(renew_at(t0, hour), Some(t0 + Duration::from_secs(3570)));
        // A short-lived token is kept for half its lifetime rather than not at all.
        assert_eq!(renew_at(t0, Some(20)), Some(t0 + Duration::from_secs(10)));
        assert_eq!(renew_at(t0, Some(0)), Some(t0));
        assert_eq!(renew_at(t0, None), None);
        let cached = CachedToken {
            token: Secret::new("t"),
            renew_at: renew_at(t0, hour),
        };
        assert!(cached.is_fresh(t0 + Duration::from_secs(3569)));
        assert!(!cached.is_fresh(t0 + Duration::from_secs(3570)));
        let forever = CachedToken {
            token: Secret::new("t"),
            renew_at: None,
        };
        assert!(forever.is_fresh(t0 + Duration::from_secs(10_000_000)));
    }

    #[tokio::test]
    async fn token_cache_fetches_once_until_expiry_or_invalidation() {
        let cache = TokenCache::default();
        let fetches = std::sync::atomic::AtomicUsize::new(0);
        let fetch = |value: &'static str| {
            let fetches = &fetches;
            move || async move {
                fetches.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                token(value, Some(3600))
            }
        };
        let count = || fetches.load(std::sync::atomic::Ordering::SeqCst);
        let t0 = Instant::now();

        let first = cache.get_or_fetch(t0, fetch("tok-a")).await.unwrap();
        assert_eq!(first.expose(), "tok-a");
        let again = cache
            .get_or_fetch(t0 + Duration::from_secs(60), fetch("tok-b"))
            .await
            .unwrap();
        assert_eq!((again.expose(), count()), ("tok-a", 1));

        // Close to expiry: fetched anew.
        let later = cache
            .get_or_fetch(t0 + Duration::from_secs(3590), fetch("tok-c"))
            .await
            .unwrap();
        assert_eq!((later.expose(), count()), ("tok-c", 2));

        // Invalidating a token that was already replaced keeps the newer one.
        cache.invalidate(&Secret::new("tok-a")).await;
        let same = cache
            .get_or_fetch(t0 + Duration::from_secs(3600), fetch("tok-d"))
            .await
            .unwrap();
        assert_eq!((same.expose(), count()), ("tok-c", 2));
        cache.invalidate(&Secret::new("tok-c")).await;
        let fresh = cache
            .get_or_fetch(t0 + Duration::from_secs(3600), fetch("tok-e"))
            .await
            .unwrap();
        assert_eq!((fresh.expose(), count()), ("tok-e", 3));

        // A failed fetch caches nothing and is reported as is.
        cache.invalidate(&Secret::new("tok-e")).await;
        let err = cache
            .get_or_fetch(t0, || async { Err::<TokenResponse, _>("boom".to_string()) })
            .await
            .unwrap_err();
        assert_eq!(err, "boom");
        let next = cache.get_or_fetch(t0, fetch("tok-f")).await.unwrap();
        assert_eq!((next.expose(), count()), ("tok-f", 4));
        // Every token handed out stays known to redaction (the last few of them).
        assert_eq!(cache.issued(), ["tok-a", "tok-c", "tok-e", "tok-f"]);
    }

    #[tokio::test]
    async fn concurrent_calls_share_one_fetch() {
        let cache = Arc::new(TokenCache::default());
        let fetches = Arc::new(std::sync::atomic::AtomicUsize::new(0));
        let now = Instant::now();
        let tasks: Vec<_> = (0..8)
            .map(|_| {
                let cache = cache.clone();
                let fetches = fetches.clone();
                tokio::spawn(async move {
                    cache
                        .get_or_fetch(now, || async move {
                            fetches.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                            tokio::time::sleep(Duration::from_millis(20)).await;
                            token("tok-shared", None)
                        })
                        .await
                })
            })
            .collect();
        for task in tasks {
            assert_eq!(task.await.unwrap().unwrap().expose(), "tok-shared");
        }
        assert_eq!(fetches.load(std::sync::atomic::Ordering::SeqCst), 1);
    }

    #[test]
    fn token_responses() {
        let parsed = parse_token_response(
            br#"{"access_token":"abc","token_type":"Bearer","expires_in":3600,"scope":"x"}"#,
        )
        .unwrap();
        assert_eq!(parsed.access_token.expose(), "abc");
        assert_eq!(parsed.expires_in, Some(3600));
        let parsed = parse_token_response(
            br#"{"access_token":"abc","token_type":"bearer","expires_in":"60"}"#,
        )
        .unwrap();
        assert_eq!(parsed.expires_in, Some(60));
        let parsed = parse_token_response(br#"{"access_token":"abc"}"#).unwrap();
        assert_eq!(parsed.expires_in, None);
        for (body, expected) in [
            (
                &b"<html>"[..],
                "the token endpoint did not answer with JSON",
            ),
            (
                br#"{"token_type":"bearer"}"#,
                "the token endpoint's answer has no `access_token`",
            ),
            (
                br#"{"access_token":""}"#,
                "the token endpoint's answer has no `access_token`",
            ),
            (
                br#"{"access_token":"a","token_type":"mac"}"#,
                "the token endpoint issued a token of type \"mac\"; only bearer tokens are \
                 supported",
            ),
        ] {
            assert_eq!(parse_token_response(body).unwrap_err(), expected);
        }
    }

    #[test]
    fn token_request_encoding() {
        assert_eq!(
            token_request_body(&["pets:read", "pets:write"]),
            "grant_type=client_credentials&scope=pets%3Aread+pets%3Awrite"
        );
        assert_eq!(token_request_body(&[]), "grant_type=client_credentials");
        // RFC 6749 §2.3.1: id and secret are form-encoded before they are joined and base64ed.
        assert_eq!(
            basic_pair(&Secret::new("my app"), &Secret::new("a:b/c")),
            encode_base64(b"my+app:a%3Ab%2Fc")
        );
        assert_eq!(
            basic_pair(&Secret::new("client-1"), &Secret::new("s3cret")),
            encode_base64(b"client-1:s3cret")
        );
    }
}
