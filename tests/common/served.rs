//! A generated server running as its own process on the HTTP transport, and a minimal raw
//! HTTP/1.1 client for the requests a test must shape byte by byte (probes, a request cut off
//! by shutdown), with no HTTP client crate in the test build.

use std::path::Path;
use std::process::Stdio;
use std::time::Duration;

use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};

/// A generated server on `--transport http --bind 127.0.0.1:0`; killed on drop.
pub struct Served {
    pub child: tokio::process::Child,
    /// The MCP endpoint, `http://127.0.0.1:PORT/mcp`.
    pub url: String,
    /// `127.0.0.1:PORT`.
    pub address: String,
    /// `http://127.0.0.1:PORT/metrics` with `--metrics-bind`.
    pub metrics: Option<String>,
}

impl Served {
    /// Starts `binary` with these extra arguments and environment, and waits (10 s at most)
    /// for the log line that names its URL. Its log (at `info`) keeps being read, so the pipe
    /// never fills.
    pub async fn http(binary: &Path, args: &[&str], env: &[(String, String)]) -> Served {
        let mut command = tokio::process::Command::new(binary);
        command
            .args([
                "--transport",
                "http",
                "--bind",
                "127.0.0.1:0",
                "--log-level",
                "info",
            ])
            .args(args)
            .envs(env.iter().map(|(k, v)| (k.as_str(), v.as_str())))
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .kill_on_drop(true);
        let mut child = command.spawn().expect("spawn HTTP server");
        let mut stderr = BufReader::new(child.stderr.take().unwrap()).lines();
        let url_of = |line: &str| {
            let at = line.find("url=http://")?;
            let url = line[at + 4..].split_whitespace().next()?;
            Some(url.trim_matches('"').to_string())
        };
        let mut metrics = None;
        let url = tokio::time::timeout(Duration::from_secs(10), async {
            while let Some(line) = stderr.next_line().await.unwrap() {
                // `--metrics-bind` is served before the MCP listener starts.
                if line.contains("serving metrics") {
                    metrics = url_of(&line);
                } else if line.contains("serving MCP over Streamable HTTP") {
                    return url_of(&line).expect("the URL in the log line");
                }
            }
            panic!("the server ended before listening");
        })
        .await
        .expect("listening within 10 s");
        tokio::spawn(async move { while let Ok(Some(_)) = stderr.next_line().await {} });
        let address = url
            .trim_start_matches("http://")
            .split('/')
            .next()
            .unwrap_or_default()
            .to_string();
        Served {
            child,
            url,
            address,
            metrics,
        }
    }

    /// Sends the process `SIGTERM`, as an orchestrator does.
    pub fn terminate(&self) {
        let pid = self.child.id().expect("running") as libc::pid_t;
        // SAFETY: kill(2) with a pid of our own child and a valid signal number.
        assert_eq!(unsafe { libc::kill(pid, libc::SIGTERM) }, 0);
    }
}

impl Drop for Served {
    fn drop(&mut self) {
        let _ = self.child.start_kill();
    }
}

/// One HTTP/1.1 request on a connection of its own (`connection: close`): the status, the
/// header block (lower-cased names) and the body, de-chunked.
pub async fn request(
    address: &str,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &str,
) -> (u16, String, String) {
    let mut stream = tokio::net::TcpStream::connect(address)
        .await
        .expect("connect");
    let mut text = format!("{method} {path} HTTP/1.1\r\nhost: {address}\r\nconnection: close\r\n");
    for (name, value) in headers {
        text.push_str(&format!("{name}: {value}\r\n"));
    }
    text.push_str(&format!("content-length: {}\r\n\r\n{body}", body.len()));
    stream.write_all(text.as_bytes()).await.expect("send");
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).await.expect("read");
    let answer = String::from_utf8_lossy(&answer).to_string();
    let (head, rest) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let head = head.to_ascii_lowercase();
    let body = if head.contains("transfer-encoding: chunked") {
        dechunk(rest)
    } else {
        rest.to_string()
    };
    (status, head, body)
}

fn dechunk(mut rest: &str) -> String {
    let mut out = String::new();
    while let Some((size, after)) = rest.split_once("\r\n") {
        let Ok(size) = usize::from_str_radix(size.trim(), 16) else {
            break;
        };
        if size == 0 || after.len() < size {
            break;
        }
        out.push_str(&after[..size]);
        rest = after[size..].trim_start_matches("\r\n");
    }
    out
}
