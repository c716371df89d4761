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

from incore.golden.contract import load_golden
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


def _pick(module, golden, name: str | None):
    name = name or golden.launch.get("kernel")
    kernels = list(module)
    if name is None:
        if len(kernels) != 1:
            raise GoldenError(f"{golden.example / 'kernel.ik'} defines several kernels; choose "
                              f"one with LAUNCH['kernel'] in golden.py or --kernel")
        return kernels[0]
    if name not in module.kernels:
        raise GoldenError(f"kernel {name!r} is not defined in {golden.example / 'kernel.ik'}")
    return module[name]


def compare_policies(
    example: str | Path, *, config=None, l2_offset: int | None = None,
    platform: str = "a2a3sim", device: int = 0, kernel: str | None = None,
    case: str | None = None, blocks: int | None = None, opt: int = 2,
) -> L2Comparison:
    """Run ``example`` as compiled and with the override on a Worker with ``l2_model`` =
    ``config`` (default ``incore.L2Config()``); raises GoldenError for problems of the example
    and for outputs that differ between the runs."""
    import incore
    from incore.runtime.validate import PLATFORM_ARCH

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
    nblocks = blocks or the_case.launch.get("blocks") or golden.launch.get("blocks")
    runs = []
    config = config if config is not None else incore.L2Config()
    with incore.Worker(device_id=device, platform=platform, l2_cache_offset=l2_offset,
                       l2_model=config) as w:
        for label, module in builds:
            k = _pick(module, golden, kernel or the_case.launch.get("kernel"))
            names = [p["name"] for p in k.meta["params"]]
            missing = [n for n in names if n not in inputs]
            if missing:
                raise GoldenError(f"{golden.path}: generate_inputs() returns no {missing[0]!r}")
            args = [v.copy() if isinstance(v, np.ndarray) else v
                    for v in (inputs[n] for n in names)]
            stats = w.launch(k, *args, blocks=nblocks)
            written = [p["name"] for p in k.meta["params"] if p.get("written")]
            outputs = {n: a for n, a in zip(names, args, strict=True) if n in written}
            runs.append(L2Run(label, k.name, outputs, stats.l2))
    first, second = runs
    for name, value in first.outputs.items():
        if not np.array_equal(value, second.outputs[name], equal_nan=True):
            raise GoldenError(f"{example}: output {name!r} differs between the run as compiled "
                              f"and the run with BYPASS as DEFAULT")
    copies = {n: v.copy() if isinstance(v, np.ndarray) else v for n, v in inputs.items()}
    expected = call_user(golden.compute_golden,
                         (copies, params) if golden.golden_arity == 2 else (copies,), golden.path)
    golden_ok = all(
        np.allclose(first.outputs[n], np.asarray(expected[n]), rtol=1e-5, atol=1e-5,
                    equal_nan=True)
        for n in first.outputs if n in expected)
    return L2Comparison(golden.example, the_case.name, runs, golden_ok)


# ----------------------------------------------------------------- the command


def add_arguments(p, hex_offset) -> None:
    """The options of ``incore l2`` (``hex_offset`` parses ``--l2-offset``)."""
    p.add_argument("example", help="example directory holding kernel.ik and golden.py")
    p.add_argument("--l2-offset", type=hex_offset, metavar="HEX",
                   help="driver nocache offset (e.g. 0x80000000000); 0, the sim default, has no "
                   "nocache window, so BYPASS loads are cached")
    p.add_argument("--kernel", help="kernel to launch (default: LAUNCH['kernel'] or the only one)")
    p.add_argument("--case", metavar="NAME", help="case of golden.py's CASES (default: the first)")
    p.add_argument("--platform", default="a2a3sim", choices=("a2a3sim", "a5sim"))
    p.add_argument("--device", type=int, default=0, help="simulated device id")
    p.add_argument("--blocks", type=int, help="number of blocks (default: LAUNCH or per core)")
    p.add_argument("--l2-size", type=int, help="L2 size in bytes (default: L2Config's)")
    p.add_argument("--l2-ways", type=int, help="L2 associativity (default: L2Config's)")
    p.add_argument("--l2-line", type=int, help="L2 line size in bytes (default: L2Config's)")
    p.add_argument("--json", metavar="FILE", help="write the numbers of both runs as JSON")
    p.add_argument("--plot", metavar="FILE.png",
                   help="draw per-tensor hit rates and the hit rate over the launch "
                   "(needs matplotlib: pip install 'incore[plot]')")


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
