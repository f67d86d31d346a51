/**
 * A word right after "service" names the service as the platform names it ("ECS Fargate service
 * checkout", "Cloud Run service billing", "a Kubernetes service payments"), also a noun in "-ing"
 * when the phrase ends or goes on with another part; compounds of "service" (a service endpoint,
 * principal, mesh, account) and verbs after it ("service listening on 8080", "service running
 * nginx") name nothing.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const named = (prompt: string, cloud: Cloud, kind: string) =>
  understand(prompt, cloud).mentions.find((m) => m.kind === kind)?.names ?? [];

describe('a name after "service"', () => {
  it.each([
    ['aws', 'an ECS Fargate service checkout running nginx', 'aws.ecs_service', 'checkout'],
    ['aws', 'deploy an ECS service ledger on Fargate with 2 tasks', 'aws.ecs_service', 'ledger'],
    ['gcp', 'a Cloud Run service billing', 'gcp.cloud_run_v2_service', 'billing'],
    ['gcp', 'a cloud run service shipping, with min 1 instance and a bucket', 'gcp.cloud_run_v2_service', 'shipping'],
    ['k8s', 'a Kubernetes service payments on port 8080', 'k8s.service', 'payments'],
  ] as [Cloud, string, string, string][])('%s: %s', (cloud, prompt, kind, name) => {
    expect(named(prompt, cloud, kind)).toEqual([name]);
  });

  it.each([
    ['aws', 'an ECS service listening on port 8080', 'aws.ecs_service'],
    ['aws', 'an ECS service running nginx', 'aws.ecs_service'],
    ['gcp', 'a Cloud Run service with a service account', 'gcp.cloud_run_v2_service'],
  ] as [Cloud, string, string][])('names nothing: %s: %s', (cloud, prompt, kind) => {
    expect(named(prompt, cloud, kind)).toEqual([]);
  });
});

describe('a product named with "services" or "service" inside its name', () => {
  it('keeps the product: a recovery services vault, an app service plan', () => {
    expect(
      understand('a recovery services vault backing up our VMs daily at 22:00', 'azure').mentions.map((m) => m.kind),
    ).toContain('azure.recovery_services_vault');
    expect(understand('an app service plan asp-tools with a web app', 'azure').mentions.map((m) => m.kind)).toContain(
      'azure.service_plan',
    );
  });
});
