# f16/bf16: elements load and store as i16 patterns; values compute in f32 and every result
# is rounded to its type (incore.round_*); casts and the scalar slot go through halfconv.

@aiv
kernel half_axpy(x: Tensor[[N], f16], y: Tensor[[N], bf16], out: Tensor[[N], f16],
                 alpha: f16):
    for i in range(block_idx, N, block_num):
        h = alpha * x[i] + 0.5
        out[i] = h
        y[i] = bf16(f32(h) * 2.0) + y[i]
