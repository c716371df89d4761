"""``python -m incore.sweeps.child SPEC.json ROWS.json``: one run of a sweep in a process of its
own (incore.sweeps.isolate starts it); the rows go to ROWS.json, written when the run ends."""

from __future__ import annotations

import json
import os
import signal
import sys


def main(argv: list[str]) -> int:
    """Read the spec, run it, write its rows; the exit status is 0 whenever rows were written."""
    from incore.sweeps.tasks import execute

    _die_with_parent()
    spec_path, rows_path = argv
    with open(spec_path, encoding="utf-8") as fh:
        spec = json.load(fh)
    rows = execute(spec)
    tmp = rows_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(rows, fh)
    os.replace(tmp, rows_path)
    return 0


def _die_with_parent() -> None:
    """SIGKILL this run when the process that started it dies (a Dask worker killed): its
    device, in its process group, follows by its own parent-death signal."""
    try:
        from incore.runtime.common.native import set_parent_death_signal

        set_parent_death_signal(signal.SIGKILL)
    except (OSError, AttributeError):  # not Linux: the run ends by itself
        pass


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
