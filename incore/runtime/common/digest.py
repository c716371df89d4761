"""SHA-256 for the runtime's content keys (the native-code cache, code memory's payloads).

``hashlib`` loads OpenSSL when imported, about 3 ms of every Worker start; CPython's own
SHA-256 module (``_sha2`` from 3.12, ``_sha256`` before) gives the same digests without it,
slower per byte (~4 us per KiB) on the few hundred KiB a start hashes.  ``hashlib`` is the
fallback on an interpreter built without them.  Imports nothing of incore.
"""

from __future__ import annotations

try:
    from _sha2 import sha256  # CPython 3.12+
except ImportError:
    try:
        from _sha256 import sha256  # CPython 3.11 and earlier
    except ImportError:
        from hashlib import sha256

__all__ = ["sha256"]
