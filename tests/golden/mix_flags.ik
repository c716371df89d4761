# A flag pair in a MIX cluster: the AIC publishes a value and sets flag 0; the AIVs wait for it
# (counting: one set per AIV), answer on flag 1, and all three meet at the cluster barrier.
@mix
kernel mix_flags(y: Tensor[[N], i64]):
    if core_type == AIC:
        y[0] = 42
        set_flag(0)
        set_flag(0)
        wait_flag(1)
        wait_flag(1)
    else:
        wait_flag(0)
        y[1 + sub_block_idx] = y[0]
        set_flag(1)
    cluster_barrier()
