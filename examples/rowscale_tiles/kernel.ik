# out = x * scale[:, None] + bias[None, :] over an M x K matrix, in [T, C] tiles: a [T] tile
# of scale becomes the [T, 1] column that scales each row (scale[r:r + T][:, None]), a [C]
# tile of bias the [1, C] row added to every row.  Row blocks of T rows are split across
# blocks; the tiles at the matrix's ragged edges are masked.  x is read once, so it bypasses
# L2; bias is reused by every row block and stays cached.

const T = 16
const C = 256

@aiv
kernel rowscale_tiles(x: Tensor[[M, K], f32], scale: Tensor[[M], f32], bias: Tensor[[K], f32],
                      out: Tensor[[M, K], f32]):
    set_cache_policy(x, CachePolicy.BYPASS)
    for r in range(block_idx * T, M, block_num * T):
        s = scale[r:r + T][:, None]                        # [T, 1]
        for c in range(0, K, C):
            out[r:r + T, c:c + C] = x[r:r + T, c:c + C] * s + bias[c:c + C][None, :]
