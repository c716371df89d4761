"""The autotuner: ``incore.autotune(kernel, configs=[...], key=(...), metric=...)`` returns a
launcher that picks, per value of ``key``, the config of ``const`` parameter values whose
trials score best, and launches it (docs/language.md, "Autotuning").

It sits above the runtime's facade: it compiles (``Kernel.specialize``) and launches
(``Worker.launch``); the runtime calls it through the launcher's ``_launch_form`` and never
imports it.  Modules:

- ``tuner.py``: ``autotune`` and ``Tuned``, the launcher: keys, pruning, the choice.
- ``trials.py``: one trial: a config's kernel run on copies of the written tensors, and
  its figure (median host time, or the L2 model's main-memory bytes or time).
- ``store.py``: the figures on disk, one entry per (kernel digest, key values, config).
- ``example.py``: ``incore tune``: an example's kernel tuned over ``-D`` value lists.
"""

from __future__ import annotations

from incore.tuning.tuner import METRICS, Trial, Tuned, autotune

__all__ = ["METRICS", "Trial", "Tuned", "autotune"]
