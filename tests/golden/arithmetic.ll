; ---- kernel arith, variant aiv
; ModuleID = "arith.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
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
  %".7" = icmp eq i64 %"block_num", 0
  br i1 %".7", label %"for.step.zero.trap", label %"for.step.zero.ok"
for.step.zero.trap:
  call void @"llvm.trap"()
  unreachable
for.step.zero.ok:
  %".11" = icmp sgt i64 %"block_num", 0
  store i64 %"block_idx", i64* %"i.iter"
  %".13" = icmp slt i64 %"block_idx", %"a.dim0"
  %".14" = icmp sgt i64 %"block_idx", %"a.dim0"
  %".15" = select  i1 %".11", i1 %".13", i1 %".14"
  br i1 %".15", label %"for.body", label %"for.end"
for.body:
  %"i.1" = load i64, i64* %"i.iter"
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
  %".20" = mul i64 %"i.4", 12
  %".21" = add i64 %".20", 0
  %"out.addr" = getelementptr i64, ptr %"out.base", i64 %".21"
  %"p.1" = load i32, i32* %"p"
  %".22" = icmp eq i32 %"k", 0
  %".23" = icmp eq i32 %"k", 4294967295
  %".24" = icmp eq i32 %"p.1", 2147483648
  %".25" = and i1 %".24", %".23"
  %".26" = or i1 %".22", %".25"
  br i1 %".26", label %"div.trap", label %"div.ok"
for.inc:
  %".144" = load i64, i64* %"i.iter"
  %".145" = sub i64 %"a.dim0", %".144"
  %".146" = icmp ugt i64 %".145", %"block_num"
  %".147" = sub i64 %".144", %"a.dim0"
  %".148" = sub i64 0, %"block_num"
  %".149" = icmp ugt i64 %".147", %".148"
  %".150" = select  i1 %".11", i1 %".146", i1 %".149"
  br i1 %".150", label %"for.next", label %"for.end"
for.end:
  ret void
div.trap:
  call void @"llvm.trap"()
  unreachable
div.ok:
  %".30" = sdiv i32 %"p.1", %"k"
  %".31" = srem i32 %"p.1", %"k"
  %".32" = icmp ne i32 %".31", 0
  %".33" = xor i32 %".31", %"k"
  %".34" = icmp slt i32 %".33", 0
  %".35" = and i1 %".32", %".34"
  %".36" = zext i1 %".35" to i32
  %".37" = sub i32 %".30", %".36"
  %".38" = sext i32 %".37" to i64
  store i64 %".38", ptr %"out.addr"
  %"i.5" = load i64, i64* %"i"
  %".40" = mul i64 %"i.5", 12
  %".41" = add i64 %".40", 1
  %"out.addr.1" = getelementptr i64, ptr %"out.base", i64 %".41"
  %"p.2" = load i32, i32* %"p"
  %".42" = icmp eq i32 %"k", 0
  %".43" = icmp eq i32 %"k", 4294967295
  %".44" = icmp eq i32 %"p.2", 2147483648
  %".45" = and i1 %".44", %".43"
  %".46" = or i1 %".42", %".45"
  br i1 %".46", label %"div.trap.1", label %"div.ok.1"
div.trap.1:
  call void @"llvm.trap"()
  unreachable
div.ok.1:
  %".50" = srem i32 %"p.2", %"k"
  %".51" = icmp ne i32 %".50", 0
  %".52" = xor i32 %".50", %"k"
  %".53" = icmp slt i32 %".52", 0
  %".54" = and i1 %".51", %".53"
  %".55" = add i32 %".50", %"k"
  %".56" = select  i1 %".54", i32 %".55", i32 %".50"
  %".57" = sext i32 %".56" to i64
  store i64 %".57", ptr %"out.addr.1"
  %"i.6" = load i64, i64* %"i"
  %".59" = mul i64 %"i.6", 12
  %".60" = add i64 %".59", 2
  %"out.addr.2" = getelementptr i64, ptr %"out.base", i64 %".60"
  %"q.1" = load i16, i16* %"q"
  %".61" = udiv i16 %"q.1", 3
  %".62" = urem i16 %"q.1", 3
  %".63" = zext i16 %".61" to i64
  store i64 %".63", ptr %"out.addr.2"
  %"i.7" = load i64, i64* %"i"
  %".65" = mul i64 %"i.7", 12
  %".66" = add i64 %".65", 3
  %"out.addr.3" = getelementptr i64, ptr %"out.base", i64 %".66"
  %"q.2" = load i16, i16* %"q"
  %".67" = urem i16 %"q.2", 3
  %".68" = zext i16 %".67" to i64
  store i64 %".68", ptr %"out.addr.3"
  %"i.8" = load i64, i64* %"i"
  %".70" = mul i64 %"i.8", 12
  %".71" = add i64 %".70", 4
  %"out.addr.4" = getelementptr i64, ptr %"out.base", i64 %".71"
  %"p.3" = load i32, i32* %"p"
  %".72" = and i32 3, 31
  %".73" = shl i32 %"p.3", %".72"
  %"p.4" = load i32, i32* %"p"
  %".74" = and i32 1, 31
  %".75" = ashr i32 %"p.4", %".74"
  %".76" = xor i32 %".73", %".75"
  %"p.5" = load i32, i32* %"p"
  %".77" = and i32 %"p.5", 255
  %".78" = or i32 %".76", %".77"
  %".79" = sext i32 %".78" to i64
  store i64 %".79", ptr %"out.addr.4"
  %"i.9" = load i64, i64* %"i"
  %".81" = mul i64 %"i.9", 12
  %".82" = add i64 %".81", 5
  %"out.addr.5" = getelementptr i64, ptr %"out.base", i64 %".82"
  %"q.3" = load i16, i16* %"q"
  %".83" = xor i16 %"q.3", -1
  %".84" = zext i16 %".83" to i64
  store i64 %".84", ptr %"out.addr.5"
  %"i.10" = load i64, i64* %"i"
  %".86" = mul i64 %"i.10", 12
  %".87" = add i64 %".86", 6
  %"out.addr.6" = getelementptr i64, ptr %"out.base", i64 %".87"
  %"q.4" = load i16, i16* %"q"
  %".88" = and i16 2, 15
  %".89" = lshr i16 %"q.4", %".88"
  %".90" = zext i16 %".89" to i64
  store i64 %".90", ptr %"out.addr.6"
  %"i.11" = load i64, i64* %"i"
  %".92" = mul i64 %"i.11", 12
  %".93" = add i64 %".92", 7
  %"out.addr.7" = getelementptr i64, ptr %"out.base", i64 %".93"
  %"i.12" = load i64, i64* %"i"
  %"f.addr" = getelementptr double, ptr %"f.base", i64 %"i.12"
  %"f.val" = load double, ptr %"f.addr"
  %".94" = call i64 @"llvm.fptosi.sat.i64.f64"(double %"f.val")
  store i64 %".94", ptr %"out.addr.7"
  %"i.13" = load i64, i64* %"i"
  %".96" = mul i64 %"i.13", 12
  %".97" = add i64 %".96", 8
  %"out.addr.8" = getelementptr i64, ptr %"out.base", i64 %".97"
  %"p.6" = load i32, i32* %"p"
  %".98" = trunc i32 %"p.6" to i8
  %".99" = zext i8 %".98" to i64
  store i64 %".99", ptr %"out.addr.8"
  %"i.14" = load i64, i64* %"i"
  %".101" = mul i64 %"i.14", 12
  %".102" = add i64 %".101", 9
  %"out.addr.9" = getelementptr i64, ptr %"out.base", i64 %".102"
  %"i.15" = load i64, i64* %"i"
  %"f.addr.1" = getelementptr double, ptr %"f.base", i64 %"i.15"
  %"f.val.1" = load double, ptr %"f.addr.1"
  %".103" = fcmp une double %"f.val.1",              0x0
  %".104" = zext i1 %".103" to i64
  store i64 %".104", ptr %"out.addr.9"
  %"i.16" = load i64, i64* %"i"
  %".106" = mul i64 %"i.16", 12
  %".107" = add i64 %".106", 10
  %"out.addr.10" = getelementptr i64, ptr %"out.base", i64 %".107"
  %"p.7" = load i32, i32* %"p"
  %".108" = sext i32 %"p.7" to i64
  %".109" = mul i64 %".108", 2
  store i64 %".109", ptr %"out.addr.10"
  %"i.17" = load i64, i64* %"i"
  %".111" = mul i64 %"i.17", 12
  %".112" = add i64 %".111", 11
  %"out.addr.11" = getelementptr i64, ptr %"out.base", i64 %".112"
  %"p.8" = load i32, i32* %"p"
  %".113" = sext i32 %"p.8" to i64
  %".114" = sub i64 0, %".113"
  %".115" = add i64 %".114", 1
  store i64 %".115", ptr %"out.addr.11"
  %"i.18" = load i64, i64* %"i"
  %"f.addr.2" = getelementptr double, ptr %"f.base", i64 %"i.18"
  %"f.val.2" = load double, ptr %"f.addr.2"
  %".117" = fptrunc double %"f.val.2" to float
  store float %".117", float* %"h"
  %"i.19" = load i64, i64* %"i"
  %".119" = mul i64 %"i.19", 4
  %".120" = add i64 %".119", 0
  %"g.addr" = getelementptr float, ptr %"g.base", i64 %".120"
  %"h.1" = load float, float* %"h"
  %".121" = fdiv float %"h.1", 0x3fe0000000000000
  %".122" = call float @"incore.floor.f32"(float %".121")
  store float %".122", ptr %"g.addr"
  %"i.20" = load i64, i64* %"i"
  %".124" = mul i64 %"i.20", 4
  %".125" = add i64 %".124", 1
  %"g.addr.1" = getelementptr float, ptr %"g.base", i64 %".125"
  %"h.2" = load float, float* %"h"
  %".126" = fdiv float %"h.2", 0x3fe8000000000000
  %".127" = call float @"incore.floor.f32"(float %".126")
  %".128" = fmul float %".127", 0x3fe8000000000000
  %".129" = fsub float %"h.2", %".128"
  store float %".129", ptr %"g.addr.1"
  %"i.21" = load i64, i64* %"i"
  %".131" = mul i64 %"i.21", 4
  %".132" = add i64 %".131", 2
  %"g.addr.2" = getelementptr float, ptr %"g.base", i64 %".132"
  %"h.3" = load float, float* %"h"
  %".133" = fdiv float %"h.3", 0x4008000000000000
  %"h.4" = load float, float* %"h"
  %".134" = fmul float %"h.4", 0x4000000000000000
  %".135" = fsub float %".133", %".134"
  store float %".135", ptr %"g.addr.2"
  %"i.22" = load i64, i64* %"i"
  %".137" = mul i64 %"i.22", 4
  %".138" = add i64 %".137", 3
  %"g.addr.3" = getelementptr float, ptr %"g.base", i64 %".138"
  %"p.9" = load i32, i32* %"p"
  %".139" = sitofp i32 %"p.9" to float
  %"q.5" = load i16, i16* %"q"
  %".140" = uitofp i16 %"q.5" to float
  %".141" = fadd float %".139", %".140"
  store float %".141", ptr %"g.addr.3"
  br label %"for.inc"
for.next:
  %"i.next" = add i64 %".144", %"block_num"
  store i64 %"i.next", i64* %"i.iter"
  br label %"for.body"
}

declare void @"llvm.trap"()

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
