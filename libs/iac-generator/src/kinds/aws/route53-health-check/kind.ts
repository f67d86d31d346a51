import { type Kind } from '../../kind';

export const kind: Kind = {
  kind: 'aws.route53_health_check',
  label: 'primary',
  title: 'Route 53 health check',
};
