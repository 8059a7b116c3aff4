//! Who a bearer token belongs to, for the HTTP transport: the single `<PREFIX>_MCP_TOKEN`
//! (every scope) and the scoped static tokens of `<PREFIX>_MCP_TOKENS_FILE`.
//!
//! The tokens file is JSON, a list of entries (or `{"tokens": [...]}`), each
//! `{"label": "analyst", "sha256": "<64 hex digits>", "scopes": ["mcp:read"], "expires": "2027-01-01T00:00:00Z"}`:
//! the SHA-256 of the token, never the token itself, so the file can be read by more people
//! than the tokens. `expires` (optional) is an RFC 3339 UTC time or Unix seconds.
//!
//! A presented token is hashed and its digest compared with every entry's in constant time.
//! The file is read again when its modification time changes (polled every
//! [`POLL_INTERVAL`]) or on SIGHUP; open connections keep going. A reloaded file that does not
//! parse leaves the previous table in force, with an error in the log.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde_json::Value;

use super::scopes::Caller;
use super::secret::Secret;

/// How often the tokens file's modification time is checked.
pub const POLL_INTERVAL: Duration = Duration::from_secs(2);

/// The label of a caller who presented `<PREFIX>_MCP_TOKEN`.
pub const SINGLE_TOKEN_LABEL: &str = "MCP_TOKEN";

/// One entry of the tokens file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TokenEntry {
    pub label: String,
    digest: [u8; 32],
    pub scopes: Vec<String>,
    /// Unix seconds after which the token is refused.
    pub expires: Option<u64>,
}

/// The parsed tokens file.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TokenTable {
    pub entries: Vec<TokenEntry>,
}

/// What a presented token is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Lookup {
    Found(Caller),
    /// A known token past its `expires`; the label is for the log.
    Expired(String),
    Unknown,
}

impl TokenTable {
    /// Parses the file's text; errors name the file, the entry index and what is wrong.
    pub fn parse(text: &str, file: &str) -> Result<TokenTable, String> {
        let value: Value =
            serde_json::from_str(text).map_err(|err| format!("{file}: not valid JSON: {err}"))?;
        let list = match &value {
            Value::Array(list) => list,
            Value::Object(map) => match (map.get("tokens"), map.len()) {
                (Some(Value::Array(list)), 1) => list,
                _ => {
                    return Err(format!(
                        "{file}: expected a list of tokens, or an object with only `tokens` (a list)"
                    ));
                }
            },
            _ => return Err(format!("{file}: expected a list of tokens")),
        };
        let mut entries: Vec<TokenEntry> = Vec::with_capacity(list.len());
        for (index, item) in list.iter().enumerate() {
            let at = |what: String| format!("{file}: token {index}: {what}");
            let entry = parse_entry(item).map_err(at)?;
            if let Some(other) = entries.iter().position(|e| e.label == entry.label) {
                return Err(at(format!(
                    "label `{}` is also the label of token {other}",
                    entry.label
                )));
            }
            if let Some(other) = entries.iter().position(|e| e.digest == entry.digest) {
                return Err(at(format!("the same sha256 as token {other}")));
            }
            entries.push(entry);
        }
        Ok(TokenTable { entries })
    }

    pub fn load(path: &Path) -> Result<TokenTable, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|err| format!("{}: cannot read: {err}", path.display()))?;
        TokenTable::parse(&text, &path.display().to_string())
    }

    /// The entry whose digest is the presented token's. Every entry is compared, in constant
    /// time, whichever matches.
    pub fn lookup(&self, presented: &str, now: SystemTime) -> Lookup {
        let digest = sha256(presented);
        let mut found = None;
        for entry in &self.entries {
            if digest_eq(&entry.digest, &digest) {
                found = Some(entry);
            }
        }
        let Some(entry) = found else {
            return Lookup::Unknown;
        };
        let now = now.duration_since(UNIX_EPOCH).map_or(0, |d| d.as_secs());
        if entry.expires.is_some_and(|expires| now >= expires) {
            return Lookup::Expired(entry.label.clone());
        }
        Lookup::Found(Caller::with_scopes(
            entry.label.clone(),
            entry.scopes.iter().cloned(),
        ))
    }
}

const ENTRY_KEYS: &[&str] = &["label", "sha256", "scopes", "expires"];

fn parse_entry(item: &Value) -> Result<TokenEntry, String> {
    let Value::Object(map) = item else {
        return Err("expected an object with label, sha256, scopes and optionally expires".into());
    };
    for key in map.keys() {
        if key == "token" || key == "secret" {
            return Err(format!(
                "`{key}`: the file holds the SHA-256 of each token, never the token itself \
                 (`printf %s \"$TOKEN\" | sha256sum`)"
            ));
        }
        if !ENTRY_KEYS.contains(&key.as_str()) {
            return Err(format!(
                "unknown key `{key}` (allowed: {})",
                ENTRY_KEYS.join(", ")
            ));
        }
    }
    let label = match map.get("label") {
        Some(Value::String(label)) if !label.trim().is_empty() => label.trim().to_string(),
        Some(_) => return Err("`label` must be a non-empty string".into()),
        None => return Err("`label` is missing".into()),
    };
    if label.chars().any(char::is_control) {
        return Err("`label` must not hold control characters".into());
    }
    let digest = match map.get("sha256") {
        Some(Value::String(hex)) => parse_hex_digest(hex.trim()).ok_or_else(|| {
            "`sha256` must be 64 hexadecimal digits (the SHA-256 of the token)".to_string()
        })?,
        Some(_) => return Err("`sha256` must be a string of 64 hexadecimal digits".into()),
        None => return Err("`sha256` is missing".into()),
    };
    let scopes = match map.get("scopes") {
        Some(Value::Array(items)) => items
            .iter()
            .map(|item| match item {
                Value::String(s) if is_scope_token(s) => Ok(s.clone()),
                _ => Err(format!(
                    "`scopes`: {item} is not a scope (a non-empty string without spaces, \
                     quotes or backslashes)"
                )),
            })
            .collect::<Result<Vec<_>, _>>()?,
        Some(_) => return Err("`scopes` must be a list of strings".into()),
        None => return Err("`scopes` is missing (a list, e.g. [\"mcp:read\"])".into()),
    };
    let expires = match map.get("expires") {
        None | Some(Value::Null) => None,
        Some(Value::Number(n)) => Some(
            n.as_u64()
                .ok_or("`expires` must be a non-negative whole number of Unix seconds")?,
        ),
        Some(Value::String(text)) => Some(parse_rfc3339_utc(text.trim()).ok_or_else(|| {
            format!("`expires`: `{text}` is not a UTC time like 2027-01-31T00:00:00Z")
        })?),
        Some(_) => return Err("`expires` must be a UTC time string or Unix seconds".into()),
    };
    Ok(TokenEntry {
        label,
        digest,
        scopes,
        expires,
    })
}

/// RFC 6750's `scope-token`: printable ASCII without space, `"` and `\`.
pub fn is_scope_token(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| (0x21..=0x7e).contains(&b) && b != b'"' && b != b'\\')
}

fn parse_hex_digest(hex: &str) -> Option<[u8; 32]> {
    if hex.len() != 64 || !hex.is_ascii() {
        return None;
    }
    let mut out = [0u8; 32];
    for (i, byte) in out.iter_mut().enumerate() {
        *byte = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).ok()?;
    }
    Some(out)
}

/// `YYYY-MM-DDTHH:MM:SSZ` (fractional seconds allowed and ignored, `Z` or `+00:00`) as Unix seconds.
fn parse_rfc3339_utc(text: &str) -> Option<u64> {
    let b = text.as_bytes();
    if b.len() < 20 || b[4] != b'-' || b[7] != b'-' || !matches!(b[10], b'T' | b't' | b' ') {
        return None;
    }
    if b[13] != b':' || b[16] != b':' {
        return None;
    }
    let num = |from: usize, to: usize| -> Option<u64> {
        let part = text.get(from..to)?;
        part.bytes()
            .all(|c| c.is_ascii_digit())
            .then(|| part.parse().ok())?
    };
    let (year, month, day) = (num(0, 4)?, num(5, 7)?, num(8, 10)?);
    let (hour, minute, second) = (num(11, 13)?, num(14, 16)?, num(17, 19)?);
    let mut rest = &text[19..];
    if let Some(fraction) = rest.strip_prefix('.') {
        let digits = fraction.bytes().take_while(u8::is_ascii_digit).count();
        if digits == 0 {
            return None;
        }
        rest = &fraction[digits..];
    }
    if !matches!(rest, "Z" | "z" | "+00:00" | "-00:00") {
        return None;
    }
    if !(1..=12).contains(&month) || !(1..=31).contains(&day) || hour > 23 || minute > 59 {
        return None;
    }
    if second > 60 || year < 1970 {
        return None;
    }
    // Days from the civil date (Howard Hinnant's algorithm), for years from 1970.
    let (y, m) = if month <= 2 {
        (year - 1, month + 9)
    } else {
        (year, month - 3)
    };
    let era = y / 400;
    let yoe = y - era * 400;
    let doy = (153 * m + 2) / 5 + day - 1;
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    let days = (era * 146_097 + doe).checked_sub(719_468)?;
    Some(days * 86_400 + hour * 3600 + minute * 60 + second)
}

/// SHA-256 of a token (ring, already compiled for rustls).
pub fn sha256(token: &str) -> [u8; 32] {
    let digest = ring::digest::digest(&ring::digest::SHA256, token.as_bytes());
    let mut out = [0u8; 32];
    out.copy_from_slice(digest.as_ref());
    out
}

/// Equality of two digests that looks at every byte, whatever differs first.
fn digest_eq(a: &[u8; 32], b: &[u8; 32]) -> bool {
    let mut diff = 0u8;
    for (x, y) in a.iter().zip(b) {
        diff |= x ^ y;
    }
    std::hint::black_box(diff) == 0
}

/// Why a request carries no usable credential.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// No `Authorization: Bearer` header.
    Missing,
    /// A token that matches nothing.
    Invalid,
    /// A known token past its expiry, with its label.
    Expired(String),
}

/// The credentials the HTTP transport accepts.
#[derive(Debug)]
pub struct Authenticator {
    single: Option<[u8; 32]>,
    file: Option<TokenFile>,
}

#[derive(Debug)]
struct TokenFile {
    path: PathBuf,
    table: RwLock<Arc<TokenTable>>,
    /// The modification time of the version in `table`.
    modified: Mutex<Option<SystemTime>>,
}

impl Authenticator {
    /// Reads the tokens file once; a file that cannot be read or parsed is a startup error.
    pub fn new(single: Option<&Secret>, file: Option<&Path>) -> Result<Authenticator, String> {
        let file = match file {
            Some(path) => {
                let modified = modified(path);
                let table = TokenTable::load(path)?;
                Some(TokenFile {
                    path: path.to_path_buf(),
                    table: RwLock::new(Arc::new(table)),
                    modified: Mutex::new(modified),
                })
            }
            None => None,
        };
        Ok(Authenticator {
            single: single.map(|s| sha256(s.expose())),
            file,
        })
    }

    /// Whether requests must carry a token at all.
    pub fn required(&self) -> bool {
        self.single.is_some() || self.file.is_some()
    }

    /// How many entries the tokens file has now.
    pub fn file_entries(&self) -> Option<usize> {
        let file = self.file.as_ref()?;
        Some(file.table.read().map_or(0, |t| t.entries.len()))
    }

    /// The caller a bearer token belongs to.
    pub fn authenticate(
        &self,
        presented: Option<&str>,
        now: SystemTime,
    ) -> Result<Caller, Refusal> {
        let Some(presented) = presented else {
            return Err(Refusal::Missing);
        };
        let digest = sha256(presented);
        if let Some(single) = &self.single
            && digest_eq(single, &digest)
        {
            return Ok(Caller::unrestricted(SINGLE_TOKEN_LABEL));
        }
        if let Some(file) = &self.file {
            let table = file.table.read().map(|t| Arc::clone(&t));
            if let Ok(table) = table {
                match table.lookup(presented, now) {
                    Lookup::Found(caller) => return Ok(caller),
                    Lookup::Expired(label) => return Err(Refusal::Expired(label)),
                    Lookup::Unknown => {}
                }
            }
        }
        Err(Refusal::Invalid)
    }

    /// Reads the tokens file again when its modification time changed, or always when
    /// `force`; returns whether a new table took effect. A file that does not parse keeps the
    /// previous table, with an error in the log.
    pub fn reload(&self, force: bool) -> bool {
        let Some(file) = &self.file else {
            return false;
        };
        let now_modified = modified(&file.path);
        {
            let Ok(mut seen) = file.modified.lock() else {
                return false;
            };
            if !force && *seen == now_modified {
                return false;
            }
            *seen = now_modified;
        }
        match TokenTable::load(&file.path) {
            Ok(table) => {
                let entries = table.entries.len();
                if let Ok(mut slot) = file.table.write() {
                    *slot = Arc::new(table);
                }
                tracing::info!(
                    file = %file.path.display(),
                    entries,
                    "MCP tokens file reloaded"
                );
                true
            }
            Err(err) => {
                tracing::error!(
                    "MCP tokens file not reloaded, the previous tokens stay in force: {err}"
                );
                false
            }
        }
    }

    /// Reloads the tokens file on change (polled) and on SIGHUP, for as long as the runtime
    /// runs. Does nothing without a tokens file.
    pub fn spawn_reloader(self: &Arc<Self>) {
        if self.file.is_none() {
            return;
        }
        let auth = Arc::clone(self);
        tokio::spawn(async move {
            #[cfg(unix)]
            let mut hangup =
                tokio::signal::unix::signal(tokio::signal::unix::SignalKind::hangup()).ok();
            let mut poll = tokio::time::interval(POLL_INTERVAL);
            poll.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                #[cfg(unix)]
                let forced = {
                    let signal = async {
                        match hangup.as_mut() {
                            Some(signal) => signal.recv().await,
                            None => std::future::pending().await,
                        }
                    };
                    tokio::select! {
                        _ = poll.tick() => false,
                        _ = signal => true,
                    }
                };
                #[cfg(not(unix))]
                let forced = {
                    poll.tick().await;
                    false
                };
                auth.reload(forced);
            }
        });
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

#[cfg(test)]
mod tests {
    use super::super::scopes::Grant;
    use super::*;

    fn hex(token: &str) -> String {
        sha256(token).iter().map(|b| format!("{b:02x}")).collect()
    }

    #[test]
    fn sha256_is_the_standard_digest() {
        assert_eq!(
            hex("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }

    #[test]
    fn a_file_maps_digests_to_labelled_scoped_callers() {
        let text = format!(
            r#"{{"tokens": [
                {{"label": "analyst", "sha256": "{}", "scopes": ["mcp:read"]}},
                {{"label": "oncall", "sha256": "{}", "scopes": ["mcp:destructive", "billing:admin"],
                  "expires": "2030-01-01T00:00:00Z"}},
                {{"label": "old", "sha256": "{}", "scopes": ["mcp:write"], "expires": 1000}}
            ]}}"#,
            hex("read-token"),
            hex("oncall-token").to_uppercase(),
            hex("old-token")
        );
        let table = TokenTable::parse(&text, "tokens.json").unwrap();
        let now = UNIX_EPOCH + Duration::from_secs(1_800_000_000);
        assert_eq!(
            table.lookup("read-token", now),
            Lookup::Found(Caller::with_scopes("analyst", ["mcp:read"]))
        );
        let Lookup::Found(oncall) = table.lookup("oncall-token", now) else {
            panic!()
        };
        assert_eq!(
            oncall.grant,
            Grant::Scopes(["billing:admin".into(), "mcp:destructive".into()].into())
        );
        assert_eq!(
            table.lookup("old-token", now),
            Lookup::Expired("old".into())
        );
        assert_eq!(table.lookup("read-token ", now), Lookup::Unknown);
        assert_eq!(table.lookup("", now), Lookup::Unknown);
        // 2030-01-01T00:00:00Z
        assert_eq!(table.entries[1].expires, Some(1_893_456_000));
        let later = UNIX_EPOCH + Duration::from_secs(1_893_456_000);
        assert_eq!(
            table.lookup("oncall-token", later),
            Lookup::Expired("oncall".into())
        );
        // A bare list works too.
        let bare = format!(
            r#"[{{"label": "a", "sha256": "{}", "scopes": []}}]"#,
            hex("a")
        );
        assert_eq!(TokenTable::parse(&bare, "t").unwrap().entries.len(), 1);
    }

    #[test]
    fn bad_files_name_the_file_the_entry_and_the_problem() {
        let good = hex("x");
        let err = |text: &str| TokenTable::parse(text, "tokens.json").unwrap_err();
        assert!(err("{").starts_with("tokens.json: not valid JSON"));
        assert!(err("{\"tokens\": 1}").contains("expected a list"));
        let cases = [
            (
                format!(
                    r#"[{{"label":"a","sha256":"{good}","scopes":[]}}, {{"label":"b","token":"s3cret","scopes":[]}}]"#
                ),
                "tokens.json: token 1: `token`: the file holds the SHA-256 of each token, never the token itself",
            ),
            (
                r#"[{"label":"a","sha256":"abc","scopes":[]}]"#.to_string(),
                "tokens.json: token 0: `sha256` must be 64 hexadecimal digits",
            ),
            (
                format!(r#"[{{"sha256":"{good}","scopes":[]}}]"#),
                "tokens.json: token 0: `label` is missing",
            ),
            (
                format!(r#"[{{"label":"a","sha256":"{good}"}}]"#),
                "tokens.json: token 0: `scopes` is missing",
            ),
            (
                format!(r#"[{{"label":"a","sha256":"{good}","scopes":["mcp read"]}}]"#),
                "tokens.json: token 0: `scopes`: \"mcp read\" is not a scope",
            ),
            (
                format!(r#"[{{"label":"a","sha256":"{good}","scopes":[],"expires":"tomorrow"}}]"#),
                "tokens.json: token 0: `expires`: `tomorrow` is not a UTC time",
            ),
            (
                format!(r#"[{{"label":"a","sha256":"{good}","scopes":[],"scope":"x"}}]"#),
                "tokens.json: token 0: unknown key `scope` (allowed: label, sha256, scopes, expires)",
            ),
            (
                format!(
                    r#"[{{"label":"a","sha256":"{good}","scopes":[]}},{{"label":"a","sha256":"{}","scopes":[]}}]"#,
                    hex("y")
                ),
                "tokens.json: token 1: label `a` is also the label of token 0",
            ),
            (
                format!(
                    r#"[{{"label":"a","sha256":"{good}","scopes":[]}},{{"label":"b","sha256":"{good}","scopes":[]}}]"#
                ),
                "tokens.json: token 1: the same sha256 as token 0",
            ),
        ];
        for (text, expected) in cases {
            let message = err(&text);
            assert!(
                message.starts_with(expected),
                "{message}\nexpected: {expected}"
            );
            assert!(!message.contains("s3cret"), "{message}");
        }
    }

    #[test]
    fn rfc3339_times_in_utc() {
        assert_eq!(parse_rfc3339_utc("1970-01-01T00:00:00Z"), Some(0));
        assert_eq!(
            parse_rfc3339_utc("2000-03-01T12:34:56.789Z"),
            Some(951_914_096)
        );
        assert_eq!(
            parse_rfc3339_utc("2024-02-29T00:00:00+00:00"),
            Some(1_709_164_800)
        );
        assert_eq!(parse_rfc3339_utc("2024-02-29T00:00:00+02:00"), None);
        assert_eq!(parse_rfc3339_utc("2024-13-01T00:00:00Z"), None);
        assert_eq!(parse_rfc3339_utc("2024-01-01"), None);
    }

    #[test]
    fn the_single_token_grants_everything_and_file_tokens_their_scopes() {
        let dir = std::env::temp_dir().join(format!("openapi-mcp-tokens-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("tokens.json");
        let write = |entries: &str| std::fs::write(&path, entries).unwrap();
        write(&format!(
            r#"[{{"label":"analyst","sha256":"{}","scopes":["mcp:read"]}}]"#,
            hex("read-token")
        ));
        let single = Secret::new("admin-token");
        let auth = Authenticator::new(Some(&single), Some(&path)).unwrap();
        let now = SystemTime::now();
        assert!(auth.required());
        assert_eq!(
            auth.authenticate(Some("admin-token"), now),
            Ok(Caller::unrestricted(SINGLE_TOKEN_LABEL))
        );
        assert_eq!(
            auth.authenticate(Some("read-token"), now),
            Ok(Caller::with_scopes("analyst", ["mcp:read"]))
        );
        assert_eq!(auth.authenticate(None, now), Err(Refusal::Missing));
        assert_eq!(auth.authenticate(Some("nope"), now), Err(Refusal::Invalid));

        // A broken file keeps the old table; a good one replaces it.
        write("[{\"label\": ");
        assert!(!auth.reload(true));
        assert!(auth.authenticate(Some("read-token"), now).is_ok());
        write(&format!(
            r#"[{{"label":"writer","sha256":"{}","scopes":["mcp:write"]}}]"#,
            hex("write-token")
        ));
        assert!(auth.reload(true));
        assert_eq!(
            auth.authenticate(Some("read-token"), now),
            Err(Refusal::Invalid)
        );
        assert_eq!(
            auth.authenticate(Some("write-token"), now),
            Ok(Caller::with_scopes("writer", ["mcp:write"]))
        );
        assert_eq!(auth.file_entries(), Some(1));
        // Unchanged modification time: nothing to do.
        assert!(!auth.reload(false));

        let missing = dir.join("missing.json");
        let err = Authenticator::new(None, Some(&missing)).unwrap_err();
        assert!(err.contains("missing.json: cannot read"), "{err}");
        assert!(!Authenticator::new(None, None).unwrap().required());
        std::fs::remove_dir_all(&dir).ok();
    }
}
