# Tile loads and stores: a DEFAULT row tile, a BYPASS tile (every lane's address plus the
# l2_cache_offset the entry block reads once), a tensor whose scope policy is BYPASS, and the
# masked loop for windows that reach past the tensor (other=, stores skip lanes outside).

const T = 8

@aiv
kernel tile_copy(x: Tensor[[N, M], f32], w: Tensor[[N, M], f32], s: Tensor[[M], f32],
                 y: Tensor[[N, M], f32]):
    set_cache_policy(s, CachePolicy.BYPASS)
    r = block_idx
    for c in range(0, M, T):
        a = x[r, c:c + T]
        b = load(w[r, c:c + T], cache=CachePolicy.BYPASS, other=1.0)
        y[r, c:c + T] = a * b + s[c:c + T]
