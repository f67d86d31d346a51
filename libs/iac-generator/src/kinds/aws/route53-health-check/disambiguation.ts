import { type Disambiguation } from '../../disambiguation';

/** What a word read as this kind means beside the rest of the request (kinds/disambiguation.ts). */
export const disambiguation: readonly Disambiguation[] = [
  {
    reads: 'aws.route53_health_check',
    when: (x) => (x.has('aws.lb') || x.has('aws.elb')) && !/route ?53|dns|failover/.test(x.text),
    then: null,
    why: "A health check beside a load balancer is its target group's check, not a Route 53 health check.",
    example: 'An application load balancer with a health check on /healthz',
  },
];
