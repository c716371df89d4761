; ---- kernel acc, variant aiv
; ModuleID = "acc.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"a" = alloca i64
  store i64 0, i64* %"a"
  %"total" = alloca double
  store double              0x0, double* %"total"
  %"b" = alloca i64
  store i64 0, i64* %"b"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"t.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"t.desc" = load ptr, ptr %"t.desc.addr"
  %"t.dim0.addr" = getelementptr i8, ptr %"t.desc", i64 24
  %"t.dim0" = load i64, ptr %"t.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"a.iter" = alloca i64
  %"t.dim1.addr" = getelementptr i8, ptr %"t.desc", i64 32
  %"t.dim1" = load i64, ptr %"t.dim1.addr"
  %"b.iter" = alloca i64
  %"t.dim2.addr" = getelementptr i8, ptr %"t.desc", i64 40
  %"t.dim2" = load i64, ptr %"t.dim2.addr"
  %"c.iter" = alloca i64
  %"t.stride1" = mul i64 1, %"t.dim2"
  %"t.stride0" = mul i64 %"t.stride1", %"t.dim1"
  %"t.base.addr" = getelementptr i8, ptr %"t.desc", i64 0
  %"t.base" = load ptr, ptr %"t.base.addr"
  %"s.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"s.desc" = load ptr, ptr %"s.desc.addr"
  %"s.base.addr" = getelementptr i8, ptr %"s.desc", i64 0
  %"s.base" = load ptr, ptr %"s.base.addr"
  br label %"body"
body:
  %".7" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".7", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".11" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"a.iter", !dbg !7
  %".13" = icmp slt i64 %"block_idx", %"t.dim0" , !dbg !7
  %".14" = icmp sgt i64 %"block_idx", %"t.dim0" , !dbg !7
  %".15" = select  i1 %".11", i1 %".13", i1 %".14" , !dbg !7
  br i1 %".15", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"a.1" = load i64, i64* %"a.iter", !dbg !7
  store i64 %"a.1", i64* %"a", !dbg !7
  store double              0x0, double* %"total", !dbg !8
  store i64 0, i64* %"b.iter", !dbg !9
  %".20" = icmp slt i64 0, %"t.dim1" , !dbg !9
  br i1 %".20", label %"for.body.1", label %"for.end.1", !dbg !9
for.inc:
  %".49" = load i64, i64* %"a.iter", !dbg !7
  %".50" = sub i64 %"t.dim0", %".49", !dbg !7
  %".51" = icmp ugt i64 %".50", %"block_num" , !dbg !7
  %".52" = sub i64 %".49", %"t.dim0", !dbg !7
  %".53" = sub i64 0, %"block_num", !dbg !7
  %".54" = icmp ugt i64 %".52", %".53" , !dbg !7
  %".55" = select  i1 %".11", i1 %".51", i1 %".54" , !dbg !7
  br i1 %".55", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
for.body.1:
  %"b.1" = load i64, i64* %"b.iter", !dbg !9
  store i64 %"b.1", i64* %"b", !dbg !9
  store i64 0, i64* %"c.iter", !dbg !10
  %".24" = icmp slt i64 0, %"t.dim2" , !dbg !10
  br i1 %".24", label %"for.body.2", label %"for.end.2", !dbg !10
for.inc.1:
  %".39" = load i64, i64* %"b.iter", !dbg !9
  %"b.next" = add i64 %".39", 1, !dbg !9
  store i64 %"b.next", i64* %"b.iter", !dbg !9
  %".41" = icmp slt i64 %"b.next", %"t.dim1" , !dbg !9
  br i1 %".41", label %"for.body.1", label %"for.end.1", !dbg !9, !llvm.loop !14
for.end.1:
  %"a.3" = load i64, i64* %"a", !dbg !15
  %"s.addr" = getelementptr double, ptr %"s.base", i64 %"a.3" , !dbg !15
  %"a.4" = load i64, i64* %"a", !dbg !15
  %"s.addr.1" = getelementptr double, ptr %"s.base", i64 %"a.4" , !dbg !15
  %"s.val" = load double, ptr %"s.addr.1", !dbg !15
  %"total.2" = load double, double* %"total", !dbg !15
  %".43" = mul i64 %"t.dim1", %"t.dim2", !dbg !15
  %".44" = sitofp i64 %".43" to double , !dbg !15
  %".45" = fdiv double %"total.2", %".44", !dbg !15
  %".46" = fadd double %"s.val", %".45", !dbg !15
  store double %".46", ptr %"s.addr", !dbg !15
  br label %"for.inc", !dbg !7
for.body.2:
  %"c.1" = load i64, i64* %"c.iter", !dbg !10
  store i64 %"c.1", i64* %"c", !dbg !10
  %"total.1" = load double, double* %"total", !dbg !11
  %"a.2" = load i64, i64* %"a", !dbg !11
  %".27" = mul i64 %"a.2", %"t.stride0", !dbg !11
  %"b.2" = load i64, i64* %"b", !dbg !11
  %".28" = mul i64 %"b.2", %"t.stride1", !dbg !11
  %".29" = add i64 %".27", %".28", !dbg !11
  %"c.2" = load i64, i64* %"c", !dbg !11
  %".30" = add i64 %".29", %"c.2", !dbg !11
  %"t.addr" = getelementptr double, ptr %"t.base", i64 %".30" , !dbg !11
  %"t.val" = load double, ptr %"t.addr", !dbg !11
  %".31" = fadd double %"total.1", %"t.val", !dbg !11
  store double %".31", double* %"total", !dbg !11
  br label %"for.inc.2", !dbg !10
for.inc.2:
  %".34" = load i64, i64* %"c.iter", !dbg !10
  %"c.next" = add i64 %".34", 1, !dbg !10
  store i64 %"c.next", i64* %"c.iter", !dbg !10
  %".36" = icmp slt i64 %"c.next", %"t.dim2" , !dbg !10
  br i1 %".36", label %"for.body.2", label %"for.end.2", !dbg !10, !llvm.loop !13
for.end.2:
  br label %"for.inc.1", !dbg !9
for.next:
  %"a.next" = add i64 %".49", %"block_num", !dbg !7
  store i64 %"a.next", i64* %"a.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !16
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "shapes.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "acc", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 4, scope: !4)
!8 = !DILocation(column: 0, line: 5, scope: !4)
!9 = !DILocation(column: 0, line: 6, scope: !4)
!10 = !DILocation(column: 0, line: 7, scope: !4)
!11 = !DILocation(column: 0, line: 8, scope: !4)
!12 = !{ !"llvm.loop.unroll.runtime.disable" }
!13 = distinct !{ !13, !12 }
!14 = distinct !{ !14, !12 }
!15 = !DILocation(column: 0, line: 9, scope: !4)
!16 = distinct !{ !16, !12 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
