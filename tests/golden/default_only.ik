# Only default (cached) loads: the entry block must not read l2_cache_offset.

kernel vadd(a: Tensor[[N], f32], b: Tensor[[N], f32], c: Tensor[[N], f32]):
    for i in range(block_idx, N, block_num):
        c[i] = a[i] + b[i]
