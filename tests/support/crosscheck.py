"""Cross-checking launches for the interpreter's tests: every ``Worker.launch`` runs the
compiled kernel on the simulated device and the interpreter on copies of the same inputs,
and the tensors are compared bit for bit (a fault must be the same fault)."""

from __future__ import annotations

import re

import numpy as np

import incore
from incore import interpret
from incore.interpret import mathlib

_BUILT: dict = {}


def interpreted(kernel) -> interpret.InterpretedKernel:
    """The interpreted form of compiled ``kernel`` (same program, same bounds checking)."""
    program = kernel._module.program
    bounds = any(s.get("kind") == "bounds" for s in kernel.meta.get("sites", ()))
    key = (id(program), kernel.name, bounds)
    if key not in _BUILT:
        _BUILT[key] = (program, interpret.build(program, kernel.name, arch=kernel.arch,
                                                bounds_check=bounds))
    return _BUILT[key][1]


def normalise(text: str) -> str:
    """A fault message without what only the device decides (core numbers, trap ids)."""
    text = re.sub(r"core \d+", "core N", text).replace("; the device was restarted", "")
    return re.sub(r"incore trap \d+", "incore trap N", text)


# The device math library (it names its functions in MATH_FUNCTIONS) agrees bit for bit; the
# placeholder one (numpy's functions) is within this many ulps of the device's, or within
# 1e-5 of the tensor's largest value (tanh in examples/mix_pipeline's GELU, amplified by the
# matmul after it, is 35 ulps off).
MATH_ULPS = 0 if hasattr(mathlib, "MATH_FUNCTIONS") else 64
EXACT = {"floor", "ceil", "round", "trunc", "sign", "sqrt", "fmod", "abs"}


def same_fault(interp: BaseException, compiled: BaseException | None) -> bool:
    """Whether the interpreter raised the compiled launch's error: the same text but for the
    core numbers; a wild access is a SIGSEGV fault on both sides; a MIX wait that is never
    satisfied is a deadlock interpreted and a SYNC_TIMEOUT compiled."""
    if compiled is None:
        return False
    if isinstance(interp, interpret.InterpretDeadlock):
        return getattr(compiled, "code", None) == "SYNC_TIMEOUT"
    if type(interp) is not type(compiled):
        return False
    if getattr(compiled, "code", None) == "DEVICE_FAULT":
        return compiled.signal in ("SIGSEGV", "SIGBUS") and interp.signal == "SIGSEGV"
    return normalise(str(interp)).split("\n")[0] == normalise(str(compiled)).split("\n")[0]


def _ulps(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    """The distance in ulps between float arrays of one dtype (nan to nan: 0)."""
    bits = np.dtype(f"i{a.dtype.itemsize}")
    ia, ib = a.view(bits).astype(np.int64), b.view(bits).astype(np.int64)
    top = np.int64(1) << (8 * a.dtype.itemsize - 1)
    # map the sign-magnitude bit patterns onto one monotonic integer line
    ia = np.where(ia < 0, -(ia + top), ia) if a.dtype.itemsize < 8 else np.where(
        ia < 0, ~ia - top + 1, ia)
    ib = np.where(ib < 0, -(ib + top), ib) if a.dtype.itemsize < 8 else np.where(
        ib < 0, ~ib - top + 1, ib)
    d = np.abs(ia - ib)
    both_nan = np.isnan(a.astype(np.float64)) & np.isnan(b.astype(np.float64))
    return np.where(both_nan, 0, d)


def first_difference(name: str, compiled: np.ndarray, interp: np.ndarray,
                     ulps: int = 0) -> str | None:
    """None when the two arrays hold the same bits (floats: within ``ulps``), else where they
    first differ."""
    if ulps and compiled.dtype.kind == "f" or (ulps and compiled.dtype.itemsize == 2
                                               and compiled.dtype.kind not in "iub"):
        d = _ulps(compiled.reshape(-1), interp.reshape(-1))
        a64 = compiled.reshape(-1).astype(np.float64)
        b64 = interp.reshape(-1).astype(np.float64)
        scale = float(np.nanmax(np.abs(a64[np.isfinite(a64)]), initial=0.0))
        with np.errstate(invalid="ignore"):  # inf - inf: nan, never near
            near = np.abs(a64 - b64) <= 1e-5 * scale  # after cancellation: to the tensor
        bad = np.flatnonzero((d > ulps) & ~near)
        if not bad.size:
            return None
        k = int(bad[0])
        index = np.unravel_index(k, compiled.shape)
        return (f"{name}{[int(i) for i in index]}: compiled {compiled.reshape(-1)[k]!r}, "
                f"interpreted {interp.reshape(-1)[k]!r} ({int(d[k])} ulps)")
    a, b = compiled.reshape(-1), interp.reshape(-1)
    bits = np.dtype(f"u{compiled.dtype.itemsize}") if compiled.dtype.itemsize in (1, 2, 4, 8) \
        else None
    if bits is None:
        same = np.array_equal(a, b)
        return None if same else f"{name} differs"
    differs = a.view(bits) != b.view(bits)
    if compiled.dtype.kind == "f" or compiled.dtype.itemsize == 2 and compiled.dtype.kind \
            not in "iub":
        # LLVM leaves a nan's sign and payload unspecified (an operand's, or the default
        # quiet nan, by the instruction the optimiser picks): any nan agrees with any nan
        wide = (lambda x: x) if compiled.dtype.kind == "f" else (
            lambda x: x.astype(np.float32))
        differs &= ~(np.isnan(wide(a)) & np.isnan(wide(b)))
    diff = np.flatnonzero(differs)
    if not diff.size:
        return None
    k = int(diff[0])
    index = np.unravel_index(k, compiled.shape)
    return (f"{name}{list(int(i) for i in index)}: compiled {a[k]!r}, interpreted {b[k]!r} "
            f"({diff.size} element(s) differ)")


class Recorder:
    """Counts the cross-checked launches and keeps their differences."""

    def __init__(self) -> None:
        self.launches = 0
        self.differences: list[str] = []


def cross_launch(original, recorder: Recorder, env_factory=None, order_dependent=()):
    """A ``Worker.launch`` replacement that cross-checks each launch of numpy arguments; the
    kernels named in ``order_dependent`` (results that depend on the order concurrent atomics
    run in) are run but not compared."""

    def launch(self, kernel, *args, blocks=None):
        arrays = all(not hasattr(a, "addr") for a in args)
        copies = [a.copy() if isinstance(a, np.ndarray) else a for a in args]
        error = None
        stats = None
        try:
            stats = original(self, kernel, *args, blocks=blocks)
        except (incore.DeviceFault, incore.KernelAssertionError) as exc:
            error = exc
        if not arrays or (blocks is None and stats is None) or not hasattr(kernel, "_module"):
            if error is not None:
                raise error
            return stats
        n = blocks if blocks is not None else stats.blocks
        ik = interpreted(kernel)
        offset = self.l2_cache_offset if kernel.meta.get("reads_l2_offset") else 0
        level = incore.log.join_level(*self.log_level)
        env = env_factory() if env_factory else interpret.LaunchEnv(
            on_log=lambda *a: None, traps=tuple(kernel.meta.get("traps", ())),
            l2_cache_offset=offset,
            log_enabled=lambda name: incore.log.DEVICE_LEVELS[name] >= level)
        recorder.launches += 1
        try:
            ik.run(copies, n, env)
        except (incore.DeviceFault, incore.KernelAssertionError) as exc:
            if error is None and getattr(exc, "cause", None) == "invalid memory access":
                return stats  # an access past its tensor unchecked: undefined, caught here
            if not same_fault(exc, error):
                recorder.differences.append(
                    f"{kernel.name}: interpreted raised {type(exc).__name__}: {exc}; compiled "
                    f"{'raised ' + str(error) if error else 'ran'}")
            raise (error if error is not None else exc) from None
        if error is not None:
            recorder.differences.append(f"{kernel.name}: compiled raised {error}; interpreted ran")
            raise error
        if kernel.name in order_dependent:
            return stats
        for p, a, c in zip(ik.kernel.params, args, copies, strict=True):
            if isinstance(a, np.ndarray):
                d = first_difference(p.name, a, c, ulps=MATH_ULPS if ik.math - EXACT else 0)
                if d is not None:
                    recorder.differences.append(f"{kernel.name} (blocks={n}): {d}")
        return stats

    return launch
