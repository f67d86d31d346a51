/**
 * Words inside a setting never become a resource (issue 24, class 1): each class in several
 * wordings, on every platform where it applies. What the words are instead is checked too: the
 * setting of the resource they hang on, or a line saying it was not written.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];
const settingsOf = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud).mentions.flatMap((m) => m.settings.map((s) => `${m.kind} ${s.label}`));

describe('a disk a machine boots from is the size of the machine, never a volume of its own', () => {
  it.each<[string, Cloud, string]>([
    ['an EC2 instance whose root volume is 100 GB', 'aws', 'aws.instance'],
    ['a t3.small instance; the root volume is 100 GB', 'aws', 'aws.instance'],
    ['an EC2 instance with a root disk of 50 GB', 'aws', 'aws.instance'],
    ['a compute engine VM with a boot volume of 50 GB', 'gcp', 'gcp.compute_instance'],
  ])('%s', (prompt, cloud, machine) => {
    expect(kinds(prompt, cloud)).toEqual([machine]);
    expect(settingsOf(prompt, cloud)).toContain(`${machine} storage`);
  });
});

describe('a zone something is placed in is its placement, never a DNS zone', () => {
  it.each<[string, Cloud]>([
    ['a Postgres database with a read replica in another zone', 'aws'],
    ['an RDS MySQL instance with a replica in a different availability zone', 'aws'],
    ['a Cloud SQL instance with a read replica in a different zone', 'gcp'],
    ['a Linux VM and a second VM in another zone', 'azure'],
  ])('%s', (prompt, cloud) => {
    expect(kinds(prompt, cloud).filter((k) => /zone/.test(k))).toEqual([]);
  });

  it('says the placement was not written where the resource does not take it', () => {
    const intent = understand('a Postgres database with a read replica in another zone', 'aws');
    expect(intent.notCovered.filter((l) => l.startsWith("'in another zone'"))).toHaveLength(1);
  });

  it('still reads a zone of records as a DNS zone', () => {
    expect(kinds('an A record in the zone for example.com', 'aws')).toContain('aws.route53_zone');
    expect(kinds('a hosted zone named example.com in another account', 'aws')).toContain('aws.route53_zone');
  });
});

describe('the backups of a database are its retention, never a backup service', () => {
  it.each<[string, Cloud, string]>([
    ['an RDS MySQL database with backups kept for 7 days', 'aws', 'aws.db_instance'],
    ['a Postgres RDS instance with daily backups retained 14 days', 'aws', 'aws.db_instance'],
    ['a Cloud SQL Postgres instance with backups kept for 7 days', 'gcp', 'gcp.sql_database_instance'],
    ['a PostgreSQL flexible server with backups retained for 14 days', 'azure', 'azure.postgresql_flexible_server'],
  ])('%s', (prompt, cloud, database) => {
    const intent = understand(prompt, cloud);
    expect(intent.mentions.every((m) => m.kind === database)).toBe(true);
    expect(intent.notCovered).toEqual([]);
    expect(settingsOf(prompt, cloud)).toContain(`${database} retention`);
  });

  it('keeps a backup service asked for by name', () => {
    expect(kinds('an EC2 instance backed up every day at midnight with AWS Backup', 'aws')).toContain(
      'aws.backup_plan',
    );
  });
});

describe("a setting's word after a resource is not the resource's name", () => {
  it.each<[string, Cloud]>([
    ['an RDS Postgres instance. Store the database password in Secrets Manager', 'aws'],
    ['a PostgreSQL flexible server; keep the database password in Key Vault', 'azure'],
    ['a Cloud SQL instance; put the database password in Secret Manager', 'gcp'],
    ['a MySQL database and its credentials in a secret', 'aws'],
  ])('%s', (prompt, cloud) => {
    const names = understand(prompt, cloud).mentions.flatMap((m) => m.names);
    expect(names.filter((n) => /password|credential/i.test(n))).toEqual([]);
  });
});

describe('an upper bound of pods is a maximum, never a count of replicas', () => {
  it.each([
    'a deployment running nginx with at most 30 pods',
    'an nginx deployment that scales up to 10 pods',
    'a deployment of redis with no more than 5 pods',
  ])('%s', (prompt) => {
    const deployment = understand(prompt, 'k8s').mentions.find((m) => m.kind === 'k8s.deployment')!;
    expect(deployment.attrs.desired).toBeUndefined();
    expect(deployment.attrs.max).toBeGreaterThan(1);
  });

  it('still reads a count of pods as replicas', () => {
    const deployment = understand('a deployment with 3 pods', 'k8s').mentions.find((m) => m.kind === 'k8s.deployment')!;
    expect(deployment.attrs.desired).toBe(3);
  });
});

describe("the platform's name before an object of it names the platform, never a namespace", () => {
  it.each([
    'a Kubernetes deployment running nginx',
    'a k8s deployment for redis',
    'a Kubernetes cron job that runs every hour',
  ])('%s', (prompt) => {
    expect(kinds(prompt, 'k8s')).not.toContain('k8s.namespace');
  });

  it('keeps a namespace asked for', () => {
    expect(kinds('a Kubernetes namespace called payments and a deployment in it', 'k8s')).toContain('k8s.namespace');
  });
});

describe("a kind's word before a head that names a setting describes that setting, never a resource", () => {
  it.each<[string, Cloud, string]>([
    ['a storage account for static assets. Turn off anonymous blob access', 'azure', 'azure.storage_container'],
    ['an EC2 instance in a public subnet; set the instance type to t3.micro', 'aws', 'aws.instance'],
    ['an RDS Postgres instance. Rotate the database password every 30 days', 'aws', 'aws.db_instance'],
    ['a GKE cluster; set the cluster mode to Autopilot', 'gcp', 'gcp.container_cluster'],
  ])('%s', (prompt, cloud, kind) => {
    // The resource is the one read in the first phrase; the later words only set something of it.
    expect(understand(prompt, cloud).mentions.filter((m) => m.kind === kind && m.phrase > 0)).toEqual([]);
  });

  it('keeps the resource when nothing was read before it', () => {
    expect(kinds('set the instance type of an EC2 instance to t3.micro', 'aws')).toContain('aws.instance');
  });
});
