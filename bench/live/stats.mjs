/** Percentile of a list of numbers (nearest rank), rounded to 0.1. */
function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[rank] * 10) / 10;
}

export function summary(values) {
  return { n: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: percentile(values, 100) };
}

/** Resident memory of a process in MiB, from /proc. */
import { readFileSync } from 'node:fs';
export function rssMiB(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms, from /proc. */
const TICKS_PER_SECOND = 100;
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat; after the command name, indexes 11 and 12.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** p50 / p99 / max of a monitorEventLoopDelay histogram, in ms rounded to 0.1. */
export function loopDelaySummary(histogram) {
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  return { p50: ms(histogram.percentile(50)), p99: ms(histogram.percentile(99)), max: ms(histogram.max) };
}
