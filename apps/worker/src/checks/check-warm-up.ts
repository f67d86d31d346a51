/**
 * The calls each check thread makes before it takes a generation's check: none beyond loading the
 * checker's code. A format's parser and schemas load with its first check (0.2-1 s once per
 * thread) and stay for the thread's life, so a process holds only the formats it is asked for:
 * warming every format cost each thread about 75 MiB more (bench/RESULTS.md, "Check threads'
 * memory").
 */
export function checkWarmUp(): { fn: 'prepareChecks' | 'checkFiles'; args: unknown[] }[] {
  return [];
}
