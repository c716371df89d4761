"""Device math, error function (f64 bodies): erf and erfc.

fdlibm/musl s_erf.c made branch-free: the rational approximations of the four intervals
|x| < 0.84375, < 1.25, < 1/0.35 and < 28 are evaluated (the last two share one evaluation
whose coefficients are selected) and the right one is picked. In the tails
erfc(x) = exp(-z*z - 0.5625) * exp((z - x)(z + x) + R/S) / x with z = x cut to 21 bits, so
z*z is exact and the large exponent loses nothing.
"""

from __future__ import annotations

from llvmlite import ir

from incore import mathconsts as mc
from incore.lowering.math_core import MathEmitter, emit_exp


def _horner_pick(e: MathEmitter, x: ir.Value, cond: ir.Value, first: tuple[float, ...],
                 second: tuple[float, ...]) -> ir.Value:
    """Horner's rule with each coefficient chosen from ``first`` (cond) or ``second``."""
    acc: ir.Value = e.select(cond, e.c(first[0]), e.c(second[0]))
    for a, b in zip(first[1:], second[1:], strict=True):
        acc = e.add(e.mul(acc, x), e.select(cond, e.c(a), e.c(b)))
    return acc


class _ErfParts:
    """The pieces both erf and erfc are assembled from, for one argument."""

    def __init__(self, e: MathEmitter, x: ir.Value) -> None:
        self.a = a = e.fabs(x)
        z = e.mul(x, x)
        self.y_small = e.div(e.horner(z, mc.PP), e.horner(z, mc.QQ))  # erf(x) = x + x*y
        s = e.sub(a, e.c(1.0))
        self.pq = e.div(e.horner(s, mc.PA), e.horner(s, mc.QA))  # erf(|x|) = erx + P/Q
        ac = e.select(e.fcmp("<", a, e.c(28.0)), a, e.c(28.0))  # nan and inf: unused lanes
        s2 = e.div(e.c(1.0), e.mul(ac, ac))
        first = e.fcmp("<", ac, e.c(1.0 / 0.35))
        r = _horner_pick(e, s2, first, mc.RA, mc.RB)
        q = _horner_pick(e, s2, first, mc.SA, mc.SB)
        zc = e.clear_low_bits(ac, 32)
        big = e.mul(emit_exp(e, e.sub(e.neg(e.mul(zc, zc)), e.c(0.5625))),
                    emit_exp(e, e.add(e.mul(e.sub(zc, ac), e.add(zc, ac)), e.div(r, q))))
        self.erfc_tail = e.div(big, ac)  # erfc(|x|) for 1.25 <= |x| < 28


def emit_erf(e: MathEmitter, x: ir.Value) -> ir.Value:
    p = _ErfParts(e, x)
    a, one = p.a, e.c(1.0)
    y = e.copysign(e.sub(one, p.erfc_tail), x)  # 1.25 <= |x| < 6
    y = e.select(e.fcmp("<", a, e.c(6.0)), y, e.copysign(one, x))
    y = e.select(e.fcmp("<", a, e.c(1.25)), e.copysign(e.add(e.c(mc.ERX), p.pq), x), y)
    y = e.select(e.fcmp("<", a, e.c(0.84375)), e.add(x, e.mul(x, p.y_small)), y)
    tiny = e.mul(e.c(0.125), e.add(e.mul(e.c(8.0), x), e.mul(e.c(mc.EFX8), x)))
    y = e.select(e.fcmp("<", a, e.c(2.0**-28)), tiny, y)
    return e.select(e.is_nan(x), x, y)


def emit_erfc(e: MathEmitter, x: ir.Value) -> ir.Value:
    p = _ErfParts(e, x)
    a, one, two = p.a, e.c(1.0), e.c(2.0)
    neg = e.fcmp("<", x, e.c(0.0))
    tail = e.select(e.fcmp("<", a, e.c(28.0)), p.erfc_tail, e.c(0.0))
    y = e.select(neg, e.sub(two, tail), tail)
    mid = e.sub(e.sub(one, e.c(mc.ERX)), p.pq)  # erfc(|x|) on [0.84375, 1.25)
    y = e.select(e.fcmp("<", a, e.c(1.25)), e.select(neg, e.sub(two, mid), mid), y)
    xy = e.mul(x, p.y_small)
    small = e.select(e.fcmp("<", x, e.c(0.25)), e.sub(one, e.add(x, xy)),
                     e.sub(e.c(0.5), e.add(e.sub(x, e.c(0.5)), xy)))
    y = e.select(e.fcmp("<", a, e.c(0.84375)), small, y)
    return e.select(e.is_nan(x), x, y)
