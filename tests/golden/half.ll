; ---- kernel half_axpy, variant aiv
; ModuleID = "half_axpy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"h" = alloca float
  store float              0x0, float* %"h"
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
  %"alpha.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"alpha.bits" = load i64, ptr %"alpha.bits.addr"
  %".16" = trunc i64 %"alpha.bits" to i16
  %".17" = call float @"incore.f16_to_f32.i16"(i16 %".16")
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  br label %"body"
body:
  %".5" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".5", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".9" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"i.iter", !dbg !7
  %".11" = icmp slt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".12" = icmp sgt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".13" = select  i1 %".9", i1 %".11", i1 %".12" , !dbg !7
  br i1 %".13", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"x.addr" = getelementptr i16, ptr %"x.base", i64 %"i.2" , !dbg !8
  %"x.val" = load i16, ptr %"x.addr", !dbg !8
  %".18" = call float @"incore.f16_to_f32.i16"(i16 %"x.val"), !dbg !8
  %".19" = fmul float %".17", %".18", !dbg !8
  %".20" = call float @"incore.round_f16.f32"(float %".19"), !dbg !8
  %".21" = fadd float %".20", 0x3fe0000000000000, !dbg !8
  %".22" = call float @"incore.round_f16.f32"(float %".21"), !dbg !8
  store float %".22", float* %"h", !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !9
  %"out.addr" = getelementptr i16, ptr %"out.base", i64 %"i.3" , !dbg !9
  %"h.1" = load float, float* %"h", !dbg !9
  %".24" = call i16 @"incore.f32_to_f16.f32"(float %"h.1"), !dbg !9
  store i16 %".24", ptr %"out.addr", !dbg !9
  %"i.4" = load i64, i64* %"i", !dbg !10
  %"y.addr" = getelementptr i16, ptr %"y.base", i64 %"i.4" , !dbg !10
  %"h.2" = load float, float* %"h", !dbg !10
  %".26" = fmul float %"h.2", 0x4000000000000000, !dbg !10
  %".27" = call float @"incore.round_bf16.f32"(float %".26"), !dbg !10
  %"i.5" = load i64, i64* %"i", !dbg !10
  %"y.addr.1" = getelementptr i16, ptr %"y.base", i64 %"i.5" , !dbg !10
  %"y.val" = load i16, ptr %"y.addr.1", !dbg !10
  %".28" = call float @"incore.bf16_to_f32.i16"(i16 %"y.val"), !dbg !10
  %".29" = fadd float %".27", %".28", !dbg !10
  %".30" = call float @"incore.round_bf16.f32"(float %".29"), !dbg !10
  %".31" = call i16 @"incore.f32_to_bf16.f32"(float %".30"), !dbg !10
  store i16 %".31", ptr %"y.addr", !dbg !10
  br label %"for.inc", !dbg !7
for.inc:
  %".34" = load i64, i64* %"i.iter", !dbg !7
  %".35" = sub i64 %"x.dim0", %".34", !dbg !7
  %".36" = icmp ugt i64 %".35", %"block_num" , !dbg !7
  %".37" = sub i64 %".34", %"x.dim0", !dbg !7
  %".38" = sub i64 0, %"block_num", !dbg !7
  %".39" = icmp ugt i64 %".37", %".38" , !dbg !7
  %".40" = select  i1 %".9", i1 %".36", i1 %".39" , !dbg !7
  br i1 %".40", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
for.next:
  %"i.next" = add i64 %".34", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !12
}

define internal float @"incore.f16_to_f32.i16"(i16 %"x") #0
{
entry:
  %".3" = zext i16 %"x" to i32
  %".4" = and i32 %".3", 32768
  %".5" = shl i32 %".4", 16
  %".6" = and i32 %".3", 32767
  %".7" = lshr i32 %".6", 10
  %".8" = shl i32 %".6", 13
  %".9" = add i32 %".8", 939524096
  %".10" = or i32 %".8", 2139095040
  %".11" = or i32 %".8", 947912704
  %".12" = bitcast i32 %".11" to float
  %".13" = fsub float %".12", 0x3f10000000000000
  %".14" = bitcast float %".13" to i32
  %".15" = icmp eq i32 %".7", 0
  %".16" = select  i1 %".15", i32 %".14", i32 %".9"
  %".17" = icmp eq i32 %".7", 31
  %".18" = select  i1 %".17", i32 %".10", i32 %".16"
  %".19" = or i32 %".18", %".5"
  %".20" = bitcast i32 %".19" to float
  ret float %".20"
}

define internal float @"incore.round_f16.f32"(float %"x") #0
{
entry:
  %".3" = call i16 @"incore.f32_to_f16.f32"(float %"x")
  %".4" = call float @"incore.f16_to_f32.i16"(i16 %".3")
  ret float %".4"
}

define internal i16 @"incore.f32_to_f16.f32"(float %"x") #0
{
entry:
  %".3" = bitcast float %"x" to i32
  %".4" = lshr i32 %".3", 16
  %".5" = and i32 %".4", 32768
  %".6" = and i32 %".3", 2147483647
  %".7" = and i32 %".6", 8388607
  %".8" = lshr i32 %".7", 13
  %".9" = icmp eq i32 %".8", 0
  %".10" = select  i1 %".9", i32 1, i32 %".8"
  %".11" = or i32 %".10", 31744
  %".12" = lshr i32 %".6", 13
  %".13" = and i32 %".12", 1
  %".14" = add i32 %".6", -939520001
  %".15" = add i32 %".14", %".13"
  %".16" = lshr i32 %".15", 13
  %".17" = bitcast i32 %".6" to float
  %".18" = fadd float %".17", 0x3fe0000000000000
  %".19" = bitcast float %".18" to i32
  %".20" = sub i32 %".19", 1056964608
  %".21" = icmp ult i32 %".6", 947912704
  %".22" = select  i1 %".21", i32 %".20", i32 %".16"
  %".23" = icmp uge i32 %".6", 1199570944
  %".24" = select  i1 %".23", i32 31744, i32 %".22"
  %".25" = icmp ugt i32 %".6", 2139095040
  %".26" = select  i1 %".25", i32 %".11", i32 %".24"
  %".27" = or i32 %".26", %".5"
  %".28" = trunc i32 %".27" to i16
  ret i16 %".28"
}

define internal float @"incore.round_bf16.f32"(float %"x") #0
{
entry:
  %".3" = call i16 @"incore.f32_to_bf16.f32"(float %"x")
  %".4" = call float @"incore.bf16_to_f32.i16"(i16 %".3")
  ret float %".4"
}

define internal i16 @"incore.f32_to_bf16.f32"(float %"x") #0
{
entry:
  %".3" = bitcast float %"x" to i32
  %".4" = and i32 %".3", 2147483647
  %".5" = lshr i32 %".3", 16
  %".6" = and i32 %".5", 1
  %".7" = add i32 %".3", 32767
  %".8" = add i32 %".7", %".6"
  %".9" = lshr i32 %".8", 16
  %".10" = lshr i32 %".3", 16
  %".11" = and i32 %".10", 32768
  %".12" = or i32 %".11", 32704
  %".13" = icmp ugt i32 %".4", 2139095040
  %".14" = select  i1 %".13", i32 %".12", i32 %".9"
  %".15" = trunc i32 %".14" to i16
  ret i16 %".15"
}

define internal float @"incore.bf16_to_f32.i16"(i16 %"x") #0
{
entry:
  %".3" = zext i16 %"x" to i32
  %".4" = shl i32 %".3", 16
  %".5" = bitcast i32 %".4" to float
  ret float %".5"
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "half.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 5, linkageName: "kernel_entry", name: "half_axpy", scopeLine: 5, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 7, scope: !4)
!8 = !DILocation(column: 0, line: 8, scope: !4)
!9 = !DILocation(column: 0, line: 9, scope: !4)
!10 = !DILocation(column: 0, line: 10, scope: !4)
!11 = !{ !"llvm.loop.unroll.runtime.disable" }
!12 = distinct !{ !12, !11 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
