"""Judging a case: golden.py's return values against the kernel's parameters, and outputs
against their expected values.

Each check returns problems as sentences (empty when all is well) instead of raising, so one
case can report everything that is wrong with it in one FAIL block.
"""

from __future__ import annotations

from dataclasses import dataclass

import ml_dtypes  # noqa: F401  (registers numpy's "bfloat16" dtype name)
import numpy as np

from incore import abi
from incore.golden.contract import Tolerance

# numpy's float16 and ml_dtypes' bfloat16 (whose dtype kind is "V", not "f")
_HALF = (np.dtype(abi.NUMPY_DTYPES["f16"]), np.dtype(abi.NUMPY_DTYPES["bf16"]))


def param_names(meta: dict) -> list[str]:
    """The kernel's parameter names, in order (not the hidden launch parameters of a grid or
    sync_all kernel: the launch supplies those)."""
    return [p["name"] for p in meta["params"] if "launch" not in p]


def written_names(meta: dict) -> list[str]:
    """The tensors the kernel writes, in parameter order."""
    return [p["name"] for p in meta["params"] if p.get("written")]


def _ticked(names: list[str]) -> str:
    return ", ".join(f"`{n}`" for n in names) if names else "nothing"


def _returned(value: object) -> str:
    text = repr(value)
    text = text if len(text) <= 60 else text[:57] + "..."
    return f"{type(value).__name__} {text}" if value is not None else "None"


def check_inputs(inputs: object, kernel: str, meta: dict) -> list[str]:
    """Problems with generate_inputs()'s return value: it must name exactly the parameters."""
    names = param_names(meta)
    signature = f"kernel `{kernel}` takes ({', '.join(names)})"
    if not isinstance(inputs, dict):
        return [
            f"generate_inputs() returned {_returned(inputs)}; it must return a dict with one "
            f"entry per kernel parameter: {signature}"
        ]
    problems = [
        f"generate_inputs() lacks parameter `{n}`: {signature}" for n in names if n not in inputs
    ]
    problems += [
        f"generate_inputs() returned `{k}`, which is not a parameter: {signature}"
        for k in inputs if k not in names
    ]
    return problems


def check_expected(expected: object, kernel: str, meta: dict) -> list[str]:
    """Problems with compute_golden()'s return value: exactly the tensors the kernel writes."""
    written = written_names(meta)
    names = param_names(meta)
    writes = f"kernel `{kernel}` writes {_ticked(written)}"
    if not isinstance(expected, dict):
        return [
            f"compute_golden() returned {_returned(expected)}; it must return a dict "
            f"{{output name: expected array}} for every tensor {writes}"
        ]
    problems = []
    for key in expected:
        if key in written:
            continue
        if key in names:
            problems.append(
                f"`{key}` is read-only in kernel `{kernel}`; compare what it writes: "
                f"{_ticked(written)}"
            )
        else:
            problems.append(
                f"compute_golden() returned `{key}`, which is not a parameter of kernel "
                f"`{kernel}`; it writes {_ticked(written)}"
            )
    problems += [
        f"`{n}` is written by kernel `{kernel}` but not compared: compute_golden() must "
        f"return every tensor the kernel writes ({_ticked(written)})"
        for n in written if n not in expected
    ]
    return problems


def check_tolerance_keys(tol: Tolerance, what: str, kernel: str, meta: dict) -> list[str]:
    """Problems with a per-output ``RTOL``/``ATOL`` dict: its keys must be written tensors."""
    if not isinstance(tol, dict):
        return []
    written = written_names(meta)
    return [
        f"{what} names `{k}`, which kernel `{kernel}` does not write; it writes {_ticked(written)}"
        for k in tol if k not in written
    ]


def tolerance_for(tol: Tolerance, name: str, default: float) -> float:
    """The tolerance of output ``name``: ``tol`` itself, or its dict entry (else ``default``)."""
    if isinstance(tol, dict):
        return tol.get(name, default)
    return tol


@dataclass
class OutputCheck:
    """One output compared with its expected value."""

    name: str
    exact: bool
    dtype: str
    rtol: float
    atol: float
    size: int = 0
    max_abs: float = 0.0
    max_rel: float = 0.0
    mismatches: int = 0
    first: tuple[tuple[int, ...], object, object] | None = None  # index, got, expected
    problem: str | None = None  # the values could not be compared at all
    hint: str | None = None  # how to fix the golden, when the mismatch looks like its fault

    @property
    def ok(self) -> bool:
        """Whether every element matched."""
        return self.problem is None and self.mismatches == 0

    def render(self) -> str:
        """One line: worst errors, mismatch count and the first mismatching element."""
        if self.problem is not None:
            return f"{self.name}: {self.problem}"
        line = f"{self.name}: max abs err {self.max_abs:.3e}, max rel err {self.max_rel:.3e}"
        if self.exact:
            line += f" (exact, {self.dtype})"
        if self.mismatches:
            index, got, want = self.first
            tol = "exactly" if self.exact else f"rtol {self.rtol:g}, atol {self.atol:g}"
            line += (
                f", {self.mismatches} of {self.size} element(s) mismatch ({tol}); "
                f"first at [{', '.join(map(str, index))}]: got {got}, expected {want}"
            )
        if self.hint:
            line += f"; hint: {self.hint}"
        return line


_HALF_NAMES = {_HALF[0]: ("float16", "np.float16"), _HALF[1]: ("bfloat16", "ml_dtypes.bfloat16")}


def _integer_golden(got: np.ndarray, want: np.ndarray) -> tuple[np.ndarray | None, str | None]:
    """``want`` in ``got``'s integer dtype, exactly, or a problem: a float golden for an integer
    output must hold integral values that the output's dtype can represent."""
    if want.dtype.kind in "biu":
        return want, None
    w = want.astype(np.float64)
    bad = ~np.isfinite(w) | (w != np.floor(w))
    if got.dtype.kind == "b":
        bad |= (w != 0) & (w != 1)
        spelled = "0 or 1 (bool output)"
    else:
        info = np.iinfo(got.dtype)
        with np.errstate(invalid="ignore"):
            bad |= (w < float(info.min)) | (w >= float(info.max) + 1)
        spelled = f"integers in {got.dtype}'s range"
    if bad.any():
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        return None, (f"golden for integer output has value {want[index]} at "
                      f"[{', '.join(map(str, index))}], not one of the {spelled}; compute it "
                      f"with integers (e.g. `.astype(np.{got.dtype})`)")
    return w.astype(got.dtype), None


def _int_mismatch(got: np.ndarray, want: np.ndarray) -> np.ndarray:
    """Elementwise ``got != want`` in the integer domain (never through float64)."""
    if got.dtype.kind == want.dtype.kind or got.dtype.kind == "b" or want.dtype.kind == "b":
        return np.asarray(got != want)
    return np.asarray(got.astype(object) != want.astype(object), dtype=bool)  # int vs uint


def compare_output(
    name: str, got: np.ndarray, want: object, rtol: float, atol: float
) -> OutputCheck:
    """Compare ``got`` with ``want``: integers and bools exactly, in the integer domain (a float
    golden must be integral), floats (f16 and bf16 too) with ``numpy.isclose(rtol, atol)``;
    NaN matches only NaN.  A half-precision output whose mismatches vanish once the golden is
    rounded to the output's dtype gets a hint to round ``compute_golden``'s result."""
    got = np.asarray(got)
    exact = got.dtype.kind in "biu"
    check = OutputCheck(name, exact, str(got.dtype), rtol, atol, size=int(got.size))
    try:
        want = np.asarray(want)
    except Exception as exc:  # noqa: BLE001 - any unconvertible golden value is reported
        check.problem = f"expected value is not an array ({type(exc).__name__}: {exc})"
        return check
    if want.dtype.kind not in "biuf" and want.dtype not in _HALF:
        check.problem = f"expected value has dtype {want.dtype}, not a number type"
        return check
    if got.shape != want.shape:
        check.problem = f"shape {got.shape} != golden shape {want.shape}"
        return check
    if exact:
        want_int, problem = _integer_golden(got, want)
        if problem is not None:
            check.problem = problem
            return check
        bad = _int_mismatch(got, want_int)
        check.mismatches = int(np.count_nonzero(bad))
        if check.mismatches:
            pairs = zip(got[bad].tolist(), want_int[bad].tolist(), strict=True)
            diffs = [abs(int(a) - int(b)) for a, b in pairs]
            wants = [abs(int(b)) for b in want_int[bad].tolist()]
            check.max_abs = float(max(diffs))
            check.max_rel = max((d / w if w else float("inf")) for d, w in
                                zip(diffs, wants, strict=True))
            index = tuple(int(i) for i in np.argwhere(bad)[0])
            check.first = (index, got[index], want[index])
        return check
    g, w = got.astype(np.float64), want.astype(np.float64)
    same = (g == w) | (np.isnan(g) & np.isnan(w))
    with np.errstate(invalid="ignore"):
        diff = np.where(same, 0.0, np.abs(g - w))
    diff[np.isnan(diff)] = np.inf  # NaN against a number
    with np.errstate(divide="ignore", invalid="ignore"):
        rel = np.where(diff == 0, 0.0, diff / np.abs(w))
    rel[np.isnan(rel)] = np.inf
    if got.dtype in _HALF or want.dtype in _HALF:  # judged on the exact f64 values
        bad = ~np.isclose(g, w, rtol=rtol, atol=atol, equal_nan=True)
    else:
        bad = ~np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
    check.max_abs = float(diff.max(initial=0.0))
    check.max_rel = float(rel.max(initial=0.0))
    check.mismatches = int(np.count_nonzero(bad))
    if check.mismatches:
        index = tuple(int(i) for i in np.argwhere(bad)[0])
        check.first = (index, got[index], want[index])
        check.hint = _rounding_hint(got, want, g, bad, rtol, atol)
    return check


def _rounding_hint(got: np.ndarray, want: np.ndarray, g: np.ndarray, bad: np.ndarray,
                   rtol: float, atol: float) -> str | None:
    """The hint to round the golden when ``got`` is half precision, ``want`` is not, and every
    mismatch is within the output dtype's rounding of the golden."""
    if got.dtype not in _HALF or want.dtype == got.dtype:
        return None
    with np.errstate(over="ignore", invalid="ignore"):
        rounded = want.astype(got.dtype).astype(np.float64)
    if not np.isclose(g[bad], rounded[bad], rtol=rtol, atol=atol, equal_nan=True).all():
        return None
    name, spelled = _HALF_NAMES[got.dtype]
    return (f"the output is {name} and the golden is unrounded {want.dtype}; every mismatch is "
            f"within {name} rounding of the golden: round compute_golden's result to {name} "
            f"(`.astype({spelled})`)")
