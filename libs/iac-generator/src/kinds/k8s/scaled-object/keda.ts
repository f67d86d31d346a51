/**
 * What KEDA reads for each source it scales on: the trigger's metadata from what the request said
 * (its queue or topic, the amount one replica takes) and the parameter of the TriggerAuthentication
 * its credentials fill (a RabbitMQ scaler's `host`, a Service Bus scaler's `connection`).
 */
import { type Component } from '../../../model/types';

type Keda = NonNullable<Component['attrs']['keda']>;

/** The facts said of KEDA, on the ScaledObject or its TriggerAuthentication, gathered. */
export const kedaOf = (...cs: (Component | undefined)[]): Keda =>
  Object.assign({}, ...cs.map((c) => c?.attrs.keda ?? {})) as Keda;

/** The trigger's metadata; `target` is the amount one replica takes (KEDA's default where unsaid). */
export function triggerMetadata(k: Keda): Record<string, string | undefined> {
  switch (k.type) {
    case 'rabbitmq':
      return { queueName: k.queue, mode: 'QueueLength', value: k.target ?? '20' };
    case 'kafka':
      return { bootstrapServers: k.servers, consumerGroup: k.group, topic: k.queue, lagThreshold: k.target ?? '10' };
    case 'aws-sqs-queue':
      return { queueURL: k.queue, queueLength: k.target ?? '5' };
    case 'azure-servicebus':
      return { queueName: k.queue, messageCount: k.target ?? '5' };
    case 'redis':
      return { listName: k.queue, listLength: k.target ?? '5' };
    default:
      return {};
  }
}

/** The parameter of the scaler the Secret's key fills. */
export function authParameter(k: Keda): string {
  const what = k.authWhat ?? '';
  if (/password/.test(what)) return 'password';
  if (k.type === 'azure-servicebus') return 'connection';
  if (k.type === 'rabbitmq' || /host|uri|url|address|connection/.test(what)) return 'host';
  return what.replace(/\s+/g, '-') || 'host';
}
