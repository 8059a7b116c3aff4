//! Line and column of a JSON pointer in a YAML or JSON text, for diagnostics found after
//! parsing (when only the pointer is known). The text is parsed again along the pointer's path
//! only, and the parser's own position of the target node is taken: the first line of a block
//! mapping or list, the opening `{`/`[` of a flow one, the scalar itself.

use std::fmt;

use serde::de::{self, DeserializeSeed, Deserializer, IgnoredAny, MapAccess, SeqAccess, Visitor};

use crate::util::pointer::JsonPointer;

/// The marker error raised on reaching the target; anything else means "not found".
const FOUND: &str = "openapi-mcp: located";

/// Where `pointer` (RFC 6901) is in `text`, 1-based; `None` for the whole document, for a
/// pointer that names nothing, and for text that does not parse.
pub fn line_of(text: &str, pointer: &JsonPointer) -> Option<(usize, usize)> {
    find(text, pointer, false)
}

/// Where the key that names `pointer`'s target is in `text` (`get:` of
/// `/paths/~1pets/get`), 1-based: the line a reader looks at for "this operation", where
/// [`line_of`] gives the first line inside it. A list element has no key: its own position,
/// as [`line_of`] finds it.
pub fn key_line_of(text: &str, pointer: &JsonPointer) -> Option<(usize, usize)> {
    find(text, pointer, true).or_else(|| line_of(text, pointer))
}

fn find(text: &str, pointer: &JsonPointer, at_key: bool) -> Option<(usize, usize)> {
    pointer.as_str().strip_prefix('/')?;
    let tokens: Vec<String> = pointer.tokens().collect();
    let trimmed = text.trim_start_matches('\u{feff}');
    let seed = Locator {
        tokens: &tokens,
        at_key,
    };
    if trimmed.trim_start().starts_with('{') {
        let mut de = serde_json::Deserializer::from_str(trimmed);
        let err = seed.deserialize(&mut de).err()?;
        // A JSON error's position is where the parser stood, on the target's line. Columns
        // count from after the byte-order mark, as `load`'s parse errors do.
        (err.to_string().contains(FOUND) && err.line() > 0).then(|| (err.line(), err.column()))
    } else {
        let de = serde_yaml::Deserializer::from_str(trimmed);
        let err = seed.deserialize(de).err()?;
        let loc = err.location()?;
        // yaml_serde puts the path in front of the message: `paths./a: openapi-mcp: located`.
        err.to_string()
            .contains(FOUND)
            .then(|| (loc.line(), loc.column()))
    }
}

/// Walks the document along `tokens`, skipping everything else, and fails at the target.
#[derive(Clone, Copy)]
struct Locator<'t> {
    tokens: &'t [String],
    /// Stop at the key of the last token rather than at its value.
    at_key: bool,
}

impl<'de> DeserializeSeed<'de> for Locator<'_> {
    type Value = ();

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
}

impl Locator<'_> {
    fn scalar<E: de::Error>(self) -> Result<(), E> {
        if self.tokens.is_empty() {
            Err(E::custom(FOUND))
        } else {
            Ok(())
        }
    }
}

impl<'de> Visitor<'de> for Locator<'_> {
    type Value = ();

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("any value")
    }
    fn visit_bool<E: de::Error>(self, _: bool) -> Result<(), E> {
        self.scalar()
    }
    fn visit_i64<E: de::Error>(self, _: i64) -> Result<(), E> {
        self.scalar()
    }
    fn visit_u64<E: de::Error>(self, _: u64) -> Result<(), E> {
        self.scalar()
    }
    fn visit_i128<E: de::Error>(self, _: i128) -> Result<(), E> {
        self.scalar()
    }
    fn visit_u128<E: de::Error>(self, _: u128) -> Result<(), E> {
        self.scalar()
    }
    fn visit_f64<E: de::Error>(self, _: f64) -> Result<(), E> {
        self.scalar()
    }
    fn visit_str<E: de::Error>(self, _: &str) -> Result<(), E> {
        self.scalar()
    }
    fn visit_unit<E: de::Error>(self) -> Result<(), E> {
        self.scalar()
    }
    fn visit_none<E: de::Error>(self) -> Result<(), E> {
        self.scalar()
    }
    fn visit_some<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
    fn visit_newtype_struct<D: Deserializer<'de>>(self, d: D) -> Result<(), D::Error> {
        d.deserialize_any(self)
    }
    fn visit_enum<A: de::EnumAccess<'de>>(self, data: A) -> Result<(), A::Error> {
        use de::VariantAccess;
        let (IgnoredAny, variant) = data.variant::<IgnoredAny>()?;
        variant.newtype_variant_seed(self)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let Some((first, rest)) = self.tokens.split_first() else {
            return Err(de::Error::custom(FOUND));
        };
        let wanted = first.parse::<usize>().ok();
        let mut i = 0;
        loop {
            if Some(i) == wanted {
                seq.next_element_seed(Locator {
                    tokens: rest,
                    ..self
                })?;
            } else if seq.next_element::<IgnoredAny>()?.is_none() {
                return Ok(());
            }
            i += 1;
            if wanted.is_some_and(|w| i > w) {
                while seq.next_element::<IgnoredAny>()?.is_some() {}
                return Ok(());
            }
        }
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<(), A::Error> {
        let Some((first, rest)) = self.tokens.split_first() else {
            return Err(de::Error::custom(FOUND));
        };
        let target = (self.at_key && rest.is_empty()).then_some(first.as_str());
        while let Some(Key(key)) = map.next_key_seed(KeySeed(target))? {
            if key.as_deref() == Some(first.as_str()) {
                map.next_value_seed(Locator {
                    tokens: rest,
                    ..self
                })?;
            } else {
                map.next_value::<IgnoredAny>()?;
            }
        }
        Ok(())
    }
}

/// A mapping key as `load` turns it into a string (`200` → `"200"`), or `None` for a key that
/// is a list or mapping.
struct Key(Option<String>);

/// Reads a [`Key`]; at `target`, fails with the marker instead, from inside the key's own
/// visit, so that the parser's position is the key's.
struct KeySeed<'a>(Option<&'a str>);

impl<'de> DeserializeSeed<'de> for KeySeed<'_> {
    type Value = Key;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<Key, D::Error> {
        d.deserialize_any(self)
    }
}

impl KeySeed<'_> {
    fn scalar<E: de::Error>(self, key: String) -> Result<Key, E> {
        if self.0 == Some(key.as_str()) {
            Err(E::custom(FOUND))
        } else {
            Ok(Key(Some(key)))
        }
    }
}

impl<'de> Visitor<'de> for KeySeed<'_> {
    type Value = Key;
    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a key")
    }
    fn visit_str<E: de::Error>(self, v: &str) -> Result<Key, E> {
        self.scalar(v.to_string())
    }
    fn visit_bool<E: de::Error>(self, v: bool) -> Result<Key, E> {
        self.scalar(v.to_string())
    }
    fn visit_i64<E: de::Error>(self, v: i64) -> Result<Key, E> {
        self.scalar(v.to_string())
    }
    fn visit_u64<E: de::Error>(self, v: u64) -> Result<Key, E> {
        self.scalar(v.to_string())
    }
    fn visit_f64<E: de::Error>(self, v: f64) -> Result<Key, E> {
        self.scalar(serde_json::Value::from(v).to_string())
    }
    fn visit_unit<E: de::Error>(self) -> Result<Key, E> {
        self.scalar("null".into())
    }
    fn visit_none<E: de::Error>(self) -> Result<Key, E> {
        self.scalar("null".into())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Key, A::Error> {
        while seq.next_element::<IgnoredAny>()?.is_some() {}
        Ok(Key(None))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Key, A::Error> {
        while map.next_entry::<IgnoredAny, IgnoredAny>()?.is_some() {}
        Ok(Key(None))
    }
}

#[cfg(test)]
mod tests {
    fn line_of(text: &str, pointer: &'static str) -> Option<(usize, usize)> {
        super::line_of(text, &pointer.into())
    }

    fn key_line_of(text: &str, pointer: &'static str) -> Option<(usize, usize)> {
        super::key_line_of(text, &pointer.into())
    }

    #[test]
    fn yaml_block_and_flow_positions() {
        let text = "openapi: 3.0.3\npaths:\n  /pets/{id}:\n    get:\n      responses: ok\n      parameters:\n        - {name: id, in: query}\n        - name: x\n";
        assert_eq!(line_of(text, "/openapi"), Some((1, 10)));
        assert_eq!(
            line_of(text, "/paths/~1pets~1{id}/get/responses"),
            Some((5, 18))
        );
        assert_eq!(
            line_of(text, "/paths/~1pets~1{id}/get/parameters/0"),
            Some((7, 11))
        );
        assert_eq!(
            line_of(text, "/paths/~1pets~1{id}/get/parameters/1").map(|l| l.0),
            Some(8)
        );
        assert_eq!(
            line_of(text, "/paths/~1pets~1{id}/get/parameters/1/name"),
            Some((8, 17))
        );
        assert_eq!(line_of(text, "/paths/~1nope"), None);
        assert_eq!(line_of(text, ""), None);
        assert_eq!(line_of("b: [\na: 1", "/a"), None, "unparseable text");
    }

    #[test]
    fn key_positions_name_the_key_line() {
        let text = "paths:\n  /pets/{id}:\n    get:\n      responses: ok\n    put: {a: 1}\nlist:\n  - a: 1\n";
        assert_eq!(key_line_of(text, "/paths/~1pets~1{id}/get"), Some((3, 5)));
        assert_eq!(line_of(text, "/paths/~1pets~1{id}/get"), Some((4, 7)));
        assert_eq!(
            key_line_of(text, "/paths/~1pets~1{id}/put").map(|l| l.0),
            Some(5)
        );
        assert_eq!(key_line_of(text, "/list/0"), line_of(text, "/list/0"));
        assert_eq!(key_line_of(text, "/paths/~1nope"), None);
        let json = "{\n  \"paths\": {\n    \"/a\": {\n      \"get\": {\"x\": 1}\n    }\n  }\n}";
        assert_eq!(key_line_of(json, "/paths/~1a/get").map(|l| l.0), Some(4));
    }

    #[test]
    fn yaml_integer_keys_and_json() {
        let text = "responses:\n  200:\n    description: ok\n";
        assert_eq!(line_of(text, "/responses/200/description"), Some((3, 18)));
        let json = "{\n  \"paths\": {\n    \"/a\": {\"get\": 1}\n  }\n}";
        assert_eq!(line_of(json, "/paths/~1a/get").map(|l| l.0), Some(3));
        assert_eq!(line_of(json, "/paths/~1b"), None);
    }
}
