//! `deploy/kubernetes/` of the generated crate: plain manifests with a `kustomization.yaml`
//! (a Deployment with probes and a locked-down pod, a Service, a HorizontalPodAutoscaler, a
//! PodDisruptionBudget) and a Secret *template* that names the API's credentials, the MCP token
//! and the consent key without any value. Every value that comes from the spec is written as a
//! JSON string, which YAML reads as the same plain string.

use super::Crate;
use super::distribution::{DOCKER_PORT, image_name, user_variables};
use crate::model::ToolSet;

/// Where the manifests go, inside the crate.
pub const DIR: &str = "deploy/kubernetes";

/// The metrics port inside the pod (the port Prometheus' own exporters conventionally use
/// for application metrics is 9464, OpenTelemetry's Prometheus exporter default).
pub const METRICS_PORT: u16 = 9464;

/// `--shutdown-grace-secs` in the Deployment; the pod's grace period leaves room above it.
const SHUTDOWN_GRACE_SECS: u32 = 25;
const TERMINATION_GRACE_SECS: u32 = 40;

/// The crate's name as a Kubernetes object name (RFC 1123 label: lowercase letters, digits
/// and `-`, at most 63 characters, alphanumeric at both ends).
pub fn object_name(krate: &Crate) -> String {
    let mut name: String = krate
        .name
        .to_ascii_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '-' })
        .collect();
    // Leaves room for the `-secrets` suffix.
    name.truncate(54);
    let name = name.trim_matches('-').to_string();
    if name.is_empty() {
        "mcp-server".to_string()
    } else {
        name
    }
}

/// The name of the Secret the Deployment reads its credentials from.
pub fn secret_name(krate: &Crate) -> String {
    format!("{}-secrets", object_name(krate))
}

/// The secret variables the Secret template lists, in README order: the API's credentials,
/// then the MCP token and the consent key.
pub fn secret_keys(set: &ToolSet, krate: &Crate) -> Vec<(String, String)> {
    let p = &krate.env_prefix;
    let mut keys: Vec<(String, String)> = user_variables(set, krate)
        .into_iter()
        .filter(|v| v.secret)
        .map(|v| (v.env, v.what.to_string()))
        .collect();
    keys.push((
        format!("{p}_MCP_TOKEN"),
        "the bearer token every MCP client must send; set it: the Service is reachable from the \
         whole cluster"
            .to_string(),
    ));
    keys.push((
        format!("{p}_MCP_REQUEST_STATE_KEY"),
        "at least 32 random bytes (`openssl rand -base64 48`), the same for every replica, so \
         that a --confirm question asked by one is honoured by another"
            .to_string(),
    ));
    keys
}

fn quoted(text: &str) -> String {
    serde_json::Value::String(text.to_string()).to_string()
}

/// Every file of `deploy/kubernetes/`, by its path in the crate.
pub fn manifests(set: &ToolSet, krate: &Crate) -> Vec<(String, String)> {
    let header = super::HASH_HEADER;
    let name = object_name(krate);
    let secret = secret_name(krate);
    let image = image_name(krate);
    let p = &krate.env_prefix;
    let labels_at = |indent: usize| {
        let pad = " ".repeat(indent);
        format!(
            "{pad}app.kubernetes.io/name: {name}\n{pad}app.kubernetes.io/component: mcp-server\n"
        )
    };
    let labels = labels_at(4);
    let base_url = user_variables(set, krate)
        .into_iter()
        .find(|v| v.env == format!("{p}_BASE_URL"))
        .and_then(|v| v.example)
        .unwrap_or_default();

    let kustomization = format!(
        "{header}\
# The {name} MCP server on Kubernetes: `kubectl apply -k {DIR}` (after the Secret exists, see
# secret.example.yaml). Do not edit these files: they are regenerated. Change them with an
# overlay of your own that lists this folder as a resource (image, replicas, namespace, the
# allowed host names, resources).
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources:
  - deployment.yaml
  - service.yaml
  - hpa.yaml
  - pdb.yaml
images:
  - name: {image}
    newTag: latest
"
    );

    let deployment = format!(
        "{header}\
# Two replicas behind the Service. The server is stateless over HTTP: any replica answers any
# request, and a --confirm question asked by one is honoured by another when they share
# {p}_MCP_REQUEST_STATE_KEY. On SIGTERM `/readyz` fails at once and calls in flight finish
# (--shutdown-grace-secs), within terminationGracePeriodSeconds.
apiVersion: apps/v1
kind: Deployment
metadata:
  name: {name}
  labels:
{labels}spec:
  replicas: 2
  selector:
    matchLabels:
      app.kubernetes.io/name: {name}
  template:
    metadata:
      labels:
{pod_labels}      annotations:
        prometheus.io/scrape: \"true\"
        prometheus.io/port: \"{METRICS_PORT}\"
        prometheus.io/path: /metrics
    spec:
      terminationGracePeriodSeconds: {TERMINATION_GRACE_SECS}
      automountServiceAccountToken: false
      securityContext:
        runAsNonRoot: true
        runAsUser: 65532
        runAsGroup: 65532
        seccompProfile:
          type: RuntimeDefault
      containers:
        - name: server
          image: {image}
          imagePullPolicy: IfNotPresent
          # The image's entrypoint serves MCP over HTTP on 0.0.0.0:{DOCKER_PORT}.
          args: [\"--metrics-bind\", \"0.0.0.0:{METRICS_PORT}\"]
          ports:
            - name: mcp
              containerPort: {DOCKER_PORT}
            - name: metrics
              containerPort: {METRICS_PORT}
          env:
            - name: {p}_BASE_URL
              value: {base_url}
            # The Host names clients use (add your Ingress host); other Host headers get 403.
            - name: {p}_ALLOWED_HOSTS
              value: {allowed_hosts}
            - name: {p}_LOG_FORMAT
              value: json
            - name: {p}_SHUTDOWN_GRACE_SECS
              value: \"{SHUTDOWN_GRACE_SECS}\"
          envFrom:
            - secretRef:
                name: {secret}
          livenessProbe:
            httpGet:
              path: /healthz
              port: mcp
            periodSeconds: 10
            failureThreshold: 3
          readinessProbe:
            httpGet:
              path: /readyz
              port: mcp
            periodSeconds: 5
            failureThreshold: 1
          resources:
            requests:
              cpu: 100m
              memory: 64Mi
            limits:
              cpu: \"1\"
              memory: 256Mi
          securityContext:
            allowPrivilegeEscalation: false
            readOnlyRootFilesystem: true
            capabilities:
              drop:
                - ALL
",
        pod_labels = labels_at(8),
        base_url = quoted(&base_url),
        allowed_hosts = quoted(&format!("{name},{name}.default.svc")),
    );

    let service = format!(
        "{header}\
# MCP at http://{name}/mcp inside the cluster; metrics on their own port.
apiVersion: v1
kind: Service
metadata:
  name: {name}
  labels:
{labels}spec:
  selector:
    app.kubernetes.io/name: {name}
  ports:
    - name: mcp
      port: 80
      targetPort: mcp
    - name: metrics
      port: {METRICS_PORT}
      targetPort: metrics
"
    );

    let hpa = format!(
        "{header}\
# Scales on CPU; a call mostly waits on the API, so raise maxReplicas with care for its limits.
apiVersion: autoscaling/v2
kind: HorizontalPodAutoscaler
metadata:
  name: {name}
  labels:
{labels}spec:
  scaleTargetRef:
    apiVersion: apps/v1
    kind: Deployment
    name: {name}
  minReplicas: 2
  maxReplicas: 10
  metrics:
    - type: Resource
      resource:
        name: cpu
        target:
          type: Utilization
          averageUtilization: 70
"
    );

    let pdb = format!(
        "{header}\
# A voluntary disruption (a node drain) keeps one replica serving.
apiVersion: policy/v1
kind: PodDisruptionBudget
metadata:
  name: {name}
  labels:
{labels}spec:
  minAvailable: 1
  selector:
    matchLabels:
      app.kubernetes.io/name: {name}
"
    );

    let mut entries = String::new();
    for (key, what) in secret_keys(set, krate) {
        entries.push_str(&format!("  # {what}\n  {key}: \"\"\n"));
    }
    let secret_template = format!(
        "{header}\
# A template: names only, never values. Not part of the kustomization, so `kubectl apply -k`
# never overwrites your credentials. Copy it out of the repository (or to secret.yaml here,
# which .gitignore keeps out of git), fill in the values, then:
#   kubectl apply -f secret.yaml
# or create it in one command:
#   kubectl create secret generic {secret} --from-literal=NAME=value ...
# Set only the credentials of the security schemes your calls need. The Deployment reads every
# key as an environment variable (envFrom).
apiVersion: v1
kind: Secret
metadata:
  name: {secret}
  labels:
{labels}type: Opaque
stringData:
{entries}"
    );

    [
        ("kustomization.yaml", kustomization),
        ("deployment.yaml", deployment),
        ("service.yaml", service),
        ("hpa.yaml", hpa),
        ("pdb.yaml", pdb),
        ("secret.example.yaml", secret_template),
    ]
    .into_iter()
    .map(|(file, text)| (format!("{DIR}/{file}"), text))
    .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn object_names_are_rfc_1123_labels() {
        let spec = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/petstore.yaml");
        let set = crate::plan(&crate::Settings::new(spec)).unwrap().set;
        let mut krate = Crate::new(&set, None).unwrap();
        for (raw, expected) in [
            ("petstore-mcp", "petstore-mcp"),
            ("Pet_Store_MCP", "pet-store-mcp"),
            ("__x__", "x"),
            ("___", "mcp-server"),
        ] {
            krate.name = raw.to_string();
            assert_eq!(object_name(&krate), expected);
        }
        krate.name = "a".repeat(100);
        assert!(secret_name(&krate).len() <= 63);
    }
}
