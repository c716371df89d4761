"""Differential fuzzing: random well-typed kernels run on the simulated device, every output
element compared with a Python reference evaluator (tests/support/reference_interpreter.py) that
implements the semantics docs/language.md defines.

Each generated kernel has the shape

    kernel fz(a: Tensor[[N], T1], ..., out: Tensor[[N], TO], s: TS):
        for i in range(block_idx, N, block_num):
            v0 = <expr>          # a few locals, augmented assignments and if/else reassignments
            out[i] = <expr>

The generator emits only programs the checker accepts: binary operands share one type (casts
are inserted), untyped literals only meet a typed operand, integer divisors are guarded
against 0 (and INT_MIN // -1), and the approximate math functions (exp, sin, erf, ...) appear only
at the top of the stored expression, where they are compared within their documented ulp bound.
Everything else, floats included, must match bit for bit (nan matches any nan); f16/bf16
programs too (the reference computes each of their operations in f32 and rounds it once).
"""

from __future__ import annotations

import math
import re

import numpy as np
import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from hypothesis.extra.numpy import arrays

import incore
from tests.support import reference_interpreter as ref
from tests.support.reference_interpreter import (
    APPROX_ULPS,
    FLOAT_TYPES,
    HALF_TYPES,
    INT_TYPES,
    NUMPY,
    Assign,
    AugAssign,
    Bin,
    Call,
    Cast,
    CeilDiv,
    Cmp,
    Func,
    Helper,
    If,
    IfElse,
    Lit,
    Load,
    Logical,
    MinMax,
    Program,
    Select,
    Unary,
    Var,
    bits,
    int_range,
    is_float,
    is_int,
    is_signed,
)

N = 64
SETTINGS = dict(
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)


# the shared ``worker`` fixture (tests/conftest.py) starts Worker() with these options
WORKER_OPTIONS = dict(device_id=9)


# Literals ------------------------------------------------------------------------------------


def _int_text(v: int, hexa: bool) -> str:
    if v < 0:
        return f"(-{-v})"
    return hex(v) if hexa else str(v)


def _float_text(v) -> str:
    text = repr(float(v))
    return f"({text})" if text.startswith("-") else text


def int_edges(t: str) -> list[int]:
    lo, hi = int_range(t)
    w = bits(t)
    cand = [0, 1, 2, 3, 7, -1, -2, -7, lo, hi, lo + 1, hi - 1, w - 1, w, w + 1, 2 * w - 1, 100]
    return sorted({c for c in cand if lo <= c <= hi})


def float_edges(t: str) -> list:
    f = NUMPY[t]
    info = np.finfo(f)
    tiny_sub = np.nextafter(f(0), f(1))
    values = [
        0.0, -0.0, 1.0, -1.0, 0.5, -0.5, 1.5, 2.5, -2.5, 3.0, 7.0, 0.1, 1e-3, 100.0, 1e30,
        float(info.max), -float(info.max), float(info.tiny), float(tiny_sub), -float(tiny_sub),
        float(info.tiny) / 2, 2.0**23 + 0.5 if t == "f64" else 2.0**22 + 0.5, 2.0**24, 2.0**53,
        2.0**31, -(2.0**31), 2.0**63, 2.0**64, 4.5e15,
    ]
    with np.errstate(over="ignore"):  # f16 has no 1e30: such edges are left out
        return [f(v) for v in values if math.isfinite(float(f(v)))]


SPECIAL_FLOATS = {
    t: [NUMPY[t](x) for x in (math.inf, -math.inf, math.nan)] for t in (*FLOAT_TYPES, *HALF_TYPES)
}


def array_strategy(t: str):
    """``N`` input elements of type ``t`` (hypothesis has no bfloat16 arrays: lists then)."""
    if t in HALF_TYPES:
        return st.lists(element_strategy(t), min_size=N, max_size=N).map(
            lambda v: np.array(v, dtype=NUMPY[t]))
    return arrays(NUMPY[t], N, elements=element_strategy(t), fill=st.nothing())


def element_strategy(t: str):
    """Input values of type ``t``, biased to edge values."""
    if t == "bool":
        return st.booleans()
    if is_int(t):
        lo, hi = int_range(t)
        return st.one_of(
            st.sampled_from(int_edges(t)),
            st.integers(max(lo, -9), min(hi, 9)),
            st.integers(lo, hi),
        )
    f = NUMPY[t]
    return st.one_of(
        st.sampled_from(float_edges(t) + SPECIAL_FLOATS[t]),
        st.integers(-9, 9).map(f),
        st.floats(width=bits(t), allow_nan=True, allow_infinity=True).map(f),
        st.floats(-1e4, 1e4, width=bits(t)).map(f),
    )


# The expression generator --------------------------------------------------------------------


def typed(e):
    """Give an untyped literal its type explicitly (``T(lit)``) so it needs no context."""
    return Cast(e.type, e) if e.bare else e


class Gen:
    def __init__(self, draw, universe, tensors, scalar_type, helpers=(), in_kernel=True):
        self.draw = draw
        self.universe = universe
        self.tensors = tensors
        self.scalar_type = scalar_type
        self.helpers = list(helpers)
        self.in_kernel = in_kernel  # the loop variable i exists
        self.locals: dict[str, str] = {}

    def pick(self, seq):
        return self.draw(st.sampled_from(list(seq)))

    def flip(self, p_percent: int) -> bool:
        return self.draw(st.integers(0, 99)) < p_percent

    # leaves

    def literal(self, t: str) -> Lit:
        if t == "bool":
            v = self.draw(st.booleans())
            return Lit(t, v, str(v), untyped=False)
        if is_int(t):
            if self.flip(10):
                folded = self.folded_int(t)
                if folded is not None:
                    return folded
            lo, hi = int_range(t)
            v = self.draw(st.one_of(st.sampled_from(int_edges(t)), st.integers(lo, hi)))
            return Lit(t, v, _int_text(v, self.flip(25)))
        f = NUMPY[t]
        kind = self.pick(["int", "edge", "edge", "random", "fold"])
        if kind == "int":
            v = self.draw(st.integers(-1000, 1000))
            return Lit(t, f(v), _int_text(v, False))
        if kind == "fold":
            a = self.draw(st.sampled_from([0.5, 1.5, 0.1, 3.0, -2.25, 1e-3, 7.0, 0.0, -0.0]))
            c = self.draw(st.sampled_from([0.5, 1.5, 0.1, 3.0, -2.25, 1e-3, 7.0]))
            op = self.pick(["+", "-", "*", "/", "//", "%"])
            # docs/language.md: float // and % fold with Python's float semantics
            v = {"+": a + c, "-": a - c, "*": a * c, "/": a / c, "//": a // c,
                 "%": a % c}[op]  # folded in Python floats
            return Lit(t, f(v), f"({_float_text(a)} {op} {_float_text(c)})")
        if kind == "edge" and self.flip(10):  # the constants inf, -inf and nan
            v = f(self.pick([math.inf, -math.inf, math.nan]))
            return Lit(t, v, _float_text(v))
        if kind == "edge":
            v = self.pick(float_edges(t))
        else:
            v = f(self.draw(st.floats(width=bits(t), allow_nan=False, allow_infinity=False)))
        return Lit(t, v, _float_text(v))

    def folded_int(self, t: str) -> Lit | None:
        """Untyped literals fold with Python semantics (floor division, modulo, big ints)."""
        text, v = self.int_fold_tree(2)
        lo, hi = int_range(t)
        if not lo <= v <= hi:
            return None
        return Lit(t, v, text)

    def int_fold_tree(self, depth: int) -> tuple[str, int]:
        if depth == 0 or self.flip(30):
            v = self.draw(st.integers(-300, 300))
            return _int_text(v, False), v
        if self.flip(15):
            text, v = self.int_fold_tree(depth - 1)
            op = self.pick(["-", "~"])
            return f"({op}{text})", (-v if op == "-" else ~v)
        a_text, a = self.int_fold_tree(depth - 1)
        op = self.pick(["+", "-", "*", "//", "%", "&", "|", "^", "<<", ">>"])
        if op in ("<<", ">>"):
            c = self.draw(st.integers(0, 40))
            return f"({a_text} {op} {c})", (a << c if op == "<<" else a >> c)
        c_text, c = self.int_fold_tree(depth - 1)
        if op in ("//", "%") and c == 0:
            op = "+"
        v = {
            "+": a + c, "-": a - c, "*": a * c, "&": a & c, "|": a | c, "^": a ^ c,
            "//": a // c if c else 0, "%": a % c if c else 0,
        }[op]
        return f"({a_text} {op} {c_text})", v

    def literal_group(self, t: str):
        """An expression of untyped literals that takes its type from the typed operand beside
        it: ``x + min(3, 4)``, ``select(c, 1, 2) * x``, ``f + sqrt(2.0)``, ``abs(-3) + x``."""
        kind = self.pick(["minmax", "select", "ifelse", "func"])
        if kind == "func":
            names = ["sqrt", "floor", "ceil", "abs"] if is_float(t) else ["abs"]
            if not is_float(t) and not is_signed(t):
                return MinMax(t, "min", [self.literal(t), self.literal(t)])
            name, lit = self.pick(names), self.literal(t)
            if name == "abs" and is_signed(t) and lit.value == int_range(t)[0]:
                # abs() of a literal folds exactly; |min| does not fit the type
                lit = Lit(t, lit.value + 1, _int_text(lit.value + 1, False))
            return Func(t, name, lit)
        if kind == "minmax":
            args = [self.literal(t) for _ in range(self.draw(st.integers(2, 3)))]
            return MinMax(t, self.pick(["min", "max"]), args)
        cond = self.expr("bool", 1)
        node = Select if kind == "select" else IfElse
        return node(t, cond, self.literal(t), self.literal(t))

    def leaf(self, t: str):
        options = ["lit"]
        options += [("load", n) for n, tt in self.tensors if tt == t] * 3
        options += [("var", n) for n, tt in self.locals.items() if tt == t] * 2
        if self.scalar_type == t:
            options += [("var", "s")] * 2
        if t == "i64" and self.in_kernel:
            options += [("var", "i")]
        options += [("cast", n) for n, tt in self.tensors if tt != t]
        choice = self.pick(options)
        if choice == "lit":
            return self.literal(t)
        kind, name = choice
        if kind == "cast":  # another tensor's element, converted
            return Cast(t, Load(dict(self.tensors)[name], name, bypass=self.flip(25)))
        if kind == "load":
            return Load(t, name, bypass=self.flip(25))
        return Var(t, name)

    # compound expressions

    def expr(self, t: str, depth: int):
        if depth <= 0 or self.flip(20):
            return self.leaf(t)
        if t == "bool":
            kinds = ["cmp"] * 4 + ["logic", "logic", "not", "boolbit", "cast", "select", "ifelse"]
        elif is_int(t):
            kinds = ["arith"] * 3 + ["bit", "bit", "shift", "shift", "div", "div", "unary",
                                     "abs", "minmax", "select", "ifelse", "cast", "cast"]
        else:
            kinds = ["arith"] * 3 + ["fdiv", "fdiv", "unary", "abs", "sqrt", "round",
                                     "minmax", "select", "ifelse", "cast", "cast"]
        if is_int(t):
            kinds.append("ceildiv")
        if any(h.ret == t for h in self.helpers):
            kinds += ["call"] * 3
        kind = self.pick(kinds)
        return getattr(self, "gen_" + kind)(t, depth - 1)

    def gen_call(self, t, d):
        helper = self.pick([h for h in self.helpers if h.ret == t])
        return Call(t, helper, [typed(self.expr(pt, d)) for _, pt in helper.params])

    def gen_ceildiv(self, t, d):
        x, y = typed(self.expr(t, d)), self.expr(t, d)
        return CeilDiv(t, x, self.nonzero_divisor(t, y, False))  # x may be INT_MIN

    def pair(self, t: str, depth: int):
        a = self.expr(t, depth)
        if t != "bool" and not a.bare and self.flip(10):
            # a literal group adapts to the typed operand on either side
            return (a, self.literal_group(t)) if self.flip(50) else (self.literal_group(t), a)
        c = self.expr(t, depth)
        if a.bare and c.bare:
            c = typed(c)
        return a, c

    def gen_arith(self, t, d):
        a, c = self.pair(t, d)
        return Bin(t, self.pick("+-*"), a, c)

    def gen_bit(self, t, d):
        a, c = self.pair(t, d)
        return Bin(t, self.pick("&|^"), a, c)

    gen_boolbit = gen_bit

    def gen_shift(self, t, d):
        a = self.expr(t, d)
        if self.flip(50):
            w = bits(t)
            lo, hi = int_range(t)
            n = self.pick([x for x in (0, 1, 3, w - 1, w, w + 1, 2 * w - 1, -1) if lo <= x <= hi])
            c = Lit(t, n, _int_text(n, False))
        else:
            c = self.expr(t, d)
        if a.bare and c.bare:
            a = typed(a)
        return Bin(t, self.pick(["<<", ">>"]), a, c)

    def nonzero_divisor(self, t, y, allow_minus_one: bool):
        """``y`` guarded so that it is never 0 (nor -1 unless ``allow_minus_one``)."""
        y = typed(y)
        lo, hi = int_range(t)
        ks = [k for k in (1, 2, 3, 7, -2, -3, -7, lo, hi) if lo <= k <= hi and k != 0]
        if allow_minus_one and is_signed(t):
            ks.append(-1)
        k = self.pick(ks)
        klit = Lit(t, k, _int_text(k, False))
        zero = Cmp("bool", "==", y, Lit(t, 0, "0"))
        if not is_signed(t) and self.flip(40):
            return Bin(t, "|", y, Lit(t, 1, "1"))
        if is_signed(t) and not allow_minus_one:
            cond = Logical("bool", "or", zero, Cmp("bool", "==", y, Lit(t, -1, "(-1)")))
        else:
            cond = zero
        if self.flip(50):
            return Select(t, cond, klit, y)
        return IfElse(t, cond, klit, y)

    def gen_div(self, t, d):
        op = self.pick(["//", "%"])
        x, y = typed(self.expr(t, d)), self.expr(t, d)
        if is_signed(t) and self.flip(50):
            # an odd dividend is never INT_MIN, so the divisor may be -1
            return Bin(t, op, Bin(t, "|", x, Lit(t, 1, "1")), self.nonzero_divisor(t, y, True))
        return Bin(t, op, x, self.nonzero_divisor(t, y, False))

    def gen_fdiv(self, t, d):
        a, c = self.pair(t, d)
        return Bin(t, self.pick(["/", "/", "//", "%"]), a, c)

    def gen_unary(self, t, d):
        ops = ["-", "-", "~", "+"] if is_int(t) else ["-", "-", "+"]
        return Unary(t, self.pick(ops), typed(self.expr(t, d)))

    def gen_not(self, t, d):
        return Unary(t, "not", self.expr(t, d))

    def gen_abs(self, t, d):
        if is_float(t) and self.flip(40):  # the other exact float functions
            return Func(t, self.pick(["round", "trunc", "sign"]), typed(self.expr(t, d)))
        return Func(t, "abs", typed(self.expr(t, d)))

    def gen_sqrt(self, t, d):
        return Func(t, "sqrt", typed(self.expr(t, d)))

    def gen_round(self, t, d):
        return Func(t, self.pick(["floor", "ceil"]), typed(self.expr(t, d)))

    def gen_minmax(self, t, d):
        args = [self.expr(t, d) for _ in range(self.draw(st.integers(2, 3)))]
        if all(a.bare for a in args):
            args[0] = typed(args[0])
        return MinMax(t, self.pick(["min", "max"]), args)

    def gen_select(self, t, d):
        c = self.expr("bool", d)
        a, b = self.pair(t, d)
        return Select(t, c, a, b)

    def gen_ifelse(self, t, d):
        c = self.expr("bool", d)
        a, b = self.pair(t, d)
        return IfElse(t, c, a, b)

    def gen_cast(self, t, d):
        src = self.pick([u for u in self.universe if u != t])
        return Cast(t, typed(self.expr(src, d)))

    def gen_cmp(self, t, d):
        u = self.pick(self.universe)
        ops = ["==", "!="] if u == "bool" else ["==", "!=", "<", "<=", ">", ">="]
        a, c = self.pair(u, d)
        return Cmp("bool", self.pick(ops), a, c)

    def gen_logic(self, t, d):
        return Logical("bool", self.pick(["and", "or"]), self.expr(t, d), self.expr(t, d))

    # statements

    def aug_assign(self, name: str, t: str, depth: int):
        if t == "bool":
            ops = ["&", "|", "^"]
        elif is_int(t):
            ops = ["+", "-", "*", "&", "|", "^", "<<", ">>", "//", "%"]
        else:
            ops = ["+", "-", "*", "/", "//", "%"]
        op = self.pick(ops)
        value = self.expr(t, depth)
        if op in ("//", "%") and is_int(t):
            value = self.nonzero_divisor(t, value, False)
        return AugAssign(name, t, op, value)

    def statements(self, depth: int) -> list:
        body = []
        for k in range(self.draw(st.integers(0, 3))):
            t = self.pick(self.universe)
            value = self.expr(t, depth)
            body.append(Assign(f"v{k}", value, annotate=value.bare or self.flip(30)))
            self.locals[f"v{k}"] = t
            if self.flip(25):
                name = self.pick(sorted(self.locals))
                body.append(self.aug_assign(name, self.locals[name], depth - 1))
            if self.flip(20):
                name = self.pick(sorted(self.locals))
                lt = self.locals[name]
                then = [Assign(name, self.expr(lt, depth - 1))]
                other = [Assign(name, self.expr(lt, depth - 1))] if self.flip(50) else []
                body.append(If(self.expr("bool", depth - 1), then, other))
        return body


def helper(draw, universe) -> Helper:
    """``func h(p0: T0, p1: T1) -> R`` over its parameters (inlined by lowering)."""
    params = [(f"p{k}", draw(st.sampled_from(universe))) for k in range(draw(st.integers(1, 3)))]
    ret = draw(st.sampled_from(universe))
    gen = Gen(draw, universe, [], None, in_kernel=False)
    gen.locals.update(params)
    body = []
    if draw(st.booleans()):
        t = gen.pick(universe)
        value = gen.expr(t, 2)
        body.append(Assign("w0", value, annotate=value.bare))
        gen.locals["w0"] = t
    if draw(st.booleans()):
        name = gen.pick(sorted(gen.locals))  # helper parameters are assignable locals
        body.append(gen.aug_assign(name, gen.locals[name], 1))
    if draw(st.booleans()):
        return Helper("h", params, ret, body, gen.expr("bool", 2), gen.expr(ret, 2),
                      gen.expr(ret, 2))
    return Helper("h", params, ret, body, None, gen.expr(ret, 3))


@st.composite
def programs(draw, universe, out_types, tensor_types, math_percent=0, atomic_percent=10):
    """A random kernel over ``universe`` plus inputs: (program, arrays, scalar, blocks, opt).

    ``arrays["@out"]`` holds the initial contents of ``out``; in ``atomic_percent`` percent of
    the programs with an atomic element type, ``out[i]`` is updated by an atomic instead of a
    store."""
    ntensors = draw(st.integers(1, 4))
    tensors = [(name, draw(st.sampled_from(tensor_types))) for name in "abcd"[:ntensors]]
    scalar_type = draw(st.sampled_from(universe))
    out_type = draw(st.sampled_from(out_types))
    helpers = [helper(draw, universe)] if draw(st.integers(0, 99)) < 30 else []
    gen = Gen(draw, universe, tensors, scalar_type, helpers)
    body = gen.statements(depth=3)
    out = gen.expr(out_type, depth=4)
    approx = None
    store_op = ""
    atomic_op = ""
    if is_float(out_type) and draw(st.integers(0, 99)) < math_percent:
        approx = draw(st.sampled_from(sorted(APPROX_ULPS)))
        out = Func(out_type, approx, typed(out))
    elif out_type in ref.ATOMIC_TYPES and draw(st.integers(0, 99)) < atomic_percent:
        atomic_op = draw(st.sampled_from(ref.FLOAT_ATOMICS if is_float(out_type)
                                         else ref.INT_ATOMICS))
    elif out_type != "bool" and draw(st.integers(0, 99)) < 20:
        aug = gen.aug_assign("out", out_type, 3)
        store_op, out = aug.op, aug.value
    program = Program(
        tensors, scalar_type, out_type, body, out, approx, helpers, store_op, atomic_op
    )
    arrays_ = {name: draw(array_strategy(t)) for name, t in tensors}
    arrays_["@out"] = draw(array_strategy(out_type))
    scalar = ref.element(draw(element_strategy(scalar_type)), scalar_type)
    blocks = draw(st.sampled_from([1, 2, 3, 5]))
    opt = draw(st.sampled_from([0, 1, 2, 3]))
    return program, arrays_, scalar, blocks, opt


# Running and comparing -----------------------------------------------------------------------


def scalar_arg(value, t: str):
    if t == "bool":
        return bool(value)
    if is_int(t):
        return int(value)
    return float(value)


def run_on_device(worker, program: Program, arrays_: dict, scalar, blocks=3, opt=2):
    source = program.source()
    kernel = incore.compile(source, filename="fz.ik", opt=opt)["fz"]
    out = arrays_["@out"].copy()
    inputs = [arrays_[name].copy() for name, _ in program.tensors]
    worker.launch(kernel, *inputs, out, scalar_arg(scalar, program.scalar_type), blocks=blocks)
    return out


def mismatches(program: Program, got: np.ndarray, want: list) -> list[int]:
    bad = []
    t = program.out_type
    for k, w in enumerate(want):
        g = got[k]
        if program.approx is not None:
            ok = ref.ulp_error(g, w, t) <= APPROX_ULPS[program.approx] + 1e-9
        elif is_float(t):
            ok = ref.same_float(g, w)
        elif t == "bool":
            ok = bool(g) == w
        else:
            ok = int(g) == w
        if not ok:
            bad.append(k)
    return bad


def check_program(worker, program, arrays_, scalar, blocks=3, opt=2):
    source = program.source()
    got = run_on_device(worker, program, arrays_, scalar, blocks, opt)
    want = program.evaluate(arrays_, scalar, N, arrays_["@out"])
    bad = mismatches(program, got, want)
    if bad:
        lines = [f"{len(bad)} of {N} outputs differ (opt={opt}, blocks={blocks}):", source]
        for k in bad[:4]:
            inputs = ", ".join(f"{n}[{k}]={arrays_[n][k]!r}" for n, _ in program.tensors)
            lines.append(
                f"  out[{k}]: device {got[k]!r}, reference {want[k]!r}; "
                f"inputs {inputs}, s={scalar!r}"
            )
        pytest.fail("\n".join(lines))


INT_UNIVERSE = (*INT_TYPES, "bool")
ALL_UNIVERSE = (*INT_TYPES, *FLOAT_TYPES, "bool")


@settings(max_examples=500, **SETTINGS)
@given(programs(INT_UNIVERSE, out_types=INT_UNIVERSE, tensor_types=INT_UNIVERSE))
def test_fuzz_integer_programs_match_reference(worker, case):
    check_program(worker, *case)


@settings(max_examples=400, **SETTINGS)
@given(
    programs(
        ALL_UNIVERSE,
        out_types=(*FLOAT_TYPES, *FLOAT_TYPES, "i32", "u64", "bool"),
        tensor_types=(*FLOAT_TYPES, *FLOAT_TYPES, *ALL_UNIVERSE),
        math_percent=30,
    )
)
def test_fuzz_float_programs_match_reference(worker, case):
    check_program(worker, *case)


HALF_UNIVERSE = (*HALF_TYPES, "f32", "i32", "u8", "bool")


@settings(max_examples=80, **SETTINGS)
@given(
    programs(
        HALF_UNIVERSE,
        out_types=(*HALF_TYPES, *HALF_TYPES, "f32", "i32", "bool"),
        tensor_types=(*HALF_TYPES, *HALF_UNIVERSE),
        math_percent=30,
    )
)
def test_fuzz_half_programs_match_reference(worker, case):
    """f16/bf16 programs (with f32, integer and bool operands cast in and out)."""
    check_program(worker, *case)


@settings(max_examples=40, **SETTINGS)
@given(
    programs(
        ALL_UNIVERSE,
        out_types=ref.ATOMIC_TYPES,
        tensor_types=ALL_UNIVERSE,
        atomic_percent=100,
    )
)
def test_fuzz_atomic_updates_match_reference(worker, case):
    program = case[0]
    assert program.atomic_op and f"atomic_{program.atomic_op}(out[i], " in program.source()
    check_program(worker, *case)


# Bugs the fuzzer found, minimised, kept as regression tests ------------------------------------


def _run(worker, source: str, *args, blocks: int = 1):
    kernel = incore.compile(source, filename="bug.ik")["k"]
    worker.launch(kernel, *args, blocks=blocks)


def test_literal_group_on_the_left_adapts_to_typed_operand(worker):
    x = np.arange(N, dtype=np.uint8)
    out = np.zeros(N, dtype=np.uint8)
    _run(worker, """
kernel k(x: Tensor[[N], u8], out: Tensor[[N], u8]):
    for i in range(block_idx, N, block_num):
        v = min(1, 2) + x[i]
        out[i] = v
""", x, out)
    np.testing.assert_array_equal(out, x + 1)


def test_literal_group_on_the_right_adapts_to_typed_operand(worker):
    x = np.arange(N, dtype=np.uint8)
    out = np.zeros(N, dtype=np.uint8)
    _run(worker, """
kernel k(x: Tensor[[N], u8], out: Tensor[[N], u8]):
    for i in range(block_idx, N, block_num):
        v = x[i] + min(1, 2)
        out[i] = v
""", x, out)
    np.testing.assert_array_equal(out, x + 1)


def test_cast_target_does_not_type_a_left_literal_group(worker):
    x = np.arange(N, dtype=np.int64) - 5
    out = np.zeros(N, dtype=np.int32)
    _run(worker, """
kernel k(x: Tensor[[N], i64], out: Tensor[[N], i32]):
    for i in range(block_idx, N, block_num):
        out[i] = i32(min(1, 2) + x[i])
""", x, out)
    np.testing.assert_array_equal(out, (x + 1).astype(np.int32))


def test_float_floordiv_mod_fold_matches_runtime(worker):
    """Folded and computed float // and % both follow Python (1.0 // 0.1 is 9.0)."""
    out = np.zeros(4, dtype=np.float64)
    _run(worker, """
kernel k(out: Tensor[[N], f64], d: f64, e: f64):
    out[0] = 1.0 // 0.1
    out[1] = d // e
    out[2] = 1.0 % 0.1
    out[3] = d % e
""", out, 1.0, 0.1)
    assert out.tolist() == [1.0 // 0.1, 1.0 // 0.1, 1.0 % 0.1, 1.0 % 0.1]
    assert out[0] == 9.0


def test_float_floordiv_mod_fold_keeps_sign_of_zero(worker):
    out = np.zeros(4, dtype=np.float64)
    _run(worker, """
kernel k(out: Tensor[[N], f64], d: f64, e: f64):
    out[0] = -0.0 // 5.0
    out[1] = d // e
    out[2] = -0.0 % 5.0
    out[3] = d % e
""", out, -0.0, 5.0)
    signs = np.signbit(out).tolist()
    assert signs[1] and not signs[3]  # the device: -0.0 and +0.0, as docs/language.md defines
    assert signs[0] == signs[1] and signs[2] == signs[3]


@pytest.mark.parametrize("t", ["i8", "i64"])
def test_ceil_div_of_int_min(worker, t):
    a = np.array([np.iinfo(NUMPY[t]).min], dtype=NUMPY[t])
    out = np.zeros(1, dtype=NUMPY[t])
    _run(worker, f"""
kernel k(a: Tensor[[N], {t}], out: Tensor[[N], {t}], c: {t}):
    for i in range(block_idx, N, block_num):
        out[i] = ceil_div(a[i], c)
""", a, out, 3)
    assert int(out[0]) == -(-int(a[0]) // 3)


# Tiles: the same programs, lane by lane ----------------------------------------------------------

TILE = 24  # 64 = 2 * 24 + 16: every launch has a masked tail tile


def tile_source(program: Program) -> str | None:
    """``program`` as a tile kernel: each block walks TILE-wide windows, ``x[i]`` becomes the
    tile ``x[c:c + T]`` and ``i`` the lanes' indices ``arange(T) + c``; every lane computes what
    element ``i`` does (docs/language.md, "Tiles").  None for a program tiles cannot express
    (helpers, if/else on a lane value, atomics, scalar annotations)."""
    source = program.source()
    if program.atomic_op or program.helpers or re.search(r"\bif\b|\belse\b|^\s+\w+: ", source,
                                                         re.M):
        return None
    header = "    for i in range(block_idx, N, block_num):"
    assert header in source
    source = source.replace(header, "    for c in range(block_idx * T, N, block_num * T):")
    source = re.sub(r"\b(\w+)\[i\]", r"\1[c:c + T]", source)
    source = re.sub(r"\bi\b", "(arange(T) + c)", source)
    return f"const T = {TILE}\n" + source


@settings(max_examples=25, **SETTINGS)
@given(
    programs(
        ALL_UNIVERSE,
        out_types=(*FLOAT_TYPES, "i32", "u8", "i64", "bool"),
        tensor_types=ALL_UNIVERSE,
        math_percent=30,
        atomic_percent=0,
    )
)
def test_fuzz_tile_programs_match_reference(worker, case):
    """Elementwise tile kernels (fused masked tile loads, lane math, tile stores with ``op=``)
    give every element the reference value of the element program."""
    program, arrays_, scalar, blocks, opt = case
    source = tile_source(program)
    assume(source is not None)
    try:
        kernel = incore.compile(source, filename="fz_tile.ik", opt=opt)["fz"]
    except incore.CompileError:  # a local that is a scalar in one place and a tile in another
        assume(False)
    out = arrays_["@out"].copy()
    inputs = [arrays_[name].copy() for name, _ in program.tensors]
    worker.launch(kernel, *inputs, out, scalar_arg(scalar, program.scalar_type), blocks=blocks)
    want = program.evaluate(arrays_, scalar, N, arrays_["@out"])
    bad = mismatches(program, out, want)
    assert not bad, (
        f"{len(bad)} of {N} outputs differ (opt={opt}, blocks={blocks}):\n{source}\n"
        + "\n".join(f"  out[{k}]: device {out[k]!r}, reference {want[k]!r}" for k in bad[:4])
    )


REDUCE_TYPES = ("f32", "f64", "i32", "u8", "i64")


@settings(max_examples=20, **SETTINGS)
@given(
    st.sampled_from(REDUCE_TYPES),
    st.sampled_from(["sum", "max", "min"]),
    st.integers(1, 5),
    st.integers(1, 40),
    st.data(),
)
def test_fuzz_tile_reductions_match_reference(worker, t, op, rows, cols, data):
    """Whole-tile and per-axis reductions of random tiles follow the documented order bit for
    bit (ints wrap, float partials round per step)."""
    src = (
        f"kernel red(x: Tensor[[R, C], {t}], a: Tensor[[1], {t}], r: Tensor[[R], {t}], "
        f"c: Tensor[[C], {t}]):\n"
        f"    v = x[0:{rows}, 0:{cols}]\n"
        f"    a[0] = {op}(v)\n"
        f"    r[0:{rows}] = {op}(v, axis=1)\n"
        f"    c[0:{cols}] = {op}(v, axis=0)\n"
    )
    x = data.draw(arrays(NUMPY[t], (rows, cols), elements=element_strategy(t)))
    outs = [np.zeros(1, NUMPY[t]), np.zeros(rows, NUMPY[t]), np.zeros(cols, NUMPY[t])]
    kernel = incore.compile(src, filename="red.ik", opt=data.draw(st.sampled_from([0, 2])))["red"]
    worker.launch(kernel, x, *outs, blocks=1)
    lanes = [[ref.element(v, t) for v in row] for row in x]
    want_all = ref.reduce_lanes(op, [v for row in lanes for v in row], t)
    want_rows = [ref.reduce_lanes(op, row, t) for row in lanes]
    want_cols = ref.reduce_axis0(op, lanes, t)
    for got, want in ((outs[0], [want_all]), (outs[1], want_rows), (outs[2], want_cols)):
        for g, w in zip(got, want, strict=True):
            ok = ref.same_float(g, w) if is_float(t) else int(g) == w
            assert ok, f"{op} of {t} {x.tolist()}: device {got.tolist()}, reference {want}"
