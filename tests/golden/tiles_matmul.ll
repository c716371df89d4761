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
  br label %"body"
body:
  %".5" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".5", i64* %"i", !dbg !7
  br label %"tile.loop", !dbg !8
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".16", %"tile.end.1"] , !dbg !8
  br label %"tile.loop.1", !dbg !8
tile.end:
  store i64 0, i64* %"k.iter", !dbg !9
  %".20" = icmp slt i64 0, %"a.dim1" , !dbg !9
  br i1 %".20", label %"for.body", label %"for.end", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".13", %"tile.loop.1"] , !dbg !8
  %".9" = mul i64 %"lane", 4, !dbg !8
  %".10" = add i64 %"lane.1", %".9", !dbg !8
  %".11" = getelementptr float, float* %"acc", i64 %".10" , !dbg !8
  store float              0x0, float* %".11", !dbg !8
  %".13" = add i64 %"lane.1", 1, !dbg !8
  %".14" = icmp ult i64 %".13", 4 , !dbg !8
  br i1 %".14", label %"tile.loop.1", label %"tile.end.1", !dbg !8
tile.end.1:
  %".16" = add i64 %"lane", 1, !dbg !8
  %".17" = icmp ult i64 %".16", 4 , !dbg !8
  br i1 %".17", label %"tile.loop", label %"tile.end", !dbg !8
for.body:
  %"k.1" = load i64, i64* %"k.iter", !dbg !9
  store i64 %"k.1", i64* %"k", !dbg !9
  %".23" = add i64 %"k.1", 4, !dbg !9
  store i64 %".23", i64* %"k", !dbg !9
  %"i.1" = load i64, i64* %"i", !dbg !10
  %"k.2" = load i64, i64* %"k", !dbg !10
  %".25" = mul i64 %"i.1", %"a.stride0", !dbg !9
  %".26" = add i64 %".25", %"k.2", !dbg !9
  %"a.next" = getelementptr float, ptr %"a.base", i64 %".26" , !dbg !9
  %".27" = mul i64 %"a.stride0", 4, !dbg !9
  %"k.3" = load i64, i64* %"k", !dbg !10
  %".28" = mul i64 %"k.3", %"b.stride0", !dbg !9
  %".29" = add i64 %".28", 0, !dbg !9
  %"b.next" = getelementptr float, ptr %"b.base", i64 %".29" , !dbg !9
  %".30" = mul i64 %"b.stride0", 4, !dbg !9
  store i64 %"k.1", i64* %"k", !dbg !9
  %"i.2" = load i64, i64* %"i", !dbg !10
  %"k.4" = load i64, i64* %"k", !dbg !10
  %".32" = mul i64 %"i.2", %"a.stride0", !dbg !10
  %".33" = add i64 %".32", %"k.4", !dbg !10
  %"a.rows" = getelementptr float, ptr %"a.base", i64 %".33" , !dbg !10
  %"i.3" = load i64, i64* %"i", !dbg !10
  %"k.5" = load i64, i64* %"k", !dbg !10
  %".34" = icmp sge i64 %"i.3", 0 , !dbg !10
  %".35" = sub i64 %"a.dim0", 4, !dbg !10
  %".36" = icmp sle i64 %"i.3", %".35" , !dbg !10
  %".37" = and i1 %".34", %".36", !dbg !10
  %".38" = and i1 1, %".37", !dbg !10
  %".39" = icmp sge i64 %"k.5", 0 , !dbg !10
  %".40" = sub i64 %"a.dim1", 4, !dbg !10
  %".41" = icmp sle i64 %"k.5", %".40" , !dbg !10
  %".42" = and i1 %".39", %".41", !dbg !10
  %".43" = and i1 %".38", %".42", !dbg !10
  %"k.6" = load i64, i64* %"k", !dbg !10
  %".44" = getelementptr float, float* %"b.other", i64 0 , !dbg !10
  store float              0x0, float* %".44", !dbg !10
  %".46" = icmp sge i64 %"k.6", 0 , !dbg !10
  %".47" = sub i64 %"b.dim0", 4, !dbg !10
  %".48" = icmp sle i64 %"k.6", %".47" , !dbg !10
  %".49" = and i1 %".46", %".48", !dbg !10
  %".50" = and i1 1, %".49", !dbg !10
  %".51" = icmp sge i64 0, 0 , !dbg !10
  %".52" = sub i64 %"b.dim1", 4, !dbg !10
  %".53" = icmp sle i64 0, %".52" , !dbg !10
  %".54" = and i1 %".51", %".53", !dbg !10
  %".55" = and i1 %".50", %".54", !dbg !10
  %".56" = mul i64 %"k.6", %"b.stride0", !dbg !10
  %".57" = add i64 %".56", 0, !dbg !10
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".57" , !dbg !10
  br i1 %".55", label %"tile.inside", label %"tile.masked", !dbg !10
for.inc:
  %".840" = load i64, i64* %"k.iter", !dbg !9
  %".841" = sub i64 %"a.dim1", %".840", !dbg !9
  %".842" = icmp ugt i64 %".841", 4 , !dbg !9
  br i1 %".842", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.6" = load i64, i64* %"i", !dbg !14
  %".846" = icmp sge i64 %"i.6", 0 , !dbg !14
  %".847" = sub i64 %"c.dim0", 4, !dbg !14
  %".848" = icmp sle i64 %"i.6", %".847" , !dbg !14
  %".849" = and i1 %".846", %".848", !dbg !14
  %".850" = and i1 1, %".849", !dbg !14
  %".851" = icmp sge i64 0, 0 , !dbg !14
  %".852" = sub i64 %"c.dim1", 4, !dbg !14
  %".853" = icmp sle i64 0, %".852" , !dbg !14
  %".854" = and i1 %".851", %".853", !dbg !14
  %".855" = and i1 %".850", %".854", !dbg !14
  %".856" = mul i64 %"i.6", %"c.stride0", !dbg !14
  %".857" = add i64 %".856", 0, !dbg !14
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".857" , !dbg !14
  br i1 %".855", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
tile.inside:
  br label %"tile.loop.2", !dbg !10
tile.masked:
  br label %"tile.loop.4", !dbg !10
tile.done:
  br i1 %".43", label %"mm.a.gm", label %"mm.a.staged", !dbg !10
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.inside"], [%".70", %"tile.end.3"] , !dbg !10
  br label %"tile.loop.3", !dbg !10
tile.end.2:
  br label %"tile.done", !dbg !10
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".67", %"tile.loop.3"] , !dbg !10
  %".61" = mul i64 %"lane.2", %"b.stride0", !dbg !10
  %".62" = add i64 %".61", %"lane.3", !dbg !10
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".62" , !dbg !10
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !10
  %".63" = mul i64 %"lane.2", 4, !dbg !10
  %".64" = add i64 %"lane.3", %".63", !dbg !10
  %".65" = getelementptr float, float* %"tile.tmp", i64 %".64" , !dbg !10
  store float %"b.lane.val", float* %".65", !dbg !10
  %".67" = add i64 %"lane.3", 1, !dbg !10
  %".68" = icmp ult i64 %".67", 4 , !dbg !10
  br i1 %".68", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.end.3:
  %".70" = add i64 %"lane.2", 1, !dbg !10
  %".71" = icmp ult i64 %".70", 4 , !dbg !10
  br i1 %".71", label %"tile.loop.2", label %"tile.end.2", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.masked"], [%".142", %"edge.done.2"] , !dbg !10
  %".75" = add i64 %"k.6", %"lane.4", !dbg !10
  %".76" = icmp ult i64 %".75", %"b.dim0" , !dbg !10
  %".77" = and i1 1, %".76", !dbg !10
  %".78" = icmp slt i64 0, -4 , !dbg !10
  %".79" = icmp slt i64 0, 0 , !dbg !10
  %".80" = sub i64 0, 0, !dbg !10
  %".81" = select  i1 %".79", i64 %".80", i64 0 , !dbg !10
  %".82" = select  i1 %".78", i64 4, i64 %".81" , !dbg !10
  %".83" = icmp sgt i64 0, %".82" , !dbg !10
  %".84" = select  i1 %".83", i64 0, i64 %".82" , !dbg !10
  %".85" = icmp sge i64 0, %"b.dim1" , !dbg !10
  %".86" = sub i64 %"b.dim1", 4, !dbg !10
  %".87" = icmp slt i64 0, %".86" , !dbg !10
  %".88" = sub i64 %"b.dim1", 0, !dbg !10
  %".89" = select  i1 %".87", i64 4, i64 %".88" , !dbg !10
  %".90" = select  i1 %".85", i64 0, i64 %".89" , !dbg !10
  %".91" = icmp slt i64 4, %".90" , !dbg !10
  %".92" = select  i1 %".91", i64 4, i64 %".90" , !dbg !10
  %".93" = icmp sgt i64 %".92", %".84" , !dbg !10
  %".94" = select  i1 %".93", i64 %".92", i64 %".84" , !dbg !10
  %"edge.lo" = select  i1 %".77", i64 %".84", i64 0 , !dbg !10
  %"edge.hi" = select  i1 %".77", i64 %".94", i64 0 , !dbg !10
  %".95" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !10
  br i1 %".95", label %"edge.loop", label %"edge.done", !dbg !10
tile.end.4:
  br label %"tile.done", !dbg !10
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.loop.4"], [%".103", %"edge.loop"] , !dbg !10
  %".97" = mul i64 %"lane.4", %"b.stride0", !dbg !10
  %".98" = add i64 %".97", %"edge.lane", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".98" , !dbg !10
  %"b.lane.val.1" = load float, ptr %"b.lane.1", !dbg !10
  %".99" = mul i64 %"lane.4", 4, !dbg !10
  %".100" = add i64 %"edge.lane", %".99", !dbg !10
  %".101" = getelementptr float, float* %"tile.tmp", i64 %".100" , !dbg !10
  store float %"b.lane.val.1", float* %".101", !dbg !10
  %".103" = add i64 %"edge.lane", 1, !dbg !10
  %".104" = icmp slt i64 %".103", %"edge.hi" , !dbg !10
  br i1 %".104", label %"edge.loop", label %"edge.done", !dbg !10
edge.done:
  %".106" = icmp slt i64 0, %"edge.lo" , !dbg !10
  br i1 %".106", label %"edge.loop.1", label %"edge.done.1", !dbg !10
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".121", %"edge.loop.1"] , !dbg !10
  %".108" = add i64 %"k.6", %"lane.4", !dbg !10
  %".109" = icmp ult i64 %".108", %"b.dim0" , !dbg !10
  %".110" = and i1 1, %".109", !dbg !10
  %".111" = mul i64 %"lane.4", %"b.stride0", !dbg !10
  %".112" = add i64 0, %"edge.lane.1", !dbg !10
  %".113" = icmp ult i64 %".112", %"b.dim1" , !dbg !10
  %".114" = and i1 %".110", %".113", !dbg !10
  %".115" = add i64 %".111", %"edge.lane.1", !dbg !10
  %"b.lane.2" = getelementptr float, ptr %"b.window", i64 %".115" , !dbg !10
  %".116" = select  i1 0, ptr %"b.lane.2", float* %"b.other" , !dbg !10
  %"b.lane.val.2" = load float, ptr %".116", !dbg !10
  %".117" = mul i64 %"lane.4", 4, !dbg !10
  %".118" = add i64 %"edge.lane.1", %".117", !dbg !10
  %".119" = getelementptr float, float* %"tile.tmp", i64 %".118" , !dbg !10
  store float %"b.lane.val.2", float* %".119", !dbg !10
  %".121" = add i64 %"edge.lane.1", 1, !dbg !10
  %".122" = icmp slt i64 %".121", %"edge.lo" , !dbg !10
  br i1 %".122", label %"edge.loop.1", label %"edge.done.1", !dbg !10
edge.done.1:
  %".124" = icmp slt i64 %"edge.hi", 4 , !dbg !10
  br i1 %".124", label %"edge.loop.2", label %"edge.done.2", !dbg !10
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".139", %"edge.loop.2"] , !dbg !10
  %".126" = add i64 %"k.6", %"lane.4", !dbg !10
  %".127" = icmp ult i64 %".126", %"b.dim0" , !dbg !10
  %".128" = and i1 1, %".127", !dbg !10
  %".129" = mul i64 %"lane.4", %"b.stride0", !dbg !10
  %".130" = add i64 0, %"edge.lane.2", !dbg !10
  %".131" = icmp ult i64 %".130", %"b.dim1" , !dbg !10
  %".132" = and i1 %".128", %".131", !dbg !10
  %".133" = add i64 %".129", %"edge.lane.2", !dbg !10
  %"b.lane.3" = getelementptr float, ptr %"b.window", i64 %".133" , !dbg !10
  %".134" = select  i1 0, ptr %"b.lane.3", float* %"b.other" , !dbg !10
  %"b.lane.val.3" = load float, ptr %".134", !dbg !10
  %".135" = mul i64 %"lane.4", 4, !dbg !10
  %".136" = add i64 %"edge.lane.2", %".135", !dbg !10
  %".137" = getelementptr float, float* %"tile.tmp", i64 %".136" , !dbg !10
  store float %"b.lane.val.3", float* %".137", !dbg !10
  %".139" = add i64 %"edge.lane.2", 1, !dbg !10
  %".140" = icmp slt i64 %".139", 4 , !dbg !10
  br i1 %".140", label %"edge.loop.2", label %"edge.done.2", !dbg !10
edge.done.2:
  %".142" = add i64 %"lane.4", 1, !dbg !10
  %".143" = icmp ult i64 %".142", 4 , !dbg !10
  br i1 %".143", label %"tile.loop.4", label %"tile.end.4", !dbg !10
mm.a.gm:
  %".147" = mul i64 0, 4, !dbg !10
  %".148" = add i64 0, %".147", !dbg !10
  %".149" = mul i64 0, 1, !dbg !10
  %".150" = add i64 %".149", 0, !dbg !10
  %".151" = add i64 %".148", 0, !dbg !10
  %".152" = mul i64 %".151", 4, !dbg !10
  %".153" = add i64 %".152", 0, !dbg !10
  %".154" = add i64 %".148", 1, !dbg !10
  %".155" = mul i64 %".154", 4, !dbg !10
  %".156" = add i64 %".155", 0, !dbg !10
  %".157" = add i64 %".148", 2, !dbg !10
  %".158" = mul i64 %".157", 4, !dbg !10
  %".159" = add i64 %".158", 0, !dbg !10
  %".160" = add i64 %".148", 3, !dbg !10
  %".161" = mul i64 %".160", 4, !dbg !10
  %".162" = add i64 %".161", 0, !dbg !10
  %".163" = add i64 %".148", 0, !dbg !10
  %".164" = mul i64 %".163", 4, !dbg !10
  %".165" = add i64 %".148", 1, !dbg !10
  %".166" = mul i64 %".165", 4, !dbg !10
  %".167" = add i64 %".148", 2, !dbg !10
  %".168" = mul i64 %".167", 4, !dbg !10
  %".169" = add i64 %".148", 3, !dbg !10
  %".170" = mul i64 %".169", 4, !dbg !10
  %".171" = add i64 %".148", 0, !dbg !10
  %".172" = mul i64 %".171", %"a.stride0", !dbg !10
  %".173" = add i64 %".148", 1, !dbg !10
  %".174" = mul i64 %".173", %"a.stride0", !dbg !10
  %".175" = add i64 %".148", 2, !dbg !10
  %".176" = mul i64 %".175", %"a.stride0", !dbg !10
  %".177" = add i64 %".148", 3, !dbg !10
  %".178" = mul i64 %".177", %"a.stride0", !dbg !10
  %".179" = add i64 %".153", 0, !dbg !10
  %".180" = getelementptr float, float* %"acc", i64 %".179" , !dbg !10
  %".181" = bitcast float* %".180" to <4 x float>* , !dbg !10
  %".182" = load <4 x float>, <4 x float>* %".181", align 4, !dbg !10
  %".183" = add i64 %".156", 0, !dbg !10
  %".184" = getelementptr float, float* %"acc", i64 %".183" , !dbg !10
  %".185" = bitcast float* %".184" to <4 x float>* , !dbg !10
  %".186" = load <4 x float>, <4 x float>* %".185", align 4, !dbg !10
  %".187" = add i64 %".159", 0, !dbg !10
  %".188" = getelementptr float, float* %"acc", i64 %".187" , !dbg !10
  %".189" = bitcast float* %".188" to <4 x float>* , !dbg !10
  %".190" = load <4 x float>, <4 x float>* %".189", align 4, !dbg !10
  %".191" = add i64 %".162", 0, !dbg !10
  %".192" = getelementptr float, float* %"acc", i64 %".191" , !dbg !10
  %".193" = bitcast float* %".192" to <4 x float>* , !dbg !10
  %".194" = load <4 x float>, <4 x float>* %".193", align 4, !dbg !10
  %".195" = mul i64 %".150", 4, !dbg !10
  %".196" = add i64 %".195", 0, !dbg !10
  %".197" = icmp ult i64 %".196", 4 , !dbg !10
  br i1 %".197", label %"mm.a.gm.if", label %"mm.a.gm.endif", !dbg !10, !prof !11
mm.a.staged:
  %"i.4" = load i64, i64* %"i", !dbg !10
  %"k.7" = load i64, i64* %"k", !dbg !10
  %".460" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".460", !dbg !10
  %".462" = icmp sge i64 %"i.4", 0 , !dbg !10
  %".463" = sub i64 %"a.dim0", 4, !dbg !10
  %".464" = icmp sle i64 %"i.4", %".463" , !dbg !10
  %".465" = and i1 %".462", %".464", !dbg !10
  %".466" = and i1 1, %".465", !dbg !10
  %".467" = icmp sge i64 %"k.7", 0 , !dbg !10
  %".468" = sub i64 %"a.dim1", 4, !dbg !10
  %".469" = icmp sle i64 %"k.7", %".468" , !dbg !10
  %".470" = and i1 %".467", %".469", !dbg !10
  %".471" = and i1 %".466", %".470", !dbg !10
  %".472" = mul i64 %"i.4", %"a.stride0", !dbg !10
  %".473" = add i64 %".472", %"k.7", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".473" , !dbg !10
  br i1 %".471", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
mm.a.done:
  br label %"for.inc", !dbg !9
mm.a.gm.if:
  %".199" = mul i64 %".196", %".27", !dbg !10
  %".200" = getelementptr i8, ptr %"a.next", i64 %".199" , !dbg !10
  %".201" = getelementptr i8, ptr %".200", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".201", i32 0, i32 2, i32 1), !dbg !10
  %".203" = getelementptr i8, ptr %".200", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".203", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif", !dbg !10
mm.a.gm.endif:
  %".206" = mul i64 %".150", 4, !dbg !10
  %".207" = add i64 %".206", 1, !dbg !10
  %".208" = icmp ult i64 %".207", 4 , !dbg !10
  br i1 %".208", label %"mm.a.gm.endif.if", label %"mm.a.gm.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.if:
  %".210" = mul i64 %".207", %".27", !dbg !10
  %".211" = getelementptr i8, ptr %"a.next", i64 %".210" , !dbg !10
  %".212" = getelementptr i8, ptr %".211", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".212", i32 0, i32 2, i32 1), !dbg !10
  %".214" = getelementptr i8, ptr %".211", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".214", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif", !dbg !10
mm.a.gm.endif.endif:
  %".217" = mul i64 %".150", 4, !dbg !10
  %".218" = add i64 %".217", 2, !dbg !10
  %".219" = icmp ult i64 %".218", 4 , !dbg !10
  br i1 %".219", label %"mm.a.gm.endif.endif.if", label %"mm.a.gm.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.if:
  %".221" = mul i64 %".218", %".27", !dbg !10
  %".222" = getelementptr i8, ptr %"a.next", i64 %".221" , !dbg !10
  %".223" = getelementptr i8, ptr %".222", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".223", i32 0, i32 2, i32 1), !dbg !10
  %".225" = getelementptr i8, ptr %".222", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".225", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif:
  %".228" = mul i64 %".150", 4, !dbg !10
  %".229" = add i64 %".228", 3, !dbg !10
  %".230" = icmp ult i64 %".229", 4 , !dbg !10
  br i1 %".230", label %"mm.a.gm.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.if:
  %".232" = mul i64 %".229", %".27", !dbg !10
  %".233" = getelementptr i8, ptr %"a.next", i64 %".232" , !dbg !10
  %".234" = getelementptr i8, ptr %".233", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".234", i32 0, i32 2, i32 1), !dbg !10
  %".236" = getelementptr i8, ptr %".233", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".236", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif:
  %".239" = mul i64 %".150", 4, !dbg !10
  %".240" = add i64 %".239", 0, !dbg !10
  %".241" = icmp ult i64 %".240", 4 , !dbg !10
  br i1 %".241", label %"mm.a.gm.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.if:
  %".243" = mul i64 %".240", %".30", !dbg !10
  %".244" = getelementptr i8, ptr %"b.next", i64 %".243" , !dbg !10
  %".245" = getelementptr i8, ptr %".244", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".245", i32 0, i32 2, i32 1), !dbg !10
  %".247" = getelementptr i8, ptr %".244", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".247", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif:
  %".250" = mul i64 %".150", 4, !dbg !10
  %".251" = add i64 %".250", 1, !dbg !10
  %".252" = icmp ult i64 %".251", 4 , !dbg !10
  br i1 %".252", label %"mm.a.gm.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.if:
  %".254" = mul i64 %".251", %".30", !dbg !10
  %".255" = getelementptr i8, ptr %"b.next", i64 %".254" , !dbg !10
  %".256" = getelementptr i8, ptr %".255", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".256", i32 0, i32 2, i32 1), !dbg !10
  %".258" = getelementptr i8, ptr %".255", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".258", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif:
  %".261" = mul i64 %".150", 4, !dbg !10
  %".262" = add i64 %".261", 2, !dbg !10
  %".263" = icmp ult i64 %".262", 4 , !dbg !10
  br i1 %".263", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.if:
  %".265" = mul i64 %".262", %".30", !dbg !10
  %".266" = getelementptr i8, ptr %"b.next", i64 %".265" , !dbg !10
  %".267" = getelementptr i8, ptr %".266", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".267", i32 0, i32 2, i32 1), !dbg !10
  %".269" = getelementptr i8, ptr %".266", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".269", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif:
  %".272" = mul i64 %".150", 4, !dbg !10
  %".273" = add i64 %".272", 3, !dbg !10
  %".274" = icmp ult i64 %".273", 4 , !dbg !10
  br i1 %".274", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if:
  %".276" = mul i64 %".273", %".30", !dbg !10
  %".277" = getelementptr i8, ptr %"b.next", i64 %".276" , !dbg !10
  %".278" = getelementptr i8, ptr %".277", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".278", i32 0, i32 2, i32 1), !dbg !10
  %".280" = getelementptr i8, ptr %".277", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".280", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif:
  %".283" = add i64 %".172", 0, !dbg !10
  %".284" = add i64 %".283", 32, !dbg !10
  %".285" = getelementptr float, ptr %"a.rows", i64 %".284" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".285", i32 0, i32 3, i32 1), !dbg !10
  %".287" = getelementptr float, ptr %"a.rows", i64 %".283" , !dbg !10
  %".288" = load <4 x float>, ptr %".287", align 4, !dbg !10
  %".289" = add i64 %".164", 0, !dbg !10
  %".290" = getelementptr float, float* %"tile.left", i64 %".289" , !dbg !10
  %".291" = bitcast float* %".290" to <4 x float>* , !dbg !10
  store <4 x float> %".288", <4 x float>* %".291", align 4, !dbg !10
  %".293" = add i64 %".174", 0, !dbg !10
  %".294" = add i64 %".293", 32, !dbg !10
  %".295" = getelementptr float, ptr %"a.rows", i64 %".294" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".295", i32 0, i32 3, i32 1), !dbg !10
  %".297" = getelementptr float, ptr %"a.rows", i64 %".293" , !dbg !10
  %".298" = load <4 x float>, ptr %".297", align 4, !dbg !10
  %".299" = add i64 %".166", 0, !dbg !10
  %".300" = getelementptr float, float* %"tile.left", i64 %".299" , !dbg !10
  %".301" = bitcast float* %".300" to <4 x float>* , !dbg !10
  store <4 x float> %".298", <4 x float>* %".301", align 4, !dbg !10
  %".303" = add i64 %".176", 0, !dbg !10
  %".304" = add i64 %".303", 32, !dbg !10
  %".305" = getelementptr float, ptr %"a.rows", i64 %".304" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".305", i32 0, i32 3, i32 1), !dbg !10
  %".307" = getelementptr float, ptr %"a.rows", i64 %".303" , !dbg !10
  %".308" = load <4 x float>, ptr %".307", align 4, !dbg !10
  %".309" = add i64 %".168", 0, !dbg !10
  %".310" = getelementptr float, float* %"tile.left", i64 %".309" , !dbg !10
  %".311" = bitcast float* %".310" to <4 x float>* , !dbg !10
  store <4 x float> %".308", <4 x float>* %".311", align 4, !dbg !10
  %".313" = add i64 %".178", 0, !dbg !10
  %".314" = add i64 %".313", 32, !dbg !10
  %".315" = getelementptr float, ptr %"a.rows", i64 %".314" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".315", i32 0, i32 3, i32 1), !dbg !10
  %".317" = getelementptr float, ptr %"a.rows", i64 %".313" , !dbg !10
  %".318" = load <4 x float>, ptr %".317", align 4, !dbg !10
  %".319" = add i64 %".170", 0, !dbg !10
  %".320" = getelementptr float, float* %"tile.left", i64 %".319" , !dbg !10
  %".321" = bitcast float* %".320" to <4 x float>* , !dbg !10
  store <4 x float> %".318", <4 x float>* %".321", align 4, !dbg !10
  %".323" = mul i64 0, 4, !dbg !10
  %".324" = add i64 %".323", 0, !dbg !10
  %".325" = add i64 %".324", 0, !dbg !10
  %".326" = getelementptr float, float* %"tile.tmp", i64 %".325" , !dbg !10
  %".327" = bitcast float* %".326" to <4 x float>* , !dbg !10
  %".328" = load <4 x float>, <4 x float>* %".327", align 4, !dbg !10
  %".329" = add i64 %".172", 0, !dbg !10
  %".330" = getelementptr float, ptr %"a.rows", i64 %".329" , !dbg !10
  %".331" = load float, ptr %".330", align 4, !dbg !10
  %".332" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".331", i32 0
  %".333" = shufflevector <4 x float> %".332", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".334" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".333", <4 x float> %".328", <4 x float> %".182"), !dbg !10
  %".335" = add i64 %".174", 0, !dbg !10
  %".336" = getelementptr float, ptr %"a.rows", i64 %".335" , !dbg !10
  %".337" = load float, ptr %".336", align 4, !dbg !10
  %".338" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".337", i32 0
  %".339" = shufflevector <4 x float> %".338", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".340" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".339", <4 x float> %".328", <4 x float> %".186"), !dbg !10
  %".341" = add i64 %".176", 0, !dbg !10
  %".342" = getelementptr float, ptr %"a.rows", i64 %".341" , !dbg !10
  %".343" = load float, ptr %".342", align 4, !dbg !10
  %".344" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".343", i32 0
  %".345" = shufflevector <4 x float> %".344", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".346" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".345", <4 x float> %".328", <4 x float> %".190"), !dbg !10
  %".347" = add i64 %".178", 0, !dbg !10
  %".348" = getelementptr float, ptr %"a.rows", i64 %".347" , !dbg !10
  %".349" = load float, ptr %".348", align 4, !dbg !10
  %".350" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".349", i32 0
  %".351" = shufflevector <4 x float> %".350", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".352" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".351", <4 x float> %".328", <4 x float> %".194"), !dbg !10
  %".353" = mul i64 1, 4, !dbg !10
  %".354" = add i64 %".353", 0, !dbg !10
  %".355" = add i64 %".354", 0, !dbg !10
  %".356" = getelementptr float, float* %"tile.tmp", i64 %".355" , !dbg !10
  %".357" = bitcast float* %".356" to <4 x float>* , !dbg !10
  %".358" = load <4 x float>, <4 x float>* %".357", align 4, !dbg !10
  %".359" = add i64 %".172", 1, !dbg !10
  %".360" = getelementptr float, ptr %"a.rows", i64 %".359" , !dbg !10
  %".361" = load float, ptr %".360", align 4, !dbg !10
  %".362" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".361", i32 0
  %".363" = shufflevector <4 x float> %".362", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".364" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".363", <4 x float> %".358", <4 x float> %".334"), !dbg !10
  %".365" = add i64 %".174", 1, !dbg !10
  %".366" = getelementptr float, ptr %"a.rows", i64 %".365" , !dbg !10
  %".367" = load float, ptr %".366", align 4, !dbg !10
  %".368" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".367", i32 0
  %".369" = shufflevector <4 x float> %".368", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".370" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".369", <4 x float> %".358", <4 x float> %".340"), !dbg !10
  %".371" = add i64 %".176", 1, !dbg !10
  %".372" = getelementptr float, ptr %"a.rows", i64 %".371" , !dbg !10
  %".373" = load float, ptr %".372", align 4, !dbg !10
  %".374" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".373", i32 0
  %".375" = shufflevector <4 x float> %".374", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".376" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".375", <4 x float> %".358", <4 x float> %".346"), !dbg !10
  %".377" = add i64 %".178", 1, !dbg !10
  %".378" = getelementptr float, ptr %"a.rows", i64 %".377" , !dbg !10
  %".379" = load float, ptr %".378", align 4, !dbg !10
  %".380" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".379", i32 0
  %".381" = shufflevector <4 x float> %".380", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".382" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".381", <4 x float> %".358", <4 x float> %".352"), !dbg !10
  %".383" = mul i64 2, 4, !dbg !10
  %".384" = add i64 %".383", 0, !dbg !10
  %".385" = add i64 %".384", 0, !dbg !10
  %".386" = getelementptr float, float* %"tile.tmp", i64 %".385" , !dbg !10
  %".387" = bitcast float* %".386" to <4 x float>* , !dbg !10
  %".388" = load <4 x float>, <4 x float>* %".387", align 4, !dbg !10
  %".389" = add i64 %".172", 2, !dbg !10
  %".390" = getelementptr float, ptr %"a.rows", i64 %".389" , !dbg !10
  %".391" = load float, ptr %".390", align 4, !dbg !10
  %".392" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".391", i32 0
  %".393" = shufflevector <4 x float> %".392", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".394" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".393", <4 x float> %".388", <4 x float> %".364"), !dbg !10
  %".395" = add i64 %".174", 2, !dbg !10
  %".396" = getelementptr float, ptr %"a.rows", i64 %".395" , !dbg !10
  %".397" = load float, ptr %".396", align 4, !dbg !10
  %".398" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".397", i32 0
  %".399" = shufflevector <4 x float> %".398", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".400" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".399", <4 x float> %".388", <4 x float> %".370"), !dbg !10
  %".401" = add i64 %".176", 2, !dbg !10
  %".402" = getelementptr float, ptr %"a.rows", i64 %".401" , !dbg !10
  %".403" = load float, ptr %".402", align 4, !dbg !10
  %".404" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".403", i32 0
  %".405" = shufflevector <4 x float> %".404", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".406" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".405", <4 x float> %".388", <4 x float> %".376"), !dbg !10
  %".407" = add i64 %".178", 2, !dbg !10
  %".408" = getelementptr float, ptr %"a.rows", i64 %".407" , !dbg !10
  %".409" = load float, ptr %".408", align 4, !dbg !10
  %".410" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".409", i32 0
  %".411" = shufflevector <4 x float> %".410", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".412" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".411", <4 x float> %".388", <4 x float> %".382"), !dbg !10
  %".413" = mul i64 3, 4, !dbg !10
  %".414" = add i64 %".413", 0, !dbg !10
  %".415" = add i64 %".414", 0, !dbg !10
  %".416" = getelementptr float, float* %"tile.tmp", i64 %".415" , !dbg !10
  %".417" = bitcast float* %".416" to <4 x float>* , !dbg !10
  %".418" = load <4 x float>, <4 x float>* %".417", align 4, !dbg !10
  %".419" = add i64 %".172", 3, !dbg !10
  %".420" = getelementptr float, ptr %"a.rows", i64 %".419" , !dbg !10
  %".421" = load float, ptr %".420", align 4, !dbg !10
  %".422" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".421", i32 0
  %".423" = shufflevector <4 x float> %".422", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".424" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".423", <4 x float> %".418", <4 x float> %".394"), !dbg !10
  %".425" = add i64 %".174", 3, !dbg !10
  %".426" = getelementptr float, ptr %"a.rows", i64 %".425" , !dbg !10
  %".427" = load float, ptr %".426", align 4, !dbg !10
  %".428" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".427", i32 0
  %".429" = shufflevector <4 x float> %".428", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".430" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".429", <4 x float> %".418", <4 x float> %".400"), !dbg !10
  %".431" = add i64 %".176", 3, !dbg !10
  %".432" = getelementptr float, ptr %"a.rows", i64 %".431" , !dbg !10
  %".433" = load float, ptr %".432", align 4, !dbg !10
  %".434" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".433", i32 0
  %".435" = shufflevector <4 x float> %".434", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".436" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".435", <4 x float> %".418", <4 x float> %".406"), !dbg !10
  %".437" = add i64 %".178", 3, !dbg !10
  %".438" = getelementptr float, ptr %"a.rows", i64 %".437" , !dbg !10
  %".439" = load float, ptr %".438", align 4, !dbg !10
  %".440" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".439", i32 0
  %".441" = shufflevector <4 x float> %".440", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".442" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".441", <4 x float> %".418", <4 x float> %".412"), !dbg !10
  %".443" = add i64 %".153", 0, !dbg !10
  %".444" = getelementptr float, float* %"acc", i64 %".443" , !dbg !10
  %".445" = bitcast float* %".444" to <4 x float>* , !dbg !10
  store <4 x float> %".424", <4 x float>* %".445", align 4, !dbg !10
  %".447" = add i64 %".156", 0, !dbg !10
  %".448" = getelementptr float, float* %"acc", i64 %".447" , !dbg !10
  %".449" = bitcast float* %".448" to <4 x float>* , !dbg !10
  store <4 x float> %".430", <4 x float>* %".449", align 4, !dbg !10
  %".451" = add i64 %".159", 0, !dbg !10
  %".452" = getelementptr float, float* %"acc", i64 %".451" , !dbg !10
  %".453" = bitcast float* %".452" to <4 x float>* , !dbg !10
  store <4 x float> %".436", <4 x float>* %".453", align 4, !dbg !10
  %".455" = add i64 %".162", 0, !dbg !10
  %".456" = getelementptr float, float* %"acc", i64 %".455" , !dbg !10
  %".457" = bitcast float* %".456" to <4 x float>* , !dbg !10
  store <4 x float> %".442", <4 x float>* %".457", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
tile.inside.1:
  br label %"tile.loop.5", !dbg !10
tile.masked.1:
  br label %"tile.loop.7", !dbg !10
tile.done.1:
  %"i.5" = load i64, i64* %"i", !dbg !10
  %"k.8" = load i64, i64* %"k", !dbg !10
  %".562" = icmp sge i64 %"i.5", %"a.dim0" , !dbg !10
  %".563" = sub i64 %"a.dim0", 4, !dbg !10
  %".564" = icmp slt i64 %"i.5", %".563" , !dbg !10
  %".565" = sub i64 %"a.dim0", %"i.5", !dbg !10
  %".566" = select  i1 %".564", i64 4, i64 %".565" , !dbg !10
  %".567" = select  i1 %".562", i64 0, i64 %".566" , !dbg !10
  %".568" = icmp sge i64 %"k.8", %"a.dim1" , !dbg !10
  %".569" = sub i64 %"a.dim1", 4, !dbg !10
  %".570" = icmp slt i64 %"k.8", %".569" , !dbg !10
  %".571" = sub i64 %"a.dim1", %"k.8", !dbg !10
  %".572" = select  i1 %".570", i64 4, i64 %".571" , !dbg !10
  %".573" = select  i1 %".568", i64 0, i64 %".572" , !dbg !10
  %".574" = mul i64 0, 4, !dbg !10
  %".575" = add i64 0, %".574", !dbg !10
  %".576" = mul i64 0, 1, !dbg !10
  %".577" = add i64 %".576", 0, !dbg !10
  %".578" = add i64 %".575", 0, !dbg !10
  %".579" = mul i64 %".578", 4, !dbg !10
  %".580" = add i64 %".579", 0, !dbg !10
  %".581" = add i64 %".575", 1, !dbg !10
  %".582" = mul i64 %".581", 4, !dbg !10
  %".583" = add i64 %".582", 0, !dbg !10
  %".584" = add i64 %".575", 2, !dbg !10
  %".585" = mul i64 %".584", 4, !dbg !10
  %".586" = add i64 %".585", 0, !dbg !10
  %".587" = add i64 %".575", 3, !dbg !10
  %".588" = mul i64 %".587", 4, !dbg !10
  %".589" = add i64 %".588", 0, !dbg !10
  %".590" = add i64 %".575", 0, !dbg !10
  %".591" = mul i64 %".590", 4, !dbg !10
  %".592" = add i64 %".575", 1, !dbg !10
  %".593" = mul i64 %".592", 4, !dbg !10
  %".594" = add i64 %".575", 2, !dbg !10
  %".595" = mul i64 %".594", 4, !dbg !10
  %".596" = add i64 %".575", 3, !dbg !10
  %".597" = mul i64 %".596", 4, !dbg !10
  %".598" = add i64 %".580", 0, !dbg !10
  %".599" = getelementptr float, float* %"acc", i64 %".598" , !dbg !10
  %".600" = bitcast float* %".599" to <4 x float>* , !dbg !10
  %".601" = load <4 x float>, <4 x float>* %".600", align 4, !dbg !10
  %".602" = add i64 %".583", 0, !dbg !10
  %".603" = getelementptr float, float* %"acc", i64 %".602" , !dbg !10
  %".604" = bitcast float* %".603" to <4 x float>* , !dbg !10
  %".605" = load <4 x float>, <4 x float>* %".604", align 4, !dbg !10
  %".606" = add i64 %".586", 0, !dbg !10
  %".607" = getelementptr float, float* %"acc", i64 %".606" , !dbg !10
  %".608" = bitcast float* %".607" to <4 x float>* , !dbg !10
  %".609" = load <4 x float>, <4 x float>* %".608", align 4, !dbg !10
  %".610" = add i64 %".589", 0, !dbg !10
  %".611" = getelementptr float, float* %"acc", i64 %".610" , !dbg !10
  %".612" = bitcast float* %".611" to <4 x float>* , !dbg !10
  %".613" = load <4 x float>, <4 x float>* %".612", align 4, !dbg !10
  %".614" = mul i64 %".577", 4, !dbg !10
  %".615" = add i64 %".614", 0, !dbg !10
  %".616" = icmp ult i64 %".615", 4 , !dbg !10
  br i1 %".616", label %"tile.done.1.if", label %"tile.done.1.endif", !dbg !10, !prof !11
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.inside.1"], [%".486", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  br label %"tile.done.1", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".483", %"tile.loop.6"] , !dbg !10
  %".477" = mul i64 %"lane.5", %"a.stride0", !dbg !10
  %".478" = add i64 %".477", %"lane.6", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".478" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".479" = mul i64 %"lane.5", 4, !dbg !10
  %".480" = add i64 %"lane.6", %".479", !dbg !10
  %".481" = getelementptr float, float* %"tile.left", i64 %".480" , !dbg !10
  store float %"a.lane.val", float* %".481", !dbg !10
  %".483" = add i64 %"lane.6", 1, !dbg !10
  %".484" = icmp ult i64 %".483", 4 , !dbg !10
  br i1 %".484", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".486" = add i64 %"lane.5", 1, !dbg !10
  %".487" = icmp ult i64 %".486", 4 , !dbg !10
  br i1 %".487", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.masked.1"], [%".558", %"edge.done.5"] , !dbg !10
  %".491" = add i64 %"i.4", %"lane.7", !dbg !10
  %".492" = icmp ult i64 %".491", %"a.dim0" , !dbg !10
  %".493" = and i1 1, %".492", !dbg !10
  %".494" = icmp slt i64 %"k.7", -4 , !dbg !10
  %".495" = icmp slt i64 %"k.7", 0 , !dbg !10
  %".496" = sub i64 0, %"k.7", !dbg !10
  %".497" = select  i1 %".495", i64 %".496", i64 0 , !dbg !10
  %".498" = select  i1 %".494", i64 4, i64 %".497" , !dbg !10
  %".499" = icmp sgt i64 0, %".498" , !dbg !10
  %".500" = select  i1 %".499", i64 0, i64 %".498" , !dbg !10
  %".501" = icmp sge i64 %"k.7", %"a.dim1" , !dbg !10
  %".502" = sub i64 %"a.dim1", 4, !dbg !10
  %".503" = icmp slt i64 %"k.7", %".502" , !dbg !10
  %".504" = sub i64 %"a.dim1", %"k.7", !dbg !10
  %".505" = select  i1 %".503", i64 4, i64 %".504" , !dbg !10
  %".506" = select  i1 %".501", i64 0, i64 %".505" , !dbg !10
  %".507" = icmp slt i64 4, %".506" , !dbg !10
  %".508" = select  i1 %".507", i64 4, i64 %".506" , !dbg !10
  %".509" = icmp sgt i64 %".508", %".500" , !dbg !10
  %".510" = select  i1 %".509", i64 %".508", i64 %".500" , !dbg !10
  %"edge.lo.1" = select  i1 %".493", i64 %".500", i64 0 , !dbg !10
  %"edge.hi.1" = select  i1 %".493", i64 %".510", i64 0 , !dbg !10
  %".511" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !10
  br i1 %".511", label %"edge.loop.3", label %"edge.done.3", !dbg !10
tile.end.7:
  br label %"tile.done.1", !dbg !10
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.loop.7"], [%".519", %"edge.loop.3"] , !dbg !10
  %".513" = mul i64 %"lane.7", %"a.stride0", !dbg !10
  %".514" = add i64 %".513", %"edge.lane.3", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".514" , !dbg !10
  %"a.lane.val.1" = load float, ptr %"a.lane.1", !dbg !10
  %".515" = mul i64 %"lane.7", 4, !dbg !10
  %".516" = add i64 %"edge.lane.3", %".515", !dbg !10
  %".517" = getelementptr float, float* %"tile.left", i64 %".516" , !dbg !10
  store float %"a.lane.val.1", float* %".517", !dbg !10
  %".519" = add i64 %"edge.lane.3", 1, !dbg !10
  %".520" = icmp slt i64 %".519", %"edge.hi.1" , !dbg !10
  br i1 %".520", label %"edge.loop.3", label %"edge.done.3", !dbg !10
edge.done.3:
  %".522" = icmp slt i64 0, %"edge.lo.1" , !dbg !10
  br i1 %".522", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".537", %"edge.loop.4"] , !dbg !10
  %".524" = add i64 %"i.4", %"lane.7", !dbg !10
  %".525" = icmp ult i64 %".524", %"a.dim0" , !dbg !10
  %".526" = and i1 1, %".525", !dbg !10
  %".527" = mul i64 %"lane.7", %"a.stride0", !dbg !10
  %".528" = add i64 %"k.7", %"edge.lane.4", !dbg !10
  %".529" = icmp ult i64 %".528", %"a.dim1" , !dbg !10
  %".530" = and i1 %".526", %".529", !dbg !10
  %".531" = add i64 %".527", %"edge.lane.4", !dbg !10
  %"a.lane.2" = getelementptr float, ptr %"a.window", i64 %".531" , !dbg !10
  %".532" = select  i1 0, ptr %"a.lane.2", float* %"a.other" , !dbg !10
  %"a.lane.val.2" = load float, ptr %".532", !dbg !10
  %".533" = mul i64 %"lane.7", 4, !dbg !10
  %".534" = add i64 %"edge.lane.4", %".533", !dbg !10
  %".535" = getelementptr float, float* %"tile.left", i64 %".534" , !dbg !10
  store float %"a.lane.val.2", float* %".535", !dbg !10
  %".537" = add i64 %"edge.lane.4", 1, !dbg !10
  %".538" = icmp slt i64 %".537", %"edge.lo.1" , !dbg !10
  br i1 %".538", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.done.4:
  %".540" = icmp slt i64 %"edge.hi.1", 4 , !dbg !10
  br i1 %".540", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".555", %"edge.loop.5"] , !dbg !10
  %".542" = add i64 %"i.4", %"lane.7", !dbg !10
  %".543" = icmp ult i64 %".542", %"a.dim0" , !dbg !10
  %".544" = and i1 1, %".543", !dbg !10
  %".545" = mul i64 %"lane.7", %"a.stride0", !dbg !10
  %".546" = add i64 %"k.7", %"edge.lane.5", !dbg !10
  %".547" = icmp ult i64 %".546", %"a.dim1" , !dbg !10
  %".548" = and i1 %".544", %".547", !dbg !10
  %".549" = add i64 %".545", %"edge.lane.5", !dbg !10
  %"a.lane.3" = getelementptr float, ptr %"a.window", i64 %".549" , !dbg !10
  %".550" = select  i1 0, ptr %"a.lane.3", float* %"a.other" , !dbg !10
  %"a.lane.val.3" = load float, ptr %".550", !dbg !10
  %".551" = mul i64 %"lane.7", 4, !dbg !10
  %".552" = add i64 %"edge.lane.5", %".551", !dbg !10
  %".553" = getelementptr float, float* %"tile.left", i64 %".552" , !dbg !10
  store float %"a.lane.val.3", float* %".553", !dbg !10
  %".555" = add i64 %"edge.lane.5", 1, !dbg !10
  %".556" = icmp slt i64 %".555", 4 , !dbg !10
  br i1 %".556", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.done.5:
  %".558" = add i64 %"lane.7", 1, !dbg !10
  %".559" = icmp ult i64 %".558", 4 , !dbg !10
  br i1 %".559", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.done.1.if:
  %".618" = mul i64 %".615", %".27", !dbg !10
  %".619" = getelementptr i8, ptr %"a.next", i64 %".618" , !dbg !10
  %".620" = getelementptr i8, ptr %".619", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".620", i32 0, i32 2, i32 1), !dbg !10
  %".622" = getelementptr i8, ptr %".619", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".622", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif", !dbg !10
tile.done.1.endif:
  %".625" = mul i64 %".577", 4, !dbg !10
  %".626" = add i64 %".625", 1, !dbg !10
  %".627" = icmp ult i64 %".626", 4 , !dbg !10
  br i1 %".627", label %"tile.done.1.endif.if", label %"tile.done.1.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.if:
  %".629" = mul i64 %".626", %".27", !dbg !10
  %".630" = getelementptr i8, ptr %"a.next", i64 %".629" , !dbg !10
  %".631" = getelementptr i8, ptr %".630", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".631", i32 0, i32 2, i32 1), !dbg !10
  %".633" = getelementptr i8, ptr %".630", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".633", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif", !dbg !10
tile.done.1.endif.endif:
  %".636" = mul i64 %".577", 4, !dbg !10
  %".637" = add i64 %".636", 2, !dbg !10
  %".638" = icmp ult i64 %".637", 4 , !dbg !10
  br i1 %".638", label %"tile.done.1.endif.endif.if", label %"tile.done.1.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.if:
  %".640" = mul i64 %".637", %".27", !dbg !10
  %".641" = getelementptr i8, ptr %"a.next", i64 %".640" , !dbg !10
  %".642" = getelementptr i8, ptr %".641", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".642", i32 0, i32 2, i32 1), !dbg !10
  %".644" = getelementptr i8, ptr %".641", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".644", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif:
  %".647" = mul i64 %".577", 4, !dbg !10
  %".648" = add i64 %".647", 3, !dbg !10
  %".649" = icmp ult i64 %".648", 4 , !dbg !10
  br i1 %".649", label %"tile.done.1.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.if:
  %".651" = mul i64 %".648", %".27", !dbg !10
  %".652" = getelementptr i8, ptr %"a.next", i64 %".651" , !dbg !10
  %".653" = getelementptr i8, ptr %".652", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".653", i32 0, i32 2, i32 1), !dbg !10
  %".655" = getelementptr i8, ptr %".652", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".655", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif:
  %".658" = mul i64 %".577", 4, !dbg !10
  %".659" = add i64 %".658", 0, !dbg !10
  %".660" = icmp ult i64 %".659", 4 , !dbg !10
  br i1 %".660", label %"tile.done.1.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.if:
  %".662" = mul i64 %".659", %".30", !dbg !10
  %".663" = getelementptr i8, ptr %"b.next", i64 %".662" , !dbg !10
  %".664" = getelementptr i8, ptr %".663", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".664", i32 0, i32 2, i32 1), !dbg !10
  %".666" = getelementptr i8, ptr %".663", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".666", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif:
  %".669" = mul i64 %".577", 4, !dbg !10
  %".670" = add i64 %".669", 1, !dbg !10
  %".671" = icmp ult i64 %".670", 4 , !dbg !10
  br i1 %".671", label %"tile.done.1.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.if:
  %".673" = mul i64 %".670", %".30", !dbg !10
  %".674" = getelementptr i8, ptr %"b.next", i64 %".673" , !dbg !10
  %".675" = getelementptr i8, ptr %".674", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".675", i32 0, i32 2, i32 1), !dbg !10
  %".677" = getelementptr i8, ptr %".674", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".677", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif:
  %".680" = mul i64 %".577", 4, !dbg !10
  %".681" = add i64 %".680", 2, !dbg !10
  %".682" = icmp ult i64 %".681", 4 , !dbg !10
  br i1 %".682", label %"tile.done.1.endif.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.endif.if:
  %".684" = mul i64 %".681", %".30", !dbg !10
  %".685" = getelementptr i8, ptr %"b.next", i64 %".684" , !dbg !10
  %".686" = getelementptr i8, ptr %".685", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".686", i32 0, i32 2, i32 1), !dbg !10
  %".688" = getelementptr i8, ptr %".685", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".688", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif.endif:
  %".691" = mul i64 %".577", 4, !dbg !10
  %".692" = add i64 %".691", 3, !dbg !10
  %".693" = icmp ult i64 %".692", 4 , !dbg !10
  br i1 %".693", label %"tile.done.1.endif.endif.e...if", label %"tile.done.1.endif.endif.e...endif", !dbg !10, !prof !11
tile.done.1.endif.endif.e...if:
  %".695" = mul i64 %".692", %".30", !dbg !10
  %".696" = getelementptr i8, ptr %"b.next", i64 %".695" , !dbg !10
  %".697" = getelementptr i8, ptr %".696", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".697", i32 0, i32 2, i32 1), !dbg !10
  %".699" = getelementptr i8, ptr %".696", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".699", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.e...endif", !dbg !10
tile.done.1.endif.endif.e...endif:
  %".702" = mul i64 0, 4, !dbg !10
  %".703" = add i64 %".702", 0, !dbg !10
  %".704" = add i64 %".703", 0, !dbg !10
  %".705" = getelementptr float, float* %"tile.tmp", i64 %".704" , !dbg !10
  %".706" = bitcast float* %".705" to <4 x float>* , !dbg !10
  %".707" = load <4 x float>, <4 x float>* %".706", align 4, !dbg !10
  %".708" = add i64 %".591", 0, !dbg !10
  %".709" = getelementptr float, float* %"tile.left", i64 %".708" , !dbg !10
  %".710" = load float, float* %".709", align 4, !dbg !10
  %".711" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".710", i32 0
  %".712" = shufflevector <4 x float> %".711", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".713" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".712", <4 x float> %".707", <4 x float> %".601"), !dbg !10
  %".714" = add i64 %".593", 0, !dbg !10
  %".715" = getelementptr float, float* %"tile.left", i64 %".714" , !dbg !10
  %".716" = load float, float* %".715", align 4, !dbg !10
  %".717" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".716", i32 0
  %".718" = shufflevector <4 x float> %".717", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".719" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".718", <4 x float> %".707", <4 x float> %".605"), !dbg !10
  %".720" = add i64 %".595", 0, !dbg !10
  %".721" = getelementptr float, float* %"tile.left", i64 %".720" , !dbg !10
  %".722" = load float, float* %".721", align 4, !dbg !10
  %".723" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".722", i32 0
  %".724" = shufflevector <4 x float> %".723", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".725" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".724", <4 x float> %".707", <4 x float> %".609"), !dbg !10
  %".726" = add i64 %".597", 0, !dbg !10
  %".727" = getelementptr float, float* %"tile.left", i64 %".726" , !dbg !10
  %".728" = load float, float* %".727", align 4, !dbg !10
  %".729" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".728", i32 0
  %".730" = shufflevector <4 x float> %".729", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".731" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".730", <4 x float> %".707", <4 x float> %".613"), !dbg !10
  %".732" = mul i64 1, 4, !dbg !10
  %".733" = add i64 %".732", 0, !dbg !10
  %".734" = add i64 %".733", 0, !dbg !10
  %".735" = getelementptr float, float* %"tile.tmp", i64 %".734" , !dbg !10
  %".736" = bitcast float* %".735" to <4 x float>* , !dbg !10
  %".737" = load <4 x float>, <4 x float>* %".736", align 4, !dbg !10
  %".738" = add i64 %".591", 1, !dbg !10
  %".739" = getelementptr float, float* %"tile.left", i64 %".738" , !dbg !10
  %".740" = load float, float* %".739", align 4, !dbg !10
  %".741" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".740", i32 0
  %".742" = shufflevector <4 x float> %".741", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".743" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".742", <4 x float> %".737", <4 x float> %".713"), !dbg !10
  %".744" = add i64 %".593", 1, !dbg !10
  %".745" = getelementptr float, float* %"tile.left", i64 %".744" , !dbg !10
  %".746" = load float, float* %".745", align 4, !dbg !10
  %".747" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".746", i32 0
  %".748" = shufflevector <4 x float> %".747", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".749" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".748", <4 x float> %".737", <4 x float> %".719"), !dbg !10
  %".750" = add i64 %".595", 1, !dbg !10
  %".751" = getelementptr float, float* %"tile.left", i64 %".750" , !dbg !10
  %".752" = load float, float* %".751", align 4, !dbg !10
  %".753" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".752", i32 0
  %".754" = shufflevector <4 x float> %".753", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".755" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".754", <4 x float> %".737", <4 x float> %".725"), !dbg !10
  %".756" = add i64 %".597", 1, !dbg !10
  %".757" = getelementptr float, float* %"tile.left", i64 %".756" , !dbg !10
  %".758" = load float, float* %".757", align 4, !dbg !10
  %".759" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".758", i32 0
  %".760" = shufflevector <4 x float> %".759", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".761" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".760", <4 x float> %".737", <4 x float> %".731"), !dbg !10
  %".762" = mul i64 2, 4, !dbg !10
  %".763" = add i64 %".762", 0, !dbg !10
  %".764" = add i64 %".763", 0, !dbg !10
  %".765" = getelementptr float, float* %"tile.tmp", i64 %".764" , !dbg !10
  %".766" = bitcast float* %".765" to <4 x float>* , !dbg !10
  %".767" = load <4 x float>, <4 x float>* %".766", align 4, !dbg !10
  %".768" = add i64 %".591", 2, !dbg !10
  %".769" = getelementptr float, float* %"tile.left", i64 %".768" , !dbg !10
  %".770" = load float, float* %".769", align 4, !dbg !10
  %".771" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".770", i32 0
  %".772" = shufflevector <4 x float> %".771", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".773" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".772", <4 x float> %".767", <4 x float> %".743"), !dbg !10
  %".774" = add i64 %".593", 2, !dbg !10
  %".775" = getelementptr float, float* %"tile.left", i64 %".774" , !dbg !10
  %".776" = load float, float* %".775", align 4, !dbg !10
  %".777" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".776", i32 0
  %".778" = shufflevector <4 x float> %".777", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".779" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".778", <4 x float> %".767", <4 x float> %".749"), !dbg !10
  %".780" = add i64 %".595", 2, !dbg !10
  %".781" = getelementptr float, float* %"tile.left", i64 %".780" , !dbg !10
  %".782" = load float, float* %".781", align 4, !dbg !10
  %".783" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".782", i32 0
  %".784" = shufflevector <4 x float> %".783", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".785" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".784", <4 x float> %".767", <4 x float> %".755"), !dbg !10
  %".786" = add i64 %".597", 2, !dbg !10
  %".787" = getelementptr float, float* %"tile.left", i64 %".786" , !dbg !10
  %".788" = load float, float* %".787", align 4, !dbg !10
  %".789" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".788", i32 0
  %".790" = shufflevector <4 x float> %".789", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".791" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".790", <4 x float> %".767", <4 x float> %".761"), !dbg !10
  %".792" = mul i64 3, 4, !dbg !10
  %".793" = add i64 %".792", 0, !dbg !10
  %".794" = add i64 %".793", 0, !dbg !10
  %".795" = getelementptr float, float* %"tile.tmp", i64 %".794" , !dbg !10
  %".796" = bitcast float* %".795" to <4 x float>* , !dbg !10
  %".797" = load <4 x float>, <4 x float>* %".796", align 4, !dbg !10
  %".798" = add i64 %".591", 3, !dbg !10
  %".799" = getelementptr float, float* %"tile.left", i64 %".798" , !dbg !10
  %".800" = load float, float* %".799", align 4, !dbg !10
  %".801" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".800", i32 0
  %".802" = shufflevector <4 x float> %".801", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".803" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".802", <4 x float> %".797", <4 x float> %".773"), !dbg !10
  %".804" = add i64 %".593", 3, !dbg !10
  %".805" = getelementptr float, float* %"tile.left", i64 %".804" , !dbg !10
  %".806" = load float, float* %".805", align 4, !dbg !10
  %".807" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".806", i32 0
  %".808" = shufflevector <4 x float> %".807", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".809" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".808", <4 x float> %".797", <4 x float> %".779"), !dbg !10
  %".810" = add i64 %".595", 3, !dbg !10
  %".811" = getelementptr float, float* %"tile.left", i64 %".810" , !dbg !10
  %".812" = load float, float* %".811", align 4, !dbg !10
  %".813" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".812", i32 0
  %".814" = shufflevector <4 x float> %".813", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".815" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".814", <4 x float> %".797", <4 x float> %".785"), !dbg !10
  %".816" = add i64 %".597", 3, !dbg !10
  %".817" = getelementptr float, float* %"tile.left", i64 %".816" , !dbg !10
  %".818" = load float, float* %".817", align 4, !dbg !10
  %".819" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".818", i32 0
  %".820" = shufflevector <4 x float> %".819", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".821" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".820", <4 x float> %".797", <4 x float> %".791"), !dbg !10
  %".822" = add i64 %".580", 0, !dbg !10
  %".823" = getelementptr float, float* %"acc", i64 %".822" , !dbg !10
  %".824" = bitcast float* %".823" to <4 x float>* , !dbg !10
  store <4 x float> %".803", <4 x float>* %".824", align 4, !dbg !10
  %".826" = add i64 %".583", 0, !dbg !10
  %".827" = getelementptr float, float* %"acc", i64 %".826" , !dbg !10
  %".828" = bitcast float* %".827" to <4 x float>* , !dbg !10
  store <4 x float> %".809", <4 x float>* %".828", align 4, !dbg !10
  %".830" = add i64 %".586", 0, !dbg !10
  %".831" = getelementptr float, float* %"acc", i64 %".830" , !dbg !10
  %".832" = bitcast float* %".831" to <4 x float>* , !dbg !10
  store <4 x float> %".815", <4 x float>* %".832", align 4, !dbg !10
  %".834" = add i64 %".589", 0, !dbg !10
  %".835" = getelementptr float, float* %"acc", i64 %".834" , !dbg !10
  %".836" = bitcast float* %".835" to <4 x float>* , !dbg !10
  store <4 x float> %".821", <4 x float>* %".836", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
for.next:
  %"k.next" = add i64 %".840", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !13
tile.inside.2:
  br label %"tile.loop.8", !dbg !14
tile.masked.2:
  br label %"tile.loop.10", !dbg !14
tile.done.2:
  ret void
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.2"], [%".871", %"tile.end.9"] , !dbg !14
  br label %"tile.loop.9", !dbg !14
tile.end.8:
  br label %"tile.done.2", !dbg !14
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".868", %"tile.loop.9"] , !dbg !14
  %".861" = mul i64 %"lane.8", 4, !dbg !14
  %".862" = add i64 %"lane.9", %".861", !dbg !14
  %".863" = getelementptr float, float* %"acc", i64 %".862" , !dbg !14
  %".864" = load float, float* %".863", !dbg !14
  %".865" = mul i64 %"lane.8", %"c.stride0", !dbg !14
  %".866" = add i64 %".865", %"lane.9", !dbg !14
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".866" , !dbg !14
  store float %".864", ptr %"c.lane", !dbg !14
  %".868" = add i64 %"lane.9", 1, !dbg !14
  %".869" = icmp ult i64 %".868", 4 , !dbg !14
  br i1 %".869", label %"tile.loop.9", label %"tile.end.9", !dbg !14
tile.end.9:
  %".871" = add i64 %"lane.8", 1, !dbg !14
  %".872" = icmp ult i64 %".871", 4 , !dbg !14
  br i1 %".872", label %"tile.loop.8", label %"tile.end.8", !dbg !14
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.2"], [%".908", %"edge.done.6"] , !dbg !14
  %".876" = add i64 %"i.6", %"lane.10", !dbg !14
  %".877" = icmp ult i64 %".876", %"c.dim0" , !dbg !14
  %".878" = and i1 1, %".877", !dbg !14
  %".879" = icmp slt i64 0, -4 , !dbg !14
  %".880" = icmp slt i64 0, 0 , !dbg !14
  %".881" = sub i64 0, 0, !dbg !14
  %".882" = select  i1 %".880", i64 %".881", i64 0 , !dbg !14
  %".883" = select  i1 %".879", i64 4, i64 %".882" , !dbg !14
  %".884" = icmp sgt i64 0, %".883" , !dbg !14
  %".885" = select  i1 %".884", i64 0, i64 %".883" , !dbg !14
  %".886" = icmp sge i64 0, %"c.dim1" , !dbg !14
  %".887" = sub i64 %"c.dim1", 4, !dbg !14
  %".888" = icmp slt i64 0, %".887" , !dbg !14
  %".889" = sub i64 %"c.dim1", 0, !dbg !14
  %".890" = select  i1 %".888", i64 4, i64 %".889" , !dbg !14
  %".891" = select  i1 %".886", i64 0, i64 %".890" , !dbg !14
  %".892" = icmp slt i64 4, %".891" , !dbg !14
  %".893" = select  i1 %".892", i64 4, i64 %".891" , !dbg !14
  %".894" = icmp sgt i64 %".893", %".885" , !dbg !14
  %".895" = select  i1 %".894", i64 %".893", i64 %".885" , !dbg !14
  %"edge.lo.2" = select  i1 %".878", i64 %".885", i64 0 , !dbg !14
  %"edge.hi.2" = select  i1 %".878", i64 %".895", i64 0 , !dbg !14
  %".896" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !14
  br i1 %".896", label %"edge.loop.6", label %"edge.done.6", !dbg !14
tile.end.10:
  br label %"tile.done.2", !dbg !14
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.2", %"tile.loop.10"], [%".905", %"edge.loop.6"] , !dbg !14
  %".898" = mul i64 %"lane.10", 4, !dbg !14
  %".899" = add i64 %"edge.lane.6", %".898", !dbg !14
  %".900" = getelementptr float, float* %"acc", i64 %".899" , !dbg !14
  %".901" = load float, float* %".900", !dbg !14
  %".902" = mul i64 %"lane.10", %"c.stride0", !dbg !14
  %".903" = add i64 %".902", %"edge.lane.6", !dbg !14
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".903" , !dbg !14
  store float %".901", ptr %"c.lane.1", !dbg !14
  %".905" = add i64 %"edge.lane.6", 1, !dbg !14
  %".906" = icmp slt i64 %".905", %"edge.hi.2" , !dbg !14
  br i1 %".906", label %"edge.loop.6", label %"edge.done.6", !dbg !14
edge.done.6:
  %".908" = add i64 %"lane.10", 1, !dbg !14
  %".909" = icmp ult i64 %".908", 4 , !dbg !14
  br i1 %".909", label %"tile.loop.10", label %"tile.end.10", !dbg !14
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
!11 = !{ !"branch_weights", i32 1, i32 99 }
!12 = !{ !"llvm.loop.unroll.runtime.disable" }
!13 = distinct !{ !13, !12 }
!14 = !DILocation(column: 0, line: 14, scope: !4)

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
  %"i.7" = load i64, i64* %"i", !dbg !9
  %".625" = icmp sge i64 %"i.7", %"c.dim0" , !dbg !9
  %".626" = sub i64 %"c.dim0", 4, !dbg !9
  %".627" = icmp slt i64 %"i.7", %".626" , !dbg !9
  %".628" = sub i64 %"c.dim0", %"i.7", !dbg !9
  %".629" = select  i1 %".627", i64 4, i64 %".628" , !dbg !9
  %".630" = select  i1 %".625", i64 0, i64 %".629" , !dbg !9
  %".631" = icmp sge i64 0, %"c.dim1" , !dbg !9
  %".632" = sub i64 %"c.dim1", 4, !dbg !9
  %".633" = icmp slt i64 0, %".632" , !dbg !9
  %".634" = sub i64 %"c.dim1", 0, !dbg !9
  %".635" = select  i1 %".633", i64 4, i64 %".634" , !dbg !9
  %".636" = select  i1 %".631", i64 0, i64 %".635" , !dbg !9
  %"i.8" = load i64, i64* %"i", !dbg !9
  %".637" = mul i64 %"i.8", %"a.stride0", !dbg !9
  %".638" = add i64 %".637", 0, !dbg !9
  %"a.rows.1" = getelementptr float, ptr %"a.base", i64 %".638" , !dbg !9
  %".639" = icmp sge i64 %"i.8", 0 , !dbg !9
  %".640" = sub i64 %"a.dim0", 4, !dbg !9
  %".641" = icmp sle i64 %"i.8", %".640" , !dbg !9
  %".642" = and i1 %".639", %".641", !dbg !9
  %".643" = and i1 1, %".642", !dbg !9
  %".644" = icmp sge i64 0, 0 , !dbg !9
  %".645" = sub i64 %"a.dim1", 4, !dbg !9
  %".646" = icmp sle i64 0, %".645" , !dbg !9
  %".647" = and i1 %".644", %".646", !dbg !9
  %".648" = and i1 %".643", %".647", !dbg !9
  %".649" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".649", !dbg !9
  %".651" = icmp sge i64 0, 0 , !dbg !9
  %".652" = sub i64 %"b.dim0", 4, !dbg !9
  %".653" = icmp sle i64 0, %".652" , !dbg !9
  %".654" = and i1 %".651", %".653", !dbg !9
  %".655" = and i1 1, %".654", !dbg !9
  %".656" = icmp sge i64 0, 0 , !dbg !9
  %".657" = sub i64 %"b.dim1", 4, !dbg !9
  %".658" = icmp sle i64 0, %".657" , !dbg !9
  %".659" = and i1 %".656", %".658", !dbg !9
  %".660" = and i1 %".655", %".659", !dbg !9
  %".661" = mul i64 0, %"b.stride0", !dbg !9
  %".662" = add i64 %".661", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".662" , !dbg !9
  br i1 %".660", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
mm.gm.done:
  ret void
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  %".133" = ptrtoint ptr %"a.rows" to i64 , !dbg !9
  %".134" = mul i64 3, %"a.stride0", !dbg !9
  %".135" = add i64 %".134", 4, !dbg !9
  %".136" = mul i64 %".135", 4, !dbg !9
  %".137" = add i64 %".133", %".136", !dbg !9
  %".138" = ptrtoint ptr %"c.result" to i64 , !dbg !9
  %".139" = mul i64 3, %"c.stride0", !dbg !9
  %".140" = add i64 %".139", 4, !dbg !9
  %".141" = mul i64 %".140", 4, !dbg !9
  %".142" = add i64 %".138", %".141", !dbg !9
  %".143" = icmp ule i64 %".137", %".138" , !dbg !9
  %".144" = icmp ule i64 %".142", %".133" , !dbg !9
  %".145" = or i1 %".143", %".144", !dbg !9
  %".146" = and i1 %".30", %".145", !dbg !9
  br i1 %".146", label %"mm.a.gm", label %"mm.a.staged", !dbg !9
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
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".129", %"edge.done.2"] , !dbg !9
  %".62" = add i64 0, %"lane.2", !dbg !9
  %".63" = icmp ult i64 %".62", %"b.dim0" , !dbg !9
  %".64" = and i1 1, %".63", !dbg !9
  %".65" = icmp slt i64 0, -4 , !dbg !9
  %".66" = icmp slt i64 0, 0 , !dbg !9
  %".67" = sub i64 0, 0, !dbg !9
  %".68" = select  i1 %".66", i64 %".67", i64 0 , !dbg !9
  %".69" = select  i1 %".65", i64 4, i64 %".68" , !dbg !9
  %".70" = icmp sgt i64 0, %".69" , !dbg !9
  %".71" = select  i1 %".70", i64 0, i64 %".69" , !dbg !9
  %".72" = icmp sge i64 0, %"b.dim1" , !dbg !9
  %".73" = sub i64 %"b.dim1", 4, !dbg !9
  %".74" = icmp slt i64 0, %".73" , !dbg !9
  %".75" = sub i64 %"b.dim1", 0, !dbg !9
  %".76" = select  i1 %".74", i64 4, i64 %".75" , !dbg !9
  %".77" = select  i1 %".72", i64 0, i64 %".76" , !dbg !9
  %".78" = icmp slt i64 4, %".77" , !dbg !9
  %".79" = select  i1 %".78", i64 4, i64 %".77" , !dbg !9
  %".80" = icmp sgt i64 %".79", %".71" , !dbg !9
  %".81" = select  i1 %".80", i64 %".79", i64 %".71" , !dbg !9
  %"edge.lo" = select  i1 %".64", i64 %".71", i64 0 , !dbg !9
  %"edge.hi" = select  i1 %".64", i64 %".81", i64 0 , !dbg !9
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
  %".93" = icmp slt i64 0, %"edge.lo" , !dbg !9
  br i1 %".93", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".108", %"edge.loop.1"] , !dbg !9
  %".95" = add i64 0, %"lane.2", !dbg !9
  %".96" = icmp ult i64 %".95", %"b.dim0" , !dbg !9
  %".97" = and i1 1, %".96", !dbg !9
  %".98" = mul i64 %"lane.2", %"b.stride0", !dbg !9
  %".99" = add i64 0, %"edge.lane.1", !dbg !9
  %".100" = icmp ult i64 %".99", %"b.dim1" , !dbg !9
  %".101" = and i1 %".97", %".100", !dbg !9
  %".102" = add i64 %".98", %"edge.lane.1", !dbg !9
  %"b.lane.2" = getelementptr float, ptr %"b.window", i64 %".102" , !dbg !9
  %".103" = select  i1 0, ptr %"b.lane.2", float* %"b.other" , !dbg !9
  %"b.lane.val.2" = load float, ptr %".103", !dbg !9
  %".104" = mul i64 %"lane.2", 4, !dbg !9
  %".105" = add i64 %"edge.lane.1", %".104", !dbg !9
  %".106" = getelementptr float, float* %"tile.tmp", i64 %".105" , !dbg !9
  store float %"b.lane.val.2", float* %".106", !dbg !9
  %".108" = add i64 %"edge.lane.1", 1, !dbg !9
  %".109" = icmp slt i64 %".108", %"edge.lo" , !dbg !9
  br i1 %".109", label %"edge.loop.1", label %"edge.done.1", !dbg !9
edge.done.1:
  %".111" = icmp slt i64 %"edge.hi", 4 , !dbg !9
  br i1 %".111", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".126", %"edge.loop.2"] , !dbg !9
  %".113" = add i64 0, %"lane.2", !dbg !9
  %".114" = icmp ult i64 %".113", %"b.dim0" , !dbg !9
  %".115" = and i1 1, %".114", !dbg !9
  %".116" = mul i64 %"lane.2", %"b.stride0", !dbg !9
  %".117" = add i64 0, %"edge.lane.2", !dbg !9
  %".118" = icmp ult i64 %".117", %"b.dim1" , !dbg !9
  %".119" = and i1 %".115", %".118", !dbg !9
  %".120" = add i64 %".116", %"edge.lane.2", !dbg !9
  %"b.lane.3" = getelementptr float, ptr %"b.window", i64 %".120" , !dbg !9
  %".121" = select  i1 0, ptr %"b.lane.3", float* %"b.other" , !dbg !9
  %"b.lane.val.3" = load float, ptr %".121", !dbg !9
  %".122" = mul i64 %"lane.2", 4, !dbg !9
  %".123" = add i64 %"edge.lane.2", %".122", !dbg !9
  %".124" = getelementptr float, float* %"tile.tmp", i64 %".123" , !dbg !9
  store float %"b.lane.val.3", float* %".124", !dbg !9
  %".126" = add i64 %"edge.lane.2", 1, !dbg !9
  %".127" = icmp slt i64 %".126", 4 , !dbg !9
  br i1 %".127", label %"edge.loop.2", label %"edge.done.2", !dbg !9
edge.done.2:
  %".129" = add i64 %"lane.2", 1, !dbg !9
  %".130" = icmp ult i64 %".129", 4 , !dbg !9
  br i1 %".130", label %"tile.loop.2", label %"tile.end.2", !dbg !9
mm.a.gm:
  %".148" = mul i64 0, 4, !dbg !9
  %".149" = add i64 0, %".148", !dbg !9
  %".150" = mul i64 0, 1, !dbg !9
  %".151" = add i64 %".150", 0, !dbg !9
  %".152" = add i64 %".149", 0, !dbg !9
  %".153" = mul i64 %".152", %"c.stride0", !dbg !9
  %".154" = add i64 %".153", 0, !dbg !9
  %".155" = add i64 %".149", 1, !dbg !9
  %".156" = mul i64 %".155", %"c.stride0", !dbg !9
  %".157" = add i64 %".156", 0, !dbg !9
  %".158" = add i64 %".149", 2, !dbg !9
  %".159" = mul i64 %".158", %"c.stride0", !dbg !9
  %".160" = add i64 %".159", 0, !dbg !9
  %".161" = add i64 %".149", 3, !dbg !9
  %".162" = mul i64 %".161", %"c.stride0", !dbg !9
  %".163" = add i64 %".162", 0, !dbg !9
  %".164" = add i64 %".149", 0, !dbg !9
  %".165" = mul i64 %".164", 4, !dbg !9
  %".166" = add i64 %".149", 1, !dbg !9
  %".167" = mul i64 %".166", 4, !dbg !9
  %".168" = add i64 %".149", 2, !dbg !9
  %".169" = mul i64 %".168", 4, !dbg !9
  %".170" = add i64 %".149", 3, !dbg !9
  %".171" = mul i64 %".170", 4, !dbg !9
  %".172" = add i64 %".149", 0, !dbg !9
  %".173" = mul i64 %".172", %"a.stride0", !dbg !9
  %".174" = add i64 %".149", 1, !dbg !9
  %".175" = mul i64 %".174", %"a.stride0", !dbg !9
  %".176" = add i64 %".149", 2, !dbg !9
  %".177" = mul i64 %".176", %"a.stride0", !dbg !9
  %".178" = add i64 %".149", 3, !dbg !9
  %".179" = mul i64 %".178", %"a.stride0", !dbg !9
  %".180" = add i64 %".173", 0, !dbg !9
  %".181" = add i64 %".180", 32, !dbg !9
  %".182" = getelementptr float, ptr %"a.rows", i64 %".181" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".182", i32 0, i32 3, i32 1), !dbg !9
  %".184" = getelementptr float, ptr %"a.rows", i64 %".180" , !dbg !9
  %".185" = load <4 x float>, ptr %".184", align 4, !dbg !9
  %".186" = add i64 %".165", 0, !dbg !9
  %".187" = getelementptr float, float* %"tile.left", i64 %".186" , !dbg !9
  %".188" = bitcast float* %".187" to <4 x float>* , !dbg !9
  store <4 x float> %".185", <4 x float>* %".188", align 4, !dbg !9
  %".190" = add i64 %".175", 0, !dbg !9
  %".191" = add i64 %".190", 32, !dbg !9
  %".192" = getelementptr float, ptr %"a.rows", i64 %".191" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".192", i32 0, i32 3, i32 1), !dbg !9
  %".194" = getelementptr float, ptr %"a.rows", i64 %".190" , !dbg !9
  %".195" = load <4 x float>, ptr %".194", align 4, !dbg !9
  %".196" = add i64 %".167", 0, !dbg !9
  %".197" = getelementptr float, float* %"tile.left", i64 %".196" , !dbg !9
  %".198" = bitcast float* %".197" to <4 x float>* , !dbg !9
  store <4 x float> %".195", <4 x float>* %".198", align 4, !dbg !9
  %".200" = add i64 %".177", 0, !dbg !9
  %".201" = add i64 %".200", 32, !dbg !9
  %".202" = getelementptr float, ptr %"a.rows", i64 %".201" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".202", i32 0, i32 3, i32 1), !dbg !9
  %".204" = getelementptr float, ptr %"a.rows", i64 %".200" , !dbg !9
  %".205" = load <4 x float>, ptr %".204", align 4, !dbg !9
  %".206" = add i64 %".169", 0, !dbg !9
  %".207" = getelementptr float, float* %"tile.left", i64 %".206" , !dbg !9
  %".208" = bitcast float* %".207" to <4 x float>* , !dbg !9
  store <4 x float> %".205", <4 x float>* %".208", align 4, !dbg !9
  %".210" = add i64 %".179", 0, !dbg !9
  %".211" = add i64 %".210", 32, !dbg !9
  %".212" = getelementptr float, ptr %"a.rows", i64 %".211" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".212", i32 0, i32 3, i32 1), !dbg !9
  %".214" = getelementptr float, ptr %"a.rows", i64 %".210" , !dbg !9
  %".215" = load <4 x float>, ptr %".214", align 4, !dbg !9
  %".216" = add i64 %".171", 0, !dbg !9
  %".217" = getelementptr float, float* %"tile.left", i64 %".216" , !dbg !9
  %".218" = bitcast float* %".217" to <4 x float>* , !dbg !9
  store <4 x float> %".215", <4 x float>* %".218", align 4, !dbg !9
  %".220" = mul i64 0, 4, !dbg !9
  %".221" = add i64 %".220", 0, !dbg !9
  %".222" = add i64 %".221", 0, !dbg !9
  %".223" = getelementptr float, float* %"tile.tmp", i64 %".222" , !dbg !9
  %".224" = bitcast float* %".223" to <4 x float>* , !dbg !9
  %".225" = load <4 x float>, <4 x float>* %".224", align 4, !dbg !9
  %".226" = add i64 %".173", 0, !dbg !9
  %".227" = getelementptr float, ptr %"a.rows", i64 %".226" , !dbg !9
  %".228" = load float, ptr %".227", align 4, !dbg !9
  %".229" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".228", i32 0
  %".230" = shufflevector <4 x float> %".229", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".231" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".230", <4 x float> %".225", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".232" = add i64 %".175", 0, !dbg !9
  %".233" = getelementptr float, ptr %"a.rows", i64 %".232" , !dbg !9
  %".234" = load float, ptr %".233", align 4, !dbg !9
  %".235" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".234", i32 0
  %".236" = shufflevector <4 x float> %".235", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".237" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".236", <4 x float> %".225", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".238" = add i64 %".177", 0, !dbg !9
  %".239" = getelementptr float, ptr %"a.rows", i64 %".238" , !dbg !9
  %".240" = load float, ptr %".239", align 4, !dbg !9
  %".241" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".240", i32 0
  %".242" = shufflevector <4 x float> %".241", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".243" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".242", <4 x float> %".225", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".244" = add i64 %".179", 0, !dbg !9
  %".245" = getelementptr float, ptr %"a.rows", i64 %".244" , !dbg !9
  %".246" = load float, ptr %".245", align 4, !dbg !9
  %".247" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".246", i32 0
  %".248" = shufflevector <4 x float> %".247", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".249" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".248", <4 x float> %".225", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".250" = mul i64 1, 4, !dbg !9
  %".251" = add i64 %".250", 0, !dbg !9
  %".252" = add i64 %".251", 0, !dbg !9
  %".253" = getelementptr float, float* %"tile.tmp", i64 %".252" , !dbg !9
  %".254" = bitcast float* %".253" to <4 x float>* , !dbg !9
  %".255" = load <4 x float>, <4 x float>* %".254", align 4, !dbg !9
  %".256" = add i64 %".173", 1, !dbg !9
  %".257" = getelementptr float, ptr %"a.rows", i64 %".256" , !dbg !9
  %".258" = load float, ptr %".257", align 4, !dbg !9
  %".259" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".258", i32 0
  %".260" = shufflevector <4 x float> %".259", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".261" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".260", <4 x float> %".255", <4 x float> %".231"), !dbg !9
  %".262" = add i64 %".175", 1, !dbg !9
  %".263" = getelementptr float, ptr %"a.rows", i64 %".262" , !dbg !9
  %".264" = load float, ptr %".263", align 4, !dbg !9
  %".265" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".264", i32 0
  %".266" = shufflevector <4 x float> %".265", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".267" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".266", <4 x float> %".255", <4 x float> %".237"), !dbg !9
  %".268" = add i64 %".177", 1, !dbg !9
  %".269" = getelementptr float, ptr %"a.rows", i64 %".268" , !dbg !9
  %".270" = load float, ptr %".269", align 4, !dbg !9
  %".271" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".270", i32 0
  %".272" = shufflevector <4 x float> %".271", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".273" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".272", <4 x float> %".255", <4 x float> %".243"), !dbg !9
  %".274" = add i64 %".179", 1, !dbg !9
  %".275" = getelementptr float, ptr %"a.rows", i64 %".274" , !dbg !9
  %".276" = load float, ptr %".275", align 4, !dbg !9
  %".277" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".276", i32 0
  %".278" = shufflevector <4 x float> %".277", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".279" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".278", <4 x float> %".255", <4 x float> %".249"), !dbg !9
  %".280" = mul i64 2, 4, !dbg !9
  %".281" = add i64 %".280", 0, !dbg !9
  %".282" = add i64 %".281", 0, !dbg !9
  %".283" = getelementptr float, float* %"tile.tmp", i64 %".282" , !dbg !9
  %".284" = bitcast float* %".283" to <4 x float>* , !dbg !9
  %".285" = load <4 x float>, <4 x float>* %".284", align 4, !dbg !9
  %".286" = add i64 %".173", 2, !dbg !9
  %".287" = getelementptr float, ptr %"a.rows", i64 %".286" , !dbg !9
  %".288" = load float, ptr %".287", align 4, !dbg !9
  %".289" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".288", i32 0
  %".290" = shufflevector <4 x float> %".289", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".291" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".290", <4 x float> %".285", <4 x float> %".261"), !dbg !9
  %".292" = add i64 %".175", 2, !dbg !9
  %".293" = getelementptr float, ptr %"a.rows", i64 %".292" , !dbg !9
  %".294" = load float, ptr %".293", align 4, !dbg !9
  %".295" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".294", i32 0
  %".296" = shufflevector <4 x float> %".295", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".297" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".296", <4 x float> %".285", <4 x float> %".267"), !dbg !9
  %".298" = add i64 %".177", 2, !dbg !9
  %".299" = getelementptr float, ptr %"a.rows", i64 %".298" , !dbg !9
  %".300" = load float, ptr %".299", align 4, !dbg !9
  %".301" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".300", i32 0
  %".302" = shufflevector <4 x float> %".301", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".303" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".302", <4 x float> %".285", <4 x float> %".273"), !dbg !9
  %".304" = add i64 %".179", 2, !dbg !9
  %".305" = getelementptr float, ptr %"a.rows", i64 %".304" , !dbg !9
  %".306" = load float, ptr %".305", align 4, !dbg !9
  %".307" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".306", i32 0
  %".308" = shufflevector <4 x float> %".307", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".309" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".308", <4 x float> %".285", <4 x float> %".279"), !dbg !9
  %".310" = mul i64 3, 4, !dbg !9
  %".311" = add i64 %".310", 0, !dbg !9
  %".312" = add i64 %".311", 0, !dbg !9
  %".313" = getelementptr float, float* %"tile.tmp", i64 %".312" , !dbg !9
  %".314" = bitcast float* %".313" to <4 x float>* , !dbg !9
  %".315" = load <4 x float>, <4 x float>* %".314", align 4, !dbg !9
  %".316" = add i64 %".173", 3, !dbg !9
  %".317" = getelementptr float, ptr %"a.rows", i64 %".316" , !dbg !9
  %".318" = load float, ptr %".317", align 4, !dbg !9
  %".319" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".318", i32 0
  %".320" = shufflevector <4 x float> %".319", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".321" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".320", <4 x float> %".315", <4 x float> %".291"), !dbg !9
  %".322" = add i64 %".175", 3, !dbg !9
  %".323" = getelementptr float, ptr %"a.rows", i64 %".322" , !dbg !9
  %".324" = load float, ptr %".323", align 4, !dbg !9
  %".325" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".324", i32 0
  %".326" = shufflevector <4 x float> %".325", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".327" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".326", <4 x float> %".315", <4 x float> %".297"), !dbg !9
  %".328" = add i64 %".177", 3, !dbg !9
  %".329" = getelementptr float, ptr %"a.rows", i64 %".328" , !dbg !9
  %".330" = load float, ptr %".329", align 4, !dbg !9
  %".331" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".330", i32 0
  %".332" = shufflevector <4 x float> %".331", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".333" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".332", <4 x float> %".315", <4 x float> %".303"), !dbg !9
  %".334" = add i64 %".179", 3, !dbg !9
  %".335" = getelementptr float, ptr %"a.rows", i64 %".334" , !dbg !9
  %".336" = load float, ptr %".335", align 4, !dbg !9
  %".337" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".336", i32 0
  %".338" = shufflevector <4 x float> %".337", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".339" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".338", <4 x float> %".315", <4 x float> %".309"), !dbg !9
  %".340" = add i64 %".154", 0, !dbg !9
  %".341" = getelementptr float, ptr %"c.result", i64 %".340" , !dbg !9
  store <4 x float> %".321", ptr %".341", align 4, !dbg !9
  %".343" = add i64 %".157", 0, !dbg !9
  %".344" = getelementptr float, ptr %"c.result", i64 %".343" , !dbg !9
  store <4 x float> %".327", ptr %".344", align 4, !dbg !9
  %".346" = add i64 %".160", 0, !dbg !9
  %".347" = getelementptr float, ptr %"c.result", i64 %".346" , !dbg !9
  store <4 x float> %".333", ptr %".347", align 4, !dbg !9
  %".349" = add i64 %".163", 0, !dbg !9
  %".350" = getelementptr float, ptr %"c.result", i64 %".349" , !dbg !9
  store <4 x float> %".339", ptr %".350", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
mm.a.staged:
  %"i.5" = load i64, i64* %"i", !dbg !9
  %".353" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".353", !dbg !9
  %".355" = icmp sge i64 %"i.5", 0 , !dbg !9
  %".356" = sub i64 %"a.dim0", 4, !dbg !9
  %".357" = icmp sle i64 %"i.5", %".356" , !dbg !9
  %".358" = and i1 %".355", %".357", !dbg !9
  %".359" = and i1 1, %".358", !dbg !9
  %".360" = icmp sge i64 0, 0 , !dbg !9
  %".361" = sub i64 %"a.dim1", 4, !dbg !9
  %".362" = icmp sle i64 0, %".361" , !dbg !9
  %".363" = and i1 %".360", %".362", !dbg !9
  %".364" = and i1 %".359", %".363", !dbg !9
  %".365" = mul i64 %"i.5", %"a.stride0", !dbg !9
  %".366" = add i64 %".365", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".366" , !dbg !9
  br i1 %".364", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
mm.a.done:
  br label %"mm.gm.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.3", !dbg !9
tile.masked.1:
  br label %"tile.loop.5", !dbg !9
tile.done.1:
  %"i.6" = load i64, i64* %"i", !dbg !9
  %".455" = icmp sge i64 %"i.6", %"a.dim0" , !dbg !9
  %".456" = sub i64 %"a.dim0", 4, !dbg !9
  %".457" = icmp slt i64 %"i.6", %".456" , !dbg !9
  %".458" = sub i64 %"a.dim0", %"i.6", !dbg !9
  %".459" = select  i1 %".457", i64 4, i64 %".458" , !dbg !9
  %".460" = select  i1 %".455", i64 0, i64 %".459" , !dbg !9
  %".461" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".462" = sub i64 %"a.dim1", 4, !dbg !9
  %".463" = icmp slt i64 0, %".462" , !dbg !9
  %".464" = sub i64 %"a.dim1", 0, !dbg !9
  %".465" = select  i1 %".463", i64 4, i64 %".464" , !dbg !9
  %".466" = select  i1 %".461", i64 0, i64 %".465" , !dbg !9
  %".467" = mul i64 0, 4, !dbg !9
  %".468" = add i64 0, %".467", !dbg !9
  %".469" = mul i64 0, 1, !dbg !9
  %".470" = add i64 %".469", 0, !dbg !9
  %".471" = add i64 %".468", 0, !dbg !9
  %".472" = mul i64 %".471", %"c.stride0", !dbg !9
  %".473" = add i64 %".472", 0, !dbg !9
  %".474" = add i64 %".468", 1, !dbg !9
  %".475" = mul i64 %".474", %"c.stride0", !dbg !9
  %".476" = add i64 %".475", 0, !dbg !9
  %".477" = add i64 %".468", 2, !dbg !9
  %".478" = mul i64 %".477", %"c.stride0", !dbg !9
  %".479" = add i64 %".478", 0, !dbg !9
  %".480" = add i64 %".468", 3, !dbg !9
  %".481" = mul i64 %".480", %"c.stride0", !dbg !9
  %".482" = add i64 %".481", 0, !dbg !9
  %".483" = add i64 %".468", 0, !dbg !9
  %".484" = mul i64 %".483", 4, !dbg !9
  %".485" = add i64 %".468", 1, !dbg !9
  %".486" = mul i64 %".485", 4, !dbg !9
  %".487" = add i64 %".468", 2, !dbg !9
  %".488" = mul i64 %".487", 4, !dbg !9
  %".489" = add i64 %".468", 3, !dbg !9
  %".490" = mul i64 %".489", 4, !dbg !9
  %".491" = mul i64 0, 4, !dbg !9
  %".492" = add i64 %".491", 0, !dbg !9
  %".493" = add i64 %".492", 0, !dbg !9
  %".494" = getelementptr float, float* %"tile.tmp", i64 %".493" , !dbg !9
  %".495" = bitcast float* %".494" to <4 x float>* , !dbg !9
  %".496" = load <4 x float>, <4 x float>* %".495", align 4, !dbg !9
  %".497" = add i64 %".484", 0, !dbg !9
  %".498" = getelementptr float, float* %"tile.left", i64 %".497" , !dbg !9
  %".499" = load float, float* %".498", align 4, !dbg !9
  %".500" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".499", i32 0
  %".501" = shufflevector <4 x float> %".500", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".502" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".501", <4 x float> %".496", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".503" = add i64 %".486", 0, !dbg !9
  %".504" = getelementptr float, float* %"tile.left", i64 %".503" , !dbg !9
  %".505" = load float, float* %".504", align 4, !dbg !9
  %".506" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".505", i32 0
  %".507" = shufflevector <4 x float> %".506", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".508" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".507", <4 x float> %".496", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".509" = add i64 %".488", 0, !dbg !9
  %".510" = getelementptr float, float* %"tile.left", i64 %".509" , !dbg !9
  %".511" = load float, float* %".510", align 4, !dbg !9
  %".512" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".511", i32 0
  %".513" = shufflevector <4 x float> %".512", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".514" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".513", <4 x float> %".496", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".515" = add i64 %".490", 0, !dbg !9
  %".516" = getelementptr float, float* %"tile.left", i64 %".515" , !dbg !9
  %".517" = load float, float* %".516", align 4, !dbg !9
  %".518" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".517", i32 0
  %".519" = shufflevector <4 x float> %".518", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".520" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".519", <4 x float> %".496", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".521" = mul i64 1, 4, !dbg !9
  %".522" = add i64 %".521", 0, !dbg !9
  %".523" = add i64 %".522", 0, !dbg !9
  %".524" = getelementptr float, float* %"tile.tmp", i64 %".523" , !dbg !9
  %".525" = bitcast float* %".524" to <4 x float>* , !dbg !9
  %".526" = load <4 x float>, <4 x float>* %".525", align 4, !dbg !9
  %".527" = add i64 %".484", 1, !dbg !9
  %".528" = getelementptr float, float* %"tile.left", i64 %".527" , !dbg !9
  %".529" = load float, float* %".528", align 4, !dbg !9
  %".530" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".529", i32 0
  %".531" = shufflevector <4 x float> %".530", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".532" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".531", <4 x float> %".526", <4 x float> %".502"), !dbg !9
  %".533" = add i64 %".486", 1, !dbg !9
  %".534" = getelementptr float, float* %"tile.left", i64 %".533" , !dbg !9
  %".535" = load float, float* %".534", align 4, !dbg !9
  %".536" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".535", i32 0
  %".537" = shufflevector <4 x float> %".536", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".538" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".537", <4 x float> %".526", <4 x float> %".508"), !dbg !9
  %".539" = add i64 %".488", 1, !dbg !9
  %".540" = getelementptr float, float* %"tile.left", i64 %".539" , !dbg !9
  %".541" = load float, float* %".540", align 4, !dbg !9
  %".542" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".541", i32 0
  %".543" = shufflevector <4 x float> %".542", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".544" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".543", <4 x float> %".526", <4 x float> %".514"), !dbg !9
  %".545" = add i64 %".490", 1, !dbg !9
  %".546" = getelementptr float, float* %"tile.left", i64 %".545" , !dbg !9
  %".547" = load float, float* %".546", align 4, !dbg !9
  %".548" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".547", i32 0
  %".549" = shufflevector <4 x float> %".548", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".550" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".549", <4 x float> %".526", <4 x float> %".520"), !dbg !9
  %".551" = mul i64 2, 4, !dbg !9
  %".552" = add i64 %".551", 0, !dbg !9
  %".553" = add i64 %".552", 0, !dbg !9
  %".554" = getelementptr float, float* %"tile.tmp", i64 %".553" , !dbg !9
  %".555" = bitcast float* %".554" to <4 x float>* , !dbg !9
  %".556" = load <4 x float>, <4 x float>* %".555", align 4, !dbg !9
  %".557" = add i64 %".484", 2, !dbg !9
  %".558" = getelementptr float, float* %"tile.left", i64 %".557" , !dbg !9
  %".559" = load float, float* %".558", align 4, !dbg !9
  %".560" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".559", i32 0
  %".561" = shufflevector <4 x float> %".560", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".562" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".561", <4 x float> %".556", <4 x float> %".532"), !dbg !9
  %".563" = add i64 %".486", 2, !dbg !9
  %".564" = getelementptr float, float* %"tile.left", i64 %".563" , !dbg !9
  %".565" = load float, float* %".564", align 4, !dbg !9
  %".566" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".565", i32 0
  %".567" = shufflevector <4 x float> %".566", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".568" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".567", <4 x float> %".556", <4 x float> %".538"), !dbg !9
  %".569" = add i64 %".488", 2, !dbg !9
  %".570" = getelementptr float, float* %"tile.left", i64 %".569" , !dbg !9
  %".571" = load float, float* %".570", align 4, !dbg !9
  %".572" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".571", i32 0
  %".573" = shufflevector <4 x float> %".572", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".574" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".573", <4 x float> %".556", <4 x float> %".544"), !dbg !9
  %".575" = add i64 %".490", 2, !dbg !9
  %".576" = getelementptr float, float* %"tile.left", i64 %".575" , !dbg !9
  %".577" = load float, float* %".576", align 4, !dbg !9
  %".578" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".577", i32 0
  %".579" = shufflevector <4 x float> %".578", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".580" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".579", <4 x float> %".556", <4 x float> %".550"), !dbg !9
  %".581" = mul i64 3, 4, !dbg !9
  %".582" = add i64 %".581", 0, !dbg !9
  %".583" = add i64 %".582", 0, !dbg !9
  %".584" = getelementptr float, float* %"tile.tmp", i64 %".583" , !dbg !9
  %".585" = bitcast float* %".584" to <4 x float>* , !dbg !9
  %".586" = load <4 x float>, <4 x float>* %".585", align 4, !dbg !9
  %".587" = add i64 %".484", 3, !dbg !9
  %".588" = getelementptr float, float* %"tile.left", i64 %".587" , !dbg !9
  %".589" = load float, float* %".588", align 4, !dbg !9
  %".590" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".589", i32 0
  %".591" = shufflevector <4 x float> %".590", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".592" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".591", <4 x float> %".586", <4 x float> %".562"), !dbg !9
  %".593" = add i64 %".486", 3, !dbg !9
  %".594" = getelementptr float, float* %"tile.left", i64 %".593" , !dbg !9
  %".595" = load float, float* %".594", align 4, !dbg !9
  %".596" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".595", i32 0
  %".597" = shufflevector <4 x float> %".596", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".598" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".597", <4 x float> %".586", <4 x float> %".568"), !dbg !9
  %".599" = add i64 %".488", 3, !dbg !9
  %".600" = getelementptr float, float* %"tile.left", i64 %".599" , !dbg !9
  %".601" = load float, float* %".600", align 4, !dbg !9
  %".602" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".601", i32 0
  %".603" = shufflevector <4 x float> %".602", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".604" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".603", <4 x float> %".586", <4 x float> %".574"), !dbg !9
  %".605" = add i64 %".490", 3, !dbg !9
  %".606" = getelementptr float, float* %"tile.left", i64 %".605" , !dbg !9
  %".607" = load float, float* %".606", align 4, !dbg !9
  %".608" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".607", i32 0
  %".609" = shufflevector <4 x float> %".608", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".610" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".609", <4 x float> %".586", <4 x float> %".580"), !dbg !9
  %".611" = add i64 %".473", 0, !dbg !9
  %".612" = getelementptr float, ptr %"c.result", i64 %".611" , !dbg !9
  store <4 x float> %".592", ptr %".612", align 4, !dbg !9
  %".614" = add i64 %".476", 0, !dbg !9
  %".615" = getelementptr float, ptr %"c.result", i64 %".614" , !dbg !9
  store <4 x float> %".598", ptr %".615", align 4, !dbg !9
  %".617" = add i64 %".479", 0, !dbg !9
  %".618" = getelementptr float, ptr %"c.result", i64 %".617" , !dbg !9
  store <4 x float> %".604", ptr %".618", align 4, !dbg !9
  %".620" = add i64 %".482", 0, !dbg !9
  %".621" = getelementptr float, ptr %"c.result", i64 %".620" , !dbg !9
  store <4 x float> %".610", ptr %".621", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside.1"], [%".379", %"tile.end.4"] , !dbg !9
  br label %"tile.loop.4", !dbg !9
tile.end.3:
  br label %"tile.done.1", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".376", %"tile.loop.4"] , !dbg !9
  %".370" = mul i64 %"lane.3", %"a.stride0", !dbg !9
  %".371" = add i64 %".370", %"lane.4", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".371" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".372" = mul i64 %"lane.3", 4, !dbg !9
  %".373" = add i64 %"lane.4", %".372", !dbg !9
  %".374" = getelementptr float, float* %"tile.left", i64 %".373" , !dbg !9
  store float %"a.lane.val", float* %".374", !dbg !9
  %".376" = add i64 %"lane.4", 1, !dbg !9
  %".377" = icmp ult i64 %".376", 4 , !dbg !9
  br i1 %".377", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.end.4:
  %".379" = add i64 %"lane.3", 1, !dbg !9
  %".380" = icmp ult i64 %".379", 4 , !dbg !9
  br i1 %".380", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked.1"], [%".451", %"edge.done.5"] , !dbg !9
  %".384" = add i64 %"i.5", %"lane.5", !dbg !9
  %".385" = icmp ult i64 %".384", %"a.dim0" , !dbg !9
  %".386" = and i1 1, %".385", !dbg !9
  %".387" = icmp slt i64 0, -4 , !dbg !9
  %".388" = icmp slt i64 0, 0 , !dbg !9
  %".389" = sub i64 0, 0, !dbg !9
  %".390" = select  i1 %".388", i64 %".389", i64 0 , !dbg !9
  %".391" = select  i1 %".387", i64 4, i64 %".390" , !dbg !9
  %".392" = icmp sgt i64 0, %".391" , !dbg !9
  %".393" = select  i1 %".392", i64 0, i64 %".391" , !dbg !9
  %".394" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".395" = sub i64 %"a.dim1", 4, !dbg !9
  %".396" = icmp slt i64 0, %".395" , !dbg !9
  %".397" = sub i64 %"a.dim1", 0, !dbg !9
  %".398" = select  i1 %".396", i64 4, i64 %".397" , !dbg !9
  %".399" = select  i1 %".394", i64 0, i64 %".398" , !dbg !9
  %".400" = icmp slt i64 4, %".399" , !dbg !9
  %".401" = select  i1 %".400", i64 4, i64 %".399" , !dbg !9
  %".402" = icmp sgt i64 %".401", %".393" , !dbg !9
  %".403" = select  i1 %".402", i64 %".401", i64 %".393" , !dbg !9
  %"edge.lo.1" = select  i1 %".386", i64 %".393", i64 0 , !dbg !9
  %"edge.hi.1" = select  i1 %".386", i64 %".403", i64 0 , !dbg !9
  %".404" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !9
  br i1 %".404", label %"edge.loop.3", label %"edge.done.3", !dbg !9
tile.end.5:
  br label %"tile.done.1", !dbg !9
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.loop.5"], [%".412", %"edge.loop.3"] , !dbg !9
  %".406" = mul i64 %"lane.5", %"a.stride0", !dbg !9
  %".407" = add i64 %".406", %"edge.lane.3", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".407" , !dbg !9
  %"a.lane.val.1" = load float, ptr %"a.lane.1", !dbg !9
  %".408" = mul i64 %"lane.5", 4, !dbg !9
  %".409" = add i64 %"edge.lane.3", %".408", !dbg !9
  %".410" = getelementptr float, float* %"tile.left", i64 %".409" , !dbg !9
  store float %"a.lane.val.1", float* %".410", !dbg !9
  %".412" = add i64 %"edge.lane.3", 1, !dbg !9
  %".413" = icmp slt i64 %".412", %"edge.hi.1" , !dbg !9
  br i1 %".413", label %"edge.loop.3", label %"edge.done.3", !dbg !9
edge.done.3:
  %".415" = icmp slt i64 0, %"edge.lo.1" , !dbg !9
  br i1 %".415", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".430", %"edge.loop.4"] , !dbg !9
  %".417" = add i64 %"i.5", %"lane.5", !dbg !9
  %".418" = icmp ult i64 %".417", %"a.dim0" , !dbg !9
  %".419" = and i1 1, %".418", !dbg !9
  %".420" = mul i64 %"lane.5", %"a.stride0", !dbg !9
  %".421" = add i64 0, %"edge.lane.4", !dbg !9
  %".422" = icmp ult i64 %".421", %"a.dim1" , !dbg !9
  %".423" = and i1 %".419", %".422", !dbg !9
  %".424" = add i64 %".420", %"edge.lane.4", !dbg !9
  %"a.lane.2" = getelementptr float, ptr %"a.window", i64 %".424" , !dbg !9
  %".425" = select  i1 0, ptr %"a.lane.2", float* %"a.other" , !dbg !9
  %"a.lane.val.2" = load float, ptr %".425", !dbg !9
  %".426" = mul i64 %"lane.5", 4, !dbg !9
  %".427" = add i64 %"edge.lane.4", %".426", !dbg !9
  %".428" = getelementptr float, float* %"tile.left", i64 %".427" , !dbg !9
  store float %"a.lane.val.2", float* %".428", !dbg !9
  %".430" = add i64 %"edge.lane.4", 1, !dbg !9
  %".431" = icmp slt i64 %".430", %"edge.lo.1" , !dbg !9
  br i1 %".431", label %"edge.loop.4", label %"edge.done.4", !dbg !9
edge.done.4:
  %".433" = icmp slt i64 %"edge.hi.1", 4 , !dbg !9
  br i1 %".433", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".448", %"edge.loop.5"] , !dbg !9
  %".435" = add i64 %"i.5", %"lane.5", !dbg !9
  %".436" = icmp ult i64 %".435", %"a.dim0" , !dbg !9
  %".437" = and i1 1, %".436", !dbg !9
  %".438" = mul i64 %"lane.5", %"a.stride0", !dbg !9
  %".439" = add i64 0, %"edge.lane.5", !dbg !9
  %".440" = icmp ult i64 %".439", %"a.dim1" , !dbg !9
  %".441" = and i1 %".437", %".440", !dbg !9
  %".442" = add i64 %".438", %"edge.lane.5", !dbg !9
  %"a.lane.3" = getelementptr float, ptr %"a.window", i64 %".442" , !dbg !9
  %".443" = select  i1 0, ptr %"a.lane.3", float* %"a.other" , !dbg !9
  %"a.lane.val.3" = load float, ptr %".443", !dbg !9
  %".444" = mul i64 %"lane.5", 4, !dbg !9
  %".445" = add i64 %"edge.lane.5", %".444", !dbg !9
  %".446" = getelementptr float, float* %"tile.left", i64 %".445" , !dbg !9
  store float %"a.lane.val.3", float* %".446", !dbg !9
  %".448" = add i64 %"edge.lane.5", 1, !dbg !9
  %".449" = icmp slt i64 %".448", 4 , !dbg !9
  br i1 %".449", label %"edge.loop.5", label %"edge.done.5", !dbg !9
edge.done.5:
  %".451" = add i64 %"lane.5", 1, !dbg !9
  %".452" = icmp ult i64 %".451", 4 , !dbg !9
  br i1 %".452", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.inside.2:
  br label %"tile.loop.6", !dbg !9
tile.masked.2:
  br label %"tile.loop.8", !dbg !9
tile.done.2:
  br i1 %".648", label %"mm.a.gm.1", label %"mm.a.staged.1", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.inside.2"], [%".675", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.2", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".672", %"tile.loop.7"] , !dbg !9
  %".666" = mul i64 %"lane.6", %"b.stride0", !dbg !9
  %".667" = add i64 %".666", %"lane.7", !dbg !9
  %"b.lane.4" = getelementptr float, ptr %"b.window.1", i64 %".667" , !dbg !9
  %"b.lane.val.4" = load float, ptr %"b.lane.4", !dbg !9
  %".668" = mul i64 %"lane.6", 4, !dbg !9
  %".669" = add i64 %"lane.7", %".668", !dbg !9
  %".670" = getelementptr float, float* %"tile.tmp.2", i64 %".669" , !dbg !9
  store float %"b.lane.val.4", float* %".670", !dbg !9
  %".672" = add i64 %"lane.7", 1, !dbg !9
  %".673" = icmp ult i64 %".672", 4 , !dbg !9
  br i1 %".673", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".675" = add i64 %"lane.6", 1, !dbg !9
  %".676" = icmp ult i64 %".675", 4 , !dbg !9
  br i1 %".676", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.masked.2"], [%".747", %"edge.done.8"] , !dbg !9
  %".680" = add i64 0, %"lane.8", !dbg !9
  %".681" = icmp ult i64 %".680", %"b.dim0" , !dbg !9
  %".682" = and i1 1, %".681", !dbg !9
  %".683" = icmp slt i64 0, -4 , !dbg !9
  %".684" = icmp slt i64 0, 0 , !dbg !9
  %".685" = sub i64 0, 0, !dbg !9
  %".686" = select  i1 %".684", i64 %".685", i64 0 , !dbg !9
  %".687" = select  i1 %".683", i64 4, i64 %".686" , !dbg !9
  %".688" = icmp sgt i64 0, %".687" , !dbg !9
  %".689" = select  i1 %".688", i64 0, i64 %".687" , !dbg !9
  %".690" = icmp sge i64 0, %"b.dim1" , !dbg !9
  %".691" = sub i64 %"b.dim1", 4, !dbg !9
  %".692" = icmp slt i64 0, %".691" , !dbg !9
  %".693" = sub i64 %"b.dim1", 0, !dbg !9
  %".694" = select  i1 %".692", i64 4, i64 %".693" , !dbg !9
  %".695" = select  i1 %".690", i64 0, i64 %".694" , !dbg !9
  %".696" = icmp slt i64 4, %".695" , !dbg !9
  %".697" = select  i1 %".696", i64 4, i64 %".695" , !dbg !9
  %".698" = icmp sgt i64 %".697", %".689" , !dbg !9
  %".699" = select  i1 %".698", i64 %".697", i64 %".689" , !dbg !9
  %"edge.lo.2" = select  i1 %".682", i64 %".689", i64 0 , !dbg !9
  %"edge.hi.2" = select  i1 %".682", i64 %".699", i64 0 , !dbg !9
  %".700" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !9
  br i1 %".700", label %"edge.loop.6", label %"edge.done.6", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.2", %"tile.loop.8"], [%".708", %"edge.loop.6"] , !dbg !9
  %".702" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".703" = add i64 %".702", %"edge.lane.6", !dbg !9
  %"b.lane.5" = getelementptr float, ptr %"b.window.1", i64 %".703" , !dbg !9
  %"b.lane.val.5" = load float, ptr %"b.lane.5", !dbg !9
  %".704" = mul i64 %"lane.8", 4, !dbg !9
  %".705" = add i64 %"edge.lane.6", %".704", !dbg !9
  %".706" = getelementptr float, float* %"tile.tmp.2", i64 %".705" , !dbg !9
  store float %"b.lane.val.5", float* %".706", !dbg !9
  %".708" = add i64 %"edge.lane.6", 1, !dbg !9
  %".709" = icmp slt i64 %".708", %"edge.hi.2" , !dbg !9
  br i1 %".709", label %"edge.loop.6", label %"edge.done.6", !dbg !9
edge.done.6:
  %".711" = icmp slt i64 0, %"edge.lo.2" , !dbg !9
  br i1 %".711", label %"edge.loop.7", label %"edge.done.7", !dbg !9
edge.loop.7:
  %"edge.lane.7" = phi  i64 [0, %"edge.done.6"], [%".726", %"edge.loop.7"] , !dbg !9
  %".713" = add i64 0, %"lane.8", !dbg !9
  %".714" = icmp ult i64 %".713", %"b.dim0" , !dbg !9
  %".715" = and i1 1, %".714", !dbg !9
  %".716" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".717" = add i64 0, %"edge.lane.7", !dbg !9
  %".718" = icmp ult i64 %".717", %"b.dim1" , !dbg !9
  %".719" = and i1 %".715", %".718", !dbg !9
  %".720" = add i64 %".716", %"edge.lane.7", !dbg !9
  %"b.lane.6" = getelementptr float, ptr %"b.window.1", i64 %".720" , !dbg !9
  %".721" = select  i1 0, ptr %"b.lane.6", float* %"b.other.1" , !dbg !9
  %"b.lane.val.6" = load float, ptr %".721", !dbg !9
  %".722" = mul i64 %"lane.8", 4, !dbg !9
  %".723" = add i64 %"edge.lane.7", %".722", !dbg !9
  %".724" = getelementptr float, float* %"tile.tmp.2", i64 %".723" , !dbg !9
  store float %"b.lane.val.6", float* %".724", !dbg !9
  %".726" = add i64 %"edge.lane.7", 1, !dbg !9
  %".727" = icmp slt i64 %".726", %"edge.lo.2" , !dbg !9
  br i1 %".727", label %"edge.loop.7", label %"edge.done.7", !dbg !9
edge.done.7:
  %".729" = icmp slt i64 %"edge.hi.2", 4 , !dbg !9
  br i1 %".729", label %"edge.loop.8", label %"edge.done.8", !dbg !9
edge.loop.8:
  %"edge.lane.8" = phi  i64 [%"edge.hi.2", %"edge.done.7"], [%".744", %"edge.loop.8"] , !dbg !9
  %".731" = add i64 0, %"lane.8", !dbg !9
  %".732" = icmp ult i64 %".731", %"b.dim0" , !dbg !9
  %".733" = and i1 1, %".732", !dbg !9
  %".734" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".735" = add i64 0, %"edge.lane.8", !dbg !9
  %".736" = icmp ult i64 %".735", %"b.dim1" , !dbg !9
  %".737" = and i1 %".733", %".736", !dbg !9
  %".738" = add i64 %".734", %"edge.lane.8", !dbg !9
  %"b.lane.7" = getelementptr float, ptr %"b.window.1", i64 %".738" , !dbg !9
  %".739" = select  i1 0, ptr %"b.lane.7", float* %"b.other.1" , !dbg !9
  %"b.lane.val.7" = load float, ptr %".739", !dbg !9
  %".740" = mul i64 %"lane.8", 4, !dbg !9
  %".741" = add i64 %"edge.lane.8", %".740", !dbg !9
  %".742" = getelementptr float, float* %"tile.tmp.2", i64 %".741" , !dbg !9
  store float %"b.lane.val.7", float* %".742", !dbg !9
  %".744" = add i64 %"edge.lane.8", 1, !dbg !9
  %".745" = icmp slt i64 %".744", 4 , !dbg !9
  br i1 %".745", label %"edge.loop.8", label %"edge.done.8", !dbg !9
edge.done.8:
  %".747" = add i64 %"lane.8", 1, !dbg !9
  %".748" = icmp ult i64 %".747", 4 , !dbg !9
  br i1 %".748", label %"tile.loop.8", label %"tile.end.8", !dbg !9
mm.a.gm.1:
  %".752" = mul i64 0, 4, !dbg !9
  %".753" = add i64 0, %".752", !dbg !9
  %".754" = mul i64 0, 1, !dbg !9
  %".755" = add i64 %".754", 0, !dbg !9
  %".756" = icmp slt i64 %".753", %".630" , !dbg !9
  %".757" = icmp slt i64 0, %".636" , !dbg !9
  %".758" = and i1 %".756", %".757", !dbg !9
  br i1 %".758", label %"mm.stored", label %"mm.stored.done", !dbg !9
mm.a.staged.1:
  %"i.9" = load i64, i64* %"i", !dbg !9
  %".966" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".966", !dbg !9
  %".968" = icmp sge i64 %"i.9", 0 , !dbg !9
  %".969" = sub i64 %"a.dim0", 4, !dbg !9
  %".970" = icmp sle i64 %"i.9", %".969" , !dbg !9
  %".971" = and i1 %".968", %".970", !dbg !9
  %".972" = and i1 1, %".971", !dbg !9
  %".973" = icmp sge i64 0, 0 , !dbg !9
  %".974" = sub i64 %"a.dim1", 4, !dbg !9
  %".975" = icmp sle i64 0, %".974" , !dbg !9
  %".976" = and i1 %".973", %".975", !dbg !9
  %".977" = and i1 %".972", %".976", !dbg !9
  %".978" = mul i64 %"i.9", %"a.stride0", !dbg !9
  %".979" = add i64 %".978", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".979" , !dbg !9
  br i1 %".977", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
mm.a.done.1:
  %"i.10" = load i64, i64* %"i", !dbg !9
  %".1246" = icmp sge i64 %"i.10", 0 , !dbg !9
  %".1247" = sub i64 %"c.dim0", 4, !dbg !9
  %".1248" = icmp sle i64 %"i.10", %".1247" , !dbg !9
  %".1249" = and i1 %".1246", %".1248", !dbg !9
  %".1250" = and i1 1, %".1249", !dbg !9
  %".1251" = icmp sge i64 0, 0 , !dbg !9
  %".1252" = sub i64 %"c.dim1", 4, !dbg !9
  %".1253" = icmp sle i64 0, %".1252" , !dbg !9
  %".1254" = and i1 %".1251", %".1253", !dbg !9
  %".1255" = and i1 %".1250", %".1254", !dbg !9
  %".1256" = mul i64 %"i.10", %"c.stride0", !dbg !9
  %".1257" = add i64 %".1256", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".1257" , !dbg !9
  br i1 %".1255", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
mm.stored:
  %".760" = add i64 %".753", 0, !dbg !9
  %".761" = mul i64 %".760", 4, !dbg !9
  %".762" = add i64 %".761", 0, !dbg !9
  %".763" = add i64 %".753", 1, !dbg !9
  %".764" = mul i64 %".763", 4, !dbg !9
  %".765" = add i64 %".764", 0, !dbg !9
  %".766" = add i64 %".753", 2, !dbg !9
  %".767" = mul i64 %".766", 4, !dbg !9
  %".768" = add i64 %".767", 0, !dbg !9
  %".769" = add i64 %".753", 3, !dbg !9
  %".770" = mul i64 %".769", 4, !dbg !9
  %".771" = add i64 %".770", 0, !dbg !9
  %".772" = add i64 %".753", 0, !dbg !9
  %".773" = mul i64 %".772", 4, !dbg !9
  %".774" = add i64 %".753", 1, !dbg !9
  %".775" = mul i64 %".774", 4, !dbg !9
  %".776" = add i64 %".753", 2, !dbg !9
  %".777" = mul i64 %".776", 4, !dbg !9
  %".778" = add i64 %".753", 3, !dbg !9
  %".779" = mul i64 %".778", 4, !dbg !9
  %".780" = add i64 %".753", 0, !dbg !9
  %".781" = mul i64 %".780", %"a.stride0", !dbg !9
  %".782" = add i64 %".753", 1, !dbg !9
  %".783" = mul i64 %".782", %"a.stride0", !dbg !9
  %".784" = add i64 %".753", 2, !dbg !9
  %".785" = mul i64 %".784", %"a.stride0", !dbg !9
  %".786" = add i64 %".753", 3, !dbg !9
  %".787" = mul i64 %".786", %"a.stride0", !dbg !9
  %".788" = add i64 %".781", 0, !dbg !9
  %".789" = add i64 %".788", 32, !dbg !9
  %".790" = getelementptr float, ptr %"a.rows.1", i64 %".789" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".790", i32 0, i32 3, i32 1), !dbg !9
  %".792" = getelementptr float, ptr %"a.rows.1", i64 %".788" , !dbg !9
  %".793" = load <4 x float>, ptr %".792", align 4, !dbg !9
  %".794" = add i64 %".773", 0, !dbg !9
  %".795" = getelementptr float, float* %"tile.left.1", i64 %".794" , !dbg !9
  %".796" = bitcast float* %".795" to <4 x float>* , !dbg !9
  store <4 x float> %".793", <4 x float>* %".796", align 4, !dbg !9
  %".798" = add i64 %".783", 0, !dbg !9
  %".799" = add i64 %".798", 32, !dbg !9
  %".800" = getelementptr float, ptr %"a.rows.1", i64 %".799" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".800", i32 0, i32 3, i32 1), !dbg !9
  %".802" = getelementptr float, ptr %"a.rows.1", i64 %".798" , !dbg !9
  %".803" = load <4 x float>, ptr %".802", align 4, !dbg !9
  %".804" = add i64 %".775", 0, !dbg !9
  %".805" = getelementptr float, float* %"tile.left.1", i64 %".804" , !dbg !9
  %".806" = bitcast float* %".805" to <4 x float>* , !dbg !9
  store <4 x float> %".803", <4 x float>* %".806", align 4, !dbg !9
  %".808" = add i64 %".785", 0, !dbg !9
  %".809" = add i64 %".808", 32, !dbg !9
  %".810" = getelementptr float, ptr %"a.rows.1", i64 %".809" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".810", i32 0, i32 3, i32 1), !dbg !9
  %".812" = getelementptr float, ptr %"a.rows.1", i64 %".808" , !dbg !9
  %".813" = load <4 x float>, ptr %".812", align 4, !dbg !9
  %".814" = add i64 %".777", 0, !dbg !9
  %".815" = getelementptr float, float* %"tile.left.1", i64 %".814" , !dbg !9
  %".816" = bitcast float* %".815" to <4 x float>* , !dbg !9
  store <4 x float> %".813", <4 x float>* %".816", align 4, !dbg !9
  %".818" = add i64 %".787", 0, !dbg !9
  %".819" = add i64 %".818", 32, !dbg !9
  %".820" = getelementptr float, ptr %"a.rows.1", i64 %".819" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".820", i32 0, i32 3, i32 1), !dbg !9
  %".822" = getelementptr float, ptr %"a.rows.1", i64 %".818" , !dbg !9
  %".823" = load <4 x float>, ptr %".822", align 4, !dbg !9
  %".824" = add i64 %".779", 0, !dbg !9
  %".825" = getelementptr float, float* %"tile.left.1", i64 %".824" , !dbg !9
  %".826" = bitcast float* %".825" to <4 x float>* , !dbg !9
  store <4 x float> %".823", <4 x float>* %".826", align 4, !dbg !9
  %".828" = mul i64 0, 4, !dbg !9
  %".829" = add i64 %".828", 0, !dbg !9
  %".830" = add i64 %".829", 0, !dbg !9
  %".831" = getelementptr float, float* %"tile.tmp.2", i64 %".830" , !dbg !9
  %".832" = bitcast float* %".831" to <4 x float>* , !dbg !9
  %".833" = load <4 x float>, <4 x float>* %".832", align 4, !dbg !9
  %".834" = add i64 %".781", 0, !dbg !9
  %".835" = getelementptr float, ptr %"a.rows.1", i64 %".834" , !dbg !9
  %".836" = load float, ptr %".835", align 4, !dbg !9
  %".837" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".836", i32 0
  %".838" = shufflevector <4 x float> %".837", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".839" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".838", <4 x float> %".833", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".840" = add i64 %".783", 0, !dbg !9
  %".841" = getelementptr float, ptr %"a.rows.1", i64 %".840" , !dbg !9
  %".842" = load float, ptr %".841", align 4, !dbg !9
  %".843" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".842", i32 0
  %".844" = shufflevector <4 x float> %".843", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".845" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".844", <4 x float> %".833", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".846" = add i64 %".785", 0, !dbg !9
  %".847" = getelementptr float, ptr %"a.rows.1", i64 %".846" , !dbg !9
  %".848" = load float, ptr %".847", align 4, !dbg !9
  %".849" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".848", i32 0
  %".850" = shufflevector <4 x float> %".849", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".851" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".850", <4 x float> %".833", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".852" = add i64 %".787", 0, !dbg !9
  %".853" = getelementptr float, ptr %"a.rows.1", i64 %".852" , !dbg !9
  %".854" = load float, ptr %".853", align 4, !dbg !9
  %".855" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".854", i32 0
  %".856" = shufflevector <4 x float> %".855", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".857" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".856", <4 x float> %".833", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".858" = mul i64 1, 4, !dbg !9
  %".859" = add i64 %".858", 0, !dbg !9
  %".860" = add i64 %".859", 0, !dbg !9
  %".861" = getelementptr float, float* %"tile.tmp.2", i64 %".860" , !dbg !9
  %".862" = bitcast float* %".861" to <4 x float>* , !dbg !9
  %".863" = load <4 x float>, <4 x float>* %".862", align 4, !dbg !9
  %".864" = add i64 %".781", 1, !dbg !9
  %".865" = getelementptr float, ptr %"a.rows.1", i64 %".864" , !dbg !9
  %".866" = load float, ptr %".865", align 4, !dbg !9
  %".867" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".866", i32 0
  %".868" = shufflevector <4 x float> %".867", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".869" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".868", <4 x float> %".863", <4 x float> %".839"), !dbg !9
  %".870" = add i64 %".783", 1, !dbg !9
  %".871" = getelementptr float, ptr %"a.rows.1", i64 %".870" , !dbg !9
  %".872" = load float, ptr %".871", align 4, !dbg !9
  %".873" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".872", i32 0
  %".874" = shufflevector <4 x float> %".873", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".875" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".874", <4 x float> %".863", <4 x float> %".845"), !dbg !9
  %".876" = add i64 %".785", 1, !dbg !9
  %".877" = getelementptr float, ptr %"a.rows.1", i64 %".876" , !dbg !9
  %".878" = load float, ptr %".877", align 4, !dbg !9
  %".879" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".878", i32 0
  %".880" = shufflevector <4 x float> %".879", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".881" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".880", <4 x float> %".863", <4 x float> %".851"), !dbg !9
  %".882" = add i64 %".787", 1, !dbg !9
  %".883" = getelementptr float, ptr %"a.rows.1", i64 %".882" , !dbg !9
  %".884" = load float, ptr %".883", align 4, !dbg !9
  %".885" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".884", i32 0
  %".886" = shufflevector <4 x float> %".885", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".887" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".886", <4 x float> %".863", <4 x float> %".857"), !dbg !9
  %".888" = mul i64 2, 4, !dbg !9
  %".889" = add i64 %".888", 0, !dbg !9
  %".890" = add i64 %".889", 0, !dbg !9
  %".891" = getelementptr float, float* %"tile.tmp.2", i64 %".890" , !dbg !9
  %".892" = bitcast float* %".891" to <4 x float>* , !dbg !9
  %".893" = load <4 x float>, <4 x float>* %".892", align 4, !dbg !9
  %".894" = add i64 %".781", 2, !dbg !9
  %".895" = getelementptr float, ptr %"a.rows.1", i64 %".894" , !dbg !9
  %".896" = load float, ptr %".895", align 4, !dbg !9
  %".897" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".896", i32 0
  %".898" = shufflevector <4 x float> %".897", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".899" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".898", <4 x float> %".893", <4 x float> %".869"), !dbg !9
  %".900" = add i64 %".783", 2, !dbg !9
  %".901" = getelementptr float, ptr %"a.rows.1", i64 %".900" , !dbg !9
  %".902" = load float, ptr %".901", align 4, !dbg !9
  %".903" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".902", i32 0
  %".904" = shufflevector <4 x float> %".903", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".905" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".904", <4 x float> %".893", <4 x float> %".875"), !dbg !9
  %".906" = add i64 %".785", 2, !dbg !9
  %".907" = getelementptr float, ptr %"a.rows.1", i64 %".906" , !dbg !9
  %".908" = load float, ptr %".907", align 4, !dbg !9
  %".909" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".908", i32 0
  %".910" = shufflevector <4 x float> %".909", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".911" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".910", <4 x float> %".893", <4 x float> %".881"), !dbg !9
  %".912" = add i64 %".787", 2, !dbg !9
  %".913" = getelementptr float, ptr %"a.rows.1", i64 %".912" , !dbg !9
  %".914" = load float, ptr %".913", align 4, !dbg !9
  %".915" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".914", i32 0
  %".916" = shufflevector <4 x float> %".915", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".917" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".916", <4 x float> %".893", <4 x float> %".887"), !dbg !9
  %".918" = mul i64 3, 4, !dbg !9
  %".919" = add i64 %".918", 0, !dbg !9
  %".920" = add i64 %".919", 0, !dbg !9
  %".921" = getelementptr float, float* %"tile.tmp.2", i64 %".920" , !dbg !9
  %".922" = bitcast float* %".921" to <4 x float>* , !dbg !9
  %".923" = load <4 x float>, <4 x float>* %".922", align 4, !dbg !9
  %".924" = add i64 %".781", 3, !dbg !9
  %".925" = getelementptr float, ptr %"a.rows.1", i64 %".924" , !dbg !9
  %".926" = load float, ptr %".925", align 4, !dbg !9
  %".927" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".926", i32 0
  %".928" = shufflevector <4 x float> %".927", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".929" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".928", <4 x float> %".923", <4 x float> %".899"), !dbg !9
  %".930" = add i64 %".783", 3, !dbg !9
  %".931" = getelementptr float, ptr %"a.rows.1", i64 %".930" , !dbg !9
  %".932" = load float, ptr %".931", align 4, !dbg !9
  %".933" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".932", i32 0
  %".934" = shufflevector <4 x float> %".933", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".935" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".934", <4 x float> %".923", <4 x float> %".905"), !dbg !9
  %".936" = add i64 %".785", 3, !dbg !9
  %".937" = getelementptr float, ptr %"a.rows.1", i64 %".936" , !dbg !9
  %".938" = load float, ptr %".937", align 4, !dbg !9
  %".939" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".938", i32 0
  %".940" = shufflevector <4 x float> %".939", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".941" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".940", <4 x float> %".923", <4 x float> %".911"), !dbg !9
  %".942" = add i64 %".787", 3, !dbg !9
  %".943" = getelementptr float, ptr %"a.rows.1", i64 %".942" , !dbg !9
  %".944" = load float, ptr %".943", align 4, !dbg !9
  %".945" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".944", i32 0
  %".946" = shufflevector <4 x float> %".945", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".947" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".946", <4 x float> %".923", <4 x float> %".917"), !dbg !9
  %".948" = add i64 %".762", 0, !dbg !9
  %".949" = getelementptr float, float* %"tile.tmp.1", i64 %".948" , !dbg !9
  %".950" = bitcast float* %".949" to <4 x float>* , !dbg !9
  store <4 x float> %".929", <4 x float>* %".950", align 4, !dbg !9
  %".952" = add i64 %".765", 0, !dbg !9
  %".953" = getelementptr float, float* %"tile.tmp.1", i64 %".952" , !dbg !9
  %".954" = bitcast float* %".953" to <4 x float>* , !dbg !9
  store <4 x float> %".935", <4 x float>* %".954", align 4, !dbg !9
  %".956" = add i64 %".768", 0, !dbg !9
  %".957" = getelementptr float, float* %"tile.tmp.1", i64 %".956" , !dbg !9
  %".958" = bitcast float* %".957" to <4 x float>* , !dbg !9
  store <4 x float> %".941", <4 x float>* %".958", align 4, !dbg !9
  %".960" = add i64 %".771", 0, !dbg !9
  %".961" = getelementptr float, float* %"tile.tmp.1", i64 %".960" , !dbg !9
  %".962" = bitcast float* %".961" to <4 x float>* , !dbg !9
  store <4 x float> %".947", <4 x float>* %".962", align 4, !dbg !9
  br label %"mm.stored.done", !dbg !9
mm.stored.done:
  br label %"mm.a.done.1", !dbg !9
tile.inside.3:
  br label %"tile.loop.9", !dbg !9
tile.masked.3:
  br label %"tile.loop.11", !dbg !9
tile.done.3:
  %".1068" = icmp sge i64 %"i.8", %"a.dim0" , !dbg !9
  %".1069" = sub i64 %"a.dim0", 4, !dbg !9
  %".1070" = icmp slt i64 %"i.8", %".1069" , !dbg !9
  %".1071" = sub i64 %"a.dim0", %"i.8", !dbg !9
  %".1072" = select  i1 %".1070", i64 4, i64 %".1071" , !dbg !9
  %".1073" = select  i1 %".1068", i64 0, i64 %".1072" , !dbg !9
  %".1074" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".1075" = sub i64 %"a.dim1", 4, !dbg !9
  %".1076" = icmp slt i64 0, %".1075" , !dbg !9
  %".1077" = sub i64 %"a.dim1", 0, !dbg !9
  %".1078" = select  i1 %".1076", i64 4, i64 %".1077" , !dbg !9
  %".1079" = select  i1 %".1074", i64 0, i64 %".1078" , !dbg !9
  %".1080" = mul i64 0, 4, !dbg !9
  %".1081" = add i64 0, %".1080", !dbg !9
  %".1082" = mul i64 0, 1, !dbg !9
  %".1083" = add i64 %".1082", 0, !dbg !9
  %".1084" = icmp slt i64 %".1081", %".630" , !dbg !9
  %".1085" = icmp slt i64 0, %".636" , !dbg !9
  %".1086" = and i1 %".1084", %".1085", !dbg !9
  br i1 %".1086", label %"mm.stored.1", label %"mm.stored.done.1", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.inside.3"], [%".992", %"tile.end.10"] , !dbg !9
  br label %"tile.loop.10", !dbg !9
tile.end.9:
  br label %"tile.done.3", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".989", %"tile.loop.10"] , !dbg !9
  %".983" = mul i64 %"lane.9", %"a.stride0", !dbg !9
  %".984" = add i64 %".983", %"lane.10", !dbg !9
  %"a.lane.4" = getelementptr float, ptr %"a.window.1", i64 %".984" , !dbg !9
  %"a.lane.val.4" = load float, ptr %"a.lane.4", !dbg !9
  %".985" = mul i64 %"lane.9", 4, !dbg !9
  %".986" = add i64 %"lane.10", %".985", !dbg !9
  %".987" = getelementptr float, float* %"tile.left.1", i64 %".986" , !dbg !9
  store float %"a.lane.val.4", float* %".987", !dbg !9
  %".989" = add i64 %"lane.10", 1, !dbg !9
  %".990" = icmp ult i64 %".989", 4 , !dbg !9
  br i1 %".990", label %"tile.loop.10", label %"tile.end.10", !dbg !9
tile.end.10:
  %".992" = add i64 %"lane.9", 1, !dbg !9
  %".993" = icmp ult i64 %".992", 4 , !dbg !9
  br i1 %".993", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.masked.3"], [%".1064", %"edge.done.11"] , !dbg !9
  %".997" = add i64 %"i.9", %"lane.11", !dbg !9
  %".998" = icmp ult i64 %".997", %"a.dim0" , !dbg !9
  %".999" = and i1 1, %".998", !dbg !9
  %".1000" = icmp slt i64 0, -4 , !dbg !9
  %".1001" = icmp slt i64 0, 0 , !dbg !9
  %".1002" = sub i64 0, 0, !dbg !9
  %".1003" = select  i1 %".1001", i64 %".1002", i64 0 , !dbg !9
  %".1004" = select  i1 %".1000", i64 4, i64 %".1003" , !dbg !9
  %".1005" = icmp sgt i64 0, %".1004" , !dbg !9
  %".1006" = select  i1 %".1005", i64 0, i64 %".1004" , !dbg !9
  %".1007" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".1008" = sub i64 %"a.dim1", 4, !dbg !9
  %".1009" = icmp slt i64 0, %".1008" , !dbg !9
  %".1010" = sub i64 %"a.dim1", 0, !dbg !9
  %".1011" = select  i1 %".1009", i64 4, i64 %".1010" , !dbg !9
  %".1012" = select  i1 %".1007", i64 0, i64 %".1011" , !dbg !9
  %".1013" = icmp slt i64 4, %".1012" , !dbg !9
  %".1014" = select  i1 %".1013", i64 4, i64 %".1012" , !dbg !9
  %".1015" = icmp sgt i64 %".1014", %".1006" , !dbg !9
  %".1016" = select  i1 %".1015", i64 %".1014", i64 %".1006" , !dbg !9
  %"edge.lo.3" = select  i1 %".999", i64 %".1006", i64 0 , !dbg !9
  %"edge.hi.3" = select  i1 %".999", i64 %".1016", i64 0 , !dbg !9
  %".1017" = icmp slt i64 %"edge.lo.3", %"edge.hi.3" , !dbg !9
  br i1 %".1017", label %"edge.loop.9", label %"edge.done.9", !dbg !9
tile.end.11:
  br label %"tile.done.3", !dbg !9
edge.loop.9:
  %"edge.lane.9" = phi  i64 [%"edge.lo.3", %"tile.loop.11"], [%".1025", %"edge.loop.9"] , !dbg !9
  %".1019" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".1020" = add i64 %".1019", %"edge.lane.9", !dbg !9
  %"a.lane.5" = getelementptr float, ptr %"a.window.1", i64 %".1020" , !dbg !9
  %"a.lane.val.5" = load float, ptr %"a.lane.5", !dbg !9
  %".1021" = mul i64 %"lane.11", 4, !dbg !9
  %".1022" = add i64 %"edge.lane.9", %".1021", !dbg !9
  %".1023" = getelementptr float, float* %"tile.left.1", i64 %".1022" , !dbg !9
  store float %"a.lane.val.5", float* %".1023", !dbg !9
  %".1025" = add i64 %"edge.lane.9", 1, !dbg !9
  %".1026" = icmp slt i64 %".1025", %"edge.hi.3" , !dbg !9
  br i1 %".1026", label %"edge.loop.9", label %"edge.done.9", !dbg !9
edge.done.9:
  %".1028" = icmp slt i64 0, %"edge.lo.3" , !dbg !9
  br i1 %".1028", label %"edge.loop.10", label %"edge.done.10", !dbg !9
edge.loop.10:
  %"edge.lane.10" = phi  i64 [0, %"edge.done.9"], [%".1043", %"edge.loop.10"] , !dbg !9
  %".1030" = add i64 %"i.9", %"lane.11", !dbg !9
  %".1031" = icmp ult i64 %".1030", %"a.dim0" , !dbg !9
  %".1032" = and i1 1, %".1031", !dbg !9
  %".1033" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".1034" = add i64 0, %"edge.lane.10", !dbg !9
  %".1035" = icmp ult i64 %".1034", %"a.dim1" , !dbg !9
  %".1036" = and i1 %".1032", %".1035", !dbg !9
  %".1037" = add i64 %".1033", %"edge.lane.10", !dbg !9
  %"a.lane.6" = getelementptr float, ptr %"a.window.1", i64 %".1037" , !dbg !9
  %".1038" = select  i1 0, ptr %"a.lane.6", float* %"a.other.1" , !dbg !9
  %"a.lane.val.6" = load float, ptr %".1038", !dbg !9
  %".1039" = mul i64 %"lane.11", 4, !dbg !9
  %".1040" = add i64 %"edge.lane.10", %".1039", !dbg !9
  %".1041" = getelementptr float, float* %"tile.left.1", i64 %".1040" , !dbg !9
  store float %"a.lane.val.6", float* %".1041", !dbg !9
  %".1043" = add i64 %"edge.lane.10", 1, !dbg !9
  %".1044" = icmp slt i64 %".1043", %"edge.lo.3" , !dbg !9
  br i1 %".1044", label %"edge.loop.10", label %"edge.done.10", !dbg !9
edge.done.10:
  %".1046" = icmp slt i64 %"edge.hi.3", 4 , !dbg !9
  br i1 %".1046", label %"edge.loop.11", label %"edge.done.11", !dbg !9
edge.loop.11:
  %"edge.lane.11" = phi  i64 [%"edge.hi.3", %"edge.done.10"], [%".1061", %"edge.loop.11"] , !dbg !9
  %".1048" = add i64 %"i.9", %"lane.11", !dbg !9
  %".1049" = icmp ult i64 %".1048", %"a.dim0" , !dbg !9
  %".1050" = and i1 1, %".1049", !dbg !9
  %".1051" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".1052" = add i64 0, %"edge.lane.11", !dbg !9
  %".1053" = icmp ult i64 %".1052", %"a.dim1" , !dbg !9
  %".1054" = and i1 %".1050", %".1053", !dbg !9
  %".1055" = add i64 %".1051", %"edge.lane.11", !dbg !9
  %"a.lane.7" = getelementptr float, ptr %"a.window.1", i64 %".1055" , !dbg !9
  %".1056" = select  i1 0, ptr %"a.lane.7", float* %"a.other.1" , !dbg !9
  %"a.lane.val.7" = load float, ptr %".1056", !dbg !9
  %".1057" = mul i64 %"lane.11", 4, !dbg !9
  %".1058" = add i64 %"edge.lane.11", %".1057", !dbg !9
  %".1059" = getelementptr float, float* %"tile.left.1", i64 %".1058" , !dbg !9
  store float %"a.lane.val.7", float* %".1059", !dbg !9
  %".1061" = add i64 %"edge.lane.11", 1, !dbg !9
  %".1062" = icmp slt i64 %".1061", 4 , !dbg !9
  br i1 %".1062", label %"edge.loop.11", label %"edge.done.11", !dbg !9
edge.done.11:
  %".1064" = add i64 %"lane.11", 1, !dbg !9
  %".1065" = icmp ult i64 %".1064", 4 , !dbg !9
  br i1 %".1065", label %"tile.loop.11", label %"tile.end.11", !dbg !9
mm.stored.1:
  %".1088" = add i64 %".1081", 0, !dbg !9
  %".1089" = mul i64 %".1088", 4, !dbg !9
  %".1090" = add i64 %".1089", 0, !dbg !9
  %".1091" = add i64 %".1081", 1, !dbg !9
  %".1092" = mul i64 %".1091", 4, !dbg !9
  %".1093" = add i64 %".1092", 0, !dbg !9
  %".1094" = add i64 %".1081", 2, !dbg !9
  %".1095" = mul i64 %".1094", 4, !dbg !9
  %".1096" = add i64 %".1095", 0, !dbg !9
  %".1097" = add i64 %".1081", 3, !dbg !9
  %".1098" = mul i64 %".1097", 4, !dbg !9
  %".1099" = add i64 %".1098", 0, !dbg !9
  %".1100" = add i64 %".1081", 0, !dbg !9
  %".1101" = mul i64 %".1100", 4, !dbg !9
  %".1102" = add i64 %".1081", 1, !dbg !9
  %".1103" = mul i64 %".1102", 4, !dbg !9
  %".1104" = add i64 %".1081", 2, !dbg !9
  %".1105" = mul i64 %".1104", 4, !dbg !9
  %".1106" = add i64 %".1081", 3, !dbg !9
  %".1107" = mul i64 %".1106", 4, !dbg !9
  %".1108" = mul i64 0, 4, !dbg !9
  %".1109" = add i64 %".1108", 0, !dbg !9
  %".1110" = add i64 %".1109", 0, !dbg !9
  %".1111" = getelementptr float, float* %"tile.tmp.2", i64 %".1110" , !dbg !9
  %".1112" = bitcast float* %".1111" to <4 x float>* , !dbg !9
  %".1113" = load <4 x float>, <4 x float>* %".1112", align 4, !dbg !9
  %".1114" = add i64 %".1101", 0, !dbg !9
  %".1115" = getelementptr float, float* %"tile.left.1", i64 %".1114" , !dbg !9
  %".1116" = load float, float* %".1115", align 4, !dbg !9
  %".1117" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1116", i32 0
  %".1118" = shufflevector <4 x float> %".1117", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1119" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1118", <4 x float> %".1113", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1120" = add i64 %".1103", 0, !dbg !9
  %".1121" = getelementptr float, float* %"tile.left.1", i64 %".1120" , !dbg !9
  %".1122" = load float, float* %".1121", align 4, !dbg !9
  %".1123" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1122", i32 0
  %".1124" = shufflevector <4 x float> %".1123", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1125" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1124", <4 x float> %".1113", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1126" = add i64 %".1105", 0, !dbg !9
  %".1127" = getelementptr float, float* %"tile.left.1", i64 %".1126" , !dbg !9
  %".1128" = load float, float* %".1127", align 4, !dbg !9
  %".1129" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1128", i32 0
  %".1130" = shufflevector <4 x float> %".1129", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1131" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1130", <4 x float> %".1113", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1132" = add i64 %".1107", 0, !dbg !9
  %".1133" = getelementptr float, float* %"tile.left.1", i64 %".1132" , !dbg !9
  %".1134" = load float, float* %".1133", align 4, !dbg !9
  %".1135" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1134", i32 0
  %".1136" = shufflevector <4 x float> %".1135", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1137" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1136", <4 x float> %".1113", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1138" = mul i64 1, 4, !dbg !9
  %".1139" = add i64 %".1138", 0, !dbg !9
  %".1140" = add i64 %".1139", 0, !dbg !9
  %".1141" = getelementptr float, float* %"tile.tmp.2", i64 %".1140" , !dbg !9
  %".1142" = bitcast float* %".1141" to <4 x float>* , !dbg !9
  %".1143" = load <4 x float>, <4 x float>* %".1142", align 4, !dbg !9
  %".1144" = add i64 %".1101", 1, !dbg !9
  %".1145" = getelementptr float, float* %"tile.left.1", i64 %".1144" , !dbg !9
  %".1146" = load float, float* %".1145", align 4, !dbg !9
  %".1147" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1146", i32 0
  %".1148" = shufflevector <4 x float> %".1147", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1149" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1148", <4 x float> %".1143", <4 x float> %".1119"), !dbg !9
  %".1150" = add i64 %".1103", 1, !dbg !9
  %".1151" = getelementptr float, float* %"tile.left.1", i64 %".1150" , !dbg !9
  %".1152" = load float, float* %".1151", align 4, !dbg !9
  %".1153" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1152", i32 0
  %".1154" = shufflevector <4 x float> %".1153", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1155" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1154", <4 x float> %".1143", <4 x float> %".1125"), !dbg !9
  %".1156" = add i64 %".1105", 1, !dbg !9
  %".1157" = getelementptr float, float* %"tile.left.1", i64 %".1156" , !dbg !9
  %".1158" = load float, float* %".1157", align 4, !dbg !9
  %".1159" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1158", i32 0
  %".1160" = shufflevector <4 x float> %".1159", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1161" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1160", <4 x float> %".1143", <4 x float> %".1131"), !dbg !9
  %".1162" = add i64 %".1107", 1, !dbg !9
  %".1163" = getelementptr float, float* %"tile.left.1", i64 %".1162" , !dbg !9
  %".1164" = load float, float* %".1163", align 4, !dbg !9
  %".1165" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1164", i32 0
  %".1166" = shufflevector <4 x float> %".1165", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1167" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1166", <4 x float> %".1143", <4 x float> %".1137"), !dbg !9
  %".1168" = mul i64 2, 4, !dbg !9
  %".1169" = add i64 %".1168", 0, !dbg !9
  %".1170" = add i64 %".1169", 0, !dbg !9
  %".1171" = getelementptr float, float* %"tile.tmp.2", i64 %".1170" , !dbg !9
  %".1172" = bitcast float* %".1171" to <4 x float>* , !dbg !9
  %".1173" = load <4 x float>, <4 x float>* %".1172", align 4, !dbg !9
  %".1174" = add i64 %".1101", 2, !dbg !9
  %".1175" = getelementptr float, float* %"tile.left.1", i64 %".1174" , !dbg !9
  %".1176" = load float, float* %".1175", align 4, !dbg !9
  %".1177" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1176", i32 0
  %".1178" = shufflevector <4 x float> %".1177", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1179" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1178", <4 x float> %".1173", <4 x float> %".1149"), !dbg !9
  %".1180" = add i64 %".1103", 2, !dbg !9
  %".1181" = getelementptr float, float* %"tile.left.1", i64 %".1180" , !dbg !9
  %".1182" = load float, float* %".1181", align 4, !dbg !9
  %".1183" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1182", i32 0
  %".1184" = shufflevector <4 x float> %".1183", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1185" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1184", <4 x float> %".1173", <4 x float> %".1155"), !dbg !9
  %".1186" = add i64 %".1105", 2, !dbg !9
  %".1187" = getelementptr float, float* %"tile.left.1", i64 %".1186" , !dbg !9
  %".1188" = load float, float* %".1187", align 4, !dbg !9
  %".1189" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1188", i32 0
  %".1190" = shufflevector <4 x float> %".1189", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1191" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1190", <4 x float> %".1173", <4 x float> %".1161"), !dbg !9
  %".1192" = add i64 %".1107", 2, !dbg !9
  %".1193" = getelementptr float, float* %"tile.left.1", i64 %".1192" , !dbg !9
  %".1194" = load float, float* %".1193", align 4, !dbg !9
  %".1195" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1194", i32 0
  %".1196" = shufflevector <4 x float> %".1195", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1197" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1196", <4 x float> %".1173", <4 x float> %".1167"), !dbg !9
  %".1198" = mul i64 3, 4, !dbg !9
  %".1199" = add i64 %".1198", 0, !dbg !9
  %".1200" = add i64 %".1199", 0, !dbg !9
  %".1201" = getelementptr float, float* %"tile.tmp.2", i64 %".1200" , !dbg !9
  %".1202" = bitcast float* %".1201" to <4 x float>* , !dbg !9
  %".1203" = load <4 x float>, <4 x float>* %".1202", align 4, !dbg !9
  %".1204" = add i64 %".1101", 3, !dbg !9
  %".1205" = getelementptr float, float* %"tile.left.1", i64 %".1204" , !dbg !9
  %".1206" = load float, float* %".1205", align 4, !dbg !9
  %".1207" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1206", i32 0
  %".1208" = shufflevector <4 x float> %".1207", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1209" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1208", <4 x float> %".1203", <4 x float> %".1179"), !dbg !9
  %".1210" = add i64 %".1103", 3, !dbg !9
  %".1211" = getelementptr float, float* %"tile.left.1", i64 %".1210" , !dbg !9
  %".1212" = load float, float* %".1211", align 4, !dbg !9
  %".1213" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1212", i32 0
  %".1214" = shufflevector <4 x float> %".1213", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1215" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1214", <4 x float> %".1203", <4 x float> %".1185"), !dbg !9
  %".1216" = add i64 %".1105", 3, !dbg !9
  %".1217" = getelementptr float, float* %"tile.left.1", i64 %".1216" , !dbg !9
  %".1218" = load float, float* %".1217", align 4, !dbg !9
  %".1219" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1218", i32 0
  %".1220" = shufflevector <4 x float> %".1219", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1221" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1220", <4 x float> %".1203", <4 x float> %".1191"), !dbg !9
  %".1222" = add i64 %".1107", 3, !dbg !9
  %".1223" = getelementptr float, float* %"tile.left.1", i64 %".1222" , !dbg !9
  %".1224" = load float, float* %".1223", align 4, !dbg !9
  %".1225" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1224", i32 0
  %".1226" = shufflevector <4 x float> %".1225", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1227" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1226", <4 x float> %".1203", <4 x float> %".1197"), !dbg !9
  %".1228" = add i64 %".1090", 0, !dbg !9
  %".1229" = getelementptr float, float* %"tile.tmp.1", i64 %".1228" , !dbg !9
  %".1230" = bitcast float* %".1229" to <4 x float>* , !dbg !9
  store <4 x float> %".1209", <4 x float>* %".1230", align 4, !dbg !9
  %".1232" = add i64 %".1093", 0, !dbg !9
  %".1233" = getelementptr float, float* %"tile.tmp.1", i64 %".1232" , !dbg !9
  %".1234" = bitcast float* %".1233" to <4 x float>* , !dbg !9
  store <4 x float> %".1215", <4 x float>* %".1234", align 4, !dbg !9
  %".1236" = add i64 %".1096", 0, !dbg !9
  %".1237" = getelementptr float, float* %"tile.tmp.1", i64 %".1236" , !dbg !9
  %".1238" = bitcast float* %".1237" to <4 x float>* , !dbg !9
  store <4 x float> %".1221", <4 x float>* %".1238", align 4, !dbg !9
  %".1240" = add i64 %".1099", 0, !dbg !9
  %".1241" = getelementptr float, float* %"tile.tmp.1", i64 %".1240" , !dbg !9
  %".1242" = bitcast float* %".1241" to <4 x float>* , !dbg !9
  store <4 x float> %".1227", <4 x float>* %".1242", align 4, !dbg !9
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
  %"lane.12" = phi  i64 [0, %"tile.inside.4"], [%".1271", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.4", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".1268", %"tile.loop.13"] , !dbg !9
  %".1261" = mul i64 %"lane.12", 4, !dbg !9
  %".1262" = add i64 %"lane.13", %".1261", !dbg !9
  %".1263" = getelementptr float, float* %"tile.tmp.1", i64 %".1262" , !dbg !9
  %".1264" = load float, float* %".1263", !dbg !9
  %".1265" = mul i64 %"lane.12", %"c.stride0", !dbg !9
  %".1266" = add i64 %".1265", %"lane.13", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".1266" , !dbg !9
  store float %".1264", ptr %"c.lane", !dbg !9
  %".1268" = add i64 %"lane.13", 1, !dbg !9
  %".1269" = icmp ult i64 %".1268", 4 , !dbg !9
  br i1 %".1269", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".1271" = add i64 %"lane.12", 1, !dbg !9
  %".1272" = icmp ult i64 %".1271", 4 , !dbg !9
  br i1 %".1272", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.4"], [%".1308", %"edge.done.12"] , !dbg !9
  %".1276" = add i64 %"i.10", %"lane.14", !dbg !9
  %".1277" = icmp ult i64 %".1276", %"c.dim0" , !dbg !9
  %".1278" = and i1 1, %".1277", !dbg !9
  %".1279" = icmp slt i64 0, -4 , !dbg !9
  %".1280" = icmp slt i64 0, 0 , !dbg !9
  %".1281" = sub i64 0, 0, !dbg !9
  %".1282" = select  i1 %".1280", i64 %".1281", i64 0 , !dbg !9
  %".1283" = select  i1 %".1279", i64 4, i64 %".1282" , !dbg !9
  %".1284" = icmp sgt i64 0, %".1283" , !dbg !9
  %".1285" = select  i1 %".1284", i64 0, i64 %".1283" , !dbg !9
  %".1286" = icmp sge i64 0, %"c.dim1" , !dbg !9
  %".1287" = sub i64 %"c.dim1", 4, !dbg !9
  %".1288" = icmp slt i64 0, %".1287" , !dbg !9
  %".1289" = sub i64 %"c.dim1", 0, !dbg !9
  %".1290" = select  i1 %".1288", i64 4, i64 %".1289" , !dbg !9
  %".1291" = select  i1 %".1286", i64 0, i64 %".1290" , !dbg !9
  %".1292" = icmp slt i64 4, %".1291" , !dbg !9
  %".1293" = select  i1 %".1292", i64 4, i64 %".1291" , !dbg !9
  %".1294" = icmp sgt i64 %".1293", %".1285" , !dbg !9
  %".1295" = select  i1 %".1294", i64 %".1293", i64 %".1285" , !dbg !9
  %"edge.lo.4" = select  i1 %".1278", i64 %".1285", i64 0 , !dbg !9
  %"edge.hi.4" = select  i1 %".1278", i64 %".1295", i64 0 , !dbg !9
  %".1296" = icmp slt i64 %"edge.lo.4", %"edge.hi.4" , !dbg !9
  br i1 %".1296", label %"edge.loop.12", label %"edge.done.12", !dbg !9
tile.end.14:
  br label %"tile.done.4", !dbg !9
edge.loop.12:
  %"edge.lane.12" = phi  i64 [%"edge.lo.4", %"tile.loop.14"], [%".1305", %"edge.loop.12"] , !dbg !9
  %".1298" = mul i64 %"lane.14", 4, !dbg !9
  %".1299" = add i64 %"edge.lane.12", %".1298", !dbg !9
  %".1300" = getelementptr float, float* %"tile.tmp.1", i64 %".1299" , !dbg !9
  %".1301" = load float, float* %".1300", !dbg !9
  %".1302" = mul i64 %"lane.14", %"c.stride0", !dbg !9
  %".1303" = add i64 %".1302", %"edge.lane.12", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".1303" , !dbg !9
  store float %".1301", ptr %"c.lane.1", !dbg !9
  %".1305" = add i64 %"edge.lane.12", 1, !dbg !9
  %".1306" = icmp slt i64 %".1305", %"edge.hi.4" , !dbg !9
  br i1 %".1306", label %"edge.loop.12", label %"edge.done.12", !dbg !9
edge.done.12:
  %".1308" = add i64 %"lane.14", 1, !dbg !9
  %".1309" = icmp ult i64 %".1308", 4 , !dbg !9
  br i1 %".1309", label %"tile.loop.14", label %"tile.end.14", !dbg !9
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
