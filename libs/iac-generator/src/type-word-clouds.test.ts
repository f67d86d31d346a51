/**
 * The multi-cloud `terraform` format hears a cloud in a resource type's whole name when only that
 * cloud's provider has the service ("an SSM parameter", "an ECR repository", "a Cognito user pool"),
 * so a request naming one cloud by such a product and another by its vendor word writes both. Words
 * of a type whose service other clouds' types also use, or another company's service, name no cloud.
 */
import { cloudsNamed } from './targets/cloud';
import { splitByCloud } from './targets/split-clouds';
import { generated, of } from './testing/resources';

describe('a cloud named by the words of its own type', () => {
  it.each([
    ['Keep the flag service URL in an SSM parameter /flags/endpoint', 'aws'],
    ['an ECR repository named api-images with scan on push', 'aws'],
    ['a cognito user pool for the shop customers', 'aws'],
    ['a servicebus queue named invoices', 'azure'],
    ['a dataflow job reading from the landing bucket', 'gcp'],
  ])('%s -> %s', (text, cloud) => {
    expect(cloudsNamed(text)).toEqual([cloud]);
  });

  it.each([
    'an application load balancer for the shop',
    'a KMS key for the backups',
    'a Datadog monitor on the queue depth',
    'a SQL database for reports',
    'an identity pool for the mobile app',
  ])('names no cloud: %s', (text) => {
    expect(cloudsNamed(text)).toEqual([]);
  });

  it('splits a request whose second cloud is named only by its vendor word', () => {
    const text = 'an ACM certificate for shop.example.org, and an Azure DNS zone for shop.example.org';
    expect(splitByCloud(text).map((p) => p.cloud)).toEqual(['aws', 'azure']);
  });

  it('writes both clouds when one is named by its product alone', async () => {
    const { result, resources, errors } = await generated(
      'Keep the release channel in an SSM parameter /deploy/channel with value stable, plus an Azure storage account named releasearchive',
      'terraform',
    );
    expect(errors).toEqual([]);
    expect(of(resources, 'aws_ssm_parameter')).toHaveLength(1);
    expect(of(resources, 'azurerm_storage_account')).toHaveLength(1);
    expect(result.files[0].content).toMatch(/hashicorp\/aws[\s\S]*hashicorp\/azurerm/);
  });

  it('keeps a request on one cloud when the type words are everyday ones', async () => {
    const { resources } = await generated(
      'An application load balancer, forwarding to two EC2 instances running the billing app',
      'terraform',
    );
    expect(resources.filter((r) => r.type.startsWith('azurerm_'))).toEqual([]);
    expect(of(resources, 'aws_lb')).toHaveLength(1);
  });
});
