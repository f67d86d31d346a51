import { type Component } from '../../../model/types';
import { type Planner } from '../../../plan/planner';
import { statedUrl } from '../notify';

/** Where an event subscription delivers, and what it lets through. */
export type Destination =
  | { type: 'webhook' }
  | { type: 'serviceBusQueue'; to: Component }
  | { type: 'storageQueue'; to: Component; account: Component }
  | { type: 'function'; to: Component }
  | { type: 'eventHub'; to: Component };

const HANDLERS: [string, Destination['type']][] = [
  ['azure.servicebus_queue', 'serviceBusQueue'],
  ['azure.storage_queue', 'storageQueue'],
  ['azure.linux_function_app', 'function'],
  ['azure.windows_function_app', 'function'],
  ['azure.eventhub', 'eventHub'],
];

/**
 * A subscription's destination, once for every format: the URL stated is a webhook; else the
 * handler asked for in the request (a Service Bus queue, a storage queue, a function, an event
 * hub), the one said in the subscription's own sentence first; else a webhook whose URL the
 * deployer gives. Then the event types and the subject filter said.
 */
export function destination(c: Component, plan: Planner): Destination {
  if (statedUrl(c)) return { type: 'webhook' };
  const handlers = HANDLERS.flatMap(([kind, type]) =>
    plan
      .all(kind)
      .filter((h) => !h.implicit)
      .map((to) => ({ to, type })),
  );
  const pick = handlers.find((h) => h.to.phrase === c.phrase) ?? handlers[0];
  if (!pick) return { type: 'webhook' };
  if (pick.type === 'storageQueue')
    return { type: 'storageQueue', to: pick.to, account: pick.to.ref.account as Component };
  return { type: pick.type, to: pick.to } as Destination;
}

/** The event types and subject filter said for the subscription, with a storage source's types qualified. */
export function filters(c: Component) {
  const topic = c.ref.topic as Component | undefined;
  const source = topic?.ref.source as Component | undefined;
  const namespace =
    source?.kind === 'azure.storage_account'
      ? 'Microsoft.Storage.'
      : source?.kind === 'azure.resource_group'
        ? 'Microsoft.Resources.'
        : '';
  const types = c.attrs.eventTypes?.map((t) => (t.includes('.') || !namespace ? t : `${namespace}${t}`));
  return { types: types?.length ? types : undefined, begins: c.attrs.subjectBegins, ends: c.attrs.subjectEnds };
}
