/**
 * Names the user gives are kept: "call it X" / "name it X" names the thing said before, and a plain
 * word after a registry or a repository names it, also after a compound ("container registry").
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const named = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => [m.kind, m.names]);

describe('names the user gives', () => {
  it('"call it X" and "name it X" name the thing said before', () => {
    expect(named('a Pub/Sub topic with 7 days of retention, call it billing-events', 'gcp')).toEqual([
      ['gcp.pubsub_topic', ['billing-events']],
    ]);
    expect(named('an SNS topic for alarms; name it "ops-alerts"', 'aws')).toEqual([['aws.sns_topic', ['ops-alerts']]]);
  });

  it('leaves a thing named already as it was', () => {
    expect(named('a bucket named raw-data, call it the landing zone', 'aws')).toContainEqual([
      'aws.s3_bucket',
      ['raw-data'],
    ]);
  });

  it('names a registry by the plain word after it, also after "container registry"', () => {
    expect(named('a container registry webimages with geo-replication', 'azure')).toEqual([
      ['azure.container_registry', ['webimages']],
    ]);
  });

  it('names a product after the clipped form of its head word ("ECR repo")', () => {
    expect(named('an ECR repo "checkout-web" with immutable tags', 'aws')).toEqual([
      ['aws.ecr_repository', ['checkout-web']],
    ]);
  });

  it('reads no name out of the word repeated ("registry registries")', () => {
    expect(named('Microsoft.ContainerRegistry/registries on Standard', 'azure')[0]?.[1] ?? []).toEqual([]);
  });
});
