"""Example directories (``kernel.ik`` + ``golden.py``): the golden contract and its runner.

Modules, one job each (the contract itself is in docs/runtime.md, "Examples and
``incore run``: the golden contract"):

- ``contract.py``: what golden.py defines, checked on load.
- ``usercode.py``: imports and calls golden.py, reporting its exceptions in its own terms.
- ``compare.py``: judges return values and outputs against their expected values.
- ``runner.py``: runs and judges one case (shared by ``incore run`` and the pytest plugin).
- ``report.py``: renders the verdicts as ``incore run`` prints them.
- ``options.py``: the options of a run.
- ``l2run.py``: ``incore l2 EXAMPLE``: an example through the L2 model, as compiled and with
  every BYPASS as DEFAULT.
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
