/** Subscriptions, action groups and budgets as ARM resources (Bicep is printed from them): who is told, and where events go. */
import { retryPolicy } from '../eventgrid-event-subscription/retry';
import { type Component } from '../../../model/types';
import { statedUrl } from '../notify';
import { type ArmContext, type ArmWriter } from '../../../render/azure/arm-context';

/** An Event Grid webhook destination: the URL stated, else a parameter (Event Grid validates the endpoint first). */
const webhook = (c: Component, x: ArmContext) => ({
  endpointType: 'WebHook',
  properties: {
    endpointUrl:
      statedUrl(c) ??
      x.param(`${x.symbol(c)}WebhookUrl`, { type: 'string', description: 'HTTPS endpoint that receives the events' }),
  },
});

export function eventSubscription(c: Component, x: ArmContext, topic: Component, name: string, symbol: string): void {
  const retry = retryPolicy(c);
  x.resource(symbol, 'Microsoft.EventGrid/topics/eventSubscriptions', '2022-06-15', {
    name: x.under(topic, 'evgt', name),
    properties: {
      destination: webhook(c, x),
      eventDeliverySchema: 'EventGridSchema',
      retryPolicy: retry && { maxDeliveryAttempts: retry.attempts, eventTimeToLiveInMinutes: retry.minutes },
    },
    dependsOn: [x.symbol(topic)],
  });
}

export const NOTIFY_ARM: Record<string, ArmWriter> = {};
