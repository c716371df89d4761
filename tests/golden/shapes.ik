# Symbolic dims, x.shape[k], a 3-D tensor, augmented stores, annotated locals.

kernel acc(t: Tensor[[A, B, C], f64], s: Tensor[[A], f64]):
    for a in range(block_idx, A, block_num):
        total: f64 = 0
        for b in range(t.shape[1]):
            for c in range(C):
                total += t[a, b, c]
        s[a] += total / f64(B * C)
