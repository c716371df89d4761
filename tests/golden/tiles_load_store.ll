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
  %".218" = load i64, i64* %"c.iter", !dbg !8
  %".219" = sub i64 %"x.dim1", %".218", !dbg !8
  %".220" = icmp ugt i64 %".219", 8 , !dbg !8
  br i1 %".220", label %"for.next", label %"for.end", !dbg !8
for.end:
  ret void
tile.inside:
  br label %"tile.loop.2", !dbg !9
tile.masked:
  %".41" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".42" = and i1 1, %".41", !dbg !9
  %".43" = icmp slt i64 %"c.2", -8 , !dbg !9
  %".44" = icmp slt i64 %"c.2", 0 , !dbg !9
  %".45" = sub i64 0, %"c.2", !dbg !9
  %".46" = select  i1 %".44", i64 %".45", i64 0 , !dbg !9
  %".47" = select  i1 %".43", i64 8, i64 %".46" , !dbg !9
  %".48" = icmp sgt i64 0, %".47" , !dbg !9
  %".49" = select  i1 %".48", i64 0, i64 %".47" , !dbg !9
  %".50" = icmp sge i64 %"c.2", %"x.dim1" , !dbg !9
  %".51" = sub i64 %"x.dim1", 8, !dbg !9
  %".52" = icmp slt i64 %"c.2", %".51" , !dbg !9
  %".53" = sub i64 %"x.dim1", %"c.2", !dbg !9
  %".54" = select  i1 %".52", i64 8, i64 %".53" , !dbg !9
  %".55" = select  i1 %".50", i64 0, i64 %".54" , !dbg !9
  %".56" = icmp slt i64 8, %".55" , !dbg !9
  %".57" = select  i1 %".56", i64 8, i64 %".55" , !dbg !9
  %".58" = icmp sgt i64 %".57", %".49" , !dbg !9
  %".59" = select  i1 %".58", i64 %".57", i64 %".49" , !dbg !9
  %"edge.lo" = select  i1 %".42", i64 %".49", i64 0 , !dbg !9
  %"edge.hi" = select  i1 %".42", i64 %".59", i64 0 , !dbg !9
  %".60" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !9
  br i1 %".60", label %"edge.loop", label %"edge.done", !dbg !9
tile.done:
  %"r.2" = load i64, i64* %"r", !dbg !10
  %"c.3" = load i64, i64* %"c", !dbg !10
  %".94" = getelementptr float, float* %"w.other", i64 0 , !dbg !10
  store float 0x3ff0000000000000, float* %".94", !dbg !10
  %".96" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".97" = and i1 1, %".96", !dbg !10
  %".98" = icmp sge i64 %"c.3", 0 , !dbg !10
  %".99" = sub i64 %"w.dim1", 8, !dbg !10
  %".100" = icmp sle i64 %"c.3", %".99" , !dbg !10
  %".101" = and i1 %".98", %".100", !dbg !10
  %".102" = and i1 %".97", %".101", !dbg !10
  %".103" = mul i64 %"r.2", %"w.stride0", !dbg !10
  %".104" = add i64 %".103", %"c.3", !dbg !10
  %"w.window" = getelementptr float, ptr %"w.base", i64 %".104" , !dbg !10
  br i1 %".102", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
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
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".64", %"edge.loop"] , !dbg !9
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !9
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !9
  %".62" = getelementptr float, float* %"a", i64 %"edge.lane" , !dbg !9
  store float %"x.lane.val.1", float* %".62", !dbg !9
  %".64" = add i64 %"edge.lane", 1, !dbg !9
  %".65" = icmp slt i64 %".64", %"edge.hi" , !dbg !9
  br i1 %".65", label %"edge.loop", label %"edge.done", !dbg !9
edge.done:
  %".67" = icmp slt i64 0, %"edge.lo" , !dbg !9
  br i1 %".67", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".77", %"edge.loop.1"] , !dbg !9
  %".69" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".70" = and i1 1, %".69", !dbg !9
  %".71" = add i64 %"c.2", %"edge.lane.1", !dbg !9
  %".72" = icmp ult i64 %".71", %"x.dim1" , !dbg !9
  %".73" = and i1 %".70", %".72", !dbg !9
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %"edge.lane.1" , !dbg !9
  %".74" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !9
  %"x.lane.val.2" = load float, ptr %".74", !dbg !9
  %".75" = getelementptr float, float* %"a", i64 %"edge.lane.1" , !dbg !9
  store float %"x.lane.val.2", float* %".75", !dbg !9
  %".77" = add i64 %"edge.lane.1", 1, !dbg !9
  %".78" = icmp slt i64 %".77", %"edge.lo" , !dbg !9
  br i1 %".78", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.done.1:
  %".80" = icmp slt i64 %"edge.hi", 8 , !dbg !9
  br i1 %".80", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".90", %"edge.loop.2"] , !dbg !9
  %".82" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".83" = and i1 1, %".82", !dbg !9
  %".84" = add i64 %"c.2", %"edge.lane.2", !dbg !9
  %".85" = icmp ult i64 %".84", %"x.dim1" , !dbg !9
  %".86" = and i1 %".83", %".85", !dbg !9
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %"edge.lane.2" , !dbg !9
  %".87" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !9
  %"x.lane.val.3" = load float, ptr %".87", !dbg !9
  %".88" = getelementptr float, float* %"a", i64 %"edge.lane.2" , !dbg !9
  store float %"x.lane.val.3", float* %".88", !dbg !9
  %".90" = add i64 %"edge.lane.2", 1, !dbg !9
  %".91" = icmp slt i64 %".90", 8 , !dbg !9
  br i1 %".91", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.done.2:
  br label %"tile.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.3", !dbg !10
tile.masked.1:
  %".113" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".114" = and i1 1, %".113", !dbg !10
  %".115" = icmp slt i64 %"c.3", -8 , !dbg !10
  %".116" = icmp slt i64 %"c.3", 0 , !dbg !10
  %".117" = sub i64 0, %"c.3", !dbg !10
  %".118" = select  i1 %".116", i64 %".117", i64 0 , !dbg !10
  %".119" = select  i1 %".115", i64 8, i64 %".118" , !dbg !10
  %".120" = icmp sgt i64 0, %".119" , !dbg !10
  %".121" = select  i1 %".120", i64 0, i64 %".119" , !dbg !10
  %".122" = icmp sge i64 %"c.3", %"w.dim1" , !dbg !10
  %".123" = sub i64 %"w.dim1", 8, !dbg !10
  %".124" = icmp slt i64 %"c.3", %".123" , !dbg !10
  %".125" = sub i64 %"w.dim1", %"c.3", !dbg !10
  %".126" = select  i1 %".124", i64 8, i64 %".125" , !dbg !10
  %".127" = select  i1 %".122", i64 0, i64 %".126" , !dbg !10
  %".128" = icmp slt i64 8, %".127" , !dbg !10
  %".129" = select  i1 %".128", i64 8, i64 %".127" , !dbg !10
  %".130" = icmp sgt i64 %".129", %".121" , !dbg !10
  %".131" = select  i1 %".130", i64 %".129", i64 %".121" , !dbg !10
  %"edge.lo.1" = select  i1 %".114", i64 %".121", i64 0 , !dbg !10
  %"edge.hi.1" = select  i1 %".114", i64 %".131", i64 0 , !dbg !10
  %".132" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !10
  br i1 %".132", label %"edge.loop.3", label %"edge.done.3", !dbg !10
tile.done.1:
  %"c.4" = load i64, i64* %"c", !dbg !11
  %".166" = getelementptr float, float* %"s.other", i64 0 , !dbg !11
  store float              0x0, float* %".166", !dbg !11
  %".168" = icmp sge i64 %"c.4", 0 , !dbg !11
  %".169" = sub i64 %"s.dim0", 8, !dbg !11
  %".170" = icmp sle i64 %"c.4", %".169" , !dbg !11
  %".171" = and i1 %".168", %".170", !dbg !11
  %".172" = and i1 1, %".171", !dbg !11
  %"r.3" = load i64, i64* %"r", !dbg !11
  %"c.5" = load i64, i64* %"c", !dbg !11
  %".173" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !11
  %".174" = and i1 %".172", %".173", !dbg !11
  %".175" = icmp sge i64 %"c.5", 0 , !dbg !11
  %".176" = sub i64 %"y.dim1", 8, !dbg !11
  %".177" = icmp sle i64 %"c.5", %".176" , !dbg !11
  %".178" = and i1 %".175", %".177", !dbg !11
  %".179" = and i1 %".174", %".178", !dbg !11
  %"s.window" = getelementptr float, ptr %"s.base", i64 %"c.4" , !dbg !11
  %".180" = mul i64 %"r.3", %"y.stride0", !dbg !11
  %".181" = add i64 %".180", %"c.5", !dbg !11
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".181" , !dbg !11
  br i1 %".179", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside.1"], [%".109", %"tile.loop.3"] , !dbg !10
  %"w.lane" = getelementptr float, ptr %"w.window", i64 %"lane.3" , !dbg !10
  %"w.nocache" = getelementptr i8, ptr %"w.lane", i64 %"l2.offset" , !dbg !10
  %"w.lane.val" = load float, ptr %"w.nocache", !dbg !10
  %".107" = getelementptr float, float* %"b", i64 %"lane.3" , !dbg !10
  store float %"w.lane.val", float* %".107", !dbg !10
  %".109" = add i64 %"lane.3", 1, !dbg !10
  %".110" = icmp ult i64 %".109", 8 , !dbg !10
  br i1 %".110", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.end.3:
  br label %"tile.done.1", !dbg !10
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.masked.1"], [%".136", %"edge.loop.3"] , !dbg !10
  %"w.lane.1" = getelementptr float, ptr %"w.window", i64 %"edge.lane.3" , !dbg !10
  %"w.nocache.1" = getelementptr i8, ptr %"w.lane.1", i64 %"l2.offset" , !dbg !10
  %"w.lane.val.1" = load float, ptr %"w.nocache.1", !dbg !10
  %".134" = getelementptr float, float* %"b", i64 %"edge.lane.3" , !dbg !10
  store float %"w.lane.val.1", float* %".134", !dbg !10
  %".136" = add i64 %"edge.lane.3", 1, !dbg !10
  %".137" = icmp slt i64 %".136", %"edge.hi.1" , !dbg !10
  br i1 %".137", label %"edge.loop.3", label %"edge.done.3", !dbg !10
edge.done.3:
  %".139" = icmp slt i64 0, %"edge.lo.1" , !dbg !10
  br i1 %".139", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".149", %"edge.loop.4"] , !dbg !10
  %".141" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".142" = and i1 1, %".141", !dbg !10
  %".143" = add i64 %"c.3", %"edge.lane.4", !dbg !10
  %".144" = icmp ult i64 %".143", %"w.dim1" , !dbg !10
  %".145" = and i1 %".142", %".144", !dbg !10
  %"w.lane.2" = getelementptr float, ptr %"w.window", i64 %"edge.lane.4" , !dbg !10
  %"w.nocache.2" = getelementptr i8, ptr %"w.lane.2", i64 %"l2.offset" , !dbg !10
  %".146" = select  i1 0, ptr %"w.nocache.2", float* %"w.other" , !dbg !10
  %"w.lane.val.2" = load float, ptr %".146", !dbg !10
  %".147" = getelementptr float, float* %"b", i64 %"edge.lane.4" , !dbg !10
  store float %"w.lane.val.2", float* %".147", !dbg !10
  %".149" = add i64 %"edge.lane.4", 1, !dbg !10
  %".150" = icmp slt i64 %".149", %"edge.lo.1" , !dbg !10
  br i1 %".150", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.done.4:
  %".152" = icmp slt i64 %"edge.hi.1", 8 , !dbg !10
  br i1 %".152", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".162", %"edge.loop.5"] , !dbg !10
  %".154" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".155" = and i1 1, %".154", !dbg !10
  %".156" = add i64 %"c.3", %"edge.lane.5", !dbg !10
  %".157" = icmp ult i64 %".156", %"w.dim1" , !dbg !10
  %".158" = and i1 %".155", %".157", !dbg !10
  %"w.lane.3" = getelementptr float, ptr %"w.window", i64 %"edge.lane.5" , !dbg !10
  %"w.nocache.3" = getelementptr i8, ptr %"w.lane.3", i64 %"l2.offset" , !dbg !10
  %".159" = select  i1 0, ptr %"w.nocache.3", float* %"w.other" , !dbg !10
  %"w.lane.val.3" = load float, ptr %".159", !dbg !10
  %".160" = getelementptr float, float* %"b", i64 %"edge.lane.5" , !dbg !10
  store float %"w.lane.val.3", float* %".160", !dbg !10
  %".162" = add i64 %"edge.lane.5", 1, !dbg !10
  %".163" = icmp slt i64 %".162", 8 , !dbg !10
  br i1 %".163", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.done.5:
  br label %"tile.done.1", !dbg !10
tile.inside.2:
  br label %"tile.loop.4", !dbg !11
tile.masked.2:
  br label %"tile.loop.5", !dbg !11
tile.done.2:
  br label %"for.inc", !dbg !8
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.2"], [%".191", %"tile.loop.4"] , !dbg !11
  %".184" = getelementptr float, float* %"a", i64 %"lane.4" , !dbg !11
  %".185" = load float, float* %".184", !dbg !11
  %".186" = getelementptr float, float* %"b", i64 %"lane.4" , !dbg !11
  %".187" = load float, float* %".186", !dbg !11
  %".188" = fmul float %".185", %".187", !dbg !11
  %"s.lane" = getelementptr float, ptr %"s.window", i64 %"lane.4" , !dbg !11
  %"s.nocache" = getelementptr i8, ptr %"s.lane", i64 %"l2.offset" , !dbg !11
  %"s.lane.val" = load float, ptr %"s.nocache", !dbg !11
  %".189" = fadd float %".188", %"s.lane.val", !dbg !11
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %"lane.4" , !dbg !11
  store float %".189", ptr %"y.lane", !dbg !11
  %".191" = add i64 %"lane.4", 1, !dbg !11
  %".192" = icmp ult i64 %".191", 8 , !dbg !11
  br i1 %".192", label %"tile.loop.4", label %"tile.end.4", !dbg !11
tile.end.4:
  br label %"tile.done.2", !dbg !11
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked.2"], [%".213", %"tile.loop.5"] , !dbg !11
  %".196" = getelementptr float, float* %"a", i64 %"lane.5" , !dbg !11
  %".197" = load float, float* %".196", !dbg !11
  %".198" = getelementptr float, float* %"b", i64 %"lane.5" , !dbg !11
  %".199" = load float, float* %".198", !dbg !11
  %".200" = fmul float %".197", %".199", !dbg !11
  %".201" = add i64 %"c.4", %"lane.5", !dbg !11
  %".202" = icmp ult i64 %".201", %"s.dim0" , !dbg !11
  %".203" = and i1 1, %".202", !dbg !11
  %"s.lane.1" = getelementptr float, ptr %"s.window", i64 %"lane.5" , !dbg !11
  %"s.nocache.1" = getelementptr i8, ptr %"s.lane.1", i64 %"l2.offset" , !dbg !11
  %".204" = select  i1 %".203", ptr %"s.nocache.1", float* %"s.other" , !dbg !11
  %"s.lane.val.1" = load float, ptr %".204", !dbg !11
  %".205" = fadd float %".200", %"s.lane.val.1", !dbg !11
  %".206" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !11
  %".207" = and i1 1, %".206", !dbg !11
  %".208" = add i64 %"c.5", %"lane.5", !dbg !11
  %".209" = icmp ult i64 %".208", %"y.dim1" , !dbg !11
  %".210" = and i1 %".207", %".209", !dbg !11
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %"lane.5" , !dbg !11
  %".211" = select  i1 %".210", ptr %"y.lane.1", float* %"y.masked" , !dbg !11
  store float %".205", ptr %".211", !dbg !11
  %".213" = add i64 %"lane.5", 1, !dbg !11
  %".214" = icmp ult i64 %".213", 8 , !dbg !11
  br i1 %".214", label %"tile.loop.5", label %"tile.end.5", !dbg !11
tile.end.5:
  br label %"tile.done.2", !dbg !11
for.next:
  %"c.next" = add i64 %".218", 8, !dbg !8
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
