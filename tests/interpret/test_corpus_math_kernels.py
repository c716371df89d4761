"""The kernels of tests/test_math_kernels.py, each launch cross-checked against the
interpreter.

The interpreter runs a launch element by element in Python, so the corpus draws fewer random
inputs than the compiled tests (``INTERPRETED_SIZES`` for the module's ``SIZES``): the same
generators, so every kind of input they make stays in (the special values, the near multiples
and tenths of the // and % pairs, both magnitude ranges); the compiled results on the full
sizes (a million // and % pairs) are checked by tests/e2e/test_math_kernels.py, and the
interpreter's math against the compiled math, value by value over every branch threshold, by
tests/interpret/test_interpreted_math.py."""

import pytest  # noqa: E402

from tests.e2e import test_math_kernels as corpus
from tests.e2e.test_math_kernels import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
INTERPRETED_SIZES = {"math": 400, "divmod_f64": 20_000, "divmod_f32": 20_000}


@pytest.fixture(autouse=True)
def interpreted_sizes(monkeypatch: pytest.MonkeyPatch) -> None:
    """The corpus's tests draw ``INTERPRETED_SIZES`` random inputs."""
    for name, n in INTERPRETED_SIZES.items():
        monkeypatch.setitem(corpus.SIZES, name, n)
