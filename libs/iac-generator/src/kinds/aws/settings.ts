/**
 * Stated settings as AWS values, shared by every AWS target: instance classes and sizes, backup
 * and log retention, cluster sizes, versions, Fargate CPU and memory.
 */
import { type Component } from '../../model/types';
import { asStated } from '../../model/stated-case';

export const DEFAULT_VERSION: Record<string, string> = {
  postgres: '16.4',
  mysql: '8.0',
  mariadb: '10.11',
  'sqlserver-ee': '16.00',
  'oracle-se2': '19',
  'aurora-postgresql': '16.4',
  'aurora-mysql': '8.0.mysql_aurora.3.08.0',
};

/** An RDS instance class: "db.r6g.large" as given, "t3.micro" as its database class. */
export function dbClass(size: string | undefined, fallback: string): string {
  if (!size || /^(cache|dax|ml|kafka)\./.test(size) || !/^(db\.)?[a-z]\d/.test(size)) return fallback;
  return size.startsWith('db.') ? size : `db.${size}`;
}

/** Days of automated backups: what the request said, within what RDS allows (1 to 35). */
export function backupDays(days: number | undefined): number {
  return Math.min(35, Math.max(1, days ?? 7));
}

/** Writer plus readers: the nodes or read replicas asked for, two when highly available, else one. */
export function clusterInstances(c: Component): number {
  const base = c.attrs.nodes ?? (c.attrs.flags.has('multiAz') || c.attrs.zones.length > 1 ? 2 : 1);
  return Math.min(base + (c.attrs.readReplicas ?? 0), 15);
}

/** An Aurora engine version: the full one as given, or the newest minor of a stated major. */
export function clusterVersion(engine: string, version: string | undefined): string {
  if (version?.includes('.')) return version;
  if (version && engine === 'aurora-postgresql') return `${version}.4`;
  return DEFAULT_VERSION[engine];
}

/** An EC2 instance type: the one named, or the smallest general-purpose type with the CPUs and memory asked for. */
export function ec2Type(c: Component, fallback = 't3.micro'): string {
  const size = c.attrs.size;
  if (size && !/^(db|cache|dax|ml|kafka)\./.test(size) && /^[a-z]\d/.test(size)) return size;
  const cpu = c.attrs.cpu;
  const mem = c.attrs.memoryMb;
  if (!cpu && !mem) return fallback;
  const sizes: [string, number, number][] = [
    ['t3.micro', 2, 1024],
    ['t3.small', 2, 2048],
    ['t3.medium', 2, 4096],
    ['m6i.large', 2, 8192],
    ['m6i.xlarge', 4, 16384],
    ['m6i.2xlarge', 8, 32768],
    ['m6i.4xlarge', 16, 65536],
    ['m6i.8xlarge', 32, 131072],
  ];
  return sizes.find(([, c2, m]) => c2 >= (cpu ?? 0) && m >= (mem ?? 0))?.[0] ?? 'm6i.8xlarge';
}

/** CloudWatch Logs retention: the days asked for, rounded up to a value CloudWatch accepts. */
export function logRetention(days: number | undefined, fallback = 30): number {
  const allowed = [
    1, 3, 5, 7, 14, 30, 60, 90, 120, 150, 180, 365, 400, 545, 731, 1096, 1827, 2192, 2557, 2922, 3288, 3653,
  ];
  if (!days) return fallback;
  return allowed.find((d) => d >= days) ?? 3653;
}

/** Fargate CPU units and memory (MiB) for the vCPUs and memory asked for, as a valid pair. */
export function fargateSize(c: Component): { cpu: number; memory: number } {
  const cpu = [256, 512, 1024, 2048, 4096, 8192, 16384].find((u) => u >= (c.attrs.cpu ?? 0.25) * 1024) ?? 16384;
  const min = cpu === 256 ? 512 : cpu * 2;
  const max = cpu === 256 ? 2048 : cpu * 8;
  const memory = Math.min(Math.max(c.attrs.memoryMb ?? min, min), max);
  return { cpu, memory: cpu >= 4096 ? Math.ceil(memory / 1024) * 1024 : memory };
}

/** An AWS Backup schedule: backups take cron only, so "every 12 hours" becomes its cron form. */
export function backupSchedule(schedule: string | undefined): string {
  const rate = schedule?.match(/^rate\((\d+) (minute|hour|day)s?\)$/);
  if (rate) {
    const n = Number(rate[1]);
    if (rate[2] === 'day') return n === 1 ? 'cron(0 0 * * ? *)' : `cron(0 0 */${n} * ? *)`;
    if (rate[2] === 'hour') return n === 1 ? 'cron(0 * * * ? *)' : `cron(0 */${Math.min(n, 23)} * * ? *)`;
    return 'cron(0 * * * ? *)';
  }
  return schedule?.startsWith('cron') ? schedule : 'cron(0 0 * * ? *)';
}

/** The S3 storage class a stated colder class names ("glacier", "deep archive", "infrequent access"). */
export function s3StorageClass(name: string | undefined): string {
  const n = (name ?? '').toLowerCase();
  if (/deep/.test(n)) return 'DEEP_ARCHIVE';
  if (/instant/.test(n)) return 'GLACIER_IR';
  if (/glacier|archive|cold/.test(n)) return 'GLACIER';
  if (/one[- ]zone/.test(n)) return 'ONEZONE_IA';
  return 'STANDARD_IA';
}

/**
 * The daily backup (snapshot) window of a database or cache, in UTC: the range stated ("snapshots taken
 * 02:00-03:00"), else half an hour from a stated daily time ("daily backups at 03:00"); undefined for any
 * other schedule. A stated range shorter than the service's least (`minMinutes`: RDS 30, ElastiCache 60)
 * would fail to deploy, so it is not written (the answer says the value is not in the files).
 */
export function backupWindow(c: Component, minMinutes = 30): string | undefined {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const stated = c.attrs.backupWindow;
  if (stated) {
    const [from, to] = stated.split('-');
    return (minutes(to) - minutes(from) + 1440) % 1440 >= minMinutes ? stated : undefined;
  }
  const daily = c.attrs.schedule?.match(/^cron\((\d{1,2}) (\d{1,2}) \* \* \? \*\)$/);
  if (!daily) return undefined;
  const start = Number(daily[2]) * 60 + Number(daily[1]);
  const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${hhmm(start)}-${hhmm(start + Math.max(30, minMinutes))}`;
}

/**
 * A Redis engine version ElastiCache accepts: from 6 on it takes major.minor, so a stated major alone
 * ("Redis 7") is that major's newest minor.
 */
export function redisVersion(version: string | undefined): string | undefined {
  const newest: Record<string, string> = { '6': '6.2', '7': '7.1' };
  return version && !version.includes('.') ? (newest[version] ?? version) : version;
}

/** Environment variables as the request stated them, names and values in their own case; undefined when none. */
export function statedEnvironment(c: Component): Record<string, string> | undefined {
  const env = c.attrs.environment;
  if (!env || !Object.keys(env).length) return undefined;
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [asStated(c, k), asStated(c, v)]));
}

/** An ECR lifecycle policy that keeps the newest `n` images and expires older ones. */
export function keepImagesPolicy(n: number): string {
  return JSON.stringify({
    rules: [
      {
        rulePriority: 1,
        description: `Keep the last ${n} images`,
        selection: { tagStatus: 'any', countType: 'imageCountMoreThan', countNumber: n },
        action: { type: 'expire' },
      },
    ],
  });
}

/**
 * Whether a lifecycle rule moves objects to a colder class: when the request says so (a class or a
 * number of days), or when it asks for a rule without saying what it does; a rule that only expires
 * objects ("expire after 90 days") moves nothing.
 */
export const transitionOf = (c: Component): boolean =>
  c.attrs.transitionDays !== undefined || !!c.attrs.transitionClass || c.attrs.retentionDays === undefined;
