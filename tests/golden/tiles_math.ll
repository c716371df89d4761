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
  br label %"tile.loop.8", !dbg !9
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
  %"lane.6" = phi  i64 [0, %"tile.masked"], [%".78", %"tile.end.7"] , !dbg !8
  br label %"tile.loop.7", !dbg !8
tile.end.6:
  br label %"tile.done", !dbg !8
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".75", %"tile.loop.7"] , !dbg !8
  %".62" = add i64 %"i.1", %"lane.6", !dbg !8
  %".63" = icmp ult i64 %".62", %"x.dim0" , !dbg !8
  %".64" = and i1 1, %".63", !dbg !8
  %".65" = mul i64 %"lane.6", %"x.stride0", !dbg !8
  %".66" = add i64 0, %"lane.7", !dbg !8
  %".67" = icmp ult i64 %".66", %"x.dim1" , !dbg !8
  %".68" = and i1 %".64", %".67", !dbg !8
  %".69" = add i64 %".65", %"lane.7", !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %".69" , !dbg !8
  %".70" = select  i1 %".68", ptr %"x.lane.1", float* %"x.other" , !dbg !8
  %"x.lane.val.1" = load float, ptr %".70", !dbg !8
  %".71" = mul i64 %"lane.6", 8, !dbg !8
  %".72" = add i64 %"lane.7", %".71", !dbg !8
  %".73" = getelementptr float, float* %"t", i64 %".72" , !dbg !8
  store float %"x.lane.val.1", float* %".73", !dbg !8
  %".75" = add i64 %"lane.7", 1, !dbg !8
  %".76" = icmp ult i64 %".75", 8 , !dbg !8
  br i1 %".76", label %"tile.loop.7", label %"tile.end.7", !dbg !8
tile.end.7:
  %".78" = add i64 %"lane.6", 1, !dbg !8
  %".79" = icmp ult i64 %".78", 2 , !dbg !8
  br i1 %".79", label %"tile.loop.6", label %"tile.end.6", !dbg !8
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.done"], [%".128", %"tile.loop.8"] , !dbg !9
  %".83" = mul i64 %"lane.8", 8, !dbg !9
  %".84" = getelementptr float, float* %"t", i64 %".83" , !dbg !9
  %".85" = load float, float* %".84", !dbg !9
  %".86" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".85", i64 0
  %".87" = insertelement <8 x float> %".86", float %".85", i64 1
  %".88" = insertelement <8 x float> %".87", float %".85", i64 2
  %".89" = insertelement <8 x float> %".88", float %".85", i64 3
  %".90" = insertelement <8 x float> %".89", float %".85", i64 4
  %".91" = insertelement <8 x float> %".90", float %".85", i64 5
  %".92" = insertelement <8 x float> %".91", float %".85", i64 6
  %".93" = insertelement <8 x float> %".92", float %".85", i64 7
  store <8 x float> %".93", <8 x float>* %"reduce.acc", !dbg !9
  %".95" = mul i64 0, 8, !dbg !9
  %".96" = add i64 %".83", %".95", !dbg !9
  %".97" = getelementptr float, float* %"t", i64 %".96" , !dbg !9
  %".98" = load <8 x float>, float* %".97", align 4, !dbg !9
  %".99" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !9
  %".100" = fcmp olt <8 x float> %".99", %".98" , !dbg !9
  %".101" = select  <8 x i1> %".100", <8 x float> %".98", <8 x float> %".99" , !dbg !9
  store <8 x float> %".101", <8 x float>* %"reduce.acc", !dbg !9
  %".103" = load <8 x float>, <8 x float>* %"reduce.acc", !dbg !9
  %".104" = extractelement <8 x float> %".103", i64 0
  %".105" = extractelement <8 x float> %".103", i64 1
  %".106" = extractelement <8 x float> %".103", i64 2
  %".107" = extractelement <8 x float> %".103", i64 3
  %".108" = extractelement <8 x float> %".103", i64 4
  %".109" = extractelement <8 x float> %".103", i64 5
  %".110" = extractelement <8 x float> %".103", i64 6
  %".111" = extractelement <8 x float> %".103", i64 7
  %".112" = fcmp olt float %".104", %".105" , !dbg !9
  %".113" = select  i1 %".112", float %".105", float %".104" , !dbg !9
  %".114" = fcmp olt float %".113", %".106" , !dbg !9
  %".115" = select  i1 %".114", float %".106", float %".113" , !dbg !9
  %".116" = fcmp olt float %".115", %".107" , !dbg !9
  %".117" = select  i1 %".116", float %".107", float %".115" , !dbg !9
  %".118" = fcmp olt float %".117", %".108" , !dbg !9
  %".119" = select  i1 %".118", float %".108", float %".117" , !dbg !9
  %".120" = fcmp olt float %".119", %".109" , !dbg !9
  %".121" = select  i1 %".120", float %".109", float %".119" , !dbg !9
  %".122" = fcmp olt float %".121", %".110" , !dbg !9
  %".123" = select  i1 %".122", float %".110", float %".121" , !dbg !9
  %".124" = fcmp olt float %".123", %".111" , !dbg !9
  %".125" = select  i1 %".124", float %".111", float %".123" , !dbg !9
  %".126" = getelementptr float, float* %"m", i64 %"lane.8" , !dbg !9
  store float %".125", float* %".126", !dbg !9
  %".128" = add i64 %"lane.8", 1, !dbg !9
  %".129" = icmp ult i64 %".128", 2 , !dbg !9
  br i1 %".129", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.end.8:
  br label %"tile.loop.9", !dbg !10
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.end.8"], [%".148", %"tile.end.10"] , !dbg !10
  br label %"tile.loop.10", !dbg !10
tile.end.9:
  br label %"tile.loop.11", !dbg !11
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".145", %"tile.loop.10"] , !dbg !10
  %".133" = mul i64 %"lane.9", 8, !dbg !10
  %".134" = add i64 %"lane.10", %".133", !dbg !10
  %".135" = getelementptr float, float* %"t", i64 %".134" , !dbg !10
  %".136" = load float, float* %".135", !dbg !10
  %".137" = getelementptr float, float* %"m", i64 %"lane.9" , !dbg !10
  %".138" = load float, float* %".137", !dbg !10
  %".139" = fsub float %".136", %".138", !dbg !10
  %".140" = call float @"incore.exp.f32"(float %".139"), !dbg !10
  %".141" = mul i64 %"lane.9", 8, !dbg !10
  %".142" = add i64 %"lane.10", %".141", !dbg !10
  %".143" = getelementptr float, float* %"e", i64 %".142" , !dbg !10
  store float %".140", float* %".143", !dbg !10
  %".145" = add i64 %"lane.10", 1, !dbg !10
  %".146" = icmp ult i64 %".145", 8 , !dbg !10
  br i1 %".146", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".148" = add i64 %"lane.9", 1, !dbg !10
  %".149" = icmp ult i64 %".148", 2 , !dbg !10
  br i1 %".149", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.end.9"], [%".164", %"tile.end.12"] , !dbg !11
  br label %"tile.loop.12", !dbg !11
tile.end.11:
  %".167" = mul i64 0, 8, !dbg !12
  %".168" = add i64 0, %".167", !dbg !12
  %".169" = getelementptr float, float* %"e", i64 0 , !dbg !12
  %".170" = load float, float* %".169", !dbg !12
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.1", !dbg !12
  br label %"tile.loop.13", !dbg !12
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".161", %"tile.loop.12"] , !dbg !11
  %".153" = mul i64 %"lane.11", 8, !dbg !11
  %".154" = add i64 %"lane.12", %".153", !dbg !11
  %".155" = getelementptr float, float* %"e", i64 %".154" , !dbg !11
  %".156" = load float, float* %".155", !dbg !11
  %".157" = mul i64 %"lane.11", 8, !dbg !11
  %".158" = add i64 %"lane.12", %".157", !dbg !11
  %".159" = getelementptr float, float* %"u", i64 %".158" , !dbg !11
  store float %".156", float* %".159", !dbg !11
  %".161" = add i64 %"lane.12", 1, !dbg !11
  %".162" = icmp ult i64 %".161", 8 , !dbg !11
  br i1 %".162", label %"tile.loop.12", label %"tile.end.12", !dbg !11
tile.end.12:
  %".164" = add i64 %"lane.11", 1, !dbg !11
  %".165" = icmp ult i64 %".164", 2 , !dbg !11
  br i1 %".165", label %"tile.loop.11", label %"tile.end.11", !dbg !11
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.end.11"], [%".180", %"tile.loop.13"] , !dbg !12
  %".173" = mul i64 %"lane.13", 8, !dbg !12
  %".174" = add i64 0, %".173", !dbg !12
  %".175" = getelementptr float, float* %"e", i64 %".174" , !dbg !12
  %".176" = load <8 x float>, float* %".175", align 4, !dbg !12
  %".177" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !12
  %".178" = fadd <8 x float> %".177", %".176", !dbg !12
  store <8 x float> %".178", <8 x float>* %"reduce.acc.1", !dbg !12
  %".180" = add i64 %"lane.13", 1, !dbg !12
  %".181" = icmp ult i64 %".180", 2 , !dbg !12
  br i1 %".181", label %"tile.loop.13", label %"tile.end.13", !dbg !12
tile.end.13:
  %".183" = load <8 x float>, <8 x float>* %"reduce.acc.1", !dbg !12
  %".184" = extractelement <8 x float> %".183", i64 0
  %".185" = extractelement <8 x float> %".183", i64 1
  %".186" = extractelement <8 x float> %".183", i64 2
  %".187" = extractelement <8 x float> %".183", i64 3
  %".188" = extractelement <8 x float> %".183", i64 4
  %".189" = extractelement <8 x float> %".183", i64 5
  %".190" = extractelement <8 x float> %".183", i64 6
  %".191" = extractelement <8 x float> %".183", i64 7
  %".192" = fadd float %".184", %".185", !dbg !12
  %".193" = fadd float %".192", %".186", !dbg !12
  %".194" = fadd float %".193", %".187", !dbg !12
  %".195" = fadd float %".194", %".188", !dbg !12
  %".196" = fadd float %".195", %".189", !dbg !12
  %".197" = fadd float %".196", %".190", !dbg !12
  %".198" = fadd float %".197", %".191", !dbg !12
  %".199" = getelementptr float, float* %"u", i64 %".168" , !dbg !12
  store float %".198", float* %".199", !dbg !12
  br label %"tile.loop.14", !dbg !13
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.end.13"], [%".231", %"tile.loop.14"] , !dbg !13
  %".202" = mul i64 %"lane.14", 8, !dbg !13
  %".203" = getelementptr float, float* %"e", i64 %".202" , !dbg !13
  %".204" = load float, float* %".203", !dbg !13
  store <8 x float> <float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0, float              0x0>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".206" = mul i64 0, 8, !dbg !13
  %".207" = add i64 %".202", %".206", !dbg !13
  %".208" = getelementptr float, float* %"e", i64 %".207" , !dbg !13
  %".209" = load <8 x float>, float* %".208", align 4, !dbg !13
  %".210" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".211" = fadd <8 x float> %".210", %".209", !dbg !13
  store <8 x float> %".211", <8 x float>* %"reduce.acc.2", !dbg !13
  %".213" = load <8 x float>, <8 x float>* %"reduce.acc.2", !dbg !13
  %".214" = extractelement <8 x float> %".213", i64 0
  %".215" = extractelement <8 x float> %".213", i64 1
  %".216" = extractelement <8 x float> %".213", i64 2
  %".217" = extractelement <8 x float> %".213", i64 3
  %".218" = extractelement <8 x float> %".213", i64 4
  %".219" = extractelement <8 x float> %".213", i64 5
  %".220" = extractelement <8 x float> %".213", i64 6
  %".221" = extractelement <8 x float> %".213", i64 7
  %".222" = fadd float %".214", %".215", !dbg !13
  %".223" = fadd float %".222", %".216", !dbg !13
  %".224" = fadd float %".223", %".217", !dbg !13
  %".225" = fadd float %".224", %".218", !dbg !13
  %".226" = fadd float %".225", %".219", !dbg !13
  %".227" = fadd float %".226", %".220", !dbg !13
  %".228" = fadd float %".227", %".221", !dbg !13
  %".229" = getelementptr float, float* %"tile.tmp", i64 %"lane.14" , !dbg !13
  store float %".228", float* %".229", !dbg !13
  %".231" = add i64 %"lane.14", 1, !dbg !13
  %".232" = icmp ult i64 %".231", 2 , !dbg !13
  br i1 %".232", label %"tile.loop.14", label %"tile.end.14", !dbg !13
tile.end.14:
  %".234" = mul i64 0, 8, !dbg !13
  %".235" = add i64 0, %".234", !dbg !13
  %".236" = getelementptr float, float* %"u", i64 %".235" , !dbg !13
  %".237" = load float, float* %".236", !dbg !13
  %"i.2" = load i64, i64* %"i", !dbg !13
  %".238" = icmp sge i64 %"i.2", 0 , !dbg !13
  %".239" = sub i64 %"y.dim0", 2, !dbg !13
  %".240" = icmp sle i64 %"i.2", %".239" , !dbg !13
  %".241" = and i1 %".238", %".240", !dbg !13
  %".242" = and i1 1, %".241", !dbg !13
  %".243" = icmp sge i64 0, 0 , !dbg !13
  %".244" = sub i64 %"y.dim1", 8, !dbg !13
  %".245" = icmp sle i64 0, %".244" , !dbg !13
  %".246" = and i1 %".243", %".245", !dbg !13
  %".247" = and i1 %".242", %".246", !dbg !13
  %".248" = mul i64 %"i.2", %"y.stride0", !dbg !13
  %".249" = add i64 %".248", 0, !dbg !13
  %"y.window" = getelementptr float, ptr %"y.base", i64 %".249" , !dbg !13
  br i1 %".247", label %"tile.inside.1", label %"tile.masked.1", !dbg !13
tile.inside.1:
  br label %"tile.loop.15", !dbg !13
tile.masked.1:
  br label %"tile.loop.17", !dbg !13
tile.done.1:
  br label %"tile.loop.19", !dbg !14
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.inside.1"], [%".268", %"tile.end.16"] , !dbg !13
  br label %"tile.loop.16", !dbg !13
tile.end.15:
  br label %"tile.done.1", !dbg !13
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.loop.15"], [%".265", %"tile.loop.16"] , !dbg !13
  %".253" = mul i64 %"lane.15", 8, !dbg !13
  %".254" = add i64 %"lane.16", %".253", !dbg !13
  %".255" = getelementptr float, float* %"e", i64 %".254" , !dbg !13
  %".256" = load float, float* %".255", !dbg !13
  %".257" = getelementptr float, float* %"tile.tmp", i64 %"lane.15" , !dbg !13
  %".258" = load float, float* %".257", !dbg !13
  %".259" = fdiv float %".256", %".258", !dbg !13
  %".260" = fmul float %".237",              0x0, !dbg !13
  %".261" = fadd float %".259", %".260", !dbg !13
  %".262" = mul i64 %"lane.15", %"y.stride0", !dbg !13
  %".263" = add i64 %".262", %"lane.16", !dbg !13
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %".263" , !dbg !13
  store float %".261", ptr %"y.lane", !dbg !13
  %".265" = add i64 %"lane.16", 1, !dbg !13
  %".266" = icmp ult i64 %".265", 8 , !dbg !13
  br i1 %".266", label %"tile.loop.16", label %"tile.end.16", !dbg !13
tile.end.16:
  %".268" = add i64 %"lane.15", 1, !dbg !13
  %".269" = icmp ult i64 %".268", 2 , !dbg !13
  br i1 %".269", label %"tile.loop.15", label %"tile.end.15", !dbg !13
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.masked.1"], [%".296", %"tile.end.18"] , !dbg !13
  br label %"tile.loop.18", !dbg !13
tile.end.17:
  br label %"tile.done.1", !dbg !13
tile.loop.18:
  %"lane.18" = phi  i64 [0, %"tile.loop.17"], [%".293", %"tile.loop.18"] , !dbg !13
  %".274" = mul i64 %"lane.17", 8, !dbg !13
  %".275" = add i64 %"lane.18", %".274", !dbg !13
  %".276" = getelementptr float, float* %"e", i64 %".275" , !dbg !13
  %".277" = load float, float* %".276", !dbg !13
  %".278" = getelementptr float, float* %"tile.tmp", i64 %"lane.17" , !dbg !13
  %".279" = load float, float* %".278", !dbg !13
  %".280" = fdiv float %".277", %".279", !dbg !13
  %".281" = fmul float %".237",              0x0, !dbg !13
  %".282" = fadd float %".280", %".281", !dbg !13
  %".283" = add i64 %"i.2", %"lane.17", !dbg !13
  %".284" = icmp ult i64 %".283", %"y.dim0" , !dbg !13
  %".285" = and i1 1, %".284", !dbg !13
  %".286" = mul i64 %"lane.17", %"y.stride0", !dbg !13
  %".287" = add i64 0, %"lane.18", !dbg !13
  %".288" = icmp ult i64 %".287", %"y.dim1" , !dbg !13
  %".289" = and i1 %".285", %".288", !dbg !13
  %".290" = add i64 %".286", %"lane.18", !dbg !13
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %".290" , !dbg !13
  %".291" = select  i1 %".289", ptr %"y.lane.1", float* %"y.masked" , !dbg !13
  store float %".282", ptr %".291", !dbg !13
  %".293" = add i64 %"lane.18", 1, !dbg !13
  %".294" = icmp ult i64 %".293", 8 , !dbg !13
  br i1 %".294", label %"tile.loop.18", label %"tile.end.18", !dbg !13
tile.end.18:
  %".296" = add i64 %"lane.17", 1, !dbg !13
  %".297" = icmp ult i64 %".296", 2 , !dbg !13
  br i1 %".297", label %"tile.loop.17", label %"tile.end.17", !dbg !13
tile.loop.19:
  %"lane.19" = phi  i64 [0, %"tile.done.1"], [%".346", %"tile.loop.19"] , !dbg !14
  %".301" = mul i64 %"lane.19", 8, !dbg !14
  %".302" = getelementptr float, float* %"t", i64 %".301" , !dbg !14
  %".303" = load float, float* %".302", !dbg !14
  %".304" = insertelement <8 x float> <float undef, float undef, float undef, float undef, float undef, float undef, float undef, float undef>, float %".303", i64 0
  %".305" = insertelement <8 x float> %".304", float %".303", i64 1
  %".306" = insertelement <8 x float> %".305", float %".303", i64 2
  %".307" = insertelement <8 x float> %".306", float %".303", i64 3
  %".308" = insertelement <8 x float> %".307", float %".303", i64 4
  %".309" = insertelement <8 x float> %".308", float %".303", i64 5
  %".310" = insertelement <8 x float> %".309", float %".303", i64 6
  %".311" = insertelement <8 x float> %".310", float %".303", i64 7
  store <8 x float> %".311", <8 x float>* %"reduce.acc.3", !dbg !14
  %".313" = mul i64 0, 8, !dbg !14
  %".314" = add i64 %".301", %".313", !dbg !14
  %".315" = getelementptr float, float* %"t", i64 %".314" , !dbg !14
  %".316" = load <8 x float>, float* %".315", align 4, !dbg !14
  %".317" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !14
  %".318" = fcmp olt <8 x float> %".316", %".317" , !dbg !14
  %".319" = select  <8 x i1> %".318", <8 x float> %".316", <8 x float> %".317" , !dbg !14
  store <8 x float> %".319", <8 x float>* %"reduce.acc.3", !dbg !14
  %".321" = load <8 x float>, <8 x float>* %"reduce.acc.3", !dbg !14
  %".322" = extractelement <8 x float> %".321", i64 0
  %".323" = extractelement <8 x float> %".321", i64 1
  %".324" = extractelement <8 x float> %".321", i64 2
  %".325" = extractelement <8 x float> %".321", i64 3
  %".326" = extractelement <8 x float> %".321", i64 4
  %".327" = extractelement <8 x float> %".321", i64 5
  %".328" = extractelement <8 x float> %".321", i64 6
  %".329" = extractelement <8 x float> %".321", i64 7
  %".330" = fcmp olt float %".323", %".322" , !dbg !14
  %".331" = select  i1 %".330", float %".323", float %".322" , !dbg !14
  %".332" = fcmp olt float %".324", %".331" , !dbg !14
  %".333" = select  i1 %".332", float %".324", float %".331" , !dbg !14
  %".334" = fcmp olt float %".325", %".333" , !dbg !14
  %".335" = select  i1 %".334", float %".325", float %".333" , !dbg !14
  %".336" = fcmp olt float %".326", %".335" , !dbg !14
  %".337" = select  i1 %".336", float %".326", float %".335" , !dbg !14
  %".338" = fcmp olt float %".327", %".337" , !dbg !14
  %".339" = select  i1 %".338", float %".327", float %".337" , !dbg !14
  %".340" = fcmp olt float %".328", %".339" , !dbg !14
  %".341" = select  i1 %".340", float %".328", float %".339" , !dbg !14
  %".342" = fcmp olt float %".329", %".341" , !dbg !14
  %".343" = select  i1 %".342", float %".329", float %".341" , !dbg !14
  %".344" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.19" , !dbg !14
  store float %".343", float* %".344", !dbg !14
  %".346" = add i64 %"lane.19", 1, !dbg !14
  %".347" = icmp ult i64 %".346", 2 , !dbg !14
  br i1 %".347", label %"tile.loop.19", label %"tile.end.19", !dbg !14
tile.end.19:
  %"i.3" = load i64, i64* %"i", !dbg !14
  %".349" = icmp sge i64 %"i.3", 0 , !dbg !14
  %".350" = sub i64 %"out.dim0", 2, !dbg !14
  %".351" = icmp sle i64 %"i.3", %".350" , !dbg !14
  %".352" = and i1 %".349", %".351", !dbg !14
  %".353" = and i1 1, %".352", !dbg !14
  %"out.window" = getelementptr float, ptr %"out.base", i64 %"i.3" , !dbg !14
  br i1 %".353", label %"tile.inside.2", label %"tile.masked.2", !dbg !14
tile.inside.2:
  br label %"tile.loop.20", !dbg !14
tile.masked.2:
  br label %"tile.loop.21", !dbg !14
tile.done.2:
  ret void
tile.loop.20:
  %"lane.20" = phi  i64 [0, %"tile.inside.2"], [%".359", %"tile.loop.20"] , !dbg !14
  %".356" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.20" , !dbg !14
  %".357" = load float, float* %".356", !dbg !14
  %"out.lane" = getelementptr float, ptr %"out.window", i64 %"lane.20" , !dbg !14
  store float %".357", ptr %"out.lane", !dbg !14
  %".359" = add i64 %"lane.20", 1, !dbg !14
  %".360" = icmp ult i64 %".359", 2 , !dbg !14
  br i1 %".360", label %"tile.loop.20", label %"tile.end.20", !dbg !14
tile.end.20:
  br label %"tile.done.2", !dbg !14
tile.loop.21:
  %"lane.21" = phi  i64 [0, %"tile.masked.2"], [%".371", %"tile.loop.21"] , !dbg !14
  %".364" = getelementptr float, float* %"tile.tmp.1", i64 %"lane.21" , !dbg !14
  %".365" = load float, float* %".364", !dbg !14
  %".366" = add i64 %"i.3", %"lane.21", !dbg !14
  %".367" = icmp ult i64 %".366", %"out.dim0" , !dbg !14
  %".368" = and i1 1, %".367", !dbg !14
  %"out.lane.1" = getelementptr float, ptr %"out.window", i64 %"lane.21" , !dbg !14
  %".369" = select  i1 %".368", ptr %"out.lane.1", float* %"out.masked" , !dbg !14
  store float %".365", ptr %".369", !dbg !14
  %".371" = add i64 %"lane.21", 1, !dbg !14
  %".372" = icmp ult i64 %".371", 2 , !dbg !14
  br i1 %".372", label %"tile.loop.21", label %"tile.end.21", !dbg !14
tile.end.21:
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
