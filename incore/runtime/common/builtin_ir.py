"""The IR of a builtin function (``builtin.py`` says what a builtin payload is): its frame (C
signature, the API table and objects read from ``self``), its integer arguments converted
through CPython, the Python-object steps of the launch fast path, and its returns.

Every object step reads *borrowed* values: an attribute read drops the new reference at once,
which is sound because every attribute read is a plain one (no property makes a new object),
so the object that holds it keeps it alive while no Python code runs.  A step that fails or
finds the case is not its own branches to the *fallback* (:meth:`BuiltinFrame.use_fallback`):
the function calls the Python callable it was made with, with its own arguments, and returns
what that returns, having changed nothing.

Imported only when the code is compiled (a miss of the native code cache).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from llvmlite import ir

from incore.runtime.common.builtin import API, NONE, TABLE, TUPLE_ITEMS
from incore.runtime.common.irbuild import I1, I32, I64, NULL, PTR, VOID, Builder, const, define

OB_TYPE = object.__basicsize__ - 8  # PyObject.ob_type, the head's last word
OB_SIZE = object.__basicsize__  # PyVarObject.ob_size (a list's or tuple's length)
LIST_ITEMS = OB_SIZE + 8  # PyListObject.ob_item (a pointer to the items)
PY_EQ = 2
PY_SSIZE_T_MAX = (1 << 63) - 1

_SIGNATURES = {
    "PyLong_AsUnsignedLongMask": (I64, [PTR]),
    "PyErr_Occurred": (PTR, []),
    "PyErr_BadInternalCall": (VOID, []),
    "Py_IncRef": (VOID, [PTR]),
    "Py_DecRef": (VOID, [PTR]),
    "PyErr_Clear": (VOID, []),
    "PyObject_GetAttr": (PTR, [PTR, PTR]),
    "PyObject_SetAttr": (I32, [PTR, PTR, PTR]),
    "PyObject_IsTrue": (I32, [PTR]),
    "PyObject_RichCompareBool": (I32, [PTR, PTR, I32]),
    "PyLong_AsLong": (I64, [PTR]),
    "PyLong_FromLongLong": (PTR, [I64]),
    "PyLong_FromVoidPtr": (PTR, [PTR]),
    "PyList_Append": (I32, [PTR, PTR]),
    "PyList_SetSlice": (I32, [PTR, I64, I64, PTR]),
    "PyWeakref_GetObject": (PTR, [PTR]),
    "PyDict_GetItem": (PTR, [PTR, PTR]),
    "PyDict_SetItem": (I32, [PTR, PTR, PTR]),
    "PyObject_Vectorcall": (PTR, [PTR, PTR, I64, PTR]),
    "PyThread_get_thread_ident": (I64, []),
    "PyEval_SaveThread": (PTR, []),
    "PyEval_RestoreThread": (VOID, [PTR]),
    "PyLong_FromLong": (PTR, [I64]),
}
assert set(_SIGNATURES) == set(API)


class BuiltinFrame:
    """A builtin function ``symbol(self, args, nargs[, kwnames])`` being built: :attr:`b` is
    positioned in its entry block.  ``objects`` name the items of ``self`` after the API
    table, in order (``builtin(..., objects=...)``)."""

    def __init__(self, mod: ir.Module, symbol: str, objects: Sequence[str] = (),
                 keywords: bool = False) -> None:
        params = [("self", PTR), ("args", PTR), ("nargs", I64)]
        if keywords:
            params.append(("kwnames", PTR))
        self.fn = define(mod, symbol, PTR, params)
        self.self_, self.args, self.nargs = self.fn.args[:3]
        self.kwnames = self.fn.args[3] if keywords else None
        self.b = Builder(self.fn.append_basic_block("entry"))
        self._objects = {name: i + 1 for i, name in enumerate(objects)}
        self._fallback: ir.Block | None = None
        self._failed: ir.Block | None = None
        self._count = 0
        table_bytes = self._item(self.self_, 0, "api_bytes")
        self._table = self.b.field(table_bytes, TABLE, name="api")

    # ----------------------------------------------------------------- reading self

    def name(self, stem: str) -> str:
        """A name no other value or block of the function has: ``stem`` and a count."""
        self._count += 1
        return f"{stem}_{self._count}"

    def _item(self, tuple_: ir.Value, index: int, name: str) -> ir.Instruction:
        """Item ``index`` of the tuple ``tuple_`` (borrowed)."""
        return self.b.plain_load(self.b.field(tuple_, TUPLE_ITEMS + 8 * index), PTR, name=name,
                                 align=8)

    def api(self, name: str) -> ir.Instruction:
        """The address of the table's word ``name`` (a function of ``API``, or ``"None"``)."""
        index = NONE if name == "None" else API.index(name)
        word = self.b.field(self._table, 8 * index, name=self.name(f"{name}_word"))
        return self.b.plain_load(word, PTR, name=self.name(name), align=8)

    def obj(self, name: str) -> ir.Instruction:
        """The object ``name`` the function was made with."""
        return self._item(self.self_, self._objects[name], self.name(name))

    def call(self, name: str, *args: ir.Value) -> ir.Instruction:
        """A call of the API function ``name``."""
        ret, params = _SIGNATURES[name]
        return self.b.call_pointer(self.api(name), ir.FunctionType(ret, params), list(args),
                                   name="" if ret is VOID else self.name(name))

    # ----------------------------------------------------------------- control

    def _failed_block(self) -> ir.Block:
        """Return NULL (an exception is set)."""
        if self._failed is None:
            self._failed = self.fn.append_basic_block("failed")
            with self.b.goto_block(self._failed):
                self.b.ret(NULL)
        return self._failed

    def use_fallback(self, callable_name: str, first: ir.Value) -> None:
        """Make the object ``callable_name`` the fallback: a bailing step calls it with
        ``first`` (an object) and then the function's own arguments (vectorcall) and returns
        its result."""
        assert self.kwnames is not None
        b = self.b
        self._fallback = self.fn.append_basic_block("fallback")
        with b.goto_block(self._fallback):
            total = b.add(self.nargs, self._kw_count(), name="total")
            array = b.alloca(PTR, size=b.add(total, const(1)), name="call_array")
            array.type = PTR
            b.store(first, array, align=8)
            rest = b.gep(array, [const(1)], source_etype=PTR, name="call_rest")
            self.for_each(self.args, total, lambda item, i: b.store(
                item, b.gep(rest, [i], source_etype=PTR), align=8), "copy")
            target = self.obj(callable_name)
            b.ret(self.call("PyObject_Vectorcall", target, array, b.add(self.nargs, const(1)),
                            self.kwnames))

    def _kw_count(self) -> ir.Value:
        """The number of keyword arguments (0 when kwnames is NULL)."""
        has_kw = self.b.icmp_unsigned("!=", self.kwnames, NULL, name="has_kwnames")
        [count] = self.when(has_kw, lambda: [self.size_of(self.kwnames)], [const(0)],
                            "kw_count")
        return count

    def when(self, cond: ir.Value, read: Callable[[], Sequence[ir.Value]],
             otherwise: Sequence[ir.Value], what: str) -> list[ir.Value]:
        """The values ``read()`` emits, in blocks run only if ``cond`` (an i1), else
        ``otherwise`` (constants or values defined before): one phi each."""
        b = self.b
        then = self.fn.append_basic_block(self.name(what))
        join = self.fn.append_basic_block(self.name(f"{what}_join"))
        before = b.block
        b.cbranch(cond, then, join)
        b.position_at_end(then)
        values = read()
        after = b.block
        b.branch(join)
        b.position_at_end(join)
        phis = []
        for value, default in zip(values, otherwise, strict=True):
            phi = b.phi(value.type, name=self.name(f"{what}_value"))
            phi.add_incoming(default, before)
            phi.add_incoming(value, after)
            phis.append(phi)
        return phis

    def bail_if(self, cond: ir.Value, what: str) -> None:
        """Go to the fallback if ``cond`` (an i1); continue in a new block otherwise."""
        assert self._fallback is not None
        go_on = self.fn.append_basic_block(self.name(what))
        self.b.cbranch(cond, self._fallback, go_on)
        self.b.position_at_end(go_on)

    def bail_on_error(self, failed: ir.Value, what: str) -> None:
        """If ``failed``: clear the exception and go to the fallback."""
        clear = self.fn.append_basic_block(self.name(f"{what}_clear"))
        go_on = self.fn.append_basic_block(self.name(what))
        self.b.cbranch(failed, clear, go_on)
        with self.b.goto_block(clear):
            self.call("PyErr_Clear")
            self.b.branch(self._fallback)
        self.b.position_at_end(go_on)

    def for_each(self, items: ir.Value, count: ir.Value,
                 body: Callable[[ir.Value, ir.Value], None], what: str) -> None:
        """``body(item, index)`` for each of the ``count`` object pointers at ``items``, in
        order (``index`` an i64)."""
        b = self.b
        head = self.fn.append_basic_block(self.name(f"{what}_head"))
        step = self.fn.append_basic_block(self.name(f"{what}_body"))
        done = self.fn.append_basic_block(self.name(f"{what}_done"))
        before = b.block
        b.branch(head)
        b.position_at_end(head)
        i = b.phi(I64, name=self.name(f"{what}_i"))
        i.add_incoming(const(0), before)
        more = b.icmp_signed("<", i, count, name=self.name(f"{what}_more"))
        b.cbranch(more, step, done)
        b.position_at_end(step)
        item = b.plain_load(b.gep(items, [i], source_etype=PTR), PTR,
                            name=self.name(f"{what}_item"), align=8)
        body(item, i)
        i.add_incoming(b.add(i, const(1), name=self.name(f"{what}_next")), b.block)
        b.branch(head)
        b.position_at_end(done)

    # ----------------------------------------------------------------- objects

    def type_of(self, obj: ir.Value) -> ir.Instruction:
        """``Py_TYPE(obj)``."""
        return self.b.plain_load(self.b.field(obj, OB_TYPE), PTR, name=self.name("type"),
                                 align=8)

    def size_of(self, obj: ir.Value) -> ir.Instruction:
        """``Py_SIZE(obj)``: a list's or tuple's length."""
        return self.b.plain_load(self.b.field(obj, OB_SIZE), I64, name=self.name("size"),
                                 align=8)

    def list_items(self, lst: ir.Value) -> ir.Instruction:
        """The address of a list's items."""
        return self.b.plain_load(self.b.field(lst, LIST_ITEMS), PTR, name=self.name("items"),
                                 align=8)

    def tuple_item(self, tup: ir.Value, index: int) -> ir.Instruction:
        """Item ``index`` of a tuple (borrowed)."""
        return self._item(tup, index, self.name("item"))

    def item_at(self, items: ir.Value, index: ir.Value) -> ir.Instruction:
        """``items[index]`` of an item array (borrowed)."""
        return self.b.plain_load(self.b.gep(items, [index], source_etype=PTR), PTR,
                                 name=self.name("at"), align=8)

    def getattr(self, obj: ir.Value, attr: str) -> ir.Instruction:
        """``obj.<attr>`` (the object named ``s_<attr>`` is the attribute's name), borrowed;
        a failed read goes to the fallback."""
        value = self.call("PyObject_GetAttr", obj, self.obj(f"s_{attr}"))
        self.bail_on_error(self.b.icmp_unsigned("==", value, NULL), f"get_{attr}")
        self.call("Py_DecRef", value)
        return value

    def is_(self, a: ir.Value, b: ir.Value) -> ir.Instruction:
        """``a is b``."""
        return self.b.icmp_unsigned("==", a, b, name=self.name("is"))

    def is_none(self, a: ir.Value) -> ir.Instruction:
        """``a is None``."""
        return self.is_(a, self.api("None"))

    def truth(self, obj: ir.Value) -> ir.Instruction:
        """``bool(obj)`` (C truth of a container, number, None or bool)."""
        r = self.call("PyObject_IsTrue", obj)
        self.bail_on_error(self.b.icmp_signed("<", r, const(0, I32)), "truth")
        return self.b.icmp_unsigned("!=", r, const(0, I32), name=self.name("true"))

    def equal(self, a: ir.Value, b: ir.Value) -> ir.Instruction:
        """``a == b`` (ints, tuples of ints)."""
        r = self.call("PyObject_RichCompareBool", a, b, const(PY_EQ, I32))
        self.bail_on_error(self.b.icmp_signed("<", r, const(0, I32)), "equal")
        return self.b.icmp_unsigned("!=", r, const(0, I32), name=self.name("eq"))

    def as_long(self, obj: ir.Value) -> ir.Value:
        """``obj`` as a C long; anything else (or out of range) goes to the fallback."""
        v = self.call("PyLong_AsLong", obj)
        self.bail_on_error(self._raised(v), "long")
        return v

    def _raised(self, value: ir.Value) -> ir.Value:
        """Whether a C-API conversion that returned ``value`` (an i64; all ones both for -1
        and for an error) raised: the error indicator, asked only when ``value`` is all
        ones."""
        all_ones = self.b.icmp_unsigned("==", value, const(-1), name=self.name("all_ones"))
        [raised] = self.when(all_ones, lambda: [self.b.icmp_unsigned(
            "!=", self.call("PyErr_Occurred"), NULL)], [ir.Constant(I1, 0)], "raised")
        return raised

    def new_int(self, value: ir.Value) -> ir.Instruction:
        """A new reference to the int ``value`` (an i64); a failure goes to the fallback (make
        new objects before any write)."""
        obj = self.call("PyLong_FromLongLong", value)
        self.bail_on_error(self.b.icmp_unsigned("==", obj, NULL), "new_int")
        return obj

    def setattr(self, obj: ir.Value, attr: str, value: ir.Value) -> None:
        """``obj.<attr> = value``; a failure (no memory) returns NULL with the error set."""
        self.check_status(self.call("PyObject_SetAttr", obj, self.obj(f"s_{attr}"), value),
                          f"set_{attr}")

    def check_status(self, r: ir.Value, what: str) -> None:
        """A C status ``r`` (an i32, negative on error) after the writes began: an error
        returns NULL with it set."""
        go_on = self.fn.append_basic_block(self.name(what))
        self.b.cbranch(self.b.icmp_signed("<", r, const(0, I32)), self._failed_block(), go_on)
        self.b.position_at_end(go_on)

    # ----------------------------------------------------------------- arguments, return

    def int_args(self, count: int) -> list[ir.Value]:
        """Check that ``count`` arguments were passed and convert each to its low 64 bits as
        an i64 (``PyLong_AsUnsignedLongMask``: an int of any size; anything else fails).  A
        wrong count raises SystemError, a failed conversion its own error: the function
        returns NULL with the exception set, before anything else happened."""
        b, fn = self.b, self.fn
        failed = self._failed_block()
        bad_count = fn.append_basic_block("bad_count")
        converting = fn.append_basic_block("converting")
        right = b.icmp_unsigned("==", self.nargs, const(count), name="right_count")
        b.cbranch(right, converting, bad_count)

        b.position_at_end(bad_count)
        self.call("PyErr_BadInternalCall")
        b.branch(failed)

        b.position_at_end(converting)
        values = []
        for i in range(count):
            obj = b.plain_load(b.field(self.args, 8 * i), PTR, name=f"arg_{i}", align=8)
            value = self.call("PyLong_AsUnsignedLongMask", obj)
            converted = fn.append_basic_block(f"converted_{i}")
            b.cbranch(self._raised(value), failed, converted)
            b.position_at_end(converted)
            values.append(value)
        return values

    def return_none(self) -> None:
        """Return a new reference to None (from the current block)."""
        none = self.api("None")
        self.call("Py_IncRef", none)
        self.b.ret(none)

