"""The interpreter: a kernel run as Python on numpy, in the calling process.

``build(program, kernel_name, *, arch="a2a3", bounds_check=False)`` turns kernel
``kernel_name`` of a checked :class:`incore.frontend.ast.TypedProgram` into an
:class:`InterpretedKernel`; ``InterpretedKernel.run(args, blocks, env=None, **fields)`` runs
its blocks on ``args`` (in declaration order: numpy arrays, the views of GM the compiled
launch would use, for tensors, which it updates in place; Python or numpy numbers for
scalars).  ``env`` is a :class:`LaunchEnv` (or its fields come as keywords, as the runtime
passes them): the hooks for logs, failed asserts, ``print`` and block timings, the enabled
log levels, the block order (``"fixed"`` or ``"random:SEED"``), the cluster count, the core
numbers faults name, the compiled ``traps`` table and the L2 offset.  A run raises the
compiled launch's errors: a ``DeviceFault`` for a trap or a bounds fault (its traceback's
last frame is the ``.ik`` line), an :class:`InterpretDeadlock` when a ``@mix`` cluster can
never continue, and ``KernelAssertionError`` after the launch for a failed assert.

The kernel's Python (``InterpretedKernel.source``) keeps every statement at its ``.ik`` line
and is compiled under the ``.ik`` file name, whose text ``linecache`` holds, so tracebacks
and pdb show the kernel's lines; variables go by their kernel names (scalars as numpy
scalars of their type, tiles as numpy arrays, tensors as the arrays passed).  The
semantics are the compiled code's (docs/language.md "Semantics the lowering defines"): see
:mod:`incore.interpret.ops`.  SPMD blocks run one after another; the three cores of a
``@mix`` cluster run as threads passing a baton (:mod:`incore.interpret.cluster`).
Device math goes through :func:`incore.interpret.mathlib.call`.

Modules, one job each:

- ``kernel.py``: ``build``, ``InterpretedKernel`` (running the blocks) and ``LaunchEnv``.
- ``codegen.py``: the typed AST as Python source whose statements stand at their ``.ik`` lines.
- ``ops.py``: the operations with the compiled code's semantics that numpy's operators lack.
- ``reductions.py``: reductions, scans and matmul in the compiled order of evaluation.
- ``baton.py``: core threads passing one baton (order, waits, deadlock detection, abort).
- ``cluster.py``: the cores of a ``@mix`` cluster as threads passing a baton.
- ``launchsync.py``: a ``sync_all()`` launch's blocks as threads passing a baton.
- ``faults.py``: the errors of an interpreted launch, with the compiled ones' texts.
- ``ordering.py``: the tensors whose contents depend on the order concurrent atomics run in.
- ``mathlib.py``: the device math library on numpy (``call(name, *args)``), with the
  lowering's algorithms so results agree bit for bit; ``MATH_FUNCTIONS`` names them.
- ``mathlib_core.py``: the two float formats, the exp and log cores and the exact functions
  (floor, ceil, trunc, round, sign, rsqrt, hypot, fmod, Python's ``//`` and ``%``).
- ``mathlib_explog.py``: exp2, expm1, log2, log10, log1p, pow, sinh, cosh, sigmoid, tanh,
  erf, erfc.
- ``mathlib_trig.py``: sin, cos, tan (with the lowering's range reductions), asin, acos,
  atan, atan2.
"""

from __future__ import annotations

from incore.interpret.faults import InterpretDeadlock, Where
from incore.interpret.kernel import InterpretedKernel, LaunchEnv, build, format_site

__all__ = ["InterpretDeadlock", "InterpretedKernel", "LaunchEnv", "Where", "build",
           "format_site"]
