"""The dump configuration: ``DumpConfig`` and the one merge of its three entries.

Entries, highest first (seed 004 "功能入口与配置优先级"):

1. the API, ``incore.set_dump_config(...)``: each call replaces the API entry with the fields
   it passes (``set_dump_config()`` with no field removes it);
2. the environment, ``INCORE_DUMP_PATH``, ``INCORE_DUMP_MODE``, ``INCORE_DUMP_LAYER`` (kernel
   names, comma-separated), ``INCORE_DUMP_OVERFLOW``, ``INCORE_DUMP_EXCEPTION``: read when a
   Worker is created and by ``get_dump_config()`` (``reload_environment()``), never per launch;
3. the Worker option, ``Worker(dump=DumpConfig(...))``.

The merge is "non-empty overwrite": a field is taken from the highest entry that sets it
(None means unset), else its default.  When the environment and the option both set a field to
different values, an ERROR names the field and both values and the environment's is used.
The merged config is logged at INFO with the keyword ``dumper`` whenever it changes.

``resolve(option)`` is called once per launch while any entry could turn dumping on
(``ConfigState.any_active``: the API or environment does, or some Worker has an option); it
returns a cached ``Resolved`` until an entry changes.  With every entry off, launches skip it.
"""

from __future__ import annotations

import logging
import os
import threading
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from incore.errors import runtime_error
from incore.log import LOGGER_NAME

logger = logging.getLogger(LOGGER_NAME)

MODES = ("input", "output", "all")
DEFAULT_MODE = "output"
FIELDS = ("path", "mode", "kernels", "overflow", "exception", "enabled")
ENV_VARS = {
    "path": "INCORE_DUMP_PATH",
    "mode": "INCORE_DUMP_MODE",
    "kernels": "INCORE_DUMP_LAYER",
    "overflow": "INCORE_DUMP_OVERFLOW",
    "exception": "INCORE_DUMP_EXCEPTION",
}
_TRUE = ("1", "true", "on", "yes")
_FALSE = ("0", "false", "off", "no")


def _given(value: Any) -> str:
    return f"{value!r} ({type(value).__name__})"


def _invalid(entry: str, field: str, expected: str, given: str) -> BaseException:
    return runtime_error(
        "DUMP_CONFIG_INVALID", entry=entry, field=field, expected=expected, given=given
    )


def check_field(entry: str, field: str, value: Any) -> Any:
    """``value`` of dump field ``field`` checked and normalised (None stays None); ValueError
    (DUMP_CONFIG_INVALID) naming ``entry`` and the field otherwise."""
    if value is None:
        return None
    if field == "path":
        if isinstance(value, os.PathLike):
            value = os.fspath(value)
        if not isinstance(value, str) or not value.strip():
            return _fail(entry, field, "a non-empty path", _given(value))
        return value
    if field == "mode":
        if value not in MODES:
            return _fail(entry, field, "one of " + ", ".join(map(repr, MODES)), _given(value))
        return value
    if field == "kernels":
        if isinstance(value, str):
            value = [value]
        try:
            names = tuple(value)
        except TypeError:
            return _fail(entry, field, "a list of kernel names", _given(value))
        if not all(isinstance(n, str) and n.strip() for n in names):
            return _fail(entry, field, "a list of non-empty kernel names", _given(value))
        return tuple(n.strip() for n in names)
    if not isinstance(value, bool):
        return _fail(entry, field, "True, False or None", _given(value))
    return value


def _fail(entry: str, field: str, expected: str, given: str) -> Any:
    raise _invalid(entry, field, expected, given)


@dataclass(frozen=True)
class DumpConfig:
    """Dump settings; None leaves a field to a lower entry (or its default).

    ``path`` the directory dumps go to (required for any dump to be written); ``mode``
    ``"input"``, ``"output"`` (default) or ``"all"``; ``kernels`` the kernel names whose
    tensors are dumped (None or empty: all); ``overflow`` scan float outputs for NaN/Inf and
    dump those tensors (default False; any kernel); ``exception`` dump the whole launch state
    at a DeviceFault or failed assert (default False); ``enabled`` False turns every dump off
    (default True).  A bad value is a ValueError naming the field.
    """

    path: str | None = None
    mode: str | None = None
    kernels: tuple[str, ...] | None = None
    overflow: bool | None = None
    exception: bool | None = None
    enabled: bool | None = None

    def __post_init__(self) -> None:
        for name in FIELDS:
            object.__setattr__(self, name, check_field("DumpConfig", name, getattr(self, name)))

    def set_fields(self) -> dict[str, Any]:
        """The fields this entry sets (not None)."""
        return {f.name: getattr(self, f.name) for f in fields(self) if getattr(self, f.name)
                is not None}


@dataclass(frozen=True)
class Resolved:
    """The merged configuration one launch uses (every field filled)."""

    config: DumpConfig
    active: bool  # anything at all is dumped or scanned

    @property
    def root(self) -> Path | None:
        """The dump directory, or None when no path is configured."""
        return Path(self.config.path) if self.config.path else None

    def dumps_kernel(self, kernel: str) -> bool:
        """Tensor dumps are on for ``kernel`` (path set, enabled, kernel selected)."""
        c = self.config
        return bool(c.enabled and c.path and (not c.kernels or kernel in c.kernels))


OFF = Resolved(DumpConfig(mode=DEFAULT_MODE, kernels=(), overflow=False, exception=False,
                          enabled=True), active=False)


def parse_environment(environ: Any = None) -> DumpConfig:
    """The environment entry: ``INCORE_DUMP_*`` read into a DumpConfig (unset or empty
    variables leave their field unset); ValueError naming the variable for a bad value."""
    env = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    for field, var in ENV_VARS.items():
        raw = env.get(var)
        if raw is None or raw == "":
            continue
        entry = f"environment variable {var}"
        if field in ("overflow", "exception"):
            word = raw.strip().lower()
            if word not in _TRUE + _FALSE:
                _fail(entry, field, "one of " + ", ".join(_TRUE + _FALSE), repr(raw))
            values[field] = word in _TRUE
        elif field == "kernels":
            names = [n.strip() for n in raw.split(",")]
            if not all(names):
                _fail(entry, field, "comma-separated non-empty kernel names", repr(raw))
            values[field] = tuple(names)
        elif field == "mode":
            values[field] = check_field(entry, field, raw.strip())
        else:
            values[field] = check_field(entry, field, raw)
    return DumpConfig(**values)


def check_option(value: Any) -> DumpConfig | None:
    """``Worker(dump=...)`` checked: None or a DumpConfig (TypeError naming the option)."""
    if value is None or isinstance(value, DumpConfig):
        return value
    raise runtime_error(
        "PARAMETER_TYPE", param="dump", expected="None or an incore.DumpConfig",
        given=_given(value),
    )


def merge(api: DumpConfig, env: DumpConfig, option: DumpConfig | None) -> DumpConfig:
    """API > environment > option, non-empty overwrite, then defaults; an ERROR log for each
    field the environment and the option set to different values (the environment wins)."""
    option = option or DumpConfig()
    merged: dict[str, Any] = {}
    for name in FIELDS:
        a, e, o = getattr(api, name), getattr(env, name), getattr(option, name)
        if e is not None and o is not None and e != o:
            var = ENV_VARS.get(name, name)
            logger.error(
                "dumper: conflicting dump field %r: environment %s=%r, Worker(dump=...) %r; "
                "using the environment's", name, var, e, o,
            )
        merged[name] = next((v for v in (a, e, o) if v is not None), None)
    merged["mode"] = merged["mode"] or DEFAULT_MODE
    merged["kernels"] = merged["kernels"] or ()
    for name in ("overflow", "exception"):
        merged[name] = bool(merged[name])
    merged["enabled"] = merged["enabled"] is not False
    return DumpConfig(**merged)


def _is_active(c: DumpConfig) -> bool:
    return bool(c.enabled and (c.path or c.overflow))


class ConfigState:
    """The process's API and environment entries, and the cache of merged configs by option.

    ``generation`` moves whenever an entry changes; ``resolve`` recomputes only then.
    """

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.api = DumpConfig()
        self.env: DumpConfig | None = None  # read on first use
        self.generation = 0
        self.options_seen = False  # some Worker has a dump option
        self._cache: dict[DumpConfig | None, Resolved] = {}
        self._cache_generation = -1
        self._last_logged: DumpConfig | None = None
        self.any_active = False  # API or environment alone turns something on

    def set_api(self, config: DumpConfig) -> None:
        """Replace the API entry."""
        with self.lock:
            self.api = config
            self._changed()

    def reload_environment(self) -> DumpConfig:
        """Read the environment entry again (ValueError naming a bad variable)."""
        env = parse_environment()
        with self.lock:
            if env != self.env:
                self.env = env
                self._changed()
        return env

    def note_option(self, option: DumpConfig | None) -> None:
        """A Worker was created with ``option``: launches must now consult options."""
        if option is not None and not self.options_seen:
            with self.lock:
                self.options_seen = True
                self._changed()

    def _changed(self) -> None:
        self.generation += 1
        merged = merge_quiet(self.api, self.env or DumpConfig())
        self.any_active = self.options_seen or _is_active(merged)
        self._log_change(merged)

    def _log_change(self, merged: DumpConfig) -> None:
        if self._last_logged is None and not _is_active(merged):
            self._last_logged = merged  # dumping starts off: nothing changed, nothing to say
            return
        if merged != self._last_logged:
            self._last_logged = merged
            logger.info("dumper: dump config is now %s", describe(merged))

    def resolve(self, option: DumpConfig | None) -> Resolved:
        """The merged config for a launch by a Worker with ``option`` (cached)."""
        if self.env is None:
            self.reload_environment()
        cache = self._cache
        if self._cache_generation != self.generation:
            with self.lock:
                cache = self._cache = {}
                self._cache_generation = self.generation
        hit = cache.get(option)
        if hit is not None:
            return hit
        merged = merge(self.api, self.env or DumpConfig(), option)
        resolved = Resolved(merged, _is_active(merged))
        cache[option] = resolved
        self._log_change(merged)
        return resolved


def merge_quiet(api: DumpConfig, env: DumpConfig) -> DumpConfig:
    """``merge`` of the API and environment entries alone, without conflict logs."""
    return merge(api, env, None)


def describe(c: DumpConfig) -> str:
    """One line naming every field of a merged config."""
    kernels = ",".join(c.kernels) if c.kernels else "all"
    return (f"path={c.path!r} mode={c.mode} kernels={kernels} overflow={c.overflow} "
            f"exception={c.exception} enabled={c.enabled}")


STATE = ConfigState()


def set_dump_config(
    path: str | os.PathLike | None = None,
    mode: str | None = None,
    kernels: list[str] | tuple[str, ...] | str | None = None,
    overflow: bool | None = None,
    exception: bool | None = None,
    enabled: bool | None = None,
) -> None:
    """Set the API entry of the dump configuration (the highest of the three entries).

    Each call replaces the previous API entry with the fields it passes; fields left None fall
    through to the environment and the Worker option.  Applies from the next launch.
    ValueError naming the field for a bad value (unknown mode, empty path...).
    """
    values = {"path": path, "mode": mode, "kernels": kernels, "overflow": overflow,
              "exception": exception, "enabled": enabled}
    checked = {k: check_field("set_dump_config", k, v) for k, v in values.items()}
    config = DumpConfig(**checked)
    logger.info("dumper: set_dump_config(%s)",
                ", ".join(f"{k}={v!r}" for k, v in config.set_fields().items()))
    STATE.set_api(config)


def get_dump_config(option: DumpConfig | None = None) -> DumpConfig:
    """The merged dump configuration (API > environment > ``option``), every field filled.

    Reads the environment again first, so it shows what the next launch will use.
    """
    STATE.reload_environment()
    return STATE.resolve(option).config


def reload_environment() -> DumpConfig:
    """Read ``INCORE_DUMP_*`` again; returns the environment entry."""
    return STATE.reload_environment()


def worker_option(value: Any) -> DumpConfig | None:
    """``Worker(dump=...)``: the option checked (TypeError unless None or a DumpConfig), the
    environment read again (ValueError naming a bad ``INCORE_DUMP_*`` variable) and the
    option noted, so that launches consult it."""
    option = check_option(value)
    STATE.reload_environment()
    STATE.note_option(option)
    return option
