; ---- kernel show, variant aiv
; ModuleID = "show.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"t" = alloca float, i64 4, align 32
  %"x.other" = alloca float
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"log.level.addr" = getelementptr i8, ptr %"gctx", i64 16
  %"log.level" = load i64, ptr %"log.level.addr"
  %"log_ring.addr" = getelementptr i8, ptr %"gctx", i64 32
  %"log_ring" = load i64, ptr %"log_ring.addr"
  %".64" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".65" = icmp sle i64 %"log.level", 1
  %".66" = icmp sle i64 %"log.info_v", 5
  %".67" = and i1 %".65", %".66"
  %"log.on.info_v5" = and i1 %".67", %".64"
  %"n.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"n.bits" = load i64, ptr %"n.bits.addr"
  %"n" = trunc i64 %"n.bits" to i32
  %"log.ring" = inttoptr i64 %"log_ring" to ptr
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  br label %"body"
body:
  br label %"tile.loop"
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".6", %"tile.loop"]
  %".4" = getelementptr float, float* %"t", i64 %"lane"
  store float              0x0, float* %".4"
  %".6" = add i64 %"lane", 1
  %".7" = icmp ult i64 %".6", 4
  br i1 %".7", label %"tile.loop", label %"tile.end"
tile.end:
  %".9" = getelementptr float, float* %"x.other", i64 0 , !dbg !7
  store float              0x0, float* %".9", !dbg !7
  %".11" = icmp sge i64 0, 0 , !dbg !7
  %".12" = sub i64 %"x.dim0", 4, !dbg !7
  %".13" = icmp sle i64 0, %".12" , !dbg !7
  %".14" = and i1 %".11", %".13", !dbg !7
  %".15" = and i1 1, %".14", !dbg !7
  %"x.window" = getelementptr float, ptr %"x.base", i64 0 , !dbg !7
  br i1 %".15", label %"tile.inside", label %"tile.masked", !dbg !7
tile.inside:
  br label %"tile.loop.1", !dbg !7
tile.masked:
  %".24" = icmp slt i64 0, -4 , !dbg !7
  %".25" = icmp slt i64 0, 0 , !dbg !7
  %".26" = sub i64 0, 0, !dbg !7
  %".27" = select  i1 %".25", i64 %".26", i64 0 , !dbg !7
  %".28" = select  i1 %".24", i64 4, i64 %".27" , !dbg !7
  %".29" = icmp sge i64 0, %"x.dim0" , !dbg !7
  %".30" = sub i64 %"x.dim0", 4, !dbg !7
  %".31" = icmp slt i64 0, %".30" , !dbg !7
  %".32" = sub i64 %"x.dim0", 0, !dbg !7
  %".33" = select  i1 %".31", i64 4, i64 %".32" , !dbg !7
  %".34" = select  i1 %".29", i64 0, i64 %".33" , !dbg !7
  %".35" = icmp sgt i64 0, %".28" , !dbg !7
  %".36" = select  i1 %".35", i64 0, i64 %".28" , !dbg !7
  %".37" = icmp slt i64 4, %".34" , !dbg !7
  %".38" = select  i1 %".37", i64 4, i64 %".34" , !dbg !7
  %".39" = icmp sgt i64 %".38", %".36" , !dbg !7
  %".40" = select  i1 %".39", i64 %".38", i64 %".36" , !dbg !7
  %"edge.lo" = select  i1 1, i64 %".36", i64 0 , !dbg !7
  %"edge.hi" = select  i1 1, i64 %".40", i64 0 , !dbg !7
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !7
  %".41" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !7
  br i1 %".41", label %"edge.loop", label %"edge.done", !dbg !7
tile.done:
  br i1 %"log.on.info_v5", label %"print0.write", label %"print0.cont", !dbg !12
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.inside"], [%".20", %"tile.loop.1"] , !dbg !7
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane.1" , !dbg !7
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !7
  %".18" = getelementptr float, float* %"t", i64 %"lane.1" , !dbg !7
  store float %"x.lane.val", float* %".18", !dbg !7
  %".20" = add i64 %"lane.1", 1, !dbg !7
  %".21" = icmp ult i64 %".20", 4 , !dbg !7
  br i1 %".21", label %"tile.loop.1", label %"tile.end.1", !dbg !7
tile.end.1:
  br label %"tile.done", !dbg !7
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".45", %"edge.loop"] , !dbg !7
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !7
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !7
  %".43" = getelementptr float, float* %"t", i64 %"edge.lane" , !dbg !7
  store float %"x.lane.val.1", float* %".43", !dbg !7
  %".45" = add i64 %"edge.lane", 1, !dbg !7
  %".46" = icmp slt i64 %".45", %"edge.hi" , !dbg !7
  br i1 %".46", label %"edge.loop", label %"edge.done", !dbg !7
edge.done:
  %".48" = sub i64 4, %"edge.inner", !dbg !7
  %".49" = icmp slt i64 0, %".48" , !dbg !7
  br i1 %".49", label %"edge.loop.1", label %"edge.done.1", !dbg !7
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".60", %"edge.loop.1"] , !dbg !7
  %".51" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !7
  %".52" = add i64 %"edge.lane.1", %"edge.inner", !dbg !7
  %".53" = select  i1 %".51", i64 %"edge.lane.1", i64 %".52" , !dbg !7
  %".54" = add i64 0, %".53", !dbg !7
  %".55" = icmp ult i64 %".54", %"x.dim0" , !dbg !7
  %".56" = and i1 1, %".55", !dbg !7
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".53" , !dbg !7
  %".57" = select  i1 %".56", ptr %"x.lane.2", float* %"x.other" , !dbg !7
  %"x.lane.val.2" = load float, ptr %".57", !dbg !7
  %".58" = getelementptr float, float* %"t", i64 %".53" , !dbg !7
  store float %"x.lane.val.2", float* %".58", !dbg !7
  %".60" = add i64 %"edge.lane.1", 1, !dbg !7
  %".61" = icmp slt i64 %".60", %".48" , !dbg !7
  br i1 %".61", label %"edge.loop.1", label %"edge.done.1", !dbg !7, !llvm.loop !10
edge.done.1:
  br label %"tile.done", !dbg !7
print0.write:
  %".69" = sext i32 %"n" to i64 , !dbg !12
  %".70" = getelementptr i8, ptr %"log.ring", i64 8 , !dbg !12
  %"print.count" = load i64, ptr %".70", !dbg !12
  %".71" = getelementptr i8, ptr %"log.ring", i64 0 , !dbg !12
  %".72" = load i64, ptr %".71", !dbg !12
  %"print.end" = add i64 %"print.count", 1, !dbg !12
  %".73" = icmp sle i64 %"print.end", %".72" , !dbg !12
  br i1 %".73", label %"print.room", label %"print.full", !dbg !12
print0.cont:
  ret void
print.room:
  %".75" = mul i64 %"print.count", 80, !dbg !12
  %".76" = add i64 112, %".75", !dbg !12
  %"print.record" = getelementptr i8, ptr %"log.ring", i64 %".76" , !dbg !12
  %".77" = getelementptr i8, ptr %"print.record", i64 0 , !dbg !12
  store i64 0, ptr %".77", !dbg !12
  %".79" = getelementptr i8, ptr %"print.record", i64 8 , !dbg !12
  store i64 %"block_idx", ptr %".79", !dbg !12
  %".81" = getelementptr i8, ptr %"print.record", i64 16 , !dbg !12
  store i64 %".69", ptr %".81", !dbg !12
  %".83" = getelementptr i8, ptr %"print.record", i64 24 , !dbg !12
  br label %"tile.loop.2", !dbg !12
print.full:
  %".105" = getelementptr i8, ptr %"log.ring", i64 16 , !dbg !12
  %".106" = load i64, ptr %".105", !dbg !12
  %".107" = add i64 %".106", 1, !dbg !12
  store i64 %".107", ptr %".105", !dbg !12
  br label %"print0.cont", !dbg !12
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"print.room"], [%".89", %"tile.loop.2"] , !dbg !12
  %".85" = getelementptr float, float* %"t", i64 %"lane.2" , !dbg !12
  %".86" = load float, float* %".85", !dbg !12
  %".87" = getelementptr float, ptr %".83", i64 %"lane.2" , !dbg !12
  store float %".86", ptr %".87", !dbg !12
  %".89" = add i64 %"lane.2", 1, !dbg !12
  %".90" = icmp ult i64 %".89", 4 , !dbg !12
  br i1 %".90", label %"tile.loop.2", label %"tile.end.2", !dbg !12
tile.end.2:
  %".92" = getelementptr i8, ptr %"print.record", i64 40 , !dbg !12
  br label %"tile.loop.3", !dbg !12
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.end.2"], [%".100", %"tile.loop.3"] , !dbg !12
  %".94" = getelementptr float, float* %"t", i64 %"lane.3" , !dbg !12
  %".95" = load float, float* %".94", !dbg !12
  %".96" = fcmp ogt float %".95", 0x3ff0000000000000 , !dbg !12
  %".97" = getelementptr i8, ptr %".92", i64 %"lane.3" , !dbg !12
  %".98" = zext i1 %".96" to i8 , !dbg !12
  store i8 %".98", ptr %".97", !dbg !12
  %".100" = add i64 %"lane.3", 1, !dbg !12
  %".101" = icmp ult i64 %".100", 4 , !dbg !12
  br i1 %".101", label %"tile.loop.3", label %"tile.end.3", !dbg !12
tile.end.3:
  store i64 %"print.end", ptr %".70", !dbg !12
  br label %"print0.cont", !dbg !12
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "debug_print.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "show", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 4, scope: !4)
!8 = !{ !"llvm.loop.unroll.runtime.disable" }
!9 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!10 = distinct !{ !10, !8, !9 }
!11 = !DILocation(column: 0, line: 5, scope: !4)
!12 = !DILocation(column: 0, line: 6, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
