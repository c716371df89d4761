"""The dump configuration: ``DumpConfig`` and the one merge of its three entries.

Entries, highest first (docs/runtime.md, "Three entries, one configuration"):

1. the API, ``incore.set_dump_config(...)``: each call replaces the API entry with the fields
   it passes (``set_dump_config()`` with no field removes it).  While the API entry sets any
   field it is the whole configuration: the environment and the option are ignored, and the
   fields it leaves unset take their defaults;
2. the environment, ``INCORE_DUMP_PATH`` (``~`` expanded), ``INCORE_DUMP_MODE``,
   ``INCORE_DUMP_LAYER`` (kernel names, comma-separated), ``INCORE_DUMP_SKIP`` (kernel names
   and core kinds never dumped: an entry ``aic``, ``aiv``, ``mix`` or ``kind:<kind>`` is a
   kind), ``INCORE_DUMP_SKIP_KINDS`` (core kinds never dumped), ``INCORE_DUMP_OVERFLOW``,
   ``INCORE_DUMP_EXCEPTION``, ``INCORE_DUMP_ENABLED`` (0/1, false/true, off/on, no/yes): read
   when a Worker is created and by ``get_dump_config()`` (``reload_environment()``), never per
   launch;
3. the Worker option, ``Worker(dump=DumpConfig(...))``.

Without an API entry the environment and the option merge "non-empty overwrite": a field is
taken from the environment when it sets it (None means unset), else from the option, else its
default.  When both set a field to different values, an ERROR names the field and both values
and the environment's is used.  The merged config is logged at INFO with the keyword
``dumper`` whenever it changes.

Kernel filters.  ``kernels`` (``INCORE_DUMP_LAYER``) and ``skip_kernels``
(``INCORE_DUMP_SKIP``) hold kernel names or shell-style patterns (``*``, ``?``, ``[abc]``,
matched case-sensitively, as ``fnmatch.fnmatchcase``): ``'*'`` selects every kernel.
``skip_kinds`` holds core kinds (``aic``, ``aiv``, ``mix``).  A kernel is dumped when it matches
``kernels`` (or ``kernels`` is empty) and matches neither blacklist; the launch checks this
before it copies anything.  An entry of ``kernels`` that no launched kernel matched is one
WARNING (at ``flush_dumps()``, a Worker's close and interpreter exit) naming the entry and the
kernels that did launch.

``resolve(option)`` is called once per launch while any entry could turn dumping on
(``ConfigState.any_active``: the API or environment does, or some Worker has an option); it
returns a cached ``Resolved`` until an entry changes.  With every entry off, launches skip it.
"""

from __future__ import annotations

import fnmatch
import logging
import os
import threading
import time
import traceback
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from incore.errors import runtime_error
from incore.log import LOGGER_NAME
from incore.runtime.dump import holds
from incore.runtime.dump.holds import ROOM
from incore.runtime.host.collector import switch

logger = logging.getLogger(LOGGER_NAME)

MODES = ("input", "output", "all")
DEFAULT_MODE = "output"
KINDS = ("aic", "aiv", "mix")
FIELDS = ("path", "mode", "kernels", "overflow", "exception", "enabled", "skip_kernels",
          "skip_kinds")
ENV_VARS = {
    "path": "INCORE_DUMP_PATH",
    "mode": "INCORE_DUMP_MODE",
    "kernels": "INCORE_DUMP_LAYER",
    "overflow": "INCORE_DUMP_OVERFLOW",
    "exception": "INCORE_DUMP_EXCEPTION",
    "enabled": "INCORE_DUMP_ENABLED",
    "skip_kernels": "INCORE_DUMP_SKIP",
    "skip_kinds": "INCORE_DUMP_SKIP_KINDS",
}
_NAME_LISTS = ("kernels", "skip_kernels", "skip_kinds")
_FLAGS = ("overflow", "exception", "enabled")
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
        return os.path.expanduser(value)
    if field == "mode":
        if value not in MODES:
            return _fail(entry, field, "one of " + ", ".join(map(repr, MODES)), _given(value))
        return value
    if field in _NAME_LISTS:
        what = "core kinds" if field == "skip_kinds" else "kernel names"
        if isinstance(value, str):
            value = [value]
        try:
            names = tuple(value)
        except TypeError:
            return _fail(entry, field, f"a list of {what}", _given(value))
        if not all(isinstance(n, str) and n.strip() for n in names):
            return _fail(entry, field, f"a list of non-empty {what}", _given(value))
        names = tuple(n.strip() for n in names)
        if field == "skip_kinds" and not set(names) <= set(KINDS):
            return _fail(entry, field, "core kinds among " + ", ".join(map(repr, KINDS)),
                         _given(value))
        return names
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
    skip_kernels: tuple[str, ...] | None = None
    skip_kinds: tuple[str, ...] | None = None

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

    def dumps_kernel(self, kernel: str, kind: str | None = None) -> bool:
        """Tensor dumps are on for ``kernel`` of core kind ``kind`` (path set, enabled, kernel
        selected by ``kernels`` and in neither blacklist); the launch is noted for the
        never-matched filter warning."""
        c = self.config
        if not (c.enabled and c.path):
            return False
        if c.kernels:
            selected = FILTERS.saw(c.kernels, kernel)
        else:
            selected = True
        return selected and not (
            (kind is not None and kind in c.skip_kinds)
            or any(fnmatch.fnmatchcase(kernel, p) for p in c.skip_kernels)
        )


OFF = Resolved(DumpConfig(mode=DEFAULT_MODE, kernels=(), overflow=False, exception=False,
                          enabled=True, skip_kernels=(), skip_kinds=()), active=False)


class FilterWatch:
    """Which entries of each ``kernels`` filter matched a launched kernel, and which kernels
    launched while a filter applied, for one WARNING per entry that never matched."""

    MAX_NAMES = 64  # launched kernel names remembered per filter

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.launched: dict[tuple[str, ...], dict[str, None]] = {}
        self.matched: dict[tuple[str, ...], set[str]] = {}
        self.warned: set[tuple[tuple[str, ...], str]] = set()

    def saw(self, patterns: tuple[str, ...], kernel: str) -> bool:
        """``kernel`` launched under the filter ``patterns``; whether the filter selects it."""
        hits = {p for p in patterns if fnmatch.fnmatchcase(kernel, p)}
        launched = self.launched.get(patterns, {})
        if kernel not in launched or not hits <= self.matched.get(patterns, set()):
            with self.lock:
                names = self.launched.setdefault(patterns, {})
                if len(names) < self.MAX_NAMES:
                    names.setdefault(kernel, None)
                self.matched.setdefault(patterns, set()).update(hits)
        return bool(hits)

    def report(self) -> None:
        """One WARNING per filter entry that no launched kernel matched (once each)."""
        with self.lock:
            items = [(p, list(names), set(self.matched.get(p, ())))
                     for p, names in self.launched.items()]
        for patterns, names, matched in items:
            for pattern in patterns:
                if pattern in matched or (patterns, pattern) in self.warned:
                    continue
                self.warned.add((patterns, pattern))
                close = [n for n in names if n.lower() == pattern.lower()]
                hint = (f"; did you mean {close[0]!r}?" if close
                        else "")
                logger.warning(
                    "dumper: the dump kernel filter %r (INCORE_DUMP_LAYER or kernels=) "
                    "matched no launched kernel, so it dumped nothing; kernels launched: %s "
                    "(entries are exact names or shell-style patterns such as 'sax*' or '*', "
                    "case-sensitive)%s", pattern, ", ".join(names) or "none", hint,
                )


FILTERS = FilterWatch()


def report_unmatched_filters() -> None:
    """Warn about ``kernels`` filter entries that matched no launched kernel (once each)."""
    FILTERS.report()


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
        if field in _FLAGS:
            word = raw.strip().lower()
            if word not in _TRUE + _FALSE:
                _fail(entry, field, "one of " + ", ".join(_TRUE + _FALSE), repr(raw))
            values[field] = word in _TRUE
        elif field in _NAME_LISTS:
            names = [n.strip() for n in raw.split(",")]
            what = "core kinds" if field == "skip_kinds" else "kernel names"
            if not all(names):
                _fail(entry, field, f"comma-separated non-empty {what}", repr(raw))
            values[field] = check_field(entry, field, tuple(names))
        elif field == "mode":
            values[field] = check_field(entry, field, raw.strip())
        else:
            values[field] = check_field(entry, field, raw)
    _split_skip(values)
    return DumpConfig(**values)


def _split_skip(values: dict[str, Any]) -> None:
    """``INCORE_DUMP_SKIP`` holds both blacklists: an entry that is a core kind (``aic``,
    ``aiv``, ``mix``, or ``kind:aiv``) goes to ``skip_kinds``, any other to ``skip_kernels``."""
    entries = values.get("skip_kernels")
    if not entries:
        return
    kinds = [e.removeprefix("kind:") for e in entries if e in KINDS or e.startswith("kind:")]
    names = tuple(e for e in entries if not (e in KINDS or e.startswith("kind:")))
    if kinds:
        check_field(f"environment variable {ENV_VARS['skip_kernels']}", "skip_kinds",
                    tuple(kinds))
        values["skip_kinds"] = tuple(dict.fromkeys((*values.get("skip_kinds", ()), *kinds)))
    values["skip_kernels"] = names or None


def check_option(value: Any) -> DumpConfig | None:
    """``Worker(dump=...)`` checked: None or a DumpConfig (TypeError naming the option)."""
    if value is None or isinstance(value, DumpConfig):
        return value
    raise runtime_error(
        "PARAMETER_TYPE", param="dump", expected="None or an incore.DumpConfig",
        given=_given(value),
    )


def merge(api: DumpConfig, env: DumpConfig, option: DumpConfig | None) -> DumpConfig:
    """The API entry alone when it sets any field; otherwise environment > option, non-empty
    overwrite; then defaults.  An ERROR log for each field the environment and the option set
    to different values (the environment wins)."""
    if api.set_fields():
        env = option = DumpConfig()
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
    for name in _NAME_LISTS:
        merged[name] = merged[name] or ()
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
        self._cache: dict[DumpConfig | None, Resolved] = {}
        self._cache_generation = -1
        self._last_logged: DumpConfig | None = None
        # API or environment alone turns something on (a Worker's own dump option is its
        # launches' business: ``DumpSource.wanted``)
        self.any_active = False
        # Launches ask the dump's source while the environment is unread or an entry could
        # apply (``host.collector.ROOMS_ON``)
        switch(ROOM, True)

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

    def _changed(self) -> None:
        self.generation += 1
        merged = merge_quiet(self.api, self.env or DumpConfig())
        on = _is_active(merged)
        if on:
            switch(ROOM, True)
        self.any_active = on
        if not on and self.env is not None:
            holds.switch_off_unless_pending()
        self._log_change(merged)

    def off(self, dump: DumpConfig | None = None) -> bool:
        """Dumping is off for the launches of a Worker whose entry is ``dump``, known without
        merging anything: the environment was read, neither it nor the API entry turns
        dumping on, and the Worker has no entry of its own."""
        return dump is None and not self.any_active and self.env is not None

    def settle_switch(self) -> None:
        """The last tracked dump reference went (``holds``): the dump's collector is switched
        off unless an entry could apply."""
        with self.lock:
            if self.off():
                holds.switch_off_unless_pending()

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
    skips = ""
    if c.skip_kernels:
        skips += f" skip_kernels={','.join(c.skip_kernels)}"
    if c.skip_kinds:
        skips += f" skip_kinds={','.join(c.skip_kinds)}"
    return (f"path={c.path!r} mode={c.mode} kernels={kernels}{skips} overflow={c.overflow} "
            f"exception={c.exception} enabled={c.enabled}")


def call_site(limit: int = 4, package: bool = False) -> str:
    """The caller's stack outside incore's dump package (``package``: outside incore), innermost
    first, as ``file:line (function) <- ...`` (the entry log's call stack,
    docs/runtime.md "Three entries, one configuration")."""
    here = os.path.dirname(os.path.abspath(__file__))
    if package:
        here = os.path.dirname(os.path.dirname(here))
    frames = [f for f in traceback.extract_stack()
              if not os.path.abspath(f.filename).startswith(here)]
    parts = [f"{os.path.basename(f.filename)}:{f.lineno} ({f.name})"
             for f in reversed(frames[-limit:])]
    return " <- ".join(parts) or "unknown"


STATE = ConfigState()
holds.on_idle(STATE.settle_switch)


def set_dump_config(
    path: str | os.PathLike | None = None,
    mode: str | None = None,
    kernels: list[str] | tuple[str, ...] | str | None = None,
    overflow: bool | None = None,
    exception: bool | None = None,
    enabled: bool | None = None,
    skip_kernels: list[str] | tuple[str, ...] | str | None = None,
    skip_kinds: list[str] | tuple[str, ...] | str | None = None,
) -> None:
    """Set the API entry of the dump configuration (the highest of the three entries).

    Each call replaces the previous API entry with the fields it passes.  While it sets any
    field, the environment and the Worker option are ignored (fields left None take their
    defaults); ``set_dump_config()`` with no field removes it, so that they apply again.
    Applies from the next launch.  ValueError naming the field for a bad value (unknown mode,
    empty path...).  Logs the call, its arguments and its call stack at INFO (``dumper``).
    """
    values = {"path": path, "mode": mode, "kernels": kernels, "overflow": overflow,
              "exception": exception, "enabled": enabled, "skip_kernels": skip_kernels,
              "skip_kinds": skip_kinds}
    checked = {k: check_field("set_dump_config", k, v) for k, v in values.items()}
    config = DumpConfig(**checked)
    # The call stack twice: compact in the message (incore's own format shows it on one line)
    # and whole as the record's stack_info, for handlers that print it.
    logger.info("dumper: set_dump_config(%s) called from %s",
                ", ".join(f"{k}={v!r}" for k, v in config.set_fields().items()), call_site(),
                stack_info=True)
    STATE.set_api(config)


def get_dump_config(option: DumpConfig | None = None) -> DumpConfig:
    """The merged dump configuration (the API entry alone when set, else environment >
    ``option``), every field filled.

    Reads the environment again first, so it shows what the next launch will use.  Logs the
    call and the result at INFO (``dumper``).
    """
    STATE.reload_environment()
    config = STATE.resolve(option).config
    logger.info("dumper: get_dump_config() called from %s: %s", call_site(), describe(config))
    return config


def reload_environment() -> DumpConfig:
    """Read ``INCORE_DUMP_*`` again; returns the environment entry."""
    return STATE.reload_environment()


def active(options: Any) -> bool:
    """Launches with ``options`` (a ``LaunchOptions``: its ``dump`` is the Worker's entry)
    would be dumped (a stream launch then waits for the queue, so that its input dump shows
    what it reads)."""
    return not STATE.off(options.dump) and STATE.resolve(options.dump).active


def log_flush(timeout: float | None, pending: int, dumped: int, done: bool,
              started: float, entry: bool = True) -> None:
    """The entry log of ``flush_dumps(timeout)`` (INFO, as every entry call's; DEBUG for
    incore's own call, not ``entry``), then the WARNING of each kernel filter entry that
    matched nothing.  ``dumped`` is the number of dumps this process wrote so far."""
    logger.log(logging.INFO if entry else logging.DEBUG,
               "dumper: flush_dumps(timeout=%r) called from %s: %d pending dump(s), %s in "
               "%.3f s (%d written since the process started)", timeout, call_site(), pending,
               "all written" if done else "timed out", time.monotonic() - started, dumped)
    report_unmatched_filters()


def worker_option(value: Any) -> DumpConfig | None:
    """``Worker(dump=...)``: the option checked (TypeError unless None or a DumpConfig) and
    the environment read again (ValueError naming a bad ``INCORE_DUMP_*`` variable).  The
    Worker's launches consult the option (``DumpSource.wanted``: only that Worker's launches
    leave the fast paths)."""
    option = check_option(value)
    if option is not None:
        logger.info("dumper: Worker(dump=DumpConfig(%s)) called from %s",
                    ", ".join(f"{k}={v!r}" for k, v in option.set_fields().items()),
                    call_site(package=True), stack_info=True)
    STATE.reload_environment()
    return option
