"""The values of kernels' ``const`` parameters as the compiler keys and caches them.

``incore.compile(..., consts={"mm": {"TM": 128}})`` takes them as the ``consts`` compile
option (part of the compile cache key when set); ``Kernel.specialize`` keeps one compiled
kernel per distinct set in memory, keyed by :func:`value_key`.  The frontend checks the
values themselves (``incore.frontend.const_params``).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

ConstValue = int | float | bool


def plain_value(value: object) -> object:
    """``value`` with a numpy scalar turned into the Python int, float or bool it holds."""
    item = getattr(value, "item", None)
    if item is not None and getattr(value, "shape", None) == ():
        return item()
    return value


def plain_values(values: Mapping[str, object]) -> dict[str, object]:
    """:func:`plain_value` of each value, names kept in order."""
    return {name: plain_value(v) for name, v in values.items()}


def full_values(params: list[dict], values: Mapping[str, object]) -> dict[str, object]:
    """``values`` with the defaults of the ``params`` (``Kernel.const_params``) not given,
    an int given for a float parameter as the float the compiler makes of it: two ways of
    writing one specialisation give one set.  Unknown names stay for the compiler to
    reject."""
    out = {}
    for p in params:
        name = p["name"]
        if name in values:
            v = values[name]
            is_int = isinstance(v, int) and not isinstance(v, bool)
            out[name] = float(v) if p["kind"] == "float" and is_int else v
        elif p["default"] is not None:
            out[name] = p["default"]
    out.update((name, v) for name, v in values.items() if name not in out)
    return out


def value_key(values: Mapping[str, object]) -> tuple:
    """A hashable key of a set of const values that tells ``1``, ``1.0`` and ``True`` apart
    (Python hashes them alike, the compiler does not)."""
    return tuple(sorted((name, type(v).__name__, repr(v)) for name, v in values.items()))


def consts_option(consts: Mapping[str, Mapping[str, object]] | None) -> dict | None:
    """The ``consts`` compile option: kernel name -> {parameter: value} with the names in a
    fixed order and numpy scalars as Python values (None when nothing is given).  A
    ``TypeError`` for anything but such a mapping."""
    if consts is None:
        return None
    if not isinstance(consts, Mapping) or not all(
            isinstance(k, str) and isinstance(v, Mapping) for k, v in consts.items()):
        raise TypeError("consts must map kernel names to {parameter: value} mappings, got "
                        f"{consts!r}")
    out = {}
    for kernel in sorted(consts):
        values = consts[kernel]
        for name in values:
            if not isinstance(name, str):
                raise TypeError(f"consts[{kernel!r}]: a parameter name is a str, got {name!r}")
        out[kernel] = {name: plain_value(values[name]) for name in sorted(values)}
    return out or None


def specialise(kernel: Any, values: Mapping[str, object], compile_fn: Callable) -> Any:
    """``kernel.specialize(**values)``: the kernel compiled by ``compile_fn`` (the source's
    ``incore.compile``) with its const parameters set to ``values`` over the ones ``kernel``
    has; one compile per distinct full set of values, kept on the kernel the set was first
    specialised from (``_specialised``)."""
    base = kernel.__dict__.get("_const_base") or kernel
    bound = full_values(base.const_params, {**kernel.consts, **plain_values(values)})
    key = value_key(bound)
    if not base.is_template and key == value_key(base.consts):
        return base  # the values base was compiled with
    with base._variant_lock:
        done = base.__dict__.setdefault("_specialised", {})
        found = done.get(key)
        if found is None:
            module = getattr(base, "_module", None)
            if module is None:
                raise ValueError(f"kernel {base.name!r} was not built by incore.compile, so "
                                 "it cannot be specialised")
            options = {**base._options, "consts": {base.name: bound}}
            found = compile_fn(module.source, module._filename, **options,
                               cache=base._cache)[base.name]
            found._const_base = base
            done[key] = found
    return found
