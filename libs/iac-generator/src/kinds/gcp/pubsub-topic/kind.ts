import { type Kind } from '../../kind';
import { subscriptionsInside } from '../pubsub-subscriptions';

export const kind: Kind = {
  kind: 'gcp.pubsub_topic',
  label: 'events',
  title: 'Pub/Sub topic',
  needs: subscriptionsInside,
};
