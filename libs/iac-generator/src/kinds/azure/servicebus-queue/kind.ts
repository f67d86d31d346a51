import { type Kind } from '../../kind';
import { sbNamespace } from '../platform';

export const kind: Kind = {
  kind: 'azure.servicebus_queue',
  label: 'main',
  title: 'Service Bus queue',
  needs: sbNamespace,
};
