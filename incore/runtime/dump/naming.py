"""Dump file names (seed 004 "文件名约定").

Every file of one dump shares a stem,

    {scene}_{model}_{kernel}_{kind}_{iteration}_{stream}_{task}

``scene`` is ``tensor``, ``overflow`` or ``exception``; ``model`` the program (the kernel's
source file stem, ``kernel`` for ``examples/saxpy/kernel.ik``); ``kernel`` the kernel name;
``kind`` its core kind (``aic``, ``aiv``, ``mix``); ``iteration`` the kernel's launch count on
that device while dumping was on, from 0 (or the user's step, ``incore.dump_step(n)``);
``stream`` the stream id (0 for synchronous launches); ``task`` the device's launch sequence
number.  Characters outside ``[A-Za-z0-9.-]`` in model and kernel become ``-`` only when
they would break a path (``/``, whitespace, control characters); underscores stay, so the
tools read the pieces from the sidecar, not from the name.

A dump's files live in ``{path}/device{N}/`` (the logical device id), so two devices of one
process never share a name.  After the stem: ``.json`` (the sidecar),
``.{role}.{index}.{tensor}.npy`` for tensors (``role`` input/output/tensor, ``index`` the
parameter's position), and for exception dumps ``.args.npy`` (every core's args words).
"""

from __future__ import annotations

import re
from pathlib import Path

SCENES = ("tensor", "overflow", "exception")
SIDECAR_SUFFIX = ".json"
_UNSAFE = re.compile(r"[\x00-\x20/\\\x7f]")


def safe_piece(text: str) -> str:
    """``text`` with characters that cannot be part of one file name replaced by ``-``."""
    return _UNSAFE.sub("-", text) or "-"


def model_name(source: str | None) -> str:
    """The ``model`` piece: the stem of the kernel's source file (``string`` without one)."""
    if not source or source.startswith("<"):
        return "string"
    return safe_piece(Path(source).stem)


def stem(scene: str, model: str, kernel: str, kind: str, iteration: int, stream: int,
         task: int) -> str:
    """The common stem of one dump's files."""
    return "_".join((scene, safe_piece(model), safe_piece(kernel), kind, str(iteration),
                     str(stream), str(task)))


def device_dir(root: Path, device: int) -> Path:
    """The directory of device ``device``'s dumps under the dump path ``root``."""
    return root / f"device{device}"


def tensor_file(stem_: str, role: str, index: int, name: str) -> str:
    """File name of one tensor of a dump: ``{stem}.{role}.{index}.{name}.npy``."""
    return f"{stem_}.{role}.{index}.{safe_piece(name)}.npy"


def sidecar_file(stem_: str) -> str:
    """File name of a dump's sidecar JSON."""
    return stem_ + SIDECAR_SUFFIX


def args_file(stem_: str) -> str:
    """File name of an exception dump's args words."""
    return f"{stem_}.args.npy"
