; ---- kernel probe, variant aic
; ModuleID = "probe.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"line" = alloca i64
  store i64 0, i64* %"line"
  %"base" = alloca i64
  store i64 0, i64* %"base"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"sub_block_idx.addr" = getelementptr i8, ptr %"gctx", i64 0
  %"sub_block_idx" = load i64, ptr %"sub_block_idx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  store i64 0, i64* %"line"
  store i64 0, i64* %"line"
  %"line.1" = load i64, i64* %"line"
  %".7" = mul i64 %"line.1", 16
  store i64 %".7", i64* %"base"
  %"base.1" = load i64, i64* %"base"
  %".9" = add i64 %"base.1", 0
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".9"
  %".10" = sitofp i64 %"block_idx" to float
  store float %".10", ptr %"out.addr"
  %"base.2" = load i64, i64* %"base"
  %".12" = add i64 %"base.2", 1
  %"out.addr.1" = getelementptr float, ptr %"out.base", i64 %".12"
  %".13" = sitofp i64 %"block_num" to float
  store float %".13", ptr %"out.addr.1"
  %"base.3" = load i64, i64* %"base"
  %".15" = add i64 %"base.3", 2
  %"out.addr.2" = getelementptr float, ptr %"out.base", i64 %".15"
  %".16" = sitofp i64 %"sub_block_idx" to float
  store float %".16", ptr %"out.addr.2"
  %"base.4" = load i64, i64* %"base"
  %".18" = add i64 %"base.4", 3
  %"out.addr.3" = getelementptr float, ptr %"out.base", i64 %".18"
  %".19" = icmp ne i64 %"l2.offset", 0
  br i1 %".19", label %"cond.then", label %"cond.else"
cond.then:
  br label %"cond.end"
cond.else:
  br label %"cond.end"
cond.end:
  %".23" = phi  float [0x3ff0000000000000, %"cond.then"], [             0x0, %"cond.else"]
  store float %".23", ptr %"out.addr.3"
  ret void
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel probe, variant aiv
; ModuleID = "probe.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"line" = alloca i64
  store i64 0, i64* %"line"
  %"base" = alloca i64
  store i64 0, i64* %"base"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"sub_block_idx.addr" = getelementptr i8, ptr %"gctx", i64 0
  %"sub_block_idx" = load i64, ptr %"sub_block_idx.addr"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  store i64 0, i64* %"line"
  %".6" = add i64 1, %"sub_block_idx"
  store i64 %".6", i64* %"line"
  %"line.1" = load i64, i64* %"line"
  %".8" = mul i64 %"line.1", 16
  store i64 %".8", i64* %"base"
  %"base.1" = load i64, i64* %"base"
  %".10" = add i64 %"base.1", 0
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".10"
  %".11" = sitofp i64 %"block_idx" to float
  store float %".11", ptr %"out.addr"
  %"base.2" = load i64, i64* %"base"
  %".13" = add i64 %"base.2", 1
  %"out.addr.1" = getelementptr float, ptr %"out.base", i64 %".13"
  %".14" = sitofp i64 %"block_num" to float
  store float %".14", ptr %"out.addr.1"
  %"base.3" = load i64, i64* %"base"
  %".16" = add i64 %"base.3", 2
  %"out.addr.2" = getelementptr float, ptr %"out.base", i64 %".16"
  %".17" = sitofp i64 %"sub_block_idx" to float
  store float %".17", ptr %"out.addr.2"
  %"base.4" = load i64, i64* %"base"
  %".19" = add i64 %"base.4", 3
  %"out.addr.3" = getelementptr float, ptr %"out.base", i64 %".19"
  %".20" = icmp ne i64 %"l2.offset", 0
  br i1 %".20", label %"cond.then", label %"cond.else"
cond.then:
  br label %"cond.end"
cond.else:
  br label %"cond.end"
cond.end:
  %".24" = phi  float [0x3ff0000000000000, %"cond.then"], [             0x0, %"cond.else"]
  store float %".24", ptr %"out.addr.3"
  ret void
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
