"""The autotuner's figures on disk: one small JSON file per trial, under ``tuning/`` in the
compile cache directory (``incore.cache.cache_dir()``; ``INCORE_CACHE_DIR`` moves both).

An entry is named by the SHA-256 of what determines the figure: the kernel's digest (its
source, name, arch and compile options), the key values, the config (every const value the
trial compiled with), the metric, the platform and execution mode, and the block count.  A
config added later has entries of its own, so the others are never tuned again.  A
directory that cannot be read or written is skipped with a DEBUG line; tuning then runs the
trials every time, as it would with an empty cache.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from incore.cache import cache_dir
from incore.log import get_logger

SUBDIR = "tuning"
FORMAT = 1

_log = get_logger()


def entry_name(identity: dict) -> str:
    """The file name of the entry for ``identity`` (a JSON-ready dict)."""
    text = json.dumps({"format": FORMAT, **identity}, sort_keys=True, default=repr)
    return hashlib.sha256(text.encode()).hexdigest()[:32] + ".json"


def directory() -> Path:
    """Where the entries are: ``<cache dir>/tuning``."""
    return cache_dir() / SUBDIR


def load(identity: dict) -> dict | None:
    """The stored result of ``identity`` (``{"value": float | None, "error": str | None}``),
    or None when there is none (or it cannot be read)."""
    path = directory() / entry_name(identity)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return None
    except (OSError, ValueError) as exc:
        _log.debug("tuning entry %s is unusable (%s); running the trial", path, exc)
        return None
    if not isinstance(data, dict) or data.get("identity") != json.loads(
            json.dumps(identity, sort_keys=True, default=repr)):
        return None
    value, error = data.get("value"), data.get("error")
    if not (isinstance(value, (int, float)) or isinstance(error, str)):
        return None
    return {"value": value, "error": error}


def store(identity: dict, value: float | None, error: str | None) -> None:
    """Write the result of one trial (atomically: a temporary file renamed into place)."""
    where = directory()
    path = where / entry_name(identity)
    body = json.dumps({"identity": identity, "value": value, "error": error},
                      sort_keys=True, default=repr)
    tmp = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        where.mkdir(parents=True, exist_ok=True)
        tmp.write_text(body, encoding="utf-8")
        os.replace(tmp, path)
    except OSError as exc:
        _log.debug("tuning entry %s not written (%s)", path, exc)
        try:
            tmp.unlink()
        except OSError:
            pass
