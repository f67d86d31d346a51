// Shared by the Terraform schema extraction scripts (terraform-providers.mjs, terraform-cuetf.mjs).

/** Identical structs (every resource's `timeouts` block, say) are stored once. */
export function dedupeStructs(structs, resources, data) {
  const canon = new Map();
  const remap = new Array(structs.length);
  const out = [];
  structs.forEach((s, i) => {
    const key = JSON.stringify(s);
    if (!canon.has(key)) {
      canon.set(key, out.length);
      out.push(s);
    }
    remap[i] = canon.get(key);
  });
  const fix = (code) => code.replace(/o(\d+)$/, (_, n) => `o${remap[Number(n)]}`);
  for (const s of out) {
    for (const k of Object.keys(s.a)) s.a[k] = fix(s.a[k]);
    for (const b of Object.values(s.b ?? {})) b[0] = remap[b[0]];
  }
  for (const table of [resources, data]) for (const v of Object.values(table)) v[0] = remap[v[0]];
  return { merged: out, remap };
}
