"""The golden.py contract: what an example directory's ``golden.py`` defines, checked on load.

golden.py defines ``generate_inputs([params])`` and ``compute_golden(inputs[, params])``, and
optionally ``LAUNCH``, ``RTOL``, ``ATOL``, ``TIMEOUT`` (seconds each launch may take; a case's
``timeout`` overrides it), ``CONSTS`` (values of the kernel's ``const`` parameters; a case's
``consts`` add to them) and ``CASES`` (docs/runtime.md, "Examples and ``incore run``").
Everything that can be checked without the kernel is checked here, and a problem is a
:class:`GoldenError` naming golden.py and the variable.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

from incore.golden.usercode import GoldenError, import_golden, positional_arity
from incore.runtime.host.validate import PLATFORM_ARCH

LAUNCH_KEYS = ("kernel", "blocks")
CASE_KEYS = ("name", "params", "platforms", "launch", "timeout", "consts")
PLATFORMS = tuple(PLATFORM_ARCH)
DEFAULT_CASE = "default"
DEFAULT_RTOL = 1e-5
DEFAULT_ATOL = 1e-6

Tolerance = float | dict[str, float]


@dataclass(frozen=True)
class Case:
    """One run of an example: ``params`` for golden.py's functions and launch overrides."""

    name: str
    params: dict = field(default_factory=dict)
    platforms: tuple[str, ...] | None = None  # None: every platform
    launch: dict = field(default_factory=dict)
    timeout: float | None = None  # seconds per launch; None: golden.py's TIMEOUT
    consts: dict = field(default_factory=dict)  # const parameter values, over CONSTS

    def runs_on(self, platform: str) -> bool:
        """Whether the case applies to ``platform``."""
        return self.platforms is None or platform in self.platforms


@dataclass
class Golden:
    """A loaded and checked golden.py."""

    example: Path
    path: Path
    module: ModuleType
    generate_inputs: Callable
    compute_golden: Callable
    inputs_arity: int  # 0: generate_inputs(); 1: generate_inputs(params)
    golden_arity: int  # 1: compute_golden(inputs); 2: compute_golden(inputs, params)
    launch: dict
    rtol: Tolerance
    atol: Tolerance
    cases: list[Case]
    has_cases: bool  # False: one implicit case named "default"
    timeout: float | None = None  # TIMEOUT: seconds per launch (None: the Worker's default)
    consts: dict = field(default_factory=dict)  # CONSTS: const parameter values of every case

    def timeout_for(self, case: Case, override: float | None = None) -> float | None:
        """The launch timeout of ``case``: ``override`` (``--timeout``), else the case's
        ``timeout``, else ``TIMEOUT``, else None (the Worker's default)."""
        return next((t for t in (override, case.timeout, self.timeout) if t is not None), None)

    def case_names(self) -> list[str]:
        """The cases' names, in golden.py order."""
        return [c.name for c in self.cases]

    def select(self, name: str | None) -> list[Case]:
        """Every case (``name`` None) or the one called ``name``; an unknown name is an error."""
        if name is None:
            return list(self.cases)
        for case in self.cases:
            if case.name == name:
                return [case]
        raise GoldenError(
            f"unknown case {name!r} in {self.path}; its cases are: {', '.join(self.case_names())}"
        )


def _check_known_keys(value: dict, valid: tuple[str, ...], where: str) -> None:
    unknown = [k for k in value if k not in valid]
    if unknown:
        raise GoldenError(
            f"{where} has unknown key(s) {', '.join(map(repr, unknown))}; "
            f"valid keys: {', '.join(valid)}"
        )


def _check_launch(value: object, where: str) -> dict:
    if not isinstance(value, dict):
        raise GoldenError(
            f"{where} must be a dict with keys {', '.join(LAUNCH_KEYS)}, "
            f"got {type(value).__name__} {value!r}"
        )
    _check_known_keys(value, LAUNCH_KEYS, where)
    kernel = value.get("kernel")
    if kernel is not None and not isinstance(kernel, str):
        raise GoldenError(f"{where}['kernel'] must be a kernel name (str), got {kernel!r}")
    blocks = value.get("blocks")
    out = dict(value)
    if isinstance(blocks, (tuple, list)) and 1 <= len(blocks) <= 3 and all(
            isinstance(b, int) and not isinstance(b, bool) and b >= 1 for b in blocks):
        out["blocks"] = tuple(blocks)  # a grid, axis 0 first
    elif blocks is not None and (
        isinstance(blocks, bool) or not isinstance(blocks, int) or blocks < 1
    ):
        raise GoldenError(f"{where}['blocks'] must be an int >= 1, got {blocks!r} (or a tuple "
                          "of 1 to 3 such ints: a grid, axis 0 first)")
    return out


def _is_number(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _check_tolerance(value: object, where: str) -> Tolerance:
    if _is_number(value):
        if not math.isfinite(value) or value < 0:
            raise GoldenError(f"{where} must be a finite number >= 0, got {value!r}")
        return float(value)
    if isinstance(value, dict):
        out = {}
        for name, tol in value.items():
            if not isinstance(name, str):
                raise GoldenError(f"{where} keys must be output names (str), got {name!r}")
            out[name] = _check_tolerance(tol, f"{where}[{name!r}]")
        return out
    raise GoldenError(
        f"{where} must be a number or a dict {{output name: number}}, "
        f"got {type(value).__name__} {value!r}"
    )


def check_timeout(value: object, where: str) -> float | None:
    """A ``TIMEOUT`` / case ``timeout`` / ``--timeout``: None or a finite number of seconds
    > 0; GoldenError naming ``where`` otherwise."""
    if value is None:
        return None
    if not _is_number(value) or not math.isfinite(value) or value <= 0:
        raise GoldenError(f"{where} must be a number of seconds > 0, got {value!r}")
    return float(value)


def check_consts(value: object, where: str) -> dict:
    """``CONSTS`` / a case's ``consts``: a dict of const parameter name -> int, float or bool
    (the kernel checks the names and types when it is specialised)."""
    if not isinstance(value, dict):
        raise GoldenError(f"{where} must be a dict {{const parameter: value}}, got {value!r}")
    for name, v in value.items():
        if not isinstance(name, str) or not name.isidentifier():
            raise GoldenError(f"{where}: {name!r} is not a const parameter name")
        if not isinstance(v, (int, float, bool)):
            raise GoldenError(f"{where}[{name!r}] must be an int, float or bool, got {v!r}")
    return dict(value)


def _check_cases(value: object, path: Path) -> list[Case]:
    if not isinstance(value, (list, tuple)) or not value:
        raise GoldenError(
            f"{path}: CASES must be a non-empty list of dicts with keys {', '.join(CASE_KEYS)}, "
            f"got {type(value).__name__} {value!r}"
        )
    cases: list[Case] = []
    for i, entry in enumerate(value):
        where = f"{path}: CASES[{i}]"
        if not isinstance(entry, dict):
            raise GoldenError(f"{where} must be a dict, got {type(entry).__name__} {entry!r}")
        _check_known_keys(entry, CASE_KEYS, where)
        name = entry.get("name")
        if not isinstance(name, str) or not name or name != name.strip() or "::" in name:
            raise GoldenError(f"{where}['name'] must be a non-empty name (str), got {name!r}")
        where = f"{path}: case {name!r}"
        if name in (c.name for c in cases):
            raise GoldenError(f"{path}: CASES has two cases named {name!r}")
        params = entry.get("params", {})
        if not isinstance(params, dict):
            raise GoldenError(f"{where}: 'params' must be a dict, got {params!r}")
        platforms = entry.get("platforms")
        if platforms is not None:
            if isinstance(platforms, str) or not isinstance(platforms, (list, tuple)):
                raise GoldenError(f"{where}: 'platforms' must be a list, got {platforms!r}")
            bad = [p for p in platforms if p not in PLATFORMS]
            if bad:
                raise GoldenError(
                    f"{where}: unknown platform(s) {', '.join(map(repr, bad))} in 'platforms'; "
                    f"valid platforms: {', '.join(PLATFORMS)}"
                )
            platforms = tuple(platforms)
        launch = _check_launch(entry.get("launch", {}), f"{where}: 'launch'")
        timeout = check_timeout(entry.get("timeout"), f"{where}: 'timeout'")
        consts = check_consts(entry.get("consts", {}), f"{where}: 'consts'")
        cases.append(Case(name, dict(params), platforms, launch, timeout, consts))
    return cases


def _not_an_example(example: Path) -> OSError:
    """The error for an ``example`` that is no directory: a file (a kernel.ik given for its
    directory, say), or nothing; it suggests the file's parent when that is an example."""
    parent = example.parent
    suggest = ""
    if (parent / "golden.py").is_file() and (parent / "kernel.ik").is_file():
        suggest = f"; {parent} is one: incore run {parent}"
    takes = "an example directory (the one holding kernel.ik and golden.py)"
    if example.exists():
        return NotADirectoryError(f"{example} is a file, not an example directory: incore run "
                                  f"takes {takes}{suggest}")
    return FileNotFoundError(f"example directory {example} does not exist: incore run takes "
                             f"{takes}{suggest}")


def load_golden(example: str | Path) -> Golden:
    """Import and check ``example/golden.py``; every problem is a GoldenError naming it."""
    example = Path(example)
    if not example.is_dir():
        raise _not_an_example(example)
    path = example / "golden.py"
    if not path.is_file():
        raise FileNotFoundError(f"{path} does not exist: an example needs kernel.ik and golden.py")
    if not (example / "kernel.ik").is_file():
        raise FileNotFoundError(
            f"{example / 'kernel.ik'} does not exist: an example needs kernel.ik and golden.py"
        )
    module = import_golden(path)
    functions = {}
    for name in ("generate_inputs", "compute_golden"):
        fn = getattr(module, name, None)
        if not callable(fn):
            raise GoldenError(f"{path} must define a function {name}()")
        functions[name] = fn
    inputs_arity = positional_arity(functions["generate_inputs"], path, "generate_inputs", (0, 1))
    golden_arity = positional_arity(functions["compute_golden"], path, "compute_golden", (1, 2))
    launch = _check_launch(getattr(module, "LAUNCH", {}), f"{path}: LAUNCH")
    rtol = _check_tolerance(getattr(module, "RTOL", DEFAULT_RTOL), f"{path}: RTOL")
    atol = _check_tolerance(getattr(module, "ATOL", DEFAULT_ATOL), f"{path}: ATOL")
    timeout = check_timeout(getattr(module, "TIMEOUT", None), f"{path}: TIMEOUT")
    consts = check_consts(getattr(module, "CONSTS", {}), f"{path}: CONSTS")
    has_cases = hasattr(module, "CASES")
    cases = _check_cases(module.CASES, path) if has_cases else [Case(DEFAULT_CASE)]
    if inputs_arity == 0 and golden_arity == 1:
        with_params = [c.name for c in cases if c.params]
        if with_params:
            raise GoldenError(
                f"{path}: case(s) {', '.join(map(repr, with_params))} give 'params', but "
                f"neither generate_inputs() nor compute_golden() takes a params argument"
            )
    return Golden(
        example, path, module, functions["generate_inputs"], functions["compute_golden"],
        inputs_arity, golden_arity, launch, rtol, atol, cases, has_cases, timeout, consts,
    )
