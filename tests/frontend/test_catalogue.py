"""The error catalogue of docs/language.md against the real compiler.

Every message the catalogue quotes has a program here that must produce it (``...`` in a quote
stands for any text), with the hint the catalogue names; a catalogue line without a program, or
a program whose line left the catalogue, fails the test, so the two stay in sync.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.support.frontend_util import compile_error

DOC = Path(__file__).resolve().parents[2] / "docs" / "language.md"

H = "kernel k(x: Tensor[[N, 4], f32], y: Tensor[[N], i32], a: f32, n: i32):\n"


def body(*lines: str) -> str:
    return H + "".join(f"    {line}\n" for line in lines)


def helper_chain(n: int) -> str:
    """A kernel calling h{n-1}, which calls h{n-2} ... down to h0."""
    funcs = ["func h0() -> i64:\n    return 1\n"]
    funcs += [f"func h{i}() -> i64:\n    return h{i - 1}()\n" for i in range(1, n)]
    return "\n".join(funcs) + f"\nkernel k():\n    v = h{n - 1}()\n"


def helper_doubling(n: int) -> str:
    """``n`` helpers, each calling the one before twice."""
    funcs = ["func g0() -> i64:\n    return 1\n"]
    funcs += [f"func g{i}() -> i64:\n    return g{i - 1}() + g{i - 1}()\n" for i in range(1, n)]
    return "\n".join(funcs) + f"\nkernel k():\n    v = g{n - 1}()\n"


MM = ("kernel mm(a: Tensor[[M], f32], TM: const = 64, TN: const = 64):\n"
      "    t = zeros([TM, TN], f32)\n    a[0] = sum(t)\n")

# message quoted by the catalogue -> a program that produces it (a const parameter's value
# errors: the program and the values of kernel mm's const parameters)
PROGRAMS: dict[str, str | tuple[str, dict]] = {
    # syntax
    "unexpected ':'; expected one of: ')', a name": "kernel k(:\n    pass\n",
    "unexpected end of file": "kernel k():\n    v = (1 +",
    "unexpected character '$'": body("v = 1 $ 2"),
    "unterminated string literal": body('log.debug("abc)'),
    "expected an indented block": "kernel k():\nv = 1\n",
    "unexpected indent": body("v = 1", "    w = 2"),
    "unindent does not match any outer indentation level":
        body("if a > 0.0:", "    v = 1", "  w = 2"),
    "indentation mixes tabs and spaces": body("if a > 0.0:", "\tv = 1"),
    "inconsistent use of tabs and spaces in indentation": H + "    if a > 0.0:\n\t\tv = 1\n",
    "leading zeros in decimal integer literals are not permitted": body("v = 007"),
    "integer literal is too large: 0xFFFFFFFFFFFFFFFFFF...": body("v = 0x" + "F" * 40),
    "float literal is out of range: 99999999999999999999...": body("v = " + "9" * 400 + ".0"),
    "expression nested too deeply": body("v = " + "abs(" * 100 + "n" + ")" * 100),
    "blocks nested too deeply": H + "".join(
        "    " * (d + 1) + "if n > 0:\n" for d in range(101)
    ) + "    " * 102 + "pass\n",
    "unsupported construct: ...": body("v = a ** 2"),
    "unsupported construct: tuple assignment": body("a, b = 1, 2"),
    "unsupported construct: 'else if'": body("if n > 0:", "    pass", "else if n < 0:",
                                             "    pass"),
    "unsupported construct: ';' between statements": body("v = 1; w = 2"),
    "unsupported construct: f-strings": body('log.debug(f"n = {n}")'),
    "unsupported construct: assert of a parenthesised tuple (it would always be true)":
        body('assert(n > 0, "n")'),
    "only const, func and kernel declarations may appear at top level": "v = 1\n",
    # types and literals
    "mismatched types in '+': i32 and f32": body("v = n + a"),
    "mismatched types in '+': f32 and f64; 's' is f32 (its type comes from its first "
    "assignment at 3:5)":
        "kernel k(x: Tensor[[N], f64]):\n    v = 1\n    s = 0.0\n    for i in range(N):\n"
        "        s += x[i]\n",
    "operator '/' is not defined for i32": body("v = n / 2"),
    "operator '&' is not defined for f32": body("v = a & a"),
    "float literal 1.5 cannot be used as i32": body("v: i32 = 1.5"),
    "float literal 1.0 cannot be used as i64": body("v = 1.0 * N"),
    "an integer literal cannot be used as bool": body("b: bool = 1"),
    "integer literal 256 is out of range for u8": body("v: u8 = 256"),
    "literal 1e39 is out of range for f32": body("v = 1e39"),
    "literal 70000.0 is out of range for f16": body("v: f16 = 70000.0"),
    "type mismatch: expected i64, got f32; 'v' is i64 (its type comes from its first "
    "assignment at 2:5)": body("v = 1", "v = a"),
    "'v' is already declared as i64": body("v = 1", "v: f32 = 2.0"),
    "unknown type 'f31'": body("v: f31 = 1"),
    "unknown type 'float'": "kernel k(x: Tensor[[N], float]):\n    pass\n",
    "a declaration needs a value": body("v: f32"),
    "chained comparisons are not supported": body("v = 1 < n < 3"),
    "'and' needs bool operands, got i32": body("v = n and True"),
    "'not' needs a bool operand, got i32": body("v = not n"),
    "a condition must be bool, got i32": body("if n:", "    pass"),
    "operator '<' is not defined for bool": body("v = True < False"),
    "division by zero in a constant expression": body("v = 1 // 0"),
    "sqrt() needs a float argument, got i32": body("v = sqrt(n)"),
    "min() takes at least 2 arguments, got 1": body("v = min(a)"),
    "ceil_div() needs integer arguments": body("v = ceil_div(a, a)"),
    "f32(...) takes exactly 1 argument, got 2": body("v = f32(a, a)"),
    "unknown function 'sqr'": body("v = sqr(a)"),
    "unknown function 'float'": body("v = float(n)"),
    "'gamma' is not available on the device; device math is listed in docs/math.md": body(
        "v = gamma(a)"
    ),
    "pow() needs float arguments, got i32": body("v = pow(n, n)"),
    "isnan() needs a float argument, got i32": body("v = isnan(n)"),
    "module functions are not available: 'tl.program_id'": body("v = tl.program_id(0)"),
    "module attributes are not available: 'math.inf'": body("v = math.inf"),
    "unknown function 'atomicAdd'": body("atomicAdd(a, a)"),
    "unknown name 'true'": body("v = true"),
    "unknown name 'blockIdx'": body("v = blockIdx.x"),
    "unexpected end of line": body("i = 0\n    i++"),
    "literal -1e+300 is out of range for f32": body("v = f32(-1e300)"),
    "module functions are not available; call exp(...) directly": body("v = math.exp(a)"),
    "get_l2_cache_offset() is not available on a5: ...": body("v = get_l2_cache_offset()"),
    "range(...) is only valid as the iterable of a for loop": body("v = range(3)"),
    # names and parameters
    "unknown name 'blok_idx'": body("v = blok_idx"),
    "name 'w' is used before assignment": body("v = w", "w = 1"),
    "cannot assign to shape symbol 'N' (bound by the shape of 'x')": body("N = 3"),
    "cannot assign to scalar parameter 'a'": body("a = 2.0"),
    "tensor parameter 'x'": body("x = 1"),
    "const 'C'": "const C = 1\n" + body("C = 2"),
    "builtin 'block_idx'": body("block_idx = 1"),
    "'f32': it is a builtin name": body("f32 = 1"),
    "a mask of shape [3] does not fit the window of shape [4]":
        body("store(x[0, 0:4], a, mask=arange(3) > 0)"),
    "other= of shape [3] does not fit the window of shape [4]":
        body("t = load(x[0, 0:4], other=zeros([3], f32))"),
    "a mask must be bool, got Tile[[4], i64]": body("t = load(x[0, 0:4], mask=arange(4))"),
    "store() writes a tile window; y[0] is one element": body("store(y[0], 1)"),
    "store(...) is a statement and has no value": body("v = store(x[0, 0:4], a)"),
    "a tile-window atomic_add() returns nothing; it updates each lane of the window":
        body("v = atomic_add(y[0:4], 1)"),
    ".T transposes a 2-D tile, got Tile[[4], f32]": body("v = zeros([4], f32).T"),
    "cannot reshape Tile[[4, 8], f32] (32 elements) into [4, 4] (16 elements)":
        body("v = zeros([4, 8], f32).reshape([4, 4])"),
    "cannot reshape Tile[[4, 8], f32] (32 elements) into [-1, 5]: 32 is not a multiple of 5":
        body("v = zeros([4, 8], f32).reshape([-1, 5])"),
    "reshape() infers at most one dim (-1)": body("v = zeros([4, 8], f32).reshape([-1, -1])"),
    "the tile would have 4 dims [4, 1, 8, 1]; a tile has 1 to 3 dims":
        body("v = zeros([4, 8], f32)[:, None, :, None]"),
    "too many ':' for a 1-D tile (Tile[[4], f32]): the subscript names 2 dims":
        body("v = zeros([4], f32)[:, :, None]"),
    "a subscript that adds an axis takes ':' and None only, got '0'":
        body("v = zeros([4], f32)[0, None]"),
    "None adds an axis to a tile, and 'x' is a tensor": body("v = x[0, None, 0:4]"),
    "None (a new axis) works on a tile, got a scalar f32": body("v = a[:, None]"),
    "axis 2 is out of range for expand_dims() of a 1-D tile (it takes -2 to 1)":
        body("v = expand_dims(zeros([4], f32), 2)"),
    "cannot broadcast Tile[[4], f32] to [4, 8]": body("v = broadcast_to(zeros([4], f32), [4, 8])"),
    "unsupported construct: method call '.sum()' of a tile (Tile[[4], f32]); a tile's methods "
    "are .reshape(...), .broadcast_to(...) and .expand_dims(...)":
        body("v = zeros([4], f32).sum()"),
    "argmax() works on a tile, got a scalar f32": body("v = argmax(a)"),
    "bitcast() needs types of one width: f32 has 32 bits, i64 64": body("v = bitcast(a, i64)"),
    "'@' multiplies float tiles or i8, u8, i16, u16, i32 tiles, got i64": (
        "@aic\nkernel k():\n    z = zeros([4, 4], i64)\n    c = z @ z\n"),
    "float literal nan cannot be used as i32": body("v: i32 = nan"),
    "float literal inf cannot be used as u8": body("v: u8 = inf"),
    "other= applies to tile loads; load(y[0]) reads one element, which has no masked lanes":
        body("v = load(y[0], other=0)"),
    "atomic_xor() updates one element of 'y', not a slice": body("atomic_xor(y[0:16], 1)"),
    "atomic_add() on 'y' cannot bypass the cache: set_cache_policy(y, CachePolicy.BYPASS) at "
    "2:5 makes 'y' a BYPASS tensor, and an atomic must see coherent memory ...":
        body("set_cache_policy(y, CachePolicy.BYPASS)", "atomic_add(y[0], 1)"),
    "tensor 'x' cannot be used as a value": body("v = x"),
    "duplicate parameter 'a'": "kernel k(a: f32, a: i32):\n    pass\n",
    "parameter 'a' needs a type": "kernel k(a):\n    pass\n",
    "unknown type 'Tensr'": "kernel k(x: Tensr[[N], f32]):\n    pass\n",
    "a kernel takes at most 32 tensor parameters":
        "kernel k(" + ", ".join(f"t{i}: Tensor[[N], f32]" for i in range(33)) + "):\n    pass\n",
    "at most 16 scalar parameters":
        "kernel k(" + ", ".join(f"s{i}: f32" for i in range(17)) + "):\n    pass\n",
    "'n' is both a shape symbol and a parameter name":
        "kernel k(x: Tensor[[n], f32], n: i64):\n    pass\n",
    "kernels return nothing; remove the return type": "kernel k() -> f32:\n    pass\n",
    "duplicate definition of 'C' (first defined at 1:7)": "const C = 1\nkernel C():\n    pass\n",
    "'f32' is a builtin name and cannot be redefined": "func f32(a: i64) -> i64:\n    return a\n",
    "'fmod' is not a function; it shadows the builtin 'fmod' here": (
        "kernel k(fmod: f32, a: f32):\n    v = fmod(a, 2.0)\n"
    ),
    # const parameters: (source, the values given to kernel mm)
    "parameter 's' cannot have a default": "kernel k(s: f32 = 1.0):\n    pass\n",
    "helper parameter 'a' cannot be const or have a default":
        "func f(a: const) -> i64:\n    return 1\n",
    "const parameter 'TM' of kernel 'mm' has no default and no value was given":
        ("kernel mm(a: Tensor[[M], f32], TM: const):\n    pass\n", {}),
    "kernel 'mm' has no const parameter 'TK' (its const parameters: TM, TN)": (MM, {"TK": 32}),
    "'a' is a run-time parameter of kernel 'mm', not a const parameter": (MM, {"a": 1}),
    "const parameter 'TM' of kernel 'mm' takes an int (its default is 64), got 2.5 (float)":
        (MM, {"TM": 2.5}),
    "const parameter 'TM' of kernel 'mm' takes an int, float or bool, got 'x' (str)":
        (MM, {"TM": "x"}),
    "const parameter 'TM' of kernel 'mm': 1180591620717411303424 does not fit in an i64":
        (MM, {"TM": 2**70}),
    "... (kernel 'mm' specialised with TM=4096, TN=64)": (MM, {"TM": 4096}),
    # tensors and policies
    "tensor 'x' has 2 dimension(s), got 1 index": body("v = x[1]"),
    "tensor indices must be integers, got f32": body("v = y[a]"),
    "negative indices are not supported": body("v = y[-1]"),
    "index 4 is out of range for dimension 1 of 'x' (size 4)": body("v = x[0, 4]"),
    "'a' is not a tensor and cannot be indexed": body("v = a[0]"),
    "index a 2-D tensor with one subscript: x[0, 1]": body("x[0][1] = 1.0"),
    "tensor 'y' has 1 dimension(s), got 2 indices in 2 subscripts": body("v = y[0][1]"),
    "x.shape must be indexed with a constant": body("v = x.shape"),
    "... with an integer constant": body("i = 0", "v = x.shape[i]"),
    "'x' has 2 dimension(s); shape index 2 is out of range": body("v = x.shape[2]"),
    "dimension 0x8000_0000_0000_0000 is too large":
        "kernel k(x: Tensor[[0x8000_0000_0000_0000], f32]):\n    pass\n",
    "dimension 'D' is too large (...)":
        "const D = 0x8000_0000_0000_0000\nkernel k(x: Tensor[[D], f32]):\n    pass\n",
    "dimension 'D' is negative (-3)": "const D = -3\nkernel k(x: Tensor[[D], f32]):\n    pass\n",
    "tensor 'x' has no attribute 'shap'": body("v = x.shap[0]"),
    "load(...) takes exactly one element of a tensor parameter": body("v = load(a)"),
    "load() has no keyword argument 'cach'": body("v = load(y[0], cach=CachePolicy.BYPASS)"),
    "max() has no keyword argument 'keepdim' (it takes axis= and keepdims=)":
        body("v = max(x[0:8, 0:4], axis=1, keepdim=True)"),
    "max() of 2 values takes no keyword arguments, got 'axis='": body("v = max(a, a, axis=1)"),
    "helper 'h' takes no keyword arguments, got 'q='":
        "func h(p: f32, q: f32) -> f32:\n    return p\n" + body("v = h(a, q=a)"),
    "unknown cache policy 'CachePolicy.BYPAS'": body("v = load(y[0], cache=CachePolicy.BYPAS)"),
    "expected a cache policy": body("v = load(y[0], cache=1)"),
    "CachePolicy values are only valid as cache= of load(...) or in set_cache_policy(...)":
        body("v = CachePolicy.BYPASS"),
    "set_cache_policy must be a top-level statement of the kernel body":
        body("if n > 0:", "    set_cache_policy(x, CachePolicy.BYPASS)"),
    "set_cache_policy is applied to 'x' twice (first at 2:5)":
        body("set_cache_policy(x, CachePolicy.BYPASS)", "set_cache_policy(x, CachePolicy.DEFAULT)"),
    "the first argument of set_cache_policy must be a tensor parameter":
        body("set_cache_policy(a, CachePolicy.BYPASS)"),
    "cache policies apply to reads only; stores have no policy": body("load(y[0]) = 1"),
    "BYPASS read of 'y' at 3:9 conflicts with the write to 'y' at 2:5: ...":
        body("y[0] = 1", "v = load(y[1], cache=CachePolicy.BYPASS)"),
    # control flow and helpers
    "'break' outside a loop": body("break"),
    "'continue' outside a loop": body("continue"),
    "a kernel cannot return a value": body("return 1"),
    "range() step must not be zero": body("for i in range(0, 10, 0):", "    pass"),
    "range() bounds must be integers": body("for i in range(a):", "    pass"),
    "range() bounds must have one type, got i32 and i64": body("for i in range(n, N):", "    pass"),
    "loop variable 'i' is i32 but the range is i64 ('i' got its type at line 2; variables are "
    "function-scoped)": body("for i in range(n):", "    pass", "for i in range(N):", "    pass"),
    "integer literal -3 is out of range for u8, the type of loop variable 'i' (...)":
        body("for i in range(u8(n)):", "    pass", "for i in range(10, 0, -3):", "    pass"),
    "for loops iterate over range(...) only": body("for i in n:", "    pass"),
    "this expression has no effect": body("n + 1"),
    "helper 'f' must return a f32 on every path":
        "func f(a: f32) -> f32:\n    if a > 0.0:\n        return a\n",
    "helper 'f' has no return type": "func f(a: f32):\n    return a\n",
    "helper 'f' must return a f32": "func f(a: f32) -> f32:\n    return\n",
    "helper parameters are scalars only; tensors cannot be passed to helpers":
        "func f(x: Tensor[[N], f32]):\n    pass\n",
    "helper 'f' takes 1 argument(s), got 2": "func f(q: f32) -> f32:\n    return q\n\n"
                                              + body("v = f(a, a)"),
    "helper 'f' returns nothing; it can only be called as a statement":
        "func f(q: f32):\n    pass\n\n" + body("v = f(a)"),
    "recursive call: f -> g -> f":
        "func f(q: i64) -> i64:\n    return g(q)\n\nfunc g(q: i64) -> i64:\n    return f(q)\n",
    "helper calls nest too deeply: k -> h299 -> h298 -> h297 -> ... -> h0 is 300 calls deep "
    "(limit 64)": helper_chain(300),
    "inlining the helpers of kernel k expands to 33554431 calls (limit 10000)":
        helper_doubling(25),
    "kernel 'j' cannot be called": "kernel j():\n    pass\n\n" + body("j()"),
    "unknown name 'x'": "func f() -> f32:\n    return x[0]\n",
    "log statements are only allowed in kernel bodies": 'func f():\n    log.debug("x")\n',
    "assert statements ...": "func f(q: i64):\n    assert q > 0\n",
    # decorators, logs and asserts
    "unknown decorator '@aiu'": "@aiu\nkernel k():\n    pass\n",
    "at most one of @aiv/@aic/@mix may mark a kernel": "@aiv\n@aic\nkernel k():\n    pass\n",
    "decorators apply to kernels only, not to a helper": "@aiv\nfunc f():\n    pass\n",
    "a const": "@aiv\nconst C = 1\n",
    "a const value must be a literal (int, float or bool)": "const C = 1 + 2\n",
    "unknown log level 'log.warning'": body('log.warning("x")'),
    "the format has 2 placeholder(s) but 1 argument(s) follow": body('log.info_v1("{} {}", n)'),
    "format placeholders must be '{}' (got '{0}'): positional indices and names are not "
    "supported": body('log.info_v1("{0}", n)'),
    "format spec ':x' is not valid for a f32 argument": body('log.error("{:x}", a)'),
    "format spec ':c' is not supported: device values are numbers": body('log.info_v1("{:c}", n)'),
    "log.info_v1 takes at most 8 arguments, got 9":
        body('log.info_v1("' + "{}" * 9 + '", ' + ", ".join(["n"] * 9) + ")"),
    "assert takes at most 8 arguments, got 9":
        body('assert n > 0, "' + "{}" * 9 + '", ' + ", ".join(["n"] * 9)),
    "invalid format string: ...": body('log.error("{", a)'),
    "log.error needs a format string literal first": body("log.error(a)"),
    "log.error(...) is a statement and has no value": body('v = log.error("x")'),
    "the assert message must be a string literal": body("assert n > 0, n"),
    # debugging statements
    "breakpoint() takes at most 1 positional argument (a bool condition), got 2":
        body("breakpoint(1, 2)"),
    "breakpoint() has no keyword argument 'foo' (it takes block=)": body("breakpoint(foo=1)"),
    "a breakpoint condition must be bool, got i32": body("breakpoint(n)"),
    "a breakpoint condition must be a scalar bool, got a tile":
        body("breakpoint(x[0, 0:4] > 0.0)"),
    "breakpoint(block=) needs an integer, got f32": body("breakpoint(block=a)"),
    "breakpoint() got block= twice": body("breakpoint(block=1, block=2)"),
    "print() takes no keyword arguments, got 'sep='": body('print(n, sep=" ")'),
    "print() takes at most 8 values besides strings": body("print(" + ", ".join(["n"] * 9) + ")"),
    "print() is only allowed in kernel bodies": "func f(q: f32):\n    print(q)\n",
    "print() is a statement and has no value": body("v = print(n)"),
    "breakpoint() ...": body("v = breakpoint()"),
    # atomics and MIX-cluster synchronisation
    "atomic_and() is not defined for f32 elements ('x' is a f32 tensor)":
        body("atomic_and(x[0, 0], 1)"),
    "the first argument of atomic_add() must be an element of a tensor parameter":
        body("atomic_add(n, 1)"),
    "atomic_add() takes 2 arguments, got 1": body("atomic_add(y[0])"),
    "atomic_add() takes no keyword arguments":
        body("atomic_add(y[0], 1, cache=CachePolicy.BYPASS)"),
    "the target of atomic_add() is a tensor element, not load(...)":
        body("atomic_add(load(y[0]), 1)"),
    "set_flag() is only available in @mix kernels; kernel 'k' is @aiv": body("set_flag(0)"),
    "set_flag() is only available in @mix kernels, not in helpers":
        "func f():\n    set_flag(0)\n",
    "flag 16 is out of range": "@mix\n" + body("set_flag(16)"),
    "the flag of wait_flag() must be an integer constant": "@mix\n" + body("wait_flag(n)"),
    "set_flag() is a statement and has no value": "@mix\n" + body("v = set_flag(0)"),
    "axis 3 is out of range": body("v = grid_idx(3)"),
    "the axis of grid_dim() must be an integer constant": body("v = grid_dim(n)"),
    "grid_idx() is only available in kernel bodies, not in helpers":
        "func f() -> i64:\n    return grid_idx(0)\n",
    "sync_all() takes no arguments, got 1": body("sync_all(1)"),
    "a kernel using grid_idx/grid_dim/sync_all takes at most 12 scalar parameters of its own":
        "kernel k(y: Tensor[[N], i64], " + ", ".join(f"s{i}: i64" for i in range(13))
        + "):\n    y[0] = grid_dim(0)\n",
    # tiles
    "the extent of a tile slice must be a compile-time constant: ...": body("t = x[n, 0:n]"),
    "a tile slice must have a positive extent, got 0": body("t = x[0, 2:2]"),
    "unsupported construct: slice steps (a tile slice is contiguous)": body("t = x[0, 0:4:2]"),
    "a tile dimension must be a compile-time integer constant (a literal or a const)":
        body("t = zeros([n], f32)"),
    "tile shapes [4, 8] and [4] do not broadcast": body("t = zeros([4, 8], f32) + zeros([4], f32)"),
    "a tile (...) cannot be used here; a scalar is needed": body("y[0] = zeros([4], i32)"),
    "a condition must be a scalar, got a tile (...)":
        body("if zeros([4], f32) > 0.0:", "    pass"),
    "'if/else' chooses between scalars; tiles choose per lane":
        body("z = zeros([4], f32)", "t = z if n > 0 else z"),
    "... cannot be stored to a window of shape [4]": body("x[0, 0:4] = zeros([3], f32)"),
    "index 4 is out of range for dimension 0 of tile 't' (size 4)":
        body("t = zeros([4], f32)", "v = t[4]"),
    "sum() with one argument reduces a tile, got a scalar f32": body("v = sum(a)"),
    "axis 1 is out of range for a 1-D tile": body("v = sum(zeros([4], f32), axis=1)"),
    "'@' is not available in an @aiv kernel: ...": body("z = zeros([4, 4], f32)", "c = z @ z"),
    "'@' is not available in a helper: ...": "func f() -> f32:\n"
        "    z = zeros([4, 4], f32)\n    c = z @ z\n    return 0.0\n",
    "'@' in a @mix kernel must be in its AIC part: ...":
        "@mix\n" + body("z = zeros([4, 4], f32)", "c = z @ z"),
    "'@' needs [M, K] @ [K, N]: got [4, 3] @ [4, 3] (inner dims 3 and 4 differ)":
        "@aic\n" + body("z = zeros([4, 3], f32)", "c = z @ z"),
    "'@' multiplies 2-D tiles ([M, K] @ [K, N]), got Tile[[4], f32]":
        "@aic\n" + body("z = zeros([4], f32)", "c = z @ z"),
    "the kernel's tiles need 262144 bytes, more than the AIV unified buffer (UB, 192 KiB) of "
    "196608 bytes; largest: ...": body("t = zeros([256, 256], f32)"),
}

# the examples of the catalogue's "unsupported construct: ..." line -> a program using each
UNSUPPORTED = {
    "def f(x):": "def f(x):\n    return x\n",
    "import numpy": "import numpy\n",
    "a ** 2": body("v = a ** 2"),
    "y[1:3:2]": body("v = y[1:3:2]"),
    "[1, 2]": body("v = [1, 2]"),
    "(a := 1)": body("v = (a := 1)"),
    "lambda: 1": body("v = lambda: 1"),
    "n is n": body("v = n is n"),
    "min(*a)": body("v = min(*a)"),
    "v = w = 1": body("v = w = 1"),
    "a.item()": body("v = a.item()"),
}


def _catalogue() -> list[tuple[str, list[str]]]:
    """Each message the catalogue quotes, with the hints it names for it."""
    text = DOC.read_text(encoding="utf-8")
    section = text[text.index("## Error catalogue") :].split("\n## ")[0]
    bullets: list[str] = []
    for line in section.splitlines():
        if line.startswith("- "):
            bullets.append(line[2:])
        elif line.startswith("  ") and bullets:
            bullets[-1] += " " + line.strip()
    entries: list[tuple[str, list[str]]] = []
    for bullet in bullets:
        head = bullet.split(" — ")[0]
        for prefix, quoted in re.findall(r"(hint |did you mean )?`([^`]*)`", head):
            if prefix:
                entries[-1][1].append(quoted)
            else:
                entries.append((quoted, []))
    return entries


def _unsupported_examples() -> list[str]:
    text = DOC.read_text(encoding="utf-8")
    start = text.index("- `unsupported construct: ...` — ")
    bullet = text[start : text.index("\n- ", start)]
    return re.findall(r"`([^`]*)`", bullet.split(" — ", 1)[1])


def _matches(quoted: str, actual: str) -> bool:
    """True when ``actual`` contains the pieces of ``quoted`` between its ``...``, in order."""
    pattern = ".*".join(re.escape(piece) for piece in quoted.split("..."))
    return re.search(pattern, actual, re.DOTALL) is not None


CATALOGUE = _catalogue()


def test_every_catalogue_message_has_a_program() -> None:
    quoted = [q for q, _hints in CATALOGUE]
    assert sorted(set(quoted) - set(PROGRAMS)) == []
    assert sorted(set(PROGRAMS) - set(quoted)) == []
    assert sorted(_unsupported_examples()) == sorted(UNSUPPORTED)


@pytest.mark.parametrize("quoted, hints", CATALOGUE, ids=[q[:60] for q, _h in CATALOGUE])
def test_catalogue_message(quoted: str, hints: list[str]) -> None:
    source = PROGRAMS[quoted]
    arch = "a5" if "not available on a5" in quoted else "a2a3"
    if isinstance(source, tuple):
        source, values = source
        err = compile_error(source, arch=arch, consts={"mm": values})
    else:
        err = compile_error(source, arch=arch)
    assert _matches(quoted, err.message), err.message
    for hint in hints:
        assert err.hint is not None and _matches(hint, err.hint), (hint, err.hint)


@pytest.mark.parametrize("example", sorted(UNSUPPORTED))
def test_catalogue_unsupported_example(example: str) -> None:
    assert compile_error(UNSUPPORTED[example]).message.startswith("unsupported construct: ")
