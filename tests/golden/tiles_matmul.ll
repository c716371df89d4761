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
  %"tile.tmp" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
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
  %"i.1" = load i64, i64* %"i", !dbg !10
  %"k.2" = load i64, i64* %"k", !dbg !10
  %".29" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".29", !dbg !10
  %".31" = icmp sge i64 %"i.1", 0 , !dbg !10
  %".32" = sub i64 %"a.dim0", 4, !dbg !10
  %".33" = icmp sle i64 %"i.1", %".32" , !dbg !10
  %".34" = and i1 %".31", %".33", !dbg !10
  %".35" = and i1 1, %".34", !dbg !10
  %".36" = icmp sge i64 %"k.2", 0 , !dbg !10
  %".37" = sub i64 %"a.dim1", 4, !dbg !10
  %".38" = icmp sle i64 %"k.2", %".37" , !dbg !10
  %".39" = and i1 %".36", %".38", !dbg !10
  %".40" = and i1 %".35", %".39", !dbg !10
  %".41" = mul i64 %"i.1", %"a.stride0", !dbg !10
  %".42" = add i64 %".41", %"k.2", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".42" , !dbg !10
  br i1 %".40", label %"tile.inside", label %"tile.masked", !dbg !10
for.inc:
  %".308" = load i64, i64* %"k.iter", !dbg !9
  %".309" = sub i64 %"a.dim1", %".308", !dbg !9
  %".310" = icmp ugt i64 %".309", 4 , !dbg !9
  br i1 %".310", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.2" = load i64, i64* %"i", !dbg !13
  %".314" = icmp sge i64 %"i.2", 0 , !dbg !13
  %".315" = sub i64 %"c.dim0", 4, !dbg !13
  %".316" = icmp sle i64 %"i.2", %".315" , !dbg !13
  %".317" = and i1 %".314", %".316", !dbg !13
  %".318" = and i1 1, %".317", !dbg !13
  %".319" = icmp sge i64 0, 0 , !dbg !13
  %".320" = sub i64 %"c.dim1", 4, !dbg !13
  %".321" = icmp sle i64 0, %".320" , !dbg !13
  %".322" = and i1 %".319", %".321", !dbg !13
  %".323" = and i1 %".318", %".322", !dbg !13
  %".324" = mul i64 %"i.2", %"c.stride0", !dbg !13
  %".325" = add i64 %".324", 0, !dbg !13
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".325" , !dbg !13
  br i1 %".323", label %"tile.inside.2", label %"tile.masked.2", !dbg !13
tile.inside:
  br label %"tile.loop.3", !dbg !10
tile.masked:
  br label %"tile.loop.5", !dbg !10
tile.done:
  %"k.3" = load i64, i64* %"k", !dbg !10
  %".81" = getelementptr float, float* %"b.other", i64 0 , !dbg !10
  store float              0x0, float* %".81", !dbg !10
  %".83" = icmp sge i64 %"k.3", 0 , !dbg !10
  %".84" = sub i64 %"b.dim0", 4, !dbg !10
  %".85" = icmp sle i64 %"k.3", %".84" , !dbg !10
  %".86" = and i1 %".83", %".85", !dbg !10
  %".87" = and i1 1, %".86", !dbg !10
  %".88" = icmp sge i64 0, 0 , !dbg !10
  %".89" = sub i64 %"b.dim1", 4, !dbg !10
  %".90" = icmp sle i64 0, %".89" , !dbg !10
  %".91" = and i1 %".88", %".90", !dbg !10
  %".92" = and i1 %".87", %".91", !dbg !10
  %".93" = mul i64 %"k.3", %"b.stride0", !dbg !10
  %".94" = add i64 %".93", 0, !dbg !10
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".94" , !dbg !10
  br i1 %".92", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside"], [%".55", %"tile.end.4"] , !dbg !10
  br label %"tile.loop.4", !dbg !10
tile.end.3:
  br label %"tile.done", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".52", %"tile.loop.4"] , !dbg !10
  %".46" = mul i64 %"lane.3", %"a.stride0", !dbg !10
  %".47" = add i64 %".46", %"lane.4", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".47" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".48" = mul i64 %"lane.3", 4, !dbg !10
  %".49" = add i64 %"lane.4", %".48", !dbg !10
  %".50" = getelementptr float, float* %"tile.tmp", i64 %".49" , !dbg !10
  store float %"a.lane.val", float* %".50", !dbg !10
  %".52" = add i64 %"lane.4", 1, !dbg !10
  %".53" = icmp ult i64 %".52", 4 , !dbg !10
  br i1 %".53", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.end.4:
  %".55" = add i64 %"lane.3", 1, !dbg !10
  %".56" = icmp ult i64 %".55", 4 , !dbg !10
  br i1 %".56", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".77", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  br label %"tile.done", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".74", %"tile.loop.6"] , !dbg !10
  %".61" = add i64 %"i.1", %"lane.5", !dbg !10
  %".62" = icmp ult i64 %".61", %"a.dim0" , !dbg !10
  %".63" = and i1 1, %".62", !dbg !10
  %".64" = mul i64 %"lane.5", %"a.stride0", !dbg !10
  %".65" = add i64 %"k.2", %"lane.6", !dbg !10
  %".66" = icmp ult i64 %".65", %"a.dim1" , !dbg !10
  %".67" = and i1 %".63", %".66", !dbg !10
  %".68" = add i64 %".64", %"lane.6", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".68" , !dbg !10
  %".69" = select  i1 %".67", ptr %"a.lane.1", float* %"a.other" , !dbg !10
  %"a.lane.val.1" = load float, ptr %".69", !dbg !10
  %".70" = mul i64 %"lane.5", 4, !dbg !10
  %".71" = add i64 %"lane.6", %".70", !dbg !10
  %".72" = getelementptr float, float* %"tile.tmp", i64 %".71" , !dbg !10
  store float %"a.lane.val.1", float* %".72", !dbg !10
  %".74" = add i64 %"lane.6", 1, !dbg !10
  %".75" = icmp ult i64 %".74", 4 , !dbg !10
  br i1 %".75", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".77" = add i64 %"lane.5", 1, !dbg !10
  %".78" = icmp ult i64 %".77", 4 , !dbg !10
  br i1 %".78", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.inside.1:
  br label %"tile.loop.7", !dbg !10
tile.masked.1:
  br label %"tile.loop.9", !dbg !10
tile.done.1:
  %".133" = mul i64 0, 4, !dbg !10
  %".134" = add i64 0, %".133", !dbg !10
  %".135" = add i64 %".134", 0, !dbg !10
  %".136" = mul i64 %".135", 4, !dbg !10
  %".137" = add i64 %".136", 0, !dbg !10
  %".138" = add i64 %".134", 1, !dbg !10
  %".139" = mul i64 %".138", 4, !dbg !10
  %".140" = add i64 %".139", 0, !dbg !10
  %".141" = add i64 %".134", 2, !dbg !10
  %".142" = mul i64 %".141", 4, !dbg !10
  %".143" = add i64 %".142", 0, !dbg !10
  %".144" = add i64 %".134", 3, !dbg !10
  %".145" = mul i64 %".144", 4, !dbg !10
  %".146" = add i64 %".145", 0, !dbg !10
  %".147" = add i64 %".134", 0, !dbg !10
  %".148" = mul i64 %".147", 4, !dbg !10
  %".149" = add i64 %".134", 1, !dbg !10
  %".150" = mul i64 %".149", 4, !dbg !10
  %".151" = add i64 %".134", 2, !dbg !10
  %".152" = mul i64 %".151", 4, !dbg !10
  %".153" = add i64 %".134", 3, !dbg !10
  %".154" = mul i64 %".153", 4, !dbg !10
  %".155" = add i64 %".137", 0, !dbg !10
  %".156" = getelementptr float, float* %"acc", i64 %".155" , !dbg !10
  %".157" = bitcast float* %".156" to <4 x float>* , !dbg !10
  %".158" = load <4 x float>, <4 x float>* %".157", align 4, !dbg !10
  %".159" = add i64 %".140", 0, !dbg !10
  %".160" = getelementptr float, float* %"acc", i64 %".159" , !dbg !10
  %".161" = bitcast float* %".160" to <4 x float>* , !dbg !10
  %".162" = load <4 x float>, <4 x float>* %".161", align 4, !dbg !10
  %".163" = add i64 %".143", 0, !dbg !10
  %".164" = getelementptr float, float* %"acc", i64 %".163" , !dbg !10
  %".165" = bitcast float* %".164" to <4 x float>* , !dbg !10
  %".166" = load <4 x float>, <4 x float>* %".165", align 4, !dbg !10
  %".167" = add i64 %".146", 0, !dbg !10
  %".168" = getelementptr float, float* %"acc", i64 %".167" , !dbg !10
  %".169" = bitcast float* %".168" to <4 x float>* , !dbg !10
  %".170" = load <4 x float>, <4 x float>* %".169", align 4, !dbg !10
  %".171" = mul i64 0, 4, !dbg !10
  %".172" = add i64 %".171", 0, !dbg !10
  %".173" = add i64 %".172", 0, !dbg !10
  %".174" = getelementptr float, float* %"tile.tmp.1", i64 %".173" , !dbg !10
  %".175" = bitcast float* %".174" to <4 x float>* , !dbg !10
  %".176" = load <4 x float>, <4 x float>* %".175", align 4, !dbg !10
  %".177" = add i64 %".148", 0, !dbg !10
  %".178" = getelementptr float, float* %"tile.tmp", i64 %".177" , !dbg !10
  %".179" = load float, float* %".178", align 4, !dbg !10
  %".180" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".179", i32 0
  %".181" = shufflevector <4 x float> %".180", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".182" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".181", <4 x float> %".176", <4 x float> %".158"), !dbg !10
  %".183" = add i64 %".150", 0, !dbg !10
  %".184" = getelementptr float, float* %"tile.tmp", i64 %".183" , !dbg !10
  %".185" = load float, float* %".184", align 4, !dbg !10
  %".186" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".185", i32 0
  %".187" = shufflevector <4 x float> %".186", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".188" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".187", <4 x float> %".176", <4 x float> %".162"), !dbg !10
  %".189" = add i64 %".152", 0, !dbg !10
  %".190" = getelementptr float, float* %"tile.tmp", i64 %".189" , !dbg !10
  %".191" = load float, float* %".190", align 4, !dbg !10
  %".192" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".191", i32 0
  %".193" = shufflevector <4 x float> %".192", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".194" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".193", <4 x float> %".176", <4 x float> %".166"), !dbg !10
  %".195" = add i64 %".154", 0, !dbg !10
  %".196" = getelementptr float, float* %"tile.tmp", i64 %".195" , !dbg !10
  %".197" = load float, float* %".196", align 4, !dbg !10
  %".198" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".197", i32 0
  %".199" = shufflevector <4 x float> %".198", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".200" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".199", <4 x float> %".176", <4 x float> %".170"), !dbg !10
  %".201" = mul i64 1, 4, !dbg !10
  %".202" = add i64 %".201", 0, !dbg !10
  %".203" = add i64 %".202", 0, !dbg !10
  %".204" = getelementptr float, float* %"tile.tmp.1", i64 %".203" , !dbg !10
  %".205" = bitcast float* %".204" to <4 x float>* , !dbg !10
  %".206" = load <4 x float>, <4 x float>* %".205", align 4, !dbg !10
  %".207" = add i64 %".148", 1, !dbg !10
  %".208" = getelementptr float, float* %"tile.tmp", i64 %".207" , !dbg !10
  %".209" = load float, float* %".208", align 4, !dbg !10
  %".210" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".209", i32 0
  %".211" = shufflevector <4 x float> %".210", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".212" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".211", <4 x float> %".206", <4 x float> %".182"), !dbg !10
  %".213" = add i64 %".150", 1, !dbg !10
  %".214" = getelementptr float, float* %"tile.tmp", i64 %".213" , !dbg !10
  %".215" = load float, float* %".214", align 4, !dbg !10
  %".216" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".215", i32 0
  %".217" = shufflevector <4 x float> %".216", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".218" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".217", <4 x float> %".206", <4 x float> %".188"), !dbg !10
  %".219" = add i64 %".152", 1, !dbg !10
  %".220" = getelementptr float, float* %"tile.tmp", i64 %".219" , !dbg !10
  %".221" = load float, float* %".220", align 4, !dbg !10
  %".222" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".221", i32 0
  %".223" = shufflevector <4 x float> %".222", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".224" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".223", <4 x float> %".206", <4 x float> %".194"), !dbg !10
  %".225" = add i64 %".154", 1, !dbg !10
  %".226" = getelementptr float, float* %"tile.tmp", i64 %".225" , !dbg !10
  %".227" = load float, float* %".226", align 4, !dbg !10
  %".228" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".227", i32 0
  %".229" = shufflevector <4 x float> %".228", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".230" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".229", <4 x float> %".206", <4 x float> %".200"), !dbg !10
  %".231" = mul i64 2, 4, !dbg !10
  %".232" = add i64 %".231", 0, !dbg !10
  %".233" = add i64 %".232", 0, !dbg !10
  %".234" = getelementptr float, float* %"tile.tmp.1", i64 %".233" , !dbg !10
  %".235" = bitcast float* %".234" to <4 x float>* , !dbg !10
  %".236" = load <4 x float>, <4 x float>* %".235", align 4, !dbg !10
  %".237" = add i64 %".148", 2, !dbg !10
  %".238" = getelementptr float, float* %"tile.tmp", i64 %".237" , !dbg !10
  %".239" = load float, float* %".238", align 4, !dbg !10
  %".240" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".239", i32 0
  %".241" = shufflevector <4 x float> %".240", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".242" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".241", <4 x float> %".236", <4 x float> %".212"), !dbg !10
  %".243" = add i64 %".150", 2, !dbg !10
  %".244" = getelementptr float, float* %"tile.tmp", i64 %".243" , !dbg !10
  %".245" = load float, float* %".244", align 4, !dbg !10
  %".246" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".245", i32 0
  %".247" = shufflevector <4 x float> %".246", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".248" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".247", <4 x float> %".236", <4 x float> %".218"), !dbg !10
  %".249" = add i64 %".152", 2, !dbg !10
  %".250" = getelementptr float, float* %"tile.tmp", i64 %".249" , !dbg !10
  %".251" = load float, float* %".250", align 4, !dbg !10
  %".252" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".251", i32 0
  %".253" = shufflevector <4 x float> %".252", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".254" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".253", <4 x float> %".236", <4 x float> %".224"), !dbg !10
  %".255" = add i64 %".154", 2, !dbg !10
  %".256" = getelementptr float, float* %"tile.tmp", i64 %".255" , !dbg !10
  %".257" = load float, float* %".256", align 4, !dbg !10
  %".258" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".257", i32 0
  %".259" = shufflevector <4 x float> %".258", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".260" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".259", <4 x float> %".236", <4 x float> %".230"), !dbg !10
  %".261" = mul i64 3, 4, !dbg !10
  %".262" = add i64 %".261", 0, !dbg !10
  %".263" = add i64 %".262", 0, !dbg !10
  %".264" = getelementptr float, float* %"tile.tmp.1", i64 %".263" , !dbg !10
  %".265" = bitcast float* %".264" to <4 x float>* , !dbg !10
  %".266" = load <4 x float>, <4 x float>* %".265", align 4, !dbg !10
  %".267" = add i64 %".148", 3, !dbg !10
  %".268" = getelementptr float, float* %"tile.tmp", i64 %".267" , !dbg !10
  %".269" = load float, float* %".268", align 4, !dbg !10
  %".270" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".269", i32 0
  %".271" = shufflevector <4 x float> %".270", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".272" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".271", <4 x float> %".266", <4 x float> %".242"), !dbg !10
  %".273" = add i64 %".150", 3, !dbg !10
  %".274" = getelementptr float, float* %"tile.tmp", i64 %".273" , !dbg !10
  %".275" = load float, float* %".274", align 4, !dbg !10
  %".276" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".275", i32 0
  %".277" = shufflevector <4 x float> %".276", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".278" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".277", <4 x float> %".266", <4 x float> %".248"), !dbg !10
  %".279" = add i64 %".152", 3, !dbg !10
  %".280" = getelementptr float, float* %"tile.tmp", i64 %".279" , !dbg !10
  %".281" = load float, float* %".280", align 4, !dbg !10
  %".282" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".281", i32 0
  %".283" = shufflevector <4 x float> %".282", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".284" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".283", <4 x float> %".266", <4 x float> %".254"), !dbg !10
  %".285" = add i64 %".154", 3, !dbg !10
  %".286" = getelementptr float, float* %"tile.tmp", i64 %".285" , !dbg !10
  %".287" = load float, float* %".286", align 4, !dbg !10
  %".288" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".287", i32 0
  %".289" = shufflevector <4 x float> %".288", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !10
  %".290" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".289", <4 x float> %".266", <4 x float> %".260"), !dbg !10
  %".291" = add i64 %".137", 0, !dbg !10
  %".292" = getelementptr float, float* %"acc", i64 %".291" , !dbg !10
  %".293" = bitcast float* %".292" to <4 x float>* , !dbg !10
  store <4 x float> %".272", <4 x float>* %".293", align 4, !dbg !10
  %".295" = add i64 %".140", 0, !dbg !10
  %".296" = getelementptr float, float* %"acc", i64 %".295" , !dbg !10
  %".297" = bitcast float* %".296" to <4 x float>* , !dbg !10
  store <4 x float> %".278", <4 x float>* %".297", align 4, !dbg !10
  %".299" = add i64 %".143", 0, !dbg !10
  %".300" = getelementptr float, float* %"acc", i64 %".299" , !dbg !10
  %".301" = bitcast float* %".300" to <4 x float>* , !dbg !10
  store <4 x float> %".284", <4 x float>* %".301", align 4, !dbg !10
  %".303" = add i64 %".146", 0, !dbg !10
  %".304" = getelementptr float, float* %"acc", i64 %".303" , !dbg !10
  %".305" = bitcast float* %".304" to <4 x float>* , !dbg !10
  store <4 x float> %".290", <4 x float>* %".305", align 4, !dbg !10
  br label %"for.inc", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.1"], [%".107", %"tile.end.8"] , !dbg !10
  br label %"tile.loop.8", !dbg !10
tile.end.7:
  br label %"tile.done.1", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".104", %"tile.loop.8"] , !dbg !10
  %".98" = mul i64 %"lane.7", %"b.stride0", !dbg !10
  %".99" = add i64 %".98", %"lane.8", !dbg !10
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".99" , !dbg !10
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !10
  %".100" = mul i64 %"lane.7", 4, !dbg !10
  %".101" = add i64 %"lane.8", %".100", !dbg !10
  %".102" = getelementptr float, float* %"tile.tmp.1", i64 %".101" , !dbg !10
  store float %"b.lane.val", float* %".102", !dbg !10
  %".104" = add i64 %"lane.8", 1, !dbg !10
  %".105" = icmp ult i64 %".104", 4 , !dbg !10
  br i1 %".105", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.end.8:
  %".107" = add i64 %"lane.7", 1, !dbg !10
  %".108" = icmp ult i64 %".107", 4 , !dbg !10
  br i1 %".108", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.1"], [%".129", %"tile.end.10"] , !dbg !10
  br label %"tile.loop.10", !dbg !10
tile.end.9:
  br label %"tile.done.1", !dbg !10
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".126", %"tile.loop.10"] , !dbg !10
  %".113" = add i64 %"k.3", %"lane.9", !dbg !10
  %".114" = icmp ult i64 %".113", %"b.dim0" , !dbg !10
  %".115" = and i1 1, %".114", !dbg !10
  %".116" = mul i64 %"lane.9", %"b.stride0", !dbg !10
  %".117" = add i64 0, %"lane.10", !dbg !10
  %".118" = icmp ult i64 %".117", %"b.dim1" , !dbg !10
  %".119" = and i1 %".115", %".118", !dbg !10
  %".120" = add i64 %".116", %"lane.10", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".120" , !dbg !10
  %".121" = select  i1 %".119", ptr %"b.lane.1", float* %"b.other" , !dbg !10
  %"b.lane.val.1" = load float, ptr %".121", !dbg !10
  %".122" = mul i64 %"lane.9", 4, !dbg !10
  %".123" = add i64 %"lane.10", %".122", !dbg !10
  %".124" = getelementptr float, float* %"tile.tmp.1", i64 %".123" , !dbg !10
  store float %"b.lane.val.1", float* %".124", !dbg !10
  %".126" = add i64 %"lane.10", 1, !dbg !10
  %".127" = icmp ult i64 %".126", 4 , !dbg !10
  br i1 %".127", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".129" = add i64 %"lane.9", 1, !dbg !10
  %".130" = icmp ult i64 %".129", 4 , !dbg !10
  br i1 %".130", label %"tile.loop.9", label %"tile.end.9", !dbg !10
for.next:
  %"k.next" = add i64 %".308", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9, !llvm.loop !12
tile.inside.2:
  br label %"tile.loop.11", !dbg !13
tile.masked.2:
  br label %"tile.loop.13", !dbg !13
tile.done.2:
  ret void
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.inside.2"], [%".339", %"tile.end.12"] , !dbg !13
  br label %"tile.loop.12", !dbg !13
tile.end.11:
  br label %"tile.done.2", !dbg !13
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".336", %"tile.loop.12"] , !dbg !13
  %".329" = mul i64 %"lane.11", 4, !dbg !13
  %".330" = add i64 %"lane.12", %".329", !dbg !13
  %".331" = getelementptr float, float* %"acc", i64 %".330" , !dbg !13
  %".332" = load float, float* %".331", !dbg !13
  %".333" = mul i64 %"lane.11", %"c.stride0", !dbg !13
  %".334" = add i64 %".333", %"lane.12", !dbg !13
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".334" , !dbg !13
  store float %".332", ptr %"c.lane", !dbg !13
  %".336" = add i64 %"lane.12", 1, !dbg !13
  %".337" = icmp ult i64 %".336", 4 , !dbg !13
  br i1 %".337", label %"tile.loop.12", label %"tile.end.12", !dbg !13
tile.end.12:
  %".339" = add i64 %"lane.11", 1, !dbg !13
  %".340" = icmp ult i64 %".339", 4 , !dbg !13
  br i1 %".340", label %"tile.loop.11", label %"tile.end.11", !dbg !13
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.masked.2"], [%".362", %"tile.end.14"] , !dbg !13
  br label %"tile.loop.14", !dbg !13
tile.end.13:
  br label %"tile.done.2", !dbg !13
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.loop.13"], [%".359", %"tile.loop.14"] , !dbg !13
  %".345" = mul i64 %"lane.13", 4, !dbg !13
  %".346" = add i64 %"lane.14", %".345", !dbg !13
  %".347" = getelementptr float, float* %"acc", i64 %".346" , !dbg !13
  %".348" = load float, float* %".347", !dbg !13
  %".349" = add i64 %"i.2", %"lane.13", !dbg !13
  %".350" = icmp ult i64 %".349", %"c.dim0" , !dbg !13
  %".351" = and i1 1, %".350", !dbg !13
  %".352" = mul i64 %"lane.13", %"c.stride0", !dbg !13
  %".353" = add i64 0, %"lane.14", !dbg !13
  %".354" = icmp ult i64 %".353", %"c.dim1" , !dbg !13
  %".355" = and i1 %".351", %".354", !dbg !13
  %".356" = add i64 %".352", %"lane.14", !dbg !13
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".356" , !dbg !13
  %".357" = select  i1 %".355", ptr %"c.lane.1", float* %"c.masked" , !dbg !13
  store float %".348", ptr %".357", !dbg !13
  %".359" = add i64 %"lane.14", 1, !dbg !13
  %".360" = icmp ult i64 %".359", 4 , !dbg !13
  br i1 %".360", label %"tile.loop.14", label %"tile.end.14", !dbg !13
tile.end.14:
  %".362" = add i64 %"lane.13", 1, !dbg !13
  %".363" = icmp ult i64 %".362", 4 , !dbg !13
  br i1 %".363", label %"tile.loop.13", label %"tile.end.13", !dbg !13
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
!4 = distinct !DISubprogram(file: !0, line: 9, linkageName: "kernel_entry", name: "mm", scopeLine: 9, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 10, scope: !4)
!8 = !DILocation(column: 0, line: 11, scope: !4)
!9 = !DILocation(column: 0, line: 12, scope: !4)
!10 = !DILocation(column: 0, line: 13, scope: !4)
!11 = !{ !"llvm.loop.unroll.runtime.disable" }
!12 = distinct !{ !12, !11 }
!13 = !DILocation(column: 0, line: 14, scope: !4)

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
  %"tile.tmp" = alloca float, i64 16, align 32
  %"tile.tmp.1" = alloca float, i64 16, align 32
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
  %"tile.tmp.2" = alloca float, i64 16, align 32
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
  %".18" = mul i64 %"i.1", %"a.stride0", !dbg !9
  %".19" = add i64 %".18", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".19" , !dbg !9
  br i1 %".17", label %"tile.inside", label %"tile.masked", !dbg !9
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  %".58" = getelementptr float, float* %"b.other", i64 0 , !dbg !9
  store float              0x0, float* %".58", !dbg !9
  %".60" = icmp sge i64 0, 0 , !dbg !9
  %".61" = sub i64 %"b.dim0", 4, !dbg !9
  %".62" = icmp sle i64 0, %".61" , !dbg !9
  %".63" = and i1 %".60", %".62", !dbg !9
  %".64" = and i1 1, %".63", !dbg !9
  %".65" = icmp sge i64 0, 0 , !dbg !9
  %".66" = sub i64 %"b.dim1", 4, !dbg !9
  %".67" = icmp sle i64 0, %".66" , !dbg !9
  %".68" = and i1 %".65", %".67", !dbg !9
  %".69" = and i1 %".64", %".68", !dbg !9
  %".70" = mul i64 0, %"b.stride0", !dbg !9
  %".71" = add i64 %".70", 0, !dbg !9
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".71" , !dbg !9
  br i1 %".69", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".32", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".29", %"tile.loop.1"] , !dbg !9
  %".23" = mul i64 %"lane", %"a.stride0", !dbg !9
  %".24" = add i64 %".23", %"lane.1", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".24" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".25" = mul i64 %"lane", 4, !dbg !9
  %".26" = add i64 %"lane.1", %".25", !dbg !9
  %".27" = getelementptr float, float* %"tile.tmp.1", i64 %".26" , !dbg !9
  store float %"a.lane.val", float* %".27", !dbg !9
  %".29" = add i64 %"lane.1", 1, !dbg !9
  %".30" = icmp ult i64 %".29", 4 , !dbg !9
  br i1 %".30", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".32" = add i64 %"lane", 1, !dbg !9
  %".33" = icmp ult i64 %".32", 4 , !dbg !9
  br i1 %".33", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".54", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".51", %"tile.loop.3"] , !dbg !9
  %".38" = add i64 %"i.1", %"lane.2", !dbg !9
  %".39" = icmp ult i64 %".38", %"a.dim0" , !dbg !9
  %".40" = and i1 1, %".39", !dbg !9
  %".41" = mul i64 %"lane.2", %"a.stride0", !dbg !9
  %".42" = add i64 0, %"lane.3", !dbg !9
  %".43" = icmp ult i64 %".42", %"a.dim1" , !dbg !9
  %".44" = and i1 %".40", %".43", !dbg !9
  %".45" = add i64 %".41", %"lane.3", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".45" , !dbg !9
  %".46" = select  i1 %".44", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".46", !dbg !9
  %".47" = mul i64 %"lane.2", 4, !dbg !9
  %".48" = add i64 %"lane.3", %".47", !dbg !9
  %".49" = getelementptr float, float* %"tile.tmp.1", i64 %".48" , !dbg !9
  store float %"a.lane.val.1", float* %".49", !dbg !9
  %".51" = add i64 %"lane.3", 1, !dbg !9
  %".52" = icmp ult i64 %".51", 4 , !dbg !9
  br i1 %".52", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".54" = add i64 %"lane.2", 1, !dbg !9
  %".55" = icmp ult i64 %".54", 4 , !dbg !9
  br i1 %".55", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  %".110" = mul i64 0, 4, !dbg !9
  %".111" = add i64 0, %".110", !dbg !9
  %".112" = add i64 %".111", 0, !dbg !9
  %".113" = mul i64 %".112", 4, !dbg !9
  %".114" = add i64 %".113", 0, !dbg !9
  %".115" = add i64 %".111", 1, !dbg !9
  %".116" = mul i64 %".115", 4, !dbg !9
  %".117" = add i64 %".116", 0, !dbg !9
  %".118" = add i64 %".111", 2, !dbg !9
  %".119" = mul i64 %".118", 4, !dbg !9
  %".120" = add i64 %".119", 0, !dbg !9
  %".121" = add i64 %".111", 3, !dbg !9
  %".122" = mul i64 %".121", 4, !dbg !9
  %".123" = add i64 %".122", 0, !dbg !9
  %".124" = add i64 %".111", 0, !dbg !9
  %".125" = mul i64 %".124", 4, !dbg !9
  %".126" = add i64 %".111", 1, !dbg !9
  %".127" = mul i64 %".126", 4, !dbg !9
  %".128" = add i64 %".111", 2, !dbg !9
  %".129" = mul i64 %".128", 4, !dbg !9
  %".130" = add i64 %".111", 3, !dbg !9
  %".131" = mul i64 %".130", 4, !dbg !9
  %".132" = mul i64 0, 4, !dbg !9
  %".133" = add i64 %".132", 0, !dbg !9
  %".134" = add i64 %".133", 0, !dbg !9
  %".135" = getelementptr float, float* %"tile.tmp.2", i64 %".134" , !dbg !9
  %".136" = bitcast float* %".135" to <4 x float>* , !dbg !9
  %".137" = load <4 x float>, <4 x float>* %".136", align 4, !dbg !9
  %".138" = add i64 %".125", 0, !dbg !9
  %".139" = getelementptr float, float* %"tile.tmp.1", i64 %".138" , !dbg !9
  %".140" = load float, float* %".139", align 4, !dbg !9
  %".141" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".140", i32 0
  %".142" = shufflevector <4 x float> %".141", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".143" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".142", <4 x float> %".137", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".144" = add i64 %".127", 0, !dbg !9
  %".145" = getelementptr float, float* %"tile.tmp.1", i64 %".144" , !dbg !9
  %".146" = load float, float* %".145", align 4, !dbg !9
  %".147" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".146", i32 0
  %".148" = shufflevector <4 x float> %".147", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".149" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".148", <4 x float> %".137", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".150" = add i64 %".129", 0, !dbg !9
  %".151" = getelementptr float, float* %"tile.tmp.1", i64 %".150" , !dbg !9
  %".152" = load float, float* %".151", align 4, !dbg !9
  %".153" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".152", i32 0
  %".154" = shufflevector <4 x float> %".153", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".155" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".154", <4 x float> %".137", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".156" = add i64 %".131", 0, !dbg !9
  %".157" = getelementptr float, float* %"tile.tmp.1", i64 %".156" , !dbg !9
  %".158" = load float, float* %".157", align 4, !dbg !9
  %".159" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".158", i32 0
  %".160" = shufflevector <4 x float> %".159", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".161" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".160", <4 x float> %".137", <4 x float> <float              0x0, float              0x0, float              0x0, float              0x0>), !dbg !9
  %".162" = mul i64 1, 4, !dbg !9
  %".163" = add i64 %".162", 0, !dbg !9
  %".164" = add i64 %".163", 0, !dbg !9
  %".165" = getelementptr float, float* %"tile.tmp.2", i64 %".164" , !dbg !9
  %".166" = bitcast float* %".165" to <4 x float>* , !dbg !9
  %".167" = load <4 x float>, <4 x float>* %".166", align 4, !dbg !9
  %".168" = add i64 %".125", 1, !dbg !9
  %".169" = getelementptr float, float* %"tile.tmp.1", i64 %".168" , !dbg !9
  %".170" = load float, float* %".169", align 4, !dbg !9
  %".171" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".170", i32 0
  %".172" = shufflevector <4 x float> %".171", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".173" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".172", <4 x float> %".167", <4 x float> %".143"), !dbg !9
  %".174" = add i64 %".127", 1, !dbg !9
  %".175" = getelementptr float, float* %"tile.tmp.1", i64 %".174" , !dbg !9
  %".176" = load float, float* %".175", align 4, !dbg !9
  %".177" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".176", i32 0
  %".178" = shufflevector <4 x float> %".177", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".179" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".178", <4 x float> %".167", <4 x float> %".149"), !dbg !9
  %".180" = add i64 %".129", 1, !dbg !9
  %".181" = getelementptr float, float* %"tile.tmp.1", i64 %".180" , !dbg !9
  %".182" = load float, float* %".181", align 4, !dbg !9
  %".183" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".182", i32 0
  %".184" = shufflevector <4 x float> %".183", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".185" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".184", <4 x float> %".167", <4 x float> %".155"), !dbg !9
  %".186" = add i64 %".131", 1, !dbg !9
  %".187" = getelementptr float, float* %"tile.tmp.1", i64 %".186" , !dbg !9
  %".188" = load float, float* %".187", align 4, !dbg !9
  %".189" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".188", i32 0
  %".190" = shufflevector <4 x float> %".189", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".191" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".190", <4 x float> %".167", <4 x float> %".161"), !dbg !9
  %".192" = mul i64 2, 4, !dbg !9
  %".193" = add i64 %".192", 0, !dbg !9
  %".194" = add i64 %".193", 0, !dbg !9
  %".195" = getelementptr float, float* %"tile.tmp.2", i64 %".194" , !dbg !9
  %".196" = bitcast float* %".195" to <4 x float>* , !dbg !9
  %".197" = load <4 x float>, <4 x float>* %".196", align 4, !dbg !9
  %".198" = add i64 %".125", 2, !dbg !9
  %".199" = getelementptr float, float* %"tile.tmp.1", i64 %".198" , !dbg !9
  %".200" = load float, float* %".199", align 4, !dbg !9
  %".201" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".200", i32 0
  %".202" = shufflevector <4 x float> %".201", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".203" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".202", <4 x float> %".197", <4 x float> %".173"), !dbg !9
  %".204" = add i64 %".127", 2, !dbg !9
  %".205" = getelementptr float, float* %"tile.tmp.1", i64 %".204" , !dbg !9
  %".206" = load float, float* %".205", align 4, !dbg !9
  %".207" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".206", i32 0
  %".208" = shufflevector <4 x float> %".207", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".209" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".208", <4 x float> %".197", <4 x float> %".179"), !dbg !9
  %".210" = add i64 %".129", 2, !dbg !9
  %".211" = getelementptr float, float* %"tile.tmp.1", i64 %".210" , !dbg !9
  %".212" = load float, float* %".211", align 4, !dbg !9
  %".213" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".212", i32 0
  %".214" = shufflevector <4 x float> %".213", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".215" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".214", <4 x float> %".197", <4 x float> %".185"), !dbg !9
  %".216" = add i64 %".131", 2, !dbg !9
  %".217" = getelementptr float, float* %"tile.tmp.1", i64 %".216" , !dbg !9
  %".218" = load float, float* %".217", align 4, !dbg !9
  %".219" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".218", i32 0
  %".220" = shufflevector <4 x float> %".219", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".221" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".220", <4 x float> %".197", <4 x float> %".191"), !dbg !9
  %".222" = mul i64 3, 4, !dbg !9
  %".223" = add i64 %".222", 0, !dbg !9
  %".224" = add i64 %".223", 0, !dbg !9
  %".225" = getelementptr float, float* %"tile.tmp.2", i64 %".224" , !dbg !9
  %".226" = bitcast float* %".225" to <4 x float>* , !dbg !9
  %".227" = load <4 x float>, <4 x float>* %".226", align 4, !dbg !9
  %".228" = add i64 %".125", 3, !dbg !9
  %".229" = getelementptr float, float* %"tile.tmp.1", i64 %".228" , !dbg !9
  %".230" = load float, float* %".229", align 4, !dbg !9
  %".231" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".230", i32 0
  %".232" = shufflevector <4 x float> %".231", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".233" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".232", <4 x float> %".227", <4 x float> %".203"), !dbg !9
  %".234" = add i64 %".127", 3, !dbg !9
  %".235" = getelementptr float, float* %"tile.tmp.1", i64 %".234" , !dbg !9
  %".236" = load float, float* %".235", align 4, !dbg !9
  %".237" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".236", i32 0
  %".238" = shufflevector <4 x float> %".237", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".239" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".238", <4 x float> %".227", <4 x float> %".209"), !dbg !9
  %".240" = add i64 %".129", 3, !dbg !9
  %".241" = getelementptr float, float* %"tile.tmp.1", i64 %".240" , !dbg !9
  %".242" = load float, float* %".241", align 4, !dbg !9
  %".243" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".242", i32 0
  %".244" = shufflevector <4 x float> %".243", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".245" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".244", <4 x float> %".227", <4 x float> %".215"), !dbg !9
  %".246" = add i64 %".131", 3, !dbg !9
  %".247" = getelementptr float, float* %"tile.tmp.1", i64 %".246" , !dbg !9
  %".248" = load float, float* %".247", align 4, !dbg !9
  %".249" = insertelement <4 x float> <float undef, float undef, float undef, float undef>, float %".248", i32 0
  %".250" = shufflevector <4 x float> %".249", <4 x float> <float undef, float undef, float undef, float undef>, <4 x i32> <i32 0, i32 0, i32 0, i32 0> , !dbg !9
  %".251" = call <4 x float> @"llvm.fma.v4f32"(<4 x float> %".250", <4 x float> %".227", <4 x float> %".221"), !dbg !9
  %".252" = add i64 %".114", 0, !dbg !9
  %".253" = getelementptr float, float* %"tile.tmp", i64 %".252" , !dbg !9
  %".254" = bitcast float* %".253" to <4 x float>* , !dbg !9
  store <4 x float> %".233", <4 x float>* %".254", align 4, !dbg !9
  %".256" = add i64 %".117", 0, !dbg !9
  %".257" = getelementptr float, float* %"tile.tmp", i64 %".256" , !dbg !9
  %".258" = bitcast float* %".257" to <4 x float>* , !dbg !9
  store <4 x float> %".239", <4 x float>* %".258", align 4, !dbg !9
  %".260" = add i64 %".120", 0, !dbg !9
  %".261" = getelementptr float, float* %"tile.tmp", i64 %".260" , !dbg !9
  %".262" = bitcast float* %".261" to <4 x float>* , !dbg !9
  store <4 x float> %".245", <4 x float>* %".262", align 4, !dbg !9
  %".264" = add i64 %".123", 0, !dbg !9
  %".265" = getelementptr float, float* %"tile.tmp", i64 %".264" , !dbg !9
  %".266" = bitcast float* %".265" to <4 x float>* , !dbg !9
  store <4 x float> %".251", <4 x float>* %".266", align 4, !dbg !9
  %"i.2" = load i64, i64* %"i", !dbg !9
  %".268" = icmp sge i64 %"i.2", 0 , !dbg !9
  %".269" = sub i64 %"c.dim0", 4, !dbg !9
  %".270" = icmp sle i64 %"i.2", %".269" , !dbg !9
  %".271" = and i1 %".268", %".270", !dbg !9
  %".272" = and i1 1, %".271", !dbg !9
  %".273" = icmp sge i64 0, 0 , !dbg !9
  %".274" = sub i64 %"c.dim1", 4, !dbg !9
  %".275" = icmp sle i64 0, %".274" , !dbg !9
  %".276" = and i1 %".273", %".275", !dbg !9
  %".277" = and i1 %".272", %".276", !dbg !9
  %".278" = mul i64 %"i.2", %"c.stride0", !dbg !9
  %".279" = add i64 %".278", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".279" , !dbg !9
  br i1 %".277", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".84", %"tile.end.5"] , !dbg !9
  br label %"tile.loop.5", !dbg !9
tile.end.4:
  br label %"tile.done.1", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".81", %"tile.loop.5"] , !dbg !9
  %".75" = mul i64 %"lane.4", %"b.stride0", !dbg !9
  %".76" = add i64 %".75", %"lane.5", !dbg !9
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".76" , !dbg !9
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !9
  %".77" = mul i64 %"lane.4", 4, !dbg !9
  %".78" = add i64 %"lane.5", %".77", !dbg !9
  %".79" = getelementptr float, float* %"tile.tmp.2", i64 %".78" , !dbg !9
  store float %"b.lane.val", float* %".79", !dbg !9
  %".81" = add i64 %"lane.5", 1, !dbg !9
  %".82" = icmp ult i64 %".81", 4 , !dbg !9
  br i1 %".82", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.end.5:
  %".84" = add i64 %"lane.4", 1, !dbg !9
  %".85" = icmp ult i64 %".84", 4 , !dbg !9
  br i1 %".85", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.1"], [%".106", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.1", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".103", %"tile.loop.7"] , !dbg !9
  %".90" = add i64 0, %"lane.6", !dbg !9
  %".91" = icmp ult i64 %".90", %"b.dim0" , !dbg !9
  %".92" = and i1 1, %".91", !dbg !9
  %".93" = mul i64 %"lane.6", %"b.stride0", !dbg !9
  %".94" = add i64 0, %"lane.7", !dbg !9
  %".95" = icmp ult i64 %".94", %"b.dim1" , !dbg !9
  %".96" = and i1 %".92", %".95", !dbg !9
  %".97" = add i64 %".93", %"lane.7", !dbg !9
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".97" , !dbg !9
  %".98" = select  i1 %".96", ptr %"b.lane.1", float* %"b.other" , !dbg !9
  %"b.lane.val.1" = load float, ptr %".98", !dbg !9
  %".99" = mul i64 %"lane.6", 4, !dbg !9
  %".100" = add i64 %"lane.7", %".99", !dbg !9
  %".101" = getelementptr float, float* %"tile.tmp.2", i64 %".100" , !dbg !9
  store float %"b.lane.val.1", float* %".101", !dbg !9
  %".103" = add i64 %"lane.7", 1, !dbg !9
  %".104" = icmp ult i64 %".103", 4 , !dbg !9
  br i1 %".104", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".106" = add i64 %"lane.6", 1, !dbg !9
  %".107" = icmp ult i64 %".106", 4 , !dbg !9
  br i1 %".107", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.inside.2:
  br label %"tile.loop.8", !dbg !9
tile.masked.2:
  br label %"tile.loop.10", !dbg !9
tile.done.2:
  ret void
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.inside.2"], [%".293", %"tile.end.9"] , !dbg !9
  br label %"tile.loop.9", !dbg !9
tile.end.8:
  br label %"tile.done.2", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".290", %"tile.loop.9"] , !dbg !9
  %".283" = mul i64 %"lane.8", 4, !dbg !9
  %".284" = add i64 %"lane.9", %".283", !dbg !9
  %".285" = getelementptr float, float* %"tile.tmp", i64 %".284" , !dbg !9
  %".286" = load float, float* %".285", !dbg !9
  %".287" = mul i64 %"lane.8", %"c.stride0", !dbg !9
  %".288" = add i64 %".287", %"lane.9", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".288" , !dbg !9
  store float %".286", ptr %"c.lane", !dbg !9
  %".290" = add i64 %"lane.9", 1, !dbg !9
  %".291" = icmp ult i64 %".290", 4 , !dbg !9
  br i1 %".291", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.end.9:
  %".293" = add i64 %"lane.8", 1, !dbg !9
  %".294" = icmp ult i64 %".293", 4 , !dbg !9
  br i1 %".294", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.masked.2"], [%".316", %"tile.end.11"] , !dbg !9
  br label %"tile.loop.11", !dbg !9
tile.end.10:
  br label %"tile.done.2", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".313", %"tile.loop.11"] , !dbg !9
  %".299" = mul i64 %"lane.10", 4, !dbg !9
  %".300" = add i64 %"lane.11", %".299", !dbg !9
  %".301" = getelementptr float, float* %"tile.tmp", i64 %".300" , !dbg !9
  %".302" = load float, float* %".301", !dbg !9
  %".303" = add i64 %"i.2", %"lane.10", !dbg !9
  %".304" = icmp ult i64 %".303", %"c.dim0" , !dbg !9
  %".305" = and i1 1, %".304", !dbg !9
  %".306" = mul i64 %"lane.10", %"c.stride0", !dbg !9
  %".307" = add i64 0, %"lane.11", !dbg !9
  %".308" = icmp ult i64 %".307", %"c.dim1" , !dbg !9
  %".309" = and i1 %".305", %".308", !dbg !9
  %".310" = add i64 %".306", %"lane.11", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".310" , !dbg !9
  %".311" = select  i1 %".309", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".302", ptr %".311", !dbg !9
  %".313" = add i64 %"lane.11", 1, !dbg !9
  %".314" = icmp ult i64 %".313", 4 , !dbg !9
  br i1 %".314", label %"tile.loop.11", label %"tile.end.11", !dbg !9
tile.end.11:
  %".316" = add i64 %"lane.10", 1, !dbg !9
  %".317" = icmp ult i64 %".316", 4 , !dbg !9
  br i1 %".317", label %"tile.loop.10", label %"tile.end.10", !dbg !9
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
