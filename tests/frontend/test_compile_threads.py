"""``incore.compile`` is thread-safe (SPEC): concurrent compiles of valid sources all succeed.

The parser is one lark LALR parser per process; its postlexer (the indenter) keeps its paren
level and indent stack per token stream, so parses in several threads never see each other's
indentation.  ``INCORE_COMPILE_STRESS_ROUNDS`` (default 3) sets the rounds of the 16-thread
tests; issue 27 asks for 0 errors over 100 rounds (``INCORE_COMPILE_STRESS_ROUNDS=100``).
"""

from __future__ import annotations

import os
import sys
import threading
from collections.abc import Callable, Iterator

import pytest

import incore
from incore.frontend import check
from incore.frontend.larkparse import lark_parser as _lark

THREADS = 16
ROUNDS = int(os.environ.get("INCORE_COMPILE_STRESS_ROUNDS", "3"))


def source(i: int) -> str:
    """A valid source, different for every ``i``: nested blocks (INDENT/DEDENT runs), a
    bracketed continuation line (the paren level), tiles and a reduction."""
    branches = "".join(
        f"    if n > {j}:\n"
        f"        for k in range(block_idx, N, block_num):\n"
        f"            y[k] = (x[k] * {j + 1}.0 +\n"
        f"                    y[k])\n"
        for j in range(i % 4 + 1)
    )
    return (
        f"const T{i} = {8 << (i % 3)}\n\n"
        f"@aiv\n"
        f"kernel k{i}(x: Tensor[[N], f32], y: Tensor[[N], f32], s: Tensor[[1], f32], n: i64):\n"
        f"{branches}"
        f"    t = x[0:T{i}]\n"
        f"    s[0] = sum(t * {i}.0)\n"
    )


def run_threads(work: Callable[[int], None], rounds: int) -> list[str]:
    """Run ``work(i)`` in THREADS threads, all starting each round together; the errors."""
    errors: list[str] = []
    barrier = threading.Barrier(THREADS)

    def body(i: int) -> None:
        for _ in range(rounds):
            barrier.wait()
            try:
                work(i)
            except Exception as exc:  # every failure is a finding of the test
                errors.append(f"thread {i}: {type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=body, args=(i,)) for i in range(THREADS)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return errors


@pytest.fixture
def fast_switching() -> Iterator[None]:
    """Switch threads every microsecond, so parses interleave at many tokens per round."""
    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(old)


def test_two_interleaved_token_streams_keep_their_own_indentation() -> None:
    parser = _lark()
    a = "if x:\n    if y:\n        z = 1\n"
    b = "(a,\n b)\nw = 2\n"
    alone = [[t.type for t in parser.lex(s)] for s in (a, b)]
    streams = [parser.lex(s) for s in (a, b)]
    seen: list[list[str]] = [[], []]
    live = [True, True]
    while any(live):  # one token of each stream in turn
        for k, stream in enumerate(streams):
            if live[k]:
                token = next(stream, None)
                if token is None:
                    live[k] = False
                else:
                    seen[k].append(token.type)
    assert seen == alone


def test_sixteen_threads_parse_and_check_at_once(fast_switching: None) -> None:
    assert run_threads(lambda i: check(source(i), f"k{i}.ik"), max(ROUNDS, 5)) == []


def test_sixteen_threads_compile_at_once(fast_switching: None) -> None:
    def work(i: int) -> None:
        module = incore.compile(source(i), f"k{i}.ik", opt=i % 4, cache=False)
        assert module[f"k{i}"].text

    assert run_threads(work, ROUNDS) == []


def test_sixteen_threads_compile_through_the_cache(
    fast_switching: None, tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("INCORE_CACHE_DIR", str(tmp_path))
    # the same four sources in four threads each: hits, misses and stores of one key at once
    errors = run_threads(lambda i: incore.compile(source(i % 4), f"k{i % 4}.ik")[f"k{i % 4}"].text,
                         2)
    assert errors == []
    assert len(list(tmp_path.glob("*.ikc"))) == 4
    assert not list(tmp_path.glob("*.tmp"))


def test_threads_asking_for_a_kernels_variants_get_one_of_each(fast_switching: None) -> None:
    kernel = incore.compile(source(0), "k0.ik", cache=False)["k0"]
    seen: list[incore.Kernel] = []

    def work(i: int) -> None:
        seen.append(kernel.sanitize_variant() if i % 2 else kernel.l2_variant())

    assert run_threads(work, 1) == []
    assert len(seen) == THREADS
    assert len({id(k) for k in seen}) == 2  # one checked and one traced variant
