"""A sweep's runs: the product of its axes, one spec (a JSON-ready dict) per run.

A spec carries the example's files as text (``files``), so a run can happen on a machine that
does not have the example directory (a Dask worker): the kernel travels as source and compiles
in that machine's own cache.  Its ``id`` names the run by its axis values, so a resumed sweep
knows which runs a previous one finished.
"""

from __future__ import annotations

import itertools
import re
from pathlib import Path

from incore.sweeps.axes import BYPASS_CHOICES, PRESET_PLATFORM, format_size

FILE_SUFFIXES = (".ik", ".py")  # what travels with a spec: the kernel and golden.py (and helpers)
MAX_FILE_BYTES = 8 << 20


def example_files(example: str | Path) -> dict[str, str]:
    """The text files at the top of an example directory (kernel.ik, golden.py, ...),
    by name; ValueError when it is no example directory."""
    root = Path(example)
    if not (root / "kernel.ik").is_file() or not (root / "golden.py").is_file():
        raise ValueError(f"{example}: not an example directory (it needs kernel.ik and "
                         f"golden.py)")
    files = {}
    for path in sorted(root.iterdir()):
        if path.is_file() and path.suffix in FILE_SUFFIXES \
                and path.stat().st_size <= MAX_FILE_BYTES:
            files[path.name] = path.read_text(encoding="utf-8")
    return files


def check_const_parameters(example: str, source: str, names: list[str]) -> None:
    """Every ``-D`` name must be a const parameter (``NAME: const``) of the example's kernel
    source; ValueError ("const parameters: ...") naming the first one that is not."""
    for name in names:
        if not re.search(rf"\b{re.escape(name)}\s*:\s*const\b", source):
            raise ValueError(f"const parameters: {example}/kernel.ik has no const parameter "
                             f"{name!r} (-D {name}=...)")


def _define_points(defines: dict[str, list]) -> list[dict]:
    names = list(defines)
    return [dict(zip(names, combo, strict=True))
            for combo in itertools.product(*(defines[n] for n in names))]


def _tag(values: dict) -> str:
    return ",".join(f"{k}={v}" for k, v in values.items())


def l2_specs(examples: list[str], *, presets: list, sizes: list, cases: list,
             bypass: list[str], defines: dict[str, list], opt: int = 2) -> list[dict]:
    """One spec per example, preset, L2 size, case and ``-D`` point; each makes one row per
    ``bypass`` choice (one run measures them all against ``none``)."""
    specs = []
    bypass = [b for b in BYPASS_CHOICES if b in bypass]
    for example in examples:
        files = example_files(example)
        check_const_parameters(example, files["kernel.ik"], list(defines))
        for preset, size, case, point in itertools.product(
                presets or [None], sizes or [None], cases or [None], _define_points(defines)):
            axes = {"preset": preset, "l2_size": size, "case": case, "defines": point}
            ident = "|".join(["l2", example, str(preset or "-"), format_size(size),
                              str(case or "-"), _tag(point)])
            specs.append({"kind": "l2", "id": ident, "example": example, "files": files,
                          "platform": PRESET_PLATFORM.get(preset, "a2a3sim"), "opt": opt,
                          "bypass": bypass, **axes})
    return specs


def find_examples(directory: str | Path) -> list[Path]:
    """``directory`` itself when it is an example, else the example directories below it,
    sorted; ValueError when there are none."""
    root = Path(directory)
    if not root.is_dir():
        raise ValueError(f"{directory}: no such directory")
    if (root / "kernel.ik").is_file() and (root / "golden.py").is_file():
        return [root]
    found = sorted(p.parent for p in root.rglob("golden.py") if (p.parent / "kernel.ik").is_file())
    if not found:
        raise ValueError(f"{directory}: no example directory (kernel.ik + golden.py) in it")
    return found


def _case_names(example: Path, quick: bool) -> list[str | None]:
    """The cases of an example (None: a golden.py without CASES); ``quick``: its QUICK_CASES
    when it has them.  A golden.py that does not load is one run whose row says why."""
    from incore.golden.contract import load_golden
    from incore.golden.usercode import GoldenError

    try:
        golden = load_golden(example)
    except GoldenError:
        return [None]
    names = [c.name for c in golden.cases]
    wanted = getattr(golden.module, "QUICK_CASES", None) if quick else None
    if wanted:
        names = [n for n in names if n in wanted] or names
    return names


def run_specs(directory: str | Path, *, platforms: list[str], levels: list[int],
              sanitize: bool = False, cross_check: bool = False, quick: bool = False,
              timeout: float | None = None, defines: dict[str, list] | None = None) -> list[dict]:
    """One spec per example under ``directory``, case, platform, level and ``-D`` point."""
    specs = []
    defines = defines or {}
    for example in find_examples(directory):
        files = example_files(example)
        check_const_parameters(str(example), files["kernel.ik"], list(defines))
        for case, platform, level, point in itertools.product(
                _case_names(example, quick), platforms, levels, _define_points(defines)):
            ident = "|".join(["run", str(example), str(case or "-"), platform, f"O{level}",
                              _tag(point)])
            specs.append({"kind": "run", "id": ident, "example": str(example), "files": files,
                          "case": case, "platform": platform, "opt": level,
                          "sanitize": sanitize, "cross_check": cross_check,
                          "timeout": timeout, "defines": point})
    return specs


def row_ids(spec: dict) -> list[str]:
    """The ids of the rows a spec makes: one per bypass choice for L2 runs, else its own."""
    if spec["kind"] == "l2":
        return [f"{spec['id']}|{b}" for b in spec["bypass"]]
    return [spec["id"]]
