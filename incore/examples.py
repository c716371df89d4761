"""Running an example directory (``kernel.ik`` + ``golden.py``) the way ``incore run`` does.

``golden.py`` provides ``generate_inputs() -> dict`` (one entry per kernel parameter, by name),
``compute_golden(inputs) -> dict`` (expected values of the tensors the kernel writes), and
optionally ``LAUNCH = {"kernel": ..., "blocks": ...}``, ``RTOL`` and ``ATOL``.
"""

from __future__ import annotations

import importlib.util
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType

import numpy as np

from incore.runtime.validate import PLATFORM_ARCH


@dataclass
class RunReport:
    """Outcome of one example run: per-output worst errors and stage timings (seconds)."""

    example: str
    kernel: str
    passed: bool
    blocks: int
    l2_cache_offset: int
    errors: dict[str, tuple[float, float]] = field(default_factory=dict)  # name -> (abs, rel)
    mismatches: dict[str, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)  # outputs that could not be compared
    timings: dict[str, float] = field(default_factory=dict)

    def render(self) -> str:
        """The report as ``incore run`` prints it: a PASS/FAIL line, errors, then timings."""
        lines = [f"  {p}" for p in self.problems]
        for name, (abs_err, rel_err) in self.errors.items():
            bad = self.mismatches.get(name, 0)
            lines.append(
                f"  {name}: max abs err {abs_err:.3e}, max rel err {rel_err:.3e}"
                + (f", {bad} element(s) out of tolerance" if bad else "")
            )
        t = self.timings
        lines.append("  timings: " + ", ".join(f"{k} {v * 1e3:.2f} ms" for k, v in t.items()))
        verdict = "PASS" if self.passed else "FAIL"
        head = (
            f"{verdict} {self.example} (kernel {self.kernel}, {self.blocks} blocks, "
            f"l2_cache_offset {self.l2_cache_offset:#x})"
        )
        return "\n".join([head, *lines])


def load_golden(example: Path) -> ModuleType:
    """Import ``example/golden.py`` as a module."""
    if not example.is_dir():
        raise FileNotFoundError(f"example directory {example} does not exist")
    path = example / "golden.py"
    if not path.is_file():
        raise FileNotFoundError(f"{path} does not exist: an example needs kernel.ik and golden.py")
    spec = importlib.util.spec_from_file_location(f"incore_golden_{example.name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    for name in ("generate_inputs", "compute_golden"):
        if not callable(getattr(module, name, None)):
            raise ValueError(f"{path} must define {name}()")
    return module


def _pick_kernel(module, requested: str | None, launch: dict):
    name = requested or launch.get("kernel")
    if name is not None:
        return module[name]
    kernels = list(module)
    if len(kernels) != 1:
        names = ", ".join(k.name for k in kernels)
        raise ValueError(f"the example defines several kernels ({names}); choose one with --kernel")
    return kernels[0]


def _copy(value):
    return value.copy() if isinstance(value, np.ndarray) else value


def run_example(
    example: str | Path,
    *,
    kernel: str | None = None,
    platform: str = "a2a3sim",
    device: int = 0,
    blocks: int | None = None,
    l2_offset: int | None = None,
    rounds: int = 1,
    opt: int = 2,
) -> RunReport:
    """Compile, launch and check an example; returns the report (never raises on mismatch)."""
    import incore

    example = Path(example)
    if platform not in PLATFORM_ARCH:
        raise ValueError(
            f"unknown platform {platform!r}; expected one of {', '.join(PLATFORM_ARCH)}"
        )
    if rounds < 1:
        raise ValueError("--rounds must be at least 1")
    golden = load_golden(example)
    launch = dict(getattr(golden, "LAUNCH", {}) or {})
    rtol, atol = getattr(golden, "RTOL", 1e-5), getattr(golden, "ATOL", 1e-6)

    t0 = time.perf_counter()
    module = incore.compile_file(example / "kernel.ik", arch=PLATFORM_ARCH[platform], opt=opt)
    k = _pick_kernel(module, kernel, launch)
    timings = {"compile": time.perf_counter() - t0}

    inputs = golden.generate_inputs()
    expected = golden.compute_golden({n: _copy(v) for n, v in inputs.items()})
    names = [p["name"] for p in k.meta["params"]]
    missing = [n for n in names if n not in inputs]
    if missing:
        raise ValueError(
            f"generate_inputs() lacks parameter(s) {', '.join(missing)} of kernel {k.name}"
        )
    nblocks = blocks if blocks is not None else launch.get("blocks")

    t0 = time.perf_counter()
    with incore.Worker(device_id=device, platform=platform, l2_cache_offset=l2_offset) as worker:
        timings["worker start"] = time.perf_counter() - t0
        run_times = []
        for _ in range(rounds):
            args = [_copy(inputs[n]) for n in names]
            t0 = time.perf_counter()
            stats = worker.launch(k, *args, blocks=nblocks)
            run_times.append(time.perf_counter() - t0)
        timings["launch" if rounds == 1 else f"launch (median of {rounds})"] = statistics.median(
            run_times
        )
        timings["kernel run"] = stats.run_s
        offset = worker.l2_cache_offset
        used_blocks = stats.blocks
    outputs = dict(zip(names, args, strict=False))

    report = RunReport(str(example), k.name, True, used_blocks, offset, timings=timings)
    for name, want in expected.items():
        if name not in outputs:
            raise ValueError(
                f"compute_golden() returned {name!r}, which is not a parameter of {k.name}"
            )
        got, want = np.asarray(outputs[name]), np.asarray(want)
        if got.shape != want.shape:
            report.passed = False
            report.problems.append(f"{name}: shape {got.shape} != golden shape {want.shape}")
            continue
        diff = np.abs(got.astype(np.float64) - want.astype(np.float64))
        scale = np.abs(want.astype(np.float64))
        rel = diff / np.maximum(scale, np.finfo(np.float64).tiny)
        bad = ~np.isclose(got, want, rtol=rtol, atol=atol, equal_nan=True)
        report.errors[name] = (
            float(np.nanmax(diff, initial=0.0)),
            float(np.nanmax(rel, initial=0.0)),
        )
        report.mismatches[name] = int(bad.sum())
        report.passed &= not bad.any()
    return report
