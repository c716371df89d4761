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
  %"a.other" = alloca float
  %"tile.tmp.1" = alloca float, i64 16, align 32
  %"b.other" = alloca float
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
  %".38" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".38", !dbg !10
  %".40" = icmp sge i64 %"i.2", 0 , !dbg !10
  %".41" = sub i64 %"a.dim0", 4, !dbg !10
  %".42" = icmp sle i64 %"i.2", %".41" , !dbg !10
  %".43" = and i1 %".40", %".42", !dbg !10
  %".44" = and i1 1, %".43", !dbg !10
  %".45" = icmp sge i64 %"k.4", 0 , !dbg !10
  %".46" = sub i64 %"a.dim1", 4, !dbg !10
  %".47" = icmp sle i64 %"k.4", %".46" , !dbg !10
  %".48" = and i1 %".45", %".47", !dbg !10
  %".49" = and i1 %".44", %".48", !dbg !10
  %".50" = mul i64 %"i.2", %"a.stride0", !dbg !10
  %".51" = add i64 %".50", %"k.4", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".51" , !dbg !10
  br i1 %".49", label %"tile.inside", label %"tile.masked", !dbg !10
for.inc:
  %".407" = load i64, i64* %"k.iter", !dbg !9
  %".408" = sub i64 %"a.dim1", %".407", !dbg !9
  %".409" = icmp ugt i64 %".408", 4 , !dbg !9
  br i1 %".409", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.3" = load i64, i64* %"i", !dbg !14
  %".413" = icmp sge i64 %"i.3", 0 , !dbg !14
  %".414" = sub i64 %"c.dim0", 4, !dbg !14
  %".415" = icmp sle i64 %"i.3", %".414" , !dbg !14
  %".416" = and i1 %".413", %".415", !dbg !14
  %".417" = and i1 1, %".416", !dbg !14
  %".418" = icmp sge i64 0, 0 , !dbg !14
  %".419" = sub i64 %"c.dim1", 4, !dbg !14
  %".420" = icmp sle i64 0, %".419" , !dbg !14
  %".421" = and i1 %".418", %".420", !dbg !14
  %".422" = and i1 %".417", %".421", !dbg !14
  %".423" = mul i64 %"i.3", %"c.stride0", !dbg !14
  %".424" = add i64 %".423", 0, !dbg !14
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".424" , !dbg !14
  br i1 %".422", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
tile.inside:
  br label %"tile.loop.3", !dbg !10
tile.masked:
  br label %"tile.loop.5", !dbg !10
tile.done:
  %"k.5" = load i64, i64* %"k", !dbg !10
  %".90" = getelementptr float, float* %"b.other", i64 0 , !dbg !10
  store float              0x0, float* %".90", !dbg !10
  %".92" = icmp sge i64 %"k.5", 0 , !dbg !10
  %".93" = sub i64 %"b.dim0", 4, !dbg !10
  %".94" = icmp sle i64 %"k.5", %".93" , !dbg !10
  %".95" = and i1 %".92", %".94", !dbg !10
  %".96" = and i1 1, %".95", !dbg !10
  %".97" = icmp sge i64 0, 0 , !dbg !10
  %".98" = sub i64 %"b.dim1", 4, !dbg !10
  %".99" = icmp sle i64 0, %".98" , !dbg !10
  %".100" = and i1 %".97", %".99", !dbg !10
  %".101" = and i1 %".96", %".100", !dbg !10
  %".102" = mul i64 %"k.5", %"b.stride0", !dbg !10
  %".103" = add i64 %".102", 0, !dbg !10
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".103" , !dbg !10
  br i1 %".101", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside"], [%".64", %"tile.end.4"] , !dbg !10
  br label %"tile.loop.4", !dbg !10
tile.end.3:
  br label %"tile.done", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".61", %"tile.loop.4"] , !dbg !10
  %".55" = mul i64 %"lane.3", %"a.stride0", !dbg !10
  %".56" = add i64 %".55", %"lane.4", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".56" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".57" = mul i64 %"lane.3", 4, !dbg !10
  %".58" = add i64 %"lane.4", %".57", !dbg !10
  %".59" = getelementptr float, float* %"tile.tmp", i64 %".58" , !dbg !10
  store float %"a.lane.val", float* %".59", !dbg !10
  %".61" = add i64 %"lane.4", 1, !dbg !10
  %".62" = icmp ult i64 %".61", 4 , !dbg !10
  br i1 %".62", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.end.4:
  %".64" = add i64 %"lane.3", 1, !dbg !10
  %".65" = icmp ult i64 %".64", 4 , !dbg !10
  br i1 %".65", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".86", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  br label %"tile.done", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".83", %"tile.loop.6"] , !dbg !10
  %".70" = add i64 %"i.2", %"lane.5", !dbg !10
  %".71" = icmp ult i64 %".70", %"a.dim0" , !dbg !10
  %".72" = and i1 1, %".71", !dbg !10
  %".73" = mul i64 %"lane.5", %"a.stride0", !dbg !10
  %".74" = add i64 %"k.4", %"lane.6", !dbg !10
  %".75" = icmp ult i64 %".74", %"a.dim1" , !dbg !10
  %".76" = and i1 %".72", %".75", !dbg !10
  %".77" = add i64 %".73", %"lane.6", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".77" , !dbg !10
  %".78" = select  i1 %".76", ptr %"a.lane.1", float* %"a.other" , !dbg !10
  %"a.lane.val.1" = load float, ptr %".78", !dbg !10
  %".79" = mul i64 %"lane.5", 4, !dbg !10
  %".80" = add i64 %"lane.6", %".79", !dbg !10
  %".81" = getelementptr float, float* %"tile.tmp", i64 %".80" , !dbg !10
  store float %"a.lane.val.1", float* %".81", !dbg !10
  %".83" = add i64 %"lane.6", 1, !dbg !10
  %".84" = icmp ult i64 %".83", 4 , !dbg !10
  br i1 %".84", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".86" = add i64 %"lane.5", 1, !dbg !10
  %".87" = icmp ult i64 %".86", 4 , !dbg !10
  br i1 %".87", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.inside.1:
  br label %"tile.loop.7", !dbg !10
tile.masked.1:
  br label %"tile.loop.9", !dbg !10
tile.done.1:
  %".142" = mul i64 0, 4, !dbg !10
  %".143" = add i64 0, %".142", !dbg !10
  %".144" = mul i64 0, 1, !dbg !10
  %".145" = add i64 %".144", 0, !dbg !10
  %".146" = add i64 %".143", 0, !dbg !10
  %".147" = mul i64 %".146", 4, !dbg !10
  %".148" = add i64 %".147", 0, !dbg !10
  %".149" = add i64 %".143", 1, !dbg !10
  %".150" = mul i64 %".149", 4, !dbg !10
  %".151" = add i64 %".150", 0, !dbg !10
  %".152" = add i64 %".143", 2, !dbg !10
  %".153" = mul i64 %".152", 4, !dbg !10
  %".154" = add i64 %".153", 0, !dbg !10
  %".155" = add i64 %".143", 3, !dbg !10
  %".156" = mul i64 %".155", 4, !dbg !10
  %".157" = add i64 %".156", 0, !dbg !10
  %".158" = add i64 %".143", 0, !dbg !10
  %".159" = mul i64 %".158", 4, !dbg !10
  %".160" = add i64 %".143", 1, !dbg !10
  %".161" = mul i64 %".160", 4, !dbg !10
  %".162" = add i64 %".143", 2, !dbg !10
  %".163" = mul i64 %".162", 4, !dbg !10
  %".164" = add i64 %".143", 3, !dbg !10
  %".165" = mul i64 %".164", 4, !dbg !10
  %".166" = add i64 %".148", 0, !dbg !10
  %".167" = getelementptr float, float* %"acc", i64 %".166" , !dbg !10
  %".168" = bitcast float* %".167" to <4 x float>* , !dbg !10
  %".169" = load <4 x float>, <4 x float>* %".168", align 4, !dbg !10
  %".170" = add i64 %".151", 0, !dbg !10
  %".171" = getelementptr float, float* %"acc", i64 %".170" , !dbg !10
  %".172" = bitcast float* %".171" to <4 x float>* , !dbg !10
  %".173" = load <4 x float>, <4 x float>* %".172", align 4, !dbg !10
  %".174" = add i64 %".154", 0, !dbg !10
  %".175" = getelementptr float, float* %"acc", i64 %".174" , !dbg !10
  %".176" = bitcast float* %".175" to <4 x float>* , !dbg !10
  %".177" = load <4 x float>, <4 x float>* %".176", align 4, !dbg !10
  %".178" = add i64 %".157", 0, !dbg !10
  %".179" = getelementptr float, float* %"acc", i64 %".178" , !dbg !10
  %".180" = bitcast float* %".179" to <4 x float>* , !dbg !10
  %".181" = load <4 x float>, <4 x float>* %".180", align 4, !dbg !10
  %".182" = mul i64 %".145", 4, !dbg !10
  %".183" = add i64 %".182", 0, !dbg !10
  %".184" = icmp ult i64 %".183", 4 , !dbg !10
  br i1 %".184", label %"tile.done.1.if", label %"tile.done.1.endif", !dbg !10, !prof !11
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.1"], [%".116", %"tile.end.8"] , !dbg !10
  br label %"tile.loop.8", !dbg !10
tile.end.7:
  br label %"tile.done.1", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".113", %"tile.loop.8"] , !dbg !10
  %".107" = mul i64 %"lane.7", %"b.stride0", !dbg !10
  %".108" = add i64 %".107", %"lane.8", !dbg !10
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".108" , !dbg !10
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !10
  %".109" = mul i64 %"lane.7", 4, !dbg !10
  %".110" = add i64 %"lane.8", %".109", !dbg !10
  %".111" = getelementptr float, float* %"tile.tmp.1", i64 %".110" , !dbg !10
  store float %"b.lane.val", float* %".111", !dbg !10
  %".113" = add i64 %"lane.8", 1, !dbg !10
  %".114" = icmp ult i64 %".113", 4 , !dbg !10
  br i1 %".114", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.end.8:
  %".116" = add i64 %"lane.7", 1, !dbg !10
  %".117" = icmp ult i64 %".116", 4 , !dbg !10
  br i1 %".117", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.1"], [%".138", %"tile.end.10"] , !dbg !10
  br label %"tile.loop.10", !dbg !10
tile.end.9:
  br label %"tile.done.1", !dbg !10
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".135", %"tile.loop.10"] , !dbg !10
  %".122" = add i64 %"k.5", %"lane.9", !dbg !10
  %".123" = icmp ult i64 %".122", %"b.dim0" , !dbg !10
  %".124" = and i1 1, %".123", !dbg !10
  %".125" = mul i64 %"lane.9", %"b.stride0", !dbg !10
  %".126" = add i64 0, %"lane.10", !dbg !10
  %".127" = icmp ult i64 %".126", %"b.dim1" , !dbg !10
  %".128" = and i1 %".124", %".127", !dbg !10
  %".129" = add i64 %".125", %"lane.10", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".129" , !dbg !10
  %".130" = select  i1 %".128", ptr %"b.lane.1", float* %"b.other" , !dbg !10
  %"b.lane.val.1" = load float, ptr %".130", !dbg !10
  %".131" = mul i64 %"lane.9", 4, !dbg !10
  %".132" = add i64 %"lane.10", %".131", !dbg !10
  %".133" = getelementptr float, float* %"tile.tmp.1", i64 %".132" , !dbg !10
  store float %"b.lane.val.1", float* %".133", !dbg !10
  %".135" = add i64 %"lane.10", 1, !dbg !10
  %".136" = icmp ult i64 %".135", 4 , !dbg !10
  br i1 %".136", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".138" = add i64 %"lane.9", 1, !dbg !10
  %".139" = icmp ult i64 %".138", 4 , !dbg !10
  br i1 %".139", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.done.1.if:
  %".186" = mul i64 %".183", %".33", !dbg !10
  %".187" = getelementptr i8, ptr %"a.next", i64 %".186" , !dbg !10
  %".188" = getelementptr i8, ptr %".187", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".188", i32 0, i32 2, i32 1), !dbg !10
  %".190" = getelementptr i8, ptr %".187", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".190", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif", !dbg !10
tile.done.1.endif:
  %".193" = mul i64 %".145", 4, !dbg !10
  %".194" = add i64 %".193", 1, !dbg !10
  %".195" = icmp ult i64 %".194", 4 , !dbg !10
  br i1 %".195", label %"tile.done.1.endif.if", label %"tile.done.1.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.if:
  %".197" = mul i64 %".194", %".33", !dbg !10
  %".198" = getelementptr i8, ptr %"a.next", i64 %".197" , !dbg !10
  %".199" = getelementptr i8, ptr %".198", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".199", i32 0, i32 2, i32 1), !dbg !10
  %".201" = getelementptr i8, ptr %".198", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".201", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif", !dbg !10
tile.done.1.endif.endif:
  %".204" = mul i64 %".145", 4, !dbg !10
  %".205" = add i64 %".204", 2, !dbg !10
  %".206" = icmp ult i64 %".205", 4 , !dbg !10
  br i1 %".206", label %"tile.done.1.endif.endif.if", label %"tile.done.1.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.if:
  %".208" = mul i64 %".205", %".33", !dbg !10
  %".209" = getelementptr i8, ptr %"a.next", i64 %".208" , !dbg !10
  %".210" = getelementptr i8, ptr %".209", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".210", i32 0, i32 2, i32 1), !dbg !10
  %".212" = getelementptr i8, ptr %".209", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".212", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif:
  %".215" = mul i64 %".145", 4, !dbg !10
  %".216" = add i64 %".215", 3, !dbg !10
  %".217" = icmp ult i64 %".216", 4 , !dbg !10
  br i1 %".217", label %"tile.done.1.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.if:
  %".219" = mul i64 %".216", %".33", !dbg !10
  %".220" = getelementptr i8, ptr %"a.next", i64 %".219" , !dbg !10
  %".221" = getelementptr i8, ptr %".220", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".221", i32 0, i32 2, i32 1), !dbg !10
  %".223" = getelementptr i8, ptr %".220", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".223", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif:
  %".226" = mul i64 %".145", 4, !dbg !10
  %".227" = add i64 %".226", 0, !dbg !10
  %".228" = icmp ult i64 %".227", 4 , !dbg !10
  br i1 %".228", label %"tile.done.1.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.if:
  %".230" = mul i64 %".227", %".36", !dbg !10
  %".231" = getelementptr i8, ptr %"b.next", i64 %".230" , !dbg !10
  %".232" = getelementptr i8, ptr %".231", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".232", i32 0, i32 2, i32 1), !dbg !10
  %".234" = getelementptr i8, ptr %".231", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".234", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif:
  %".237" = mul i64 %".145", 4, !dbg !10
  %".238" = add i64 %".237", 1, !dbg !10
  %".239" = icmp ult i64 %".238", 4 , !dbg !10
  br i1 %".239", label %"tile.done.1.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.if:
  %".241" = mul i64 %".238", %".36", !dbg !10
  %".242" = getelementptr i8, ptr %"b.next", i64 %".241" , !dbg !10
  %".243" = getelementptr i8, ptr %".242", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".243", i32 0, i32 2, i32 1), !dbg !10
  %".245" = getelementptr i8, ptr %".242", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".245", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif:
  %".248" = mul i64 %".145", 4, !dbg !10
  %".249" = add i64 %".248", 2, !dbg !10
  %".250" = icmp ult i64 %".249", 4 , !dbg !10
  br i1 %".250", label %"tile.done.1.endif.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.endif.if:
  %".252" = mul i64 %".249", %".36", !dbg !10
  %".253" = getelementptr i8, ptr %"b.next", i64 %".252" , !dbg !10
  %".254" = getelementptr i8, ptr %".253", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".254", i32 0, i32 2, i32 1), !dbg !10
  %".256" = getelementptr i8, ptr %".253", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".256", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif.endif:
  %".259" = mul i64 %".145", 4, !dbg !10
  %".260" = add i64 %".259", 3, !dbg !10
  %".261" = icmp ult i64 %".260", 4 , !dbg !10
  br i1 %".261", label %"tile.done.1.endif.endif.e...if", label %"tile.done.1.endif.endif.e...endif", !dbg !10, !prof !11
tile.done.1.endif.endif.e...if:
  %".263" = mul i64 %".260", %".36", !dbg !10
  %".264" = getelementptr i8, ptr %"b.next", i64 %".263" , !dbg !10
  %".265" = getelementptr i8, ptr %".264", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".265", i32 0, i32 2, i32 1), !dbg !10
  %".267" = getelementptr i8, ptr %".264", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".267", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.e...endif", !dbg !10
tile.done.1.endif.endif.e...endif:
  %".270" = mul i64 0, 4, !dbg !10
  %".271" = add i64 %".270", 0, !dbg !10
  %".272" = add i64 %".271", 0, !dbg !10
  %".273" = getelementptr float, float* %"tile.tmp.1", i64 %".272" , !dbg !10
  %".274" = bitcast float* %".273" to <4 x float>* , !dbg !10
  %".275" = load <4 x float>, <4 x float>* %".274", align 4, !dbg !10
  %".276" = add i64 %".159", 0, !dbg !10
  %".277" = getelementptr float, float* %"tile.tmp", i64 %".276" , !dbg !10
  %".278" = load float, float* %".277", align 4, !dbg !10
  %".279" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".278", i32 0
  %".280" = shufflevector <4 x float> %".279", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".281" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".280", <4 x float> %".275", <4 x float> %".169"), !dbg !10
  %".282" = add i64 %".161", 0, !dbg !10
  %".283" = getelementptr float, float* %"tile.tmp", i64 %".282" , !dbg !10
  %".284" = load float, float* %".283", align 4, !dbg !10
  %".285" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".284", i32 0
  %".286" = shufflevector <4 x float> %".285", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".287" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".286", <4 x float> %".275", <4 x float> %".173"), !dbg !10
  %".288" = add i64 %".163", 0, !dbg !10
  %".289" = getelementptr float, float* %"tile.tmp", i64 %".288" , !dbg !10
  %".290" = load float, float* %".289", align 4, !dbg !10
  %".291" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".290", i32 0
  %".292" = shufflevector <4 x float> %".291", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".293" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".292", <4 x float> %".275", <4 x float> %".177"), !dbg !10
  %".294" = add i64 %".165", 0, !dbg !10
  %".295" = getelementptr float, float* %"tile.tmp", i64 %".294" , !dbg !10
  %".296" = load float, float* %".295", align 4, !dbg !10
  %".297" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".296", i32 0
  %".298" = shufflevector <4 x float> %".297", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".299" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".298", <4 x float> %".275", <4 x float> %".181"), !dbg !10
  %".300" = mul i64 1, 4, !dbg !10
  %".301" = add i64 %".300", 0, !dbg !10
  %".302" = add i64 %".301", 0, !dbg !10
  %".303" = getelementptr float, float* %"tile.tmp.1", i64 %".302" , !dbg !10
  %".304" = bitcast float* %".303" to <4 x float>* , !dbg !10
  %".305" = load <4 x float>, <4 x float>* %".304", align 4, !dbg !10
  %".306" = add i64 %".159", 1, !dbg !10
  %".307" = getelementptr float, float* %"tile.tmp", i64 %".306" , !dbg !10
  %".308" = load float, float* %".307", align 4, !dbg !10
  %".309" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".308", i32 0
  %".310" = shufflevector <4 x float> %".309", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".311" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".310", <4 x float> %".305", <4 x float> %".281"), !dbg !10
  %".312" = add i64 %".161", 1, !dbg !10
  %".313" = getelementptr float, float* %"tile.tmp", i64 %".312" , !dbg !10
  %".314" = load float, float* %".313", align 4, !dbg !10
  %".315" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".314", i32 0
  %".316" = shufflevector <4 x float> %".315", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".317" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".316", <4 x float> %".305", <4 x float> %".287"), !dbg !10
  %".318" = add i64 %".163", 1, !dbg !10
  %".319" = getelementptr float, float* %"tile.tmp", i64 %".318" , !dbg !10
  %".320" = load float, float* %".319", align 4, !dbg !10
  %".321" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".320", i32 0
  %".322" = shufflevector <4 x float> %".321", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".323" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".322", <4 x float> %".305", <4 x float> %".293"), !dbg !10
  %".324" = add i64 %".165", 1, !dbg !10
  %".325" = getelementptr float, float* %"tile.tmp", i64 %".324" , !dbg !10
  %".326" = load float, float* %".325", align 4, !dbg !10
  %".327" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".326", i32 0
  %".328" = shufflevector <4 x float> %".327", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".329" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".328", <4 x float> %".305", <4 x float> %".299"), !dbg !10
  %".330" = mul i64 2, 4, !dbg !10
  %".331" = add i64 %".330", 0, !dbg !10
  %".332" = add i64 %".331", 0, !dbg !10
  %".333" = getelementptr float, float* %"tile.tmp.1", i64 %".332" , !dbg !10
  %".334" = bitcast float* %".333" to <4 x float>* , !dbg !10
  %".335" = load <4 x float>, <4 x float>* %".334", align 4, !dbg !10
  %".336" = add i64 %".159", 2, !dbg !10
  %".337" = getelementptr float, float* %"tile.tmp", i64 %".336" , !dbg !10
  %".338" = load float, float* %".337", align 4, !dbg !10
  %".339" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".338", i32 0
  %".340" = shufflevector <4 x float> %".339", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".341" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".340", <4 x float> %".335", <4 x float> %".311"), !dbg !10
  %".342" = add i64 %".161", 2, !dbg !10
  %".343" = getelementptr float, float* %"tile.tmp", i64 %".342" , !dbg !10
  %".344" = load float, float* %".343", align 4, !dbg !10
  %".345" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".344", i32 0
  %".346" = shufflevector <4 x float> %".345", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".347" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".346", <4 x float> %".335", <4 x float> %".317"), !dbg !10
  %".348" = add i64 %".163", 2, !dbg !10
  %".349" = getelementptr float, float* %"tile.tmp", i64 %".348" , !dbg !10
  %".350" = load float, float* %".349", align 4, !dbg !10
  %".351" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".350", i32 0
  %".352" = shufflevector <4 x float> %".351", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".353" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".352", <4 x float> %".335", <4 x float> %".323"), !dbg !10
  %".354" = add i64 %".165", 2, !dbg !10
  %".355" = getelementptr float, float* %"tile.tmp", i64 %".354" , !dbg !10
  %".356" = load float, float* %".355", align 4, !dbg !10
  %".357" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".356", i32 0
  %".358" = shufflevector <4 x float> %".357", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".359" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".358", <4 x float> %".335", <4 x float> %".329"), !dbg !10
  %".360" = mul i64 3, 4, !dbg !10
  %".361" = add i64 %".360", 0, !dbg !10
  %".362" = add i64 %".361", 0, !dbg !10
  %".363" = getelementptr float, float* %"tile.tmp.1", i64 %".362" , !dbg !10
  %".364" = bitcast float* %".363" to <4 x float>* , !dbg !10
  %".365" = load <4 x float>, <4 x float>* %".364", align 4, !dbg !10
  %".366" = add i64 %".159", 3, !dbg !10
  %".367" = getelementptr float, float* %"tile.tmp", i64 %".366" , !dbg !10
  %".368" = load float, float* %".367", align 4, !dbg !10
  %".369" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".368", i32 0
  %".370" = shufflevector <4 x float> %".369", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".371" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".370", <4 x float> %".365", <4 x float> %".341"), !dbg !10
  %".372" = add i64 %".161", 3, !dbg !10
  %".373" = getelementptr float, float* %"tile.tmp", i64 %".372" , !dbg !10
  %".374" = load float, float* %".373", align 4, !dbg !10
  %".375" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".374", i32 0
  %".376" = shufflevector <4 x float> %".375", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".377" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".376", <4 x float> %".365", <4 x float> %".347"), !dbg !10
  %".378" = add i64 %".163", 3, !dbg !10
  %".379" = getelementptr float, float* %"tile.tmp", i64 %".378" , !dbg !10
  %".380" = load float, float* %".379", align 4, !dbg !10
  %".381" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".380", i32 0
  %".382" = shufflevector <4 x float> %".381", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".383" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".382", <4 x float> %".365", <4 x float> %".353"), !dbg !10
  %".384" = add i64 %".165", 3, !dbg !10
  %".385" = getelementptr float, float* %"tile.tmp", i64 %".384" , !dbg !10
  %".386" = load float, float* %".385", align 4, !dbg !10
  %".387" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".386", i32 0
  %".388" = shufflevector <4 x float> %".387", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".389" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".388", <4 x float> %".365", <4 x float> %".359"), !dbg !10
  %".390" = add i64 %".148", 0, !dbg !10
  %".391" = getelementptr float, float* %"acc", i64 %".390" , !dbg !10
  %".392" = bitcast float* %".391" to <4 x float>* , !dbg !10
  store <4 x float> %".371", <4 x float>* %".392", align 4, !dbg !10
  %".394" = add i64 %".151", 0, !dbg !10
  %".395" = getelementptr float, float* %"acc", i64 %".394" , !dbg !10
  %".396" = bitcast float* %".395" to <4 x float>* , !dbg !10
  store <4 x float> %".377", <4 x float>* %".396", align 4, !dbg !10
  %".398" = add i64 %".154", 0, !dbg !10
  %".399" = getelementptr float, float* %"acc", i64 %".398" , !dbg !10
  %".400" = bitcast float* %".399" to <4 x float>* , !dbg !10
  store <4 x float> %".383", <4 x float>* %".400", align 4, !dbg !10
  %".402" = add i64 %".157", 0, !dbg !10
  %".403" = getelementptr float, float* %"acc", i64 %".402" , !dbg !10
  %".404" = bitcast float* %".403" to <4 x float>* , !dbg !10
  store <4 x float> %".389", <4 x float>* %".404", align 4, !dbg !10
  br label %"for.inc", !dbg !9
for.next:
  %"k.next" = add i64 %".407", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !13
tile.inside.2:
  br label %"tile.loop.11", !dbg !14
tile.masked.2:
  br label %"tile.loop.13", !dbg !14
tile.done.2:
  ret void
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.2"], [%".438", %"tile.end.12"] , !dbg !14
  br label %"tile.loop.12", !dbg !14
tile.end.11:
  br label %"tile.done.2", !dbg !14
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".435", %"tile.loop.12"] , !dbg !14
  %".428" = mul i64 %"lane.11", 4, !dbg !14
  %".429" = add i64 %"lane.12", %".428", !dbg !14
  %".430" = getelementptr float, float* %"acc", i64 %".429" , !dbg !14
  %".431" = load float, float* %".430", !dbg !14
  %".432" = mul i64 %"lane.11", %"c.stride0", !dbg !14
  %".433" = add i64 %".432", %"lane.12", !dbg !14
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".433" , !dbg !14
  store float %".431", ptr %"c.lane", !dbg !14
  %".435" = add i64 %"lane.12", 1, !dbg !14
  %".436" = icmp ult i64 %".435", 4 , !dbg !14
  br i1 %".436", label %"tile.loop.12", label %"tile.end.12", !dbg !14
tile.end.12:
  %".438" = add i64 %"lane.11", 1, !dbg !14
  %".439" = icmp ult i64 %".438", 4 , !dbg !14
  br i1 %".439", label %"tile.loop.11", label %"tile.end.11", !dbg !14
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.2"], [%".461", %"tile.end.14"] , !dbg !14
  br label %"tile.loop.14", !dbg !14
tile.end.13:
  br label %"tile.done.2", !dbg !14
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.loop.13"], [%".458", %"tile.loop.14"] , !dbg !14
  %".444" = mul i64 %"lane.13", 4, !dbg !14
  %".445" = add i64 %"lane.14", %".444", !dbg !14
  %".446" = getelementptr float, float* %"acc", i64 %".445" , !dbg !14
  %".447" = load float, float* %".446", !dbg !14
  %".448" = add i64 %"i.3", %"lane.13", !dbg !14
  %".449" = icmp ult i64 %".448", %"c.dim0" , !dbg !14
  %".450" = and i1 1, %".449", !dbg !14
  %".451" = mul i64 %"lane.13", %"c.stride0", !dbg !14
  %".452" = add i64 0, %"lane.14", !dbg !14
  %".453" = icmp ult i64 %".452", %"c.dim1" , !dbg !14
  %".454" = and i1 %".450", %".453", !dbg !14
  %".455" = add i64 %".451", %"lane.14", !dbg !14
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".455" , !dbg !14
  %".456" = select  i1 %".454", ptr %"c.lane.1", float* %"c.masked" , !dbg !14
  store float %".447", ptr %".456", !dbg !14
  %".458" = add i64 %"lane.14", 1, !dbg !14
  %".459" = icmp ult i64 %".458", 4 , !dbg !14
  br i1 %".459", label %"tile.loop.14", label %"tile.end.14", !dbg !14
tile.end.14:
  %".461" = add i64 %"lane.13", 1, !dbg !14
  %".462" = icmp ult i64 %".461", 4 , !dbg !14
  br i1 %".462", label %"tile.loop.13", label %"tile.end.13", !dbg !14
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
  %"tile.tmp" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"tile.tmp.1" = alloca float, i64 16, align 32
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
  %"tile.tmp.2" = alloca float, i64 16, align 32
  %"tile.tmp.3" = alloca float, i64 16, align 32
  %"a.other.1" = alloca float
  %"tile.tmp.4" = alloca float, i64 16, align 32
  %"b.other.1" = alloca float
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
  %".19" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".19", !dbg !9
  %".21" = icmp sge i64 %"i.3", 0 , !dbg !9
  %".22" = sub i64 %"a.dim0", 4, !dbg !9
  %".23" = icmp sle i64 %"i.3", %".22" , !dbg !9
  %".24" = and i1 %".21", %".23", !dbg !9
  %".25" = and i1 1, %".24", !dbg !9
  %".26" = icmp sge i64 0, 0 , !dbg !9
  %".27" = sub i64 %"a.dim1", 4, !dbg !9
  %".28" = icmp sle i64 0, %".27" , !dbg !9
  %".29" = and i1 %".26", %".28", !dbg !9
  %".30" = and i1 %".25", %".29", !dbg !9
  %".31" = mul i64 %"i.3", %"a.stride0", !dbg !9
  %".32" = add i64 %".31", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".32" , !dbg !9
  br i1 %".30", label %"tile.inside", label %"tile.masked", !dbg !9
mm.staged:
  %"i.4" = load i64, i64* %"i", !dbg !9
  %".280" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".280", !dbg !9
  %".282" = icmp sge i64 %"i.4", 0 , !dbg !9
  %".283" = sub i64 %"a.dim0", 4, !dbg !9
  %".284" = icmp sle i64 %"i.4", %".283" , !dbg !9
  %".285" = and i1 %".282", %".284", !dbg !9
  %".286" = and i1 1, %".285", !dbg !9
  %".287" = icmp sge i64 0, 0 , !dbg !9
  %".288" = sub i64 %"a.dim1", 4, !dbg !9
  %".289" = icmp sle i64 0, %".288" , !dbg !9
  %".290" = and i1 %".287", %".289", !dbg !9
  %".291" = and i1 %".286", %".290", !dbg !9
  %".292" = mul i64 %"i.4", %"a.stride0", !dbg !9
  %".293" = add i64 %".292", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".293" , !dbg !9
  br i1 %".291", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
mm.gm.done:
  ret void
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  %".71" = getelementptr float, float* %"b.other", i64 0 , !dbg !9
  store float              0x0, float* %".71", !dbg !9
  %".73" = icmp sge i64 0, 0 , !dbg !9
  %".74" = sub i64 %"b.dim0", 4, !dbg !9
  %".75" = icmp sle i64 0, %".74" , !dbg !9
  %".76" = and i1 %".73", %".75", !dbg !9
  %".77" = and i1 1, %".76", !dbg !9
  %".78" = icmp sge i64 0, 0 , !dbg !9
  %".79" = sub i64 %"b.dim1", 4, !dbg !9
  %".80" = icmp sle i64 0, %".79" , !dbg !9
  %".81" = and i1 %".78", %".80", !dbg !9
  %".82" = and i1 %".77", %".81", !dbg !9
  %".83" = mul i64 0, %"b.stride0", !dbg !9
  %".84" = add i64 %".83", 0, !dbg !9
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".84" , !dbg !9
  br i1 %".82", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".45", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".42", %"tile.loop.1"] , !dbg !9
  %".36" = mul i64 %"lane", %"a.stride0", !dbg !9
  %".37" = add i64 %".36", %"lane.1", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".37" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".38" = mul i64 %"lane", 4, !dbg !9
  %".39" = add i64 %"lane.1", %".38", !dbg !9
  %".40" = getelementptr float, float* %"tile.tmp", i64 %".39" , !dbg !9
  store float %"a.lane.val", float* %".40", !dbg !9
  %".42" = add i64 %"lane.1", 1, !dbg !9
  %".43" = icmp ult i64 %".42", 4 , !dbg !9
  br i1 %".43", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".45" = add i64 %"lane", 1, !dbg !9
  %".46" = icmp ult i64 %".45", 4 , !dbg !9
  br i1 %".46", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".67", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".64", %"tile.loop.3"] , !dbg !9
  %".51" = add i64 %"i.3", %"lane.2", !dbg !9
  %".52" = icmp ult i64 %".51", %"a.dim0" , !dbg !9
  %".53" = and i1 1, %".52", !dbg !9
  %".54" = mul i64 %"lane.2", %"a.stride0", !dbg !9
  %".55" = add i64 0, %"lane.3", !dbg !9
  %".56" = icmp ult i64 %".55", %"a.dim1" , !dbg !9
  %".57" = and i1 %".53", %".56", !dbg !9
  %".58" = add i64 %".54", %"lane.3", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".58" , !dbg !9
  %".59" = select  i1 %".57", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".59", !dbg !9
  %".60" = mul i64 %"lane.2", 4, !dbg !9
  %".61" = add i64 %"lane.3", %".60", !dbg !9
  %".62" = getelementptr float, float* %"tile.tmp", i64 %".61" , !dbg !9
  store float %"a.lane.val.1", float* %".62", !dbg !9
  %".64" = add i64 %"lane.3", 1, !dbg !9
  %".65" = icmp ult i64 %".64", 4 , !dbg !9
  br i1 %".65", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".67" = add i64 %"lane.2", 1, !dbg !9
  %".68" = icmp ult i64 %".67", 4 , !dbg !9
  br i1 %".68", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  %".123" = mul i64 0, 4, !dbg !9
  %".124" = add i64 0, %".123", !dbg !9
  %".125" = mul i64 0, 1, !dbg !9
  %".126" = add i64 %".125", 0, !dbg !9
  %".127" = add i64 %".124", 0, !dbg !9
  %".128" = mul i64 %".127", %"c.stride0", !dbg !9
  %".129" = add i64 %".128", 0, !dbg !9
  %".130" = add i64 %".124", 1, !dbg !9
  %".131" = mul i64 %".130", %"c.stride0", !dbg !9
  %".132" = add i64 %".131", 0, !dbg !9
  %".133" = add i64 %".124", 2, !dbg !9
  %".134" = mul i64 %".133", %"c.stride0", !dbg !9
  %".135" = add i64 %".134", 0, !dbg !9
  %".136" = add i64 %".124", 3, !dbg !9
  %".137" = mul i64 %".136", %"c.stride0", !dbg !9
  %".138" = add i64 %".137", 0, !dbg !9
  %".139" = add i64 %".124", 0, !dbg !9
  %".140" = mul i64 %".139", 4, !dbg !9
  %".141" = add i64 %".124", 1, !dbg !9
  %".142" = mul i64 %".141", 4, !dbg !9
  %".143" = add i64 %".124", 2, !dbg !9
  %".144" = mul i64 %".143", 4, !dbg !9
  %".145" = add i64 %".124", 3, !dbg !9
  %".146" = mul i64 %".145", 4, !dbg !9
  %".147" = mul i64 0, 4, !dbg !9
  %".148" = add i64 %".147", 0, !dbg !9
  %".149" = add i64 %".148", 0, !dbg !9
  %".150" = getelementptr float, float* %"tile.tmp.1", i64 %".149" , !dbg !9
  %".151" = bitcast float* %".150" to <4 x float>* , !dbg !9
  %".152" = load <4 x float>, <4 x float>* %".151", align 4, !dbg !9
  %".153" = add i64 %".140", 0, !dbg !9
  %".154" = getelementptr float, float* %"tile.tmp", i64 %".153" , !dbg !9
  %".155" = load float, float* %".154", align 4, !dbg !9
  %".156" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".155", i32 0
  %".157" = shufflevector <4 x float> %".156", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".158" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".157", <4 x float> %".152", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".159" = add i64 %".142", 0, !dbg !9
  %".160" = getelementptr float, float* %"tile.tmp", i64 %".159" , !dbg !9
  %".161" = load float, float* %".160", align 4, !dbg !9
  %".162" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".161", i32 0
  %".163" = shufflevector <4 x float> %".162", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".164" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".163", <4 x float> %".152", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".165" = add i64 %".144", 0, !dbg !9
  %".166" = getelementptr float, float* %"tile.tmp", i64 %".165" , !dbg !9
  %".167" = load float, float* %".166", align 4, !dbg !9
  %".168" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".167", i32 0
  %".169" = shufflevector <4 x float> %".168", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".170" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".169", <4 x float> %".152", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".171" = add i64 %".146", 0, !dbg !9
  %".172" = getelementptr float, float* %"tile.tmp", i64 %".171" , !dbg !9
  %".173" = load float, float* %".172", align 4, !dbg !9
  %".174" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".173", i32 0
  %".175" = shufflevector <4 x float> %".174", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".176" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".175", <4 x float> %".152", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".177" = mul i64 1, 4, !dbg !9
  %".178" = add i64 %".177", 0, !dbg !9
  %".179" = add i64 %".178", 0, !dbg !9
  %".180" = getelementptr float, float* %"tile.tmp.1", i64 %".179" , !dbg !9
  %".181" = bitcast float* %".180" to <4 x float>* , !dbg !9
  %".182" = load <4 x float>, <4 x float>* %".181", align 4, !dbg !9
  %".183" = add i64 %".140", 1, !dbg !9
  %".184" = getelementptr float, float* %"tile.tmp", i64 %".183" , !dbg !9
  %".185" = load float, float* %".184", align 4, !dbg !9
  %".186" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".185", i32 0
  %".187" = shufflevector <4 x float> %".186", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".188" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".187", <4 x float> %".182", <4 x float> %".158"), !dbg !9
  %".189" = add i64 %".142", 1, !dbg !9
  %".190" = getelementptr float, float* %"tile.tmp", i64 %".189" , !dbg !9
  %".191" = load float, float* %".190", align 4, !dbg !9
  %".192" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".191", i32 0
  %".193" = shufflevector <4 x float> %".192", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".194" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".193", <4 x float> %".182", <4 x float> %".164"), !dbg !9
  %".195" = add i64 %".144", 1, !dbg !9
  %".196" = getelementptr float, float* %"tile.tmp", i64 %".195" , !dbg !9
  %".197" = load float, float* %".196", align 4, !dbg !9
  %".198" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".197", i32 0
  %".199" = shufflevector <4 x float> %".198", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".200" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".199", <4 x float> %".182", <4 x float> %".170"), !dbg !9
  %".201" = add i64 %".146", 1, !dbg !9
  %".202" = getelementptr float, float* %"tile.tmp", i64 %".201" , !dbg !9
  %".203" = load float, float* %".202", align 4, !dbg !9
  %".204" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".203", i32 0
  %".205" = shufflevector <4 x float> %".204", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".206" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".205", <4 x float> %".182", <4 x float> %".176"), !dbg !9
  %".207" = mul i64 2, 4, !dbg !9
  %".208" = add i64 %".207", 0, !dbg !9
  %".209" = add i64 %".208", 0, !dbg !9
  %".210" = getelementptr float, float* %"tile.tmp.1", i64 %".209" , !dbg !9
  %".211" = bitcast float* %".210" to <4 x float>* , !dbg !9
  %".212" = load <4 x float>, <4 x float>* %".211", align 4, !dbg !9
  %".213" = add i64 %".140", 2, !dbg !9
  %".214" = getelementptr float, float* %"tile.tmp", i64 %".213" , !dbg !9
  %".215" = load float, float* %".214", align 4, !dbg !9
  %".216" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".215", i32 0
  %".217" = shufflevector <4 x float> %".216", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".218" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".217", <4 x float> %".212", <4 x float> %".188"), !dbg !9
  %".219" = add i64 %".142", 2, !dbg !9
  %".220" = getelementptr float, float* %"tile.tmp", i64 %".219" , !dbg !9
  %".221" = load float, float* %".220", align 4, !dbg !9
  %".222" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".221", i32 0
  %".223" = shufflevector <4 x float> %".222", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".224" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".223", <4 x float> %".212", <4 x float> %".194"), !dbg !9
  %".225" = add i64 %".144", 2, !dbg !9
  %".226" = getelementptr float, float* %"tile.tmp", i64 %".225" , !dbg !9
  %".227" = load float, float* %".226", align 4, !dbg !9
  %".228" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".227", i32 0
  %".229" = shufflevector <4 x float> %".228", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".230" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".229", <4 x float> %".212", <4 x float> %".200"), !dbg !9
  %".231" = add i64 %".146", 2, !dbg !9
  %".232" = getelementptr float, float* %"tile.tmp", i64 %".231" , !dbg !9
  %".233" = load float, float* %".232", align 4, !dbg !9
  %".234" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".233", i32 0
  %".235" = shufflevector <4 x float> %".234", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".236" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".235", <4 x float> %".212", <4 x float> %".206"), !dbg !9
  %".237" = mul i64 3, 4, !dbg !9
  %".238" = add i64 %".237", 0, !dbg !9
  %".239" = add i64 %".238", 0, !dbg !9
  %".240" = getelementptr float, float* %"tile.tmp.1", i64 %".239" , !dbg !9
  %".241" = bitcast float* %".240" to <4 x float>* , !dbg !9
  %".242" = load <4 x float>, <4 x float>* %".241", align 4, !dbg !9
  %".243" = add i64 %".140", 3, !dbg !9
  %".244" = getelementptr float, float* %"tile.tmp", i64 %".243" , !dbg !9
  %".245" = load float, float* %".244", align 4, !dbg !9
  %".246" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".245", i32 0
  %".247" = shufflevector <4 x float> %".246", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".248" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".247", <4 x float> %".242", <4 x float> %".218"), !dbg !9
  %".249" = add i64 %".142", 3, !dbg !9
  %".250" = getelementptr float, float* %"tile.tmp", i64 %".249" , !dbg !9
  %".251" = load float, float* %".250", align 4, !dbg !9
  %".252" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".251", i32 0
  %".253" = shufflevector <4 x float> %".252", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".254" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".253", <4 x float> %".242", <4 x float> %".224"), !dbg !9
  %".255" = add i64 %".144", 3, !dbg !9
  %".256" = getelementptr float, float* %"tile.tmp", i64 %".255" , !dbg !9
  %".257" = load float, float* %".256", align 4, !dbg !9
  %".258" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".257", i32 0
  %".259" = shufflevector <4 x float> %".258", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".260" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".259", <4 x float> %".242", <4 x float> %".230"), !dbg !9
  %".261" = add i64 %".146", 3, !dbg !9
  %".262" = getelementptr float, float* %"tile.tmp", i64 %".261" , !dbg !9
  %".263" = load float, float* %".262", align 4, !dbg !9
  %".264" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".263", i32 0
  %".265" = shufflevector <4 x float> %".264", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".266" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".265", <4 x float> %".242", <4 x float> %".236"), !dbg !9
  %".267" = add i64 %".129", 0, !dbg !9
  %".268" = getelementptr float, ptr %"c.result", i64 %".267" , !dbg !9
  store <4 x float> %".248", ptr %".268", align 4, !dbg !9
  %".270" = add i64 %".132", 0, !dbg !9
  %".271" = getelementptr float, ptr %"c.result", i64 %".270" , !dbg !9
  store <4 x float> %".254", ptr %".271", align 4, !dbg !9
  %".273" = add i64 %".135", 0, !dbg !9
  %".274" = getelementptr float, ptr %"c.result", i64 %".273" , !dbg !9
  store <4 x float> %".260", ptr %".274", align 4, !dbg !9
  %".276" = add i64 %".138", 0, !dbg !9
  %".277" = getelementptr float, ptr %"c.result", i64 %".276" , !dbg !9
  store <4 x float> %".266", ptr %".277", align 4, !dbg !9
  br label %"mm.gm.done", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".97", %"tile.end.5"] , !dbg !9
  br label %"tile.loop.5", !dbg !9
tile.end.4:
  br label %"tile.done.1", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".94", %"tile.loop.5"] , !dbg !9
  %".88" = mul i64 %"lane.4", %"b.stride0", !dbg !9
  %".89" = add i64 %".88", %"lane.5", !dbg !9
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".89" , !dbg !9
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !9
  %".90" = mul i64 %"lane.4", 4, !dbg !9
  %".91" = add i64 %"lane.5", %".90", !dbg !9
  %".92" = getelementptr float, float* %"tile.tmp.1", i64 %".91" , !dbg !9
  store float %"b.lane.val", float* %".92", !dbg !9
  %".94" = add i64 %"lane.5", 1, !dbg !9
  %".95" = icmp ult i64 %".94", 4 , !dbg !9
  br i1 %".95", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.end.5:
  %".97" = add i64 %"lane.4", 1, !dbg !9
  %".98" = icmp ult i64 %".97", 4 , !dbg !9
  br i1 %".98", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.1"], [%".119", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.1", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".116", %"tile.loop.7"] , !dbg !9
  %".103" = add i64 0, %"lane.6", !dbg !9
  %".104" = icmp ult i64 %".103", %"b.dim0" , !dbg !9
  %".105" = and i1 1, %".104", !dbg !9
  %".106" = mul i64 %"lane.6", %"b.stride0", !dbg !9
  %".107" = add i64 0, %"lane.7", !dbg !9
  %".108" = icmp ult i64 %".107", %"b.dim1" , !dbg !9
  %".109" = and i1 %".105", %".108", !dbg !9
  %".110" = add i64 %".106", %"lane.7", !dbg !9
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".110" , !dbg !9
  %".111" = select  i1 %".109", ptr %"b.lane.1", float* %"b.other" , !dbg !9
  %"b.lane.val.1" = load float, ptr %".111", !dbg !9
  %".112" = mul i64 %"lane.6", 4, !dbg !9
  %".113" = add i64 %"lane.7", %".112", !dbg !9
  %".114" = getelementptr float, float* %"tile.tmp.1", i64 %".113" , !dbg !9
  store float %"b.lane.val.1", float* %".114", !dbg !9
  %".116" = add i64 %"lane.7", 1, !dbg !9
  %".117" = icmp ult i64 %".116", 4 , !dbg !9
  br i1 %".117", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".119" = add i64 %"lane.6", 1, !dbg !9
  %".120" = icmp ult i64 %".119", 4 , !dbg !9
  br i1 %".120", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.inside.2:
  br label %"tile.loop.8", !dbg !9
tile.masked.2:
  br label %"tile.loop.10", !dbg !9
tile.done.2:
  %".332" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".332", !dbg !9
  %".334" = icmp sge i64 0, 0 , !dbg !9
  %".335" = sub i64 %"b.dim0", 4, !dbg !9
  %".336" = icmp sle i64 0, %".335" , !dbg !9
  %".337" = and i1 %".334", %".336", !dbg !9
  %".338" = and i1 1, %".337", !dbg !9
  %".339" = icmp sge i64 0, 0 , !dbg !9
  %".340" = sub i64 %"b.dim1", 4, !dbg !9
  %".341" = icmp sle i64 0, %".340" , !dbg !9
  %".342" = and i1 %".339", %".341", !dbg !9
  %".343" = and i1 %".338", %".342", !dbg !9
  %".344" = mul i64 0, %"b.stride0", !dbg !9
  %".345" = add i64 %".344", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".345" , !dbg !9
  br i1 %".343", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.2"], [%".306", %"tile.end.9"] , !dbg !9
  br label %"tile.loop.9", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".303", %"tile.loop.9"] , !dbg !9
  %".297" = mul i64 %"lane.8", %"a.stride0", !dbg !9
  %".298" = add i64 %".297", %"lane.9", !dbg !9
  %"a.lane.2" = getelementptr float, ptr %"a.window.1", i64 %".298" , !dbg !9
  %"a.lane.val.2" = load float, ptr %"a.lane.2", !dbg !9
  %".299" = mul i64 %"lane.8", 4, !dbg !9
  %".300" = add i64 %"lane.9", %".299", !dbg !9
  %".301" = getelementptr float, float* %"tile.tmp.3", i64 %".300" , !dbg !9
  store float %"a.lane.val.2", float* %".301", !dbg !9
  %".303" = add i64 %"lane.9", 1, !dbg !9
  %".304" = icmp ult i64 %".303", 4 , !dbg !9
  br i1 %".304", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.end.9:
  %".306" = add i64 %"lane.8", 1, !dbg !9
  %".307" = icmp ult i64 %".306", 4 , !dbg !9
  br i1 %".307", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.2"], [%".328", %"tile.end.11"] , !dbg !9
  br label %"tile.loop.11", !dbg !9
tile.end.10:
  br label %"tile.done.2", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".325", %"tile.loop.11"] , !dbg !9
  %".312" = add i64 %"i.4", %"lane.10", !dbg !9
  %".313" = icmp ult i64 %".312", %"a.dim0" , !dbg !9
  %".314" = and i1 1, %".313", !dbg !9
  %".315" = mul i64 %"lane.10", %"a.stride0", !dbg !9
  %".316" = add i64 0, %"lane.11", !dbg !9
  %".317" = icmp ult i64 %".316", %"a.dim1" , !dbg !9
  %".318" = and i1 %".314", %".317", !dbg !9
  %".319" = add i64 %".315", %"lane.11", !dbg !9
  %"a.lane.3" = getelementptr float, ptr %"a.window.1", i64 %".319" , !dbg !9
  %".320" = select  i1 %".318", ptr %"a.lane.3", float* %"a.other.1" , !dbg !9
  %"a.lane.val.3" = load float, ptr %".320", !dbg !9
  %".321" = mul i64 %"lane.10", 4, !dbg !9
  %".322" = add i64 %"lane.11", %".321", !dbg !9
  %".323" = getelementptr float, float* %"tile.tmp.3", i64 %".322" , !dbg !9
  store float %"a.lane.val.3", float* %".323", !dbg !9
  %".325" = add i64 %"lane.11", 1, !dbg !9
  %".326" = icmp ult i64 %".325", 4 , !dbg !9
  br i1 %".326", label %"tile.loop.11", label %"tile.end.11", !dbg !9
tile.end.11:
  %".328" = add i64 %"lane.10", 1, !dbg !9
  %".329" = icmp ult i64 %".328", 4 , !dbg !9
  br i1 %".329", label %"tile.loop.10", label %"tile.end.10", !dbg !9
tile.inside.3:
  br label %"tile.loop.12", !dbg !9
tile.masked.3:
  br label %"tile.loop.14", !dbg !9
tile.done.3:
  %".384" = mul i64 0, 4, !dbg !9
  %".385" = add i64 0, %".384", !dbg !9
  %".386" = mul i64 0, 1, !dbg !9
  %".387" = add i64 %".386", 0, !dbg !9
  %".388" = add i64 %".385", 0, !dbg !9
  %".389" = mul i64 %".388", 4, !dbg !9
  %".390" = add i64 %".389", 0, !dbg !9
  %".391" = add i64 %".385", 1, !dbg !9
  %".392" = mul i64 %".391", 4, !dbg !9
  %".393" = add i64 %".392", 0, !dbg !9
  %".394" = add i64 %".385", 2, !dbg !9
  %".395" = mul i64 %".394", 4, !dbg !9
  %".396" = add i64 %".395", 0, !dbg !9
  %".397" = add i64 %".385", 3, !dbg !9
  %".398" = mul i64 %".397", 4, !dbg !9
  %".399" = add i64 %".398", 0, !dbg !9
  %".400" = add i64 %".385", 0, !dbg !9
  %".401" = mul i64 %".400", 4, !dbg !9
  %".402" = add i64 %".385", 1, !dbg !9
  %".403" = mul i64 %".402", 4, !dbg !9
  %".404" = add i64 %".385", 2, !dbg !9
  %".405" = mul i64 %".404", 4, !dbg !9
  %".406" = add i64 %".385", 3, !dbg !9
  %".407" = mul i64 %".406", 4, !dbg !9
  %".408" = mul i64 0, 4, !dbg !9
  %".409" = add i64 %".408", 0, !dbg !9
  %".410" = add i64 %".409", 0, !dbg !9
  %".411" = getelementptr float, float* %"tile.tmp.4", i64 %".410" , !dbg !9
  %".412" = bitcast float* %".411" to <4 x float>* , !dbg !9
  %".413" = load <4 x float>, <4 x float>* %".412", align 4, !dbg !9
  %".414" = add i64 %".401", 0, !dbg !9
  %".415" = getelementptr float, float* %"tile.tmp.3", i64 %".414" , !dbg !9
  %".416" = load float, float* %".415", align 4, !dbg !9
  %".417" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".416", i32 0
  %".418" = shufflevector <4 x float> %".417", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".419" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".418", <4 x float> %".413", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".420" = add i64 %".403", 0, !dbg !9
  %".421" = getelementptr float, float* %"tile.tmp.3", i64 %".420" , !dbg !9
  %".422" = load float, float* %".421", align 4, !dbg !9
  %".423" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".422", i32 0
  %".424" = shufflevector <4 x float> %".423", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".425" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".424", <4 x float> %".413", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".426" = add i64 %".405", 0, !dbg !9
  %".427" = getelementptr float, float* %"tile.tmp.3", i64 %".426" , !dbg !9
  %".428" = load float, float* %".427", align 4, !dbg !9
  %".429" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".428", i32 0
  %".430" = shufflevector <4 x float> %".429", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".431" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".430", <4 x float> %".413", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".432" = add i64 %".407", 0, !dbg !9
  %".433" = getelementptr float, float* %"tile.tmp.3", i64 %".432" , !dbg !9
  %".434" = load float, float* %".433", align 4, !dbg !9
  %".435" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".434", i32 0
  %".436" = shufflevector <4 x float> %".435", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".437" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".436", <4 x float> %".413", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".438" = mul i64 1, 4, !dbg !9
  %".439" = add i64 %".438", 0, !dbg !9
  %".440" = add i64 %".439", 0, !dbg !9
  %".441" = getelementptr float, float* %"tile.tmp.4", i64 %".440" , !dbg !9
  %".442" = bitcast float* %".441" to <4 x float>* , !dbg !9
  %".443" = load <4 x float>, <4 x float>* %".442", align 4, !dbg !9
  %".444" = add i64 %".401", 1, !dbg !9
  %".445" = getelementptr float, float* %"tile.tmp.3", i64 %".444" , !dbg !9
  %".446" = load float, float* %".445", align 4, !dbg !9
  %".447" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".446", i32 0
  %".448" = shufflevector <4 x float> %".447", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".449" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".448", <4 x float> %".443", <4 x float> %".419"), !dbg !9
  %".450" = add i64 %".403", 1, !dbg !9
  %".451" = getelementptr float, float* %"tile.tmp.3", i64 %".450" , !dbg !9
  %".452" = load float, float* %".451", align 4, !dbg !9
  %".453" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".452", i32 0
  %".454" = shufflevector <4 x float> %".453", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".455" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".454", <4 x float> %".443", <4 x float> %".425"), !dbg !9
  %".456" = add i64 %".405", 1, !dbg !9
  %".457" = getelementptr float, float* %"tile.tmp.3", i64 %".456" , !dbg !9
  %".458" = load float, float* %".457", align 4, !dbg !9
  %".459" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".458", i32 0
  %".460" = shufflevector <4 x float> %".459", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".461" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".460", <4 x float> %".443", <4 x float> %".431"), !dbg !9
  %".462" = add i64 %".407", 1, !dbg !9
  %".463" = getelementptr float, float* %"tile.tmp.3", i64 %".462" , !dbg !9
  %".464" = load float, float* %".463", align 4, !dbg !9
  %".465" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".464", i32 0
  %".466" = shufflevector <4 x float> %".465", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".467" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".466", <4 x float> %".443", <4 x float> %".437"), !dbg !9
  %".468" = mul i64 2, 4, !dbg !9
  %".469" = add i64 %".468", 0, !dbg !9
  %".470" = add i64 %".469", 0, !dbg !9
  %".471" = getelementptr float, float* %"tile.tmp.4", i64 %".470" , !dbg !9
  %".472" = bitcast float* %".471" to <4 x float>* , !dbg !9
  %".473" = load <4 x float>, <4 x float>* %".472", align 4, !dbg !9
  %".474" = add i64 %".401", 2, !dbg !9
  %".475" = getelementptr float, float* %"tile.tmp.3", i64 %".474" , !dbg !9
  %".476" = load float, float* %".475", align 4, !dbg !9
  %".477" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".476", i32 0
  %".478" = shufflevector <4 x float> %".477", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".479" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".478", <4 x float> %".473", <4 x float> %".449"), !dbg !9
  %".480" = add i64 %".403", 2, !dbg !9
  %".481" = getelementptr float, float* %"tile.tmp.3", i64 %".480" , !dbg !9
  %".482" = load float, float* %".481", align 4, !dbg !9
  %".483" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".482", i32 0
  %".484" = shufflevector <4 x float> %".483", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".485" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".484", <4 x float> %".473", <4 x float> %".455"), !dbg !9
  %".486" = add i64 %".405", 2, !dbg !9
  %".487" = getelementptr float, float* %"tile.tmp.3", i64 %".486" , !dbg !9
  %".488" = load float, float* %".487", align 4, !dbg !9
  %".489" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".488", i32 0
  %".490" = shufflevector <4 x float> %".489", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".491" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".490", <4 x float> %".473", <4 x float> %".461"), !dbg !9
  %".492" = add i64 %".407", 2, !dbg !9
  %".493" = getelementptr float, float* %"tile.tmp.3", i64 %".492" , !dbg !9
  %".494" = load float, float* %".493", align 4, !dbg !9
  %".495" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".494", i32 0
  %".496" = shufflevector <4 x float> %".495", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".497" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".496", <4 x float> %".473", <4 x float> %".467"), !dbg !9
  %".498" = mul i64 3, 4, !dbg !9
  %".499" = add i64 %".498", 0, !dbg !9
  %".500" = add i64 %".499", 0, !dbg !9
  %".501" = getelementptr float, float* %"tile.tmp.4", i64 %".500" , !dbg !9
  %".502" = bitcast float* %".501" to <4 x float>* , !dbg !9
  %".503" = load <4 x float>, <4 x float>* %".502", align 4, !dbg !9
  %".504" = add i64 %".401", 3, !dbg !9
  %".505" = getelementptr float, float* %"tile.tmp.3", i64 %".504" , !dbg !9
  %".506" = load float, float* %".505", align 4, !dbg !9
  %".507" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".506", i32 0
  %".508" = shufflevector <4 x float> %".507", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".509" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".508", <4 x float> %".503", <4 x float> %".479"), !dbg !9
  %".510" = add i64 %".403", 3, !dbg !9
  %".511" = getelementptr float, float* %"tile.tmp.3", i64 %".510" , !dbg !9
  %".512" = load float, float* %".511", align 4, !dbg !9
  %".513" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".512", i32 0
  %".514" = shufflevector <4 x float> %".513", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".515" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".514", <4 x float> %".503", <4 x float> %".485"), !dbg !9
  %".516" = add i64 %".405", 3, !dbg !9
  %".517" = getelementptr float, float* %"tile.tmp.3", i64 %".516" , !dbg !9
  %".518" = load float, float* %".517", align 4, !dbg !9
  %".519" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".518", i32 0
  %".520" = shufflevector <4 x float> %".519", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".521" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".520", <4 x float> %".503", <4 x float> %".491"), !dbg !9
  %".522" = add i64 %".407", 3, !dbg !9
  %".523" = getelementptr float, float* %"tile.tmp.3", i64 %".522" , !dbg !9
  %".524" = load float, float* %".523", align 4, !dbg !9
  %".525" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".524", i32 0
  %".526" = shufflevector <4 x float> %".525", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".527" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".526", <4 x float> %".503", <4 x float> %".497"), !dbg !9
  %".528" = add i64 %".390", 0, !dbg !9
  %".529" = getelementptr float, float* %"tile.tmp.2", i64 %".528" , !dbg !9
  %".530" = bitcast float* %".529" to <4 x float>* , !dbg !9
  store <4 x float> %".509", <4 x float>* %".530", align 4, !dbg !9
  %".532" = add i64 %".393", 0, !dbg !9
  %".533" = getelementptr float, float* %"tile.tmp.2", i64 %".532" , !dbg !9
  %".534" = bitcast float* %".533" to <4 x float>* , !dbg !9
  store <4 x float> %".515", <4 x float>* %".534", align 4, !dbg !9
  %".536" = add i64 %".396", 0, !dbg !9
  %".537" = getelementptr float, float* %"tile.tmp.2", i64 %".536" , !dbg !9
  %".538" = bitcast float* %".537" to <4 x float>* , !dbg !9
  store <4 x float> %".521", <4 x float>* %".538", align 4, !dbg !9
  %".540" = add i64 %".399", 0, !dbg !9
  %".541" = getelementptr float, float* %"tile.tmp.2", i64 %".540" , !dbg !9
  %".542" = bitcast float* %".541" to <4 x float>* , !dbg !9
  store <4 x float> %".527", <4 x float>* %".542", align 4, !dbg !9
  %"i.5" = load i64, i64* %"i", !dbg !9
  %".544" = icmp sge i64 %"i.5", 0 , !dbg !9
  %".545" = sub i64 %"c.dim0", 4, !dbg !9
  %".546" = icmp sle i64 %"i.5", %".545" , !dbg !9
  %".547" = and i1 %".544", %".546", !dbg !9
  %".548" = and i1 1, %".547", !dbg !9
  %".549" = icmp sge i64 0, 0 , !dbg !9
  %".550" = sub i64 %"c.dim1", 4, !dbg !9
  %".551" = icmp sle i64 0, %".550" , !dbg !9
  %".552" = and i1 %".549", %".551", !dbg !9
  %".553" = and i1 %".548", %".552", !dbg !9
  %".554" = mul i64 %"i.5", %"c.stride0", !dbg !9
  %".555" = add i64 %".554", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".555" , !dbg !9
  br i1 %".553", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.inside.3"], [%".358", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.3", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".355", %"tile.loop.13"] , !dbg !9
  %".349" = mul i64 %"lane.12", %"b.stride0", !dbg !9
  %".350" = add i64 %".349", %"lane.13", !dbg !9
  %"b.lane.2" = getelementptr float, ptr %"b.window.1", i64 %".350" , !dbg !9
  %"b.lane.val.2" = load float, ptr %"b.lane.2", !dbg !9
  %".351" = mul i64 %"lane.12", 4, !dbg !9
  %".352" = add i64 %"lane.13", %".351", !dbg !9
  %".353" = getelementptr float, float* %"tile.tmp.4", i64 %".352" , !dbg !9
  store float %"b.lane.val.2", float* %".353", !dbg !9
  %".355" = add i64 %"lane.13", 1, !dbg !9
  %".356" = icmp ult i64 %".355", 4 , !dbg !9
  br i1 %".356", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".358" = add i64 %"lane.12", 1, !dbg !9
  %".359" = icmp ult i64 %".358", 4 , !dbg !9
  br i1 %".359", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.3"], [%".380", %"tile.end.15"] , !dbg !9
  br label %"tile.loop.15", !dbg !9
tile.end.14:
  br label %"tile.done.3", !dbg !9
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".377", %"tile.loop.15"] , !dbg !9
  %".364" = add i64 0, %"lane.14", !dbg !9
  %".365" = icmp ult i64 %".364", %"b.dim0" , !dbg !9
  %".366" = and i1 1, %".365", !dbg !9
  %".367" = mul i64 %"lane.14", %"b.stride0", !dbg !9
  %".368" = add i64 0, %"lane.15", !dbg !9
  %".369" = icmp ult i64 %".368", %"b.dim1" , !dbg !9
  %".370" = and i1 %".366", %".369", !dbg !9
  %".371" = add i64 %".367", %"lane.15", !dbg !9
  %"b.lane.3" = getelementptr float, ptr %"b.window.1", i64 %".371" , !dbg !9
  %".372" = select  i1 %".370", ptr %"b.lane.3", float* %"b.other.1" , !dbg !9
  %"b.lane.val.3" = load float, ptr %".372", !dbg !9
  %".373" = mul i64 %"lane.14", 4, !dbg !9
  %".374" = add i64 %"lane.15", %".373", !dbg !9
  %".375" = getelementptr float, float* %"tile.tmp.4", i64 %".374" , !dbg !9
  store float %"b.lane.val.3", float* %".375", !dbg !9
  %".377" = add i64 %"lane.15", 1, !dbg !9
  %".378" = icmp ult i64 %".377", 4 , !dbg !9
  br i1 %".378", label %"tile.loop.15", label %"tile.end.15", !dbg !9
tile.end.15:
  %".380" = add i64 %"lane.14", 1, !dbg !9
  %".381" = icmp ult i64 %".380", 4 , !dbg !9
  br i1 %".381", label %"tile.loop.14", label %"tile.end.14", !dbg !9
tile.inside.4:
  br label %"tile.loop.16", !dbg !9
tile.masked.4:
  br label %"tile.loop.18", !dbg !9
tile.done.4:
  br label %"mm.gm.done", !dbg !9
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.inside.4"], [%".569", %"tile.end.17"] , !dbg !9
  br label %"tile.loop.17", !dbg !9
tile.end.16:
  br label %"tile.done.4", !dbg !9
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".566", %"tile.loop.17"] , !dbg !9
  %".559" = mul i64 %"lane.16", 4, !dbg !9
  %".560" = add i64 %"lane.17", %".559", !dbg !9
  %".561" = getelementptr float, float* %"tile.tmp.2", i64 %".560" , !dbg !9
  %".562" = load float, float* %".561", !dbg !9
  %".563" = mul i64 %"lane.16", %"c.stride0", !dbg !9
  %".564" = add i64 %".563", %"lane.17", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".564" , !dbg !9
  store float %".562", ptr %"c.lane", !dbg !9
  %".566" = add i64 %"lane.17", 1, !dbg !9
  %".567" = icmp ult i64 %".566", 4 , !dbg !9
  br i1 %".567", label %"tile.loop.17", label %"tile.end.17", !dbg !9
tile.end.17:
  %".569" = add i64 %"lane.16", 1, !dbg !9
  %".570" = icmp ult i64 %".569", 4 , !dbg !9
  br i1 %".570", label %"tile.loop.16", label %"tile.end.16", !dbg !9
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.masked.4"], [%".592", %"tile.end.19"] , !dbg !9
  br label %"tile.loop.19", !dbg !9
tile.end.18:
  br label %"tile.done.4", !dbg !9
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.loop.18"], [%".589", %"tile.loop.19"] , !dbg !9
  %".575" = mul i64 %"lane.18", 4, !dbg !9
  %".576" = add i64 %"lane.19", %".575", !dbg !9
  %".577" = getelementptr float, float* %"tile.tmp.2", i64 %".576" , !dbg !9
  %".578" = load float, float* %".577", !dbg !9
  %".579" = add i64 %"i.5", %"lane.18", !dbg !9
  %".580" = icmp ult i64 %".579", %"c.dim0" , !dbg !9
  %".581" = and i1 1, %".580", !dbg !9
  %".582" = mul i64 %"lane.18", %"c.stride0", !dbg !9
  %".583" = add i64 0, %"lane.19", !dbg !9
  %".584" = icmp ult i64 %".583", %"c.dim1" , !dbg !9
  %".585" = and i1 %".581", %".584", !dbg !9
  %".586" = add i64 %".582", %"lane.19", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".586" , !dbg !9
  %".587" = select  i1 %".585", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".578", ptr %".587", !dbg !9
  %".589" = add i64 %"lane.19", 1, !dbg !9
  %".590" = icmp ult i64 %".589", 4 , !dbg !9
  br i1 %".590", label %"tile.loop.19", label %"tile.end.19", !dbg !9
tile.end.19:
  %".592" = add i64 %"lane.18", 1, !dbg !9
  %".593" = icmp ult i64 %".592", 4 , !dbg !9
  br i1 %".593", label %"tile.loop.18", label %"tile.end.18", !dbg !9
}

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
