; ---- kernel saxpy, variant aiv
; ModuleID = "saxpy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"span" = alloca i64
  store i64 0, i64* %"span"
  %"lo" = alloca i64
  store i64 0, i64* %"lo"
  %"hi" = alloca i64
  store i64 0, i64* %"hi"
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"i.iter" = alloca i64
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"alpha.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"alpha.bits" = load i64, ptr %"alpha.bits.addr"
  %".39" = trunc i64 %"alpha.bits" to i32
  %"alpha" = bitcast i32 %".39" to float
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  %".7" = icmp eq i64 %"block_num", 0 , !dbg !7
  br i1 %".7", label %"div.zero.trap", label %"div.zero.ok", !dbg !7
div.zero.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x00, 0x00, 0x00, 0x00 # incore trap 0", ""(), !dbg !7
  unreachable
div.zero.ok:
  %".11" = icmp eq i64 %"block_num", 18446744073709551615 , !dbg !7
  %".12" = icmp eq i64 %"x.dim0", 9223372036854775808 , !dbg !7
  %".13" = and i1 %".12", %".11", !dbg !7
  br i1 %".13", label %"div.overflow.trap", label %"div.overflow.ok", !dbg !7
div.overflow.trap:
  call void asm sideeffect ".byte 0x0f, 0xb9, 0x80, 0x01, 0x00, 0x00, 0x00 # incore trap 1", ""(), !dbg !7
  unreachable
div.overflow.ok:
  %".17" = sdiv i64 %"x.dim0", %"block_num", !dbg !7
  %".18" = srem i64 %"x.dim0", %"block_num", !dbg !7
  %".19" = icmp ne i64 %".18", 0 , !dbg !7
  %".20" = xor i64 %".18", %"block_num", !dbg !7
  %".21" = icmp slt i64 %".20", 0 , !dbg !7
  %".22" = and i1 %".19", %".21", !dbg !7
  %".23" = zext i1 %".22" to i64 , !dbg !7
  %".24" = sub i64 %".17", %".23", !dbg !7
  %".25" = icmp ne i64 %".18", 0 , !dbg !7
  %".26" = zext i1 %".25" to i64 , !dbg !7
  %".27" = add i64 %".24", %".26", !dbg !7
  store i64 %".27", i64* %"span", !dbg !7
  %"span.1" = load i64, i64* %"span", !dbg !8
  %".29" = mul i64 %"block_idx", %"span.1", !dbg !8
  store i64 %".29", i64* %"lo", !dbg !8
  %"lo.1" = load i64, i64* %"lo", !dbg !9
  %"span.2" = load i64, i64* %"span", !dbg !9
  %".31" = add i64 %"lo.1", %"span.2", !dbg !9
  %".32" = icmp slt i64 %"x.dim0", %".31" , !dbg !9
  %".33" = select  i1 %".32", i64 %"x.dim0", i64 %".31" , !dbg !9
  store i64 %".33", i64* %"hi", !dbg !9
  %"lo.2" = load i64, i64* %"lo", !dbg !10
  %"hi.1" = load i64, i64* %"hi", !dbg !10
  store i64 %"lo.2", i64* %"i.iter", !dbg !10
  %".36" = icmp slt i64 %"lo.2", %"hi.1" , !dbg !10
  br i1 %".36", label %"for.body", label %"for.end", !dbg !10
for.body:
  %"i.1" = load i64, i64* %"i.iter", !dbg !10
  store i64 %"i.1", i64* %"i", !dbg !10
  %"i.2" = load i64, i64* %"i", !dbg !11
  %"y.addr" = getelementptr float, ptr %"y.base", i64 %"i.2" , !dbg !11
  %"i.3" = load i64, i64* %"i", !dbg !11
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.3" , !dbg !11
  %"x.nocache" = getelementptr i8, ptr %"x.addr", i64 %"l2.offset" , !dbg !11
  %"x.val" = load float, ptr %"x.nocache", !dbg !11
  %".40" = fmul float %"alpha", %"x.val", !dbg !11
  %"i.4" = load i64, i64* %"i", !dbg !11
  %"y.addr.1" = getelementptr float, ptr %"y.base", i64 %"i.4" , !dbg !11
  %"y.val" = load float, ptr %"y.addr.1", !dbg !11
  %".41" = fadd float %".40", %"y.val", !dbg !11
  store float %".41", ptr %"y.addr", !dbg !11
  br label %"for.inc", !dbg !10
for.inc:
  %".44" = load i64, i64* %"i.iter", !dbg !10
  %"i.next" = add i64 %".44", 1, !dbg !10
  store i64 %"i.next", i64* %"i.iter", !dbg !10
  %".46" = icmp slt i64 %"i.next", %"hi.1" , !dbg !10
  br i1 %".46", label %"for.body", label %"for.end", !dbg !10, !llvm.loop !13
for.end:
  ret void
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "saxpy.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 4, linkageName: "kernel_entry", name: "saxpy", scopeLine: 4, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)
!9 = !DILocation(column: 0, line: 7, scope: !4)
!10 = !DILocation(column: 0, line: 8, scope: !4)
!11 = !DILocation(column: 0, line: 9, scope: !4)
!12 = !{ !"llvm.loop.unroll.runtime.disable" }
!13 = distinct !{ !13, !12 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
