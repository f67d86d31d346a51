/**
 * A kind's word before a head that names an aspect ("user sessions", "the PostgreSQL dialect",
 * "container insights") says which aspect is meant, never a resource of that kind (issue 24,
 * class 1). Wordings of our own, on every platform where the class shows.
 */
import { type Cloud } from '../../model/types';
import { generateInfrastructure } from '../../testing/resources';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];

describe('an aspect named with a kind word is no resource of that kind', () => {
  it.each<[string, Cloud, string]>([
    ['a Memcached cluster that keeps user sessions for the shop', 'aws', 'aws.iam_user'],
    ['Spanner instance ledger, database accounts using the PostgreSQL dialect', 'gcp', 'gcp.sql_database_instance'],
    ['an AKS cluster named kube-eu with container insights switched on', 'azure', 'azure.container_app'],
    ['namespace batch with default container limits 250m/256Mi', 'k8s', 'k8s.deployment'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('reads one account where the drivers a service speaks through name its interface', () => {
    const prompt = 'a Cosmos DB account for the service that speaks through MongoDB drivers';
    expect(understand(prompt, 'azure').mentions.map((m) => m.kind)).toEqual(['azure.cosmosdb_account']);
  });

  it('says the aspect was not read when nothing wrote it', () => {
    const answer = generateInfrastructure({
      prompt: 'a Memcached cluster that keeps user sessions for the shop',
      platform: 'aws',
      format: 'terraform-aws',
    });
    expect(answer.notRead?.some((line) => line.includes('sessions'))).toBe(true);
    expect(answer.files.map((f) => f.content).join('\n')).not.toContain('aws_iam_user');
  });

  it('gives the aspect to the setting that reads it, with nothing said unread', () => {
    const intent = understand('namespace batch with default container limits 250m/256Mi', 'k8s');
    expect(intent.unread).toEqual([]);
  });
});

describe('a kind word before an aspect its own kind declares still asks for it', () => {
  it.each<[string, Cloud, string]>([
    ['a ClusterIP service port 8080 in front of deployment web', 'k8s', 'k8s.service'],
    ['an ECS Fargate service with container image ghcr.io/acme/web:1.4', 'aws', 'aws.ecs_service'],
  ])('%s', (prompt, cloud, kind) => {
    expect(kinds(prompt, cloud)).toContain(kind);
  });
});

describe('the disks and zones of a group listed after it are its settings', () => {
  it.each<[string, Cloud, string]>([
    [
      'GKE cluster core:\n- node pool "batch": n2-standard-4, 2-6 nodes per zone, 80 GB disks',
      'gcp',
      'gcp.container_node_pool',
    ],
    ['node group workers: m6i.large, 3 to 9 instances, 120 GB volumes', 'aws', 'aws.eks_node_group'],
  ])('%s', (prompt, cloud, group) => {
    const intent = understand(prompt, cloud);
    const kindsRead = intent.mentions.map((m) => m.kind);
    expect(kindsRead.filter((k) => /disk|volume|zone/.test(k))).toEqual([]);
    const owner = intent.mentions.find((m) => m.kind === group);
    expect(owner?.settings.map((s) => s.family)).toContain('storage');
  });
});

describe('names and disks of their own stay what they are', () => {
  it('reads a word for what a store holds after its word as its name', () => {
    const table = understand('a DynamoDB table sessions keyed on session_id', 'aws').mentions;
    expect(table.map((m) => [m.kind, m.names])).toEqual([['aws.dynamodb_table', ['sessions']]]);
  });

  it.each<[string, Cloud, string]>([
    ['a Compute Engine VM with a 300 GB data disk', 'gcp', 'gcp.compute_disk'],
    ['a Linux VM with an extra 128 GB data disk', 'azure', 'azure.managed_disk'],
  ])('keeps a disk said to be its own: %s', (prompt, cloud, disk) => {
    expect(kinds(prompt, cloud)).toContain(disk);
  });
});

describe('an aspect another thing of the request keeps is that thing', () => {
  it.each<[string, Cloud, string]>([
    ['keep the database password in a Secrets Manager secret', 'aws', 'aws.db_instance'],
    ['the db credentials go into a Secret Manager secret with rotation', 'gcp', 'gcp.sql_database_instance'],
  ])('%s', (prompt, cloud, invented) => {
    const intent = understand(prompt, cloud);
    expect(intent.mentions.map((m) => m.kind)).not.toContain(invented);
  });

  it('says nothing of the aspect the secret keeps', () => {
    expect(understand('keep the database password in a Secrets Manager secret', 'aws').unread).toEqual([]);
  });

  it.each<[string, string]>([
    ['a launch template with a 40 GB root volume', 'aws.launch_template'],
    ['an EC2 instance with a 30 GB root disk volume', 'aws.instance'],
  ])('reads a root volume as the size of what boots from it: %s', (prompt, kind) => {
    expect(kinds(prompt, 'aws')).toEqual([kind]);
  });
});

describe('a machine named by its role in a database read before is one of its members', () => {
  it.each<[string, Cloud, string]>([
    ['a DocumentDB cluster of 3; the writer instance is db.r6g.large', 'aws', 'aws.instance'],
    ['an Aurora MySQL cluster whose primary instance sits in eu-west-1a', 'aws', 'aws.instance'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('still reads a machine for a role of something else', () => {
    expect(kinds('an EC2 instance for the primary site', 'aws')).toEqual(['aws.instance']);
  });
});

describe('numbered zones said on their own are a placement', () => {
  it('is no DNS zone', () => {
    expect(kinds('a standard public IP, zones 1-3, for the gateway', 'azure')).not.toContain('azure.dns_zone');
  });
});
