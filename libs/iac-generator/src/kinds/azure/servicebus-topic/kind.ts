import { type Kind } from '../../kind';
import { sbNamespace } from '../platform';

export const kind: Kind = {
  kind: 'azure.servicebus_topic',
  label: 'main',
  title: 'Service Bus topic',
  needs: sbNamespace,
};
