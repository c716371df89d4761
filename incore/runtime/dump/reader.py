"""Reading a dump directory, written by this process or another: its sidecars and tensors.

A dump directory is the configured dump path (or one of its ``device<N>`` directories): every
``*.json`` in it or one level below whose ``format`` is ``incore-dump`` is one dump.  A path
that does not exist, is not a directory or holds no sidecar is a ValueError (DUMP_NOT_FOUND)
naming it; a sidecar or ``.npy`` that cannot be read is a
ValueError (DUMP_FILE_INVALID) naming the file.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from incore import abi
from incore.errors import runtime_error
from incore.runtime.dump.writer import FORMAT

MAX_SIDECAR_BYTES = 16 << 20


@dataclass(frozen=True)
class DumpEntry:
    """One dump: its sidecar document and the directory of its files."""

    sidecar: Path
    doc: dict

    @property
    def directory(self) -> Path:
        """The directory holding the dump's files."""
        return self.sidecar.parent

    @property
    def key(self) -> tuple:
        """How ``compare`` matches launches: scene, kernel, device and iteration."""
        d = self.doc
        return (d.get("scene"), d.get("kernel"), d.get("device"), d.get("iteration"))

    @property
    def tensors(self) -> list[dict]:
        """The sidecar's tensor entries."""
        return list(self.doc.get("tensors", []))

    def load(self, entry: dict) -> np.ndarray:
        """The array of tensor ``entry`` (a dict of ``tensors``), as it was dumped."""
        path = self.directory / str(entry.get("file", ""))
        try:
            array = np.load(path, allow_pickle=False)
        except (OSError, ValueError) as e:
            raise runtime_error("DUMP_FILE_INVALID", path=path,
                                detail=f"cannot read the tensor: {e}") from None
        wanted = entry.get("numpy_dtype")
        if wanted and array.dtype.name != wanted:
            if wanted == abi.NUMPY_DTYPES["bf16"]:
                abi.load_bfloat16()
            try:  # stored as raw unsigned integers (an extension dtype such as bfloat16)
                array = array.view(np.dtype(wanted))
            except TypeError:
                pass
        return array


def _read_sidecar(path: Path) -> dict | None:
    """The sidecar at ``path``, or None when the JSON file is not an incore dump's."""
    try:
        if path.stat().st_size > MAX_SIDECAR_BYTES:
            return None
        doc = json.loads(path.read_text())
    except UnicodeDecodeError:
        return None
    except OSError as e:
        raise runtime_error("DUMP_FILE_INVALID", path=path,
                            detail=f"cannot read the sidecar: {e.strerror or e}") from None
    except json.JSONDecodeError as e:
        if path.name.startswith(("tensor_", "overflow_", "exception_")):
            raise runtime_error("DUMP_FILE_INVALID", path=path,
                                detail=f"the sidecar is not valid JSON ({e})") from None
        return None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        return None
    return doc


def read_dump(path: str | Path) -> list[DumpEntry]:
    """Every dump under ``path``, ordered by device, task and scene."""
    root = Path(path)
    if not root.exists():
        raise runtime_error("DUMP_NOT_FOUND", path=root, detail="no such file or directory")
    if not root.is_dir():
        raise runtime_error("DUMP_NOT_FOUND", path=root, detail="not a directory")
    entries = []
    # Sidecars sit in the directory given or one level below (the dump path's device<N>).
    for sidecar in sorted([*root.glob("*.json"), *root.glob("*/*.json")]):
        if sidecar.name.startswith(".") or not sidecar.is_file():
            continue  # a sidecar being written (temporary name)
        doc = _read_sidecar(sidecar)
        if doc is not None:
            entries.append(DumpEntry(sidecar, doc))
    if not entries:
        raise runtime_error(
            "DUMP_NOT_FOUND", path=root,
            detail=f"it holds no dump sidecar (a *.json file with \"format\": \"{FORMAT}\")",
        )
    entries.sort(key=lambda e: (_int(e.doc.get("device")), _int(e.doc.get("task")),
                                str(e.doc.get("scene")), str(e.sidecar)))
    return entries


def _int(value: object) -> int:
    return value if isinstance(value, int) else -1
