/**
 * A general word before the head of its noun phrase says which one the head is (issue 24,
 * head-noun class): "fargate api containers" are containers for the API, never an API gateway with
 * an invented Lambda behind it.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const kinds = (prompt: string, cloud: Cloud = 'aws') => [
  ...new Set(understand(prompt, cloud).mentions.map((m) => m.kind)),
];

describe('a general word before a resource head qualifies it', () => {
  it.each<[string, Cloud, string[]]>([
    [
      'fargate api containers with an aurora mysql database',
      'aws',
      ['aws.ecs_service', 'aws.rds_cluster', 'aws.db_instance'],
    ],
    ['two api containers on Cloud Run', 'gcp', ['gcp.cloud_run_v2_service']],
    ['please add api containers behind a load balancer', 'aws', ['aws.ecs_service', 'aws.lb']],
  ])('%s', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('reads a kind that is a sort of the head with the head ("alert policy")', () => {
    expect(kinds('an uptime check and an alert policy that emails sre@example.com', 'gcp')).toContain(
      'gcp.monitoring_alert_policy',
    );
  });

  it('keeps the word a resource where it heads its own noun phrase', () => {
    expect(kinds('an API and two containers')).toEqual(['aws.api_gateway_rest_api', 'aws.ecs_service']);
  });
});
