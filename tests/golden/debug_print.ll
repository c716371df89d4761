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
  %".65" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".66" = icmp sle i64 %"log.level", 1
  %".67" = icmp sle i64 %"log.info_v", 5
  %".68" = and i1 %".66", %".67"
  %"log.on.info_v5" = and i1 %".68", %".65"
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
  %".3" = getelementptr float, float* %"x.other", i64 0 , !dbg !7
  store float              0x0, float* %".3", !dbg !7
  %".5" = icmp sge i64 0, 0 , !dbg !7
  %".6" = sub i64 %"x.dim0", 4, !dbg !7
  %".7" = icmp sle i64 0, %".6" , !dbg !7
  %".8" = and i1 %".5", %".7", !dbg !7
  %".9" = and i1 1, %".8", !dbg !7
  %"x.window" = getelementptr float, ptr %"x.base", i64 0 , !dbg !7
  br i1 %".9", label %"tile.inside", label %"tile.masked", !dbg !7
tile.inside:
  br label %"tile.loop", !dbg !7
tile.masked:
  %".18" = icmp slt i64 0, -4 , !dbg !7
  %".19" = icmp slt i64 0, 0 , !dbg !7
  %".20" = sub i64 0, 0, !dbg !7
  %".21" = select  i1 %".19", i64 %".20", i64 0 , !dbg !7
  %".22" = select  i1 %".18", i64 4, i64 %".21" , !dbg !7
  %".23" = icmp sgt i64 0, %".22" , !dbg !7
  %".24" = select  i1 %".23", i64 0, i64 %".22" , !dbg !7
  %".25" = icmp sge i64 0, %"x.dim0" , !dbg !7
  %".26" = sub i64 %"x.dim0", 4, !dbg !7
  %".27" = icmp slt i64 0, %".26" , !dbg !7
  %".28" = sub i64 %"x.dim0", 0, !dbg !7
  %".29" = select  i1 %".27", i64 4, i64 %".28" , !dbg !7
  %".30" = select  i1 %".25", i64 0, i64 %".29" , !dbg !7
  %".31" = icmp slt i64 4, %".30" , !dbg !7
  %".32" = select  i1 %".31", i64 4, i64 %".30" , !dbg !7
  %".33" = icmp sgt i64 %".32", %".24" , !dbg !7
  %".34" = select  i1 %".33", i64 %".32", i64 %".24" , !dbg !7
  %"edge.lo" = select  i1 1, i64 %".24", i64 0 , !dbg !7
  %"edge.hi" = select  i1 1, i64 %".34", i64 0 , !dbg !7
  %".35" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !7
  br i1 %".35", label %"edge.loop", label %"edge.done", !dbg !7
tile.done:
  br i1 %"log.on.info_v5", label %"print0.write", label %"print0.cont", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".14", %"tile.loop"] , !dbg !7
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane" , !dbg !7
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !7
  %".12" = getelementptr float, float* %"t", i64 %"lane" , !dbg !7
  store float %"x.lane.val", float* %".12", !dbg !7
  %".14" = add i64 %"lane", 1, !dbg !7
  %".15" = icmp ult i64 %".14", 4 , !dbg !7
  br i1 %".15", label %"tile.loop", label %"tile.end", !dbg !7
tile.end:
  br label %"tile.done", !dbg !7
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".39", %"edge.loop"] , !dbg !7
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !7
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !7
  %".37" = getelementptr float, float* %"t", i64 %"edge.lane" , !dbg !7
  store float %"x.lane.val.1", float* %".37", !dbg !7
  %".39" = add i64 %"edge.lane", 1, !dbg !7
  %".40" = icmp slt i64 %".39", %"edge.hi" , !dbg !7
  br i1 %".40", label %"edge.loop", label %"edge.done", !dbg !7
edge.done:
  %".42" = icmp slt i64 0, %"edge.lo" , !dbg !7
  br i1 %".42", label %"edge.loop.1", label %"edge.done.1", !dbg !7
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".50", %"edge.loop.1"] , !dbg !7
  %".44" = add i64 0, %"edge.lane.1", !dbg !7
  %".45" = icmp ult i64 %".44", %"x.dim0" , !dbg !7
  %".46" = and i1 1, %".45", !dbg !7
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %"edge.lane.1" , !dbg !7
  %".47" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !7
  %"x.lane.val.2" = load float, ptr %".47", !dbg !7
  %".48" = getelementptr float, float* %"t", i64 %"edge.lane.1" , !dbg !7
  store float %"x.lane.val.2", float* %".48", !dbg !7
  %".50" = add i64 %"edge.lane.1", 1, !dbg !7
  %".51" = icmp slt i64 %".50", %"edge.lo" , !dbg !7
  br i1 %".51", label %"edge.loop.1", label %"edge.done.1", !dbg !7
edge.done.1:
  %".53" = icmp slt i64 %"edge.hi", 4 , !dbg !7
  br i1 %".53", label %"edge.loop.2", label %"edge.done.2", !dbg !7
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".61", %"edge.loop.2"] , !dbg !7
  %".55" = add i64 0, %"edge.lane.2", !dbg !7
  %".56" = icmp ult i64 %".55", %"x.dim0" , !dbg !7
  %".57" = and i1 1, %".56", !dbg !7
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %"edge.lane.2" , !dbg !7
  %".58" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !7
  %"x.lane.val.3" = load float, ptr %".58", !dbg !7
  %".59" = getelementptr float, float* %"t", i64 %"edge.lane.2" , !dbg !7
  store float %"x.lane.val.3", float* %".59", !dbg !7
  %".61" = add i64 %"edge.lane.2", 1, !dbg !7
  %".62" = icmp slt i64 %".61", 4 , !dbg !7
  br i1 %".62", label %"edge.loop.2", label %"edge.done.2", !dbg !7
edge.done.2:
  br label %"tile.done", !dbg !7
print0.write:
  %".70" = sext i32 %"n" to i64 , !dbg !9
  %".71" = getelementptr i8, ptr %"log.ring", i64 8 , !dbg !9
  %"print.count" = load i64, ptr %".71", !dbg !9
  %".72" = getelementptr i8, ptr %"log.ring", i64 0 , !dbg !9
  %".73" = load i64, ptr %".72", !dbg !9
  %"print.end" = add i64 %"print.count", 1, !dbg !9
  %".74" = icmp sle i64 %"print.end", %".73" , !dbg !9
  br i1 %".74", label %"print.room", label %"print.full", !dbg !9
print0.cont:
  ret void
print.room:
  %".76" = mul i64 %"print.count", 80, !dbg !9
  %".77" = add i64 112, %".76", !dbg !9
  %"print.record" = getelementptr i8, ptr %"log.ring", i64 %".77" , !dbg !9
  %".78" = getelementptr i8, ptr %"print.record", i64 0 , !dbg !9
  store i64 0, ptr %".78", !dbg !9
  %".80" = getelementptr i8, ptr %"print.record", i64 8 , !dbg !9
  store i64 %"block_idx", ptr %".80", !dbg !9
  %".82" = getelementptr i8, ptr %"print.record", i64 16 , !dbg !9
  store i64 %".70", ptr %".82", !dbg !9
  %".84" = getelementptr i8, ptr %"print.record", i64 24 , !dbg !9
  br label %"tile.loop.1", !dbg !9
print.full:
  %".106" = getelementptr i8, ptr %"log.ring", i64 16 , !dbg !9
  %".107" = load i64, ptr %".106", !dbg !9
  %".108" = add i64 %".107", 1, !dbg !9
  store i64 %".108", ptr %".106", !dbg !9
  br label %"print0.cont", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"print.room"], [%".90", %"tile.loop.1"] , !dbg !9
  %".86" = getelementptr float, float* %"t", i64 %"lane.1" , !dbg !9
  %".87" = load float, float* %".86", !dbg !9
  %".88" = getelementptr float, ptr %".84", i64 %"lane.1" , !dbg !9
  store float %".87", ptr %".88", !dbg !9
  %".90" = add i64 %"lane.1", 1, !dbg !9
  %".91" = icmp ult i64 %".90", 4 , !dbg !9
  br i1 %".91", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".93" = getelementptr i8, ptr %"print.record", i64 40 , !dbg !9
  br label %"tile.loop.2", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.end.1"], [%".101", %"tile.loop.2"] , !dbg !9
  %".95" = getelementptr float, float* %"t", i64 %"lane.2" , !dbg !9
  %".96" = load float, float* %".95", !dbg !9
  %".97" = fcmp ogt float %".96", 0x3ff0000000000000 , !dbg !9
  %".98" = getelementptr i8, ptr %".93", i64 %"lane.2" , !dbg !9
  %".99" = zext i1 %".97" to i8 , !dbg !9
  store i8 %".99", ptr %".98", !dbg !9
  %".101" = add i64 %"lane.2", 1, !dbg !9
  %".102" = icmp ult i64 %".101", 4 , !dbg !9
  br i1 %".102", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.end.2:
  store i64 %"print.end", ptr %".71", !dbg !9
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
