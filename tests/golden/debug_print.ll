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
  %".71" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".72" = icmp sle i64 %"log.level", 1
  %".73" = icmp sle i64 %"log.info_v", 5
  %".74" = and i1 %".72", %".73"
  %"log.on.info_v5" = and i1 %".74", %".71"
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
  %".29" = icmp sgt i64 0, %".28" , !dbg !7
  %".30" = select  i1 %".29", i64 0, i64 %".28" , !dbg !7
  %".31" = icmp sge i64 0, %"x.dim0" , !dbg !7
  %".32" = sub i64 %"x.dim0", 4, !dbg !7
  %".33" = icmp slt i64 0, %".32" , !dbg !7
  %".34" = sub i64 %"x.dim0", 0, !dbg !7
  %".35" = select  i1 %".33", i64 4, i64 %".34" , !dbg !7
  %".36" = select  i1 %".31", i64 0, i64 %".35" , !dbg !7
  %".37" = icmp slt i64 4, %".36" , !dbg !7
  %".38" = select  i1 %".37", i64 4, i64 %".36" , !dbg !7
  %".39" = icmp sgt i64 %".38", %".30" , !dbg !7
  %".40" = select  i1 %".39", i64 %".38", i64 %".30" , !dbg !7
  %"edge.lo" = select  i1 1, i64 %".30", i64 0 , !dbg !7
  %"edge.hi" = select  i1 1, i64 %".40", i64 0 , !dbg !7
  %".41" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !7
  br i1 %".41", label %"edge.loop", label %"edge.done", !dbg !7
tile.done:
  br i1 %"log.on.info_v5", label %"print0.write", label %"print0.cont", !dbg !9
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
  %".48" = icmp slt i64 0, %"edge.lo" , !dbg !7
  br i1 %".48", label %"edge.loop.1", label %"edge.done.1", !dbg !7
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".56", %"edge.loop.1"] , !dbg !7
  %".50" = add i64 0, %"edge.lane.1", !dbg !7
  %".51" = icmp ult i64 %".50", %"x.dim0" , !dbg !7
  %".52" = and i1 1, %".51", !dbg !7
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %"edge.lane.1" , !dbg !7
  %".53" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !7
  %"x.lane.val.2" = load float, ptr %".53", !dbg !7
  %".54" = getelementptr float, float* %"t", i64 %"edge.lane.1" , !dbg !7
  store float %"x.lane.val.2", float* %".54", !dbg !7
  %".56" = add i64 %"edge.lane.1", 1, !dbg !7
  %".57" = icmp slt i64 %".56", %"edge.lo" , !dbg !7
  br i1 %".57", label %"edge.loop.1", label %"edge.done.1", !dbg !7
edge.done.1:
  %".59" = icmp slt i64 %"edge.hi", 4 , !dbg !7
  br i1 %".59", label %"edge.loop.2", label %"edge.done.2", !dbg !7
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".67", %"edge.loop.2"] , !dbg !7
  %".61" = add i64 0, %"edge.lane.2", !dbg !7
  %".62" = icmp ult i64 %".61", %"x.dim0" , !dbg !7
  %".63" = and i1 1, %".62", !dbg !7
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %"edge.lane.2" , !dbg !7
  %".64" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !7
  %"x.lane.val.3" = load float, ptr %".64", !dbg !7
  %".65" = getelementptr float, float* %"t", i64 %"edge.lane.2" , !dbg !7
  store float %"x.lane.val.3", float* %".65", !dbg !7
  %".67" = add i64 %"edge.lane.2", 1, !dbg !7
  %".68" = icmp slt i64 %".67", 4 , !dbg !7
  br i1 %".68", label %"edge.loop.2", label %"edge.done.2", !dbg !7
edge.done.2:
  br label %"tile.done", !dbg !7
print0.write:
  %".76" = sext i32 %"n" to i64 , !dbg !9
  %".77" = getelementptr i8, ptr %"log.ring", i64 8 , !dbg !9
  %"print.count" = load i64, ptr %".77", !dbg !9
  %".78" = getelementptr i8, ptr %"log.ring", i64 0 , !dbg !9
  %".79" = load i64, ptr %".78", !dbg !9
  %"print.end" = add i64 %"print.count", 1, !dbg !9
  %".80" = icmp sle i64 %"print.end", %".79" , !dbg !9
  br i1 %".80", label %"print.room", label %"print.full", !dbg !9
print0.cont:
  ret void
print.room:
  %".82" = mul i64 %"print.count", 80, !dbg !9
  %".83" = add i64 112, %".82", !dbg !9
  %"print.record" = getelementptr i8, ptr %"log.ring", i64 %".83" , !dbg !9
  %".84" = getelementptr i8, ptr %"print.record", i64 0 , !dbg !9
  store i64 0, ptr %".84", !dbg !9
  %".86" = getelementptr i8, ptr %"print.record", i64 8 , !dbg !9
  store i64 %"block_idx", ptr %".86", !dbg !9
  %".88" = getelementptr i8, ptr %"print.record", i64 16 , !dbg !9
  store i64 %".76", ptr %".88", !dbg !9
  %".90" = getelementptr i8, ptr %"print.record", i64 24 , !dbg !9
  br label %"tile.loop.2", !dbg !9
print.full:
  %".112" = getelementptr i8, ptr %"log.ring", i64 16 , !dbg !9
  %".113" = load i64, ptr %".112", !dbg !9
  %".114" = add i64 %".113", 1, !dbg !9
  store i64 %".114", ptr %".112", !dbg !9
  br label %"print0.cont", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"print.room"], [%".96", %"tile.loop.2"] , !dbg !9
  %".92" = getelementptr float, float* %"t", i64 %"lane.2" , !dbg !9
  %".93" = load float, float* %".92", !dbg !9
  %".94" = getelementptr float, ptr %".90", i64 %"lane.2" , !dbg !9
  store float %".93", ptr %".94", !dbg !9
  %".96" = add i64 %"lane.2", 1, !dbg !9
  %".97" = icmp ult i64 %".96", 4 , !dbg !9
  br i1 %".97", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.end.2:
  %".99" = getelementptr i8, ptr %"print.record", i64 40 , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.end.2"], [%".107", %"tile.loop.3"] , !dbg !9
  %".101" = getelementptr float, float* %"t", i64 %"lane.3" , !dbg !9
  %".102" = load float, float* %".101", !dbg !9
  %".103" = fcmp ogt float %".102", 0x3ff0000000000000 , !dbg !9
  %".104" = getelementptr i8, ptr %".99", i64 %"lane.3" , !dbg !9
  %".105" = zext i1 %".103" to i8 , !dbg !9
  store i8 %".105", ptr %".104", !dbg !9
  %".107" = add i64 %"lane.3", 1, !dbg !9
  %".108" = icmp ult i64 %".107", 4 , !dbg !9
  br i1 %".108", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  store i64 %"print.end", ptr %".77", !dbg !9
  br label %"print0.cont", !dbg !9
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
!8 = !DILocation(column: 0, line: 5, scope: !4)
!9 = !DILocation(column: 0, line: 6, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
