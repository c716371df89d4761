"""The IR of a builtin function's frame (``builtin.py`` says what a builtin payload is): its
C signature, its integer arguments converted through CPython, and its ``None`` return.

Imported only when the code is compiled (a miss of the native code cache).
"""

from __future__ import annotations

from llvmlite import ir

from incore.runtime.common.builtin import API, NONE, TABLE
from incore.runtime.common.irbuild import I64, PTR, VOID, Builder, const, define

_CONVERT = ir.FunctionType(I64, [PTR])  # unsigned long PyLong_AsUnsignedLongMask(PyObject *)
_OCCURRED = ir.FunctionType(PTR, [])  # PyObject *PyErr_Occurred(void)
_BAD_CALL = ir.FunctionType(VOID, [])  # void PyErr_BadInternalCall(void)
_INCREF = ir.FunctionType(VOID, [PTR])  # void Py_IncRef(PyObject *)


class BuiltinFrame:
    """A builtin function ``symbol(self, args, nargs)`` being built: :attr:`b` is positioned
    in its entry block; :meth:`int_args` and :meth:`return_none` are its first and last
    steps."""

    def __init__(self, mod: ir.Module, symbol: str) -> None:
        self.fn = define(mod, symbol, PTR, [("self", PTR), ("args", PTR), ("nargs", I64)])
        self.self_, self.args, self.nargs = self.fn.args
        self.b = Builder(self.fn.append_basic_block("entry"))

    def _api(self, name: str) -> ir.Instruction:
        """The address of the table's word ``name`` (a function of ``API``, or ``"None"``),
        read from ``self``."""
        index = NONE if name == "None" else API.index(name)
        word = self.b.field(self.self_, TABLE + 8 * index, name=f"{name}_word")
        return self.b.plain_load(word, PTR, name=name, align=8)

    def int_args(self, count: int) -> list[ir.Value]:
        """Check that ``count`` arguments were passed and convert each to its low 64 bits as
        an i64 (``PyLong_AsUnsignedLongMask``: an int of any size; anything else fails).  A
        wrong count raises SystemError, a failed conversion its own error: the function
        returns NULL with the exception set, before anything else happened."""
        b, fn = self.b, self.fn
        failed = fn.append_basic_block("failed")
        bad_count = fn.append_basic_block("bad_count")
        converting = fn.append_basic_block("converting")
        right = b.icmp_unsigned("==", self.nargs, const(count), name="right_count")
        b.cbranch(right, converting, bad_count)

        b.position_at_end(bad_count)
        b.call_pointer(self._api("PyErr_BadInternalCall"), _BAD_CALL, [])
        b.branch(failed)
        b.position_at_end(failed)
        b.ret(ir.Constant(PTR, None))

        b.position_at_end(converting)
        convert = self._api("PyLong_AsUnsignedLongMask")
        values = []
        for i in range(count):
            check = fn.append_basic_block(f"check_{i}")
            converted = fn.append_basic_block(f"converted_{i}")
            obj = b.plain_load(b.field(self.args, 8 * i), PTR, name=f"arg_{i}", align=8)
            value = b.call_pointer(convert, _CONVERT, [obj], name=f"value_{i}")
            maybe = b.icmp_unsigned("==", value, const(-1), name=f"maybe_error_{i}")
            b.cbranch(maybe, check, converted)
            b.position_at_end(check)  # all ones: a value, or an error set
            occurred = b.call_pointer(self._api("PyErr_Occurred"), _OCCURRED, [],
                                      name=f"occurred_{i}")
            raised = b.icmp_unsigned("!=", occurred, ir.Constant(PTR, None), name=f"raised_{i}")
            b.cbranch(raised, failed, converted)
            b.position_at_end(converted)
            values.append(value)
        return values

    def return_none(self) -> None:
        """Return a new reference to None (from the current block)."""
        none = self._api("None")
        self.b.call_pointer(self._api("Py_IncRef"), _INCREF, [none])
        self.b.ret(none)
