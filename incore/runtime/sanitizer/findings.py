"""What the sanitizer reports: findings, the accesses they name, and their summaries."""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from typing import Any

KINDS = ("race", "uninitialized", "unpaired_flag", "out_of_bounds")


@dataclass(frozen=True)
class Access:
    """One access (or flag operation) a finding names: ``kind`` is ``read``, ``write``,
    ``atomic``, ``set_flag`` or ``wait_flag``; ``site`` is ``file:line``."""

    block: int
    core: int
    core_kind: str
    kind: str
    file: str
    line: int

    @property
    def site(self) -> str:
        """``file:line`` of the access."""
        return f"{self.file}:{self.line}"

    def __str__(self) -> str:
        return self.describe()

    def describe(self) -> str:
        """E.g. ``write by block 3 (core 5 aiv) at k.ik:3``."""
        return f"{self.kind} by block {self.block} (core {self.core} {self.core_kind}) at " \
               f"{self.site}"


@dataclass(frozen=True)
class Finding:
    """One problem of a launch.  ``kind`` is one of ``KINDS``; ``tensor`` the parameter's name
    (None for ``unpaired_flag``); ``index`` the element index (a tuple) where it starts;
    ``accesses`` the accesses involved; ``count`` how many access pairs (races) or
    accesses show the same problem at these sites; ``flag`` the flag involved, if any;
    ``dim`` the dimension of an ``out_of_bounds`` index outside its dimension whose flat
    address stays inside the tensor (``index`` is then the element it reaches), else None."""

    kind: str
    tensor: str | None
    index: tuple[int, ...] | None
    accesses: tuple[Access, ...]
    message: str
    count: int = 1
    kernel: str = ""
    flag: int | None = None
    extra: dict = field(default_factory=dict, compare=False)
    dim: int | None = None

    def key(self) -> tuple:
        """What deduplicates findings across launches: kind, tensor, flag and the sites."""
        return (self.kind, self.tensor, self.flag,
                tuple(sorted({a.site for a in self.accesses})))

    def __str__(self) -> str:
        return self.message

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready dict of the finding."""
        out = asdict(self)
        out.pop("extra")
        out["index"] = list(self.index) if self.index is not None else None
        for a, src in zip(out["accesses"], self.accesses, strict=True):
            a["site"] = src.site
        return out


def index_text(tensor: str, index: tuple[int, ...] | None) -> str:
    """``y[0]`` or ``m[2, 5]``."""
    if index is None:
        return tensor
    return f"{tensor}[{', '.join(str(i) for i in index)}]"


def summary(findings: list[Finding], kernel: str) -> str:
    """The SanitizerError message: a count, then one line per finding."""
    n = len(findings)
    lines = [f"sanitizer: {n} finding{'s' if n != 1 else ''} in a launch of {kernel!r}"]
    lines += [f"  {f.message}" + (f" ({f.count} times)" if f.count > 1 else "")
              for f in findings]
    return "\n".join(lines)


class Report:
    """Findings collected over launches, deduplicated by kind, tensor, flag and sites."""

    def __init__(self) -> None:
        self._by_key: dict[tuple, tuple[Finding, int]] = {}

    def add(self, findings: list[Finding]) -> None:
        """Merge the findings of one launch."""
        for f in findings:
            key = f.key()
            first, count = self._by_key.get(key, (f, 0))
            self._by_key[key] = (first, count + f.count)

    def __len__(self) -> int:
        return len(self._by_key)

    def lines(self) -> list[str]:
        """One line per distinct finding, with its total count."""
        return [f.message + (f" ({n} times)" if n > 1 else "")
                for f, n in self._by_key.values()]

    def to_json(self) -> list[dict[str, Any]]:
        """The distinct findings as JSON-ready dicts (``count``: the total)."""
        return [{**f.to_json(), "count": n} for f, n in self._by_key.values()]

    def write_json(self, path: str) -> None:
        """Write the findings to ``path`` as a JSON list."""
        with open(path, "w", encoding="utf-8") as fh:
            json.dump({"findings": self.to_json()}, fh, indent=2)
