"""The compile options lowering accepts, and the one place their rules are checked."""

from __future__ import annotations

from incore.abi import ARCHS

OPT_LEVELS = (0, 1, 2, 3)
L2_LOWERINGS = ("args", "cann-global")


def check_options(arch: str, opt: int, l2_lowering: str) -> None:
    """Raise ValueError naming the first invalid option (``arch``, ``opt``, ``l2_lowering``)."""
    if arch not in ARCHS:
        raise ValueError(f"arch must be one of {', '.join(ARCHS)}, got {arch!r}")
    if opt not in OPT_LEVELS:
        raise ValueError(f"opt must be one of {OPT_LEVELS}, got {opt!r}")
    if l2_lowering not in L2_LOWERINGS:
        raise ValueError(
            f"l2_lowering must be one of {', '.join(L2_LOWERINGS)}, got {l2_lowering!r}"
        )
    if arch == "a5" and l2_lowering != "args":
        raise ValueError("l2_lowering='cann-global' exists only for arch='a2a3'")


POLICY_OVERRIDES = (None, "default")


def check_l2_model_options(
    access_trace: object, policy_override: object, trace_line: object = None,
) -> None:
    """The L2 model's compile options: ``access_trace`` a bool (the instrumented variant that
    records every L2 request), ``trace_line`` None or the L2 line in bytes the requests are
    formed for (a power of two in [8, 4096]; only with ``access_trace``) and
    ``policy_override`` None or ``"default"`` (every BYPASS load compiled as DEFAULT).
    TypeError/ValueError naming the option."""
    if not isinstance(access_trace, bool):
        raise TypeError(f"access_trace must be a bool, got {access_trace!r}")
    if trace_line is not None:
        if not isinstance(trace_line, int) or isinstance(trace_line, bool):
            raise TypeError(f"trace_line must be an int, got {trace_line!r}")
        if not 8 <= trace_line <= 4096 or trace_line & (trace_line - 1):
            raise ValueError(f"trace_line must be a power of two in [8, 4096], got {trace_line!r}")
        if not access_trace:
            raise ValueError("trace_line is an option of access_trace=True builds")
    if policy_override not in POLICY_OVERRIDES:
        raise ValueError(f"policy_override must be None or 'default', got {policy_override!r}")
