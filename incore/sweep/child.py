"""``python -m incore.sweep.child SPEC.json ROWS.json``: one run of a sweep in a process of its
own (incore.sweep.isolate starts it); the rows go to ROWS.json, written when the run ends."""

from __future__ import annotations

import json
import os
import sys


def main(argv: list[str]) -> int:
    """Read the spec, run it, write its rows; the exit status is 0 whenever rows were written."""
    from incore.sweep.tasks import execute

    spec_path, rows_path = argv
    with open(spec_path, encoding="utf-8") as fh:
        spec = json.load(fh)
    rows = execute(spec)
    tmp = rows_path + ".tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        json.dump(rows, fh)
    os.replace(tmp, rows_path)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
