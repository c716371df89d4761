; ---- kernel probe, variant aic
; ModuleID = "probe.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"line" = alloca i64
  store i64 0, i64* %"line"
  %"base" = alloca i64
  store i64 0, i64* %"base"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"sub_block_idx.addr" = getelementptr i8, ptr %"gctx", i64 0
  %"sub_block_idx" = load i64, ptr %"sub_block_idx.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  store i64 0, i64* %"line", !dbg !7
  store i64 0, i64* %"line", !dbg !9
  %"line.1" = load i64, i64* %"line", !dbg !10
  %".7" = mul i64 %"line.1", 16, !dbg !10
  store i64 %".7", i64* %"base", !dbg !10
  %"base.1" = load i64, i64* %"base", !dbg !11
  %".9" = add i64 %"base.1", 0, !dbg !11
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".9" , !dbg !11
  %".10" = sitofp i64 %"block_idx" to float , !dbg !11
  store float %".10", ptr %"out.addr", !dbg !11
  %"base.2" = load i64, i64* %"base", !dbg !12
  %".12" = add i64 %"base.2", 1, !dbg !12
  %"out.addr.1" = getelementptr float, ptr %"out.base", i64 %".12" , !dbg !12
  %".13" = sitofp i64 %"block_num" to float , !dbg !12
  store float %".13", ptr %"out.addr.1", !dbg !12
  %"base.3" = load i64, i64* %"base", !dbg !13
  %".15" = add i64 %"base.3", 2, !dbg !13
  %"out.addr.2" = getelementptr float, ptr %"out.base", i64 %".15" , !dbg !13
  %".16" = sitofp i64 %"sub_block_idx" to float , !dbg !13
  store float %".16", ptr %"out.addr.2", !dbg !13
  %"base.4" = load i64, i64* %"base", !dbg !14
  %".18" = add i64 %"base.4", 3, !dbg !14
  %"out.addr.3" = getelementptr float, ptr %"out.base", i64 %".18" , !dbg !14
  %".19" = icmp ne i64 %"l2.offset", 0 , !dbg !14
  br i1 %".19", label %"cond.then", label %"cond.else", !dbg !14
cond.then:
  br label %"cond.end", !dbg !14
cond.else:
  br label %"cond.end", !dbg !14
cond.end:
  %".23" = phi  float [0x3ff0000000000000, %"cond.then"], [             0x0, %"cond.else"] , !dbg !14
  store float %".23", ptr %"out.addr.3", !dbg !14
  ret void
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "mix_probe.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 5, linkageName: "kernel_entry", name: "probe", scopeLine: 5, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 6, scope: !4)
!8 = !DILocation(column: 0, line: 7, scope: !4)
!9 = !DILocation(column: 0, line: 8, scope: !4)
!10 = !DILocation(column: 0, line: 11, scope: !4)
!11 = !DILocation(column: 0, line: 12, scope: !4)
!12 = !DILocation(column: 0, line: 13, scope: !4)
!13 = !DILocation(column: 0, line: 14, scope: !4)
!14 = !DILocation(column: 0, line: 15, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel probe, variant aiv
; ModuleID = "probe.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"line" = alloca i64
  store i64 0, i64* %"line"
  %"base" = alloca i64
  store i64 0, i64* %"base"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"sub_block_idx.addr" = getelementptr i8, ptr %"gctx", i64 0
  %"sub_block_idx" = load i64, ptr %"sub_block_idx.addr"
  %"out.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"out.desc" = load ptr, ptr %"out.desc.addr"
  %"out.base.addr" = getelementptr i8, ptr %"out.desc", i64 0
  %"out.base" = load ptr, ptr %"out.base.addr"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"block_num.addr" = getelementptr i8, ptr %"lctx", i64 8
  %"block_num" = load i64, ptr %"block_num.addr"
  %"l2.offset.addr" = getelementptr i8, ptr %"gctx", i64 56
  %"l2.offset" = load i64, ptr %"l2.offset.addr"
  br label %"body"
body:
  store i64 0, i64* %"line", !dbg !7
  %".6" = add i64 1, %"sub_block_idx", !dbg !9
  store i64 %".6", i64* %"line", !dbg !9
  %"line.1" = load i64, i64* %"line", !dbg !10
  %".8" = mul i64 %"line.1", 16, !dbg !10
  store i64 %".8", i64* %"base", !dbg !10
  %"base.1" = load i64, i64* %"base", !dbg !11
  %".10" = add i64 %"base.1", 0, !dbg !11
  %"out.addr" = getelementptr float, ptr %"out.base", i64 %".10" , !dbg !11
  %".11" = sitofp i64 %"block_idx" to float , !dbg !11
  store float %".11", ptr %"out.addr", !dbg !11
  %"base.2" = load i64, i64* %"base", !dbg !12
  %".13" = add i64 %"base.2", 1, !dbg !12
  %"out.addr.1" = getelementptr float, ptr %"out.base", i64 %".13" , !dbg !12
  %".14" = sitofp i64 %"block_num" to float , !dbg !12
  store float %".14", ptr %"out.addr.1", !dbg !12
  %"base.3" = load i64, i64* %"base", !dbg !13
  %".16" = add i64 %"base.3", 2, !dbg !13
  %"out.addr.2" = getelementptr float, ptr %"out.base", i64 %".16" , !dbg !13
  %".17" = sitofp i64 %"sub_block_idx" to float , !dbg !13
  store float %".17", ptr %"out.addr.2", !dbg !13
  %"base.4" = load i64, i64* %"base", !dbg !14
  %".19" = add i64 %"base.4", 3, !dbg !14
  %"out.addr.3" = getelementptr float, ptr %"out.base", i64 %".19" , !dbg !14
  %".20" = icmp ne i64 %"l2.offset", 0 , !dbg !14
  br i1 %".20", label %"cond.then", label %"cond.else", !dbg !14
cond.then:
  br label %"cond.end", !dbg !14
cond.else:
  br label %"cond.end", !dbg !14
cond.end:
  %".24" = phi  float [0x3ff0000000000000, %"cond.then"], [             0x0, %"cond.else"] , !dbg !14
  store float %".24", ptr %"out.addr.3", !dbg !14
  ret void
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "mix_probe.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 5, linkageName: "kernel_entry", name: "probe", scopeLine: 5, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 6, scope: !4)
!8 = !DILocation(column: 0, line: 7, scope: !4)
!9 = !DILocation(column: 0, line: 10, scope: !4)
!10 = !DILocation(column: 0, line: 11, scope: !4)
!11 = !DILocation(column: 0, line: 12, scope: !4)
!12 = !DILocation(column: 0, line: 13, scope: !4)
!13 = !DILocation(column: 0, line: 14, scope: !4)
!14 = !DILocation(column: 0, line: 15, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
