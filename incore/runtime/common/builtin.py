"""Native functions that Python calls as builtin functions, not through ctypes.

A ctypes call of a foreign function goes through ctypes' generic argument conversion and
call machinery, about 0.2 us here; a builtin function object (CPython's ``PyCFunction`` with
``METH_FASTCALL``) whose C function is a payload costs what calling ``len`` costs, about
0.04 us.  The host's publish, the last step of every launch, is such a function
(``host/launch/publish.py``): this is where the launch path's one native-call trick lives.

The payload is built like the rest of the runtime's code (``nativecode.build_native``: LLVM IR,
the project's loader, text only) with the C signature ``PyObject *f(PyObject *self,
PyObject *const *args, Py_ssize_t nargs)``.  A text-only payload cannot name CPython's
functions, so ``self`` carries them: a bytes object whose data are the 8-byte addresses of the
functions in ``API`` (in that order), then the address of ``None`` (word ``NONE``), read by the
payload at ``TABLE + 8 * i`` from ``self`` (``builtin_ir.py`` emits the reads, the argument
conversions and the return).  The payload's bytes do not depend on those addresses, so the
native code cache keeps serving them in every process.

The function runs with the GIL held and must not release it; it calls no Python code, so no
other Python thread runs while it does.
"""

from __future__ import annotations

import ctypes
from collections.abc import Callable

# The CPython functions a payload may call, in table order (all in the stable ABI).
API = ("PyLong_AsUnsignedLongMask", "PyErr_Occurred", "PyErr_BadInternalCall", "Py_IncRef")
NONE = len(API)  # the table's word after the functions: the address of None
# Where a bytes object's data start (``PyBytesObject.ob_sval``: the size of its fixed part
# plus the one byte that ``__basicsize__`` counts for the terminating NUL).
TABLE = bytes.__basicsize__ - 1
METH_FASTCALL = 0x0080


class _MethodDef(ctypes.Structure):
    """CPython's ``PyMethodDef``."""

    _fields_ = [("ml_name", ctypes.c_char_p), ("ml_meth", ctypes.c_void_p),
                ("ml_flags", ctypes.c_int), ("ml_doc", ctypes.c_char_p)]


_new_function = ctypes.pythonapi.PyCFunction_NewEx
_new_function.restype = ctypes.py_object
_new_function.argtypes = [ctypes.c_void_p, ctypes.py_object, ctypes.py_object]
# Every method definition made, with its name and doc strings: a function object points at
# its definition for as long as it lives, and they live as long as the process.
_DEFINITIONS: list[_MethodDef] = []


def api_table() -> bytes:
    """The table a payload's ``self`` holds: the addresses of ``API``'s functions and of
    None, 8 bytes each, native byte order."""
    words = [ctypes.cast(getattr(ctypes.pythonapi, name), ctypes.c_void_p).value
             for name in API]
    words.append(id(None))
    return b"".join(w.to_bytes(8, "little") for w in words)


def builtin(address: int, name: str, doc: str) -> Callable[..., None]:
    """The builtin function ``name`` whose C function (``METH_FASTCALL``) is the code at
    ``address``, executable for the life of the process, called with the ``api_table()``
    as its ``self``."""
    definition = _MethodDef(name.encode(), address, METH_FASTCALL, doc.encode())
    _DEFINITIONS.append(definition)
    return _new_function(ctypes.addressof(definition), api_table(), None)
