"""``incore tune EXAMPLE -D TM=32,64,128 [--metric ...]``: an example's kernel tuned over
every combination of the ``-D`` values on one case's inputs; the table of configs and their
figures, best first."""

from __future__ import annotations

import itertools
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from incore.tuning.tuner import Trial, autotune


@dataclass
class TuneReport:
    """What ``tune_example`` found: the kernel, case, key values and the trials."""

    example: str
    case: str
    kernel: str
    platform: str
    metric: str
    key: dict
    trials: list[Trial]

    def render(self) -> str:
        """The table ``incore tune`` prints: one row per config, best first."""
        key = " ".join(f"{k}={v}" for k, v in self.key.items()) or "none"
        lines = [f"tune {self.example} [{self.case}] (kernel {self.kernel}, {self.platform}, "
                 f"metric {self.metric}, key {key})"]
        names = list(dict.fromkeys(n for t in self.trials for n in t.config))
        unit = {"time": "ms", "l2_bytes": "bytes", "l2_time": "us"}[self.metric]
        width = [max(len(n), *(len(repr(t.config.get(n))) for t in self.trials)) for n in names]
        lines.append("  " + "  ".join(n.rjust(w) for n, w in zip(names, width, strict=True))
                     + f"  {self.metric} ({unit})")
        for i, t in enumerate(self.trials):
            cells = "  ".join(repr(t.config.get(n)).rjust(w)
                              for n, w in zip(names, width, strict=True))
            if t.figure is None:
                figure = f"failed: {t.error}" if t.error else "(only config: no trial)"
            else:
                scale = {"time": 1e3, "l2_bytes": 1, "l2_time": 1e6}[self.metric]
                figure = f"{t.figure * scale:.0f}" if self.metric == "l2_bytes" else (
                    f"{t.figure * scale:.4g}")
            notes = ["best"] if i == 0 and t.figure is not None else []
            if t.stored:
                notes.append("stored")
            lines.append(f"  {cells}  {figure}" + (f"  ({', '.join(notes)})" if notes else ""))
        return "\n".join(lines)


def configs_of(defines: list[tuple[str, list]]) -> list[dict]:
    """Every combination of the ``-D NAME=v1,v2`` values, in the order given."""
    names = [n for n, _ in defines]
    if len(set(names)) != len(names):
        raise ValueError("each const parameter takes one -D NAME=v1,v2,... in incore tune")
    return [dict(zip(names, combo, strict=True))
            for combo in itertools.product(*(values for _, values in defines))]


def tune_example(example: str | Path, defines: list[tuple[str, list]], *,
                 metric: str = "time", platform: str = "a2a3sim", device: int = 0,
                 case: str | None = None, kernel: str | None = None,
                 blocks: int | tuple[int, ...] | None = None, opt: int = 2,
                 reps: int = 5) -> TuneReport:
    """Tune ``example``'s kernel over the ``-D`` combinations on the inputs of ``case``
    (default: the first case that runs on ``platform``)."""
    import incore
    from incore.golden import load_golden
    from incore.golden.runner import _named_kernel
    from incore.golden.usercode import call_user
    from incore.runtime.host.validate import PLATFORM_ARCH

    if not defines:
        raise ValueError("incore tune needs at least one -D NAME=v1,v2,...")
    golden = load_golden(example)
    chosen = golden.select(case)[0] if case else next(
        (c for c in golden.cases if c.runs_on(platform)), golden.cases[0])
    module = incore.compile_file(golden.example / "kernel.ik", arch=PLATFORM_ARCH[platform],
                                 opt=opt)
    base = _named_kernel(module, golden, chosen, kernel)
    fixed = {**golden.consts, **chosen.consts}
    configs = configs_of(defines)
    fixed = {n: v for n, v in fixed.items() if n not in configs[0]}
    params = base.specialize(**{**fixed, **configs[0]}).meta["params"]
    key = _key_names(params)
    tuned = autotune(base, configs, key=key, metric=metric, reps=reps)
    inputs = call_user(golden.generate_inputs, (dict(chosen.params),)
                       if golden.inputs_arity else (), golden.path)
    args = [inputs[p["name"]] for p in params]
    nblocks = next((b for b in (blocks, chosen.launch.get("blocks"),
                                golden.launch.get("blocks")) if b is not None), None)
    options: dict[str, Any] = {"device_id": device, "platform": platform}
    if metric != "time":
        options["l2_model"] = incore.L2Config()
    with incore.Worker(**options) as w:
        w.launch(tuned, *args, blocks=nblocks, **fixed)
    (key_values, trials), = tuned.results.items()
    return TuneReport(str(golden.example), chosen.name, base.name, platform, metric,
                      dict(zip(key, key_values, strict=True)), trials)


def _key_names(params: list[dict]) -> tuple[str, ...]:
    """Every shape symbol and scalar parameter: the figures are stored per their values."""
    names: list[str] = []
    for p in params:
        if p["kind"] == "scalar":
            names.append(p["name"])
        else:
            names.extend(d for d in p["dims"] if isinstance(d, str))
    return tuple(dict.fromkeys(names))
