/** Drops undefined fields so YAML and HCL never carry `null` for an unset field. */
export function clean<T>(v: T): T {
  if (Array.isArray(v)) return v.map(clean) as T;
  if (v && typeof v === 'object' && v.constructor === Object) {
    return Object.fromEntries(
      Object.entries(v)
        .filter(([, x]) => x !== undefined)
        .map(([k, x]) => [k, clean(x)]),
    ) as T;
  }
  return v;
}
