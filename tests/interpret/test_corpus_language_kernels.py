"""The kernels of tests/test_language_kernels.py, each launch cross-checked against the
interpreter.

The interpreter runs a launch element by element in Python, so the math kernel's launch here
takes the special values and every 25th of the ~125,000 swept and random inputs (about 5,000:
every range the sweep covers keeps its points); the compiled results on all of them are checked
by tests/e2e/test_language_kernels.py, and the interpreter's math against the compiled math,
value by value over every branch threshold, by tests/interpret/test_interpreted_math.py."""

import functools

import pytest  # noqa: E402

from tests.e2e import test_language_kernels as corpus
from tests.e2e.test_language_kernels import *  # noqa: F403 - the corpus: its tests and fixtures

pytestmark = pytest.mark.device  # every launch runs compiled on a device, then interpreted

CROSS_CHECK = True
MATH_STRIDE = 25


@pytest.fixture(autouse=True)
def sampled_math_inputs(monkeypatch: pytest.MonkeyPatch) -> None:
    """The corpus's tests call ``math_inputs`` with ``stride=MATH_STRIDE``."""
    monkeypatch.setattr(corpus, "math_inputs",
                        functools.partial(corpus.math_inputs, stride=MATH_STRIDE))
