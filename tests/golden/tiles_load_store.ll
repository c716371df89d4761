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
  %".200" = load i64, i64* %"c.iter", !dbg !8
  %".201" = sub i64 %"x.dim1", %".200", !dbg !8
  %".202" = icmp ugt i64 %".201", 8 , !dbg !8
  br i1 %".202", label %"for.next", label %"for.end", !dbg !8
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
  %".48" = icmp sge i64 %"c.2", %"x.dim1" , !dbg !9
  %".49" = sub i64 %"x.dim1", 8, !dbg !9
  %".50" = icmp slt i64 %"c.2", %".49" , !dbg !9
  %".51" = sub i64 %"x.dim1", %"c.2", !dbg !9
  %".52" = select  i1 %".50", i64 8, i64 %".51" , !dbg !9
  %".53" = select  i1 %".48", i64 0, i64 %".52" , !dbg !9
  %".54" = icmp sgt i64 0, %".47" , !dbg !9
  %".55" = select  i1 %".54", i64 0, i64 %".47" , !dbg !9
  %".56" = icmp slt i64 8, %".53" , !dbg !9
  %".57" = select  i1 %".56", i64 8, i64 %".53" , !dbg !9
  %".58" = icmp sgt i64 %".57", %".55" , !dbg !9
  %".59" = select  i1 %".58", i64 %".57", i64 %".55" , !dbg !9
  %"edge.lo" = select  i1 %".42", i64 %".55", i64 0 , !dbg !9
  %"edge.hi" = select  i1 %".42", i64 %".59", i64 0 , !dbg !9
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !9
  %".60" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !9
  br i1 %".60", label %"edge.loop", label %"edge.done", !dbg !9
tile.done:
  %"r.2" = load i64, i64* %"r", !dbg !13
  %"c.3" = load i64, i64* %"c", !dbg !13
  %".85" = getelementptr float, float* %"w.other", i64 0 , !dbg !13
  store float 0x3ff0000000000000, float* %".85", !dbg !13
  %".87" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !13
  %".88" = and i1 1, %".87", !dbg !13
  %".89" = icmp sge i64 %"c.3", 0 , !dbg !13
  %".90" = sub i64 %"w.dim1", 8, !dbg !13
  %".91" = icmp sle i64 %"c.3", %".90" , !dbg !13
  %".92" = and i1 %".89", %".91", !dbg !13
  %".93" = and i1 %".88", %".92", !dbg !13
  %".94" = mul i64 %"r.2", %"w.stride0", !dbg !13
  %".95" = add i64 %".94", %"c.3", !dbg !13
  %"w.window" = getelementptr float, ptr %"w.base", i64 %".95" , !dbg !13
  br i1 %".93", label %"tile.inside.1", label %"tile.masked.1", !dbg !13
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
  %".67" = sub i64 8, %"edge.inner", !dbg !9
  %".68" = icmp slt i64 0, %".67" , !dbg !9
  br i1 %".68", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".81", %"edge.loop.1"] , !dbg !9
  %".70" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !9
  %".71" = add i64 %"edge.lane.1", %"edge.inner", !dbg !9
  %".72" = select  i1 %".70", i64 %"edge.lane.1", i64 %".71" , !dbg !9
  %".73" = icmp ult i64 %"r.1", %"x.dim0" , !dbg !9
  %".74" = and i1 1, %".73", !dbg !9
  %".75" = add i64 %"c.2", %".72", !dbg !9
  %".76" = icmp ult i64 %".75", %"x.dim1" , !dbg !9
  %".77" = and i1 %".74", %".76", !dbg !9
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".72" , !dbg !9
  %".78" = select  i1 %".77", ptr %"x.lane.2", float* %"x.other" , !dbg !9
  %"x.lane.val.2" = load float, ptr %".78", !dbg !9
  %".79" = getelementptr float, float* %"a", i64 %".72" , !dbg !9
  store float %"x.lane.val.2", float* %".79", !dbg !9
  %".81" = add i64 %"edge.lane.1", 1, !dbg !9
  %".82" = icmp slt i64 %".81", %".67" , !dbg !9
  br i1 %".82", label %"edge.loop.1", label %"edge.done.1", !dbg !9, !llvm.loop !12
edge.done.1:
  br label %"tile.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.3", !dbg !13
tile.masked.1:
  %".104" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !13
  %".105" = and i1 1, %".104", !dbg !13
  %".106" = icmp slt i64 %"c.3", -8 , !dbg !13
  %".107" = icmp slt i64 %"c.3", 0 , !dbg !13
  %".108" = sub i64 0, %"c.3", !dbg !13
  %".109" = select  i1 %".107", i64 %".108", i64 0 , !dbg !13
  %".110" = select  i1 %".106", i64 8, i64 %".109" , !dbg !13
  %".111" = icmp sge i64 %"c.3", %"w.dim1" , !dbg !13
  %".112" = sub i64 %"w.dim1", 8, !dbg !13
  %".113" = icmp slt i64 %"c.3", %".112" , !dbg !13
  %".114" = sub i64 %"w.dim1", %"c.3", !dbg !13
  %".115" = select  i1 %".113", i64 8, i64 %".114" , !dbg !13
  %".116" = select  i1 %".111", i64 0, i64 %".115" , !dbg !13
  %".117" = icmp sgt i64 0, %".110" , !dbg !13
  %".118" = select  i1 %".117", i64 0, i64 %".110" , !dbg !13
  %".119" = icmp slt i64 8, %".116" , !dbg !13
  %".120" = select  i1 %".119", i64 8, i64 %".116" , !dbg !13
  %".121" = icmp sgt i64 %".120", %".118" , !dbg !13
  %".122" = select  i1 %".121", i64 %".120", i64 %".118" , !dbg !13
  %"edge.lo.1" = select  i1 %".105", i64 %".118", i64 0 , !dbg !13
  %"edge.hi.1" = select  i1 %".105", i64 %".122", i64 0 , !dbg !13
  %"edge.inner.1" = sub i64 %"edge.hi.1", %"edge.lo.1", !dbg !13
  %".123" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !13
  br i1 %".123", label %"edge.loop.2", label %"edge.done.2", !dbg !13
tile.done.1:
  %"c.4" = load i64, i64* %"c", !dbg !15
  %".148" = getelementptr float, float* %"s.other", i64 0 , !dbg !15
  store float              0x0, float* %".148", !dbg !15
  %".150" = icmp sge i64 %"c.4", 0 , !dbg !15
  %".151" = sub i64 %"s.dim0", 8, !dbg !15
  %".152" = icmp sle i64 %"c.4", %".151" , !dbg !15
  %".153" = and i1 %".150", %".152", !dbg !15
  %".154" = and i1 1, %".153", !dbg !15
  %"r.3" = load i64, i64* %"r", !dbg !15
  %"c.5" = load i64, i64* %"c", !dbg !15
  %".155" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !15
  %".156" = and i1 %".154", %".155", !dbg !15
  %".157" = icmp sge i64 %"c.5", 0 , !dbg !15
  %".158" = sub i64 %"y.dim1", 8, !dbg !15
  %".159" = icmp sle i64 %"c.5", %".158" , !dbg !15
  %".160" = and i1 %".157", %".159", !dbg !15
  %".161" = and i1 %".156", %".160", !dbg !15
  %"s.window" = getelementptr float, ptr %"s.base", i64 %"c.4" , !dbg !15
  %".162" = mul i64 %"r.3", %"y.stride0", !dbg !15
  %".163" = add i64 %".162", %"c.5", !dbg !15
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".163" , !dbg !15
  br i1 %".161", label %"tile.inside.2", label %"tile.masked.2", !dbg !15
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside.1"], [%".100", %"tile.loop.3"] , !dbg !13
  %"w.lane" = getelementptr float, ptr %"w.window", i64 %"lane.3" , !dbg !13
  %"w.nocache" = getelementptr i8, ptr %"w.lane", i64 %"l2.offset" , !dbg !13
  %"w.lane.val" = load float, ptr %"w.nocache", !dbg !13
  %".98" = getelementptr float, float* %"b", i64 %"lane.3" , !dbg !13
  store float %"w.lane.val", float* %".98", !dbg !13
  %".100" = add i64 %"lane.3", 1, !dbg !13
  %".101" = icmp ult i64 %".100", 8 , !dbg !13
  br i1 %".101", label %"tile.loop.3", label %"tile.end.3", !dbg !13
tile.end.3:
  br label %"tile.done.1", !dbg !13
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.lo.1", %"tile.masked.1"], [%".127", %"edge.loop.2"] , !dbg !13
  %"w.lane.1" = getelementptr float, ptr %"w.window", i64 %"edge.lane.2" , !dbg !13
  %"w.nocache.1" = getelementptr i8, ptr %"w.lane.1", i64 %"l2.offset" , !dbg !13
  %"w.lane.val.1" = load float, ptr %"w.nocache.1", !dbg !13
  %".125" = getelementptr float, float* %"b", i64 %"edge.lane.2" , !dbg !13
  store float %"w.lane.val.1", float* %".125", !dbg !13
  %".127" = add i64 %"edge.lane.2", 1, !dbg !13
  %".128" = icmp slt i64 %".127", %"edge.hi.1" , !dbg !13
  br i1 %".128", label %"edge.loop.2", label %"edge.done.2", !dbg !13
edge.done.2:
  %".130" = sub i64 8, %"edge.inner.1", !dbg !13
  %".131" = icmp slt i64 0, %".130" , !dbg !13
  br i1 %".131", label %"edge.loop.3", label %"edge.done.3", !dbg !13
edge.loop.3:
  %"edge.lane.3" = phi  i64 [0, %"edge.done.2"], [%".144", %"edge.loop.3"] , !dbg !13
  %".133" = icmp ult i64 %"edge.lane.3", %"edge.lo.1" , !dbg !13
  %".134" = add i64 %"edge.lane.3", %"edge.inner.1", !dbg !13
  %".135" = select  i1 %".133", i64 %"edge.lane.3", i64 %".134" , !dbg !13
  %".136" = icmp ult i64 %"r.2", %"w.dim0" , !dbg !13
  %".137" = and i1 1, %".136", !dbg !13
  %".138" = add i64 %"c.3", %".135", !dbg !13
  %".139" = icmp ult i64 %".138", %"w.dim1" , !dbg !13
  %".140" = and i1 %".137", %".139", !dbg !13
  %"w.lane.2" = getelementptr float, ptr %"w.window", i64 %".135" , !dbg !13
  %"w.nocache.2" = getelementptr i8, ptr %"w.lane.2", i64 %"l2.offset" , !dbg !13
  %".141" = select  i1 %".140", ptr %"w.nocache.2", float* %"w.other" , !dbg !13
  %"w.lane.val.2" = load float, ptr %".141", !dbg !13
  %".142" = getelementptr float, float* %"b", i64 %".135" , !dbg !13
  store float %"w.lane.val.2", float* %".142", !dbg !13
  %".144" = add i64 %"edge.lane.3", 1, !dbg !13
  %".145" = icmp slt i64 %".144", %".130" , !dbg !13
  br i1 %".145", label %"edge.loop.3", label %"edge.done.3", !dbg !13, !llvm.loop !14
edge.done.3:
  br label %"tile.done.1", !dbg !13
tile.inside.2:
  br label %"tile.loop.4", !dbg !15
tile.masked.2:
  br label %"tile.loop.5", !dbg !15
tile.done.2:
  br label %"for.inc", !dbg !8
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.2"], [%".173", %"tile.loop.4"] , !dbg !15
  %".166" = getelementptr float, float* %"a", i64 %"lane.4" , !dbg !15
  %".167" = load float, float* %".166", !dbg !15
  %".168" = getelementptr float, float* %"b", i64 %"lane.4" , !dbg !15
  %".169" = load float, float* %".168", !dbg !15
  %".170" = fmul float %".167", %".169", !dbg !15
  %"s.lane" = getelementptr float, ptr %"s.window", i64 %"lane.4" , !dbg !15
  %"s.nocache" = getelementptr i8, ptr %"s.lane", i64 %"l2.offset" , !dbg !15
  %"s.lane.val" = load float, ptr %"s.nocache", !dbg !15
  %".171" = fadd float %".170", %"s.lane.val", !dbg !15
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %"lane.4" , !dbg !15
  store float %".171", ptr %"y.lane", !dbg !15
  %".173" = add i64 %"lane.4", 1, !dbg !15
  %".174" = icmp ult i64 %".173", 8 , !dbg !15
  br i1 %".174", label %"tile.loop.4", label %"tile.end.4", !dbg !15
tile.end.4:
  br label %"tile.done.2", !dbg !15
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked.2"], [%".195", %"tile.loop.5"] , !dbg !15
  %".178" = getelementptr float, float* %"a", i64 %"lane.5" , !dbg !15
  %".179" = load float, float* %".178", !dbg !15
  %".180" = getelementptr float, float* %"b", i64 %"lane.5" , !dbg !15
  %".181" = load float, float* %".180", !dbg !15
  %".182" = fmul float %".179", %".181", !dbg !15
  %".183" = add i64 %"c.4", %"lane.5", !dbg !15
  %".184" = icmp ult i64 %".183", %"s.dim0" , !dbg !15
  %".185" = and i1 1, %".184", !dbg !15
  %"s.lane.1" = getelementptr float, ptr %"s.window", i64 %"lane.5" , !dbg !15
  %"s.nocache.1" = getelementptr i8, ptr %"s.lane.1", i64 %"l2.offset" , !dbg !15
  %".186" = select  i1 %".185", ptr %"s.nocache.1", float* %"s.other" , !dbg !15
  %"s.lane.val.1" = load float, ptr %".186", !dbg !15
  %".187" = fadd float %".182", %"s.lane.val.1", !dbg !15
  %".188" = icmp ult i64 %"r.3", %"y.dim0" , !dbg !15
  %".189" = and i1 1, %".188", !dbg !15
  %".190" = add i64 %"c.5", %"lane.5", !dbg !15
  %".191" = icmp ult i64 %".190", %"y.dim1" , !dbg !15
  %".192" = and i1 %".189", %".191", !dbg !15
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %"lane.5" , !dbg !15
  %".193" = select  i1 %".192", ptr %"y.lane.1", float* %"y.masked" , !dbg !15
  store float %".187", ptr %".193", !dbg !15
  %".195" = add i64 %"lane.5", 1, !dbg !15
  %".196" = icmp ult i64 %".195", 8 , !dbg !15
  br i1 %".196", label %"tile.loop.5", label %"tile.end.5", !dbg !15
tile.end.5:
  br label %"tile.done.2", !dbg !15
for.next:
  %"c.next" = add i64 %".200", 8, !dbg !8
  store i64 %"c.next", i64* %"c.iter", !dbg !8
  br label %"for.body", !dbg !8, !llvm.loop !16
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
!10 = !{ !"llvm.loop.unroll.runtime.disable" }
!11 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!12 = distinct !{ !12, !10, !11 }
!13 = !DILocation(column: 0, line: 14, scope: !4)
!14 = distinct !{ !14, !10, !11 }
!15 = !DILocation(column: 0, line: 15, scope: !4)
!16 = distinct !{ !16, !10 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
