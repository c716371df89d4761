; ---- kernel tile_copy, variant aiv
; ModuleID = "tile_copy.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"c" = alloca i64
  store i64 0, i64* %"c"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.other" = alloca float
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.dim0.addr" = getelementptr i8, ptr %"y.desc", i64 24
  %"y.dim0" = load i64, ptr %"y.dim0.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"y.masked" = alloca float
  br label %"body"
body:
  %".4" = mul i64 %"block_idx", 8, !dbg !7
  store i64 %".4", i64* %"c", !dbg !7
  %"c.1" = load i64, i64* %"c", !dbg !8
  %".6" = getelementptr float, float* %"x.other", i64 0 , !dbg !8
  store float              0x0, float* %".6", !dbg !8
  %".8" = icmp sge i64 %"c.1", 0 , !dbg !8
  %".9" = sub i64 %"x.dim0", 8, !dbg !8
  %".10" = icmp sle i64 %"c.1", %".9" , !dbg !8
  %".11" = and i1 %".8", %".10", !dbg !8
  %".12" = and i1 1, %".11", !dbg !8
  %"c.2" = load i64, i64* %"c", !dbg !8
  %".13" = icmp sge i64 %"c.2", 0 , !dbg !8
  %".14" = sub i64 %"y.dim0", 8, !dbg !8
  %".15" = icmp sle i64 %"c.2", %".14" , !dbg !8
  %".16" = and i1 %".13", %".15", !dbg !8
  %".17" = and i1 %".12", %".16", !dbg !8
  %"x.window" = getelementptr float, ptr %"x.base", i64 %"c.1" , !dbg !8
  %"y.window" = getelementptr float, ptr %"y.base", i64 %"c.2" , !dbg !8
  br i1 %".17", label %"tile.inside", label %"tile.masked", !dbg !8
tile.inside:
  br label %"tile.loop", !dbg !8
tile.masked:
  br label %"tile.loop.1", !dbg !8
tile.done:
  ret void
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".21", %"tile.loop"] , !dbg !8
  %"x.lane" = getelementptr float, ptr %"x.window", i64 %"lane" , !dbg !8
  %"x.lane.val" = load float, ptr %"x.lane", !dbg !8, !nontemporal !9
  %"y.lane" = getelementptr float, ptr %"y.window", i64 %"lane" , !dbg !8
  store float %"x.lane.val", ptr %"y.lane", !dbg !8
  %".21" = add i64 %"lane", 1, !dbg !8
  %".22" = icmp ult i64 %".21", 8 , !dbg !8
  br i1 %".22", label %"tile.loop", label %"tile.end", !dbg !8
tile.end:
  br label %"tile.done", !dbg !8
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.masked"], [%".35", %"tile.loop.1"] , !dbg !8
  %".26" = add i64 %"c.1", %"lane.1", !dbg !8
  %".27" = icmp ult i64 %".26", %"x.dim0" , !dbg !8
  %".28" = and i1 1, %".27", !dbg !8
  %"x.lane.1" = getelementptr float, ptr %"x.window", i64 %"lane.1" , !dbg !8
  %".29" = select  i1 %".28", ptr %"x.lane.1", float* %"x.other" , !dbg !8
  %"x.lane.val.1" = load float, ptr %".29", !dbg !8, !nontemporal !9
  %".30" = add i64 %"c.2", %"lane.1", !dbg !8
  %".31" = icmp ult i64 %".30", %"y.dim0" , !dbg !8
  %".32" = and i1 1, %".31", !dbg !8
  %"y.lane.1" = getelementptr float, ptr %"y.window", i64 %"lane.1" , !dbg !8
  %".33" = select  i1 %".32", ptr %"y.lane.1", float* %"y.masked" , !dbg !8
  store float %"x.lane.val.1", ptr %".33", !dbg !8
  %".35" = add i64 %"lane.1", 1, !dbg !8
  %".36" = icmp ult i64 %".35", 8 , !dbg !8
  br i1 %".36", label %"tile.loop.1", label %"tile.end.1", !dbg !8
tile.end.1:
  br label %"tile.done", !dbg !8
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_a5.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 7, linkageName: "kernel_entry", name: "tile_copy", scopeLine: 7, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 8, scope: !4)
!8 = !DILocation(column: 0, line: 9, scope: !4)
!9 = !{ i32 1 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
