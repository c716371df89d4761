"""Synchronisation inside a MIX cluster (issue 11, acceptance 2): set_flag / wait_flag as a
counting semaphore with release/acquire visibility, cluster_barrier across the three cores, the
compile-time rules, and a wait nobody satisfies ending in a LaunchTimeout that names the core,
block and flag, after which the next launch is correct."""

from __future__ import annotations

import functools
import importlib.util
from pathlib import Path

import numpy as np
import pytest

import incore
from tests.support.frontend_util import compile_error

SRC = """
const DATA = 0
const DONE = 2

# The AIC publishes step s in y[b, 0] and signals each AIV on its own flag; each AIV adds the
# value it sees to its slot and signals back.  Without the flags' release/acquire the AIVs
# would read stale steps.
@mix
kernel pingpong(y: Tensor[[B, 3], i64], steps: i64):
    for s in range(steps):
        if core_type == AIC:
            y[block_idx, 0] = s + 1
            set_flag(DATA)
            set_flag(1)
            wait_flag(DONE)
            wait_flag(DONE)
        else:
            if sub_block_idx == 0:
                wait_flag(DATA)
            else:
                wait_flag(1)
            y[block_idx, 1 + sub_block_idx] += y[block_idx, 0]
            set_flag(DONE)

# Counting: 2n sets before any wait are all kept; the AIVs take n each.
@mix
kernel counting(out: Tensor[[B], i64], n: i64):
    if core_type == AIC:
        for i in range(2 * n):
            set_flag(15)
    else:
        for i in range(n):
            wait_flag(15)
    cluster_barrier()
    if core_type == AIC:
        out[block_idx] = n

# Every core writes its slot, meets the others at the barrier, checks theirs, and meets them
# again before the next phase overwrites anything.
@mix
kernel phases(slot: Tensor[[B, 3], i64], bad: Tensor[[B], i64], rounds: i64):
    me = 0 if core_type == AIC else 1 + sub_block_idx
    for p in range(rounds):
        slot[block_idx, me] = p
        cluster_barrier()
        for c in range(3):
            if slot[block_idx, c] != p:
                atomic_add(bad[block_idx], 1)
        cluster_barrier()

@mix
kernel stuck(y: Tensor[[B], i64]):
    if core_type == AIV:
        if sub_block_idx == 1:
            wait_flag(5)
    y[block_idx] = 1
"""


@functools.cache
def module(opt: int = 2) -> incore.Module:
    return incore.compile(SRC, filename="sync.ik", opt=opt)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=2, platform="a2a3sim", timeout=5)


def run_pingpong(worker, opt: int, blocks: int, steps: int) -> None:
    y = np.zeros((blocks, 3), np.int64)
    worker.launch(module(opt)["pingpong"], y, steps, blocks=blocks)
    total = steps * (steps + 1) // 2
    np.testing.assert_array_equal(y, [[steps, total, total]] * blocks)


@pytest.mark.parametrize("opt", (0, 2))
def test_flags_order_the_cores_of_a_cluster(worker, opt):
    run_pingpong(worker, opt, blocks=2, steps=2000)
    run_pingpong(worker, opt, blocks=5, steps=300)  # clusters run several blocks in turn


def test_sets_are_counted_and_each_wait_takes_one(worker):
    out = np.zeros(4, np.int64)
    worker.launch(module()["counting"], out, 500, blocks=4)
    np.testing.assert_array_equal(out, [500] * 4)


@pytest.mark.parametrize("opt", (0, 2))
def test_cluster_barrier_separates_phases(worker, opt):
    slot = np.full((4, 3), -1, np.int64)
    bad = np.zeros(4, np.int64)
    worker.launch(module(opt)["phases"], slot, bad, 400, blocks=4)
    np.testing.assert_array_equal(bad, [0] * 4)
    np.testing.assert_array_equal(slot, [[399] * 3] * 4)


@pytest.fixture(scope="module")
def impatient():
    """A Worker whose launches time out after 1 s."""
    with incore.Worker(device_id=1, platform="a2a3sim", timeout=1.0) as w:
        yield w


def test_a_wait_nobody_satisfies_times_out_naming_the_flag_and_the_next_launch_works(impatient):
    w = impatient
    y = np.zeros(2, np.int64)
    with pytest.raises(incore.LaunchTimeout) as info:
        w.launch(module()["stuck"], y, blocks=2)
    err = info.value
    assert err.kernel == "stuck"
    assert err.cause == "waiting for flag 5 (wait_flag(5) in cluster 0)"
    assert (err.core, err.block) == (3, 0)  # the second AIV of cluster 0
    assert "core 3 (aiv) block 0 waiting for flag 5 (wait_flag(5) in cluster 0)" in str(err)
    assert "core 5 (aiv) block 1 waiting for flag 5 (wait_flag(5) in cluster 1)" in str(err)
    # the restarted device starts the next launch with every flag at 0
    run_pingpong(w, 2, blocks=2, steps=50)
    out = np.zeros(2, np.int64)
    w.launch(module()["counting"], out, 20, blocks=2)
    np.testing.assert_array_equal(out, [20, 20])


def test_a_barrier_the_aic_never_reaches_names_the_waiting_cores(impatient):
    lonely = incore.compile(
        "@mix\nkernel lonely(y: Tensor[[B], i64]):\n"
        "    if core_type == AIV:\n        cluster_barrier()\n    y[block_idx] = 1\n",
        filename="lonely.ik",
    )["lonely"]
    with pytest.raises(incore.LaunchTimeout) as info:
        impatient.launch(lonely, np.zeros(1, np.int64), blocks=1)
    assert info.value.cause == "waiting in cluster_barrier() of cluster 0"
    assert (info.value.core, info.value.block) == (2, 0)
    assert "core 3 (aiv) block 0 waiting in cluster_barrier() of cluster 0" in str(info.value)


def test_a_sync_timeout_names_the_wait_line_and_the_pairing_to_check(impatient):
    src = (
        "@mix\nkernel pairs(y: Tensor[[B], i64]):\n"
        "    if core_type == AIC:\n        set_flag(1)\n"
        "    else:\n        if sub_block_idx == 0:\n            wait_flag(1)\n"
        "        else:\n            wait_flag(2)\n"
        "    y[block_idx] = 1\n"
    )
    with pytest.raises(incore.LaunchTimeout) as info:
        impatient.launch(incore.compile(src, filename="pairs.ik")["pairs"],
                         np.zeros(1, np.int64), blocks=1)
    err = info.value
    assert err.code == "SYNC_TIMEOUT"
    assert err.line == 9 and (err.core, err.block) == (3, 0)  # the AIV at `wait_flag(2)`
    assert "waiting at wait_flag(2) at pairs.ik:9" in err.message and err.file == "pairs.ik"
    assert "core 3 (aiv) block 0 waiting for flag 2 (wait_flag(2) in cluster 0) at pairs.ik:9" in (
        err.message)
    assert err.hint == ("check that another core of the cluster calls set_flag(2) once for "
                        "every wait_flag(2) (each wait takes one set)")


def test_a_barrier_timeout_names_its_line_and_says_which_cores_must_reach_it(impatient):
    src = ("@mix\nkernel lone(y: Tensor[[B], i64]):\n"
           "    if core_type == AIV:\n        cluster_barrier()\n    y[block_idx] = 1\n")
    with pytest.raises(incore.LaunchTimeout) as info:
        impatient.launch(incore.compile(src, filename="lone.ik")["lone"],
                         np.zeros(1, np.int64), blocks=1)
    err = info.value
    assert err.line == 4 and "waiting at cluster_barrier() at lone.ik:4" in err.message
    assert "all three cores of the cluster" in err.hint and "core_type" in err.hint


def test_flags_left_set_by_one_launch_do_not_leak_into_the_next(impatient):
    leaky = incore.compile(
        "@mix\nkernel leak(y: Tensor[[B], i64]):\n"
        "    if core_type == AIC:\n        set_flag(7)\n        set_flag(7)\n"
        "    else:\n        if sub_block_idx == 0:\n            wait_flag(7)\n"
        "    y[block_idx] = 1\n",
        filename="leak.ik",
    )["leak"]
    waits_once = incore.compile(
        "@mix\nkernel take(y: Tensor[[B], i64]):\n"
        "    if core_type == AIV:\n        if sub_block_idx == 0:\n"
        "            wait_flag(7)\n            y[block_idx] = 2\n",
        filename="take.ik",
    )["take"]
    y = np.zeros(2, np.int64)
    impatient.launch(leaky, y, blocks=2)  # leaves flag 7 at 1 in both clusters
    with pytest.raises(incore.LaunchTimeout, match="waiting for flag 7"):
        impatient.launch(waits_once, y, blocks=2)


def test_sync_works_on_a5():
    with incore.Worker(device_id=10, platform="a5sim", timeout=5) as w:
        k = incore.compile(SRC, filename="sync.ik", arch="a5")["pingpong"]
        y = np.zeros((2, 3), np.int64)
        w.launch(k, y, 100, blocks=2)
        np.testing.assert_array_equal(y, [[100, 5050, 5050]] * 2)


EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "mix_pipeline"
# Launches per block count: repeated, so a race shows up as one wrong launch among them (the
# interpreter's corpus, whose fixed order gives every launch the same schedule, runs fewer)
PIPELINE_LAUNCHES = {"per_blocks": 15}


def test_the_mix_pipeline_example_is_right_on_every_launch(worker):
    """The example's flags order every tile: repeated launches (clusters running two and
    three blocks in turn) all match the golden, none reads a tile buffer mid-update."""
    spec = importlib.util.spec_from_file_location("mix_pipeline_golden", EXAMPLE / "golden.py")
    golden = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(golden)
    k = incore.compile_file(EXAMPLE / "kernel.ik")["mix_pipeline"]
    for blocks in (4, 6):
        params = {"blocks": blocks}
        inputs = golden.generate_inputs(params)
        want = golden.compute_golden({n: v.copy() for n, v in inputs.items()}, params)
        for _ in range(PIPELINE_LAUNCHES["per_blocks"]):
            out, work = np.zeros_like(inputs["out"]), np.zeros_like(inputs["work"])
            worker.launch(k, inputs["a"], inputs["w"], inputs["bias"], work, out, blocks=blocks)
            np.testing.assert_allclose(out, want["out"], rtol=golden.RTOL, atol=golden.ATOL)
            np.testing.assert_allclose(work, want["work"], rtol=golden.RTOL, atol=golden.ATOL)


H = "@mix\nkernel k(y: Tensor[[N], i64], n: i64):\n"


@pytest.mark.parametrize(
    ("src", "message", "hint"),
    [
        ("@aiv\nkernel k(y: Tensor[[N], i64]):\n    set_flag(0)\n",
         "set_flag() is only available in @mix kernels; kernel 'k' is @aiv",
         "mark the kernel @mix: set_flag, wait_flag and cluster_barrier synchronise the AIC and "
         "the two AIV cores of a MIX cluster"),
        ("kernel k(y: Tensor[[N], i64]):\n    cluster_barrier()\n",
         "cluster_barrier() is only available in @mix kernels; kernel 'k' is @aiv", None),
        ("@aic\nkernel k(y: Tensor[[N], i64]):\n    wait_flag(1)\n",
         "wait_flag() is only available in @mix kernels; kernel 'k' is @aic", None),
        ("func f():\n    set_flag(0)\n\n" + H + "    f()\n",
         "set_flag() is only available in @mix kernels, not in helpers", None),
        (H + "    set_flag(16)\n", "flag 16 is out of range", "flags are integer constants 0..15"),
        (H + "    wait_flag(-1)\n", "flag -1 is out of range", "flags are integer constants 0..15"),
        (H + "    wait_flag(n)\n", "the flag of wait_flag() must be an integer constant",
         "flags are integer constants 0..15, e.g. const READY = 0"),
        (H + "    set_flag(1.0)\n", "the flag of set_flag() must be an integer constant", None),
        (H + "    set_flag()\n", "set_flag() takes 1 argument, got 0", None),
        (H + "    cluster_barrier(1)\n", "cluster_barrier() takes no arguments, got 1", None),
        (H + "    v = set_flag(0)\n", "set_flag() is a statement and has no value",
         "call it on its own line: set_flag(0)"),
    ],
)
def test_sync_rules(src, message, hint):
    e = compile_error(src)
    assert message in str(e)
    if hint is not None:
        assert e.hint == hint


def test_flags_may_be_consts_and_lower_to_the_cluster_block():
    src = "const F = 4\n" + H + "    set_flag(F)\n    wait_flag(F)\n    cluster_barrier()\n"
    mod = incore.compile(src, filename="t.ik", link=False)
    for variant in ("aic", "aiv"):
        ir = mod["k"].variants[variant].ir
        assert "atomicrmw add ptr %\"flag4\", i32 1 seq_cst" in ir
        assert "cmpxchg ptr %\"flag4" in ir  # the wait takes one count
        assert ir.count("asm sideeffect \"syscall\"") == 4  # two wakes and two sleeps
        assert "barrier.last" in ir
