"""A sweep's results as files: ``--json`` (every row, and the runs that did not finish, which
``--resume`` reads back), ``--csv`` (one line per row, per-tensor numbers as columns) and
``--junit`` (JUnit XML: one testcase per row of a golden campaign)."""

from __future__ import annotations

import csv
import json
from pathlib import Path
from xml.etree import ElementTree as ET

from incore.sweeps.axes import format_size

FORMAT = "incore-sweep/1"


def write_json(path: str | Path, kind: str, rows: list[dict], unfinished: list[dict]) -> None:
    """Every row, and ``unfinished``: ``{"id", "reason"}`` of each run that did not finish."""
    data = {"format": FORMAT, "kind": kind, "rows": rows, "unfinished": unfinished}
    Path(path).write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")


def read_finished(path: str | Path, kind: str) -> list[dict]:
    """The rows of a previous sweep's ``--json`` file (``--resume``); ValueError when the file
    is no sweep result of this kind."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise ValueError(f"--resume {path}: cannot read it as a sweep's JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"--resume {path}: not a file written by incore sweep --json")
    if data.get("kind") != kind:
        raise ValueError(f"--resume {path}: it holds an `incore sweep {data.get('kind')}`, "
                         f"not an `incore sweep {kind}`")
    return list(data["rows"])


def _flat(row: dict) -> dict:
    out = {}
    for key, value in row.items():
        if key == "per_tensor":
            for name, numbers in value.items():
                for field, v in numbers.items():
                    out[f"{name}.{field}"] = v
        elif key in ("defines", "timings"):
            for name, v in (value or {}).items():
                out[f"{key[0].upper()}:{name}" if key == "defines" else f"t.{name}"] = v
        elif isinstance(value, (list, tuple)):
            out[key] = " ".join(map(str, value))
        else:
            out[key] = value
    return out


def write_csv(path: str | Path, rows: list[dict]) -> None:
    """One line per row; nested numbers become ``tensor.field`` / ``D:NAME`` columns."""
    flat = [_flat(r) for r in rows]
    columns: list[str] = []
    for r in flat:
        columns.extend(k for k in r if k not in columns)
    with open(path, "w", newline="", encoding="utf-8") as fh:
        writer = csv.DictWriter(fh, fieldnames=columns)
        writer.writeheader()
        writer.writerows(flat)


def testcase_name(row: dict) -> str:
    """``case[a2a3sim,-O3]`` (with ``,sanitize``, ``,cross-check`` and ``-D`` values)."""
    tags = [row.get("platform") or "", f"-O{row['opt']}" if "opt" in row else ""]
    tags += ["sanitize"] * bool(row.get("sanitize")) + ["cross-check"] * bool(
        row.get("cross_check"))
    tags += [f"{k}={v}" for k, v in (row.get("defines") or {}).items()]
    if row.get("kind") == "l2":
        tags = [row.get("preset") or "-", format_size(row.get("l2_size")), row["bypass"]]
    return f"{row.get('case') or 'default'}[{','.join(t for t in tags if t)}]"


def write_junit(path: str | Path, rows: list[dict], unfinished: list[dict]) -> None:
    """JUnit XML: one testsuite per example, one testcase per row (a failure with the row's
    error text), and an error testcase per run that did not finish."""
    suites: dict[str, list] = {}
    for row in rows:
        suites.setdefault(row["example"], []).append(row)
    root = ET.Element("testsuites", name="incore sweep")
    for example, members in suites.items():
        suite = ET.SubElement(root, "testsuite", name=example, tests=str(len(members)))
        failures = skipped = 0
        for row in members:
            case = ET.SubElement(suite, "testcase", classname=example, name=testcase_name(row),
                                 time=f"{row.get('time_s') or 0.0:.3f}")
            if row.get("status") == "failed":
                failures += 1
                text = row.get("error") or row.get("verdict", "FAIL")
                ET.SubElement(case, "failure", message=text.splitlines()[0][:500]).text = text
            elif row.get("verdict") == "SKIP":
                skipped += 1
                ET.SubElement(case, "skipped", message=row.get("note") or "")
        suite.set("failures", str(failures))
        suite.set("skipped", str(skipped))
        suite.set("errors", "0")
    if unfinished:
        suite = ET.SubElement(root, "testsuite", name="unfinished", tests=str(len(unfinished)),
                              errors=str(len(unfinished)), failures="0")
        for item in unfinished:
            case = ET.SubElement(suite, "testcase", classname="unfinished", name=item["id"])
            ET.SubElement(case, "error", message=item["reason"]).text = item["reason"]
    ET.ElementTree(root).write(path, encoding="utf-8", xml_declaration=True)
