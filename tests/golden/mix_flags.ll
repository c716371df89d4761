; ---- kernel mix_flags, variant aic
; ModuleID = "mix_flags.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"cluster_flags.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"cluster_flags" = load i64, ptr %"cluster_flags.addr"
  %"cflags" = inttoptr i64 %"cluster_flags" to ptr
  br label %"body"
body:
  %"y.addr" = getelementptr i64, ptr %"y.base", i64 0 , !dbg !8
  store i64 42, ptr %"y.addr", !dbg !8
  %"flag0" = getelementptr i8, ptr %"cflags", i64 0 , !dbg !9
  %".4" = atomicrmw add ptr %"flag0", i32 1 seq_cst , !dbg !9
  %"sleepers" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !9
  %".5" = load atomic i32, ptr %"sleepers" seq_cst, align 4, !dbg !9
  %".6" = icmp ne i32 %".5", 0 , !dbg !9
  br i1 %".6", label %"sync.wake", label %"sync.woken", !dbg !9
sync.wake:
  %".8" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"flag0", i64 129, i64 2147483647, ptr null), !dbg !9
  br label %"sync.woken", !dbg !9
sync.woken:
  %"flag0.1" = getelementptr i8, ptr %"cflags", i64 0 , !dbg !10
  %".10" = atomicrmw add ptr %"flag0.1", i32 1 seq_cst , !dbg !10
  %"sleepers.1" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !10
  %".11" = load atomic i32, ptr %"sleepers.1" seq_cst, align 4, !dbg !10
  %".12" = icmp ne i32 %".11", 0 , !dbg !10
  br i1 %".12", label %"sync.wake.1", label %"sync.woken.1", !dbg !10
sync.wake.1:
  %".14" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"flag0.1", i64 129, i64 2147483647, ptr null), !dbg !10
  br label %"sync.woken.1", !dbg !10
sync.woken.1:
  %"flag1" = getelementptr i8, ptr %"cflags", i64 4 , !dbg !11
  %"waiting" = getelementptr i8, ptr %"cflags", i64 76 , !dbg !11
  store atomic i32 2306, ptr %"waiting" monotonic, align 4, !dbg !11
  br label %"wait1.try", !dbg !11
wait1.done:
  %"waiting.1" = getelementptr i8, ptr %"cflags", i64 76 , !dbg !11
  store atomic i32 0, ptr %"waiting.1" monotonic, align 4, !dbg !11
  %"flag1.1" = getelementptr i8, ptr %"cflags", i64 4 , !dbg !12
  %"waiting.2" = getelementptr i8, ptr %"cflags", i64 76 , !dbg !12
  store atomic i32 2562, ptr %"waiting.2" monotonic, align 4, !dbg !12
  br label %"wait1.try.1", !dbg !12
wait1.try:
  %"wait1.i" = phi  i32 [0, %"sync.woken.1"], [%"wait1.i", %"wait1.take"], [%".25", %"wait1.pause"], [1000, %"sync.awake"] , !dbg !11
  %".18" = load atomic i32, ptr %"flag1" acquire, align 4, !dbg !11
  %".19" = icmp ne i32 %".18", 0 , !dbg !11
  br i1 %".19", label %"wait1.take", label %"wait1.spin", !dbg !11
wait1.spin:
  %".25" = add i32 %"wait1.i", 1, !dbg !11
  %".26" = icmp ult i32 %".25", 1000 , !dbg !11
  br i1 %".26", label %"wait1.pause", label %"wait1.sleep", !dbg !11
wait1.pause:
  call void asm sideeffect "pause", "~{memory}"(), !dbg !11
  br label %"wait1.try", !dbg !11
wait1.sleep:
  %"sleepers.2" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !11
  %".30" = atomicrmw add ptr %"sleepers.2", i32 1 seq_cst , !dbg !11
  %".31" = load atomic i32, ptr %"flag1" seq_cst, align 4, !dbg !11
  %".32" = icmp eq i32 %".31", 0 , !dbg !11
  br i1 %".32", label %"sync.sleep", label %"sync.awake", !dbg !11
wait1.take:
  %".21" = sub i32 %".18", 1, !dbg !11
  %".22" = cmpxchg ptr %"flag1", i32 %".18", i32 %".21" acq_rel acquire , !dbg !11
  %".23" = extractvalue {i32, i1} %".22", 1 , !dbg !11
  br i1 %".23", label %"wait1.done", label %"wait1.try", !dbg !11
sync.sleep:
  %".34" = zext i32 0 to i64 , !dbg !11
  %".35" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"flag1", i64 128, i64 %".34", ptr null), !dbg !11
  br label %"sync.awake", !dbg !11
sync.awake:
  %".37" = atomicrmw sub ptr %"sleepers.2", i32 1 seq_cst , !dbg !11
  br label %"wait1.try", !dbg !11
wait1.done.1:
  %"waiting.3" = getelementptr i8, ptr %"cflags", i64 76 , !dbg !12
  store atomic i32 0, ptr %"waiting.3" monotonic, align 4, !dbg !12
  %"waiting.4" = getelementptr i8, ptr %"cflags", i64 76 , !dbg !13
  store atomic i32 3857, ptr %"waiting.4" monotonic, align 4, !dbg !13
  %"barrier_gen" = getelementptr i8, ptr %"cflags", i64 68 , !dbg !13
  %"barrier_count" = getelementptr i8, ptr %"cflags", i64 64 , !dbg !13
  %"barrier.gen" = load atomic i32, ptr %"barrier_gen" acquire, align 4, !dbg !13
  %".65" = atomicrmw add ptr %"barrier_count", i32 1 acq_rel , !dbg !13
  %".66" = icmp eq i32 %".65", 2 , !dbg !13
  br i1 %".66", label %"barrier.last", label %"barrier.wait", !dbg !13
wait1.try.1:
  %"wait1.i.1" = phi  i32 [0, %"wait1.done"], [%"wait1.i.1", %"wait1.take.1"], [%".49", %"wait1.pause.1"], [1000, %"sync.awake.1"] , !dbg !12
  %".42" = load atomic i32, ptr %"flag1.1" acquire, align 4, !dbg !12
  %".43" = icmp ne i32 %".42", 0 , !dbg !12
  br i1 %".43", label %"wait1.take.1", label %"wait1.spin.1", !dbg !12
wait1.spin.1:
  %".49" = add i32 %"wait1.i.1", 1, !dbg !12
  %".50" = icmp ult i32 %".49", 1000 , !dbg !12
  br i1 %".50", label %"wait1.pause.1", label %"wait1.sleep.1", !dbg !12
wait1.pause.1:
  call void asm sideeffect "pause", "~{memory}"(), !dbg !12
  br label %"wait1.try.1", !dbg !12
wait1.sleep.1:
  %"sleepers.3" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !12
  %".54" = atomicrmw add ptr %"sleepers.3", i32 1 seq_cst , !dbg !12
  %".55" = load atomic i32, ptr %"flag1.1" seq_cst, align 4, !dbg !12
  %".56" = icmp eq i32 %".55", 0 , !dbg !12
  br i1 %".56", label %"sync.sleep.1", label %"sync.awake.1", !dbg !12
wait1.take.1:
  %".45" = sub i32 %".42", 1, !dbg !12
  %".46" = cmpxchg ptr %"flag1.1", i32 %".42", i32 %".45" acq_rel acquire , !dbg !12
  %".47" = extractvalue {i32, i1} %".46", 1 , !dbg !12
  br i1 %".47", label %"wait1.done.1", label %"wait1.try.1", !dbg !12
sync.sleep.1:
  %".58" = zext i32 0 to i64 , !dbg !12
  %".59" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"flag1.1", i64 128, i64 %".58", ptr null), !dbg !12
  br label %"sync.awake.1", !dbg !12
sync.awake.1:
  %".61" = atomicrmw sub ptr %"sleepers.3", i32 1 seq_cst , !dbg !12
  br label %"wait1.try.1", !dbg !12
barrier.last:
  store atomic i32 0, ptr %"barrier_count" monotonic, align 4, !dbg !13
  %".69" = atomicrmw add ptr %"barrier_gen", i32 1 seq_cst , !dbg !13
  %"sleepers.4" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !13
  %".70" = load atomic i32, ptr %"sleepers.4" seq_cst, align 4, !dbg !13
  %".71" = icmp ne i32 %".70", 0 , !dbg !13
  br i1 %".71", label %"sync.wake.2", label %"sync.woken.2", !dbg !13
barrier.wait:
  br label %"barrier.try", !dbg !13
barrier.done:
  %"waiting.5" = getelementptr i8, ptr %"cflags", i64 76 , !dbg !13
  store atomic i32 0, ptr %"waiting.5" monotonic, align 4, !dbg !13
  ret void
sync.wake.2:
  %".73" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"barrier_gen", i64 129, i64 2147483647, ptr null), !dbg !13
  br label %"sync.woken.2", !dbg !13
sync.woken.2:
  br label %"barrier.done", !dbg !13
barrier.try:
  %"barrier.i" = phi  i32 [0, %"barrier.wait"], [%".80", %"barrier.pause"], [1000, %"sync.awake.2"] , !dbg !13
  %".77" = load atomic i32, ptr %"barrier_gen" acquire, align 4, !dbg !13
  %".78" = icmp ne i32 %".77", %"barrier.gen" , !dbg !13
  br i1 %".78", label %"barrier.done", label %"barrier.spin", !dbg !13
barrier.spin:
  %".80" = add i32 %"barrier.i", 1, !dbg !13
  %".81" = icmp ult i32 %".80", 1000 , !dbg !13
  br i1 %".81", label %"barrier.pause", label %"barrier.sleep", !dbg !13
barrier.pause:
  call void asm sideeffect "pause", "~{memory}"(), !dbg !13
  br label %"barrier.try", !dbg !13
barrier.sleep:
  %"sleepers.5" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !13
  %".85" = atomicrmw add ptr %"sleepers.5", i32 1 seq_cst , !dbg !13
  %".86" = load atomic i32, ptr %"barrier_gen" seq_cst, align 4, !dbg !13
  %".87" = icmp eq i32 %".86", %"barrier.gen" , !dbg !13
  br i1 %".87", label %"sync.sleep.2", label %"sync.awake.2", !dbg !13
sync.sleep.2:
  %".89" = zext i32 %"barrier.gen" to i64 , !dbg !13
  %".90" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"barrier_gen", i64 128, i64 %".89", ptr null), !dbg !13
  br label %"sync.awake.2", !dbg !13
sync.awake.2:
  %".92" = atomicrmw sub ptr %"sleepers.5", i32 1 seq_cst , !dbg !13
  br label %"barrier.try", !dbg !13
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "mix_flags.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 4, linkageName: "kernel_entry", name: "mix_flags", scopeLine: 4, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 6, scope: !4)
!9 = !DILocation(column: 0, line: 7, scope: !4)
!10 = !DILocation(column: 0, line: 8, scope: !4)
!11 = !DILocation(column: 0, line: 9, scope: !4)
!12 = !DILocation(column: 0, line: 10, scope: !4)
!13 = !DILocation(column: 0, line: 15, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel mix_flags, variant aiv
; ModuleID = "mix_flags.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"cluster_flags.addr" = getelementptr i8, ptr %"gctx", i64 40
  %"cluster_flags" = load i64, ptr %"cluster_flags.addr"
  %"cflags" = inttoptr i64 %"cluster_flags" to ptr
  %"sub_block_idx.addr" = getelementptr i8, ptr %"gctx", i64 0
  %"sub_block_idx" = load i64, ptr %"sub_block_idx.addr"
  %"y.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"y.desc" = load ptr, ptr %"y.desc.addr"
  %"y.base.addr" = getelementptr i8, ptr %"y.desc", i64 0
  %"y.base" = load ptr, ptr %"y.base.addr"
  br label %"body"
body:
  %"flag0" = getelementptr i8, ptr %"cflags", i64 0 , !dbg !8
  %".3" = mul i64 %"sub_block_idx", 4, !dbg !8
  %".4" = add i64 80, %".3", !dbg !8
  %"waiting" = getelementptr i8, ptr %"cflags", i64 %".4" , !dbg !8
  store atomic i32 3073, ptr %"waiting" monotonic, align 4, !dbg !8
  br label %"wait0.try", !dbg !8
wait0.done:
  %".28" = mul i64 %"sub_block_idx", 4, !dbg !8
  %".29" = add i64 80, %".28", !dbg !8
  %"waiting.1" = getelementptr i8, ptr %"cflags", i64 %".29" , !dbg !8
  store atomic i32 0, ptr %"waiting.1" monotonic, align 4, !dbg !8
  %".31" = add i64 1, %"sub_block_idx", !dbg !9
  %"y.addr" = getelementptr i64, ptr %"y.base", i64 %".31" , !dbg !9
  %"y.addr.1" = getelementptr i64, ptr %"y.base", i64 0 , !dbg !9
  %"y.val" = load i64, ptr %"y.addr.1", !dbg !9
  store i64 %"y.val", ptr %"y.addr", !dbg !9
  %"flag1" = getelementptr i8, ptr %"cflags", i64 4 , !dbg !10
  %".33" = atomicrmw add ptr %"flag1", i32 1 seq_cst , !dbg !10
  %"sleepers.1" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !10
  %".34" = load atomic i32, ptr %"sleepers.1" seq_cst, align 4, !dbg !10
  %".35" = icmp ne i32 %".34", 0 , !dbg !10
  br i1 %".35", label %"sync.wake", label %"sync.woken", !dbg !10
wait0.try:
  %"wait0.i" = phi  i32 [0, %"body"], [%"wait0.i", %"wait0.take"], [%".14", %"wait0.pause"], [1000, %"sync.awake"] , !dbg !8
  %".7" = load atomic i32, ptr %"flag0" acquire, align 4, !dbg !8
  %".8" = icmp ne i32 %".7", 0 , !dbg !8
  br i1 %".8", label %"wait0.take", label %"wait0.spin", !dbg !8
wait0.spin:
  %".14" = add i32 %"wait0.i", 1, !dbg !8
  %".15" = icmp ult i32 %".14", 1000 , !dbg !8
  br i1 %".15", label %"wait0.pause", label %"wait0.sleep", !dbg !8
wait0.pause:
  call void asm sideeffect "pause", "~{memory}"(), !dbg !8
  br label %"wait0.try", !dbg !8
wait0.sleep:
  %"sleepers" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !8
  %".19" = atomicrmw add ptr %"sleepers", i32 1 seq_cst , !dbg !8
  %".20" = load atomic i32, ptr %"flag0" seq_cst, align 4, !dbg !8
  %".21" = icmp eq i32 %".20", 0 , !dbg !8
  br i1 %".21", label %"sync.sleep", label %"sync.awake", !dbg !8
wait0.take:
  %".10" = sub i32 %".7", 1, !dbg !8
  %".11" = cmpxchg ptr %"flag0", i32 %".7", i32 %".10" acq_rel acquire , !dbg !8
  %".12" = extractvalue {i32, i1} %".11", 1 , !dbg !8
  br i1 %".12", label %"wait0.done", label %"wait0.try", !dbg !8
sync.sleep:
  %".23" = zext i32 0 to i64 , !dbg !8
  %".24" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"flag0", i64 128, i64 %".23", ptr null), !dbg !8
  br label %"sync.awake", !dbg !8
sync.awake:
  %".26" = atomicrmw sub ptr %"sleepers", i32 1 seq_cst , !dbg !8
  br label %"wait0.try", !dbg !8
sync.wake:
  %".37" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"flag1", i64 129, i64 2147483647, ptr null), !dbg !10
  br label %"sync.woken", !dbg !10
sync.woken:
  %".39" = mul i64 %"sub_block_idx", 4, !dbg !11
  %".40" = add i64 80, %".39", !dbg !11
  %"waiting.2" = getelementptr i8, ptr %"cflags", i64 %".40" , !dbg !11
  store atomic i32 3857, ptr %"waiting.2" monotonic, align 4, !dbg !11
  %"barrier_gen" = getelementptr i8, ptr %"cflags", i64 68 , !dbg !11
  %"barrier_count" = getelementptr i8, ptr %"cflags", i64 64 , !dbg !11
  %"barrier.gen" = load atomic i32, ptr %"barrier_gen" acquire, align 4, !dbg !11
  %".42" = atomicrmw add ptr %"barrier_count", i32 1 acq_rel , !dbg !11
  %".43" = icmp eq i32 %".42", 2 , !dbg !11
  br i1 %".43", label %"barrier.last", label %"barrier.wait", !dbg !11
barrier.last:
  store atomic i32 0, ptr %"barrier_count" monotonic, align 4, !dbg !11
  %".46" = atomicrmw add ptr %"barrier_gen", i32 1 seq_cst , !dbg !11
  %"sleepers.2" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !11
  %".47" = load atomic i32, ptr %"sleepers.2" seq_cst, align 4, !dbg !11
  %".48" = icmp ne i32 %".47", 0 , !dbg !11
  br i1 %".48", label %"sync.wake.1", label %"sync.woken.1", !dbg !11
barrier.wait:
  br label %"barrier.try", !dbg !11
barrier.done:
  %".71" = mul i64 %"sub_block_idx", 4, !dbg !11
  %".72" = add i64 80, %".71", !dbg !11
  %"waiting.3" = getelementptr i8, ptr %"cflags", i64 %".72" , !dbg !11
  store atomic i32 0, ptr %"waiting.3" monotonic, align 4, !dbg !11
  ret void
sync.wake.1:
  %".50" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"barrier_gen", i64 129, i64 2147483647, ptr null), !dbg !11
  br label %"sync.woken.1", !dbg !11
sync.woken.1:
  br label %"barrier.done", !dbg !11
barrier.try:
  %"barrier.i" = phi  i32 [0, %"barrier.wait"], [%".57", %"barrier.pause"], [1000, %"sync.awake.1"] , !dbg !11
  %".54" = load atomic i32, ptr %"barrier_gen" acquire, align 4, !dbg !11
  %".55" = icmp ne i32 %".54", %"barrier.gen" , !dbg !11
  br i1 %".55", label %"barrier.done", label %"barrier.spin", !dbg !11
barrier.spin:
  %".57" = add i32 %"barrier.i", 1, !dbg !11
  %".58" = icmp ult i32 %".57", 1000 , !dbg !11
  br i1 %".58", label %"barrier.pause", label %"barrier.sleep", !dbg !11
barrier.pause:
  call void asm sideeffect "pause", "~{memory}"(), !dbg !11
  br label %"barrier.try", !dbg !11
barrier.sleep:
  %"sleepers.3" = getelementptr i8, ptr %"cflags", i64 72 , !dbg !11
  %".62" = atomicrmw add ptr %"sleepers.3", i32 1 seq_cst , !dbg !11
  %".63" = load atomic i32, ptr %"barrier_gen" seq_cst, align 4, !dbg !11
  %".64" = icmp eq i32 %".63", %"barrier.gen" , !dbg !11
  br i1 %".64", label %"sync.sleep.1", label %"sync.awake.1", !dbg !11
sync.sleep.1:
  %".66" = zext i32 %"barrier.gen" to i64 , !dbg !11
  %".67" = call i64 asm sideeffect "syscall", "={rax},{rax},{rdi},{rsi},{rdx},{r10},~{rcx},~{r11},~{memory}"(i64 202, ptr %"barrier_gen", i64 128, i64 %".66", ptr null), !dbg !11
  br label %"sync.awake.1", !dbg !11
sync.awake.1:
  %".69" = atomicrmw sub ptr %"sleepers.3", i32 1 seq_cst , !dbg !11
  br label %"barrier.try", !dbg !11
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "mix_flags.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 4, linkageName: "kernel_entry", name: "mix_flags", scopeLine: 4, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 5, scope: !4)
!8 = !DILocation(column: 0, line: 12, scope: !4)
!9 = !DILocation(column: 0, line: 13, scope: !4)
!10 = !DILocation(column: 0, line: 14, scope: !4)
!11 = !DILocation(column: 0, line: 15, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
