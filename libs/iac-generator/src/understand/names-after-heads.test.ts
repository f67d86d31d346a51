/**
 * A name is the thing's wherever it is given: after its kind's general word written after the
 * product's name ("Artifact Registry repo X", "Cloud Armor security policy X"), alone in brackets
 * after a store's word ("a stream (X)"), before "sharded on", and after an object's word on any cloud
 * ("service account X" names a Google service account as it names a Kubernetes one).
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const named = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => [m.kind, m.names]);

describe('a name after the general word of a product of several words', () => {
  it.each([
    [
      'an Artifact Registry repository called images-eu in europe-west1',
      'gcp.artifact_registry_repository',
      'images-eu',
    ],
    ['one artifact registry repo web in us-east1', 'gcp.artifact_registry_repository', 'web'],
    ['a Cloud Armor policy waf-main blocking 10.1.0.0/16', 'gcp.compute_security_policy', 'waf-main'],
    ['a Cloud Armor security policy api-shield', 'gcp.compute_security_policy', 'api-shield'],
  ])('%s', (prompt, kind, name) => {
    expect(named(prompt, 'gcp')).toEqual([[kind, [name]]]);
  });

  it('reads a kind word between the product and its general word as describing it, not as a thing of its own', () => {
    expect(named('an artifact registry docker repo called web-images', 'gcp')).toEqual([
      ['gcp.artifact_registry_repository', ['web-images']],
    ]);
  });
});

describe('a name alone in brackets after a store word', () => {
  it('names the stream', () => {
    expect(named('a Kinesis data stream (orders-feed) keeping data 2 days', 'aws')).toEqual([
      ['aws.kinesis_stream', ['orders-feed']],
    ]);
    expect(named('an SQS queue (invoices) with a dead-letter queue', 'aws')[0]).toEqual([
      'aws.sqs_queue',
      ['invoices'],
    ]);
  });

  it('reads no name from a word said of the thing in brackets', () => {
    expect(named('an SQS queue (optional) for retries', 'aws')[0]?.[1]).toEqual([]);
  });
});

describe('a name before how a collection is sharded', () => {
  it('names the collection of a Cosmos DB database', () => {
    const children = understand(
      'a Cosmos DB account for MongoDB with a database shop and a collection carts sharded on userId',
      'azure',
    ).mentions.flatMap((m) => m.attrs.children ?? []);
    expect(children).toContainEqual(expect.objectContaining({ word: 'collection', names: ['carts'] }));
  });
});

describe("an object's name after its word on a cloud", () => {
  it('names a Google service account by the word after "service account"', () => {
    expect(named('make a service account deploy-bot that can publish to a Pub/Sub topic jobs', 'gcp')).toContainEqual([
      'gcp.service_account',
      ['deploy-bot'],
    ]);
  });
});

describe('a hyphenated name is kept as written', () => {
  it('corrects no part of it, though the part alone reads as a misspelt word', () => {
    expect(named('a service account build-invoker for the pipeline', 'gcp')).toContainEqual([
      'gcp.service_account',
      ['build-invoker'],
    ]);
    expect(named('a bukcet named media-archivr', 'aws')).toEqual([['aws.s3_bucket', ['media-archivr']]]);
  });
});

describe("a describing compound of a kind's word names nothing", () => {
  it('reads no virtual network named "VNet-injected" out of how a database is placed', () => {
    expect(
      named('a PostgreSQL flexible server, VNet-injected into the data subnet', 'azure').filter(
        ([kind]) => kind === 'azure.virtual_network',
      ),
    ).toEqual([]);
  });
});

describe('a name said before "one"', () => {
  it('names one more of the thing before, or each of those counted', () => {
    expect(named('we need two SNS topics: an alerts one and an audit one', 'aws')).toEqual([
      ['aws.sns_topic', ['alerts', 'audit']],
    ]);
    expect(named('a bucket for uploads and a thumbnails one', 'aws')).toEqual([
      ['aws.s3_bucket', ['uploads', 'thumbnails']],
    ]);
  });

  it('reads no name from a word saying which one or of what kind', () => {
    for (const prompt of [
      'an SQS queue and a second one',
      'an SQS queue and a FIFO one',
      'an SQS queue and a bigger one',
    ])
      expect(named(prompt, 'aws').flatMap(([, names]) => names)).toEqual([]);
  });
});

describe('a Kubernetes kind written as a type names the object by the word after it', () => {
  it('names a Role by a plain word, as kubectl does', () => {
    // Read as its name, or as the object name the Role is named by when it is planned.
    const role = understand(
      'a Role releaser that can create and patch deployments in namespace shop',
      'k8s',
    ).mentions.find((m) => m.kind === 'k8s.role');
    expect([...(role?.names ?? []), role?.attrs.objectName]).toContain('releaser');
  });

  it('leaves a lower-case role word before a plain word alone', () => {
    expect(named('a role releaser that can create deployments', 'k8s')).toContainEqual(['k8s.role', []]);
  });
});

describe("an identifier after the last word of a kind's title", () => {
  it.each([
    ['a Cognito user pool shop-customers with MFA required', 'aws.cognito_user_pool', 'shop-customers'],
    ['an OpenSearch domain logs-search on 2 nodes', 'aws.opensearch_domain', 'logs-search'],
    ['an EFS file system shared-home for the build hosts', 'aws.efs_file_system', 'shared-home'],
  ])('%s', (prompt, kind, name) => {
    expect(named(prompt, 'aws')).toContainEqual([kind, [name]]);
  });

  it('names nothing with a value after a word of a setting ("instance type", "engine version")', () => {
    expect(named('an RDS instance with engine version postgres-16', 'aws').flatMap(([, names]) => names)).toEqual([]);
  });
});
