; ---- kernel saxpy, variant aiv
; ModuleID = "saxpy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"span" = alloca i64
  %"lo" = alloca i64
  %"hi" = alloca i64
  %"i" = alloca i64
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"i.iter" = alloca i64
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"alpha.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"alpha.bits" = load i64, ptr %"alpha.bits.addr"
  %".26" = trunc i64 %"alpha.bits" to i32
  %"alpha" = bitcast i32 %".26" to float
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  %".3" = sdiv i64 %"x.dim0", %"block_num"
  %".4" = srem i64 %"x.dim0", %"block_num"
  %".5" = icmp ne i64 %".4", 0
  %".6" = xor i64 %".4", %"block_num"
  %".7" = icmp slt i64 %".6", 0
  %".8" = and i1 %".5", %".7"
  %".9" = zext i1 %".8" to i64
  %".10" = sub i64 %".3", %".9"
  %".11" = icmp ne i64 %".4", 0
  %".12" = zext i1 %".11" to i64
  %".13" = add i64 %".10", %".12"
  store i64 %".13", i64* %"span"
  %"span.1" = load i64, i64* %"span"
  %".15" = mul i64 %"block_idx", %"span.1"
  store i64 %".15", i64* %"lo"
  %"lo.1" = load i64, i64* %"lo"
  %"span.2" = load i64, i64* %"span"
  %".17" = add i64 %"lo.1", %"span.2"
  %".18" = icmp slt i64 %"x.dim0", %".17"
  %".19" = select  i1 %".18", i64 %"x.dim0", i64 %".17"
  store i64 %".19", i64* %"hi"
  %"lo.2" = load i64, i64* %"lo"
  %"hi.1" = load i64, i64* %"hi"
  store i64 %"lo.2", i64* %"i.iter"
  br label %"for.cond"
for.cond:
  %"i.1" = load i64, i64* %"i.iter"
  %".23" = icmp slt i64 %"i.1", %"hi.1"
  br i1 %".23", label %"for.body", label %"for.end"
for.body:
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2"
  %"i.3" = load i64, i64* %"i"
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.3"
  %"x.nocache" = getelementptr i8, ptr %"x.addr", i64 %"l2.offset"
  %"x.val" = load float, ptr %"x.nocache"
  %".27" = fmul float %"alpha", %"x.val"
  %"i.4" = load i64, i64* %"i"
  %"y.addr.1" = getelementptr float, ptr %"y.base", i64 %"i.4"
  %"y.val" = load float, ptr %"y.addr.1"
  %".28" = fadd float %".27", %"y.val"
  store float %".28", ptr %"y.addr"
  br label %"for.inc"
for.inc:
  %".31" = load i64, i64* %"i.iter"
  %"i.next" = add i64 %".31", 1
  store i64 %"i.next", i64* %"i.iter"
  br label %"for.cond"
for.end:
  ret void
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
