/**
 * Who is told, and where events go, shared by the azurerm and ARM writers: the email or HTTPS
 * endpoint a request gave a subscription, an action group or a budget, a budget's period and
 * threshold, and a backup policy's schedule.
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';

/** The email address stated for it, if any. */
export const statedEmail = (c: Component): string | undefined =>
  c.attrs.subscriptionEndpoint?.protocol === 'email' ? c.attrs.subscriptionEndpoint.address : undefined;

/** The HTTP(S) URL stated for it, if any. */
export const statedUrl = (c: Component): string | undefined =>
  c.attrs.subscriptionEndpoint && c.attrs.subscriptionEndpoint.protocol !== 'email'
    ? c.attrs.subscriptionEndpoint.address
    : undefined;

/** Subscriptions the request asked for on a topic, of the given kind. */
export const subscriptionsOf = (topic: Component, plan: Planner, kind: string) =>
  plan.all(kind).filter((s) => s.ref.topic === topic);

/** Subscriptions named inside a topic ("a topic 'orders' with a subscription 'billing'"), by name. */
export const namedSubscriptions = (topic: Component): string[] => {
  const own = subscriptionChildren(topic);
  if (own.length) return own;
  // "a namespace with a topic orders and two subscriptions: billing and audit": subscriptions said
  // with a namespace of one topic are that topic's (a namespace holds none of its own).
  const ns = topic.ref.namespace as Component | undefined;
  const topics = (ns?.attrs.children ?? []).filter((ch) => /^topics?$/.test(ch.word));
  const oneTopic = topics.reduce((n, ch) => n + Math.max(1, ch.names.length), 0) <= 1;
  return ns && oneTopic ? subscriptionChildren(ns) : [];
};

const subscriptionChildren = (c: Component): string[] =>
  (c.attrs.children ?? [])
    .filter((ch) => /^(?:subscriptions?|subs)$/.test(ch.word))
    .flatMap((ch) => (ch.names.length ? ch.names : ['default']));

/** A budget's threshold in percent: the one stated, else 80. */
export const budgetThreshold = (c: Component) => Math.min(1000, Math.max(1, c.attrs.thresholdPercent ?? 80));

/** An action group's short name (at most 12 characters), from its name. */
export const shortName = (name: string) => name.replace(/[^A-Za-z0-9-]/g, '').slice(0, 12) || 'alerts';

/**
 * Seconds between an event hub's captures: the window asked ("every 120 seconds or 100 MB") or the
 * schedule stated ("every 10 minutes"), within Azure's 1 to 15 minutes.
 */
export function captureSeconds(c: Component): number {
  const rate = /^rate\((\d+) (minute|hour)s?\)$/.exec(c.attrs.schedule ?? '');
  // A window asked outside what Azure takes is not written: the answer says the files do not hold it.
  const asked = c.attrs.bufferSeconds;
  const window = asked !== undefined && asked >= 60 && asked <= 900 ? asked : undefined;
  const seconds = window ?? (rate ? Number(rate[1]) * (rate[2] === 'hour' ? 3600 : 60) : 300);
  return Math.min(900, Math.max(60, seconds));
}

export interface BackupSchedule {
  frequency: 'Daily' | 'Weekly';
  /** The time of day, "HH:MM" (Azure takes whole and half hours). */
  time: string;
  weekdays?: string[];
  /** Daily (or weekly) recovery points kept. */
  keep: number;
}

const WEEKDAYS: Record<string, string> = {
  SUN: 'Sunday',
  MON: 'Monday',
  TUE: 'Tuesday',
  WED: 'Wednesday',
  THU: 'Thursday',
  FRI: 'Friday',
  SAT: 'Saturday',
  '0': 'Sunday',
  '1': 'Monday',
  '2': 'Tuesday',
  '3': 'Wednesday',
  '4': 'Thursday',
  '5': 'Friday',
  '6': 'Saturday',
};

/**
 * A VM backup policy from the vault's stated schedule and retention: daily unless a weekday was
 * stated, at the stated time of day or the schedule's hour (rounded down to the half hour), keeping the stated number of days
 * (7 to 9999 daily points, or weeks for a weekly policy).
 */
export function backupSchedule(c: Component): BackupSchedule {
  const cron = /^cron\((\S+) (\S+) (\S+) (\S+) (\S+)(?: \S+)?\)$/.exec(c.attrs.schedule ?? '');
  const stated = /^(\d{2}):(\d{2})$/.exec(c.attrs.timeOfDay ?? '');
  const minute = stated ? Number(stated[2]) : cron && /^\d+$/.test(cron[1]) ? Number(cron[1]) : 0;
  const hour = stated ? Number(stated[1]) : cron && /^\d+$/.test(cron[2]) ? Number(cron[2]) : 23;
  const days = cron?.[5]
    .split(',')
    .map((d) => WEEKDAYS[d.toUpperCase()])
    .filter(Boolean);
  const time = `${String(hour).padStart(2, '0')}:${minute >= 30 ? '30' : '00'}`;
  const retention = c.attrs.retentionDays;
  if (days?.length)
    return { frequency: 'Weekly', time, weekdays: days, keep: Math.max(1, Math.round((retention ?? 28) / 7)) };
  return { frequency: 'Daily', time, keep: Math.min(9999, Math.max(7, retention ?? 30)) };
}
