; ---- kernel acc, variant aiv
; ModuleID = "acc.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"a" = alloca i64
  %"total" = alloca double
  %"b" = alloca i64
  %"c" = alloca i64
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"t.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"t.desc" = load ptr, ptr %"t.desc.addr"
  %"t.dim0.addr" = getelementptr i8, ptr %"t.desc", i64 24
  %"t.dim0" = load i64, ptr %"t.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"a.iter" = alloca i64
  %"t.dim1.addr" = getelementptr i8, ptr %"t.desc", i64 32
  %"t.dim1" = load i64, ptr %"t.dim1.addr"
  %"b.iter" = alloca i64
  %"t.dim2.addr" = getelementptr i8, ptr %"t.desc", i64 40
  %"t.dim2" = load i64, ptr %"t.dim2.addr"
  %"c.iter" = alloca i64
  %"t.stride1" = mul i64 1, %"t.dim2"
  %"t.stride0" = mul i64 %"t.stride1", %"t.dim1"
  %"t.base.addr" = getelementptr i8, ptr %"t.desc", i64 0
  %"t.base" = load ptr, ptr %"t.base.addr"
  %"s.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"s.desc" = load ptr, ptr %"s.desc.addr"
  %"s.base.addr" = getelementptr i8, ptr %"s.desc", i64 0
  %"s.base" = load ptr, ptr %"s.base.addr"
  br label %"body"
body:
  store i64 %"block_idx", i64* %"a.iter"
  br label %"for.cond"
for.cond:
  %"a.1" = load i64, i64* %"a.iter"
  %".5" = icmp sgt i64 %"block_num", 0
  %".6" = icmp slt i64 %"a.1", %"t.dim0"
  %".7" = icmp sgt i64 %"a.1", %"t.dim0"
  %".8" = select  i1 %".5", i1 %".6", i1 %".7"
  br i1 %".8", label %"for.body", label %"for.end"
for.body:
  store i64 %"a.1", i64* %"a"
  store double              0x0, double* %"total"
  store i64 0, i64* %"b.iter"
  br label %"for.cond.1"
for.inc:
  %".42" = load i64, i64* %"a.iter"
  %"a.next" = add i64 %".42", %"block_num"
  store i64 %"a.next", i64* %"a.iter"
  br label %"for.cond"
for.end:
  ret void
for.cond.1:
  %"b.1" = load i64, i64* %"b.iter"
  %".14" = icmp slt i64 %"b.1", %"t.dim1"
  br i1 %".14", label %"for.body.1", label %"for.end.1"
for.body.1:
  store i64 %"b.1", i64* %"b"
  store i64 0, i64* %"c.iter"
  br label %"for.cond.2"
for.inc.1:
  %".33" = load i64, i64* %"b.iter"
  %"b.next" = add i64 %".33", 1
  store i64 %"b.next", i64* %"b.iter"
  br label %"for.cond.1"
for.end.1:
  %"a.3" = load i64, i64* %"a"
  %"s.addr" = getelementptr double, ptr %"s.base", i64 %"a.3"
  %"a.4" = load i64, i64* %"a"
  %"s.addr.1" = getelementptr double, ptr %"s.base", i64 %"a.4"
  %"s.val" = load double, ptr %"s.addr.1"
  %"total.2" = load double, double* %"total"
  %".36" = mul i64 %"t.dim1", %"t.dim2"
  %".37" = sitofp i64 %".36" to double
  %".38" = fdiv double %"total.2", %".37"
  %".39" = fadd double %"s.val", %".38"
  store double %".39", ptr %"s.addr"
  br label %"for.inc"
for.cond.2:
  %"c.1" = load i64, i64* %"c.iter"
  %".19" = icmp slt i64 %"c.1", %"t.dim2"
  br i1 %".19", label %"for.body.2", label %"for.end.2"
for.body.2:
  store i64 %"c.1", i64* %"c"
  %"total.1" = load double, double* %"total"
  %"a.2" = load i64, i64* %"a"
  %".22" = mul i64 %"a.2", %"t.stride0"
  %"b.2" = load i64, i64* %"b"
  %".23" = mul i64 %"b.2", %"t.stride1"
  %".24" = add i64 %".22", %".23"
  %"c.2" = load i64, i64* %"c"
  %".25" = add i64 %".24", %"c.2"
  %"t.addr" = getelementptr double, ptr %"t.base", i64 %".25"
  %"t.val" = load double, ptr %"t.addr"
  %".26" = fadd double %"total.1", %"t.val"
  store double %".26", double* %"total"
  br label %"for.inc.2"
for.inc.2:
  %".29" = load i64, i64* %"c.iter"
  %"c.next" = add i64 %".29", 1
  store i64 %"c.next", i64* %"c.iter"
  br label %"for.cond.2"
for.end.2:
  br label %"for.inc.1"
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
