//! Resource limits on hostile input: nesting 10,000 deep (in one document and through a chain
//! of `$ref`s), YAML alias bombs, `$ref` cycles, a 100 MB document, an endless device or pipe
//! and a `$ref` to a FIFO each end in a clear error (exit 2), in bounded time, with no crash and
//! no stack overflow. The generator runs as a child process, so a crash shows up as a signal
//! instead of taking the test harness down.

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Generous: each case takes well under a second in a debug build.
const BOUND: Duration = Duration::from_secs(20);

fn write(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

/// Runs `openapi-mcp plan` on a spec; returns its stderr after checking exit code 2 and time.
fn refused(spec: &Path) -> String {
    let start = Instant::now();
    // Strict: a limit an operation of its own passes is an error too (by default that
    // operation is left out, `tests/cli_skipped_invalid.rs`).
    let output = common::generator()
        .arg("plan")
        .arg(spec)
        .arg("--strict")
        .output()
        .expect("run openapi-mcp");
    let elapsed = start.elapsed();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    assert_eq!(
        output.status.code(),
        Some(2),
        "expected exit code 2 (a crash has none):\n{stderr}"
    );
    assert!(elapsed < BOUND, "took {elapsed:?}");
    assert!(stderr.contains(&spec.display().to_string()), "{stderr}");
    stderr
}

const HEAD: &str = "openapi: 3.0.3\ninfo: {title: Limits, version: '1'}\npaths: {}\n";

#[test]
fn ten_thousand_deep_json_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let n = 10_000;
    let text = format!(
        r#"{{"openapi":"3.0.3","info":{{"title":"d","version":"1"}},"paths":{{}},"x":{}1{}}}"#,
        r#"{"a":"#.repeat(n),
        "}".repeat(n)
    );
    let stderr = refused(&write(dir.path(), "deep.json", &text));
    assert!(stderr.contains("deep.json:1:"), "line and column: {stderr}");
    assert!(
        stderr.contains("recursion limit exceeded")
            && stderr.contains("nests deeper than 128 levels"),
        "{stderr}"
    );
}

#[test]
fn ten_thousand_deep_yaml_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let n = 10_000;
    let flow = format!("{HEAD}x: {}{}\n", "[".repeat(n), "]".repeat(n));
    let stderr = refused(&write(dir.path(), "flow.yaml", &flow));
    assert!(stderr.contains("flow.yaml:4:"), "{stderr}");
    assert!(stderr.contains("nests deeper than 128 levels"), "{stderr}");
    let mut block = format!("{HEAD}x:\n");
    for i in 1..=n {
        block.push_str(&" ".repeat(i));
        block.push_str("a:\n");
    }
    let stderr = refused(&write(dir.path(), "block.yaml", &block));
    assert!(stderr.contains("nests deeper than 128 levels"), "{stderr}");
}

/// 10,000 schemas, each a property away from the next: no document nests deeply, but inlining
/// would. The schema converter stops at its own depth limit with the place it stopped.
fn ref_chain(n: usize) -> String {
    let mut schemas = serde_json::Map::new();
    for i in 0..n {
        schemas.insert(
            format!("S{i}"),
            serde_json::json!({"type": "object", "properties": {"next": {"$ref": format!("#/components/schemas/S{}", i + 1)}}}),
        );
    }
    schemas.insert(format!("S{n}"), serde_json::json!({"type": "string"}));
    serde_json::json!({
        "openapi": "3.0.3",
        "info": {"title": "Chain", "version": "1"},
        "paths": {"/a": {"post": {
            "operationId": "deep",
            "requestBody": {"content": {"application/json": {"schema": {"$ref": "#/components/schemas/S0"}}}},
            "responses": {"200": {"description": "ok"}}
        }}},
        "components": {"schemas": schemas}
    })
    .to_string()
}

#[test]
fn ten_thousand_deep_ref_chain_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let spec = write(dir.path(), "chain.json", &ref_chain(10_000));
    let stderr = refused(&spec);
    assert!(
        stderr.contains("at #/components/schemas/S") && stderr.contains("nested deeper than"),
        "{stderr}"
    );
    // The same through the library on a test thread (2 MiB of stack, not the main thread's 8).
    let e = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec))
        .map(|p| p.set)
        .unwrap_err();
    assert!(e.to_string().contains("nested deeper than"), "{e}");
}

/// A spec whose request body nests `outer` schemas (`items` in `items`) around a `$ref` to a
/// small definition that nests `inner` more: each file is shallow enough to load.
fn inlined_depth(outer: usize, inner: usize) -> String {
    let mut small = serde_json::json!({"type": "string"});
    for _ in 0..inner {
        small = serde_json::json!({"items": small});
    }
    let mut schema = serde_json::json!({"$ref": "#/components/schemas/Small"});
    for _ in 0..outer {
        schema = serde_json::json!({"type": "array", "items": schema});
    }
    serde_json::json!({
        "openapi": "3.0.3",
        "info": {"title": "Deep", "version": "1"},
        "paths": {"/a": {"post": {
            "operationId": "deep",
            "requestBody": {"content": {"application/json": {"schema": {
                "type": "object", "properties": {"p": schema}
            }}}},
            "responses": {"200": {"description": "ok"}}
        }}},
        "components": {"schemas": {"Small": small}}
    })
    .to_string()
}

#[test]
fn schemas_too_deep_for_the_generated_server_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    // 95 levels in the document, 30 more where the small definition is inlined: within the
    // converter's limit, beyond what the server parses.
    let spec = write(dir.path(), "deep.json", &inlined_depth(95, 30));
    let stderr = refused(&spec);
    assert!(
        stderr.contains("deep.json:1:")
            && stderr.contains(
                "at #/paths/~1a/post: the input schema of tool `deep` (POST /a) nests 128 levels after `$ref` inlining; at most 120"
            ),
        "{stderr}"
    );
    // By default that operation is left out with the same message; as it is the only one,
    // nothing is left to serve, which is an error that quotes it.
    let e = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec)).unwrap_err();
    assert_eq!(e.diagnostics[0].code.name(), "nothing-to-serve");
    assert!(
        e.diagnostics[0]
            .message
            .contains("the first: POST /a is left out: the input schema"),
        "{}",
        e.diagnostics[0].message
    );
    // Just below the limit: generated, and the announced schema is one serde_json reads.
    let spec = write(dir.path(), "ok.json", &inlined_depth(80, 30));
    let set = openapi_mcp::plan(&openapi_mcp::Settings::new(&spec))
        .map(|p| p.set)
        .unwrap();
    let schema = set.tools[0].full_input_schema(&set.defs).to_string();
    let nesting = openapi_mcp::testing::validate::nesting(&serde_json::from_str(&schema).unwrap());
    assert_eq!(nesting, 113);
}

#[test]
fn alias_bombs_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    // "Billion laughs": 10^9 strings from ten lines; the parser's repetition limit stops it.
    let mut laughs = format!("{HEAD}a0: &a0 [{}]\n", ["lol"; 10].join(","));
    for i in 1..10 {
        laughs.push_str(&format!(
            "a{i}: &a{i} [{}]\n",
            vec![format!("*a{}", i - 1); 10].join(",")
        ));
    }
    let stderr = refused(&write(dir.path(), "laughs.yaml", &laughs));
    assert!(
        stderr.contains("invalid YAML") && stderr.contains("YAML aliases"),
        "{stderr}"
    );
    // Wide: one big anchor used many times stays under the parser's limit (it counts alias
    // uses, not the values they bring), so the loader's own expansion budget stops it.
    let mut wide = format!("{HEAD}big: &big [{}]\nx:\n", ["1"; 2000].join(","));
    for _ in 0..5000 {
        wide.push_str("  - *big\n");
    }
    let stderr = refused(&write(dir.path(), "wide.yaml", &wide));
    assert!(
        stderr.contains("the document expands to too many values"),
        "{stderr}"
    );
    // Modest, honest use of anchors is fine.
    let ok =
        format!("{HEAD}components:\n  responses:\n    E: &e {{description: error}}\n    F: *e\n");
    openapi_mcp::testing::load::load_str(Path::new("ok.yaml"), &ok).expect("anchors are fine");
}

#[test]
fn ref_cycles_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let text = "openapi: 3.0.3\ninfo: {title: Cycles, version: '1'}\npaths:\n  /a:\n    $ref: '#/x-items/a'\n  /b:\n    get:\n      parameters:\n        - $ref: '#/components/parameters/P'\n      responses: {'200': {description: ok}}\nx-items:\n  a: {$ref: '#/x-items/b'}\n  b: {$ref: '#/x-items/a'}\ncomponents:\n  parameters:\n    P: {$ref: '#/components/parameters/Q'}\n    Q: {$ref: '#/components/parameters/P'}\n  schemas:\n    Tree: {type: object, properties: {children: {type: array, items: {$ref: '#/components/schemas/Tree'}}}}\n";
    let stderr = refused(&write(dir.path(), "cycles.yaml", text));
    assert!(stderr.contains("at #/paths/~1a: `$ref` cycle"), "{stderr}");
    assert!(
        stderr.contains("at #/paths/~1b/get/parameters/0: `$ref` cycle"),
        "{stderr}"
    );
    assert!(stderr.contains("2 errors"), "{stderr}");
    // By default the operation whose own parameter runs into the cycle is left out; the path
    // item's cycle is no operation's and still refuses the document.
    let output = common::generator()
        .arg("plan")
        .arg(dir.path().join("cycles.yaml"))
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("1 error"), "{stderr}");
    assert!(stderr.contains("at #/paths/~1a: `$ref` cycle"), "{stderr}");
}

#[test]
fn a_100_mb_document_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("huge.yaml");
    let file = std::fs::File::create(&spec).unwrap();
    // Sparse: 100 MB on paper, no disk used.
    file.set_len(100_000_000).unwrap();
    let stderr = refused(&spec);
    assert!(
        stderr.contains("the spec is 95 MiB; openapi-mcp reads files of at most 64 MiB"),
        "{stderr}"
    );
    // Overrides files and referenced files have the same limit.
    let small = write(dir.path(), "small.yaml", HEAD);
    let output = common::generator()
        .args(["plan"])
        .arg(&small)
        .arg("--overrides")
        .arg(&spec)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("the overrides file is 95 MiB"), "{stderr}");
}

/// Runs the generator with `args`, killing it when it outlives [`BOUND`] (a read that never
/// ends must fail the test, not hang it); returns the exit code and stderr.
fn run_bounded(args: &[&std::ffi::OsStr], stdin: Option<&[u8]>) -> (Option<i32>, String) {
    use std::io::Write;
    use std::process::Stdio;
    let mut child = common::generator()
        .args(args)
        .stdin(if stdin.is_some() {
            Stdio::piped()
        } else {
            Stdio::null()
        })
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("run openapi-mcp");
    let feeder = stdin.map(|chunk| {
        let chunk = chunk.to_vec();
        let mut pipe = child.stdin.take().unwrap();
        // Endless: stops when the generator closes its end.
        std::thread::spawn(move || while pipe.write_all(&chunk).is_ok() {})
    });
    let mut stderr = child.stderr.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut text = String::new();
        let _ = std::io::Read::read_to_string(&mut stderr, &mut text);
        text
    });
    let start = Instant::now();
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if start.elapsed() > BOUND {
            let _ = child.kill();
            let _ = child.wait();
            panic!("still running after {BOUND:?}: the read is not bounded");
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    if let Some(feeder) = feeder {
        feeder.join().unwrap();
    }
    (status.code(), reader.join().unwrap())
}

#[cfg(unix)]
#[test]
fn endless_devices_and_pipes_are_cut_off_at_the_limit() {
    let (code, stderr) = run_bounded(&["plan".as_ref(), "/dev/zero".as_ref()], None);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("/dev/zero")
            && stderr.contains(
                "the spec is more than 64 MiB; openapi-mcp reads files of at most 64 MiB"
            ),
        "{stderr}"
    );
    // A pipe (`plan <(yes 'x: 1')`) reports no size either.
    let (code, stderr) = run_bounded(
        &["plan".as_ref(), "/dev/stdin".as_ref()],
        Some(b"x: 1\n".repeat(1000).as_slice()),
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("the spec is more than 64 MiB"), "{stderr}");
    let small = tempfile::tempdir().unwrap();
    let spec = write(small.path(), "small.yaml", HEAD);
    let (code, stderr) = run_bounded(
        &[
            "plan".as_ref(),
            spec.as_os_str(),
            "--overrides".as_ref(),
            "/dev/zero".as_ref(),
        ],
        None,
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("the overrides file is more than 64 MiB"),
        "{stderr}"
    );
}

#[cfg(unix)]
#[test]
fn a_spec_on_a_pipe_still_works() {
    let spec = std::fs::read(common::fixture("v1.yaml")).unwrap();
    let mut child = common::generator()
        .args(["plan", "/dev/stdin"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    std::io::Write::write_all(&mut child.stdin.take().unwrap(), &spec).unwrap();
    let output = child.wait_with_output().unwrap();
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(0), "{stderr}");
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("list_items"),
        "{stderr}"
    );
}

#[cfg(unix)]
#[test]
fn a_ref_to_a_fifo_or_a_device_is_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let made = std::process::Command::new("mkfifo")
        .arg(dir.path().join("pipe.yaml"))
        .status()
        .is_ok_and(|s| s.success());
    let spec = write(
        dir.path(),
        "spec.yaml",
        "openapi: 3.0.3\ninfo: {title: Limits, version: '1'}\npaths:\n  /a:\n    $ref: './pipe.yaml'\n  /b:\n    $ref: '../../../../../../../../../dev/zero'\n",
    );
    let (code, stderr) = run_bounded(
        &[
            "plan".as_ref(),
            spec.as_os_str(),
            "--allow-refs-outside".as_ref(),
        ],
        None,
    );
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("/dev/zero: the referenced file is not a regular file"),
        "{stderr}"
    );
    if made {
        assert!(
            stderr.contains("pipe.yaml: the referenced file is not a regular file"),
            "{stderr}"
        );
    } else {
        eprintln!("mkfifo is not available: the FIFO case is skipped");
    }
}
