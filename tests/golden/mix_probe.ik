# A @mix kernel compiles to an AIC and an AIV payload; core_type folds to a constant in each,
# so the other arm disappears.

@mix
kernel probe(out: Tensor[[48], f32]):
    line = 0
    if core_type == AIC:
        line = 0
    else:
        line = 1 + sub_block_idx
    base = line * 16
    out[base + 0] = f32(block_idx)
    out[base + 1] = f32(block_num)
    out[base + 2] = f32(sub_block_idx)
    out[base + 3] = 1.0 if get_l2_cache_offset() != 0 else 0.0
