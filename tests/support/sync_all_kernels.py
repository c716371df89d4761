"""The two-phase ``sync_all()`` kernel that the sync_all tests (``tests/e2e/test_sync_all.py``)
and the sanitizer's (``tests/runtime/test_sanitizer_sync_all.py``) both launch: each block
writes a partial, ``sync_all()``, then every block reads all partials."""

TWO_PHASE = """
@aiv
kernel two_phase(x: Tensor[[B, N], f32], part: Tensor[[B], f32], out: Tensor[[B], f32]):
    s = 0.0
    for i in range(N):
        s += x[block_idx, i]
    part[block_idx] = s
    sync_all()
    t = 0.0
    for b in range(block_num):
        t += part[b]
    out[block_idx] = t
"""
