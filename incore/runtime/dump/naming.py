"""Dump file names (docs/runtime.md, "File names").

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

A file name is at most ``MAX_NAME`` bytes (UTF-8), so that the writer's temporary name
(``.{name}.{pid}.{random}.tmp``) stays within the 255 bytes a file system allows.  A stem or
tensor piece that would pass it (a kernel compiled from a 250-character file name) is
shortened: the long pieces are cut and followed by ``~`` and 10 hex digits of the SHA-256 of
the whole piece, so that two long names that share their first characters still differ.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

SCENES = ("tensor", "overflow", "exception")
SIDECAR_SUFFIX = ".json"
_UNSAFE = re.compile(r"[\x00-\x20/\\\x7f]")
# Longest file name written (bytes); the temporary name adds at most 1 + 1 + 10 + 1 + 8 + 4.
MAX_NAME = 200
# Longest stem: leaves room for ``.{role}.{index}.{tensor}.npy`` with a tensor piece of 60 bytes.
MAX_STEM = 120
_DIGEST = 10


def safe_piece(text: str) -> str:
    """``text`` with characters that cannot be part of one file name replaced by ``-``."""
    return _UNSAFE.sub("-", text) or "-"


def model_name(source: str | None) -> str:
    """The ``model`` piece: the stem of the kernel's source file (``string`` without one)."""
    if not source or source.startswith("<"):
        return "string"
    return safe_piece(Path(source).stem)


def _bytes(text: str) -> int:
    return len(text.encode("utf-8", "surrogatepass"))


def shorten(piece: str, limit: int) -> str:
    """``piece`` if it fits in ``limit`` bytes, else its longest prefix that fits with
    ``~`` and a digest of the whole piece after it (cut on a character boundary)."""
    if _bytes(piece) <= limit:
        return piece
    raw = piece.encode("utf-8", "surrogatepass")
    digest = hashlib.sha256(raw).hexdigest()[:_DIGEST]
    head = raw[:max(limit - _DIGEST - 1, 1)].decode("utf-8", "ignore")  # whole characters
    return f"{head}~{digest}"


def stem(scene: str, model: str, kernel: str, kind: str, iteration: int, stream: int,
         task: int) -> str:
    """The common stem of one dump's files (at most ``MAX_STEM`` bytes: a long model or
    kernel piece is shortened, ``shorten``)."""
    model, kernel = safe_piece(model), safe_piece(kernel)
    tail = "_".join((kind, str(iteration), str(stream), str(task)))
    fixed = _bytes(scene) + _bytes(tail) + 3
    if fixed + _bytes(model) + _bytes(kernel) > MAX_STEM:
        room = MAX_STEM - fixed
        # the kernel keeps up to half the room (more if the model needs less)
        kernel = shorten(kernel, max(room // 2, room - _bytes(model)))
        model = shorten(model, room - _bytes(kernel))
    return "_".join((scene, model, kernel, tail))


def device_dir(root: Path, device: int) -> Path:
    """The directory of device ``device``'s dumps under the dump path ``root``."""
    return root / f"device{device}"


def tensor_file(stem_: str, role: str, index: int, name: str) -> str:
    """File name of one tensor of a dump: ``{stem}.{role}.{index}.{name}.npy`` (a tensor
    name that would make it longer than ``MAX_NAME`` bytes is shortened, ``shorten``)."""
    head = f"{stem_}.{role}.{index}."
    return head + shorten(safe_piece(name), MAX_NAME - _bytes(head) - len(".npy")) + ".npy"


def sidecar_file(stem_: str) -> str:
    """File name of a dump's sidecar JSON."""
    return stem_ + SIDECAR_SUFFIX


def args_file(stem_: str) -> str:
    """File name of an exception dump's args words."""
    return f"{stem_}.args.npy"
