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
  %".4" = mul i64 %"block_idx", 2, !dbg !7
  store i64 %".4", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !8
  %".6" = getelementptr float, float* %"x.other", i64 0 , !dbg !8
  store float              0x0, float* %".6", !dbg !8
  %".8" = icmp sge i64 %"i.1", 0 , !dbg !8
  %".9" = sub i64 %"x.dim0", 2, !dbg !8
  %".10" = icmp sle i64 %"i.1", %".9" , !dbg !8
  %".11" = and i1 %".8", %".10", !dbg !8
  %".12" = and i1 1, %".11", !dbg !8
  %".13" = icmp sge i64 0, 0 , !dbg !8
  %".14" = sub i64 %"x.dim1", 8, !dbg !8
  %".15" = icmp sle i64 0, %".14" , !dbg !8
  %".16" = and i1 %".13", %".15", !dbg !8
  %".17" = and i1 %".12", %".16", !dbg !8
  %".18" = mul i64 %"i.1", %"x.stride0", !dbg !8
  %".19" = add i64 %".18", 0, !dbg !8
  %"x.window" = getelementptr float, ptr %"x.base", i64 %".19" , !dbg !8
  br i1 %".17", label %"tile.inside", label %"tile.masked", !dbg !8
tile.inside:
  br label %"tile.loop", !dbg !8
tile.masked:
  br label %"tile.loop.2", !dbg !8
tile.done:
  br label %"tile.loop.3", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".32", %"tile.end.1"] , !dbg !8
  br label %"tile.loop.1", !dbg !8
tile.end:
  br label %"tile.done", !dbg !8
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".29", %"tile.loop.1"] , !dbg !8
  %".23" = mul i64 %"lane", %"x.stride0", !dbg !8
  %".24" = add i64 %".23", %"lane.1", !dbg !8
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %".24" , !dbg !8
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !8
  %".25" = mul i64 %"lane", 8, !dbg !8
  %".26" = add i64 %"lane.1", %".25", !dbg !8
  %".27" = getelementptr float, float* %"t", i64 %".26" , !dbg !8
  store float %"x.lane.val", float* %".27", !dbg !8
  %".29" = add i64 %"lane.1", 1, !dbg !8
  %".30" = icmp ult i64 %".29", 8 , !dbg !8
  br i1 %".30", label %"tile.loop.1", label %"tile.end.1", !dbg !8
tile.end.1:
  %".32" = add i64 %"lane", 1, !dbg !8
  %".33" = icmp ult i64 %".32", 2 , !dbg !8
  br i1 %".33", label %"tile.loop", label %"tile.end", !dbg !8
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".104", %"edge.done.2"] , !dbg !8
  %".37" = add i64 %"i.1", %"lane.2", !dbg !8
  %".38" = icmp ult i64 %".37", %"x.dim0" , !dbg !8
  %".39" = and i1 1, %".38", !dbg !8
  %".40" = icmp slt i64 0, -8 , !dbg !8
  %".41" = icmp slt i64 0, 0 , !dbg !8
  %".42" = sub i64 0, 0, !dbg !8
  %".43" = select  i1 %".41", i64 %".42", i64 0 , !dbg !8
  %".44" = select  i1 %".40", i64 8, i64 %".43" , !dbg !8
  %".45" = icmp sgt i64 0, %".44" , !dbg !8
  %".46" = select  i1 %".45", i64 0, i64 %".44" , !dbg !8
  %".47" = icmp sge i64 0, %"x.dim1" , !dbg !8
  %".48" = sub i64 %"x.dim1", 8, !dbg !8
  %".49" = icmp slt i64 0, %".48" , !dbg !8
  %".50" = sub i64 %"x.dim1", 0, !dbg !8
  %".51" = select  i1 %".49", i64 8, i64 %".50" , !dbg !8
  %".52" = select  i1 %".47", i64 0, i64 %".51" , !dbg !8
  %".53" = icmp slt i64 8, %".52" , !dbg !8
  %".54" = select  i1 %".53", i64 8, i64 %".52" , !dbg !8
  %".55" = icmp sgt i64 %".54", %".46" , !dbg !8
  %".56" = select  i1 %".55", i64 %".54", i64 %".46" , !dbg !8
  %"edge.lo" = select  i1 %".39", i64 %".46", i64 0 , !dbg !8
  %"edge.hi" = select  i1 %".39", i64 %".56", i64 0 , !dbg !8
  %".57" = icmp slt i64 %"edge.lo", %"edge.hi" , !dbg !8
  br i1 %".57", label %"edge.loop", label %"edge.done", !dbg !8
tile.end.2:
  br label %"tile.done", !dbg !8
edge.loop:
  %"edge.lane" = phi  i64 [%"edge.lo", %"tile.loop.2"], [%".65", %"edge.loop"] , !dbg !8
  %".59" = mul i64 %"lane.2", %"x.stride0", !dbg !8
  %".60" = add i64 %".59", %"edge.lane", !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %".60" , !dbg !8
  %"x.lane.val.1" = load float, ptr %"x.lane.1", !dbg !8
  %".61" = mul i64 %"lane.2", 8, !dbg !8
  %".62" = add i64 %"edge.lane", %".61", !dbg !8
  %".63" = getelementptr float, float* %"t", i64 %".62" , !dbg !8
  store float %"x.lane.val.1", float* %".63", !dbg !8
  %".65" = add i64 %"edge.lane", 1, !dbg !8
  %".66" = icmp slt i64 %".65", %"edge.hi" , !dbg !8
  br i1 %".66", label %"edge.loop", label %"edge.done", !dbg !8
edge.done:
  %".68" = icmp slt i64 0, %"edge.lo" , !dbg !8
  br i1 %".68", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.loop.1:
  %"edge.lane.1" = phi  i64 [0, %"edge.done"], [%".83", %"edge.loop.1"] , !dbg !8
  %".70" = add i64 %"i.1", %"lane.2", !dbg !8
  %".71" = icmp ult i64 %".70", %"x.dim0" , !dbg !8
  %".72" = and i1 1, %".71", !dbg !8
  %".73" = mul i64 %"lane.2", %"x.stride0", !dbg !8
  %".74" = add i64 0, %"edge.lane.1", !dbg !8
  %".75" = icmp ult i64 %".74", %"x.dim1" , !dbg !8
  %".76" = and i1 %".72", %".75", !dbg !8
  %".77" = add i64 %".73", %"edge.lane.1", !dbg !8
  %"x.lane.2" = getelementptr float, ptr %"x.window", i64 %".77" , !dbg !8
  %".78" = select  i1 0, ptr %"x.lane.2", float* %"x.other" , !dbg !8
  %"x.lane.val.2" = load float, ptr %".78", !dbg !8
  %".79" = mul i64 %"lane.2", 8, !dbg !8
  %".80" = add i64 %"edge.lane.1", %".79", !dbg !8
  %".81" = getelementptr float, float* %"t", i64 %".80" , !dbg !8
  store float %"x.lane.val.2", float* %".81", !dbg !8
  %".83" = add i64 %"edge.lane.1", 1, !dbg !8
  %".84" = icmp slt i64 %".83", %"edge.lo" , !dbg !8
  br i1 %".84", label %"edge.loop.1", label %"edge.done.1", !dbg !8
edge.done.1:
  %".86" = icmp slt i64 %"edge.hi", 8 , !dbg !8
  br i1 %".86", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.loop.2:
  %"edge.lane.2" = phi  i64 [%"edge.hi", %"edge.done.1"], [%".101", %"edge.loop.2"] , !dbg !8
  %".88" = add i64 %"i.1", %"lane.2", !dbg !8
  %".89" = icmp ult i64 %".88", %"x.dim0" , !dbg !8
  %".90" = and i1 1, %".89", !dbg !8
  %".91" = mul i64 %"lane.2", %"x.stride0", !dbg !8
  %".92" = add i64 0, %"edge.lane.2", !dbg !8
  %".93" = icmp ult i64 %".92", %"x.dim1" , !dbg !8
  %".94" = and i1 %".90", %".93", !dbg !8
  %".95" = add i64 %".91", %"edge.lane.2", !dbg !8
  %"x.lane.3" = getelementptr float, ptr %"x.window", i64 %".95" , !dbg !8
  %".96" = select  i1 0, ptr %"x.lane.3", float* %"x.other" , !dbg !8
  %"x.lane.val.3" = load float, ptr %".96", !dbg !8
  %".97" = mul i64 %"lane.2", 8, !dbg !8
  %".98" = add i64 %"edge.lane.2", %".97", !dbg !8
  %".99" = getelementptr float, float* %"t", i64 %".98" , !dbg !8
  store float %"x.lane.val.3", float* %".99", !dbg !8
  %".101" = add i64 %"edge.lane.2", 1, !dbg !8
  %".102" = icmp slt i64 %".101", 8 , !dbg !8
  br i1 %".102", label %"edge.loop.2", label %"edge.done.2", !dbg !8
edge.done.2:
  %".104" = add i64 %"lane.2", 1, !dbg !8
  %".105" = icmp ult i64 %".104", 2 , !dbg !8
  br i1 %".105", label %"tile.loop.2", label %"tile.end.2", !dbg !8
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.done"], [%".154", %"tile.loop.3"] , !dbg !9
  %".109" = mul i64 %"lane.3", 8, !dbg !9
  %".110" = getelementptr float, float* %"t", i64 %".109" , !dbg !9
  %".111" = load float, float* %".110", !dbg !9
  %".112" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".111", i64 0
  %".113" = insertelement <8 x float> %".112", float %".111", i64 1
  %".114" = insertelement <8 x float> %".113", float %".111", i64 2
  %".115" = insertelement <8 x float> %".114", float %".111", i64 3
  %".116" = insertelement <8 x float> %".115", float %".111", i64 4
  %".117" = insertelement <8 x float> %".116", float %".111", i64 5
  %".118" = insertelement <8 x float> %".117", float %".111", i64 6
  %".119" = insertelement <8 x float> %".118", float %".111", i64 7
  store <8 x float> %".119", <8 x float>* %"reduce.acc", !dbg !9
  %".121" = mul i64 0, 8, !dbg !9
  %".122" = add i64 %".109", %".121", !dbg !9
  %".123" = getelementptr float, float* %"t", i64 %".122" , !dbg !9
  %".124" = load <8 x float>, float* %".123", align 4, !dbg !9
  %".125" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !9
  %".126" = fcmp olt <8 x float> %".125", %".124" , !dbg !9
  %".127" = select  <8 x i1> %".126", <8 x float> %".124", <8 x float> %".125" , !dbg !9
  store <8 x float> %".127", <8 x float>* %"reduce.acc", !dbg !9
  %".129" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !9
  %".130" = extractelement <8 x float> %".129", i64 0
  %".131" = extractelement <8 x float> %".129", i64 1
  %".132" = extractelement <8 x float> %".129", i64 2
  %".133" = extractelement <8 x float> %".129", i64 3
  %".134" = extractelement <8 x float> %".129", i64 4
  %".135" = extractelement <8 x float> %".129", i64 5
  %".136" = extractelement <8 x float> %".129", i64 6
  %".137" = extractelement <8 x float> %".129", i64 7
  %".138" = fcmp olt float %".130", %".131" , !dbg !9
  %".139" = select  i1 %".138", float %".131", float %".130" , !dbg !9
  %".140" = fcmp olt float %".139", %".132" , !dbg !9
  %".141" = select  i1 %".140", float %".132", float %".139" , !dbg !9
  %".142" = fcmp olt float %".141", %".133" , !dbg !9
  %".143" = select  i1 %".142", float %".133", float %".141" , !dbg !9
  %".144" = fcmp olt float %".143", %".134" , !dbg !9
  %".145" = select  i1 %".144", float %".134", float %".143" , !dbg !9
  %".146" = fcmp olt float %".145", %".135" , !dbg !9
  %".147" = select  i1 %".146", float %".135", float %".145" , !dbg !9
  %".148" = fcmp olt float %".147", %".136" , !dbg !9
  %".149" = select  i1 %".148", float %".136", float %".147" , !dbg !9
  %".150" = fcmp olt float %".149", %".137" , !dbg !9
  %".151" = select  i1 %".150", float %".137", float %".149" , !dbg !9
  %".152" = getelementptr float, float* %"m", i64 %"lane.3" , !dbg !9
  store float %".151", float* %".152", !dbg !9
  %".154" = add i64 %"lane.3", 1, !dbg !9
  %".155" = icmp ult i64 %".154", 2 , !dbg !9
  br i1 %".155", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  br label %"tile.loop.4", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.end.3"], [%".174", %"tile.end.5"] , !dbg !10
  br label %"tile.loop.5", !dbg !10
tile.end.4:
  br label %"tile.loop.6", !dbg !11
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".171", %"tile.loop.5"] , !dbg !10
  %".159" = mul i64 %"lane.4", 8, !dbg !10
  %".160" = add i64 %"lane.5", %".159", !dbg !10
  %".161" = getelementptr float, float* %"t", i64 %".160" , !dbg !10
  %".162" = load float, float* %".161", !dbg !10
  %".163" = getelementptr float, float* %"m", i64 %"lane.4" , !dbg !10
  %".164" = load float, float* %".163", !dbg !10
  %".165" = fsub float %".162", %".164", !dbg !10
  %".166" = call float @"incore.exp.f32"(float %".165"), !dbg !10
  %".167" = mul i64 %"lane.4", 8, !dbg !10
  %".168" = add i64 %"lane.5", %".167", !dbg !10
  %".169" = getelementptr float, float* %"e", i64 %".168" , !dbg !10
  store float %".166", float* %".169", !dbg !10
  %".171" = add i64 %"lane.5", 1, !dbg !10
  %".172" = icmp ult i64 %".171", 8 , !dbg !10
  br i1 %".172", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.end.5:
  %".174" = add i64 %"lane.4", 1, !dbg !10
  %".175" = icmp ult i64 %".174", 2 , !dbg !10
  br i1 %".175", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.end.4"], [%".190", %"tile.end.7"] , !dbg !11
  br label %"tile.loop.7", !dbg !11
tile.end.6:
  %".193" = mul i64 0, 8, !dbg !12
  %".194" = add i64 0, %".193", !dbg !12
  %".195" = getelementptr float, float* %"e", i64 0 , !dbg !12
  %".196" = load float, float* %".195", !dbg !12
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.1", !dbg !12
  br label %"tile.loop.8", !dbg !12
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".187", %"tile.loop.7"] , !dbg !11
  %".179" = mul i64 %"lane.6", 8, !dbg !11
  %".180" = add i64 %"lane.7", %".179", !dbg !11
  %".181" = getelementptr float, float* %"e", i64 %".180" , !dbg !11
  %".182" = load float, float* %".181", !dbg !11
  %".183" = mul i64 %"lane.6", 8, !dbg !11
  %".184" = add i64 %"lane.7", %".183", !dbg !11
  %".185" = getelementptr float, float* %"u", i64 %".184" , !dbg !11
  store float %".182", float* %".185", !dbg !11
  %".187" = add i64 %"lane.7", 1, !dbg !11
  %".188" = icmp ult i64 %".187", 8 , !dbg !11
  br i1 %".188", label %"tile.loop.7", label %"tile.end.7", !dbg !11
tile.end.7:
  %".190" = add i64 %"lane.6", 1, !dbg !11
  %".191" = icmp ult i64 %".190", 2 , !dbg !11
  br i1 %".191", label %"tile.loop.6", label %"tile.end.6", !dbg !11
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.end.6"], [%".206", %"tile.loop.8"] , !dbg !12
  %".199" = mul i64 %"lane.8", 8, !dbg !12
  %".200" = add i64 0, %".199", !dbg !12
  %".201" = getelementptr float, float* %"e", i64 %".200" , !dbg !12
  %".202" = load <8 x float>, float* %".201", align 4, !dbg !12
  %".203" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !12
  %".204" = fadd <8 x float> %".203", %".202", !dbg !12
  store <8 x float> %".204", <8 x float>* %"reduce.acc.1", !dbg !12
  %".206" = add i64 %"lane.8", 1, !dbg !12
  %".207" = icmp ult i64 %".206", 2 , !dbg !12
  br i1 %".207", label %"tile.loop.8", label %"tile.end.8", !dbg !12
tile.end.8:
  %".209" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !12
  %".210" = extractelement <8 x float> %".209", i64 0
  %".211" = extractelement <8 x float> %".209", i64 1
  %".212" = extractelement <8 x float> %".209", i64 2
  %".213" = extractelement <8 x float> %".209", i64 3
  %".214" = extractelement <8 x float> %".209", i64 4
  %".215" = extractelement <8 x float> %".209", i64 5
  %".216" = extractelement <8 x float> %".209", i64 6
  %".217" = extractelement <8 x float> %".209", i64 7
  %".218" = fadd float %".210", %".211", !dbg !12
  %".219" = fadd float %".218", %".212", !dbg !12
  %".220" = fadd float %".219", %".213", !dbg !12
  %".221" = fadd float %".220", %".214", !dbg !12
  %".222" = fadd float %".221", %".215", !dbg !12
  %".223" = fadd float %".222", %".216", !dbg !12
  %".224" = fadd float %".223", %".217", !dbg !12
  %".225" = getelementptr float, float* %"u", i64 %".194" , !dbg !12
  store float %".224", float* %".225", !dbg !12
  br label %"tile.loop.9", !dbg !13
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.end.8"], [%".257", %"tile.loop.9"] , !dbg !13
  %".228" = mul i64 %"lane.9", 8, !dbg !13
  %".229" = getelementptr float, float* %"e", i64 %".228" , !dbg !13
  %".230" = load float, float* %".229", !dbg !13
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".232" = mul i64 0, 8, !dbg !13
  %".233" = add i64 %".228", %".232", !dbg !13
  %".234" = getelementptr float, float* %"e", i64 %".233" , !dbg !13
  %".235" = load <8 x float>, float* %".234", align 4, !dbg !13
  %".236" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".237" = fadd <8 x float> %".236", %".235", !dbg !13
  store <8 x float> %".237", <8 x float>* %"reduce.acc.2", !dbg !13
  %".239" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".240" = extractelement <8 x float> %".239", i64 0
  %".241" = extractelement <8 x float> %".239", i64 1
  %".242" = extractelement <8 x float> %".239", i64 2
  %".243" = extractelement <8 x float> %".239", i64 3
  %".244" = extractelement <8 x float> %".239", i64 4
  %".245" = extractelement <8 x float> %".239", i64 5
  %".246" = extractelement <8 x float> %".239", i64 6
  %".247" = extractelement <8 x float> %".239", i64 7
  %".248" = fadd float %".240", %".241", !dbg !13
  %".249" = fadd float %".248", %".242", !dbg !13
  %".250" = fadd float %".249", %".243", !dbg !13
  %".251" = fadd float %".250", %".244", !dbg !13
  %".252" = fadd float %".251", %".245", !dbg !13
  %".253" = fadd float %".252", %".246", !dbg !13
  %".254" = fadd float %".253", %".247", !dbg !13
  %".255" = getelementptr float, float* %"tile.tmp", i64 %"lane.9" , !dbg !13
  store float %".254", float* %".255", !dbg !13
  %".257" = add i64 %"lane.9", 1, !dbg !13
  %".258" = icmp ult i64 %".257", 2 , !dbg !13
  br i1 %".258", label %"tile.loop.9", label %"tile.end.9", !dbg !13
tile.end.9:
  %".260" = mul i64 0, 8, !dbg !13
  %".261" = add i64 0, %".260", !dbg !13
  %".262" = getelementptr float, float* %"u", i64 %".261" , !dbg !13
  %".263" = load float, float* %".262", !dbg !13
  %"i.2" = load i64, i64* %"i", !dbg !13
  %".264" = icmp sge i64 %"i.2", 0 , !dbg !13
  %".265" = sub i64 %"y.dim0", 2, !dbg !13
  %".266" = icmp sle i64 %"i.2", %".265" , !dbg !13
  %".267" = and i1 %".264", %".266", !dbg !13
  %".268" = and i1 1, %".267", !dbg !13
  %".269" = icmp sge i64 0, 0 , !dbg !13
  %".270" = sub i64 %"y.dim1", 8, !dbg !13
  %".271" = icmp sle i64 0, %".270" , !dbg !13
  %".272" = and i1 %".269", %".271", !dbg !13
  %".273" = and i1 %".268", %".272", !dbg !13
  %".274" = mul i64 %"i.2", %"y.stride0", !dbg !13
  %".275" = add i64 %".274", 0, !dbg !13
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".275" , !dbg !13
  br i1 %".273", label %"tile.inside.1", label %"tile.masked.1", !dbg !13
tile.inside.1:
  br label %"tile.loop.10", !dbg !13
tile.masked.1:
  br label %"tile.loop.12", !dbg !13
tile.done.1:
  br label %"tile.loop.14", !dbg !14
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.inside.1"], [%".294", %"tile.end.11"] , !dbg !13
  br label %"tile.loop.11", !dbg !13
tile.end.10:
  br label %"tile.done.1", !dbg !13
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".291", %"tile.loop.11"] , !dbg !13
  %".279" = mul i64 %"lane.10", 8, !dbg !13
  %".280" = add i64 %"lane.11", %".279", !dbg !13
  %".281" = getelementptr float, float* %"e", i64 %".280" , !dbg !13
  %".282" = load float, float* %".281", !dbg !13
  %".283" = getelementptr float, float* %"tile.tmp", i64 %"lane.10" , !dbg !13
  %".284" = load float, float* %".283", !dbg !13
  %".285" = fdiv float %".282", %".284", !dbg !13
  %".286" = fmul float %".263",              0x0, !dbg !13
  %".287" = fadd float %".285", %".286", !dbg !13
  %".288" = mul i64 %"lane.10", %"y.stride0", !dbg !13
  %".289" = add i64 %".288", %"lane.11", !dbg !13
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".289" , !dbg !13
  store float %".287", ptr %"y.lane", !dbg !13
  %".291" = add i64 %"lane.11", 1, !dbg !13
  %".292" = icmp ult i64 %".291", 8 , !dbg !13
  br i1 %".292", label %"tile.loop.11", label %"tile.end.11", !dbg !13
tile.end.11:
  %".294" = add i64 %"lane.10", 1, !dbg !13
  %".295" = icmp ult i64 %".294", 2 , !dbg !13
  br i1 %".295", label %"tile.loop.10", label %"tile.end.10", !dbg !13
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.masked.1"], [%".322", %"tile.end.13"] , !dbg !13
  br label %"tile.loop.13", !dbg !13
tile.end.12:
  br label %"tile.done.1", !dbg !13
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".319", %"tile.loop.13"] , !dbg !13
  %".300" = mul i64 %"lane.12", 8, !dbg !13
  %".301" = add i64 %"lane.13", %".300", !dbg !13
  %".302" = getelementptr float, float* %"e", i64 %".301" , !dbg !13
  %".303" = load float, float* %".302", !dbg !13
  %".304" = getelementptr float, float* %"tile.tmp", i64 %"lane.12" , !dbg !13
  %".305" = load float, float* %".304", !dbg !13
  %".306" = fdiv float %".303", %".305", !dbg !13
  %".307" = fmul float %".263",              0x0, !dbg !13
  %".308" = fadd float %".306", %".307", !dbg !13
  %".309" = add i64 %"i.2", %"lane.12", !dbg !13
  %".310" = icmp ult i64 %".309", %"y.dim0" , !dbg !13
  %".311" = and i1 1, %".310", !dbg !13
  %".312" = mul i64 %"lane.12", %"y.stride0", !dbg !13
  %".313" = add i64 0, %"lane.13", !dbg !13
  %".314" = icmp ult i64 %".313", %"y.dim1" , !dbg !13
  %".315" = and i1 %".311", %".314", !dbg !13
  %".316" = add i64 %".312", %"lane.13", !dbg !13
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".316" , !dbg !13
  %".317" = select  i1 %".315", ptr %"y.lane.1", float* %"y.masked" , !dbg !13
  store float %".308", ptr %".317", !dbg !13
  %".319" = add i64 %"lane.13", 1, !dbg !13
  %".320" = icmp ult i64 %".319", 8 , !dbg !13
  br i1 %".320", label %"tile.loop.13", label %"tile.end.13", !dbg !13
tile.end.13:
  %".322" = add i64 %"lane.12", 1, !dbg !13
  %".323" = icmp ult i64 %".322", 2 , !dbg !13
  br i1 %".323", label %"tile.loop.12", label %"tile.end.12", !dbg !13
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.done.1"], [%".372", %"tile.loop.14"] , !dbg !14
  %".327" = mul i64 %"lane.14", 8, !dbg !14
  %".328" = getelementptr float, float* %"t", i64 %".327" , !dbg !14
  %".329" = load float, float* %".328", !dbg !14
  %".330" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".329", i64 0
  %".331" = insertelement <8 x float> %".330", float %".329", i64 1
  %".332" = insertelement <8 x float> %".331", float %".329", i64 2
  %".333" = insertelement <8 x float> %".332", float %".329", i64 3
  %".334" = insertelement <8 x float> %".333", float %".329", i64 4
  %".335" = insertelement <8 x float> %".334", float %".329", i64 5
  %".336" = insertelement <8 x float> %".335", float %".329", i64 6
  %".337" = insertelement <8 x float> %".336", float %".329", i64 7
  store <8 x float> %".337", <8 x float>* %"reduce.acc.3", !dbg !14
  %".339" = mul i64 0, 8, !dbg !14
  %".340" = add i64 %".327", %".339", !dbg !14
  %".341" = getelementptr float, float* %"t", i64 %".340" , !dbg !14
  %".342" = load <8 x float>, float* %".341", align 4, !dbg !14
  %".343" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !14
  %".344" = fcmp olt <8 x float> %".342", %".343" , !dbg !14
  %".345" = select  <8 x i1> %".344", <8 x float> %".342", <8 x float> %".343" , !dbg !14
  store <8 x float> %".345", <8 x float>* %"reduce.acc.3", !dbg !14
  %".347" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !14
  %".348" = extractelement <8 x float> %".347", i64 0
  %".349" = extractelement <8 x float> %".347", i64 1
  %".350" = extractelement <8 x float> %".347", i64 2
  %".351" = extractelement <8 x float> %".347", i64 3
  %".352" = extractelement <8 x float> %".347", i64 4
  %".353" = extractelement <8 x float> %".347", i64 5
  %".354" = extractelement <8 x float> %".347", i64 6
  %".355" = extractelement <8 x float> %".347", i64 7
  %".356" = fcmp olt float %".349", %".348" , !dbg !14
  %".357" = select  i1 %".356", float %".349", float %".348" , !dbg !14
  %".358" = fcmp olt float %".350", %".357" , !dbg !14
  %".359" = select  i1 %".358", float %".350", float %".357" , !dbg !14
  %".360" = fcmp olt float %".351", %".359" , !dbg !14
  %".361" = select  i1 %".360", float %".351", float %".359" , !dbg !14
  %".362" = fcmp olt float %".352", %".361" , !dbg !14
  %".363" = select  i1 %".362", float %".352", float %".361" , !dbg !14
  %".364" = fcmp olt float %".353", %".363" , !dbg !14
  %".365" = select  i1 %".364", float %".353", float %".363" , !dbg !14
  %".366" = fcmp olt float %".354", %".365" , !dbg !14
  %".367" = select  i1 %".366", float %".354", float %".365" , !dbg !14
  %".368" = fcmp olt float %".355", %".367" , !dbg !14
  %".369" = select  i1 %".368", float %".355", float %".367" , !dbg !14
  %".370" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.14" , !dbg !14
  store float %".369", float* %".370", !dbg !14
  %".372" = add i64 %"lane.14", 1, !dbg !14
  %".373" = icmp ult i64 %".372", 2 , !dbg !14
  br i1 %".373", label %"tile.loop.14", label %"tile.end.14", !dbg !14
tile.end.14:
  %"i.3" = load i64, i64* %"i", !dbg !14
  %".375" = icmp sge i64 %"i.3", 0 , !dbg !14
  %".376" = sub i64 %"out.dim0", 2, !dbg !14
  %".377" = icmp sle i64 %"i.3", %".376" , !dbg !14
  %".378" = and i1 %".375", %".377", !dbg !14
  %".379" = and i1 1, %".378", !dbg !14
  %"out.window" = getelementptr float, ptr %"out.base", i64 %"i.3" , !dbg !14
  br i1 %".379", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
tile.inside.2:
  br label %"tile.loop.15", !dbg !14
tile.masked.2:
  %".389" = icmp slt i64 %"i.3", -2 , !dbg !14
  %".390" = icmp slt i64 %"i.3", 0 , !dbg !14
  %".391" = sub i64 0, %"i.3", !dbg !14
  %".392" = select  i1 %".390", i64 %".391", i64 0 , !dbg !14
  %".393" = select  i1 %".389", i64 2, i64 %".392" , !dbg !14
  %".394" = icmp sgt i64 0, %".393" , !dbg !14
  %".395" = select  i1 %".394", i64 0, i64 %".393" , !dbg !14
  %".396" = icmp sge i64 %"i.3", %"out.dim0" , !dbg !14
  %".397" = sub i64 %"out.dim0", 2, !dbg !14
  %".398" = icmp slt i64 %"i.3", %".397" , !dbg !14
  %".399" = sub i64 %"out.dim0", %"i.3", !dbg !14
  %".400" = select  i1 %".398", i64 2, i64 %".399" , !dbg !14
  %".401" = select  i1 %".396", i64 0, i64 %".400" , !dbg !14
  %".402" = icmp slt i64 2, %".401" , !dbg !14
  %".403" = select  i1 %".402", i64 2, i64 %".401" , !dbg !14
  %".404" = icmp sgt i64 %".403", %".395" , !dbg !14
  %".405" = select  i1 %".404", i64 %".403", i64 %".395" , !dbg !14
  %"edge.lo.1" = select  i1 1, i64 %".395", i64 0 , !dbg !14
  %"edge.hi.1" = select  i1 1, i64 %".405", i64 0 , !dbg !14
  %".406" = icmp slt i64 %"edge.lo.1", %"edge.hi.1" , !dbg !14
  br i1 %".406", label %"edge.loop.3", label %"edge.done.3", !dbg !14
tile.done.2:
  ret void
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.inside.2"], [%".385", %"tile.loop.15"] , !dbg !14
  %".382" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.15" , !dbg !14
  %".383" = load float, float* %".382", !dbg !14
  %"out.lane" = getelementptr float, ptr %"out.window", i64 %"lane.15" , !dbg !14
  store float %".383", ptr %"out.lane", !dbg !14
  %".385" = add i64 %"lane.15", 1, !dbg !14
  %".386" = icmp ult i64 %".385", 2 , !dbg !14
  br i1 %".386", label %"tile.loop.15", label %"tile.end.15", !dbg !14
tile.end.15:
  br label %"tile.done.2", !dbg !14
edge.loop.3:
  %"edge.lane.3" = phi  i64 [%"edge.lo.1", %"tile.masked.2"], [%".411", %"edge.loop.3"] , !dbg !14
  %".408" = getelementptr float, float* %"tile.tmp.1", i64 %"edge.lane.3" , !dbg !14
  %".409" = load float, float* %".408", !dbg !14
  %"out.lane.1" = getelementptr float, ptr %"out.window", i64 %"edge.lane.3" , !dbg !14
  store float %".409", ptr %"out.lane.1", !dbg !14
  %".411" = add i64 %"edge.lane.3", 1, !dbg !14
  %".412" = icmp slt i64 %".411", %"edge.hi.1" , !dbg !14
  br i1 %".412", label %"edge.loop.3", label %"edge.done.3", !dbg !14
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
