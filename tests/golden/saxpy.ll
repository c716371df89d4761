; ---- kernel saxpy, variant aiv
; ModuleID = "saxpy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"span" = alloca i64
  store i64 0, i64* %"span"
  %"lo" = alloca i64
  store i64 0, i64* %"lo"
  %"hi" = alloca i64
  store i64 0, i64* %"hi"
  %"i" = alloca i64
  store i64 0, i64* %"i"
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
  %".37" = trunc i64 %"alpha.bits" to i32
  %"alpha" = bitcast i32 %".37" to float
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  %".7" = icmp eq i64 %"block_num", 0
  %".8" = icmp eq i64 %"block_num", 18446744073709551615
  %".9" = icmp eq i64 %"x.dim0", 9223372036854775808
  %".10" = and i1 %".9", %".8"
  %".11" = or i1 %".7", %".10"
  br i1 %".11", label %"div.trap", label %"div.ok"
div.trap:
  call void @"llvm.trap"()
  unreachable
div.ok:
  %".15" = sdiv i64 %"x.dim0", %"block_num"
  %".16" = srem i64 %"x.dim0", %"block_num"
  %".17" = icmp ne i64 %".16", 0
  %".18" = xor i64 %".16", %"block_num"
  %".19" = icmp slt i64 %".18", 0
  %".20" = and i1 %".17", %".19"
  %".21" = zext i1 %".20" to i64
  %".22" = sub i64 %".15", %".21"
  %".23" = icmp ne i64 %".16", 0
  %".24" = zext i1 %".23" to i64
  %".25" = add i64 %".22", %".24"
  store i64 %".25", i64* %"span"
  %"span.1" = load i64, i64* %"span"
  %".27" = mul i64 %"block_idx", %"span.1"
  store i64 %".27", i64* %"lo"
  %"lo.1" = load i64, i64* %"lo"
  %"span.2" = load i64, i64* %"span"
  %".29" = add i64 %"lo.1", %"span.2"
  %".30" = icmp slt i64 %"x.dim0", %".29"
  %".31" = select  i1 %".30", i64 %"x.dim0", i64 %".29"
  store i64 %".31", i64* %"hi"
  %"lo.2" = load i64, i64* %"lo"
  %"hi.1" = load i64, i64* %"hi"
  store i64 %"lo.2", i64* %"i.iter"
  %".34" = icmp slt i64 %"lo.2", %"hi.1"
  br i1 %".34", label %"for.body", label %"for.end"
for.body:
  %"i.1" = load i64, i64* %"i.iter"
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2"
  %"i.3" = load i64, i64* %"i"
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.3"
  %"x.nocache" = getelementptr i8, ptr %"x.addr", i64 %"l2.offset"
  %"x.val" = load float, ptr %"x.nocache"
  %".38" = fmul float %"alpha", %"x.val"
  %"i.4" = load i64, i64* %"i"
  %"y.addr.1" = getelementptr float, ptr %"y.base", i64 %"i.4"
  %"y.val" = load float, ptr %"y.addr.1"
  %".39" = fadd float %".38", %"y.val"
  store float %".39", ptr %"y.addr"
  br label %"for.inc"
for.inc:
  %".42" = load i64, i64* %"i.iter"
  %"i.next" = add i64 %".42", 1
  store i64 %"i.next", i64* %"i.iter"
  %".44" = icmp slt i64 %"i.next", %"hi.1"
  br i1 %".44", label %"for.body", label %"for.end"
for.end:
  ret void
}

declare void @"llvm.trap"()

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
