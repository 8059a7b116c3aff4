//! What the mock API (wiremock) received, for the end-to-end tests that check the requests a
//! generated server sends.

use serde_json::Value;
use wiremock::{MockServer, Request};

/// Every request the mock received, in arrival order.
pub async fn requests(mock: &MockServer) -> Vec<Request> {
    mock.received_requests().await.unwrap_or_default()
}

/// Every request with this method and (encoded) path, in arrival order.
pub async fn requests_to(mock: &MockServer, verb: &str, at: &str) -> Vec<Request> {
    requests(mock)
        .await
        .into_iter()
        .filter(|r| r.method.as_str() == verb && r.url.path() == at)
        .collect()
}

/// The one request with this method and path; fails listing what the mock saw instead.
pub async fn only_request(mock: &MockServer, verb: &str, at: &str) -> Request {
    let matching = requests_to(mock, verb, at).await;
    if matching.len() != 1 {
        let seen: Vec<String> = requests(mock)
            .await
            .iter()
            .map(|r| format!("{} {}", r.method, r.url))
            .collect();
        panic!(
            "expected exactly one {verb} {at}, found {}; the mock saw: {seen:#?}",
            matching.len()
        );
    }
    matching.into_iter().next().unwrap()
}

/// The last request, after checking that the mock received `expected_count` in all.
pub async fn last_request(mock: &MockServer, expected_count: usize) -> Request {
    let all = requests(mock).await;
    assert_eq!(
        all.len(),
        expected_count,
        "the mock saw {} requests",
        all.len()
    );
    all.last().cloned().unwrap()
}

pub fn header<'a>(r: &'a Request, name: &str) -> Option<&'a str> {
    r.headers.get(name).and_then(|v| v.to_str().ok())
}

pub fn json_body(r: &Request) -> Value {
    serde_json::from_slice(&r.body).expect("JSON body")
}

pub fn body_text(r: &Request) -> String {
    String::from_utf8(r.body.clone()).expect("UTF-8 body")
}
