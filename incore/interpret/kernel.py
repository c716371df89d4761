"""Building and running an interpreted kernel: :func:`build`, :class:`InterpretedKernel`,
:class:`LaunchEnv`."""

from __future__ import annotations

import linecache
import os
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import numpy as np

from incore import abi
from incore.errors import DeviceFault, KernelIndexError, runtime_error
from incore.frontend import ast
from incore.frontend.types import CoreKind
from incore.interpret import cluster, faults, launchsync, mathlib, ops
from incore.interpret.codegen import ModuleGen, pyname
from incore.interpret.ordering import order_dependent
from incore.printing import format_print


class _BlockEnd(BaseException):
    """A failed assert ends its core's block (the other blocks run on)."""


@dataclass
class LaunchEnv:
    """What one interpreted launch receives from the runtime (every field has a default that
    works without one).

    - ``on_log(site, args, where)``: a log statement whose level is enabled ran; ``args`` are
      Python values (floats as f64 numbers, as the device log carries them).  Default: the
      line the compiled launch logs, on stderr.
    - ``on_assert_fail(site, args, where)``: an assert failed (its block ends).  Default:
      None, and :meth:`InterpretedKernel.run` raises ``KernelAssertionError`` for the lowest
      failing block after the launch, as the compiled launch does.
    - ``on_print(text)``: a ``print(...)`` statement's line; default ``sys.stdout``.
    - ``log_enabled(level)``: whether log sites of ``level`` run (default all).
    - ``order``: ``"fixed"`` or ``"random:SEED"`` (shuffles the blocks and the MIX switches).
    - ``clusters``: the device's cluster count (blocks ``c, c + clusters, ...`` share a
      cluster's flags); None gives every block its own cluster.
    - ``core_of(block, kind, sub_block)``: the core number messages name (default the block).
    - ``traps``: the compiled payload's ``traps`` table (messages then name its trap ids).
    - ``l2_cache_offset``: what ``get_l2_cache_offset()`` returns.
    - ``on_block(block, core, start_ns, end_ns)``: a core finished its part of a block
      (``time.monotonic_ns`` around it, the clock the device's block spans use).
    """

    on_log: Callable[[ast.Site, tuple, faults.Where], None] | None = None
    on_assert_fail: Callable[[ast.Site, tuple, faults.Where], None] | None = None
    on_print: Callable[[str], None] | None = None
    log_enabled: Callable[[str], bool] | None = None
    order: str = "fixed"
    clusters: int | None = None
    core_of: Callable[[int, str, int], int] | None = None
    traps: Sequence[dict] = ()
    l2_cache_offset: int = 0
    on_block: Callable[[int, int, int, int], None] | None = None


@dataclass
class _Launch:
    env: LaunchEnv
    kernel: ast.TypedKernel
    sites: dict[int, ast.Site]
    failures: list = field(default_factory=list)


def _py(v: object) -> object:
    """A log/assert/print argument as the Python value the host formats."""
    if isinstance(v, (bool, np.bool_)):
        return bool(v)
    if isinstance(v, (int, np.integer)):
        return int(v)
    if isinstance(v, (float, np.floating)) or type(v).__name__ == "bfloat16":
        return float(v)
    return v


def format_site(site: ast.Site, args: tuple) -> str:
    """``[file:line] message`` of a log/assert site with its arguments (the compiled text)."""
    values = [_py(a) for a in args]
    try:
        message = site.fmt.format(*values)
    except Exception as exc:  # noqa: BLE001 - an unformattable message is still shown
        message = f"{site.fmt} {values} (unformattable: {exc})"
    return f"[{site.filename}:{site.line}] {message}"


def _where() -> faults.Where:
    return faults.current()


def _log(site_id: int, args: tuple) -> None:
    w = _where()
    launch: _Launch = w.launch
    site = launch.sites[site_id]
    if launch.env.on_log is not None:
        launch.env.on_log(site, tuple(_py(a) for a in args), w)
        return
    print(f"[{site.level.upper()}] {w.kernel}/core {w.core} ({w.kind}): "
          f"{format_site(site, args)}", file=sys.stderr)


def _assert(site_id: int, args: tuple) -> None:
    w = _where()
    launch: _Launch = w.launch
    site = launch.sites[site_id]
    if launch.env.on_assert_fail is not None:
        launch.env.on_assert_fail(site, tuple(_py(a) for a in args), w)
    else:
        launch.failures.append((w.block, w.core, w.kind, site, args))
    raise _BlockEnd


def _print(line: int, values: tuple) -> None:
    w = _where()
    out = format_print(w.kernel, w.block, w.core, w.kind, list(values))
    hook = w.launch.env.on_print
    if hook is not None:
        hook(out)
    else:
        sys.stdout.write(out + "\n")


def pdb_hook() -> bool:
    """``breakpoint()`` would call ``pdb.set_trace``: Python's own hook, and
    ``PYTHONBREAKPOINT`` unset or naming pdb."""
    return sys.breakpointhook is sys.__breakpointhook__ and os.environ.get(
        "PYTHONBREAKPOINT", "") in ("", "pdb.set_trace")


def stop_here() -> None:
    """A kernel's ``breakpoint()`` with pdb as the hook: pdb stops at once at the kernel's
    line (as ``breakpoint()`` does from Python 3.13 on; before, pdb waits for the next line)
    and steps from there.  Any other hook (``sys.breakpointhook``, ``PYTHONBREAKPOINT``) is
    called by the builtin ``breakpoint()`` from the kernel's own frame instead."""
    import bdb
    import pdb

    frame = sys._getframe(1)
    debugger = pdb.Pdb()
    debugger.reset()
    f = frame
    while f is not None:  # what Bdb.set_trace prepares, without its step onto the next event
        f.f_trace = debugger.trace_dispatch
        debugger.botframe = f
        f = f.f_back
    debugger.interaction(frame, None)  # the command typed decides where it stops next
    if debugger.quitting:
        raise bdb.BdbQuit
    if debugger.stoplineno != -1 or debugger.breaks:  # not a `continue` with no breakpoints
        sys.settrace(debugger.trace_dispatch)


_NAMESPACE = {
    "_ik_np": np, "_ik_map": map, "_ik_range": range, "_ik_min": min, "_ik_max": max,
    "_ik_minimum": ops.minimum, "_ik_maximum": ops.maximum, "_ik_select": ops.select,
    "_ik_fit": ops.fit, "_ik_idiv": ops.int_floordiv, "_ik_imod": ops.int_mod,
    "_ik_ceil_div": ops.ceil_div, "_ik_hfloordiv": ops.half_floordiv, "_ik_hmod": ops.half_mod,
    "_ik_ffloordiv": ops.float_floordiv, "_ik_fmod": ops.float_mod,
    "_ik_reduce": ops.reduce, "_ik_argreduce": ops.arg_reduce, "_ik_scan": ops.scan,
    "_ik_matmul": ops.matmul, "_ik_tload": ops.tile_load, "_ik_tstore": ops.tile_store,
    "_ik_tatomic": ops.tile_atomic, "_ik_atomic": ops.atomic, "_ik_chk": ops.check_index,
    "_ik_tidx": ops.tile_index, "_ik_iter": ops.iterate, "_ik_math": mathlib.call,
    "_ik_bv": _where, "_ik_log": _log, "_ik_assert": _assert, "_ik_print": _print,
    "_ik_pdb": stop_here, "_ik_pdb_hook": pdb_hook,
}


def build(program: ast.TypedProgram, kernel_name: str, *, arch: str = "a2a3",
          bounds_check: bool = False) -> InterpretedKernel:
    """The interpreted form of kernel ``kernel_name`` of the checked ``program``: its Python
    code compiled under the ``.ik`` file's name, with that file's text in ``linecache``."""
    kernel = program.kernels[kernel_name]
    gen = ModuleGen(program, kernel, bounds_check)
    src = gen.generate()
    code = compile(src, program.filename, "exec")
    ns: dict = dict(_NAMESPACE)
    ns.update(gen.ns)
    ns["__name__"] = f"incore.interpret.kernel_{kernel.name}"
    exec(code, ns)  # noqa: S102 - the code generated from the checked kernel
    for f in gen.ns.get("_ik_funcs", []):
        ns[f"_ik_f_{f}"] = ns[pyname(f)]
    _register_source(program)
    ik = InterpretedKernel(program, kernel, ns[pyname(kernel.name)], src, arch, bounds_check)
    ik.math = frozenset(gen.math)
    ik.order_dependent = order_dependent(program, kernel)
    return ik


def _register_source(program: ast.TypedProgram) -> None:
    """Make tracebacks and pdb show the ``.ik`` text for the kernel's file name."""
    text = program.source if program.source.endswith("\n") else program.source + "\n"
    linecache.cache[program.filename] = (len(text), None, text.splitlines(True),
                                         program.filename)


class InterpretedKernel:
    """A kernel run as Python: ``run(args, blocks, env)``.  ``source`` is the generated
    Python (its lines stand at the ``.ik`` lines); ``math`` names the device math functions
    it calls and ``math_ulps`` how far their results may be from the compiled ones' (0:
    they are the same bits, docs/math.md "The interpreter's math"); ``order_dependent`` the
    tensors whose contents depend on the order concurrent atomics run in
    (:mod:`incore.interpret.ordering`); ``format_site(site, args)`` the ``[file:line]
    message`` of a log or assert site, as the compiled launch's host formats it;
    ``deadlock_type`` the error of a ``@mix`` cluster that can never continue.  A caller
    that must not import this package (the runtime) finds all of it here."""

    math: frozenset = frozenset()
    math_ulps = 0
    order_dependent: frozenset = frozenset()
    format_site = staticmethod(format_site)
    deadlock_type = faults.InterpretDeadlock

    def __init__(self, program: ast.TypedProgram, kernel: ast.TypedKernel, fn: Callable,
                 source: str, arch: str, bounds_check: bool) -> None:
        self.program = program
        self.kernel = kernel
        self.name = kernel.name
        self.fn = fn
        self.source = source
        self.arch = arch
        self.bounds_check = bounds_check
        self._tiles = [(pyname(n), t.shape, ops.dtype(t.dtype)) for n, t in kernel.tiles.items()]

    def bind(self, args: Sequence[object]) -> dict[str, object]:
        """The kernel's parameters by Python name from ``args`` (in declaration order:
        numpy arrays for tensors, numbers for scalars) and its shape symbols."""
        k = self.kernel
        if len(args) != len(k.params):
            raise TypeError(f"kernel {k.name!r} takes {len(k.params)} argument(s), got "
                            f"{len(args)}")
        out: dict[str, object] = {}
        symbols: dict[str, int] = {}
        for p, a in zip(k.params, args, strict=True):
            if isinstance(p, ast.TensorParam):
                if not isinstance(a, np.ndarray):
                    raise TypeError(f"argument {p.name!r} must be a numpy array, got "
                                    f"{type(a).__name__}")
                if a.dtype != ops.dtype(p.type.dtype) or a.ndim != p.type.ndim:
                    raise TypeError(f"argument {p.name!r} must be a {p.type.ndim}-D "
                                    f"{p.type.dtype} array, got {a.ndim}-D {a.dtype}")
                for d, dim in enumerate(p.type.dims):
                    if isinstance(dim, str):
                        if symbols.setdefault(dim, a.shape[d]) != a.shape[d]:
                            raise ValueError(f"shape symbol {dim!r} is {symbols[dim]} but "
                                             f"{p.name!r} has {a.shape[d]} in dim {d}")
                    elif dim != a.shape[d]:
                        raise ValueError(f"argument {p.name!r} must have {dim} in dim {d}, "
                                         f"got {a.shape[d]}")
                out[pyname(p.name)] = a
            else:
                v = ops.value(a, p.type)
                if p.type.is_half and np.isinf(v) and np.isfinite(float(a)):
                    raise ValueError(f"argument {p.name!r} = {a!r} rounds to inf as "
                                     f"{p.type}")
                out[pyname(p.name)] = v
        for s, v in symbols.items():
            out[pyname(s)] = np.int64(v)
        return out

    def run(self, args: Sequence[object], blocks: int, env: LaunchEnv | None = None,
            **fields: object) -> None:
        """Run every block of the kernel on ``args`` (tensors are updated in place).

        ``env`` is the launch environment, or its fields are given as keywords (the runtime
        passes them so: it never imports this package).  Raises the launch's
        ``DeviceFault`` (a trap, a bounds fault, a MIX deadlock) with a traceback whose last
        frame is the kernel's line, or ``KernelAssertionError`` after the launch when an
        assert failed and ``env.on_assert_fail`` is not given."""
        if fields:
            if env is not None:
                raise TypeError("run() takes env or its fields as keywords, not both")
            env = LaunchEnv(**fields)
        env = env or LaunchEnv()
        if blocks < 1:
            raise ValueError(f"blocks must be at least 1, got {blocks}")
        bound = self.bind(args)
        k = self.kernel
        launch = _Launch(env, k, {s.id: s for s in k.sites})
        enabled = env.log_enabled or (lambda level: True)
        levels = [False] * (max((s.id for s in k.sites), default=-1) + 1)
        for s in k.sites:
            levels[s.id] = s.kind == "log" and enabled(s.level)
        order = list(range(blocks))
        rng = None
        if env.order.startswith("random:"):
            rng = random.Random(env.order.split(":", 1)[1])
            rng.shuffle(order)
        elif env.order != "fixed":
            raise ValueError(f"order must be 'fixed' or 'random:SEED', got {env.order!r}")
        common = dict(bound, _ik_lv=tuple(levels), _ik_l2=np.uint64(env.l2_cache_offset),
                      block_num=np.int64(blocks))
        try:
            if any(p.launch == "sync_all" for p in k.scalars):
                self._run_together(order, common, launch, rng)
            elif k.core_kind == CoreKind.MIX:
                self._run_mix(order, common, launch, rng)
            else:
                kind = "aic" if k.core_kind == CoreKind.AIC else "aiv"
                for b in order:
                    self._run_core(b, kind, 0, common, launch, None)
        except IndexError as exc:
            raise self._segv(exc) from None
        except DeviceFault as exc:  # the kernel's own faults end at its line
            faults.strip(exc, self.program.filename)
            raise
        finally:
            faults.set_current(None)
        if launch.failures:
            self._raise_assertion(launch.failures)

    def _run_core(self, block: int, kind: str, sub: int, common: dict, launch: _Launch,
                  sync: cluster.CoreSync | launchsync.LaunchCore | None) -> None:
        env = launch.env
        if env.core_of is not None:
            core = env.core_of(block, kind, sub)
        elif self.kernel.core_kind == CoreKind.MIX:
            core = 3 * block + (0 if kind == "aic" else 1 + sub)
        else:
            core = block
        ctype = np.int64(abi.CORE_AIC if kind == "aic" else abi.CORE_AIV)
        where = faults.Where(
            self.name, self.program.filename, block, kind, sub, core, tuple(env.traps),
            np.int64(block), common["block_num"], np.int64(sub), ctype, common["_ik_l2"],
            launch,
        )
        if sync is not None:
            sync.where = where
        faults.set_current(where)
        kw = dict(common, block_idx=where.block_idx, sub_block_idx=where.sub_block_idx,
                  core_type=ctype, _ik_core=sync)
        for name, shape, dt in self._tiles:
            kw[name] = np.zeros(shape, dt)
        start = time.monotonic_ns() if env.on_block is not None else 0
        with np.errstate(all="ignore"):
            try:
                self.fn(**kw)
            except _BlockEnd:
                pass
            except KernelIndexError as exc:  # ends the block, as a failed assert does
                faults.strip(exc, self.program.filename)
                launch.failures.append((block, core, kind, None, exc))
        if env.on_block is not None:
            env.on_block(block, core, start, time.monotonic_ns())

    def _run_mix(self, order: list[int], common: dict, launch: _Launch,
                 rng: random.Random | None) -> None:
        env = launch.env
        clusters: dict[int, cluster.Cluster] = {}
        for b in order:
            cid = b % env.clusters if env.clusters else b
            cl = clusters.setdefault(cid, cluster.Cluster())

            def body(sync: cluster.CoreSync, kind: str, sub: int, b: int = b) -> None:
                self._run_core(b, kind, sub, common, launch, sync)

            cluster.BlockRun(cl, cid, rng, body, self.name).run()

    def _run_together(self, order: list[int], common: dict, launch: _Launch,
                      rng: random.Random | None) -> None:
        """A kernel that calls ``sync_all()``: every block at once (``launchsync.py``)."""
        k = self.kernel
        mix = k.core_kind == CoreKind.MIX
        kind = "aic" if k.core_kind == CoreKind.AIC else "aiv"

        def body(core: launchsync.LaunchCore) -> None:
            self._run_core(core.block, core.kind if mix else kind, core.sub, common, launch,
                           core)

        launchsync.LaunchRun(order, mix, launch.env.clusters, rng, body, self.name).run()

    def _segv(self, exc: IndexError) -> BaseException:
        """The DeviceFault of an element access past its tensor without bounds checks (the
        compiled access reads or writes outside the tensor; far outside, it is a SIGSEGV)."""
        faults.strip(exc, self.program.filename)
        tb, line = exc.__traceback__, None
        while tb is not None:
            if tb.tb_frame.f_code.co_filename == self.program.filename:
                line = tb.tb_lineno
            tb = tb.tb_next
        w = faults.current()
        at = f" at {self.program.filename}:{line}" if line else ""
        fault = runtime_error(
            "DEVICE_FAULT", detail=f"kernel {self.name!r} raised SIGSEGV on core {w.core} "
            f"({w.kind}), block {w.block}{at}: an element access outside its tensor ({exc}; "
            "a load or store outside mapped memory: compile with bounds_check=True to check "
            "tensor indices)", kernel=self.name, core=w.core, block=w.block, signal="SIGSEGV",
            address=None, file=self.program.filename if line else None, line=line,
            cause="invalid memory access",
        )
        return fault.with_traceback(exc.__traceback__)

    def _raise_assertion(self, failures: list) -> None:
        """The error of the lowest failing block, as the compiled launch reports it: its
        ``KernelIndexError`` (raised with the traceback of the failing access) or the
        ``KernelAssertionError``; the message counts the other failures."""
        block, core, kind, site, args = min(failures, key=lambda f: f[0])
        if site is None:
            exc = args
            if len(failures) > 1:
                more = f"; {len(failures) - 1} more failed check(s) in this launch"
                detail = exc.message + more
                new = runtime_error(
                    "KERNEL_INDEX", detail=detail, kernel=exc.kernel, core=exc.core,
                    block=exc.block, tensor=exc.tensor, index=exc.index, shape=exc.shape,
                    file=exc.file, line=exc.line)
                raise new.with_traceback(exc.__traceback__) from None
            raise exc
        more = (f" ({len(failures) - 1} more failed assertion(s) in this launch)"
                if len(failures) > 1 else "")
        raise runtime_error(
            "KERNEL_ASSERTION", where=f"core {core} ({kind})", more=more, kernel=self.name,
            block=block, core=core, filename=site.filename, line=site.line,
            detail=format_site(site, args), failures=len(failures),
        )
