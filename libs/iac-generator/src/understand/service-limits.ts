/**
 * Limits engineers state for queues, subscriptions, caches, databases, keys and secrets, read with
 * their units: a Service Bus queue's largest size ("max size 2 GB"), how long a received message
 * stays locked ("lock duration of 90 seconds"), how long an SQS message waits before it can be
 * received ("a delivery delay of 45 seconds"), deliveries before dead-lettering ("max delivery
 * count 7"), how long messages live ("default message TTL of 3 days"), a subscription's
 * acknowledgement deadline and exactly-once delivery, automatic failover of a cache, a weekly
 * maintenance window, Aurora capacity units ("0.5 to 8 ACUs"), an Azure Cache for Redis size
 * ("family P capacity 2"), how long a deleted key or vault stays recoverable ("a 10 day deletion
 * window") and what a generated password looks like ("24 characters, excluding quotes"); alarm
 * conditions come from settings/alarm.ts. Read before the general patterns of settings.ts, so
 * "2 GB" is not read as storage nor "3 days" as retention.
 *
 * The rules are in their families' files (settings/<family>.ts, with their examples); this file is
 * the order they are tried in.
 */
import { type Rule } from './settings';
import { ALARM_CONDITION } from './settings/alarm';
import { QUEUE_LIMITS_1, QUEUE_LIMITS_2 } from './settings/queue-limits';
import { QUEUE_DELAY } from './settings/queue-delay';
import { LOCK_LIMITS } from './settings/lock';
import { DELIVERY_LIMITS } from './settings/delivery';
import { SUBSCRIPTION_DELIVERY_LIMITS } from './settings/subscription-delivery';
import { FAILOVER_LIMITS } from './settings/failover';
import { MAINTENANCE_LIMITS } from './settings/maintenance';
import { SCALING_LIMITS } from './settings/scaling';
import { CACHE_SIZE_LIMITS } from './settings/cache-size';
import { KEY_DELETION_LIMITS } from './settings/key-deletion';
import { PASSWORD_LIMITS } from './settings/password';

export const LIMIT_RULES: Rule[] = [
  ...ALARM_CONDITION,
  ...QUEUE_DELAY,
  ...QUEUE_LIMITS_1,
  ...LOCK_LIMITS,
  ...DELIVERY_LIMITS,
  ...QUEUE_LIMITS_2,
  ...SUBSCRIPTION_DELIVERY_LIMITS,
  ...FAILOVER_LIMITS,
  ...MAINTENANCE_LIMITS,
  ...SCALING_LIMITS,
  ...CACHE_SIZE_LIMITS,
  ...KEY_DELETION_LIMITS,
  ...PASSWORD_LIMITS,
];
