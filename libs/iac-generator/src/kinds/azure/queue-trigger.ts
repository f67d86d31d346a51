/**
 * A function app asked with a storage queue ("processes messages from a storage queue named
 * thumbnails") is triggered by it: the app reaches the queue's account with its own identity, so
 * its settings name the account's queue service (`QueueStorage__queueServiceUri`, the connection a
 * queue trigger names) and its identity holds a queue data role on the account. Without them the
 * queue and the app are both written and no message ever reaches the function (issue 24, WIR).
 */
import { type Component } from '../../model/types';
import { type Planner } from '../../plan/planner';
import { grantTo } from './grants';

/** The app setting a queue trigger's `connection` names, identity-based: the account's queue endpoint. */
export const QUEUE_CONNECTION = 'QueueStorage__queueServiceUri';

// Azure's queue data roles: any one the request gave the app already lets its trigger read the queue.
const QUEUE_ROLE = /^storage queue data /i;

export function queueTriggerFor(c: Component, plan: Planner, role: string, why: string): Component | undefined {
  const queue = plan.all('azure.storage_queue').find((q) => !q.implicit);
  if (!queue) return undefined;
  const account =
    (queue.ref.account as Component | undefined) ??
    plan.ensure('azure.storage_account', 'the account whose queue service holds the queue', { label: 'main' });
  queue.ref.account = account;
  c.ref.queueAccount = account;
  // A queue role the request itself grants (to this app, or to nobody named yet) is the trigger's grant.
  const stated = plan
    .all('azure.role_assignment')
    .some(
      (r) =>
        (r.ref.identity === undefined || r.ref.identity === c) &&
        (r.attrs.roleNames ?? []).some((n) => QUEUE_ROLE.test(n)),
    );
  return stated ? undefined : grantTo(c, plan, account, role, why);
}
