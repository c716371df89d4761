"""The kernel a launch runs, when the object given is not one as it stands.

``w.launch(k, x, TM=128, blocks=4)``: keywords other than ``blocks`` are values of the
kernel's ``const`` parameters, and the launch runs ``k.specialize(TM=128)``.  An object with a
``_launch_form(worker, args, blocks, consts)`` method (a template kernel, an autotuned
launcher) picks the kernel itself: the runtime never compiles, it only asks.
"""

from __future__ import annotations

from typing import Any

from incore.errors import runtime_error


def resolve(kernel: Any, worker: Any, args: tuple, blocks: int | tuple[int, ...] | None,
            consts: dict, where: str) -> Any:
    """The kernel ``where`` (``"Worker.launch"``, ``"Stream.launch"``) launches for
    ``kernel`` with the const keywords ``consts``; a ``TypeError`` for keywords given to an
    object that takes none."""
    form = getattr(kernel, "_launch_form", None)
    if form is not None:
        return form(worker, args, blocks, consts)
    if not consts:
        return kernel
    specialize = getattr(kernel, "specialize", None)
    if specialize is None:
        raise runtime_error("LAUNCH_KEYWORDS", where=where,
                            names=", ".join(repr(n) for n in consts))
    return specialize(**consts)
