"""Native code called as builtin functions (``runtime/common/builtin.py``), through the host's
publish, the one such function: its type, its argument checks (an error leaves the control
block untouched), the low bits of any int, None's reference count, and calls from threads."""

from __future__ import annotations

import ctypes
import sys

import pytest

from incore.runtime.common.builtin import API, NONE, TABLE, api_table
from incore.runtime.common.control import RING_SLOTS, control_block_type
from incore.runtime.host.launch.publish import ORDER_AFTER, after_publisher, publisher
from tests.support.threads import in_threads


@pytest.fixture
def block():
    cb_type = control_block_type("a2a3", 3)
    cb = cb_type()
    base = ctypes.addressof(cb)
    return cb, publisher(base, cb_type), after_publisher(base, cb_type)


def test_the_publishes_are_builtin_functions(block):
    _, publish, publish_after = block
    builtin = type(len)
    assert type(publish) is builtin and type(publish_after) is builtin
    assert publish.__name__ == "publish" and publish_after.__name__ == "publish_after"
    assert "seq" in publish.__doc__ and "seq" in publish_after.__doc__


def test_the_table_holds_the_api_and_none_where_the_code_reads_them():
    table = api_table()
    words = [int.from_bytes(table[8 * i:8 * i + 8], "little") for i in range(len(API) + 1)]
    assert words[NONE] == id(None)
    for name, word in zip(API, words, strict=False):
        assert word == ctypes.cast(getattr(ctypes.pythonapi, name), ctypes.c_void_p).value
    # the code reads the table at TABLE bytes past the bytes object: its data
    assert ctypes.string_at(id(table) + TABLE, len(table)) == table


@pytest.mark.parametrize("args", [(), (1,), (1, 2, 3), (1, 2, 3, 4, 5)])
def test_a_wrong_argument_count_raises_and_writes_nothing(block, args):
    cb, publish, _ = block
    before = bytes(cb)
    with pytest.raises(SystemError):
        publish(*args)
    assert bytes(cb) == before


@pytest.mark.parametrize("bad", ["1", 1.0, None, object()])
@pytest.mark.parametrize("position", [0, 1])
def test_an_argument_that_is_not_an_int_raises_typeerror_and_writes_nothing(block, bad,
                                                                            position):
    cb, _, publish_after = block
    before = bytes(cb)
    args = [1, 0]
    args[position] = bad
    with pytest.raises(TypeError):
        publish_after(*args)
    assert bytes(cb) == before


def test_keywords_are_refused(block):
    _, _, publish_after = block
    with pytest.raises(TypeError):
        publish_after(seq=1, after=0)


@pytest.mark.parametrize("value", [-1, 2**32 + 7, 2**64 + 9, 2**200 - 1, True])
def test_any_int_gives_its_low_32_bits(block, value):
    cb, _, publish_after = block
    publish_after(value, value)
    low = value & 0xFFFFFFFF
    assert cb.queue.tail == low
    desc = cb.ring[low % RING_SLOTS]
    assert (desc.overlap, desc.after, desc.waited) == (ORDER_AFTER, low, low)


def test_all_ones_is_a_value_not_an_error(block):
    """``PyLong_AsUnsignedLongMask`` returns all ones for -1 and for an error alike: the code
    asks whether an error is set."""
    cb, publish, _ = block
    assert publish(0xFFFFFFFF, -1, 2**64 - 1, ORDER_AFTER) is None
    assert cb.queue.tail == 0xFFFFFFFF


def test_none_keeps_its_reference_count(block):
    _, publish, publish_after = block
    before = sys.getrefcount(None)
    for i in range(10_000):
        publish(i, i, i, ORDER_AFTER)
        publish_after(i, i)
    assert abs(sys.getrefcount(None) - before) < 100


def test_threads_publish_side_by_side(block):
    cb, publish, publish_after = block

    def run(k: int) -> None:
        for i in range(2_000):
            if k % 2:
                publish_after(i, i)
            else:
                publish(i, i, i, ORDER_AFTER)

    assert in_threads(run, 4) == []
    assert cb.queue.tail == 1_999
