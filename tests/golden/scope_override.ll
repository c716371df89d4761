; ---- kernel scale_rows, variant aiv
; ModuleID = "scale_rows.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"r" = alloca i64
  %"first" = alloca float
  %"c" = alloca i64
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
  store i64 %"block_idx", i64* %"r.iter"
  br label %"for.cond"
for.cond:
  %"r.1" = load i64, i64* %"r.iter"
  %".5" = icmp sgt i64 %"block_num", 0
  %".6" = icmp slt i64 %"r.1", %"w.dim0"
  %".7" = icmp sgt i64 %"r.1", %"w.dim0"
  %".8" = select  i1 %".5", i1 %".6", i1 %".7"
  br i1 %".8", label %"for.body", label %"for.end"
for.body:
  store i64 %"r.1", i64* %"r"
  %"r.2" = load i64, i64* %"r"
  %".11" = mul i64 %"r.2", 4
  %".12" = add i64 %".11", 0
  %"w.addr" = getelementptr float, ptr %"w.base", i64 %".12"
  %"w.val" = load float, ptr %"w.addr"
  store float %"w.val", float* %"first"
  store i64 0, i64* %"c.iter"
  br label %"for.cond.1"
for.inc:
  %".31" = load i64, i64* %"r.iter"
  %"r.next" = add i64 %".31", %"block_num"
  store i64 %"r.next", i64* %"r.iter"
  br label %"for.cond"
for.end:
  ret void
for.cond.1:
  %"c.1" = load i64, i64* %"c.iter"
  %".16" = icmp slt i64 %"c.1", 4
  br i1 %".16", label %"for.body.1", label %"for.end.1"
for.body.1:
  store i64 %"c.1", i64* %"c"
  %"r.3" = load i64, i64* %"r"
  %".19" = mul i64 %"r.3", 4
  %"c.2" = load i64, i64* %"c"
  %".20" = add i64 %".19", %"c.2"
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".20"
  %"r.4" = load i64, i64* %"r"
  %".21" = mul i64 %"r.4", 4
  %"c.3" = load i64, i64* %"c"
  %".22" = add i64 %".21", %"c.3"
  %"w.addr.1" = getelementptr float, ptr %"w.base", i64 %".22"
  %"w.nocache" = getelementptr i8, ptr %"w.addr.1", i64 %"l2.offset"
  %"w.val.1" = load float, ptr %"w.nocache"
  %"c.4" = load i64, i64* %"c"
  %"g.addr" = getelementptr float, ptr %"g.base", i64 %"c.4"
  %"g.val" = load float, ptr %"g.addr"
  %".23" = fmul float %"w.val.1", %"g.val"
  %"first.1" = load float, float* %"first"
  %".24" = fadd float %".23", %"first.1"
  store float %".24", ptr %"out.addr"
  br label %"for.inc.1"
for.inc.1:
  %".27" = load i64, i64* %"c.iter"
  %"c.next" = add i64 %".27", 1
  store i64 %"c.next", i64* %"c.iter"
  br label %"for.cond.1"
for.end.1:
  br label %"for.inc"
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
