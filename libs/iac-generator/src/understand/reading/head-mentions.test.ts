import fc from 'fast-check';
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

/** The request model as a set: each resource's kind, count and names, in no particular order. */
const model = (prompt: string, cloud: Cloud) =>
  understand(prompt, cloud)
    .mentions.map((m) => `${m.kind} x${m.count} ${[...m.names].sort().join(',')}`)
    .sort();

const kinds = (prompt: string, cloud: Cloud) => [...new Set(understand(prompt, cloud).mentions.map((m) => m.kind))];

describe('a resource only where its words are the head of a noun phrase (issue 24, class 1)', () => {
  it('reads storage hanging on a database as the database storage, never a bucket, and says it was not read', () => {
    const intent = understand('an RDS Postgres database with storage that grows automatically', 'aws');
    expect([...new Set(intent.mentions.map((m) => m.kind))]).toEqual(['aws.db_instance']);
    expect(intent.unread.map((u) => u.text)).toEqual(['storage that grows automatically']);
  });

  it('still reads storage as a bucket where it is a thing of its own', () => {
    expect(kinds('an RDS Postgres database and storage for uploads', 'aws')).toContain('aws.s3_bucket');
  });

  it('keeps a resource hanging on another when the other declares no such setting', () => {
    expect(kinds('a VPC with two private subnets', 'aws')).toEqual(['aws.vpc', 'aws.subnet']);
  });

  it('keeps machines a resource does not group as machines of their own', () => {
    expect(kinds('a load balancer in front of two instances', 'aws')).toContain('aws.instance');
    expect(kinds('an S3 bucket with an EC2 instance', 'aws')).toContain('aws.instance');
  });

  it('keeps a product named in a phrase hanging on another resource', () => {
    expect(kinds('a blue/green deployment with Elastic Beanstalk environments', 'aws')).toContain(
      'aws.elastic_beanstalk_environment',
    );
  });

  it.each<[string, Cloud, string[]]>([
    ['Create an S3 bucket encrypted with our own KMS key', 'aws', ['aws.s3_bucket']],
    ['a blob container named logs', 'azure', ['azure.storage_container']],
    ['a deployment running nginx with at most 30 pods', 'k8s', ['k8s.deployment']],
    ['an EC2 instance with a 200 GB volume', 'aws', ['aws.instance']],
    ['a Cloud SQL instance with storage that grows automatically', 'gcp', ['gcp.sql_database_instance']],
    // The members of a group, counted or sized on it: never machines of their own.
    [
      'an EKS cluster with a managed node group of t3.large instances',
      'aws',
      ['aws.eks_cluster', 'aws.eks_node_group'],
    ],
    ['a VM scale set that grows to 10 instances', 'azure', ['azure.linux_virtual_machine_scale_set']],
    ['a Cloud Run service with a minimum of 1 instance', 'gcp', ['gcp.cloud_run_v2_service']],
    ['a statefulset running postgres with 20Gi storage per pod', 'k8s', ['k8s.stateful_set']],
  ])('%s: %j and nothing invented', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });
});

describe('the request model does not depend on clause order or filler words', () => {
  const clauses = [
    'an S3 bucket named "uploads"',
    'an SQS queue named "jobs"',
    'an RDS Postgres database with storage that grows automatically',
    'a Lambda function running Python 3.12',
  ];
  const fillers = ['', 'please add ', 'I need ', 'could you create ', 'we also want '];
  const expected = model(clauses.join('. '), 'aws');

  it('reads the same resources whatever the order and the filler', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray(clauses, { minLength: clauses.length, maxLength: clauses.length }),
        fc.array(fc.constantFrom(...fillers), { minLength: clauses.length, maxLength: clauses.length }),
        (order, filler) => {
          const prompt = order.map((c, k) => filler[k] + c).join('. ');
          expect(model(prompt, 'aws')).toEqual(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the request model does not depend on clause order or filler words, for each reading class', () => {
  /** Each resource's kind, count, names, properties turned off and things held, in no particular order. */
  const fullModel = (prompt: string, cloud: Cloud) =>
    understand(prompt, cloud)
      .mentions.map((m) =>
        [
          m.kind,
          `x${m.count}`,
          [...m.names].sort().join(','),
          `off:${[...(m.attrs.off ?? [])].sort().join(',')}`,
          `holds:${(m.attrs.children ?? []).map((c) => `${c.word}=${c.names.join('+')}`).join(',')}`,
        ].join(' '),
      )
      .sort();
  const fillers = ['', 'please add ', 'I need ', 'can you create ', 'we also want '];

  it.each<[string, Cloud, string[]]>([
    [
      'names, negations, what a machine runs',
      'aws',
      [
        'two SQS queues named orders and refunds',
        'an RDS Postgres database without multi-AZ',
        'an EC2 instance running our app',
        'an S3 bucket named acme-logs with versioning off',
      ],
    ],
    [
      'typed names, selected pods',
      'k8s',
      [
        'a Deployment api running nginx:1.27',
        'a Deployment worker running busybox',
        'a PodDisruptionBudget for pods app=search',
      ],
    ],
    [
      'things held by a product named after them, Kubernetes objects elsewhere',
      'azure',
      [
        'a container for uploads in a storage account',
        'a key vault named kv-payroll',
        'a Kubernetes deployment of nginx',
      ],
    ],
    [
      'short plurals with their count, things served, names given after a compound or to "it"',
      'azure',
      [
        'three identical VMs in westeurope',
        'a weekly backup policy for Linux VMs',
        'a container registry webimages',
        'a Service Bus queue with sessions, call it orders-in',
      ],
    ],
    [
      'a kind written as a type named by a component word, namespaces before the word, one object permitted',
      'k8s',
      [
        'a StatefulSet cache running redis:7',
        'a ServiceAccount auditor that can get the secret audit-key',
        'a Deployment web in the shop namespace',
      ],
    ],
    [
      'sizes of parts, ports of parts, a product named across a describing word',
      'aws',
      [
        'an m5.large instance with a 1 TB st1 data volume and the root volume at 50 GB',
        'an internal ALB listening on port 8443 and sending traffic to a target group on port 7000',
        'an EKS managed cluster eks-prod',
      ],
    ],
  ])('%s (%s)', (_classes, cloud, clauses) => {
    const expected = fullModel(clauses.join('. '), cloud);
    expect(expected.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(clauses, { minLength: clauses.length, maxLength: clauses.length }),
        fc.array(fc.constantFrom(...fillers), { minLength: clauses.length, maxLength: clauses.length }),
        (order, filler) => {
          const prompt = order.map((c, k) => filler[k] + c).join('. ');
          expect(fullModel(prompt, cloud)).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });
});

describe('the request model does not depend on clause order or filler words, for relations (interfaces, references, purposes, selectors)', () => {
  /** Each resource's kind, count, names and the selector values read, in no particular order. */
  const relationModel = (prompt: string, cloud: Cloud) =>
    understand(prompt, cloud)
      .mentions.map((m) =>
        JSON.stringify([
          m.kind,
          m.count,
          [...m.names].sort(),
          m.attrs.labels ?? null,
          m.attrs.allowFrom ?? null,
          m.attrs.minAvailable ?? null,
          m.attrs.maxUnavailable ?? null,
        ]),
      )
      .sort();
  const fillers = ['', 'please ', 'I need ', 'could you create ', 'also '];

  it.each<[string, Cloud, string[]]>([
    [
      'selectors and bounds',
      'k8s',
      [
        'a PodDisruptionBudget for pods app=queue keeping at least 2 available',
        'allow ingress to pods labelled tier=api only from the namespace edge',
        'a Deployment shop running httpd with 2 replicas',
      ],
    ],
    [
      'interfaces, purposes, references named',
      'azure',
      [
        'a Cosmos DB account reached with the DynamoDB API',
        'a storage account for VM backups',
        'an Azure SQL database of 20 DTUs hosted on the server sqlsrv-ledger',
      ],
    ],
    [
      'interface versions and purposes',
      'gcp',
      ['a Cloud Run service (the v2 API) with 1 CPU', 'a GCS bucket for audit logs', 'a Pub/Sub topic named events'],
    ],
  ])('%s (%s)', (_classes, cloud, clauses) => {
    const expected = relationModel(clauses.join('. '), cloud);
    expect(expected.length).toBe(clauses.length);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(clauses, { minLength: clauses.length, maxLength: clauses.length }),
        fc.array(fc.constantFrom(...fillers), { minLength: clauses.length, maxLength: clauses.length }),
        (order, filler) => {
          const prompt = order.map((c, k) => filler[k] + c).join('. ');
          expect(relationModel(prompt, cloud)).toEqual(expected);
        },
      ),
      { numRuns: 30 },
    );
  });
});
