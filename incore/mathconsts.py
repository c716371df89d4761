"""The constants of the device math functions: one source for the compiled bodies
(``incore/lowering/math_*.py``) and the interpreter (``incore/interpret/mathlib_*.py``), which
must give the same bits for every argument (``docs/math.md``).  Each table is written as its
source library prints it; the comments say which polynomial, on which interval, in which
order of coefficients.  Plain Python numbers and tuples: importing this module costs neither
llvmlite nor numpy.
"""

from __future__ import annotations

from functools import cache


def dd_const(num: int, den: int) -> tuple[float, float]:
    """num/den as a double-double (hi, lo): ``lo`` is the exact remainder num/den - hi, rounded
    once (int / int is correctly rounded, as ``float(Fraction(...))`` is, without importing
    fractions and decimal)."""
    hi = num / den
    p, q = hi.as_integer_ratio()
    return hi, (num * q - p * den) / (den * q)


# exp and log (lowering/math_core.py, interpret/mathlib_core.py) ----------------------------------

# f32: e**r = 1 + r + r**2 * P(r) on |r| <= ln2/2 (Cephes expf minimax, highest degree first).
EXPF_P = (1.9875691500e-4, 1.3981999507e-3, 8.3334519073e-3, 4.1665795894e-2,
          1.6666665459e-1, 5.0000001201e-1)
# f64: fdlibm's Remez polynomial for R(r) = r*(e**r+1)/(e**r-1) (highest degree first).
EXP_P = (4.13813679705723846039e-08, -1.65339022054652515390e-06, 6.61375632143793436117e-05,
         -2.77777777770155933842e-03, 1.66666666666666019037e-01)
# fdlibm logf/log: R = Lg1*z + Lg2*z**2 + ... approximates (log((1+s)/(1-s)) - 2s)/s with
# z = s**2 (lowest degree first here); it is evaluated as two polynomials in w = z**2.
LOG_LG = {
    "f32": (0.66666662693, 0.40000972152, 0.28498786688, 0.24279078841),
    "f64": (6.666666666666735130e-01, 3.999999999940941908e-01, 2.857142874366239149e-01,
            2.222219843214978396e-01, 1.818357216161805012e-01, 1.531383769920937332e-01,
            1.479819860511658591e-01),
}

# erf and erfc: fdlibm s_erf.c (lowering/math_erf.py, interpret/mathlib_explog.py) ----------------

ERX = 8.45062911510467529297e-01
EFX8 = 1.02703333676410069053e00
PP = (-2.37630166566501626084e-05, -5.77027029648944159157e-03, -2.84817495755985104766e-02,
      -3.25042107247001499370e-01, 1.28379167095512558561e-01)
QQ = (-3.96022827877536812320e-06, 1.32494738004321644526e-04, 5.08130628187576562776e-03,
      6.50222499887672944485e-02, 3.97917223959155352819e-01, 1.0)
PA = (-2.16637559486879084300e-03, 3.54783043256182359371e-02, -1.10894694282396677476e-01,
      3.18346619901161753674e-01, -3.72207876035701323847e-01, 4.14856118683748331666e-01,
      -2.36211856075265944077e-03)
QA = (1.19844998467991074170e-02, 1.36370839120290507362e-02, 1.26171219808761642112e-01,
      7.18286544141962662868e-02, 5.40397917702171048937e-01, 1.06420880400844228286e-01, 1.0)
RA = (-9.81432934416914548592e00, -8.12874355063065934246e01, -1.84605092906711035994e02,
      -1.62396669462573470355e02, -6.23753324503260060396e01, -1.05586262253232909814e01,
      -6.93858572707181764372e-01, -9.86494403484714822705e-03)
SA = (-6.04244152148580987438e-02, 6.57024977031928170135e00, 1.08635005541779435134e02,
      4.29008140027567833386e02, 6.45387271733267880336e02, 4.34565877475229228821e02,
      1.37657754143519042600e02, 1.96512716674392571292e01, 1.0)
# rb/sb have one coefficient less than ra/sa: a leading zero lets both share one evaluation.
RB = (0.0, -4.83519191608651397019e02, -1.02509513161107724954e03, -6.37566443368389627722e02,
      -1.60636384855821916062e02, -1.77579549177547519889e01, -7.99283237680523006574e-01,
      -9.86494292470009928597e-03)
SB = (0.0, -2.24409524465858183362e01, 4.74528541206955367215e02, 2.55305040643316442583e03,
      3.19985821950859553908e03, 1.53672958608443695994e03, 3.25792512996573918826e02,
      3.03380607434824582924e01, 1.0)

# exp2, expm1, logarithms, pow, tanh (lowering/math_explog.py, interpret/mathlib_explog.py) -------

LN2_HI_26 = 0.693147182464599609375  # ln 2 to 26 bits: products with 27-bit halves are exact
LN2_LO_26 = -1.904654299957768e-09
EXPM1_Q = (-2.01099218183624371326e-07, 4.00821782732936239552e-06,
           -7.93650757867487942473e-05, 1.58730158725481460165e-03,
           -3.33333333333331316428e-02, 1.0)
IVLN2 = (1.44269504072144627571e00, 1.67517131648865118353e-10)
IVLN10 = (4.34294481878168880939e-01, 2.50829467116452752298e-11)
LOG10_2 = (3.01029995663611771306e-01, 3.69423907715893078616e-13)
TWO_THIRDS = dd_const(2, 3)
TWO_FIFTHS = dd_const(2, 5)
# 2/7, 2/9, ..., 2/27 (highest degree first): the atanh series beyond s**5; |s| <= 0.172 makes
# the next term 2 s**29 / 29 smaller than 2**-70 of log(1 + f)
ATANH_REST = tuple(2.0 / k for k in range(27, 5, -2))
# f32, |x| < 0.625: tanh x = x + x*z*P(z), z = x**2 (Cephes tanhf, highest degree first).
TANHF_P = (-5.70498872745e-3, 2.06390887954e-2, -5.37397155531e-2, 1.33314422036e-1,
           -3.33332819422e-1)
# f64, |x| < 0.625: tanh x = x + x*z*P(z)/Q(z) (Cephes tanh; Q is monic).
TANH_P = (-9.64399179425052238628e-1, -9.92877231001918586564e1, -1.61468768441708447952e3)
TANH_Q = (1.0, 1.12811678491632931402e2, 2.23548839060100448583e3, 4.84406305325125486048e3)
# cosh: |x| below ln 2 takes the expm1 form, above it e**|x| / 2
COSH_SPLIT = 0.6931471805599453

# trigonometric functions (lowering/math_trig.py, interpret/mathlib_trig.py) ----------------------

# pi/2 in 33-bit pieces (fdlibm __rem_pio2): n*P_k is exact for n < 2**20.
PIO2 = (
    (1.57079632673412561417e00, 6.07710050650619224932e-11),
    (6.07710050630396597660e-11, 2.02226624879595063154e-21),
    (2.02226624871116645580e-21, 8.47842766036889956997e-32),
)
INV_PIO2 = 6.36619772367581382433e-01
PIO2_HI, PIO2_LO = 1.5707963267948966, 6.123233995736766e-17
PI_HI, PI_LO = 3.141592653589793, 1.2246467991473532e-16
# |x| below this takes the medium (Cody-Waite) reduction, above it Payne-Hanek
MEDIUM_LIMIT = 2.0**20 * PIO2_HI
TABLE_WORDS = 20
PAD_BITS = 64  # zero bits before the first bit of 2/pi, so small exponents index from 0
# fdlibm __kernel_sin / __kernel_cos on [-pi/4, pi/4]: sin's S6..S2 (highest degree first) and
# S1 apart, cos's C6..C1
SIN_S = (1.58969099521155010221e-10, -2.50507602534068634195e-08, 2.75573137070700676789e-06,
         -1.98412698298579493134e-04, 8.33333333332248946124e-03)
SIN_S1 = -1.66666666666666324348e-01
COS_C = (-1.13596475577881948265e-11, 2.08757232129817482790e-09, -2.75573143513906633035e-07,
         2.48015872894767294178e-05, -1.38888888888741095749e-03, 4.16666666666666019037e-02)
# musl's __sindf / __cosdf: double polynomials on [-pi/4, pi/4] for float results (f32 tan)
# (|sin(x)/x - s(x)| < 2**-37.5, |cos(x) - c(x)| < 2**-34.1: far below half an f32 ulp).
SINDF = (-0x15555554CBAC77 * 2.0**-55, 0x111110896EFBB2 * 2.0**-59,
         -0x1A00F9E2CAE774 * 2.0**-65, 0x16CD878C3B46A7 * 2.0**-71)
COSDF = (-0x1FFFFFFD0C5E81 * 2.0**-54, 0x155553E1053A42 * 2.0**-57,
         -0x16C087E80F1E27 * 2.0**-62, 0x199342E0EE5069 * 2.0**-68)
# Cephes sinf/cosf polynomials on [-pi/4, pi/4], evaluated in f32:
# sin r = r + r^3*S(r^2), cos r = 1 - r^2/2 + r^4*C(r^2)
SINF = (-1.9515295891e-4, 8.3321608736e-3, -1.6666654611e-1)
COSF = (2.443315711809948e-5, -1.388731625493765e-3, 4.166664568298827e-2)
# fdlibm __kernel_tan: T0..T12 (lowest degree first)
TAN_T = (3.33333333333334091986e-01, 1.33333333333201242699e-01, 5.39682539762260521377e-02,
         2.18694882948595424599e-02, 8.86323982359930005737e-03, 3.59207910759131235356e-03,
         1.45620945432529025516e-03, 5.88041240820264096874e-04, 2.46463134818469906812e-04,
         7.81794442939557092300e-05, 7.14072491382608190305e-05, -1.85586374855275456654e-05,
         2.59073051863633712884e-05)
# pi/4 in two parts (fdlibm __kernel_tan's reflection near pi/4)
PIO4, PIO4_LO = 7.85398163397448278999e-01, 3.06161699786838301793e-17
# fdlibm s_atan.c: atan(0.5), atan(1), atan(1.5), atan(inf) in two parts, and aT0..aT10
ATANHI = (4.63647609000806093515e-01, 7.85398163397448278999e-01, 9.82793723247329054082e-01,
          1.57079632679489655800e00)
ATANLO = (2.26987774529616870924e-17, 3.06161699786838301793e-17, 1.39033110312309984516e-17,
          6.12323399573676603587e-17)
ATAN_AT = (3.33333333333329318027e-01, -1.99999999998764832476e-01, 1.42857142725034663711e-01,
           -1.11111104054623557880e-01, 9.09088713343650656196e-02, -7.69187620504482999495e-02,
           6.66107313738753120669e-02, -5.83357013379057348645e-02, 4.97687799461593236017e-02,
           -3.65315727442169155270e-02, 1.62858201153657823623e-02)
# musl's atanf (FreeBSD s_atanf.c): atan(c_k) in two f32 parts and a shorter polynomial,
# for the native f32 atan (docs/math.md)
ATANHI_F = (4.6364760399e-01, 7.8539812565e-01, 9.8279368877e-01, 1.5707962513e00)
ATANLO_F = (5.0121582440e-09, 3.7748947079e-08, 3.4473217170e-08, 7.5497894159e-08)
AT_F = (3.3333328366e-01, -1.9999158382e-01, 1.4253635705e-01, -1.0648017377e-01,
        6.1687607318e-02)


@cache
def two_over_pi_words() -> tuple[int, ...]:
    """The bits of 2/pi as 64-bit words, most significant first, after PAD_BITS zero bits:
    word j holds bits 64j .. 64j+63 of floor(2/pi * 2**(64*TABLE_WORDS - PAD_BITS))
    (Payne-Hanek reduction's table)."""
    frac_bits = 64 * TABLE_WORDS - PAD_BITS
    guard = 64
    prec = frac_bits + guard

    def arctan_inv(n: int) -> int:  # atan(1/n) * 2**prec
        total, term, k, n2 = 0, (1 << prec) // n, 0, n * n
        while term:
            total += term // (2 * k + 1) if k % 2 == 0 else -(term // (2 * k + 1))
            term //= n2
            k += 1
        return total

    pi = 16 * arctan_inv(5) - 4 * arctan_inv(239)  # Machin, pi * 2**prec
    value = (2 << (2 * prec)) // pi >> guard  # floor(2/pi * 2**frac_bits)
    mask = (1 << 64) - 1
    return tuple((value >> (64 * (TABLE_WORDS - 1 - j))) & mask for j in range(TABLE_WORDS))
