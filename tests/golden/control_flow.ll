; ---- kernel flow, variant aiv
; ModuleID = "flow.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"v" = alloca i32
  store i32 0, i32* %"v"
  %"j" = alloca i64
  store i64 0, i64* %"j"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"x.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"x.desc" = load ptr, ptr %"x.desc.addr"
  %"x.dim0.addr" = getelementptr i8, ptr %"x.desc", i64 24
  %"x.dim0" = load i64, ptr %"x.dim0.addr"
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"j.iter" = alloca i64
  br label %"body"
body:
  %".6" = icmp ne i64 %"block_idx", 0 , !dbg !7
  br i1 %".6", label %"if.then", label %"if.else", !dbg !7
if.then:
  ret void, !dbg !8
if.else:
  br label %"if.end", !dbg !7
if.end:
  store i64 0, i64* %"i", !dbg !9
  br label %"while.cond", !dbg !10
while.cond:
  br i1 1, label %"while.body", label %"while.end", !dbg !10
while.body:
  %"i.1" = load i64, i64* %"i", !dbg !11
  %".13" = icmp sge i64 %"i.1", %"x.dim0" , !dbg !11
  br i1 %".13", label %"if.then.1", label %"if.else.1", !dbg !11
while.end:
  %".37" = sub i64 %"x.dim0", 1, !dbg !21
  store i64 %".37", i64* %"j.iter", !dbg !21
  %".39" = icmp sgt i64 %".37", 18446744073709551615 , !dbg !21
  br i1 %".39", label %"for.body", label %"for.end", !dbg !21
if.then.1:
  br label %"while.end", !dbg !12
if.else.1:
  br label %"if.end.1", !dbg !11
if.end.1:
  %"i.2" = load i64, i64* %"i", !dbg !13
  %"x.addr" = getelementptr i32, ptr %"x.base", i64 %"i.2" , !dbg !13
  %"x.val" = load i32, ptr %"x.addr", !dbg !13
  store i32 %"x.val", i32* %"v", !dbg !13
  %"v.1" = load i32, i32* %"v", !dbg !14
  %".18" = icmp slt i32 %"v.1", 0 , !dbg !14
  br i1 %".18", label %"if.then.2", label %"if.else.2", !dbg !14
if.then.2:
  %"i.3" = load i64, i64* %"i", !dbg !15
  %"y.addr" = getelementptr i32, ptr %"y.base", i64 %"i.3" , !dbg !15
  %"v.2" = load i32, i32* %"v", !dbg !15
  %".20" = sub i32 0, %"v.2", !dbg !15
  store i32 %".20", ptr %"y.addr", !dbg !15
  br label %"if.end.2", !dbg !14
if.else.2:
  %"v.3" = load i32, i32* %"v", !dbg !16
  %".23" = icmp eq i32 %"v.3", 0 , !dbg !16
  br i1 %".23", label %"if.then.3", label %"if.else.3", !dbg !16
if.end.2:
  %"i.5" = load i64, i64* %"i", !dbg !18
  %".34" = add i64 %"i.5", 1, !dbg !18
  store i64 %".34", i64* %"i", !dbg !18
  br label %"while.cond", !dbg !10, !llvm.loop !20
if.then.3:
  br label %"if.end.3", !dbg !16
if.else.3:
  %"i.4" = load i64, i64* %"i", !dbg !17
  %"y.addr.1" = getelementptr i32, ptr %"y.base", i64 %"i.4" , !dbg !17
  %"v.4" = load i32, i32* %"v", !dbg !17
  %".26" = icmp slt i32 %"v.4", 100 , !dbg !17
  br i1 %".26", label %"cond.then", label %"cond.else", !dbg !17
if.end.3:
  br label %"if.end.2", !dbg !14
cond.then:
  %"v.5" = load i32, i32* %"v", !dbg !17
  br label %"cond.end", !dbg !17
cond.else:
  br label %"cond.end", !dbg !17
cond.end:
  %".30" = phi  i32 [%"v.5", %"cond.then"], [100, %"cond.else"] , !dbg !17
  store i32 %".30", ptr %"y.addr.1", !dbg !17
  br label %"if.end.3", !dbg !16
for.body:
  %"j.1" = load i64, i64* %"j.iter", !dbg !21
  store i64 %"j.1", i64* %"j", !dbg !21
  %"j.2" = load i64, i64* %"j", !dbg !22
  %".42" = icmp sgt i64 %"j.2", 0 , !dbg !22
  br i1 %".42", label %"and.rhs", label %"and.end", !dbg !22
for.inc:
  %".64" = load i64, i64* %"j.iter", !dbg !21
  %".65" = sub i64 %".64", 18446744073709551615, !dbg !21
  %".66" = sub i64 0, 18446744073709551614, !dbg !21
  %".67" = icmp ugt i64 %".65", %".66" , !dbg !21
  br i1 %".67", label %"for.next", label %"for.end", !dbg !21
for.end:
  ret void
and.rhs:
  %"j.3" = load i64, i64* %"j", !dbg !22
  %".44" = sub i64 %"j.3", 1, !dbg !22
  %"x.addr.1" = getelementptr i32, ptr %"x.base", i64 %".44" , !dbg !22
  %"x.val.1" = load i32, ptr %"x.addr.1", !dbg !22
  %".45" = icmp sgt i32 %"x.val.1", 0 , !dbg !22
  br label %"and.end", !dbg !22
and.end:
  %".47" = phi  i1 [0, %"for.body"], [%".45", %"and.rhs"] , !dbg !22
  br i1 %".47", label %"if.then.4", label %"if.else.4", !dbg !22
if.then.4:
  br label %"for.inc", !dbg !23
if.else.4:
  br label %"if.end.4", !dbg !22
if.end.4:
  %"j.4" = load i64, i64* %"j", !dbg !24
  %"y.addr.2" = getelementptr i32, ptr %"y.base", i64 %"j.4" , !dbg !24
  %"j.5" = load i64, i64* %"j", !dbg !24
  %"y.addr.3" = getelementptr i32, ptr %"y.base", i64 %"j.5" , !dbg !24
  %"y.val" = load i32, ptr %"y.addr.3", !dbg !24
  %"j.6" = load i64, i64* %"j", !dbg !24
  %".51" = icmp slt i64 %"j.6", 3 , !dbg !24
  br i1 %".51", label %"or.end", label %"or.rhs", !dbg !24
or.rhs:
  %"j.7" = load i64, i64* %"j", !dbg !24
  %"x.addr.2" = getelementptr i32, ptr %"x.base", i64 %"j.7" , !dbg !24
  %"x.val.2" = load i32, ptr %"x.addr.2", !dbg !24
  %".53" = icmp eq i32 %"x.val.2", 7 , !dbg !24
  br label %"or.end", !dbg !24
or.end:
  %".55" = phi  i1 [1, %"if.end.4"], [%".53", %"or.rhs"] , !dbg !24
  %".56" = xor i1 %".55", -1, !dbg !24
  br i1 %".56", label %"cond.then.1", label %"cond.else.1", !dbg !24
cond.then.1:
  br label %"cond.end.1", !dbg !24
cond.else.1:
  br label %"cond.end.1", !dbg !24
cond.end.1:
  %".60" = phi  i32 [1, %"cond.then.1"], [2, %"cond.else.1"] , !dbg !24
  %".61" = add i32 %"y.val", %".60", !dbg !24
  store i32 %".61", ptr %"y.addr.2", !dbg !24
  br label %"for.inc", !dbg !21
for.next:
  %"j.next" = add i64 %".64", 18446744073709551614, !dbg !21
  store i64 %"j.next", i64* %"j.iter", !dbg !21
  br label %"for.body", !dbg !21, !llvm.loop !25
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "control_flow.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 3, linkageName: "kernel_entry", name: "flow", scopeLine: 3, spFlags: DISPFlagDefinition, type: !3, unit: !1)
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
!17 = !DILocation(column: 0, line: 16, scope: !4)
!18 = !DILocation(column: 0, line: 17, scope: !4)
!19 = !{ !"llvm.loop.unroll.runtime.disable" }
!20 = distinct !{ !20, !19 }
!21 = !DILocation(column: 0, line: 18, scope: !4)
!22 = !DILocation(column: 0, line: 19, scope: !4)
!23 = !DILocation(column: 0, line: 20, scope: !4)
!24 = !DILocation(column: 0, line: 21, scope: !4)
!25 = distinct !{ !25, !19 }

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
