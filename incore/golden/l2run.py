"""``incore l2 EXAMPLE``: run an example through the L2 model as compiled and again with every
BYPASS compiled as DEFAULT (``policy_override="default"``), on one Worker with ``l2_model``.

Both runs launch the example's first case (or ``case``) with the same inputs, ``launches``
times each on one Worker (the L2 keeps its contents from one launch to the next; each run
starts from an empty L2).  The inputs are copied into GM once per run, so every launch of a
run reads the same addresses, as a decode loop re-reading its weights does; each starts on an
L2 line boundary (GM buffers are only 64-byte aligned), so the counts of both runs do not
depend on where the GM pool puts a buffer.  A golden.py may set ``L2_LAUNCHES`` (default 1)
for ``--launches`` and ``L2_OFFSET``, the nocache offset used when ``--l2-offset`` is not
given (default: the driver's, 0 in the simulator).  Each run's outputs are checked against
the other's and against ``compute_golden`` (tracing never changes results), so a report is
only made of launches that computed the right thing.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from incore.golden import compare
from incore.golden.contract import DEFAULT_ATOL, DEFAULT_RTOL, load_golden
from incore.golden.runner import copy_arg, pick_kernel
from incore.golden.usercode import GoldenError, call_user

AS_COMPILED = "as compiled"
OVERRIDE = "BYPASS as DEFAULT"
MAX_LAUNCHES = 1000


@dataclass
class L2Run:
    """One run of the comparison: its label, kernel name, outputs and ``L2Stats`` (of all
    its launches, combined; its ``advice`` is the advisor's over all of them), and each
    launch's own."""

    label: str
    kernel: str
    outputs: dict[str, np.ndarray]
    stats: object
    per_launch: list


@dataclass
class L2Comparison:
    """The two runs of ``incore l2`` on one example."""

    example: Path
    case: str
    runs: list[L2Run]
    golden_ok: bool
    launches: int = 1


def _launches_of(golden, launches: int | None) -> int:
    n = launches if launches is not None else getattr(golden.module, "L2_LAUNCHES", 1)
    if isinstance(n, bool) or not isinstance(n, int) or not 1 <= n <= MAX_LAUNCHES:
        where = "--launches" if launches is not None else f"{golden.path}: L2_LAUNCHES"
        raise GoldenError(f"{where} must be an int in [1, {MAX_LAUNCHES}], got {n!r}")
    return n


def _on_a_line(worker, array: np.ndarray, line: int):
    """``(buffer, block)``: ``array`` copied into GM at an address that is a multiple of
    ``line``; ``block`` is the allocation to free."""
    if not array.nbytes:
        buf = worker.to_device(array)
        return buf, buf
    block = worker.empty(array.nbytes + line, np.uint8)
    skip = (-block.addr) % line
    buf = block[skip:skip + array.nbytes].view(array.dtype).reshape(array.shape)
    buf[...] = array
    return buf, block


def compare_policies(
    example: str | Path, *, config=None, l2_offset: int | None = None,
    platform: str = "a2a3sim", device: int = 0, kernel: str | None = None,
    case: str | None = None, blocks: int | tuple[int, ...] | None = None, opt: int = 2,
    launches: int | None = None, params: dict | None = None, consts: dict | None = None,
) -> L2Comparison:
    """Run ``example`` as compiled and with the override on a Worker with ``l2_model`` =
    ``config`` (default ``incore.L2Config()``), ``launches`` times each (default: the
    golden's ``L2_LAUNCHES``, else 1); ``params`` replace some of the case's params (a
    scaled-down scenario, for instance); ``consts`` (``-D``) set the kernel's const
    parameters over golden.py's ``CONSTS`` and the case's ``consts``.  Raises GoldenError
    for problems of the example and for outputs that differ between the runs."""
    import incore
    from incore.runtime.host.validate import PLATFORM_ARCH
    from incore.runtime.l2.counters import L2Stats

    golden = load_golden(example)
    the_case = golden.select(case)[0] if case else golden.cases[0]
    nlaunch = _launches_of(golden, launches)
    if l2_offset is None and platform == "a2a3sim":  # a5 decides by the policy bit
        l2_offset = getattr(golden.module, "L2_OFFSET", None)
    arch = PLATFORM_ARCH[platform]
    path = golden.example / "kernel.ik"
    builds = [(AS_COMPILED, incore.compile_file(path, arch=arch, opt=opt)),
              (OVERRIDE, incore.compile_file(path, arch=arch, opt=opt,
                                             policy_override="default"))]
    params = {**the_case.params, **(params or {})}
    inputs = call_user(golden.generate_inputs, (params,) if golden.inputs_arity else (),
                       golden.path)
    # --blocks 0 reaches the launch, which rejects it as `incore run --blocks 0` does.
    nblocks = next((b for b in (blocks, the_case.launch.get("blocks"),
                                golden.launch.get("blocks")) if b is not None), None)
    runs = []
    config = config if config is not None else incore.L2Config()
    if not config.advise:  # the report prints the advisor's sentences
        config = dataclasses.replace(config, advise=True)
    with incore.Worker(device_id=device, platform=platform, l2_cache_offset=l2_offset,
                       l2_model=config) as w:
        for label, module in builds:
            w.l2_flush()  # each run starts from an empty L2
            w.l2_stats(reset=True)
            k = pick_kernel(module, golden, the_case, kernel, consts)
            names = compare.param_names(k.meta)
            missing = [n for n in names if n not in inputs]
            if missing:
                raise GoldenError(f"{golden.path}: generate_inputs() returns no {missing[0]!r}")
            placed = [_on_a_line(w, inputs[n], config.line)
                      if isinstance(inputs[n], np.ndarray) else (copy_arg(inputs[n]), None)
                      for n in names]
            args = [a for a, _ in placed]
            try:
                per_launch = [w.launch(k, *args, blocks=nblocks).l2 for _ in range(nlaunch)]
                written = [p["name"] for p in k.meta["params"] if p.get("written")]
                outputs = {n: a.numpy().copy() for n, a in zip(names, args, strict=True)
                           if n in written}
            finally:
                for _, block in placed:
                    if block is not None:
                        block.free()
            # the advisor's view over every launch of the run (reuse by a later launch counts)
            combined = dataclasses.replace(L2Stats.combine(per_launch),
                                           advice=w.l2_stats().advice)
            runs.append(L2Run(label, k.name, outputs, combined, per_launch))
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
    return L2Comparison(golden.example, the_case.name, runs, golden_ok, nlaunch)


def config_from_args(args):
    """The ``L2Config`` of ``--preset`` and ``--l2-size/--l2-ways/--l2-line`` (the sizes
    override the preset's figures; without a preset they override ``L2Config()``'s)."""
    import incore

    sizes = {k: v for k, v in (("size", getattr(args, "l2_size", None)),
                               ("ways", getattr(args, "l2_ways", None)),
                               ("line", getattr(args, "l2_line", None))) if v is not None}
    preset = getattr(args, "preset", None)
    if preset:
        if "line" in sizes:  # the preset's granule cannot exceed a smaller line
            granule = incore.L2Config.preset(preset).granule
            sizes.setdefault("granule", min(granule, sizes["line"]))
        return incore.L2Config.preset(preset, **sizes)
    return incore.L2Config(**sizes)  # its default granule never exceeds the line


def command(args, out) -> int:
    """Run ``incore l2`` with parsed ``args``, printing to ``out``; the exit status."""
    from incore.runtime.l2 import report
    from incore.runtime.l2.memtime import Bandwidths

    if args.plot is not None:
        try:
            import matplotlib  # noqa: F401 - checked before the runs, not after
        except ImportError:
            out.write(f"incore l2: --plot needs matplotlib: {report.PLOT_INSTALL}\n")
            return 2
    config = config_from_args(args)
    bandwidths = Bandwidths.given(getattr(args, "mm_bandwidth", None),
                                  getattr(args, "l2_bandwidth", None))
    cmp = compare_policies(
        args.example, config=config, l2_offset=args.l2_offset, platform=args.platform,
        device=args.device, kernel=args.kernel, case=args.case, blocks=args.blocks,
        opt=getattr(args, "opt", 2), launches=getattr(args, "launches", None),
        consts=dict(getattr(args, "define", None) or []),
    )
    labels = (cmp.runs[0].label, cmp.runs[1].label)
    stats = (cmp.runs[0].stats, cmp.runs[1].stats)
    title = f"incore l2 {cmp.example}: kernel {cmp.runs[0].kernel}, case {cmp.case}"
    out.write(report.render(labels, stats, title, bandwidths))
    if not cmp.golden_ok:
        out.write("warning: the outputs do not match compute_golden() (see incore run)\n")
    if args.json is not None:
        report.write_json(args.json, report.as_json(
            labels, stats, bandwidths, example=str(cmp.example), kernel=cmp.runs[0].kernel,
            case=cmp.case, launches=cmp.launches))
        out.write(f"wrote {args.json}\n")
    if args.plot is not None:
        report.write_plot(args.plot, labels, stats, title)
        out.write(f"wrote {args.plot}\n")
    return 0
