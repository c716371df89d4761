"""Expression trees for the differential fuzzer and a Python reference evaluator for them.

The evaluator mirrors "Semantics the lowering defines" in docs/language.md element by element:
integers wrap to their width (two's complement), ``//`` and ``%`` follow Python, shift counts
are taken modulo the width (``>>`` arithmetic on signed, logical on unsigned), float -> int casts
saturate with nan -> 0, int -> float rounds to nearest (even), f32 arithmetic rounds to f32 after
every operation, ``min``/``max`` keep the first argument unless a later one is strictly
smaller/larger, ``!=`` is true for nan, float ``//`` and ``%`` follow Python (numpy's
``floor_divide``/``remainder`` in the operands' precision).

Values: ints and bools are Python ``int``/``bool`` (ints kept in their type's range), f32 is
``np.float32`` and f64 ``np.float64``, f16 ``np.float16`` and bf16 ``ml_dtypes.bfloat16``
(their arithmetic is computed in f32 and rounded once to the type, as the device does).  Every
node renders to fully parenthesised source.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import ml_dtypes
import numpy as np

INT_TYPES = ("i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64")
FLOAT_TYPES = ("f32", "f64")
HALF_TYPES = ("f16", "bf16")
ALL_TYPES = (*INT_TYPES, *FLOAT_TYPES, "bool")

NUMPY = {
    "bool": np.bool_, "i8": np.int8, "i16": np.int16, "i32": np.int32, "i64": np.int64,
    "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64,
    "f32": np.float32, "f64": np.float64, "f16": np.float16, "bf16": ml_dtypes.bfloat16,
}


def is_int(t: str) -> bool:
    return t in INT_TYPES


def is_float(t: str) -> bool:
    return t in FLOAT_TYPES or t in HALF_TYPES


def is_signed(t: str) -> bool:
    return t.startswith("i")


def bits(t: str) -> int:
    return {"bool": 1, "f32": 32, "f64": 64, "f16": 16, "bf16": 16}.get(t) or int(t[1:])


def int_range(t: str) -> tuple[int, int]:
    b = bits(t)
    if is_signed(t):
        return -(1 << (b - 1)), (1 << (b - 1)) - 1
    return 0, (1 << b) - 1


def wrap(v: int, t: str) -> int:
    b = bits(t)
    v &= (1 << b) - 1
    if is_signed(t) and v >> (b - 1):
        v -= 1 << b
    return v


def int_to_float(n: int, t: str):
    """Round an exact integer to the nearest f32/f64 (ties to even), without double rounding."""
    if t == "f64":
        return np.float64(float(n))  # Python's int -> float is correctly rounded
    m = abs(n)
    width = m.bit_length()
    keep = {"f32": 24, "f16": 11, "bf16": 8}[t]  # significant bits of the type
    if width > keep:
        shift = width - keep
        q, r = divmod(m, 1 << shift)
        half = 1 << (shift - 1)
        if r > half or (r == half and q & 1):
            q += 1
        m = q << shift
    with np.errstate(over="ignore"):  # m has at most `keep` significant bits: exact, or inf
        return NUMPY[t](float(-m if n < 0 else m))


def float_to_int(x, t: str) -> int:
    """Saturating float -> int conversion (truncation toward zero, nan -> 0)."""
    if math.isnan(x):
        return 0
    lo, hi = int_range(t)
    if math.isinf(x):
        return hi if x > 0 else lo
    return max(lo, min(hi, int(x)))


def convert(v, src: str, dst: str):
    if src == dst:
        return v
    if dst == "bool":
        if is_float(src):
            return bool(v != 0 or math.isnan(v))
        return v != 0
    if src == "bool":
        v = int(v)
        src = "i64"
    if is_float(src) and is_float(dst):
        return NUMPY[dst](v)
    if is_float(src):
        return float_to_int(float(v), dst)
    if is_float(dst):
        return int_to_float(v, dst)
    return wrap(v, dst)


def same_float(got, want) -> bool:
    """Bitwise-style equality: equal with the same sign of zero, or both nan."""
    if math.isnan(want):
        return math.isnan(got)
    return got == want and math.copysign(1.0, got) == math.copysign(1.0, want)


# Expression nodes ----------------------------------------------------------------------------


@dataclass
class Node:
    type: str

    @property
    def bare(self) -> bool:
        """An untyped literal: it takes its type from the context it meets."""
        return False


@dataclass
class Lit(Node):
    value: object = None  # already of ``type`` (Python int/bool or numpy float)
    text: str = ""
    untyped: bool = True

    @property
    def bare(self) -> bool:
        return self.untyped

    def render(self) -> str:
        return self.text

    def eval(self, env):
        return self.value


@dataclass
class Var(Node):
    name: str = ""

    def render(self) -> str:
        return self.name

    def eval(self, env):
        return env[self.name]


@dataclass
class Load(Node):
    tensor: str = ""
    bypass: bool = False

    def render(self) -> str:
        if self.bypass:
            return f"load({self.tensor}[i], cache=CachePolicy.BYPASS)"
        return f"{self.tensor}[i]"

    def eval(self, env):
        return env["@" + self.tensor]


@dataclass
class Cast(Node):
    value: Node = None

    def render(self) -> str:
        return f"{self.type}({self.value.render()})"

    def eval(self, env):
        return convert(self.value.eval(env), self.value.type, self.type)


@dataclass
class Unary(Node):
    op: str = "-"
    value: Node = None

    def render(self) -> str:
        op = "not " if self.op == "not" else self.op
        return f"({op}{self.value.render()})"

    def eval(self, env):
        v = self.value.eval(env)
        t = self.type
        if self.op == "not":
            return not v
        if self.op == "+":
            return v
        if is_float(t):
            return -v  # negation flips the sign bit (also of 0 and nan)
        if self.op == "-":
            return wrap(-v, t)
        return wrap(~v, t)


ARITH = ("+", "-", "*")


@dataclass
class Bin(Node):
    op: str = "+"
    left: Node = None
    right: Node = None

    def render(self) -> str:
        return f"({self.left.render()} {self.op} {self.right.render()})"

    def eval(self, env):
        return binary(self.op, self.left.eval(env), self.right.eval(env), self.type)


def binary(op: str, a, c, t: str):
    if t == "bool":
        return {"&": a & c, "|": a | c, "^": a ^ c}[op]
    if t in HALF_TYPES:  # computed in f32, rounded once to the type
        return NUMPY[t](binary(op, np.float32(a), np.float32(c), "f32"))
    if is_float(t):
        if op == "+":
            return a + c
        if op == "-":
            return a - c
        if op == "*":
            return a * c
        if op == "/":
            return a / c
        # Python's float // and % (numpy's floor_divide/remainder compute them the same way,
        # in the operands' precision, from an exact fmod)
        if op == "//":
            return np.floor_divide(a, c)
        assert op == "%"
        return np.remainder(a, c)
    if op in ("<<", ">>"):
        n = c & (bits(t) - 1)
        return wrap(a << n, t) if op == "<<" else a >> n
    if op == "//":
        return wrap(a // c, t)
    if op == "%":
        return wrap(a % c, t)
    return wrap({"+": a + c, "-": a - c, "*": a * c, "&": a & c, "|": a | c, "^": a ^ c}[op], t)


#: the atomics the fuzzer stores with, by element kind (docs/language.md "Atomics")
INT_ATOMICS = ("add", "min", "max", "and", "or", "xor", "exchange")
FLOAT_ATOMICS = ("add", "min", "max", "exchange")
ATOMIC_TYPES = ("i32", "i64", "u32", "u64", "f32", "f64")


def atomic(op: str, old, v, t: str):
    """The element's new value after ``atomic_<op>(t[i], v)`` on ``old``: the operator's
    result for add/and/or/xor, ``v`` for exchange, and ``min(old, v)``/``max(old, v)`` with the
    DSL's min/max (``old`` stays unless ``v`` is strictly smaller/larger)."""
    if op == "exchange":
        return v
    if op == "min":
        return v if v < old else old
    if op == "max":
        return v if old < v else old
    return binary({"add": "+", "and": "&", "or": "|", "xor": "^"}[op], old, v, t)


@dataclass
class Cmp(Node):
    op: str = "=="
    left: Node = None
    right: Node = None

    def render(self) -> str:
        return f"({self.left.render()} {self.op} {self.right.render()})"

    def eval(self, env):
        a, c = self.left.eval(env), self.right.eval(env)
        if self.op == "!=":
            return bool(a != c)  # true for nan, as in Python
        return bool(
            {"==": a == c, "<": a < c, "<=": a <= c, ">": a > c, ">=": a >= c}[self.op]
        )


@dataclass
class Logical(Node):
    op: str = "and"
    left: Node = None
    right: Node = None

    def render(self) -> str:
        return f"({self.left.render()} {self.op} {self.right.render()})"

    def eval(self, env):
        a = self.left.eval(env)
        if self.op == "and":
            return a and self.right.eval(env)
        return a or self.right.eval(env)


@dataclass
class IfElse(Node):
    cond: Node = None
    then: Node = None
    other: Node = None

    def render(self) -> str:
        return f"({self.then.render()} if {self.cond.render()} else {self.other.render()})"

    def eval(self, env):
        return self.then.eval(env) if self.cond.eval(env) else self.other.eval(env)


@dataclass
class Select(Node):
    cond: Node = None
    then: Node = None
    other: Node = None

    def render(self) -> str:
        return f"select({self.cond.render()}, {self.then.render()}, {self.other.render()})"

    def eval(self, env):
        c, a, b = self.cond.eval(env), self.then.eval(env), self.other.eval(env)
        return a if c else b


@dataclass
class MinMax(Node):
    name: str = "min"
    args: list = field(default_factory=list)

    def render(self) -> str:
        return f"{self.name}({', '.join(a.render() for a in self.args)})"

    def eval(self, env):
        values = [a.eval(env) for a in self.args]
        acc = values[0]
        for v in values[1:]:
            if (v < acc) if self.name == "min" else (acc < v):
                acc = v
        return acc


#: math functions that are approximate on the device (ulp bounds of f64 from docs/math.md,
#: which also cover f32)
APPROX_ULPS = {
    "exp": 1.0, "log": 1.0, "tanh": 1.5, "sin": 2.0, "cos": 2.0, "tan": 2.5, "asin": 2.5,
    "acos": 2.5, "atan": 1.0, "sinh": 2.0, "cosh": 1.5, "erf": 1.0, "erfc": 3.0, "exp2": 1.0,
    "expm1": 1.0, "log2": 1.0, "log10": 1.0, "log1p": 1.5, "rsqrt": 1.0, "sigmoid": 2.0,
}


def wide_math(name: str, v, t: str):
    """The reference of math function ``name`` at ``v`` of type ``t`` in a wider format."""
    from tests.support.math_harness import reference

    ty = "f64" if t == "f64" else "f32"
    arg = np.array([v], dtype=np.float64 if ty == "f64" else np.float32)
    return reference(name, ty, arg)[0]


@dataclass
class Func(Node):
    name: str = "abs"
    value: Node = None

    def render(self) -> str:
        return f"{self.name}({self.value.render()})"

    def eval(self, env):
        v = self.value.eval(env)
        if self.name == "abs":
            if is_float(self.type):
                return np.abs(v)
            return wrap(abs(v), self.type)
        if self.name in APPROX_ULPS:
            # a more precise reference: float64 for f32/f16/bf16, x86 long double for f64
            return wide_math(self.name, v, self.type)
        if self.type in HALF_TYPES:  # computed in f32 (exact for these), rounded once
            return NUMPY[self.type](getattr(np, self.name)(np.float32(v)))
        return getattr(np, self.name)(v)  # sqrt floor ceil round trunc sign: exact in numpy


@dataclass
class CeilDiv(Node):
    left: Node = None
    right: Node = None

    def render(self) -> str:
        return f"ceil_div({self.left.render()}, {self.right.render()})"

    def eval(self, env):
        a, c = self.left.eval(env), self.right.eval(env)
        return wrap(-(-a // c), self.type)  # the exact ceiling of a / c


@dataclass
class Helper:
    """``func name(p0: T0, ...) -> ret:`` with a few statements and one or two returns."""

    name: str
    params: list  # [(name, type)]
    ret: str
    body: list
    cond: Node | None
    then: Node
    other: Node | None = None

    def render(self) -> list[str]:
        params = ", ".join(f"{n}: {t}" for n, t in self.params)
        lines = [f"func {self.name}({params}) -> {self.ret}:"]
        for stmt in self.body:
            lines += stmt.render("    ")
        if self.cond is not None:
            lines += [f"    if {self.cond.render()}:", f"        return {self.then.render()}"]
            lines.append(f"    return {self.other.render()}")
        else:
            lines.append(f"    return {self.then.render()}")
        return lines

    def call(self, args: list):
        env = {n: v for (n, _), v in zip(self.params, args, strict=True)}
        for stmt in self.body:
            stmt.run(env)
        if self.cond is not None and not self.cond.eval(env):
            return self.other.eval(env)
        return self.then.eval(env)


@dataclass
class Call(Node):
    helper: Helper = None
    args: list = field(default_factory=list)

    def render(self) -> str:
        return f"{self.helper.name}({', '.join(a.render() for a in self.args)})"

    def eval(self, env):
        return self.helper.call([a.eval(env) for a in self.args])


# Statements ----------------------------------------------------------------------------------


@dataclass
class Assign:
    name: str
    value: Node
    annotate: bool = False

    def render(self, indent: str) -> list[str]:
        ann = f": {self.value.type}" if self.annotate else ""
        return [f"{indent}{self.name}{ann} = {self.value.render()}"]

    def run(self, env):
        env[self.name] = self.value.eval(env)


@dataclass
class AugAssign:
    name: str
    type: str
    op: str
    value: Node

    def render(self, indent: str) -> list[str]:
        return [f"{indent}{self.name} {self.op}= {self.value.render()}"]

    def run(self, env):
        env[self.name] = binary(self.op, env[self.name], self.value.eval(env), self.type)


@dataclass
class If:
    cond: Node
    then: list
    other: list

    def render(self, indent: str) -> list[str]:
        lines = [f"{indent}if {self.cond.render()}:"]
        for s in self.then:
            lines += s.render(indent + "    ")
        if self.other:
            lines.append(f"{indent}else:")
            for s in self.other:
                lines += s.render(indent + "    ")
        return lines

    def run(self, env):
        for s in self.then if self.cond.eval(env) else self.other:
            s.run(env)


@dataclass
class Program:
    tensors: list  # [(name, type)] inputs
    scalar_type: str
    out_type: str
    body: list  # statements
    out: Node
    approx: str | None = None  # the math function at the top of ``out``, if any
    helpers: list = field(default_factory=list)
    store_op: str = ""  # "+" for ``out[i] += ...``: the store reads out[i] first
    atomic_op: str = ""  # "max" for ``atomic_max(out[i], ...)`` in place of the store

    def source(self) -> str:
        lines = []
        for h in self.helpers:
            lines += h.render() + [""]
        params = [f"{n}: Tensor[[N], {t}]" for n, t in self.tensors]
        params += [f"out: Tensor[[N], {self.out_type}]", f"s: {self.scalar_type}"]
        lines.append(f"kernel fz({', '.join(params)}):")
        lines.append("    for i in range(block_idx, N, block_num):")
        for stmt in self.body:
            lines += stmt.render("        ")
        if self.atomic_op:
            lines.append(f"        atomic_{self.atomic_op}(out[i], {self.out.render()})")
        else:
            lines.append(f"        out[i] {self.store_op}= {self.out.render()}")
        return "\n".join(lines) + "\n"

    def evaluate(self, arrays: dict, scalar, n: int, out0=None) -> list:
        """The reference value of ``out[i]`` for every ``i`` (``out0``: its initial values)."""
        result = []
        with np.errstate(all="ignore"):
            for i in range(n):
                env = {"s": scalar, "i": i, "N": n}
                for name, t in self.tensors:
                    env["@" + name] = element(arrays[name][i], t)
                for stmt in self.body:
                    stmt.run(env)
                value = self.out.eval(env)
                if self.store_op:
                    old = element(out0[i], self.out_type)
                    value = binary(self.store_op, old, value, self.out_type)
                elif self.atomic_op:
                    old = element(out0[i], self.out_type)
                    value = atomic(self.atomic_op, old, value, self.out_type)
                result.append(value)
        return result


def element(x, t: str):
    """A numpy array element as a reference value of type ``t``."""
    if t == "bool":
        return bool(x)
    if is_int(t):
        return int(x)
    return NUMPY[t](x)


def ulp_error(got, want, t: str) -> float:
    """Error of ``got`` (of type ``t``) against the wide reference ``want`` in ulps of ``t``.

    As in docs/math.md an infinite result counts as 2^128 (f32) / 2^1024 (f64), and a result
    equal to the correctly rounded reference has no error.
    """
    wide = np.longdouble
    want_w, got_w = wide(want), wide(got)
    if math.isnan(want_w) or math.isnan(got_w):
        return 0.0 if math.isnan(want_w) and math.isnan(got_w) else math.inf
    ftype = NUMPY[t]
    with np.errstate(all="ignore"):
        rounded = ftype(want_w)
        if got_w == want_w or ftype(got) == rounded:
            return 0.0
        if math.isinf(want_w):
            return math.inf  # an exact infinity (exp(inf), log(0)) must be returned as such
        big = np.finfo(ftype).max
        top_ulp = wide(big) - wide(np.nextafter(big, ftype(0)))
        unit = top_ulp if abs(rounded) >= big else wide(np.spacing(np.abs(rounded)))
        overflow = wide(big) + top_ulp
        got_w = min(max(got_w, -overflow), overflow)
        return float(abs(got_w - want_w) / unit)


# Tile reductions -------------------------------------------------------------------------------

#: partials of a tile reduction along its last dim (incore/lowering/tile_reductions.py REDUCE_WIDTH)
REDUCE_WIDTH = 8


def _reduce_step(op: str, acc, v, t: str):
    if op == "sum":
        return binary("+", acc, v, "f32" if t in HALF_TYPES else t)
    return v if ((acc < v) if op == "max" else (v < acc)) else acc


def reduce_lanes(op: str, values: list, t: str):
    """``sum/max/min`` of ``values`` (lanes of type ``t``, in row-major order) as a tile
    reduction along the last dim computes it: lane q folds into partial q % 8 (a sum from 0, a
    max/min from the first lane), then the partials combine in order; f16/bf16 sums accumulate
    in f32 and round once to the type."""
    wide = "f32" if (t in HALF_TYPES and op == "sum") else t
    if op == "sum":
        zero = NUMPY[wide](0) if wide in (*FLOAT_TYPES, "f32") else 0
        parts = [zero] * REDUCE_WIDTH
    else:
        parts = [values[0]] * REDUCE_WIDTH
    for q, v in enumerate(values):
        v = np.float32(v) if wide != t else v
        parts[q % REDUCE_WIDTH] = _reduce_step(op, parts[q % REDUCE_WIDTH], v, t)
    acc = parts[0]
    for p in parts[1:]:
        acc = _reduce_step(op, acc, p, t)
    return NUMPY[t](acc) if wide != t else acc


def reduce_axis0(op: str, rows: list[list], t: str) -> list:
    """A reduction along the first dim of a 2-D tile: each column folds row after row (a sum
    from 0, a max/min from the first row)."""
    out = []
    for j in range(len(rows[0])):
        acc = (NUMPY[t](0) if is_float(t) else 0) if op == "sum" else rows[0][j]
        for row in rows:
            acc = _reduce_step(op, acc, row[j], t)
        out.append(acc)
    return out
