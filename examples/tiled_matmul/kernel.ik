# C = A @ B on the AIC's cube unit with the tile shape as const parameters: each block owns
# TM-row panels of C and walks them in TM x TN tiles, accumulating over K in TK steps in f32.
# TM and TN are given per launch (`w.launch(mm, a, b, c, TM=128)`, `incore run -D TM=128`);
# each distinct pair compiles once.  Edge tiles are masked, so any M, N, K work.

const TK = 32

@aic
kernel mm(a: Tensor[[M, K], f16], b: Tensor[[K, N], f16], c: Tensor[[M, N], f32],
          TM: const = 64, TN: const = 64):
    for i in range(block_idx * TM, M, block_num * TM):
        for j in range(0, N, TN):
            acc = zeros([TM, TN], f32)
            for k in range(0, K, TK):
                acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, j:j + TN]
            c[i:i + TM, j:j + TN] = acc
