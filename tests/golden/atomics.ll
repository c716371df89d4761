; ---- kernel atomics, variant aiv
; ModuleID = "atomics.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"old" = alloca i64
  store i64 0, i64* %"old"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"i.iter" = alloca i64
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"h.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"h.desc" = load ptr, ptr %"h.desc.addr"
  %"h.base.addr" = getelementptr i8, ptr %"h.desc", i64 0
  %"h.base" = load ptr, ptr %"h.base.addr"
  %"s.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"s.desc" = load ptr, ptr %"s.desc.addr"
  %"s.base.addr" = getelementptr i8, ptr %"s.desc", i64 0
  %"s.base" = load ptr, ptr %"s.base.addr"
  %"t.desc.addr" = getelementptr i8, ptr %"args", i64 32
  %"t.desc" = load ptr, ptr %"t.desc.addr"
  %"t.base.addr" = getelementptr i8, ptr %"t.desc", i64 0
  %"t.base" = load ptr, ptr %"t.base.addr"
  %"m.desc.addr" = getelementptr i8, ptr %"args", i64 24
  %"m.desc" = load ptr, ptr %"m.desc.addr"
  %"m.base.addr" = getelementptr i8, ptr %"m.desc", i64 0
  %"m.base" = load ptr, ptr %"m.base.addr"
  br label %"body"
body:
  %".5" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".5", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".9" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"i.iter", !dbg !7
  %".11" = icmp slt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".12" = icmp sgt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".13" = select  i1 %".9", i1 %".11", i1 %".12" , !dbg !7
  br i1 %".13", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"x.addr" = getelementptr i32, ptr %"x.base", i64 %"i.2" , !dbg !8
  %"x.val" = load i32, ptr %"x.addr", !dbg !8
  %".16" = sext i32 %"x.val" to i64 , !dbg !8
  %"h.addr" = getelementptr i32, ptr %"h.base", i64 %".16" , !dbg !8
  %"h.old" = atomicrmw add ptr %"h.addr", i32 1 seq_cst , !dbg !8
  %"s.addr" = getelementptr float, ptr %"s.base", i64 0 , !dbg !9
  %"i.3" = load i64, i64* %"i", !dbg !9
  %"x.addr.1" = getelementptr i32, ptr %"x.base", i64 %"i.3" , !dbg !9
  %"x.val.1" = load i32, ptr %"x.addr.1", !dbg !9
  %".17" = sitofp i32 %"x.val.1" to float , !dbg !9
  %"atomic.old" = atomicrmw fadd ptr %"s.addr", float %".17" seq_cst , !dbg !9
  br label %"for.inc", !dbg !7
for.inc:
  %".19" = load i64, i64* %"i.iter", !dbg !7
  %".20" = sub i64 %"x.dim0", %".19", !dbg !7
  %".21" = icmp ugt i64 %".20", %"block_num" , !dbg !7
  %".22" = sub i64 %".19", %"x.dim0", !dbg !7
  %".23" = sub i64 0, %"block_num", !dbg !7
  %".24" = icmp ugt i64 %".22", %".23" , !dbg !7
  %".25" = select  i1 %".9", i1 %".21", i1 %".24" , !dbg !7
  br i1 %".25", label %"for.next", label %"for.end", !dbg !7
for.end:
  %"t.addr" = getelementptr i64, ptr %"t.base", i64 0 , !dbg !12
  %".29" = add i64 %"block_idx", 1, !dbg !12
  %".30" = cmpxchg ptr %"t.addr", i64 0, i64 %".29" seq_cst seq_cst , !dbg !12
  %"t.old" = extractvalue {i64, i1} %".30", 0 , !dbg !12
  store i64 %"t.old", i64* %"old", !dbg !12
  %"h.addr.1" = getelementptr i32, ptr %"h.base", i64 0 , !dbg !13
  %"old.1" = load i64, i64* %"old", !dbg !13
  %".32" = trunc i64 %"old.1" to i32 , !dbg !13
  %"h.old.1" = atomicrmw max ptr %"h.addr.1", i32 %".32" seq_cst , !dbg !13
  %"m.addr" = getelementptr double, ptr %"m.base", i64 0 , !dbg !14
  %".33" = load atomic i64, ptr %"m.addr" monotonic, align 8, !dbg !14
  br label %"atomic.min.loop", !dbg !14
for.next:
  %"i.next" = add i64 %".19", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !11
atomic.min.loop:
  %".35" = phi  i64 [%".33", %"for.end"], [%".41", %"atomic.min.loop"] , !dbg !14
  %".36" = bitcast i64 %".35" to double , !dbg !14
  %".37" = fcmp olt double 0xbff8000000000000, %".36" , !dbg !14
  %".38" = select  i1 %".37", double 0xbff8000000000000, double %".36" , !dbg !14
  %".39" = bitcast double %".38" to i64 , !dbg !14
  %".40" = cmpxchg ptr %"m.addr", i64 %".35", i64 %".39" seq_cst seq_cst , !dbg !14
  %".41" = extractvalue {i64, i1} %".40", 0 , !dbg !14
  %".42" = extractvalue {i64, i1} %".40", 1 , !dbg !14
  br i1 %".42", label %"atomic.min.done", label %"atomic.min.loop", !dbg !14
atomic.min.done:
  %"atomic.old.1" = bitcast i64 %".35" to double , !dbg !14
  ret void
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "atomics.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "atomics", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)
!9 = !DILocation(column: 0, line: 7, scope: !4)
!10 = !{ !"llvm.loop.unroll.runtime.disable" }
!11 = distinct !{ !11, !10 }
!12 = !DILocation(column: 0, line: 8, scope: !4)
!13 = !DILocation(column: 0, line: 9, scope: !4)
!14 = !DILocation(column: 0, line: 10, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
