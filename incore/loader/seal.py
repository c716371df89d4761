"""The two digests that bind a kernel's ``.incore.meta`` to its payload (docs/abi.md, "Seal").

``text_sha256`` is the SHA-256 of the linked ``.text`` bytes: a meta describes exactly one
payload, so a payload registered with another kernel's meta is rejected.  ``meta_sha256`` is
the SHA-256 of the canonical JSON of every field the runtime reads (``SEALED_FIELDS``): a
schema can check that ``written`` is a bool, not that it is the bool the code was compiled
with, so an edited launch field (a flipped ``written``, swapped slots, a changed dtype) would
launch silently wrong; the seal turns it into a LoaderError.  Fields the runtime never reads
(compile ``options``, ``loads`` counts, ``source``...) stay outside the seal, so tools may
annotate them.  The linker writes both digests; ``seal_meta`` does it for hand-built payloads.
"""

from __future__ import annotations

import hashlib
import json

# Fields whose values a launch depends on: argument binding and staging (params, arch,
# core_kind, variant), the entry contract (format, entry), device logs and assertion aborts
# (sites), and fault reports (traps, lines), plus the payload digest itself.
SEALED_FIELDS = ("format", "kernel", "entry", "arch", "core_kind", "variant", "params",
                 "sites", "traps", "lines", "text_sha256")


def text_digest(text: bytes) -> str:
    """The ``text_sha256`` value of payload ``text``: 64 lowercase hex digits."""
    return hashlib.sha256(bytes(text)).hexdigest()


def meta_digest(meta: dict) -> str:
    """The ``meta_sha256`` value of ``meta``: SHA-256 of the canonical JSON of its sealed
    fields (absent fields are left out, so an optional ``lines`` is sealed when present)."""
    sealed = {k: meta[k] for k in SEALED_FIELDS if k in meta}
    canonical = json.dumps(sealed, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8", "surrogatepass")).hexdigest()


def seal_meta(meta: dict, text: bytes) -> dict:
    """A copy of ``meta`` carrying ``text_sha256`` of ``text`` and the ``meta_sha256`` seal."""
    out = {**meta, "text_sha256": text_digest(text)}
    out["meta_sha256"] = meta_digest(out)
    return out


def complete_meta(meta: dict, text: bytes) -> dict:
    """A hand-built ``meta`` made launchable for payload ``text``: the fields the linker
    writes that it lacks are filled in (no loads counted, no trap sites, no compile options,
    ``source`` ``"<hand-built>"`` and a ``source_hash`` of the payload), then it is sealed
    (``seal_meta``).  Fields it has are kept; the result still has to pass the schema."""
    digest = "sha256:" + hashlib.sha256(bytes(text)).hexdigest()
    defaults = {"loads": {"default": 0, "bypass": 0}, "reads_l2_offset": False, "sites": [],
                "traps": [], "options": {}, "source": "<hand-built>", "source_hash": digest}
    return seal_meta({**defaults, **meta}, bytes(text))
