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
  %".734" = load i64, i64* %"k.iter", !dbg !9
  %".735" = sub i64 %"a.dim1", %".734", !dbg !9
  %".736" = icmp ugt i64 %".735", 4 , !dbg !9
  br i1 %".736", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.5" = load i64, i64* %"i", !dbg !14
  %".740" = icmp sge i64 %"i.5", 0 , !dbg !14
  %".741" = sub i64 %"c.dim0", 4, !dbg !14
  %".742" = icmp sle i64 %"i.5", %".741" , !dbg !14
  %".743" = and i1 %".740", %".742", !dbg !14
  %".744" = and i1 1, %".743", !dbg !14
  %".745" = icmp sge i64 0, 0 , !dbg !14
  %".746" = sub i64 %"c.dim1", 4, !dbg !14
  %".747" = icmp sle i64 0, %".746" , !dbg !14
  %".748" = and i1 %".745", %".747", !dbg !14
  %".749" = and i1 %".744", %".748", !dbg !14
  %".750" = mul i64 %"i.5", %"c.stride0", !dbg !14
  %".751" = add i64 %".750", 0, !dbg !14
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".751" , !dbg !14
  br i1 %".749", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
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
  %".127" = add i64 %".104", 0, !dbg !10
  %".128" = mul i64 %".127", %"a.stride0", !dbg !10
  %".129" = add i64 %".104", 1, !dbg !10
  %".130" = mul i64 %".129", %"a.stride0", !dbg !10
  %".131" = add i64 %".104", 2, !dbg !10
  %".132" = mul i64 %".131", %"a.stride0", !dbg !10
  %".133" = add i64 %".104", 3, !dbg !10
  %".134" = mul i64 %".133", %"a.stride0", !dbg !10
  %".135" = add i64 %".109", 0, !dbg !10
  %".136" = getelementptr float, float* %"acc", i64 %".135" , !dbg !10
  %".137" = bitcast float* %".136" to <4 x float>* , !dbg !10
  %".138" = load <4 x float>, <4 x float>* %".137", align 4, !dbg !10
  %".139" = add i64 %".112", 0, !dbg !10
  %".140" = getelementptr float, float* %"acc", i64 %".139" , !dbg !10
  %".141" = bitcast float* %".140" to <4 x float>* , !dbg !10
  %".142" = load <4 x float>, <4 x float>* %".141", align 4, !dbg !10
  %".143" = add i64 %".115", 0, !dbg !10
  %".144" = getelementptr float, float* %"acc", i64 %".143" , !dbg !10
  %".145" = bitcast float* %".144" to <4 x float>* , !dbg !10
  %".146" = load <4 x float>, <4 x float>* %".145", align 4, !dbg !10
  %".147" = add i64 %".118", 0, !dbg !10
  %".148" = getelementptr float, float* %"acc", i64 %".147" , !dbg !10
  %".149" = bitcast float* %".148" to <4 x float>* , !dbg !10
  %".150" = load <4 x float>, <4 x float>* %".149", align 4, !dbg !10
  %".151" = mul i64 %".106", 4, !dbg !10
  %".152" = add i64 %".151", 0, !dbg !10
  %".153" = icmp ult i64 %".152", 4 , !dbg !10
  br i1 %".153", label %"mm.a.gm.if", label %"mm.a.gm.endif", !dbg !10, !prof !11
mm.a.staged:
  %"i.4" = load i64, i64* %"i", !dbg !10
  %"k.7" = load i64, i64* %"k", !dbg !10
  %".416" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".416", !dbg !10
  %".418" = icmp sge i64 %"i.4", 0 , !dbg !10
  %".419" = sub i64 %"a.dim0", 4, !dbg !10
  %".420" = icmp sle i64 %"i.4", %".419" , !dbg !10
  %".421" = and i1 %".418", %".420", !dbg !10
  %".422" = and i1 1, %".421", !dbg !10
  %".423" = icmp sge i64 %"k.7", 0 , !dbg !10
  %".424" = sub i64 %"a.dim1", 4, !dbg !10
  %".425" = icmp sle i64 %"k.7", %".424" , !dbg !10
  %".426" = and i1 %".423", %".425", !dbg !10
  %".427" = and i1 %".422", %".426", !dbg !10
  %".428" = mul i64 %"i.4", %"a.stride0", !dbg !10
  %".429" = add i64 %".428", %"k.7", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".429" , !dbg !10
  br i1 %".427", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
mm.a.done:
  br label %"for.inc", !dbg !9
mm.a.gm.if:
  %".155" = mul i64 %".152", %".33", !dbg !10
  %".156" = getelementptr i8, ptr %"a.next", i64 %".155" , !dbg !10
  %".157" = getelementptr i8, ptr %".156", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".157", i32 0, i32 2, i32 1), !dbg !10
  %".159" = getelementptr i8, ptr %".156", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".159", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif", !dbg !10
mm.a.gm.endif:
  %".162" = mul i64 %".106", 4, !dbg !10
  %".163" = add i64 %".162", 1, !dbg !10
  %".164" = icmp ult i64 %".163", 4 , !dbg !10
  br i1 %".164", label %"mm.a.gm.endif.if", label %"mm.a.gm.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.if:
  %".166" = mul i64 %".163", %".33", !dbg !10
  %".167" = getelementptr i8, ptr %"a.next", i64 %".166" , !dbg !10
  %".168" = getelementptr i8, ptr %".167", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".168", i32 0, i32 2, i32 1), !dbg !10
  %".170" = getelementptr i8, ptr %".167", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".170", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif", !dbg !10
mm.a.gm.endif.endif:
  %".173" = mul i64 %".106", 4, !dbg !10
  %".174" = add i64 %".173", 2, !dbg !10
  %".175" = icmp ult i64 %".174", 4 , !dbg !10
  br i1 %".175", label %"mm.a.gm.endif.endif.if", label %"mm.a.gm.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.if:
  %".177" = mul i64 %".174", %".33", !dbg !10
  %".178" = getelementptr i8, ptr %"a.next", i64 %".177" , !dbg !10
  %".179" = getelementptr i8, ptr %".178", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".179", i32 0, i32 2, i32 1), !dbg !10
  %".181" = getelementptr i8, ptr %".178", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".181", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif:
  %".184" = mul i64 %".106", 4, !dbg !10
  %".185" = add i64 %".184", 3, !dbg !10
  %".186" = icmp ult i64 %".185", 4 , !dbg !10
  br i1 %".186", label %"mm.a.gm.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.if:
  %".188" = mul i64 %".185", %".33", !dbg !10
  %".189" = getelementptr i8, ptr %"a.next", i64 %".188" , !dbg !10
  %".190" = getelementptr i8, ptr %".189", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".190", i32 0, i32 2, i32 1), !dbg !10
  %".192" = getelementptr i8, ptr %".189", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".192", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif:
  %".195" = mul i64 %".106", 4, !dbg !10
  %".196" = add i64 %".195", 0, !dbg !10
  %".197" = icmp ult i64 %".196", 4 , !dbg !10
  br i1 %".197", label %"mm.a.gm.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.if:
  %".199" = mul i64 %".196", %".36", !dbg !10
  %".200" = getelementptr i8, ptr %"b.next", i64 %".199" , !dbg !10
  %".201" = getelementptr i8, ptr %".200", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".201", i32 0, i32 2, i32 1), !dbg !10
  %".203" = getelementptr i8, ptr %".200", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".203", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif:
  %".206" = mul i64 %".106", 4, !dbg !10
  %".207" = add i64 %".206", 1, !dbg !10
  %".208" = icmp ult i64 %".207", 4 , !dbg !10
  br i1 %".208", label %"mm.a.gm.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.if:
  %".210" = mul i64 %".207", %".36", !dbg !10
  %".211" = getelementptr i8, ptr %"b.next", i64 %".210" , !dbg !10
  %".212" = getelementptr i8, ptr %".211", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".212", i32 0, i32 2, i32 1), !dbg !10
  %".214" = getelementptr i8, ptr %".211", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".214", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif:
  %".217" = mul i64 %".106", 4, !dbg !10
  %".218" = add i64 %".217", 2, !dbg !10
  %".219" = icmp ult i64 %".218", 4 , !dbg !10
  br i1 %".219", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.if:
  %".221" = mul i64 %".218", %".36", !dbg !10
  %".222" = getelementptr i8, ptr %"b.next", i64 %".221" , !dbg !10
  %".223" = getelementptr i8, ptr %".222", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".223", i32 0, i32 2, i32 1), !dbg !10
  %".225" = getelementptr i8, ptr %".222", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".225", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif:
  %".228" = mul i64 %".106", 4, !dbg !10
  %".229" = add i64 %".228", 3, !dbg !10
  %".230" = icmp ult i64 %".229", 4 , !dbg !10
  br i1 %".230", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if", label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.if:
  %".232" = mul i64 %".229", %".36", !dbg !10
  %".233" = getelementptr i8, ptr %"b.next", i64 %".232" , !dbg !10
  %".234" = getelementptr i8, ptr %".233", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".234", i32 0, i32 2, i32 1), !dbg !10
  %".236" = getelementptr i8, ptr %".233", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".236", i32 0, i32 2, i32 1), !dbg !10
  br label %"mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif", !dbg !10
mm.a.gm.endif.endif.endif.endif.endif.endif.endif.endif:
  %".239" = add i64 %".128", 0, !dbg !10
  %".240" = add i64 %".239", 32, !dbg !10
  %".241" = getelementptr float, ptr %"a.rows", i64 %".240" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".241", i32 0, i32 3, i32 1), !dbg !10
  %".243" = getelementptr float, ptr %"a.rows", i64 %".239" , !dbg !10
  %".244" = load <4 x float>, ptr %".243", align 4, !dbg !10
  %".245" = add i64 %".120", 0, !dbg !10
  %".246" = getelementptr float, float* %"tile.left", i64 %".245" , !dbg !10
  %".247" = bitcast float* %".246" to <4 x float>* , !dbg !10
  store <4 x float> %".244", <4 x float>* %".247", align 4, !dbg !10
  %".249" = add i64 %".130", 0, !dbg !10
  %".250" = add i64 %".249", 32, !dbg !10
  %".251" = getelementptr float, ptr %"a.rows", i64 %".250" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".251", i32 0, i32 3, i32 1), !dbg !10
  %".253" = getelementptr float, ptr %"a.rows", i64 %".249" , !dbg !10
  %".254" = load <4 x float>, ptr %".253", align 4, !dbg !10
  %".255" = add i64 %".122", 0, !dbg !10
  %".256" = getelementptr float, float* %"tile.left", i64 %".255" , !dbg !10
  %".257" = bitcast float* %".256" to <4 x float>* , !dbg !10
  store <4 x float> %".254", <4 x float>* %".257", align 4, !dbg !10
  %".259" = add i64 %".132", 0, !dbg !10
  %".260" = add i64 %".259", 32, !dbg !10
  %".261" = getelementptr float, ptr %"a.rows", i64 %".260" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".261", i32 0, i32 3, i32 1), !dbg !10
  %".263" = getelementptr float, ptr %"a.rows", i64 %".259" , !dbg !10
  %".264" = load <4 x float>, ptr %".263", align 4, !dbg !10
  %".265" = add i64 %".124", 0, !dbg !10
  %".266" = getelementptr float, float* %"tile.left", i64 %".265" , !dbg !10
  %".267" = bitcast float* %".266" to <4 x float>* , !dbg !10
  store <4 x float> %".264", <4 x float>* %".267", align 4, !dbg !10
  %".269" = add i64 %".134", 0, !dbg !10
  %".270" = add i64 %".269", 32, !dbg !10
  %".271" = getelementptr float, ptr %"a.rows", i64 %".270" , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".271", i32 0, i32 3, i32 1), !dbg !10
  %".273" = getelementptr float, ptr %"a.rows", i64 %".269" , !dbg !10
  %".274" = load <4 x float>, ptr %".273", align 4, !dbg !10
  %".275" = add i64 %".126", 0, !dbg !10
  %".276" = getelementptr float, float* %"tile.left", i64 %".275" , !dbg !10
  %".277" = bitcast float* %".276" to <4 x float>* , !dbg !10
  store <4 x float> %".274", <4 x float>* %".277", align 4, !dbg !10
  %".279" = mul i64 0, 4, !dbg !10
  %".280" = add i64 %".279", 0, !dbg !10
  %".281" = add i64 %".280", 0, !dbg !10
  %".282" = getelementptr float, float* %"tile.tmp", i64 %".281" , !dbg !10
  %".283" = bitcast float* %".282" to <4 x float>* , !dbg !10
  %".284" = load <4 x float>, <4 x float>* %".283", align 4, !dbg !10
  %".285" = add i64 %".128", 0, !dbg !10
  %".286" = getelementptr float, ptr %"a.rows", i64 %".285" , !dbg !10
  %".287" = load float, ptr %".286", align 4, !dbg !10
  %".288" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".287", i32 0
  %".289" = shufflevector <4 x float> %".288", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".290" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".289", <4 x float> %".284", <4 x float> %".138"), !dbg !10
  %".291" = add i64 %".130", 0, !dbg !10
  %".292" = getelementptr float, ptr %"a.rows", i64 %".291" , !dbg !10
  %".293" = load float, ptr %".292", align 4, !dbg !10
  %".294" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".293", i32 0
  %".295" = shufflevector <4 x float> %".294", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".296" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".295", <4 x float> %".284", <4 x float> %".142"), !dbg !10
  %".297" = add i64 %".132", 0, !dbg !10
  %".298" = getelementptr float, ptr %"a.rows", i64 %".297" , !dbg !10
  %".299" = load float, ptr %".298", align 4, !dbg !10
  %".300" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".299", i32 0
  %".301" = shufflevector <4 x float> %".300", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".302" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".301", <4 x float> %".284", <4 x float> %".146"), !dbg !10
  %".303" = add i64 %".134", 0, !dbg !10
  %".304" = getelementptr float, ptr %"a.rows", i64 %".303" , !dbg !10
  %".305" = load float, ptr %".304", align 4, !dbg !10
  %".306" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".305", i32 0
  %".307" = shufflevector <4 x float> %".306", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".308" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".307", <4 x float> %".284", <4 x float> %".150"), !dbg !10
  %".309" = mul i64 1, 4, !dbg !10
  %".310" = add i64 %".309", 0, !dbg !10
  %".311" = add i64 %".310", 0, !dbg !10
  %".312" = getelementptr float, float* %"tile.tmp", i64 %".311" , !dbg !10
  %".313" = bitcast float* %".312" to <4 x float>* , !dbg !10
  %".314" = load <4 x float>, <4 x float>* %".313", align 4, !dbg !10
  %".315" = add i64 %".128", 1, !dbg !10
  %".316" = getelementptr float, ptr %"a.rows", i64 %".315" , !dbg !10
  %".317" = load float, ptr %".316", align 4, !dbg !10
  %".318" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".317", i32 0
  %".319" = shufflevector <4 x float> %".318", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".320" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".319", <4 x float> %".314", <4 x float> %".290"), !dbg !10
  %".321" = add i64 %".130", 1, !dbg !10
  %".322" = getelementptr float, ptr %"a.rows", i64 %".321" , !dbg !10
  %".323" = load float, ptr %".322", align 4, !dbg !10
  %".324" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".323", i32 0
  %".325" = shufflevector <4 x float> %".324", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".326" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".325", <4 x float> %".314", <4 x float> %".296"), !dbg !10
  %".327" = add i64 %".132", 1, !dbg !10
  %".328" = getelementptr float, ptr %"a.rows", i64 %".327" , !dbg !10
  %".329" = load float, ptr %".328", align 4, !dbg !10
  %".330" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".329", i32 0
  %".331" = shufflevector <4 x float> %".330", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".332" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".331", <4 x float> %".314", <4 x float> %".302"), !dbg !10
  %".333" = add i64 %".134", 1, !dbg !10
  %".334" = getelementptr float, ptr %"a.rows", i64 %".333" , !dbg !10
  %".335" = load float, ptr %".334", align 4, !dbg !10
  %".336" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".335", i32 0
  %".337" = shufflevector <4 x float> %".336", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".338" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".337", <4 x float> %".314", <4 x float> %".308"), !dbg !10
  %".339" = mul i64 2, 4, !dbg !10
  %".340" = add i64 %".339", 0, !dbg !10
  %".341" = add i64 %".340", 0, !dbg !10
  %".342" = getelementptr float, float* %"tile.tmp", i64 %".341" , !dbg !10
  %".343" = bitcast float* %".342" to <4 x float>* , !dbg !10
  %".344" = load <4 x float>, <4 x float>* %".343", align 4, !dbg !10
  %".345" = add i64 %".128", 2, !dbg !10
  %".346" = getelementptr float, ptr %"a.rows", i64 %".345" , !dbg !10
  %".347" = load float, ptr %".346", align 4, !dbg !10
  %".348" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".347", i32 0
  %".349" = shufflevector <4 x float> %".348", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".350" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".349", <4 x float> %".344", <4 x float> %".320"), !dbg !10
  %".351" = add i64 %".130", 2, !dbg !10
  %".352" = getelementptr float, ptr %"a.rows", i64 %".351" , !dbg !10
  %".353" = load float, ptr %".352", align 4, !dbg !10
  %".354" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".353", i32 0
  %".355" = shufflevector <4 x float> %".354", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".356" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".355", <4 x float> %".344", <4 x float> %".326"), !dbg !10
  %".357" = add i64 %".132", 2, !dbg !10
  %".358" = getelementptr float, ptr %"a.rows", i64 %".357" , !dbg !10
  %".359" = load float, ptr %".358", align 4, !dbg !10
  %".360" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".359", i32 0
  %".361" = shufflevector <4 x float> %".360", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".362" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".361", <4 x float> %".344", <4 x float> %".332"), !dbg !10
  %".363" = add i64 %".134", 2, !dbg !10
  %".364" = getelementptr float, ptr %"a.rows", i64 %".363" , !dbg !10
  %".365" = load float, ptr %".364", align 4, !dbg !10
  %".366" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".365", i32 0
  %".367" = shufflevector <4 x float> %".366", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".368" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".367", <4 x float> %".344", <4 x float> %".338"), !dbg !10
  %".369" = mul i64 3, 4, !dbg !10
  %".370" = add i64 %".369", 0, !dbg !10
  %".371" = add i64 %".370", 0, !dbg !10
  %".372" = getelementptr float, float* %"tile.tmp", i64 %".371" , !dbg !10
  %".373" = bitcast float* %".372" to <4 x float>* , !dbg !10
  %".374" = load <4 x float>, <4 x float>* %".373", align 4, !dbg !10
  %".375" = add i64 %".128", 3, !dbg !10
  %".376" = getelementptr float, ptr %"a.rows", i64 %".375" , !dbg !10
  %".377" = load float, ptr %".376", align 4, !dbg !10
  %".378" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".377", i32 0
  %".379" = shufflevector <4 x float> %".378", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".380" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".379", <4 x float> %".374", <4 x float> %".350"), !dbg !10
  %".381" = add i64 %".130", 3, !dbg !10
  %".382" = getelementptr float, ptr %"a.rows", i64 %".381" , !dbg !10
  %".383" = load float, ptr %".382", align 4, !dbg !10
  %".384" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".383", i32 0
  %".385" = shufflevector <4 x float> %".384", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".386" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".385", <4 x float> %".374", <4 x float> %".356"), !dbg !10
  %".387" = add i64 %".132", 3, !dbg !10
  %".388" = getelementptr float, ptr %"a.rows", i64 %".387" , !dbg !10
  %".389" = load float, ptr %".388", align 4, !dbg !10
  %".390" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".389", i32 0
  %".391" = shufflevector <4 x float> %".390", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".392" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".391", <4 x float> %".374", <4 x float> %".362"), !dbg !10
  %".393" = add i64 %".134", 3, !dbg !10
  %".394" = getelementptr float, ptr %"a.rows", i64 %".393" , !dbg !10
  %".395" = load float, ptr %".394", align 4, !dbg !10
  %".396" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".395", i32 0
  %".397" = shufflevector <4 x float> %".396", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".398" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".397", <4 x float> %".374", <4 x float> %".368"), !dbg !10
  %".399" = add i64 %".109", 0, !dbg !10
  %".400" = getelementptr float, float* %"acc", i64 %".399" , !dbg !10
  %".401" = bitcast float* %".400" to <4 x float>* , !dbg !10
  store <4 x float> %".380", <4 x float>* %".401", align 4, !dbg !10
  %".403" = add i64 %".112", 0, !dbg !10
  %".404" = getelementptr float, float* %"acc", i64 %".403" , !dbg !10
  %".405" = bitcast float* %".404" to <4 x float>* , !dbg !10
  store <4 x float> %".386", <4 x float>* %".405", align 4, !dbg !10
  %".407" = add i64 %".115", 0, !dbg !10
  %".408" = getelementptr float, float* %"acc", i64 %".407" , !dbg !10
  %".409" = bitcast float* %".408" to <4 x float>* , !dbg !10
  store <4 x float> %".392", <4 x float>* %".409", align 4, !dbg !10
  %".411" = add i64 %".118", 0, !dbg !10
  %".412" = getelementptr float, float* %"acc", i64 %".411" , !dbg !10
  %".413" = bitcast float* %".412" to <4 x float>* , !dbg !10
  store <4 x float> %".398", <4 x float>* %".413", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
tile.inside.1:
  br label %"tile.loop.7", !dbg !10
tile.masked.1:
  br label %"tile.loop.9", !dbg !10
tile.done.1:
  %".468" = mul i64 0, 4, !dbg !10
  %".469" = add i64 0, %".468", !dbg !10
  %".470" = mul i64 0, 1, !dbg !10
  %".471" = add i64 %".470", 0, !dbg !10
  %".472" = add i64 %".469", 0, !dbg !10
  %".473" = mul i64 %".472", 4, !dbg !10
  %".474" = add i64 %".473", 0, !dbg !10
  %".475" = add i64 %".469", 1, !dbg !10
  %".476" = mul i64 %".475", 4, !dbg !10
  %".477" = add i64 %".476", 0, !dbg !10
  %".478" = add i64 %".469", 2, !dbg !10
  %".479" = mul i64 %".478", 4, !dbg !10
  %".480" = add i64 %".479", 0, !dbg !10
  %".481" = add i64 %".469", 3, !dbg !10
  %".482" = mul i64 %".481", 4, !dbg !10
  %".483" = add i64 %".482", 0, !dbg !10
  %".484" = add i64 %".469", 0, !dbg !10
  %".485" = mul i64 %".484", 4, !dbg !10
  %".486" = add i64 %".469", 1, !dbg !10
  %".487" = mul i64 %".486", 4, !dbg !10
  %".488" = add i64 %".469", 2, !dbg !10
  %".489" = mul i64 %".488", 4, !dbg !10
  %".490" = add i64 %".469", 3, !dbg !10
  %".491" = mul i64 %".490", 4, !dbg !10
  %".492" = add i64 %".474", 0, !dbg !10
  %".493" = getelementptr float, float* %"acc", i64 %".492" , !dbg !10
  %".494" = bitcast float* %".493" to <4 x float>* , !dbg !10
  %".495" = load <4 x float>, <4 x float>* %".494", align 4, !dbg !10
  %".496" = add i64 %".477", 0, !dbg !10
  %".497" = getelementptr float, float* %"acc", i64 %".496" , !dbg !10
  %".498" = bitcast float* %".497" to <4 x float>* , !dbg !10
  %".499" = load <4 x float>, <4 x float>* %".498", align 4, !dbg !10
  %".500" = add i64 %".480", 0, !dbg !10
  %".501" = getelementptr float, float* %"acc", i64 %".500" , !dbg !10
  %".502" = bitcast float* %".501" to <4 x float>* , !dbg !10
  %".503" = load <4 x float>, <4 x float>* %".502", align 4, !dbg !10
  %".504" = add i64 %".483", 0, !dbg !10
  %".505" = getelementptr float, float* %"acc", i64 %".504" , !dbg !10
  %".506" = bitcast float* %".505" to <4 x float>* , !dbg !10
  %".507" = load <4 x float>, <4 x float>* %".506", align 4, !dbg !10
  %".508" = mul i64 %".471", 4, !dbg !10
  %".509" = add i64 %".508", 0, !dbg !10
  %".510" = icmp ult i64 %".509", 4 , !dbg !10
  br i1 %".510", label %"tile.done.1.if", label %"tile.done.1.endif", !dbg !10, !prof !11
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.1"], [%".442", %"tile.end.8"] , !dbg !10
  br label %"tile.loop.8", !dbg !10
tile.end.7:
  br label %"tile.done.1", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".439", %"tile.loop.8"] , !dbg !10
  %".433" = mul i64 %"lane.7", %"a.stride0", !dbg !10
  %".434" = add i64 %".433", %"lane.8", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".434" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".435" = mul i64 %"lane.7", 4, !dbg !10
  %".436" = add i64 %"lane.8", %".435", !dbg !10
  %".437" = getelementptr float, float* %"tile.left", i64 %".436" , !dbg !10
  store float %"a.lane.val", float* %".437", !dbg !10
  %".439" = add i64 %"lane.8", 1, !dbg !10
  %".440" = icmp ult i64 %".439", 4 , !dbg !10
  br i1 %".440", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.end.8:
  %".442" = add i64 %"lane.7", 1, !dbg !10
  %".443" = icmp ult i64 %".442", 4 , !dbg !10
  br i1 %".443", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.1"], [%".464", %"tile.end.10"] , !dbg !10
  br label %"tile.loop.10", !dbg !10
tile.end.9:
  br label %"tile.done.1", !dbg !10
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".461", %"tile.loop.10"] , !dbg !10
  %".448" = add i64 %"i.4", %"lane.9", !dbg !10
  %".449" = icmp ult i64 %".448", %"a.dim0" , !dbg !10
  %".450" = and i1 1, %".449", !dbg !10
  %".451" = mul i64 %"lane.9", %"a.stride0", !dbg !10
  %".452" = add i64 %"k.7", %"lane.10", !dbg !10
  %".453" = icmp ult i64 %".452", %"a.dim1" , !dbg !10
  %".454" = and i1 %".450", %".453", !dbg !10
  %".455" = add i64 %".451", %"lane.10", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".455" , !dbg !10
  %".456" = select  i1 %".454", ptr %"a.lane.1", float* %"a.other" , !dbg !10
  %"a.lane.val.1" = load float, ptr %".456", !dbg !10
  %".457" = mul i64 %"lane.9", 4, !dbg !10
  %".458" = add i64 %"lane.10", %".457", !dbg !10
  %".459" = getelementptr float, float* %"tile.left", i64 %".458" , !dbg !10
  store float %"a.lane.val.1", float* %".459", !dbg !10
  %".461" = add i64 %"lane.10", 1, !dbg !10
  %".462" = icmp ult i64 %".461", 4 , !dbg !10
  br i1 %".462", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".464" = add i64 %"lane.9", 1, !dbg !10
  %".465" = icmp ult i64 %".464", 4 , !dbg !10
  br i1 %".465", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.done.1.if:
  %".512" = mul i64 %".509", %".33", !dbg !10
  %".513" = getelementptr i8, ptr %"a.next", i64 %".512" , !dbg !10
  %".514" = getelementptr i8, ptr %".513", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".514", i32 0, i32 2, i32 1), !dbg !10
  %".516" = getelementptr i8, ptr %".513", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".516", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif", !dbg !10
tile.done.1.endif:
  %".519" = mul i64 %".471", 4, !dbg !10
  %".520" = add i64 %".519", 1, !dbg !10
  %".521" = icmp ult i64 %".520", 4 , !dbg !10
  br i1 %".521", label %"tile.done.1.endif.if", label %"tile.done.1.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.if:
  %".523" = mul i64 %".520", %".33", !dbg !10
  %".524" = getelementptr i8, ptr %"a.next", i64 %".523" , !dbg !10
  %".525" = getelementptr i8, ptr %".524", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".525", i32 0, i32 2, i32 1), !dbg !10
  %".527" = getelementptr i8, ptr %".524", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".527", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif", !dbg !10
tile.done.1.endif.endif:
  %".530" = mul i64 %".471", 4, !dbg !10
  %".531" = add i64 %".530", 2, !dbg !10
  %".532" = icmp ult i64 %".531", 4 , !dbg !10
  br i1 %".532", label %"tile.done.1.endif.endif.if", label %"tile.done.1.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.if:
  %".534" = mul i64 %".531", %".33", !dbg !10
  %".535" = getelementptr i8, ptr %"a.next", i64 %".534" , !dbg !10
  %".536" = getelementptr i8, ptr %".535", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".536", i32 0, i32 2, i32 1), !dbg !10
  %".538" = getelementptr i8, ptr %".535", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".538", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif:
  %".541" = mul i64 %".471", 4, !dbg !10
  %".542" = add i64 %".541", 3, !dbg !10
  %".543" = icmp ult i64 %".542", 4 , !dbg !10
  br i1 %".543", label %"tile.done.1.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.if:
  %".545" = mul i64 %".542", %".33", !dbg !10
  %".546" = getelementptr i8, ptr %"a.next", i64 %".545" , !dbg !10
  %".547" = getelementptr i8, ptr %".546", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".547", i32 0, i32 2, i32 1), !dbg !10
  %".549" = getelementptr i8, ptr %".546", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".549", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif:
  %".552" = mul i64 %".471", 4, !dbg !10
  %".553" = add i64 %".552", 0, !dbg !10
  %".554" = icmp ult i64 %".553", 4 , !dbg !10
  br i1 %".554", label %"tile.done.1.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.if:
  %".556" = mul i64 %".553", %".36", !dbg !10
  %".557" = getelementptr i8, ptr %"b.next", i64 %".556" , !dbg !10
  %".558" = getelementptr i8, ptr %".557", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".558", i32 0, i32 2, i32 1), !dbg !10
  %".560" = getelementptr i8, ptr %".557", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".560", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif:
  %".563" = mul i64 %".471", 4, !dbg !10
  %".564" = add i64 %".563", 1, !dbg !10
  %".565" = icmp ult i64 %".564", 4 , !dbg !10
  br i1 %".565", label %"tile.done.1.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.if:
  %".567" = mul i64 %".564", %".36", !dbg !10
  %".568" = getelementptr i8, ptr %"b.next", i64 %".567" , !dbg !10
  %".569" = getelementptr i8, ptr %".568", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".569", i32 0, i32 2, i32 1), !dbg !10
  %".571" = getelementptr i8, ptr %".568", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".571", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif:
  %".574" = mul i64 %".471", 4, !dbg !10
  %".575" = add i64 %".574", 2, !dbg !10
  %".576" = icmp ult i64 %".575", 4 , !dbg !10
  br i1 %".576", label %"tile.done.1.endif.endif.endif.endif.endif.endif.if", label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.1.endif.endif.endif.endif.endif.endif.if:
  %".578" = mul i64 %".575", %".36", !dbg !10
  %".579" = getelementptr i8, ptr %"b.next", i64 %".578" , !dbg !10
  %".580" = getelementptr i8, ptr %".579", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".580", i32 0, i32 2, i32 1), !dbg !10
  %".582" = getelementptr i8, ptr %".579", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".582", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.1.endif.endif.endif.endif.endif.endif.endif:
  %".585" = mul i64 %".471", 4, !dbg !10
  %".586" = add i64 %".585", 3, !dbg !10
  %".587" = icmp ult i64 %".586", 4 , !dbg !10
  br i1 %".587", label %"tile.done.1.endif.endif.e...if", label %"tile.done.1.endif.endif.e...endif", !dbg !10, !prof !11
tile.done.1.endif.endif.e...if:
  %".589" = mul i64 %".586", %".36", !dbg !10
  %".590" = getelementptr i8, ptr %"b.next", i64 %".589" , !dbg !10
  %".591" = getelementptr i8, ptr %".590", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".591", i32 0, i32 2, i32 1), !dbg !10
  %".593" = getelementptr i8, ptr %".590", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".593", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.1.endif.endif.e...endif", !dbg !10
tile.done.1.endif.endif.e...endif:
  %".596" = mul i64 0, 4, !dbg !10
  %".597" = add i64 %".596", 0, !dbg !10
  %".598" = add i64 %".597", 0, !dbg !10
  %".599" = getelementptr float, float* %"tile.tmp", i64 %".598" , !dbg !10
  %".600" = bitcast float* %".599" to <4 x float>* , !dbg !10
  %".601" = load <4 x float>, <4 x float>* %".600", align 4, !dbg !10
  %".602" = add i64 %".485", 0, !dbg !10
  %".603" = getelementptr float, float* %"tile.left", i64 %".602" , !dbg !10
  %".604" = load float, float* %".603", align 4, !dbg !10
  %".605" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".604", i32 0
  %".606" = shufflevector <4 x float> %".605", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".607" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".606", <4 x float> %".601", <4 x float> %".495"), !dbg !10
  %".608" = add i64 %".487", 0, !dbg !10
  %".609" = getelementptr float, float* %"tile.left", i64 %".608" , !dbg !10
  %".610" = load float, float* %".609", align 4, !dbg !10
  %".611" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".610", i32 0
  %".612" = shufflevector <4 x float> %".611", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".613" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".612", <4 x float> %".601", <4 x float> %".499"), !dbg !10
  %".614" = add i64 %".489", 0, !dbg !10
  %".615" = getelementptr float, float* %"tile.left", i64 %".614" , !dbg !10
  %".616" = load float, float* %".615", align 4, !dbg !10
  %".617" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".616", i32 0
  %".618" = shufflevector <4 x float> %".617", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".619" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".618", <4 x float> %".601", <4 x float> %".503"), !dbg !10
  %".620" = add i64 %".491", 0, !dbg !10
  %".621" = getelementptr float, float* %"tile.left", i64 %".620" , !dbg !10
  %".622" = load float, float* %".621", align 4, !dbg !10
  %".623" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".622", i32 0
  %".624" = shufflevector <4 x float> %".623", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".625" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".624", <4 x float> %".601", <4 x float> %".507"), !dbg !10
  %".626" = mul i64 1, 4, !dbg !10
  %".627" = add i64 %".626", 0, !dbg !10
  %".628" = add i64 %".627", 0, !dbg !10
  %".629" = getelementptr float, float* %"tile.tmp", i64 %".628" , !dbg !10
  %".630" = bitcast float* %".629" to <4 x float>* , !dbg !10
  %".631" = load <4 x float>, <4 x float>* %".630", align 4, !dbg !10
  %".632" = add i64 %".485", 1, !dbg !10
  %".633" = getelementptr float, float* %"tile.left", i64 %".632" , !dbg !10
  %".634" = load float, float* %".633", align 4, !dbg !10
  %".635" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".634", i32 0
  %".636" = shufflevector <4 x float> %".635", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".637" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".636", <4 x float> %".631", <4 x float> %".607"), !dbg !10
  %".638" = add i64 %".487", 1, !dbg !10
  %".639" = getelementptr float, float* %"tile.left", i64 %".638" , !dbg !10
  %".640" = load float, float* %".639", align 4, !dbg !10
  %".641" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".640", i32 0
  %".642" = shufflevector <4 x float> %".641", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".643" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".642", <4 x float> %".631", <4 x float> %".613"), !dbg !10
  %".644" = add i64 %".489", 1, !dbg !10
  %".645" = getelementptr float, float* %"tile.left", i64 %".644" , !dbg !10
  %".646" = load float, float* %".645", align 4, !dbg !10
  %".647" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".646", i32 0
  %".648" = shufflevector <4 x float> %".647", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".649" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".648", <4 x float> %".631", <4 x float> %".619"), !dbg !10
  %".650" = add i64 %".491", 1, !dbg !10
  %".651" = getelementptr float, float* %"tile.left", i64 %".650" , !dbg !10
  %".652" = load float, float* %".651", align 4, !dbg !10
  %".653" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".652", i32 0
  %".654" = shufflevector <4 x float> %".653", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".655" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".654", <4 x float> %".631", <4 x float> %".625"), !dbg !10
  %".656" = mul i64 2, 4, !dbg !10
  %".657" = add i64 %".656", 0, !dbg !10
  %".658" = add i64 %".657", 0, !dbg !10
  %".659" = getelementptr float, float* %"tile.tmp", i64 %".658" , !dbg !10
  %".660" = bitcast float* %".659" to <4 x float>* , !dbg !10
  %".661" = load <4 x float>, <4 x float>* %".660", align 4, !dbg !10
  %".662" = add i64 %".485", 2, !dbg !10
  %".663" = getelementptr float, float* %"tile.left", i64 %".662" , !dbg !10
  %".664" = load float, float* %".663", align 4, !dbg !10
  %".665" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".664", i32 0
  %".666" = shufflevector <4 x float> %".665", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".667" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".666", <4 x float> %".661", <4 x float> %".637"), !dbg !10
  %".668" = add i64 %".487", 2, !dbg !10
  %".669" = getelementptr float, float* %"tile.left", i64 %".668" , !dbg !10
  %".670" = load float, float* %".669", align 4, !dbg !10
  %".671" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".670", i32 0
  %".672" = shufflevector <4 x float> %".671", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".673" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".672", <4 x float> %".661", <4 x float> %".643"), !dbg !10
  %".674" = add i64 %".489", 2, !dbg !10
  %".675" = getelementptr float, float* %"tile.left", i64 %".674" , !dbg !10
  %".676" = load float, float* %".675", align 4, !dbg !10
  %".677" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".676", i32 0
  %".678" = shufflevector <4 x float> %".677", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".679" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".678", <4 x float> %".661", <4 x float> %".649"), !dbg !10
  %".680" = add i64 %".491", 2, !dbg !10
  %".681" = getelementptr float, float* %"tile.left", i64 %".680" , !dbg !10
  %".682" = load float, float* %".681", align 4, !dbg !10
  %".683" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".682", i32 0
  %".684" = shufflevector <4 x float> %".683", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".685" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".684", <4 x float> %".661", <4 x float> %".655"), !dbg !10
  %".686" = mul i64 3, 4, !dbg !10
  %".687" = add i64 %".686", 0, !dbg !10
  %".688" = add i64 %".687", 0, !dbg !10
  %".689" = getelementptr float, float* %"tile.tmp", i64 %".688" , !dbg !10
  %".690" = bitcast float* %".689" to <4 x float>* , !dbg !10
  %".691" = load <4 x float>, <4 x float>* %".690", align 4, !dbg !10
  %".692" = add i64 %".485", 3, !dbg !10
  %".693" = getelementptr float, float* %"tile.left", i64 %".692" , !dbg !10
  %".694" = load float, float* %".693", align 4, !dbg !10
  %".695" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".694", i32 0
  %".696" = shufflevector <4 x float> %".695", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".697" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".696", <4 x float> %".691", <4 x float> %".667"), !dbg !10
  %".698" = add i64 %".487", 3, !dbg !10
  %".699" = getelementptr float, float* %"tile.left", i64 %".698" , !dbg !10
  %".700" = load float, float* %".699", align 4, !dbg !10
  %".701" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".700", i32 0
  %".702" = shufflevector <4 x float> %".701", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".703" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".702", <4 x float> %".691", <4 x float> %".673"), !dbg !10
  %".704" = add i64 %".489", 3, !dbg !10
  %".705" = getelementptr float, float* %"tile.left", i64 %".704" , !dbg !10
  %".706" = load float, float* %".705", align 4, !dbg !10
  %".707" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".706", i32 0
  %".708" = shufflevector <4 x float> %".707", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".709" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".708", <4 x float> %".691", <4 x float> %".679"), !dbg !10
  %".710" = add i64 %".491", 3, !dbg !10
  %".711" = getelementptr float, float* %"tile.left", i64 %".710" , !dbg !10
  %".712" = load float, float* %".711", align 4, !dbg !10
  %".713" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".712", i32 0
  %".714" = shufflevector <4 x float> %".713", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".715" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".714", <4 x float> %".691", <4 x float> %".685"), !dbg !10
  %".716" = add i64 %".474", 0, !dbg !10
  %".717" = getelementptr float, float* %"acc", i64 %".716" , !dbg !10
  %".718" = bitcast float* %".717" to <4 x float>* , !dbg !10
  store <4 x float> %".697", <4 x float>* %".718", align 4, !dbg !10
  %".720" = add i64 %".477", 0, !dbg !10
  %".721" = getelementptr float, float* %"acc", i64 %".720" , !dbg !10
  %".722" = bitcast float* %".721" to <4 x float>* , !dbg !10
  store <4 x float> %".703", <4 x float>* %".722", align 4, !dbg !10
  %".724" = add i64 %".480", 0, !dbg !10
  %".725" = getelementptr float, float* %"acc", i64 %".724" , !dbg !10
  %".726" = bitcast float* %".725" to <4 x float>* , !dbg !10
  store <4 x float> %".709", <4 x float>* %".726", align 4, !dbg !10
  %".728" = add i64 %".483", 0, !dbg !10
  %".729" = getelementptr float, float* %"acc", i64 %".728" , !dbg !10
  %".730" = bitcast float* %".729" to <4 x float>* , !dbg !10
  store <4 x float> %".715", <4 x float>* %".730", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
for.next:
  %"k.next" = add i64 %".734", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !13
tile.inside.2:
  br label %"tile.loop.11", !dbg !14
tile.masked.2:
  br label %"tile.loop.13", !dbg !14
tile.done.2:
  ret void
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.2"], [%".765", %"tile.end.12"] , !dbg !14
  br label %"tile.loop.12", !dbg !14
tile.end.11:
  br label %"tile.done.2", !dbg !14
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".762", %"tile.loop.12"] , !dbg !14
  %".755" = mul i64 %"lane.11", 4, !dbg !14
  %".756" = add i64 %"lane.12", %".755", !dbg !14
  %".757" = getelementptr float, float* %"acc", i64 %".756" , !dbg !14
  %".758" = load float, float* %".757", !dbg !14
  %".759" = mul i64 %"lane.11", %"c.stride0", !dbg !14
  %".760" = add i64 %".759", %"lane.12", !dbg !14
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".760" , !dbg !14
  store float %".758", ptr %"c.lane", !dbg !14
  %".762" = add i64 %"lane.12", 1, !dbg !14
  %".763" = icmp ult i64 %".762", 4 , !dbg !14
  br i1 %".763", label %"tile.loop.12", label %"tile.end.12", !dbg !14
tile.end.12:
  %".765" = add i64 %"lane.11", 1, !dbg !14
  %".766" = icmp ult i64 %".765", 4 , !dbg !14
  br i1 %".766", label %"tile.loop.11", label %"tile.end.11", !dbg !14
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.2"], [%".788", %"tile.end.14"] , !dbg !14
  br label %"tile.loop.14", !dbg !14
tile.end.13:
  br label %"tile.done.2", !dbg !14
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.loop.13"], [%".785", %"tile.loop.14"] , !dbg !14
  %".771" = mul i64 %"lane.13", 4, !dbg !14
  %".772" = add i64 %"lane.14", %".771", !dbg !14
  %".773" = getelementptr float, float* %"acc", i64 %".772" , !dbg !14
  %".774" = load float, float* %".773", !dbg !14
  %".775" = add i64 %"i.5", %"lane.13", !dbg !14
  %".776" = icmp ult i64 %".775", %"c.dim0" , !dbg !14
  %".777" = and i1 1, %".776", !dbg !14
  %".778" = mul i64 %"lane.13", %"c.stride0", !dbg !14
  %".779" = add i64 0, %"lane.14", !dbg !14
  %".780" = icmp ult i64 %".779", %"c.dim1" , !dbg !14
  %".781" = and i1 %".777", %".780", !dbg !14
  %".782" = add i64 %".778", %"lane.14", !dbg !14
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".782" , !dbg !14
  %".783" = select  i1 %".781", ptr %"c.lane.1", float* %"c.masked" , !dbg !14
  store float %".774", ptr %".783", !dbg !14
  %".785" = add i64 %"lane.14", 1, !dbg !14
  %".786" = icmp ult i64 %".785", 4 , !dbg !14
  br i1 %".786", label %"tile.loop.14", label %"tile.end.14", !dbg !14
tile.end.14:
  %".788" = add i64 %"lane.13", 1, !dbg !14
  %".789" = icmp ult i64 %".788", 4 , !dbg !14
  br i1 %".789", label %"tile.loop.13", label %"tile.end.13", !dbg !14
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
  %".513" = sub i64 %"c.dim0", %"i.6", !dbg !9
  %".514" = icmp slt i64 %".513", 4 , !dbg !9
  %".515" = select  i1 %".514", i64 %".513", i64 4 , !dbg !9
  %".516" = icmp slt i64 %".515", 0 , !dbg !9
  %".517" = select  i1 %".516", i64 0, i64 %".515" , !dbg !9
  %".518" = sub i64 %"c.dim1", 0, !dbg !9
  %".519" = icmp slt i64 %".518", 4 , !dbg !9
  %".520" = select  i1 %".519", i64 %".518", i64 4 , !dbg !9
  %".521" = icmp slt i64 %".520", 0 , !dbg !9
  %".522" = select  i1 %".521", i64 0, i64 %".520" , !dbg !9
  %"i.7" = load i64, i64* %"i", !dbg !9
  %".523" = mul i64 %"i.7", %"a.stride0", !dbg !9
  %".524" = add i64 %".523", 0, !dbg !9
  %"a.rows.1" = getelementptr float, ptr %"a.base", i64 %".524" , !dbg !9
  %".525" = icmp sge i64 %"i.7", 0 , !dbg !9
  %".526" = sub i64 %"a.dim0", 4, !dbg !9
  %".527" = icmp sle i64 %"i.7", %".526" , !dbg !9
  %".528" = and i1 %".525", %".527", !dbg !9
  %".529" = and i1 1, %".528", !dbg !9
  %".530" = icmp sge i64 0, 0 , !dbg !9
  %".531" = sub i64 %"a.dim1", 4, !dbg !9
  %".532" = icmp sle i64 0, %".531" , !dbg !9
  %".533" = and i1 %".530", %".532", !dbg !9
  %".534" = and i1 %".529", %".533", !dbg !9
  %".535" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".535", !dbg !9
  %".537" = icmp sge i64 0, 0 , !dbg !9
  %".538" = sub i64 %"b.dim0", 4, !dbg !9
  %".539" = icmp sle i64 0, %".538" , !dbg !9
  %".540" = and i1 %".537", %".539", !dbg !9
  %".541" = and i1 1, %".540", !dbg !9
  %".542" = icmp sge i64 0, 0 , !dbg !9
  %".543" = sub i64 %"b.dim1", 4, !dbg !9
  %".544" = icmp sle i64 0, %".543" , !dbg !9
  %".545" = and i1 %".542", %".544", !dbg !9
  %".546" = and i1 %".541", %".545", !dbg !9
  %".547" = mul i64 0, %"b.stride0", !dbg !9
  %".548" = add i64 %".547", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".548" , !dbg !9
  br i1 %".546", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
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
  %".124" = add i64 %".99", 1, !dbg !9
  %".125" = mul i64 %".124", %"a.stride0", !dbg !9
  %".126" = add i64 %".99", 2, !dbg !9
  %".127" = mul i64 %".126", %"a.stride0", !dbg !9
  %".128" = add i64 %".99", 3, !dbg !9
  %".129" = mul i64 %".128", %"a.stride0", !dbg !9
  %".130" = add i64 %".123", 0, !dbg !9
  %".131" = add i64 %".130", 32, !dbg !9
  %".132" = getelementptr float, ptr %"a.rows", i64 %".131" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".132", i32 0, i32 3, i32 1), !dbg !9
  %".134" = getelementptr float, ptr %"a.rows", i64 %".130" , !dbg !9
  %".135" = load <4 x float>, ptr %".134", align 4, !dbg !9
  %".136" = add i64 %".115", 0, !dbg !9
  %".137" = getelementptr float, float* %"tile.left", i64 %".136" , !dbg !9
  %".138" = bitcast float* %".137" to <4 x float>* , !dbg !9
  store <4 x float> %".135", <4 x float>* %".138", align 4, !dbg !9
  %".140" = add i64 %".125", 0, !dbg !9
  %".141" = add i64 %".140", 32, !dbg !9
  %".142" = getelementptr float, ptr %"a.rows", i64 %".141" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".142", i32 0, i32 3, i32 1), !dbg !9
  %".144" = getelementptr float, ptr %"a.rows", i64 %".140" , !dbg !9
  %".145" = load <4 x float>, ptr %".144", align 4, !dbg !9
  %".146" = add i64 %".117", 0, !dbg !9
  %".147" = getelementptr float, float* %"tile.left", i64 %".146" , !dbg !9
  %".148" = bitcast float* %".147" to <4 x float>* , !dbg !9
  store <4 x float> %".145", <4 x float>* %".148", align 4, !dbg !9
  %".150" = add i64 %".127", 0, !dbg !9
  %".151" = add i64 %".150", 32, !dbg !9
  %".152" = getelementptr float, ptr %"a.rows", i64 %".151" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".152", i32 0, i32 3, i32 1), !dbg !9
  %".154" = getelementptr float, ptr %"a.rows", i64 %".150" , !dbg !9
  %".155" = load <4 x float>, ptr %".154", align 4, !dbg !9
  %".156" = add i64 %".119", 0, !dbg !9
  %".157" = getelementptr float, float* %"tile.left", i64 %".156" , !dbg !9
  %".158" = bitcast float* %".157" to <4 x float>* , !dbg !9
  store <4 x float> %".155", <4 x float>* %".158", align 4, !dbg !9
  %".160" = add i64 %".129", 0, !dbg !9
  %".161" = add i64 %".160", 32, !dbg !9
  %".162" = getelementptr float, ptr %"a.rows", i64 %".161" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".162", i32 0, i32 3, i32 1), !dbg !9
  %".164" = getelementptr float, ptr %"a.rows", i64 %".160" , !dbg !9
  %".165" = load <4 x float>, ptr %".164", align 4, !dbg !9
  %".166" = add i64 %".121", 0, !dbg !9
  %".167" = getelementptr float, float* %"tile.left", i64 %".166" , !dbg !9
  %".168" = bitcast float* %".167" to <4 x float>* , !dbg !9
  store <4 x float> %".165", <4 x float>* %".168", align 4, !dbg !9
  %".170" = mul i64 0, 4, !dbg !9
  %".171" = add i64 %".170", 0, !dbg !9
  %".172" = add i64 %".171", 0, !dbg !9
  %".173" = getelementptr float, float* %"tile.tmp", i64 %".172" , !dbg !9
  %".174" = bitcast float* %".173" to <4 x float>* , !dbg !9
  %".175" = load <4 x float>, <4 x float>* %".174", align 4, !dbg !9
  %".176" = add i64 %".123", 0, !dbg !9
  %".177" = getelementptr float, ptr %"a.rows", i64 %".176" , !dbg !9
  %".178" = load float, ptr %".177", align 4, !dbg !9
  %".179" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".178", i32 0
  %".180" = shufflevector <4 x float> %".179", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".181" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".180", <4 x float> %".175", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".182" = add i64 %".125", 0, !dbg !9
  %".183" = getelementptr float, ptr %"a.rows", i64 %".182" , !dbg !9
  %".184" = load float, ptr %".183", align 4, !dbg !9
  %".185" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".184", i32 0
  %".186" = shufflevector <4 x float> %".185", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".187" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".186", <4 x float> %".175", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".188" = add i64 %".127", 0, !dbg !9
  %".189" = getelementptr float, ptr %"a.rows", i64 %".188" , !dbg !9
  %".190" = load float, ptr %".189", align 4, !dbg !9
  %".191" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".190", i32 0
  %".192" = shufflevector <4 x float> %".191", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".193" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".192", <4 x float> %".175", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".194" = add i64 %".129", 0, !dbg !9
  %".195" = getelementptr float, ptr %"a.rows", i64 %".194" , !dbg !9
  %".196" = load float, ptr %".195", align 4, !dbg !9
  %".197" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".196", i32 0
  %".198" = shufflevector <4 x float> %".197", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".199" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".198", <4 x float> %".175", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".200" = mul i64 1, 4, !dbg !9
  %".201" = add i64 %".200", 0, !dbg !9
  %".202" = add i64 %".201", 0, !dbg !9
  %".203" = getelementptr float, float* %"tile.tmp", i64 %".202" , !dbg !9
  %".204" = bitcast float* %".203" to <4 x float>* , !dbg !9
  %".205" = load <4 x float>, <4 x float>* %".204", align 4, !dbg !9
  %".206" = add i64 %".123", 1, !dbg !9
  %".207" = getelementptr float, ptr %"a.rows", i64 %".206" , !dbg !9
  %".208" = load float, ptr %".207", align 4, !dbg !9
  %".209" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".208", i32 0
  %".210" = shufflevector <4 x float> %".209", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".211" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".210", <4 x float> %".205", <4 x float> %".181"), !dbg !9
  %".212" = add i64 %".125", 1, !dbg !9
  %".213" = getelementptr float, ptr %"a.rows", i64 %".212" , !dbg !9
  %".214" = load float, ptr %".213", align 4, !dbg !9
  %".215" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".214", i32 0
  %".216" = shufflevector <4 x float> %".215", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".217" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".216", <4 x float> %".205", <4 x float> %".187"), !dbg !9
  %".218" = add i64 %".127", 1, !dbg !9
  %".219" = getelementptr float, ptr %"a.rows", i64 %".218" , !dbg !9
  %".220" = load float, ptr %".219", align 4, !dbg !9
  %".221" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".220", i32 0
  %".222" = shufflevector <4 x float> %".221", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".223" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".222", <4 x float> %".205", <4 x float> %".193"), !dbg !9
  %".224" = add i64 %".129", 1, !dbg !9
  %".225" = getelementptr float, ptr %"a.rows", i64 %".224" , !dbg !9
  %".226" = load float, ptr %".225", align 4, !dbg !9
  %".227" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".226", i32 0
  %".228" = shufflevector <4 x float> %".227", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".229" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".228", <4 x float> %".205", <4 x float> %".199"), !dbg !9
  %".230" = mul i64 2, 4, !dbg !9
  %".231" = add i64 %".230", 0, !dbg !9
  %".232" = add i64 %".231", 0, !dbg !9
  %".233" = getelementptr float, float* %"tile.tmp", i64 %".232" , !dbg !9
  %".234" = bitcast float* %".233" to <4 x float>* , !dbg !9
  %".235" = load <4 x float>, <4 x float>* %".234", align 4, !dbg !9
  %".236" = add i64 %".123", 2, !dbg !9
  %".237" = getelementptr float, ptr %"a.rows", i64 %".236" , !dbg !9
  %".238" = load float, ptr %".237", align 4, !dbg !9
  %".239" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".238", i32 0
  %".240" = shufflevector <4 x float> %".239", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".241" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".240", <4 x float> %".235", <4 x float> %".211"), !dbg !9
  %".242" = add i64 %".125", 2, !dbg !9
  %".243" = getelementptr float, ptr %"a.rows", i64 %".242" , !dbg !9
  %".244" = load float, ptr %".243", align 4, !dbg !9
  %".245" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".244", i32 0
  %".246" = shufflevector <4 x float> %".245", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".247" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".246", <4 x float> %".235", <4 x float> %".217"), !dbg !9
  %".248" = add i64 %".127", 2, !dbg !9
  %".249" = getelementptr float, ptr %"a.rows", i64 %".248" , !dbg !9
  %".250" = load float, ptr %".249", align 4, !dbg !9
  %".251" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".250", i32 0
  %".252" = shufflevector <4 x float> %".251", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".253" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".252", <4 x float> %".235", <4 x float> %".223"), !dbg !9
  %".254" = add i64 %".129", 2, !dbg !9
  %".255" = getelementptr float, ptr %"a.rows", i64 %".254" , !dbg !9
  %".256" = load float, ptr %".255", align 4, !dbg !9
  %".257" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".256", i32 0
  %".258" = shufflevector <4 x float> %".257", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".259" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".258", <4 x float> %".235", <4 x float> %".229"), !dbg !9
  %".260" = mul i64 3, 4, !dbg !9
  %".261" = add i64 %".260", 0, !dbg !9
  %".262" = add i64 %".261", 0, !dbg !9
  %".263" = getelementptr float, float* %"tile.tmp", i64 %".262" , !dbg !9
  %".264" = bitcast float* %".263" to <4 x float>* , !dbg !9
  %".265" = load <4 x float>, <4 x float>* %".264", align 4, !dbg !9
  %".266" = add i64 %".123", 3, !dbg !9
  %".267" = getelementptr float, ptr %"a.rows", i64 %".266" , !dbg !9
  %".268" = load float, ptr %".267", align 4, !dbg !9
  %".269" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".268", i32 0
  %".270" = shufflevector <4 x float> %".269", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".271" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".270", <4 x float> %".265", <4 x float> %".241"), !dbg !9
  %".272" = add i64 %".125", 3, !dbg !9
  %".273" = getelementptr float, ptr %"a.rows", i64 %".272" , !dbg !9
  %".274" = load float, ptr %".273", align 4, !dbg !9
  %".275" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".274", i32 0
  %".276" = shufflevector <4 x float> %".275", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".277" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".276", <4 x float> %".265", <4 x float> %".247"), !dbg !9
  %".278" = add i64 %".127", 3, !dbg !9
  %".279" = getelementptr float, ptr %"a.rows", i64 %".278" , !dbg !9
  %".280" = load float, ptr %".279", align 4, !dbg !9
  %".281" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".280", i32 0
  %".282" = shufflevector <4 x float> %".281", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".283" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".282", <4 x float> %".265", <4 x float> %".253"), !dbg !9
  %".284" = add i64 %".129", 3, !dbg !9
  %".285" = getelementptr float, ptr %"a.rows", i64 %".284" , !dbg !9
  %".286" = load float, ptr %".285", align 4, !dbg !9
  %".287" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".286", i32 0
  %".288" = shufflevector <4 x float> %".287", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".289" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".288", <4 x float> %".265", <4 x float> %".259"), !dbg !9
  %".290" = add i64 %".104", 0, !dbg !9
  %".291" = getelementptr float, ptr %"c.result", i64 %".290" , !dbg !9
  store <4 x float> %".271", ptr %".291", align 4, !dbg !9
  %".293" = add i64 %".107", 0, !dbg !9
  %".294" = getelementptr float, ptr %"c.result", i64 %".293" , !dbg !9
  store <4 x float> %".277", ptr %".294", align 4, !dbg !9
  %".296" = add i64 %".110", 0, !dbg !9
  %".297" = getelementptr float, ptr %"c.result", i64 %".296" , !dbg !9
  store <4 x float> %".283", ptr %".297", align 4, !dbg !9
  %".299" = add i64 %".113", 0, !dbg !9
  %".300" = getelementptr float, ptr %"c.result", i64 %".299" , !dbg !9
  store <4 x float> %".289", ptr %".300", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
mm.a.staged:
  %"i.5" = load i64, i64* %"i", !dbg !9
  %".303" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".303", !dbg !9
  %".305" = icmp sge i64 %"i.5", 0 , !dbg !9
  %".306" = sub i64 %"a.dim0", 4, !dbg !9
  %".307" = icmp sle i64 %"i.5", %".306" , !dbg !9
  %".308" = and i1 %".305", %".307", !dbg !9
  %".309" = and i1 1, %".308", !dbg !9
  %".310" = icmp sge i64 0, 0 , !dbg !9
  %".311" = sub i64 %"a.dim1", 4, !dbg !9
  %".312" = icmp sle i64 0, %".311" , !dbg !9
  %".313" = and i1 %".310", %".312", !dbg !9
  %".314" = and i1 %".309", %".313", !dbg !9
  %".315" = mul i64 %"i.5", %"a.stride0", !dbg !9
  %".316" = add i64 %".315", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".316" , !dbg !9
  br i1 %".314", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
mm.a.done:
  br label %"mm.gm.done", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  %".355" = mul i64 0, 4, !dbg !9
  %".356" = add i64 0, %".355", !dbg !9
  %".357" = mul i64 0, 1, !dbg !9
  %".358" = add i64 %".357", 0, !dbg !9
  %".359" = add i64 %".356", 0, !dbg !9
  %".360" = mul i64 %".359", %"c.stride0", !dbg !9
  %".361" = add i64 %".360", 0, !dbg !9
  %".362" = add i64 %".356", 1, !dbg !9
  %".363" = mul i64 %".362", %"c.stride0", !dbg !9
  %".364" = add i64 %".363", 0, !dbg !9
  %".365" = add i64 %".356", 2, !dbg !9
  %".366" = mul i64 %".365", %"c.stride0", !dbg !9
  %".367" = add i64 %".366", 0, !dbg !9
  %".368" = add i64 %".356", 3, !dbg !9
  %".369" = mul i64 %".368", %"c.stride0", !dbg !9
  %".370" = add i64 %".369", 0, !dbg !9
  %".371" = add i64 %".356", 0, !dbg !9
  %".372" = mul i64 %".371", 4, !dbg !9
  %".373" = add i64 %".356", 1, !dbg !9
  %".374" = mul i64 %".373", 4, !dbg !9
  %".375" = add i64 %".356", 2, !dbg !9
  %".376" = mul i64 %".375", 4, !dbg !9
  %".377" = add i64 %".356", 3, !dbg !9
  %".378" = mul i64 %".377", 4, !dbg !9
  %".379" = mul i64 0, 4, !dbg !9
  %".380" = add i64 %".379", 0, !dbg !9
  %".381" = add i64 %".380", 0, !dbg !9
  %".382" = getelementptr float, float* %"tile.tmp", i64 %".381" , !dbg !9
  %".383" = bitcast float* %".382" to <4 x float>* , !dbg !9
  %".384" = load <4 x float>, <4 x float>* %".383", align 4, !dbg !9
  %".385" = add i64 %".372", 0, !dbg !9
  %".386" = getelementptr float, float* %"tile.left", i64 %".385" , !dbg !9
  %".387" = load float, float* %".386", align 4, !dbg !9
  %".388" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".387", i32 0
  %".389" = shufflevector <4 x float> %".388", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".390" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".389", <4 x float> %".384", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".391" = add i64 %".374", 0, !dbg !9
  %".392" = getelementptr float, float* %"tile.left", i64 %".391" , !dbg !9
  %".393" = load float, float* %".392", align 4, !dbg !9
  %".394" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".393", i32 0
  %".395" = shufflevector <4 x float> %".394", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".396" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".395", <4 x float> %".384", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".397" = add i64 %".376", 0, !dbg !9
  %".398" = getelementptr float, float* %"tile.left", i64 %".397" , !dbg !9
  %".399" = load float, float* %".398", align 4, !dbg !9
  %".400" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".399", i32 0
  %".401" = shufflevector <4 x float> %".400", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".402" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".401", <4 x float> %".384", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".403" = add i64 %".378", 0, !dbg !9
  %".404" = getelementptr float, float* %"tile.left", i64 %".403" , !dbg !9
  %".405" = load float, float* %".404", align 4, !dbg !9
  %".406" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".405", i32 0
  %".407" = shufflevector <4 x float> %".406", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".408" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".407", <4 x float> %".384", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".409" = mul i64 1, 4, !dbg !9
  %".410" = add i64 %".409", 0, !dbg !9
  %".411" = add i64 %".410", 0, !dbg !9
  %".412" = getelementptr float, float* %"tile.tmp", i64 %".411" , !dbg !9
  %".413" = bitcast float* %".412" to <4 x float>* , !dbg !9
  %".414" = load <4 x float>, <4 x float>* %".413", align 4, !dbg !9
  %".415" = add i64 %".372", 1, !dbg !9
  %".416" = getelementptr float, float* %"tile.left", i64 %".415" , !dbg !9
  %".417" = load float, float* %".416", align 4, !dbg !9
  %".418" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".417", i32 0
  %".419" = shufflevector <4 x float> %".418", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".420" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".419", <4 x float> %".414", <4 x float> %".390"), !dbg !9
  %".421" = add i64 %".374", 1, !dbg !9
  %".422" = getelementptr float, float* %"tile.left", i64 %".421" , !dbg !9
  %".423" = load float, float* %".422", align 4, !dbg !9
  %".424" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".423", i32 0
  %".425" = shufflevector <4 x float> %".424", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".426" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".425", <4 x float> %".414", <4 x float> %".396"), !dbg !9
  %".427" = add i64 %".376", 1, !dbg !9
  %".428" = getelementptr float, float* %"tile.left", i64 %".427" , !dbg !9
  %".429" = load float, float* %".428", align 4, !dbg !9
  %".430" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".429", i32 0
  %".431" = shufflevector <4 x float> %".430", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".432" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".431", <4 x float> %".414", <4 x float> %".402"), !dbg !9
  %".433" = add i64 %".378", 1, !dbg !9
  %".434" = getelementptr float, float* %"tile.left", i64 %".433" , !dbg !9
  %".435" = load float, float* %".434", align 4, !dbg !9
  %".436" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".435", i32 0
  %".437" = shufflevector <4 x float> %".436", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".438" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".437", <4 x float> %".414", <4 x float> %".408"), !dbg !9
  %".439" = mul i64 2, 4, !dbg !9
  %".440" = add i64 %".439", 0, !dbg !9
  %".441" = add i64 %".440", 0, !dbg !9
  %".442" = getelementptr float, float* %"tile.tmp", i64 %".441" , !dbg !9
  %".443" = bitcast float* %".442" to <4 x float>* , !dbg !9
  %".444" = load <4 x float>, <4 x float>* %".443", align 4, !dbg !9
  %".445" = add i64 %".372", 2, !dbg !9
  %".446" = getelementptr float, float* %"tile.left", i64 %".445" , !dbg !9
  %".447" = load float, float* %".446", align 4, !dbg !9
  %".448" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".447", i32 0
  %".449" = shufflevector <4 x float> %".448", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".450" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".449", <4 x float> %".444", <4 x float> %".420"), !dbg !9
  %".451" = add i64 %".374", 2, !dbg !9
  %".452" = getelementptr float, float* %"tile.left", i64 %".451" , !dbg !9
  %".453" = load float, float* %".452", align 4, !dbg !9
  %".454" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".453", i32 0
  %".455" = shufflevector <4 x float> %".454", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".456" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".455", <4 x float> %".444", <4 x float> %".426"), !dbg !9
  %".457" = add i64 %".376", 2, !dbg !9
  %".458" = getelementptr float, float* %"tile.left", i64 %".457" , !dbg !9
  %".459" = load float, float* %".458", align 4, !dbg !9
  %".460" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".459", i32 0
  %".461" = shufflevector <4 x float> %".460", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".462" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".461", <4 x float> %".444", <4 x float> %".432"), !dbg !9
  %".463" = add i64 %".378", 2, !dbg !9
  %".464" = getelementptr float, float* %"tile.left", i64 %".463" , !dbg !9
  %".465" = load float, float* %".464", align 4, !dbg !9
  %".466" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".465", i32 0
  %".467" = shufflevector <4 x float> %".466", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".468" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".467", <4 x float> %".444", <4 x float> %".438"), !dbg !9
  %".469" = mul i64 3, 4, !dbg !9
  %".470" = add i64 %".469", 0, !dbg !9
  %".471" = add i64 %".470", 0, !dbg !9
  %".472" = getelementptr float, float* %"tile.tmp", i64 %".471" , !dbg !9
  %".473" = bitcast float* %".472" to <4 x float>* , !dbg !9
  %".474" = load <4 x float>, <4 x float>* %".473", align 4, !dbg !9
  %".475" = add i64 %".372", 3, !dbg !9
  %".476" = getelementptr float, float* %"tile.left", i64 %".475" , !dbg !9
  %".477" = load float, float* %".476", align 4, !dbg !9
  %".478" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".477", i32 0
  %".479" = shufflevector <4 x float> %".478", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".480" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".479", <4 x float> %".474", <4 x float> %".450"), !dbg !9
  %".481" = add i64 %".374", 3, !dbg !9
  %".482" = getelementptr float, float* %"tile.left", i64 %".481" , !dbg !9
  %".483" = load float, float* %".482", align 4, !dbg !9
  %".484" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".483", i32 0
  %".485" = shufflevector <4 x float> %".484", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".486" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".485", <4 x float> %".474", <4 x float> %".456"), !dbg !9
  %".487" = add i64 %".376", 3, !dbg !9
  %".488" = getelementptr float, float* %"tile.left", i64 %".487" , !dbg !9
  %".489" = load float, float* %".488", align 4, !dbg !9
  %".490" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".489", i32 0
  %".491" = shufflevector <4 x float> %".490", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".492" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".491", <4 x float> %".474", <4 x float> %".462"), !dbg !9
  %".493" = add i64 %".378", 3, !dbg !9
  %".494" = getelementptr float, float* %"tile.left", i64 %".493" , !dbg !9
  %".495" = load float, float* %".494", align 4, !dbg !9
  %".496" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".495", i32 0
  %".497" = shufflevector <4 x float> %".496", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".498" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".497", <4 x float> %".474", <4 x float> %".468"), !dbg !9
  %".499" = add i64 %".361", 0, !dbg !9
  %".500" = getelementptr float, ptr %"c.result", i64 %".499" , !dbg !9
  store <4 x float> %".480", ptr %".500", align 4, !dbg !9
  %".502" = add i64 %".364", 0, !dbg !9
  %".503" = getelementptr float, ptr %"c.result", i64 %".502" , !dbg !9
  store <4 x float> %".486", ptr %".503", align 4, !dbg !9
  %".505" = add i64 %".367", 0, !dbg !9
  %".506" = getelementptr float, ptr %"c.result", i64 %".505" , !dbg !9
  store <4 x float> %".492", ptr %".506", align 4, !dbg !9
  %".508" = add i64 %".370", 0, !dbg !9
  %".509" = getelementptr float, ptr %"c.result", i64 %".508" , !dbg !9
  store <4 x float> %".498", ptr %".509", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".329", %"tile.end.5"] , !dbg !9
  br label %"tile.loop.5", !dbg !9
tile.end.4:
  br label %"tile.done.1", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".326", %"tile.loop.5"] , !dbg !9
  %".320" = mul i64 %"lane.4", %"a.stride0", !dbg !9
  %".321" = add i64 %".320", %"lane.5", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".321" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".322" = mul i64 %"lane.4", 4, !dbg !9
  %".323" = add i64 %"lane.5", %".322", !dbg !9
  %".324" = getelementptr float, float* %"tile.left", i64 %".323" , !dbg !9
  store float %"a.lane.val", float* %".324", !dbg !9
  %".326" = add i64 %"lane.5", 1, !dbg !9
  %".327" = icmp ult i64 %".326", 4 , !dbg !9
  br i1 %".327", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.end.5:
  %".329" = add i64 %"lane.4", 1, !dbg !9
  %".330" = icmp ult i64 %".329", 4 , !dbg !9
  br i1 %".330", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.1"], [%".351", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.1", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".348", %"tile.loop.7"] , !dbg !9
  %".335" = add i64 %"i.5", %"lane.6", !dbg !9
  %".336" = icmp ult i64 %".335", %"a.dim0" , !dbg !9
  %".337" = and i1 1, %".336", !dbg !9
  %".338" = mul i64 %"lane.6", %"a.stride0", !dbg !9
  %".339" = add i64 0, %"lane.7", !dbg !9
  %".340" = icmp ult i64 %".339", %"a.dim1" , !dbg !9
  %".341" = and i1 %".337", %".340", !dbg !9
  %".342" = add i64 %".338", %"lane.7", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".342" , !dbg !9
  %".343" = select  i1 %".341", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".343", !dbg !9
  %".344" = mul i64 %"lane.6", 4, !dbg !9
  %".345" = add i64 %"lane.7", %".344", !dbg !9
  %".346" = getelementptr float, float* %"tile.left", i64 %".345" , !dbg !9
  store float %"a.lane.val.1", float* %".346", !dbg !9
  %".348" = add i64 %"lane.7", 1, !dbg !9
  %".349" = icmp ult i64 %".348", 4 , !dbg !9
  br i1 %".349", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".351" = add i64 %"lane.6", 1, !dbg !9
  %".352" = icmp ult i64 %".351", 4 , !dbg !9
  br i1 %".352", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.inside.2:
  br label %"tile.loop.8", !dbg !9
tile.masked.2:
  br label %"tile.loop.10", !dbg !9
tile.done.2:
  br i1 %".534", label %"mm.a.gm.1", label %"mm.a.staged.1", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.2"], [%".561", %"tile.end.9"] , !dbg !9
  br label %"tile.loop.9", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".558", %"tile.loop.9"] , !dbg !9
  %".552" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".553" = add i64 %".552", %"lane.9", !dbg !9
  %"b.lane.2" = getelementptr float, ptr %"b.window.1", i64 %".553" , !dbg !9
  %"b.lane.val.2" = load float, ptr %"b.lane.2", !dbg !9
  %".554" = mul i64 %"lane.8", 4, !dbg !9
  %".555" = add i64 %"lane.9", %".554", !dbg !9
  %".556" = getelementptr float, float* %"tile.tmp.2", i64 %".555" , !dbg !9
  store float %"b.lane.val.2", float* %".556", !dbg !9
  %".558" = add i64 %"lane.9", 1, !dbg !9
  %".559" = icmp ult i64 %".558", 4 , !dbg !9
  br i1 %".559", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.end.9:
  %".561" = add i64 %"lane.8", 1, !dbg !9
  %".562" = icmp ult i64 %".561", 4 , !dbg !9
  br i1 %".562", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.2"], [%".583", %"tile.end.11"] , !dbg !9
  br label %"tile.loop.11", !dbg !9
tile.end.10:
  br label %"tile.done.2", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".580", %"tile.loop.11"] , !dbg !9
  %".567" = add i64 0, %"lane.10", !dbg !9
  %".568" = icmp ult i64 %".567", %"b.dim0" , !dbg !9
  %".569" = and i1 1, %".568", !dbg !9
  %".570" = mul i64 %"lane.10", %"b.stride0", !dbg !9
  %".571" = add i64 0, %"lane.11", !dbg !9
  %".572" = icmp ult i64 %".571", %"b.dim1" , !dbg !9
  %".573" = and i1 %".569", %".572", !dbg !9
  %".574" = add i64 %".570", %"lane.11", !dbg !9
  %"b.lane.3" = getelementptr float, ptr %"b.window.1", i64 %".574" , !dbg !9
  %".575" = select  i1 %".573", ptr %"b.lane.3", float* %"b.other.1" , !dbg !9
  %"b.lane.val.3" = load float, ptr %".575", !dbg !9
  %".576" = mul i64 %"lane.10", 4, !dbg !9
  %".577" = add i64 %"lane.11", %".576", !dbg !9
  %".578" = getelementptr float, float* %"tile.tmp.2", i64 %".577" , !dbg !9
  store float %"b.lane.val.3", float* %".578", !dbg !9
  %".580" = add i64 %"lane.11", 1, !dbg !9
  %".581" = icmp ult i64 %".580", 4 , !dbg !9
  br i1 %".581", label %"tile.loop.11", label %"tile.end.11", !dbg !9
tile.end.11:
  %".583" = add i64 %"lane.10", 1, !dbg !9
  %".584" = icmp ult i64 %".583", 4 , !dbg !9
  br i1 %".584", label %"tile.loop.10", label %"tile.end.10", !dbg !9
mm.a.gm.1:
  %".588" = mul i64 0, 4, !dbg !9
  %".589" = add i64 0, %".588", !dbg !9
  %".590" = mul i64 0, 1, !dbg !9
  %".591" = add i64 %".590", 0, !dbg !9
  %".592" = icmp slt i64 %".589", %".517" , !dbg !9
  %".593" = icmp slt i64 0, %".522" , !dbg !9
  %".594" = and i1 %".592", %".593", !dbg !9
  br i1 %".594", label %"mm.stored", label %"mm.stored.done", !dbg !9
mm.a.staged.1:
  %"i.8" = load i64, i64* %"i", !dbg !9
  %".802" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".802", !dbg !9
  %".804" = icmp sge i64 %"i.8", 0 , !dbg !9
  %".805" = sub i64 %"a.dim0", 4, !dbg !9
  %".806" = icmp sle i64 %"i.8", %".805" , !dbg !9
  %".807" = and i1 %".804", %".806", !dbg !9
  %".808" = and i1 1, %".807", !dbg !9
  %".809" = icmp sge i64 0, 0 , !dbg !9
  %".810" = sub i64 %"a.dim1", 4, !dbg !9
  %".811" = icmp sle i64 0, %".810" , !dbg !9
  %".812" = and i1 %".809", %".811", !dbg !9
  %".813" = and i1 %".808", %".812", !dbg !9
  %".814" = mul i64 %"i.8", %"a.stride0", !dbg !9
  %".815" = add i64 %".814", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".815" , !dbg !9
  br i1 %".813", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
mm.a.done.1:
  %"i.9" = load i64, i64* %"i", !dbg !9
  %".1020" = icmp sge i64 %"i.9", 0 , !dbg !9
  %".1021" = sub i64 %"c.dim0", 4, !dbg !9
  %".1022" = icmp sle i64 %"i.9", %".1021" , !dbg !9
  %".1023" = and i1 %".1020", %".1022", !dbg !9
  %".1024" = and i1 1, %".1023", !dbg !9
  %".1025" = icmp sge i64 0, 0 , !dbg !9
  %".1026" = sub i64 %"c.dim1", 4, !dbg !9
  %".1027" = icmp sle i64 0, %".1026" , !dbg !9
  %".1028" = and i1 %".1025", %".1027", !dbg !9
  %".1029" = and i1 %".1024", %".1028", !dbg !9
  %".1030" = mul i64 %"i.9", %"c.stride0", !dbg !9
  %".1031" = add i64 %".1030", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".1031" , !dbg !9
  br i1 %".1029", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
mm.stored:
  %".596" = add i64 %".589", 0, !dbg !9
  %".597" = mul i64 %".596", 4, !dbg !9
  %".598" = add i64 %".597", 0, !dbg !9
  %".599" = add i64 %".589", 1, !dbg !9
  %".600" = mul i64 %".599", 4, !dbg !9
  %".601" = add i64 %".600", 0, !dbg !9
  %".602" = add i64 %".589", 2, !dbg !9
  %".603" = mul i64 %".602", 4, !dbg !9
  %".604" = add i64 %".603", 0, !dbg !9
  %".605" = add i64 %".589", 3, !dbg !9
  %".606" = mul i64 %".605", 4, !dbg !9
  %".607" = add i64 %".606", 0, !dbg !9
  %".608" = add i64 %".589", 0, !dbg !9
  %".609" = mul i64 %".608", 4, !dbg !9
  %".610" = add i64 %".589", 1, !dbg !9
  %".611" = mul i64 %".610", 4, !dbg !9
  %".612" = add i64 %".589", 2, !dbg !9
  %".613" = mul i64 %".612", 4, !dbg !9
  %".614" = add i64 %".589", 3, !dbg !9
  %".615" = mul i64 %".614", 4, !dbg !9
  %".616" = add i64 %".589", 0, !dbg !9
  %".617" = mul i64 %".616", %"a.stride0", !dbg !9
  %".618" = add i64 %".589", 1, !dbg !9
  %".619" = mul i64 %".618", %"a.stride0", !dbg !9
  %".620" = add i64 %".589", 2, !dbg !9
  %".621" = mul i64 %".620", %"a.stride0", !dbg !9
  %".622" = add i64 %".589", 3, !dbg !9
  %".623" = mul i64 %".622", %"a.stride0", !dbg !9
  %".624" = add i64 %".617", 0, !dbg !9
  %".625" = add i64 %".624", 32, !dbg !9
  %".626" = getelementptr float, ptr %"a.rows.1", i64 %".625" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".626", i32 0, i32 3, i32 1), !dbg !9
  %".628" = getelementptr float, ptr %"a.rows.1", i64 %".624" , !dbg !9
  %".629" = load <4 x float>, ptr %".628", align 4, !dbg !9
  %".630" = add i64 %".609", 0, !dbg !9
  %".631" = getelementptr float, float* %"tile.left.1", i64 %".630" , !dbg !9
  %".632" = bitcast float* %".631" to <4 x float>* , !dbg !9
  store <4 x float> %".629", <4 x float>* %".632", align 4, !dbg !9
  %".634" = add i64 %".619", 0, !dbg !9
  %".635" = add i64 %".634", 32, !dbg !9
  %".636" = getelementptr float, ptr %"a.rows.1", i64 %".635" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".636", i32 0, i32 3, i32 1), !dbg !9
  %".638" = getelementptr float, ptr %"a.rows.1", i64 %".634" , !dbg !9
  %".639" = load <4 x float>, ptr %".638", align 4, !dbg !9
  %".640" = add i64 %".611", 0, !dbg !9
  %".641" = getelementptr float, float* %"tile.left.1", i64 %".640" , !dbg !9
  %".642" = bitcast float* %".641" to <4 x float>* , !dbg !9
  store <4 x float> %".639", <4 x float>* %".642", align 4, !dbg !9
  %".644" = add i64 %".621", 0, !dbg !9
  %".645" = add i64 %".644", 32, !dbg !9
  %".646" = getelementptr float, ptr %"a.rows.1", i64 %".645" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".646", i32 0, i32 3, i32 1), !dbg !9
  %".648" = getelementptr float, ptr %"a.rows.1", i64 %".644" , !dbg !9
  %".649" = load <4 x float>, ptr %".648", align 4, !dbg !9
  %".650" = add i64 %".613", 0, !dbg !9
  %".651" = getelementptr float, float* %"tile.left.1", i64 %".650" , !dbg !9
  %".652" = bitcast float* %".651" to <4 x float>* , !dbg !9
  store <4 x float> %".649", <4 x float>* %".652", align 4, !dbg !9
  %".654" = add i64 %".623", 0, !dbg !9
  %".655" = add i64 %".654", 32, !dbg !9
  %".656" = getelementptr float, ptr %"a.rows.1", i64 %".655" , !dbg !9
  call void @"llvm.prefetch.p0"(ptr %".656", i32 0, i32 3, i32 1), !dbg !9
  %".658" = getelementptr float, ptr %"a.rows.1", i64 %".654" , !dbg !9
  %".659" = load <4 x float>, ptr %".658", align 4, !dbg !9
  %".660" = add i64 %".615", 0, !dbg !9
  %".661" = getelementptr float, float* %"tile.left.1", i64 %".660" , !dbg !9
  %".662" = bitcast float* %".661" to <4 x float>* , !dbg !9
  store <4 x float> %".659", <4 x float>* %".662", align 4, !dbg !9
  %".664" = mul i64 0, 4, !dbg !9
  %".665" = add i64 %".664", 0, !dbg !9
  %".666" = add i64 %".665", 0, !dbg !9
  %".667" = getelementptr float, float* %"tile.tmp.2", i64 %".666" , !dbg !9
  %".668" = bitcast float* %".667" to <4 x float>* , !dbg !9
  %".669" = load <4 x float>, <4 x float>* %".668", align 4, !dbg !9
  %".670" = add i64 %".617", 0, !dbg !9
  %".671" = getelementptr float, ptr %"a.rows.1", i64 %".670" , !dbg !9
  %".672" = load float, ptr %".671", align 4, !dbg !9
  %".673" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".672", i32 0
  %".674" = shufflevector <4 x float> %".673", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".675" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".674", <4 x float> %".669", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".676" = add i64 %".619", 0, !dbg !9
  %".677" = getelementptr float, ptr %"a.rows.1", i64 %".676" , !dbg !9
  %".678" = load float, ptr %".677", align 4, !dbg !9
  %".679" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".678", i32 0
  %".680" = shufflevector <4 x float> %".679", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".681" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".680", <4 x float> %".669", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".682" = add i64 %".621", 0, !dbg !9
  %".683" = getelementptr float, ptr %"a.rows.1", i64 %".682" , !dbg !9
  %".684" = load float, ptr %".683", align 4, !dbg !9
  %".685" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".684", i32 0
  %".686" = shufflevector <4 x float> %".685", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".687" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".686", <4 x float> %".669", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".688" = add i64 %".623", 0, !dbg !9
  %".689" = getelementptr float, ptr %"a.rows.1", i64 %".688" , !dbg !9
  %".690" = load float, ptr %".689", align 4, !dbg !9
  %".691" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".690", i32 0
  %".692" = shufflevector <4 x float> %".691", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".693" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".692", <4 x float> %".669", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".694" = mul i64 1, 4, !dbg !9
  %".695" = add i64 %".694", 0, !dbg !9
  %".696" = add i64 %".695", 0, !dbg !9
  %".697" = getelementptr float, float* %"tile.tmp.2", i64 %".696" , !dbg !9
  %".698" = bitcast float* %".697" to <4 x float>* , !dbg !9
  %".699" = load <4 x float>, <4 x float>* %".698", align 4, !dbg !9
  %".700" = add i64 %".617", 1, !dbg !9
  %".701" = getelementptr float, ptr %"a.rows.1", i64 %".700" , !dbg !9
  %".702" = load float, ptr %".701", align 4, !dbg !9
  %".703" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".702", i32 0
  %".704" = shufflevector <4 x float> %".703", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".705" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".704", <4 x float> %".699", <4 x float> %".675"), !dbg !9
  %".706" = add i64 %".619", 1, !dbg !9
  %".707" = getelementptr float, ptr %"a.rows.1", i64 %".706" , !dbg !9
  %".708" = load float, ptr %".707", align 4, !dbg !9
  %".709" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".708", i32 0
  %".710" = shufflevector <4 x float> %".709", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".711" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".710", <4 x float> %".699", <4 x float> %".681"), !dbg !9
  %".712" = add i64 %".621", 1, !dbg !9
  %".713" = getelementptr float, ptr %"a.rows.1", i64 %".712" , !dbg !9
  %".714" = load float, ptr %".713", align 4, !dbg !9
  %".715" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".714", i32 0
  %".716" = shufflevector <4 x float> %".715", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".717" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".716", <4 x float> %".699", <4 x float> %".687"), !dbg !9
  %".718" = add i64 %".623", 1, !dbg !9
  %".719" = getelementptr float, ptr %"a.rows.1", i64 %".718" , !dbg !9
  %".720" = load float, ptr %".719", align 4, !dbg !9
  %".721" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".720", i32 0
  %".722" = shufflevector <4 x float> %".721", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".723" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".722", <4 x float> %".699", <4 x float> %".693"), !dbg !9
  %".724" = mul i64 2, 4, !dbg !9
  %".725" = add i64 %".724", 0, !dbg !9
  %".726" = add i64 %".725", 0, !dbg !9
  %".727" = getelementptr float, float* %"tile.tmp.2", i64 %".726" , !dbg !9
  %".728" = bitcast float* %".727" to <4 x float>* , !dbg !9
  %".729" = load <4 x float>, <4 x float>* %".728", align 4, !dbg !9
  %".730" = add i64 %".617", 2, !dbg !9
  %".731" = getelementptr float, ptr %"a.rows.1", i64 %".730" , !dbg !9
  %".732" = load float, ptr %".731", align 4, !dbg !9
  %".733" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".732", i32 0
  %".734" = shufflevector <4 x float> %".733", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".735" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".734", <4 x float> %".729", <4 x float> %".705"), !dbg !9
  %".736" = add i64 %".619", 2, !dbg !9
  %".737" = getelementptr float, ptr %"a.rows.1", i64 %".736" , !dbg !9
  %".738" = load float, ptr %".737", align 4, !dbg !9
  %".739" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".738", i32 0
  %".740" = shufflevector <4 x float> %".739", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".741" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".740", <4 x float> %".729", <4 x float> %".711"), !dbg !9
  %".742" = add i64 %".621", 2, !dbg !9
  %".743" = getelementptr float, ptr %"a.rows.1", i64 %".742" , !dbg !9
  %".744" = load float, ptr %".743", align 4, !dbg !9
  %".745" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".744", i32 0
  %".746" = shufflevector <4 x float> %".745", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".747" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".746", <4 x float> %".729", <4 x float> %".717"), !dbg !9
  %".748" = add i64 %".623", 2, !dbg !9
  %".749" = getelementptr float, ptr %"a.rows.1", i64 %".748" , !dbg !9
  %".750" = load float, ptr %".749", align 4, !dbg !9
  %".751" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".750", i32 0
  %".752" = shufflevector <4 x float> %".751", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".753" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".752", <4 x float> %".729", <4 x float> %".723"), !dbg !9
  %".754" = mul i64 3, 4, !dbg !9
  %".755" = add i64 %".754", 0, !dbg !9
  %".756" = add i64 %".755", 0, !dbg !9
  %".757" = getelementptr float, float* %"tile.tmp.2", i64 %".756" , !dbg !9
  %".758" = bitcast float* %".757" to <4 x float>* , !dbg !9
  %".759" = load <4 x float>, <4 x float>* %".758", align 4, !dbg !9
  %".760" = add i64 %".617", 3, !dbg !9
  %".761" = getelementptr float, ptr %"a.rows.1", i64 %".760" , !dbg !9
  %".762" = load float, ptr %".761", align 4, !dbg !9
  %".763" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".762", i32 0
  %".764" = shufflevector <4 x float> %".763", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".765" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".764", <4 x float> %".759", <4 x float> %".735"), !dbg !9
  %".766" = add i64 %".619", 3, !dbg !9
  %".767" = getelementptr float, ptr %"a.rows.1", i64 %".766" , !dbg !9
  %".768" = load float, ptr %".767", align 4, !dbg !9
  %".769" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".768", i32 0
  %".770" = shufflevector <4 x float> %".769", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".771" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".770", <4 x float> %".759", <4 x float> %".741"), !dbg !9
  %".772" = add i64 %".621", 3, !dbg !9
  %".773" = getelementptr float, ptr %"a.rows.1", i64 %".772" , !dbg !9
  %".774" = load float, ptr %".773", align 4, !dbg !9
  %".775" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".774", i32 0
  %".776" = shufflevector <4 x float> %".775", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".777" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".776", <4 x float> %".759", <4 x float> %".747"), !dbg !9
  %".778" = add i64 %".623", 3, !dbg !9
  %".779" = getelementptr float, ptr %"a.rows.1", i64 %".778" , !dbg !9
  %".780" = load float, ptr %".779", align 4, !dbg !9
  %".781" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".780", i32 0
  %".782" = shufflevector <4 x float> %".781", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".783" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".782", <4 x float> %".759", <4 x float> %".753"), !dbg !9
  %".784" = add i64 %".598", 0, !dbg !9
  %".785" = getelementptr float, float* %"tile.tmp.1", i64 %".784" , !dbg !9
  %".786" = bitcast float* %".785" to <4 x float>* , !dbg !9
  store <4 x float> %".765", <4 x float>* %".786", align 4, !dbg !9
  %".788" = add i64 %".601", 0, !dbg !9
  %".789" = getelementptr float, float* %"tile.tmp.1", i64 %".788" , !dbg !9
  %".790" = bitcast float* %".789" to <4 x float>* , !dbg !9
  store <4 x float> %".771", <4 x float>* %".790", align 4, !dbg !9
  %".792" = add i64 %".604", 0, !dbg !9
  %".793" = getelementptr float, float* %"tile.tmp.1", i64 %".792" , !dbg !9
  %".794" = bitcast float* %".793" to <4 x float>* , !dbg !9
  store <4 x float> %".777", <4 x float>* %".794", align 4, !dbg !9
  %".796" = add i64 %".607", 0, !dbg !9
  %".797" = getelementptr float, float* %"tile.tmp.1", i64 %".796" , !dbg !9
  %".798" = bitcast float* %".797" to <4 x float>* , !dbg !9
  store <4 x float> %".783", <4 x float>* %".798", align 4, !dbg !9
  br label %"mm.stored.done", !dbg !9
mm.stored.done:
  br label %"mm.a.done.1", !dbg !9
tile.inside.3:
  br label %"tile.loop.12", !dbg !9
tile.masked.3:
  br label %"tile.loop.14", !dbg !9
tile.done.3:
  %".854" = mul i64 0, 4, !dbg !9
  %".855" = add i64 0, %".854", !dbg !9
  %".856" = mul i64 0, 1, !dbg !9
  %".857" = add i64 %".856", 0, !dbg !9
  %".858" = icmp slt i64 %".855", %".517" , !dbg !9
  %".859" = icmp slt i64 0, %".522" , !dbg !9
  %".860" = and i1 %".858", %".859", !dbg !9
  br i1 %".860", label %"mm.stored.1", label %"mm.stored.done.1", !dbg !9
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.inside.3"], [%".828", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.3", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".825", %"tile.loop.13"] , !dbg !9
  %".819" = mul i64 %"lane.12", %"a.stride0", !dbg !9
  %".820" = add i64 %".819", %"lane.13", !dbg !9
  %"a.lane.2" = getelementptr float, ptr %"a.window.1", i64 %".820" , !dbg !9
  %"a.lane.val.2" = load float, ptr %"a.lane.2", !dbg !9
  %".821" = mul i64 %"lane.12", 4, !dbg !9
  %".822" = add i64 %"lane.13", %".821", !dbg !9
  %".823" = getelementptr float, float* %"tile.left.1", i64 %".822" , !dbg !9
  store float %"a.lane.val.2", float* %".823", !dbg !9
  %".825" = add i64 %"lane.13", 1, !dbg !9
  %".826" = icmp ult i64 %".825", 4 , !dbg !9
  br i1 %".826", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".828" = add i64 %"lane.12", 1, !dbg !9
  %".829" = icmp ult i64 %".828", 4 , !dbg !9
  br i1 %".829", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.3"], [%".850", %"tile.end.15"] , !dbg !9
  br label %"tile.loop.15", !dbg !9
tile.end.14:
  br label %"tile.done.3", !dbg !9
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".847", %"tile.loop.15"] , !dbg !9
  %".834" = add i64 %"i.8", %"lane.14", !dbg !9
  %".835" = icmp ult i64 %".834", %"a.dim0" , !dbg !9
  %".836" = and i1 1, %".835", !dbg !9
  %".837" = mul i64 %"lane.14", %"a.stride0", !dbg !9
  %".838" = add i64 0, %"lane.15", !dbg !9
  %".839" = icmp ult i64 %".838", %"a.dim1" , !dbg !9
  %".840" = and i1 %".836", %".839", !dbg !9
  %".841" = add i64 %".837", %"lane.15", !dbg !9
  %"a.lane.3" = getelementptr float, ptr %"a.window.1", i64 %".841" , !dbg !9
  %".842" = select  i1 %".840", ptr %"a.lane.3", float* %"a.other.1" , !dbg !9
  %"a.lane.val.3" = load float, ptr %".842", !dbg !9
  %".843" = mul i64 %"lane.14", 4, !dbg !9
  %".844" = add i64 %"lane.15", %".843", !dbg !9
  %".845" = getelementptr float, float* %"tile.left.1", i64 %".844" , !dbg !9
  store float %"a.lane.val.3", float* %".845", !dbg !9
  %".847" = add i64 %"lane.15", 1, !dbg !9
  %".848" = icmp ult i64 %".847", 4 , !dbg !9
  br i1 %".848", label %"tile.loop.15", label %"tile.end.15", !dbg !9
tile.end.15:
  %".850" = add i64 %"lane.14", 1, !dbg !9
  %".851" = icmp ult i64 %".850", 4 , !dbg !9
  br i1 %".851", label %"tile.loop.14", label %"tile.end.14", !dbg !9
mm.stored.1:
  %".862" = add i64 %".855", 0, !dbg !9
  %".863" = mul i64 %".862", 4, !dbg !9
  %".864" = add i64 %".863", 0, !dbg !9
  %".865" = add i64 %".855", 1, !dbg !9
  %".866" = mul i64 %".865", 4, !dbg !9
  %".867" = add i64 %".866", 0, !dbg !9
  %".868" = add i64 %".855", 2, !dbg !9
  %".869" = mul i64 %".868", 4, !dbg !9
  %".870" = add i64 %".869", 0, !dbg !9
  %".871" = add i64 %".855", 3, !dbg !9
  %".872" = mul i64 %".871", 4, !dbg !9
  %".873" = add i64 %".872", 0, !dbg !9
  %".874" = add i64 %".855", 0, !dbg !9
  %".875" = mul i64 %".874", 4, !dbg !9
  %".876" = add i64 %".855", 1, !dbg !9
  %".877" = mul i64 %".876", 4, !dbg !9
  %".878" = add i64 %".855", 2, !dbg !9
  %".879" = mul i64 %".878", 4, !dbg !9
  %".880" = add i64 %".855", 3, !dbg !9
  %".881" = mul i64 %".880", 4, !dbg !9
  %".882" = mul i64 0, 4, !dbg !9
  %".883" = add i64 %".882", 0, !dbg !9
  %".884" = add i64 %".883", 0, !dbg !9
  %".885" = getelementptr float, float* %"tile.tmp.2", i64 %".884" , !dbg !9
  %".886" = bitcast float* %".885" to <4 x float>* , !dbg !9
  %".887" = load <4 x float>, <4 x float>* %".886", align 4, !dbg !9
  %".888" = add i64 %".875", 0, !dbg !9
  %".889" = getelementptr float, float* %"tile.left.1", i64 %".888" , !dbg !9
  %".890" = load float, float* %".889", align 4, !dbg !9
  %".891" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".890", i32 0
  %".892" = shufflevector <4 x float> %".891", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".893" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".892", <4 x float> %".887", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".894" = add i64 %".877", 0, !dbg !9
  %".895" = getelementptr float, float* %"tile.left.1", i64 %".894" , !dbg !9
  %".896" = load float, float* %".895", align 4, !dbg !9
  %".897" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".896", i32 0
  %".898" = shufflevector <4 x float> %".897", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".899" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".898", <4 x float> %".887", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".900" = add i64 %".879", 0, !dbg !9
  %".901" = getelementptr float, float* %"tile.left.1", i64 %".900" , !dbg !9
  %".902" = load float, float* %".901", align 4, !dbg !9
  %".903" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".902", i32 0
  %".904" = shufflevector <4 x float> %".903", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".905" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".904", <4 x float> %".887", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".906" = add i64 %".881", 0, !dbg !9
  %".907" = getelementptr float, float* %"tile.left.1", i64 %".906" , !dbg !9
  %".908" = load float, float* %".907", align 4, !dbg !9
  %".909" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".908", i32 0
  %".910" = shufflevector <4 x float> %".909", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".911" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".910", <4 x float> %".887", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".912" = mul i64 1, 4, !dbg !9
  %".913" = add i64 %".912", 0, !dbg !9
  %".914" = add i64 %".913", 0, !dbg !9
  %".915" = getelementptr float, float* %"tile.tmp.2", i64 %".914" , !dbg !9
  %".916" = bitcast float* %".915" to <4 x float>* , !dbg !9
  %".917" = load <4 x float>, <4 x float>* %".916", align 4, !dbg !9
  %".918" = add i64 %".875", 1, !dbg !9
  %".919" = getelementptr float, float* %"tile.left.1", i64 %".918" , !dbg !9
  %".920" = load float, float* %".919", align 4, !dbg !9
  %".921" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".920", i32 0
  %".922" = shufflevector <4 x float> %".921", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".923" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".922", <4 x float> %".917", <4 x float> %".893"), !dbg !9
  %".924" = add i64 %".877", 1, !dbg !9
  %".925" = getelementptr float, float* %"tile.left.1", i64 %".924" , !dbg !9
  %".926" = load float, float* %".925", align 4, !dbg !9
  %".927" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".926", i32 0
  %".928" = shufflevector <4 x float> %".927", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".929" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".928", <4 x float> %".917", <4 x float> %".899"), !dbg !9
  %".930" = add i64 %".879", 1, !dbg !9
  %".931" = getelementptr float, float* %"tile.left.1", i64 %".930" , !dbg !9
  %".932" = load float, float* %".931", align 4, !dbg !9
  %".933" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".932", i32 0
  %".934" = shufflevector <4 x float> %".933", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".935" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".934", <4 x float> %".917", <4 x float> %".905"), !dbg !9
  %".936" = add i64 %".881", 1, !dbg !9
  %".937" = getelementptr float, float* %"tile.left.1", i64 %".936" , !dbg !9
  %".938" = load float, float* %".937", align 4, !dbg !9
  %".939" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".938", i32 0
  %".940" = shufflevector <4 x float> %".939", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".941" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".940", <4 x float> %".917", <4 x float> %".911"), !dbg !9
  %".942" = mul i64 2, 4, !dbg !9
  %".943" = add i64 %".942", 0, !dbg !9
  %".944" = add i64 %".943", 0, !dbg !9
  %".945" = getelementptr float, float* %"tile.tmp.2", i64 %".944" , !dbg !9
  %".946" = bitcast float* %".945" to <4 x float>* , !dbg !9
  %".947" = load <4 x float>, <4 x float>* %".946", align 4, !dbg !9
  %".948" = add i64 %".875", 2, !dbg !9
  %".949" = getelementptr float, float* %"tile.left.1", i64 %".948" , !dbg !9
  %".950" = load float, float* %".949", align 4, !dbg !9
  %".951" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".950", i32 0
  %".952" = shufflevector <4 x float> %".951", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".953" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".952", <4 x float> %".947", <4 x float> %".923"), !dbg !9
  %".954" = add i64 %".877", 2, !dbg !9
  %".955" = getelementptr float, float* %"tile.left.1", i64 %".954" , !dbg !9
  %".956" = load float, float* %".955", align 4, !dbg !9
  %".957" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".956", i32 0
  %".958" = shufflevector <4 x float> %".957", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".959" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".958", <4 x float> %".947", <4 x float> %".929"), !dbg !9
  %".960" = add i64 %".879", 2, !dbg !9
  %".961" = getelementptr float, float* %"tile.left.1", i64 %".960" , !dbg !9
  %".962" = load float, float* %".961", align 4, !dbg !9
  %".963" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".962", i32 0
  %".964" = shufflevector <4 x float> %".963", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".965" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".964", <4 x float> %".947", <4 x float> %".935"), !dbg !9
  %".966" = add i64 %".881", 2, !dbg !9
  %".967" = getelementptr float, float* %"tile.left.1", i64 %".966" , !dbg !9
  %".968" = load float, float* %".967", align 4, !dbg !9
  %".969" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".968", i32 0
  %".970" = shufflevector <4 x float> %".969", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".971" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".970", <4 x float> %".947", <4 x float> %".941"), !dbg !9
  %".972" = mul i64 3, 4, !dbg !9
  %".973" = add i64 %".972", 0, !dbg !9
  %".974" = add i64 %".973", 0, !dbg !9
  %".975" = getelementptr float, float* %"tile.tmp.2", i64 %".974" , !dbg !9
  %".976" = bitcast float* %".975" to <4 x float>* , !dbg !9
  %".977" = load <4 x float>, <4 x float>* %".976", align 4, !dbg !9
  %".978" = add i64 %".875", 3, !dbg !9
  %".979" = getelementptr float, float* %"tile.left.1", i64 %".978" , !dbg !9
  %".980" = load float, float* %".979", align 4, !dbg !9
  %".981" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".980", i32 0
  %".982" = shufflevector <4 x float> %".981", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".983" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".982", <4 x float> %".977", <4 x float> %".953"), !dbg !9
  %".984" = add i64 %".877", 3, !dbg !9
  %".985" = getelementptr float, float* %"tile.left.1", i64 %".984" , !dbg !9
  %".986" = load float, float* %".985", align 4, !dbg !9
  %".987" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".986", i32 0
  %".988" = shufflevector <4 x float> %".987", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".989" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".988", <4 x float> %".977", <4 x float> %".959"), !dbg !9
  %".990" = add i64 %".879", 3, !dbg !9
  %".991" = getelementptr float, float* %"tile.left.1", i64 %".990" , !dbg !9
  %".992" = load float, float* %".991", align 4, !dbg !9
  %".993" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".992", i32 0
  %".994" = shufflevector <4 x float> %".993", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".995" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".994", <4 x float> %".977", <4 x float> %".965"), !dbg !9
  %".996" = add i64 %".881", 3, !dbg !9
  %".997" = getelementptr float, float* %"tile.left.1", i64 %".996" , !dbg !9
  %".998" = load float, float* %".997", align 4, !dbg !9
  %".999" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".998", i32 0
  %".1000" = shufflevector <4 x float> %".999", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1001" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1000", <4 x float> %".977", <4 x float> %".971"), !dbg !9
  %".1002" = add i64 %".864", 0, !dbg !9
  %".1003" = getelementptr float, float* %"tile.tmp.1", i64 %".1002" , !dbg !9
  %".1004" = bitcast float* %".1003" to <4 x float>* , !dbg !9
  store <4 x float> %".983", <4 x float>* %".1004", align 4, !dbg !9
  %".1006" = add i64 %".867", 0, !dbg !9
  %".1007" = getelementptr float, float* %"tile.tmp.1", i64 %".1006" , !dbg !9
  %".1008" = bitcast float* %".1007" to <4 x float>* , !dbg !9
  store <4 x float> %".989", <4 x float>* %".1008", align 4, !dbg !9
  %".1010" = add i64 %".870", 0, !dbg !9
  %".1011" = getelementptr float, float* %"tile.tmp.1", i64 %".1010" , !dbg !9
  %".1012" = bitcast float* %".1011" to <4 x float>* , !dbg !9
  store <4 x float> %".995", <4 x float>* %".1012", align 4, !dbg !9
  %".1014" = add i64 %".873", 0, !dbg !9
  %".1015" = getelementptr float, float* %"tile.tmp.1", i64 %".1014" , !dbg !9
  %".1016" = bitcast float* %".1015" to <4 x float>* , !dbg !9
  store <4 x float> %".1001", <4 x float>* %".1016", align 4, !dbg !9
  br label %"mm.stored.done.1", !dbg !9
mm.stored.done.1:
  br label %"mm.a.done.1", !dbg !9
tile.inside.4:
  br label %"tile.loop.16", !dbg !9
tile.masked.4:
  br label %"tile.loop.18", !dbg !9
tile.done.4:
  br label %"mm.gm.done", !dbg !9
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.inside.4"], [%".1045", %"tile.end.17"] , !dbg !9
  br label %"tile.loop.17", !dbg !9
tile.end.16:
  br label %"tile.done.4", !dbg !9
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".1042", %"tile.loop.17"] , !dbg !9
  %".1035" = mul i64 %"lane.16", 4, !dbg !9
  %".1036" = add i64 %"lane.17", %".1035", !dbg !9
  %".1037" = getelementptr float, float* %"tile.tmp.1", i64 %".1036" , !dbg !9
  %".1038" = load float, float* %".1037", !dbg !9
  %".1039" = mul i64 %"lane.16", %"c.stride0", !dbg !9
  %".1040" = add i64 %".1039", %"lane.17", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".1040" , !dbg !9
  store float %".1038", ptr %"c.lane", !dbg !9
  %".1042" = add i64 %"lane.17", 1, !dbg !9
  %".1043" = icmp ult i64 %".1042", 4 , !dbg !9
  br i1 %".1043", label %"tile.loop.17", label %"tile.end.17", !dbg !9
tile.end.17:
  %".1045" = add i64 %"lane.16", 1, !dbg !9
  %".1046" = icmp ult i64 %".1045", 4 , !dbg !9
  br i1 %".1046", label %"tile.loop.16", label %"tile.end.16", !dbg !9
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.masked.4"], [%".1068", %"tile.end.19"] , !dbg !9
  br label %"tile.loop.19", !dbg !9
tile.end.18:
  br label %"tile.done.4", !dbg !9
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.loop.18"], [%".1065", %"tile.loop.19"] , !dbg !9
  %".1051" = mul i64 %"lane.18", 4, !dbg !9
  %".1052" = add i64 %"lane.19", %".1051", !dbg !9
  %".1053" = getelementptr float, float* %"tile.tmp.1", i64 %".1052" , !dbg !9
  %".1054" = load float, float* %".1053", !dbg !9
  %".1055" = add i64 %"i.9", %"lane.18", !dbg !9
  %".1056" = icmp ult i64 %".1055", %"c.dim0" , !dbg !9
  %".1057" = and i1 1, %".1056", !dbg !9
  %".1058" = mul i64 %"lane.18", %"c.stride0", !dbg !9
  %".1059" = add i64 0, %"lane.19", !dbg !9
  %".1060" = icmp ult i64 %".1059", %"c.dim1" , !dbg !9
  %".1061" = and i1 %".1057", %".1060", !dbg !9
  %".1062" = add i64 %".1058", %"lane.19", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".1062" , !dbg !9
  %".1063" = select  i1 %".1061", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".1054", ptr %".1063", !dbg !9
  %".1065" = add i64 %"lane.19", 1, !dbg !9
  %".1066" = icmp ult i64 %".1065", 4 , !dbg !9
  br i1 %".1066", label %"tile.loop.19", label %"tile.end.19", !dbg !9
tile.end.19:
  %".1068" = add i64 %"lane.18", 1, !dbg !9
  %".1069" = icmp ult i64 %".1068", 4 , !dbg !9
  br i1 %".1069", label %"tile.loop.18", label %"tile.end.18", !dbg !9
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
