//! Small encodings that requests, responses and credentials all need: the essence of a media
//! type, base64 (binary bodies and file parts arrive as base64 text, images and binary
//! results leave as base64, Basic credentials are base64), and lower-case hex (trace ids,
//! digests). Kept apart so that none of those modules has to import another for them.

use base64::Engine as _;

/// `application/json`, `application/problem+json`, `application/json; charset=utf-8`, ...
pub fn is_json_content_type(content_type: &str) -> bool {
    let essence = media_type_essence(content_type).to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}

/// The media type without its parameters: `multipart/form-data; charset=x` → `multipart/form-data`.
pub fn media_type_essence(content_type: &str) -> &str {
    content_type.split(';').next().unwrap_or_default().trim()
}

/// Lower-case hex, two digits a byte.
pub fn encode_hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Standard base64 with padding (RFC 4648), for HTTP Basic auth and image content.
pub fn encode_base64(input: &[u8]) -> String {
    base64::engine::general_purpose::STANDARD.encode(input)
}

/// Decodes base64 text from a tool argument, accepting what models and tools commonly produce:
/// padded or not, the standard or the URL-safe alphabet, line breaks, and a `data:...;base64,`
/// prefix. The error says what is wrong without repeating the input.
pub fn decode_base64(text: &str) -> Result<Vec<u8>, String> {
    use base64::engine::{DecodePaddingMode, GeneralPurpose, GeneralPurposeConfig};
    const CONFIG: GeneralPurposeConfig =
        GeneralPurposeConfig::new().with_decode_padding_mode(DecodePaddingMode::Indifferent);
    const STANDARD: GeneralPurpose = GeneralPurpose::new(&base64::alphabet::STANDARD, CONFIG);
    const URL_SAFE: GeneralPurpose = GeneralPurpose::new(&base64::alphabet::URL_SAFE, CONFIG);

    let text = text.trim();
    let text = match text.split_once(";base64,") {
        Some((prefix, data)) if prefix.starts_with("data:") => data,
        _ => text,
    };
    let compact: String = text.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    let engine = if compact.contains(['-', '_']) {
        URL_SAFE
    } else {
        STANDARD
    };
    engine
        .decode(compact.as_bytes())
        .map_err(|err| format!("not valid base64 ({err})"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_type_detection() {
        assert!(is_json_content_type("application/json"));
        assert!(is_json_content_type("Application/JSON; charset=utf-8"));
        assert!(is_json_content_type("application/problem+json"));
        assert!(!is_json_content_type("text/plain"));
        assert!(!is_json_content_type("application/jsonl"));
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
            assert_eq!(encode_base64(input.as_bytes()), expected);
        }
        assert_eq!(encode_base64(&[0xfb, 0xff]), "+/8=");
    }

    #[test]
    fn base64_decoding_is_lenient_but_not_sloppy() {
        assert_eq!(decode_base64("aGVsbG8=").unwrap(), b"hello");
        assert_eq!(decode_base64("aGVsbG8").unwrap(), b"hello");
        assert_eq!(decode_base64(" aGVs\r\nbG8= ").unwrap(), b"hello");
        assert_eq!(
            decode_base64("data:text/plain;base64,aGVsbG8=").unwrap(),
            b"hello"
        );
        assert_eq!(decode_base64("-_8").unwrap(), [0xfb, 0xff]);
        assert_eq!(decode_base64("").unwrap(), b"");
        let err = decode_base64("aGVsbG8*").unwrap_err();
        assert!(err.starts_with("not valid base64 ("), "{err}");
        assert!(decode_base64("a").is_err());
    }
}
