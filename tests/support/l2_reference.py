"""An obviously-correct Python model of the L2 the native simulator implements (tests only).

Each set is an OrderedDict from line number to its dirty bit, least recently used first.  A
counted run record (``abi.ACCESS_RUN_BIT``) is expanded into its ``count`` requests of ``1 <<
scale`` bytes, one after the other, each simulated as a request of its own.
"""

from __future__ import annotations

from collections import OrderedDict

from incore import abi
from incore.runtime.l2.model import COUNTER_NAMES


def reference_counters(records, groups, ngroups, sets, ways, line, state=None, granule=1):
    """Counters (a list of dicts, one per group) and hits per record for ``records`` (ints in
    the abi encoding, no-allocate bit decided) run through a cache of the given geometry.
    ``state`` (a list of OrderedDicts, one per set) carries the contents between calls."""
    if state is None:
        state = [OrderedDict() for _ in range(sets)]
    counters = [dict.fromkeys(COUNTER_NAMES, 0) for _ in range(ngroups)]
    hits_per_record = []
    for word, group in zip(records, groups, strict=True):
        word, group = int(word), int(group)
        copies = 1
        if word >> abi.ACCESS_RUN_BIT & 1:
            copies = word >> 48 & abi.ACCESS_RUN_MAX
            scale = word >> abi.ACCESS_RUN_SCALE_SHIFT & abi.ACCESS_RUN_MAX_SCALE
            word = (word & ((1 << 48) - 1)) | (1 << scale) << 48 | (word & (3 << 62))
        hits = 0
        for _ in range(copies):
            hits += _request(word, counters[group], state, sets, ways, line, granule)
        hits_per_record.append(min(hits, 255))
    return counters, hits_per_record, state


def _request(word, c, state, sets, ways, line, granule):
    """One request through the cache: its counters into ``c``; returns its line hits."""
    addr, size = word & ((1 << 48) - 1), (word >> 48) & ((1 << 14) - 1)
    write, no_alloc = bool(word >> 62 & 1), bool(word >> 63 & 1)
    hits = 0
    for ln in range(addr // line, (addr + size - 1) // line + 1):
        cache_set = state[ln % sets]
        if ln in cache_set:
            cache_set.move_to_end(ln)
            if write:
                cache_set[ln] = True
                c["write_cache_hit"] += 1
            else:
                c["read_cache_hit"] += 1
            hits += 1
        elif no_alloc and not write:
            c["read_cache_miss_no_allocate"] += 1
            lo, hi = max(addr, ln * line), min(addr + size, (ln + 1) * line)
            granules = (hi + granule - 1) // granule - lo // granule
            c["bytes_from_main_memory"] += granules * granule
        else:
            if len(cache_set) == ways:
                _, was_dirty = cache_set.popitem(last=False)
                c["victims"] += 1
                if was_dirty:
                    c["writebacks"] += 1
                    c["bytes_to_main_memory"] += line
            cache_set[ln] = write
            c["write_cache_miss_allocate" if write else "read_cache_miss_allocate"] += 1
            c["bytes_from_main_memory"] += line
    return hits
