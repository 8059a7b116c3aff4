//! An upstream API over HTTPS whose certificate a private CA signed, as a company's internal API
//! often is: the server trusts it when `SSL_CERT_FILE` names that CA (the usual way to hand a
//! program extra roots on Linux), and refuses it, sending nothing, when not. Run against
//! `openapi-mcp serve`, the generated crate's runtime with no build; the certificates are in
//! `tests/data/tls/` (`make.sh` writes them).

mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};

use rustls::pki_types::pem::PemObject as _;
use rustls::pki_types::{CertificateDer, PrivateKeyDer};
use serde_json::json;

use common::rmcp_client::{call, text_of};

fn tls_file(name: &str) -> PathBuf {
    common::root().join("tests/data/tls").join(name)
}

/// An HTTPS upstream on 127.0.0.1 answering every request with a pet; the head of each request
/// it could read (the request line and headers) is recorded.
fn https_upstream() -> (String, Arc<Mutex<Vec<String>>>) {
    let chain = CertificateDer::pem_file_iter(tls_file("upstream.pem"))
        .unwrap()
        .collect::<Result<Vec<_>, _>>()
        .unwrap();
    let key = PrivateKeyDer::from_pem_file(tls_file("upstream.key")).unwrap();
    let provider = Arc::new(rustls::crypto::ring::default_provider());
    let config = Arc::new(
        rustls::ServerConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .unwrap()
            .with_no_client_auth()
            .with_single_cert(chain, key)
            .unwrap(),
    );
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let address = listener.local_addr().unwrap();
    let heads = Arc::new(Mutex::new(Vec::new()));
    let seen = heads.clone();
    std::thread::spawn(move || {
        for stream in listener.incoming().flatten() {
            let (config, seen) = (config.clone(), seen.clone());
            std::thread::spawn(move || {
                let connection = rustls::ServerConnection::new(config).unwrap();
                let mut tls = BufReader::new(rustls::StreamOwned::new(connection, stream));
                let mut head = String::new();
                loop {
                    let mut line = String::new();
                    // A refused handshake ends here, before any request was read.
                    if tls.read_line(&mut line).unwrap_or(0) == 0 {
                        return;
                    }
                    if line == "\r\n" {
                        break;
                    }
                    head.push_str(&line);
                }
                seen.lock().unwrap().push(head);
                let body = r#"{"id":7,"name":"Rex","tag":null}"#;
                let answer = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let tls = tls.get_mut();
                let _ = tls.write_all(answer.as_bytes());
                tls.conn.send_close_notify();
                let _ = tls.flush();
            });
        }
    });
    (format!("https://127.0.0.1:{}/v1", address.port()), heads)
}

/// `openapi-mcp serve` on the petstore fixture against `base_url`, with `SSL_CERT_FILE` set to
/// `ca` or removed.
async fn serve(base_url: &str, ca: Option<PathBuf>) -> common::rmcp_client::Client {
    let spec = common::fixture("petstore.yaml").display().to_string();
    common::rmcp_client::connect(
        std::path::Path::new(env!("CARGO_BIN_EXE_openapi-mcp")),
        &["serve", &spec, "--base-url", base_url],
        &[("RUST_LOG", "warn".to_string())],
        |cmd| {
            cmd.env_remove("SSL_CERT_FILE").env_remove("SSL_CERT_DIR");
            if let Some(ca) = &ca {
                cmd.env("SSL_CERT_FILE", ca);
            }
        },
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_ca_named_by_ssl_cert_file_is_trusted() {
    let (base_url, heads) = https_upstream();
    let client = serve(&base_url, Some(tls_file("ca.pem"))).await;
    let r = call(&client, "get_pet", json!({"petId": 7})).await;
    assert_ne!(r.is_error, Some(true), "{}", text_of(&r));
    assert_eq!(
        r.structured_content,
        Some(json!({"id": 7, "name": "Rex", "tag": null}))
    );
    let heads = heads.lock().unwrap().clone();
    assert_eq!(heads.len(), 1, "{heads:?}");
    assert!(
        heads[0].starts_with("GET /v1/pets/7 HTTP/1.1\r\n"),
        "{}",
        heads[0]
    );
    client.cancel().await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_its_ca_the_upstream_is_refused_and_nothing_is_sent() {
    let (base_url, heads) = https_upstream();
    let client = serve(&base_url, None).await;
    let r = call(&client, "get_pet", json!({"petId": 7})).await;
    assert_eq!(r.is_error, Some(true), "{}", text_of(&r));
    let text = text_of(&r).to_lowercase();
    assert!(text.contains("certificate"), "{text}");
    // A refused certificate is refused on every attempt: not retried, even for a read-only tool.
    assert!(!text.contains("gave up after"), "{text}");
    assert!(heads.lock().unwrap().is_empty());
    client.cancel().await.unwrap();
}
