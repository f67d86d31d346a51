import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.redshift_event_subscription',
  label: 'main',
  title: 'Redshift event subscription',
  needs: (c, plan) => {
    c.ref.cluster = plan.ensure('aws.redshift_cluster', 'the cluster this configures', { label: 'warehouse' });
    c.ref.topic = plan.ensure('aws.sns_topic', 'receives the events', { label: 'redshift_events' });
  },
};
