"""Device math, error function (f64 bodies): erf and erfc.

fdlibm/musl s_erf.c made branch-free: the rational approximations of the four intervals
|x| < 0.84375, < 1.25, < 1/0.35 and < 28 are evaluated (the last two share one evaluation
whose coefficients are selected) and the right one is picked. In the tails
erfc(x) = exp(-z*z - 0.5625) * exp((z - x)(z + x) + R/S) / x with z = x cut to 21 bits, so
z*z is exact and the large exponent loses nothing.
"""

from __future__ import annotations

from llvmlite import ir

from incore.lowering.math_core import MathEmitter, emit_exp

_ERX = 8.45062911510467529297e-01
_EFX8 = 1.02703333676410069053e00
_PP = (-2.37630166566501626084e-05, -5.77027029648944159157e-03, -2.84817495755985104766e-02,
       -3.25042107247001499370e-01, 1.28379167095512558561e-01)
_QQ = (-3.96022827877536812320e-06, 1.32494738004321644526e-04, 5.08130628187576562776e-03,
       6.50222499887672944485e-02, 3.97917223959155352819e-01, 1.0)
_PA = (-2.16637559486879084300e-03, 3.54783043256182359371e-02, -1.10894694282396677476e-01,
       3.18346619901161753674e-01, -3.72207876035701323847e-01, 4.14856118683748331666e-01,
       -2.36211856075265944077e-03)
_QA = (1.19844998467991074170e-02, 1.36370839120290507362e-02, 1.26171219808761642112e-01,
       7.18286544141962662868e-02, 5.40397917702171048937e-01, 1.06420880400844228286e-01, 1.0)
_RA = (-9.81432934416914548592e00, -8.12874355063065934246e01, -1.84605092906711035994e02,
       -1.62396669462573470355e02, -6.23753324503260060396e01, -1.05586262253232909814e01,
       -6.93858572707181764372e-01, -9.86494403484714822705e-03)
_SA = (-6.04244152148580987438e-02, 6.57024977031928170135e00, 1.08635005541779435134e02,
       4.29008140027567833386e02, 6.45387271733267880336e02, 4.34565877475229228821e02,
       1.37657754143519042600e02, 1.96512716674392571292e01, 1.0)
# rb/sb have one coefficient less than ra/sa: a leading zero lets both share one evaluation.
_RB = (0.0, -4.83519191608651397019e02, -1.02509513161107724954e03, -6.37566443368389627722e02,
       -1.60636384855821916062e02, -1.77579549177547519889e01, -7.99283237680523006574e-01,
       -9.86494292470009928597e-03)
_SB = (0.0, -2.24409524465858183362e01, 4.74528541206955367215e02, 2.55305040643316442583e03,
       3.19985821950859553908e03, 1.53672958608443695994e03, 3.25792512996573918826e02,
       3.03380607434824582924e01, 1.0)


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
        self.y_small = e.div(e.horner(z, _PP), e.horner(z, _QQ))  # erf(x) = x + x*y
        s = e.sub(a, e.c(1.0))
        self.pq = e.div(e.horner(s, _PA), e.horner(s, _QA))  # erf(|x|) = erx + P/Q
        ac = e.select(e.fcmp("<", a, e.c(28.0)), a, e.c(28.0))  # nan and inf: unused lanes
        s2 = e.div(e.c(1.0), e.mul(ac, ac))
        first = e.fcmp("<", ac, e.c(1.0 / 0.35))
        r = _horner_pick(e, s2, first, _RA, _RB)
        q = _horner_pick(e, s2, first, _SA, _SB)
        zc = e.clear_low_bits(ac, 32)
        big = e.mul(emit_exp(e, e.sub(e.neg(e.mul(zc, zc)), e.c(0.5625))),
                    emit_exp(e, e.add(e.mul(e.sub(zc, ac), e.add(zc, ac)), e.div(r, q))))
        self.erfc_tail = e.div(big, ac)  # erfc(|x|) for 1.25 <= |x| < 28


def emit_erf(e: MathEmitter, x: ir.Value) -> ir.Value:
    p = _ErfParts(e, x)
    a, one = p.a, e.c(1.0)
    y = e.copysign(e.sub(one, p.erfc_tail), x)  # 1.25 <= |x| < 6
    y = e.select(e.fcmp("<", a, e.c(6.0)), y, e.copysign(one, x))
    y = e.select(e.fcmp("<", a, e.c(1.25)), e.copysign(e.add(e.c(_ERX), p.pq), x), y)
    y = e.select(e.fcmp("<", a, e.c(0.84375)), e.add(x, e.mul(x, p.y_small)), y)
    tiny = e.mul(e.c(0.125), e.add(e.mul(e.c(8.0), x), e.mul(e.c(_EFX8), x)))
    y = e.select(e.fcmp("<", a, e.c(2.0**-28)), tiny, y)
    return e.select(e.is_nan(x), x, y)


def emit_erfc(e: MathEmitter, x: ir.Value) -> ir.Value:
    p = _ErfParts(e, x)
    a, one, two = p.a, e.c(1.0), e.c(2.0)
    neg = e.fcmp("<", x, e.c(0.0))
    tail = e.select(e.fcmp("<", a, e.c(28.0)), p.erfc_tail, e.c(0.0))
    y = e.select(neg, e.sub(two, tail), tail)
    mid = e.sub(e.sub(one, e.c(_ERX)), p.pq)  # erfc(|x|) on [0.84375, 1.25)
    y = e.select(e.fcmp("<", a, e.c(1.25)), e.select(neg, e.sub(two, mid), mid), y)
    xy = e.mul(x, p.y_small)
    small = e.select(e.fcmp("<", x, e.c(0.25)), e.sub(one, e.add(x, xy)),
                     e.sub(e.c(0.5), e.add(e.sub(x, e.c(0.5)), xy)))
    y = e.select(e.fcmp("<", a, e.c(0.84375)), small, y)
    return e.select(e.is_nan(x), x, y)
