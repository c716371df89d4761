"""The interpreted run: the run phase of a launch of a Worker whose launches run as Python in
the user's process (``Worker(interpret=True)``, ``LaunchOptions.interpret``).

A synchronous launch walks the phases of ``phases.sync_launch`` with its run phase replaced
by :func:`run_interpreted`: plan, bind and stage as compiled (host arrays are staged into GM,
the kernel's own collectors join), then the kernel's interpreted form (``kernel.interpreted()``,
built by the compiler's facade: the runtime never imports the interpreter) runs every block on
numpy views of the same GM the compiled launch would use; copy back and collect follow as
compiled.  What the device would report is reported the same way:

- log lines and prints go through ``incore.log.emit_device_record``, as the device-log drain
  emits them, filtered by the launch's ``(severity, info_v)`` as the kernel filters them, at
  once rather than after the launch;
- a failed assert or bounds check is the launch's error after copy back (a collector raises
  it in the collect phase, where the device logs' collector raises the compiled one);
- a trap, a wild access or a ``@mix`` deadlock is a ``DeviceFault`` whose traceback ends at
  the kernel's ``.ik`` line, logged at ERROR and shown to the launch's collectors (the
  exception dump) and to the exception and task-abort callbacks, as the failure path does;
  there is no device process to restart;
- when the profiler records the launch, each block's span goes into its core's trace area,
  where the cores write theirs (``control.CoreTrace``).

Blocks land on the cores a device of the context's clusters has, in order: block ``b`` of an
AIV kernel on the ``b mod n``-th of its ``n`` AIV cores, of an AIC kernel on AIC core
``b mod clusters``, a ``@mix`` block on cluster ``b mod clusters`` (whose flags it shares with
the other blocks of that cluster).  Stream launches run through ``interpreted_queue.py``.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

from incore import abi
from incore.errors import DeviceFault, KernelAssertionError, KernelIndexError, runtime_error
from incore.log import (
    DEVICE_LEVELS,
    LOGGER_NAME,
    WARN,
    device_level_enabled,
    emit_device_record,
    get_logger,
    split_level,
)
from incore.runtime.common.control import LAUNCH_MIX, TRACE_RECORDS
from incore.runtime.host.collector import Collector, Launch
from incore.runtime.host.launch.collecting import add_collectors, fail_launch

logger = logging.getLogger(LOGGER_NAME)
PRINT_LEVEL = "info_v5"  # a print(...) site's level (docs/language.md, "print")
_PRINT_PREFIX = re.compile(r"^\[\S+ block -?\d+ core (\d+) (\w+)\]")


def interpreted_form(kernel: Any, option: str = "interpret") -> Any:
    """``kernel``'s interpreted form (``kernel.interpreted()``); ``KERNEL_NOT_INTERPRETABLE``
    for a kernel object without one.  ``option`` names the Worker option that asked."""
    make = getattr(kernel, "interpreted", None)
    name = getattr(kernel, "name", None) or type(kernel).__name__
    if make is None:
        raise runtime_error(
            "KERNEL_NOT_INTERPRETABLE", kernel=name, option=option,
            detail="it has no interpreted form (only a kernel compiled by incore.compile has "
            "the typed AST the interpreter runs)")
    try:
        return make()
    except ValueError as exc:
        raise runtime_error("KERNEL_NOT_INTERPRETABLE", kernel=name, option=option,
                            detail=str(exc)) from None


def arguments(launch: Launch) -> list:
    """The launch's arguments as the interpreter takes them: for a tensor, the numpy view of
    the GM it lives in (the staged copy of a host array, a DeviceBuffer's own memory); for a
    scalar, the value passed."""
    staged = {id(arg): tmp for arg, tmp in launch.temps}
    bound, args = launch.bound, launch.args
    out = []
    for i, param in enumerate(launch.launchable.meta["params"]):
        value = args[i]
        if param["kind"] == "tensor":
            if bound is not None:
                value = staged.get(id(bound[i]), bound[i].value)
            out.append(value.numpy())
        else:
            out.append(value)
    return out


def core_map(topology: list[tuple[int, int, int, int]],
             mix: bool) -> Callable[[int, str, int], int]:
    """``core_of(block, kind, sub_block)``: the core a block runs on (module docstring)."""
    by_place = {(kind, cluster, sub): cid for cid, kind, sub, cluster in topology}
    aic = [cid for cid, kind, _, _ in topology if kind == abi.CORE_AIC]
    aiv = [cid for cid, kind, _, _ in topology if kind == abi.CORE_AIV]

    def core_of(block: int, kind: str, sub: int) -> int:
        if mix:
            if kind == "aic":
                return by_place[(abi.CORE_AIC, block % len(aic), 0)]
            return by_place[(abi.CORE_AIV, block % len(aic), sub)]
        cores = aic if kind == "aic" else aiv
        return cores[block % len(cores)]

    return core_of


def environment(launch: Launch, form: Any, order: str, quiet: bool = False) -> dict:
    """The interpreter's launch environment for ``launch`` (``LaunchEnv``'s fields): its log
    level, cores, traps table and L2 offset, hooks that log as the device-log drain does (or,
    ``quiet``, log nothing: the cross-check's second run), and block spans for the profiler."""
    ctx, launchable = launch.ctx, launch.launchable
    severity, info_v = launch.options.log_level or split_level(get_logger().getEffectiveLevel())
    name = launchable.name
    label = ctx.core_label

    def log_enabled(level: str) -> bool:
        return device_level_enabled(level, severity, info_v)

    def on_log(site: Any, args: tuple, where: Any) -> None:
        emit_device_record(DEVICE_LEVELS.get(site.level, WARN), f"{name}/{label(where.core)}",
                           form.format_site(site, args))

    def on_print(text: str) -> None:
        if not log_enabled(PRINT_LEVEL):
            return
        match = _PRINT_PREFIX.match(text)
        where = f"{name}/{label(int(match.group(1)))}" if match else name
        emit_device_record(DEVICE_LEVELS[PRINT_LEVEL], where, text, printed=True)

    env = dict(
        log_enabled=log_enabled, order=order, clusters=ctx.clusters,
        core_of=core_map(ctx.topology, launchable.kind == LAUNCH_MIX),
        traps=tuple(launchable.meta.get("traps", ())), l2_cache_offset=ctx.l2_cache_offset,
        on_log=(lambda *a: None) if quiet else on_log,
        on_print=(lambda text: None) if quiet else on_print,
    )
    cb = ctx.control_block
    if not quiet and cb is not None and cb.header.profile:  # the profiler armed the launch
        env["on_block"] = _trace_block(cb)
    return env


def _trace_block(cb: Any) -> Callable[[int, int, int, int], None]:
    """``on_block``: store a block's span in its core's trace area, as a core does."""

    def on_block(block: int, core: int, start_ns: int, end_ns: int) -> None:
        area = cb.cores[core].trace
        n = int(area.count)
        if n >= TRACE_RECORDS:
            area.overflow += 1
            return
        rec = area.records[n]
        rec.block, rec.start_ns, rec.end_ns = block, start_ns, end_ns
        area.count = n + 1

    return on_block


class RaisedAfterRun(Collector):
    """Raises, in the collect phase, the failed assert or bounds check of an interpreted
    launch (logged at ERROR once, as the device logs' collector logs the compiled one)."""

    def __init__(self, error: BaseException) -> None:
        self.error = error

    def collect(self, launch: Launch) -> None:
        error = self.error
        logger.error("[%s] %s", error.code, getattr(error, "message", None) or error)
        raise error


def run_interpreted(launch: Launch) -> None:
    """The run phase of an interpreted launch (module docstring); faults raise from here."""
    form = interpreted_form(launch.kernel)
    order = launch.options.interpret or "fixed"
    try:
        form.run(arguments(launch), launch.nblocks, **environment(launch, form, order))
    except (KernelAssertionError, KernelIndexError) as error:
        add_collectors(launch, (RaisedAfterRun(error),))  # raised after copy back
    except DeviceFault as fault:
        raise interpreted_fault(launch, fault) from None


def interpreted_fault(launch: Launch, fault: DeviceFault) -> BaseException:
    """The error to raise for ``fault`` of an interpreted launch: logged at ERROR, seen by the
    launch's collectors (which may restate it: the exception dump names its files) and by the
    exception and task-abort callbacks, with the traceback that ends at the kernel's line."""
    from incore.runtime.host import callback

    ctx = launch.ctx
    message = getattr(fault, "message", None) or str(fault)
    logger.error("[%s] %s", getattr(fault, "code", None), message)
    error = fail_launch(launch, fault) if launch.collectors else fault
    physical = getattr(ctx, "physical_id", ctx.device_id)
    callback.report(error, ctx.device_id, physical)
    if callback.abort_callback() is not None:
        stream = launch.stream
        callback.report_abort(
            device=ctx.device_id, physical_id=physical, kernel=launch.launchable.name,
            stream=stream.id if stream is not None else 0, task=launch.seq,
            ordinal=launch.ordinal if stream is not None else 1, reason=callback.ABORT_FAULT,
            error=error)
    return error.with_traceback(fault.__traceback__)
