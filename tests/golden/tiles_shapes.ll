; ---- kernel tile_shapes, variant aiv
; ModuleID = "tile_shapes.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"a" = alloca float, i64 2, align 32
  %"b" = alloca float, i64 4, align 32
  %"o" = alloca float, i64 8, align 32
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.other" = alloca float
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"x.other.1" = alloca float
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.dim0.addr" = getelementptr i8, ptr %"y.desc", i64 24
  %"y.dim0" = load i64, ptr %"y.dim0.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"y.masked" = alloca float
  %"z.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"z.desc" = load ptr, ptr %"z.desc.addr"
  %"z.base.addr" = getelementptr i8, ptr %"z.desc", i64 0
  %"z.base" = load ptr, ptr %"z.base.addr"
  %"z.masked" = alloca float
  br label %"body"
body:
  br label %"tile.loop"
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".7", %"tile.loop"]
  %".5" = getelementptr float, float* %"a", i64 %"lane"
  store float              0x0, float* %".5"
  %".7" = add i64 %"lane", 1
  %".8" = icmp ult i64 %".7", 2
  br i1 %".8", label %"tile.loop", label %"tile.end"
tile.end:
  br label %"tile.loop.1"
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.end"], [%".13", %"tile.loop.1"]
  %".11" = getelementptr float, float* %"b", i64 %"lane.1"
  store float              0x0, float* %".11"
  %".13" = add i64 %"lane.1", 1
  %".14" = icmp ult i64 %".13", 4
  br i1 %".14", label %"tile.loop.1", label %"tile.end.1"
tile.end.1:
  br label %"tile.loop.2"
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.end.1"], [%".19", %"tile.loop.2"]
  %".17" = getelementptr float, float* %"o", i64 %"lane.2"
  store float              0x0, float* %".17"
  %".19" = add i64 %"lane.2", 1
  %".20" = icmp ult i64 %".19", 8
  br i1 %".20", label %"tile.loop.2", label %"tile.end.2"
tile.end.2:
  %".22" = mul i64 %"block_idx", 2, !dbg !7
  store i64 %".22", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !8
  %".24" = getelementptr float, float* %"x.other", i64 0 , !dbg !8
  store float              0x0, float* %".24", !dbg !8
  %".26" = icmp sge i64 %"i.1", 0 , !dbg !8
  %".27" = sub i64 %"x.dim0", 2, !dbg !8
  %".28" = icmp sle i64 %"i.1", %".27" , !dbg !8
  %".29" = and i1 %".26", %".28", !dbg !8
  %".30" = and i1 1, %".29", !dbg !8
  %"x.window" = getelementptr float, ptr %"x.base", i64 %"i.1" , !dbg !8
  br i1 %".30", label %"tile.inside", label %"tile.masked", !dbg !8
tile.inside:
  br label %"tile.loop.3", !dbg !8
tile.masked:
  br label %"tile.loop.4", !dbg !8
tile.done:
  %".50" = getelementptr float, float* %"x.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".50", !dbg !9
  %".52" = icmp sge i64 0, 0 , !dbg !9
  %".53" = sub i64 %"x.dim0", 4, !dbg !9
  %".54" = icmp sle i64 0, %".53" , !dbg !9
  %".55" = and i1 %".52", %".54", !dbg !9
  %".56" = and i1 1, %".55", !dbg !9
  %"x.window.1" = getelementptr float, ptr %"x.base", i64 0 , !dbg !9
  br i1 %".56", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside"], [%".35", %"tile.loop.3"] , !dbg !8
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane.3" , !dbg !8
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !8
  %".33" = getelementptr float, float* %"a", i64 %"lane.3" , !dbg !8
  store float %"x.lane.val", float* %".33", !dbg !8
  %".35" = add i64 %"lane.3", 1, !dbg !8
  %".36" = icmp ult i64 %".35", 2 , !dbg !8
  br i1 %".36", label %"tile.loop.3", label %"tile.end.3", !dbg !8
tile.end.3:
  br label %"tile.done", !dbg !8
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.masked"], [%".46", %"tile.loop.4"] , !dbg !8
  %".40" = add i64 %"i.1", %"lane.4", !dbg !8
  %".41" = icmp ult i64 %".40", %"x.dim0" , !dbg !8
  %".42" = and i1 1, %".41", !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"lane.4" , !dbg !8
  %".43" = select  i1 %".42", ptr %"x.lane.1", float* %"x.other" , !dbg !8
  %"x.lane.val.1" = load float, ptr %".43", !dbg !8
  %".44" = getelementptr float, float* %"a", i64 %"lane.4" , !dbg !8
  store float %"x.lane.val.1", float* %".44", !dbg !8
  %".46" = add i64 %"lane.4", 1, !dbg !8
  %".47" = icmp ult i64 %".46", 2 , !dbg !8
  br i1 %".47", label %"tile.loop.4", label %"tile.end.4", !dbg !8
tile.end.4:
  br label %"tile.done", !dbg !8
tile.inside.1:
  br label %"tile.loop.5", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  br label %"tile.loop.7", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.inside.1"], [%".61", %"tile.loop.5"] , !dbg !9
  %"x.lane.2" = getelementptr float, ptr %"x.window.1", i64 %"lane.5" , !dbg !9
  %"x.lane.val.2" = load float, ptr %"x.lane.2", !dbg !9
  %".59" = getelementptr float, float* %"b", i64 %"lane.5" , !dbg !9
  store float %"x.lane.val.2", float* %".59", !dbg !9
  %".61" = add i64 %"lane.5", 1, !dbg !9
  %".62" = icmp ult i64 %".61", 4 , !dbg !9
  br i1 %".62", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.end.5:
  br label %"tile.done.1", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.1"], [%".72", %"tile.loop.6"] , !dbg !9
  %".66" = add i64 0, %"lane.6", !dbg !9
  %".67" = icmp ult i64 %".66", %"x.dim0" , !dbg !9
  %".68" = and i1 1, %".67", !dbg !9
  %"x.lane.3" = getelementptr float, ptr %"x.window.1", i64 %"lane.6" , !dbg !9
  %".69" = select  i1 %".68", ptr %"x.lane.3", float* %"x.other.1" , !dbg !9
  %"x.lane.val.3" = load float, ptr %".69", !dbg !9
  %".70" = getelementptr float, float* %"b", i64 %"lane.6" , !dbg !9
  store float %"x.lane.val.3", float* %".70", !dbg !9
  %".72" = add i64 %"lane.6", 1, !dbg !9
  %".73" = icmp ult i64 %".72", 4 , !dbg !9
  br i1 %".73", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.end.6:
  br label %"tile.done.1", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.done.1"], [%".90", %"tile.end.8"] , !dbg !10
  br label %"tile.loop.8", !dbg !10
tile.end.7:
  %"i.2" = load i64, i64* %"i", !dbg !11
  %".93" = icmp sge i64 %"i.2", 0 , !dbg !11
  %".94" = sub i64 %"y.dim0", 2, !dbg !11
  %".95" = icmp sle i64 %"i.2", %".94" , !dbg !11
  %".96" = and i1 %".93", %".95", !dbg !11
  %".97" = and i1 1, %".96", !dbg !11
  %".98" = icmp sge i64 0, 0 , !dbg !11
  %".99" = sub i64 4, 4, !dbg !11
  %".100" = icmp sle i64 0, %".99" , !dbg !11
  %".101" = and i1 %".98", %".100", !dbg !11
  %".102" = and i1 %".97", %".101", !dbg !11
  %".103" = mul i64 %"i.2", 4, !dbg !11
  %".104" = add i64 %".103", 0, !dbg !11
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".104" , !dbg !11
  br i1 %".102", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".87", %"tile.loop.8"] , !dbg !10
  %".78" = getelementptr float, float* %"a", i64 %"lane.7" , !dbg !10
  %".79" = load float, float* %".78", !dbg !10
  %".80" = getelementptr float, float* %"b", i64 %"lane.8" , !dbg !10
  %".81" = load float, float* %".80", !dbg !10
  %".82" = fmul float %".79", %".81", !dbg !10
  %".83" = mul i64 %"lane.7", 4, !dbg !10
  %".84" = add i64 %"lane.8", %".83", !dbg !10
  %".85" = getelementptr float, float* %"o", i64 %".84" , !dbg !10
  store float %".82", float* %".85", !dbg !10
  %".87" = add i64 %"lane.8", 1, !dbg !10
  %".88" = icmp ult i64 %".87", 4 , !dbg !10
  br i1 %".88", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.end.8:
  %".90" = add i64 %"lane.7", 1, !dbg !10
  %".91" = icmp ult i64 %".90", 2 , !dbg !10
  br i1 %".91", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.inside.2:
  br label %"tile.loop.9", !dbg !11
tile.masked.2:
  br label %"tile.loop.11", !dbg !11
tile.done.2:
  %".151" = icmp sge i64 0, 0 , !dbg !12
  %".152" = sub i64 4, 4, !dbg !12
  %".153" = icmp sle i64 0, %".152" , !dbg !12
  %".154" = and i1 %".151", %".153", !dbg !12
  %".155" = and i1 1, %".154", !dbg !12
  %".156" = icmp sge i64 0, 0 , !dbg !12
  %".157" = sub i64 2, 2, !dbg !12
  %".158" = icmp sle i64 0, %".157" , !dbg !12
  %".159" = and i1 %".156", %".158", !dbg !12
  %".160" = and i1 %".155", %".159", !dbg !12
  %".161" = mul i64 0, 2, !dbg !12
  %".162" = add i64 %".161", 0, !dbg !12
  %"z.window" = getelementptr float, ptr %"z.base", i64 %".162" , !dbg !12
  br i1 %".160", label %"tile.inside.3", label %"tile.masked.3", !dbg !12
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.inside.2"], [%".121", %"tile.end.10"] , !dbg !11
  br label %"tile.loop.10", !dbg !11
tile.end.9:
  br label %"tile.done.2", !dbg !11
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".118", %"tile.loop.10"] , !dbg !11
  %".108" = mul i64 %"lane.9", 4, !dbg !11
  %".109" = add i64 %"lane.10", %".108", !dbg !11
  %".110" = getelementptr float, float* %"o", i64 %".109" , !dbg !11
  %".111" = load float, float* %".110", !dbg !11
  %".112" = getelementptr float, float* %"a", i64 %"lane.9" , !dbg !11
  %".113" = load float, float* %".112", !dbg !11
  %".114" = fadd float %".111", %".113", !dbg !11
  %".115" = mul i64 %"lane.9", 4, !dbg !11
  %".116" = add i64 %".115", %"lane.10", !dbg !11
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".116" , !dbg !11
  store float %".114", ptr %"y.lane", !dbg !11
  %".118" = add i64 %"lane.10", 1, !dbg !11
  %".119" = icmp ult i64 %".118", 4 , !dbg !11
  br i1 %".119", label %"tile.loop.10", label %"tile.end.10", !dbg !11
tile.end.10:
  %".121" = add i64 %"lane.9", 1, !dbg !11
  %".122" = icmp ult i64 %".121", 2 , !dbg !11
  br i1 %".122", label %"tile.loop.9", label %"tile.end.9", !dbg !11
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.masked.2"], [%".147", %"tile.end.12"] , !dbg !11
  br label %"tile.loop.12", !dbg !11
tile.end.11:
  br label %"tile.done.2", !dbg !11
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".144", %"tile.loop.12"] , !dbg !11
  %".127" = mul i64 %"lane.11", 4, !dbg !11
  %".128" = add i64 %"lane.12", %".127", !dbg !11
  %".129" = getelementptr float, float* %"o", i64 %".128" , !dbg !11
  %".130" = load float, float* %".129", !dbg !11
  %".131" = getelementptr float, float* %"a", i64 %"lane.11" , !dbg !11
  %".132" = load float, float* %".131", !dbg !11
  %".133" = fadd float %".130", %".132", !dbg !11
  %".134" = add i64 %"i.2", %"lane.11", !dbg !11
  %".135" = icmp ult i64 %".134", %"y.dim0" , !dbg !11
  %".136" = and i1 1, %".135", !dbg !11
  %".137" = mul i64 %"lane.11", 4, !dbg !11
  %".138" = add i64 0, %"lane.12", !dbg !11
  %".139" = icmp ult i64 %".138", 4 , !dbg !11
  %".140" = and i1 %".136", %".139", !dbg !11
  %".141" = add i64 %".137", %"lane.12", !dbg !11
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".141" , !dbg !11
  %".142" = select  i1 %".140", ptr %"y.lane.1", float* %"y.masked" , !dbg !11
  store float %".133", ptr %".142", !dbg !11
  %".144" = add i64 %"lane.12", 1, !dbg !11
  %".145" = icmp ult i64 %".144", 4 , !dbg !11
  br i1 %".145", label %"tile.loop.12", label %"tile.end.12", !dbg !11
tile.end.12:
  %".147" = add i64 %"lane.11", 1, !dbg !11
  %".148" = icmp ult i64 %".147", 2 , !dbg !11
  br i1 %".148", label %"tile.loop.11", label %"tile.end.11", !dbg !11
tile.inside.3:
  br label %"tile.loop.13", !dbg !12
tile.masked.3:
  br label %"tile.loop.15", !dbg !12
tile.done.3:
  ret void
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.inside.3"], [%".176", %"tile.end.14"] , !dbg !12
  br label %"tile.loop.14", !dbg !12
tile.end.13:
  br label %"tile.done.3", !dbg !12
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.loop.13"], [%".173", %"tile.loop.14"] , !dbg !12
  %".166" = mul i64 %"lane.13", 2, !dbg !12
  %".167" = add i64 %"lane.14", %".166", !dbg !12
  %".168" = getelementptr float, float* %"o", i64 %".167" , !dbg !12
  %".169" = load float, float* %".168", !dbg !12
  %".170" = mul i64 %"lane.13", 2, !dbg !12
  %".171" = add i64 %".170", %"lane.14", !dbg !12
  %"z.lane" = getelementptr float, ptr %"z.window", i64 %".171" , !dbg !12
  store float %".169", ptr %"z.lane", !dbg !12
  %".173" = add i64 %"lane.14", 1, !dbg !12
  %".174" = icmp ult i64 %".173", 2 , !dbg !12
  br i1 %".174", label %"tile.loop.14", label %"tile.end.14", !dbg !12
tile.end.14:
  %".176" = add i64 %"lane.13", 1, !dbg !12
  %".177" = icmp ult i64 %".176", 4 , !dbg !12
  br i1 %".177", label %"tile.loop.13", label %"tile.end.13", !dbg !12
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.masked.3"], [%".199", %"tile.end.16"] , !dbg !12
  br label %"tile.loop.16", !dbg !12
tile.end.15:
  br label %"tile.done.3", !dbg !12
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.loop.15"], [%".196", %"tile.loop.16"] , !dbg !12
  %".182" = mul i64 %"lane.15", 2, !dbg !12
  %".183" = add i64 %"lane.16", %".182", !dbg !12
  %".184" = getelementptr float, float* %"o", i64 %".183" , !dbg !12
  %".185" = load float, float* %".184", !dbg !12
  %".186" = add i64 0, %"lane.15", !dbg !12
  %".187" = icmp ult i64 %".186", 4 , !dbg !12
  %".188" = and i1 1, %".187", !dbg !12
  %".189" = mul i64 %"lane.15", 2, !dbg !12
  %".190" = add i64 0, %"lane.16", !dbg !12
  %".191" = icmp ult i64 %".190", 2 , !dbg !12
  %".192" = and i1 %".188", %".191", !dbg !12
  %".193" = add i64 %".189", %"lane.16", !dbg !12
  %"z.lane.1" = getelementptr float, ptr %"z.window", i64 %".193" , !dbg !12
  %".194" = select  i1 %".192", ptr %"z.lane.1", float* %"z.masked" , !dbg !12
  store float %".185", ptr %".194", !dbg !12
  %".196" = add i64 %"lane.16", 1, !dbg !12
  %".197" = icmp ult i64 %".196", 2 , !dbg !12
  br i1 %".197", label %"tile.loop.16", label %"tile.end.16", !dbg !12
tile.end.16:
  %".199" = add i64 %"lane.15", 1, !dbg !12
  %".200" = icmp ult i64 %".199", 4 , !dbg !12
  br i1 %".200", label %"tile.loop.15", label %"tile.end.15", !dbg !12
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_shapes.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 8, linkageName: "kernel_entry", name: "tile_shapes", scopeLine: 8, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 9, scope: !4)
!8 = !DILocation(column: 0, line: 10, scope: !4)
!9 = !DILocation(column: 0, line: 11, scope: !4)
!10 = !DILocation(column: 0, line: 12, scope: !4)
!11 = !DILocation(column: 0, line: 13, scope: !4)
!12 = !DILocation(column: 0, line: 14, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
