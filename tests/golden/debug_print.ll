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
  %".35" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".36" = icmp sle i64 %"log.level", 1
  %".37" = icmp sle i64 %"log.info_v", 5
  %".38" = and i1 %".36", %".37"
  %"log.on.info_v5" = and i1 %".38", %".35"
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
  br label %"tile.loop.2", !dbg !7
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
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".31", %"tile.loop.2"] , !dbg !7
  %".25" = add i64 0, %"lane.2", !dbg !7
  %".26" = icmp ult i64 %".25", %"x.dim0" , !dbg !7
  %".27" = and i1 1, %".26", !dbg !7
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"lane.2" , !dbg !7
  %".28" = select  i1 %".27", ptr %"x.lane.1", float* %"x.other" , !dbg !7
  %"x.lane.val.1" = load float, ptr %".28", !dbg !7
  %".29" = getelementptr float, float* %"t", i64 %"lane.2" , !dbg !7
  store float %"x.lane.val.1", float* %".29", !dbg !7
  %".31" = add i64 %"lane.2", 1, !dbg !7
  %".32" = icmp ult i64 %".31", 4 , !dbg !7
  br i1 %".32", label %"tile.loop.2", label %"tile.end.2", !dbg !7
tile.end.2:
  br label %"tile.done", !dbg !7
print0.write:
  %".40" = sext i32 %"n" to i64 , !dbg !9
  %".41" = getelementptr i8, ptr %"log.ring", i64 8 , !dbg !9
  %"print.count" = load i64, ptr %".41", !dbg !9
  %".42" = getelementptr i8, ptr %"log.ring", i64 0 , !dbg !9
  %".43" = load i64, ptr %".42", !dbg !9
  %"print.end" = add i64 %"print.count", 1, !dbg !9
  %".44" = icmp sle i64 %"print.end", %".43" , !dbg !9
  br i1 %".44", label %"print.room", label %"print.full", !dbg !9
print0.cont:
  ret void
print.room:
  %".46" = mul i64 %"print.count", 80, !dbg !9
  %".47" = add i64 112, %".46", !dbg !9
  %"print.record" = getelementptr i8, ptr %"log.ring", i64 %".47" , !dbg !9
  %".48" = getelementptr i8, ptr %"print.record", i64 0 , !dbg !9
  store i64 0, ptr %".48", !dbg !9
  %".50" = getelementptr i8, ptr %"print.record", i64 8 , !dbg !9
  store i64 %"block_idx", ptr %".50", !dbg !9
  %".52" = getelementptr i8, ptr %"print.record", i64 16 , !dbg !9
  store i64 %".40", ptr %".52", !dbg !9
  %".54" = getelementptr i8, ptr %"print.record", i64 24 , !dbg !9
  br label %"tile.loop.3", !dbg !9
print.full:
  %".76" = getelementptr i8, ptr %"log.ring", i64 16 , !dbg !9
  %".77" = load i64, ptr %".76", !dbg !9
  %".78" = add i64 %".77", 1, !dbg !9
  store i64 %".78", ptr %".76", !dbg !9
  br label %"print0.cont", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"print.room"], [%".60", %"tile.loop.3"] , !dbg !9
  %".56" = getelementptr float, float* %"t", i64 %"lane.3" , !dbg !9
  %".57" = load float, float* %".56", !dbg !9
  %".58" = getelementptr float, ptr %".54", i64 %"lane.3" , !dbg !9
  store float %".57", ptr %".58", !dbg !9
  %".60" = add i64 %"lane.3", 1, !dbg !9
  %".61" = icmp ult i64 %".60", 4 , !dbg !9
  br i1 %".61", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".63" = getelementptr i8, ptr %"print.record", i64 40 , !dbg !9
  br label %"tile.loop.4", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.end.3"], [%".71", %"tile.loop.4"] , !dbg !9
  %".65" = getelementptr float, float* %"t", i64 %"lane.4" , !dbg !9
  %".66" = load float, float* %".65", !dbg !9
  %".67" = fcmp ogt float %".66", 0x3ff0000000000000 , !dbg !9
  %".68" = getelementptr i8, ptr %".63", i64 %"lane.4" , !dbg !9
  %".69" = zext i1 %".67" to i8 , !dbg !9
  store i8 %".69", ptr %".68", !dbg !9
  %".71" = add i64 %"lane.4", 1, !dbg !9
  %".72" = icmp ult i64 %".71", 4 , !dbg !9
  br i1 %".72", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.end.4:
  store i64 %"print.end", ptr %".41", !dbg !9
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
