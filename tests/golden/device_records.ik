# Device log statements and assertions append records to the core's ring.

kernel checked(x: Tensor[[N], f32], lo: f32):
    for i in range(block_idx, N, block_num):
        assert x[i] >= lo, "x[{}] = {:.3f} is below {}", i, x[i], lo
        log.debug("x[{}] ok", i)
    log.info_v7("block {} of {} done", block_idx, block_num)
