# Matmul on the AIC: acc += a @ b accumulates into the tile in place (k order); in a @mix
# kernel only the AIC variant holds the matmul, the AIV variant the vector part.

const TM = 4
const TN = 4
const TK = 4

@aic
kernel mm(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    i = block_idx * TM
    acc = zeros([TM, TN], f32)
    for k in range(0, K, TK):
        acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, 0:TN]
    c[i:i + TM, 0:TN] = acc

@mix
kernel mm_mix(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    i = block_idx * TM
    if core_type == AIC:
        c[i:i + TM, 0:TN] = a[i:i + TM, 0:TK] @ b[0:TK, 0:TN]
    else:
        c[i:i + TM, TN:TN + TN] = a[i:i + TM, 0:TN] * 2.0
