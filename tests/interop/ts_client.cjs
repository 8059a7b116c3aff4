// Drives a generated MCP server with the official TypeScript SDK client
// (`@modelcontextprotocol/client`, the one the MCP Inspector CLI is built on), which validates a
// structured result against the tool's `outputSchema` and throws on a mismatch. Prints what each
// call gave as one JSON object on stdout, like `client.py calls`:
//
//     node ts_client.cjs <node_modules dir> <server binary> <calls.json>
//     node ts_client.cjs <node_modules dir> <server binary> --schemas
//
// `--schemas` compiles every listed tool's `outputSchema` with the SDK's own validator, as
// `callTool` does before it validates a result, and prints `{"tools": n, "invalid": {name: why}}`.
//
// The SDK is loaded from the given node_modules (where `.ci/run` installs the Inspector), so this
// file needs no package.json of its own. The server gets this process's environment.
"use strict";

const fs = require("node:fs");
const path = require("node:path");
const { createRequire } = require("node:module");

async function main() {
  const [modules, server, callsFile] = process.argv.slice(2);
  const sdk = createRequire(path.join(path.resolve(modules), "noop.js"));
  const { Client } = sdk("@modelcontextprotocol/client");
  const { StdioClientTransport } = sdk("@modelcontextprotocol/client/stdio");
  const client = new Client({ name: "openapi-mcp-tests", version: "1.0.0" });
  await client.connect(
    new StdioClientTransport({ command: server, args: [], env: { ...process.env }, stderr: "inherit" }),
  );
  if (callsFile === "--schemas") {
    const { AjvJsonSchemaValidator } = sdk("@modelcontextprotocol/client/validators/ajv");
    const validator = new AjvJsonSchemaValidator();
    const report = { tools: 0, invalid: {} };
    let cursor;
    do {
      const page = await client.listTools(cursor === undefined ? undefined : { cursor });
      for (const tool of page.tools) {
        report.tools += 1;
        if (!tool.outputSchema) continue;
        try {
          validator.getValidator(tool.outputSchema);
        } catch (e) {
          report.invalid[tool.name] = String(e && e.message).slice(0, 300);
        }
      }
      cursor = page.nextCursor;
    } while (cursor);
    await client.close();
    process.stdout.write(JSON.stringify(report) + "\n");
    return;
  }
  const calls = JSON.parse(fs.readFileSync(callsFile, "utf8"));
  await client.listTools();
  const report = {};
  for (const call of calls) {
    try {
      const r = await client.callTool({ name: call.tool, arguments: call.args });
      report[call.key] = {
        isError: Boolean(r.isError),
        structuredContent: r.structuredContent === undefined ? null : r.structuredContent,
        texts: (r.content || []).filter((c) => c.type === "text").map((c) => c.text),
      };
    } catch (e) {
      // What an agent would get instead of the data.
      report[call.key] = { raised: `${e && e.name}: ${e && e.message}` };
    }
  }
  await client.close();
  process.stdout.write(JSON.stringify(report) + "\n");
}

main().catch((e) => {
  process.stderr.write(`${e && e.stack}\n`);
  process.exit(1);
});
