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
  %".4" = mul i64 %"block_idx", 2, !dbg !7
  store i64 %".4", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !8
  %".6" = getelementptr float, float* %"x.other", i64 0 , !dbg !8
  store float              0x0, float* %".6", !dbg !8
  %".8" = icmp sge i64 %"i.1", 0 , !dbg !8
  %".9" = sub i64 %"x.dim0", 2, !dbg !8
  %".10" = icmp sle i64 %"i.1", %".9" , !dbg !8
  %".11" = and i1 %".8", %".10", !dbg !8
  %".12" = and i1 1, %".11", !dbg !8
  %"x.window" = getelementptr float, ptr %"x.base", i64 %"i.1" , !dbg !8
  br i1 %".12", label %"tile.inside", label %"tile.masked", !dbg !8
tile.inside:
  br label %"tile.loop", !dbg !8
tile.masked:
  %".21" = icmp slt i64 %"i.1", -2 , !dbg !8
  %".22" = icmp slt i64 %"i.1", 0 , !dbg !8
  %".23" = sub i64 0, %"i.1", !dbg !8
  %".24" = select  i1 %".22", i64 %".23", i64 0 , !dbg !8
  %".25" = select  i1 %".21", i64 2, i64 %".24" , !dbg !8
  %".26" = icmp sgt i64 0, %".25" , !dbg !8
  %".27" = select  i1 %".26", i64 0, i64 %".25" , !dbg !8
  %".28" = icmp sge i64 %"i.1", %"x.dim0" , !dbg !8
  %".29" = sub i64 %"x.dim0", 2, !dbg !8
  %".30" = icmp slt i64 %"i.1", %".29" , !dbg !8
  %".31" = sub i64 %"x.dim0", %"i.1", !dbg !8
  %".32" = select  i1 %".30", i64 2, i64 %".31" , !dbg !8
  %".33" = select  i1 %".28", i64 0, i64 %".32" , !dbg !8
  %".34" = icmp slt i64 2, %".33" , !dbg !8
  %".35" = select  i1 %".34", i64 2, i64 %".33" , !dbg !8
  %".36" = icmp sgt i64 %".35", %".27" , !dbg !8
  %".37" = select  i1 %".36", i64 %".35", i64 %".27" , !dbg !8
  %"edge.lo" = select  i1 1, i64 %".27", i64 0 , !dbg !8
  %"edge.hi" = select  i1 1, i64 %".37", i64 0 , !dbg !8
  %".38" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !8
  br i1 %".38", label %"edge.loop", label %"edge.done", !dbg !8
tile.done:
  %".68" = getelementptr float, float* %"x.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".68", !dbg !9
  %".70" = icmp sge i64 0, 0 , !dbg !9
  %".71" = sub i64 %"x.dim0", 4, !dbg !9
  %".72" = icmp sle i64 0, %".71" , !dbg !9
  %".73" = and i1 %".70", %".72", !dbg !9
  %".74" = and i1 1, %".73", !dbg !9
  %"x.window.1" = getelementptr float, ptr %"x.base", i64 0 , !dbg !9
  br i1 %".74", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".17", %"tile.loop"] , !dbg !8
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane" , !dbg !8
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !8
  %".15" = getelementptr float, float* %"a", i64 %"lane" , !dbg !8
  store float %"x.lane.val", float* %".15", !dbg !8
  %".17" = add i64 %"lane", 1, !dbg !8
  %".18" = icmp ult i64 %".17", 2 , !dbg !8
  br i1 %".18", label %"tile.loop", label %"tile.end", !dbg !8
tile.end:
  br label %"tile.done", !dbg !8
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".42", %"edge.loop"] , !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !8
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !8
  %".40" = getelementptr float, float* %"a", i64 %"edge.lane" , !dbg !8
  store float %"x.lane.val.1", float* %".40", !dbg !8
  %".42" = add i64 %"edge.lane", 1, !dbg !8
  %".43" = icmp slt i64 %".42", %"edge.hi" , !dbg !8
  br i1 %".43", label %"edge.loop", label %"edge.done", !dbg !8
edge.done:
  %".45" = icmp slt i64 0, %"edge.lo" , !dbg !8
  br i1 %".45", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".53", %"edge.loop.1"] , !dbg !8
  %".47" = add i64 %"i.1", %"edge.lane.1", !dbg !8
  %".48" = icmp ult i64 %".47", %"x.dim0" , !dbg !8
  %".49" = and i1 1, %".48", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %"edge.lane.1" , !dbg !8
  %".50" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".50", !dbg !8
  %".51" = getelementptr float, float* %"a", i64 %"edge.lane.1" , !dbg !8
  store float %"x.lane.val.2", float* %".51", !dbg !8
  %".53" = add i64 %"edge.lane.1", 1, !dbg !8
  %".54" = icmp slt i64 %".53", %"edge.lo" , !dbg !8
  br i1 %".54", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.done.1:
  %".56" = icmp slt i64 %"edge.hi", 2 , !dbg !8
  br i1 %".56", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".64", %"edge.loop.2"] , !dbg !8
  %".58" = add i64 %"i.1", %"edge.lane.2", !dbg !8
  %".59" = icmp ult i64 %".58", %"x.dim0" , !dbg !8
  %".60" = and i1 1, %".59", !dbg !8
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %"edge.lane.2" , !dbg !8
  %".61" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !8
  %"x.lane.val.3" = load float, ptr %".61", !dbg !8
  %".62" = getelementptr float, float* %"a", i64 %"edge.lane.2" , !dbg !8
  store float %"x.lane.val.3", float* %".62", !dbg !8
  %".64" = add i64 %"edge.lane.2", 1, !dbg !8
  %".65" = icmp slt i64 %".64", 2 , !dbg !8
  br i1 %".65", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.done.2:
  br label %"tile.done", !dbg !8
tile.inside.1:
  br label %"tile.loop.1", !dbg !9
tile.masked.1:
  %".83" = icmp slt i64 0, -4 , !dbg !9
  %".84" = icmp slt i64 0, 0 , !dbg !9
  %".85" = sub i64 0, 0, !dbg !9
  %".86" = select  i1 %".84", i64 %".85", i64 0 , !dbg !9
  %".87" = select  i1 %".83", i64 4, i64 %".86" , !dbg !9
  %".88" = icmp sgt i64 0, %".87" , !dbg !9
  %".89" = select  i1 %".88", i64 0, i64 %".87" , !dbg !9
  %".90" = icmp sge i64 0, %"x.dim0" , !dbg !9
  %".91" = sub i64 %"x.dim0", 4, !dbg !9
  %".92" = icmp slt i64 0, %".91" , !dbg !9
  %".93" = sub i64 %"x.dim0", 0, !dbg !9
  %".94" = select  i1 %".92", i64 4, i64 %".93" , !dbg !9
  %".95" = select  i1 %".90", i64 0, i64 %".94" , !dbg !9
  %".96" = icmp slt i64 4, %".95" , !dbg !9
  %".97" = select  i1 %".96", i64 4, i64 %".95" , !dbg !9
  %".98" = icmp sgt i64 %".97", %".89" , !dbg !9
  %".99" = select  i1 %".98", i64 %".97", i64 %".89" , !dbg !9
  %"edge.lo.1" = select  i1 1, i64 %".89", i64 0 , !dbg !9
  %"edge.hi.1" = select  i1 1, i64 %".99", i64 0 , !dbg !9
  %".100" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !9
  br i1 %".100", label %"edge.loop.3", label %"edge.done.3", !dbg !9
tile.done.1:
  br label %"tile.loop.2", !dbg !10
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.inside.1"], [%".79", %"tile.loop.1"] , !dbg !9
  %"x.lane.4" = getelementptr float, ptr %"x.window.1", i64 %"lane.1" , !dbg !9
  %"x.lane.val.4" = load float, ptr %"x.lane.4", !dbg !9
  %".77" = getelementptr float, float* %"b", i64 %"lane.1" , !dbg !9
  store float %"x.lane.val.4", float* %".77", !dbg !9
  %".79" = add i64 %"lane.1", 1, !dbg !9
  %".80" = icmp ult i64 %".79", 4 , !dbg !9
  br i1 %".80", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  br label %"tile.done.1", !dbg !9
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.masked.1"], [%".104", %"edge.loop.3"] , !dbg !9
  %"x.lane.5" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.3" , !dbg !9
  %"x.lane.val.5" = load float, ptr %"x.lane.5", !dbg !9
  %".102" = getelementptr float, float* %"b", i64 %"edge.lane.3" , !dbg !9
  store float %"x.lane.val.5", float* %".102", !dbg !9
  %".104" = add i64 %"edge.lane.3", 1, !dbg !9
  %".105" = icmp slt i64 %".104", %"edge.hi.1" , !dbg !9
  br i1 %".105", label %"edge.loop.3", label %"edge.done.3", !dbg !9
edge.done.3:
  %".107" = icmp slt i64 0, %"edge.lo.1" , !dbg !9
  br i1 %".107", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".115", %"edge.loop.4"] , !dbg !9
  %".109" = add i64 0, %"edge.lane.4", !dbg !9
  %".110" = icmp ult i64 %".109", %"x.dim0" , !dbg !9
  %".111" = and i1 1, %".110", !dbg !9
  %"x.lane.6" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.4" , !dbg !9
  %".112" = select  i1 0, ptr %"x.lane.6", float* %"x.other.1" , !dbg !9
  %"x.lane.val.6" = load float, ptr %".112", !dbg !9
  %".113" = getelementptr float, float* %"b", i64 %"edge.lane.4" , !dbg !9
  store float %"x.lane.val.6", float* %".113", !dbg !9
  %".115" = add i64 %"edge.lane.4", 1, !dbg !9
  %".116" = icmp slt i64 %".115", %"edge.lo.1" , !dbg !9
  br i1 %".116", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.done.4:
  %".118" = icmp slt i64 %"edge.hi.1", 4 , !dbg !9
  br i1 %".118", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".126", %"edge.loop.5"] , !dbg !9
  %".120" = add i64 0, %"edge.lane.5", !dbg !9
  %".121" = icmp ult i64 %".120", %"x.dim0" , !dbg !9
  %".122" = and i1 1, %".121", !dbg !9
  %"x.lane.7" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.5" , !dbg !9
  %".123" = select  i1 0, ptr %"x.lane.7", float* %"x.other.1" , !dbg !9
  %"x.lane.val.7" = load float, ptr %".123", !dbg !9
  %".124" = getelementptr float, float* %"b", i64 %"edge.lane.5" , !dbg !9
  store float %"x.lane.val.7", float* %".124", !dbg !9
  %".126" = add i64 %"edge.lane.5", 1, !dbg !9
  %".127" = icmp slt i64 %".126", 4 , !dbg !9
  br i1 %".127", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.done.5:
  br label %"tile.done.1", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.done.1"], [%".144", %"tile.end.3"] , !dbg !10
  br label %"tile.loop.3", !dbg !10
tile.end.2:
  %"i.2" = load i64, i64* %"i", !dbg !11
  %".147" = icmp sge i64 %"i.2", 0 , !dbg !11
  %".148" = sub i64 %"y.dim0", 2, !dbg !11
  %".149" = icmp sle i64 %"i.2", %".148" , !dbg !11
  %".150" = and i1 %".147", %".149", !dbg !11
  %".151" = and i1 1, %".150", !dbg !11
  %".152" = icmp sge i64 0, 0 , !dbg !11
  %".153" = sub i64 4, 4, !dbg !11
  %".154" = icmp sle i64 0, %".153" , !dbg !11
  %".155" = and i1 %".152", %".154", !dbg !11
  %".156" = and i1 %".151", %".155", !dbg !11
  %".157" = mul i64 %"i.2", 4, !dbg !11
  %".158" = add i64 %".157", 0, !dbg !11
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".158" , !dbg !11
  br i1 %".156", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".141", %"tile.loop.3"] , !dbg !10
  %".132" = getelementptr float, float* %"a", i64 %"lane.2" , !dbg !10
  %".133" = load float, float* %".132", !dbg !10
  %".134" = getelementptr float, float* %"b", i64 %"lane.3" , !dbg !10
  %".135" = load float, float* %".134", !dbg !10
  %".136" = fmul float %".133", %".135", !dbg !10
  %".137" = mul i64 %"lane.2", 4, !dbg !10
  %".138" = add i64 %"lane.3", %".137", !dbg !10
  %".139" = getelementptr float, float* %"o", i64 %".138" , !dbg !10
  store float %".136", float* %".139", !dbg !10
  %".141" = add i64 %"lane.3", 1, !dbg !10
  %".142" = icmp ult i64 %".141", 4 , !dbg !10
  br i1 %".142", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.end.3:
  %".144" = add i64 %"lane.2", 1, !dbg !10
  %".145" = icmp ult i64 %".144", 2 , !dbg !10
  br i1 %".145", label %"tile.loop.2", label %"tile.end.2", !dbg !10
tile.inside.2:
  br label %"tile.loop.4", !dbg !11
tile.masked.2:
  br label %"tile.loop.6", !dbg !11
tile.done.2:
  %".205" = icmp sge i64 0, 0 , !dbg !12
  %".206" = sub i64 4, 4, !dbg !12
  %".207" = icmp sle i64 0, %".206" , !dbg !12
  %".208" = and i1 %".205", %".207", !dbg !12
  %".209" = and i1 1, %".208", !dbg !12
  %".210" = icmp sge i64 0, 0 , !dbg !12
  %".211" = sub i64 2, 2, !dbg !12
  %".212" = icmp sle i64 0, %".211" , !dbg !12
  %".213" = and i1 %".210", %".212", !dbg !12
  %".214" = and i1 %".209", %".213", !dbg !12
  %".215" = mul i64 0, 2, !dbg !12
  %".216" = add i64 %".215", 0, !dbg !12
  %"z.window" = getelementptr float, ptr %"z.base", i64 %".216" , !dbg !12
  br i1 %".214", label %"tile.inside.3", label %"tile.masked.3", !dbg !12
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.2"], [%".175", %"tile.end.5"] , !dbg !11
  br label %"tile.loop.5", !dbg !11
tile.end.4:
  br label %"tile.done.2", !dbg !11
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".172", %"tile.loop.5"] , !dbg !11
  %".162" = mul i64 %"lane.4", 4, !dbg !11
  %".163" = add i64 %"lane.5", %".162", !dbg !11
  %".164" = getelementptr float, float* %"o", i64 %".163" , !dbg !11
  %".165" = load float, float* %".164", !dbg !11
  %".166" = getelementptr float, float* %"a", i64 %"lane.4" , !dbg !11
  %".167" = load float, float* %".166", !dbg !11
  %".168" = fadd float %".165", %".167", !dbg !11
  %".169" = mul i64 %"lane.4", 4, !dbg !11
  %".170" = add i64 %".169", %"lane.5", !dbg !11
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".170" , !dbg !11
  store float %".168", ptr %"y.lane", !dbg !11
  %".172" = add i64 %"lane.5", 1, !dbg !11
  %".173" = icmp ult i64 %".172", 4 , !dbg !11
  br i1 %".173", label %"tile.loop.5", label %"tile.end.5", !dbg !11
tile.end.5:
  %".175" = add i64 %"lane.4", 1, !dbg !11
  %".176" = icmp ult i64 %".175", 2 , !dbg !11
  br i1 %".176", label %"tile.loop.4", label %"tile.end.4", !dbg !11
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.2"], [%".201", %"tile.end.7"] , !dbg !11
  br label %"tile.loop.7", !dbg !11
tile.end.6:
  br label %"tile.done.2", !dbg !11
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".198", %"tile.loop.7"] , !dbg !11
  %".181" = mul i64 %"lane.6", 4, !dbg !11
  %".182" = add i64 %"lane.7", %".181", !dbg !11
  %".183" = getelementptr float, float* %"o", i64 %".182" , !dbg !11
  %".184" = load float, float* %".183", !dbg !11
  %".185" = getelementptr float, float* %"a", i64 %"lane.6" , !dbg !11
  %".186" = load float, float* %".185", !dbg !11
  %".187" = fadd float %".184", %".186", !dbg !11
  %".188" = add i64 %"i.2", %"lane.6", !dbg !11
  %".189" = icmp ult i64 %".188", %"y.dim0" , !dbg !11
  %".190" = and i1 1, %".189", !dbg !11
  %".191" = mul i64 %"lane.6", 4, !dbg !11
  %".192" = add i64 0, %"lane.7", !dbg !11
  %".193" = icmp ult i64 %".192", 4 , !dbg !11
  %".194" = and i1 %".190", %".193", !dbg !11
  %".195" = add i64 %".191", %"lane.7", !dbg !11
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".195" , !dbg !11
  %".196" = select  i1 %".194", ptr %"y.lane.1", float* %"y.masked" , !dbg !11
  store float %".187", ptr %".196", !dbg !11
  %".198" = add i64 %"lane.7", 1, !dbg !11
  %".199" = icmp ult i64 %".198", 4 , !dbg !11
  br i1 %".199", label %"tile.loop.7", label %"tile.end.7", !dbg !11
tile.end.7:
  %".201" = add i64 %"lane.6", 1, !dbg !11
  %".202" = icmp ult i64 %".201", 2 , !dbg !11
  br i1 %".202", label %"tile.loop.6", label %"tile.end.6", !dbg !11
tile.inside.3:
  br label %"tile.loop.8", !dbg !12
tile.masked.3:
  br label %"tile.loop.10", !dbg !12
tile.done.3:
  ret void
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.3"], [%".230", %"tile.end.9"] , !dbg !12
  br label %"tile.loop.9", !dbg !12
tile.end.8:
  br label %"tile.done.3", !dbg !12
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".227", %"tile.loop.9"] , !dbg !12
  %".220" = mul i64 %"lane.8", 2, !dbg !12
  %".221" = add i64 %"lane.9", %".220", !dbg !12
  %".222" = getelementptr float, float* %"o", i64 %".221" , !dbg !12
  %".223" = load float, float* %".222", !dbg !12
  %".224" = mul i64 %"lane.8", 2, !dbg !12
  %".225" = add i64 %".224", %"lane.9", !dbg !12
  %"z.lane" = getelementptr float, ptr %"z.window", i64 %".225" , !dbg !12
  store float %".223", ptr %"z.lane", !dbg !12
  %".227" = add i64 %"lane.9", 1, !dbg !12
  %".228" = icmp ult i64 %".227", 2 , !dbg !12
  br i1 %".228", label %"tile.loop.9", label %"tile.end.9", !dbg !12
tile.end.9:
  %".230" = add i64 %"lane.8", 1, !dbg !12
  %".231" = icmp ult i64 %".230", 4 , !dbg !12
  br i1 %".231", label %"tile.loop.8", label %"tile.end.8", !dbg !12
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.3"], [%".267", %"edge.done.6"] , !dbg !12
  %".235" = add i64 0, %"lane.10", !dbg !12
  %".236" = icmp ult i64 %".235", 4 , !dbg !12
  %".237" = and i1 1, %".236", !dbg !12
  %".238" = icmp slt i64 0, -2 , !dbg !12
  %".239" = icmp slt i64 0, 0 , !dbg !12
  %".240" = sub i64 0, 0, !dbg !12
  %".241" = select  i1 %".239", i64 %".240", i64 0 , !dbg !12
  %".242" = select  i1 %".238", i64 2, i64 %".241" , !dbg !12
  %".243" = icmp sgt i64 0, %".242" , !dbg !12
  %".244" = select  i1 %".243", i64 0, i64 %".242" , !dbg !12
  %".245" = icmp sge i64 0, 2 , !dbg !12
  %".246" = sub i64 2, 2, !dbg !12
  %".247" = icmp slt i64 0, %".246" , !dbg !12
  %".248" = sub i64 2, 0, !dbg !12
  %".249" = select  i1 %".247", i64 2, i64 %".248" , !dbg !12
  %".250" = select  i1 %".245", i64 0, i64 %".249" , !dbg !12
  %".251" = icmp slt i64 2, %".250" , !dbg !12
  %".252" = select  i1 %".251", i64 2, i64 %".250" , !dbg !12
  %".253" = icmp sgt i64 %".252", %".244" , !dbg !12
  %".254" = select  i1 %".253", i64 %".252", i64 %".244" , !dbg !12
  %"edge.lo.2" = select  i1 %".237", i64 %".244", i64 0 , !dbg !12
  %"edge.hi.2" = select  i1 %".237", i64 %".254", i64 0 , !dbg !12
  %".255" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !12
  br i1 %".255", label %"edge.loop.6", label %"edge.done.6", !dbg !12
tile.end.10:
  br label %"tile.done.3", !dbg !12
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.2", %"tile.loop.10"], [%".264", %"edge.loop.6"] , !dbg !12
  %".257" = mul i64 %"lane.10", 2, !dbg !12
  %".258" = add i64 %"edge.lane.6", %".257", !dbg !12
  %".259" = getelementptr float, float* %"o", i64 %".258" , !dbg !12
  %".260" = load float, float* %".259", !dbg !12
  %".261" = mul i64 %"lane.10", 2, !dbg !12
  %".262" = add i64 %".261", %"edge.lane.6", !dbg !12
  %"z.lane.1" = getelementptr float, ptr %"z.window", i64 %".262" , !dbg !12
  store float %".260", ptr %"z.lane.1", !dbg !12
  %".264" = add i64 %"edge.lane.6", 1, !dbg !12
  %".265" = icmp slt i64 %".264", %"edge.hi.2" , !dbg !12
  br i1 %".265", label %"edge.loop.6", label %"edge.done.6", !dbg !12
edge.done.6:
  %".267" = add i64 %"lane.10", 1, !dbg !12
  %".268" = icmp ult i64 %".267", 4 , !dbg !12
  br i1 %".268", label %"tile.loop.10", label %"tile.end.10", !dbg !12
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
