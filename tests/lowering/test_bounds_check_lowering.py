"""Lowering of bounds checks: one bounds site per tensor access in ``.incore.meta``, one unsigned
compare per non-constant index, an abort path the optimiser keeps, and nothing at all without
``bounds_check``."""

from __future__ import annotations

import re

import pytest

import incore
from tests.support.golden_ir import GOLDEN_DIR, options_of

# one per element access (tile windows, named "<tensor>.window", are masked, not checked)
ELEMENT_GEP = re.compile(r'%"\w+\.addr[.\d]*" = getelementptr \S+, ptr %"\w+\.base"')

SOURCE = """
kernel k(x: Tensor[[N, 4], f32], y: Tensor[[N], f32], n: i64):
    log.debug("n = {}", n)
    for i in range(block_idx, n, block_num):
        y[i] = x[i, 3] + x[i, 0]
        assert y[i] >= 0.0
        y[i] += 1.0

@mix
kernel m(y: Tensor[[B, 3], i64]):
    col = 0
    if core_type == AIV:
        col = 1 + sub_block_idx
    if core_type == AIC:
        y[block_idx, col] = 7
    else:
        y[block_idx, col] = 5
"""


def compile_(opt: int = 2, bounds_check: bool = True) -> incore.Module:
    return incore.compile(
        SOURCE, filename="k.ik", opt=opt, bounds_check=bounds_check, link=False
    )


def test_every_access_is_a_bounds_site_after_the_log_and_assert_sites():
    sites = compile_().k.meta["sites"]
    assert [(s["id"], s["kind"]) for s in sites[:2]] == [(0, "log"), (1, "assert")]
    bounds = sites[2:]
    # store y[i]; loads x[i, 3], x[i, 0]; load y[i] (assert); store y[i] and load y[i] (+=)
    assert [(s["id"], s["tensor"], s["line"]) for s in bounds] == [
        (2, "y", 5), (3, "x", 5), (4, "x", 5), (5, "y", 6), (6, "y", 7), (7, "y", 7),
    ]
    x = bounds[1]
    assert (x["kind"], x["rank"], x["dims"], x["file"]) == ("bounds", 2, ["N", 4], "k.ik")
    assert x["arg_types"] == ["i64", "i64", "i64"]  # two indices, then N
    assert x["fmt"] == "x[{}, {}] out of range for shape ({}, 4)"


def test_one_unsigned_compare_per_index_that_is_not_known_in_range():
    ir = compile_().k.ir
    # y[i] x4 and x[i, *] x2 compare i with N, read where x binds it (the launch checks that y
    # agrees); x[i, 3] and x[i, 0] against the literal 4 fold away
    assert len(re.findall(r'icmp ult i64 %\S+, %"x\.dim0"', ir)) == 6
    assert "y.dim0" not in ir
    assert not re.search(r'icmp ult i64 \d+, 4', ir)
    branches = re.findall(r'br i1 %"[xy]\.in0(?:\.\d+)?", label %"bounds(\d+)\.ok", '
                          r'label %"bounds(\d+)\.fail"', ir)
    assert branches == [(str(i), str(i)) for i in range(2, 8)]


def test_mix_payloads_list_the_same_sites():
    m = compile_().m
    aic, aiv = m.variants["aic"], m.variants["aiv"]
    assert aic.meta["sites"] == aiv.meta["sites"] == m.meta["sites"]
    assert [s["id"] for s in m.meta["sites"]] == [0, 1]
    assert "bounds0.fail" in aic.ir and "bounds1.fail" not in aic.ir
    assert "bounds1.fail" in aiv.ir and "bounds0.fail" not in aiv.ir


def test_without_bounds_check_there_are_no_sites_and_no_extra_ir():
    plain, unchecked = incore.compile(SOURCE, filename="k.ik", link=False), compile_(2, False)
    assert [s["kind"] for s in unchecked.k.meta["sites"]] == ["log", "assert"]
    assert unchecked.k.ir == plain.k.ir
    assert "bounds" not in unchecked.k.ir and "icmp ult" not in unchecked.k.ir
    assert unchecked.k.meta["options"]["bounds_check"] is False


@pytest.mark.parametrize("path", sorted(GOLDEN_DIR.glob("*.ik")), ids=lambda p: p.stem)
def test_goldens_get_one_site_per_element_access_and_verify(path):
    source = path.read_text()
    options = {"filename": path.name, "link": False, **options_of(source)}
    checked = incore.compile(source, bounds_check=True, **options)
    unchecked = incore.compile(source, **options)
    for kernel in checked:
        plain = unchecked[kernel.name]
        for variant, payload in kernel.variants.items():
            sites = [s for s in payload.meta["sites"] if s["kind"] == "bounds"]
            accesses = len(ELEMENT_GEP.findall(plain.variants[variant].ir))
            if len(kernel.variants) == 1:  # a @mix payload lists its sibling's sites too
                assert len(sites) == accesses
            assert payload.llvm_ir  # the checked IR parses, verifies and optimises
