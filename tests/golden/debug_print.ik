# print(...) appends one info_v5 record over several ring slots; breakpoint() emits nothing.

kernel show(x: Tensor[[N], f32], n: i32):
    t = x[0:4]
    breakpoint(block=1)
    print("n =", n, t, t > 1.0)
