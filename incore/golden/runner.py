"""Run one case of an example and judge it: the one test contract behind ``incore run`` and
the pytest plugin.

A case goes: pick the kernel, call ``generate_inputs`` and check it names exactly the kernel's
parameters, call ``compute_golden`` and check it returns every tensor the kernel writes and
nothing else, launch (``rounds`` times), then compare.  Any problem on the way, including an
exception raised by golden.py, makes the case FAIL with a sentence saying what and where.
What raises instead: problems of golden.py as a whole (``load_golden``; a LAUNCH kernel name
kernel.ik does not define), a kernel.ik that does not compile, a device that cannot start.
"""

from __future__ import annotations

import contextlib
import statistics
import time
from collections.abc import Callable
from pathlib import Path

import numpy as np

from incore.errors import IncoreError, SanitizerError
from incore.golden import compare
from incore.golden.contract import DEFAULT_ATOL, DEFAULT_RTOL, Case, Golden, load_golden
from incore.golden.options import RunOptions
from incore.golden.report import FAIL, PASS, RAN, SKIP, CaseReport, ExampleReport
from incore.golden.usercode import GoldenCodeError, GoldenError, call_user


class WorkerSlot:
    """The Worker that a run's cases share, started when the first case launches."""

    def __init__(self, options: RunOptions) -> None:
        self.options = options
        self.worker = None
        self.start_s: float | None = None  # handed to the first case that launches

    def get(self):
        """The started Worker and, the first time only, how long starting it took."""
        import incore

        if self.worker is None:
            t0 = time.perf_counter()
            worker = incore.Worker(
                device_id=self.options.device,
                platform=self.options.platform,
                l2_cache_offset=self.options.l2_offset,
                sanitize=self.options.sanitize or None,  # None: INCORE_SANITIZE decides
                interpret=self.options.interpret or None,  # None: INCORE_INTERPRET decides
                cross_check=self.options.cross_check,
            )
            worker.start()
            self.worker, self.start_s = worker, time.perf_counter() - t0
        start_s, self.start_s = self.start_s, None
        return self.worker, start_s

    @contextlib.contextmanager
    def timeout(self, seconds: float | None):
        """Launches inside bound each launch by ``seconds`` (None: the Worker's own)."""
        worker = self.worker
        if seconds is None or worker is None:
            yield
            return
        saved = worker.timeout
        worker.timeout = float(seconds)
        try:
            yield
        finally:
            worker.timeout = saved

    def close(self) -> None:
        """Stop the device, if it was started."""
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def __enter__(self) -> WorkerSlot:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def compile_example(golden: Golden, options: RunOptions):
    """Compile the example's kernel.ik for the run's platform; returns the incore Module."""
    import incore

    return incore.compile_file(
        golden.example / "kernel.ik",
        arch=options.arch,
        opt=options.opt,
        bounds_check=options.bounds_check,
    )


def pick_kernel(module, golden: Golden, case: Case, kernel: str | None,
                consts: dict | None = None):
    """The kernel ``case`` launches: ``kernel`` (``--kernel``), else the case's or LAUNCH's
    ``kernel``, else the module's only one; GoldenError naming where a bad name came from.
    A kernel with const parameters is specialised with golden.py's ``CONSTS``, the case's
    ``consts`` and ``consts`` (``-D``), each over the one before."""
    picked = _named_kernel(module, golden, case, kernel)
    values = {**golden.consts, **case.consts, **(consts or {})}
    if values or picked.is_template:
        return picked.specialize(**values)
    return picked


def _named_kernel(module, golden: Golden, case: Case, kernel: str | None):
    """The kernel ``pick_kernel`` picks, before it is specialised."""
    name = kernel or case.launch.get("kernel") or golden.launch.get("kernel")
    kernels = list(module)
    if name is not None:
        if name not in module.kernels:
            where = "--kernel" if kernel else f"{golden.path}: LAUNCH['kernel']"
            if not kernel and case.launch.get("kernel"):
                where = f"{golden.path}: case {case.name!r} launch['kernel']"
            known = ", ".join(k.name for k in kernels) or "none"
            raise GoldenError(f"{where} names {name!r}, which kernel.ik does not define "
                              f"(kernels: {known})")
        return module[name]
    if len(kernels) != 1:
        names = ", ".join(k.name for k in kernels)
        raise GoldenError(
            f"{golden.example / 'kernel.ik'} defines several kernels ({names}); choose one with "
            f"LAUNCH['kernel'] in golden.py or --kernel"
        )
    return kernels[0]


def copy_arg(value):
    """An argument as a launch may overwrite it: a copy of an array, other values as they are."""
    return value.copy() if isinstance(value, np.ndarray) else value


def run_case(
    golden: Golden,
    module,
    case: Case,
    options: RunOptions,
    slot: WorkerSlot,
    *,
    timings: dict[str, float] | None = None,
) -> CaseReport:
    """Run ``case`` and judge it; never raises for a case's own failure (see the module doc).

    ``timings`` are stage times measured before the case (e.g. the compile) to report with it.
    """
    report = CaseReport(str(golden.example), case.name if golden.has_cases else None)
    if not case.runs_on(options.platform):
        report.verdict = SKIP
        report.note = (
            f"case runs on {', '.join(case.platforms)} only; this run is on {options.platform}"
        )
        return report
    k = pick_kernel(module, golden, case, options.kernel, options.consts)
    report.kernel, report.consts = k.name, dict(k.consts)
    report.timings.update(timings or {})
    meta = k.meta
    tolerances = ((f"{golden.path}: RTOL", golden.rtol), (f"{golden.path}: ATOL", golden.atol))
    tolerance_problems = [
        problem
        for what, tol in tolerances
        for problem in compare.check_tolerance_keys(tol, what, k.name, meta)
    ]
    if report.failed_on(tolerance_problems):
        return report

    params = dict(case.params)
    try:
        args = (params,) if golden.inputs_arity else ()
        inputs = call_user(golden.generate_inputs, args, golden.path)
    except GoldenCodeError as exc:
        return report.fail(exc.block)
    if report.failed_on(compare.check_inputs(inputs, k.name, meta)):
        return report
    expected = None
    if not options.skip_golden:
        copies = {n: copy_arg(v) for n, v in inputs.items()}
        try:
            args = (copies, params) if golden.golden_arity == 2 else (copies,)
            expected = call_user(golden.compute_golden, args, golden.path)
        except GoldenCodeError as exc:
            return report.fail(exc.block)
        if report.failed_on(compare.check_expected(expected, k.name, meta)):
            return report

    names = compare.param_names(meta)
    blocks = next(
        (b for b in (options.blocks, case.launch.get("blocks"), golden.launch.get("blocks"))
         if b is not None),
        None,
    )
    worker, start_s = slot.get()
    if start_s is not None:
        report.timings["worker start"] = start_s
    report.device, report.l2_cache_offset = options.device, worker.l2_cache_offset
    timeout = golden.timeout_for(case, options.timeout)
    launch_times, kernel_times = [], []
    try:
        with slot.timeout(timeout):
            for _ in range(options.rounds):
                args = [copy_arg(inputs[n]) for n in names]
                t0 = time.perf_counter()
                try:
                    stats = worker.launch(k, *args, blocks=blocks)
                except SanitizerError as exc:  # the launch completed: its outputs are judged too
                    report.findings.extend(exc.findings)
                    stats = None
                launch_times.append(time.perf_counter() - t0)
                if stats is not None:
                    kernel_times.append(stats.run_s)
    except (IncoreError, TypeError, ValueError) as exc:
        text = f"launch failed: {type(exc).__name__}: {exc}"
        if isinstance(exc, TimeoutError) or "timed out" in str(exc):
            seconds = timeout if timeout is not None else worker.timeout
            text += f"\n{_timeout_origin(golden, case, options, seconds)}"
        return report.fail(text)
    if options.rounds == 1:
        report.timings["launch"] = launch_times[0]
    else:
        report.timings[f"launch (median of {options.rounds})"] = statistics.median(launch_times)
    report.launched = True
    if report.findings:
        # the launch ran: the sanitizer found problems in it (its outputs are compared below)
        n = len(report.findings)
        report.fail(f"sanitizer: {n} finding{'s' if n != 1 else ''} in the launch, which ran "
                    f"to completion")
        report.blocks = stats.blocks if stats is not None else blocks
    else:
        if options.rounds == 1:
            report.timings["kernel run"] = kernel_times[0]
        else:
            report.timings[f"kernel run (median of {options.rounds})"] = statistics.median(
                kernel_times)
        report.blocks = stats.blocks
    if options.skip_golden:
        report.verdict, report.note = FAIL if report.findings else RAN, "golden skipped"
        return report

    outputs = dict(zip(names, args, strict=True))
    for name in compare.written_names(meta):
        rtol = compare.tolerance_for(golden.rtol, name, DEFAULT_RTOL)
        atol = compare.tolerance_for(golden.atol, name, DEFAULT_ATOL)
        check = compare.compare_output(name, outputs[name], expected[name], rtol, atol)
        report.outputs.append(check)
    report.verdict = PASS if all(c.ok for c in report.outputs) and not report.findings else FAIL
    if not report.outputs:  # PASS then says only that the launch ran (asserts held)
        report.note = f"kernel {k.name} writes no tensor: nothing to compare"
    return report


def _timeout_origin(golden: Golden, case: Case, options: RunOptions, seconds: float) -> str:
    """Where the launch timeout of ``case`` came from, and how to change it."""
    if options.timeout is not None:
        origin = "--timeout"
    elif case.timeout is not None:
        origin = f"case {case.name!r} 'timeout' in {golden.path}"
    elif golden.timeout is not None:
        origin = f"TIMEOUT in {golden.path}"
    else:
        origin = "the Worker's default; set TIMEOUT in golden.py or pass --timeout"
    return f"the launch timeout was {seconds:g} s ({origin})"


def _profiling(path: str | Path | None) -> contextlib.AbstractContextManager:
    """``incore.profile(path)``, or nothing to do when no trace was asked for."""
    import incore

    return contextlib.nullcontext() if path is None else incore.profile(path)


def run_example(
    example: str | Path,
    *,
    case: str | None = None,
    kernel: str | None = None,
    platform: str = "a2a3sim",
    device: int = 0,
    blocks: int | None = None,
    l2_offset: int | None = None,
    rounds: int = 1,
    opt: int = 2,
    bounds_check: bool = False,
    skip_golden: bool = False,
    sanitize: bool = False,
    interpret: bool = False,
    cross_check: bool = False,
    profile: str | Path | None = None,
    timeout: float | None = None,
    consts: dict | None = None,
    on_case: Callable[[CaseReport], None] | None = None,
) -> ExampleReport:
    """Compile an example once and run its cases (all, or the one named ``case``) on one
    device; returns the report (a case's failure is in the report, not raised).

    ``profile`` names a trace file the run's launches are recorded into (``incore.profile``);
    ``timeout`` bounds each launch in seconds, overriding golden.py's ``TIMEOUT`` and its cases'
    ``timeout``; ``on_case`` is called with each case's report as soon as the case has run.
    ``sanitize`` runs the launches checked; each case's report holds its ``findings``.
    ``interpret`` runs them interpreted in this process; ``cross_check`` runs each compiled
    and interpreted and fails a case whose runs differ (``incore.CrossCheckError``).
    ``consts`` (``-D NAME=VALUE``) set the launched kernel's const parameters, over
    golden.py's ``CONSTS`` and the case's ``consts``.
    """
    options = RunOptions(
        platform=platform, device=device, l2_offset=l2_offset, kernel=kernel, blocks=blocks,
        rounds=rounds, opt=opt, bounds_check=bounds_check, skip_golden=skip_golden,
        timeout=timeout,
        sanitize=sanitize,
        interpret=interpret,
        cross_check=cross_check,
        consts=dict(consts) if consts else None,
    )
    golden = load_golden(example)
    cases = golden.select(case)
    report = ExampleReport(str(golden.example))
    t0 = time.perf_counter()
    module = compile_example(golden, options)
    timings = {"compile": time.perf_counter() - t0}
    with _profiling(profile), WorkerSlot(options) as slot:
        for c in cases:
            case_report = run_case(golden, module, c, options, slot, timings=timings)
            report.cases.append(case_report)
            if case_report.verdict != SKIP:
                timings = {}
            if on_case is not None:
                on_case(case_report)
    return report
