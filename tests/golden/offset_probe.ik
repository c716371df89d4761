# get_l2_cache_offset() returns the value the entry block read once.

@aic
kernel probe(out: Tensor[[B, 2], u64]):
    out[block_idx, 0] = get_l2_cache_offset()
    out[block_idx, 1] = u64(block_num)
