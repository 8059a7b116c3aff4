//! The upstream HTTP client: timeouts, user agent, TLS through rustls with the `ring` provider,
//! and redirects followed only within the configured host, so credentials never travel to a
//! host the operator did not choose.

use super::descriptor::Api;
use super::settings::Settings;

/// Redirects followed at most (within the same host); more is a loop.
const MAX_REDIRECTS: usize = 10;

/// The HTTP client every call uses: timeouts, user agent, and the same-host redirect policy.
/// TLS is rustls with the `ring` crypto provider (see the runtime's Cargo.toml), installed
/// here as the process default unless one is already installed (by a hook, say); reqwest
/// verifies certificates against the system's trust store with it.
pub(crate) fn http_client(api: &Api, settings: &Settings) -> Result<reqwest::Client, String> {
    install_crypto_provider();
    reqwest::Client::builder()
        .timeout(settings.timeout)
        .connect_timeout(settings.connect_timeout)
        .user_agent(format!("{}/{}", api.name, env!("CARGO_PKG_VERSION")))
        .redirect(redirect_policy())
        .build()
        .map_err(|err| format!("cannot create the HTTP client: {err}"))
}

/// Installs rustls's `ring` provider as the process default; a provider installed before
/// (by the user's hooks) stays. reqwest is built without a provider of its own and panics
/// when building a client without one.
pub fn install_crypto_provider() {
    if rustls::crypto::CryptoProvider::get_default().is_none() {
        // rustls 0.23.48 deprecates the ring provider for lacking post-quantum key exchange: a
        // loss chosen on purpose (templates/Cargo.toml), not a reason to warn in every build.
        #[allow(deprecated)]
        // An `Err` means another thread installed one in between: that one is used.
        let _ = rustls::crypto::ring::default_provider().install_default();
    }
}

/// Follows redirects only within the same host (an http → https upgrade included), so
/// credentials never travel to a host the operator did not configure. A refused redirect comes
/// back as the 3xx response itself.
fn redirect_policy() -> reqwest::redirect::Policy {
    reqwest::redirect::Policy::custom(|attempt| {
        if attempt.previous().len() > MAX_REDIRECTS {
            return attempt.error("too many redirects");
        }
        let allowed = attempt
            .previous()
            .last()
            .is_some_and(|from| same_host_redirect(from, attempt.url()));
        if allowed {
            attempt.follow()
        } else {
            attempt.stop()
        }
    })
}

/// Whether a redirect from `from` to `to` stays on the configured host: the same origin, or
/// the same host upgraded from http to https on the default ports.
pub fn same_host_redirect(from: &reqwest::Url, to: &reqwest::Url) -> bool {
    let same_host = from.host_str().is_some() && from.host_str() == to.host_str();
    let same_origin =
        from.scheme() == to.scheme() && from.port_or_known_default() == to.port_or_known_default();
    let upgrade = from.scheme() == "http"
        && to.scheme() == "https"
        && from.port().is_none()
        && to.port().is_none();
    same_host && (same_origin || upgrade)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn url(text: &str) -> reqwest::Url {
        reqwest::Url::parse(text).unwrap()
    }

    #[test]
    fn redirects_stay_on_the_configured_host() {
        let from = url("http://api.example.com/v1/pets");
        assert!(same_host_redirect(
            &from,
            &url("http://api.example.com/v2/pets")
        ));
        assert!(same_host_redirect(
            &from,
            &url("https://api.example.com/v1/pets")
        ));
        assert!(same_host_redirect(
            &from,
            &url("http://API.example.com:80/x")
        ));
        assert!(!same_host_redirect(
            &from,
            &url("http://evil.example/v1/pets")
        ));
        assert!(!same_host_redirect(
            &from,
            &url("http://api.example.com.evil.example/")
        ));
        assert!(!same_host_redirect(
            &from,
            &url("http://api.example.com:8080/")
        ));
        let secure = url("https://api.example.com/");
        assert!(!same_host_redirect(
            &secure,
            &url("http://api.example.com/")
        ));
    }
}
