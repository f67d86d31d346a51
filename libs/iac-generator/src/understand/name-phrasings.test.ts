/**
 * The common ways of giving a component its name: "named"/"called" (and "calld"), quoted, an
 * identifier or a one-word name right after the kind's word, an identifier right before it. Plain
 * words and describing compounds before a kind are not names.
 */
import { type Cloud } from '../model/types';
import { understand } from './understand';

const named = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.map((m) => [m.kind, m.names] as [string, string[]]);

describe('a name stated in any common phrasing', () => {
  it.each<[string, Cloud, [string, string[]][]]>([
    [
      'a lambda function calld pricefeed and a table named stockrows',
      'aws',
      [
        ['aws.lambda_function', ['pricefeed']],
        ['aws.dynamodb_table', ['stockrows']],
      ],
    ],
    [
      'an SNS topic \'alerts-main\' and an SQS queue "jobs-q"',
      'aws',
      [
        ['aws.sns_topic', ['alerts-main']],
        ['aws.sqs_queue', ['jobs-q']],
      ],
    ],
    ['an acr acmeregistry01 for our images', 'azure', [['azure.container_registry', ['acmeregistry01']]]],
    ['a key vault prod-vault with purge protection', 'azure', [['azure.key_vault', ['prod-vault']]]],
    ['a service account deployer for CI', 'gcp', [['gcp.service_account', ['deployer']]]],
    ['a GKE cluster edge in europe-west1', 'gcp', [['gcp.container_cluster', ['edge']]]],
    ['a Deployment ledger with 3 replicas', 'k8s', [['k8s.deployment', ['ledger']]]],
    [
      'an orders-db database and a web-01 instance',
      'aws',
      [
        ['aws.db_instance', ['orders-db']],
        ['aws.instance', ['web-01']],
      ],
    ],
  ])('%s', (prompt, cloud, expected) => {
    expect(named(prompt, cloud)).toEqual(expected);
  });

  it.each<[string, Cloud]>([
    ['a simple queue and a big bucket', 'aws'],
    ['an arm64-based function behind a customer-facing app', 'aws'],
    ['an aws_glue_catalog database', 'aws'],
    ['a disruption budget that keeps one pod of the deployment running', 'k8s'],
  ])('reads no name in %s', (prompt, cloud) => {
    expect(understand(prompt, cloud).mentions.flatMap((m) => m.names)).toEqual([]);
  });

  it('still names a thing with a name that only starts like an aside', () => {
    expect(understand('a lambda function named ofc-pricing', 'aws').mentions.flatMap((m) => m.names)).toEqual([
      'ofc-pricing',
    ]);
  });
});

describe('a name opening an item of a list of what a thing has', () => {
  const namesOf = (prompt: string, cloud: 'aws' | 'azure' | 'gcp') =>
    understand(prompt, cloud).mentions.map((m) => m.names);

  it.each<[string, 'aws' | 'azure' | 'gcp', string]>([
    ['Cloud SQL instance:\n- name ledger-db-eu, regional HA\n- 2 vCPU', 'gcp', 'ledger-db-eu'],
    ['an Event Hubs namespace for telemetry:\n* name evh-telemetry-01\n* Standard tier', 'azure', 'evh-telemetry-01'],
    ['ECR repository\n- name payments-api\n- immutable tags', 'aws', 'payments-api'],
  ])('%s', (prompt, cloud, name) => {
    expect(namesOf(prompt, cloud)[0]).toEqual([name]);
  });

  it('reads what the item says of the name as no name', () => {
    expect(namesOf('a queue:\n- name should be short\n- retention 4 days', 'aws')[0]).toEqual([]);
  });
});

describe('a chat aside after a kind word is no name', () => {
  it.each<[string, 'aws' | 'azure' | 'gcp']>([
    ['a storage bucket for exports thx', 'gcp'],
    ['also a new queue plz', 'aws'],
    ['one more table pls, keyed on id', 'aws'],
    // Shortened asides: "of course", "to be honest", "as far as I know".
    ['then point the subscription at the function ofc', 'aws'],
    ['send it to a storage account tbh', 'azure'],
    ['a pubsub topic afaik', 'gcp'],
  ])('%s', (prompt, cloud) => {
    expect(understand(prompt, cloud).mentions.flatMap((m) => m.names)).toEqual([]);
  });

  it('still names a thing with a name that only starts like an aside', () => {
    expect(understand('a lambda function named ofc-pricing', 'aws').mentions.flatMap((m) => m.names)).toEqual([
      'ofc-pricing',
    ]);
  });
});
