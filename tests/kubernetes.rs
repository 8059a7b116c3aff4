//! `deploy/kubernetes/` of every fixture crate: the kustomization lists every manifest and not
//! the Secret template; the Deployment probes `/healthz` and `/readyz`, gives the drain time to
//! finish, runs locked down (non-root, read-only root filesystem, no privilege escalation, no
//! capabilities) with requests and limits, and reads credentials only from the Secret, whose
//! template holds names and no values. The manifests are validated against the Kubernetes API
//! schemas by `kubernetes-validate` (PyPI, offline; `.ci/run` installs it) and rendered by
//! `kubectl kustomize` where kubectl is installed (CI machines have none: that part says so on
//! stderr and passes).

mod common;

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;

use serde_json::Value;

const FIXTURES: &[(&str, Option<&str>)] = &[
    ("petstore.yaml", Some("petstore.overrides.yaml")),
    ("secured.yaml", None),
    ("production.yaml", None),
    ("hostile.yaml", Some("hostile.overrides.yaml")),
];

const DIR: &str = "deploy/kubernetes";

fn yaml(text: &str) -> Value {
    serde_yaml::from_str(text).unwrap_or_else(|err| panic!("not YAML ({err}):\n{text}"))
}

/// The crate's `deploy/kubernetes/` files, by file name.
fn manifests(spec: &str, overrides: Option<&str>) -> Vec<(String, String)> {
    common::emit(spec, overrides)
        .into_iter()
        .filter_map(|(path, text)| {
            let name = path.strip_prefix(&format!("{DIR}/"))?.to_string();
            Some((name, text))
        })
        .collect()
}

fn file(files: &[(String, String)], name: &str) -> Value {
    let text = &files
        .iter()
        .find(|(n, _)| n == name)
        .unwrap_or_else(|| panic!("no {DIR}/{name}"))
        .1;
    yaml(text)
}

fn str_at<'a>(value: &'a Value, pointer: &str) -> &'a str {
    value
        .pointer(pointer)
        .and_then(Value::as_str)
        .unwrap_or_else(|| panic!("no string at {pointer} in {value}"))
}

#[test]
fn manifests_probe_drain_lock_down_and_take_credentials_only_from_the_secret() {
    for (spec, overrides) in FIXTURES {
        let files = manifests(spec, *overrides);
        let names: BTreeSet<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        let kustomization = file(&files, "kustomization.yaml");
        let resources: BTreeSet<&str> = kustomization["resources"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| r.as_str().unwrap())
            .collect();
        let expected: BTreeSet<&str> = names
            .iter()
            .copied()
            .filter(|n| *n != "kustomization.yaml" && *n != "secret.example.yaml")
            .collect();
        assert_eq!(
            resources, expected,
            "{spec}: the kustomization lists every manifest but the Secret template"
        );

        let deployment = file(&files, "deployment.yaml");
        let secret = file(&files, "secret.example.yaml");
        let service = file(&files, "service.yaml");
        let pod = &deployment["spec"]["template"];
        let container = &pod["spec"]["containers"][0];
        let context = format!("{spec}: {container}");
        assert_eq!(
            str_at(container, "/livenessProbe/httpGet/path"),
            "/healthz",
            "{context}"
        );
        assert_eq!(
            str_at(container, "/readinessProbe/httpGet/path"),
            "/readyz",
            "{context}"
        );
        assert_eq!(
            str_at(container, "/livenessProbe/httpGet/port"),
            "mcp",
            "{context}"
        );
        let ports: Vec<(&str, u64)> = container["ports"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| {
                (
                    p["name"].as_str().unwrap(),
                    p["containerPort"].as_u64().unwrap(),
                )
            })
            .collect();
        assert_eq!(ports, [("mcp", 8000), ("metrics", 9464)], "{context}");
        let args: Vec<&str> = container["args"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert_eq!(args, ["--metrics-bind", "0.0.0.0:9464"], "{context}");

        // The drain fits in the pod's grace period.
        let env: Vec<(&str, &str)> = container["env"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["name"].as_str().unwrap(), e["value"].as_str().unwrap()))
            .collect();
        let drain: u64 = env
            .iter()
            .find(|(n, _)| n.ends_with("_SHUTDOWN_GRACE_SECS"))
            .map(|(_, v)| v.parse().unwrap())
            .expect("the drain period is set");
        let grace = pod["spec"]["terminationGracePeriodSeconds"]
            .as_u64()
            .unwrap();
        assert!(
            grace >= drain + 10,
            "{spec}: grace {grace} s for a {drain} s drain"
        );

        // Locked down.
        assert_eq!(
            pod["spec"]["securityContext"]["runAsNonRoot"], true,
            "{context}"
        );
        assert_eq!(
            pod["spec"]["automountServiceAccountToken"], false,
            "{context}"
        );
        let security = &container["securityContext"];
        assert_eq!(security["allowPrivilegeEscalation"], false, "{context}");
        assert_eq!(security["readOnlyRootFilesystem"], true, "{context}");
        assert_eq!(security["capabilities"]["drop"][0], "ALL", "{context}");
        for kind in ["requests", "limits"] {
            for resource in ["cpu", "memory"] {
                assert!(
                    container["resources"][kind][resource].is_string(),
                    "{context}: {kind}.{resource}"
                );
            }
        }

        // Credentials: only from the Secret, whose template has names and no values.
        assert_eq!(
            str_at(container, "/envFrom/0/secretRef/name"),
            str_at(&secret, "/metadata/name"),
            "{spec}"
        );
        let keys: Vec<(&String, &Value)> =
            secret["stringData"].as_object().unwrap().iter().collect();
        for (key, value) in &keys {
            assert_eq!(*value, "", "{spec}: the template holds a value for {key}");
            assert!(
                !env.iter().any(|(n, _)| n == key),
                "{spec}: {key} is written into the Deployment"
            );
        }
        let keys: BTreeSet<&str> = keys.iter().map(|(k, _)| k.as_str()).collect();
        assert!(
            keys.iter().any(|k| k.ends_with("_MCP_TOKEN")),
            "{spec}: {keys:?}"
        );
        assert!(
            keys.iter().any(|k| k.ends_with("_MCP_REQUEST_STATE_KEY")),
            "{spec}: {keys:?}"
        );
        if *spec == "secured.yaml" {
            for credential in [
                "SECURED_NOTES_API_KEY",
                "SECURED_NOTES_BEARER_AUTH_TOKEN",
                "SECURED_NOTES_BASIC_AUTH_USERNAME",
                "SECURED_NOTES_BASIC_AUTH_PASSWORD",
            ] {
                assert!(keys.contains(credential), "{credential} missing: {keys:?}");
            }
        }

        // The Service, the budget and the autoscaler all point at these pods.
        let app = str_at(pod, "/metadata/labels/app.kubernetes.io~1name");
        assert_eq!(
            str_at(&service, "/spec/selector/app.kubernetes.io~1name"),
            app
        );
        let pdb = file(&files, "pdb.yaml");
        assert_eq!(
            str_at(&pdb, "/spec/selector/matchLabels/app.kubernetes.io~1name"),
            app
        );
        let hpa = file(&files, "hpa.yaml");
        assert_eq!(
            str_at(&hpa, "/spec/scaleTargetRef/name"),
            str_at(&deployment, "/metadata/name")
        );
        assert!(hpa["spec"]["minReplicas"].as_u64().unwrap() >= 2, "{spec}");
    }
}

fn write_all(dir: &Path, files: &[(String, String)]) {
    for (name, text) in files {
        std::fs::write(dir.join(name), text).unwrap();
    }
}

#[test]
fn manifests_validate_against_the_kubernetes_api_schemas() {
    let Some(validate) = common::clients::kubernetes_validate() else {
        return;
    };
    for (spec, overrides) in FIXTURES {
        let dir = tempfile::tempdir().unwrap();
        let files = manifests(spec, *overrides);
        write_all(dir.path(), &files);
        let out = Command::new(&validate)
            .args(["--strict", "--kubernetes-version", "1.32.0"])
            .args(
                files
                    .iter()
                    .filter(|(n, _)| n != "kustomization.yaml")
                    .map(|(n, _)| dir.path().join(n)),
            )
            .output()
            .expect("kubernetes-validate runs");
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert!(out.status.success(), "{spec}:\n{text}");
        assert_eq!(
            text.matches(" passed for resource ").count(),
            5,
            "{spec}:\n{text}"
        );
    }
    // It does reject a broken manifest (a probe without a port).
    let dir = tempfile::tempdir().unwrap();
    let files = manifests("petstore.yaml", Some("petstore.overrides.yaml"));
    let (_, deployment) = files.iter().find(|(n, _)| n == "deployment.yaml").unwrap();
    let broken = deployment.replacen("              port: mcp\n", "", 1);
    std::fs::write(dir.path().join("deployment.yaml"), broken).unwrap();
    let out = Command::new(&validate)
        .args(["--strict", "--kubernetes-version", "1.32.0"])
        .arg(dir.path().join("deployment.yaml"))
        .output()
        .unwrap();
    assert!(!out.status.success(), "a probe without a port passed");
}

#[test]
fn kubectl_kustomize_renders_the_folder() {
    let kubectl_present = Command::new("kubectl")
        .args(["version", "--client"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !kubectl_present {
        eprintln!("notice: kubectl is not installed; `kubectl kustomize` not tried");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let files = manifests("secured.yaml", None);
    write_all(dir.path(), &files);
    let out = Command::new("kubectl")
        .arg("kustomize")
        .arg(dir.path())
        .output()
        .unwrap();
    let rendered = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let kinds: BTreeSet<&str> = rendered
        .lines()
        .filter_map(|l| l.strip_prefix("kind: "))
        .collect();
    assert_eq!(
        kinds,
        BTreeSet::from([
            "Deployment",
            "HorizontalPodAutoscaler",
            "PodDisruptionBudget",
            "Service"
        ])
    );
    assert!(
        rendered.contains("image: secured-notes-mcp:latest"),
        "{rendered}"
    );
}
