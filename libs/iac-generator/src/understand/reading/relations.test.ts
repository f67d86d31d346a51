/**
 * Words that relate to a thing instead of asking for one (issue 24, reading classes): an interface
 * of a product ("the v2 API"), a reference back ("its pods", "the server x"), what a store is for
 * ("a bucket for audit logs"), traffic a network policy lets in, a disruption budget's bounds.
 */
import { type Cloud } from '../../model/types';
import { understand } from '../understand';

const kinds = (prompt: string, cloud: Cloud) => understand(prompt, cloud).mentions.map((m) => m.kind);

describe("an interface of a product is no API of the request's own", () => {
  it.each<[string, Cloud, string[]]>([
    ['run the image on Cloud Run (through the v2 API) with 1 CPU', 'gcp', ['gcp.cloud_run_v2_service']],
    ['an EKS cluster whose endpoint serves the Kubernetes API privately', 'aws', ['aws.eks_cluster']],
    ['a Cosmos DB account reached with the DynamoDB API', 'azure', ['azure.cosmosdb_account']],
    ['an AKS cluster calling its v1beta1 API', 'azure', ['azure.kubernetes_cluster']],
  ])('%s', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('says a product named as the interface was not read, never that a service was left out', () => {
    const intent = understand('a Cosmos DB account reached with the DynamoDB API', 'azure');
    expect(intent.notCovered).toEqual([]);
    expect(intent.unread.map((u) => u.text)).toEqual(['the DynamoDB API']);
  });

  it('still reads an API asked for', () => {
    expect(kinds('a Lambda function behind a REST API', 'aws')).toContain('aws.api_gateway_rest_api');
    expect(kinds('an ECS service and an API in front of it', 'aws')).toContain('aws.api_gateway_rest_api');
  });
});

describe('a definite word for a thing already read refers back to it', () => {
  it.each<[string, Cloud, string[]]>([
    [
      'a Deployment shop running httpd. Then a ClusterIP Service for its pods on port 8080.',
      'k8s',
      ['k8s.deployment', 'k8s.service'],
    ],
    [
      'a DaemonSet log-agent running fluent-bit and a Service in front of its containers',
      'k8s',
      ['k8s.daemon_set', 'k8s.service'],
    ],
    [
      'a GCS bucket for uploads and a Cloud Function that reads the bucket',
      'gcp',
      ['gcp.storage_bucket', 'gcp.cloudfunctions2_function'],
    ],
  ])('%s', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('names the thing referred to by the name given with the reference', () => {
    const intent = understand('an Azure SQL database of 20 DTUs, hosted on the server sqlsrv-ledger', 'azure');
    expect(intent.mentions.map((m) => [m.kind, m.names])).toEqual([['azure.mssql_server', ['sqlsrv-ledger']]]);
  });

  it("names a product's part given with a name and no article ('..., server x')", () => {
    const intent = understand('an Azure SQL database on the Standard tier, server sqlsrv-finance', 'azure');
    expect(intent.mentions.map((m) => [m.kind, m.names])).toEqual([['azure.mssql_server', ['sqlsrv-finance']]]);
    expect(kinds('an Azure SQL database, and a server app-01 running nginx', 'azure')).toContain(
      'azure.linux_virtual_machine',
    );
  });

  it('keeps a thing of its own: with an article, or named otherwise', () => {
    expect(kinds('a Deployment api running nginx and a Deployment worker running busybox', 'k8s')).toEqual([
      'k8s.deployment',
      'k8s.deployment',
    ]);
    const two = understand('an S3 bucket named "raw" and the bucket "clean"', 'aws').mentions;
    expect(two.map((m) => m.names)).toEqual([['raw'], ['clean']]);
  });
});

describe('what a store is for is the data it holds, never a service that makes it', () => {
  it.each<[string, Cloud, string[]]>([
    ['an S3 bucket with versioning for audit logs', 'aws', ['aws.s3_bucket']],
    ['a private S3 bucket for weekly database backups', 'aws', ['aws.s3_bucket']],
    ['a storage account for VM backups', 'azure', ['azure.storage_account']],
  ])('%s', (prompt, cloud, expected) => {
    expect(kinds(prompt, cloud)).toEqual(expected);
  });

  it('keeps a thing named with a determiner after "for"', () => {
    expect(kinds('an S3 bucket for the CloudTrail trail', 'aws')).toContain('aws.cloudtrail');
  });
});

describe('traffic a network policy lets in, and the pods it selects', () => {
  const read = (prompt: string) => {
    const intent = understand(prompt, 'k8s');
    return intent.mentions.map((m) => ({ kind: m.kind, labels: m.attrs.labels, from: m.attrs.allowFrom }));
  };

  it('reads "allow ingress" as a policy, its labels as the pods selected and the namespace as where traffic comes from', () => {
    expect(read('allow ingress to pods labelled tier=api only from the namespace edge')).toEqual([
      { kind: 'k8s.network_policy', labels: { tier: 'api' }, from: { namespace: 'edge' } },
    ]);
  });

  it('reads no Ingress object and no Namespace from traffic words', () => {
    expect(kinds('namespace shop with a default-deny on all ingress traffic', 'k8s')).not.toContain('k8s.ingress');
    expect(
      kinds('a NetworkPolicy letting pods labelled role=db accept traffic only from the namespace backend', 'k8s'),
    ).toEqual(['k8s.network_policy']);
  });

  it('keeps an Ingress object asked for', () => {
    expect(kinds('an Ingress for host shop.example.com routing to the web service', 'k8s')).toContain('k8s.ingress');
  });
});

describe("a disruption budget's bounds said as how many stay available", () => {
  const bounds = (prompt: string) => {
    const pdb = understand(prompt, 'k8s').mentions.find((m) => m.kind === 'k8s.pod_disruption_budget');
    return { min: pdb?.attrs.minAvailable, max: pdb?.attrs.maxUnavailable };
  };

  it.each<[string, { min?: number | string; max?: number | string }]>([
    ['a PodDisruptionBudget for pods app=queue so that at least 3 stay available', { min: 3 }],
    ['a pdb for pods tier=front keeping 50% available', { min: '50%' }],
    ['a pod disruption budget for pods app=etl with at most two unavailable', { max: 2 }],
  ])('%s', (prompt, expected) => {
    expect(bounds(prompt)).toEqual({ min: undefined, max: undefined, ...expected });
  });
});

describe('the machines of a group are its members, and a disk each has is a part of it', () => {
  it.each<[string, Cloud, string[]]>([
    [
      'a network load balancer forwarding to a target group of instances on port 9000',
      'aws',
      ['aws.lb', 'aws.lb_target_group'],
    ],
    [
      'a VM scale set of Standard_D2s_v5 machines, each VM with a 64 GB data disk',
      'azure',
      ['azure.linux_virtual_machine_scale_set'],
    ],
    [
      'a managed instance group of e2-small instances; every instance gets a 20 GB disk',
      'gcp',
      ['gcp.compute_instance_group_manager'],
    ],
  ])('%s', (prompt, cloud, expected) => {
    expect([...new Set(kinds(prompt, cloud))]).toEqual(expected);
  });

  it('says the disk of the members as a part of the group', () => {
    const [group] = understand('a VM scale set of Ubuntu machines, each VM with a 64 GB data disk', 'azure').mentions;
    expect(group.attrs.children?.map((c) => c.word)).toEqual(['data disk']);
  });

  it('keeps machines of their own beside a group', () => {
    expect(kinds('an autoscaling group and a bastion instance', 'aws')).toContain('aws.instance');
  });
});

describe('a word of a setting hanging on a resource is that setting', () => {
  it('reads "health check path" as the path of the target group, never a Route 53 health check', () => {
    const intent = understand('a target group on port 8080 with health check path /ready.', 'aws');
    expect(intent.mentions.map((m) => [m.kind, m.attrs.path])).toEqual([['aws.lb_target_group', '/ready']]);
  });

  it("reads an app setting as the app's environment, never an App Configuration store", () => {
    const intent = understand('a web app called hr-portal\n- app setting FEATURE_X=on', 'azure');
    expect(kinds('a web app called hr-portal\n- app setting FEATURE_X=on', 'azure')).toEqual(['azure.linux_web_app']);
    // The web app's writers take app settings, so the setting is held by the app, not declared as a gap.
    expect(Object.keys(intent.mentions[0].attrs.environment ?? {})).toEqual(['feature_x']);
    expect(intent.notCovered).toEqual([]);
  });
});

describe('a part a store writes as its setting joins the store read before', () => {
  it('reads "a lifecycle rule" after a storage account as the account\'s, never a second account', () => {
    const intent = understand(
      'A storage account named archivex. Then a lifecycle rule moving blobs to cool after 30 days.',
      'azure',
    );
    expect(intent.mentions.map((m) => [m.kind, m.names])).toEqual([['azure.storage_account', ['archivex']]]);
  });

  it('still reads it as the store where none was read before', () => {
    expect(kinds('a lifecycle rule deleting objects after 90 days', 'gcp')).toEqual(['gcp.storage_bucket']);
  });
});
