"""Fuzzing: random text and mutated valid programs only ever yield a Program or CompileError."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from incore.errors import CompileError
from incore.frontend import ast as A
from incore.frontend import check
from tests.support.frontend_util import SAXPY

PROGRAMS = [
    SAXPY,
    """const SCALE = 0.5
const LIMIT = -3

func clamp(v: f32, lo: f32, hi: f32) -> f32:
    if v < lo:
        return lo
    elif v > hi:
        return hi
    return v

func bump(k: i64):
    return

@mix
kernel rows(a: Tensor[[M, K], f32], out: Tensor[[M], f64], bias: f32, n: i32):
    set_cache_policy(a, CachePolicy.BYPASS)
    for r in range(block_idx, M, block_num):
        acc: f64 = 0
        for c in range(a.shape[1]):
            v = clamp(a[r, c] * SCALE + bias, -1.0, 1.0)
            acc += f64(v)
        if core_type == AIC and sub_block_idx == 0:
            bump(r)
        out[r] = acc
    assert n >= 0, "n = {:>4}", n
    log.info_v5("done {:.3f}", bias)
""",
    """@aic
kernel bits(x: Tensor[[16], u32], y: Tensor[[16], u32], s: u8):
    i = 0
    while i < 16:
        w = load(x[i], cache=CachePolicy.DEFAULT)
        w ^= 0xFF_FF
        w = (w << 3) | (w >> 29) & ~w
        y[i] = w if s > 0 else select(i % 2 == 0, w, 0b1011)
        i += 1
        if i > 12:
            break
        else:
            continue
    t = not (i != 16) or False
    off = get_l2_cache_offset()
    q = ceil_div(i, 3) // 2 - abs(-7) % 4
    z: f32 = sqrt(2) + exp(1.0) * log(3.0) - tanh(.5) + floor(1e-3) + ceil(2.)
    m = max(min(z, 1.0), -1.0)
""",
]

TOKEN = re.compile(r"\s+|[A-Za-z_][A-Za-z_0-9]*|\d[\w.]*|\.\d+|\"[^\"\n]*\"|\*\*|//|<<|>>|"
                   r"[<>=!]=|[-+*/%&|^]=|->|.", re.S)
TOKENS = [t for p in PROGRAMS for t in TOKEN.findall(p)]
POOL = sorted(set(TOKENS)) + ["def", "class", "(", ")", "[", "]", ":", "\n", "\t", "    ", "**",
                               "'", '"', "\\", "#", "@", "1e999", "0x", "_", "\x00", "é"]


def test_corpus_is_valid() -> None:
    for src in PROGRAMS:
        assert isinstance(check(src), A.TypedProgram)


def run(source: str) -> None:
    try:
        result = check(source, "fuzz.ik")
    except CompileError as err:
        assert err.line >= 0 and isinstance(str(err), str)
    else:
        assert isinstance(result, A.TypedProgram)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    tokens = TOKEN.findall(draw(st.sampled_from(PROGRAMS)))
    for _ in range(draw(st.integers(1, 4))):
        if not tokens:
            break
        i = draw(st.integers(0, len(tokens) - 1))
        op = draw(st.sampled_from(["delete", "duplicate", "swap", "replace", "insert",
                                   "indent", "dedent", "char"]))
        if op == "delete":
            del tokens[i]
        elif op == "duplicate":
            tokens.insert(i, tokens[i])
        elif op == "swap":
            j = draw(st.integers(0, len(tokens) - 1))
            tokens[i], tokens[j] = tokens[j], tokens[i]
        elif op == "replace":
            tokens[i] = draw(st.sampled_from(POOL))
        elif op == "insert":
            tokens.insert(i, draw(st.sampled_from(POOL)))
        elif op in ("indent", "dedent"):
            newlines = [k for k, t in enumerate(tokens) if "\n" in t]
            if newlines:
                k = draw(st.sampled_from(newlines))
                if op == "indent":
                    tokens[k] = tokens[k] + draw(st.sampled_from([" ", "    ", "\t"]))
                else:
                    tokens[k] = tokens[k].rstrip(" \t")[: len(tokens[k]) - 1] or "\n"
        else:
            text = "".join(tokens)
            pos = draw(st.integers(0, len(text)))
            ch = draw(st.characters(codec="utf-8", exclude_categories=["Cs"]))
            mode = draw(st.sampled_from(["delete", "insert"]))
            text = text[:pos] + ch + text[pos:] if mode == "insert" else text[:pos] + text[pos + 1:]
            tokens = TOKEN.findall(text)
    return "".join(tokens)


@settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck))
@given(mutated())
def test_fuzz_mutated_programs(source: str) -> None:
    run(source)


SNIPPETS = st.sampled_from(POOL + [" ", "\n", "kernel k(", "):", "x: Tensor[[N], f32]",
                                   "    ", "for i in range(", "log.info_v1(", "load(x[i], cache="])


@settings(max_examples=1000, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.one_of(st.text(max_size=200), st.lists(SNIPPETS, max_size=60).map("".join)))
def test_fuzz_random_text(source: str) -> None:
    run(source)


@pytest.mark.parametrize("depth", [50, 400, 3000])
def test_fuzz_deep_nesting(depth: int) -> None:
    for inner in ("abs(" * depth + "1" + ")" * depth, "(" * depth + "1" + ")" * depth,
                  "-" * depth + "1", "not " * depth + "True", "1" + " + 1" * depth):
        run("kernel k():\n    v = " + inner + "\n")
