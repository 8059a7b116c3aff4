//! Signals of an operation's shape among its neighbours ([`Place::Shape`]): a POST to an item or
//! to an action of one, a PUT that a DELETE undoes, a create that nothing reads back. (Not the
//! `shape` pipeline stage: these read the paths and methods of a valid tool set.)

use std::collections::{BTreeMap, HashSet};

use serde_json::Value;

use crate::model::{Method, Tool, ToolSet};

use super::input::ENVELOPES;
use super::text::{is_participle_of, naming_sentence, object_of, path_signal, segments, words};
use super::vocabulary::{DESTRUCTIVE_NOUNS, effect_of, exact_effect};
use super::{Effect, Place, Signal};

/// The operations of an API by method and path, for the signals that depend on an
/// operation's neighbours.
#[derive(Debug, Default)]
pub struct Operations {
    ops: HashSet<(Method, String)>,
    /// The input definitions that an envelope argument of some tool names (`data` →
    /// `#/$defs/BatchRequest`): the review reads the arguments inside it.
    envelopes: BTreeMap<String, Value>,
}

impl Operations {
    /// The method and path of every tool in `set` (left-out operations are not neighbours).
    pub fn of(set: &ToolSet) -> Operations {
        Operations {
            ops: set
                .tools
                .iter()
                .map(|t| (t.origin.method, t.origin.path.clone()))
                .collect(),
            envelopes: set
                .tools
                .iter()
                .filter_map(|t| t.input_schema.get("properties")?.as_object())
                .flat_map(|props| {
                    props
                        .iter()
                        .filter(|(name, _)| ENVELOPES.contains(&name.as_str()))
                })
                .filter_map(|(_, schema)| def_name(schema))
                .filter_map(|name| Some((name.to_string(), set.defs.input.get(name)?.clone())))
                .collect(),
        }
    }

    /// The definition a schema names by `$ref` (`#/$defs/BatchRequest`) when it is one an
    /// envelope names, else the schema itself.
    pub(super) fn definition<'a>(&'a self, schema: &'a Value) -> &'a Value {
        def_name(schema)
            .and_then(|name| self.envelopes.get(name))
            .unwrap_or(schema)
    }

    pub(super) fn has(&self, method: Method, path: &str) -> bool {
        self.ops.contains(&(method, path.to_string()))
    }

    /// Whether something is read at `path` or at an item under it (`path/{id}`).
    fn reads_back(&self, path: &str) -> bool {
        self.has(Method::Get, path)
            || self.ops.iter().any(|(m, p)| {
                *m == Method::Get
                    && p.strip_prefix(path)
                        .and_then(|rest| rest.strip_prefix("/{"))
                        .is_some_and(|rest| rest.ends_with('}') && !rest.contains('/'))
            })
    }
}

/// Verbs that make something which, if nothing can read it back, was only computed.
pub(super) const MAKING_VERBS: &[&str] = &["create", "generate", "make", "new", "run", "perform"];

/// Read verbs that, applied to an existing item, change its state.
const CHECKS_OF_AN_ITEM: &[&str] = &["verify", "validate", "confirm", "ping"];

/// The shape of `POST /charges/{id}/capture`.
pub(super) const ITEM_ACTION: &str =
    "a POST to an action or part of an existing item (it changes that item)";

/// Verbs that, as the action on an item (`/statuses/{id}/pin`, `/portfolios/{id}/duplicate`),
/// add a relation to it or a copy of it and leave the item as it was.
const RELATION_VERBS: &[&str] = &[
    "pin",
    "bookmark",
    "comment",
    "duplicate",
    "fork",
    "like",
    "react",
    "favorite",
    "favourite",
    "favourites",
    "star",
    "reply",
    "copy",
    "clone",
];

/// Nouns that, as the last segment a bodiless PUT and a DELETE share, name a relation of the
/// caller to an item rather than a state of it (`/repos/{o}/{r}/subscription`, `/me/following`,
/// `/thread-members/@me`).
const RELATION_NOUNS: &[&str] = &[
    "subscription",
    "following",
    "follow",
    "watch",
    "watching",
    "membership",
    "vote",
    "me",
];

/// Whether a PUT adds a relation that a DELETE of the same path removes: it sends no body, a
/// DELETE on its path exists, and its last segment names the related item (a path parameter,
/// `/following/{user}`), a collection (`/me/tracks`) or a relation (`/gists/{id}/star`,
/// `/subscription`), not a state of the item (`/brokers/{id}/maintenance` enters a mode; the
/// DELETE leaves it).
pub(super) fn puts_a_relation(o: &crate::model::Origin, ops: &Operations) -> bool {
    let last = segments(&o.path).last().copied().unwrap_or("");
    !o.words.has_body
        && ops.has(Method::Delete, &o.path)
        && (last.starts_with('{')
            || is_plural(last)
            || adds_a_relation(last)
            || words(last)
                .first()
                .is_some_and(|w| RELATION_NOUNS.contains(&w.as_str())))
}

/// Whether the last segment of an item's path is one of [`RELATION_VERBS`].
fn adds_a_relation(last: &str) -> bool {
    words(last)
        .first()
        .is_some_and(|w| RELATION_VERBS.contains(&w.as_str()))
}

/// The `$defs` name a schema refers to (`{"$ref": "#/$defs/Name"}`).
fn def_name(schema: &Value) -> Option<&str> {
    schema.get("$ref")?.as_str()?.strip_prefix("#/$defs/")
}

/// Verbs that prove ownership (validating an email address only checks it is well formed).
const OWNERSHIP_CHECKS: &[&str] = &["verify", "confirm"];

/// What a verification of an email, a phone or an account changes: its verified status.
const CONTACT_POINTS: &[&str] = &["email", "emails", "phone", "domain", "account", "identity"];

/// `POST /users/email/verify` "Verify user email", `/profile/phone-number/verify`: checking a
/// contact point the caller owns records that it is verified (the status changes), unlike
/// checking what is sent (`/rollback/validate`, an address lookup).
fn verifies_a_contact(tool: &Tool) -> Option<&'static str> {
    let o = &tool.origin;
    let naming = naming_sentence(&o.words);
    let path_words: Vec<String> = segments(&o.path)
        .iter()
        .filter(|s| !s.starts_with('{'))
        .flat_map(|s| words(s))
        .collect();
    let verb_said = words(naming)
        .first()
        .or_else(|| path_words.last())
        .is_some_and(|w| OWNERSHIP_CHECKS.contains(&w.as_str()))
        || path_words
            .iter()
            .any(|w| OWNERSHIP_CHECKS.contains(&w.as_str()));
    let contact = object_of(naming)
        .iter()
        .chain(&path_words)
        .any(|w| CONTACT_POINTS.contains(&w.as_str()));
    (verb_said && contact)
        .then_some("a POST that verifies an email, phone or account (its verified status changes)")
}

/// The one picture or certificate an owner has: uploading another replaces it.
const SINGLE_MEDIA: &[&str] = &[
    "avatar",
    "banner",
    "icon",
    "logo",
    "picture",
    "photo",
    "certificate",
    "favicon",
    "cover",
    "thumbnail",
    "wallpaper",
    "signature",
];

/// `POST /account/avatar` "Upload new user avatar", `/saml/certificate/idp`: an upload of the
/// one avatar (logo, certificate) its owner has replaces the one there.
fn replaces_the_one_image(tool: &Tool, segments: &[&str]) -> Option<&'static str> {
    let named: Vec<&str> = segments
        .iter()
        .rev()
        .filter(|s| !s.starts_with('{'))
        .take(2)
        .copied()
        .collect();
    let last = named.first()?;
    let single = !is_plural(last)
        && named.iter().any(|s| {
            let ws = words(s);
            // An image store (`POST /image`) keeps many; a profile image is the one.
            ws.last()
                .is_some_and(|w| SINGLE_MEDIA.contains(&w.as_str()))
                || ws.ends_with(&["profile".to_string(), "image".to_string()])
        });
    let makes = words(naming_sentence(&tool.origin.words))
        .first()
        .and_then(|w| effect_of(w))
        .is_some_and(|(e, base)| {
            e == Effect::Additive && matches!(base.as_str(), "upload" | "create" | "add" | "set")
        });
    (single && makes).then_some("an upload of the one image or certificate there replaces it")
}

/// `POST /community/follow` with `follow: false`, `/admin/add` with `added: false`: a boolean
/// argument named for the action makes the same call undo it.
fn toggles(tool: &Tool, segments: &[&str]) -> Option<String> {
    let props = tool.input_schema.get("properties")?.as_object()?;
    let mut verbs: Vec<String> = segments
        .iter()
        .rev()
        .find(|s| !s.starts_with('{'))
        .map(|s| words(s))
        .unwrap_or_default();
    verbs.extend(
        words(naming_sentence(&tool.origin.words))
            .into_iter()
            .take(1),
    );
    verbs.retain(|w| effect_of(w).is_some_and(|(e, _)| e != Effect::Read));
    props.iter().find_map(|(name, schema)| {
        let boolean = schema.get("type").and_then(Value::as_str) == Some("boolean");
        let ws = words(name);
        let named_for = ws.len() == 1
            && verbs
                .iter()
                .any(|v| ws[0] == *v || is_participle_of(&ws[0], v));
        (boolean && named_for)
            .then(|| format!("a POST whose `{name}` switch, set to false, undoes what it does"))
    })
}

/// Signals of the operation's shape (see [`Place::Shape`]).
pub(super) fn shape_signals(tool: &Tool, ops: &Operations) -> Vec<Signal> {
    let o = &tool.origin;
    let segments = segments(&o.path);
    let last = segments.last().copied().unwrap_or("");
    // `/campaigns/{id}/actions/send`: an `actions` folder between the item and the action
    // names no resource of its own.
    let before = segments
        .iter()
        .rev()
        .skip(1)
        .find(|s| !matches!(**s, "actions" | "action"))
        .copied()
        .unwrap_or("");
    let is_param = |s: &str| s.starts_with('{') && s.ends_with('}');
    let shape = |word: &str, effect| Signal {
        place: Place::Shape,
        word: word.to_string(),
        effect,
    };
    let mut out = Vec::new();
    if o.method == Method::Post {
        out.extend(verifies_a_contact(tool).map(|w| shape(w, Effect::Destructive)));
        out.extend(replaces_the_one_image(tool, &segments).map(|w| shape(w, Effect::Destructive)));
        out.extend(toggles(tool, &segments).map(|w| shape(&w, Effect::Destructive)));
    }
    match o.method {
        Method::Post if is_param(last) => out.push(shape(
            "a POST to an item (it changes that item)",
            Effect::Destructive,
        )),
        Method::Post
            if DESTRUCTIVE_NOUNS
                .contains(&words(last).last().map_or("", |w| w.trim_end_matches('s'))) =>
        {
            out.push(shape(
                "a POST that makes an object which undoes or removes something",
                Effect::Destructive,
            ))
        }
        Method::Post if matches!(last, "actions" | "action") => out.push(shape(
            "a POST of actions (which one is chosen by the body)",
            Effect::Destructive,
        )),
        // `/bank_accounts/{id}/verify`, `/domains/{id}/validate`: checking an existing item
        // records the outcome on it (its status becomes verified or failed), unlike checking
        // what is sent (`/apps/propose`, `/rollback/validate`, `/validate-name`).
        Method::Post
            if is_param(before)
                && words(last)
                    .first()
                    .is_some_and(|w| CHECKS_OF_AN_ITEM.contains(&w.as_str())) =>
        {
            out.push(shape(
                "a POST that verifies an existing item (the outcome is recorded on it)",
                Effect::Destructive,
            ))
        }
        // `/charges/{id}/capture`, `/pods/{name}/attach`, `/clients/{id}/client-secret`: an
        // action on, or a part of, an existing item; a plural (`/charges/{id}/refunds`) is a
        // collection the POST adds to, and a read verb (`/{id}/validate`) speaks for itself.
        Method::Post
            if is_param(before)
                && !is_plural(last)
                && !adds_a_relation(last)
                && path_signal(&o.path).is_none_or(|s| s.effect != Effect::Read) =>
        {
            out.push(shape(ITEM_ACTION, Effect::Destructive))
        }
        // `/images/{id}/account_transfer/accept`, `/orders/{id}/fulfillment_request/accept`:
        // a verb acting on a singular part of an existing item changes that part.
        Method::Post if acts_on_a_part_of_an_item(&segments) => {
            out.push(shape(ITEM_ACTION, Effect::Destructive))
        }
        // `GET /users/{id}/token`, `GET /registry/docker-credentials`: a GET of a credential
        // usually issues a fresh one (which is then valid, or replaces the last).
        Method::Get if issues_a_credential(last) => out.push(shape(
            "a GET of a token or credentials (it usually issues one)",
            Effect::Additive,
        )),
        Method::Put if puts_a_relation(o, ops) => out.push(shape(
            "a PUT without a body that a DELETE on the same path undoes (it adds a relation)",
            Effect::Additive,
        )),
        _ => {}
    }
    out
}

/// Whether the last segment is a verb that writes (`accept`, `cancel`) and the segments
/// between it and the nearest path parameter are singular parts (`account_transfer`), not
/// collections.
fn acts_on_a_part_of_an_item(segments: &[&str]) -> bool {
    let Some((last, rest)) = segments.split_last() else {
        return false;
    };
    let writes = words(last)
        .first()
        .and_then(|w| super::vocabulary::effect_of(w))
        .is_some_and(|(e, _)| e != Effect::Read);
    if !writes || last.contains(['.', ':']) {
        return false;
    }
    let Some(item) = rest.iter().rposition(|s| s.starts_with('{')) else {
        return false;
    };
    let between = &rest[item + 1..];
    !between.is_empty()
        && between
            .iter()
            .all(|s| !is_plural(s) && !s.contains(['.', ':']) && exact_effect(s).is_none())
}

/// Whether a path's last segment names one credential: `token`, `registration-token`,
/// `docker-credentials` (not a list of tokens, `tokens`, nor a part of one, `token/info`).
fn issues_a_credential(segment: &str) -> bool {
    words(segment)
        .last()
        .is_some_and(|w| matches!(w.as_str(), "token" | "credentials" | "credential" | "otp"))
}

/// Whether the last word of a path segment is a plural noun (`refunds`, `check-runs`), not a
/// verb or a singular (`capture`, `status`, `client-secret`).
pub(super) fn is_plural(segment: &str) -> bool {
    let ws = words(segment);
    ws.last().is_some_and(|w| {
        w.len() > 3
            && w.ends_with('s')
            && !w.ends_with("ss")
            && !w.ends_with("us")
            && !w.ends_with("is")
            && exact_effect(w).is_none()
    })
}

/// Whether a POST that "creates" makes nothing anyone can read back: a REST collection path
/// (not RPC-style, not under an item) that has no GET of its own or of its items. Such a create
/// computes and answers (an embedding, a moderation, a review of a token) rather than stores.
pub(super) fn creates_nothing_kept(tool: &Tool, ops: &Operations) -> bool {
    let o = &tool.origin;
    let Some(last) = segments(&o.path).last().copied() else {
        return false;
    };
    // Only top-level collections (`/embeddings`, `/v1/tokenreviews`): under an item
    // (`/repos/{o}/{r}/dispatches`) a create usually triggers or stores something the API
    // reads back elsewhere.
    o.method == Method::Post
        && !last.contains(['.', ':'])
        && !ops.reads_back(&o.path)
        && (!o.path.contains('{') || makes_a_computation(&o.words))
}

/// Nouns for the answer of a computation: making one (`create a LocalSubjectAccessReview`,
/// `Create an estimate`) keeps nothing when nothing reads it back.
const COMPUTATIONS: &[&str] = &[
    "review",
    "preview",
    "estimate",
    "simulation",
    "evaluation",
    "assessment",
    "validation",
    "prediction",
];

/// Whether the summary (or the description) makes a computation: the head (last word) of its
/// verb's object is one of [`COMPUTATIONS`].
fn makes_a_computation(words: &crate::model::OperationWords) -> bool {
    object_of(naming_sentence(words))
        .iter()
        .take_while(|w| *w != "of")
        .last()
        .is_some_and(|w| COMPUTATIONS.contains(&w.trim_end_matches('s')))
}
