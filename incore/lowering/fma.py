"""The f32 fused multiply-add of the tile matmul: ``round_f32(x * y + z)``, rounded once.

Each k step of an f32-accumulating ``@`` is one ``llvm.fma`` (scalar or vector).  On a host
with FMA instructions it is one ``vfmadd``; on one without, LLVM turns the intrinsic into
calls of the library function ``fmaf``, which a text-only payload cannot reach, so every
module that uses :func:`fma` also defines ``fmaf`` itself (external, so LLVM keeps it and
the calls resolve to it inside the payload).  Its body computes the same bits from plain
double operations:

* ``p = x * y`` in f64 is exact: two 24-bit significands make at most 48 bits, and the
  smallest product of f32 values (2^-298) is far above f64's normal range's floor.
* ``s = p + z`` in f64 rounds; TwoSum (Knuth) gives its exact error ``e`` with three more
  adds and a subtraction: ``s + e == p + z`` exactly (nothing here can overflow).
* ``s`` is then rounded to odd: when ``e != 0`` and ``s``'s last significand bit is 0, ``s``
  moves one ulp towards ``e``.  A value rounded to odd at 53 bits rounds to nearest even
  at 24 bits (or on f32's subnormal grid) exactly as the exact sum would, since 53 >= 24 + 2
  (Boldo and Melquiond, "Emulation of FMA and correctly rounded sums: proved algorithms using
  rounding to odd", IEEE TC 2008), so ``fptrunc`` gives the fused result.
* Infinities and nans make ``e`` a nan, which ``fcmp one`` treats as exact; ``s`` is then
  the IEEE result already (inf, or nan), and a zero sum is always exact.

The interpreter computes the same with numpy (``interpret/reductions.py``).
"""

from __future__ import annotations

from llvmlite import ir

from incore.lowering.irtypes import F32, F64, I64

FMAF = "fmaf"


def fma(b: ir.IRBuilder, x: ir.Value, y: ir.Value, z: ir.Value) -> ir.Value:
    """``x * y + z`` rounded once, for f32 scalars or vectors of f32."""
    module = b.module
    t = x.type
    name = f"llvm.fma.v{t.count}f32" if isinstance(t, ir.VectorType) else "llvm.fma.f32"
    fn = module.globals.get(name)
    if fn is None:
        fn = ir.Function(module, ir.FunctionType(t, [t, t, t]), name)
    define_fmaf(module)
    return b.call(fn, [x, y, z])


def define_fmaf(module: ir.Module) -> ir.Function:
    """The module's ``fmaf`` (defined once): the target of the calls LLVM makes for
    ``llvm.fma`` where the host has no FMA instructions."""
    fn = module.globals.get(FMAF)
    if fn is not None:
        return fn
    fn = ir.Function(module, ir.FunctionType(F32, [F32, F32, F32]), FMAF)
    fn.visibility = "hidden"  # resolved inside the payload, by a PC-relative call
    b = ir.IRBuilder(fn.append_basic_block("entry"))
    x, y, z = (b.fpext(a, F64) for a in fn.args)
    p = b.fmul(x, y)
    s = b.fadd(p, z)
    bb = b.fsub(s, p)
    e = b.fadd(b.fsub(p, b.fsub(s, bb)), b.fsub(z, bb))
    bits = b.bitcast(s, I64)
    even = b.icmp_unsigned("==", b.and_(bits, ir.Constant(I64, 1)), ir.Constant(I64, 0))
    inexact = b.fcmp_ordered("!=", e, ir.Constant(F64, 0.0))
    zero = ir.Constant(F64, 0.0)
    same_sign = b.icmp_unsigned("==", b.fcmp_ordered("<", s, zero), b.fcmp_ordered("<", e, zero))
    step = b.select(same_sign, ir.Constant(I64, 1), ir.Constant(I64, -1))
    odd = b.add(bits, b.select(b.and_(inexact, even), step, ir.Constant(I64, 0)))
    b.ret(b.fptrunc(b.bitcast(odd, F64), F32))
    return fn
