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
  %".844" = load i64, i64* %"k.iter", !dbg !9
  %".845" = sub i64 %"a.dim1", %".844", !dbg !9
  %".846" = icmp ugt i64 %".845", 4 , !dbg !9
  br i1 %".846", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.6" = load i64, i64* %"i", !dbg !14
  %".850" = icmp sge i64 %"i.6", 0 , !dbg !14
  %".851" = sub i64 %"c.dim0", 4, !dbg !14
  %".852" = icmp sle i64 %"i.6", %".851" , !dbg !14
  %".853" = and i1 %".850", %".852", !dbg !14
  %".854" = and i1 1, %".853", !dbg !14
  %".855" = icmp sge i64 0, 0 , !dbg !14
  %".856" = sub i64 %"c.dim1", 4, !dbg !14
  %".857" = icmp sle i64 0, %".856" , !dbg !14
  %".858" = and i1 %".855", %".857", !dbg !14
  %".859" = and i1 %".854", %".858", !dbg !14
  %".860" = mul i64 %"i.6", %"c.stride0", !dbg !14
  %".861" = add i64 %".860", 0, !dbg !14
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".861" , !dbg !14
  br i1 %".859", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
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
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".148", %"edge.done.2"] , !dbg !10
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
  %".112" = icmp slt i64 0, %"edge.lo" , !dbg !10
  br i1 %".112", label %"edge.loop.1", label %"edge.done.1", !dbg !10
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".127", %"edge.loop.1"] , !dbg !10
  %".114" = add i64 %"k.6", %"lane.5", !dbg !10
  %".115" = icmp ult i64 %".114", %"b.dim0" , !dbg !10
  %".116" = and i1 1, %".115", !dbg !10
  %".117" = mul i64 %"lane.5", %"b.stride0", !dbg !10
  %".118" = add i64 0, %"edge.lane.1", !dbg !10
  %".119" = icmp ult i64 %".118", %"b.dim1" , !dbg !10
  %".120" = and i1 %".116", %".119", !dbg !10
  %".121" = add i64 %".117", %"edge.lane.1", !dbg !10
  %"b.lane.2" = getelementptr float, ptr %"b.window", i64 %".121" , !dbg !10
  %".122" = select  i1 0, ptr %"b.lane.2", float* %"b.other" , !dbg !10
  %"b.lane.val.2" = load float, ptr %".122", !dbg !10
  %".123" = mul i64 %"lane.5", 4, !dbg !10
  %".124" = add i64 %"edge.lane.1", %".123", !dbg !10
  %".125" = getelementptr float, float* %"tile.tmp", i64 %".124" , !dbg !10
  store float %"b.lane.val.2", float* %".125", !dbg !10
  %".127" = add i64 %"edge.lane.1", 1, !dbg !10
  %".128" = icmp slt i64 %".127", %"edge.lo" , !dbg !10
  br i1 %".128", label %"edge.loop.1", label %"edge.done.1", !dbg !10
edge.done.1:
  %".130" = icmp slt i64 %"edge.hi", 4 , !dbg !10
  br i1 %".130", label %"edge.loop.2", label %"edge.done.2", !dbg !10
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".145", %"edge.loop.2"] , !dbg !10
  %".132" = add i64 %"k.6", %"lane.5", !dbg !10
  %".133" = icmp ult i64 %".132", %"b.dim0" , !dbg !10
  %".134" = and i1 1, %".133", !dbg !10
  %".135" = mul i64 %"lane.5", %"b.stride0", !dbg !10
  %".136" = add i64 0, %"edge.lane.2", !dbg !10
  %".137" = icmp ult i64 %".136", %"b.dim1" , !dbg !10
  %".138" = and i1 %".134", %".137", !dbg !10
  %".139" = add i64 %".135", %"edge.lane.2", !dbg !10
  %"b.lane.3" = getelementptr float, ptr %"b.window", i64 %".139" , !dbg !10
  %".140" = select  i1 0, ptr %"b.lane.3", float* %"b.other" , !dbg !10
  %"b.lane.val.3" = load float, ptr %".140", !dbg !10
  %".141" = mul i64 %"lane.5", 4, !dbg !10
  %".142" = add i64 %"edge.lane.2", %".141", !dbg !10
  %".143" = getelementptr float, float* %"tile.tmp", i64 %".142" , !dbg !10
  store float %"b.lane.val.3", float* %".143", !dbg !10
  %".145" = add i64 %"edge.lane.2", 1, !dbg !10
  %".146" = icmp slt i64 %".145", 4 , !dbg !10
  br i1 %".146", label %"edge.loop.2", label %"edge.done.2", !dbg !10
edge.done.2:
  %".148" = add i64 %"lane.5", 1, !dbg !10
  %".149" = icmp ult i64 %".148", 4 , !dbg !10
  br i1 %".149", label %"tile.loop.5", label %"tile.end.5", !dbg !10
mm.a.gm:
  %".153" = mul i64 0, 4, !dbg !10
  %".154" = add i64 0, %".153", !dbg !10
  %".155" = mul i64 0, 1, !dbg !10
  %".156" = add i64 %".155", 0, !dbg !10
  %".157" = add i64 %".154", 0, !dbg !10
  %".158" = mul i64 %".157", 4, !dbg !10
  %".159" = add i64 %".158", 0, !dbg !10
  %".160" = add i64 %".154", 1, !dbg !10
  %".161" = mul i64 %".160", 4, !dbg !10
  %".162" = add i64 %".161", 0, !dbg !10
  %".163" = add i64 %".154", 2, !dbg !10
  %".164" = mul i64 %".163", 4, !dbg !10
  %".165" = add i64 %".164", 0, !dbg !10
  %".166" = add i64 %".154", 3, !dbg !10
  %".167" = mul i64 %".166", 4, !dbg !10
  %".168" = add i64 %".167", 0, !dbg !10
  %".169" = add i64 %".154", 0, !dbg !10
  %".170" = mul i64 %".169", 4, !dbg !10
  %".171" = add i64 %".154", 1, !dbg !10
  %".172" = mul i64 %".171", 4, !dbg !10
  %".173" = add i64 %".154", 2, !dbg !10
  %".174" = mul i64 %".173", 4, !dbg !10
  %".175" = add i64 %".154", 3, !dbg !10
  %".176" = mul i64 %".175", 4, !dbg !10
  %".177" = add i64 %".154", 0, !dbg !10
  %".178" = mul i64 %".177", %"a.stride0", !dbg !10
  %".179" = add i64 %".154", 1, !dbg !10
  %".180" = mul i64 %".179", %"a.stride0", !dbg !10
  %".181" = add i64 %".154", 2, !dbg !10
  %".182" = mul i64 %".181", %"a.stride0", !dbg !10
  %".183" = add i64 %".154", 3, !dbg !10
  %".184" = mul i64 %".183", %"a.stride0", !dbg !10
  %".185" = add i64 %".159", 0, !dbg !10
  %".186" = getelementptr float, float* %"acc", i64 %".185" , !dbg !10
  %".187" = bitcast float* %".186" to <4 x float>* , !dbg !10
  %".188" = load <4 x float>, <4 x float>* %".187", align 4, !dbg !10
  %".189" = add i64 %".162", 0, !dbg !10
  %".190" = getelementptr float, float* %"acc", i64 %".189" , !dbg !10
  %".191" = bitcast float* %".190" to <4 x float>* , !dbg !10
  %".192" = load <4 x float>, <4 x float>* %".191", align 4, !dbg !10
  %".193" = add i64 %".165", 0, !dbg !10
  %".194" = getelementptr float, float* %"acc", i64 %".193" , !dbg !10
  %".195" = bitcast float* %".194" to <4 x float>* , !dbg !10
  %".196" = load <4 x float>, <4 x float>* %".195", align 4, !dbg !10
  %".197" = add i64 %".168", 0, !dbg !10
  %".198" = getelementptr float, float* %"acc", i64 %".197" , !dbg !10
  %".199" = bitcast float* %".198" to <4 x float>* , !dbg !10
  %".200" = load <4 x float>, <4 x float>* %".199", align 4, !dbg !10
  %".201" = mul i64 %".156", 4, !dbg !10
  %".202" = add i64 %".201", 0, !dbg !10
  %".203" = icmp ult i64 %".202", 4 , !dbg !10
  br i1 %".203", label %"mm.a.gm.if", label %"mm.a.gm.endif", !dbg !10, !prof !11
mm.a.staged:
  %"i.4" = load i64, i64* %"i", !dbg !10
  %"k.7" = load i64, i64* %"k", !dbg !10
  %".466" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".466", !dbg !10
  %".468" = icmp sge i64 %"i.4", 0 , !dbg !10
  %".469" = sub i64 %"a.dim0", 4, !dbg !10
  %".470" = icmp sle i64 %"i.4", %".469" , !dbg !10
  %".471" = and i1 %".468", %".470", !dbg !10
  %".472" = and i1 1, %".471", !dbg !10
  %".473" = icmp sge i64 %"k.7", 0 , !dbg !10
  %".474" = sub i64 %"a.dim1", 4, !dbg !10
  %".475" = icmp sle i64 %"k.7", %".474" , !dbg !10
  %".476" = and i1 %".473", %".475", !dbg !10
  %".477" = and i1 %".472", %".476", !dbg !10
  %".478" = mul i64 %"i.4", %"a.stride0", !dbg !10
  %".479" = add i64 %".478", %"k.7", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".479" , !dbg !10
  br i1 %".477", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
mm.a.done:
  br label %"for.inc", !dbg !9
mm.a.gm.if:
  %".205" = mul i64 %".202", %".33", !dbg !10
  %".206" = getelementptr i8, ptr %"a.next", i64 %".205" , !dbg !10
  %".207" = getelementptr i8, ptr %".206", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".207", i32 0, i32 2, i32 1), !dbg !10
  %".209" = getelementptr i8, ptr %".206", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".209", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif", !dbg !10
mm.a.gm.endif:
  %".212" = mul i64 %".156", 4, !dbg !10
  %".213" = add i64 %".212", 1, !dbg !10
  %".214" = icmp ult i64 %".213", 4 , !dbg !10
  br i1 %".214", label %"mm.a.gm.endif.if", label %"mm.a.gm.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.if:
  %".216" = mul i64 %".213", %".33", !dbg !10
  %".217" = getelementptr i8, ptr %"a.next", i64 %".216" , !dbg !10
  %".218" = getelementptr i8, ptr %".217", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".218", i32 0, i32 2, i32 1), !dbg !10
  %".220" = getelementptr i8, ptr %".217", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".220", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif", !dbg !10
mm.a.gm.endif.endif:
  %".223" = mul i64 %".156", 4, !dbg !10
  %".224" = add i64 %".223", 2, !dbg !10
  %".225" = icmp ult i64 %".224", 4 , !dbg !10
  br i1 %".225", label %"mm.a.gm.endif.endif.if", label %"mm.a.gm.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.if:
  %".227" = mul i64 %".224", %".33", !dbg !10
  %".228" = getelementptr i8, ptr %"a.next", i64 %".227" , !dbg !10
  %".229" = getelementptr i8, ptr %".228", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".229", i32 0, i32 2, i32 1), !dbg !10
  %".231" = getelementptr i8, ptr %".228", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".231", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif:
  %".234" = mul i64 %".156", 4, !dbg !10
  %".235" = add i64 %".234", 3, !dbg !10
  %".236" = icmp ult i64 %".235", 4 , !dbg !10
  br i1 %".236", label %"mm.a.gm.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.if:
  %".238" = mul i64 %".235", %".33", !dbg !10
  %".239" = getelementptr i8, ptr %"a.next", i64 %".238" , !dbg !10
  %".240" = getelementptr i8, ptr %".239", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".240", i32 0, i32 2, i32 1), !dbg !10
  %".242" = getelementptr i8, ptr %".239", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".242", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif:
  %".245" = mul i64 %".156", 4, !dbg !10
  %".246" = add i64 %".245", 0, !dbg !10
  %".247" = icmp ult i64 %".246", 4 , !dbg !10
  br i1 %".247", label %"mm.a.gm.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.if:
  %".249" = mul i64 %".246", %".36", !dbg !10
  %".250" = getelementptr i8, ptr %"b.next", i64 %".249" , !dbg !10
  %".251" = getelementptr i8, ptr %".250", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".251", i32 0, i32 2, i32 1), !dbg !10
  %".253" = getelementptr i8, ptr %".250", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".253", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif:
  %".256" = mul i64 %".156", 4, !dbg !10
  %".257" = add i64 %".256", 1, !dbg !10
  %".258" = icmp ult i64 %".257", 4 , !dbg !10
  br i1 %".258", label %"mm.a.gm.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.if:
  %".260" = mul i64 %".257", %".36", !dbg !10
  %".261" = getelementptr i8, ptr %"b.next", i64 %".260" , !dbg !10
  %".262" = getelementptr i8, ptr %".261", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".262", i32 0, i32 2, i32 1), !dbg !10
  %".264" = getelementptr i8, ptr %".261", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".264", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif:
  %".267" = mul i64 %".156", 4, !dbg !10
  %".268" = add i64 %".267", 2, !dbg !10
  %".269" = icmp ult i64 %".268", 4 , !dbg !10
  br i1 %".269", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.if:
  %".271" = mul i64 %".268", %".36", !dbg !10
  %".272" = getelementptr i8, ptr %"b.next", i64 %".271" , !dbg !10
  %".273" = getelementptr i8, ptr %".272", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".273", i32 0, i32 2, i32 1), !dbg !10
  %".275" = getelementptr i8, ptr %".272", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".275", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif:
  %".278" = mul i64 %".156", 4, !dbg !10
  %".279" = add i64 %".278", 3, !dbg !10
  %".280" = icmp ult i64 %".279", 4 , !dbg !10
  br i1 %".280", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if:
  %".282" = mul i64 %".279", %".36", !dbg !10
  %".283" = getelementptr i8, ptr %"b.next", i64 %".282" , !dbg !10
  %".284" = getelementptr i8, ptr %".283", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".284", i32 0, i32 2, i32 1), !dbg !10
  %".286" = getelementptr i8, ptr %".283", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".286", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif:
  %".289" = add i64 %".178", 0, !dbg !10
  %".290" = add i64 %".289", 32, !dbg !10
  %".291" = getelementptr float, ptr %"a.rows", i64 %".290" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".291", i32 0, i32 3, i32 1), !dbg !10
  %".293" = getelementptr float, ptr %"a.rows", i64 %".289" , !dbg !10
  %".294" = load <4 x float>, ptr %".293", align 4, !dbg !10
  %".295" = add i64 %".170", 0, !dbg !10
  %".296" = getelementptr float, float* %"tile.left", i64 %".295" , !dbg !10
  %".297" = bitcast float* %".296" to <4 x float>* , !dbg !10
  store <4 x float> %".294", <4 x float>* %".297", align 4, !dbg !10
  %".299" = add i64 %".180", 0, !dbg !10
  %".300" = add i64 %".299", 32, !dbg !10
  %".301" = getelementptr float, ptr %"a.rows", i64 %".300" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".301", i32 0, i32 3, i32 1), !dbg !10
  %".303" = getelementptr float, ptr %"a.rows", i64 %".299" , !dbg !10
  %".304" = load <4 x float>, ptr %".303", align 4, !dbg !10
  %".305" = add i64 %".172", 0, !dbg !10
  %".306" = getelementptr float, float* %"tile.left", i64 %".305" , !dbg !10
  %".307" = bitcast float* %".306" to <4 x float>* , !dbg !10
  store <4 x float> %".304", <4 x float>* %".307", align 4, !dbg !10
  %".309" = add i64 %".182", 0, !dbg !10
  %".310" = add i64 %".309", 32, !dbg !10
  %".311" = getelementptr float, ptr %"a.rows", i64 %".310" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".311", i32 0, i32 3, i32 1), !dbg !10
  %".313" = getelementptr float, ptr %"a.rows", i64 %".309" , !dbg !10
  %".314" = load <4 x float>, ptr %".313", align 4, !dbg !10
  %".315" = add i64 %".174", 0, !dbg !10
  %".316" = getelementptr float, float* %"tile.left", i64 %".315" , !dbg !10
  %".317" = bitcast float* %".316" to <4 x float>* , !dbg !10
  store <4 x float> %".314", <4 x float>* %".317", align 4, !dbg !10
  %".319" = add i64 %".184", 0, !dbg !10
  %".320" = add i64 %".319", 32, !dbg !10
  %".321" = getelementptr float, ptr %"a.rows", i64 %".320" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".321", i32 0, i32 3, i32 1), !dbg !10
  %".323" = getelementptr float, ptr %"a.rows", i64 %".319" , !dbg !10
  %".324" = load <4 x float>, ptr %".323", align 4, !dbg !10
  %".325" = add i64 %".176", 0, !dbg !10
  %".326" = getelementptr float, float* %"tile.left", i64 %".325" , !dbg !10
  %".327" = bitcast float* %".326" to <4 x float>* , !dbg !10
  store <4 x float> %".324", <4 x float>* %".327", align 4, !dbg !10
  %".329" = mul i64 0, 4, !dbg !10
  %".330" = add i64 %".329", 0, !dbg !10
  %".331" = add i64 %".330", 0, !dbg !10
  %".332" = getelementptr float, float* %"tile.tmp", i64 %".331" , !dbg !10
  %".333" = bitcast float* %".332" to <4 x float>* , !dbg !10
  %".334" = load <4 x float>, <4 x float>* %".333", align 4, !dbg !10
  %".335" = add i64 %".178", 0, !dbg !10
  %".336" = getelementptr float, ptr %"a.rows", i64 %".335" , !dbg !10
  %".337" = load float, ptr %".336", align 4, !dbg !10
  %".338" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".337", i32 0
  %".339" = shufflevector <4 x float> %".338", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".340" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".339", <4 x float> %".334", <4 x float> %".188"), !dbg !10
  %".341" = add i64 %".180", 0, !dbg !10
  %".342" = getelementptr float, ptr %"a.rows", i64 %".341" , !dbg !10
  %".343" = load float, ptr %".342", align 4, !dbg !10
  %".344" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".343", i32 0
  %".345" = shufflevector <4 x float> %".344", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".346" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".345", <4 x float> %".334", <4 x float> %".192"), !dbg !10
  %".347" = add i64 %".182", 0, !dbg !10
  %".348" = getelementptr float, ptr %"a.rows", i64 %".347" , !dbg !10
  %".349" = load float, ptr %".348", align 4, !dbg !10
  %".350" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".349", i32 0
  %".351" = shufflevector <4 x float> %".350", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".352" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".351", <4 x float> %".334", <4 x float> %".196"), !dbg !10
  %".353" = add i64 %".184", 0, !dbg !10
  %".354" = getelementptr float, ptr %"a.rows", i64 %".353" , !dbg !10
  %".355" = load float, ptr %".354", align 4, !dbg !10
  %".356" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".355", i32 0
  %".357" = shufflevector <4 x float> %".356", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".358" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".357", <4 x float> %".334", <4 x float> %".200"), !dbg !10
  %".359" = mul i64 1, 4, !dbg !10
  %".360" = add i64 %".359", 0, !dbg !10
  %".361" = add i64 %".360", 0, !dbg !10
  %".362" = getelementptr float, float* %"tile.tmp", i64 %".361" , !dbg !10
  %".363" = bitcast float* %".362" to <4 x float>* , !dbg !10
  %".364" = load <4 x float>, <4 x float>* %".363", align 4, !dbg !10
  %".365" = add i64 %".178", 1, !dbg !10
  %".366" = getelementptr float, ptr %"a.rows", i64 %".365" , !dbg !10
  %".367" = load float, ptr %".366", align 4, !dbg !10
  %".368" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".367", i32 0
  %".369" = shufflevector <4 x float> %".368", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".370" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".369", <4 x float> %".364", <4 x float> %".340"), !dbg !10
  %".371" = add i64 %".180", 1, !dbg !10
  %".372" = getelementptr float, ptr %"a.rows", i64 %".371" , !dbg !10
  %".373" = load float, ptr %".372", align 4, !dbg !10
  %".374" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".373", i32 0
  %".375" = shufflevector <4 x float> %".374", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".376" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".375", <4 x float> %".364", <4 x float> %".346"), !dbg !10
  %".377" = add i64 %".182", 1, !dbg !10
  %".378" = getelementptr float, ptr %"a.rows", i64 %".377" , !dbg !10
  %".379" = load float, ptr %".378", align 4, !dbg !10
  %".380" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".379", i32 0
  %".381" = shufflevector <4 x float> %".380", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".382" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".381", <4 x float> %".364", <4 x float> %".352"), !dbg !10
  %".383" = add i64 %".184", 1, !dbg !10
  %".384" = getelementptr float, ptr %"a.rows", i64 %".383" , !dbg !10
  %".385" = load float, ptr %".384", align 4, !dbg !10
  %".386" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".385", i32 0
  %".387" = shufflevector <4 x float> %".386", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".388" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".387", <4 x float> %".364", <4 x float> %".358"), !dbg !10
  %".389" = mul i64 2, 4, !dbg !10
  %".390" = add i64 %".389", 0, !dbg !10
  %".391" = add i64 %".390", 0, !dbg !10
  %".392" = getelementptr float, float* %"tile.tmp", i64 %".391" , !dbg !10
  %".393" = bitcast float* %".392" to <4 x float>* , !dbg !10
  %".394" = load <4 x float>, <4 x float>* %".393", align 4, !dbg !10
  %".395" = add i64 %".178", 2, !dbg !10
  %".396" = getelementptr float, ptr %"a.rows", i64 %".395" , !dbg !10
  %".397" = load float, ptr %".396", align 4, !dbg !10
  %".398" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".397", i32 0
  %".399" = shufflevector <4 x float> %".398", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".400" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".399", <4 x float> %".394", <4 x float> %".370"), !dbg !10
  %".401" = add i64 %".180", 2, !dbg !10
  %".402" = getelementptr float, ptr %"a.rows", i64 %".401" , !dbg !10
  %".403" = load float, ptr %".402", align 4, !dbg !10
  %".404" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".403", i32 0
  %".405" = shufflevector <4 x float> %".404", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".406" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".405", <4 x float> %".394", <4 x float> %".376"), !dbg !10
  %".407" = add i64 %".182", 2, !dbg !10
  %".408" = getelementptr float, ptr %"a.rows", i64 %".407" , !dbg !10
  %".409" = load float, ptr %".408", align 4, !dbg !10
  %".410" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".409", i32 0
  %".411" = shufflevector <4 x float> %".410", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".412" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".411", <4 x float> %".394", <4 x float> %".382"), !dbg !10
  %".413" = add i64 %".184", 2, !dbg !10
  %".414" = getelementptr float, ptr %"a.rows", i64 %".413" , !dbg !10
  %".415" = load float, ptr %".414", align 4, !dbg !10
  %".416" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".415", i32 0
  %".417" = shufflevector <4 x float> %".416", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".418" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".417", <4 x float> %".394", <4 x float> %".388"), !dbg !10
  %".419" = mul i64 3, 4, !dbg !10
  %".420" = add i64 %".419", 0, !dbg !10
  %".421" = add i64 %".420", 0, !dbg !10
  %".422" = getelementptr float, float* %"tile.tmp", i64 %".421" , !dbg !10
  %".423" = bitcast float* %".422" to <4 x float>* , !dbg !10
  %".424" = load <4 x float>, <4 x float>* %".423", align 4, !dbg !10
  %".425" = add i64 %".178", 3, !dbg !10
  %".426" = getelementptr float, ptr %"a.rows", i64 %".425" , !dbg !10
  %".427" = load float, ptr %".426", align 4, !dbg !10
  %".428" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".427", i32 0
  %".429" = shufflevector <4 x float> %".428", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".430" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".429", <4 x float> %".424", <4 x float> %".400"), !dbg !10
  %".431" = add i64 %".180", 3, !dbg !10
  %".432" = getelementptr float, ptr %"a.rows", i64 %".431" , !dbg !10
  %".433" = load float, ptr %".432", align 4, !dbg !10
  %".434" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".433", i32 0
  %".435" = shufflevector <4 x float> %".434", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".436" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".435", <4 x float> %".424", <4 x float> %".406"), !dbg !10
  %".437" = add i64 %".182", 3, !dbg !10
  %".438" = getelementptr float, ptr %"a.rows", i64 %".437" , !dbg !10
  %".439" = load float, ptr %".438", align 4, !dbg !10
  %".440" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".439", i32 0
  %".441" = shufflevector <4 x float> %".440", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".442" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".441", <4 x float> %".424", <4 x float> %".412"), !dbg !10
  %".443" = add i64 %".184", 3, !dbg !10
  %".444" = getelementptr float, ptr %"a.rows", i64 %".443" , !dbg !10
  %".445" = load float, ptr %".444", align 4, !dbg !10
  %".446" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".445", i32 0
  %".447" = shufflevector <4 x float> %".446", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".448" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".447", <4 x float> %".424", <4 x float> %".418"), !dbg !10
  %".449" = add i64 %".159", 0, !dbg !10
  %".450" = getelementptr float, float* %"acc", i64 %".449" , !dbg !10
  %".451" = bitcast float* %".450" to <4 x float>* , !dbg !10
  store <4 x float> %".430", <4 x float>* %".451", align 4, !dbg !10
  %".453" = add i64 %".162", 0, !dbg !10
  %".454" = getelementptr float, float* %"acc", i64 %".453" , !dbg !10
  %".455" = bitcast float* %".454" to <4 x float>* , !dbg !10
  store <4 x float> %".436", <4 x float>* %".455", align 4, !dbg !10
  %".457" = add i64 %".165", 0, !dbg !10
  %".458" = getelementptr float, float* %"acc", i64 %".457" , !dbg !10
  %".459" = bitcast float* %".458" to <4 x float>* , !dbg !10
  store <4 x float> %".442", <4 x float>* %".459", align 4, !dbg !10
  %".461" = add i64 %".168", 0, !dbg !10
  %".462" = getelementptr float, float* %"acc", i64 %".461" , !dbg !10
  %".463" = bitcast float* %".462" to <4 x float>* , !dbg !10
  store <4 x float> %".448", <4 x float>* %".463", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
tile.inside.1:
  br label %"tile.loop.6", !dbg !10
tile.masked.1:
  br label %"tile.loop.8", !dbg !10
tile.done.1:
  %"i.5" = load i64, i64* %"i", !dbg !10
  %"k.8" = load i64, i64* %"k", !dbg !10
  %".568" = sub i64 %"a.dim0", %"i.5", !dbg !10
  %".569" = icmp slt i64 %".568", 4 , !dbg !10
  %".570" = select  i1 %".569", i64 %".568", i64 4 , !dbg !10
  %".571" = icmp slt i64 %".570", 0 , !dbg !10
  %".572" = select  i1 %".571", i64 0, i64 %".570" , !dbg !10
  %".573" = sub i64 %"a.dim1", %"k.8", !dbg !10
  %".574" = icmp slt i64 %".573", 4 , !dbg !10
  %".575" = select  i1 %".574", i64 %".573", i64 4 , !dbg !10
  %".576" = icmp slt i64 %".575", 0 , !dbg !10
  %".577" = select  i1 %".576", i64 0, i64 %".575" , !dbg !10
  %".578" = mul i64 0, 4, !dbg !10
  %".579" = add i64 0, %".578", !dbg !10
  %".580" = mul i64 0, 1, !dbg !10
  %".581" = add i64 %".580", 0, !dbg !10
  %".582" = add i64 %".579", 0, !dbg !10
  %".583" = mul i64 %".582", 4, !dbg !10
  %".584" = add i64 %".583", 0, !dbg !10
  %".585" = add i64 %".579", 1, !dbg !10
  %".586" = mul i64 %".585", 4, !dbg !10
  %".587" = add i64 %".586", 0, !dbg !10
  %".588" = add i64 %".579", 2, !dbg !10
  %".589" = mul i64 %".588", 4, !dbg !10
  %".590" = add i64 %".589", 0, !dbg !10
  %".591" = add i64 %".579", 3, !dbg !10
  %".592" = mul i64 %".591", 4, !dbg !10
  %".593" = add i64 %".592", 0, !dbg !10
  %".594" = add i64 %".579", 0, !dbg !10
  %".595" = mul i64 %".594", 4, !dbg !10
  %".596" = add i64 %".579", 1, !dbg !10
  %".597" = mul i64 %".596", 4, !dbg !10
  %".598" = add i64 %".579", 2, !dbg !10
  %".599" = mul i64 %".598", 4, !dbg !10
  %".600" = add i64 %".579", 3, !dbg !10
  %".601" = mul i64 %".600", 4, !dbg !10
  %".602" = add i64 %".584", 0, !dbg !10
  %".603" = getelementptr float, float* %"acc", i64 %".602" , !dbg !10
  %".604" = bitcast float* %".603" to <4 x float>* , !dbg !10
  %".605" = load <4 x float>, <4 x float>* %".604", align 4, !dbg !10
  %".606" = add i64 %".587", 0, !dbg !10
  %".607" = getelementptr float, float* %"acc", i64 %".606" , !dbg !10
  %".608" = bitcast float* %".607" to <4 x float>* , !dbg !10
  %".609" = load <4 x float>, <4 x float>* %".608", align 4, !dbg !10
  %".610" = add i64 %".590", 0, !dbg !10
  %".611" = getelementptr float, float* %"acc", i64 %".610" , !dbg !10
  %".612" = bitcast float* %".611" to <4 x float>* , !dbg !10
  %".613" = load <4 x float>, <4 x float>* %".612", align 4, !dbg !10
  %".614" = add i64 %".593", 0, !dbg !10
  %".615" = getelementptr float, float* %"acc", i64 %".614" , !dbg !10
  %".616" = bitcast float* %".615" to <4 x float>* , !dbg !10
  %".617" = load <4 x float>, <4 x float>* %".616", align 4, !dbg !10
  %".618" = mul i64 %".581", 4, !dbg !10
  %".619" = add i64 %".618", 0, !dbg !10
  %".620" = icmp ult i64 %".619", 4 , !dbg !10
  br i1 %".620", label %"tile.done.1.if", label %"tile.done.1.endif", !dbg !10, !prof !11
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.inside.1"], [%".492", %"tile.end.7"] , !dbg !10
  br label %"tile.loop.7", !dbg !10
tile.end.6:
  br label %"tile.done.1", !dbg !10
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".489", %"tile.loop.7"] , !dbg !10
  %".483" = mul i64 %"lane.6", %"a.stride0", !dbg !10
  %".484" = add i64 %".483", %"lane.7", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".484" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".485" = mul i64 %"lane.6", 4, !dbg !10
  %".486" = add i64 %"lane.7", %".485", !dbg !10
  %".487" = getelementptr float, float* %"tile.left", i64 %".486" , !dbg !10
  store float %"a.lane.val", float* %".487", !dbg !10
  %".489" = add i64 %"lane.7", 1, !dbg !10
  %".490" = icmp ult i64 %".489", 4 , !dbg !10
  br i1 %".490", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.end.7:
  %".492" = add i64 %"lane.6", 1, !dbg !10
  %".493" = icmp ult i64 %".492", 4 , !dbg !10
  br i1 %".493", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.masked.1"], [%".564", %"edge.done.5"] , !dbg !10
  %".497" = add i64 %"i.4", %"lane.8", !dbg !10
  %".498" = icmp ult i64 %".497", %"a.dim0" , !dbg !10
  %".499" = and i1 1, %".498", !dbg !10
  %".500" = icmp slt i64 %"k.7", -4 , !dbg !10
  %".501" = icmp slt i64 %"k.7", 0 , !dbg !10
  %".502" = sub i64 0, %"k.7", !dbg !10
  %".503" = select  i1 %".501", i64 %".502", i64 0 , !dbg !10
  %".504" = select  i1 %".500", i64 4, i64 %".503" , !dbg !10
  %".505" = icmp sge i64 %"k.7", %"a.dim1" , !dbg !10
  %".506" = sub i64 %"a.dim1", 4, !dbg !10
  %".507" = icmp slt i64 %"k.7", %".506" , !dbg !10
  %".508" = sub i64 %"a.dim1", %"k.7", !dbg !10
  %".509" = select  i1 %".507", i64 4, i64 %".508" , !dbg !10
  %".510" = select  i1 %".505", i64 0, i64 %".509" , !dbg !10
  %".511" = icmp sgt i64 0, %".504" , !dbg !10
  %".512" = select  i1 %".511", i64 0, i64 %".504" , !dbg !10
  %".513" = icmp slt i64 4, %".510" , !dbg !10
  %".514" = select  i1 %".513", i64 4, i64 %".510" , !dbg !10
  %".515" = icmp sgt i64 %".514", %".512" , !dbg !10
  %".516" = select  i1 %".515", i64 %".514", i64 %".512" , !dbg !10
  %"edge.lo.1" = select  i1 %".499", i64 %".512", i64 0 , !dbg !10
  %"edge.hi.1" = select  i1 %".499", i64 %".516", i64 0 , !dbg !10
  %".517" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !10
  br i1 %".517", label %"edge.loop.3", label %"edge.done.3", !dbg !10
tile.end.8:
  br label %"tile.done.1", !dbg !10
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.loop.8"], [%".525", %"edge.loop.3"] , !dbg !10
  %".519" = mul i64 %"lane.8", %"a.stride0", !dbg !10
  %".520" = add i64 %".519", %"edge.lane.3", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".520" , !dbg !10
  %"a.lane.val.1" = load float, ptr %"a.lane.1", !dbg !10
  %".521" = mul i64 %"lane.8", 4, !dbg !10
  %".522" = add i64 %"edge.lane.3", %".521", !dbg !10
  %".523" = getelementptr float, float* %"tile.left", i64 %".522" , !dbg !10
  store float %"a.lane.val.1", float* %".523", !dbg !10
  %".525" = add i64 %"edge.lane.3", 1, !dbg !10
  %".526" = icmp slt i64 %".525", %"edge.hi.1" , !dbg !10
  br i1 %".526", label %"edge.loop.3", label %"edge.done.3", !dbg !10
edge.done.3:
  %".528" = icmp slt i64 0, %"edge.lo.1" , !dbg !10
  br i1 %".528", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.loop.4:
  %"edge.lane.4" = phi  i64 [0, %"edge.done.3"], [%".543", %"edge.loop.4"] , !dbg !10
  %".530" = add i64 %"i.4", %"lane.8", !dbg !10
  %".531" = icmp ult i64 %".530", %"a.dim0" , !dbg !10
  %".532" = and i1 1, %".531", !dbg !10
  %".533" = mul i64 %"lane.8", %"a.stride0", !dbg !10
  %".534" = add i64 %"k.7", %"edge.lane.4", !dbg !10
  %".535" = icmp ult i64 %".534", %"a.dim1" , !dbg !10
  %".536" = and i1 %".532", %".535", !dbg !10
  %".537" = add i64 %".533", %"edge.lane.4", !dbg !10
  %"a.lane.2" = getelementptr float, ptr %"a.window", i64 %".537" , !dbg !10
  %".538" = select  i1 0, ptr %"a.lane.2", float* %"a.other" , !dbg !10
  %"a.lane.val.2" = load float, ptr %".538", !dbg !10
  %".539" = mul i64 %"lane.8", 4, !dbg !10
  %".540" = add i64 %"edge.lane.4", %".539", !dbg !10
  %".541" = getelementptr float, float* %"tile.left", i64 %".540" , !dbg !10
  store float %"a.lane.val.2", float* %".541", !dbg !10
  %".543" = add i64 %"edge.lane.4", 1, !dbg !10
  %".544" = icmp slt i64 %".543", %"edge.lo.1" , !dbg !10
  br i1 %".544", label %"edge.loop.4", label %"edge.done.4", !dbg !10
edge.done.4:
  %".546" = icmp slt i64 %"edge.hi.1", 4 , !dbg !10
  br i1 %".546", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.loop.5:
  %"edge.lane.5" = phi  i64 [%"edge.hi.1", %"edge.done.4"], [%".561", %"edge.loop.5"] , !dbg !10
  %".548" = add i64 %"i.4", %"lane.8", !dbg !10
  %".549" = icmp ult i64 %".548", %"a.dim0" , !dbg !10
  %".550" = and i1 1, %".549", !dbg !10
  %".551" = mul i64 %"lane.8", %"a.stride0", !dbg !10
  %".552" = add i64 %"k.7", %"edge.lane.5", !dbg !10
  %".553" = icmp ult i64 %".552", %"a.dim1" , !dbg !10
  %".554" = and i1 %".550", %".553", !dbg !10
  %".555" = add i64 %".551", %"edge.lane.5", !dbg !10
  %"a.lane.3" = getelementptr float, ptr %"a.window", i64 %".555" , !dbg !10
  %".556" = select  i1 0, ptr %"a.lane.3", float* %"a.other" , !dbg !10
  %"a.lane.val.3" = load float, ptr %".556", !dbg !10
  %".557" = mul i64 %"lane.8", 4, !dbg !10
  %".558" = add i64 %"edge.lane.5", %".557", !dbg !10
  %".559" = getelementptr float, float* %"tile.left", i64 %".558" , !dbg !10
  store float %"a.lane.val.3", float* %".559", !dbg !10
  %".561" = add i64 %"edge.lane.5", 1, !dbg !10
  %".562" = icmp slt i64 %".561", 4 , !dbg !10
  br i1 %".562", label %"edge.loop.5", label %"edge.done.5", !dbg !10
edge.done.5:
  %".564" = add i64 %"lane.8", 1, !dbg !10
  %".565" = icmp ult i64 %".564", 4 , !dbg !10
  br i1 %".565", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.done.1.if:
  %".622" = mul i64 %".619", %".33", !dbg !10
  %".623" = getelementptr i8, ptr %"a.next", i64 %".622" , !dbg !10
  %".624" = getelementptr i8, ptr %".623", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".624", i32 0, i32 2, i32 1), !dbg !10
  %".626" = getelementptr i8, ptr %".623", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".626", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif", !dbg !10
tile.done.1.endif:
  %".629" = mul i64 %".581", 4, !dbg !10
  %".630" = add i64 %".629", 1, !dbg !10
  %".631" = icmp ult i64 %".630", 4 , !dbg !10
  br i1 %".631", label %"tile.done.1.endif.if", label %"tile.done.1.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.if:
  %".633" = mul i64 %".630", %".33", !dbg !10
  %".634" = getelementptr i8, ptr %"a.next", i64 %".633" , !dbg !10
  %".635" = getelementptr i8, ptr %".634", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".635", i32 0, i32 2, i32 1), !dbg !10
  %".637" = getelementptr i8, ptr %".634", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".637", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif", !dbg !10
tile.done.1.endif.endif:
  %".640" = mul i64 %".581", 4, !dbg !10
  %".641" = add i64 %".640", 2, !dbg !10
  %".642" = icmp ult i64 %".641", 4 , !dbg !10
  br i1 %".642", label %"tile.done.1.endif.endif.if", label %"tile.done.1.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.if:
  %".644" = mul i64 %".641", %".33", !dbg !10
  %".645" = getelementptr i8, ptr %"a.next", i64 %".644" , !dbg !10
  %".646" = getelementptr i8, ptr %".645", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".646", i32 0, i32 2, i32 1), !dbg !10
  %".648" = getelementptr i8, ptr %".645", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".648", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif:
  %".651" = mul i64 %".581", 4, !dbg !10
  %".652" = add i64 %".651", 3, !dbg !10
  %".653" = icmp ult i64 %".652", 4 , !dbg !10
  br i1 %".653", label %"tile.done.1.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.if:
  %".655" = mul i64 %".652", %".33", !dbg !10
  %".656" = getelementptr i8, ptr %"a.next", i64 %".655" , !dbg !10
  %".657" = getelementptr i8, ptr %".656", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".657", i32 0, i32 2, i32 1), !dbg !10
  %".659" = getelementptr i8, ptr %".656", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".659", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif:
  %".662" = mul i64 %".581", 4, !dbg !10
  %".663" = add i64 %".662", 0, !dbg !10
  %".664" = icmp ult i64 %".663", 4 , !dbg !10
  br i1 %".664", label %"tile.done.1.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.if:
  %".666" = mul i64 %".663", %".36", !dbg !10
  %".667" = getelementptr i8, ptr %"b.next", i64 %".666" , !dbg !10
  %".668" = getelementptr i8, ptr %".667", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".668", i32 0, i32 2, i32 1), !dbg !10
  %".670" = getelementptr i8, ptr %".667", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".670", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif:
  %".673" = mul i64 %".581", 4, !dbg !10
  %".674" = add i64 %".673", 1, !dbg !10
  %".675" = icmp ult i64 %".674", 4 , !dbg !10
  br i1 %".675", label %"tile.done.1.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.if:
  %".677" = mul i64 %".674", %".36", !dbg !10
  %".678" = getelementptr i8, ptr %"b.next", i64 %".677" , !dbg !10
  %".679" = getelementptr i8, ptr %".678", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".679", i32 0, i32 2, i32 1), !dbg !10
  %".681" = getelementptr i8, ptr %".678", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".681", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif:
  %".684" = mul i64 %".581", 4, !dbg !10
  %".685" = add i64 %".684", 2, !dbg !10
  %".686" = icmp ult i64 %".685", 4 , !dbg !10
  br i1 %".686", label %"tile.done.1.endif.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.endif.if:
  %".688" = mul i64 %".685", %".36", !dbg !10
  %".689" = getelementptr i8, ptr %"b.next", i64 %".688" , !dbg !10
  %".690" = getelementptr i8, ptr %".689", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".690", i32 0, i32 2, i32 1), !dbg !10
  %".692" = getelementptr i8, ptr %".689", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".692", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif.endif:
  %".695" = mul i64 %".581", 4, !dbg !10
  %".696" = add i64 %".695", 3, !dbg !10
  %".697" = icmp ult i64 %".696", 4 , !dbg !10
  br i1 %".697", label %"tile.done.1.endif.endif.e...if", label %"tile.done.1.endif.endif.e...endif", !dbg !10, !prof !11
tile.done.1.endif.endif.e...if:
  %".699" = mul i64 %".696", %".36", !dbg !10
  %".700" = getelementptr i8, ptr %"b.next", i64 %".699" , !dbg !10
  %".701" = getelementptr i8, ptr %".700", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".701", i32 0, i32 2, i32 1), !dbg !10
  %".703" = getelementptr i8, ptr %".700", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".703", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.e...endif", !dbg !10
tile.done.1.endif.endif.e...endif:
  %".706" = mul i64 0, 4, !dbg !10
  %".707" = add i64 %".706", 0, !dbg !10
  %".708" = add i64 %".707", 0, !dbg !10
  %".709" = getelementptr float, float* %"tile.tmp", i64 %".708" , !dbg !10
  %".710" = bitcast float* %".709" to <4 x float>* , !dbg !10
  %".711" = load <4 x float>, <4 x float>* %".710", align 4, !dbg !10
  %".712" = add i64 %".595", 0, !dbg !10
  %".713" = getelementptr float, float* %"tile.left", i64 %".712" , !dbg !10
  %".714" = load float, float* %".713", align 4, !dbg !10
  %".715" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".714", i32 0
  %".716" = shufflevector <4 x float> %".715", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".717" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".716", <4 x float> %".711", <4 x float> %".605"), !dbg !10
  %".718" = add i64 %".597", 0, !dbg !10
  %".719" = getelementptr float, float* %"tile.left", i64 %".718" , !dbg !10
  %".720" = load float, float* %".719", align 4, !dbg !10
  %".721" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".720", i32 0
  %".722" = shufflevector <4 x float> %".721", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".723" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".722", <4 x float> %".711", <4 x float> %".609"), !dbg !10
  %".724" = add i64 %".599", 0, !dbg !10
  %".725" = getelementptr float, float* %"tile.left", i64 %".724" , !dbg !10
  %".726" = load float, float* %".725", align 4, !dbg !10
  %".727" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".726", i32 0
  %".728" = shufflevector <4 x float> %".727", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".729" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".728", <4 x float> %".711", <4 x float> %".613"), !dbg !10
  %".730" = add i64 %".601", 0, !dbg !10
  %".731" = getelementptr float, float* %"tile.left", i64 %".730" , !dbg !10
  %".732" = load float, float* %".731", align 4, !dbg !10
  %".733" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".732", i32 0
  %".734" = shufflevector <4 x float> %".733", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".735" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".734", <4 x float> %".711", <4 x float> %".617"), !dbg !10
  %".736" = mul i64 1, 4, !dbg !10
  %".737" = add i64 %".736", 0, !dbg !10
  %".738" = add i64 %".737", 0, !dbg !10
  %".739" = getelementptr float, float* %"tile.tmp", i64 %".738" , !dbg !10
  %".740" = bitcast float* %".739" to <4 x float>* , !dbg !10
  %".741" = load <4 x float>, <4 x float>* %".740", align 4, !dbg !10
  %".742" = add i64 %".595", 1, !dbg !10
  %".743" = getelementptr float, float* %"tile.left", i64 %".742" , !dbg !10
  %".744" = load float, float* %".743", align 4, !dbg !10
  %".745" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".744", i32 0
  %".746" = shufflevector <4 x float> %".745", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".747" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".746", <4 x float> %".741", <4 x float> %".717"), !dbg !10
  %".748" = add i64 %".597", 1, !dbg !10
  %".749" = getelementptr float, float* %"tile.left", i64 %".748" , !dbg !10
  %".750" = load float, float* %".749", align 4, !dbg !10
  %".751" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".750", i32 0
  %".752" = shufflevector <4 x float> %".751", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".753" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".752", <4 x float> %".741", <4 x float> %".723"), !dbg !10
  %".754" = add i64 %".599", 1, !dbg !10
  %".755" = getelementptr float, float* %"tile.left", i64 %".754" , !dbg !10
  %".756" = load float, float* %".755", align 4, !dbg !10
  %".757" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".756", i32 0
  %".758" = shufflevector <4 x float> %".757", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".759" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".758", <4 x float> %".741", <4 x float> %".729"), !dbg !10
  %".760" = add i64 %".601", 1, !dbg !10
  %".761" = getelementptr float, float* %"tile.left", i64 %".760" , !dbg !10
  %".762" = load float, float* %".761", align 4, !dbg !10
  %".763" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".762", i32 0
  %".764" = shufflevector <4 x float> %".763", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".765" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".764", <4 x float> %".741", <4 x float> %".735"), !dbg !10
  %".766" = mul i64 2, 4, !dbg !10
  %".767" = add i64 %".766", 0, !dbg !10
  %".768" = add i64 %".767", 0, !dbg !10
  %".769" = getelementptr float, float* %"tile.tmp", i64 %".768" , !dbg !10
  %".770" = bitcast float* %".769" to <4 x float>* , !dbg !10
  %".771" = load <4 x float>, <4 x float>* %".770", align 4, !dbg !10
  %".772" = add i64 %".595", 2, !dbg !10
  %".773" = getelementptr float, float* %"tile.left", i64 %".772" , !dbg !10
  %".774" = load float, float* %".773", align 4, !dbg !10
  %".775" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".774", i32 0
  %".776" = shufflevector <4 x float> %".775", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".777" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".776", <4 x float> %".771", <4 x float> %".747"), !dbg !10
  %".778" = add i64 %".597", 2, !dbg !10
  %".779" = getelementptr float, float* %"tile.left", i64 %".778" , !dbg !10
  %".780" = load float, float* %".779", align 4, !dbg !10
  %".781" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".780", i32 0
  %".782" = shufflevector <4 x float> %".781", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".783" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".782", <4 x float> %".771", <4 x float> %".753"), !dbg !10
  %".784" = add i64 %".599", 2, !dbg !10
  %".785" = getelementptr float, float* %"tile.left", i64 %".784" , !dbg !10
  %".786" = load float, float* %".785", align 4, !dbg !10
  %".787" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".786", i32 0
  %".788" = shufflevector <4 x float> %".787", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".789" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".788", <4 x float> %".771", <4 x float> %".759"), !dbg !10
  %".790" = add i64 %".601", 2, !dbg !10
  %".791" = getelementptr float, float* %"tile.left", i64 %".790" , !dbg !10
  %".792" = load float, float* %".791", align 4, !dbg !10
  %".793" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".792", i32 0
  %".794" = shufflevector <4 x float> %".793", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".795" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".794", <4 x float> %".771", <4 x float> %".765"), !dbg !10
  %".796" = mul i64 3, 4, !dbg !10
  %".797" = add i64 %".796", 0, !dbg !10
  %".798" = add i64 %".797", 0, !dbg !10
  %".799" = getelementptr float, float* %"tile.tmp", i64 %".798" , !dbg !10
  %".800" = bitcast float* %".799" to <4 x float>* , !dbg !10
  %".801" = load <4 x float>, <4 x float>* %".800", align 4, !dbg !10
  %".802" = add i64 %".595", 3, !dbg !10
  %".803" = getelementptr float, float* %"tile.left", i64 %".802" , !dbg !10
  %".804" = load float, float* %".803", align 4, !dbg !10
  %".805" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".804", i32 0
  %".806" = shufflevector <4 x float> %".805", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".807" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".806", <4 x float> %".801", <4 x float> %".777"), !dbg !10
  %".808" = add i64 %".597", 3, !dbg !10
  %".809" = getelementptr float, float* %"tile.left", i64 %".808" , !dbg !10
  %".810" = load float, float* %".809", align 4, !dbg !10
  %".811" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".810", i32 0
  %".812" = shufflevector <4 x float> %".811", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".813" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".812", <4 x float> %".801", <4 x float> %".783"), !dbg !10
  %".814" = add i64 %".599", 3, !dbg !10
  %".815" = getelementptr float, float* %"tile.left", i64 %".814" , !dbg !10
  %".816" = load float, float* %".815", align 4, !dbg !10
  %".817" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".816", i32 0
  %".818" = shufflevector <4 x float> %".817", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".819" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".818", <4 x float> %".801", <4 x float> %".789"), !dbg !10
  %".820" = add i64 %".601", 3, !dbg !10
  %".821" = getelementptr float, float* %"tile.left", i64 %".820" , !dbg !10
  %".822" = load float, float* %".821", align 4, !dbg !10
  %".823" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".822", i32 0
  %".824" = shufflevector <4 x float> %".823", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".825" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".824", <4 x float> %".801", <4 x float> %".795"), !dbg !10
  %".826" = add i64 %".584", 0, !dbg !10
  %".827" = getelementptr float, float* %"acc", i64 %".826" , !dbg !10
  %".828" = bitcast float* %".827" to <4 x float>* , !dbg !10
  store <4 x float> %".807", <4 x float>* %".828", align 4, !dbg !10
  %".830" = add i64 %".587", 0, !dbg !10
  %".831" = getelementptr float, float* %"acc", i64 %".830" , !dbg !10
  %".832" = bitcast float* %".831" to <4 x float>* , !dbg !10
  store <4 x float> %".813", <4 x float>* %".832", align 4, !dbg !10
  %".834" = add i64 %".590", 0, !dbg !10
  %".835" = getelementptr float, float* %"acc", i64 %".834" , !dbg !10
  %".836" = bitcast float* %".835" to <4 x float>* , !dbg !10
  store <4 x float> %".819", <4 x float>* %".836", align 4, !dbg !10
  %".838" = add i64 %".593", 0, !dbg !10
  %".839" = getelementptr float, float* %"acc", i64 %".838" , !dbg !10
  %".840" = bitcast float* %".839" to <4 x float>* , !dbg !10
  store <4 x float> %".825", <4 x float>* %".840", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
for.next:
  %"k.next" = add i64 %".844", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !13
tile.inside.2:
  br label %"tile.loop.9", !dbg !14
tile.masked.2:
  br label %"tile.loop.11", !dbg !14
tile.done.2:
  ret void
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.inside.2"], [%".875", %"tile.end.10"] , !dbg !14
  br label %"tile.loop.10", !dbg !14
tile.end.9:
  br label %"tile.done.2", !dbg !14
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".872", %"tile.loop.10"] , !dbg !14
  %".865" = mul i64 %"lane.9", 4, !dbg !14
  %".866" = add i64 %"lane.10", %".865", !dbg !14
  %".867" = getelementptr float, float* %"acc", i64 %".866" , !dbg !14
  %".868" = load float, float* %".867", !dbg !14
  %".869" = mul i64 %"lane.9", %"c.stride0", !dbg !14
  %".870" = add i64 %".869", %"lane.10", !dbg !14
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".870" , !dbg !14
  store float %".868", ptr %"c.lane", !dbg !14
  %".872" = add i64 %"lane.10", 1, !dbg !14
  %".873" = icmp ult i64 %".872", 4 , !dbg !14
  br i1 %".873", label %"tile.loop.10", label %"tile.end.10", !dbg !14
tile.end.10:
  %".875" = add i64 %"lane.9", 1, !dbg !14
  %".876" = icmp ult i64 %".875", 4 , !dbg !14
  br i1 %".876", label %"tile.loop.9", label %"tile.end.9", !dbg !14
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.masked.2"], [%".912", %"edge.done.6"] , !dbg !14
  %".880" = add i64 %"i.6", %"lane.11", !dbg !14
  %".881" = icmp ult i64 %".880", %"c.dim0" , !dbg !14
  %".882" = and i1 1, %".881", !dbg !14
  %".883" = icmp slt i64 0, -4 , !dbg !14
  %".884" = icmp slt i64 0, 0 , !dbg !14
  %".885" = sub i64 0, 0, !dbg !14
  %".886" = select  i1 %".884", i64 %".885", i64 0 , !dbg !14
  %".887" = select  i1 %".883", i64 4, i64 %".886" , !dbg !14
  %".888" = icmp sge i64 0, %"c.dim1" , !dbg !14
  %".889" = sub i64 %"c.dim1", 4, !dbg !14
  %".890" = icmp slt i64 0, %".889" , !dbg !14
  %".891" = sub i64 %"c.dim1", 0, !dbg !14
  %".892" = select  i1 %".890", i64 4, i64 %".891" , !dbg !14
  %".893" = select  i1 %".888", i64 0, i64 %".892" , !dbg !14
  %".894" = icmp sgt i64 0, %".887" , !dbg !14
  %".895" = select  i1 %".894", i64 0, i64 %".887" , !dbg !14
  %".896" = icmp slt i64 4, %".893" , !dbg !14
  %".897" = select  i1 %".896", i64 4, i64 %".893" , !dbg !14
  %".898" = icmp sgt i64 %".897", %".895" , !dbg !14
  %".899" = select  i1 %".898", i64 %".897", i64 %".895" , !dbg !14
  %"edge.lo.2" = select  i1 %".882", i64 %".895", i64 0 , !dbg !14
  %"edge.hi.2" = select  i1 %".882", i64 %".899", i64 0 , !dbg !14
  %".900" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !14
  br i1 %".900", label %"edge.loop.6", label %"edge.done.6", !dbg !14
tile.end.11:
  br label %"tile.done.2", !dbg !14
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.2", %"tile.loop.11"], [%".909", %"edge.loop.6"] , !dbg !14
  %".902" = mul i64 %"lane.11", 4, !dbg !14
  %".903" = add i64 %"edge.lane.6", %".902", !dbg !14
  %".904" = getelementptr float, float* %"acc", i64 %".903" , !dbg !14
  %".905" = load float, float* %".904", !dbg !14
  %".906" = mul i64 %"lane.11", %"c.stride0", !dbg !14
  %".907" = add i64 %".906", %"edge.lane.6", !dbg !14
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".907" , !dbg !14
  store float %".905", ptr %"c.lane.1", !dbg !14
  %".909" = add i64 %"edge.lane.6", 1, !dbg !14
  %".910" = icmp slt i64 %".909", %"edge.hi.2" , !dbg !14
  br i1 %".910", label %"edge.loop.6", label %"edge.done.6", !dbg !14
edge.done.6:
  %".912" = add i64 %"lane.11", 1, !dbg !14
  %".913" = icmp ult i64 %".912", 4 , !dbg !14
  br i1 %".913", label %"tile.loop.11", label %"tile.end.11", !dbg !14
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
  %".623" = sub i64 %"c.dim0", %"i.7", !dbg !9
  %".624" = icmp slt i64 %".623", 4 , !dbg !9
  %".625" = select  i1 %".624", i64 %".623", i64 4 , !dbg !9
  %".626" = icmp slt i64 %".625", 0 , !dbg !9
  %".627" = select  i1 %".626", i64 0, i64 %".625" , !dbg !9
  %".628" = sub i64 %"c.dim1", 0, !dbg !9
  %".629" = icmp slt i64 %".628", 4 , !dbg !9
  %".630" = select  i1 %".629", i64 %".628", i64 4 , !dbg !9
  %".631" = icmp slt i64 %".630", 0 , !dbg !9
  %".632" = select  i1 %".631", i64 0, i64 %".630" , !dbg !9
  %"i.8" = load i64, i64* %"i", !dbg !9
  %".633" = mul i64 %"i.8", %"a.stride0", !dbg !9
  %".634" = add i64 %".633", 0, !dbg !9
  %"a.rows.1" = getelementptr float, ptr %"a.base", i64 %".634" , !dbg !9
  %".635" = icmp sge i64 %"i.8", 0 , !dbg !9
  %".636" = sub i64 %"a.dim0", 4, !dbg !9
  %".637" = icmp sle i64 %"i.8", %".636" , !dbg !9
  %".638" = and i1 %".635", %".637", !dbg !9
  %".639" = and i1 1, %".638", !dbg !9
  %".640" = icmp sge i64 0, 0 , !dbg !9
  %".641" = sub i64 %"a.dim1", 4, !dbg !9
  %".642" = icmp sle i64 0, %".641" , !dbg !9
  %".643" = and i1 %".640", %".642", !dbg !9
  %".644" = and i1 %".639", %".643", !dbg !9
  %".645" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".645", !dbg !9
  %".647" = icmp sge i64 0, 0 , !dbg !9
  %".648" = sub i64 %"b.dim0", 4, !dbg !9
  %".649" = icmp sle i64 0, %".648" , !dbg !9
  %".650" = and i1 %".647", %".649", !dbg !9
  %".651" = and i1 1, %".650", !dbg !9
  %".652" = icmp sge i64 0, 0 , !dbg !9
  %".653" = sub i64 %"b.dim1", 4, !dbg !9
  %".654" = icmp sle i64 0, %".653" , !dbg !9
  %".655" = and i1 %".652", %".654", !dbg !9
  %".656" = and i1 %".651", %".655", !dbg !9
  %".657" = mul i64 0, %"b.stride0", !dbg !9
  %".658" = add i64 %".657", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".658" , !dbg !9
  br i1 %".656", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
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
  %".455" = sub i64 %"a.dim0", %"i.6", !dbg !9
  %".456" = icmp slt i64 %".455", 4 , !dbg !9
  %".457" = select  i1 %".456", i64 %".455", i64 4 , !dbg !9
  %".458" = icmp slt i64 %".457", 0 , !dbg !9
  %".459" = select  i1 %".458", i64 0, i64 %".457" , !dbg !9
  %".460" = sub i64 %"a.dim1", 0, !dbg !9
  %".461" = icmp slt i64 %".460", 4 , !dbg !9
  %".462" = select  i1 %".461", i64 %".460", i64 4 , !dbg !9
  %".463" = icmp slt i64 %".462", 0 , !dbg !9
  %".464" = select  i1 %".463", i64 0, i64 %".462" , !dbg !9
  %".465" = mul i64 0, 4, !dbg !9
  %".466" = add i64 0, %".465", !dbg !9
  %".467" = mul i64 0, 1, !dbg !9
  %".468" = add i64 %".467", 0, !dbg !9
  %".469" = add i64 %".466", 0, !dbg !9
  %".470" = mul i64 %".469", %"c.stride0", !dbg !9
  %".471" = add i64 %".470", 0, !dbg !9
  %".472" = add i64 %".466", 1, !dbg !9
  %".473" = mul i64 %".472", %"c.stride0", !dbg !9
  %".474" = add i64 %".473", 0, !dbg !9
  %".475" = add i64 %".466", 2, !dbg !9
  %".476" = mul i64 %".475", %"c.stride0", !dbg !9
  %".477" = add i64 %".476", 0, !dbg !9
  %".478" = add i64 %".466", 3, !dbg !9
  %".479" = mul i64 %".478", %"c.stride0", !dbg !9
  %".480" = add i64 %".479", 0, !dbg !9
  %".481" = add i64 %".466", 0, !dbg !9
  %".482" = mul i64 %".481", 4, !dbg !9
  %".483" = add i64 %".466", 1, !dbg !9
  %".484" = mul i64 %".483", 4, !dbg !9
  %".485" = add i64 %".466", 2, !dbg !9
  %".486" = mul i64 %".485", 4, !dbg !9
  %".487" = add i64 %".466", 3, !dbg !9
  %".488" = mul i64 %".487", 4, !dbg !9
  %".489" = mul i64 0, 4, !dbg !9
  %".490" = add i64 %".489", 0, !dbg !9
  %".491" = add i64 %".490", 0, !dbg !9
  %".492" = getelementptr float, float* %"tile.tmp", i64 %".491" , !dbg !9
  %".493" = bitcast float* %".492" to <4 x float>* , !dbg !9
  %".494" = load <4 x float>, <4 x float>* %".493", align 4, !dbg !9
  %".495" = add i64 %".482", 0, !dbg !9
  %".496" = getelementptr float, float* %"tile.left", i64 %".495" , !dbg !9
  %".497" = load float, float* %".496", align 4, !dbg !9
  %".498" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".497", i32 0
  %".499" = shufflevector <4 x float> %".498", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".500" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".499", <4 x float> %".494", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".501" = add i64 %".484", 0, !dbg !9
  %".502" = getelementptr float, float* %"tile.left", i64 %".501" , !dbg !9
  %".503" = load float, float* %".502", align 4, !dbg !9
  %".504" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".503", i32 0
  %".505" = shufflevector <4 x float> %".504", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".506" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".505", <4 x float> %".494", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".507" = add i64 %".486", 0, !dbg !9
  %".508" = getelementptr float, float* %"tile.left", i64 %".507" , !dbg !9
  %".509" = load float, float* %".508", align 4, !dbg !9
  %".510" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".509", i32 0
  %".511" = shufflevector <4 x float> %".510", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".512" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".511", <4 x float> %".494", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".513" = add i64 %".488", 0, !dbg !9
  %".514" = getelementptr float, float* %"tile.left", i64 %".513" , !dbg !9
  %".515" = load float, float* %".514", align 4, !dbg !9
  %".516" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".515", i32 0
  %".517" = shufflevector <4 x float> %".516", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".518" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".517", <4 x float> %".494", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".519" = mul i64 1, 4, !dbg !9
  %".520" = add i64 %".519", 0, !dbg !9
  %".521" = add i64 %".520", 0, !dbg !9
  %".522" = getelementptr float, float* %"tile.tmp", i64 %".521" , !dbg !9
  %".523" = bitcast float* %".522" to <4 x float>* , !dbg !9
  %".524" = load <4 x float>, <4 x float>* %".523", align 4, !dbg !9
  %".525" = add i64 %".482", 1, !dbg !9
  %".526" = getelementptr float, float* %"tile.left", i64 %".525" , !dbg !9
  %".527" = load float, float* %".526", align 4, !dbg !9
  %".528" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".527", i32 0
  %".529" = shufflevector <4 x float> %".528", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".530" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".529", <4 x float> %".524", <4 x float> %".500"), !dbg !9
  %".531" = add i64 %".484", 1, !dbg !9
  %".532" = getelementptr float, float* %"tile.left", i64 %".531" , !dbg !9
  %".533" = load float, float* %".532", align 4, !dbg !9
  %".534" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".533", i32 0
  %".535" = shufflevector <4 x float> %".534", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".536" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".535", <4 x float> %".524", <4 x float> %".506"), !dbg !9
  %".537" = add i64 %".486", 1, !dbg !9
  %".538" = getelementptr float, float* %"tile.left", i64 %".537" , !dbg !9
  %".539" = load float, float* %".538", align 4, !dbg !9
  %".540" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".539", i32 0
  %".541" = shufflevector <4 x float> %".540", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".542" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".541", <4 x float> %".524", <4 x float> %".512"), !dbg !9
  %".543" = add i64 %".488", 1, !dbg !9
  %".544" = getelementptr float, float* %"tile.left", i64 %".543" , !dbg !9
  %".545" = load float, float* %".544", align 4, !dbg !9
  %".546" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".545", i32 0
  %".547" = shufflevector <4 x float> %".546", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".548" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".547", <4 x float> %".524", <4 x float> %".518"), !dbg !9
  %".549" = mul i64 2, 4, !dbg !9
  %".550" = add i64 %".549", 0, !dbg !9
  %".551" = add i64 %".550", 0, !dbg !9
  %".552" = getelementptr float, float* %"tile.tmp", i64 %".551" , !dbg !9
  %".553" = bitcast float* %".552" to <4 x float>* , !dbg !9
  %".554" = load <4 x float>, <4 x float>* %".553", align 4, !dbg !9
  %".555" = add i64 %".482", 2, !dbg !9
  %".556" = getelementptr float, float* %"tile.left", i64 %".555" , !dbg !9
  %".557" = load float, float* %".556", align 4, !dbg !9
  %".558" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".557", i32 0
  %".559" = shufflevector <4 x float> %".558", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".560" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".559", <4 x float> %".554", <4 x float> %".530"), !dbg !9
  %".561" = add i64 %".484", 2, !dbg !9
  %".562" = getelementptr float, float* %"tile.left", i64 %".561" , !dbg !9
  %".563" = load float, float* %".562", align 4, !dbg !9
  %".564" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".563", i32 0
  %".565" = shufflevector <4 x float> %".564", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".566" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".565", <4 x float> %".554", <4 x float> %".536"), !dbg !9
  %".567" = add i64 %".486", 2, !dbg !9
  %".568" = getelementptr float, float* %"tile.left", i64 %".567" , !dbg !9
  %".569" = load float, float* %".568", align 4, !dbg !9
  %".570" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".569", i32 0
  %".571" = shufflevector <4 x float> %".570", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".572" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".571", <4 x float> %".554", <4 x float> %".542"), !dbg !9
  %".573" = add i64 %".488", 2, !dbg !9
  %".574" = getelementptr float, float* %"tile.left", i64 %".573" , !dbg !9
  %".575" = load float, float* %".574", align 4, !dbg !9
  %".576" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".575", i32 0
  %".577" = shufflevector <4 x float> %".576", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".578" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".577", <4 x float> %".554", <4 x float> %".548"), !dbg !9
  %".579" = mul i64 3, 4, !dbg !9
  %".580" = add i64 %".579", 0, !dbg !9
  %".581" = add i64 %".580", 0, !dbg !9
  %".582" = getelementptr float, float* %"tile.tmp", i64 %".581" , !dbg !9
  %".583" = bitcast float* %".582" to <4 x float>* , !dbg !9
  %".584" = load <4 x float>, <4 x float>* %".583", align 4, !dbg !9
  %".585" = add i64 %".482", 3, !dbg !9
  %".586" = getelementptr float, float* %"tile.left", i64 %".585" , !dbg !9
  %".587" = load float, float* %".586", align 4, !dbg !9
  %".588" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".587", i32 0
  %".589" = shufflevector <4 x float> %".588", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".590" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".589", <4 x float> %".584", <4 x float> %".560"), !dbg !9
  %".591" = add i64 %".484", 3, !dbg !9
  %".592" = getelementptr float, float* %"tile.left", i64 %".591" , !dbg !9
  %".593" = load float, float* %".592", align 4, !dbg !9
  %".594" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".593", i32 0
  %".595" = shufflevector <4 x float> %".594", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".596" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".595", <4 x float> %".584", <4 x float> %".566"), !dbg !9
  %".597" = add i64 %".486", 3, !dbg !9
  %".598" = getelementptr float, float* %"tile.left", i64 %".597" , !dbg !9
  %".599" = load float, float* %".598", align 4, !dbg !9
  %".600" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".599", i32 0
  %".601" = shufflevector <4 x float> %".600", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".602" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".601", <4 x float> %".584", <4 x float> %".572"), !dbg !9
  %".603" = add i64 %".488", 3, !dbg !9
  %".604" = getelementptr float, float* %"tile.left", i64 %".603" , !dbg !9
  %".605" = load float, float* %".604", align 4, !dbg !9
  %".606" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".605", i32 0
  %".607" = shufflevector <4 x float> %".606", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".608" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".607", <4 x float> %".584", <4 x float> %".578"), !dbg !9
  %".609" = add i64 %".471", 0, !dbg !9
  %".610" = getelementptr float, ptr %"c.result", i64 %".609" , !dbg !9
  store <4 x float> %".590", ptr %".610", align 4, !dbg !9
  %".612" = add i64 %".474", 0, !dbg !9
  %".613" = getelementptr float, ptr %"c.result", i64 %".612" , !dbg !9
  store <4 x float> %".596", ptr %".613", align 4, !dbg !9
  %".615" = add i64 %".477", 0, !dbg !9
  %".616" = getelementptr float, ptr %"c.result", i64 %".615" , !dbg !9
  store <4 x float> %".602", ptr %".616", align 4, !dbg !9
  %".618" = add i64 %".480", 0, !dbg !9
  %".619" = getelementptr float, ptr %"c.result", i64 %".618" , !dbg !9
  store <4 x float> %".608", ptr %".619", align 4, !dbg !9
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
  %".392" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".393" = sub i64 %"a.dim1", 4, !dbg !9
  %".394" = icmp slt i64 0, %".393" , !dbg !9
  %".395" = sub i64 %"a.dim1", 0, !dbg !9
  %".396" = select  i1 %".394", i64 4, i64 %".395" , !dbg !9
  %".397" = select  i1 %".392", i64 0, i64 %".396" , !dbg !9
  %".398" = icmp sgt i64 0, %".391" , !dbg !9
  %".399" = select  i1 %".398", i64 0, i64 %".391" , !dbg !9
  %".400" = icmp slt i64 4, %".397" , !dbg !9
  %".401" = select  i1 %".400", i64 4, i64 %".397" , !dbg !9
  %".402" = icmp sgt i64 %".401", %".399" , !dbg !9
  %".403" = select  i1 %".402", i64 %".401", i64 %".399" , !dbg !9
  %"edge.lo.1" = select  i1 %".386", i64 %".399", i64 0 , !dbg !9
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
  br i1 %".644", label %"mm.a.gm.1", label %"mm.a.staged.1", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.inside.2"], [%".671", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.2", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".668", %"tile.loop.7"] , !dbg !9
  %".662" = mul i64 %"lane.6", %"b.stride0", !dbg !9
  %".663" = add i64 %".662", %"lane.7", !dbg !9
  %"b.lane.4" = getelementptr float, ptr %"b.window.1", i64 %".663" , !dbg !9
  %"b.lane.val.4" = load float, ptr %"b.lane.4", !dbg !9
  %".664" = mul i64 %"lane.6", 4, !dbg !9
  %".665" = add i64 %"lane.7", %".664", !dbg !9
  %".666" = getelementptr float, float* %"tile.tmp.2", i64 %".665" , !dbg !9
  store float %"b.lane.val.4", float* %".666", !dbg !9
  %".668" = add i64 %"lane.7", 1, !dbg !9
  %".669" = icmp ult i64 %".668", 4 , !dbg !9
  br i1 %".669", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".671" = add i64 %"lane.6", 1, !dbg !9
  %".672" = icmp ult i64 %".671", 4 , !dbg !9
  br i1 %".672", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.masked.2"], [%".743", %"edge.done.8"] , !dbg !9
  %".676" = add i64 0, %"lane.8", !dbg !9
  %".677" = icmp ult i64 %".676", %"b.dim0" , !dbg !9
  %".678" = and i1 1, %".677", !dbg !9
  %".679" = icmp slt i64 0, -4 , !dbg !9
  %".680" = icmp slt i64 0, 0 , !dbg !9
  %".681" = sub i64 0, 0, !dbg !9
  %".682" = select  i1 %".680", i64 %".681", i64 0 , !dbg !9
  %".683" = select  i1 %".679", i64 4, i64 %".682" , !dbg !9
  %".684" = icmp sge i64 0, %"b.dim1" , !dbg !9
  %".685" = sub i64 %"b.dim1", 4, !dbg !9
  %".686" = icmp slt i64 0, %".685" , !dbg !9
  %".687" = sub i64 %"b.dim1", 0, !dbg !9
  %".688" = select  i1 %".686", i64 4, i64 %".687" , !dbg !9
  %".689" = select  i1 %".684", i64 0, i64 %".688" , !dbg !9
  %".690" = icmp sgt i64 0, %".683" , !dbg !9
  %".691" = select  i1 %".690", i64 0, i64 %".683" , !dbg !9
  %".692" = icmp slt i64 4, %".689" , !dbg !9
  %".693" = select  i1 %".692", i64 4, i64 %".689" , !dbg !9
  %".694" = icmp sgt i64 %".693", %".691" , !dbg !9
  %".695" = select  i1 %".694", i64 %".693", i64 %".691" , !dbg !9
  %"edge.lo.2" = select  i1 %".678", i64 %".691", i64 0 , !dbg !9
  %"edge.hi.2" = select  i1 %".678", i64 %".695", i64 0 , !dbg !9
  %".696" = icmp slt i64 %"edge.lo.2", %"edge.hi.2" , !dbg !9
  br i1 %".696", label %"edge.loop.6", label %"edge.done.6", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
edge.loop.6:
  %"edge.lane.6" = phi  i64 [%"edge.lo.2", %"tile.loop.8"], [%".704", %"edge.loop.6"] , !dbg !9
  %".698" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".699" = add i64 %".698", %"edge.lane.6", !dbg !9
  %"b.lane.5" = getelementptr float, ptr %"b.window.1", i64 %".699" , !dbg !9
  %"b.lane.val.5" = load float, ptr %"b.lane.5", !dbg !9
  %".700" = mul i64 %"lane.8", 4, !dbg !9
  %".701" = add i64 %"edge.lane.6", %".700", !dbg !9
  %".702" = getelementptr float, float* %"tile.tmp.2", i64 %".701" , !dbg !9
  store float %"b.lane.val.5", float* %".702", !dbg !9
  %".704" = add i64 %"edge.lane.6", 1, !dbg !9
  %".705" = icmp slt i64 %".704", %"edge.hi.2" , !dbg !9
  br i1 %".705", label %"edge.loop.6", label %"edge.done.6", !dbg !9
edge.done.6:
  %".707" = icmp slt i64 0, %"edge.lo.2" , !dbg !9
  br i1 %".707", label %"edge.loop.7", label %"edge.done.7", !dbg !9
edge.loop.7:
  %"edge.lane.7" = phi  i64 [0, %"edge.done.6"], [%".722", %"edge.loop.7"] , !dbg !9
  %".709" = add i64 0, %"lane.8", !dbg !9
  %".710" = icmp ult i64 %".709", %"b.dim0" , !dbg !9
  %".711" = and i1 1, %".710", !dbg !9
  %".712" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".713" = add i64 0, %"edge.lane.7", !dbg !9
  %".714" = icmp ult i64 %".713", %"b.dim1" , !dbg !9
  %".715" = and i1 %".711", %".714", !dbg !9
  %".716" = add i64 %".712", %"edge.lane.7", !dbg !9
  %"b.lane.6" = getelementptr float, ptr %"b.window.1", i64 %".716" , !dbg !9
  %".717" = select  i1 0, ptr %"b.lane.6", float* %"b.other.1" , !dbg !9
  %"b.lane.val.6" = load float, ptr %".717", !dbg !9
  %".718" = mul i64 %"lane.8", 4, !dbg !9
  %".719" = add i64 %"edge.lane.7", %".718", !dbg !9
  %".720" = getelementptr float, float* %"tile.tmp.2", i64 %".719" , !dbg !9
  store float %"b.lane.val.6", float* %".720", !dbg !9
  %".722" = add i64 %"edge.lane.7", 1, !dbg !9
  %".723" = icmp slt i64 %".722", %"edge.lo.2" , !dbg !9
  br i1 %".723", label %"edge.loop.7", label %"edge.done.7", !dbg !9
edge.done.7:
  %".725" = icmp slt i64 %"edge.hi.2", 4 , !dbg !9
  br i1 %".725", label %"edge.loop.8", label %"edge.done.8", !dbg !9
edge.loop.8:
  %"edge.lane.8" = phi  i64 [%"edge.hi.2", %"edge.done.7"], [%".740", %"edge.loop.8"] , !dbg !9
  %".727" = add i64 0, %"lane.8", !dbg !9
  %".728" = icmp ult i64 %".727", %"b.dim0" , !dbg !9
  %".729" = and i1 1, %".728", !dbg !9
  %".730" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".731" = add i64 0, %"edge.lane.8", !dbg !9
  %".732" = icmp ult i64 %".731", %"b.dim1" , !dbg !9
  %".733" = and i1 %".729", %".732", !dbg !9
  %".734" = add i64 %".730", %"edge.lane.8", !dbg !9
  %"b.lane.7" = getelementptr float, ptr %"b.window.1", i64 %".734" , !dbg !9
  %".735" = select  i1 0, ptr %"b.lane.7", float* %"b.other.1" , !dbg !9
  %"b.lane.val.7" = load float, ptr %".735", !dbg !9
  %".736" = mul i64 %"lane.8", 4, !dbg !9
  %".737" = add i64 %"edge.lane.8", %".736", !dbg !9
  %".738" = getelementptr float, float* %"tile.tmp.2", i64 %".737" , !dbg !9
  store float %"b.lane.val.7", float* %".738", !dbg !9
  %".740" = add i64 %"edge.lane.8", 1, !dbg !9
  %".741" = icmp slt i64 %".740", 4 , !dbg !9
  br i1 %".741", label %"edge.loop.8", label %"edge.done.8", !dbg !9
edge.done.8:
  %".743" = add i64 %"lane.8", 1, !dbg !9
  %".744" = icmp ult i64 %".743", 4 , !dbg !9
  br i1 %".744", label %"tile.loop.8", label %"tile.end.8", !dbg !9
mm.a.gm.1:
  %".748" = mul i64 0, 4, !dbg !9
  %".749" = add i64 0, %".748", !dbg !9
  %".750" = mul i64 0, 1, !dbg !9
  %".751" = add i64 %".750", 0, !dbg !9
  %".752" = icmp slt i64 %".749", %".627" , !dbg !9
  %".753" = icmp slt i64 0, %".632" , !dbg !9
  %".754" = and i1 %".752", %".753", !dbg !9
  br i1 %".754", label %"mm.stored", label %"mm.stored.done", !dbg !9
mm.a.staged.1:
  %"i.9" = load i64, i64* %"i", !dbg !9
  %".962" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".962", !dbg !9
  %".964" = icmp sge i64 %"i.9", 0 , !dbg !9
  %".965" = sub i64 %"a.dim0", 4, !dbg !9
  %".966" = icmp sle i64 %"i.9", %".965" , !dbg !9
  %".967" = and i1 %".964", %".966", !dbg !9
  %".968" = and i1 1, %".967", !dbg !9
  %".969" = icmp sge i64 0, 0 , !dbg !9
  %".970" = sub i64 %"a.dim1", 4, !dbg !9
  %".971" = icmp sle i64 0, %".970" , !dbg !9
  %".972" = and i1 %".969", %".971", !dbg !9
  %".973" = and i1 %".968", %".972", !dbg !9
  %".974" = mul i64 %"i.9", %"a.stride0", !dbg !9
  %".975" = add i64 %".974", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".975" , !dbg !9
  br i1 %".973", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
mm.a.done.1:
  %"i.10" = load i64, i64* %"i", !dbg !9
  %".1240" = icmp sge i64 %"i.10", 0 , !dbg !9
  %".1241" = sub i64 %"c.dim0", 4, !dbg !9
  %".1242" = icmp sle i64 %"i.10", %".1241" , !dbg !9
  %".1243" = and i1 %".1240", %".1242", !dbg !9
  %".1244" = and i1 1, %".1243", !dbg !9
  %".1245" = icmp sge i64 0, 0 , !dbg !9
  %".1246" = sub i64 %"c.dim1", 4, !dbg !9
  %".1247" = icmp sle i64 0, %".1246" , !dbg !9
  %".1248" = and i1 %".1245", %".1247", !dbg !9
  %".1249" = and i1 %".1244", %".1248", !dbg !9
  %".1250" = mul i64 %"i.10", %"c.stride0", !dbg !9
  %".1251" = add i64 %".1250", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".1251" , !dbg !9
  br i1 %".1249", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
mm.stored:
  %".756" = add i64 %".749", 0, !dbg !9
  %".757" = mul i64 %".756", 4, !dbg !9
  %".758" = add i64 %".757", 0, !dbg !9
  %".759" = add i64 %".749", 1, !dbg !9
  %".760" = mul i64 %".759", 4, !dbg !9
  %".761" = add i64 %".760", 0, !dbg !9
  %".762" = add i64 %".749", 2, !dbg !9
  %".763" = mul i64 %".762", 4, !dbg !9
  %".764" = add i64 %".763", 0, !dbg !9
  %".765" = add i64 %".749", 3, !dbg !9
  %".766" = mul i64 %".765", 4, !dbg !9
  %".767" = add i64 %".766", 0, !dbg !9
  %".768" = add i64 %".749", 0, !dbg !9
  %".769" = mul i64 %".768", 4, !dbg !9
  %".770" = add i64 %".749", 1, !dbg !9
  %".771" = mul i64 %".770", 4, !dbg !9
  %".772" = add i64 %".749", 2, !dbg !9
  %".773" = mul i64 %".772", 4, !dbg !9
  %".774" = add i64 %".749", 3, !dbg !9
  %".775" = mul i64 %".774", 4, !dbg !9
  %".776" = add i64 %".749", 0, !dbg !9
  %".777" = mul i64 %".776", %"a.stride0", !dbg !9
  %".778" = add i64 %".749", 1, !dbg !9
  %".779" = mul i64 %".778", %"a.stride0", !dbg !9
  %".780" = add i64 %".749", 2, !dbg !9
  %".781" = mul i64 %".780", %"a.stride0", !dbg !9
  %".782" = add i64 %".749", 3, !dbg !9
  %".783" = mul i64 %".782", %"a.stride0", !dbg !9
  %".784" = add i64 %".777", 0, !dbg !9
  %".785" = add i64 %".784", 32, !dbg !9
  %".786" = getelementptr float, ptr %"a.rows.1", i64 %".785" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".786", i32 0, i32 3, i32 1), !dbg !9
  %".788" = getelementptr float, ptr %"a.rows.1", i64 %".784" , !dbg !9
  %".789" = load <4 x float>, ptr %".788", align 4, !dbg !9
  %".790" = add i64 %".769", 0, !dbg !9
  %".791" = getelementptr float, float* %"tile.left.1", i64 %".790" , !dbg !9
  %".792" = bitcast float* %".791" to <4 x float>* , !dbg !9
  store <4 x float> %".789", <4 x float>* %".792", align 4, !dbg !9
  %".794" = add i64 %".779", 0, !dbg !9
  %".795" = add i64 %".794", 32, !dbg !9
  %".796" = getelementptr float, ptr %"a.rows.1", i64 %".795" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".796", i32 0, i32 3, i32 1), !dbg !9
  %".798" = getelementptr float, ptr %"a.rows.1", i64 %".794" , !dbg !9
  %".799" = load <4 x float>, ptr %".798", align 4, !dbg !9
  %".800" = add i64 %".771", 0, !dbg !9
  %".801" = getelementptr float, float* %"tile.left.1", i64 %".800" , !dbg !9
  %".802" = bitcast float* %".801" to <4 x float>* , !dbg !9
  store <4 x float> %".799", <4 x float>* %".802", align 4, !dbg !9
  %".804" = add i64 %".781", 0, !dbg !9
  %".805" = add i64 %".804", 32, !dbg !9
  %".806" = getelementptr float, ptr %"a.rows.1", i64 %".805" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".806", i32 0, i32 3, i32 1), !dbg !9
  %".808" = getelementptr float, ptr %"a.rows.1", i64 %".804" , !dbg !9
  %".809" = load <4 x float>, ptr %".808", align 4, !dbg !9
  %".810" = add i64 %".773", 0, !dbg !9
  %".811" = getelementptr float, float* %"tile.left.1", i64 %".810" , !dbg !9
  %".812" = bitcast float* %".811" to <4 x float>* , !dbg !9
  store <4 x float> %".809", <4 x float>* %".812", align 4, !dbg !9
  %".814" = add i64 %".783", 0, !dbg !9
  %".815" = add i64 %".814", 32, !dbg !9
  %".816" = getelementptr float, ptr %"a.rows.1", i64 %".815" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".816", i32 0, i32 3, i32 1), !dbg !9
  %".818" = getelementptr float, ptr %"a.rows.1", i64 %".814" , !dbg !9
  %".819" = load <4 x float>, ptr %".818", align 4, !dbg !9
  %".820" = add i64 %".775", 0, !dbg !9
  %".821" = getelementptr float, float* %"tile.left.1", i64 %".820" , !dbg !9
  %".822" = bitcast float* %".821" to <4 x float>* , !dbg !9
  store <4 x float> %".819", <4 x float>* %".822", align 4, !dbg !9
  %".824" = mul i64 0, 4, !dbg !9
  %".825" = add i64 %".824", 0, !dbg !9
  %".826" = add i64 %".825", 0, !dbg !9
  %".827" = getelementptr float, float* %"tile.tmp.2", i64 %".826" , !dbg !9
  %".828" = bitcast float* %".827" to <4 x float>* , !dbg !9
  %".829" = load <4 x float>, <4 x float>* %".828", align 4, !dbg !9
  %".830" = add i64 %".777", 0, !dbg !9
  %".831" = getelementptr float, ptr %"a.rows.1", i64 %".830" , !dbg !9
  %".832" = load float, ptr %".831", align 4, !dbg !9
  %".833" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".832", i32 0
  %".834" = shufflevector <4 x float> %".833", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".835" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".834", <4 x float> %".829", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".836" = add i64 %".779", 0, !dbg !9
  %".837" = getelementptr float, ptr %"a.rows.1", i64 %".836" , !dbg !9
  %".838" = load float, ptr %".837", align 4, !dbg !9
  %".839" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".838", i32 0
  %".840" = shufflevector <4 x float> %".839", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".841" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".840", <4 x float> %".829", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".842" = add i64 %".781", 0, !dbg !9
  %".843" = getelementptr float, ptr %"a.rows.1", i64 %".842" , !dbg !9
  %".844" = load float, ptr %".843", align 4, !dbg !9
  %".845" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".844", i32 0
  %".846" = shufflevector <4 x float> %".845", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".847" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".846", <4 x float> %".829", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".848" = add i64 %".783", 0, !dbg !9
  %".849" = getelementptr float, ptr %"a.rows.1", i64 %".848" , !dbg !9
  %".850" = load float, ptr %".849", align 4, !dbg !9
  %".851" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".850", i32 0
  %".852" = shufflevector <4 x float> %".851", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".853" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".852", <4 x float> %".829", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".854" = mul i64 1, 4, !dbg !9
  %".855" = add i64 %".854", 0, !dbg !9
  %".856" = add i64 %".855", 0, !dbg !9
  %".857" = getelementptr float, float* %"tile.tmp.2", i64 %".856" , !dbg !9
  %".858" = bitcast float* %".857" to <4 x float>* , !dbg !9
  %".859" = load <4 x float>, <4 x float>* %".858", align 4, !dbg !9
  %".860" = add i64 %".777", 1, !dbg !9
  %".861" = getelementptr float, ptr %"a.rows.1", i64 %".860" , !dbg !9
  %".862" = load float, ptr %".861", align 4, !dbg !9
  %".863" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".862", i32 0
  %".864" = shufflevector <4 x float> %".863", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".865" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".864", <4 x float> %".859", <4 x float> %".835"), !dbg !9
  %".866" = add i64 %".779", 1, !dbg !9
  %".867" = getelementptr float, ptr %"a.rows.1", i64 %".866" , !dbg !9
  %".868" = load float, ptr %".867", align 4, !dbg !9
  %".869" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".868", i32 0
  %".870" = shufflevector <4 x float> %".869", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".871" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".870", <4 x float> %".859", <4 x float> %".841"), !dbg !9
  %".872" = add i64 %".781", 1, !dbg !9
  %".873" = getelementptr float, ptr %"a.rows.1", i64 %".872" , !dbg !9
  %".874" = load float, ptr %".873", align 4, !dbg !9
  %".875" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".874", i32 0
  %".876" = shufflevector <4 x float> %".875", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".877" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".876", <4 x float> %".859", <4 x float> %".847"), !dbg !9
  %".878" = add i64 %".783", 1, !dbg !9
  %".879" = getelementptr float, ptr %"a.rows.1", i64 %".878" , !dbg !9
  %".880" = load float, ptr %".879", align 4, !dbg !9
  %".881" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".880", i32 0
  %".882" = shufflevector <4 x float> %".881", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".883" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".882", <4 x float> %".859", <4 x float> %".853"), !dbg !9
  %".884" = mul i64 2, 4, !dbg !9
  %".885" = add i64 %".884", 0, !dbg !9
  %".886" = add i64 %".885", 0, !dbg !9
  %".887" = getelementptr float, float* %"tile.tmp.2", i64 %".886" , !dbg !9
  %".888" = bitcast float* %".887" to <4 x float>* , !dbg !9
  %".889" = load <4 x float>, <4 x float>* %".888", align 4, !dbg !9
  %".890" = add i64 %".777", 2, !dbg !9
  %".891" = getelementptr float, ptr %"a.rows.1", i64 %".890" , !dbg !9
  %".892" = load float, ptr %".891", align 4, !dbg !9
  %".893" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".892", i32 0
  %".894" = shufflevector <4 x float> %".893", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".895" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".894", <4 x float> %".889", <4 x float> %".865"), !dbg !9
  %".896" = add i64 %".779", 2, !dbg !9
  %".897" = getelementptr float, ptr %"a.rows.1", i64 %".896" , !dbg !9
  %".898" = load float, ptr %".897", align 4, !dbg !9
  %".899" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".898", i32 0
  %".900" = shufflevector <4 x float> %".899", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".901" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".900", <4 x float> %".889", <4 x float> %".871"), !dbg !9
  %".902" = add i64 %".781", 2, !dbg !9
  %".903" = getelementptr float, ptr %"a.rows.1", i64 %".902" , !dbg !9
  %".904" = load float, ptr %".903", align 4, !dbg !9
  %".905" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".904", i32 0
  %".906" = shufflevector <4 x float> %".905", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".907" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".906", <4 x float> %".889", <4 x float> %".877"), !dbg !9
  %".908" = add i64 %".783", 2, !dbg !9
  %".909" = getelementptr float, ptr %"a.rows.1", i64 %".908" , !dbg !9
  %".910" = load float, ptr %".909", align 4, !dbg !9
  %".911" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".910", i32 0
  %".912" = shufflevector <4 x float> %".911", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".913" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".912", <4 x float> %".889", <4 x float> %".883"), !dbg !9
  %".914" = mul i64 3, 4, !dbg !9
  %".915" = add i64 %".914", 0, !dbg !9
  %".916" = add i64 %".915", 0, !dbg !9
  %".917" = getelementptr float, float* %"tile.tmp.2", i64 %".916" , !dbg !9
  %".918" = bitcast float* %".917" to <4 x float>* , !dbg !9
  %".919" = load <4 x float>, <4 x float>* %".918", align 4, !dbg !9
  %".920" = add i64 %".777", 3, !dbg !9
  %".921" = getelementptr float, ptr %"a.rows.1", i64 %".920" , !dbg !9
  %".922" = load float, ptr %".921", align 4, !dbg !9
  %".923" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".922", i32 0
  %".924" = shufflevector <4 x float> %".923", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".925" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".924", <4 x float> %".919", <4 x float> %".895"), !dbg !9
  %".926" = add i64 %".779", 3, !dbg !9
  %".927" = getelementptr float, ptr %"a.rows.1", i64 %".926" , !dbg !9
  %".928" = load float, ptr %".927", align 4, !dbg !9
  %".929" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".928", i32 0
  %".930" = shufflevector <4 x float> %".929", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".931" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".930", <4 x float> %".919", <4 x float> %".901"), !dbg !9
  %".932" = add i64 %".781", 3, !dbg !9
  %".933" = getelementptr float, ptr %"a.rows.1", i64 %".932" , !dbg !9
  %".934" = load float, ptr %".933", align 4, !dbg !9
  %".935" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".934", i32 0
  %".936" = shufflevector <4 x float> %".935", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".937" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".936", <4 x float> %".919", <4 x float> %".907"), !dbg !9
  %".938" = add i64 %".783", 3, !dbg !9
  %".939" = getelementptr float, ptr %"a.rows.1", i64 %".938" , !dbg !9
  %".940" = load float, ptr %".939", align 4, !dbg !9
  %".941" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".940", i32 0
  %".942" = shufflevector <4 x float> %".941", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".943" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".942", <4 x float> %".919", <4 x float> %".913"), !dbg !9
  %".944" = add i64 %".758", 0, !dbg !9
  %".945" = getelementptr float, float* %"tile.tmp.1", i64 %".944" , !dbg !9
  %".946" = bitcast float* %".945" to <4 x float>* , !dbg !9
  store <4 x float> %".925", <4 x float>* %".946", align 4, !dbg !9
  %".948" = add i64 %".761", 0, !dbg !9
  %".949" = getelementptr float, float* %"tile.tmp.1", i64 %".948" , !dbg !9
  %".950" = bitcast float* %".949" to <4 x float>* , !dbg !9
  store <4 x float> %".931", <4 x float>* %".950", align 4, !dbg !9
  %".952" = add i64 %".764", 0, !dbg !9
  %".953" = getelementptr float, float* %"tile.tmp.1", i64 %".952" , !dbg !9
  %".954" = bitcast float* %".953" to <4 x float>* , !dbg !9
  store <4 x float> %".937", <4 x float>* %".954", align 4, !dbg !9
  %".956" = add i64 %".767", 0, !dbg !9
  %".957" = getelementptr float, float* %"tile.tmp.1", i64 %".956" , !dbg !9
  %".958" = bitcast float* %".957" to <4 x float>* , !dbg !9
  store <4 x float> %".943", <4 x float>* %".958", align 4, !dbg !9
  br label %"mm.stored.done", !dbg !9
mm.stored.done:
  br label %"mm.a.done.1", !dbg !9
tile.inside.3:
  br label %"tile.loop.9", !dbg !9
tile.masked.3:
  br label %"tile.loop.11", !dbg !9
tile.done.3:
  %".1064" = sub i64 %"a.dim0", %"i.8", !dbg !9
  %".1065" = icmp slt i64 %".1064", 4 , !dbg !9
  %".1066" = select  i1 %".1065", i64 %".1064", i64 4 , !dbg !9
  %".1067" = icmp slt i64 %".1066", 0 , !dbg !9
  %".1068" = select  i1 %".1067", i64 0, i64 %".1066" , !dbg !9
  %".1069" = sub i64 %"a.dim1", 0, !dbg !9
  %".1070" = icmp slt i64 %".1069", 4 , !dbg !9
  %".1071" = select  i1 %".1070", i64 %".1069", i64 4 , !dbg !9
  %".1072" = icmp slt i64 %".1071", 0 , !dbg !9
  %".1073" = select  i1 %".1072", i64 0, i64 %".1071" , !dbg !9
  %".1074" = mul i64 0, 4, !dbg !9
  %".1075" = add i64 0, %".1074", !dbg !9
  %".1076" = mul i64 0, 1, !dbg !9
  %".1077" = add i64 %".1076", 0, !dbg !9
  %".1078" = icmp slt i64 %".1075", %".627" , !dbg !9
  %".1079" = icmp slt i64 0, %".632" , !dbg !9
  %".1080" = and i1 %".1078", %".1079", !dbg !9
  br i1 %".1080", label %"mm.stored.1", label %"mm.stored.done.1", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.inside.3"], [%".988", %"tile.end.10"] , !dbg !9
  br label %"tile.loop.10", !dbg !9
tile.end.9:
  br label %"tile.done.3", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".985", %"tile.loop.10"] , !dbg !9
  %".979" = mul i64 %"lane.9", %"a.stride0", !dbg !9
  %".980" = add i64 %".979", %"lane.10", !dbg !9
  %"a.lane.4" = getelementptr float, ptr %"a.window.1", i64 %".980" , !dbg !9
  %"a.lane.val.4" = load float, ptr %"a.lane.4", !dbg !9
  %".981" = mul i64 %"lane.9", 4, !dbg !9
  %".982" = add i64 %"lane.10", %".981", !dbg !9
  %".983" = getelementptr float, float* %"tile.left.1", i64 %".982" , !dbg !9
  store float %"a.lane.val.4", float* %".983", !dbg !9
  %".985" = add i64 %"lane.10", 1, !dbg !9
  %".986" = icmp ult i64 %".985", 4 , !dbg !9
  br i1 %".986", label %"tile.loop.10", label %"tile.end.10", !dbg !9
tile.end.10:
  %".988" = add i64 %"lane.9", 1, !dbg !9
  %".989" = icmp ult i64 %".988", 4 , !dbg !9
  br i1 %".989", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.masked.3"], [%".1060", %"edge.done.11"] , !dbg !9
  %".993" = add i64 %"i.9", %"lane.11", !dbg !9
  %".994" = icmp ult i64 %".993", %"a.dim0" , !dbg !9
  %".995" = and i1 1, %".994", !dbg !9
  %".996" = icmp slt i64 0, -4 , !dbg !9
  %".997" = icmp slt i64 0, 0 , !dbg !9
  %".998" = sub i64 0, 0, !dbg !9
  %".999" = select  i1 %".997", i64 %".998", i64 0 , !dbg !9
  %".1000" = select  i1 %".996", i64 4, i64 %".999" , !dbg !9
  %".1001" = icmp sge i64 0, %"a.dim1" , !dbg !9
  %".1002" = sub i64 %"a.dim1", 4, !dbg !9
  %".1003" = icmp slt i64 0, %".1002" , !dbg !9
  %".1004" = sub i64 %"a.dim1", 0, !dbg !9
  %".1005" = select  i1 %".1003", i64 4, i64 %".1004" , !dbg !9
  %".1006" = select  i1 %".1001", i64 0, i64 %".1005" , !dbg !9
  %".1007" = icmp sgt i64 0, %".1000" , !dbg !9
  %".1008" = select  i1 %".1007", i64 0, i64 %".1000" , !dbg !9
  %".1009" = icmp slt i64 4, %".1006" , !dbg !9
  %".1010" = select  i1 %".1009", i64 4, i64 %".1006" , !dbg !9
  %".1011" = icmp sgt i64 %".1010", %".1008" , !dbg !9
  %".1012" = select  i1 %".1011", i64 %".1010", i64 %".1008" , !dbg !9
  %"edge.lo.3" = select  i1 %".995", i64 %".1008", i64 0 , !dbg !9
  %"edge.hi.3" = select  i1 %".995", i64 %".1012", i64 0 , !dbg !9
  %".1013" = icmp slt i64 %"edge.lo.3", %"edge.hi.3" , !dbg !9
  br i1 %".1013", label %"edge.loop.9", label %"edge.done.9", !dbg !9
tile.end.11:
  br label %"tile.done.3", !dbg !9
edge.loop.9:
  %"edge.lane.9" = phi  i64 [%"edge.lo.3", %"tile.loop.11"], [%".1021", %"edge.loop.9"] , !dbg !9
  %".1015" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".1016" = add i64 %".1015", %"edge.lane.9", !dbg !9
  %"a.lane.5" = getelementptr float, ptr %"a.window.1", i64 %".1016" , !dbg !9
  %"a.lane.val.5" = load float, ptr %"a.lane.5", !dbg !9
  %".1017" = mul i64 %"lane.11", 4, !dbg !9
  %".1018" = add i64 %"edge.lane.9", %".1017", !dbg !9
  %".1019" = getelementptr float, float* %"tile.left.1", i64 %".1018" , !dbg !9
  store float %"a.lane.val.5", float* %".1019", !dbg !9
  %".1021" = add i64 %"edge.lane.9", 1, !dbg !9
  %".1022" = icmp slt i64 %".1021", %"edge.hi.3" , !dbg !9
  br i1 %".1022", label %"edge.loop.9", label %"edge.done.9", !dbg !9
edge.done.9:
  %".1024" = icmp slt i64 0, %"edge.lo.3" , !dbg !9
  br i1 %".1024", label %"edge.loop.10", label %"edge.done.10", !dbg !9
edge.loop.10:
  %"edge.lane.10" = phi  i64 [0, %"edge.done.9"], [%".1039", %"edge.loop.10"] , !dbg !9
  %".1026" = add i64 %"i.9", %"lane.11", !dbg !9
  %".1027" = icmp ult i64 %".1026", %"a.dim0" , !dbg !9
  %".1028" = and i1 1, %".1027", !dbg !9
  %".1029" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".1030" = add i64 0, %"edge.lane.10", !dbg !9
  %".1031" = icmp ult i64 %".1030", %"a.dim1" , !dbg !9
  %".1032" = and i1 %".1028", %".1031", !dbg !9
  %".1033" = add i64 %".1029", %"edge.lane.10", !dbg !9
  %"a.lane.6" = getelementptr float, ptr %"a.window.1", i64 %".1033" , !dbg !9
  %".1034" = select  i1 0, ptr %"a.lane.6", float* %"a.other.1" , !dbg !9
  %"a.lane.val.6" = load float, ptr %".1034", !dbg !9
  %".1035" = mul i64 %"lane.11", 4, !dbg !9
  %".1036" = add i64 %"edge.lane.10", %".1035", !dbg !9
  %".1037" = getelementptr float, float* %"tile.left.1", i64 %".1036" , !dbg !9
  store float %"a.lane.val.6", float* %".1037", !dbg !9
  %".1039" = add i64 %"edge.lane.10", 1, !dbg !9
  %".1040" = icmp slt i64 %".1039", %"edge.lo.3" , !dbg !9
  br i1 %".1040", label %"edge.loop.10", label %"edge.done.10", !dbg !9
edge.done.10:
  %".1042" = icmp slt i64 %"edge.hi.3", 4 , !dbg !9
  br i1 %".1042", label %"edge.loop.11", label %"edge.done.11", !dbg !9
edge.loop.11:
  %"edge.lane.11" = phi  i64 [%"edge.hi.3", %"edge.done.10"], [%".1057", %"edge.loop.11"] , !dbg !9
  %".1044" = add i64 %"i.9", %"lane.11", !dbg !9
  %".1045" = icmp ult i64 %".1044", %"a.dim0" , !dbg !9
  %".1046" = and i1 1, %".1045", !dbg !9
  %".1047" = mul i64 %"lane.11", %"a.stride0", !dbg !9
  %".1048" = add i64 0, %"edge.lane.11", !dbg !9
  %".1049" = icmp ult i64 %".1048", %"a.dim1" , !dbg !9
  %".1050" = and i1 %".1046", %".1049", !dbg !9
  %".1051" = add i64 %".1047", %"edge.lane.11", !dbg !9
  %"a.lane.7" = getelementptr float, ptr %"a.window.1", i64 %".1051" , !dbg !9
  %".1052" = select  i1 0, ptr %"a.lane.7", float* %"a.other.1" , !dbg !9
  %"a.lane.val.7" = load float, ptr %".1052", !dbg !9
  %".1053" = mul i64 %"lane.11", 4, !dbg !9
  %".1054" = add i64 %"edge.lane.11", %".1053", !dbg !9
  %".1055" = getelementptr float, float* %"tile.left.1", i64 %".1054" , !dbg !9
  store float %"a.lane.val.7", float* %".1055", !dbg !9
  %".1057" = add i64 %"edge.lane.11", 1, !dbg !9
  %".1058" = icmp slt i64 %".1057", 4 , !dbg !9
  br i1 %".1058", label %"edge.loop.11", label %"edge.done.11", !dbg !9
edge.done.11:
  %".1060" = add i64 %"lane.11", 1, !dbg !9
  %".1061" = icmp ult i64 %".1060", 4 , !dbg !9
  br i1 %".1061", label %"tile.loop.11", label %"tile.end.11", !dbg !9
mm.stored.1:
  %".1082" = add i64 %".1075", 0, !dbg !9
  %".1083" = mul i64 %".1082", 4, !dbg !9
  %".1084" = add i64 %".1083", 0, !dbg !9
  %".1085" = add i64 %".1075", 1, !dbg !9
  %".1086" = mul i64 %".1085", 4, !dbg !9
  %".1087" = add i64 %".1086", 0, !dbg !9
  %".1088" = add i64 %".1075", 2, !dbg !9
  %".1089" = mul i64 %".1088", 4, !dbg !9
  %".1090" = add i64 %".1089", 0, !dbg !9
  %".1091" = add i64 %".1075", 3, !dbg !9
  %".1092" = mul i64 %".1091", 4, !dbg !9
  %".1093" = add i64 %".1092", 0, !dbg !9
  %".1094" = add i64 %".1075", 0, !dbg !9
  %".1095" = mul i64 %".1094", 4, !dbg !9
  %".1096" = add i64 %".1075", 1, !dbg !9
  %".1097" = mul i64 %".1096", 4, !dbg !9
  %".1098" = add i64 %".1075", 2, !dbg !9
  %".1099" = mul i64 %".1098", 4, !dbg !9
  %".1100" = add i64 %".1075", 3, !dbg !9
  %".1101" = mul i64 %".1100", 4, !dbg !9
  %".1102" = mul i64 0, 4, !dbg !9
  %".1103" = add i64 %".1102", 0, !dbg !9
  %".1104" = add i64 %".1103", 0, !dbg !9
  %".1105" = getelementptr float, float* %"tile.tmp.2", i64 %".1104" , !dbg !9
  %".1106" = bitcast float* %".1105" to <4 x float>* , !dbg !9
  %".1107" = load <4 x float>, <4 x float>* %".1106", align 4, !dbg !9
  %".1108" = add i64 %".1095", 0, !dbg !9
  %".1109" = getelementptr float, float* %"tile.left.1", i64 %".1108" , !dbg !9
  %".1110" = load float, float* %".1109", align 4, !dbg !9
  %".1111" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1110", i32 0
  %".1112" = shufflevector <4 x float> %".1111", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1113" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1112", <4 x float> %".1107", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1114" = add i64 %".1097", 0, !dbg !9
  %".1115" = getelementptr float, float* %"tile.left.1", i64 %".1114" , !dbg !9
  %".1116" = load float, float* %".1115", align 4, !dbg !9
  %".1117" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1116", i32 0
  %".1118" = shufflevector <4 x float> %".1117", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1119" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1118", <4 x float> %".1107", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1120" = add i64 %".1099", 0, !dbg !9
  %".1121" = getelementptr float, float* %"tile.left.1", i64 %".1120" , !dbg !9
  %".1122" = load float, float* %".1121", align 4, !dbg !9
  %".1123" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1122", i32 0
  %".1124" = shufflevector <4 x float> %".1123", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1125" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1124", <4 x float> %".1107", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1126" = add i64 %".1101", 0, !dbg !9
  %".1127" = getelementptr float, float* %"tile.left.1", i64 %".1126" , !dbg !9
  %".1128" = load float, float* %".1127", align 4, !dbg !9
  %".1129" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1128", i32 0
  %".1130" = shufflevector <4 x float> %".1129", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1131" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1130", <4 x float> %".1107", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".1132" = mul i64 1, 4, !dbg !9
  %".1133" = add i64 %".1132", 0, !dbg !9
  %".1134" = add i64 %".1133", 0, !dbg !9
  %".1135" = getelementptr float, float* %"tile.tmp.2", i64 %".1134" , !dbg !9
  %".1136" = bitcast float* %".1135" to <4 x float>* , !dbg !9
  %".1137" = load <4 x float>, <4 x float>* %".1136", align 4, !dbg !9
  %".1138" = add i64 %".1095", 1, !dbg !9
  %".1139" = getelementptr float, float* %"tile.left.1", i64 %".1138" , !dbg !9
  %".1140" = load float, float* %".1139", align 4, !dbg !9
  %".1141" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1140", i32 0
  %".1142" = shufflevector <4 x float> %".1141", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1143" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1142", <4 x float> %".1137", <4 x float> %".1113"), !dbg !9
  %".1144" = add i64 %".1097", 1, !dbg !9
  %".1145" = getelementptr float, float* %"tile.left.1", i64 %".1144" , !dbg !9
  %".1146" = load float, float* %".1145", align 4, !dbg !9
  %".1147" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1146", i32 0
  %".1148" = shufflevector <4 x float> %".1147", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1149" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1148", <4 x float> %".1137", <4 x float> %".1119"), !dbg !9
  %".1150" = add i64 %".1099", 1, !dbg !9
  %".1151" = getelementptr float, float* %"tile.left.1", i64 %".1150" , !dbg !9
  %".1152" = load float, float* %".1151", align 4, !dbg !9
  %".1153" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1152", i32 0
  %".1154" = shufflevector <4 x float> %".1153", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1155" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1154", <4 x float> %".1137", <4 x float> %".1125"), !dbg !9
  %".1156" = add i64 %".1101", 1, !dbg !9
  %".1157" = getelementptr float, float* %"tile.left.1", i64 %".1156" , !dbg !9
  %".1158" = load float, float* %".1157", align 4, !dbg !9
  %".1159" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1158", i32 0
  %".1160" = shufflevector <4 x float> %".1159", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1161" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1160", <4 x float> %".1137", <4 x float> %".1131"), !dbg !9
  %".1162" = mul i64 2, 4, !dbg !9
  %".1163" = add i64 %".1162", 0, !dbg !9
  %".1164" = add i64 %".1163", 0, !dbg !9
  %".1165" = getelementptr float, float* %"tile.tmp.2", i64 %".1164" , !dbg !9
  %".1166" = bitcast float* %".1165" to <4 x float>* , !dbg !9
  %".1167" = load <4 x float>, <4 x float>* %".1166", align 4, !dbg !9
  %".1168" = add i64 %".1095", 2, !dbg !9
  %".1169" = getelementptr float, float* %"tile.left.1", i64 %".1168" , !dbg !9
  %".1170" = load float, float* %".1169", align 4, !dbg !9
  %".1171" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1170", i32 0
  %".1172" = shufflevector <4 x float> %".1171", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1173" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1172", <4 x float> %".1167", <4 x float> %".1143"), !dbg !9
  %".1174" = add i64 %".1097", 2, !dbg !9
  %".1175" = getelementptr float, float* %"tile.left.1", i64 %".1174" , !dbg !9
  %".1176" = load float, float* %".1175", align 4, !dbg !9
  %".1177" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1176", i32 0
  %".1178" = shufflevector <4 x float> %".1177", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1179" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1178", <4 x float> %".1167", <4 x float> %".1149"), !dbg !9
  %".1180" = add i64 %".1099", 2, !dbg !9
  %".1181" = getelementptr float, float* %"tile.left.1", i64 %".1180" , !dbg !9
  %".1182" = load float, float* %".1181", align 4, !dbg !9
  %".1183" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1182", i32 0
  %".1184" = shufflevector <4 x float> %".1183", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1185" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1184", <4 x float> %".1167", <4 x float> %".1155"), !dbg !9
  %".1186" = add i64 %".1101", 2, !dbg !9
  %".1187" = getelementptr float, float* %"tile.left.1", i64 %".1186" , !dbg !9
  %".1188" = load float, float* %".1187", align 4, !dbg !9
  %".1189" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1188", i32 0
  %".1190" = shufflevector <4 x float> %".1189", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1191" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1190", <4 x float> %".1167", <4 x float> %".1161"), !dbg !9
  %".1192" = mul i64 3, 4, !dbg !9
  %".1193" = add i64 %".1192", 0, !dbg !9
  %".1194" = add i64 %".1193", 0, !dbg !9
  %".1195" = getelementptr float, float* %"tile.tmp.2", i64 %".1194" , !dbg !9
  %".1196" = bitcast float* %".1195" to <4 x float>* , !dbg !9
  %".1197" = load <4 x float>, <4 x float>* %".1196", align 4, !dbg !9
  %".1198" = add i64 %".1095", 3, !dbg !9
  %".1199" = getelementptr float, float* %"tile.left.1", i64 %".1198" , !dbg !9
  %".1200" = load float, float* %".1199", align 4, !dbg !9
  %".1201" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1200", i32 0
  %".1202" = shufflevector <4 x float> %".1201", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1203" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1202", <4 x float> %".1197", <4 x float> %".1173"), !dbg !9
  %".1204" = add i64 %".1097", 3, !dbg !9
  %".1205" = getelementptr float, float* %"tile.left.1", i64 %".1204" , !dbg !9
  %".1206" = load float, float* %".1205", align 4, !dbg !9
  %".1207" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1206", i32 0
  %".1208" = shufflevector <4 x float> %".1207", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1209" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1208", <4 x float> %".1197", <4 x float> %".1179"), !dbg !9
  %".1210" = add i64 %".1099", 3, !dbg !9
  %".1211" = getelementptr float, float* %"tile.left.1", i64 %".1210" , !dbg !9
  %".1212" = load float, float* %".1211", align 4, !dbg !9
  %".1213" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1212", i32 0
  %".1214" = shufflevector <4 x float> %".1213", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1215" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1214", <4 x float> %".1197", <4 x float> %".1185"), !dbg !9
  %".1216" = add i64 %".1101", 3, !dbg !9
  %".1217" = getelementptr float, float* %"tile.left.1", i64 %".1216" , !dbg !9
  %".1218" = load float, float* %".1217", align 4, !dbg !9
  %".1219" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1218", i32 0
  %".1220" = shufflevector <4 x float> %".1219", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1221" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1220", <4 x float> %".1197", <4 x float> %".1191"), !dbg !9
  %".1222" = add i64 %".1084", 0, !dbg !9
  %".1223" = getelementptr float, float* %"tile.tmp.1", i64 %".1222" , !dbg !9
  %".1224" = bitcast float* %".1223" to <4 x float>* , !dbg !9
  store <4 x float> %".1203", <4 x float>* %".1224", align 4, !dbg !9
  %".1226" = add i64 %".1087", 0, !dbg !9
  %".1227" = getelementptr float, float* %"tile.tmp.1", i64 %".1226" , !dbg !9
  %".1228" = bitcast float* %".1227" to <4 x float>* , !dbg !9
  store <4 x float> %".1209", <4 x float>* %".1228", align 4, !dbg !9
  %".1230" = add i64 %".1090", 0, !dbg !9
  %".1231" = getelementptr float, float* %"tile.tmp.1", i64 %".1230" , !dbg !9
  %".1232" = bitcast float* %".1231" to <4 x float>* , !dbg !9
  store <4 x float> %".1215", <4 x float>* %".1232", align 4, !dbg !9
  %".1234" = add i64 %".1093", 0, !dbg !9
  %".1235" = getelementptr float, float* %"tile.tmp.1", i64 %".1234" , !dbg !9
  %".1236" = bitcast float* %".1235" to <4 x float>* , !dbg !9
  store <4 x float> %".1221", <4 x float>* %".1236", align 4, !dbg !9
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
  %"lane.12" = phi  i64 [0, %"tile.inside.4"], [%".1265", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.4", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".1262", %"tile.loop.13"] , !dbg !9
  %".1255" = mul i64 %"lane.12", 4, !dbg !9
  %".1256" = add i64 %"lane.13", %".1255", !dbg !9
  %".1257" = getelementptr float, float* %"tile.tmp.1", i64 %".1256" , !dbg !9
  %".1258" = load float, float* %".1257", !dbg !9
  %".1259" = mul i64 %"lane.12", %"c.stride0", !dbg !9
  %".1260" = add i64 %".1259", %"lane.13", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".1260" , !dbg !9
  store float %".1258", ptr %"c.lane", !dbg !9
  %".1262" = add i64 %"lane.13", 1, !dbg !9
  %".1263" = icmp ult i64 %".1262", 4 , !dbg !9
  br i1 %".1263", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".1265" = add i64 %"lane.12", 1, !dbg !9
  %".1266" = icmp ult i64 %".1265", 4 , !dbg !9
  br i1 %".1266", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.4"], [%".1302", %"edge.done.12"] , !dbg !9
  %".1270" = add i64 %"i.10", %"lane.14", !dbg !9
  %".1271" = icmp ult i64 %".1270", %"c.dim0" , !dbg !9
  %".1272" = and i1 1, %".1271", !dbg !9
  %".1273" = icmp slt i64 0, -4 , !dbg !9
  %".1274" = icmp slt i64 0, 0 , !dbg !9
  %".1275" = sub i64 0, 0, !dbg !9
  %".1276" = select  i1 %".1274", i64 %".1275", i64 0 , !dbg !9
  %".1277" = select  i1 %".1273", i64 4, i64 %".1276" , !dbg !9
  %".1278" = icmp sge i64 0, %"c.dim1" , !dbg !9
  %".1279" = sub i64 %"c.dim1", 4, !dbg !9
  %".1280" = icmp slt i64 0, %".1279" , !dbg !9
  %".1281" = sub i64 %"c.dim1", 0, !dbg !9
  %".1282" = select  i1 %".1280", i64 4, i64 %".1281" , !dbg !9
  %".1283" = select  i1 %".1278", i64 0, i64 %".1282" , !dbg !9
  %".1284" = icmp sgt i64 0, %".1277" , !dbg !9
  %".1285" = select  i1 %".1284", i64 0, i64 %".1277" , !dbg !9
  %".1286" = icmp slt i64 4, %".1283" , !dbg !9
  %".1287" = select  i1 %".1286", i64 4, i64 %".1283" , !dbg !9
  %".1288" = icmp sgt i64 %".1287", %".1285" , !dbg !9
  %".1289" = select  i1 %".1288", i64 %".1287", i64 %".1285" , !dbg !9
  %"edge.lo.4" = select  i1 %".1272", i64 %".1285", i64 0 , !dbg !9
  %"edge.hi.4" = select  i1 %".1272", i64 %".1289", i64 0 , !dbg !9
  %".1290" = icmp slt i64 %"edge.lo.4", %"edge.hi.4" , !dbg !9
  br i1 %".1290", label %"edge.loop.12", label %"edge.done.12", !dbg !9
tile.end.14:
  br label %"tile.done.4", !dbg !9
edge.loop.12:
  %"edge.lane.12" = phi  i64 [%"edge.lo.4", %"tile.loop.14"], [%".1299", %"edge.loop.12"] , !dbg !9
  %".1292" = mul i64 %"lane.14", 4, !dbg !9
  %".1293" = add i64 %"edge.lane.12", %".1292", !dbg !9
  %".1294" = getelementptr float, float* %"tile.tmp.1", i64 %".1293" , !dbg !9
  %".1295" = load float, float* %".1294", !dbg !9
  %".1296" = mul i64 %"lane.14", %"c.stride0", !dbg !9
  %".1297" = add i64 %".1296", %"edge.lane.12", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".1297" , !dbg !9
  store float %".1295", ptr %"c.lane.1", !dbg !9
  %".1299" = add i64 %"edge.lane.12", 1, !dbg !9
  %".1300" = icmp slt i64 %".1299", %"edge.hi.4" , !dbg !9
  br i1 %".1300", label %"edge.loop.12", label %"edge.done.12", !dbg !9
edge.done.12:
  %".1302" = add i64 %"lane.14", 1, !dbg !9
  %".1303" = icmp ult i64 %".1302", 4 , !dbg !9
  br i1 %".1303", label %"tile.loop.14", label %"tile.end.14", !dbg !9
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
