; ---- kernel mm, variant aic
; ModuleID = "mm.aic"
target triple = "x86_64-unknown-linux-gnu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define void @"kernel_entry"(ptr %"args") #0 !dbg !4
{
entry:
  %"i" = alloca i64
  store i64 0, i64* %"i"
  %"acc" = alloca float, i64 16, align 32
  %"k" = alloca i64
  store i64 0, i64* %"k"
  %"lctx.addr" = getelementptr i8, ptr %"args", i64 384
  %"lctx" = load ptr, ptr %"lctx.addr"
  %"block_idx.addr" = getelementptr i8, ptr %"lctx", i64 0
  %"block_idx" = load i64, ptr %"block_idx.addr"
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"k.iter" = alloca i64
  %"tile.tmp" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"tile.tmp.1" = alloca float, i64 16, align 32
  %"b.other" = alloca float
  %"b.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"b.desc" = load ptr, ptr %"b.desc.addr"
  %"b.dim0.addr" = getelementptr i8, ptr %"b.desc", i64 24
  %"b.dim0" = load i64, ptr %"b.dim0.addr"
  %"b.dim1.addr" = getelementptr i8, ptr %"b.desc", i64 32
  %"b.dim1" = load i64, ptr %"b.dim1.addr"
  %"b.stride0" = mul i64 1, %"b.dim1"
  %"b.base.addr" = getelementptr i8, ptr %"b.desc", i64 0
  %"b.base" = load ptr, ptr %"b.base.addr"
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.dim0.addr" = getelementptr i8, ptr %"c.desc", i64 24
  %"c.dim0" = load i64, ptr %"c.dim0.addr"
  %"c.dim1.addr" = getelementptr i8, ptr %"c.desc", i64 32
  %"c.dim1" = load i64, ptr %"c.dim1.addr"
  %"c.stride0" = mul i64 1, %"c.dim1"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"c.masked" = alloca float
  br label %"body"
body:
  br label %"tile.loop"
tile.loop:
  %"lane" = phi  i64 [0, %"body"], [%".7", %"tile.loop"]
  %".5" = getelementptr float, float* %"acc", i64 %"lane"
  store float              0x0, float* %".5"
  %".7" = add i64 %"lane", 1
  %".8" = icmp ult i64 %".7", 16
  br i1 %".8", label %"tile.loop", label %"tile.end"
tile.end:
  %".11" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".11", i64* %"i", !dbg !7
  br label %"tile.loop.1", !dbg !8
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.end"], [%".22", %"tile.end.2"] , !dbg !8
  br label %"tile.loop.2", !dbg !8
tile.end.1:
  store i64 0, i64* %"k.iter", !dbg !9
  %".26" = icmp slt i64 0, %"a.dim1" , !dbg !9
  br i1 %".26", label %"for.body", label %"for.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.loop.1"], [%".19", %"tile.loop.2"] , !dbg !8
  %".15" = mul i64 %"lane.1", 4, !dbg !8
  %".16" = add i64 %"lane.2", %".15", !dbg !8
  %".17" = getelementptr float, float* %"acc", i64 %".16" , !dbg !8
  store float              0x0, float* %".17", !dbg !8
  %".19" = add i64 %"lane.2", 1, !dbg !8
  %".20" = icmp ult i64 %".19", 4 , !dbg !8
  br i1 %".20", label %"tile.loop.2", label %"tile.end.2", !dbg !8
tile.end.2:
  %".22" = add i64 %"lane.1", 1, !dbg !8
  %".23" = icmp ult i64 %".22", 4 , !dbg !8
  br i1 %".23", label %"tile.loop.1", label %"tile.end.1", !dbg !8
for.body:
  %"k.1" = load i64, i64* %"k.iter", !dbg !9
  store i64 %"k.1", i64* %"k", !dbg !9
  %"i.1" = load i64, i64* %"i", !dbg !10
  %"k.2" = load i64, i64* %"k", !dbg !10
  %".29" = getelementptr float, float* %"a.other", i64 0 , !dbg !10
  store float              0x0, float* %".29", !dbg !10
  %".31" = icmp sge i64 %"i.1", 0 , !dbg !10
  %".32" = sub i64 %"a.dim0", 4, !dbg !10
  %".33" = icmp sle i64 %"i.1", %".32" , !dbg !10
  %".34" = and i1 %".31", %".33", !dbg !10
  %".35" = and i1 1, %".34", !dbg !10
  %".36" = icmp sge i64 %"k.2", 0 , !dbg !10
  %".37" = sub i64 %"a.dim1", 4, !dbg !10
  %".38" = icmp sle i64 %"k.2", %".37" , !dbg !10
  %".39" = and i1 %".36", %".38", !dbg !10
  %".40" = and i1 %".35", %".39", !dbg !10
  %".41" = mul i64 %"i.1", %"a.stride0", !dbg !10
  %".42" = add i64 %".41", %"k.2", !dbg !10
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".42" , !dbg !10
  br i1 %".40", label %"tile.inside", label %"tile.masked", !dbg !10
for.inc:
  %".162" = load i64, i64* %"k.iter", !dbg !9
  %".163" = sub i64 %"a.dim1", %".162", !dbg !9
  %".164" = icmp ugt i64 %".163", 4 , !dbg !9
  br i1 %".164", label %"for.next", label %"for.end", !dbg !9
for.end:
  %"i.2" = load i64, i64* %"i", !dbg !11
  %".168" = icmp sge i64 %"i.2", 0 , !dbg !11
  %".169" = sub i64 %"c.dim0", 4, !dbg !11
  %".170" = icmp sle i64 %"i.2", %".169" , !dbg !11
  %".171" = and i1 %".168", %".170", !dbg !11
  %".172" = and i1 1, %".171", !dbg !11
  %".173" = icmp sge i64 0, 0 , !dbg !11
  %".174" = sub i64 %"c.dim1", 4, !dbg !11
  %".175" = icmp sle i64 0, %".174" , !dbg !11
  %".176" = and i1 %".173", %".175", !dbg !11
  %".177" = and i1 %".172", %".176", !dbg !11
  %".178" = mul i64 %"i.2", %"c.stride0", !dbg !11
  %".179" = add i64 %".178", 0, !dbg !11
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".179" , !dbg !11
  br i1 %".177", label %"tile.inside.2", label %"tile.masked.2", !dbg !11
tile.inside:
  br label %"tile.loop.3", !dbg !10
tile.masked:
  br label %"tile.loop.5", !dbg !10
tile.done:
  %"k.3" = load i64, i64* %"k", !dbg !10
  %".81" = getelementptr float, float* %"b.other", i64 0 , !dbg !10
  store float              0x0, float* %".81", !dbg !10
  %".83" = icmp sge i64 %"k.3", 0 , !dbg !10
  %".84" = sub i64 %"b.dim0", 4, !dbg !10
  %".85" = icmp sle i64 %"k.3", %".84" , !dbg !10
  %".86" = and i1 %".83", %".85", !dbg !10
  %".87" = and i1 1, %".86", !dbg !10
  %".88" = icmp sge i64 0, 0 , !dbg !10
  %".89" = sub i64 %"b.dim1", 4, !dbg !10
  %".90" = icmp sle i64 0, %".89" , !dbg !10
  %".91" = and i1 %".88", %".90", !dbg !10
  %".92" = and i1 %".87", %".91", !dbg !10
  %".93" = mul i64 %"k.3", %"b.stride0", !dbg !10
  %".94" = add i64 %".93", 0, !dbg !10
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".94" , !dbg !10
  br i1 %".92", label %"tile.inside.1", label %"tile.masked.1", !dbg !10
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.inside"], [%".55", %"tile.end.4"] , !dbg !10
  br label %"tile.loop.4", !dbg !10
tile.end.3:
  br label %"tile.done", !dbg !10
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.loop.3"], [%".52", %"tile.loop.4"] , !dbg !10
  %".46" = mul i64 %"lane.3", %"a.stride0", !dbg !10
  %".47" = add i64 %".46", %"lane.4", !dbg !10
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".47" , !dbg !10
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !10
  %".48" = mul i64 %"lane.3", 4, !dbg !10
  %".49" = add i64 %"lane.4", %".48", !dbg !10
  %".50" = getelementptr float, float* %"tile.tmp", i64 %".49" , !dbg !10
  store float %"a.lane.val", float* %".50", !dbg !10
  %".52" = add i64 %"lane.4", 1, !dbg !10
  %".53" = icmp ult i64 %".52", 4 , !dbg !10
  br i1 %".53", label %"tile.loop.4", label %"tile.end.4", !dbg !10
tile.end.4:
  %".55" = add i64 %"lane.3", 1, !dbg !10
  %".56" = icmp ult i64 %".55", 4 , !dbg !10
  br i1 %".56", label %"tile.loop.3", label %"tile.end.3", !dbg !10
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.masked"], [%".77", %"tile.end.6"] , !dbg !10
  br label %"tile.loop.6", !dbg !10
tile.end.5:
  br label %"tile.done", !dbg !10
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.loop.5"], [%".74", %"tile.loop.6"] , !dbg !10
  %".61" = add i64 %"i.1", %"lane.5", !dbg !10
  %".62" = icmp ult i64 %".61", %"a.dim0" , !dbg !10
  %".63" = and i1 1, %".62", !dbg !10
  %".64" = mul i64 %"lane.5", %"a.stride0", !dbg !10
  %".65" = add i64 %"k.2", %"lane.6", !dbg !10
  %".66" = icmp ult i64 %".65", %"a.dim1" , !dbg !10
  %".67" = and i1 %".63", %".66", !dbg !10
  %".68" = add i64 %".64", %"lane.6", !dbg !10
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".68" , !dbg !10
  %".69" = select  i1 %".67", ptr %"a.lane.1", float* %"a.other" , !dbg !10
  %"a.lane.val.1" = load float, ptr %".69", !dbg !10
  %".70" = mul i64 %"lane.5", 4, !dbg !10
  %".71" = add i64 %"lane.6", %".70", !dbg !10
  %".72" = getelementptr float, float* %"tile.tmp", i64 %".71" , !dbg !10
  store float %"a.lane.val.1", float* %".72", !dbg !10
  %".74" = add i64 %"lane.6", 1, !dbg !10
  %".75" = icmp ult i64 %".74", 4 , !dbg !10
  br i1 %".75", label %"tile.loop.6", label %"tile.end.6", !dbg !10
tile.end.6:
  %".77" = add i64 %"lane.5", 1, !dbg !10
  %".78" = icmp ult i64 %".77", 4 , !dbg !10
  br i1 %".78", label %"tile.loop.5", label %"tile.end.5", !dbg !10
tile.inside.1:
  br label %"tile.loop.7", !dbg !10
tile.masked.1:
  br label %"tile.loop.9", !dbg !10
tile.done.1:
  br label %"tile.loop.11", !dbg !10
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.inside.1"], [%".107", %"tile.end.8"] , !dbg !10
  br label %"tile.loop.8", !dbg !10
tile.end.7:
  br label %"tile.done.1", !dbg !10
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.loop.7"], [%".104", %"tile.loop.8"] , !dbg !10
  %".98" = mul i64 %"lane.7", %"b.stride0", !dbg !10
  %".99" = add i64 %".98", %"lane.8", !dbg !10
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".99" , !dbg !10
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !10
  %".100" = mul i64 %"lane.7", 4, !dbg !10
  %".101" = add i64 %"lane.8", %".100", !dbg !10
  %".102" = getelementptr float, float* %"tile.tmp.1", i64 %".101" , !dbg !10
  store float %"b.lane.val", float* %".102", !dbg !10
  %".104" = add i64 %"lane.8", 1, !dbg !10
  %".105" = icmp ult i64 %".104", 4 , !dbg !10
  br i1 %".105", label %"tile.loop.8", label %"tile.end.8", !dbg !10
tile.end.8:
  %".107" = add i64 %"lane.7", 1, !dbg !10
  %".108" = icmp ult i64 %".107", 4 , !dbg !10
  br i1 %".108", label %"tile.loop.7", label %"tile.end.7", !dbg !10
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.masked.1"], [%".129", %"tile.end.10"] , !dbg !10
  br label %"tile.loop.10", !dbg !10
tile.end.9:
  br label %"tile.done.1", !dbg !10
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".126", %"tile.loop.10"] , !dbg !10
  %".113" = add i64 %"k.3", %"lane.9", !dbg !10
  %".114" = icmp ult i64 %".113", %"b.dim0" , !dbg !10
  %".115" = and i1 1, %".114", !dbg !10
  %".116" = mul i64 %"lane.9", %"b.stride0", !dbg !10
  %".117" = add i64 0, %"lane.10", !dbg !10
  %".118" = icmp ult i64 %".117", %"b.dim1" , !dbg !10
  %".119" = and i1 %".115", %".118", !dbg !10
  %".120" = add i64 %".116", %"lane.10", !dbg !10
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".120" , !dbg !10
  %".121" = select  i1 %".119", ptr %"b.lane.1", float* %"b.other" , !dbg !10
  %"b.lane.val.1" = load float, ptr %".121", !dbg !10
  %".122" = mul i64 %"lane.9", 4, !dbg !10
  %".123" = add i64 %"lane.10", %".122", !dbg !10
  %".124" = getelementptr float, float* %"tile.tmp.1", i64 %".123" , !dbg !10
  store float %"b.lane.val.1", float* %".124", !dbg !10
  %".126" = add i64 %"lane.10", 1, !dbg !10
  %".127" = icmp ult i64 %".126", 4 , !dbg !10
  br i1 %".127", label %"tile.loop.10", label %"tile.end.10", !dbg !10
tile.end.10:
  %".129" = add i64 %"lane.9", 1, !dbg !10
  %".130" = icmp ult i64 %".129", 4 , !dbg !10
  br i1 %".130", label %"tile.loop.9", label %"tile.end.9", !dbg !10
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.done.1"], [%".158", %"tile.end.12"] , !dbg !10
  br label %"tile.loop.12", !dbg !10
tile.end.11:
  br label %"for.inc", !dbg !9
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.loop.11"], [%".155", %"tile.end.13"] , !dbg !10
  %".135" = mul i64 %"lane.11", 4, !dbg !10
  %".136" = add i64 %".135", %"lane.12", !dbg !10
  %".137" = getelementptr float, float* %"tile.tmp", i64 %".136" , !dbg !10
  %".138" = load float, float* %".137", !dbg !10
  br label %"tile.loop.13", !dbg !10
tile.end.12:
  %".158" = add i64 %"lane.11", 1, !dbg !10
  %".159" = icmp ult i64 %".158", 4 , !dbg !10
  br i1 %".159", label %"tile.loop.11", label %"tile.end.11", !dbg !10
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".152", %"tile.loop.13"] , !dbg !10
  %".140" = mul i64 %"lane.11", 4, !dbg !10
  %".141" = add i64 %".140", %"lane.13", !dbg !10
  %".142" = mul i64 %"lane.12", 4, !dbg !10
  %".143" = add i64 %".142", %"lane.13", !dbg !10
  %".144" = getelementptr float, float* %"tile.tmp.1", i64 %".143" , !dbg !10
  %".145" = load float, float* %".144", !dbg !10
  %".146" = getelementptr float, float* %"acc", i64 %".141" , !dbg !10
  %".147" = load float, float* %".146", !dbg !10
  %".148" = fmul float %".138", %".145", !dbg !10
  %".149" = fadd float %".147", %".148", !dbg !10
  %".150" = getelementptr float, float* %"acc", i64 %".141" , !dbg !10
  store float %".149", float* %".150", !dbg !10
  %".152" = add i64 %"lane.13", 1, !dbg !10
  %".153" = icmp ult i64 %".152", 4 , !dbg !10
  br i1 %".153", label %"tile.loop.13", label %"tile.end.13", !dbg !10
tile.end.13:
  %".155" = add i64 %"lane.12", 1, !dbg !10
  %".156" = icmp ult i64 %".155", 4 , !dbg !10
  br i1 %".156", label %"tile.loop.12", label %"tile.end.12", !dbg !10
for.next:
  %"k.next" = add i64 %".162", 4, !dbg !9
  store i64 %"k.next", i64* %"k.iter", !dbg !9
  br label %"for.body", !dbg !9
tile.inside.2:
  br label %"tile.loop.14", !dbg !11
tile.masked.2:
  br label %"tile.loop.16", !dbg !11
tile.done.2:
  ret void
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.inside.2"], [%".193", %"tile.end.15"] , !dbg !11
  br label %"tile.loop.15", !dbg !11
tile.end.14:
  br label %"tile.done.2", !dbg !11
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".190", %"tile.loop.15"] , !dbg !11
  %".183" = mul i64 %"lane.14", 4, !dbg !11
  %".184" = add i64 %"lane.15", %".183", !dbg !11
  %".185" = getelementptr float, float* %"acc", i64 %".184" , !dbg !11
  %".186" = load float, float* %".185", !dbg !11
  %".187" = mul i64 %"lane.14", %"c.stride0", !dbg !11
  %".188" = add i64 %".187", %"lane.15", !dbg !11
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".188" , !dbg !11
  store float %".186", ptr %"c.lane", !dbg !11
  %".190" = add i64 %"lane.15", 1, !dbg !11
  %".191" = icmp ult i64 %".190", 4 , !dbg !11
  br i1 %".191", label %"tile.loop.15", label %"tile.end.15", !dbg !11
tile.end.15:
  %".193" = add i64 %"lane.14", 1, !dbg !11
  %".194" = icmp ult i64 %".193", 4 , !dbg !11
  br i1 %".194", label %"tile.loop.14", label %"tile.end.14", !dbg !11
tile.loop.16:
  %"lane.16" = phi  i64 [0, %"tile.masked.2"], [%".216", %"tile.end.17"] , !dbg !11
  br label %"tile.loop.17", !dbg !11
tile.end.16:
  br label %"tile.done.2", !dbg !11
tile.loop.17:
  %"lane.17" = phi  i64 [0, %"tile.loop.16"], [%".213", %"tile.loop.17"] , !dbg !11
  %".199" = mul i64 %"lane.16", 4, !dbg !11
  %".200" = add i64 %"lane.17", %".199", !dbg !11
  %".201" = getelementptr float, float* %"acc", i64 %".200" , !dbg !11
  %".202" = load float, float* %".201", !dbg !11
  %".203" = add i64 %"i.2", %"lane.16", !dbg !11
  %".204" = icmp ult i64 %".203", %"c.dim0" , !dbg !11
  %".205" = and i1 1, %".204", !dbg !11
  %".206" = mul i64 %"lane.16", %"c.stride0", !dbg !11
  %".207" = add i64 0, %"lane.17", !dbg !11
  %".208" = icmp ult i64 %".207", %"c.dim1" , !dbg !11
  %".209" = and i1 %".205", %".208", !dbg !11
  %".210" = add i64 %".206", %"lane.17", !dbg !11
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".210" , !dbg !11
  %".211" = select  i1 %".209", ptr %"c.lane.1", float* %"c.masked" , !dbg !11
  store float %".202", ptr %".211", !dbg !11
  %".213" = add i64 %"lane.17", 1, !dbg !11
  %".214" = icmp ult i64 %".213", 4 , !dbg !11
  br i1 %".214", label %"tile.loop.17", label %"tile.end.17", !dbg !11
tile.end.17:
  %".216" = add i64 %"lane.16", 1, !dbg !11
  %".217" = icmp ult i64 %".216", 4 , !dbg !11
  br i1 %".217", label %"tile.loop.16", label %"tile.end.16", !dbg !11
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_matmul.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 9, linkageName: "kernel_entry", name: "mm", scopeLine: 9, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 10, scope: !4)
!8 = !DILocation(column: 0, line: 11, scope: !4)
!9 = !DILocation(column: 0, line: 12, scope: !4)
!10 = !DILocation(column: 0, line: 13, scope: !4)
!11 = !DILocation(column: 0, line: 14, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel mm_mix, variant aic
; ModuleID = "mm_mix.aic"
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
  %"tile.tmp" = alloca float, i64 16, align 32
  %"tile.tmp.1" = alloca float, i64 16, align 32
  %"a.other" = alloca float
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"tile.tmp.2" = alloca float, i64 16, align 32
  %"b.other" = alloca float
  %"b.desc.addr" = getelementptr i8, ptr %"args", i64 8
  %"b.desc" = load ptr, ptr %"b.desc.addr"
  %"b.dim0.addr" = getelementptr i8, ptr %"b.desc", i64 24
  %"b.dim0" = load i64, ptr %"b.dim0.addr"
  %"b.dim1.addr" = getelementptr i8, ptr %"b.desc", i64 32
  %"b.dim1" = load i64, ptr %"b.dim1.addr"
  %"b.stride0" = mul i64 1, %"b.dim1"
  %"b.base.addr" = getelementptr i8, ptr %"b.desc", i64 0
  %"b.base" = load ptr, ptr %"b.base.addr"
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.dim0.addr" = getelementptr i8, ptr %"c.desc", i64 24
  %"c.dim0" = load i64, ptr %"c.dim0.addr"
  %"c.dim1.addr" = getelementptr i8, ptr %"c.desc", i64 32
  %"c.dim1" = load i64, ptr %"c.dim1.addr"
  %"c.stride0" = mul i64 1, %"c.dim1"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"c.masked" = alloca float
  br label %"body"
body:
  %".4" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".4", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !9
  %".6" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".6", !dbg !9
  %".8" = icmp sge i64 %"i.1", 0 , !dbg !9
  %".9" = sub i64 %"a.dim0", 4, !dbg !9
  %".10" = icmp sle i64 %"i.1", %".9" , !dbg !9
  %".11" = and i1 %".8", %".10", !dbg !9
  %".12" = and i1 1, %".11", !dbg !9
  %".13" = icmp sge i64 0, 0 , !dbg !9
  %".14" = sub i64 %"a.dim1", 4, !dbg !9
  %".15" = icmp sle i64 0, %".14" , !dbg !9
  %".16" = and i1 %".13", %".15", !dbg !9
  %".17" = and i1 %".12", %".16", !dbg !9
  %".18" = mul i64 %"i.1", %"a.stride0", !dbg !9
  %".19" = add i64 %".18", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".19" , !dbg !9
  br i1 %".17", label %"tile.inside", label %"tile.masked", !dbg !9
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  %".58" = getelementptr float, float* %"b.other", i64 0 , !dbg !9
  store float              0x0, float* %".58", !dbg !9
  %".60" = icmp sge i64 0, 0 , !dbg !9
  %".61" = sub i64 %"b.dim0", 4, !dbg !9
  %".62" = icmp sle i64 0, %".61" , !dbg !9
  %".63" = and i1 %".60", %".62", !dbg !9
  %".64" = and i1 1, %".63", !dbg !9
  %".65" = icmp sge i64 0, 0 , !dbg !9
  %".66" = sub i64 %"b.dim1", 4, !dbg !9
  %".67" = icmp sle i64 0, %".66" , !dbg !9
  %".68" = and i1 %".65", %".67", !dbg !9
  %".69" = and i1 %".64", %".68", !dbg !9
  %".70" = mul i64 0, %"b.stride0", !dbg !9
  %".71" = add i64 %".70", 0, !dbg !9
  %"b.window" = getelementptr float, ptr %"b.base", i64 %".71" , !dbg !9
  br i1 %".69", label %"tile.inside.1", label %"tile.masked.1", !dbg !9
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".32", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".29", %"tile.loop.1"] , !dbg !9
  %".23" = mul i64 %"lane", %"a.stride0", !dbg !9
  %".24" = add i64 %".23", %"lane.1", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".24" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".25" = mul i64 %"lane", 4, !dbg !9
  %".26" = add i64 %"lane.1", %".25", !dbg !9
  %".27" = getelementptr float, float* %"tile.tmp.1", i64 %".26" , !dbg !9
  store float %"a.lane.val", float* %".27", !dbg !9
  %".29" = add i64 %"lane.1", 1, !dbg !9
  %".30" = icmp ult i64 %".29", 4 , !dbg !9
  br i1 %".30", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".32" = add i64 %"lane", 1, !dbg !9
  %".33" = icmp ult i64 %".32", 4 , !dbg !9
  br i1 %".33", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".54", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".51", %"tile.loop.3"] , !dbg !9
  %".38" = add i64 %"i.1", %"lane.2", !dbg !9
  %".39" = icmp ult i64 %".38", %"a.dim0" , !dbg !9
  %".40" = and i1 1, %".39", !dbg !9
  %".41" = mul i64 %"lane.2", %"a.stride0", !dbg !9
  %".42" = add i64 0, %"lane.3", !dbg !9
  %".43" = icmp ult i64 %".42", %"a.dim1" , !dbg !9
  %".44" = and i1 %".40", %".43", !dbg !9
  %".45" = add i64 %".41", %"lane.3", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".45" , !dbg !9
  %".46" = select  i1 %".44", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".46", !dbg !9
  %".47" = mul i64 %"lane.2", 4, !dbg !9
  %".48" = add i64 %"lane.3", %".47", !dbg !9
  %".49" = getelementptr float, float* %"tile.tmp.1", i64 %".48" , !dbg !9
  store float %"a.lane.val.1", float* %".49", !dbg !9
  %".51" = add i64 %"lane.3", 1, !dbg !9
  %".52" = icmp ult i64 %".51", 4 , !dbg !9
  br i1 %".52", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".54" = add i64 %"lane.2", 1, !dbg !9
  %".55" = icmp ult i64 %".54", 4 , !dbg !9
  br i1 %".55", label %"tile.loop.2", label %"tile.end.2", !dbg !9
tile.inside.1:
  br label %"tile.loop.4", !dbg !9
tile.masked.1:
  br label %"tile.loop.6", !dbg !9
tile.done.1:
  br label %"tile.loop.8", !dbg !9
tile.loop.4:
  %"lane.4" = phi  i64 [0, %"tile.inside.1"], [%".84", %"tile.end.5"] , !dbg !9
  br label %"tile.loop.5", !dbg !9
tile.end.4:
  br label %"tile.done.1", !dbg !9
tile.loop.5:
  %"lane.5" = phi  i64 [0, %"tile.loop.4"], [%".81", %"tile.loop.5"] , !dbg !9
  %".75" = mul i64 %"lane.4", %"b.stride0", !dbg !9
  %".76" = add i64 %".75", %"lane.5", !dbg !9
  %"b.lane" = getelementptr float, ptr %"b.window", i64 %".76" , !dbg !9
  %"b.lane.val" = load float, ptr %"b.lane", !dbg !9
  %".77" = mul i64 %"lane.4", 4, !dbg !9
  %".78" = add i64 %"lane.5", %".77", !dbg !9
  %".79" = getelementptr float, float* %"tile.tmp.2", i64 %".78" , !dbg !9
  store float %"b.lane.val", float* %".79", !dbg !9
  %".81" = add i64 %"lane.5", 1, !dbg !9
  %".82" = icmp ult i64 %".81", 4 , !dbg !9
  br i1 %".82", label %"tile.loop.5", label %"tile.end.5", !dbg !9
tile.end.5:
  %".84" = add i64 %"lane.4", 1, !dbg !9
  %".85" = icmp ult i64 %".84", 4 , !dbg !9
  br i1 %".85", label %"tile.loop.4", label %"tile.end.4", !dbg !9
tile.loop.6:
  %"lane.6" = phi  i64 [0, %"tile.masked.1"], [%".106", %"tile.end.7"] , !dbg !9
  br label %"tile.loop.7", !dbg !9
tile.end.6:
  br label %"tile.done.1", !dbg !9
tile.loop.7:
  %"lane.7" = phi  i64 [0, %"tile.loop.6"], [%".103", %"tile.loop.7"] , !dbg !9
  %".90" = add i64 0, %"lane.6", !dbg !9
  %".91" = icmp ult i64 %".90", %"b.dim0" , !dbg !9
  %".92" = and i1 1, %".91", !dbg !9
  %".93" = mul i64 %"lane.6", %"b.stride0", !dbg !9
  %".94" = add i64 0, %"lane.7", !dbg !9
  %".95" = icmp ult i64 %".94", %"b.dim1" , !dbg !9
  %".96" = and i1 %".92", %".95", !dbg !9
  %".97" = add i64 %".93", %"lane.7", !dbg !9
  %"b.lane.1" = getelementptr float, ptr %"b.window", i64 %".97" , !dbg !9
  %".98" = select  i1 %".96", ptr %"b.lane.1", float* %"b.other" , !dbg !9
  %"b.lane.val.1" = load float, ptr %".98", !dbg !9
  %".99" = mul i64 %"lane.6", 4, !dbg !9
  %".100" = add i64 %"lane.7", %".99", !dbg !9
  %".101" = getelementptr float, float* %"tile.tmp.2", i64 %".100" , !dbg !9
  store float %"b.lane.val.1", float* %".101", !dbg !9
  %".103" = add i64 %"lane.7", 1, !dbg !9
  %".104" = icmp ult i64 %".103", 4 , !dbg !9
  br i1 %".104", label %"tile.loop.7", label %"tile.end.7", !dbg !9
tile.end.7:
  %".106" = add i64 %"lane.6", 1, !dbg !9
  %".107" = icmp ult i64 %".106", 4 , !dbg !9
  br i1 %".107", label %"tile.loop.6", label %"tile.end.6", !dbg !9
tile.loop.8:
  %"lane.8" = phi  i64 [0, %"tile.done.1"], [%".113", %"tile.loop.8"] , !dbg !9
  %".111" = getelementptr float, float* %"tile.tmp", i64 %"lane.8" , !dbg !9
  store float              0x0, float* %".111", !dbg !9
  %".113" = add i64 %"lane.8", 1, !dbg !9
  %".114" = icmp ult i64 %".113", 16 , !dbg !9
  br i1 %".114", label %"tile.loop.8", label %"tile.end.8", !dbg !9
tile.end.8:
  br label %"tile.loop.9", !dbg !9
tile.loop.9:
  %"lane.9" = phi  i64 [0, %"tile.end.8"], [%".141", %"tile.end.10"] , !dbg !9
  br label %"tile.loop.10", !dbg !9
tile.end.9:
  %"i.2" = load i64, i64* %"i", !dbg !9
  %".144" = icmp sge i64 %"i.2", 0 , !dbg !9
  %".145" = sub i64 %"c.dim0", 4, !dbg !9
  %".146" = icmp sle i64 %"i.2", %".145" , !dbg !9
  %".147" = and i1 %".144", %".146", !dbg !9
  %".148" = and i1 1, %".147", !dbg !9
  %".149" = icmp sge i64 0, 0 , !dbg !9
  %".150" = sub i64 %"c.dim1", 4, !dbg !9
  %".151" = icmp sle i64 0, %".150" , !dbg !9
  %".152" = and i1 %".149", %".151", !dbg !9
  %".153" = and i1 %".148", %".152", !dbg !9
  %".154" = mul i64 %"i.2", %"c.stride0", !dbg !9
  %".155" = add i64 %".154", 0, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".155" , !dbg !9
  br i1 %".153", label %"tile.inside.2", label %"tile.masked.2", !dbg !9
tile.loop.10:
  %"lane.10" = phi  i64 [0, %"tile.loop.9"], [%".138", %"tile.end.11"] , !dbg !9
  %".118" = mul i64 %"lane.9", 4, !dbg !9
  %".119" = add i64 %".118", %"lane.10", !dbg !9
  %".120" = getelementptr float, float* %"tile.tmp.1", i64 %".119" , !dbg !9
  %".121" = load float, float* %".120", !dbg !9
  br label %"tile.loop.11", !dbg !9
tile.end.10:
  %".141" = add i64 %"lane.9", 1, !dbg !9
  %".142" = icmp ult i64 %".141", 4 , !dbg !9
  br i1 %".142", label %"tile.loop.9", label %"tile.end.9", !dbg !9
tile.loop.11:
  %"lane.11" = phi  i64 [0, %"tile.loop.10"], [%".135", %"tile.loop.11"] , !dbg !9
  %".123" = mul i64 %"lane.9", 4, !dbg !9
  %".124" = add i64 %".123", %"lane.11", !dbg !9
  %".125" = mul i64 %"lane.10", 4, !dbg !9
  %".126" = add i64 %".125", %"lane.11", !dbg !9
  %".127" = getelementptr float, float* %"tile.tmp.2", i64 %".126" , !dbg !9
  %".128" = load float, float* %".127", !dbg !9
  %".129" = getelementptr float, float* %"tile.tmp", i64 %".124" , !dbg !9
  %".130" = load float, float* %".129", !dbg !9
  %".131" = fmul float %".121", %".128", !dbg !9
  %".132" = fadd float %".130", %".131", !dbg !9
  %".133" = getelementptr float, float* %"tile.tmp", i64 %".124" , !dbg !9
  store float %".132", float* %".133", !dbg !9
  %".135" = add i64 %"lane.11", 1, !dbg !9
  %".136" = icmp ult i64 %".135", 4 , !dbg !9
  br i1 %".136", label %"tile.loop.11", label %"tile.end.11", !dbg !9
tile.end.11:
  %".138" = add i64 %"lane.10", 1, !dbg !9
  %".139" = icmp ult i64 %".138", 4 , !dbg !9
  br i1 %".139", label %"tile.loop.10", label %"tile.end.10", !dbg !9
tile.inside.2:
  br label %"tile.loop.12", !dbg !9
tile.masked.2:
  br label %"tile.loop.14", !dbg !9
tile.done.2:
  ret void
tile.loop.12:
  %"lane.12" = phi  i64 [0, %"tile.inside.2"], [%".169", %"tile.end.13"] , !dbg !9
  br label %"tile.loop.13", !dbg !9
tile.end.12:
  br label %"tile.done.2", !dbg !9
tile.loop.13:
  %"lane.13" = phi  i64 [0, %"tile.loop.12"], [%".166", %"tile.loop.13"] , !dbg !9
  %".159" = mul i64 %"lane.12", 4, !dbg !9
  %".160" = add i64 %"lane.13", %".159", !dbg !9
  %".161" = getelementptr float, float* %"tile.tmp", i64 %".160" , !dbg !9
  %".162" = load float, float* %".161", !dbg !9
  %".163" = mul i64 %"lane.12", %"c.stride0", !dbg !9
  %".164" = add i64 %".163", %"lane.13", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".164" , !dbg !9
  store float %".162", ptr %"c.lane", !dbg !9
  %".166" = add i64 %"lane.13", 1, !dbg !9
  %".167" = icmp ult i64 %".166", 4 , !dbg !9
  br i1 %".167", label %"tile.loop.13", label %"tile.end.13", !dbg !9
tile.end.13:
  %".169" = add i64 %"lane.12", 1, !dbg !9
  %".170" = icmp ult i64 %".169", 4 , !dbg !9
  br i1 %".170", label %"tile.loop.12", label %"tile.end.12", !dbg !9
tile.loop.14:
  %"lane.14" = phi  i64 [0, %"tile.masked.2"], [%".192", %"tile.end.15"] , !dbg !9
  br label %"tile.loop.15", !dbg !9
tile.end.14:
  br label %"tile.done.2", !dbg !9
tile.loop.15:
  %"lane.15" = phi  i64 [0, %"tile.loop.14"], [%".189", %"tile.loop.15"] , !dbg !9
  %".175" = mul i64 %"lane.14", 4, !dbg !9
  %".176" = add i64 %"lane.15", %".175", !dbg !9
  %".177" = getelementptr float, float* %"tile.tmp", i64 %".176" , !dbg !9
  %".178" = load float, float* %".177", !dbg !9
  %".179" = add i64 %"i.2", %"lane.14", !dbg !9
  %".180" = icmp ult i64 %".179", %"c.dim0" , !dbg !9
  %".181" = and i1 1, %".180", !dbg !9
  %".182" = mul i64 %"lane.14", %"c.stride0", !dbg !9
  %".183" = add i64 0, %"lane.15", !dbg !9
  %".184" = icmp ult i64 %".183", %"c.dim1" , !dbg !9
  %".185" = and i1 %".181", %".184", !dbg !9
  %".186" = add i64 %".182", %"lane.15", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".186" , !dbg !9
  %".187" = select  i1 %".185", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".178", ptr %".187", !dbg !9
  %".189" = add i64 %"lane.15", 1, !dbg !9
  %".190" = icmp ult i64 %".189", 4 , !dbg !9
  br i1 %".190", label %"tile.loop.15", label %"tile.end.15", !dbg !9
tile.end.15:
  %".192" = add i64 %"lane.14", 1, !dbg !9
  %".193" = icmp ult i64 %".192", 4 , !dbg !9
  br i1 %".193", label %"tile.loop.14", label %"tile.end.14", !dbg !9
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_matmul.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 17, linkageName: "kernel_entry", name: "mm_mix", scopeLine: 17, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 18, scope: !4)
!8 = !DILocation(column: 0, line: 19, scope: !4)
!9 = !DILocation(column: 0, line: 20, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }

; ---- kernel mm_mix, variant aiv
; ModuleID = "mm_mix.aiv"
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
  %"a.other" = alloca float
  %"a.desc.addr" = getelementptr i8, ptr %"args", i64 0
  %"a.desc" = load ptr, ptr %"a.desc.addr"
  %"a.dim0.addr" = getelementptr i8, ptr %"a.desc", i64 24
  %"a.dim0" = load i64, ptr %"a.dim0.addr"
  %"a.dim1.addr" = getelementptr i8, ptr %"a.desc", i64 32
  %"a.dim1" = load i64, ptr %"a.dim1.addr"
  %"c.desc.addr" = getelementptr i8, ptr %"args", i64 16
  %"c.desc" = load ptr, ptr %"c.desc.addr"
  %"c.dim0.addr" = getelementptr i8, ptr %"c.desc", i64 24
  %"c.dim0" = load i64, ptr %"c.dim0.addr"
  %"c.dim1.addr" = getelementptr i8, ptr %"c.desc", i64 32
  %"c.dim1" = load i64, ptr %"c.dim1.addr"
  %"a.stride0" = mul i64 1, %"a.dim1"
  %"a.base.addr" = getelementptr i8, ptr %"a.desc", i64 0
  %"a.base" = load ptr, ptr %"a.base.addr"
  %"c.stride0" = mul i64 1, %"c.dim1"
  %"c.base.addr" = getelementptr i8, ptr %"c.desc", i64 0
  %"c.base" = load ptr, ptr %"c.base.addr"
  %"c.masked" = alloca float
  br label %"body"
body:
  %".4" = mul i64 %"block_idx", 4, !dbg !7
  store i64 %".4", i64* %"i", !dbg !7
  %"i.1" = load i64, i64* %"i", !dbg !9
  %".6" = getelementptr float, float* %"a.other", i64 0 , !dbg !9
  store float              0x0, float* %".6", !dbg !9
  %".8" = icmp sge i64 %"i.1", 0 , !dbg !9
  %".9" = sub i64 %"a.dim0", 4, !dbg !9
  %".10" = icmp sle i64 %"i.1", %".9" , !dbg !9
  %".11" = and i1 %".8", %".10", !dbg !9
  %".12" = and i1 1, %".11", !dbg !9
  %".13" = icmp sge i64 0, 0 , !dbg !9
  %".14" = sub i64 %"a.dim1", 4, !dbg !9
  %".15" = icmp sle i64 0, %".14" , !dbg !9
  %".16" = and i1 %".13", %".15", !dbg !9
  %".17" = and i1 %".12", %".16", !dbg !9
  %"i.2" = load i64, i64* %"i", !dbg !9
  %".18" = icmp sge i64 %"i.2", 0 , !dbg !9
  %".19" = sub i64 %"c.dim0", 4, !dbg !9
  %".20" = icmp sle i64 %"i.2", %".19" , !dbg !9
  %".21" = and i1 %".18", %".20", !dbg !9
  %".22" = and i1 %".17", %".21", !dbg !9
  %".23" = icmp sge i64 4, 0 , !dbg !9
  %".24" = sub i64 %"c.dim1", 4, !dbg !9
  %".25" = icmp sle i64 4, %".24" , !dbg !9
  %".26" = and i1 %".23", %".25", !dbg !9
  %".27" = and i1 %".22", %".26", !dbg !9
  %".28" = mul i64 %"i.1", %"a.stride0", !dbg !9
  %".29" = add i64 %".28", 0, !dbg !9
  %"a.window" = getelementptr float, ptr %"a.base", i64 %".29" , !dbg !9
  %".30" = mul i64 %"i.2", %"c.stride0", !dbg !9
  %".31" = add i64 %".30", 4, !dbg !9
  %"c.window" = getelementptr float, ptr %"c.base", i64 %".31" , !dbg !9
  br i1 %".27", label %"tile.inside", label %"tile.masked", !dbg !9
tile.inside:
  br label %"tile.loop", !dbg !9
tile.masked:
  br label %"tile.loop.2", !dbg !9
tile.done:
  ret void
tile.loop:
  %"lane" = phi  i64 [0, %"tile.inside"], [%".44", %"tile.end.1"] , !dbg !9
  br label %"tile.loop.1", !dbg !9
tile.end:
  br label %"tile.done", !dbg !9
tile.loop.1:
  %"lane.1" = phi  i64 [0, %"tile.loop"], [%".41", %"tile.loop.1"] , !dbg !9
  %".35" = mul i64 %"lane", %"a.stride0", !dbg !9
  %".36" = add i64 %".35", %"lane.1", !dbg !9
  %"a.lane" = getelementptr float, ptr %"a.window", i64 %".36" , !dbg !9
  %"a.lane.val" = load float, ptr %"a.lane", !dbg !9
  %".37" = fmul float %"a.lane.val", 0x4000000000000000, !dbg !9
  %".38" = mul i64 %"lane", %"c.stride0", !dbg !9
  %".39" = add i64 %".38", %"lane.1", !dbg !9
  %"c.lane" = getelementptr float, ptr %"c.window", i64 %".39" , !dbg !9
  store float %".37", ptr %"c.lane", !dbg !9
  %".41" = add i64 %"lane.1", 1, !dbg !9
  %".42" = icmp ult i64 %".41", 4 , !dbg !9
  br i1 %".42", label %"tile.loop.1", label %"tile.end.1", !dbg !9
tile.end.1:
  %".44" = add i64 %"lane", 1, !dbg !9
  %".45" = icmp ult i64 %".44", 4 , !dbg !9
  br i1 %".45", label %"tile.loop", label %"tile.end", !dbg !9
tile.loop.2:
  %"lane.2" = phi  i64 [0, %"tile.masked"], [%".73", %"tile.end.3"] , !dbg !9
  br label %"tile.loop.3", !dbg !9
tile.end.2:
  br label %"tile.done", !dbg !9
tile.loop.3:
  %"lane.3" = phi  i64 [0, %"tile.loop.2"], [%".70", %"tile.loop.3"] , !dbg !9
  %".50" = add i64 %"i.1", %"lane.2", !dbg !9
  %".51" = icmp ult i64 %".50", %"a.dim0" , !dbg !9
  %".52" = and i1 1, %".51", !dbg !9
  %".53" = mul i64 %"lane.2", %"a.stride0", !dbg !9
  %".54" = add i64 0, %"lane.3", !dbg !9
  %".55" = icmp ult i64 %".54", %"a.dim1" , !dbg !9
  %".56" = and i1 %".52", %".55", !dbg !9
  %".57" = add i64 %".53", %"lane.3", !dbg !9
  %"a.lane.1" = getelementptr float, ptr %"a.window", i64 %".57" , !dbg !9
  %".58" = select  i1 %".56", ptr %"a.lane.1", float* %"a.other" , !dbg !9
  %"a.lane.val.1" = load float, ptr %".58", !dbg !9
  %".59" = fmul float %"a.lane.val.1", 0x4000000000000000, !dbg !9
  %".60" = add i64 %"i.2", %"lane.2", !dbg !9
  %".61" = icmp ult i64 %".60", %"c.dim0" , !dbg !9
  %".62" = and i1 1, %".61", !dbg !9
  %".63" = mul i64 %"lane.2", %"c.stride0", !dbg !9
  %".64" = add i64 4, %"lane.3", !dbg !9
  %".65" = icmp ult i64 %".64", %"c.dim1" , !dbg !9
  %".66" = and i1 %".62", %".65", !dbg !9
  %".67" = add i64 %".63", %"lane.3", !dbg !9
  %"c.lane.1" = getelementptr float, ptr %"c.window", i64 %".67" , !dbg !9
  %".68" = select  i1 %".66", ptr %"c.lane.1", float* %"c.masked" , !dbg !9
  store float %".59", ptr %".68", !dbg !9
  %".70" = add i64 %"lane.3", 1, !dbg !9
  %".71" = icmp ult i64 %".70", 4 , !dbg !9
  br i1 %".71", label %"tile.loop.3", label %"tile.end.3", !dbg !9
tile.end.3:
  %".73" = add i64 %"lane.2", 1, !dbg !9
  %".74" = icmp ult i64 %".73", 4 , !dbg !9
  br i1 %".74", label %"tile.loop.2", label %"tile.end.2", !dbg !9
}

!llvm.dbg.cu = !{ !1 }
!llvm.module.flags = !{ !5, !6 }
!0 = !DIFile(directory: "", filename: "tiles_matmul.ik")
!1 = distinct !DICompileUnit(emissionKind: LineTablesOnly, file: !0, isOptimized: true, language: DW_LANG_Python, producer: "incore", runtimeVersion: 0)
!2 = !{  }
!3 = !DISubroutineType(types: !2)
!4 = distinct !DISubprogram(file: !0, line: 17, linkageName: "kernel_entry", name: "mm_mix", scopeLine: 17, spFlags: DISPFlagDefinition, type: !3, unit: !1)
!5 = !{ i32 2, !"Dwarf Version", i32 4 }
!6 = !{ i32 2, !"Debug Info Version", i32 3 }
!7 = !DILocation(column: 0, line: 18, scope: !4)
!8 = !DILocation(column: 0, line: 19, scope: !4)
!9 = !DILocation(column: 0, line: 22, scope: !4)

attributes #0 = { nounwind "no-builtins" "no-jump-tables"="true" }
