; ---- kernel copy, variant aiv
; ModuleID = "copy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"i.iter" = alloca i64
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  br label %"body"
body:
  store i64 0, i64* %"i.iter"
  %".5" = icmp slt i64 0, %"x.dim0"
  br i1 %".5", label %"for.body", label %"for.end"
for.body:
  %"i.1" = load i64, i64* %"i.iter"
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2"
  %"i.3" = load i64, i64* %"i"
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.3"
  %"l2.offset.global" = load i64, {i64}* @"g_opL2CacheHintCfg"
  %"x.nocache" = getelementptr i8, ptr %"x.addr", i64 %"l2.offset.global"
  %"x.val" = load float, ptr %"x.nocache"
  store float %"x.val", ptr %"y.addr"
  br label %"for.inc"
for.inc:
  %".10" = load i64, i64* %"i.iter"
  %"i.next" = add i64 %".10", 1
  store i64 %"i.next", i64* %"i.iter"
  %".12" = icmp slt i64 %"i.next", %"x.dim0"
  br i1 %".12", label %"for.body", label %"for.end"
for.end:
  ret void
}

@"g_opL2CacheHintCfg" = global {i64} zeroinitializer
@"ascend.meta.l2cache" = constant [3 x i32] [i32 4, i32 4, i32 3], section ".ascend.meta"
@"llvm.used" = appending global [1 x ptr] [[3 x i32]* @"ascend.meta.l2cache"], section "llvm.metadata"

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
