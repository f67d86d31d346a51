/**
 * Stated settings as Azure values, shared by the azurerm and ARM/Bicep writers: VM sizes, images,
 * App Service plan SKUs, database SKUs, cache sizes and tiers.
 */
import { type Component } from '../../model/types';
import { transitionsOf } from '../../model/transitions';
import { type azureStack } from '../../model/runtimes';

type AzureStack = ReturnType<typeof azureStack>;

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
  // A size named with its tier ("Burstable B1ms", "General Purpose D4ds_v5") is the VM size of the server.
  const code = /\b([bde]\d{1,2}[a-z]{0,3})(?:[ _]?(v\d))?$/.exec(tier);
  const named = code
    ? `Standard_${code[1].toUpperCase().replace(/([A-Z]\d+)([A-Z]*)$/, (_m, a: string, b: string) => a + b.toLowerCase())}${code[2] ? `_${code[2]}` : ''}`
    : undefined;
  const size = /^standard_/i.test(c.attrs.size ?? '') ? vmSize(c, '') : named;
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

// DTU sizes: the transaction units each Standard and Premium SKU gives.
const STANDARD_DTUS: [string, number][] = [
  ['S0', 10],
  ['S1', 20],
  ['S2', 50],
  ['S3', 100],
  ['S4', 200],
  ['S6', 400],
  ['S7', 800],
  ['S9', 1600],
  ['S12', 3000],
];
const PREMIUM_DTUS: [string, number][] = [
  ['P1', 125],
  ['P2', 250],
  ['P4', 500],
  ['P6', 1000],
  ['P11', 1750],
  ['P15', 4000],
];
// vCore counts the Gen5 hardware offers (serverless also offers 1).
const VCORES = [2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 24, 32, 40, 80];
export const vcores = (cpu: number | undefined, serverless: boolean) =>
  serverless && (cpu ?? 1) <= 1 ? 1 : (VCORES.find((n) => n >= (cpu ?? 2)) ?? 80);

/**
 * An Azure SQL database SKU: a code as named (S1, P2), the DTU size that holds the DTUs asked for,
 * or a vCore SKU (serverless, General Purpose, Business Critical) with the vCores asked for.
 */
export function sqlDatabaseSku(c: Component): string {
  const tier = c.attrs.tier?.toLowerCase() ?? '';
  const code = /^(?:(?:standard|premium)\s+)?([sp]\d{1,2})$/.exec(tier)?.[1];
  if (code) return code.toUpperCase();
  if (tier === 'basic') return 'Basic';
  // Only serverless databases pause, so a stated auto-pause delay asks for one.
  const serverless =
    /serverless/.test(tier) || c.attrs.flags.has('serverless') || c.attrs.autoPauseMinutes !== undefined;
  if (serverless) return `GP_S_Gen5_${vcores(c.attrs.cpu, true)}`;
  if (/business critical/.test(tier)) return `BC_Gen5_${vcores(c.attrs.cpu, false)}`;
  if (/general purpose/.test(tier) || c.attrs.cpu !== undefined) return `GP_Gen5_${vcores(c.attrs.cpu, false)}`;
  const dtus = c.attrs.readCapacity;
  const sizes = /premium/.test(tier) ? PREMIUM_DTUS : STANDARD_DTUS;
  if (dtus !== undefined) return (sizes.find(([, n]) => n >= dtus) ?? sizes[sizes.length - 1])[0];
  if (/premium/.test(tier)) return 'P1';
  if (/basic/.test(tier)) return 'Basic';
  return 'S0';
}

/**
 * An Azure SQL database's maximum size: as stated (32 GB unless stated), but never above what the
 * Basic tier holds (2 GB), so the file deploys; the answer says so (mssql-server kind.json `conflicts`).
 */
export function sqlDatabaseMaxSizeGb(c: Component, sku: string): number {
  const size = c.attrs.storageGb ?? 32;
  return sku === 'Basic' ? Math.min(size, 2) : size;
}

/**
 * Whether an Azure SQL database is written zone redundant: asked for, and on a tier that can be
 * (not Basic nor Standard, whose DTU sizes run in one zone); the answer says so when it cannot.
 */
export function sqlZoneRedundant(c: Component, sku: string): boolean {
  return zoneRedundant(c) && !/^(?:Basic|S\d{1,2})$/.test(sku);
}

/** Azure Cache for Redis: the tier asked for and the size (C0 to C6) that holds the memory asked for. */
export function redisSku(c: Component): {
  name: 'Basic' | 'Standard' | 'Premium';
  family: 'C' | 'P';
  capacity: number;
} {
  const tier = c.attrs.tier?.toLowerCase() ?? '';
  const stated = c.attrs.cacheSize;
  const name =
    /premium|\bp\d\b/.test(tier) || stated?.family === 'P' ? 'Premium' : /basic/.test(tier) ? 'Basic' : 'Standard';
  // A size code as named ("P1", "C2", "capacity 2") is the capacity itself.
  const code = stated ? String(stated.capacity) : /\b[cp](\d)\b/.exec(tier)?.[1];
  if (code !== undefined)
    return {
      name,
      family: name === 'Premium' ? 'P' : 'C',
      capacity: Math.min(name === 'Premium' ? 5 : 6, Math.max(name === 'Premium' ? 1 : 0, Number(code))),
    };
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

/**
 * A storage account's performance tier, redundancy and access tier: as stated, else geo-redundant
 * Standard (zone-redundant when high availability was asked for). Premium block blob storage
 * offers only LRS and ZRS, so a geo redundancy asked of it falls back to ZRS.
 */
export function storageSku(c: Component): {
  tier: 'Standard' | 'Premium';
  replication: string;
  kind: 'StorageV2' | 'BlockBlobStorage';
  accessTier?: 'Hot' | 'Cool';
} {
  const tier = namedTier(c, ['Standard', 'Premium'], 'Standard');
  const stated = c.attrs.replication;
  const replication =
    stated && (tier === 'Standard' || /^(LRS|ZRS)$/.test(stated))
      ? stated
      : c.attrs.flags.has('multiAz')
        ? 'ZRS'
        : tier === 'Premium'
          ? 'LRS'
          : 'GRS';
  // An account's default access tier is Hot or Cool; colder classes are reached per blob, by lifecycle rules.
  const access = /\b(hot|cool|cold|archive)\b/i.exec(c.attrs.tier ?? '')?.[1].toLowerCase();
  const accessTier = access === 'hot' ? 'Hot' : access ? 'Cool' : undefined;
  return { tier, replication, kind: tier === 'Premium' ? 'BlockBlobStorage' : 'StorageV2', accessTier };
}

/**
 * A node pool's size: a fixed count when only a count was stated, autoscaling between min and max
 * otherwise. A cluster's system pool keeps at least one node, and leaves a range stated with spot
 * capacity to the spot pool that carries it.
 */
export function poolSize(c: Component, system = false): Record<string, number | boolean> {
  const spotElsewhere = system && c.attrs.flags.has('spot');
  const [statedMin, statedMax] = spotElsewhere ? [undefined, undefined] : [c.attrs.min, c.attrs.max];
  const floor = system ? 1 : 0;
  const nodes = c.attrs.nodes ?? c.attrs.desired;
  if (nodes !== undefined && statedMin === undefined && statedMax === undefined)
    return { auto_scaling_enabled: false, node_count: Math.max(floor, nodes) };
  const min = Math.max(floor, statedMin ?? 1);
  return { auto_scaling_enabled: true, min_count: min, max_count: Math.max(min, statedMax ?? 3, nodes ?? 0) };
}

/** The `application_stack` of a web or function app: the language and version decided for it. */
export function stackOf(stack: AzureStack, webApp = false): Record<string, string | boolean> {
  // Web apps name Node.js versions with their LTS suffix ("20-lts"); function apps do not.
  const version = webApp && stack.argument === 'node_version' ? `${stack.version}-lts` : stack.version;
  // .NET functions run in the isolated worker (the in-process model ends with .NET 8).
  const stackBlock: Record<string, string | boolean> = { [stack.argument]: version };
  if (!webApp && stack.worker === 'dotnet-isolated') stackBlock.use_dotnet_isolated_runtime = true;
  return stackBlock;
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

/**
 * A blob lifecycle rule from stated retention and colder-class moves, in days since last change:
 * each move said lands on its tier (Cool, Cold, Archive; the first said of a tier), so "cool after
 * 30 days and archive after 180" writes both. A premium block blob account has no access tiers, so
 * it moves nothing (kind.json `conflicts` says so in the answer); it may still delete.
 */
export function lifecycleRule(
  c: Component,
): { cool?: number; cold?: number; archive?: number; delete?: number; versions?: number } | undefined {
  const moves = storageSku(c).tier === 'Premium' ? [] : transitionsOf(c.attrs);
  if (!moves.length && !c.attrs.retentionDays && !c.attrs.noncurrentDays) return undefined;
  const tierOf = (name: string) =>
    /archive|glacier/i.test(name) ? 'archive' : /^cold/i.test(name.trim()) ? 'cold' : 'cool';
  const first = (tier: string) => moves.find((t) => tierOf(t.storageClass) === tier)?.days;
  return {
    cool: first('cool'),
    cold: first('cold'),
    archive: first('archive'),
    delete: c.attrs.retentionDays,
    versions: c.attrs.noncurrentDays,
  };
}

/**
 * How a cluster's pods get addresses: the Azure CNI (in overlay mode when asked) with Azure network
 * policy, or kubenet, which Azure network policy does not support (Calico instead).
 */
export function clusterNetwork(c: Component): {
  network_plugin: string;
  network_plugin_mode?: 'overlay';
  network_policy: string;
} {
  const stated = c.attrs.networkPlugin;
  if (stated?.plugin === 'kubenet') return { network_plugin: 'kubenet', network_policy: 'calico' };
  return { network_plugin: 'azure', network_plugin_mode: stated?.mode, network_policy: 'azure' };
}

/** A node pool's size for ARM: a fixed count, or autoscaling between min and max. */
export function armPoolSize(c: Component, system = false): Record<string, number | boolean> {
  const pool = poolSize(c, system);
  return pool.auto_scaling_enabled
    ? { count: pool.min_count, enableAutoScaling: true, minCount: pool.min_count, maxCount: pool.max_count }
    : { count: pool.node_count, enableAutoScaling: false };
}

/**
 * Whether a flexible server's backups are kept geo-redundant: as stated ("geo-redundant backups"),
 * and by default; a locally or zone-redundant copy said of it keeps them in its region.
 */
export function geoBackup(c: Component): boolean {
  return !/^(?:LRS|ZRS)$/.test(c.attrs.replication ?? '');
}

/**
 * Whether a database should span zones: high availability or zone redundancy was asked for.
 * Flexible servers on the Burstable tier cannot, so they stay in one zone.
 */
export function zoneRedundant(c: Component, flexible?: { tier: string }): boolean {
  const asked = c.attrs.flags.has('multiAz') || /ZRS$/.test(c.attrs.replication ?? '');
  return asked && flexible?.tier !== 'Burstable';
}

/** A flexible server's high availability mode: as stated ("same-zone HA"), else zone-redundant when HA is asked. */
export function flexibleHaMode(c: Component, sku: { tier: string }): 'SameZone' | 'ZoneRedundant' | undefined {
  return zoneRedundant(c, sku) ? (c.attrs.haMode ?? 'ZoneRedundant') : undefined;
}
