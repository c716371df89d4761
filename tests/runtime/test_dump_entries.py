"""Dump entries and filters (docs/runtime.md, "Three entries, one configuration"): the API entry
replaces the others whole, ``INCORE_DUMP_ENABLED``, the blacklists, kernel patterns and the
never-matched WARNING, ``~`` in the path, empty-shape tensors, and the entry logs with their
call stacks."""

from __future__ import annotations

import io
import json
import logging
import os

import numpy as np
import pytest

import incore
from incore.runtime.dump import config as C
from incore.runtime.dump.config import DumpConfig, parse_environment
from incore.runtime.dump.show import show

pytestmark = pytest.mark.usefixtures("dump_env")

DEV = 58

SRC = """
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + y[i]

kernel scale(x: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        x[i] = a * x[i]
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, filename="entries.ik")


@pytest.fixture(scope="module")
def worker():
    w = incore.Worker(device_id=DEV)
    w.start()
    yield w
    w.close()


def sidecars(root):
    incore.flush_dumps(timeout=30)
    return [json.loads(p.read_text()) for p in sorted((root / f"device{DEV}").glob("*.json"))]


def dumped_kernels(root):
    return sorted({d["kernel"] for d in sidecars(root)})


def run_both(worker, mod, n=16):
    x, y = np.ones(n, np.float32), np.ones(n, np.float32)
    worker.launch(mod["axpy"], x, y, 2.0, blocks=2)
    worker.launch(mod["scale"], x, 3.0, blocks=2)


# ------------------------------------------------------------------ precedence


def test_set_dump_config_path_with_env_mode_all_resolves_to_the_default_mode(dump_env):
    dump_env.setenv("INCORE_DUMP_MODE", "all")
    dump_env.setenv("INCORE_DUMP_LAYER", "axpy")
    incore.set_dump_config(path="p")
    c = incore.get_dump_config(DumpConfig(overflow=True))
    assert (c.path, c.mode, c.kernels, c.overflow) == ("p", C.DEFAULT_MODE, (), False)
    incore.set_dump_config()  # removing the API entry brings the environment back
    assert incore.get_dump_config().mode == "all"


def test_env_over_option_still_merges_and_logs_a_conflict(dump_env, caplog):
    dump_env.setenv("INCORE_DUMP_MODE", "all")
    with caplog.at_level(logging.ERROR, logger="incore"):
        c = incore.get_dump_config(DumpConfig(mode="input", path="opt"))
    assert (c.mode, c.path) == ("all", "opt")
    assert [r for r in caplog.records if r.levelno == logging.ERROR]


@pytest.mark.parametrize("text, enabled", [("0", False), ("1", True), ("false", False),
                                           ("true", True), ("FALSE", False), ("off", False)])
def test_incore_dump_enabled(dump_env, text, enabled):
    dump_env.setenv("INCORE_DUMP_PATH", "somewhere")
    dump_env.setenv("INCORE_DUMP_ENABLED", text)
    assert incore.get_dump_config().enabled is enabled


def test_incore_dump_enabled_0_turns_launch_dumps_off(dump_env, worker, mod, tmp_path):
    dump_env.setenv("INCORE_DUMP_PATH", str(tmp_path))
    dump_env.setenv("INCORE_DUMP_ENABLED", "0")
    C.reload_environment()
    run_both(worker, mod)
    assert not (tmp_path / f"device{DEV}").exists() or sidecars(tmp_path) == []
    dump_env.setenv("INCORE_DUMP_ENABLED", "1")
    C.reload_environment()
    run_both(worker, mod)
    assert dumped_kernels(tmp_path) == ["axpy", "scale"]


def test_a_bad_incore_dump_enabled_names_the_variable():
    with pytest.raises(ValueError, match="INCORE_DUMP_ENABLED"):
        parse_environment({"INCORE_DUMP_ENABLED": "2"})


def test_tilde_in_the_dump_path_is_the_home_directory(dump_env, tmp_path):
    dump_env.setenv("HOME", str(tmp_path))
    dump_env.setenv("INCORE_DUMP_PATH", "~/dumps")
    assert incore.get_dump_config().path == os.path.join(str(tmp_path), "dumps")
    incore.set_dump_config(path="~/api")
    assert incore.get_dump_config().path == os.path.join(str(tmp_path), "api")


# ------------------------------------------------------------------ blacklists and filters


@pytest.mark.parametrize("entry", ["api", "env", "option"])
def test_skip_kernels_in_each_entry(dump_env, worker, mod, tmp_path, entry):
    option = None
    if entry == "api":
        incore.set_dump_config(path=tmp_path, skip_kernels=["scale"])
    elif entry == "env":
        dump_env.setenv("INCORE_DUMP_PATH", str(tmp_path))
        dump_env.setenv("INCORE_DUMP_SKIP", "scale")
    else:
        option = DumpConfig(path=str(tmp_path), skip_kernels=("scale",))
    with incore.Worker(device_id=DEV + 1, dump=option) as w:
        x, y = np.ones(16, np.float32), np.ones(16, np.float32)
        w.launch(mod["axpy"], x, y, 2.0, blocks=2)
        w.launch(mod["scale"], x, 3.0, blocks=2)
    incore.flush_dumps(timeout=30)
    kernels = sorted({json.loads(p.read_text())["kernel"]
                      for p in (tmp_path / f"device{DEV + 1}").glob("*.json")})
    assert kernels == ["axpy"]


def test_a_dump_option_is_its_own_workers_business(worker, mod, tmp_path):
    """A Worker's dump option switches dumping on for that Worker's launches alone: no
    process-wide collector room goes on, during its life or after it closed, so the other
    Workers' launches keep the fast paths (``ROOMS_ON`` empty, ``collect`` unset)."""
    from incore.runtime.host.collector import ROOMS_ON

    assert "dump" not in ROOMS_ON
    with incore.Worker(device_id=DEV + 2, dump=DumpConfig(path=str(tmp_path))) as w:
        assert w.launch_options.collect
        assert "dump" not in ROOMS_ON
        assert not worker.launch_options.collect
        x, y = np.ones(16, np.float32), np.ones(16, np.float32)
        w.launch(mod["axpy"], x, y, 2.0, blocks=2)
        worker.launch(mod["scale"], x, 3.0, blocks=2)  # no dump option, no entry: not dumped
    incore.flush_dumps(timeout=30)
    assert "dump" not in ROOMS_ON
    kernels = [json.loads(p.read_text())["kernel"]
               for p in (tmp_path / f"device{DEV + 2}").glob("*.json")]
    assert kernels == ["axpy"]
    assert not (tmp_path / f"device{DEV}").exists()


@pytest.mark.parametrize("entry", ["api", "env", "option"])
def test_skip_kinds_in_each_entry(dump_env, entry):
    if entry == "api":
        incore.set_dump_config(path="p", skip_kinds="aiv")
        c = incore.get_dump_config()
    elif entry == "env":
        dump_env.setenv("INCORE_DUMP_PATH", "p")
        dump_env.setenv("INCORE_DUMP_SKIP_KINDS", "aiv, mix")
        c = incore.get_dump_config()
    else:
        c = incore.get_dump_config(DumpConfig(path="p", skip_kinds=["aiv"]))
    assert "aiv" in c.skip_kinds
    resolved = C.Resolved(c, True)
    assert not resolved.dumps_kernel("anything", "aiv")
    assert resolved.dumps_kernel("anything", "aic")


def test_skip_kinds_skips_the_launches_of_that_kind(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, skip_kinds=["aiv"])  # both kernels are aiv
    run_both(worker, mod)
    assert sidecars(tmp_path) == []
    incore.set_dump_config(path=tmp_path, skip_kinds=["aic"])
    run_both(worker, mod)
    assert dumped_kernels(tmp_path) == ["axpy", "scale"]


def test_an_unknown_kind_is_a_clear_error():
    with pytest.raises(ValueError, match=r"skip_kinds.*'aic', 'aiv', 'mix'"):
        incore.set_dump_config(skip_kinds=["vector"])
    with pytest.raises(ValueError, match="INCORE_DUMP_SKIP_KINDS"):
        parse_environment({"INCORE_DUMP_SKIP_KINDS": "cube"})


def test_a_skipped_kernel_copies_nothing(worker, mod, tmp_path, monkeypatch):
    copies = []
    real = np.array

    def counting_array(*args, **kwargs):
        if kwargs.get("copy"):
            copies.append(1)
        return real(*args, **kwargs)

    incore.set_dump_config(path=tmp_path, mode="all", skip_kernels=["ax*"])
    from incore.runtime.dump import hooks
    monkeypatch.setattr(hooks.np, "array", counting_array)
    x, y = np.ones(16, np.float32), np.ones(16, np.float32)
    worker.launch(mod["axpy"], x, y, 2.0, blocks=2)
    monkeypatch.undo()
    assert copies == [] and sidecars(tmp_path) == []


def test_star_and_patterns_select_kernels(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path / "star", kernels="*")
    run_both(worker, mod)
    assert dumped_kernels(tmp_path / "star") == ["axpy", "scale"]
    incore.set_dump_config(path=tmp_path / "sc", kernels=["sc?le"])
    run_both(worker, mod)
    assert dumped_kernels(tmp_path / "sc") == ["scale"]


@pytest.mark.parametrize("layer, hint", [("AXPY", "did you mean 'axpy'"), ("axpyy", "")])
def test_a_never_matched_filter_gives_one_warning(dump_env, worker, mod, tmp_path, caplog,
                                                   layer, hint):
    dump_env.setenv("INCORE_DUMP_PATH", str(tmp_path))
    dump_env.setenv("INCORE_DUMP_LAYER", f"{layer},scale")
    C.reload_environment()
    with caplog.at_level(logging.WARNING, logger="incore"):
        for _ in range(3):
            run_both(worker, mod)
        incore.flush_dumps(timeout=30)
        incore.flush_dumps(timeout=30)
    warnings = [r.getMessage() for r in caplog.records if r.levelno == logging.WARNING]
    assert len(warnings) == 1, warnings
    assert repr(layer) in warnings[0] and "axpy" in warnings[0] and "scale" in warnings[0]
    assert "case-sensitive" in warnings[0] and hint in warnings[0]
    assert dumped_kernels(tmp_path) == ["scale"]


# ------------------------------------------------------------------ empty shapes and logs


def test_empty_shape_tensors_are_skipped_with_the_sidecar_saying_so(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="all")
    x, y = np.ones(0, np.float32), np.ones(0, np.float32)
    worker.launch(mod["axpy"], x, y, 2.0, blocks=1)
    (side,) = sidecars(tmp_path)
    assert side["tensors"] and all(t["file"] is None for t in side["tensors"])
    assert all("empty shape" in t["skipped"] for t in side["tensors"])
    assert list((tmp_path / f"device{DEV}").glob("*.npy")) == []
    out = io.StringIO()
    assert show(str(tmp_path), None, out) == 0
    assert "skipped" in out.getvalue()


def test_the_entry_calls_log_their_use_and_call_stack(caplog):
    caplog.set_level(logging.INFO, logger="incore")
    incore.set_dump_config(path="logged")
    incore.get_dump_config()
    incore.dump_step(3)
    incore.dump_step(None)
    incore.flush_dumps(timeout=5)
    text = [r.getMessage() for r in caplog.records if r.levelno >= logging.DEBUG]
    here = "test_dump_entries.py:"
    for call in ("set_dump_config(path='logged')", "get_dump_config()", "dump_step(3)",
                 "flush_dumps(timeout=5)"):
        hits = [t for t in text if call in t]
        assert hits and "dumper" in hits[0] and here in hits[0], (call, text)
    setter = next(r for r in caplog.records if "set_dump_config(path=" in r.getMessage())
    assert setter.levelno == logging.INFO
    assert "test_the_entry_calls_log_their_use_and_call_stack" in setter.stack_info


@pytest.mark.device
def test_symlinks_planted_at_a_launch_dumps_names_are_never_written_through(tmp_path, mod):
    victim = tmp_path / "victim"
    victim.write_text("precious")
    root = tmp_path / "dumps"
    d = root / f"device{DEV + 1}"
    d.mkdir(parents=True)
    planted = []
    for task in range(1, 6):  # the names the first launches of a fresh device would use
        stem = f"tensor_entries_axpy_aiv_0_0_{task}"
        for name in (f"{stem}.json", f"{stem}.input.0.x.npy", f"{stem}.input.1.y.npy",
                     f"{stem}.output.1.y.npy"):
            (d / name).symlink_to(victim)
            planted.append(d / name)
    incore.set_dump_config(path=root, mode="all")
    with incore.Worker(device_id=DEV + 1) as w:
        x, y = np.ones(16, np.float32), np.ones(16, np.float32)
        w.launch(mod["axpy"], x, y, 2.0, blocks=2)
    incore.flush_dumps(timeout=30)
    assert victim.read_text() == "precious"
    replaced = [p for p in planted if not p.is_symlink()]
    assert len(replaced) == 4 and all(p.is_file() for p in replaced)  # one launch's files


def test_incore_dump_skip_takes_kernel_names_and_core_kinds():
    c = parse_environment({"INCORE_DUMP_SKIP": "saxpy, aiv,kind:mix",
                           "INCORE_DUMP_SKIP_KINDS": "aic"})
    assert c.skip_kernels == ("saxpy",) and c.skip_kinds == ("aic", "aiv", "mix")
    assert parse_environment({"INCORE_DUMP_SKIP": "aiv"}).skip_kernels is None
    with pytest.raises(ValueError, match="INCORE_DUMP_SKIP.*skip_kinds"):
        parse_environment({"INCORE_DUMP_SKIP": "kind:cube"})


def test_incore_dump_skip_of_a_kind_skips_its_launches(dump_env, worker, mod, tmp_path):
    dump_env.setenv("INCORE_DUMP_PATH", str(tmp_path))
    dump_env.setenv("INCORE_DUMP_SKIP", "aiv")
    C.reload_environment()
    run_both(worker, mod)
    assert sidecars(tmp_path) == []
