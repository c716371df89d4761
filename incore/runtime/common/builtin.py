"""Native functions that Python calls as builtin functions, not through ctypes.

A ctypes call of a foreign function goes through ctypes' generic argument conversion and
call machinery, about 0.2 us here; a builtin function object (CPython's ``PyCFunction`` with
``METH_FASTCALL``) whose C function is a payload costs what calling ``len`` costs, about
0.04 us.  The host's publish, the last step of every launch, is such a function
(``host/launch/publish.py``): this is where the launch path's one native-call trick lives.

The payload is built like the rest of the runtime's code (``nativecode.build_native``: LLVM IR,
the project's loader, text only) with the C signature ``PyObject *f(PyObject *self,
PyObject *const *args, Py_ssize_t nargs)`` (``METH_FASTCALL``), or with a fourth argument
``PyObject *kwnames`` (``METH_FASTCALL | METH_KEYWORDS``).  A text-only payload cannot name
CPython's functions, so ``self`` carries them: a tuple whose item 0 is a bytes object whose data
are the 8-byte addresses of the functions in ``API`` (in that order), then the address of
``None`` (word ``NONE``); the tuple's further items are the objects the function was made with
(``builtin(..., objects=...)``), held by the tuple for the function's life.  ``builtin_ir.py``
emits the reads (item ``i`` at ``TUPLE_ITEMS + 8 * i``, a table word at ``TABLE + 8 * j`` in
the bytes), the argument conversions and the returns.  The payload's bytes do not depend on
those addresses, so the native code cache keeps serving them in every process.

A function that waits (the direct dispatch's spin) releases the GIL around the wait
(``PyEval_SaveThread``/``PyEval_RestoreThread``) and touches no Python object meanwhile; the
others run with the GIL held and never release it; none runs Python code (every attribute one
reads or writes is a plain one, and the objects it drops are ints and None), so no other Python
thread runs while it works on Python objects.
"""

from __future__ import annotations

import ctypes
import functools
from collections.abc import Callable
from typing import Any

# The CPython functions a payload may call, in table order.
API = ("PyLong_AsUnsignedLongMask", "PyErr_Occurred", "PyErr_BadInternalCall", "Py_IncRef",
       "Py_DecRef", "PyErr_Clear", "PyObject_GetAttr", "PyObject_SetAttr", "PyObject_IsTrue",
       "PyObject_RichCompareBool", "PyLong_AsLong", "PyLong_FromLongLong", "PyLong_FromVoidPtr",
       "PyList_Append", "PyList_SetSlice", "PyWeakref_GetObject", "PyDict_GetItem",
       "PyDict_SetItem",
       "PyObject_Vectorcall", "PyThread_get_thread_ident", "PyEval_SaveThread",
       "PyEval_RestoreThread", "PyLong_FromLong")
NONE = len(API)  # the table's word after the functions: the address of None
# Where a bytes object's data start (``PyBytesObject.ob_sval``: the size of its fixed part
# plus the one byte that ``__basicsize__`` counts for the terminating NUL).
TABLE = bytes.__basicsize__ - 1
TUPLE_ITEMS = tuple.__basicsize__  # where a tuple's items start (``PyTupleObject.ob_item``)
METH_FASTCALL = 0x0080
METH_KEYWORDS = 0x0002


class _MethodDef(ctypes.Structure):
    """CPython's ``PyMethodDef``."""

    _fields_ = [("ml_name", ctypes.c_char_p), ("ml_meth", ctypes.c_void_p),
                ("ml_flags", ctypes.c_int), ("ml_doc", ctypes.c_char_p)]


_new_function = ctypes.pythonapi.PyCFunction_NewEx
_new_function.restype = ctypes.py_object
_new_function.argtypes = [ctypes.c_void_p, ctypes.py_object, ctypes.py_object]
# The method definitions made, by code address, name, flags and doc: a function object points
# at its definition for as long as it lives, so they live as long as the process (one per
# payload: functions made from the same code share it).
_DEFINITIONS: dict[tuple[int, str, int, str], _MethodDef] = {}


@functools.cache
def api_table() -> bytes:
    """The table a payload's ``self`` holds: the addresses of ``API``'s functions and of
    None, 8 bytes each, native byte order."""
    words = [ctypes.cast(getattr(ctypes.pythonapi, name), ctypes.c_void_p).value
             for name in API]
    words.append(id(None))
    return b"".join(w.to_bytes(8, "little") for w in words)


def builtin(address: int, name: str, doc: str, objects: tuple = (),
            keywords: bool = False) -> Callable[..., Any]:
    """The builtin function ``name`` whose C function is the code at ``address``, executable
    for the life of the process (``METH_FASTCALL``, with ``METH_KEYWORDS`` if ``keywords``),
    called with ``(api_table(), *objects)`` as its ``self``."""
    flags = METH_FASTCALL | (METH_KEYWORDS if keywords else 0)
    key = (address, name, flags, doc)
    # setdefault: of two threads making the same function, both use the one definition kept
    definition = _DEFINITIONS.setdefault(
        key, _MethodDef(name.encode(), address, flags, doc.encode()))
    return _new_function(ctypes.addressof(definition), (api_table(), *objects), None)
