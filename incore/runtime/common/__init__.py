"""The contract room: what the host and the device process both read, as ``incore.abi`` is
for the compiler and the runtime.

Owns ``control`` (the control block: init args, launch queue words, launch header, executor
words, fault records, trace areas), ``layout`` (the fixed virtual-address plan of a device:
GM, its alias window, code memory, the control block), ``native`` (the libc calls both sides
make: fixed-address mappings, futexes, memfds), ``irbuild`` (the named ``llvmlite.ir`` helpers
the native code is built with: atomics, volatile access, syscalls, futexes, spin steps),
``nativecode`` (compiling native code through the project's loader) and ``nativecache`` (the
on-disk cache of that code).
May import ``incore.abi``, ``incore.errors`` and ``incore.loader``; never ``host``, ``device``
or a collector room.
"""
