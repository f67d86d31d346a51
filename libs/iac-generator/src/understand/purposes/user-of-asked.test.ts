/**
 * Who uses a thing asked is said of it, never asked for (issue 24, INV): the subject of a verb of use
 * whose object is the thing asked, and the far end a rule lets traffic from or to. Wordings of our own.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);
const lines = (prompt: string, cloud: Cloud) => understand(prompt, cloud).notCovered.join('\n');

describe('a user of what is asked', () => {
  it.each<[string, Cloud, string, string]>([
    ['a premium file share called media that our VMs will mount', 'azure', 'azure.storage_share', 'vm'],
    ['an S3 bucket exports-eu the reporting servers read from', 'aws', 'aws.s3_bucket', 'instance'],
    ['a Memorystore Redis instance that the GKE workloads connect to', 'gcp', 'gcp.redis_instance', 'container'],
    ['a ConfigMap flags-v2 which the web pods will read', 'k8s', 'k8s.config_map', 'deployment'],
    ['an SNS topic billing-alerts; the ops Lambda subscribes to it', 'aws', 'aws.sns_topic', 'lambda'],
    ['a Pub/Sub topic orders-out. The Cloud Functions will publish to it.', 'gcp', 'gcp.pubsub_topic', 'function'],
    ['an EFS file system that our ECS tasks will mount', 'aws', 'aws.efs_file_system', 'ecs'],
  ])('is not asked for: %s', (prompt, cloud, asked, user) => {
    const read = kinds(prompt, cloud);
    expect(read).toContain(asked);
    expect(read.filter((k) => k.includes(user))).toEqual([]);
    expect(lines(prompt, cloud)).toMatch(/who uses or reaches what is asked, not asked for itself/);
  });

  it('names the user in its line, with what it does', () => {
    expect(lines('a storage queue jobs-q that the batch VMs poll', 'azure')).toContain("'the batch VMs poll'");
  });

  it.each<[string, Cloud, string[]]>([
    // The user is asked too: introduced ("a new"), counted, or the subject is the thing asked itself.
    ['an S3 bucket that a new Lambda function reads from', 'aws', ['aws.s3_bucket', 'aws.lambda_function']],
    ['an SQS queue jobs-q. A Lambda function will poll it.', 'aws', ['aws.sqs_queue', 'aws.lambda_function']],
    ['an EC2 instance that mounts an EFS file system', 'aws', ['aws.instance', 'aws.efs_file_system']],
    ['a VM and a managed disk it mounts', 'azure', ['azure.linux_virtual_machine', 'azure.managed_disk']],
    ['create a bastion host and an SSH key for it', 'aws', ['aws.instance', 'aws.key_pair']],
    ['a Deployment api running nginx:1.27 and a Service that selects it', 'k8s', ['k8s.deployment', 'k8s.service']],
  ])('stays asked when it is a thing of its own: %s', (prompt, cloud, asked) => {
    const read = kinds(prompt, cloud);
    for (const kind of asked) expect(read).toContain(kind);
    expect(lines(prompt, cloud)).not.toMatch(/who uses or reaches/);
  });

  it('a user asked before is referred to, never said as unwritten', () => {
    const prompt = 'two Linux VMs and a file share that the VMs will mount';
    expect(kinds(prompt, 'azure').filter((k) => k === 'azure.linux_virtual_machine')).toHaveLength(1);
    expect(lines(prompt, 'azure')).not.toMatch(/who uses or reaches/);
  });
});

describe('the far end of a rule', () => {
  it.each<[string, Cloud, string, string]>([
    ['a firewall rule allowing 8080 from 10.8.0.0/16 to instances tagged api-node', 'gcp', 'instance', 'api-node'],
    ['a security group cache-sg allowing 6379 from the worker instances', 'aws', 'instance', 'worker instances'],
  ])('pointed at or tagged, is not asked for: %s', (prompt, cloud, user, said) => {
    expect(kinds(prompt, cloud).filter((k) => k.includes(user))).toEqual([]);
    expect(lines(prompt, cloud)).toContain(said);
  });

  it('introduced with "a", is asked', () => {
    expect(kinds('a security group allowing 443 from a new load balancer', 'aws')).toContain('aws.lb');
  });
});

describe('what a thing has, in a clause of reason', () => {
  it.each<[string, Cloud, string[]]>([
    ['a zone-redundant storage account stdocs7 (ZRS, since the region has zones)', 'azure', ['azure.storage_account']],
    ['because the project already has buckets, only add a Pub/Sub topic feed-x', 'gcp', ['gcp.pubsub_topic']],
  ])('makes nothing: %s', (prompt, cloud, asked) => {
    expect(kinds(prompt, cloud)).toEqual(asked);
  });

  it('what the request has a thing have is asked', () => {
    expect(kinds('a private DNS zone that has two records and a public DNS zone', 'azure')).toContain('azure.dns_zone');
  });
});
