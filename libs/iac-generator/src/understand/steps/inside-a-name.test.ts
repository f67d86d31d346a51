/**
 * A kind's word inside a hyphenated name is a word of the name (issue 24, class 1); joined to a
 * describing ending it still names the thing it describes. Wordings of our own.
 */
import { type Cloud } from '../../model/types';
import { generateInfrastructure } from '../../testing/resources';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];

describe('a kind word inside a hyphenated name', () => {
  it.each<[string, Cloud, string]>([
    ['a secret orders-db-password that the job reads', 'gcp', 'gcp.sql_database_instance'],
    ['grant the function access to the secret billing-redis-token', 'aws', 'aws.elasticache_cluster'],
    ['a key vault secret named app-cosmos-key', 'azure', 'azure.cosmosdb_account'],
  ])('is no resource: %s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('still reads a kind joined to a describing ending', () => {
    expect(kinds('a lambda-backed REST API', 'aws')).toContain('aws.lambda_function');
  });
});

describe('a hyphenated name nothing takes', () => {
  it('is said, never dropped', () => {
    const answer = generateInfrastructure({
      prompt: 'a VPC for project blue-falcon',
      platform: 'aws',
      format: 'terraform-aws',
    });
    const lines = [...answer.notCovered, ...(answer.notRead ?? [])];
    expect(lines.some((line) => line.includes('blue-falcon'))).toBe(true);
  });
});

describe('a kind word joined by a hyphen to a word no reading took as a name', () => {
  it.each<[string, Cloud, string]>([
    ['Changes to billing-api: set the image to 3.2.0', 'azure', 'azure.api_management'],
    ['the worker on reports-vm gets a new disk', 'gcp', 'gcp.compute_instance'],
  ])('is no resource: %s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps kinds joined to each other, each a thing', () => {
    expect(kinds('a queue-topic pair: an SQS queue jobs and an SNS topic', 'aws')).toEqual(
      expect.arrayContaining(['aws.sqs_queue', 'aws.sns_topic']),
    );
  });
});
