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
  %".722" = load i64, i64* %"k.iter", !dbg !9
  %".723" = sub i64 %"a.dim1", %".722", !dbg !9
  %".724" = icmp ugt i64 %".723", 4 , !dbg !9
  br i1 %".724", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.5" = load i64, i64* %"i", !dbg !14
  %".728" = icmp sge i64 %"i.5", 0 , !dbg !14
  %".729" = sub i64 %"c.dim0", 4, !dbg !14
  %".730" = icmp sle i64 %"i.5", %".729" , !dbg !14
  %".731" = and i1 %".728", %".730", !dbg !14
  %".732" = and i1 1, %".731", !dbg !14
  %".733" = icmp sge i64 0, 0 , !dbg !14
  %".734" = sub i64 %"c.dim1", 4, !dbg !14
  %".735" = icmp sle i64 0, %".734" , !dbg !14
  %".736" = and i1 %".733", %".735", !dbg !14
  %".737" = and i1 %".732", %".736", !dbg !14
  %".738" = mul i64 %"i.5", %"c.stride0", !dbg !14
  %".739" = add i64 %".738", 0, !dbg !14
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".739" , !dbg !14
  br i1 %".737", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
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
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".98", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  br label %"tile.done", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".95", %"tile.loop.6"] , !dbg !10
  %".82" = add i64 %"k.6", %"lane.5", !dbg !10
  %".83" = icmp ult i64 %".82", %"b.dim0" , !dbg !10
  %".84" = and i1 1, %".83", !dbg !10
  %".85" = mul i64 %"lane.5", %"b.stride0", !dbg !10
  %".86" = add i64 0, %"lane.6", !dbg !10
  %".87" = icmp ult i64 %".86", %"b.dim1" , !dbg !10
  %".88" = and i1 %".84", %".87", !dbg !10
  %".89" = add i64 %".85", %"lane.6", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".89" , !dbg !10
  %".90" = select  i1 %".88", ptr %"b.lane.1", float* %"b.other" , !dbg !10
  %"b.lane.val.1" = load float, ptr %".90", !dbg !10
  %".91" = mul i64 %"lane.5", 4, !dbg !10
  %".92" = add i64 %"lane.6", %".91", !dbg !10
  %".93" = getelementptr float, float* %"tile.tmp", i64 %".92" , !dbg !10
  store float %"b.lane.val.1", float* %".93", !dbg !10
  %".95" = add i64 %"lane.6", 1, !dbg !10
  %".96" = icmp ult i64 %".95", 4 , !dbg !10
  br i1 %".96", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".98" = add i64 %"lane.5", 1, !dbg !10
  %".99" = icmp ult i64 %".98", 4 , !dbg !10
  br i1 %".99", label %"tile.loop.5", label %"tile.end.5", !dbg !10
mm.a.gm:
  %".103" = mul i64 0, 4, !dbg !10
  %".104" = add i64 0, %".103", !dbg !10
  %".105" = mul i64 0, 1, !dbg !10
  %".106" = add i64 %".105", 0, !dbg !10
  %".107" = add i64 %".104", 0, !dbg !10
  %".108" = mul i64 %".107", 4, !dbg !10
  %".109" = add i64 %".108", 0, !dbg !10
  %".110" = add i64 %".104", 1, !dbg !10
  %".111" = mul i64 %".110", 4, !dbg !10
  %".112" = add i64 %".111", 0, !dbg !10
  %".113" = add i64 %".104", 2, !dbg !10
  %".114" = mul i64 %".113", 4, !dbg !10
  %".115" = add i64 %".114", 0, !dbg !10
  %".116" = add i64 %".104", 3, !dbg !10
  %".117" = mul i64 %".116", 4, !dbg !10
  %".118" = add i64 %".117", 0, !dbg !10
  %".119" = add i64 %".104", 0, !dbg !10
  %".120" = mul i64 %".119", 4, !dbg !10
  %".121" = add i64 %".104", 1, !dbg !10
  %".122" = mul i64 %".121", 4, !dbg !10
  %".123" = add i64 %".104", 2, !dbg !10
  %".124" = mul i64 %".123", 4, !dbg !10
  %".125" = add i64 %".104", 3, !dbg !10
  %".126" = mul i64 %".125", 4, !dbg !10
  %".127" = add i64 %".109", 0, !dbg !10
  %".128" = getelementptr float, float* %"acc", i64 %".127" , !dbg !10
  %".129" = bitcast float* %".128" to <4 x float>* , !dbg !10
  %".130" = load <4 x float>, <4 x float>* %".129", align 4, !dbg !10
  %".131" = add i64 %".112", 0, !dbg !10
  %".132" = getelementptr float, float* %"acc", i64 %".131" , !dbg !10
  %".133" = bitcast float* %".132" to <4 x float>* , !dbg !10
  %".134" = load <4 x float>, <4 x float>* %".133", align 4, !dbg !10
  %".135" = add i64 %".115", 0, !dbg !10
  %".136" = getelementptr float, float* %"acc", i64 %".135" , !dbg !10
  %".137" = bitcast float* %".136" to <4 x float>* , !dbg !10
  %".138" = load <4 x float>, <4 x float>* %".137", align 4, !dbg !10
  %".139" = add i64 %".118", 0, !dbg !10
  %".140" = getelementptr float, float* %"acc", i64 %".139" , !dbg !10
  %".141" = bitcast float* %".140" to <4 x float>* , !dbg !10
  %".142" = load <4 x float>, <4 x float>* %".141", align 4, !dbg !10
  %".143" = mul i64 %".106", 4, !dbg !10
  %".144" = add i64 %".143", 0, !dbg !10
  %".145" = icmp ult i64 %".144", 4 , !dbg !10
  br i1 %".145", label %"mm.a.gm.if", label %"mm.a.gm.endif", !dbg !10, !prof !11
mm.a.staged:
  %"i.4" = load i64, i64* %"i", !dbg !10
  %"k.7" = load i64, i64* %"k", !dbg !10
  %".404" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".404", !dbg !10
  %".406" = icmp sge i64 %"i.4", 0 , !dbg !10
  %".407" = sub i64 %"a.dim0", 4, !dbg !10
  %".408" = icmp sle i64 %"i.4", %".407" , !dbg !10
  %".409" = and i1 %".406", %".408", !dbg !10
  %".410" = and i1 1, %".409", !dbg !10
  %".411" = icmp sge i64 %"k.7", 0 , !dbg !10
  %".412" = sub i64 %"a.dim1", 4, !dbg !10
  %".413" = icmp sle i64 %"k.7", %".412" , !dbg !10
  %".414" = and i1 %".411", %".413", !dbg !10
  %".415" = and i1 %".410", %".414", !dbg !10
  %".416" = mul i64 %"i.4", %"a.stride0", !dbg !10
  %".417" = add i64 %".416", %"k.7", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".417" , !dbg !10
  br i1 %".415", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
mm.a.done:
  br label %"for.inc", !dbg !9
mm.a.gm.if:
  %".147" = mul i64 %".144", %".33", !dbg !10
  %".148" = getelementptr i8, ptr %"a.next", i64 %".147" , !dbg !10
  %".149" = getelementptr i8, ptr %".148", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".149", i32 0, i32 2, i32 1), !dbg !10
  %".151" = getelementptr i8, ptr %".148", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".151", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif", !dbg !10
mm.a.gm.endif:
  %".154" = mul i64 %".106", 4, !dbg !10
  %".155" = add i64 %".154", 1, !dbg !10
  %".156" = icmp ult i64 %".155", 4 , !dbg !10
  br i1 %".156", label %"mm.a.gm.endif.if", label %"mm.a.gm.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.if:
  %".158" = mul i64 %".155", %".33", !dbg !10
  %".159" = getelementptr i8, ptr %"a.next", i64 %".158" , !dbg !10
  %".160" = getelementptr i8, ptr %".159", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".160", i32 0, i32 2, i32 1), !dbg !10
  %".162" = getelementptr i8, ptr %".159", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".162", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif", !dbg !10
mm.a.gm.endif.endif:
  %".165" = mul i64 %".106", 4, !dbg !10
  %".166" = add i64 %".165", 2, !dbg !10
  %".167" = icmp ult i64 %".166", 4 , !dbg !10
  br i1 %".167", label %"mm.a.gm.endif.endif.if", label %"mm.a.gm.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.if:
  %".169" = mul i64 %".166", %".33", !dbg !10
  %".170" = getelementptr i8, ptr %"a.next", i64 %".169" , !dbg !10
  %".171" = getelementptr i8, ptr %".170", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".171", i32 0, i32 2, i32 1), !dbg !10
  %".173" = getelementptr i8, ptr %".170", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".173", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif:
  %".176" = mul i64 %".106", 4, !dbg !10
  %".177" = add i64 %".176", 3, !dbg !10
  %".178" = icmp ult i64 %".177", 4 , !dbg !10
  br i1 %".178", label %"mm.a.gm.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.if:
  %".180" = mul i64 %".177", %".33", !dbg !10
  %".181" = getelementptr i8, ptr %"a.next", i64 %".180" , !dbg !10
  %".182" = getelementptr i8, ptr %".181", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".182", i32 0, i32 2, i32 1), !dbg !10
  %".184" = getelementptr i8, ptr %".181", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".184", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif:
  %".187" = mul i64 %".106", 4, !dbg !10
  %".188" = add i64 %".187", 0, !dbg !10
  %".189" = icmp ult i64 %".188", 4 , !dbg !10
  br i1 %".189", label %"mm.a.gm.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.if:
  %".191" = mul i64 %".188", %".36", !dbg !10
  %".192" = getelementptr i8, ptr %"b.next", i64 %".191" , !dbg !10
  %".193" = getelementptr i8, ptr %".192", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".193", i32 0, i32 2, i32 1), !dbg !10
  %".195" = getelementptr i8, ptr %".192", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".195", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif:
  %".198" = mul i64 %".106", 4, !dbg !10
  %".199" = add i64 %".198", 1, !dbg !10
  %".200" = icmp ult i64 %".199", 4 , !dbg !10
  br i1 %".200", label %"mm.a.gm.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.if:
  %".202" = mul i64 %".199", %".36", !dbg !10
  %".203" = getelementptr i8, ptr %"b.next", i64 %".202" , !dbg !10
  %".204" = getelementptr i8, ptr %".203", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".204", i32 0, i32 2, i32 1), !dbg !10
  %".206" = getelementptr i8, ptr %".203", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".206", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif:
  %".209" = mul i64 %".106", 4, !dbg !10
  %".210" = add i64 %".209", 2, !dbg !10
  %".211" = icmp ult i64 %".210", 4 , !dbg !10
  br i1 %".211", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.if:
  %".213" = mul i64 %".210", %".36", !dbg !10
  %".214" = getelementptr i8, ptr %"b.next", i64 %".213" , !dbg !10
  %".215" = getelementptr i8, ptr %".214", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".215", i32 0, i32 2, i32 1), !dbg !10
  %".217" = getelementptr i8, ptr %".214", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".217", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif:
  %".220" = mul i64 %".106", 4, !dbg !10
  %".221" = add i64 %".220", 3, !dbg !10
  %".222" = icmp ult i64 %".221", 4 , !dbg !10
  br i1 %".222", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if:
  %".224" = mul i64 %".221", %".36", !dbg !10
  %".225" = getelementptr i8, ptr %"b.next", i64 %".224" , !dbg !10
  %".226" = getelementptr i8, ptr %".225", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".226", i32 0, i32 2, i32 1), !dbg !10
  %".228" = getelementptr i8, ptr %".225", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".228", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif:
  %".231" = add i64 %".104", 0, !dbg !10
  %".232" = mul i64 %".231", %"a.stride0", !dbg !10
  %".233" = add i64 %".232", 0, !dbg !10
  %".234" = getelementptr float, ptr %"a.rows", i64 %".233" , !dbg !10
  %".235" = load <4 x float>, ptr %".234", align 4, !dbg !10
  %".236" = add i64 %".120", 0, !dbg !10
  %".237" = getelementptr float, float* %"tile.left", i64 %".236" , !dbg !10
  %".238" = bitcast float* %".237" to <4 x float>* , !dbg !10
  store <4 x float> %".235", <4 x float>* %".238", align 4, !dbg !10
  %".240" = add i64 %".104", 1, !dbg !10
  %".241" = mul i64 %".240", %"a.stride0", !dbg !10
  %".242" = add i64 %".241", 0, !dbg !10
  %".243" = getelementptr float, ptr %"a.rows", i64 %".242" , !dbg !10
  %".244" = load <4 x float>, ptr %".243", align 4, !dbg !10
  %".245" = add i64 %".122", 0, !dbg !10
  %".246" = getelementptr float, float* %"tile.left", i64 %".245" , !dbg !10
  %".247" = bitcast float* %".246" to <4 x float>* , !dbg !10
  store <4 x float> %".244", <4 x float>* %".247", align 4, !dbg !10
  %".249" = add i64 %".104", 2, !dbg !10
  %".250" = mul i64 %".249", %"a.stride0", !dbg !10
  %".251" = add i64 %".250", 0, !dbg !10
  %".252" = getelementptr float, ptr %"a.rows", i64 %".251" , !dbg !10
  %".253" = load <4 x float>, ptr %".252", align 4, !dbg !10
  %".254" = add i64 %".124", 0, !dbg !10
  %".255" = getelementptr float, float* %"tile.left", i64 %".254" , !dbg !10
  %".256" = bitcast float* %".255" to <4 x float>* , !dbg !10
  store <4 x float> %".253", <4 x float>* %".256", align 4, !dbg !10
  %".258" = add i64 %".104", 3, !dbg !10
  %".259" = mul i64 %".258", %"a.stride0", !dbg !10
  %".260" = add i64 %".259", 0, !dbg !10
  %".261" = getelementptr float, ptr %"a.rows", i64 %".260" , !dbg !10
  %".262" = load <4 x float>, ptr %".261", align 4, !dbg !10
  %".263" = add i64 %".126", 0, !dbg !10
  %".264" = getelementptr float, float* %"tile.left", i64 %".263" , !dbg !10
  %".265" = bitcast float* %".264" to <4 x float>* , !dbg !10
  store <4 x float> %".262", <4 x float>* %".265", align 4, !dbg !10
  %".267" = mul i64 0, 4, !dbg !10
  %".268" = add i64 %".267", 0, !dbg !10
  %".269" = add i64 %".268", 0, !dbg !10
  %".270" = getelementptr float, float* %"tile.tmp", i64 %".269" , !dbg !10
  %".271" = bitcast float* %".270" to <4 x float>* , !dbg !10
  %".272" = load <4 x float>, <4 x float>* %".271", align 4, !dbg !10
  %".273" = add i64 %".120", 0, !dbg !10
  %".274" = getelementptr float, float* %"tile.left", i64 %".273" , !dbg !10
  %".275" = load float, float* %".274", align 4, !dbg !10
  %".276" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".275", i32 0
  %".277" = shufflevector <4 x float> %".276", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".278" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".277", <4 x float> %".272", <4 x float> %".130"), !dbg !10
  %".279" = add i64 %".122", 0, !dbg !10
  %".280" = getelementptr float, float* %"tile.left", i64 %".279" , !dbg !10
  %".281" = load float, float* %".280", align 4, !dbg !10
  %".282" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".281", i32 0
  %".283" = shufflevector <4 x float> %".282", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".284" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".283", <4 x float> %".272", <4 x float> %".134"), !dbg !10
  %".285" = add i64 %".124", 0, !dbg !10
  %".286" = getelementptr float, float* %"tile.left", i64 %".285" , !dbg !10
  %".287" = load float, float* %".286", align 4, !dbg !10
  %".288" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".287", i32 0
  %".289" = shufflevector <4 x float> %".288", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".290" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".289", <4 x float> %".272", <4 x float> %".138"), !dbg !10
  %".291" = add i64 %".126", 0, !dbg !10
  %".292" = getelementptr float, float* %"tile.left", i64 %".291" , !dbg !10
  %".293" = load float, float* %".292", align 4, !dbg !10
  %".294" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".293", i32 0
  %".295" = shufflevector <4 x float> %".294", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".296" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".295", <4 x float> %".272", <4 x float> %".142"), !dbg !10
  %".297" = mul i64 1, 4, !dbg !10
  %".298" = add i64 %".297", 0, !dbg !10
  %".299" = add i64 %".298", 0, !dbg !10
  %".300" = getelementptr float, float* %"tile.tmp", i64 %".299" , !dbg !10
  %".301" = bitcast float* %".300" to <4 x float>* , !dbg !10
  %".302" = load <4 x float>, <4 x float>* %".301", align 4, !dbg !10
  %".303" = add i64 %".120", 1, !dbg !10
  %".304" = getelementptr float, float* %"tile.left", i64 %".303" , !dbg !10
  %".305" = load float, float* %".304", align 4, !dbg !10
  %".306" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".305", i32 0
  %".307" = shufflevector <4 x float> %".306", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".308" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".307", <4 x float> %".302", <4 x float> %".278"), !dbg !10
  %".309" = add i64 %".122", 1, !dbg !10
  %".310" = getelementptr float, float* %"tile.left", i64 %".309" , !dbg !10
  %".311" = load float, float* %".310", align 4, !dbg !10
  %".312" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".311", i32 0
  %".313" = shufflevector <4 x float> %".312", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".314" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".313", <4 x float> %".302", <4 x float> %".284"), !dbg !10
  %".315" = add i64 %".124", 1, !dbg !10
  %".316" = getelementptr float, float* %"tile.left", i64 %".315" , !dbg !10
  %".317" = load float, float* %".316", align 4, !dbg !10
  %".318" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".317", i32 0
  %".319" = shufflevector <4 x float> %".318", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".320" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".319", <4 x float> %".302", <4 x float> %".290"), !dbg !10
  %".321" = add i64 %".126", 1, !dbg !10
  %".322" = getelementptr float, float* %"tile.left", i64 %".321" , !dbg !10
  %".323" = load float, float* %".322", align 4, !dbg !10
  %".324" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".323", i32 0
  %".325" = shufflevector <4 x float> %".324", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".326" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".325", <4 x float> %".302", <4 x float> %".296"), !dbg !10
  %".327" = mul i64 2, 4, !dbg !10
  %".328" = add i64 %".327", 0, !dbg !10
  %".329" = add i64 %".328", 0, !dbg !10
  %".330" = getelementptr float, float* %"tile.tmp", i64 %".329" , !dbg !10
  %".331" = bitcast float* %".330" to <4 x float>* , !dbg !10
  %".332" = load <4 x float>, <4 x float>* %".331", align 4, !dbg !10
  %".333" = add i64 %".120", 2, !dbg !10
  %".334" = getelementptr float, float* %"tile.left", i64 %".333" , !dbg !10
  %".335" = load float, float* %".334", align 4, !dbg !10
  %".336" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".335", i32 0
  %".337" = shufflevector <4 x float> %".336", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".338" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".337", <4 x float> %".332", <4 x float> %".308"), !dbg !10
  %".339" = add i64 %".122", 2, !dbg !10
  %".340" = getelementptr float, float* %"tile.left", i64 %".339" , !dbg !10
  %".341" = load float, float* %".340", align 4, !dbg !10
  %".342" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".341", i32 0
  %".343" = shufflevector <4 x float> %".342", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".344" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".343", <4 x float> %".332", <4 x float> %".314"), !dbg !10
  %".345" = add i64 %".124", 2, !dbg !10
  %".346" = getelementptr float, float* %"tile.left", i64 %".345" , !dbg !10
  %".347" = load float, float* %".346", align 4, !dbg !10
  %".348" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".347", i32 0
  %".349" = shufflevector <4 x float> %".348", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".350" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".349", <4 x float> %".332", <4 x float> %".320"), !dbg !10
  %".351" = add i64 %".126", 2, !dbg !10
  %".352" = getelementptr float, float* %"tile.left", i64 %".351" , !dbg !10
  %".353" = load float, float* %".352", align 4, !dbg !10
  %".354" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".353", i32 0
  %".355" = shufflevector <4 x float> %".354", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".356" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".355", <4 x float> %".332", <4 x float> %".326"), !dbg !10
  %".357" = mul i64 3, 4, !dbg !10
  %".358" = add i64 %".357", 0, !dbg !10
  %".359" = add i64 %".358", 0, !dbg !10
  %".360" = getelementptr float, float* %"tile.tmp", i64 %".359" , !dbg !10
  %".361" = bitcast float* %".360" to <4 x float>* , !dbg !10
  %".362" = load <4 x float>, <4 x float>* %".361", align 4, !dbg !10
  %".363" = add i64 %".120", 3, !dbg !10
  %".364" = getelementptr float, float* %"tile.left", i64 %".363" , !dbg !10
  %".365" = load float, float* %".364", align 4, !dbg !10
  %".366" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".365", i32 0
  %".367" = shufflevector <4 x float> %".366", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".368" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".367", <4 x float> %".362", <4 x float> %".338"), !dbg !10
  %".369" = add i64 %".122", 3, !dbg !10
  %".370" = getelementptr float, float* %"tile.left", i64 %".369" , !dbg !10
  %".371" = load float, float* %".370", align 4, !dbg !10
  %".372" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".371", i32 0
  %".373" = shufflevector <4 x float> %".372", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".374" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".373", <4 x float> %".362", <4 x float> %".344"), !dbg !10
  %".375" = add i64 %".124", 3, !dbg !10
  %".376" = getelementptr float, float* %"tile.left", i64 %".375" , !dbg !10
  %".377" = load float, float* %".376", align 4, !dbg !10
  %".378" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".377", i32 0
  %".379" = shufflevector <4 x float> %".378", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".380" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".379", <4 x float> %".362", <4 x float> %".350"), !dbg !10
  %".381" = add i64 %".126", 3, !dbg !10
  %".382" = getelementptr float, float* %"tile.left", i64 %".381" , !dbg !10
  %".383" = load float, float* %".382", align 4, !dbg !10
  %".384" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".383", i32 0
  %".385" = shufflevector <4 x float> %".384", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".386" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".385", <4 x float> %".362", <4 x float> %".356"), !dbg !10
  %".387" = add i64 %".109", 0, !dbg !10
  %".388" = getelementptr float, float* %"acc", i64 %".387" , !dbg !10
  %".389" = bitcast float* %".388" to <4 x float>* , !dbg !10
  store <4 x float> %".368", <4 x float>* %".389", align 4, !dbg !10
  %".391" = add i64 %".112", 0, !dbg !10
  %".392" = getelementptr float, float* %"acc", i64 %".391" , !dbg !10
  %".393" = bitcast float* %".392" to <4 x float>* , !dbg !10
  store <4 x float> %".374", <4 x float>* %".393", align 4, !dbg !10
  %".395" = add i64 %".115", 0, !dbg !10
  %".396" = getelementptr float, float* %"acc", i64 %".395" , !dbg !10
  %".397" = bitcast float* %".396" to <4 x float>* , !dbg !10
  store <4 x float> %".380", <4 x float>* %".397", align 4, !dbg !10
  %".399" = add i64 %".118", 0, !dbg !10
  %".400" = getelementptr float, float* %"acc", i64 %".399" , !dbg !10
  %".401" = bitcast float* %".400" to <4 x float>* , !dbg !10
  store <4 x float> %".386", <4 x float>* %".401", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
tile.inside.1:
  br label %"tile.loop.7", !dbg !10
tile.masked.1:
  br label %"tile.loop.9", !dbg !10
tile.done.1:
  %".456" = mul i64 0, 4, !dbg !10
  %".457" = add i64 0, %".456", !dbg !10
  %".458" = mul i64 0, 1, !dbg !10
  %".459" = add i64 %".458", 0, !dbg !10
  %".460" = add i64 %".457", 0, !dbg !10
  %".461" = mul i64 %".460", 4, !dbg !10
  %".462" = add i64 %".461", 0, !dbg !10
  %".463" = add i64 %".457", 1, !dbg !10
  %".464" = mul i64 %".463", 4, !dbg !10
  %".465" = add i64 %".464", 0, !dbg !10
  %".466" = add i64 %".457", 2, !dbg !10
  %".467" = mul i64 %".466", 4, !dbg !10
  %".468" = add i64 %".467", 0, !dbg !10
  %".469" = add i64 %".457", 3, !dbg !10
  %".470" = mul i64 %".469", 4, !dbg !10
  %".471" = add i64 %".470", 0, !dbg !10
  %".472" = add i64 %".457", 0, !dbg !10
  %".473" = mul i64 %".472", 4, !dbg !10
  %".474" = add i64 %".457", 1, !dbg !10
  %".475" = mul i64 %".474", 4, !dbg !10
  %".476" = add i64 %".457", 2, !dbg !10
  %".477" = mul i64 %".476", 4, !dbg !10
  %".478" = add i64 %".457", 3, !dbg !10
  %".479" = mul i64 %".478", 4, !dbg !10
  %".480" = add i64 %".462", 0, !dbg !10
  %".481" = getelementptr float, float* %"acc", i64 %".480" , !dbg !10
  %".482" = bitcast float* %".481" to <4 x float>* , !dbg !10
  %".483" = load <4 x float>, <4 x float>* %".482", align 4, !dbg !10
  %".484" = add i64 %".465", 0, !dbg !10
  %".485" = getelementptr float, float* %"acc", i64 %".484" , !dbg !10
  %".486" = bitcast float* %".485" to <4 x float>* , !dbg !10
  %".487" = load <4 x float>, <4 x float>* %".486", align 4, !dbg !10
  %".488" = add i64 %".468", 0, !dbg !10
  %".489" = getelementptr float, float* %"acc", i64 %".488" , !dbg !10
  %".490" = bitcast float* %".489" to <4 x float>* , !dbg !10
  %".491" = load <4 x float>, <4 x float>* %".490", align 4, !dbg !10
  %".492" = add i64 %".471", 0, !dbg !10
  %".493" = getelementptr float, float* %"acc", i64 %".492" , !dbg !10
  %".494" = bitcast float* %".493" to <4 x float>* , !dbg !10
  %".495" = load <4 x float>, <4 x float>* %".494", align 4, !dbg !10
  %".496" = mul i64 %".459", 4, !dbg !10
  %".497" = add i64 %".496", 0, !dbg !10
  %".498" = icmp ult i64 %".497", 4 , !dbg !10
  br i1 %".498", label %"tile.done.1.if", label %"tile.done.1.endif", !dbg !10, !prof !11
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.1"], [%".430", %"tile.end.8"] , !dbg !10
  br label %"tile.loop.8", !dbg !10
tile.end.7:
  br label %"tile.done.1", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".427", %"tile.loop.8"] , !dbg !10
  %".421" = mul i64 %"lane.7", %"a.stride0", !dbg !10
  %".422" = add i64 %".421", %"lane.8", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".422" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".423" = mul i64 %"lane.7", 4, !dbg !10
  %".424" = add i64 %"lane.8", %".423", !dbg !10
  %".425" = getelementptr float, float* %"tile.left", i64 %".424" , !dbg !10
  store float %"a.lane.val", float* %".425", !dbg !10
  %".427" = add i64 %"lane.8", 1, !dbg !10
  %".428" = icmp ult i64 %".427", 4 , !dbg !10
  br i1 %".428", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.end.8:
  %".430" = add i64 %"lane.7", 1, !dbg !10
  %".431" = icmp ult i64 %".430", 4 , !dbg !10
  br i1 %".431", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.1"], [%".452", %"tile.end.10"] , !dbg !10
  br label %"tile.loop.10", !dbg !10
tile.end.9:
  br label %"tile.done.1", !dbg !10
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".449", %"tile.loop.10"] , !dbg !10
  %".436" = add i64 %"i.4", %"lane.9", !dbg !10
  %".437" = icmp ult i64 %".436", %"a.dim0" , !dbg !10
  %".438" = and i1 1, %".437", !dbg !10
  %".439" = mul i64 %"lane.9", %"a.stride0", !dbg !10
  %".440" = add i64 %"k.7", %"lane.10", !dbg !10
  %".441" = icmp ult i64 %".440", %"a.dim1" , !dbg !10
  %".442" = and i1 %".438", %".441", !dbg !10
  %".443" = add i64 %".439", %"lane.10", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".443" , !dbg !10
  %".444" = select  i1 %".442", ptr %"a.lane.1", float* %"a.other" , !dbg !10
  %"a.lane.val.1" = load float, ptr %".444", !dbg !10
  %".445" = mul i64 %"lane.9", 4, !dbg !10
  %".446" = add i64 %"lane.10", %".445", !dbg !10
  %".447" = getelementptr float, float* %"tile.left", i64 %".446" , !dbg !10
  store float %"a.lane.val.1", float* %".447", !dbg !10
  %".449" = add i64 %"lane.10", 1, !dbg !10
  %".450" = icmp ult i64 %".449", 4 , !dbg !10
  br i1 %".450", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".452" = add i64 %"lane.9", 1, !dbg !10
  %".453" = icmp ult i64 %".452", 4 , !dbg !10
  br i1 %".453", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.done.1.if:
  %".500" = mul i64 %".497", %".33", !dbg !10
  %".501" = getelementptr i8, ptr %"a.next", i64 %".500" , !dbg !10
  %".502" = getelementptr i8, ptr %".501", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".502", i32 0, i32 2, i32 1), !dbg !10
  %".504" = getelementptr i8, ptr %".501", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".504", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif", !dbg !10
tile.done.1.endif:
  %".507" = mul i64 %".459", 4, !dbg !10
  %".508" = add i64 %".507", 1, !dbg !10
  %".509" = icmp ult i64 %".508", 4 , !dbg !10
  br i1 %".509", label %"tile.done.1.endif.if", label %"tile.done.1.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.if:
  %".511" = mul i64 %".508", %".33", !dbg !10
  %".512" = getelementptr i8, ptr %"a.next", i64 %".511" , !dbg !10
  %".513" = getelementptr i8, ptr %".512", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".513", i32 0, i32 2, i32 1), !dbg !10
  %".515" = getelementptr i8, ptr %".512", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".515", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif", !dbg !10
tile.done.1.endif.endif:
  %".518" = mul i64 %".459", 4, !dbg !10
  %".519" = add i64 %".518", 2, !dbg !10
  %".520" = icmp ult i64 %".519", 4 , !dbg !10
  br i1 %".520", label %"tile.done.1.endif.endif.if", label %"tile.done.1.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.if:
  %".522" = mul i64 %".519", %".33", !dbg !10
  %".523" = getelementptr i8, ptr %"a.next", i64 %".522" , !dbg !10
  %".524" = getelementptr i8, ptr %".523", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".524", i32 0, i32 2, i32 1), !dbg !10
  %".526" = getelementptr i8, ptr %".523", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".526", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif:
  %".529" = mul i64 %".459", 4, !dbg !10
  %".530" = add i64 %".529", 3, !dbg !10
  %".531" = icmp ult i64 %".530", 4 , !dbg !10
  br i1 %".531", label %"tile.done.1.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.if:
  %".533" = mul i64 %".530", %".33", !dbg !10
  %".534" = getelementptr i8, ptr %"a.next", i64 %".533" , !dbg !10
  %".535" = getelementptr i8, ptr %".534", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".535", i32 0, i32 2, i32 1), !dbg !10
  %".537" = getelementptr i8, ptr %".534", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".537", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif:
  %".540" = mul i64 %".459", 4, !dbg !10
  %".541" = add i64 %".540", 0, !dbg !10
  %".542" = icmp ult i64 %".541", 4 , !dbg !10
  br i1 %".542", label %"tile.done.1.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.if:
  %".544" = mul i64 %".541", %".36", !dbg !10
  %".545" = getelementptr i8, ptr %"b.next", i64 %".544" , !dbg !10
  %".546" = getelementptr i8, ptr %".545", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".546", i32 0, i32 2, i32 1), !dbg !10
  %".548" = getelementptr i8, ptr %".545", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".548", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif:
  %".551" = mul i64 %".459", 4, !dbg !10
  %".552" = add i64 %".551", 1, !dbg !10
  %".553" = icmp ult i64 %".552", 4 , !dbg !10
  br i1 %".553", label %"tile.done.1.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.if:
  %".555" = mul i64 %".552", %".36", !dbg !10
  %".556" = getelementptr i8, ptr %"b.next", i64 %".555" , !dbg !10
  %".557" = getelementptr i8, ptr %".556", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".557", i32 0, i32 2, i32 1), !dbg !10
  %".559" = getelementptr i8, ptr %".556", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".559", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif:
  %".562" = mul i64 %".459", 4, !dbg !10
  %".563" = add i64 %".562", 2, !dbg !10
  %".564" = icmp ult i64 %".563", 4 , !dbg !10
  br i1 %".564", label %"tile.done.1.endif.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.endif.if:
  %".566" = mul i64 %".563", %".36", !dbg !10
  %".567" = getelementptr i8, ptr %"b.next", i64 %".566" , !dbg !10
  %".568" = getelementptr i8, ptr %".567", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".568", i32 0, i32 2, i32 1), !dbg !10
  %".570" = getelementptr i8, ptr %".567", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".570", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif.endif:
  %".573" = mul i64 %".459", 4, !dbg !10
  %".574" = add i64 %".573", 3, !dbg !10
  %".575" = icmp ult i64 %".574", 4 , !dbg !10
  br i1 %".575", label %"tile.done.1.endif.endif.e...if", label %"tile.done.1.endif.endif.e...endif", !dbg !10, !prof !11
tile.done.1.endif.endif.e...if:
  %".577" = mul i64 %".574", %".36", !dbg !10
  %".578" = getelementptr i8, ptr %"b.next", i64 %".577" , !dbg !10
  %".579" = getelementptr i8, ptr %".578", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".579", i32 0, i32 2, i32 1), !dbg !10
  %".581" = getelementptr i8, ptr %".578", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".581", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.e...endif", !dbg !10
tile.done.1.endif.endif.e...endif:
  %".584" = mul i64 0, 4, !dbg !10
  %".585" = add i64 %".584", 0, !dbg !10
  %".586" = add i64 %".585", 0, !dbg !10
  %".587" = getelementptr float, float* %"tile.tmp", i64 %".586" , !dbg !10
  %".588" = bitcast float* %".587" to <4 x float>* , !dbg !10
  %".589" = load <4 x float>, <4 x float>* %".588", align 4, !dbg !10
  %".590" = add i64 %".473", 0, !dbg !10
  %".591" = getelementptr float, float* %"tile.left", i64 %".590" , !dbg !10
  %".592" = load float, float* %".591", align 4, !dbg !10
  %".593" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".592", i32 0
  %".594" = shufflevector <4 x float> %".593", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".595" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".594", <4 x float> %".589", <4 x float> %".483"), !dbg !10
  %".596" = add i64 %".475", 0, !dbg !10
  %".597" = getelementptr float, float* %"tile.left", i64 %".596" , !dbg !10
  %".598" = load float, float* %".597", align 4, !dbg !10
  %".599" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".598", i32 0
  %".600" = shufflevector <4 x float> %".599", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".601" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".600", <4 x float> %".589", <4 x float> %".487"), !dbg !10
  %".602" = add i64 %".477", 0, !dbg !10
  %".603" = getelementptr float, float* %"tile.left", i64 %".602" , !dbg !10
  %".604" = load float, float* %".603", align 4, !dbg !10
  %".605" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".604", i32 0
  %".606" = shufflevector <4 x float> %".605", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".607" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".606", <4 x float> %".589", <4 x float> %".491"), !dbg !10
  %".608" = add i64 %".479", 0, !dbg !10
  %".609" = getelementptr float, float* %"tile.left", i64 %".608" , !dbg !10
  %".610" = load float, float* %".609", align 4, !dbg !10
  %".611" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".610", i32 0
  %".612" = shufflevector <4 x float> %".611", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".613" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".612", <4 x float> %".589", <4 x float> %".495"), !dbg !10
  %".614" = mul i64 1, 4, !dbg !10
  %".615" = add i64 %".614", 0, !dbg !10
  %".616" = add i64 %".615", 0, !dbg !10
  %".617" = getelementptr float, float* %"tile.tmp", i64 %".616" , !dbg !10
  %".618" = bitcast float* %".617" to <4 x float>* , !dbg !10
  %".619" = load <4 x float>, <4 x float>* %".618", align 4, !dbg !10
  %".620" = add i64 %".473", 1, !dbg !10
  %".621" = getelementptr float, float* %"tile.left", i64 %".620" , !dbg !10
  %".622" = load float, float* %".621", align 4, !dbg !10
  %".623" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".622", i32 0
  %".624" = shufflevector <4 x float> %".623", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".625" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".624", <4 x float> %".619", <4 x float> %".595"), !dbg !10
  %".626" = add i64 %".475", 1, !dbg !10
  %".627" = getelementptr float, float* %"tile.left", i64 %".626" , !dbg !10
  %".628" = load float, float* %".627", align 4, !dbg !10
  %".629" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".628", i32 0
  %".630" = shufflevector <4 x float> %".629", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".631" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".630", <4 x float> %".619", <4 x float> %".601"), !dbg !10
  %".632" = add i64 %".477", 1, !dbg !10
  %".633" = getelementptr float, float* %"tile.left", i64 %".632" , !dbg !10
  %".634" = load float, float* %".633", align 4, !dbg !10
  %".635" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".634", i32 0
  %".636" = shufflevector <4 x float> %".635", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".637" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".636", <4 x float> %".619", <4 x float> %".607"), !dbg !10
  %".638" = add i64 %".479", 1, !dbg !10
  %".639" = getelementptr float, float* %"tile.left", i64 %".638" , !dbg !10
  %".640" = load float, float* %".639", align 4, !dbg !10
  %".641" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".640", i32 0
  %".642" = shufflevector <4 x float> %".641", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".643" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".642", <4 x float> %".619", <4 x float> %".613"), !dbg !10
  %".644" = mul i64 2, 4, !dbg !10
  %".645" = add i64 %".644", 0, !dbg !10
  %".646" = add i64 %".645", 0, !dbg !10
  %".647" = getelementptr float, float* %"tile.tmp", i64 %".646" , !dbg !10
  %".648" = bitcast float* %".647" to <4 x float>* , !dbg !10
  %".649" = load <4 x float>, <4 x float>* %".648", align 4, !dbg !10
  %".650" = add i64 %".473", 2, !dbg !10
  %".651" = getelementptr float, float* %"tile.left", i64 %".650" , !dbg !10
  %".652" = load float, float* %".651", align 4, !dbg !10
  %".653" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".652", i32 0
  %".654" = shufflevector <4 x float> %".653", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".655" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".654", <4 x float> %".649", <4 x float> %".625"), !dbg !10
  %".656" = add i64 %".475", 2, !dbg !10
  %".657" = getelementptr float, float* %"tile.left", i64 %".656" , !dbg !10
  %".658" = load float, float* %".657", align 4, !dbg !10
  %".659" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".658", i32 0
  %".660" = shufflevector <4 x float> %".659", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".661" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".660", <4 x float> %".649", <4 x float> %".631"), !dbg !10
  %".662" = add i64 %".477", 2, !dbg !10
  %".663" = getelementptr float, float* %"tile.left", i64 %".662" , !dbg !10
  %".664" = load float, float* %".663", align 4, !dbg !10
  %".665" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".664", i32 0
  %".666" = shufflevector <4 x float> %".665", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".667" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".666", <4 x float> %".649", <4 x float> %".637"), !dbg !10
  %".668" = add i64 %".479", 2, !dbg !10
  %".669" = getelementptr float, float* %"tile.left", i64 %".668" , !dbg !10
  %".670" = load float, float* %".669", align 4, !dbg !10
  %".671" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".670", i32 0
  %".672" = shufflevector <4 x float> %".671", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".673" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".672", <4 x float> %".649", <4 x float> %".643"), !dbg !10
  %".674" = mul i64 3, 4, !dbg !10
  %".675" = add i64 %".674", 0, !dbg !10
  %".676" = add i64 %".675", 0, !dbg !10
  %".677" = getelementptr float, float* %"tile.tmp", i64 %".676" , !dbg !10
  %".678" = bitcast float* %".677" to <4 x float>* , !dbg !10
  %".679" = load <4 x float>, <4 x float>* %".678", align 4, !dbg !10
  %".680" = add i64 %".473", 3, !dbg !10
  %".681" = getelementptr float, float* %"tile.left", i64 %".680" , !dbg !10
  %".682" = load float, float* %".681", align 4, !dbg !10
  %".683" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".682", i32 0
  %".684" = shufflevector <4 x float> %".683", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".685" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".684", <4 x float> %".679", <4 x float> %".655"), !dbg !10
  %".686" = add i64 %".475", 3, !dbg !10
  %".687" = getelementptr float, float* %"tile.left", i64 %".686" , !dbg !10
  %".688" = load float, float* %".687", align 4, !dbg !10
  %".689" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".688", i32 0
  %".690" = shufflevector <4 x float> %".689", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".691" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".690", <4 x float> %".679", <4 x float> %".661"), !dbg !10
  %".692" = add i64 %".477", 3, !dbg !10
  %".693" = getelementptr float, float* %"tile.left", i64 %".692" , !dbg !10
  %".694" = load float, float* %".693", align 4, !dbg !10
  %".695" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".694", i32 0
  %".696" = shufflevector <4 x float> %".695", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".697" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".696", <4 x float> %".679", <4 x float> %".667"), !dbg !10
  %".698" = add i64 %".479", 3, !dbg !10
  %".699" = getelementptr float, float* %"tile.left", i64 %".698" , !dbg !10
  %".700" = load float, float* %".699", align 4, !dbg !10
  %".701" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".700", i32 0
  %".702" = shufflevector <4 x float> %".701", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".703" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".702", <4 x float> %".679", <4 x float> %".673"), !dbg !10
  %".704" = add i64 %".462", 0, !dbg !10
  %".705" = getelementptr float, float* %"acc", i64 %".704" , !dbg !10
  %".706" = bitcast float* %".705" to <4 x float>* , !dbg !10
  store <4 x float> %".685", <4 x float>* %".706", align 4, !dbg !10
  %".708" = add i64 %".465", 0, !dbg !10
  %".709" = getelementptr float, float* %"acc", i64 %".708" , !dbg !10
  %".710" = bitcast float* %".709" to <4 x float>* , !dbg !10
  store <4 x float> %".691", <4 x float>* %".710", align 4, !dbg !10
  %".712" = add i64 %".468", 0, !dbg !10
  %".713" = getelementptr float, float* %"acc", i64 %".712" , !dbg !10
  %".714" = bitcast float* %".713" to <4 x float>* , !dbg !10
  store <4 x float> %".697", <4 x float>* %".714", align 4, !dbg !10
  %".716" = add i64 %".471", 0, !dbg !10
  %".717" = getelementptr float, float* %"acc", i64 %".716" , !dbg !10
  %".718" = bitcast float* %".717" to <4 x float>* , !dbg !10
  store <4 x float> %".703", <4 x float>* %".718", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
for.next:
  %"k.next" = add i64 %".722", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !13
tile.inside.2:
  br label %"tile.loop.11", !dbg !14
tile.masked.2:
  br label %"tile.loop.13", !dbg !14
tile.done.2:
  ret void
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.2"], [%".753", %"tile.end.12"] , !dbg !14
  br label %"tile.loop.12", !dbg !14
tile.end.11:
  br label %"tile.done.2", !dbg !14
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".750", %"tile.loop.12"] , !dbg !14
  %".743" = mul i64 %"lane.11", 4, !dbg !14
  %".744" = add i64 %"lane.12", %".743", !dbg !14
  %".745" = getelementptr float, float* %"acc", i64 %".744" , !dbg !14
  %".746" = load float, float* %".745", !dbg !14
  %".747" = mul i64 %"lane.11", %"c.stride0", !dbg !14
  %".748" = add i64 %".747", %"lane.12", !dbg !14
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".748" , !dbg !14
  store float %".746", ptr %"c.lane", !dbg !14
  %".750" = add i64 %"lane.12", 1, !dbg !14
  %".751" = icmp ult i64 %".750", 4 , !dbg !14
  br i1 %".751", label %"tile.loop.12", label %"tile.end.12", !dbg !14
tile.end.12:
  %".753" = add i64 %"lane.11", 1, !dbg !14
  %".754" = icmp ult i64 %".753", 4 , !dbg !14
  br i1 %".754", label %"tile.loop.11", label %"tile.end.11", !dbg !14
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.2"], [%".776", %"tile.end.14"] , !dbg !14
  br label %"tile.loop.14", !dbg !14
tile.end.13:
  br label %"tile.done.2", !dbg !14
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.loop.13"], [%".773", %"tile.loop.14"] , !dbg !14
  %".759" = mul i64 %"lane.13", 4, !dbg !14
  %".760" = add i64 %"lane.14", %".759", !dbg !14
  %".761" = getelementptr float, float* %"acc", i64 %".760" , !dbg !14
  %".762" = load float, float* %".761", !dbg !14
  %".763" = add i64 %"i.5", %"lane.13", !dbg !14
  %".764" = icmp ult i64 %".763", %"c.dim0" , !dbg !14
  %".765" = and i1 1, %".764", !dbg !14
  %".766" = mul i64 %"lane.13", %"c.stride0", !dbg !14
  %".767" = add i64 0, %"lane.14", !dbg !14
  %".768" = icmp ult i64 %".767", %"c.dim1" , !dbg !14
  %".769" = and i1 %".765", %".768", !dbg !14
  %".770" = add i64 %".766", %"lane.14", !dbg !14
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".770" , !dbg !14
  %".771" = select  i1 %".769", ptr %"c.lane.1", float* %"c.masked" , !dbg !14
  store float %".762", ptr %".771", !dbg !14
  %".773" = add i64 %"lane.14", 1, !dbg !14
  %".774" = icmp ult i64 %".773", 4 , !dbg !14
  br i1 %".774", label %"tile.loop.14", label %"tile.end.14", !dbg !14
tile.end.14:
  %".776" = add i64 %"lane.13", 1, !dbg !14
  %".777" = icmp ult i64 %".776", 4 , !dbg !14
  br i1 %".777", label %"tile.loop.13", label %"tile.end.13", !dbg !14
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
  %".501" = mul i64 %"i.6", %"a.stride0", !dbg !9
  %".502" = add i64 %".501", 0, !dbg !9
  %"a.rows.1" = getelementptr float, ptr %"a.base", i64 %".502" , !dbg !9
  %".503" = icmp sge i64 %"i.6", 0 , !dbg !9
  %".504" = sub i64 %"a.dim0", 4, !dbg !9
  %".505" = icmp sle i64 %"i.6", %".504" , !dbg !9
  %".506" = and i1 %".503", %".505", !dbg !9
  %".507" = and i1 1, %".506", !dbg !9
  %".508" = icmp sge i64 0, 0 , !dbg !9
  %".509" = sub i64 %"a.dim1", 4, !dbg !9
  %".510" = icmp sle i64 0, %".509" , !dbg !9
  %".511" = and i1 %".508", %".510", !dbg !9
  %".512" = and i1 %".507", %".511", !dbg !9
  %".513" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".513", !dbg !9
  %".515" = icmp sge i64 0, 0 , !dbg !9
  %".516" = sub i64 %"b.dim0", 4, !dbg !9
  %".517" = icmp sle i64 0, %".516" , !dbg !9
  %".518" = and i1 %".515", %".517", !dbg !9
  %".519" = and i1 1, %".518", !dbg !9
  %".520" = icmp sge i64 0, 0 , !dbg !9
  %".521" = sub i64 %"b.dim1", 4, !dbg !9
  %".522" = icmp sle i64 0, %".521" , !dbg !9
  %".523" = and i1 %".520", %".522", !dbg !9
  %".524" = and i1 %".519", %".523", !dbg !9
  %".525" = mul i64 0, %"b.stride0", !dbg !9
  %".526" = add i64 %".525", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".526" , !dbg !9
  br i1 %".524", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
mm.gm.done:
  ret void
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  %".83" = ptrtoint ptr %"a.rows" to i64 , !dbg !9
  %".84" = mul i64 3, %"a.stride0", !dbg !9
  %".85" = add i64 %".84", 4, !dbg !9
  %".86" = mul i64 %".85", 4, !dbg !9
  %".87" = add i64 %".83", %".86", !dbg !9
  %".88" = ptrtoint ptr %"c.result" to i64 , !dbg !9
  %".89" = mul i64 3, %"c.stride0", !dbg !9
  %".90" = add i64 %".89", 4, !dbg !9
  %".91" = mul i64 %".90", 4, !dbg !9
  %".92" = add i64 %".88", %".91", !dbg !9
  %".93" = icmp ule i64 %".87", %".88" , !dbg !9
  %".94" = icmp ule i64 %".92", %".83" , !dbg !9
  %".95" = or i1 %".93", %".94", !dbg !9
  %".96" = and i1 %".30", %".95", !dbg !9
  br i1 %".96", label %"mm.a.gm", label %"mm.a.staged", !dbg !9
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
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".79", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".76", %"tile.loop.3"] , !dbg !9
  %".63" = add i64 0, %"lane.2", !dbg !9
  %".64" = icmp ult i64 %".63", %"b.dim0" , !dbg !9
  %".65" = and i1 1, %".64", !dbg !9
  %".66" = mul i64 %"lane.2", %"b.stride0", !dbg !9
  %".67" = add i64 0, %"lane.3", !dbg !9
  %".68" = icmp ult i64 %".67", %"b.dim1" , !dbg !9
  %".69" = and i1 %".65", %".68", !dbg !9
  %".70" = add i64 %".66", %"lane.3", !dbg !9
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".70" , !dbg !9
  %".71" = select  i1 %".69", ptr %"b.lane.1", float* %"b.other" , !dbg !9
  %"b.lane.val.1" = load float, ptr %".71", !dbg !9
  %".72" = mul i64 %"lane.2", 4, !dbg !9
  %".73" = add i64 %"lane.3", %".72", !dbg !9
  %".74" = getelementptr float, float* %"tile.tmp", i64 %".73" , !dbg !9
  store float %"b.lane.val.1", float* %".74", !dbg !9
  %".76" = add i64 %"lane.3", 1, !dbg !9
  %".77" = icmp ult i64 %".76", 4 , !dbg !9
  br i1 %".77", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".79" = add i64 %"lane.2", 1, !dbg !9
  %".80" = icmp ult i64 %".79", 4 , !dbg !9
  br i1 %".80", label %"tile.loop.2", label %"tile.end.2", !dbg !9
mm.a.gm:
  %".98" = mul i64 0, 4, !dbg !9
  %".99" = add i64 0, %".98", !dbg !9
  %".100" = mul i64 0, 1, !dbg !9
  %".101" = add i64 %".100", 0, !dbg !9
  %".102" = add i64 %".99", 0, !dbg !9
  %".103" = mul i64 %".102", %"c.stride0", !dbg !9
  %".104" = add i64 %".103", 0, !dbg !9
  %".105" = add i64 %".99", 1, !dbg !9
  %".106" = mul i64 %".105", %"c.stride0", !dbg !9
  %".107" = add i64 %".106", 0, !dbg !9
  %".108" = add i64 %".99", 2, !dbg !9
  %".109" = mul i64 %".108", %"c.stride0", !dbg !9
  %".110" = add i64 %".109", 0, !dbg !9
  %".111" = add i64 %".99", 3, !dbg !9
  %".112" = mul i64 %".111", %"c.stride0", !dbg !9
  %".113" = add i64 %".112", 0, !dbg !9
  %".114" = add i64 %".99", 0, !dbg !9
  %".115" = mul i64 %".114", 4, !dbg !9
  %".116" = add i64 %".99", 1, !dbg !9
  %".117" = mul i64 %".116", 4, !dbg !9
  %".118" = add i64 %".99", 2, !dbg !9
  %".119" = mul i64 %".118", 4, !dbg !9
  %".120" = add i64 %".99", 3, !dbg !9
  %".121" = mul i64 %".120", 4, !dbg !9
  %".122" = add i64 %".99", 0, !dbg !9
  %".123" = mul i64 %".122", %"a.stride0", !dbg !9
  %".124" = add i64 %".123", 0, !dbg !9
  %".125" = getelementptr float, ptr %"a.rows", i64 %".124" , !dbg !9
  %".126" = load <4 x float>, ptr %".125", align 4, !dbg !9
  %".127" = add i64 %".115", 0, !dbg !9
  %".128" = getelementptr float, float* %"tile.left", i64 %".127" , !dbg !9
  %".129" = bitcast float* %".128" to <4 x float>* , !dbg !9
  store <4 x float> %".126", <4 x float>* %".129", align 4, !dbg !9
  %".131" = add i64 %".99", 1, !dbg !9
  %".132" = mul i64 %".131", %"a.stride0", !dbg !9
  %".133" = add i64 %".132", 0, !dbg !9
  %".134" = getelementptr float, ptr %"a.rows", i64 %".133" , !dbg !9
  %".135" = load <4 x float>, ptr %".134", align 4, !dbg !9
  %".136" = add i64 %".117", 0, !dbg !9
  %".137" = getelementptr float, float* %"tile.left", i64 %".136" , !dbg !9
  %".138" = bitcast float* %".137" to <4 x float>* , !dbg !9
  store <4 x float> %".135", <4 x float>* %".138", align 4, !dbg !9
  %".140" = add i64 %".99", 2, !dbg !9
  %".141" = mul i64 %".140", %"a.stride0", !dbg !9
  %".142" = add i64 %".141", 0, !dbg !9
  %".143" = getelementptr float, ptr %"a.rows", i64 %".142" , !dbg !9
  %".144" = load <4 x float>, ptr %".143", align 4, !dbg !9
  %".145" = add i64 %".119", 0, !dbg !9
  %".146" = getelementptr float, float* %"tile.left", i64 %".145" , !dbg !9
  %".147" = bitcast float* %".146" to <4 x float>* , !dbg !9
  store <4 x float> %".144", <4 x float>* %".147", align 4, !dbg !9
  %".149" = add i64 %".99", 3, !dbg !9
  %".150" = mul i64 %".149", %"a.stride0", !dbg !9
  %".151" = add i64 %".150", 0, !dbg !9
  %".152" = getelementptr float, ptr %"a.rows", i64 %".151" , !dbg !9
  %".153" = load <4 x float>, ptr %".152", align 4, !dbg !9
  %".154" = add i64 %".121", 0, !dbg !9
  %".155" = getelementptr float, float* %"tile.left", i64 %".154" , !dbg !9
  %".156" = bitcast float* %".155" to <4 x float>* , !dbg !9
  store <4 x float> %".153", <4 x float>* %".156", align 4, !dbg !9
  %".158" = mul i64 0, 4, !dbg !9
  %".159" = add i64 %".158", 0, !dbg !9
  %".160" = add i64 %".159", 0, !dbg !9
  %".161" = getelementptr float, float* %"tile.tmp", i64 %".160" , !dbg !9
  %".162" = bitcast float* %".161" to <4 x float>* , !dbg !9
  %".163" = load <4 x float>, <4 x float>* %".162", align 4, !dbg !9
  %".164" = add i64 %".115", 0, !dbg !9
  %".165" = getelementptr float, float* %"tile.left", i64 %".164" , !dbg !9
  %".166" = load float, float* %".165", align 4, !dbg !9
  %".167" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".166", i32 0
  %".168" = shufflevector <4 x float> %".167", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".169" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".168", <4 x float> %".163", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".170" = add i64 %".117", 0, !dbg !9
  %".171" = getelementptr float, float* %"tile.left", i64 %".170" , !dbg !9
  %".172" = load float, float* %".171", align 4, !dbg !9
  %".173" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".172", i32 0
  %".174" = shufflevector <4 x float> %".173", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".175" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".174", <4 x float> %".163", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".176" = add i64 %".119", 0, !dbg !9
  %".177" = getelementptr float, float* %"tile.left", i64 %".176" , !dbg !9
  %".178" = load float, float* %".177", align 4, !dbg !9
  %".179" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".178", i32 0
  %".180" = shufflevector <4 x float> %".179", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".181" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".180", <4 x float> %".163", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".182" = add i64 %".121", 0, !dbg !9
  %".183" = getelementptr float, float* %"tile.left", i64 %".182" , !dbg !9
  %".184" = load float, float* %".183", align 4, !dbg !9
  %".185" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".184", i32 0
  %".186" = shufflevector <4 x float> %".185", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".187" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".186", <4 x float> %".163", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".188" = mul i64 1, 4, !dbg !9
  %".189" = add i64 %".188", 0, !dbg !9
  %".190" = add i64 %".189", 0, !dbg !9
  %".191" = getelementptr float, float* %"tile.tmp", i64 %".190" , !dbg !9
  %".192" = bitcast float* %".191" to <4 x float>* , !dbg !9
  %".193" = load <4 x float>, <4 x float>* %".192", align 4, !dbg !9
  %".194" = add i64 %".115", 1, !dbg !9
  %".195" = getelementptr float, float* %"tile.left", i64 %".194" , !dbg !9
  %".196" = load float, float* %".195", align 4, !dbg !9
  %".197" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".196", i32 0
  %".198" = shufflevector <4 x float> %".197", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".199" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".198", <4 x float> %".193", <4 x float> %".169"), !dbg !9
  %".200" = add i64 %".117", 1, !dbg !9
  %".201" = getelementptr float, float* %"tile.left", i64 %".200" , !dbg !9
  %".202" = load float, float* %".201", align 4, !dbg !9
  %".203" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".202", i32 0
  %".204" = shufflevector <4 x float> %".203", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".205" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".204", <4 x float> %".193", <4 x float> %".175"), !dbg !9
  %".206" = add i64 %".119", 1, !dbg !9
  %".207" = getelementptr float, float* %"tile.left", i64 %".206" , !dbg !9
  %".208" = load float, float* %".207", align 4, !dbg !9
  %".209" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".208", i32 0
  %".210" = shufflevector <4 x float> %".209", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".211" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".210", <4 x float> %".193", <4 x float> %".181"), !dbg !9
  %".212" = add i64 %".121", 1, !dbg !9
  %".213" = getelementptr float, float* %"tile.left", i64 %".212" , !dbg !9
  %".214" = load float, float* %".213", align 4, !dbg !9
  %".215" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".214", i32 0
  %".216" = shufflevector <4 x float> %".215", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".217" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".216", <4 x float> %".193", <4 x float> %".187"), !dbg !9
  %".218" = mul i64 2, 4, !dbg !9
  %".219" = add i64 %".218", 0, !dbg !9
  %".220" = add i64 %".219", 0, !dbg !9
  %".221" = getelementptr float, float* %"tile.tmp", i64 %".220" , !dbg !9
  %".222" = bitcast float* %".221" to <4 x float>* , !dbg !9
  %".223" = load <4 x float>, <4 x float>* %".222", align 4, !dbg !9
  %".224" = add i64 %".115", 2, !dbg !9
  %".225" = getelementptr float, float* %"tile.left", i64 %".224" , !dbg !9
  %".226" = load float, float* %".225", align 4, !dbg !9
  %".227" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".226", i32 0
  %".228" = shufflevector <4 x float> %".227", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".229" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".228", <4 x float> %".223", <4 x float> %".199"), !dbg !9
  %".230" = add i64 %".117", 2, !dbg !9
  %".231" = getelementptr float, float* %"tile.left", i64 %".230" , !dbg !9
  %".232" = load float, float* %".231", align 4, !dbg !9
  %".233" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".232", i32 0
  %".234" = shufflevector <4 x float> %".233", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".235" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".234", <4 x float> %".223", <4 x float> %".205"), !dbg !9
  %".236" = add i64 %".119", 2, !dbg !9
  %".237" = getelementptr float, float* %"tile.left", i64 %".236" , !dbg !9
  %".238" = load float, float* %".237", align 4, !dbg !9
  %".239" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".238", i32 0
  %".240" = shufflevector <4 x float> %".239", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".241" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".240", <4 x float> %".223", <4 x float> %".211"), !dbg !9
  %".242" = add i64 %".121", 2, !dbg !9
  %".243" = getelementptr float, float* %"tile.left", i64 %".242" , !dbg !9
  %".244" = load float, float* %".243", align 4, !dbg !9
  %".245" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".244", i32 0
  %".246" = shufflevector <4 x float> %".245", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".247" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".246", <4 x float> %".223", <4 x float> %".217"), !dbg !9
  %".248" = mul i64 3, 4, !dbg !9
  %".249" = add i64 %".248", 0, !dbg !9
  %".250" = add i64 %".249", 0, !dbg !9
  %".251" = getelementptr float, float* %"tile.tmp", i64 %".250" , !dbg !9
  %".252" = bitcast float* %".251" to <4 x float>* , !dbg !9
  %".253" = load <4 x float>, <4 x float>* %".252", align 4, !dbg !9
  %".254" = add i64 %".115", 3, !dbg !9
  %".255" = getelementptr float, float* %"tile.left", i64 %".254" , !dbg !9
  %".256" = load float, float* %".255", align 4, !dbg !9
  %".257" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".256", i32 0
  %".258" = shufflevector <4 x float> %".257", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".259" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".258", <4 x float> %".253", <4 x float> %".229"), !dbg !9
  %".260" = add i64 %".117", 3, !dbg !9
  %".261" = getelementptr float, float* %"tile.left", i64 %".260" , !dbg !9
  %".262" = load float, float* %".261", align 4, !dbg !9
  %".263" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".262", i32 0
  %".264" = shufflevector <4 x float> %".263", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".265" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".264", <4 x float> %".253", <4 x float> %".235"), !dbg !9
  %".266" = add i64 %".119", 3, !dbg !9
  %".267" = getelementptr float, float* %"tile.left", i64 %".266" , !dbg !9
  %".268" = load float, float* %".267", align 4, !dbg !9
  %".269" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".268", i32 0
  %".270" = shufflevector <4 x float> %".269", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".271" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".270", <4 x float> %".253", <4 x float> %".241"), !dbg !9
  %".272" = add i64 %".121", 3, !dbg !9
  %".273" = getelementptr float, float* %"tile.left", i64 %".272" , !dbg !9
  %".274" = load float, float* %".273", align 4, !dbg !9
  %".275" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".274", i32 0
  %".276" = shufflevector <4 x float> %".275", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".277" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".276", <4 x float> %".253", <4 x float> %".247"), !dbg !9
  %".278" = add i64 %".104", 0, !dbg !9
  %".279" = getelementptr float, ptr %"c.result", i64 %".278" , !dbg !9
  store <4 x float> %".259", ptr %".279", align 4, !dbg !9
  %".281" = add i64 %".107", 0, !dbg !9
  %".282" = getelementptr float, ptr %"c.result", i64 %".281" , !dbg !9
  store <4 x float> %".265", ptr %".282", align 4, !dbg !9
  %".284" = add i64 %".110", 0, !dbg !9
  %".285" = getelementptr float, ptr %"c.result", i64 %".284" , !dbg !9
  store <4 x float> %".271", ptr %".285", align 4, !dbg !9
  %".287" = add i64 %".113", 0, !dbg !9
  %".288" = getelementptr float, ptr %"c.result", i64 %".287" , !dbg !9
  store <4 x float> %".277", ptr %".288", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
mm.a.staged:
  %"i.5" = load i64, i64* %"i", !dbg !9
  %".291" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".291", !dbg !9
  %".293" = icmp sge i64 %"i.5", 0 , !dbg !9
  %".294" = sub i64 %"a.dim0", 4, !dbg !9
  %".295" = icmp sle i64 %"i.5", %".294" , !dbg !9
  %".296" = and i1 %".293", %".295", !dbg !9
  %".297" = and i1 1, %".296", !dbg !9
  %".298" = icmp sge i64 0, 0 , !dbg !9
  %".299" = sub i64 %"a.dim1", 4, !dbg !9
  %".300" = icmp sle i64 0, %".299" , !dbg !9
  %".301" = and i1 %".298", %".300", !dbg !9
  %".302" = and i1 %".297", %".301", !dbg !9
  %".303" = mul i64 %"i.5", %"a.stride0", !dbg !9
  %".304" = add i64 %".303", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".304" , !dbg !9
  br i1 %".302", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
mm.a.done:
  br label %"mm.gm.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  %".343" = mul i64 0, 4, !dbg !9
  %".344" = add i64 0, %".343", !dbg !9
  %".345" = mul i64 0, 1, !dbg !9
  %".346" = add i64 %".345", 0, !dbg !9
  %".347" = add i64 %".344", 0, !dbg !9
  %".348" = mul i64 %".347", %"c.stride0", !dbg !9
  %".349" = add i64 %".348", 0, !dbg !9
  %".350" = add i64 %".344", 1, !dbg !9
  %".351" = mul i64 %".350", %"c.stride0", !dbg !9
  %".352" = add i64 %".351", 0, !dbg !9
  %".353" = add i64 %".344", 2, !dbg !9
  %".354" = mul i64 %".353", %"c.stride0", !dbg !9
  %".355" = add i64 %".354", 0, !dbg !9
  %".356" = add i64 %".344", 3, !dbg !9
  %".357" = mul i64 %".356", %"c.stride0", !dbg !9
  %".358" = add i64 %".357", 0, !dbg !9
  %".359" = add i64 %".344", 0, !dbg !9
  %".360" = mul i64 %".359", 4, !dbg !9
  %".361" = add i64 %".344", 1, !dbg !9
  %".362" = mul i64 %".361", 4, !dbg !9
  %".363" = add i64 %".344", 2, !dbg !9
  %".364" = mul i64 %".363", 4, !dbg !9
  %".365" = add i64 %".344", 3, !dbg !9
  %".366" = mul i64 %".365", 4, !dbg !9
  %".367" = mul i64 0, 4, !dbg !9
  %".368" = add i64 %".367", 0, !dbg !9
  %".369" = add i64 %".368", 0, !dbg !9
  %".370" = getelementptr float, float* %"tile.tmp", i64 %".369" , !dbg !9
  %".371" = bitcast float* %".370" to <4 x float>* , !dbg !9
  %".372" = load <4 x float>, <4 x float>* %".371", align 4, !dbg !9
  %".373" = add i64 %".360", 0, !dbg !9
  %".374" = getelementptr float, float* %"tile.left", i64 %".373" , !dbg !9
  %".375" = load float, float* %".374", align 4, !dbg !9
  %".376" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".375", i32 0
  %".377" = shufflevector <4 x float> %".376", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".378" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".377", <4 x float> %".372", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".379" = add i64 %".362", 0, !dbg !9
  %".380" = getelementptr float, float* %"tile.left", i64 %".379" , !dbg !9
  %".381" = load float, float* %".380", align 4, !dbg !9
  %".382" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".381", i32 0
  %".383" = shufflevector <4 x float> %".382", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".384" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".383", <4 x float> %".372", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".385" = add i64 %".364", 0, !dbg !9
  %".386" = getelementptr float, float* %"tile.left", i64 %".385" , !dbg !9
  %".387" = load float, float* %".386", align 4, !dbg !9
  %".388" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".387", i32 0
  %".389" = shufflevector <4 x float> %".388", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".390" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".389", <4 x float> %".372", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".391" = add i64 %".366", 0, !dbg !9
  %".392" = getelementptr float, float* %"tile.left", i64 %".391" , !dbg !9
  %".393" = load float, float* %".392", align 4, !dbg !9
  %".394" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".393", i32 0
  %".395" = shufflevector <4 x float> %".394", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".396" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".395", <4 x float> %".372", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".397" = mul i64 1, 4, !dbg !9
  %".398" = add i64 %".397", 0, !dbg !9
  %".399" = add i64 %".398", 0, !dbg !9
  %".400" = getelementptr float, float* %"tile.tmp", i64 %".399" , !dbg !9
  %".401" = bitcast float* %".400" to <4 x float>* , !dbg !9
  %".402" = load <4 x float>, <4 x float>* %".401", align 4, !dbg !9
  %".403" = add i64 %".360", 1, !dbg !9
  %".404" = getelementptr float, float* %"tile.left", i64 %".403" , !dbg !9
  %".405" = load float, float* %".404", align 4, !dbg !9
  %".406" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".405", i32 0
  %".407" = shufflevector <4 x float> %".406", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".408" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".407", <4 x float> %".402", <4 x float> %".378"), !dbg !9
  %".409" = add i64 %".362", 1, !dbg !9
  %".410" = getelementptr float, float* %"tile.left", i64 %".409" , !dbg !9
  %".411" = load float, float* %".410", align 4, !dbg !9
  %".412" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".411", i32 0
  %".413" = shufflevector <4 x float> %".412", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".414" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".413", <4 x float> %".402", <4 x float> %".384"), !dbg !9
  %".415" = add i64 %".364", 1, !dbg !9
  %".416" = getelementptr float, float* %"tile.left", i64 %".415" , !dbg !9
  %".417" = load float, float* %".416", align 4, !dbg !9
  %".418" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".417", i32 0
  %".419" = shufflevector <4 x float> %".418", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".420" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".419", <4 x float> %".402", <4 x float> %".390"), !dbg !9
  %".421" = add i64 %".366", 1, !dbg !9
  %".422" = getelementptr float, float* %"tile.left", i64 %".421" , !dbg !9
  %".423" = load float, float* %".422", align 4, !dbg !9
  %".424" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".423", i32 0
  %".425" = shufflevector <4 x float> %".424", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".426" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".425", <4 x float> %".402", <4 x float> %".396"), !dbg !9
  %".427" = mul i64 2, 4, !dbg !9
  %".428" = add i64 %".427", 0, !dbg !9
  %".429" = add i64 %".428", 0, !dbg !9
  %".430" = getelementptr float, float* %"tile.tmp", i64 %".429" , !dbg !9
  %".431" = bitcast float* %".430" to <4 x float>* , !dbg !9
  %".432" = load <4 x float>, <4 x float>* %".431", align 4, !dbg !9
  %".433" = add i64 %".360", 2, !dbg !9
  %".434" = getelementptr float, float* %"tile.left", i64 %".433" , !dbg !9
  %".435" = load float, float* %".434", align 4, !dbg !9
  %".436" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".435", i32 0
  %".437" = shufflevector <4 x float> %".436", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".438" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".437", <4 x float> %".432", <4 x float> %".408"), !dbg !9
  %".439" = add i64 %".362", 2, !dbg !9
  %".440" = getelementptr float, float* %"tile.left", i64 %".439" , !dbg !9
  %".441" = load float, float* %".440", align 4, !dbg !9
  %".442" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".441", i32 0
  %".443" = shufflevector <4 x float> %".442", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".444" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".443", <4 x float> %".432", <4 x float> %".414"), !dbg !9
  %".445" = add i64 %".364", 2, !dbg !9
  %".446" = getelementptr float, float* %"tile.left", i64 %".445" , !dbg !9
  %".447" = load float, float* %".446", align 4, !dbg !9
  %".448" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".447", i32 0
  %".449" = shufflevector <4 x float> %".448", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".450" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".449", <4 x float> %".432", <4 x float> %".420"), !dbg !9
  %".451" = add i64 %".366", 2, !dbg !9
  %".452" = getelementptr float, float* %"tile.left", i64 %".451" , !dbg !9
  %".453" = load float, float* %".452", align 4, !dbg !9
  %".454" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".453", i32 0
  %".455" = shufflevector <4 x float> %".454", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".456" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".455", <4 x float> %".432", <4 x float> %".426"), !dbg !9
  %".457" = mul i64 3, 4, !dbg !9
  %".458" = add i64 %".457", 0, !dbg !9
  %".459" = add i64 %".458", 0, !dbg !9
  %".460" = getelementptr float, float* %"tile.tmp", i64 %".459" , !dbg !9
  %".461" = bitcast float* %".460" to <4 x float>* , !dbg !9
  %".462" = load <4 x float>, <4 x float>* %".461", align 4, !dbg !9
  %".463" = add i64 %".360", 3, !dbg !9
  %".464" = getelementptr float, float* %"tile.left", i64 %".463" , !dbg !9
  %".465" = load float, float* %".464", align 4, !dbg !9
  %".466" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".465", i32 0
  %".467" = shufflevector <4 x float> %".466", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".468" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".467", <4 x float> %".462", <4 x float> %".438"), !dbg !9
  %".469" = add i64 %".362", 3, !dbg !9
  %".470" = getelementptr float, float* %"tile.left", i64 %".469" , !dbg !9
  %".471" = load float, float* %".470", align 4, !dbg !9
  %".472" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".471", i32 0
  %".473" = shufflevector <4 x float> %".472", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".474" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".473", <4 x float> %".462", <4 x float> %".444"), !dbg !9
  %".475" = add i64 %".364", 3, !dbg !9
  %".476" = getelementptr float, float* %"tile.left", i64 %".475" , !dbg !9
  %".477" = load float, float* %".476", align 4, !dbg !9
  %".478" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".477", i32 0
  %".479" = shufflevector <4 x float> %".478", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".480" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".479", <4 x float> %".462", <4 x float> %".450"), !dbg !9
  %".481" = add i64 %".366", 3, !dbg !9
  %".482" = getelementptr float, float* %"tile.left", i64 %".481" , !dbg !9
  %".483" = load float, float* %".482", align 4, !dbg !9
  %".484" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".483", i32 0
  %".485" = shufflevector <4 x float> %".484", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".486" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".485", <4 x float> %".462", <4 x float> %".456"), !dbg !9
  %".487" = add i64 %".349", 0, !dbg !9
  %".488" = getelementptr float, ptr %"c.result", i64 %".487" , !dbg !9
  store <4 x float> %".468", ptr %".488", align 4, !dbg !9
  %".490" = add i64 %".352", 0, !dbg !9
  %".491" = getelementptr float, ptr %"c.result", i64 %".490" , !dbg !9
  store <4 x float> %".474", ptr %".491", align 4, !dbg !9
  %".493" = add i64 %".355", 0, !dbg !9
  %".494" = getelementptr float, ptr %"c.result", i64 %".493" , !dbg !9
  store <4 x float> %".480", ptr %".494", align 4, !dbg !9
  %".496" = add i64 %".358", 0, !dbg !9
  %".497" = getelementptr float, ptr %"c.result", i64 %".496" , !dbg !9
  store <4 x float> %".486", ptr %".497", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".317", %"tile.end.5"] , !dbg !9
  br label %"tile.loop.5", !dbg !9
tile.end.4:
  br label %"tile.done.1", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".314", %"tile.loop.5"] , !dbg !9
  %".308" = mul i64 %"lane.4", %"a.stride0", !dbg !9
  %".309" = add i64 %".308", %"lane.5", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".309" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".310" = mul i64 %"lane.4", 4, !dbg !9
  %".311" = add i64 %"lane.5", %".310", !dbg !9
  %".312" = getelementptr float, float* %"tile.left", i64 %".311" , !dbg !9
  store float %"a.lane.val", float* %".312", !dbg !9
  %".314" = add i64 %"lane.5", 1, !dbg !9
  %".315" = icmp ult i64 %".314", 4 , !dbg !9
  br i1 %".315", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.end.5:
  %".317" = add i64 %"lane.4", 1, !dbg !9
  %".318" = icmp ult i64 %".317", 4 , !dbg !9
  br i1 %".318", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.1"], [%".339", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.1", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".336", %"tile.loop.7"] , !dbg !9
  %".323" = add i64 %"i.5", %"lane.6", !dbg !9
  %".324" = icmp ult i64 %".323", %"a.dim0" , !dbg !9
  %".325" = and i1 1, %".324", !dbg !9
  %".326" = mul i64 %"lane.6", %"a.stride0", !dbg !9
  %".327" = add i64 0, %"lane.7", !dbg !9
  %".328" = icmp ult i64 %".327", %"a.dim1" , !dbg !9
  %".329" = and i1 %".325", %".328", !dbg !9
  %".330" = add i64 %".326", %"lane.7", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".330" , !dbg !9
  %".331" = select  i1 %".329", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".331", !dbg !9
  %".332" = mul i64 %"lane.6", 4, !dbg !9
  %".333" = add i64 %"lane.7", %".332", !dbg !9
  %".334" = getelementptr float, float* %"tile.left", i64 %".333" , !dbg !9
  store float %"a.lane.val.1", float* %".334", !dbg !9
  %".336" = add i64 %"lane.7", 1, !dbg !9
  %".337" = icmp ult i64 %".336", 4 , !dbg !9
  br i1 %".337", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".339" = add i64 %"lane.6", 1, !dbg !9
  %".340" = icmp ult i64 %".339", 4 , !dbg !9
  br i1 %".340", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.inside.2:
  br label %"tile.loop.8", !dbg !9
tile.masked.2:
  br label %"tile.loop.10", !dbg !9
tile.done.2:
  br i1 %".512", label %"mm.a.gm.1", label %"mm.a.staged.1", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.2"], [%".539", %"tile.end.9"] , !dbg !9
  br label %"tile.loop.9", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".536", %"tile.loop.9"] , !dbg !9
  %".530" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".531" = add i64 %".530", %"lane.9", !dbg !9
  %"b.lane.2" = getelementptr float, ptr %"b.window.1", i64 %".531" , !dbg !9
  %"b.lane.val.2" = load float, ptr %"b.lane.2", !dbg !9
  %".532" = mul i64 %"lane.8", 4, !dbg !9
  %".533" = add i64 %"lane.9", %".532", !dbg !9
  %".534" = getelementptr float, float* %"tile.tmp.2", i64 %".533" , !dbg !9
  store float %"b.lane.val.2", float* %".534", !dbg !9
  %".536" = add i64 %"lane.9", 1, !dbg !9
  %".537" = icmp ult i64 %".536", 4 , !dbg !9
  br i1 %".537", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.end.9:
  %".539" = add i64 %"lane.8", 1, !dbg !9
  %".540" = icmp ult i64 %".539", 4 , !dbg !9
  br i1 %".540", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.2"], [%".561", %"tile.end.11"] , !dbg !9
  br label %"tile.loop.11", !dbg !9
tile.end.10:
  br label %"tile.done.2", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".558", %"tile.loop.11"] , !dbg !9
  %".545" = add i64 0, %"lane.10", !dbg !9
  %".546" = icmp ult i64 %".545", %"b.dim0" , !dbg !9
  %".547" = and i1 1, %".546", !dbg !9
  %".548" = mul i64 %"lane.10", %"b.stride0", !dbg !9
  %".549" = add i64 0, %"lane.11", !dbg !9
  %".550" = icmp ult i64 %".549", %"b.dim1" , !dbg !9
  %".551" = and i1 %".547", %".550", !dbg !9
  %".552" = add i64 %".548", %"lane.11", !dbg !9
  %"b.lane.3" = getelementptr float, ptr %"b.window.1", i64 %".552" , !dbg !9
  %".553" = select  i1 %".551", ptr %"b.lane.3", float* %"b.other.1" , !dbg !9
  %"b.lane.val.3" = load float, ptr %".553", !dbg !9
  %".554" = mul i64 %"lane.10", 4, !dbg !9
  %".555" = add i64 %"lane.11", %".554", !dbg !9
  %".556" = getelementptr float, float* %"tile.tmp.2", i64 %".555" , !dbg !9
  store float %"b.lane.val.3", float* %".556", !dbg !9
  %".558" = add i64 %"lane.11", 1, !dbg !9
  %".559" = icmp ult i64 %".558", 4 , !dbg !9
  br i1 %".559", label %"tile.loop.11", label %"tile.end.11", !dbg !9
tile.end.11:
  %".561" = add i64 %"lane.10", 1, !dbg !9
  %".562" = icmp ult i64 %".561", 4 , !dbg !9
  br i1 %".562", label %"tile.loop.10", label %"tile.end.10", !dbg !9
mm.a.gm.1:
  %".566" = mul i64 0, 4, !dbg !9
  %".567" = add i64 0, %".566", !dbg !9
  %".568" = mul i64 0, 1, !dbg !9
  %".569" = add i64 %".568", 0, !dbg !9
  %".570" = add i64 %".567", 0, !dbg !9
  %".571" = mul i64 %".570", 4, !dbg !9
  %".572" = add i64 %".571", 0, !dbg !9
  %".573" = add i64 %".567", 1, !dbg !9
  %".574" = mul i64 %".573", 4, !dbg !9
  %".575" = add i64 %".574", 0, !dbg !9
  %".576" = add i64 %".567", 2, !dbg !9
  %".577" = mul i64 %".576", 4, !dbg !9
  %".578" = add i64 %".577", 0, !dbg !9
  %".579" = add i64 %".567", 3, !dbg !9
  %".580" = mul i64 %".579", 4, !dbg !9
  %".581" = add i64 %".580", 0, !dbg !9
  %".582" = add i64 %".567", 0, !dbg !9
  %".583" = mul i64 %".582", 4, !dbg !9
  %".584" = add i64 %".567", 1, !dbg !9
  %".585" = mul i64 %".584", 4, !dbg !9
  %".586" = add i64 %".567", 2, !dbg !9
  %".587" = mul i64 %".586", 4, !dbg !9
  %".588" = add i64 %".567", 3, !dbg !9
  %".589" = mul i64 %".588", 4, !dbg !9
  %".590" = add i64 %".567", 0, !dbg !9
  %".591" = mul i64 %".590", %"a.stride0", !dbg !9
  %".592" = add i64 %".591", 0, !dbg !9
  %".593" = getelementptr float, ptr %"a.rows.1", i64 %".592" , !dbg !9
  %".594" = load <4 x float>, ptr %".593", align 4, !dbg !9
  %".595" = add i64 %".583", 0, !dbg !9
  %".596" = getelementptr float, float* %"tile.left.1", i64 %".595" , !dbg !9
  %".597" = bitcast float* %".596" to <4 x float>* , !dbg !9
  store <4 x float> %".594", <4 x float>* %".597", align 4, !dbg !9
  %".599" = add i64 %".567", 1, !dbg !9
  %".600" = mul i64 %".599", %"a.stride0", !dbg !9
  %".601" = add i64 %".600", 0, !dbg !9
  %".602" = getelementptr float, ptr %"a.rows.1", i64 %".601" , !dbg !9
  %".603" = load <4 x float>, ptr %".602", align 4, !dbg !9
  %".604" = add i64 %".585", 0, !dbg !9
  %".605" = getelementptr float, float* %"tile.left.1", i64 %".604" , !dbg !9
  %".606" = bitcast float* %".605" to <4 x float>* , !dbg !9
  store <4 x float> %".603", <4 x float>* %".606", align 4, !dbg !9
  %".608" = add i64 %".567", 2, !dbg !9
  %".609" = mul i64 %".608", %"a.stride0", !dbg !9
  %".610" = add i64 %".609", 0, !dbg !9
  %".611" = getelementptr float, ptr %"a.rows.1", i64 %".610" , !dbg !9
  %".612" = load <4 x float>, ptr %".611", align 4, !dbg !9
  %".613" = add i64 %".587", 0, !dbg !9
  %".614" = getelementptr float, float* %"tile.left.1", i64 %".613" , !dbg !9
  %".615" = bitcast float* %".614" to <4 x float>* , !dbg !9
  store <4 x float> %".612", <4 x float>* %".615", align 4, !dbg !9
  %".617" = add i64 %".567", 3, !dbg !9
  %".618" = mul i64 %".617", %"a.stride0", !dbg !9
  %".619" = add i64 %".618", 0, !dbg !9
  %".620" = getelementptr float, ptr %"a.rows.1", i64 %".619" , !dbg !9
  %".621" = load <4 x float>, ptr %".620", align 4, !dbg !9
  %".622" = add i64 %".589", 0, !dbg !9
  %".623" = getelementptr float, float* %"tile.left.1", i64 %".622" , !dbg !9
  %".624" = bitcast float* %".623" to <4 x float>* , !dbg !9
  store <4 x float> %".621", <4 x float>* %".624", align 4, !dbg !9
  %".626" = mul i64 0, 4, !dbg !9
  %".627" = add i64 %".626", 0, !dbg !9
  %".628" = add i64 %".627", 0, !dbg !9
  %".629" = getelementptr float, float* %"tile.tmp.2", i64 %".628" , !dbg !9
  %".630" = bitcast float* %".629" to <4 x float>* , !dbg !9
  %".631" = load <4 x float>, <4 x float>* %".630", align 4, !dbg !9
  %".632" = add i64 %".583", 0, !dbg !9
  %".633" = getelementptr float, float* %"tile.left.1", i64 %".632" , !dbg !9
  %".634" = load float, float* %".633", align 4, !dbg !9
  %".635" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".634", i32 0
  %".636" = shufflevector <4 x float> %".635", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".637" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".636", <4 x float> %".631", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".638" = add i64 %".585", 0, !dbg !9
  %".639" = getelementptr float, float* %"tile.left.1", i64 %".638" , !dbg !9
  %".640" = load float, float* %".639", align 4, !dbg !9
  %".641" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".640", i32 0
  %".642" = shufflevector <4 x float> %".641", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".643" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".642", <4 x float> %".631", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".644" = add i64 %".587", 0, !dbg !9
  %".645" = getelementptr float, float* %"tile.left.1", i64 %".644" , !dbg !9
  %".646" = load float, float* %".645", align 4, !dbg !9
  %".647" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".646", i32 0
  %".648" = shufflevector <4 x float> %".647", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".649" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".648", <4 x float> %".631", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".650" = add i64 %".589", 0, !dbg !9
  %".651" = getelementptr float, float* %"tile.left.1", i64 %".650" , !dbg !9
  %".652" = load float, float* %".651", align 4, !dbg !9
  %".653" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".652", i32 0
  %".654" = shufflevector <4 x float> %".653", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".655" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".654", <4 x float> %".631", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".656" = mul i64 1, 4, !dbg !9
  %".657" = add i64 %".656", 0, !dbg !9
  %".658" = add i64 %".657", 0, !dbg !9
  %".659" = getelementptr float, float* %"tile.tmp.2", i64 %".658" , !dbg !9
  %".660" = bitcast float* %".659" to <4 x float>* , !dbg !9
  %".661" = load <4 x float>, <4 x float>* %".660", align 4, !dbg !9
  %".662" = add i64 %".583", 1, !dbg !9
  %".663" = getelementptr float, float* %"tile.left.1", i64 %".662" , !dbg !9
  %".664" = load float, float* %".663", align 4, !dbg !9
  %".665" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".664", i32 0
  %".666" = shufflevector <4 x float> %".665", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".667" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".666", <4 x float> %".661", <4 x float> %".637"), !dbg !9
  %".668" = add i64 %".585", 1, !dbg !9
  %".669" = getelementptr float, float* %"tile.left.1", i64 %".668" , !dbg !9
  %".670" = load float, float* %".669", align 4, !dbg !9
  %".671" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".670", i32 0
  %".672" = shufflevector <4 x float> %".671", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".673" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".672", <4 x float> %".661", <4 x float> %".643"), !dbg !9
  %".674" = add i64 %".587", 1, !dbg !9
  %".675" = getelementptr float, float* %"tile.left.1", i64 %".674" , !dbg !9
  %".676" = load float, float* %".675", align 4, !dbg !9
  %".677" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".676", i32 0
  %".678" = shufflevector <4 x float> %".677", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".679" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".678", <4 x float> %".661", <4 x float> %".649"), !dbg !9
  %".680" = add i64 %".589", 1, !dbg !9
  %".681" = getelementptr float, float* %"tile.left.1", i64 %".680" , !dbg !9
  %".682" = load float, float* %".681", align 4, !dbg !9
  %".683" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".682", i32 0
  %".684" = shufflevector <4 x float> %".683", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".685" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".684", <4 x float> %".661", <4 x float> %".655"), !dbg !9
  %".686" = mul i64 2, 4, !dbg !9
  %".687" = add i64 %".686", 0, !dbg !9
  %".688" = add i64 %".687", 0, !dbg !9
  %".689" = getelementptr float, float* %"tile.tmp.2", i64 %".688" , !dbg !9
  %".690" = bitcast float* %".689" to <4 x float>* , !dbg !9
  %".691" = load <4 x float>, <4 x float>* %".690", align 4, !dbg !9
  %".692" = add i64 %".583", 2, !dbg !9
  %".693" = getelementptr float, float* %"tile.left.1", i64 %".692" , !dbg !9
  %".694" = load float, float* %".693", align 4, !dbg !9
  %".695" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".694", i32 0
  %".696" = shufflevector <4 x float> %".695", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".697" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".696", <4 x float> %".691", <4 x float> %".667"), !dbg !9
  %".698" = add i64 %".585", 2, !dbg !9
  %".699" = getelementptr float, float* %"tile.left.1", i64 %".698" , !dbg !9
  %".700" = load float, float* %".699", align 4, !dbg !9
  %".701" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".700", i32 0
  %".702" = shufflevector <4 x float> %".701", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".703" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".702", <4 x float> %".691", <4 x float> %".673"), !dbg !9
  %".704" = add i64 %".587", 2, !dbg !9
  %".705" = getelementptr float, float* %"tile.left.1", i64 %".704" , !dbg !9
  %".706" = load float, float* %".705", align 4, !dbg !9
  %".707" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".706", i32 0
  %".708" = shufflevector <4 x float> %".707", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".709" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".708", <4 x float> %".691", <4 x float> %".679"), !dbg !9
  %".710" = add i64 %".589", 2, !dbg !9
  %".711" = getelementptr float, float* %"tile.left.1", i64 %".710" , !dbg !9
  %".712" = load float, float* %".711", align 4, !dbg !9
  %".713" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".712", i32 0
  %".714" = shufflevector <4 x float> %".713", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".715" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".714", <4 x float> %".691", <4 x float> %".685"), !dbg !9
  %".716" = mul i64 3, 4, !dbg !9
  %".717" = add i64 %".716", 0, !dbg !9
  %".718" = add i64 %".717", 0, !dbg !9
  %".719" = getelementptr float, float* %"tile.tmp.2", i64 %".718" , !dbg !9
  %".720" = bitcast float* %".719" to <4 x float>* , !dbg !9
  %".721" = load <4 x float>, <4 x float>* %".720", align 4, !dbg !9
  %".722" = add i64 %".583", 3, !dbg !9
  %".723" = getelementptr float, float* %"tile.left.1", i64 %".722" , !dbg !9
  %".724" = load float, float* %".723", align 4, !dbg !9
  %".725" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".724", i32 0
  %".726" = shufflevector <4 x float> %".725", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".727" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".726", <4 x float> %".721", <4 x float> %".697"), !dbg !9
  %".728" = add i64 %".585", 3, !dbg !9
  %".729" = getelementptr float, float* %"tile.left.1", i64 %".728" , !dbg !9
  %".730" = load float, float* %".729", align 4, !dbg !9
  %".731" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".730", i32 0
  %".732" = shufflevector <4 x float> %".731", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".733" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".732", <4 x float> %".721", <4 x float> %".703"), !dbg !9
  %".734" = add i64 %".587", 3, !dbg !9
  %".735" = getelementptr float, float* %"tile.left.1", i64 %".734" , !dbg !9
  %".736" = load float, float* %".735", align 4, !dbg !9
  %".737" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".736", i32 0
  %".738" = shufflevector <4 x float> %".737", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".739" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".738", <4 x float> %".721", <4 x float> %".709"), !dbg !9
  %".740" = add i64 %".589", 3, !dbg !9
  %".741" = getelementptr float, float* %"tile.left.1", i64 %".740" , !dbg !9
  %".742" = load float, float* %".741", align 4, !dbg !9
  %".743" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".742", i32 0
  %".744" = shufflevector <4 x float> %".743", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".745" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".744", <4 x float> %".721", <4 x float> %".715"), !dbg !9
  %".746" = add i64 %".572", 0, !dbg !9
  %".747" = getelementptr float, float* %"tile.tmp.1", i64 %".746" , !dbg !9
  %".748" = bitcast float* %".747" to <4 x float>* , !dbg !9
  store <4 x float> %".727", <4 x float>* %".748", align 4, !dbg !9
  %".750" = add i64 %".575", 0, !dbg !9
  %".751" = getelementptr float, float* %"tile.tmp.1", i64 %".750" , !dbg !9
  %".752" = bitcast float* %".751" to <4 x float>* , !dbg !9
  store <4 x float> %".733", <4 x float>* %".752", align 4, !dbg !9
  %".754" = add i64 %".578", 0, !dbg !9
  %".755" = getelementptr float, float* %"tile.tmp.1", i64 %".754" , !dbg !9
  %".756" = bitcast float* %".755" to <4 x float>* , !dbg !9
  store <4 x float> %".739", <4 x float>* %".756", align 4, !dbg !9
  %".758" = add i64 %".581", 0, !dbg !9
  %".759" = getelementptr float, float* %"tile.tmp.1", i64 %".758" , !dbg !9
  %".760" = bitcast float* %".759" to <4 x float>* , !dbg !9
  store <4 x float> %".745", <4 x float>* %".760", align 4, !dbg !9
  br label %"mm.a.done.1", !dbg !9
mm.a.staged.1:
  %"i.7" = load i64, i64* %"i", !dbg !9
  %".763" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".763", !dbg !9
  %".765" = icmp sge i64 %"i.7", 0 , !dbg !9
  %".766" = sub i64 %"a.dim0", 4, !dbg !9
  %".767" = icmp sle i64 %"i.7", %".766" , !dbg !9
  %".768" = and i1 %".765", %".767", !dbg !9
  %".769" = and i1 1, %".768", !dbg !9
  %".770" = icmp sge i64 0, 0 , !dbg !9
  %".771" = sub i64 %"a.dim1", 4, !dbg !9
  %".772" = icmp sle i64 0, %".771" , !dbg !9
  %".773" = and i1 %".770", %".772", !dbg !9
  %".774" = and i1 %".769", %".773", !dbg !9
  %".775" = mul i64 %"i.7", %"a.stride0", !dbg !9
  %".776" = add i64 %".775", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".776" , !dbg !9
  br i1 %".774", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
mm.a.done.1:
  %"i.8" = load i64, i64* %"i", !dbg !9
  %".976" = icmp sge i64 %"i.8", 0 , !dbg !9
  %".977" = sub i64 %"c.dim0", 4, !dbg !9
  %".978" = icmp sle i64 %"i.8", %".977" , !dbg !9
  %".979" = and i1 %".976", %".978", !dbg !9
  %".980" = and i1 1, %".979", !dbg !9
  %".981" = icmp sge i64 0, 0 , !dbg !9
  %".982" = sub i64 %"c.dim1", 4, !dbg !9
  %".983" = icmp sle i64 0, %".982" , !dbg !9
  %".984" = and i1 %".981", %".983", !dbg !9
  %".985" = and i1 %".980", %".984", !dbg !9
  %".986" = mul i64 %"i.8", %"c.stride0", !dbg !9
  %".987" = add i64 %".986", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".987" , !dbg !9
  br i1 %".985", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
tile.inside.3:
  br label %"tile.loop.12", !dbg !9
tile.masked.3:
  br label %"tile.loop.14", !dbg !9
tile.done.3:
  %".815" = mul i64 0, 4, !dbg !9
  %".816" = add i64 0, %".815", !dbg !9
  %".817" = mul i64 0, 1, !dbg !9
  %".818" = add i64 %".817", 0, !dbg !9
  %".819" = add i64 %".816", 0, !dbg !9
  %".820" = mul i64 %".819", 4, !dbg !9
  %".821" = add i64 %".820", 0, !dbg !9
  %".822" = add i64 %".816", 1, !dbg !9
  %".823" = mul i64 %".822", 4, !dbg !9
  %".824" = add i64 %".823", 0, !dbg !9
  %".825" = add i64 %".816", 2, !dbg !9
  %".826" = mul i64 %".825", 4, !dbg !9
  %".827" = add i64 %".826", 0, !dbg !9
  %".828" = add i64 %".816", 3, !dbg !9
  %".829" = mul i64 %".828", 4, !dbg !9
  %".830" = add i64 %".829", 0, !dbg !9
  %".831" = add i64 %".816", 0, !dbg !9
  %".832" = mul i64 %".831", 4, !dbg !9
  %".833" = add i64 %".816", 1, !dbg !9
  %".834" = mul i64 %".833", 4, !dbg !9
  %".835" = add i64 %".816", 2, !dbg !9
  %".836" = mul i64 %".835", 4, !dbg !9
  %".837" = add i64 %".816", 3, !dbg !9
  %".838" = mul i64 %".837", 4, !dbg !9
  %".839" = mul i64 0, 4, !dbg !9
  %".840" = add i64 %".839", 0, !dbg !9
  %".841" = add i64 %".840", 0, !dbg !9
  %".842" = getelementptr float, float* %"tile.tmp.2", i64 %".841" , !dbg !9
  %".843" = bitcast float* %".842" to <4 x float>* , !dbg !9
  %".844" = load <4 x float>, <4 x float>* %".843", align 4, !dbg !9
  %".845" = add i64 %".832", 0, !dbg !9
  %".846" = getelementptr float, float* %"tile.left.1", i64 %".845" , !dbg !9
  %".847" = load float, float* %".846", align 4, !dbg !9
  %".848" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".847", i32 0
  %".849" = shufflevector <4 x float> %".848", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".850" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".849", <4 x float> %".844", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".851" = add i64 %".834", 0, !dbg !9
  %".852" = getelementptr float, float* %"tile.left.1", i64 %".851" , !dbg !9
  %".853" = load float, float* %".852", align 4, !dbg !9
  %".854" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".853", i32 0
  %".855" = shufflevector <4 x float> %".854", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".856" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".855", <4 x float> %".844", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".857" = add i64 %".836", 0, !dbg !9
  %".858" = getelementptr float, float* %"tile.left.1", i64 %".857" , !dbg !9
  %".859" = load float, float* %".858", align 4, !dbg !9
  %".860" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".859", i32 0
  %".861" = shufflevector <4 x float> %".860", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".862" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".861", <4 x float> %".844", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".863" = add i64 %".838", 0, !dbg !9
  %".864" = getelementptr float, float* %"tile.left.1", i64 %".863" , !dbg !9
  %".865" = load float, float* %".864", align 4, !dbg !9
  %".866" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".865", i32 0
  %".867" = shufflevector <4 x float> %".866", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".868" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".867", <4 x float> %".844", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".869" = mul i64 1, 4, !dbg !9
  %".870" = add i64 %".869", 0, !dbg !9
  %".871" = add i64 %".870", 0, !dbg !9
  %".872" = getelementptr float, float* %"tile.tmp.2", i64 %".871" , !dbg !9
  %".873" = bitcast float* %".872" to <4 x float>* , !dbg !9
  %".874" = load <4 x float>, <4 x float>* %".873", align 4, !dbg !9
  %".875" = add i64 %".832", 1, !dbg !9
  %".876" = getelementptr float, float* %"tile.left.1", i64 %".875" , !dbg !9
  %".877" = load float, float* %".876", align 4, !dbg !9
  %".878" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".877", i32 0
  %".879" = shufflevector <4 x float> %".878", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".880" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".879", <4 x float> %".874", <4 x float> %".850"), !dbg !9
  %".881" = add i64 %".834", 1, !dbg !9
  %".882" = getelementptr float, float* %"tile.left.1", i64 %".881" , !dbg !9
  %".883" = load float, float* %".882", align 4, !dbg !9
  %".884" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".883", i32 0
  %".885" = shufflevector <4 x float> %".884", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".886" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".885", <4 x float> %".874", <4 x float> %".856"), !dbg !9
  %".887" = add i64 %".836", 1, !dbg !9
  %".888" = getelementptr float, float* %"tile.left.1", i64 %".887" , !dbg !9
  %".889" = load float, float* %".888", align 4, !dbg !9
  %".890" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".889", i32 0
  %".891" = shufflevector <4 x float> %".890", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".892" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".891", <4 x float> %".874", <4 x float> %".862"), !dbg !9
  %".893" = add i64 %".838", 1, !dbg !9
  %".894" = getelementptr float, float* %"tile.left.1", i64 %".893" , !dbg !9
  %".895" = load float, float* %".894", align 4, !dbg !9
  %".896" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".895", i32 0
  %".897" = shufflevector <4 x float> %".896", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".898" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".897", <4 x float> %".874", <4 x float> %".868"), !dbg !9
  %".899" = mul i64 2, 4, !dbg !9
  %".900" = add i64 %".899", 0, !dbg !9
  %".901" = add i64 %".900", 0, !dbg !9
  %".902" = getelementptr float, float* %"tile.tmp.2", i64 %".901" , !dbg !9
  %".903" = bitcast float* %".902" to <4 x float>* , !dbg !9
  %".904" = load <4 x float>, <4 x float>* %".903", align 4, !dbg !9
  %".905" = add i64 %".832", 2, !dbg !9
  %".906" = getelementptr float, float* %"tile.left.1", i64 %".905" , !dbg !9
  %".907" = load float, float* %".906", align 4, !dbg !9
  %".908" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".907", i32 0
  %".909" = shufflevector <4 x float> %".908", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".910" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".909", <4 x float> %".904", <4 x float> %".880"), !dbg !9
  %".911" = add i64 %".834", 2, !dbg !9
  %".912" = getelementptr float, float* %"tile.left.1", i64 %".911" , !dbg !9
  %".913" = load float, float* %".912", align 4, !dbg !9
  %".914" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".913", i32 0
  %".915" = shufflevector <4 x float> %".914", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".916" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".915", <4 x float> %".904", <4 x float> %".886"), !dbg !9
  %".917" = add i64 %".836", 2, !dbg !9
  %".918" = getelementptr float, float* %"tile.left.1", i64 %".917" , !dbg !9
  %".919" = load float, float* %".918", align 4, !dbg !9
  %".920" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".919", i32 0
  %".921" = shufflevector <4 x float> %".920", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".922" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".921", <4 x float> %".904", <4 x float> %".892"), !dbg !9
  %".923" = add i64 %".838", 2, !dbg !9
  %".924" = getelementptr float, float* %"tile.left.1", i64 %".923" , !dbg !9
  %".925" = load float, float* %".924", align 4, !dbg !9
  %".926" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".925", i32 0
  %".927" = shufflevector <4 x float> %".926", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".928" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".927", <4 x float> %".904", <4 x float> %".898"), !dbg !9
  %".929" = mul i64 3, 4, !dbg !9
  %".930" = add i64 %".929", 0, !dbg !9
  %".931" = add i64 %".930", 0, !dbg !9
  %".932" = getelementptr float, float* %"tile.tmp.2", i64 %".931" , !dbg !9
  %".933" = bitcast float* %".932" to <4 x float>* , !dbg !9
  %".934" = load <4 x float>, <4 x float>* %".933", align 4, !dbg !9
  %".935" = add i64 %".832", 3, !dbg !9
  %".936" = getelementptr float, float* %"tile.left.1", i64 %".935" , !dbg !9
  %".937" = load float, float* %".936", align 4, !dbg !9
  %".938" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".937", i32 0
  %".939" = shufflevector <4 x float> %".938", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".940" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".939", <4 x float> %".934", <4 x float> %".910"), !dbg !9
  %".941" = add i64 %".834", 3, !dbg !9
  %".942" = getelementptr float, float* %"tile.left.1", i64 %".941" , !dbg !9
  %".943" = load float, float* %".942", align 4, !dbg !9
  %".944" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".943", i32 0
  %".945" = shufflevector <4 x float> %".944", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".946" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".945", <4 x float> %".934", <4 x float> %".916"), !dbg !9
  %".947" = add i64 %".836", 3, !dbg !9
  %".948" = getelementptr float, float* %"tile.left.1", i64 %".947" , !dbg !9
  %".949" = load float, float* %".948", align 4, !dbg !9
  %".950" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".949", i32 0
  %".951" = shufflevector <4 x float> %".950", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".952" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".951", <4 x float> %".934", <4 x float> %".922"), !dbg !9
  %".953" = add i64 %".838", 3, !dbg !9
  %".954" = getelementptr float, float* %"tile.left.1", i64 %".953" , !dbg !9
  %".955" = load float, float* %".954", align 4, !dbg !9
  %".956" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".955", i32 0
  %".957" = shufflevector <4 x float> %".956", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".958" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".957", <4 x float> %".934", <4 x float> %".928"), !dbg !9
  %".959" = add i64 %".821", 0, !dbg !9
  %".960" = getelementptr float, float* %"tile.tmp.1", i64 %".959" , !dbg !9
  %".961" = bitcast float* %".960" to <4 x float>* , !dbg !9
  store <4 x float> %".940", <4 x float>* %".961", align 4, !dbg !9
  %".963" = add i64 %".824", 0, !dbg !9
  %".964" = getelementptr float, float* %"tile.tmp.1", i64 %".963" , !dbg !9
  %".965" = bitcast float* %".964" to <4 x float>* , !dbg !9
  store <4 x float> %".946", <4 x float>* %".965", align 4, !dbg !9
  %".967" = add i64 %".827", 0, !dbg !9
  %".968" = getelementptr float, float* %"tile.tmp.1", i64 %".967" , !dbg !9
  %".969" = bitcast float* %".968" to <4 x float>* , !dbg !9
  store <4 x float> %".952", <4 x float>* %".969", align 4, !dbg !9
  %".971" = add i64 %".830", 0, !dbg !9
  %".972" = getelementptr float, float* %"tile.tmp.1", i64 %".971" , !dbg !9
  %".973" = bitcast float* %".972" to <4 x float>* , !dbg !9
  store <4 x float> %".958", <4 x float>* %".973", align 4, !dbg !9
  br label %"mm.a.done.1", !dbg !9
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.inside.3"], [%".789", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.3", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".786", %"tile.loop.13"] , !dbg !9
  %".780" = mul i64 %"lane.12", %"a.stride0", !dbg !9
  %".781" = add i64 %".780", %"lane.13", !dbg !9
  %"a.lane.2" = getelementptr float, ptr %"a.window.1", i64 %".781" , !dbg !9
  %"a.lane.val.2" = load float, ptr %"a.lane.2", !dbg !9
  %".782" = mul i64 %"lane.12", 4, !dbg !9
  %".783" = add i64 %"lane.13", %".782", !dbg !9
  %".784" = getelementptr float, float* %"tile.left.1", i64 %".783" , !dbg !9
  store float %"a.lane.val.2", float* %".784", !dbg !9
  %".786" = add i64 %"lane.13", 1, !dbg !9
  %".787" = icmp ult i64 %".786", 4 , !dbg !9
  br i1 %".787", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".789" = add i64 %"lane.12", 1, !dbg !9
  %".790" = icmp ult i64 %".789", 4 , !dbg !9
  br i1 %".790", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.3"], [%".811", %"tile.end.15"] , !dbg !9
  br label %"tile.loop.15", !dbg !9
tile.end.14:
  br label %"tile.done.3", !dbg !9
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".808", %"tile.loop.15"] , !dbg !9
  %".795" = add i64 %"i.7", %"lane.14", !dbg !9
  %".796" = icmp ult i64 %".795", %"a.dim0" , !dbg !9
  %".797" = and i1 1, %".796", !dbg !9
  %".798" = mul i64 %"lane.14", %"a.stride0", !dbg !9
  %".799" = add i64 0, %"lane.15", !dbg !9
  %".800" = icmp ult i64 %".799", %"a.dim1" , !dbg !9
  %".801" = and i1 %".797", %".800", !dbg !9
  %".802" = add i64 %".798", %"lane.15", !dbg !9
  %"a.lane.3" = getelementptr float, ptr %"a.window.1", i64 %".802" , !dbg !9
  %".803" = select  i1 %".801", ptr %"a.lane.3", float* %"a.other.1" , !dbg !9
  %"a.lane.val.3" = load float, ptr %".803", !dbg !9
  %".804" = mul i64 %"lane.14", 4, !dbg !9
  %".805" = add i64 %"lane.15", %".804", !dbg !9
  %".806" = getelementptr float, float* %"tile.left.1", i64 %".805" , !dbg !9
  store float %"a.lane.val.3", float* %".806", !dbg !9
  %".808" = add i64 %"lane.15", 1, !dbg !9
  %".809" = icmp ult i64 %".808", 4 , !dbg !9
  br i1 %".809", label %"tile.loop.15", label %"tile.end.15", !dbg !9
tile.end.15:
  %".811" = add i64 %"lane.14", 1, !dbg !9
  %".812" = icmp ult i64 %".811", 4 , !dbg !9
  br i1 %".812", label %"tile.loop.14", label %"tile.end.14", !dbg !9
tile.inside.4:
  br label %"tile.loop.16", !dbg !9
tile.masked.4:
  br label %"tile.loop.18", !dbg !9
tile.done.4:
  br label %"mm.gm.done", !dbg !9
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.inside.4"], [%".1001", %"tile.end.17"] , !dbg !9
  br label %"tile.loop.17", !dbg !9
tile.end.16:
  br label %"tile.done.4", !dbg !9
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".998", %"tile.loop.17"] , !dbg !9
  %".991" = mul i64 %"lane.16", 4, !dbg !9
  %".992" = add i64 %"lane.17", %".991", !dbg !9
  %".993" = getelementptr float, float* %"tile.tmp.1", i64 %".992" , !dbg !9
  %".994" = load float, float* %".993", !dbg !9
  %".995" = mul i64 %"lane.16", %"c.stride0", !dbg !9
  %".996" = add i64 %".995", %"lane.17", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".996" , !dbg !9
  store float %".994", ptr %"c.lane", !dbg !9
  %".998" = add i64 %"lane.17", 1, !dbg !9
  %".999" = icmp ult i64 %".998", 4 , !dbg !9
  br i1 %".999", label %"tile.loop.17", label %"tile.end.17", !dbg !9
tile.end.17:
  %".1001" = add i64 %"lane.16", 1, !dbg !9
  %".1002" = icmp ult i64 %".1001", 4 , !dbg !9
  br i1 %".1002", label %"tile.loop.16", label %"tile.end.16", !dbg !9
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.masked.4"], [%".1024", %"tile.end.19"] , !dbg !9
  br label %"tile.loop.19", !dbg !9
tile.end.18:
  br label %"tile.done.4", !dbg !9
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.loop.18"], [%".1021", %"tile.loop.19"] , !dbg !9
  %".1007" = mul i64 %"lane.18", 4, !dbg !9
  %".1008" = add i64 %"lane.19", %".1007", !dbg !9
  %".1009" = getelementptr float, float* %"tile.tmp.1", i64 %".1008" , !dbg !9
  %".1010" = load float, float* %".1009", !dbg !9
  %".1011" = add i64 %"i.8", %"lane.18", !dbg !9
  %".1012" = icmp ult i64 %".1011", %"c.dim0" , !dbg !9
  %".1013" = and i1 1, %".1012", !dbg !9
  %".1014" = mul i64 %"lane.18", %"c.stride0", !dbg !9
  %".1015" = add i64 0, %"lane.19", !dbg !9
  %".1016" = icmp ult i64 %".1015", %"c.dim1" , !dbg !9
  %".1017" = and i1 %".1013", %".1016", !dbg !9
  %".1018" = add i64 %".1014", %"lane.19", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".1018" , !dbg !9
  %".1019" = select  i1 %".1017", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".1010", ptr %".1019", !dbg !9
  %".1021" = add i64 %"lane.19", 1, !dbg !9
  %".1022" = icmp ult i64 %".1021", 4 , !dbg !9
  br i1 %".1022", label %"tile.loop.19", label %"tile.end.19", !dbg !9
tile.end.19:
  %".1024" = add i64 %"lane.18", 1, !dbg !9
  %".1025" = icmp ult i64 %".1024", 4 , !dbg !9
  br i1 %".1025", label %"tile.loop.18", label %"tile.end.18", !dbg !9
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
