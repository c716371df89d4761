# Every operator on signed, unsigned and float types; Python division semantics; casts.

kernel arith(a: Tensor[[N], i32], b: Tensor[[N], u16], f: Tensor[[N], f64], out: Tensor[[N, 12], i64],
             g: Tensor[[N, 4], f32], k: i32):
    for i in range(block_idx, N, block_num):
        p = a[i]
        q = b[i]
        out[i, 0] = i64(p // k)
        out[i, 1] = i64(p % k)
        out[i, 2] = i64(q // 3)
        out[i, 3] = i64(q % 3)
        out[i, 4] = i64((p << 3) ^ (p >> 1) | (p & 255))
        out[i, 5] = i64(~q)
        out[i, 6] = i64(q >> 2)
        out[i, 7] = i64(f[i])
        out[i, 8] = i64(u8(p))
        out[i, 9] = i64(bool(f[i]))
        out[i, 10] = i64(u64(p) * 2)
        out[i, 11] = -i64(p) + 1
        h = f32(f[i])
        g[i, 0] = h // 0.5
        g[i, 1] = h % 0.75
        g[i, 2] = h / 3.0 - h * 2.0
        g[i, 3] = f32(p) + f32(q)
