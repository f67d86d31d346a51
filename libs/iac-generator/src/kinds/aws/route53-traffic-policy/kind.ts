import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.route53_traffic_policy',
  label: 'main',
  title: 'Route 53 traffic policy',
};
