; ---- kernel mm, variant aic
; ModuleID = "mm.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"acc" = alloca float, i64 16, align 32
  %"k" = alloca i64
  store i64 0, i64* %"k"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"k.iter" = alloca i64
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"b.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"b.desc" = load ptr, ptr %"b.desc.addr"
  %"b.dim1.addr" = getelementptr i8, ptr %"b.desc", i64 32
  %"b.dim1" = load i64, ptr %"b.dim1.addr"
  %"b.stride0" = mul i64 1, %"b.dim1"
  %"b.dim0.addr" = getelementptr i8, ptr %"b.desc", i64 24
  %"b.dim0" = load i64, ptr %"b.dim0.addr"
  %"b.base.addr" = getelementptr i8, ptr %"b.desc", i64 0
  %"b.base" = load ptr, ptr %"b.base.addr"
  %"tile.tmp" = alloca float, i64 16, align 32
  %"b.other" = alloca float
  %"tile.left" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.dim0.addr" = getelementptr i8, ptr %"c.desc", i64 24
  %"c.dim0" = load i64, ptr %"c.dim0.addr"
  %"c.dim1.addr" = getelementptr i8, ptr %"c.desc", i64 32
  %"c.dim1" = load i64, ptr %"c.dim1.addr"
  %"c.stride0" = mul i64 1, %"c.dim1"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"c.masked" = alloca float
  br label %"body"
body:
  br label %"tile.loop"
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".7", %"tile.loop"]
  %".5" = getelementptr float, float* %"acc", i64 %"lane"
  store float              0x0, float* %".5"
  %".7" = add i64 %"lane", 1
  %".8" = icmp ult i64 %".7", 16
  br i1 %".8", label %"tile.loop", label %"tile.end"
tile.end:
  %".11" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".11", i64* %"i", !dbg !7
  br label %"tile.loop.1", !dbg !8
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.end"], [%".22", %"tile.end.2"] , !dbg !8
  br label %"tile.loop.2", !dbg !8
tile.end.1:
  store i64 0, i64* %"k.iter", !dbg !9
  %".26" = icmp slt i64 0, %"a.dim1" , !dbg !9
  br i1 %".26", label %"for.body", label %"for.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.loop.1"], [%".19", %"tile.loop.2"] , !dbg !8
  %".15" = mul i64 %"lane.1", 4, !dbg !8
  %".16" = add i64 %"lane.2", %".15", !dbg !8
  %".17" = getelementptr float, float* %"acc", i64 %".16" , !dbg !8
  store float              0x0, float* %".17", !dbg !8
  %".19" = add i64 %"lane.2", 1, !dbg !8
  %".20" = icmp ult i64 %".19", 4 , !dbg !8
  br i1 %".20", label %"tile.loop.2", label %"tile.end.2", !dbg !8
tile.end.2:
  %".22" = add i64 %"lane.1", 1, !dbg !8
  %".23" = icmp ult i64 %".22", 4 , !dbg !8
  br i1 %".23", label %"tile.loop.1", label %"tile.end.1", !dbg !8
for.body:
  %"k.1" = load i64, i64* %"k.iter", !dbg !9
  store i64 %"k.1", i64* %"k", !dbg !9
  %".29" = add i64 %"k.1", 4, !dbg !9
  store i64 %".29", i64* %"k", !dbg !9
  %"i.1" = load i64, i64* %"i", !dbg !10
  %"k.2" = load i64, i64* %"k", !dbg !10
  %".31" = mul i64 %"i.1", %"a.stride0", !dbg !9
  %".32" = add i64 %".31", %"k.2", !dbg !9
  %"a.next" = getelementptr float, ptr %"a.base", i64 %".32" , !dbg !9
  %".33" = mul i64 %"a.stride0", 4, !dbg !9
  %"k.3" = load i64, i64* %"k", !dbg !10
  %".34" = mul i64 %"k.3", %"b.stride0", !dbg !9
  %".35" = add i64 %".34", 0, !dbg !9
  %"b.next" = getelementptr float, ptr %"b.base", i64 %".35" , !dbg !9
  %".36" = mul i64 %"b.stride0", 4, !dbg !9
  store i64 %"k.1", i64* %"k", !dbg !9
  %"i.2" = load i64, i64* %"i", !dbg !10
  %"k.4" = load i64, i64* %"k", !dbg !10
  %".38" = mul i64 %"i.2", %"a.stride0", !dbg !10
  %".39" = add i64 %".38", %"k.4", !dbg !10
  %"a.rows" = getelementptr float, ptr %"a.base", i64 %".39" , !dbg !10
  %"i.3" = load i64, i64* %"i", !dbg !10
  %"k.5" = load i64, i64* %"k", !dbg !10
  %".40" = icmp sge i64 %"i.3", 0 , !dbg !10
  %".41" = sub i64 %"a.dim0", 4, !dbg !10
  %".42" = icmp sle i64 %"i.3", %".41" , !dbg !10
  %".43" = and i1 %".40", %".42", !dbg !10
  %".44" = and i1 1, %".43", !dbg !10
  %".45" = icmp sge i64 %"k.5", 0 , !dbg !10
  %".46" = sub i64 %"a.dim1", 4, !dbg !10
  %".47" = icmp sle i64 %"k.5", %".46" , !dbg !10
  %".48" = and i1 %".45", %".47", !dbg !10
  %".49" = and i1 %".44", %".48", !dbg !10
  %"k.6" = load i64, i64* %"k", !dbg !10
  %".50" = getelementptr float, float* %"b.other", i64 0 , !dbg !10
  store float              0x0, float* %".50", !dbg !10
  %".52" = icmp sge i64 %"k.6", 0 , !dbg !10
  %".53" = sub i64 %"b.dim0", 4, !dbg !10
  %".54" = icmp sle i64 %"k.6", %".53" , !dbg !10
  %".55" = and i1 %".52", %".54", !dbg !10
  %".56" = and i1 1, %".55", !dbg !10
  %".57" = icmp sge i64 0, 0 , !dbg !10
  %".58" = sub i64 %"b.dim1", 4, !dbg !10
  %".59" = icmp sle i64 0, %".58" , !dbg !10
  %".60" = and i1 %".57", %".59", !dbg !10
  %".61" = and i1 %".56", %".60", !dbg !10
  %".62" = mul i64 %"k.6", %"b.stride0", !dbg !10
  %".63" = add i64 %".62", 0, !dbg !10
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".63" , !dbg !10
  br i1 %".61", label %"tile.inside", label %"tile.masked", !dbg !10
for.inc:
  %".806" = load i64, i64* %"k.iter", !dbg !9
  %".807" = sub i64 %"a.dim1", %".806", !dbg !9
  %".808" = icmp ugt i64 %".807", 4 , !dbg !9
  br i1 %".808", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.5" = load i64, i64* %"i", !dbg !17
  %".812" = icmp sge i64 %"i.5", 0 , !dbg !17
  %".813" = sub i64 %"c.dim0", 4, !dbg !17
  %".814" = icmp sle i64 %"i.5", %".813" , !dbg !17
  %".815" = and i1 %".812", %".814", !dbg !17
  %".816" = and i1 1, %".815", !dbg !17
  %".817" = icmp sge i64 0, 0 , !dbg !17
  %".818" = sub i64 %"c.dim1", 4, !dbg !17
  %".819" = icmp sle i64 0, %".818" , !dbg !17
  %".820" = and i1 %".817", %".819", !dbg !17
  %".821" = and i1 %".816", %".820", !dbg !17
  %".822" = mul i64 %"i.5", %"c.stride0", !dbg !17
  %".823" = add i64 %".822", 0, !dbg !17
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".823" , !dbg !17
  br i1 %".821", label %"tile.inside.2", label %"tile.masked.2", !dbg !17
tile.inside:
  br label %"tile.loop.3", !dbg !10
tile.masked:
  br label %"tile.loop.5", !dbg !10
tile.done:
  br i1 %".49", label %"mm.a.gm", label %"mm.a.staged", !dbg !10
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside"], [%".76", %"tile.end.4"] , !dbg !10
  br label %"tile.loop.4", !dbg !10
tile.end.3:
  br label %"tile.done", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".73", %"tile.loop.4"] , !dbg !10
  %".67" = mul i64 %"lane.3", %"b.stride0", !dbg !10
  %".68" = add i64 %".67", %"lane.4", !dbg !10
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".68" , !dbg !10
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !10
  %".69" = mul i64 %"lane.3", 4, !dbg !10
  %".70" = add i64 %"lane.4", %".69", !dbg !10
  %".71" = getelementptr float, float* %"tile.tmp", i64 %".70" , !dbg !10
  store float %"b.lane.val", float* %".71", !dbg !10
  %".73" = add i64 %"lane.4", 1, !dbg !10
  %".74" = icmp ult i64 %".73", 4 , !dbg !10
  br i1 %".74", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.end.4:
  %".76" = add i64 %"lane.3", 1, !dbg !10
  %".77" = icmp ult i64 %".76", 4 , !dbg !10
  br i1 %".77", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".134", %"edge.done.1"] , !dbg !10
  %".81" = add i64 %"k.6", %"lane.5", !dbg !10
  %".82" = icmp ult i64 %".81", %"b.dim0" , !dbg !10
  %".83" = and i1 1, %".82", !dbg !10
  %".84" = icmp slt i64 0, -4 , !dbg !10
  %".85" = icmp slt i64 0, 0 , !dbg !10
  %".86" = sub i64 0, 0, !dbg !10
  %".87" = select  i1 %".85", i64 %".86", i64 0 , !dbg !10
  %".88" = select  i1 %".84", i64 4, i64 %".87" , !dbg !10
  %".89" = icmp sge i64 0, %"b.dim1" , !dbg !10
  %".90" = sub i64 %"b.dim1", 4, !dbg !10
  %".91" = icmp slt i64 0, %".90" , !dbg !10
  %".92" = sub i64 %"b.dim1", 0, !dbg !10
  %".93" = select  i1 %".91", i64 4, i64 %".92" , !dbg !10
  %".94" = select  i1 %".89", i64 0, i64 %".93" , !dbg !10
  %".95" = icmp sgt i64 0, %".88" , !dbg !10
  %".96" = select  i1 %".95", i64 0, i64 %".88" , !dbg !10
  %".97" = icmp slt i64 4, %".94" , !dbg !10
  %".98" = select  i1 %".97", i64 4, i64 %".94" , !dbg !10
  %".99" = icmp sgt i64 %".98", %".96" , !dbg !10
  %".100" = select  i1 %".99", i64 %".98", i64 %".96" , !dbg !10
  %"edge.lo" = select  i1 %".83", i64 %".96", i64 0 , !dbg !10
  %"edge.hi" = select  i1 %".83", i64 %".100", i64 0 , !dbg !10
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !10
  %".101" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !10
  br i1 %".101", label %"edge.loop", label %"edge.done", !dbg !10
tile.end.5:
  br label %"tile.done", !dbg !10
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.loop.5"], [%".109", %"edge.loop"] , !dbg !10
  %".103" = mul i64 %"lane.5", %"b.stride0", !dbg !10
  %".104" = add i64 %".103", %"edge.lane", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".104" , !dbg !10
  %"b.lane.val.1" = load float, ptr %"b.lane.1", !dbg !10
  %".105" = mul i64 %"lane.5", 4, !dbg !10
  %".106" = add i64 %"edge.lane", %".105", !dbg !10
  %".107" = getelementptr float, float* %"tile.tmp", i64 %".106" , !dbg !10
  store float %"b.lane.val.1", float* %".107", !dbg !10
  %".109" = add i64 %"edge.lane", 1, !dbg !10
  %".110" = icmp slt i64 %".109", %"edge.hi" , !dbg !10
  br i1 %".110", label %"edge.loop", label %"edge.done", !dbg !10
edge.done:
  %".112" = sub i64 4, %"edge.inner", !dbg !10
  %".113" = icmp slt i64 0, %".112" , !dbg !10
  br i1 %".113", label %"edge.loop.1", label %"edge.done.1", !dbg !10
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".131", %"edge.loop.1"] , !dbg !10
  %".115" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !10
  %".116" = add i64 %"edge.lane.1", %"edge.inner", !dbg !10
  %".117" = select  i1 %".115", i64 %"edge.lane.1", i64 %".116" , !dbg !10
  %".118" = add i64 %"k.6", %"lane.5", !dbg !10
  %".119" = icmp ult i64 %".118", %"b.dim0" , !dbg !10
  %".120" = and i1 1, %".119", !dbg !10
  %".121" = mul i64 %"lane.5", %"b.stride0", !dbg !10
  %".122" = add i64 0, %".117", !dbg !10
  %".123" = icmp ult i64 %".122", %"b.dim1" , !dbg !10
  %".124" = and i1 %".120", %".123", !dbg !10
  %".125" = add i64 %".121", %".117", !dbg !10
  %"b.lane.2" = getelementptr float, ptr %"b.window", i64 %".125" , !dbg !10
  %".126" = select  i1 %".124", ptr %"b.lane.2", float* %"b.other" , !dbg !10
  %"b.lane.val.2" = load float, ptr %".126", !dbg !10
  %".127" = mul i64 %"lane.5", 4, !dbg !10
  %".128" = add i64 %".117", %".127", !dbg !10
  %".129" = getelementptr float, float* %"tile.tmp", i64 %".128" , !dbg !10
  store float %"b.lane.val.2", float* %".129", !dbg !10
  %".131" = add i64 %"edge.lane.1", 1, !dbg !10
  %".132" = icmp slt i64 %".131", %".112" , !dbg !10
  br i1 %".132", label %"edge.loop.1", label %"edge.done.1", !dbg !10, !llvm.loop !13
edge.done.1:
  %".134" = add i64 %"lane.5", 1, !dbg !10
  %".135" = icmp ult i64 %".134", 4 , !dbg !10
  br i1 %".135", label %"tile.loop.5", label %"tile.end.5", !dbg !10
mm.a.gm:
  %".139" = mul i64 0, 4, !dbg !10
  %".140" = add i64 0, %".139", !dbg !10
  %".141" = mul i64 0, 1, !dbg !10
  %".142" = add i64 %".141", 0, !dbg !10
  %".143" = add i64 %".140", 0, !dbg !10
  %".144" = mul i64 %".143", 4, !dbg !10
  %".145" = add i64 %".144", 0, !dbg !10
  %".146" = add i64 %".140", 1, !dbg !10
  %".147" = mul i64 %".146", 4, !dbg !10
  %".148" = add i64 %".147", 0, !dbg !10
  %".149" = add i64 %".140", 2, !dbg !10
  %".150" = mul i64 %".149", 4, !dbg !10
  %".151" = add i64 %".150", 0, !dbg !10
  %".152" = add i64 %".140", 3, !dbg !10
  %".153" = mul i64 %".152", 4, !dbg !10
  %".154" = add i64 %".153", 0, !dbg !10
  %".155" = add i64 %".140", 0, !dbg !10
  %".156" = mul i64 %".155", 4, !dbg !10
  %".157" = add i64 %".140", 1, !dbg !10
  %".158" = mul i64 %".157", 4, !dbg !10
  %".159" = add i64 %".140", 2, !dbg !10
  %".160" = mul i64 %".159", 4, !dbg !10
  %".161" = add i64 %".140", 3, !dbg !10
  %".162" = mul i64 %".161", 4, !dbg !10
  %".163" = add i64 %".140", 0, !dbg !10
  %".164" = mul i64 %".163", %"a.stride0", !dbg !10
  %".165" = add i64 %".140", 1, !dbg !10
  %".166" = mul i64 %".165", %"a.stride0", !dbg !10
  %".167" = add i64 %".140", 2, !dbg !10
  %".168" = mul i64 %".167", %"a.stride0", !dbg !10
  %".169" = add i64 %".140", 3, !dbg !10
  %".170" = mul i64 %".169", %"a.stride0", !dbg !10
  %".171" = add i64 %".145", 0, !dbg !10
  %".172" = getelementptr float, float* %"acc", i64 %".171" , !dbg !10
  %".173" = bitcast float* %".172" to <4 x float>* , !dbg !10
  %".174" = load <4 x float>, <4 x float>* %".173", align 4, !dbg !10
  %".175" = add i64 %".148", 0, !dbg !10
  %".176" = getelementptr float, float* %"acc", i64 %".175" , !dbg !10
  %".177" = bitcast float* %".176" to <4 x float>* , !dbg !10
  %".178" = load <4 x float>, <4 x float>* %".177", align 4, !dbg !10
  %".179" = add i64 %".151", 0, !dbg !10
  %".180" = getelementptr float, float* %"acc", i64 %".179" , !dbg !10
  %".181" = bitcast float* %".180" to <4 x float>* , !dbg !10
  %".182" = load <4 x float>, <4 x float>* %".181", align 4, !dbg !10
  %".183" = add i64 %".154", 0, !dbg !10
  %".184" = getelementptr float, float* %"acc", i64 %".183" , !dbg !10
  %".185" = bitcast float* %".184" to <4 x float>* , !dbg !10
  %".186" = load <4 x float>, <4 x float>* %".185", align 4, !dbg !10
  %".187" = mul i64 %".142", 4, !dbg !10
  %".188" = add i64 %".187", 0, !dbg !10
  %".189" = icmp ult i64 %".188", 4 , !dbg !10
  br i1 %".189", label %"mm.a.gm.if", label %"mm.a.gm.endif", !dbg !10, !prof !14
mm.a.staged:
  %"i.4" = load i64, i64* %"i", !dbg !10
  %"k.7" = load i64, i64* %"k", !dbg !10
  %".452" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".452", !dbg !10
  %".454" = icmp sge i64 %"i.4", 0 , !dbg !10
  %".455" = sub i64 %"a.dim0", 4, !dbg !10
  %".456" = icmp sle i64 %"i.4", %".455" , !dbg !10
  %".457" = and i1 %".454", %".456", !dbg !10
  %".458" = and i1 1, %".457", !dbg !10
  %".459" = icmp sge i64 %"k.7", 0 , !dbg !10
  %".460" = sub i64 %"a.dim1", 4, !dbg !10
  %".461" = icmp sle i64 %"k.7", %".460" , !dbg !10
  %".462" = and i1 %".459", %".461", !dbg !10
  %".463" = and i1 %".458", %".462", !dbg !10
  %".464" = mul i64 %"i.4", %"a.stride0", !dbg !10
  %".465" = add i64 %".464", %"k.7", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".465" , !dbg !10
  br i1 %".463", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
mm.a.done:
  br label %"for.inc", !dbg !9
mm.a.gm.if:
  %".191" = mul i64 %".188", %".33", !dbg !10
  %".192" = getelementptr i8, ptr %"a.next", i64 %".191" , !dbg !10
  %".193" = getelementptr i8, ptr %".192", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".193", i32 0, i32 2, i32 1), !dbg !10
  %".195" = getelementptr i8, ptr %".192", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".195", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif", !dbg !10
mm.a.gm.endif:
  %".198" = mul i64 %".142", 4, !dbg !10
  %".199" = add i64 %".198", 1, !dbg !10
  %".200" = icmp ult i64 %".199", 4 , !dbg !10
  br i1 %".200", label %"mm.a.gm.endif.if", label %"mm.a.gm.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.if:
  %".202" = mul i64 %".199", %".33", !dbg !10
  %".203" = getelementptr i8, ptr %"a.next", i64 %".202" , !dbg !10
  %".204" = getelementptr i8, ptr %".203", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".204", i32 0, i32 2, i32 1), !dbg !10
  %".206" = getelementptr i8, ptr %".203", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".206", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif", !dbg !10
mm.a.gm.endif.endif:
  %".209" = mul i64 %".142", 4, !dbg !10
  %".210" = add i64 %".209", 2, !dbg !10
  %".211" = icmp ult i64 %".210", 4 , !dbg !10
  br i1 %".211", label %"mm.a.gm.endif.endif.if", label %"mm.a.gm.endif.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.endif.if:
  %".213" = mul i64 %".210", %".33", !dbg !10
  %".214" = getelementptr i8, ptr %"a.next", i64 %".213" , !dbg !10
  %".215" = getelementptr i8, ptr %".214", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".215", i32 0, i32 2, i32 1), !dbg !10
  %".217" = getelementptr i8, ptr %".214", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".217", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif:
  %".220" = mul i64 %".142", 4, !dbg !10
  %".221" = add i64 %".220", 3, !dbg !10
  %".222" = icmp ult i64 %".221", 4 , !dbg !10
  br i1 %".222", label %"mm.a.gm.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.endif.endif.if:
  %".224" = mul i64 %".221", %".33", !dbg !10
  %".225" = getelementptr i8, ptr %"a.next", i64 %".224" , !dbg !10
  %".226" = getelementptr i8, ptr %".225", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".226", i32 0, i32 2, i32 1), !dbg !10
  %".228" = getelementptr i8, ptr %".225", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".228", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif:
  %".231" = mul i64 %".142", 4, !dbg !10
  %".232" = add i64 %".231", 0, !dbg !10
  %".233" = icmp ult i64 %".232", 4 , !dbg !10
  br i1 %".233", label %"mm.a.gm.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.endif.endif.endif.if:
  %".235" = mul i64 %".232", %".36", !dbg !10
  %".236" = getelementptr i8, ptr %"b.next", i64 %".235" , !dbg !10
  %".237" = getelementptr i8, ptr %".236", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".237", i32 0, i32 2, i32 1), !dbg !10
  %".239" = getelementptr i8, ptr %".236", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".239", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif:
  %".242" = mul i64 %".142", 4, !dbg !10
  %".243" = add i64 %".242", 1, !dbg !10
  %".244" = icmp ult i64 %".243", 4 , !dbg !10
  br i1 %".244", label %"mm.a.gm.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.endif.endif.endif.endif.if:
  %".246" = mul i64 %".243", %".36", !dbg !10
  %".247" = getelementptr i8, ptr %"b.next", i64 %".246" , !dbg !10
  %".248" = getelementptr i8, ptr %".247", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".248", i32 0, i32 2, i32 1), !dbg !10
  %".250" = getelementptr i8, ptr %".247", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".250", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif:
  %".253" = mul i64 %".142", 4, !dbg !10
  %".254" = add i64 %".253", 2, !dbg !10
  %".255" = icmp ult i64 %".254", 4 , !dbg !10
  br i1 %".255", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.endif.endif.endif.endif.endif.if:
  %".257" = mul i64 %".254", %".36", !dbg !10
  %".258" = getelementptr i8, ptr %"b.next", i64 %".257" , !dbg !10
  %".259" = getelementptr i8, ptr %".258", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".259", i32 0, i32 2, i32 1), !dbg !10
  %".261" = getelementptr i8, ptr %".258", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".261", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif:
  %".264" = mul i64 %".142", 4, !dbg !10
  %".265" = add i64 %".264", 3, !dbg !10
  %".266" = icmp ult i64 %".265", 4 , !dbg !10
  br i1 %".266", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !14
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if:
  %".268" = mul i64 %".265", %".36", !dbg !10
  %".269" = getelementptr i8, ptr %"b.next", i64 %".268" , !dbg !10
  %".270" = getelementptr i8, ptr %".269", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".270", i32 0, i32 2, i32 1), !dbg !10
  %".272" = getelementptr i8, ptr %".269", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".272", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif:
  %".275" = add i64 %".164", 0, !dbg !10
  %".276" = add i64 %".275", 32, !dbg !10
  %".277" = getelementptr float, ptr %"a.rows", i64 %".276" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".277", i32 0, i32 3, i32 1), !dbg !10
  %".279" = getelementptr float, ptr %"a.rows", i64 %".275" , !dbg !10
  %".280" = load <4 x float>, ptr %".279", align 4, !dbg !10
  %".281" = add i64 %".156", 0, !dbg !10
  %".282" = getelementptr float, float* %"tile.left", i64 %".281" , !dbg !10
  %".283" = bitcast float* %".282" to <4 x float>* , !dbg !10
  store <4 x float> %".280", <4 x float>* %".283", align 4, !dbg !10
  %".285" = add i64 %".166", 0, !dbg !10
  %".286" = add i64 %".285", 32, !dbg !10
  %".287" = getelementptr float, ptr %"a.rows", i64 %".286" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".287", i32 0, i32 3, i32 1), !dbg !10
  %".289" = getelementptr float, ptr %"a.rows", i64 %".285" , !dbg !10
  %".290" = load <4 x float>, ptr %".289", align 4, !dbg !10
  %".291" = add i64 %".158", 0, !dbg !10
  %".292" = getelementptr float, float* %"tile.left", i64 %".291" , !dbg !10
  %".293" = bitcast float* %".292" to <4 x float>* , !dbg !10
  store <4 x float> %".290", <4 x float>* %".293", align 4, !dbg !10
  %".295" = add i64 %".168", 0, !dbg !10
  %".296" = add i64 %".295", 32, !dbg !10
  %".297" = getelementptr float, ptr %"a.rows", i64 %".296" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".297", i32 0, i32 3, i32 1), !dbg !10
  %".299" = getelementptr float, ptr %"a.rows", i64 %".295" , !dbg !10
  %".300" = load <4 x float>, ptr %".299", align 4, !dbg !10
  %".301" = add i64 %".160", 0, !dbg !10
  %".302" = getelementptr float, float* %"tile.left", i64 %".301" , !dbg !10
  %".303" = bitcast float* %".302" to <4 x float>* , !dbg !10
  store <4 x float> %".300", <4 x float>* %".303", align 4, !dbg !10
  %".305" = add i64 %".170", 0, !dbg !10
  %".306" = add i64 %".305", 32, !dbg !10
  %".307" = getelementptr float, ptr %"a.rows", i64 %".306" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".307", i32 0, i32 3, i32 1), !dbg !10
  %".309" = getelementptr float, ptr %"a.rows", i64 %".305" , !dbg !10
  %".310" = load <4 x float>, ptr %".309", align 4, !dbg !10
  %".311" = add i64 %".162", 0, !dbg !10
  %".312" = getelementptr float, float* %"tile.left", i64 %".311" , !dbg !10
  %".313" = bitcast float* %".312" to <4 x float>* , !dbg !10
  store <4 x float> %".310", <4 x float>* %".313", align 4, !dbg !10
  %".315" = mul i64 0, 4, !dbg !10
  %".316" = add i64 %".315", 0, !dbg !10
  %".317" = add i64 %".316", 0, !dbg !10
  %".318" = getelementptr float, float* %"tile.tmp", i64 %".317" , !dbg !10
  %".319" = bitcast float* %".318" to <4 x float>* , !dbg !10
  %".320" = load <4 x float>, <4 x float>* %".319", align 4, !dbg !10
  %".321" = add i64 %".164", 0, !dbg !10
  %".322" = getelementptr float, ptr %"a.rows", i64 %".321" , !dbg !10
  %".323" = load float, ptr %".322", align 4, !dbg !10
  %".324" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".323", i32 0
  %".325" = shufflevector <4 x float> %".324", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".326" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".325", <4 x float> %".320", <4 x float> %".174"), !dbg !10
  %".327" = add i64 %".166", 0, !dbg !10
  %".328" = getelementptr float, ptr %"a.rows", i64 %".327" , !dbg !10
  %".329" = load float, ptr %".328", align 4, !dbg !10
  %".330" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".329", i32 0
  %".331" = shufflevector <4 x float> %".330", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".332" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".331", <4 x float> %".320", <4 x float> %".178"), !dbg !10
  %".333" = add i64 %".168", 0, !dbg !10
  %".334" = getelementptr float, ptr %"a.rows", i64 %".333" , !dbg !10
  %".335" = load float, ptr %".334", align 4, !dbg !10
  %".336" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".335", i32 0
  %".337" = shufflevector <4 x float> %".336", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".338" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".337", <4 x float> %".320", <4 x float> %".182"), !dbg !10
  %".339" = add i64 %".170", 0, !dbg !10
  %".340" = getelementptr float, ptr %"a.rows", i64 %".339" , !dbg !10
  %".341" = load float, ptr %".340", align 4, !dbg !10
  %".342" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".341", i32 0
  %".343" = shufflevector <4 x float> %".342", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".344" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".343", <4 x float> %".320", <4 x float> %".186"), !dbg !10
  %".345" = mul i64 1, 4, !dbg !10
  %".346" = add i64 %".345", 0, !dbg !10
  %".347" = add i64 %".346", 0, !dbg !10
  %".348" = getelementptr float, float* %"tile.tmp", i64 %".347" , !dbg !10
  %".349" = bitcast float* %".348" to <4 x float>* , !dbg !10
  %".350" = load <4 x float>, <4 x float>* %".349", align 4, !dbg !10
  %".351" = add i64 %".164", 1, !dbg !10
  %".352" = getelementptr float, ptr %"a.rows", i64 %".351" , !dbg !10
  %".353" = load float, ptr %".352", align 4, !dbg !10
  %".354" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".353", i32 0
  %".355" = shufflevector <4 x float> %".354", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".356" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".355", <4 x float> %".350", <4 x float> %".326"), !dbg !10
  %".357" = add i64 %".166", 1, !dbg !10
  %".358" = getelementptr float, ptr %"a.rows", i64 %".357" , !dbg !10
  %".359" = load float, ptr %".358", align 4, !dbg !10
  %".360" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".359", i32 0
  %".361" = shufflevector <4 x float> %".360", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".362" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".361", <4 x float> %".350", <4 x float> %".332"), !dbg !10
  %".363" = add i64 %".168", 1, !dbg !10
  %".364" = getelementptr float, ptr %"a.rows", i64 %".363" , !dbg !10
  %".365" = load float, ptr %".364", align 4, !dbg !10
  %".366" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".365", i32 0
  %".367" = shufflevector <4 x float> %".366", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".368" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".367", <4 x float> %".350", <4 x float> %".338"), !dbg !10
  %".369" = add i64 %".170", 1, !dbg !10
  %".370" = getelementptr float, ptr %"a.rows", i64 %".369" , !dbg !10
  %".371" = load float, ptr %".370", align 4, !dbg !10
  %".372" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".371", i32 0
  %".373" = shufflevector <4 x float> %".372", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".374" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".373", <4 x float> %".350", <4 x float> %".344"), !dbg !10
  %".375" = mul i64 2, 4, !dbg !10
  %".376" = add i64 %".375", 0, !dbg !10
  %".377" = add i64 %".376", 0, !dbg !10
  %".378" = getelementptr float, float* %"tile.tmp", i64 %".377" , !dbg !10
  %".379" = bitcast float* %".378" to <4 x float>* , !dbg !10
  %".380" = load <4 x float>, <4 x float>* %".379", align 4, !dbg !10
  %".381" = add i64 %".164", 2, !dbg !10
  %".382" = getelementptr float, ptr %"a.rows", i64 %".381" , !dbg !10
  %".383" = load float, ptr %".382", align 4, !dbg !10
  %".384" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".383", i32 0
  %".385" = shufflevector <4 x float> %".384", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".386" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".385", <4 x float> %".380", <4 x float> %".356"), !dbg !10
  %".387" = add i64 %".166", 2, !dbg !10
  %".388" = getelementptr float, ptr %"a.rows", i64 %".387" , !dbg !10
  %".389" = load float, ptr %".388", align 4, !dbg !10
  %".390" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".389", i32 0
  %".391" = shufflevector <4 x float> %".390", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".392" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".391", <4 x float> %".380", <4 x float> %".362"), !dbg !10
  %".393" = add i64 %".168", 2, !dbg !10
  %".394" = getelementptr float, ptr %"a.rows", i64 %".393" , !dbg !10
  %".395" = load float, ptr %".394", align 4, !dbg !10
  %".396" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".395", i32 0
  %".397" = shufflevector <4 x float> %".396", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".398" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".397", <4 x float> %".380", <4 x float> %".368"), !dbg !10
  %".399" = add i64 %".170", 2, !dbg !10
  %".400" = getelementptr float, ptr %"a.rows", i64 %".399" , !dbg !10
  %".401" = load float, ptr %".400", align 4, !dbg !10
  %".402" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".401", i32 0
  %".403" = shufflevector <4 x float> %".402", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".404" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".403", <4 x float> %".380", <4 x float> %".374"), !dbg !10
  %".405" = mul i64 3, 4, !dbg !10
  %".406" = add i64 %".405", 0, !dbg !10
  %".407" = add i64 %".406", 0, !dbg !10
  %".408" = getelementptr float, float* %"tile.tmp", i64 %".407" , !dbg !10
  %".409" = bitcast float* %".408" to <4 x float>* , !dbg !10
  %".410" = load <4 x float>, <4 x float>* %".409", align 4, !dbg !10
  %".411" = add i64 %".164", 3, !dbg !10
  %".412" = getelementptr float, ptr %"a.rows", i64 %".411" , !dbg !10
  %".413" = load float, ptr %".412", align 4, !dbg !10
  %".414" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".413", i32 0
  %".415" = shufflevector <4 x float> %".414", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".416" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".415", <4 x float> %".410", <4 x float> %".386"), !dbg !10
  %".417" = add i64 %".166", 3, !dbg !10
  %".418" = getelementptr float, ptr %"a.rows", i64 %".417" , !dbg !10
  %".419" = load float, ptr %".418", align 4, !dbg !10
  %".420" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".419", i32 0
  %".421" = shufflevector <4 x float> %".420", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".422" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".421", <4 x float> %".410", <4 x float> %".392"), !dbg !10
  %".423" = add i64 %".168", 3, !dbg !10
  %".424" = getelementptr float, ptr %"a.rows", i64 %".423" , !dbg !10
  %".425" = load float, ptr %".424", align 4, !dbg !10
  %".426" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".425", i32 0
  %".427" = shufflevector <4 x float> %".426", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".428" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".427", <4 x float> %".410", <4 x float> %".398"), !dbg !10
  %".429" = add i64 %".170", 3, !dbg !10
  %".430" = getelementptr float, ptr %"a.rows", i64 %".429" , !dbg !10
  %".431" = load float, ptr %".430", align 4, !dbg !10
  %".432" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".431", i32 0
  %".433" = shufflevector <4 x float> %".432", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".434" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".433", <4 x float> %".410", <4 x float> %".404"), !dbg !10
  %".435" = add i64 %".145", 0, !dbg !10
  %".436" = getelementptr float, float* %"acc", i64 %".435" , !dbg !10
  %".437" = bitcast float* %".436" to <4 x float>* , !dbg !10
  store <4 x float> %".416", <4 x float>* %".437", align 4, !dbg !10
  %".439" = add i64 %".148", 0, !dbg !10
  %".440" = getelementptr float, float* %"acc", i64 %".439" , !dbg !10
  %".441" = bitcast float* %".440" to <4 x float>* , !dbg !10
  store <4 x float> %".422", <4 x float>* %".441", align 4, !dbg !10
  %".443" = add i64 %".151", 0, !dbg !10
  %".444" = getelementptr float, float* %"acc", i64 %".443" , !dbg !10
  %".445" = bitcast float* %".444" to <4 x float>* , !dbg !10
  store <4 x float> %".428", <4 x float>* %".445", align 4, !dbg !10
  %".447" = add i64 %".154", 0, !dbg !10
  %".448" = getelementptr float, float* %"acc", i64 %".447" , !dbg !10
  %".449" = bitcast float* %".448" to <4 x float>* , !dbg !10
  store <4 x float> %".434", <4 x float>* %".449", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
tile.inside.1:
  br label %"tile.loop.6", !dbg !10
tile.masked.1:
  br label %"tile.loop.8", !dbg !10
tile.done.1:
  %".540" = mul i64 0, 4, !dbg !10
  %".541" = add i64 0, %".540", !dbg !10
  %".542" = mul i64 0, 1, !dbg !10
  %".543" = add i64 %".542", 0, !dbg !10
  %".544" = add i64 %".541", 0, !dbg !10
  %".545" = mul i64 %".544", 4, !dbg !10
  %".546" = add i64 %".545", 0, !dbg !10
  %".547" = add i64 %".541", 1, !dbg !10
  %".548" = mul i64 %".547", 4, !dbg !10
  %".549" = add i64 %".548", 0, !dbg !10
  %".550" = add i64 %".541", 2, !dbg !10
  %".551" = mul i64 %".550", 4, !dbg !10
  %".552" = add i64 %".551", 0, !dbg !10
  %".553" = add i64 %".541", 3, !dbg !10
  %".554" = mul i64 %".553", 4, !dbg !10
  %".555" = add i64 %".554", 0, !dbg !10
  %".556" = add i64 %".541", 0, !dbg !10
  %".557" = mul i64 %".556", 4, !dbg !10
  %".558" = add i64 %".541", 1, !dbg !10
  %".559" = mul i64 %".558", 4, !dbg !10
  %".560" = add i64 %".541", 2, !dbg !10
  %".561" = mul i64 %".560", 4, !dbg !10
  %".562" = add i64 %".541", 3, !dbg !10
  %".563" = mul i64 %".562", 4, !dbg !10
  %".564" = add i64 %".546", 0, !dbg !10
  %".565" = getelementptr float, float* %"acc", i64 %".564" , !dbg !10
  %".566" = bitcast float* %".565" to <4 x float>* , !dbg !10
  %".567" = load <4 x float>, <4 x float>* %".566", align 4, !dbg !10
  %".568" = add i64 %".549", 0, !dbg !10
  %".569" = getelementptr float, float* %"acc", i64 %".568" , !dbg !10
  %".570" = bitcast float* %".569" to <4 x float>* , !dbg !10
  %".571" = load <4 x float>, <4 x float>* %".570", align 4, !dbg !10
  %".572" = add i64 %".552", 0, !dbg !10
  %".573" = getelementptr float, float* %"acc", i64 %".572" , !dbg !10
  %".574" = bitcast float* %".573" to <4 x float>* , !dbg !10
  %".575" = load <4 x float>, <4 x float>* %".574", align 4, !dbg !10
  %".576" = add i64 %".555", 0, !dbg !10
  %".577" = getelementptr float, float* %"acc", i64 %".576" , !dbg !10
  %".578" = bitcast float* %".577" to <4 x float>* , !dbg !10
  %".579" = load <4 x float>, <4 x float>* %".578", align 4, !dbg !10
  %".580" = mul i64 %".543", 4, !dbg !10
  %".581" = add i64 %".580", 0, !dbg !10
  %".582" = icmp ult i64 %".581", 4 , !dbg !10
  br i1 %".582", label %"tile.done.1.if", label %"tile.done.1.endif", !dbg !10, !prof !14
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.inside.1"], [%".478", %"tile.end.7"] , !dbg !10
  br label %"tile.loop.7", !dbg !10
tile.end.6:
  br label %"tile.done.1", !dbg !10
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".475", %"tile.loop.7"] , !dbg !10
  %".469" = mul i64 %"lane.6", %"a.stride0", !dbg !10
  %".470" = add i64 %".469", %"lane.7", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".470" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".471" = mul i64 %"lane.6", 4, !dbg !10
  %".472" = add i64 %"lane.7", %".471", !dbg !10
  %".473" = getelementptr float, float* %"tile.left", i64 %".472" , !dbg !10
  store float %"a.lane.val", float* %".473", !dbg !10
  %".475" = add i64 %"lane.7", 1, !dbg !10
  %".476" = icmp ult i64 %".475", 4 , !dbg !10
  br i1 %".476", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.end.7:
  %".478" = add i64 %"lane.6", 1, !dbg !10
  %".479" = icmp ult i64 %".478", 4 , !dbg !10
  br i1 %".479", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.masked.1"], [%".536", %"edge.done.3"] , !dbg !10
  %".483" = add i64 %"i.4", %"lane.8", !dbg !10
  %".484" = icmp ult i64 %".483", %"a.dim0" , !dbg !10
  %".485" = and i1 1, %".484", !dbg !10
  %".486" = icmp slt i64 %"k.7", -4 , !dbg !10
  %".487" = icmp slt i64 %"k.7", 0 , !dbg !10
  %".488" = sub i64 0, %"k.7", !dbg !10
  %".489" = select  i1 %".487", i64 %".488", i64 0 , !dbg !10
  %".490" = select  i1 %".486", i64 4, i64 %".489" , !dbg !10
  %".491" = icmp sge i64 %"k.7", %"a.dim1" , !dbg !10
  %".492" = sub i64 %"a.dim1", 4, !dbg !10
  %".493" = icmp slt i64 %"k.7", %".492" , !dbg !10
  %".494" = sub i64 %"a.dim1", %"k.7", !dbg !10
  %".495" = select  i1 %".493", i64 4, i64 %".494" , !dbg !10
  %".496" = select  i1 %".491", i64 0, i64 %".495" , !dbg !10
  %".497" = icmp sgt i64 0, %".490" , !dbg !10
  %".498" = select  i1 %".497", i64 0, i64 %".490" , !dbg !10
  %".499" = icmp slt i64 4, %".496" , !dbg !10
  %".500" = select  i1 %".499", i64 4, i64 %".496" , !dbg !10
  %".501" = icmp sgt i64 %".500", %".498" , !dbg !10
  %".502" = select  i1 %".501", i64 %".500", i64 %".498" , !dbg !10
  %"edge.lo.1" = select  i1 %".485", i64 %".498", i64 0 , !dbg !10
  %"edge.hi.1" = select  i1 %".485", i64 %".502", i64 0 , !dbg !10
  %"edge.inner.1" = sub i64 %"edge.hi.1", %"edge.lo.1", !dbg !10
  %".503" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !10
  br i1 %".503", label %"edge.loop.2", label %"edge.done.2", !dbg !10
tile.end.8:
  br label %"tile.done.1", !dbg !10
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.lo.1", %"tile.loop.8"], [%".511", %"edge.loop.2"] , !dbg !10
  %".505" = mul i64 %"lane.8", %"a.stride0", !dbg !10
  %".506" = add i64 %".505", %"edge.lane.2", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".506" , !dbg !10
  %"a.lane.val.1" = load float, ptr %"a.lane.1", !dbg !10
  %".507" = mul i64 %"lane.8", 4, !dbg !10
  %".508" = add i64 %"edge.lane.2", %".507", !dbg !10
  %".509" = getelementptr float, float* %"tile.left", i64 %".508" , !dbg !10
  store float %"a.lane.val.1", float* %".509", !dbg !10
  %".511" = add i64 %"edge.lane.2", 1, !dbg !10
  %".512" = icmp slt i64 %".511", %"edge.hi.1" , !dbg !10
  br i1 %".512", label %"edge.loop.2", label %"edge.done.2", !dbg !10
edge.done.2:
  %".514" = sub i64 4, %"edge.inner.1", !dbg !10
  %".515" = icmp slt i64 0, %".514" , !dbg !10
  br i1 %".515", label %"edge.loop.3", label %"edge.done.3", !dbg !10
edge.loop.3:
  %"edge.lane.3" = phi  i64 [0, %"edge.done.2"], [%".533", %"edge.loop.3"] , !dbg !10
  %".517" = icmp ult i64 %"edge.lane.3", %"edge.lo.1" , !dbg !10
  %".518" = add i64 %"edge.lane.3", %"edge.inner.1", !dbg !10
  %".519" = select  i1 %".517", i64 %"edge.lane.3", i64 %".518" , !dbg !10
  %".520" = add i64 %"i.4", %"lane.8", !dbg !10
  %".521" = icmp ult i64 %".520", %"a.dim0" , !dbg !10
  %".522" = and i1 1, %".521", !dbg !10
  %".523" = mul i64 %"lane.8", %"a.stride0", !dbg !10
  %".524" = add i64 %"k.7", %".519", !dbg !10
  %".525" = icmp ult i64 %".524", %"a.dim1" , !dbg !10
  %".526" = and i1 %".522", %".525", !dbg !10
  %".527" = add i64 %".523", %".519", !dbg !10
  %"a.lane.2" = getelementptr float, ptr %"a.window", i64 %".527" , !dbg !10
  %".528" = select  i1 %".526", ptr %"a.lane.2", float* %"a.other" , !dbg !10
  %"a.lane.val.2" = load float, ptr %".528", !dbg !10
  %".529" = mul i64 %"lane.8", 4, !dbg !10
  %".530" = add i64 %".519", %".529", !dbg !10
  %".531" = getelementptr float, float* %"tile.left", i64 %".530" , !dbg !10
  store float %"a.lane.val.2", float* %".531", !dbg !10
  %".533" = add i64 %"edge.lane.3", 1, !dbg !10
  %".534" = icmp slt i64 %".533", %".514" , !dbg !10
  br i1 %".534", label %"edge.loop.3", label %"edge.done.3", !dbg !10, !llvm.loop !15
edge.done.3:
  %".536" = add i64 %"lane.8", 1, !dbg !10
  %".537" = icmp ult i64 %".536", 4 , !dbg !10
  br i1 %".537", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.done.1.if:
  %".584" = mul i64 %".581", %".33", !dbg !10
  %".585" = getelementptr i8, ptr %"a.next", i64 %".584" , !dbg !10
  %".586" = getelementptr i8, ptr %".585", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".586", i32 0, i32 2, i32 1), !dbg !10
  %".588" = getelementptr i8, ptr %".585", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".588", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif", !dbg !10
tile.done.1.endif:
  %".591" = mul i64 %".543", 4, !dbg !10
  %".592" = add i64 %".591", 1, !dbg !10
  %".593" = icmp ult i64 %".592", 4 , !dbg !10
  br i1 %".593", label %"tile.done.1.endif.if", label %"tile.done.1.endif.endif", !dbg !10, !prof !14
tile.done.1.endif.if:
  %".595" = mul i64 %".592", %".33", !dbg !10
  %".596" = getelementptr i8, ptr %"a.next", i64 %".595" , !dbg !10
  %".597" = getelementptr i8, ptr %".596", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".597", i32 0, i32 2, i32 1), !dbg !10
  %".599" = getelementptr i8, ptr %".596", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".599", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif", !dbg !10
tile.done.1.endif.endif:
  %".602" = mul i64 %".543", 4, !dbg !10
  %".603" = add i64 %".602", 2, !dbg !10
  %".604" = icmp ult i64 %".603", 4 , !dbg !10
  br i1 %".604", label %"tile.done.1.endif.endif.if", label %"tile.done.1.endif.endif.endif", !dbg !10, !prof !14
tile.done.1.endif.endif.if:
  %".606" = mul i64 %".603", %".33", !dbg !10
  %".607" = getelementptr i8, ptr %"a.next", i64 %".606" , !dbg !10
  %".608" = getelementptr i8, ptr %".607", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".608", i32 0, i32 2, i32 1), !dbg !10
  %".610" = getelementptr i8, ptr %".607", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".610", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif:
  %".613" = mul i64 %".543", 4, !dbg !10
  %".614" = add i64 %".613", 3, !dbg !10
  %".615" = icmp ult i64 %".614", 4 , !dbg !10
  br i1 %".615", label %"tile.done.1.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif", !dbg !10, !prof !14
tile.done.1.endif.endif.endif.if:
  %".617" = mul i64 %".614", %".33", !dbg !10
  %".618" = getelementptr i8, ptr %"a.next", i64 %".617" , !dbg !10
  %".619" = getelementptr i8, ptr %".618", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".619", i32 0, i32 2, i32 1), !dbg !10
  %".621" = getelementptr i8, ptr %".618", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".621", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif:
  %".624" = mul i64 %".543", 4, !dbg !10
  %".625" = add i64 %".624", 0, !dbg !10
  %".626" = icmp ult i64 %".625", 4 , !dbg !10
  br i1 %".626", label %"tile.done.1.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10, !prof !14
tile.done.1.endif.endif.endif.endif.if:
  %".628" = mul i64 %".625", %".36", !dbg !10
  %".629" = getelementptr i8, ptr %"b.next", i64 %".628" , !dbg !10
  %".630" = getelementptr i8, ptr %".629", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".630", i32 0, i32 2, i32 1), !dbg !10
  %".632" = getelementptr i8, ptr %".629", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".632", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif:
  %".635" = mul i64 %".543", 4, !dbg !10
  %".636" = add i64 %".635", 1, !dbg !10
  %".637" = icmp ult i64 %".636", 4 , !dbg !10
  br i1 %".637", label %"tile.done.1.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !14
tile.done.1.endif.endif.endif.endif.endif.if:
  %".639" = mul i64 %".636", %".36", !dbg !10
  %".640" = getelementptr i8, ptr %"b.next", i64 %".639" , !dbg !10
  %".641" = getelementptr i8, ptr %".640", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".641", i32 0, i32 2, i32 1), !dbg !10
  %".643" = getelementptr i8, ptr %".640", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".643", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif:
  %".646" = mul i64 %".543", 4, !dbg !10
  %".647" = add i64 %".646", 2, !dbg !10
  %".648" = icmp ult i64 %".647", 4 , !dbg !10
  br i1 %".648", label %"tile.done.1.endif.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !14
tile.done.1.endif.endif.endif.endif.endif.endif.if:
  %".650" = mul i64 %".647", %".36", !dbg !10
  %".651" = getelementptr i8, ptr %"b.next", i64 %".650" , !dbg !10
  %".652" = getelementptr i8, ptr %".651", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".652", i32 0, i32 2, i32 1), !dbg !10
  %".654" = getelementptr i8, ptr %".651", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".654", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif.endif:
  %".657" = mul i64 %".543", 4, !dbg !10
  %".658" = add i64 %".657", 3, !dbg !10
  %".659" = icmp ult i64 %".658", 4 , !dbg !10
  br i1 %".659", label %"tile.done.1.endif.endif.e...if", label %"tile.done.1.endif.endif.e...endif", !dbg !10, !prof !14
tile.done.1.endif.endif.e...if:
  %".661" = mul i64 %".658", %".36", !dbg !10
  %".662" = getelementptr i8, ptr %"b.next", i64 %".661" , !dbg !10
  %".663" = getelementptr i8, ptr %".662", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".663", i32 0, i32 2, i32 1), !dbg !10
  %".665" = getelementptr i8, ptr %".662", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".665", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.e...endif", !dbg !10
tile.done.1.endif.endif.e...endif:
  %".668" = mul i64 0, 4, !dbg !10
  %".669" = add i64 %".668", 0, !dbg !10
  %".670" = add i64 %".669", 0, !dbg !10
  %".671" = getelementptr float, float* %"tile.tmp", i64 %".670" , !dbg !10
  %".672" = bitcast float* %".671" to <4 x float>* , !dbg !10
  %".673" = load <4 x float>, <4 x float>* %".672", align 4, !dbg !10
  %".674" = add i64 %".557", 0, !dbg !10
  %".675" = getelementptr float, float* %"tile.left", i64 %".674" , !dbg !10
  %".676" = load float, float* %".675", align 4, !dbg !10
  %".677" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".676", i32 0
  %".678" = shufflevector <4 x float> %".677", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".679" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".678", <4 x float> %".673", <4 x float> %".567"), !dbg !10
  %".680" = add i64 %".559", 0, !dbg !10
  %".681" = getelementptr float, float* %"tile.left", i64 %".680" , !dbg !10
  %".682" = load float, float* %".681", align 4, !dbg !10
  %".683" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".682", i32 0
  %".684" = shufflevector <4 x float> %".683", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".685" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".684", <4 x float> %".673", <4 x float> %".571"), !dbg !10
  %".686" = add i64 %".561", 0, !dbg !10
  %".687" = getelementptr float, float* %"tile.left", i64 %".686" , !dbg !10
  %".688" = load float, float* %".687", align 4, !dbg !10
  %".689" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".688", i32 0
  %".690" = shufflevector <4 x float> %".689", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".691" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".690", <4 x float> %".673", <4 x float> %".575"), !dbg !10
  %".692" = add i64 %".563", 0, !dbg !10
  %".693" = getelementptr float, float* %"tile.left", i64 %".692" , !dbg !10
  %".694" = load float, float* %".693", align 4, !dbg !10
  %".695" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".694", i32 0
  %".696" = shufflevector <4 x float> %".695", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".697" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".696", <4 x float> %".673", <4 x float> %".579"), !dbg !10
  %".698" = mul i64 1, 4, !dbg !10
  %".699" = add i64 %".698", 0, !dbg !10
  %".700" = add i64 %".699", 0, !dbg !10
  %".701" = getelementptr float, float* %"tile.tmp", i64 %".700" , !dbg !10
  %".702" = bitcast float* %".701" to <4 x float>* , !dbg !10
  %".703" = load <4 x float>, <4 x float>* %".702", align 4, !dbg !10
  %".704" = add i64 %".557", 1, !dbg !10
  %".705" = getelementptr float, float* %"tile.left", i64 %".704" , !dbg !10
  %".706" = load float, float* %".705", align 4, !dbg !10
  %".707" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".706", i32 0
  %".708" = shufflevector <4 x float> %".707", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".709" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".708", <4 x float> %".703", <4 x float> %".679"), !dbg !10
  %".710" = add i64 %".559", 1, !dbg !10
  %".711" = getelementptr float, float* %"tile.left", i64 %".710" , !dbg !10
  %".712" = load float, float* %".711", align 4, !dbg !10
  %".713" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".712", i32 0
  %".714" = shufflevector <4 x float> %".713", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".715" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".714", <4 x float> %".703", <4 x float> %".685"), !dbg !10
  %".716" = add i64 %".561", 1, !dbg !10
  %".717" = getelementptr float, float* %"tile.left", i64 %".716" , !dbg !10
  %".718" = load float, float* %".717", align 4, !dbg !10
  %".719" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".718", i32 0
  %".720" = shufflevector <4 x float> %".719", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".721" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".720", <4 x float> %".703", <4 x float> %".691"), !dbg !10
  %".722" = add i64 %".563", 1, !dbg !10
  %".723" = getelementptr float, float* %"tile.left", i64 %".722" , !dbg !10
  %".724" = load float, float* %".723", align 4, !dbg !10
  %".725" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".724", i32 0
  %".726" = shufflevector <4 x float> %".725", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".727" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".726", <4 x float> %".703", <4 x float> %".697"), !dbg !10
  %".728" = mul i64 2, 4, !dbg !10
  %".729" = add i64 %".728", 0, !dbg !10
  %".730" = add i64 %".729", 0, !dbg !10
  %".731" = getelementptr float, float* %"tile.tmp", i64 %".730" , !dbg !10
  %".732" = bitcast float* %".731" to <4 x float>* , !dbg !10
  %".733" = load <4 x float>, <4 x float>* %".732", align 4, !dbg !10
  %".734" = add i64 %".557", 2, !dbg !10
  %".735" = getelementptr float, float* %"tile.left", i64 %".734" , !dbg !10
  %".736" = load float, float* %".735", align 4, !dbg !10
  %".737" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".736", i32 0
  %".738" = shufflevector <4 x float> %".737", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".739" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".738", <4 x float> %".733", <4 x float> %".709"), !dbg !10
  %".740" = add i64 %".559", 2, !dbg !10
  %".741" = getelementptr float, float* %"tile.left", i64 %".740" , !dbg !10
  %".742" = load float, float* %".741", align 4, !dbg !10
  %".743" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".742", i32 0
  %".744" = shufflevector <4 x float> %".743", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".745" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".744", <4 x float> %".733", <4 x float> %".715"), !dbg !10
  %".746" = add i64 %".561", 2, !dbg !10
  %".747" = getelementptr float, float* %"tile.left", i64 %".746" , !dbg !10
  %".748" = load float, float* %".747", align 4, !dbg !10
  %".749" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".748", i32 0
  %".750" = shufflevector <4 x float> %".749", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".751" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".750", <4 x float> %".733", <4 x float> %".721"), !dbg !10
  %".752" = add i64 %".563", 2, !dbg !10
  %".753" = getelementptr float, float* %"tile.left", i64 %".752" , !dbg !10
  %".754" = load float, float* %".753", align 4, !dbg !10
  %".755" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".754", i32 0
  %".756" = shufflevector <4 x float> %".755", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".757" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".756", <4 x float> %".733", <4 x float> %".727"), !dbg !10
  %".758" = mul i64 3, 4, !dbg !10
  %".759" = add i64 %".758", 0, !dbg !10
  %".760" = add i64 %".759", 0, !dbg !10
  %".761" = getelementptr float, float* %"tile.tmp", i64 %".760" , !dbg !10
  %".762" = bitcast float* %".761" to <4 x float>* , !dbg !10
  %".763" = load <4 x float>, <4 x float>* %".762", align 4, !dbg !10
  %".764" = add i64 %".557", 3, !dbg !10
  %".765" = getelementptr float, float* %"tile.left", i64 %".764" , !dbg !10
  %".766" = load float, float* %".765", align 4, !dbg !10
  %".767" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".766", i32 0
  %".768" = shufflevector <4 x float> %".767", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".769" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".768", <4 x float> %".763", <4 x float> %".739"), !dbg !10
  %".770" = add i64 %".559", 3, !dbg !10
  %".771" = getelementptr float, float* %"tile.left", i64 %".770" , !dbg !10
  %".772" = load float, float* %".771", align 4, !dbg !10
  %".773" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".772", i32 0
  %".774" = shufflevector <4 x float> %".773", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".775" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".774", <4 x float> %".763", <4 x float> %".745"), !dbg !10
  %".776" = add i64 %".561", 3, !dbg !10
  %".777" = getelementptr float, float* %"tile.left", i64 %".776" , !dbg !10
  %".778" = load float, float* %".777", align 4, !dbg !10
  %".779" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".778", i32 0
  %".780" = shufflevector <4 x float> %".779", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".781" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".780", <4 x float> %".763", <4 x float> %".751"), !dbg !10
  %".782" = add i64 %".563", 3, !dbg !10
  %".783" = getelementptr float, float* %"tile.left", i64 %".782" , !dbg !10
  %".784" = load float, float* %".783", align 4, !dbg !10
  %".785" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".784", i32 0
  %".786" = shufflevector <4 x float> %".785", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".787" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".786", <4 x float> %".763", <4 x float> %".757"), !dbg !10
  %".788" = add i64 %".546", 0, !dbg !10
  %".789" = getelementptr float, float* %"acc", i64 %".788" , !dbg !10
  %".790" = bitcast float* %".789" to <4 x float>* , !dbg !10
  store <4 x float> %".769", <4 x float>* %".790", align 4, !dbg !10
  %".792" = add i64 %".549", 0, !dbg !10
  %".793" = getelementptr float, float* %"acc", i64 %".792" , !dbg !10
  %".794" = bitcast float* %".793" to <4 x float>* , !dbg !10
  store <4 x float> %".775", <4 x float>* %".794", align 4, !dbg !10
  %".796" = add i64 %".552", 0, !dbg !10
  %".797" = getelementptr float, float* %"acc", i64 %".796" , !dbg !10
  %".798" = bitcast float* %".797" to <4 x float>* , !dbg !10
  store <4 x float> %".781", <4 x float>* %".798", align 4, !dbg !10
  %".800" = add i64 %".555", 0, !dbg !10
  %".801" = getelementptr float, float* %"acc", i64 %".800" , !dbg !10
  %".802" = bitcast float* %".801" to <4 x float>* , !dbg !10
  store <4 x float> %".787", <4 x float>* %".802", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
for.next:
  %"k.next" = add i64 %".806", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !16
tile.inside.2:
  br label %"tile.loop.9", !dbg !17
tile.masked.2:
  br label %"tile.loop.11", !dbg !17
tile.done.2:
  ret void
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.inside.2"], [%".837", %"tile.end.10"] , !dbg !17
  br label %"tile.loop.10", !dbg !17
tile.end.9:
  br label %"tile.done.2", !dbg !17
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".834", %"tile.loop.10"] , !dbg !17
  %".827" = mul i64 %"lane.9", 4, !dbg !17
  %".828" = add i64 %"lane.10", %".827", !dbg !17
  %".829" = getelementptr float, float* %"acc", i64 %".828" , !dbg !17
  %".830" = load float, float* %".829", !dbg !17
  %".831" = mul i64 %"lane.9", %"c.stride0", !dbg !17
  %".832" = add i64 %".831", %"lane.10", !dbg !17
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".832" , !dbg !17
  store float %".830", ptr %"c.lane", !dbg !17
  %".834" = add i64 %"lane.10", 1, !dbg !17
  %".835" = icmp ult i64 %".834", 4 , !dbg !17
  br i1 %".835", label %"tile.loop.10", label %"tile.end.10", !dbg !17
tile.end.10:
  %".837" = add i64 %"lane.9", 1, !dbg !17
  %".838" = icmp ult i64 %".837", 4 , !dbg !17
  br i1 %".838", label %"tile.loop.9", label %"tile.end.9", !dbg !17
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.masked.2"], [%".897", %"edge.done.5"] , !dbg !17
  %".842" = add i64 %"i.5", %"lane.11", !dbg !17
  %".843" = icmp ult i64 %".842", %"c.dim0" , !dbg !17
  %".844" = and i1 1, %".843", !dbg !17
  %".845" = icmp slt i64 0, -4 , !dbg !17
  %".846" = icmp slt i64 0, 0 , !dbg !17
  %".847" = sub i64 0, 0, !dbg !17
  %".848" = select  i1 %".846", i64 %".847", i64 0 , !dbg !17
  %".849" = select  i1 %".845", i64 4, i64 %".848" , !dbg !17
  %".850" = icmp sge i64 0, %"c.dim1" , !dbg !17
  %".851" = sub i64 %"c.dim1", 4, !dbg !17
  %".852" = icmp slt i64 0, %".851" , !dbg !17
  %".853" = sub i64 %"c.dim1", 0, !dbg !17
  %".854" = select  i1 %".852", i64 4, i64 %".853" , !dbg !17
  %".855" = select  i1 %".850", i64 0, i64 %".854" , !dbg !17
  %".856" = icmp sgt i64 0, %".849" , !dbg !17
  %".857" = select  i1 %".856", i64 0, i64 %".849" , !dbg !17
  %".858" = icmp slt i64 4, %".855" , !dbg !17
  %".859" = select  i1 %".858", i64 4, i64 %".855" , !dbg !17
  %".860" = icmp sgt i64 %".859", %".857" , !dbg !17
  %".861" = select  i1 %".860", i64 %".859", i64 %".857" , !dbg !17
  %"edge.lo.2" = select  i1 %".844", i64 %".857", i64 0 , !dbg !17
  %"edge.hi.2" = select  i1 %".844", i64 %".861", i64 0 , !dbg !17
  %"edge.inner.2" = sub i64 %"edge.hi.2", %"edge.lo.2", !dbg !17
  %".862" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !17
  br i1 %".862", label %"edge.loop.4", label %"edge.done.4", !dbg !17
tile.end.11:
  br label %"tile.done.2", !dbg !17
edge.loop.4:
  %"edge.lane.4" = phi  i64 [%"edge.lo.2", %"tile.loop.11"], [%".871", %"edge.loop.4"] , !dbg !17
  %".864" = mul i64 %"lane.11", 4, !dbg !17
  %".865" = add i64 %"edge.lane.4", %".864", !dbg !17
  %".866" = getelementptr float, float* %"acc", i64 %".865" , !dbg !17
  %".867" = load float, float* %".866", !dbg !17
  %".868" = mul i64 %"lane.11", %"c.stride0", !dbg !17
  %".869" = add i64 %".868", %"edge.lane.4", !dbg !17
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".869" , !dbg !17
  store float %".867", ptr %"c.lane.1", !dbg !17
  %".871" = add i64 %"edge.lane.4", 1, !dbg !17
  %".872" = icmp slt i64 %".871", %"edge.hi.2" , !dbg !17
  br i1 %".872", label %"edge.loop.4", label %"edge.done.4", !dbg !17
edge.done.4:
  %".874" = sub i64 4, %"edge.inner.2", !dbg !17
  %".875" = icmp slt i64 0, %".874" , !dbg !17
  br i1 %".875", label %"edge.loop.5", label %"edge.done.5", !dbg !17
edge.loop.5:
  %"edge.lane.5" = phi  i64 [0, %"edge.done.4"], [%".894", %"edge.loop.5"] , !dbg !17
  %".877" = icmp ult i64 %"edge.lane.5", %"edge.lo.2" , !dbg !17
  %".878" = add i64 %"edge.lane.5", %"edge.inner.2", !dbg !17
  %".879" = select  i1 %".877", i64 %"edge.lane.5", i64 %".878" , !dbg !17
  %".880" = mul i64 %"lane.11", 4, !dbg !17
  %".881" = add i64 %".879", %".880", !dbg !17
  %".882" = getelementptr float, float* %"acc", i64 %".881" , !dbg !17
  %".883" = load float, float* %".882", !dbg !17
  %".884" = add i64 %"i.5", %"lane.11", !dbg !17
  %".885" = icmp ult i64 %".884", %"c.dim0" , !dbg !17
  %".886" = and i1 1, %".885", !dbg !17
  %".887" = mul i64 %"lane.11", %"c.stride0", !dbg !17
  %".888" = add i64 0, %".879", !dbg !17
  %".889" = icmp ult i64 %".888", %"c.dim1" , !dbg !17
  %".890" = and i1 %".886", %".889", !dbg !17
  %".891" = add i64 %".887", %".879", !dbg !17
  %"c.lane.2" = getelementptr float, ptr %"c.window", i64 %".891" , !dbg !17
  %".892" = select  i1 %".890", ptr %"c.lane.2", float* %"c.masked" , !dbg !17
  store float %".883", ptr %".892", !dbg !17
  %".894" = add i64 %"edge.lane.5", 1, !dbg !17
  %".895" = icmp slt i64 %".894", %".874" , !dbg !17
  br i1 %".895", label %"edge.loop.5", label %"edge.done.5", !dbg !17, !llvm.loop !18
edge.done.5:
  %".897" = add i64 %"lane.11", 1, !dbg !17
  %".898" = icmp ult i64 %".897", 4 , !dbg !17
  br i1 %".898", label %"tile.loop.11", label %"tile.end.11", !dbg !17
}

declare void @"llvm.prefetch.p0"(i8* %".1", i32 %".2", i32 %".3", i32 %".4")

declare <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1", <4 x float> %".2", <4 x float> %".3")

define float @"fmaf"(float %".1", float %".2", float %".3") #0
{
entry:
  %".5" = fpext float %".1" to double
  %".6" = fpext float %".2" to double
  %".7" = fpext float %".3" to double
  %".8" = fmul double %".5", %".6"
  %".9" = fadd double %".8", %".7"
  %".10" = fsub double %".9", %".8"
  %".11" = fsub double %".9", %".10"
  %".12" = fsub double %".8", %".11"
  %".13" = fsub double %".7", %".10"
  %".14" = fadd double %".12", %".13"
  %".15" = bitcast double %".9" to i64
  %".16" = and i64 %".15", 1
  %".17" = icmp eq i64 %".16", 0
  %".18" = fcmp one double %".14",              0x0
  %".19" = fcmp olt double %".9",              0x0
  %".20" = fcmp olt double %".14",              0x0
  %".21" = icmp eq i1 %".19", %".20"
  %".22" = select  i1 %".21", i64 1, i64 -1
  %".23" = and i1 %".18", %".17"
  %".24" = select  i1 %".23", i64 %".22", i64 0
  %".25" = add i64 %".15", %".24"
  %".26" = bitcast i64 %".25" to double
  %".27" = fptrunc double %".26" to float
  ret float %".27"
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_matmul.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 9, linkageName: "kernel_entry", name: "mm", scopeLine: 9, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 10, scope: !4)
!8 = !DILocation(column: 0, line: 11, scope: !4)
!9 = !DILocation(column: 0, line: 12, scope: !4)
!10 = !DILocation(column: 0, line: 13, scope: !4)
!11 = !{ !"llvm.loop.unroll.runtime.disable" }
!12 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!13 = distinct !{ !13, !11, !12 }
!14 = !{ !"branch_weights", i32 1, i32 99 }
!15 = distinct !{ !15, !11, !12 }
!16 = distinct !{ !16, !11 }
!17 = !DILocation(column: 0, line: 14, scope: !4)
!18 = distinct !{ !18, !11, !12 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel mm_mix, variant aic
; ModuleID = "mm_mix.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.dim1.addr" = getelementptr i8, ptr %"c.desc", i64 32
  %"c.dim1" = load i64, ptr %"c.dim1.addr"
  %"c.stride0" = mul i64 1, %"c.dim1"
  %"c.dim0.addr" = getelementptr i8, ptr %"c.desc", i64 24
  %"c.dim0" = load i64, ptr %"c.dim0.addr"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"tile.tmp" = alloca float, i64 16, align 32
  %"b.other" = alloca float
  %"b.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"b.desc" = load ptr, ptr %"b.desc.addr"
  %"b.dim0.addr" = getelementptr i8, ptr %"b.desc", i64 24
  %"b.dim0" = load i64, ptr %"b.dim0.addr"
  %"b.dim1.addr" = getelementptr i8, ptr %"b.desc", i64 32
  %"b.dim1" = load i64, ptr %"b.dim1.addr"
  %"b.stride0" = mul i64 1, %"b.dim1"
  %"b.base.addr" = getelementptr i8, ptr %"b.desc", i64 0
  %"b.base" = load ptr, ptr %"b.base.addr"
  %"tile.left" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"tile.tmp.1" = alloca float, i64 16, align 32
  %"tile.tmp.2" = alloca float, i64 16, align 32
  %"b.other.1" = alloca float
  %"tile.left.1" = alloca float, i64 16, align 32
  %"a.other.1" = alloca float
  %"c.masked" = alloca float
  br label %"body"
body:
  %".4" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".4", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !9
  %".6" = mul i64 %"i.1", %"c.stride0", !dbg !9
  %".7" = add i64 %".6", 0, !dbg !9
  %"c.result" = getelementptr float, ptr %"c.base", i64 %".7" , !dbg !9
  %"i.2" = load i64, i64* %"i", !dbg !9
  %".8" = icmp sge i64 %"i.2", 0 , !dbg !9
  %".9" = sub i64 %"c.dim0", 4, !dbg !9
  %".10" = icmp sle i64 %"i.2", %".9" , !dbg !9
  %".11" = and i1 %".8", %".10", !dbg !9
  %".12" = and i1 1, %".11", !dbg !9
  %".13" = icmp sge i64 0, 0 , !dbg !9
  %".14" = sub i64 %"c.dim1", 4, !dbg !9
  %".15" = icmp sle i64 0, %".14" , !dbg !9
  %".16" = and i1 %".13", %".15", !dbg !9
  %".17" = and i1 %".12", %".16", !dbg !9
  br i1 %".17", label %"mm.gm", label %"mm.staged", !dbg !9
mm.gm:
  %"i.3" = load i64, i64* %"i", !dbg !9
  %".19" = mul i64 %"i.3", %"a.stride0", !dbg !9
  %".20" = add i64 %".19", 0, !dbg !9
  %"a.rows" = getelementptr float, ptr %"a.base", i64 %".20" , !dbg !9
  %"i.4" = load i64, i64* %"i", !dbg !9
  %".21" = icmp sge i64 %"i.4", 0 , !dbg !9
  %".22" = sub i64 %"a.dim0", 4, !dbg !9
  %".23" = icmp sle i64 %"i.4", %".22" , !dbg !9
  %".24" = and i1 %".21", %".23", !dbg !9
  %".25" = and i1 1, %".24", !dbg !9
  %".26" = icmp sge i64 0, 0 , !dbg !9
  %".27" = sub i64 %"a.dim1", 4, !dbg !9
  %".28" = icmp sle i64 0, %".27" , !dbg !9
  %".29" = and i1 %".26", %".28", !dbg !9
  %".30" = and i1 %".25", %".29", !dbg !9
  %".31" = getelementptr float, float* %"b.other", i64 0 , !dbg !9
  store float              0x0, float* %".31", !dbg !9
  %".33" = icmp sge i64 0, 0 , !dbg !9
  %".34" = sub i64 %"b.dim0", 4, !dbg !9
  %".35" = icmp sle i64 0, %".34" , !dbg !9
  %".36" = and i1 %".33", %".35", !dbg !9
  %".37" = and i1 1, %".36", !dbg !9
  %".38" = icmp sge i64 0, 0 , !dbg !9
  %".39" = sub i64 %"b.dim1", 4, !dbg !9
  %".40" = icmp sle i64 0, %".39" , !dbg !9
  %".41" = and i1 %".38", %".40", !dbg !9
  %".42" = and i1 %".37", %".41", !dbg !9
  %".43" = mul i64 0, %"b.stride0", !dbg !9
  %".44" = add i64 %".43", 0, !dbg !9
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".44" , !dbg !9
  br i1 %".42", label %"tile.inside", label %"tile.masked", !dbg !9
mm.staged:
  %"i.6" = load i64, i64* %"i", !dbg !9
  %".585" = sub i64 %"c.dim0", %"i.6", !dbg !9
  %".586" = icmp slt i64 %".585", 4 , !dbg !9
  %".587" = select  i1 %".586", i64 %".585", i64 4 , !dbg !9
  %".588" = icmp slt i64 %".587", 0 , !dbg !9
  %".589" = select  i1 %".588", i64 0, i64 %".587" , !dbg !9
  %".590" = sub i64 %"c.dim1", 0, !dbg !9
  %".591" = icmp slt i64 %".590", 4 , !dbg !9
  %".592" = select  i1 %".591", i64 %".590", i64 4 , !dbg !9
  %".593" = icmp slt i64 %".592", 0 , !dbg !9
  %".594" = select  i1 %".593", i64 0, i64 %".592" , !dbg !9
  %"i.7" = load i64, i64* %"i", !dbg !9
  %".595" = mul i64 %"i.7", %"a.stride0", !dbg !9
  %".596" = add i64 %".595", 0, !dbg !9
  %"a.rows.1" = getelementptr float, ptr %"a.base", i64 %".596" , !dbg !9
  %".597" = icmp sge i64 %"i.7", 0 , !dbg !9
  %".598" = sub i64 %"a.dim0", 4, !dbg !9
  %".599" = icmp sle i64 %"i.7", %".598" , !dbg !9
  %".600" = and i1 %".597", %".599", !dbg !9
  %".601" = and i1 1, %".600", !dbg !9
  %".602" = icmp sge i64 0, 0 , !dbg !9
  %".603" = sub i64 %"a.dim1", 4, !dbg !9
  %".604" = icmp sle i64 0, %".603" , !dbg !9
  %".605" = and i1 %".602", %".604", !dbg !9
  %".606" = and i1 %".601", %".605", !dbg !9
  %".607" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".607", !dbg !9
  %".609" = icmp sge i64 0, 0 , !dbg !9
  %".610" = sub i64 %"b.dim0", 4, !dbg !9
  %".611" = icmp sle i64 0, %".610" , !dbg !9
  %".612" = and i1 %".609", %".611", !dbg !9
  %".613" = and i1 1, %".612", !dbg !9
  %".614" = icmp sge i64 0, 0 , !dbg !9
  %".615" = sub i64 %"b.dim1", 4, !dbg !9
  %".616" = icmp sle i64 0, %".615" , !dbg !9
  %".617" = and i1 %".614", %".616", !dbg !9
  %".618" = and i1 %".613", %".617", !dbg !9
  %".619" = mul i64 0, %"b.stride0", !dbg !9
  %".620" = add i64 %".619", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".620" , !dbg !9
  br i1 %".618", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
mm.gm.done:
  ret void
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  %".119" = ptrtoint ptr %"a.rows" to i64 , !dbg !9
  %".120" = mul i64 3, %"a.stride0", !dbg !9
  %".121" = add i64 %".120", 4, !dbg !9
  %".122" = mul i64 %".121", 4, !dbg !9
  %".123" = add i64 %".119", %".122", !dbg !9
  %".124" = ptrtoint ptr %"c.result" to i64 , !dbg !9
  %".125" = mul i64 3, %"c.stride0", !dbg !9
  %".126" = add i64 %".125", 4, !dbg !9
  %".127" = mul i64 %".126", 4, !dbg !9
  %".128" = add i64 %".124", %".127", !dbg !9
  %".129" = icmp ule i64 %".123", %".124" , !dbg !9
  %".130" = icmp ule i64 %".128", %".119" , !dbg !9
  %".131" = or i1 %".129", %".130", !dbg !9
  %".132" = and i1 %".30", %".131", !dbg !9
  br i1 %".132", label %"mm.a.gm", label %"mm.a.staged", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".57", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".54", %"tile.loop.1"] , !dbg !9
  %".48" = mul i64 %"lane", %"b.stride0", !dbg !9
  %".49" = add i64 %".48", %"lane.1", !dbg !9
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".49" , !dbg !9
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !9
  %".50" = mul i64 %"lane", 4, !dbg !9
  %".51" = add i64 %"lane.1", %".50", !dbg !9
  %".52" = getelementptr float, float* %"tile.tmp", i64 %".51" , !dbg !9
  store float %"b.lane.val", float* %".52", !dbg !9
  %".54" = add i64 %"lane.1", 1, !dbg !9
  %".55" = icmp ult i64 %".54", 4 , !dbg !9
  br i1 %".55", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".57" = add i64 %"lane", 1, !dbg !9
  %".58" = icmp ult i64 %".57", 4 , !dbg !9
  br i1 %".58", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".115", %"edge.done.1"] , !dbg !9
  %".62" = add i64 0, %"lane.2", !dbg !9
  %".63" = icmp ult i64 %".62", %"b.dim0" , !dbg !9
  %".64" = and i1 1, %".63", !dbg !9
  %".65" = icmp slt i64 0, -4 , !dbg !9
  %".66" = icmp slt i64 0, 0 , !dbg !9
  %".67" = sub i64 0, 0, !dbg !9
  %".68" = select  i1 %".66", i64 %".67", i64 0 , !dbg !9
  %".69" = select  i1 %".65", i64 4, i64 %".68" , !dbg !9
  %".70" = icmp sge i64 0, %"b.dim1" , !dbg !9
  %".71" = sub i64 %"b.dim1", 4, !dbg !9
  %".72" = icmp slt i64 0, %".71" , !dbg !9
  %".73" = sub i64 %"b.dim1", 0, !dbg !9
  %".74" = select  i1 %".72", i64 4, i64 %".73" , !dbg !9
  %".75" = select  i1 %".70", i64 0, i64 %".74" , !dbg !9
  %".76" = icmp sgt i64 0, %".69" , !dbg !9
  %".77" = select  i1 %".76", i64 0, i64 %".69" , !dbg !9
  %".78" = icmp slt i64 4, %".75" , !dbg !9
  %".79" = select  i1 %".78", i64 4, i64 %".75" , !dbg !9
  %".80" = icmp sgt i64 %".79", %".77" , !dbg !9
  %".81" = select  i1 %".80", i64 %".79", i64 %".77" , !dbg !9
  %"edge.lo" = select  i1 %".64", i64 %".77", i64 0 , !dbg !9
  %"edge.hi" = select  i1 %".64", i64 %".81", i64 0 , !dbg !9
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !9
  %".82" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !9
  br i1 %".82", label %"edge.loop", label %"edge.done", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.loop.2"], [%".90", %"edge.loop"] , !dbg !9
  %".84" = mul i64 %"lane.2", %"b.stride0", !dbg !9
  %".85" = add i64 %".84", %"edge.lane", !dbg !9
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".85" , !dbg !9
  %"b.lane.val.1" = load float, ptr %"b.lane.1", !dbg !9
  %".86" = mul i64 %"lane.2", 4, !dbg !9
  %".87" = add i64 %"edge.lane", %".86", !dbg !9
  %".88" = getelementptr float, float* %"tile.tmp", i64 %".87" , !dbg !9
  store float %"b.lane.val.1", float* %".88", !dbg !9
  %".90" = add i64 %"edge.lane", 1, !dbg !9
  %".91" = icmp slt i64 %".90", %"edge.hi" , !dbg !9
  br i1 %".91", label %"edge.loop", label %"edge.done", !dbg !9
edge.done:
  %".93" = sub i64 4, %"edge.inner", !dbg !9
  %".94" = icmp slt i64 0, %".93" , !dbg !9
  br i1 %".94", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".112", %"edge.loop.1"] , !dbg !9
  %".96" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !9
  %".97" = add i64 %"edge.lane.1", %"edge.inner", !dbg !9
  %".98" = select  i1 %".96", i64 %"edge.lane.1", i64 %".97" , !dbg !9
  %".99" = add i64 0, %"lane.2", !dbg !9
  %".100" = icmp ult i64 %".99", %"b.dim0" , !dbg !9
  %".101" = and i1 1, %".100", !dbg !9
  %".102" = mul i64 %"lane.2", %"b.stride0", !dbg !9
  %".103" = add i64 0, %".98", !dbg !9
  %".104" = icmp ult i64 %".103", %"b.dim1" , !dbg !9
  %".105" = and i1 %".101", %".104", !dbg !9
  %".106" = add i64 %".102", %".98", !dbg !9
  %"b.lane.2" = getelementptr float, ptr %"b.window", i64 %".106" , !dbg !9
  %".107" = select  i1 %".105", ptr %"b.lane.2", float* %"b.other" , !dbg !9
  %"b.lane.val.2" = load float, ptr %".107", !dbg !9
  %".108" = mul i64 %"lane.2", 4, !dbg !9
  %".109" = add i64 %".98", %".108", !dbg !9
  %".110" = getelementptr float, float* %"tile.tmp", i64 %".109" , !dbg !9
  store float %"b.lane.val.2", float* %".110", !dbg !9
  %".112" = add i64 %"edge.lane.1", 1, !dbg !9
  %".113" = icmp slt i64 %".112", %".93" , !dbg !9
  br i1 %".113", label %"edge.loop.1", label %"edge.done.1", !dbg !9, !llvm.loop !12
edge.done.1:
  %".115" = add i64 %"lane.2", 1, !dbg !9
  %".116" = icmp ult i64 %".115", 4 , !dbg !9
  br i1 %".116", label %"tile.loop.2", label %"tile.end.2", !dbg !9
mm.a.gm:
  %".134" = mul i64 0, 4, !dbg !9
  %".135" = add i64 0, %".134", !dbg !9
  %".136" = mul i64 0, 1, !dbg !9
  %".137" = add i64 %".136", 0, !dbg !9
  %".138" = add i64 %".135", 0, !dbg !9
  %".139" = mul i64 %".138", %"c.stride0", !dbg !9
  %".140" = add i64 %".139", 0, !dbg !9
  %".141" = add i64 %".135", 1, !dbg !9
  %".142" = mul i64 %".141", %"c.stride0", !dbg !9
  %".143" = add i64 %".142", 0, !dbg !9
  %".144" = add i64 %".135", 2, !dbg !9
  %".145" = mul i64 %".144", %"c.stride0", !dbg !9
  %".146" = add i64 %".145", 0, !dbg !9
  %".147" = add i64 %".135", 3, !dbg !9
  %".148" = mul i64 %".147", %"c.stride0", !dbg !9
  %".149" = add i64 %".148", 0, !dbg !9
  %".150" = add i64 %".135", 0, !dbg !9
  %".151" = mul i64 %".150", 4, !dbg !9
  %".152" = add i64 %".135", 1, !dbg !9
  %".153" = mul i64 %".152", 4, !dbg !9
  %".154" = add i64 %".135", 2, !dbg !9
  %".155" = mul i64 %".154", 4, !dbg !9
  %".156" = add i64 %".135", 3, !dbg !9
  %".157" = mul i64 %".156", 4, !dbg !9
  %".158" = add i64 %".135", 0, !dbg !9
  %".159" = mul i64 %".158", %"a.stride0", !dbg !9
  %".160" = add i64 %".135", 1, !dbg !9
  %".161" = mul i64 %".160", %"a.stride0", !dbg !9
  %".162" = add i64 %".135", 2, !dbg !9
  %".163" = mul i64 %".162", %"a.stride0", !dbg !9
  %".164" = add i64 %".135", 3, !dbg !9
  %".165" = mul i64 %".164", %"a.stride0", !dbg !9
  %".166" = add i64 %".159", 0, !dbg !9
  %".167" = add i64 %".166", 32, !dbg !9
  %".168" = getelementptr float, ptr %"a.rows", i64 %".167" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".168", i32 0, i32 3, i32 1), !dbg !9
  %".170" = getelementptr float, ptr %"a.rows", i64 %".166" , !dbg !9
  %".171" = load <4 x float>, ptr %".170", align 4, !dbg !9
  %".172" = add i64 %".151", 0, !dbg !9
  %".173" = getelementptr float, float* %"tile.left", i64 %".172" , !dbg !9
  %".174" = bitcast float* %".173" to <4 x float>* , !dbg !9
  store <4 x float> %".171", <4 x float>* %".174", align 4, !dbg !9
  %".176" = add i64 %".161", 0, !dbg !9
  %".177" = add i64 %".176", 32, !dbg !9
  %".178" = getelementptr float, ptr %"a.rows", i64 %".177" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".178", i32 0, i32 3, i32 1), !dbg !9
  %".180" = getelementptr float, ptr %"a.rows", i64 %".176" , !dbg !9
  %".181" = load <4 x float>, ptr %".180", align 4, !dbg !9
  %".182" = add i64 %".153", 0, !dbg !9
  %".183" = getelementptr float, float* %"tile.left", i64 %".182" , !dbg !9
  %".184" = bitcast float* %".183" to <4 x float>* , !dbg !9
  store <4 x float> %".181", <4 x float>* %".184", align 4, !dbg !9
  %".186" = add i64 %".163", 0, !dbg !9
  %".187" = add i64 %".186", 32, !dbg !9
  %".188" = getelementptr float, ptr %"a.rows", i64 %".187" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".188", i32 0, i32 3, i32 1), !dbg !9
  %".190" = getelementptr float, ptr %"a.rows", i64 %".186" , !dbg !9
  %".191" = load <4 x float>, ptr %".190", align 4, !dbg !9
  %".192" = add i64 %".155", 0, !dbg !9
  %".193" = getelementptr float, float* %"tile.left", i64 %".192" , !dbg !9
  %".194" = bitcast float* %".193" to <4 x float>* , !dbg !9
  store <4 x float> %".191", <4 x float>* %".194", align 4, !dbg !9
  %".196" = add i64 %".165", 0, !dbg !9
  %".197" = add i64 %".196", 32, !dbg !9
  %".198" = getelementptr float, ptr %"a.rows", i64 %".197" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".198", i32 0, i32 3, i32 1), !dbg !9
  %".200" = getelementptr float, ptr %"a.rows", i64 %".196" , !dbg !9
  %".201" = load <4 x float>, ptr %".200", align 4, !dbg !9
  %".202" = add i64 %".157", 0, !dbg !9
  %".203" = getelementptr float, float* %"tile.left", i64 %".202" , !dbg !9
  %".204" = bitcast float* %".203" to <4 x float>* , !dbg !9
  store <4 x float> %".201", <4 x float>* %".204", align 4, !dbg !9
  %".206" = mul i64 0, 4, !dbg !9
  %".207" = add i64 %".206", 0, !dbg !9
  %".208" = add i64 %".207", 0, !dbg !9
  %".209" = getelementptr float, float* %"tile.tmp", i64 %".208" , !dbg !9
  %".210" = bitcast float* %".209" to <4 x float>* , !dbg !9
  %".211" = load <4 x float>, <4 x float>* %".210", align 4, !dbg !9
  %".212" = add i64 %".159", 0, !dbg !9
  %".213" = getelementptr float, ptr %"a.rows", i64 %".212" , !dbg !9
  %".214" = load float, ptr %".213", align 4, !dbg !9
  %".215" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".214", i32 0
  %".216" = shufflevector <4 x float> %".215", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".217" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".216", <4 x float> %".211", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".218" = add i64 %".161", 0, !dbg !9
  %".219" = getelementptr float, ptr %"a.rows", i64 %".218" , !dbg !9
  %".220" = load float, ptr %".219", align 4, !dbg !9
  %".221" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".220", i32 0
  %".222" = shufflevector <4 x float> %".221", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".223" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".222", <4 x float> %".211", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".224" = add i64 %".163", 0, !dbg !9
  %".225" = getelementptr float, ptr %"a.rows", i64 %".224" , !dbg !9
  %".226" = load float, ptr %".225", align 4, !dbg !9
  %".227" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".226", i32 0
  %".228" = shufflevector <4 x float> %".227", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".229" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".228", <4 x float> %".211", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".230" = add i64 %".165", 0, !dbg !9
  %".231" = getelementptr float, ptr %"a.rows", i64 %".230" , !dbg !9
  %".232" = load float, ptr %".231", align 4, !dbg !9
  %".233" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".232", i32 0
  %".234" = shufflevector <4 x float> %".233", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".235" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".234", <4 x float> %".211", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".236" = mul i64 1, 4, !dbg !9
  %".237" = add i64 %".236", 0, !dbg !9
  %".238" = add i64 %".237", 0, !dbg !9
  %".239" = getelementptr float, float* %"tile.tmp", i64 %".238" , !dbg !9
  %".240" = bitcast float* %".239" to <4 x float>* , !dbg !9
  %".241" = load <4 x float>, <4 x float>* %".240", align 4, !dbg !9
  %".242" = add i64 %".159", 1, !dbg !9
  %".243" = getelementptr float, ptr %"a.rows", i64 %".242" , !dbg !9
  %".244" = load float, ptr %".243", align 4, !dbg !9
  %".245" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".244", i32 0
  %".246" = shufflevector <4 x float> %".245", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".247" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".246", <4 x float> %".241", <4 x float> %".217"), !dbg !9
  %".248" = add i64 %".161", 1, !dbg !9
  %".249" = getelementptr float, ptr %"a.rows", i64 %".248" , !dbg !9
  %".250" = load float, ptr %".249", align 4, !dbg !9
  %".251" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".250", i32 0
  %".252" = shufflevector <4 x float> %".251", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".253" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".252", <4 x float> %".241", <4 x float> %".223"), !dbg !9
  %".254" = add i64 %".163", 1, !dbg !9
  %".255" = getelementptr float, ptr %"a.rows", i64 %".254" , !dbg !9
  %".256" = load float, ptr %".255", align 4, !dbg !9
  %".257" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".256", i32 0
  %".258" = shufflevector <4 x float> %".257", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".259" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".258", <4 x float> %".241", <4 x float> %".229"), !dbg !9
  %".260" = add i64 %".165", 1, !dbg !9
  %".261" = getelementptr float, ptr %"a.rows", i64 %".260" , !dbg !9
  %".262" = load float, ptr %".261", align 4, !dbg !9
  %".263" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".262", i32 0
  %".264" = shufflevector <4 x float> %".263", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".265" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".264", <4 x float> %".241", <4 x float> %".235"), !dbg !9
  %".266" = mul i64 2, 4, !dbg !9
  %".267" = add i64 %".266", 0, !dbg !9
  %".268" = add i64 %".267", 0, !dbg !9
  %".269" = getelementptr float, float* %"tile.tmp", i64 %".268" , !dbg !9
  %".270" = bitcast float* %".269" to <4 x float>* , !dbg !9
  %".271" = load <4 x float>, <4 x float>* %".270", align 4, !dbg !9
  %".272" = add i64 %".159", 2, !dbg !9
  %".273" = getelementptr float, ptr %"a.rows", i64 %".272" , !dbg !9
  %".274" = load float, ptr %".273", align 4, !dbg !9
  %".275" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".274", i32 0
  %".276" = shufflevector <4 x float> %".275", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".277" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".276", <4 x float> %".271", <4 x float> %".247"), !dbg !9
  %".278" = add i64 %".161", 2, !dbg !9
  %".279" = getelementptr float, ptr %"a.rows", i64 %".278" , !dbg !9
  %".280" = load float, ptr %".279", align 4, !dbg !9
  %".281" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".280", i32 0
  %".282" = shufflevector <4 x float> %".281", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".283" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".282", <4 x float> %".271", <4 x float> %".253"), !dbg !9
  %".284" = add i64 %".163", 2, !dbg !9
  %".285" = getelementptr float, ptr %"a.rows", i64 %".284" , !dbg !9
  %".286" = load float, ptr %".285", align 4, !dbg !9
  %".287" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".286", i32 0
  %".288" = shufflevector <4 x float> %".287", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".289" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".288", <4 x float> %".271", <4 x float> %".259"), !dbg !9
  %".290" = add i64 %".165", 2, !dbg !9
  %".291" = getelementptr float, ptr %"a.rows", i64 %".290" , !dbg !9
  %".292" = load float, ptr %".291", align 4, !dbg !9
  %".293" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".292", i32 0
  %".294" = shufflevector <4 x float> %".293", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".295" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".294", <4 x float> %".271", <4 x float> %".265"), !dbg !9
  %".296" = mul i64 3, 4, !dbg !9
  %".297" = add i64 %".296", 0, !dbg !9
  %".298" = add i64 %".297", 0, !dbg !9
  %".299" = getelementptr float, float* %"tile.tmp", i64 %".298" , !dbg !9
  %".300" = bitcast float* %".299" to <4 x float>* , !dbg !9
  %".301" = load <4 x float>, <4 x float>* %".300", align 4, !dbg !9
  %".302" = add i64 %".159", 3, !dbg !9
  %".303" = getelementptr float, ptr %"a.rows", i64 %".302" , !dbg !9
  %".304" = load float, ptr %".303", align 4, !dbg !9
  %".305" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".304", i32 0
  %".306" = shufflevector <4 x float> %".305", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".307" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".306", <4 x float> %".301", <4 x float> %".277"), !dbg !9
  %".308" = add i64 %".161", 3, !dbg !9
  %".309" = getelementptr float, ptr %"a.rows", i64 %".308" , !dbg !9
  %".310" = load float, ptr %".309", align 4, !dbg !9
  %".311" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".310", i32 0
  %".312" = shufflevector <4 x float> %".311", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".313" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".312", <4 x float> %".301", <4 x float> %".283"), !dbg !9
  %".314" = add i64 %".163", 3, !dbg !9
  %".315" = getelementptr float, ptr %"a.rows", i64 %".314" , !dbg !9
  %".316" = load float, ptr %".315", align 4, !dbg !9
  %".317" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".316", i32 0
  %".318" = shufflevector <4 x float> %".317", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".319" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".318", <4 x float> %".301", <4 x float> %".289"), !dbg !9
  %".320" = add i64 %".165", 3, !dbg !9
  %".321" = getelementptr float, ptr %"a.rows", i64 %".320" , !dbg !9
  %".322" = load float, ptr %".321", align 4, !dbg !9
  %".323" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".322", i32 0
  %".324" = shufflevector <4 x float> %".323", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".325" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".324", <4 x float> %".301", <4 x float> %".295"), !dbg !9
  %".326" = add i64 %".140", 0, !dbg !9
  %".327" = getelementptr float, ptr %"c.result", i64 %".326" , !dbg !9
  store <4 x float> %".307", ptr %".327", align 4, !dbg !9
  %".329" = add i64 %".143", 0, !dbg !9
  %".330" = getelementptr float, ptr %"c.result", i64 %".329" , !dbg !9
  store <4 x float> %".313", ptr %".330", align 4, !dbg !9
  %".332" = add i64 %".146", 0, !dbg !9
  %".333" = getelementptr float, ptr %"c.result", i64 %".332" , !dbg !9
  store <4 x float> %".319", ptr %".333", align 4, !dbg !9
  %".335" = add i64 %".149", 0, !dbg !9
  %".336" = getelementptr float, ptr %"c.result", i64 %".335" , !dbg !9
  store <4 x float> %".325", ptr %".336", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
mm.a.staged:
  %"i.5" = load i64, i64* %"i", !dbg !9
  %".339" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".339", !dbg !9
  %".341" = icmp sge i64 %"i.5", 0 , !dbg !9
  %".342" = sub i64 %"a.dim0", 4, !dbg !9
  %".343" = icmp sle i64 %"i.5", %".342" , !dbg !9
  %".344" = and i1 %".341", %".343", !dbg !9
  %".345" = and i1 1, %".344", !dbg !9
  %".346" = icmp sge i64 0, 0 , !dbg !9
  %".347" = sub i64 %"a.dim1", 4, !dbg !9
  %".348" = icmp sle i64 0, %".347" , !dbg !9
  %".349" = and i1 %".346", %".348", !dbg !9
  %".350" = and i1 %".345", %".349", !dbg !9
  %".351" = mul i64 %"i.5", %"a.stride0", !dbg !9
  %".352" = add i64 %".351", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".352" , !dbg !9
  br i1 %".350", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
mm.a.done:
  br label %"mm.gm.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.3", !dbg !9
tile.masked.1:
  br label %"tile.loop.5", !dbg !9
tile.done.1:
  %".427" = mul i64 0, 4, !dbg !9
  %".428" = add i64 0, %".427", !dbg !9
  %".429" = mul i64 0, 1, !dbg !9
  %".430" = add i64 %".429", 0, !dbg !9
  %".431" = add i64 %".428", 0, !dbg !9
  %".432" = mul i64 %".431", %"c.stride0", !dbg !9
  %".433" = add i64 %".432", 0, !dbg !9
  %".434" = add i64 %".428", 1, !dbg !9
  %".435" = mul i64 %".434", %"c.stride0", !dbg !9
  %".436" = add i64 %".435", 0, !dbg !9
  %".437" = add i64 %".428", 2, !dbg !9
  %".438" = mul i64 %".437", %"c.stride0", !dbg !9
  %".439" = add i64 %".438", 0, !dbg !9
  %".440" = add i64 %".428", 3, !dbg !9
  %".441" = mul i64 %".440", %"c.stride0", !dbg !9
  %".442" = add i64 %".441", 0, !dbg !9
  %".443" = add i64 %".428", 0, !dbg !9
  %".444" = mul i64 %".443", 4, !dbg !9
  %".445" = add i64 %".428", 1, !dbg !9
  %".446" = mul i64 %".445", 4, !dbg !9
  %".447" = add i64 %".428", 2, !dbg !9
  %".448" = mul i64 %".447", 4, !dbg !9
  %".449" = add i64 %".428", 3, !dbg !9
  %".450" = mul i64 %".449", 4, !dbg !9
  %".451" = mul i64 0, 4, !dbg !9
  %".452" = add i64 %".451", 0, !dbg !9
  %".453" = add i64 %".452", 0, !dbg !9
  %".454" = getelementptr float, float* %"tile.tmp", i64 %".453" , !dbg !9
  %".455" = bitcast float* %".454" to <4 x float>* , !dbg !9
  %".456" = load <4 x float>, <4 x float>* %".455", align 4, !dbg !9
  %".457" = add i64 %".444", 0, !dbg !9
  %".458" = getelementptr float, float* %"tile.left", i64 %".457" , !dbg !9
  %".459" = load float, float* %".458", align 4, !dbg !9
  %".460" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".459", i32 0
  %".461" = shufflevector <4 x float> %".460", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".462" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".461", <4 x float> %".456", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".463" = add i64 %".446", 0, !dbg !9
  %".464" = getelementptr float, float* %"tile.left", i64 %".463" , !dbg !9
  %".465" = load float, float* %".464", align 4, !dbg !9
  %".466" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".465", i32 0
  %".467" = shufflevector <4 x float> %".466", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".468" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".467", <4 x float> %".456", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".469" = add i64 %".448", 0, !dbg !9
  %".470" = getelementptr float, float* %"tile.left", i64 %".469" , !dbg !9
  %".471" = load float, float* %".470", align 4, !dbg !9
  %".472" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".471", i32 0
  %".473" = shufflevector <4 x float> %".472", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".474" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".473", <4 x float> %".456", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".475" = add i64 %".450", 0, !dbg !9
  %".476" = getelementptr float, float* %"tile.left", i64 %".475" , !dbg !9
  %".477" = load float, float* %".476", align 4, !dbg !9
  %".478" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".477", i32 0
  %".479" = shufflevector <4 x float> %".478", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".480" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".479", <4 x float> %".456", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".481" = mul i64 1, 4, !dbg !9
  %".482" = add i64 %".481", 0, !dbg !9
  %".483" = add i64 %".482", 0, !dbg !9
  %".484" = getelementptr float, float* %"tile.tmp", i64 %".483" , !dbg !9
  %".485" = bitcast float* %".484" to <4 x float>* , !dbg !9
  %".486" = load <4 x float>, <4 x float>* %".485", align 4, !dbg !9
  %".487" = add i64 %".444", 1, !dbg !9
  %".488" = getelementptr float, float* %"tile.left", i64 %".487" , !dbg !9
  %".489" = load float, float* %".488", align 4, !dbg !9
  %".490" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".489", i32 0
  %".491" = shufflevector <4 x float> %".490", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".492" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".491", <4 x float> %".486", <4 x float> %".462"), !dbg !9
  %".493" = add i64 %".446", 1, !dbg !9
  %".494" = getelementptr float, float* %"tile.left", i64 %".493" , !dbg !9
  %".495" = load float, float* %".494", align 4, !dbg !9
  %".496" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".495", i32 0
  %".497" = shufflevector <4 x float> %".496", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".498" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".497", <4 x float> %".486", <4 x float> %".468"), !dbg !9
  %".499" = add i64 %".448", 1, !dbg !9
  %".500" = getelementptr float, float* %"tile.left", i64 %".499" , !dbg !9
  %".501" = load float, float* %".500", align 4, !dbg !9
  %".502" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".501", i32 0
  %".503" = shufflevector <4 x float> %".502", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".504" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".503", <4 x float> %".486", <4 x float> %".474"), !dbg !9
  %".505" = add i64 %".450", 1, !dbg !9
  %".506" = getelementptr float, float* %"tile.left", i64 %".505" , !dbg !9
  %".507" = load float, float* %".506", align 4, !dbg !9
  %".508" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".507", i32 0
  %".509" = shufflevector <4 x float> %".508", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".510" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".509", <4 x float> %".486", <4 x float> %".480"), !dbg !9
  %".511" = mul i64 2, 4, !dbg !9
  %".512" = add i64 %".511", 0, !dbg !9
  %".513" = add i64 %".512", 0, !dbg !9
  %".514" = getelementptr float, float* %"tile.tmp", i64 %".513" , !dbg !9
  %".515" = bitcast float* %".514" to <4 x float>* , !dbg !9
  %".516" = load <4 x float>, <4 x float>* %".515", align 4, !dbg !9
  %".517" = add i64 %".444", 2, !dbg !9
  %".518" = getelementptr float, float* %"tile.left", i64 %".517" , !dbg !9
  %".519" = load float, float* %".518", align 4, !dbg !9
  %".520" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".519", i32 0
  %".521" = shufflevector <4 x float> %".520", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".522" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".521", <4 x float> %".516", <4 x float> %".492"), !dbg !9
  %".523" = add i64 %".446", 2, !dbg !9
  %".524" = getelementptr float, float* %"tile.left", i64 %".523" , !dbg !9
  %".525" = load float, float* %".524", align 4, !dbg !9
  %".526" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".525", i32 0
  %".527" = shufflevector <4 x float> %".526", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".528" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".527", <4 x float> %".516", <4 x float> %".498"), !dbg !9
  %".529" = add i64 %".448", 2, !dbg !9
  %".530" = getelementptr float, float* %"tile.left", i64 %".529" , !dbg !9
  %".531" = load float, float* %".530", align 4, !dbg !9
  %".532" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".531", i32 0
  %".533" = shufflevector <4 x float> %".532", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".534" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".533", <4 x float> %".516", <4 x float> %".504"), !dbg !9
  %".535" = add i64 %".450", 2, !dbg !9
  %".536" = getelementptr float, float* %"tile.left", i64 %".535" , !dbg !9
  %".537" = load float, float* %".536", align 4, !dbg !9
  %".538" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".537", i32 0
  %".539" = shufflevector <4 x float> %".538", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".540" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".539", <4 x float> %".516", <4 x float> %".510"), !dbg !9
  %".541" = mul i64 3, 4, !dbg !9
  %".542" = add i64 %".541", 0, !dbg !9
  %".543" = add i64 %".542", 0, !dbg !9
  %".544" = getelementptr float, float* %"tile.tmp", i64 %".543" , !dbg !9
  %".545" = bitcast float* %".544" to <4 x float>* , !dbg !9
  %".546" = load <4 x float>, <4 x float>* %".545", align 4, !dbg !9
  %".547" = add i64 %".444", 3, !dbg !9
  %".548" = getelementptr float, float* %"tile.left", i64 %".547" , !dbg !9
  %".549" = load float, float* %".548", align 4, !dbg !9
  %".550" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".549", i32 0
  %".551" = shufflevector <4 x float> %".550", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".552" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".551", <4 x float> %".546", <4 x float> %".522"), !dbg !9
  %".553" = add i64 %".446", 3, !dbg !9
  %".554" = getelementptr float, float* %"tile.left", i64 %".553" , !dbg !9
  %".555" = load float, float* %".554", align 4, !dbg !9
  %".556" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".555", i32 0
  %".557" = shufflevector <4 x float> %".556", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".558" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".557", <4 x float> %".546", <4 x float> %".528"), !dbg !9
  %".559" = add i64 %".448", 3, !dbg !9
  %".560" = getelementptr float, float* %"tile.left", i64 %".559" , !dbg !9
  %".561" = load float, float* %".560", align 4, !dbg !9
  %".562" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".561", i32 0
  %".563" = shufflevector <4 x float> %".562", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".564" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".563", <4 x float> %".546", <4 x float> %".534"), !dbg !9
  %".565" = add i64 %".450", 3, !dbg !9
  %".566" = getelementptr float, float* %"tile.left", i64 %".565" , !dbg !9
  %".567" = load float, float* %".566", align 4, !dbg !9
  %".568" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".567", i32 0
  %".569" = shufflevector <4 x float> %".568", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".570" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".569", <4 x float> %".546", <4 x float> %".540"), !dbg !9
  %".571" = add i64 %".433", 0, !dbg !9
  %".572" = getelementptr float, ptr %"c.result", i64 %".571" , !dbg !9
  store <4 x float> %".552", ptr %".572", align 4, !dbg !9
  %".574" = add i64 %".436", 0, !dbg !9
  %".575" = getelementptr float, ptr %"c.result", i64 %".574" , !dbg !9
  store <4 x float> %".558", ptr %".575", align 4, !dbg !9
  %".577" = add i64 %".439", 0, !dbg !9
  %".578" = getelementptr float, ptr %"c.result", i64 %".577" , !dbg !9
  store <4 x float> %".564", ptr %".578", align 4, !dbg !9
  %".580" = add i64 %".442", 0, !dbg !9
  %".581" = getelementptr float, ptr %"c.result", i64 %".580" , !dbg !9
  store <4 x float> %".570", ptr %".581", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside.1"], [%".365", %"tile.end.4"] , !dbg !9
  br label %"tile.loop.4", !dbg !9
tile.end.3:
  br label %"tile.done.1", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".362", %"tile.loop.4"] , !dbg !9
  %".356" = mul i64 %"lane.3", %"a.stride0", !dbg !9
  %".357" = add i64 %".356", %"lane.4", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".357" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".358" = mul i64 %"lane.3", 4, !dbg !9
  %".359" = add i64 %"lane.4", %".358", !dbg !9
  %".360" = getelementptr float, float* %"tile.left", i64 %".359" , !dbg !9
  store float %"a.lane.val", float* %".360", !dbg !9
  %".362" = add i64 %"lane.4", 1, !dbg !9
  %".363" = icmp ult i64 %".362", 4 , !dbg !9
  br i1 %".363", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.end.4:
  %".365" = add i64 %"lane.3", 1, !dbg !9
  %".366" = icmp ult i64 %".365", 4 , !dbg !9
  br i1 %".366", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked.1"], [%".423", %"edge.done.3"] , !dbg !9
  %".370" = add i64 %"i.5", %"lane.5", !dbg !9
  %".371" = icmp ult i64 %".370", %"a.dim0" , !dbg !9
  %".372" = and i1 1, %".371", !dbg !9
  %".373" = icmp slt i64 0, -4 , !dbg !9
  %".374" = icmp slt i64 0, 0 , !dbg !9
  %".375" = sub i64 0, 0, !dbg !9
  %".376" = select  i1 %".374", i64 %".375", i64 0 , !dbg !9
  %".377" = select  i1 %".373", i64 4, i64 %".376" , !dbg !9
  %".378" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".379" = sub i64 %"a.dim1", 4, !dbg !9
  %".380" = icmp slt i64 0, %".379" , !dbg !9
  %".381" = sub i64 %"a.dim1", 0, !dbg !9
  %".382" = select  i1 %".380", i64 4, i64 %".381" , !dbg !9
  %".383" = select  i1 %".378", i64 0, i64 %".382" , !dbg !9
  %".384" = icmp sgt i64 0, %".377" , !dbg !9
  %".385" = select  i1 %".384", i64 0, i64 %".377" , !dbg !9
  %".386" = icmp slt i64 4, %".383" , !dbg !9
  %".387" = select  i1 %".386", i64 4, i64 %".383" , !dbg !9
  %".388" = icmp sgt i64 %".387", %".385" , !dbg !9
  %".389" = select  i1 %".388", i64 %".387", i64 %".385" , !dbg !9
  %"edge.lo.1" = select  i1 %".372", i64 %".385", i64 0 , !dbg !9
  %"edge.hi.1" = select  i1 %".372", i64 %".389", i64 0 , !dbg !9
  %"edge.inner.1" = sub i64 %"edge.hi.1", %"edge.lo.1", !dbg !9
  %".390" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !9
  br i1 %".390", label %"edge.loop.2", label %"edge.done.2", !dbg !9
tile.end.5:
  br label %"tile.done.1", !dbg !9
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.lo.1", %"tile.loop.5"], [%".398", %"edge.loop.2"] , !dbg !9
  %".392" = mul i64 %"lane.5", %"a.stride0", !dbg !9
  %".393" = add i64 %".392", %"edge.lane.2", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".393" , !dbg !9
  %"a.lane.val.1" = load float, ptr %"a.lane.1", !dbg !9
  %".394" = mul i64 %"lane.5", 4, !dbg !9
  %".395" = add i64 %"edge.lane.2", %".394", !dbg !9
  %".396" = getelementptr float, float* %"tile.left", i64 %".395" , !dbg !9
  store float %"a.lane.val.1", float* %".396", !dbg !9
  %".398" = add i64 %"edge.lane.2", 1, !dbg !9
  %".399" = icmp slt i64 %".398", %"edge.hi.1" , !dbg !9
  br i1 %".399", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.done.2:
  %".401" = sub i64 4, %"edge.inner.1", !dbg !9
  %".402" = icmp slt i64 0, %".401" , !dbg !9
  br i1 %".402", label %"edge.loop.3", label %"edge.done.3", !dbg !9
edge.loop.3:
  %"edge.lane.3" = phi  i64 [0, %"edge.done.2"], [%".420", %"edge.loop.3"] , !dbg !9
  %".404" = icmp ult i64 %"edge.lane.3", %"edge.lo.1" , !dbg !9
  %".405" = add i64 %"edge.lane.3", %"edge.inner.1", !dbg !9
  %".406" = select  i1 %".404", i64 %"edge.lane.3", i64 %".405" , !dbg !9
  %".407" = add i64 %"i.5", %"lane.5", !dbg !9
  %".408" = icmp ult i64 %".407", %"a.dim0" , !dbg !9
  %".409" = and i1 1, %".408", !dbg !9
  %".410" = mul i64 %"lane.5", %"a.stride0", !dbg !9
  %".411" = add i64 0, %".406", !dbg !9
  %".412" = icmp ult i64 %".411", %"a.dim1" , !dbg !9
  %".413" = and i1 %".409", %".412", !dbg !9
  %".414" = add i64 %".410", %".406", !dbg !9
  %"a.lane.2" = getelementptr float, ptr %"a.window", i64 %".414" , !dbg !9
  %".415" = select  i1 %".413", ptr %"a.lane.2", float* %"a.other" , !dbg !9
  %"a.lane.val.2" = load float, ptr %".415", !dbg !9
  %".416" = mul i64 %"lane.5", 4, !dbg !9
  %".417" = add i64 %".406", %".416", !dbg !9
  %".418" = getelementptr float, float* %"tile.left", i64 %".417" , !dbg !9
  store float %"a.lane.val.2", float* %".418", !dbg !9
  %".420" = add i64 %"edge.lane.3", 1, !dbg !9
  %".421" = icmp slt i64 %".420", %".401" , !dbg !9
  br i1 %".421", label %"edge.loop.3", label %"edge.done.3", !dbg !9, !llvm.loop !13
edge.done.3:
  %".423" = add i64 %"lane.5", 1, !dbg !9
  %".424" = icmp ult i64 %".423", 4 , !dbg !9
  br i1 %".424", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.inside.2:
  br label %"tile.loop.6", !dbg !9
tile.masked.2:
  br label %"tile.loop.8", !dbg !9
tile.done.2:
  br i1 %".606", label %"mm.a.gm.1", label %"mm.a.staged.1", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.inside.2"], [%".633", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.2", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".630", %"tile.loop.7"] , !dbg !9
  %".624" = mul i64 %"lane.6", %"b.stride0", !dbg !9
  %".625" = add i64 %".624", %"lane.7", !dbg !9
  %"b.lane.3" = getelementptr float, ptr %"b.window.1", i64 %".625" , !dbg !9
  %"b.lane.val.3" = load float, ptr %"b.lane.3", !dbg !9
  %".626" = mul i64 %"lane.6", 4, !dbg !9
  %".627" = add i64 %"lane.7", %".626", !dbg !9
  %".628" = getelementptr float, float* %"tile.tmp.2", i64 %".627" , !dbg !9
  store float %"b.lane.val.3", float* %".628", !dbg !9
  %".630" = add i64 %"lane.7", 1, !dbg !9
  %".631" = icmp ult i64 %".630", 4 , !dbg !9
  br i1 %".631", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".633" = add i64 %"lane.6", 1, !dbg !9
  %".634" = icmp ult i64 %".633", 4 , !dbg !9
  br i1 %".634", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.masked.2"], [%".691", %"edge.done.5"] , !dbg !9
  %".638" = add i64 0, %"lane.8", !dbg !9
  %".639" = icmp ult i64 %".638", %"b.dim0" , !dbg !9
  %".640" = and i1 1, %".639", !dbg !9
  %".641" = icmp slt i64 0, -4 , !dbg !9
  %".642" = icmp slt i64 0, 0 , !dbg !9
  %".643" = sub i64 0, 0, !dbg !9
  %".644" = select  i1 %".642", i64 %".643", i64 0 , !dbg !9
  %".645" = select  i1 %".641", i64 4, i64 %".644" , !dbg !9
  %".646" = icmp sge i64 0, %"b.dim1" , !dbg !9
  %".647" = sub i64 %"b.dim1", 4, !dbg !9
  %".648" = icmp slt i64 0, %".647" , !dbg !9
  %".649" = sub i64 %"b.dim1", 0, !dbg !9
  %".650" = select  i1 %".648", i64 4, i64 %".649" , !dbg !9
  %".651" = select  i1 %".646", i64 0, i64 %".650" , !dbg !9
  %".652" = icmp sgt i64 0, %".645" , !dbg !9
  %".653" = select  i1 %".652", i64 0, i64 %".645" , !dbg !9
  %".654" = icmp slt i64 4, %".651" , !dbg !9
  %".655" = select  i1 %".654", i64 4, i64 %".651" , !dbg !9
  %".656" = icmp sgt i64 %".655", %".653" , !dbg !9
  %".657" = select  i1 %".656", i64 %".655", i64 %".653" , !dbg !9
  %"edge.lo.2" = select  i1 %".640", i64 %".653", i64 0 , !dbg !9
  %"edge.hi.2" = select  i1 %".640", i64 %".657", i64 0 , !dbg !9
  %"edge.inner.2" = sub i64 %"edge.hi.2", %"edge.lo.2", !dbg !9
  %".658" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !9
  br i1 %".658", label %"edge.loop.4", label %"edge.done.4", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
edge.loop.4:
  %"edge.lane.4" = phi  i64 [%"edge.lo.2", %"tile.loop.8"], [%".666", %"edge.loop.4"] , !dbg !9
  %".660" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".661" = add i64 %".660", %"edge.lane.4", !dbg !9
  %"b.lane.4" = getelementptr float, ptr %"b.window.1", i64 %".661" , !dbg !9
  %"b.lane.val.4" = load float, ptr %"b.lane.4", !dbg !9
  %".662" = mul i64 %"lane.8", 4, !dbg !9
  %".663" = add i64 %"edge.lane.4", %".662", !dbg !9
  %".664" = getelementptr float, float* %"tile.tmp.2", i64 %".663" , !dbg !9
  store float %"b.lane.val.4", float* %".664", !dbg !9
  %".666" = add i64 %"edge.lane.4", 1, !dbg !9
  %".667" = icmp slt i64 %".666", %"edge.hi.2" , !dbg !9
  br i1 %".667", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.done.4:
  %".669" = sub i64 4, %"edge.inner.2", !dbg !9
  %".670" = icmp slt i64 0, %".669" , !dbg !9
  br i1 %".670", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.loop.5:
  %"edge.lane.5" = phi  i64 [0, %"edge.done.4"], [%".688", %"edge.loop.5"] , !dbg !9
  %".672" = icmp ult i64 %"edge.lane.5", %"edge.lo.2" , !dbg !9
  %".673" = add i64 %"edge.lane.5", %"edge.inner.2", !dbg !9
  %".674" = select  i1 %".672", i64 %"edge.lane.5", i64 %".673" , !dbg !9
  %".675" = add i64 0, %"lane.8", !dbg !9
  %".676" = icmp ult i64 %".675", %"b.dim0" , !dbg !9
  %".677" = and i1 1, %".676", !dbg !9
  %".678" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".679" = add i64 0, %".674", !dbg !9
  %".680" = icmp ult i64 %".679", %"b.dim1" , !dbg !9
  %".681" = and i1 %".677", %".680", !dbg !9
  %".682" = add i64 %".678", %".674", !dbg !9
  %"b.lane.5" = getelementptr float, ptr %"b.window.1", i64 %".682" , !dbg !9
  %".683" = select  i1 %".681", ptr %"b.lane.5", float* %"b.other.1" , !dbg !9
  %"b.lane.val.5" = load float, ptr %".683", !dbg !9
  %".684" = mul i64 %"lane.8", 4, !dbg !9
  %".685" = add i64 %".674", %".684", !dbg !9
  %".686" = getelementptr float, float* %"tile.tmp.2", i64 %".685" , !dbg !9
  store float %"b.lane.val.5", float* %".686", !dbg !9
  %".688" = add i64 %"edge.lane.5", 1, !dbg !9
  %".689" = icmp slt i64 %".688", %".669" , !dbg !9
  br i1 %".689", label %"edge.loop.5", label %"edge.done.5", !dbg !9, !llvm.loop !14
edge.done.5:
  %".691" = add i64 %"lane.8", 1, !dbg !9
  %".692" = icmp ult i64 %".691", 4 , !dbg !9
  br i1 %".692", label %"tile.loop.8", label %"tile.end.8", !dbg !9
mm.a.gm.1:
  %".696" = mul i64 0, 4, !dbg !9
  %".697" = add i64 0, %".696", !dbg !9
  %".698" = mul i64 0, 1, !dbg !9
  %".699" = add i64 %".698", 0, !dbg !9
  %".700" = icmp slt i64 %".697", %".589" , !dbg !9
  %".701" = icmp slt i64 0, %".594" , !dbg !9
  %".702" = and i1 %".700", %".701", !dbg !9
  br i1 %".702", label %"mm.stored", label %"mm.stored.done", !dbg !9
mm.a.staged.1:
  %"i.8" = load i64, i64* %"i", !dbg !9
  %".910" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".910", !dbg !9
  %".912" = icmp sge i64 %"i.8", 0 , !dbg !9
  %".913" = sub i64 %"a.dim0", 4, !dbg !9
  %".914" = icmp sle i64 %"i.8", %".913" , !dbg !9
  %".915" = and i1 %".912", %".914", !dbg !9
  %".916" = and i1 1, %".915", !dbg !9
  %".917" = icmp sge i64 0, 0 , !dbg !9
  %".918" = sub i64 %"a.dim1", 4, !dbg !9
  %".919" = icmp sle i64 0, %".918" , !dbg !9
  %".920" = and i1 %".917", %".919", !dbg !9
  %".921" = and i1 %".916", %".920", !dbg !9
  %".922" = mul i64 %"i.8", %"a.stride0", !dbg !9
  %".923" = add i64 %".922", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".923" , !dbg !9
  br i1 %".921", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
mm.a.done.1:
  %"i.9" = load i64, i64* %"i", !dbg !9
  %".1164" = icmp sge i64 %"i.9", 0 , !dbg !9
  %".1165" = sub i64 %"c.dim0", 4, !dbg !9
  %".1166" = icmp sle i64 %"i.9", %".1165" , !dbg !9
  %".1167" = and i1 %".1164", %".1166", !dbg !9
  %".1168" = and i1 1, %".1167", !dbg !9
  %".1169" = icmp sge i64 0, 0 , !dbg !9
  %".1170" = sub i64 %"c.dim1", 4, !dbg !9
  %".1171" = icmp sle i64 0, %".1170" , !dbg !9
  %".1172" = and i1 %".1169", %".1171", !dbg !9
  %".1173" = and i1 %".1168", %".1172", !dbg !9
  %".1174" = mul i64 %"i.9", %"c.stride0", !dbg !9
  %".1175" = add i64 %".1174", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".1175" , !dbg !9
  br i1 %".1173", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
mm.stored:
  %".704" = add i64 %".697", 0, !dbg !9
  %".705" = mul i64 %".704", 4, !dbg !9
  %".706" = add i64 %".705", 0, !dbg !9
  %".707" = add i64 %".697", 1, !dbg !9
  %".708" = mul i64 %".707", 4, !dbg !9
  %".709" = add i64 %".708", 0, !dbg !9
  %".710" = add i64 %".697", 2, !dbg !9
  %".711" = mul i64 %".710", 4, !dbg !9
  %".712" = add i64 %".711", 0, !dbg !9
  %".713" = add i64 %".697", 3, !dbg !9
  %".714" = mul i64 %".713", 4, !dbg !9
  %".715" = add i64 %".714", 0, !dbg !9
  %".716" = add i64 %".697", 0, !dbg !9
  %".717" = mul i64 %".716", 4, !dbg !9
  %".718" = add i64 %".697", 1, !dbg !9
  %".719" = mul i64 %".718", 4, !dbg !9
  %".720" = add i64 %".697", 2, !dbg !9
  %".721" = mul i64 %".720", 4, !dbg !9
  %".722" = add i64 %".697", 3, !dbg !9
  %".723" = mul i64 %".722", 4, !dbg !9
  %".724" = add i64 %".697", 0, !dbg !9
  %".725" = mul i64 %".724", %"a.stride0", !dbg !9
  %".726" = add i64 %".697", 1, !dbg !9
  %".727" = mul i64 %".726", %"a.stride0", !dbg !9
  %".728" = add i64 %".697", 2, !dbg !9
  %".729" = mul i64 %".728", %"a.stride0", !dbg !9
  %".730" = add i64 %".697", 3, !dbg !9
  %".731" = mul i64 %".730", %"a.stride0", !dbg !9
  %".732" = add i64 %".725", 0, !dbg !9
  %".733" = add i64 %".732", 32, !dbg !9
  %".734" = getelementptr float, ptr %"a.rows.1", i64 %".733" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".734", i32 0, i32 3, i32 1), !dbg !9
  %".736" = getelementptr float, ptr %"a.rows.1", i64 %".732" , !dbg !9
  %".737" = load <4 x float>, ptr %".736", align 4, !dbg !9
  %".738" = add i64 %".717", 0, !dbg !9
  %".739" = getelementptr float, float* %"tile.left.1", i64 %".738" , !dbg !9
  %".740" = bitcast float* %".739" to <4 x float>* , !dbg !9
  store <4 x float> %".737", <4 x float>* %".740", align 4, !dbg !9
  %".742" = add i64 %".727", 0, !dbg !9
  %".743" = add i64 %".742", 32, !dbg !9
  %".744" = getelementptr float, ptr %"a.rows.1", i64 %".743" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".744", i32 0, i32 3, i32 1), !dbg !9
  %".746" = getelementptr float, ptr %"a.rows.1", i64 %".742" , !dbg !9
  %".747" = load <4 x float>, ptr %".746", align 4, !dbg !9
  %".748" = add i64 %".719", 0, !dbg !9
  %".749" = getelementptr float, float* %"tile.left.1", i64 %".748" , !dbg !9
  %".750" = bitcast float* %".749" to <4 x float>* , !dbg !9
  store <4 x float> %".747", <4 x float>* %".750", align 4, !dbg !9
  %".752" = add i64 %".729", 0, !dbg !9
  %".753" = add i64 %".752", 32, !dbg !9
  %".754" = getelementptr float, ptr %"a.rows.1", i64 %".753" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".754", i32 0, i32 3, i32 1), !dbg !9
  %".756" = getelementptr float, ptr %"a.rows.1", i64 %".752" , !dbg !9
  %".757" = load <4 x float>, ptr %".756", align 4, !dbg !9
  %".758" = add i64 %".721", 0, !dbg !9
  %".759" = getelementptr float, float* %"tile.left.1", i64 %".758" , !dbg !9
  %".760" = bitcast float* %".759" to <4 x float>* , !dbg !9
  store <4 x float> %".757", <4 x float>* %".760", align 4, !dbg !9
  %".762" = add i64 %".731", 0, !dbg !9
  %".763" = add i64 %".762", 32, !dbg !9
  %".764" = getelementptr float, ptr %"a.rows.1", i64 %".763" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".764", i32 0, i32 3, i32 1), !dbg !9
  %".766" = getelementptr float, ptr %"a.rows.1", i64 %".762" , !dbg !9
  %".767" = load <4 x float>, ptr %".766", align 4, !dbg !9
  %".768" = add i64 %".723", 0, !dbg !9
  %".769" = getelementptr float, float* %"tile.left.1", i64 %".768" , !dbg !9
  %".770" = bitcast float* %".769" to <4 x float>* , !dbg !9
  store <4 x float> %".767", <4 x float>* %".770", align 4, !dbg !9
  %".772" = mul i64 0, 4, !dbg !9
  %".773" = add i64 %".772", 0, !dbg !9
  %".774" = add i64 %".773", 0, !dbg !9
  %".775" = getelementptr float, float* %"tile.tmp.2", i64 %".774" , !dbg !9
  %".776" = bitcast float* %".775" to <4 x float>* , !dbg !9
  %".777" = load <4 x float>, <4 x float>* %".776", align 4, !dbg !9
  %".778" = add i64 %".725", 0, !dbg !9
  %".779" = getelementptr float, ptr %"a.rows.1", i64 %".778" , !dbg !9
  %".780" = load float, ptr %".779", align 4, !dbg !9
  %".781" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".780", i32 0
  %".782" = shufflevector <4 x float> %".781", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".783" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".782", <4 x float> %".777", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".784" = add i64 %".727", 0, !dbg !9
  %".785" = getelementptr float, ptr %"a.rows.1", i64 %".784" , !dbg !9
  %".786" = load float, ptr %".785", align 4, !dbg !9
  %".787" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".786", i32 0
  %".788" = shufflevector <4 x float> %".787", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".789" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".788", <4 x float> %".777", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".790" = add i64 %".729", 0, !dbg !9
  %".791" = getelementptr float, ptr %"a.rows.1", i64 %".790" , !dbg !9
  %".792" = load float, ptr %".791", align 4, !dbg !9
  %".793" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".792", i32 0
  %".794" = shufflevector <4 x float> %".793", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".795" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".794", <4 x float> %".777", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".796" = add i64 %".731", 0, !dbg !9
  %".797" = getelementptr float, ptr %"a.rows.1", i64 %".796" , !dbg !9
  %".798" = load float, ptr %".797", align 4, !dbg !9
  %".799" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".798", i32 0
  %".800" = shufflevector <4 x float> %".799", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".801" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".800", <4 x float> %".777", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".802" = mul i64 1, 4, !dbg !9
  %".803" = add i64 %".802", 0, !dbg !9
  %".804" = add i64 %".803", 0, !dbg !9
  %".805" = getelementptr float, float* %"tile.tmp.2", i64 %".804" , !dbg !9
  %".806" = bitcast float* %".805" to <4 x float>* , !dbg !9
  %".807" = load <4 x float>, <4 x float>* %".806", align 4, !dbg !9
  %".808" = add i64 %".725", 1, !dbg !9
  %".809" = getelementptr float, ptr %"a.rows.1", i64 %".808" , !dbg !9
  %".810" = load float, ptr %".809", align 4, !dbg !9
  %".811" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".810", i32 0
  %".812" = shufflevector <4 x float> %".811", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".813" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".812", <4 x float> %".807", <4 x float> %".783"), !dbg !9
  %".814" = add i64 %".727", 1, !dbg !9
  %".815" = getelementptr float, ptr %"a.rows.1", i64 %".814" , !dbg !9
  %".816" = load float, ptr %".815", align 4, !dbg !9
  %".817" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".816", i32 0
  %".818" = shufflevector <4 x float> %".817", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".819" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".818", <4 x float> %".807", <4 x float> %".789"), !dbg !9
  %".820" = add i64 %".729", 1, !dbg !9
  %".821" = getelementptr float, ptr %"a.rows.1", i64 %".820" , !dbg !9
  %".822" = load float, ptr %".821", align 4, !dbg !9
  %".823" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".822", i32 0
  %".824" = shufflevector <4 x float> %".823", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".825" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".824", <4 x float> %".807", <4 x float> %".795"), !dbg !9
  %".826" = add i64 %".731", 1, !dbg !9
  %".827" = getelementptr float, ptr %"a.rows.1", i64 %".826" , !dbg !9
  %".828" = load float, ptr %".827", align 4, !dbg !9
  %".829" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".828", i32 0
  %".830" = shufflevector <4 x float> %".829", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".831" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".830", <4 x float> %".807", <4 x float> %".801"), !dbg !9
  %".832" = mul i64 2, 4, !dbg !9
  %".833" = add i64 %".832", 0, !dbg !9
  %".834" = add i64 %".833", 0, !dbg !9
  %".835" = getelementptr float, float* %"tile.tmp.2", i64 %".834" , !dbg !9
  %".836" = bitcast float* %".835" to <4 x float>* , !dbg !9
  %".837" = load <4 x float>, <4 x float>* %".836", align 4, !dbg !9
  %".838" = add i64 %".725", 2, !dbg !9
  %".839" = getelementptr float, ptr %"a.rows.1", i64 %".838" , !dbg !9
  %".840" = load float, ptr %".839", align 4, !dbg !9
  %".841" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".840", i32 0
  %".842" = shufflevector <4 x float> %".841", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".843" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".842", <4 x float> %".837", <4 x float> %".813"), !dbg !9
  %".844" = add i64 %".727", 2, !dbg !9
  %".845" = getelementptr float, ptr %"a.rows.1", i64 %".844" , !dbg !9
  %".846" = load float, ptr %".845", align 4, !dbg !9
  %".847" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".846", i32 0
  %".848" = shufflevector <4 x float> %".847", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".849" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".848", <4 x float> %".837", <4 x float> %".819"), !dbg !9
  %".850" = add i64 %".729", 2, !dbg !9
  %".851" = getelementptr float, ptr %"a.rows.1", i64 %".850" , !dbg !9
  %".852" = load float, ptr %".851", align 4, !dbg !9
  %".853" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".852", i32 0
  %".854" = shufflevector <4 x float> %".853", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".855" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".854", <4 x float> %".837", <4 x float> %".825"), !dbg !9
  %".856" = add i64 %".731", 2, !dbg !9
  %".857" = getelementptr float, ptr %"a.rows.1", i64 %".856" , !dbg !9
  %".858" = load float, ptr %".857", align 4, !dbg !9
  %".859" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".858", i32 0
  %".860" = shufflevector <4 x float> %".859", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".861" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".860", <4 x float> %".837", <4 x float> %".831"), !dbg !9
  %".862" = mul i64 3, 4, !dbg !9
  %".863" = add i64 %".862", 0, !dbg !9
  %".864" = add i64 %".863", 0, !dbg !9
  %".865" = getelementptr float, float* %"tile.tmp.2", i64 %".864" , !dbg !9
  %".866" = bitcast float* %".865" to <4 x float>* , !dbg !9
  %".867" = load <4 x float>, <4 x float>* %".866", align 4, !dbg !9
  %".868" = add i64 %".725", 3, !dbg !9
  %".869" = getelementptr float, ptr %"a.rows.1", i64 %".868" , !dbg !9
  %".870" = load float, ptr %".869", align 4, !dbg !9
  %".871" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".870", i32 0
  %".872" = shufflevector <4 x float> %".871", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".873" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".872", <4 x float> %".867", <4 x float> %".843"), !dbg !9
  %".874" = add i64 %".727", 3, !dbg !9
  %".875" = getelementptr float, ptr %"a.rows.1", i64 %".874" , !dbg !9
  %".876" = load float, ptr %".875", align 4, !dbg !9
  %".877" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".876", i32 0
  %".878" = shufflevector <4 x float> %".877", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".879" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".878", <4 x float> %".867", <4 x float> %".849"), !dbg !9
  %".880" = add i64 %".729", 3, !dbg !9
  %".881" = getelementptr float, ptr %"a.rows.1", i64 %".880" , !dbg !9
  %".882" = load float, ptr %".881", align 4, !dbg !9
  %".883" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".882", i32 0
  %".884" = shufflevector <4 x float> %".883", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".885" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".884", <4 x float> %".867", <4 x float> %".855"), !dbg !9
  %".886" = add i64 %".731", 3, !dbg !9
  %".887" = getelementptr float, ptr %"a.rows.1", i64 %".886" , !dbg !9
  %".888" = load float, ptr %".887", align 4, !dbg !9
  %".889" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".888", i32 0
  %".890" = shufflevector <4 x float> %".889", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".891" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".890", <4 x float> %".867", <4 x float> %".861"), !dbg !9
  %".892" = add i64 %".706", 0, !dbg !9
  %".893" = getelementptr float, float* %"tile.tmp.1", i64 %".892" , !dbg !9
  %".894" = bitcast float* %".893" to <4 x float>* , !dbg !9
  store <4 x float> %".873", <4 x float>* %".894", align 4, !dbg !9
  %".896" = add i64 %".709", 0, !dbg !9
  %".897" = getelementptr float, float* %"tile.tmp.1", i64 %".896" , !dbg !9
  %".898" = bitcast float* %".897" to <4 x float>* , !dbg !9
  store <4 x float> %".879", <4 x float>* %".898", align 4, !dbg !9
  %".900" = add i64 %".712", 0, !dbg !9
  %".901" = getelementptr float, float* %"tile.tmp.1", i64 %".900" , !dbg !9
  %".902" = bitcast float* %".901" to <4 x float>* , !dbg !9
  store <4 x float> %".885", <4 x float>* %".902", align 4, !dbg !9
  %".904" = add i64 %".715", 0, !dbg !9
  %".905" = getelementptr float, float* %"tile.tmp.1", i64 %".904" , !dbg !9
  %".906" = bitcast float* %".905" to <4 x float>* , !dbg !9
  store <4 x float> %".891", <4 x float>* %".906", align 4, !dbg !9
  br label %"mm.stored.done", !dbg !9
mm.stored.done:
  br label %"mm.a.done.1", !dbg !9
tile.inside.3:
  br label %"tile.loop.9", !dbg !9
tile.masked.3:
  br label %"tile.loop.11", !dbg !9
tile.done.3:
  %".998" = mul i64 0, 4, !dbg !9
  %".999" = add i64 0, %".998", !dbg !9
  %".1000" = mul i64 0, 1, !dbg !9
  %".1001" = add i64 %".1000", 0, !dbg !9
  %".1002" = icmp slt i64 %".999", %".589" , !dbg !9
  %".1003" = icmp slt i64 0, %".594" , !dbg !9
  %".1004" = and i1 %".1002", %".1003", !dbg !9
  br i1 %".1004", label %"mm.stored.1", label %"mm.stored.done.1", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.inside.3"], [%".936", %"tile.end.10"] , !dbg !9
  br label %"tile.loop.10", !dbg !9
tile.end.9:
  br label %"tile.done.3", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".933", %"tile.loop.10"] , !dbg !9
  %".927" = mul i64 %"lane.9", %"a.stride0", !dbg !9
  %".928" = add i64 %".927", %"lane.10", !dbg !9
  %"a.lane.3" = getelementptr float, ptr %"a.window.1", i64 %".928" , !dbg !9
  %"a.lane.val.3" = load float, ptr %"a.lane.3", !dbg !9
  %".929" = mul i64 %"lane.9", 4, !dbg !9
  %".930" = add i64 %"lane.10", %".929", !dbg !9
  %".931" = getelementptr float, float* %"tile.left.1", i64 %".930" , !dbg !9
  store float %"a.lane.val.3", float* %".931", !dbg !9
  %".933" = add i64 %"lane.10", 1, !dbg !9
  %".934" = icmp ult i64 %".933", 4 , !dbg !9
  br i1 %".934", label %"tile.loop.10", label %"tile.end.10", !dbg !9
tile.end.10:
  %".936" = add i64 %"lane.9", 1, !dbg !9
  %".937" = icmp ult i64 %".936", 4 , !dbg !9
  br i1 %".937", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.masked.3"], [%".994", %"edge.done.7"] , !dbg !9
  %".941" = add i64 %"i.8", %"lane.11", !dbg !9
  %".942" = icmp ult i64 %".941", %"a.dim0" , !dbg !9
  %".943" = and i1 1, %".942", !dbg !9
  %".944" = icmp slt i64 0, -4 , !dbg !9
  %".945" = icmp slt i64 0, 0 , !dbg !9
  %".946" = sub i64 0, 0, !dbg !9
  %".947" = select  i1 %".945", i64 %".946", i64 0 , !dbg !9
  %".948" = select  i1 %".944", i64 4, i64 %".947" , !dbg !9
  %".949" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".950" = sub i64 %"a.dim1", 4, !dbg !9
  %".951" = icmp slt i64 0, %".950" , !dbg !9
  %".952" = sub i64 %"a.dim1", 0, !dbg !9
  %".953" = select  i1 %".951", i64 4, i64 %".952" , !dbg !9
  %".954" = select  i1 %".949", i64 0, i64 %".953" , !dbg !9
  %".955" = icmp sgt i64 0, %".948" , !dbg !9
  %".956" = select  i1 %".955", i64 0, i64 %".948" , !dbg !9
  %".957" = icmp slt i64 4, %".954" , !dbg !9
  %".958" = select  i1 %".957", i64 4, i64 %".954" , !dbg !9
  %".959" = icmp sgt i64 %".958", %".956" , !dbg !9
  %".960" = select  i1 %".959", i64 %".958", i64 %".956" , !dbg !9
  %"edge.lo.3" = select  i1 %".943", i64 %".956", i64 0 , !dbg !9
  %"edge.hi.3" = select  i1 %".943", i64 %".960", i64 0 , !dbg !9
  %"edge.inner.3" = sub i64 %"edge.hi.3", %"edge.lo.3", !dbg !9
  %".961" = icmp slt i64 %"edge.lo.3", %"edge.hi.3" , !dbg !9
  br i1 %".961", label %"edge.loop.6", label %"edge.done.6", !dbg !9
tile.end.11:
  br label %"tile.done.3", !dbg !9
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.3", %"tile.loop.11"], [%".969", %"edge.loop.6"] , !dbg !9
  %".963" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".964" = add i64 %".963", %"edge.lane.6", !dbg !9
  %"a.lane.4" = getelementptr float, ptr %"a.window.1", i64 %".964" , !dbg !9
  %"a.lane.val.4" = load float, ptr %"a.lane.4", !dbg !9
  %".965" = mul i64 %"lane.11", 4, !dbg !9
  %".966" = add i64 %"edge.lane.6", %".965", !dbg !9
  %".967" = getelementptr float, float* %"tile.left.1", i64 %".966" , !dbg !9
  store float %"a.lane.val.4", float* %".967", !dbg !9
  %".969" = add i64 %"edge.lane.6", 1, !dbg !9
  %".970" = icmp slt i64 %".969", %"edge.hi.3" , !dbg !9
  br i1 %".970", label %"edge.loop.6", label %"edge.done.6", !dbg !9
edge.done.6:
  %".972" = sub i64 4, %"edge.inner.3", !dbg !9
  %".973" = icmp slt i64 0, %".972" , !dbg !9
  br i1 %".973", label %"edge.loop.7", label %"edge.done.7", !dbg !9
edge.loop.7:
  %"edge.lane.7" = phi  i64 [0, %"edge.done.6"], [%".991", %"edge.loop.7"] , !dbg !9
  %".975" = icmp ult i64 %"edge.lane.7", %"edge.lo.3" , !dbg !9
  %".976" = add i64 %"edge.lane.7", %"edge.inner.3", !dbg !9
  %".977" = select  i1 %".975", i64 %"edge.lane.7", i64 %".976" , !dbg !9
  %".978" = add i64 %"i.8", %"lane.11", !dbg !9
  %".979" = icmp ult i64 %".978", %"a.dim0" , !dbg !9
  %".980" = and i1 1, %".979", !dbg !9
  %".981" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".982" = add i64 0, %".977", !dbg !9
  %".983" = icmp ult i64 %".982", %"a.dim1" , !dbg !9
  %".984" = and i1 %".980", %".983", !dbg !9
  %".985" = add i64 %".981", %".977", !dbg !9
  %"a.lane.5" = getelementptr float, ptr %"a.window.1", i64 %".985" , !dbg !9
  %".986" = select  i1 %".984", ptr %"a.lane.5", float* %"a.other.1" , !dbg !9
  %"a.lane.val.5" = load float, ptr %".986", !dbg !9
  %".987" = mul i64 %"lane.11", 4, !dbg !9
  %".988" = add i64 %".977", %".987", !dbg !9
  %".989" = getelementptr float, float* %"tile.left.1", i64 %".988" , !dbg !9
  store float %"a.lane.val.5", float* %".989", !dbg !9
  %".991" = add i64 %"edge.lane.7", 1, !dbg !9
  %".992" = icmp slt i64 %".991", %".972" , !dbg !9
  br i1 %".992", label %"edge.loop.7", label %"edge.done.7", !dbg !9, !llvm.loop !15
edge.done.7:
  %".994" = add i64 %"lane.11", 1, !dbg !9
  %".995" = icmp ult i64 %".994", 4 , !dbg !9
  br i1 %".995", label %"tile.loop.11", label %"tile.end.11", !dbg !9
mm.stored.1:
  %".1006" = add i64 %".999", 0, !dbg !9
  %".1007" = mul i64 %".1006", 4, !dbg !9
  %".1008" = add i64 %".1007", 0, !dbg !9
  %".1009" = add i64 %".999", 1, !dbg !9
  %".1010" = mul i64 %".1009", 4, !dbg !9
  %".1011" = add i64 %".1010", 0, !dbg !9
  %".1012" = add i64 %".999", 2, !dbg !9
  %".1013" = mul i64 %".1012", 4, !dbg !9
  %".1014" = add i64 %".1013", 0, !dbg !9
  %".1015" = add i64 %".999", 3, !dbg !9
  %".1016" = mul i64 %".1015", 4, !dbg !9
  %".1017" = add i64 %".1016", 0, !dbg !9
  %".1018" = add i64 %".999", 0, !dbg !9
  %".1019" = mul i64 %".1018", 4, !dbg !9
  %".1020" = add i64 %".999", 1, !dbg !9
  %".1021" = mul i64 %".1020", 4, !dbg !9
  %".1022" = add i64 %".999", 2, !dbg !9
  %".1023" = mul i64 %".1022", 4, !dbg !9
  %".1024" = add i64 %".999", 3, !dbg !9
  %".1025" = mul i64 %".1024", 4, !dbg !9
  %".1026" = mul i64 0, 4, !dbg !9
  %".1027" = add i64 %".1026", 0, !dbg !9
  %".1028" = add i64 %".1027", 0, !dbg !9
  %".1029" = getelementptr float, float* %"tile.tmp.2", i64 %".1028" , !dbg !9
  %".1030" = bitcast float* %".1029" to <4 x float>* , !dbg !9
  %".1031" = load <4 x float>, <4 x float>* %".1030", align 4, !dbg !9
  %".1032" = add i64 %".1019", 0, !dbg !9
  %".1033" = getelementptr float, float* %"tile.left.1", i64 %".1032" , !dbg !9
  %".1034" = load float, float* %".1033", align 4, !dbg !9
  %".1035" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1034", i32 0
  %".1036" = shufflevector <4 x float> %".1035", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1037" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1036", <4 x float> %".1031", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1038" = add i64 %".1021", 0, !dbg !9
  %".1039" = getelementptr float, float* %"tile.left.1", i64 %".1038" , !dbg !9
  %".1040" = load float, float* %".1039", align 4, !dbg !9
  %".1041" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1040", i32 0
  %".1042" = shufflevector <4 x float> %".1041", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1043" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1042", <4 x float> %".1031", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1044" = add i64 %".1023", 0, !dbg !9
  %".1045" = getelementptr float, float* %"tile.left.1", i64 %".1044" , !dbg !9
  %".1046" = load float, float* %".1045", align 4, !dbg !9
  %".1047" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1046", i32 0
  %".1048" = shufflevector <4 x float> %".1047", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1049" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1048", <4 x float> %".1031", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1050" = add i64 %".1025", 0, !dbg !9
  %".1051" = getelementptr float, float* %"tile.left.1", i64 %".1050" , !dbg !9
  %".1052" = load float, float* %".1051", align 4, !dbg !9
  %".1053" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1052", i32 0
  %".1054" = shufflevector <4 x float> %".1053", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1055" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1054", <4 x float> %".1031", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1056" = mul i64 1, 4, !dbg !9
  %".1057" = add i64 %".1056", 0, !dbg !9
  %".1058" = add i64 %".1057", 0, !dbg !9
  %".1059" = getelementptr float, float* %"tile.tmp.2", i64 %".1058" , !dbg !9
  %".1060" = bitcast float* %".1059" to <4 x float>* , !dbg !9
  %".1061" = load <4 x float>, <4 x float>* %".1060", align 4, !dbg !9
  %".1062" = add i64 %".1019", 1, !dbg !9
  %".1063" = getelementptr float, float* %"tile.left.1", i64 %".1062" , !dbg !9
  %".1064" = load float, float* %".1063", align 4, !dbg !9
  %".1065" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1064", i32 0
  %".1066" = shufflevector <4 x float> %".1065", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1067" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1066", <4 x float> %".1061", <4 x float> %".1037"), !dbg !9
  %".1068" = add i64 %".1021", 1, !dbg !9
  %".1069" = getelementptr float, float* %"tile.left.1", i64 %".1068" , !dbg !9
  %".1070" = load float, float* %".1069", align 4, !dbg !9
  %".1071" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1070", i32 0
  %".1072" = shufflevector <4 x float> %".1071", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1073" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1072", <4 x float> %".1061", <4 x float> %".1043"), !dbg !9
  %".1074" = add i64 %".1023", 1, !dbg !9
  %".1075" = getelementptr float, float* %"tile.left.1", i64 %".1074" , !dbg !9
  %".1076" = load float, float* %".1075", align 4, !dbg !9
  %".1077" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1076", i32 0
  %".1078" = shufflevector <4 x float> %".1077", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1079" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1078", <4 x float> %".1061", <4 x float> %".1049"), !dbg !9
  %".1080" = add i64 %".1025", 1, !dbg !9
  %".1081" = getelementptr float, float* %"tile.left.1", i64 %".1080" , !dbg !9
  %".1082" = load float, float* %".1081", align 4, !dbg !9
  %".1083" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1082", i32 0
  %".1084" = shufflevector <4 x float> %".1083", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1085" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1084", <4 x float> %".1061", <4 x float> %".1055"), !dbg !9
  %".1086" = mul i64 2, 4, !dbg !9
  %".1087" = add i64 %".1086", 0, !dbg !9
  %".1088" = add i64 %".1087", 0, !dbg !9
  %".1089" = getelementptr float, float* %"tile.tmp.2", i64 %".1088" , !dbg !9
  %".1090" = bitcast float* %".1089" to <4 x float>* , !dbg !9
  %".1091" = load <4 x float>, <4 x float>* %".1090", align 4, !dbg !9
  %".1092" = add i64 %".1019", 2, !dbg !9
  %".1093" = getelementptr float, float* %"tile.left.1", i64 %".1092" , !dbg !9
  %".1094" = load float, float* %".1093", align 4, !dbg !9
  %".1095" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1094", i32 0
  %".1096" = shufflevector <4 x float> %".1095", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1097" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1096", <4 x float> %".1091", <4 x float> %".1067"), !dbg !9
  %".1098" = add i64 %".1021", 2, !dbg !9
  %".1099" = getelementptr float, float* %"tile.left.1", i64 %".1098" , !dbg !9
  %".1100" = load float, float* %".1099", align 4, !dbg !9
  %".1101" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1100", i32 0
  %".1102" = shufflevector <4 x float> %".1101", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1103" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1102", <4 x float> %".1091", <4 x float> %".1073"), !dbg !9
  %".1104" = add i64 %".1023", 2, !dbg !9
  %".1105" = getelementptr float, float* %"tile.left.1", i64 %".1104" , !dbg !9
  %".1106" = load float, float* %".1105", align 4, !dbg !9
  %".1107" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1106", i32 0
  %".1108" = shufflevector <4 x float> %".1107", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1109" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1108", <4 x float> %".1091", <4 x float> %".1079"), !dbg !9
  %".1110" = add i64 %".1025", 2, !dbg !9
  %".1111" = getelementptr float, float* %"tile.left.1", i64 %".1110" , !dbg !9
  %".1112" = load float, float* %".1111", align 4, !dbg !9
  %".1113" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1112", i32 0
  %".1114" = shufflevector <4 x float> %".1113", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1115" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1114", <4 x float> %".1091", <4 x float> %".1085"), !dbg !9
  %".1116" = mul i64 3, 4, !dbg !9
  %".1117" = add i64 %".1116", 0, !dbg !9
  %".1118" = add i64 %".1117", 0, !dbg !9
  %".1119" = getelementptr float, float* %"tile.tmp.2", i64 %".1118" , !dbg !9
  %".1120" = bitcast float* %".1119" to <4 x float>* , !dbg !9
  %".1121" = load <4 x float>, <4 x float>* %".1120", align 4, !dbg !9
  %".1122" = add i64 %".1019", 3, !dbg !9
  %".1123" = getelementptr float, float* %"tile.left.1", i64 %".1122" , !dbg !9
  %".1124" = load float, float* %".1123", align 4, !dbg !9
  %".1125" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1124", i32 0
  %".1126" = shufflevector <4 x float> %".1125", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1127" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1126", <4 x float> %".1121", <4 x float> %".1097"), !dbg !9
  %".1128" = add i64 %".1021", 3, !dbg !9
  %".1129" = getelementptr float, float* %"tile.left.1", i64 %".1128" , !dbg !9
  %".1130" = load float, float* %".1129", align 4, !dbg !9
  %".1131" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1130", i32 0
  %".1132" = shufflevector <4 x float> %".1131", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1133" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1132", <4 x float> %".1121", <4 x float> %".1103"), !dbg !9
  %".1134" = add i64 %".1023", 3, !dbg !9
  %".1135" = getelementptr float, float* %"tile.left.1", i64 %".1134" , !dbg !9
  %".1136" = load float, float* %".1135", align 4, !dbg !9
  %".1137" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1136", i32 0
  %".1138" = shufflevector <4 x float> %".1137", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1139" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1138", <4 x float> %".1121", <4 x float> %".1109"), !dbg !9
  %".1140" = add i64 %".1025", 3, !dbg !9
  %".1141" = getelementptr float, float* %"tile.left.1", i64 %".1140" , !dbg !9
  %".1142" = load float, float* %".1141", align 4, !dbg !9
  %".1143" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1142", i32 0
  %".1144" = shufflevector <4 x float> %".1143", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1145" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1144", <4 x float> %".1121", <4 x float> %".1115"), !dbg !9
  %".1146" = add i64 %".1008", 0, !dbg !9
  %".1147" = getelementptr float, float* %"tile.tmp.1", i64 %".1146" , !dbg !9
  %".1148" = bitcast float* %".1147" to <4 x float>* , !dbg !9
  store <4 x float> %".1127", <4 x float>* %".1148", align 4, !dbg !9
  %".1150" = add i64 %".1011", 0, !dbg !9
  %".1151" = getelementptr float, float* %"tile.tmp.1", i64 %".1150" , !dbg !9
  %".1152" = bitcast float* %".1151" to <4 x float>* , !dbg !9
  store <4 x float> %".1133", <4 x float>* %".1152", align 4, !dbg !9
  %".1154" = add i64 %".1014", 0, !dbg !9
  %".1155" = getelementptr float, float* %"tile.tmp.1", i64 %".1154" , !dbg !9
  %".1156" = bitcast float* %".1155" to <4 x float>* , !dbg !9
  store <4 x float> %".1139", <4 x float>* %".1156", align 4, !dbg !9
  %".1158" = add i64 %".1017", 0, !dbg !9
  %".1159" = getelementptr float, float* %"tile.tmp.1", i64 %".1158" , !dbg !9
  %".1160" = bitcast float* %".1159" to <4 x float>* , !dbg !9
  store <4 x float> %".1145", <4 x float>* %".1160", align 4, !dbg !9
  br label %"mm.stored.done.1", !dbg !9
mm.stored.done.1:
  br label %"mm.a.done.1", !dbg !9
tile.inside.4:
  br label %"tile.loop.12", !dbg !9
tile.masked.4:
  br label %"tile.loop.14", !dbg !9
tile.done.4:
  br label %"mm.gm.done", !dbg !9
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.inside.4"], [%".1189", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.4", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".1186", %"tile.loop.13"] , !dbg !9
  %".1179" = mul i64 %"lane.12", 4, !dbg !9
  %".1180" = add i64 %"lane.13", %".1179", !dbg !9
  %".1181" = getelementptr float, float* %"tile.tmp.1", i64 %".1180" , !dbg !9
  %".1182" = load float, float* %".1181", !dbg !9
  %".1183" = mul i64 %"lane.12", %"c.stride0", !dbg !9
  %".1184" = add i64 %".1183", %"lane.13", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".1184" , !dbg !9
  store float %".1182", ptr %"c.lane", !dbg !9
  %".1186" = add i64 %"lane.13", 1, !dbg !9
  %".1187" = icmp ult i64 %".1186", 4 , !dbg !9
  br i1 %".1187", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".1189" = add i64 %"lane.12", 1, !dbg !9
  %".1190" = icmp ult i64 %".1189", 4 , !dbg !9
  br i1 %".1190", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.4"], [%".1249", %"edge.done.9"] , !dbg !9
  %".1194" = add i64 %"i.9", %"lane.14", !dbg !9
  %".1195" = icmp ult i64 %".1194", %"c.dim0" , !dbg !9
  %".1196" = and i1 1, %".1195", !dbg !9
  %".1197" = icmp slt i64 0, -4 , !dbg !9
  %".1198" = icmp slt i64 0, 0 , !dbg !9
  %".1199" = sub i64 0, 0, !dbg !9
  %".1200" = select  i1 %".1198", i64 %".1199", i64 0 , !dbg !9
  %".1201" = select  i1 %".1197", i64 4, i64 %".1200" , !dbg !9
  %".1202" = icmp sge i64 0, %"c.dim1" , !dbg !9
  %".1203" = sub i64 %"c.dim1", 4, !dbg !9
  %".1204" = icmp slt i64 0, %".1203" , !dbg !9
  %".1205" = sub i64 %"c.dim1", 0, !dbg !9
  %".1206" = select  i1 %".1204", i64 4, i64 %".1205" , !dbg !9
  %".1207" = select  i1 %".1202", i64 0, i64 %".1206" , !dbg !9
  %".1208" = icmp sgt i64 0, %".1201" , !dbg !9
  %".1209" = select  i1 %".1208", i64 0, i64 %".1201" , !dbg !9
  %".1210" = icmp slt i64 4, %".1207" , !dbg !9
  %".1211" = select  i1 %".1210", i64 4, i64 %".1207" , !dbg !9
  %".1212" = icmp sgt i64 %".1211", %".1209" , !dbg !9
  %".1213" = select  i1 %".1212", i64 %".1211", i64 %".1209" , !dbg !9
  %"edge.lo.4" = select  i1 %".1196", i64 %".1209", i64 0 , !dbg !9
  %"edge.hi.4" = select  i1 %".1196", i64 %".1213", i64 0 , !dbg !9
  %"edge.inner.4" = sub i64 %"edge.hi.4", %"edge.lo.4", !dbg !9
  %".1214" = icmp slt i64 %"edge.lo.4", %"edge.hi.4" , !dbg !9
  br i1 %".1214", label %"edge.loop.8", label %"edge.done.8", !dbg !9
tile.end.14:
  br label %"tile.done.4", !dbg !9
edge.loop.8:
  %"edge.lane.8" = phi  i64 [%"edge.lo.4", %"tile.loop.14"], [%".1223", %"edge.loop.8"] , !dbg !9
  %".1216" = mul i64 %"lane.14", 4, !dbg !9
  %".1217" = add i64 %"edge.lane.8", %".1216", !dbg !9
  %".1218" = getelementptr float, float* %"tile.tmp.1", i64 %".1217" , !dbg !9
  %".1219" = load float, float* %".1218", !dbg !9
  %".1220" = mul i64 %"lane.14", %"c.stride0", !dbg !9
  %".1221" = add i64 %".1220", %"edge.lane.8", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".1221" , !dbg !9
  store float %".1219", ptr %"c.lane.1", !dbg !9
  %".1223" = add i64 %"edge.lane.8", 1, !dbg !9
  %".1224" = icmp slt i64 %".1223", %"edge.hi.4" , !dbg !9
  br i1 %".1224", label %"edge.loop.8", label %"edge.done.8", !dbg !9
edge.done.8:
  %".1226" = sub i64 4, %"edge.inner.4", !dbg !9
  %".1227" = icmp slt i64 0, %".1226" , !dbg !9
  br i1 %".1227", label %"edge.loop.9", label %"edge.done.9", !dbg !9
edge.loop.9:
  %"edge.lane.9" = phi  i64 [0, %"edge.done.8"], [%".1246", %"edge.loop.9"] , !dbg !9
  %".1229" = icmp ult i64 %"edge.lane.9", %"edge.lo.4" , !dbg !9
  %".1230" = add i64 %"edge.lane.9", %"edge.inner.4", !dbg !9
  %".1231" = select  i1 %".1229", i64 %"edge.lane.9", i64 %".1230" , !dbg !9
  %".1232" = mul i64 %"lane.14", 4, !dbg !9
  %".1233" = add i64 %".1231", %".1232", !dbg !9
  %".1234" = getelementptr float, float* %"tile.tmp.1", i64 %".1233" , !dbg !9
  %".1235" = load float, float* %".1234", !dbg !9
  %".1236" = add i64 %"i.9", %"lane.14", !dbg !9
  %".1237" = icmp ult i64 %".1236", %"c.dim0" , !dbg !9
  %".1238" = and i1 1, %".1237", !dbg !9
  %".1239" = mul i64 %"lane.14", %"c.stride0", !dbg !9
  %".1240" = add i64 0, %".1231", !dbg !9
  %".1241" = icmp ult i64 %".1240", %"c.dim1" , !dbg !9
  %".1242" = and i1 %".1238", %".1241", !dbg !9
  %".1243" = add i64 %".1239", %".1231", !dbg !9
  %"c.lane.2" = getelementptr float, ptr %"c.window", i64 %".1243" , !dbg !9
  %".1244" = select  i1 %".1242", ptr %"c.lane.2", float* %"c.masked" , !dbg !9
  store float %".1235", ptr %".1244", !dbg !9
  %".1246" = add i64 %"edge.lane.9", 1, !dbg !9
  %".1247" = icmp slt i64 %".1246", %".1226" , !dbg !9
  br i1 %".1247", label %"edge.loop.9", label %"edge.done.9", !dbg !9, !llvm.loop !16
edge.done.9:
  %".1249" = add i64 %"lane.14", 1, !dbg !9
  %".1250" = icmp ult i64 %".1249", 4 , !dbg !9
  br i1 %".1250", label %"tile.loop.14", label %"tile.end.14", !dbg !9
}

declare void @"llvm.prefetch.p0"(i8* %".1", i32 %".2", i32 %".3", i32 %".4")

declare <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1", <4 x float> %".2", <4 x float> %".3")

define float @"fmaf"(float %".1", float %".2", float %".3") #0
{
entry:
  %".5" = fpext float %".1" to double
  %".6" = fpext float %".2" to double
  %".7" = fpext float %".3" to double
  %".8" = fmul double %".5", %".6"
  %".9" = fadd double %".8", %".7"
  %".10" = fsub double %".9", %".8"
  %".11" = fsub double %".9", %".10"
  %".12" = fsub double %".8", %".11"
  %".13" = fsub double %".7", %".10"
  %".14" = fadd double %".12", %".13"
  %".15" = bitcast double %".9" to i64
  %".16" = and i64 %".15", 1
  %".17" = icmp eq i64 %".16", 0
  %".18" = fcmp one double %".14",              0x0
  %".19" = fcmp olt double %".9",              0x0
  %".20" = fcmp olt double %".14",              0x0
  %".21" = icmp eq i1 %".19", %".20"
  %".22" = select  i1 %".21", i64 1, i64 -1
  %".23" = and i1 %".18", %".17"
  %".24" = select  i1 %".23", i64 %".22", i64 0
  %".25" = add i64 %".15", %".24"
  %".26" = bitcast i64 %".25" to double
  %".27" = fptrunc double %".26" to float
  ret float %".27"
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_matmul.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 17, linkageName: "kernel_entry", name: "mm_mix", scopeLine: 17, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 18, scope: !4)
!8 = !DILocation(column: 0, line: 19, scope: !4)
!9 = !DILocation(column: 0, line: 20, scope: !4)
!10 = !{ !"llvm.loop.unroll.runtime.disable" }
!11 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!12 = distinct !{ !12, !10, !11 }
!13 = distinct !{ !13, !10, !11 }
!14 = distinct !{ !14, !10, !11 }
!15 = distinct !{ !15, !10, !11 }
!16 = distinct !{ !16, !10, !11 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel mm_mix, variant aiv
; ModuleID = "mm_mix.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"a.other" = alloca float
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.dim0.addr" = getelementptr i8, ptr %"c.desc", i64 24
  %"c.dim0" = load i64, ptr %"c.dim0.addr"
  %"c.dim1.addr" = getelementptr i8, ptr %"c.desc", i64 32
  %"c.dim1" = load i64, ptr %"c.dim1.addr"
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"c.stride0" = mul i64 1, %"c.dim1"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"c.masked" = alloca float
  br label %"body"
body:
  %".4" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".4", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !9
  %".6" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".6", !dbg !9
  %".8" = icmp sge i64 %"i.1", 0 , !dbg !9
  %".9" = sub i64 %"a.dim0", 4, !dbg !9
  %".10" = icmp sle i64 %"i.1", %".9" , !dbg !9
  %".11" = and i1 %".8", %".10", !dbg !9
  %".12" = and i1 1, %".11", !dbg !9
  %".13" = icmp sge i64 0, 0 , !dbg !9
  %".14" = sub i64 %"a.dim1", 4, !dbg !9
  %".15" = icmp sle i64 0, %".14" , !dbg !9
  %".16" = and i1 %".13", %".15", !dbg !9
  %".17" = and i1 %".12", %".16", !dbg !9
  %"i.2" = load i64, i64* %"i", !dbg !9
  %".18" = icmp sge i64 %"i.2", 0 , !dbg !9
  %".19" = sub i64 %"c.dim0", 4, !dbg !9
  %".20" = icmp sle i64 %"i.2", %".19" , !dbg !9
  %".21" = and i1 %".18", %".20", !dbg !9
  %".22" = and i1 %".17", %".21", !dbg !9
  %".23" = icmp sge i64 4, 0 , !dbg !9
  %".24" = sub i64 %"c.dim1", 4, !dbg !9
  %".25" = icmp sle i64 4, %".24" , !dbg !9
  %".26" = and i1 %".23", %".25", !dbg !9
  %".27" = and i1 %".22", %".26", !dbg !9
  %".28" = mul i64 %"i.1", %"a.stride0", !dbg !9
  %".29" = add i64 %".28", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".29" , !dbg !9
  %".30" = mul i64 %"i.2", %"c.stride0", !dbg !9
  %".31" = add i64 %".30", 4, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".31" , !dbg !9
  br i1 %".27", label %"tile.inside", label %"tile.masked", !dbg !9
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  ret void
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".44", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".41", %"tile.loop.1"] , !dbg !9
  %".35" = mul i64 %"lane", %"a.stride0", !dbg !9
  %".36" = add i64 %".35", %"lane.1", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".36" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".37" = fmul float %"a.lane.val", 0x4000000000000000, !dbg !9
  %".38" = mul i64 %"lane", %"c.stride0", !dbg !9
  %".39" = add i64 %".38", %"lane.1", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".39" , !dbg !9
  store float %".37", ptr %"c.lane", !dbg !9
  %".41" = add i64 %"lane.1", 1, !dbg !9
  %".42" = icmp ult i64 %".41", 4 , !dbg !9
  br i1 %".42", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".44" = add i64 %"lane", 1, !dbg !9
  %".45" = icmp ult i64 %".44", 4 , !dbg !9
  br i1 %".45", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".73", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".70", %"tile.loop.3"] , !dbg !9
  %".50" = add i64 %"i.1", %"lane.2", !dbg !9
  %".51" = icmp ult i64 %".50", %"a.dim0" , !dbg !9
  %".52" = and i1 1, %".51", !dbg !9
  %".53" = mul i64 %"lane.2", %"a.stride0", !dbg !9
  %".54" = add i64 0, %"lane.3", !dbg !9
  %".55" = icmp ult i64 %".54", %"a.dim1" , !dbg !9
  %".56" = and i1 %".52", %".55", !dbg !9
  %".57" = add i64 %".53", %"lane.3", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".57" , !dbg !9
  %".58" = select  i1 %".56", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".58", !dbg !9
  %".59" = fmul float %"a.lane.val.1", 0x4000000000000000, !dbg !9
  %".60" = add i64 %"i.2", %"lane.2", !dbg !9
  %".61" = icmp ult i64 %".60", %"c.dim0" , !dbg !9
  %".62" = and i1 1, %".61", !dbg !9
  %".63" = mul i64 %"lane.2", %"c.stride0", !dbg !9
  %".64" = add i64 4, %"lane.3", !dbg !9
  %".65" = icmp ult i64 %".64", %"c.dim1" , !dbg !9
  %".66" = and i1 %".62", %".65", !dbg !9
  %".67" = add i64 %".63", %"lane.3", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".67" , !dbg !9
  %".68" = select  i1 %".66", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".59", ptr %".68", !dbg !9
  %".70" = add i64 %"lane.3", 1, !dbg !9
  %".71" = icmp ult i64 %".70", 4 , !dbg !9
  br i1 %".71", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".73" = add i64 %"lane.2", 1, !dbg !9
  %".74" = icmp ult i64 %".73", 4 , !dbg !9
  br i1 %".74", label %"tile.loop.2", label %"tile.end.2", !dbg !9
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_matmul.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 17, linkageName: "kernel_entry", name: "mm_mix", scopeLine: 17, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 18, scope: !4)
!8 = !DILocation(column: 0, line: 19, scope: !4)
!9 = !DILocation(column: 0, line: 22, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
