# if/elif/else, while, break, continue, early return, pass, a if c else b, and/or short-circuit.

kernel flow(x: Tensor[[N], i32], y: Tensor[[N], i32]):
    if block_idx != 0:
        return
    i = 0
    while True:
        if i >= N:
            break
        v = x[i]
        if v < 0:
            y[i] = -v
        elif v == 0:
            pass
        else:
            y[i] = v if v < 100 else 100
        i += 1
    for j in range(N - 1, -1, -2):
        if j > 0 and x[j - 1] > 0:
            continue
        y[j] = y[j] + (1 if not (j < 3 or x[j] == 7) else 2)
