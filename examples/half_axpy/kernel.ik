# y = alpha * x + y in f16 and in bf16: each product and sum is rounded to the type, so the
# numpy float16 / ml_dtypes bfloat16 golden matches bit for bit (RTOL = ATOL = 0).

@aiv
kernel axpy_f16(x: Tensor[[N], f16], y: Tensor[[N], f16], alpha: f16):
    for i in range(block_idx, N, block_num):
        y[i] = alpha * x[i] + y[i]

@aiv
kernel axpy_bf16(x: Tensor[[N], bf16], y: Tensor[[N], bf16], alpha: bf16):
    for i in range(block_idx, N, block_num):
        y[i] = alpha * x[i] + y[i]
