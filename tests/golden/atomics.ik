# Atomics on GM elements: integer and float read-modify-writes returning the previous value;
# float min is a cmpxchg loop with the DSL's min.
kernel atomics(h: Tensor[[B], i32], x: Tensor[[N], i32], s: Tensor[[1], f32],
               m: Tensor[[1], f64], t: Tensor[[N], u64]):
    for i in range(block_idx, N, block_num):
        atomic_add(h[x[i]], 1)
        atomic_add(s[0], f32(x[i]))
    old = atomic_cas(t[0], u64(0), u64(block_idx + 1))
    atomic_max(h[0], i32(old))
    atomic_min(m[0], -1.5)
