"""The schema of ``.incore.meta`` (format 1, docs/abi.md "Schema"), checked when a program is
registered.

The runtime reads the meta on every launch (argument binding, staging, device logs, assertion
aborts, fault reports) and trusts what it reads, so a meta from a file or a caller is checked
here once, completely: every key the runtime relies on is present with the right JSON type,
slots follow the ABI, names are unique, dtypes and levels are known, and the seal
(``seal.py``) matches.  Any defect is a ``LoaderError`` whose message names the field path,
e.g. ``.incore.meta: params[2].slot: 51 is out of range 0..31 for a tensor``; nothing later
meets a missing key or a wrong type.
"""

from __future__ import annotations

import json
import re
from typing import Any, NoReturn

from incore import abi
from incore.errors import LoaderError
from incore.log import DEVICE_LEVELS

from .extract import ENTRY
from .seal import SEALED_FIELDS, meta_digest, text_digest

FORMAT = 1
CORE_KINDS = ("aic", "aiv", "mix")
POLICIES = ("default", "bypass")
SITE_KINDS = ("log", "assert", abi.BOUNDS_SITE_KIND, abi.PRINT_SITE_KIND)
MAX_DIM = (1 << 63) - 1  # a fixed extent fits the TensorDesc's int64 shape entry
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")
_HEX64 = re.compile(r"[0-9a-f]{64}\Z")

REQUIRED = ("format", "kernel", "entry", "arch", "core_kind", "variant", "params", "loads",
            "reads_l2_offset", "sites", "traps", "options", "source", "source_hash",
            "text_sha256", "meta_sha256")
# objects without DWARF line info (hand-built payloads) have no lines table; only the
# sanitizer's checked variant has sanitize_sites; only a kernel with breakpoint() statements
# has breakpoints (the compiler warns about them; the runtime never reads them)
OPTIONAL = ("lines", "sanitize_sites", "breakpoints", "consts")
# only a kernel with const parameters has consts: the values it was specialised with
TENSOR_KEYS = ("name", "kind", "slot", "dtype", "dims", "written", "policy")
SCALAR_KEYS = ("name", "kind", "slot", "dtype")
SITE_KEYS = ("id", "kind", "level", "fmt", "file", "line", "arg_types")
BOUNDS_KEYS = SITE_KEYS + ("tensor", "rank", "dims")
PRINT_KEYS = SITE_KEYS + ("shapes", "slots")
BREAKPOINT_KEYS = ("file", "line")
TRAP_KEYS = ("id", "cause", "file", "line")
SANITIZE_SITE_KEYS = ("id", "kind", "line", "param", "flag")
SANITIZE_SITE_KINDS = ("begin", "read", "write", "atomic", "set", "wait", "barrier", "index")
SANITIZE_INDEX_KEYS = ("dim", "access")  # an index site's, and only theirs
SANITIZE_ACCESS_KINDS = ("read", "write", "atomic")


class _Checker:
    """Type checks that report ``where: path: problem``."""

    def __init__(self, where: str) -> None:
        self.where = where

    def fail(self, path: str, why: str) -> NoReturn:
        raise LoaderError(f"{self.where}: {path}: {why}" if path else f"{self.where}: {why}")

    def obj(self, value: Any, path: str, required: tuple, optional: tuple = ()) -> dict:
        if not isinstance(value, dict):
            self.fail(path, f"expected an object, got {_kind(value)}")
        for key in value:
            if not isinstance(key, str):
                self.fail(path, f"a key of type {type(key).__name__} is not a string")
        for key in required:
            if key not in value:
                self.fail(path, f"missing key {key!r}")
        unknown = [k for k in value if k not in required and k not in optional]
        if unknown:
            self.fail(f"{path}.{unknown[0]}" if path else unknown[0],
                      f"unknown key (expected {', '.join(required + optional)})")
        return value

    def integer(self, value: Any, path: str, lo: int, hi: int, what: str = "") -> int:
        if not isinstance(value, int) or isinstance(value, bool):
            self.fail(path, f"expected an integer, got {_kind(value)}")
        if not lo <= value <= hi:
            bits = value.bit_length()
            shown = value if bits <= 64 else f"an integer of {bits} bits"
            self.fail(path, f"{shown} is out of range {lo}..{hi}{what}")
        return value

    def string(
        self, value: Any, path: str, choices: tuple | None = None,
        pattern: re.Pattern | None = None, what: str = "",
    ) -> str:
        if not isinstance(value, str):
            self.fail(path, f"expected a string, got {_kind(value)}")
        if choices is not None and value not in choices:
            self.fail(path, f"{value[:80]!r} is not one of {', '.join(choices)}{what}")
        if pattern is not None and not pattern.match(value):
            self.fail(path, f"{value[:80]!r} is not {what}")
        return value

    def boolean(self, value: Any, path: str) -> bool:
        if not isinstance(value, bool):
            self.fail(path, f"expected true or false, got {_kind(value)}")
        return value

    def array(self, value: Any, path: str, max_len: int | None = None) -> list:
        if not isinstance(value, list):
            self.fail(path, f"expected a list, got {_kind(value)}")
        if max_len is not None and len(value) > max_len:
            self.fail(path, f"{len(value)} entries; at most {max_len}")
        return value


def _kind(value: Any) -> str:
    """The JSON name of ``value``'s type (Python's for non-JSON values)."""
    names = {dict: "an object", list: "a list", str: "a string", bool: "a bool",
             int: "an integer", float: "a number", type(None): "null"}
    return names.get(type(value), f"a {type(value).__name__}")


def validate_meta(meta: Any, where: str) -> dict:
    """Check ``meta`` against the ``.incore.meta`` schema and return a deep copy of it.

    ``where`` prefixes every message (``".incore.meta"`` for an ELF's section, ``"meta="``
    for a caller's dict).  Raises ``LoaderError`` naming the field path for a missing or
    unknown key, a wrong type, a slot out of range or off the ABI's order, a duplicate name or
    id, an unknown dtype, core kind, arch or log level, a malformed dims entry, and a
    ``meta_sha256`` seal that does not match the sealed fields.
    """
    c = _Checker(where)
    c.obj(meta, "", REQUIRED, OPTIONAL)
    c.integer(meta["format"], "format", FORMAT, FORMAT, " (the format this incore reads)")
    c.string(meta["kernel"], "kernel", pattern=_IDENT, what="an identifier")
    c.string(meta["entry"], "entry", (ENTRY,),
             what=f": the device enters the payload at offset 0 as {ENTRY}(args)")
    c.string(meta["arch"], "arch", abi.ARCHS)
    kind = c.string(meta["core_kind"], "core_kind", CORE_KINDS)
    variants = ("aic", "aiv") if kind == "mix" else (kind,)
    c.string(meta["variant"], "variant", variants, what=f" (a {kind} kernel's payload)")
    tensors = _params(c, meta["params"])
    _loads(c, meta["loads"])
    c.boolean(meta["reads_l2_offset"], "reads_l2_offset")
    _sites(c, meta["sites"], tensors)
    _traps(c, meta["traps"])
    if "lines" in meta:
        _lines(c, meta["lines"])
    if "sanitize_sites" in meta:
        _sanitize_sites(c, meta["sanitize_sites"], len(meta["params"]))
    if "breakpoints" in meta:
        _breakpoints(c, meta["breakpoints"])
    if "consts" in meta:
        _consts(c, meta["consts"])
    _options(c, meta["options"])
    c.string(meta["source"], "source")
    source_hash = c.string(meta["source_hash"], "source_hash")
    if not (source_hash.startswith("sha256:") and _HEX64.match(source_hash[7:])):
        c.fail("source_hash", f"{source_hash[:80]!r} is not 'sha256:' and 64 hex digits")
    hex64 = "64 lowercase hex digits"
    c.string(meta["text_sha256"], "text_sha256", pattern=_HEX64, what=hex64)
    seal = c.string(meta["meta_sha256"], "meta_sha256", pattern=_HEX64, what=hex64)
    if meta_digest(meta) != seal:
        c.fail("meta_sha256", f"the sealed fields ({', '.join(SEALED_FIELDS)}) do not match "
               "their digest: the meta was edited after linking; relink the kernel, or seal a "
               "hand-built meta with incore.loader.seal_meta(meta, text)")
    return json.loads(json.dumps(meta))


def check_payload(meta: dict, text: bytes, where: str) -> None:
    """Raise ``LoaderError`` unless ``text`` is the payload ``meta`` (already validated)
    describes: its SHA-256 is ``text_sha256`` and no line-table offset lies past its end."""
    actual = text_digest(text)
    if actual != meta["text_sha256"]:
        raise LoaderError(f"{where}: text_sha256: the payload's SHA-256 is {actual[:16]}..., "
                          f"the meta records {meta['text_sha256'][:16]}...: this meta describes "
                          "another payload")
    rows = meta.get("lines", {}).get("rows", [])
    if rows and rows[-1][0] > len(text):  # a sequence may end at the payload's end
        raise LoaderError(f"{where}: lines.rows[{len(rows) - 1}]: offset {rows[-1][0]} is past "
                          f"the end of the {len(text)}-byte payload")


def _params(c: _Checker, value: Any) -> dict[str, dict]:
    """Check ``params``; return the tensor params by name."""
    params = c.array(value, "params", abi.MAX_TENSORS + abi.MAX_SCALARS)
    names: dict[str, int] = {}
    slots: dict[int, int] = {}
    tensors: dict[str, dict] = {}
    counts = {"tensor": 0, "scalar": 0}
    for i, p in enumerate(params):
        at = f"params[{i}]"
        if not isinstance(p, dict):
            c.fail(at, f"expected an object, got {_kind(p)}")
        if "kind" not in p:
            c.fail(at, "missing key 'kind'")
        kind = c.string(p["kind"], f"{at}.kind", ("tensor", "scalar"))
        c.obj(p, at, TENSOR_KEYS if kind == "tensor" else SCALAR_KEYS,
              () if kind == "tensor" else ("launch",))
        name = c.string(p["name"], f"{at}.name", pattern=_IDENT, what="an identifier")
        if name in names:
            c.fail(f"{at}.name", f"{name!r} is also the name of params[{names[name]}]")
        names[name] = i
        base, limit = ((abi.TENSOR_SLOT_BASE, abi.MAX_TENSORS) if kind == "tensor"
                       else (abi.SCALAR_SLOT_BASE, abi.MAX_SCALARS))
        if counts[kind] >= limit:
            c.fail(at, f"a kernel takes at most {limit} {kind} parameters; this is {kind} "
                   f"number {counts[kind] + 1}")
        slot = c.integer(p["slot"], f"{at}.slot", base, base + limit - 1, f" for a {kind}")
        if slot in slots:
            c.fail(f"{at}.slot", f"slot {slot} is also the slot of params[{slots[slot]}]")
        slots[slot] = i
        expected = base + counts[kind]
        if slot != expected:
            c.fail(f"{at}.slot", f"{slot} is not {expected}: the ABI passes the "
                   f"{_ordinal(counts[kind] + 1)} {kind} parameter in args[{expected}]")
        counts[kind] += 1
        c.string(p["dtype"], f"{at}.dtype", tuple(abi.DTYPE_CODES))
        if "launch" in p:
            c.string(p["launch"], f"{at}.launch", abi.LAUNCH_PARAMS)
        if kind == "tensor":
            _dims(c, p["dims"], f"{at}.dims")
            c.boolean(p["written"], f"{at}.written")
            c.string(p["policy"], f"{at}.policy", POLICIES)
            tensors[name] = p
    return tensors


def _ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


def _dims(c: _Checker, value: Any, path: str) -> list:
    dims = c.array(value, path, abi.MAX_DIMS)
    if not dims:
        c.fail(path, "a tensor has at least one dimension")
    for k, d in enumerate(dims):
        if isinstance(d, str):
            c.string(d, f"{path}[{k}]", pattern=_IDENT, what="a symbol name")
        elif isinstance(d, int) and not isinstance(d, bool):
            c.integer(d, f"{path}[{k}]", 0, MAX_DIM)
        else:
            c.fail(f"{path}[{k}]", f"expected a non-negative integer or a symbol name, got "
                   f"{_kind(d)}")
    return dims


def _options(c: _Checker, value: Any) -> None:
    if not isinstance(value, dict):
        c.fail("options", f"expected an object, got {_kind(value)}")
    for key, option in value.items():
        if not isinstance(key, str):
            c.fail("options", f"a key of type {type(key).__name__} is not a string")
        if not isinstance(option, (str, int, float, bool, type(None))):
            c.fail(f"options.{key}", f"expected a string, number, bool or null, got "
                   f"{_kind(option)}")
        if isinstance(option, int) and not isinstance(option, bool):
            c.integer(option, f"options.{key}", -(1 << 63), (1 << 64) - 1)


def _loads(c: _Checker, value: Any) -> None:
    loads = c.obj(value, "loads", POLICIES)
    for policy in POLICIES:
        c.integer(loads[policy], f"loads.{policy}", 0, MAX_DIM)


def _sites(c: _Checker, value: Any, tensors: dict[str, dict]) -> None:
    for i, s in enumerate(c.array(value, "sites")):
        at = f"sites[{i}]"
        if not isinstance(s, dict):
            c.fail(at, f"expected an object, got {_kind(s)}")
        if "kind" not in s:
            c.fail(at, "missing key 'kind'")
        kind = c.string(s["kind"], f"{at}.kind", SITE_KINDS)
        keys = {abi.BOUNDS_SITE_KIND: BOUNDS_KEYS, abi.PRINT_SITE_KIND: PRINT_KEYS}
        c.obj(s, at, keys.get(kind, SITE_KEYS))
        c.integer(s["id"], f"{at}.id", i, i, ": site ids number the sites in order")
        levels = {"log": tuple(DEVICE_LEVELS), abi.PRINT_SITE_KIND: (abi.PRINT_LEVEL,)}.get(
            kind, ("assert",))
        c.string(s["level"], f"{at}.level", levels, what=f" (a {kind} site)")
        c.string(s["fmt"], f"{at}.fmt")
        c.string(s["file"], f"{at}.file")
        c.integer(s["line"], f"{at}.line", 0, MAX_DIM)
        types = c.array(s["arg_types"], f"{at}.arg_types", abi.MAX_LOG_ARGS)
        for k, t in enumerate(types):
            c.string(t, f"{at}.arg_types[{k}]", tuple(abi.DTYPE_CODES))
        if kind == abi.PRINT_SITE_KIND:
            _print_site(c, s, at, types)
        if kind == abi.BOUNDS_SITE_KIND:
            tensor = c.string(s["tensor"], f"{at}.tensor", tuple(tensors),
                           what=" (the tensor parameters)")
            dims = _dims(c, s["dims"], f"{at}.dims")
            if dims != tensors[tensor]["dims"]:
                c.fail(f"{at}.dims", f"{dims} are not the dims {tensors[tensor]['dims']} of "
                       f"tensor {tensor!r}")
            c.integer(s["rank"], f"{at}.rank", len(dims), len(dims), f": {tensor!r} has rank "
                  f"{len(dims)}")


def _print_site(c: _Checker, s: dict, at: str, types: list) -> None:
    """A print site's ``shapes`` (one per argument, [] for a scalar), its ``slots`` (what the
    record layout of ``incore.abi`` gives them) and a ``fmt`` with one ``{}`` per argument."""
    shapes = c.array(s["shapes"], f"{at}.shapes", len(types))
    if len(shapes) != len(types):
        c.fail(f"{at}.shapes", f"{len(shapes)} entries for {len(types)} arg_types")
    for k, shape in enumerate(shapes):
        for d, n in enumerate(c.array(shape, f"{at}.shapes[{k}]", abi.MAX_DIMS)):
            c.integer(n, f"{at}.shapes[{k}][{d}]", 1, MAX_DIM)
    slots = abi.print_slots(abi.print_layout(types, shapes)[1])
    c.integer(s["slots"], f"{at}.slots", slots, slots, ": the record layout of its arguments")
    try:
        s["fmt"].format(*[""] * len(types))
    except (IndexError, KeyError, ValueError) as exc:
        c.fail(f"{at}.fmt", f"does not format {len(types)} value(s): {exc}")


def _consts(c: _Checker, value: Any) -> None:
    if not isinstance(value, dict):
        c.fail("consts", f"expected an object, got {_kind(value)}")
    for name, v in value.items():
        if not isinstance(name, str) or not _IDENT.match(name):
            c.fail("consts", f"{name!r} is not an identifier")
        if not isinstance(v, (bool, int, float)):
            c.fail(f"consts.{name}", f"expected an int, float or bool, got {_kind(v)}")


def _breakpoints(c: _Checker, value: Any) -> None:
    for i, b in enumerate(c.array(value, "breakpoints")):
        at = f"breakpoints[{i}]"
        c.obj(b, at, BREAKPOINT_KEYS)
        c.string(b["file"], f"{at}.file")
        c.integer(b["line"], f"{at}.line", 0, MAX_DIM)


def _traps(c: _Checker, value: Any) -> None:
    for i, t in enumerate(c.array(value, "traps")):
        at = f"traps[{i}]"
        c.obj(t, at, TRAP_KEYS)
        c.integer(t["id"], f"{at}.id", i, i, ": trap ids number the traps in order")
        c.string(t["cause"], f"{at}.cause")
        c.string(t["file"], f"{at}.file")
        c.integer(t["line"], f"{at}.line", 0, MAX_DIM)


def _sanitize_sites(c: _Checker, value: Any, nparams: int) -> None:
    for i, s in enumerate(c.array(value, "sanitize_sites")):
        at = f"sanitize_sites[{i}]"
        index = isinstance(s, dict) and s.get("kind") == "index"
        c.obj(s, at, SANITIZE_SITE_KEYS + (SANITIZE_INDEX_KEYS if index else ()))
        c.integer(s["id"], f"{at}.id", i, i, ": site ids number the sites in order")
        c.string(s["kind"], f"{at}.kind", SANITIZE_SITE_KINDS)
        c.integer(s["line"], f"{at}.line", 0, MAX_DIM)
        c.integer(s["param"], f"{at}.param", -1, nparams - 1)
        c.integer(s["flag"], f"{at}.flag", abi.SYNC_ALL_EVENT_FLAG, abi.FLAG_COUNT - 1)
        if index:
            c.integer(s["dim"], f"{at}.dim", 0, abi.MAX_DIMS - 1)
            c.string(s["access"], f"{at}.access", SANITIZE_ACCESS_KINDS)


def _lines(c: _Checker, value: Any) -> None:
    table = c.obj(value, "lines", ("file", "rows"))
    c.string(table["file"], "lines.file")
    last = -1
    for i, row in enumerate(c.array(table["rows"], "lines.rows")):
        at = f"lines.rows[{i}]"
        if not isinstance(row, list) or len(row) != 2:
            c.fail(at, f"expected an [offset, line] pair, got {_kind(row)}")
        offset = c.integer(row[0], f"{at}[0]", last + 1, MAX_DIM, ": offsets increase row by row")
        c.integer(row[1], f"{at}[1]", 0, MAX_DIM)
        last = offset
