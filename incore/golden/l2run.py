"""``incore l2 EXAMPLE``: run an example through the L2 model as compiled and again with every
BYPASS compiled as DEFAULT (``policy_override="default"``), on one Worker with ``l2_model``.

Both runs launch the example's first case (or ``case``) with the same inputs; each run's
outputs are checked against the other's and against ``compute_golden`` (tracing never changes
results), so a report is only made of launches that computed the right thing.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import numpy as np

from incore.golden import compare
from incore.golden.contract import DEFAULT_ATOL, DEFAULT_RTOL, load_golden
from incore.golden.runner import copy_arg, pick_kernel
from incore.golden.usercode import GoldenError, call_user

AS_COMPILED = "as compiled"
OVERRIDE = "BYPASS as DEFAULT"


@dataclass
class L2Run:
    """One run of the comparison: its label, kernel name, outputs and ``L2Stats``."""

    label: str
    kernel: str
    outputs: dict[str, np.ndarray]
    stats: object


@dataclass
class L2Comparison:
    """The two runs of ``incore l2`` on one example."""

    example: Path
    case: str
    runs: list[L2Run]
    golden_ok: bool


def compare_policies(
    example: str | Path, *, config=None, l2_offset: int | None = None,
    platform: str = "a2a3sim", device: int = 0, kernel: str | None = None,
    case: str | None = None, blocks: int | None = None, opt: int = 2,
) -> L2Comparison:
    """Run ``example`` as compiled and with the override on a Worker with ``l2_model`` =
    ``config`` (default ``incore.L2Config()``); raises GoldenError for problems of the example
    and for outputs that differ between the runs."""
    import incore
    from incore.runtime.host.validate import PLATFORM_ARCH

    golden = load_golden(example)
    the_case = golden.select(case)[0] if case else golden.cases[0]
    arch = PLATFORM_ARCH[platform]
    path = golden.example / "kernel.ik"
    builds = [(AS_COMPILED, incore.compile_file(path, arch=arch, opt=opt)),
              (OVERRIDE, incore.compile_file(path, arch=arch, opt=opt,
                                             policy_override="default"))]
    params = dict(the_case.params)
    inputs = call_user(golden.generate_inputs, (params,) if golden.inputs_arity else (),
                       golden.path)
    # --blocks 0 reaches the launch, which rejects it as `incore run --blocks 0` does.
    nblocks = next((b for b in (blocks, the_case.launch.get("blocks"),
                                golden.launch.get("blocks")) if b is not None), None)
    runs = []
    config = config if config is not None else incore.L2Config()
    with incore.Worker(device_id=device, platform=platform, l2_cache_offset=l2_offset,
                       l2_model=config) as w:
        for label, module in builds:
            k = pick_kernel(module, golden, the_case, kernel)
            names = [p["name"] for p in k.meta["params"]]
            missing = [n for n in names if n not in inputs]
            if missing:
                raise GoldenError(f"{golden.path}: generate_inputs() returns no {missing[0]!r}")
            args = [copy_arg(inputs[n]) for n in names]
            stats = w.launch(k, *args, blocks=nblocks)
            written = [p["name"] for p in k.meta["params"] if p.get("written")]
            outputs = {n: a for n, a in zip(names, args, strict=True) if n in written}
            runs.append(L2Run(label, k.name, outputs, stats.l2))
    first, second = runs
    for name, value in first.outputs.items():
        if not np.array_equal(value, second.outputs[name], equal_nan=True):
            raise GoldenError(f"{example}: output {name!r} differs between the run as compiled "
                              f"and the run with BYPASS as DEFAULT")
    copies = {n: copy_arg(v) for n, v in inputs.items()}
    expected = call_user(golden.compute_golden,
                         (copies, params) if golden.golden_arity == 2 else (copies,), golden.path)
    golden_ok = all(  # the example's own RTOL/ATOL, compared as `incore run` compares
        compare.compare_output(
            n, first.outputs[n], expected[n],
            compare.tolerance_for(golden.rtol, n, DEFAULT_RTOL),
            compare.tolerance_for(golden.atol, n, DEFAULT_ATOL),
        ).ok
        for n in first.outputs if n in expected)
    return L2Comparison(golden.example, the_case.name, runs, golden_ok)


def command(args, out) -> int:
    """Run ``incore l2`` with parsed ``args``, printing to ``out``; the exit status."""
    import incore
    from incore.runtime.l2 import report

    if args.plot is not None:
        try:
            import matplotlib  # noqa: F401 - checked before the runs, not after
        except ImportError:
            out.write(f"incore l2: --plot needs matplotlib: {report.PLOT_INSTALL}\n")
            return 2
    sizes = {k: v for k, v in (("size", args.l2_size), ("ways", args.l2_ways),
                               ("line", args.l2_line)) if v is not None}
    config = incore.L2Config(**sizes)
    cmp = compare_policies(
        args.example, config=config, l2_offset=args.l2_offset, platform=args.platform,
        device=args.device, kernel=args.kernel, case=args.case, blocks=args.blocks,
        opt=getattr(args, "opt", 2),
    )
    labels = (cmp.runs[0].label, cmp.runs[1].label)
    stats = (cmp.runs[0].stats, cmp.runs[1].stats)
    title = f"incore l2 {cmp.example}: kernel {cmp.runs[0].kernel}, case {cmp.case}"
    out.write(report.render(labels, stats, title))
    if not cmp.golden_ok:
        out.write("warning: the outputs do not match compute_golden() (see incore run)\n")
    if args.json is not None:
        report.write_json(args.json, report.as_json(
            labels, stats, example=str(cmp.example), kernel=cmp.runs[0].kernel, case=cmp.case))
        out.write(f"wrote {args.json}\n")
    if args.plot is not None:
        report.write_plot(args.plot, labels, stats, title)
        out.write(f"wrote {args.plot}\n")
    return 0
