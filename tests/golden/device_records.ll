; ---- kernel checked, variant aiv
; ModuleID = "checked.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
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
  %"x.base.addr" = getelementptr i8, ptr %"x.desc", i64 0
  %"x.base" = load ptr, ptr %"x.base.addr"
  %"lo.bits.addr" = getelementptr i8, ptr %"args", i64 256
  %"lo.bits" = load i64, ptr %"lo.bits.addr"
  %".15" = trunc i64 %"lo.bits" to i32
  %"lo" = bitcast i32 %".15" to float
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"log_ring.addr" = getelementptr i8, ptr %"gctx", i64 32
  %"log_ring" = load i64, ptr %"log_ring.addr"
  %"log.ring" = inttoptr i64 %"log_ring" to ptr
  %"log.level.addr" = getelementptr i8, ptr %"gctx", i64 16
  %"log.level" = load i64, ptr %"log.level.addr"
  %".44" = icmp ne i64 %"log_ring", 0
  %".45" = icmp sle i64 %"log.level", 0
  %"log.on.debug" = and i1 %".45", %".44"
  %".79" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".80" = icmp sle i64 %"log.level", 1
  %".81" = icmp sle i64 %"log.info_v", 7
  %".82" = and i1 %".80", %".81"
  %"log.on.info_v7" = and i1 %".82", %".79"
  br label %"body"
body:
  %".4" = icmp eq i64 %"block_num", 0
  br i1 %".4", label %"for.step.zero.trap", label %"for.step.zero.ok"
for.step.zero.trap:
  call void @"llvm.trap"()
  unreachable
for.step.zero.ok:
  %".8" = icmp sgt i64 %"block_num", 0
  store i64 %"block_idx", i64* %"i.iter"
  %".10" = icmp slt i64 %"block_idx", %"x.dim0"
  %".11" = icmp sgt i64 %"block_idx", %"x.dim0"
  %".12" = select  i1 %".8", i1 %".10", i1 %".11"
  br i1 %".12", label %"for.body", label %"for.end"
for.body:
  %"i.1" = load i64, i64* %"i.iter"
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.2"
  %"x.val" = load float, ptr %"x.addr"
  %".16" = fcmp oge float %"x.val", %"lo"
  br i1 %".16", label %"assert0.cont", label %"assert0.write"
for.inc:
  %".69" = load i64, i64* %"i.iter"
  %".70" = sub i64 %"x.dim0", %".69"
  %".71" = icmp ugt i64 %".70", %"block_num"
  %".72" = sub i64 %".69", %"x.dim0"
  %".73" = sub i64 0, %"block_num"
  %".74" = icmp ugt i64 %".72", %".73"
  %".75" = select  i1 %".8", i1 %".71", i1 %".74"
  br i1 %".75", label %"for.next", label %"for.end"
for.end:
  br i1 %"log.on.info_v7", label %"log2.write", label %"log2.cont"
assert0.write:
  %"i.3" = load i64, i64* %"i"
  %"i.4" = load i64, i64* %"i"
  %"x.addr.1" = getelementptr float, ptr %"x.base", i64 %"i.4"
  %"x.val.1" = load float, ptr %"x.addr.1"
  %".18" = fpext float %"x.val.1" to double
  %".19" = bitcast double %".18" to i64
  %".20" = fpext float %"lo" to double
  %".21" = bitcast double %".20" to i64
  %".22" = ptrtoint ptr %"log.ring" to i64
  %".23" = icmp ne i64 %".22", 0
  br i1 %".23", label %"assert.count", label %"assert.ret"
assert0.cont:
  br i1 %"log.on.debug", label %"log1.write", label %"log1.cont"
assert.count:
  %".25" = getelementptr i8, ptr %"log.ring", i64 104
  %".26" = load i64, ptr %".25"
  %".27" = add i64 %".26", 1
  store i64 %".27", ptr %".25"
  %".29" = getelementptr i8, ptr %"log.ring", i64 24
  %".30" = load i64, ptr %".29"
  %".31" = icmp eq i64 %".30", 0
  br i1 %".31", label %"assert.store", label %"assert.ret"
assert.store:
  store i64 1, ptr %".29"
  %".34" = getelementptr i8, ptr %"log.ring", i64 32
  store i64 %"block_idx", ptr %".34"
  %".36" = getelementptr i8, ptr %"log.ring", i64 40
  store i64 %"i.3", ptr %".36"
  %".38" = getelementptr i8, ptr %"log.ring", i64 48
  store i64 %".19", ptr %".38"
  %".40" = getelementptr i8, ptr %"log.ring", i64 56
  store i64 %".21", ptr %".40"
  br label %"assert.ret"
assert.ret:
  ret void
log1.write:
  %"i.5" = load i64, i64* %"i"
  %".47" = getelementptr i8, ptr %"log.ring", i64 8
  %"log.count" = load i64, ptr %".47"
  %".48" = getelementptr i8, ptr %"log.ring", i64 0
  %".49" = load i64, ptr %".48"
  %".50" = icmp slt i64 %"log.count", %".49"
  br i1 %".50", label %"log.room", label %"log.full"
log1.cont:
  br label %"for.inc"
log.room:
  %".52" = mul i64 %"log.count", 80
  %".53" = add i64 112, %".52"
  %"log.record" = getelementptr i8, ptr %"log.ring", i64 %".53"
  %".54" = getelementptr i8, ptr %"log.record", i64 0
  store i64 1, ptr %".54"
  %".56" = getelementptr i8, ptr %"log.record", i64 8
  store i64 %"block_idx", ptr %".56"
  %".58" = getelementptr i8, ptr %"log.record", i64 16
  store i64 %"i.5", ptr %".58"
  %".60" = add i64 %"log.count", 1
  store i64 %".60", ptr %".47"
  br label %"log1.cont"
log.full:
  %".63" = getelementptr i8, ptr %"log.ring", i64 16
  %".64" = load i64, ptr %".63"
  %".65" = add i64 %".64", 1
  store i64 %".65", ptr %".63"
  br label %"log1.cont"
for.next:
  %"i.next" = add i64 %".69", %"block_num"
  store i64 %"i.next", i64* %"i.iter"
  br label %"for.body"
log2.write:
  %".84" = getelementptr i8, ptr %"log.ring", i64 8
  %"log.count.1" = load i64, ptr %".84"
  %".85" = getelementptr i8, ptr %"log.ring", i64 0
  %".86" = load i64, ptr %".85"
  %".87" = icmp slt i64 %"log.count.1", %".86"
  br i1 %".87", label %"log.room.1", label %"log.full.1"
log2.cont:
  ret void
log.room.1:
  %".89" = mul i64 %"log.count.1", 80
  %".90" = add i64 112, %".89"
  %"log.record.1" = getelementptr i8, ptr %"log.ring", i64 %".90"
  %".91" = getelementptr i8, ptr %"log.record.1", i64 0
  store i64 2, ptr %".91"
  %".93" = getelementptr i8, ptr %"log.record.1", i64 8
  store i64 %"block_idx", ptr %".93"
  %".95" = getelementptr i8, ptr %"log.record.1", i64 16
  store i64 %"block_idx", ptr %".95"
  %".97" = getelementptr i8, ptr %"log.record.1", i64 24
  store i64 %"block_num", ptr %".97"
  %".99" = add i64 %"log.count.1", 1
  store i64 %".99", ptr %".84"
  br label %"log2.cont"
log.full.1:
  %".102" = getelementptr i8, ptr %"log.ring", i64 16
  %".103" = load i64, ptr %".102"
  %".104" = add i64 %".103", 1
  store i64 %".104", ptr %".102"
  br label %"log2.cont"
}

declare void @"llvm.trap"()

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
