; ---- kernel math_builtins, variant aiv
; ModuleID = "math_builtins.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"m" = alloca float
  store float              0x0, float* %"m"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"v" = alloca float
  store float              0x0, float* %"v"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"i.iter" = alloca i64
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  br label %"body"
body:
  store float 0xfff0000000000000, float* %"m", !dbg !7
  %".7" = icmp eq i64 %"block_num", 0 , !dbg !8
  br i1 %".7", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !8
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !8
  unreachable
for.step.zero.ok:
  %".11" = icmp sgt i64 %"block_num", 0 , !dbg !8
  store i64 %"block_idx", i64* %"i.iter", !dbg !8
  %".13" = icmp slt i64 %"block_idx", %"x.dim0" , !dbg !8
  %".14" = icmp sgt i64 %"block_idx", %"x.dim0" , !dbg !8
  %".15" = select  i1 %".11", i1 %".13", i1 %".14" , !dbg !8
  br i1 %".15", label %"for.body", label %"for.end", !dbg !8
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !8
  store i64 %"i.1", i64* %"i", !dbg !8
  %"i.2" = load i64, i64* %"i", !dbg !9
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.2" , !dbg !9
  %"x.val" = load float, ptr %"x.addr", !dbg !9
  store float %"x.val", float* %"v", !dbg !9
  %"m.1" = load float, float* %"m", !dbg !10
  %"v.1" = load float, float* %"v", !dbg !10
  %".19" = fcmp olt float %"m.1", %"v.1" , !dbg !10
  %".20" = select  i1 %".19", float %"v.1", float %"m.1" , !dbg !10
  store float %".20", float* %"m", !dbg !10
  %"i.3" = load i64, i64* %"i", !dbg !11
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.3" , !dbg !11
  %"v.2" = load float, float* %"v", !dbg !11
  %".22" = fcmp uno float %"v.2", %"v.2" , !dbg !11
  %"v.3" = load float, float* %"v", !dbg !11
  %".23" = call float @"incore.sin.f32"(float %"v.3"), !dbg !11
  %"v.4" = load float, float* %"v", !dbg !11
  %".24" = call float @"incore.pow.f32"(float %"v.4", float 0x4004000000000000), !dbg !11
  %".25" = fadd float %".23", %".24", !dbg !11
  %"v.5" = load float, float* %"v", !dbg !11
  %".26" = call float @"incore.fmod.f32"(float %"v.5", float 0x4008000000000000), !dbg !11
  %".27" = fadd float %".25", %".26", !dbg !11
  %".28" = select  i1 %".22", float              0x0, float %".27" , !dbg !11
  store float %".28", ptr %"y.addr", !dbg !11
  br label %"for.inc", !dbg !8
for.inc:
  %".31" = load i64, i64* %"i.iter", !dbg !8
  %".32" = sub i64 %"x.dim0", %".31", !dbg !8
  %".33" = icmp ugt i64 %".32", %"block_num" , !dbg !8
  %".34" = sub i64 %".31", %"x.dim0", !dbg !8
  %".35" = sub i64 0, %"block_num", !dbg !8
  %".36" = icmp ugt i64 %".34", %".35" , !dbg !8
  %".37" = select  i1 %".11", i1 %".33", i1 %".36" , !dbg !8
  br i1 %".37", label %"for.next", label %"for.end", !dbg !8
for.end:
  %".41" = icmp eq i64 %"block_idx", 0 , !dbg !14
  br i1 %".41", label %"if.then", label %"if.else", !dbg !14
for.next:
  %"i.next" = add i64 %".31", %"block_num", !dbg !8
  store i64 %"i.next", i64* %"i.iter", !dbg !8
  br label %"for.body", !dbg !8, !llvm.loop !13
if.then:
  %"y.addr.1" = getelementptr float, ptr %"y.base", i64 0 , !dbg !15
  %"m.2" = load float, float* %"m", !dbg !15
  store float %"m.2", ptr %"y.addr.1", !dbg !15
  br label %"if.end", !dbg !14
if.else:
  br label %"if.end", !dbg !14
if.end:
  ret void
}

define internal float @"incore.sin.f32"(float %"x") #0
{
entry:
  %".3" = fpext float %"x" to double
  %".4" = call double @"llvm.fabs.f64"(double %".3")
  %".5" = fcmp olt double %".4", 0x413921fb54442d18
  %".6" = select  i1 %".5", double %".3", double              0x0
  %".7" = fmul double %".6", 0x3fe45f306dc9c883
  %".8" = fadd double %".7", 0x4338000000000000
  %".9" = fsub double %".8", 0x4338000000000000
  %".10" = fmul double %".9", 0x3ff921fb54400000
  %".11" = fsub double %".6", %".10"
  %".12" = fmul double %".9", 0x3dd0b4611a626331
  %".13" = fsub double %".11", %".12"
  %".14" = fptosi double %".9" to i32
  %".15" = fptrunc double %".13" to float
  %".16" = fpext float %".15" to double
  %".17" = fsub double %".13", %".16"
  %".18" = fptrunc double %".17" to float
  %".19" = fmul float %".15", %".15"
  %".20" = fmul float %".15", %".19"
  %".21" = fmul float 0xbf29943f20000000, %".19"
  %".22" = fadd float %".21", 0x3f811073c0000000
  %".23" = fmul float %".22", %".19"
  %".24" = fadd float %".23", 0xbfc5555460000000
  %".25" = fmul float %".20", %".24"
  %".26" = fadd float %".18", %".25"
  %".27" = fmul float 0x3fe0000000000000, %".19"
  %".28" = fsub float 0x3ff0000000000000, %".27"
  %".29" = fsub float 0x3ff0000000000000, %".28"
  %".30" = fsub float %".29", %".27"
  %".31" = fmul float %".19", %".19"
  %".32" = fmul float 0x3ef99eb9c0000000, %".19"
  %".33" = fadd float %".32", 0xbf56c0c340000000
  %".34" = fmul float %".33", %".19"
  %".35" = fadd float %".34", 0x3fa55554a0000000
  %".36" = fmul float %".31", %".35"
  %".37" = fmul float %".15", %".18"
  %".38" = fsub float %".36", %".37"
  %".39" = fadd float %".30", %".38"
  %".40" = and i32 %".14", 3
  %".41" = fadd float %".15", %".26"
  %".42" = fadd float %".28", %".39"
  %".43" = fneg float %".41"
  %".44" = fneg float %".42"
  %".45" = icmp eq i32 %".40", 2
  %".46" = select  i1 %".45", float %".43", float %".44"
  %".47" = icmp eq i32 %".40", 1
  %".48" = select  i1 %".47", float %".42", float %".46"
  %".49" = icmp eq i32 %".40", 0
  %".50" = select  i1 %".49", float %".41", float %".48"
  %".51" = call double @"llvm.fabs.f64"(double %".6")
  %".52" = fcmp olt double %".51", 0x3f30000000000000
  %".53" = fptrunc double %".6" to float
  %".54" = select  i1 %".52", float %".53", float %".50"
  br i1 %".5", label %"sin.join", label %"sin.rare"
sin.rare:
  %".56" = call float @"incore.sin.f32.full"(float %"x")
  br label %"sin.join"
sin.join:
  %"sin.f32" = phi  float [%".54", %"entry"], [%".56", %"sin.rare"]
  ret float %"sin.f32"
}

declare double @"llvm.fabs.f64"(double %".1")

define internal float @"incore.sin.f32.full"(float %"x") #1
{
entry:
  %".3" = fpext float %"x" to double
  %".4" = call double @"llvm.fabs.f64"(double %".3")
  %".5" = fcmp olt double %".4", 0x413921fb54442d18
  %".6" = select  i1 %".5", double %".3", double              0x0
  %".7" = fmul double %".6", 0x3fe45f306dc9c883
  %".8" = fadd double %".7", 0x4338000000000000
  %".9" = fsub double %".8", 0x4338000000000000
  %".10" = fmul double %".9", 0x3ff921fb54400000
  %".11" = fsub double %".6", %".10"
  %".12" = fmul double %".9", 0x3dd0b4611a626331
  %".13" = fmul double %".9", 0x3dd0b4611a600000
  %".14" = fsub double %".11", %".13"
  %".15" = fmul double %".9", 0x3ba3198a2e037073
  %".16" = fsub double %".11", %".14"
  %".17" = fsub double %".16", %".13"
  %".18" = fsub double %".15", %".17"
  %".19" = fmul double %".9", 0x3ba3198a2e000000
  %".20" = fsub double %".14", %".19"
  %".21" = fmul double %".9", 0x397b839a252049c1
  %".22" = fsub double %".14", %".20"
  %".23" = fsub double %".22", %".19"
  %".24" = fsub double %".21", %".23"
  %".25" = fsub double %".20", %".24"
  %".26" = fsub double %".20", %".25"
  %".27" = fsub double %".26", %".24"
  %".28" = fptosi double %".9" to i64
  br i1 %".5", label %"trig.join", label %"trig.large"
trig.large:
  %".30" = bitcast double %".3" to i64
  %".31" = and i64 %".30", 9223372036854775807
  %".32" = lshr i64 %".31", 52
  %".33" = and i64 %".31", 4503599627370495
  %".34" = or i64 %".33", 4503599627370496
  %".35" = sub i64 %".32", 1075
  %".36" = add i64 %".35", 62
  %".37" = icmp slt i64 %".36", 0
  %".38" = select  i1 %".37", i64 0, i64 %".36"
  %".39" = icmp sgt i64 %".38", 1034
  %".40" = select  i1 %".39", i64 1034, i64 %".38"
  %".41" = lshr i64 %".40", 6
  %".42" = and i64 %".40", 63
  %".43" = zext i64 %".42" to i128
  %".44" = add i64 %".41", 0
  %".45" = getelementptr inbounds [20 x i64], [20 x i64]* @"incore.two_over_pi", i64 0, i64 %".44"
  %".46" = load i64, i64* %".45"
  %".47" = zext i64 %".46" to i128
  %".48" = add i64 %".41", 1
  %".49" = getelementptr inbounds [20 x i64], [20 x i64]* @"incore.two_over_pi", i64 0, i64 %".48"
  %".50" = load i64, i64* %".49"
  %".51" = zext i64 %".50" to i128
  %".52" = add i64 %".41", 2
  %".53" = getelementptr inbounds [20 x i64], [20 x i64]* @"incore.two_over_pi", i64 0, i64 %".52"
  %".54" = load i64, i64* %".53"
  %".55" = zext i64 %".54" to i128
  %".56" = add i64 %".41", 3
  %".57" = getelementptr inbounds [20 x i64], [20 x i64]* @"incore.two_over_pi", i64 0, i64 %".56"
  %".58" = load i64, i64* %".57"
  %".59" = zext i64 %".58" to i128
  %".60" = shl i128 %".47", 64
  %".61" = or i128 %".60", %".51"
  %".62" = shl i128 %".61", %".43"
  %".63" = lshr i128 %".62", 64
  %".64" = and i128 %".63", 18446744073709551615
  %".65" = shl i128 %".51", 64
  %".66" = or i128 %".65", %".55"
  %".67" = shl i128 %".66", %".43"
  %".68" = lshr i128 %".67", 64
  %".69" = and i128 %".68", 18446744073709551615
  %".70" = shl i128 %".55", 64
  %".71" = or i128 %".70", %".59"
  %".72" = shl i128 %".71", %".43"
  %".73" = lshr i128 %".72", 64
  %".74" = and i128 %".73", 18446744073709551615
  %".75" = zext i64 %".34" to i128
  %".76" = mul i128 %".75", %".74"
  %".77" = lshr i128 %".76", 64
  %".78" = mul i128 %".75", %".69"
  %".79" = add i128 %".77", %".78"
  %".80" = mul i128 %".75", %".64"
  %".81" = and i128 %".80", 18446744073709551615
  %".82" = shl i128 %".81", 64
  %".83" = add i128 %".79", %".82"
  %".84" = add i128 %".83", 42535295865117307932921825928971026432
  %".85" = lshr i128 %".84", 126
  %".86" = trunc i128 %".85" to i64
  %".87" = and i128 %".84", 85070591730234615865843651857942052863
  %".88" = sub i128 %".87", 42535295865117307932921825928971026432
  %".89" = ashr i128 %".88", 84
  %".90" = trunc i128 %".89" to i64
  %".91" = lshr i128 %".88", 42
  %".92" = and i128 %".91", 4398046511103
  %".93" = trunc i128 %".92" to i64
  %".94" = and i128 %".88", 4398046511103
  %".95" = trunc i128 %".94" to i64
  %".96" = sitofp i64 %".90" to double
  %".97" = fmul double %".96", 0x3d50000000000000
  %".98" = sitofp i64 %".93" to double
  %".99" = fmul double %".98", 0x3ab0000000000000
  %".100" = sitofp i64 %".95" to double
  %".101" = fmul double %".100", 0x3810000000000000
  %".102" = fadd double %".97", %".99"
  %".103" = fsub double %".102", %".97"
  %".104" = fsub double %".102", %".103"
  %".105" = fsub double %".97", %".104"
  %".106" = fsub double %".99", %".103"
  %".107" = fadd double %".105", %".106"
  %".108" = fadd double %".107", %".101"
  %".109" = fadd double %".102", %".108"
  %".110" = fsub double %".109", %".102"
  %".111" = fsub double %".108", %".110"
  %".112" = fmul double %".109", 0x3ff921fb54442d18
  %".113" = fmul double %".109", 0x41a0000002000000
  %".114" = fsub double %".113", %".109"
  %".115" = fsub double %".113", %".114"
  %".116" = fsub double %".109", %".115"
  %".117" = fmul double 0x3ff921fb54442d18, 0x41a0000002000000
  %".118" = fsub double %".117", 0x3ff921fb54442d18
  %".119" = fsub double %".117", %".118"
  %".120" = fsub double 0x3ff921fb54442d18, %".119"
  %".121" = fmul double %".115", %".119"
  %".122" = fneg double %".112"
  %".123" = fadd double %".121", %".122"
  %".124" = fmul double %".115", %".120"
  %".125" = fadd double %".123", %".124"
  %".126" = fmul double %".116", %".119"
  %".127" = fadd double %".125", %".126"
  %".128" = fmul double %".116", %".120"
  %".129" = fadd double %".127", %".128"
  %".130" = fmul double %".109", 0x3c91a62633145c07
  %".131" = fmul double %".111", 0x3ff921fb54442d18
  %".132" = fadd double %".130", %".131"
  %".133" = fadd double %".129", %".132"
  %".134" = fadd double %".112", %".133"
  %".135" = fsub double %".134", %".112"
  %".136" = fsub double %".133", %".135"
  %".137" = bitcast double %".3" to i64
  %".138" = icmp slt i64 %".137", 0
  %".139" = sub i64 0, %".86"
  %".140" = select  i1 %".138", i64 %".139", i64 %".86"
  %".141" = fneg double %".134"
  %".142" = select  i1 %".138", double %".141", double %".134"
  %".143" = fneg double %".136"
  %".144" = select  i1 %".138", double %".143", double %".136"
  br label %"trig.join"
trig.join:
  %".146" = phi  i64 [%".28", %"entry"], [%".140", %"trig.large"]
  %".147" = phi  double [%".25", %"entry"], [%".142", %"trig.large"]
  %".148" = phi  double [%".27", %"entry"], [%".144", %"trig.large"]
  %".149" = and i64 %".146", 3
  %".150" = fmul double %".147", %".147"
  %".151" = fmul double %".150", %".147"
  %".152" = fmul double 0x3de5d93a5acfd57c, %".150"
  %".153" = fadd double %".152", 0xbe5ae5e68a2b9ceb
  %".154" = fmul double %".153", %".150"
  %".155" = fadd double %".154", 0x3ec71de357b1fe7d
  %".156" = fmul double %".155", %".150"
  %".157" = fadd double %".156", 0xbf2a01a019c161d5
  %".158" = fmul double %".157", %".150"
  %".159" = fadd double %".158", 0x3f8111111110f8a6
  %".160" = fmul double 0x3fe0000000000000, %".148"
  %".161" = fmul double %".151", %".159"
  %".162" = fsub double %".160", %".161"
  %".163" = fmul double %".150", %".162"
  %".164" = fsub double %".163", %".148"
  %".165" = fmul double %".151", 0xbfc5555555555549
  %".166" = fsub double %".164", %".165"
  %".167" = fsub double %".147", %".166"
  %".168" = fmul double %".147", %".147"
  %".169" = fmul double 0xbda8fae9be8838d4, %".168"
  %".170" = fadd double %".169", 0x3e21ee9ebdb4b1c4
  %".171" = fmul double %".170", %".168"
  %".172" = fadd double %".171", 0xbe927e4f809c52ad
  %".173" = fmul double %".172", %".168"
  %".174" = fadd double %".173", 0x3efa01a019cb1590
  %".175" = fmul double %".174", %".168"
  %".176" = fadd double %".175", 0xbf56c16c16c15177
  %".177" = fmul double %".176", %".168"
  %".178" = fadd double %".177", 0x3fa555555555554c
  %".179" = fmul double %".168", %".178"
  %".180" = fmul double 0x3fe0000000000000, %".168"
  %".181" = fsub double 0x3ff0000000000000, %".180"
  %".182" = fsub double 0x3ff0000000000000, %".181"
  %".183" = fsub double %".182", %".180"
  %".184" = fmul double %".168", %".179"
  %".185" = fmul double %".147", %".148"
  %".186" = fsub double %".184", %".185"
  %".187" = fadd double %".183", %".186"
  %".188" = fadd double %".181", %".187"
  %".189" = fneg double %".167"
  %".190" = fneg double %".188"
  %".191" = icmp eq i64 %".149", 2
  %".192" = select  i1 %".191", double %".189", double %".190"
  %".193" = icmp eq i64 %".149", 1
  %".194" = select  i1 %".193", double %".188", double %".192"
  %".195" = icmp eq i64 %".149", 0
  %".196" = select  i1 %".195", double %".167", double %".194"
  %".197" = call double @"llvm.fabs.f64"(double %".3")
  %".198" = fcmp olt double %".197", 0x7ff0000000000000
  %".199" = select  i1 %".198", double %".196", double 0x7ff8000000000000
  %".200" = fptrunc double %".199" to float
  ret float %".200"
}

@"incore.two_over_pi" = private unnamed_addr constant [20 x i64] [i64 0, i64 11743562013128004905, i64 18169587780923219392, i64 15808362127397457985, i64 18325537948574664033, i64 13196794004601950944, i64 452944820249399836, i64 18311050168422213438, i64 16754012890938950788, i64 16833452818741296705, i64 4148332274289687028, i64 11278244420634880059, i64 2303758334597371919, i64 17235013589178936607, i64 7869616827067468215, i64 5712322887342352941, i64 8441921394348257659, i64 4397547296490951402, i64 7780917995555872008, i64 6197850593633725355], align 8
define internal <4 x float> @"incore.sin.f32.full.m4"(<4 x float> %"x", <4 x i1> %"mask") #2
{
entry:
  %".4" = bitcast <4 x i1> %"mask" to i4
  %".5" = icmp ne i4 %".4", 0
  br i1 %".5", label %"work", label %"none"
work:
  %".8" = extractelement <4 x i1> %"mask", i32 0
  br i1 %".8", label %"lane0", label %"next0"
none:
  ret <4 x float> <float 0.0, float 0.0, float 0.0, float 0.0>
lane0:
  %".10" = extractelement <4 x float> %"x", i32 0
  %".11" = call float @"incore.sin.f32.full"(float %".10")
  %".12" = insertelement <4 x float> <float 0.0, float 0.0, float 0.0, float 0.0>, float %".11", i32 0
  br label %"next0"
next0:
  %".14" = phi  <4 x float> [<float 0.0, float 0.0, float 0.0, float 0.0>, %"work"], [%".12", %"lane0"]
  %".15" = extractelement <4 x i1> %"mask", i32 1
  br i1 %".15", label %"lane1", label %"next1"
lane1:
  %".17" = extractelement <4 x float> %"x", i32 1
  %".18" = call float @"incore.sin.f32.full"(float %".17")
  %".19" = insertelement <4 x float> %".14", float %".18", i32 1
  br label %"next1"
next1:
  %".21" = phi  <4 x float> [%".14", %"next0"], [%".19", %"lane1"]
  %".22" = extractelement <4 x i1> %"mask", i32 2
  br i1 %".22", label %"lane2", label %"next2"
lane2:
  %".24" = extractelement <4 x float> %"x", i32 2
  %".25" = call float @"incore.sin.f32.full"(float %".24")
  %".26" = insertelement <4 x float> %".21", float %".25", i32 2
  br label %"next2"
next2:
  %".28" = phi  <4 x float> [%".21", %"next1"], [%".26", %"lane2"]
  %".29" = extractelement <4 x i1> %"mask", i32 3
  br i1 %".29", label %"lane3", label %"next3"
lane3:
  %".31" = extractelement <4 x float> %"x", i32 3
  %".32" = call float @"incore.sin.f32.full"(float %".31")
  %".33" = insertelement <4 x float> %".28", float %".32", i32 3
  br label %"next3"
next3:
  %".35" = phi  <4 x float> [%".28", %"next2"], [%".33", %"lane3"]
  ret <4 x float> %".35"
}

define internal <8 x float> @"incore.sin.f32.full.m8"(<8 x float> %"x", <8 x i1> %"mask") #2
{
entry:
  %".4" = bitcast <8 x i1> %"mask" to i8
  %".5" = icmp ne i8 %".4", 0
  br i1 %".5", label %"work", label %"none"
work:
  %".8" = extractelement <8 x i1> %"mask", i32 0
  br i1 %".8", label %"lane0", label %"next0"
none:
  ret <8 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>
lane0:
  %".10" = extractelement <8 x float> %"x", i32 0
  %".11" = call float @"incore.sin.f32.full"(float %".10")
  %".12" = insertelement <8 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, float %".11", i32 0
  br label %"next0"
next0:
  %".14" = phi  <8 x float> [<float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, %"work"], [%".12", %"lane0"]
  %".15" = extractelement <8 x i1> %"mask", i32 1
  br i1 %".15", label %"lane1", label %"next1"
lane1:
  %".17" = extractelement <8 x float> %"x", i32 1
  %".18" = call float @"incore.sin.f32.full"(float %".17")
  %".19" = insertelement <8 x float> %".14", float %".18", i32 1
  br label %"next1"
next1:
  %".21" = phi  <8 x float> [%".14", %"next0"], [%".19", %"lane1"]
  %".22" = extractelement <8 x i1> %"mask", i32 2
  br i1 %".22", label %"lane2", label %"next2"
lane2:
  %".24" = extractelement <8 x float> %"x", i32 2
  %".25" = call float @"incore.sin.f32.full"(float %".24")
  %".26" = insertelement <8 x float> %".21", float %".25", i32 2
  br label %"next2"
next2:
  %".28" = phi  <8 x float> [%".21", %"next1"], [%".26", %"lane2"]
  %".29" = extractelement <8 x i1> %"mask", i32 3
  br i1 %".29", label %"lane3", label %"next3"
lane3:
  %".31" = extractelement <8 x float> %"x", i32 3
  %".32" = call float @"incore.sin.f32.full"(float %".31")
  %".33" = insertelement <8 x float> %".28", float %".32", i32 3
  br label %"next3"
next3:
  %".35" = phi  <8 x float> [%".28", %"next2"], [%".33", %"lane3"]
  %".36" = extractelement <8 x i1> %"mask", i32 4
  br i1 %".36", label %"lane4", label %"next4"
lane4:
  %".38" = extractelement <8 x float> %"x", i32 4
  %".39" = call float @"incore.sin.f32.full"(float %".38")
  %".40" = insertelement <8 x float> %".35", float %".39", i32 4
  br label %"next4"
next4:
  %".42" = phi  <8 x float> [%".35", %"next3"], [%".40", %"lane4"]
  %".43" = extractelement <8 x i1> %"mask", i32 5
  br i1 %".43", label %"lane5", label %"next5"
lane5:
  %".45" = extractelement <8 x float> %"x", i32 5
  %".46" = call float @"incore.sin.f32.full"(float %".45")
  %".47" = insertelement <8 x float> %".42", float %".46", i32 5
  br label %"next5"
next5:
  %".49" = phi  <8 x float> [%".42", %"next4"], [%".47", %"lane5"]
  %".50" = extractelement <8 x i1> %"mask", i32 6
  br i1 %".50", label %"lane6", label %"next6"
lane6:
  %".52" = extractelement <8 x float> %"x", i32 6
  %".53" = call float @"incore.sin.f32.full"(float %".52")
  %".54" = insertelement <8 x float> %".49", float %".53", i32 6
  br label %"next6"
next6:
  %".56" = phi  <8 x float> [%".49", %"next5"], [%".54", %"lane6"]
  %".57" = extractelement <8 x i1> %"mask", i32 7
  br i1 %".57", label %"lane7", label %"next7"
lane7:
  %".59" = extractelement <8 x float> %"x", i32 7
  %".60" = call float @"incore.sin.f32.full"(float %".59")
  %".61" = insertelement <8 x float> %".56", float %".60", i32 7
  br label %"next7"
next7:
  %".63" = phi  <8 x float> [%".56", %"next6"], [%".61", %"lane7"]
  ret <8 x float> %".63"
}

define internal <16 x float> @"incore.sin.f32.full.m16"(<16 x float> %"x", <16 x i1> %"mask") #2
{
entry:
  %".4" = bitcast <16 x i1> %"mask" to i16
  %".5" = icmp ne i16 %".4", 0
  br i1 %".5", label %"work", label %"none"
work:
  %".8" = extractelement <16 x i1> %"mask", i32 0
  br i1 %".8", label %"lane0", label %"next0"
none:
  ret <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>
lane0:
  %".10" = extractelement <16 x float> %"x", i32 0
  %".11" = call float @"incore.sin.f32.full"(float %".10")
  %".12" = insertelement <16 x float> <float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, float %".11", i32 0
  br label %"next0"
next0:
  %".14" = phi  <16 x float> [<float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0, float 0.0>, %"work"], [%".12", %"lane0"]
  %".15" = extractelement <16 x i1> %"mask", i32 1
  br i1 %".15", label %"lane1", label %"next1"
lane1:
  %".17" = extractelement <16 x float> %"x", i32 1
  %".18" = call float @"incore.sin.f32.full"(float %".17")
  %".19" = insertelement <16 x float> %".14", float %".18", i32 1
  br label %"next1"
next1:
  %".21" = phi  <16 x float> [%".14", %"next0"], [%".19", %"lane1"]
  %".22" = extractelement <16 x i1> %"mask", i32 2
  br i1 %".22", label %"lane2", label %"next2"
lane2:
  %".24" = extractelement <16 x float> %"x", i32 2
  %".25" = call float @"incore.sin.f32.full"(float %".24")
  %".26" = insertelement <16 x float> %".21", float %".25", i32 2
  br label %"next2"
next2:
  %".28" = phi  <16 x float> [%".21", %"next1"], [%".26", %"lane2"]
  %".29" = extractelement <16 x i1> %"mask", i32 3
  br i1 %".29", label %"lane3", label %"next3"
lane3:
  %".31" = extractelement <16 x float> %"x", i32 3
  %".32" = call float @"incore.sin.f32.full"(float %".31")
  %".33" = insertelement <16 x float> %".28", float %".32", i32 3
  br label %"next3"
next3:
  %".35" = phi  <16 x float> [%".28", %"next2"], [%".33", %"lane3"]
  %".36" = extractelement <16 x i1> %"mask", i32 4
  br i1 %".36", label %"lane4", label %"next4"
lane4:
  %".38" = extractelement <16 x float> %"x", i32 4
  %".39" = call float @"incore.sin.f32.full"(float %".38")
  %".40" = insertelement <16 x float> %".35", float %".39", i32 4
  br label %"next4"
next4:
  %".42" = phi  <16 x float> [%".35", %"next3"], [%".40", %"lane4"]
  %".43" = extractelement <16 x i1> %"mask", i32 5
  br i1 %".43", label %"lane5", label %"next5"
lane5:
  %".45" = extractelement <16 x float> %"x", i32 5
  %".46" = call float @"incore.sin.f32.full"(float %".45")
  %".47" = insertelement <16 x float> %".42", float %".46", i32 5
  br label %"next5"
next5:
  %".49" = phi  <16 x float> [%".42", %"next4"], [%".47", %"lane5"]
  %".50" = extractelement <16 x i1> %"mask", i32 6
  br i1 %".50", label %"lane6", label %"next6"
lane6:
  %".52" = extractelement <16 x float> %"x", i32 6
  %".53" = call float @"incore.sin.f32.full"(float %".52")
  %".54" = insertelement <16 x float> %".49", float %".53", i32 6
  br label %"next6"
next6:
  %".56" = phi  <16 x float> [%".49", %"next5"], [%".54", %"lane6"]
  %".57" = extractelement <16 x i1> %"mask", i32 7
  br i1 %".57", label %"lane7", label %"next7"
lane7:
  %".59" = extractelement <16 x float> %"x", i32 7
  %".60" = call float @"incore.sin.f32.full"(float %".59")
  %".61" = insertelement <16 x float> %".56", float %".60", i32 7
  br label %"next7"
next7:
  %".63" = phi  <16 x float> [%".56", %"next6"], [%".61", %"lane7"]
  %".64" = extractelement <16 x i1> %"mask", i32 8
  br i1 %".64", label %"lane8", label %"next8"
lane8:
  %".66" = extractelement <16 x float> %"x", i32 8
  %".67" = call float @"incore.sin.f32.full"(float %".66")
  %".68" = insertelement <16 x float> %".63", float %".67", i32 8
  br label %"next8"
next8:
  %".70" = phi  <16 x float> [%".63", %"next7"], [%".68", %"lane8"]
  %".71" = extractelement <16 x i1> %"mask", i32 9
  br i1 %".71", label %"lane9", label %"next9"
lane9:
  %".73" = extractelement <16 x float> %"x", i32 9
  %".74" = call float @"incore.sin.f32.full"(float %".73")
  %".75" = insertelement <16 x float> %".70", float %".74", i32 9
  br label %"next9"
next9:
  %".77" = phi  <16 x float> [%".70", %"next8"], [%".75", %"lane9"]
  %".78" = extractelement <16 x i1> %"mask", i32 10
  br i1 %".78", label %"lane10", label %"next10"
lane10:
  %".80" = extractelement <16 x float> %"x", i32 10
  %".81" = call float @"incore.sin.f32.full"(float %".80")
  %".82" = insertelement <16 x float> %".77", float %".81", i32 10
  br label %"next10"
next10:
  %".84" = phi  <16 x float> [%".77", %"next9"], [%".82", %"lane10"]
  %".85" = extractelement <16 x i1> %"mask", i32 11
  br i1 %".85", label %"lane11", label %"next11"
lane11:
  %".87" = extractelement <16 x float> %"x", i32 11
  %".88" = call float @"incore.sin.f32.full"(float %".87")
  %".89" = insertelement <16 x float> %".84", float %".88", i32 11
  br label %"next11"
next11:
  %".91" = phi  <16 x float> [%".84", %"next10"], [%".89", %"lane11"]
  %".92" = extractelement <16 x i1> %"mask", i32 12
  br i1 %".92", label %"lane12", label %"next12"
lane12:
  %".94" = extractelement <16 x float> %"x", i32 12
  %".95" = call float @"incore.sin.f32.full"(float %".94")
  %".96" = insertelement <16 x float> %".91", float %".95", i32 12
  br label %"next12"
next12:
  %".98" = phi  <16 x float> [%".91", %"next11"], [%".96", %"lane12"]
  %".99" = extractelement <16 x i1> %"mask", i32 13
  br i1 %".99", label %"lane13", label %"next13"
lane13:
  %".101" = extractelement <16 x float> %"x", i32 13
  %".102" = call float @"incore.sin.f32.full"(float %".101")
  %".103" = insertelement <16 x float> %".98", float %".102", i32 13
  br label %"next13"
next13:
  %".105" = phi  <16 x float> [%".98", %"next12"], [%".103", %"lane13"]
  %".106" = extractelement <16 x i1> %"mask", i32 14
  br i1 %".106", label %"lane14", label %"next14"
lane14:
  %".108" = extractelement <16 x float> %"x", i32 14
  %".109" = call float @"incore.sin.f32.full"(float %".108")
  %".110" = insertelement <16 x float> %".105", float %".109", i32 14
  br label %"next14"
next14:
  %".112" = phi  <16 x float> [%".105", %"next13"], [%".110", %"lane14"]
  %".113" = extractelement <16 x i1> %"mask", i32 15
  br i1 %".113", label %"lane15", label %"next15"
lane15:
  %".115" = extractelement <16 x float> %"x", i32 15
  %".116" = call float @"incore.sin.f32.full"(float %".115")
  %".117" = insertelement <16 x float> %".112", float %".116", i32 15
  br label %"next15"
next15:
  %".119" = phi  <16 x float> [%".112", %"next14"], [%".117", %"lane15"]
  ret <16 x float> %".119"
}

define internal float @"incore.pow.f32"(float %"x", float %"y") #0
{
entry:
  %".4" = fpext float %"x" to double
  %".5" = fpext float %"y" to double
  %".6" = fcmp olt double %".5", 0x43f0000000000000
  %".7" = select  i1 %".6", double %".5", double 0x43f0000000000000
  %".8" = fneg double 0x43f0000000000000
  %".9" = fcmp ogt double %".7", %".8"
  %".10" = fneg double 0x43f0000000000000
  %".11" = select  i1 %".9", double %".7", double %".10"
  %".12" = call double @"llvm.fabs.f64"(double %".4")
  %".13" = fcmp olt double %".12", 0x10000000000000
  %".14" = fmul double %".12", 0x4350000000000000
  %".15" = select  i1 %".13", double %".14", double %".12"
  %".16" = select  i1 %".13", i64 18446744073709551562, i64 0
  %".17" = bitcast double %".15" to i64
  %".18" = sub i64 %".17", 4604544271217802189
  %".19" = ashr i64 %".18", 52
  %".20" = shl i64 %".19", 52
  %".21" = sub i64 %".17", %".20"
  %".22" = bitcast i64 %".21" to double
  %".23" = add i64 %".19", %".16"
  %".24" = trunc i64 %".23" to i32
  %".25" = sitofp i32 %".24" to double
  %".26" = fsub double %".22", 0x3ff0000000000000
  %".27" = fadd double 0x4000000000000000, %".26"
  %".28" = fdiv double %".26", %".27"
  %".29" = fmul double %".28", %".28"
  %".30" = fmul double %".29", %".29"
  %".31" = fmul double 0x3fc39a09d078c69f, %".30"
  %".32" = fadd double %".31", 0x3fcc71c51d8e78af
  %".33" = fmul double %".32", %".30"
  %".34" = fadd double %".33", 0x3fd999999997fa04
  %".35" = fmul double %".30", %".34"
  %".36" = fmul double 0x3fc2f112df3e5244, %".30"
  %".37" = fadd double %".36", 0x3fc7466496cb03de
  %".38" = fmul double %".37", %".30"
  %".39" = fadd double %".38", 0x3fd2492494229359
  %".40" = fmul double %".39", %".30"
  %".41" = fadd double %".40", 0x3fe5555555555593
  %".42" = fmul double %".29", %".41"
  %".43" = fadd double %".42", %".35"
  %".44" = fmul double 0x3fe0000000000000, %".26"
  %".45" = fmul double %".44", %".26"
  %".46" = fadd double %".45", %".43"
  %".47" = fmul double %".28", %".46"
  %".48" = fmul double %".25", 0x3dea39ef35793c76
  %".49" = fadd double %".47", %".48"
  %".50" = fsub double %".45", %".49"
  %".51" = fsub double %".50", %".26"
  %".52" = fmul double %".25", 0x3fe62e42fee00000
  %".53" = fsub double %".52", %".51"
  %".54" = fcmp oeq double %".12", 0x7ff0000000000000
  %".55" = select  i1 %".54", double 0x7ff0000000000000, double %".53"
  %".56" = fcmp oeq double %".12",              0x0
  %".57" = select  i1 %".56", double 0xfff0000000000000, double %".55"
  %".58" = fcmp olt double %".12",              0x0
  %".59" = select  i1 %".58", double 0x7ff8000000000000, double %".57"
  %".60" = fcmp uno double %".12", %".12"
  %".61" = select  i1 %".60", double %".12", double %".59"
  %".62" = fmul double %".11", %".61"
  %".63" = fcmp olt double %".62", 0x4069000000000000
  %".64" = select  i1 %".63", double %".62", double 0x4069000000000000
  %".65" = fcmp ogt double %".64", 0xc069000000000000
  %".66" = select  i1 %".65", double %".64", double 0xc069000000000000
  %".67" = fcmp ole double %".66", 0x4086300000000000
  %".68" = select  i1 %".67", double %".66", double 0x4086300000000000
  %".69" = fcmp oge double %".68", 0xc087500000000000
  %".70" = select  i1 %".69", double %".68", double 0xc087500000000000
  %".71" = fmul double %".70", 0x3ff71547652b82fe
  %".72" = fadd double %".71", 0x4338000000000000
  %".73" = fsub double %".72", 0x4338000000000000
  %".74" = fmul double %".73", 0x3fe62e42fee00000
  %".75" = fsub double %".70", %".74"
  %".76" = fmul double %".73", 0x3dea39ef35793c76
  %".77" = fsub double %".75", %".76"
  %".78" = fmul double %".77", %".77"
  %".79" = fmul double 0x3e66376972bea4d0, %".78"
  %".80" = fadd double %".79", 0xbebbbd41c5d26bf1
  %".81" = fmul double %".80", %".78"
  %".82" = fadd double %".81", 0x3f11566aaf25de2c
  %".83" = fmul double %".82", %".78"
  %".84" = fadd double %".83", 0xbf66c16c16bebd93
  %".85" = fmul double %".84", %".78"
  %".86" = fadd double %".85", 0x3fc555555555553e
  %".87" = fmul double %".78", %".86"
  %".88" = fsub double %".77", %".87"
  %".89" = fmul double %".77", %".88"
  %".90" = fsub double 0x4000000000000000, %".88"
  %".91" = fdiv double %".89", %".90"
  %".92" = fsub double %".76", %".91"
  %".93" = fsub double %".92", %".75"
  %".94" = fsub double 0x3ff0000000000000, %".93"
  %".95" = fptosi double %".73" to i32
  %".96" = sext i32 %".95" to i64
  %".97" = ashr i64 %".96", 1
  %".98" = sub i64 %".96", %".97"
  %".99" = add i64 %".97", 1023
  %".100" = shl i64 %".99", 52
  %".101" = bitcast i64 %".100" to double
  %".102" = fmul double %".94", %".101"
  %".103" = add i64 %".98", 1023
  %".104" = shl i64 %".103", 52
  %".105" = bitcast i64 %".104" to double
  %".106" = fmul double %".102", %".105"
  %".107" = fcmp uno double %".66", %".66"
  %".108" = select  i1 %".107", double %".66", double %".106"
  %".109" = fmul double %".108", 0x40c0008000000000
  %".110" = fsub double %".109", %".108"
  %".111" = fsub double %".109", %".110"
  %".112" = call double @"llvm.fabs.f64"(double %".5")
  %".113" = fcmp olt double %".112", 0x4330000000000000
  %".114" = select  i1 %".113", double %".5", double              0x0
  %".115" = fptosi double %".114" to i64
  %".116" = sitofp i64 %".115" to double
  %".117" = call double @"llvm.copysign.f64"(double %".116", double %".5")
  %".118" = select  i1 %".113", double %".117", double %".5"
  %".119" = fcmp oeq double %".118", %".5"
  %".120" = fmul double %".5", 0x3fe0000000000000
  %".121" = call double @"llvm.fabs.f64"(double %".120")
  %".122" = fcmp olt double %".121", 0x4330000000000000
  %".123" = select  i1 %".122", double %".120", double              0x0
  %".124" = fptosi double %".123" to i64
  %".125" = sitofp i64 %".124" to double
  %".126" = call double @"llvm.copysign.f64"(double %".125", double %".120")
  %".127" = select  i1 %".122", double %".126", double %".120"
  %".128" = fcmp oeq double %".127", %".120"
  %".129" = xor i1 %".128", -1
  %".130" = and i1 %".119", %".129"
  %".131" = bitcast double %".4" to i64
  %".132" = icmp slt i64 %".131", 0
  %".133" = and i1 %".132", %".130"
  %".134" = fneg double %".111"
  %".135" = select  i1 %".133", double %".134", double %".111"
  %".136" = fcmp olt double %".4",              0x0
  %".137" = call double @"llvm.fabs.f64"(double %".4")
  %".138" = fcmp olt double %".137", 0x7ff0000000000000
  %".139" = and i1 %".136", %".138"
  %".140" = xor i1 %".119", -1
  %".141" = and i1 %".139", %".140"
  %".142" = select  i1 %".141", double 0x7ff8000000000000, double %".135"
  %".143" = fcmp uno double %".4", %".4"
  %".144" = fcmp uno double %".5", %".5"
  %".145" = or i1 %".143", %".144"
  %".146" = select  i1 %".145", double 0x7ff8000000000000, double %".142"
  %".147" = fcmp oeq double %".4", 0x3ff0000000000000
  %".148" = select  i1 %".147", double 0x3ff0000000000000, double %".146"
  %".149" = fcmp oeq double %".5",              0x0
  %".150" = select  i1 %".149", double 0x3ff0000000000000, double %".148"
  %".151" = fptrunc double %".150" to float
  ret float %".151"
}

declare double @"llvm.copysign.f64"(double %".1", double %".2")

define internal float @"incore.fmod.f32"(float %"x", float %"y") #0
{
entry:
  %".4" = fpext float %"x" to double
  %".5" = fpext float %"y" to double
  %".6" = bitcast double %".4" to i64
  %".7" = and i64 %".6", 9223372036854775807
  %".8" = lshr i64 %".7", 52
  %".9" = icmp ne i64 %".8", 0
  %".10" = and i64 %".7", 4503599627370495
  %".11" = select  i1 %".9", i64 4503599627370496, i64 0
  %".12" = or i64 %".10", %".11"
  %".13" = select  i1 %".9", i64 %".8", i64 1
  %".14" = bitcast double %".5" to i64
  %".15" = and i64 %".14", 9223372036854775807
  %".16" = lshr i64 %".15", 52
  %".17" = icmp ne i64 %".16", 0
  %".18" = and i64 %".15", 4503599627370495
  %".19" = select  i1 %".17", i64 4503599627370496, i64 0
  %".20" = or i64 %".18", %".19"
  %".21" = select  i1 %".17", i64 %".16", i64 1
  %".22" = fcmp oeq double %".5",              0x0
  %".23" = call double @"llvm.fabs.f64"(double %".4")
  %".24" = fcmp olt double %".23", 0x7ff0000000000000
  %".25" = xor i1 %".24", -1
  %".26" = or i1 %".22", %".25"
  %".27" = fcmp uno double %".5", %".5"
  %".28" = or i1 %".26", %".27"
  %".29" = call double @"llvm.fabs.f64"(double %".4")
  %".30" = call double @"llvm.fabs.f64"(double %".5")
  %".31" = fcmp olt double %".29", %".30"
  %".32" = or i1 %".28", %".31"
  %".33" = select  i1 %".32", i64 1, i64 %".20"
  %".34" = select  i1 %".32", i64 %".21", i64 %".13"
  br label %"fmod.head"
fmod.head:
  %"fmod.m" = phi  i64 [%".12", %"entry"], [%".42", %"fmod.step"]
  %"fmod.e" = phi  i64 [%".34", %"entry"], [%".43", %"fmod.step"]
  %".36" = icmp sgt i64 %"fmod.e", %".21"
  br i1 %".36", label %"fmod.step", label %"fmod.end"
fmod.step:
  %".38" = sub i64 %"fmod.e", %".21"
  %".39" = icmp slt i64 %".38", 11
  %".40" = select  i1 %".39", i64 %".38", i64 11
  %".41" = shl i64 %"fmod.m", %".40"
  %".42" = urem i64 %".41", %".33"
  %".43" = sub i64 %"fmod.e", %".40"
  br label %"fmod.head"
fmod.end:
  %".45" = urem i64 %"fmod.m", %".33"
  %".46" = sub i64 %".21", 1075
  %".47" = add i64 %".46", 1023
  %".48" = shl i64 %".47", 52
  %".49" = bitcast i64 %".48" to double
  %".50" = add i64 %".46", 1074
  %".51" = shl i64 1, %".50"
  %".52" = bitcast i64 %".51" to double
  %".53" = icmp sge i64 %".46", 18446744073709550594
  %".54" = select  i1 %".53", double %".49", double %".52"
  %".55" = sitofp i64 %".45" to double
  %".56" = fmul double %".55", %".54"
  %".57" = call double @"llvm.copysign.f64"(double %".56", double %".4")
  %".58" = select  i1 %".31", double %".4", double %".57"
  %".59" = select  i1 %".28", double 0x7ff8000000000000, double %".58"
  %".60" = fptrunc double %".59" to float
  ret float %".60"
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "math_builtins.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 4, linkageName: "kernel_entry", name: "math_builtins", scopeLine: 4, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)
!9 = !DILocation(column: 0, line: 7, scope: !4)
!10 = !DILocation(column: 0, line: 8, scope: !4)
!11 = !DILocation(column: 0, line: 9, scope: !4)
!12 = !{ !"llvm.loop.unroll.runtime.disable" }
!13 = distinct !{ !13, !12 }
!14 = !DILocation(column: 0, line: 10, scope: !4)
!15 = !DILocation(column: 0, line: 11, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
attributes #1 = { nounwind "no-builtins" "no-jump-tables"="true" noinline memory(none) willreturn "vector-function-abi-variant"="_ZGV_LLVM_M4v_incore.sin.f32.full(incore.sin.f32.full.m4),_ZGV_LLVM_M8v_incore.sin.f32.full(incore.sin.f32.full.m8),_ZGV_LLVM_M16v_incore.sin.f32.full(incore.sin.f32.full.m16)" }
attributes #2 = { nounwind "no-builtins" "no-jump-tables"="true" alwaysinline }
@llvm.compiler.used = appending global [3 x ptr] [ptr @"incore.sin.f32.full.m4", ptr @"incore.sin.f32.full.m8", ptr @"incore.sin.f32.full.m16"], section "llvm.metadata"
