; ---- kernel vadd, variant aiv
; ModuleID = "vadd.aiv"
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
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"i.iter" = alloca i64
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"b.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"b.desc" = load ptr, ptr %"b.desc.addr"
  %"b.base.addr" = getelementptr i8, ptr %"b.desc", i64 0
  %"b.base" = load ptr, ptr %"b.base.addr"
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
  %".10" = icmp slt i64 %"block_idx", %"a.dim0" , !dbg !7
  %".11" = icmp sgt i64 %"block_idx", %"a.dim0" , !dbg !7
  %".12" = select  i1 %".8", i1 %".10", i1 %".11" , !dbg !7
  br i1 %".12", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"c.addr" = getelementptr float, ptr %"c.base", i64 %"i.2" , !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !8
  %"a.addr" = getelementptr float, ptr %"a.base", i64 %"i.3" , !dbg !8
  %"a.val" = load float, ptr %"a.addr", !dbg !8
  %"i.4" = load i64, i64* %"i", !dbg !8
  %"b.addr" = getelementptr float, ptr %"b.base", i64 %"i.4" , !dbg !8
  %"b.val" = load float, ptr %"b.addr", !dbg !8
  %".15" = fadd float %"a.val", %"b.val", !dbg !8
  store float %".15", ptr %"c.addr", !dbg !8
  br label %"for.inc", !dbg !7
for.inc:
  %".18" = load i64, i64* %"i.iter", !dbg !7
  %".19" = sub i64 %"a.dim0", %".18", !dbg !7
  %".20" = icmp ugt i64 %".19", %"block_num" , !dbg !7
  %".21" = sub i64 %".18", %"a.dim0", !dbg !7
  %".22" = sub i64 0, %"block_num", !dbg !7
  %".23" = icmp ugt i64 %".21", %".22" , !dbg !7
  %".24" = select  i1 %".8", i1 %".20", i1 %".23" , !dbg !7
  br i1 %".24", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
for.next:
  %"i.next" = add i64 %".18", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !10
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "default_only.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "vadd", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 4, scope: !4)
!8 = !DILocation(column: 0, line: 5, scope: !4)
!9 = !{ !"llvm.loop.unroll.runtime.disable" }
!10 = distinct !{ !10, !9 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
