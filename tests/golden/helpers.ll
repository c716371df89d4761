; ---- kernel apply, variant aiv
; ModuleID = "apply.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
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
  %".4" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".4", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".8" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"i.iter", !dbg !7
  %".10" = icmp slt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".11" = icmp sgt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".12" = select  i1 %".8", i1 %".10", i1 %".11" , !dbg !7
  br i1 %".12", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2" , !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !8
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.3" , !dbg !8
  %"x.val" = load float, ptr %"x.addr", !dbg !8
  store float %"x.val", float* %"v.scaled1", !dbg !8
  %"v" = load float, float* %"v.scaled1", !dbg !9
  %".17" = fmul float %"v", 0x4008000000000000, !dbg !9
  store float %".17", float* %"v.clamp2", !dbg !9
  store float 0xbff0000000000000, float* %"lo.clamp2", !dbg !9
  store float 0x3ff0000000000000, float* %"hi.clamp2", !dbg !9
  %"v.1" = load float, float* %"v.clamp2", !dbg !10
  %"lo" = load float, float* %"lo.clamp2", !dbg !10
  %".24" = fcmp olt float %"v.1", %"lo" , !dbg !10
  br i1 %".24", label %"if.then", label %"if.else", !dbg !10
for.inc:
  %".41" = load i64, i64* %"i.iter", !dbg !7
  %".42" = sub i64 %"x.dim0", %".41", !dbg !7
  %".43" = icmp ugt i64 %".42", %"block_num" , !dbg !7
  %".44" = sub i64 %".41", %"x.dim0", !dbg !7
  %".45" = sub i64 0, %"block_num", !dbg !7
  %".46" = icmp ugt i64 %".44", %".45" , !dbg !7
  %".47" = select  i1 %".8", i1 %".43", i1 %".46" , !dbg !7
  br i1 %".47", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
scaled.exit:
  %"scaled.result" = load float, float* %"scaled.ret.scaled1", !dbg !8
  store float %"scaled.result", ptr %"y.addr", !dbg !8
  br label %"for.inc", !dbg !7
clamp.exit:
  %"clamp.result" = load float, float* %"clamp.ret.clamp2", !dbg !9
  %".36" = fadd float %"clamp.result", 0x3fe0000000000000, !dbg !9
  store float %".36", float* %"scaled.ret.scaled1", !dbg !9
  br label %"scaled.exit", !dbg !9
if.then:
  %"lo.1" = load float, float* %"lo.clamp2", !dbg !11
  store float %"lo.1", float* %"clamp.ret.clamp2", !dbg !11
  br label %"clamp.exit", !dbg !11
if.else:
  br label %"if.end", !dbg !10
if.end:
  %"v.2" = load float, float* %"v.clamp2", !dbg !12
  %"hi" = load float, float* %"hi.clamp2", !dbg !12
  %".29" = fcmp ogt float %"v.2", %"hi" , !dbg !12
  br i1 %".29", label %"if.then.1", label %"if.else.1", !dbg !12
if.then.1:
  %"hi.1" = load float, float* %"hi.clamp2", !dbg !13
  store float %"hi.1", float* %"clamp.ret.clamp2", !dbg !13
  br label %"clamp.exit", !dbg !13
if.else.1:
  br label %"if.end.1", !dbg !12
if.end.1:
  %"v.3" = load float, float* %"v.clamp2", !dbg !14
  store float %"v.3", float* %"clamp.ret.clamp2", !dbg !14
  br label %"clamp.exit", !dbg !14
for.next:
  %"i.next" = add i64 %".41", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !16
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "helpers.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 16, linkageName: "kernel_entry", name: "apply", scopeLine: 16, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 17, scope: !4)
!8 = !DILocation(column: 0, line: 18, scope: !4)
!9 = !DILocation(column: 0, line: 14, scope: !4)
!10 = !DILocation(column: 0, line: 7, scope: !4)
!11 = !DILocation(column: 0, line: 8, scope: !4)
!12 = !DILocation(column: 0, line: 9, scope: !4)
!13 = !DILocation(column: 0, line: 10, scope: !4)
!14 = !DILocation(column: 0, line: 11, scope: !4)
!15 = !{ !"llvm.loop.unroll.runtime.disable" }
!16 = distinct !{ !16, !15 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
