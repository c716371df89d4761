"""``incore dump compare DIR_A DIR_B [--rtol R --atol A]``: two dumps, tensor by tensor.

Launches are matched by scene, kernel, device and iteration (``DumpEntry.key``), tensors by
``role.name``, and listed in launch order (device, then the device's task number, then stream:
``DumpEntry.order`` of A, launches only in B after them), so the first DIFF is the earliest
launch that differs, usually the root cause; the report names it on a line of its own
(``first difference: ...``).  Per tensor: max abs error, max rel error (``|a - b| / |b|``
over finite elements with ``b != 0``), the mismatch count (``|a - b| > atol + rtol * |b|``;
NaN equals NaN, Inf equals Inf of the same sign), cosine similarity and the first mismatching index.
The exit code is 1 when a tensor mismatches, differs in shape or dtype, or a launch or tensor
is in only one dump; 0 otherwise.  B is the reference side (``rtol`` scales ``|b|``);
``rtol`` and ``atol`` must be finite and >= 0 (ValueError naming the option otherwise).  A
tensor skipped for its empty shape (no file) compares equal to another skipped one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TextIO

import numpy as np

from incore.errors import runtime_error
from incore.runtime.dump.reader import DumpEntry, read_dump
from incore.runtime.dump.show import tensor_label


@dataclass(frozen=True)
class TensorDiff:
    """How tensor A differs from tensor B."""

    elements: int
    max_abs: float
    max_rel: float
    mismatches: int
    cosine: float
    first_mismatch: tuple[int, ...] | None
    problem: str | None = None  # shape or dtype disagreement

    @property
    def differs(self) -> bool:
        """Beyond tolerance (or not comparable)."""
        return self.problem is not None or self.mismatches > 0


def diff_arrays(a: np.ndarray, b: np.ndarray, rtol: float, atol: float) -> TensorDiff:
    """Compare ``a`` with the reference ``b``."""
    if a.shape != b.shape:
        return TensorDiff(a.size, np.inf, np.inf, max(a.size, b.size), 0.0, None,
                          f"shape {list(a.shape)} vs {list(b.shape)}")
    if a.dtype != b.dtype:
        return TensorDiff(a.size, np.inf, np.inf, a.size, 0.0, None,
                          f"dtype {a.dtype.name} vs {b.dtype.name}")
    x = a.astype(np.float64).ravel()
    y = b.astype(np.float64).ravel()
    close = np.isclose(x, y, rtol=rtol, atol=atol, equal_nan=True)
    bad = np.flatnonzero(~close)
    first = tuple(int(i) for i in np.unravel_index(int(bad[0]), a.shape)) if bad.size else None
    both = np.isfinite(x) & np.isfinite(y)
    err = np.abs(x[both] - y[both])
    ref = np.abs(y[both])
    max_abs = float(err.max()) if err.size else 0.0
    nonzero = ref > 0
    max_rel = float((err[nonzero] / ref[nonzero]).max()) if nonzero.any() else 0.0
    if not nonzero.all() and (err[~nonzero] > 0).any():
        max_rel = float("inf")
    return TensorDiff(a.size, max_abs, max_rel, int(bad.size), _cosine(x[both], y[both]),
                      first)


def _cosine(x: np.ndarray, y: np.ndarray) -> float:
    nx, ny = float(np.linalg.norm(x)), float(np.linalg.norm(y))
    if nx == 0.0 and ny == 0.0:
        return 1.0
    if nx == 0.0 or ny == 0.0:
        return 0.0
    return float(np.dot(x, y) / (nx * ny))


def _launch_label(e: DumpEntry) -> str:
    d = e.doc
    return (f"{d.get('scene')} {d.get('kernel')} device {d.get('device')} iteration "
            f"{d.get('iteration')}")


def _index(entries: list[DumpEntry]) -> dict[tuple, DumpEntry]:
    out: dict[tuple, DumpEntry] = {}
    for e in entries:  # entries come in launch order
        out.setdefault(e.key, e)  # the first (lowest task) of duplicates
    return out


def check_tolerance(name: str, value: float) -> float:
    """``value`` of ``--rtol``/``--atol``: a finite float >= 0 (ValueError naming it)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not np.isfinite(value) \
            or value < 0:
        raise runtime_error("PARAMETER_VALUE", param=f"--{name}", expected="a number >= 0",
                            given=repr(value))
    return float(value)


def _compare_tensor(ea: DumpEntry, eb: DumpEntry, ta: dict, tb: dict, rtol: float,
                    atol: float) -> TensorDiff:
    if ta.get("file") is None or tb.get("file") is None:
        if ta.get("file") is None and tb.get("file") is None:
            return TensorDiff(0, 0.0, 0.0, 0, 1.0, None)
        side = "A" if ta.get("file") is None else "B"
        return TensorDiff(0, np.inf, np.inf, 0, 0.0, None,
                          f"skipped (empty shape) only in {side}")
    return diff_arrays(ea.load(ta), eb.load(tb), rtol, atol)


def compare(path_a: str, path_b: str, rtol: float, atol: float, out: TextIO) -> int:
    """Print the comparison of two dumps in launch order; the exit code (1 when anything
    differs)."""
    rtol, atol = check_tolerance("rtol", rtol), check_tolerance("atol", atol)
    a, b = _index(read_dump(path_a)), _index(read_dump(path_b))
    compared = differing = 0
    problems: list[str] = []
    first: str | None = None
    order = list(a) + [key for key in b if key not in a]
    for key in order:
        ea, eb = a.get(key), b.get(key)
        if ea is None or eb is None:
            present = ea or eb
            side = path_a if ea is not None else path_b
            problems.append(f"{_launch_label(present)}: only in {side}")
            first = first or f"{_launch_label(present)} (task {present.doc.get('task')}): " \
                             f"only in {side}"
            continue
        print(f"{_launch_label(ea)} (task {ea.doc.get('task')} vs {eb.doc.get('task')})",
              file=out)
        ta = {tensor_label(t): t for t in ea.tensors}
        tb = {tensor_label(t): t for t in eb.tensors}
        for name in sorted(set(ta) | set(tb)):
            if name not in ta or name not in tb:
                side = path_a if name in ta else path_b
                problems.append(f"{_launch_label(ea)}: tensor {name} only in {side}")
                first = first or (f"{_launch_label(ea)} (task {ea.doc.get('task')}): tensor "
                                  f"{name} only in {side}")
                print(f"  {name}: only in {side}", file=out)
                continue
            d = _compare_tensor(ea, eb, ta[name], tb[name], rtol, atol)
            compared += 1
            differing += d.differs
            print("  " + _render(name, d), file=out)
            if d.differs:
                where = d.problem or f"first mismatch at index {d.first_mismatch}"
                problems.append(f"{_launch_label(ea)}: tensor {name} differs ({where})")
                first = first or (f"{_launch_label(ea)} (task {ea.doc.get('task')}): tensor "
                                  f"{name} ({where})")
    print(f"{compared} tensors compared (rtol {rtol:g}, atol {atol:g}): {differing} differ",
          file=out)
    for p in problems:
        print(f"DIFF {p}", file=out)
    if first is not None:
        print(f"first difference in launch order: {first}", file=out)
    return 1 if problems else 0


def _render(name: str, d: TensorDiff) -> str:
    verdict = "DIFF" if d.differs else "ok"
    if d.problem is not None:
        return f"{name}: {verdict}: {d.problem}"
    first = "-" if d.first_mismatch is None else str(d.first_mismatch)
    return (f"{name}: {verdict}  max_abs {d.max_abs:.3e}  max_rel {d.max_rel:.3e}  mismatches "
            f"{d.mismatches}/{d.elements}  cosine {d.cosine:.6f}  first_mismatch {first}")
