; ---- kernel apply, variant aiv
; ModuleID = "apply.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"i.iter" = alloca i64
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"v.scaled1" = alloca float
  store float              0x0, float* %"v.scaled1"
  %"scaled.ret.scaled1" = alloca float
  %"v.clamp2" = alloca float
  store float              0x0, float* %"v.clamp2"
  %"lo.clamp2" = alloca float
  store float              0x0, float* %"lo.clamp2"
  %"hi.clamp2" = alloca float
  store float              0x0, float* %"hi.clamp2"
  %"clamp.ret.clamp2" = alloca float
  br label %"body"
body:
  %".4" = icmp eq i64 %"block_num", 0
  br i1 %".4", label %"for.step.zero.trap", label %"for.step.zero.ok"
for.step.zero.trap:
  call void @"llvm.trap"()
  unreachable
for.step.zero.ok:
  %".8" = icmp sgt i64 %"block_num", 0
  store i64 %"block_idx", i64* %"i.iter"
  %".10" = icmp slt i64 %"block_idx", %"x.dim0"
  %".11" = icmp sgt i64 %"block_idx", %"x.dim0"
  %".12" = select  i1 %".8", i1 %".10", i1 %".11"
  br i1 %".12", label %"for.body", label %"for.end"
for.body:
  %"i.1" = load i64, i64* %"i.iter"
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2"
  %"i.3" = load i64, i64* %"i"
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.3"
  %"x.val" = load float, ptr %"x.addr"
  store float %"x.val", float* %"v.scaled1"
  %"v" = load float, float* %"v.scaled1"
  %".17" = fmul float %"v", 0x4008000000000000
  store float %".17", float* %"v.clamp2"
  store float 0xbff0000000000000, float* %"lo.clamp2"
  store float 0x3ff0000000000000, float* %"hi.clamp2"
  %"v.1" = load float, float* %"v.clamp2"
  %"lo" = load float, float* %"lo.clamp2"
  %".24" = fcmp olt float %"v.1", %"lo"
  br i1 %".24", label %"if.then", label %"if.else"
for.inc:
  %".41" = load i64, i64* %"i.iter"
  %".42" = sub i64 %"x.dim0", %".41"
  %".43" = icmp ugt i64 %".42", %"block_num"
  %".44" = sub i64 %".41", %"x.dim0"
  %".45" = sub i64 0, %"block_num"
  %".46" = icmp ugt i64 %".44", %".45"
  %".47" = select  i1 %".8", i1 %".43", i1 %".46"
  br i1 %".47", label %"for.next", label %"for.end"
for.end:
  ret void
scaled.exit:
  %"scaled.result" = load float, float* %"scaled.ret.scaled1"
  store float %"scaled.result", ptr %"y.addr"
  br label %"for.inc"
clamp.exit:
  %"clamp.result" = load float, float* %"clamp.ret.clamp2"
  %".36" = fadd float %"clamp.result", 0x3fe0000000000000
  store float %".36", float* %"scaled.ret.scaled1"
  br label %"scaled.exit"
if.then:
  %"lo.1" = load float, float* %"lo.clamp2"
  store float %"lo.1", float* %"clamp.ret.clamp2"
  br label %"clamp.exit"
if.else:
  br label %"if.end"
if.end:
  %"v.2" = load float, float* %"v.clamp2"
  %"hi" = load float, float* %"hi.clamp2"
  %".29" = fcmp ogt float %"v.2", %"hi"
  br i1 %".29", label %"if.then.1", label %"if.else.1"
if.then.1:
  %"hi.1" = load float, float* %"hi.clamp2"
  store float %"hi.1", float* %"clamp.ret.clamp2"
  br label %"clamp.exit"
if.else.1:
  br label %"if.end.1"
if.end.1:
  %"v.3" = load float, float* %"v.clamp2"
  store float %"v.3", float* %"clamp.ret.clamp2"
  br label %"clamp.exit"
for.next:
  %"i.next" = add i64 %".41", %"block_num"
  store i64 %"i.next", i64* %"i.iter"
  br label %"for.body"
}

declare void @"llvm.trap"()

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
