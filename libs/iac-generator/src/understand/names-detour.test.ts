/**
 * A name reaches its component across a place said in between ("a bucket in the EU named x", "a
 * topic on Google Cloud called y") and after a pronoun that refers back ("expose it as 'web'").
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const read = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => ({ kind: m.kind, names: m.names }));

describe('a place between a component and its name', () => {
  it.each<[string, Cloud, string, string]>([
    ['a Cloud Storage bucket on Google Cloud named media-vault', 'gcp', 'gcp.storage_bucket', 'media-vault'],
    ['one storage bucket in the EU called audit-trail-store', 'gcp', 'gcp.storage_bucket', 'audit-trail-store'],
    ['a Pub/Sub topic in europe-west4 named order-events', 'gcp', 'gcp.pubsub_topic', 'order-events'],
    ['an SQS queue in eu-central-1 called invoice-jobs', 'aws', 'aws.sqs_queue', 'invoice-jobs'],
    ['a key vault in West Europe named kv-ledger', 'azure', 'azure.key_vault', 'kv-ledger'],
  ])('%s', (prompt, cloud, kind, name) => {
    expect(read(prompt, cloud).find((m) => m.kind === kind)?.names).toEqual([name]);
  });

  it('a component said in between takes the name itself', () => {
    const read2 = read('a subnet in the VPC named core', 'aws');
    expect(read2.find((m) => m.kind === 'aws.vpc')?.names).toEqual(['core']);
    expect(read2.find((m) => m.kind === 'aws.subnet')?.names).toEqual([]);
  });
});

describe('a pronoun between the component word and its name', () => {
  it('"expose it as" names the Service', () => {
    const mentions = read(
      "a Deployment of ghcr.io/acme/shop:2.1 with 3 replicas, then expose it as 'storefront'",
      'k8s',
    );
    expect(mentions.find((m) => m.kind === 'k8s.service')?.names).toEqual(['storefront']);
    expect(mentions.find((m) => m.kind === 'k8s.deployment')?.names).toEqual([]);
  });
});
