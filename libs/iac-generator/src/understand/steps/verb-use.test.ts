/**
 * A kind's word makes a resource only as the head of a noun phrase asked for (issue 24, INV): never
 * said as a verb ("cache for a day", "log everything to ..."), nor as the role a machine plays in a
 * database read before ("add a second instance as a reader"). In wordings of our own, each class
 * checked also to leave the same word a resource where it is asked for.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];
const unread = (prompt: string, cloud: Cloud) => understand(prompt, cloud).unread.map((u) => u.text);

describe('a general kind word said as a verb makes nothing', () => {
  it.each<[string, Cloud, string, string]>([
    [
      'CloudFront distribution for the bucket site-a, cache for a day',
      'aws',
      'aws.elasticache_cluster',
      'cache for a day',
    ],
    [
      'a CloudFront distribution; cache the responses for an hour',
      'aws',
      'aws.elasticache_cluster',
      'cache the responses',
    ],
    [
      'An S3 bucket behind CloudFront. Cache images at the edge for a week',
      'aws',
      'aws.elasticache_cluster',
      'Cache images',
    ],
    ['we want to cache API responses for 5 minutes behind CloudFront', 'aws', 'aws.elasticache_cluster', 'cache'],
    [
      'a Front Door profile for the web app; cache static files for an hour',
      'azure',
      'azure.redis_cache',
      'cache static files',
    ],
    ['a Cloud CDN backend bucket; cache content for a day', 'gcp', 'gcp.redis_instance', 'cache content'],
    [
      'a Cloud Storage bucket assets; then cache the files for two weeks',
      'gcp',
      'gcp.redis_instance',
      'cache the files',
    ],
  ])('%s', (prompt, cloud, invented, said) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
    expect(unread(prompt, cloud).join(' / ')).toContain(said);
  });

  it.each<[string, Cloud, string]>([
    ['An ALB and a cache for the sessions', 'aws', 'aws.elasticache_cluster'],
    ['cache for the sessions', 'aws', 'aws.elasticache_cluster'],
    ['Redis cache for sessions, 2 nodes', 'aws', 'aws.elasticache_cluster'],
    ['a web app and a Redis cache for its sessions', 'azure', 'azure.redis_cache'],
    ['a Memorystore cache for the API, 5 GB', 'gcp', 'gcp.redis_instance'],
    ['queue orders and a Lambda function to drain it', 'aws', 'aws.sqs_queue'],
    ['a Deployment web and a Service for it on port 80', 'k8s', 'k8s.service'],
    ['cronjob every 10 minutes running alpine', 'k8s', 'k8s.cron_job'],
  ])('still makes the thing asked for: %s', (prompt, cloud, kind) => {
    expect(kinds(prompt, cloud)).toContain(kind);
  });

  it('reads a singular noun right after a kind word as its name, never an object', () => {
    const said = 'Cosmos DB for NoSQL, database orders with container lines';
    expect(unread(said, 'azure').join(' / ')).not.toContain('database');
  });

  it.each<[string, Cloud, string]>([
    ['snapshot our data volumes daily at 03:00 and keep a week of them', 'aws', 'aws.db_snapshot'],
    ['Snapshot the EBS disks every 6 hours', 'aws', 'aws.db_snapshot'],
    [
      'Alert the on-call action group whenever the availability test fails from 2 regions',
      'azure',
      'azure.monitor_metric_alert',
    ],
  ])("reads a verb that is the kind's own work on a stated schedule as an ask: %s", (prompt, cloud, kind) => {
    expect(kinds(prompt, cloud)).toContain(kind);
  });

  it('leaves Kubernetes objects asked for alone next to a verb', () => {
    const said = 'a Deployment api with 2 replicas; cache the responses for 60 seconds';
    expect(kinds(said, 'k8s')).toEqual(['k8s.deployment']);
    expect(unread(said, 'k8s').join(' / ')).toContain('cache the responses');
  });
});

describe('a machine named by its role after "as" in a database read before', () => {
  it.each<[string, Cloud, string]>([
    ['Aurora PostgreSQL cluster claims-a, add a second instance as a reader', 'aws', 'aws.instance'],
    ['an Aurora MySQL cluster shop-db; add another instance as the replica', 'aws', 'aws.instance'],
    ['a Cloud SQL MySQL instance and add a second instance as a read replica', 'gcp', 'gcp.compute_instance'],
    ['a PostgreSQL flexible server pg-a with one more server as a standby', 'azure', 'azure.linux_virtual_machine'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('counts the member it adds on the cluster', () => {
    const read = understand('an Aurora PostgreSQL cluster claims-a; add a second instance as a reader', 'aws');
    const cluster = read.mentions.find((m) => m.kind === 'aws.rds_cluster');
    expect(cluster?.attrs.nodes).toBe(2);
    expect(cluster?.settings.map((s) => s.label)).toContain('instance count');
  });

  it.each<[string, Cloud, string]>([
    ['an Aurora cluster db-a plus an EC2 instance as a bastion', 'aws', 'aws.instance'],
    ['an EC2 instance as the primary web server and an RDS Postgres database', 'aws', 'aws.instance'],
    ['a VM acting as a jump box and an Azure SQL database', 'azure', 'azure.linux_virtual_machine'],
  ])('still makes a machine whose role is no database member: %s', (prompt, cloud, kind) => {
    expect(kinds(prompt, cloud)).toContain(kind);
  });
});
