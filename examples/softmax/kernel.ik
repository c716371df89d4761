# Row softmax: y[r, :] = exp(x[r, :] - max) / sum(exp(x[r, :] - max)), one row tile per step,
# rows split across blocks.  Every element of x is read once, so x bypasses L2 (each lane of
# the tile load reads through the nocache alias); y is only written.  A row of up to T
# columns is one tile: lanes past the row's end read `other` and are not stored.

const T = 1024

@aiv
kernel softmax(x: Tensor[[N, M], f32], y: Tensor[[N, M], f32]):
    set_cache_policy(x, CachePolicy.BYPASS)
    assert M <= T, "rows of {} columns are longer than the tile ({})", M, T
    rows = ceil_div(N, block_num)
    first = block_idx * rows
    last = min(first + rows, N)
    for r in range(first, last):
        t = load(x[r, 0:T], other=-3.0e38)
        e = exp(t - max(t))
        y[r, 0:T] = e / sum(e)

# The f16 variant computes in f32 (as numpy does for a float16 softmax written with an f32
# intermediate) and rounds the result to f16 once.
@aiv
kernel softmax_f16(x: Tensor[[N, M], f16], y: Tensor[[N, M], f16]):
    set_cache_policy(x, CachePolicy.BYPASS)
    assert M <= T, "rows of {} columns are longer than the tile ({})", M, T
    rows = ceil_div(N, block_num)
    first = block_idx * rows
    last = min(first + rows, N)
    for r in range(first, last):
        t = f32(load(x[r, 0:T], other=-65504.0))
        e = exp(t - max(t))
        y[r, 0:T] = f16(e / sum(e))
