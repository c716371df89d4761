; ---- kernel flow, variant aiv
; ModuleID = "flow.aiv"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0
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
  %".6" = icmp ne i64 %"block_idx", 0
  br i1 %".6", label %"if.then", label %"if.else"
if.then:
  ret void
if.else:
  br label %"if.end"
if.end:
  store i64 0, i64* %"i"
  br label %"while.cond"
while.cond:
  br i1 1, label %"while.body", label %"while.end"
while.body:
  %"i.1" = load i64, i64* %"i"
  %".13" = icmp sge i64 %"i.1", %"x.dim0"
  br i1 %".13", label %"if.then.1", label %"if.else.1"
while.end:
  %".37" = sub i64 %"x.dim0", 1
  store i64 %".37", i64* %"j.iter"
  %".39" = icmp sgt i64 %".37", 18446744073709551615
  br i1 %".39", label %"for.body", label %"for.end"
if.then.1:
  br label %"while.end"
if.else.1:
  br label %"if.end.1"
if.end.1:
  %"i.2" = load i64, i64* %"i"
  %"x.addr" = getelementptr i32, ptr %"x.base", i64 %"i.2"
  %"x.val" = load i32, ptr %"x.addr"
  store i32 %"x.val", i32* %"v"
  %"v.1" = load i32, i32* %"v"
  %".18" = icmp slt i32 %"v.1", 0
  br i1 %".18", label %"if.then.2", label %"if.else.2"
if.then.2:
  %"i.3" = load i64, i64* %"i"
  %"y.addr" = getelementptr i32, ptr %"y.base", i64 %"i.3"
  %"v.2" = load i32, i32* %"v"
  %".20" = sub i32 0, %"v.2"
  store i32 %".20", ptr %"y.addr"
  br label %"if.end.2"
if.else.2:
  %"v.3" = load i32, i32* %"v"
  %".23" = icmp eq i32 %"v.3", 0
  br i1 %".23", label %"if.then.3", label %"if.else.3"
if.end.2:
  %"i.5" = load i64, i64* %"i"
  %".34" = add i64 %"i.5", 1
  store i64 %".34", i64* %"i"
  br label %"while.cond"
if.then.3:
  br label %"if.end.3"
if.else.3:
  %"i.4" = load i64, i64* %"i"
  %"y.addr.1" = getelementptr i32, ptr %"y.base", i64 %"i.4"
  %"v.4" = load i32, i32* %"v"
  %".26" = icmp slt i32 %"v.4", 100
  br i1 %".26", label %"cond.then", label %"cond.else"
if.end.3:
  br label %"if.end.2"
cond.then:
  %"v.5" = load i32, i32* %"v"
  br label %"cond.end"
cond.else:
  br label %"cond.end"
cond.end:
  %".30" = phi  i32 [%"v.5", %"cond.then"], [100, %"cond.else"]
  store i32 %".30", ptr %"y.addr.1"
  br label %"if.end.3"
for.body:
  %"j.1" = load i64, i64* %"j.iter"
  store i64 %"j.1", i64* %"j"
  %"j.2" = load i64, i64* %"j"
  %".42" = icmp sgt i64 %"j.2", 0
  br i1 %".42", label %"and.rhs", label %"and.end"
for.inc:
  %".64" = load i64, i64* %"j.iter"
  %".65" = sub i64 %".64", 18446744073709551615
  %".66" = sub i64 0, 18446744073709551614
  %".67" = icmp ugt i64 %".65", %".66"
  br i1 %".67", label %"for.next", label %"for.end"
for.end:
  ret void
and.rhs:
  %"j.3" = load i64, i64* %"j"
  %".44" = sub i64 %"j.3", 1
  %"x.addr.1" = getelementptr i32, ptr %"x.base", i64 %".44"
  %"x.val.1" = load i32, ptr %"x.addr.1"
  %".45" = icmp sgt i32 %"x.val.1", 0
  br label %"and.end"
and.end:
  %".47" = phi  i1 [0, %"for.body"], [%".45", %"and.rhs"]
  br i1 %".47", label %"if.then.4", label %"if.else.4"
if.then.4:
  br label %"for.inc"
if.else.4:
  br label %"if.end.4"
if.end.4:
  %"j.4" = load i64, i64* %"j"
  %"y.addr.2" = getelementptr i32, ptr %"y.base", i64 %"j.4"
  %"j.5" = load i64, i64* %"j"
  %"y.addr.3" = getelementptr i32, ptr %"y.base", i64 %"j.5"
  %"y.val" = load i32, ptr %"y.addr.3"
  %"j.6" = load i64, i64* %"j"
  %".51" = icmp slt i64 %"j.6", 3
  br i1 %".51", label %"or.end", label %"or.rhs"
or.rhs:
  %"j.7" = load i64, i64* %"j"
  %"x.addr.2" = getelementptr i32, ptr %"x.base", i64 %"j.7"
  %"x.val.2" = load i32, ptr %"x.addr.2"
  %".53" = icmp eq i32 %"x.val.2", 7
  br label %"or.end"
or.end:
  %".55" = phi  i1 [1, %"if.end.4"], [%".53", %"or.rhs"]
  %".56" = xor i1 %".55", -1
  br i1 %".56", label %"cond.then.1", label %"cond.else.1"
cond.then.1:
  br label %"cond.end.1"
cond.else.1:
  br label %"cond.end.1"
cond.end.1:
  %".60" = phi  i32 [1, %"cond.then.1"], [2, %"cond.else.1"]
  %".61" = add i32 %"y.val", %".60"
  store i32 %".61", ptr %"y.addr.2"
  br label %"for.inc"
for.next:
  %"j.next" = add i64 %".64", 18446744073709551614
  store i64 %"j.next", i64* %"j.iter"
  br label %"for.body"
}

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
