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
  br label %"tile.loop.7", !dbg !9
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
  %"lane.6" = phi  i64 [0, %"tile.masked"], [%".128", %"edge.done.2"] , !dbg !8
  %".61" = add i64 %"i.1", %"lane.6", !dbg !8
  %".62" = icmp ult i64 %".61", %"x.dim0" , !dbg !8
  %".63" = and i1 1, %".62", !dbg !8
  %".64" = icmp slt i64 0, -8 , !dbg !8
  %".65" = icmp slt i64 0, 0 , !dbg !8
  %".66" = sub i64 0, 0, !dbg !8
  %".67" = select  i1 %".65", i64 %".66", i64 0 , !dbg !8
  %".68" = select  i1 %".64", i64 8, i64 %".67" , !dbg !8
  %".69" = icmp sgt i64 0, %".68" , !dbg !8
  %".70" = select  i1 %".69", i64 0, i64 %".68" , !dbg !8
  %".71" = icmp sge i64 0, %"x.dim1" , !dbg !8
  %".72" = sub i64 %"x.dim1", 8, !dbg !8
  %".73" = icmp slt i64 0, %".72" , !dbg !8
  %".74" = sub i64 %"x.dim1", 0, !dbg !8
  %".75" = select  i1 %".73", i64 8, i64 %".74" , !dbg !8
  %".76" = select  i1 %".71", i64 0, i64 %".75" , !dbg !8
  %".77" = icmp slt i64 8, %".76" , !dbg !8
  %".78" = select  i1 %".77", i64 8, i64 %".76" , !dbg !8
  %".79" = icmp sgt i64 %".78", %".70" , !dbg !8
  %".80" = select  i1 %".79", i64 %".78", i64 %".70" , !dbg !8
  %"edge.lo" = select  i1 %".63", i64 %".70", i64 0 , !dbg !8
  %"edge.hi" = select  i1 %".63", i64 %".80", i64 0 , !dbg !8
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
  %".92" = icmp slt i64 0, %"edge.lo" , !dbg !8
  br i1 %".92", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".107", %"edge.loop.1"] , !dbg !8
  %".94" = add i64 %"i.1", %"lane.6", !dbg !8
  %".95" = icmp ult i64 %".94", %"x.dim0" , !dbg !8
  %".96" = and i1 1, %".95", !dbg !8
  %".97" = mul i64 %"lane.6", %"x.stride0", !dbg !8
  %".98" = add i64 0, %"edge.lane.1", !dbg !8
  %".99" = icmp ult i64 %".98", %"x.dim1" , !dbg !8
  %".100" = and i1 %".96", %".99", !dbg !8
  %".101" = add i64 %".97", %"edge.lane.1", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".101" , !dbg !8
  %".102" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".102", !dbg !8
  %".103" = mul i64 %"lane.6", 8, !dbg !8
  %".104" = add i64 %"edge.lane.1", %".103", !dbg !8
  %".105" = getelementptr float, float* %"t", i64 %".104" , !dbg !8
  store float %"x.lane.val.2", float* %".105", !dbg !8
  %".107" = add i64 %"edge.lane.1", 1, !dbg !8
  %".108" = icmp slt i64 %".107", %"edge.lo" , !dbg !8
  br i1 %".108", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.done.1:
  %".110" = icmp slt i64 %"edge.hi", 8 , !dbg !8
  br i1 %".110", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".125", %"edge.loop.2"] , !dbg !8
  %".112" = add i64 %"i.1", %"lane.6", !dbg !8
  %".113" = icmp ult i64 %".112", %"x.dim0" , !dbg !8
  %".114" = and i1 1, %".113", !dbg !8
  %".115" = mul i64 %"lane.6", %"x.stride0", !dbg !8
  %".116" = add i64 0, %"edge.lane.2", !dbg !8
  %".117" = icmp ult i64 %".116", %"x.dim1" , !dbg !8
  %".118" = and i1 %".114", %".117", !dbg !8
  %".119" = add i64 %".115", %"edge.lane.2", !dbg !8
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %".119" , !dbg !8
  %".120" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !8
  %"x.lane.val.3" = load float, ptr %".120", !dbg !8
  %".121" = mul i64 %"lane.6", 8, !dbg !8
  %".122" = add i64 %"edge.lane.2", %".121", !dbg !8
  %".123" = getelementptr float, float* %"t", i64 %".122" , !dbg !8
  store float %"x.lane.val.3", float* %".123", !dbg !8
  %".125" = add i64 %"edge.lane.2", 1, !dbg !8
  %".126" = icmp slt i64 %".125", 8 , !dbg !8
  br i1 %".126", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.done.2:
  %".128" = add i64 %"lane.6", 1, !dbg !8
  %".129" = icmp ult i64 %".128", 2 , !dbg !8
  br i1 %".129", label %"tile.loop.6", label %"tile.end.6", !dbg !8
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.done"], [%".178", %"tile.loop.7"] , !dbg !9
  %".133" = mul i64 %"lane.7", 8, !dbg !9
  %".134" = getelementptr float, float* %"t", i64 %".133" , !dbg !9
  %".135" = load float, float* %".134", !dbg !9
  %".136" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".135", i64 0
  %".137" = insertelement <8 x float> %".136", float %".135", i64 1
  %".138" = insertelement <8 x float> %".137", float %".135", i64 2
  %".139" = insertelement <8 x float> %".138", float %".135", i64 3
  %".140" = insertelement <8 x float> %".139", float %".135", i64 4
  %".141" = insertelement <8 x float> %".140", float %".135", i64 5
  %".142" = insertelement <8 x float> %".141", float %".135", i64 6
  %".143" = insertelement <8 x float> %".142", float %".135", i64 7
  store <8 x float> %".143", <8 x float>* %"reduce.acc", !dbg !9
  %".145" = mul i64 0, 8, !dbg !9
  %".146" = add i64 %".133", %".145", !dbg !9
  %".147" = getelementptr float, float* %"t", i64 %".146" , !dbg !9
  %".148" = load <8 x float>, float* %".147", align 4, !dbg !9
  %".149" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !9
  %".150" = fcmp olt <8 x float> %".149", %".148" , !dbg !9
  %".151" = select  <8 x i1> %".150", <8 x float> %".148", <8 x float> %".149" , !dbg !9
  store <8 x float> %".151", <8 x float>* %"reduce.acc", !dbg !9
  %".153" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !9
  %".154" = extractelement <8 x float> %".153", i64 0
  %".155" = extractelement <8 x float> %".153", i64 1
  %".156" = extractelement <8 x float> %".153", i64 2
  %".157" = extractelement <8 x float> %".153", i64 3
  %".158" = extractelement <8 x float> %".153", i64 4
  %".159" = extractelement <8 x float> %".153", i64 5
  %".160" = extractelement <8 x float> %".153", i64 6
  %".161" = extractelement <8 x float> %".153", i64 7
  %".162" = fcmp olt float %".154", %".155" , !dbg !9
  %".163" = select  i1 %".162", float %".155", float %".154" , !dbg !9
  %".164" = fcmp olt float %".163", %".156" , !dbg !9
  %".165" = select  i1 %".164", float %".156", float %".163" , !dbg !9
  %".166" = fcmp olt float %".165", %".157" , !dbg !9
  %".167" = select  i1 %".166", float %".157", float %".165" , !dbg !9
  %".168" = fcmp olt float %".167", %".158" , !dbg !9
  %".169" = select  i1 %".168", float %".158", float %".167" , !dbg !9
  %".170" = fcmp olt float %".169", %".159" , !dbg !9
  %".171" = select  i1 %".170", float %".159", float %".169" , !dbg !9
  %".172" = fcmp olt float %".171", %".160" , !dbg !9
  %".173" = select  i1 %".172", float %".160", float %".171" , !dbg !9
  %".174" = fcmp olt float %".173", %".161" , !dbg !9
  %".175" = select  i1 %".174", float %".161", float %".173" , !dbg !9
  %".176" = getelementptr float, float* %"m", i64 %"lane.7" , !dbg !9
  store float %".175", float* %".176", !dbg !9
  %".178" = add i64 %"lane.7", 1, !dbg !9
  %".179" = icmp ult i64 %".178", 2 , !dbg !9
  br i1 %".179", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  br label %"tile.loop.8", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.end.7"], [%".198", %"tile.end.9"] , !dbg !10
  br label %"tile.loop.9", !dbg !10
tile.end.8:
  br label %"tile.loop.10", !dbg !11
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.loop.8"], [%".195", %"tile.loop.9"] , !dbg !10
  %".183" = mul i64 %"lane.8", 8, !dbg !10
  %".184" = add i64 %"lane.9", %".183", !dbg !10
  %".185" = getelementptr float, float* %"t", i64 %".184" , !dbg !10
  %".186" = load float, float* %".185", !dbg !10
  %".187" = getelementptr float, float* %"m", i64 %"lane.8" , !dbg !10
  %".188" = load float, float* %".187", !dbg !10
  %".189" = fsub float %".186", %".188", !dbg !10
  %".190" = call float @"incore.exp.f32"(float %".189"), !dbg !10
  %".191" = mul i64 %"lane.8", 8, !dbg !10
  %".192" = add i64 %"lane.9", %".191", !dbg !10
  %".193" = getelementptr float, float* %"e", i64 %".192" , !dbg !10
  store float %".190", float* %".193", !dbg !10
  %".195" = add i64 %"lane.9", 1, !dbg !10
  %".196" = icmp ult i64 %".195", 8 , !dbg !10
  br i1 %".196", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.end.9:
  %".198" = add i64 %"lane.8", 1, !dbg !10
  %".199" = icmp ult i64 %".198", 2 , !dbg !10
  br i1 %".199", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.end.8"], [%".214", %"tile.end.11"] , !dbg !11
  br label %"tile.loop.11", !dbg !11
tile.end.10:
  %".217" = mul i64 0, 8, !dbg !12
  %".218" = add i64 0, %".217", !dbg !12
  %".219" = getelementptr float, float* %"e", i64 0 , !dbg !12
  %".220" = load float, float* %".219", !dbg !12
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.1", !dbg !12
  br label %"tile.loop.12", !dbg !12
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".211", %"tile.loop.11"] , !dbg !11
  %".203" = mul i64 %"lane.10", 8, !dbg !11
  %".204" = add i64 %"lane.11", %".203", !dbg !11
  %".205" = getelementptr float, float* %"e", i64 %".204" , !dbg !11
  %".206" = load float, float* %".205", !dbg !11
  %".207" = mul i64 %"lane.10", 8, !dbg !11
  %".208" = add i64 %"lane.11", %".207", !dbg !11
  %".209" = getelementptr float, float* %"u", i64 %".208" , !dbg !11
  store float %".206", float* %".209", !dbg !11
  %".211" = add i64 %"lane.11", 1, !dbg !11
  %".212" = icmp ult i64 %".211", 8 , !dbg !11
  br i1 %".212", label %"tile.loop.11", label %"tile.end.11", !dbg !11
tile.end.11:
  %".214" = add i64 %"lane.10", 1, !dbg !11
  %".215" = icmp ult i64 %".214", 2 , !dbg !11
  br i1 %".215", label %"tile.loop.10", label %"tile.end.10", !dbg !11
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.end.10"], [%".230", %"tile.loop.12"] , !dbg !12
  %".223" = mul i64 %"lane.12", 8, !dbg !12
  %".224" = add i64 0, %".223", !dbg !12
  %".225" = getelementptr float, float* %"e", i64 %".224" , !dbg !12
  %".226" = load <8 x float>, float* %".225", align 4, !dbg !12
  %".227" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !12
  %".228" = fadd <8 x float> %".227", %".226", !dbg !12
  store <8 x float> %".228", <8 x float>* %"reduce.acc.1", !dbg !12
  %".230" = add i64 %"lane.12", 1, !dbg !12
  %".231" = icmp ult i64 %".230", 2 , !dbg !12
  br i1 %".231", label %"tile.loop.12", label %"tile.end.12", !dbg !12
tile.end.12:
  %".233" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !12
  %".234" = extractelement <8 x float> %".233", i64 0
  %".235" = extractelement <8 x float> %".233", i64 1
  %".236" = extractelement <8 x float> %".233", i64 2
  %".237" = extractelement <8 x float> %".233", i64 3
  %".238" = extractelement <8 x float> %".233", i64 4
  %".239" = extractelement <8 x float> %".233", i64 5
  %".240" = extractelement <8 x float> %".233", i64 6
  %".241" = extractelement <8 x float> %".233", i64 7
  %".242" = fadd float %".234", %".235", !dbg !12
  %".243" = fadd float %".242", %".236", !dbg !12
  %".244" = fadd float %".243", %".237", !dbg !12
  %".245" = fadd float %".244", %".238", !dbg !12
  %".246" = fadd float %".245", %".239", !dbg !12
  %".247" = fadd float %".246", %".240", !dbg !12
  %".248" = fadd float %".247", %".241", !dbg !12
  %".249" = getelementptr float, float* %"u", i64 %".218" , !dbg !12
  store float %".248", float* %".249", !dbg !12
  br label %"tile.loop.13", !dbg !13
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.end.12"], [%".281", %"tile.loop.13"] , !dbg !13
  %".252" = mul i64 %"lane.13", 8, !dbg !13
  %".253" = getelementptr float, float* %"e", i64 %".252" , !dbg !13
  %".254" = load float, float* %".253", !dbg !13
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".256" = mul i64 0, 8, !dbg !13
  %".257" = add i64 %".252", %".256", !dbg !13
  %".258" = getelementptr float, float* %"e", i64 %".257" , !dbg !13
  %".259" = load <8 x float>, float* %".258", align 4, !dbg !13
  %".260" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".261" = fadd <8 x float> %".260", %".259", !dbg !13
  store <8 x float> %".261", <8 x float>* %"reduce.acc.2", !dbg !13
  %".263" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".264" = extractelement <8 x float> %".263", i64 0
  %".265" = extractelement <8 x float> %".263", i64 1
  %".266" = extractelement <8 x float> %".263", i64 2
  %".267" = extractelement <8 x float> %".263", i64 3
  %".268" = extractelement <8 x float> %".263", i64 4
  %".269" = extractelement <8 x float> %".263", i64 5
  %".270" = extractelement <8 x float> %".263", i64 6
  %".271" = extractelement <8 x float> %".263", i64 7
  %".272" = fadd float %".264", %".265", !dbg !13
  %".273" = fadd float %".272", %".266", !dbg !13
  %".274" = fadd float %".273", %".267", !dbg !13
  %".275" = fadd float %".274", %".268", !dbg !13
  %".276" = fadd float %".275", %".269", !dbg !13
  %".277" = fadd float %".276", %".270", !dbg !13
  %".278" = fadd float %".277", %".271", !dbg !13
  %".279" = getelementptr float, float* %"tile.tmp", i64 %"lane.13" , !dbg !13
  store float %".278", float* %".279", !dbg !13
  %".281" = add i64 %"lane.13", 1, !dbg !13
  %".282" = icmp ult i64 %".281", 2 , !dbg !13
  br i1 %".282", label %"tile.loop.13", label %"tile.end.13", !dbg !13
tile.end.13:
  %".284" = mul i64 0, 8, !dbg !13
  %".285" = add i64 0, %".284", !dbg !13
  %".286" = getelementptr float, float* %"u", i64 %".285" , !dbg !13
  %".287" = load float, float* %".286", !dbg !13
  %"i.2" = load i64, i64* %"i", !dbg !13
  %".288" = icmp sge i64 %"i.2", 0 , !dbg !13
  %".289" = sub i64 %"y.dim0", 2, !dbg !13
  %".290" = icmp sle i64 %"i.2", %".289" , !dbg !13
  %".291" = and i1 %".288", %".290", !dbg !13
  %".292" = and i1 1, %".291", !dbg !13
  %".293" = icmp sge i64 0, 0 , !dbg !13
  %".294" = sub i64 %"y.dim1", 8, !dbg !13
  %".295" = icmp sle i64 0, %".294" , !dbg !13
  %".296" = and i1 %".293", %".295", !dbg !13
  %".297" = and i1 %".292", %".296", !dbg !13
  %".298" = mul i64 %"i.2", %"y.stride0", !dbg !13
  %".299" = add i64 %".298", 0, !dbg !13
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".299" , !dbg !13
  br i1 %".297", label %"tile.inside.1", label %"tile.masked.1", !dbg !13
tile.inside.1:
  br label %"tile.loop.14", !dbg !13
tile.masked.1:
  br label %"tile.loop.16", !dbg !13
tile.done.1:
  br label %"tile.loop.18", !dbg !14
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.inside.1"], [%".318", %"tile.end.15"] , !dbg !13
  br label %"tile.loop.15", !dbg !13
tile.end.14:
  br label %"tile.done.1", !dbg !13
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".315", %"tile.loop.15"] , !dbg !13
  %".303" = mul i64 %"lane.14", 8, !dbg !13
  %".304" = add i64 %"lane.15", %".303", !dbg !13
  %".305" = getelementptr float, float* %"e", i64 %".304" , !dbg !13
  %".306" = load float, float* %".305", !dbg !13
  %".307" = getelementptr float, float* %"tile.tmp", i64 %"lane.14" , !dbg !13
  %".308" = load float, float* %".307", !dbg !13
  %".309" = fdiv float %".306", %".308", !dbg !13
  %".310" = fmul float %".287",              0x0, !dbg !13
  %".311" = fadd float %".309", %".310", !dbg !13
  %".312" = mul i64 %"lane.14", %"y.stride0", !dbg !13
  %".313" = add i64 %".312", %"lane.15", !dbg !13
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".313" , !dbg !13
  store float %".311", ptr %"y.lane", !dbg !13
  %".315" = add i64 %"lane.15", 1, !dbg !13
  %".316" = icmp ult i64 %".315", 8 , !dbg !13
  br i1 %".316", label %"tile.loop.15", label %"tile.end.15", !dbg !13
tile.end.15:
  %".318" = add i64 %"lane.14", 1, !dbg !13
  %".319" = icmp ult i64 %".318", 2 , !dbg !13
  br i1 %".319", label %"tile.loop.14", label %"tile.end.14", !dbg !13
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.masked.1"], [%".346", %"tile.end.17"] , !dbg !13
  br label %"tile.loop.17", !dbg !13
tile.end.16:
  br label %"tile.done.1", !dbg !13
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".343", %"tile.loop.17"] , !dbg !13
  %".324" = mul i64 %"lane.16", 8, !dbg !13
  %".325" = add i64 %"lane.17", %".324", !dbg !13
  %".326" = getelementptr float, float* %"e", i64 %".325" , !dbg !13
  %".327" = load float, float* %".326", !dbg !13
  %".328" = getelementptr float, float* %"tile.tmp", i64 %"lane.16" , !dbg !13
  %".329" = load float, float* %".328", !dbg !13
  %".330" = fdiv float %".327", %".329", !dbg !13
  %".331" = fmul float %".287",              0x0, !dbg !13
  %".332" = fadd float %".330", %".331", !dbg !13
  %".333" = add i64 %"i.2", %"lane.16", !dbg !13
  %".334" = icmp ult i64 %".333", %"y.dim0" , !dbg !13
  %".335" = and i1 1, %".334", !dbg !13
  %".336" = mul i64 %"lane.16", %"y.stride0", !dbg !13
  %".337" = add i64 0, %"lane.17", !dbg !13
  %".338" = icmp ult i64 %".337", %"y.dim1" , !dbg !13
  %".339" = and i1 %".335", %".338", !dbg !13
  %".340" = add i64 %".336", %"lane.17", !dbg !13
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".340" , !dbg !13
  %".341" = select  i1 %".339", ptr %"y.lane.1", float* %"y.masked" , !dbg !13
  store float %".332", ptr %".341", !dbg !13
  %".343" = add i64 %"lane.17", 1, !dbg !13
  %".344" = icmp ult i64 %".343", 8 , !dbg !13
  br i1 %".344", label %"tile.loop.17", label %"tile.end.17", !dbg !13
tile.end.17:
  %".346" = add i64 %"lane.16", 1, !dbg !13
  %".347" = icmp ult i64 %".346", 2 , !dbg !13
  br i1 %".347", label %"tile.loop.16", label %"tile.end.16", !dbg !13
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.done.1"], [%".396", %"tile.loop.18"] , !dbg !14
  %".351" = mul i64 %"lane.18", 8, !dbg !14
  %".352" = getelementptr float, float* %"t", i64 %".351" , !dbg !14
  %".353" = load float, float* %".352", !dbg !14
  %".354" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".353", i64 0
  %".355" = insertelement <8 x float> %".354", float %".353", i64 1
  %".356" = insertelement <8 x float> %".355", float %".353", i64 2
  %".357" = insertelement <8 x float> %".356", float %".353", i64 3
  %".358" = insertelement <8 x float> %".357", float %".353", i64 4
  %".359" = insertelement <8 x float> %".358", float %".353", i64 5
  %".360" = insertelement <8 x float> %".359", float %".353", i64 6
  %".361" = insertelement <8 x float> %".360", float %".353", i64 7
  store <8 x float> %".361", <8 x float>* %"reduce.acc.3", !dbg !14
  %".363" = mul i64 0, 8, !dbg !14
  %".364" = add i64 %".351", %".363", !dbg !14
  %".365" = getelementptr float, float* %"t", i64 %".364" , !dbg !14
  %".366" = load <8 x float>, float* %".365", align 4, !dbg !14
  %".367" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !14
  %".368" = fcmp olt <8 x float> %".366", %".367" , !dbg !14
  %".369" = select  <8 x i1> %".368", <8 x float> %".366", <8 x float> %".367" , !dbg !14
  store <8 x float> %".369", <8 x float>* %"reduce.acc.3", !dbg !14
  %".371" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !14
  %".372" = extractelement <8 x float> %".371", i64 0
  %".373" = extractelement <8 x float> %".371", i64 1
  %".374" = extractelement <8 x float> %".371", i64 2
  %".375" = extractelement <8 x float> %".371", i64 3
  %".376" = extractelement <8 x float> %".371", i64 4
  %".377" = extractelement <8 x float> %".371", i64 5
  %".378" = extractelement <8 x float> %".371", i64 6
  %".379" = extractelement <8 x float> %".371", i64 7
  %".380" = fcmp olt float %".373", %".372" , !dbg !14
  %".381" = select  i1 %".380", float %".373", float %".372" , !dbg !14
  %".382" = fcmp olt float %".374", %".381" , !dbg !14
  %".383" = select  i1 %".382", float %".374", float %".381" , !dbg !14
  %".384" = fcmp olt float %".375", %".383" , !dbg !14
  %".385" = select  i1 %".384", float %".375", float %".383" , !dbg !14
  %".386" = fcmp olt float %".376", %".385" , !dbg !14
  %".387" = select  i1 %".386", float %".376", float %".385" , !dbg !14
  %".388" = fcmp olt float %".377", %".387" , !dbg !14
  %".389" = select  i1 %".388", float %".377", float %".387" , !dbg !14
  %".390" = fcmp olt float %".378", %".389" , !dbg !14
  %".391" = select  i1 %".390", float %".378", float %".389" , !dbg !14
  %".392" = fcmp olt float %".379", %".391" , !dbg !14
  %".393" = select  i1 %".392", float %".379", float %".391" , !dbg !14
  %".394" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.18" , !dbg !14
  store float %".393", float* %".394", !dbg !14
  %".396" = add i64 %"lane.18", 1, !dbg !14
  %".397" = icmp ult i64 %".396", 2 , !dbg !14
  br i1 %".397", label %"tile.loop.18", label %"tile.end.18", !dbg !14
tile.end.18:
  %"i.3" = load i64, i64* %"i", !dbg !14
  %".399" = icmp sge i64 %"i.3", 0 , !dbg !14
  %".400" = sub i64 %"out.dim0", 2, !dbg !14
  %".401" = icmp sle i64 %"i.3", %".400" , !dbg !14
  %".402" = and i1 %".399", %".401", !dbg !14
  %".403" = and i1 1, %".402", !dbg !14
  %"out.window" = getelementptr float, ptr %"out.base", i64 %"i.3" , !dbg !14
  br i1 %".403", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
tile.inside.2:
  br label %"tile.loop.19", !dbg !14
tile.masked.2:
  %".413" = icmp slt i64 %"i.3", -2 , !dbg !14
  %".414" = icmp slt i64 %"i.3", 0 , !dbg !14
  %".415" = sub i64 0, %"i.3", !dbg !14
  %".416" = select  i1 %".414", i64 %".415", i64 0 , !dbg !14
  %".417" = select  i1 %".413", i64 2, i64 %".416" , !dbg !14
  %".418" = icmp sgt i64 0, %".417" , !dbg !14
  %".419" = select  i1 %".418", i64 0, i64 %".417" , !dbg !14
  %".420" = icmp sge i64 %"i.3", %"out.dim0" , !dbg !14
  %".421" = sub i64 %"out.dim0", 2, !dbg !14
  %".422" = icmp slt i64 %"i.3", %".421" , !dbg !14
  %".423" = sub i64 %"out.dim0", %"i.3", !dbg !14
  %".424" = select  i1 %".422", i64 2, i64 %".423" , !dbg !14
  %".425" = select  i1 %".420", i64 0, i64 %".424" , !dbg !14
  %".426" = icmp slt i64 2, %".425" , !dbg !14
  %".427" = select  i1 %".426", i64 2, i64 %".425" , !dbg !14
  %".428" = icmp sgt i64 %".427", %".419" , !dbg !14
  %".429" = select  i1 %".428", i64 %".427", i64 %".419" , !dbg !14
  %"edge.lo.1" = select  i1 1, i64 %".419", i64 0 , !dbg !14
  %"edge.hi.1" = select  i1 1, i64 %".429", i64 0 , !dbg !14
  %".430" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !14
  br i1 %".430", label %"edge.loop.3", label %"edge.done.3", !dbg !14
tile.done.2:
  ret void
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.inside.2"], [%".409", %"tile.loop.19"] , !dbg !14
  %".406" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.19" , !dbg !14
  %".407" = load float, float* %".406", !dbg !14
  %"out.lane" = getelementptr float, ptr %"out.window", i64 %"lane.19" , !dbg !14
  store float %".407", ptr %"out.lane", !dbg !14
  %".409" = add i64 %"lane.19", 1, !dbg !14
  %".410" = icmp ult i64 %".409", 2 , !dbg !14
  br i1 %".410", label %"tile.loop.19", label %"tile.end.19", !dbg !14
tile.end.19:
  br label %"tile.done.2", !dbg !14
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.masked.2"], [%".435", %"edge.loop.3"] , !dbg !14
  %".432" = getelementptr float, float* %"tile.tmp.1", i64 %"edge.lane.3" , !dbg !14
  %".433" = load float, float* %".432", !dbg !14
  %"out.lane.1" = getelementptr float, ptr %"out.window", i64 %"edge.lane.3" , !dbg !14
  store float %".433", ptr %"out.lane.1", !dbg !14
  %".435" = add i64 %"edge.lane.3", 1, !dbg !14
  %".436" = icmp slt i64 %".435", %"edge.hi.1" , !dbg !14
  br i1 %".436", label %"edge.loop.3", label %"edge.done.3", !dbg !14
edge.done.3:
  br label %"tile.done.2", !dbg !14
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
!9 = !DILocation(column: 0, line: 11, scope: !4)
!10 = !DILocation(column: 0, line: 12, scope: !4)
!11 = !DILocation(column: 0, line: 13, scope: !4)
!12 = !DILocation(column: 0, line: 14, scope: !4)
!13 = !DILocation(column: 0, line: 15, scope: !4)
!14 = !DILocation(column: 0, line: 16, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
