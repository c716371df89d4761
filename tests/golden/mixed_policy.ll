; ---- kernel stencil, variant aiv
; ModuleID = "stencil.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
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
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  %".4" = sub i64 %"x.dim0", 1, !dbg !7
  store i64 1, i64* %"i.iter", !dbg !7
  %".6" = icmp slt i64 1, %".4" , !dbg !7
  br i1 %".6", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2" , !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !8
  %".9" = sub i64 %"i.3", 1, !dbg !8
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %".9" , !dbg !8
  %"x.nocache" = getelementptr i8, ptr %"x.addr", i64 %"l2.offset" , !dbg !8
  %"x.val" = load float, ptr %"x.nocache", !dbg !8
  %"i.4" = load i64, i64* %"i", !dbg !8
  %"x.addr.1" = getelementptr float, ptr %"x.base", i64 %"i.4" , !dbg !8
  %"x.val.1" = load float, ptr %"x.addr.1", !dbg !8
  %".10" = fadd float %"x.val", %"x.val.1", !dbg !8
  %"i.5" = load i64, i64* %"i", !dbg !8
  %".11" = add i64 %"i.5", 1, !dbg !8
  %"x.addr.2" = getelementptr float, ptr %"x.base", i64 %".11" , !dbg !8
  %"x.val.2" = load float, ptr %"x.addr.2", !dbg !8
  %".12" = fadd float %".10", %"x.val.2", !dbg !8
  store float %".12", ptr %"y.addr", !dbg !8
  br label %"for.inc", !dbg !7
for.inc:
  %".15" = load i64, i64* %"i.iter", !dbg !7
  %"i.next" = add i64 %".15", 1, !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  %".17" = icmp slt i64 %"i.next", %".4" , !dbg !7
  br i1 %".17", label %"for.body", label %"for.end", !dbg !7, !llvm.loop !10
for.end:
  ret void
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "mixed_policy.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "stencil", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 4, scope: !4)
!8 = !DILocation(column: 0, line: 5, scope: !4)
!9 = !{ !"llvm.loop.unroll.runtime.disable" }
!10 = distinct !{ !10, !9 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
