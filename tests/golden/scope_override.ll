; ---- kernel scale_rows, variant aiv
; ModuleID = "scale_rows.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
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
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  %"g.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"g.desc" = load ptr, ptr %"g.desc.addr"
  %"g.base.addr" = getelementptr i8, ptr %"g.desc", i64 0
  %"g.base" = load ptr, ptr %"g.base.addr"
  br label %"body"
body:
  %".6" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".6", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".10" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"r.iter", !dbg !7
  %".12" = icmp slt i64 %"block_idx", %"w.dim0" , !dbg !7
  %".13" = icmp sgt i64 %"block_idx", %"w.dim0" , !dbg !7
  %".14" = select  i1 %".10", i1 %".12", i1 %".13" , !dbg !7
  br i1 %".14", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"r.1" = load i64, i64* %"r.iter", !dbg !7
  store i64 %"r.1", i64* %"r", !dbg !7
  %"r.2" = load i64, i64* %"r", !dbg !8
  %".17" = mul i64 %"r.2", 4, !dbg !8
  %".18" = add i64 %".17", 0, !dbg !8
  %"w.addr" = getelementptr float, ptr %"w.base", i64 %".18" , !dbg !8
  %"w.val" = load float, ptr %"w.addr", !dbg !8
  store float %"w.val", float* %"first", !dbg !8
  store i64 0, i64* %"c.iter", !dbg !9
  %".21" = icmp slt i64 0, 4 , !dbg !9
  br i1 %".21", label %"for.body.1", label %"for.end.1", !dbg !9
for.inc:
  %".37" = load i64, i64* %"r.iter", !dbg !7
  %".38" = sub i64 %"w.dim0", %".37", !dbg !7
  %".39" = icmp ugt i64 %".38", %"block_num" , !dbg !7
  %".40" = sub i64 %".37", %"w.dim0", !dbg !7
  %".41" = sub i64 0, %"block_num", !dbg !7
  %".42" = icmp ugt i64 %".40", %".41" , !dbg !7
  %".43" = select  i1 %".10", i1 %".39", i1 %".42" , !dbg !7
  br i1 %".43", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
for.body.1:
  %"c.1" = load i64, i64* %"c.iter", !dbg !9
  store i64 %"c.1", i64* %"c", !dbg !9
  %"r.3" = load i64, i64* %"r", !dbg !10
  %".24" = mul i64 %"r.3", 4, !dbg !10
  %"c.2" = load i64, i64* %"c", !dbg !10
  %".25" = add i64 %".24", %"c.2", !dbg !10
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".25" , !dbg !10
  %"r.4" = load i64, i64* %"r", !dbg !10
  %".26" = mul i64 %"r.4", 4, !dbg !10
  %"c.3" = load i64, i64* %"c", !dbg !10
  %".27" = add i64 %".26", %"c.3", !dbg !10
  %"w.addr.1" = getelementptr float, ptr %"w.base", i64 %".27" , !dbg !10
  %"w.nocache" = getelementptr i8, ptr %"w.addr.1", i64 %"l2.offset" , !dbg !10
  %"w.val.1" = load float, ptr %"w.nocache", !dbg !10
  %"c.4" = load i64, i64* %"c", !dbg !10
  %"g.addr" = getelementptr float, ptr %"g.base", i64 %"c.4" , !dbg !10
  %"g.val" = load float, ptr %"g.addr", !dbg !10
  %".28" = fmul float %"w.val.1", %"g.val", !dbg !10
  %"first.1" = load float, float* %"first", !dbg !10
  %".29" = fadd float %".28", %"first.1", !dbg !10
  store float %".29", ptr %"out.addr", !dbg !10
  br label %"for.inc.1", !dbg !9
for.inc.1:
  %".32" = load i64, i64* %"c.iter", !dbg !9
  %"c.next" = add i64 %".32", 1, !dbg !9
  store i64 %"c.next", i64* %"c.iter", !dbg !9
  %".34" = icmp slt i64 %"c.next", 4 , !dbg !9
  br i1 %".34", label %"for.body.1", label %"for.end.1", !dbg !9, !llvm.loop !12
for.end.1:
  br label %"for.inc", !dbg !7
for.next:
  %"r.next" = add i64 %".37", %"block_num", !dbg !7
  store i64 %"r.next", i64* %"r.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !13
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "scope_override.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "scale_rows", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)
!9 = !DILocation(column: 0, line: 7, scope: !4)
!10 = !DILocation(column: 0, line: 8, scope: !4)
!11 = !{ !"llvm.loop.unroll.runtime.disable" }
!12 = distinct !{ !12, !11 }
!13 = distinct !{ !13, !11 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
