; ---- kernel arith, variant aiv
; ModuleID = "arith.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"p" = alloca i32
  store i32 0, i32* %"p"
  %"q" = alloca i16
  store i16 0, i16* %"q"
  %"h" = alloca float
  store float              0x0, float* %"h"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"i.iter" = alloca i64
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"b.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"b.desc" = load ptr, ptr %"b.desc.addr"
  %"b.base.addr" = getelementptr i8, ptr %"b.desc", i64 0
  %"b.base" = load ptr, ptr %"b.base.addr"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 24
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"k.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"k.bits" = load i64, ptr %"k.bits.addr"
  %"k" = trunc i64 %"k.bits" to i32
  %"f.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"f.desc" = load ptr, ptr %"f.desc.addr"
  %"f.base.addr" = getelementptr i8, ptr %"f.desc", i64 0
  %"f.base" = load ptr, ptr %"f.base.addr"
  %"g.desc.addr" = getelementptr i8, ptr %"args", i64 32
  %"g.desc" = load ptr, ptr %"g.desc.addr"
  %"g.base.addr" = getelementptr i8, ptr %"g.desc", i64 0
  %"g.base" = load ptr, ptr %"g.base.addr"
  br label %"body"
body:
  %".7" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".7", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".11" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"i.iter", !dbg !7
  %".13" = icmp slt i64 %"block_idx", %"a.dim0" , !dbg !7
  %".14" = icmp sgt i64 %"block_idx", %"a.dim0" , !dbg !7
  %".15" = select  i1 %".11", i1 %".13", i1 %".14" , !dbg !7
  br i1 %".15", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"a.addr" = getelementptr i32, ptr %"a.base", i64 %"i.2" , !dbg !8
  %"a.val" = load i32, ptr %"a.addr", !dbg !8
  store i32 %"a.val", i32* %"p", !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !9
  %"b.addr" = getelementptr i16, ptr %"b.base", i64 %"i.3" , !dbg !9
  %"b.val" = load i16, ptr %"b.addr", !dbg !9
  store i16 %"b.val", i16* %"q", !dbg !9
  %"i.4" = load i64, i64* %"i", !dbg !10
  %".20" = mul i64 %"i.4", 12, !dbg !10
  %".21" = add i64 %".20", 0, !dbg !10
  %"out.addr" = getelementptr i64, ptr %"out.base", i64 %".21" , !dbg !10
  %"p.1" = load i32, i32* %"p", !dbg !10
  %".22" = icmp eq i32 %"k", 0 , !dbg !10
  br i1 %".22", label %"div.zero.trap", label %"div.zero.ok", !dbg !10
for.inc:
  %".144" = load i64, i64* %"i.iter", !dbg !7
  %".145" = sub i64 %"a.dim0", %".144", !dbg !7
  %".146" = icmp ugt i64 %".145", %"block_num" , !dbg !7
  %".147" = sub i64 %".144", %"a.dim0", !dbg !7
  %".148" = sub i64 0, %"block_num", !dbg !7
  %".149" = icmp ugt i64 %".147", %".148" , !dbg !7
  %".150" = select  i1 %".11", i1 %".146", i1 %".149" , !dbg !7
  br i1 %".150", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
div.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x01, 0x00, 0x00, 0x00 # incore trap 1", ""(), !dbg !10
  unreachable
div.zero.ok:
  %".26" = icmp eq i32 %"k", 4294967295 , !dbg !10
  %".27" = icmp eq i32 %"p.1", 2147483648 , !dbg !10
  %".28" = and i1 %".27", %".26", !dbg !10
  br i1 %".28", label %"div.overflow.trap", label %"div.overflow.ok", !dbg !10
div.overflow.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x02, 0x00, 0x00, 0x00 # incore trap 2", ""(), !dbg !10
  unreachable
div.overflow.ok:
  %".32" = sdiv i32 %"p.1", %"k", !dbg !10
  %".33" = srem i32 %"p.1", %"k", !dbg !10
  %".34" = icmp ne i32 %".33", 0 , !dbg !10
  %".35" = xor i32 %".33", %"k", !dbg !10
  %".36" = icmp slt i32 %".35", 0 , !dbg !10
  %".37" = and i1 %".34", %".36", !dbg !10
  %".38" = zext i1 %".37" to i32 , !dbg !10
  %".39" = sub i32 %".32", %".38", !dbg !10
  %".40" = sext i32 %".39" to i64 , !dbg !10
  store i64 %".40", ptr %"out.addr", !dbg !10
  %"i.5" = load i64, i64* %"i", !dbg !11
  %".42" = mul i64 %"i.5", 12, !dbg !11
  %".43" = add i64 %".42", 1, !dbg !11
  %"out.addr.1" = getelementptr i64, ptr %"out.base", i64 %".43" , !dbg !11
  %"p.2" = load i32, i32* %"p", !dbg !11
  %".44" = icmp eq i32 %"k", 0 , !dbg !11
  br i1 %".44", label %"div.zero.trap.1", label %"div.zero.ok.1", !dbg !11
div.zero.trap.1:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x03, 0x00, 0x00, 0x00 # incore trap 3", ""(), !dbg !11
  unreachable
div.zero.ok.1:
  %".48" = icmp eq i32 %"k", 4294967295 , !dbg !11
  %".49" = icmp eq i32 %"p.2", 2147483648 , !dbg !11
  %".50" = and i1 %".49", %".48", !dbg !11
  br i1 %".50", label %"div.overflow.trap.1", label %"div.overflow.ok.1", !dbg !11
div.overflow.trap.1:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x04, 0x00, 0x00, 0x00 # incore trap 4", ""(), !dbg !11
  unreachable
div.overflow.ok.1:
  %".54" = srem i32 %"p.2", %"k", !dbg !11
  %".55" = icmp ne i32 %".54", 0 , !dbg !11
  %".56" = xor i32 %".54", %"k", !dbg !11
  %".57" = icmp slt i32 %".56", 0 , !dbg !11
  %".58" = and i1 %".55", %".57", !dbg !11
  %".59" = add i32 %".54", %"k", !dbg !11
  %".60" = select  i1 %".58", i32 %".59", i32 %".54" , !dbg !11
  %".61" = sext i32 %".60" to i64 , !dbg !11
  store i64 %".61", ptr %"out.addr.1", !dbg !11
  %"i.6" = load i64, i64* %"i", !dbg !12
  %".63" = mul i64 %"i.6", 12, !dbg !12
  %".64" = add i64 %".63", 2, !dbg !12
  %"out.addr.2" = getelementptr i64, ptr %"out.base", i64 %".64" , !dbg !12
  %"q.1" = load i16, i16* %"q", !dbg !12
  %".65" = udiv i16 %"q.1", 3, !dbg !12
  %".66" = urem i16 %"q.1", 3, !dbg !12
  %".67" = zext i16 %".65" to i64 , !dbg !12
  store i64 %".67", ptr %"out.addr.2", !dbg !12
  %"i.7" = load i64, i64* %"i", !dbg !13
  %".69" = mul i64 %"i.7", 12, !dbg !13
  %".70" = add i64 %".69", 3, !dbg !13
  %"out.addr.3" = getelementptr i64, ptr %"out.base", i64 %".70" , !dbg !13
  %"q.2" = load i16, i16* %"q", !dbg !13
  %".71" = urem i16 %"q.2", 3, !dbg !13
  %".72" = zext i16 %".71" to i64 , !dbg !13
  store i64 %".72", ptr %"out.addr.3", !dbg !13
  %"i.8" = load i64, i64* %"i", !dbg !14
  %".74" = mul i64 %"i.8", 12, !dbg !14
  %".75" = add i64 %".74", 4, !dbg !14
  %"out.addr.4" = getelementptr i64, ptr %"out.base", i64 %".75" , !dbg !14
  %"p.3" = load i32, i32* %"p", !dbg !14
  %".76" = and i32 3, 31, !dbg !14
  %".77" = shl i32 %"p.3", %".76", !dbg !14
  %"p.4" = load i32, i32* %"p", !dbg !14
  %".78" = and i32 1, 31, !dbg !14
  %".79" = ashr i32 %"p.4", %".78", !dbg !14
  %".80" = xor i32 %".77", %".79", !dbg !14
  %"p.5" = load i32, i32* %"p", !dbg !14
  %".81" = and i32 %"p.5", 255, !dbg !14
  %".82" = or i32 %".80", %".81", !dbg !14
  %".83" = sext i32 %".82" to i64 , !dbg !14
  store i64 %".83", ptr %"out.addr.4", !dbg !14
  %"i.9" = load i64, i64* %"i", !dbg !15
  %".85" = mul i64 %"i.9", 12, !dbg !15
  %".86" = add i64 %".85", 5, !dbg !15
  %"out.addr.5" = getelementptr i64, ptr %"out.base", i64 %".86" , !dbg !15
  %"q.3" = load i16, i16* %"q", !dbg !15
  %".87" = xor i16 %"q.3", -1, !dbg !15
  %".88" = zext i16 %".87" to i64 , !dbg !15
  store i64 %".88", ptr %"out.addr.5", !dbg !15
  %"i.10" = load i64, i64* %"i", !dbg !16
  %".90" = mul i64 %"i.10", 12, !dbg !16
  %".91" = add i64 %".90", 6, !dbg !16
  %"out.addr.6" = getelementptr i64, ptr %"out.base", i64 %".91" , !dbg !16
  %"q.4" = load i16, i16* %"q", !dbg !16
  %".92" = and i16 2, 15, !dbg !16
  %".93" = lshr i16 %"q.4", %".92", !dbg !16
  %".94" = zext i16 %".93" to i64 , !dbg !16
  store i64 %".94", ptr %"out.addr.6", !dbg !16
  %"i.11" = load i64, i64* %"i", !dbg !17
  %".96" = mul i64 %"i.11", 12, !dbg !17
  %".97" = add i64 %".96", 7, !dbg !17
  %"out.addr.7" = getelementptr i64, ptr %"out.base", i64 %".97" , !dbg !17
  %"i.12" = load i64, i64* %"i", !dbg !17
  %"f.addr" = getelementptr double, ptr %"f.base", i64 %"i.12" , !dbg !17
  %"f.val" = load double, ptr %"f.addr", !dbg !17
  %".98" = call i64 @"llvm.fptosi.sat.i64.f64"(double %"f.val"), !dbg !17
  store i64 %".98", ptr %"out.addr.7", !dbg !17
  %"i.13" = load i64, i64* %"i", !dbg !18
  %".100" = mul i64 %"i.13", 12, !dbg !18
  %".101" = add i64 %".100", 8, !dbg !18
  %"out.addr.8" = getelementptr i64, ptr %"out.base", i64 %".101" , !dbg !18
  %"p.6" = load i32, i32* %"p", !dbg !18
  %".102" = trunc i32 %"p.6" to i8 , !dbg !18
  %".103" = zext i8 %".102" to i64 , !dbg !18
  store i64 %".103", ptr %"out.addr.8", !dbg !18
  %"i.14" = load i64, i64* %"i", !dbg !19
  %".105" = mul i64 %"i.14", 12, !dbg !19
  %".106" = add i64 %".105", 9, !dbg !19
  %"out.addr.9" = getelementptr i64, ptr %"out.base", i64 %".106" , !dbg !19
  %"i.15" = load i64, i64* %"i", !dbg !19
  %"f.addr.1" = getelementptr double, ptr %"f.base", i64 %"i.15" , !dbg !19
  %"f.val.1" = load double, ptr %"f.addr.1", !dbg !19
  %".107" = fcmp une double %"f.val.1",              0x0 , !dbg !19
  %".108" = zext i1 %".107" to i64 , !dbg !19
  store i64 %".108", ptr %"out.addr.9", !dbg !19
  %"i.16" = load i64, i64* %"i", !dbg !20
  %".110" = mul i64 %"i.16", 12, !dbg !20
  %".111" = add i64 %".110", 10, !dbg !20
  %"out.addr.10" = getelementptr i64, ptr %"out.base", i64 %".111" , !dbg !20
  %"p.7" = load i32, i32* %"p", !dbg !20
  %".112" = sext i32 %"p.7" to i64 , !dbg !20
  %".113" = mul i64 %".112", 2, !dbg !20
  store i64 %".113", ptr %"out.addr.10", !dbg !20
  %"i.17" = load i64, i64* %"i", !dbg !21
  %".115" = mul i64 %"i.17", 12, !dbg !21
  %".116" = add i64 %".115", 11, !dbg !21
  %"out.addr.11" = getelementptr i64, ptr %"out.base", i64 %".116" , !dbg !21
  %"p.8" = load i32, i32* %"p", !dbg !21
  %".117" = sext i32 %"p.8" to i64 , !dbg !21
  %".118" = sub i64 0, %".117", !dbg !21
  %".119" = add i64 %".118", 1, !dbg !21
  store i64 %".119", ptr %"out.addr.11", !dbg !21
  %"i.18" = load i64, i64* %"i", !dbg !22
  %"f.addr.2" = getelementptr double, ptr %"f.base", i64 %"i.18" , !dbg !22
  %"f.val.2" = load double, ptr %"f.addr.2", !dbg !22
  %".121" = fptrunc double %"f.val.2" to float , !dbg !22
  store float %".121", float* %"h", !dbg !22
  %"i.19" = load i64, i64* %"i", !dbg !23
  %".123" = mul i64 %"i.19", 4, !dbg !23
  %".124" = add i64 %".123", 0, !dbg !23
  %"g.addr" = getelementptr float, ptr %"g.base", i64 %".124" , !dbg !23
  %"h.1" = load float, float* %"h", !dbg !23
  %".125" = call float @"incore.floordiv.f32"(float %"h.1", float 0x3fe0000000000000), !dbg !23
  store float %".125", ptr %"g.addr", !dbg !23
  %"i.20" = load i64, i64* %"i", !dbg !24
  %".127" = mul i64 %"i.20", 4, !dbg !24
  %".128" = add i64 %".127", 1, !dbg !24
  %"g.addr.1" = getelementptr float, ptr %"g.base", i64 %".128" , !dbg !24
  %"h.2" = load float, float* %"h", !dbg !24
  %".129" = call float @"incore.mod.f32"(float %"h.2", float 0x3fe8000000000000), !dbg !24
  store float %".129", ptr %"g.addr.1", !dbg !24
  %"i.21" = load i64, i64* %"i", !dbg !25
  %".131" = mul i64 %"i.21", 4, !dbg !25
  %".132" = add i64 %".131", 2, !dbg !25
  %"g.addr.2" = getelementptr float, ptr %"g.base", i64 %".132" , !dbg !25
  %"h.3" = load float, float* %"h", !dbg !25
  %".133" = fdiv float %"h.3", 0x4008000000000000, !dbg !25
  %"h.4" = load float, float* %"h", !dbg !25
  %".134" = fmul float %"h.4", 0x4000000000000000, !dbg !25
  %".135" = fsub float %".133", %".134", !dbg !25
  store float %".135", ptr %"g.addr.2", !dbg !25
  %"i.22" = load i64, i64* %"i", !dbg !26
  %".137" = mul i64 %"i.22", 4, !dbg !26
  %".138" = add i64 %".137", 3, !dbg !26
  %"g.addr.3" = getelementptr float, ptr %"g.base", i64 %".138" , !dbg !26
  %"p.9" = load i32, i32* %"p", !dbg !26
  %".139" = sitofp i32 %"p.9" to float , !dbg !26
  %"q.5" = load i16, i16* %"q", !dbg !26
  %".140" = uitofp i16 %"q.5" to float , !dbg !26
  %".141" = fadd float %".139", %".140", !dbg !26
  store float %".141", ptr %"g.addr.3", !dbg !26
  br label %"for.inc", !dbg !7
for.next:
  %"i.next" = add i64 %".144", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !28
}

declare i64 @"llvm.fptosi.sat.i64.f64"(double %".1")

define internal float @"incore.floordiv.f32"(float %"x", float %"y") #0
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
  %".61" = fsub float %"x", %".60"
  %".62" = fdiv float %".61", %"y"
  %".63" = fcmp une float %".60",              0x0
  %".64" = fcmp olt float %"y",              0x0
  %".65" = fcmp olt float %".60",              0x0
  %".66" = xor i1 %".64", %".65"
  %".67" = and i1 %".63", %".66"
  %".68" = fadd float %".60", %"y"
  %".69" = select  i1 %".67", float %".68", float %".60"
  %".70" = fsub float %".62", 0x3ff0000000000000
  %".71" = select  i1 %".67", float %".70", float %".62"
  %".72" = call float @"llvm.copysign.f32"(float              0x0, float %"y")
  %".73" = select  i1 %".63", float %".69", float %".72"
  %".74" = call float @"llvm.fabs.f32"(float %".71")
  %".75" = fcmp olt float %".74", 0x4160000000000000
  %".76" = select  i1 %".75", float %".71", float              0x0
  %".77" = fptosi float %".76" to i32
  %".78" = sitofp i32 %".77" to float
  %".79" = fcmp ogt float %".78", %".76"
  %".80" = fsub float %".78", 0x3ff0000000000000
  %".81" = select  i1 %".79", float %".80", float %".78"
  %".82" = call float @"llvm.copysign.f32"(float %".81", float %".71")
  %".83" = select  i1 %".75", float %".82", float %".71"
  %".84" = fsub float %".71", %".83"
  %".85" = fcmp ogt float %".84", 0x3fe0000000000000
  %".86" = fadd float %".83", 0x3ff0000000000000
  %".87" = select  i1 %".85", float %".86", float %".83"
  %".88" = fdiv float %"x", %"y"
  %".89" = fcmp une float %".71",              0x0
  %".90" = call float @"llvm.copysign.f32"(float              0x0, float %".88")
  %".91" = select  i1 %".89", float %".87", float %".90"
  %".92" = fcmp oeq float %"y",              0x0
  %".93" = select  i1 %".92", float %".88", float %".91"
  %".94" = select  i1 %".92", float %".60", float %".73"
  ret float %".93"
}

declare double @"llvm.fabs.f64"(double %".1")

declare double @"llvm.copysign.f64"(double %".1", double %".2")

declare float @"llvm.copysign.f32"(float %".1", float %".2")

declare float @"llvm.fabs.f32"(float %".1")

define internal float @"incore.mod.f32"(float %"x", float %"y") #0
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
  %".61" = fsub float %"x", %".60"
  %".62" = fdiv float %".61", %"y"
  %".63" = fcmp une float %".60",              0x0
  %".64" = fcmp olt float %"y",              0x0
  %".65" = fcmp olt float %".60",              0x0
  %".66" = xor i1 %".64", %".65"
  %".67" = and i1 %".63", %".66"
  %".68" = fadd float %".60", %"y"
  %".69" = select  i1 %".67", float %".68", float %".60"
  %".70" = fsub float %".62", 0x3ff0000000000000
  %".71" = select  i1 %".67", float %".70", float %".62"
  %".72" = call float @"llvm.copysign.f32"(float              0x0, float %"y")
  %".73" = select  i1 %".63", float %".69", float %".72"
  %".74" = call float @"llvm.fabs.f32"(float %".71")
  %".75" = fcmp olt float %".74", 0x4160000000000000
  %".76" = select  i1 %".75", float %".71", float              0x0
  %".77" = fptosi float %".76" to i32
  %".78" = sitofp i32 %".77" to float
  %".79" = fcmp ogt float %".78", %".76"
  %".80" = fsub float %".78", 0x3ff0000000000000
  %".81" = select  i1 %".79", float %".80", float %".78"
  %".82" = call float @"llvm.copysign.f32"(float %".81", float %".71")
  %".83" = select  i1 %".75", float %".82", float %".71"
  %".84" = fsub float %".71", %".83"
  %".85" = fcmp ogt float %".84", 0x3fe0000000000000
  %".86" = fadd float %".83", 0x3ff0000000000000
  %".87" = select  i1 %".85", float %".86", float %".83"
  %".88" = fdiv float %"x", %"y"
  %".89" = fcmp une float %".71",              0x0
  %".90" = call float @"llvm.copysign.f32"(float              0x0, float %".88")
  %".91" = select  i1 %".89", float %".87", float %".90"
  %".92" = fcmp oeq float %"y",              0x0
  %".93" = select  i1 %".92", float %".88", float %".91"
  %".94" = select  i1 %".92", float %".60", float %".73"
  ret float %".94"
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "arithmetic.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "arith", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)
!9 = !DILocation(column: 0, line: 7, scope: !4)
!10 = !DILocation(column: 0, line: 8, scope: !4)
!11 = !DILocation(column: 0, line: 9, scope: !4)
!12 = !DILocation(column: 0, line: 10, scope: !4)
!13 = !DILocation(column: 0, line: 11, scope: !4)
!14 = !DILocation(column: 0, line: 12, scope: !4)
!15 = !DILocation(column: 0, line: 13, scope: !4)
!16 = !DILocation(column: 0, line: 14, scope: !4)
!17 = !DILocation(column: 0, line: 15, scope: !4)
!18 = !DILocation(column: 0, line: 16, scope: !4)
!19 = !DILocation(column: 0, line: 17, scope: !4)
!20 = !DILocation(column: 0, line: 18, scope: !4)
!21 = !DILocation(column: 0, line: 19, scope: !4)
!22 = !DILocation(column: 0, line: 20, scope: !4)
!23 = !DILocation(column: 0, line: 21, scope: !4)
!24 = !DILocation(column: 0, line: 22, scope: !4)
!25 = !DILocation(column: 0, line: 23, scope: !4)
!26 = !DILocation(column: 0, line: 24, scope: !4)
!27 = !{ !"llvm.loop.unroll.runtime.disable" }
!28 = distinct !{ !28, !27 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
