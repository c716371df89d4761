"""The failure path of a context: a launch that faulted, timed out or was abandoned.

``FailurePath`` is the part of ``context.DeviceContext`` that handles them (``ctx.failure``);
it keeps no state of its own and runs under the context's lock.  It describes the fault from
the fault record and the payload's line tables (``faults.py``), stops the device, lets the
launch's collectors see the fault (device logs, exception dump), restarts the device on the
same GM, tells the exception callback and raises the fault (synchronous launch) or fails the
streams that lost launches (queued launches; raised at their next wait).
"""

from __future__ import annotations

import logging
from typing import Any

from incore.errors import DeviceFault, LaunchTimeout, restate, runtime_error
from incore.log import LOGGER_NAME
from incore.runtime.common.control import NO_BLOCK
from incore.runtime.host.launch.collecting import end_launch, fail_launch
from incore.runtime.host.launch.launchqueue import SEQ_MASK
from incore.runtime.host.launch.staging import Launchable
from incore.runtime.host.launch.waits import CLOSED_DURING_LAUNCH, CLOSED_DURING_WAIT
from incore.runtime.host.parts import PartContext

logger = logging.getLogger(LOGGER_NAME)


class FailurePath:
    """What a context does when a launch fails."""

    __slots__ = ("_ctx",)

    def __init__(self, ctx: PartContext) -> None:
        self._ctx = ctx

    def launch_failed(self, timed_out: bool, stalled: bool = False,
                       seq: int | None = None) -> None:
        """The running launch faulted or timed out: build its DeviceFault from the fault
        record and the payload's tables, stop the device, emit the launch's device logs (GM
        outlives the device process), dump it, restart the device (which discards the launches
        queued behind it) and tell the exception callback.  A synchronous launch's fault is
        raised; a queued launch's is recorded on its stream and on the streams that lost
        launches (raised at their next wait).  ``seq`` is the launch that timed out; a fault is
        the launch of the faulting core (launches of different streams run side by side).

        If the restart fails, the context is closed and the DeviceFault says so.  An interrupt
        (KeyboardInterrupt...) during the restart propagates as itself; the device is then
        stopped and the next use restarts it.  ``stalled``: the host's clock saw the device
        make no progress (``waits.py``); a timed-out launch that runs on no core, or whose
        device process is stopped, is reported that way too (``DEVICE_STALLED``, naming the
        device).  The task-abort callback is told about the launch with the exception.
        """
        # Fault descriptions (and the payloads' line tables they read) and the callbacks load
        # with the first failed launch: a context whose launches succeed never imports them.
        from incore.runtime.host import callback
        from incore.runtime.host.faults import (
            crash_fault,
            process_state,
            stall_fault,
            timeout_fault,
        )
        from incore.runtime.host.sourcemap import LoadedPayload

        ctx = self._ctx
        launches, lifecycle = ctx.launches, ctx.lifecycle
        queue = launches.queue
        cb = ctx.memory.control_block
        collecting = launches.collecting
        if collecting is not None and queue.is_complete(collecting.seq):
            ctx.waits.collect_completed()  # an earlier launch's, before the restart drops it
        if seq is None and not timed_out:
            seq = _faulting_launch(cb)
        if seq is None:
            seq = queue.running()
        if seq is None:  # died between launches (killed from outside): blame the next one
            seq = (queue.completed + 1) & SEQ_MASK
        entry = queue.entry(seq)
        launchable, stream, observed = entry.launchable, entry.stream, entry.observed
        if launchable is None:  # nothing queued: the device itself died
            lifecycle.end_device(kill=True)
            lifecycle.restart()
            return
        if timed_out and not stalled:
            # a launch the device took but then ran nowhere: its process stopped or starved
            stalled = process_state(lifecycle.proc.pid).startswith("stopped") or (
                cb.header.blocks_done == 0 and all(c.current_block == NO_BLOCK
                                                   for c in cb.cores))
        if stalled:
            fault = stall_fault(launchable.name, ctx.device_id, entry.timeout, lifecycle.proc.pid)
        elif timed_out:
            source = (launchable.meta.get("lines") or {}).get("file")  # names the waits' lines
            fault = timeout_fault(launchable.name, cb, entry.timeout, ctx.core_label, source,
                                  launch=seq)
        else:
            desc = entry.desc
            running = [LoadedPayload(int(desc.payload), launchable.text, launchable.meta)]
            if launchable.text_aic is not None:
                running.append(LoadedPayload(int(desc.payload_aic), launchable.text_aic,
                                             launchable.meta_aic or launchable.meta))
            code = lifecycle.proc.wait_exit()
            fault = crash_fault(launchable.name, cb, code, ctx.device_id, ctx.core_label, running)
        lifecycle.end_device(kill=True)  # a timed-out kernel stops writing before logs are read
        if launches.collecting is not None and launches.collecting.seq == seq:
            launches.collecting = None
        if observed is not None:
            # Its collectors see the fault while GM and the control block are still mapped
            # (device logs drained, exception dump written); a launch with collectors runs
            # alone, so what the device left is its own.
            fault = fail_launch(observed, fault)
        # every launch not finished but this one (queued behind it, or running beside it)
        lost = queue.unfinished(skip=seq)
        # restate(): the same fault (type, code, hint, attributes) saying what followed it.
        message = getattr(fault, "message", None) or str(fault)
        abort = (launchable.name, stream, seq, entry.ordinal if stream is not None else 1,
                 callback.ABORT_TIMEOUT if timed_out else callback.ABORT_FAULT,
                 sum(lost.values()))
        if ctx.cancelled() and stream is None:
            # a synchronous launch of a closing Worker (it never returned): no restart for it
            raise self._reported(restate(fault, f"{message}; the Worker was closed"), abort)
        # a fault, a timeout or a lost device is an ERROR, as a failing runtime call is
        # (docs/runtime.md, "Logging")
        logger.error("[%s] %s; restarting device %d", getattr(fault, "code", None), message,
                     ctx.device_id)
        try:
            # Queued launches were accepted: their streams learn of the failure even when the
            # Worker closes meanwhile (its close() counts them), so a close does not cancel it.
            lifecycle.restart(cancellable=stream is None)
        except BaseException as e:
            if not isinstance(e, Exception):  # an interrupt: the device stays stopped
                if stream is not None:
                    self._fail_streams(restate(fault, f"{message}; the device was stopped"),
                                       stream, seq, entry.ordinal, observed, lost)
                raise
            self._close_broken()
            why = getattr(e, "message", None) or e
            fault = self._reported(restate(
                fault,
                f"{message}; restarting device {ctx.device_id} failed ({why}): Worker closed",
            ), abort)
            if stream is not None:
                self._fail_streams(fault, stream, seq, entry.ordinal, observed, lost)
            raise fault from e
        if stream is None:
            # raised without a local name: a frame holding it would make a cycle through the
            # traceback and keep the launch's arguments alive until the next collection
            raise self._reported(restate(fault, f"{message}; the device was restarted"), abort)
        fault = self._reported(restate(fault, f"{message}; the device was restarted"), abort)
        self._fail_streams(fault, stream, seq, entry.ordinal, observed, lost)

    def _fail_streams(self, fault: BaseException, stream: Any, seq: int, ordinal: int,
                      observed: Any, lost: dict[Any, int]) -> None:
        """Queued launch ``seq`` (launch ``ordinal`` of ``stream``) failed with ``fault``:
        fail its stream and every stream that lost launches with it (``lost``)."""
        if observed is not None:
            end_launch(observed, fault)  # a queued launch's collectors end here
        stream.fail(fault, seq, lost.pop(stream, 0), ordinal)
        for other, count in lost.items():
            if other is not None:
                other.lose(fault, count, stream, ordinal)

    def abort_launch(self, launchable: Launchable, seq: int, closed: bool) -> None:
        """Stop launch ``seq``, abandoned by a non-fault exception, then restart the device.

        The device is killed first, before anything that could be interrupted again (logging,
        the restart).  If the restart fails, the context is closed; if it is interrupted, the
        device stays stopped and the next use restarts it.  Either way the caller re-raises.
        An interrupt is told to the task-abort callback here (``closed``: the close() that
        stopped the launch was told when the wait noticed it, ``closed_during_launch``).
        """
        ctx = self._ctx
        ctx.lifecycle.end_device(kill=True)
        from incore.runtime.host import callback

        if not closed:
            self._tell_abort(launchable.name, None, seq, 1, callback.ABORT_INTERRUPT, 0, None)
        if ctx.cancelled():
            return  # close() stopped the launch: the teardown (or the next use) follows
        logger.warning(
            "launch of kernel %r on device %d interrupted; device stopped, restarting it",
            launchable.name, ctx.device_id,
        )
        try:
            ctx.lifecycle.restart()
        except Exception:
            self._close_broken()
            raise

    def _close_broken(self) -> None:
        """The device cannot be restarted: close the context and the handle using it (the
        teardown happens as the operation unwinds)."""
        ctx = self._ctx
        caller = ctx.caller
        if caller is not None:
            caller._closed = True
        ctx.close()

    def _reported(self, fault: DeviceFault, abort: tuple | None = None) -> DeviceFault:
        """``fault``, after the exception callback (if any) was told about it, and the
        task-abort callback about the launch it aborted (``abort``: kernel name, stream,
        task, ordinal, reason, discarded)."""
        from incore.runtime.host import callback

        callback.report(fault, self._ctx.device_id, self._ctx.physical_id,
                        timeout=isinstance(fault, LaunchTimeout))
        if abort is not None:
            self._tell_abort(*abort, error=fault)
        return fault

    def _tell_abort(self, kernel: str, stream: Any, task: int, ordinal: int, reason: str,
                    discarded: int, error: BaseException | None) -> None:
        """Tell the task-abort callback (if any) that launch ``task`` was aborted."""
        from incore.runtime.host import callback

        if callback.abort_callback() is None:
            return
        callback.report_abort(
            device=self._ctx.device_id, physical_id=self._ctx.physical_id, kernel=kernel,
            stream=stream.id if stream is not None else 0, task=task, ordinal=ordinal,
            reason=reason, discarded=discarded, error=error,
        )

    def closed_during_wait(self) -> BaseException:
        """The CONTEXT_CLOSED error of a wait that a close() of its Worker ended: a synchronous
        launch's own kernel is stopped (``closed_during_launch``); a wait for queued launches
        leaves them to the close, which runs them or counts them."""
        if self._ctx.launches.live:
            return self.closed_during_launch()
        return runtime_error("CONTEXT_CLOSED", detail=CLOSED_DURING_WAIT)

    def closed_during_launch(self) -> BaseException:
        """The CONTEXT_CLOSED error of a wait that close() stopped, after the task-abort
        callback was told about the launch the device was running (or about to run)."""
        from incore.runtime.host import callback

        error = runtime_error("CONTEXT_CLOSED", detail=CLOSED_DURING_LAUNCH)
        queue = self._ctx.launches.queue
        if callback.abort_callback() is not None and queue.queued():
            seq = queue.running()
            if seq is None:
                seq = (queue.completed + 1) & SEQ_MASK
            entry = queue.entry(seq)
            if entry.launchable is not None:
                self._tell_abort(entry.launchable.name, entry.stream, seq,
                                 entry.ordinal if entry.stream is not None else 1,
                                 callback.ABORT_CLOSE, queue.queued() - 1, error)
        return error


def _faulting_launch(cb: Any) -> int | None:
    """The launch whose block the faulting thread (the fault record's ``tid``) was running."""
    tid = int(cb.fault.tid)
    if not tid:
        return None
    for core in cb.cores:
        if int(core.tid) == tid and int(core.current_block) != NO_BLOCK:
            return int(core.launch) & SEQ_MASK
    return None
