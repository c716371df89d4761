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
  %"tile.left" = alloca float, i64 16, align 32
  %"tile.tmp" = alloca float, i64 16, align 32
  %"b.other" = alloca float
  %"tile.tmp.1" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"tile.tmp.2" = alloca float, i64 16, align 32
  %"b.other.1" = alloca float
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
  br i1 %".49", label %"mm.a.gm", label %"mm.a.staged", !dbg !10
for.inc:
  %".774" = load i64, i64* %"k.iter", !dbg !9
  %".775" = sub i64 %"a.dim1", %".774", !dbg !9
  %".776" = icmp ugt i64 %".775", 4 , !dbg !9
  br i1 %".776", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.5" = load i64, i64* %"i", !dbg !14
  %".780" = icmp sge i64 %"i.5", 0 , !dbg !14
  %".781" = sub i64 %"c.dim0", 4, !dbg !14
  %".782" = icmp sle i64 %"i.5", %".781" , !dbg !14
  %".783" = and i1 %".780", %".782", !dbg !14
  %".784" = and i1 1, %".783", !dbg !14
  %".785" = icmp sge i64 0, 0 , !dbg !14
  %".786" = sub i64 %"c.dim1", 4, !dbg !14
  %".787" = icmp sle i64 0, %".786" , !dbg !14
  %".788" = and i1 %".785", %".787", !dbg !14
  %".789" = and i1 %".784", %".788", !dbg !14
  %".790" = mul i64 %"i.5", %"c.stride0", !dbg !14
  %".791" = add i64 %".790", 0, !dbg !14
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".791" , !dbg !14
  br i1 %".789", label %"tile.inside.3", label %"tile.masked.3", !dbg !14
mm.a.gm:
  %"k.6" = load i64, i64* %"k", !dbg !10
  %".51" = getelementptr float, float* %"b.other", i64 0 , !dbg !10
  store float              0x0, float* %".51", !dbg !10
  %".53" = icmp sge i64 %"k.6", 0 , !dbg !10
  %".54" = sub i64 %"b.dim0", 4, !dbg !10
  %".55" = icmp sle i64 %"k.6", %".54" , !dbg !10
  %".56" = and i1 %".53", %".55", !dbg !10
  %".57" = and i1 1, %".56", !dbg !10
  %".58" = icmp sge i64 0, 0 , !dbg !10
  %".59" = sub i64 %"b.dim1", 4, !dbg !10
  %".60" = icmp sle i64 0, %".59" , !dbg !10
  %".61" = and i1 %".58", %".60", !dbg !10
  %".62" = and i1 %".57", %".61", !dbg !10
  %".63" = mul i64 %"k.6", %"b.stride0", !dbg !10
  %".64" = add i64 %".63", 0, !dbg !10
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".64" , !dbg !10
  br i1 %".62", label %"tile.inside", label %"tile.masked", !dbg !10
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
tile.inside:
  br label %"tile.loop.3", !dbg !10
tile.masked:
  br label %"tile.loop.5", !dbg !10
tile.done:
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
  br i1 %".145", label %"tile.done.if", label %"tile.done.endif", !dbg !10, !prof !11
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside"], [%".77", %"tile.end.4"] , !dbg !10
  br label %"tile.loop.4", !dbg !10
tile.end.3:
  br label %"tile.done", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".74", %"tile.loop.4"] , !dbg !10
  %".68" = mul i64 %"lane.3", %"b.stride0", !dbg !10
  %".69" = add i64 %".68", %"lane.4", !dbg !10
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".69" , !dbg !10
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !10
  %".70" = mul i64 %"lane.3", 4, !dbg !10
  %".71" = add i64 %"lane.4", %".70", !dbg !10
  %".72" = getelementptr float, float* %"tile.tmp", i64 %".71" , !dbg !10
  store float %"b.lane.val", float* %".72", !dbg !10
  %".74" = add i64 %"lane.4", 1, !dbg !10
  %".75" = icmp ult i64 %".74", 4 , !dbg !10
  br i1 %".75", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.end.4:
  %".77" = add i64 %"lane.3", 1, !dbg !10
  %".78" = icmp ult i64 %".77", 4 , !dbg !10
  br i1 %".78", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".99", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  br label %"tile.done", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".96", %"tile.loop.6"] , !dbg !10
  %".83" = add i64 %"k.6", %"lane.5", !dbg !10
  %".84" = icmp ult i64 %".83", %"b.dim0" , !dbg !10
  %".85" = and i1 1, %".84", !dbg !10
  %".86" = mul i64 %"lane.5", %"b.stride0", !dbg !10
  %".87" = add i64 0, %"lane.6", !dbg !10
  %".88" = icmp ult i64 %".87", %"b.dim1" , !dbg !10
  %".89" = and i1 %".85", %".88", !dbg !10
  %".90" = add i64 %".86", %"lane.6", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".90" , !dbg !10
  %".91" = select  i1 %".89", ptr %"b.lane.1", float* %"b.other" , !dbg !10
  %"b.lane.val.1" = load float, ptr %".91", !dbg !10
  %".92" = mul i64 %"lane.5", 4, !dbg !10
  %".93" = add i64 %"lane.6", %".92", !dbg !10
  %".94" = getelementptr float, float* %"tile.tmp", i64 %".93" , !dbg !10
  store float %"b.lane.val.1", float* %".94", !dbg !10
  %".96" = add i64 %"lane.6", 1, !dbg !10
  %".97" = icmp ult i64 %".96", 4 , !dbg !10
  br i1 %".97", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".99" = add i64 %"lane.5", 1, !dbg !10
  %".100" = icmp ult i64 %".99", 4 , !dbg !10
  br i1 %".100", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.done.if:
  %".147" = mul i64 %".144", %".33", !dbg !10
  %".148" = getelementptr i8, ptr %"a.next", i64 %".147" , !dbg !10
  %".149" = getelementptr i8, ptr %".148", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".149", i32 0, i32 2, i32 1), !dbg !10
  %".151" = getelementptr i8, ptr %".148", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".151", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif", !dbg !10
tile.done.endif:
  %".154" = mul i64 %".106", 4, !dbg !10
  %".155" = add i64 %".154", 1, !dbg !10
  %".156" = icmp ult i64 %".155", 4 , !dbg !10
  br i1 %".156", label %"tile.done.endif.if", label %"tile.done.endif.endif", !dbg !10, !prof !11
tile.done.endif.if:
  %".158" = mul i64 %".155", %".33", !dbg !10
  %".159" = getelementptr i8, ptr %"a.next", i64 %".158" , !dbg !10
  %".160" = getelementptr i8, ptr %".159", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".160", i32 0, i32 2, i32 1), !dbg !10
  %".162" = getelementptr i8, ptr %".159", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".162", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif", !dbg !10
tile.done.endif.endif:
  %".165" = mul i64 %".106", 4, !dbg !10
  %".166" = add i64 %".165", 2, !dbg !10
  %".167" = icmp ult i64 %".166", 4 , !dbg !10
  br i1 %".167", label %"tile.done.endif.endif.if", label %"tile.done.endif.endif.endif", !dbg !10, !prof !11
tile.done.endif.endif.if:
  %".169" = mul i64 %".166", %".33", !dbg !10
  %".170" = getelementptr i8, ptr %"a.next", i64 %".169" , !dbg !10
  %".171" = getelementptr i8, ptr %".170", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".171", i32 0, i32 2, i32 1), !dbg !10
  %".173" = getelementptr i8, ptr %".170", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".173", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif.endif", !dbg !10
tile.done.endif.endif.endif:
  %".176" = mul i64 %".106", 4, !dbg !10
  %".177" = add i64 %".176", 3, !dbg !10
  %".178" = icmp ult i64 %".177", 4 , !dbg !10
  br i1 %".178", label %"tile.done.endif.endif.endif.if", label %"tile.done.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.endif.endif.endif.if:
  %".180" = mul i64 %".177", %".33", !dbg !10
  %".181" = getelementptr i8, ptr %"a.next", i64 %".180" , !dbg !10
  %".182" = getelementptr i8, ptr %".181", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".182", i32 0, i32 2, i32 1), !dbg !10
  %".184" = getelementptr i8, ptr %".181", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".184", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif.endif.endif", !dbg !10
tile.done.endif.endif.endif.endif:
  %".187" = mul i64 %".106", 4, !dbg !10
  %".188" = add i64 %".187", 0, !dbg !10
  %".189" = icmp ult i64 %".188", 4 , !dbg !10
  br i1 %".189", label %"tile.done.endif.endif.endif.endif.if", label %"tile.done.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.endif.endif.endif.endif.if:
  %".191" = mul i64 %".188", %".36", !dbg !10
  %".192" = getelementptr i8, ptr %"b.next", i64 %".191" , !dbg !10
  %".193" = getelementptr i8, ptr %".192", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".193", i32 0, i32 2, i32 1), !dbg !10
  %".195" = getelementptr i8, ptr %".192", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".195", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif.endif.endif.endif", !dbg !10
tile.done.endif.endif.endif.endif.endif:
  %".198" = mul i64 %".106", 4, !dbg !10
  %".199" = add i64 %".198", 1, !dbg !10
  %".200" = icmp ult i64 %".199", 4 , !dbg !10
  br i1 %".200", label %"tile.done.endif.endif.endif.endif.endif.if", label %"tile.done.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.endif.endif.endif.endif.endif.if:
  %".202" = mul i64 %".199", %".36", !dbg !10
  %".203" = getelementptr i8, ptr %"b.next", i64 %".202" , !dbg !10
  %".204" = getelementptr i8, ptr %".203", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".204", i32 0, i32 2, i32 1), !dbg !10
  %".206" = getelementptr i8, ptr %".203", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".206", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.endif.endif.endif.endif.endif.endif:
  %".209" = mul i64 %".106", 4, !dbg !10
  %".210" = add i64 %".209", 2, !dbg !10
  %".211" = icmp ult i64 %".210", 4 , !dbg !10
  br i1 %".211", label %"tile.done.endif.endif.endif.endif.endif.endif.if", label %"tile.done.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.endif.endif.endif.endif.endif.endif.if:
  %".213" = mul i64 %".210", %".36", !dbg !10
  %".214" = getelementptr i8, ptr %"b.next", i64 %".213" , !dbg !10
  %".215" = getelementptr i8, ptr %".214", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".215", i32 0, i32 2, i32 1), !dbg !10
  %".217" = getelementptr i8, ptr %".214", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".217", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.endif.endif.endif.endif.endif.endif.endif:
  %".220" = mul i64 %".106", 4, !dbg !10
  %".221" = add i64 %".220", 3, !dbg !10
  %".222" = icmp ult i64 %".221", 4 , !dbg !10
  br i1 %".222", label %"tile.done.endif.endif.end...if", label %"tile.done.endif.endif.end...endif", !dbg !10, !prof !11
tile.done.endif.endif.end...if:
  %".224" = mul i64 %".221", %".36", !dbg !10
  %".225" = getelementptr i8, ptr %"b.next", i64 %".224" , !dbg !10
  %".226" = getelementptr i8, ptr %".225", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".226", i32 0, i32 2, i32 1), !dbg !10
  %".228" = getelementptr i8, ptr %".225", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".228", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.endif.endif.end...endif", !dbg !10
tile.done.endif.endif.end...endif:
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
  %"k.8" = load i64, i64* %"k", !dbg !10
  %".456" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !10
  store float              0x0, float* %".456", !dbg !10
  %".458" = icmp sge i64 %"k.8", 0 , !dbg !10
  %".459" = sub i64 %"b.dim0", 4, !dbg !10
  %".460" = icmp sle i64 %"k.8", %".459" , !dbg !10
  %".461" = and i1 %".458", %".460", !dbg !10
  %".462" = and i1 1, %".461", !dbg !10
  %".463" = icmp sge i64 0, 0 , !dbg !10
  %".464" = sub i64 %"b.dim1", 4, !dbg !10
  %".465" = icmp sle i64 0, %".464" , !dbg !10
  %".466" = and i1 %".463", %".465", !dbg !10
  %".467" = and i1 %".462", %".466", !dbg !10
  %".468" = mul i64 %"k.8", %"b.stride0", !dbg !10
  %".469" = add i64 %".468", 0, !dbg !10
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".469" , !dbg !10
  br i1 %".467", label %"tile.inside.2", label %"tile.masked.2", !dbg !10
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
  %".425" = getelementptr float, float* %"tile.tmp.1", i64 %".424" , !dbg !10
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
  %".447" = getelementptr float, float* %"tile.tmp.1", i64 %".446" , !dbg !10
  store float %"a.lane.val.1", float* %".447", !dbg !10
  %".449" = add i64 %"lane.10", 1, !dbg !10
  %".450" = icmp ult i64 %".449", 4 , !dbg !10
  br i1 %".450", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".452" = add i64 %"lane.9", 1, !dbg !10
  %".453" = icmp ult i64 %".452", 4 , !dbg !10
  br i1 %".453", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.inside.2:
  br label %"tile.loop.11", !dbg !10
tile.masked.2:
  br label %"tile.loop.13", !dbg !10
tile.done.2:
  %".508" = mul i64 0, 4, !dbg !10
  %".509" = add i64 0, %".508", !dbg !10
  %".510" = mul i64 0, 1, !dbg !10
  %".511" = add i64 %".510", 0, !dbg !10
  %".512" = add i64 %".509", 0, !dbg !10
  %".513" = mul i64 %".512", 4, !dbg !10
  %".514" = add i64 %".513", 0, !dbg !10
  %".515" = add i64 %".509", 1, !dbg !10
  %".516" = mul i64 %".515", 4, !dbg !10
  %".517" = add i64 %".516", 0, !dbg !10
  %".518" = add i64 %".509", 2, !dbg !10
  %".519" = mul i64 %".518", 4, !dbg !10
  %".520" = add i64 %".519", 0, !dbg !10
  %".521" = add i64 %".509", 3, !dbg !10
  %".522" = mul i64 %".521", 4, !dbg !10
  %".523" = add i64 %".522", 0, !dbg !10
  %".524" = add i64 %".509", 0, !dbg !10
  %".525" = mul i64 %".524", 4, !dbg !10
  %".526" = add i64 %".509", 1, !dbg !10
  %".527" = mul i64 %".526", 4, !dbg !10
  %".528" = add i64 %".509", 2, !dbg !10
  %".529" = mul i64 %".528", 4, !dbg !10
  %".530" = add i64 %".509", 3, !dbg !10
  %".531" = mul i64 %".530", 4, !dbg !10
  %".532" = add i64 %".514", 0, !dbg !10
  %".533" = getelementptr float, float* %"acc", i64 %".532" , !dbg !10
  %".534" = bitcast float* %".533" to <4 x float>* , !dbg !10
  %".535" = load <4 x float>, <4 x float>* %".534", align 4, !dbg !10
  %".536" = add i64 %".517", 0, !dbg !10
  %".537" = getelementptr float, float* %"acc", i64 %".536" , !dbg !10
  %".538" = bitcast float* %".537" to <4 x float>* , !dbg !10
  %".539" = load <4 x float>, <4 x float>* %".538", align 4, !dbg !10
  %".540" = add i64 %".520", 0, !dbg !10
  %".541" = getelementptr float, float* %"acc", i64 %".540" , !dbg !10
  %".542" = bitcast float* %".541" to <4 x float>* , !dbg !10
  %".543" = load <4 x float>, <4 x float>* %".542", align 4, !dbg !10
  %".544" = add i64 %".523", 0, !dbg !10
  %".545" = getelementptr float, float* %"acc", i64 %".544" , !dbg !10
  %".546" = bitcast float* %".545" to <4 x float>* , !dbg !10
  %".547" = load <4 x float>, <4 x float>* %".546", align 4, !dbg !10
  %".548" = mul i64 %".511", 4, !dbg !10
  %".549" = add i64 %".548", 0, !dbg !10
  %".550" = icmp ult i64 %".549", 4 , !dbg !10
  br i1 %".550", label %"tile.done.2.if", label %"tile.done.2.endif", !dbg !10, !prof !11
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.2"], [%".482", %"tile.end.12"] , !dbg !10
  br label %"tile.loop.12", !dbg !10
tile.end.11:
  br label %"tile.done.2", !dbg !10
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".479", %"tile.loop.12"] , !dbg !10
  %".473" = mul i64 %"lane.11", %"b.stride0", !dbg !10
  %".474" = add i64 %".473", %"lane.12", !dbg !10
  %"b.lane.2" = getelementptr float, ptr %"b.window.1", i64 %".474" , !dbg !10
  %"b.lane.val.2" = load float, ptr %"b.lane.2", !dbg !10
  %".475" = mul i64 %"lane.11", 4, !dbg !10
  %".476" = add i64 %"lane.12", %".475", !dbg !10
  %".477" = getelementptr float, float* %"tile.tmp.2", i64 %".476" , !dbg !10
  store float %"b.lane.val.2", float* %".477", !dbg !10
  %".479" = add i64 %"lane.12", 1, !dbg !10
  %".480" = icmp ult i64 %".479", 4 , !dbg !10
  br i1 %".480", label %"tile.loop.12", label %"tile.end.12", !dbg !10
tile.end.12:
  %".482" = add i64 %"lane.11", 1, !dbg !10
  %".483" = icmp ult i64 %".482", 4 , !dbg !10
  br i1 %".483", label %"tile.loop.11", label %"tile.end.11", !dbg !10
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.2"], [%".504", %"tile.end.14"] , !dbg !10
  br label %"tile.loop.14", !dbg !10
tile.end.13:
  br label %"tile.done.2", !dbg !10
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.loop.13"], [%".501", %"tile.loop.14"] , !dbg !10
  %".488" = add i64 %"k.8", %"lane.13", !dbg !10
  %".489" = icmp ult i64 %".488", %"b.dim0" , !dbg !10
  %".490" = and i1 1, %".489", !dbg !10
  %".491" = mul i64 %"lane.13", %"b.stride0", !dbg !10
  %".492" = add i64 0, %"lane.14", !dbg !10
  %".493" = icmp ult i64 %".492", %"b.dim1" , !dbg !10
  %".494" = and i1 %".490", %".493", !dbg !10
  %".495" = add i64 %".491", %"lane.14", !dbg !10
  %"b.lane.3" = getelementptr float, ptr %"b.window.1", i64 %".495" , !dbg !10
  %".496" = select  i1 %".494", ptr %"b.lane.3", float* %"b.other.1" , !dbg !10
  %"b.lane.val.3" = load float, ptr %".496", !dbg !10
  %".497" = mul i64 %"lane.13", 4, !dbg !10
  %".498" = add i64 %"lane.14", %".497", !dbg !10
  %".499" = getelementptr float, float* %"tile.tmp.2", i64 %".498" , !dbg !10
  store float %"b.lane.val.3", float* %".499", !dbg !10
  %".501" = add i64 %"lane.14", 1, !dbg !10
  %".502" = icmp ult i64 %".501", 4 , !dbg !10
  br i1 %".502", label %"tile.loop.14", label %"tile.end.14", !dbg !10
tile.end.14:
  %".504" = add i64 %"lane.13", 1, !dbg !10
  %".505" = icmp ult i64 %".504", 4 , !dbg !10
  br i1 %".505", label %"tile.loop.13", label %"tile.end.13", !dbg !10
tile.done.2.if:
  %".552" = mul i64 %".549", %".33", !dbg !10
  %".553" = getelementptr i8, ptr %"a.next", i64 %".552" , !dbg !10
  %".554" = getelementptr i8, ptr %".553", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".554", i32 0, i32 2, i32 1), !dbg !10
  %".556" = getelementptr i8, ptr %".553", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".556", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif", !dbg !10
tile.done.2.endif:
  %".559" = mul i64 %".511", 4, !dbg !10
  %".560" = add i64 %".559", 1, !dbg !10
  %".561" = icmp ult i64 %".560", 4 , !dbg !10
  br i1 %".561", label %"tile.done.2.endif.if", label %"tile.done.2.endif.endif", !dbg !10, !prof !11
tile.done.2.endif.if:
  %".563" = mul i64 %".560", %".33", !dbg !10
  %".564" = getelementptr i8, ptr %"a.next", i64 %".563" , !dbg !10
  %".565" = getelementptr i8, ptr %".564", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".565", i32 0, i32 2, i32 1), !dbg !10
  %".567" = getelementptr i8, ptr %".564", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".567", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif", !dbg !10
tile.done.2.endif.endif:
  %".570" = mul i64 %".511", 4, !dbg !10
  %".571" = add i64 %".570", 2, !dbg !10
  %".572" = icmp ult i64 %".571", 4 , !dbg !10
  br i1 %".572", label %"tile.done.2.endif.endif.if", label %"tile.done.2.endif.endif.endif", !dbg !10, !prof !11
tile.done.2.endif.endif.if:
  %".574" = mul i64 %".571", %".33", !dbg !10
  %".575" = getelementptr i8, ptr %"a.next", i64 %".574" , !dbg !10
  %".576" = getelementptr i8, ptr %".575", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".576", i32 0, i32 2, i32 1), !dbg !10
  %".578" = getelementptr i8, ptr %".575", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".578", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif.endif", !dbg !10
tile.done.2.endif.endif.endif:
  %".581" = mul i64 %".511", 4, !dbg !10
  %".582" = add i64 %".581", 3, !dbg !10
  %".583" = icmp ult i64 %".582", 4 , !dbg !10
  br i1 %".583", label %"tile.done.2.endif.endif.endif.if", label %"tile.done.2.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.2.endif.endif.endif.if:
  %".585" = mul i64 %".582", %".33", !dbg !10
  %".586" = getelementptr i8, ptr %"a.next", i64 %".585" , !dbg !10
  %".587" = getelementptr i8, ptr %".586", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".587", i32 0, i32 2, i32 1), !dbg !10
  %".589" = getelementptr i8, ptr %".586", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".589", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif.endif.endif", !dbg !10
tile.done.2.endif.endif.endif.endif:
  %".592" = mul i64 %".511", 4, !dbg !10
  %".593" = add i64 %".592", 0, !dbg !10
  %".594" = icmp ult i64 %".593", 4 , !dbg !10
  br i1 %".594", label %"tile.done.2.endif.endif.endif.endif.if", label %"tile.done.2.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.2.endif.endif.endif.endif.if:
  %".596" = mul i64 %".593", %".36", !dbg !10
  %".597" = getelementptr i8, ptr %"b.next", i64 %".596" , !dbg !10
  %".598" = getelementptr i8, ptr %".597", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".598", i32 0, i32 2, i32 1), !dbg !10
  %".600" = getelementptr i8, ptr %".597", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".600", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif.endif.endif.endif", !dbg !10
tile.done.2.endif.endif.endif.endif.endif:
  %".603" = mul i64 %".511", 4, !dbg !10
  %".604" = add i64 %".603", 1, !dbg !10
  %".605" = icmp ult i64 %".604", 4 , !dbg !10
  br i1 %".605", label %"tile.done.2.endif.endif.endif.endif.endif.if", label %"tile.done.2.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.2.endif.endif.endif.endif.endif.if:
  %".607" = mul i64 %".604", %".36", !dbg !10
  %".608" = getelementptr i8, ptr %"b.next", i64 %".607" , !dbg !10
  %".609" = getelementptr i8, ptr %".608", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".609", i32 0, i32 2, i32 1), !dbg !10
  %".611" = getelementptr i8, ptr %".608", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".611", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.2.endif.endif.endif.endif.endif.endif:
  %".614" = mul i64 %".511", 4, !dbg !10
  %".615" = add i64 %".614", 2, !dbg !10
  %".616" = icmp ult i64 %".615", 4 , !dbg !10
  br i1 %".616", label %"tile.done.2.endif.endif.endif.endif.endif.endif.if", label %"tile.done.2.endif.endif.endif.endif.endif.endif.endif", !dbg !10, !prof !11
tile.done.2.endif.endif.endif.endif.endif.endif.if:
  %".618" = mul i64 %".615", %".36", !dbg !10
  %".619" = getelementptr i8, ptr %"b.next", i64 %".618" , !dbg !10
  %".620" = getelementptr i8, ptr %".619", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".620", i32 0, i32 2, i32 1), !dbg !10
  %".622" = getelementptr i8, ptr %".619", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".622", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif.endif.endif.endif.endif.endif", !dbg !10
tile.done.2.endif.endif.endif.endif.endif.endif.endif:
  %".625" = mul i64 %".511", 4, !dbg !10
  %".626" = add i64 %".625", 3, !dbg !10
  %".627" = icmp ult i64 %".626", 4 , !dbg !10
  br i1 %".627", label %"tile.done.2.endif.endif.e...if", label %"tile.done.2.endif.endif.e...endif", !dbg !10, !prof !11
tile.done.2.endif.endif.e...if:
  %".629" = mul i64 %".626", %".36", !dbg !10
  %".630" = getelementptr i8, ptr %"b.next", i64 %".629" , !dbg !10
  %".631" = getelementptr i8, ptr %".630", i64 0 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".631", i32 0, i32 2, i32 1), !dbg !10
  %".633" = getelementptr i8, ptr %".630", i64 15 , !dbg !10
  call void @"llvm.prefetch.p0"(ptr %".633", i32 0, i32 2, i32 1), !dbg !10
  br label %"tile.done.2.endif.endif.e...endif", !dbg !10
tile.done.2.endif.endif.e...endif:
  %".636" = mul i64 0, 4, !dbg !10
  %".637" = add i64 %".636", 0, !dbg !10
  %".638" = add i64 %".637", 0, !dbg !10
  %".639" = getelementptr float, float* %"tile.tmp.2", i64 %".638" , !dbg !10
  %".640" = bitcast float* %".639" to <4 x float>* , !dbg !10
  %".641" = load <4 x float>, <4 x float>* %".640", align 4, !dbg !10
  %".642" = add i64 %".525", 0, !dbg !10
  %".643" = getelementptr float, float* %"tile.tmp.1", i64 %".642" , !dbg !10
  %".644" = load float, float* %".643", align 4, !dbg !10
  %".645" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".644", i32 0
  %".646" = shufflevector <4 x float> %".645", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".647" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".646", <4 x float> %".641", <4 x float> %".535"), !dbg !10
  %".648" = add i64 %".527", 0, !dbg !10
  %".649" = getelementptr float, float* %"tile.tmp.1", i64 %".648" , !dbg !10
  %".650" = load float, float* %".649", align 4, !dbg !10
  %".651" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".650", i32 0
  %".652" = shufflevector <4 x float> %".651", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".653" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".652", <4 x float> %".641", <4 x float> %".539"), !dbg !10
  %".654" = add i64 %".529", 0, !dbg !10
  %".655" = getelementptr float, float* %"tile.tmp.1", i64 %".654" , !dbg !10
  %".656" = load float, float* %".655", align 4, !dbg !10
  %".657" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".656", i32 0
  %".658" = shufflevector <4 x float> %".657", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".659" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".658", <4 x float> %".641", <4 x float> %".543"), !dbg !10
  %".660" = add i64 %".531", 0, !dbg !10
  %".661" = getelementptr float, float* %"tile.tmp.1", i64 %".660" , !dbg !10
  %".662" = load float, float* %".661", align 4, !dbg !10
  %".663" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".662", i32 0
  %".664" = shufflevector <4 x float> %".663", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".665" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".664", <4 x float> %".641", <4 x float> %".547"), !dbg !10
  %".666" = mul i64 1, 4, !dbg !10
  %".667" = add i64 %".666", 0, !dbg !10
  %".668" = add i64 %".667", 0, !dbg !10
  %".669" = getelementptr float, float* %"tile.tmp.2", i64 %".668" , !dbg !10
  %".670" = bitcast float* %".669" to <4 x float>* , !dbg !10
  %".671" = load <4 x float>, <4 x float>* %".670", align 4, !dbg !10
  %".672" = add i64 %".525", 1, !dbg !10
  %".673" = getelementptr float, float* %"tile.tmp.1", i64 %".672" , !dbg !10
  %".674" = load float, float* %".673", align 4, !dbg !10
  %".675" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".674", i32 0
  %".676" = shufflevector <4 x float> %".675", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".677" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".676", <4 x float> %".671", <4 x float> %".647"), !dbg !10
  %".678" = add i64 %".527", 1, !dbg !10
  %".679" = getelementptr float, float* %"tile.tmp.1", i64 %".678" , !dbg !10
  %".680" = load float, float* %".679", align 4, !dbg !10
  %".681" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".680", i32 0
  %".682" = shufflevector <4 x float> %".681", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".683" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".682", <4 x float> %".671", <4 x float> %".653"), !dbg !10
  %".684" = add i64 %".529", 1, !dbg !10
  %".685" = getelementptr float, float* %"tile.tmp.1", i64 %".684" , !dbg !10
  %".686" = load float, float* %".685", align 4, !dbg !10
  %".687" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".686", i32 0
  %".688" = shufflevector <4 x float> %".687", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".689" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".688", <4 x float> %".671", <4 x float> %".659"), !dbg !10
  %".690" = add i64 %".531", 1, !dbg !10
  %".691" = getelementptr float, float* %"tile.tmp.1", i64 %".690" , !dbg !10
  %".692" = load float, float* %".691", align 4, !dbg !10
  %".693" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".692", i32 0
  %".694" = shufflevector <4 x float> %".693", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".695" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".694", <4 x float> %".671", <4 x float> %".665"), !dbg !10
  %".696" = mul i64 2, 4, !dbg !10
  %".697" = add i64 %".696", 0, !dbg !10
  %".698" = add i64 %".697", 0, !dbg !10
  %".699" = getelementptr float, float* %"tile.tmp.2", i64 %".698" , !dbg !10
  %".700" = bitcast float* %".699" to <4 x float>* , !dbg !10
  %".701" = load <4 x float>, <4 x float>* %".700", align 4, !dbg !10
  %".702" = add i64 %".525", 2, !dbg !10
  %".703" = getelementptr float, float* %"tile.tmp.1", i64 %".702" , !dbg !10
  %".704" = load float, float* %".703", align 4, !dbg !10
  %".705" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".704", i32 0
  %".706" = shufflevector <4 x float> %".705", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".707" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".706", <4 x float> %".701", <4 x float> %".677"), !dbg !10
  %".708" = add i64 %".527", 2, !dbg !10
  %".709" = getelementptr float, float* %"tile.tmp.1", i64 %".708" , !dbg !10
  %".710" = load float, float* %".709", align 4, !dbg !10
  %".711" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".710", i32 0
  %".712" = shufflevector <4 x float> %".711", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".713" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".712", <4 x float> %".701", <4 x float> %".683"), !dbg !10
  %".714" = add i64 %".529", 2, !dbg !10
  %".715" = getelementptr float, float* %"tile.tmp.1", i64 %".714" , !dbg !10
  %".716" = load float, float* %".715", align 4, !dbg !10
  %".717" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".716", i32 0
  %".718" = shufflevector <4 x float> %".717", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".719" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".718", <4 x float> %".701", <4 x float> %".689"), !dbg !10
  %".720" = add i64 %".531", 2, !dbg !10
  %".721" = getelementptr float, float* %"tile.tmp.1", i64 %".720" , !dbg !10
  %".722" = load float, float* %".721", align 4, !dbg !10
  %".723" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".722", i32 0
  %".724" = shufflevector <4 x float> %".723", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".725" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".724", <4 x float> %".701", <4 x float> %".695"), !dbg !10
  %".726" = mul i64 3, 4, !dbg !10
  %".727" = add i64 %".726", 0, !dbg !10
  %".728" = add i64 %".727", 0, !dbg !10
  %".729" = getelementptr float, float* %"tile.tmp.2", i64 %".728" , !dbg !10
  %".730" = bitcast float* %".729" to <4 x float>* , !dbg !10
  %".731" = load <4 x float>, <4 x float>* %".730", align 4, !dbg !10
  %".732" = add i64 %".525", 3, !dbg !10
  %".733" = getelementptr float, float* %"tile.tmp.1", i64 %".732" , !dbg !10
  %".734" = load float, float* %".733", align 4, !dbg !10
  %".735" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".734", i32 0
  %".736" = shufflevector <4 x float> %".735", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".737" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".736", <4 x float> %".731", <4 x float> %".707"), !dbg !10
  %".738" = add i64 %".527", 3, !dbg !10
  %".739" = getelementptr float, float* %"tile.tmp.1", i64 %".738" , !dbg !10
  %".740" = load float, float* %".739", align 4, !dbg !10
  %".741" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".740", i32 0
  %".742" = shufflevector <4 x float> %".741", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".743" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".742", <4 x float> %".731", <4 x float> %".713"), !dbg !10
  %".744" = add i64 %".529", 3, !dbg !10
  %".745" = getelementptr float, float* %"tile.tmp.1", i64 %".744" , !dbg !10
  %".746" = load float, float* %".745", align 4, !dbg !10
  %".747" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".746", i32 0
  %".748" = shufflevector <4 x float> %".747", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".749" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".748", <4 x float> %".731", <4 x float> %".719"), !dbg !10
  %".750" = add i64 %".531", 3, !dbg !10
  %".751" = getelementptr float, float* %"tile.tmp.1", i64 %".750" , !dbg !10
  %".752" = load float, float* %".751", align 4, !dbg !10
  %".753" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".752", i32 0
  %".754" = shufflevector <4 x float> %".753", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".755" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".754", <4 x float> %".731", <4 x float> %".725"), !dbg !10
  %".756" = add i64 %".514", 0, !dbg !10
  %".757" = getelementptr float, float* %"acc", i64 %".756" , !dbg !10
  %".758" = bitcast float* %".757" to <4 x float>* , !dbg !10
  store <4 x float> %".737", <4 x float>* %".758", align 4, !dbg !10
  %".760" = add i64 %".517", 0, !dbg !10
  %".761" = getelementptr float, float* %"acc", i64 %".760" , !dbg !10
  %".762" = bitcast float* %".761" to <4 x float>* , !dbg !10
  store <4 x float> %".743", <4 x float>* %".762", align 4, !dbg !10
  %".764" = add i64 %".520", 0, !dbg !10
  %".765" = getelementptr float, float* %"acc", i64 %".764" , !dbg !10
  %".766" = bitcast float* %".765" to <4 x float>* , !dbg !10
  store <4 x float> %".749", <4 x float>* %".766", align 4, !dbg !10
  %".768" = add i64 %".523", 0, !dbg !10
  %".769" = getelementptr float, float* %"acc", i64 %".768" , !dbg !10
  %".770" = bitcast float* %".769" to <4 x float>* , !dbg !10
  store <4 x float> %".755", <4 x float>* %".770", align 4, !dbg !10
  br label %"mm.a.done", !dbg !10
for.next:
  %"k.next" = add i64 %".774", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !13
tile.inside.3:
  br label %"tile.loop.15", !dbg !14
tile.masked.3:
  br label %"tile.loop.17", !dbg !14
tile.done.3:
  ret void
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.inside.3"], [%".805", %"tile.end.16"] , !dbg !14
  br label %"tile.loop.16", !dbg !14
tile.end.15:
  br label %"tile.done.3", !dbg !14
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.loop.15"], [%".802", %"tile.loop.16"] , !dbg !14
  %".795" = mul i64 %"lane.15", 4, !dbg !14
  %".796" = add i64 %"lane.16", %".795", !dbg !14
  %".797" = getelementptr float, float* %"acc", i64 %".796" , !dbg !14
  %".798" = load float, float* %".797", !dbg !14
  %".799" = mul i64 %"lane.15", %"c.stride0", !dbg !14
  %".800" = add i64 %".799", %"lane.16", !dbg !14
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".800" , !dbg !14
  store float %".798", ptr %"c.lane", !dbg !14
  %".802" = add i64 %"lane.16", 1, !dbg !14
  %".803" = icmp ult i64 %".802", 4 , !dbg !14
  br i1 %".803", label %"tile.loop.16", label %"tile.end.16", !dbg !14
tile.end.16:
  %".805" = add i64 %"lane.15", 1, !dbg !14
  %".806" = icmp ult i64 %".805", 4 , !dbg !14
  br i1 %".806", label %"tile.loop.15", label %"tile.end.15", !dbg !14
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.masked.3"], [%".828", %"tile.end.18"] , !dbg !14
  br label %"tile.loop.18", !dbg !14
tile.end.17:
  br label %"tile.done.3", !dbg !14
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.loop.17"], [%".825", %"tile.loop.18"] , !dbg !14
  %".811" = mul i64 %"lane.17", 4, !dbg !14
  %".812" = add i64 %"lane.18", %".811", !dbg !14
  %".813" = getelementptr float, float* %"acc", i64 %".812" , !dbg !14
  %".814" = load float, float* %".813", !dbg !14
  %".815" = add i64 %"i.5", %"lane.17", !dbg !14
  %".816" = icmp ult i64 %".815", %"c.dim0" , !dbg !14
  %".817" = and i1 1, %".816", !dbg !14
  %".818" = mul i64 %"lane.17", %"c.stride0", !dbg !14
  %".819" = add i64 0, %"lane.18", !dbg !14
  %".820" = icmp ult i64 %".819", %"c.dim1" , !dbg !14
  %".821" = and i1 %".817", %".820", !dbg !14
  %".822" = add i64 %".818", %"lane.18", !dbg !14
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".822" , !dbg !14
  %".823" = select  i1 %".821", ptr %"c.lane.1", float* %"c.masked" , !dbg !14
  store float %".814", ptr %".823", !dbg !14
  %".825" = add i64 %"lane.18", 1, !dbg !14
  %".826" = icmp ult i64 %".825", 4 , !dbg !14
  br i1 %".826", label %"tile.loop.18", label %"tile.end.18", !dbg !14
tile.end.18:
  %".828" = add i64 %"lane.17", 1, !dbg !14
  %".829" = icmp ult i64 %".828", 4 , !dbg !14
  br i1 %".829", label %"tile.loop.17", label %"tile.end.17", !dbg !14
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
  %"tile.left" = alloca float, i64 16, align 32
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
  %"tile.tmp.1" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"tile.tmp.2" = alloca float, i64 16, align 32
  %"b.other.1" = alloca float
  %"tile.tmp.3" = alloca float, i64 16, align 32
  %"tile.left.1" = alloca float, i64 16, align 32
  %"tile.tmp.4" = alloca float, i64 16, align 32
  %"b.other.2" = alloca float
  %"tile.tmp.5" = alloca float, i64 16, align 32
  %"a.other.1" = alloca float
  %"tile.tmp.6" = alloca float, i64 16, align 32
  %"b.other.3" = alloca float
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
  %".31" = ptrtoint ptr %"a.rows" to i64 , !dbg !9
  %".32" = mul i64 3, %"a.stride0", !dbg !9
  %".33" = add i64 %".32", 4, !dbg !9
  %".34" = mul i64 %".33", 4, !dbg !9
  %".35" = add i64 %".31", %".34", !dbg !9
  %".36" = ptrtoint ptr %"c.result" to i64 , !dbg !9
  %".37" = mul i64 3, %"c.stride0", !dbg !9
  %".38" = add i64 %".37", 4, !dbg !9
  %".39" = mul i64 %".38", 4, !dbg !9
  %".40" = add i64 %".36", %".39", !dbg !9
  %".41" = icmp ule i64 %".35", %".36" , !dbg !9
  %".42" = icmp ule i64 %".40", %".31" , !dbg !9
  %".43" = or i1 %".41", %".42", !dbg !9
  %".44" = and i1 %".30", %".43", !dbg !9
  br i1 %".44", label %"mm.a.gm", label %"mm.a.staged", !dbg !9
mm.staged:
  %"i.6" = load i64, i64* %"i", !dbg !9
  %".553" = mul i64 %"i.6", %"a.stride0", !dbg !9
  %".554" = add i64 %".553", 0, !dbg !9
  %"a.rows.1" = getelementptr float, ptr %"a.base", i64 %".554" , !dbg !9
  %".555" = icmp sge i64 %"i.6", 0 , !dbg !9
  %".556" = sub i64 %"a.dim0", 4, !dbg !9
  %".557" = icmp sle i64 %"i.6", %".556" , !dbg !9
  %".558" = and i1 %".555", %".557", !dbg !9
  %".559" = and i1 1, %".558", !dbg !9
  %".560" = icmp sge i64 0, 0 , !dbg !9
  %".561" = sub i64 %"a.dim1", 4, !dbg !9
  %".562" = icmp sle i64 0, %".561" , !dbg !9
  %".563" = and i1 %".560", %".562", !dbg !9
  %".564" = and i1 %".559", %".563", !dbg !9
  br i1 %".564", label %"mm.a.gm.1", label %"mm.a.staged.1", !dbg !9
mm.gm.done:
  ret void
mm.a.gm:
  %".46" = getelementptr float, float* %"b.other", i64 0 , !dbg !9
  store float              0x0, float* %".46", !dbg !9
  %".48" = icmp sge i64 0, 0 , !dbg !9
  %".49" = sub i64 %"b.dim0", 4, !dbg !9
  %".50" = icmp sle i64 0, %".49" , !dbg !9
  %".51" = and i1 %".48", %".50", !dbg !9
  %".52" = and i1 1, %".51", !dbg !9
  %".53" = icmp sge i64 0, 0 , !dbg !9
  %".54" = sub i64 %"b.dim1", 4, !dbg !9
  %".55" = icmp sle i64 0, %".54" , !dbg !9
  %".56" = and i1 %".53", %".55", !dbg !9
  %".57" = and i1 %".52", %".56", !dbg !9
  %".58" = mul i64 0, %"b.stride0", !dbg !9
  %".59" = add i64 %".58", 0, !dbg !9
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".59" , !dbg !9
  br i1 %".57", label %"tile.inside", label %"tile.masked", !dbg !9
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
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
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
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".72", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".69", %"tile.loop.1"] , !dbg !9
  %".63" = mul i64 %"lane", %"b.stride0", !dbg !9
  %".64" = add i64 %".63", %"lane.1", !dbg !9
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".64" , !dbg !9
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !9
  %".65" = mul i64 %"lane", 4, !dbg !9
  %".66" = add i64 %"lane.1", %".65", !dbg !9
  %".67" = getelementptr float, float* %"tile.tmp", i64 %".66" , !dbg !9
  store float %"b.lane.val", float* %".67", !dbg !9
  %".69" = add i64 %"lane.1", 1, !dbg !9
  %".70" = icmp ult i64 %".69", 4 , !dbg !9
  br i1 %".70", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".72" = add i64 %"lane", 1, !dbg !9
  %".73" = icmp ult i64 %".72", 4 , !dbg !9
  br i1 %".73", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".94", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".91", %"tile.loop.3"] , !dbg !9
  %".78" = add i64 0, %"lane.2", !dbg !9
  %".79" = icmp ult i64 %".78", %"b.dim0" , !dbg !9
  %".80" = and i1 1, %".79", !dbg !9
  %".81" = mul i64 %"lane.2", %"b.stride0", !dbg !9
  %".82" = add i64 0, %"lane.3", !dbg !9
  %".83" = icmp ult i64 %".82", %"b.dim1" , !dbg !9
  %".84" = and i1 %".80", %".83", !dbg !9
  %".85" = add i64 %".81", %"lane.3", !dbg !9
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".85" , !dbg !9
  %".86" = select  i1 %".84", ptr %"b.lane.1", float* %"b.other" , !dbg !9
  %"b.lane.val.1" = load float, ptr %".86", !dbg !9
  %".87" = mul i64 %"lane.2", 4, !dbg !9
  %".88" = add i64 %"lane.3", %".87", !dbg !9
  %".89" = getelementptr float, float* %"tile.tmp", i64 %".88" , !dbg !9
  store float %"b.lane.val.1", float* %".89", !dbg !9
  %".91" = add i64 %"lane.3", 1, !dbg !9
  %".92" = icmp ult i64 %".91", 4 , !dbg !9
  br i1 %".92", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".94" = add i64 %"lane.2", 1, !dbg !9
  %".95" = icmp ult i64 %".94", 4 , !dbg !9
  br i1 %".95", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  %".343" = getelementptr float, float* %"b.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".343", !dbg !9
  %".345" = icmp sge i64 0, 0 , !dbg !9
  %".346" = sub i64 %"b.dim0", 4, !dbg !9
  %".347" = icmp sle i64 0, %".346" , !dbg !9
  %".348" = and i1 %".345", %".347", !dbg !9
  %".349" = and i1 1, %".348", !dbg !9
  %".350" = icmp sge i64 0, 0 , !dbg !9
  %".351" = sub i64 %"b.dim1", 4, !dbg !9
  %".352" = icmp sle i64 0, %".351" , !dbg !9
  %".353" = and i1 %".350", %".352", !dbg !9
  %".354" = and i1 %".349", %".353", !dbg !9
  %".355" = mul i64 0, %"b.stride0", !dbg !9
  %".356" = add i64 %".355", 0, !dbg !9
  %"b.window.1" = getelementptr float, ptr %"b.base", i64 %".356" , !dbg !9
  br i1 %".354", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
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
  %".312" = getelementptr float, float* %"tile.tmp.1", i64 %".311" , !dbg !9
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
  %".334" = getelementptr float, float* %"tile.tmp.1", i64 %".333" , !dbg !9
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
  %".395" = mul i64 0, 4, !dbg !9
  %".396" = add i64 0, %".395", !dbg !9
  %".397" = mul i64 0, 1, !dbg !9
  %".398" = add i64 %".397", 0, !dbg !9
  %".399" = add i64 %".396", 0, !dbg !9
  %".400" = mul i64 %".399", %"c.stride0", !dbg !9
  %".401" = add i64 %".400", 0, !dbg !9
  %".402" = add i64 %".396", 1, !dbg !9
  %".403" = mul i64 %".402", %"c.stride0", !dbg !9
  %".404" = add i64 %".403", 0, !dbg !9
  %".405" = add i64 %".396", 2, !dbg !9
  %".406" = mul i64 %".405", %"c.stride0", !dbg !9
  %".407" = add i64 %".406", 0, !dbg !9
  %".408" = add i64 %".396", 3, !dbg !9
  %".409" = mul i64 %".408", %"c.stride0", !dbg !9
  %".410" = add i64 %".409", 0, !dbg !9
  %".411" = add i64 %".396", 0, !dbg !9
  %".412" = mul i64 %".411", 4, !dbg !9
  %".413" = add i64 %".396", 1, !dbg !9
  %".414" = mul i64 %".413", 4, !dbg !9
  %".415" = add i64 %".396", 2, !dbg !9
  %".416" = mul i64 %".415", 4, !dbg !9
  %".417" = add i64 %".396", 3, !dbg !9
  %".418" = mul i64 %".417", 4, !dbg !9
  %".419" = mul i64 0, 4, !dbg !9
  %".420" = add i64 %".419", 0, !dbg !9
  %".421" = add i64 %".420", 0, !dbg !9
  %".422" = getelementptr float, float* %"tile.tmp.2", i64 %".421" , !dbg !9
  %".423" = bitcast float* %".422" to <4 x float>* , !dbg !9
  %".424" = load <4 x float>, <4 x float>* %".423", align 4, !dbg !9
  %".425" = add i64 %".412", 0, !dbg !9
  %".426" = getelementptr float, float* %"tile.tmp.1", i64 %".425" , !dbg !9
  %".427" = load float, float* %".426", align 4, !dbg !9
  %".428" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".427", i32 0
  %".429" = shufflevector <4 x float> %".428", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".430" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".429", <4 x float> %".424", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".431" = add i64 %".414", 0, !dbg !9
  %".432" = getelementptr float, float* %"tile.tmp.1", i64 %".431" , !dbg !9
  %".433" = load float, float* %".432", align 4, !dbg !9
  %".434" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".433", i32 0
  %".435" = shufflevector <4 x float> %".434", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".436" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".435", <4 x float> %".424", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".437" = add i64 %".416", 0, !dbg !9
  %".438" = getelementptr float, float* %"tile.tmp.1", i64 %".437" , !dbg !9
  %".439" = load float, float* %".438", align 4, !dbg !9
  %".440" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".439", i32 0
  %".441" = shufflevector <4 x float> %".440", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".442" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".441", <4 x float> %".424", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".443" = add i64 %".418", 0, !dbg !9
  %".444" = getelementptr float, float* %"tile.tmp.1", i64 %".443" , !dbg !9
  %".445" = load float, float* %".444", align 4, !dbg !9
  %".446" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".445", i32 0
  %".447" = shufflevector <4 x float> %".446", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".448" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".447", <4 x float> %".424", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".449" = mul i64 1, 4, !dbg !9
  %".450" = add i64 %".449", 0, !dbg !9
  %".451" = add i64 %".450", 0, !dbg !9
  %".452" = getelementptr float, float* %"tile.tmp.2", i64 %".451" , !dbg !9
  %".453" = bitcast float* %".452" to <4 x float>* , !dbg !9
  %".454" = load <4 x float>, <4 x float>* %".453", align 4, !dbg !9
  %".455" = add i64 %".412", 1, !dbg !9
  %".456" = getelementptr float, float* %"tile.tmp.1", i64 %".455" , !dbg !9
  %".457" = load float, float* %".456", align 4, !dbg !9
  %".458" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".457", i32 0
  %".459" = shufflevector <4 x float> %".458", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".460" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".459", <4 x float> %".454", <4 x float> %".430"), !dbg !9
  %".461" = add i64 %".414", 1, !dbg !9
  %".462" = getelementptr float, float* %"tile.tmp.1", i64 %".461" , !dbg !9
  %".463" = load float, float* %".462", align 4, !dbg !9
  %".464" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".463", i32 0
  %".465" = shufflevector <4 x float> %".464", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".466" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".465", <4 x float> %".454", <4 x float> %".436"), !dbg !9
  %".467" = add i64 %".416", 1, !dbg !9
  %".468" = getelementptr float, float* %"tile.tmp.1", i64 %".467" , !dbg !9
  %".469" = load float, float* %".468", align 4, !dbg !9
  %".470" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".469", i32 0
  %".471" = shufflevector <4 x float> %".470", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".472" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".471", <4 x float> %".454", <4 x float> %".442"), !dbg !9
  %".473" = add i64 %".418", 1, !dbg !9
  %".474" = getelementptr float, float* %"tile.tmp.1", i64 %".473" , !dbg !9
  %".475" = load float, float* %".474", align 4, !dbg !9
  %".476" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".475", i32 0
  %".477" = shufflevector <4 x float> %".476", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".478" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".477", <4 x float> %".454", <4 x float> %".448"), !dbg !9
  %".479" = mul i64 2, 4, !dbg !9
  %".480" = add i64 %".479", 0, !dbg !9
  %".481" = add i64 %".480", 0, !dbg !9
  %".482" = getelementptr float, float* %"tile.tmp.2", i64 %".481" , !dbg !9
  %".483" = bitcast float* %".482" to <4 x float>* , !dbg !9
  %".484" = load <4 x float>, <4 x float>* %".483", align 4, !dbg !9
  %".485" = add i64 %".412", 2, !dbg !9
  %".486" = getelementptr float, float* %"tile.tmp.1", i64 %".485" , !dbg !9
  %".487" = load float, float* %".486", align 4, !dbg !9
  %".488" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".487", i32 0
  %".489" = shufflevector <4 x float> %".488", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".490" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".489", <4 x float> %".484", <4 x float> %".460"), !dbg !9
  %".491" = add i64 %".414", 2, !dbg !9
  %".492" = getelementptr float, float* %"tile.tmp.1", i64 %".491" , !dbg !9
  %".493" = load float, float* %".492", align 4, !dbg !9
  %".494" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".493", i32 0
  %".495" = shufflevector <4 x float> %".494", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".496" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".495", <4 x float> %".484", <4 x float> %".466"), !dbg !9
  %".497" = add i64 %".416", 2, !dbg !9
  %".498" = getelementptr float, float* %"tile.tmp.1", i64 %".497" , !dbg !9
  %".499" = load float, float* %".498", align 4, !dbg !9
  %".500" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".499", i32 0
  %".501" = shufflevector <4 x float> %".500", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".502" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".501", <4 x float> %".484", <4 x float> %".472"), !dbg !9
  %".503" = add i64 %".418", 2, !dbg !9
  %".504" = getelementptr float, float* %"tile.tmp.1", i64 %".503" , !dbg !9
  %".505" = load float, float* %".504", align 4, !dbg !9
  %".506" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".505", i32 0
  %".507" = shufflevector <4 x float> %".506", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".508" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".507", <4 x float> %".484", <4 x float> %".478"), !dbg !9
  %".509" = mul i64 3, 4, !dbg !9
  %".510" = add i64 %".509", 0, !dbg !9
  %".511" = add i64 %".510", 0, !dbg !9
  %".512" = getelementptr float, float* %"tile.tmp.2", i64 %".511" , !dbg !9
  %".513" = bitcast float* %".512" to <4 x float>* , !dbg !9
  %".514" = load <4 x float>, <4 x float>* %".513", align 4, !dbg !9
  %".515" = add i64 %".412", 3, !dbg !9
  %".516" = getelementptr float, float* %"tile.tmp.1", i64 %".515" , !dbg !9
  %".517" = load float, float* %".516", align 4, !dbg !9
  %".518" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".517", i32 0
  %".519" = shufflevector <4 x float> %".518", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".520" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".519", <4 x float> %".514", <4 x float> %".490"), !dbg !9
  %".521" = add i64 %".414", 3, !dbg !9
  %".522" = getelementptr float, float* %"tile.tmp.1", i64 %".521" , !dbg !9
  %".523" = load float, float* %".522", align 4, !dbg !9
  %".524" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".523", i32 0
  %".525" = shufflevector <4 x float> %".524", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".526" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".525", <4 x float> %".514", <4 x float> %".496"), !dbg !9
  %".527" = add i64 %".416", 3, !dbg !9
  %".528" = getelementptr float, float* %"tile.tmp.1", i64 %".527" , !dbg !9
  %".529" = load float, float* %".528", align 4, !dbg !9
  %".530" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".529", i32 0
  %".531" = shufflevector <4 x float> %".530", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".532" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".531", <4 x float> %".514", <4 x float> %".502"), !dbg !9
  %".533" = add i64 %".418", 3, !dbg !9
  %".534" = getelementptr float, float* %"tile.tmp.1", i64 %".533" , !dbg !9
  %".535" = load float, float* %".534", align 4, !dbg !9
  %".536" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".535", i32 0
  %".537" = shufflevector <4 x float> %".536", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".538" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".537", <4 x float> %".514", <4 x float> %".508"), !dbg !9
  %".539" = add i64 %".401", 0, !dbg !9
  %".540" = getelementptr float, ptr %"c.result", i64 %".539" , !dbg !9
  store <4 x float> %".520", ptr %".540", align 4, !dbg !9
  %".542" = add i64 %".404", 0, !dbg !9
  %".543" = getelementptr float, ptr %"c.result", i64 %".542" , !dbg !9
  store <4 x float> %".526", ptr %".543", align 4, !dbg !9
  %".545" = add i64 %".407", 0, !dbg !9
  %".546" = getelementptr float, ptr %"c.result", i64 %".545" , !dbg !9
  store <4 x float> %".532", ptr %".546", align 4, !dbg !9
  %".548" = add i64 %".410", 0, !dbg !9
  %".549" = getelementptr float, ptr %"c.result", i64 %".548" , !dbg !9
  store <4 x float> %".538", ptr %".549", align 4, !dbg !9
  br label %"mm.a.done", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.2"], [%".369", %"tile.end.9"] , !dbg !9
  br label %"tile.loop.9", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".366", %"tile.loop.9"] , !dbg !9
  %".360" = mul i64 %"lane.8", %"b.stride0", !dbg !9
  %".361" = add i64 %".360", %"lane.9", !dbg !9
  %"b.lane.2" = getelementptr float, ptr %"b.window.1", i64 %".361" , !dbg !9
  %"b.lane.val.2" = load float, ptr %"b.lane.2", !dbg !9
  %".362" = mul i64 %"lane.8", 4, !dbg !9
  %".363" = add i64 %"lane.9", %".362", !dbg !9
  %".364" = getelementptr float, float* %"tile.tmp.2", i64 %".363" , !dbg !9
  store float %"b.lane.val.2", float* %".364", !dbg !9
  %".366" = add i64 %"lane.9", 1, !dbg !9
  %".367" = icmp ult i64 %".366", 4 , !dbg !9
  br i1 %".367", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.end.9:
  %".369" = add i64 %"lane.8", 1, !dbg !9
  %".370" = icmp ult i64 %".369", 4 , !dbg !9
  br i1 %".370", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.2"], [%".391", %"tile.end.11"] , !dbg !9
  br label %"tile.loop.11", !dbg !9
tile.end.10:
  br label %"tile.done.2", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".388", %"tile.loop.11"] , !dbg !9
  %".375" = add i64 0, %"lane.10", !dbg !9
  %".376" = icmp ult i64 %".375", %"b.dim0" , !dbg !9
  %".377" = and i1 1, %".376", !dbg !9
  %".378" = mul i64 %"lane.10", %"b.stride0", !dbg !9
  %".379" = add i64 0, %"lane.11", !dbg !9
  %".380" = icmp ult i64 %".379", %"b.dim1" , !dbg !9
  %".381" = and i1 %".377", %".380", !dbg !9
  %".382" = add i64 %".378", %"lane.11", !dbg !9
  %"b.lane.3" = getelementptr float, ptr %"b.window.1", i64 %".382" , !dbg !9
  %".383" = select  i1 %".381", ptr %"b.lane.3", float* %"b.other.1" , !dbg !9
  %"b.lane.val.3" = load float, ptr %".383", !dbg !9
  %".384" = mul i64 %"lane.10", 4, !dbg !9
  %".385" = add i64 %"lane.11", %".384", !dbg !9
  %".386" = getelementptr float, float* %"tile.tmp.2", i64 %".385" , !dbg !9
  store float %"b.lane.val.3", float* %".386", !dbg !9
  %".388" = add i64 %"lane.11", 1, !dbg !9
  %".389" = icmp ult i64 %".388", 4 , !dbg !9
  br i1 %".389", label %"tile.loop.11", label %"tile.end.11", !dbg !9
tile.end.11:
  %".391" = add i64 %"lane.10", 1, !dbg !9
  %".392" = icmp ult i64 %".391", 4 , !dbg !9
  br i1 %".392", label %"tile.loop.10", label %"tile.end.10", !dbg !9
mm.a.gm.1:
  %".566" = getelementptr float, float* %"b.other.2", i64 0 , !dbg !9
  store float              0x0, float* %".566", !dbg !9
  %".568" = icmp sge i64 0, 0 , !dbg !9
  %".569" = sub i64 %"b.dim0", 4, !dbg !9
  %".570" = icmp sle i64 0, %".569" , !dbg !9
  %".571" = and i1 %".568", %".570", !dbg !9
  %".572" = and i1 1, %".571", !dbg !9
  %".573" = icmp sge i64 0, 0 , !dbg !9
  %".574" = sub i64 %"b.dim1", 4, !dbg !9
  %".575" = icmp sle i64 0, %".574" , !dbg !9
  %".576" = and i1 %".573", %".575", !dbg !9
  %".577" = and i1 %".572", %".576", !dbg !9
  %".578" = mul i64 0, %"b.stride0", !dbg !9
  %".579" = add i64 %".578", 0, !dbg !9
  %"b.window.2" = getelementptr float, ptr %"b.base", i64 %".579" , !dbg !9
  br i1 %".577", label %"tile.inside.3", label %"tile.masked.3", !dbg !9
mm.a.staged.1:
  %"i.7" = load i64, i64* %"i", !dbg !9
  %".815" = getelementptr float, float* %"a.other.1", i64 0 , !dbg !9
  store float              0x0, float* %".815", !dbg !9
  %".817" = icmp sge i64 %"i.7", 0 , !dbg !9
  %".818" = sub i64 %"a.dim0", 4, !dbg !9
  %".819" = icmp sle i64 %"i.7", %".818" , !dbg !9
  %".820" = and i1 %".817", %".819", !dbg !9
  %".821" = and i1 1, %".820", !dbg !9
  %".822" = icmp sge i64 0, 0 , !dbg !9
  %".823" = sub i64 %"a.dim1", 4, !dbg !9
  %".824" = icmp sle i64 0, %".823" , !dbg !9
  %".825" = and i1 %".822", %".824", !dbg !9
  %".826" = and i1 %".821", %".825", !dbg !9
  %".827" = mul i64 %"i.7", %"a.stride0", !dbg !9
  %".828" = add i64 %".827", 0, !dbg !9
  %"a.window.1" = getelementptr float, ptr %"a.base", i64 %".828" , !dbg !9
  br i1 %".826", label %"tile.inside.4", label %"tile.masked.4", !dbg !9
mm.a.done.1:
  %"i.8" = load i64, i64* %"i", !dbg !9
  %".1080" = icmp sge i64 %"i.8", 0 , !dbg !9
  %".1081" = sub i64 %"c.dim0", 4, !dbg !9
  %".1082" = icmp sle i64 %"i.8", %".1081" , !dbg !9
  %".1083" = and i1 %".1080", %".1082", !dbg !9
  %".1084" = and i1 1, %".1083", !dbg !9
  %".1085" = icmp sge i64 0, 0 , !dbg !9
  %".1086" = sub i64 %"c.dim1", 4, !dbg !9
  %".1087" = icmp sle i64 0, %".1086" , !dbg !9
  %".1088" = and i1 %".1085", %".1087", !dbg !9
  %".1089" = and i1 %".1084", %".1088", !dbg !9
  %".1090" = mul i64 %"i.8", %"c.stride0", !dbg !9
  %".1091" = add i64 %".1090", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".1091" , !dbg !9
  br i1 %".1089", label %"tile.inside.6", label %"tile.masked.6", !dbg !9
tile.inside.3:
  br label %"tile.loop.12", !dbg !9
tile.masked.3:
  br label %"tile.loop.14", !dbg !9
tile.done.3:
  %".618" = mul i64 0, 4, !dbg !9
  %".619" = add i64 0, %".618", !dbg !9
  %".620" = mul i64 0, 1, !dbg !9
  %".621" = add i64 %".620", 0, !dbg !9
  %".622" = add i64 %".619", 0, !dbg !9
  %".623" = mul i64 %".622", 4, !dbg !9
  %".624" = add i64 %".623", 0, !dbg !9
  %".625" = add i64 %".619", 1, !dbg !9
  %".626" = mul i64 %".625", 4, !dbg !9
  %".627" = add i64 %".626", 0, !dbg !9
  %".628" = add i64 %".619", 2, !dbg !9
  %".629" = mul i64 %".628", 4, !dbg !9
  %".630" = add i64 %".629", 0, !dbg !9
  %".631" = add i64 %".619", 3, !dbg !9
  %".632" = mul i64 %".631", 4, !dbg !9
  %".633" = add i64 %".632", 0, !dbg !9
  %".634" = add i64 %".619", 0, !dbg !9
  %".635" = mul i64 %".634", 4, !dbg !9
  %".636" = add i64 %".619", 1, !dbg !9
  %".637" = mul i64 %".636", 4, !dbg !9
  %".638" = add i64 %".619", 2, !dbg !9
  %".639" = mul i64 %".638", 4, !dbg !9
  %".640" = add i64 %".619", 3, !dbg !9
  %".641" = mul i64 %".640", 4, !dbg !9
  %".642" = add i64 %".619", 0, !dbg !9
  %".643" = mul i64 %".642", %"a.stride0", !dbg !9
  %".644" = add i64 %".643", 0, !dbg !9
  %".645" = getelementptr float, ptr %"a.rows.1", i64 %".644" , !dbg !9
  %".646" = load <4 x float>, ptr %".645", align 4, !dbg !9
  %".647" = add i64 %".635", 0, !dbg !9
  %".648" = getelementptr float, float* %"tile.left.1", i64 %".647" , !dbg !9
  %".649" = bitcast float* %".648" to <4 x float>* , !dbg !9
  store <4 x float> %".646", <4 x float>* %".649", align 4, !dbg !9
  %".651" = add i64 %".619", 1, !dbg !9
  %".652" = mul i64 %".651", %"a.stride0", !dbg !9
  %".653" = add i64 %".652", 0, !dbg !9
  %".654" = getelementptr float, ptr %"a.rows.1", i64 %".653" , !dbg !9
  %".655" = load <4 x float>, ptr %".654", align 4, !dbg !9
  %".656" = add i64 %".637", 0, !dbg !9
  %".657" = getelementptr float, float* %"tile.left.1", i64 %".656" , !dbg !9
  %".658" = bitcast float* %".657" to <4 x float>* , !dbg !9
  store <4 x float> %".655", <4 x float>* %".658", align 4, !dbg !9
  %".660" = add i64 %".619", 2, !dbg !9
  %".661" = mul i64 %".660", %"a.stride0", !dbg !9
  %".662" = add i64 %".661", 0, !dbg !9
  %".663" = getelementptr float, ptr %"a.rows.1", i64 %".662" , !dbg !9
  %".664" = load <4 x float>, ptr %".663", align 4, !dbg !9
  %".665" = add i64 %".639", 0, !dbg !9
  %".666" = getelementptr float, float* %"tile.left.1", i64 %".665" , !dbg !9
  %".667" = bitcast float* %".666" to <4 x float>* , !dbg !9
  store <4 x float> %".664", <4 x float>* %".667", align 4, !dbg !9
  %".669" = add i64 %".619", 3, !dbg !9
  %".670" = mul i64 %".669", %"a.stride0", !dbg !9
  %".671" = add i64 %".670", 0, !dbg !9
  %".672" = getelementptr float, ptr %"a.rows.1", i64 %".671" , !dbg !9
  %".673" = load <4 x float>, ptr %".672", align 4, !dbg !9
  %".674" = add i64 %".641", 0, !dbg !9
  %".675" = getelementptr float, float* %"tile.left.1", i64 %".674" , !dbg !9
  %".676" = bitcast float* %".675" to <4 x float>* , !dbg !9
  store <4 x float> %".673", <4 x float>* %".676", align 4, !dbg !9
  %".678" = mul i64 0, 4, !dbg !9
  %".679" = add i64 %".678", 0, !dbg !9
  %".680" = add i64 %".679", 0, !dbg !9
  %".681" = getelementptr float, float* %"tile.tmp.4", i64 %".680" , !dbg !9
  %".682" = bitcast float* %".681" to <4 x float>* , !dbg !9
  %".683" = load <4 x float>, <4 x float>* %".682", align 4, !dbg !9
  %".684" = add i64 %".635", 0, !dbg !9
  %".685" = getelementptr float, float* %"tile.left.1", i64 %".684" , !dbg !9
  %".686" = load float, float* %".685", align 4, !dbg !9
  %".687" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".686", i32 0
  %".688" = shufflevector <4 x float> %".687", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".689" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".688", <4 x float> %".683", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".690" = add i64 %".637", 0, !dbg !9
  %".691" = getelementptr float, float* %"tile.left.1", i64 %".690" , !dbg !9
  %".692" = load float, float* %".691", align 4, !dbg !9
  %".693" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".692", i32 0
  %".694" = shufflevector <4 x float> %".693", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".695" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".694", <4 x float> %".683", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".696" = add i64 %".639", 0, !dbg !9
  %".697" = getelementptr float, float* %"tile.left.1", i64 %".696" , !dbg !9
  %".698" = load float, float* %".697", align 4, !dbg !9
  %".699" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".698", i32 0
  %".700" = shufflevector <4 x float> %".699", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".701" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".700", <4 x float> %".683", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".702" = add i64 %".641", 0, !dbg !9
  %".703" = getelementptr float, float* %"tile.left.1", i64 %".702" , !dbg !9
  %".704" = load float, float* %".703", align 4, !dbg !9
  %".705" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".704", i32 0
  %".706" = shufflevector <4 x float> %".705", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".707" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".706", <4 x float> %".683", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".708" = mul i64 1, 4, !dbg !9
  %".709" = add i64 %".708", 0, !dbg !9
  %".710" = add i64 %".709", 0, !dbg !9
  %".711" = getelementptr float, float* %"tile.tmp.4", i64 %".710" , !dbg !9
  %".712" = bitcast float* %".711" to <4 x float>* , !dbg !9
  %".713" = load <4 x float>, <4 x float>* %".712", align 4, !dbg !9
  %".714" = add i64 %".635", 1, !dbg !9
  %".715" = getelementptr float, float* %"tile.left.1", i64 %".714" , !dbg !9
  %".716" = load float, float* %".715", align 4, !dbg !9
  %".717" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".716", i32 0
  %".718" = shufflevector <4 x float> %".717", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".719" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".718", <4 x float> %".713", <4 x float> %".689"), !dbg !9
  %".720" = add i64 %".637", 1, !dbg !9
  %".721" = getelementptr float, float* %"tile.left.1", i64 %".720" , !dbg !9
  %".722" = load float, float* %".721", align 4, !dbg !9
  %".723" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".722", i32 0
  %".724" = shufflevector <4 x float> %".723", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".725" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".724", <4 x float> %".713", <4 x float> %".695"), !dbg !9
  %".726" = add i64 %".639", 1, !dbg !9
  %".727" = getelementptr float, float* %"tile.left.1", i64 %".726" , !dbg !9
  %".728" = load float, float* %".727", align 4, !dbg !9
  %".729" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".728", i32 0
  %".730" = shufflevector <4 x float> %".729", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".731" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".730", <4 x float> %".713", <4 x float> %".701"), !dbg !9
  %".732" = add i64 %".641", 1, !dbg !9
  %".733" = getelementptr float, float* %"tile.left.1", i64 %".732" , !dbg !9
  %".734" = load float, float* %".733", align 4, !dbg !9
  %".735" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".734", i32 0
  %".736" = shufflevector <4 x float> %".735", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".737" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".736", <4 x float> %".713", <4 x float> %".707"), !dbg !9
  %".738" = mul i64 2, 4, !dbg !9
  %".739" = add i64 %".738", 0, !dbg !9
  %".740" = add i64 %".739", 0, !dbg !9
  %".741" = getelementptr float, float* %"tile.tmp.4", i64 %".740" , !dbg !9
  %".742" = bitcast float* %".741" to <4 x float>* , !dbg !9
  %".743" = load <4 x float>, <4 x float>* %".742", align 4, !dbg !9
  %".744" = add i64 %".635", 2, !dbg !9
  %".745" = getelementptr float, float* %"tile.left.1", i64 %".744" , !dbg !9
  %".746" = load float, float* %".745", align 4, !dbg !9
  %".747" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".746", i32 0
  %".748" = shufflevector <4 x float> %".747", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".749" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".748", <4 x float> %".743", <4 x float> %".719"), !dbg !9
  %".750" = add i64 %".637", 2, !dbg !9
  %".751" = getelementptr float, float* %"tile.left.1", i64 %".750" , !dbg !9
  %".752" = load float, float* %".751", align 4, !dbg !9
  %".753" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".752", i32 0
  %".754" = shufflevector <4 x float> %".753", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".755" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".754", <4 x float> %".743", <4 x float> %".725"), !dbg !9
  %".756" = add i64 %".639", 2, !dbg !9
  %".757" = getelementptr float, float* %"tile.left.1", i64 %".756" , !dbg !9
  %".758" = load float, float* %".757", align 4, !dbg !9
  %".759" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".758", i32 0
  %".760" = shufflevector <4 x float> %".759", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".761" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".760", <4 x float> %".743", <4 x float> %".731"), !dbg !9
  %".762" = add i64 %".641", 2, !dbg !9
  %".763" = getelementptr float, float* %"tile.left.1", i64 %".762" , !dbg !9
  %".764" = load float, float* %".763", align 4, !dbg !9
  %".765" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".764", i32 0
  %".766" = shufflevector <4 x float> %".765", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".767" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".766", <4 x float> %".743", <4 x float> %".737"), !dbg !9
  %".768" = mul i64 3, 4, !dbg !9
  %".769" = add i64 %".768", 0, !dbg !9
  %".770" = add i64 %".769", 0, !dbg !9
  %".771" = getelementptr float, float* %"tile.tmp.4", i64 %".770" , !dbg !9
  %".772" = bitcast float* %".771" to <4 x float>* , !dbg !9
  %".773" = load <4 x float>, <4 x float>* %".772", align 4, !dbg !9
  %".774" = add i64 %".635", 3, !dbg !9
  %".775" = getelementptr float, float* %"tile.left.1", i64 %".774" , !dbg !9
  %".776" = load float, float* %".775", align 4, !dbg !9
  %".777" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".776", i32 0
  %".778" = shufflevector <4 x float> %".777", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".779" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".778", <4 x float> %".773", <4 x float> %".749"), !dbg !9
  %".780" = add i64 %".637", 3, !dbg !9
  %".781" = getelementptr float, float* %"tile.left.1", i64 %".780" , !dbg !9
  %".782" = load float, float* %".781", align 4, !dbg !9
  %".783" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".782", i32 0
  %".784" = shufflevector <4 x float> %".783", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".785" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".784", <4 x float> %".773", <4 x float> %".755"), !dbg !9
  %".786" = add i64 %".639", 3, !dbg !9
  %".787" = getelementptr float, float* %"tile.left.1", i64 %".786" , !dbg !9
  %".788" = load float, float* %".787", align 4, !dbg !9
  %".789" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".788", i32 0
  %".790" = shufflevector <4 x float> %".789", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".791" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".790", <4 x float> %".773", <4 x float> %".761"), !dbg !9
  %".792" = add i64 %".641", 3, !dbg !9
  %".793" = getelementptr float, float* %"tile.left.1", i64 %".792" , !dbg !9
  %".794" = load float, float* %".793", align 4, !dbg !9
  %".795" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".794", i32 0
  %".796" = shufflevector <4 x float> %".795", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".797" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".796", <4 x float> %".773", <4 x float> %".767"), !dbg !9
  %".798" = add i64 %".624", 0, !dbg !9
  %".799" = getelementptr float, float* %"tile.tmp.3", i64 %".798" , !dbg !9
  %".800" = bitcast float* %".799" to <4 x float>* , !dbg !9
  store <4 x float> %".779", <4 x float>* %".800", align 4, !dbg !9
  %".802" = add i64 %".627", 0, !dbg !9
  %".803" = getelementptr float, float* %"tile.tmp.3", i64 %".802" , !dbg !9
  %".804" = bitcast float* %".803" to <4 x float>* , !dbg !9
  store <4 x float> %".785", <4 x float>* %".804", align 4, !dbg !9
  %".806" = add i64 %".630", 0, !dbg !9
  %".807" = getelementptr float, float* %"tile.tmp.3", i64 %".806" , !dbg !9
  %".808" = bitcast float* %".807" to <4 x float>* , !dbg !9
  store <4 x float> %".791", <4 x float>* %".808", align 4, !dbg !9
  %".810" = add i64 %".633", 0, !dbg !9
  %".811" = getelementptr float, float* %"tile.tmp.3", i64 %".810" , !dbg !9
  %".812" = bitcast float* %".811" to <4 x float>* , !dbg !9
  store <4 x float> %".797", <4 x float>* %".812", align 4, !dbg !9
  br label %"mm.a.done.1", !dbg !9
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.inside.3"], [%".592", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.3", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".589", %"tile.loop.13"] , !dbg !9
  %".583" = mul i64 %"lane.12", %"b.stride0", !dbg !9
  %".584" = add i64 %".583", %"lane.13", !dbg !9
  %"b.lane.4" = getelementptr float, ptr %"b.window.2", i64 %".584" , !dbg !9
  %"b.lane.val.4" = load float, ptr %"b.lane.4", !dbg !9
  %".585" = mul i64 %"lane.12", 4, !dbg !9
  %".586" = add i64 %"lane.13", %".585", !dbg !9
  %".587" = getelementptr float, float* %"tile.tmp.4", i64 %".586" , !dbg !9
  store float %"b.lane.val.4", float* %".587", !dbg !9
  %".589" = add i64 %"lane.13", 1, !dbg !9
  %".590" = icmp ult i64 %".589", 4 , !dbg !9
  br i1 %".590", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".592" = add i64 %"lane.12", 1, !dbg !9
  %".593" = icmp ult i64 %".592", 4 , !dbg !9
  br i1 %".593", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.3"], [%".614", %"tile.end.15"] , !dbg !9
  br label %"tile.loop.15", !dbg !9
tile.end.14:
  br label %"tile.done.3", !dbg !9
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".611", %"tile.loop.15"] , !dbg !9
  %".598" = add i64 0, %"lane.14", !dbg !9
  %".599" = icmp ult i64 %".598", %"b.dim0" , !dbg !9
  %".600" = and i1 1, %".599", !dbg !9
  %".601" = mul i64 %"lane.14", %"b.stride0", !dbg !9
  %".602" = add i64 0, %"lane.15", !dbg !9
  %".603" = icmp ult i64 %".602", %"b.dim1" , !dbg !9
  %".604" = and i1 %".600", %".603", !dbg !9
  %".605" = add i64 %".601", %"lane.15", !dbg !9
  %"b.lane.5" = getelementptr float, ptr %"b.window.2", i64 %".605" , !dbg !9
  %".606" = select  i1 %".604", ptr %"b.lane.5", float* %"b.other.2" , !dbg !9
  %"b.lane.val.5" = load float, ptr %".606", !dbg !9
  %".607" = mul i64 %"lane.14", 4, !dbg !9
  %".608" = add i64 %"lane.15", %".607", !dbg !9
  %".609" = getelementptr float, float* %"tile.tmp.4", i64 %".608" , !dbg !9
  store float %"b.lane.val.5", float* %".609", !dbg !9
  %".611" = add i64 %"lane.15", 1, !dbg !9
  %".612" = icmp ult i64 %".611", 4 , !dbg !9
  br i1 %".612", label %"tile.loop.15", label %"tile.end.15", !dbg !9
tile.end.15:
  %".614" = add i64 %"lane.14", 1, !dbg !9
  %".615" = icmp ult i64 %".614", 4 , !dbg !9
  br i1 %".615", label %"tile.loop.14", label %"tile.end.14", !dbg !9
tile.inside.4:
  br label %"tile.loop.16", !dbg !9
tile.masked.4:
  br label %"tile.loop.18", !dbg !9
tile.done.4:
  %".867" = getelementptr float, float* %"b.other.3", i64 0 , !dbg !9
  store float              0x0, float* %".867", !dbg !9
  %".869" = icmp sge i64 0, 0 , !dbg !9
  %".870" = sub i64 %"b.dim0", 4, !dbg !9
  %".871" = icmp sle i64 0, %".870" , !dbg !9
  %".872" = and i1 %".869", %".871", !dbg !9
  %".873" = and i1 1, %".872", !dbg !9
  %".874" = icmp sge i64 0, 0 , !dbg !9
  %".875" = sub i64 %"b.dim1", 4, !dbg !9
  %".876" = icmp sle i64 0, %".875" , !dbg !9
  %".877" = and i1 %".874", %".876", !dbg !9
  %".878" = and i1 %".873", %".877", !dbg !9
  %".879" = mul i64 0, %"b.stride0", !dbg !9
  %".880" = add i64 %".879", 0, !dbg !9
  %"b.window.3" = getelementptr float, ptr %"b.base", i64 %".880" , !dbg !9
  br i1 %".878", label %"tile.inside.5", label %"tile.masked.5", !dbg !9
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.inside.4"], [%".841", %"tile.end.17"] , !dbg !9
  br label %"tile.loop.17", !dbg !9
tile.end.16:
  br label %"tile.done.4", !dbg !9
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".838", %"tile.loop.17"] , !dbg !9
  %".832" = mul i64 %"lane.16", %"a.stride0", !dbg !9
  %".833" = add i64 %".832", %"lane.17", !dbg !9
  %"a.lane.2" = getelementptr float, ptr %"a.window.1", i64 %".833" , !dbg !9
  %"a.lane.val.2" = load float, ptr %"a.lane.2", !dbg !9
  %".834" = mul i64 %"lane.16", 4, !dbg !9
  %".835" = add i64 %"lane.17", %".834", !dbg !9
  %".836" = getelementptr float, float* %"tile.tmp.5", i64 %".835" , !dbg !9
  store float %"a.lane.val.2", float* %".836", !dbg !9
  %".838" = add i64 %"lane.17", 1, !dbg !9
  %".839" = icmp ult i64 %".838", 4 , !dbg !9
  br i1 %".839", label %"tile.loop.17", label %"tile.end.17", !dbg !9
tile.end.17:
  %".841" = add i64 %"lane.16", 1, !dbg !9
  %".842" = icmp ult i64 %".841", 4 , !dbg !9
  br i1 %".842", label %"tile.loop.16", label %"tile.end.16", !dbg !9
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.masked.4"], [%".863", %"tile.end.19"] , !dbg !9
  br label %"tile.loop.19", !dbg !9
tile.end.18:
  br label %"tile.done.4", !dbg !9
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.loop.18"], [%".860", %"tile.loop.19"] , !dbg !9
  %".847" = add i64 %"i.7", %"lane.18", !dbg !9
  %".848" = icmp ult i64 %".847", %"a.dim0" , !dbg !9
  %".849" = and i1 1, %".848", !dbg !9
  %".850" = mul i64 %"lane.18", %"a.stride0", !dbg !9
  %".851" = add i64 0, %"lane.19", !dbg !9
  %".852" = icmp ult i64 %".851", %"a.dim1" , !dbg !9
  %".853" = and i1 %".849", %".852", !dbg !9
  %".854" = add i64 %".850", %"lane.19", !dbg !9
  %"a.lane.3" = getelementptr float, ptr %"a.window.1", i64 %".854" , !dbg !9
  %".855" = select  i1 %".853", ptr %"a.lane.3", float* %"a.other.1" , !dbg !9
  %"a.lane.val.3" = load float, ptr %".855", !dbg !9
  %".856" = mul i64 %"lane.18", 4, !dbg !9
  %".857" = add i64 %"lane.19", %".856", !dbg !9
  %".858" = getelementptr float, float* %"tile.tmp.5", i64 %".857" , !dbg !9
  store float %"a.lane.val.3", float* %".858", !dbg !9
  %".860" = add i64 %"lane.19", 1, !dbg !9
  %".861" = icmp ult i64 %".860", 4 , !dbg !9
  br i1 %".861", label %"tile.loop.19", label %"tile.end.19", !dbg !9
tile.end.19:
  %".863" = add i64 %"lane.18", 1, !dbg !9
  %".864" = icmp ult i64 %".863", 4 , !dbg !9
  br i1 %".864", label %"tile.loop.18", label %"tile.end.18", !dbg !9
tile.inside.5:
  br label %"tile.loop.20", !dbg !9
tile.masked.5:
  br label %"tile.loop.22", !dbg !9
tile.done.5:
  %".919" = mul i64 0, 4, !dbg !9
  %".920" = add i64 0, %".919", !dbg !9
  %".921" = mul i64 0, 1, !dbg !9
  %".922" = add i64 %".921", 0, !dbg !9
  %".923" = add i64 %".920", 0, !dbg !9
  %".924" = mul i64 %".923", 4, !dbg !9
  %".925" = add i64 %".924", 0, !dbg !9
  %".926" = add i64 %".920", 1, !dbg !9
  %".927" = mul i64 %".926", 4, !dbg !9
  %".928" = add i64 %".927", 0, !dbg !9
  %".929" = add i64 %".920", 2, !dbg !9
  %".930" = mul i64 %".929", 4, !dbg !9
  %".931" = add i64 %".930", 0, !dbg !9
  %".932" = add i64 %".920", 3, !dbg !9
  %".933" = mul i64 %".932", 4, !dbg !9
  %".934" = add i64 %".933", 0, !dbg !9
  %".935" = add i64 %".920", 0, !dbg !9
  %".936" = mul i64 %".935", 4, !dbg !9
  %".937" = add i64 %".920", 1, !dbg !9
  %".938" = mul i64 %".937", 4, !dbg !9
  %".939" = add i64 %".920", 2, !dbg !9
  %".940" = mul i64 %".939", 4, !dbg !9
  %".941" = add i64 %".920", 3, !dbg !9
  %".942" = mul i64 %".941", 4, !dbg !9
  %".943" = mul i64 0, 4, !dbg !9
  %".944" = add i64 %".943", 0, !dbg !9
  %".945" = add i64 %".944", 0, !dbg !9
  %".946" = getelementptr float, float* %"tile.tmp.6", i64 %".945" , !dbg !9
  %".947" = bitcast float* %".946" to <4 x float>* , !dbg !9
  %".948" = load <4 x float>, <4 x float>* %".947", align 4, !dbg !9
  %".949" = add i64 %".936", 0, !dbg !9
  %".950" = getelementptr float, float* %"tile.tmp.5", i64 %".949" , !dbg !9
  %".951" = load float, float* %".950", align 4, !dbg !9
  %".952" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".951", i32 0
  %".953" = shufflevector <4 x float> %".952", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".954" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".953", <4 x float> %".948", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".955" = add i64 %".938", 0, !dbg !9
  %".956" = getelementptr float, float* %"tile.tmp.5", i64 %".955" , !dbg !9
  %".957" = load float, float* %".956", align 4, !dbg !9
  %".958" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".957", i32 0
  %".959" = shufflevector <4 x float> %".958", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".960" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".959", <4 x float> %".948", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".961" = add i64 %".940", 0, !dbg !9
  %".962" = getelementptr float, float* %"tile.tmp.5", i64 %".961" , !dbg !9
  %".963" = load float, float* %".962", align 4, !dbg !9
  %".964" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".963", i32 0
  %".965" = shufflevector <4 x float> %".964", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".966" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".965", <4 x float> %".948", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".967" = add i64 %".942", 0, !dbg !9
  %".968" = getelementptr float, float* %"tile.tmp.5", i64 %".967" , !dbg !9
  %".969" = load float, float* %".968", align 4, !dbg !9
  %".970" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".969", i32 0
  %".971" = shufflevector <4 x float> %".970", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".972" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".971", <4 x float> %".948", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".973" = mul i64 1, 4, !dbg !9
  %".974" = add i64 %".973", 0, !dbg !9
  %".975" = add i64 %".974", 0, !dbg !9
  %".976" = getelementptr float, float* %"tile.tmp.6", i64 %".975" , !dbg !9
  %".977" = bitcast float* %".976" to <4 x float>* , !dbg !9
  %".978" = load <4 x float>, <4 x float>* %".977", align 4, !dbg !9
  %".979" = add i64 %".936", 1, !dbg !9
  %".980" = getelementptr float, float* %"tile.tmp.5", i64 %".979" , !dbg !9
  %".981" = load float, float* %".980", align 4, !dbg !9
  %".982" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".981", i32 0
  %".983" = shufflevector <4 x float> %".982", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".984" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".983", <4 x float> %".978", <4 x float> %".954"), !dbg !9
  %".985" = add i64 %".938", 1, !dbg !9
  %".986" = getelementptr float, float* %"tile.tmp.5", i64 %".985" , !dbg !9
  %".987" = load float, float* %".986", align 4, !dbg !9
  %".988" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".987", i32 0
  %".989" = shufflevector <4 x float> %".988", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".990" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".989", <4 x float> %".978", <4 x float> %".960"), !dbg !9
  %".991" = add i64 %".940", 1, !dbg !9
  %".992" = getelementptr float, float* %"tile.tmp.5", i64 %".991" , !dbg !9
  %".993" = load float, float* %".992", align 4, !dbg !9
  %".994" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".993", i32 0
  %".995" = shufflevector <4 x float> %".994", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".996" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".995", <4 x float> %".978", <4 x float> %".966"), !dbg !9
  %".997" = add i64 %".942", 1, !dbg !9
  %".998" = getelementptr float, float* %"tile.tmp.5", i64 %".997" , !dbg !9
  %".999" = load float, float* %".998", align 4, !dbg !9
  %".1000" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".999", i32 0
  %".1001" = shufflevector <4 x float> %".1000", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1002" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1001", <4 x float> %".978", <4 x float> %".972"), !dbg !9
  %".1003" = mul i64 2, 4, !dbg !9
  %".1004" = add i64 %".1003", 0, !dbg !9
  %".1005" = add i64 %".1004", 0, !dbg !9
  %".1006" = getelementptr float, float* %"tile.tmp.6", i64 %".1005" , !dbg !9
  %".1007" = bitcast float* %".1006" to <4 x float>* , !dbg !9
  %".1008" = load <4 x float>, <4 x float>* %".1007", align 4, !dbg !9
  %".1009" = add i64 %".936", 2, !dbg !9
  %".1010" = getelementptr float, float* %"tile.tmp.5", i64 %".1009" , !dbg !9
  %".1011" = load float, float* %".1010", align 4, !dbg !9
  %".1012" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1011", i32 0
  %".1013" = shufflevector <4 x float> %".1012", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1014" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1013", <4 x float> %".1008", <4 x float> %".984"), !dbg !9
  %".1015" = add i64 %".938", 2, !dbg !9
  %".1016" = getelementptr float, float* %"tile.tmp.5", i64 %".1015" , !dbg !9
  %".1017" = load float, float* %".1016", align 4, !dbg !9
  %".1018" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1017", i32 0
  %".1019" = shufflevector <4 x float> %".1018", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1020" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1019", <4 x float> %".1008", <4 x float> %".990"), !dbg !9
  %".1021" = add i64 %".940", 2, !dbg !9
  %".1022" = getelementptr float, float* %"tile.tmp.5", i64 %".1021" , !dbg !9
  %".1023" = load float, float* %".1022", align 4, !dbg !9
  %".1024" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1023", i32 0
  %".1025" = shufflevector <4 x float> %".1024", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1026" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1025", <4 x float> %".1008", <4 x float> %".996"), !dbg !9
  %".1027" = add i64 %".942", 2, !dbg !9
  %".1028" = getelementptr float, float* %"tile.tmp.5", i64 %".1027" , !dbg !9
  %".1029" = load float, float* %".1028", align 4, !dbg !9
  %".1030" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1029", i32 0
  %".1031" = shufflevector <4 x float> %".1030", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1032" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1031", <4 x float> %".1008", <4 x float> %".1002"), !dbg !9
  %".1033" = mul i64 3, 4, !dbg !9
  %".1034" = add i64 %".1033", 0, !dbg !9
  %".1035" = add i64 %".1034", 0, !dbg !9
  %".1036" = getelementptr float, float* %"tile.tmp.6", i64 %".1035" , !dbg !9
  %".1037" = bitcast float* %".1036" to <4 x float>* , !dbg !9
  %".1038" = load <4 x float>, <4 x float>* %".1037", align 4, !dbg !9
  %".1039" = add i64 %".936", 3, !dbg !9
  %".1040" = getelementptr float, float* %"tile.tmp.5", i64 %".1039" , !dbg !9
  %".1041" = load float, float* %".1040", align 4, !dbg !9
  %".1042" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1041", i32 0
  %".1043" = shufflevector <4 x float> %".1042", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1044" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1043", <4 x float> %".1038", <4 x float> %".1014"), !dbg !9
  %".1045" = add i64 %".938", 3, !dbg !9
  %".1046" = getelementptr float, float* %"tile.tmp.5", i64 %".1045" , !dbg !9
  %".1047" = load float, float* %".1046", align 4, !dbg !9
  %".1048" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1047", i32 0
  %".1049" = shufflevector <4 x float> %".1048", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1050" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1049", <4 x float> %".1038", <4 x float> %".1020"), !dbg !9
  %".1051" = add i64 %".940", 3, !dbg !9
  %".1052" = getelementptr float, float* %"tile.tmp.5", i64 %".1051" , !dbg !9
  %".1053" = load float, float* %".1052", align 4, !dbg !9
  %".1054" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1053", i32 0
  %".1055" = shufflevector <4 x float> %".1054", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1056" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1055", <4 x float> %".1038", <4 x float> %".1026"), !dbg !9
  %".1057" = add i64 %".942", 3, !dbg !9
  %".1058" = getelementptr float, float* %"tile.tmp.5", i64 %".1057" , !dbg !9
  %".1059" = load float, float* %".1058", align 4, !dbg !9
  %".1060" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".1059", i32 0
  %".1061" = shufflevector <4 x float> %".1060", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".1062" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".1061", <4 x float> %".1038", <4 x float> %".1032"), !dbg !9
  %".1063" = add i64 %".925", 0, !dbg !9
  %".1064" = getelementptr float, float* %"tile.tmp.3", i64 %".1063" , !dbg !9
  %".1065" = bitcast float* %".1064" to <4 x float>* , !dbg !9
  store <4 x float> %".1044", <4 x float>* %".1065", align 4, !dbg !9
  %".1067" = add i64 %".928", 0, !dbg !9
  %".1068" = getelementptr float, float* %"tile.tmp.3", i64 %".1067" , !dbg !9
  %".1069" = bitcast float* %".1068" to <4 x float>* , !dbg !9
  store <4 x float> %".1050", <4 x float>* %".1069", align 4, !dbg !9
  %".1071" = add i64 %".931", 0, !dbg !9
  %".1072" = getelementptr float, float* %"tile.tmp.3", i64 %".1071" , !dbg !9
  %".1073" = bitcast float* %".1072" to <4 x float>* , !dbg !9
  store <4 x float> %".1056", <4 x float>* %".1073", align 4, !dbg !9
  %".1075" = add i64 %".934", 0, !dbg !9
  %".1076" = getelementptr float, float* %"tile.tmp.3", i64 %".1075" , !dbg !9
  %".1077" = bitcast float* %".1076" to <4 x float>* , !dbg !9
  store <4 x float> %".1062", <4 x float>* %".1077", align 4, !dbg !9
  br label %"mm.a.done.1", !dbg !9
tile.loop.20:
  %"lane.20" = phi  i64 [0, %"tile.inside.5"], [%".893", %"tile.end.21"] , !dbg !9
  br label %"tile.loop.21", !dbg !9
tile.end.20:
  br label %"tile.done.5", !dbg !9
tile.loop.21:
  %"lane.21" = phi  i64 [0, %"tile.loop.20"], [%".890", %"tile.loop.21"] , !dbg !9
  %".884" = mul i64 %"lane.20", %"b.stride0", !dbg !9
  %".885" = add i64 %".884", %"lane.21", !dbg !9
  %"b.lane.6" = getelementptr float, ptr %"b.window.3", i64 %".885" , !dbg !9
  %"b.lane.val.6" = load float, ptr %"b.lane.6", !dbg !9
  %".886" = mul i64 %"lane.20", 4, !dbg !9
  %".887" = add i64 %"lane.21", %".886", !dbg !9
  %".888" = getelementptr float, float* %"tile.tmp.6", i64 %".887" , !dbg !9
  store float %"b.lane.val.6", float* %".888", !dbg !9
  %".890" = add i64 %"lane.21", 1, !dbg !9
  %".891" = icmp ult i64 %".890", 4 , !dbg !9
  br i1 %".891", label %"tile.loop.21", label %"tile.end.21", !dbg !9
tile.end.21:
  %".893" = add i64 %"lane.20", 1, !dbg !9
  %".894" = icmp ult i64 %".893", 4 , !dbg !9
  br i1 %".894", label %"tile.loop.20", label %"tile.end.20", !dbg !9
tile.loop.22:
  %"lane.22" = phi  i64 [0, %"tile.masked.5"], [%".915", %"tile.end.23"] , !dbg !9
  br label %"tile.loop.23", !dbg !9
tile.end.22:
  br label %"tile.done.5", !dbg !9
tile.loop.23:
  %"lane.23" = phi  i64 [0, %"tile.loop.22"], [%".912", %"tile.loop.23"] , !dbg !9
  %".899" = add i64 0, %"lane.22", !dbg !9
  %".900" = icmp ult i64 %".899", %"b.dim0" , !dbg !9
  %".901" = and i1 1, %".900", !dbg !9
  %".902" = mul i64 %"lane.22", %"b.stride0", !dbg !9
  %".903" = add i64 0, %"lane.23", !dbg !9
  %".904" = icmp ult i64 %".903", %"b.dim1" , !dbg !9
  %".905" = and i1 %".901", %".904", !dbg !9
  %".906" = add i64 %".902", %"lane.23", !dbg !9
  %"b.lane.7" = getelementptr float, ptr %"b.window.3", i64 %".906" , !dbg !9
  %".907" = select  i1 %".905", ptr %"b.lane.7", float* %"b.other.3" , !dbg !9
  %"b.lane.val.7" = load float, ptr %".907", !dbg !9
  %".908" = mul i64 %"lane.22", 4, !dbg !9
  %".909" = add i64 %"lane.23", %".908", !dbg !9
  %".910" = getelementptr float, float* %"tile.tmp.6", i64 %".909" , !dbg !9
  store float %"b.lane.val.7", float* %".910", !dbg !9
  %".912" = add i64 %"lane.23", 1, !dbg !9
  %".913" = icmp ult i64 %".912", 4 , !dbg !9
  br i1 %".913", label %"tile.loop.23", label %"tile.end.23", !dbg !9
tile.end.23:
  %".915" = add i64 %"lane.22", 1, !dbg !9
  %".916" = icmp ult i64 %".915", 4 , !dbg !9
  br i1 %".916", label %"tile.loop.22", label %"tile.end.22", !dbg !9
tile.inside.6:
  br label %"tile.loop.24", !dbg !9
tile.masked.6:
  br label %"tile.loop.26", !dbg !9
tile.done.6:
  br label %"mm.gm.done", !dbg !9
tile.loop.24:
  %"lane.24" = phi  i64 [0, %"tile.inside.6"], [%".1105", %"tile.end.25"] , !dbg !9
  br label %"tile.loop.25", !dbg !9
tile.end.24:
  br label %"tile.done.6", !dbg !9
tile.loop.25:
  %"lane.25" = phi  i64 [0, %"tile.loop.24"], [%".1102", %"tile.loop.25"] , !dbg !9
  %".1095" = mul i64 %"lane.24", 4, !dbg !9
  %".1096" = add i64 %"lane.25", %".1095", !dbg !9
  %".1097" = getelementptr float, float* %"tile.tmp.3", i64 %".1096" , !dbg !9
  %".1098" = load float, float* %".1097", !dbg !9
  %".1099" = mul i64 %"lane.24", %"c.stride0", !dbg !9
  %".1100" = add i64 %".1099", %"lane.25", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".1100" , !dbg !9
  store float %".1098", ptr %"c.lane", !dbg !9
  %".1102" = add i64 %"lane.25", 1, !dbg !9
  %".1103" = icmp ult i64 %".1102", 4 , !dbg !9
  br i1 %".1103", label %"tile.loop.25", label %"tile.end.25", !dbg !9
tile.end.25:
  %".1105" = add i64 %"lane.24", 1, !dbg !9
  %".1106" = icmp ult i64 %".1105", 4 , !dbg !9
  br i1 %".1106", label %"tile.loop.24", label %"tile.end.24", !dbg !9
tile.loop.26:
  %"lane.26" = phi  i64 [0, %"tile.masked.6"], [%".1128", %"tile.end.27"] , !dbg !9
  br label %"tile.loop.27", !dbg !9
tile.end.26:
  br label %"tile.done.6", !dbg !9
tile.loop.27:
  %"lane.27" = phi  i64 [0, %"tile.loop.26"], [%".1125", %"tile.loop.27"] , !dbg !9
  %".1111" = mul i64 %"lane.26", 4, !dbg !9
  %".1112" = add i64 %"lane.27", %".1111", !dbg !9
  %".1113" = getelementptr float, float* %"tile.tmp.3", i64 %".1112" , !dbg !9
  %".1114" = load float, float* %".1113", !dbg !9
  %".1115" = add i64 %"i.8", %"lane.26", !dbg !9
  %".1116" = icmp ult i64 %".1115", %"c.dim0" , !dbg !9
  %".1117" = and i1 1, %".1116", !dbg !9
  %".1118" = mul i64 %"lane.26", %"c.stride0", !dbg !9
  %".1119" = add i64 0, %"lane.27", !dbg !9
  %".1120" = icmp ult i64 %".1119", %"c.dim1" , !dbg !9
  %".1121" = and i1 %".1117", %".1120", !dbg !9
  %".1122" = add i64 %".1118", %"lane.27", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".1122" , !dbg !9
  %".1123" = select  i1 %".1121", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".1114", ptr %".1123", !dbg !9
  %".1125" = add i64 %"lane.27", 1, !dbg !9
  %".1126" = icmp ult i64 %".1125", 4 , !dbg !9
  br i1 %".1126", label %"tile.loop.27", label %"tile.end.27", !dbg !9
tile.end.27:
  %".1128" = add i64 %"lane.26", 1, !dbg !9
  %".1129" = icmp ult i64 %".1128", 4 , !dbg !9
  br i1 %".1129", label %"tile.loop.26", label %"tile.end.26", !dbg !9
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
