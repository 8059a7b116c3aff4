//! The API both authorization test files serve: four tools, one of each kind of scope (read,
//! write, destructive, and a tool-specific `billing:admin` on a write).

use openapi_mcp_runtime::{Api, Hints, Method, Tool};

pub const fn hints(read_only: bool, destructive: bool) -> Hints {
    Hints {
        read_only,
        destructive,
        idempotent: false,
        open_world: false,
    }
}

pub const fn tool(
    name: &'static str,
    method: Method,
    path: &'static str,
    hints: Hints,
    scopes: &'static [&'static str],
) -> Tool {
    Tool {
        name,
        title: name,
        description: "",
        tags: &[],
        method,
        path,
        server: None,
        params: &[],
        body: None,
        hints,
        security: &[],
        scopes,
        input_schema: r#"{"type":"object","properties":{"secret_note":{"type":"string"}}}"#,
        output_schema: None,
        stream: None,
    }
}

pub static TOOLS: [Tool; 4] = [
    tool(
        "create_pet",
        Method::Post,
        "/pets",
        hints(false, false),
        &[],
    ),
    tool(
        "delete_pet",
        Method::Delete,
        "/pets/1",
        hints(false, true),
        &[],
    ),
    tool("get_pet", Method::Get, "/pets/1", hints(true, false), &[]),
    tool(
        "refund",
        Method::Post,
        "/refunds",
        hints(false, false),
        &["billing:admin"],
    ),
];

pub static API: Api = Api {
    name: "pets-mcp",
    title: "Pets",
    version: "1",
    instructions: "",
    env_prefix: "PETS",
    default_base_url: "",
    server_variables: &[],
    security_schemes: &[],
    input_defs: "",
    output_defs: "",
    tools: &TOOLS,
};
