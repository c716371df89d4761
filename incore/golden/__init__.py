"""Example directories (``kernel.ik`` + ``golden.py``): the golden contract and its runner.

``contract`` loads and checks golden.py, ``compare`` judges return values and outputs,
``runner`` runs one case (shared by ``incore run`` and the pytest plugin), ``report`` renders
the verdicts, ``usercode`` imports and calls golden.py and reports its exceptions in its own
terms, ``options`` holds the run options.
"""

from incore.golden.contract import Case, Golden, load_golden
from incore.golden.options import RunOptions, parse_l2_offset
from incore.golden.report import CaseReport, ExampleReport
from incore.golden.runner import WorkerSlot, compile_example, run_case, run_example
from incore.golden.usercode import GoldenCodeError, GoldenError

__all__ = [
    "Case",
    "CaseReport",
    "ExampleReport",
    "Golden",
    "GoldenCodeError",
    "GoldenError",
    "RunOptions",
    "WorkerSlot",
    "compile_example",
    "load_golden",
    "parse_l2_offset",
    "run_case",
    "run_example",
]
