; ---- kernel checked, variant aiv
; ModuleID = "checked.aiv"
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
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"lo.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"lo.bits" = load i64, ptr %"lo.bits.addr"
  %".15" = trunc i64 %"lo.bits" to i32
  %"lo" = bitcast i32 %".15" to float
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"log_ring.addr" = getelementptr i8, ptr %"gctx", i64 32
  %"log_ring" = load i64, ptr %"log_ring.addr"
  %"log.ring" = inttoptr i64 %"log_ring" to ptr
  %"log.level.addr" = getelementptr i8, ptr %"gctx", i64 16
  %"log.level" = load i64, ptr %"log.level.addr"
  %".44" = icmp ne i64 %"log_ring", 0
  %".45" = icmp sle i64 %"log.level", 0
  %"log.on.debug" = and i1 %".45", %".44"
  %".79" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".80" = icmp sle i64 %"log.level", 1
  %".81" = icmp sle i64 %"log.info_v", 7
  %".82" = and i1 %".80", %".81"
  %"log.on.info_v7" = and i1 %".82", %".79"
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
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.2" , !dbg !8
  %"x.val" = load float, ptr %"x.addr", !dbg !8
  %".16" = fcmp oge float %"x.val", %"lo" , !dbg !8
  br i1 %".16", label %"assert0.cont", label %"assert0.write", !dbg !8
for.inc:
  %".69" = load i64, i64* %"i.iter", !dbg !7
  %".70" = sub i64 %"x.dim0", %".69", !dbg !7
  %".71" = icmp ugt i64 %".70", %"block_num" , !dbg !7
  %".72" = sub i64 %".69", %"x.dim0", !dbg !7
  %".73" = sub i64 0, %"block_num", !dbg !7
  %".74" = icmp ugt i64 %".72", %".73" , !dbg !7
  %".75" = select  i1 %".8", i1 %".71", i1 %".74" , !dbg !7
  br i1 %".75", label %"for.next", label %"for.end", !dbg !7
for.end:
  br i1 %"log.on.info_v7", label %"log2.write", label %"log2.cont", !dbg !12
assert0.write:
  %"i.3" = load i64, i64* %"i", !dbg !8
  %"i.4" = load i64, i64* %"i", !dbg !8
  %"x.addr.1" = getelementptr float, ptr %"x.base", i64 %"i.4" , !dbg !8
  %"x.val.1" = load float, ptr %"x.addr.1", !dbg !8
  %".18" = fpext float %"x.val.1" to double , !dbg !8
  %".19" = bitcast double %".18" to i64 , !dbg !8
  %".20" = fpext float %"lo" to double , !dbg !8
  %".21" = bitcast double %".20" to i64 , !dbg !8
  %".22" = ptrtoint ptr %"log.ring" to i64 , !dbg !8
  %".23" = icmp ne i64 %".22", 0 , !dbg !8
  br i1 %".23", label %"assert.count", label %"assert.ret", !dbg !8
assert0.cont:
  br i1 %"log.on.debug", label %"log1.write", label %"log1.cont", !dbg !9
assert.count:
  %".25" = getelementptr i8, ptr %"log.ring", i64 104 , !dbg !8
  %".26" = load i64, ptr %".25", !dbg !8
  %".27" = add i64 %".26", 1, !dbg !8
  store i64 %".27", ptr %".25", !dbg !8
  %".29" = getelementptr i8, ptr %"log.ring", i64 24 , !dbg !8
  %".30" = load i64, ptr %".29", !dbg !8
  %".31" = icmp eq i64 %".30", 0 , !dbg !8
  br i1 %".31", label %"assert.store", label %"assert.ret", !dbg !8
assert.store:
  store i64 1, ptr %".29", !dbg !8
  %".34" = getelementptr i8, ptr %"log.ring", i64 32 , !dbg !8
  store i64 %"block_idx", ptr %".34", !dbg !8
  %".36" = getelementptr i8, ptr %"log.ring", i64 40 , !dbg !8
  store i64 %"i.3", ptr %".36", !dbg !8
  %".38" = getelementptr i8, ptr %"log.ring", i64 48 , !dbg !8
  store i64 %".19", ptr %".38", !dbg !8
  %".40" = getelementptr i8, ptr %"log.ring", i64 56 , !dbg !8
  store i64 %".21", ptr %".40", !dbg !8
  br label %"assert.ret", !dbg !8
assert.ret:
  ret void, !dbg !8
log1.write:
  %"i.5" = load i64, i64* %"i", !dbg !9
  %".47" = getelementptr i8, ptr %"log.ring", i64 8 , !dbg !9
  %"log.count" = load i64, ptr %".47", !dbg !9
  %".48" = getelementptr i8, ptr %"log.ring", i64 0 , !dbg !9
  %".49" = load i64, ptr %".48", !dbg !9
  %".50" = icmp slt i64 %"log.count", %".49" , !dbg !9
  br i1 %".50", label %"log.room", label %"log.full", !dbg !9
log1.cont:
  br label %"for.inc", !dbg !7
log.room:
  %".52" = mul i64 %"log.count", 80, !dbg !9
  %".53" = add i64 112, %".52", !dbg !9
  %"log.record" = getelementptr i8, ptr %"log.ring", i64 %".53" , !dbg !9
  %".54" = getelementptr i8, ptr %"log.record", i64 0 , !dbg !9
  store i64 1, ptr %".54", !dbg !9
  %".56" = getelementptr i8, ptr %"log.record", i64 8 , !dbg !9
  store i64 %"block_idx", ptr %".56", !dbg !9
  %".58" = getelementptr i8, ptr %"log.record", i64 16 , !dbg !9
  store i64 %"i.5", ptr %".58", !dbg !9
  %".60" = add i64 %"log.count", 1, !dbg !9
  store i64 %".60", ptr %".47", !dbg !9
  br label %"log1.cont", !dbg !9
log.full:
  %".63" = getelementptr i8, ptr %"log.ring", i64 16 , !dbg !9
  %".64" = load i64, ptr %".63", !dbg !9
  %".65" = add i64 %".64", 1, !dbg !9
  store i64 %".65", ptr %".63", !dbg !9
  br label %"log1.cont", !dbg !9
for.next:
  %"i.next" = add i64 %".69", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !11
log2.write:
  %".84" = getelementptr i8, ptr %"log.ring", i64 8 , !dbg !12
  %"log.count.1" = load i64, ptr %".84", !dbg !12
  %".85" = getelementptr i8, ptr %"log.ring", i64 0 , !dbg !12
  %".86" = load i64, ptr %".85", !dbg !12
  %".87" = icmp slt i64 %"log.count.1", %".86" , !dbg !12
  br i1 %".87", label %"log.room.1", label %"log.full.1", !dbg !12
log2.cont:
  ret void
log.room.1:
  %".89" = mul i64 %"log.count.1", 80, !dbg !12
  %".90" = add i64 112, %".89", !dbg !12
  %"log.record.1" = getelementptr i8, ptr %"log.ring", i64 %".90" , !dbg !12
  %".91" = getelementptr i8, ptr %"log.record.1", i64 0 , !dbg !12
  store i64 2, ptr %".91", !dbg !12
  %".93" = getelementptr i8, ptr %"log.record.1", i64 8 , !dbg !12
  store i64 %"block_idx", ptr %".93", !dbg !12
  %".95" = getelementptr i8, ptr %"log.record.1", i64 16 , !dbg !12
  store i64 %"block_idx", ptr %".95", !dbg !12
  %".97" = getelementptr i8, ptr %"log.record.1", i64 24 , !dbg !12
  store i64 %"block_num", ptr %".97", !dbg !12
  %".99" = add i64 %"log.count.1", 1, !dbg !12
  store i64 %".99", ptr %".84", !dbg !12
  br label %"log2.cont", !dbg !12
log.full.1:
  %".102" = getelementptr i8, ptr %"log.ring", i64 16 , !dbg !12
  %".103" = load i64, ptr %".102", !dbg !12
  %".104" = add i64 %".103", 1, !dbg !12
  store i64 %".104", ptr %".102", !dbg !12
  br label %"log2.cont", !dbg !12
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "device_records.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "checked", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 4, scope: !4)
!8 = !DILocation(column: 0, line: 5, scope: !4)
!9 = !DILocation(column: 0, line: 6, scope: !4)
!10 = !{ !"llvm.loop.unroll.runtime.disable" }
!11 = distinct !{ !11, !10 }
!12 = !DILocation(column: 0, line: 7, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
