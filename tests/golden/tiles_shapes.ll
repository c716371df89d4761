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
  %".39" = icmp slt i64 %"i.1", -2 , !dbg !8
  %".40" = icmp slt i64 %"i.1", 0 , !dbg !8
  %".41" = sub i64 0, %"i.1", !dbg !8
  %".42" = select  i1 %".40", i64 %".41", i64 0 , !dbg !8
  %".43" = select  i1 %".39", i64 2, i64 %".42" , !dbg !8
  %".44" = icmp sge i64 %"i.1", %"x.dim0" , !dbg !8
  %".45" = sub i64 %"x.dim0", 2, !dbg !8
  %".46" = icmp slt i64 %"i.1", %".45" , !dbg !8
  %".47" = sub i64 %"x.dim0", %"i.1", !dbg !8
  %".48" = select  i1 %".46", i64 2, i64 %".47" , !dbg !8
  %".49" = select  i1 %".44", i64 0, i64 %".48" , !dbg !8
  %".50" = icmp sgt i64 0, %".43" , !dbg !8
  %".51" = select  i1 %".50", i64 0, i64 %".43" , !dbg !8
  %".52" = icmp slt i64 2, %".49" , !dbg !8
  %".53" = select  i1 %".52", i64 2, i64 %".49" , !dbg !8
  %".54" = icmp sgt i64 %".53", %".51" , !dbg !8
  %".55" = select  i1 %".54", i64 %".53", i64 %".51" , !dbg !8
  %"edge.lo" = select  i1 1, i64 %".51", i64 0 , !dbg !8
  %"edge.hi" = select  i1 1, i64 %".55", i64 0 , !dbg !8
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !8
  %".56" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !8
  br i1 %".56", label %"edge.loop", label %"edge.done", !dbg !8
tile.done:
  %".79" = getelementptr float, float* %"x.other.1", i64 0 , !dbg !12
  store float              0x0, float* %".79", !dbg !12
  %".81" = icmp sge i64 0, 0 , !dbg !12
  %".82" = sub i64 %"x.dim0", 4, !dbg !12
  %".83" = icmp sle i64 0, %".82" , !dbg !12
  %".84" = and i1 %".81", %".83", !dbg !12
  %".85" = and i1 1, %".84", !dbg !12
  %"x.window.1" = getelementptr float, ptr %"x.base", i64 0 , !dbg !12
  br i1 %".85", label %"tile.inside.1", label %"tile.masked.1", !dbg !12
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
  %".63" = sub i64 2, %"edge.inner", !dbg !8
  %".64" = icmp slt i64 0, %".63" , !dbg !8
  br i1 %".64", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".75", %"edge.loop.1"] , !dbg !8
  %".66" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !8
  %".67" = add i64 %"edge.lane.1", %"edge.inner", !dbg !8
  %".68" = select  i1 %".66", i64 %"edge.lane.1", i64 %".67" , !dbg !8
  %".69" = add i64 %"i.1", %".68", !dbg !8
  %".70" = icmp ult i64 %".69", %"x.dim0" , !dbg !8
  %".71" = and i1 1, %".70", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".68" , !dbg !8
  %".72" = select  i1 %".71", ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".72", !dbg !8
  %".73" = getelementptr float, float* %"a", i64 %".68" , !dbg !8
  store float %"x.lane.val.2", float* %".73", !dbg !8
  %".75" = add i64 %"edge.lane.1", 1, !dbg !8
  %".76" = icmp slt i64 %".75", %".63" , !dbg !8
  br i1 %".76", label %"edge.loop.1", label %"edge.done.1", !dbg !8, !llvm.loop !11
edge.done.1:
  br label %"tile.done", !dbg !8
tile.inside.1:
  br label %"tile.loop.4", !dbg !12
tile.masked.1:
  %".94" = icmp slt i64 0, -4 , !dbg !12
  %".95" = icmp slt i64 0, 0 , !dbg !12
  %".96" = sub i64 0, 0, !dbg !12
  %".97" = select  i1 %".95", i64 %".96", i64 0 , !dbg !12
  %".98" = select  i1 %".94", i64 4, i64 %".97" , !dbg !12
  %".99" = icmp sge i64 0, %"x.dim0" , !dbg !12
  %".100" = sub i64 %"x.dim0", 4, !dbg !12
  %".101" = icmp slt i64 0, %".100" , !dbg !12
  %".102" = sub i64 %"x.dim0", 0, !dbg !12
  %".103" = select  i1 %".101", i64 4, i64 %".102" , !dbg !12
  %".104" = select  i1 %".99", i64 0, i64 %".103" , !dbg !12
  %".105" = icmp sgt i64 0, %".98" , !dbg !12
  %".106" = select  i1 %".105", i64 0, i64 %".98" , !dbg !12
  %".107" = icmp slt i64 4, %".104" , !dbg !12
  %".108" = select  i1 %".107", i64 4, i64 %".104" , !dbg !12
  %".109" = icmp sgt i64 %".108", %".106" , !dbg !12
  %".110" = select  i1 %".109", i64 %".108", i64 %".106" , !dbg !12
  %"edge.lo.1" = select  i1 1, i64 %".106", i64 0 , !dbg !12
  %"edge.hi.1" = select  i1 1, i64 %".110", i64 0 , !dbg !12
  %"edge.inner.1" = sub i64 %"edge.hi.1", %"edge.lo.1", !dbg !12
  %".111" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !12
  br i1 %".111", label %"edge.loop.2", label %"edge.done.2", !dbg !12
tile.done.1:
  br label %"tile.loop.5", !dbg !14
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".90", %"tile.loop.4"] , !dbg !12
  %"x.lane.3" = getelementptr float, ptr %"x.window.1", i64 %"lane.4" , !dbg !12
  %"x.lane.val.3" = load float, ptr %"x.lane.3", !dbg !12
  %".88" = getelementptr float, float* %"b", i64 %"lane.4" , !dbg !12
  store float %"x.lane.val.3", float* %".88", !dbg !12
  %".90" = add i64 %"lane.4", 1, !dbg !12
  %".91" = icmp ult i64 %".90", 4 , !dbg !12
  br i1 %".91", label %"tile.loop.4", label %"tile.end.4", !dbg !12
tile.end.4:
  br label %"tile.done.1", !dbg !12
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.lo.1", %"tile.masked.1"], [%".115", %"edge.loop.2"] , !dbg !12
  %"x.lane.4" = getelementptr float, ptr %"x.window.1", i64 %"edge.lane.2" , !dbg !12
  %"x.lane.val.4" = load float, ptr %"x.lane.4", !dbg !12
  %".113" = getelementptr float, float* %"b", i64 %"edge.lane.2" , !dbg !12
  store float %"x.lane.val.4", float* %".113", !dbg !12
  %".115" = add i64 %"edge.lane.2", 1, !dbg !12
  %".116" = icmp slt i64 %".115", %"edge.hi.1" , !dbg !12
  br i1 %".116", label %"edge.loop.2", label %"edge.done.2", !dbg !12
edge.done.2:
  %".118" = sub i64 4, %"edge.inner.1", !dbg !12
  %".119" = icmp slt i64 0, %".118" , !dbg !12
  br i1 %".119", label %"edge.loop.3", label %"edge.done.3", !dbg !12
edge.loop.3:
  %"edge.lane.3" = phi  i64 [0, %"edge.done.2"], [%".130", %"edge.loop.3"] , !dbg !12
  %".121" = icmp ult i64 %"edge.lane.3", %"edge.lo.1" , !dbg !12
  %".122" = add i64 %"edge.lane.3", %"edge.inner.1", !dbg !12
  %".123" = select  i1 %".121", i64 %"edge.lane.3", i64 %".122" , !dbg !12
  %".124" = add i64 0, %".123", !dbg !12
  %".125" = icmp ult i64 %".124", %"x.dim0" , !dbg !12
  %".126" = and i1 1, %".125", !dbg !12
  %"x.lane.5" = getelementptr float, ptr %"x.window.1", i64 %".123" , !dbg !12
  %".127" = select  i1 %".126", ptr %"x.lane.5", float* %"x.other.1" , !dbg !12
  %"x.lane.val.5" = load float, ptr %".127", !dbg !12
  %".128" = getelementptr float, float* %"b", i64 %".123" , !dbg !12
  store float %"x.lane.val.5", float* %".128", !dbg !12
  %".130" = add i64 %"edge.lane.3", 1, !dbg !12
  %".131" = icmp slt i64 %".130", %".118" , !dbg !12
  br i1 %".131", label %"edge.loop.3", label %"edge.done.3", !dbg !12, !llvm.loop !13
edge.done.3:
  br label %"tile.done.1", !dbg !12
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.done.1"], [%".148", %"tile.end.6"] , !dbg !14
  br label %"tile.loop.6", !dbg !14
tile.end.5:
  %"i.2" = load i64, i64* %"i", !dbg !15
  %".151" = icmp sge i64 %"i.2", 0 , !dbg !15
  %".152" = sub i64 %"y.dim0", 2, !dbg !15
  %".153" = icmp sle i64 %"i.2", %".152" , !dbg !15
  %".154" = and i1 %".151", %".153", !dbg !15
  %".155" = and i1 1, %".154", !dbg !15
  %".156" = icmp sge i64 0, 0 , !dbg !15
  %".157" = sub i64 4, 4, !dbg !15
  %".158" = icmp sle i64 0, %".157" , !dbg !15
  %".159" = and i1 %".156", %".158", !dbg !15
  %".160" = and i1 %".155", %".159", !dbg !15
  %".161" = mul i64 %"i.2", 4, !dbg !15
  %".162" = add i64 %".161", 0, !dbg !15
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".162" , !dbg !15
  br i1 %".160", label %"tile.inside.2", label %"tile.masked.2", !dbg !15
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".145", %"tile.loop.6"] , !dbg !14
  %".136" = getelementptr float, float* %"a", i64 %"lane.5" , !dbg !14
  %".137" = load float, float* %".136", !dbg !14
  %".138" = getelementptr float, float* %"b", i64 %"lane.6" , !dbg !14
  %".139" = load float, float* %".138", !dbg !14
  %".140" = fmul float %".137", %".139", !dbg !14
  %".141" = mul i64 %"lane.5", 4, !dbg !14
  %".142" = add i64 %"lane.6", %".141", !dbg !14
  %".143" = getelementptr float, float* %"o", i64 %".142" , !dbg !14
  store float %".140", float* %".143", !dbg !14
  %".145" = add i64 %"lane.6", 1, !dbg !14
  %".146" = icmp ult i64 %".145", 4 , !dbg !14
  br i1 %".146", label %"tile.loop.6", label %"tile.end.6", !dbg !14
tile.end.6:
  %".148" = add i64 %"lane.5", 1, !dbg !14
  %".149" = icmp ult i64 %".148", 2 , !dbg !14
  br i1 %".149", label %"tile.loop.5", label %"tile.end.5", !dbg !14
tile.inside.2:
  br label %"tile.loop.7", !dbg !15
tile.masked.2:
  br label %"tile.loop.9", !dbg !15
tile.done.2:
  %".209" = icmp sge i64 0, 0 , !dbg !16
  %".210" = sub i64 4, 4, !dbg !16
  %".211" = icmp sle i64 0, %".210" , !dbg !16
  %".212" = and i1 %".209", %".211", !dbg !16
  %".213" = and i1 1, %".212", !dbg !16
  %".214" = icmp sge i64 0, 0 , !dbg !16
  %".215" = sub i64 2, 2, !dbg !16
  %".216" = icmp sle i64 0, %".215" , !dbg !16
  %".217" = and i1 %".214", %".216", !dbg !16
  %".218" = and i1 %".213", %".217", !dbg !16
  %".219" = mul i64 0, 2, !dbg !16
  %".220" = add i64 %".219", 0, !dbg !16
  %"z.window" = getelementptr float, ptr %"z.base", i64 %".220" , !dbg !16
  br i1 %".218", label %"tile.inside.3", label %"tile.masked.3", !dbg !16
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.2"], [%".179", %"tile.end.8"] , !dbg !15
  br label %"tile.loop.8", !dbg !15
tile.end.7:
  br label %"tile.done.2", !dbg !15
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".176", %"tile.loop.8"] , !dbg !15
  %".166" = mul i64 %"lane.7", 4, !dbg !15
  %".167" = add i64 %"lane.8", %".166", !dbg !15
  %".168" = getelementptr float, float* %"o", i64 %".167" , !dbg !15
  %".169" = load float, float* %".168", !dbg !15
  %".170" = getelementptr float, float* %"a", i64 %"lane.7" , !dbg !15
  %".171" = load float, float* %".170", !dbg !15
  %".172" = fadd float %".169", %".171", !dbg !15
  %".173" = mul i64 %"lane.7", 4, !dbg !15
  %".174" = add i64 %".173", %"lane.8", !dbg !15
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".174" , !dbg !15
  store float %".172", ptr %"y.lane", !dbg !15
  %".176" = add i64 %"lane.8", 1, !dbg !15
  %".177" = icmp ult i64 %".176", 4 , !dbg !15
  br i1 %".177", label %"tile.loop.8", label %"tile.end.8", !dbg !15
tile.end.8:
  %".179" = add i64 %"lane.7", 1, !dbg !15
  %".180" = icmp ult i64 %".179", 2 , !dbg !15
  br i1 %".180", label %"tile.loop.7", label %"tile.end.7", !dbg !15
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.2"], [%".205", %"tile.end.10"] , !dbg !15
  br label %"tile.loop.10", !dbg !15
tile.end.9:
  br label %"tile.done.2", !dbg !15
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".202", %"tile.loop.10"] , !dbg !15
  %".185" = mul i64 %"lane.9", 4, !dbg !15
  %".186" = add i64 %"lane.10", %".185", !dbg !15
  %".187" = getelementptr float, float* %"o", i64 %".186" , !dbg !15
  %".188" = load float, float* %".187", !dbg !15
  %".189" = getelementptr float, float* %"a", i64 %"lane.9" , !dbg !15
  %".190" = load float, float* %".189", !dbg !15
  %".191" = fadd float %".188", %".190", !dbg !15
  %".192" = add i64 %"i.2", %"lane.9", !dbg !15
  %".193" = icmp ult i64 %".192", %"y.dim0" , !dbg !15
  %".194" = and i1 1, %".193", !dbg !15
  %".195" = mul i64 %"lane.9", 4, !dbg !15
  %".196" = add i64 0, %"lane.10", !dbg !15
  %".197" = icmp ult i64 %".196", 4 , !dbg !15
  %".198" = and i1 %".194", %".197", !dbg !15
  %".199" = add i64 %".195", %"lane.10", !dbg !15
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".199" , !dbg !15
  %".200" = select  i1 %".198", ptr %"y.lane.1", float* %"y.masked" , !dbg !15
  store float %".191", ptr %".200", !dbg !15
  %".202" = add i64 %"lane.10", 1, !dbg !15
  %".203" = icmp ult i64 %".202", 4 , !dbg !15
  br i1 %".203", label %"tile.loop.10", label %"tile.end.10", !dbg !15
tile.end.10:
  %".205" = add i64 %"lane.9", 1, !dbg !15
  %".206" = icmp ult i64 %".205", 2 , !dbg !15
  br i1 %".206", label %"tile.loop.9", label %"tile.end.9", !dbg !15
tile.inside.3:
  br label %"tile.loop.11", !dbg !16
tile.masked.3:
  br label %"tile.loop.13", !dbg !16
tile.done.3:
  ret void
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.3"], [%".234", %"tile.end.12"] , !dbg !16
  br label %"tile.loop.12", !dbg !16
tile.end.11:
  br label %"tile.done.3", !dbg !16
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".231", %"tile.loop.12"] , !dbg !16
  %".224" = mul i64 %"lane.11", 2, !dbg !16
  %".225" = add i64 %"lane.12", %".224", !dbg !16
  %".226" = getelementptr float, float* %"o", i64 %".225" , !dbg !16
  %".227" = load float, float* %".226", !dbg !16
  %".228" = mul i64 %"lane.11", 2, !dbg !16
  %".229" = add i64 %".228", %"lane.12", !dbg !16
  %"z.lane" = getelementptr float, ptr %"z.window", i64 %".229" , !dbg !16
  store float %".227", ptr %"z.lane", !dbg !16
  %".231" = add i64 %"lane.12", 1, !dbg !16
  %".232" = icmp ult i64 %".231", 2 , !dbg !16
  br i1 %".232", label %"tile.loop.12", label %"tile.end.12", !dbg !16
tile.end.12:
  %".234" = add i64 %"lane.11", 1, !dbg !16
  %".235" = icmp ult i64 %".234", 4 , !dbg !16
  br i1 %".235", label %"tile.loop.11", label %"tile.end.11", !dbg !16
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.3"], [%".294", %"edge.done.5"] , !dbg !16
  %".239" = add i64 0, %"lane.13", !dbg !16
  %".240" = icmp ult i64 %".239", 4 , !dbg !16
  %".241" = and i1 1, %".240", !dbg !16
  %".242" = icmp slt i64 0, -2 , !dbg !16
  %".243" = icmp slt i64 0, 0 , !dbg !16
  %".244" = sub i64 0, 0, !dbg !16
  %".245" = select  i1 %".243", i64 %".244", i64 0 , !dbg !16
  %".246" = select  i1 %".242", i64 2, i64 %".245" , !dbg !16
  %".247" = icmp sge i64 0, 2 , !dbg !16
  %".248" = sub i64 2, 2, !dbg !16
  %".249" = icmp slt i64 0, %".248" , !dbg !16
  %".250" = sub i64 2, 0, !dbg !16
  %".251" = select  i1 %".249", i64 2, i64 %".250" , !dbg !16
  %".252" = select  i1 %".247", i64 0, i64 %".251" , !dbg !16
  %".253" = icmp sgt i64 0, %".246" , !dbg !16
  %".254" = select  i1 %".253", i64 0, i64 %".246" , !dbg !16
  %".255" = icmp slt i64 2, %".252" , !dbg !16
  %".256" = select  i1 %".255", i64 2, i64 %".252" , !dbg !16
  %".257" = icmp sgt i64 %".256", %".254" , !dbg !16
  %".258" = select  i1 %".257", i64 %".256", i64 %".254" , !dbg !16
  %"edge.lo.2" = select  i1 %".241", i64 %".254", i64 0 , !dbg !16
  %"edge.hi.2" = select  i1 %".241", i64 %".258", i64 0 , !dbg !16
  %"edge.inner.2" = sub i64 %"edge.hi.2", %"edge.lo.2", !dbg !16
  %".259" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !16
  br i1 %".259", label %"edge.loop.4", label %"edge.done.4", !dbg !16
tile.end.13:
  br label %"tile.done.3", !dbg !16
edge.loop.4:
  %"edge.lane.4" = phi  i64 [%"edge.lo.2", %"tile.loop.13"], [%".268", %"edge.loop.4"] , !dbg !16
  %".261" = mul i64 %"lane.13", 2, !dbg !16
  %".262" = add i64 %"edge.lane.4", %".261", !dbg !16
  %".263" = getelementptr float, float* %"o", i64 %".262" , !dbg !16
  %".264" = load float, float* %".263", !dbg !16
  %".265" = mul i64 %"lane.13", 2, !dbg !16
  %".266" = add i64 %".265", %"edge.lane.4", !dbg !16
  %"z.lane.1" = getelementptr float, ptr %"z.window", i64 %".266" , !dbg !16
  store float %".264", ptr %"z.lane.1", !dbg !16
  %".268" = add i64 %"edge.lane.4", 1, !dbg !16
  %".269" = icmp slt i64 %".268", %"edge.hi.2" , !dbg !16
  br i1 %".269", label %"edge.loop.4", label %"edge.done.4", !dbg !16
edge.done.4:
  %".271" = sub i64 2, %"edge.inner.2", !dbg !16
  %".272" = icmp slt i64 0, %".271" , !dbg !16
  br i1 %".272", label %"edge.loop.5", label %"edge.done.5", !dbg !16
edge.loop.5:
  %"edge.lane.5" = phi  i64 [0, %"edge.done.4"], [%".291", %"edge.loop.5"] , !dbg !16
  %".274" = icmp ult i64 %"edge.lane.5", %"edge.lo.2" , !dbg !16
  %".275" = add i64 %"edge.lane.5", %"edge.inner.2", !dbg !16
  %".276" = select  i1 %".274", i64 %"edge.lane.5", i64 %".275" , !dbg !16
  %".277" = mul i64 %"lane.13", 2, !dbg !16
  %".278" = add i64 %".276", %".277", !dbg !16
  %".279" = getelementptr float, float* %"o", i64 %".278" , !dbg !16
  %".280" = load float, float* %".279", !dbg !16
  %".281" = add i64 0, %"lane.13", !dbg !16
  %".282" = icmp ult i64 %".281", 4 , !dbg !16
  %".283" = and i1 1, %".282", !dbg !16
  %".284" = mul i64 %"lane.13", 2, !dbg !16
  %".285" = add i64 0, %".276", !dbg !16
  %".286" = icmp ult i64 %".285", 2 , !dbg !16
  %".287" = and i1 %".283", %".286", !dbg !16
  %".288" = add i64 %".284", %".276", !dbg !16
  %"z.lane.2" = getelementptr float, ptr %"z.window", i64 %".288" , !dbg !16
  %".289" = select  i1 %".287", ptr %"z.lane.2", float* %"z.masked" , !dbg !16
  store float %".280", ptr %".289", !dbg !16
  %".291" = add i64 %"edge.lane.5", 1, !dbg !16
  %".292" = icmp slt i64 %".291", %".271" , !dbg !16
  br i1 %".292", label %"edge.loop.5", label %"edge.done.5", !dbg !16, !llvm.loop !17
edge.done.5:
  %".294" = add i64 %"lane.13", 1, !dbg !16
  %".295" = icmp ult i64 %".294", 4 , !dbg !16
  br i1 %".295", label %"tile.loop.13", label %"tile.end.13", !dbg !16
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
!9 = !{ !"llvm.loop.unroll.runtime.disable" }
!10 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!11 = distinct !{ !11, !9, !10 }
!12 = !DILocation(column: 0, line: 11, scope: !4)
!13 = distinct !{ !13, !9, !10 }
!14 = !DILocation(column: 0, line: 12, scope: !4)
!15 = !DILocation(column: 0, line: 13, scope: !4)
!16 = !DILocation(column: 0, line: 14, scope: !4)
!17 = distinct !{ !17, !9, !10 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
