"""Running an example directory (``kernel.ik`` + ``golden.py``) the way ``incore run`` does.

The contract and its runner live in :mod:`incore.golden`; this module is the short public
name for the one call most users want.
"""

from incore.golden import ExampleReport, load_golden, run_example

__all__ = ["ExampleReport", "load_golden", "run_example"]
