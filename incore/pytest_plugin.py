"""pytest plugin: example directories (``kernel.ik`` + ``golden.py``) as test items.

Registered through the ``pytest11`` entry point, so ``pytest examples --platform a2a3sim``
collects every example directory under ``examples`` with one item per case
(``examples/saxpy/golden.py::small``) and judges it with the same code as ``incore run``
(:func:`incore.golden.run_case`); a failing item shows the same FAIL block.

Which directories are collected: a directory holding both files, found under a path given on
the command line.  Inside one of the ini file's ``testpaths`` (the project's own test suite)
a directory is collected only when a command-line path names it or a file in it, so test
fixtures that look like examples are left alone by a plain ``pytest``.

Options (the same as ``incore run``): ``--platform``, ``--device``, ``--l2-offset`` (0x hex or
decimal), ``--case``, ``--rounds``, ``--skip-golden``, ``--bounds-check``, ``--sanitize`` (a
case with sanitizer findings fails, listing them), ``--interpret`` (launches run
interpreted), ``--cross-check`` (compiled and interpreted, compared), ``--timeout``
(seconds per launch, over golden.py's ``TIMEOUT``; ``--incore-timeout`` too, the only spelling
when pytest-timeout owns ``--timeout``), ``-O`` (``-O0`` .. ``-O3``)
and ``--log-level``, which is pytest's own option: the plugin also accepts incore's level
names there (``v0`` .. ``v9``, ``warn``, ``null``) and applies the level to the ``incore``
logger.  Under pytest-xdist, worker ``gwN`` uses device ``--device + N``.
"""

from __future__ import annotations

import glob
import logging
import os
import time
from pathlib import Path

import pytest

_OPTIONS = pytest.StashKey[object]()
_MODULES = pytest.StashKey[dict]()
_COLLECTED = pytest.StashKey[list]()
_MAX_DEVICES = 64


def _hex(text: str) -> int:
    from incore.golden.options import parse_l2_offset

    return parse_l2_offset(text)


def _seconds(text: str) -> float:
    from incore.golden.options import parse_timeout

    return parse_timeout(text)


def pytest_addoption(parser: pytest.Parser) -> None:
    """The options of ``incore run``, for example directories."""
    group = parser.getgroup("incore", "incore example directories (kernel.ik + golden.py)")
    group.addoption(
        "--platform", dest="incore_platform", default="a2a3sim", choices=("a2a3sim", "a5sim"),
        help="simulated platform the examples run on (default a2a3sim)",
    )
    group.addoption(
        "--device", dest="incore_device", type=int, default=0,
        help="simulated device id (default 0; pytest-xdist worker gwN adds N)",
    )
    group.addoption(
        "--l2-offset", dest="incore_l2_offset", type=_hex, default=None, metavar="HEX",
        help="driver nocache offset of the device: hexadecimal with 0x or plain decimal",
    )
    group.addoption(
        "--case", dest="incore_case", default=None, metavar="NAME",
        help="run only this case of each golden.py's CASES",
    )
    group.addoption(
        "--rounds", dest="incore_rounds", type=int, default=1,
        help="launches per case; the median is reported (default 1)",
    )
    group.addoption(
        "--skip-golden", dest="incore_skip_golden", action="store_true", default=False,
        help="launch without comparing against compute_golden()",
    )
    group.addoption(
        "--bounds-check", dest="incore_bounds_check", action="store_true", default=False,
        help="compile the examples with run-time tensor index checks",
    )
    timeout_help = ("seconds each launch may take (overrides golden.py's TIMEOUT; default: "
                    "TIMEOUT, else the Worker's 60)")
    try:
        group.addoption("--timeout", "--incore-timeout", dest="incore_timeout", type=_seconds,
                        default=None, metavar="S", help=timeout_help)
    except ValueError:  # --timeout is taken (pytest-timeout): incore's own spelling only
        group.addoption("--incore-timeout", dest="incore_timeout", type=_seconds,
                        default=None, metavar="S", help=timeout_help)
    group.addoption(
        "--sanitize", dest="incore_sanitize", action="store_true", default=False,
        help="run the examples' launches checked by the sanitizer (findings fail the case)",
    )
    group.addoption(
        "--interpret", dest="incore_interpret", action="store_true", default=False,
        help="run the examples' launches interpreted, as Python in this process (pdb, print)",
    )
    group.addoption(
        "--cross-check", dest="incore_cross_check", action="store_true", default=False,
        help="run each launch compiled and interpreted; a difference fails the case "
        "(incore.CrossCheckError)",
    )
    group.addoption(
        "-O", dest="incore_opt", type=int, default=2, choices=(0, 1, 2, 3), metavar="LEVEL",
        help="LLVM optimisation level of the examples, -O0 .. -O3 (default -O2)",
    )


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    """Check the incore options; accept incore's level names in pytest's ``--log-level``."""
    base = config.getoption("incore_device")
    device = base + xdist_worker_index()
    if not 0 <= device < _MAX_DEVICES:
        raise pytest.UsageError(
            f"--device {base} + pytest-xdist worker index {xdist_worker_index()} = device "
            f"{device}, outside the device ids 0..{_MAX_DEVICES - 1}"
        )
    if config.getoption("incore_rounds") < 1:
        raise pytest.UsageError("--rounds must be at least 1")
    name = config.getoption("log_level", None)
    if not isinstance(name, str):
        return
    from incore import log

    try:
        level = log.level_from_name(name)
    except ValueError:
        return  # a pytest spelling such as WARNING or 25: pytest itself handles it
    config.option.log_level = str(level)  # pytest's logging plugin reads numbers too
    logging.getLogger(log.LOGGER_NAME).setLevel(level)


def xdist_worker_index() -> int:
    """N of pytest-xdist's worker ``gwN``; 0 outside xdist."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "")
    return int(worker[2:]) if worker.startswith("gw") and worker[2:].isdigit() else 0


def run_options(config: pytest.Config):
    """The session's RunOptions (built on first use: building them imports numpy)."""
    if _OPTIONS not in config.stash:
        from incore.golden import RunOptions

        config.stash[_OPTIONS] = RunOptions(
            platform=config.getoption("incore_platform"),
            device=config.getoption("incore_device") + xdist_worker_index(),
            l2_offset=config.getoption("incore_l2_offset"),
            rounds=config.getoption("incore_rounds"),
            opt=config.getoption("incore_opt"),
            bounds_check=config.getoption("incore_bounds_check"),
            skip_golden=config.getoption("incore_skip_golden"),
            timeout=config.getoption("incore_timeout"),
            sanitize=config.getoption("incore_sanitize"),
            interpret=config.getoption("incore_interpret"),
            cross_check=config.getoption("incore_cross_check"),
        )
    return config.stash[_OPTIONS]


def _inside(path: Path, folder: Path) -> bool:
    return path == folder or folder in path.parents


def _pointed_at(config: pytest.Config, example: Path) -> bool:
    """Whether ``example`` is collected (see the module docstring)."""
    root = config.rootpath
    testpaths = [
        Path(p).resolve()
        for pattern in config.getini("testpaths")
        for p in (glob.glob(str(root / pattern), recursive=True) or [str(root / pattern)])
    ]
    if not any(_inside(example, t) for t in testpaths):
        return True
    base = config.invocation_params.dir
    args = [(base / a.split("::")[0]).resolve() for a in config.args]
    return any(_inside(arg, example) for arg in args)


def _shown(config: pytest.Config, path: Path) -> Path:
    """``path`` as reports show it: relative to the invocation directory when inside it."""
    base = config.invocation_params.dir
    return path.relative_to(base) if _inside(path, base) else path


def _example_of(file_path: Path) -> Path | None:
    if file_path.name != "golden.py" or not (file_path.parent / "kernel.ik").is_file():
        return None
    return file_path.parent.resolve()


def pytest_collect_file(file_path: Path, parent: pytest.Collector):
    """An example directory's golden.py becomes a GoldenFile of one item per case."""
    example = _example_of(file_path)
    if example is None or not _pointed_at(parent.config, example):
        return None
    return GoldenFile.from_parent(parent, path=file_path)


@pytest.hookimpl(tryfirst=True)
def pytest_pycollect_makemodule(module_path: Path, parent: pytest.Collector):
    """golden.py named on the command line is an example, not a test module to import."""
    if _example_of(module_path) is not None:
        return _NotATestModule.from_parent(parent, path=module_path)
    return None


def pytest_collection_modifyitems(config: pytest.Config, items: list) -> None:
    """``--case NAME`` that no collected example defines is an error naming the cases seen."""
    name = config.getoption("incore_case", None)
    seen = config.stash.get(_COLLECTED, [])
    if name is None or not seen or any(isinstance(i, GoldenItem) for i in items):
        return
    names = sorted({c for golden in seen for c in golden.case_names()})
    raise pytest.UsageError(
        f"--case {name!r} matches no case of the collected examples; their cases: "
        f"{', '.join(names)}"
    )


class _NotATestModule(pytest.File):
    """Stands in for pytest's Module for a golden.py, whose items GoldenFile yields."""

    def collect(self):
        return []


def _failure_text(exc: BaseException) -> str | None:
    """incore's own message for the errors it raises on purpose (a CompileError's carets too)."""
    from incore.errors import IncoreError

    return str(exc) if isinstance(exc, (IncoreError, FileNotFoundError)) else None


class GoldenFile(pytest.File):
    """One example directory; its items are the selected cases of its golden.py."""

    def collect(self):
        from incore.golden import load_golden

        self.golden = load_golden(_shown(self.config, self.path.parent))
        self.config.stash.setdefault(_COLLECTED, []).append(self.golden)
        name = self.config.getoption("incore_case")
        for case in self.golden.cases:
            if name is None or case.name == name:
                yield GoldenItem.from_parent(self, name=case.name, case=case)

    def repr_failure(self, excinfo):
        """A golden.py that breaks the contract shows its message, not a traceback."""
        return _failure_text(excinfo.value) or super().repr_failure(excinfo)


class GoldenCaseFailed(Exception):
    """A case judged FAIL; carries the report the CLI would print."""

    def __init__(self, report) -> None:
        super().__init__(report.render())
        self.report = report

    def render(self) -> str:
        """The FAIL block, then each sanitizer finding of the case (once, with a count)."""
        from incore.runtime.sanitizer import Report

        text = self.report.render()
        if self.report.findings:
            found = Report()
            found.add(self.report.findings)
            text += "\n" + "\n".join(found.lines())
        return text


class GoldenItem(pytest.Item):
    """One case of an example, run and judged by incore.golden.run_case."""

    def __init__(self, *, case, **kwargs) -> None:
        super().__init__(**kwargs)
        self.case = case

    def _module(self, golden, options):
        from incore.golden import compile_example

        cache = self.config.stash.setdefault(_MODULES, {})
        key = (golden.example.resolve(), options.arch, options.opt, options.bounds_check)
        if key in cache:
            return cache[key], {}
        t0 = time.perf_counter()
        cache[key] = compile_example(golden, options)
        return cache[key], {"compile": time.perf_counter() - t0}

    def runtest(self) -> None:
        """Compile (once per example), run the case on its own Worker, judge it."""
        from incore.golden import WorkerSlot, run_case
        from incore.golden.report import FAIL, SKIP

        golden = self.parent.golden
        options = run_options(self.config)
        worker = os.environ.get("PYTEST_XDIST_WORKER", "")
        self.user_properties += [  # in --junitxml reports
            ("platform", options.platform), ("device", options.device), ("opt", options.opt),
            ("xdist_worker", worker),
        ]
        module, timings = self._module(golden, options)
        with WorkerSlot(options) as slot:
            report = run_case(golden, module, self.case, options, slot, timings=timings)
        self.user_properties.append(("verdict", report.verdict))
        if report.verdict == SKIP:
            pytest.skip(report.note)
        if report.verdict == FAIL:
            raise GoldenCaseFailed(report)
        self.add_report_section("call", "incore", report.render())  # shown by -rP

    def repr_failure(self, excinfo, style=None):
        """The FAIL block ``incore run`` prints, or the error's own message."""
        if isinstance(excinfo.value, GoldenCaseFailed):
            return excinfo.value.render()
        return _failure_text(excinfo.value) or super().repr_failure(excinfo, style=style)

    def reportinfo(self):
        return self.path, None, f"{self.parent.golden.example.name}[{self.name}]"
