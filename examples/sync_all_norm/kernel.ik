# Normalise x to sum 1 in one launch: each block sums its slice into partial[block_idx],
# sync_all() makes every block wait until all partials are written, then every block reads
# all of them and scales its own slice.  Without sync_all() this takes two launches.

@aiv
kernel normalise(x: Tensor[[N], f32], partial: Tensor[[P], f32], y: Tensor[[N], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    s = 0.0
    for i in range(lo, hi):
        s += x[i]
    partial[block_idx] = s
    sync_all()
    total = 0.0
    for b in range(block_num):
        total += partial[b]
    for i in range(lo, hi):
        y[i] = x[i] / total
