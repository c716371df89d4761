"""Dumps written by launches (issue 9): tensor dumps by mode and kernel, overflow dumps with
their WARNING, exception dumps at a fault or failed assert, an unwritable path, config changes
between launches, and the background writer."""

from __future__ import annotations

import io
import json
import logging
import re
import threading
import time

import numpy as np
import pytest

import incore
from incore import abi
from incore.runtime.dump import hooks
from incore.runtime.dump.show import show
from incore.runtime.dump.writer import writer

pytestmark = [pytest.mark.device, pytest.mark.usefixtures("dump_env")]

DEV = 24
NAME_RE = re.compile(
    r"^(tensor|overflow|exception)_dumpk_(\w+)_(aic|aiv|mix)_(\d+)_(\d+)_(\d+)"
)

SRC = """
kernel axpy(x: Tensor[[N], f32], y: Tensor[[N], f32], a: f32):
    for i in range(block_idx, N, block_num):
        y[i] = a * x[i] + y[i]

kernel divide(x: Tensor[[N], f32], y: Tensor[[N], f32], d: f32):
    for i in range(block_idx, N, block_num):
        y[i] = x[i] / d

kernel smash(x: Tensor[[N], f32], far: i64):
    x[0] = 1.0
    x[far] = 2.0

kernel positive(x: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        assert x[i] > 0.0, "x[{}] = {} is not positive", i, x[i]

kernel spin(x: Tensor[[N], f32], n: i64):
    acc = 0.0
    for i in range(0, n):
        acc = acc + 1.0
    x[0] = acc
"""


@pytest.fixture(scope="module")
def mod():
    return incore.compile(SRC, filename="dumpk.ik")


@pytest.fixture(scope="module")
def worker():
    w = incore.Worker(device_id=DEV)
    w.start()
    yield w
    w.close()


def files(root, pattern="*"):
    incore.flush_dumps(timeout=30)
    return sorted(p.name for p in (root / f"device{DEV}").glob(pattern))


def sidecars(root, scene):
    incore.flush_dumps(timeout=30)
    return [json.loads(p.read_text()) for p in sorted((root / f"device{DEV}").glob(
        f"{scene}_*.json"))]


def inputs(n=64, seed=0):
    rng = np.random.default_rng(seed)
    return rng.standard_normal(n, dtype=np.float32), rng.standard_normal(n, dtype=np.float32)


def test_mode_all_dumps_the_staged_inputs_and_the_written_outputs(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="all")
    x, y = inputs()
    x0, y0 = x.copy(), y.copy()
    worker.launch(mod["axpy"], x, y, 2.0, blocks=3)
    names = files(tmp_path)
    stems = {NAME_RE.match(n).group(0) for n in names}
    assert len(stems) == 1
    stem = stems.pop()
    assert NAME_RE.match(stem).group(2) == "axpy"
    assert names == sorted([f"{stem}.json", f"{stem}.input.0.x.npy", f"{stem}.input.1.y.npy",
                            f"{stem}.output.1.y.npy"])
    d = tmp_path / f"device{DEV}"
    np.testing.assert_array_equal(np.load(d / f"{stem}.input.0.x.npy"), x0)
    np.testing.assert_array_equal(np.load(d / f"{stem}.input.1.y.npy"), y0)
    np.testing.assert_array_equal(np.load(d / f"{stem}.output.1.y.npy"), y)
    (side,) = sidecars(tmp_path, "tensor")
    assert (side["kernel"], side["model"], side["program"], side["blocks"]) == (
        "axpy", "dumpk", "dumpk.ik", 3)
    assert (side["device"], side["core_kind"], side["stream"], side["arch"]) == (
        DEV, "aiv", 0, "a2a3")
    assert side["scalars"] == {"a": 2.0}
    assert side["source_hash"] == mod["axpy"].meta["source_hash"]
    assert side["compile_options"]["opt"] == 2 and set(side["timings"]) == {
        "copy_in_s", "run_s", "copy_out_s"}
    assert side["task"] == worker._cb.header.seq and stem.endswith(f"_0_{side['task']}")
    assert [(t["role"], t["name"], t["shape"], t["dtype"], t["nan"]) for t in side["tensors"]] \
        == [("input", "x", [64], "f32", 0), ("input", "y", [64], "f32", 0),
            ("output", "y", [64], "f32", 0)]


def test_iterations_count_launches_per_kernel_and_dump_step_overrides(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="output")
    x, y = inputs()
    for _ in range(3):
        worker.launch(mod["axpy"], x, y, 1.0, blocks=2)
    incore.dump_step(40)
    worker.launch(mod["axpy"], x, y, 1.0, blocks=2)
    iters = [s["iteration"] for s in sidecars(tmp_path, "tensor")]
    first = min(iters)
    assert sorted(iters) == [first, first + 1, first + 2, 40]
    tasks = sorted(s["task"] for s in sidecars(tmp_path, "tensor"))
    assert tasks == list(range(tasks[0], tasks[0] + 4))
    with pytest.raises(ValueError, match="step"):
        incore.dump_step(-1)


@pytest.mark.parametrize("mode, roles", [("input", {"input"}), ("output", {"output"}),
                                         ("all", {"input", "output"})])
def test_mode_selects_inputs_outputs_or_both(worker, mod, tmp_path, mode, roles):
    incore.set_dump_config(path=tmp_path, mode=mode)
    x, y = inputs()
    worker.launch(mod["axpy"], x, y, 1.0, blocks=2)
    (side,) = sidecars(tmp_path, "tensor")
    assert {t["role"] for t in side["tensors"]} == roles
    assert len(files(tmp_path, "*.npy")) == len(side["tensors"])


def test_kernels_selects_which_kernels_are_dumped(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="all", kernels=["divide"])
    x, y = inputs()
    worker.launch(mod["axpy"], x, y, 1.0, blocks=2)
    assert files(tmp_path) == []
    worker.launch(mod["divide"], x, y, 2.0, blocks=2)
    assert {s["kernel"] for s in sidecars(tmp_path, "tensor")} == {"divide"}


def test_device_buffer_arguments_are_dumped(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="all")
    x, y = inputs()
    xb, yb = worker.to_device(x), worker.to_device(y)
    worker.launch(mod["axpy"], xb, yb, 3.0, blocks=2)
    d = tmp_path / f"device{DEV}"
    (out,) = files(tmp_path, "*.output.1.y.npy")
    (inp,) = files(tmp_path, "*.input.1.y.npy")
    np.testing.assert_array_equal(np.load(d / inp), y)
    np.testing.assert_array_equal(np.load(d / out), yb.numpy())
    xb.free()
    yb.free()


def test_the_worker_option_dumps_its_own_launches_only(worker, mod, tmp_path):
    x, y = inputs()
    with incore.Worker(device_id=DEV, dump=incore.DumpConfig(path=str(tmp_path))) as w2:
        w2.launch(mod["axpy"], x, y, 1.0, blocks=2)
        worker.launch(mod["axpy"], x, y, 1.0, blocks=2)  # this Worker has no option
    assert len(sidecars(tmp_path, "tensor")) == 1


def test_dumping_off_writes_nothing_and_keeps_no_launch(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, enabled=False, overflow=True, exception=True)
    x, y = inputs()
    worker.launch(mod["divide"], x, y, 0.0, blocks=2)
    assert not (tmp_path / f"device{DEV}").exists()
    assert worker._ctx not in hooks._records


def test_a_config_change_applies_from_the_next_launch_not_the_running_one(
        worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="all")
    x = np.zeros(4, np.float32)
    ctx = worker._ctx
    done = threading.Event()
    errors = []

    def run():
        try:
            worker.launch(mod["spin"], x, 200_000_000, blocks=1)
        except BaseException as e:  # noqa: BLE001 - reported below
            errors.append(e)
        done.set()

    t = threading.Thread(target=run)
    t.start()
    deadline = time.monotonic() + 20
    while not ctx.launches.live and not done.is_set() and time.monotonic() < deadline:
        time.sleep(0.001)
    incore.set_dump_config(path=tmp_path, mode="input")  # while the kernel runs
    running = ctx.launches.live
    t.join(30)
    assert not errors and done.is_set()
    worker.launch(mod["spin"], x, 1, blocks=1)
    roles = [{t["role"] for t in s["tensors"]} for s in sidecars(tmp_path, "tensor")]
    by_task = sorted(zip([s["task"] for s in sidecars(tmp_path, "tensor")], roles,
                         strict=True))
    if running:  # the change landed during the first launch (not before it)
        assert by_task[0][1] == {"input", "output"}
    assert by_task[-1][1] == {"input"}


def test_nan_output_gives_an_overflow_dump_and_a_warning(worker, mod, tmp_path, caplog):
    # kernels= excludes divide: overflow dumps are written for every kernel anyway.
    incore.set_dump_config(path=tmp_path, overflow=True, kernels=["axpy"])
    x = np.array([0.0, 1.0, -2.0, 3.0, 0.0, 5.0], np.float32)
    y = np.zeros_like(x)
    with caplog.at_level(logging.WARNING, logger="incore"):
        worker.launch(mod["divide"], x, y, 0.0, blocks=1)
    warn = [r.getMessage() for r in caplog.records
            if r.levelno == logging.WARNING and "overflow" in r.getMessage()]
    assert len(warn) == 1
    assert "'divide'" in warn[0] and "'y'" in warn[0] and "6 non-finite" in warn[0]
    assert "2 NaN, 4 Inf" in warn[0] and "index (0,)" in warn[0]
    (side,) = sidecars(tmp_path, "overflow")
    assert sidecars(tmp_path, "tensor") == []
    assert side["overflow"] == [{"tensor": "y", "count": 6, "nan": 2, "inf": 4,
                                 "first_indices": [[0], [1], [2], [3], [4], [5]]}]
    (t,) = side["tensors"]
    assert (t["nan"], t["inf"]) == (2, 4)
    got = np.load(tmp_path / f"device{DEV}" / t["file"])
    np.testing.assert_array_equal(got, y)
    out = io.StringIO()
    show(str(tmp_path), None, out)
    assert re.search(r"^overflow\s+divide\s+24\s.*output\.y: 2 nan, 4 inf$", out.getvalue(),
                     re.M), out.getvalue()


def test_finite_outputs_give_no_overflow_dump(worker, mod, tmp_path, caplog):
    incore.set_dump_config(path=tmp_path, overflow=True, skip_kernels=["divide"])
    x, y = inputs()
    with caplog.at_level(logging.WARNING, logger="incore"):
        worker.launch(mod["divide"], x, y, 2.0, blocks=2)
    assert files(tmp_path) == []
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_a_segfault_writes_an_exception_dump_named_by_the_fault(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, exception=True, mode="input")
    x = np.arange(8, dtype=np.float32)
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(mod["smash"], x, 1 << 40, blocks=1)
    directory = tmp_path / f"device{DEV}"
    message = str(info.value)
    assert f"exception dump written to {directory}" in message
    assert "SIGSEGV" in message and "the device was restarted" in message
    (side,) = sidecars(tmp_path, "exception")
    assert side["exception"]["type"] == "DeviceFault"
    assert side["exception"]["attributes"]["signal"] == "SIGSEGV"
    state = side["device_state"]
    assert state["fault_record"]["signo"] == 11
    assert len(state["cores"]) == len(worker.cores)
    assert {"local_context", "global_context", "current_block"} <= set(state["cores"][0])
    args = np.load(directory / side["args_file"])
    assert args.shape == (len(worker.cores), abi.ARGS_SLOTS) and args.dtype == np.int64
    roles = {(t["role"], t["name"]) for t in side["tensors"]}
    assert roles == {("input", "x"), ("tensor", "x")}
    left = next(t for t in side["tensors"] if t["role"] == "tensor")
    assert np.load(directory / left["file"])[0] == 1.0  # the store before the fault landed
    out = io.StringIO()
    assert show(str(tmp_path), None, out) == 0
    assert re.search(r"^exception\s+smash\s+24", out.getvalue(), re.M)
    # the device was restarted and works
    a, b = inputs()
    worker.launch(mod["axpy"], a, b, 1.0, blocks=2)


def test_a_timeout_writes_an_exception_dump(mod, tmp_path):
    incore.set_dump_config(path=tmp_path, exception=True)
    x = np.zeros(4, np.float32)
    with incore.Worker(device_id=DEV, timeout=0.3) as w:
        with pytest.raises(incore.LaunchTimeout) as info:
            w.launch(mod["spin"], x, 1 << 40, blocks=1)
    assert "exception dump written to" in str(info.value)
    (side,) = sidecars(tmp_path, "exception")
    assert side["exception"]["type"] == "LaunchTimeout"
    assert any(core["current_block"] == 0 for core in side["device_state"]["cores"])


def test_a_failed_assert_writes_an_exception_dump(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, exception=True)
    x = np.array([1.0, -1.0, 2.0], np.float32)
    with pytest.raises(incore.KernelAssertionError) as info:
        worker.launch(mod["positive"], x, blocks=1)
    assert f"exception dump written to {tmp_path / f'device{DEV}'}" in str(info.value)
    assert "is not positive" in str(info.value)
    (side,) = sidecars(tmp_path, "exception")
    assert side["exception"]["type"] == "KernelAssertionError"
    (t,) = side["tensors"]
    np.testing.assert_array_equal(np.load(tmp_path / f"device{DEV}" / t["file"]), x)


def test_without_exception_dumps_the_fault_message_is_unchanged(worker, mod, tmp_path):
    incore.set_dump_config(path=tmp_path, mode="output")
    x = np.zeros(8, np.float32)
    with pytest.raises(incore.DeviceFault) as info:
        worker.launch(mod["smash"], x, 1 << 40, blocks=1)
    assert "exception dump" not in str(info.value)
    assert files(tmp_path) == []


def test_an_unwritable_path_warns_once_and_every_launch_succeeds(worker, mod, tmp_path, caplog):
    blocker = tmp_path / "a_file"
    blocker.write_text("not a directory")
    bad = blocker / "dumps"
    incore.set_dump_config(path=bad, mode="all", overflow=True, exception=True)
    x, y = inputs()
    expected = y.copy()
    with caplog.at_level(logging.WARNING, logger="incore"):
        for _ in range(3):
            worker.launch(mod["axpy"], x, y, 1.0, blocks=2)
            expected = x + expected
        with pytest.raises(incore.DeviceFault) as info:
            worker.launch(mod["smash"], np.zeros(4, np.float32), 1 << 40, blocks=1)
        incore.flush_dumps(timeout=30)
    np.testing.assert_allclose(y, expected, rtol=1e-6)
    warned = [r.getMessage() for r in caplog.records
              if r.levelno == logging.WARNING and "cannot write dumps" in r.getMessage()]
    assert len(warned) == 1 and str(bad) in warned[0]
    assert "exception dump" not in str(info.value)


def test_close_waits_for_the_writer(mod, tmp_path, monkeypatch):
    w = writer()
    real = w._write_files

    def slow(job):
        time.sleep(0.3)
        real(job)

    monkeypatch.setattr(w, "_write_files", slow)
    x, y = inputs()
    with incore.Worker(device_id=DEV, dump=incore.DumpConfig(path=str(tmp_path))) as w2:
        w2.launch(mod["axpy"], x, y, 1.0, blocks=2)
    assert len(list((tmp_path / f"device{DEV}").glob("*.json"))) == 1


def test_stream_launches_in_flight_together_keep_their_own_records(worker, mod, tmp_path):
    """The hooks as stream launches call them: two launches begun before either ends."""
    from incore.runtime.host.launch.staging import launchable
    from incore.runtime.host.validate import bind_args

    incore.set_dump_config(path=tmp_path, mode="all")
    ctx = worker._ctx
    k = launchable(mod["axpy"])
    x, y = inputs()
    xb, yb1, yb2 = worker.to_device(x), worker.to_device(y), worker.to_device(2 * y)
    with ctx.lock:
        bound1, _ = bind_args(k.meta, (xb, yb1, 1.0), ctx.arch, ctx.gm)
        bound2, _ = bind_args(k.meta, (xb, yb2, 1.0), ctx.arch, ctx.gm)
        hooks.before_run(ctx, k, bound1, [], 2, stream=1, task=900)
        hooks.before_run(ctx, k, bound2, [], 2, stream=2, task=901)
        yb1.numpy()[:] = 7.0  # "the kernels ran"
        yb2.numpy()[:] = 8.0
        hooks.after_launch(ctx, k, (0.0, 0.0, 0.0), task=901)
        hooks.after_launch(ctx, k, (0.0, 0.0, 0.0), task=900)
    d = tmp_path / f"device{DEV}"
    by_task = {s["task"]: s for s in sidecars(tmp_path, "tensor")}
    assert set(by_task) == {900, 901}
    assert (by_task[900]["stream"], by_task[901]["stream"]) == (1, 2)
    for task, y_in, y_out in ((900, y, 7.0), (901, 2 * y, 8.0)):
        stem = by_task[task]["stem"]
        assert stem.endswith(f"_{by_task[task]['stream']}_{task}")
        np.testing.assert_array_equal(np.load(d / f"{stem}.input.1.y.npy"), y_in)
        assert (np.load(d / f"{stem}.output.1.y.npy") == y_out).all()
    assert ctx not in hooks._records
    for b in (xb, yb1, yb2):
        b.free()


def test_the_overflow_scan_sees_nan_and_inf_in_bfloat16_outputs():
    import ml_dtypes

    from incore.runtime.dump.overflow import scan

    values = np.array([1.0, np.nan, -np.inf, 2.0, np.inf], dtype=ml_dtypes.bfloat16)
    found = scan("y", values)
    assert found is not None and found.count == 3
    assert scan("y", np.ones(4, dtype=ml_dtypes.bfloat16)) is None
