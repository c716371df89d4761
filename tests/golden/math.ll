; ---- kernel math32, variant aiv
; ModuleID = "math32.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
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
  %"n.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"n.desc" = load ptr, ptr %"n.desc.addr"
  %"n.base.addr" = getelementptr i8, ptr %"n.desc", i64 0
  %"n.base" = load ptr, ptr %"n.base.addr"
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
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.2" , !dbg !8
  %"x.val" = load float, ptr %"x.addr", !dbg !8
  store float %"x.val", float* %"v", !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !9
  %".17" = mul i64 %"i.3", 8, !dbg !9
  %".18" = add i64 %".17", 0, !dbg !9
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %".18" , !dbg !9
  %"v.1" = load float, float* %"v", !dbg !9
  %".19" = call float @"incore.exp.f32"(float %"v.1"), !dbg !9
  store float %".19", ptr %"y.addr", !dbg !9
  %"i.4" = load i64, i64* %"i", !dbg !10
  %".21" = mul i64 %"i.4", 8, !dbg !10
  %".22" = add i64 %".21", 1, !dbg !10
  %"y.addr.1" = getelementptr float, ptr %"y.base", i64 %".22" , !dbg !10
  %"v.2" = load float, float* %"v", !dbg !10
  %".23" = call float @"incore.abs.f32"(float %"v.2"), !dbg !10
  %".24" = call float @"incore.log.f32"(float %".23"), !dbg !10
  store float %".24", ptr %"y.addr.1", !dbg !10
  %"i.5" = load i64, i64* %"i", !dbg !11
  %".26" = mul i64 %"i.5", 8, !dbg !11
  %".27" = add i64 %".26", 2, !dbg !11
  %"y.addr.2" = getelementptr float, ptr %"y.base", i64 %".27" , !dbg !11
  %"v.3" = load float, float* %"v", !dbg !11
  %".28" = call float @"incore.tanh.f32"(float %"v.3"), !dbg !11
  store float %".28", ptr %"y.addr.2", !dbg !11
  %"i.6" = load i64, i64* %"i", !dbg !12
  %".30" = mul i64 %"i.6", 8, !dbg !12
  %".31" = add i64 %".30", 3, !dbg !12
  %"y.addr.3" = getelementptr float, ptr %"y.base", i64 %".31" , !dbg !12
  %"v.4" = load float, float* %"v", !dbg !12
  %".32" = call float @"incore.abs.f32"(float %"v.4"), !dbg !12
  %".33" = call float @"incore.sqrt.f32"(float %".32"), !dbg !12
  store float %".33", ptr %"y.addr.3", !dbg !12
  %"i.7" = load i64, i64* %"i", !dbg !13
  %".35" = mul i64 %"i.7", 8, !dbg !13
  %".36" = add i64 %".35", 4, !dbg !13
  %"y.addr.4" = getelementptr float, ptr %"y.base", i64 %".36" , !dbg !13
  %"v.5" = load float, float* %"v", !dbg !13
  %".37" = call float @"incore.floor.f32"(float %"v.5"), !dbg !13
  %"v.6" = load float, float* %"v", !dbg !13
  %".38" = call float @"incore.ceil.f32"(float %"v.6"), !dbg !13
  %".39" = fadd float %".37", %".38", !dbg !13
  store float %".39", ptr %"y.addr.4", !dbg !13
  %"i.8" = load i64, i64* %"i", !dbg !14
  %".41" = mul i64 %"i.8", 8, !dbg !14
  %".42" = add i64 %".41", 5, !dbg !14
  %"y.addr.5" = getelementptr float, ptr %"y.base", i64 %".42" , !dbg !14
  %"v.7" = load float, float* %"v", !dbg !14
  %"v.8" = load float, float* %"v", !dbg !14
  %".43" = fcmp olt float %"v.8", 0xbff0000000000000 , !dbg !14
  %".44" = select  i1 %".43", float 0xbff0000000000000, float %"v.8" , !dbg !14
  %".45" = fcmp olt float 0x3ff0000000000000, %"v.7" , !dbg !14
  %".46" = select  i1 %".45", float 0x3ff0000000000000, float %"v.7" , !dbg !14
  %".47" = fcmp olt float %".44", %".46" , !dbg !14
  %".48" = select  i1 %".47", float %".44", float %".46" , !dbg !14
  store float %".48", ptr %"y.addr.5", !dbg !14
  %"i.9" = load i64, i64* %"i", !dbg !15
  %".50" = mul i64 %"i.9", 8, !dbg !15
  %".51" = add i64 %".50", 6, !dbg !15
  %"y.addr.6" = getelementptr float, ptr %"y.base", i64 %".51" , !dbg !15
  %"v.9" = load float, float* %"v", !dbg !15
  %".52" = fcmp ogt float %"v.9",              0x0 , !dbg !15
  %"v.10" = load float, float* %"v", !dbg !15
  %"v.11" = load float, float* %"v", !dbg !15
  %".53" = fneg float %"v.11", !dbg !15
  %".54" = select  i1 %".52", float %"v.10", float %".53" , !dbg !15
  store float %".54", ptr %"y.addr.6", !dbg !15
  %"i.10" = load i64, i64* %"i", !dbg !16
  %"n.addr" = getelementptr i64, ptr %"n.base", i64 %"i.10" , !dbg !16
  %"v.12" = load float, float* %"v", !dbg !16
  %".56" = call float @"incore.floor.f32"(float %"v.12"), !dbg !16
  %".57" = call i64 @"llvm.fptosi.sat.i64.f32"(float %".56"), !dbg !16
  %".58" = sdiv i64 %".57", 3, !dbg !16
  %".59" = srem i64 %".57", 3, !dbg !16
  %".60" = icmp ne i64 %".59", 0 , !dbg !16
  %".61" = xor i64 %".59", 3, !dbg !16
  %".62" = icmp slt i64 %".61", 0 , !dbg !16
  %".63" = and i1 %".60", %".62", !dbg !16
  %".64" = zext i1 %".63" to i64 , !dbg !16
  %".65" = sub i64 %".58", %".64", !dbg !16
  %".66" = icmp ne i64 %".59", 0 , !dbg !16
  %".67" = zext i1 %".66" to i64 , !dbg !16
  %".68" = add i64 %".65", %".67", !dbg !16
  %"i.11" = load i64, i64* %"i", !dbg !16
  %".69" = sub i64 %"i.11", 5, !dbg !16
  %".70" = icmp slt i64 %".69", 0 , !dbg !16
  %".71" = sub i64 0, %".69", !dbg !16
  %".72" = select  i1 %".70", i64 %".71", i64 %".69" , !dbg !16
  %".73" = add i64 %".68", %".72", !dbg !16
  store i64 %".73", ptr %"n.addr", !dbg !16
  br label %"for.inc", !dbg !7
for.inc:
  %".76" = load i64, i64* %"i.iter", !dbg !7
  %".77" = sub i64 %"x.dim0", %".76", !dbg !7
  %".78" = icmp ugt i64 %".77", %"block_num" , !dbg !7
  %".79" = sub i64 %".76", %"x.dim0", !dbg !7
  %".80" = sub i64 0, %"block_num", !dbg !7
  %".81" = icmp ugt i64 %".79", %".80" , !dbg !7
  %".82" = select  i1 %".9", i1 %".78", i1 %".81" , !dbg !7
  br i1 %".82", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
for.next:
  %"i.next" = add i64 %".76", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !18
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

define internal float @"incore.abs.f32"(float %"x") #0
{
entry:
  %".3" = call float @"llvm.fabs.f32"(float %"x")
  ret float %".3"
}

declare float @"llvm.fabs.f32"(float %".1")

define internal float @"incore.log.f32"(float %"x") #0
{
entry:
  %".3" = fcmp olt float %"x", 0x3810000000000000
  %".4" = fmul float %"x", 0x4180000000000000
  %".5" = select  i1 %".3", float %".4", float %"x"
  %".6" = select  i1 %".3", i32 4294967271, i32 0
  %".7" = bitcast float %".5" to i32
  %".8" = sub i32 %".7", 1060439283
  %".9" = ashr i32 %".8", 23
  %".10" = shl i32 %".9", 23
  %".11" = sub i32 %".7", %".10"
  %".12" = bitcast i32 %".11" to float
  %".13" = add i32 %".9", %".6"
  %".14" = sitofp i32 %".13" to float
  %".15" = fsub float %".12", 0x3ff0000000000000
  %".16" = fadd float 0x4000000000000000, %".15"
  %".17" = fdiv float %".15", %".16"
  %".18" = fmul float %".17", %".17"
  %".19" = fmul float %".18", %".18"
  %".20" = fmul float 0x3fcf13c4c0000000, %".19"
  %".21" = fadd float %".20", 0x3fd999c260000000
  %".22" = fmul float %".19", %".21"
  %".23" = fmul float 0x3fd23d3dc0000000, %".19"
  %".24" = fadd float %".23", 0x3fe5555540000000
  %".25" = fmul float %".18", %".24"
  %".26" = fadd float %".25", %".22"
  %".27" = fmul float 0x3fe0000000000000, %".15"
  %".28" = fmul float %".27", %".15"
  %".29" = fadd float %".28", %".26"
  %".30" = fmul float %".17", %".29"
  %".31" = fmul float %".14", 0x3ee2fefa20000000
  %".32" = fadd float %".30", %".31"
  %".33" = fsub float %".28", %".32"
  %".34" = fsub float %".33", %".15"
  %".35" = fmul float %".14", 0x3fe62e3000000000
  %".36" = fsub float %".35", %".34"
  %".37" = fcmp oeq float %"x", 0x7ff0000000000000
  %".38" = select  i1 %".37", float 0x7ff0000000000000, float %".36"
  %".39" = fcmp oeq float %"x",              0x0
  %".40" = select  i1 %".39", float 0xfff0000000000000, float %".38"
  %".41" = fcmp olt float %"x",              0x0
  %".42" = select  i1 %".41", float 0x7ff8000000000000, float %".40"
  %".43" = fcmp uno float %"x", %"x"
  %".44" = select  i1 %".43", float %"x", float %".42"
  ret float %".44"
}

define internal float @"incore.tanh.f32"(float %"x") #0
{
entry:
  %".3" = call float @"llvm.fabs.f32"(float %"x")
  %".4" = fmul float %"x", %"x"
  %".5" = fmul float 0xbf775e1d40000000, %".4"
  %".6" = fadd float %".5", 0x3f952269c0000000
  %".7" = fmul float %".6", %".4"
  %".8" = fadd float %".7", 0xbfab83c5a0000000
  %".9" = fmul float %".8", %".4"
  %".10" = fadd float %".9", 0x3fc1107260000000
  %".11" = fmul float %".10", %".4"
  %".12" = fadd float %".11", 0xbfd5555320000000
  %".13" = fmul float %".12", %".4"
  %".14" = fmul float %".13", %"x"
  %".15" = fadd float %".14", %"x"
  %".16" = fadd float %".3", %".3"
  %".17" = fcmp ole float %".16", 0x4056400000000000
  %".18" = select  i1 %".17", float %".16", float 0x4056400000000000
  %".19" = fcmp oge float %".18", 0xc05a000000000000
  %".20" = select  i1 %".19", float %".18", float 0xc05a000000000000
  %".21" = fmul float %".20", 0x3ff7154760000000
  %".22" = fadd float %".21", 0x4168000000000000
  %".23" = fsub float %".22", 0x4168000000000000
  %".24" = fmul float %".23", 0x3fe6300000000000
  %".25" = fsub float %".20", %".24"
  %".26" = fmul float %".23", 0xbf2bd01060000000
  %".27" = fsub float %".25", %".26"
  %".28" = fmul float %".27", %".27"
  %".29" = fmul float 0x3f2a0d2ce0000000, %".27"
  %".30" = fadd float %".29", 0x3f56e879c0000000
  %".31" = fmul float %".30", %".27"
  %".32" = fadd float %".31", 0x3f81112100000000
  %".33" = fmul float %".32", %".27"
  %".34" = fadd float %".33", 0x3fa5553820000000
  %".35" = fmul float %".34", %".27"
  %".36" = fadd float %".35", 0x3fc5555540000000
  %".37" = fmul float %".36", %".27"
  %".38" = fadd float %".37", 0x3fe0000000000000
  %".39" = fmul float %".38", %".28"
  %".40" = fadd float %".39", %".27"
  %".41" = fadd float %".40", 0x3ff0000000000000
  %".42" = fptosi float %".23" to i32
  %".43" = ashr i32 %".42", 1
  %".44" = sub i32 %".42", %".43"
  %".45" = add i32 %".43", 127
  %".46" = shl i32 %".45", 23
  %".47" = bitcast i32 %".46" to float
  %".48" = fmul float %".41", %".47"
  %".49" = add i32 %".44", 127
  %".50" = shl i32 %".49", 23
  %".51" = bitcast i32 %".50" to float
  %".52" = fmul float %".48", %".51"
  %".53" = fcmp uno float %".16", %".16"
  %".54" = select  i1 %".53", float %".16", float %".52"
  %".55" = fadd float %".54", 0x3ff0000000000000
  %".56" = fdiv float 0x4000000000000000, %".55"
  %".57" = fsub float 0x3ff0000000000000, %".56"
  %".58" = call float @"llvm.copysign.f32"(float %".57", float %"x")
  %".59" = fcmp olt float %".3", 0x3fe4000000000000
  %".60" = select  i1 %".59", float %".15", float %".58"
  %".61" = fcmp olt float %".3", 0x3f30000000000000
  %".62" = select  i1 %".61", float %"x", float %".60"
  ret float %".62"
}

declare float @"llvm.copysign.f32"(float %".1", float %".2")

define internal float @"incore.sqrt.f32"(float %"x") #0
{
entry:
  %".3" = call float @"llvm.sqrt.f32"(float %"x")
  ret float %".3"
}

declare float @"llvm.sqrt.f32"(float %".1")

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

define internal float @"incore.ceil.f32"(float %"x") #0
{
entry:
  %".3" = call float @"llvm.fabs.f32"(float %"x")
  %".4" = fcmp olt float %".3", 0x4160000000000000
  %".5" = select  i1 %".4", float %"x", float              0x0
  %".6" = fptosi float %".5" to i32
  %".7" = sitofp i32 %".6" to float
  %".8" = fcmp olt float %".7", %".5"
  %".9" = fadd float %".7", 0x3ff0000000000000
  %".10" = select  i1 %".8", float %".9", float %".7"
  %".11" = call float @"llvm.copysign.f32"(float %".10", float %"x")
  %".12" = select  i1 %".4", float %".11", float %"x"
  ret float %".12"
}

declare i64 @"llvm.fptosi.sat.i64.f32"(float %".1")

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "math.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "math32", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 4, scope: !4)
!8 = !DILocation(column: 0, line: 5, scope: !4)
!9 = !DILocation(column: 0, line: 6, scope: !4)
!10 = !DILocation(column: 0, line: 7, scope: !4)
!11 = !DILocation(column: 0, line: 8, scope: !4)
!12 = !DILocation(column: 0, line: 9, scope: !4)
!13 = !DILocation(column: 0, line: 10, scope: !4)
!14 = !DILocation(column: 0, line: 11, scope: !4)
!15 = !DILocation(column: 0, line: 12, scope: !4)
!16 = !DILocation(column: 0, line: 13, scope: !4)
!17 = !{ !"llvm.loop.unroll.runtime.disable" }
!18 = distinct !{ !18, !17 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel math64, variant aiv
; ModuleID = "math64.aiv"
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
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"i.iter" = alloca i64
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  br label %"body"
body:
  %".4" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".4", label %"for.step.zero.trap", label %"for.step.zero.ok", !dbg !7
for.step.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
for.step.zero.ok:
  %".8" = icmp sgt i64 %"block_num", 0 , !dbg !7
  store i64 %"block_idx", i64* %"i.iter", !dbg !7
  %".10" = icmp slt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".11" = icmp sgt i64 %"block_idx", %"x.dim0" , !dbg !7
  %".12" = select  i1 %".8", i1 %".10", i1 %".11" , !dbg !7
  br i1 %".12", label %"for.body", label %"for.end", !dbg !7
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !7
  store i64 %"i.1", i64* %"i", !dbg !7
  %"i.2" = load i64, i64* %"i", !dbg !8
  %"y.addr" = getelementptr double, ptr %"y.base", i64 %"i.2" , !dbg !8
  %"i.3" = load i64, i64* %"i", !dbg !8
  %"x.addr" = getelementptr double, ptr %"x.base", i64 %"i.3" , !dbg !8
  %"x.val" = load double, ptr %"x.addr", !dbg !8
  %".15" = call double @"incore.exp.f64"(double %"x.val"), !dbg !8
  %"i.4" = load i64, i64* %"i", !dbg !8
  %"x.addr.1" = getelementptr double, ptr %"x.base", i64 %"i.4" , !dbg !8
  %"x.val.1" = load double, ptr %"x.addr.1", !dbg !8
  %".16" = call double @"incore.log.f64"(double %"x.val.1"), !dbg !8
  %".17" = fadd double %".15", %".16", !dbg !8
  %"i.5" = load i64, i64* %"i", !dbg !8
  %"x.addr.2" = getelementptr double, ptr %"x.base", i64 %"i.5" , !dbg !8
  %"x.val.2" = load double, ptr %"x.addr.2", !dbg !8
  %".18" = call double @"incore.tanh.f64"(double %"x.val.2"), !dbg !8
  %".19" = fadd double %".17", %".18", !dbg !8
  store double %".19", ptr %"y.addr", !dbg !8
  br label %"for.inc", !dbg !7
for.inc:
  %".22" = load i64, i64* %"i.iter", !dbg !7
  %".23" = sub i64 %"x.dim0", %".22", !dbg !7
  %".24" = icmp ugt i64 %".23", %"block_num" , !dbg !7
  %".25" = sub i64 %".22", %"x.dim0", !dbg !7
  %".26" = sub i64 0, %"block_num", !dbg !7
  %".27" = icmp ugt i64 %".25", %".26" , !dbg !7
  %".28" = select  i1 %".8", i1 %".24", i1 %".27" , !dbg !7
  br i1 %".28", label %"for.next", label %"for.end", !dbg !7
for.end:
  ret void
for.next:
  %"i.next" = add i64 %".22", %"block_num", !dbg !7
  store i64 %"i.next", i64* %"i.iter", !dbg !7
  br label %"for.body", !dbg !7, !llvm.loop !10
}

define internal double @"incore.exp.f64"(double %"x") #0
{
entry:
  %".3" = fcmp ole double %"x", 0x4086300000000000
  %".4" = select  i1 %".3", double %"x", double 0x4086300000000000
  %".5" = fcmp oge double %".4", 0xc087500000000000
  %".6" = select  i1 %".5", double %".4", double 0xc087500000000000
  %".7" = fmul double %".6", 0x3ff71547652b82fe
  %".8" = fadd double %".7", 0x4338000000000000
  %".9" = fsub double %".8", 0x4338000000000000
  %".10" = fmul double %".9", 0x3fe62e42fee00000
  %".11" = fsub double %".6", %".10"
  %".12" = fmul double %".9", 0x3dea39ef35793c76
  %".13" = fsub double %".11", %".12"
  %".14" = fmul double %".13", %".13"
  %".15" = fmul double 0x3e66376972bea4d0, %".14"
  %".16" = fadd double %".15", 0xbebbbd41c5d26bf1
  %".17" = fmul double %".16", %".14"
  %".18" = fadd double %".17", 0x3f11566aaf25de2c
  %".19" = fmul double %".18", %".14"
  %".20" = fadd double %".19", 0xbf66c16c16bebd93
  %".21" = fmul double %".20", %".14"
  %".22" = fadd double %".21", 0x3fc555555555553e
  %".23" = fmul double %".14", %".22"
  %".24" = fsub double %".13", %".23"
  %".25" = fmul double %".13", %".24"
  %".26" = fsub double 0x4000000000000000, %".24"
  %".27" = fdiv double %".25", %".26"
  %".28" = fsub double %".12", %".27"
  %".29" = fsub double %".28", %".11"
  %".30" = fsub double 0x3ff0000000000000, %".29"
  %".31" = fptosi double %".9" to i32
  %".32" = sext i32 %".31" to i64
  %".33" = ashr i64 %".32", 1
  %".34" = sub i64 %".32", %".33"
  %".35" = add i64 %".33", 1023
  %".36" = shl i64 %".35", 52
  %".37" = bitcast i64 %".36" to double
  %".38" = fmul double %".30", %".37"
  %".39" = add i64 %".34", 1023
  %".40" = shl i64 %".39", 52
  %".41" = bitcast i64 %".40" to double
  %".42" = fmul double %".38", %".41"
  %".43" = fcmp uno double %"x", %"x"
  %".44" = select  i1 %".43", double %"x", double %".42"
  ret double %".44"
}

define internal double @"incore.log.f64"(double %"x") #0
{
entry:
  %".3" = fcmp olt double %"x", 0x10000000000000
  %".4" = fmul double %"x", 0x4350000000000000
  %".5" = select  i1 %".3", double %".4", double %"x"
  %".6" = select  i1 %".3", i64 18446744073709551562, i64 0
  %".7" = bitcast double %".5" to i64
  %".8" = sub i64 %".7", 4604544271217802189
  %".9" = ashr i64 %".8", 52
  %".10" = shl i64 %".9", 52
  %".11" = sub i64 %".7", %".10"
  %".12" = bitcast i64 %".11" to double
  %".13" = add i64 %".9", %".6"
  %".14" = trunc i64 %".13" to i32
  %".15" = sitofp i32 %".14" to double
  %".16" = fsub double %".12", 0x3ff0000000000000
  %".17" = fadd double 0x4000000000000000, %".16"
  %".18" = fdiv double %".16", %".17"
  %".19" = fmul double %".18", %".18"
  %".20" = fmul double %".19", %".19"
  %".21" = fmul double 0x3fc39a09d078c69f, %".20"
  %".22" = fadd double %".21", 0x3fcc71c51d8e78af
  %".23" = fmul double %".22", %".20"
  %".24" = fadd double %".23", 0x3fd999999997fa04
  %".25" = fmul double %".20", %".24"
  %".26" = fmul double 0x3fc2f112df3e5244, %".20"
  %".27" = fadd double %".26", 0x3fc7466496cb03de
  %".28" = fmul double %".27", %".20"
  %".29" = fadd double %".28", 0x3fd2492494229359
  %".30" = fmul double %".29", %".20"
  %".31" = fadd double %".30", 0x3fe5555555555593
  %".32" = fmul double %".19", %".31"
  %".33" = fadd double %".32", %".25"
  %".34" = fmul double 0x3fe0000000000000, %".16"
  %".35" = fmul double %".34", %".16"
  %".36" = fadd double %".35", %".33"
  %".37" = fmul double %".18", %".36"
  %".38" = fmul double %".15", 0x3dea39ef35793c76
  %".39" = fadd double %".37", %".38"
  %".40" = fsub double %".35", %".39"
  %".41" = fsub double %".40", %".16"
  %".42" = fmul double %".15", 0x3fe62e42fee00000
  %".43" = fsub double %".42", %".41"
  %".44" = fcmp oeq double %"x", 0x7ff0000000000000
  %".45" = select  i1 %".44", double 0x7ff0000000000000, double %".43"
  %".46" = fcmp oeq double %"x",              0x0
  %".47" = select  i1 %".46", double 0xfff0000000000000, double %".45"
  %".48" = fcmp olt double %"x",              0x0
  %".49" = select  i1 %".48", double 0x7ff8000000000000, double %".47"
  %".50" = fcmp uno double %"x", %"x"
  %".51" = select  i1 %".50", double %"x", double %".49"
  ret double %".51"
}

define internal double @"incore.tanh.f64"(double %"x") #0
{
entry:
  %".3" = call double @"llvm.fabs.f64"(double %"x")
  %".4" = fmul double %"x", %"x"
  %".5" = fmul double 0xbfeedc5baafd6f4b, %".4"
  %".6" = fadd double %".5", 0xc058d26a0e26682d
  %".7" = fmul double %".6", %".4"
  %".8" = fadd double %".7", 0xc0993ac030580563
  %".9" = fmul double %".4", %".8"
  %".10" = fmul double 0x3ff0000000000000, %".4"
  %".11" = fadd double %".10", 0x405c33f28a581b86
  %".12" = fmul double %".11", %".4"
  %".13" = fadd double %".12", 0x40a176fa0e5535fa
  %".14" = fmul double %".13", %".4"
  %".15" = fadd double %".14", 0x40b2ec102442040c
  %".16" = fdiv double %".9", %".15"
  %".17" = fmul double %"x", %".16"
  %".18" = fadd double %"x", %".17"
  %".19" = fadd double %".3", %".3"
  %".20" = fcmp ole double %".19", 0x4086300000000000
  %".21" = select  i1 %".20", double %".19", double 0x4086300000000000
  %".22" = fcmp oge double %".21", 0xc087500000000000
  %".23" = select  i1 %".22", double %".21", double 0xc087500000000000
  %".24" = fmul double %".23", 0x3ff71547652b82fe
  %".25" = fadd double %".24", 0x4338000000000000
  %".26" = fsub double %".25", 0x4338000000000000
  %".27" = fmul double %".26", 0x3fe62e42fee00000
  %".28" = fsub double %".23", %".27"
  %".29" = fmul double %".26", 0x3dea39ef35793c76
  %".30" = fsub double %".28", %".29"
  %".31" = fmul double %".30", %".30"
  %".32" = fmul double 0x3e66376972bea4d0, %".31"
  %".33" = fadd double %".32", 0xbebbbd41c5d26bf1
  %".34" = fmul double %".33", %".31"
  %".35" = fadd double %".34", 0x3f11566aaf25de2c
  %".36" = fmul double %".35", %".31"
  %".37" = fadd double %".36", 0xbf66c16c16bebd93
  %".38" = fmul double %".37", %".31"
  %".39" = fadd double %".38", 0x3fc555555555553e
  %".40" = fmul double %".31", %".39"
  %".41" = fsub double %".30", %".40"
  %".42" = fmul double %".30", %".41"
  %".43" = fsub double 0x4000000000000000, %".41"
  %".44" = fdiv double %".42", %".43"
  %".45" = fsub double %".29", %".44"
  %".46" = fsub double %".45", %".28"
  %".47" = fsub double 0x3ff0000000000000, %".46"
  %".48" = fptosi double %".26" to i32
  %".49" = sext i32 %".48" to i64
  %".50" = ashr i64 %".49", 1
  %".51" = sub i64 %".49", %".50"
  %".52" = add i64 %".50", 1023
  %".53" = shl i64 %".52", 52
  %".54" = bitcast i64 %".53" to double
  %".55" = fmul double %".47", %".54"
  %".56" = add i64 %".51", 1023
  %".57" = shl i64 %".56", 52
  %".58" = bitcast i64 %".57" to double
  %".59" = fmul double %".55", %".58"
  %".60" = fcmp uno double %".19", %".19"
  %".61" = select  i1 %".60", double %".19", double %".59"
  %".62" = fadd double %".61", 0x3ff0000000000000
  %".63" = fdiv double 0x4000000000000000, %".62"
  %".64" = fsub double 0x3ff0000000000000, %".63"
  %".65" = call double @"llvm.copysign.f64"(double %".64", double %"x")
  %".66" = fcmp olt double %".3", 0x3fe4000000000000
  %".67" = select  i1 %".66", double %".18", double %".65"
  %".68" = fcmp olt double %".3", 0x3e40000000000000
  %".69" = select  i1 %".68", double %"x", double %".67"
  ret double %".69"
}

declare double @"llvm.fabs.f64"(double %".1")

declare double @"llvm.copysign.f64"(double %".1", double %".2")

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "math.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 15, linkageName: "kernel_entry", name: "math64", scopeLine: 15, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 16, scope: !4)
!8 = !DILocation(column: 0, line: 17, scope: !4)
!9 = !{ !"llvm.loop.unroll.runtime.disable" }
!10 = distinct !{ !10, !9 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
