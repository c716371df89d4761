"""A sweep's Ctrl-C is kept as a flag (incore.sweeps.interrupt): the executor stops on it even
when the KeyboardInterrupt itself is lost (raised inside a finaliser, which Python reports as
ignored), and SIGINT's handler is the sweep's only while it runs in the main thread."""

from __future__ import annotations

import signal
import threading
import time
from pathlib import Path

import pytest

from incore.sweeps import driver, interrupt
from incore.sweeps.local import LocalPool
from tests.support import sweep_examples as ex


def test_a_ctrl_c_sets_the_flag_and_raises_and_the_handler_is_restored():
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler
    with pytest.raises(KeyboardInterrupt), interrupt.watch() as stopped:
        assert not stopped.is_set()
        signal.raise_signal(signal.SIGINT)
        time.sleep(1)  # not reached: the handler raised
    assert stopped.is_set()
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


def test_a_ctrl_c_whose_exception_is_lost_still_sets_the_flag():
    with interrupt.watch() as stopped:
        try:  # what a finaliser does with an exception raised inside it
            signal.raise_signal(signal.SIGINT)
        except KeyboardInterrupt:
            pass
        assert stopped.is_set()


def test_other_threads_and_other_handlers_are_left_alone():
    seen = []

    def in_thread() -> None:
        with interrupt.watch() as stopped:
            seen.append((signal.getsignal(signal.SIGINT), stopped.is_set()))

    t = threading.Thread(target=in_thread)
    t.start()
    t.join()
    assert seen == [(signal.default_int_handler, False)]

    def mine(signum, frame):
        seen.append("mine")

    previous = signal.signal(signal.SIGINT, mine)
    try:
        with interrupt.watch() as stopped:
            assert signal.getsignal(signal.SIGINT) is mine
            signal.raise_signal(signal.SIGINT)
            assert not stopped.is_set()
        assert signal.getsignal(signal.SIGINT) is mine
    finally:
        signal.signal(signal.SIGINT, previous)
    assert seen[-1] == "mine"


@pytest.mark.device
def test_the_local_pool_stops_on_the_flag_and_kills_the_running_run(tmp_path):
    ex.write_example(tmp_path, "slow", golden=ex.GOLDEN_SLOW.replace(
        "SLEEP_S = 2.0", "SLEEP_S = 120.0"))
    specs = driver.build_specs("run", str(tmp_path))
    stopped = threading.Event()
    timer = threading.Timer(2.0, stopped.set)
    timer.start()
    t0 = time.monotonic()
    try:
        finished = list(LocalPool(1).run(specs, None, stopped))
    finally:
        timer.cancel()
    assert finished == []  # the run did not finish: nothing reported
    assert time.monotonic() - t0 < 30  # killed, not waited for (it sleeps 120 s)


@pytest.mark.device
def test_a_sweep_whose_interrupt_was_lost_reports_it_interrupted(tmp_path, monkeypatch):
    import contextlib

    ex.write_example(tmp_path, "a_ok", golden=ex.GOLDEN_ONE)
    ex.write_example(tmp_path, "b_slow", golden=ex.GOLDEN_SLOW.replace(
        "SLEEP_S = 2.0", "SLEEP_S = 120.0"))
    stopped = threading.Event()

    @contextlib.contextmanager
    def lost_ctrl_c():  # the flag set, the KeyboardInterrupt never seen by the sweep
        timer = threading.Timer(4.0, stopped.set)
        timer.start()
        try:
            yield stopped
        finally:
            timer.cancel()

    monkeypatch.setattr(interrupt, "watch", lost_ctrl_c)
    out = tmp_path / "out.json"
    result = driver.sweep("run", str(tmp_path), jobs=1, json=str(out))
    assert result.interrupted
    assert [Path(r["example"]).name for r in result.rows] == ["a_ok"]
    assert [u["reason"] for u in result.unfinished] == ["interrupted"]
    assert out.exists()
