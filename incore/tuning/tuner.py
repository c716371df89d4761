"""``incore.autotune``: a launcher that picks, per key, the best config of const values.

``tuned = incore.autotune(mm, configs=[{"TM": 64}, {"TM": 128}], key=("M", "N"))`` is used
in place of the kernel: ``w.launch(tuned, a, b, c, blocks=4)``, ``s.launch(tuned, ...)``.
The first launch for a value of the key (shape symbols and scalar parameters, read from the
arguments) compiles and runs every config's kernel on copies of the written tensors, keeps
the best by the metric, and launches it on the user's arguments; later launches with that
key go straight to it.  Figures persist on disk (``store.py``), so another process, or a
tuner with one more config, runs only the trials that have no entry yet.
"""

from __future__ import annotations

import hashlib
import inspect
import json
import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from incore.exceptions import TuningError
from incore.log import get_logger
from incore.specialization import full_values, plain_value, plain_values, value_key
from incore.tuning import store
from incore.tuning.trials import METRICS, measure

_log = get_logger()


@dataclass(frozen=True)
class Trial:
    """One config's result for one key: its ``figure`` (None when it failed: ``error``
    says why), and whether it came from the disk (``stored``) or was run now."""

    config: dict
    figure: float | None
    error: str | None = None
    stored: bool = False


def autotune(kernel: Any, configs: Sequence[Mapping[str, Any]], key: Iterable[str] = (),
             metric: str = "time", *, prune: Callable[..., Iterable] | None = None,
             warmup: int = 1, reps: int = 5) -> Tuned:
    """A launcher of ``kernel`` that tunes its const parameters over ``configs`` (dicts of
    const values) per value of ``key`` (names of shape symbols or scalar parameters).

    ``metric``: ``"time"`` (median host time of ``reps`` launches after ``warmup``),
    ``"l2_bytes"`` or ``"l2_time"`` (the L2 model's main-memory bytes or estimated memory
    time of one launch; a Worker with ``l2_model``).  ``prune(configs, key_values)`` (or
    ``prune(configs)``) returns the configs worth trying for a key; one left is taken
    without a trial, none is a ``TuningError``, as is every config failing (each one's
    reason listed)."""
    if not hasattr(kernel, "specialize") or not hasattr(kernel, "const_params"):
        raise TypeError(f"autotune takes an incore.Kernel, got {type(kernel).__name__}")
    if metric not in METRICS:
        raise ValueError(f"metric must be one of {', '.join(METRICS)}, got {metric!r}")
    if isinstance(configs, Mapping) or not isinstance(configs, Sequence) or not configs:
        raise ValueError("configs must be a non-empty list of dicts of const values, "
                         f"e.g. [{{'TM': 64}}, {{'TM': 128}}], got {configs!r}")
    checked = []
    for i, config in enumerate(configs):
        if not isinstance(config, Mapping) or not all(isinstance(n, str) for n in config):
            raise ValueError(f"configs[{i}] must be a dict of const values, got {config!r}")
        checked.append(plain_values(config))
    if isinstance(key, str):
        key = (key,)
    key = tuple(key)
    if not all(isinstance(k, str) for k in key):
        raise TypeError(f"key must name shape symbols or scalar parameters, got {key!r}")
    if prune is not None and not callable(prune):
        raise TypeError(f"prune must be callable, got {prune!r}")
    for name, n, low in (("warmup", warmup, 0), ("reps", reps, 1)):
        if isinstance(n, bool) or not isinstance(n, int) or n < low:
            raise ValueError(f"{name} must be an int >= {low}, got {n!r}")
    return Tuned(kernel, checked, key, metric, prune, warmup, reps)


class Tuned:
    """The launcher ``autotune`` returns: launch it as a kernel.  ``results[key values]``
    lists each config's ``Trial``, best first; ``best[key values]`` is the config chosen;
    ``trials`` counts the trials this launcher has run (stored figures are not trials)."""

    def __init__(self, kernel: Any, configs: list[dict], key: tuple[str, ...], metric: str,
                 prune: Callable[..., Iterable] | None, warmup: int, reps: int) -> None:
        self.kernel = getattr(kernel, "_const_base", None) or kernel
        self.name = self.kernel.name
        self.configs = configs
        self.key = key
        self.metric = metric
        self.prune = prune
        self.warmup, self.reps = warmup, reps
        self.results: dict[tuple, list[Trial]] = {}
        self.best: dict[tuple, dict] = {}
        self.trials = 0
        self._chosen: dict[tuple, Any] = {}
        self._param_lists: dict[tuple, list[dict]] = {}

    def __repr__(self) -> str:
        return (f"<incore.autotune {self.name}: {len(self.configs)} configs, key="
                f"{self.key}, metric={self.metric!r}>")

    # ----------------------------------------------------------------- the launch

    def _launch_form(self, target: Any, args: tuple, blocks: int | tuple[int, ...] | None,
                     consts: dict) -> Any:
        """The kernel a launch of this launcher runs (the runtime calls this with the
        Worker or Stream launching, the arguments, ``blocks`` and other const keywords)."""
        tuned = {n for c in self.configs for n in c}
        clash = sorted(tuned & set(consts))
        if clash:
            raise TuningError(f"{clash[0]} is tuned by autotune over {self.name!r}; do not "
                              "give it at launch")
        fixed = plain_values(consts)
        key_values = self._key_values(args, fixed)
        memo = (key_values, value_key(fixed), blocks)
        kernel = self._chosen.get(memo)
        if kernel is None:
            kernel = self._choose(target, args, blocks, fixed, key_values, memo)
        return kernel

    def _key_values(self, args: tuple, fixed: dict) -> tuple:
        """The values of ``key`` for these arguments (symbols from the tensors' shapes,
        scalars as passed)."""
        if not self.key:
            return ()
        params = self._params(fixed)
        found = {}
        for i, p in enumerate(params):
            if i >= len(args):
                break
            if p["kind"] == "scalar":
                found.setdefault(p["name"], plain_value(args[i]))
                continue
            shape = getattr(args[i], "shape", None)
            for d, dim in enumerate(p["dims"]):
                if isinstance(dim, str) and shape is not None and d < len(shape):
                    found.setdefault(dim, int(shape[d]))
        values = []
        for name in self.key:
            if name not in found:
                known = ", ".join(sorted(found)) or "none"
                raise TuningError(f"autotune key {name!r} is neither a shape symbol nor a "
                                  f"scalar parameter of kernel {self.name!r} (known: {known})")
            values.append(found[name])
        return tuple(values)

    def _params(self, fixed: dict) -> list[dict]:
        """The run-time parameters of the kernel (those of the first config that compiles),
        kept per set of fixed values: a launch after the choice compiles nothing."""
        known = self._param_lists.get(value_key(fixed))
        if known is not None:
            return known
        failed = []
        for config in self.configs:
            try:
                params = self._compile({**config, **fixed}).meta["params"]
                self._param_lists[value_key(fixed)] = params
                return params
            except Exception as exc:  # noqa: BLE001 - reported with the config
                failed.append(Trial(dict(config), None, _reason(exc)))
        raise self._all_failed(failed, "its key")

    def _all_failed(self, trials: list[Trial], key: object) -> TuningError:
        lines = "; ".join(f"{t.config}: {t.error}" for t in trials)
        return TuningError(f"autotune of kernel {self.name!r} for {key}: every config "
                           f"failed: {lines}")

    def _compile(self, values: dict) -> Any:
        return self.kernel.specialize(**values)

    # ----------------------------------------------------------------- the choice

    def _choose(self, target: Any, args: tuple, blocks: int | tuple[int, ...] | None, fixed: dict,
                key_values: tuple, memo: tuple) -> Any:
        """Prune, trial what has no stored figure, keep the best (see the module doc)."""
        configs = self._pruned(key_values)
        if len(configs) == 1:
            kernel = self._compile({**configs[0], **fixed})
            self.results[key_values] = [Trial(dict(configs[0]), None)]
            self.best[key_values] = dict(configs[0])
            self._chosen[memo] = kernel
            return kernel
        worker = getattr(target, "_worker", target)  # a Stream launches on its Worker
        synchronize = getattr(target, "synchronize", None)
        trials, kernels = [], {}
        for config in configs:
            values = {**config, **fixed}
            try:
                kernel = self._compile(values)
            except Exception as exc:  # noqa: BLE001 - reported with the config
                trials.append(Trial(dict(config), None, _reason(exc)))
                continue
            identity = self._identity(kernel, worker, key_values, blocks)
            stored = store.load(identity)
            if stored is not None:
                trials.append(Trial(dict(config), stored["value"], stored["error"], True))
                kernels[id(config)] = kernel
                continue
            if synchronize is not None and target is not worker:
                synchronize()  # the stream's launches so far wrote what the copies copy
            self._check_metric(worker)
            try:
                figure = measure(worker, kernel, args, blocks, self.metric, self.warmup,
                                 self.reps)
                trial = Trial(dict(config), figure)
            except Exception as exc:  # noqa: BLE001 - reported with the config
                trial = Trial(dict(config), None, _reason(exc))
            self.trials += 1
            _log.debug("autotune %s, key %s: trial of %s: %s", self.name, key_values, config,
                       trial.error or f"{self.metric} {trial.figure:.6g}")
            store.store(identity, trial.figure, trial.error)
            trials.append(trial)
            kernels[id(config)] = kernel
        ok = [t for t in trials if t.figure is not None and math.isfinite(t.figure)]
        if not ok:
            raise self._all_failed(trials, f"key {key_values}")
        order = sorted(trials, key=lambda t: (t.figure is None, t.figure or 0.0))
        self.results[key_values] = order
        best = order[0]
        self.best[key_values] = best.config
        _log.debug("autotune %s, key %s: chose %s (%s %.6g; %d trials run, %d stored)",
                   self.name, key_values, best.config, self.metric, best.figure,
                   sum(not t.stored for t in trials), sum(t.stored for t in trials))
        kernel = self._compile({**best.config, **fixed})
        self._chosen[memo] = kernel
        return kernel

    def _pruned(self, key_values: tuple) -> list[dict]:
        """The configs ``prune`` keeps for this key (all without ``prune``)."""
        if self.prune is None:
            return list(self.configs)
        named = dict(zip(self.key, key_values, strict=True))
        takes_key = len(inspect.signature(self.prune).parameters) >= 2
        kept = self.prune(list(self.configs), named) if takes_key else self.prune(
            list(self.configs))
        kept = [dict(c) for c in kept]
        if not kept:
            raise TuningError(f"autotune of kernel {self.name!r}: prune= removed every config "
                              f"for key {named} (configs: {self.configs})")
        return kept

    def _check_metric(self, worker: Any) -> None:
        if self.metric == "time":
            return
        try:
            worker.l2_stats()
        except (ValueError, AttributeError) as exc:
            raise TuningError(f"metric={self.metric!r} ranks by the L2 model: launch on a "
                              "Worker with l2_model=incore.L2Config()") from exc

    def _identity(self, kernel: Any, worker: Any, key_values: tuple,
                  blocks: int | tuple[int, ...] | None) -> dict:
        """What a stored figure depends on (``store.py``)."""
        return {
            "kernel": _digest(self.kernel),
            "key": dict(zip(self.key, key_values, strict=True)),
            "config": full_values(self.kernel.const_params, kernel.consts),
            "metric": self.metric,
            "platform": getattr(worker, "platform", None),
            "interpret": bool(getattr(worker, "_interpret", False)),
            "blocks": blocks,
            "reps": self.reps if self.metric == "time" else None,
        }


def _digest(kernel: Any) -> str:
    """The kernel's identity for stored figures: its source, name, arch and options."""
    module = getattr(kernel, "_module", None)
    source = getattr(module, "source", "")
    text = json.dumps({"source": source, "name": kernel.name, "arch": kernel.arch,
                       "options": getattr(kernel, "_options", {})}, sort_keys=True,
                      default=repr)
    return hashlib.sha256(text.encode()).hexdigest()


def _reason(exc: BaseException) -> str:
    """One line saying why a config failed."""
    first = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {first}" if first else type(exc).__name__
