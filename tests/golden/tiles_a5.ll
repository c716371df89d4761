; ---- kernel tile_copy, variant aiv
; ModuleID = "tile_copy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.other" = alloca float
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.dim0.addr" = getelementptr i8, ptr %"y.desc", i64 24
  %"y.dim0" = load i64, ptr %"y.dim0.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"y.masked" = alloca float
  br label %"body"
body:
  %".4" = mul i64 %"block_idx", 8, !dbg !7
  store i64 %".4", i64* %"c", !dbg !7
  %"c.1" = load i64, i64* %"c", !dbg !8
  %".6" = getelementptr float, float* %"x.other", i64 0 , !dbg !8
  store float              0x0, float* %".6", !dbg !8
  %".8" = icmp sge i64 %"c.1", 0 , !dbg !8
  %".9" = sub i64 %"x.dim0", 8, !dbg !8
  %".10" = icmp sle i64 %"c.1", %".9" , !dbg !8
  %".11" = and i1 %".8", %".10", !dbg !8
  %".12" = and i1 1, %".11", !dbg !8
  %"c.2" = load i64, i64* %"c", !dbg !8
  %".13" = icmp sge i64 %"c.2", 0 , !dbg !8
  %".14" = sub i64 %"y.dim0", 8, !dbg !8
  %".15" = icmp sle i64 %"c.2", %".14" , !dbg !8
  %".16" = and i1 %".13", %".15", !dbg !8
  %".17" = and i1 %".12", %".16", !dbg !8
  %"x.window" = getelementptr float, ptr %"x.base", i64 %"c.1" , !dbg !8
  %"y.window" = getelementptr float, ptr %"y.base", i64 %"c.2" , !dbg !8
  br i1 %".17", label %"tile.inside", label %"tile.masked", !dbg !8
tile.inside:
  br label %"tile.loop", !dbg !8
tile.masked:
  %".25" = icmp slt i64 %"c.1", -8 , !dbg !8
  %".26" = icmp slt i64 %"c.1", 0 , !dbg !8
  %".27" = sub i64 0, %"c.1", !dbg !8
  %".28" = select  i1 %".26", i64 %".27", i64 0 , !dbg !8
  %".29" = select  i1 %".25", i64 8, i64 %".28" , !dbg !8
  %".30" = icmp sgt i64 0, %".29" , !dbg !8
  %".31" = select  i1 %".30", i64 0, i64 %".29" , !dbg !8
  %".32" = icmp sge i64 %"c.1", %"x.dim0" , !dbg !8
  %".33" = sub i64 %"x.dim0", 8, !dbg !8
  %".34" = icmp slt i64 %"c.1", %".33" , !dbg !8
  %".35" = sub i64 %"x.dim0", %"c.1", !dbg !8
  %".36" = select  i1 %".34", i64 8, i64 %".35" , !dbg !8
  %".37" = select  i1 %".32", i64 0, i64 %".36" , !dbg !8
  %".38" = icmp slt i64 8, %".37" , !dbg !8
  %".39" = select  i1 %".38", i64 8, i64 %".37" , !dbg !8
  %".40" = icmp slt i64 %"c.2", -8 , !dbg !8
  %".41" = icmp slt i64 %"c.2", 0 , !dbg !8
  %".42" = sub i64 0, %"c.2", !dbg !8
  %".43" = select  i1 %".41", i64 %".42", i64 0 , !dbg !8
  %".44" = select  i1 %".40", i64 8, i64 %".43" , !dbg !8
  %".45" = icmp sgt i64 %".31", %".44" , !dbg !8
  %".46" = select  i1 %".45", i64 %".31", i64 %".44" , !dbg !8
  %".47" = icmp sge i64 %"c.2", %"y.dim0" , !dbg !8
  %".48" = sub i64 %"y.dim0", 8, !dbg !8
  %".49" = icmp slt i64 %"c.2", %".48" , !dbg !8
  %".50" = sub i64 %"y.dim0", %"c.2", !dbg !8
  %".51" = select  i1 %".49", i64 8, i64 %".50" , !dbg !8
  %".52" = select  i1 %".47", i64 0, i64 %".51" , !dbg !8
  %".53" = icmp slt i64 %".39", %".52" , !dbg !8
  %".54" = select  i1 %".53", i64 %".39", i64 %".52" , !dbg !8
  %".55" = icmp sgt i64 %".54", %".46" , !dbg !8
  %".56" = select  i1 %".55", i64 %".54", i64 %".46" , !dbg !8
  %"edge.lo" = select  i1 1, i64 %".46", i64 0 , !dbg !8
  %"edge.hi" = select  i1 1, i64 %".56", i64 0 , !dbg !8
  %".57" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !8
  br i1 %".57", label %"edge.loop", label %"edge.done", !dbg !8
tile.done:
  ret void
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".21", %"tile.loop"] , !dbg !8
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane" , !dbg !8
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !8, !nontemporal !9
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %"lane" , !dbg !8
  store float %"x.lane.val", ptr %"y.lane", !dbg !8
  %".21" = add i64 %"lane", 1, !dbg !8
  %".22" = icmp ult i64 %".21", 8 , !dbg !8
  br i1 %".22", label %"tile.loop", label %"tile.end", !dbg !8
tile.end:
  br label %"tile.done", !dbg !8
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".60", %"edge.loop"] , !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !8
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !8, !nontemporal !9
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %"edge.lane" , !dbg !8
  store float %"x.lane.val.1", ptr %"y.lane.1", !dbg !8
  %".60" = add i64 %"edge.lane", 1, !dbg !8
  %".61" = icmp slt i64 %".60", %"edge.hi" , !dbg !8
  br i1 %".61", label %"edge.loop", label %"edge.done", !dbg !8
edge.done:
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !8
  %".63" = sub i64 8, %"edge.inner", !dbg !8
  %".64" = icmp slt i64 0, %".63" , !dbg !8
  br i1 %".64", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".78", %"edge.loop.1"] , !dbg !8
  %".66" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !8
  %".67" = add i64 %"edge.lane.1", %"edge.inner", !dbg !8
  %".68" = select  i1 %".66", i64 %"edge.lane.1", i64 %".67" , !dbg !8
  %".69" = add i64 %"c.1", %".68", !dbg !8
  %".70" = icmp ult i64 %".69", %"x.dim0" , !dbg !8
  %".71" = and i1 1, %".70", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".68" , !dbg !8
  %".72" = select  i1 %".71", ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".72", !dbg !8, !nontemporal !9
  %".73" = add i64 %"c.2", %".68", !dbg !8
  %".74" = icmp ult i64 %".73", %"y.dim0" , !dbg !8
  %".75" = and i1 1, %".74", !dbg !8
  %"y.lane.2" = getelementptr float, ptr %"y.window", i64 %".68" , !dbg !8
  %".76" = select  i1 %".75", ptr %"y.lane.2", float* %"y.masked" , !dbg !8
  store float %"x.lane.val.2", ptr %".76", !dbg !8
  %".78" = add i64 %"edge.lane.1", 1, !dbg !8
  %".79" = icmp slt i64 %".78", %".63" , !dbg !8
  br i1 %".79", label %"edge.loop.1", label %"edge.done.1", !dbg !8, !llvm.loop !12
edge.done.1:
  br label %"tile.done", !dbg !8
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_a5.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 7, linkageName: "kernel_entry", name: "tile_copy", scopeLine: 7, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 8, scope: !4)
!8 = !DILocation(column: 0, line: 9, scope: !4)
!9 = !{ i32 1 }
!10 = !{ !"llvm.loop.unroll.runtime.disable" }
!11 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!12 = distinct !{ !12, !10, !11 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
