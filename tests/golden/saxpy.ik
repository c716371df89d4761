# x is read BYPASS (address + l2_cache_offset read once at entry); y is cached.

@aiv
kernel saxpy(x: Tensor[[N], f32], y: Tensor[[N], f32], alpha: f32):
    span = ceil_div(N, block_num)
    lo = block_idx * span
    hi = min(lo + span, N)
    for i in range(lo, hi):
        y[i] = alpha * load(x[i], cache=CachePolicy.BYPASS) + y[i]
