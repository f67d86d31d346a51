/**
 * Services that are only themselves, so a request naming them gets them and nothing in their
 * place: Amazon MQ brokers (ActiveMQ or RabbitMQ), Organizations service control policies and
 * Transfer Family servers. Their settings are read by understand/service-settings.ts.
 */
import { type Component } from '../../model/types';

/** The broker engine: RabbitMQ when the request says so, else ActiveMQ (the engine Amazon MQ started with). */
export function mqEngine(c: Component): 'ActiveMQ' | 'RabbitMQ' {
  return c.attrs.engine === 'rabbitmq' ? 'RabbitMQ' : 'ActiveMQ';
}

/** The broker's deployment mode in Amazon MQ's terms; a highly available one is the engine's own multi-AZ mode. */
export function mqDeploymentMode(c: Component): string {
  const engine = mqEngine(c);
  const mode = c.attrs.deploymentMode ?? (c.attrs.flags.has('multiAz') ? 'multi-az' : 'single');
  if (mode === 'single') return 'SINGLE_INSTANCE';
  return engine === 'RabbitMQ' ? 'CLUSTER_MULTI_AZ' : 'ACTIVE_STANDBY_MULTI_AZ';
}

/** The host instance type: an `mq.` type as stated (an EC2-shaped one gets its prefix), else the smallest. */
export function mqInstanceType(c: Component): string {
  const size = c.attrs.size;
  if (size?.startsWith('mq.')) return size;
  if (size && /^[a-z]\d[a-z0-9]*\.[a-z0-9]+$/.test(size)) return `mq.${size}`;
  return mqDeploymentMode(c) === 'SINGLE_INSTANCE' ? 'mq.t3.micro' : 'mq.m5.large';
}

export const MQ_ENGINE_VERSION = { ActiveMQ: '5.18', RabbitMQ: '3.13' } as const;

/**
 * A service control policy's statements: a deny of the actions the request described, or nothing
 * when it described none (the writers then ask for the policy document).
 */
export function scpStatements(c: Component): Record<string, unknown>[] {
  const denies = c.attrs.denies ?? [];
  if (!denies.length) return [];
  const services = [...new Set(denies.map((a) => a.split(':')[0]))];
  return services.map((s) => ({
    Sid: `Deny${s.replace(/(^|-)(\w)/g, (_m, _d, ch: string) => ch.toUpperCase())}Changes`,
    Effect: 'Deny',
    Action: denies.filter((a) => a.startsWith(`${s}:`)),
    Resource: '*',
  }));
}

/** The protocols a Transfer Family server speaks: those stated, else SFTP. */
export function transferProtocols(c: Component): string[] {
  return c.attrs.protocols?.length ? c.attrs.protocols : ['SFTP'];
}

/** Hours between snapshots of a lifecycle policy, and the time of day of a daily one ("03:00"), from its schedule. */
export function snapshotCadence(schedule: string | undefined): { hours: number; time?: string } {
  const rate = schedule?.match(/^rate\((\d+) (hour|day)s?\)$/);
  if (rate) return { hours: Math.min(24, Number(rate[1]) * (rate[2] === 'day' ? 24 : 1)) };
  const daily = schedule?.match(/^cron\((\d{1,2}) (\d{1,2}) \* \* \? \*\)$/);
  if (daily) return { hours: 24, time: `${daily[2].padStart(2, '0')}:${daily[1].padStart(2, '0')}` };
  return { hours: 24, time: '03:00' };
}

/** How many snapshots a lifecycle policy keeps: one per period for the stated days, else a week's worth. */
export function snapshotsKept(c: Component): number {
  const { hours } = snapshotCadence(c.attrs.schedule);
  return Math.max(1, Math.min(1000, Math.round(((c.attrs.retentionDays ?? 7) * 24) / hours)));
}

/**
 * What an alarm beside a broker watches: the messages waiting on it (queue depth), by the
 * broker-level metric of its engine.
 */
export function mqAlarmMetric(broker: Component): { namespace: string; metric: string; description: string } {
  return {
    namespace: 'AWS/AmazonMQ',
    metric: mqEngine(broker) === 'RabbitMQ' ? 'MessageCount' : 'TotalMessageCount',
    description: 'Messages waiting on the broker above 1000 for 10 minutes',
  };
}
