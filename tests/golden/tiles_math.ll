; ---- kernel tile_math, variant aiv
; ModuleID = "tile_math.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"t" = alloca float, i64 16, align 32
  %"m" = alloca float, i64 2, align 32
  %"e" = alloca float, i64 16, align 32
  %"u" = alloca float, i64 16, align 32
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.other" = alloca float
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"x.dim1.addr" = getelementptr i8, ptr %"x.desc", i64 32
  %"x.dim1" = load i64, ptr %"x.dim1.addr"
  %"x.stride0" = mul i64 1, %"x.dim1"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"reduce.acc" = alloca <8 x float>
  %"reduce.acc.1" = alloca <8 x float>
  %"tile.tmp" = alloca float, i64 2, align 32
  %"reduce.acc.2" = alloca <8 x float>
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.dim0.addr" = getelementptr i8, ptr %"y.desc", i64 24
  %"y.dim0" = load i64, ptr %"y.dim0.addr"
  %"y.dim1.addr" = getelementptr i8, ptr %"y.desc", i64 32
  %"y.dim1" = load i64, ptr %"y.dim1.addr"
  %"y.stride0" = mul i64 1, %"y.dim1"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"y.masked" = alloca float
  %"tile.tmp.1" = alloca float, i64 2, align 32
  %"reduce.acc.3" = alloca <8 x float>
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.dim0.addr" = getelementptr i8, ptr %"out.desc", i64 24
  %"out.dim0" = load i64, ptr %"out.dim0.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"out.masked" = alloca float
  br label %"body"
body:
  br label %"tile.loop"
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".7", %"tile.loop"]
  %".5" = getelementptr float, float* %"t", i64 %"lane"
  store float              0x0, float* %".5"
  %".7" = add i64 %"lane", 1
  %".8" = icmp ult i64 %".7", 16
  br i1 %".8", label %"tile.loop", label %"tile.end"
tile.end:
  br label %"tile.loop.1"
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.end"], [%".13", %"tile.loop.1"]
  %".11" = getelementptr float, float* %"m", i64 %"lane.1"
  store float              0x0, float* %".11"
  %".13" = add i64 %"lane.1", 1
  %".14" = icmp ult i64 %".13", 2
  br i1 %".14", label %"tile.loop.1", label %"tile.end.1"
tile.end.1:
  br label %"tile.loop.2"
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.end.1"], [%".19", %"tile.loop.2"]
  %".17" = getelementptr float, float* %"e", i64 %"lane.2"
  store float              0x0, float* %".17"
  %".19" = add i64 %"lane.2", 1
  %".20" = icmp ult i64 %".19", 16
  br i1 %".20", label %"tile.loop.2", label %"tile.end.2"
tile.end.2:
  br label %"tile.loop.3"
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.end.2"], [%".25", %"tile.loop.3"]
  %".23" = getelementptr float, float* %"u", i64 %"lane.3"
  store float              0x0, float* %".23"
  %".25" = add i64 %"lane.3", 1
  %".26" = icmp ult i64 %".25", 16
  br i1 %".26", label %"tile.loop.3", label %"tile.end.3"
tile.end.3:
  %".28" = mul i64 %"block_idx", 2, !dbg !7
  store i64 %".28", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !8
  %".30" = getelementptr float, float* %"x.other", i64 0 , !dbg !8
  store float              0x0, float* %".30", !dbg !8
  %".32" = icmp sge i64 %"i.1", 0 , !dbg !8
  %".33" = sub i64 %"x.dim0", 2, !dbg !8
  %".34" = icmp sle i64 %"i.1", %".33" , !dbg !8
  %".35" = and i1 %".32", %".34", !dbg !8
  %".36" = and i1 1, %".35", !dbg !8
  %".37" = icmp sge i64 0, 0 , !dbg !8
  %".38" = sub i64 %"x.dim1", 8, !dbg !8
  %".39" = icmp sle i64 0, %".38" , !dbg !8
  %".40" = and i1 %".37", %".39", !dbg !8
  %".41" = and i1 %".36", %".40", !dbg !8
  %".42" = mul i64 %"i.1", %"x.stride0", !dbg !8
  %".43" = add i64 %".42", 0, !dbg !8
  %"x.window" = getelementptr float, ptr %"x.base", i64 %".43" , !dbg !8
  br i1 %".41", label %"tile.inside", label %"tile.masked", !dbg !8
tile.inside:
  br label %"tile.loop.4", !dbg !8
tile.masked:
  br label %"tile.loop.6", !dbg !8
tile.done:
  br label %"tile.loop.7", !dbg !12
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside"], [%".56", %"tile.end.5"] , !dbg !8
  br label %"tile.loop.5", !dbg !8
tile.end.4:
  br label %"tile.done", !dbg !8
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".53", %"tile.loop.5"] , !dbg !8
  %".47" = mul i64 %"lane.4", %"x.stride0", !dbg !8
  %".48" = add i64 %".47", %"lane.5", !dbg !8
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %".48" , !dbg !8
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !8
  %".49" = mul i64 %"lane.4", 8, !dbg !8
  %".50" = add i64 %"lane.5", %".49", !dbg !8
  %".51" = getelementptr float, float* %"t", i64 %".50" , !dbg !8
  store float %"x.lane.val", float* %".51", !dbg !8
  %".53" = add i64 %"lane.5", 1, !dbg !8
  %".54" = icmp ult i64 %".53", 8 , !dbg !8
  br i1 %".54", label %"tile.loop.5", label %"tile.end.5", !dbg !8
tile.end.5:
  %".56" = add i64 %"lane.4", 1, !dbg !8
  %".57" = icmp ult i64 %".56", 2 , !dbg !8
  br i1 %".57", label %"tile.loop.4", label %"tile.end.4", !dbg !8
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked"], [%".114", %"edge.done.1"] , !dbg !8
  %".61" = add i64 %"i.1", %"lane.6", !dbg !8
  %".62" = icmp ult i64 %".61", %"x.dim0" , !dbg !8
  %".63" = and i1 1, %".62", !dbg !8
  %".64" = icmp slt i64 0, -8 , !dbg !8
  %".65" = icmp slt i64 0, 0 , !dbg !8
  %".66" = sub i64 0, 0, !dbg !8
  %".67" = select  i1 %".65", i64 %".66", i64 0 , !dbg !8
  %".68" = select  i1 %".64", i64 8, i64 %".67" , !dbg !8
  %".69" = icmp sge i64 0, %"x.dim1" , !dbg !8
  %".70" = sub i64 %"x.dim1", 8, !dbg !8
  %".71" = icmp slt i64 0, %".70" , !dbg !8
  %".72" = sub i64 %"x.dim1", 0, !dbg !8
  %".73" = select  i1 %".71", i64 8, i64 %".72" , !dbg !8
  %".74" = select  i1 %".69", i64 0, i64 %".73" , !dbg !8
  %".75" = icmp sgt i64 0, %".68" , !dbg !8
  %".76" = select  i1 %".75", i64 0, i64 %".68" , !dbg !8
  %".77" = icmp slt i64 8, %".74" , !dbg !8
  %".78" = select  i1 %".77", i64 8, i64 %".74" , !dbg !8
  %".79" = icmp sgt i64 %".78", %".76" , !dbg !8
  %".80" = select  i1 %".79", i64 %".78", i64 %".76" , !dbg !8
  %"edge.lo" = select  i1 %".63", i64 %".76", i64 0 , !dbg !8
  %"edge.hi" = select  i1 %".63", i64 %".80", i64 0 , !dbg !8
  %"edge.inner" = sub i64 %"edge.hi", %"edge.lo", !dbg !8
  %".81" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !8
  br i1 %".81", label %"edge.loop", label %"edge.done", !dbg !8
tile.end.6:
  br label %"tile.done", !dbg !8
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.loop.6"], [%".89", %"edge.loop"] , !dbg !8
  %".83" = mul i64 %"lane.6", %"x.stride0", !dbg !8
  %".84" = add i64 %".83", %"edge.lane", !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %".84" , !dbg !8
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !8
  %".85" = mul i64 %"lane.6", 8, !dbg !8
  %".86" = add i64 %"edge.lane", %".85", !dbg !8
  %".87" = getelementptr float, float* %"t", i64 %".86" , !dbg !8
  store float %"x.lane.val.1", float* %".87", !dbg !8
  %".89" = add i64 %"edge.lane", 1, !dbg !8
  %".90" = icmp slt i64 %".89", %"edge.hi" , !dbg !8
  br i1 %".90", label %"edge.loop", label %"edge.done", !dbg !8
edge.done:
  %".92" = sub i64 8, %"edge.inner", !dbg !8
  %".93" = icmp slt i64 0, %".92" , !dbg !8
  br i1 %".93", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".111", %"edge.loop.1"] , !dbg !8
  %".95" = icmp ult i64 %"edge.lane.1", %"edge.lo" , !dbg !8
  %".96" = add i64 %"edge.lane.1", %"edge.inner", !dbg !8
  %".97" = select  i1 %".95", i64 %"edge.lane.1", i64 %".96" , !dbg !8
  %".98" = add i64 %"i.1", %"lane.6", !dbg !8
  %".99" = icmp ult i64 %".98", %"x.dim0" , !dbg !8
  %".100" = and i1 1, %".99", !dbg !8
  %".101" = mul i64 %"lane.6", %"x.stride0", !dbg !8
  %".102" = add i64 0, %".97", !dbg !8
  %".103" = icmp ult i64 %".102", %"x.dim1" , !dbg !8
  %".104" = and i1 %".100", %".103", !dbg !8
  %".105" = add i64 %".101", %".97", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".105" , !dbg !8
  %".106" = select  i1 %".104", ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".106", !dbg !8
  %".107" = mul i64 %"lane.6", 8, !dbg !8
  %".108" = add i64 %".97", %".107", !dbg !8
  %".109" = getelementptr float, float* %"t", i64 %".108" , !dbg !8
  store float %"x.lane.val.2", float* %".109", !dbg !8
  %".111" = add i64 %"edge.lane.1", 1, !dbg !8
  %".112" = icmp slt i64 %".111", %".92" , !dbg !8
  br i1 %".112", label %"edge.loop.1", label %"edge.done.1", !dbg !8, !llvm.loop !11
edge.done.1:
  %".114" = add i64 %"lane.6", 1, !dbg !8
  %".115" = icmp ult i64 %".114", 2 , !dbg !8
  br i1 %".115", label %"tile.loop.6", label %"tile.end.6", !dbg !8
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.done"], [%".164", %"tile.loop.7"] , !dbg !12
  %".119" = mul i64 %"lane.7", 8, !dbg !12
  %".120" = getelementptr float, float* %"t", i64 %".119" , !dbg !12
  %".121" = load float, float* %".120", !dbg !12
  %".122" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".121", i64 0
  %".123" = insertelement <8 x float> %".122", float %".121", i64 1
  %".124" = insertelement <8 x float> %".123", float %".121", i64 2
  %".125" = insertelement <8 x float> %".124", float %".121", i64 3
  %".126" = insertelement <8 x float> %".125", float %".121", i64 4
  %".127" = insertelement <8 x float> %".126", float %".121", i64 5
  %".128" = insertelement <8 x float> %".127", float %".121", i64 6
  %".129" = insertelement <8 x float> %".128", float %".121", i64 7
  store <8 x float> %".129", <8 x float>* %"reduce.acc", !dbg !12
  %".131" = mul i64 0, 8, !dbg !12
  %".132" = add i64 %".119", %".131", !dbg !12
  %".133" = getelementptr float, float* %"t", i64 %".132" , !dbg !12
  %".134" = load <8 x float>, float* %".133", align 4, !dbg !12
  %".135" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !12
  %".136" = fcmp olt <8 x float> %".135", %".134" , !dbg !12
  %".137" = select  <8 x i1> %".136", <8 x float> %".134", <8 x float> %".135" , !dbg !12
  store <8 x float> %".137", <8 x float>* %"reduce.acc", !dbg !12
  %".139" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !12
  %".140" = extractelement <8 x float> %".139", i64 0
  %".141" = extractelement <8 x float> %".139", i64 1
  %".142" = extractelement <8 x float> %".139", i64 2
  %".143" = extractelement <8 x float> %".139", i64 3
  %".144" = extractelement <8 x float> %".139", i64 4
  %".145" = extractelement <8 x float> %".139", i64 5
  %".146" = extractelement <8 x float> %".139", i64 6
  %".147" = extractelement <8 x float> %".139", i64 7
  %".148" = fcmp olt float %".140", %".141" , !dbg !12
  %".149" = select  i1 %".148", float %".141", float %".140" , !dbg !12
  %".150" = fcmp olt float %".149", %".142" , !dbg !12
  %".151" = select  i1 %".150", float %".142", float %".149" , !dbg !12
  %".152" = fcmp olt float %".151", %".143" , !dbg !12
  %".153" = select  i1 %".152", float %".143", float %".151" , !dbg !12
  %".154" = fcmp olt float %".153", %".144" , !dbg !12
  %".155" = select  i1 %".154", float %".144", float %".153" , !dbg !12
  %".156" = fcmp olt float %".155", %".145" , !dbg !12
  %".157" = select  i1 %".156", float %".145", float %".155" , !dbg !12
  %".158" = fcmp olt float %".157", %".146" , !dbg !12
  %".159" = select  i1 %".158", float %".146", float %".157" , !dbg !12
  %".160" = fcmp olt float %".159", %".147" , !dbg !12
  %".161" = select  i1 %".160", float %".147", float %".159" , !dbg !12
  %".162" = getelementptr float, float* %"m", i64 %"lane.7" , !dbg !12
  store float %".161", float* %".162", !dbg !12
  %".164" = add i64 %"lane.7", 1, !dbg !12
  %".165" = icmp ult i64 %".164", 2 , !dbg !12
  br i1 %".165", label %"tile.loop.7", label %"tile.end.7", !dbg !12
tile.end.7:
  br label %"tile.loop.8", !dbg !13
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.end.7"], [%".184", %"tile.end.9"] , !dbg !13
  br label %"tile.loop.9", !dbg !13
tile.end.8:
  br label %"tile.loop.10", !dbg !14
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".181", %"tile.loop.9"] , !dbg !13
  %".169" = mul i64 %"lane.8", 8, !dbg !13
  %".170" = add i64 %"lane.9", %".169", !dbg !13
  %".171" = getelementptr float, float* %"t", i64 %".170" , !dbg !13
  %".172" = load float, float* %".171", !dbg !13
  %".173" = getelementptr float, float* %"m", i64 %"lane.8" , !dbg !13
  %".174" = load float, float* %".173", !dbg !13
  %".175" = fsub float %".172", %".174", !dbg !13
  %".176" = call float @"incore.exp.f32"(float %".175"), !dbg !13
  %".177" = mul i64 %"lane.8", 8, !dbg !13
  %".178" = add i64 %"lane.9", %".177", !dbg !13
  %".179" = getelementptr float, float* %"e", i64 %".178" , !dbg !13
  store float %".176", float* %".179", !dbg !13
  %".181" = add i64 %"lane.9", 1, !dbg !13
  %".182" = icmp ult i64 %".181", 8 , !dbg !13
  br i1 %".182", label %"tile.loop.9", label %"tile.end.9", !dbg !13
tile.end.9:
  %".184" = add i64 %"lane.8", 1, !dbg !13
  %".185" = icmp ult i64 %".184", 2 , !dbg !13
  br i1 %".185", label %"tile.loop.8", label %"tile.end.8", !dbg !13
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.end.8"], [%".200", %"tile.end.11"] , !dbg !14
  br label %"tile.loop.11", !dbg !14
tile.end.10:
  %".203" = mul i64 0, 8, !dbg !15
  %".204" = add i64 0, %".203", !dbg !15
  %".205" = getelementptr float, float* %"e", i64 0 , !dbg !15
  %".206" = load float, float* %".205", !dbg !15
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.1", !dbg !15
  br label %"tile.loop.12", !dbg !15
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".197", %"tile.loop.11"] , !dbg !14
  %".189" = mul i64 %"lane.10", 8, !dbg !14
  %".190" = add i64 %"lane.11", %".189", !dbg !14
  %".191" = getelementptr float, float* %"e", i64 %".190" , !dbg !14
  %".192" = load float, float* %".191", !dbg !14
  %".193" = mul i64 %"lane.10", 8, !dbg !14
  %".194" = add i64 %"lane.11", %".193", !dbg !14
  %".195" = getelementptr float, float* %"u", i64 %".194" , !dbg !14
  store float %".192", float* %".195", !dbg !14
  %".197" = add i64 %"lane.11", 1, !dbg !14
  %".198" = icmp ult i64 %".197", 8 , !dbg !14
  br i1 %".198", label %"tile.loop.11", label %"tile.end.11", !dbg !14
tile.end.11:
  %".200" = add i64 %"lane.10", 1, !dbg !14
  %".201" = icmp ult i64 %".200", 2 , !dbg !14
  br i1 %".201", label %"tile.loop.10", label %"tile.end.10", !dbg !14
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.end.10"], [%".216", %"tile.loop.12"] , !dbg !15
  %".209" = mul i64 %"lane.12", 8, !dbg !15
  %".210" = add i64 0, %".209", !dbg !15
  %".211" = getelementptr float, float* %"e", i64 %".210" , !dbg !15
  %".212" = load <8 x float>, float* %".211", align 4, !dbg !15
  %".213" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !15
  %".214" = fadd <8 x float> %".213", %".212", !dbg !15
  store <8 x float> %".214", <8 x float>* %"reduce.acc.1", !dbg !15
  %".216" = add i64 %"lane.12", 1, !dbg !15
  %".217" = icmp ult i64 %".216", 2 , !dbg !15
  br i1 %".217", label %"tile.loop.12", label %"tile.end.12", !dbg !15
tile.end.12:
  %".219" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !15
  %".220" = extractelement <8 x float> %".219", i64 0
  %".221" = extractelement <8 x float> %".219", i64 1
  %".222" = extractelement <8 x float> %".219", i64 2
  %".223" = extractelement <8 x float> %".219", i64 3
  %".224" = extractelement <8 x float> %".219", i64 4
  %".225" = extractelement <8 x float> %".219", i64 5
  %".226" = extractelement <8 x float> %".219", i64 6
  %".227" = extractelement <8 x float> %".219", i64 7
  %".228" = fadd float %".220", %".221", !dbg !15
  %".229" = fadd float %".228", %".222", !dbg !15
  %".230" = fadd float %".229", %".223", !dbg !15
  %".231" = fadd float %".230", %".224", !dbg !15
  %".232" = fadd float %".231", %".225", !dbg !15
  %".233" = fadd float %".232", %".226", !dbg !15
  %".234" = fadd float %".233", %".227", !dbg !15
  %".235" = getelementptr float, float* %"u", i64 %".204" , !dbg !15
  store float %".234", float* %".235", !dbg !15
  br label %"tile.loop.13", !dbg !16
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.end.12"], [%".267", %"tile.loop.13"] , !dbg !16
  %".238" = mul i64 %"lane.13", 8, !dbg !16
  %".239" = getelementptr float, float* %"e", i64 %".238" , !dbg !16
  %".240" = load float, float* %".239", !dbg !16
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.2", !dbg !16
  %".242" = mul i64 0, 8, !dbg !16
  %".243" = add i64 %".238", %".242", !dbg !16
  %".244" = getelementptr float, float* %"e", i64 %".243" , !dbg !16
  %".245" = load <8 x float>, float* %".244", align 4, !dbg !16
  %".246" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !16
  %".247" = fadd <8 x float> %".246", %".245", !dbg !16
  store <8 x float> %".247", <8 x float>* %"reduce.acc.2", !dbg !16
  %".249" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !16
  %".250" = extractelement <8 x float> %".249", i64 0
  %".251" = extractelement <8 x float> %".249", i64 1
  %".252" = extractelement <8 x float> %".249", i64 2
  %".253" = extractelement <8 x float> %".249", i64 3
  %".254" = extractelement <8 x float> %".249", i64 4
  %".255" = extractelement <8 x float> %".249", i64 5
  %".256" = extractelement <8 x float> %".249", i64 6
  %".257" = extractelement <8 x float> %".249", i64 7
  %".258" = fadd float %".250", %".251", !dbg !16
  %".259" = fadd float %".258", %".252", !dbg !16
  %".260" = fadd float %".259", %".253", !dbg !16
  %".261" = fadd float %".260", %".254", !dbg !16
  %".262" = fadd float %".261", %".255", !dbg !16
  %".263" = fadd float %".262", %".256", !dbg !16
  %".264" = fadd float %".263", %".257", !dbg !16
  %".265" = getelementptr float, float* %"tile.tmp", i64 %"lane.13" , !dbg !16
  store float %".264", float* %".265", !dbg !16
  %".267" = add i64 %"lane.13", 1, !dbg !16
  %".268" = icmp ult i64 %".267", 2 , !dbg !16
  br i1 %".268", label %"tile.loop.13", label %"tile.end.13", !dbg !16
tile.end.13:
  %".270" = mul i64 0, 8, !dbg !16
  %".271" = add i64 0, %".270", !dbg !16
  %".272" = getelementptr float, float* %"u", i64 %".271" , !dbg !16
  %".273" = load float, float* %".272", !dbg !16
  %"i.2" = load i64, i64* %"i", !dbg !16
  %".274" = icmp sge i64 %"i.2", 0 , !dbg !16
  %".275" = sub i64 %"y.dim0", 2, !dbg !16
  %".276" = icmp sle i64 %"i.2", %".275" , !dbg !16
  %".277" = and i1 %".274", %".276", !dbg !16
  %".278" = and i1 1, %".277", !dbg !16
  %".279" = icmp sge i64 0, 0 , !dbg !16
  %".280" = sub i64 %"y.dim1", 8, !dbg !16
  %".281" = icmp sle i64 0, %".280" , !dbg !16
  %".282" = and i1 %".279", %".281", !dbg !16
  %".283" = and i1 %".278", %".282", !dbg !16
  %".284" = mul i64 %"i.2", %"y.stride0", !dbg !16
  %".285" = add i64 %".284", 0, !dbg !16
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".285" , !dbg !16
  br i1 %".283", label %"tile.inside.1", label %"tile.masked.1", !dbg !16
tile.inside.1:
  br label %"tile.loop.14", !dbg !16
tile.masked.1:
  br label %"tile.loop.16", !dbg !16
tile.done.1:
  br label %"tile.loop.18", !dbg !17
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.inside.1"], [%".304", %"tile.end.15"] , !dbg !16
  br label %"tile.loop.15", !dbg !16
tile.end.14:
  br label %"tile.done.1", !dbg !16
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".301", %"tile.loop.15"] , !dbg !16
  %".289" = mul i64 %"lane.14", 8, !dbg !16
  %".290" = add i64 %"lane.15", %".289", !dbg !16
  %".291" = getelementptr float, float* %"e", i64 %".290" , !dbg !16
  %".292" = load float, float* %".291", !dbg !16
  %".293" = getelementptr float, float* %"tile.tmp", i64 %"lane.14" , !dbg !16
  %".294" = load float, float* %".293", !dbg !16
  %".295" = fdiv float %".292", %".294", !dbg !16
  %".296" = fmul float %".273",              0x0, !dbg !16
  %".297" = fadd float %".295", %".296", !dbg !16
  %".298" = mul i64 %"lane.14", %"y.stride0", !dbg !16
  %".299" = add i64 %".298", %"lane.15", !dbg !16
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".299" , !dbg !16
  store float %".297", ptr %"y.lane", !dbg !16
  %".301" = add i64 %"lane.15", 1, !dbg !16
  %".302" = icmp ult i64 %".301", 8 , !dbg !16
  br i1 %".302", label %"tile.loop.15", label %"tile.end.15", !dbg !16
tile.end.15:
  %".304" = add i64 %"lane.14", 1, !dbg !16
  %".305" = icmp ult i64 %".304", 2 , !dbg !16
  br i1 %".305", label %"tile.loop.14", label %"tile.end.14", !dbg !16
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.masked.1"], [%".332", %"tile.end.17"] , !dbg !16
  br label %"tile.loop.17", !dbg !16
tile.end.16:
  br label %"tile.done.1", !dbg !16
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".329", %"tile.loop.17"] , !dbg !16
  %".310" = mul i64 %"lane.16", 8, !dbg !16
  %".311" = add i64 %"lane.17", %".310", !dbg !16
  %".312" = getelementptr float, float* %"e", i64 %".311" , !dbg !16
  %".313" = load float, float* %".312", !dbg !16
  %".314" = getelementptr float, float* %"tile.tmp", i64 %"lane.16" , !dbg !16
  %".315" = load float, float* %".314", !dbg !16
  %".316" = fdiv float %".313", %".315", !dbg !16
  %".317" = fmul float %".273",              0x0, !dbg !16
  %".318" = fadd float %".316", %".317", !dbg !16
  %".319" = add i64 %"i.2", %"lane.16", !dbg !16
  %".320" = icmp ult i64 %".319", %"y.dim0" , !dbg !16
  %".321" = and i1 1, %".320", !dbg !16
  %".322" = mul i64 %"lane.16", %"y.stride0", !dbg !16
  %".323" = add i64 0, %"lane.17", !dbg !16
  %".324" = icmp ult i64 %".323", %"y.dim1" , !dbg !16
  %".325" = and i1 %".321", %".324", !dbg !16
  %".326" = add i64 %".322", %"lane.17", !dbg !16
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".326" , !dbg !16
  %".327" = select  i1 %".325", ptr %"y.lane.1", float* %"y.masked" , !dbg !16
  store float %".318", ptr %".327", !dbg !16
  %".329" = add i64 %"lane.17", 1, !dbg !16
  %".330" = icmp ult i64 %".329", 8 , !dbg !16
  br i1 %".330", label %"tile.loop.17", label %"tile.end.17", !dbg !16
tile.end.17:
  %".332" = add i64 %"lane.16", 1, !dbg !16
  %".333" = icmp ult i64 %".332", 2 , !dbg !16
  br i1 %".333", label %"tile.loop.16", label %"tile.end.16", !dbg !16
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.done.1"], [%".382", %"tile.loop.18"] , !dbg !17
  %".337" = mul i64 %"lane.18", 8, !dbg !17
  %".338" = getelementptr float, float* %"t", i64 %".337" , !dbg !17
  %".339" = load float, float* %".338", !dbg !17
  %".340" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".339", i64 0
  %".341" = insertelement <8 x float> %".340", float %".339", i64 1
  %".342" = insertelement <8 x float> %".341", float %".339", i64 2
  %".343" = insertelement <8 x float> %".342", float %".339", i64 3
  %".344" = insertelement <8 x float> %".343", float %".339", i64 4
  %".345" = insertelement <8 x float> %".344", float %".339", i64 5
  %".346" = insertelement <8 x float> %".345", float %".339", i64 6
  %".347" = insertelement <8 x float> %".346", float %".339", i64 7
  store <8 x float> %".347", <8 x float>* %"reduce.acc.3", !dbg !17
  %".349" = mul i64 0, 8, !dbg !17
  %".350" = add i64 %".337", %".349", !dbg !17
  %".351" = getelementptr float, float* %"t", i64 %".350" , !dbg !17
  %".352" = load <8 x float>, float* %".351", align 4, !dbg !17
  %".353" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !17
  %".354" = fcmp olt <8 x float> %".352", %".353" , !dbg !17
  %".355" = select  <8 x i1> %".354", <8 x float> %".352", <8 x float> %".353" , !dbg !17
  store <8 x float> %".355", <8 x float>* %"reduce.acc.3", !dbg !17
  %".357" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !17
  %".358" = extractelement <8 x float> %".357", i64 0
  %".359" = extractelement <8 x float> %".357", i64 1
  %".360" = extractelement <8 x float> %".357", i64 2
  %".361" = extractelement <8 x float> %".357", i64 3
  %".362" = extractelement <8 x float> %".357", i64 4
  %".363" = extractelement <8 x float> %".357", i64 5
  %".364" = extractelement <8 x float> %".357", i64 6
  %".365" = extractelement <8 x float> %".357", i64 7
  %".366" = fcmp olt float %".359", %".358" , !dbg !17
  %".367" = select  i1 %".366", float %".359", float %".358" , !dbg !17
  %".368" = fcmp olt float %".360", %".367" , !dbg !17
  %".369" = select  i1 %".368", float %".360", float %".367" , !dbg !17
  %".370" = fcmp olt float %".361", %".369" , !dbg !17
  %".371" = select  i1 %".370", float %".361", float %".369" , !dbg !17
  %".372" = fcmp olt float %".362", %".371" , !dbg !17
  %".373" = select  i1 %".372", float %".362", float %".371" , !dbg !17
  %".374" = fcmp olt float %".363", %".373" , !dbg !17
  %".375" = select  i1 %".374", float %".363", float %".373" , !dbg !17
  %".376" = fcmp olt float %".364", %".375" , !dbg !17
  %".377" = select  i1 %".376", float %".364", float %".375" , !dbg !17
  %".378" = fcmp olt float %".365", %".377" , !dbg !17
  %".379" = select  i1 %".378", float %".365", float %".377" , !dbg !17
  %".380" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.18" , !dbg !17
  store float %".379", float* %".380", !dbg !17
  %".382" = add i64 %"lane.18", 1, !dbg !17
  %".383" = icmp ult i64 %".382", 2 , !dbg !17
  br i1 %".383", label %"tile.loop.18", label %"tile.end.18", !dbg !17
tile.end.18:
  %"i.3" = load i64, i64* %"i", !dbg !17
  %".385" = icmp sge i64 %"i.3", 0 , !dbg !17
  %".386" = sub i64 %"out.dim0", 2, !dbg !17
  %".387" = icmp sle i64 %"i.3", %".386" , !dbg !17
  %".388" = and i1 %".385", %".387", !dbg !17
  %".389" = and i1 1, %".388", !dbg !17
  %"out.window" = getelementptr float, ptr %"out.base", i64 %"i.3" , !dbg !17
  br i1 %".389", label %"tile.inside.2", label %"tile.masked.2", !dbg !17
tile.inside.2:
  br label %"tile.loop.19", !dbg !17
tile.masked.2:
  %".399" = icmp slt i64 %"i.3", -2 , !dbg !17
  %".400" = icmp slt i64 %"i.3", 0 , !dbg !17
  %".401" = sub i64 0, %"i.3", !dbg !17
  %".402" = select  i1 %".400", i64 %".401", i64 0 , !dbg !17
  %".403" = select  i1 %".399", i64 2, i64 %".402" , !dbg !17
  %".404" = icmp sge i64 %"i.3", %"out.dim0" , !dbg !17
  %".405" = sub i64 %"out.dim0", 2, !dbg !17
  %".406" = icmp slt i64 %"i.3", %".405" , !dbg !17
  %".407" = sub i64 %"out.dim0", %"i.3", !dbg !17
  %".408" = select  i1 %".406", i64 2, i64 %".407" , !dbg !17
  %".409" = select  i1 %".404", i64 0, i64 %".408" , !dbg !17
  %".410" = icmp sgt i64 0, %".403" , !dbg !17
  %".411" = select  i1 %".410", i64 0, i64 %".403" , !dbg !17
  %".412" = icmp slt i64 2, %".409" , !dbg !17
  %".413" = select  i1 %".412", i64 2, i64 %".409" , !dbg !17
  %".414" = icmp sgt i64 %".413", %".411" , !dbg !17
  %".415" = select  i1 %".414", i64 %".413", i64 %".411" , !dbg !17
  %"edge.lo.1" = select  i1 1, i64 %".411", i64 0 , !dbg !17
  %"edge.hi.1" = select  i1 1, i64 %".415", i64 0 , !dbg !17
  %"edge.inner.1" = sub i64 %"edge.hi.1", %"edge.lo.1", !dbg !17
  %".416" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !17
  br i1 %".416", label %"edge.loop.2", label %"edge.done.2", !dbg !17
tile.done.2:
  ret void
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.inside.2"], [%".395", %"tile.loop.19"] , !dbg !17
  %".392" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.19" , !dbg !17
  %".393" = load float, float* %".392", !dbg !17
  %"out.lane" = getelementptr float, ptr %"out.window", i64 %"lane.19" , !dbg !17
  store float %".393", ptr %"out.lane", !dbg !17
  %".395" = add i64 %"lane.19", 1, !dbg !17
  %".396" = icmp ult i64 %".395", 2 , !dbg !17
  br i1 %".396", label %"tile.loop.19", label %"tile.end.19", !dbg !17
tile.end.19:
  br label %"tile.done.2", !dbg !17
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.lo.1", %"tile.masked.2"], [%".421", %"edge.loop.2"] , !dbg !17
  %".418" = getelementptr float, float* %"tile.tmp.1", i64 %"edge.lane.2" , !dbg !17
  %".419" = load float, float* %".418", !dbg !17
  %"out.lane.1" = getelementptr float, ptr %"out.window", i64 %"edge.lane.2" , !dbg !17
  store float %".419", ptr %"out.lane.1", !dbg !17
  %".421" = add i64 %"edge.lane.2", 1, !dbg !17
  %".422" = icmp slt i64 %".421", %"edge.hi.1" , !dbg !17
  br i1 %".422", label %"edge.loop.2", label %"edge.done.2", !dbg !17
edge.done.2:
  %".424" = sub i64 2, %"edge.inner.1", !dbg !17
  %".425" = icmp slt i64 0, %".424" , !dbg !17
  br i1 %".425", label %"edge.loop.3", label %"edge.done.3", !dbg !17
edge.loop.3:
  %"edge.lane.3" = phi  i64 [0, %"edge.done.2"], [%".437", %"edge.loop.3"] , !dbg !17
  %".427" = icmp ult i64 %"edge.lane.3", %"edge.lo.1" , !dbg !17
  %".428" = add i64 %"edge.lane.3", %"edge.inner.1", !dbg !17
  %".429" = select  i1 %".427", i64 %"edge.lane.3", i64 %".428" , !dbg !17
  %".430" = getelementptr float, float* %"tile.tmp.1", i64 %".429" , !dbg !17
  %".431" = load float, float* %".430", !dbg !17
  %".432" = add i64 %"i.3", %".429", !dbg !17
  %".433" = icmp ult i64 %".432", %"out.dim0" , !dbg !17
  %".434" = and i1 1, %".433", !dbg !17
  %"out.lane.2" = getelementptr float, ptr %"out.window", i64 %".429" , !dbg !17
  %".435" = select  i1 %".434", ptr %"out.lane.2", float* %"out.masked" , !dbg !17
  store float %".431", ptr %".435", !dbg !17
  %".437" = add i64 %"edge.lane.3", 1, !dbg !17
  %".438" = icmp slt i64 %".437", %".424" , !dbg !17
  br i1 %".438", label %"edge.loop.3", label %"edge.done.3", !dbg !17, !llvm.loop !18
edge.done.3:
  br label %"tile.done.2", !dbg !17
}

define internal float @"incore.exp.f32"(float %"x") #0
{
entry:
  %".3" = fcmp ole float %"x", 0x4056400000000000
  %".4" = select  i1 %".3", float %"x", float 0x4056400000000000
  %".5" = fcmp oge float %".4", 0xc05a000000000000
  %".6" = select  i1 %".5", float %".4", float 0xc05a000000000000
  %".7" = fmul float %".6", 0x3ff7154760000000
  %".8" = fadd float %".7", 0x4168000000000000
  %".9" = fsub float %".8", 0x4168000000000000
  %".10" = fmul float %".9", 0x3fe6300000000000
  %".11" = fsub float %".6", %".10"
  %".12" = fmul float %".9", 0xbf2bd01060000000
  %".13" = fsub float %".11", %".12"
  %".14" = fmul float %".13", %".13"
  %".15" = fmul float 0x3f2a0d2ce0000000, %".13"
  %".16" = fadd float %".15", 0x3f56e879c0000000
  %".17" = fmul float %".16", %".13"
  %".18" = fadd float %".17", 0x3f81112100000000
  %".19" = fmul float %".18", %".13"
  %".20" = fadd float %".19", 0x3fa5553820000000
  %".21" = fmul float %".20", %".13"
  %".22" = fadd float %".21", 0x3fc5555540000000
  %".23" = fmul float %".22", %".13"
  %".24" = fadd float %".23", 0x3fe0000000000000
  %".25" = fmul float %".24", %".14"
  %".26" = fadd float %".25", %".13"
  %".27" = fadd float %".26", 0x3ff0000000000000
  %".28" = fptosi float %".9" to i32
  %".29" = ashr i32 %".28", 1
  %".30" = sub i32 %".28", %".29"
  %".31" = add i32 %".29", 127
  %".32" = shl i32 %".31", 23
  %".33" = bitcast i32 %".32" to float
  %".34" = fmul float %".27", %".33"
  %".35" = add i32 %".30", 127
  %".36" = shl i32 %".35", 23
  %".37" = bitcast i32 %".36" to float
  %".38" = fmul float %".34", %".37"
  %".39" = fcmp uno float %"x", %"x"
  %".40" = select  i1 %".39", float %"x", float %".38"
  ret float %".40"
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_math.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 8, linkageName: "kernel_entry", name: "tile_math", scopeLine: 8, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 9, scope: !4)
!8 = !DILocation(column: 0, line: 10, scope: !4)
!9 = !{ !"llvm.loop.unroll.runtime.disable" }
!10 = !{ !"llvm.loop.vectorize.enable", i1 0 }
!11 = distinct !{ !11, !9, !10 }
!12 = !DILocation(column: 0, line: 11, scope: !4)
!13 = !DILocation(column: 0, line: 12, scope: !4)
!14 = !DILocation(column: 0, line: 13, scope: !4)
!15 = !DILocation(column: 0, line: 14, scope: !4)
!16 = !DILocation(column: 0, line: 15, scope: !4)
!17 = !DILocation(column: 0, line: 16, scope: !4)
!18 = distinct !{ !18, !9, !10 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
