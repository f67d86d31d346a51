/**
 * A kind's word standing as a value of another thing makes no resource of its own (issue 24, INV),
 * wordings of our own: a unit, the service a delegation or an endpoint points to, a placement, a
 * remark on the ask, a switch, an attribute's name, and what a Kubernetes role acts on. Each rule
 * is checked to leave the same word alone where it does ask for a thing.
 */
import { type Cloud } from '../../model/types';
import { generatedResources } from '../../testing/resources';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];
const unread = (prompt: string, cloud: Cloud) => understand(prompt, cloud).unread.map((u) => u.text);

describe('a kind word after "per" is the unit a number counts in', () => {
  it.each<[string, Cloud, string]>([
    ['a Fargate service, 0.5 vCPU, scale 2 to 6 on 200 requests per instance', 'aws', 'aws.instance'],
    ['a StatefulSet db of postgres:16 with a 5Gi claim per pod', 'k8s', 'k8s.deployment'],
    ['a Cloud Run service with 40 concurrent requests per container', 'gcp', 'gcp.compute_instance'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps the same word asked for as a thing', () => {
    expect(kinds('an EC2 instance t3.micro and an S3 bucket', 'aws')).toContain('aws.instance');
  });
});

describe('the service a subnet is delegated to or an endpoint reaches', () => {
  it.each<[string, Cloud, string]>([
    [
      'a subnet snet-sql 10.1.2.0/24 delegated to Microsoft.DBforMySQL/flexibleServers',
      'azure',
      'azure.mysql_flexible_server',
    ],
    ['subnet snet-pg with a delegation to PostgreSQL flexible servers', 'azure', 'azure.postgresql_flexible_server'],
    ['an interface endpoint for Secrets Manager in vpc vpc-0abc1234', 'aws', 'aws.secretsmanager_secret'],
    ['interface endpoints for ECR (api + dkr) in two subnets', 'aws', 'aws.ecr_repository'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('writes no resource of a type named as the delegation target', async () => {
    const types = (
      await generatedResources('subnet snet-sql 10.1.2.0/24 delegated to Microsoft.DBforMySQL/flexibleServers', 'bicep')
    ).map((r) => r.type);
    expect(types).not.toContain('Microsoft.DBforMySQL/flexibleServers');
  });

  it('says an endpoint service nothing wrote as not read', () => {
    expect(unread('a gateway endpoint for Secrets Manager', 'aws')).toContain('secrets manager');
  });

  it('keeps a thing named with a determiner after "for"', () => {
    expect(kinds('a VPC endpoint for the S3 bucket media-raw', 'aws')).toContain('aws.s3_bucket');
  });
});

describe('a zone or region followed by its value is a placement', () => {
  it.each<[string, Cloud]>([
    ['a Filestore instance of 1 TiB, zone europe-west1-c', 'gcp'],
    ['a Memorystore Redis instance in zone us-east1-d', 'gcp'],
    ['an EBS volume of 100 GB, zone eu-west-1b', 'aws'],
  ])('%s', (prompt, cloud) => {
    expect(kinds(prompt, cloud).filter((k) => /dns|zone/.test(k))).toEqual([]);
  });

  it('still reads a DNS zone with its domain', () => {
    expect(kinds('a public DNS zone shop.example.org', 'gcp')).toContain('gcp.dns_managed_zone');
  });
});

describe('a bare kind word that is the subject of "is" and an adjective is a remark', () => {
  it.each<[string, Cloud, string]>([
    [
      'an App Service plan on B1 and a web app; budget is limited, so stay cheap',
      'azure',
      'azure.consumption_budget_subscription',
    ],
    ['a Lambda function and an SQS queue. Budget is tight!', 'aws', 'aws.budgets_budget'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('says the remark as not read', () => {
    expect(unread('a web app. budget is tight', 'azure')).toContain('budget is tight');
  });

  it('keeps the word when the sentence goes on to ask for something', () => {
    expect(kinds('a queue jobs. Make sure EventBridge is actually allowed to send to it', 'aws')).toContain(
      'aws.cloudwatch_event_rule',
    );
  });

  it('keeps a thing introduced before "is"', () => {
    expect(kinds('a budget is needed for the subscription', 'azure')).toContain(
      'azure.consumption_budget_subscription',
    );
  });
});

describe('a switch of the thing before', () => {
  it('is never a resource of its own', () => {
    const prompt = 'an interface endpoint for SSM with private DNS on';
    expect(kinds(prompt, 'aws')).not.toContain('aws.route53_zone');
    expect(unread(prompt, 'aws')).toContain('private DNS on');
  });

  it('keeps a thing placed "on" another', () => {
    expect(kinds('a VPC vpc-main and a private DNS zone on the VPC', 'aws')).toContain('aws.route53_zone');
  });

  it("keeps a part of the same service that is what the switch turns on (a file system's backup policy)", () => {
    expect(kinds('an EFS file system with automatic backups turned on', 'aws')).toContain('aws.efs_backup_policy');
  });
});

describe('a kind word naming an attribute of the thing before', () => {
  it('is that thing’s attribute', () => {
    const prompt = 'a public IP with DNS label shop-edge';
    expect(kinds(prompt, 'azure')).toEqual(['azure.public_ip']);
    // Read as the public IP's setting (settings/part-names.ts), so its words are not unread.
    expect(understand(prompt, 'azure').mentions[0].settings.map((s) => s.values?.dnsLabel)).toContain('shop-edge');
    expect(unread(prompt, 'azure')).not.toContain('DNS label');
  });
});

describe('what a Kubernetes role acts on', () => {
  it.each([
    'a Role viewer in namespace apps; let it read pod logs',
    'a Role ops in namespace apps that can create deployments; take create off services',
    'a Role ops in namespace apps; keep update on deployments',
  ])('%s', (prompt) => {
    expect(kinds(prompt, 'k8s').filter((k) => k === 'k8s.deployment' || k === 'k8s.service')).toEqual([]);
  });

  it('keeps objects asked for beside a role', () => {
    expect(kinds('a Role viewer and a Deployment web running nginx', 'k8s')).toContain('k8s.deployment');
  });
});

describe('a generic count after a bound is the unit of the thing before', () => {
  it.each<[string, Cloud, string]>([
    ['a 2nd gen Cloud Function thumbs, 512M memory, max 15 instances', 'gcp', 'gcp.compute_instance'],
    ['an App Runner service web, scale up to 6 instances', 'aws', 'aws.instance'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps machines asked for beside another thing', () => {
    expect(kinds('a Lambda function and up to 3 EC2 instances', 'aws')).toContain('aws.instance');
  });
});

describe('a bare word of scaling after another thing is how that thing scales', () => {
  it.each<[string, Cloud, string]>([
    ['a Cloud Run service web, autoscale up to 12 instances', 'gcp', 'gcp.compute_instance_group_manager'],
    ['Cosmos DB account for MongoDB, autoscale up to 6000 RU/s', 'azure', 'azure.linux_virtual_machine_scale_set'],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps an autoscaling group introduced as such', () => {
    expect(kinds('a launch template lt-web and an autoscaling group of 2 to 4', 'aws')).toContain(
      'aws.autoscaling_group',
    );
  });
});

describe('who takes on a role is the caller of its trust', () => {
  it('makes no workflow of its own', () => {
    const prompt = 'an IAM role ci-readonly that the workflow can assume';
    expect(kinds(prompt, 'aws')).toEqual(['aws.iam_role']);
    expect(unread(prompt, 'aws')).toContain('workflow');
  });
});

describe('Kubernetes: a workload’s pods', () => {
  it.each([
    'a Job running trainer:2 as 6 parallel pods, each requesting 1 CPU',
    'a CronJob nightly running busybox; its pods need 100m CPU',
  ])('reads pods after a workload as its pods: %s', (prompt) => {
    expect(kinds(prompt, 'k8s')).not.toContain('k8s.deployment');
  });

  it('gives the pods’ settings to the workload', () => {
    const job = understand('a Job running trainer:2 as 6 parallel pods, each requesting 1 CPU', 'k8s').mentions;
    expect(job.flatMap((m) => m.settings.map((s) => `${m.kind} ${s.label}`))).toContain('k8s.job CPU');
  });
});

describe('the backups a database keeps are its own', () => {
  it.each<[string, Cloud, string]>([
    [
      'MariaDB flexible server, 4 vCores, backups kept 10 days and zone-redundant',
      'azure',
      'azure.recovery_services_vault',
    ],
    [
      'Cosmos DB account for Cassandra (RU-based), continuous backup with 30 days of restore',
      'azure',
      'azure.recovery_services_vault',
    ],
  ])('%s', (prompt, cloud, invented) => {
    expect(kinds(prompt, cloud)).not.toContain(invented);
  });

  it('keeps backups of a machine a backup service of their own', () => {
    expect(kinds('a Linux VM vm-app with daily backups kept 14 days', 'azure')).toContain(
      'azure.recovery_services_vault',
    );
  });
});
