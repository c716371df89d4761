"""The outcome of running an example's cases, rendered as ``incore run`` prints it.

One block per case: a verdict line, then indented problems and per-output lines, then the
timings.  The verdicts are ``PASS`` (every written tensor compared and matched), ``FAIL``,
``RAN`` (launched with ``--skip-golden``: nothing compared, so never PASS) and ``SKIP`` (the
case's ``platforms`` exclude this run's platform).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from incore.golden.compare import OutputCheck

PASS, FAIL, RAN, SKIP = "PASS", "FAIL", "RAN", "SKIP"


@dataclass
class CaseReport:
    """One case's verdict, what was checked, and its stage timings (seconds)."""

    example: str
    case: str | None  # None: the implicit case of a golden.py without CASES
    verdict: str = PASS
    kernel: str | None = None
    device: int | None = None
    blocks: int | None = None  # None: not launched, or launched with an unknown block count
    launched: bool = False  # the launch ran (a sanitized launch with findings ran too)
    l2_cache_offset: int | None = None
    outputs: list[OutputCheck] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    note: str | None = None  # why the case was skipped, or that the golden was skipped
    timings: dict[str, float] = field(default_factory=dict)
    findings: list = field(default_factory=list)  # the sanitizer's (incore.runtime.sanitizer)
    consts: dict = field(default_factory=dict)  # the launched kernel's const parameter values

    @property
    def passed(self) -> bool:
        """False only for FAIL: a RAN or SKIP case does not fail the run."""
        return self.verdict != FAIL

    def fail(self, problem: str) -> CaseReport:
        """Record ``problem`` and make the verdict FAIL; returns self."""
        self.problems.append(problem)
        self.verdict = FAIL
        return self

    def failed_on(self, problems: list[str]) -> bool:
        """Record every one of ``problems`` (FAIL if any); True when there were some."""
        for problem in problems:
            self.fail(problem)
        return bool(problems)

    @property
    def title(self) -> str:
        """``examples/saxpy`` or ``examples/saxpy [small]``."""
        return self.example if self.case is None else f"{self.example} [{self.case}]"

    def render(self) -> str:
        """The block ``incore run`` prints for this case."""
        if self.verdict == SKIP:
            return f"{SKIP} {self.title}: {self.note}"
        shown = "".join(f" {k}={v!r}" for k, v in self.consts.items())
        facts = [f"kernel {self.kernel}{shown}"] if self.kernel else []
        if not self.launched:
            facts.append("not launched")
        else:
            facts += [
                f"device {self.device}",
                f"{self.blocks} blocks" if self.blocks is not None else "launched",
                f"l2_cache_offset {self.l2_cache_offset:#x}",
            ]
        head = f"{self.verdict} {self.title}" + (f" ({', '.join(facts)})" if facts else "")
        if self.note:
            head += f" ({self.note})"
        lines = [head]
        for problem in self.problems:
            lines += ["  " + line for line in problem.splitlines()]
        lines += [f"  {check.render()}" for check in self.outputs]
        if self.timings:
            lines.append(
                "  timings: " + ", ".join(f"{k} {v * 1e3:.2f} ms" for k, v in self.timings.items())
            )
        return "\n".join(lines)


@dataclass
class ExampleReport:
    """Every selected case of one example."""

    example: str
    cases: list[CaseReport] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        """True when no case failed."""
        return all(c.passed for c in self.cases)

    @property
    def l2_cache_offset(self) -> int | None:
        """The offset the device reported, from the first case that launched."""
        return next((c.l2_cache_offset for c in self.cases if c.launched), None)

    def render(self) -> str:
        """Every case's block, in golden.py order."""
        return "\n".join(c.render() for c in self.cases)
