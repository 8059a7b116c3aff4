"""Drives a generated MCP server with the official Python SDK (`mcp` from PyPI), a client we did
not write, and prints what it saw as one JSON object on stdout for `tests/interop.rs` to check.

    client.py stdio <server binary> [server args...]   (environment passed through)
    client.py http <url> [bearer token]
    client.py scoped <url> <bearer token>   (the tools it lists, a read call and a write call)
    client.py consent <accept|decline|none> <server binary> [server args...]   (legacy session)
    client.py consent26 <accept|decline|none> <url or server binary> [server args...]
        (the SDK's default `Client`: MCP 2026-07-28, consent by multi round trip)
    client.py calls <server binary> <calls.json>   (each {"key", "tool", "args"}; what each gave)

The Rust test asserts on the JSON and on the requests its mock API received; this script only
reports, so a wrong answer fails in one place with a readable diff.
"""

import asyncio
import json
import os
import sys

from mcp import Client, ClientSession, StdioServerParameters, types
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import create_mcp_http_client, streamable_http_client


def annotations(tool):
    a = tool.annotations
    return {
        "title": a.title,
        "readOnlyHint": a.read_only_hint,
        "destructiveHint": a.destructive_hint,
        "idempotentHint": a.idempotent_hint,
        "openWorldHint": a.open_world_hint,
    }


def texts(result):
    return [c.text for c in result.content if getattr(c, "type", None) == "text"]


async def exercise(session):
    init = await session.initialize()
    report = {
        "protocolVersion": init.protocol_version,
        "serverName": init.server_info.name,
        "toolsCapability": init.capabilities.tools is not None,
    }
    listed = await session.list_tools()
    report["tools"] = {
        tool.name: {
            "annotations": annotations(tool),
            "inputType": tool.input_schema.get("type"),
            "hasOutputSchema": tool.output_schema is not None,
        }
        for tool in listed.tools
    }
    ok = await session.call_tool("get_order", {"orderId": "o1"})
    report["get_order"] = {
        "isError": ok.is_error,
        "structuredContent": ok.structured_content,
        "texts": texts(ok),
    }
    bad = await session.call_tool("list_orders", {"limit": 0, "colour": "red"})
    report["invalid"] = {"isError": bad.is_error, "texts": texts(bad)}
    hostile = await session.call_tool("get_order", {"orderId": "../admin?x=1#f"})
    report["hostile"] = {"isError": hostile.is_error}
    invoice = await session.call_tool("download_invoice", {"orderId": "o1"})
    report["invoice"] = [
        {
            "type": c.type,
            "mimeType": getattr(getattr(c, "resource", None), "mime_type", None),
            "blob": getattr(getattr(c, "resource", None), "blob", None),
        }
        for c in invoice.content
    ]
    await session.send_ping()
    report["ping"] = True
    return report


async def over_stdio(command, args):
    params = StdioServerParameters(command=command, args=args, env=dict(os.environ))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            return await exercise(session)


async def over_http(url, token):
    headers = {"Authorization": f"Bearer {token}"} if token else None
    async with create_mcp_http_client(headers=headers) as http:
        async with streamable_http_client(url, http_client=http) as (read, write, *_):
            async with ClientSession(read, write) as session:
                return await exercise(session)


async def scoped(url, token):
    """What one caller's token lets it list and call: the server filters per caller."""
    headers = {"Authorization": f"Bearer {token}"}
    async with create_mcp_http_client(headers=headers) as http:
        async with streamable_http_client(url, http_client=http) as (read, write, *_):
            async with ClientSession(read, write) as session:
                await session.initialize()
                listed = await session.list_tools()
                report = {"tools": sorted(tool.name for tool in listed.tools)}
                order = {"items": [{"sku": "ABC-1234", "price": 5}], "customer": {"name": "Ann"}}
                for key, tool, args in (
                    ("read", "get_order", {"orderId": "o1"}),
                    ("write", "create_order", order),
                ):
                    try:
                        result = await session.call_tool(tool, args)
                        report[key] = {"isError": bool(result.is_error), "texts": texts(result)}
                    except Exception as e:  # a refusal the SDK turns into an exception
                        report[key] = {"raised": f"{type(e).__name__}: {e}"}
                return report


def answering(answer, asked):
    """The elicitation callback of a user who gives `answer` (None: a client that cannot ask),
    recording each question in `asked`."""
    if answer == "none":
        return None

    async def on_elicit(context, params):
        asked.append(params.message)
        if answer == "accept":
            return types.ElicitResult(action="accept", content={})
        return types.ElicitResult(action="decline")

    return on_elicit


async def consent(answer, command, args):
    asked = []
    callback = answering(answer, asked)
    params = StdioServerParameters(command=command, args=args, env=dict(os.environ))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write, elicitation_callback=callback) as session:
            await session.initialize()
            result = await session.call_tool("delete_order", {"orderId": "o1"})
            return {"asked": asked, "isError": result.is_error, "texts": texts(result)}


async def consent_modern(answer, target, args):
    """The SDK's default client (2026-07-28): it answers the InputRequiredResult through the
    callback and calls again with the answer and the echoed requestState."""
    asked = []
    callback = answering(answer, asked)
    if target.startswith("http"):
        server = target
    else:
        server = StdioServerParameters(command=target, args=args, env=dict(os.environ))
    async with Client(server, elicitation_callback=callback) as client:
        report = {"protocolVersion": client.protocol_version, "asked": asked}
        try:
            result = await client.call_tool("delete_order", {"orderId": "o1"})
            report.update({"isError": bool(result.is_error), "texts": texts(result)})
        except Exception as e:  # the protocol error of a client that cannot be asked
            report["raised"] = f"{type(e).__name__}: {e}"
        return report


async def calls(command, path):
    """Every call in the file, on one session: the result, or the exception the SDK raised."""
    with open(path, encoding="utf-8") as f:
        wanted = json.load(f)
    params = StdioServerParameters(command=command, args=[], env=dict(os.environ))
    report = {}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            await session.initialize()
            await session.list_tools()
            for call in wanted:
                try:
                    r = await session.call_tool(call["tool"], call["args"])
                    report[call["key"]] = {
                        "isError": bool(r.is_error),
                        "structuredContent": r.structured_content,
                        "texts": texts(r),
                    }
                except Exception as e:  # what an agent would get instead of the data
                    report[call["key"]] = {"raised": f"{type(e).__name__}: {e}"}
    return report


def main():
    mode = sys.argv[1]
    if mode == "stdio":
        report = asyncio.run(over_stdio(sys.argv[2], sys.argv[3:]))
    elif mode == "http":
        token = sys.argv[3] if len(sys.argv) > 3 else None
        report = asyncio.run(over_http(sys.argv[2], token))
    elif mode == "scoped":
        report = asyncio.run(scoped(sys.argv[2], sys.argv[3]))
    elif mode == "calls":
        report = asyncio.run(calls(sys.argv[2], sys.argv[3]))
    elif mode == "consent":
        report = asyncio.run(consent(sys.argv[2], sys.argv[3], sys.argv[4:]))
    elif mode == "consent26":
        report = asyncio.run(consent_modern(sys.argv[2], sys.argv[3], sys.argv[4:]))
    else:
        raise SystemExit(f"unknown mode {mode}")
    print(json.dumps(report, sort_keys=True))


if __name__ == "__main__":
    main()
