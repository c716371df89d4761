; ---- kernel acc, variant aiv
; ModuleID = "acc.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"total" = alloca double
  store double              0x0, double* %"total"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"c" = alloca i64
  store i64 0, i64* %"c"
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
  %".7" = icmp eq i64 %"block_num", 0
  br i1 %".7", label %"for.step.zero.trap", label %"for.step.zero.ok"
for.step.zero.trap:
  call void @"llvm.trap"()
  unreachable
for.step.zero.ok:
  %".11" = icmp sgt i64 %"block_num", 0
  store i64 %"block_idx", i64* %"a.iter"
  %".13" = icmp slt i64 %"block_idx", %"t.dim0"
  %".14" = icmp sgt i64 %"block_idx", %"t.dim0"
  %".15" = select  i1 %".11", i1 %".13", i1 %".14"
  br i1 %".15", label %"for.body", label %"for.end"
for.body:
  %"a.1" = load i64, i64* %"a.iter"
  store i64 %"a.1", i64* %"a"
  store double              0x0, double* %"total"
  store i64 0, i64* %"b.iter"
  %".20" = icmp slt i64 0, %"t.dim1"
  br i1 %".20", label %"for.body.1", label %"for.end.1"
for.inc:
  %".49" = load i64, i64* %"a.iter"
  %".50" = sub i64 %"t.dim0", %".49"
  %".51" = icmp ugt i64 %".50", %"block_num"
  %".52" = sub i64 %".49", %"t.dim0"
  %".53" = sub i64 0, %"block_num"
  %".54" = icmp ugt i64 %".52", %".53"
  %".55" = select  i1 %".11", i1 %".51", i1 %".54"
  br i1 %".55", label %"for.next", label %"for.end"
for.end:
  ret void
for.body.1:
  %"b.1" = load i64, i64* %"b.iter"
  store i64 %"b.1", i64* %"b"
  store i64 0, i64* %"c.iter"
  %".24" = icmp slt i64 0, %"t.dim2"
  br i1 %".24", label %"for.body.2", label %"for.end.2"
for.inc.1:
  %".39" = load i64, i64* %"b.iter"
  %"b.next" = add i64 %".39", 1
  store i64 %"b.next", i64* %"b.iter"
  %".41" = icmp slt i64 %"b.next", %"t.dim1"
  br i1 %".41", label %"for.body.1", label %"for.end.1"
for.end.1:
  %"a.3" = load i64, i64* %"a"
  %"s.addr" = getelementptr double, ptr %"s.base", i64 %"a.3"
  %"a.4" = load i64, i64* %"a"
  %"s.addr.1" = getelementptr double, ptr %"s.base", i64 %"a.4"
  %"s.val" = load double, ptr %"s.addr.1"
  %"total.2" = load double, double* %"total"
  %".43" = mul i64 %"t.dim1", %"t.dim2"
  %".44" = sitofp i64 %".43" to double
  %".45" = fdiv double %"total.2", %".44"
  %".46" = fadd double %"s.val", %".45"
  store double %".46", ptr %"s.addr"
  br label %"for.inc"
for.body.2:
  %"c.1" = load i64, i64* %"c.iter"
  store i64 %"c.1", i64* %"c"
  %"total.1" = load double, double* %"total"
  %"a.2" = load i64, i64* %"a"
  %".27" = mul i64 %"a.2", %"t.stride0"
  %"b.2" = load i64, i64* %"b"
  %".28" = mul i64 %"b.2", %"t.stride1"
  %".29" = add i64 %".27", %".28"
  %"c.2" = load i64, i64* %"c"
  %".30" = add i64 %".29", %"c.2"
  %"t.addr" = getelementptr double, ptr %"t.base", i64 %".30"
  %"t.val" = load double, ptr %"t.addr"
  %".31" = fadd double %"total.1", %"t.val"
  store double %".31", double* %"total"
  br label %"for.inc.2"
for.inc.2:
  %".34" = load i64, i64* %"c.iter"
  %"c.next" = add i64 %".34", 1
  store i64 %"c.next", i64* %"c.iter"
  %".36" = icmp slt i64 %"c.next", %"t.dim2"
  br i1 %".36", label %"for.body.2", label %"for.end.2"
for.end.2:
  br label %"for.inc.1"
for.next:
  %"a.next" = add i64 %".49", %"block_num"
  store i64 %"a.next", i64* %"a.iter"
  br label %"for.body"
}

declare void @"llvm.trap"()

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
