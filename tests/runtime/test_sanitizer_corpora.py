"""No false positives (issue 15, acceptance 2): every example and the kernels of the suite's
conformance corpora (language kernels, atomics, tiles, MIX synchronisation) run clean
under the sanitizer, and so does a bounded sample of the differential fuzzer's programs.

The conformance tests are the suite's own, collected here again with every Worker they
make sanitizing (``INCORE_SANITIZE=1`` for this module, and this module's ``worker``
fixtures): a finding raises ``SanitizerError`` and fails them.  The MIX tests of kernels
that are wrong on purpose (a leftover count, waits nobody satisfies) are left out."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings

import incore
from incore.examples import run_example
from tests.e2e import test_atomics, test_language_kernels, test_mix_sync, test_tiles
from tests.e2e import test_differential_fuzz as fuzz

pytestmark = pytest.mark.device

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = sorted(p.name for p in (ROOT / "examples").iterdir() if (p / "golden.py").exists())
OFFSET = 0x80000000000
DEVICE = 62


@pytest.fixture(scope="module", autouse=True)
def sanitize_everything():
    """Every Worker made while this module's tests run sanitizes."""
    patch = pytest.MonkeyPatch()
    patch.setenv("INCORE_SANITIZE", "1")
    yield
    patch.undo()


@pytest.fixture(scope="module")
def worker(sanitize_everything):
    with incore.Worker(device_id=DEVICE, timeout=60) as w:
        assert w.sanitize
        yield w


@pytest.fixture(scope="module")
def worker_off(sanitize_everything):
    with incore.Worker(device_id=DEVICE + 1, l2_cache_offset=OFFSET, timeout=60) as w:
        yield w


def _collect(module, prefix: str, skip: tuple[str, ...] = ()) -> None:
    """Collect ``module``'s tests again here, as ``test_<prefix>_<name>``."""
    for name, fn in list(vars(module).items()):
        if name.startswith("test_") and callable(fn) and name not in skip:
            globals()[f"test_{prefix}_{name[5:]}"] = fn


_collect(test_language_kernels, "language")
_collect(test_atomics, "atomics")
_collect(test_tiles, "tiles")
_collect(test_mix_sync, "mix", skip=(
    "test_a_wait_nobody_satisfies_times_out_naming_the_flag_and_the_next_launch_works",
    "test_a_barrier_the_aic_never_reaches_names_the_waiting_cores",
    "test_flags_left_set_by_one_launch_do_not_leak_into_the_next",
    "test_a_sync_timeout_names_the_wait_line_and_the_pairing_to_check",
    "test_a_barrier_timeout_names_its_line_and_says_which_cores_must_reach_it",
))


@pytest.mark.parametrize("name", EXAMPLES)
def test_every_example_runs_clean_under_the_sanitizer(name):
    report = run_example(ROOT / "examples" / name, sanitize=True, device=DEVICE + 1)
    assert report.cases
    for case in report.cases:
        assert not case.findings, [str(f) for f in case.findings]
    assert report.passed, [c.render() for c in report.cases]


SAMPLE = dict(fuzz.SETTINGS, max_examples=12)


@settings(**SAMPLE)
@given(fuzz.programs(fuzz.INT_UNIVERSE, out_types=fuzz.INT_UNIVERSE,
                     tensor_types=fuzz.INT_UNIVERSE))
def test_fuzz_integer_programs_run_clean(worker, case):
    fuzz.check_program(worker, *case)


@settings(**SAMPLE)
@given(fuzz.programs(fuzz.ALL_UNIVERSE, out_types=fuzz.ref.ATOMIC_TYPES,
                     tensor_types=fuzz.ALL_UNIVERSE, atomic_percent=100))
def test_fuzz_atomic_programs_run_clean(worker, case):
    fuzz.check_program(worker, *case)


@settings(**SAMPLE)
@given(fuzz.programs(fuzz.ALL_UNIVERSE, out_types=("f32", "i32", "u8", "bool"),
                     tensor_types=fuzz.ALL_UNIVERSE, math_percent=30, atomic_percent=0))
def test_fuzz_tile_programs_run_clean(worker, case):
    fuzz.test_fuzz_tile_programs_match_reference.hypothesis.inner_test(worker, case)
