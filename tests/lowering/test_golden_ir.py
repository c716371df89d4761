"""Lowering golden tests: each tests/golden/*.ik must lower to the IR text beside it."""

from __future__ import annotations

import shutil

import pytest

from incore.lowering import cache_policy
from tests.support.golden_ir import GOLDEN_DIR, expected_path, render

GOLDENS = sorted(GOLDEN_DIR.glob("*.ik"))


@pytest.mark.parametrize("path", GOLDENS, ids=[p.stem for p in GOLDENS])
def test_lowering_matches_golden(path, update_goldens):
    actual = render(path)
    expected_file = expected_path(path)
    if update_goldens:
        expected_file.write_text(actual)
        return
    assert expected_file.exists(), f"{expected_file.name} is missing: run pytest --update-goldens"
    assert actual == expected_file.read_text(), (
        f"lowering of {path.name} changed; inspect the diff and run pytest --update-goldens"
    )


def test_required_goldens_exist():
    names = {p.stem for p in GOLDENS}
    assert {"default_only", "saxpy", "mixed_policy", "scope_override"} <= names  # issue 2
    assert {"a5_bypass", "mix_probe", "control_flow", "arithmetic", "helpers", "math",
            "device_records", "shapes", "cann_global", "offset_probe"} <= names


def _changed_bypass(self, builder, addr, tensor):
    """A deliberately different bypass lowering: integer add instead of a byte GEP."""
    as_int = builder.ptrtoint(addr, cache_policy.I64)
    moved = builder.add(as_int, self.entry.l2_cache_offset(), name=f"{tensor}.nocache.int")
    return builder.inttoptr(moved, addr.type)


def test_golden_fails_when_bypass_lowering_changes_and_update_restores(tmp_path, monkeypatch):
    src = GOLDEN_DIR / "saxpy.ik"
    work = tmp_path / "saxpy.ik"
    shutil.copy(src, work)
    expected_path(work).write_text(render(work))  # what --update-goldens writes

    monkeypatch.setattr(cache_policy.CachePolicyLowering, "bypass_address", _changed_bypass)
    changed = render(work)
    assert changed != expected_path(work).read_text()
    assert "x.nocache.int" in changed

    expected_path(work).write_text(changed)  # --update-goldens again
    assert render(work) == expected_path(work).read_text()


def test_mix_variants_fold_core_type():
    text = render(GOLDEN_DIR / "mix_probe.ik")
    aic, aiv = text.split("; ---- kernel probe, variant aiv")
    assert "variant aic" in aic
    assert "sub_block_idx" not in aic.split("body:")[1].split("store")[0]  # AIC: line = 0
    assert '%"sub_block_idx"' in aiv  # AIV: line = 1 + sub_block_idx
    assert "if.then" not in text  # the core_type branch is gone from both payloads


def test_a5_bypass_is_nontemporal_without_offset():
    text = render(GOLDEN_DIR / "a5_bypass.ik")
    assert "!nontemporal" in text and "l2.offset" not in text and "nocache" not in text


def test_default_only_kernel_never_reads_offset():
    text = render(GOLDEN_DIR / "default_only.ik")
    assert "l2.offset" not in text and "nocache" not in text
