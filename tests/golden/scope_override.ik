# set_cache_policy bypasses every read of w; one read re-caches with an explicit DEFAULT.

kernel scale_rows(w: Tensor[[M, 4], f32], g: Tensor[[4], f32], out: Tensor[[M, 4], f32]):
    set_cache_policy(w, CachePolicy.BYPASS)
    for r in range(block_idx, M, block_num):
        first = load(w[r, 0], cache=CachePolicy.DEFAULT)
        for c in range(4):
            out[r, c] = w[r, c] * g[c] + first
