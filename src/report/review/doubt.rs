//! What a relaxation needs beyond the absence of a veto before it is proposed: two places of
//! the operation that agree (its path, summary or operationId), and for `read_only: true` a
//! retrieval verb (get, list, search). A check or a computation may keep its outcome (a domain
//! marked verified, a rendered preview stored), and one place alone is too little for the one
//! lint whose error lets a client auto-run a write. What falls short is shown (`I0004`) with the
//! reason, for a person to decide, never proposed: measured on held-out APIs, the relaxations
//! one place proposed were wrong several times as often as those two places agreed on.

use crate::error::Confidence;

use super::text::words;
use super::vocabulary::{RETRIEVAL_VERBS, effect_of};
use super::{Effect, Place, Signal};

/// Why `read_only: true`, with nothing vetoing it, is still not proposed; empty when it is.
pub(super) fn read_only_doubts(agreeing: &[Signal], confidence: Confidence) -> Vec<String> {
    let mut out = Vec::new();
    if confidence != Confidence::High {
        out.push(one_place(confidence, "reads"));
    }
    let lead = agreeing
        .iter()
        .filter(|s| s.place != Place::Shape)
        .find_map(|s| read_verb(&s.word).map(|base| (s, base)));
    if let Some((signal, base)) = lead
        && !RETRIEVAL_VERBS.contains(&base.as_str())
    {
        out.push(format!(
            "\"{}\" is a check or a computation, which may keep its outcome",
            signal.word
        ));
    }
    out
}

/// Why `destructive: false`, with nothing vetoing it, is still not proposed; empty when it is.
pub(super) fn additive_doubts(confidence: Confidence) -> Vec<String> {
    if confidence == Confidence::High {
        Vec::new()
    } else {
        vec![one_place(confidence, "only adds")]
    }
}

fn one_place(confidence: Confidence, what: &str) -> String {
    if confidence == Confidence::Low {
        format!("only its description says it {what}, and less caution needs two places that agree")
    } else {
        format!("only one place says it {what}, and less caution needs two that agree")
    }
}

/// The base of the first read verb among a signal's words (`check-domain` → `check`,
/// `getUpdates` → `get`).
fn read_verb(word: &str) -> Option<String> {
    words(word).iter().find_map(|w| match effect_of(w) {
        Some((Effect::Read, base)) => Some(base),
        _ => None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_read_verb_is_found_in_compound_words() {
        assert_eq!(read_verb("check-domain").as_deref(), Some("check"));
        assert_eq!(read_verb("getUpdates").as_deref(), Some("get"));
        assert_eq!(read_verb("Searches").as_deref(), Some("search"));
        assert_eq!(read_verb("domain"), None);
    }

    fn signal(place: Place, word: &str) -> Signal {
        Signal {
            place,
            word: word.into(),
            effect: Effect::Read,
        }
    }

    #[test]
    fn only_a_retrieval_two_places_agree_on_is_proposed() {
        let search = [
            signal(Place::Path, "search"),
            signal(Place::Summary, "Search"),
        ];
        assert!(read_only_doubts(&search, Confidence::High).is_empty());
        let one = read_only_doubts(&search[..1], Confidence::Medium);
        assert_eq!(one.len(), 1, "{one:?}");
        assert!(one[0].contains("one place"), "{one:?}");
        let check = [
            signal(Place::Path, "check-domain"),
            signal(Place::Summary, "Check"),
        ];
        let doubts = read_only_doubts(&check, Confidence::High);
        assert_eq!(doubts.len(), 1, "{doubts:?}");
        assert!(
            doubts[0].contains("\"check-domain\" is a check"),
            "{doubts:?}"
        );
        assert!(additive_doubts(Confidence::High).is_empty());
        assert!(additive_doubts(Confidence::Low)[0].contains("description"));
    }
}
