#!/usr/bin/env python3
"""Generation time of the generator at other commits against the working tree, measured
interleaved: round after round, each build runs once on each document, in an order that rotates
from round to round, so that a machine that gets slower or faster during the run (other work, the
file system after thousands of creations) weighs on every build alike. `bench/run.sh --rev` runs
one build at a time, minutes apart, and on a shared machine its drift is as large as the
differences looked for.

  bench/compare.py 6998af6                  6998af6 against the working tree
  bench/compare.py --runs 21 A B            more rounds, two commits and the tree
  bench/compare.py --spec github e18937a    other corpus documents (MANIFEST.tsv names)
  bench/compare.py --no-tree A B            the commits only

Each build is made as `bench/run.sh --rev` makes it (a copy of the commit's sources, one target
dir), and its binary kept under target/bench/compare/. Per document and build it prints the
median wall and CPU time of `generate` into a folder never used before and of a regeneration over
an up-to-date folder (nothing written), and the median wall time against the first build's.
"""

import argparse
import os
import shutil
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench  # noqa: E402  (the benchmark's builders and timers, not a package)

COMPARE = bench.BENCH_TARGET / "compare"
TREE = "tree"


def build(rev: str | None, label: str) -> Path:
    made = bench.build_generator(rev)
    kept = COMPARE / "bin" / f"openapi-mcp-{label}"
    kept.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(made, kept)
    kept.chmod(0o755)
    return kept


def once(gen: Path, spec: Path, out: Path) -> tuple[float, float]:
    code, wall, cpu, _ = bench.timed_child([gen, "generate", spec, "--out", out], timeout=300)
    if code != 0:
        raise SystemExit(f"{gen} generate {spec} exited with {code}")
    return wall, cpu


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("revs", nargs="*", help="commits to compare (anything git rev-parse takes)")
    ap.add_argument("--runs", type=int, default=15, help="rounds (default 15)")
    ap.add_argument("--spec", action="append", default=None,
                    help="a corpus document by its MANIFEST.tsv name; repeatable (default: kubernetes, stripe-2023-09)")  # fmt: skip
    ap.add_argument("--no-tree", action="store_true", help="leave the working tree out")
    args = ap.parse_args()
    if args.runs < 1:
        raise SystemExit("--runs: at least 1")
    builds: list[tuple[str, str | None]] = [(rev, rev) for rev in args.revs]
    if not args.no_tree:
        builds.append((TREE, None))
    if len(builds) < 2:
        raise SystemExit("give at least two builds to compare (commits, and the working tree unless --no-tree)")
    specs = bench.specs_dir()
    docs = {name: bench.corpus_spec(specs, name) for name in (args.spec or ["kubernetes", "stripe-2023-09"])}

    shutil.rmtree(COMPARE / "out", ignore_errors=True)
    (bench.WORK / "logs").mkdir(parents=True, exist_ok=True)
    bins = {label: build(rev, label) for label, rev in builds}
    bench.log(f"{args.runs} rounds of {len(bins)} builds on {', '.join(docs)}")
    samples: dict[tuple[str, str, str], list[tuple[float, float]]] = {}
    labels = list(bins)
    for name, spec in docs.items():  # first touch, and the folders regenerations run over
        for label in labels:
            once(bins[label], spec, COMPARE / "out" / name / label / "regen")
    for i in range(args.runs):
        order = labels[i % len(labels):] + labels[: i % len(labels)]
        for name, spec in docs.items():
            for label in order:
                folder = COMPARE / "out" / name / label
                samples.setdefault((name, label, "fresh"), []).append(once(bins[label], spec, folder / f"new{i}"))
                samples.setdefault((name, label, "regen"), []).append(once(bins[label], spec, folder / "regen"))
    shutil.rmtree(COMPARE / "out", ignore_errors=True)

    def med(name, label, kind, i):
        return statistics.median(s[i] for s in samples[(name, label, kind)]) * 1000

    print(f"Interleaved, {args.runs} rounds; medians; load average at the end {bench.loadavg()}.\n")
    print("| document | build | into a new folder: wall / CPU | regenerate: wall / CPU | wall against "
          f"{labels[0]}: new folder / regenerate |")
    print("|---|---|---|---|---|")
    for name in docs:
        base_fresh, base_regen = med(name, labels[0], "fresh", 0), med(name, labels[0], "regen", 0)
        for label in labels:
            fresh, regen = med(name, label, "fresh", 0), med(name, label, "regen", 0)
            print(f"| {name} | {label} | {fresh:.0f} ms / {med(name, label, 'fresh', 1):.0f} ms "
                  f"| {regen:.0f} ms / {med(name, label, 'regen', 1):.0f} ms "
                  f"| {fresh / base_fresh - 1:+.0%} / {regen / base_regen - 1:+.0%} |")


if __name__ == "__main__":
    os.chdir(bench.ROOT)
    main()
