/**
 * Stated settings as Azure values, shared by the azurerm and ARM/Bicep writers: VM sizes, images,
 * App Service plan SKUs, database SKUs, cache sizes and tiers.
 */
import { type Component } from '../../model/types';
import { azureStack, type Language } from '../../model/runtimes';

/** A VM size: an Azure size as named, or one with the CPUs and memory asked for, or `fallback`. */
export function vmSize(c: Component, fallback: string): string {
  const size = c.attrs.size;
  if (size && /^standard_/i.test(size))
    return `Standard_${size
      .slice(9)
      .replace(/^([a-z])/, (m) => m.toUpperCase())
      .replace(/_v(\d)$/i, '_v$1')}`;
  const cpu = c.attrs.cpu;
  const mem = c.attrs.memoryMb;
  if (!cpu && !mem) return fallback;
  const need = Math.max(cpu ?? 1, Math.ceil((mem ?? 0) / 4096));
  const vcpus = [2, 4, 8, 16, 32, 48, 64].find((n) => n >= need) ?? 64;
  return `Standard_D${vcpus}s_v5`;
}

/** The Ubuntu image of the release asked for (24.04 LTS when none was). */
export function ubuntuImage(c: Component): { publisher: string; offer: string; sku: string; version: string } {
  const v = /ubuntu/i.test(c.attrs.os ?? '') ? c.attrs.osVersion : undefined;
  if (v === '22.04')
    return { publisher: 'Canonical', offer: '0001-com-ubuntu-server-jammy', sku: '22_04-lts-gen2', version: 'latest' };
  if (v === '20.04')
    return { publisher: 'Canonical', offer: '0001-com-ubuntu-server-focal', sku: '20_04-lts-gen2', version: 'latest' };
  return { publisher: 'Canonical', offer: 'ubuntu-24_04-lts', sku: 'server', version: 'latest' };
}

/** The App Service plan SKU: a code as named (P1v3), the consumption plan (Y1), or by tier. */
export function planSku(c: Component, fallback = 'P1v3'): string {
  if (c.attrs.flags.has('consumption')) return 'Y1';
  const tier = c.attrs.tier?.toLowerCase();
  if (!tier) return fallback;
  if (/^(?:p\d|s\d|b\d|ep\d|y1|f1|i\dv2|ws\d)/.test(tier)) return c.attrs.tier!.replace(/V(\d)$/, 'v$1');
  if (/elastic premium/.test(tier)) return 'EP1';
  if (/premium/.test(tier)) return 'P1v3';
  if (/standard/.test(tier)) return 'S1';
  if (/basic/.test(tier)) return 'B1';
  if (/free/.test(tier)) return 'F1';
  return fallback;
}

/** A flexible server SKU (PostgreSQL, MySQL): by the tier or size asked for. */
export function flexibleSku(c: Component, mysql = false): { name: string; tier: string } {
  const tier = c.attrs.tier?.toLowerCase() ?? '';
  const size = /^standard_/i.test(c.attrs.size ?? '') ? vmSize(c, '') : undefined;
  if (/burstable|basic|dev/.test(tier) || (size && /_B\d/.test(size)))
    return { name: size ?? 'Standard_B1ms', tier: 'Burstable' };
  if (/memory/.test(tier))
    return { name: size ?? (mysql ? 'Standard_E2ds_v4' : 'Standard_E2ds_v5'), tier: 'MemoryOptimized' };
  return { name: size ?? (mysql ? 'Standard_D2ds_v4' : 'Standard_D2ds_v5'), tier: 'GeneralPurpose' };
}

/** The azurerm spelling of a flexible server SKU: B_, GP_ or MO_ before the size. */
export function flexibleSkuName(sku: { name: string; tier: string }): string {
  const prefix = sku.tier === 'Burstable' ? 'B' : sku.tier === 'MemoryOptimized' ? 'MO' : 'GP';
  return `${prefix}_${sku.name}`;
}

/** An Azure SQL database SKU by the tier asked for. */
export function sqlDatabaseSku(c: Component): string {
  const tier = c.attrs.tier?.toLowerCase() ?? '';
  if (/^(?:s\d|p\d|basic)$/.test(tier)) return c.attrs.tier!.toUpperCase().replace('BASIC', 'Basic');
  if (/serverless/.test(tier) || c.attrs.flags.has('serverless')) return 'GP_S_Gen5_1';
  if (/business critical/.test(tier)) return 'BC_Gen5_2';
  if (/general purpose/.test(tier)) return 'GP_Gen5_2';
  if (/premium/.test(tier)) return 'P1';
  if (/basic/.test(tier)) return 'Basic';
  return 'S0';
}

/** Azure Cache for Redis: the tier asked for and the size (C0 to C6) that holds the memory asked for. */
export function redisSku(c: Component): {
  name: 'Basic' | 'Standard' | 'Premium';
  family: 'C' | 'P';
  capacity: number;
} {
  const tier = c.attrs.tier?.toLowerCase() ?? '';
  const name = /premium/.test(tier) ? 'Premium' : /basic/.test(tier) ? 'Basic' : 'Standard';
  const gb = (c.attrs.memoryMb ?? (c.attrs.storageGb ?? 1) * 1024) / 1024;
  const sizes = name === 'Premium' ? [6, 13, 26, 53, 120] : [0.25, 1, 2.5, 6, 13, 26, 53];
  const index = sizes.findIndex((s) => s >= gb);
  const capacity = index < 0 ? sizes.length - (name === 'Premium' ? 0 : 1) : name === 'Premium' ? index + 1 : index;
  return { name, family: name === 'Premium' ? 'P' : 'C', capacity: Math.max(name === 'Premium' ? 1 : 1, capacity) };
}

/** A tier named in the request among `allowed` (case as Azure writes it), or `fallback`. */
export function namedTier<T extends string>(c: Component, allowed: readonly T[], fallback: T): T {
  const tier = c.attrs.tier?.toLowerCase();
  return allowed.find((a) => tier?.includes(a.toLowerCase())) ?? fallback;
}

/** ISO 8601 days ("P14D") for message time-to-live settings. */
/** A node pool's size: a fixed count when only a count was stated, autoscaling between min and max otherwise. */
export function poolSize(c: Component): Record<string, number | boolean> {
  const nodes = c.attrs.nodes ?? c.attrs.desired;
  if (nodes !== undefined && c.attrs.min === undefined && c.attrs.max === undefined)
    return { auto_scaling_enabled: false, node_count: nodes };
  const min = c.attrs.min ?? 1;
  return { auto_scaling_enabled: true, min_count: min, max_count: Math.max(min, c.attrs.max ?? 3, nodes ?? 0) };
}

/** The `application_stack` of a web or function app: the language and version asked for. */
export function stackOf(c: Component, fallback: Language, webApp = false): Record<string, string> {
  const stack = azureStack(c.attrs, fallback);
  // Web apps name Node.js versions with their LTS suffix ("20-lts"); function apps do not.
  return { [stack.argument]: webApp && stack.argument === 'node_version' ? `${stack.version}-lts` : stack.version };
}

/** Container Apps CPU and memory: the pairs the platform allows (0.25 vCPU per 0.5 GiB), the nearest above what was asked. */
export function containerAppSize(c: Component): { cpu: number; memory: string } {
  const want = Math.max(c.attrs.cpu ?? 0.5, (c.attrs.memoryMb ?? 0) / 2048);
  const cpu = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 3, 4].find((v) => v >= want) ?? 4;
  return { cpu, memory: `${cpu * 2}Gi` };
}

/** Flexible server storage in MB: the size asked for, rounded up to one Azure offers (32 GB at least). */
export function flexibleStorageMb(gb: number | undefined): number {
  const sizes = [32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32767];
  return (sizes.find((s) => s >= (gb ?? 32)) ?? 32767) * 1024;
}

/** Cosmos DB without provisioned throughput: when the request asked for on-demand or serverless capacity. */
export const cosmosServerless = (c: Component) =>
  c.attrs.capacityMode === 'on-demand' || (c.attrs.flags.has('serverless') && c.attrs.capacityMode !== 'provisioned');

/** A blob lifecycle rule from stated retention and colder-class moves, in days since last change. */
export function lifecycleRule(c: Component): { cool?: number; archive?: number; delete?: number } | undefined {
  const days = c.attrs.transitionDays;
  const archive = /archive|glacier|cold/i.test(c.attrs.transitionClass ?? '');
  if (!days && !c.attrs.retentionDays) return undefined;
  return {
    cool: days && !archive ? days : undefined,
    archive: days && archive ? days : undefined,
    delete: c.attrs.retentionDays,
  };
}

/** A node pool's size for ARM: a fixed count, or autoscaling between min and max. */
export function armPoolSize(c: Component): Record<string, number | boolean> {
  const pool = poolSize(c);
  return pool.auto_scaling_enabled
    ? { count: pool.min_count, enableAutoScaling: true, minCount: pool.min_count, maxCount: pool.max_count }
    : { count: pool.node_count, enableAutoScaling: false };
}
