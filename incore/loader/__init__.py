"""incore.loader: link a relocatable object into a kernel ELF and take its text-only payload out.

``link`` turns llvmlite's object into a kernel ELF (code + constant pools in one ``.text``,
relocations applied, ``.incore.meta`` attached and sealed); ``extract_text_section`` returns
the bytes the device receives; ``read_meta`` returns the host-side metadata; ``validate_meta``
checks it against the schema, ``seal_meta`` seals a hand-built one and ``complete_meta`` also
fills in the fields a linker writes; ``describe`` and
``format_description`` back ``incore inspect``.

Modules, one job each:

- ``link.py``: one relocatable object -> a kernel ELF whose ``.text`` is the whole payload
  (writable data, GOT, absolute relocations and undefined symbols rejected by name).
- ``lines.py``: the payload's line table from the object's DWARF line program.
- ``elf_writer.py``: writes the kernel ELF (payload plus metadata).
- ``elf_reader.py``: reads an ELF64 file into sections and symbols, checking every bound.
- ``extract.py``: the payload (``.text``) and the metadata (``.incore.meta``) of a kernel ELF.
- ``metaschema.py``: the schema of ``.incore.meta`` (docs/abi.md, "Schema and seal").
- ``seal.py``: the two digests that bind a meta to its payload.
- ``inspect.py``: a kernel ELF described for people (``incore inspect``).
"""

from __future__ import annotations

import importlib
from typing import Any

# Each public name and its module, imported on first use: the runtime imports single loader
# modules (elf_writer's constants, metaschema) without paying for the linker's imports.
_EXPORTS = {
    "describe": "inspect", "format_description": "inspect", "extract_text_section": "extract",
    "read_meta": "extract", "link": "link", "validate_meta": "metaschema", "seal_meta": "seal",
    "complete_meta": "seal",
}

__all__ = sorted(_EXPORTS)


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'incore.loader' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"incore.loader.{module}"), name)
    globals()[name] = value
    return value
