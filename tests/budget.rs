//! Context budget: each setting of the overrides file's `context:` section changes `tools/list`
//! as documented, both in the tool model and in what the generated server announces.

mod common;

use rmcp::ServiceExt;
use rmcp::transport::{ConfigureCommandExt, TokioChildProcess};
use serde_json::{Value, json};

fn full() -> openapi_mcp::model::ToolSet {
    openapi_mcp::plan(&openapi_mcp::Settings::new(common::fixture("budget.yaml")))
        .map(|p| p.set)
        .unwrap()
}

fn budgeted() -> openapi_mcp::model::ToolSet {
    openapi_mcp::plan(
        &openapi_mcp::Settings::new(common::fixture("budget.yaml"))
            .overrides(common::fixture("budget.overrides.yaml")),
    )
    .map(|p| p.set)
    .unwrap()
}

fn tool<'a>(set: &'a openapi_mcp::model::ToolSet, name: &str) -> &'a openapi_mcp::model::Tool {
    set.tools.iter().find(|t| t.name == name).unwrap()
}

/// Every setting, checked against the same spec without the settings.
fn assert_budget_applied(create_order: &Value) {
    let description = create_order["description"].as_str().unwrap();
    assert_eq!(
        description.chars().count(),
        60,
        "description_max: {description}"
    );
    assert!(description.ends_with('…'));
    let customer = &create_order["inputSchema"]["properties"]["customer"];
    assert_eq!(
        customer["properties"]["name"],
        json!({"type": "string"}),
        "drop: examples, defaults"
    );
    assert!(customer.get("title").is_none(), "drop: titles");
    let address = &customer["properties"]["address"];
    assert_eq!(address["type"], "object");
    assert!(
        address.get("properties").is_none(),
        "schema_depth: 1 cuts below customer.address"
    );
    assert!(
        address["description"]
            .as_str()
            .unwrap()
            .starts_with("Where the order goes.")
    );
    assert!(
        create_order.get("outputSchema").is_none(),
        "drop: output_schemas"
    );
}

#[test]
fn each_setting_changes_the_model() {
    let full = full();
    let create = tool(&full, "create_order").list_json(&full.defs);
    assert!(create["description"].as_str().unwrap().chars().count() > 60);
    assert!(create["inputSchema"]["properties"]["customer"]["properties"]["address"]["properties"]["geo"].is_object());
    assert!(create.get("outputSchema").is_some());
    assert_eq!(full.tools.len(), 3);

    let small = budgeted();
    assert_budget_applied(&tool(&small, "create_order").list_json(&small.defs));
    let names: Vec<&str> = small.tools.iter().map(|t| t.name.as_str()).collect();
    assert_eq!(
        names,
        ["create_order", "delete_order"],
        "exclude: {{tag: admin}}"
    );
    assert_eq!(small.skipped.len(), 1);
    let before: usize = full.tools.iter().map(|t| t.list_bytes(&full.defs)).sum();
    let after: usize = small.tools.iter().map(|t| t.list_bytes(&small.defs)).sum();
    assert!(
        after * 10 < before * 6,
        "{before} → {after} bytes: expected at least 40 % less"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_generated_server_announces_the_budgeted_tools() {
    let (_, bin) = common::build_fixture(
        "budget",
        "budget.yaml",
        Some("budget.overrides.yaml"),
        "budget-mcp",
    );
    let transport = TokioChildProcess::new(tokio::process::Command::new(&bin).configure(|cmd| {
        cmd.env("BUDGET_LOG", "warn");
    }))
    .unwrap();
    let client = ().serve(transport).await.unwrap();
    let tools = client.list_all_tools().await.unwrap();
    let names: Vec<&str> = tools.iter().map(|t| t.name.as_ref()).collect();
    assert_eq!(names, ["create_order", "delete_order"]);
    let create = serde_json::to_value(&tools[0]).unwrap();
    assert_budget_applied(&create);
    client.cancel().await.unwrap();
}

/// Regression: `description_max: 0` was accepted, and cut every description to a
/// lone `…` (one character, over the limit it was given). The smallest accepted value is 1,
/// in the file (a located error) and on the command line alike; `schema_depth: 0` means
/// something (the arguments alone) and stays accepted.
#[test]
fn description_max_below_one_is_refused_where_it_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let overrides = dir.path().join("o.yaml");
    let plan = |text: &str, extra: &[&str]| -> common::Run {
        std::fs::write(&overrides, text).unwrap();
        common::generator()
            .arg("plan")
            .arg(common::fixture("budget.yaml"))
            .arg("--overrides")
            .arg(&overrides)
            .args(extra)
            .output()
            .unwrap()
            .into()
    };
    let refused = plan(
        "# budget\ncontext:\n  schema_depth: 0\n  description_max: 0\n",
        &[],
    );
    assert_eq!(refused.code, 2, "{}", refused.stderr);
    let stderr = refused
        .stderr
        .replace(&overrides.display().to_string(), "o.yaml");
    insta::assert_snapshot!(stderr);
    assert_eq!(
        plan("context:\n  schema_depth: 0\n  description_max: 1\n", &[]).code,
        0
    );
    let flag = plan("{}\n", &["--description-max", "0"]);
    assert_eq!(flag.code, 2, "{}", flag.stderr);
    assert!(flag.stderr.contains("--description-max"), "{}", flag.stderr);
    assert!(flag.stderr.contains("at least 1"), "{}", flag.stderr);
}
