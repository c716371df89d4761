# C = A @ B on the AIC's cube unit: each block owns a TM-row panel of C and walks it in
# TM x TN tiles, accumulating A[i:i+TM, k:k+TK] @ B[k:k+TK, j:j+TN] over k in f32 (f16 inputs
# are widened per element).  Edge tiles are masked: lanes past the matrices read 0 and are not
# stored, so any M, N, K work.  The @mix variant gives the two AIVs of a cluster the epilogue:
# they scale the rows the AIC of another block does not touch (no cross-core data flow).
# matmul_blocked computes the same bits in BLAS's loop order, for large matrices (below).

const TM = 64
const TN = 64
const TK = 64

@aic
kernel matmul(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    for i in range(block_idx * TM, M, block_num * TM):
        for j in range(0, N, TN):
            acc = zeros([TM, TN], f32)
            for k in range(0, K, TK):
                acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, j:j + TN]
            c[i:i + TM, j:j + TN] = acc

@aic
kernel matmul_f16(a: Tensor[[M, K], f16], b: Tensor[[K, N], f16], c: Tensor[[M, N], f32]):
    for i in range(block_idx * TM, M, block_num * TM):
        for j in range(0, N, TN):
            acc = zeros([TM, TN], f32)
            for k in range(0, K, TK):
                acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, j:j + TN]
            c[i:i + TM, j:j + TN] = acc

# C = A @ B in BLAS's loop order: a BK x BN block of B is staged once per (j, k) and used by
# every row panel of this block, instead of once per output tile as in matmul; C is read back
# between k blocks, which keeps each element's k order (the same bits as matmul).  bt is read
# only as the right operand of @, so it is stored packed (docs/language.md, "Fast matmuls").
# The blocks deal out C's whole column blocks first, one each in turn, as BLAS's threads
# share N: each block stages only the B blocks of its own columns, and the blocks walk the
# same rows of A at about the same time (shared through the L3 cache).  The column blocks
# left when they do not go round evenly, and a last narrower one, are shared by rows: each
# block takes every block_num-th BM rows of them, so that every block does the same work.
const BM = 32
const BN = 256
const BK = 256

@aic
kernel matmul_blocked(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32]):
    whole = N // BN // block_num * block_num  # column blocks dealt out whole
    items = whole + (ceil_div(N, BN) - whole) * block_num
    for w in range(block_idx, items, block_num):
        jb = w  # a whole column block: all its rows
        i0 = 0
        step = BM
        if w >= whole:  # a shared column block: this block's share of its rows
            jb = whole + (w - whole) // block_num
            i0 = (w - whole) % block_num * BM
            step = block_num * BM
        j = jb * BN
        for k in range(0, K, BK):
            bt = b[k:k + BK, j:j + BN]
            for i in range(i0, M, step):
                if k == 0:
                    c[i:i + BM, j:j + BN] = a[i:i + BM, k:k + BK] @ bt
                else:
                    acc = load(c[i:i + BM, j:j + BN])
                    acc += a[i:i + BM, k:k + BK] @ bt
                    c[i:i + BM, j:j + BN] = acc

@mix
kernel matmul_mix(a: Tensor[[M, K], f32], b: Tensor[[K, N], f32], c: Tensor[[M, N], f32],
                  rowsum: Tensor[[M], f32]):
    if core_type == AIC:
        for i in range(block_idx * TM, M, block_num * TM):
            for j in range(0, N, TN):
                acc = zeros([TM, TN], f32)
                for k in range(0, K, TK):
                    acc += a[i:i + TM, k:k + TK] @ b[k:k + TK, j:j + TN]
                c[i:i + TM, j:j + TN] = acc
    elif sub_block_idx == 0:
        for i in range(block_idx * TM, M, block_num * TM):
            s = zeros([TM], f32)
            for k in range(0, K, TK):
                s += sum(a[i:i + TM, k:k + TK], axis=1)
            rowsum[i:i + TM] = s
