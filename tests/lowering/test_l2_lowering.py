"""The L2 model's compile options: the traced variant forms L2 requests from every GM access,
the normal variant is byte-for-byte what it was, and ``policy_override="default"`` drops
BYPASS."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import incore

ROOT = Path(__file__).resolve().parents[2]
SAXPY = (ROOT / "examples" / "saxpy" / "kernel.ik").read_text()


def _compile(**options):
    return incore.compile(SAXPY, "saxpy.ik", cache=False, **options)["saxpy"]


def test_the_normal_variant_is_untouched_by_the_new_options():
    plain = _compile()
    explicit = _compile(access_trace=False, policy_override=None)
    assert explicit.ir == plain.ir and explicit.elf == plain.elf and explicit.text == plain.text
    assert "incore.trace.record" not in plain.ir
    assert set(plain.meta["options"]) == {"opt", "l2_lowering", "bounds_check", "cpu"}


def test_the_traced_variant_records_each_access_kind_and_the_block_start():
    traced = _compile(access_trace=True)
    ir = traced.ir
    # x load, y load and y store are element sites with runs of their own (each calls the
    # site coalescer off its inline fast path); the block start flushes the sites' runs and
    # the core's, then writes the marker; the return flushes the sites' runs
    assert ir.count("call preserve_allcc void @\"incore.trace.site_access.7\"") == 3
    assert ir.count("call void @\"incore.trace.access\"") == 0
    assert ir.count("call void @\"incore.trace.flush\"") == 1
    assert ir.count("call void @\"incore.trace.flush_sites\"") == 2
    assert traced.meta["options"]["access_trace"] is True
    assert traced.meta["options"]["trace_line"] == 128
    assert "lshr i64 %\"at\", 7" in ir  # the line size is a constant of the variant
    assert "syscall" in ir  # the full-buffer wait (FUTEX_WAKE / FUTEX_WAIT)
    assert traced.meta["loads"] == _compile().meta["loads"]


def test_policy_override_compiles_bypass_as_default():
    over = _compile(policy_override="default")
    assert over.meta["loads"] == {"bypass": 0, "default": 2}
    assert not over.meta["reads_l2_offset"]
    assert "nocache" not in over.ir
    assert over.meta["options"]["policy_override"] == "default"
    a5 = incore.compile(SAXPY, "saxpy.ik", arch="a5", cache=False,
                        policy_override="default")["saxpy"]
    assert "nontemporal" not in a5.ir


@pytest.mark.parametrize("options, exc, pattern", [
    ({"access_trace": 1}, TypeError, "access_trace must be a bool"),
    ({"access_trace": True, "trace_line": 96}, ValueError, "power of two in"),
    ({"access_trace": True, "trace_line": 8192}, ValueError, "power of two in"),
    ({"access_trace": True, "trace_line": "128"}, TypeError, "trace_line must be an int"),
    ({"trace_line": 128}, ValueError, "only with|of access_trace=True"),
    ({"policy_override": "bypass"}, ValueError, "policy_override must be None or 'default'"),
])
def test_bad_options_are_named(options, exc, pattern):
    with pytest.raises(exc, match=pattern):
        _compile(**options)


def test_l2_variant_keeps_the_kernels_options_and_refuses_foreign_kernels():
    over = _compile(policy_override="default", opt=1)
    traced = over.l2_variant()
    assert traced.meta["options"]["policy_override"] == "default"
    assert traced.meta["options"]["opt"] == 1
    assert traced.l2_variant() is traced
    assert over.l2_variant(512) is over.l2_variant(512) is not traced  # one per line size
    assert over.l2_variant(512).meta["options"]["trace_line"] == 512
    with pytest.raises(ValueError, match="512 B lines"):
        over.l2_variant(512).l2_variant(128)
    foreign = incore.Kernel("k", "aiv", "a2a3", dict(over.variants))
    with pytest.raises(ValueError, match="not built by incore.compile"):
        foreign.l2_variant()


def test_atomics_are_traced_as_writes():
    src = (ROOT / "tests" / "golden" / "atomics.ik").read_text()
    ir = next(iter(incore.compile(src, "atomics.ik", cache=False, access_trace=True))).ir
    # two loads of x[i] are element sites; each of the five atomics (add, add, cas, max,
    # min) ends the open runs (the sites' and the core's) and is one request of its own, a
    # write
    assert ir.count("call preserve_allcc void @\"incore.trace.site_access.7\"") == 2
    assert ir.count("call void @\"incore.trace.flush\"") == 1 + 5
    assert ir.count("call void @\"incore.trace.flush_sites\"") == 1 + 5 + 1
    tags = [int(m) for m in re.findall(r'or i64 %"trace\.at[.\d]*", (\d+)', ir)]
    assert len(tags) == 5 and all(t >> 62 & 1 for t in tags)  # atomics write
    assert {t >> 48 & 0x3FFF for t in tags} == {4, 8}  # i32/f32 elements; u64/f64 ones
