; ---- kernel scale_rows, variant aiv
; ModuleID = "scale_rows.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %"first" = alloca float
  store float              0x0, float* %"first"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"w.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"w.desc" = load ptr, ptr %"w.desc.addr"
  %"w.dim0.addr" = getelementptr i8, ptr %"w.desc", i64 24
  %"w.dim0" = load i64, ptr %"w.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"r.iter" = alloca i64
  %"w.base.addr" = getelementptr i8, ptr %"w.desc", i64 0
  %"w.base" = load ptr, ptr %"w.base.addr"
  %"c.iter" = alloca i64
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  %"g.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"g.desc" = load ptr, ptr %"g.desc.addr"
  %"g.base.addr" = getelementptr i8, ptr %"g.desc", i64 0
  %"g.base" = load ptr, ptr %"g.base.addr"
  br label %"body"
body:
  %".6" = icmp eq i64 %"block_num", 0
  br i1 %".6", label %"for.step.zero.trap", label %"for.step.zero.ok"
for.step.zero.trap:
  call void @"llvm.trap"()
  unreachable
for.step.zero.ok:
  %".10" = icmp sgt i64 %"block_num", 0
  store i64 %"block_idx", i64* %"r.iter"
  %".12" = icmp slt i64 %"block_idx", %"w.dim0"
  %".13" = icmp sgt i64 %"block_idx", %"w.dim0"
  %".14" = select  i1 %".10", i1 %".12", i1 %".13"
  br i1 %".14", label %"for.body", label %"for.end"
for.body:
  %"r.1" = load i64, i64* %"r.iter"
  store i64 %"r.1", i64* %"r"
  %"r.2" = load i64, i64* %"r"
  %".17" = mul i64 %"r.2", 4
  %".18" = add i64 %".17", 0
  %"w.addr" = getelementptr float, ptr %"w.base", i64 %".18"
  %"w.val" = load float, ptr %"w.addr"
  store float %"w.val", float* %"first"
  store i64 0, i64* %"c.iter"
  %".21" = icmp slt i64 0, 4
  br i1 %".21", label %"for.body.1", label %"for.end.1"
for.inc:
  %".37" = load i64, i64* %"r.iter"
  %".38" = sub i64 %"w.dim0", %".37"
  %".39" = icmp ugt i64 %".38", %"block_num"
  %".40" = sub i64 %".37", %"w.dim0"
  %".41" = sub i64 0, %"block_num"
  %".42" = icmp ugt i64 %".40", %".41"
  %".43" = select  i1 %".10", i1 %".39", i1 %".42"
  br i1 %".43", label %"for.next", label %"for.end"
for.end:
  ret void
for.body.1:
  %"c.1" = load i64, i64* %"c.iter"
  store i64 %"c.1", i64* %"c"
  %"r.3" = load i64, i64* %"r"
  %".24" = mul i64 %"r.3", 4
  %"c.2" = load i64, i64* %"c"
  %".25" = add i64 %".24", %"c.2"
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".25"
  %"r.4" = load i64, i64* %"r"
  %".26" = mul i64 %"r.4", 4
  %"c.3" = load i64, i64* %"c"
  %".27" = add i64 %".26", %"c.3"
  %"w.addr.1" = getelementptr float, ptr %"w.base", i64 %".27"
  %"w.nocache" = getelementptr i8, ptr %"w.addr.1", i64 %"l2.offset"
  %"w.val.1" = load float, ptr %"w.nocache"
  %"c.4" = load i64, i64* %"c"
  %"g.addr" = getelementptr float, ptr %"g.base", i64 %"c.4"
  %"g.val" = load float, ptr %"g.addr"
  %".28" = fmul float %"w.val.1", %"g.val"
  %"first.1" = load float, float* %"first"
  %".29" = fadd float %".28", %"first.1"
  store float %".29", ptr %"out.addr"
  br label %"for.inc.1"
for.inc.1:
  %".32" = load i64, i64* %"c.iter"
  %"c.next" = add i64 %".32", 1
  store i64 %"c.next", i64* %"c.iter"
  %".34" = icmp slt i64 %"c.next", 4
  br i1 %".34", label %"for.body.1", label %"for.end.1"
for.end.1:
  br label %"for.inc"
for.next:
  %"r.next" = add i64 %".37", %"block_num"
  store i64 %"r.next", i64* %"r.iter"
  br label %"for.body"
}

declare void @"llvm.trap"()

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
