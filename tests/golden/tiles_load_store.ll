; ---- kernel tile_copy, variant aiv
; ModuleID = "tile_copy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"r" = alloca i64
  store i64 0, i64* %"r"
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"a" = alloca float, i64 8, align 32
  %"b" = alloca float, i64 8, align 32
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim1.addr" = getelementptr i8, ptr %"x.desc", i64 32
  %"x.dim1" = load i64, ptr %"x.dim1.addr"
  %"c.iter" = alloca i64
  %"x.other" = alloca float
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"x.stride0" = mul i64 1, %"x.dim1"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"w.other" = alloca float
  %"w.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"w.desc" = load ptr, ptr %"w.desc.addr"
  %"w.dim0.addr" = getelementptr i8, ptr %"w.desc", i64 24
  %"w.dim0" = load i64, ptr %"w.dim0.addr"
  %"w.dim1.addr" = getelementptr i8, ptr %"w.desc", i64 32
  %"w.dim1" = load i64, ptr %"w.dim1.addr"
  %"w.stride0" = mul i64 1, %"w.dim1"
  %"w.base.addr" = getelementptr i8, ptr %"w.desc", i64 0
  %"w.base" = load ptr, ptr %"w.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  %"s.other" = alloca float
  %"s.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"s.desc" = load ptr, ptr %"s.desc.addr"
  %"s.dim0.addr" = getelementptr i8, ptr %"s.desc", i64 24
  %"s.dim0" = load i64, ptr %"s.dim0.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 24
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.dim0.addr" = getelementptr i8, ptr %"y.desc", i64 24
  %"y.dim0" = load i64, ptr %"y.dim0.addr"
  %"y.dim1.addr" = getelementptr i8, ptr %"y.desc", i64 32
  %"y.dim1" = load i64, ptr %"y.dim1.addr"
  %"s.base.addr" = getelementptr i8, ptr %"s.desc", i64 0
  %"s.base" = load ptr, ptr %"s.base.addr"
  %"y.stride0" = mul i64 1, %"y.dim1"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"y.masked" = alloca float
  br label %"body"
body:
  br label %"tile.loop"
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".8", %"tile.loop"]
  %".6" = getelementptr float, float* %"a", i64 %"lane"
  store float              0x0, float* %".6"
  %".8" = add i64 %"lane", 1
  %".9" = icmp ult i64 %".8", 8
  br i1 %".9", label %"tile.loop", label %"tile.end"
tile.end:
  br label %"tile.loop.1"
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.end"], [%".14", %"tile.loop.1"]
  %".12" = getelementptr float, float* %"b", i64 %"lane.1"
  store float              0x0, float* %".12"
  %".14" = add i64 %"lane.1", 1
  %".15" = icmp ult i64 %".14", 8
  br i1 %".15", label %"tile.loop.1", label %"tile.end.1"
tile.end.1:
  store i64 %"block_idx", i64* %"r", !dbg !7
  store i64 0, i64* %"c.iter", !dbg !8
  %".19" = icmp slt i64 0, %"x.dim1" , !dbg !8
  br i1 %".19", label %"for.body", label %"for.end", !dbg !8
for.body:
  %"c.1" = load i64, i64* %"c.iter", !dbg !8
  store i64 %"c.1", i64* %"c", !dbg !8
  %"r.1" = load i64, i64* %"r", !dbg !9
  %"c.2" = load i64, i64* %"c", !dbg !9
  %".22" = getelementptr float, float* %"x.other", i64 0 , !dbg !9
  store float              0x0, float* %".22", !dbg !9
  %".24" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".25" = and i1 1, %".24", !dbg !9
  %".26" = icmp sge i64 %"c.2", 0 , !dbg !9
  %".27" = sub i64 %"x.dim1", 8, !dbg !9
  %".28" = icmp sle i64 %"c.2", %".27" , !dbg !9
  %".29" = and i1 %".26", %".28", !dbg !9
  %".30" = and i1 %".25", %".29", !dbg !9
  %".31" = mul i64 %"r.1", %"x.stride0", !dbg !9
  %".32" = add i64 %".31", %"c.2", !dbg !9
  %"x.window" = getelementptr float, ptr %"x.base", i64 %".32" , !dbg !9
  br i1 %".30", label %"tile.inside", label %"tile.masked", !dbg !9
for.inc:
  %".138" = load i64, i64* %"c.iter", !dbg !8
  %".139" = sub i64 %"x.dim1", %".138", !dbg !8
  %".140" = icmp ugt i64 %".139", 8 , !dbg !8
  br i1 %".140", label %"for.next", label %"for.end", !dbg !8
for.end:
  ret void
tile.inside:
  br label %"tile.loop.2", !dbg !9
tile.masked:
  br label %"tile.loop.3", !dbg !9
tile.done:
  %"r.2" = load i64, i64* %"r", !dbg !10
  %"c.3" = load i64, i64* %"c", !dbg !10
  %".54" = getelementptr float, float* %"w.other", i64 0 , !dbg !10
  store float 0x3ff0000000000000, float* %".54", !dbg !10
  %".56" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".57" = and i1 1, %".56", !dbg !10
  %".58" = icmp sge i64 %"c.3", 0 , !dbg !10
  %".59" = sub i64 %"w.dim1", 8, !dbg !10
  %".60" = icmp sle i64 %"c.3", %".59" , !dbg !10
  %".61" = and i1 %".58", %".60", !dbg !10
  %".62" = and i1 %".57", %".61", !dbg !10
  %".63" = mul i64 %"r.2", %"w.stride0", !dbg !10
  %".64" = add i64 %".63", %"c.3", !dbg !10
  %"w.window" = getelementptr float, ptr %"w.base", i64 %".64" , !dbg !10
  br i1 %".62", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.inside"], [%".37", %"tile.loop.2"] , !dbg !9
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane.2" , !dbg !9
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !9
  %".35" = getelementptr float, float* %"a", i64 %"lane.2" , !dbg !9
  store float %"x.lane.val", float* %".35", !dbg !9
  %".37" = add i64 %"lane.2", 1, !dbg !9
  %".38" = icmp ult i64 %".37", 8 , !dbg !9
  br i1 %".38", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.masked"], [%".50", %"tile.loop.3"] , !dbg !9
  %".42" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".43" = and i1 1, %".42", !dbg !9
  %".44" = add i64 %"c.2", %"lane.3", !dbg !9
  %".45" = icmp ult i64 %".44", %"x.dim1" , !dbg !9
  %".46" = and i1 %".43", %".45", !dbg !9
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"lane.3" , !dbg !9
  %".47" = select  i1 %".46", ptr %"x.lane.1", float* %"x.other" , !dbg !9
  %"x.lane.val.1" = load float, ptr %".47", !dbg !9
  %".48" = getelementptr float, float* %"a", i64 %"lane.3" , !dbg !9
  store float %"x.lane.val.1", float* %".48", !dbg !9
  %".50" = add i64 %"lane.3", 1, !dbg !9
  %".51" = icmp ult i64 %".50", 8 , !dbg !9
  br i1 %".51", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  br label %"tile.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !10
tile.masked.1:
  br label %"tile.loop.5", !dbg !10
tile.done.1:
  %"c.4" = load i64, i64* %"c", !dbg !11
  %".86" = getelementptr float, float* %"s.other", i64 0 , !dbg !11
  store float              0x0, float* %".86", !dbg !11
  %".88" = icmp sge i64 %"c.4", 0 , !dbg !11
  %".89" = sub i64 %"s.dim0", 8, !dbg !11
  %".90" = icmp sle i64 %"c.4", %".89" , !dbg !11
  %".91" = and i1 %".88", %".90", !dbg !11
  %".92" = and i1 1, %".91", !dbg !11
  %"r.3" = load i64, i64* %"r", !dbg !11
  %"c.5" = load i64, i64* %"c", !dbg !11
  %".93" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !11
  %".94" = and i1 %".92", %".93", !dbg !11
  %".95" = icmp sge i64 %"c.5", 0 , !dbg !11
  %".96" = sub i64 %"y.dim1", 8, !dbg !11
  %".97" = icmp sle i64 %"c.5", %".96" , !dbg !11
  %".98" = and i1 %".95", %".97", !dbg !11
  %".99" = and i1 %".94", %".98", !dbg !11
  %"s.window" = getelementptr float, ptr %"s.base", i64 %"c.4" , !dbg !11
  %".100" = mul i64 %"r.3", %"y.stride0", !dbg !11
  %".101" = add i64 %".100", %"c.5", !dbg !11
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".101" , !dbg !11
  br i1 %".99", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".69", %"tile.loop.4"] , !dbg !10
  %"w.lane" = getelementptr float, ptr %"w.window", i64 %"lane.4" , !dbg !10
  %"w.nocache" = getelementptr i8, ptr %"w.lane", i64 %"l2.offset" , !dbg !10
  %"w.lane.val" = load float, ptr %"w.nocache", !dbg !10
  %".67" = getelementptr float, float* %"b", i64 %"lane.4" , !dbg !10
  store float %"w.lane.val", float* %".67", !dbg !10
  %".69" = add i64 %"lane.4", 1, !dbg !10
  %".70" = icmp ult i64 %".69", 8 , !dbg !10
  br i1 %".70", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.end.4:
  br label %"tile.done.1", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked.1"], [%".82", %"tile.loop.5"] , !dbg !10
  %".74" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".75" = and i1 1, %".74", !dbg !10
  %".76" = add i64 %"c.3", %"lane.5", !dbg !10
  %".77" = icmp ult i64 %".76", %"w.dim1" , !dbg !10
  %".78" = and i1 %".75", %".77", !dbg !10
  %"w.lane.1" = getelementptr float, ptr %"w.window", i64 %"lane.5" , !dbg !10
  %"w.nocache.1" = getelementptr i8, ptr %"w.lane.1", i64 %"l2.offset" , !dbg !10
  %".79" = select  i1 %".78", ptr %"w.nocache.1", float* %"w.other" , !dbg !10
  %"w.lane.val.1" = load float, ptr %".79", !dbg !10
  %".80" = getelementptr float, float* %"b", i64 %"lane.5" , !dbg !10
  store float %"w.lane.val.1", float* %".80", !dbg !10
  %".82" = add i64 %"lane.5", 1, !dbg !10
  %".83" = icmp ult i64 %".82", 8 , !dbg !10
  br i1 %".83", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.end.5:
  br label %"tile.done.1", !dbg !10
tile.inside.2:
  br label %"tile.loop.6", !dbg !11
tile.masked.2:
  br label %"tile.loop.7", !dbg !11
tile.done.2:
  br label %"for.inc", !dbg !8
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.inside.2"], [%".111", %"tile.loop.6"] , !dbg !11
  %".104" = getelementptr float, float* %"a", i64 %"lane.6" , !dbg !11
  %".105" = load float, float* %".104", !dbg !11
  %".106" = getelementptr float, float* %"b", i64 %"lane.6" , !dbg !11
  %".107" = load float, float* %".106", !dbg !11
  %".108" = fmul float %".105", %".107", !dbg !11
  %"s.lane" = getelementptr float, ptr %"s.window", i64 %"lane.6" , !dbg !11
  %"s.nocache" = getelementptr i8, ptr %"s.lane", i64 %"l2.offset" , !dbg !11
  %"s.lane.val" = load float, ptr %"s.nocache", !dbg !11
  %".109" = fadd float %".108", %"s.lane.val", !dbg !11
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %"lane.6" , !dbg !11
  store float %".109", ptr %"y.lane", !dbg !11
  %".111" = add i64 %"lane.6", 1, !dbg !11
  %".112" = icmp ult i64 %".111", 8 , !dbg !11
  br i1 %".112", label %"tile.loop.6", label %"tile.end.6", !dbg !11
tile.end.6:
  br label %"tile.done.2", !dbg !11
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.masked.2"], [%".133", %"tile.loop.7"] , !dbg !11
  %".116" = getelementptr float, float* %"a", i64 %"lane.7" , !dbg !11
  %".117" = load float, float* %".116", !dbg !11
  %".118" = getelementptr float, float* %"b", i64 %"lane.7" , !dbg !11
  %".119" = load float, float* %".118", !dbg !11
  %".120" = fmul float %".117", %".119", !dbg !11
  %".121" = add i64 %"c.4", %"lane.7", !dbg !11
  %".122" = icmp ult i64 %".121", %"s.dim0" , !dbg !11
  %".123" = and i1 1, %".122", !dbg !11
  %"s.lane.1" = getelementptr float, ptr %"s.window", i64 %"lane.7" , !dbg !11
  %"s.nocache.1" = getelementptr i8, ptr %"s.lane.1", i64 %"l2.offset" , !dbg !11
  %".124" = select  i1 %".123", ptr %"s.nocache.1", float* %"s.other" , !dbg !11
  %"s.lane.val.1" = load float, ptr %".124", !dbg !11
  %".125" = fadd float %".120", %"s.lane.val.1", !dbg !11
  %".126" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !11
  %".127" = and i1 1, %".126", !dbg !11
  %".128" = add i64 %"c.5", %"lane.7", !dbg !11
  %".129" = icmp ult i64 %".128", %"y.dim1" , !dbg !11
  %".130" = and i1 %".127", %".129", !dbg !11
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %"lane.7" , !dbg !11
  %".131" = select  i1 %".130", ptr %"y.lane.1", float* %"y.masked" , !dbg !11
  store float %".125", ptr %".131", !dbg !11
  %".133" = add i64 %"lane.7", 1, !dbg !11
  %".134" = icmp ult i64 %".133", 8 , !dbg !11
  br i1 %".134", label %"tile.loop.7", label %"tile.end.7", !dbg !11
tile.end.7:
  br label %"tile.done.2", !dbg !11
for.next:
  %"c.next" = add i64 %".138", 8, !dbg !8
  store i64 %"c.next", i64* %"c.iter", !dbg !8
  br label %"for.body", !dbg !8, !llvm.loop !13
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_load_store.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 8, linkageName: "kernel_entry", name: "tile_copy", scopeLine: 8, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 11, scope: !4)
!8 = !DILocation(column: 0, line: 12, scope: !4)
!9 = !DILocation(column: 0, line: 13, scope: !4)
!10 = !DILocation(column: 0, line: 14, scope: !4)
!11 = !DILocation(column: 0, line: 15, scope: !4)
!12 = !{ !"llvm.loop.unroll.runtime.disable" }
!13 = distinct !{ !13, !12 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
