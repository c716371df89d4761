; ---- kernel checked, variant aiv
; ModuleID = "checked.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
{
entry:
  %"i" = alloca i64
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
  %".11" = trunc i64 %"lo.bits" to i32
  %"lo" = bitcast i32 %".11" to float
  %"gctx.addr" = getelementptr i8, ptr %"args", i64 392
  %"gctx" = load ptr, ptr %"gctx.addr"
  %"log_ring.addr" = getelementptr i8, ptr %"gctx", i64 32
  %"log_ring" = load i64, ptr %"log_ring.addr"
  %"log.ring" = inttoptr i64 %"log_ring" to ptr
  %"log.level.addr" = getelementptr i8, ptr %"gctx", i64 16
  %"log.level" = load i64, ptr %"log.level.addr"
  %".33" = icmp ne i64 %"log_ring", 0
  %".34" = icmp sle i64 %"log.level", 0
  %"log.on.debug" = and i1 %".34", %".33"
  %".61" = icmp ne i64 %"log_ring", 0
  %"log.info_v.addr" = getelementptr i8, ptr %"gctx", i64 24
  %"log.info_v" = load i64, ptr %"log.info_v.addr"
  %".62" = icmp sle i64 %"log.level", 1
  %".63" = icmp sle i64 %"log.info_v", 7
  %".64" = and i1 %".62", %".63"
  %"log.on.info_v7" = and i1 %".64", %".61"
  br label %"body"
body:
  store i64 %"block_idx", i64* %"i.iter"
  br label %"for.cond"
for.cond:
  %"i.1" = load i64, i64* %"i.iter"
  %".5" = icmp sgt i64 %"block_num", 0
  %".6" = icmp slt i64 %"i.1", %"x.dim0"
  %".7" = icmp sgt i64 %"i.1", %"x.dim0"
  %".8" = select  i1 %".5", i1 %".6", i1 %".7"
  br i1 %".8", label %"for.body", label %"for.end"
for.body:
  store i64 %"i.1", i64* %"i"
  %"i.2" = load i64, i64* %"i"
  %"x.addr" = getelementptr float, ptr %"x.base", i64 %"i.2"
  %"x.val" = load float, ptr %"x.addr"
  %".12" = fcmp oge float %"x.val", %"lo"
  br i1 %".12", label %"assert0.cont", label %"assert0.write"
for.inc:
  %".58" = load i64, i64* %"i.iter"
  %"i.next" = add i64 %".58", %"block_num"
  store i64 %"i.next", i64* %"i.iter"
  br label %"for.cond"
for.end:
  br i1 %"log.on.info_v7", label %"log2.write", label %"log2.cont"
assert0.write:
  %"i.3" = load i64, i64* %"i"
  %"i.4" = load i64, i64* %"i"
  %"x.addr.1" = getelementptr float, ptr %"x.base", i64 %"i.4"
  %"x.val.1" = load float, ptr %"x.addr.1"
  %".14" = fpext float %"x.val.1" to double
  %".15" = bitcast double %".14" to i64
  %".16" = fpext float %"lo" to double
  %".17" = bitcast double %".16" to i64
  %".18" = ptrtoint ptr %"log.ring" to i64
  %".19" = icmp ne i64 %".18", 0
  br i1 %".19", label %"assert.store", label %"assert.ret"
assert0.cont:
  br i1 %"log.on.debug", label %"log1.write", label %"log1.cont"
assert.store:
  %".21" = getelementptr i8, ptr %"log.ring", i64 24
  store i64 1, ptr %".21"
  %".23" = getelementptr i8, ptr %"log.ring", i64 32
  store i64 %"block_idx", ptr %".23"
  %".25" = getelementptr i8, ptr %"log.ring", i64 40
  store i64 %"i.3", ptr %".25"
  %".27" = getelementptr i8, ptr %"log.ring", i64 48
  store i64 %".15", ptr %".27"
  %".29" = getelementptr i8, ptr %"log.ring", i64 56
  store i64 %".17", ptr %".29"
  br label %"assert.ret"
assert.ret:
  ret void
log1.write:
  %"i.5" = load i64, i64* %"i"
  %".36" = getelementptr i8, ptr %"log.ring", i64 8
  %"log.count" = load i64, ptr %".36"
  %".37" = getelementptr i8, ptr %"log.ring", i64 0
  %".38" = load i64, ptr %".37"
  %".39" = icmp slt i64 %"log.count", %".38"
  br i1 %".39", label %"log.room", label %"log.full"
log1.cont:
  br label %"for.inc"
log.room:
  %".41" = mul i64 %"log.count", 80
  %".42" = add i64 104, %".41"
  %"log.record" = getelementptr i8, ptr %"log.ring", i64 %".42"
  %".43" = getelementptr i8, ptr %"log.record", i64 0
  store i64 1, ptr %".43"
  %".45" = getelementptr i8, ptr %"log.record", i64 8
  store i64 %"block_idx", ptr %".45"
  %".47" = getelementptr i8, ptr %"log.record", i64 16
  store i64 %"i.5", ptr %".47"
  %".49" = add i64 %"log.count", 1
  store i64 %".49", ptr %".36"
  br label %"log1.cont"
log.full:
  %".52" = getelementptr i8, ptr %"log.ring", i64 16
  %".53" = load i64, ptr %".52"
  %".54" = add i64 %".53", 1
  store i64 %".54", ptr %".52"
  br label %"log1.cont"
log2.write:
  %".66" = getelementptr i8, ptr %"log.ring", i64 8
  %"log.count.1" = load i64, ptr %".66"
  %".67" = getelementptr i8, ptr %"log.ring", i64 0
  %".68" = load i64, ptr %".67"
  %".69" = icmp slt i64 %"log.count.1", %".68"
  br i1 %".69", label %"log.room.1", label %"log.full.1"
log2.cont:
  ret void
log.room.1:
  %".71" = mul i64 %"log.count.1", 80
  %".72" = add i64 104, %".71"
  %"log.record.1" = getelementptr i8, ptr %"log.ring", i64 %".72"
  %".73" = getelementptr i8, ptr %"log.record.1", i64 0
  store i64 2, ptr %".73"
  %".75" = getelementptr i8, ptr %"log.record.1", i64 8
  store i64 %"block_idx", ptr %".75"
  %".77" = getelementptr i8, ptr %"log.record.1", i64 16
  store i64 %"block_idx", ptr %".77"
  %".79" = getelementptr i8, ptr %"log.record.1", i64 24
  store i64 %"block_num", ptr %".79"
  %".81" = add i64 %"log.count.1", 1
  store i64 %".81", ptr %".66"
  br label %"log2.cont"
log.full.1:
  %".84" = getelementptr i8, ptr %"log.ring", i64 16
  %".85" = load i64, ptr %".84"
  %".86" = add i64 %".85", 1
  store i64 %".86", ptr %".84"
  br label %"log2.cont"
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
