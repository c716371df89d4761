"""What a compiled payload depends on outside incore, read without loading LLVM where possible.

- :func:`dist_version`: an installed distribution's version (``.dist-info`` names first).
- :func:`llvm_facts`: llvmlite's and LLVM's versions and the host CPU name and features the
  target machine tunes for, asked of LLVM.
- :func:`host_fingerprint`: a digest over what determines :func:`llvm_facts` that costs no
  LLVM to read (llvmlite's version and shared library, Python's version, ``/proc/cpuinfo``),
  under which the compile cache records :func:`llvm_facts` (``incore.cache.host_facts``), so a
  cache hit in a new process never loads llvmlite (docs/cache.md, "The key").
"""

from __future__ import annotations

import hashlib
import os
import sys

HOST_FACTS = ("llvmlite", "llvm", "cpu", "cpu_features")  # the keys of llvm_facts()
CPUINFO = "/proc/cpuinfo"
# /proc/cpuinfo fields that differ between the processors of one CPU or from read to read;
# every other field (vendor, family, model, stepping, microcode, flags ...) is fingerprinted
_CPUINFO_VOLATILE = frozenset({
    "processor", "cpu mhz", "bogomips", "core id", "physical id", "siblings", "cpu cores",
    "apicid", "initial apicid",
})


def dist_version(name: str) -> str:
    """The installed version of distribution ``name``.

    The ``<name>-<version>.dist-info`` directory names on ``sys.path`` answer first, in
    ``sys.path`` order as ``importlib.metadata`` searches; ``importlib.metadata`` itself (about
    20 ms to import, a third of a cache hit in a new process) runs only if none matches.
    """
    prefix = name.replace("-", "_").lower() + "-"
    for entry in sys.path:
        try:
            names = os.listdir(entry or ".")
        except OSError:
            continue
        for item in names:
            if item.endswith(".dist-info") and item.lower().startswith(prefix):
                return item[len(prefix):-len(".dist-info")]
    import importlib.metadata

    try:
        return importlib.metadata.version(name)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def llvm_facts() -> dict[str, str]:
    """llvmlite's and LLVM's versions and the host CPU name and features, asked of LLVM
    (loads llvmlite's shared library, 25-130 ms in a new process)."""
    import llvmlite
    import llvmlite.binding as llvm

    try:
        features = llvm.get_host_cpu_features().flatten()
    except RuntimeError:  # LLVM cannot read the features on this host
        features = "unavailable"
    return {
        "llvmlite": llvmlite.__version__,
        "llvm": ".".join(map(str, llvm.llvm_version_info)),
        "cpu": llvm.get_host_cpu_name(),
        "cpu_features": features,
    }


def _llvmlite_library() -> str | None:
    """Where llvmlite's shared library is and its size and mtime, found on ``sys.path``
    without importing llvmlite (None if it is not found there)."""
    for entry in sys.path:
        binding = os.path.join(entry or ".", "llvmlite", "binding")
        try:
            names = sorted(n for n in os.listdir(binding)
                           if n.startswith(("libllvmlite", "llvmlite.")))
        except OSError:
            continue
        facts = []
        for name in names:
            st = os.stat(os.path.join(binding, name))
            facts.append(f"{os.path.abspath(binding)}/{name} {st.st_size} {st.st_mtime_ns}")
        return "\n".join(facts) or None
    return None


def _cpuinfo() -> str | None:
    """The distinct processor descriptions of ``/proc/cpuinfo`` without their per-processor
    and changing fields (None where there is no such file)."""
    try:
        with open(CPUINFO, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return None
    blocks = set()
    for block in text.split("\n\n"):
        fields = []
        for line in block.splitlines():
            name, _, value = line.partition(":")
            if name.strip().lower() not in _CPUINFO_VOLATILE:
                fields.append(f"{name.strip()}:{value.strip()}")
        if fields:
            blocks.add("\n".join(fields))
    return "\n\n".join(sorted(blocks)) or None


def host_fingerprint() -> str | None:
    """A SHA-256 over what determines :func:`llvm_facts` and costs no LLVM to read: the
    llvmlite version, its shared library's path, size and mtime (the LLVM it links), the
    Python version and the processor descriptions of ``/proc/cpuinfo`` (the CPUID that LLVM
    derives the CPU name and features from).  None where a part cannot be read (no
    ``/proc/cpuinfo``, llvmlite not found on ``sys.path``): LLVM is then asked every time."""
    library, cpus = _llvmlite_library(), _cpuinfo()
    if library is None or cpus is None:
        return None
    text = "\0".join((dist_version("llvmlite"), library, sys.version, cpus))
    return hashlib.sha256(text.encode()).hexdigest()[:32]
