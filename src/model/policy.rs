//! What a client will do with a tool's hints: a client policy matrix (trust tier × hints →
//! auto-run, notify, confirm or deny), so a reviewer sees the consequence of a hint, not only
//! its value. `plan --policy` prints each tool's cell per tier, `diff` reports tools that change
//! cell, and the generated README shows the matrix.
//!
//! A policy is a small YAML file (`openapi-mcp policy` prints the reference one): for each trust
//! tier, rules tried in order, the first whose conditions all hold deciding. A hint that a tool
//! does not announce counts as MCP's own default, the cautious one (not read-only, destructive,
//! not idempotent, open-world).

use std::path::Path;

use serde::Serialize;
use serde_json::Value;

use crate::error::{Code, Diagnostic, Error, Result};
use crate::model::Annotations;
use crate::util::pointer::JsonPointer;

/// The reference policy: what a careful client does. Read by `Policy::reference`.
pub const REFERENCE: &str = "\
# The reference client policy of openapi-mcp: for each trust tier, the first rule whose
# conditions all hold decides what a client does with a tool call. Conditions: read_only,
# destructive, idempotent, open_world (true or false; `destructive` and `idempotent` hold only
# for tools that are not read-only). Actions: auto-run, notify, confirm, deny. The last rule of
# a tier has no `when` and catches the rest.
tiers:
  - name: trusted
    rules:
      - when: {destructive: true}
        action: confirm
      - when: {open_world: true}
        action: confirm
      - when: {read_only: true}
        action: auto-run
      - when: {idempotent: true}
        action: notify
      - action: confirm
  - name: untrusted
    rules:
      - when: {destructive: true}
        action: deny
      - when: {read_only: true, open_world: false}
        action: notify
      - action: confirm
";

/// What a client does with a call.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Action {
    /// Runs it without asking.
    AutoRun,
    /// Runs it and tells the user.
    Notify,
    /// Asks the user first.
    Confirm,
    /// Refuses it.
    Deny,
}

impl Action {
    /// Every action, from the most trusting to the most cautious.
    pub const ALL: [Action; 4] = [
        Action::AutoRun,
        Action::Notify,
        Action::Confirm,
        Action::Deny,
    ];

    /// The action as the policy file and the matrix spell it (`auto-run`).
    pub fn as_str(self) -> &'static str {
        match self {
            Action::AutoRun => "auto-run",
            Action::Notify => "notify",
            Action::Confirm => "confirm",
            Action::Deny => "deny",
        }
    }
}

/// The hints a rule can test, each `None` when the rule does not care.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Condition {
    /// Matches tools whose `readOnlyHint` is this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub read_only: Option<bool>,
    /// Matches tools whose `destructiveHint` is this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub destructive: Option<bool>,
    /// Matches tools whose `idempotentHint` is this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub idempotent: Option<bool>,
    /// Matches tools whose `openWorldHint` is this.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open_world: Option<bool>,
}

/// One rule of a tier: a tool whose hints meet `when` gets `action`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rule {
    /// The hints a tool must announce for the rule to apply; empty matches every tool.
    pub when: Condition,
    /// What the client does with a tool the rule matches.
    pub action: Action,
}

/// One kind of client (say, `trusted`): its rules, the first match deciding.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Tier {
    /// The tier's name, unique in the policy.
    pub name: String,
    /// In order; the last has no `when`, so every tool lands somewhere.
    pub rules: Vec<Rule>,
}

/// A client policy file: how each kind of client treats a tool, by its announced hints.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Policy {
    /// The tiers, in the file's order (the matrix's columns).
    pub tiers: Vec<Tier>,
}

/// A tool's hints as a client sees them: `None` where the tool announces none.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Announced {
    /// `readOnlyHint`, when announced.
    pub read_only: Option<bool>,
    /// `destructiveHint`, when announced.
    pub destructive: Option<bool>,
    /// `idempotentHint`, when announced.
    pub idempotent: Option<bool>,
    /// `openWorldHint`, when announced.
    pub open_world: Option<bool>,
}

impl From<&Annotations> for Announced {
    fn from(a: &Annotations) -> Announced {
        Announced {
            read_only: Some(a.read_only.value),
            destructive: Some(a.destructive.value),
            idempotent: Some(a.idempotent.value),
            open_world: Some(a.open_world.value),
        }
    }
}

impl Condition {
    fn holds(&self, h: &Announced) -> bool {
        // MCP's defaults for what is not announced: the cautious reading.
        let read_only = h.read_only.unwrap_or(false);
        let destructive = !read_only && h.destructive.unwrap_or(true);
        let idempotent = !read_only && h.idempotent.unwrap_or(false);
        let open_world = h.open_world.unwrap_or(true);
        let test = |want: Option<bool>, have: bool| want.is_none_or(|w| w == have);
        test(self.read_only, read_only)
            && test(self.destructive, destructive)
            && test(self.idempotent, idempotent)
            && test(self.open_world, open_world)
    }

    fn is_empty(&self) -> bool {
        *self == Condition::default()
    }
}

impl Policy {
    /// The reference policy ([`REFERENCE`]).
    pub fn reference() -> Policy {
        match Policy::parse(Path::new("<reference policy>"), REFERENCE) {
            Ok(p) => p,
            // The reference is a constant, checked by a unit test; a fallback keeps the type
            // total without a panic.
            Err(_) => Policy { tiers: Vec::new() },
        }
    }

    /// What each tier's client does with a tool of these hints, in tier order.
    pub fn cells(&self, hints: &Announced) -> Vec<(&str, Action)> {
        self.tiers
            .iter()
            .map(|t| (t.name.as_str(), decide(t, hints)))
            .collect()
    }

    /// Reads a policy file; every problem is reported with its JSON pointer.
    pub fn parse(path: &Path, text: &str) -> Result<Policy> {
        let value = crate::util::parse::parse_value(path, text)?;
        let mut diags = Vec::new();
        let diag = |at: &JsonPointer, message: String, help: &str| {
            Diagnostic::new(Code::BadPolicy, path, at, message).help(help)
        };
        const TIERS_HELP: &str = "a policy is `tiers:`, a list of `{name, rules}`; each rule is `{when: {read_only|destructive|idempotent|open_world: true|false}, action: auto-run|notify|confirm|deny}`, the last one without `when` (see `openapi-mcp policy`)";
        let mut tiers = Vec::new();
        match &value {
            Value::Object(root) => {
                for key in root.keys().filter(|k| *k != "tiers") {
                    diags.push(diag(
                        &JsonPointer::root().child(key),
                        format!("unknown field `{key}`, expected `tiers`"),
                        TIERS_HELP,
                    ));
                }
                match root.get("tiers") {
                    Some(Value::Array(list)) if !list.is_empty() => {
                        for (i, tier) in list.iter().enumerate() {
                            let at = JsonPointer::from("/tiers").child(&i.to_string());
                            if let Some(t) = read_tier(tier, &at, &mut diags, &diag) {
                                if tiers.iter().any(|o: &Tier| o.name == t.name) {
                                    diags.push(diag(
                                        &at.child("name"),
                                        format!("tier `{}` is named twice", t.name),
                                        "give every tier its own name",
                                    ));
                                }
                                tiers.push(t);
                            }
                        }
                    }
                    _ => diags.push(diag(
                        &"/tiers".into(),
                        "expected a non-empty list of tiers".into(),
                        TIERS_HELP,
                    )),
                }
            }
            _ => diags.push(diag(
                &JsonPointer::root(),
                "expected a mapping with `tiers`".into(),
                TIERS_HELP,
            )),
        }
        if diags.is_empty() {
            Ok(Policy { tiers })
        } else {
            Err(Error::new(diags))
        }
    }
}

fn decide(tier: &Tier, hints: &Announced) -> Action {
    tier.rules
        .iter()
        .find(|r| r.when.holds(hints))
        // Parsing makes the last rule a catch-all; without one, the cautious answer.
        .map_or(Action::Confirm, |r| r.action)
}

fn read_tier(
    value: &Value,
    at: &JsonPointer,
    diags: &mut Vec<Diagnostic>,
    diag: &dyn Fn(&JsonPointer, String, &str) -> Diagnostic,
) -> Option<Tier> {
    const HELP: &str = "a tier is `{name: trusted, rules: [...]}`";
    let Value::Object(map) = value else {
        diags.push(diag(
            at,
            "expected a mapping with `name` and `rules`".into(),
            HELP,
        ));
        return None;
    };
    for key in map
        .keys()
        .filter(|k| !matches!(k.as_str(), "name" | "rules"))
    {
        diags.push(diag(
            &at.child(key),
            format!("unknown field `{key}`, expected `name` or `rules`"),
            HELP,
        ));
    }
    let name = match map.get("name") {
        Some(Value::String(n)) if !n.trim().is_empty() => n.clone(),
        _ => {
            diags.push(diag(
                &at.child("name"),
                "expected a tier name (text)".into(),
                HELP,
            ));
            return None;
        }
    };
    let Some(Value::Array(list)) = map.get("rules") else {
        diags.push(diag(
            &at.child("rules"),
            "expected a list of rules".into(),
            HELP,
        ));
        return None;
    };
    let mut rules = Vec::new();
    for (i, rule) in list.iter().enumerate() {
        let rule_at = at.child("rules").child(&i.to_string());
        if let Some(r) = read_rule(rule, &rule_at, diags, diag) {
            rules.push(r);
        }
    }
    match rules.last() {
        Some(last) if last.when.is_empty() => {}
        _ => diags.push(diag(
            &at.child("rules"),
            format!("the last rule of tier `{name}` must have no `when`, so that every tool lands somewhere"),
            "end the list with a catch-all such as `- action: confirm`",
        )),
    }
    Some(Tier { name, rules })
}

fn read_rule(
    value: &Value,
    at: &JsonPointer,
    diags: &mut Vec<Diagnostic>,
    diag: &dyn Fn(&JsonPointer, String, &str) -> Diagnostic,
) -> Option<Rule> {
    const HELP: &str = "a rule is `{when: {destructive: true}, action: confirm}`; actions: auto-run, notify, confirm, deny";
    let Value::Object(map) = value else {
        diags.push(diag(
            at,
            "expected a mapping with `when` and `action`".into(),
            HELP,
        ));
        return None;
    };
    for key in map
        .keys()
        .filter(|k| !matches!(k.as_str(), "when" | "action"))
    {
        diags.push(diag(
            &at.child(key),
            format!("unknown field `{key}`, expected `when` or `action`"),
            HELP,
        ));
    }
    let action = match map.get("action").and_then(Value::as_str) {
        Some(a) => match Action::ALL.iter().find(|x| x.as_str() == a) {
            Some(x) => *x,
            None => {
                diags.push(diag(
                    &at.child("action"),
                    format!("unknown action `{a}`, expected auto-run, notify, confirm or deny"),
                    HELP,
                ));
                return None;
            }
        },
        None => {
            diags.push(diag(&at.child("action"), "expected an action".into(), HELP));
            return None;
        }
    };
    let mut when = Condition::default();
    match map.get("when") {
        None | Some(Value::Null) => {}
        Some(Value::Object(conds)) => {
            for (key, v) in conds {
                let slot = match key.as_str() {
                    "read_only" => &mut when.read_only,
                    "destructive" => &mut when.destructive,
                    "idempotent" => &mut when.idempotent,
                    "open_world" => &mut when.open_world,
                    _ => {
                        diags.push(diag(
                            &at.child("when").child(key),
                            format!("unknown hint `{key}`, expected read_only, destructive, idempotent or open_world"),
                            HELP,
                        ));
                        continue;
                    }
                };
                match v.as_bool() {
                    Some(b) => *slot = Some(b),
                    None => diags.push(diag(
                        &at.child("when").child(key),
                        "expected true or false".into(),
                        HELP,
                    )),
                }
            }
        }
        Some(_) => diags.push(diag(
            &at.child("when"),
            "expected a mapping of hints to true or false".into(),
            HELP,
        )),
    }
    Some(Rule { when, action })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn announced(ro: bool, de: bool, id: bool, ow: bool) -> Announced {
        Announced {
            read_only: Some(ro),
            destructive: Some(de),
            idempotent: Some(id),
            open_world: Some(ow),
        }
    }

    #[test]
    fn the_reference_policy_parses_and_decides_as_documented() {
        let p = Policy::reference();
        assert_eq!(
            p.tiers.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(),
            ["trusted", "untrusted"]
        );
        let cells = |h| p.cells(&h).into_iter().map(|(_, a)| a).collect::<Vec<_>>();
        use Action::*;
        // Read-only: auto-run when trusted, notify otherwise.
        assert_eq!(
            cells(announced(true, false, true, false)),
            [AutoRun, Notify]
        );
        // Read-only but open-world: confirm.
        assert_eq!(
            cells(announced(true, false, true, true)),
            [Confirm, Confirm]
        );
        // Idempotent, non-destructive write: notify when trusted.
        assert_eq!(
            cells(announced(false, false, true, false)),
            [Notify, Confirm]
        );
        // A non-idempotent write: confirm.
        assert_eq!(
            cells(announced(false, false, false, false)),
            [Confirm, Confirm]
        );
        // Destructive: confirm, or deny from an untrusted server.
        assert_eq!(cells(announced(false, true, true, false)), [Confirm, Deny]);
        // A read-only tool's destructive flag means nothing.
        assert_eq!(cells(announced(true, true, true, false)), [AutoRun, Notify]);
        // No annotations: destructive and open-world.
        assert_eq!(cells(Announced::default()), [Confirm, Deny]);
    }

    #[test]
    fn bad_policies_are_located_errors() {
        let err = |text: &str| {
            Policy::parse(Path::new("p.yaml"), text)
                .unwrap_err()
                .diagnostics
                .into_iter()
                .map(|d| format!("{}: {}", d.pointer, d.message))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            err("tiers: []"),
            ["/tiers: expected a non-empty list of tiers"]
        );
        assert_eq!(
            err(
                "tiers:\n  - name: t\n    rules:\n      - when: {readonly: true}\n        action: run\n"
            ),
            [
                "/tiers/0/rules: the last rule of tier `t` must have no `when`, so that every tool lands somewhere",
                "/tiers/0/rules/0/action: unknown action `run`, expected auto-run, notify, confirm or deny"
            ]
        );
        assert_eq!(
            err(
                "tiers:\n  - name: t\n    rules:\n      - when: {read_only: yes please}\n        action: deny\n      - action: confirm\n"
            ),
            ["/tiers/0/rules/0/when/read_only: expected true or false"]
        );
        assert_eq!(
            err(
                "tiers:\n  - {name: t, rules: [{action: deny}]}\n  - {name: t, rules: [{action: deny}]}\nextra: 1\n"
            ),
            [
                "/extra: unknown field `extra`, expected `tiers`",
                "/tiers/1/name: tier `t` is named twice"
            ]
        );
    }
}
