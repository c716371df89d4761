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
  %".39" = icmp slt i64 %"i.1", -2 , !dbg !8
  %".40" = icmp slt i64 %"i.1", 0 , !dbg !8
  %".41" = sub i64 0, %"i.1", !dbg !8
  %".42" = select  i1 %".40", i64 %".41", i64 0 , !dbg !8
  %".43" = select  i1 %".39", i64 2, i64 %".42" , !dbg !8
  %".44" = icmp sgt i64 0, %".43" , !dbg !8
  %".45" = select  i1 %".44", i64 0, i64 %".43" , !dbg !8
  %".46" = icmp sge i64 %"i.1", %"x.dim0" , !dbg !8
  %".47" = sub i64 %"x.dim0", 2, !dbg !8
  %".48" = icmp slt i64 %"i.1", %".47" , !dbg !8
  %".49" = sub i64 %"x.dim0", %"i.1", !dbg !8
  %".50" = select  i1 %".48", i64 2, i64 %".49" , !dbg !8
  %".51" = select  i1 %".46", i64 0, i64 %".50" , !dbg !8
  %".52" = icmp slt i64 2, %".51" , !dbg !8
  %".53" = select  i1 %".52", i64 2, i64 %".51" , !dbg !8
  %".54" = icmp sgt i64 %".53", %".45" , !dbg !8
  %".55" = select  i1 %".54", i64 %".53", i64 %".45" , !dbg !8
  %"edge.lo" = select  i1 1, i64 %".45", i64 0 , !dbg !8
  %"edge.hi" = select  i1 1, i64 %".55", i64 0 , !dbg !8
  %".56" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !8
  br i1 %".56", label %"edge.loop", label %"edge.done", !dbg !8
tile.done:
  %".86" = getelementptr float, float* %"x.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".86", !dbg !9
  %".88" = icmp sge i64 0, 0 , !dbg !9
  %".89" = sub i64 %"x.dim0", 4, !dbg !9
  %".90" = icmp sle i64 0, %".89" , !dbg !9
  %".91" = and i1 %".88", %".90", !dbg !9
  %".92" = and i1 1, %".91", !dbg !9
  %"x.window.1" = getelementptr float, ptr %"x.base", i64 0 , !dbg !9
  br i1 %".92", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
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
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".60", %"edge.loop"] , !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !8
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !8
  %".58" = getelementptr float, float* %"a", i64 %"edge.lane" , !dbg !8
  store float %"x.lane.val.1", float* %".58", !dbg !8
  %".60" = add i64 %"edge.lane", 1, !dbg !8
  %".61" = icmp slt i64 %".60", %"edge.hi" , !dbg !8
  br i1 %".61", label %"edge.loop", label %"edge.done", !dbg !8
edge.done:
  %".63" = icmp slt i64 0, %"edge.lo" , !dbg !8
  br i1 %".63", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".71", %"edge.loop.1"] , !dbg !8
  %".65" = add i64 %"i.1", %"edge.lane.1", !dbg !8
  %".66" = icmp ult i64 %".65", %"x.dim0" , !dbg !8
  %".67" = and i1 1, %".66", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %"edge.lane.1" , !dbg !8
  %".68" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".68", !dbg !8
  %".69" = getelementptr float, float* %"a", i64 %"edge.lane.1" , !dbg !8
  store float %"x.lane.val.2", float* %".69", !dbg !8
  %".71" = add i64 %"edge.lane.1", 1, !dbg !8
  %".72" = icmp slt i64 %".71", %"edge.lo" , !dbg !8
  br i1 %".72", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.done.1:
  %".74" = icmp slt i64 %"edge.hi", 2 , !dbg !8
  br i1 %".74", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".82", %"edge.loop.2"] , !dbg !8
  %".76" = add i64 %"i.1", %"edge.lane.2", !dbg !8
  %".77" = icmp ult i64 %".76", %"x.dim0" , !dbg !8
  %".78" = and i1 1, %".77", !dbg !8
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %"edge.lane.2" , !dbg !8
  %".79" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !8
  %"x.lane.val.3" = load float, ptr %".79", !dbg !8
  %".80" = getelementptr float, float* %"a", i64 %"edge.lane.2" , !dbg !8
  store float %"x.lane.val.3", float* %".80", !dbg !8
  %".82" = add i64 %"edge.lane.2", 1, !dbg !8
  %".83" = icmp slt i64 %".82", 2 , !dbg !8
  br i1 %".83", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.done.2:
  br label %"tile.done", !dbg !8
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  %".101" = icmp slt i64 0, -4 , !dbg !9
  %".102" = icmp slt i64 0, 0 , !dbg !9
  %".103" = sub i64 0, 0, !dbg !9
  %".104" = select  i1 %".102", i64 %".103", i64 0 , !dbg !9
  %".105" = select  i1 %".101", i64 4, i64 %".104" , !dbg !9
  %".106" = icmp sgt i64 0, %".105" , !dbg !9
  %".107" = select  i1 %".106", i64 0, i64 %".105" , !dbg !9
  %".108" = icmp sge i64 0, %"x.dim0" , !dbg !9
  %".109" = sub i64 %"x.dim0", 4, !dbg !9
  %".110" = icmp slt i64 0, %".109" , !dbg !9
  %".111" = sub i64 %"x.dim0", 0, !dbg !9
  %".112" = select  i1 %".110", i64 4, i64 %".111" , !dbg !9
  %".113" = select  i1 %".108", i64 0, i64 %".112" , !dbg !9
  %".114" = icmp slt i64 4, %".113" , !dbg !9
  %".115" = select  i1 %".114", i64 4, i64 %".113" , !dbg !9
  %".116" = icmp sgt i64 %".115", %".107" , !dbg !9
  %".117" = select  i1 %".116", i64 %".115", i64 %".107" , !dbg !9
  %"edge.lo.1" = select  i1 1, i64 %".107", i64 0 , !dbg !9
  %"edge.hi.1" = select  i1 1, i64 %".117", i64 0 , !dbg !9
  %".118" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !9
  br i1 %".118", label %"edge.loop.3", label %"edge.done.3", !dbg !9
tile.done.1:
  br label %"tile.loop.5", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".97", %"tile.loop.4"] , !dbg !9
  %"x.lane.4" = getelementptr float, ptr %"x.window.1", i64 %"lane.4" , !dbg !9
  %"x.lane.val.4" = load float, ptr %"x.lane.4", !dbg !9
  %".95" = getelementptr float, float* %"b", i64 %"lane.4" , !dbg !9
  store float %"x.lane.val.4", float* %".95", !dbg !9
  %".97" = add i64 %"lane.4", 1, !dbg !9
  %".98" = icmp ult i64 %".97", 4 , !dbg !9
  br i1 %".98", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.end.4:
  br label %"tile.done.1", !dbg !9
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.masked.1"], [%".122", %"edge.loop.3"] , !dbg !9
  %"x.lane.5" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.3" , !dbg !9
  %"x.lane.val.5" = load float, ptr %"x.lane.5", !dbg !9
  %".120" = getelementptr float, float* %"b", i64 %"edge.lane.3" , !dbg !9
  store float %"x.lane.val.5", float* %".120", !dbg !9
  %".122" = add i64 %"edge.lane.3", 1, !dbg !9
  %".123" = icmp slt i64 %".122", %"edge.hi.1" , !dbg !9
  br i1 %".123", label %"edge.loop.3", label %"edge.done.3", !dbg !9
edge.done.3:
  %".125" = icmp slt i64 0, %"edge.lo.1" , !dbg !9
  br i1 %".125", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".133", %"edge.loop.4"] , !dbg !9
  %".127" = add i64 0, %"edge.lane.4", !dbg !9
  %".128" = icmp ult i64 %".127", %"x.dim0" , !dbg !9
  %".129" = and i1 1, %".128", !dbg !9
  %"x.lane.6" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.4" , !dbg !9
  %".130" = select  i1 0, ptr %"x.lane.6", float* %"x.other.1" , !dbg !9
  %"x.lane.val.6" = load float, ptr %".130", !dbg !9
  %".131" = getelementptr float, float* %"b", i64 %"edge.lane.4" , !dbg !9
  store float %"x.lane.val.6", float* %".131", !dbg !9
  %".133" = add i64 %"edge.lane.4", 1, !dbg !9
  %".134" = icmp slt i64 %".133", %"edge.lo.1" , !dbg !9
  br i1 %".134", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.done.4:
  %".136" = icmp slt i64 %"edge.hi.1", 4 , !dbg !9
  br i1 %".136", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".144", %"edge.loop.5"] , !dbg !9
  %".138" = add i64 0, %"edge.lane.5", !dbg !9
  %".139" = icmp ult i64 %".138", %"x.dim0" , !dbg !9
  %".140" = and i1 1, %".139", !dbg !9
  %"x.lane.7" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.5" , !dbg !9
  %".141" = select  i1 0, ptr %"x.lane.7", float* %"x.other.1" , !dbg !9
  %"x.lane.val.7" = load float, ptr %".141", !dbg !9
  %".142" = getelementptr float, float* %"b", i64 %"edge.lane.5" , !dbg !9
  store float %"x.lane.val.7", float* %".142", !dbg !9
  %".144" = add i64 %"edge.lane.5", 1, !dbg !9
  %".145" = icmp slt i64 %".144", 4 , !dbg !9
  br i1 %".145", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.done.5:
  br label %"tile.done.1", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.done.1"], [%".162", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  %"i.2" = load i64, i64* %"i", !dbg !11
  %".165" = icmp sge i64 %"i.2", 0 , !dbg !11
  %".166" = sub i64 %"y.dim0", 2, !dbg !11
  %".167" = icmp sle i64 %"i.2", %".166" , !dbg !11
  %".168" = and i1 %".165", %".167", !dbg !11
  %".169" = and i1 1, %".168", !dbg !11
  %".170" = icmp sge i64 0, 0 , !dbg !11
  %".171" = sub i64 4, 4, !dbg !11
  %".172" = icmp sle i64 0, %".171" , !dbg !11
  %".173" = and i1 %".170", %".172", !dbg !11
  %".174" = and i1 %".169", %".173", !dbg !11
  %".175" = mul i64 %"i.2", 4, !dbg !11
  %".176" = add i64 %".175", 0, !dbg !11
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".176" , !dbg !11
  br i1 %".174", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".159", %"tile.loop.6"] , !dbg !10
  %".150" = getelementptr float, float* %"a", i64 %"lane.5" , !dbg !10
  %".151" = load float, float* %".150", !dbg !10
  %".152" = getelementptr float, float* %"b", i64 %"lane.6" , !dbg !10
  %".153" = load float, float* %".152", !dbg !10
  %".154" = fmul float %".151", %".153", !dbg !10
  %".155" = mul i64 %"lane.5", 4, !dbg !10
  %".156" = add i64 %"lane.6", %".155", !dbg !10
  %".157" = getelementptr float, float* %"o", i64 %".156" , !dbg !10
  store float %".154", float* %".157", !dbg !10
  %".159" = add i64 %"lane.6", 1, !dbg !10
  %".160" = icmp ult i64 %".159", 4 , !dbg !10
  br i1 %".160", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".162" = add i64 %"lane.5", 1, !dbg !10
  %".163" = icmp ult i64 %".162", 2 , !dbg !10
  br i1 %".163", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.inside.2:
  br label %"tile.loop.7", !dbg !11
tile.masked.2:
  br label %"tile.loop.9", !dbg !11
tile.done.2:
  %".223" = icmp sge i64 0, 0 , !dbg !12
  %".224" = sub i64 4, 4, !dbg !12
  %".225" = icmp sle i64 0, %".224" , !dbg !12
  %".226" = and i1 %".223", %".225", !dbg !12
  %".227" = and i1 1, %".226", !dbg !12
  %".228" = icmp sge i64 0, 0 , !dbg !12
  %".229" = sub i64 2, 2, !dbg !12
  %".230" = icmp sle i64 0, %".229" , !dbg !12
  %".231" = and i1 %".228", %".230", !dbg !12
  %".232" = and i1 %".227", %".231", !dbg !12
  %".233" = mul i64 0, 2, !dbg !12
  %".234" = add i64 %".233", 0, !dbg !12
  %"z.window" = getelementptr float, ptr %"z.base", i64 %".234" , !dbg !12
  br i1 %".232", label %"tile.inside.3", label %"tile.masked.3", !dbg !12
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.2"], [%".193", %"tile.end.8"] , !dbg !11
  br label %"tile.loop.8", !dbg !11
tile.end.7:
  br label %"tile.done.2", !dbg !11
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".190", %"tile.loop.8"] , !dbg !11
  %".180" = mul i64 %"lane.7", 4, !dbg !11
  %".181" = add i64 %"lane.8", %".180", !dbg !11
  %".182" = getelementptr float, float* %"o", i64 %".181" , !dbg !11
  %".183" = load float, float* %".182", !dbg !11
  %".184" = getelementptr float, float* %"a", i64 %"lane.7" , !dbg !11
  %".185" = load float, float* %".184", !dbg !11
  %".186" = fadd float %".183", %".185", !dbg !11
  %".187" = mul i64 %"lane.7", 4, !dbg !11
  %".188" = add i64 %".187", %"lane.8", !dbg !11
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".188" , !dbg !11
  store float %".186", ptr %"y.lane", !dbg !11
  %".190" = add i64 %"lane.8", 1, !dbg !11
  %".191" = icmp ult i64 %".190", 4 , !dbg !11
  br i1 %".191", label %"tile.loop.8", label %"tile.end.8", !dbg !11
tile.end.8:
  %".193" = add i64 %"lane.7", 1, !dbg !11
  %".194" = icmp ult i64 %".193", 2 , !dbg !11
  br i1 %".194", label %"tile.loop.7", label %"tile.end.7", !dbg !11
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.2"], [%".219", %"tile.end.10"] , !dbg !11
  br label %"tile.loop.10", !dbg !11
tile.end.9:
  br label %"tile.done.2", !dbg !11
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".216", %"tile.loop.10"] , !dbg !11
  %".199" = mul i64 %"lane.9", 4, !dbg !11
  %".200" = add i64 %"lane.10", %".199", !dbg !11
  %".201" = getelementptr float, float* %"o", i64 %".200" , !dbg !11
  %".202" = load float, float* %".201", !dbg !11
  %".203" = getelementptr float, float* %"a", i64 %"lane.9" , !dbg !11
  %".204" = load float, float* %".203", !dbg !11
  %".205" = fadd float %".202", %".204", !dbg !11
  %".206" = add i64 %"i.2", %"lane.9", !dbg !11
  %".207" = icmp ult i64 %".206", %"y.dim0" , !dbg !11
  %".208" = and i1 1, %".207", !dbg !11
  %".209" = mul i64 %"lane.9", 4, !dbg !11
  %".210" = add i64 0, %"lane.10", !dbg !11
  %".211" = icmp ult i64 %".210", 4 , !dbg !11
  %".212" = and i1 %".208", %".211", !dbg !11
  %".213" = add i64 %".209", %"lane.10", !dbg !11
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".213" , !dbg !11
  %".214" = select  i1 %".212", ptr %"y.lane.1", float* %"y.masked" , !dbg !11
  store float %".205", ptr %".214", !dbg !11
  %".216" = add i64 %"lane.10", 1, !dbg !11
  %".217" = icmp ult i64 %".216", 4 , !dbg !11
  br i1 %".217", label %"tile.loop.10", label %"tile.end.10", !dbg !11
tile.end.10:
  %".219" = add i64 %"lane.9", 1, !dbg !11
  %".220" = icmp ult i64 %".219", 2 , !dbg !11
  br i1 %".220", label %"tile.loop.9", label %"tile.end.9", !dbg !11
tile.inside.3:
  br label %"tile.loop.11", !dbg !12
tile.masked.3:
  br label %"tile.loop.13", !dbg !12
tile.done.3:
  ret void
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.3"], [%".248", %"tile.end.12"] , !dbg !12
  br label %"tile.loop.12", !dbg !12
tile.end.11:
  br label %"tile.done.3", !dbg !12
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".245", %"tile.loop.12"] , !dbg !12
  %".238" = mul i64 %"lane.11", 2, !dbg !12
  %".239" = add i64 %"lane.12", %".238", !dbg !12
  %".240" = getelementptr float, float* %"o", i64 %".239" , !dbg !12
  %".241" = load float, float* %".240", !dbg !12
  %".242" = mul i64 %"lane.11", 2, !dbg !12
  %".243" = add i64 %".242", %"lane.12", !dbg !12
  %"z.lane" = getelementptr float, ptr %"z.window", i64 %".243" , !dbg !12
  store float %".241", ptr %"z.lane", !dbg !12
  %".245" = add i64 %"lane.12", 1, !dbg !12
  %".246" = icmp ult i64 %".245", 2 , !dbg !12
  br i1 %".246", label %"tile.loop.12", label %"tile.end.12", !dbg !12
tile.end.12:
  %".248" = add i64 %"lane.11", 1, !dbg !12
  %".249" = icmp ult i64 %".248", 4 , !dbg !12
  br i1 %".249", label %"tile.loop.11", label %"tile.end.11", !dbg !12
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.3"], [%".285", %"edge.done.6"] , !dbg !12
  %".253" = add i64 0, %"lane.13", !dbg !12
  %".254" = icmp ult i64 %".253", 4 , !dbg !12
  %".255" = and i1 1, %".254", !dbg !12
  %".256" = icmp slt i64 0, -2 , !dbg !12
  %".257" = icmp slt i64 0, 0 , !dbg !12
  %".258" = sub i64 0, 0, !dbg !12
  %".259" = select  i1 %".257", i64 %".258", i64 0 , !dbg !12
  %".260" = select  i1 %".256", i64 2, i64 %".259" , !dbg !12
  %".261" = icmp sgt i64 0, %".260" , !dbg !12
  %".262" = select  i1 %".261", i64 0, i64 %".260" , !dbg !12
  %".263" = icmp sge i64 0, 2 , !dbg !12
  %".264" = sub i64 2, 2, !dbg !12
  %".265" = icmp slt i64 0, %".264" , !dbg !12
  %".266" = sub i64 2, 0, !dbg !12
  %".267" = select  i1 %".265", i64 2, i64 %".266" , !dbg !12
  %".268" = select  i1 %".263", i64 0, i64 %".267" , !dbg !12
  %".269" = icmp slt i64 2, %".268" , !dbg !12
  %".270" = select  i1 %".269", i64 2, i64 %".268" , !dbg !12
  %".271" = icmp sgt i64 %".270", %".262" , !dbg !12
  %".272" = select  i1 %".271", i64 %".270", i64 %".262" , !dbg !12
  %"edge.lo.2" = select  i1 %".255", i64 %".262", i64 0 , !dbg !12
  %"edge.hi.2" = select  i1 %".255", i64 %".272", i64 0 , !dbg !12
  %".273" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !12
  br i1 %".273", label %"edge.loop.6", label %"edge.done.6", !dbg !12
tile.end.13:
  br label %"tile.done.3", !dbg !12
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.2", %"tile.loop.13"], [%".282", %"edge.loop.6"] , !dbg !12
  %".275" = mul i64 %"lane.13", 2, !dbg !12
  %".276" = add i64 %"edge.lane.6", %".275", !dbg !12
  %".277" = getelementptr float, float* %"o", i64 %".276" , !dbg !12
  %".278" = load float, float* %".277", !dbg !12
  %".279" = mul i64 %"lane.13", 2, !dbg !12
  %".280" = add i64 %".279", %"edge.lane.6", !dbg !12
  %"z.lane.1" = getelementptr float, ptr %"z.window", i64 %".280" , !dbg !12
  store float %".278", ptr %"z.lane.1", !dbg !12
  %".282" = add i64 %"edge.lane.6", 1, !dbg !12
  %".283" = icmp slt i64 %".282", %"edge.hi.2" , !dbg !12
  br i1 %".283", label %"edge.loop.6", label %"edge.done.6", !dbg !12
edge.done.6:
  %".285" = add i64 %"lane.13", 1, !dbg !12
  %".286" = icmp ult i64 %".285", 4 , !dbg !12
  br i1 %".286", label %"tile.loop.13", label %"tile.end.13", !dbg !12
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
