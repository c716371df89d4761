; ---- kernel arith, variant aiv
; ModuleID = "arith.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"i" = alloca i64
  %"p" = alloca i32
  %"q" = alloca i16
  %"h" = alloca float
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
  store i64 %"block_idx", i64* %"i.iter"
  br label %"for.cond"
for.cond:
  %"i.1" = load i64, i64* %"i.iter"
  %".5" = icmp sgt i64 %"block_num", 0
  %".6" = icmp slt i64 %"i.1", %"a.dim0"
  %".7" = icmp sgt i64 %"i.1", %"a.dim0"
  %".8" = select  i1 %".5", i1 %".6", i1 %".7"
  br i1 %".8", label %"for.body", label %"for.end"
for.body:
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"a.addr" = getelementptr i32, ptr %"a.base", i64 %"i.2"
  %"a.val" = load i32, ptr %"a.addr"
  store i32 %"a.val", i32* %"p"
  %"i.3" = load i64, i64* %"i"
  %"b.addr" = getelementptr i16, ptr %"b.base", i64 %"i.3"
  %"b.val" = load i16, ptr %"b.addr"
  store i16 %"b.val", i16* %"q"
  %"i.4" = load i64, i64* %"i"
  %".13" = mul i64 %"i.4", 12
  %".14" = add i64 %".13", 0
  %"out.addr" = getelementptr i64, ptr %"out.base", i64 %".14"
  %"p.1" = load i32, i32* %"p"
  %".15" = sdiv i32 %"p.1", %"k"
  %".16" = srem i32 %"p.1", %"k"
  %".17" = icmp ne i32 %".16", 0
  %".18" = xor i32 %".16", %"k"
  %".19" = icmp slt i32 %".18", 0
  %".20" = and i1 %".17", %".19"
  %".21" = zext i1 %".20" to i32
  %".22" = sub i32 %".15", %".21"
  %".23" = sext i32 %".22" to i64
  store i64 %".23", ptr %"out.addr"
  %"i.5" = load i64, i64* %"i"
  %".25" = mul i64 %"i.5", 12
  %".26" = add i64 %".25", 1
  %"out.addr.1" = getelementptr i64, ptr %"out.base", i64 %".26"
  %"p.2" = load i32, i32* %"p"
  %".27" = srem i32 %"p.2", %"k"
  %".28" = icmp ne i32 %".27", 0
  %".29" = xor i32 %".27", %"k"
  %".30" = icmp slt i32 %".29", 0
  %".31" = and i1 %".28", %".30"
  %".32" = add i32 %".27", %"k"
  %".33" = select  i1 %".31", i32 %".32", i32 %".27"
  %".34" = sext i32 %".33" to i64
  store i64 %".34", ptr %"out.addr.1"
  %"i.6" = load i64, i64* %"i"
  %".36" = mul i64 %"i.6", 12
  %".37" = add i64 %".36", 2
  %"out.addr.2" = getelementptr i64, ptr %"out.base", i64 %".37"
  %"q.1" = load i16, i16* %"q"
  %".38" = udiv i16 %"q.1", 3
  %".39" = urem i16 %"q.1", 3
  %".40" = zext i16 %".38" to i64
  store i64 %".40", ptr %"out.addr.2"
  %"i.7" = load i64, i64* %"i"
  %".42" = mul i64 %"i.7", 12
  %".43" = add i64 %".42", 3
  %"out.addr.3" = getelementptr i64, ptr %"out.base", i64 %".43"
  %"q.2" = load i16, i16* %"q"
  %".44" = urem i16 %"q.2", 3
  %".45" = zext i16 %".44" to i64
  store i64 %".45", ptr %"out.addr.3"
  %"i.8" = load i64, i64* %"i"
  %".47" = mul i64 %"i.8", 12
  %".48" = add i64 %".47", 4
  %"out.addr.4" = getelementptr i64, ptr %"out.base", i64 %".48"
  %"p.3" = load i32, i32* %"p"
  %".49" = and i32 3, 31
  %".50" = shl i32 %"p.3", %".49"
  %"p.4" = load i32, i32* %"p"
  %".51" = and i32 1, 31
  %".52" = ashr i32 %"p.4", %".51"
  %".53" = xor i32 %".50", %".52"
  %"p.5" = load i32, i32* %"p"
  %".54" = and i32 %"p.5", 255
  %".55" = or i32 %".53", %".54"
  %".56" = sext i32 %".55" to i64
  store i64 %".56", ptr %"out.addr.4"
  %"i.9" = load i64, i64* %"i"
  %".58" = mul i64 %"i.9", 12
  %".59" = add i64 %".58", 5
  %"out.addr.5" = getelementptr i64, ptr %"out.base", i64 %".59"
  %"q.3" = load i16, i16* %"q"
  %".60" = xor i16 %"q.3", -1
  %".61" = zext i16 %".60" to i64
  store i64 %".61", ptr %"out.addr.5"
  %"i.10" = load i64, i64* %"i"
  %".63" = mul i64 %"i.10", 12
  %".64" = add i64 %".63", 6
  %"out.addr.6" = getelementptr i64, ptr %"out.base", i64 %".64"
  %"q.4" = load i16, i16* %"q"
  %".65" = and i16 2, 15
  %".66" = lshr i16 %"q.4", %".65"
  %".67" = zext i16 %".66" to i64
  store i64 %".67", ptr %"out.addr.6"
  %"i.11" = load i64, i64* %"i"
  %".69" = mul i64 %"i.11", 12
  %".70" = add i64 %".69", 7
  %"out.addr.7" = getelementptr i64, ptr %"out.base", i64 %".70"
  %"i.12" = load i64, i64* %"i"
  %"f.addr" = getelementptr double, ptr %"f.base", i64 %"i.12"
  %"f.val" = load double, ptr %"f.addr"
  %".71" = call i64 @"llvm.fptosi.sat.i64.f64"(double %"f.val")
  store i64 %".71", ptr %"out.addr.7"
  %"i.13" = load i64, i64* %"i"
  %".73" = mul i64 %"i.13", 12
  %".74" = add i64 %".73", 8
  %"out.addr.8" = getelementptr i64, ptr %"out.base", i64 %".74"
  %"p.6" = load i32, i32* %"p"
  %".75" = trunc i32 %"p.6" to i8
  %".76" = zext i8 %".75" to i64
  store i64 %".76", ptr %"out.addr.8"
  %"i.14" = load i64, i64* %"i"
  %".78" = mul i64 %"i.14", 12
  %".79" = add i64 %".78", 9
  %"out.addr.9" = getelementptr i64, ptr %"out.base", i64 %".79"
  %"i.15" = load i64, i64* %"i"
  %"f.addr.1" = getelementptr double, ptr %"f.base", i64 %"i.15"
  %"f.val.1" = load double, ptr %"f.addr.1"
  %".80" = fcmp une double %"f.val.1",              0x0
  %".81" = zext i1 %".80" to i64
  store i64 %".81", ptr %"out.addr.9"
  %"i.16" = load i64, i64* %"i"
  %".83" = mul i64 %"i.16", 12
  %".84" = add i64 %".83", 10
  %"out.addr.10" = getelementptr i64, ptr %"out.base", i64 %".84"
  %"p.7" = load i32, i32* %"p"
  %".85" = sext i32 %"p.7" to i64
  %".86" = mul i64 %".85", 2
  store i64 %".86", ptr %"out.addr.10"
  %"i.17" = load i64, i64* %"i"
  %".88" = mul i64 %"i.17", 12
  %".89" = add i64 %".88", 11
  %"out.addr.11" = getelementptr i64, ptr %"out.base", i64 %".89"
  %"p.8" = load i32, i32* %"p"
  %".90" = sext i32 %"p.8" to i64
  %".91" = sub i64 0, %".90"
  %".92" = add i64 %".91", 1
  store i64 %".92", ptr %"out.addr.11"
  %"i.18" = load i64, i64* %"i"
  %"f.addr.2" = getelementptr double, ptr %"f.base", i64 %"i.18"
  %"f.val.2" = load double, ptr %"f.addr.2"
  %".94" = fptrunc double %"f.val.2" to float
  store float %".94", float* %"h"
  %"i.19" = load i64, i64* %"i"
  %".96" = mul i64 %"i.19", 4
  %".97" = add i64 %".96", 0
  %"g.addr" = getelementptr float, ptr %"g.base", i64 %".97"
  %"h.1" = load float, float* %"h"
  %".98" = fdiv float %"h.1", 0x3fe0000000000000
  %".99" = call float @"incore.floor.f32"(float %".98")
  store float %".99", ptr %"g.addr"
  %"i.20" = load i64, i64* %"i"
  %".101" = mul i64 %"i.20", 4
  %".102" = add i64 %".101", 1
  %"g.addr.1" = getelementptr float, ptr %"g.base", i64 %".102"
  %"h.2" = load float, float* %"h"
  %".103" = fdiv float %"h.2", 0x3fe8000000000000
  %".104" = call float @"incore.floor.f32"(float %".103")
  %".105" = fmul float %".104", 0x3fe8000000000000
  %".106" = fsub float %"h.2", %".105"
  store float %".106", ptr %"g.addr.1"
  %"i.21" = load i64, i64* %"i"
  %".108" = mul i64 %"i.21", 4
  %".109" = add i64 %".108", 2
  %"g.addr.2" = getelementptr float, ptr %"g.base", i64 %".109"
  %"h.3" = load float, float* %"h"
  %".110" = fdiv float %"h.3", 0x4008000000000000
  %"h.4" = load float, float* %"h"
  %".111" = fmul float %"h.4", 0x4000000000000000
  %".112" = fsub float %".110", %".111"
  store float %".112", ptr %"g.addr.2"
  %"i.22" = load i64, i64* %"i"
  %".114" = mul i64 %"i.22", 4
  %".115" = add i64 %".114", 3
  %"g.addr.3" = getelementptr float, ptr %"g.base", i64 %".115"
  %"p.9" = load i32, i32* %"p"
  %".116" = sitofp i32 %"p.9" to float
  %"q.5" = load i16, i16* %"q"
  %".117" = uitofp i16 %"q.5" to float
  %".118" = fadd float %".116", %".117"
  store float %".118", ptr %"g.addr.3"
  br label %"for.inc"
for.inc:
  %".121" = load i64, i64* %"i.iter"
  %"i.next" = add i64 %".121", %"block_num"
  store i64 %"i.next", i64* %"i.iter"
  br label %"for.cond"
for.end:
  ret void
}

declare i64 @"llvm.fptosi.sat.i64.f64"(double %".1")

define internal float @"incore.floor.f32"(float %"x") #0
{
entry:
  %".3" = call float @"llvm.fabs.f32"(float %"x")
  %".4" = fcmp olt float %".3", 0x4160000000000000
  %".5" = select  i1 %".4", float %"x", float              0x0
  %".6" = fptosi float %".5" to i32
  %".7" = sitofp i32 %".6" to float
  %".8" = fcmp ogt float %".7", %".5"
  %".9" = fsub float %".7", 0x3ff0000000000000
  %".10" = select  i1 %".8", float %".9", float %".7"
  %".11" = call float @"llvm.copysign.f32"(float %".10", float %"x")
  %".12" = select  i1 %".4", float %".11", float %"x"
  ret float %".12"
}

declare float @"llvm.fabs.f32"(float %".1")

declare float @"llvm.copysign.f32"(float %".1", float %".2")

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
