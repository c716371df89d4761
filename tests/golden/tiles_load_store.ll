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
  store i64 %"block_idx", i64* %"r", !dbg !7
  store i64 0, i64* %"c.iter", !dbg !8
  %".7" = icmp slt i64 0, %"x.dim1" , !dbg !8
  br i1 %".7", label %"for.body", label %"for.end", !dbg !8
for.body:
  %"c.1" = load i64, i64* %"c.iter", !dbg !8
  store i64 %"c.1", i64* %"c", !dbg !8
  %"r.1" = load i64, i64* %"r", !dbg !9
  %"c.2" = load i64, i64* %"c", !dbg !9
  %".10" = getelementptr float, float* %"x.other", i64 0 , !dbg !9
  store float              0x0, float* %".10", !dbg !9
  %".12" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".13" = and i1 1, %".12", !dbg !9
  %".14" = icmp sge i64 %"c.2", 0 , !dbg !9
  %".15" = sub i64 %"x.dim1", 8, !dbg !9
  %".16" = icmp sle i64 %"c.2", %".15" , !dbg !9
  %".17" = and i1 %".14", %".16", !dbg !9
  %".18" = and i1 %".13", %".17", !dbg !9
  %".19" = mul i64 %"r.1", %"x.stride0", !dbg !9
  %".20" = add i64 %".19", %"c.2", !dbg !9
  %"x.window" = getelementptr float, ptr %"x.base", i64 %".20" , !dbg !9
  br i1 %".18", label %"tile.inside", label %"tile.masked", !dbg !9
for.inc:
  %".206" = load i64, i64* %"c.iter", !dbg !8
  %".207" = sub i64 %"x.dim1", %".206", !dbg !8
  %".208" = icmp ugt i64 %".207", 8 , !dbg !8
  br i1 %".208", label %"for.next", label %"for.end", !dbg !8
for.end:
  ret void
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  %".29" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".30" = and i1 1, %".29", !dbg !9
  %".31" = icmp slt i64 %"c.2", -8 , !dbg !9
  %".32" = icmp slt i64 %"c.2", 0 , !dbg !9
  %".33" = sub i64 0, %"c.2", !dbg !9
  %".34" = select  i1 %".32", i64 %".33", i64 0 , !dbg !9
  %".35" = select  i1 %".31", i64 8, i64 %".34" , !dbg !9
  %".36" = icmp sgt i64 0, %".35" , !dbg !9
  %".37" = select  i1 %".36", i64 0, i64 %".35" , !dbg !9
  %".38" = icmp sge i64 %"c.2", %"x.dim1" , !dbg !9
  %".39" = sub i64 %"x.dim1", 8, !dbg !9
  %".40" = icmp slt i64 %"c.2", %".39" , !dbg !9
  %".41" = sub i64 %"x.dim1", %"c.2", !dbg !9
  %".42" = select  i1 %".40", i64 8, i64 %".41" , !dbg !9
  %".43" = select  i1 %".38", i64 0, i64 %".42" , !dbg !9
  %".44" = icmp slt i64 8, %".43" , !dbg !9
  %".45" = select  i1 %".44", i64 8, i64 %".43" , !dbg !9
  %".46" = icmp sgt i64 %".45", %".37" , !dbg !9
  %".47" = select  i1 %".46", i64 %".45", i64 %".37" , !dbg !9
  %"edge.lo" = select  i1 %".30", i64 %".37", i64 0 , !dbg !9
  %"edge.hi" = select  i1 %".30", i64 %".47", i64 0 , !dbg !9
  %".48" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !9
  br i1 %".48", label %"edge.loop", label %"edge.done", !dbg !9
tile.done:
  %"r.2" = load i64, i64* %"r", !dbg !10
  %"c.3" = load i64, i64* %"c", !dbg !10
  %".82" = getelementptr float, float* %"w.other", i64 0 , !dbg !10
  store float 0x3ff0000000000000, float* %".82", !dbg !10
  %".84" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".85" = and i1 1, %".84", !dbg !10
  %".86" = icmp sge i64 %"c.3", 0 , !dbg !10
  %".87" = sub i64 %"w.dim1", 8, !dbg !10
  %".88" = icmp sle i64 %"c.3", %".87" , !dbg !10
  %".89" = and i1 %".86", %".88", !dbg !10
  %".90" = and i1 %".85", %".89", !dbg !10
  %".91" = mul i64 %"r.2", %"w.stride0", !dbg !10
  %".92" = add i64 %".91", %"c.3", !dbg !10
  %"w.window" = getelementptr float, ptr %"w.base", i64 %".92" , !dbg !10
  br i1 %".90", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".25", %"tile.loop"] , !dbg !9
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane" , !dbg !9
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !9
  %".23" = getelementptr float, float* %"a", i64 %"lane" , !dbg !9
  store float %"x.lane.val", float* %".23", !dbg !9
  %".25" = add i64 %"lane", 1, !dbg !9
  %".26" = icmp ult i64 %".25", 8 , !dbg !9
  br i1 %".26", label %"tile.loop", label %"tile.end", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.masked"], [%".52", %"edge.loop"] , !dbg !9
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"edge.lane" , !dbg !9
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !9
  %".50" = getelementptr float, float* %"a", i64 %"edge.lane" , !dbg !9
  store float %"x.lane.val.1", float* %".50", !dbg !9
  %".52" = add i64 %"edge.lane", 1, !dbg !9
  %".53" = icmp slt i64 %".52", %"edge.hi" , !dbg !9
  br i1 %".53", label %"edge.loop", label %"edge.done", !dbg !9
edge.done:
  %".55" = icmp slt i64 0, %"edge.lo" , !dbg !9
  br i1 %".55", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".65", %"edge.loop.1"] , !dbg !9
  %".57" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".58" = and i1 1, %".57", !dbg !9
  %".59" = add i64 %"c.2", %"edge.lane.1", !dbg !9
  %".60" = icmp ult i64 %".59", %"x.dim1" , !dbg !9
  %".61" = and i1 %".58", %".60", !dbg !9
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %"edge.lane.1" , !dbg !9
  %".62" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !9
  %"x.lane.val.2" = load float, ptr %".62", !dbg !9
  %".63" = getelementptr float, float* %"a", i64 %"edge.lane.1" , !dbg !9
  store float %"x.lane.val.2", float* %".63", !dbg !9
  %".65" = add i64 %"edge.lane.1", 1, !dbg !9
  %".66" = icmp slt i64 %".65", %"edge.lo" , !dbg !9
  br i1 %".66", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.done.1:
  %".68" = icmp slt i64 %"edge.hi", 8 , !dbg !9
  br i1 %".68", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".78", %"edge.loop.2"] , !dbg !9
  %".70" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".71" = and i1 1, %".70", !dbg !9
  %".72" = add i64 %"c.2", %"edge.lane.2", !dbg !9
  %".73" = icmp ult i64 %".72", %"x.dim1" , !dbg !9
  %".74" = and i1 %".71", %".73", !dbg !9
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %"edge.lane.2" , !dbg !9
  %".75" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !9
  %"x.lane.val.3" = load float, ptr %".75", !dbg !9
  %".76" = getelementptr float, float* %"a", i64 %"edge.lane.2" , !dbg !9
  store float %"x.lane.val.3", float* %".76", !dbg !9
  %".78" = add i64 %"edge.lane.2", 1, !dbg !9
  %".79" = icmp slt i64 %".78", 8 , !dbg !9
  br i1 %".79", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.done.2:
  br label %"tile.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.1", !dbg !10
tile.masked.1:
  %".101" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".102" = and i1 1, %".101", !dbg !10
  %".103" = icmp slt i64 %"c.3", -8 , !dbg !10
  %".104" = icmp slt i64 %"c.3", 0 , !dbg !10
  %".105" = sub i64 0, %"c.3", !dbg !10
  %".106" = select  i1 %".104", i64 %".105", i64 0 , !dbg !10
  %".107" = select  i1 %".103", i64 8, i64 %".106" , !dbg !10
  %".108" = icmp sgt i64 0, %".107" , !dbg !10
  %".109" = select  i1 %".108", i64 0, i64 %".107" , !dbg !10
  %".110" = icmp sge i64 %"c.3", %"w.dim1" , !dbg !10
  %".111" = sub i64 %"w.dim1", 8, !dbg !10
  %".112" = icmp slt i64 %"c.3", %".111" , !dbg !10
  %".113" = sub i64 %"w.dim1", %"c.3", !dbg !10
  %".114" = select  i1 %".112", i64 8, i64 %".113" , !dbg !10
  %".115" = select  i1 %".110", i64 0, i64 %".114" , !dbg !10
  %".116" = icmp slt i64 8, %".115" , !dbg !10
  %".117" = select  i1 %".116", i64 8, i64 %".115" , !dbg !10
  %".118" = icmp sgt i64 %".117", %".109" , !dbg !10
  %".119" = select  i1 %".118", i64 %".117", i64 %".109" , !dbg !10
  %"edge.lo.1" = select  i1 %".102", i64 %".109", i64 0 , !dbg !10
  %"edge.hi.1" = select  i1 %".102", i64 %".119", i64 0 , !dbg !10
  %".120" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !10
  br i1 %".120", label %"edge.loop.3", label %"edge.done.3", !dbg !10
tile.done.1:
  %"c.4" = load i64, i64* %"c", !dbg !11
  %".154" = getelementptr float, float* %"s.other", i64 0 , !dbg !11
  store float              0x0, float* %".154", !dbg !11
  %".156" = icmp sge i64 %"c.4", 0 , !dbg !11
  %".157" = sub i64 %"s.dim0", 8, !dbg !11
  %".158" = icmp sle i64 %"c.4", %".157" , !dbg !11
  %".159" = and i1 %".156", %".158", !dbg !11
  %".160" = and i1 1, %".159", !dbg !11
  %"r.3" = load i64, i64* %"r", !dbg !11
  %"c.5" = load i64, i64* %"c", !dbg !11
  %".161" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !11
  %".162" = and i1 %".160", %".161", !dbg !11
  %".163" = icmp sge i64 %"c.5", 0 , !dbg !11
  %".164" = sub i64 %"y.dim1", 8, !dbg !11
  %".165" = icmp sle i64 %"c.5", %".164" , !dbg !11
  %".166" = and i1 %".163", %".165", !dbg !11
  %".167" = and i1 %".162", %".166", !dbg !11
  %"s.window" = getelementptr float, ptr %"s.base", i64 %"c.4" , !dbg !11
  %".168" = mul i64 %"r.3", %"y.stride0", !dbg !11
  %".169" = add i64 %".168", %"c.5", !dbg !11
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".169" , !dbg !11
  br i1 %".167", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.inside.1"], [%".97", %"tile.loop.1"] , !dbg !10
  %"w.lane" = getelementptr float, ptr %"w.window", i64 %"lane.1" , !dbg !10
  %"w.nocache" = getelementptr i8, ptr %"w.lane", i64 %"l2.offset" , !dbg !10
  %"w.lane.val" = load float, ptr %"w.nocache", !dbg !10
  %".95" = getelementptr float, float* %"b", i64 %"lane.1" , !dbg !10
  store float %"w.lane.val", float* %".95", !dbg !10
  %".97" = add i64 %"lane.1", 1, !dbg !10
  %".98" = icmp ult i64 %".97", 8 , !dbg !10
  br i1 %".98", label %"tile.loop.1", label %"tile.end.1", !dbg !10
tile.end.1:
  br label %"tile.done.1", !dbg !10
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.masked.1"], [%".124", %"edge.loop.3"] , !dbg !10
  %"w.lane.1" = getelementptr float, ptr %"w.window", i64 %"edge.lane.3" , !dbg !10
  %"w.nocache.1" = getelementptr i8, ptr %"w.lane.1", i64 %"l2.offset" , !dbg !10
  %"w.lane.val.1" = load float, ptr %"w.nocache.1", !dbg !10
  %".122" = getelementptr float, float* %"b", i64 %"edge.lane.3" , !dbg !10
  store float %"w.lane.val.1", float* %".122", !dbg !10
  %".124" = add i64 %"edge.lane.3", 1, !dbg !10
  %".125" = icmp slt i64 %".124", %"edge.hi.1" , !dbg !10
  br i1 %".125", label %"edge.loop.3", label %"edge.done.3", !dbg !10
edge.done.3:
  %".127" = icmp slt i64 0, %"edge.lo.1" , !dbg !10
  br i1 %".127", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".137", %"edge.loop.4"] , !dbg !10
  %".129" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".130" = and i1 1, %".129", !dbg !10
  %".131" = add i64 %"c.3", %"edge.lane.4", !dbg !10
  %".132" = icmp ult i64 %".131", %"w.dim1" , !dbg !10
  %".133" = and i1 %".130", %".132", !dbg !10
  %"w.lane.2" = getelementptr float, ptr %"w.window", i64 %"edge.lane.4" , !dbg !10
  %"w.nocache.2" = getelementptr i8, ptr %"w.lane.2", i64 %"l2.offset" , !dbg !10
  %".134" = select  i1 0, ptr %"w.nocache.2", float* %"w.other" , !dbg !10
  %"w.lane.val.2" = load float, ptr %".134", !dbg !10
  %".135" = getelementptr float, float* %"b", i64 %"edge.lane.4" , !dbg !10
  store float %"w.lane.val.2", float* %".135", !dbg !10
  %".137" = add i64 %"edge.lane.4", 1, !dbg !10
  %".138" = icmp slt i64 %".137", %"edge.lo.1" , !dbg !10
  br i1 %".138", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.done.4:
  %".140" = icmp slt i64 %"edge.hi.1", 8 , !dbg !10
  br i1 %".140", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".150", %"edge.loop.5"] , !dbg !10
  %".142" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !10
  %".143" = and i1 1, %".142", !dbg !10
  %".144" = add i64 %"c.3", %"edge.lane.5", !dbg !10
  %".145" = icmp ult i64 %".144", %"w.dim1" , !dbg !10
  %".146" = and i1 %".143", %".145", !dbg !10
  %"w.lane.3" = getelementptr float, ptr %"w.window", i64 %"edge.lane.5" , !dbg !10
  %"w.nocache.3" = getelementptr i8, ptr %"w.lane.3", i64 %"l2.offset" , !dbg !10
  %".147" = select  i1 0, ptr %"w.nocache.3", float* %"w.other" , !dbg !10
  %"w.lane.val.3" = load float, ptr %".147", !dbg !10
  %".148" = getelementptr float, float* %"b", i64 %"edge.lane.5" , !dbg !10
  store float %"w.lane.val.3", float* %".148", !dbg !10
  %".150" = add i64 %"edge.lane.5", 1, !dbg !10
  %".151" = icmp slt i64 %".150", 8 , !dbg !10
  br i1 %".151", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.done.5:
  br label %"tile.done.1", !dbg !10
tile.inside.2:
  br label %"tile.loop.2", !dbg !11
tile.masked.2:
  br label %"tile.loop.3", !dbg !11
tile.done.2:
  br label %"for.inc", !dbg !8
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.inside.2"], [%".179", %"tile.loop.2"] , !dbg !11
  %".172" = getelementptr float, float* %"a", i64 %"lane.2" , !dbg !11
  %".173" = load float, float* %".172", !dbg !11
  %".174" = getelementptr float, float* %"b", i64 %"lane.2" , !dbg !11
  %".175" = load float, float* %".174", !dbg !11
  %".176" = fmul float %".173", %".175", !dbg !11
  %"s.lane" = getelementptr float, ptr %"s.window", i64 %"lane.2" , !dbg !11
  %"s.nocache" = getelementptr i8, ptr %"s.lane", i64 %"l2.offset" , !dbg !11
  %"s.lane.val" = load float, ptr %"s.nocache", !dbg !11
  %".177" = fadd float %".176", %"s.lane.val", !dbg !11
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %"lane.2" , !dbg !11
  store float %".177", ptr %"y.lane", !dbg !11
  %".179" = add i64 %"lane.2", 1, !dbg !11
  %".180" = icmp ult i64 %".179", 8 , !dbg !11
  br i1 %".180", label %"tile.loop.2", label %"tile.end.2", !dbg !11
tile.end.2:
  br label %"tile.done.2", !dbg !11
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.masked.2"], [%".201", %"tile.loop.3"] , !dbg !11
  %".184" = getelementptr float, float* %"a", i64 %"lane.3" , !dbg !11
  %".185" = load float, float* %".184", !dbg !11
  %".186" = getelementptr float, float* %"b", i64 %"lane.3" , !dbg !11
  %".187" = load float, float* %".186", !dbg !11
  %".188" = fmul float %".185", %".187", !dbg !11
  %".189" = add i64 %"c.4", %"lane.3", !dbg !11
  %".190" = icmp ult i64 %".189", %"s.dim0" , !dbg !11
  %".191" = and i1 1, %".190", !dbg !11
  %"s.lane.1" = getelementptr float, ptr %"s.window", i64 %"lane.3" , !dbg !11
  %"s.nocache.1" = getelementptr i8, ptr %"s.lane.1", i64 %"l2.offset" , !dbg !11
  %".192" = select  i1 %".191", ptr %"s.nocache.1", float* %"s.other" , !dbg !11
  %"s.lane.val.1" = load float, ptr %".192", !dbg !11
  %".193" = fadd float %".188", %"s.lane.val.1", !dbg !11
  %".194" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !11
  %".195" = and i1 1, %".194", !dbg !11
  %".196" = add i64 %"c.5", %"lane.3", !dbg !11
  %".197" = icmp ult i64 %".196", %"y.dim1" , !dbg !11
  %".198" = and i1 %".195", %".197", !dbg !11
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %"lane.3" , !dbg !11
  %".199" = select  i1 %".198", ptr %"y.lane.1", float* %"y.masked" , !dbg !11
  store float %".193", ptr %".199", !dbg !11
  %".201" = add i64 %"lane.3", 1, !dbg !11
  %".202" = icmp ult i64 %".201", 8 , !dbg !11
  br i1 %".202", label %"tile.loop.3", label %"tile.end.3", !dbg !11
tile.end.3:
  br label %"tile.done.2", !dbg !11
for.next:
  %"c.next" = add i64 %".206", 8, !dbg !8
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
