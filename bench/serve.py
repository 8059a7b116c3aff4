#!/usr/bin/env python3
"""`openapi-mcp serve`: the time from the command's start to its first answered `tools/list`
over stdio (initialize, initialized, tools/list, as a client sends them), the list's size and the
process's peak memory, for the bundled example and the large corpus specs.

Needs a generator built with the feature: `cargo build --release --features serve`. Prints a
Markdown table; `bench/serve.sh` runs it. Usage:
    bench/serve.py [--runs N] [--generator PATH] [SPEC...]
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED = Path(os.environ.get("OPENAPI_MCP_SPECS", ROOT.parent / "shared" / "specs"))
DEFAULT_SPECS = [
    ROOT / "fixtures" / "petstore.yaml",
    SHARED / "stripe-2023-09" / "spec3.yaml",
    SHARED / "github-2020" / "api.github.com.json",
    SHARED / "kubernetes" / "swagger.json.unprocessed",
]
REQUESTS = [
    {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
        "protocolVersion": "2025-06-18", "capabilities": {},
        "clientInfo": {"name": "bench", "version": "1"}}},
    {"jsonrpc": "2.0", "method": "notifications/initialized"},
    {"jsonrpc": "2.0", "id": 2, "method": "tools/list"},
]


def first_list(generator: Path, spec: Path) -> tuple[float, int, int]:
    """Seconds from spawn to the `tools/list` answer, its size in bytes, and the server's peak
    resident memory in KiB when it answered."""
    start = time.perf_counter()
    child = subprocess.Popen(
        [str(generator), "serve", str(spec), "--base-url", "http://127.0.0.1:9"],
        stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    for request in REQUESTS:
        child.stdin.write((json.dumps(request) + "\n").encode())
    child.stdin.flush()
    size = 0
    while True:
        line = child.stdout.readline()
        if not line:
            raise SystemExit(f"{spec}: the server ended before answering tools/list")
        if json.loads(line).get("id") == 2:
            size = len(line)
            break
    elapsed = time.perf_counter() - start
    # The process's own peak, read while it still runs (Linux).
    peak = 0
    for row in Path(f"/proc/{child.pid}/status").read_text().splitlines():
        if row.startswith("VmHWM:"):
            peak = int(row.split()[1])
    child.stdin.close()
    child.wait(timeout=30)
    return elapsed, size, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--generator", type=Path, default=ROOT / "target" / "release" / "openapi-mcp")
    parser.add_argument("specs", nargs="*", type=Path)
    args = parser.parse_args()
    specs = args.specs or [s for s in DEFAULT_SPECS if s.exists()]
    print("| spec | tools/list bytes | first tools/list, median | min | max | peak RSS |")
    print("|---|---|---|---|---|---|")
    for spec in specs:
        times, size, peak = [], 0, 0
        for _ in range(args.runs):
            elapsed, size, peak = first_list(args.generator, spec)
            times.append(elapsed)
        print(f"| {spec.relative_to(spec.parents[1])} | {size:,} | {statistics.median(times) * 1000:.0f} ms "
              f"| {min(times) * 1000:.0f} ms | {max(times) * 1000:.0f} ms | {peak / 1024:.0f} MiB |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
