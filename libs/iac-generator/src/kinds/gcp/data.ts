/** Storage, databases, analytics and messaging. Buckets are uniform and never public; SQL is private-IP only. */
import { type Kind } from '../kind';
import { networkFor } from './common';
import { subscriptionsInside } from './pubsub-subscriptions';

export const DATA_KINDS: Kind[] = [
  {
    kind: 'gcp.storage_bucket',
    label: 'main',
    title: 'Cloud Storage bucket',
  },
  {
    kind: 'gcp.storage_bucket_object',
    label: 'object',
    title: 'Storage object',
    needs: (c, plan) =>
      void (c.ref.bucket =
        plan.first('gcp.storage_bucket') ??
        plan.add('gcp.storage_bucket', { implicit: 'the bucket the object goes in', label: 'main' })),
  },
  {
    kind: 'gcp.storage_bucket_iam_member',
    label: 'reader',
    title: 'Bucket IAM member',
    needs: (c, plan) => {
      c.ref.bucket =
        plan.first('gcp.storage_bucket') ??
        plan.add('gcp.storage_bucket', { implicit: 'the bucket access is granted on', label: 'main' });
      c.ref.sa =
        plan.first('gcp.service_account') ??
        plan.add('gcp.service_account', { implicit: 'the identity granted access', label: 'app' });
    },
  },
  {
    kind: 'gcp.sql_database_instance',
    label: 'main',
    title: 'Cloud SQL instance',
    needs: (c, plan) => {
      networkFor(c, plan);
      if (c.config.replica) return;
      for (let i = 1; i <= Math.min(c.attrs.readReplicas ?? 0, 5); i++) {
        const replica = plan.add('gcp.sql_database_instance', {
          label: `${c.id}_replica_${i}`,
          phrase: c.phrase,
          attrs: { ...c.attrs },
          config: { replica: true },
        });
        replica.ref.source = c;
        plan.handOver(c, replica, 'read replicas');
      }
    },
  },
  {
    kind: 'gcp.redis_instance',
    label: 'cache',
    title: 'Memorystore for Redis',
    needs: (c, plan) => void networkFor(c, plan),
  },
  {
    kind: 'gcp.spanner_instance',
    label: 'main',
    title: 'Spanner instance',
  },
  {
    kind: 'gcp.firestore_database',
    label: 'main',
    title: 'Firestore database',
  },
  {
    kind: 'gcp.bigquery_dataset',
    label: 'analytics',
    title: 'BigQuery dataset',
  },
  {
    kind: 'gcp.bigquery_table',
    label: 'events',
    title: 'BigQuery table',
    needs: (c, plan) =>
      void (c.ref.dataset = plan.ensure('gcp.bigquery_dataset', 'the dataset the table belongs to', {
        label: 'analytics',
      })),
  },
  {
    kind: 'gcp.pubsub_topic',
    label: 'events',
    title: 'Pub/Sub topic',
    needs: subscriptionsInside,
  },
  {
    kind: 'gcp.pubsub_subscription',
    label: 'worker',
    title: 'Pub/Sub subscription',
    needs: (c, plan) => {
      c.ref.topic ??=
        plan.first('gcp.pubsub_topic') ??
        plan.add('gcp.pubsub_topic', { implicit: 'the topic the subscription reads', label: 'events' });
      // Delivery attempts stated ("after 8 delivery attempts") only mean something with a dead-letter topic.
      if ((c.attrs.flags.has('dlq') || c.attrs.maxReceives) && !c.ref.dlq)
        c.ref.dlq = plan.add('gcp.pubsub_topic', {
          implicit: 'dead letters go to their own topic',
          label: `${c.id}_dead_letter`,
        });
    },
  },
  {
    kind: 'gcp.filestore_instance',
    label: 'shared',
    title: 'Filestore instance',
    needs: (c, plan) => void networkFor(c, plan),
  },
];
