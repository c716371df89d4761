"""Compile-time rules of atomics and MIX-cluster sync (docs/language.md "Atomics" and
"Synchronisation in a MIX cluster"): what they accept, the errors naming the problem and its
place, and the IR each form lowers to."""

from __future__ import annotations

import pytest

import incore
from incore.frontend import ast as A
from incore.frontend import check
from tests.support.frontend_util import compile_error

OPS = ("add", "min", "max", "and", "or", "xor", "exchange")


def kernel_of(src: str, name: str = "k") -> A.TypedKernel:
    return check(src, "t.ik").kernels[name]


def test_an_atomic_is_an_expression_of_the_element_type_and_marks_a_write():
    k = kernel_of(
        "kernel k(h: Tensor[[N], u32], o: Tensor[[N], u32], x: Tensor[[N], i64]):\n"
        "    o[0] = atomic_add(h[x[0]], 1)\n"
        "    atomic_or(h[1], o[0])\n"
    )
    store, stmt = k.body
    assert isinstance(store.value, A.Atomic) and store.value.type.name == "u32"
    assert store.value.op == "add" and store.value.tensor == "h"
    assert isinstance(stmt, A.ExprStmt) and stmt.value.op == "or"
    written = {p.name: p.written for p in k.tensors}
    assert written == {"h": True, "o": True, "x": False}


@pytest.mark.parametrize("t", ["i32", "i64", "u32", "u64"])
@pytest.mark.parametrize("op", OPS)
def test_every_integer_op_accepts_the_32_and_64_bit_integer_types(op, t):
    kernel_of(f"kernel k(h: Tensor[[4], {t}]):\n    v = atomic_{op}(h[0], 3)\n")
    kernel_of(f"kernel k(h: Tensor[[4], {t}]):\n    v = atomic_cas(h[0], 1, 2)\n")


@pytest.mark.parametrize("t", ["f32", "f64"])
def test_float_atomics_are_add_min_max_exchange_and_cas(t):
    for op in ("add", "min", "max", "exchange"):
        kernel_of(f"kernel k(h: Tensor[[4], {t}]):\n    v = atomic_{op}(h[0], 1)\n")
    kernel_of(f"kernel k(h: Tensor[[4], {t}]):\n    v = atomic_cas(h[0], 0.0, 1.5)\n")
    for op in ("and", "or", "xor"):
        e = compile_error(f"kernel k(h: Tensor[[4], {t}]):\n    v = atomic_{op}(h[0], 1)\n")
        assert f"atomic_{op}() is not defined for {t} elements ('h' is a {t} tensor)" in str(e)
        assert "float atomics are atomic_add, atomic_min" in e.hint


@pytest.mark.parametrize("t", ["i8", "i16", "u8", "u16", "bool"])
def test_narrow_types_are_rejected_at_the_element(t):
    src = f"kernel k(h: Tensor[[4], {t}], v: {t}):\n    atomic_exchange(h[0], v)\n"
    e = compile_error(src)
    assert f"atomic_exchange() is not defined for {t} elements" in str(e)
    assert (e.line, e.col) == (2, 21)
    assert e.hint == "atomic_exchange() works on i32, i64, u32, u64, f32, f64 tensors"


@pytest.mark.parametrize(
    ("line", "message", "hint"),
    [
        ("atomic_add(h[0])", "atomic_add() takes 2 arguments, got 1",
         "e.g. old = atomic_add(t[i], v)"),
        ("atomic_cas(h[0], 1)", "atomic_cas() takes 3 arguments, got 2",
         "e.g. old = atomic_cas(t[i], expected, new)"),
        ("atomic_add(n, 1)", "the first argument of atomic_add() must be an element of a "
         "tensor parameter", "e.g. old = atomic_add(t[i], v)"),
        ("atomic_add(load(h[0], cache=CachePolicy.BYPASS), 1)",
         "the target of atomic_add() is a tensor element, not load(...)",
         "an atomic has no cache policy: write the element directly, e.g. atomic_add(t[i], ...)"),
        ("atomic_add(h[0], 1, cache=CachePolicy.BYPASS)", "atomic_add() takes no keyword "
         "arguments", "an atomic reads and writes through the cached window; it has no cache= "
         "policy"),
        ("atomic_add(h[0], 1.5)", "float literal 1.5 cannot be used as i32", None),
        ("atomic_add(h[0, 1], 1)", "tensor 'h' has 1 dimension(s), got 2 indices", None),
    ],
)
def test_malformed_atomics_are_errors(line, message, hint):
    e = compile_error(f"kernel k(h: Tensor[[N], i32], n: i32):\n    {line}\n")
    assert message in str(e)
    if hint is not None:
        assert e.hint == hint
    assert e.line == 2


def test_atomics_in_helpers_cannot_reach_tensors():
    e = compile_error(
        "func f(v: i32) -> i32:\n    return atomic_add(h[0], v)\n\n"
        "kernel k(h: Tensor[[4], i32]):\n    w = f(1)\n"
    )
    assert "the first argument of atomic_add() must be an element of a tensor parameter" in str(e)
    assert e.hint == "helpers cannot access tensors; pass element values as arguments"


def test_a_bypass_read_of_an_atomically_updated_tensor_is_the_coherency_error():
    e = compile_error(
        "kernel k(h: Tensor[[4], i32], o: Tensor[[4], i32]):\n"
        "    o[0] = load(h[1], cache=CachePolicy.BYPASS)\n"
        "    atomic_add(h[0], 1)\n"
    )
    assert "BYPASS read of 'h' at 2:12 conflicts with the write to 'h' at 3:16" in str(e)


def test_a_helper_named_like_an_atomic_shadows_it():
    program = check(
        "func atomic_add(v: i32) -> i32:\n    return v + 1\n\n"
        "kernel k(h: Tensor[[1], i32]):\n    h[0] = atomic_add(h[0])\n",
        filename="t.ik",
    )
    store = program.kernels["k"].body[0]
    assert isinstance(store.value, A.Call) and store.value.func == "atomic_add"


def test_atomics_lower_to_seq_cst_read_modify_writes():
    src = (
        "kernel k(h: Tensor[[4], i32], u: Tensor[[4], u64], f: Tensor[[4], f32]):\n"
        "    a = atomic_max(h[0], 2)\n"
        "    b = atomic_min(u[1], 5)\n"
        "    c = atomic_cas(h[2], 1, 3)\n"
        "    d = atomic_add(f[0], 1.0)\n"
        "    e = atomic_max(f[1], 2.0)\n"
    )
    ir = incore.compile(src, filename="t.ik", link=False)["k"].variants["aiv"].ir
    assert "atomicrmw max ptr" in ir and "i32 2 seq_cst" in ir
    assert "atomicrmw umin ptr" in ir
    assert "i32 1, i32 3 seq_cst seq_cst" in ir  # atomic_cas(h[2], 1, 3)
    assert "atomicrmw fadd ptr" in ir
    assert "atomic.max.loop" in ir  # float max: a cmpxchg loop with the DSL's max
