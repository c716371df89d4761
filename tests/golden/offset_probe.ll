; ---- kernel probe, variant aic
; ModuleID = "probe.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  br label %"body"
body:
  %".3" = mul i64 %"block_idx", 2, !dbg !7
  %".4" = add i64 %".3", 0, !dbg !7
  %"out.addr" = getelementptr i64, ptr %"out.base", i64 %".4" , !dbg !7
  store i64 %"l2.offset", ptr %"out.addr", !dbg !7
  %".6" = mul i64 %"block_idx", 2, !dbg !8
  %".7" = add i64 %".6", 1, !dbg !8
  %"out.addr.1" = getelementptr i64, ptr %"out.base", i64 %".7" , !dbg !8
  store i64 %"block_num", ptr %"out.addr.1", !dbg !8
  ret void
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "offset_probe.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 4, linkageName: "kernel_entry", name: "probe", scopeLine: 4, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
