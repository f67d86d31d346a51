/**
 * Stated settings as Google Cloud values, shared by the hashicorp/google writers: machine types,
 * images, Cloud SQL tiers and versions, Cloud Run resources, Memorystore tiers, storage classes.
 */
import { type Component } from '../../model/types';

const GCE_SHAPE =
  /^(?:e2|n1|n2|n2d|n4|c2|c2d|c3|c3d|c4|t2a|t2d|m1|m2|m3|a2|a3|g2)-(?:standard|highmem|highcpu|micro|small|medium|custom)(?:-\d+){0,2}$/;

/** A machine type: the one named, or an e2-standard with the CPUs and memory asked for, or `fallback`. */
export function machineType(c: Component, fallback: string): string {
  if (c.attrs.size && GCE_SHAPE.test(c.attrs.size)) return c.attrs.size;
  const cpu = c.attrs.cpu;
  const mem = c.attrs.memoryMb;
  if (!cpu && !mem) return fallback;
  const need = Math.max(cpu ?? 2, Math.ceil((mem ?? 0) / 4096));
  return `e2-standard-${[2, 4, 8, 16, 32].find((n) => n >= need) ?? 32}`;
}

/** The boot image: the Windows Server or Ubuntu release asked for, else Debian 12. */
export function bootImage(c: Component): string {
  // Windows Server: the image family of the release said when Google publishes it, else the newest.
  if (/^windows/i.test(c.attrs.os ?? '')) {
    const said = c.attrs.osVersion;
    return `windows-cloud/windows-${said && ['2016', '2019', '2022', '2025'].includes(said) ? said : '2022'}`;
  }
  if (!/ubuntu/i.test(c.attrs.os ?? '')) return 'debian-cloud/debian-12';
  const v = (c.attrs.osVersion ?? '24.04').replace('.', '');
  return `ubuntu-os-cloud/ubuntu-${v}-lts${v >= '2404' ? '-amd64' : ''}`;
}

/** The boot script installing the packages said, on the Debian or Ubuntu image written; none for Windows or none said. */
export function startupScript(c: Component): string | undefined {
  const packages = c.attrs.startupPackages;
  if (!packages?.length || /^windows/i.test(c.attrs.os ?? '')) return undefined;
  return `#!/bin/bash\nset -euo pipefail\napt-get update\nDEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}\n`;
}

/** The boot disk in GB: the size said, else 20 (Windows images are 50 GB, so a Windows disk starts there). */
export const bootDiskGb = (c: Component): number => c.attrs.storageGb ?? (/^windows/i.test(c.attrs.os ?? '') ? 50 : 20);

/** A Cloud SQL tier: "db-custom-2-7680" or "db-f1-micro" as named, or a custom shape with the CPUs and memory asked for. */
export function sqlTier(c: Component): string {
  if (c.attrs.size?.startsWith('db-')) return c.attrs.size;
  if (!c.attrs.cpu && !c.attrs.memoryMb) return 'db-custom-2-7680';
  const cpu = Math.max(1, Math.round(c.attrs.cpu ?? 2));
  const mem = Math.max(cpu * 922, Math.min(cpu * 6656, c.attrs.memoryMb ?? cpu * 3840));
  return `db-custom-${cpu}-${Math.ceil(mem / 256) * 256}`;
}

/** The Cloud SQL `database_version` for the engine and version asked for. */
export function sqlVersion(c: Component): string {
  const e = c.attrs.engine ?? 'postgres';
  if (e.includes('mysql') || e === 'mariadb') return c.attrs.version?.startsWith('5.7') ? 'MYSQL_5_7' : 'MYSQL_8_0';
  if (e.startsWith('sqlserver')) return 'SQLSERVER_2022_STANDARD';
  return `POSTGRES_${c.attrs.version?.split('.')[0] ?? '16'}`;
}

/** Cloud Run limits: CPUs as a string and memory in Mi, within what Cloud Run allows. */
export function runLimits(c: Component): { cpu: string; memory: string } {
  const cpu = [1, 2, 4, 6, 8].find((n) => n >= (c.attrs.cpu ?? 1)) ?? 8;
  const memory = Math.max(c.attrs.memoryMb ?? 512, 128);
  return { cpu: String(cpu), memory: memory % 1024 === 0 ? `${memory / 1024}Gi` : `${memory}Mi` };
}

/** Memorystore: STANDARD_HA when asked for a standard or highly available tier, and the memory asked for in GB. */
export function redisShape(c: Component): { tier: string; memory: number; version: string } {
  const ha = /standard|high availability|ha\b/i.test(c.attrs.tier ?? '') || c.attrs.flags.has('multiAz');
  const gb = Math.max(1, Math.ceil((c.attrs.memoryMb ?? (c.attrs.storageGb ?? 1) * 1024) / 1024));
  const v = c.attrs.version?.split('.') ?? [];
  return {
    tier: ha ? 'STANDARD_HA' : 'BASIC',
    memory: gb,
    version: v.length ? `REDIS_${v[0]}_${v[1] ?? (v[0] === '7' ? '2' : '0')}` : 'REDIS_7_2',
  };
}

/** A Cloud Storage class from a stated tier or colder class ("nearline", "coldline", "archive"). */
export function storageClass(name: string | undefined): string | undefined {
  const n = (name ?? '').toLowerCase();
  if (/archive|glacier|deep/.test(n)) return 'ARCHIVE';
  if (/coldline|cold/.test(n)) return 'COLDLINE';
  if (/nearline|infrequent|cool/.test(n)) return 'NEARLINE';
  if (/standard/.test(n)) return 'STANDARD';
  return undefined;
}

/** A Cloud SQL backup start time ("HH:MM", UTC) from a stated daily time; undefined for any other schedule. */
export function backupStartTime(schedule: string | undefined): string | undefined {
  const daily = schedule?.match(/^cron\((\d{1,2}) (\d{1,2}) \* \* \? \*\)$/);
  return daily ? `${daily[2].padStart(2, '0')}:${daily[1].padStart(2, '0')}` : undefined;
}
