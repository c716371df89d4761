"""The print line (incore.printing), the print record layout (incore.abi) and the print sites of
``.incore.meta`` (loader/metaschema.py)."""

from __future__ import annotations

import copy

import numpy as np
import pytest

import incore
from incore import abi
from incore.errors import LoaderError
from incore.loader import validate_meta
from incore.printing import format_print, format_tile, format_value, print_prefix


def test_the_line_is_the_prefix_then_the_values_as_python_prints_them():
    t = np.array([1.0, 2.5, 3.0], np.float32)
    line = format_print("saxpy", 3, 5, "aiv", ["i =", np.int32(17), t, np.float32(0.1),
                                               np.bool_(False)])
    assert line == "[saxpy block 3 core 5 aiv] i = 17 [1.  2.5 3. ] 0.1 False"
    assert print_prefix("k", 0, 1, "aic") == "[k block 0 core 1 aic]"
    assert format_print("k", 0, 1, "aic", []) == "[k block 0 core 1 aic]"
    two_d = np.arange(4, dtype=np.int64).reshape(2, 2)
    assert format_value(two_d) == str(two_d) == "[[0 1]\n [2 3]]"


def test_tiles_up_to_1024_elements_print_whole():
    t = np.arange(1024, dtype=np.int32).reshape(32, 32)
    text = format_tile(t)
    assert "..." not in text and text == np.array2string(t, threshold=2000)
    small = np.linspace(0, 1, 7, dtype=np.float32)
    assert format_tile(small) == str(small)  # under numpy's own threshold: numpy's text


def test_larger_tiles_print_their_first_1024_elements_and_the_count_cut():
    t = np.arange(64 * 64, dtype=np.int32).reshape(64, 64)
    assert format_tile(t) == (np.array2string(t[:16], threshold=2000)
                              + " ... (3072 more elements cut)")
    # a compiled print carries only the first 1024 elements: the same text from them
    assert format_tile(t.reshape(-1)[:1024], (64, 64)) == format_tile(t)
    odd = np.arange(3 * 5 * 100, dtype=np.int16).reshape(3, 5, 100)  # rows of 500
    assert format_tile(odd) == (np.array2string(odd.reshape(-1)[:1024], threshold=2000)
                                + " ... (476 more elements cut)")
    wide = np.zeros((2, 2048), np.float32)
    assert format_tile(wide).endswith(" ... (3072 more elements cut)")
    assert format_tile(wide).startswith("[0. 0.")


def test_record_layout():
    offsets, size = abi.print_layout(["i32", "f32", "bool", "f16"],
                                     [(), (64, 64), (3,), (2, 2)])
    assert offsets == [0, 8, 8 + 4096, 8 + 4096 + 8] and size == 8 + 4096 + 8 + 8
    assert abi.print_slots(0) == 1 and abi.print_slots(64) == 1 and abi.print_slots(65) == 2
    biggest = abi.print_layout(["f64"] * abi.MAX_LOG_ARGS, [(4096,)] * abi.MAX_LOG_ARGS)[1]
    assert abi.print_slots(biggest) <= 1024  # any print fits an empty ring
    for name, size in abi.DTYPE_BYTES.items():
        if name == "bf16":
            assert size == 2
            continue
        assert np.dtype(abi.NUMPY_DTYPES[name]).itemsize == size
    assert set(abi.DTYPE_BYTES) == set(abi.DTYPE_CODES)


SOURCE = """
kernel k(x: Tensor[[N], f32], n: i32):
    print("n", n, x[0:4])
    breakpoint()
"""


@pytest.fixture(scope="module")
def meta() -> dict:
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", incore.BreakpointWarning)
        return incore.compile(SOURCE, "k.ik")["k"].meta


def test_print_sites_and_breakpoints_are_in_the_meta(meta):
    (site,) = meta["sites"]
    assert site == {"id": 0, "kind": "print", "level": "info_v5", "fmt": "n {} {}",
                    "file": "k.ik", "line": 3, "arg_types": ["i32", "f32"],
                    "shapes": [[], [4]], "slots": 1}
    assert meta["breakpoints"] == [{"file": "k.ik", "line": 4}]
    assert validate_meta(meta, "m") == meta


def _edited(meta: dict, edit) -> dict:
    out = copy.deepcopy(meta)
    edit(out)
    return out


@pytest.mark.parametrize("edit, pattern", [
    (lambda m: m["sites"][0].pop("shapes"), r"^m: sites\[0\]: missing key 'shapes'"),
    (lambda m: m["sites"][0].update(slots=2), r"^m: sites\[0\]\.slots: 2 is out of range 1\.\.1"),
    (lambda m: m["sites"][0].update(shapes=[[]]), r"^m: sites\[0\]\.shapes: 1 entries for 2"),
    (lambda m: m["sites"][0].update(shapes=[[], [0]]), r"^m: sites\[0\]\.shapes\[1\]\[0\]: 0 is"),
    (lambda m: m["sites"][0].update(level="info_v3"), r"^m: sites\[0\]\.level: 'info_v3' is not"),
    (lambda m: m["sites"][0].update(fmt="{} {} {}"), r"^m: sites\[0\]\.fmt: does not format 2"),
    (lambda m: m["breakpoints"][0].pop("line"), r"^m: breakpoints\[0\]: missing key 'line'"),
    (lambda m: m.update(breakpoints={}), r"^m: breakpoints: expected a list"),
])
def test_a_bad_print_site_names_its_field(meta, edit, pattern):
    with pytest.raises(LoaderError, match=pattern):
        validate_meta(_edited(meta, edit), "m")
