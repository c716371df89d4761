"""The checker produces the typed AST lowering relies on."""

from __future__ import annotations

import hashlib

import pytest

from incore import abi
from incore.frontend import ast as A
from incore.frontend import check
from incore.frontend.types import BOOL, F32, F64, I8, I32, I64, U8, U64, CachePolicy, CoreKind
from tests.support.frontend_util import SAXPY

HEAD = "kernel k(x: Tensor[[N, 4], f32], y: Tensor[[N], i32], a: f32, n: i32, d: f64):\n"


def kernel(body: str, head: str = HEAD, prefix: str = "", **kwargs: object) -> A.TypedKernel:
    program = check(prefix + head + body, "t.ik", **kwargs)
    return program.kernels["k"]


def assigned(body: str, name: str = "v", **kwargs: object) -> A.Expr:
    """The value of the last assignment to ``name``."""
    k = kernel(body, **kwargs)
    found = [s for s in k.body if isinstance(s, A.Assign) and s.name == name]
    return found[-1].value


def loads(node: object) -> list[A.Load]:
    """Every Load under ``node`` (a statement list, statement or expression)."""
    out: list[A.Load] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, A.Load):
            out.append(item)
            stack.extend(item.indices)
        elif hasattr(item, "__dataclass_fields__"):
            for name in item.__dataclass_fields__:
                value = getattr(item, name)
                if isinstance(value, (list, A.Expr, A.Stmt)):
                    stack.append(value)
    return out


def test_saxpy_program() -> None:
    program = check(SAXPY, "saxpy.ik")
    assert program.filename == "saxpy.ik"
    assert program.source_hash == "sha256:" + hashlib.sha256(SAXPY.encode()).hexdigest()
    k = program.kernels["saxpy"]
    assert k.core_kind is CoreKind.AIV
    x, y, alpha = k.params
    assert (x.index, y.index, alpha.index) == (0, 1, 0)
    assert x.type.dims == ("N",) and x.type.dtype == F32
    assert y.written and not x.written
    assert k.locals == {"span": I64, "lo": I64, "hi": I64, "i": I64}
    span, lo, hi, loop, log = k.body
    assert isinstance(span.value, A.Intrinsic) and span.value.name == "ceil_div"
    assert isinstance(span.value.args[0], A.ShapeOf)
    assert (span.value.args[0].tensor, span.value.args[0].dim) == ("x", 0)
    assert isinstance(span.value.args[1], A.BuiltinVar) and span.value.args[1].type == I64
    assert isinstance(hi.value, A.Intrinsic) and hi.value.type == I64
    assert isinstance(loop, A.For) and loop.var == "i"
    assert isinstance(loop.step, A.Literal) and loop.step.value == 1
    store = loop.body[0]
    assert isinstance(store, A.Store) and store.tensor == "y" and store.value.type == F32
    bypass, default = sorted(loads(store), key=lambda ld: ld.tensor)
    assert (bypass.tensor, bypass.policy, bypass.explicit) == ("x", CachePolicy.BYPASS, True)
    assert (default.tensor, default.policy, default.explicit) == ("y", CachePolicy.DEFAULT, False)
    assert isinstance(log, A.Log)
    assert log.site.arg_types == ["i64", "i64", "i64"]
    assert (log.site.id, log.site.kind, log.site.level, log.site.line) == (0, "log", "info_v3", 10)
    assert log.site.filename == "saxpy.ik"


# ---------------------------------------------------------------- literals and types


@pytest.mark.parametrize(
    "body, t",
    [
        ("    v = 1\n", I64),
        ("    v = 1.5\n", F32),
        ("    v = a * 2\n", F32),
        ("    v = d * 2\n", F64),
        ("    v = d + 0.5\n", F64),
        ("    v = n + 1\n", I32),
        ("    v: u8 = 255\n", U8),
        ("    v: f64 = 1\n", F64),
        ("    v: i8 = -128\n", I8),
        ("    v = 2 * 3 + 1\n", I64),
        ("    v: i32 = 2 * 3\n", I32),
        ("    v: u64 = 0xFFFF_FFFF_FFFF_FFFF\n", U64),
        ("    v = a if n > 0 else 1\n", F32),
        ("    v = 1 < n\n", BOOL),
        ("    v = get_l2_cache_offset()\n", U64),
        ("    v = block_idx + 1\n", I64),
        ("    v = x.shape[1]\n", I64),
        ("    v = sqrt(2)\n", F32),
        ("    v: f64 = sqrt(2)\n", F64),
        ("    v = min(n, 3, 4)\n", I32),
        ("    v = max(1.5, a)\n", F32),
        ("    v = abs(n)\n", I32),
        ("    v = select(n > 0, d, 1)\n", F64),
        ("    v = ceil_div(n, 4)\n", I32),
        ("    v = y[0] + 1\n", I32),
    ],
)
def test_expression_types(body: str, t: object) -> None:
    assert assigned(body).type == t


def test_literal_adapts_in_every_context() -> None:
    body = """    v: f32 = 1
    w = a + 2
    c = n < 3
    y[0] = 7
    x[0, 1] = 3
    h = twice(4)
"""
    prefix = "func twice(q: f64) -> f64:\n    return q * 2\n\n"
    k = kernel(body, prefix=prefix)
    v, w, c, store_y, store_x, h = k.body
    assert v.value.type == F32 and v.value.value == 1.0 and isinstance(v.value.value, float)
    assert w.value.right.type == F32
    assert c.value.right.type == I32
    assert store_y.value.type == I32 and store_x.value.type == F32
    assert h.value.args[0].type == F64 and isinstance(h.value, A.Call)


def test_literal_folding_keeps_python_semantics() -> None:
    assert assigned("    v = -7 // 2\n").value == -4
    assert assigned("    v = -7 % 2\n").value == 1
    assert assigned("    v: f32 = 1 + 0.5\n").value == 1.5
    assert assigned("    v = -(3)\n").value == -3


def test_casts() -> None:
    v = assigned("    v = f32(n) * a\n")
    assert isinstance(v.left, A.Cast) and v.left.type == F32 and v.left.value.type == I32
    b = assigned("    v = bool(n)\n")
    assert isinstance(b, A.Cast) and b.type.is_bool
    big = assigned("    v = u64(0xFFFF_FFFF_FFFF_FFFF)\n")
    assert isinstance(big, A.Cast) and big.value.type == U64


def test_builtins_and_core_constants() -> None:
    k = kernel("    c = core_type == AIC\n    s = sub_block_idx\n    w = AIV\n")
    c, s, w = k.body
    assert isinstance(c.value.left, A.BuiltinVar) and c.value.left.name == "core_type"
    assert isinstance(c.value.right, A.Literal) and c.value.right.value == abi.CORE_AIC
    assert c.value.right.type == I64
    assert isinstance(s.value, A.BuiltinVar) and s.value.type == I64
    assert w.value.value == abi.CORE_AIV


def test_constants_fold_to_literals() -> None:
    prefix = "const C = 3\nconst NEG = -2\nconst F = 0.25\nconst B = True\n"
    k = kernel("    v = n * C\n    w = a * F\n    b = B\n    m = NEG\n", prefix=prefix)
    v, w, b, m = k.body
    assert isinstance(v.value.right, A.Literal) and v.value.right.type == I32
    assert w.value.right.value == 0.25 and w.value.right.type == F32
    assert b.value.value is True
    assert m.value.value == -2 and m.value.type == I64


def test_const_as_dimension() -> None:
    k = kernel("    pass\n", head="kernel k(x: Tensor[[W, M], f32]):\n", prefix="const W = 8\n")
    assert k.params[0].type.dims == (8, "M")


def test_shape_symbols_bind_to_first_tensor() -> None:
    head = "kernel k(a: Tensor[[M], f32], b: Tensor[[K, M], f32]):\n"
    k = kernel("    v = M + K\n", head=head)
    v = k.body[0].value
    assert (v.left.tensor, v.left.dim) == ("a", 0)
    assert (v.right.tensor, v.right.dim) == ("b", 0)


def test_scalar_args_and_param_indices() -> None:
    head = "kernel k(s: i32, x: Tensor[[N], f32], t: f32, y: Tensor[[N], f32]):\n"
    k = kernel("    v = t\n    w = s\n", head=head)
    assert [p.index for p in k.params] == [0, 0, 1, 1]
    assert [type(p).__name__ for p in k.params] == [
        "ScalarParam", "TensorParam", "ScalarParam", "TensorParam",
    ]
    t = k.body[0].value
    assert isinstance(t, A.ScalarArg) and (t.name, t.index, t.type) == ("t", 1, F32)


# ---------------------------------------------------------------- cache policies


def test_policy_precedence_explicit_over_scope_over_default() -> None:
    body = """    v = x[0, 0]
    set_cache_policy(x, CachePolicy.BYPASS)
    w = x[0, 1]
    e = load(x[0, 2], cache=CachePolicy.DEFAULT)
    z = y[0]
    l2 = load(y[1])
"""
    k = kernel(body)
    assert k.tensors[0].scope_policy is CachePolicy.BYPASS
    assert k.tensors[1].scope_policy is CachePolicy.DEFAULT
    v, w, e, z, l2 = k.body
    assert (v.value.policy, v.value.explicit) == (CachePolicy.BYPASS, False)
    assert (w.value.policy, w.value.explicit) == (CachePolicy.BYPASS, False)
    assert (e.value.policy, e.value.explicit) == (CachePolicy.DEFAULT, True)
    assert (z.value.policy, z.value.explicit) == (CachePolicy.DEFAULT, False)
    assert (l2.value.policy, l2.value.explicit) == (CachePolicy.DEFAULT, False)


def test_scope_policy_default_then_explicit_bypass() -> None:
    k = kernel("    set_cache_policy(x, CachePolicy.DEFAULT)\n"
               "    v = load(x[0, 0], cache=CachePolicy.BYPASS)\n")
    assert k.body[0].value.policy is CachePolicy.BYPASS and k.body[0].value.explicit


def test_scope_bypass_allows_default_reads_of_a_written_tensor() -> None:
    k = kernel("    set_cache_policy(y, CachePolicy.BYPASS)\n"
               "    y[0] = load(y[1], cache=CachePolicy.DEFAULT) + 1\n")
    assert k.tensors[1].written and k.tensors[1].scope_policy is CachePolicy.BYPASS


# ---------------------------------------------------------------- statements


def test_augmented_assignment_desugars() -> None:
    k = kernel("    v = 1\n    v += 2\n    x[1, 2] *= a\n    y[0] <<= 1\n")
    _, aug, store, shift = k.body
    assert isinstance(aug, A.Assign) and isinstance(aug.value, A.Binary)
    assert aug.value.op == "+" and isinstance(aug.value.left, A.Var)
    assert aug.value.right.type == I64
    assert isinstance(store, A.Store) and store.value.op == "*"
    load = store.value.left
    assert isinstance(load, A.Load) and load.tensor == "x" and load.policy is CachePolicy.DEFAULT
    assert [i.value for i in load.indices] == [1, 2]
    assert shift.value.type == I32 and shift.value.right.type == I32


def test_augmented_store_uses_scope_policy() -> None:
    k = kernel("    set_cache_policy(x, CachePolicy.BYPASS)\n    v = x[0, 0]\n")
    assert k.body[0].value.policy is CachePolicy.BYPASS


def test_for_loops_fill_start_and_step() -> None:
    k = kernel("    for i in range(n):\n        pass\n"
               "    for j in range(2, 10):\n        pass\n"
               "    for q in range(10, 0, -2):\n        pass\n")
    f1, f2, f3 = k.body
    assert f1.start.value == 0 and f1.start.type == I32 and f1.step.value == 1
    assert f1.stop.type == I32
    assert f2.start.value == 2 and f2.step.value == 1 and f2.start.type == I64
    assert f3.step.value == -2
    assert k.locals == {"i": I32, "j": I64, "q": I64}


def test_locals_include_every_variable() -> None:
    body = """    acc: f64 = 0
    i = 0
    while i < 4:
        if i == 2:
            break
        t = f32(i)
        acc += d
        i += 1
"""
    k = kernel(body)
    assert k.locals == {"acc": F64, "i": I64, "t": F32}
    loop = k.body[2]
    assert isinstance(loop, A.While) and isinstance(loop.body[0], A.If)
    assert isinstance(loop.body[0].body[0], A.Break)


def test_if_elif_else_nests() -> None:
    k = kernel(
        "    if n > 0:\n        v = 1\n    elif n < 0:\n        v = 2\n    else:\n        v = 3\n"
    )
    (stmt,) = k.body
    assert isinstance(stmt, A.If) and isinstance(stmt.orelse[0], A.If)
    assert len(stmt.orelse[0].orelse) == 1


def test_sites_are_sequential_and_shared_by_logs_and_asserts() -> None:
    body = """    log.debug("start")
    assert n > 0, "n must be positive, got {}", n
    log.warn("{:x} {:.3f} {:>8}", n, a, b)
    assert a > 0.0
"""
    k = kernel(body, head=HEAD.replace("d: f64", "b: bool"))
    assert [s.id for s in k.sites] == [0, 1, 2, 3]
    assert [s.kind for s in k.sites] == ["log", "assert", "log", "assert"]
    assert [s.level for s in k.sites] == ["debug", "assert", "warn", "assert"]
    assert k.sites[2].arg_types == ["i32", "f32", "bool"]
    assert k.sites[1].fmt == "n must be positive, got {}"
    assert "a > 0.0" in k.sites[3].fmt
    assert [s.line for s in k.sites] == [2, 3, 4, 5]
    assert isinstance(k.body[1], A.Assert) and k.body[1].site is k.sites[1]


def test_sites_restart_per_kernel() -> None:
    src = 'kernel a():\n    log.debug("a")\n\nkernel b():\n    log.error("b")\n'
    program = check(src)
    assert program.kernels["a"].sites[0].id == 0 and program.kernels["b"].sites[0].id == 0


def test_helpers() -> None:
    src = """func scale(v: f32, k: i64) -> f32:
    r = v * f32(k)
    if r > 1.0:
        return r
    else:
        return 1.0

func noop(q: i64):
    return

kernel k(x: Tensor[[N], f32]):
    noop(block_idx)
    x[0] = scale(x[0], 2)
"""
    program = check(src)
    scale = program.funcs["scale"]
    assert scale.params == [("v", F32), ("k", I64)] and scale.ret == F32
    assert scale.locals == {"v": F32, "k": I64, "r": F32}
    assert program.funcs["noop"].ret is None
    stmt, store = program.kernels["k"].body
    assert isinstance(stmt, A.ExprStmt) and isinstance(stmt.value, A.Call)
    assert isinstance(store.value, A.Call) and store.value.type == F32
    assert store.value.args[1].type == I64


def test_helpers_may_use_builtins_and_consts() -> None:
    src = "const C = 2\nfunc f() -> i64:\n    return block_idx * C\n\nkernel k():\n    v = f()\n"
    assert check(src).funcs["f"].body[0].value.left.name == "block_idx"


@pytest.mark.parametrize("deco, kind", [("@aiv\n", CoreKind.AIV), ("@aic\n", CoreKind.AIC),
                                        ("@mix\n", CoreKind.MIX), ("", CoreKind.AIV)])
def test_core_kind(deco: str, kind: CoreKind) -> None:
    assert check(deco + "kernel k():\n    pass\n").kernels["k"].core_kind is kind


def test_a5_accepts_bypass_loads() -> None:
    k = kernel("    v = load(x[0, 0], cache=CachePolicy.BYPASS)\n", arch="a5")
    assert k.body[0].value.policy is CachePolicy.BYPASS
