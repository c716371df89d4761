# Each block streams its slice of x once (BYPASS: no reuse, so it should not allocate in L2)
# and then scales a small table that every block reuses into its own row of out.
# As compiled, with a nocache window (--l2-offset), the stream passes the L2 by and the table
# stays resident from one wave of blocks to the next; compiled with every BYPASS as DEFAULT,
# each wave's stream (twice the default L2) evicts the table before the next wave reads it.

@aiv
kernel l2_reuse(x: Tensor[[N], f32], table: Tensor[[T], f32], out: Tensor[[B, T], f32]):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    acc: f32 = 0.0
    for i in range(lo, hi):
        acc += load(x[i], cache=CachePolicy.BYPASS)
    if block_idx < B:
        for j in range(T):
            out[block_idx, j] = acc * table[j]
