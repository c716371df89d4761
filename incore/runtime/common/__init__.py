"""The runtime's contract layer: what the host and the device process both read, as
``incore.abi`` is for the compiler and the runtime.

Modules, one job each:

- ``control.py``: the control block: ctypes layouts of every word host and device exchange
  (init args, launch queue words, launch header, executor words, fault records, trace areas).
- ``layout.py``: the fixed virtual-address plan of a device: GM, its alias window, code
  memory, the control block.
- ``native.py``: the libc calls both sides make (fixed-address mappings, futexes, memfds).
- ``irbuild.py``: the named ``llvmlite.ir`` helpers the native code is built with (atomics,
  volatile access, syscalls, futexes, spin steps).
- ``nativecode.py``: building native code from LLVM IR through the project's loader.
- ``builtin.py``: native code called as a Python builtin function (the C-API table its code
  reads from its ``self``).
- ``builtin_ir.py``: the ``llvmlite.ir`` frame of such a function: arguments, the
  Python-object steps, the fallback, the returns.
- ``nativecache.py``: the on-disk cache of that code.
- ``digest.py``: SHA-256 for content keys without loading OpenSSL.
- ``reports.py``: the device process's messages to the host (configuration errors, internal
  failures).

May import ``incore.abi``, ``incore.errors`` and ``incore.loader``; never ``host``, ``device``
or a collector package.
"""
