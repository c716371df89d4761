"""Device math, trigonometric functions (f64 bodies): sin, cos, tan, asin, acos, atan, atan2.

Range reduction for sin/cos/tan computes x = n*pi/2 + r with r a double-double:
- |x| < 2**20 * pi/2: Cody-Waite with pi/2 in three 33-bit parts plus a tail (fdlibm's
  __rem_pio2 medium case, always run to its third step), branch-free;
- larger finite |x|: Payne-Hanek. The significand of x times a 192-bit window of the bits of
  2/pi (a read-only table of 20 words, picked by the exponent) gives x*2/pi mod 4 as a 128-bit
  fixed-point integer (three 64x64->128 products, which x86-64 does inline). This path is a
  branch, taken only for such arguments.
The kernels are fdlibm's __kernel_sin and __kernel_cos on [-pi/4, pi/4] with the reduced
argument's tail; tan is their quotient. The inverse functions are fdlibm's atan made
branch-free, atan2 built on it, and asin/acos as atan2 forms with sqrt((1-x)(1+x)).
"""

from __future__ import annotations

from llvmlite import ir

from incore import mathconsts as mc
from incore.lowering.math_core import F32, MathEmitter

I128 = ir.IntType(128)
I64 = ir.IntType(64)
I32 = ir.IntType(32)



def _table(module: ir.Module) -> ir.GlobalVariable:
    name = "incore.two_over_pi"
    existing = module.globals.get(name)
    if existing is not None:
        return existing
    ty = ir.ArrayType(I64, mc.TABLE_WORDS)
    g = ir.GlobalVariable(module, ty, name=name)
    g.global_constant = True
    g.linkage = "private"
    g.unnamed_addr = True
    g.align = 8
    g.initializer = ir.Constant(ty, list(mc.two_over_pi_words()))
    return g


def _reduce_medium(e: MathEmitter, x: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    """(n, y0, y1) with x = n*pi/2 + y0 + y1 for |x| < 2**20 * pi/2 (n an i64)."""
    fn = e.round_int(e.mul(x, e.c(mc.INV_PIO2)))
    (p1, p1t), (p2, p2t), (p3, p3t) = mc.PIO2
    r = e.sub(x, e.mul(fn, e.c(p1)))
    w = e.mul(fn, e.c(p1t))
    for p, pt in ((p2, p2t), (p3, p3t)):
        t = r
        w = e.mul(fn, e.c(p))
        r = e.sub(t, w)
        w = e.sub(e.mul(fn, e.c(pt)), e.sub(e.sub(t, r), w))
    y0 = e.sub(r, w)
    y1 = e.sub(e.sub(r, y0), w)
    return e.b.fptosi(fn, I64), y0, y1


def _reduce_large(e: MathEmitter, x: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    """(n, y0, y1) with x = n*pi/2 + y0 + y1 (mod 2pi) for any finite x (Payne-Hanek)."""
    b = e.b
    bits = e.to_bits(x)
    absbits = b.and_(bits, e.ci((1 << 63) - 1))
    expo = b.lshr(absbits, e.ci(52))
    m = b.or_(b.and_(absbits, e.ci((1 << 52) - 1)), e.ci(1 << 52))
    # |x| = m * 2**ex; the window starts at table bit p0 = ex + 62 (bits with weight >= 4 in
    # x*2/pi are dropped: they are multiples of 4, i.e. of 2pi).
    ex = b.sub(expo, e.ci(1075))
    p0 = b.add(ex, e.ci(62))
    p0 = b.select(b.icmp_signed("<", p0, e.ci(0)), e.ci(0), p0)  # only for lanes unused
    p0 = b.select(b.icmp_signed(">", p0, e.ci(1034)), e.ci(1034), p0)
    q = b.lshr(p0, e.ci(6))
    s = b.zext(b.and_(p0, e.ci(63)), I128)
    table = _table(e.module)

    def word(k: int) -> ir.Value:
        idx = b.add(q, e.ci(k))
        ptr = b.gep(table, [ir.Constant(I64, 0), idx], inbounds=True)
        return b.zext(b.load(ptr, typ=I64), I128)

    w = [word(k) for k in range(4)]
    c64 = ir.Constant(I128, 64)

    def window(hi: ir.Value, lo: ir.Value) -> ir.Value:  # 64 bits starting s bits into hi
        return b.lshr(b.shl(b.or_(b.shl(hi, c64), lo), s), c64)

    mask64 = ir.Constant(I128, (1 << 64) - 1)
    w2 = b.and_(window(w[0], w[1]), mask64)
    w1 = b.and_(window(w[1], w[2]), mask64)
    w0 = b.and_(window(w[2], w[3]), mask64)
    mm = b.zext(m, I128)
    # S = (m * W) >> 64 mod 2**128, W = w2:w1:w0; x*2/pi mod 4 = S / 2**126.
    acc = b.lshr(b.mul(mm, w0), c64)
    acc = b.add(acc, b.mul(mm, w1))
    acc = b.add(acc, b.shl(b.and_(b.mul(mm, w2), mask64), c64))
    # round to the nearest quadrant: n = (S + 2**125) >> 126, f = S - n*2**126 in [-1/2, 1/2)
    acc = b.add(acc, ir.Constant(I128, 1 << 125))
    n = b.trunc(b.lshr(acc, ir.Constant(I128, 126)), I64)
    v = b.sub(b.and_(acc, ir.Constant(I128, (1 << 126) - 1)), ir.Constant(I128, 1 << 125))
    # f as a double-double from three exactly convertible 42-bit pieces
    c2 = b.trunc(b.ashr(v, ir.Constant(I128, 84)), I64)
    c1 = b.trunc(b.and_(b.lshr(v, ir.Constant(I128, 42)), ir.Constant(I128, (1 << 42) - 1)), I64)
    c0 = b.trunc(b.and_(v, ir.Constant(I128, (1 << 42) - 1)), I64)
    f2 = e.mul(b.sitofp(c2, e.fmt.ftype), e.c(2.0**-42))
    f1 = e.mul(b.sitofp(c1, e.fmt.ftype), e.c(2.0**-84))
    f0 = e.mul(b.sitofp(c0, e.fmt.ftype), e.c(2.0**-126))
    hi, lo = e.two_sum(f2, f1)
    hi, lo = e.fast_two_sum(hi, e.add(lo, f0))
    # r = f * pi/2
    p, perr = e.two_prod(hi, e.c(mc.PIO2_HI))
    perr = e.add(perr, e.add(e.mul(hi, e.c(mc.PIO2_LO)), e.mul(lo, e.c(mc.PIO2_HI))))
    y0, y1 = e.fast_two_sum(p, perr)
    neg = e.signbit(x)
    n = b.select(neg, b.neg(n), n)
    return n, e.select(neg, e.neg(y0), y0), e.select(neg, e.neg(y1), y1)


def reduce_pio2(e: MathEmitter, x: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    """(n, y0, y1): x = n*pi/2 + y0 + y1 with |y0| <= ~pi/4; the large case is a branch."""
    b = e.b
    medium = e.fcmp("<", e.fabs(x), e.c(mc.MEDIUM_LIMIT))
    n_m, y0_m, y1_m = _reduce_medium(e, e.select(medium, x, e.c(0.0)))
    start = b.block
    func = b.function
    large_bb, join_bb = func.append_basic_block("trig.large"), func.append_basic_block("trig.join")
    b.cbranch(medium, join_bb, large_bb)
    b.position_at_end(large_bb)
    n_l, y0_l, y1_l = _reduce_large(e, x)
    large_end = b.block
    b.branch(join_bb)
    b.position_at_end(join_bb)
    out = []
    for medium_v, large_v in ((n_m, n_l), (y0_m, y0_l), (y1_m, y1_l)):
        phi = b.phi(medium_v.type)
        phi.add_incoming(medium_v, start)
        phi.add_incoming(large_v, large_end)
        out.append(phi)
    return out[0], out[1], out[2]


def kernel_sin(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """sin(x + y) on [-pi/4, pi/4] (fdlibm __kernel_sin with the tail y)."""
    z = e.mul(x, x)
    v = e.mul(z, x)
    r = e.horner(z, mc.SIN_S)
    inner = e.sub(e.mul(z, e.sub(e.mul(e.c(0.5), y), e.mul(v, r))), y)
    return e.sub(x, e.sub(inner, e.mul(v, e.c(mc.SIN_S1))))


def kernel_cos(e: MathEmitter, x: ir.Value, y: ir.Value) -> ir.Value:
    """cos(x + y) on [-pi/4, pi/4] (fdlibm __kernel_cos)."""
    z = e.mul(x, x)
    r = e.mul(z, e.horner(z, mc.COS_C))
    hz = e.mul(e.c(0.5), z)
    one = e.c(1.0)
    w = e.sub(one, hz)
    return e.add(w, e.add(e.sub(e.sub(one, w), hz), e.sub(e.mul(z, r), e.mul(x, y))))


def _quadrant_values(e: MathEmitter, x: ir.Value) -> tuple[ir.Value, ir.Value, ir.Value]:
    n, y0, y1 = reduce_pio2(e, x)
    return e.b.and_(n, ir.Constant(I64, 3)), kernel_sin(e, y0, y1), kernel_cos(e, y0, y1)


def _pick(e: MathEmitter, q: ir.Value, values: tuple[ir.Value, ir.Value, ir.Value, ir.Value]
          ) -> ir.Value:
    b = e.b
    y = values[3]
    for k in (2, 1, 0):
        y = e.select(b.icmp_unsigned("==", q, ir.Constant(q.type, k)), values[k], y)
    return y


def is_medium(e: MathEmitter, x: ir.Value) -> ir.Value:
    """Whether ``x`` is finite and below the medium reduction's limit (no branch needed)."""
    return e.fcmp("<", e.fabs(x), e.c(mc.MEDIUM_LIMIT))


def _sindf(e: MathEmitter, x: ir.Value) -> ir.Value:
    z = e.mul(x, x)
    w = e.mul(z, z)
    r = e.add(e.c(mc.SINDF[2]), e.mul(z, e.c(mc.SINDF[3])))
    s = e.mul(z, x)
    return e.add(e.add(x, e.mul(s, e.add(e.c(mc.SINDF[0]), e.mul(z, e.c(mc.SINDF[1]))))),
                 e.mul(e.mul(s, w), r))


def _cosdf(e: MathEmitter, x: ir.Value) -> ir.Value:
    z = e.mul(x, x)
    w = e.mul(z, z)
    r = e.add(e.c(mc.COSDF[2]), e.mul(z, e.c(mc.COSDF[3])))
    return e.add(e.add(e.add(e.c(1.0), e.mul(z, e.c(mc.COSDF[0]))), e.mul(w, e.c(mc.COSDF[1]))),
                 e.mul(e.mul(w, z), r))


def _reduce_f32(e: MathEmitter, x: ir.Value) -> tuple[ir.Value, ir.Value]:
    """(n, r) with x = n*pi/2 + r (n an i32) for a widened f32 ``x`` below the medium limit: the
    first step of fdlibm's medium reduction (n*P1 exact, P1 + P1t is pi/2 to 86 bits). Its
    error, under 2**-65 for n < 2**20, is far below the |r| of f32 arguments (around 2**-30 at
    worst)."""
    fn = e.round_int(e.mul(x, e.c(mc.INV_PIO2)))
    (p1, p1t), _, _ = mc.PIO2
    r = e.sub(e.sub(x, e.mul(fn, e.c(p1))), e.mul(fn, e.c(p1t)))
    # |n| < 2**20: an i32 (AVX2 converts packed doubles to i32 in one instruction, to i64
    # lane by lane)
    return e.b.fptosi(fn, I32), r


def _medium_quadrant_values(e: MathEmitter, x: ir.Value
                            ) -> tuple[ir.Value, ir.Value, ir.Value, ir.Value, ir.Value]:
    """(quadrant, s0, s1, c0, c1) of a widened f32 ``x``: sin r = s0 + s1 and cos r = c0 + c1
    as unevaluated f32 sums.  r of :func:`_reduce_f32` is split into f32 parts rf + rlo (rlo
    rounds the rest, so rf + rlo is r to about 48 bits), the kernels run in f32 on rf, and
    the big first term of each sum (rf; c0 = 1 - rf^2/2) is kept apart from the correction
    (rlo + rf^3*S; the rounding error of c0, C's term and -rf*rlo), so the f32 result rounds
    one sum of an accurate correction (docs/math.md)."""
    n, r = _reduce_f32(e, x)
    b = e.b
    f = e.other(F32)
    rf = b.fptrunc(r, F32.ftype)
    rlo = b.fptrunc(e.sub(r, b.fpext(rf, e.fmt.ftype)), F32.ftype)
    z = f.mul(rf, rf)
    s1 = f.add(rlo, f.mul(f.mul(rf, z), f.horner(z, mc.SINF)))
    one = f.c(1.0)
    hz = f.mul(f.c(0.5), z)
    c0 = f.sub(one, hz)
    c1 = f.add(f.sub(f.sub(one, c0), hz),
               f.sub(f.mul(f.mul(z, z), f.horner(z, mc.COSF)), f.mul(rf, rlo)))
    return b.and_(n, ir.Constant(I32, 3)), rf, s1, c0, c1


def emit_sin_medium(e: MathEmitter, x: ir.Value) -> ir.Value:
    """The f32 sin(x) of a widened f32 :func:`is_medium` argument, branch-free."""
    q, s0, s1, c0, c1 = _medium_quadrant_values(e, x)
    f = e.other(F32)
    s, c = f.add(s0, s1), f.add(c0, c1)
    y = _pick(f, q, (s, c, f.neg(s), f.neg(c)))
    # sin x = x within 0.1 ulp of f32 below 2**-12; keeps -0 (the kernel would give +0)
    return f.select(e.fcmp("<", e.fabs(x), e.c(2.0**-12)), e.b.fptrunc(x, F32.ftype), y)


def emit_cos_medium(e: MathEmitter, x: ir.Value) -> ir.Value:
    """The f32 cos(x) of a widened f32 :func:`is_medium` argument, branch-free."""
    q, s0, s1, c0, c1 = _medium_quadrant_values(e, x)
    f = e.other(F32)
    s, c = f.add(s0, s1), f.add(c0, c1)
    return _pick(f, q, (c, f.neg(s), f.neg(c), s))


def emit_tan_medium(e: MathEmitter, x: ir.Value) -> ir.Value:
    """The f32 tan(x) of a widened f32 :func:`is_medium` argument, in double: sin r / cos r
    (or -cos r / sin r in odd quadrants) with musl's double kernels for float results (one
    division per lane), rounded to f32 once, branch-free."""
    n, r = _reduce_f32(e, x)
    s, c = _sindf(e, r), _cosdf(e, r)
    odd = e.b.trunc(n, ir.IntType(1))
    y = e.div(e.select(odd, e.neg(c), s), e.select(odd, s, c))
    y = e.select(e.fcmp("<", e.fabs(x), e.c(2.0**-27)), x, y)
    return e.b.fptrunc(y, F32.ftype)


def emit_sin(e: MathEmitter, x: ir.Value) -> ir.Value:
    q, s, c = _quadrant_values(e, x)
    y = _pick(e, q, (s, c, e.neg(s), e.neg(c)))
    return e.select(e.is_finite(x), y, e.c(float("nan")))


def emit_cos(e: MathEmitter, x: ir.Value) -> ir.Value:
    q, s, c = _quadrant_values(e, x)
    y = _pick(e, q, (c, e.neg(s), e.neg(c), s))
    return e.select(e.is_finite(x), y, e.c(float("nan")))


def kernel_tan(e: MathEmitter, x: ir.Value, y: ir.Value, odd: ir.Value) -> ir.Value:
    """tan(x + y) (``odd`` false) or -1/tan(x + y) (``odd`` true) on [-pi/4, pi/4]: musl's
    __tan, with its |x| >= 0.6744 case (tan(pi/4 - x) form) and the careful -1/w selected."""
    one = e.c(1.0)
    big = e.fcmp(">=", e.fabs(x), e.c(0.6744))
    neg = e.signbit(x)
    flip = e.and_(big, neg)
    xs, ys = e.select(flip, e.neg(x), x), e.select(flip, e.neg(y), y)
    xb = e.add(e.sub(e.c(mc.PIO4), xs), e.sub(e.c(mc.PIO4_LO), ys))
    x = e.select(big, xb, x)
    y = e.select(big, e.c(0.0), y)
    z = e.mul(x, x)
    w = e.mul(z, z)
    r = e.horner(w, mc.TAN_T[11:0:-2])  # T1 + w*(T3 + ... + w*T11)
    v = e.mul(z, e.horner(w, mc.TAN_T[12:1:-2]))  # z*(T2 + w*(T4 + ... + w*T12))
    s = e.mul(z, x)
    r = e.add(e.add(y, e.mul(z, e.add(e.mul(s, e.add(r, v)), y))), e.mul(s, e.c(mc.TAN_T[0])))
    w = e.add(x, r)
    sgn = e.select(odd, e.c(-1.0), one)
    vb = e.sub(sgn, e.mul(e.c(2.0), e.add(x, e.sub(r, e.div(e.mul(w, w), e.add(w, sgn))))))
    vb = e.select(neg, e.neg(vb), vb)
    # -1/(x + r) to full accuracy: w0 + v = x + r with w0 cut to 21 bits, a0 likewise
    w0 = e.clear_low_bits(w, 32)
    vv = e.sub(r, e.sub(w0, x))
    a = e.div(e.c(-1.0), w)
    a0 = e.clear_low_bits(a, 32)
    odd_small = e.add(a0, e.mul(a, e.add(e.add(one, e.mul(a0, w0)), e.mul(a0, vv))))
    return e.select(big, vb, e.select(odd, odd_small, w))


def emit_tan(e: MathEmitter, x: ir.Value) -> ir.Value:
    n, y0, y1 = reduce_pio2(e, x)
    odd = e.b.trunc(n, ir.IntType(1))
    y = kernel_tan(e, y0, y1, odd)
    y = e.select(e.fcmp("<", e.fabs(x), e.c(2.0**-27)), x, y)  # tan x = x, keeps -0
    return e.select(e.is_finite(x), y, e.c(float("nan")))


# inverse functions -----------------------------------------------------------------------------


def emit_atan(e: MathEmitter, x: ir.Value) -> ir.Value:
    """atan (fdlibm; f32: musl's atanf, computed in f32): |x| is mapped into [-7/16, 7/16] by
    one of four Moebius steps, chosen by selects (one division), and atan(c_k) + atan(t) is
    summed with atan(c_k) in two parts."""
    f32 = e.fmt.ftype == ir.FloatType()
    hi_k, lo_k, coeffs = ((mc.ATANHI_F, mc.ATANLO_F, mc.AT_F) if f32
                          else (mc.ATANHI, mc.ATANLO, mc.ATAN_AT))
    a = e.fabs(x)
    one, two = e.c(1.0), e.c(2.0)
    # the interval id: -1 (|x| < 7/16), 0 (< 11/16), 1 (< 19/16), 2 (< 39/16), 3 (beyond)
    lt = [e.fcmp("<", a, e.c(v)) for v in (0.4375, 0.6875, 1.1875, 2.4375)]
    num = e.neg(one)
    den = a
    for cond, (nv, dv) in zip(reversed(lt), reversed((
        (a, one),
        (e.sub(e.mul(two, a), one), e.add(two, a)),
        (e.sub(a, one), e.add(a, one)),
        (e.sub(a, e.c(1.5)), e.add(one, e.mul(e.c(1.5), a))),
    )), strict=True):
        num = e.select(cond, nv, num)
        den = e.select(cond, dv, den)
    t = e.div(num, den)
    z = e.mul(t, t)
    w = e.mul(z, z)
    s1 = e.mul(z, e.horner(w, coeffs[0::2][::-1]))
    s2 = e.mul(w, e.horner(w, coeffs[1::2][::-1]))
    hi, lo = e.c(hi_k[3]), e.c(lo_k[3])
    for k in (2, 1, 0):
        hi = e.select(lt[k + 1], e.c(hi_k[k]), hi)
        lo = e.select(lt[k + 1], e.c(lo_k[k]), lo)
    far = e.sub(hi, e.sub(e.sub(e.mul(t, e.add(s1, s2)), lo), t))
    near = e.sub(t, e.mul(t, e.add(s1, s2)))
    y = e.copysign(e.select(lt[0], near, far), x)
    tiny = 2.0**-12 if f32 else 2.0**-27
    y = e.select(e.fcmp("<", a, e.c(tiny)), x, y)  # keeps -0 and subnormals
    return e.select(e.is_nan(x), x, y)


def emit_atan2(e: MathEmitter, y: ir.Value, x: ir.Value) -> ir.Value:
    """atan2(y, x) with C99 special values: z = atan(min/max) in [0, pi/4], then pi/2 - z
    when |y| > |x| (pi/2 + z when x is also negative or -0), pi - z when |y| <= |x| and x is
    negative or -0, sign of y last."""
    ax, ay = e.fabs(x), e.fabs(y)
    steep = e.fcmp(">", ay, ax)
    lo_v = e.select(steep, ax, ay)
    hi_v = e.select(steep, ay, ax)
    t = e.div(lo_v, hi_v)
    t = e.select(e.fcmp("==", hi_v, e.c(0.0)), e.c(0.0), t)  # atan2(+-0, +-0)
    both_inf = e.and_(e.is_inf(x), e.is_inf(y))
    t = e.select(both_inf, e.c(1.0), t)
    z = emit_atan(e, t)
    # pi/2 - z, pi/2 + z (steep, x negative or -0) and pi - z each round their high part once
    # and add the low part last, so atan2(y, -0) gives the double nearest pi/2 (C99)
    west = e.signbit(x)
    pio2_z = e.select(west, e.add(e.c(mc.PIO2_HI), z), e.sub(e.c(mc.PIO2_HI), z))
    steep_z = e.add(pio2_z, e.c(mc.PIO2_LO))
    flat_z = e.select(west, e.add(e.sub(e.c(mc.PI_HI), z), e.c(mc.PI_LO)), z)
    z = e.select(steep, steep_z, flat_z)
    r = e.copysign(z, y)
    return e.select(e.or_(e.is_nan(x), e.is_nan(y)), e.c(float("nan")), r)


def _cosine_side(e: MathEmitter, x: ir.Value) -> ir.Value:
    """sqrt((1 - x)(1 + x)) = sqrt(1 - x*x) without the cancellation of 1 - x*x."""
    one = e.c(1.0)
    return e.sqrt(e.mul(e.sub(one, x), e.add(one, x)))


def emit_asin(e: MathEmitter, x: ir.Value) -> ir.Value:
    """asin(x) = atan2(x, sqrt(1 - x*x)); |x| > 1 gives nan through the sqrt."""
    return emit_atan2(e, x, _cosine_side(e, x))


def emit_acos(e: MathEmitter, x: ir.Value) -> ir.Value:
    """acos(x) = atan2(sqrt(1 - x*x), x)."""
    c = _cosine_side(e, x)
    r = emit_atan2(e, c, x)
    return e.select(e.is_nan(c), e.c(float("nan")), r)
